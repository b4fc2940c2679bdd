"""Fast decisions without lookahead: mulligans, combat by trades, spells on curve, payments.

These are the heuristic player's rules of thumb, cheap enough to drive both sides of a search's
rollouts. They read the board (public, CR 400.2) and the deciding player's own hand only.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.mtg.actions import (
    Action,
    Activate,
    AssignDamageDecision,
    Cancel,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareAttackersDecision,
    DeclareBlockers,
    DeclareBlockersDecision,
    Option,
    Pass,
    PayCostDecision,
    Pick,
    PlayLand,
    Priority,
    UnlessPayDecision,
)
from arbiter.mtg.enums import CardType, Step
from arbiter.mtg.layers import has_keyword, is_creature, power, toughness
from arbiter.mtg.mana.autopay import Payment, autopay
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef
from arbiter.players.evaluate import creature_value

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

# words of Oracle text that make a targeted spell or ability hostile to what it targets
_HOSTILE = ("damage", "destroy", "exile", "return target", "tap target", "counter target", "-1/-1", "-2/-2",
            "-3/-3", "-x/-x", "discards", "sacrifice", "loses")  # fmt: skip


def is_hostile(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in _HOSTILE)


def is_instant_speed(o: GameObject) -> bool:
    """CR 304.1 / 702.8a: an instant, or a card with flash."""
    return CardType.INSTANT in o.card.types or "Flash" in o.card.oracle_text.split("\n")[0]


def pay(g: Game) -> Action:
    """The next step of paying the cost the game waits for (the engine's auto-payer), or giving
    up when it can't be paid (CR 733: the cast is reversed; 608.2c: declined)."""
    found = autopay(g)
    if isinstance(found, Payment) and found.actions:
        return found.actions[0]
    acts = list(g.legal_actions())
    for a in acts:
        if isinstance(a, Cancel) or (isinstance(a, Pick) and a.value == "decline"):
            return a
    return acts[0]


def mulligan(g: Game, player: int) -> Action:
    """CR 103.5: keep a hand with two to five lands (or any hand of five cards or fewer)."""
    hand = g.state.players[player].hand
    lands = sum(g.state.objects[i].card.is_land for i in hand)
    return Pick("keep") if len(hand) <= 5 or 2 <= lands <= 5 else Pick("mulligan")


def bottom(g: Game, player: int, options: tuple[Option, ...]) -> Action:
    """CR 103.5: the card put on the bottom — a land when there are plenty, else the costliest."""
    st = g.state
    objs = [st.objects[v] for v in options if isinstance(v, int) and v in st.objects]
    lands = [o for o in objs if o.card.is_land]
    if len(lands) > 3 or not objs:
        return Pick(lands[0].id) if lands else Pick(options[0])
    worst = max(objs, key=lambda o: (not o.card.is_land, o.card.mana_cost.mana_value if o.card.mana_cost else 0))
    return Pick(worst.id)


_DAMAGE = re.compile(r"deals (\d+) damage")


def damage_dealt(text: str) -> int | None:
    """The damage a source's text deals to its target, when it says a fixed number (else None)."""
    found = _DAMAGE.search(text)
    return int(found.group(1)) if found else None


def _target_score(g: Game, chooser: int, hostile: bool, v: object, damage: int | None = None) -> float:
    """How good a target ``v`` is for ``chooser``. A damage spell (``damage`` points) is aimed at
    a creature only if the damage destroys it (CR 704.5g: damage at least its toughness, marked
    damage counted) — a Lightning Bolt at a Giant Spider it can't kill is wasted — and at the
    other player's face at what the damage is worth there (all of it when lethal, 704.5a)."""
    st = g.state
    if isinstance(v, PlayerRef):
        mine = v.index == chooser
        if hostile and not mine and damage is not None:
            return float(damage) + (10.0 if st.players[v.index].life <= damage else 0.0)
        return (3.0 if hostile != mine else -3.0) + (
            10.0 if hostile and not mine and st.players[v.index].life <= 3 else 0
        )
    oid = v.id if isinstance(v, ObjectRef) else v if isinstance(v, int) else None
    o = st.objects.get(oid) if isinstance(oid, int) else None
    if o is None:
        return -1.0
    worth = creature_value(g, o) if is_creature(g, o) else 2.0
    survives = damage is not None and is_creature(g, o) and damage < toughness(g, o) - o.damage
    if hostile and survives and o.controller != chooser:
        return 0.1 * worth  # the damage doesn't destroy it: barely better than nothing
    return worth if hostile != (o.controller == chooser) else -worth


def target(g: Game, player: int, dec: Choose) -> Action:
    """A target by the source's text: the opponent's best thing for a hostile one (a damage spell:
    one it kills, or the face), ours else."""
    cast = g.state.cast
    src = g.state.objects.get(cast.obj) if cast is not None else None
    hostile = is_hostile(src.card.oracle_text) if src is not None else True
    damage = damage_dealt(src.card.oracle_text) if src is not None and hostile else None
    best = max(dec.options, key=lambda v: _target_score(g, player, hostile, v, damage))
    return Pick(best)


def _can_block(g: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 702.9b–c, 702.17b: flying is blocked only by flying or reach (a rough public estimate)."""
    if not has_keyword(g, attacker, "flying"):
        return True
    return has_keyword(g, blocker, "flying") or has_keyword(g, blocker, "reach")


def _kills(g: Game, a: GameObject, b: GameObject) -> bool:
    """Whether ``a``'s combat damage alone destroys ``b`` (CR 704.5g–h)."""
    return power(g, a) > 0 and (power(g, a) >= toughness(g, b) - b.damage or has_keyword(g, a, "deathtouch"))


def attack(g: Game, player: int) -> Action:
    """CR 508.1: attack with each creature no untapped blocker eats or trades down with, or with
    everything when the attack is lethal through the blockers the defender has."""
    from arbiter.mtg.combat import phase as combat

    st = g.state
    candidates = combat.attack_candidates(g)
    targets = combat.attackable(g)
    if not candidates or not targets:
        return DeclareAttackers(())
    foe = targets[0]  # the defending player, unless they can't be attacked (508.1c): a planeswalker
    blockers = [st.objects[i] for i in st.battlefield if st.objects[i].controller != player
                and not st.objects[i].tapped and is_creature(g, st.objects[i])]  # fmt: skip
    mine = [st.objects[c] for c in candidates]
    chosen: list[int] = []
    for a in mine:
        able = [b for b in blockers if _can_block(g, b, a)]
        eaten = any(_kills(g, b, a) and not _kills(g, a, b) for b in able)
        bad_trade = any(
            _kills(g, b, a) and _kills(g, a, b) and creature_value(g, b) < creature_value(g, a) for b in able
        )
        if not eaten and not bad_trade and power(g, a) > 0:
            chosen.append(a.id)
    life = st.players[1 - player].life
    powers = sorted(max(power(g, a), 0) for a in mine)
    unblocked = powers[: max(len(powers) - len(blockers), 0)]
    if sum(unblocked) >= life and isinstance(foe, PlayerRef):
        chosen = [a.id for a in mine]
    action = DeclareAttackers(tuple((c, foe) for c in chosen))
    while chosen and not g.check(action):
        chosen.pop()
        action = DeclareAttackers(tuple((c, foe) for c in chosen))
    return action


def block(g: Game, player: int) -> Action:
    """CR 509.1: blocks that kill an attacker and survive, that only absorb damage, or trade up;
    chump blocks only when the damage left unblocked would be lethal."""
    from arbiter.mtg.combat import phase as combat

    st = g.state
    pairs = combat.block_candidates(g)
    attacking = {
        i for i in st.battlefield if st.objects[i].attacking is not None and st.objects[i].controller != player
    }
    attackers = sorted({a for _, a in pairs} | attacking, key=lambda i: -creature_value(g, st.objects[i]))
    can = {(b, a) for b, a in pairs}
    used: set[int] = set()
    blocks: list[tuple[int, int]] = []
    blocked: set[int] = set()
    for aid in attackers:
        a = st.objects[aid]
        options = [st.objects[b] for b in {b for b, x in pairs if x == aid} if b not in used]
        best = None
        for b in sorted(options, key=lambda o: creature_value(g, o)):
            kill, dies = _kills(g, b, a), _kills(g, a, b)
            if (
                (kill and not dies)
                or (not dies and power(g, a) > 0)
                or (kill and creature_value(g, b) <= creature_value(g, a))
            ):
                best = b
                break
        if best is not None:
            blocks.append((best.id, aid))
            used.add(best.id)
            blocked.add(aid)
    incoming = sum(max(power(g, st.objects[a]), 0) for a in attackers if a not in blocked)
    life = st.players[player].life
    for aid in attackers:  # chump only to survive this combat
        if incoming < life or aid in blocked:
            continue
        free = [b for b in {b for b, x in can if x == aid} if b not in used]
        if free:
            chump = min(free, key=lambda i: creature_value(g, st.objects[i]))
            blocks.append((chump, aid))
            used.add(chump)
            incoming -= max(power(g, st.objects[aid]), 0)
    action = DeclareBlockers(tuple(blocks))
    while blocks and not g.check(action):
        blocks.pop()
        action = DeclareBlockers(tuple(blocks))
    return action if g.check(action) else DeclareBlockers(())


def spell_time(g: Game, player: int, o: GameObject) -> bool:
    """When the fast policy casts a spell: sorcery-speed ones in its own main phases; instants on
    the opponent's turn (end step, or once blockers are declared) or in its own combat."""
    st = g.state
    if not is_instant_speed(o):
        return st.active == player and st.step in (Step.MAIN1, Step.MAIN2) and not st.stack
    if st.active != player:
        return st.step in (Step.END, Step.DECLARE_BLOCKERS) or bool(st.stack)
    return st.step is Step.DECLARE_BLOCKERS


def priority(g: Game, player: int) -> Action:
    """A land if one can be played, else the costliest spell it's time for, else pass."""
    st = g.state
    own_main = st.active == player and st.step in (Step.MAIN1, Step.MAIN2) and not st.stack
    if not own_main and not any(is_instant_speed(st.objects[i]) for i in st.players[player].hand):
        return Pass()  # nothing to do at this time: no need to list the actions
    acts = list(g.legal_actions())
    for a in acts:
        if isinstance(a, PlayLand) and not st.stack:
            return a
    best: tuple[int, Action] | None = None
    for a in acts:
        if isinstance(a, Cast):
            o = st.objects[a.card]
            if o.card.is_land or not spell_time(g, player, o):
                continue
            if st.stack and st.objects[st.stack[-1]].controller == player:
                continue  # don't respond to our own spell
            mv = o.card.mana_cost.mana_value if o.card.mana_cost else 0
            if best is None or mv > best[0]:
                best = (mv, a)
    return best[1] if best is not None else Pass()


def quick(g: Game, player: int) -> Action:
    """The fast policy's action for the decision ``player`` faces in ``g``."""
    dec = g.pending
    if isinstance(dec, Priority):
        return priority(g, player)
    if isinstance(dec, PayCostDecision | UnlessPayDecision):
        return pay(g)
    if isinstance(dec, DeclareAttackersDecision):
        return attack(g, player)
    if isinstance(dec, DeclareBlockersDecision):
        return block(g, player)
    if isinstance(dec, Choose):
        if dec.purpose == "mulligan":
            return mulligan(g, player)
        if dec.purpose == "bottom":
            return bottom(g, player, dec.options)
        if dec.purpose == "target":
            return target(g, player, dec)
    if isinstance(dec, AssignDamageDecision):
        pass
    acts = g.legal_actions()
    for a in acts:
        if not isinstance(a, Activate):
            return a
    return acts[0]
