"""Effects of keyword abilities, under their old module name: they live in
:mod:`arbiter.mtg.effects.keywords` and the verb families of :mod:`arbiter.mtg.effects`."""

from __future__ import annotations

from arbiter.mtg.effects.continuous import (
    COLOR_WORDS as COLOR_WORDS,
)
from arbiter.mtg.effects.continuous import (
    ProtectionOfChosenColor as ProtectionOfChosenColor,
)
from arbiter.mtg.effects.continuous import (
    SwitchPT as SwitchPT,
)
from arbiter.mtg.effects.delayed import AtNextEndStep as AtNextEndStep
from arbiter.mtg.effects.delayed import at_next_end_step as at_next_end_step
from arbiter.mtg.effects.keywords import (
    Amass as Amass,
)
from arbiter.mtg.effects.keywords import (
    BackupGrant as BackupGrant,
)
from arbiter.mtg.effects.keywords import (
    Cascade as Cascade,
)
from arbiter.mtg.effects.keywords import (
    CastForMadness as CastForMadness,
)
from arbiter.mtg.effects.keywords import (
    Connive as Connive,
)
from arbiter.mtg.effects.keywords import (
    CumulativeUpkeep as CumulativeUpkeep,
)
from arbiter.mtg.effects.keywords import (
    Designate as Designate,
)
from arbiter.mtg.effects.keywords import (
    Discover as Discover,
)
from arbiter.mtg.effects.keywords import (
    ForMirrodin as ForMirrodin,
)
from arbiter.mtg.effects.keywords import (
    JobSelect as JobSelect,
)
from arbiter.mtg.effects.keywords import (
    LivingWeapon as LivingWeapon,
)
from arbiter.mtg.effects.keywords import (
    MoveCountersFromSource as MoveCountersFromSource,
)
from arbiter.mtg.effects.keywords import (
    RemoveCounterOrSacrifice as RemoveCounterOrSacrifice,
)
from arbiter.mtg.effects.keywords import (
    ScavengeCounters as ScavengeCounters,
)
from arbiter.mtg.effects.keywords import (
    TokenCopyOfExiledCard as TokenCopyOfExiledCard,
)
from arbiter.mtg.effects.keywords import (
    TransmuteSearch as TransmuteSearch,
)
from arbiter.mtg.effects.keywords import (
    Unearth as Unearth,
)
from arbiter.mtg.effects.keywords import (
    amass_onto as amass_onto,
)
from arbiter.mtg.effects.keywords import (
    amass_token as amass_token,
)
from arbiter.mtg.effects.keywords import (
    armies as armies,
)
from arbiter.mtg.effects.keywords import (
    bottom_in_random_order as bottom_in_random_order,
)
from arbiter.mtg.effects.returns import ReturnDeadSourceToHand as ReturnDeadSourceToHand
from arbiter.mtg.effects.tap import TapOrUntap as TapOrUntap
from arbiter.mtg.effects.tap import UntapUpTo as UntapUpTo
from arbiter.mtg.effects.zones import ExileIfDiesThisTurn as ExileIfDiesThisTurn
from arbiter.mtg.effects.zones import PutIntoLibrary as PutIntoLibrary
