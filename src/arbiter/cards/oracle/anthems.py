"""Statics that change characteristics (CR 613.4c, 613.1f, 611.3a): "Other Elves you control get
+1/+1.", "~ gets +1/+1 as long as …", "~ can attack as though it didn't have defender …"."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.noun_phrase import IN_LAYERS, IN_PT_LAYER
from arbiter.cards.oracle.nouns import (
    ADJECTIVES,
    TYPE_WORDS,
    creatures_noun,
    each_phrase,
    grouped,
)
from arbiter.mtg.combat.attack_rules import AttacksDespiteDefender
from arbiter.mtg.ir.conditions import Condition, YourTurn
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.statics.layers import PlayerCountersHad, YourLifeTotal, YourSpeed
from arbiter.mtg.model import (
    Filter,
    GrantToControlled,
)

_SELF_BOOST = re.compile(
    r"~ (?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and has (?P<kw1>.+?))?|has (?P<kw2>.+?))"
    r"(?: for each (?P<per>.+?)| as long as (?P<cond>.+?))?\."
)


def despite_defender(line: str) -> AttacksDespiteDefender | None:
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


def self_boost(line: str) -> GrantToControlled | None:
    """CR 604.2, 611.3a, 613.4c: "~ gets +1/+1 as long as you control an artifact.", "~ gets
    +1/+0 for each Equipment you control.", "~ has flying as long as …", "As long as <condition>,
    ~ gets +2/+2 and has trample.", "During your turn, ~ has first strike." and the same with
    "As long as …, other creatures you control get +1/+1." — statics of the source (``self_only``)
    or anthems, whose condition is checked whenever the characteristics are."""
    if line == "~ gets -X/-X, where X is your life total.":  # CR 119.1, 613.4c (Death's Shadow)
        life = YourLifeTotal("your life total", Filter("your life total"))
        return GrantToControlled(Filter("~"), (), -1, -1, self_only=True, per=life, text_=line)
    condition: Condition | None = None
    # CR 611.3a: "During turns other than yours, …" applies whenever it isn't your turn
    m = re.fullmatch(r"(?:As long as (.+?)|During (your turn|an opponent's turn|turns other than yours)), (.+)", line)
    if m:
        if m.group(1):
            condition = parse_condition(m.group(1))
        else:
            yours = m.group(2) == "your turn"
            condition = YourTurn("it's your turn" if yours else "it's not your turn", yours)
        if condition is None:
            return None
        rest = m.group(3)
        grant = anthem(rest[0].upper() + rest[1:])
        if grant is not None:
            return replace(grant, condition=condition, text_=line)
        if re.search(r" (?:for each|as long as) ", rest):
            return None
        line_core = rest
        if m.group(1) and m.group(1).startswith("~ ") and rest.startswith("it "):
            line_core = "~ " + rest[3:]  # "As long as ~ is equipped, it gets +1/+1.": "it" is ~ (the subject before)
    else:
        line_core = line
    # the current Oracle wording names the object itself "this creature" (CR 201.5 in effect: "~")
    b = _SELF_BOOST.fullmatch(re.sub(r"^[Tt]his creature ", "~ ", line_core))
    if b is None:
        return None
    kws: tuple[str, ...] | None = ()
    if b.group("kw1") or b.group("kw2"):
        kws = keyword_list(b.group("kw1") or b.group("kw2"))
        if kws is None:
            return None
    per = _per(b.group("per"), bool(kws)) if b.group("per") else None
    if b.group("per") and (per is None or kws):
        return None
    if b.group("cond"):
        condition = parse_condition(b.group("cond"))
        if condition is None:
            return None
    if condition is None and per is None:
        return None  # (a plain "~ has flying" is a keyword line; "~ gets +1/+1" alone isn't printed)
    power = int(b.group("p")) if b.group("p") else 0
    toughness = int(b.group("t")) if b.group("t") else 0
    self_filter = Filter("~")
    return GrantToControlled(
        self_filter, kws or (), power, toughness, self_only=True, condition=condition, per=per, text_=line
    )


def _per(phrase: str, grants: bool) -> CountOf | None:
    """What a self boost's "for each <thing>" counts. A bonus that only changes power and toughness
    (layer 7c) may count abilities (layer 6 is applied before, CR 613.4c, 613.8a): "for each other
    creature on the battlefield with flying" is every other creature with flying, whoever controls it."""
    reads = IN_LAYERS if grants else IN_PT_LAYER
    words = re.sub(r" on the battlefield (with(?:out)? [a-z]+)$", r" \1", phrase)
    per = each_phrase(words, reads=reads) or attached_count(words) or player_counters_had(words)
    if per is None and words.startswith("other "):
        # "for each other Goblin you control": other than ~ itself (counted with it as the source)
        per = each_phrase(words.removeprefix("other "), reads=reads)
        per = replace(per, what=replace(per.what, other=True)) if per is not None else None
    return replace(per, text=phrase) if per is not None else None


_ATTACHED = {
    "Aura": frozenset({"Aura"}),
    "Equipment": frozenset({"Equipment"}),
    "Aura and Equipment": frozenset({"Aura", "Equipment"}),
}


def attached_count(phrase: str) -> CountOf | None:
    """ "Aura attached to it", "Equipment attached to it", "Aura and Equipment attached to it":
    the permanents attached to the source (CR 303.4, 301.5), whoever controls them."""
    m = re.fullmatch(r"(Aura|Equipment|Aura and Equipment) attached to it", phrase)
    if m is None:
        return None
    return CountOf(phrase, Filter(phrase, subtypes=_ATTACHED[m.group(1)], attached_to_source=True))


def player_counters_had(phrase: str) -> CountOf | None:
    """CR 122.1: "experience counter you have", "poison counter your opponents have" — counters on
    players (122.1f: poison), the controller's or their opponents' together."""
    m = re.fullmatch(r"([a-z]+) counter (you have|your opponents have)", phrase)
    if m is None:
        return None
    return PlayerCountersHad(phrase, Filter(phrase), kind=m.group(1), opponents=m.group(2) != "you have")


# whose creatures an anthem's group names (CR 613.4c): "… enchanted player controls" is the player
# the Aura enchants (303.4a)
_WHOSE = {" you control": "you", " your opponents control": "opponents", " enchanted player controls": "enchanted"}
_WHOSE_WORDS = "|".join(_WHOSE)


def anthem(line: str) -> GrantToControlled | None:
    """CR 613.4c / 613.1f: "[Other] <creatures> [you control | your opponents control] get +N/+N
    [and have <keywords>]." and "… have <keywords>." — statics on every creature that fits."""
    if line.endswith(", where X is your speed."):
        return _speed_anthem(line)
    printed = line
    # "Creatures you control with flying get +1/+1.": the "with" phrase read with the noun (CR 613.1f
    # effects give and take flying first — the bonus depends on them, 613.8a)
    line = re.sub(
        r"^((?:Other )?[Cc]reatures)( you control| your opponents control) (with(?:out)? flying) ", r"\1 \3\2 ", line
    )
    m = re.fullmatch(
        rf"(Other )?(.+?)({_WHOSE_WORDS})? (?:get|gets) ([+-]\d+)/([+-]\d+)"
        r"(?: and (?:have|has) (.+))?\.",
        line,
    )
    kws: tuple[str, ...] | None = ()
    if m is not None:
        power, toughness = int(m.group(4)), int(m.group(5))
        if m.group(6):
            kws = keyword_list(m.group(6))
    else:
        m = re.fullmatch(rf"(Other )?(.+?)({_WHOSE_WORDS})? (?:have|has) (.+)\.", line)
        if m is None:
            return None
        power = toughness = 0
        kws = keyword_list(m.group(4))
    plural = m.group(2) in ("Enchanted creatures", "Equipped creatures")  # a group, not an Aura's (CR 303.4)
    if kws is None or (m.group(2).startswith(("~", "Enchanted", "Equipped", "Each", "All other")) and not plural):
        return None
    noun = m.group(2).removeprefix("All ")
    first = noun.split(" ")[0].lower()
    if first in ADJECTIVES or first in ("permanents", "tokens") or first.removesuffix("s") in TYPE_WORDS:
        noun = noun[0].lower() + noun[1:]  # a sentence's first word, not a creature type
    f = creatures_noun(noun, reads=IN_LAYERS if kws else IN_PT_LAYER)
    if f is None:
        return None
    whose = m.group(3) or ""
    f = grouped(f, _WHOSE.get(whose, ""), bool(m.group(1)))
    return GrantToControlled(f, kws, power, toughness, text_=printed)


# -- effects -------------------------------------------------------------------------------------


def _speed_anthem(line: str) -> GrantToControlled | None:
    """CR 613.4c, 702.179f: "Other creatures you control get +X/+0, where X is your speed." (Samut,
    the Driving Force) — the group of an ordinary anthem, X the controller's speed counted whenever
    power and toughness are (a speed that rises changes the bonus at once; no speed counts as 0)."""
    m = re.fullmatch(r"(.+) get ([+-])(X|0)/([+-])(X|0), where X is your speed\.", line)
    if m is None or "X" not in m.group(3) + m.group(5):
        return None
    group = anthem(f"{m.group(1)} get +1/+1.")
    if group is None or group.keywords:
        return None
    power = (1 if m.group(2) == "+" else -1) if m.group(3) == "X" else 0
    toughness = (1 if m.group(4) == "+" else -1) if m.group(5) == "X" else 0
    speed = YourSpeed("your speed", Filter("your speed"))
    return replace(group, power=power, toughness=toughness, per=speed, text_=line)
