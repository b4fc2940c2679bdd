"""Putting a card from a hand onto the battlefield (CR 400.7, 608.2c): "You may put a creature
card from your hand onto the battlefield." with what the same ability then says about that
permanent — "That creature gains haste." and "Sacrifice it at the beginning of the next end step."
(a delayed triggered ability, 603.7a) — as Sneak Attack, Stoneforge Mystic and Aether Vial say.

The card isn't targeted: it is chosen as the ability resolves (608.2c), and "that creature" is the
new object it became on the battlefield (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, EndStepAction
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec

# CR 110.4: the card types a permanent card has one of ("permanent card")
PERMANENT_CARD_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER}
)


@dataclass(frozen=True, slots=True)
class PutFromHandThen(Effect):
    """ "You may put a[n] <noun> from your hand onto the battlefield." and its follow-ups.

    - ``what``: the cards that may be put (their zone is the hand); ``noun`` the printed words
      ("Equipment card", "creature card with mana value equal to the number of charge counters
      on ~").
    - ``value_counter``: the card's mana value must equal the number of counters of that kind on
      the source (202.3, 122.1; Aether Vial's charge counters), read as the ability resolves.
    - ``haste``: the printed "That creature gains haste." ("" if none): the permanent has haste
      for as long as it stays on the battlefield (611.2c, 702.10).
    - ``at_end``: sacrifice or exile it, or return it to its owner's hand, at the beginning of the
      next end step (603.7a), or None; ``at_end_text`` its printed sentence.
    - ``attacking``: "chosen" for "… onto the battlefield tapped and attacking" — it enters tapped
      (110.5b) and, during its controller's combat, attacking a player or planeswalker its
      controller chooses (508.4); "that opponent" for "… tapped and attacking that opponent" (after
      "Whenever ~ attacks an opponent": that player, with no choice); "" for neither. It was never
      declared as an attacker, so it hasn't "attacked".
    """

    decides = True

    what: Filter
    noun: str
    value_counter: str = ""
    haste: str = ""
    at_end: EndStepAction | None = None
    at_end_text: str = ""
    attacking: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        article = "an" if self.noun[0].lower() in "aeiou" else "a"
        tail = " tapped and attacking" if self.attacking else ""
        tail += " that opponent" if self.attacking == "that opponent" else ""
        words = [f"You may put {article} {self.noun} from your hand onto the battlefield{tail}."]
        words += [s for s in (self.haste, self.at_end_text) if s]
        return " ".join(words)
