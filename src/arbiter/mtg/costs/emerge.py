"""Emerge (CR 702.119): "Emerge [cost]" means "You may cast this spell by paying [cost] and
sacrificing a creature rather than paying its mana cost" and "If you chose to pay this spell's
emerge cost, its total cost is reduced by an amount of generic mana equal to the sacrificed
creature's mana value" (702.119a); "Emerge from [quality]" sacrifices a [quality] permanent
(702.119b). The permanent is chosen as the emerge cost is chosen (601.2b) and sacrificed as the
total cost is paid (601.2h, 702.119c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef

EMERGE = "emerge"
EMERGED = "cast for emerge"  # the mark of a spell cast for its emerge cost (AlternativeCost.mark)
_CREATURE = Filter("a creature", frozenset({CardType.CREATURE}), controller="you", zone=Zone.BATTLEFIELD)


@dataclass(frozen=True, slots=True)
class EmergeCost(AlternativeCost):
    """The emerge alternative cost: ``what`` the permanent to sacrifice ("a creature", "an
    artifact")."""

    what: Filter = _CREATURE


def emerge_cost(line: str, cost: ManaCost, quality: str) -> EmergeCost | None:
    """ "Emerge [cost]" / "Emerge from artifact [cost]" (CR 702.119a–b); None for a quality the
    engine doesn't describe."""
    if not quality:
        return EmergeCost(EMERGE, cost, line)
    kinds = {"artifact": CardType.ARTIFACT}
    if quality not in kinds:
        return None
    what = Filter(f"an {quality}", frozenset({kinds[quality]}), controller="you", zone=Zone.BATTLEFIELD)
    return EmergeCost(EMERGE, cost, line, what=what)


def emerge_of(card: CardDef) -> EmergeCost | None:
    return next((a for a in card.options if isinstance(a, EmergeCost)), None)


def emerge_fodder(g: Game, emerge: EmergeCost, player: int) -> tuple[int, ...]:
    """CR 702.119a–b: the permanents ``player`` could sacrifice for the emerge cost."""
    st = g.state
    return tuple(oid for oid in st.battlefield if fits(g, emerge.what, st.objects[oid], player))


def emerge_reduced(cost: ManaCost, value: int) -> ManaCost:
    """CR 702.119a, 601.2f: the total cost reduced by ``value`` generic mana (only its generic
    part can be reduced by generic mana, 118.7a)."""
    from arbiter.mtg.casting.total_cost import cost_text

    generic = max(cost.generic - value, 0)
    return ManaCost(generic, cost.colored, cost.x, cost.other, cost_text(generic, cost.colored, cost))


def best_case(g: Game, emerge: EmergeCost, player: int) -> ManaCost | None:
    """The emerge cost reduced by the largest mana value among the permanents that could be
    sacrificed (None: none can) — what a player needs to be able to pay to cast it so."""
    from arbiter.mtg.objects.transform import mana_value

    fodder = emerge_fodder(g, emerge, player)
    if not fodder:
        return None
    return emerge_reduced(emerge.cost, max(mana_value(g.state.objects[i]) for i in fodder))
