"""Records of an object's status kept in the game state beside the object (CR 110.5, 702.26,
722.3): a permanent phased out, and the copy in exile of a prepared permanent's prepare spell."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PhasedOut:
    """CR 702.26b: a permanent phased out — ``obj``, the player who controlled it as it phased out
    (it phases in in that player's untap step, 502.1), whether it phased out indirectly with the
    permanent it is attached to (702.26g), the object it was attached to then as (id, zone-change
    count), for one that phased out directly (702.26i), and ``until``: phased out until that object
    (id, zone-change count) leaves the battlefield (610.4), so not phasing in in an untap step
    (610.4a); ``tap``: tapped as it phases in that way."""

    obj: int
    controller: int
    indirectly: bool = False
    host: tuple[int, int] | None = None
    until: tuple[int, int] | None = None
    tap: bool = False


@dataclass(frozen=True, slots=True)
class PreparedCopy:
    """CR 722.3c: the copy of a prepared permanent's prepare spell, made in exile as the permanent
    gained the prepared designation — the permanent and the copy, each as (id, zone-change count).
    The copy stays in exile while that permanent is on the battlefield with the designation (an
    exception to 704.5e), and the permanent's controller may cast it."""

    permanent: int
    zcc: int
    copy: int
    copy_zcc: int
