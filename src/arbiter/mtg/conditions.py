"""Conditions of Oracle text as data, under their old module name (now in
:mod:`arbiter.mtg.ir.conditions`)."""

from __future__ import annotations

from arbiter.mtg.ir.conditions import (
    AllOf as AllOf,
)
from arbiter.mtg.ir.conditions import (
    AnyOf as AnyOf,
)
from arbiter.mtg.ir.conditions import (
    Attacking as Attacking,
)
from arbiter.mtg.ir.conditions import (
    CardsIn as CardsIn,
)
from arbiter.mtg.ir.conditions import (
    CardTypesInGraveyard as CardTypesInGraveyard,
)
from arbiter.mtg.ir.conditions import (
    Condition as Condition,
)
from arbiter.mtg.ir.conditions import (
    Controls as Controls,
)
from arbiter.mtg.ir.conditions import (
    LifeTotal as LifeTotal,
)
from arbiter.mtg.ir.conditions import (
    OpponentControlsMore as OpponentControlsMore,
)
from arbiter.mtg.ir.conditions import (
    SourceIs as SourceIs,
)
from arbiter.mtg.ir.conditions import (
    ThisTurn as ThisTurn,
)
from arbiter.mtg.ir.conditions import (
    YourTurn as YourTurn,
)
