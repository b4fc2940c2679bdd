"""Keyword actions without a family of their own (CR 701): amass and discover (in
:mod:`..keyword_actions`), explore (701.44a), connive (701.50a), manifest dread (701.62a), earthbend (701.66a)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.keyword_actions import keyword_action
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.earthbend import Earthbend
from arbiter.mtg.effects.keywords import Connive, ConvokersConnive
from arbiter.mtg.effects.manifest import ManifestDread, PutDreadCardIntoHand
from arbiter.mtg.model import Explore, Ref


def _explores(m: re.Match[str], ctx: Ctx) -> Result:
    return Explore() if ctx.it == "self" else PASS  # CR 701.44a


def _target_explores(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature you control explores." (CR 701.44a: the target is the exploring permanent)."""
    ref = ctx.target(m.group(1)[0].lower() + m.group(1)[1:])
    if ref is None or ref.kind != "target":
        return None
    made = Explore(ref)
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _earthbend(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Earthbend N." (CR 701.66a: "Target land you control becomes …") — the keyword action's target."""
    ref = ctx.target("target land you control")
    return Earthbend(int(m.group(1)), ref) if ref is not None and ref.kind == "target" else None


def _connives(m: re.Match[str], ctx: Ctx) -> Result:
    phrase = m.group(1)
    ref = Ref("this") if phrase == "~" else ctx.target(phrase)
    return Connive(ref) if ref is not None and (ref.kind != "target" or targeted(ref)) else None  # CR 701.50a


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"(?:Amass|Discover) .*|Learn\.", lambda m, ctx: keyword_action(m.string), re.S),
    rule(r"(?:It|~) explores\.", _explores),
    rule(r"(Target creature you control|Target creature) explores\.", _target_explores),
    rule(rf"(~|{_TGT}) connives\.", _connives, lowered=True),
    rule(r"Each creature that convoked ~ connives\.", lambda m, ctx: ConvokersConnive()),  # CR 702.51c, 701.50d
    rule(r"Earthbend (\d+)\.", _earthbend),  # CR 701.66a
    rule(r"Manifest dread( twice)?\.", lambda m, ctx: ManifestDread(2 if m.group(1) else 1)),  # CR 701.62a
    rule(r"Manifest dread, then attach ~ to that creature\.", lambda m, ctx: ManifestDread(attach=True)),  # 701.3a
    rule(
        r"Manifest dread X times, then put X \+1/\+1 counters on each of those creatures\.",
        lambda m, ctx: ManifestDread(x_times=True),
    ),  # CR 701.62a, 107.3a
    rule(
        r"Put a card you put into your graveyard this way into your hand\.",
        lambda m, ctx: PutDreadCardIntoHand() if ctx.triggered else None,
    ),  # CR 701.62b (after "Whenever you manifest dread")
)
