"""Keyword lines of later sets that stand for a replacement effect or a casting permission (CR
702): each compiles into what its rule says it means and renders as the keyword, so the card's
text round-trips."""

from __future__ import annotations

import re

from arbiter.cards.oracle.champion import champion_abilities
from arbiter.cards.oracle.cumulative_upkeep import cumulative_upkeep_paid
from arbiter.cards.oracle.firebending import firebending_ability
from arbiter.cards.oracle.graft import graft_abilities
from arbiter.cards.oracle.keyword_cost_casts import keyword_cost_cast
from arbiter.cards.oracle.keyword_costs import keyword_cost_line
from arbiter.cards.oracle.reconfigure import reconfigure_abilities
from arbiter.mtg.costs.conspire import CONSPIRE_TAP
from arbiter.mtg.effects.paid_copies import ReplicateCopies
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility
from arbiter.mtg.ir.amplify import Amplify
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.devour import Devour
from arbiter.mtg.ir.flash_for_more import SACRIFICE_TEXT, FlashIfPayMore, FlashThenSacrifice
from arbiter.mtg.ir.paid_keywords import PaidTimes
from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.keywords.sunburst import SUNBURST
from arbiter.mtg.keywords.undaunted import Undaunted
from arbiter.mtg.mana.pool import ManaCost

_COLORS_SPENT = "~ enters with a +1/+1 counter on it for each color of mana spent to cast it."


def late_keyword(line: str) -> list[Ability] | None:
    """The abilities ``line`` stands for, or None if it isn't one of these keywords."""
    if line == "Sunburst":
        # CR 702.44a: "If this object is entering the battlefield from the stack as a creature, it
        # enters with a +1/+1 counter on it for each color of mana spent to cast it. Otherwise, it
        # enters with a charge counter on it for each color of mana spent to cast it."
        return [EntersWithCounters(SUNBURST, "colors", keyword_text=line)]
    if line == _COLORS_SPENT:
        # CR 614.1c (converge): a replacement effect counting the colors spent to cast it (601.2h)
        return [EntersWithCounters("+1/+1", "colors")]
    if line == SACRIFICE_TEXT:
        return [FlashThenSacrifice()]  # CR 702.8a, 603.7, 514.3a
    m = re.fullmatch(r"You may cast ~ as though it had flash if you pay \{(\d+)\} more to cast it\.", line)
    if m:
        return [FlashIfPayMore(int(m.group(1)))]  # CR 702.8a, 601.2f
    upkeep = cumulative_upkeep_paid(line)  # CR 702.24a, a cost that isn't mana
    if upkeep is not None:
        return upkeep
    cast = keyword_cost_cast(line)  # CR 702.34a, 702.33a, 702.128a, 702.129a with parts that aren't mana
    if cast is not None:
        return cast
    costed = keyword_cost_line(line)  # CR 702.29a, 702.29e, 702.6a with costs that aren't plain mana
    if costed is not None:
        return costed
    firebending = firebending_ability(line)  # CR 702.189a
    if firebending is not None:
        return firebending
    reconfigure = reconfigure_abilities(line)  # CR 702.151a
    if reconfigure is not None:
        return reconfigure
    champion = champion_abilities(line)  # CR 702.72a
    if champion is not None:
        return champion
    graft = graft_abilities(line)  # CR 702.58a
    if graft is not None:
        return graft
    m = re.fullmatch(r"Amplify (\d+)", line)
    if m:
        return [Amplify(int(m.group(1)))]  # CR 702.38a
    if line == "Undaunted":
        return [Undaunted()]  # CR 702.125a
    if line == "Conspire":
        return conspire_abilities()
    m = re.fullmatch(r"Devour (?:(artifact|land|Food) )?(\d+)", line)
    if m:
        return [Devour(int(m.group(2)), m.group(1) or "")]  # CR 702.82a, 702.82c
    return None


def conspire_abilities() -> list[Ability]:
    """CR 702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures
    you control that each share a color with it" and "When you cast this spell, if its conspire
    cost was paid, copy it. If the spell has any targets, you may choose new targets for the
    copy." (The count of times paid is kept as for kicker: ``GameObject.kicked``.)"""
    cost = PaidTimes(ManaCost(0, text=""), keyword="Conspire", parts=(CONSPIRE_TAP, CONSPIRE_TAP), printed="Conspire")
    paid = SourceIs("its conspire cost was paid", "kicked")
    copy = TriggeredAbility(
        "cast this", (ReplicateCopies(),), (), paid.text, "When you cast ~", keyword_text="", test=paid
    )  # fmt: skip
    return [cost, copy]
