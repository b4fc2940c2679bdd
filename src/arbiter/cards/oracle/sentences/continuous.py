"""Sentences that change an object's characteristics or control for a time (CR 611, 613):
"Target creature gets +3/+3 until end of turn.", "~ gains flying until end of turn.", "Gain
control of target creature until end of turn.", "Target creature becomes blue until end of
turn.", "Until end of turn, target creature loses all abilities."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.keywords import ENGINE_KEYWORDS, keyword_list
from arbiter.cards.oracle.nouns import COLORS as _COLORS
from arbiter.cards.oracle.nouns import grouped
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, exact, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.cards.oracle.target_phrases import singular_noun
from arbiter.mtg.effects.continuous import LoseKeywordsUntilEOT, ProtectionOfChosenColor, SwitchPT
from arbiter.mtg.effects.control_back import EachGainsControlOfOwn
from arbiter.mtg.effects.exchange import ExchangeControl
from arbiter.mtg.effects.keyword_choice import BecomeChosenColor
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import (
    BecomeColor,
    FlipThis,
    GainControl,
    GainKeywordUntilEOT,
    LoseAllAbilities,
    ModifyPT,
    Ref,
)


def _self_or_target(m: re.Match[str], ctx: Ctx) -> Ref | None:
    """ "~" or a target phrase (matched case-insensitively: "Target creature")."""
    phrase = m.group(1)
    return Ref("this") if phrase == "~" else ctx.target(ci_phrase(phrase))


def _switch(m: re.Match[str], ctx: Ctx) -> Result:
    ref = Ref("this") if m.group(1) == "~" else ctx.target(m.group(1))
    return SwitchPT(ref, m.string) if ref is not None else PASS


def _protection(m: re.Match[str], ctx: Ctx) -> Result:
    phrase = m.group(1)
    ref = Ref("this") if phrase == "~" else ctx.target(phrase)
    artifacts = "artifacts or from " in m.string  # (Apostle's Blessing)
    ok = ref is not None and (ref.kind != "target" or targeted(ref))
    return ProtectionOfChosenColor(ref, artifacts) if ok and ref is not None else None


def _gets(m: re.Match[str], ctx: Ctx) -> Result:
    ref = _self_or_target(m, ctx)
    return ModifyPT(int(m.group(3)), int(m.group(4)), ref) if ref else None


def _loses_all(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 613.1f: "Until end of turn, <ref> loses all abilities." / "<ref> loses all abilities until
    end of turn." (the words kept in their order)."""
    ref = ctx.target(ci_phrase(m.group(1)))
    return LoseAllAbilities(ref, trailing=not m.string.startswith("Until")) if ref else None


def _color(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(ci_phrase(m.group(1)))
    return BecomeColor(ref, _COLORS[m.group(2)]) if ref else None


def _permanent(phrase: str, ctx: Ctx) -> Ref | None:
    """ "~" (in an ability: the source permanent) or a target permanent on the battlefield."""
    ref = Ref("this") if phrase == "~" else ctx.target(ci_phrase(phrase))
    if ref is None or (phrase == "~" and not ctx.ability):
        return None
    if targeted(ref) and ctx.targets[ref.index].zone is not Zone.BATTLEFIELD:
        return None
    return ref


def _colorless(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 105.2c, 613.1e: "~ / target permanent becomes colorless until end of turn."."""
    ref = _permanent(m.group(1), ctx)
    return BecomeColor(ref, None) if ref is not None else None


def _chosen_color(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 608.2d, 105.1: "~ / target creature becomes the color of your choice until end of turn."."""
    ref = _permanent(m.group(1), ctx)
    return BecomeChosenColor(ref, m.string) if ref is not None else None


def _gains(m: re.Match[str], ctx: Ctx) -> Result:
    if m.group(3) not in ENGINE_KEYWORDS:
        return PASS
    ref = _self_or_target(m, ctx)
    return GainKeywordUntilEOT(ref, m.group(3)) if ref else None


_LOSERS = {"Permanents": frozenset[CardType](), "Creatures": frozenset({CardType.CREATURE})}


def _group_loses(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Permanents your opponents control lose hexproof and indestructible until end of turn."."""
    kws = keyword_list(m.group(3))
    if kws is None:
        return None
    f = Filter(m.group(1).lower(), _LOSERS[m.group(1)])
    whose = "you" if m.group(2) == "you" else "opponents"
    return LoseKeywordsUntilEOT(Each((grouped(f, whose),)), kws, m.string)


def _control(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    if ref is None:
        return None
    return GainControl(ref, until_eot=bool(m.group(2)))


def _control_while(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Gain control of target creature for as long as ~ remains on the battlefield / you control ~."
    (Sower of Temptation; CR 611.2b: the duration tracks the source)."""
    ref = ctx.target(m.group(1))
    if ref is None or not ctx.ability:
        return None
    return GainControl(ref, while_source="remains" if m.group(2).startswith("~") else "control")


def _exchange_group(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.12b: "Exchange control of two target creatures." — both instances of one "target"."""
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind != "targets":
        return None
    first = ctx.targets[ref.index]
    if first.optional or singular_noun(m.group(2)) != first.noun:
        return None  # (every word of the noun must have been read: "… that share a card type" isn't)
    return ExchangeControl(Ref("target", ref.index), Ref("target", ref.index + 1), m.group(1))


def _exchange_two(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.12b: "Exchange control of ~ and target creature." / "… of target land you control and
    target land an opponent controls." ("up to one target …": nothing when none is chosen)."""
    first = Ref("this") if m.group("a") == "~" else ctx.target(m.group("a"))
    second = ctx.target(m.group("b"))
    if first is None or second is None or first.kind == "targets":
        return None
    exchange = ExchangeControl(first, second)
    return exchange if exchange.text(tuple(ctx.targets)) == m.string else None


PRODUCTIONS: tuple[Production, ...] = (
    exact("Flip it.", lambda m, ctx: FlipThis()),
    rule(r"Switch (~|target creature|that creature)'s power and toughness until end of turn\.", _switch),
    rule(
        rf"(~|{_TGT}) gains protection from (?:artifacts or from )?the color of your choice until end of turn\.",
        _protection,
        lowered=True,
    ),
    rule(rf"(~|{_TGT}) gets ([+-]\d+)/([+-]\d+) until end of turn\.", _gets, re.I),
    rule(rf"Until end of turn, {_TGT} loses all abilities\.", _loses_all),
    rule(rf"({_TGT}) loses all abilities until end of turn\.", _loses_all, re.I),  # CR 613.1f
    rule(rf"{_TGT} becomes (white|blue|black|red|green) until end of turn\.", _color, re.I),
    rule(rf"(~|{_TGT}) becomes the color of your choice until end of turn\.", _chosen_color, re.I),
    rule(rf"(~|{_TGT}) becomes colorless until end of turn\.", _colorless, re.I),
    rule(rf"(~|{_TGT}) gains ([a-z ]+) until end of turn\.", _gains, re.I),
    rule(rf"Gain control of {_TGT} for as long as (~ remains on the battlefield|you control ~)\.", _control_while),
    rule(rf"Gain control of {_TGT}( until end of turn)?\.", _control),
    # CR 613.1b, 119: Wild Dogs, Ghazbán Ogre — the source, to the player with the most life
    exact("The player with the most life gains control of ~.", lambda m, ctx: GainControl(Ref("this"), most_life=True)),
    rule(
        r"Each player gains control of all (creatures|nontoken permanents|permanents) they own\.",
        lambda m, ctx: EachGainsControlOfOwn(m.group(1)),  # CR 613.1b, 108.3
    ),
    rule(r"Exchange control of (two target ([a-z -]+))\.", _exchange_group),
    rule(rf"Exchange control of (?P<a>~|{_TGT}) and (?P<b>{_TGT})\.", _exchange_two),
    rule(r"(Permanents|Creatures) (you|your opponents) control lose ([a-z, ]+) until end of turn\.", _group_loses),
)
