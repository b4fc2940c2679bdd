"""What happened this turn, read from the turn's events (the game log since the turn began):
"for each creature that died this turn" (CR 700.4: "dies" means put into a graveyard from the
battlefield; a token that died counts too, 111.7 — it reached the graveyard before ceasing to
exist) and "creatures that attacked this turn" (508.1: declared as attackers in any combat of
the turn, 500.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.turn.since_entered import since_entered

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

CREATURES_DIED = "creatures died"
SPELLS_YOU_CAST = "spells you cast"  # "for each spell you've cast this turn" (the controller's, CR 601.2i)


def creatures_died(g: Game) -> int:
    """CR 700.4: how many creatures died this turn (each death counts, whoever controlled it)."""
    return sum(
        1
        for e in this_turn(g)
        if isinstance(e, ev.ZoneChanged)
        and e.source is Zone.BATTLEFIELD
        and e.dest is Zone.GRAVEYARD
        and CardType.CREATURE in e.kinds
    )


def attacked_this_turn(g: Game) -> set[int]:
    """The objects declared as attackers in any combat this turn (CR 508.1, 500.8) that are still
    the same objects — not if one left the battlefield and came back since (400.7)."""
    moved: set[int] = set()
    out: set[int] = set()
    for e in this_turn(g):  # newest first
        if isinstance(e, ev.ZoneChanged):
            moved.add(e.obj)
        elif isinstance(e, ev.AttackersDeclared):
            out.update(oid for oid in e.ids if oid not in moved)
    return out


def dealt_damage_this_turn(g: Game, o: GameObject) -> bool:
    """Was ``o`` dealt damage this turn (CR 120.1) as this object — not before it last entered
    the battlefield (400.7)? Only a permanent is dealt damage (120.1): a card that left the
    battlefield is a new object that wasn't."""
    if o.zone is not Zone.BATTLEFIELD:
        return False
    return any(isinstance(e, ev.DamageDealt) and e.target == o.id and e.amount > 0 for e in since_entered(g, o.id))


DEALT_DAMAGE_BY_SOURCE = "dealt damage by ~"  # a watch filter's ``this_turn``: "a creature dealt damage by ~ this turn"


def dealt_damage_by_this_turn(g: Game, victim: int, source: int) -> bool:
    """Was the permanent ``victim`` dealt damage this turn by ``source`` (CR 120.1), both as the
    objects they were on the battlefield — not before either last entered it (400.7)? Read as the
    victim dies (603.10a), so a zone change of either that isn't an entering is passed over."""
    for e in this_turn(g):  # newest first
        if isinstance(e, ev.ZoneChanged) and e.dest is Zone.BATTLEFIELD and e.obj in (victim, source):
            return False
        if isinstance(e, ev.DamageDealt) and e.target == victim and e.source == source and e.amount > 0:
            return True
    return False


def spells_cast_last_turn(g: Game) -> dict[str, int]:
    """How many spells each player (by name) cast during the previous turn — the turn before
    this one in the game's log (none: no turn before it, or none was cast). CR 601.2i: a spell
    becomes cast when its casting is complete; copies aren't cast (707.10)."""
    return last_turn(g)[1]


def last_turn(g: Game) -> tuple[str | None, dict[str, int]]:
    """The previous turn's active player (by name; None if the log has no previous turn) and
    how many spells each player cast during that turn. A log that begins during the previous
    turn (a position set up mid-turn, without the turn's beginning) is taken to be the other
    player's turn: turns alternate unless an extra turn is taken (CR 500.7)."""
    st = g.state
    cast: dict[str, int] = {}
    cell = st.log
    while cell is not None and not isinstance(cell[0], ev.TurnBegan):
        cell = cell[1]  # this turn's events
    if cell is None:
        return None, cast
    cell = cell[1]
    seen = cell is not None
    while cell is not None and not isinstance(cell[0], ev.TurnBegan):
        e = cell[0]
        if isinstance(e, ev.SpellCast):
            cast[e.player] = cast.get(e.player, 0) + 1
        cell = cell[1]
    if cell is not None and isinstance(cell[0], ev.TurnBegan):
        return cell[0].player, cast
    return (st.players[1 - st.active].name if seen else None), cast


def count(g: Game, what: str) -> int:
    """A count of the turn's history by name."""
    if what == CREATURES_DIED:
        return creatures_died(g)
    raise ValueError(f"unknown history count {what!r}")


def blockers_declared_this_combat(g: Game) -> bool:
    """Whether this combat phase has had its declare blockers step and blockers were declared
    (CR 509.1; 508.8 skips the step when no creature attacks, 506.7f): in that step, once the
    declaration is made; in a combat damage step, always; at end of combat, if the turn's events
    since the combat began show the step (or, for a game set up mid-combat, a creature attacks)."""
    st = g.state
    if st.step is Step.DECLARE_BLOCKERS:
        return st.combat_declared
    if st.step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        return True
    if st.step is not Step.END_OF_COMBAT:
        return False
    for e in this_turn(g):
        if isinstance(e, ev.StepBegan) and e.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
            return True
        if isinstance(e, ev.StepBegan) and e.step is Step.BEGINNING_OF_COMBAT:
            return False
    return any(st.objects[i].attacking is not None for i in st.battlefield)
