"""Tapping and untapping sentences (CR 701.26, 502.3): "Tap target creature.", "Untap up to two
lands.", "Target creature doesn't untap during its controller's next untap step.", "You may tap
or untap target permanent."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.nouns import PLURAL_TYPES
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, exact, rule, verb_target
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.tap import TapOrUntap, UntapUpTo
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import objects, that_word
from arbiter.mtg.ir.selectors import Each, Refs
from arbiter.mtg.model import DoesntUntap, Ref, Tap, TargetSpec


def _untap_up_to(m: re.Match[str], ctx: Ctx) -> Result:
    n = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}[m.group(1)]
    return UntapUpTo(n, yours=bool(m.group(2)))  # CR 701.26b


def _those_dont_untap(m: re.Match[str], ctx: Ctx) -> Result:
    """The creatures of the last "up to N target creatures" (CR 502.3)."""
    if not ctx.targets:
        return PASS
    last = ctx.targets[-1]
    if not last.group or last.what is None or CardType.CREATURE not in last.what.types:
        return None
    first = next(i for i, t in enumerate(ctx.targets) if t.group == last.group)
    return DoesntUntap(Ref("targets", first), those=True)


def _doesnt_untap(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(ci_phrase(m.group(1)))
    return DoesntUntap(ref) if ref else None


def _tap_or_untap(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(2))
    if ref is not None and ref.kind in ("target", "it", "that"):
        tap_or_untap = TapOrUntap(ref, m.group(1) == "You may tap")
        return tap_or_untap if tap_or_untap.text(tuple(ctx.targets)) == m.string else None
    return PASS


def _tap_both(m: re.Match[str], ctx: Ctx) -> Result:
    mine = ctx.target("target creature you control")
    creature = objects("creature they control", frozenset({CardType.CREATURE}), "opponent")
    theirs_spec = TargetSpec("creature they control", creature, chooser="opponent")
    ctx.targets.append(theirs_spec)
    theirs = Ref("target", len(ctx.targets) - 1)
    return Tap(Refs((mine, theirs))) if mine else None


def _tap_that(m: re.Match[str], ctx: Ctx) -> Result:
    # "that creature" after "another target attacking creature", "target creature an opponent
    # controls": the last target, named by its noun (CR 608.2c)
    if not (ctx.targets and m.group(2) == that_word(ctx.targets[-1].noun)):
        return PASS
    ref = Ref("that", len(ctx.targets) - 1)
    return Tap(ref, untap=m.group(1) == "Untap")


def _tap_all_of_player(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Untap all creatures target player controls." (CR 701.26, 611.2c: found as it resolves)."""
    who = ctx.target("target player")
    if who is None:
        return None
    noun = f"{m.group(2)} target player controls"
    what = Filter(noun, frozenset({PLURAL_TYPES[m.group(2)]}))
    return Tap(Each((what,), controller=who), untap=m.group(1) == "Untap")


def _untap_it_and_all(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Untap it and all Samurai you control." (Godo, Bandit Warlord): the source — "it" in its
    own trigger — and the group found as it resolves (CR 701.26b, 608.2c)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    it = ctx.target("it")
    group = plain_sentence(f"Untap all {m.group(1)}.", ctx)
    if it is None or it.kind != "it_self" or not isinstance(group, Tap) or not group.untap:
        return None
    return replace(group, also=it)


def _it_doesnt_untap(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It doesn't untap during your next untap step." after "Whenever ~ attacks, …": "it" is the
    source (CR 603.2, 502.3)."""
    return DoesntUntap(Ref("this", said="It")) if ctx.it == "self" else PASS


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Untap up to (two|three|four|five|six|seven) lands( you control)?\.", _untap_up_to),
    # CR 603.2, 701.26b: the trigger's player untaps one of their lands
    exact(
        "That player untaps a land they control.",
        lambda m, ctx: UntapUpTo(1, yours=True, that_player=True) if ctx.that_player else PASS,
    ),
    exact("~ doesn't untap during your next untap step.", lambda m, ctx: DoesntUntap(Ref("this"))),  # CR 502.3
    exact("It doesn't untap during your next untap step.", _it_doesnt_untap),
    exact("Those creatures don't untap during their controller's next untap step.", _those_dont_untap),
    rule(rf"{_TGT} doesn't untap during its controller's next untap step\.", _doesnt_untap, re.I),
    rule(rf"(You may tap|Tap) or untap ({_TGT})\.", _tap_or_untap),
    rule(r"Tap target creature you control and target creature of an opponent's choice they control\.", _tap_both),
    rule(r"(Untap|Tap) ~\.", lambda m, ctx: Tap(Ref("this"), untap=m.group(1) == "Untap")),
    rule(r"Untap it and all (.+)\.", _untap_it_and_all),
    verb_target("Tap", Tap),
    verb_target("Untap", lambda ref: Tap(ref, untap=True)),
    rule(r"(Untap|Tap) that (creature|permanent|artifact|land)\.", _tap_that),
    rule(r"(Untap|Tap) all (creatures|artifacts|lands) target player controls\.", _tap_all_of_player),
)
