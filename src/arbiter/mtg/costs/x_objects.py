"""A spell's additional cost of X objects (CR 107.3a, 601.2b, 601.2f–h, 118.3): "discard X
cards", "sacrifice X creatures", "exile X cards from your graveyard", "return X Swamps you
control to their owner's hand", "discard X cards at random".

X is announced with the spell's other announcements (601.2b) — only a value the player can pay
(118.3: X different objects that fit, or X cards in hand for a discard at random) — and the X
objects are chosen and paid with the rest of the total cost (601.2h). While the spell is on the
stack, the X in its text is the value announced (107.3a); the spell's mana value counts X only
if X is in its mana cost (202.3e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg.costs.parts import CostPart, DiscardCards, ExileFromGraveyard, ReturnOne, SacrificeOne
from arbiter.mtg.costs.x_life import pays_x_life

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef

OneObject = DiscardCards | SacrificeOne | ExileFromGraveyard | ReturnOne


@dataclass(frozen=True, slots=True)
class XObjects(CostPart):
    """ "Discard X land cards" and the like: ``one`` is the part one object pays ("Discard a land
    card"), paid X times with X different objects (CR 601.2h); ``phrase``: the printed words."""

    one: OneObject
    phrase: str

    @property
    def at_random(self) -> bool:
        """CR 701.9b: "discard X cards at random" — the game picks the cards, not the player."""
        return isinstance(self.one, DiscardCards) and self.one.at_random

    def text(self) -> str:
        return self.phrase


def x_objects(card: CardDef) -> tuple[XObjects, ...]:
    """The spell's additional costs of X objects."""
    return tuple(p for p in card.additional_costs if isinstance(p, XObjects))


def announces_x(card: CardDef) -> bool:
    """CR 107.3a, 601.2b: does an additional cost of this spell have an X (announced as it is cast)?"""
    return pays_x_life(card) or bool(x_objects(card))


def spell_parts(card: CardDef, x: int) -> list[CostPart]:
    """One entry per object the player chooses for the spell's own additional costs (CR 601.2h):
    "sacrifice a creature" once, "discard X cards" X times (a discard at random: none, the game picks)."""
    from arbiter.mtg.costs.paying import CHOSEN_PARTS

    out: list[CostPart] = [p for p in card.additional_costs if isinstance(p, CHOSEN_PARTS)]
    for part in x_objects(card):
        if not part.at_random:
            out.extend([part.one] * x)
    return out


def largest_x(g: Game, card: CardDef, player: int, spell: int) -> int | None:
    """The largest X the spell's additional costs of X objects can be paid for (CR 118.3): the
    number of different objects that fit (the spell itself never one: it is on the stack, 601.2a),
    or of cards in hand for a discard at random; None without such a cost."""
    from arbiter.mtg.costs.paying import options

    tops = [
        len([c for c in g.state.players[player].hand if c != spell])
        if part.at_random
        else len(options(g, part.one, player, spell, (spell,)))
        for part in x_objects(card)
    ]
    return min(tops) if tops else None


def extra_x_top(g: Game, card: CardDef, player: int, spell: int) -> int | None:
    """The largest X the spell's additional costs with X can be paid for (CR 118.3): "pay X life"
    up to the player's life (119.4), X objects up to those that fit; None without such a cost."""
    tops = [g.state.players[player].life] if pays_x_life(card) else []
    objects = largest_x(g, card, player, spell)
    tops += [objects] if objects is not None else []
    return min(tops) if tops else None


def extra_x_error(g: Game, card: CardDef, player: int, spell: int, x: int) -> IllegalAction | None:
    """CR 118.3, 601.2h: an X for which an additional cost with X can't be paid in full — life
    (119.4) or X objects."""
    from arbiter.mtg.costs.paying import life_error

    if not x:
        return None  # (0 life and no object can always be paid, 119.4b)
    error = life_error(g, player, x) if pays_x_life(card) else None
    return error if error is not None else _x_objects_error(g, card, player, spell, x)


def _x_objects_error(g: Game, card: CardDef, player: int, spell: int, x: int) -> IllegalAction | None:
    """CR 118.3, 601.2h: an X for which the additional cost of X objects can't be paid in full."""
    top = largest_x(g, card, player, spell)
    if top is None or x <= top:
        return None
    part = x_objects(card)[0]
    return IllegalAction(
        msg('X can be at most {top}: "{text}" can\'t be paid for X = {x}', top=top, text=part.text(), x=x),
        "118.3",
        "601.2h",
    )


def pay_at_random(g: Game, card: CardDef, player: int, x: int) -> None:
    """CR 601.2h, 701.9b: "discard X cards at random" — paid after the costs without a random
    element; the game picks the cards."""
    from arbiter.mtg.costs.paying import discard_at_random

    for part in x_objects(card):
        if part.at_random and x:
            discard_at_random(g, player, DiscardCards(x, at_random=True))


def exiled_value_choices(g: Game, parts: tuple[CostPart, ...], player: int, spell: int) -> frozenset[int] | None:
    """CR 107.3a, 118.9, 601.2b: with an alternative cost "exile a red card with mana value X from
    your hand" (the Shoals), X is announced as the spell is cast, and only a value some card that
    fits has can be paid (118.3) — the mana values of those cards; None without such a part."""
    from arbiter.mtg.costs.parts import ExileFromHand
    from arbiter.mtg.filtering import fits
    from arbiter.mtg.objects.transform import mana_value

    part = next((p for p in parts if isinstance(p, ExileFromHand) and p.value_x), None)
    if part is None:
        return None
    st = g.state
    return frozenset(
        mana_value(st.objects[i])
        for i in st.players[player].hand
        if i != spell and fits(g, part.what, st.objects[i], player)
    )
