"""Additional combat and main phases (CR 500.8, 505.1a): "After this main phase, there is an
additional combat phase followed by an additional main phase." (Relentless Assault), "After this
phase, there is an additional combat phase." (Aurelia, Savage Beating), "If it's your main phase,
there is an additional combat phase after this phase, followed by an additional main phase."

CR 500.8: added phases come directly after the specified phase; of several added after the same
phase, the most recently created comes first. The state keeps the added phases still to come, in
order, directly after the current phase — a phase added after the current one goes to the front —
and the step the turn goes on with once they are over (the step that followed the phase they were
first added after). As each phase ends, the first of them begins. An additional main phase is a
postcombat main phase (505.1a), so it is the step ``MAIN2``; requirements "each combat" and "this
turn" hold in every combat of the turn (they are read as each combat is declared).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Step
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

COMBAT = Step.BEGINNING_OF_COMBAT  # an added combat phase begins with its beginning of combat step
MAIN = Step.MAIN2  # an added main phase is a postcombat main phase (505.1a)


@dataclass(frozen=True, slots=True)
class AdditionalPhases:
    """``queue``: the first step of each added phase still to come, in order, directly after the
    current phase (:data:`COMBAT` or :data:`MAIN`); ``resume``: the step the turn goes on with once
    they are over (the step that followed the phase they were first added after); None: the turn
    ends then (they were added after its ending phase)."""

    queue: tuple[Step, ...]
    resume: Step | None


# the words, by where the phases go: "main": only after a main phase ("After this main phase");
# "combat": only after a combat phase; "": after the current phase, whichever it is
_WORDS = {
    "main": "After this main phase, there is an additional combat phase followed by an additional main phase.",
    "main two": "After this main phase, there are two additional combat phases.",
    "phase": "After this phase, there is an additional combat phase.",
    "combat": "After this combat phase, there is an additional combat phase.",
    "this one": "There is an additional combat phase after this one.",
    "after phase": "There is an additional combat phase after this phase.",  # (after "If it's …,")
    "after phase main": "There is an additional combat phase after this phase followed by an additional main phase.",
    "after phase, main": "There is an additional combat phase after this phase, followed by an additional main phase.",
}
WORDS = tuple(_WORDS)


@dataclass(frozen=True, slots=True)
class AdditionalCombatPhase(Effect):
    """CR 500.8: an additional combat phase (``main``: followed by an additional main phase; ``count``
    of them) directly after the current phase — or, for ``after`` "main" ("After this main phase"),
    after the current main phase only (outside one there is none to add them after) and for
    "combat" ("After this combat phase") after the current combat phase only. ``words``: the key of
    the printed sentence (:data:`_WORDS`)."""

    words: str = "main"

    @property
    def main(self) -> bool:
        return self.words in ("main", "after phase main", "after phase, main")

    @property
    def count(self) -> int:
        return 2 if self.words == "main two" else 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return _WORDS[self.words]


def phase_of(step: Step) -> str:
    """CR 500.1: the phase ``step`` belongs to."""
    if step <= Step.DRAW:
        return "beginning"
    if step in (Step.MAIN1, Step.MAIN2):
        return f"main {int(step)}"  # (each main phase is a phase of its own)
    if step <= Step.END_OF_COMBAT:
        return "combat"
    return "ending"


@handles(AdditionalCombatPhase)
def _additional_combat(g: Game, o: GameObject, e: AdditionalCombatPhase, legal: list[bool]) -> None:
    st = g.state
    now = phase_of(st.step)
    if e.words.startswith("main") and not now.startswith("main"):
        return  # "this main phase": outside a main phase there is none to add the phases after
    if e.words == "combat" and now != "combat":
        return  # "this combat phase": likewise
    added = ((COMBAT, MAIN) if e.main else (COMBAT,)) * e.count
    add_after_this_phase(g, added)
    if e.words == "main":
        text = msg("after this main phase, an additional combat and main phase")
    elif e.main:
        text = msg("after this phase, an additional combat and main phase")
    else:
        text = msg("after this phase, {n} additional combat phase(s)", n=e.count)
    g.log(ev.EffectCreated("500.8", f"{o.label}:", text))


def add_after_this_phase(g: Game, added: tuple[Step, ...]) -> None:
    """CR 500.8: the phases ``added`` directly after the current phase, before any added earlier."""
    st = g.state
    now = st.additional
    if now is None:
        now = AdditionalPhases((), _regular_after(st.step))
    g.set(st, "additional", AdditionalPhases((*added, *now.queue), now.resume))


def _regular_after(step: Step) -> Step | None:
    """The step that regularly follows the phase ``step`` is in (CR 500.1); None after the ending
    phase (the turn ends)."""
    phase = phase_of(step)
    if phase == "beginning":
        return Step.MAIN1
    if step is Step.MAIN1:
        return Step.BEGINNING_OF_COMBAT
    if phase == "combat":
        return Step.MAIN2
    if step is Step.MAIN2:
        return Step.END
    return None


def after_phase(g: Game, regular: Step | None) -> Step | None:
    """CR 500.8: as a phase ends, the step after it — the first added phase still to come, else
    where the turn goes on once they are over, else ``regular`` (None: the turn ends)."""
    st = g.state
    extra = st.additional
    if extra is None:
        return regular
    if extra.queue:
        first, rest = extra.queue[0], extra.queue[1:]
        g.set(st, "additional", AdditionalPhases(rest, extra.resume))
        what = "an additional combat phase" if first is COMBAT else "an additional main phase"
        g.log(ev.EffectCreated("500.8", what, msg("begins")))
        return first
    g.set(st, "additional", None)
    return extra.resume
