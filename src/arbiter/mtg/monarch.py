"""The monarch (CR 725), under its old module name (now in :mod:`arbiter.mtg.effects.monarch`)."""

from __future__ import annotations

from arbiter.mtg.effects.monarch import (
    COMBAT_DAMAGE as COMBAT_DAMAGE,
)
from arbiter.mtg.effects.monarch import (
    END_STEP_DRAW as END_STEP_DRAW,
)
from arbiter.mtg.effects.monarch import (
    MONARCH as MONARCH,
)
from arbiter.mtg.effects.monarch import (
    BecomeMonarch as BecomeMonarch,
)
from arbiter.mtg.effects.monarch import (
    DamagerBecomesMonarch as DamagerBecomesMonarch,
)
from arbiter.mtg.effects.monarch import (
    become_monarch as become_monarch,
)
