"""Reading "Return the top creature card of your graveyard to the battlefield." with the sentences
after it about the permanent it became: "That creature gains haste until end of turn." and "Exile it
at the beginning of the next end step." (CR 404.2, 400.7, 603.7a) — one instruction, since "that
creature" is the card found as it resolves, which no target names."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.mtg.effects.top_of_graveyard import ReturnTopCardOfGraveyard
from arbiter.mtg.enums import CardType, EndStepAction

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_RETURN = re.compile(r"Return the top (creature|artifact|enchantment|land) card of your graveyard to the battlefield\.")
_HASTE = "That creature gains haste until end of turn."
_AT_END = re.compile(r"(Exile|Sacrifice) (?:it|that creature) at the beginning of the next end step\.")


def top_card_returns(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the return and what follows it about the returned permanent."""
    m = _RETURN.fullmatch(s)
    if m is None:
        return PASS
    rest = [x.strip() for x in r.sentences[i + 1 : i + 3]]
    taken, texts = 1, [s]
    haste = bool(rest) and rest[0] == _HASTE
    if haste:
        taken, texts, rest = 2, [*texts, rest[0]], rest[1:]
    end = _AT_END.fullmatch(rest[0]) if rest else None
    if end is not None:
        taken, texts, rest = taken + 1, [*texts, rest[0]], rest[1:]
    if rest and re.search(r"\b(?:[Ii]t|[Tt]hat creature)\b", rest[0]):
        return None  # another sentence about the returned permanent, which this reading doesn't know
    at_end = EndStepAction(end.group(1).lower()) if end is not None else None
    kind = CardType(m.group(1).capitalize())
    r.effects.append(ReturnTopCardOfGraveyard(kind, haste, at_end, " ".join(texts)))
    return taken
