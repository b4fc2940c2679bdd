"""Mana sentences (CR 106, 605): "Add {G}{G}.", "Add one mana of any color.", "Add {R} or {G}.",
"Add {W}{U}, {U}{B}, or {B}{W}.", "Add three mana of any one color."."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import combinations_with_replacement

from arbiter.cards.oracle.amount_grammar import each_term
from arbiter.cards.oracle.amounts import equal_count, parse_count, target_controls
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.nouns import each_phrase, permanents_noun
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.chosen_mana import AddManaOfOneColor, AddManaOfTypeFrom
from arbiter.mtg.effects.colors_among import AddManaOfColorAmong
from arbiter.mtg.effects.imprint import AddManaOfExiledColors, ExileFromHandLinked
from arbiter.mtg.effects.mana import AddManaAmount, AddManaForEach, PlayerAddsMana
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.ir.filters import CountOf, Filter
from arbiter.mtg.ir.mana import AddManaX
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.defined_pt import DefinedNumber, Measure, Term
from arbiter.mtg.mana.pool import POOL_ORDER
from arbiter.mtg.model import AddMana, AddManaOfChoice


def _add(m: re.Match[str], ctx: Ctx) -> Result:
    return _mana(m.group(1))


def _mana(printed: str) -> AddMana:
    """ "{R}{W}" → the AddMana printing it so."""
    amounts = [0] * 6
    symbols = re.findall(r"\{(.)\}", printed)
    for sym in symbols:
        amounts[POOL_ORDER.index(sym)] += 1
    mana = AddMana(tuple(amounts))
    return mana if mana.text(()) == f"Add {printed}." else AddMana(tuple(amounts), "".join(symbols))


def _that_player_adds(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 106.4, 603.2: "that player adds {G}{G}." after a trigger about a player's step."""
    if not ctx.that_player:
        return PASS
    mana = _mana(m.group(1))
    return PlayerAddsMana(Ref("that player"), mana.mana, mana.order or m.group(1).replace("{", "").replace("}", ""))


def _one_of(m: re.Match[str], ctx: Ctx) -> Result:
    allowed = "".join(c for c in m.groups() if c)
    return AddManaOfChoice(1, allowed, listed=True) if len(set(allowed)) == len(allowed) else PASS


def _combination(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 106.1, 605.3b: one of three combinations, chosen as the mana ability resolves."""
    if not all(c in "WUBRGC" for c in m.groups()):
        return PASS
    g = m.groups()
    combos = (g[0] + g[1], g[2] + g[3], g[4] + g[5])
    return AddManaOfChoice(2, "".join(sorted(set("".join(combos)), key="WUBRGC".index)), combos=combos)


def _for_each(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add {G} for each creature you control." (CR 605.3b, 608.2h: counted as it resolves)."""
    per: CountOf | DefinedNumber | None = each_phrase(m.group(2))
    if per is None:
        term = each_term(m.group(2), ctx.it in ("", "self") and not ctx.targets)
        per = None if term is None else DefinedNumber(m.group(2), (term,))
    if per is None:
        return None
    amounts = [0] * 6
    amounts[POOL_ORDER.index(m.group(1))] += 1
    mana = AddManaForEach(tuple(amounts), per)
    return mana if mana.text(()) == m.string else None


def _for_each_named(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add {R} for each card named ~ in each graveyard." (Rite of Flame): add-mana with a count
    of the cards in every graveyard with the source's name (CR 201.2, 608.2h; a resolving spell is
    on the stack, not counted)."""
    per = CountOf(m.group(2), Filter(m.group(2), zone=Zone.GRAVEYARD, named=True))
    return AddManaForEach(tuple(1 if c == m.group(1) else 0 for c in POOL_ORDER), per)


def _any_combination(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add two mana in any combination of colors." (CR 106.1: each mana of one of the five
    colors, chosen as it resolves — one of the combinations)."""
    count = NUMBERS[m.group(1)]
    combos = tuple("".join(c) for c in combinations_with_replacement("WUBRG", count))
    return AddManaOfChoice(count, "WUBRG", combos=combos, any_combination=True)


def _x_combination(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add X mana in any combination of {W} and/or {U}." / "… of colors." — X announced with the
    cost that removes X counters (the storage lands, CR 107.3a); the combination is chosen as the
    mana ability resolves (605.3b, 106.1)."""
    if not ctx.x_announced:
        return None
    colors = "WUBRG" if m.group(1) is None else m.group(1) + m.group(2)
    return AddManaX(colors) if len(set(colors)) == len(colors) else None


def _x_one_color(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add X mana of any one color." — X announced with the cost that removes X counters
    (Petalmane Baku, CR 107.3a); the color is chosen as the mana ability resolves (605.3b)."""
    return AddManaX("WUBRG", one_color=True) if ctx.x_announced else None


def _per_removed(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add {W} for each storage counter removed this way." — the number of counters the cost
    removed, chosen as it was activated ("Remove any number of …", CR 107.1c, 601.2b)."""
    return AddManaX(m.group(1), m.group(2), removed=True) if ctx.x_announced else None


def _first_then_per_removed(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add {R}, then add an additional {R} for each charge counter removed this way." (the Mana
    Batteries; CR 605.1a, 107.1c via 602.2b: the number removed is chosen as the ability is
    activated, 0 allowed) — one {R}, and one more for each counter the cost removed."""
    if m.group(1) != m.group(2) or not ctx.x_announced:
        return None
    return AddManaX(m.group(1), m.group(3), removed=True, first=1)


def _could_produce(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add one mana of any color that a land an opponent controls could produce." / "… any type
    that a basic land you control could produce." / "… a Gate you control …" (CR 106.7)."""
    phrase, basic, noun, whose = m.group(2), m.group(3), m.group(4), m.group(5)
    controller = "you" if whose == "you control" else "opponent"
    if noun == "land":
        supertypes = frozenset({"Basic"}) if basic else frozenset()
        f = Filter(phrase, types=frozenset({CardType.LAND}), supertypes=supertypes, controller=controller)
    elif not basic:
        f = Filter(phrase, subtypes=frozenset({noun}), controller=controller)
    else:
        return None
    return AddManaOfTypeFrom(f, colors_only=m.group(1) == "color")


def _counted_one_color(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add X mana of any one color, where X is the number of creature cards in your graveyard."
    (CR 107.3c: X defined by the text, counted as the ability resolves, 608.2h)."""
    count = parse_count(m.group(1), ctx.it in ("", "self") and not ctx.targets)
    if count is None and not ctx.ability:
        # "… target opponent controls": a spell or triggered ability with a target (a mana ability
        # has none, CR 605.1a–b)
        count = target_controls(m.group(1), ctx.targets)
    if count is None or count.target is not None or count.subject:
        return None
    return Counted(AddManaOfOneColor(), count, "where X", m.string)


def _amount_of(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Add an amount of {C} equal to that spell's mana value." (Mana Drain; CR 107.1c, 608.2h:
    counted as it resolves) — in a spell or a triggered ability; a mana ability (605.1a) adds an
    amount the listing must know beforehand, so it isn't read here — but for the source's own
    power (Viridian Joiner), a number the mana ability reads as it resolves (605.3b) like "for
    each"."""
    if ctx.ability and m.group(2) == "~'s power" and not ctx.targets:
        # CR 605.1a, 208.1: a mana ability; the amount is the source's power as it resolves
        unit = tuple(1 if c == m.group(1) else 0 for c in POOL_ORDER)
        return AddManaForEach(unit, DefinedNumber(m.group(2), (Term(Measure.SOURCE_POWER),)), equal_to=True)
    if ctx.ability:
        return PASS
    count = equal_count(m.group(2), m.string, ctx.targets)
    if count is None or count.subject:
        return None
    unit = tuple(1 if c == m.group(1) else 0 for c in POOL_ORDER)
    return Counted(AddManaAmount(unit), count, "equal to", m.string)


def _exile_from_hand(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You may exile a nonartifact, nonland card from your hand." (Chrome Mox's imprint, CR 607.2a)."""
    kinds: set[CardType] = set()
    nonkinds: set[CardType] = set()
    for word in m.group(1).split(", "):
        kind = _CARD_TYPES.get(word.removeprefix("non"))
        if kind is None:
            return None
        (nonkinds if word.startswith("non") else kinds).add(kind)
    if len(kinds) > 1:
        return None
    what = Filter(m.group(1), frozenset(kinds), nontypes=frozenset(nonkinds), zone=Zone.HAND)
    return ExileFromHandLinked(what)


_CARD_TYPES = {t.value.lower(): t for t in CardType}


def _color_among(m: re.Match[str], ctx: Ctx) -> Result:
    """ "… among legendary creatures and planeswalkers you control": the permanents of either kind."""
    words = m.group(1)
    f = permanents_noun(words.replace(" and ", " and/or ")) if " and/or " not in words else None
    return AddManaOfColorAmong(replace(f, text=words)) if f is not None and f.zone is None else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Add (two|three) mana in any combination of colors\.", _any_combination),
    exact("Add X mana of any one color.", _x_one_color),
    rule(r"Add X mana in any combination of (?:\{([WUBRG])\} and/or \{([WUBRG])\}|colors)\.", _x_combination),
    rule(r"Add \{([WUBRGC])\} for each ([a-z0-9/+-]+) counter removed this way\.", _per_removed),
    rule(
        r"Add \{([WUBRGC])\}, then add an additional \{([WUBRGC])\} for each ([a-z0-9/+-]+) counter removed this way\.",
        _first_then_per_removed,
    ),
    rule(r"Add \{([WUBRGC])\} for each (card named ~ in each graveyard)\.", _for_each_named),
    rule(r"Add \{([WUBRGC])\} for each (.+)\.", _for_each),
    rule(r"Add ((?:\{[WUBRGC]\})+)\.", _add),
    rule(r"That player adds ((?:\{[WUBRGC]\})+)\.", _that_player_adds),
    exact("Add one mana of any color.", lambda m, ctx: AddManaOfChoice(1)),
    rule(r"Add \{([WUBRGC])\}(?:, \{([WUBRGC])\},)? or \{([WUBRGC])\}\.", _one_of),
    rule(r"Add \{(\w)\}\{(\w)\}, \{(\w)\}\{(\w)\}, or \{(\w)\}\{(\w)\}\.", _combination),
    rule(r"Add (two|three|four|five) mana of any one color\.", lambda m, ctx: AddManaOfChoice(NUMBERS[m.group(1)])),
    rule(r"Add X mana of any one color, where X is (.+)\.", _counted_one_color),
    rule(r"Add an amount of \{([WUBRGC])\} equal to (.+)\.", _amount_of),
    rule(
        r"Add one mana of any (color|type) that an? ((?:(basic) )?(land|Gate) (you control|an opponent controls)) "
        r"could produce\.",
        _could_produce,
    ),
    exact("Add one mana of any color in your commander's color identity.", lambda m, ctx: AddManaOfTypeFrom(None)),
    exact("Add one mana of any of the exiled card's colors.", lambda m, ctx: AddManaOfExiledColors()),  # CR 607.2a
    rule(r"Add one mana of any color among (.+) you control\.", _color_among),  # CR 105.1, 106.5
    rule(r"You may exile an? ((?:non)?[a-z]+(?:, (?:non)?[a-z]+)?) card from your hand\.", _exile_from_hand),
)
