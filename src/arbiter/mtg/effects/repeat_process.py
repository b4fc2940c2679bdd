"""CR 608.2c–d: "You may repeat this process any number of times." (Ad Nauseam) — after the
instructions before it are followed, their controller chooses whether to follow them again, and
again (asked in :mod:`arbiter.mtg.paused.repeat_process`), until they decline. A repetition that
changed nothing would change nothing again (the instructions ask no question), so the question is
not asked after one (a library with no card left to reveal): the process stops there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class RepeatProcess(Effect):
    """ "You may repeat this process any number of times." — ``process``: the instructions repeated
    (none of them asks a question of its own)."""

    decides = True

    process: tuple[Effect, ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may repeat this process any number of times."
