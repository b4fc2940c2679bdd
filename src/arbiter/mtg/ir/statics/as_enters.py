"""Replacement effects that apply as a permanent enters and ask its controller something first
(CR 614.12, 614.1c): "As ~ enters, choose a color.", the shock lands' "As ~ enters, you may pay 2
life. If you don't, it enters tapped.", and "You may have ~ enter as a copy of …" (707.2, with
the exceptions of 707.9). Their questions are asked by :mod:`arbiter.mtg.objects.as_enters`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, ChoiceKey
from arbiter.mtg.ir.abilities import Static, render_lines
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.wording import article

if TYPE_CHECKING:
    from arbiter.mtg.ir.abilities import Ability

# what "As ~ enters, choose …" may ask for, and the key its answer is recorded under (614.12)
CHOICE_KEYS = {
    "a color": ChoiceKey.COLOR,
    "a creature type": ChoiceKey.CREATURE_TYPE,
    "a card name": ChoiceKey.CARD_NAME,
    "any card name": ChoiceKey.CARD_NAME,
    "a nonland card name": ChoiceKey.CARD_NAME,  # CR 201.4a: names of that quality (mtg/card_names)
    "a nonbasic land card name": ChoiceKey.CARD_NAME,
    "a land card name": ChoiceKey.CARD_NAME,
    "a creature card name": ChoiceKey.CARD_NAME,
    "an artifact card name": ChoiceKey.CARD_NAME,
    "a noncreature, nonland card name": ChoiceKey.CARD_NAME,
    "a nonartifact, nonland card name": ChoiceKey.CARD_NAME,
    "a card name other than a basic land card name": ChoiceKey.CARD_NAME,
    "a player": ChoiceKey.PLAYER,
    "an opponent": ChoiceKey.PLAYER,
}


@dataclass(frozen=True, slots=True)
class AsEnters(Static):
    """A replacement effect that modifies how ~ enters after asking its controller (CR 614.12)."""

    def text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class AsEntersChoose(AsEnters):
    """ "As ~ enters, choose a color." — the choice is made before it enters and is part of the
    permanent (CR 614.12, 400.7: forgotten when it leaves)."""

    what: str  # a key of CHOICE_KEYS
    other_than: str = ""  # "choose a color other than white"
    tapped: bool = False  # "~ enters tapped. As it enters, choose a color." (614.1c too)
    # "As ~ enters, look at an opponent's hand, then choose any card name." (Sorcerous Spyglass, 402.3)
    look_at_hand: bool = False

    @property
    def key(self) -> ChoiceKey:
        return CHOICE_KEYS[self.what]

    def text(self) -> str:
        what = f"{self.what} other than {self.other_than}" if self.other_than else self.what
        if self.tapped:
            return f"~ enters tapped. As it enters, choose {what}."
        if self.look_at_hand:
            return f"As ~ enters, look at an opponent's hand, then choose {what}."
        return f"As ~ enters, choose {what}."


@dataclass(frozen=True, slots=True)
class AsEntersPayLife(AsEnters):
    """ "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (the shock lands): its
    controller may pay only with enough life (CR 119.4); otherwise it enters tapped (614.1c)."""

    amount: int
    old_wording: bool = False  # "… it enters the battlefield tapped."

    def text(self) -> str:
        where = "the battlefield tapped" if self.old_wording else "tapped"
        return f"As ~ enters, you may pay {self.amount} life. If you don't, it enters {where}."


@dataclass(frozen=True, slots=True)
class ReadAhead(AsEnters):
    """Read ahead (CR 702.155b, 714.3b): "As this Saga enters, choose a number between one and this
    Saga's final chapter number" and "This Saga enters with the chosen number of lore counters on
    it." — instead of 714.3a's one lore counter. Its other meaning (702.155a: chapter abilities
    that can't trigger the turn it entered) is read by :mod:`arbiter.mtg.objects.sagas`."""

    def text(self) -> str:
        return "Read ahead"


@dataclass(frozen=True, slots=True)
class AsEntersReveal(AsEnters):
    """ "As ~ enters, you may reveal a Giant (an Island or Swamp) card from your hand. If you don't,
    ~ enters tapped." — a card of ``what`` (subtypes, any one of them) in its controller's hand,
    revealed as it enters, or it enters tapped (CR 614.12, 614.1c, 701.20a)."""

    what: Filter  # its text "Giant", "Island or Swamp"

    def text(self) -> str:
        card = f"{article(self.what.text)} {self.what.text} card"
        return f"As ~ enters, you may reveal {card} from your hand. If you don't, ~ enters tapped."


@dataclass(frozen=True, slots=True)
class DiscardInstead(AsEnters):
    """ "If ~ would enter, you may discard a land card instead. If you do, put ~ onto the
    battlefield. If you don't, put it into its owner's graveyard." (Mox Diamond): a replacement
    effect on its entering (CR 614.1a, 614.12) — a land card of its controller's hand discarded as
    it enters, or it is put into its owner's graveyard instead."""

    def text(self) -> str:
        return (
            "If ~ would enter, you may discard a land card instead. If you do, put ~ onto the battlefield. "
            "If you don't, put it into its owner's graveyard."
        )


@dataclass(frozen=True, slots=True)
class SacrificeInstead(AsEnters):
    """ "If ~ would enter, sacrifice a Forest / an untapped Mountain / two untapped lands instead. If
    you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard." (Heart of
    Yavimaya, Lotus Vale): a replacement effect on its entering (CR 614.1a, 614.12) — ``count``
    permanents its controller controls that fit ``what`` sacrificed as it enters (701.21a), or it is
    put into its owner's graveyard instead (118.12: "If you don't" — the player chose not to, or
    couldn't)."""

    what: Filter  # "a Forest", "two untapped lands" (controlled by "you")
    count: int = 1

    def text(self) -> str:
        return (
            f"If ~ would enter, sacrifice {self.what.text} instead. If you do, put ~ onto the battlefield. "
            "If you don't, put it into its owner's graveyard."
        )


@dataclass(frozen=True, slots=True)
class CopyExceptions:
    """The exceptions of a copy effect (CR 707.9): they become part of the copy's copiable values
    (707.9b) — except the counters it enters with, a replacement effect on how it enters (614.1c)."""

    subtypes: tuple[str, ...] = ()  # "it's an Illusion in addition to its other types"
    types: frozenset[CardType] = frozenset()  # "it's an artifact in addition to its other types"
    abilities: tuple[Ability, ...] = ()  # "it has haste", it has "<a quoted ability>"
    nonlegendary: bool = False  # "it isn't legendary"
    # "it enters with an additional +1/+1 counter on it if it's a creature": (counter, card type)
    counters: tuple[tuple[str, CardType], ...] = ()
    pt: tuple[int, int] | None = None  # "except it's 1/1" (CR 707.9b: its base power and toughness)

    def clauses(self) -> list[str]:
        """The exceptions as printed, in Oracle order."""
        out: list[str] = [f"it's {self.pt[0]}/{self.pt[1]}"] if self.pt is not None else []
        names = [t.value.lower() for t in sorted(self.types, key=lambda t: t.value)]
        if self.subtypes or names:
            kinds = " ".join((*self.subtypes, *names))
            out.append(f"it's {'an' if kinds[0] in 'AEIOUaeiou' else 'a'} {kinds} in addition to its other types")
        has = [a.text().lower() for a in self.abilities if _is_keyword(a)]
        quoted = [a for a in self.abilities if not _is_keyword(a)]
        has += [f'"{line}"' for line in render_lines(tuple(quoted))]
        if has:
            out.append("it has " + " and ".join(has))
        for kind, card_type in self.counters:
            kind_of = f"{_article(card_type)} {card_type.value.lower()}"
            out.append(f"it enters with an additional {kind} counter on it if it's {kind_of}")
        if self.nonlegendary:
            out.append("it isn't legendary")
        return out

    def text(self) -> str:
        parts = self.clauses()
        if len(parts) <= 2:
            return " and ".join(parts)
        return ", ".join(parts[:-1]) + ", and " + parts[-1]


def _is_keyword(a: Ability) -> bool:
    from arbiter.mtg.ir.abilities import Keyword

    return isinstance(a, Keyword)


def _article(t: CardType) -> str:
    return "an" if t.value.lower()[0] in "aeiou" else "a"


@dataclass(frozen=True, slots=True)
class EnterAsCopy(AsEnters):
    """ "You may have ~ enter as a copy of any creature on the battlefield[, except …]." — a
    copy effect chosen as it enters (CR 707.2, 614.1c, 614.12); ``what`` are the permanents it
    may copy, ``noun`` their printed words."""

    what: Filter
    noun: str
    exceptions: CopyExceptions | None = None

    def text(self) -> str:
        tail = f", except {self.exceptions.text()}" if self.exceptions is not None else ""
        end = "" if tail.endswith('"') else "."
        return f"You may have ~ enter as a copy of {self.noun}{tail}{end}"
