"""Instructions in which players choose cards to move as they resolve (CR 608.2d, 101.4): "Target
player exiles a card from their graveyard." (Relic of Progenitus), "Each player puts a creature
card from their graveyard onto the battlefield." (Exhume), "Each player may put an artifact,
creature, enchantment, or land card from their hand onto the battlefield." (Show and Tell). The
choices are asked by :mod:`arbiter.mtg.paused.zone_choices`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class PlayersMoveChosen(Effect):
    """<players> [may] <verb> a[n] <noun> card from their <zone> <destination>. Each player in
    APNAP order (101.4) chooses one of their cards of ``types`` (any card if empty) in ``source``
    (``optional``: or none); then the chosen cards move to ``to`` at once, under their owners'
    control (110.2a). ``noun`` is the printed kind ("creature", "artifact, creature,
    enchantment, or land")."""

    decides = True

    who: Ref
    types: frozenset[CardType]
    noun: str
    source: Zone
    to: Zone
    optional: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        subject = subject_text(self.who, specs)
        verb = "exile" if self.to is Zone.EXILE else "put"
        verb = f"may {verb}" if self.optional else verb + "s"
        kind = f"{self.noun} card" if self.noun else "card"
        article = "an" if kind[0] in "aeiou" else "a"
        where = "graveyard" if self.source is Zone.GRAVEYARD else "hand"
        dest = " onto the battlefield" if self.to is Zone.BATTLEFIELD else ""
        return f"{subject} {verb} {article} {kind} from their {where}{dest}."
