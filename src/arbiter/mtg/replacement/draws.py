"""Replacement effects on a draw (CR 614.11, 121.6): "If you would draw a card, draw two cards
instead." (Thought Reflection; Vnwxt's max speed ability, 702.178a).

Each such effect applies once to a draw (614.5): the two draws that replace it may each be replaced
by another such effect, not by the same one — two of them make a draw four cards. Dredge (702.52a)
is offered first for each draw (:func:`arbiter.mtg.zones.draw`); answering "draw" there lets the
doubling apply, and each of the two draws is offered dredge again: the same outcomes as the
affected player ordering the two effects (616.1) — dredge instead of the draw, or two draws each
of which may be dredged."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.grants import GrantToControlled
from arbiter.mtg.ir.statics.replacement import DrawsTwoInstead
from arbiter.mtg.layers import statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

RULE = "614.11"
# the effects already applied to the draw being replaced (CR 614.5), by key "<source id>/<n>"
_USED: ContextVar[frozenset[str]] = ContextVar("draws_replaced", default=frozenset())


def _applicable(g: Game, player: int) -> list[tuple[str, GameObject]]:
    """The draw-doubling effects of permanents ``player`` controls not yet applied to this draw, in
    timestamp order — each read from the abilities its source has now (613.1f)."""
    st = g.state
    used = _USED.get()
    found: list[tuple[str, GameObject]] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or src.controller != player or not _may_double(src):
            continue  # (printed statics first: the layers only for a source that has or may grant itself one)
        for i, s in enumerate(statics(g, src)):
            key = f"{src.id}/{i}"
            if isinstance(s, DrawsTwoInstead) and key not in used:
                found.append((key, src))
    return sorted(found, key=lambda f: f[1].timestamp)


def doubling_source(g: Game, player: int) -> GameObject | None:
    """The permanent whose "draw two cards instead" would apply to ``player``'s draw now, or None —
    for the question of which replacement applies first when dredge could too (CR 616.1)."""
    found = _applicable(g, player) if g.state.grant_sources else []
    return found[0][1] if found else None


def _may_double(src: GameObject) -> bool:
    """Whether the source prints the effect or grants it to itself (CR 702.178a, layer 6)."""
    return any(
        isinstance(s, DrawsTwoInstead)
        or (isinstance(s, GrantToControlled) and s.self_only and any(isinstance(x, DrawsTwoInstead) for x in s.granted))
        for s in src.card.statics
    )


@contextmanager
def _applied(key: str) -> Iterator[None]:
    token = _USED.set(_USED.get() | {key})
    try:
        yield
    finally:
        _USED.reset(token)


def replaced(g: Game, player: int, rule: str) -> bool:
    """CR 614.11, 614.1a: ``player`` would draw a card — if a draw-doubling effect that hasn't
    applied to this draw applies, the player draws two cards instead (each a draw of its own, 121.2),
    and True. The effects are alike, so their order doesn't change the result (616.1)."""
    found = _applicable(g, player)
    if not found:
        return False
    from arbiter.mtg.zones import draw  # (a draw replaced by draws)

    key, src = found[0]
    name = g.state.players[player].name
    g.log(ev.EffectCreated(RULE, name, msg("draws two cards instead ({card})", card=CardName(src.label))))
    with _applied(key):
        draw(g, player, rule)
        draw(g, player, rule)
    return True
