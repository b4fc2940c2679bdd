"""Tapping and untapping (CR 701.26): "Tap target creature.", "Untap all Forests you control.",
"Untap up to two lands.", "… doesn't untap during its controller's next untap step." (502.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.characteristics import matches
from arbiter.mtg.counters import untap
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text

if TYPE_CHECKING:

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import CreatureFilter
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class TapIt(Effect):
    """CR 701.26a: "Tap <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Tap {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class UntapIt(Effect):
    """CR 701.26b: "Untap <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Untap {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class TapBoth(Effect):
    """ "Tap <ref> and <ref>." (CR 701.26a)."""

    first: Ref
    second: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Tap {self.first.text(specs)} and {self.second.text(specs)}."


@dataclass(frozen=True, slots=True)
class TapOrUntapAll(Effect):
    """ "Untap all Forests and all green creatures." / "Tap all creatures your opponents control."
    — every permanent that fits one of the descriptions (CR 701.26), as the effect happens."""

    untap: bool
    groups: tuple[CreatureFilter, ...]
    controller: str = ""  # "you": "… you control", "opponents": "… your opponents control"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        whose = {"": "", "you": " you control", "opponents": " your opponents control"}[self.controller]
        listed = " and all ".join(f.text for f in self.groups)
        return f"{'Untap' if self.untap else 'Tap'} all {listed}{whose}."


@dataclass(frozen=True, slots=True)
class DoesntUntap(Effect):
    """ "<ref> doesn't untap during its controller's next untap step." (CR 502.3)."""

    to: Ref
    those: bool = False  # "Those creatures don't untap …" (the group of targets before it)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.those:
            return "Those creatures don't untap during their controller's next untap step."
        if self.to.kind == "this":
            return "~ doesn't untap during your next untap step."
        return f"{subject_text(self.to, specs)} doesn't untap during its controller's next untap step."


@handles(TapIt)
def _tap(g: Game, o: GameObject, e: TapIt, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD and not t.tapped:  # CR 609.3: tapped stays tapped
        g.set(t, "tapped", True)
        g.log(ev.Tapped("701.26a", t.id, t.label))


@handles(UntapIt)
def _untap(g: Game, o: GameObject, e: UntapIt, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD and t.tapped and untap(g, t, "701.26b"):
        g.log(ev.BecameUntapped("701.26b", t.id, t.label))


@handles(DoesntUntap)
def _doesnt_untap(g: Game, o: GameObject, e: DoesntUntap, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        # every "next untap step" effect expires in the same untap step (cf. 701.43b)
        g.set(t, "skip_untaps", max(t.skip_untaps, 1))
        g.log(ev.EffectCreated("502.3", t.label, "doesn't untap during its controller's next untap step"))


@handles(TapBoth)
def _tap_both(g: Game, o: GameObject, e: TapBoth, legal: list[bool]) -> None:
    _tap(g, o, TapIt(e.first), legal)
    _tap(g, o, TapIt(e.second), legal)


@handles(TapOrUntapAll)
def _tap_or_untap_all(g: Game, o: GameObject, e: TapOrUntapAll, legal: list[bool]) -> None:
    """CR 701.26: the permanents are determined as the effect happens (611.2c does not apply to
    one-shot effects); an already tapped/untapped one is unaffected (609.3)."""

    st = g.state
    for oid in st.battlefield:
        t = st.objects[oid]
        if t.tapped == e.untap and any(matches(g, f, t) for f in e.groups):
            if e.controller == "you" and t.controller != o.controller:
                continue
            if e.controller == "opponents" and t.controller == o.controller:
                continue
            if not e.untap:
                g.set(t, "tapped", True)
                g.log(ev.Tapped("701.26a", t.id, t.label))
            elif untap(g, t, "701.26b"):
                g.log(ev.BecameUntapped("701.26b", t.id, t.label))


@dataclass(frozen=True, slots=True)
class UntapUpTo(Effect):
    """ "Untap up to N lands [you control]." — not targeted: the lands are chosen as it resolves,
    one at a time (CR 608.2c, 701.26b)."""

    decides = True

    count: int
    yours: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
        return f"Untap up to {words.get(self.count, str(self.count))} lands{' you control' if self.yours else ''}."


@dataclass(frozen=True, slots=True)
class TapOrUntap(Effect):
    """ "[You may] tap or untap target permanent." — its controller chooses as it resolves
    (CR 608.2c, 701.26); with "may", doing neither is a choice too."""

    decides = True

    to: Ref
    may: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{'You may tap' if self.may else 'Tap'} or untap {self.to.text(specs)}."
