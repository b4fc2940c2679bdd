"""Damage and fight sentences (CR 120, 701.14): "~ deals 3 damage to any target.", "~ deals 4
damage divided as you choose among one or two targets.", "Target creature fights another target
creature.", "Target creature deals damage equal to its power to another target creature."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, ci_phrase, exact, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.damage import (
    DamageEachPlayerByCount,
    DealDamageTwice,
    DealsDamageEqualToPower,
    EachDealsDamageToController,
    EachDealsDamageToItself,
    SubjectDealsDamage,
)
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import CountOf, Filter
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import (
    ANY_TARGET,
    DealDamage,
    DealDividedDamage,
    FightEachOther,
    Ref,
)

_MOST_DIVIDED = 10  # "any number of targets": at most one target for each 1 damage (601.2d); bounded


def _divided(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 601.2d: the division of damage is announced as the targets are chosen — at least 1 to
    each, so "any number of targets" is at most N targets (none at all is allowed, 115.1)."""
    who, amount, among_words, nouns = m.group("who"), m.group("n"), m.group("among"), m.group("nouns")
    if who == "It" and ctx.it == "watched":
        return PASS  # (the watched permanent isn't the source)
    anyhow = among_words == "any number of"
    if anyhow and (amount == "X" or int(amount) > _MOST_DIVIDED):
        return None  # (X: as many targets as X could be — not bounded when the spell is written)
    count = int(amount) if anyhow else 2 if among_words == "one or two" else 3
    noun = "any target" if nouns == "targets" else nouns.removeprefix("target ")
    choices = f"{among_words} {nouns}"
    if noun == "any target":
        group = 1 + max((t.group for t in ctx.targets), default=0)
        first = len(ctx.targets)
        for i in range(count):
            text = choices if i == 0 else ""
            ctx.targets.append(replace(ANY_TARGET, group=group, optional=anyhow or i > 0, group_text=text))
        among: Ref | None = Ref("targets", first)
    else:
        among = ctx.group(choices, count, noun, optional=True, first_required=not anyhow)
    if among is None:
        return None
    total: int | str = amount if amount == "X" else int(amount)
    return DealDividedDamage(total, among, choices, who)


def _to_target(m: re.Match[str], ctx: Ctx) -> Result:
    if m.group(1) == "It" and ctx.it == "watched":
        return PASS  # (the watched permanent isn't the source)
    if " damage to " in m.group(3):
        return PASS  # two recipients ("… to target creature and 2 damage to target player …")
    ref = ctx.target(m.group(3))
    amount: int | str = m.group(2) if m.group(2) == "X" else int(m.group(2))
    return DealDamage(amount, ref, m.group(1)) if ref else None


def _to_each_of(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ deals 3 damage to each of two target creatures." / "… to each of up to two target
    creatures." — that damage to each target of the group (CR 601.2c, 120.3)."""
    if m.group(1) == "It" and ctx.it != "self":
        return PASS
    ref = ctx.target(m.group(3))
    if ref is None or ref.kind != "targets":
        return None
    return DealDamage(int(m.group(2)), ref, m.group(1), text_=m.string)


def _to_you(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ deals 1 damage to you." / "It deals 1 damage to you." — "it" the source (City of Brass)."""
    if m.group(1) == "It" and (ctx.it not in ("self", "source") or ctx.targets):
        return PASS  # ("it" names another object)
    # after "When ~ dies" the source as it last existed deals it (CR 603.10a, 608.2h)
    return DealDamage(int(m.group(2)), Ref("you"), m.group(1))


def _it_to_its_controller(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It deals 1 damage to its controller." after a trigger about another creature ("Whenever a
    goaded creature attacks"): that creature deals the damage to the player who controls it
    (CR 120.3, 603.2; as it last existed, 608.2h)."""
    if ctx.it != "watched" or ctx.targets:
        return PASS
    return SubjectDealsDamage(int(m.group(1)), Ref("it_subject's controller"), m.string)


def _to_chosen_player(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It deals that much damage to the chosen player." (Stuffy Doll) — the player chosen as the
    source entered (CR 614.12); "it" the source."""
    if m.group(1) == "It" and (ctx.it not in ("self", "source") or ctx.targets):
        return PASS
    return DealDamage(int(m.group(2)), Ref("chosen player"), m.group(1))


def _to_defending(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It deals 1 damage to defending player." after the source's own attack or block event
    (CR 506.2: the attacked player; "it" the source)."""
    if not ctx.attack or (m.group(1) == "It" and ctx.it != "self"):
        return PASS
    return DealDamage(int(m.group(2)), Ref("defending player"), m.group(1))


def _each_opponent(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ deals 2 damage to each opponent." / "… to each other player." (Syphon Soul: every player
    but the controller, in APNAP order, CR 101.4, 102.1)."""
    amount: int | str = m.group(1) if m.group(1) == "X" else int(m.group(1))
    return DealDamage(amount, Ref(f"each {m.group(2)}"))


def _each_other_opponent(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It deals that much damage to each other opponent." after "Whenever ~ deals combat damage
    to an opponent" (CR 603.2: the opponents but that player; "it": the source)."""
    if not ctx.that_player or (m.group(1) == "It" and ctx.it != "self"):
        return PASS
    return DealDamage(int(m.group(2)), Ref("each other opponent"), m.group(1))


def _below_max_speed(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It deals 2 damage to each player who doesn't have max speed." (Outpace Oblivion): the
    players whose speed is less than 4 as it resolves (CR 702.179e, 608.2c) — "it" the source, as it
    last existed once sacrificed (608.2h)."""
    if m.group(1) == "It" and ctx.it == "watched":
        return PASS  # (the watched permanent isn't the source)
    return DealDamage(int(m.group(2)), Ref("each player who doesn't have max speed"), m.group(1))


def _two_recipients(m: re.Match[str], ctx: Ctx) -> Result:
    """Two recipients in one sentence (CR 120.2: dealt at the same time; here one after the other)."""
    if m["who"] == "It" and ctx.it == "watched":
        return PASS
    one = ctx.target(m["t1"])
    if m["t2"] == "any other target" and one is not None and m["t1"] == "any target" and not ctx.ability:
        # CR 115.3: "any other target" — not the object or player chosen for the first word "target"
        # (a spell's: "other" also leaves out an ability's source, which this one can't name)
        what = ANY_TARGET.what or Filter("any target")
        ctx.targets.append(replace(ANY_TARGET, what=replace(what, other=True)))
        two: Ref | None = Ref("target", len(ctx.targets) - 1)
    else:
        two = Ref("you") if m["t2"] == "you" else ctx.target(m["t2"])
    if one is None or two is None or ("other" in m["t2"] and m["t2"] != "any other target"):
        return None
    return DealDamageTwice(DealDamage(int(m["a"]), one, m["who"]), DealDamage(int(m["b"]), two))


def _player_and_their_creatures(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ deals 4 damage to target player or planeswalker and [1 damage to] each creature that
    player or that planeswalker's controller controls." (Flame Wave, Chandra's Fury): the player
    chosen, or the planeswalker's controller as it last existed (CR 115.1, 608.2h), names the
    creatures, found as it resolves (608.2c); all the damage is dealt at once (120.3)."""
    if m["who"] == "It" and ctx.it != "self":
        return PASS
    one = ctx.target(m["t"])
    if one is None or one.kind != "target":
        return None
    theirs = ctx.target("that player or that planeswalker's controller")
    creature = noun_phrase("creature")
    if theirs is None or creature is None:
        return None
    first: int | str = m["a"] if m["a"] == "X" else int(m["a"])
    second: int | str = first if m["b"] is None else m["b"] if m["b"] == "X" else int(m["b"])
    group = Each((creature,), controller=theirs, noun="creature that player or that planeswalker's controller controls")
    return DealDamageTwice(DealDamage(first, one, m["who"]), DealDamage(second, group, m["who"]), text_=m.string)


def _equal_to_power(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature deals damage equal to its power to …" (a bite, CR 120.3)."""
    if not m.group(1).startswith(("target creature", "that creature", "it")):
        return PASS
    if "another" in m.group(3) and (ctx.ability or not m.group(1).startswith("target ")):
        return PASS  # CR 115.3: "another target" — not the first target (an ability's: not its source either)
    dealer = ctx.target(m.group(1))
    victim = ctx.target(m.group(3)) if dealer is not None else None
    if dealer is not None and victim is not None and dealer.kind in ("target", "that", "it") and victim != dealer:
        s = m.string[0].upper() + m.string[1:]
        return DealsDamageEqualToPower(dealer, victim, s, 2 if "twice its power" in m.string else 1)
    return PASS


def _back_to_source(m: re.Match[str], ctx: Ctx) -> Result:
    """ "That creature deals damage equal to its power to ~." — the target deals damage back to
    the source (CR 120.3: the target is the source of that damage; its power as the instruction
    is followed, 608.2h)."""
    dealer = ctx.target(m.group(1).lower())
    if dealer is None or dealer.kind not in ("that", "it") or not ctx.ability:
        return PASS
    return DealsDamageEqualToPower(dealer, Ref("this"), m.string)


def _to_itself(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature deals damage to itself equal to its power." (CR 120.3: the creature is the
    source and the recipient)."""
    if not m.group(1).startswith("target creature"):
        return PASS
    dealer = ctx.target(m.group(1))
    if dealer is None or dealer.kind != "target":
        return None
    return DealsDamageEqualToPower(dealer, dealer, m.string[0].upper() + m.string[1:])


def _each_to_itself(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Each creature deals damage to itself equal to its power." (CR 120.3: each is a source)."""
    creatures = Filter("creatures", all_types=frozenset({CardType.CREATURE}))
    return EachDealsDamageToItself(Each((creatures,)), m.string)


_FIGHTERS = frozenset({"target", "it", "that", "this", "it_self", "enchanted", "equipped"})
"""Who may fight by name: a target, the source ("~", "it") or the permanent it's attached to."""


def _fight(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature you control fights [up to one] target creature you don't control.",
    "~ fights another target creature.", "When ~ enters, it fights up to one target creature …",
    "Enchanted creature fights …" (CR 701.14a; an unchosen "up to one" target: no fight, 701.14b)."""
    if not m.group("a")[0].isupper() and m.group("a") != "~":
        return PASS
    who = ci_phrase(m.group("a"))
    fighter = ctx.subject(who)
    foe = ctx.target(m.group("b")) if fighter is not None else None
    if fighter is None or foe is None or fighter.kind not in _FIGHTERS:
        return None
    if foe.kind == "target" or (foe.kind == "targets" and len(ctx.targets) == foe.index + 1):
        return FightEachOther(fighter, foe, named=True)  # CR 701.14a
    return None


def _those_fight(m: re.Match[str], ctx: Ctx) -> Result:
    if len(ctx.targets) < 2:
        return PASS
    if m.string.startswith("The chosen ") and len(ctx.said) < 2:
        return None  # (only after "Choose target … and target …", CR 608.2c)
    first, second = Ref("target", len(ctx.targets) - 2), Ref("target", len(ctx.targets) - 1)
    if m.string.startswith("The chosen "):
        return FightEachOther(first, second, those="The chosen creatures")
    return FightEachOther(first, second)


def _each_to_controller(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Each creature deals 1 damage to its controller." (CR 120.3: each creature is a source)."""
    whose = {None: "", " you don't control": "opponent", " your opponents control": "opponent"}[m.group(2)]
    what = Filter("creatures", all_types=frozenset({CardType.CREATURE}), controller=whose)
    return EachDealsDamageToController(int(m.group(3)), Each((what,)), m.string)


def _each_player_by_count(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ deals damage to each player equal to [twice] the number of <permanents> that player
    controls." — counted for each player (CR 608.2h)."""
    from arbiter.cards.oracle.nouns import permanents_noun

    noun = m.group(4)
    nonbasic = noun.startswith("nonbasic ")
    f = permanents_noun(noun.removeprefix("nonbasic "))
    if f is None or f.controller:
        return PASS
    f = replace(f, text=noun, controller="you", nonsupertypes=frozenset({"Basic"}) if nonbasic else frozenset())
    count = CountOf(f"the number of {noun}", f, times=2 if m.group(3) else 1)
    return DamageEachPlayerByCount(count, m.group(2) == "opponent", m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"(?P<who>~|It) deals (?P<n>\d+|X) damage divided as you choose among "
        r"(?P<among>one or two|one, two, or three|any number of) (?P<nouns>targets|target [a-z /]+)\.",
        _divided,
    ),
    rule(r"(~|It) deals (\d+) damage to you\.", _to_you),
    rule(r"(~|It) deals (\d+) damage to the chosen player\.", _to_chosen_player),
    rule(r"It deals (\d+) damage to its controller\.", _it_to_its_controller),
    # CR 120.3: the source deals damage to itself (Stuffy Doll: "{T}: ~ deals 1 damage to itself.")
    rule(r"~ deals (\d+) damage to itself\.", lambda m, ctx: DealDamage(int(m.group(1)), Ref("this"), text_=m.string)),
    rule(r"(~|It) deals (\d+) damage to each of ((?:up to )?(?:two|three|four|five) target [a-z ]+?)\.", _to_each_of),
    rule(
        r"(?P<who>~|It) deals (?P<a>\d+|X) damage to (?P<t>target (?:player|opponent) or planeswalker) and "
        r"(?:(?P<b>\d+|X) damage to )?each creature that player or that planeswalker's controller controls\.",
        _player_and_their_creatures,
    ),
    rule(rf"(~|It) deals (\d+|X) damage to {_TGT}\.", _to_target),
    rule(rf"(?P<a>~|It|{_TGT}) fights (?P<b>{_TGT})\.", _fight, re.I),
    rule(r"~ deals (\d+|X) damage to each (opponent|other player)\.", _each_opponent),
    rule(r"(~|It) deals (\d+) damage to each other opponent\.", _each_other_opponent),
    rule(r"(~|It) deals (\d+) damage to each player who doesn't have max speed\.", _below_max_speed),
    rule(r"(~|It) deals (\d+) damage to defending player\.", _to_defending),
    rule(
        r"(~|It) deals damage to each (player|opponent) equal to (twice )?the number of ([a-z ]+?) "
        r"(?:that player|they) controls?\.",
        _each_player_by_count,
    ),
    rule(
        rf"(?P<who>~|It) deals (?P<a>\d+) damage to (?P<t1>{_TGT}) and (?P<b>\d+) damage to "
        rf"(?P<t2>you|any other target|{_TGT})\.",
        _two_recipients,
    ),
    rule(rf"({_TGT}) deals damage equal to (?:twice )?its power to ({_TGT})\.", _equal_to_power, lowered=True),
    rule(rf"({_TGT}) deals damage to itself equal to its power\.", _to_itself, lowered=True),
    rule(r"(That creature|It) deals damage equal to its power to ~\.", _back_to_source),
    exact(
        "Each creature deals damage to itself equal to its power.",
        lambda m, ctx: EachDealsDamageToItself(
            Each((Filter("creatures", all_types=frozenset({CardType.CREATURE})),)), m.string
        ),
    ),  # CR 120.3
    exact("Those creatures fight each other.", _those_fight),
    exact("The chosen creatures fight each other.", _those_fight),
    rule(
        r"Each (creature)( you don't control| your opponents control)? deals (\d+) damage to its controller\.",
        _each_to_controller,
    ),
)
