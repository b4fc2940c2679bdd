"""Copies of spells (CR 707.10), under their old module name (now in
:mod:`arbiter.mtg.effects.copies`)."""

from __future__ import annotations

from arbiter.mtg.effects.copies import (
    CopySpell as CopySpell,
)
from arbiter.mtg.effects.copies import (
    StormCopies as StormCopies,
)
from arbiter.mtg.effects.copies import (
    make_copy as make_copy,
)
from arbiter.mtg.effects.copies import (
    storm_count as storm_count,
)
