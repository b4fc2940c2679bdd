"""One grammar for the noun phrases of Oracle text that say "which objects" (CR 109.2: a
description naming a card type or subtype, without "card" or "spell", means permanents on the
battlefield): "another nontoken creature you control", "artifact, creature, or enchantment",
"creature or Vehicle", "Elves you control with power 2 or greater", "creature an opponent
controls with a +1/+1 counter on it", "untapped legendary lands", "tokens you control".

A phrase is read in three compositional parts, each from a table:

- ``other`` / ``another`` (not the source);
- adjectives before the head: colors and "non-" colors (105.2), "colorless" (105.2c), status
  (tapped/untapped 110.5; attacking/blocking 506.4), token/nontoken (111.1), supertypes and
  "non-" supertypes (205.4a), "non-" card types and "non-" subtypes (205.4b), a card type or a
  subtype before another ("artifact creature", "Goblin creature", 205.2b, 205.3);
- the head: a card type, "permanent", a subtype (205.3, singular or plural), "token", or a union of
  card types and subtypes ("artifact, creature, or enchantment", "creature or Vehicle", "artifact
  and/or creature"); adjectives before a union apply to each of its words;
- post-modifiers in any order: the controller ("you control", "you don't control", "an opponent
  controls", "your opponents control", "defending player controls", 108.4, 506.2), "with/without
  <keyword>" (702), "with power / toughness / mana value N or greater / or less" (208.1, 202.3),
  counters (122.1: "with a +1/+1 counter on it", "with counters on them", "with no counters on it"),
  "that attacked this turn" (508.1), "that was dealt damage this turn" (120.1), "of the chosen
  type / color" (614.12).

The result is a :class:`Filter` whose ``text`` is the phrase; a phrase with any word the tables
don't know, or two words that ask for the same quality differently, is refused (``None``). The
determiners and numbers before a phrase ("a", "two", "each", "all") are the callers'. A caller
whose matcher reads only some of the fields checks :func:`reads_only`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, replace

from arbiter.cards.oracle.keywords import ENGINE_KEYWORDS
from arbiter.cards.oracle.subtype_targets import SUBTYPES
from arbiter.mtg.enums import CardType, ChoiceKey, Color, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import TargetSpec

COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED, "green": Color.GREEN}
# CR 205.2a: the card types a permanent can have (a phrase naming "instant" is about cards or spells)
TYPE_NOUNS = {
    "artifact": CardType.ARTIFACT, "battle": CardType.BATTLE, "creature": CardType.CREATURE,
    "enchantment": CardType.ENCHANTMENT, "land": CardType.LAND, "planeswalker": CardType.PLANESWALKER,
}  # fmt: skip
SUPERTYPE_WORDS = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}  # CR 205.4a
# CR 205.3m: creature types whose plurals aren't "<type>s" ("Elves", "Wolves"; "Merfolk" is both)
IRREGULAR_PLURALS = {
    "Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Mice": "Mouse",
    "Fishes": "Fish", "Foxes": "Fox", "Sphinxes": "Sphinx", "Oxen": "Ox", "Homunculi": "Homunculus",
    "Allies": "Ally", "Faeries": "Faerie", "Harpies": "Harpy", "Ponies": "Pony", "Mercenaries": "Mercenary",
    "Zubera": "Zubera", "Merfolk": "Merfolk", "Treefolk": "Treefolk", "Kithkin": "Kithkin", "Sheep": "Sheep",
    "Moonfolk": "Moonfolk", "Samurai": "Samurai", "Djinn": "Djinn", "Efreet": "Efreet", "Kor": "Kor",
    "Dryads": "Dryad", "Thieves": "Thief",
}  # fmt: skip
ALL_COLORS = frozenset(Color)

Quality = tuple[tuple[str, object], ...]


def _adjective_table() -> dict[str, Quality]:
    """Each adjective word with the Filter fields it sets."""
    table: dict[str, Quality] = {
        "tapped": (("tapped", True),), "untapped": (("tapped", False),),  # CR 110.5
        "token": (("token", True),), "nontoken": (("token", False),),  # CR 111.1
        "attacking": (("combat", "attacking"),), "blocking": (("combat", "blocking"),),  # CR 506.4
        "colorless": (("noncolors", ALL_COLORS),),  # CR 105.2c: no color
        "goaded": (("goaded", True),),  # CR 701.15a–b: a player goaded it
        "face-down": (("face_down", True),),  # CR 708.2: a face-down permanent
    }  # fmt: skip
    for word, color in COLOR_WORDS.items():
        table[word] = (("colors", frozenset({color})),)
        table["non" + word] = (("noncolors", frozenset({color})),)
    for word, supertype in SUPERTYPE_WORDS.items():
        table[word] = (("supertypes", frozenset({supertype})),)
        table["non" + word] = (("nonsupertypes", frozenset({supertype})),)
    for word, kind in TYPE_NOUNS.items():
        table["non" + word] = (("nontypes", frozenset({kind})),)  # CR 205.4b
    return table


ADJECTIVES = _adjective_table()
# "none of" and "each of" sets: a second word adds to them ("nonartifact, nonblack", "non-Angel, non-Demon")
_ACCUMULATE = frozenset({"nontypes", "noncolors", "nonsubtypes", "nonsupertypes", "all_types"})
_DEFAULT = Filter()
# a field set by its name from the tables (every name there is a Filter field: tests/oracle/test_noun_phrase.py)
_set_field: Callable[..., Filter] = replace


def _with(f: Filter | None, quality: Quality) -> Filter | None:
    """``f`` with more qualities; None when one is already asked for differently (two heads, two
    colors: not a phrase this grammar reads)."""
    for name, value in quality:
        if f is None:
            return None
        current: object = getattr(f, name)
        if name in _ACCUMULATE and isinstance(current, frozenset) and isinstance(value, frozenset):
            f = _set_field(f, **{name: current | value})
        elif current == getattr(_DEFAULT, name) or current == value:
            f = _set_field(f, **{name: value})
        else:
            return None
    return f


def subtype_of(word: str) -> str | None:
    """ "Goblin" / "Goblins" → "Goblin", "Elves" → "Elf", "Vehicles" → "Vehicle" (CR 205.3)."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if word in SUBTYPES:
        return word
    for end in ("s", "es"):
        if word.endswith(end) and word[: -len(end)] in SUBTYPES:
            return word[: -len(end)]
    return None


def type_of(word: str) -> CardType | None:
    """ "creature" / "creatures" → creature (CR 205.2a)."""
    return TYPE_NOUNS.get(word) or TYPE_NOUNS.get(word.removesuffix("s"))


# -- post-modifiers ------------------------------------------------------------------------------

_WHOSE = {
    "you control": "you", "you don't control": "opponent",  # (two players: the other one controls it)
    "an opponent controls": "opponent", "your opponents control": "opponent", "opponents control": "opponent",
    "defending player controls": "defending",  # CR 506.2
}  # fmt: skip
_KEYWORDS = "|".join(sorted((re.escape(k) for k in ENGINE_KEYWORDS if " from " not in k), key=len, reverse=True))
_STATS = {"power": ("min_power", "max_power"), "toughness": ("min_toughness", "max_toughness"),
          "mana value": ("min_value", "max_value")}  # fmt: skip


def _bound(m: re.Match[str]) -> Quality:
    """CR 208.1, 202.3: "with power 2 or less", "with mana value 4 or greater"."""
    low, high = _STATS[m.group(1)]
    return (((high if m.group(3) == "less" else low), int(m.group(2))),)


def _exactly(m: re.Match[str]) -> Quality:
    """CR 208.1, 202.3: "with mana value 3", "with power 1": both bounds the one number."""
    low, high = _STATS[m.group(1)]
    return ((low, int(m.group(2))), (high, int(m.group(2))))


def _counter(m: re.Match[str]) -> Quality:
    """CR 122.1: "with a +1/+1 counter on it", "with counters on them", "with no counters on it"."""
    if m.group(1) == "no ":
        return () if m.group(2) else (("counters", False),)
    return (("counter_kind", m.group(2).strip()),) if m.group(2) else (("counters", True),)


# each post-modifier: a regular expression matched at the end of the phrase, and its qualities
POST_MODIFIERS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Quality]], ...] = (
    (re.compile(f" ({'|'.join(_WHOSE)})$"), lambda m: (("controller", _WHOSE[m.group(1)]),)),
    # "with first strike or double strike": either keyword (the matcher reads " or ", CR 702)
    (re.compile(f" with ({_KEYWORDS}) or ({_KEYWORDS})$"), lambda m: (("keyword", f"{m.group(1)} or {m.group(2)}"),)),
    (re.compile(f" with(out)? ({_KEYWORDS})$"), lambda m: (("keyword", m.group(2)), ("without", bool(m.group(1))))),
    (re.compile(r" with (power|toughness|mana value) (\d+) or (greater|less)$"), _bound),
    (re.compile(r" with (power|toughness|mana value) (\d+)$"), _exactly),
    (
        re.compile(r" with (a |an |one or more |no )?(\+1/\+1 |-1/-1 |[a-z]+ )?counters? on (?:it|them)$"),
        _counter,
    ),
    (re.compile(r" that attacked this turn$"), lambda m: (("this_turn", "attacked"),)),  # CR 508.1
    # CR 400.7, 603.6a: the object as it is now entered the battlefield this turn (Octomancer)
    (re.compile(r" that entered the battlefield this turn$"), lambda m: (("this_turn", "entered"),)),
    (re.compile(r" that (?:was|were) dealt damage this turn$"), lambda m: (("this_turn", "dealt damage"),)),
    (
        re.compile(r" of the chosen (type|color)$"),
        lambda m: (("chosen", ChoiceKey.CREATURE_TYPE if m.group(1) == "type" else ChoiceKey.COLOR),),  # CR 614.12
    ),
)


def _post_modifiers(phrase: str) -> tuple[str, Filter] | None:
    """Peel the post-modifiers off the end of ``phrase``, in any order (each at most once)."""
    f: Filter | None = Filter()
    used: set[int] = set()
    found = True
    while found and f is not None:  # bounded: each pass removes one of the table's modifiers
        found = False
        for i, (pattern, quality) in enumerate(POST_MODIFIERS):
            m = pattern.search(phrase)
            if m is None or i in used:
                continue
            q = quality(m)
            if not q:
                return None  # "with no +1/+1 counters on it": no field says it
            f, phrase, found = _with(f, q), phrase[: m.start()], True
            used.add(i)
            break
    return None if f is None else (phrase, f)


# -- heads ---------------------------------------------------------------------------------------

_UNION = re.compile(r"(?:(.+?) )??((?:[\w'-]+, )*[\w'-]+,? (?:or|and/or) [\w'-]+)")


def _union(words: str) -> Quality | None:
    """ "artifact or creature", "artifact, creature, or enchantment", "creature or Vehicle",
    "Cleric, Rogue, Warrior, or Wizard": one of these card types or subtypes (CR 205.2b, 205.3)."""
    parts = re.split(r",? (?:or|and/or) |, ", words)
    if (len(parts) == 2) == ("," in words) or (len(parts) > 2 and not re.search(r", (?:and/)?or \S+$", words)):
        return None  # "A or B", "A, B, or C"
    kinds: set[CardType] = set()
    subtypes: set[str] = set()
    for part in parts:
        kind, subtype = type_of(part), subtype_of(part)
        if kind is not None:
            kinds.add(kind)
        elif subtype is not None:
            subtypes.add(subtype)
        else:
            return None
    quality: Quality = (("types", frozenset(kinds)), ("subtypes", frozenset(subtypes)))
    return (*quality, ("either", True)) if kinds and subtypes else quality


def _head(word: str) -> Quality | None:
    """The noun: a card type, "permanent", a subtype or "token" (singular or plural)."""
    if word in ("permanent", "permanents"):
        return ()
    if word in ("token", "tokens"):
        return (("token", True),)  # CR 111.1
    kind, subtype = type_of(word), subtype_of(word)
    if kind is not None:
        return (("types", frozenset({kind})),)
    return (("subtypes", frozenset({subtype})),) if subtype is not None else None


_COLOR_OR = re.compile(rf"\b({'|'.join(COLOR_WORDS)}) or ({'|'.join(COLOR_WORDS)})\b(?= )")


def _adjective(word: str) -> Quality | None:
    """An adjective; "red|green" (from "red or green") is either color (CR 105.2)."""
    if "|" in word:
        colors = [COLOR_WORDS.get(w) for w in word.split("|")]
        return (("colors", frozenset(c for c in colors if c is not None)),) if None not in colors else None
    return ADJECTIVES.get(word) or _non_subtype(word)


def _before_head(word: str) -> Quality | None:
    """A word before the noun: a card type ("artifact creature": both, 205.2b), a subtype
    ("Goblin creature", "Zombie token", 205.3) or an adjective."""
    if word in TYPE_NOUNS:
        return (("all_types", frozenset({TYPE_NOUNS[word]})),)
    if word in SUBTYPES and word[:1].isupper():
        return (("subtypes", frozenset({word})),)
    return _adjective(word)


def _words(f: Filter, words: list[str]) -> Filter | None:
    """Adjectives, then the noun ("creature tokens": a type before "token" is the noun's)."""
    out: Filter | None = f
    if len(words) > 1 and words[-1] in ("token", "tokens"):
        out, words = _with(out, (("token", True),)), words[:-1]
    head = _head(words[-1])
    if head is None:
        return None
    out = _with(out, head)
    for word in words[:-1]:
        quality = _before_head(word)
        if quality is None:
            return None
        out = _with(out, quality)
    return out


def _non_subtype(word: str) -> Quality | None:
    """CR 205.4b: "non-Angel" — not of that subtype (so never a changeling)."""
    m = re.fullmatch(r"non-([A-Z][\w'-]+)", word)
    if m is None or m.group(1) not in SUBTYPES:
        return None
    return (("nonsubtypes", frozenset({m.group(1)})),)


def noun_phrase(phrase: str) -> Filter | None:
    """The :class:`Filter` a noun phrase describes (singular or plural), or None when a word of
    it is outside the grammar. ``text`` is the phrase."""
    f: Filter | None = Filter(phrase)
    rest = _sentence_start(phrase)
    for prefix in ("another ", "other "):
        if rest.startswith(prefix):
            f, rest = replace(Filter(phrase), other=True), rest.removeprefix(prefix)
            break
    peeled = _post_modifiers(rest)
    if peeled is None or f is None or not peeled[0]:
        return None
    rest, f = peeled[0], _with(f, _fields(peeled[1]))
    if f is None:
        return None
    rest = _COLOR_OR.sub(r"\1|\2", rest)  # "red or green creature": one adjective (CR 105.2)
    union = _UNION.fullmatch(rest)
    if union is not None:
        quality = _union(union.group(2))
        if quality is None or not reads_only(peeled[1], frozenset({"controller"})):
            return None  # "artifact, enchantment, or creature with flying": the last word's only
        f = _with(f, quality)
        rest = union.group(1) or ""
        return None if f is None else _adjectives_only(f, rest)
    return _words(f, rest.replace(", ", " ").split(" "))


def _sentence_start(phrase: str) -> str:
    """ "Nontoken creatures" at the start of a sentence reads as "nontoken creatures" (a subtype
    keeps its capital)."""
    first, space, tail = phrase.partition(" ")
    low = first.lower()
    if first[:1].isupper() and (low in _LOWER_WORDS or type_of(low) is not None):
        return low + space + tail
    return phrase


_LOWER_WORDS = frozenset({*ADJECTIVES, "other", "another", "permanent", "permanents", "token", "tokens"})


def _adjectives_only(f: Filter, words: str) -> Filter | None:
    """The adjectives before a union ("nontoken artifact or creature": each word of it)."""
    out: Filter | None = f
    for word in words.replace(", ", " ").split(" ") if words else ():
        quality = _adjective(word)
        if quality is None:
            return None
        out = _with(out, quality)
    return out


def _fields(f: Filter) -> Quality:
    """The fields ``f`` sets (those not at their defaults), as qualities."""
    return tuple(
        (x.name, value)
        for x in fields(f)
        if x.init and x.name != "text" and (value := getattr(f, x.name)) != getattr(_DEFAULT, x.name)
    )


def reads_only(f: Filter, names: frozenset[str]) -> bool:
    """Whether ``f`` asks only for the fields ``names`` (and its text): what a matcher that
    reads only those can check exactly — anything more stays unsupported."""
    return all(name in names for name, _ in _fields(f))


# -- what each matcher reads ---------------------------------------------------------------------

# what the layer system can read while it applies characteristics (CR 613): not power, toughness
# or abilities, which the effect being applied may itself change (613.8)
IN_LAYERS = frozenset(x.name for x in fields(Filter) if x.init) - {
    "min_power", "max_power", "min_toughness", "max_toughness", "keyword", "without", "lesser_power",
    "goaded",  # (goaded by an Aura or Equipment: read from the abilities, layer 6; CR 701.15b)
}  # fmt: skip
# a count (``count_of``) is read without its source: nothing relative to it ("other", "of the chosen color");
# and it counts permanents now, so not "creature that attacked this turn" (one that has left since may count)
WITHOUT_SOURCE = frozenset(x.name for x in fields(Filter) if x.init) - {
    "other", "or_self", "chosen", "named", "lesser_power", "this_turn",
}  # fmt: skip
# a condition's description ("as long as you control a creature with a +1/+1 counter on it") is read
# for each permanent's own controller, without the source (``layers.matches``): the condition says whose
IN_CONDITIONS = (IN_LAYERS & WITHOUT_SOURCE) - {"controller"}
# … and a static that only changes power and toughness (layer 7c) may read abilities (layer 6, applied before)
IN_PT_LAYER = IN_LAYERS | {"keyword", "without"}

# a watched zone change (CR 603.6a, 603.10a): what the event records (``filtering.fits_known``) …
_KNOWN = frozenset({"types", "subtypes", "nonsubtypes", "either", "token", "controller", "other", "or_self"})
# … and what is read on the permanent (``filtering.fits_seen``): as it entered, or as it last existed
_LAST_KNOWN = frozenset({"min_power", "max_power", "min_toughness", "max_toughness", "counters", "counter_kind"})
# … and what it looked like as it last existed (``filtering._looked_as_it_left``, 603.10a, 113.7a):
# "a green creature", "a legendary creature", "a nonland creature", "a creature with flying", "an
# attacking creature", "a face-down creature"
_LOOKED = frozenset({"all_types", "nontypes", "colors", "noncolors", "supertypes", "nonsupertypes", "keyword",
                     "without", "tapped", "combat", "face_down"})  # fmt: skip
WATCHED_READS = {
    "enters": _KNOWN | _LAST_KNOWN | {"all_types", "nontypes", "colors", "noncolors", "supertypes", "nonsupertypes",
                                      "keyword", "without", "tapped", "min_value", "max_value",
                                      "face_down"},  # (CR 708.2, 603.6a: face down as it entered)
    "dies": _KNOWN | _LAST_KNOWN | _LOOKED,
    "leaves the battlefield": _KNOWN | _LAST_KNOWN | _LOOKED,  # (as it last existed, 603.10a)
}  # fmt: skip


def watched_noun(noun: str, event: str) -> Filter | None:
    """The permanents a "Whenever a <noun> enters / dies" trigger watches, when its matcher reads
    every quality the phrase names (only creatures die, CR 700.4: "dies" reads a creature)."""
    f = noun_phrase(noun)
    if f is None or not reads_only(f, WATCHED_READS[event]):
        return None
    if event == "dies":
        if f.types - {CardType.CREATURE} or f.either:
            return None
        f = replace(f, types=frozenset({CardType.CREATURE}))
    return f


def phrase_target(phrase: str) -> TargetSpec | None:
    """ "[another] target <noun phrase>": a permanent the phrase describes (CR 115.1, 109.2) — the
    fallback of :func:`target_phrases.target_spec` ("target creature you control with power 2 or
    less", "target creature or Vehicle", "target nontoken creature an opponent controls")."""
    m = re.fullmatch(r"(another )?target (.+)", phrase)
    if m is None:
        return None
    f = noun_phrase(m.group(2))
    if f is None or f.other:
        return None
    return TargetSpec(m.group(2), replace(f, zone=Zone.BATTLEFIELD, other=bool(m.group(1))))
