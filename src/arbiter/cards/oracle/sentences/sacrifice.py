"""Sacrifice sentences (CR 701.21): "Sacrifice a creature.", "Each opponent sacrifices a creature
of their choice.", "Target player sacrifices half the lands they control, rounded down.",
"Sacrifice ~ unless you pay {2}."."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.noun_phrase import WITHOUT_SOURCE, noun_phrase, reads_only
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.cards.oracle.words import NUMBERS, PERMANENT_NOUNS
from arbiter.mtg.effects.keep_rest import KeepTotalPowerSacrificeRest
from arbiter.mtg.effects.zones import ExileTheirs
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.selectors import Chosen
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    Ref,
    Sacrifice,
    SacrificeIt,
    SacrificeThisUnlessPay,
)


def _sacrifice_yours(m: re.Match[str], ctx: Ctx) -> Result:
    if (m.group(1) in ("a", "an")) != (not m.string.endswith("s.")):
        return PASS
    count = NUMBERS[m.group(1)]
    return Sacrifice(Ref("you"), Chosen(count, Filter(m.group(2), PERMANENT_NOUNS[m.group(2)])))  # CR 701.21a


def _exile_yours(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Exile a land you control." (Wormfang Newt): one of the controller's own, chosen as the
    instruction is followed (CR 701.13a, 608.2c)."""
    noun = m.group(1)
    return ExileTheirs(Ref("you"), Chosen(1, Filter(noun, PERMANENT_NOUNS[noun])))


def _other_than_source(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Sacrifice a creature other than ~." (Lord of the Pit): one of the controller's own, not
    the source (CR 701.21a)."""
    noun = m.group(1)
    what = Filter(f"{noun} other than ~", PERMANENT_NOUNS[noun], other=True)
    return Sacrifice(Ref("you"), Chosen(1, what))


def _sacrifice_it(m: re.Match[str], ctx: Ctx) -> Result:
    return SacrificeIt(Ref("it_self")) if ctx.it == "self" else PASS


def _sacrifice_that_permanent(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.21a: the permanent the trigger event was about, if its controller is the one who
    sacrifices it ("Whenever ~ becomes unattached from a permanent, sacrifice that permanent.")."""
    ref = ctx.target("that permanent")
    return SacrificeIt(ref) if ref is not None and ref.kind == "subject permanent" else PASS


def _half(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.21a, 107.1a: half of what they control as it resolves, rounded down."""
    noun = m.group(2).removesuffix("s")
    who = m.group(1)
    player = ctx.target(who[0].lower() + who[1:]) if who.startswith("Target") else None
    if who.startswith("Target") and player is None:
        return None
    sacrificed_kinds = PERMANENT_NOUNS[noun]
    chosen = Chosen(0, Filter(noun, sacrificed_kinds), half=True, of_choice=bool(m.group(3)))
    return Sacrifice(player or Ref(who.lower()), chosen)


def _that_player_may(m: re.Match[str], ctx: Ctx) -> Result:
    if not (ctx.that_player and PERMANENT_NOUNS.get(m.group(2)) is not None):
        return PASS
    chosen = Chosen(1, Filter(m.group(2), PERMANENT_NOUNS[m.group(2)]))
    return Sacrifice(Ref("that player"), chosen, may=True)  # "If the player does" follows


def _players_sacrifice(m: re.Match[str], ctx: Ctx) -> Result:
    count = NUMBERS[m.group(2)]
    noun = m.group(3) if count == 1 else m.group(3).removesuffix("s")
    sacrificed = PERMANENT_NOUNS.get(noun)
    if noun == "creature or planeswalker":
        sacrificed = frozenset({CardType.CREATURE, CardType.PLANESWALKER})
    what = Filter(noun, sacrificed) if sacrificed is not None else _chosen_noun(noun)
    if what is None:
        return PASS
    who = m.group(1)
    player = ctx.target(who[0].lower() + who[1:]) if who.startswith(("Target", "That")) else None
    if who.startswith(("Target", "That")) and player is None:
        return None  # ("That player": the trigger's player, CR 603.2 — only after a trigger that has one)
    effect = Sacrifice(player or Ref(who.lower()), Chosen(count, what, of_choice=bool(m.group(4))))
    return effect if effect.text(tuple(ctx.targets)) == m.string else None


def _greatest_mana_value(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Each opponent sacrifices a creature or planeswalker with the greatest mana value among
    creatures and planeswalkers they control." — CR 701.21a, 202.3: each player sacrifices one of
    theirs tied for the greatest mana value among them (they choose among those tied)."""
    noun, among = m.group(3), m.group(5)
    nouns = {**PERMANENT_NOUNS, "planeswalker": frozenset({CardType.PLANESWALKER})}
    kinds = [nouns.get(n) for n in noun.split(" or ")]
    if None in kinds or among != " and ".join(f"{n}s" for n in noun.split(" or ")):
        return PASS
    what = Filter(noun + (m.group(4) or ""), frozenset().union(*(k for k in kinds if k is not None)))
    who = m.group(1)
    player = ctx.target(who[0].lower() + who[1:]) if who.startswith("Target") else None
    if who.startswith("Target") and player is None:
        return None
    chosen = Chosen(1, what, greatest_mana_value=True)
    if m.group("verb") == "exiles":  # CR 701.13a: the player exiles the one they choose (Blot Out)
        exiled = ExileTheirs(player or Ref(who.lower()), chosen)
        return exiled if exiled.text(tuple(ctx.targets)) == m.string else None
    effect = Sacrifice(player or Ref(who.lower()), chosen)
    return effect if effect.text(tuple(ctx.targets)) == m.string else None


def _greatest_power(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Each opponent sacrifices a creature with the greatest power among creatures they control." —
    CR 701.21a, 208.1: each player sacrifices one of their creatures tied for the greatest power
    among them as the instruction is followed (they choose among those tied)."""
    who = m.group(1)
    player = ctx.target(who[0].lower() + who[1:]) if who.startswith("Target") else None
    if who.startswith("Target") and player is None:
        return None
    what = Filter("creature", frozenset({CardType.CREATURE}))
    effect = Sacrifice(player or Ref(who.lower()), Chosen(1, what, greatest_power=True))
    return effect if effect.text(tuple(ctx.targets)) == m.string else None


def _chosen_noun(noun: str) -> Filter | None:
    """ "a nontoken creature", "a creature with power 3 or greater": what the noun grammar reads,
    matched among the sacrificing player's own permanents without the source (CR 701.21a) — so no
    controller and nothing relative to the source."""
    f = noun_phrase(noun)
    return f if f is not None and reads_only(f, WITHOUT_SOURCE - {"controller"}) else None


def _unless_pay(m: re.Match[str], ctx: Ctx) -> Result:
    cost = ManaCost.parse(m.group(1))
    return SacrificeThisUnlessPay(cost) if cost is not None else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Sacrifice (a|an|two|three) (creature|artifact|enchantment|land|permanent)s?\.", _sacrifice_yours),
    exact("Sacrifice it.", _sacrifice_it),
    exact("Sacrifice that permanent.", _sacrifice_that_permanent),
    rule(r"Sacrifice an? (creature|artifact|enchantment|land|permanent) other than ~\.", _other_than_source),
    rule(r"Exile an? (creature|artifact|enchantment|land|permanent) you control\.", _exile_yours),
    rule(
        r"(Each other player|Each opponent|Each player|Target player|Target opponent) sacrifices half the "
        r"(permanents|creatures|lands|artifacts|enchantments) they control( of their choice)?, rounded down\.",
        _half,
    ),
    rule(r"That player may sacrifice (a|an) ([a-z]+) of their choice\.", _that_player_may),
    rule(
        r"(Each other player|Each opponent|Each player|Target player|Target opponent) sacrifices a creature "
        r"with the greatest power among creatures they control\.",
        _greatest_power,
    ),
    rule(
        r"(Each other player|Each opponent|Each player|Target player|Target opponent|That player) sacrifices "
        r"(a|an|two|three|four|five|six) ([a-z][a-zA-Z -]*?)( of their choice)?\.",  # ("a non-Zombie creature", 205.4b)
        _players_sacrifice,
    ),
    rule(
        r"(Each other player|Each opponent|Each player|Target player|Target opponent) (?P<verb>sacrifices|exiles) an? "
        r"([a-z]+(?: or [a-z]+)?)( they control)? with the greatest mana value among ([a-z ]+) they control\.",
        _greatest_mana_value,
    ),
    rule(
        r"~'s controller sacrifices it\.",
        lambda m, ctx: SacrificeIt(Ref("it_self"), Ref("~'s controller")),  # "it": the ~ the subject names
    ),
    rule(r"Sacrifice ~ unless you pay ((?:\{[WUBRGC0-9]\})+)\.", _unless_pay),
    rule(
        r"Each player chooses any number of creatures they control with total power (\d+) or less, then sacrifices "
        r"all other creatures they control\.",
        lambda m, ctx: KeepTotalPowerSacrificeRest(int(m.group(1))),  # CR 101.4, 701.21a
    ),
)
