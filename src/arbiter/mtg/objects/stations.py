"""Station cards (CR 721) and the station ability (702.184).

Station: "Tap another untapped creature you control: Put a number of charge counters on this
permanent equal to the tapped creature's power. Activate only as a sorcery." (702.184a). A station
symbol "{N+}[abilities]" means "As long as this permanent has N or more charge counters on it, it
has [abilities]" (721.2a); with a power/toughness box it also is a creature with that base power
and toughness in addition to its other types (721.2b). Each symbol reached counts — a permanent
with 8 charge counters has the abilities of its 1+ and its 8+ symbols. Off the battlefield a
station card has no power or toughness (721.2c): the compiler gives the card none, only its
creature symbol has them.

The layers read the symbols reached (:func:`reached`): layer 4 (:func:`station_types`), layer 6
(the abilities) and layer 7b (the base power and toughness), each with the permanent's timestamp.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.station import ChargeByTappedPower, StationCreature, StationSymbol
from arbiter.mtg.lki import TappedToStation
from arbiter.mtg.objects.counters import add_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

CHARGE = "charge"


def reached(o: GameObject) -> tuple[StationSymbol, ...]:
    """CR 721.2a: the station symbols whose number of charge counters ``o`` has (on the battlefield)."""
    if o.zone is not Zone.BATTLEFIELD:
        return ()
    charge = o.counter(CHARGE)
    return tuple(s for s in o.card.stations if charge >= s.low)


def creature_symbol(o: GameObject) -> StationCreature | None:
    """CR 721.2b: the symbol with a power/toughness box that ``o`` has reached, if any."""
    return next((s for s in reached(o) if isinstance(s, StationCreature)), None)


def _tapped_power(g: Game, record: TappedToStation) -> int:
    """The tapped creature's power now, or as it last existed if it has left (CR 608.2h)."""
    from arbiter.mtg.layers import power  # (the layers import this module)

    creature = g.state.objects.get(record.id)
    if creature is None:
        return record.power
    if creature.zcc == record.zcc and creature.zone is Zone.BATTLEFIELD:
        return power(g, creature)
    if creature.zcc == record.zcc + 1 and creature.left_pt is not None:
        return creature.left_pt[0]
    return record.power


@handles(ChargeByTappedPower)
def _charge(g: Game, o: GameObject, e: ChargeByTappedPower, legal: list[bool]) -> None:
    """CR 702.184a: charge counters equal to the tapped creature's power on the ability's source,
    if it is still the same permanent (400.7); a power of 0 or less puts none (107.1b)."""
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.timestamp > o.timestamp:
        return
    record = next((x for x in o.lki if isinstance(x, TappedToStation)), None)
    if record is not None:
        add_counters(g, source, CHARGE, _tapped_power(g, record), "702.184a")
