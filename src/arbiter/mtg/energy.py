"""Energy counters on players (CR 107.14, 122.1): how Oracle text writes an amount of energy, the
"Pay {E}{E}" cost, and getting and paying energy. A player can pay only the energy they have
(CR 107.14: paying {E} removes an energy counter; 118.3). The counters live in ``Player.energy``;
the instruction "You get {E}{E}." is :class:`arbiter.mtg.effects.energy.GetEnergy`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.costs.parts import CostPart

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

# Oracle writes up to five energy symbols; six or more as a number word and one symbol
ENERGY_WORDS = {6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", 50: "fifty"}
WORD_ENERGY = {w: n for n, w in ENERGY_WORDS.items()}
ENERGY_PATTERN = r"((?:\{E\})+|(?:six|seven|eight|nine|ten|fifty) \{E\})"


def energy_text(amount: int | str) -> str:
    """ "{E}{E}", "six {E}", "X {E}" — an amount of energy as Oracle text writes it."""
    if isinstance(amount, str):
        return f"{amount} {{E}}"
    if amount in ENERGY_WORDS:
        return f"{ENERGY_WORDS[amount]} {{E}}"
    return "{E}" * amount


def energy_amount(text: str) -> int | None:
    """The amount of energy :func:`energy_text` writes as ``text``, or None."""
    if text and text == "{E}" * (len(text) // 3):
        return len(text) // 3
    word, _, symbol = text.partition(" ")
    return WORD_ENERGY.get(word) if symbol == "{E}" else None


@dataclass(frozen=True, slots=True)
class EnergyGotten(ev.EffectCreated):
    """CR 122.1, 107.14: ``player`` got ``amount`` energy counters — for "Whenever you get one or
    more {E}" (one event for each instruction that gives them, 603.2c) and its "that much"."""

    player: int = -1
    amount: int = 0


@dataclass(frozen=True, slots=True)
class PayEnergy(CostPart):
    """ "Pay {E}{E}" as a cost (CR 107.14, 118.3: only with that many energy counters)."""

    amount: int

    def text(self) -> str:
        return f"Pay {energy_text(self.amount)}"


def get_energy(g: Game, player: int, amount: int, rule: str = "107.14") -> None:
    """Put ``amount`` energy counters on ``player`` (CR 122.1)."""
    if amount <= 0:
        return
    p = g.state.players[player]
    if g.state.grant_sources:
        from arbiter.mtg.objects.counters import player_counters_forbidden

        if player_counters_forbidden(g, player, "energy"):  # CR 101.2: "Players can't get counters."
            g.log(ev.EffectCreated("101.2", p.name, msg("can't get {kind} counters", kind="energy")))
            return
    if g.state.grant_sources:
        amount = _doubled(g, player, amount)
    g.set(p, "energy", p.energy + amount)
    got = msg("gets {energy_text} (now {energy} energy)", energy_text=energy_text(amount), energy=p.energy)
    g.log(EnergyGotten(rule, p.name, got, (), player, amount))


def _doubled(g: Game, player: int, amount: int) -> int:
    """CR 614.1a, 614.5: "If you would get one or more {E}, you get twice that many {E} instead."
    of each permanent ``player`` controls, each applied once — in any order the result is the same
    (616.1)."""
    from arbiter.i18n import CardName
    from arbiter.mtg.ir.statics.replacement import EnergyTwiceInstead
    from arbiter.mtg.layers.queries import controlled_statics

    for src, s in controlled_statics(g, player):
        if isinstance(s, EnergyTwiceInstead):
            amount *= 2
            what = msg("would get energy and gets twice that many instead ({card})", card=CardName(src.label))
            g.log(ev.EffectCreated("614.1a", g.state.players[player].name, what))
    return amount


def can_pay_energy(g: Game, player: int, amount: int) -> bool:
    """CR 107.14, 118.3: paying {E} removes an energy counter; a player can't pay more than they have."""
    return g.state.players[player].energy >= amount


def pay_energy(g: Game, player: int, amount: int, rule: str = "107.14") -> None:
    """Remove ``amount`` energy counters from ``player`` (already judged payable)."""
    p = g.state.players[player]
    g.set(p, "energy", p.energy - amount)
    g.log(
        ev.EffectCreated(
            rule,
            p.name,
            msg("pays {energy_text} (now {energy} energy)", energy_text=energy_text(amount), energy=p.energy),
        )
    )
