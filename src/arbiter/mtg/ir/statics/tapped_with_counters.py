"""CR 614.1c–d: "~ enters tapped with two charge counters on it." — one sentence, two
replacement effects on how the permanent enters: tapped (614.1d), with the counters (614.1c)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.statics.replacement import EntersWithCounters


@dataclass(frozen=True, slots=True)
class EntersTappedWithCounters(EntersWithCounters):
    """ "~ enters tapped with N <kind> counters on it." — the counters as
    :class:`EntersWithCounters`; :func:`arbiter.mtg.replacement.enters.enters_tapped` reads the
    "tapped"."""

    def text(self) -> str:
        return EntersWithCounters.text(self).replace("~ enters with ", "~ enters tapped with ", 1)
