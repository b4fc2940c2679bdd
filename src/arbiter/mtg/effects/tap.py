"""Tapping and untapping (CR 701.26): one verb, :class:`Tap`, with a selector — "Tap target
creature.", "Untap all Forests you control.",
"Untap up to two lands.", "… doesn't untap during its controller's next untap step." (502.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.anaphora import Found, Manifested, Those
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.ir.selectors import Each, Refs
from arbiter.mtg.objects.counters import untap
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.anaphora import Anaphor
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Tap(Effect):
    """CR 701.26a–b: "Tap <selector>." / "Untap <selector>." — one verb for "Tap target creature.",
    "Untap ~.", "Tap target creature you control and target creature of an opponent's choice they
    control." and "Untap all Forests and all green creatures you control." (the permanents of a
    group are found as it happens), and over a pronoun for what an earlier instruction acted on:
    "Tap those creatures.", "untap that land" (:mod:`arbiter.mtg.ir.anaphora`, CR 608.2c)."""

    to: Selector | Anaphor
    untap: bool = False
    each: bool = False  # printed "each <noun>" rather than "all <nouns>" ("Untap each creature you control.")
    also: Ref | None = None  # "untap it and all Samurai you control" (Godo): one object besides the group

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "Untap" if self.untap else "Tap"
        to = self.to
        if self.also is not None:
            verb = f"{verb} {self.also.text(specs)} and"
        if self.each and isinstance(to, Each):
            whose = {"": "", "you": " you control", "opponents": " your opponents control"}[to.whose]
            return f"{verb} each {to.noun}{whose}."
        if isinstance(to, Ref | Those | Found | Manifested):
            return f"{verb} {to.text(specs)}."
        if isinstance(to, Refs):
            return f"{verb} {' and '.join(r.text(specs) for r in to.parts)}."
        whose = {"": "", "you": " you control", "opponents": " your opponents control"}[to.whose]
        if to.fits and " control" in to.fits[-1].text:
            # (the words already say whose: "creatures you don't control", "creatures you control
            # that attacked this turn")
            whose = ""
        return f"{verb} all {' and all '.join(f.text for f in to.fits)}{whose}."

    @property
    def selector(self) -> Selector | Anaphor:
        """What is tapped or untapped (:mod:`arbiter.mtg.ir.selectors`)."""
        return self.to


@dataclass(frozen=True, slots=True)
class DoesntUntap(Effect):
    """ "<ref> doesn't untap during its controller's next untap step." (CR 502.3)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    to: Ref
    those: bool = False  # "Those creatures don't untap …" (the group of targets before it)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.those:
            return "Those creatures don't untap during their controller's next untap step."
        if self.to.kind == "this":  # ("It doesn't untap …" after "Whenever ~ attacks,")
            return f"{self.to.said or '~'} doesn't untap during your next untap step."
        return f"{subject_text(self.to, specs)} doesn't untap during its controller's next untap step."


@handles(Tap)
def _tap(g: Game, o: GameObject, e: Tap, legal: list[bool]) -> None:
    """CR 701.26a–b on each permanent the selector means now; one already tapped (or untapped) is
    unaffected (609.3); one that left the battlefield is a new object (400.7)."""
    st = g.state
    chosen = select(g, o, e.to, legal)
    if e.also is not None:
        # CR 701.26b: "untap it and all Samurai you control" — each once (it may be one of them)
        chosen = [*dict.fromkeys([*select(g, o, e.also, legal), *chosen])]
    for to in chosen:
        if not isinstance(to, ObjectRef):
            continue
        t = st.objects.get(to.id)
        if t is None or t.zcc != to.zcc or t.zone is not Zone.BATTLEFIELD or t.tapped != e.untap:
            continue
        if not e.untap:
            g.set(t, "tapped", True)
            g.log(ev.Tapped("701.26a", t.id, t.label))
        elif untap(g, t, "701.26b"):
            g.log(ev.BecameUntapped("701.26b", t.id, t.label))


@handles(DoesntUntap)
def _doesnt_untap(g: Game, o: GameObject, e: DoesntUntap, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        # every "next untap step" effect expires in the same untap step (cf. 701.43b)
        g.set(t, "skip_untaps", max(t.skip_untaps, 1))
        g.log(ev.EffectCreated("502.3", t.label, msg("doesn't untap during its controller's next untap step")))


@dataclass(frozen=True, slots=True)
class UntapUpTo(Effect):
    """ "Untap up to N lands [you control]." — not targeted: the lands are chosen as it resolves,
    one at a time (CR 608.2c, 701.26b)."""

    decides = True

    count: int
    yours: bool = False
    # "That player untaps a land they control." (Rising Waters): the trigger's player (CR 603.2)
    # untaps one tapped land of theirs — not "up to": one if they have one (701.26b, 609.3)
    that_player: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.that_player:
            return "That player untaps a land they control."
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
