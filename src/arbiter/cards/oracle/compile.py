"""The compiler's entry point: a card record (or one face of it) → a :class:`CardDef`, its type
line, its printed power/toughness/loyalty (CR 208, 209) and the lines of its text."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.battle_defense import battle_defense
from arbiter.cards.oracle.becoming_aura import BECOMES_AURA
from arbiter.cards.oracle.classes import class_abilities
from arbiter.cards.oracle.cost_keywords import with_spell_variants
from arbiter.cards.oracle.costs import payable_symbol
from arbiter.cards.oracle.gift_lines import with_gift
from arbiter.cards.oracle.granted_abilities import names_granter_in_quotes
from arbiter.cards.oracle.lines import permanent_abilities, spell_abilities
from arbiter.cards.oracle.normalise import normalise, self_names
from arbiter.cards.oracle.nouns import TYPE_WORDS as _TYPE_WORDS
from arbiter.cards.oracle.sagas import saga_abilities
from arbiter.cards.oracle.self_characteristics import with_self_characteristics
from arbiter.cards.oracle.stations import has_station_symbols, station_abilities
from arbiter.cards.oracle.x_uses import uses_announced_x
from arbiter.cards.records import CardRecord
from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.ir.casting_keywords import Splice
from arbiter.mtg.ir.graveyard_casts import GraveyardCast
from arbiter.mtg.ir.prototype import PROTOTYPE, Prototype
from arbiter.mtg.ir.statics.grants import GrantToControlled
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    BASIC_LAND_MANA,
    Ability,
    ActivatedAbility,
    CardDef,
    FaceUnsupported,
    PTDefinition,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
    Unsupported,
    mana_ability,
)

SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host")


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
TURNED_FACES = ("transform",)  # a nonmodal double-faced card: its back face is turned up, not cast (712.2)
_COMPILED_LAYOUTS = ("normal", "leveler", "flip", "saga", "class", PROTOTYPE)  # (a prototype card: 718)
PREPARE = "prepare"  # a preparation card: its prepare spell is copied, never cast itself (CR 722)


def compile_record(record: CardRecord, face: str | None = None, *, whole: bool = True) -> CardDef:
    """Compile a card (the named face of a multi-face card, else its front face; a transforming
    double-faced card named by its front face is the whole card unless ``whole`` is False)."""
    named_face = bool(face) and any(f.name.casefold() == (face or "").casefold() for f in record.faces)
    if record.layout in (*CAST_FACES, PREPARE) and len(record.faces) == 2 and not named_face:
        return _compile_prepare(record) if record.layout == PREPARE else _compile_faces(record)
    front_named = bool(face) and record.faces[:1] != () and record.faces[0].name.casefold() == (face or "").casefold()
    if record.layout in TURNED_FACES and len(record.faces) == 2 and (not named_face or (front_named and whole)):
        return _compile_turned(record)
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
    if record.layout not in (*_COMPILED_LAYOUTS, *CAST_FACES, *TURNED_FACES, PREPARE) and not flipped:
        # faces of split, flip, double-faced and adventure cards compile, but the engine doesn't
        # run the rules that tie the faces together yet (CR 708–715)
        abilities.append(Unsupported(f"the {record.layout} card layout"))
    if unknown_types:
        abilities.append(Unsupported(f"type {' '.join(unknown_types)}"))
    abilities.extend(Unsupported(f"the face {n}, missing from the card data") for n in _missing_faces(record))
    cost = _mana_cost(record.faces[0].mana_cost if flipped else rec.mana_cost, rec.mana_cost, abilities)
    power = _stat(rec.power, "power", abilities)
    toughness = _stat(rec.toughness, "toughness", abilities)
    loyalty = _stat(rec.loyalty, "loyalty", abilities)
    defense = battle_defense(name, types, subtypes, _stat(rec.defense, "defense", abilities), abilities)  # CR 310.4a
    if CardType.LAND in types:
        for sub in subtypes:
            if sub in BASIC_LAND_MANA:
                abilities.append(mana_ability(BASIC_LAND_MANA[sub], intrinsic=True))  # CR 305.6
    text = normalise(rec.oracle_text, self_names(name, rec.type_line, rec.oracle_text))
    is_spell = bool(types & {CardType.INSTANT, CardType.SORCERY})
    if is_spell and text:
        abilities.extend(spell_abilities(text))
        abilities = with_spell_variants(text, abilities)  # CR 702.96a overload, 702.113a awaken
    elif text and record.layout == "class":
        abilities.extend(class_abilities(text, lambda section: permanent_abilities(section, False)))  # CR 716
    elif text and has_station_symbols(text):  # CR 721: a station card
        abilities.extend(station_abilities(text, rec.oracle_text, power, toughness, permanent_abilities))
        abilities = _permanent_rewrites(abilities, cost, types, subtypes)
        power = toughness = None  # CR 721.2c: only its creature symbol has power and toughness
    elif text:
        # (an Aura's text: printed so, or read by a permanent that can become one — a Licid)
        abilities.extend(permanent_abilities(text, "Aura" in subtypes or BECOMES_AURA in text))
        abilities = _permanent_rewrites(abilities, cost, types, subtypes)
    abilities = with_gift(abilities, is_spell)  # CR 702.174b; then X (107.3f, 107.3m), names in quotes (201.5a)
    abilities = _x_unannounced(cost, abilities) if is_spell else _triggered_x(cost, abilities)
    abilities = names_granter_in_quotes(abilities, rec.oracle_text, self_names(name, rec.type_line, rec.oracle_text))
    if record.layout not in TURNED_FACES:
        # CR 702.146a, 712.11a: disturb casts the card transformed — only a double-faced card can be
        abilities = [Unsupported(a.text()) if isinstance(a, GraveyardCast) and a.transformed else a for a in abilities]
    _check_star(rec, abilities)
    colors = frozenset(Color(c) for c in (record.colors if flipped else rec.colors) if c in "WUBRG")
    flip_face = None
    if record.layout == "flip" and not flipped and len(record.faces) > 1:
        flip_face = compile_record(record, face=record.faces[1].name)  # CR 710.1b
        abilities.extend(a for a in flip_face.abilities if isinstance(a, Unsupported))
    card = CardDef(
        name,
        cost,
        types,
        subtypes=subtypes,
        supertypes=supertypes,
        colors=colors,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        defense=defense,
        abilities=tuple(abilities),
        oracle_text=rec.oracle_text,
        flip_face=flip_face,
        layout="class" if record.layout == "class" else "normal",  # (its level bars, CR 716)
    )
    card = with_self_characteristics(card, card.abilities)  # CR 604.3: "~ is all colors."
    return with_prototype(card) if record.layout == PROTOTYPE else card


def with_prototype(card: CardDef) -> CardDef:
    """CR 718.2–718.3b: a prototype card, with its prototyped characteristics as the face it may be
    cast as — the alternative mana cost, power and toughness, and the colors of that cost besides
    its own; everything else the same (718.5)."""
    proto = next((a for a in card.abilities if isinstance(a, Prototype)), None)
    if proto is None:
        return replace(card, abilities=(*card.abilities, Unsupported("the prototype card layout")))
    colors = card.colors | frozenset(Color(c) for c, n in zip("WUBRG", proto.cost.colored, strict=False) if n)
    face = replace(card, mana_cost=proto.cost, power=proto.power, toughness=proto.toughness, colors=colors)
    return replace(card, faces=(face,), layout=PROTOTYPE)


def _permanent_rewrites(
    abilities: list[Ability], cost: ManaCost | None, types: frozenset[CardType], subtypes: tuple[str, ...]
) -> list[Ability]:
    """What a permanent card's abilities mean read together, or can't yet."""
    # CR 702.47a: a permanent card's splice would splice rules text that isn't instructions
    abilities = [Unsupported(a.text()) if isinstance(a, Splice) else a for a in abilities]
    if cost is not None and (cost.other or cost.x):
        # power-up's reduction by a mana cost with hybrid or X symbols isn't read yet (118.7e)
        abilities = [Unsupported(a.text()) if isinstance(a, ActivatedAbility) and a.power_up else a
                     for a in abilities]  # fmt: skip
    if "Saga" in subtypes:
        abilities = saga_abilities(abilities)  # CR 714.3a
    if "Aura" in subtypes and CardType.CREATURE not in types:
        abilities = [_other_than_enchanted(a) for a in abilities]
    return abilities


def _other_than_enchanted(a: Ability) -> Ability:
    """ "Other creatures you control get -1/-1." on an Aura that isn't a creature (Vampirism):
    "other" than the enchanted creature, the only creature the card speaks of (613.4c)."""
    if isinstance(a, GrantToControlled) and a.what.other and CardType.CREATURE in a.what.types and not a.self_only:
        return replace(a, other_than_attached=True)
    return a


def _missing_faces(record: CardRecord) -> list[str]:
    """The faces a multi-face card's name lists (CR 709.1, 712.1, 715.1: "A // B") that its
    card data doesn't hold: a split half, an adventure or a back face that can't be cast or
    turned up because its characteristics are unknown, so the card can't run as printed."""
    names = record.name.split(" // ")
    if len(names) < 2 or len(record.faces) >= len(names):
        return []
    held = {f.name for f in record.faces}
    return [n for n in names if n not in held]


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
    # the main / front face's unsupported parts are its own already; only the other face's are added
    # (listed once, so a refusal names each part it can't run once)
    other = tuple(FaceUnsupported(a.words) for a in second.abilities if isinstance(a, Unsupported))
    return replace(first, abilities=(*first.abilities, *other), faces=(second,), layout=record.layout)


def _compile_prepare(record: CardRecord) -> CardDef:
    """A preparation card (CR 722): the card has its normal characteristics in every zone (722.4);
    its prepare spell compiles on its own and rides along as ``prepare_spell`` (722.2a), the
    characteristics of a prepared permanent's copy (722.3c). What can't run in the prepare spell
    makes the card unsupported."""
    card, spell = (compile_record(record, face=f.name) for f in record.faces)
    hidden: tuple[Ability, ...] = tuple(FaceUnsupported(a.words) for a in spell.abilities if isinstance(a, Unsupported))
    if not spell.types & _NOT_PERMANENT:
        hidden += (Unsupported("a prepare spell that isn't an instant or sorcery"),)
    return replace(card, abilities=(*card.abilities, *hidden), prepare_spell=spell, layout=PREPARE)


_NOT_PERMANENT = frozenset({CardType.INSTANT, CardType.SORCERY})  # (CR 712.13a: such a back face can't enter)


def _compile_turned(record: CardRecord) -> CardDef:
    """A nonmodal double-faced card (CR 712.2): the front face is the card everywhere but where
    its back face is up (712.8a, 712.8d–e); the back face compiles on its own and rides along as
    ``back_face`` (cast only by disturb, 702.146a, 712.11a). What can't run on the back face makes
    the card unsupported."""
    front, back = (compile_record(record, face=f.name, whole=False) for f in record.faces)
    hidden: tuple[Ability, ...] = tuple(FaceUnsupported(a.words) for a in back.abilities if isinstance(a, Unsupported))
    if front.graveyard_cast is not None and front.graveyard_cast.transformed and back.types & _NOT_PERMANENT:
        hidden += (Unsupported(f"{front.graveyard_cast.text()} with an instant or sorcery back face"),)
    if CardType.BATTLE in back.types:
        hidden += (Unsupported("a battle back face"),)  # (it would enter transformed, with no defense: 310.4b)
    return replace(front, abilities=(*front.abilities, *hidden), back_face=back, layout=record.layout)


def _mana_cost(text: str | None, printed: str | None, abilities: list[Ability]) -> ManaCost | None:
    """The printed mana cost (CR 202.1; a flipped permanent keeps its own, 710.1c); a cost with a
    symbol the engine can't pay makes the card unsupported."""
    try:
        cost = ManaCost.parse(text)
    except ValueError:
        abilities.append(Unsupported(f"mana cost {printed}"))
        return None
    if cost is not None and not all(payable_symbol(o) for o in cost.other):
        abilities.append(Unsupported(f"mana cost {cost.text}"))
    return cost


def _x_unannounced(cost: ManaCost | None, abilities: list[Ability]) -> list[Ability]:
    """CR 107.3a, 107.3f: a spell's X its text doesn't define is announced with a cost that has X
    — {X} in its mana cost, or an additional or alternative cost ("pay X life"); with no such
    cost its controller would choose X at the appropriate time, which the engine doesn't ask,
    so instructions reading that X aren't run (they'd read 0)."""
    if cost is not None and cost.x:
        return abilities
    for a in abilities:
        if isinstance(a, SpellAbility | Unsupported):
            continue
        try:
            if re.search(r"\bX\b", a.text()):
                return abilities  # (a cost of the spell with an X: it is announced there)
        except NotImplementedError:
            continue
    return [
        Unsupported(a.text())
        if isinstance(a, SpellAbility)
        and (uses_announced_x(a) or _targets_read_x(a.targets) or any(_targets_read_x(m.targets) for m in a.modes))
        else a
        for a in abilities
    ]


def _triggered_x(cost: ManaCost | None, abilities: list[Ability]) -> list[Ability]:
    """CR 107.3m: a permanent's own enters-the-battlefield trigger reads the X of the spell that
    became it — so only a card with {X} in its mana cost has one to read; any other triggered
    ability's X its text doesn't define would be chosen by its controller (107.3f), which the
    engine doesn't ask: such an ability isn't run (it would read 0)."""
    etb_x = cost is not None and bool(cost.x)

    def unannounced(a: Ability) -> bool:
        if not isinstance(a, TriggeredAbility) or (etb_x and a.event == "enters"):
            return False
        return uses_announced_x(a.effects) or uses_announced_x(a.modes) or _targets_read_x(a.targets)

    return [Unsupported(a.text()) if unannounced(a) else a for a in abilities]


def _targets_read_x(specs: tuple[TargetSpec, ...]) -> bool:
    """ "X target creatures", "target creature with mana value X" (CR 601.2c, 107.3a)."""
    return any(s.x_count or s.x_bound for s in specs)


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
    printed_power = f"{cda.power.plus}+*" if cda.power.plus else "*"  # "1+*": 1 plus the number (604.3)
    if (
        rec.power != printed_power
        or (cda.toughness is not None and rec.toughness != printed)
        or (cda.toughness is None and star_t)
    ):
        abilities.append(Unsupported(cda.text_))  # the printed values don't match the ability
