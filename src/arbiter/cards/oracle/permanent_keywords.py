"""Keyword abilities of permanents (CR 702) that stand for a replacement effect and a trigger, a
type-changing static, or an activated ability: soulbond (702.95a) and the statics of paired
creatures (702.95b), ravenous (702.156a), living metal (702.161a) and saddle (702.171a). The
first ability renders the keyword; the others render nothing (``keyword_text=""``), so the card's
text round-trips."""

from __future__ import annotations

import re

from arbiter.cards.oracle.keywords import keyword_list
from arbiter.mtg.costs.parts import CrewTap
from arbiter.mtg.effects.library import Draw
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.effects.saddle import BecomeSaddled
from arbiter.mtg.effects.soulbond import PairWithAnother, PairWithEntered
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, TriggeredAbility
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.permanent_keywords import LivingMetal, PairedGrant
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.keywords.soulbond import PAIR_THAT_IF, PAIR_THIS_IF


def permanent_keyword(line: str) -> list[Ability] | None:
    """The abilities ``line`` stands for, or None if it isn't one of these keywords."""
    if line == "Ravenous":
        # CR 702.156a: "This permanent enters with X +1/+1 counters on it" and "When this
        # permanent enters, if X is 5 or more, draw a card." (X: the spell's, 107.3m)
        big = SourceIs("X is 5 or more", "X is 5 or more")
        draw = TriggeredAbility(
            "enters", (Draw(1, Ref("you")),), (), big.text, "When ~ enters", keyword_text="", test=big
        )
        return [EntersWithCounters("+1/+1", "X", keyword_text=line), draw]
    if line == "Living metal":
        return [LivingMetal()]  # CR 702.161a
    if line == "Soulbond":
        return soulbond_abilities()
    paired = paired_static(line)
    if paired is not None:
        return [paired]
    m = re.fullmatch(r"Saddle (\d+)", line)
    if m:
        # CR 702.171a: "Tap any number of other untapped creatures you control with total power N
        # or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
        tap = CrewTap(int(m.group(1)))
        return [ActivatedAbility((tap,), (BecomeSaddled(),), sorcery_speed=True, keyword_text=line)]
    return None


_PAIRED = re.compile(
    r"As long as ~ is paired with another creature, (?:both creatures|each of those creatures) "
    r"(?:(?:get|gets) (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and (?:have|has) (?P<kw1>[^\"]+))?"
    r"|(?:have|has) (?P<kw2>[^\"]+))\."
)


def soulbond_abilities() -> list[Ability]:
    """CR 702.95a: "When this creature enters, if you control both this creature and another
    creature and both are unpaired, you may pair this creature with another unpaired creature you
    control for as long as both remain creatures on the battlefield under your control" and
    "Whenever another creature you control enters, if you control both that creature and this one
    and both are unpaired, you may pair that creature with this creature for as long as …"."""
    this = TriggeredAbility("enters", (PairWithAnother(),), (), PAIR_THIS_IF, "When ~ enters", keyword_text="Soulbond")
    other = Filter("creature", frozenset({CardType.CREATURE}), controller="you", other=True)
    that = TriggeredAbility(
        "watched enters", (MayDo(PairWithEntered()),), (), PAIR_THAT_IF,
        "Whenever another creature you control enters", keyword_text="", watch=other,
    )  # fmt: skip
    return [this, that]


def paired_static(line: str) -> PairedGrant | None:
    """CR 702.95b: "As long as ~ is paired with another creature, both creatures have <keywords>."
    / "… each of those creatures gets +N/+N [and has <keywords>]."."""
    m = _PAIRED.fullmatch(line)
    if m is None:
        return None
    words = m.group("kw1") or m.group("kw2")
    kws = keyword_list(words) if words else ()
    if kws is None:
        return None
    power, toughness = (int(m.group("p")), int(m.group("t"))) if m.group("p") else (0, 0)
    return PairedGrant(Filter("creature"), kws, power, toughness, text_=line)
