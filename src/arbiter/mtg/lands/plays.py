"""Playing lands (CR 305, 116.2a) and the other special actions an effect permits: playing an
exiled card (611.2a) and paying to stop delayed damage (116.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import MAIN_PHASES, Zone
from arbiter.mtg.lands.from_graveyard import may_play_land_from_graveyard
from arbiter.mtg.lands.limits import land_plays_allowed, lands_prohibited
from arbiter.mtg.lands.top_of_library import may_play_land_from_top
from arbiter.mtg.mana.pool import can_pay, pay
from arbiter.mtg.name_prohibitions import prohibited_by_name
from arbiter.mtg.objects import as_enters as as_enters
from arbiter.mtg.state import GameObject, PlayPermission
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def play_land(g: Game, card: int, face: str = "") -> None:
    """CR 305.1–305.3, 116.2a: a special action, main phase, own turn, empty stack, once."""
    st = g.state
    assert st.pending is not None
    player = st.pending.player
    o = st.objects.get(card)
    if o is None or not (land_play_permitted(g, o, player) or (o.zone is Zone.HAND and o.owner == player)):
        raise IllegalAction(msg("that card is not in your hand (nor may you play it from where it is)"), "305.1")
    played = o.card
    if face:
        back = o.card.face(face) if o.card.layout == "modal_dfc" else None
        if back is None:
            raise IllegalAction(
                msg("{card} has no back face named {face} to play", card=CardName(o.label), face=repr(face)),
                "712.11b",
            )
        played = back  # CR 712.11b: a modal double-faced card's land back face may be played
    if not played.is_land:
        raise IllegalAction(msg("{played} is not a land", played=played.name), "305.1")
    if st.lasting and (prohibited := prohibited_by_name(g, played, player, land=True)) is not None:
        raise prohibited  # CR 305.1: "… lands with the chosen name can't be played."
    if st.active != player:
        raise IllegalAction(msg("a land can be played only during your own turn"), "305.3")
    if st.step not in MAIN_PHASES or st.stack:
        raise IllegalAction(msg("a land can be played only in a main phase with an empty stack"), "305.1")
    p = st.players[player]
    if lands_prohibited(g, player):
        raise IllegalAction(msg("an effect says you can't play lands this turn"), "101.2", "305.2b")
    if p.lands_played >= land_plays_allowed(g, player):
        raise IllegalAction(msg("you have already played the lands you may play this turn"), "305.2", "305.2b")
    g.set(p, "lands_played", p.lands_played + 1)
    if played is not o.card:
        g.set(o, "front", o.card)
        g.set(o, "card", played)
    if as_enters.asks(o):
        as_enters.begin(g, o, as_enters.PLAYED, player)  # CR 614.12: its choices first, by its player (110.2)
        return
    # CR 110.2: it enters under the control of the player who played it (a card they don't own too)
    move(g, o, Zone.BATTLEFIELD, "305.1", "is played", controller=player)
    g.log(ev.LandPlayed("305.1", o.id, o.label, p.name))
    g.set(st, "passes", 0)  # CR 117.3c: the player receives priority again
    g.set(st, "pending", None)


def land_play_permitted(g: Game, o: GameObject, player: int) -> bool:
    """CR 305.1: does an effect let ``player`` play ``o`` as a land from where it is (not the hand)?"""
    permit = play_permission(g, o, player) if o.zone is Zone.EXILE else None
    if permit is not None and not permit.cast_only:  # ("you may cast that card": no land, CR 305.1)
        return True
    # CR 305.1: "You may play lands from the top of your library." (Courser of Kruphix)
    if o.zone is Zone.LIBRARY and may_play_land_from_top(g, o, player):
        return True
    # CR 305.1: "You may play lands from your graveyard." (Crucible of Worlds)
    return may_play_land_from_graveyard(g, o, player)


def play_permission(g: Game, o: GameObject, player: int) -> PlayPermission | None:
    """An effect's permission for ``player`` to play this exiled card now (CR 611.2a, 400.7:
    only while it is the same object), or None — and a prepared permanent's controller's to cast
    its copy in exile (722.3c)."""
    for m in g.state.may_play:
        if m.card == o.id and m.zcc == o.zcc and m.player == player:
            return m
    if g.state.prepared:
        from arbiter.mtg.objects.preparation import copy_permission

        return copy_permission(g, o, player)
    return None


def pay_to_stop(g: Game, index: int, player: int) -> None:
    """CR 116.2c: a special action — pay the cost an effect names to stop its delayed triggered
    ability; it doesn't use the stack, and the player keeps priority (117.1c)."""
    st = g.state
    if not 0 <= index < len(st.unless_paid):
        raise IllegalAction(msg("there is no such effect to pay for"), "116.2c")
    entry = st.unless_paid[index]
    uid, payer, cost = entry.uid, entry.payer, entry.cost
    if payer != player:
        raise IllegalAction(msg("only {players} may pay to stop it", players=st.players[payer].name), "116.2c")
    p = st.players[player]
    if not can_pay(p.pool, cost):
        raise IllegalAction(
            msg("{cost} isn't in your mana pool (activate mana abilities first)", cost=cost.text), "116.2c", "118.3"
        )
    g.set(p, "pool", pay(p.pool, cost))
    # (the card whose delayed triggered ability the payment stops, named as a card: translated)
    source = st.objects.get(entry.source)  # (a copy of a spell that created it has ceased to exist, 704.5e)
    name = source.label if source is not None else entry.card.name if entry.card is not None else ""
    g.log(ev.ManaPaid("116.2c", p.name, cost.text, name))
    g.set(st, "unless_paid", tuple(x for x in st.unless_paid if x.uid != uid))
    g.set(st, "passes", 0)
