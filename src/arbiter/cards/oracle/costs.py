"""Cost parts of activated abilities and additional costs (CR 118, 602.1): "{T}", "Sacrifice a
creature", "Tap two untapped Elves you control", "Remove a +1/+1 counter from ~", …"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbiter.cards.oracle.cost_choices import remove_counter_part, return_part, sacrifice_part, tap_part
from arbiter.cards.oracle.nouns import COLORS as _COLOR_WORDS
from arbiter.cards.oracle.nouns import PLURAL_SUBTYPES
from arbiter.cards.oracle.nouns import TYPE_WORDS as _TYPE_WORDS
from arbiter.cards.oracle.spend_restrictions import card_kind
from arbiter.cards.oracle.words import COUNT_WORD, NUMBERS, PERMANENT_NOUNS
from arbiter.mtg.costs.parts import (
    BlightChosen,
    CostPart,
    DiscardCards,
    DiscardThis,
    ExertThis,
    ExileFromGraveyard,
    ExileFromHand,
    ExileThis,
    ExileThisFromGraveyard,
    ExileThisFromHand,
    ExileTopOfLibrary,
    MillCards,
    PayLife,
    PayMana,
    PutCounters,
    RemoveCounters,
    RemoveCountersAndSacrifice,
    ReturnOne,
    ReturnThis,
    RevealThisFromHand,
    SacrificeOne,
    SacrificeThis,
    TapThis,
    TapUntapped,
    UntapThis,
)
from arbiter.mtg.energy import PayEnergy, energy_amount
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.wording import article


def permanent_choice(text: str) -> Filter | None:
    """ "a creature", "another artifact or creature", "a Swamp": a permanent you control, for a cost."""
    m = re.fullmatch(r"(a|an|another) ([a-z]+) or ([a-z]+)", text)
    if m and m.group(2) in PERMANENT_NOUNS and m.group(3) in PERMANENT_NOUNS and "permanent" not in m.groups():
        # "an artifact or creature": either type will do
        types = PERMANENT_NOUNS[m.group(2)] | PERMANENT_NOUNS[m.group(3)]
        return Filter(text, types, controller="you", other=m.group(1) == "another")
    m = re.fullmatch(r"(a|an|another) ([A-Za-z]+)", text)
    if m is None:
        return None
    word = m.group(2)
    if word in PERMANENT_NOUNS:
        return Filter(text, PERMANENT_NOUNS[word], controller="you", other=m.group(1) == "another")
    if word[0].isupper():
        return Filter(text, subtypes=frozenset({word}), controller="you", other=m.group(1) == "another")
    return None


def _tap_untapped(count_word: str, noun: str) -> TapUntapped | None:
    """ "Tap an untapped creature you control" / "Tap two untapped Wizards you control"."""
    count = NUMBERS.get(count_word)
    if count is None:
        return None
    singular = noun if count == 1 else PLURAL_SUBTYPES.get(noun, noun.removesuffix("s"))
    if singular in PERMANENT_NOUNS:
        what = Filter(f"a {singular}", PERMANENT_NOUNS[singular], controller="you", tapped=False)
    elif singular[:1].isupper() and singular.isalpha():
        what = Filter(f"a {singular}", subtypes=frozenset({singular}), controller="you", tapped=False)
    else:
        return None
    return TapUntapped(what, count, f"{count_word} untapped {noun}")


# cost parts printed in exactly these words
_FIXED_PARTS: dict[str, CostPart] = {
    "Sacrifice ~": SacrificeThis(),
    "Discard ~": DiscardThis(),  # CR 602.2: such an ability is activated from the hand (113.6j)
    "{Q}": UntapThis(),
    "Exile ~": ExileThis(),
    "Exile ~ from your graveyard": ExileThisFromGraveyard(),
    "Exile ~ from your hand": ExileThisFromHand(),  # CR 113.6j
    "Discard your hand": DiscardCards(None),
    "Return ~ to its owner's hand": ReturnThis(),
    "Exert ~": ExertThis(),  # CR 701.43a
    "Reveal ~ from your hand": RevealThisFromHand(),  # CR 702.57b (forecast)
    "Mill a card": MillCards(1),  # CR 701.17a
    "Exile the top card of your library": ExileTopOfLibrary(1),
}


def _exile_from_graveyard(m: re.Match[str]) -> CostPart | None:
    types = frozenset({_TYPE_WORDS[m.group(2)]}) if m.group(2) else frozenset()
    noun = m.string.removeprefix("Exile ").removesuffix(" from your graveyard")
    return ExileFromGraveyard(NUMBERS[m.group(1)], Filter(noun, types, controller="you", zone=Zone.GRAVEYARD))


def _exile_cards_from_graveyard(m: re.Match[str]) -> CostPart | None:
    """ "Exile an instant or sorcery card from your graveyard", "Exile a Goblin card …", "Exile two
    legendary cards …": cards of that kind, chosen as the cost is paid (CR 601.2h)."""
    kind = card_kind(m.group(2))
    if kind is None:
        return None
    noun = m.string.removeprefix("Exile ").removesuffix(" from your graveyard")
    return ExileFromGraveyard(NUMBERS[m.group(1)], replace(kind, text=noun, controller="you", zone=Zone.GRAVEYARD))


def _exile_from_hand(m: re.Match[str]) -> CostPart | None:
    """ "Exile a blue card from your hand" (CR 118.9: Force of Will), "Exile a nonland card …";
    "Exile a red card with mana value X from your hand" (the Shoals: X announced, 107.3a)."""
    word = m.group(1)
    noun = m.string.removeprefix("Exile ").removesuffix(" from your hand")
    if word in _COLOR_WORDS:
        what = Filter(noun, colors=frozenset({_COLOR_WORDS[word]}), zone=Zone.HAND)
        return ExileFromHand(what, value_x=bool(m.group(2)))
    return None


def _sacrifice_one(m: re.Match[str]) -> CostPart | None:
    what = permanent_choice(m.group(1))
    return SacrificeOne(what) if what else sacrifice_part(m.group(1))


def _return_one(m: re.Match[str]) -> CostPart | None:
    what = permanent_choice(m.group(1))
    return ReturnOne(what) if what else return_part(m.group(1), plural=False)


def _blight(m: re.Match[str]) -> CostPart | None:
    """ "Blight N" (CR 701.68a): N -1/-1 counters on a creature you control, chosen as it is paid."""
    what = permanent_choice("a creature")
    return BlightChosen(int(m[1]), what) if what else None


def _pay_energy(m: re.Match[str]) -> CostPart | None:
    amount = energy_amount(m.group(1))
    return PayEnergy(amount) if amount is not None else None


_COST_PARTS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], CostPart | None]], ...] = tuple(
    (re.compile(pattern), build)
    for pattern, build in (
        (r"Exile (a|an|two|three|four|five) (?:(creature|artifact|land|instant|sorcery) )?cards? from your graveyard",
         _exile_from_graveyard),
        (r"Exile (a|an|two|three|four|five) (.+?) cards? from your graveyard", _exile_cards_from_graveyard),
        (r"Tap (an?|two|three|four|five) untapped ([A-Za-z]+) you control",
         lambda m: _tap_untapped(m[1], m[2]) or tap_part(m[1], f"untapped {m[2]}")),
        (r"Tap (an?|another|two|three|four|five) (untapped .+) you control", lambda m: tap_part(m[1], m[2])),
        (r"Sacrifice (.+)", _sacrifice_one),
        (r"Return (.+) you control to its owner's hand", _return_one),
        (r"Return (.+) you control to their owner's hand", lambda m: return_part(m[1], plural=True)),
        (r"Discard (a|two|three) cards?( at random)?",
         lambda m: DiscardCards(NUMBERS[m[1]], at_random=bool(m[2]))),
        (r"Discard (an?|two|three) (creature|land|artifact|enchantment|instant|sorcery) cards?",
         lambda m: DiscardCards(NUMBERS[m[1]], what=Filter(m[2], frozenset({_TYPE_WORDS[m[2]]}), zone=Zone.HAND))),
        (r"Pay (\d+) life", lambda m: PayLife(int(m[1]))),
        (r"Mill (two|three|four|five|six|seven) cards", lambda m: MillCards(NUMBERS[m[1]])),
        (r"Exile the top (two|three|four|five|six|seven) cards of your library",
         lambda m: ExileTopOfLibrary(NUMBERS[m[1]])),
        (r"Exile an? ([a-z]+) card( with mana value X)? from your hand", _exile_from_hand),
        (r"Pay ((?:\{E\})+|(?:six|seven|eight|nine|ten|fifty) \{E\})", _pay_energy),  # CR 107.14
        (r"Remove (a|an|one|two|three|four|five|six|seven) ([a-z0-9/+-]+) counters? from ~",
         lambda m: RemoveCounters(m[2], NUMBERS[m[1]])),
        (r"Remove X ([a-z0-9/+-]+) counters from ~", lambda m: RemoveCounters(m[1], 0, x=True)),  # CR 107.3a
        # CR 107.1c: "any number" is chosen as X is (0 allowed), as the ability is activated
        (r"Remove any number of ([a-z0-9/+-]+) counters from ~",
         lambda m: RemoveCounters(m[1], 0, x=True, any_number=True)),
        (r"Remove an? ([a-z0-9/+-]+) counter from (an? [^~]+)", lambda m: remove_counter_part(m[1], m[2])),
        (r"Remove (a|one|two|three|four|five|six|seven) ([a-z]+) counters? from ~ and sacrifice it",
         lambda m: RemoveCountersAndSacrifice(m[2], NUMBERS[m[1]])),
        (rf"Put ({COUNT_WORD}) ([a-z0-9/+-]+) counters? on ~", lambda m: PutCounters(m[2], NUMBERS[m[1]])),
        (r"Blight ([1-9])", _blight),  # CR 701.68a
    )
)  # fmt: skip


def cost_part(part: str) -> CostPart | None:
    """One part of a cost other than {T} and mana (CR 118, 602.1a), or None. The productions of
    :data:`_COST_PARTS` are tried in order; the first that matches answers."""
    if part in _FIXED_PARTS:
        return _FIXED_PARTS[part]
    for pattern, build in _COST_PARTS:
        m = pattern.fullmatch(part)
        if m is not None:
            return build(m)
    return None


def alternative_parts(phrase: str) -> tuple[CostPart, ...] | None:
    """The parts of an alternative cost in words (CR 118.9): "pay 1 life and exile a blue card
    from your hand", "return two Islands you control to their owner's hand", "sacrifice two
    Mountains" — "two" of a chosen part is that part twice (601.2h)."""
    out: list[CostPart] = []
    for words in phrase.split(" and "):
        words = words[0].upper() + words[1:]
        twice = re.fullmatch(r"(Return|Sacrifice) two ([A-Z][a-z]+)s( you control to their owner's hand)?", words)
        if twice:
            if (twice.group(1) == "Return") != bool(twice.group(3)):
                return None
            one = f"{twice.group(1)} {article(twice.group(2))} {twice.group(2)}"
            part = cost_part(one + (" you control to its owner's hand" if twice.group(3) else ""))
            if not isinstance(part, ReturnOne | SacrificeOne):
                return None
            out += [part, part]
            continue
        several = _several_from_hand(words)
        if several is not None:
            out += several
            continue
        part = cost_part(words)
        if not isinstance(part, PayLife | ExileFromHand | ReturnOne | SacrificeOne | TapUntapped):
            return None
        if isinstance(part, TapUntapped) and part.count != 1:
            return None  # (one object chosen for each part, 601.2h)
        out.append(part)
    return tuple(out)


def _several_from_hand(words: str) -> list[CostPart] | None:
    """ "Exile two green cards from your hand" (Allosaurus Rider): the one-card part twice, each
    a different card (601.2h); "Discard a Plains card" (Abolish): a card with that land type."""
    m = re.fullmatch(r"Exile two ([a-z]+) cards from your hand", words)
    if m:
        part = cost_part(f"Exile {article(m.group(1))} {m.group(1)} card from your hand")
        return [part, part] if isinstance(part, ExileFromHand) else None
    m = re.fullmatch(r"Discard an? (Plains|Island|Swamp|Mountain|Forest) card", words)
    if m:  # CR 205.3i: a basic land type
        what = Filter(m.group(1), subtypes=frozenset({m.group(1)}), zone=Zone.HAND)
        return [DiscardCards(1, what=what)]
    return None


def payable_symbol(symbol: str) -> bool:
    """Hybrid, monocolored hybrid and Phyrexian symbols (CR 107.4e–f), and snow {S} (107.4h),
    the engine can pay."""
    if symbol == "S":
        return True
    parts = symbol.split("/")
    return len(parts) == 2 and all(p in "WUBRGCP" or p.isdigit() for p in parts)


def cost_parts(cost_text: str) -> list[CostPart] | None:
    """The parts of an activation cost, "{2}{G}, {T}, Sacrifice a creature" (CR 602.1a), or None."""
    costs: list[CostPart] = []
    for part in cost_text.split(", "):
        part_of_cost = cost_part(part)
        if part_of_cost is not None:
            costs.append(part_of_cost)
        elif part == "{T}":
            costs.append(TapThis())
        elif re.fullmatch(r"(\{[^}]+\})+", part):
            cost = ManaCost.parse(part)
            if cost is None or cost.x > 3 or not all(payable_symbol(o) for o in cost.other):
                return None
            costs.append(PayMana(cost))
        else:
            return None
    return costs
