"""Shared by the 509.1c brute-force tests: a board in the declare blockers step built from made-up
creatures, and the check that the engine's maximum and its ruling on every declaration agree with
brute force over all declarations (CR 509.1c: obey the most requirements possible without
breaking a restriction)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.combat import blocking as blocking
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef

Declaration = tuple[tuple[int, int], ...]


def blocking_board(attackers: Sequence[CardDef], blockers: Sequence[CardDef]) -> tuple[Game, list[int], list[int]]:
    """Alice's ``attackers`` attacking Bob, whose ``blockers`` are about to be declared."""
    a_entries = [Entry(card, f"a{i}", attacking=1) for i, card in enumerate(attackers)]
    b_entries = [Entry(card, f"b{i}") for i, card in enumerate(blockers)]
    game, ids = build(Setup(0, Step.DECLARE_BLOCKERS, 3, (
        PlayerSetup(zones={Zone.BATTLEFIELD: a_entries}), PlayerSetup(zones={Zone.BATTLEFIELD: b_entries}))))  # fmt: skip
    return game, [ids[f"a{i}"] for i in range(len(attackers))], [ids[f"b{i}"] for i in range(len(blockers))]


def assert_maximum_matches_brute_force(game: Game, declarations: list[Declaration]) -> None:
    """The proven maximum and its witness, and the ruling on every declaration, are brute force's."""
    reqs = blocking.requirements(game)
    valid = [d for d in declarations if blocking.restriction_error(game, d) is None]
    best = max(sum(r.obeyed(d) for r in reqs) for d in valid)
    if reqs:
        m = blocking.maximum(game, reqs)
        assert m.proven and m.lower == best
        assert blocking.restriction_error(game, m.witness) is None
        assert sum(r.obeyed(m.witness) for r in reqs) == best
    for d in declarations:
        expected = d in valid and sum(r.obeyed(d) for r in reqs) == best
        ruling = game.check(DeclareBlockers(d))
        assert bool(ruling) == expected, (d, ruling)
