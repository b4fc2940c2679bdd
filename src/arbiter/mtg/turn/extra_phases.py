"""Additional combat and main phases (CR 500.8, 505.1a): "After this main phase, there is an
additional combat phase followed by an additional main phase." (Relentless Assault).

CR 500.8: added phases come directly after the specified phase; of several added after the same
phase, the most recently created comes first (here they are alike). The state keeps how many
additional combat phases — each followed by an additional main phase — still come after the
current main phase, and the step the turn goes on with once they are over. An additional main
phase is a postcombat main phase (505.1a), so it is the step ``MAIN2``; requirements "each combat"
and "this turn" hold in every combat of the turn (they are read as each combat is declared).
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


@dataclass(frozen=True, slots=True)
class AdditionalPhases:
    """``pending``: additional combat phases (each with its additional main phase) still to come
    after the current main phase; ``resume``: the step the turn goes on with after the last
    additional main phase (the step that followed the main phase they were added after)."""

    pending: int
    resume: Step


@dataclass(frozen=True, slots=True)
class AdditionalCombatPhase(Effect):
    """ "After this main phase, there is an additional combat phase followed by an additional main
    phase." (CR 500.8)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "After this main phase, there is an additional combat phase followed by an additional main phase."


@handles(AdditionalCombatPhase)
def _additional_combat(g: Game, o: GameObject, e: AdditionalCombatPhase, legal: list[bool]) -> None:
    st = g.state
    if st.step not in (Step.MAIN1, Step.MAIN2):
        return  # "this main phase": outside a main phase there is none to add the phases after
    now = st.additional
    resume = now.resume if now is not None else _regular_next(st.step)
    g.set(st, "additional", AdditionalPhases((now.pending if now is not None else 0) + 1, resume))
    g.log(ev.EffectCreated("500.8", f"{o.label}:", msg("after this main phase, an additional combat and main phase")))


def _regular_next(step: Step) -> Step:
    return Step.BEGINNING_OF_COMBAT if step is Step.MAIN1 else Step.END


def after_main_phase(g: Game, step: Step, regular: Step) -> Step:
    """CR 500.8: the step after the main phase ``step`` ends — an additional combat phase if one
    was added after it, else where the turn goes on after the additional phases, else ``regular``."""
    st = g.state
    extra = st.additional
    if extra is None:
        return regular
    if extra.pending:
        g.set(st, "additional", AdditionalPhases(extra.pending - 1, extra.resume))
        g.log(ev.EffectCreated("500.8", "an additional combat phase", msg("begins")))
        return Step.BEGINNING_OF_COMBAT
    if step is Step.MAIN2:  # the last additional main phase ends
        g.set(st, "additional", None)
        return extra.resume
    return regular
