"""When spells may be cast (CR 117.1a, 307.1): sorcery timing, flash and "as though it had
flash" (702.8a), and split second (702.61a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.mtg.characteristics import has_keyword
from arbiter.mtg.enums import MAIN_PHASES
from arbiter.mtg.model import (
    CardDef,
    CastAsThoughFlash,
)

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def sorcery_timing_ok(g: Game, player: int) -> bool:
    """CR 307.1 / 117.1a: main phase of your turn, stack empty (and you hold priority)."""
    st = g.state
    return st.active == player and st.step in MAIN_PHASES and not st.stack


def as_though_flash(g: Game, player: int) -> bool:
    """An effect lets the player cast spells as though they had flash (CR 702.8a)."""
    st = g.state
    if st.effects and any(e.kind == "flash" and e.value == player for e in st.effects):
        return True
    if not st.grant_sources:
        return False
    return any(
        st.objects[i].controller == player and any(isinstance(s, CastAsThoughFlash) for s in st.objects[i].card.statics)
        for i in st.grant_sources
    )


def split_second(g: Game) -> bool:
    """CR 702.61a: a spell with split second is on the stack."""
    st = g.state
    return any(st.objects[i].source is None and has_keyword(g, st.objects[i], "split second") for i in st.stack)


def cast_timing_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    if card.is_instant or has_flash(card) or (not card.is_land and as_though_flash(g, player)):
        return None
    if card.is_land:
        return IllegalAction(f"{card.name} is a land: lands are played, not cast", "305.9")
    if not sorcery_timing_ok(g, player):
        return IllegalAction(f"{card.name} can be cast only in your main phase with an empty stack", "307.1", "117.1a")
    return None


def has_flash(card: CardDef) -> bool:
    return "flash" in card.keywords
