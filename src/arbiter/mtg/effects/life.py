"""Life (CR 119) and the end of the game by an effect (104.2b, 104.3e): "You gain 3 life.", "Each
opponent loses 2 life.", extort's drain, "You gain life equal to the life lost this way." (the life
actually lost by the instruction before it; a loss that doesn't happen, 119.7, gains nothing)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import amount_of, perform, players_of
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.ir.statics.replacement import CantGainLife
from arbiter.mtg.player_qualities import life_cant_change

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class LifeChange(Effect):
    """CR 119.3: "<players> gain(s) N life." / "<players> lose(s) N life." — one verb for "You gain 3
    life.", "Target player loses 2 life." and "Each opponent loses X life." (``who`` a player word:
    "you", a target, "that player", "each opponent", "each player")."""

    scaled = ("amount",)

    amount: int | str  # a number, or "X" (the value announced at 601.2b)
    who: Ref
    lose: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = ("lose" if self.lose else "gain") + ("" if self.who.kind == "you" else "s")
        return f"{subject_text(self.who, specs)} {verb} {self.amount} life."


@dataclass(frozen=True, slots=True)
class GameOver(Effect):
    """ "You win the game." (CR 104.2b) / "You lose the game." (104.3e)."""

    win: bool

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You win the game." if self.win else "You lose the game."


@dataclass(frozen=True, slots=True)
class ExtortDrain(Effect):
    """Extort's effect (CR 702.101a): each opponent loses 1 life and you gain life equal to the
    total life lost this way."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Each opponent loses 1 life and you gain life equal to the total life lost this way."


def gain_life(g: Game, player: int, amount: int, rule: str) -> None:
    """CR 119.3; 119.7: if an effect says a player can't gain life, no life is gained; else the
    replacement effects on life gain apply (614.1a, 119.10, 616.1)."""
    st = g.state
    if st.lasting and life_cant_change(g, player):
        g.log(ev.EffectCreated("119.7", st.players[player].name, msg("can't gain life: their life total can't change")))
        return
    if st.grant_sources or st.effects:
        src = cant_gain(g, player)
        if src is not None:
            what = msg("can't gain life ({src})", src=CardName(src))
            g.log(ev.EffectCreated("119.7", st.players[player].name, what))
            return
        amount, lose = _replaced_gain(g, player, amount)
        if lose:
            lose_life(g, player, amount, "614.1a")
            return
        if amount <= 0:
            return  # CR 119.9: gaining 0 life is no life gain event
    p = st.players[player]
    g.log(ev.LifeChanged(rule, p.name, p.life, p.life + amount))
    g.set(p, "life", p.life + amount)
    g.log(ev.LifeGained(rule, player, amount))


def cant_gain(g: Game, player: int) -> str | None:
    """CR 119.7: the name of what says ``player`` can't gain life — a permanent, or a rule made
    this turn (Skullcrack, 611.2a) — or None."""
    from arbiter.mtg.effects.player_rules_this_turn import rules_about_players

    for src, controller, s in rules_about_players(g, CantGainLife):
        assert isinstance(s, CantGainLife)
        if s.who == "players" or (controller != player) == (s.who == "opponents"):
            return src
    return None


def _replaced_gain(g: Game, player: int, amount: int) -> tuple[int, bool]:
    """CR 614.1a, 616.1: the life gained (or, with ``lose``, lost) instead, logged."""
    from arbiter.mtg.replacement.life_gain import replace_life_gain

    after, sources = replace_life_gain(g, player, amount)
    for src in sources:
        g.log(
            ev.EffectCreated(
                "614.1a",
                g.state.players[player].name,
                msg("would gain life: {src} changes it", src=CardName(src.label)),
            )
        )
    return after.amount, after.lose


def lose_life(g: Game, player: int, amount: int, rule: str) -> int:
    """CR 119.3; 119.8: a player whose life total can't change loses no life. Returns the life lost."""
    p = g.state.players[player]
    if g.state.lasting and life_cant_change(g, player):
        g.log(ev.EffectCreated("119.8", p.name, msg("can't lose life: their life total can't change")))
        return 0
    g.log(ev.LifeChanged(rule, p.name, p.life, p.life - amount))
    g.set(p, "life", p.life - amount)
    return amount


@dataclass(frozen=True, slots=True)
class SetLifeTotal(Effect):
    """ "Your life total becomes N." / "Target player's life total becomes N." (CR 119.5: the
    player gains or loses the life needed to end up with N — a gain or a loss like any other, so
    "can't gain life" and the replacements of life gain apply, 119.7, 614.1a)."""

    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        whose = "Your" if self.who.kind == "you" else f"{subject_text(self.who, specs)}'s"
        return f"{whose} life total becomes {self.amount}."


@handles(SetLifeTotal)
def _set_life_total(g: Game, o: GameObject, e: SetLifeTotal, legal: list[bool]) -> None:
    """CR 119.5; 119.9, 119.3: a life total already N changes by nothing, and no event happens."""
    for who in players_of(g, o, e.who, legal):
        life = g.state.players[who].life
        if life < e.amount:
            gain_life(g, who, e.amount - life, "119.5")
        elif life > e.amount:
            lose_life(g, who, life - e.amount, "119.5")


@dataclass(frozen=True, slots=True)
class LoseHalfLife(Effect):
    """ "You lose half your life, rounded up." (CR 119.3; 107.1a: the text says how to round). A
    life total of 0 or less has no half to lose."""

    who: Ref
    up: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        rounded = f"rounded {'up' if self.up else 'down'}"
        if self.who.kind == "you":
            return f"You lose half your life, {rounded}."
        return f"{subject_text(self.who, specs)} loses half their life, {rounded}."


@handles(LoseHalfLife)
def _lose_half(g: Game, o: GameObject, e: LoseHalfLife, legal: list[bool]) -> None:
    """CR 107.1a, 119.3: half the life total as it resolves (608.2h), rounded as printed."""
    for who in players_of(g, o, e.who, legal):
        life = g.state.players[who].life
        half = (life + 1) // 2 if e.up else life // 2
        if half > 0:
            lose_life(g, who, half, "119.3")


@dataclass(frozen=True, slots=True)
class GainForEachDestroyed(Effect):
    """ "You gain N life for each <noun> destroyed this way." after "Destroy all <noun>s." (CR
    608.2c: the count of what the instruction before it destroyed; 119.3)."""

    amount: int
    noun: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"You gain {self.amount} life for each {self.noun} destroyed this way."


@handles(GainForEachDestroyed)
def _gain_for_each(g: Game, o: GameObject, e: GainForEachDestroyed, legal: list[bool]) -> None:
    """CR 608.2c, 119.3: N life for each permanent destroyed by the instruction before."""
    from arbiter.mtg.lki import DestroyedThisWay

    destroyed = sum(x.count for x in o.lki or () if isinstance(x, DestroyedThisWay))
    if destroyed:
        gain_life(g, o.controller, e.amount * destroyed, "119.3")


@handles(LifeChange)
def _life_change(g: Game, o: GameObject, e: LifeChange, legal: list[bool]) -> None:
    """CR 119.3, for each player the word means (APNAP order, 101.4). A change of 0 life is no
    event: nothing is gained or lost and nothing triggers (119.9 for gains; a loss of 0 likewise
    changes no life total, 119.3)."""
    amount = amount_of(o, e.amount)
    if amount <= 0:
        return
    for who in players_of(g, o, e.who, legal):
        if e.lose:
            lose_life(g, who, amount, "119.3")
        else:
            gain_life(g, who, amount, "119.3")


@handles(GameOver)
def _game_over(g: Game, o: GameObject, e: GameOver, legal: list[bool]) -> None:
    """CR 104.2b: "you win the game" — the other players lose; CR 104.3e: "you lose the game".
    Nothing happens to a player who can't win (a winner) or can't lose (a loser by an effect)."""
    from arbiter.mtg.game_outcome import cant_lose, win_the_game
    from arbiter.mtg.sba import end_if_decided

    st = g.state
    if e.win:
        win_the_game(g, o.controller)  # CR 104.2b, 810.8a: not if "your opponents can't win the game"
        return
    for p in st.players:
        if p.index == o.controller and not p.lost and cant_lose(g, p.index, "104.3e") is None:
            g.set(p, "lost", True)
            g.log(ev.PlayerLost("104.3e", p.name, msg("an effect says so")))
    end_if_decided(g)


@handles(ExtortDrain)
def _extort_drain(g: Game, o: GameObject, e: ExtortDrain, legal: list[bool]) -> None:
    """CR 702.101a: each opponent loses 1 life; the controller gains the total lost."""
    lost = 0
    for p in g.state.players:
        if p.index != o.controller and not p.lost:
            lost += lose_life(g, p.index, 1, "702.101a")
    if lost:
        gain_life(g, o.controller, lost, "702.101a")


@dataclass(frozen=True, slots=True)
class GainLifeLostThisWay(Effect):
    """``loss`` ("Each opponent loses 3 life.", or a counted amount), then "You gain life equal
    to the life lost this way." — the total the players' life totals went down by."""

    loss: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.loss.text(specs)} You gain life equal to the life lost this way."


@handles(GainLifeLostThisWay)
def _gain_lost(g: Game, o: GameObject, e: GainLifeLostThisWay, legal: list[bool]) -> None:
    before = [p.life for p in g.state.players]
    perform(g, o, (e.loss,), legal)
    lost = sum(max(0, b - p.life) for b, p in zip(before, g.state.players, strict=True))
    if lost > 0:
        gain_life(g, o.controller, lost, "119.3")
