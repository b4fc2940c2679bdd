"""Instructions delayed to a moment the text names (CR 603.7): "At the beginning of your next main
phase, add an amount of {C} equal to that spell's mana value." (Mana Drain, 505.1) and "<instruction>
at the beginning of the next turn's upkeep." (503.1) — performed by a delayed triggered ability,
which has no targets of its own: its instruction may name the creating spell's target only by
what is found of it as the spell resolves ("its controller", "that spell's mana value", 608.2h)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import Pass
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.copies import CopySpell
from arbiter.mtg.effects.end_of_combat import NEXT_MAIN_PHASE, NEXT_TURNS_UPKEEP, YOUR_NEXT_UPKEEP
from arbiter.mtg.effects.next_cast import WhenYouNextCast
from arbiter.mtg.effects.next_moments import AtBeginningOfNext
from arbiter.mtg.effects.stack import UnlessPlayerPays
from arbiter.mtg.ir.amounts import Count
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import Ref

# the references a delayed instruction can make: its controller, the players, and what is kept of
# the creating spell's targets (the controller, 608.2h)
_KEPT_REFS = frozenset({"you", "its controller", "each opponent", "each player"})


def _delayed(moment: str, words: str, ctx: Ctx, prefix: bool, printed: str) -> Result:
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    mark = len(ctx.targets)
    inner = sentence(words[0].upper() + words[1:] + ".", ctx)
    if inner is None or len(ctx.targets) != mark or not _kept_only(inner):
        del ctx.targets[mark:]
        return PASS
    made = AtBeginningOfNext(moment, inner, prefix)
    return made if made.text(()) == printed else PASS


def _kept_only(x: object) -> bool:
    """Whether the instruction refers only to players and to a target's controller or mana value."""
    if isinstance(x, Ref):
        return x.kind in _KEPT_REFS
    if isinstance(x, Count):
        return x.target is None or x.stat == "mana value"
    if isinstance(x, tuple):
        return all(_kept_only(y) for y in x)
    fields = getattr(x, "__dataclass_fields__", None)
    return fields is None or all(_kept_only(getattr(x, f)) for f in fields)


def _at_next_main_phase(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 603.7a, 505.1: "At the beginning of your next main phase, <instruction>."."""
    return _delayed(NEXT_MAIN_PHASE, m.group(1), ctx, True, m.string)


def _at_next_turns_upkeep(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 603.7a, 503.1: "<instruction> at the beginning of the next turn's upkeep."."""
    return _delayed(NEXT_TURNS_UPKEEP, m.group(1), ctx, False, m.string)


def pay_at_next_upkeep(effects: list[Effect], sentences: list[str], i: int, ctx: Ctx) -> int | Pass | None:
    """ "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game."
    (the Pacts): two sentences, one delayed triggered ability (CR 603.7a) for the controller's next
    upkeep (503.1), which asks its controller to pay as it resolves — a cost paid during the
    resolution, which they may decline; only if they don't is the instruction followed (118.12)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (the grammar recurses)

    m = re.fullmatch(r"At the beginning of your next upkeep, pay ((?:\{[WUBRGC0-9]\})+)\.", sentences[i].strip())
    if m is None or i + 1 >= len(sentences):
        return PASS
    then = re.fullmatch(r"If you don't, (.+)", sentences[i + 1].strip())
    cost = ManaCost.parse(m.group(1))
    if then is None or cost is None:
        return None
    mark = len(ctx.targets)
    inner = plain_sentence(then.group(1)[0].upper() + then.group(1)[1:], ctx)
    if inner is None or len(ctx.targets) != mark or not _kept_only(inner):
        del ctx.targets[mark:]
        return None
    effects.append(AtBeginningOfNext(YOUR_NEXT_UPKEEP, UnlessPlayerPays(inner, Ref("you"), cost, "pay")))
    return 2


def _when_you_next_cast(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 603.7a, 603.2: "When you next cast an instant or sorcery spell this turn, copy that
    spell." — the instruction read as a cast trigger's ("that spell": the spell cast)."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    body = m.group(1)
    said, ctx.it = ctx.it, "spell"
    try:
        e = sentence(body[0].upper() + body[1:] + ".", ctx)
    finally:
        ctx.it = said
    return WhenYouNextCast(e) if isinstance(e, CopySpell) and e.to == Ref("that spell") else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"When you next cast an instant or sorcery spell this turn, (.+)\.", _when_you_next_cast),
    rule(r"At the beginning of your next main phase, (.+)\.", _at_next_main_phase),
    rule(r"(.+) at the beginning of the next turn's upkeep\.", _at_next_turns_upkeep),
)
