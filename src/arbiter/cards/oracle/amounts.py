"""Parsing counted numbers (CR 608.2h) in instructions: "… for each <thing>", "…, where X is
<count>", "… damage equal to <count> …", "You gain life equal to <count>." The sentence minus
the count is compiled as an ordinary instruction with a unit number, which
:class:`arbiter.mtg.amounts.Counted` multiplies as it is performed."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbiter.cards.oracle.amount_grammar import amount_number, each_term
from arbiter.cards.oracle.nouns import count_phrase, each_phrase
from arbiter.mtg.amounts import Count, Counted, scalable
from arbiter.mtg.enums import CardType, ChoiceKey, Zone
from arbiter.mtg.ir.refs import TARGET_OPPONENT, TARGET_PLAYER
from arbiter.mtg.ir.statics.defined_pt import DefinedNumber
from arbiter.mtg.model import CountOf, CreateToken, Effect, Filter, ModifyPT, Ref, TargetSpec
from arbiter.mtg.party import PartySize
from arbiter.mtg.turn.history import SPELLS_YOU_CAST
from arbiter.mtg.wording import article


def parse_count(phrase: str, it_source: bool = False) -> Count | None:
    """ "the number of Mountains you control", "twice the number of …", "its power", "your life
    total" — a count of things now; else a number of the amount grammar (:mod:`amount_grammar`:
    "2 plus the number of …", "your devotion to red", "the number of charge counters on ~"…).
    ``it_source``: "it" names the instruction's source."""
    found = _count(phrase)
    if found is not None:
        return found
    number = amount_number(phrase, it_source)
    return None if number is None else Count(phrase, number=number)


# "the amount of {E} paid this way" after "… you may pay any amount of / one or more {E}." (CR 107.14,
# 608.2c): the amount the resolution paid, kept as "that much" (:mod:`arbiter.mtg.paused.energy_amount`)
ENERGY_PAID = "the amount of {E} paid this way"


def _count(phrase: str) -> Count | None:
    """The counts read before the amount grammar (their own fields of :class:`Count`)."""
    if phrase == ENERGY_PAID:
        return Count(phrase, that_much=True)
    m = _EXILED_THIS_WAY.fullmatch(phrase)
    if m and m.group(1) == "the number of ":
        return Count(phrase, exiled_this_way=_KIND[m.group(2)])  # CR 608.2c
    m = re.fullmatch(r"(twice )?the number of (.+)", phrase)
    if m:
        of: CountOf | None = count_phrase(m.group(2))
        if of is None:
            return None
        if m.group(1):
            of = replace(of, times=2)
        return Count(phrase, of=of)
    if phrase in ("its power", "its toughness", "~'s power", "~'s toughness"):
        return Count(phrase, stat=phrase.split(" ")[1])
    if phrase == "your life total":
        return Count(phrase, life=True)
    if phrase == "that card's mana value":
        return Count(phrase, that_card=True)  # CR 608.2c: the card an instruction before revealed
    if phrase == "the exiled card's mana value":
        # CR 608.2c, 202.3: the card the instruction before exiled ("Exile the top card of your library.")
        return Count(phrase, exiled_this_way="mana value")
    m = re.fullmatch(r"the sacrificed creature's (power|toughness)", phrase)
    if m:
        return Count(phrase, sacrificed=m.group(1))  # CR 608.2h
    return None


_EQUAL = (
    # (pattern, the sentence with a unit number, the group holding the count)
    (r"(~|It) deals damage equal to (.+?) to (.+)\.", "{0} deals 1 damage to {1}.", 1),
    (r"(~|It) deals damage to (.+?) equal to (.+)\.", "{0} deals 1 damage to {1}.", 2),
    (r"You gain life equal to (.+)\.", "You gain 1 life.", 0),
    (r"(.+?) gains life equal to (.+)\.", "{0} gains 1 life.", 1),
    (r"(.+?) loses life equal to (.+)\.", "{0} loses 1 life.", 1),
    (r"You lose life equal to (.+)\.", "You lose 1 life.", 0),
    (r"Draw cards equal to (.+)\.", "Draw a card.", 0),
    (r"(.+?) mills cards equal to (.+)\.", "{0} mills a card.", 1),
    (r"Put a number of (\S+) counters on (.+?) equal to (.+)\.", "Put a {0} counter on {1}.", 2),
    # CR 111.1, 107.1c: "Create a number of 1/1 white Soldier creature tokens equal to …"
    (r"(Create|You create) a number of ([^.]+?) tokens((?: with [^.]+?)?) equal to (.+)\.", "{0} a {1} token{2}.", 3),
)


def counted(
    s: str,
    targets: list[TargetSpec],
    sentence: Callable[[str], Effect | None],
    subject_is_source: bool = True,
    it_source: bool = False,
    x_ok: bool = False,
) -> Effect | None:
    """An instruction with a counted number, or None. ``sentence`` compiles the rest (it may add
    targets; they are taken back when the whole doesn't compile). ``it_source``: "it" in the
    count names the source ("for each charge counter on it"); ``x_ok``: an X the text doesn't
    define is the value announced for the spell or activated ability (CR 107.3a)."""
    mark = len(targets)

    def inner(text: str) -> Effect | None:
        e = sentence(text)
        if e is None or not scalable(e):
            del targets[mark:]
            return None
        return e

    def drop() -> None:
        del targets[mark:]

    extra = re.fullmatch(
        r"((?:It|That creature) gets )an additional ([+-]\d+/[+-]\d+ until end of turn for each .+)", s
    )
    if extra:  # CR 608.2h: "It gets an additional +2/+2 until end of turn for each …" — one more bonus
        found = _for_each(extra.group(1) + extra.group(2), inner, drop, it_source)
        return replace(found, text_=s) if isinstance(found, Counted) else None
    return (
        _for_each(s, inner, drop, it_source)
        or _where_x(s, inner, subject_is_source, it_source, targets)
        or _announced_x(s, inner, drop, x_ok)
        or _equal_to(s, inner, drop, targets, mark, it_source)
    )


def _for_each(
    s: str, inner: Callable[[str], Effect | None], drop: Callable[[], None], it_source: bool = False
) -> Effect | None:
    """ "<instruction> for each <thing>." (CR 107.1c: a count made as the instruction is carried out)."""
    m = re.fullmatch(r"(.+) for each (.+)\.", s)
    if m is None:
        return None
    what = m.group(2)
    if what == "creature that died this turn":  # CR 700.4, the turn's history
        e = inner(m.group(1) + ".")
        if e is not None:
            return Counted(e, Count(what, this_turn="creatures died"), "for each")
    if what == "spell you've cast this turn":  # CR 601.2i: spells whose casting completed
        e = inner(m.group(1) + ".")
        if e is not None:
            return Counted(e, Count(what, this_turn=SPELLS_YOU_CAST), "for each")
    if what == "{E} paid this way":  # CR 107.14, 608.2c: the energy the resolution paid
        e = inner(m.group(1) + ".")
        if e is not None:
            return Counted(e, Count(what, that_much=True), "for each")
    exiled = _EXILED_THIS_WAY.fullmatch(what)
    if exiled and not exiled.group(1):  # CR 608.2c: the cards the instruction before exiled
        e = inner(m.group(1) + ".")
        if e is not None:
            return Counted(e, Count(what, exiled_this_way=_KIND[exiled.group(2)]), "for each")
    blocking = re.fullmatch(r"creature blocking it( beyond the first)?", what)
    if blocking:  # CR 509.1h: the creatures blocking the source then ("it": the source)
        e = inner(m.group(1) + ".")
        if isinstance(e, ModifyPT) and isinstance(e.to, Ref) and e.to.kind in ("this", "it_self"):
            return Counted(e, Count(what, blocking_it=1 if blocking.group(1) else 0), "for each")
        drop()
    attacking = re.fullmatch(r"other attacking ([A-Z][a-z]+|creature)", what)
    if attacking:  # CR 506.4: the creatures attacking now, the source not among them
        noun = attacking.group(1)
        kinds = frozenset({CardType.CREATURE})
        f = Filter(noun, all_types=kinds) if noun == "creature" else Filter(noun, subtypes=frozenset({noun}))
        e = inner(m.group(1) + ".")
        if e is not None:
            return Counted(e, Count(what, attacking=replace(f, other=True)), "for each")
    of = each_phrase(what) or _of_chosen_type(what)
    if of is not None:
        e = inner(m.group(1) + ".")
        if e is not None:
            return Counted(e, Count(what, of=of), "for each")
    term = each_term(what, it_source)
    if term is not None:
        e = inner(m.group(1) + ".")
        if e is not None:
            return Counted(e, Count(what, number=DefinedNumber(what, (term,))), "for each")
    return None


def _of_chosen_type(what: str) -> CountOf | None:
    """ "permanent you control of the chosen type" after "Choose a creature type." (CR 608.2d,
    205.3m): the things counted as they are now, of the type the resolving spell chose."""
    m = re.fullmatch(r"(.+) of the chosen type", what)
    of = each_phrase(m.group(1)) if m else None
    if of is None or type(of) is not CountOf or of.what.chosen is not None:
        return None
    return replace(of, text=what, what=replace(of.what, chosen=ChoiceKey.CREATURE_TYPE))


def _where_x(
    s: str,
    inner: Callable[[str], Effect | None],
    subject_is_source: bool,
    it_source: bool = False,
    targets: list[TargetSpec] | None = None,
) -> Effect | None:
    """ "<instruction with X>, where X is <count>." (CR 107.3c: X defined by the text)."""
    m = re.fullmatch(r"(.+), where X is (.+)\.", s)
    if m is None or "X/X" in m.group(1):
        return None
    unit = _unit(m.group(1))
    if unit is not None and targets is not None and _REFERENT.fullmatch(m.group(2)):
        mark = len(targets)
        e = inner(unit + ".")
        referent = _referent(m.group(2), s, targets, mark) if e is not None else None
        if e is not None and referent is not None:
            return Counted(e, referent, "where X", s)
        del targets[mark:]
    count = parse_count(m.group(2), it_source)
    if count is not None and unit is not None and (count.stat == "" or subject_is_source):
        e = inner(unit + ".")
        if e is not None:
            return Counted(e, count, "where X", s)
    if count is None and unit is not None and targets is not None and _TARGET_CONTROLS.fullmatch(m.group(2)):
        mark = len(targets)
        e = inner(unit + ".")
        count = target_controls(m.group(2), targets) if e is not None else None
        if e is not None and count is not None:
            return Counted(e, count, "where X", s)
        del targets[mark:]
    return None


_TARGET_CONTROLS = re.compile(r"the number of (.+) target (opponent|player) controls")


def target_controls(phrase: str, targets: list[TargetSpec]) -> Count | None:
    """ "the number of Islands target opponent controls": a new target, the player (CR 115.1,
    601.2c: chosen after the instruction's own targets, in the order of the text), whose
    permanents are counted as the instruction is performed (608.2h; an illegal target: none)."""
    m = _TARGET_CONTROLS.fullmatch(phrase)
    of = count_phrase(f"{m.group(1)} you control") if m is not None else None
    if m is None or of is None or of.what.zone not in (None, Zone.BATTLEFIELD):
        return None
    targets.append(TARGET_OPPONENT if m.group(2) == "opponent" else TARGET_PLAYER)
    return Count(phrase, of=replace(of, text=phrase, player=Ref("target", len(targets) - 1)))


def _announced_x(
    s: str, inner: Callable[[str], Effect | None], drop: Callable[[], None], x_ok: bool = False
) -> Effect | None:
    """X with no definition in the text: the value announced as it was cast or activated (CR 107.3a)."""
    if ", where X is " in s:
        return None
    if x_ok and re.search(r"\bX [a-z0-9/+-]+ counters\b", s):
        # "Put X +1/+1 counters on target creature.", "Put X tower counters on ~." (CR 122.1)
        unit = _unit(s)
        e = inner(unit) if unit is not None else None
        if e is not None:
            return Counted(e, Count("X", x=True), "where X", s)
    if re.search(r"[+-]X/[+-][0-9X]|[+-][0-9]/[+-]X", s):  # "+X/+0"
        unit = _unit(s.removesuffix("."))
        if unit is not None:
            e = inner(unit + ".")
            if isinstance(e, ModifyPT):
                return Counted(e, Count("X", x=True), "where X", s)
            if e is not None:
                drop()
    if _CREATE_X.fullmatch(s):  # "Create X 1/1 white Soldier creature tokens." (CR 111.1)
        e = inner(_CREATE_X.sub(r"Create a \1 token.", s))
        if isinstance(e, CreateToken):
            return Counted(e, Count("X", x=True), "where X", s)
        if e is not None:
            drop()
    return None


def _equal_to(
    s: str,
    inner: Callable[[str], Effect | None],
    drop: Callable[[], None],
    targets: list[TargetSpec],
    mark: int,
    it_source: bool = False,
) -> Effect | None:
    """ "<instruction> equal to <count>." (CR 107.1c)."""
    for pattern, template, at in _EQUAL:
        m = re.fullmatch(pattern, s)
        if m is None:
            continue
        phrase = m.group(at + 1)
        referent = _REFERENT.fullmatch(phrase) is not None and not s.startswith(("~", "It "))
        count = None if referent else parse_count(phrase, it_source)
        if count is None and not _THAT_PLAYERS_HAND.fullmatch(phrase) and not referent:
            continue
        rest = [g for i, g in enumerate(m.groups()) if i != at]
        e = inner(template.format(*rest))
        if e is not None and referent:
            count = _referent(phrase, s, targets, mark) or (parse_count(phrase, it_source) if mark == 0 else None)
            if count is None:
                drop()
                continue
        if e is not None and count is None:
            count = _that_players_hand(phrase, targets, mark)
            if count is None:
                drop()
                continue
        if e is not None and count is not None:
            return Counted(e, count, "equal to", s)
    return None


_CREATE_X = re.compile(r"Create X (\d+/\d+ [a-z ]+?(?:[A-Z][a-z]+ )*(?:artifact )?creature) tokens\.")
_THAT_PLAYERS_HAND = re.compile(r"the number of cards in that player's hand")


def _that_players_hand(phrase: str, targets: list[TargetSpec], mark: int) -> Count | None:
    """ "… to target player equal to the number of cards in that player's hand": the cards in the
    hand of the one player the instruction targets, counted as it resolves (CR 608.2h)."""
    if len(targets) != mark + 1 or targets[mark].players not in ("any", "opponent") or targets[mark].what:
        return None
    hand = Filter("cards in that player's hand", controller="you", zone=Zone.HAND)
    return Count(phrase, of=CountOf(phrase, hand, player=Ref("target", mark)))


def _unit(text: str) -> str | None:
    """The sentence with its X as a unit number: "+X/+0" → "+1/+0", "X damage" → "1 damage",
    "draws X cards" → "draws a card"."""
    out = re.sub(r"([+-])X/([+-])0", r"\g<1>1/\g<2>0", text)
    out = re.sub(r"([+-])0/([+-])X", r"\g<1>0/\g<2>1", out)
    out = re.sub(r"([+-])X/([+-])X", r"\g<1>1/\g<2>1", out)
    out = re.sub(r"\bX (cards|damage|life|\+1/\+1 counters)\b", lambda m: _one(m.group(1)), out)
    out = re.sub(r"\bX ([a-z0-9/+-]+) counters\b", lambda m: f"{article(m.group(1))} {m.group(1)} counter", out)
    out = re.sub(r"\bCreate X (Treasure|Food|Clue|Blood|Gold) tokens\b", r"Create a \1 token", out)
    # "Create X 1/1 white Spirit creature tokens with flying" → "Create a 1/1 … token with flying" (CR 111.1)
    out = re.sub(
        r"\b([Cc]reates?) X (\d+/\d+ [^.,\"]+?) tokens\b", lambda m: f"{m.group(1)} {_a(m.group(2))} token", out
    )
    out = re.sub(r"( token(?: with [^.]+)?) that are tapped and attacking\b", r"\1 that's tapped and attacking", out)
    out = re.sub(r"\b([Ss]cry|[Ss]urveil) X\b", r"\1 1", out)  # CR 701.22a, 701.25a
    out = re.sub(r"\bIncubate X\b", "Incubate 1", out)  # CR 701.53a
    out = re.sub(r"\b([Ee]arthbend) X\b", r"\1 1", out)  # CR 701.66a
    return None if re.search(r"\bX\b", out) else out


def _a(words: str) -> str:
    """The article before a token's description ("a 1/1 …", "an 8/8 …", "an 11/11 …")."""
    return ("an " if re.match(r"(8|11|18)/", words) else "a ") + words


def _one(noun: str) -> str:
    return {"cards": "a card", "damage": "1 damage", "life": "1 life", "+1/+1 counters": "a +1/+1 counter"}[noun]


# "that many <noun>" → the instruction's unit (CR 603.2: the trigger event's amount, counted as performed)
_THAT_MANY_UNITS = (
    (r"\bthat many cards\b", "a card"),
    (r"\bthat many (\S+) counters\b", r"a \1 counter"),
    (r"\bthat many ((?:\S+ )*?\S+) tokens\b", r"a \1 token"),
    (r"\b(a [^.]+ token(?: with [^.]+)?) that are tapped and attacking\b", r"\1 that's tapped and attacking"),
    (r"\bthat many permanents\b", "a permanent"),
    (r"\bthat much damage\b", "1 damage"),
    (r"\bthat much life\b", "1 life"),
    (r"\bthat many \{E\}", "{E}"),
)


def that_many(s: str, targets: list[TargetSpec], sentence: Callable[[str], Effect | None]) -> Effect | None:
    """ "Draw that many cards.", "Create that many 1/1 green Insect creature tokens.", "Target
    opponent loses that much life." after a trigger whose event has an amount (the damage dealt,
    the life gained): the instruction with a unit amount, counted as it is performed (603.2)."""
    unit = s
    for pattern, one in _THAT_MANY_UNITS:
        unit = re.sub(pattern, one, unit)
    if "that many" in unit or "that much" in unit:
        return None
    mark = len(targets)
    e = sentence(unit)
    if e is None or not scalable(e):
        del targets[mark:]
        return None
    return Counted(e, Count("that many", that_much=True), "equal to", s)


# "the number of creatures exiled this way", "for each card exiled this way" (after "Exile all …")
_EXILED_THIS_WAY = re.compile(r"(the number of )?(cards?|creatures?|creature cards?|permanents?) exiled this way")
_KIND = {
    "card": "card",
    "cards": "card",
    "permanent": "permanent",
    "permanents": "permanent",
    "creature": "creature",
    "creatures": "creature",
    "creature card": "creature card",
    "creature cards": "creature card",
}


def each_count(what: str, times: int = 1, it_source: bool = False) -> Count | None:
    """ "{1} for each card in your graveyard", "{2} for each Wizard on the battlefield": ``times``
    for each thing "for each <thing>" counts (CR 107.1c), counted as the instruction is performed."""
    if what == "{E} paid this way" and times == 1:
        return Count(what, that_much=True)  # CR 107.14, 608.2c: each energy counter paid this way
    m = _EXILED_THIS_WAY.fullmatch(what)
    if m and not m.group(1) and times == 1:
        return Count(what, exiled_this_way=_KIND[m.group(2)])  # CR 608.2c
    of = each_phrase(what)
    if of is not None:
        return Count(what, of=replace(of, times=of.times * times))
    term = each_term(what, it_source)
    return None if term is None else Count(what, number=DefinedNumber(what, (term,), times))


_REFERENT = re.compile(
    r"(its|that (?:creature|card|permanent|artifact|enchantment|land|spell)'s) (power|toughness|mana value)"
)


def equal_count(phrase: str, s: str, targets: list[TargetSpec], it_source: bool = False) -> Count | None:
    """The count of "… equal to <phrase>" in sentence ``s`` that names no new target (CR 107.1c):
    a stat of a target named before it (:func:`_referent`), or a count of the board."""
    mark = len(targets)
    if _REFERENT.fullmatch(phrase) is not None and not s.startswith(("~", "It ")):
        return _referent(phrase, s, targets, mark) or (parse_count(phrase, it_source) if mark == 0 else None)
    return parse_count(phrase, it_source) or _that_players_hand(phrase, targets, mark)


def _referent(phrase: str, s: str, targets: list[TargetSpec], mark: int) -> Count | None:
    """ "its mana value", "that creature's toughness", "that card's power": a stat of the one
    target the words name (CR 608.2h: as it is, or as it last existed; a card not on the
    battlefield as printed, 208.3) — the target of this sentence when it is the sentence's
    subject ("Target creature gets +X/+X …, where X is its power") or the only new one with
    "that …'s", else the last target named before it ("Destroy target artifact. You gain life
    equal to its mana value."). None when the words could name another object (the source)."""
    m = _REFERENT.fullmatch(phrase)
    if m is None or s.startswith(("~", "It ", "it ")):
        return None
    noun = m.group(1).removeprefix("that ").removesuffix("'s")
    if len(targets) == mark + 1 and (s.lower().startswith("target ") or (noun != "its" and mark == 0)):
        index = mark
    elif len(targets) == mark and mark >= 1:
        index = mark - 1
    else:
        return None
    spec = targets[index]
    what = spec.what
    if what is None or spec.players or spec.optional or spec.group:
        return None
    spell = what.zone is Zone.STACK  # "that spell's mana value": as it is, or last existed, on the stack (202.3e)
    if spell and (noun not in ("spell", "its") or m.group(2) != "mana value" or "ability" in spec.noun):
        return None
    if noun == "spell" and not spell:
        return None
    printed = what.zone is not None and what.zone is not Zone.BATTLEFIELD and not spell
    if (noun == "card" and not printed) or (noun not in ("its", "card", "permanent") and noun not in spec.noun):
        return None
    if printed and noun != "card" and m.group(2) != "mana value":
        return None  # ("Return target creature card … to the battlefield. … that creature's toughness": as it is there)
    return Count(phrase, stat=m.group(2), target=index, printed=printed)


_THEIR = re.compile(
    r"(?:the number of|for each) (?:(?:[^.,]+?) (?P<own>they control|that player controls)"
    r"|(?:[^.,]*?)cards? in (?P<zone>their|that player's) (?:hand|graveyard))\b"
)


def that_players(s: str, count_in: Callable[[str], Effect | None]) -> Effect | None:
    """ "~ deals damage to that player equal to the number of Swamps they control.", "… for each
    artifact they control", "… the number of cards in their hand" after a trigger about a player
    ("At the beginning of each player's upkeep", CR 603.2): the things that player controls or
    has, counted for that player as the instruction is performed (608.2h). ``count_in`` reads
    the sentence with "you" for that player; the count found is then read for that player."""
    m = _THEIR.search(s)
    if m is None:
        return None
    words = m.group(0)
    mine = words.replace(m.group("own"), "you control") if m.group("own") else words.replace(m.group("zone"), "your")
    e = count_in(s[: m.start()] + mine + s[m.end() :])
    if isinstance(e, Counted) and e.count.number is not None:
        return _their_number(e, s, mine, words)
    if not isinstance(e, Counted) or e.count.of is None or e.count.of.player is not None:
        return None
    of = e.count.of
    if of.what.controller != "you" or isinstance(of, PartySize) or not e.text(()).count(mine):
        return None
    theirs = replace(of, text=of.text, player=Ref("that player"))
    text = (
        e.count.text.replace(mine.split(" ", 3)[-1], words.split(" ", 3)[-1]) if e.form == "for each" else e.count.text
    )
    count = replace(e.count, of=theirs, text=text)
    return replace(e, count=count, text_=s if e.text_ else "")


def _their_number(e: Counted, s: str, mine: str, words: str) -> Effect | None:
    """ "where X is 3 minus the number of cards in their hand" / "… the number of cards in their
    hand minus 4": a number of the amount grammar whose one term is that player's cards, read for
    that player (CR 603.2, 608.2h); a negative result is 0 (107.1b)."""
    n = e.count.number
    if n is None or len(n.terms) + len(n.less) != 1 or e.form != "where X" or mine not in e.count.text:
        return None
    (term,) = n.terms + n.less
    if term.what is None or term.what.controller != "you" or term.chosen:
        return None
    theirs = words.split(" ", 3)[-1]
    count = replace(e.count, text=e.count.text.replace(mine.split(" ", 3)[-1], theirs), for_that_player=True)
    return replace(e, count=count, text_=s if e.text_ else "")


def exiled_this_way_follows_exile(effects: list[Effect]) -> bool:
    """ "… for each creature exiled this way" counts the cards the instruction just before it
    exiled (CR 608.2c): read only after an instruction that remembers them ("Exile all creatures.",
    "Exile the top three cards of your library.")."""
    from arbiter.mtg.effects.group_moves import ExileAll
    from arbiter.mtg.effects.library import ExileTopCards

    for i, e in enumerate(effects):
        if _counts_exiled(e) and (i == 0 or not isinstance(effects[i - 1], ExileAll | ExileTopCards)):
            return False
    return True


def _counts_exiled(x: object) -> bool:
    if isinstance(x, Count):
        return bool(x.exiled_this_way)
    if isinstance(x, tuple):
        return any(_counts_exiled(y) for y in x)
    fields = getattr(x, "__dataclass_fields__", None)
    return fields is not None and any(_counts_exiled(getattr(x, f)) for f in fields)
