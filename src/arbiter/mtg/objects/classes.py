"""Class cards (CR 716): class levels and the abilities of each level.

"[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N. Activate only if
this Class is level N-1 and only as a sorcery" and "As long as this Class is level N or greater,
it has [abilities]" (716.2a). A level is a designation (716.2b), kept here in the permanent's
``marks`` ("class level N"; none: level 1, 716.2d), so it is gone when the permanent leaves the
battlefield (400.7).

What the Class has at its level reaches the rest of the engine through ``GameObject.card``: at
level 2 or more ``card`` is the Class with the abilities of the levels it has reached (each
:class:`ClassBand` of the printed card opened in place), and ``front`` holds the printed card —
the same slots a double-faced permanent uses, so that off the battlefield it is the printed card
again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, msg
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Static, render_lines
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.model import CardDef
    from arbiter.mtg.state import GameObject
    from arbiter.mtg.triggers.look import Look

CLASS_LAYOUT = "class"


@dataclass(frozen=True, slots=True)
class ClassBand(Static):
    """CR 716.2a: the abilities printed in the text box section of a class level bar — the Class
    has them as long as it is level ``level`` or greater (until then they do nothing)."""

    level: int
    abilities: tuple[Ability, ...] = ()

    def text(self) -> str:
        return "\n".join(render_lines(self.abilities))


@dataclass(frozen=True, slots=True)
class GainClassLevel(Effect):
    """The effect of a class level bar: "This Class's level becomes N." (CR 716.2a)."""

    level: int
    text_: str = ""  # the bar's printed words ("{2}{G}: Level 2"), rendered by its ability

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class ClassLevelIs(Condition):
    """ "Activate only if this Class is level N" (CR 716.2a)."""

    level: int


@dataclass(frozen=True, slots=True)
class ClassLevelGained(Event):
    """A Class became level ``level`` (CR 716.2a) — "When this Class becomes level N" triggers."""

    obj: int
    name: str
    level: int

    def text(self) -> str:
        return msg("{card} becomes level {level}.", card=CardName(self.name), level=self.level)


def class_level(o: GameObject) -> int:
    """CR 716.2b, 716.2d: the permanent's level (1 without one)."""
    levels = [int(m.rsplit(" ", 1)[1]) for m in o.marks if m.startswith("class level ")]
    return max(levels, default=1)


def at_level(card: CardDef, level: int) -> CardDef:
    """The printed Class ``card`` with the abilities of its level bars up to ``level`` (716.2a)."""
    opened: list[Ability] = []
    for a in card.abilities:
        if isinstance(a, ClassBand) and a.level <= level:
            opened.extend(a.abilities)
        else:
            opened.append(a)
    return replace(card, abilities=tuple(opened))


def level_trigger(n: int) -> str:
    """The trigger event of "When this Class becomes level N"."""
    return f"class level {n}"


def level_gained(look: Look, e: object) -> None:
    """ "When this Class becomes level N" (CR 603.2)."""
    assert isinstance(e, ClassLevelGained)
    o = look.g.state.objects.get(e.obj)
    if o is not None and o.zone is Zone.BATTLEFIELD and o.card.triggered:
        look.match(o, level_trigger(e.level))


@handles(GainClassLevel)
def _gain_level(g: Game, o: GameObject, e: GainClassLevel, legal: list[bool]) -> None:
    """CR 716.2a: the source's level becomes N (if it is still the same permanent, 400.7)."""
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.timestamp > o.timestamp:
        return
    printed = source.front if source.front is not None and source.front.layout == CLASS_LAYOUT else source.card
    others = frozenset(m for m in source.marks if not m.startswith("class level "))
    g.set(source, "marks", others | {f"class level {e.level}"})
    if printed.layout == CLASS_LAYOUT:
        g.set(source, "front", printed)
        g.set(source, "card", at_level(printed, e.level))
        st = g.state
        if source.card.affects_others and source.id not in st.grant_sources:
            g.set(st, "grant_sources", (*st.grant_sources, source.id))
    g.log(ClassLevelGained("716.2a", source.id, source.label, e.level))
