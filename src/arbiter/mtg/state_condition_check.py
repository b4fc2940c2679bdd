"""Checking the conditions of :mod:`arbiter.mtg.ir.state_conditions` against the game as it is
now (CR 611.3a: an "as long as" is checked every time the characteristics it changes are looked
at; 601.2f: a cost change's condition as the total cost is determined; 614.1c: an "enters with …
if …" as the permanent enters)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.state_conditions import (
    AttachedIs,
    HappenedThisTurn,
    MoreThanEachOpponent,
    NoneOf,
    PlayerCount,
    Seen,
    SelfState,
    TurnPart,
    ValuesAmong,
)
from arbiter.mtg.ir.walk import CardMemo, ir_nodes
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject, Player


def state_holds(g: Game, c: Condition, controller: int, source: GameObject | None) -> bool:
    """Is ``c`` (one of this module's conditions) true now for ``controller`` and ``source``?"""
    from arbiter.mtg.condition_check import holds  # (it dispatches here)

    st = g.state
    if isinstance(c, PlayerCount):
        if c.who == "each player":  # "each player has no cards in hand": every player
            return all(_between(_amount(p, c.what), c.at_least, c.at_most) for p in st.players if not p.lost)
        players = [p for p in st.players if c.who == "player" or (p.index == controller) == (c.who == "you")]
        return any(_between(_amount(p, c.what), c.at_least, c.at_most) for p in players)
    if isinstance(c, MoreThanEachOpponent):
        mine = _amount(st.players[controller], c.what)
        return all(mine > _amount(p, c.what) for p in st.players if p.index != controller)
    if isinstance(c, NoneOf):
        return not holds(g, c.inner, controller, source)
    if isinstance(c, SelfState):
        if c.state in CAST_MARKS:
            # CR 601.2a, 505.1: how and when the spell that became it was cast (its marks); 608.2h:
            # once it has left the stack or the battlefield, as it last existed there
            if source is None:
                return False
            return c.state in (source.marks if source.zone in (Zone.STACK, Zone.BATTLEFIELD) else source.left_marks)
        return source is not None and source.zone is Zone.BATTLEFIELD and _self_state(g, source, c.state)
    if isinstance(c, HappenedThisTurn):
        return _happened_count(g, c, controller, source) >= c.at_least
    if isinstance(c, AttachedIs):
        from arbiter.mtg.filtering import fits

        host = st.objects.get(source.attached_to) if source is not None and source.attached_to is not None else None
        if host is None or host.zone is not Zone.BATTLEFIELD:
            return False
        return fits(g, c.what, host, controller) != c.negated  # CR 301.5, 303.4: the permanent it's attached to
    if isinstance(c, ValuesAmong):
        from arbiter.mtg.filtering import fits
        from arbiter.mtg.objects.transform import mana_value

        zone = c.what.zone or Zone.GRAVEYARD
        cards = [st.objects[i] for i in st.players[controller].zone(zone)]
        return len({mana_value(o) for o in cards if fits(g, c.what, o, controller)}) >= c.at_least  # CR 202.3
    if isinstance(c, TurnPart):
        return _turn_part(g, c.part, controller)
    return False


def _turn_part(g: Game, part: str, controller: int) -> bool:
    """CR 500.1, 505.1, 506.1: whether the turn is in ``part`` of a :class:`TurnPart` now."""
    from arbiter.mtg.condition_check import this_turn
    from arbiter.mtg.turn.extra_phases import phase_of

    st = g.state
    phase = phase_of(st.step)
    if part in ("your main phase", "a main phase"):
        return phase.startswith("main") and (part == "a main phase" or st.active == controller)
    if phase != "combat" or (part != "first combat" and st.active != controller):
        return False
    if part == "your combat phase":
        return True
    # CR 500.8: the first combat phase of the turn — no combat phase has ended before it (no end of
    # combat step began this turn, but for the current one)
    ended = sum(1 for e in this_turn(g) if isinstance(e, ev.StepBegan) and e.step is Step.END_OF_COMBAT)
    return ended - (st.step is Step.END_OF_COMBAT) <= 0


def _between(n: int, low: int, high: int | None) -> bool:
    return n >= low and (high is None or n <= high)


def _amount(p: Player, what: str) -> int:
    if what == "life":
        return p.life  # CR 119
    if what == "hand":
        return len(p.hand)
    if what == "library":
        return len(p.library)  # CR 401
    return p.counter("poison")  # CR 122.1f


def _self_state(g: Game, o: GameObject, state: str) -> bool:
    from arbiter.mtg.condition_check import this_turn
    from arbiter.mtg.layers import card_types, is_creature, subtypes

    st = g.state
    if state == "creature":
        return is_creature(g, o)  # (layer 4)
    if state == "modified":
        # CR 700.9: it has a counter on it, it's equipped, or it's enchanted by an Aura its controller controls
        if any(n > 0 for _, n in o.counters):
            return True
        for i in st.battlefield:
            a = st.objects[i]
            if a.attached_to != o.id:
                continue
            kinds = subtypes(g, a)
            if "Equipment" in kinds and CardType.ARTIFACT in card_types(g, a):
                return True
            if "Aura" in kinds and a.controller == o.controller:
                return True
        return False
    if state == "entered this turn":  # (as this object: CR 400.7)
        return any(isinstance(e, ev.ZoneChanged) and e.obj == o.id and e.dest is Zone.BATTLEFIELD for e in this_turn(g))
    if state == "attacking alone":
        # CR 506.5: the only creature declared as an attacker (the latest declaration that named it)
        if o.attacking is None:
            return False
        for e in this_turn(g):  # newest first
            if isinstance(e, ev.AttackersDeclared) and o.id in e.ids:
                return len(e.ids) == 1
        return False
    if state == "attacking most life":
        # CR 702.105a's words: "attacking the player with the most life or tied for most life"
        attacked = o.attacking
        if not isinstance(attacked, PlayerRef):
            return False
        return st.players[attacked.index].life >= max(p.life for p in st.players if not p.lost)
    return False


def seen_fits(
    s: Seen, obj: int, kinds: frozenset[CardType], subtypes: tuple[str, ...], token: bool, source: int
) -> bool:
    """Did a permanent fit ``s`` as the zone-change event recorded it (CR 603.6a, 603.10a)?"""
    if s.other and obj == source:
        return False
    has_subtype = bool(s.subtypes.intersection(subtypes))
    if s.types and not kinds & s.types and not (s.either and has_subtype):
        return False
    if s.subtypes and not s.either and not has_subtype:
        return False
    if s.all_types and not s.all_types <= kinds:
        return False
    if s.nontypes & kinds or s.nonsubtypes.intersection(subtypes):
        return False
    return s.token is None or token == s.token


def _happened_count(g: Game, c: HappenedThisTurn, controller: int, source: GameObject | None) -> int:
    from arbiter.mtg.condition_check import this_turn
    from arbiter.mtg.triggers.sacrifices import is_sacrifice

    name = g.state.players[controller].name
    source_id = source.id if source is not None else -1
    if c.what == "opponent dealt damage":
        # CR 120.3: the damage one opponent was dealt this turn, in all
        dealt: dict[int, int] = {}
        for e in this_turn(g):
            if isinstance(e, ev.DamageDealt) and e.player is not None and e.player != controller:
                dealt[e.player] = dealt.get(e.player, 0) + e.amount
        return max(dealt.values(), default=0)
    n = 0
    for e in this_turn(g):
        if c.what == "attacked with":  # CR 508.1a: the creatures they declared as attackers
            n += len(e.ids) if isinstance(e, ev.AttackersDeclared) and e.player == name else 0
            continue
        if c.what == "added mana":
            # this object's ability added mana this turn (a new object is another, CR 400.7)
            n += isinstance(e, ev.AbilityAddedMana) and source is not None and (e.obj, e.zcc) == (source.id, source.zcc)
            continue
        if c.what == "cast":
            if isinstance(e, ev.SpellCast) and e.player == name and _spell_fits(c, e):
                n += 1
            continue
        if not isinstance(e, ev.ZoneChanged) or e.controller != controller:
            continue
        # CR 603.6a: entered under their control; 701.21a: sacrificed by its controller
        entered = c.what == "entered" and e.dest is Zone.BATTLEFIELD
        if entered or (c.what == "sacrificed" and is_sacrifice(e)):
            n += seen_fits(c.seen, e.obj, e.kinds, e.subtypes, e.token, source_id)
    return n


def _spell_fits(c: HappenedThisTurn, e: ev.SpellCast) -> bool:
    """CR 601.2i: the spell's card types as it became cast."""
    if not (c.spell_types or c.nonspell_types):
        return True
    if e.kinds is None:
        return False  # (a spell a scenario says was cast earlier, of no known kind)
    return bool(e.kinds & c.spell_types) if c.spell_types else not e.kinds & c.nonspell_types


CAST_IN_MAIN_PHASE = "cast in main phase"  # "if you cast ~ during your main phase" (505.1, 601.2)
CAST_MARKS = frozenset({"cast from hand", CAST_IN_MAIN_PHASE})  # how and when a spell was cast


def asks_cast_in_main_phase(card: CardDef) -> bool:
    """Whether an ability of the card asks "if you cast ~ during your main phase" (so casting it
    during a main phase of its caster's turn is remembered, 601.2a). Read once per card."""
    return _ASKS_MAIN(card)


def _mentions_main_phase_cast(card: CardDef) -> bool:
    return any(isinstance(x, SelfState) and x.state == CAST_IN_MAIN_PHASE for x in ir_nodes(card.abilities))


_ASKS_MAIN = CardMemo(_mentions_main_phase_cast)


def asks_cast_from_hand(card: CardDef) -> bool:
    """Whether one of the card's statics asks "if you cast it from your hand" (so casting it
    from the hand is remembered, 601.2a)."""
    for s in card.statics:
        condition: object = getattr(s, "condition", None)
        if isinstance(condition, SelfState) and condition.state == "cast from hand":
            return True
    return False
