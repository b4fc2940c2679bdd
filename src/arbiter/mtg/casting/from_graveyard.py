"""Casting a card from its graveyard by its own keyword (CR 702.81a retrace, 702.133a
jump-start, 702.138a escape): whether the permission applies, the cost it asks for, and whether
it could be paid now (for the list of legal actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg.condition_check import holds
from arbiter.mtg.costs import paying as costs
from arbiter.mtg.costs.parts import ExileFromGraveyard
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.graveyard_casts import DISCARDED, MAYHEM, GraveyardCardsHave

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.graveyard_casts import GraveyardCast
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject


def graveyard_keyword(g: Game, o: GameObject) -> GraveyardCast | None:
    """The keyword by which ``o`` may be cast from its graveyard: its own, or one a static ability of
    a permanent or emblem its owner controls gives it there ("Instant and sorcery cards in your
    graveyard have retrace.", CR 604.1, 702.81a)."""
    own = o.card.graveyard_cast
    if own is not None or o.zone is not Zone.GRAVEYARD or not g.state.grant_sources:
        return own
    return _granted(g, o)


def _grants_graveyard_casts(g: Game, player: int) -> bool:
    """Whether a permanent or emblem ``player`` controls has a static ability giving cards in their
    graveyard a way to be cast (read from the printed statics: no layer query, for the listing)."""
    st = g.state
    return any(
        st.objects[sid].controller == player
        and any(isinstance(s, GraveyardCardsHave) for s in st.objects[sid].card.statics)
        for sid in st.grant_sources
    )


def granted_graveyard_casts(g: Game, player: int, own: tuple[int, ...]) -> tuple[int, ...]:
    """The cards in ``player``'s graveyard a static ability lets them cast from there, besides
    those of ``own`` (for the list of legal actions)."""
    if not _grants_graveyard_casts(g, player):
        return ()
    objects = g.state.objects
    graveyard = g.state.players[player].graveyard
    return tuple(c for c in graveyard if c not in own and graveyard_keyword(g, objects[c]) is not None)


def _granted(g: Game, o: GameObject) -> GraveyardCast | None:
    from arbiter.mtg.layers import statics

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.controller != o.owner or not (src.zone is Zone.BATTLEFIELD or src.zone is Zone.COMMAND):
            continue
        for s in statics(g, src):
            if isinstance(s, GraveyardCardsHave) and s.applies(o.card.types):
                return s.cast
    return None


def graveyard_permission(g: Game, o: GameObject, player: int, named: bool = False) -> GraveyardCast | None:
    """The keyword that lets ``player`` cast ``o`` from their graveyard now (CR 702.81a,
    702.133a, 702.138a: "this card from your graveyard"), or None. Flashback, when the card has
    it too, is used instead unless the caster named the keyword (``named``: 601.2b, each is its
    own permission). CR 702.187b: mayhem only "as long as you discarded this card this turn";
    CR 601.3: a permission "as long as <condition>" only while the condition holds."""
    gc = graveyard_keyword(g, o)
    if gc is None or o.zone is not Zone.GRAVEYARD or o.owner != player or (o.card.flashback is not None and not named):
        return None
    if gc.name == MAYHEM and not (DISCARDED in o.marks and o.since == g.state.turn):
        return None
    if gc.condition is not None and not holds(g, gc.condition, player, o):
        return None
    return gc


def refuse_unmet_condition(g: Game, o: GameObject, player: int) -> None:
    """CR 601.3: the card's own permission to be cast from its graveyard "as long as" a condition
    holds, asked while the condition doesn't: refused, saying why."""
    gc = o.card.graveyard_cast
    if gc is None or gc.condition is None or o.zone is not Zone.GRAVEYARD or o.owner != player:
        return
    if not holds(g, gc.condition, player, o):
        raise IllegalAction(
            msg(
                "{card} may be cast from your graveyard only as long as {condition}",
                card=CardName(o.label),
                condition=Quoted(gc.condition.text),
            ),
            "601.3",
        )


def graveyard_cost(gc: GraveyardCast, mana_cost: ManaCost, alternative: str) -> ManaCost:
    """CR 601.2f, 118.9: the cost before additional costs — escape's cost rather than the mana
    cost (118.9a: then no other alternative cost), or the mana cost with retrace's or
    jump-start's additional cost (paid as parts, 601.2h)."""
    if gc.cost is None:
        return mana_cost
    if alternative:
        raise IllegalAction(msg("only one alternative cost can be applied to a spell"), "118.9a", "702.138a")
    return gc.cost


def parts_payable(g: Game, gc: GraveyardCast, player: int, card: int) -> bool:
    """CR 118.3: enough cards to choose for the parts — a (land) card in hand to discard, or
    enough *other* cards in the graveyard to exile for escape (the card itself will be on the
    stack by the time they are chosen, 601.2a)."""
    exiles = sum(1 for p in gc.parts if isinstance(p, ExileFromGraveyard))
    others = [p for p in gc.parts if not isinstance(p, ExileFromGraveyard)]
    if others and not costs.alternative_payable(g, tuple(others), player, card):
        return False
    return len(g.state.players[player].graveyard) - 1 >= exiles
