"""The Oracle compiler: Oracle text → the ability model (``arbiter.mtg.model``).

A hand-written parser over normalised text (decisions.md §9 says why not a grammar toolkit).
Every line of a card's text becomes abilities, or an explicit :class:`Unsupported` node holding
the words the engine cannot run yet; such a card can't be played. Keywords the engine does not
enforce are Unsupported too: a card never pretends.

Normalisation (also used by the round-trip check): reminder text is removed, the card's own
name (and a legend's short name) and "this creature"/"this artifact"/… become ``~``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from arbiter.cards.amounts import counted
from arbiter.cards.conditions import parse_condition
from arbiter.cards.keyword_abilities import keyword_abilities
from arbiter.cards.keyword_actions import keyword_action
from arbiter.cards.nouns import (
    ADJECTIVES,
    PLURAL_SUBTYPES,
    count_phrase,
    creature_filter,
    creatures_noun,
    each_phrase,
    permanents_noun,
)
from arbiter.cards.nouns import (
    COLORS as _COLORS,
)
from arbiter.cards.nouns import (
    TYPE_WORDS as _TYPE_WORDS,
)
from arbiter.cards.records import CardRecord
from arbiter.cards.target_phrases import TARGET_NOUNS, singular_noun, target_spec
from arbiter.cards.target_phrases import TARGET_PHRASE as _TGT  # (short: it is in most sentence patterns)
from arbiter.cards.trigger_grammar import modal_triggered, triggered
from arbiter.mtg.amounts import Counted
from arbiter.mtg.attack_rules import AttackDespiteDefenderThisTurn, AttacksDespiteDefender
from arbiter.mtg.conditions import Condition, SourceIs, YourTurn
from arbiter.mtg.cost_parts import (
    CostPart,
    CrewTap,
    DiscardCards,
    DiscardThis,
    ExileFromGraveyard,
    ExileThis,
    ExileThisFromGraveyard,
    Loyalty,
    PayLife,
    PayMana,
    PermanentChoice,
    PutCounters,
    RemoveCounters,
    RemoveCountersAndSacrifice,
    ReturnOne,
    SacrificeOne,
    SacrificeThis,
    TapThis,
    TapUntapped,
    UntapThis,
)
from arbiter.mtg.damage_effects import DealDamageTwice, DealsDamageEqualToPower
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.keyword_effects import (
    AtNextEndStep,
    Connive,
    ExileIfDiesThisTurn,
    ProtectionOfChosenColor,
    PutIntoLibrary,
    ReturnDeadSourceToHand,
    SwitchPT,
    TapOrUntap,
    UntapUpTo,
)
from arbiter.mtg.life_effects import GainLifeLostThisWay
from arbiter.mtg.mana import POOL_ORDER, ManaCost
from arbiter.mtg.model import (
    ANY_TARGET,
    BASIC_LAND_MANA,
    Ability,
    ActivatedAbility,
    AdditionalCost,
    AddMana,
    AddManaOfChoice,
    AllMustBlock,
    And,
    AsTurnedFaceUp,
    AttachedGrant,
    AttachedRestriction,
    AttachThis,
    AttacksEachCombat,
    AttackTax,
    BasePTUntilEOT,
    BecomeArtifactCreature,
    BecomeColor,
    BecomeUntilEOT,
    BeginOnBattlefield,
    BlocksEachCombat,
    BlockTax,
    Bolster,
    CanBlockMore,
    CanBlockOnly,
    CantAttack,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByMoreThanOne,
    CantBeBlockedByPower,
    CantBeBlockedExceptBy,
    CantBeBlockedThisTurn,
    CantBeCountered,
    CantBlock,
    CantBlockOrBeBlocked,
    CantBlockThisTurn,
    CantGainLife,
    CardDef,
    CastAsThoughFlash,
    CastFromGraveyardFree,
    CombatTaxThisTurn,
    ControlEnchanted,
    ControllerSacrificesThisThenDraws,
    CounterIt,
    CounterUnlessPays,
    CreateEmblem,
    CreatePredefinedToken,
    CreateToken,
    CreatureAbilitiesCostLess,
    CreatureFilter,
    DamageEach,
    DamageEachOpponent,
    DealDamage,
    DealDividedDamage,
    DelayedDamageUnlessPaid,
    DelayedReturn,
    Destroy,
    DestroyAll,
    Dig,
    DiscardChosen,
    DoesntUntap,
    DoesntUntapItself,
    Draw,
    DrawForEachTapped,
    DrawNextUpkeep,
    EachDiscardsHandThenDraws,
    EachOpponentLoses,
    Effect,
    EnchantedCombatTax,
    EndTheTurn,
    EntersTapped,
    EntersTappedUnless,
    EntersWithCounters,
    Entwine,
    ExertAsItAttacks,
    ExileGraveyard,
    ExileIt,
    ExileTopCards,
    ExileUntilLeaves,
    Explore,
    FaceUnsupported,
    FightEachOther,
    Flashback,
    FlashThisTurn,
    FlipThis,
    GainControl,
    GainControlUntilEOT,
    GainKeywordUntilEOT,
    GainLife,
    GameOver,
    GrantToControlled,
    HasGraveyardCreaturesAbilities,
    IfDiscardedWas,
    IfSacrificedWas,
    ItsControllerMaySearchBasicLand,
    Keyword,
    Kicker,
    LevelBand,
    LoseAllAbilities,
    LoseLife,
    MayCostThen,
    MayDo,
    MayPayThen,
    MayPlayExiled,
    Mill,
    ModifyPT,
    Morph,
    MustBeBlocked,
    NoLifeOrCreatureSacrificeCosts,
    NoMaximumHandSize,
    NoMinusCounters,
    NoMoreThanAttack,
    NoMoreThanBlock,
    NoPoison,
    NotCreatureUnlessDevotion,
    Offering,
    OpponentsCreaturesLose,
    OpponentsEnterTapped,
    PlayersDiscard,
    PlayersSacrifice,
    PreventAllCombatDamage,
    PreventNext,
    Proliferate,
    PTDefinition,
    PumpAll,
    PumpAndGrant,
    PumpYours,
    PutCardsFromHand,
    PutCountersOn,
    PutCountersOnEach,
    PutFromHand,
    RampageBonus,
    Ref,
    Regenerate,
    RemoveAllCounters,
    RemoveFromCombat,
    ReturnFromGraveyard,
    ReturnItToYourHand,
    ReturnOwnPermanent,
    ReturnToHand,
    ReturnWithCounter,
    RevealHandChooseDiscard,
    SacrificeIt,
    SacrificeSwampPerBlack,
    SacrificeThisUnlessPay,
    Scry,
    SearchCreatureBySacrificedValue,
    SearchLibrary,
    SearchToHand,
    ShuffleGraveyardIn,
    SpellAbility,
    Static,
    Suspend,
    TapBoth,
    TapIt,
    TapOrUntapAll,
    TargetQuality,
    TargetSpec,
    ThatPlayerMaySacrifice,
    Then,
    TriggeredAbility,
    TuckSelfAndBlocked,
    Unsupported,
    UntapIt,
    mana_ability,
    render_lines,
)
from arbiter.mtg.monarch import BecomeMonarch
from arbiter.mtg.spell_copies import CopySpell

# Keywords the engine enforces today (CR 702). Others compile to Unsupported until they are.
ENGINE_KEYWORDS = frozenset(
    {
        "flying", "reach", "haste", "vigilance", "defender", "trample", "deathtouch", "lifelink",
        "first strike", "double strike", "indestructible", "hexproof", "shroud", "flash",
        "menace", "fear", "intimidate", "skulk", "horsemanship", "shadow", "devoid", "changeling", "prowess", "provoke",
        "extort", "exalted", "infect", "wither", "flanking", "convoke", "improvise", "delve", "aftermath",
        "split second", "rebound",
        "protection from white", "protection from blue", "protection from black", "protection from red",
        "protection from green", "protection from artifacts", "protection from creatures",
        "protection from enchantments", "protection from everything", "protection from multicolored",
        "protection from monocolored",
    }
)  # fmt: skip

_SELF = re.compile(
    r"\b[Tt]his (?:creature|artifact|enchantment|land|planeswalker|permanent|spell|card|Aura|Equipment|"
    r"Vehicle|battle|token|Saga|Class|Case|Room|Siege|Spacecraft|Planet)\b"
)
_REMINDER = re.compile(r"\s*\([^()]*\)")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host")


def self_names(name: str, type_line: str) -> list[str]:
    names = [name]
    if "Legendary" in type_line and ", " in name:
        names.append(name.split(", ")[0])
    if "Legendary" in type_line and " of " in name and ", " not in name:
        names.append(name.split(" of ")[0])
    if "Planeswalker" in type_line and " " in name and ", " not in name:
        names.append(name.split(" ")[0])  # "Ajani Vengeant" is called "Ajani" in its text
    return sorted(set(names), key=len, reverse=True)


# CR 207.2c: ability words have no rules meaning; the compiler reads the ability without them.
ABILITY_WORDS = frozenset(
    [
        "adamant",
        "addendum",
        "alliance",
        "battalion",
        "bloodrush",
        "celebration",
        "channel",
        "chroma",
        "cohort",
        "constellation",
        "converge",
        "council's_dilemma",
        "coven",
        "delirium",
        "descend_4",
        "descend_8",
        "disappear",
        "domain",
        "eerie",
        "eminence",
        "enrage",
        "fateful_hour",
        "fathomless_descent",
        "ferocious",
        "flurry",
        "formidable",
        "grandeur",
        "hellbent",
        "heroic",
        "imprint",
        "infusion",
        "inspired",
        "join_forces",
        "kinship",
        "landfall",
        "lieutenant",
        "magecraft",
        "metalcraft",
        "morbid",
        "opus",
        "pack_tactics",
        "paradox",
        "parley",
        "radiance",
        "raid",
        "rally",
        "renew",
        "repartee",
        "revolt",
        "secret_council",
        "spell_mastery",
        "strive",
        "survival",
        "sweep",
        "tempting_offer",
        "threshold",
        "undergrowth",
        "valiant",
        "vivid",
        "void",
        "will_of_the_council",
    ]
)
_ABILITY_WORD = re.compile(r"^([A-Z][A-Za-z'’ ]*?(?: \d+)?) — ")


def _strip_ability_word(line: str) -> str:
    m = _ABILITY_WORD.match(line)
    if m and m.group(1).lower().replace("’", "'").replace(" ", "_") in ABILITY_WORDS:
        return line[m.end() :]
    return line


def normalise(text: str, names: list[str]) -> str:
    """Reminder text and ability words (CR 207.2c) removed, self-references as ``~``,
    whitespace tidied."""
    text = _REMINDER.sub("", text)
    for n in names:
        text = re.sub(rf"(?<![\w-]){re.escape(n)}(?![\w-])", "~", text)
    text = _SELF.sub("~", text)
    # the current Oracle wording (2024): "enters" for "enters the battlefield" of a permanent itself
    text = re.sub(r"~ enters the battlefield\b", "~ enters", text)
    lines = [_strip_ability_word(re.sub(r"\s+", " ", line).strip()) for line in text.split("\n")]
    return "\n".join(line for line in lines if line)


def parse_type_line(type_line: str) -> tuple[tuple[str, ...], frozenset[CardType], tuple[str, ...], list[str]]:
    left, _, right = type_line.partition(" — ")
    supertypes: list[str] = []
    types: set[CardType] = set()
    unknown: list[str] = []
    for word in left.split():
        if word in SUPERTYPES:
            supertypes.append(word)
        elif word.lower() in _TYPE_WORDS:
            types.add(_TYPE_WORDS[word.lower()])
        elif word == "Tribal":
            types.add(CardType.KINDRED)
        else:
            unknown.append(word)
    return tuple(supertypes), frozenset(types), tuple(right.split()), unknown


CAST_FACES = ("split", "aftermath", "adventure", "modal_dfc")  # layouts whose faces are cast (709, 712, 715)


def compile_record(record: CardRecord, face: str | None = None) -> CardDef:
    """Compile a card (the named face of a multi-face card, else its front face)."""
    named_face = bool(face) and any(f.name.casefold() == (face or "").casefold() for f in record.faces)
    if record.layout in CAST_FACES and len(record.faces) == 2 and not named_face:
        return _compile_faces(record)
    rec = record
    if record.faces:
        chosen = [f for f in record.faces if face and f.name.casefold() == face.casefold()]
        rec = chosen[0] if chosen else record.faces[0]
        if rec.name == record.name.split(" // ")[0] and not chosen:
            rec = record.faces[0]
    name = rec.name if record.faces else record.name
    supertypes, types, subtypes, unknown_types = parse_type_line(rec.type_line)
    abilities: list[Ability] = []
    flipped = record.layout == "flip" and rec is not record.faces[0] if record.faces else False
    if record.layout not in ("normal", "leveler", "flip", *CAST_FACES) and not flipped:
        # faces of split, flip, double-faced and adventure cards compile, but the engine doesn't
        # run the rules that tie the faces together yet (CR 708–715)
        abilities.append(Unsupported(f"the {record.layout} card layout"))
    if unknown_types:
        abilities.append(Unsupported(f"type {' '.join(unknown_types)}"))
    try:
        # CR 710.1c: a flipped permanent keeps its mana cost and color
        cost = ManaCost.parse(record.faces[0].mana_cost if flipped else rec.mana_cost)
    except ValueError:
        cost = None
        abilities.append(Unsupported(f"mana cost {rec.mana_cost}"))
    if cost is not None and not all(_payable_symbol(o) for o in cost.other):
        abilities.append(Unsupported(f"mana cost {cost.text}"))
    power = _stat(rec.power, "power", abilities)
    toughness = _stat(rec.toughness, "toughness", abilities)
    loyalty = _stat(rec.loyalty, "loyalty", abilities)
    if CardType.LAND in types:
        for sub in subtypes:
            if sub in BASIC_LAND_MANA:
                abilities.append(mana_ability(BASIC_LAND_MANA[sub], intrinsic=True))  # CR 305.6
    text = normalise(rec.oracle_text, self_names(name, rec.type_line))
    is_spell = bool(types & {CardType.INSTANT, CardType.SORCERY})
    if is_spell and text:
        abilities.extend(_spell(text))
    elif text:
        aura = "Aura" in subtypes
        lines = text.split("\n")
        i = 0
        while i < len(lines):
            line = lines[i]
            if aura and line in _ENCHANT:
                abilities.append(SpellAbility((), (_ENCHANT[line],)))  # CR 303.4a
                i += 1
                continue
            m = re.fullmatch(r"LEVEL (\d+)(?:-(\d+)|\+)", line)
            if m and i + 1 < len(lines) and re.fullmatch(r"\d+/\d+", lines[i + 1]):
                # CR 711.2: a level symbol, its power/toughness box and the abilities in its striation
                j = i + 2
                band_abilities: list[Ability] = []
                while j < len(lines) and not lines[j].startswith("LEVEL "):
                    band_abilities.extend(parse_line(lines[j]))
                    j += 1
                p, t = (int(v) for v in lines[i + 1].split("/"))
                high = int(m.group(2)) if m.group(2) else None
                abilities.append(LevelBand(int(m.group(1)), high, p, t, tuple(band_abilities)))
                abilities.extend(a for a in band_abilities if isinstance(a, Unsupported))
                if any(isinstance(a, ActivatedAbility) and a.is_mana for a in band_abilities):
                    abilities.append(Unsupported("a mana ability gained at a level"))
                i = j
                continue
            m = re.fullmatch(r"(When ~ enters(?: the battlefield)?|When ~ dies|Whenever ~ attacks), choose one —", line)
            if m:
                bullets, j = _bullets(lines, i + 1)
                modal_trigger = modal_triggered(m.group(1), bullets)
                if modal_trigger is not None:
                    abilities.append(modal_trigger)
                    i = j
                    continue
            m = re.fullmatch(r"(.+?): Choose one\.( Activate only once each turn\.)?", line)
            if m:
                bullets, j = _bullets(lines, i + 1)
                modal = _modal_activated(m.group(1), bool(m.group(2)), bullets)
                if modal is not None:
                    abilities.append(modal)
                    i = j
                    continue
            abilities.extend(parse_line(line, aura))
            i += 1
    _check_star(rec, abilities)
    colors = frozenset(Color(c) for c in (record.colors if flipped else rec.colors) if c in "WUBRG")
    flip_face = None
    if record.layout == "flip" and not flipped and len(record.faces) > 1:
        flip_face = compile_record(record, face=record.faces[1].name)  # CR 710.1b
        abilities.extend(a for a in flip_face.abilities if isinstance(a, Unsupported))
    return CardDef(
        name,
        cost,
        types,
        subtypes=subtypes,
        supertypes=supertypes,
        colors=colors,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        abilities=tuple(abilities),
        oracle_text=rec.oracle_text,
        flip_face=flip_face,
    )


def _bullets(lines: list[str], start: int) -> tuple[list[str], int]:
    """The "• mode" lines from ``start`` on, and the index of the first line after them."""
    j = start
    while j < len(lines) and lines[j].startswith("• "):
        j += 1
    return lines[start:j], j


def _compile_faces(record: CardRecord) -> CardDef:
    """A card whose faces are cast (CR 709.3, 712.11, 715.3): each face compiles on its own. A
    split card has the two halves' characteristics combined in every zone but the stack (709.4);
    an adventurer card and a modal double-faced card have their main / front face's (715.4,
    712.8)."""
    first, second = (compile_record(record, face=f.name) for f in record.faces)
    hidden = tuple(FaceUnsupported(a.words) for f in (first, second) for a in f.abilities if isinstance(a, Unsupported))
    if record.layout in ("split", "aftermath"):
        costs = [f.mana_cost for f in (first, second) if f.mana_cost is not None]
        cost = None
        if costs:
            cost = ManaCost(
                sum(c.generic for c in costs),
                tuple(sum(c.colored[i] for c in costs) for i in range(len(costs[0].colored))),
                sum(c.x for c in costs),
                tuple(o for c in costs for o in c.other),
                " // ".join(c.text for c in costs),
            )  # CR 709.4b: the combined mana cost (its mana value is the total)
        return CardDef(
            record.name,
            cost,
            first.types | second.types,
            subtypes=tuple(dict.fromkeys((*first.subtypes, *second.subtypes))),
            supertypes=tuple(dict.fromkeys((*first.supertypes, *second.supertypes))),
            colors=first.colors | second.colors,
            abilities=hidden,
            oracle_text=record.oracle_text,
            faces=(first, second),
            layout=record.layout,
        )
    return replace(first, abilities=(*first.abilities, *hidden), faces=(second,), layout=record.layout)


def _payable_symbol(symbol: str) -> bool:
    """Hybrid, monocolored hybrid and Phyrexian symbols the engine can pay (CR 107.4e–f)."""
    parts = symbol.split("/")
    return len(parts) == 2 and all(p in "WUBRGCP" or p.isdigit() for p in parts)


def _stat(value: str | None, what: str, abilities: list[Ability]) -> int | None:
    if value is None or re.fullmatch(r"(\d\+)?\*", value):
        return None  # "*", "1+*": a characteristic-defining ability says (checked once the text is read)
    if re.fullmatch(r"-?\d+", value):
        return int(value)
    abilities.append(Unsupported(f"{what} {value}"))
    return None


def _check_star(rec: CardRecord, abilities: list[Ability]) -> None:
    """CR 604.3: a "*" power or toughness needs the ability that defines it."""
    cda = next((a for a in abilities if isinstance(a, PTDefinition)), None)
    star_t = rec.toughness is not None and "*" in rec.toughness
    if rec.power == "*" and cda is None:
        abilities.append(Unsupported("power *"))
    if star_t and (cda is None or cda.toughness is None):
        abilities.append(Unsupported(f"toughness {rec.toughness}"))
    if cda is None:
        return
    plus = cda.toughness.plus if cda.toughness is not None else 0
    printed = f"{plus}+*" if plus else "*"
    if (
        rec.power != "*"
        or (cda.toughness is not None and rec.toughness != printed)
        or (cda.toughness is None and star_t)
    ):
        abilities.append(Unsupported(cda.text_))  # the printed values don't match the ability


def _pt_definition(line: str) -> PTDefinition | None:
    """CR 604.3: "~'s power and toughness are each equal to [twice] the number of …" / "~'s power
    is equal to the number of …"."""
    m = re.fullmatch(r"~'s power and toughness are each equal to (twice )?the number of (.+)\.", line)
    if m:
        count = count_phrase(m.group(2))
        if count is None:
            return None
        count = replace(count, times=2 if m.group(1) else 1)
        return PTDefinition(count, count, line)
    m = re.fullmatch(
        r"~'s power is equal to the number of (.+) and its toughness is equal to that number plus (\d)\.", line
    )
    if m:
        count = count_phrase(m.group(1))
        return PTDefinition(count, replace(count, plus=int(m.group(2))), line) if count is not None else None
    m = re.fullmatch(r"~'s power is equal to the number of (.+)\.", line)
    if m:
        count = count_phrase(m.group(1))
        return PTDefinition(count, None, line) if count is not None else None
    return None


# -- lines ---------------------------------------------------------------------------------------


def parse_line(line: str, aura: bool = False) -> list[Ability]:
    if line in ("Persist", "Undying"):
        # CR 702.79a / 702.93a: "When this permanent is put into a graveyard from the battlefield, if
        # it had no -1/-1 (+1/+1) counters on it, return it … with a -1/-1 (+1/+1) counter on it."
        kind = "-1/-1" if line == "Persist" else "+1/+1"
        back = (ReturnWithCounter(kind),)
        condition = f"it had no {kind} counters on it"
        return [TriggeredAbility("to graveyard from battlefield", back, (), condition, keyword_text=line)]
    expanded = keyword_abilities(line)
    if expanded is not None:
        return expanded
    keywords = _keywords(line)
    if keywords is not None:
        return keywords
    static = _static(line, aura)
    if static is not None:
        return [static]
    loyalty = _loyalty(line)
    if loyalty is not None:
        return [loyalty]
    trig = triggered(line)
    if trig is not None:
        return [trig]
    m = re.fullmatch(r"You may exert ~ as it attacks\.(?: When you do, (.+))?", line)
    if m:
        # CR 701.43d: an optional cost to attack, and the "when you do" ability linked to it
        if m.group(1) is None:
            return [ExertAsItAttacks()]
        body = m.group(1)
        parsed = _effects(body[0].upper() + body[1:], it="self")
        if parsed is not None:
            linked = TriggeredAbility("exerted", tuple(parsed[0]), tuple(parsed[1]), None, "When you do", joined=True)
            return [ExertAsItAttacks(), linked]
    m = re.fullmatch(r"Boast — ([^:]+): (.+)", line)
    if m:
        # CR 702.142a: "[Cost]: [Effect]. Activate only if this creature attacked this turn and only
        # once each turn."
        base = _activated(m.group(1), m.group(2))
        if base is None or base.once_each_turn or base.only_if is not None or base.modes or base.is_mana:
            return [Unsupported(line)]
        attacked = SourceIs("this creature attacked this turn", "attacked this turn")
        return [replace(base, once_each_turn=True, only_if=attacked, boast=True)]
    m = re.fullmatch(r"Equip ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is not None and not cost.other and not cost.x:
            # CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
            spec = TargetSpec("creature you control", frozenset({CardType.CREATURE}), controller="you")
            return [
                ActivatedAbility(
                    (PayMana(cost),), (AttachThis(Ref("target", 0)),), (spec,), sorcery_speed=True, keyword_text=line
                )
            ]
    m = re.fullmatch(r"Level up ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is not None and not cost.other and not cost.x:
            # CR 702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
            return [
                ActivatedAbility(
                    (PayMana(cost),), (PutCountersOn("level", 1, Ref("this")),), sorcery_speed=True, keyword_text=line
                )
            ]
    m = re.fullmatch(r"Cycling ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is not None and not cost.other and not cost.x:
            # CR 702.29a: "[Cost], Discard this card: Draw a card." — from the hand
            return [
                ActivatedAbility(
                    (PayMana(cost), DiscardThis()), (Draw(1, Ref("you")),), keyword_text=line, from_hand=True
                )
            ]
    m = re.fullmatch(r"(Basic land|Plains|Island|Swamp|Mountain|Forest|Desert)cycling ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is not None and not cost.other and not cost.x:
            # CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library
            # for a [type] card, reveal it, put it into your hand, then shuffle."
            kind = m.group(1)
            if kind == "Basic land":
                search = SearchLibrary(
                    1, False, "basic land", frozenset({CardType.LAND}), basic=True, reveal="reveal it, "
                )
            else:
                search = SearchLibrary(1, False, kind, subtypes=frozenset({kind}), reveal="reveal it, ")
            return [ActivatedAbility((PayMana(cost), DiscardThis()), (search,), keyword_text=line, from_hand=True)]
    m = re.fullmatch(r"Soulshift (\d+)", line)
    if m:
        # CR 702.46a: "When this permanent is put into a graveyard from the battlefield, you may
        # return target Spirit card with mana value N or less from your graveyard to your hand."
        n = int(m.group(1))
        spec = TargetSpec(
            f"Spirit card with mana value {n} or less from your graveyard",
            controller="you",
            zone=Zone.GRAVEYARD,
            quality=TargetQuality(max_value=n, subtype="Spirit"),
        )
        shift: tuple[Effect, ...] = (MayDo(ReturnFromGraveyard(Ref("target", 0))),)
        return [TriggeredAbility("to graveyard from battlefield", shift, (spec,), keyword_text=line)]
    m = re.fullmatch(r"Echo ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is not None and not cost.other and not cost.x:
            # CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control
            # since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
            pay = (SacrificeThisUnlessPay(cost, "this permanent"),)
            return [TriggeredAbility("upkeep", pay, (), "echo", keyword_text=line)]
    m = re.fullmatch(r"Crew (\d+)", line)
    if m:
        # CR 702.122a: "Tap any number of other untapped creatures you control with total power N
        # or greater: This permanent becomes an artifact creature until end of turn."
        return [ActivatedAbility((CrewTap(int(m.group(1))),), (BecomeArtifactCreature(),), keyword_text=line)]
    m = re.fullmatch(r"(Bushido|Rampage) (\d+)", line)
    if m:
        n = int(m.group(2))
        if m.group(1) == "Bushido":
            # CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
            pump = (ModifyPT(n, n, Ref("this")),)
            return [
                TriggeredAbility("blocks", pump, keyword_text=line),
                TriggeredAbility("becomes blocked", pump, keyword_text=""),
            ]
        # CR 702.23a: "… it gets +N/+N until end of turn for each creature blocking it beyond the first."
        return [TriggeredAbility("becomes blocked", (RampageBonus(n),), keyword_text=line)]
    m = re.fullmatch(r"Flashback ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is not None and not cost.other and not cost.x:
            return [Flashback(cost)]  # CR 702.34a
    m = re.fullmatch(r"(Morph|Megamorph) ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is not None and not cost.other and not cost.x:
            return [Morph(cost, m.group(1) == "Megamorph")]  # CR 702.37a–b
    m = re.fullmatch(r"Suspend (\d+)\u2014((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is not None and not cost.other and not cost.x:
            return [Suspend(int(m.group(1)), cost)]  # CR 702.62a
    m = re.fullmatch(r"As ~ is turned face up, put (a|two|three|four|five|six) (\+1/\+1) counters? on it\.", line)
    if m:
        return [AsTurnedFaceUp(m.group(2), _NUMBERS[m.group(1)])]  # CR 708.11
    m = re.fullmatch(r"Entwine ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is not None and not cost.other and not cost.x:
            return [Entwine(cost)]  # CR 702.42a
    m = re.fullmatch(r"([A-Z][a-z]+) offering", line)
    if m:
        return [Offering(m.group(1))]  # CR 702.48a
    m = re.fullmatch(r"(Kicker|Multikicker) ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is not None and not cost.other and not cost.x:
            return [Kicker(cost, m.group(1) == "Multikicker")]
    m = re.fullmatch(r"(?P<cost>[^:\"]+?): (?P<effect>.+)", line)
    if m:
        ability = _activated(m.group("cost"), m.group("effect"))
        if ability is not None:
            return [ability]
    return [Unsupported(line)]


_LANDWALK = re.compile(
    r"(?:snow )?(?:plains|island|swamp|mountain|forest|desert|land|legendary land|nonbasic land)walk"
)


def _keywords(line: str) -> list[Ability] | None:
    separator = "; " if "; " in line else ", "
    parts = [p.strip() for p in re.split(r"[,;] ", line)]
    out: list[Ability] = []
    for i, part in enumerate(parts):
        word = part.lower()
        known = word in ENGINE_KEYWORDS
        recognised = known or word in _OTHER_KEYWORDS or bool(_LANDWALK.fullmatch(word))
        recognised = recognised or word.startswith(("protection from ", "ward ", "toxic ", "affinity for "))
        if not recognised:
            return None
        ward = re.fullmatch(r"ward \{\d+\}", word) is not None
        ward = ward or re.fullmatch(r"toxic \d+", word) is not None  # CR 702.164: run by combat damage
        ward = ward or re.fullmatch(r"Affinity for (artifacts|[A-Z][a-z]+)", part) is not None  # CR 702.41a
        if ward and part.startswith("Affinity"):
            word = "affinity for " + part.split(" ", 2)[2]
        if known or ward or (_LANDWALK.fullmatch(word) and not word.startswith("desert")):
            out.append(Keyword(word, joined=i > 0, separator=separator))
        else:
            out.append(Unsupported(part))
    return out


_OTHER_KEYWORDS = frozenset(
    {
        "convoke", "delve", "wither", "infect", "exalted", "flanking", "persist", "undying", "unblockable",
        "banding", "phasing", "storm", "cascade", "rebound", "split second", "undaunted",
        "riot", "ascend", "mentor", "afflict", "fabricate", "toxic", "decayed", "training", "myriad",
    }
)  # fmt: skip


def _activated(cost_text: str, effect_text: str) -> ActivatedAbility | None:
    costs: list[CostPart] = []
    for part in cost_text.split(", "):
        cost_part = _cost_part(part)
        if cost_part is not None:
            costs.append(cost_part)
        elif part == "{T}":
            costs.append(TapThis())
        elif re.fullmatch(r"(\{[^}]+\})+", part):
            cost = ManaCost.parse(part)
            if cost is None or cost.x > 1 or not all(_payable_symbol(o) for o in cost.other):
                return None
            costs.append(PayMana(cost))
        else:
            return None
    your_turn = effect_text.endswith(" Activate only during your turn.")
    effect_text = effect_text.removesuffix(" Activate only during your turn.")
    min_counters = None
    m = re.fullmatch(r"(.+) Activate only if there are (one|two|three|four|five|six|seven|eight) or more ([a-z]+) "
                     r"counters on ~\.", effect_text)  # fmt: skip
    if m:
        effect_text = m.group(1)
        min_counters = (m.group(3), _NUMBERS.get(m.group(2)) or {"eight": 8}[m.group(2)])
    only_if = None
    m = re.fullmatch(r"(.+) Activate only if ([^.]+)\.", effect_text)
    if m and min_counters is None:
        only_if = parse_condition(m.group(2))  # CR 602.5b
        if only_if is None:
            return None
        effect_text = m.group(1)
    activators = ""
    for suffix, who in ((" Only your opponents may activate this ability.", "opponents"),
                        (" Any player may activate this ability.", "any")):  # fmt: skip
        if effect_text.endswith(suffix):
            effect_text, activators = effect_text.removesuffix(suffix), who
    sorcery = once = False
    instant = effect_text.endswith(" Activate only as an instant.")
    effect_text = effect_text.removesuffix(" Activate only as an instant.")
    for suffix, flags in (
        (" Activate only as a sorcery and only once each turn.", (True, True)),
        (" Activate only as a sorcery.", (True, False)),
        (" Activate only once each turn.", (False, True)),
    ):
        if effect_text.endswith(suffix):
            effect_text = effect_text[: -len(suffix)]
            sorcery, once = flags
            break
    parsed = _effects(effect_text, ability=True)
    if parsed is None:
        return None
    fx, specs = parsed
    # CR 605.1a: it could add mana, has no target and isn't a loyalty ability (other effects may come too)
    is_mana = any(isinstance(e, AddMana | AddManaOfChoice) for e in fx) and not specs
    x_cost = any(isinstance(c, PayMana) and c.cost.x for c in costs)
    if x_cost and (is_mana or not any(_uses_x(e) for e in fx)):
        return None  # X in a mana ability, or an X nothing uses, isn't run yet

    if any(isinstance(c, TapThis) for c in costs):
        # "{T}, Tap an untapped creature you control": the source, tapped by {T}, can't be the other one
        costs = [replace(c, what=replace(c.what, other=True)) if isinstance(c, TapUntapped) else c for c in costs]
    # CR 113.6m: an ability whose cost moves the object out of a zone functions only in that zone
    graveyard = any(isinstance(c, ExileThisFromGraveyard) for c in costs) or any(
        isinstance(e, ReturnFromGraveyard) and e.card.kind == "this" for e in fx
    )
    if is_mana and (activators or any(e.decides for e in fx)):
        return None  # (a mana ability resolves at once: no questions asked along the way)
    return ActivatedAbility(
        tuple(costs),
        tuple(fx),
        tuple(specs),
        is_mana,
        sorcery,
        once,
        instant,
        from_graveyard=graveyard,
        activators=activators,
        min_counters=min_counters,
        only_if=only_if,
        your_turn=your_turn,
        from_hand=any(isinstance(c, DiscardThis) for c in costs),
    )


_PERMANENT_NOUNS = {
    "creature": frozenset({CardType.CREATURE}),
    "artifact": frozenset({CardType.ARTIFACT}),
    "enchantment": frozenset({CardType.ENCHANTMENT}),
    "land": frozenset({CardType.LAND}),
    "permanent": frozenset(),
}


def _permanent_choice(text: str) -> PermanentChoice | None:
    m = re.fullmatch(r"(a|an|another) ([a-z]+) or ([a-z]+)", text)
    if m and m.group(2) in _PERMANENT_NOUNS and m.group(3) in _PERMANENT_NOUNS and "permanent" not in m.groups():
        # "an artifact or creature": either type will do
        types = _PERMANENT_NOUNS[m.group(2)] | _PERMANENT_NOUNS[m.group(3)]
        return PermanentChoice(text, types, other=m.group(1) == "another")
    m = re.fullmatch(r"(a|an|another) ([A-Za-z]+)", text)
    if m is None:
        return None
    word = m.group(2)
    if word in _PERMANENT_NOUNS:
        return PermanentChoice(text, _PERMANENT_NOUNS[word], other=m.group(1) == "another")
    if word[0].isupper():
        return PermanentChoice(text, subtypes=frozenset({word}), other=m.group(1) == "another")
    return None


def _tap_untapped(count_word: str, noun: str) -> TapUntapped | None:
    """ "Tap an untapped creature you control" / "Tap two untapped Wizards you control"."""
    count = _NUMBERS.get(count_word)
    if count is None:
        return None
    singular = noun if count == 1 else PLURAL_SUBTYPES.get(noun, noun.removesuffix("s"))
    if singular in _PERMANENT_NOUNS:
        what = PermanentChoice(f"a {singular}", _PERMANENT_NOUNS[singular])
    elif singular[:1].isupper() and singular.isalpha():
        what = PermanentChoice(f"a {singular}", subtypes=frozenset({singular}))
    else:
        return None
    return TapUntapped(what, count, f"{count_word} untapped {noun}")


def _cost_part(part: str) -> CostPart | None:
    if part == "Sacrifice ~":
        return SacrificeThis()
    if part == "Discard ~":
        return DiscardThis()  # CR 602.2: such an ability is activated from the hand (113.6j)
    if part == "{Q}":
        return UntapThis()
    if part == "Exile ~":
        return ExileThis()
    if part == "Exile ~ from your graveyard":
        return ExileThisFromGraveyard()
    m = re.fullmatch(
        r"Exile (a|an|two|three|four|five) (?:(creature|artifact|land|instant|sorcery) )?cards? from your graveyard",
        part,
    )
    if m:
        types = frozenset({_TYPE_WORDS[m.group(2)]}) if m.group(2) else frozenset()
        return ExileFromGraveyard(
            _NUMBERS[m.group(1)], types, part.removeprefix("Exile ").removesuffix(" from your graveyard")
        )
    m = re.fullmatch(r"Tap (an?|two|three|four|five) untapped ([A-Za-z]+) you control", part)
    if m:
        return _tap_untapped(m.group(1), m.group(2))
    m = re.fullmatch(r"Sacrifice (.+)", part)
    if m:
        what = _permanent_choice(m.group(1))
        return SacrificeOne(what) if what else None
    m = re.fullmatch(r"Return (.+) you control to its owner's hand", part)
    if m:
        what = _permanent_choice(m.group(1))
        return ReturnOne(what) if what else None
    if part == "Discard your hand":
        return DiscardCards(None)
    m = re.fullmatch(r"Discard (a|two|three) cards?( at random)?", part)
    if m:
        return DiscardCards(_NUMBERS[m.group(1)], at_random=bool(m.group(2)))
    m = re.fullmatch(r"Discard (an?|two|three) (creature|land|artifact|enchantment|instant|sorcery) cards?", part)
    if m:
        return DiscardCards(_NUMBERS[m.group(1)], types=frozenset({_TYPE_WORDS[m.group(2)]}), noun=m.group(2))
    m = re.fullmatch(r"Pay (\d+) life", part)
    if m:
        return PayLife(int(m.group(1)))
    m = re.fullmatch(r"Remove (a|an|one|two|three|four|five|six|seven) ([a-z0-9/+-]+) counters? from ~", part)
    if m:
        return RemoveCounters(m.group(2), _NUMBERS[m.group(1)])
    m = re.fullmatch(r"Remove (a|one|two|three|four|five|six|seven) ([a-z]+) counters? from ~ and sacrifice it", part)
    if m:
        return RemoveCountersAndSacrifice(m.group(2), _NUMBERS[m.group(1)])
    m = re.fullmatch(r"Put (a|an|one|two|three) ([a-z0-9/+-]+) counters? on ~", part)
    if m:
        return PutCounters(m.group(2), _NUMBERS[m.group(1)])
    return None


def _uses_x(e: Effect) -> bool:
    return any(getattr(e, f, None) == "X" for f in ("amount", "count"))


def _modal_activated(cost_text: str, once: bool, bullets: list[str]) -> ActivatedAbility | None:
    """CR 700.2: "[Cost]: Choose one. …" with "• mode" lines."""
    if len(bullets) < 2:
        return None
    base = _activated(cost_text, "Add {C}.")  # parse the cost with a placeholder effect
    if base is None:
        return None
    modes = []
    for line in bullets:
        parsed = _effects(line[2:], ability=True)
        if parsed is None:
            return None
        modes.append(SpellAbility(tuple(parsed[0]), tuple(parsed[1])))
    return ActivatedAbility(base.costs, (), (), False, False, once, modes=tuple(modes))


def _loyalty(line: str) -> ActivatedAbility | None:
    m = re.fullmatch(r"\[([+\u2212]?)(\d+)\]: (.+)", line)
    if m is None:
        return None
    amount = int(m.group(2)) * (-1 if m.group(1) == "\u2212" else 1)
    parsed = _effects(m.group(3), ability=True)
    if parsed is None:
        return None
    return ActivatedAbility((Loyalty(amount),), tuple(parsed[0]), tuple(parsed[1]))


_CHOOSE = {
    "Choose one —": (1, 1),
    "Choose two —": (2, 2),
    "Choose one or both —": (1, 2),
    "Choose one or more —": (1, 9),
}


def _modal(text: str) -> SpellAbility | None:
    """CR 700.2: "Choose one —" followed by "• mode" lines."""
    lines = text.split("\n")
    if lines[0] not in _CHOOSE or len(lines) < 3 or not all(line.startswith("• ") for line in lines[1:]):
        return None
    modes = []
    for line in lines[1:]:
        parsed = _effects(line[2:])
        if parsed is None:
            return None
        modes.append(SpellAbility(tuple(parsed[0]), tuple(parsed[1])))
    low, high = _CHOOSE[lines[0]]
    return SpellAbility((), (), tuple(modes), (low, min(high, len(modes))), lines[0])


def _spell(text: str) -> list[Ability]:
    if text.startswith("Choose "):
        lines = text.split("\n")
        extra: list[Ability] = []
        while lines and not lines[-1].startswith("• ") and len(lines) > 3:
            # a keyword printed after the modes (Entwine)
            kw = parse_line(lines[-1])
            if len(kw) != 1 or isinstance(kw[0], Unsupported):
                break
            extra.insert(0, kw[0])
            lines.pop()
        modal = _modal("\n".join(lines))
        if modal is None:
            return [Unsupported(line) for line in text.split("\n")]
        return [modal, *extra]
    # keyword lines (Kicker, Cycling, Entwine, "~ can't be countered." …) keep their place; the
    # other lines are the spell's instructions
    out: list[Ability | None] = []
    body: list[str] = []
    for line in text.split("\n"):
        own = parse_line(line)
        if own and not any(isinstance(a, Unsupported) for a in own) and not _body_only(own):
            out.extend(own)
        else:
            if not body:
                out.append(None)  # where the spell ability is printed
            body.append(line)
    if not body:
        return [a for a in out if a is not None]
    parsed = _effects(" ".join(body))
    if parsed is None:
        bad = [line for line in body if _effects(line) is None]
        return [a for a in out if a is not None] + [Unsupported(line) for line in (bad or body)]
    effects, targets = parsed
    breaks, at = [], -1
    for line in body[:-1]:
        at += len(line) + 1
        breaks.append(at)  # the space that joined this line to the next stands for a line break
    spell = SpellAbility(tuple(effects), tuple(targets), breaks=tuple(breaks))
    return [spell if a is None else a for a in out]


def _search_kinds(core: str) -> tuple[frozenset[CardType], frozenset[str]] | None:
    """What a searched-for card must be: "creature", "Forest", "Plains or Island", "Swamp,
    Mountain, or Forest", "Rebel permanent" (a subtype and a card type), "" (any card)."""
    if not core:
        return frozenset(), frozenset()
    if core in _TYPE_WORDS:
        return frozenset({_TYPE_WORDS[core]}), frozenset()
    if core == "permanent":
        return TARGET_NOUNS["permanent"][0], frozenset()
    m = re.fullmatch(r"([A-Z][a-z]+) (creature|artifact|enchantment|land|permanent)", core)
    if m:
        kinds = TARGET_NOUNS["permanent"][0] if m.group(2) == "permanent" else frozenset({_TYPE_WORDS[m.group(2)]})
        return kinds, frozenset({m.group(1)})
    words = re.split(r", or |, | or ", core)
    if all(w[:1].isupper() and w.isalpha() for w in words):
        return frozenset(), frozenset(words)  # one of these subtypes
    return None


def _token_abilities(with_text: str) -> tuple[Ability, ...] | None:
    """The quoted abilities of a token ("with "~ can't block."", CR 111.10 / 113.2): each must
    compile fully and render as quoted."""
    out: list[Ability] = []
    for quoted in re.findall(r'"([^"]+)"', with_text):
        abilities = parse_line(quoted)
        if not abilities or any(isinstance(a, Unsupported) for a in abilities):
            return None
        if "\n".join(render_lines(tuple(abilities))) != quoted:
            return None
        out.extend(abilities)
    return tuple(out)


def _body_only(abilities: list[Ability]) -> bool:
    """Abilities that, printed on an instant or sorcery, would have to be its instructions."""
    return any(
        (isinstance(a, TriggeredAbility) and a.condition != "~ is suspended" and a.event not in ("cast this", "cycled"))
        # (a suspended card's trigger works in exile; "When you cast ~" works on the stack, CR 702.85a)
        or (isinstance(a, ActivatedAbility) and not a.from_hand)
        for a in abilities
    )


_ENCHANT = {
    "Enchant creature": TargetSpec("creature", frozenset({CardType.CREATURE})),
    "Enchant creature you control": TargetSpec(
        "creature you control", frozenset({CardType.CREATURE}), controller="you"
    ),
    "Enchant land": TargetSpec("land", frozenset({CardType.LAND})),
    "Enchant artifact": TargetSpec("artifact", frozenset({CardType.ARTIFACT})),
    "Enchant permanent": TargetSpec(
        "permanent",
        frozenset({CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND,
                   CardType.PLANESWALKER}),
    ),
}  # fmt: skip

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _static(line: str, aura: bool) -> Ability | None:
    cda = _pt_definition(line)
    if cda is not None:
        return cda
    fixed: dict[str, Ability] = {
        "Players can't pay life or sacrifice creatures to cast spells or activate abilities.": (
            NoLifeOrCreatureSacrificeCosts()
        ),
        "Creatures you control can't have -1/-1 counters put on them.": NoMinusCounters(),
        "You can't get poison counters.": NoPoison(),
        "You have no maximum hand size.": NoMaximumHandSize(),
        "~ doesn't untap during your untap step.": DoesntUntapItself(),
        "Artifacts and creatures your opponents control enter tapped.": OpponentsEnterTapped(
            frozenset({CardType.ARTIFACT, CardType.CREATURE}), "Artifacts and creatures"
        ),
        "Creatures your opponents control enter tapped.": OpponentsEnterTapped(
            frozenset({CardType.CREATURE}), "Creatures"
        ),
        "Your opponents can't gain life.": CantGainLife(),
        "You can't gain life.": CantGainLife("you"),
        "~ enters tapped.": EntersTapped(),
        HasGraveyardCreaturesAbilities().text(): HasGraveyardCreaturesAbilities(),
        SacrificeSwampPerBlack(True).text(): SacrificeSwampPerBlack(True),
        SacrificeSwampPerBlack(False).text(): SacrificeSwampPerBlack(False),
        "If ~ is in your opening hand, you may begin the game with it on the battlefield.": BeginOnBattlefield(),
        "You may cast spells as though they had flash.": CastAsThoughFlash(),
        "~ can't be countered.": CantBeCountered(),
        "Creatures your opponents control lose infect.": OpponentsCreaturesLose("infect"),
        "~ can't block.": CantBlock(),
        "~ can't block and can't be blocked.": CantBlockOrBeBlocked(),
        "~ can't attack.": CantAttack(),
        "~ can't attack or block.": CantAttack(or_block=True),
        "~ can't be blocked.": CantBeBlocked(),
        "~ can't be blocked by more than one creature.": CantBeBlockedByMoreThanOne(),
        "~ attacks each combat if able.": AttacksEachCombat(),
        "~ blocks each combat if able.": BlocksEachCombat(),
        "~ must be blocked if able.": MustBeBlocked(),
        "All creatures able to block ~ do so.": AllMustBlock(),
        "~ can block any number of creatures.": CanBlockMore(None),
        "~ can block an additional creature each combat.": CanBlockMore(1),
    }
    if line in fixed:
        return fixed[line]
    m = re.fullmatch(r"~ enters with (a|an|one|two|three|four|five|six|seven|X) ([a-z0-9/+-]+) counters? on it"
                     r"( for each time it was kicked)?\.", line)  # fmt: skip
    if m:
        word = m.group(1)
        count: int | str = "kicked" if m.group(3) else "X" if word == "X" else _NUMBERS[word]
        if m.group(3) and word not in ("a", "an"):
            return None
        if not plain_counter(m.group(2)):
            return None
        entering = EntersWithCounters(m.group(2), count)
        return entering if entering.text() == line else None
    m = re.fullmatch(r"As an additional cost to cast ~, (sacrifice .+|discard a card)\.", line)
    if m:
        words = m.group(1)
        part = _cost_part(words[0].upper() + words[1:])
        if isinstance(part, SacrificeOne) or (isinstance(part, DiscardCards) and part.count == 1):
            extra = AdditionalCost(part)
            return extra if extra.text() == line else None
        return None
    m = re.fullmatch(r"If ~ was kicked, it enters with (a|two|three|four|five) ([a-z0-9/+-]+) counters? on it\.", line)
    if m:
        if not plain_counter(m.group(2)):
            return None
        kicked = EntersWithCounters(m.group(2), _NUMBERS[m.group(1)], if_kicked=True)
        return kicked if kicked.text() == line else None
    m = re.fullmatch(
        r"~ can't attack unless defending player controls an? (Plains|Island|Swamp|Mountain|Forest)\.", line
    )
    if m:
        return CantAttackUnlessDefenderControls(m.group(1))
    m = re.fullmatch(r"~ enters tapped unless (.+)\.", line)
    if m:
        cond = m.group(1)
        c = re.fullmatch(r"you control (two|three) or more basic lands", cond)
        if c:
            return EntersTappedUnless("basic lands", _NUMBERS[c.group(1)], text_=line)
        c = re.fullmatch(r"you control (two|three) or (fewer|more) other lands", cond)
        if c:
            kind = "few other lands" if c.group(2) == "fewer" else "other lands"
            return EntersTappedUnless(kind, _NUMBERS[c.group(1)], text_=line)
        c = re.fullmatch(r"a player has (\d+) or less life", cond)
        if c:
            return EntersTappedUnless("low life", int(c.group(1)), text_=line)
        c = re.fullmatch(r"you have (two) or more opponents", cond)
        if c:
            return EntersTappedUnless("opponents", 2, text_=line)
        basic = r"(Plains|Island|Swamp|Mountain|Forest)"
        c = re.fullmatch(rf"you control an? {basic}(?: or an? {basic})?", cond)
        if c:
            kinds = tuple(t for t in c.groups() if t)
            return EntersTappedUnless("land types", types=kinds, text_=line)
        return None
    if aura and line == "All creatures able to block enchanted creature do so.":
        return AllMustBlock(enchanted=True)
    m = re.fullmatch(
        r"(Equipped|Enchanted) creature (?:gets ([+-]\d+)/([+-]\d+))?(?: and )?(?:has ([a-z ]+?))?\.", line
    )
    if m and (m.group(2) or m.group(4)):
        kws = tuple(m.group(4).split(" and ")) if m.group(4) else ()
        if all(k in ENGINE_KEYWORDS for k in kws):
            grant = AttachedGrant(m.group(1), int(m.group(2) or 0), int(m.group(3) or 0), kws)
            if grant.text() == line:
                return grant
    m = re.fullmatch(
        r"Activated abilities of creatures you control cost \{(\d+)\} less to activate\. "
        r"This effect can't reduce the mana in that cost to less than one mana\.",
        line,
    )
    if m:
        return CreatureAbilitiesCostLess(int(m.group(1)))
    m = re.fullmatch(
        r"(As long as ~ is untapped, c|C)reatures can't attack you( or planeswalkers you control)? unless their "
        r"controller pays \{(\d+)\} for each (?:creature they control that's attacking you|of those creatures)\.",
        line,
    )
    if m:
        tax = AttackTax(int(m.group(3)), planeswalkers=bool(m.group(2)), while_untapped=bool(m.group(1) != "C"))
        return tax if tax.text() == line else None
    m = re.fullmatch(
        r"As long as ~ is attacking, creatures can't block unless their controller pays \{(\d+)\} for each of "
        r"those creatures\.",
        line,
    )
    if m:
        return BlockTax(int(m.group(1)))
    m = re.fullmatch(r'(Enchanted|Equipped) creature has "(.+)"', line)
    if m:
        # granted activated and static abilities work through layer 6; granted triggered
        # abilities don't trigger yet, so they stay unsupported
        quoted = parse_line(m.group(2))
        if all(isinstance(a, ActivatedAbility | Static) for a in quoted):
            grant = AttachedGrant(m.group(1), granted=tuple(quoted))
            return grant if grant.text() == line else None
    m = re.fullmatch(r"(Enchanted|Equipped) creature doesn't untap during its controller's untap step\.", line)
    if m:
        return AttachedRestriction(m.group(1), DoesntUntapItself("its controller's"))
    m = re.fullmatch(r"(Enchanted|Equipped) creature (can't|attacks|blocks|must) (.+)", line)
    if m:
        rule = _static(f"~ {m.group(2)} {m.group(3)}", False)
        if isinstance(rule, Static) and not isinstance(rule, AttachedGrant | AttachedRestriction):
            restriction = AttachedRestriction(m.group(1), rule)
            return restriction if restriction.text() == line else None
    m = re.fullmatch(
        r"As long as your devotion to (white|blue|black|red|green) is less than (three|four|five|six|seven), "
        r"~ isn't a creature\.",
        line,
    )
    if m:
        god = NotCreatureUnlessDevotion(_COLORS[m.group(1)], _NUMBERS[m.group(2)])
        return god if god.text() == line else None
    m = re.fullmatch(r"You control enchanted (creature|permanent|land|artifact|planeswalker)\.", line)
    if m and aura:
        return ControlEnchanted(m.group(1))
    m = re.fullmatch(r"Enchanted creature can't attack( or block)? unless its controller pays \{(\d+)\}\.", line)
    if m and aura:
        return EnchantedCombatTax(int(m.group(2)), block=bool(m.group(1)))
    m = re.fullmatch(r"~ can't be blocked except by (two|three|four) or more creatures\.", line)
    if m:
        return CantBeBlockedExceptBy(_WORDS[m.group(1)])
    m = re.fullmatch(r"No more than (one|two|three) creatures? can (block|attack) each combat\.", line)
    if m and (m.group(1) == "one") == (" creature can" in line):
        n = _WORDS[m.group(1)]
        return NoMoreThanBlock(n) if m.group(2) == "block" else NoMoreThanAttack(n)
    m = re.fullmatch(r"~ can't be blocked by (.+)\.", line)
    if m:
        f = creature_filter(m.group(1))
        return CantBeBlockedBy(f) if f else None
    m = re.fullmatch(r"~ can block only (.+)\.", line)
    if m:
        f = creature_filter(m.group(1))
        return CanBlockOnly(f) if f else None
    m = re.fullmatch(r"(Other )?(.+?) you control (?:have|has) ([a-z ]+)\.", line)
    if m and m.group(3) in ENGINE_KEYWORDS:
        noun = m.group(2)
        listed = [w.strip().removeprefix("and ").rstrip("s").lower() for w in noun.split(",")]
        if noun == "Creatures":
            granted: CreatureFilter | None = CreatureFilter("creatures", types=frozenset({CardType.CREATURE}))
        elif len(listed) > 1 and all(w in _TYPE_WORDS for w in listed):
            granted = CreatureFilter(noun.lower(), types=frozenset(_TYPE_WORDS[w] for w in listed))
        else:
            granted = creature_filter(noun[0].lower() + noun[1:])
        if granted is not None:
            return GrantToControlled(granted, (m.group(3),), others=bool(m.group(1)), yours=True, text_=line)
    anthem = _anthem(line)
    if anthem is not None:
        return anthem
    boost = _self_boost(line)
    if boost is not None:
        return boost
    if "as though it didn't have defender" in line:
        return _despite_defender(line)
    m = re.fullmatch(r"Creatures with power (less|greater) than ~'s power can't block it\.", line)
    if m:
        return CantBeBlockedByPower(less=m.group(1) == "less")  # CR 509.1b
    m = re.fullmatch(r"Other (non(white|blue|black|red|green) )?creatures you control get \+(\d+)/\+(\d+)\.", line)
    if m:
        noncolors = frozenset({_COLORS[m.group(2)]}) if m.group(2) else frozenset()
        f = CreatureFilter("creatures", types=frozenset({CardType.CREATURE}), noncolors=noncolors)
        return GrantToControlled(f, (), int(m.group(3)), int(m.group(4)), others=True, yours=True, text_=line)
    m = re.fullmatch(r"Other ([A-Z][a-z]+) get \+(\d+)/\+(\d+)(?: and have ([a-z ]+))?\.", line)
    if m and (m.group(4) is None or m.group(4) in ENGINE_KEYWORDS or _LANDWALK.fullmatch(m.group(4))):
        f = CreatureFilter(m.group(1) + "s", subtypes=frozenset({m.group(1)}))
        kws = (m.group(4),) if m.group(4) else ()
        return GrantToControlled(f, kws, int(m.group(2)), int(m.group(3)), others=True, yours=False, text_=line)
    return None


_SELF_BOOST = re.compile(
    r"~ (?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and has (?P<kw1>.+?))?|has (?P<kw2>.+?))"
    r"(?: for each (?P<per>.+?)| as long as (?P<cond>.+?))?\."
)


def _despite_defender(line: str) -> AttacksDespiteDefender | None:
    """CR 702.3b, 611.3a: "[As long as <condition>,] ~ can attack as though it didn't have defender"."""
    m = re.fullmatch(
        r"(?:As long as (.+?), (?:~|it) |~ )can attack as though it didn't have defender(?: as long as (.+))?\.", line
    )
    if m is None or (m.group(1) and m.group(2)):
        return None
    words = m.group(1) or m.group(2)
    condition = parse_condition(words) if words else None
    if words and condition is None:
        return None
    return AttacksDespiteDefender(condition, line)


def _self_boost(line: str) -> GrantToControlled | None:
    """CR 604.2, 611.3a, 613.4c: "~ gets +1/+1 as long as you control an artifact.", "~ gets
    +1/+0 for each Equipment you control.", "~ has flying as long as …", "As long as <condition>,
    ~ gets +2/+2 and has trample.", "During your turn, ~ has first strike." and the same with
    "As long as …, other creatures you control get +1/+1." — statics of the source (``self_only``)
    or anthems, whose condition is checked whenever the characteristics are."""
    condition: Condition | None = None
    m = re.fullmatch(r"(?:As long as (.+?)|During (your|an opponent's) turn), (.+)", line)
    if m:
        if m.group(1):
            condition = parse_condition(m.group(1))
        else:
            condition = YourTurn(
                "it's your turn" if m.group(2) == "your" else "it's not your turn", m.group(2) == "your"
            )
        if condition is None:
            return None
        rest = m.group(3)
        anthem = _anthem(rest[0].upper() + rest[1:])
        if anthem is not None:
            return replace(anthem, condition=condition, text_=line)
        if re.search(r" (?:for each|as long as) ", rest):
            return None
        line_core = rest
    else:
        line_core = line
    b = _SELF_BOOST.fullmatch(line_core)
    if b is None:
        return None
    kws: tuple[str, ...] | None = ()
    if b.group("kw1") or b.group("kw2"):
        kws = _keyword_list(b.group("kw1") or b.group("kw2"))
        if kws is None:
            return None
    per = None
    if b.group("per"):
        per = each_phrase(b.group("per"))
        if per is None or kws:
            return None
    if b.group("cond"):
        condition = parse_condition(b.group("cond"))
        if condition is None:
            return None
    if condition is None and per is None:
        return None  # (a plain "~ has flying" is a keyword line; "~ gets +1/+1" alone isn't printed)
    power = int(b.group("p")) if b.group("p") else 0
    toughness = int(b.group("t")) if b.group("t") else 0
    self_filter = CreatureFilter("~")
    return GrantToControlled(
        self_filter, kws or (), power, toughness, self_only=True, condition=condition, per=per, text_=line
    )


def _keyword_list(text: str) -> tuple[str, ...] | None:
    """ "flying", "flying and trample", "flying, vigilance, and trample" — keywords the engine runs."""
    parts = re.split(r", and |, | and ", text)
    if all(p in ENGINE_KEYWORDS or _LANDWALK.fullmatch(p) for p in parts):
        return tuple(parts)
    return None


def _anthem(line: str) -> GrantToControlled | None:
    """CR 613.4c / 613.1f: "[Other] <creatures> [you control | your opponents control] get +N/+N
    [and have <keywords>]." and "… have <keywords>." — statics on every creature that fits."""
    m = re.fullmatch(
        r"(Other )?(.+?)( you control| your opponents control)? (?:get|gets) ([+-]\d+)/([+-]\d+)"
        r"(?: and (?:have|has) (.+))?\.",
        line,
    )
    kws: tuple[str, ...] | None = ()
    if m is not None:
        power, toughness = int(m.group(4)), int(m.group(5))
        if m.group(6):
            kws = _keyword_list(m.group(6))
    else:
        m = re.fullmatch(r"(Other )?(.+?)( you control| your opponents control)? (?:have|has) (.+)\.", line)
        if m is None:
            return None
        power = toughness = 0
        kws = _keyword_list(m.group(4))
    if kws is None or m.group(2).startswith(("~", "Enchanted", "Equipped", "Each", "All other")):
        return None
    noun = m.group(2).removeprefix("All ")
    if noun.split(" ")[0].lower() in ADJECTIVES:
        noun = noun[0].lower() + noun[1:]  # a sentence's first word, not a creature type
    f = creatures_noun(noun)
    if f is None:
        return None
    whose = m.group(3) or ""
    return GrantToControlled(
        f, kws, power, toughness, others=bool(m.group(1)), yours=whose == " you control",
        opponents=whose == " your opponents control", text_=line,
    )  # fmt: skip


# -- effects -------------------------------------------------------------------------------------


@dataclass
class _Ctx:
    targets: list[TargetSpec]
    # what "it" with no target before it means: "self" — the source ("When you do, it gets …"),
    # "subject" — the card the trigger event was about ("… you may return it to your hand")
    it: str = ""
    that_player: bool = False  # "that player": the player whose upkeep it is ("each player's upkeep")
    attack: bool = False  # an attack trigger: "defending player" means something
    ability: bool = False  # an ability of a permanent (not a spell): "other" means other than its source

    def target(self, phrase: str) -> Ref | None:
        if phrase in ("enchanted creature", "equipped creature"):
            return Ref(phrase.split()[0])  # the creature the source is attached to
        if phrase == "it" or phrase.startswith("that "):
            # a pronoun for the last target of the ability ("… and gain control of it")
            if not self.targets and phrase == "it" and self.it == "watched":
                return Ref("subject")  # the permanent the watched event was about (CR 603.6a)
            if not self.targets:
                return Ref("it_self") if phrase == "it" and self.it == "self" else None
            last = len(self.targets) - 1
            if phrase == "it":
                return Ref("it", last)
            noun = self.targets[last].noun
            return Ref("that", last) if noun.split(" ")[0] == phrase[5:] and noun != "any target" else None
        m = re.fullmatch(r"(up to )?(one|two|three|four|five) (other )?target (.+)", phrase)
        if m:
            count, noun, optional = _NUMBERS[m.group(2)], m.group(4), bool(m.group(1))
            return self.group(phrase, count, noun, optional=optional, other=bool(m.group(3)))
        spec = target_spec(phrase)
        if spec is None:
            return None
        self.targets.append(spec)
        return Ref("target", len(self.targets) - 1)

    def group(
        self, phrase: str, count: int, noun: str, optional: bool, first_required: bool = False, other: bool = False
    ) -> Ref | None:
        """Several instances of one word "target" ("up to two [other] target creatures", CR 601.2c)."""
        singular = singular_noun(noun) if count > 1 else noun
        if singular is None or (count == 1 and not optional):
            return None
        spec = target_spec("target " + singular)
        if spec is None or (other and not self.ability):
            return None
        if other:
            spec = replace(spec, other=True)  # "other": not the ability's source
        group = 1 + max((t.group for t in self.targets), default=0)
        first = len(self.targets)
        for i in range(count):
            required = first_required and i == 0
            self.targets.append(replace(spec, group=group, optional=not required, group_text=phrase if i == 0 else ""))
        return Ref("targets", first)

    def subject(self, phrase: str) -> Ref | None:
        if phrase == "~":
            return Ref("this")
        if phrase.lower() == "you":
            return Ref("you")
        return self.target(phrase)


def _life_loss(e: Effect) -> bool:
    """A "<players> lose(s) N life." instruction (N may be counted) whose loss can be gained back."""
    inner = e.effect if isinstance(e, Counted) else e
    return isinstance(inner, EachOpponentLoses) or (isinstance(inner, LoseLife) and inner.who.kind != "you")


def _effects(
    text: str, it: str = "", that_player: bool = False, attack: bool = False, ability: bool = False
) -> tuple[list[Effect], list[TargetSpec]] | None:
    ctx = _Ctx([], it, that_player, attack, ability or it in ("self", "source", "watched"))
    effects: list[Effect] = []
    sentences = split_sentences(text)
    if sentences is None:
        return None
    skip = 0
    for i, sentence in enumerate(sentences):
        if skip:
            skip -= 1
            continue
        sentence = sentence.strip()
        if sentence == "It can't be regenerated." and effects and isinstance(effects[-1], Destroy):
            effects[-1] = replace(effects[-1], no_regeneration=True)  # CR 701.19c
            continue
        m = re.fullmatch(r"Look at the top (two|three|four|five|six|seven|eight|ten) cards of your library\.", sentence)
        if m and i + 1 < len(sentences):
            tail = " ".join(x.strip() for x in sentences[i + 1 : i + 3])
            dug = _dig(_NUMBER_WORDS[m.group(1)], tail)
            if dug is not None:
                effects.append(replace(dug, text_=sentence + " " + dug.text_))
                skip = dug.text_.count(". ") + 1
                continue
        m = re.fullmatch(r"(Target opponent|Target player|That player|Each opponent) reveals their hand\.", sentence)
        if m and i + 2 < len(sentences) and sentences[i + 2].strip() == "That player discards that card.":
            chooser = re.fullmatch(r"You choose (?:a|an) (.*?) ?card from it\.", sentences[i + 1].strip())
            who = _player_word(m.group(1), ctx)
            kinds = _hand_card_kinds(chooser.group(1)) if chooser else None
            if who is None or kinds is None or chooser is None:
                return None
            effects.append(RevealHandChooseDiscard(who, chooser.group(1), *kinds))  # (the next two sentences)
            skip = 2
            continue
        if sentence == "You gain life equal to the life lost this way." and effects and _life_loss(effects[-1]):
            effects[-1] = GainLifeLostThisWay(effects[-1])  # CR 119.3
            continue
        if sentence == "You may choose new targets for the copy." and effects and isinstance(effects[-1], CopySpell):
            effects[-1] = replace(effects[-1], new_targets=True)  # CR 707.10c
            continue
        m = re.fullmatch(r"If you do, (.+)", sentence)
        if m and effects and isinstance(effects[-1], MayCostThen | MayDo) and effects[-1].then is None:
            may = effects[-1]
            if isinstance(may, MayDo) and (isinstance(may.effect, SearchLibrary) or may.otherwise is not None):
                return None
            body = m.group(1)
            inner = _sentence(body[0].upper() + body[1:] if body[0] != "~" else body, ctx)
            if inner is None:
                return None
            effects[-1] = replace(may, then=inner)  # CR 608.2e: only if it was done
            continue
        m = re.fullmatch(r"If the player does, (.+)", sentence)
        if m and effects and isinstance(effects[-1], ThatPlayerMaySacrifice) and effects[-1].then is None:
            body = m.group(1)
            inner = _sentence(body[0].upper() + body[1:], ctx)
            if inner is None or inner.decides:
                return None
            effects[-1] = replace(effects[-1], then=inner)
            continue
        m = re.fullmatch(r"If you do, (.+)", sentence)
        if m and effects and isinstance(effects[-1], MayPayThen) and isinstance(effects[-1].effect, Draw):
            body = m.group(1)
            inner = _sentence(body[0].upper() + body[1:], ctx)
            if inner is None or inner.decides:
                return None
            effects[-1] = replace(effects[-1], effect=inner)  # "You may pay {1}. If you do, …"
            continue
        m = re.fullmatch(r"If a (white|blue|black|red|green) card is discarded this way, (.+)", sentence)
        if m and effects and isinstance(effects[-1], DiscardChosen):
            body = m.group(2)
            inner = _sentence(body[0].upper() + body[1:] if body[0] != "~" else body, ctx)
            if inner is None or inner.decides:
                return None
            effects.append(IfDiscardedWas(inner, _COLORS[m.group(1)]))
            continue
        m = re.fullmatch(r"(.+) if the sacrificed creature was (white|blue|black|red|green)\.", sentence)
        if m:
            inner = _sentence(m.group(1) + ".", ctx)
            if inner is None or inner.decides:
                return None
            effects.append(IfSacrificedWas(inner, _COLORS[m.group(2)]))
            continue
        m = re.fullmatch(r"(.+) and you (gain|lose) (\d+) life\.", sentence)
        if m:
            first = _sentence(m.group(1) + ".", ctx)
            second = (GainLife if m.group(2) == "gain" else LoseLife)(int(m.group(3)), Ref("you"))
            if first is None:
                return None
            effects += [first, And(second)]
            continue
        m = re.fullmatch(r"(.+) gets ([+-]\d+)/([+-]\d+) and gains ([a-z ]+) until end of turn\.", sentence)
        if m and m.group(4) in ENGINE_KEYWORDS:
            first = _sentence(f"{m.group(1)} gets {m.group(2)}/{m.group(3)} until end of turn.", ctx)
            if not isinstance(first, ModifyPT):
                return None
            effects.append(PumpAndGrant(first.power, first.toughness, first.to, m.group(4)))
            continue
        m = re.fullmatch(
            r'You get an emblem with "(.+)"', sentence.rstrip(".") if sentence.endswith('".') else sentence
        )
        if m:
            granted: list[Ability] = []
            for part in re.split(r'" and "', m.group(1)):
                rule = _static(part, False) or _static(part + ".", False)
                trig = triggered(part) if rule is None else None
                if rule is None and trig is None:
                    return None
                granted.append(rule or trig)  # type: ignore[arg-type]
            effects.append(CreateEmblem(tuple(granted), m.group(1)))
            continue
        m = re.fullmatch(r'(It has|They have) "([^"]+)"', sentence)
        made = effects[-1] if effects else None
        made = made.effect if isinstance(made, MayDo) else made
        if m and isinstance(made, CreateToken) and not made.then_text:
            quoted = _token_abilities(f'"{m.group(2)}"')
            if not quoted or (m.group(1) == "They have") == (made.count == 1):
                return None
            made = replace(made, granted=(*made.granted, *quoted), then_text=sentence)
            effects[-1] = replace(effects[-1], effect=made) if isinstance(effects[-1], MayDo) else made
            continue
        effect = _sentence(sentence, ctx)
        if effect is None:
            joined = _coordinated(sentence, ctx)
            if joined is None:
                return None
            effects += joined
            continue
        effects.append(effect)
    if any(isinstance(e, MayPayThen) and isinstance(e.effect, Draw) and e.effect.amount == 0 for e in effects):
        return None  # "You may pay …" without its "If you do, …"
    return effects, ctx.targets


def _may_cost(s: str, ctx: _Ctx) -> MayCostThen | None:
    """The first half of "You may <do something>. If you do, …" (the second fills ``then``)."""
    if s == "You may discard a card.":
        return MayCostThen("discard")
    if s == "You may draw a card.":
        return MayCostThen("draw")
    m = re.fullmatch(r"You may pay (\d+) life\.", s)
    if m:
        return MayCostThen("pay life", amount=int(m.group(1)))
    m = re.fullmatch(r"You may (sacrifice|exile) (~|it)\.", s)
    if m and (m.group(2) == "~" or ctx.it == "self"):
        return MayCostThen(f"{m.group(1)} self", noun=m.group(2) if m.group(2) == "it" else "")
    m = re.fullmatch(r"You may sacrifice (another )?(a |an )?([a-z]+(?: or (?:a |an )?[a-z]+)?)\.", s)
    if m and (m.group(1) or m.group(2)):
        kinds: set[CardType] = set()
        for word in re.split(r" or (?:a |an )?", m.group(3)):
            found = _PERMANENT_NOUNS.get(word)
            if found is None:
                return None
            kinds |= found
        noun = s.removeprefix("You may sacrifice ").removesuffix(".")
        return MayCostThen("sacrifice", noun=noun, types=frozenset(kinds), another=bool(m.group(1)))
    return None


_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10}
_DIG_REST = {
    "the rest on the bottom of your library in any order": "bottom any",
    "the rest on the bottom of your library in a random order": "bottom random",
    "the rest into your graveyard": "graveyard",
    "the other into your graveyard": "graveyard",
    "the other on the bottom of your library": "bottom any",
}


def _dig(count: int, tail: str) -> Dig | None:
    """What follows "Look at the top N cards of your library." (its text is kept in ``text_``)."""
    m = re.match(r"Put one of them into your hand and (the (?:rest|other) [a-z ]+?)\.", tail)
    if m:
        rest = _DIG_REST.get(m.group(1))
        if rest is None or (m.group(1).startswith("the other") != (count == 2)):
            return None
        return Dig(count, False, rest=rest, text_=m.group(0))
    m = re.match(
        r"You may reveal (?:a|an) (.+?) card from among them and put it into your hand\. "
        r"Put (the rest [a-z ]+?)\.",
        tail,
    )
    if m:
        kinds = _hand_card_kinds(m.group(1))
        rest = _DIG_REST.get(m.group(2))
        if kinds is None or rest is None:
            return None
        return Dig(count, True, kinds[0], kinds[1], rest, m.group(0))
    return None


def _hand_card_kinds(noun: str) -> tuple[frozenset[CardType], frozenset[CardType]] | None:
    """ "nonland", "creature", "noncreature, nonland", "instant or sorcery", "artifact or creature",
    "" — the card types a card must have one of, and those it must not have."""
    if not noun:
        return frozenset(), frozenset()
    types: set[CardType] = set()
    nontypes: set[CardType] = set()
    for word in re.split(r", | or ", noun):
        if word.startswith("non") and word[3:] in _TYPE_WORDS:
            nontypes.add(_TYPE_WORDS[word[3:]])
        elif word in _TYPE_WORDS:
            types.add(_TYPE_WORDS[word])
        else:
            return None
    if " or " in noun and nontypes:
        return None
    return frozenset(types), frozenset(nontypes)


def _targeted(ref: Ref) -> bool:
    """Whether ``ref`` names one of the ability's targets (and so has a target spec)."""
    return ref.kind in ("target", "targets", "that", "it")


def _coordinated(sentence: str, ctx: _Ctx) -> list[Effect] | None:
    """ "Untap target creature and gain control of it until end of turn.": two effects joined
    by "and" (the second often naming the first one's target as "it"), or by ", then"
    ("Draw a card, then discard a card.")."""
    for joint, wrap in ((", then ", Then), (" and ", And)):
        start = 0
        while True:
            i = sentence.find(joint, start)
            if i < 0:
                break
            start = i + 1
            mark = len(ctx.targets)
            first = _sentence(sentence[:i] + ".", ctx)
            rest = sentence[i + len(joint) :]
            second = _sentence(rest[0].upper() + rest[1:], ctx) if first is not None and rest else None
            if first is not None and second is not None:
                return [first, wrap(second)]
            if wrap is And and first is not None and rest:
                shared = _same_subject(first, rest, ctx)
                if shared is not None:
                    return [first, shared]
            del ctx.targets[mark:]
    return None


_PLAIN_VERB = {"draws": "draw", "loses": "lose", "gains": "gain"}


def _same_subject(first: Effect, rest: str, ctx: _Ctx) -> And | None:
    """ "… draws two cards and loses 2 life." — the second verb shares the first's player."""
    who = getattr(first, "who", None)
    if not isinstance(first, Draw | GainLife | LoseLife) or not isinstance(who, Ref):
        return None
    verb, _, tail = rest.partition(" ")
    if verb not in ("draw", "lose", "gain", *_PLAIN_VERB) or (verb in _PLAIN_VERB) == (who.kind == "you"):
        return None
    second = _sentence(f"You {_PLAIN_VERB.get(verb, verb)} {tail}", ctx)
    if not isinstance(second, Draw | GainLife | LoseLife):
        return None
    return And(replace(second, who=who), same_subject=True)


_COLOR_WORD = r"(?:white|blue|black|red|green)"
_CREATE_TOKEN = (
    r"Create (a|an|one|two|three|four|five) (tapped )?(\d+)/(\d+) "
    rf"((?:{_COLOR_WORD}|colorless)(?: and {_COLOR_WORD})?) "
    r"([A-Z][a-z]+(?: [A-Z][a-z]+)*) (artifact |enchantment )?creature tokens?(?: with ([a-z ,]+?|.*\"))?"
    r"(?: for each (\+1/\+1|-1/-1|[a-z]+) counter on it)?(?:\.|(?<=\"))"
)


_RULED_COUNTERS = frozenset(
    {"shield", "finality", "flying", "first strike", "double strike", "deathtouch", "hexproof",
     "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "haste"}
)  # fmt: skip


def plain_counter(kind: str) -> bool:
    """A counter kind whose only meaning is its number (+1/+1 and -1/-1 modify P/T, 122.1a)."""
    if kind in _RULED_COUNTERS:
        return False
    return not re.fullmatch(r"[+-]\d+/[+-]\d+", kind) or kind in ("+1/+1", "-1/-1")


def split_sentences(text: str) -> list[str] | None:
    """Sentences ending in a period, periods inside quotation marks not counting."""
    out: list[str] = []
    start, quoted = 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
            if not quoted and i > 0 and text[i - 1] == "." and (i + 1 == len(text) or text[i + 1] == " "):
                out.append(text[start : i + 1].strip())
                start = i + 1
        elif ch == "." and not quoted and (i + 1 == len(text) or text[i + 1] == " "):
            out.append(text[start : i + 1].strip())
            start = i + 1
    if text[start:].strip() or quoted:
        return None
    return out


_EACH_CREATURE = re.compile(
    r"~ deals (?P<n>\d+|X) damage to each (?P<other>other )?(?P<noun>creature(?: (?:with|without) [a-z ]+?)?|"
    r"(?:white|blue|black|red|green|nonwhite|nonblue|nonblack|nonred|nongreen|attacking|blocking|tapped|untapped) "
    r"creature|[A-Z][a-z]+)(?P<whose> you don't control| your opponents control)?"
    r"(?: and each (?P<players>player|opponent))?\."
)
_EACH_PLAYER = re.compile(r"~ deals (?P<n>\d+|X) damage to each player\.")
_PUMP_ALL = re.compile(
    r"(?P<other>Other )?(?P<noun>All creatures|[Cc]reatures|Attacking creatures|Blocking creatures|"
    r"(?:White|Blue|Black|Red|Green|Nonwhite|Nonblue|Nonblack|Nonred|Nongreen) creatures|All [A-Z][a-z]+s)"
    r"(?P<whose> you control| your opponents control| you don't control)?"
    r"(?: get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and gain (?P<kw2>[a-z ,]+?))?| gain (?P<kw>[a-z ,]+?))"
    r" until end of turn\."
)


_WHOSE = {None: "", " you control": "you", " your opponents control": "opponents", " you don't control": "opponents"}


def _mass_effect(s: str) -> Effect | None:
    """Effects on every creature (and player) that fits, found as they resolve (CR 611.2c):
    "~ deals 2 damage to each creature without flying and each player.", "All creatures get
    -1/-1 until end of turn.", "Creatures your opponents control get -2/-0 until end of turn."."""
    m = _EACH_CREATURE.fullmatch(s)
    if m:
        noun = m.group("noun")
        if noun[0].isupper():
            what = CreatureFilter(noun + "s", subtypes=frozenset({noun}), creature=True)
        else:
            f = creature_filter(noun.replace("creature", "creatures"))
            if noun == "creature":
                f = CreatureFilter("creatures", creature=True)
            if f is None:
                return None
            what = replace(f, creature=True)
        amount: int | str = m.group("n") if m.group("n") == "X" else int(m.group("n"))
        whose = "opponents" if m.group("whose") else ""
        players = f"each {m.group('players')}" if m.group("players") else ""
        return DamageEach(amount, what, whose, players, bool(m.group("other")), s)
    m = _EACH_PLAYER.fullmatch(s)
    if m:
        return DamageEach(m.group("n") if m.group("n") == "X" else int(m.group("n")), None, "", "each player", text_=s)
    m = _PUMP_ALL.fullmatch(s)
    if m:
        noun = m.group("noun").removeprefix("All ")
        words = noun.split(" ")
        combat = words[0].lower() if words[0] in ("Attacking", "Blocking") else ""
        if combat or noun in ("creatures", "Creatures"):
            what = CreatureFilter("creatures", creature=True)
        elif words[-1] == "creatures":
            f = creatures_noun(noun[0].lower() + noun[1:])
            if f is None:
                return None
            what = f
        else:
            what = CreatureFilter(noun, subtypes=frozenset({noun[:-1]}), creature=True)
        whose = _WHOSE[m.group("whose")]
        if m.group("other") and whose != "you":
            return None
        kws: tuple[str, ...] = ()
        if m.group("kw") or m.group("kw2"):
            granted = _keyword_list(m.group("kw") or m.group("kw2"))
            if granted is None:
                return None
            kws = granted
        power, toughness = (int(m.group("p")), int(m.group("t"))) if m.group("p") else (0, 0)
        return PumpAll(power, toughness, what, whose, bool(m.group("other")), combat, s, kws)
    return None


def _player_word(who: str, ctx: _Ctx) -> Ref | None:
    """ "Target player", "Target opponent", "That player" (a trigger's player), "Defending player"."""
    if who.startswith("Target"):
        return ctx.target(who[0].lower() + who[1:])
    if who == "That player" and ctx.that_player:
        return Ref("that player")
    if who == "Defending player" and ctx.attack:
        return Ref("defending player")
    return None


def _sentence(s: str, ctx: _Ctx) -> Effect | None:
    """One instruction (CR 608.2c), with a counted number if it has one (608.2h)."""
    e = _plain_sentence(s, ctx)
    if e is not None or not any(w in s for w in (" for each ", ", where X is ", " equal to ", "X/")):
        return e
    return counted(s, ctx.targets, lambda text: _plain_sentence(text, ctx))


def _plain_sentence(s: str, ctx: _Ctx) -> Effect | None:
    if s.startswith(("Amass ", "Discover ")):
        return keyword_action(s)
    m = re.fullmatch(r"Untap up to (two|three|four|five|six|seven) lands( you control)?\.", s)
    if m:
        n = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}[m.group(1)]
        return UntapUpTo(n, yours=bool(m.group(2)))  # CR 701.26b
    if s == "You become the monarch.":
        return BecomeMonarch(Ref("you"))  # CR 725.1
    m = re.fullmatch(r"(Target player|Target opponent) becomes the monarch\.", s)
    if m:
        ref = ctx.target(m.group(1).lower())
        return BecomeMonarch(ref) if ref else None
    m = re.fullmatch(r"Add ((?:\{[WUBRGC]\})+)\.", s)
    if m:
        amounts = [0] * 6
        symbols = re.findall(r"\{(.)\}", m.group(1))
        for sym in symbols:
            amounts[POOL_ORDER.index(sym)] += 1
        mana = AddMana(tuple(amounts))
        return mana if mana.text(()) == s else AddMana(tuple(amounts), "".join(symbols))
    m = re.fullmatch(
        r"~ deals (\d+|X) damage divided as you choose among (one or two|one, two, or three) "
        r"(targets|target [a-z ]+)\.",
        s,
    )
    if m:
        count = 2 if m.group(2) == "one or two" else 3
        noun = "any target" if m.group(3) == "targets" else m.group(3).removeprefix("target ")
        choices = f"{m.group(2)} {m.group(3)}"
        if noun == "any target":
            group = 1 + max((t.group for t in ctx.targets), default=0)
            first = len(ctx.targets)
            for i in range(count):
                text = choices if i == 0 else ""
                ctx.targets.append(replace(ANY_TARGET, group=group, optional=i > 0, group_text=text))
            among: Ref | None = Ref("targets", first)
        else:
            among = ctx.group(choices, count, noun, optional=True, first_required=True)
        if among is None:
            return None
        total: int | str = m.group(1) if m.group(1) == "X" else int(m.group(1))
        return DealDividedDamage(total, among, choices)
    m = re.fullmatch(r"~ deals (\d+) damage to you\.", s)
    if m:
        return DealDamage(int(m.group(1)), Ref("you"))
    m = re.fullmatch(rf"(~|It) deals (\d+|X) damage to {_TGT}\.", s)
    if m and not (m.group(1) == "It" and ctx.it == "watched"):  # (the watched permanent isn't the source)
        ref = ctx.target(m.group(3))
        amount: int | str = m.group(2) if m.group(2) == "X" else int(m.group(2))
        return DealDamage(amount, ref, m.group(1)) if ref else None
    m = re.fullmatch(_CREATE_TOKEN, s)
    if m:
        count = _NUMBERS[m.group(1)]
        colors = tuple(_COLORS[c] for c in m.group(5).split(" and ") if c in _COLORS)
        with_text = m.group(8) or ""
        granted = _token_abilities(with_text) if '"' in with_text else ()
        if granted is None or (count == 1) != (" tokens" not in s):
            return None
        kws: tuple[str, ...] | None = () if '"' in with_text else _keyword_list(with_text) if with_text else ()
        if kws is None:
            return None
        if granted:
            kws = _keyword_list(re.sub(r',? ?(?:and )?"[^"]*"', "", with_text).strip()) if with_text[0] != '"' else ()
            if kws is None:
                return None
        per = m.group(9)
        if per is not None and (count != 1 or ctx.it not in ("self", "source")):
            return None
        token = CreateToken(
            count, int(m.group(3)), int(m.group(4)), colors, tuple(m.group(6).split()), kws, per,
            m.group(7) == "artifact ", bool(m.group(2)), m.group(7) == "enchantment ", granted,
            with_text if granted or ", " in with_text else "",
        )  # fmt: skip
        return token if token.text(tuple(ctx.targets)) == s else None
    mass = _mass_effect(s)
    if mass is not None:
        if isinstance(mass, PumpAll) and mass.others and not ctx.ability:
            return None  # "Other creatures …" in a spell means other than what it names, not its source
        return mass
    m = re.fullmatch(r"Sacrifice (a|an|two|three) (creature|artifact|enchantment|land|permanent)s?\.", s)
    if m and (m.group(1) in ("a", "an")) == (not s.endswith("s.")):
        count = _NUMBERS[m.group(1)]
        return PlayersSacrifice("you", count, m.group(2), _PERMANENT_NOUNS[m.group(2)], False, None)  # CR 701.21a
    if s == "~ doesn't untap during your next untap step.":
        return DoesntUntap(Ref("this"))  # CR 502.3
    m = re.fullmatch(
        r"Look at the top (two|three|four|five) cards of your library, then put them back in any order\.", s
    )
    if m:
        return Scry(_NUMBERS[m.group(1)], reorder_only=True)
    m = re.fullmatch(rf"Prevent the next (\d+) damage that would be dealt to {_TGT} this turn\.", s)
    if m:
        ref = Ref("this") if m.group(2) == "~" else ctx.target(m.group(2))
        return PreventNext(int(m.group(1)), ref) if ref else None  # CR 615.7
    if s in ("It explores.", "~ explores.") and ctx.it == "self":
        return Explore()  # CR 701.44a
    m = re.fullmatch(r"Bolster (\d+)\.", s)
    if m:
        return Bolster(int(m.group(1)))  # CR 701.39a
    m = re.fullmatch(rf"{_TGT} fights {_TGT}\.", s, re.I)
    if m and m.group(1)[0].isupper():
        fighter = ctx.target(m.group(1)[0].lower() + m.group(1)[1:])
        foe = ctx.target(m.group(2)) if fighter is not None else None
        if fighter is not None and foe is not None and fighter.kind == "target" and foe.kind == "target":
            return FightEachOther(fighter, foe, named=True)  # CR 701.14a
        return None
    m = re.fullmatch(rf"{_TGT} has base power and toughness (\d+)/(\d+) until end of turn\.", s, re.I)
    if m and m.group(1)[0].isupper():
        ref = ctx.target(m.group(1)[0].lower() + m.group(1)[1:])
        return BasePTUntilEOT(ref, int(m.group(2)), int(m.group(3))) if ref else None
    m = re.fullmatch(rf"Exile {_TGT} until ~ leaves the battlefield\.", s)
    if m:
        ref = ctx.target(m.group(1))
        return ExileUntilLeaves(ref) if ref is not None and ref.kind == "target" else None
    m = re.fullmatch(r"Exile (target player|target opponent)'s graveyard\.", s)
    if m:
        ref = ctx.target(m.group(1))
        return ExileGraveyard(ref) if ref else None
    if s == "Proliferate.":
        return Proliferate()  # CR 701.34a
    if s == "Prevent all combat damage that would be dealt this turn.":
        return PreventAllCombatDamage()  # CR 615.1a
    if s in ("You win the game.", "You lose the game."):
        return GameOver(s == "You win the game.")
    if s == "Sacrifice it." and ctx.it == "self":
        return SacrificeIt(Ref("it_self"))
    m = re.fullmatch(r"Creatures you control get ([+-]\d+)/([+-]\d+)(?: and gain ([a-z ]+))? until end of turn\.", s)
    if m and (m.group(3) is None or m.group(3) in ENGINE_KEYWORDS):
        return PumpYours(int(m.group(1)), int(m.group(2)), m.group(3))
    if s == "Those creatures don't untap during their controller's next untap step." and ctx.targets:
        # the creatures of the last "up to N target creatures" (CR 502.3)
        last = ctx.targets[-1]
        if not last.group or CardType.CREATURE not in last.types:
            return None
        first = next(i for i, t in enumerate(ctx.targets) if t.group == last.group)
        return DoesntUntap(Ref("targets", first), those=True)
    m = re.fullmatch(rf"{_TGT} doesn't untap during its controller's next untap step\.", s, re.I)
    if m:
        phrase = m.group(1)
        ref = ctx.target(phrase[0].lower() + phrase[1:])
        return DoesntUntap(ref) if ref else None
    m = re.fullmatch(
        r"(Each other player|Each opponent|Each player|Target player|Target opponent) sacrifices half the "
        r"(permanents|creatures|lands|artifacts|enchantments) they control( of their choice)?, rounded down\.",
        s,
    )
    if m:
        # CR 701.21a, 107.1a: half of what they control as it resolves, rounded down
        noun = m.group(2).removesuffix("s")
        who = m.group(1)
        player = ctx.target(who[0].lower() + who[1:]) if who.startswith("Target") else None
        if who.startswith("Target") and player is None:
            return None
        sacrificed_kinds = _PERMANENT_NOUNS[noun]
        return PlayersSacrifice("" if player else who, 0, noun, sacrificed_kinds, bool(m.group(3)), player, half=True)
    m = re.fullmatch(
        r"(Each opponent|Each player|Target player|Target opponent|That player|Defending player) discards "
        r"(a card|two cards|three cards)( at random)?\.",
        s,
    )
    if m:
        who = m.group(1)
        discarder = _player_word(who, ctx)
        if discarder is None and who not in ("Each opponent", "Each player"):
            return None
        count = _NUMBERS[m.group(2).split()[0]]
        return PlayersDiscard("" if discarder else who, count, discarder, bool(m.group(3)))  # CR 701.9
    m = re.fullmatch(r"That player may sacrifice (a|an) ([a-z]+) of their choice\.", s)
    if m and ctx.that_player and _PERMANENT_NOUNS.get(m.group(2)) is not None:
        return ThatPlayerMaySacrifice(m.group(2), _PERMANENT_NOUNS[m.group(2)])  # "If the player does" follows
    m = re.fullmatch(
        r"(Each other player|Each opponent|Each player|Target player|Target opponent) sacrifices "
        r"(a|an|two|three) ([a-z ]+?)( of their choice)?\.",
        s,
    )
    if m:
        count = _NUMBERS[m.group(2)]
        noun = m.group(3) if count == 1 else m.group(3).removesuffix("s")
        sacrificed = _PERMANENT_NOUNS.get(noun)
        if noun == "creature or planeswalker":
            sacrificed = frozenset({CardType.CREATURE, CardType.PLANESWALKER})
        if sacrificed is not None:
            who = m.group(1)
            player = ctx.target(who[0].lower() + who[1:]) if who.startswith("Target") else None
            if who.startswith("Target") and player is None:
                return None
            effect = PlayersSacrifice("" if player else who, count, noun, sacrificed, bool(m.group(4)), player)
            return effect if effect.text(tuple(ctx.targets)) == s else None
    if s == ItsControllerMaySearchBasicLand(Ref("it")).text(()) and ctx.targets:
        return ItsControllerMaySearchBasicLand(Ref("it", len(ctx.targets) - 1))
    m = re.fullmatch(r"(Untap|Tap) all (.+?)( you control| your opponents control)?\.", s)
    if m:
        groups = [permanents_noun(part) for part in m.group(2).split(" and all ")]
        if all(f is not None for f in groups):
            whose = {None: "", " you control": "you", " your opponents control": "opponents"}[m.group(3)]
            return TapOrUntapAll(m.group(1) == "Untap", tuple(f for f in groups if f is not None), whose)
    m = re.fullmatch(r"Exile the top (card|two cards|three cards|four cards|five cards|X cards) of your library\.", s)
    if m:
        word = m.group(1).split()[0]
        return ExileTopCards(1 if word == "card" else "X" if word == "X" else _NUMBERS[word])
    m = re.fullmatch(
        r"(?:(Until end of turn|Until the end of your next turn), )?[Yy]ou may play (that card|them)"
        r"( without paying its mana cost)?( this turn| until the end of your next turn)?\.",
        s,
    )
    if m and bool(m.group(1)) != bool(m.group(4)):
        next_turn = "next turn" in (m.group(1) or m.group(4))
        play = MayPlayExiled(next_turn, bool(m.group(1)), m.group(2) == "them", bool(m.group(3)))
        return play if play.text(()) == s else None
    m = re.fullmatch(r"You may pay ((?:\{[0-9WUBRGC]\})+)\.", s)
    if m:
        cost = ManaCost.parse(m.group(1))
        # the effect is filled in by the "If you do, …" sentence that must follow
        return MayPayThen(cost, Draw(0, Ref("you"))) if cost is not None else None
    m = re.fullmatch(
        r"Search your library for (a|an|up to one|up to two|up to three|two|three) ((?:basic )?[A-Za-z ,]+? )?"
        r"cards?( with mana value \d+ or less)?, "
        r"(reveal (?:it|them|those cards|that card), )?put (it|them|that card|those cards) "
        r"(into your hand|onto the battlefield|into your graveyard)( tapped)?, then shuffle\.",
        s,
    )
    if m:
        qty = m.group(1)
        up_to = qty.startswith("up to ")
        count = _NUMBERS[qty.removeprefix("up to ")]
        noun = (m.group(2) or "").strip()
        basic = noun.startswith("basic ")
        searched = _search_kinds(noun.removeprefix("basic "))
        value = int(re.sub(r"\D", "", m.group(3))) if m.group(3) else None
        if searched is not None:
            found_types, subs = searched
            search = SearchLibrary(
                count, up_to, noun, found_types, subs, basic,
                m.group(4) or "", m.group(5), m.group(6), bool(m.group(7)), value,
            )  # fmt: skip
            if search.text(()) == s:
                return search
    m = re.fullmatch(
        r"Put up to (one|two|three) (creature|artifact|land|enchantment|permanent) cards? from your hand onto the "
        r"battlefield\.",
        s,
    )
    if m:
        put_types = frozenset({_TYPE_WORDS[m.group(2)]}) if m.group(2) in _TYPE_WORDS else frozenset()
        put = PutCardsFromHand(_NUMBERS[m.group(1)], m.group(2), put_types)
        return put if put.text(()) == s else None
    m = re.fullmatch(rf"Regenerate (~|{_TGT})\.", s)
    if m:
        ref = Ref("this") if m.group(1) == "~" else ctx.target(m.group(1))
        return Regenerate(ref) if ref else None
    m = re.fullmatch(
        r"Create (a|an|two|three|four|five) (Treasure|Food|Clue|Blood|Gold|Shard|Lander|Mutagen) tokens?\.", s
    )
    if m:
        made = CreatePredefinedToken(m.group(2), _NUMBERS[m.group(1)])
        return made if made.text(()) == s else None
    if s == "Investigate.":
        return CreatePredefinedToken("Clue", 1, investigate=True)  # CR 701.16a
    m = re.fullmatch(r"(Scry|Surveil) (\d+)\.", s)
    if m:
        return Scry(int(m.group(2)), surveil=m.group(1) == "Surveil")
    m = re.fullmatch(r"(Mill|Target player mills|Target opponent mills|Each opponent mills|Each player mills) "
                     r"(a card|two cards|three cards|four cards|five cards|X cards)\.", s)  # fmt: skip
    if m:
        word = m.group(2).split()[0]
        milled: int | str = 1 if word == "a" else "X" if word == "X" else _NUMBERS[word]
        if m.group(1).startswith("Each"):
            millers: Ref | None = Ref(m.group(1).removesuffix(" mills").lower())  # in APNAP order (CR 101.4)
        else:
            millers = Ref("you") if m.group(1) == "Mill" else ctx.target(" ".join(m.group(1).split()[:2]).lower())
        return Mill(milled, millers) if millers else None
    m = re.fullmatch(r"(Exile|Sacrifice) ~\.", s)
    if m:
        return ExileIt(Ref("this")) if m.group(1) == "Exile" else SacrificeIt(Ref("this"))
    m = re.fullmatch(r"Return an? (land|creature|artifact|enchantment|permanent) you control to its owner's hand\.", s)
    if m:
        returned = _PERMANENT_NOUNS[m.group(1)] or TARGET_NOUNS["permanent"][0]
        return ReturnOwnPermanent(m.group(1), returned)
    if s == "Return ~ to its owner's hand.":
        return ReturnToHand(Ref("this"))
    if s == "Return ~ from your graveyard to the battlefield tapped.":
        return ReturnFromGraveyard(Ref("this"), True, tapped=True)
    m = re.fullmatch(r"Return ~ from your graveyard to (your hand|the battlefield)\.", s)
    if m:
        return ReturnFromGraveyard(Ref("this"), m.group(1) == "the battlefield")
    m = re.fullmatch(r"~ deals (\d+|X) damage to each opponent\.", s)
    if m:
        return DamageEachOpponent(m.group(1) if m.group(1) == "X" else int(m.group(1)))
    m = re.fullmatch(r"Each opponent loses (\d+|X) life\.", s)
    if m:
        return EachOpponentLoses(m.group(1) if m.group(1) == "X" else int(m.group(1)))
    m = re.fullmatch(rf"({_TGT}) can't block this turn\.", s, re.I)
    if m:
        phrase = m.group(1)
        ref = ctx.target(phrase[0].lower() + phrase[1:])
        return CantBlockThisTurn(ref) if ref else None
    m = re.fullmatch(r"Put (a|an|two|three) ([a-z0-9/+-]+) counters? on each (other )?(attacking )?(.*?)creature "
                     r"you control\.", s)  # fmt: skip
    if m:
        if not plain_counter(m.group(2)):
            return None
        adjective = m.group(5).strip()
        what = creatures_noun(f"{adjective} creatures") if adjective else None
        if adjective and what is None:
            return None
        noun = f"{adjective} creature" if adjective else "creature"
        combat = "attacking" if m.group(4) else ""
        each = PutCountersOnEach(m.group(2), _NUMBERS[m.group(1)], what, bool(m.group(3)), combat, noun)
        return each if each.text(()) == s else None
    m = re.fullmatch(
        r"It deals an additional (\d+) damage to that player or planeswalker at the beginning of your next upkeep "
        r"step unless that player or that planeswalker's controller pays ((?:\{[WUBRGC0-9]\})+) before that step\.",
        s,
    )
    if m and ctx.targets and ctx.targets[-1].noun == "player or planeswalker":
        cost = ManaCost.parse(m.group(2))
        if cost is not None:
            return DelayedDamageUnlessPaid(int(m.group(1)), Ref("it", len(ctx.targets) - 1), cost)
    m = re.fullmatch(rf"Attach (~|it) to {_TGT}\.", s)
    if m and (m.group(1) == "~" or ctx.it == "self"):
        ref = ctx.target(m.group(2))
        return AttachThis(ref, it=m.group(1) == "it") if ref and _targeted(ref) else None
    if s == "Flip it.":
        return FlipThis()
    m = re.fullmatch(
        r"If (that creature|it|a creature dealt damage this way|the creature dealt damage this way) would die this "
        r"turn, exile it instead\.",
        s,
    )
    if m and ctx.targets:
        # the creature the instruction before was about: the last target (CR 614.1a)
        return ExileIfDiesThisTurn(Ref("target", len(ctx.targets) - 1), s)
    m = re.fullmatch(
        rf"(?P<who>~|It) deals (?P<a>\d+) damage to (?P<t1>{_TGT}) and (?P<b>\d+) damage to (?P<t2>you|{_TGT})\.", s
    )
    if m and not (m["who"] == "It" and ctx.it == "watched"):
        # two recipients in one sentence (CR 120.2: dealt at the same time; here one after the other)
        one = ctx.target(m["t1"])
        two = Ref("you") if m["t2"] == "you" else ctx.target(m["t2"])
        if one is None or two is None or "other" in m["t2"]:
            return None
        return DealDamageTwice(DealDamage(int(m["a"]), one, m["who"]), DealDamage(int(m["b"]), two))
    m = re.fullmatch(rf"({_TGT}) deals damage equal to its power to ({_TGT})\.", s[0].lower() + s[1:])
    if m and m.group(1).startswith(("target creature", "that creature", "it")) and "another" not in m.group(3):
        dealer = ctx.target(m.group(1))
        victim = ctx.target(m.group(3)) if dealer is not None else None
        if dealer is not None and victim is not None and dealer.kind in ("target", "that", "it") and victim != dealer:
            return DealsDamageEqualToPower(dealer, victim, s)
    m = re.fullmatch(r"Switch (~|target creature|that creature)'s power and toughness until end of turn\.", s)
    if m:
        ref = Ref("this") if m.group(1) == "~" else ctx.target(m.group(1))
        if ref is not None:
            return SwitchPT(ref, s)
    m = re.fullmatch(
        rf"You may have (~|{_TGT}) (get|deal|fight|discard|lose|gain|draw|mill|sacrifice|block|return)\b(.*)\.", s
    )
    if m:
        # "You may have <subject> <verb> …": the subject does it if its controller chooses (608.2c)
        verb = {"get": "gets", "deal": "deals", "fight": "fights", "discard": "discards", "lose": "loses",
                "gain": "gains", "draw": "draws", "mill": "mills", "sacrifice": "sacrifices", "block": "blocks",
                "return": "returns"}[m.group(3)]  # fmt: skip
        subject = m.group(1) if m.group(1) == "~" else m.group(1)[0].upper() + m.group(1)[1:]
        mark = len(ctx.targets)
        inner = _plain_sentence(f"{subject} {verb}{m.group(4)}.", ctx)
        if inner is not None and not inner.decides:
            return MayDo(inner, text_=s)
        del ctx.targets[mark:]
    if (
        s in ("Return it to its owner's hand.", "Return ~ to its owner's hand.")
        and ctx.it == "source"
        and not ctx.targets
    ):
        return ReturnDeadSourceToHand(s)  # (a trigger on leaving for the graveyard: the card there)
    m = re.fullmatch(rf"(You may tap|Tap) or untap ({_TGT})\.", s)
    if m:
        ref = ctx.target(m.group(2))
        if ref is not None and ref.kind in ("target", "it", "that"):
            tap_or_untap = TapOrUntap(ref, m.group(1) == "You may tap")
            return tap_or_untap if tap_or_untap.text(tuple(ctx.targets)) == s else None
    m = re.fullmatch(rf"Put ({_TGT}) on (top|the bottom) of its owner's library\.", s)
    if m:
        ref = ctx.target(m.group(1))
        if ref is not None and ref.kind in ("target", "it", "that"):
            return PutIntoLibrary(ref, m.group(3) == "the bottom", s)
    m = re.fullmatch(
        r"(Sacrifice|Exile|Return) (it|~|that creature|that token|the token)( to its owner's hand)? at the beginning "
        r"of the next end step\.",
        s,
    )
    if m and (m.group(1) == "Return") == bool(m.group(3)):
        ref = Ref("this") if m.group(2) == "~" else ctx.target(m.group(2))
        if ref is not None and not (ref.kind == "this" and ctx.it not in ("self", "")):
            end = AtNextEndStep({"Sacrifice": "sacrifice", "Exile": "exile", "Return": "return"}[m.group(1)], ref)
            return end if end.text(tuple(ctx.targets)) == s else None
    if s == DrawNextUpkeep().text(()):
        return DrawNextUpkeep()
    if s == "End the turn.":
        return EndTheTurn()
    if s == "Return it to your hand." and ctx.it == "subject":
        return ReturnItToYourHand()
    m = re.fullmatch(r"Draw a card for each tapped creature (target player|target opponent) controls\.", s)
    if m:
        who = ctx.target(m.group(1))
        return DrawForEachTapped(who) if who else None
    m = re.fullmatch(r"~'s controller sacrifices it, then draws (a card|two cards|three cards)\.", s)
    if m:
        return ControllerSacrificesThisThenDraws(_NUMBERS[m.group(1).split()[0]])
    m = re.fullmatch(rf"Remove {_TGT} from combat( and untap it)?\.", s)
    if m:
        ref = ctx.target(m.group(1))
        if ref is None or not _targeted(ref) or not ctx.targets[ref.index].combat:
            return None
        return RemoveFromCombat(ref, bool(m.group(2)))
    m = re.fullmatch(
        r"This turn, creatures can't (attack|block) unless their controller pays \{(X|\d+)\} for each "
        r"(attacking|blocking) creature they control\.",
        s,
    )
    if m and m.group(3) == m.group(1) + "ing":
        tax: int | str = m.group(2) if m.group(2) == "X" else int(m.group(2))
        return CombatTaxThisTurn(tax, block=m.group(1) == "block")
    m = re.fullmatch(rf"Remove all counters from {_TGT}\.", s)
    if m:
        ref = ctx.target(m.group(1))
        return RemoveAllCounters(ref) if ref else None
    m = re.fullmatch(r"Destroy all (creatures|artifacts|enchantments|lands|permanents)( target player controls)?\.", s)
    if m:
        kinds = {
            "creatures": CardType.CREATURE,
            "artifacts": CardType.ARTIFACT,
            "enchantments": CardType.ENCHANTMENT,
            "lands": CardType.LAND,
        }
        types = frozenset({kinds[m.group(1)]}) if m.group(1) in kinds else TARGET_NOUNS["permanent"][0]
        who = ctx.target("target player") if m.group(2) else None
        return DestroyAll(m.group(1), types, who)
    m = re.fullmatch(
        r"You may put an? (artifact|creature|land|enchantment) card from your hand onto the battlefield\.", s
    )
    if m:
        return PutFromHand(m.group(1), frozenset({_TYPE_WORDS[m.group(1)]}))
    may_cost = _may_cost(s, ctx)
    if may_cost is not None:
        return may_cost
    m = re.fullmatch(r"You may (.+)\.", s)
    if m and not m.group(1).startswith(("cast", "play", "have", "pay", "choose", "sacrifice")):
        inner = _sentence(m.group(1)[0].upper() + m.group(1)[1:] + ".", ctx)
        if inner is None:
            inner = _sentence(f"You {m.group(1)}.", ctx)  # "You may gain 3 life." (the subject is "you")
        # (an instruction that itself asks something can't be nested in "you may" yet — but a
        # search can: the player first decides whether to search at all)
        if inner is not None and (not inner.decides or isinstance(inner, SearchLibrary)):
            return MayDo(inner)
        return None
    lowered = s[0].lower() + s[1:] if s[:1] in ("T", "I") else s  # "Target creature …", "It …"
    m = re.fullmatch(rf"(~|{_TGT}) gains protection from the color of your choice until end of turn\.", lowered)
    if m:
        phrase = m.group(1)
        ref = Ref("this") if phrase == "~" else ctx.target(phrase)
        return ProtectionOfChosenColor(ref) if ref is not None and (ref.kind != "target" or _targeted(ref)) else None
    m = re.fullmatch(rf"(~|{_TGT}) connives\.", lowered)
    if m:
        # CR 701.50a
        phrase = m.group(1)
        ref = Ref("this") if phrase == "~" else ctx.target(phrase)
        return Connive(ref) if ref is not None and (ref.kind != "target" or _targeted(ref)) else None
    m = re.fullmatch(r"Support (one|two|three|four|five|\d)\.", s)
    if m:
        # CR 701.41a: on a permanent "… on each of up to N other target creatures"; on an instant or
        # sorcery "… on each of up to N target creatures"
        n = _NUMBERS.get(m.group(1)) or int(m.group(1))
        word = {v: k for k, v in _NUMBERS.items() if k not in ("a", "an")}.get(n)
        other = "other " if ctx.ability else ""
        ref = ctx.target(f"up to {word} {other}target creatures") if word else None
        return PutCountersOn("+1/+1", 1, ref, support=n) if ref else None
    m = re.fullmatch(rf"Put (a|an|one|two|three) ([a-z0-9/+-]+) counters? on (each of )?(~|{_TGT})\.", s)
    if m:
        ref = Ref("this") if m.group(4) == "~" else ctx.target(m.group(4))
        if not plain_counter(m.group(2)):
            return None
        n = _NUMBERS[m.group(1)]
        counters = PutCountersOn(m.group(2), n, ref, each_of=bool(m.group(3))) if ref else None
        return counters if counters is not None and counters.text(tuple(ctx.targets)) == s else None
    m = re.fullmatch(r"(Target player|Target opponent) shuffles their graveyard into their library\.", s)
    if m:
        ref = ctx.target(m.group(1)[0].lower() + m.group(1)[1:])
        return ShuffleGraveyardIn(ref) if ref else None
    m = re.fullmatch(rf"When {_TGT} is put into your graveyard this turn, return that card to the battlefield\.", s)
    if m:
        ref = ctx.target(m.group(1))
        return DelayedReturn(ref) if ref else None
    m = re.fullmatch(
        r"Search your library for a creature card with mana value equal to (\d+) plus the sacrificed creature's "
        r"mana value, put that card onto the battlefield, then shuffle\.",
        s,
    )
    if m:
        return SearchCreatureBySacrificedValue(int(m.group(1)))
    if s == "Put ~ and each creature it's blocking on top of their owners' libraries, then those players shuffle.":
        return TuckSelfAndBlocked()
    m = re.fullmatch(r"Tap target creature you control and target creature of an opponent's choice they control\.", s)
    if m:
        mine = ctx.target("target creature you control")
        theirs_spec = TargetSpec(
            "creature they control", frozenset({CardType.CREATURE}), controller="opponent", chooser="opponent"
        )
        ctx.targets.append(theirs_spec)
        theirs = Ref("target", len(ctx.targets) - 1)
        return TapBoth(mine, theirs) if mine else None
    if s == "Those creatures fight each other." and len(ctx.targets) >= 2:
        return FightEachOther(Ref("target", len(ctx.targets) - 2), Ref("target", len(ctx.targets) - 1))
    m = re.fullmatch(r"Sacrifice ~ unless you pay ((?:\{[WUBRGC0-9]\})+)\.", s)
    if m:
        cost = ManaCost.parse(m.group(1))
        return SacrificeThisUnlessPay(cost) if cost is not None else None
    m = re.fullmatch(
        r"Search your library for an? ([A-Z][a-z]+) card and an? ([A-Z][a-z]+) card, reveal them, put them into "
        r"your hand, then shuffle\.",
        s,
    )
    if m:
        return SearchToHand((m.group(1), m.group(2)))
    m = re.fullmatch(
        r"Until end of turn, ~ becomes an? ([A-Z][a-z]+) with base power and toughness (\d+)/(\d+)"
        r"(?: and gains ([a-z ]+))?\.",
        s,
    )
    if m and (m.group(4) is None or m.group(4) in ENGINE_KEYWORDS):
        return BecomeUntilEOT(Ref("this"), m.group(1), int(m.group(2)), int(m.group(3)), m.group(4))
    if s == "Discard a card.":
        return DiscardChosen()
    m = re.fullmatch(r"Discard (two|three) cards\.", s)
    if m:
        return DiscardChosen(_NUMBERS[m.group(1)])
    m = re.fullmatch(r"Each player discards their hand, then draws (two|three|four|five|six|seven) cards\.", s)
    if m:
        return EachDiscardsHandThenDraws(_NUMBERS[m.group(1)])
    m = re.fullmatch(
        r"Cast any number of (white|blue|black|red|green) instant and/or sorcery cards from your graveyard "
        r"without paying their mana costs\.",
        s,
    )
    if m:
        return CastFromGraveyardFree(_COLORS[m.group(1)])
    if s == "Add one mana of any color.":
        return AddManaOfChoice(1)
    m = re.fullmatch(r"Add \{([WUBRGC])\}(?:, \{([WUBRGC])\},)? or \{([WUBRGC])\}\.", s)
    if m:
        allowed = "".join(c for c in m.groups() if c)
        if len(set(allowed)) == len(allowed):
            return AddManaOfChoice(1, allowed, listed=True)
    m = re.fullmatch(r"Add \{(\w)\}\{(\w)\}, \{(\w)\}\{(\w)\}, or \{(\w)\}\{(\w)\}\.", s)
    if m and all(c in "WUBRGC" for c in m.groups()):
        # CR 106.1, 605.3b: one of three combinations, chosen as the mana ability resolves
        g = m.groups()
        combos = (g[0] + g[1], g[2] + g[3], g[4] + g[5])
        return AddManaOfChoice(2, "".join(sorted(set("".join(combos)), key="WUBRGC".index)), combos=combos)
    m = re.fullmatch(r"Add (two|three|four|five) mana of any one color\.", s)
    if m:
        return AddManaOfChoice(_NUMBERS[m.group(1)])
    if s == "You may cast spells this turn as though they had flash.":
        return FlashThisTurn()
    m = re.fullmatch(r"(Untap|Tap) ~\.", s)
    if m:
        return UntapIt(Ref("this")) if m.group(1) == "Untap" else TapIt(Ref("this"))
    m = re.fullmatch(rf"(~|{_TGT}) gets ([+-]\d+)/([+-]\d+) until end of turn\.", s, re.I)
    if m:
        phrase = m.group(1)
        ref = Ref("this") if phrase == "~" else ctx.target(phrase[0].lower() + phrase[1:])
        return ModifyPT(int(m.group(3)), int(m.group(4)), ref) if ref else None
    m = re.fullmatch(rf"Copy {_TGT}\.", s)
    if m:
        # CR 707.10: a copy of a spell (the choice of new targets is the next sentence's)
        ref = ctx.target(m.group(1))
        if ref is None or not _targeted(ref) or ctx.targets[ref.index].zone is not Zone.STACK:
            return None
        return CopySpell(ref, new_targets=False)
    m = re.fullmatch(rf"Counter {_TGT} unless its controller pays ((?:\{{\d+\}})+)\.", s)
    if m:
        ref = ctx.target(m.group(1))
        cost = ManaCost.parse(m.group(2))
        if ref is None or cost is None or not _targeted(ref) or ctx.targets[ref.index].zone is not Zone.STACK:
            return None
        return CounterUnlessPays(ref, cost)
    for verb, cls in (
        ("Destroy", Destroy),
        ("Exile", ExileIt),
        ("Tap", TapIt),
        ("Untap", UntapIt),
        ("Counter", CounterIt),
    ):
        m = re.fullmatch(rf"{verb} {_TGT}\.", s)
        if m:
            ref = ctx.target(m.group(1))
            if ref is None:
                return None
            if not _targeted(ref):
                if cls is CounterIt:
                    return None
                return cls(ref)
            spec = ctx.targets[ref.index]
            if (cls is CounterIt) != (spec.zone is Zone.STACK):
                return None
            return cls(ref)
    m = re.fullmatch(
        rf"Until end of turn, {_TGT} loses all abilities(?: and has base power and toughness (\d+)/(\d+))?\.", s
    )
    if m:
        ref = ctx.target(m.group(1))
        base = (int(m.group(2)), int(m.group(3))) if m.group(2) else None
        return LoseAllAbilities(ref, base) if ref else None
    m = re.fullmatch(rf"(~|{_TGT}) can attack this turn as though it didn't have defender\.", s, re.I)
    if m:
        phrase = m.group(1)
        ref = Ref("this") if phrase == "~" else ctx.target(phrase[0].lower() + phrase[1:])
        return AttackDespiteDefenderThisTurn(ref) if ref else None
    m = re.fullmatch(rf"(~|{_TGT}) can't be blocked this turn\.", s, re.I)
    if m:
        phrase = m.group(1)
        ref = Ref("this") if phrase == "~" else ctx.target(phrase[0].lower() + phrase[1:])
        return CantBeBlockedThisTurn(ref) if ref else None
    m = re.fullmatch(rf"{_TGT} becomes (white|blue|black|red|green) until end of turn\.", s, re.I)
    if m:
        phrase = m.group(1)
        ref = ctx.target(phrase[0].lower() + phrase[1:])
        return BecomeColor(ref, _COLORS[m.group(2)]) if ref else None
    m = re.fullmatch(r"(Untap|Tap) that (creature|permanent|artifact|land)\.", s)
    if m and ctx.targets and ctx.targets[-1].noun.split(" ")[0] == m.group(2):
        ref = Ref("that", len(ctx.targets) - 1)
        return UntapIt(ref) if m.group(1) == "Untap" else TapIt(ref)
    m = re.fullmatch(rf"(~|{_TGT}) gains ([a-z ]+) until end of turn\.", s, re.I)
    if m and m.group(3) in ENGINE_KEYWORDS:
        phrase = m.group(1)
        ref = Ref("this") if phrase == "~" else ctx.target(phrase[0].lower() + phrase[1:])
        return GainKeywordUntilEOT(ref, m.group(3)) if ref else None
    m = re.fullmatch(rf"Gain control of {_TGT}( until end of turn)?\.", s)
    if m:
        ref = ctx.target(m.group(1))
        if ref is None:
            return None
        return GainControlUntilEOT(ref) if m.group(2) else GainControl(ref)
    m = re.fullmatch(rf"Return {_TGT} to (your hand|the battlefield)\.", s)
    if m and " graveyard" in m.group(1):
        ref = ctx.target(m.group(1))
        return ReturnFromGraveyard(ref, m.group(2) == "the battlefield") if ref else None
    m = re.fullmatch(rf"Return {_TGT} to (its owner's hand|their owners' hands)\.", s)
    if m:
        ref = ctx.target(m.group(1))
        plural = m.group(2) == "their owners' hands"
        if ref is None or plural != (ref.kind == "targets"):
            return None
        return ReturnToHand(ref)
    m = re.fullmatch(rf"(Draw|{_PLAYERS} (?:draw|draws)) (a|an|one|two|three|four|five|six|seven) cards?\.", s)
    if m:
        subject = m.group(1).rsplit(" ", 1)[0] if m.group(1) != "Draw" else "You"
        drawer = _players_word(subject, ctx)
        amount = _NUMBERS[m.group(2)]
        if drawer is None or (amount == 1) != s.endswith(" card."):
            return None
        drawing = Draw(amount, drawer, you_word=m.group(1) == "You draw")
        return drawing if drawing.text(tuple(ctx.targets)) == s else None
    m = re.fullmatch(rf"({_PLAYERS}) (gain|gains|lose|loses) (\d+) life\.", s)
    if m:
        who = _players_word(m.group(1), ctx)
        if who is None:
            return None
        life = (GainLife if m.group(2).startswith("gain") else LoseLife)(int(m.group(3)), who)
        return life if life.text(tuple(ctx.targets)) == s else None  # (verb agreement)
    return None


_PLAYERS = (
    r"(?:You|Target player|Target opponent|That player|Defending player|Each player|Each opponent|Its controller)"
)


def _players_word(subject: str, ctx: _Ctx) -> Ref | None:
    """A player subject: "You", "Each opponent", "Each player", "Its controller" (of the last
    target, a permanent), or one of :func:`_player_word`."""
    if subject == "You":
        return Ref("you")
    if subject == "Its controller":
        last = len(ctx.targets) - 1
        if last < 0 or ctx.targets[last].zone is not Zone.BATTLEFIELD or ctx.targets[last].players:
            return None
        return Ref("its controller", last)
    if subject in ("Each opponent", "Each player"):
        return Ref(subject.lower())
    return _player_word(subject, ctx)


def unsupported_words(card: CardDef) -> list[str]:
    return [a.words for a in card.abilities if isinstance(a, Unsupported)]


parse_effects = _effects  # the sentence grammar, for the other grammar modules (trigger_grammar)
