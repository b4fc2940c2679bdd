"""Cast triggers that describe the spell with the noun grammar (CR 601.2i, 603.2): "Whenever you
cast a creature spell with power 5 or greater", "Whenever you cast an instant or sorcery spell that
targets a creature", "Whenever you cast a spell during an opponent's turn", "Whenever an opponent
casts a Vampire creature spell", "Whenever you cast an instant, sorcery, or Wizard spell".

The spell's description is the ability's ``watch``, read on the spell as it becomes cast (its
mana value with X as chosen, 202.3e); what it must target, if anything, is ``target_watch`` (a
spell "targets a creature" when one of its targets is one, 115.1). The forms the simpler cast
events already read (:mod:`.player_triggers`, the trigger table) keep them: this grammar is asked
only when those don't read the line."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.graveyard_triggers import works_from_graveyard
from arbiter.cards.oracle.noun_phrase import noun_phrase, subtype_of, type_of
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.triggers.spell_filters import SPELL_CAST

_CAST = re.compile(
    r"(?P<head>When(?:ever)? (?P<who>you cast|an opponent casts|a player casts) (?:a|an) (?:(?P<spell>.+?) )?spell"
    r"(?P<with> with (?:power|toughness|mana value) \d+ or (?:greater|less)| with(?:out)? [a-z]+"
    r"| of the chosen (?:type|color))?"
    r"(?: from (?P<from>(?:your|their) hand|anywhere other than (?:your|their) hand|(?:your|their) graveyard"
    r"|a graveyard|exile))?"
    r"(?: that targets (?P<target>~|(?:a|an) .+?))?"
    r"(?P<turn> during (?:an opponent's|your) turn)?), "
    r"(?:if (?P<if>[^,]+), )?(?P<body>.+)"
)
_WHO = {"you cast": "you", "an opponent casts": "opponent", "a player casts": "any"}
_SPELL_TYPES = {"instant": CardType.INSTANT, "sorcery": CardType.SORCERY}
_ONCE = " This ability triggers only once each turn."
# qualities the spell matcher doesn't read on a spell (its status on the battlefield, its history)
_UNREAD = (
    "named", "lesser_power", "or_self", "this_turn", "tapped", "combat", "counters", "counter_kind",
    "attached_to_source", "other",
)  # fmt: skip


def spell_cast_trigger(line: str) -> TriggeredAbility | None:
    """ "When(ever) <player> cast(s) a <spell phrase> spell [with …] [that targets …] [during …'s
    turn], [if …,] <instructions>", or None."""
    from arbiter.cards.oracle.trigger_grammar import _sentences

    once = line.endswith(_ONCE)
    m = _CAST.fullmatch(line.removesuffix(_ONCE))
    if m is None:
        return None
    spell = spell_phrase(m.group("spell") or "", m.group("with") or "")
    target = _target(m.group("target"))
    if spell is None or target is None:
        return None
    who = _WHO[m.group("who")]
    flags = [who]
    if m.group("turn"):
        flags.append("opponent turn" if "opponent's" in m.group("turn") else "your turn")
    if m.group("target") == "~":
        flags.append("targets self")
    if m.group("from"):
        # CR 601.2a: the zone it was cast from ("your"/"their": the caster's own)
        origin = m.group("from").replace("their ", "your ")
        if re.search(r"\b(?:your|their)\b", m.group("from")) and ("their" in m.group("from")) != (who != "you"):
            return None
        flags.append("from " + origin)
    body = m.group("body")
    parsed = _sentences(body[0].upper() + body[1:] if body[0] != "~" else body, it="spell", that_player=who != "you")
    if parsed is None or (works_from_graveyard(parsed[0]) and "targets self" in flags):
        return None
    test: Condition | None = None
    if m.group("if") is not None:
        test = parse_condition(m.group("if"))  # CR 603.4
        if test is None:
            return None
    return TriggeredAbility(
        SPELL_CAST + ":".join(flags), tuple(parsed[0]), tuple(parsed[1]), m.group("if"), m.group("head"),
        once_each_turn=once, watch=spell, test=test,
        target_watch=target if isinstance(target, Filter) and m.group("target") != "~" else None,
        in_graveyard=works_from_graveyard(parsed[0]),  # CR 113.6m: "you may return ~ from your graveyard …"
    )  # fmt: skip


def _target(phrase: str | None) -> Filter | bool | None:
    """What the spell must target: a permanent the phrase describes (CR 115.1), ``True`` for
    nothing asked or "~"; None when the phrase is outside the grammar."""
    if phrase is None or phrase == "~":
        return True
    f = noun_phrase(phrase.split(" ", 1)[1])
    if f is None or f.chosen or any(getattr(f, n) for n in _UNREAD if n not in ("tapped", "combat", "counters")):
        return None
    return f


def spell_phrase(words: str, after: str = "") -> Filter | None:
    """The spell a "<words> spell[ with …]" phrase describes: card types including instant and
    sorcery (CR 205.2a), subtypes, colors, supertypes, "with power / mana value N or …", "with
    flying" — as a :class:`Filter` (its ``text``: the words)."""
    if not words:
        return noun_phrase("permanent" + after) if after else Filter()  # "a spell [with …]": any spell
    if "permanent" in words.split(" "):
        return None  # ("permanent spell": not a permanent, and not one type — not read here)
    parts = re.split(r",? (?:or|and/or) |, ", words)
    if len(parts) > 1 and all(p in _SPELL_TYPES or (p[:1].isupper() and subtype_of(p)) for p in parts):
        # "instant or sorcery", "instant, sorcery, or Wizard" (CR 205.2b, 205.3: one of them)
        if ("," in words) != (len(parts) > 2):
            return None
        kinds = frozenset(_SPELL_TYPES[p] for p in parts if p in _SPELL_TYPES)
        subs = frozenset(s for p in parts if p not in _SPELL_TYPES and (s := subtype_of(p)) is not None)
        if after:  # "an instant or sorcery spell with mana value 5 or greater": one of the types, and that
            with_ = noun_phrase("permanent" + after) if not subs else None
            return replace(with_, text=words, types=kinds) if with_ is not None else None
        return Filter(words, types=kinds, subtypes=subs, either=bool(kinds and subs))
    last = words.rsplit(" ", 1)[-1]
    if last in _SPELL_TYPES:
        f = noun_phrase(words.rsplit(" ", 1)[0] + " permanent" + after) if " " in words else Filter(words)
        return replace(f, text=words, types=frozenset({_SPELL_TYPES[last]})) if f is not None else None
    head = type_of(last) is not None or (last[:1].isupper() and subtype_of(last) is not None)
    f = noun_phrase((words if head else f"{words} permanent") + after)
    if f is None or any(getattr(f, name) for name in _UNREAD):
        return None
    return replace(f, text=words + after)
