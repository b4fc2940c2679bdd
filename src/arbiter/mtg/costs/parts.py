"""Cost parts (CR 118, 601.2f–h, 602.2b): the pieces of an activated ability's cost or a spell's
additional cost — mana, {T}/{Q}, sacrifices, discards, life, counters, loyalty — each rendering its
own Oracle words. The procedure that pays them is :mod:`arbiter.mtg.costs.paying`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article

# --------------------------------------------------------------------------------------------
# Costs (CR 118, 602.1a)


@dataclass(frozen=True, slots=True)
class CostPart:
    def text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class PayMana(CostPart):
    cost: ManaCost

    def text(self) -> str:
        return self.cost.text


@dataclass(frozen=True, slots=True)
class TapThis(CostPart):
    """The tap symbol {T} (CR 107.5): tap this permanent as a cost."""

    def text(self) -> str:
        return "{T}"


@dataclass(frozen=True, slots=True)
class DiscardThis(CostPart):
    """ "Discard this card" — for abilities activated from a hand (cycling, CR 702.29a)."""

    def text(self) -> str:
        return "Discard ~"


@dataclass(frozen=True, slots=True)
class CrewTap(CostPart):
    """Crew's cost (CR 702.122a): "Tap any number of other untapped creatures you control with
    total power N or greater" — the creatures are chosen while activating."""

    power: int

    def text(self) -> str:
        return f"Tap any number of other untapped creatures you control with total power {self.power} or greater"


@dataclass(frozen=True, slots=True)
class SacrificeThis(CostPart):
    """ "Sacrifice ~" (CR 701.21a)."""

    def text(self) -> str:
        return "Sacrifice ~"


@dataclass(frozen=True, slots=True)
class UntapThis(CostPart):
    """The untap symbol {Q} (CR 107.6): untap this permanent as a cost."""

    def text(self) -> str:
        return "{Q}"


@dataclass(frozen=True, slots=True)
class ExileThis(CostPart):
    """ "Exile ~" — exile this permanent as a cost (CR 118.3, 406)."""

    def text(self) -> str:
        return "Exile ~"


@dataclass(frozen=True, slots=True)
class ExileThisFromGraveyard(CostPart):
    """ "Exile ~ from your graveyard" — the ability functions only from the graveyard (CR 113.6m)."""

    def text(self) -> str:
        return "Exile ~ from your graveyard"


@dataclass(frozen=True, slots=True)
class ExileThisFromHand(CostPart):
    """ "Exile ~ from your hand" (Simian Spirit Guide) — the ability functions only from its
    owner's hand (CR 113.6j, 602.2); a mana ability so (605.3a) is activated from there too."""

    def text(self) -> str:
        return "Exile ~ from your hand"


@dataclass(frozen=True, slots=True)
class RevealThisFromHand(CostPart):
    """ "Reveal ~ from your hand" (forecast, CR 702.57b): the card is revealed as the ability is
    activated; it stays in the hand."""

    def text(self) -> str:
        return "Reveal ~ from your hand"


@dataclass(frozen=True, slots=True)
class ReturnThis(CostPart):
    """ "Return ~ to its owner's hand": this permanent, as a cost (CR 118.3, 602.2b)."""

    def text(self) -> str:
        return "Return ~ to its owner's hand"


@dataclass(frozen=True, slots=True)
class ExertThis(CostPart):
    """ "Exert ~" (CR 701.43a): it won't untap during its controller's next untap step."""

    def text(self) -> str:
        return "Exert ~"


@dataclass(frozen=True, slots=True)
class MillCards(CostPart):
    """ "Mill a card" / "Mill two cards" (CR 701.17a) as a cost: only with that many cards in the
    library (701.17b: a player can't choose to mill more cards than their library holds; 118.3)."""

    count: int

    def text(self) -> str:
        return "Mill a card" if self.count == 1 else f"Mill {_COUNT_WORDS.get(self.count, self.count)} cards"


@dataclass(frozen=True, slots=True)
class ExileTopOfLibrary(CostPart):
    """ "Exile the top card / the top two cards of your library" as a cost: only with that many
    cards in the library (CR 118.3)."""

    count: int

    def text(self) -> str:
        if self.count == 1:
            return "Exile the top card of your library"
        return f"Exile the top {_COUNT_WORDS.get(self.count, self.count)} cards of your library"


@dataclass(frozen=True, slots=True)
class SacrificeOne(CostPart):
    """ "Sacrifice a creature" — the player chooses which as the cost is paid (CR 601.2h)."""

    what: Filter

    def text(self) -> str:
        return f"Sacrifice {self.what.text}"


@dataclass(frozen=True, slots=True)
class SacrificeOneOf(SacrificeOne):
    """ "Sacrifice an artifact, enchantment, or token" (bargain, CR 702.166a): a permanent that
    fits ``what`` or one of ``also`` (a description one filter can't say: a type or a token)."""

    also: tuple[Filter, ...] = ()


@dataclass(frozen=True, slots=True)
class ReturnOne(CostPart):
    """ "Return an artifact you control to its owner's hand"."""

    what: Filter

    def text(self) -> str:
        return f"Return {self.what.text} you control to its owner's hand"


@dataclass(frozen=True, slots=True)
class SacrificeSeveral(CostPart):
    """ "Sacrifice two artifacts", "Sacrifice three other creatures": the player chooses ``count``
    different permanents that fit ``what`` as the cost is paid (CR 601.2h, 701.21a); ``what.text``
    is the printed phrase with its number."""

    what: Filter
    count: int

    def text(self) -> str:
        return f"Sacrifice {self.what.text}"


@dataclass(frozen=True, slots=True)
class ReturnSeveral(CostPart):
    """ "Return two lands you control to their owner's hand": ``count`` chosen permanents (CR 601.2h)."""

    what: Filter  # its text: "two lands"
    count: int

    def text(self) -> str:
        return f"Return {self.what.text} you control to their owner's hand"


@dataclass(frozen=True, slots=True)
class ExileFromHand(CostPart):
    """ "Exile a blue card from your hand" (Force of Will's alternative cost, CR 118.9): the
    player chooses the card as the cost is paid (601.2h); the spell being cast is on the stack
    by then, so it can't be chosen (601.2a). ``value_x``: "a red card with mana value X" (the
    Shoals) — X is announced as the spell is cast (107.3a, 601.2b) and the card exiled must have
    that mana value (202.3)."""

    what: Filter  # its text: "a blue card"
    value_x: bool = False

    def text(self) -> str:
        return f"Exile {self.what.text} from your hand"


@dataclass(frozen=True, slots=True)
class TapUntapped(CostPart):
    """ "Tap an untapped creature you control" / "Tap two untapped Wizards you control": the
    player chooses which as the cost is paid (CR 601.2h). Summoning sickness doesn't matter —
    CR 302.6 restricts only {T} and {Q} in the creature's own costs. ``phrase``: the printed words."""

    what: Filter
    count: int
    phrase: str

    def text(self) -> str:
        return f"Tap {self.phrase} you control"


@dataclass(frozen=True, slots=True)
class ExileFromGraveyard(CostPart):
    """ "Exile a creature card from your graveyard" / "Exile two cards from your graveyard": the
    player chooses which as the cost is paid (CR 601.2h), cards that fit ``what`` (its text: the
    printed words before "from your graveyard")."""

    count: int
    what: Filter

    def text(self) -> str:
        return f"Exile {self.what.text} from your graveyard"


ANY_CARD = Filter()


@dataclass(frozen=True, slots=True)
class DiscardCards(CostPart):
    """ "Discard a card" / "Discard two cards" (chosen) or "Discard your hand" (``count`` None)."""

    count: int | None
    at_random: bool = False  # CR 701.9b: "Discard a card at random" — the game picks, not the player
    what: Filter = ANY_CARD  # "Discard a creature card": its text is the printed word ("creature", "land")

    @property
    def chosen(self) -> bool:
        """Whether the player picks the cards as the cost is paid (CR 601.2h)."""
        return self.count is not None and not self.at_random

    def text(self) -> str:
        if self.count is None:
            return "Discard your hand"
        kind = f"{self.what.text} " if self.what.text else ""
        if self.count == 1:
            n = f"{article(kind or 'card')} {kind}card"
        else:
            n = f"{_COUNT_WORDS.get(self.count, self.count)} {kind}cards"
        return f"Discard {n}{' at random' if self.at_random else ''}"


@dataclass(frozen=True, slots=True)
class PayLife(CostPart):
    """ "Pay N life" (CR 119.4: only with at least that much life)."""

    amount: int

    def text(self) -> str:
        return f"Pay {self.amount} life"


@dataclass(frozen=True, slots=True)
class RemoveCounters(CostPart):
    """ "Remove a ki counter from ~" / "Remove five quest counters from ~" / "Remove X storage
    counters from ~" (``x``: X is announced as the ability is activated, then ``count`` is it,
    CR 107.3a, 602.2b) / "Remove any number of storage counters from ~" (``any_number``: the
    number is chosen the same way, 0 allowed, CR 107.1c)."""

    kind: str
    count: int
    x: bool = False
    any_number: bool = False

    def text(self) -> str:
        if self.x and self.any_number:
            return f"Remove any number of {self.kind} counters from ~"
        if self.x:
            return f"Remove X {self.kind} counters from ~"
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        return f"Remove {n} {self.kind} counter{'s' if self.count != 1 else ''} from ~"


@dataclass(frozen=True, slots=True)
class RemoveCounterFromChosen(CostPart):
    """ "Remove a +1/+1 counter from a creature you control": the player chooses, as the cost is
    paid, a permanent that fits ``what`` (its ``counter_kind``: with such a counter on it) and
    removes one (CR 601.2h, 122.1, 118.3)."""

    kind: str
    what: Filter  # its text: "a creature you control"

    def text(self) -> str:
        return f"Remove {article(self.kind)} {self.kind} counter from {self.what.text}"


@dataclass(frozen=True, slots=True)
class BlightChosen(CostPart):
    """ "Blight N" in a cost (CR 701.68a): the player chooses, as the cost is paid, a creature they
    control (``what``) and puts N -1/-1 counters on it (601.2h; with none, it can't be paid,
    701.68b, 118.3)."""

    count: int
    what: Filter  # "a creature" (one the player controls)

    def text(self) -> str:
        return f"Blight {self.count}"


@dataclass(frozen=True, slots=True)
class PutCounters(CostPart):
    """ "Put a -1/-1 counter on ~"."""

    kind: str
    count: int

    def text(self) -> str:
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        return f"Put {n} {self.kind} counter{'s' if self.count != 1 else ''} on ~"


@dataclass(frozen=True, slots=True)
class RemoveCountersAndSacrifice(CostPart):
    """ "Remove five quest counters from ~ and sacrifice it" (two costs in one phrase)."""

    kind: str
    count: int

    def text(self) -> str:
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        return f"Remove {n} {self.kind} counter{'s' if self.count != 1 else ''} from ~ and sacrifice it"


@dataclass(frozen=True, slots=True)
class Loyalty(CostPart):
    """A loyalty symbol (CR 606.4): put on (+N) or remove (−N) loyalty counters; ``x``: [−X],
    X announced as the ability is activated (107.3, 602.2b) and then fixed as ``amount`` −X."""

    amount: int
    x: bool = False

    def text(self) -> str:
        if self.x:
            return "[\u2212X]"
        if self.amount > 0:
            return f"[+{self.amount}]"
        if self.amount < 0:
            return f"[\u2212{-self.amount}]"
        return "[0]"


def with_loyalty_x(costs: tuple[CostPart, ...], x: int) -> tuple[CostPart, ...]:
    """CR 107.3, 606.4: once X is announced, [−X] removes that many loyalty counters; "Remove X
    <kind> counters from ~" removes that many of its counters (107.3a, 602.2b)."""
    return tuple(
        Loyalty(-x)
        if isinstance(c, Loyalty) and c.x
        else RemoveCounters(c.kind, x)
        if isinstance(c, RemoveCounters) and c.x
        else c
        for c in costs
    )


def loyalty_x(costs: tuple[CostPart, ...]) -> bool:
    """Whether a cost has a [−X] loyalty symbol whose X is still to be announced."""
    return any(isinstance(c, Loyalty) and c.x for c in costs)


def counters_x(costs: tuple[CostPart, ...]) -> str:
    """The kind of counter a cost removes X of, X still to be announced ("Remove X storage
    counters from ~", [−X]: "loyalty"), or ""."""
    for c in costs:
        if isinstance(c, Loyalty) and c.x:
            return "loyalty"
        if isinstance(c, RemoveCounters) and c.x:
            return c.kind
    return ""
