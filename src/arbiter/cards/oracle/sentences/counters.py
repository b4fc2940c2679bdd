"""Counter sentences (CR 122): "Put a +1/+1 counter on target creature.", "Put a +1/+1 counter on
each creature you control.", "Remove all counters from target permanent.", and the keyword
actions that put counters: bolster (701.39a), support (701.41a), proliferate (701.34a), adapt
(701.46a) and monstrosity (701.37a)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.cards.oracle.nouns import creatures_noun, grouped
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.cards.oracle.words import COUNT_WORD, NUMBERS
from arbiter.mtg.effects.adapt import GrowOnce
from arbiter.mtg.effects.counters import PutCounterKinds, PutCountersOnSeveral, RemoveUpToCounters
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.anaphora import Those
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import Bolster, CreateToken, Destroy, ExileIt, Proliferate, PutCounters, Ref, RemoveAllCounters
from arbiter.mtg.objects.counters import KEYWORD_COUNTERS

# keyword counters whose keyword the engine doesn't give (122.1b); shield (122.1c), stun (122.1d)
# and finality (122.1h) counters are run (objects/shield_counters.py, objects/counters.py,
# replacement/zone_change.py)
_RULED_COUNTERS = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "trample",
        "vigilance",
        "haste",
        "decayed",
        "exalted",
    }
)


def plain_counter(kind: str) -> bool:
    """A counter kind the engine runs: one whose only meaning is its number, a P/T counter
    (122.1a: every +X/+Y and -X/-Y counter modifies P/T, 613.4c), or a keyword counter (122.1b)."""
    return kind in KEYWORD_COUNTERS or kind not in _RULED_COUNTERS


def _on_each(m: re.Match[str], ctx: Ctx) -> Result:
    if not plain_counter(m.group(2)):
        return None
    adjective = m.group(5).strip()
    what = creatures_noun(f"{adjective} creatures") if adjective else None
    if adjective and what is None:
        return None
    noun = f"{adjective} creature" if adjective else "creature"
    combat = "attacking" if m.group(4) else ""
    f = grouped(what or Filter(noun, frozenset({CardType.CREATURE})), "you", bool(m.group(3)), creature=True)
    group = Each((f,), combat=combat, noun=f"{combat} {noun}" if combat else noun)
    each = PutCounters(m.group(2), NUMBERS[m.group(1)], group)
    return each if each.text(()) == m.string else None


def _remove_all(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    return RemoveAllCounters(ref) if ref else None


def _support(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.41a: on a permanent "… on each of up to N other target creatures"; on an instant or
    sorcery "… on each of up to N target creatures"."""
    n = NUMBERS.get(m.group(1)) or int(m.group(1))
    word = {v: k for k, v in NUMBERS.items() if k not in ("a", "an")}.get(n)
    other = "other " if ctx.ability else ""
    ref = ctx.target(f"up to {word} {other}target creatures") if word else None
    return PutCounters("+1/+1", 1, ref, support=n) if ref else None


def _put_on(m: re.Match[str], ctx: Ctx) -> Result:
    ref = Ref("this") if m.group(4) == "~" else ctx.target(m.group(4))
    if not plain_counter(m.group(2)):
        return None
    n = NUMBERS[m.group(1)]
    counters = PutCounters(m.group(2), n, ref, each_of=bool(m.group(3))) if ref else None
    return counters if counters is not None and counters.text(tuple(ctx.targets)) == m.string else None


def _on_each_of_them(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put a stun counter on each of them." after a group of targets (CR 601.2c, 608.2c)."""
    them = ctx.them()
    if them is None or not plain_counter(m.group(2)):
        return None
    return PutCounters(m.group(2), NUMBERS[m.group(1)], them, each_of=True)


def _on_each_of_those(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put a +1/+1 counter on each of those creatures." after an instruction that acted on a group
    it can't change who is in ("Creatures you control gain indestructible until end of turn.",
    Unbreakable Formation): the same group, found again (CR 608.2c, 122.1)."""
    from arbiter.cards.oracle.sentences.turn_changes import those_group

    group = those_group(ctx.previous)
    if not isinstance(group, Each) or not plain_counter(m.group(2)):
        return None
    return PutCounters(m.group(2), NUMBERS[m.group(1)], Those(group, "each of those creatures"))


_KIND = re.compile(rf"({COUNT_WORD}) ([a-z0-9/+-]+(?: strike)?) counters?")


def _put_kinds(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 122.1: counters of two or more kinds on one object ("a +1/+1 counter and a trample
    counter")."""
    kinds: list[tuple[str, int]] = []
    for item in re.split(r", and |, | and ", m.group(1)):
        k = _KIND.fullmatch(item)
        if k is None or not plain_counter(k.group(2)):
            return None
        kinds.append((k.group(2), NUMBERS[k.group(1)]))
    if len(kinds) < 2 or len({k for k, _ in kinds}) < len(kinds):
        return None
    ref = Ref("this") if m.group(2) == "~" else ctx.target(m.group(2))
    if ref is None or ref.kind not in ("this", "target", "that", "it", "it_self"):
        return None
    put = PutCounterKinds(tuple(kinds), ref)
    return put if put.text(tuple(ctx.targets)) == m.string else None


def _remove_up_to(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Remove up to three counters from target creature." (CR 122.1: of any kinds, chosen as it
    resolves, 608.2d)."""
    ref = ctx.target(m.group(2))
    return RemoveUpToCounters(NUMBERS[m.group(1)], ref) if ref else None


def _no_counters(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Destroy target creature with no counters on it." — a target with no counters (CR 115.1,
    122.1)."""
    spec = target_spec(m.group(2))
    if spec is None or spec.what is None or spec.zone is not Zone.BATTLEFIELD:
        return None
    noun = f"{spec.noun} with no counters on it"
    ctx.targets.append(replace(spec, noun=noun, what=replace(spec.what, text=noun, counters=False)))
    ref = Ref("target", len(ctx.targets) - 1)
    return Destroy(ref) if m.group(1) == "Destroy" else ExileIt(ref)


def _on_each_of_player(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put a +1/+1 counter on each creature target player controls." (found as it resolves)."""
    if not plain_counter(m.group(2)):
        return None
    who = ctx.target("target player")
    if who is None:
        return None
    noun = "creature target player controls"
    group = Each((Filter(noun, frozenset({CardType.CREATURE})),), controller=who, noun=noun)
    return PutCounters(m.group(2), NUMBERS[m.group(1)], group)


def _grow_once(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Adapt N." / "Monstrosity N." — about the ability's own permanent (an activated ability)."""
    if not ctx.ability:
        return None
    return GrowOnce(int(m.group(2)), monstrosity=m.group(1) == "Monstrosity")


def _on_each_phrase(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 122.1, 608.2c: "Put a +1/+1 counter on each creature you control with a +1/+1 counter on
    it." — on each permanent a noun phrase describes as the instruction resolves."""
    f = noun_phrase(m.group(3))
    if f is None:
        return PASS
    if not plain_counter(m.group(2)) or (f.other and not ctx.ability):
        return None  # ("other" in a spell: other than what it names, not its source)
    if f.controller not in ("", "you"):
        return None
    # "you control" may stand after other words ("… you control with lifelink"): the group is
    # named by the phrase as printed, its controller by a player reference
    you = Ref("you") if f.controller == "you" else None
    noun = m.group(3).removeprefix("other ")
    each = PutCounters(m.group(2), NUMBERS[m.group(1)], Each((replace(f, controller=""),), you, noun=noun))
    return each if each.text(()) == m.string else None


def _endure(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.63a: "~ endures N." / "It endures N." (its source) — its controller creates an N/N
    white Spirit creature token unless they put N +1/+1 counters on it; 701.63b: endure 0 does
    nothing."""
    ref = Ref("this") if m.group(1) == "~" else ctx.target("it")
    n = int(m.group(2))
    if ref is None or ref.kind not in ("this", "it_self") or n == 0:
        return None
    spirit = CreateToken(1, n, n, (Color.WHITE,), ("Spirit",))
    return MayDo(PutCounters("+1/+1", n, ref), otherwise=spirit, text_=m.string)


def _on_three_targets(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 115.3, 601.2c: "Put a +1/+1 counter on target creature, two +1/+1 counters on another
    target creature, and three +1/+1 counters on a third target creature." — three instructions,
    each read as its own sentence; "a third target" is another target again (different from both)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    parts = []
    for words in (m.group(1), m.group(2), m.group(3).replace("a third target", "another target", 1)):
        found = plain_sentence(f"Put {words}.", ctx)
        if not isinstance(found, PutCounters):
            return None
        parts.append(found)
    return PutCountersOnSeveral(tuple(parts))


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"Put (.+? on target [a-z ]+), (.+? on another target [a-z ]+), and (.+? on a third target [a-z ]+)\.",
        _on_three_targets,
    ),  # CR 115.3
    rule(r"(Destroy|Exile) (target [a-z ]+?) with no counters on it\.", _no_counters),
    rule(r"(~|It) endures (\d+)\.", _endure),  # CR 701.63a
    rule(rf"Remove up to (two|three|four|five) counters from ({_TGT})\.", _remove_up_to),
    rule(r"Bolster (\d+)\.", lambda m, ctx: Bolster(int(m.group(1)))),  # CR 701.39a
    rule(r"(Adapt|Monstrosity) (\d+)\.", _grow_once),  # CR 701.46a, 701.37a
    exact("Proliferate.", lambda m, ctx: Proliferate()),  # CR 701.34a
    rule(
        r"Put (a|an|two|three) ([a-z0-9/+-]+) counters? on each (other )?(attacking )?(.*?)creature "
        r"you control\.",
        _on_each,
    ),
    rule(rf"Remove all counters from {_TGT}\.", _remove_all),
    rule(
        r"Put (a|an|two|three) ([a-z0-9/+-]+) counters? on each creature target player controls\.",
        _on_each_of_player,
    ),
    rule(r"Support (one|two|three|four|five|\d)\.", _support),
    rule(
        rf"Put ({COUNT_WORD}) ([a-z0-9/+-]+) counters? on (each of )?(~|{_TGT})\.",
        _put_on,
    ),
    rule(
        rf"Put ({COUNT_WORD}) ([a-z0-9/+-]+) counters? on each of them\.",
        _on_each_of_them,
    ),
    rule(rf"Put ({COUNT_WORD}) ([a-z0-9/+-]+) counters? on each of those creatures\.", _on_each_of_those),
    rule(
        rf"Put ((?:{COUNT_WORD}) [^,]+? counters?(?:(?:,|, and| and) (?:{COUNT_WORD}) [^,]+? counters?)+) "
        rf"on (~|{_TGT})\.",
        _put_kinds,
    ),
    rule(r"Put (a|an|two|three) ([a-z0-9/+-]+) counters? on each (.+)\.", _on_each_phrase),
)
