"""The "chain" spells' last sentences (CR 707.10, 608.2c): "Then that player or that permanent's
controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target
for that copy." (Chain Lightning), and without a payment, "Then that permanent's controller may
copy this spell and may choose a new target for that copy." (Chain of Acid). One instruction,
:class:`~arbiter.mtg.effects.copies.ChainCopy`, read only for a spell with a single target the
words can name."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass, next_sentence
from arbiter.mtg.effects.copies import ChainCopy
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_WHO = r"that player or that permanent's controller|that permanent's controller|that creature's controller|that player"
_PAYS = re.compile(
    rf"(Then )?({_WHO}) may (?:pay ((?:\{{[WUBRGC0-9]\}})+)|(sacrifice a land of their choice|discard a card))\.", re.I
)
_COPIES = re.compile(rf"(Then )?({_WHO}) may copy ~ and may choose a new target for that copy\.", re.I)
_IF_DOES = "If the player does, they may copy ~ and may choose a new target for that copy."


def _names(who: str, objects: bool, players: bool) -> bool:
    """Whether the words name the player the target gives: the target player, or the target
    permanent's controller."""
    if who == "that player":
        return players and not objects
    if who == "that player or that permanent's controller":
        return True
    return objects and not players


def chain_copy(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the chain's sentences, or PASS."""
    paid = _PAYS.fullmatch(s)
    copies = _COPIES.fullmatch(s) if paid is None else None
    m = paid or copies
    if m is None or (paid is not None and next_sentence(r.sentences, i) != _IF_DOES):
        return PASS
    who = m.group(2)[0].lower() + m.group(2)[1:]
    specs = r.ctx.targets
    if len(specs) != 1 or not _names(who, specs[0].what is not None, specs[0].players != ""):
        return None
    cost = ManaCost.parse(paid.group(3)) if paid is not None and paid.group(3) else None
    action = paid.group(4) if paid is not None and paid.group(4) else ""
    if paid is not None and cost is None and not action:
        return None
    r.effects.append(ChainCopy(Ref("its controller", 0), who, cost, then=m.group(1) is not None, action=action))
    return 2 if paid is not None else 1
