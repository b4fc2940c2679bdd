"""Goad (CR 701.15): "Goad target creature." — until the next turn of the controller of the
spell or ability (701.15a, 500.4) the creature is goaded: a designation, neither an ability nor a
copiable value (701.15b), kept in ``GameState.lasting`` on the object as it is (400.7); and
"Enchanted creature gets +1/+1 and is goaded." — goaded by the Aura's (or Equipment's)
controller for as long as it's attached.

A goaded creature attacks each combat if able, and attacks a player other than the player who
goaded it if able (701.15b): two requirements for each player who goaded it (701.15c), counted
with the others at the declaration of attackers (508.1d). With two players, the second can be
obeyed only by a creature its own controller goaded (then it must attack the opponent, not a
planeswalker or battle of theirs); the opponent who goaded a creature is the only player it
could attack. A player goading a creature again adds nothing (701.15d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.until_next_turn import until_next_turn_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.combat import IsGoaded
from arbiter.mtg.ir.statics.grants import AttachedRestriction
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject, TargetRef


@dataclass(frozen=True, slots=True)
class Goad(Effect):
    """ "Goad <ref>." (CR 701.15a)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Goad {self.to.text(specs)}."


@handles(Goad)
def _goad(g: Game, o: GameObject, e: Goad, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    if o.controller in goaders(g, t):
        return  # CR 701.15d: the same player goading it again has no effect
    player = g.state.players[o.controller].name
    what = msg("is goaded until {player}'s next turn", player=player)
    until_next_turn_of(g, t, resolved.Goaded(o.controller), "701.15a", what)


def goaders(g: Game, o: GameObject) -> tuple[int, ...]:
    """The players who goaded ``o`` (CR 701.15b–c): by a resolved "goad" until their next turn, or
    as controllers of an Aura or Equipment attached to it that says it "is goaded"."""
    from arbiter.mtg.layers.sources import each_source, late_abilities

    st = g.state
    out = {e.change.player for e in st.lasting if isinstance(e.change, resolved.Goaded) and e.on(o)}
    if st.grant_sources and o.zone is Zone.BATTLEFIELD:
        for source in each_source(g):
            if source.attached_to == o.id and any(
                isinstance(a, AttachedRestriction) and isinstance(a.rule, IsGoaded) for a in late_abilities(g, source)
            ):
                out.add(source.controller)
    return tuple(sorted(out))


def goad_requirements(g: Game, o: GameObject, player_free: bool = True) -> list[str]:
    """CR 701.15b, 508.1d: the attack requirements being goaded puts on ``o`` — each combat, for
    each player who goaded it, and "a player other than" a goader who is its own controller (the
    one a two-player game can obey: by attacking the opponent) — that one only if ``player_free``:
    the opponent may be attacked without a cost (not under Blazing Archon, 508.1c)."""
    if not _may_goad(g):
        return []
    out: list[str] = []
    for player in goaders(g, o):
        name = g.state.players[player].name
        out.append(
            msg("{card} is goaded ({player}): it attacks each combat if able", card=CardName(o.label), player=name)
        )
        if player == o.controller and player_free:
            out.append(msg("{card} attacks a player other than {player} if able", card=CardName(o.label), player=name))
    return out


def _may_goad(g: Game) -> bool:
    """Whether anything on the board could goad (a cheap test before reading each creature)."""
    st = g.state
    return bool(st.grant_sources) or any(isinstance(e.change, resolved.Goaded) for e in st.lasting)


def goad_astray(g: Game, o: GameObject, target: TargetRef) -> bool:
    """Whether ``o``, goaded by its own controller, attacks something other than a player
    (a planeswalker or battle): the requirement to attack a player other than that goader is
    then not obeyed (CR 701.15b, 508.1d)."""
    return not isinstance(target, PlayerRef) and _may_goad(g) and o.controller in goaders(g, o)
