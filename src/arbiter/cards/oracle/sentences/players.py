"""Sentences about players (CR 102, 119, 121, 104, 725): drawing ("Target player draws two
cards."), life ("You gain 3 life.", "Each opponent loses 1 life."), the monarch, winning and
losing the game, ending the turn (723)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import PLAYERS, THAT_CONTROLLERS, Ctx, player_word, players_word
from arbiter.cards.oracle.sentences.production import Production, Result, exact, rule
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.amounts import Count, Counted
from arbiter.mtg.effects.cast_prohibitions import CantCastThisTurn, CantPlayLandsThisTurn
from arbiter.mtg.effects.clash import Clash
from arbiter.mtg.effects.draw_up_to import DrawUpTo
from arbiter.mtg.effects.life import LoseHalfLife, SetLifeTotal
from arbiter.mtg.effects.monarch import BecomeMonarch
from arbiter.mtg.effects.search_prohibitions import CantSearchThisTurn
from arbiter.mtg.effects.shared_draws import YouAndTargetDraw
from arbiter.mtg.effects.the_ring import RingTemptsYou
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.filters import CountOf, Filter
from arbiter.mtg.ir.statics.library_search import CantSearchLibraries
from arbiter.mtg.model import (
    Draw,
    DrawNextUpkeep,
    EndTheTurn,
    FlashThisTurn,
    GameOver,
    LifeChange,
    Ref,
)
from arbiter.mtg.turn.extra_turns import AtThatTurnsEndStep, SkipThatTurnsUntapStep, TakeExtraTurn


def _target_monarch(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1).lower())
    return BecomeMonarch(ref) if ref else None


def _draw_for_each_tapped(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Draw a card for each tapped creature target player controls." (counted as it resolves,
    CR 608.2h)."""
    who = ctx.target(m.group(1))
    if who is None:
        return None
    phrase = f"tapped creature {m.group(1)} controls"
    tapped = Filter(phrase, frozenset({CardType.CREATURE}), controller="you", tapped=True)
    return Counted(Draw(1, Ref("you")), Count(phrase, of=CountOf(phrase, tapped, player=who)), "for each")


def _draw(m: re.Match[str], ctx: Ctx) -> Result:
    s = m.string
    subject = m.group(1).rsplit(" ", 1)[0] if m.group(1) != "Draw" else "You"
    drawer = players_word(subject, ctx)
    amount = NUMBERS[m.group(2)]
    if drawer is None or (amount == 1) != s.endswith(" card."):
        return None
    additional = " additional card" in s  # CR 504.1: one more than the draw step's own draw
    drawing = Draw(amount, drawer, you_word=m.group(1) == "You draw", additional=additional)
    return drawing if drawing.text(tuple(ctx.targets)) == s else None


def _draw_x(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Draw X cards." / "Target player draws X cards." in a spell: X is the value announced as
    it was cast (CR 107.3a, 601.2b), or an activated ability's announced X (107.3k)."""
    if not ctx.x_ok:
        return None
    subject = m.group(1).rsplit(" ", 1)[0] if m.group(1) != "Draw" else "You"
    drawer = players_word(subject, ctx)
    if drawer is None:
        return None
    drawing = Draw("X", drawer, you_word=m.group(1) == "You draw")
    return drawing if drawing.text(tuple(ctx.targets)) == m.string else None


def _life(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 119.3: "<players> gain(s) / lose(s) N life."; X only in a spell (the value announced as
    it was cast or an activated ability's announced X, 107.3a)."""
    who = players_word(m.group(1), ctx)
    if who is None or (m.group(3) == "X" and not ctx.x_ok):
        return None
    amount: int | str = "X" if m.group(3) == "X" else int(m.group(3))
    life = LifeChange(amount, who, lose=m.group(2).startswith("lose"))
    return life if life.text(tuple(ctx.targets)) == m.string else None  # (verb agreement)


def _each_opponent_loses(m: re.Match[str], ctx: Ctx) -> Result:
    amount: int | str = m.group(1) if m.group(1) == "X" else int(m.group(1))
    return LifeChange(amount, Ref("each opponent"), lose=True)


def _at_that_turns_end_step(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 603.7a: "At the beginning of that turn's end step, you lose the game." right after "Take
    an extra turn after this one." — an instruction that names nothing else, performed by a
    delayed triggered ability at the end step of that extra turn."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    rest = m.group(1)
    if not isinstance(ctx.previous, TakeExtraTurn) or ctx.targets:
        return None
    if re.search(r"\b(?:it|its|that|those|them|they|their|this way|~)\b", rest):
        return None
    inner = sentence(rest[0].upper() + rest[1:] + ".", ctx)
    if inner is None or ctx.targets:
        del ctx.targets[:]
        return None
    made = AtThatTurnsEndStep(inner)
    return made if made.text(()) == m.string else None


def _skip_that_untap(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 614.10: "Skip the untap step of that turn." right after "Take an extra turn after this one."."""
    return SkipThatTurnsUntapStep() if isinstance(ctx.previous, TakeExtraTurn) else None


def _target_extra_turn(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 500.7: "Target player takes an extra turn after this one."."""
    ref = ctx.target(m.group(1).lower())
    return TakeExtraTurn(ref) if ref else None


_CANT_CAST_WHO = "Your opponents|Players|Target player|Target opponent"
_NO_SEARCH = CantSearchThisTurn(CantSearchLibraries())  # "Players can't search libraries this turn."


def _cant_cast(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 601.3: "Your opponents can't cast noncreature spells this turn.", "Target player can't
    cast spells this turn.", "Players can't cast creature spells this turn."."""
    subject = m.group(1)
    fixed = {"Your opponents": Ref("each opponent"), "Players": Ref("each player")}
    who = fixed.get(subject) or player_word(subject, ctx)
    return CantCastThisTurn(who, subject, m.group(2) or "") if who is not None else None


def _cant_play_lands(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 305.2b, 611.2a: "Target player can't play lands this turn."."""
    subject = m.group(1)
    fixed = {"Your opponents": Ref("each opponent"), "Players": Ref("each player")}
    who = fixed.get(subject) or player_word(subject, ctx)
    return CantPlayLandsThisTurn(who, subject) if who is not None else None


def _loses_half(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 119.3, 107.1a: "That player loses half their life, rounded up."."""
    who = players_word(m.group(1), ctx)
    return LoseHalfLife(who, m.group(2) == "up") if who is not None and who.kind != "you" else None


def _you_and_target_draw(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You and target opponent each draw a card." (CR 121.1, 101.4); "You and that player each
    draw …" after a trigger about a player (603.2: Diviner Spirit's "that many")."""
    if m.group(1) == "that player":
        return YouAndTargetDraw(NUMBERS[m.group(2)], Ref("that player")) if ctx.that_player else None
    other = ctx.target(m.group(1))
    return YouAndTargetDraw(NUMBERS[m.group(2)], other) if other is not None else None


def _draw_up_to(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You may draw up to two cards.", "Its controller may draw up to two cards." (CR 121.1,
    608.2d: the player chooses how many as it resolves) — one player; "Each player may …" isn't read."""
    who = players_word(m.group(1), ctx)
    if who is None or who.kind in ("each opponent", "each player"):
        return None
    return DrawUpTo(NUMBERS[m.group(2)], who, m.group(1))


def _may_draw_a_card(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Defending player may draw a card." (CR 506.2, 608.2d): another player than "you" chooses
    whether to draw — asked as a number of cards, none or one."""
    who = players_word(m.group(1), ctx)  # (also "Its controller", "That spell's controller": 608.2h)
    if who is None or who.kind in ("each opponent", "each player", "you"):
        return None
    return DrawUpTo(1, who, m.group(1), one=True)


def _life_total_becomes(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 119.5: "Your life total becomes 10.", "Target player's life total becomes 5."."""
    who = Ref("you") if m.group(1) == "Your" else player_word(m.group(1).removesuffix("'s"), ctx)
    return SetLifeTotal(int(m.group(2)), who) if who is not None else None


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"Clash with an opponent\.", lambda m, ctx: Clash()),  # CR 701.30a
    rule(r"(Your|Target player's|Target opponent's) life total becomes (\d+)\.", _life_total_becomes),
    rule(r"(You|Its controller) may draw up to (two|three|four|five) cards\.", _draw_up_to),
    rule(
        rf"(Defending player|That player|Target player|Target opponent|Its controller|{THAT_CONTROLLERS}) may draw "
        r"a card\.",
        _may_draw_a_card,
    ),
    rule(r"You and (target opponent|target player|that player) each draw (a|two|three) cards?\.", _you_and_target_draw),
    exact("You become the monarch.", lambda m, ctx: BecomeMonarch(Ref("you"))),  # CR 725.1
    exact("The Ring tempts you.", lambda m, ctx: RingTemptsYou()),  # CR 701.54a
    rule(r"(Target player|Target opponent) becomes the monarch\.", _target_monarch),
    rule(r"You (win|lose) the game\.", lambda m, ctx: GameOver(m.group(1) == "win")),
    rule(r"Each opponent loses (\d+|X) life\.", _each_opponent_loses),
    exact(DrawNextUpkeep().text(()), lambda m, ctx: DrawNextUpkeep()),
    exact("End the turn.", lambda m, ctx: EndTheTurn()),
    rule(r"Draw a card for each tapped creature (target player|target opponent) controls\.", _draw_for_each_tapped),
    exact("You may cast spells this turn as though they had flash.", lambda m, ctx: FlashThisTurn()),
    rule(r"You lose half your life, rounded (up|down)\.", lambda m, ctx: LoseHalfLife(Ref("you"), m.group(1) == "up")),
    rule(r"(.+?) loses half their life, rounded (up|down)\.", _loses_half),
    rule(rf"({_CANT_CAST_WHO}) can't play lands this turn\.", _cant_play_lands),
    rule(rf"({_CANT_CAST_WHO}) can't cast (?:(noncreature|creature) )?spells this turn\.", _cant_cast),
    rule(rf"(Draw|{PLAYERS} (?:draw|draws)) (a|an|one|two|three|four|five|six|seven) (?:additional )?cards?\.", _draw),
    rule(rf"({PLAYERS}) (gain|gains|lose|loses) (\d+|X) life\.", _life),
    rule(rf"(Draw|{PLAYERS} (?:draw|draws)) X cards\.", _draw_x),
    exact("Take an extra turn after this one.", lambda m, ctx: TakeExtraTurn(Ref("you"))),  # CR 500.7
    exact("Skip the untap step of that turn.", _skip_that_untap),  # CR 614.10
    rule(r"At the beginning of that turn's end step, (.+)\.", _at_that_turns_end_step),  # CR 603.7a
    exact(_NO_SEARCH.text(()), lambda m, ctx: _NO_SEARCH),  # CR 701.23, 611.2a
    rule(r"(Target player|Target opponent) takes an extra turn after this one\.", _target_extra_turn),
)
