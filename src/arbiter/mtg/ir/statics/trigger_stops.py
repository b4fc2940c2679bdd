"""Static abilities that keep events from triggering abilities (CR 603.2, 604.1): "Creatures
entering don't cause abilities to trigger." (Torpor Orb, Hushwing Gryff), "Artifacts and creatures
entering don't cause abilities to trigger." (Doorkeeper Thrull), "Creatures entering or dying don't
cause abilities to trigger." (Hushbringer); and the one that makes them trigger once more (603.2d:
Panharmonicon). The engine side is :mod:`arbiter.mtg.triggers.stopped`."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import Static

_PLURAL = {CardType.ARTIFACT: "artifacts", CardType.CREATURE: "creatures"}


@dataclass(frozen=True, slots=True)
class EnteringDoesntTrigger(Static):
    """ "<Kinds> entering [or dying] don't cause abilities to trigger.": a triggered ability whose
    trigger event is a permanent of one of ``kinds`` entering the battlefield (CR 603.6a) — or,
    with ``dying``, a creature dying (700.4) — doesn't trigger on it, whoever controls either.
    Replacement effects ("enters with", "as ~ enters", 614.1c, 614.12) aren't triggers and still
    apply."""

    affects_others = True

    kinds: frozenset[CardType]
    dying: bool = False

    def text(self) -> str:
        words = [_PLURAL[k] for k in (CardType.ARTIFACT, CardType.CREATURE) if k in self.kinds]
        kinds = " and ".join(words)
        event = "entering or dying" if self.dying else "entering"
        return f"{kinds[0].upper()}{kinds[1:]} {event} don't cause abilities to trigger."


_KIND_PHRASE = {
    frozenset({CardType.ARTIFACT, CardType.CREATURE}): "an artifact or creature",
    frozenset({CardType.LAND}): "a land",
}


@dataclass(frozen=True, slots=True)
class EnteringTriggersAgain(Static):
    """ "If <a permanent of kinds> entering causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time." (Panharmonicon; CR 603.2d): each such
    ability of a permanent its controller controls triggers once more for each of these; ``kinds``
    empty: any permanent ("If a permanent entering …")."""

    affects_others = True

    kinds: frozenset[CardType] = frozenset()
    dying: bool = False  # "If a creature dying causes …" (Teysa Karlov; CR 700.4): the event is a creature dying

    def text(self) -> str:
        if self.dying:
            noun, event = "a creature", "dying"
        else:
            noun, event = _KIND_PHRASE.get(self.kinds, "a permanent"), "entering"
        return (
            f"If {noun} {event} causes a triggered ability of a permanent you control to trigger, "
            "that ability triggers an additional time."
        )


@dataclass(frozen=True, slots=True)
class RoomAbilitiesTriggerAgain(Static):
    """ "Room abilities of dungeons you own trigger an additional time." (Hama Pashar, Ruin Seeker;
    CR 603.2d, 309.4c): each time its controller moves their venture marker into a room, that
    room's ability triggers once more for each of these they control."""

    affects_others = True

    def text(self) -> str:
        return "Room abilities of dungeons you own trigger an additional time."
