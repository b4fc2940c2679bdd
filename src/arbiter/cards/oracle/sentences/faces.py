"""Sentences that turn a double-faced permanent over (CR 701.27, 712): "Transform ~.", "Exile ~,
then return it to the battlefield transformed …", "Return it to the battlefield transformed …"."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.mtg.effects.transform import (
    ExileReturnTransformed,
    ReturnDeadTransformed,
    TransformThis,
)
from arbiter.mtg.ir.effect import Effect


def _return_dead(m: re.Match[str], ctx: Ctx) -> Result:
    if ctx.it != "source":
        return PASS  # "it" is the card the source became in the graveyard only after "When ~ dies"
    return ReturnDeadTransformed(tapped=bool(m.group(1)))


PRODUCTIONS: tuple[Production, ...] = (
    exact("Transform ~.", lambda m, ctx: TransformThis()),
    rule(
        r"Exile ~, then return it to the battlefield( transformed)?(?: under (your|its owner's) control)?\.",
        lambda m, ctx: ExileReturnTransformed(
            owner=None if m.group(2) is None else m.group(2) != "your", transformed=bool(m.group(1))
        ),
    ),
    rule(r"Return it to the battlefield (tapped and )?transformed under its owner's control\.", _return_dead),
)


def passage(sentences: list[str], i: int) -> tuple[Effect, int] | None:
    """A passage of several sentences from sentence ``i`` that is one instruction, and how many
    sentences it took; None if none starts there. (Delver of Secrets' "Look at the top card of your
    library. You may reveal that card. …" is read sentence by sentence, with "that card" bound by
    the look: :func:`arbiter.cards.oracle.sentences.player_library.look_at_top`.)"""
    return None
