"""Gift (CR 702.174): "Gift a [something]" stands for two abilities (702.174a). The first is "As
an additional cost to cast this spell, you may choose an opponent" — an optional additional cost
paid once, like kicker (601.2b, 601.2f–h): ``GiftCost``, a :class:`PaidTimes` whose count
(``Cast.kicker``, ``GameObject.kicked``) says whether the gift was promised (702.174k). The
second gives the gift to the chosen opponent: on an instant or sorcery "If this spell's gift cost
was paid, [effect]", followed before any other instruction of the spell (702.174b, 702.174j;
``effects.gift.GiveGift``), on a permanent "When this permanent enters, if its gift cost was
paid, [effect]" (702.174b, an intervening "if", 603.4). The [effect] is the one 702.174d–i define
for the [something]; "the chosen player" is the opponent chosen as the spell was cast, kept on the
spell and on the permanent it becomes as a mark (``gift_mark``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.paid_keywords import PaidTimes

if TYPE_CHECKING:
    from arbiter.mtg.ir.effect import Effect

GIFT = "Gift"
# CR 702.174k: the conditions the rest of the card's text words the paid gift cost with
GIFT_PROMISED = "the gift was promised"
GIFT_NOT_PROMISED = "the gift wasn't promised"
_MARK = "gift promised to player "


@dataclass(frozen=True, slots=True)
class GiftCost(PaidTimes):
    """ "Gift a card": the optional additional cost of choosing an opponent (CR 702.174a), paid at
    most once; ``gift``: the effect the chosen player gets (702.174d–i), its player "the chosen
    player" (``RefKind.GIFT_PLAYER``)."""

    gift: Effect | None = None


def gift_mark(player: int) -> str:
    """The mark of a spell whose gift was promised to ``player`` (CR 702.174k)."""
    return f"{_MARK}{player}"


def gift_receiver(marks: frozenset[str]) -> int | None:
    """The player the gift was promised to, read from a spell's or permanent's marks; None if
    its gift wasn't promised."""
    found = next((m for m in marks if m.startswith(_MARK)), None)
    return int(found[len(_MARK) :]) if found is not None else None


def promised_marks(marks: frozenset[str]) -> frozenset[str]:
    """The gift marks among ``marks`` (kept by a copy of the spell, CR 707.10)."""
    return frozenset(m for m in marks if m.startswith(_MARK))
