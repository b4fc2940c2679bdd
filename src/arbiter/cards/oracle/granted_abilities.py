"""Statics that give abilities and bonuses through layers 6 and 7c (CR 613.1f, 613.4c) in the
general wordings the narrower productions of :mod:`statics` don't read:

- an Aura's or Equipment's grant with a list of keywords and quoted abilities: "Enchanted
  creature gets +2/+0 and has "{2}{B}: Regenerate ~."", "Enchanted land has "{T}: Add two mana
  of any one color."", "Equipped creature has first strike, trample, and haste." (303.4, 301.5);
- the same grant while a condition holds: "Enchanted creature gets +2/+2 as long as an opponent
  controls a black permanent." (611.3a: checked whenever the characteristics are);
- a group's quoted abilities: "Creatures you control have "{T}: Add one mana of any color."",
  "All Slivers have "{2}: Regenerate ~."" (613.1f), optionally "As long as <condition>, …".

A granted ability is one the engine runs when it is granted: an activated ability (602), a
static ability that affects only its own object, or a triggered ability whose event trigger
collection looks for on the object that has it (:mod:`arbiter.mtg.triggers.granted`; not the
leaves-the-battlefield ones, 603.10a). Anything the grammar can't read back word for word stays
unsupported."""

from __future__ import annotations

import re

from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.layer_statics import permanents_group
from arbiter.cards.oracle.noun_phrase import IN_LAYERS
from arbiter.cards.oracle.nouns import each_phrase
from arbiter.cards.oracle.state_conditions import attached_is
from arbiter.mtg.enums import Color
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, Static, TriggeredAbility
from arbiter.mtg.ir.conditions import Condition, SourceIs, YourTurn
from arbiter.mtg.ir.filters import CountOf, Filter
from arbiter.mtg.ir.statics.grants import AttachedGrant, GrantToControlled

_QUOTED = re.compile(r'"([^"]+)"')
_HOLDER = r"(Equipped|Enchanted) (creature|land|permanent|artifact)"
_BONUS = r"gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: for each (?P<per>.+?))?"


def granted_ability(text: str) -> Ability | None:
    """The one ability a quoted text states, if the engine runs it when granted (CR 613.1f)."""
    from arbiter.cards.oracle.lines import parse_line  # (a quoted ability is a whole line: the grammar recurses)

    found = parse_line(text)
    if len(found) != 1:
        return None
    ability = found[0]
    if isinstance(ability, ActivatedAbility):
        return ability if ability.text() == text else None
    if isinstance(ability, Static) and not ability.affects_others:
        return ability if ability.text() == text else None  # (its own rule: "~ can't be blocked.")
    if isinstance(ability, TriggeredAbility) and _grantable_trigger(ability):
        return ability if ability.text() == text else None
    return None


# The trigger events trigger collection looks for on an object that has the ability from another
# object (CR 613.1f, 603.2): its own combat and damage, its tapping, its becoming a target, and its
# controller's steps, life and draws, and its leaving the battlefield (603.10a: the zone change
# remembers the granted abilities it had as it left).
_GRANTABLE_EVENTS = frozenset({
    "combat damage to player", "damage to player", "damage to opponent", "combat damage to creature",
    "combat damage to player or battle",
    "dealt damage", "attacks", "blocks", "becomes blocked", "becomes tapped",
    "upkeep", "each upkeep", "end step", "each end step", "combat yours", "each combat",
    "gain life", "gain life: that much", "draw",
    "targeted", "targeted by yours", "targeted by opponent", "targeted by spell", "targeted by your spell",
    "targeted first each turn", "targeted by yours first each turn", "attacks for the first time each turn",
    "deals damage: that much", "deals combat damage: that much", "dealt damage: that much",
    "dealt combat damage: that much",
    "dies", "leaves", "to graveyard from battlefield",  # (remembered as it leaves: 603.10a)
})  # fmt: skip


def _grantable_trigger(ability: TriggeredAbility) -> bool:
    """Whether a granted triggered ability is one trigger collection sees on the object that has
    it (CR 613.1f, 603.2) — "only once each turn" is tracked per printed ability, so not that."""
    return ability.event in _GRANTABLE_EVENTS and not ability.once_each_turn


def has_list(words: str, quotes: list[str]) -> tuple[tuple[str, ...], tuple[Ability, ...]] | None:
    """ "flying, first strike, and vigilance", "trample and Q0", "Q0 and Q1" (quoted abilities
    stand as Q<n>) → the keywords and the quoted abilities, or None."""
    items = [i for i in re.split(r", and |, | and ", words) if i]
    keywords: list[str] = []
    abilities: list[Ability] = []
    for item in items:
        item = item.removeprefix("has ")  # "gets +2/+2, has trample, and has Q0"
        q = re.fullmatch(r"Q(\d+)", item)
        if q is None:
            keywords.append(item)
            continue
        ability = granted_ability(quotes[int(q.group(1))])
        if ability is None:
            return None
        abilities.append(ability)
    if keywords:
        if not abilities:
            kws = keyword_list(words)  # (the keyword grammar reads its own lists: "protection from red and from blue")
            return (kws, ()) if kws is not None else None
        singles = [keyword_list(k) for k in keywords]
        if any(s is None or len(s) != 1 for s in singles):
            return None
        keywords = [s[0] for s in singles if s]
    return tuple(keywords), tuple(abilities)


def _condition(words: str | None) -> Condition | bool | None:
    """The "as long as …" words as a condition; True for no words; False when unreadable."""
    if words is None:
        return True
    condition = parse_condition(words)
    return False if condition is None else condition


def masked_quotes(line: str) -> tuple[str, list[str]]:
    """The line with each quoted ability as Q<n> (a sentence ending in a quotation has its period
    inside it: one is added for the grammar) and the quoted texts."""
    quotes = _QUOTED.findall(line)
    masked = line
    for i, q in enumerate(quotes):
        masked = masked.replace(f'"{q}"', f"Q{i}", 1)
    return (masked + "." if re.search(r"Q\d+$", masked) else masked), quotes


def attached_grant(line: str) -> AttachedGrant | None:
    """CR 303.4, 301.5, 613.1f, 613.4c, 611.3a: "<Enchanted|Equipped> <noun> [gets +N/+N[ for each
    …][,] and ]has <keywords and quoted abilities>[ as long as <condition>]." and "… gets +N/+N as
    long as <condition>." — only where the simpler productions don't already read the line."""
    masked, quotes = masked_quotes(line)
    turn = re.match(r"During (your|an opponent's) turn, ([a-z])", masked)
    if turn:  # CR 611.3a: "During your turn, equipped creature gets +1/+0 and has first strike."
        masked = turn.group(2).upper() + masked[turn.end(2) :]
    m = re.fullmatch(
        rf"{_HOLDER} (?:{_BONUS})?(?:,? and |, )?(?:has (?P<has>.+?))?(?: as long as (?P<cond>.+?))?\.",
        masked,
    )
    if m is None or not (m.group("p") or m.group("has")):
        return None
    plain = m.group(2) == "creature" and not quotes and not m.group("cond") and "," not in masked and not turn
    if plain or (m.group("p") and m.group("has") and not re.search(r"(?:,? and |, )has ", masked)):
        return None  # (the productions of statics.py read these; a bonus and a grant need "and")
    host = re.fullmatch(r"it(?:'s| is) (.+)", m.group("cond") or "")
    condition: Condition | bool | None
    if host:  # CR 611.3a, 303.4: "… has shroud as long as it's untapped" — the permanent it's attached to
        condition = attached_is(f"{m.group(1).lower()} {m.group(2)} is {host.group(1)}") or False
    else:
        condition = _condition(m.group("cond"))
    if condition is False or isinstance(condition, SourceIs | YourTurn):
        return None  # (a condition about the Aura or Equipment itself isn't read here)
    if turn:
        if m.group("cond"):
            return None
        mine = turn.group(1) == "your"  # the turn of the Aura's or Equipment's controller (CR 102.1)
        condition = YourTurn("it's your turn" if mine else "it's not your turn", mine)
    if m.group("p") is None and m.group("per"):
        return None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    if m.group("has"):
        found = has_list(m.group("has"), quotes)
        if found is None:
            return None
        keywords, abilities = found
    per: CountOf | None = None
    if m.group("per"):
        per = each_phrase(m.group("per"), reads=IN_LAYERS)
        if per is None:
            return None
    return AttachedGrant(
        m.group(1),
        int(m.group("p") or 0),
        int(m.group("t") or 0),
        keywords,
        granted=abilities,
        per=per,
        text_=line,
        condition=condition if isinstance(condition, Condition) else None,
    )


def group_grant(line: str) -> GrantToControlled | None:
    """CR 613.1f, 611.3a: "[As long as <condition>, ]<group> have "<ability>"[ and "<ability>"]."
    ("Creatures you control have "{T}: Add one mana of any color."", "All Slivers have "{2}:
    Regenerate ~."", "Lands you control have "{T}: Add one mana of any color."")."""
    condition: Condition | None = None
    rest = line
    m = re.fullmatch(r"As long as (.+?), (.+)", line)
    if m:
        condition = parse_condition(m.group(1))
        if condition is None or isinstance(condition, SourceIs):
            return None
        rest = m.group(2)[0].upper() + m.group(2)[1:]
    masked, quotes = masked_quotes(rest)
    if not quotes:
        return None
    g = re.fullmatch(r"(.+?) (?:have|has) (.+)\.", masked)
    if g is None or g.group(1).startswith(("Enchanted", "Equipped", "~", "Each", "As ")):
        return None
    group = permanents_group(g.group(1))
    found = has_list(g.group(2), quotes)
    if group is None or found is None or not found[1]:
        return None
    return GrantToControlled(group, found[0], text_=line, condition=condition, granted=found[1])


def self_grant(line: str) -> GrantToControlled | None:
    """CR 604.2, 611.3a, 613.1f, 613.4c: "As long as <condition>, ~ gets +N/+N[,] and has
    <keywords and quoted abilities>." / "As long as ~ is enchanted, it has "<ability>"." / "~ has
    "<ability>" as long as <condition>." — a static of the object itself, only while the
    condition holds (the plain "~ gets/has …" lines without quotes or lists are read elsewhere)."""
    m = re.fullmatch(r"As long as (.+?), (~|it) (.+)", line)
    before = m.group(1) if m else None
    if m and m.group(2) == "it" and not m.group(1).startswith("~ "):
        return None
    masked, quotes = masked_quotes(f"~ {m.group(3)}" if m else line)
    s = re.fullmatch(
        r"~ (?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?:,? and |, ))?"
        r"(?:is (?P<color>white|blue|black|red|green),? (?:and )?)?"
        r"has (?P<has>.+?)(?: as long as (?P<cond>.+?))?\.",
        masked,
    )
    if s is None or (before and s.group("cond")) or not (before or s.group("cond")):
        return None
    if not quotes and "," not in s.group("has"):
        return None  # (read by anthems.self_boost)
    condition = parse_condition(before or s.group("cond"))
    found = has_list(s.group("has"), quotes)
    if condition is None or found is None:
        return None
    power, toughness = int(s.group("p") or 0), int(s.group("t") or 0)
    # CR 613.1e: "… ~ gets +1/+1, is black, and has "…"" — its color, in layer 5
    colors = frozenset({Color[s.group("color").upper()]}) if s.group("color") else frozenset[Color]()
    return GrantToControlled(
        Filter("~"), found[0], power, toughness, text_=line, self_only=True, condition=condition, granted=found[1],
        colors=colors,
    )  # fmt: skip


def names_granter_in_quotes(abilities: list[Ability], oracle_text: str, names: list[str]) -> list[Ability]:
    """CR 201.5a: in a granted ability, the granting object's name means that object, while
    "this creature" means the object that has the ability — the normalised text writes both as
    ``~``. A grant whose quoted ability names its source stays unsupported until the engine
    tells the two apart."""
    from arbiter.mtg.ir.abilities import Unsupported

    quoted = " ".join(_QUOTED.findall(oracle_text))
    if not any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", quoted) for n in names):
        return abilities
    return [Unsupported(a.text()) if _grants_quoted(a) else a for a in abilities]


def _grants_quoted(a: Ability) -> bool:
    """A static granting quoted abilities, or a spell or ability whose instructions do ("Until
    end of turn, creatures you control gain "…"", CR 613.1f)."""
    if isinstance(a, AttachedGrant | GrantToControlled):
        return bool(a.granted)
    text = a.text()
    return '"' in text and re.search(r"\bgains? [^.]*\"", text) is not None


def group_triggered_keyword(line: str) -> GrantToControlled | None:
    """CR 613.1f, 702.121a: "Other creatures you control have melee." — a keyword that is a
    triggered ability, granted to the group; it triggers for each creature that has it (603.2)."""
    from arbiter.cards.oracle.keyword_abilities import keyword_abilities  # (it reaches the statics)

    g = re.fullmatch(r"(.+?) have ([a-z]+)\.", line)
    if g is None or g.group(1).startswith(("Enchanted", "Equipped", "~", "Each", "As ")):
        return None
    found = keyword_abilities(g.group(2).capitalize())
    if not found or not all(isinstance(a, TriggeredAbility) and _grantable_trigger(a) for a in found):
        return None
    group = permanents_group(g.group(1))
    return GrantToControlled(group, (), text_=line, granted=tuple(found)) if group is not None else None
