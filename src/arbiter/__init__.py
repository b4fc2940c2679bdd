"""Arbiter: a rules engine for Magic: The Gathering that plays only legal games and explains
every ruling with the Comprehensive Rules.

    import arbiter
    deck = [arbiter.BUILTIN.get("Forest")] * 20 + [arbiter.BUILTIN.get("Grizzly Bears")] * 20
    game = arbiter.Game.new(deck, deck, seed=1)
    game.pending                          # the decision the game waits for, naming its player
    game.apply(game.parse("choose keep"))  # rulings are values: accepted, or Illegal(reason, rules)
    record = game.record()                # a JSON-able record: arbiter.Game.replay(record)
    seat = game.seat(0)                   # what one player may see and do

Names are imported on first use (module ``__getattr__``), so ``import arbiter`` and the command
line stay fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

__all__ = [
    "ACCEPTED",
    "BUILTIN",
    "Accepted",
    "Action",
    "Activate",
    "AssignDamage",
    "AssignDamageDecision",
    "Cancel",
    "Cast",
    "Choose",
    "Decision",
    "DeclareAttackers",
    "DeclareAttackersDecision",
    "DeclareBlockers",
    "DeclareBlockersDecision",
    "Game",
    "Illegal",
    "ObjectRef",
    "Pass",
    "Pay",
    "PayCostDecision",
    "PayToEnd",
    "PayToStop",
    "Pick",
    "PlayLand",
    "PlayerRef",
    "Priority",
    "Purpose",
    "ReplayRefused",
    "Ruling",
    "Seat",
    "Step",
    "SuspendCard",
    "TurnFaceUp",
    "UnlessPayDecision",
    "View",
    "Zone",
    "parse_decklist",
]

_ACTIONS = "arbiter.mtg.actions"
_HOME = {
    "Game": ("arbiter.mtg.record", "RecordedGame"),
    "ReplayRefused": ("arbiter.mtg.record", "ReplayRefused"),
    "Seat": ("arbiter.mtg.seat", "Seat"),
    "View": ("arbiter.mtg.view", "View"),
    "ACCEPTED": ("arbiter.core.ruling", "ACCEPTED"),
    "Accepted": ("arbiter.core.ruling", "Accepted"),
    "Illegal": ("arbiter.core.ruling", "Illegal"),
    "Ruling": ("arbiter.core.ruling", "Ruling"),
    "ObjectRef": ("arbiter.mtg.state", "ObjectRef"),
    "PlayerRef": ("arbiter.mtg.state", "PlayerRef"),
    "Step": ("arbiter.mtg.enums", "Step"),
    "Zone": ("arbiter.mtg.enums", "Zone"),
    "BUILTIN": ("arbiter.cards.registry", "BUILTIN"),
    "parse_decklist": ("arbiter.cards.decklist", "parse_decklist"),
}

if TYPE_CHECKING:
    from arbiter.cards.decklist import parse_decklist
    from arbiter.cards.registry import BUILTIN
    from arbiter.core.ruling import ACCEPTED, Accepted, Illegal, Ruling
    from arbiter.mtg.actions import (
        Action,
        Activate,
        AssignDamage,
        AssignDamageDecision,
        Cancel,
        Cast,
        Choose,
        Decision,
        DeclareAttackers,
        DeclareAttackersDecision,
        DeclareBlockers,
        DeclareBlockersDecision,
        Pass,
        Pay,
        PayCostDecision,
        PayToEnd,
        PayToStop,
        Pick,
        PlayLand,
        Priority,
        Purpose,
        SuspendCard,
        TurnFaceUp,
        UnlessPayDecision,
    )
    from arbiter.mtg.enums import Step, Zone
    from arbiter.mtg.record import RecordedGame as Game
    from arbiter.mtg.record import ReplayRefused
    from arbiter.mtg.seat import Seat
    from arbiter.mtg.state import ObjectRef, PlayerRef
    from arbiter.mtg.view import View


def __getattr__(name: str) -> object:
    if name not in __all__:
        raise AttributeError(f"module 'arbiter' has no attribute {name!r}")
    module, attr = _HOME.get(name, (_ACTIONS, name))
    value = getattr(import_module(module), attr)
    globals()[name] = value  # imported once
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
