"""CR 608.2d, 101.4: "Any opponent may have ~ deal N damage to them. If a player does, sacrifice ~."
(Vexing Devil, Longhorn Firebeast), "Any opponent may sacrifice a creature of their choice. If a
player does, tap ~ and put a +1/+1 counter on it." (Desecration Demon), "Any player may sacrifice
two creatures of their choice. If a player does, sacrifice ~." (Prowling Pangolin) and "… If no one
does, transform ~." (Innocent Traveler) — two sentences, one instruction
(:class:`~arbiter.mtg.effects.any_opponent.AnyOpponentMay`)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.any_opponent import AnyOpponentMay
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.hand import Discard
from arbiter.mtg.effects.pay_life import PayLifeInstruction
from arbiter.mtg.effects.zones import Sacrifice
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.selectors import Chosen

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading
    from arbiter.mtg.ir.effect import Effect

_OFFER = re.compile(
    r"Any (opponent|player) may (?:have (?:it|~) deal (\d+) damage to them"
    r"|sacrifice (a|an|two|three) ([a-z ]+?) of their choice"
    r"|pay (\d+|half their) life(?:, rounded up)?|discard (a|two|three) cards?)\."
)
_DISCARDS = {"a": 1, "two": 2, "three": 3}
_THEN = re.compile(r"If (a player|no one) does, (.+)")


def _offered(m: re.Match[str], r: _Reading) -> Effect | None:
    """What the player may do, worded for them ("you" is that player)."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    if m.group(2) is not None:
        if r.ctx.it != "self":
            return None  # ("it" is the source: a permanent's own trigger)
        return DealDamage(int(m.group(2)), Ref("you"), "~")  # CR 120.3: the source deals it; "them" is "you"
    if m.group(5) is not None:  # CR 119.4: "pay 5 life", "pay half their life, rounded up" (107.1a)
        if m.group(5) == "half their" and not m.string.endswith(", rounded up."):
            return None
        half = m.group(5) == "half their"
        return PayLifeInstruction(0 if half else int(m.group(5)), half)
    if m.group(6) is not None:  # CR 701.9a: "discard three cards" — of their choice (the player's own)
        return Discard(Ref("you"), Chosen(_DISCARDS[m.group(6)], Filter()))
    offer = sentence(f"Sacrifice {m.group(3)} {m.group(4)}.", r.ctx)
    return offer if isinstance(offer, Sacrifice) and offer.who == Ref("you") and not offer.what.half else None


def _then(r: _Reading, body: str) -> Effect | None:
    """The controller's part; "it" in a clause that names only ~ is ~ ("tap ~ and put a +1/+1
    counter on it", when the trigger itself gives "it" no meaning)."""
    from arbiter.cards.oracle.effects import _clause, _Reading  # (the grammar recurses)

    then = _clause(r, body)
    if then is None and not r.ctx.it and "~" in body and re.search(r"\bit\b", body):
        then = _clause(_Reading([], [], replace(r.ctx, it="self")), body)
    if then is None and ", and " in body:
        then = _listed(r, body)
    return then


def _listed(r: _Reading, body: str) -> Effect | None:
    """ "tap ~, you gain 3 life, and you draw a card" (Clackbridge Troll): three or more
    instructions in one list, followed in the order written (CR 608.2c)."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)
    from arbiter.mtg.effects.instructions import instructions
    from arbiter.mtg.ir.effect import And

    head, _, last = body.removesuffix(".").partition(", and ")
    items = [*head.split(", "), last]
    if len(items) < 3:
        return None
    found: list[Effect] = []
    for item in items:
        inner = sentence((item[0].upper() + item[1:] if item[0] != "~" else item) + ".", r.ctx)
        if inner is None or inner.decides:
            return None
        found.append(inner if not found else And(inner))
    return instructions(tuple(found))


def any_opponent_may(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the offer and its "If a player does / If no one does, …"
    (2 sentences), or PASS."""
    m = _OFFER.fullmatch(s)
    if m is None:
        return PASS
    if r.ctx.targets or i + 1 >= len(r.sentences):
        return None
    after = r.sentences[i + 1].strip()
    t = _THEN.fullmatch(after)
    offer = _offered(m, r)
    if t is None or offer is None:
        return None
    then = _then(r, t.group(2))
    if then is None or then.decides or r.ctx.targets:
        return None
    anyone, if_none = m.group(1) == "player", t.group(1) == "no one"
    r.effects.append(AnyOpponentMay(offer, (then,), f"{s} {after}", anyone, if_none))
    return 2
