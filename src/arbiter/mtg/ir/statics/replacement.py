"""Static abilities that are replacement effects (CR 614): permanents entering tapped or with
counters (614.1c–d), "as ~ is turned face up" (708.11), and effects that stop life gain from
happening (119.7; the counter prohibitions are :mod:`.counter_prohibitions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.filters import CountOf


@dataclass(frozen=True, slots=True)
class BecomesDayAsEnters(Static):
    """ "If it's neither day nor night, it becomes day as ~ enters." — the game gains the day
    designation as the permanent enters (CR 731.1, 614.1c), not by a triggered ability."""

    def text(self) -> str:
        return "If it's neither day nor night, it becomes day as ~ enters."


@dataclass(frozen=True, slots=True)
class EntersTapped(Static):
    """ "~ enters tapped." — a replacement effect on how it enters (CR 614.1c)."""

    def text(self) -> str:
        return "~ enters tapped."


@dataclass(frozen=True, slots=True)
class EntersPrepared(Static):
    """ "~ enters prepared." — a replacement effect on how it enters (CR 614.1c, 722.3a): it enters
    with the prepared designation (:mod:`arbiter.mtg.objects.preparation`)."""

    def text(self) -> str:
        return "~ enters prepared."


@dataclass(frozen=True, slots=True)
class CantGainLife(Static):
    """ "Your opponents can't gain life." (CR 119.7: life gain that can't happen doesn't)."""

    affects_others = True

    who: str = "opponents"  # "opponents", "you", or "players" ("Players can't gain life.": everyone)

    def text(self) -> str:
        if self.who == "players":
            return "Players can't gain life."
        return "Your opponents can't gain life." if self.who == "opponents" else "You can't gain life."


@dataclass(frozen=True, slots=True)
class OpponentsEnterTapped(Static):
    """ "Artifacts and creatures your opponents control enter tapped." (CR 614.1d, a
    replacement effect on the permanents as they enter)."""

    affects_others = True

    types: frozenset[CardType]
    noun: str  # "Artifacts and creatures", "Creatures"

    def text(self) -> str:
        return f"{self.noun} your opponents control enter tapped."


@dataclass(frozen=True, slots=True)
class EntersTappedUnless(Static):
    """ "~ enters tapped unless <condition>." (CR 614.1d, the condition checked as it enters):
    ``kind`` is "basic lands" (N or more basic lands), "few other lands" (N or fewer other
    lands), "other lands" (N or more other lands), "low life" (a player has N or less life),
    "opponents" (N or more opponents), "land types" (a land of one of ``types``); "unless" (any
    other ``condition``: "unless you control a legendary creature") and "if" ("If you control two
    or more other lands, ~ enters tapped.": tapped when the ``condition`` holds)."""

    kind: str
    count: int = 0
    types: tuple[str, ...] = ()
    text_: str = ""
    condition: Condition | None = None

    def text(self) -> str:
        return self.text_


DELVED_INSTANTS_AND_SORCERIES = "delved instants and sorceries"  # a ``count`` of EntersWithCounters


@dataclass(frozen=True, slots=True)
class EntersWithCounters(Static):
    """ "~ enters with N +1/+1 counters on it." / "… with X …" (X of the spell that became it,
    CR 107.3m) / "… a +1/+1 counter on it for each time it was kicked." — a replacement effect
    (614.1c)."""

    kind: str
    # a number, "X", "kicked", "colors" (of mana spent to cast it), or the instant and sorcery cards
    # exiled with it by delve (DELVED_INSTANTS_AND_SORCERIES, 702.66a)
    count: int | str
    if_kicked: bool = False  # "If ~ was kicked, it enters with …"
    with_haste: bool = False  # "… and with haste." (CR 614.1c: it enters having haste, ``zones``)
    condition: Condition | None = None  # checked as it enters (bloodthirst: an opponent was dealt damage)
    keyword_text: str | None = None  # a keyword that stands for it ("Bloodthirst 2", "Fading 3")
    per: CountOf | None = None  # "… for each <thing>" / "X … where X is the number of <things>" (counted as it enters)
    text_: str = ""  # the Oracle wording, for the conditional and counted forms

    def text(self) -> str:
        if self.keyword_text is not None:
            return self.keyword_text
        if self.text_:
            return self.text_
        one = article(self.kind)  # CR 122.1: "an oil counter", "a +1/+1 counter"
        if self.count == "kicked":
            return f"~ enters with {one} {self.kind} counter on it for each time it was kicked."
        if self.count == "colors":  # CR 702.44a (converge)
            return f"~ enters with {one} {self.kind} counter on it for each color of mana spent to cast it."
        words = {1: one, 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
        n = words[self.count] if isinstance(self.count, int) else str(self.count)
        plural = "" if self.count == 1 else "s"
        if self.if_kicked:
            haste = " and with haste" if self.with_haste else ""
            return f"If ~ was kicked, it enters with {n} {self.kind} counter{plural} on it{haste}."
        return f"~ enters with {n} {self.kind} counter{plural} on it."


@dataclass(frozen=True, slots=True)
class AsTurnedFaceUp(Static):
    """CR 708.11: "As ~ is turned face up, put N +1/+1 counters on it." — applied while the
    permanent is turned face up, not afterward (it is not a triggered ability)."""

    kind: str
    count: int

    def text(self) -> str:
        n = _COUNT_WORDS.get(self.count, str(self.count)) if self.count != 1 else "a"
        return f"As ~ is turned face up, put {n} {self.kind} counter{'s' if self.count != 1 else ''} on it."


@dataclass(frozen=True, slots=True)
class GraveyardExiled(Static):
    """ "If a card or token would be put into a graveyard from anywhere, exile it instead." (Rest in
    Peace) / "If a card would be put into an opponent's graveyard from anywhere, exile it instead."
    (Leyline of the Void) — a replacement effect on zone changes (CR 614.1a, 614.6). ``tokens``:
    tokens too; ``opponents``: only cards an opponent of the controller owns (404.2: a card goes
    to its owner's graveyard)."""

    affects_others = True

    tokens: bool = True
    opponents: bool = False

    def text(self) -> str:
        what = "a card or token" if self.tokens else "a card"
        where = "an opponent's graveyard" if self.opponents else "a graveyard"
        return f"If {what} would be put into {where} from anywhere, exile it instead."


@dataclass(frozen=True, slots=True)
class OwnGraveyardReplaced(Static):
    """A replacement effect of an object on its own move to a graveyard (CR 614.1a):

    - "shuffle": "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into
      its owner's library instead." (functions from every zone, 113.6b);
    - "exile": "If ~ would be put into a graveyard from anywhere, exile it instead.";
    - "dies": "If ~ would die, exile it instead." (from the battlefield only, 700.4)."""

    kind: str

    def text(self) -> str:
        if self.kind == "dies":
            return "If ~ would die, exile it instead."
        if self.kind == "exile":
            return "If ~ would be put into a graveyard from anywhere, exile it instead."
        return (
            "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library"
            " instead."
        )


@dataclass(frozen=True, slots=True)
class LifeGainReplaced(Static):
    """ "If you would gain life, you gain that much life plus 1 instead." / "… twice that much life
    instead." / "If a player would gain life, that player gains no life instead." / "If an opponent
    would gain life, that player loses that much life instead." — a replacement effect on a life
    gain (CR 614.1a, 119.10). ``who``: "you", "opponent" or "player" (relative to its controller);
    ``kind``: "plus" (``amount`` more), "twice", "none" or "lose"."""

    affects_others = True  # (looked for whenever any player would gain life)

    who: str
    kind: str
    text_: str
    amount: int = 0

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class DiesExiled(Static):
    """ "If a creature an opponent controls would die, exile it instead." (``what`` "creature",
    ``opponents``) / "If a permanent would be put into a graveyard, exile it instead." (``what``
    "permanent": from the battlefield, a permanent being only there, 110.1) — a replacement effect on
    zone changes (CR 614.1a, 700.4). ``damaged_by_source``: "If a creature dealt damage by ~ this
    turn would die, exile it instead." (Frostwielder: only a creature this permanent dealt damage
    to this turn, 120.1)."""

    affects_others = True

    what: str
    opponents: bool
    damaged_by_source: bool = False

    def text(self) -> str:
        if self.damaged_by_source:
            return "If a creature dealt damage by ~ this turn would die, exile it instead."
        if self.what == "creature":
            whose = " an opponent controls" if self.opponents else ""
            return f"If a creature{whose} would die, exile it instead."
        return "If a permanent would be put into a graveyard, exile it instead."


@dataclass(frozen=True, slots=True)
class DiscardedOntoBattlefield(Static):
    """ "If a spell or ability an opponent controls causes you to discard ~, put it onto the
    battlefield instead of putting it into your graveyard." — a replacement effect on the discard's
    move (CR 614.1a, 701.9a) that works from its owner's hand; the card is still discarded."""

    def text(self) -> str:
        return (
            "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield"
            " instead of putting it into your graveyard."
        )


@dataclass(frozen=True, slots=True)
class EmptyLibraryDrawWins(Static):
    """ "If you would draw a card while your library has no cards in it, you win the game instead."
    — a replacement effect on each draw of its controller from an empty library (CR 614.1a, 614.11,
    104.2b; Laboratory Maniac, Jace, Wielder of Mysteries)."""

    affects_others = True  # (looked for whenever its controller would draw)

    def text(self) -> str:
        return "If you would draw a card while your library has no cards in it, you win the game instead."


@dataclass(frozen=True, slots=True)
class EnergyTwiceInstead(Static):
    """ "If you would get one or more {E}, you get twice that many {E} instead." — a replacement
    effect on each event that gives its controller energy counters (CR 614.1a, 122.1, 107.14;
    Aether Refinery)."""

    affects_others = True  # (looked for whenever its controller would get energy)

    def text(self) -> str:
        return "If you would get one or more {E}, you get twice that many {E} instead."


@dataclass(frozen=True, slots=True)
class DrawsTwoInstead(Static):
    """ "If you would draw a card, draw two cards instead." — a replacement effect on each draw of
    its controller (CR 614.1a, 614.11, 121.6; Thought Reflection, Vnwxt's max speed ability)."""

    affects_others = True  # (looked for whenever its controller would draw)

    def text(self) -> str:
        return "If you would draw a card, draw two cards instead."
