"""Positions: the current state of a game as a scenario ``setup:`` mapping (format v1, the YAML
``arbiter judge`` loads), so any moment of a game can become a judge's scenario.

The setup format describes a board between actions: whose turn and which step, each player's
life, poison and mana pool, and their zones with each card's tapped/sick/damage/counters/
attachment/combat status. What it cannot say is refused plainly (an
:class:`~arbiter.core.ruling.Illegal` listing every reason) rather than dropped: objects on the
stack (CR 405), a spell being cast or an ability being activated (601.2), a resolution waiting
for a choice (608.2), triggered abilities waiting to be put on the stack (603.3), continuous
effects from resolved spells and abilities (611.2) and delayed ones (603.7), "this turn"
history (lands played 305.2, activations 602.5b; spells cast and cards drawn when a card in
the game counts them), tokens (111),
permanents cast as one face of a card, flipped, or carrying designations (renowned, evoked …; a
prepared permanent and its copy in exile are written as ``prepared: true``, 722.3),
priority held by the non-active player (117.3), the game start (103) and
its end (104), and a player controlling a card only through a control-changing effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import Illegal
from arbiter.i18n import msg
from arbiter.mtg.actions import DeclareAttackersDecision, DeclareBlockersDecision, Priority
from arbiter.mtg.enums import ChoiceKey, Step, Zone
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.objects.battles import protector
from arbiter.mtg.objects.preparation import PREPARED, kept_in_exile
from arbiter.mtg.objects.transform import back_face_up, whole_card
from arbiter.mtg.position_first_time import first_time_problems
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

PLAYER_KEYS = ("alice", "bob")  # a scenario's players, by index
# the engine's key → the format's (``chosen:`` of a battlefield entry)
_CHOSEN_KEYS = {
    ChoiceKey.COLOR: "color", ChoiceKey.CREATURE_TYPE: "creature_type", ChoiceKey.CARD_NAME: "card_name",
    ChoiceKey.PLAYER: "player",
}  # fmt: skip
_ZONES = (
    ("battlefield", Zone.BATTLEFIELD),
    ("hand", Zone.HAND),
    ("library", Zone.LIBRARY),
    ("graveyard", Zone.GRAVEYARD),
    ("exile", Zone.EXILE),
)


def unsupported(game: Game) -> list[str]:
    """Everything about the current state that a scenario setup cannot express."""
    st = game.state
    out: list[str] = []
    if not st.started or st.turn < 1:
        out.append("the game has not begun (mulligans, CR 103)")
    if st.over:
        out.append("the game is over (CR 104)")
    checks = (
        (st.stack, "objects on the stack (CR 405)"),
        (st.cast is not None, "a spell or ability being cast or activated (CR 601.2)"),
        (st.resolving is not None, "a resolution waiting for a choice (CR 608.2)"),
        (st.replacing_draw is not None, "a draw or move waiting for its player's choice (CR 614.11, 616.1)"),
        (st.mana_choice is not None or st.mana_cost_choice is not None, "a mana ability waiting for a choice"),
        (st.waiting, "triggered abilities waiting for the stack (CR 603.3)"),
        (st.effects or st.boosts, "until-end-of-turn effects (CR 611.2)"),
        (st.lasting or st.control_base, "continuous effects without an end (CR 611.2)"),
        (st.delayed or st.at_end_step or st.delayed_draws or st.unless_paid, "delayed effects (CR 603.7)"),
        (st.skip_draws, "draw steps to be skipped (CR 614.10)"),
        (st.may_play or st.exiled_until, "permissions or returns tied to exiled cards (CR 610.3)"),
        (st.encoded, "cards encoded on creatures (CR 702.99)"),
        (st.extra_turns or st.after_extra is not None, "extra turns (CR 500.7)"),
        (st.additional is not None, "additional phases still to come this turn (CR 500.8)"),
        (st.day_night is not None and not _day_night_follows(game), f"it is {st.day_night} (CR 731)"),
        (set(st.tokens) - prepared_copies(game), "tokens (CR 111)"),
        (st.declaring is not None or st.damage_plan or st.legend_keep or st.untapping, "a declaration in progress"),
        (
            any(st.objects[i].blocker and not st.objects[i].blocking for i in st.battlefield),
            "a blocking creature that blocks nothing now (CR 509.1g)",
        ),
    )
    out += [what for condition, what in checks if condition]
    counted = _counted_events(game)
    for p in st.players:
        history = (
            (p.lands_played, "lands played"),
            (p.spells_cast if counted & {"second spell", "third spell"} else 0, "spells cast"),
            (p.cards_drawn if "second draw" in counted else 0, "cards drawn"),
        )
        out += [f"{p.name}'s {what} this turn" for n, what in history if n]
        if set(p.command) - _designations(game):
            out.append(f"{p.name}'s command zone")
    for oid in st.battlefield:
        out += [f"{st.objects[oid].name}: {why}" for why in _object_problems(game, st.objects[oid])]
    out += first_time_problems(game)  # CR 603.2, 500.8: what the turn's log holds and the setup can't
    out += _decision_problems(game)
    return out


def _designations(game: Game) -> set[int]:
    """The command-zone objects a setup writes as player keys: the monarch (CR 725), the initiative
    (726) and each dungeon with a venture marker on it (309.4)."""
    st = game.state
    held = {d.designation for d in (st.monarch, st.initiative) if d is not None}
    return held | {m.dungeon for m in st.ventures} | {s.designation for s in st.speeds}


def _designation_keys(game: Game, player: int) -> dict[str, object]:
    """``player``'s ``monarch``, ``initiative``, ``dungeon`` and ``completed_dungeons`` keys."""
    from arbiter.mtg.effects.dungeons import completed, marker_of

    st = game.state
    spec: dict[str, object] = {}
    if st.monarch is not None and st.monarch.player == player:
        spec["monarch"] = True
    if st.initiative is not None and st.initiative.player == player:
        spec["initiative"] = True
    speed = next((s.speed for s in st.speeds if s.player == player), 0)
    if speed:
        spec["speed"] = speed  # CR 702.179
    marker = marker_of(st, player)
    if marker is not None:
        spec["dungeon"] = {"name": st.objects[marker.dungeon].card.name, "room": marker.rooms[marker.room].name}
    if completed(st, player):
        spec["completed_dungeons"] = list(completed(st, player))
    return spec


def _day_night_follows(game: Game) -> bool:
    """Whether the setup's permanents make it what it is (CR 702.145d, g): day with a daybound
    permanent, night with a nightbound one and no daybound one."""
    st = game.state
    kws = [st.objects[i].card.keywords for i in st.battlefield]
    day = any("daybound" in k for k in kws)
    night = any("nightbound" in k for k in kws)
    return (st.day_night == "day" and day) or (st.day_night == "night" and night and not day)


def _counted_events(game: Game) -> set[str]:
    """The "second … each turn" trigger events some card in the game has: only then do the
    counts of spells cast and cards drawn this turn matter (the setup can't hold them)."""
    return {
        t.event
        for o in game.state.objects.values()
        for t in o.card.triggered
        if t.event in ("second spell", "third spell", "second draw")
    }


def _object_problems(game: Game, o: GameObject) -> list[str]:
    turn = game.state.turn
    problems = (
        (
            o.front is not None and not back_face_up(o) and o.front.layout != "class",  # (a level: a designation)
            "cast as one face of its card (CR 709.3, 712.11)",
        ),
        (o.unflipped is not None, "flipped (the setup's flipped: needs card data)"),
        (bool(o.marks - {PREPARED}), f"designations {', '.join(sorted(o.marks - {PREPARED}))}"),
        (PREPARED in o.marks and not _copy_kept(game, o), "prepared, its copy not in its controller's exile (722.3c)"),
        (o.deathtouched, "dealt deathtouch damage (CR 704.5h)"),
        (o.printed is not None and _copied(game, o) is None, "a copy of a permanent no longer there (CR 707.2)"),
        (o.skip_untaps > 0, "won't untap during its controller's next untap step"),
        (any(t == turn for _, t in o.used), "abilities activated this turn (CR 602.5b)"),
        (o.blocked and not o.blockers, "blocked by creatures that are gone (CR 509.1h)"),
        (_echo_due(o, turn), "its echo not yet paid (CR 702.30a: when it came under its controller's control)"),
        (any(k is ChoiceKey.MODE for k, _ in o.chosen), "modes of its abilities chosen before (CR 700.2)"),
    )
    return [why for condition, why in problems if condition]


def _copied(game: Game, o: GameObject) -> GameObject | None:
    """The permanent on the battlefield whose copiable values ``o`` has (CR 707.2, 707.9b), if any."""
    from arbiter.mtg.ir.statics.as_enters import EnterAsCopy
    from arbiter.mtg.objects.copiable import copiable_values, with_exceptions

    if o.printed is None:
        return None
    own = next((s for s in o.printed.statics if isinstance(s, EnterAsCopy)), None)
    for i in game.state.battlefield:
        other = game.state.objects[i]
        if i != o.id and with_exceptions(copiable_values(other), own.exceptions if own else None) == o.card:
            return other
    return None


def _echo_due(o: GameObject, turn: int) -> bool:
    return o.since >= turn - 2 and any(t.condition == "echo" for t in o.card.triggered)


def _decision_problems(game: Game) -> list[str]:
    """The setup begins with the active player holding priority in its step (declare attackers
    with none declared: the declaration; declare blockers with no block declared: the defending
    player's declaration)."""
    st = game.state
    dec = st.pending
    attackers = any(st.objects[i].attacking is not None for i in st.battlefield)
    blocks = any(st.objects[i].blocking for i in st.battlefield)
    if st.step is Step.FIRST_STRIKE_DAMAGE:
        return ["the first-strike combat damage step (not a step name of the format)"]
    if isinstance(dec, DeclareAttackersDecision) and st.step is Step.DECLARE_ATTACKERS and not attackers:
        return []
    if isinstance(dec, DeclareBlockersDecision) and st.step is Step.DECLARE_BLOCKERS and not blocks:
        return []
    if isinstance(dec, Priority) and dec.player == st.active and st.passes == 0:
        if st.step is Step.DECLARE_ATTACKERS and not attackers:
            return ["priority in the declare attackers step with no attackers"]
        if st.step is Step.DECLARE_BLOCKERS and not blocks:
            return ["priority in the declare blockers step with no blockers"]
        if st.step in (Step.UNTAP, Step.CLEANUP):
            return [f"priority in the {st.step.label} step (CR 502.4, 514.3)"]
        return []
    return [f"the decision {type(dec).__name__} (only the active player's priority or a combat declaration)"]


def position(game: Game) -> dict[str, object] | Illegal:
    """The current state as a scenario ``setup:`` mapping, or a refusal naming what it can't hold."""
    problems = unsupported(game)
    if problems:
        return Illegal(
            msg("this position can't be written as a scenario setup: {problems}", problems="; ".join(problems))
        )
    st = game.state
    labels = _labels(game)
    copies = prepared_copies(game)
    players: dict[str, object] = {}
    for p in st.players:
        spec: dict[str, object] = {"life": p.life}
        if p.poison:
            spec["poison"] = p.poison
        others = {kind: n for kind, n in p.counters if kind != "poison"}  # CR 122.1: energy, experience…
        if others:
            spec["counters"] = others
        if any(p.pool):
            spec["mana_pool"] = pool_text(p.pool)
        for key, zone in _ZONES:
            ids = [i for i in st.battlefield if st.objects[i].controller == p.index] if key == "battlefield" else None
            ids = [i for i in p.zone(zone) if i not in copies] if ids is None else ids  # (made by prepared: 722.3c)
            entries = [_entry(game, st.objects[i], labels) for i in ids]
            spec[key] = entries
        spec |= _designation_keys(game, p.index)
        players[PLAYER_KEYS[p.index]] = spec
    return {"turn": {"active": PLAYER_KEYS[st.active], "step": st.step.label, "number": st.turn}, "players": players}


def prepared_copies(game: Game) -> set[int]:
    """The copies in exile of prepared permanents' prepare spells that ``prepared: true`` makes again
    (CR 722.3c): each in the exile of its permanent's controller."""
    st = game.state
    out: set[int] = set()
    for e in st.prepared:
        p, c = st.objects.get(e.permanent), st.objects.get(e.copy)
        if p is not None and c is not None and kept_in_exile(game, c) and c.owner == p.controller:
            out.add(c.id)
    return out


def _copy_kept(game: Game, o: GameObject) -> bool:
    """Whether prepared ``o``'s copy is one that ``prepared: true`` makes again (CR 722.3c)."""
    copies = prepared_copies(game)
    return any(e.permanent == o.id and e.copy in copies for e in game.state.prepared)


def _labels(game: Game) -> dict[int, str]:
    """Ids for the objects other entries refer to (attached to, attacked, blocked)."""
    st = game.state
    wanted: set[int] = set()
    for i in st.battlefield:
        o = st.objects[i]
        original = _copied(game, o)
        if original is not None:
            wanted.add(original.id)
        if o.attached_to is not None:
            wanted.add(o.attached_to)
        if isinstance(o.attacking, ObjectRef):
            wanted.add(o.attacking.id)
        wanted.update(o.blocking)
    return {i: f"o{i}" for i in sorted(wanted)}


def _entry(game: Game, o: GameObject, labels: dict[int, str]) -> str | dict[str, object]:
    card = o.face_down if o.face_down is not None else (o.printed or whole_card(o))
    spec: dict[str, object] = {"card": card.name}
    if o.id in labels:
        spec["id"] = labels[o.id]
    if o.owner != o.controller:
        spec["owner"] = PLAYER_KEYS[o.owner]
    if o.zone is Zone.BATTLEFIELD:
        if o.face_down is not None:
            spec["face_down"] = True
        if back_face_up(o):
            spec["transformed"] = True  # CR 712.8e: its back face is up
        for key, value in (("tapped", o.tapped), ("sick", o.sick), ("damage", o.damage)):
            if value:
                spec[key] = value
        if o.attached_to is not None:
            spec["attached_to"] = labels[o.attached_to]
        if isinstance(o.attacking, PlayerRef):
            spec["attacking"] = PLAYER_KEYS[o.attacking.index]
        elif isinstance(o.attacking, ObjectRef):
            spec["attacking"] = labels[o.attacking.id]
        if o.blocking:
            spec["blocking"] = [labels[a] for a in o.blocking]
        original = _copied(game, o)
        if original is not None:
            spec["copy_of"] = labels[original.id]  # CR 707.2: it entered as a copy of that one
        if o.chosen and any(k in _CHOSEN_KEYS for k, _ in o.chosen):  # CR 614.12: what was chosen as it entered
            spec["chosen"] = {_CHOSEN_KEYS[k]: PLAYER_KEYS[v] if k is ChoiceKey.PLAYER and isinstance(v, int) else v
                              for k, v in o.chosen if k in _CHOSEN_KEYS}  # fmt: skip
        guard = protector(o)
        if guard is not None:
            spec["protector"] = PLAYER_KEYS[guard]  # CR 310.8
        if PREPARED in o.marks:
            spec["prepared"] = True  # CR 722.3a (its copy in exile is made again, 722.3c)
    if o.counters:
        spec["counters"] = dict(o.counters)
    return spec["card"] if len(spec) == 1 and isinstance(spec["card"], str) else spec
