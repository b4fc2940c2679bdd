"""Offspring, squad, replicate and casualty lines (CR 702.175a, 702.157a, 702.56a, 702.153a): an optional additional
cost paid once or any number of times, and the triggered ability linked to it (603.11) — the
keyword renders the line, the trigger nothing."""

from __future__ import annotations

import re

from arbiter.mtg.costs.parts import SacrificeOne, SacrificeOneOf
from arbiter.mtg.effects.paid_copies import OffspringCopy, ReplicateCopies, SquadCopies
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility
from arbiter.mtg.ir.conditions import SourceIs
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.paid_keywords import BARGAIN, CASUALTY, EXILED_FOR_LESS, OFFSPRING, REPLICATE, SQUAD, PaidTimes
from arbiter.mtg.mana.pool import ManaCost


def paid_keyword_line(line: str) -> list[Ability] | None:
    """The abilities of "Offspring {2}", "Squad {1}{W}", "Replicate {1}{U}", "Casualty 2", or None."""
    casualty = _casualty(line)
    if casualty is not None:
        return casualty
    if line == BARGAIN:
        # CR 702.166a: "As an additional cost to cast this spell, you may sacrifice an artifact,
        # enchantment, or token." ("if it was bargained": ``triggers.conditions``)
        kinds = frozenset({CardType.ARTIFACT, CardType.ENCHANTMENT})
        fodder = Filter("an artifact, enchantment, or token", kinds, controller="you", zone=Zone.BATTLEFIELD)
        token = Filter("token", controller="you", zone=Zone.BATTLEFIELD, token=True)
        sacrifice = SacrificeOneOf(fodder, also=(token,))
        return [PaidTimes(ManaCost(0, text=""), keyword=BARGAIN, parts=(sacrifice,), printed=line)]
    m = re.fullmatch(r"(Offspring|Squad|Replicate) ((?:\{[^}]+\})+)", line)
    if m is None:
        return None
    cost = ManaCost.parse(m.group(2))
    if cost is None or cost.x or cost.other:
        return None
    keyword = m.group(1)
    paid = SourceIs(f"its {keyword.lower()} cost was paid", "kicked")  # paid at least once
    cost_ability = PaidTimes(cost, multi=keyword != OFFSPRING, keyword=keyword)
    effect: Effect
    if keyword == REPLICATE:
        # CR 702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it for
        # each time its replicate cost was paid."
        effect, event, trigger_text = ReplicateCopies(), "cast this", "When you cast ~"
    else:
        # CR 702.175a / 702.157a: "When this permanent enters, if its offspring (squad) cost was
        # paid, create a token that's a copy of it[, except it's 1/1 | for each time …]."
        effect = OffspringCopy() if keyword == OFFSPRING else SquadCopies()
        event, trigger_text = "enters", "When ~ enters"
    assert keyword in (OFFSPRING, SQUAD, REPLICATE)
    linked = TriggeredAbility(
        event, (effect,), (), paid.text, trigger_text, keyword_text="", test=paid
    )  # fmt: skip
    return [cost_ability, linked]


def _casualty(line: str) -> list[Ability] | None:
    """CR 702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with
    power N or greater," and "When you cast this spell, if a casualty cost was paid for it, copy
    it. If the spell has any targets, you may choose new targets for the copy." """
    m = re.fullmatch(r"Casualty (\d+)", line)
    if m is None:
        return None
    n = int(m.group(1))
    creature = Filter(
        f"a creature with power {n} or greater", frozenset({CardType.CREATURE}), controller="you",
        zone=Zone.BATTLEFIELD, min_power=n,
    )  # fmt: skip
    cost = PaidTimes(ManaCost(0, text=""), keyword=CASUALTY, parts=(SacrificeOne(creature),), printed=line)
    paid = SourceIs("a casualty cost was paid for it", "kicked")
    copy = TriggeredAbility(
        "cast this", (ReplicateCopies(),), (), paid.text, "When you cast ~", keyword_text="", test=paid
    )  # fmt: skip
    return [cost, copy]


_EXILED_FOR_LESS = re.compile(
    r"As an additional cost to cast ~, you may exile any number of (white|blue|black|red|green) cards from your "
    r"hand\. ~ costs \{(\d+)\} less to cast for each card exiled this way\."
)


def exiled_for_less(line: str) -> list[Ability] | None:
    """CR 601.2b, 601.2f, 601.2h: "As an additional cost to cast ~, you may exile any number of
    white cards from your hand. ~ costs {2} less to cast for each card exiled this way." — an
    optional additional cost paid any number of times (the number announced with the cast, each
    time one card of that color exiled as the cost is paid), each time reducing the generic mana
    of the total cost; or None."""
    m = _EXILED_FOR_LESS.fullmatch(line)
    if m is None:
        return None
    from arbiter.cards.oracle.costs import cost_part
    from arbiter.mtg.costs.parts import ExileFromHand

    color = m.group(1)
    part = cost_part(f"Exile a {color} card from your hand")
    if not isinstance(part, ExileFromHand):
        return None
    less = int(m.group(2))
    return [
        PaidTimes(
            ManaCost(0, text=""), multi=True, keyword=EXILED_FOR_LESS, parts=(part,), printed=line, less_each=less
        )
    ]
