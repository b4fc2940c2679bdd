"""Extra turns (CR 500.7): "Take an extra turn after this one." (Time Walk), "Target player takes
an extra turn after this one.", "When you cast ~, take an extra turn after this one." (Emrakul).

CR 500.7: an extra turn is added directly after the specified turn; if several are added after
the same turn, the most recently created one is taken first. The state keeps the extra turns still
to come in the order they were created (``GameState.extra_turns``); when a turn ends, the last one
created is taken next; once they are all taken, the turn that would have followed the last normal
turn comes (``GameState.after_extra``).

Each extra turn has a uid, so that "At the beginning of that turn's end step, you lose the game."
(Final Fortune) names that turn and no other (603.7a): the delayed triggered ability waits with the
turn unknown (-uid) until the extra turn begins, and then triggers only at that turn's end step."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.end_of_combat import THAT_TURNS_END_STEP, create_delayed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.lki import ExtraTurnTaken
from arbiter.mtg.player_statics import skips_extra_turn
from arbiter.mtg.state import ExtraTurn

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class TakeExtraTurn(Effect):
    """CR 500.7: "<Player> take(s) an extra turn after this one."."""

    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.who.kind == "you":
            return "Take an extra turn after this one."
        return f"{subject_text(self.who, specs)} takes an extra turn after this one."


@dataclass(frozen=True, slots=True)
class AtThatTurnsEndStep(Effect):
    """ "At the beginning of that turn's end step, <instruction>." after "Take an extra turn after
    this one." — a delayed triggered ability (CR 603.7a) for the end step of that extra turn only."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"At the beginning of that turn's end step, {inner[0].lower()}{inner[1:]}"


@dataclass(frozen=True, slots=True)
class SkipThatTurnsUntapStep(Effect):
    """ "Skip the untap step of that turn." right after "Take an extra turn after this one." — the
    extra turn this resolution created begins with its upkeep (CR 614.10: skipping is a
    replacement effect; 502: nothing of the untap step happens)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Skip the untap step of that turn."


@handles(SkipThatTurnsUntapStep)
def _skip_that_turns_untap(g: Game, o: GameObject, e: SkipThatTurnsUntapStep, legal: list[bool]) -> None:
    st = g.state
    taken = next((x for x in reversed(o.lki) if isinstance(x, ExtraTurnTaken)), None)
    if taken is None:
        return  # (no extra turn was created: nothing to skip)
    turns = tuple(replace(t, skip_untap=True) if t.uid == taken.uid else t for t in st.extra_turns)
    g.set(st, "extra_turns", turns)


@handles(TakeExtraTurn)
def _take_extra_turn(g: Game, o: GameObject, e: TakeExtraTurn, legal: list[bool]) -> None:
    player = player_of(g, o, e.who, legal)
    if player is None:
        return
    st = g.state
    uid = g.next_timestamp()
    g.set(st, "extra_turns", (*st.extra_turns, ExtraTurn(player, uid)))
    g.set(o, "lki", (*o.lki, ExtraTurnTaken(uid)))  # ("that turn", 608.2c)
    g.log(ev.EffectCreated("500.7", st.players[player].name, msg("will take an extra turn after this one")))


@handles(AtThatTurnsEndStep)
def _at_that_turns_end_step(g: Game, o: GameObject, e: AtThatTurnsEndStep, legal: list[bool]) -> None:
    """CR 603.7a: the delayed triggered ability waits for the end step of the extra turn this
    resolution created (none created — the player took none: nothing waits)."""
    taken = next((x for x in reversed(o.lki) if isinstance(x, ExtraTurnTaken)), None)
    if taken is None:
        return
    ability = TriggeredAbility("delayed", (e.effect,), trigger_text="At the beginning of that turn's end step")
    create_delayed(g, o, ability, THAT_TURNS_END_STEP, -taken.uid, e.text(()))


def next_turn_player(g: Game) -> tuple[int, bool]:
    """CR 500.7: the player of the next turn — the most recently created extra turn's, used up
    as it begins; once none is left, the turn that followed the last normal turn (101.4: two
    players alternate), as if the extra turns had been inserted after it. With it, whether that
    turn's untap step is skipped (614.10)."""
    st = g.state
    while st.extra_turns:
        turn = st.extra_turns[-1]
        if st.after_extra is None:
            g.set(st, "after_extra", 1 - st.active)  # (this turn is a normal turn)
        g.set(st, "extra_turns", st.extra_turns[:-1])
        if skips_extra_turn(g, turn.player):  # CR 614.10: Stranglehold — the turn is skipped
            g.log(ev.EffectCreated("614.10", st.players[turn.player].name, msg("skips an extra turn")))
            continue
        _name_that_turn(g, turn.uid, st.turn + 1)
        return turn.player, turn.skip_untap
    if st.after_extra is not None:
        player = st.after_extra
        g.set(st, "after_extra", None)
        return player, False
    return 1 - st.active, False


def _name_that_turn(g: Game, uid: int, number: int) -> None:
    """CR 603.7a: the delayed triggers waiting for "that turn" now know its number."""
    st = g.state
    if any(d.turn == -uid for d in st.delayed):
        g.set(st, "delayed", tuple(replace(d, turn=number) if d.turn == -uid else d for d in st.delayed))
