"""Lines of the keywords that cast a card from its graveyard (CR 702.81 retrace, 702.133
jump-start, 702.138 escape, 702.146 disturb) and of what escaping means for the permanent (702.138c): "Retrace",
"Jump-start", "Escape—{R}{R}, Exile three other cards from your graveyard.", "This creature
escapes with two +1/+1 counters on it."; and encore (702.141a), activated from the graveyard."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.exile_cast_lines import hybrid_only
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.costs.parts import (
    ANY_CARD,
    CostPart,
    DiscardCards,
    ExileFromGraveyard,
    ExileThisFromGraveyard,
    PayMana,
)
from arbiter.mtg.effects.encore import EncoreTokens
from arbiter.mtg.effects.escaped import SacrificeUnlessEscaped
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, TriggeredAbility
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.graveyard_casts import (
    DISTURB,
    ESCAPE,
    GRAVEYARD,
    HARMONIZE,
    JUMP_START,
    MAYHEM,
    RETRACE,
    GraveyardCast,
)
from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.mana.pool import ManaCost

UNLESS_ESCAPED = "When ~ enters, sacrifice it unless it escaped."
GRAVEYARD_LINE = (
    r"Retrace|Jump-start|Escape\u2014.+|.+ escapes with .+|.+ unless it escaped\.|Encore .+|Mayhem .+|Harmonize .+"
    r"|Disturb .+|You may cast ~ from your graveyard.*"
)
"""The lines :func:`graveyard_cast_line` reads (a first sieve; it answers None for the others)."""
_COUNTS = {**NUMBERS, "eight": 8, "nine": 9, "ten": 10}
LAND_CARD = Filter("land", frozenset({CardType.LAND}), zone=Zone.HAND)
ESCAPED = SourceIs("it escaped", f"cast for {ESCAPE}")
"""CR 702.138c: the permanent escaped — the spell it was cast for its escape cost (the mark it keeps)."""


_FROM_GRAVEYARD: dict[str, tuple[CostPart, ...]] = {
    "You may cast ~ from your graveyard.": (),
    "You may cast ~ from your graveyard by discarding a card in addition to paying its other costs.": (
        DiscardCards(1),
    ),
}


def graveyard_cast_line(line: str) -> list[Ability] | None:
    """The ability of a retrace, jump-start or escape line, or "escapes with" counters; else None."""
    if line == "Retrace":
        # CR 702.81a: an additional cost, "discarding a land card"
        return [GraveyardCast(RETRACE, (DiscardCards(1, what=LAND_CARD),), line)]
    if line == "Jump-start":
        # CR 702.133a: an additional cost, "discarding a card"; exiled after (702.133a)
        return [GraveyardCast(JUMP_START, (DiscardCards(1),), line)]
    m = re.fullmatch(r"Escape\u2014((?:\{[^}]+\})+), Exile (\w+) other cards from your graveyard\.", line)
    if m is not None:
        cost = ManaCost.parse(m.group(1))
        n = _COUNTS.get(m.group(2))
        if cost is None or cost.x or cost.other or n is None:
            return None
        # CR 702.138a, 601.2h: the cards to exile are chosen as the cost is paid — by then the
        # spell is on the stack, so they are "other" cards by themselves
        exiles: tuple[CostPart, ...] = tuple(ExileFromGraveyard(1, ANY_CARD) for _ in range(n))
        return [GraveyardCast(ESCAPE, exiles, line, cost)]
    m = re.fullmatch(r"(Mayhem|Harmonize|Disturb) ((?:\{[^}]+\})+)", line)
    if m is not None:
        cost = ManaCost.parse(m.group(2))
        if cost is None or cost.x or not hybrid_only(cost):
            return None
        if m.group(1) == "Disturb":
            # CR 702.146a: "You may cast this card transformed from your graveyard by paying [cost]
            # rather than its mana cost" (an alternative cost, 118.9; the back face up, 712.8c)
            return [GraveyardCast(DISTURB, (), line, cost)]
        # CR 702.187b: "As long as you discarded this card this turn, you may cast it from your
        # graveyard by paying [cost] rather than paying its mana cost" (an alternative cost, 118.9);
        # CR 702.180a: "You may cast this card from your graveyard by paying [cost] and tapping up
        # to one untapped creature you control rather than paying this spell's mana cost"
        return [GraveyardCast(MAYHEM if m.group(1) == "Mayhem" else HARMONIZE, (), line, cost)]
    m = re.fullmatch(r"You may cast ~ from your graveyard as long as (.+)\.", line)
    if m is not None:
        # CR 601.3: a permission that applies only while its condition holds (Gravecrawler)
        condition = parse_condition(m.group(1))
        ok = condition is not None and condition.text == m.group(1)
        return [GraveyardCast(GRAVEYARD, (), line, condition=condition)] if ok else None
    if line in _FROM_GRAVEYARD:
        # CR 601.3, 113.6f: "You may cast this card from your graveyard [by discarding a card in
        # addition to paying its other costs]." — its mana cost, and the discard as an additional cost
        return [GraveyardCast(GRAVEYARD, _FROM_GRAVEYARD[line], line)]
    if line == UNLESS_ESCAPED:
        # CR 702.138b: checked as it resolves — the ability triggers whether or not it escaped
        sacrifice = (SacrificeUnlessEscaped(),)
        return [TriggeredAbility("enters", sacrifice, trigger_text="When ~ enters", keyword_text=line)]
    m = re.fullmatch(r"Encore ((?:\{[^}]+\})+)", line)
    if m is not None:
        cost = ManaCost.parse(m.group(1))
        if cost is None or cost.other or cost.x:
            return None
        # CR 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a token
        # that's a copy of this card that attacks that opponent this turn if able. … Activate only as
        # a sorcery."
        costs = (PayMana(cost), ExileThisFromGraveyard())
        return [ActivatedAbility(costs, (EncoreTokens(),), sorcery_speed=True, from_graveyard=True, keyword_text=line)]
    m = re.fullmatch(r"(?:~|This creature|This permanent) escapes with (a|an|\w+) (\+1/\+1) counters? on it\.", line)
    if m is not None and m.group(1) in _COUNTS:
        # CR 702.138c: "If this permanent escaped, it enters with [those counters]" (614.1c)
        return [EntersWithCounters(m.group(2), _COUNTS[m.group(1)], condition=ESCAPED, keyword_text=line)]
    return None
