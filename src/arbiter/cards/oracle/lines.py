"""One line of a permanent's text → abilities (the per-line dispatcher), and the text of an
instant or sorcery → its spell ability (CR 113.3a) and modes (700.2)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.activated import activated_ability, loyalty_ability, modal_activated
from arbiter.cards.oracle.as_enters import as_enters_ability
from arbiter.cards.oracle.backup import link_backup
from arbiter.cards.oracle.becoming_aura import becoming_aura
from arbiter.cards.oracle.choose_headers import choose_header
from arbiter.cards.oracle.combat_lines import combat_lines
from arbiter.cards.oracle.effects import parse_effects
from arbiter.cards.oracle.either_event_triggers import either_event_trigger
from arbiter.cards.oracle.enchant import enchant_spec
from arbiter.cards.oracle.keyword_abilities import keyword_abilities
from arbiter.cards.oracle.keyword_lines import keyword_line_ability, persist_or_undying
from arbiter.cards.oracle.keywords import keyword_line
from arbiter.cards.oracle.mana_triggers import triggered_mana_ability
from arbiter.cards.oracle.max_speed import max_speed_line
from arbiter.cards.oracle.reanimating_auras import reanimating_aura
from arbiter.cards.oracle.sagas import chapter_line
from arbiter.cards.oracle.sentences.hidden_cards import hideaway_keyword
from arbiter.cards.oracle.statics import static_ability
from arbiter.cards.oracle.tapped_lines import tapped_lines
from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.mtg.costs.modal import Escalate
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import objects
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    Ability,
    ActivatedAbility,
    CardDef,
    LevelBand,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
    Unsupported,
)


def parse_line(line: str, aura: bool = False) -> list[Ability]:
    """One line of a permanent's text → its abilities, in the order they are tried: keyword lines,
    statics (CR 604), loyalty abilities (606), triggered abilities (603), keywords with a cost
    (702), activated abilities (602); else ``[Unsupported(line)]``."""
    expanded = (
        max_speed_line(line)  # CR 702.178a
        or persist_or_undying(line)
        or keyword_abilities(line)
        or combat_lines(line)
        or reanimating_aura(line)
        or becoming_aura(line)
        or hideaway_keyword(line)
        or either_event_trigger(line)
        or tapped_lines(line)  # CR 614.1d, 502.3
    )
    if expanded is not None:
        return expanded
    keywords = keyword_line(line)
    if keywords is not None:
        return keywords
    static = static_ability(line, aura) or as_enters_ability(line)
    if static is not None:
        return [static]
    loyalty = loyalty_ability(line)
    if loyalty is not None:
        return [loyalty]
    mana_trigger = triggered_mana_ability(line)  # CR 605.1b
    if mana_trigger is not None:
        return [mana_trigger]
    trig = triggered(line)
    if trig is not None:
        return [trig]
    keyworded = keyword_line_ability(line) or _cycling_keywords(line)
    if keyworded is not None:
        return keyworded
    m = re.fullmatch(r"(?P<cost>[^:\"]+?): (?P<effect>.+)", line)
    if m:
        ability = activated_ability(m.group("cost"), m.group("effect"))
        if ability is not None:
            return [ability]
    return [Unsupported(line)]


def _cycling_keywords(line: str) -> list[Ability] | None:
    """ "Swampcycling {2}, mountaincycling {2}": two cycling keywords on one line, each its own
    activated ability (CR 702.29a, 702.29e), printed on one line."""
    parts = line.split(", ")
    if len(parts) < 2 or not all(re.fullmatch(r"[A-Za-z ]*cycling \{[^,]+", p) for p in parts):
        return None
    out: list[Ability] = []
    for i, part in enumerate(parts):
        found = keyword_line_ability(part[0].upper() + part[1:])
        if found is None or len(found) != 1 or not isinstance(found[0], ActivatedAbility):
            return None
        out.append(replace(found[0], joined=True) if i else found[0])
    return out


_CHOOSE = {
    "Choose one —": (1, 1),
    "Choose two —": (2, 2),
    "Choose one or both —": (1, 2),
    "Choose one or more —": (1, 9),
    "Choose three. You may choose the same mode more than once.": (3, 3),
}
_REPEATABLE = ("Choose three. You may choose the same mode more than once.",)  # CR 700.2d


def _modal(text: str) -> list[Ability] | None:
    """CR 700.2: "Choose one —" followed by "• mode" lines → the modal spell ability; when a
    mode can't be run, the words that can't (the unknown header, the modes that fail); None
    when the text isn't a header with its modes."""
    lines = text.split("\n")
    if len(lines) < 3 or not all(line.startswith("• ") for line in lines[1:]):
        return None
    modes: list[SpellAbility] = []
    header = choose_header(lines[0]) if lines[0] not in _CHOOSE else None
    known = lines[0] in _CHOOSE or (header is not None and header.kicked_any)
    bad: list[Ability] = [] if known else [Unsupported(lines[0])]
    for line in lines[1:]:
        flavor, body = flavored(line[2:])
        parsed = parse_effects(body)
        if parsed is None:
            bad.append(Unsupported(line))
            continue
        modes.append(SpellAbility(tuple(parsed[0]), tuple(parsed[1]), flavor=flavor))
    if bad:
        return bad
    low, high = _CHOOSE[lines[0]] if header is None else (header.low, header.high)
    return [
        SpellAbility(
            (),
            (),
            tuple(modes),
            (low, min(high, len(modes))),
            lines[0],
            repeat=lines[0] in _REPEATABLE,
            kicked_any=header is not None and header.kicked_any,
        )
    ]


def _spree(text: str) -> list[Ability] | None:
    """CR 702.172a: "Spree" and its modes "+ {cost} — effect": as an additional cost, one or more
    modes are chosen and the cost of each is paid."""
    lines = text.split("\n")
    if lines[0] != "Spree" or len(lines) < 3:
        return None
    modes: list[SpellAbility] = []
    costs: list[ManaCost] = []
    bad: list[Ability] = []
    for line in lines[1:]:
        m = re.fullmatch(r"\+ ((?:\{[^}]+\})+) — (.+)", line)
        cost = ManaCost.parse(m.group(1)) if m else None
        parsed = parse_effects(m.group(2)) if m else None
        if m is None or cost is None or parsed is None or cost.x or cost.other:
            bad.append(Unsupported(line))
            continue
        modes.append(SpellAbility(tuple(parsed[0]), tuple(parsed[1])))
        costs.append(cost)
    if bad:
        return bad
    return [SpellAbility((), (), tuple(modes), (1, len(modes)), "Spree", mode_costs=tuple(costs))]


_ONE_TARGET_OR_VALUE = ("Choose a color. ", "Choose a creature type. ", "Choose target ", "Choose any target. ")
_CARD_NAME_FIRST = re.compile(r"Choose an? [a-z, ]*card name[ .,]")


def spell_abilities(text: str) -> list[Ability]:
    spree = _spree(text)
    if spree is not None:
        return spree
    m = re.match(r"Escalate ((?:\{[^}]+\})+)\n(Choose .*)", text, re.S)
    cost = ManaCost.parse(m.group(1)) if m else None
    if m and cost is not None and not cost.x and not cost.other:
        # CR 702.120a: escalate, printed before the modes
        return [Escalate(cost), *spell_abilities(m.group(2))]
    first, _, rest = text.partition("\n")
    if not text.startswith("Choose ") and rest.startswith("Choose ") and "\n• " in rest:
        # a keyword printed before the modes (Kicker, for "If ~ was kicked, choose any number")
        own = parse_line(first)
        if own and not any(isinstance(a, Unsupported) for a in own) and not _body_only(own):
            return [*own, *spell_abilities(rest)]
    # (not "Choose target creature. …" / "Choose any target. …" / "Choose any number of target …": targets named, no
    # modes — CR 115.1; nor "Choose a nonland card name. …": an instruction, 201.4)
    if (
        text.startswith("Choose ")
        and not text.startswith(
            (
                "Choose a color. ",
                "Choose a creature type. ",
                "Choose target ",
                "Choose any target. ",
                "Choose any number of target ",
            )
        )
        and not _CARD_NAME_FIRST.match(text)
    ):
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
        if any(isinstance(a, Unsupported) for a in modal):
            return modal + [Unsupported(line) for line in text.split("\n")[len(lines) :]]
        return [*modal, *extra]
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
    parsed = parse_effects(" ".join(body))
    if parsed is None:
        bad = [line for line in body if parse_effects(line) is None]
        return [a for a in out if a is not None] + [Unsupported(line) for line in (bad or body)]
    effects, targets = parsed
    breaks, at = [], -1
    for line in body[:-1]:
        at += len(line) + 1
        breaks.append(at)  # the space that joined this line to the next stands for a line break
    spell = SpellAbility(tuple(effects), tuple(targets), breaks=tuple(breaks))
    return [spell if a is None else a for a in out]


_NOT_BODY = ("cast this", "cycled", "recover")  # triggered abilities an instant or sorcery may have


def _body_only(abilities: list[Ability]) -> bool:
    """Abilities that, printed on an instant or sorcery, would have to be its instructions."""
    return any(
        (
            isinstance(a, TriggeredAbility)
            and a.condition != "~ is suspended"
            and a.event not in _NOT_BODY
            and not a.in_graveyard
        )
        # (a suspended card's trigger works in exile; "When you cast ~" works on the stack, CR 702.85a;
        # recover in the graveyard, 702.59a; one returning the card from its graveyard there, 113.6m)
        or (isinstance(a, ActivatedAbility) and not a.from_hand)
        for a in abilities
    )


def unsupported_words(card: CardDef) -> list[str]:
    return [a.words for a in card.abilities if isinstance(a, Unsupported)]


def permanent_abilities(text: str, aura: bool) -> list[Ability]:
    """The abilities of a permanent's normalised text, line by line; a few shapes take more than
    one line (an Aura's enchant line, level bands, "choose one —" with its modes)."""
    lines = text.split("\n")
    abilities: list[Ability] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        enchant = (ENCHANT.get(line) or enchant_spec(line)) if aura else None
        if enchant is not None:
            abilities.append(SpellAbility((), (enchant,)))  # CR 303.4a
            i += 1
            continue
        read = _level_band(lines, i) or _modal_lines(lines, i) or chapter_line(lines, i)
        if read is not None:
            abilities.extend(read[0])
            i = read[1]
            continue
        abilities.extend(parse_line(line, aura))
        i += 1
    return link_backup(abilities)  # CR 702.165a: a backup ability grants the abilities below it


def _level_band(lines: list[str], i: int) -> tuple[list[Ability], int] | None:
    """CR 711.2: a level symbol, its power/toughness box and the abilities in its striation."""
    m = re.fullmatch(r"LEVEL (\d+)(?:-(\d+)|\+)", lines[i])
    if not (m and i + 1 < len(lines) and re.fullmatch(r"\d+/\d+", lines[i + 1])):
        return None
    j = i + 2
    band_abilities: list[Ability] = []
    while j < len(lines) and not lines[j].startswith("LEVEL "):
        band_abilities.extend(parse_line(lines[j]))
        j += 1
    p, t = (int(v) for v in lines[i + 1].split("/"))
    high = int(m.group(2)) if m.group(2) else None
    out: list[Ability] = [LevelBand(int(m.group(1)), high, p, t, tuple(band_abilities))]
    out.extend(a for a in band_abilities if isinstance(a, Unsupported))
    return out, j


def _modal_lines(lines: list[str], i: int) -> tuple[list[Ability], int] | None:
    """A triggered ability whose effect is "choose one —" (CR 603.3c, 700.2) and "[Cost]: Choose
    one —" (602.2b, 700.2), with their "• mode" lines."""
    line = lines[i]
    m = re.fullmatch(r"((?:When|Whenever|At) .+), (choose .+)", line)
    if m and choose_header(m.group(2)) is not None:
        modes, j = bullets(lines, i + 1)
        modal_trigger = modal_trigger_line(m.group(1), m.group(2), modes)
        if modal_trigger is not None:
            return [modal_trigger], j
    m = re.fullmatch(r"(.+?): (Choose [^.]+?(?: —|\.))( Activate only once each turn\.)?", line)
    if m and choose_header(m.group(2)) is not None:
        modes, j = bullets(lines, i + 1)
        modal = modal_activated(m.group(1), bool(m.group(3)), modes, m.group(2))
        if modal is not None:
            return [modal], j
    return None


def modal_trigger_line(trigger_text: str, choose_text: str, modes: list[str]) -> TriggeredAbility | None:
    """CR 603.3c, 700.2: "<trigger>, choose one —" with its modes. Each mode is read as the body
    of that trigger ("<trigger>, <mode>"), so that "it" and "that player" mean what they mean
    after that event; the trigger's shape (event, what it watches) is the first mode's."""
    if len(modes) < 2:
        return None
    flavors = [flavored(mode[2:]) for mode in modes]
    read = [triggered(f"{trigger_text}, {_lower(body)}") for _, body in flavors]
    shell = read[0]
    if shell is None:
        return None
    cond = f", if {shell.condition}" if shell.condition is not None else ""  # CR 603.4: an intervening "if"
    if shell.trigger_text + cond != trigger_text:
        return None
    abilities = []
    for t, (flavor, _) in zip(read, flavors, strict=True):
        if t is None or (t.event, t.watch, t.condition) != (shell.event, shell.watch, shell.condition):
            return None
        abilities.append(SpellAbility(t.effects, t.targets, flavor=flavor))
    header = choose_header(choose_text)
    if header is None:
        return None
    choose = (header.low, min(header.high, len(abilities)))
    return replace(
        shell,
        effects=(),
        targets=(),
        modes=tuple(abilities),
        choose=choose,
        choose_text=choose_text,
        unchosen=header.unchosen,
    )


def flavored(mode: str) -> tuple[str, str]:
    """A mode's flavor word, if it has one, and its instructions: "Cure Wounds — You gain 2 life."
    → ("Cure Wounds", "You gain 2 life."). CR 207.2c: flavor words have no rules meaning."""
    m = re.fullmatch(r"([A-Z0-9][^—.:\"]*?) — (.+)", mode)
    return (m.group(1), m.group(2)) if m else ("", mode)


def _lower(sentence: str) -> str:
    """A sentence as the clause after a trigger condition ("Draw a card." → "draw a card.")."""
    return sentence if sentence.startswith("~") else sentence[0].lower() + sentence[1:]


def bullets(lines: list[str], start: int) -> tuple[list[str], int]:
    """The "• mode" lines from ``start`` on, and the index of the first line after them."""
    j = start
    while j < len(lines) and lines[j].startswith("• "):
        j += 1
    return lines[start:j], j


ENCHANT = {
    "Enchant creature": TargetSpec("creature", objects("creature", frozenset({CardType.CREATURE}))),
    "Enchant creature you control": TargetSpec(
        "creature you control", objects("creature you control", frozenset({CardType.CREATURE}), "you")
    ),
    "Enchant land": TargetSpec("land", objects("land", frozenset({CardType.LAND}))),
    "Enchant artifact": TargetSpec("artifact", objects("artifact", frozenset({CardType.ARTIFACT}))),
    "Enchant permanent": TargetSpec(
        "permanent",
        objects("permanent", frozenset({CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT,
                                        CardType.LAND, CardType.PLANESWALKER})),
    ),
    # CR 303.4a, 702.5a: an Aura that enchants a player ("Curse" Auras): its spell targets a player
    "Enchant player": TargetSpec("player", None, "any"),
    # CR 303.4a: Animate Dead's spell targets a card in a graveyard, and the Aura enters attached to it
    "Enchant creature card in a graveyard": TargetSpec(
        "creature card in a graveyard",
        Filter("creature card in a graveyard", frozenset({CardType.CREATURE}), zone=Zone.GRAVEYARD),
    ),
    "Enchant opponent": TargetSpec("opponent", None, "opponent"),
}  # fmt: skip
# "Enchant Forest" (CR 303.4a: what an Aura with a basic land type's enchant ability may enchant, 205.3i)
for _land_type in ("Forest", "Island", "Mountain", "Plains", "Swamp"):
    ENCHANT[f"Enchant {_land_type}"] = TargetSpec(
        _land_type, replace(objects(_land_type, frozenset({CardType.LAND})), subtypes=frozenset({_land_type}))
    )
