"""What a player has or has chosen apart from objects (CR 725, 726, 701.54, 309, 702.179): the
monarch, the initiative, the Ring's temptations, the venture markers on dungeons and speed."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.mtg.ir.card import CardDef


@dataclass(frozen=True, slots=True)
class Monarch:
    """CR 725: the player who is the monarch, and the object standing for the designation (its
    triggered abilities, 725.2)."""

    player: int
    designation: int


@dataclass(frozen=True, slots=True)
class Initiative:
    """CR 726: the player who has the initiative, and the object standing for the designation
    (its three inherent triggered abilities, 726.2)."""

    player: int
    designation: int


@dataclass(frozen=True, slots=True)
class Speed:
    """CR 702.179: a player's speed (1 or more once they have one, 702.179b), and the object standing
    for its inherent triggered ability (702.179d) in their command zone. ``raised``: the last turn
    that ability triggered ("This ability triggers only once each turn"; 0: never)."""

    player: int
    speed: int
    designation: int
    raised: int = 0


@dataclass(frozen=True, slots=True)
class Ring:
    """CR 701.54: a player's emblem named The Ring (``emblem``, 701.54c), how many times the Ring
    has tempted that player (its abilities grow with the count) and their Ring-bearer, as (id,
    zone-change count), or None (701.54a–b)."""

    player: int
    emblem: int
    tempted: int
    bearer: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Room:
    """CR 309.4: a room of a dungeon — its name (flavor, 309.4b) and the rooms its arrows lead to
    (indices; none: the bottommost room)."""

    name: str
    leads_to: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Dungeon:
    """CR 309: a dungeon card — ``card`` holds its room abilities, the ability at index ``i``
    being the room ability of room ``i`` (309.4c); room 0 is the topmost room (309.4a).
    ``undercity``: it can be entered only by "venture into Undercity" (701.49d)."""

    card: CardDef
    rooms: tuple[Room, ...]
    undercity: bool = False

    @property
    def name(self) -> str:
        return self.card.name


@dataclass(frozen=True, slots=True)
class VentureMarker:
    """CR 309.4: ``player``'s venture marker, in room ``room`` of the dungeon card ``dungeon`` (an
    object in the command zone) whose rooms are ``rooms``."""

    player: int
    dungeon: int
    room: int
    rooms: tuple[Room, ...]

    @property
    def bottommost(self) -> bool:
        return not self.rooms[self.room].leads_to
