"""Prevention effects as data (CR 615): which damage an effect prevents — who would be dealt it
(``to``), what would deal it (``by``), combat or noncombat only — and how much of it (all of it,
615.1a, or "N of that damage", 615.10). The same rule stands in a static ability ("Prevent all
damage that would be dealt to ~ by creatures.", 604.1) and in an effect that lasts for the turn
("Prevent all combat damage that would be dealt by target creature this turn.", 611.2a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static

if TYPE_CHECKING:
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class Party:
    """One party a prevention effect names: a recipient of the damage or its source.

    ``kind`` is "this" (the effect's source, "~"), "attached" (the creature the source Aura or
    Equipment is attached to), "you" (the effect's controller), "players" (any player), "group"
    (each permanent or source fitting ``filter``, read when the damage would be dealt — a
    prevention effect doesn't lock in its objects, 611.2c applies only to characteristics and
    control), or, once a spell or ability has resolved, "object" (that object, ``id`` and
    ``zcc``, 400.7; with a ``filter``, only while it still has those properties, 609.7b) and
    "player" (the player ``id``). ``spell``: the object was chosen as a permanent spell, so the
    permanent it becomes is that source too (609.7a)."""

    kind: str
    filter: Filter | None = None
    id: int = -1
    zcc: int = 0
    spell: bool = False


@dataclass(frozen=True, slots=True)
class PreventionRule:
    """CR 615.1: the damage one prevention effect applies to. Damage fits when its recipient is
    one of ``to`` and its source one of ``by`` (empty: any); with ``either`` ("dealt to and dealt
    by …") when either holds. ``combat``: "" any damage, "combat" or "noncombat" (510.2).
    ``amount``: None prevents all of it, N prevents N of each such event (615.10). ``once``:
    "the next time …" — used up once it has prevented damage (615.8)."""

    to: tuple[Party, ...] = ()
    by: tuple[Party, ...] = ()
    combat: str = ""
    either: bool = False
    amount: int | None = None
    once: bool = False


@dataclass(frozen=True, slots=True)
class PreventDamage(Static):
    """A static prevention effect (CR 615, 604.1): "Prevent all damage that would be dealt to ~.",
    "Prevent all combat damage that would be dealt by enchanted creature.", "If a red source would
    deal damage to you, prevent 2 of that damage.". ``counter``: the Phantoms' "Remove a +1/+1
    counter from ~." done each time the effect applies to a damage event (615.5: an effect that
    prevents damage may do something more), once however many sources deal damage at the same
    time (510.2: combat damage is one event)."""

    affects_others = True  # its permanent is looked at whoever is dealt the damage

    rule: PreventionRule
    text_: str
    counter: str = ""

    def text(self) -> str:
        return self.text_
