"""CR 701.20a: "Reveal cards from the top of your library until you reveal a creature card. Put that
card into your hand and the rest on the bottom of your library in a random order." — the cards are
revealed one at a time until one fits (or the library runs out: then no card fits and the rest
still go where the text says, 609.3); that card goes to the hand or onto the battlefield, the
others to the bottom in a random order or into the graveyard (608.2c)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.rng import below
from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RevealUntil(Effect):
    """``what``: the card revealed last; ``battlefield`` (``tapped``) or the hand; ``rest``: "bottom
    random" or "graveyard". ``text_``: the sentences as printed."""

    what: Filter
    battlefield: bool
    rest: str
    text_: str
    tapped: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def reveal_until(g: Game, player: int, stop: Callable[[GameObject], bool]) -> tuple[list[int], int | None]:
    """CR 701.20a: ``player`` reveals the cards from the top of their library one at a time, until
    one for which ``stop`` holds or the library runs out (bounded by its size); the cards stay in
    the library and are shown to every player (logged). The cards revealed, and the one that
    stopped it (None: none did)."""
    st = g.state
    revealed: list[int] = []
    found = None
    for cid in st.players[player].library:
        revealed.append(cid)
        if stop(st.objects[cid]):
            found = cid
            break
    if revealed:
        names = join([CardName(st.objects[c].card.name) for c in revealed])
        shown = msg("reveals {names} from the top of their library", names=names)
        g.log(ev.EffectCreated("701.20a", st.players[player].name, shown, tuple(revealed)))
    return revealed, found


@handles(RevealUntil)
def _reveal_until(g: Game, o: GameObject, e: RevealUntil, legal: list[bool]) -> None:
    st = g.state
    player = o.controller
    revealed, found = reveal_until(g, player, lambda card: fits(g, e.what, card, player))
    if not revealed:
        return
    if found is not None:
        card = st.objects[found]
        if e.battlefield:
            with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
                move(g, card, Zone.BATTLEFIELD, "110.2a", "is put onto the battlefield")
        else:
            move(g, card, Zone.HAND, "608.2c", "is put")
    put_rest(g, [c for c in revealed if c != found], e.rest)


def put_rest(g: Game, rest: list[int], how: str) -> None:
    """The other revealed cards: into the graveyard, or on the bottom in a random order (608.2c)."""
    st = g.state
    if how == "graveyard":
        for c in rest:
            move(g, st.objects[c], Zone.GRAVEYARD, "608.2c", "is put")
        return
    rng = st.rng
    for k in range(len(rest) - 1, 0, -1):
        rng, j = below(rng, k + 1)
        rest[k], rest[j] = rest[j], rest[k]
    g.set(st, "rng", rng)
    for c in rest:
        move(g, st.objects[c], Zone.LIBRARY, "608.2c", "is put on the bottom of the library", bottom=True)


@dataclass(frozen=True, slots=True)
class ExileUntil(Effect):
    """ "Exile cards from the top of your library until you exile a nonland card." (Undying Flames;
    CR 406.1, 608.2c): the cards are exiled one at a time, face up, until one fits ``what`` (or the
    library runs out: then none fits, 609.3); that card is "that card" for the instructions after it."""

    what: Filter
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ExileUntil)
def _exile_until(g: Game, o: GameObject, e: ExileUntil, legal: list[bool]) -> None:
    from arbiter.mtg.effects.that_card import bind

    st = g.state
    player = o.controller
    while st.players[player].library:  # bounded by the library's size
        card = st.objects[st.players[player].library[0]]
        found = fits(g, e.what, card, player)
        move(g, card, Zone.EXILE, "406.1", "is exiled")
        if found:
            bind(g, o, card, revealed=True)  # CR 608.2c: "that card"
            return
