"""Choosing what each player keeps, then sacrificing the rest (CR 101.4, 701.21a): "Each player
chooses any number of creatures they control with total power 4 or less, then sacrifices all
other creatures they control." (Slaughter the Strong, Destined Confrontation). Each player in
turn order chooses, one creature at a time, knowing the choices made before (101.4, 101.4b); the
powers are those the creatures have as the spell resolves (608.2h). Then every creature not chosen
is sacrificed at once (701.21a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import effects
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers import is_creature
from arbiter.mtg.layers.queries import power
from arbiter.mtg.sacrifice_protection import sacrifice_prevented
from arbiter.mtg.zones import leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.paused.base import Askers, At, Next


@dataclass(frozen=True, slots=True)
class KeepTotalPowerSacrificeRest(Effect):
    """ "Each player chooses any number of creatures they control with total power N or less, then
    sacrifices all other creatures they control." (CR 101.4, 107.1c, 701.21a)."""

    decides = True

    max_power: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"Each player chooses any number of creatures they control with total power {self.max_power} or less, "
            "then sacrifices all other creatures they control."
        )


@dataclass(frozen=True, slots=True)
class ChoosingKept:
    """Each of ``players`` in turn chooses the creatures they keep; ``kept``: those chosen so far."""

    effect: KeepTotalPowerSacrificeRest
    players: tuple[int, ...]
    everyone: tuple[int, ...]
    kept: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:  # CR 107.1c: no more — the next player chooses
            return _ask(g, at, self.effect, self.players[1:], self.everyone, self.kept)
        return _ask(g, at, self.effect, self.players, self.everyone, (*self.kept, card))


def _creatures_of(g: Game, player: int) -> list[int]:
    st = g.state
    return [oid for oid in st.battlefield if st.objects[oid].controller == player and is_creature(g, st.objects[oid])]


def _offered(
    g: Game, player: int, e: KeepTotalPowerSacrificeRest, kept: tuple[int, ...]
) -> tuple[tuple[int, ...], bool]:
    """The creatures ``player`` may still choose, and whether they may stop now: the chosen total
    must end at N or less — a creature is offered when that is still possible with it (a negative
    power among the others can lower the total, CR 107.1b)."""
    st = g.state
    mine = _creatures_of(g, player)
    total = sum(power(g, st.objects[c]) for c in kept if c in mine)
    left = [c for c in mine if c not in kept]
    powers = {c: power(g, st.objects[c]) for c in left}
    lowest = sum(p for p in powers.values() if p < 0)
    offered = tuple(c for c in left if total + powers[c] + lowest - min(powers[c], 0) <= e.max_power)
    return offered, total <= e.max_power


def _ask(
    g: Game, at: At, e: KeepTotalPowerSacrificeRest, players: tuple[int, ...], everyone: tuple[int, ...],
    kept: tuple[int, ...],
) -> Next:  # fmt: skip
    """CR 101.4: the next player in turn order chooses a creature to keep, or stops (0)."""
    from arbiter.mtg.paused.base import pause

    while players:
        offered, may_stop = _offered(g, players[0], e, kept)
        if offered:
            prompt = msg("choose a creature you keep (total power {n} or less; 0: no more)", n=e.max_power)
            options = (*offered, 0) if may_stop else offered
            return pause(
                g,
                at,
                ChoosingKept(e, players, everyone, kept),
                Choose(players[0], Purpose.KEEP, "101.4", options, prompt),
            )
        players = players[1:]
    return _sacrifice_the_rest(g, everyone, kept)


def _sacrifice_the_rest(g: Game, everyone: tuple[int, ...], kept: tuple[int, ...]) -> Next:
    """CR 701.21a: every creature a choosing player controls that wasn't chosen, at once (603.10a)."""
    from arbiter.mtg.paused.base import Next

    st = g.state
    doomed = [st.objects[c] for p in everyone for c in _creatures_of(g, p) if c not in kept]
    with leaving_together(g, doomed):
        for victim in doomed:
            if victim.zone is Zone.BATTLEFIELD:
                move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    return Next.GO_ON


def begin_keeping(g: Game, at: At, e: KeepTotalPowerSacrificeRest) -> Next:
    """Each player, in APNAP order (CR 101.4); a player no spell of an opponent's can make sacrifice
    (101.2) keeps everything."""
    o = at.object(g)
    players = tuple(effects.players_of(g, o, Ref("each player"), list(at.legal)))
    players = tuple(p for p in players if not sacrifice_prevented(g, p, o.controller))
    return _ask(g, at, e, players, players, ())


def register(askers: Askers) -> None:
    askers.add(KeepTotalPowerSacrificeRest, begin_keeping)
