"""Target phrases (CR 115.1): the words after "target" — "creature", "another target nonblack
creature you control", "up to two target creatures" — compiled into target requirements
(:class:`~arbiter.mtg.model.TargetSpec`), and the regular expression that finds them in a sentence."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.nouns import COLORS as _COLORS
from arbiter.cards.oracle.nouns import TYPE_WORDS as _TYPE_WORDS
from arbiter.cards.oracle.subtype_targets import subtype_card_in_graveyard, subtype_noun
from arbiter.cards.oracle.words import COLOR_WORD
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import SPELL_OR_PERMANENT
from arbiter.mtg.model import ANY_TARGET, TargetSpec

TARGET_PHRASE = (
    r"(any target|(?:another )?target [^.]+?|up to (?:one|two|three|four|five) (?:other )?target [^.]+?|"
    r"(?:two|three|four|five) target [^.]+?|(?:one or two|one, two, or three) target [^.]+?|"
    r"(?:any number of|one or more) (?:other )?target [^.]+?|"
    r"(?:up to )?X (?:other )?target [^.]+?|"
    r"it|that permanent or player|that (?:creature|permanent|artifact|land|enchantment|player|spell)|"
    r"enchanted creature|enchanted permanent|equipped creature|"
    r"that (?:creature|permanent|artifact|land|enchantment|planeswalker|spell)'s controller|"
    r"that player or that planeswalker's controller|that player or planeswalker|"
    # a target named again by its own words after "Choose target creature you control and target
    # creature you don't control." (CR 608.2c; :attr:`Ctx.said`)
    r"the (?:chosen )?creature (?:you control|you don't control|an opponent controls)|the creature|the permanent)"
)

_SINGULAR = {
    "creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
    "permanents": "permanent", "planeswalkers": "planeswalker", "players": "player", "opponents": "opponent",
    "spells": "spell", "targets": "target", "cards": "card",
}  # fmt: skip


_CLAUSE_START = frozenset({"your", "you", "an", "defending", "that"})


def singular_noun(noun: str) -> str | None:
    """ "creatures you control" → "creature you control", "artifacts and/or enchantments" →
    "artifact or enchantment", "nonland permanents" → "nonland permanent"."""
    words = noun.replace(" and/or ", " or ").split(" ")
    out = []
    changed = False
    for n, w in enumerate(words):
        if w in _CLAUSE_START:  # "creatures your opponents control": the clause stays as it is
            out.extend(words[n:])
            break
        if w in _SINGULAR:
            out.append(_SINGULAR[w])
            changed = True
        elif w.startswith("non") and w[3:] in _SINGULAR:
            out.append("non" + _SINGULAR[w[3:]])
        else:
            out.append(w)
    return " ".join(out) if changed else None


# counters with rules of their own are run by the engine: stun (122.1d, objects/counters.py), shield
# (122.1c, objects/shield_counters.py), finality (122.1h, replacement/zone_change.py)

TARGET_NOUNS: dict[str, tuple[frozenset[CardType], str, Zone]] = {
    "creature": (frozenset({CardType.CREATURE}), "", Zone.BATTLEFIELD),
    "artifact": (frozenset({CardType.ARTIFACT}), "", Zone.BATTLEFIELD),
    "enchantment": (frozenset({CardType.ENCHANTMENT}), "", Zone.BATTLEFIELD),
    "land": (frozenset({CardType.LAND}), "", Zone.BATTLEFIELD),
    "planeswalker": (frozenset({CardType.PLANESWALKER}), "", Zone.BATTLEFIELD),
    "permanent": (frozenset({CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT,
                             CardType.LAND, CardType.PLANESWALKER}), "", Zone.BATTLEFIELD),
    "player": (frozenset(), "any", Zone.BATTLEFIELD),
    "opponent": (frozenset(), "opponent", Zone.BATTLEFIELD),
    "creature or player": (frozenset({CardType.CREATURE}), "any", Zone.BATTLEFIELD),
    "creature or planeswalker": (frozenset({CardType.CREATURE, CardType.PLANESWALKER}), "", Zone.BATTLEFIELD),
    "player or planeswalker": (frozenset({CardType.PLANESWALKER}), "any", Zone.BATTLEFIELD),
    "opponent or planeswalker": (frozenset({CardType.PLANESWALKER}), "opponent", Zone.BATTLEFIELD),
    "artifact or enchantment": (frozenset({CardType.ARTIFACT, CardType.ENCHANTMENT}), "", Zone.BATTLEFIELD),
    "artifact or creature": (frozenset({CardType.ARTIFACT, CardType.CREATURE}), "", Zone.BATTLEFIELD),
    "spell": (frozenset(), "", Zone.STACK),
    "creature spell": (frozenset({CardType.CREATURE}), "", Zone.STACK),
    "noncreature spell": (frozenset(), "", Zone.STACK),
    "instant or sorcery spell": (frozenset({CardType.INSTANT, CardType.SORCERY}), "", Zone.STACK),
    # CR 113.1, 701.6b: an activated or triggered ability on the stack (mana abilities never are, 605.3b)
    "activated or triggered ability": (frozenset(), "", Zone.STACK),
    "activated ability": (frozenset(), "", Zone.STACK),
    "triggered ability": (frozenset(), "", Zone.STACK),
    # CR 701.6a–b: a spell, or an activated or triggered ability (Disallow)
    "spell, activated ability, or triggered ability": (frozenset(), "", Zone.STACK),
    "spell or ability": (frozenset(), "", Zone.STACK),  # CR 115.1: the same, in fewer words
    SPELL_OR_PERMANENT: (frozenset(), "", Zone.STACK),  # CR 115.1: either (its zones: TargetSpec.zones)
}  # fmt: skip


def noun_union(core: str) -> tuple[frozenset[CardType], str, Zone] | None:
    """ "artifact or land", "creature, enchantment, or planeswalker": a permanent of one of
    these card types (CR 115.1)."""
    words = re.split(r", or |, | or ", core)
    if len(words) < 2 or not all(w in _TYPE_WORDS and TARGET_NOUNS.get(w) for w in words):
        return None
    if (len(words) == 2) != (", " not in core):
        return None  # "A or B", "A, B, or C"
    return frozenset(_TYPE_WORDS[w] for w in words), "", Zone.BATTLEFIELD


def spell_union(core: str) -> tuple[frozenset[CardType], str, Zone] | None:
    """ "instant spell", "artifact or enchantment spell", "enchantment, instant, or sorcery spell":
    a spell of one of these card types (CR 115.1, 112.1)."""
    if not core.endswith(" spell"):
        return None
    if re.fullmatch(r"[a-z]+ spell(?:, [a-z]+ spell)*,? or [a-z]+ spell", core):
        core = core.replace(" spell,", ",").replace(" spell or ", " or ")  # "creature spell or planeswalker spell"
    words = re.split(r", or |, | or ", core.removesuffix(" spell"))
    if not all(w in _TYPE_WORDS and w not in ("land", "kindred", "tribal") for w in words):
        return None
    if len(words) > 1 and (len(words) == 2) != (", " not in core):
        return None
    return frozenset(_TYPE_WORDS[w] for w in words), "", Zone.STACK


def _spell_quality(quality: Filter) -> bool:
    """Only colors and mana value bounds: the qualities a spell has on the stack."""
    return replace(quality, colors=frozenset(), min_value=None, max_value=None) == Filter()


_CARD_TYPES = "(?:creature|artifact|enchantment|instant|sorcery|land|planeswalker|battle|permanent)"

# CR 205.3i: the land types a target phrase may name ("target Forest", "target Gate")
LAND_TYPES = frozenset({"Forest", "Island", "Mountain", "Plains", "Swamp", "Desert", "Gate", "Cave", "Locus", "Lair"})
_LAND_ENTRY: tuple[frozenset[CardType], str, Zone] = (frozenset({CardType.LAND}), "", Zone.BATTLEFIELD)


# "noncreature spell" (CR 205.4b) and "noncreature permanent / artifact / …" on the battlefield
_NONCREATURE_OF = ("spell", "permanent", "artifact", "enchantment", "land", "permanents", "artifacts")


def target_spec(phrase: str) -> TargetSpec | None:
    """``"any target"``, ``"target creature"``, ``"another target nonblack creature you control"``…"""
    if phrase == "any target":
        return ANY_TARGET
    in_graveyard = _graveyard_card(phrase)
    if in_graveyard is not None:
        return in_graveyard
    targeting = _spell_that_targets(phrase)
    if targeting is not None:
        return targeting
    m = re.fullmatch(r"(another )?target (.+)", phrase)
    if m is None:
        return None
    other = bool(m.group(1))
    noun = m.group(2)
    core = noun.removesuffix(" that was dealt damage this turn")
    dealt = "dealt damage" if core != noun else ""  # what it was dealt this turn (CR 120.1, 500.8)
    core, from_source = _from_source(core)
    if core is None:
        return None
    core, controller = _controlled_by(core)
    core, quality = target_quality(core)
    if core is None:
        return None
    negated = _negations(core)
    if negated is None:
        return None
    core, noncolors, nontypes, nonsubtypes = negated
    core, combat = _combat_status(core)
    entry = TARGET_NOUNS.get(core) or noun_union(core) or spell_union(core)
    by_subtype = subtype_noun(core) if entry is None else None  # CR 205.3: "target Goblin"
    if by_subtype is not None:
        entry = (by_subtype[0], "", Zone.BATTLEFIELD)
    if entry is None:
        return None
    types, players, zone = entry
    if controller and (players or (zone is Zone.STACK and not core.endswith(("ability", "spell")))):
        return None  # (a spell's or an ability's controller: "triggered ability you control", 110.2, 113.8)
    if quality is not None and (players or (zone is not Zone.BATTLEFIELD and not _spell_quality(quality))):
        return None
    if players and not types:
        return TargetSpec(noun, None, players)  # CR 115.1: only a player
    what = replace(
        quality or Filter(), text=noun, types=types, nontypes=nontypes, nonsubtypes=nonsubtypes, noncolors=noncolors,
        controller=controller, zone=zone, other=other,
    )  # fmt: skip
    if by_subtype is not None:
        what = replace(what, subtypes=by_subtype[1])
    if dealt:
        if zone is not Zone.BATTLEFIELD or players:
            return None
        what = replace(what, this_turn=dealt)
    return TargetSpec(noun, what, players, combat=combat, from_source=from_source)


def _from_source(core: str) -> tuple[str | None, Filter | None]:
    """ "activated or triggered ability you control from an artifact source" → the noun without
    its "from a … source" and what the ability's source must be (CR 113.7); None if unread."""
    m = re.fullmatch(
        r"(.+ability(?: you control)?) from an? (colorless|artifact|creature|enchantment|legendary) source", core
    )
    if m is None:
        return (None, None) if " source" in core and core.endswith("source") else (core, None)
    word = m.group(2)
    if word == "colorless":
        return m.group(1), Filter("colorless", noncolors=frozenset(Color))  # CR 105.2c: no color
    if word == "legendary":
        return m.group(1), Filter("legendary", supertypes=frozenset({"Legendary"}))
    return m.group(1), Filter(word, all_types=frozenset({CardType(word.capitalize())}))


_THAT_TARGETS = re.compile(r"target ((?:.+ )?spell(?: or ability)?) that targets (you|an? .+?)(?: or (an? .+))?")


def _spell_that_targets(phrase: str) -> TargetSpec | None:
    """ "target spell that targets a permanent you control", "target instant or sorcery spell that
    targets you", "… that targets you or a creature you control" (CR 115.1: one of the spell's
    targets is that player or fits that description); else None."""
    m = _THAT_TARGETS.fullmatch(phrase)
    base = target_spec(f"target {m.group(1)}") if m else None
    if m is None or base is None or base.what is None or base.what.zone is not Zone.STACK:
        return None
    you = False
    inner: Filter | None = None
    for words in (m.group(2), m.group(3)):
        if words is None:
            continue
        if words == "you":
            you = True
            continue
        spec = target_spec("target " + words.split(" ", 1)[1])
        if (
            inner is not None
            or spec is None
            or spec.what is None
            or spec.players
            or spec.what.zone is not Zone.BATTLEFIELD
        ):
            return None
        inner = spec.what
    noun = phrase.removeprefix("target ")
    return replace(base, noun=noun, what=replace(base.what, text=noun, targeting=inner, targeting_you=you))


_GRAVEYARD_CARD = re.compile(
    rf"target (?:({_CARD_TYPES}(?:, {_CARD_TYPES})*,? or {_CARD_TYPES}|{_CARD_TYPES}) )?card "
    r"(?:with mana value (\d+) or (less|greater) )?(?:(?:from|in) (your|a|an opponent's|a single) graveyard"
    r"|from graveyards)"  # ("up to two target cards from graveyards": each from any graveyard, CR 115.1)
)


def _graveyard_card(phrase: str) -> TargetSpec | None:
    """CR 115.1, 400.7: a card in a graveyard as a target ("artifact or enchantment card": either,
    205.2), or a card of a subtype (205.3: "target Zombie card from your graveyard"); else None."""
    m = _GRAVEYARD_CARD.fullmatch(phrase)
    if m:
        kinds: frozenset[CardType] = frozenset()
        for word in re.split(r",? or |, ", m.group(1)) if m.group(1) else ():
            kinds |= TARGET_NOUNS["permanent"][0] if word == "permanent" else frozenset({_TYPE_WORDS[word]})
        whose = {"your": "you", "a": "", "an opponent's": "opponent", "a single": "", None: ""}[m.group(4)]
        # "from a single graveyard": every target of the word "target" in the same one (CR 115.1)
        noun = phrase.removeprefix("target ")
        value = int(m.group(2)) if m.group(2) else None  # "with mana value 3 or less" (CR 202.3)
        most, least = (value, None) if m.group(3) == "less" else (None, value)
        what = Filter(noun, kinds, controller=whose, zone=Zone.GRAVEYARD, max_value=most, min_value=least)
        return TargetSpec(noun, what, single_graveyard=m.group(4) == "a single")
    in_graveyard = subtype_card_in_graveyard(phrase)  # CR 205.3: "target Zombie card from your graveyard"
    if in_graveyard is not None:
        return TargetSpec(in_graveyard[0], in_graveyard[1])
    return _described_graveyard_card(phrase)


_DESCRIBED_CARD = re.compile(r"(another )?target (.+? card(?: with .+?)?) (?:from|in) (your|a|an opponent's) graveyard")


def _described_graveyard_card(phrase: str) -> TargetSpec | None:
    """ "another target artifact card from your graveyard", "target blue or red creature card from
    your graveyard", "target nonland permanent card with mana value 2 or less from your graveyard":
    a card in a graveyard the card grammar describes (CR 109.2, 115.1, 400.7); "another": not the
    ability's source (a dying creature's own card, 603.10a)."""
    m = _DESCRIBED_CARD.fullmatch(phrase)
    quality = card_noun(m.group(2)) if m else None
    if m is None or quality is None:
        return None
    whose = {"your": "you", "a": "", "an opponent's": "opponent"}[m.group(3)]
    noun = phrase.removeprefix("another ").removeprefix("target ")
    what = replace(quality, text=noun, controller=whose, zone=Zone.GRAVEYARD, other=bool(m.group(1)))
    return TargetSpec(noun, what)


# "… you control" and the like: who must control the target (CR 110.2: a permanent's controller)
_CONTROLLED_BY = (
    (" you control", "you"),
    (" an opponent controls", "opponent"),
    (" you don't control", "opponent"),
    (" defending player controls", "defending"),  # CR 506.2: only during combat
)


def _controlled_by(core: str) -> tuple[str, str]:
    """The noun without its "… you control" and who must control the target ("" if anyone)."""
    for suffix, who in _CONTROLLED_BY:
        if core.endswith(suffix):
            return core[: -len(suffix)], who
    return core, ""


def _negations(
    core: str,
) -> tuple[str, frozenset[Color], frozenset[CardType], frozenset[str]] | None:
    """The leading "non-" words: "nonartifact, nonblack creature" → colors, card types and
    subtypes (CR 205.4b: "non-Angel, non-Demon creature") the target doesn't have; None if a
    "non-" word is unknown."""
    noncolors: set[Color] = set()
    nontypes: set[CardType] = set()
    nonsubtypes: set[str] = set()
    core = core.replace(", non", " non")  # "nonartifact, nonblack creature"
    words = core.split(" ", 1)
    while len(words) == 2 and words[0].startswith("non"):
        adj = words[0][3:]
        if adj in _COLORS:
            noncolors.add(_COLORS[adj])
        elif (adj in _TYPE_WORDS and (adj != "creature" or words[1] in _NONCREATURE_OF)) or adj == "land":
            nontypes.add(_TYPE_WORDS[adj])
        elif re.fullmatch(r"-[A-Z][a-z]+", adj):
            nonsubtypes.add(adj[1:])  # CR 205.4b: "non-Angel, non-Demon creature"
        else:
            return None
        core = words[1]
        words = core.split(" ", 1)
    return core, frozenset(noncolors), frozenset(nontypes), frozenset(nonsubtypes)


def _combat_status(core: str) -> tuple[str, str]:
    """ "attacking creature", "blocking creature", "creature attacking you": the noun and the
    combat status the target must have (CR 508.1k, 509.1g); "" if none."""
    if core == "unblocked attacking creature":
        return "creature", "unblocked"  # CR 509.1h
    for status in ("attacking or blocking ", "attacking ", "blocking "):
        if core.startswith(status) and core.endswith("creature"):
            return core.removeprefix(status), status.strip()
    if core == "creature attacking you":
        return "creature", "attacking you"
    return core, ""


_QUALITY_SUFFIX = re.compile(
    r"(?P<core>.+?) with(?P<out>out)? (?:(?P<kw>flying|reach|defender|haste|trample|deathtouch|lifelink|vigilance|"
    r"first strike|double strike|hexproof|indestructible|menace)|(?P<stat>power|toughness|mana value) "
    r"(?P<n>\d+)(?: or (?P<dir>less|greater))?)"
)


def _bound(m: re.Match[str]) -> Filter:
    """ "with power 2 or less", "with mana value 3 or greater", "with mana value 2" (exactly:
    both bounds, CR 202.3)."""
    n, less = int(m.group("n")), m.group("dir") == "less"
    if m.group("dir") is None:
        if m.group("stat") == "power":
            return Filter(min_power=n, max_power=n)
        if m.group("stat") == "toughness":
            return Filter(min_toughness=n, max_toughness=n)
        return Filter(min_value=n, max_value=n)
    if m.group("stat") == "power":
        return Filter(max_power=n) if less else Filter(min_power=n)
    if m.group("stat") == "toughness":
        return Filter(max_toughness=n) if less else Filter(min_toughness=n)
    return Filter(max_value=n) if less else Filter(min_value=n)


_THATS_COLOR = re.compile(rf"(?P<core>.+) that's (?P<colors>{COLOR_WORD}(?: or {COLOR_WORD})?)")


def target_quality(core: str) -> tuple[str | None, Filter | None]:
    """Split "tapped white creature with power 2 or less" into the noun and its qualities (the
    rest of the target's words, CR 115.1: a :class:`Filter` without its card types)."""
    quality = Filter()
    m = _THATS_COLOR.fullmatch(core)
    if m:  # "spell or permanent that's red or green" (CR 105.2: either color)
        core = m.group("core")
        quality = Filter(colors=frozenset(_COLORS[c] for c in m.group("colors").split(" or ")))
        return core, quality
    m = _QUALITY_SUFFIX.fullmatch(core)
    if m:
        core = m.group("core")
        if m.group("kw"):
            quality = Filter(keyword=m.group("kw"), without=bool(m.group("out")))
        elif m.group("out"):
            return None, None
        else:
            quality = _bound(m)
    words = core.split(" ")
    while len(words) > 1:
        w = words[0]
        if w in ("tapped", "untapped"):
            quality = replace(quality, tapped=w == "tapped")
        elif w in _COLORS:
            quality = replace(quality, colors=frozenset({_COLORS[w]}))
        elif w in ("basic", "legendary", "snow"):
            quality = replace(quality, supertypes=frozenset({w.capitalize()}))
        elif w in ("nonbasic", "nonlegendary", "nonsnow"):
            quality = replace(quality, nonsupertypes=frozenset({w[3:].capitalize()}))
        elif w in ("artifact", "enchantment") and words[1:] == ["creature"]:
            quality = replace(quality, all_types=frozenset({_TYPE_WORDS[w]}))  # "artifact creature": both (205.2a)
        else:
            break
        words = words[1:]
    if quality == Filter():
        return core, None
    return " ".join(words), quality
