"""Hideaway (CR 702.75) and the abilities linked to it (607.2a): "Hideaway N" means "When this
permanent enters, look at the top N cards of your library. Exile one of them face down and put the
rest on the bottom of your library in a random order." The exiled card may be looked at by the
player who controls the permanent that exiled it (702.75a; the per-player view shows a face-down
exiled card to its controller). Its linked abilities refer to it as "the exiled card": "You may
play the exiled card without paying its mana cost if …" (Windbrisk Heights) and "When ~ leaves
the battlefield, put the exiled card into its owner's hand." (Watcher for Tomorrow).

The questions (which card to exile; whether to play it) are asked by
:mod:`arbiter.mtg.paused.hideaway`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.restart import source_zcc
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.exile_casts import FACE_DOWN_EXILED
from arbiter.mtg.state import ExiledUntil
from arbiter.mtg.wording import COUNT_WORDS
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Hideaway(Effect):
    """The hideaway trigger's instruction (CR 702.75a): look at the top ``n`` cards, exile one of
    them face down (linked to the permanent, 607.2a), the rest on the bottom in a random order."""

    decides = True

    n: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        count = COUNT_WORDS.get(self.n, str(self.n))
        return (
            f"Look at the top {count} cards of your library. Exile one of them face down and put the rest on "
            "the bottom of your library in a random order."
        )


@dataclass(frozen=True, slots=True)
class PlayHiddenCard(Effect):
    """ "You may play the exiled card without paying its mana cost if <condition>." — the card
    the linked hideaway ability exiled (CR 607.2a), played as the ability resolves: a land is
    played (it counts as the turn's land play, 305.2a; not at all on another player's turn or with
    no land play left, 305.2b, 305.3), any other card cast without paying its mana cost, timing
    ignored (608.2g, 118.9). The condition is checked as the ability resolves (608.2c)."""

    decides = True

    condition: Condition | None = None
    condition_text: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        head = "You may play the exiled card without paying its mana cost"
        return f"{head} if {self.condition_text}." if self.condition_text else f"{head}."


@dataclass(frozen=True, slots=True)
class PutHiddenCardIntoHand(Effect):
    """ "When ~ leaves the battlefield, put the exiled card into its owner's hand." — the card the
    linked ability exiled while the source was the object that left (CR 607.2a, 400.7)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put the exiled card into its owner's hand."


def exile_face_down(g: Game, card: GameObject, rule: str) -> None:
    """Exile ``card`` face down from its zone (CR 406.3), moved without naming it."""
    from arbiter.mtg.zones import put_into_zone, remove_from_zone

    source = card.zone
    real = card.card
    remove_from_zone(g, card)
    put_into_zone(g, card, Zone.EXILE)
    g.set(card, "face_down", real)
    g.set(card, "card", FACE_DOWN_EXILED)
    owner = g.state.players[card.owner].name
    g.log(ev.ZoneChanged(rule, card.id, "a face-down card", owner, source, Zone.EXILE, "is exiled face down"))


def link_hidden(g: Game, o: GameObject, card: GameObject) -> None:
    """Remember ``card`` as exiled by the source of the resolving ``o`` (CR 607.2a)."""
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None or card.zone is not Zone.EXILE:
        return
    link = ExiledUntil(source.id, source_zcc(o, source), card.id, card.zcc, linked=True)
    g.set(st, "exiled_until", (*st.exiled_until, link))


def hidden_cards(g: Game, o: GameObject, *, left: bool = False) -> list[GameObject]:
    """The cards still in exile that the hideaway ability of the source of ``o`` exiled while it
    was the object ``o`` belongs to (CR 607.2a); ``left``: an ability of the source that has left
    the battlefield since — the cards it exiled as the object it was before."""
    st = g.state
    if o.source is None:
        return []
    source = st.objects.get(o.source)
    if source is None:
        links = [x for x in st.exiled_until if x.linked and x.source == o.source]
    elif left:
        links = _of_the_object_that_left(st.exiled_until, source.id, source_zcc(o, source))
    else:
        zcc = source_zcc(o, source)
        links = [x for x in st.exiled_until if x.linked and x.source == source.id and x.source_zcc == zcc]
    out = []
    for x in links:
        card = st.objects.get(x.card)
        if card is not None and card.zcc == x.card_zcc and card.zone is Zone.EXILE:
            out.append(card)
    return out


def _of_the_object_that_left(links: tuple[ExiledUntil, ...], source: int, seen: int) -> list[ExiledUntil]:
    """CR 607.2a, 400.7: the links of the object whose leaving the battlefield triggered the
    ability — the last object the source was before ``seen`` (its zone-change count as the
    ability was put on the stack) that exiled a card. An earlier object's card (its own leaves
    ability Stifled) and a later object's (flickered, its hideaway resolved first) aren't it."""
    before = [x for x in links if x.linked and x.source == source and x.source_zcc < seen]
    last = max((x.source_zcc for x in before), default=None)
    return [x for x in before if x.source_zcc == last]


@handles(PutHiddenCardIntoHand)
def _put_hidden_into_hand(g: Game, o: GameObject, e: PutHiddenCardIntoHand, legal: list[bool]) -> None:
    for card in hidden_cards(g, o, left=True):
        move(g, card, Zone.HAND, "607.2a", "is put")  # (turned face up as it leaves exile, 406.3)
