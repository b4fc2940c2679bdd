"""Instructions about every permanent a noun phrase describes, found as they are followed (CR
608.2c), read with the general noun grammar (:mod:`..noun_phrase`): "Destroy all artifacts,
creatures, and enchantments.", "Exile all creatures with power 4 or greater.", "Return all
nonland permanents to their owners' hands.", "~ deals 2 damage to each non-Dragon creature.",
"It deals 1 damage to each creature and each player."."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.cards.oracle.target_phrases import singular_noun
from arbiter.mtg.effects.damage import DealDamageTwice
from arbiter.mtg.effects.group_moves import ExileAll, PutAllOnBottom, ReturnAllToHand
from arbiter.mtg.effects.life import GainForEachDestroyed
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import DealDamage, Destroy, Ref

_WHOSE = re.compile(r"(.+?)( you control| your opponents control| you don't control| an opponent controls)?")
# "… target player controls", or "… that player controls" after a trigger about a player (603.2)
_THEIRS = re.compile(r"(.+) (target player|target opponent|that player) controls")
_LIST = re.compile(r", and |, | and ")


def group_list(phrase: str, ctx: Ctx) -> tuple[tuple[Filter, ...], Ref | None, str] | None:
    """ "creatures", "artifacts and enchantments your opponents control", "artifacts, creatures,
    and lands", "creatures target player controls": the descriptions (one for each noun of a
    list, the controller words read for each), the player a "target player controls" names, and
    the words before it. None when a word is outside the grammar or the list's scope is unclear
    (a post-modifier after the last noun: "artifacts and creatures with mana value 2 or less")."""
    who: Ref | None = None
    m = _THEIRS.fullmatch(phrase)
    if m is not None:
        phrase = m.group(1)
    whole = noun_phrase(phrase)
    if whole is not None:
        parts: tuple[Filter, ...] = (whole,)
    else:
        w = _WHOSE.fullmatch(phrase)
        assert w is not None  # (the pattern matches any text)
        nouns = _LIST.split(w.group(1))
        if len(nouns) < 2 or any(" with" in n or " that" in n or " of " in n for n in nouns):
            return None
        found = [noun_phrase(n + (w.group(2) or "")) for n in nouns]
        if any(f is None for f in found):
            return None
        parts = tuple(f for f in found if f is not None)
    if any(f.other for f in parts) and not ctx.ability:
        return None  # "other" in a spell would mean other than what it names, not its source
    if any(f.zone not in (None,) for f in parts):
        return None
    if m is not None:
        if any(f.controller for f in parts):
            return None
        who = ctx.target(m.group(2))
        if who is None:
            return None
    return parts, who, phrase


def _destroy_all(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.8a, 608.2c: "Destroy all <group>." — the permanents that fit as it resolves."""
    read = group_list(m.group(1), ctx)
    if read is None:
        return PASS
    parts, who, noun = read
    return Destroy(Each(parts, controller=who, noun=noun))


def _gain_for_each_destroyed(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 608.2c: "You gain N life for each <noun> destroyed this way." after "Destroy all <noun>s."."""
    before = ctx.previous
    if not isinstance(before, Destroy) or not isinstance(before.to, Each) or before.to.controller is not None:
        return None
    noun = singular_noun(before.to.noun.split()[-1])  # "tapped creatures": each creature destroyed
    if m.group(2) != "permanent" and (noun != m.group(2) or " and " in before.to.noun or " or " in before.to.noun):
        return None
    return GainForEachDestroyed(int(m.group(1)), m.group(2))


def _move_all(effect: type[ExileAll | ReturnAllToHand | PutAllOnBottom]) -> Callable[[re.Match[str], Ctx], Result]:
    """A production for "<verb> all <group> <destination>." that moves every permanent of the
    group found as it resolves (608.2c): exiled (406.2), returned to their owners' hands (400.7,
    108.3) or put on the bottom of their owners' libraries (401.4)."""

    def read(m: re.Match[str], ctx: Ctx) -> Result:
        found = group_list(m.group(1), ctx)
        if found is None:
            return PASS
        parts, who, noun = found
        return effect(Each(parts, controller=who, noun=noun), m.string)

    return read


def _damage_each(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 120.3, 608.2c: "<source> deals N damage to each <permanent>[ and each player / opponent
    / planeswalker]." — each recipient found as it resolves, all dealt at once. "It" is the
    source ("When ~ dies, it deals …": as it last existed, 608.2h), unless it names the watched
    permanent or the spell of a trigger."""
    if m.group("who") == "It" and ctx.it in ("watched", "spell"):
        return PASS
    noun, more = m.group("noun"), m.group("more")
    players = ""
    if noun in ("player", "opponent"):
        if more:
            return PASS
        players = f"each {noun}"
        parts: tuple[Filter, ...] = ()
        who = None
    else:
        read = group_list(noun, ctx)
        if read is None or len(read[0]) != 1:
            return PASS
        parts, who, _ = read
        if more == "planeswalker":
            walker = noun_phrase("planeswalker")
            if walker is None or who is not None:
                return PASS
            parts = (*parts, replace(walker, controller=parts[0].controller))
        elif more:
            players = f"each {more}"
    amount: int | str = m.group("n") if m.group("n") == "X" else int(m.group("n"))
    return DealDamage(amount, Each(parts, controller=who, players=players), m.group("who"), text_=m.string)


def _target_and_each(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 120.3, 120.4: "~ deals 1 damage to any target and 2 damage to each creature." (Wildfire
    Howl), "~ deals 3 damage to target player and 1 damage to each creature that player controls."
    (Radiating Lightning: the target player, 115.1) — the target's damage and each permanent's of
    the group found as it resolves, all dealt at once (a creature chosen as the target is dealt
    both)."""
    if (m.group("who") == "It" and ctx.it in ("watched", "spell")) or "target" in m.group("noun"):
        return PASS
    one = ctx.target(m.group("t"))
    read = group_list(m.group("noun"), ctx) if one is not None and one.kind == "target" else None
    if one is None or read is None or len(read[0]) != 1:
        return None
    if read[1] is not None and (read[1].kind != "that" or read[1].index != one.index):
        return None
    first = DealDamage(int(m.group("a")), one, m.group("who"))
    group = Each(read[0], controller=read[1], noun=read[2] if read[1] is not None else "")
    return DealDamageTwice(first, DealDamage(int(m.group("b")), group, m.group("who")), text_=m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"(?P<who>~|It) deals (?P<a>\d+) damage to (?P<t>any target|target [a-z ]+?) and (?P<b>\d+) damage to each"
        r" (?P<noun>[a-z -]+?)\.",
        _target_and_each,
    ),
    rule(r"Destroy all ([^.]+)\.", _destroy_all),
    rule(r"You gain (\d+) life for each ([a-z]+) destroyed this way\.", _gain_for_each_destroyed),
    rule(r"Exile all ([^.]+)\.", _move_all(ExileAll)),
    rule(r"Return all ([^.]+?) to their owners' hands\.", _move_all(ReturnAllToHand)),
    rule(r"Put all ([^.]+?) on the bottom of their owners' libraries\.", _move_all(PutAllOnBottom)),
    rule(
        r"(?P<who>~|It) deals (?P<n>\d+|X) damage to each (?P<noun>[^.]+?)"
        r"(?: and each (?P<more>player|opponent|planeswalker))?\.",
        _damage_each,
    ),
)
