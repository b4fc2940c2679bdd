"""CR 615.7: a prevention shield ("Prevent the next 3 damage that would be dealt to any target
this turn.") that combat damage from two or more sources would use up at the same time. "If
damage would be dealt to the shielded permanent or player by two or more applicable sources at
the same time, the player or the controller of the permanent chooses which damage the shield
prevents." — Healing Salve's shield on bob, attacked by Grizzly Bears and Vampire Nighthawk (2
each, lifelink): bob chooses the Nighthawk's damage, and alice gains no life.

The question is asked after every creature's combat damage is assigned (510.1) and before it is
dealt (510.2), only when the shield can't prevent all of that damage; the answer names the source
whose damage the shield prevents first, and is asked again while two or more sources are left and
the shield still can't cover them. The damage is then dealt — still one simultaneous event —
with the chosen sources' damage to that recipient first, so the shield applies to it first."""

from __future__ import annotations

from collections.abc import Hashable
from itertools import islice, permutations
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.actions import Choose, Option
from arbiter.mtg.effects import deal_damage
from arbiter.mtg.effects.damage import one_damage_event
from arbiter.mtg.effects.prevention import simultaneous_damage
from arbiter.mtg.effects.resolution import describe_target
from arbiter.mtg.enums import Zone
from arbiter.mtg.state import PlayerRef
from arbiter.mtg.turn.history import DEALT_DAMAGE_BY_SOURCE

if TYPE_CHECKING:
    from arbiter.core.events import Event
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import EventLog, GameObject, TargetRef

Dealt = tuple[int, "TargetRef", int]  # a source, the recipient it deals combat damage to, how much

# more orders than this to compare: the question is asked without comparing them
MOST_ORDERS = 24


def _open_shield(g: Game, dealt: list[Dealt]) -> tuple[int, TargetRef, tuple[int, ...], int] | None:
    """The first shield still waiting for a choice: its timestamp, its recipient, the sources
    left to choose among and the player who chooses (615.7) — or None."""
    st = g.state
    if any(isinstance(x.change, resolved.PreventCombatDamage) for x in st.effects):
        return None  # (all of it prevented: the shield prevents nothing)
    chosen = dict(st.shield_first)
    for x in st.effects:
        shield = x.change
        if not isinstance(shield, resolved.PreventionShield) or shield.amount <= 0:
            continue
        incoming = [(sid, n) for sid, to, n in dealt if to == shield.to and n > 0]
        done = chosen.get(x.timestamp, ())
        left = shield.amount - sum(n for sid, n in incoming if sid in done)
        rest = tuple(dict.fromkeys(sid for sid, _ in incoming if sid not in done))
        if len(rest) < 2 or left <= 0 or left >= sum(n for sid, n in incoming if sid in rest):
            continue
        if not _choice_matters(g, dealt, x.timestamp, done, rest):
            continue  # (the same damage whichever is chosen: nothing to ask)
        to = shield.to
        who = to.index if isinstance(to, PlayerRef) else st.objects[to.id].controller
        return x.timestamp, to, rest, who
    return None


def shield_question(g: Game, dealt: list[Dealt]) -> Choose | None:
    """CR 615.7: the question of the first shield whose recipient's player (or permanent's
    controller) still has to choose which source's damage it prevents next; None when none is left."""
    found = _open_shield(g, dealt)
    if found is None:
        return None
    _, to, rest, who = found
    names = join(CardName(g.state.objects[sid].label) for sid in rest)
    prompt = msg(
        "combat damage to {t} from {names}: choose the source whose damage the prevention shield prevents first",
        t=describe_target(g, to),
        names=names,
    )
    return Choose(who, "prevention shield", "615.7", rest, prompt)


def answer_shield(g: Game, answer: Option, dealt: list[Dealt]) -> None:
    """The source whose damage the shield asked about prevents next (CR 615.7)."""
    st = g.state
    found = _open_shield(g, dealt)
    assert found is not None and isinstance(answer, int)
    ts, to, _, who = found
    chosen = dict(st.shield_first)
    chosen[ts] = (*chosen.get(ts, ()), answer)
    what = msg(
        "chooses {card}'s damage as the damage the prevention shield on {t} prevents first",
        card=CardName(st.objects[answer].label),
        t=describe_target(g, to),
    )
    g.log(ev.EffectCreated("615.7", st.players[who].name, what))
    g.set(st, "shield_first", tuple(chosen.items()))
    g.set(st, "pending", None)


def in_shield_order(g: Game, dealt: list[Dealt]) -> list[Dealt]:
    """The combat damage in the order it is dealt: for each shielded recipient, the damage of the
    sources chosen (615.7) first, in the order chosen; the rest as it was."""
    st = g.state
    if not st.shield_first:
        return dealt
    first: dict[TargetRef, tuple[int, ...]] = {}
    for x in st.effects:
        if isinstance(x.change, resolved.PreventionShield):
            for ts, order in st.shield_first:
                if ts == x.timestamp:
                    first[x.change.to] = (*first.get(x.change.to, ()), *order)

    def rank(d: Dealt) -> int:
        order = first.get(d[1], ())
        return order.index(d[0]) if d[0] in order else len(order)

    return sorted(dealt, key=rank)


def deal_combat_damage(g: Game, dealt: list[Dealt]) -> None:
    """CR 510.2: all the combat damage dealt at once, as one event — each shield's chosen
    sources' damage to its recipient first (615.7)."""
    st = g.state
    with simultaneous_damage(), one_damage_event(g):
        for sid, to, n in in_shield_order(g, dealt):
            deal_damage(g, st.objects[sid], to, n, combat=True)


def _choice_matters(g: Game, dealt: list[Dealt], ts: int, done: tuple[int, ...], rest: tuple[int, ...]) -> bool:
    """Whether the order of ``rest`` (after ``done``) for the shield made at ``ts`` changes what
    the damage does — who loses or gains life, the damage and counters on each permanent, the
    abilities that trigger (a choice that can't change anything isn't asked)."""
    seen: set[Hashable] = set()
    logged = g.state.event_count
    for order in islice(permutations(rest), MOST_ORDERS):
        trial = g.copy()
        chosen = dict(trial.state.shield_first)
        chosen[ts] = (*done, *order)
        trial.set(trial.state, "shield_first", tuple(chosen.items()))
        deal_combat_damage(trial, dealt)
        seen.add(_outcome(trial, logged))
        if len(seen) > 1:
            return True
    return len(seen) > 1 or len(rest) > 4  # (too many orders to compare: asked)


def _outcome(g: Game, logged: int) -> Hashable:
    """What a combat damage event did: the players, the permanents' damage and counters, the
    damage each source dealt to each recipient (read later: "a creature dealt damage by ~ this
    turn", 120.1, for the sources with such an ability) and the abilities waiting to trigger;
    ``logged``: the events before it."""
    st = g.state
    players = tuple(p.digest_data() for p in st.players)
    permanents = tuple(
        (o.id, o.damage, o.deathtouched, o.counters) for o in st.objects.values() if o.zone is Zone.BATTLEFIELD
    )
    dealt = sorted(
        (e.source, -1 if e.player is None else e.player, -1 if e.target is None else e.target, e.amount)
        for e in _newest(st.log, st.event_count - logged)
        if isinstance(e, ev.DamageDealt) and _remembers_damage(st.objects[e.source])
    )
    return players, permanents, tuple(dealt), tuple(sorted(repr(w) for w in st.waiting))


def _newest(cell: EventLog | None, n: int) -> list[Event]:
    """The ``n`` newest events of a log (its cells: the event, the older cells, the count)."""
    out: list[Event] = []
    while cell is not None and len(out) < n:
        out.append(cell[0])
        cell = cell[1]
    return out


def _remembers_damage(o: GameObject) -> bool:
    """Whether ``o`` has a printed "Whenever a creature dealt damage by ~ this turn dies" (Sengir
    Vampire): then which damage it dealt matters later (120.1, 603.10a)."""
    return any(t.watch is not None and t.watch.this_turn == DEALT_DAMAGE_BY_SOURCE for t in o.card.triggered)
