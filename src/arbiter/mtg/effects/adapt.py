"""Keyword actions that grow their own permanent once (CR 701.46, 701.37): "Adapt N." — "If this
permanent has no +1/+1 counters on it, put N +1/+1 counters on it." (701.46a) — and "Monstrosity
N." — "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous."
(701.37a; monstrous is a designation it keeps until it leaves the battlefield, 701.37b). The
permanent is the ability's source, only as the object it was when the ability was activated
(400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.state import SourceSeen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

MONSTROUS = "monstrous"


@dataclass(frozen=True, slots=True)
class BecameMonstrous(ev.EffectCreated):
    """CR 701.37b: a permanent became monstrous — what "When ~ becomes monstrous" triggers on."""

    obj: int = -1


@dataclass(frozen=True, slots=True)
class GrowOnce(Effect):
    """ "Adapt N." (701.46a) or, with ``monstrosity``, "Monstrosity N." (701.37a)."""

    n: int
    monstrosity: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{'Monstrosity' if self.monstrosity else 'Adapt'} {self.n}."


@handles(GrowOnce)
def _grow_once(g: Game, o: GameObject, e: GrowOnce, legal: list[bool]) -> None:
    src = g.state.objects.get(o.source) if o.source is not None else None
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    if src is None or src.zone is not Zone.BATTLEFIELD or (seen is not None and seen.zcc != src.zcc):
        return  # CR 400.7: it left the battlefield; a new object isn't "this permanent"
    if e.monstrosity:
        if MONSTROUS in src.marks:
            return  # CR 701.37a: already monstrous — nothing happens
        add_counters(g, src, "+1/+1", e.n, "701.37a")
        g.set(src, "marks", src.marks | {MONSTROUS})
        g.log(BecameMonstrous("701.37b", src.label, msg("becomes {mark}", mark=MONSTROUS), obj=src.id))
        return
    if src.counter("+1/+1") == 0:
        add_counters(g, src, "+1/+1", e.n, "701.46a")  # CR 701.46a: only with none on it
