"""Special actions with a cost (CR 116): turning a face-down permanent face up (116.2b, 702.37e)
and suspending a card from hand (116.2f, 702.62a).

Both are taken only by a player holding priority, don't use the stack (116.1) and give that
player priority again (116.3). Their costs are paid like a spell's — mana abilities during the
payment included — through :func:`arbiter.mtg.casting.begin_special`, so a failed payment
reverses everything (CR 733).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Priority
from arbiter.mtg.casting import begin_special
from arbiter.mtg.casting.progress import SpecialKind
from arbiter.mtg.casting.timing import cast_timing_error
from arbiter.mtg.enums import Zone
from arbiter.mtg.model import AsTurnedFaceUp, Morph
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.objects.face_up import face_up_cost, has_morph, is_manifested
from arbiter.mtg.state import GameObject
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def morph_of(g: Game, o: GameObject) -> Morph | None:
    """The morph ability the face-down permanent would have face up (CR 702.37e): its card's,
    unless the continuous effects that would then apply to it take it away — under Humility
    ("All creatures lose all abilities", 613.1f) a face-up creature would have no morph cost, so
    it can't be turned face up that way. Effects already applied to the face-down permanent still
    apply to it face up (708.8), so it is read as the same object with its face-up card."""
    from arbiter.mtg.layers import abilities

    card = o.face_down
    if card is None or card.morph is None:
        return None
    face_up = copy.copy(o)  # (a detached look-alike: nothing is changed in the game)
    face_up.card = card
    face_up.face_down = None
    return next((a for a in abilities(g, face_up) if isinstance(a, Morph)), None)


def turn_face_up(g: Game, permanent: int, mana_cost: bool = False) -> None:
    """CR 702.37e, 702.168d, 116.2b: show the morph or disguise cost, pay it, turn the permanent
    face up; ``mana_cost``: CR 701.40b–d, a manifested creature card for its mana cost."""
    st = g.state
    dec = st.pending
    if not isinstance(dec, Priority):
        raise IllegalAction(msg("a special action needs priority"), "116.2b", "117.1")
    o = st.objects.get(permanent)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.face_down is None:
        raise IllegalAction(msg("only a face-down permanent can be turned face up"), "702.37e", "708.7")
    if o.controller != dec.player:
        raise IllegalAction(msg("only its controller can turn a face-down permanent face up"), "702.37e")
    cost = face_up_cost(g, o, mana_cost)
    if cost is None and (mana_cost or not has_morph(o)):
        # CR 701.40b: "If the card representing that permanent isn't a creature card or it doesn't
        # have a mana cost, it can't be turned face up this way."
        reason = msg("only a manifested creature card with a mana cost can be turned face up for it")
        raise IllegalAction(reason, "701.40b")
    if cost is None:
        # CR 702.37e: "If the permanent wouldn't have a morph cost if it were face up, it can't be
        # turned face up this way." CR 702.168d says the same of a disguise cost; CR 701.40b: a
        # manifested card that isn't a creature card with a mana cost can't be turned face up either
        rule = _face_up_rule(o.face_down)
        if rule == "702.168d":
            reason = msg("it would have no disguise cost face up, so it can't be turned face up")
        else:
            reason = msg("it would have no morph cost face up, so it can't be turned face up")
        raise IllegalAction(reason, rule)
    way: SpecialKind = "face up for mana cost" if mana_cost or not has_morph(o) else "face up"  # CR 701.40c–d
    begin_special(g, way, o, dec.player, cost)


def _face_up_rule(card: CardDef | None) -> str:
    """The rule of the special action that turns this face-down card face up: CR 702.168d for a
    disguise ability (paying its disguise cost), CR 702.37e for morph and megamorph."""
    from arbiter.mtg.keywords.disguise import Disguise

    return "702.168d" if card is not None and isinstance(card.morph, Disguise) else "702.37e"


def suspend_card(g: Game, card: int) -> None:
    """CR 702.62a, 116.2f: exile a card with suspend from your hand, paying its suspend cost —
    only when you could begin to cast it (its timing and prohibitions included, 702.62c)."""
    st = g.state
    dec = st.pending
    if not isinstance(dec, Priority):
        raise IllegalAction(msg("a special action needs priority"), "116.2f", "117.1")
    o = st.objects.get(card)
    if o is None or o.zone is not Zone.HAND or o.owner != dec.player:
        raise IllegalAction(msg("only a card in your hand can be suspended"), "702.62a", "116.2f")
    suspend = o.card.suspend
    if suspend is None:
        raise IllegalAction(msg("{card} has no suspend", card=CardName(o.label)), "702.62a")
    error = cast_timing_error(g, o.card, dec.player)
    if error is not None:
        raise IllegalAction(
            msg(
                "{card} can be suspended only when you could begin to cast it: {reason}",
                card=CardName(o.label),
                reason=error.ruling.reason,
            ),
            "116.2f",
            "702.62c",
            *error.ruling.rules,
        )
    begin_special(g, "suspend", o, dec.player, suspend.cost)


def finish(g: Game, kind: str, o: GameObject, player: int) -> None:
    """The cost is paid: do what the special action does."""
    if kind in ("face up", "face up for mana cost"):
        _turned_face_up(g, o, player, kind == "face up for mana cost")
    elif kind in ("foretell", "plot"):
        from arbiter.mtg.abilities.exile_special import exiled_from_hand

        exiled_from_hand(g, kind, o, player)  # CR 702.143a, 702.170a
    else:
        _suspended(g, o, player)


def _turned_face_up(g: Game, o: GameObject, player: int, by_mana_cost: bool) -> None:
    """CR 708.8: its copiable values revert to its own; effects already applied still apply;
    enters abilities don't trigger. CR 613.7f: it gets a new timestamp. CR 708.11: "As ~ is
    turned face up" applies while it is turned face up; CR 702.37b: megamorph's counter — only
    when its megamorph cost was paid, not its mana cost (701.40c)."""
    card = o.face_down
    morph = None if by_mana_cost else morph_of(g, o)
    cost = face_up_cost(g, o, by_mana_cost)
    assert card is not None and cost is not None
    if is_manifested(g, o):  # CR 701.40a: no longer a manifested permanent once face up
        g.set(g.state, "manifested", tuple(m for m in g.state.manifested if m != (o.id, o.zcc)))
    g.set(o, "card", card)
    g.set(o, "face_down", None)
    g.set(o, "timestamp", g.next_timestamp())
    if card.affects_others and o.id not in g.state.grant_sources:
        g.set(g.state, "grant_sources", (*g.state.grant_sources, o.id))
    for s in card.statics:
        if isinstance(s, AsTurnedFaceUp):
            add_counters(g, o, s.kind, s.count, "708.11")
    if morph is not None and morph.mega:
        add_counters(g, o, "+1/+1", 1, "702.37b")
    rule = _face_up_rule(card) if morph is not None else "701.40b"  # (a manifested card: its mana cost)
    g.log(ev.TurnedFaceUp(rule, o.id, card.name, g.state.players[player].name, cost.text))


def _suspended(g: Game, o: GameObject, player: int) -> None:
    suspend = o.card.suspend
    assert suspend is not None
    move(g, o, Zone.EXILE, "702.62a", "is exiled from hand and put")
    add_counters(g, o, "time", suspend.time, "702.62a")
    g.log(ev.Suspended("702.62a", o.id, o.card.name, g.state.players[player].name, suspend.time))


def is_suspended(o: GameObject) -> bool:
    """CR 702.62b: in exile, with suspend, and with a time counter on it."""
    return o.zone is Zone.EXILE and o.card.suspend is not None and o.counter("time") > 0
