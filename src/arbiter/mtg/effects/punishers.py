"""Instructions a player may avoid by paying a cost of cards or permanents (CR 118.12a), and a
sacrifice of one permanent of each of several kinds — the rooms of Tomb of Annihilation:

- "Each player loses 2 life unless they discard a card." / "… unless they sacrifice an artifact,
  a creature, or a land of their choice." — read as "Each player may discard a card. If that
  player doesn't, they lose 2 life." (118.12a); the choices are made in APNAP order, then the
  actions happen at once (101.4). A player who can't discard or sacrifice loses the life.
- "Sacrifice an artifact, a creature, and a land." — three permanents, one of each kind; a
  permanent of two of the kinds (an artifact creature) is sacrificed as one of them only (701.21a:
  each "a" names one permanent).

The questions are asked by :mod:`arbiter.mtg.paused.punishers`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class LosesLifeUnless(Effect):
    """ "<Each player> loses N life unless they <discard a card | sacrifice … of their choice>."
    (CR 118.12a, 101.4). ``what``: the permanents one of which they may sacrifice; None: they may
    discard a card instead; ``or_discard``: they may sacrifice one of ``what`` or discard a card."""

    decides = True

    who: Ref  # "each player" / "each opponent" / "target player"
    amount: int
    what: Filter | None
    words: str  # the printed words after "unless they"
    or_discard: bool = False  # "… sacrifice a nonland permanent or discard a card" (either, Tergrid's Lantern)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        subject = self.who.text(specs)
        return f"{subject[0].upper()}{subject[1:]} loses {self.amount} life unless they {self.words}."


@dataclass(frozen=True, slots=True)
class SacrificeOneOfEach(Effect):
    """ "Sacrifice an artifact, a creature, and a land." (CR 701.21a): the controller chooses one
    permanent of each kind among those they control, each a different permanent; they are
    sacrificed at once. A kind they control none of (left) is skipped (609.3)."""

    decides = True

    kinds: tuple[Filter, ...]
    words: str  # "an artifact, a creature, and a land"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Sacrifice {self.words}."
