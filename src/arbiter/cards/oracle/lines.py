"""One line of a permanent's text → abilities (the per-line dispatcher), and the text of an
instant or sorcery → its spell ability (CR 113.3a) and modes (700.2)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.activated import activated_ability, loyalty_ability
from arbiter.cards.oracle.effects import parse_effects
from arbiter.cards.oracle.keyword_abilities import keyword_abilities
from arbiter.cards.oracle.keywords import keyword_line
from arbiter.cards.oracle.statics import static_ability
from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.conditions import SourceIs
from arbiter.mtg.cost_parts import (
    CrewTap,
    DiscardThis,
    PayMana,
)
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.mana import ManaCost
from arbiter.mtg.model import (
    Ability,
    ActivatedAbility,
    AsTurnedFaceUp,
    AttachThis,
    BecomeArtifactCreature,
    CardDef,
    Draw,
    Effect,
    Entwine,
    ExertAsItAttacks,
    Flashback,
    Kicker,
    MayDo,
    ModifyPT,
    Morph,
    Offering,
    PutCountersOn,
    RampageBonus,
    Ref,
    ReturnFromGraveyard,
    ReturnWithCounter,
    SacrificeThisUnlessPay,
    SearchLibrary,
    SpellAbility,
    Suspend,
    TargetQuality,
    TargetSpec,
    TriggeredAbility,
    Unsupported,
)


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
    keywords = keyword_line(line)
    if keywords is not None:
        return keywords
    static = static_ability(line, aura)
    if static is not None:
        return [static]
    loyalty = loyalty_ability(line)
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
        parsed = parse_effects(body[0].upper() + body[1:], it="self")
        if parsed is not None:
            linked = TriggeredAbility("exerted", tuple(parsed[0]), tuple(parsed[1]), None, "When you do", joined=True)
            return [ExertAsItAttacks(), linked]
    m = re.fullmatch(r"Boast — ([^:]+): (.+)", line)
    if m:
        # CR 702.142a: "[Cost]: [Effect]. Activate only if this creature attacked this turn and only
        # once each turn."
        base = activated_ability(m.group(1), m.group(2))
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
        return [AsTurnedFaceUp(m.group(2), NUMBERS[m.group(1)])]  # CR 708.11
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
        ability = activated_ability(m.group("cost"), m.group("effect"))
        if ability is not None:
            return [ability]
    return [Unsupported(line)]


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
        parsed = parse_effects(line[2:])
        if parsed is None:
            return None
        modes.append(SpellAbility(tuple(parsed[0]), tuple(parsed[1])))
    low, high = _CHOOSE[lines[0]]
    return SpellAbility((), (), tuple(modes), (low, min(high, len(modes))), lines[0])


def spell_abilities(text: str) -> list[Ability]:
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


def _body_only(abilities: list[Ability]) -> bool:
    """Abilities that, printed on an instant or sorcery, would have to be its instructions."""
    return any(
        (isinstance(a, TriggeredAbility) and a.condition != "~ is suspended" and a.event not in ("cast this", "cycled"))
        # (a suspended card's trigger works in exile; "When you cast ~" works on the stack, CR 702.85a)
        or (isinstance(a, ActivatedAbility) and not a.from_hand)
        for a in abilities
    )


def unsupported_words(card: CardDef) -> list[str]:
    return [a.words for a in card.abilities if isinstance(a, Unsupported)]
