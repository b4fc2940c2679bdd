"""The replacement effects that change how many tokens an effect creates (CR 614.1a, 111.1),
each applied once to the event (616.1): with two "twice that many" effects, four times as many.
Only doubling is read, so the order the creating player would choose can't change the result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.token_replacement import TokensCreatedReplaced

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def tokens_to_create(g: Game, creator: int, n: int) -> int:
    """CR 614.1a, 616.1: how many tokens an effect creates under ``creator``'s control instead of
    ``n`` — each "twice that many" of a permanent ``creator`` controls (as it has its abilities
    now, 613.1f) applied once."""
    from arbiter.mtg.layers import statics

    st = g.state
    if n <= 0 or not st.grant_sources:
        return n
    changed = n
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or src.controller != creator:
            continue
        if not any(isinstance(s, TokensCreatedReplaced) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has one)
        for s in statics(g, src):
            if isinstance(s, TokensCreatedReplaced):
                changed = s.changed(changed)
                g.log(ev.EffectCreated("614.1a", src.label, msg("{amount} tokens are created instead", amount=changed)))
    return changed
