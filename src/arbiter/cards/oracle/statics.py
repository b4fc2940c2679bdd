"""Static abilities (CR 604): rules of the object itself ("~ can't block."), of what it's
attached to (Auras and Equipment, 303.4, 301.5), characteristic-defining abilities (604.3) and
the rules every player plays by."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbiter.cards.oracle.additional_costs import cost_options, x_objects_part
from arbiter.cards.oracle.anthems import anthem, despite_defender, self_boost
from arbiter.cards.oracle.attached_conditions import attached_conditional, attached_otherwise
from arbiter.cards.oracle.attack_statics import ATTACK_STATICS
from arbiter.cards.oracle.combat_statics import COMBAT_STATICS
from arbiter.cards.oracle.conditional_statics import conditional_rules, outcome_while
from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.cost_changes import cant_cast_kind, cost_change, flash_for_kind, spells_cant_be_countered
from arbiter.cards.oracle.costs import cost_part
from arbiter.cards.oracle.counter_prohibitions import counter_prohibition
from arbiter.cards.oracle.counter_replacements import counters_put_replaced
from arbiter.cards.oracle.damage_replacements import damage_changed, damage_to_counters
from arbiter.cards.oracle.damage_statics import damage_by_toughness
from arbiter.cards.oracle.defined_pt import defined_pt
from arbiter.cards.oracle.enters_counters import enters_with_counters, others_enter_with_counters
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.granted_abilities import attached_grant, group_grant, group_triggered_keyword, self_grant
from arbiter.cards.oracle.graveyard_cast_lines import LAND_CARD
from arbiter.cards.oracle.group_rules import group_rule
from arbiter.cards.oracle.group_statics import group_static
from arbiter.cards.oracle.keywords import LANDWALK, grantable, protections
from arbiter.cards.oracle.layer_statics import layer_static
from arbiter.cards.oracle.life_floors import life_floor
from arbiter.cards.oracle.life_statics import life_gain_static
from arbiter.cards.oracle.noun_phrase import IN_LAYERS
from arbiter.cards.oracle.nouns import COLORS as _COLORS
from arbiter.cards.oracle.nouns import TYPE_WORDS as _TYPE_WORDS
from arbiter.cards.oracle.nouns import (
    count_phrase,
    creature_filter,
    grouped,
)
from arbiter.cards.oracle.prevention_words import prevention_static
from arbiter.cards.oracle.protection_sparing import sparing_protection
from arbiter.cards.oracle.redirection_words import redirection_static
from arbiter.cards.oracle.self_characteristics import self_characteristics
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.cards.oracle.suffix_conditions import group_grant_as_long_as
from arbiter.cards.oracle.token_replacements import tokens_created_replaced
from arbiter.cards.oracle.top_casts import cast_from_top
from arbiter.cards.oracle.trigger_stops import entering_doesnt_trigger, entering_triggers_again, room_abilities_again
from arbiter.cards.oracle.words import NUMBERS, SMALL_NUMBERS
from arbiter.cards.oracle.zone_statics import zone_static
from arbiter.mtg.costs.parts import (
    CostPart,
    DiscardCards,
    ExileFromGraveyard,
    SacrificeOne,
)
from arbiter.mtg.costs.x_life import PayXLife
from arbiter.mtg.damage_kept import DamageNotRemoved
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.hands_revealed import HandsRevealed
from arbiter.mtg.ir.graveyard_casts import RETRACE, GraveyardCardsHave, GraveyardCast
from arbiter.mtg.ir.statics.activation_prohibitions import GroupActivationsForbidden
from arbiter.mtg.ir.statics.attached_untargetable import TEXT as UNTARGETABLE_TEXT
from arbiter.mtg.ir.statics.attached_untargetable import EnchantedUntargetable
from arbiter.mtg.ir.statics.attack_restrictions import (
    ActivationsForbidden,
    CantAttackOrBlockNorActivate,
    CreaturesCantAttackYou,
)
from arbiter.mtg.ir.statics.cast_limits import OneSpellEachTurn, OpponentsCantCastDuringYourTurn
from arbiter.mtg.ir.statics.chosen_protection import ChosenColorProtection
from arbiter.mtg.ir.statics.color_untargetable import untargetable_by_color
from arbiter.mtg.ir.statics.combat import AttacksOrBlocksEachCombat, CantAttackPlayerAgain, LandwalkIgnored
from arbiter.mtg.ir.statics.damage_by_toughness import AssignsOwnDamageByToughness
from arbiter.mtg.ir.statics.game_outcome import fixed_outcome_statics
from arbiter.mtg.ir.statics.library_search import CantSearchLibraries, SearchTopCardsInstead
from arbiter.mtg.ir.statics.player_rules import OpponentsSkipExtraTurns, PlayerKeyword, SkipYourStep
from arbiter.mtg.ir.statics.replacement import (
    BecomesDayAsEnters,
    DrawsTwoInstead,
    EmptyLibraryDrawWins,
    EnergyTwiceInstead,
    EntersPrepared,
)
from arbiter.mtg.ir.statics.rules import DamageCantBePrevented, MaximumHandSize, UntapsDuringOthersUntap
from arbiter.mtg.ir.statics.tapped_with_counters import EntersTappedWithCounters
from arbiter.mtg.ir.statics.untap_choice import MayNotUntap
from arbiter.mtg.ir.statics.untap_limits import untap_limit_statics
from arbiter.mtg.lands.from_graveyard import PlayLandsFromGraveyard
from arbiter.mtg.lands.limits import AdditionalLandPlays
from arbiter.mtg.lands.top_of_library import PlayLandsFromTop, TopCardRevealed
from arbiter.mtg.look_at_top import LookAtTopAnyTime
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    AdditionalCostPerSymbol,
    AllMustBlock,
    AttachedGrant,
    AttachedRestriction,
    AttacksEachCombat,
    AttackTax,
    BeginOnBattlefield,
    BlocksEachCombat,
    BlockTax,
    CanBlockMore,
    CanBlockOnly,
    CantAttack,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByMoreThanOne,
    CantBeBlockedByPower,
    CantBeBlockedExceptBy,
    CantBeCountered,
    CantBlock,
    CantBlockOrBeBlocked,
    CantGainLife,
    CantPayCosts,
    CastAsThoughFlash,
    ControlEnchanted,
    CreatureAbilitiesCostLess,
    DoesntUntapItself,
    EnchantedCombatTax,
    EntersTapped,
    EntersTappedUnless,
    EntersWithCounters,
    Filter,
    GrantToControlled,
    HasActivatedAbilitiesOf,
    MustBeBlocked,
    NoMaximumHandSize,
    NoMoreThanAttack,
    NoMoreThanBlock,
    NotCreatureUnlessDevotion,
    OpponentsEnterTapped,
    PTDefinition,
    SpendOnlyOnX,
    Static,
)
from arbiter.mtg.sacrifice_protection import CantBeMadeToSacrifice
from arbiter.mtg.speed import SpeedBeyondMax
from arbiter.mtg.without_paying import CastFromHandWithoutPaying, PayRatherThanManaCost


def pt_definition(line: str) -> PTDefinition | None:
    """CR 604.3: "~'s power and toughness are each equal to [twice] the number of …" / "~'s power
    is equal to the number of …"."""
    m = re.fullmatch(r"~'s power and toughness are each equal to (twice )?the number of (.+)\.", line)
    if m:
        count = count_phrase(m.group(2), reads=IN_LAYERS)
        if count is None:
            return None
        count = replace(count, times=2 if m.group(1) else 1)
        return PTDefinition(count, count, line)
    m = re.fullmatch(
        r"~'s power is equal to the number of (.+) and its toughness is equal to that number plus (\d)\.", line
    )
    if m:
        count = count_phrase(m.group(1), reads=IN_LAYERS)
        return PTDefinition(count, replace(count, plus=int(m.group(2))), line) if count is not None else None
    m = re.fullmatch(r"~'s power is equal to the number of (.+)\.", line)
    if m:
        count = count_phrase(m.group(1), reads=IN_LAYERS)
        return PTDefinition(count, None, line) if count is not None else None
    return None


_SWAMP = SacrificeOne(Filter("a Swamp", subtypes=frozenset({"Swamp"}), controller="you"))
DROUGHT_SPELLS = AdditionalCostPerSymbol(_SWAMP, Color.BLACK, spells=True)
DROUGHT_ABILITIES = AdditionalCostPerSymbol(_SWAMP, Color.BLACK, spells=False)
ANGEL_OF_JUBILATION = CantPayCosts(True, Filter("creatures", frozenset({CardType.CREATURE})))
HAS_GRAVEYARD_CREATURES_ABILITIES = HasActivatedAbilitiesOf(
    Filter("creature cards in all graveyards", frozenset({CardType.CREATURE}), zone=Zone.GRAVEYARD)
)


# statics printed in exactly these words
# CR 604.1, 702.81a: Wrenn and Six's emblem — the graveyard's instants and sorceries have retrace
GRANTED_RETRACE = GraveyardCardsHave(
    "Instant and sorcery",
    frozenset({CardType.INSTANT, CardType.SORCERY}),
    GraveyardCast(RETRACE, (DiscardCards(1, what=LAND_CARD),), "Retrace"),
)

_FIXED: dict[str, Ability] = {
    GRANTED_RETRACE.text(): GRANTED_RETRACE,
    ANGEL_OF_JUBILATION.text(): ANGEL_OF_JUBILATION,
    CastFromHandWithoutPaying().text(): CastFromHandWithoutPaying(),  # CR 118.9
    "You have no maximum hand size.": NoMaximumHandSize(),
    DrawsTwoInstead().text(): DrawsTwoInstead(),  # CR 614.11
    EmptyLibraryDrawWins().text(): EmptyLibraryDrawWins(),  # CR 614.11, 104.2b
    EnergyTwiceInstead().text(): EnergyTwiceInstead(),  # CR 614.1a, 122.1
    SpeedBeyondMax().text(): SpeedBeyondMax(),  # CR 702.179d, 101.1 (Gomif)
    "Players have no maximum hand size.": NoMaximumHandSize(players=True),  # CR 402.2
    **{s.text(): s for s in (AdditionalLandPlays(1), AdditionalLandPlays(2), AdditionalLandPlays(1, True))},  # CR 305.2
    "Each player may play an additional land during each of their turns.": AdditionalLandPlays(1, True),
    "~ doesn't untap during your untap step.": DoesntUntapItself(),
    ChosenColorProtection().text(): ChosenColorProtection(),  # CR 702.16a, 614.12
    MayNotUntap().text(): MayNotUntap(),  # CR 502.3
    **untap_limit_statics(),  # CR 502.3: "Players can't untap more than one creature …"
    **{s.text(): s for s in (OneSpellEachTurn("Each player"), OneSpellEachTurn("You"))},  # CR 601.3
    OpponentsCantCastDuringYourTurn().text(): OpponentsCantCastDuringYourTurn(),  # CR 601.3
    "Artifacts and creatures your opponents control enter tapped.": OpponentsEnterTapped(
        frozenset({CardType.ARTIFACT, CardType.CREATURE}), "Artifacts and creatures"
    ),
    "Creatures your opponents control enter tapped.": OpponentsEnterTapped(frozenset({CardType.CREATURE}), "Creatures"),
    "Artifacts, creatures, and lands your opponents control enter tapped.": OpponentsEnterTapped(
        frozenset({CardType.ARTIFACT, CardType.CREATURE, CardType.LAND}), "Artifacts, creatures, and lands"
    ),  # CR 614.1d
    UntapsDuringOthersUntap().text(): UntapsDuringOthersUntap(),  # CR 502.3
    DamageCantBePrevented().text(): DamageCantBePrevented(),  # CR 615.12
    **fixed_outcome_statics(),  # CR 104.2b, 104.3, 704.5a
    "Your opponents can't gain life.": CantGainLife(),
    "You can't gain life.": CantGainLife("you"),
    "Players can't gain life.": CantGainLife("players"),  # CR 119.7
    "Players can't search libraries.": CantSearchLibraries(),  # CR 701.23, 101.2
    "Your opponents can't search libraries.": CantSearchLibraries("opponents"),
    SearchTopCardsInstead().text(): SearchTopCardsInstead(),  # CR 614.1a (Aven Mindcensor)
    "You have hexproof.": PlayerKeyword("hexproof"),  # CR 702.11c
    "You have shroud.": PlayerKeyword("shroud"),  # CR 702.18a
    "Skip your draw step.": SkipYourStep(),  # CR 614.1b, 614.10
    OpponentsSkipExtraTurns().text(): OpponentsSkipExtraTurns(),  # CR 614.10
    "~ enters tapped.": EntersTapped(),
    EntersPrepared().text(): EntersPrepared(),  # CR 614.1c, 722.3a
    BecomesDayAsEnters().text(): BecomesDayAsEnters(),  # CR 731.1
    "Play with the top card of your library revealed.": TopCardRevealed(),  # CR 401.2, 701.20a
    TopCardRevealed(players=True).text(): TopCardRevealed(players=True),  # (every player's)
    **{s.text(): s for s in (HandsRevealed(), HandsRevealed(opponents=True))},  # CR 400.2, 701.20a
    DamageNotRemoved().text(): DamageNotRemoved(),  # CR 514.2
    CantBeMadeToSacrifice().text(): CantBeMadeToSacrifice(),  # CR 101.2, 701.21a
    "You may play lands from the top of your library.": PlayLandsFromTop(),  # CR 305.1
    "You may look at the top card of your library any time.": LookAtTopAnyTime(),  # CR 401.2
    "You may play lands from your graveyard.": PlayLandsFromGraveyard(),  # CR 305.1
    HAS_GRAVEYARD_CREATURES_ABILITIES.text(): HAS_GRAVEYARD_CREATURES_ABILITIES,
    **{s.text(): s for s in (DROUGHT_SPELLS, DROUGHT_ABILITIES)},
    "If ~ is in your opening hand, you may begin the game with it on the battlefield.": BeginOnBattlefield(),
    "You may cast spells as though they had flash.": CastAsThoughFlash(),
    "~ can't be countered.": CantBeCountered(),
    **{x.text(): x for x in (SpendOnlyOnX(c) for c in "WUBRG")},  # CR 107.3a, 601.2h
    "~ can't block.": CantBlock(),
    "~ can't block and can't be blocked.": CantBlockOrBeBlocked(),
    "~ can't attack.": CantAttack(),
    "~ can't attack or block.": CantAttack(or_block=True),
    CantAttackPlayerAgain().text(): CantAttackPlayerAgain(),  # CR 508.1c
    "~ can't be blocked.": CantBeBlocked(),
    "~ can't be blocked by more than one creature.": CantBeBlockedByMoreThanOne(),
    "~ attacks each combat if able.": AttacksEachCombat(),
    "~ blocks each combat if able.": BlocksEachCombat(),
    "~ attacks or blocks each combat if able.": AttacksOrBlocksEachCombat(),  # CR 508.1d, 509.1c
    "Creatures can't attack you.": CreaturesCantAttackYou(),  # CR 508.1c
    AssignsOwnDamageByToughness().text(): AssignsOwnDamageByToughness(),  # CR 510.1a
    "~ must be blocked if able.": MustBeBlocked(),
    "All creatures able to block ~ do so.": AllMustBlock(),
    "~ can block any number of creatures.": CanBlockMore(None),
    "~ can block an additional creature each combat.": CanBlockMore(1),
}


def _enters_with_counters(m: re.Match[str], aura: bool) -> StaticResult:
    word = m.group(1)
    count: int | str = "kicked" if m.group(3) else "X" if word == "X" else NUMBERS[word]
    if m.group(3) and word not in ("a", "an"):
        return None
    if not plain_counter(m.group(2)):
        return None
    entering = EntersWithCounters(m.group(2), count)
    return entering if entering.text() == m.string else None


def _tapped_with_counters(m: re.Match[str], aura: bool) -> StaticResult:
    """CR 614.1c–d: "~ enters tapped with two charge counters on it." (a counter the engine runs:
    one with no rules meaning, or a stun counter, 122.1d)."""
    if not plain_counter(m.group(2)):
        return None
    entering = EntersTappedWithCounters(m.group(2), NUMBERS[m.group(1)])
    return entering if entering.text() == m.string else None


def _chosen_once(part: DiscardCards | ExileFromGraveyard) -> CostPart | None:
    """The part, if one object the player picks pays it (a card discarded at random isn't, 701.9b)."""
    return None if isinstance(part, DiscardCards) and part.at_random else part


def _additional_cost(m: re.Match[str], aura: bool) -> StaticResult:
    """CR 601.2f: "As an additional cost to cast ~, sacrifice a creature / discard a card / pay X
    life / exile a creature card from your graveyard."."""
    words = m.group(1)
    if words == "pay X life":
        return AdditionalCost(PayXLife())  # CR 601.2b, 119.4: X announced, then paid as life
    if " X " in words:
        several = x_objects_part(words)  # CR 107.3a, 601.2h: X announced, then X objects paid
        worded = AdditionalCost(several) if several is not None else None
        return worded if worded is not None and worded.text() == m.string else None
    part = cost_part(words[0].upper() + words[1:])
    # (one choice each, 601.2h)
    if isinstance(part, SacrificeOne) or (
        isinstance(part, DiscardCards | ExileFromGraveyard) and part.count == 1 and part == _chosen_once(part)
    ):
        extra = AdditionalCost(part)
        return extra if extra.text() == m.string else None
    options = cost_options(words)  # CR 601.2b: options announced; several parts all paid
    worded = AdditionalCost(options) if options is not None else None
    return worded if worded is not None and worded.text() == m.string else None


def _kicked_counters(m: re.Match[str], aura: bool) -> StaticResult:
    if not plain_counter(m.group(2)):
        return None
    kicked = EntersWithCounters(m.group(2), NUMBERS[m.group(1)], if_kicked=True, with_haste=bool(m.group(3)))
    return kicked if kicked.text() == m.string else None


_BASIC = r"(Plains|Island|Swamp|Mountain|Forest)"


def _enters_tapped_unless(m: re.Match[str], aura: bool) -> StaticResult:
    """CR 614.1d: "~ enters tapped unless <condition>."."""
    cond, line = m.group(1), m.string
    c = re.fullmatch(r"you control (two|three) or more basic lands", cond)
    if c:
        return EntersTappedUnless("basic lands", NUMBERS[c.group(1)], text_=line)
    c = re.fullmatch(r"you control (two|three) or (fewer|more) other lands", cond)
    if c:
        kind = "few other lands" if c.group(2) == "fewer" else "other lands"
        return EntersTappedUnless(kind, NUMBERS[c.group(1)], text_=line)
    c = re.fullmatch(r"a player has (\d+) or less life", cond)
    if c:
        return EntersTappedUnless("low life", int(c.group(1)), text_=line)
    c = re.fullmatch(r"you have (two) or more opponents", cond)
    if c:
        return EntersTappedUnless("opponents", 2, text_=line)
    c = re.fullmatch(rf"you control an? {_BASIC}(?: or an? {_BASIC})?", cond)
    if c:
        kinds = tuple(t for t in c.groups() if t)
        return EntersTappedUnless("land types", types=kinds, text_=line)
    return _enters_tapped_condition("unless", cond, line)


def _enters_tapped_condition(kind: str, cond: str, line: str) -> StaticResult:
    """CR 614.1d: "~ enters tapped unless <condition>." / "If <condition>, ~ enters tapped." for
    any condition the condition grammar reads, checked as it enters."""
    condition = parse_condition(cond)
    return EntersTappedUnless(kind, text_=line, condition=condition) if condition is not None else None


def _attached_grant(m: re.Match[str], aura: bool) -> StaticResult:
    if not (m.group(2) or m.group(4)):
        return PASS
    several = protections(m.group(4)) if m.group(4) else None
    kws = several or (tuple(m.group(4).split(" and ")) if m.group(4) else ())
    # CR 702.14a: a landwalk is a keyword an Aura or Equipment grants like any other
    if all(grantable(k) or LANDWALK.fullmatch(k) for k in kws):
        grant = AttachedGrant(m.group(1), int(m.group(2) or 0), int(m.group(3) or 0), kws)
        if several:  # CR 702.16g: "protection from black and from red" is two protection abilities
            return replace(grant, text_=m.string)
        if grant.text() == m.string:
            return grant
    return PASS


def _attack_tax(m: re.Match[str], aura: bool) -> StaticResult:
    tax = AttackTax(int(m.group(3)), planeswalkers=bool(m.group(2)), while_untapped=bool(m.group(1) != "C"))
    return tax if tax.text() == m.string else None


def _combat_tax_for_anyone(m: re.Match[str], aura: bool) -> StaticResult:
    """ "Creatures can't attack (block) unless their controller pays {N} for each attacking
    (blocking) creature they control." — a cost to attack or block whoever is attacked (CR 508.1h,
    509.1d); with X only as a rule made for a turn (War Tax, War Cadence: 611.2d)."""
    amount: int | str = m.group(2) if m.group(2) == "X" else int(m.group(2))
    tax = AttackTax(amount, attacking_you=False) if m.group(1) == "attack" else BlockTax(amount, while_attacking=False)
    return tax if tax.text() == m.string else None


def _attached_quoted(m: re.Match[str], aura: bool) -> StaticResult:
    """Granted activated and static abilities work through layer 6; granted triggered abilities
    don't trigger yet, so they stay unsupported."""
    from arbiter.cards.oracle.lines import parse_line  # (a quoted ability is a whole line: the grammar recurses)

    quoted = parse_line(m.group(2))
    if all(isinstance(a, ActivatedAbility | Static) for a in quoted):
        grant = AttachedGrant(m.group(1), granted=tuple(quoted))
        return grant if grant.text() == m.string else None
    return PASS


def _hand_size(m: re.Match[str], aura: bool) -> StaticResult:
    """CR 402.2: "Each opponent's maximum hand size is reduced by two.", "Your maximum hand size is eight."."""
    amount = NUMBERS.get(m.group(3)) if not m.group(3).isdigit() else int(m.group(3))
    if amount is None:
        return None
    rule = MaximumHandSize(m.group(2) or "set", amount, m.group(1) != "Your")
    return rule if rule.text() == m.string else None


def _group_activations(m: re.Match[str], aura: bool) -> StaticResult:
    """CR 602.5: "Activated abilities of artifacts can't be activated." (Null Rod) and its kin."""
    words = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE, "planeswalkers": CardType.PLANESWALKER,
             "lands": CardType.LAND}  # fmt: skip
    types = frozenset(words[w] for w in re.split(r", and |, | and ", m.group(1)))
    rule = GroupActivationsForbidden(types, bool(m.group(2)), bool(m.group(3)))
    return rule if rule.text() == m.string else None


def _your_turn_lock(m: re.Match[str], aura: bool) -> StaticResult:
    """CR 101.2, 601.3, 602.5: "During your turn, your opponents can't cast spells or activate
    abilities of artifacts, creatures, or enchantments." (Grand Abolisher) — mana abilities too."""
    words = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE, "enchantments": CardType.ENCHANTMENT}
    types = frozenset(words[w] for w in re.split(r", or |, | or ", m.group(1)))
    rule = GroupActivationsForbidden(types, opponents=True, your_turn_no_spells=True)
    return rule if rule.text() == m.string else None


def _attached_restriction(m: re.Match[str], aura: bool) -> StaticResult:
    rule = static_ability(f"~ {m.group(2)} {m.group(3)}", False)
    if isinstance(rule, Static) and not isinstance(rule, AttachedGrant | AttachedRestriction):
        restriction = AttachedRestriction(m.group(1), rule)
        return restriction if restriction.text() == m.string else None
    return PASS


def _devotion(m: re.Match[str], aura: bool) -> StaticResult:
    also = _COLORS[m.group(2)] if m.group(2) else None  # CR 700.5: devotion to two colors
    god = NotCreatureUnlessDevotion(_COLORS[m.group(1)], NUMBERS[m.group(3)], also)
    return god if god.text() == m.string else None


def _no_more_than(m: re.Match[str], aura: bool) -> StaticResult:
    if (m.group(1) == "one") != (" creature can" in m.string):
        return PASS
    n = SMALL_NUMBERS[m.group(1)]
    return NoMoreThanBlock(n) if m.group(2) == "block" else NoMoreThanAttack(n)


def _blocked_by(m: re.Match[str], aura: bool) -> StaticResult:
    f = creature_filter(m.group(1))
    return CantBeBlockedBy(f) if f else None


def _block_only(m: re.Match[str], aura: bool) -> StaticResult:
    f = creature_filter(m.group(1))
    return CanBlockOnly(f) if f else None


def _you_control_have(m: re.Match[str], aura: bool) -> StaticResult:
    if not grantable(m.group(3)):
        return PASS
    noun = m.group(2)
    listed = [w.strip().removeprefix("and ").rstrip("s").lower() for w in noun.split(",")]
    if noun == "Creatures":
        granted: Filter | None = Filter("creatures", types=frozenset({CardType.CREATURE}))
    elif all(w in _TYPE_WORDS for w in listed):  # "Artifacts", "Artifacts and enchantments" (card types)
        granted = Filter(noun.lower(), types=frozenset(_TYPE_WORDS[w] for w in listed))
    else:
        granted = creature_filter(noun[0].lower() + noun[1:])
    if granted is None:
        return PASS
    return GrantToControlled(grouped(granted, "you", bool(m.group(1))), (m.group(3),), text_=m.string)


def _other_noncolor(m: re.Match[str], aura: bool) -> StaticResult:
    noncolors = frozenset({_COLORS[m.group(2)]}) if m.group(2) else frozenset()
    f = Filter("creatures", types=frozenset({CardType.CREATURE}), noncolors=noncolors)
    return GrantToControlled(grouped(f, "you", others=True), (), int(m.group(3)), int(m.group(4)), text_=m.string)


def _other_subtype(m: re.Match[str], aura: bool) -> StaticResult:
    if not (m.group(4) is None or grantable(m.group(4)) or LANDWALK.fullmatch(m.group(4))):
        return PASS
    f = Filter(m.group(1) + "s", subtypes=frozenset({m.group(1)}))
    kws = (m.group(4),) if m.group(4) else ()
    return GrantToControlled(grouped(f, others=True), kws, int(m.group(2)), int(m.group(3)), text_=m.string)


def _aura_only(build: StaticBuilder) -> StaticBuilder:
    """A production for the text of an Aura only."""
    return lambda m, aura: build(m, aura) if aura else PASS


def _found(find: Callable[[str], Ability | None]) -> StaticBuilder:
    """A production from a function that finds the ability in the line or answers None."""

    def build(m: re.Match[str], aura: bool) -> StaticResult:
        found = find(m.string)
        return found if found is not None else PASS

    return build


StaticResult = Ability | None | Pass
StaticBuilder = Callable[[re.Match[str], bool], StaticResult]


def _rule(pattern: str, build: StaticBuilder) -> tuple[re.Pattern[str], StaticBuilder]:
    return re.compile(pattern), build


def _pay_rather(symbols: str) -> Ability | None:
    """CR 118.9: "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast."."""
    cost = ManaCost.parse(symbols)
    return PayRatherThanManaCost(cost) if cost is not None else None


STATICS: tuple[tuple[re.Pattern[str], StaticBuilder], ...] = (
    *COMBAT_STATICS,
    _rule(  # CR 118.9: an alternative cost for every spell its controller casts (Fist of Suns)
        r"You may pay ((?:\{[WUBRGC0-9]\})+) rather than pay the mana cost for spells you cast\.",
        lambda m, aura: _pay_rather(m.group(1)),
    ),
    _rule(  # CR 502.3, 122.1: the depletion lands
        r"~ doesn't untap during your untap step if it has an? ([a-z]+) counter on it\.",
        lambda m, aura: DoesntUntapItself(counter=m.group(1)),
    ),
    *ATTACK_STATICS,
    _rule(r"~ enters with .+ (?:if|for each|where X is) .+", _found(enters_with_counters)),  # CR 614.1c
    _rule(r"If .+, ~ enters with .+ counters? on it\.", _found(enters_with_counters)),  # CR 614.1c
    _rule(r".*ach .+ you control enters with an additional .+", _found(others_enter_with_counters)),  # 614.1c
    _rule(r"If one or more .*counters would be put on .+ instead\.", _found(counters_put_replaced)),  # 614.1a
    _rule(r"If an effect would put one or more .*counters on .+ instead\.", _found(counters_put_replaced)),  # 614.1a
    _rule(r"If an effect would create one or more tokens .+ instead\.", _found(tokens_created_replaced)),  # 614.1a
    _rule(r"If one or more tokens would be created .+ instead\.", _found(tokens_created_replaced)),  # 614.1a
    _rule(
        r"~ can't be the target of \w+ spells or abilities from \w+ sources\.", _found(untargetable_by_color)
    ),  # 115.1
    _rule(r"If (?:a|another) .*source.* would deal damage to .+ instead\.", _found(damage_changed)),  # 614.1a
    _rule(r"If damage would be dealt to ~, put that many .+ instead\.", _found(damage_to_counters)),  # 614.1a
    _rule(
        r"~ enters with (a|an|one|two|three|four|five|six|seven|X) ([a-z0-9/+-]+) counters? on it"
        r"( for each time it was kicked)?\.",
        _enters_with_counters,
    ),
    _rule(
        r"As an additional cost to cast ~, ((?:sacrifice|discard|pay|exile|return|tap) .+)\.",
        _additional_cost,
    ),
    _rule(r".+ cost(?:s)? \{(?:\d+|[WUBRGX])\} (?:more|less) to cast.*", _found(cost_change)),  # CR 601.2f
    _rule(r"You may cast .+ spells as though they had flash\.", _found(flash_for_kind)),  # CR 601.3, 702.8a
    _rule(r".+ spells(?: you control)? can't be countered\.", _found(spells_cant_be_countered)),  # 101.2
    _rule(r"(?:You|Your opponents) can't cast .+ spells\.", _found(cant_cast_kind)),  # CR 601.3
    _rule(
        r"You may (?:play lands and )?cast .*spells from the top of your library\..*", _found(cast_from_top)
    ),  # 601.3
    _rule(
        r"If ~ was kicked, it enters with (a|two|three|four|five) ([a-z0-9/+-]+) counters? on it( and with haste)?\.",
        _kicked_counters,
    ),
    _rule(
        r"~ can't attack unless defending player controls an? (Plains|Island|Swamp|Mountain|Forest)\.",
        lambda m, aura: CantAttackUnlessDefenderControls(m.group(1)),
    ),
    _rule(r"~ is (?:all colors|also an? .+)\.", _found(self_characteristics)),  # CR 604.3
    _rule(r"As long as .+, you can't lose the game and .+\.", _found(outcome_while)),  # CR 611.3a, 104.3
    _rule(r"~ enters tapped unless (.+)\.", _enters_tapped_unless),
    _rule(r"~ enters tapped with (a|an|two|three|four|five|six|seven) (\S+) counters? on it\.", _tapped_with_counters),
    _rule(r"If (.+), ~ enters tapped\.", lambda m, aura: _enters_tapped_condition("if", m.group(1), m.string)),
    _rule(
        r"All creatures able to block enchanted creature do so\.",
        _aura_only(lambda m, aura: AllMustBlock(enchanted=True)),
    ),
    _rule(r"Enchanted creature .+\. This effect doesn't remove .+", _found(sparing_protection)),  # 702.16n–p
    _rule(  # CR 115.1, 303.4: "your" is the Aura's controller
        re.escape(UNTARGETABLE_TEXT), _aura_only(lambda m, aura: EnchantedUntargetable())
    ),
    _rule(r"As long as (?:enchanted|equipped) .+, it .+", _found(attached_conditional)),  # CR 611.3a, 303.4
    _rule(r"(?:Enchanted|Equipped) creature .+ Otherwise, it .+", _found(attached_otherwise)),  # CR 611.3a
    _rule(r".+ (?:get|have) .+ as long as .+", _found(group_grant_as_long_as)),  # CR 611.3a
    # (lists, quoted abilities, "as long as", "During your turn, …")
    _rule(r"(?:During .+ turn, )?(?:Equipped|Enchanted|equipped|enchanted) .+", _found(attached_grant)),
    _rule(r'.+ (?:have|has) ".+', _found(group_grant)),
    _rule(r".+ have [a-z]+\.", _found(group_triggered_keyword)),  # CR 613.1f: "… have melee."
    _rule(r"(?:As long as .+, (?:~|it)|~) (?:gets|has) .+", _found(self_grant)),
    _rule(
        r"(Equipped|Enchanted) creature (?:gets ([+-]\d+)/([+-]\d+))?(?: and )?(?:has ([a-z ]+?|ward \{\d+\}))?\.",
        _attached_grant,
    ),
    _rule(
        r"Activated abilities of creatures you control cost \{(\d+)\} less to activate\. "
        r"This effect can't reduce the mana in that cost to less than one mana\.",
        lambda m, aura: CreatureAbilitiesCostLess(int(m.group(1))),
    ),
    _rule(
        r"(As long as ~ is untapped, c|C)reatures can't attack you( or planeswalkers you control)? unless their "
        r"controller pays \{(\d+)\} for each (?:creature they control that's attacking you|of those creatures)\.",
        _attack_tax,
    ),
    _rule(
        r"As long as ~ is attacking, creatures can't block unless their controller pays \{(\d+)\} for each of "
        r"those creatures\.",
        lambda m, aura: BlockTax(int(m.group(1))),
    ),
    _rule(
        r"Creatures can't (attack|block) unless their controller pays \{(X|\d+)\} for each (attacking|blocking) "
        r"creature they control\.",
        _combat_tax_for_anyone,
    ),
    _rule(r'(Enchanted|Equipped) creature has "(.+)"', _attached_quoted),
    _rule(r"(Your|Each opponent's) maximum hand size is (?:(reduced|increased) by )?([a-z]+|\d+)\.", _hand_size),
    _rule(
        r"Activated abilities of ((?:artifacts|creatures|planeswalkers|lands)(?:(?:, and |, | and )"
        r"(?:artifacts|creatures|planeswalkers|lands))*)( your opponents control)? can't be activated"
        r"( unless they're mana abilities)?\.",
        _group_activations,
    ),
    _rule(
        r"During your turn, your opponents can't cast spells or activate abilities of ((?:artifacts|creatures"
        r"|enchantments)(?:(?:, or |, | or )(?:artifacts|creatures|enchantments))*)\.",
        _your_turn_lock,
    ),
    _rule(
        r"(Enchanted|Equipped) creature doesn't untap during its controller's untap step\.",
        lambda m, aura: AttachedRestriction(m.group(1), DoesntUntapItself("its controller's")),
    ),
    _rule(r"(Enchanted|Equipped) creature (can.t|can|attacks|blocks|must) (.+)", _attached_restriction),
    _rule(
        r"(Enchanted|Equipped) creature's activated abilities can't be activated\.",
        lambda m, aura: AttachedRestriction(m.group(1), ActivationsForbidden()),
    ),  # CR 602.5: on the creature it's attached to, mana abilities included
    _rule(
        r"Enchanted permanent (can't attack or block, and its activated abilities can't be activated\.)",
        _aura_only(lambda m, aura: AttachedRestriction("Enchanted", CantAttackOrBlockNorActivate(), "permanent")),
    ),  # CR 303.4, 602.5: on whatever permanent the Aura enchants
    _rule(
        r"Enchanted permanent doesn't untap during its controller's untap step\.",
        _aura_only(
            lambda m, aura: AttachedRestriction("Enchanted", DoesntUntapItself("its controller's"), "permanent")
        ),
    ),  # CR 502.3
    _rule(
        r"As long as your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))? "
        r"is less than (three|four|five|six|seven), "
        r"~ isn't a creature\.",
        _devotion,
    ),
    _rule(
        r"You control enchanted (creature|permanent|land|artifact|planeswalker)\.",
        _aura_only(lambda m, aura: ControlEnchanted(m.group(1))),
    ),
    _rule(
        r"Enchanted creature can't attack( or block)? unless its controller pays \{(\d+)\}\.",
        _aura_only(lambda m, aura: EnchantedCombatTax(int(m.group(2)), block=bool(m.group(1)))),
    ),
    _rule(
        r"~ can't be blocked except by (two|three|four) or more creatures\.",
        lambda m, aura: CantBeBlockedExceptBy(SMALL_NUMBERS[m.group(1)]),
    ),
    _rule(r"No more than (one|two|three) creatures? can (block|attack) each combat\.", _no_more_than),
    _rule(r"~ can't be blocked by (.+)\.", _blocked_by),
    _rule(r"~ can block only (.+)\.", _block_only),
    _rule(  # CR 702.14c: a landwalk that doesn't stop blocks
        r"Creatures with ([a-z]+walk) can be blocked as though they didn't have \1\.",
        lambda m, aura: LandwalkIgnored(m.group(1)),
    ),
    _rule(
        r"Creatures with landwalk abilities can be blocked as though they didn't have those abilities\.",
        lambda m, aura: LandwalkIgnored(),
    ),
    _rule(r"(Other )?(.+?) you control (?:have|has) ([a-z ]+|ward \{\d+\})\.", _you_control_have),
    _rule(r".*", _found(group_static)),  # (before the plain anthem: "Attacking creatures you control …")
    _rule(r".*", _found(anthem)),
    _rule(r".*", _found(self_boost)),
    _rule(r".*as though it didn't have defender.*", lambda m, aura: despite_defender(m.string)),
    _rule(
        r"Creatures with power (less|greater) than ~'s power can't block it\.",
        lambda m, aura: CantBeBlockedByPower(less=m.group(1) == "less"),
    ),  # CR 509.1b
    _rule(r"Other (non(white|blue|black|red|green) )?creatures you control get \+(\d+)/\+(\d+)\.", _other_noncolor),
    _rule(r"Other ([A-Z][a-z]+) get \+(\d+)/\+(\d+)(?: and have ([a-z ]+|ward \{\d+\}))?\.", _other_subtype),
    _rule(r"(?:As long as .+|~ .+ (?:as long as|unless|if) .+)", _found(conditional_rules)),  # CR 611.3a
    _rule(r"Each creature .+ toughness rather than its power\.", _found(damage_by_toughness)),  # CR 510.1a
    _rule(
        r".+ (?:can't|can block|attacks? each|blocks? each|must be blocked|don't untap) .+", _found(group_rule)
    ),  # CR 604.2
    _rule(r".*", _found(zone_static)),
    _rule(r"(?:Prevent all|If) .+", _found(prevention_static)),  # CR 615
    _rule(r"All .*damage that would be dealt to .+ instead\.", _found(redirection_static)),  # CR 614.9
    _rule(r"If .+ would gain life, .+ instead\.", _found(life_gain_static)),  # CR 614.1a, 119.10
    _rule(r".*[Dd]amage that would reduce your life total .+ instead\.", _found(life_floor)),  # CR 614.1a
    _rule(r".+ entering.* don't cause abilities to trigger\.", _found(entering_doesnt_trigger)),  # CR 603.2
    _rule(r"If .+ (?:entering|dying).* triggers an additional time\.", _found(entering_triggers_again)),  # CR 603.2d
    _rule(r"Room abilities of .+ an additional time\.", _found(room_abilities_again)),  # CR 603.2d, 309.4c
)


def static_ability(line: str, aura: bool) -> Ability | None:
    """A static ability line (CR 604), or None. The productions of :data:`STATICS` are tried in
    order; the first that answers wins."""
    cda = pt_definition(line) or defined_pt(line)
    if cda is not None:
        return cda
    layered = layer_static(line) or counter_prohibition(line)
    if layered is not None:
        return layered
    if line in _FIXED:
        return _FIXED[line]
    for pattern, build in STATICS:
        m = pattern.fullmatch(line)
        if m is None:
            continue
        result = build(m, aura)
        if result is not PASS:
            return result
    return None
