"""Changes to objects until end of turn in any order of their words (CR 611.2a, 611.2c, 613.1f,
613.4c): one subject — "~", a target, "it" / "that creature", a group ("creatures you control",
"other Humans you control", "each creature you control with a counter on it") — and one or more
of "get(s) +N/+N", "gain(s) <keywords and quoted abilities>", "lose(s) <keywords>", joined by
commas and "and", with "until end of turn" after them or "Until end of turn," in front:

- "Until end of turn, creatures you control gain "{T}: ~ deals 1 damage to any target.""
- "Until end of turn, target creature gets +2/+0 and gains "When ~ dies, return it to the
  battlefield tapped under its owner's control.""
- "~ loses defender and gains flying until end of turn.", "Humans you control gain haste until
  end of turn.", "That creature gains haste until end of turn."

A quoted ability is granted only if the engine runs it on the object that has it (the reader of
:mod:`..granted_abilities`: "~" in it is that object, 613.1f). The narrower productions of other
families answer first; this one reads what they leave."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.noun_phrase import noun_phrase, reads_only
from arbiter.cards.oracle.sentences.all_groups import group_list
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.effects.keyword_choice import GainChosenKeyword
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.selectors import Each, Selector
from arbiter.mtg.model import ModifyPT, Ref

_FIRST = "Until end of turn, "
_LAST = " until end of turn"
_VERB = re.compile(r" (?=(?:gets?|gains?|loses?) )")
_JOIN = re.compile(r"(?:,? and |, )(?=(?:gets?|gains?|loses?) )")
_REFS = ("target ", "another target ", "up to one ", "up to two ", "up to three ", "it", "that ")


class _Changes:
    """The verb phrases read: a P/T change, keywords and abilities gained, keywords lost."""

    def __init__(self) -> None:
        self.pt: tuple[int, int] | None = None
        self.keywords: tuple[str, ...] = ()
        self.granted: tuple[Ability, ...] = ()
        self.loses: tuple[str, ...] = ()
        self.choice: tuple[str, ...] = ()  # "gains your choice of flying, vigilance, or haste"

    def read(self, part: str, plural: bool, quotes: list[str]) -> bool:
        from arbiter.cards.oracle.granted_abilities import has_list  # (its statics import the sentences)

        verb, _, rest = part.partition(" ")
        if verb.endswith("s") == plural:
            return False  # "creatures you control gain", "target creature gains"
        m = re.fullmatch(r"([+-]\d+)/([+-]\d+)", rest)
        if verb.startswith("get") and m is not None and self.pt is None:
            self.pt = (int(m.group(1)), int(m.group(2)))
            return True
        if verb.startswith("gain") and not self.keywords and not self.granted and not self.choice:
            if rest.startswith("your choice of "):
                self.choice = _one_of(rest.removeprefix("your choice of "))
                return bool(self.choice)
            found = has_list(rest, quotes)
            if found is None:
                return False
            self.keywords, self.granted = found
            return True
        if verb.startswith("lose") and not self.loses and not quotes_in(rest):
            lost = keyword_list(rest)
            if lost is None:
                return False
            self.loses = lost
            return True
        return False


def _one_of(words: str) -> tuple[str, ...]:
    """ "flying, first strike, or haste" → each keyword offered (each one the engine runs)."""
    options = tuple(re.split(r", or |, | or ", words))
    if len(options) < 2 or any(keyword_list(k) != (k,) for k in options):
        return ()
    return options


def quotes_in(words: str) -> bool:
    return re.search(r"\bQ\d+\b", words) is not None


# what the previous instruction may do to its group without changing who is in it: untap or tap
# them, put counters on them, change their power and toughness or give them keywords until end of
# turn — so "they" is found again the same way (CR 608.2c)
_SAME_GROUP = frozenset({"types", "all_types", "nontypes", "subtypes", "nonsubtypes", "supertypes", "controller",
                         "token", "other", "combat", "colors", "noncolors", "either"})  # fmt: skip


def those_group(previous: Effect | None) -> Selector | None:
    """ "They" / "Those creatures": the targets of the instruction before (a group of targets), or
    the group it acted on when that instruction can't change who is in it."""
    if isinstance(previous, Tap | PutCounters | ModifyPT):
        group = previous.on if isinstance(previous, PutCounters) else previous.to
        if isinstance(group, Ref) and group.kind == "targets":
            return group
        if isinstance(group, Each) and group.fits and all(reads_only(f, _SAME_GROUP) for f in group.fits):
            return group
    return None


def _subject(phrase: str, ctx: Ctx) -> tuple[Selector, bool] | None:
    """The selector the subject names and whether its verbs are plural; None when unread."""
    if phrase in ("They", "They each", "Those creatures", "Those creatures each"):
        those = those_group(ctx.previous)
        each = phrase.endswith(" each")
        if those is None or each != (isinstance(those, Ref)):
            return None  # ("They each get" for targets; "each" isn't printed after a group)
        return those, True
    if phrase == "~":
        return (Ref("this"), False) if ctx.ability else None
    low = phrase[0].lower() + phrase[1:]
    each = low.endswith(" each")
    two = re.fullmatch(r"one or two target (.+?)( each)?", low)
    if two is not None:  # CR 601.2c, 115.1: the first target is required, the second not
        ref = ctx.group(low.removesuffix(" each"), 2, two.group(1), optional=True, first_required=True)
        return (ref, True) if ref is not None else None
    if low.startswith(_REFS):
        ref = ctx.target(low.removesuffix(" each"))
        if ref is None or (targeted(ref) and ctx.targets[ref.index].zone is not Zone.BATTLEFIELD):
            return None
        several = ref.kind == "targets" and sum(t.group == ctx.targets[ref.index].group for t in ctx.targets) > 1
        if several != each:
            return None  # "up to two target creatures each get", "target creature gets"
        return ref, several
    if each:
        return None
    if low.startswith("each "):
        f = noun_phrase(phrase[5:])
        if f is None or (f.other and not ctx.ability) or f.zone is not None or f.text.endswith("s"):
            return None
        return Each((f,), noun=phrase[5:]), False
    read = group_list(re.sub(r"^[Aa]ll ", "", phrase), ctx)
    if read is None:
        return None
    parts, who, noun = read
    return Each(parts, controller=who, noun=noun), True


def _turn_change(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2a, 611.2c, 613.1f, 613.4c: "[Until end of turn, ]<subject> <changes>[ until end of
    turn]." — one effect on the subject (a group determined as it begins)."""
    from arbiter.cards.oracle.granted_abilities import masked_quotes  # (its statics import the sentences)

    masked, quotes = masked_quotes(m.string)
    first = masked.startswith(_FIRST)
    body = masked.removeprefix(_FIRST).removesuffix(".")
    last = body.endswith(_LAST)
    if first == last:
        return PASS
    body = body.removesuffix(_LAST)
    split = _VERB.search(body)
    if split is None or (not first and body[:1].islower()):
        return PASS
    read = _subject(body[: split.start()], ctx)
    if read is None:
        return PASS
    selector, plural = read
    changes = _Changes()
    for part in _JOIN.split(body[split.end() :]):
        if not changes.read(part, plural, quotes):
            return PASS
    if set(changes.keywords) & set(changes.loses):
        return PASS  # (one keyword both gained and lost: the order of the words would matter)
    power, toughness = changes.pt or (0, 0)
    change = ModifyPT(
        power, toughness, selector, changes.keywords, m.string, granted=changes.granted, loses=changes.loses
    )
    if changes.choice:  # CR 608.2d: the keyword is chosen as the instruction is followed
        if set(changes.choice) & set(changes.loses):
            return PASS
        return GainChosenKeyword(change, changes.choice, m.string)
    return change


PRODUCTIONS: tuple[Production, ...] = (rule(r"(?:Until end of turn, .+|.+ until end of turn\.)", _turn_change),)
