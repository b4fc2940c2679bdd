"""Sentences in which an object becomes something else for a turn (CR 613.6, 205.1a–b):
"Until end of turn, target creature becomes a blue Frog with base power and toughness 1/1.",
"~ becomes a 3/3 Beast artifact creature until end of turn.", "Target creature becomes an
artifact in addition to its other types until end of turn.", "Until end of turn, ~ becomes a
Human with base power and toughness 1/1, loses all abilities, and gains hexproof."

The part after "becomes" is read word by word: an optional P/T, colors, subtypes, card types,
then any of "with base power and toughness P/T", "with <keywords>", "gains <keywords>", "loses
all abilities", "in addition to its other [colors and] types", "that's still a land" (or "a
planeswalker": Gideon, CR 205.1b — it keeps its types and adds the new ones)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.nouns import COLORS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, rule
from arbiter.cards.oracle.subtype_targets import SUBTYPES
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.becoming import Becomes
from arbiter.mtg.enums import CardType
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.model import Ref
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

_CARD_TYPES = {
    "artifact creature": frozenset({CardType.ARTIFACT, CardType.CREATURE}),
    "enchantment creature": frozenset({CardType.ENCHANTMENT, CardType.CREATURE}),
    "creature": frozenset({CardType.CREATURE}),
    "artifact": frozenset({CardType.ARTIFACT}),
    "enchantment": frozenset({CardType.ENCHANTMENT}),
}
_TAIL = re.compile(
    r"(?:, and |, | and | )"
    r"(?:(?P<base>with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))|(?P<lose>loses all abilities)|"
    r"(?P<gains>gains [a-z ]+?(?=(?:, and |, | and |$)))|"
    r"(?P<with>with [a-z ]+?(?=(?:, and |, | and (?:loses|gains|with|has)\b| in | that's |$)))|"
    r"(?P<addition>in addition to its other (?P<colors_too>colors and )?(?P<creature_types>creature )?types)|"
    r"(?P<still>that's still a (?:land|planeswalker)))"
)


class _Reading:
    """The characteristics named after "becomes a/an", gathered word by word."""

    def __init__(self) -> None:
        self.pt: tuple[int, int] | None = None
        self.colors: list[str] = []
        self.subtypes: list[str] = []
        self.types: frozenset[CardType] | None = None
        self.type_words = ""
        self.keywords: list[str] = []
        self.lose_all = False
        self.retain_all = False
        self.add_colors = False

    def head(self, words: str) -> str:
        """Reads "[P/T] [colors] [subtypes] [card types]"; the rest of the text (empty, or starting
        with a separator)."""
        m = re.match(r"(\d+)/(\d+)(?= )", words)
        if m:
            self.pt = (int(m.group(1)), int(m.group(2)))
            words = words[m.end() :]
        while m := re.match(r"(?:^| |, and |, | and )(white|blue|black|red|green)(?= |,|$)", words):
            self.colors.append(m.group(1))
            words = words[m.end() :]
        while (m := re.match(r"(?:^| )([A-Z][A-Za-z'-]+)(?= |,|$)", words)) and m.group(1) in SUBTYPES:
            self.subtypes.append(m.group(1))
            words = words[m.end() :]
        for phrase, types in _CARD_TYPES.items():
            m = re.match(rf"(?:^| ){phrase}(?= |,|$)", words)
            if m:
                self.types, self.type_words = types, phrase
                words = words[m.end() :]
                break
        return words

    def tail(self, words: str) -> bool:
        """Reads the clauses after the characteristics; False when a word isn't understood."""
        while words:
            m = _TAIL.match(words)
            if m is None:
                return False
            if m.group("base"):
                if self.pt is not None:
                    return False
                self.pt = (int(m.group("bp")), int(m.group("bt")))
            elif m.group("lose"):
                self.lose_all = True
            elif m.group("gains") or m.group("with"):
                found = keyword_list((m.group("gains") or m.group("with")).split(" ", 1)[1])
                if found is None:
                    return False
                self.keywords.extend(found)
            elif m.group("addition"):
                # CR 205.3d: "in addition to its other creature types" adds only creature types
                if m.group("creature_types") and (
                    self.types is not None or not self.subtypes or any(x not in CREATURE_TYPES for x in self.subtypes)
                ):
                    return False
                self.retain_all, self.add_colors = True, bool(m.group("colors_too"))
            else:
                self.retain_all = True
            words = words[m.end() :]
        return True

    def animation(self) -> Animation | None:
        """CR 205.1a–b: what the object keeps of its old types (see :class:`Animation`)."""
        if not (self.pt or self.colors or self.subtypes or self.types):
            return None
        creature_subtypes = [s for s in self.subtypes if s in CREATURE_TYPES]
        if len(creature_subtypes) != len(self.subtypes) and self.types is None:
            return None  # "becomes a Swamp": a land type (305.7), another rule
        if self.retain_all or (self.type_words == "artifact creature" and not creature_subtypes):
            retain = "all"
        elif self.types is None or self.type_words == "artifact creature":
            retain = "noncreature"
        else:
            retain = "none"
        if self.pt is not None and self.types is None and not self.retain_all and not self.subtypes:
            return None
        power, toughness = self.pt if self.pt is not None else (None, None)
        return Animation(
            power, toughness, self.types or frozenset(), tuple(self.subtypes), False,
            frozenset(COLORS[c] for c in self.colors), tuple(self.keywords), retain, self.add_colors,
        )  # fmt: skip


def _becomes(m: re.Match[str], ctx: Ctx) -> Result:
    """ "[Until end of turn, ]<who> [loses all abilities and ]becomes a/an <…>[ until end of turn]."
    — with no duration stated, a change that lasts until the game ends (CR 611.2a): read only when
    every word is understood (else another production may read it)."""
    if m.group("pre") and m.group("post"):
        return PASS  # two durations
    lasting = not (m.group("pre") or m.group("post"))
    found = _becoming(m, ctx, lasting)
    return PASS if lasting and found is None else found


def _becoming(m: re.Match[str], ctx: Ctx, lasting: bool) -> Result:
    who = m.group("who")
    if re.search(r"\bcard\b|graveyard|\bexile", who):
        return None  # a card in another zone becoming something (Microscope): not on the battlefield
    ref = Ref("this") if who == "~" else ctx.target(ci_phrase(who))
    if ref is None:
        return PASS
    if (m.group("verb") == "become") != (ref.kind == "targets"):
        return None  # "become" for a group of targets only (and "becomes" for one)
    reading = _Reading()
    what = m.group("what")
    x_pt = what.startswith("X/X ")  # "becomes an X/X Construct artifact creature": X announced (107.3a)
    if x_pt and not ctx.x_ok:
        return None
    rest = reading.head("0/0 " + what[4:] if x_pt else what)
    if not m.group("article") and (reading.pt or reading.subtypes or reading.types or not reading.colors):
        return PASS  # without an article only colors: "becomes black and gains fear"
    if m.group("gains") and not reading.tail(" " + m.group("gains")[: -len(" and ")]):
        return None
    if not reading.tail(rest):
        return None
    reading.lose_all = reading.lose_all or bool(m.group("lose"))
    animation = reading.animation()
    if animation is None:
        return PASS
    return Becomes(ref, animation, reading.lose_all, m.string, lasting=lasting, x_pt=x_pt)


def _has_base(m: re.Match[str], ctx: Ctx) -> Result:
    """ "[Until end of turn, ]<who> [loses all abilities and ]has base power and toughness P/T[, and
    gains <keywords>][ until end of turn]." (layer 7b with the rest of the effect)."""
    if bool(m.group("pre")) == bool(m.group("post")):
        return PASS
    who = m.group("who")
    ref = Ref("this") if who == "~" else ctx.target(ci_phrase(who))
    if ref is None:
        return PASS
    reading = _Reading()
    reading.pt = (int(m.group("p")), int(m.group("t")))
    if not reading.tail(m.group("rest") or ""):
        return None
    reading.retain_all = True
    animation = reading.animation()
    if animation is None:
        return None
    return Becomes(ref, animation, reading.lose_all or bool(m.group("lose")), m.string)


_WHO = rf"(?P<who>~|{_TGT})"
PRODUCTIONS: tuple[Production, ...] = (
    rule(
        rf"(?P<pre>Until end of turn, )?{_WHO} (?P<lose>loses all abilities,? and )?(?P<gains>gains [a-z ]+? and )?"
        r"(?P<verb>becomes|become) (?P<article>an? )?(?P<what>.+?)"
        r"(?P<post> until end of turn)?\.",
        _becomes,
        re.I,
    ),
    rule(
        rf"(?P<pre>Until end of turn, )?{_WHO} (?P<lose>loses all abilities and )?has base power and toughness "
        r"(?P<p>\d+)/(?P<t>\d+)(?P<rest>(?:, and |, | and ).+?)?(?P<post> until end of turn)?\.",
        _has_base,
        re.I,
    ),
)
