"""Building a game in the middle of a turn from a description of the board.

Judges' questions start from a position ("Alice controls X; it is her declare blockers step"),
so scenarios and tests need one without playing up to it. :func:`build` creates the objects
through the same primitives the rules use and leaves the game waiting for its first decision:
the active player holding priority in the given step (in ``declare_blockers`` with no blocks
declared yet, the defending player about to declare them; in ``declare_attackers`` with no
attacker given, the active player about to declare).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from arbiter.mtg.actions import DeclareAttackersDecision, DeclareBlockersDecision, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.mana import EMPTY_POOL
from arbiter.mtg.model import FACE_DOWN, CardDef
from arbiter.mtg.state import GameState, ObjectRef, PlayerRef


@dataclass(frozen=True, slots=True)
class Entry:
    """One object to put somewhere. ``attacking``: a player index or a label; ``blocking``:
    labels of attackers; ``attached_to``: a label."""

    card: CardDef
    label: str | None = None
    owner: int | None = None
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: str | None = None
    attacking: int | str | None = None
    blocking: tuple[str, ...] = ()
    face_down: bool = False  # a face-down permanent (CR 708.2a) whose card is ``card``


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    life: int = 20
    poison: int = 0
    pool: tuple[int, ...] = EMPTY_POOL
    zones: dict[Zone, Sequence[Entry]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Setup:
    active: int = 0
    step: Step = Step.MAIN1
    turn: int = 3
    players: tuple[PlayerSetup, PlayerSetup] = (PlayerSetup(), PlayerSetup())
    names: tuple[str, str] = ("alice", "bob")
    seed: int = 0


class SetupError(ValueError):
    """The described position is impossible (the message says why)."""


def build(setup: Setup) -> tuple[Game, dict[str, int]]:
    """The game and the object id of every labelled entry."""
    game = Game(GameState(setup.names, setup.seed))
    st = game.state
    labels: dict[str, int] = {}
    placed: list[tuple[Entry, int]] = []
    for index, ps in enumerate(setup.players):
        p = st.players[index]
        p.life = ps.life
        p.poison = ps.poison
        p.pool = ps.pool
        p.kept = True
        for zone in (Zone.LIBRARY, Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE):
            for entry in ps.zones.get(zone, ()):
                owner = index if entry.owner is None else entry.owner
                if entry.face_down and zone is not Zone.BATTLEFIELD:
                    raise SetupError(f"{entry.card.name}: only a permanent can be set up face down")
                o = game.create(FACE_DOWN if entry.face_down else entry.card, owner, zone)
                if entry.face_down:
                    o.face_down = entry.card  # CR 708.2a: a 2/2 with no text, name, subtypes or mana cost
                if zone is Zone.BATTLEFIELD:
                    o.controller = index
                    o.tapped = entry.tapped
                    o.sick = entry.sick
                    o.damage = entry.damage
                elif owner != index:
                    raise SetupError(
                        f"{entry.card.name}: only a permanent can be listed under a player who doesn't own it"
                    )
                o.counters = tuple(entry.counters)
                if entry.label is not None:
                    if entry.label in labels:
                        raise SetupError(f"the id {entry.label!r} is used twice")
                    labels[entry.label] = o.id
                placed.append((entry, o.id))
    in_combat = False
    for entry, oid in placed:
        o = st.objects[oid]
        if entry.attached_to is not None:
            if entry.attached_to not in labels:
                raise SetupError(f"{entry.card.name}: attached_to names an unknown id {entry.attached_to!r}")
            o.attached_to = labels[entry.attached_to]
        if entry.attacking is not None:
            if o.zone is not Zone.BATTLEFIELD or setup.step not in _COMBAT_WITH_ATTACKERS:
                raise SetupError(f"{entry.card.name}: only a permanent in a combat step can be attacking")
            if o.controller != setup.active:
                raise SetupError(f"{entry.card.name}: only the active player's creatures can be attacking")
            if isinstance(entry.attacking, int):
                o.attacking = PlayerRef(entry.attacking)
            else:
                if entry.attacking not in labels:
                    raise SetupError(f"{entry.card.name}: attacking names an unknown id {entry.attacking!r}")
                pw = st.objects[labels[entry.attacking]]
                o.attacking = ObjectRef(pw.id, pw.zcc)
            in_combat = True
    blocks_declared = False
    for entry, oid in placed:
        o = st.objects[oid]
        for label in entry.blocking:
            attacker = st.objects.get(labels.get(label, -1))
            if attacker is None or attacker.attacking is None:
                raise SetupError(f"{entry.card.name}: blocking names {label!r}, which is not an attacking creature")
            o.blocking = (*o.blocking, attacker.id)
            attacker.blockers = (*attacker.blockers, o.id)
            attacker.blocked = True
            blocks_declared = True
    st.turn = setup.turn
    st.active = setup.active
    st.step = setup.step
    st.starting_player = setup.active if setup.turn % 2 == 1 else 1 - setup.active
    st.started = True
    st.step_begun = True
    if setup.step is Step.DECLARE_ATTACKERS:
        st.combat_declared = in_combat
        st.pending = Priority(setup.active) if in_combat else DeclareAttackersDecision(setup.active)
    elif setup.step is Step.DECLARE_BLOCKERS and not blocks_declared:
        st.combat_declared = False
        st.pending = DeclareBlockersDecision(1 - setup.active)
    else:
        st.combat_declared = True
        st.priority = setup.active
        st.pending = Priority(setup.active)
    if isinstance(st.pending, Priority):
        st.priority = setup.active
    game.journal.forget()
    return game, labels


_COMBAT_WITH_ATTACKERS = frozenset(
    {Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}
)
