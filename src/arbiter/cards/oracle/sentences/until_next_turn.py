"""What lasts "until your next turn" (CR 611.2a, 500.4): for the player ("Until your next turn,
your life total can't change and you gain protection from everything.") and for objects ("Up to
one target creature gets -2/-1 until your next turn.", "Until your next turn, up to one target
creature gets -3/-0.", "Target creature can't attack or block until your next turn.", "Target
creature loses all abilities until your next turn.", "Until your next turn, prevent all damage that
would be dealt to you.") and "You gain hexproof until your next turn." (702.11c); and the player's
hexproof until end of turn ("You and permanents you control gain hexproof until end of turn.")."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.combat import CantBlockThisTurn
from arbiter.mtg.effects.continuous import GainKeywordUntilEOT, LoseAllAbilities, ModifyPT
from arbiter.mtg.effects.keyword_grants import GainKeywordsUntilEOT
from arbiter.mtg.effects.next_turn_duration import UntilYourNextTurnOn
from arbiter.mtg.effects.player_hexproof import YouGainHexproofThisTurn
from arbiter.mtg.effects.prevent_all import PreventAllThisTurn
from arbiter.mtg.effects.turn_restrictions import CantAttackThisTurn
from arbiter.mtg.effects.until_next_turn import QUALITIES, FirstThenUntilYourNextTurn, UntilYourNextTurn
from arbiter.mtg.ir.effect import Effect

# the instructions whose effects are kept until the next turn instead (each makes only effects
# until end of turn: :mod:`arbiter.mtg.effects.next_turn_duration`) — P/T changes and keywords
# (613.4c, 613.1f), all abilities lost (613.1f), can't attack or block (508.1c, 509.1b), and
# prevention of all damage (615.1a; not "the next time", 615.8, which is used up)
_ON_OBJECTS = (
    ModifyPT,
    GainKeywordUntilEOT,
    GainKeywordsUntilEOT,
    CantAttackThisTurn,
    CantBlockThisTurn,
    LoseAllAbilities,
    PreventAllThisTurn,
)


def _until_your_next_turn(m: re.Match[str], ctx: Ctx) -> Result:
    parts = m.group(1).split(" and ")
    if any(p not in QUALITIES for p in parts) or len(set(parts)) != len(parts):
        return _on_objects(m.group(1)[0].upper() + m.group(1)[1:], m.group(0), ctx)
    return UntilYourNextTurn(tuple(parts))


def _on_objects(body: str, sentence: str, ctx: Ctx) -> Result:
    """CR 611.2a: "<instruction> until your next turn." — the same instruction "until end of turn"
    or "this turn", its effects kept until the next turn of the spell's or ability's controller."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (the grammar recurses)

    if re.search(r"\bX\b", body):
        return PASS  # (a count: not read here)
    quality = body[0].lower() + body[1:]
    if quality in QUALITIES:  # "You gain hexproof until your next turn." — of the player (702.11c)
        return UntilYourNextTurn((quality,), sentence)
    mark = len(ctx.targets)
    for inner in (f"{body} until end of turn.", f"{body} this turn."):
        e: Effect | None = plain_sentence(inner, ctx)
        if isinstance(e, _ON_OBJECTS) and not (isinstance(e, PreventAllThisTurn) and e.rule.once):
            return UntilYourNextTurnOn(e, sentence)
        del ctx.targets[mark:]
    return PASS


def _you_and_permanents(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You and permanents you control gain hexproof until end of turn." (CR 702.11c, 611.2a): the
    player's hexproof until end of turn and the ordinary grant to the permanents."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (the grammar recurses)

    group = m.group(1)
    grant = plain_sentence(f"{group[0].upper()}{group[1:]} gain hexproof until end of turn.", ctx)
    if not isinstance(grant, ModifyPT) or grant.keywords != ("hexproof",) or grant.power or grant.toughness:
        return None
    made = YouGainHexproofThisTurn(grant, group)
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _first_then_qualities(m: re.Match[str], ctx: Ctx) -> Result:
    """ "<instruction>, and until your next turn, <quality> and <quality>." (Perch Protection): the
    instruction, then the player's qualities until their next turn (CR 608.2c, 611.2a)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (the grammar recurses)

    mark = len(ctx.targets)
    first = plain_sentence(f"{m.group(1)}.", ctx)
    parts = m.group(2).split(" and ")
    if first is None or first.decides or len(ctx.targets) != mark or any(p not in QUALITIES for p in parts):
        return None
    made = FirstThenUntilYourNextTurn(first, UntilYourNextTurn(tuple(parts)))
    return made if made.text(tuple(ctx.targets)) == m.string else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"(All permanents you control phase out), and until your next turn, (.+)\.", _first_then_qualities),
    rule(r"You gain hexproof until end of turn\.", lambda m, ctx: YouGainHexproofThisTurn()),  # CR 702.11c
    rule(r"You and ([a-z ]+ you control) gain hexproof until end of turn\.", _you_and_permanents),
    rule(r"Until your next turn, (.+)\.", _until_your_next_turn),
    rule(r"(.+) until your next turn\.", lambda m, ctx: _on_objects(m.group(1), m.group(0), ctx)),
)
