"""The words of prevention effects (CR 615), read into a :class:`PreventionRule`:

- "Prevent all [combat|noncombat] damage that would be dealt [to R] [by S] [this turn]." and
  "… dealt to and dealt by X …" (615.1a);
- "Prevent all [combat] damage S would deal [to R] [this turn]." (615.1a);
- "If a S would deal damage to R, prevent N of that damage." (615.10);
- "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (615.5).

Without "this turn" the sentence is a static ability (604.1); with it, an instruction that creates
the effect for the turn (611.2a). A party is "~", the Aura's or Equipment's creature, "you",
"players", a group of permanents or sources ("creatures you control", "artifact sources", "sources
you don't control"), or, in an instruction, a target or "it"."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.nouns import COLORS, PLURAL_TYPES, creatures_noun, grouped
from arbiter.mtg.effects.chosen_source import PreventFromChosenSource
from arbiter.mtg.effects.prevent_all import REF, PreventAllThisTurn
from arbiter.mtg.enums import CardType, ChoiceKey, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.prevention import Party, PreventDamage, PreventionRule

_COLOR = r"(white|blue|black|red|green)"
_WHOSE = (
    (" you control", "you"),
    (" you don't control", "opponents"),
    (" an opponent controls", "opponents"),
    (" your opponents control", "opponents"),
)
_SPELLS = {
    "instant and sorcery spells": frozenset({CardType.INSTANT, CardType.SORCERY}),
    "spells": frozenset(),
}


def _base_noun(noun: str) -> Filter | None:
    """ "sources", "artifact sources", "red sources", "non-Human sources", "instant and sorcery
    spells", "creatures", "attacking creatures", "Spirits", "permanents", "planeswalkers"…"""
    if noun == "sources":
        return Filter(noun)
    m = re.fullmatch(rf"(?:{_COLOR}|(artifact)|non-([A-Z][a-z]+)) sources", noun)
    if m:
        if m.group(1):
            return Filter(noun, colors=frozenset({COLORS[m.group(1)]}))
        if m.group(2):
            return Filter(noun, types=frozenset({CardType.ARTIFACT}))
        return Filter(noun, nonsubtypes=frozenset({m.group(3)}))
    if noun in _SPELLS:
        return Filter(noun, types=_SPELLS[noun], zone=Zone.STACK)
    if noun == "permanents":
        return Filter(noun)
    if noun in PLURAL_TYPES and noun != "creatures":
        return Filter(noun, types=frozenset({PLURAL_TYPES[noun]}))
    m = re.fullmatch(r"(attacking|blocking) (.+)", noun)
    if m:
        inner = creatures_noun(m.group(2))
        return replace(inner, text=noun, combat=m.group(1)) if inner is not None and "creature" in m.group(2) else None
    f = creatures_noun(noun)
    if f is not None and not f.all_types and not f.types and "creature" in noun:
        f = replace(f, types=frozenset({CardType.CREATURE}))
    return f


def _group(phrase: str) -> Party | None:
    """A group of permanents or sources, read when the damage would be dealt (CR 615.1)."""
    whose = ""
    for suffix, who in _WHOSE:
        if phrase.endswith(suffix):
            phrase, whose = phrase[: -len(suffix)], who
            break
    others = phrase.startswith("other ")
    f = _base_noun(phrase.removeprefix("other "))
    if f is None:
        return None
    return Party("group", grouped(f, whose, others))


def _singular(phrase: str) -> Party | None:
    """ "a source", "a red source", "a source an opponent controls", "an artifact", "a creature",
    "a Cleric creature you control", "a planeswalker you control" — one of a group."""
    m = re.fullmatch(r"an? (.+)", phrase)
    if m is None:
        return None
    words = m.group(1)
    for suffix, _ in _WHOSE:
        if words.endswith(suffix):
            head = words[: -len(suffix)]
            return _group(head + "s" + suffix)
    return _group(words + "s")


def _party(phrase: str, ctx: Ctx | None, role: str) -> tuple[Party, Ref | None] | None:
    """One party: the source "~", the attached creature, "you"/"players" (recipients), a group,
    or (in an instruction, ``ctx`` given) a target or "it"."""
    if phrase in ("~", "it", "him", "her") and ctx is None:
        return (Party("this"), None) if phrase == "~" else None
    if phrase in ("enchanted creature", "equipped creature"):
        return (Party("attached"), None) if ctx is None else (REF, Ref(phrase.split()[0]))
    if role == "to" and phrase == "you":
        return Party("you"), None
    if role == "to" and phrase == "players":
        return Party("players"), None
    if ctx is not None:
        if phrase in ("~", "him", "her"):  # ("him": a planeswalker named for its character, Gideon's)
            return REF, Ref("this")
        if phrase in ("it", "any target") or phrase.startswith(("target ", "that ", "another target ")):
            ref = ctx.target(phrase)
            if ref is None and phrase.startswith("that ") and ctx.targets:
                # "Untap target attacking creature. Prevent … that creature this turn." — the last
                # target, named by its noun's head word (the sentence is kept as written)
                last = ctx.targets[-1]
                named = phrase[5:] in last.noun.split() and " or " not in last.noun
                ref = Ref("target", len(ctx.targets) - 1) if named else None
            if ref is None or ref.kind not in ("target", "it", "that"):
                return None
            return REF, ref
    group = _group(phrase) or _singular(phrase)
    return (group, None) if group is not None else None


def _parties(phrase: str, ctx: Ctx | None, role: str) -> tuple[tuple[Party, ...], Ref | None] | None:
    """ "you and creatures you control", "blue creatures and black creatures", "you or a
    permanent you control" — the parties joined; at most one of them referenced."""
    whole = _party(phrase, ctx, role)
    if whole is not None:
        return (whole[0],), whole[1]
    parts = re.split(r" and | or |, and |, ", phrase)
    if len(parts) < 2:
        return None
    out: list[Party] = []
    ref: Ref | None = None
    for part in parts:
        one = _party(part, ctx, role)
        if one is None or (one[1] is not None and ref is not None):
            return None
        out.append(one[0])
        ref = one[1] or ref
    return tuple(out), ref


def recipients(phrase: str, ctx: Ctx | None = None) -> tuple[tuple[Party, ...], Ref | None] | None:
    """The recipients an effect names ("you", "you and other permanents you control"; in an
    instruction, ``ctx`` given, also a target) and the one referenced, or None."""
    return _parties(phrase, ctx, "to")


Parsed = tuple[PreventionRule, Ref | None, Ref | None, bool]  # the rule, its two references, "this turn"


def _dealt(combat: str, rest: str, ctx: Ctx | None) -> Parsed | None:
    """ "Prevent all [combat] damage that would be dealt <rest>." — "to R", "by S", "to R by S",
    "to and dealt by X", with "this turn" before, inside or after."""
    turn = False
    if rest.startswith("this turn "):
        rest, turn = rest[len("this turn ") :], True
    if rest.endswith(" this turn"):
        rest, turn = rest[: -len(" this turn")], True
    if " this turn by " in rest and not turn:
        rest, turn = rest.replace(" this turn by ", " by "), True
    if rest.startswith("to and dealt by "):
        x = _parties(rest[len("to and dealt by ") :], ctx, "by")  # (read once: a target is chosen once)
        if x is None:
            return None
        return PreventionRule(x[0], x[0], combat, either=True), x[1], x[1], turn
    to_text, by_text = "", ""
    if rest.startswith("to "):
        to_text, _, by_text = rest[3:].partition(" by ")
    elif rest.startswith("by "):
        by_text = rest[3:]
    else:
        return None
    to = _parties(to_text, ctx, "to") if to_text else ((), None)
    by = _parties(by_text, ctx, "by") if by_text else ((), None)
    if to is None or by is None or (to[1] is not None and by[1] is not None):
        return None
    return PreventionRule(to[0], by[0], combat), to[1], by[1], turn


def _would_deal(combat: str, by_text: str, to_text: str, turn: bool, ctx: Ctx | None) -> Parsed | None:
    """ "Prevent all [combat] damage S would deal [to R] [this turn]."."""
    by = _parties(by_text, ctx, "by")
    to = _parties(to_text, ctx, "to") if to_text else ((), None)
    if by is None or to is None or (to[1] is not None and by[1] is not None):
        return None
    return PreventionRule(to[0], by[0], combat), to[1], by[1], turn


_PREVENT_ALL = re.compile(r"Prevent all (?:(combat|noncombat) )?damage that would be dealt (.+)\.")
_WOULD_DEAL = re.compile(
    r"Prevent all (?:(combat|noncombat) )?damage (?:that )?(.+?) would deal(?: to (.+?))?( this turn)?\."
)


def parse_prevent_all(sentence: str, ctx: Ctx | None) -> Parsed | None:
    """A "Prevent all … damage …" sentence, or None."""
    m = _PREVENT_ALL.fullmatch(sentence)
    if m:
        return _dealt(m.group(1) or "", m.group(2), ctx)
    m = _WOULD_DEAL.fullmatch(sentence)
    if m:
        return _would_deal(m.group(1) or "", m.group(2), m.group(3) or "", bool(m.group(4)), ctx)
    return None


_PREVENT_N = re.compile(r"If (an? .+?) would deal (combat )?damage to (.+?), prevent (\d+) of that damage\.")
_PHANTOM = re.compile(
    r"If (combat |noncombat )?damage would be dealt to (~|enchanted creature|equipped creature|you), "
    r"prevent that damage\.( Remove an? ([+-]\d/[+-]\d) counter from ~\.)?"
)


def prevention_static(line: str) -> PreventDamage | None:
    """A static prevention ability (CR 604.1, 615), or None."""
    if line.startswith("Prevent all "):
        parsed = parse_prevent_all(line, None)
        if parsed is None or parsed[3]:
            return None  # ("this turn" is an instruction's)
        return PreventDamage(parsed[0], line)
    m = _PREVENT_N.fullmatch(line)
    if m:
        by, to = _parties(m.group(1), None, "by"), _parties(m.group(3), None, "to")
        if by is None or to is None:
            return None
        combat = "combat" if m.group(2) else ""
        return PreventDamage(PreventionRule(to[0], by[0], combat, amount=int(m.group(4))), line)  # CR 615.10
    m = _PHANTOM.fullmatch(line)
    if m:
        one = _party(m.group(2), None, "to")
        if one is None:
            return None
        counter = m.group(4) or ""
        if counter and m.group(2) != "~":
            return None
        return PreventDamage(PreventionRule((one[0],), combat=(m.group(1) or "").strip()), line, counter)  # CR 615.5
    return None


def prevention_instruction(sentence: str, ctx: Ctx) -> PreventAllThisTurn | None:
    """ "Prevent all … damage … this turn." as an instruction (CR 611.2a), or None."""
    parsed = parse_prevent_all(sentence, ctx)
    if parsed is None or not parsed[3]:
        return None
    rule, to_ref, by_ref, _ = parsed
    return PreventAllThisTurn(rule, to_ref, by_ref, sentence)


_NEXT_TIME = re.compile(
    r"The next time (an? [a-z ]+?) of your choice( with shadow| of the chosen color)? would deal damage"
    r"(?: to (.+?))? this turn, prevent that damage\."
)
_ALL_FROM_CHOSEN = re.compile(r"Prevent all damage (an? [a-z ]+?) of your choice would deal(?: to (you))? this turn\.")
_ALL_TO_FROM_CHOSEN = re.compile(
    r"Prevent all damage that would be dealt to (you) this turn by (a source) of your choice\."
)


def chosen_kind(words: str, extra: str) -> Filter | None:
    """CR 609.7a: "a source", "a red source", "an artifact source", "a creature … with shadow",
    "a source … of the chosen color" — the properties the chosen source must have."""
    m = re.fullmatch(rf"an? (?:{_COLOR}(?: or {_COLOR})? |(artifact|land) )?source", words)
    if m and not extra:
        if m.group(1):  # "a black or red source": either color (CR 105.2)
            return Filter(words, colors=frozenset(COLORS[c] for c in (m.group(1), m.group(2)) if c))
        kinds = {"artifact": CardType.ARTIFACT, "land": CardType.LAND}
        return Filter(words, types=frozenset({kinds[m.group(3)]})) if m.group(3) else Filter(words)
    if words == "a source" and extra == " of the chosen color":
        return Filter("a source of the chosen color", chosen=ChoiceKey.COLOR)  # CR 614.12: the source's choice
    if words == "a creature" and extra == " with shadow":
        return Filter("a creature with shadow", types=frozenset({CardType.CREATURE}), keyword="shadow")
    return None


def chosen_source_instruction(sentence: str, ctx: Ctx) -> PreventFromChosenSource | None:
    """ "The next time a red source of your choice would deal damage to you this turn, prevent that
    damage." (CR 615.8) / "Prevent all damage a source of your choice would deal [to you] this
    turn." / "Prevent all damage that would be dealt to you this turn by a source of your choice."
    (609.7a), or None."""
    once, to_text, kind = False, "", None
    m = _NEXT_TIME.fullmatch(sentence)
    if m:
        once, to_text, kind = True, m.group(3) or "", chosen_kind(m.group(1), m.group(2) or "")
    elif (m := _ALL_FROM_CHOSEN.fullmatch(sentence)) is not None:
        to_text, kind = m.group(2) or "", chosen_kind(m.group(1), "")
    elif (m := _ALL_TO_FROM_CHOSEN.fullmatch(sentence)) is not None:
        to_text, kind = m.group(1), chosen_kind(m.group(2), "")
    if kind is None:
        return None
    to: tuple[tuple[Party, ...], Ref | None] | None = ((), None)
    if to_text:
        to = _parties(to_text, ctx, "to")
        if to is None or len(to[0]) != 1:
            return None
    assert to is not None
    return PreventFromChosenSource(kind, PreventionRule(to[0], once=once), to[1], sentence)
