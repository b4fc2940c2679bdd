"""Conditions about the target an instruction before named (CR 608.2c): "Target creature gets
+2/+2 until end of turn. If it's an artifact creature, it gains indestructible until end of turn."
(Built to Last), "Tap target creature. If that creature is a Zombie, exile it." (Holy Justiciar),
"If that creature has toxic, draw a card." — checked as the instruction is reached, of the target
as it is then (608.2b: an illegal or vanished target fits nothing).

Read only after an instruction that leaves its target where it was (a permanent that was pumped,
tapped, dealt damage, given counters). After one that moves it, only "Exile target card from a
graveyard. If it was a creature card, …" is read (:func:`if_exiled_card_was`): the card as it
last existed in the graveyard (608.2h, 400.7) — its card types."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.noun_phrase import noun_phrase
from arbiter.mtg.effects.choose_target import ChooseTarget
from arbiter.mtg.effects.combat import CantBeBlockedThisTurn, CantBlockThisTurn
from arbiter.mtg.effects.conditional import ThenInstruction, with_condition
from arbiter.mtg.effects.continuous import GainKeywordUntilEOT, ModifyPT
from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.keyword_grants import GainKeywordsUntilEOT
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.effects.zones import ExileIt
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.object_conditions import ObjectIs, Which

if TYPE_CHECKING:
    from arbiter.cards.oracle.context import Ctx
    from arbiter.cards.oracle.effects import _Reading
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.effect import Effect

# the instructions after which their target is still the permanent it was — "Choose target
# creature." too: it only names the target (CR 115.1), so "If it's tapped, …" asks about that
# target, not the source (608.2c)
_STAYS = (ModifyPT, GainKeywordUntilEOT, GainKeywordsUntilEOT, PutCounters, Tap, DealDamage, CantBlockThisTurn,
          CantBeBlockedThisTurn, ChooseTarget)  # fmt: skip


def target_is(text: str, ctx: Ctx) -> Condition | None:
    """ "that creature is a Human" / "it's white" / "that land is a Forest" / "that creature has
    toxic": the target the pronoun names (CR 608.2c), fitting the description — a noun with
    "a"/"an", adjectives, or "has <keyword>" / "has a +1/+1 counter on it"."""
    stat = re.fullmatch(r"(it|that [a-z]+)'s (power|toughness) is (\d+) or (less|greater)", text)
    if stat is not None:  # "that creature's power is 0 or less" (CR 208.1)
        text_as = f"{stat.group(1)} has {stat.group(2)} {stat.group(3)} or {stat.group(4)}"
        found = target_is(text_as, ctx)
        return replace(found, text=text) if found is not None else None
    m = re.fullmatch(r"(it|that [a-z]+)(?: is|'s| (has)) (.+)", text)
    if m is None or not ctx.targets:
        return None
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind not in ("it", "that"):
        return None
    quality = m.group(3)
    article = re.match(r"(?:a|an) ", quality)
    if m.group(2):  # "that creature has toxic", "… has a +1/+1 counter on it"
        what = noun_phrase(f"permanent with {quality}")
    else:
        what = noun_phrase(quality[article.end() :] if article else f"{quality} permanent")
    if what is None or what.controller or what.other:
        return None
    return ObjectIs(text, Which.TARGET, replace(what, text=quality), ref.index)


def if_target_is(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "If <the target> is <quality>, <instruction>." after an instruction that left the target
    where it was — 1 sentence read, or PASS."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    m = re.fullmatch(r"(Then if|If) ((?:it|that [a-z]+)(?: is|'s| has) [^,]+), (.+)\.", s)
    if m is None or not isinstance(r.last, _STAYS) or m.group(3).endswith(" instead"):
        return PASS
    condition = target_is(m.group(2), r.ctx)
    if condition is None:
        return PASS
    ctx = r.ctx
    mark = len(ctx.targets)
    rest = m.group(3)
    also = ""
    if " also " in rest:  # "If that creature is a token, it also gains deathtouch until end of turn."
        also, _, tail = rest.partition(" also ")
        rest = f"{also} {tail}"
        also = also if also.startswith("~") else also[0].upper() + also[1:]
    inner = sentence((rest if rest.startswith("~") else rest[0].upper() + rest[1:]) + ".", ctx)
    if inner is None or (also and inner.decides):
        del ctx.targets[mark:]
        return PASS
    made: Effect = with_condition(condition, inner, also=also)
    if m.group(1) == "Then if":
        made = ThenInstruction(made)  # CR 608.2c: after the instruction before
    if made.text(tuple(ctx.targets)) != s:
        del ctx.targets[mark:]
        return PASS
    r.effects.append(made)
    return 1


_CARD_TYPES = {t.value.lower(): t for t in CardType}


def if_exiled_card_was(r: _Reading, i: int, s: str) -> int | Pass | None:
    """ "If it was a creature card, <instruction>." after "Exile target card from a graveyard." (CR
    608.2c, 608.2h): the card as it last existed in the graveyard — read by its card types, which
    are the same in exile (400.7 makes it a new object, not a different card) — 1 sentence read,
    or PASS."""
    from arbiter.cards.oracle.effects import _clause  # (the grammar recurses: "… and you gain 1 life")

    m = re.fullmatch(r"If it was an? ([a-z]+) card, (.+)\.", s)
    last = r.last
    if m is None or m.group(1) not in _CARD_TYPES or not isinstance(last, ExileIt) or last.to.kind != "target":
        return PASS
    spec = r.ctx.targets[last.to.index] if last.to.index < len(r.ctx.targets) else None
    if spec is None or spec.what is None or spec.what.zone is not Zone.GRAVEYARD:
        return PASS
    mark = len(r.ctx.targets)
    inner = _clause(r, m.group(2) + ".")
    if inner is None or inner.decides or len(r.ctx.targets) != mark:
        del r.ctx.targets[mark:]
        return PASS
    kind = _CARD_TYPES[m.group(1)]
    what = Filter(f"{m.group(1)} card", frozenset({kind}))
    condition = ObjectIs(f"it was a {m.group(1)} card", Which.EXILED_TARGET, what, last.to.index)
    made = with_condition(condition, inner)
    if made.text(tuple(r.ctx.targets)) != s:
        return PASS
    r.effects.append(made)
    return 1
