"""The replacement effects that change how many counters are put on a permanent (CR 614.1a,
122.6: counters it enters with are put on it too), applied once each (616.1). The affected
permanent's controller would order them (616.1); the engine doesn't ask: "plus one" and "minus
one" apply before "twice" (more +1/+1 counters, fewer -1/-1 counters with one of each: an order
its controller would choose)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.counter_replacement import CountersPutReplaced

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def _applicable(g: Game, o: GameObject, kind: str) -> list[CountersPutReplaced]:
    """The counter replacements of permanents on the battlefield that apply to ``kind`` counters
    being put on ``o`` (as their sources have them now, 613.1f)."""
    from arbiter.mtg.filtering import fits
    from arbiter.mtg.layers import statics

    st = g.state
    found: list[CountersPutReplaced] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or not any(isinstance(s, CountersPutReplaced) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has one)
        for s in statics(g, src):
            if not isinstance(s, CountersPutReplaced) or s.kind not in ("", kind):
                continue
            if (src.id == o.id) if s.what is None else fits(g, s.what, o, src.controller, src.id):
                found.append(s)
    return found


def counters_to_put(g: Game, o: GameObject, kind: str, n: int) -> int:
    """CR 614.1a, 616.1: how many ``kind`` counters are put on the permanent ``o`` instead of ``n``."""
    if n <= 0 or not g.state.grant_sources or o.zone is not Zone.BATTLEFIELD:
        return n
    found = _applicable(g, o, kind)
    if not found:
        return n
    for s in sorted(found, key=lambda s: s.change == "twice"):
        n = max(0, s.changed(n))
    g.log(
        ev.EffectCreated("614.1a", o.label, msg("{amount} {kind} counters are put on it instead", amount=n, kind=kind))
    )
    return n
