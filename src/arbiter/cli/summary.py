"""A game on one screen (``arbiter demo --summary``): a line per turn with the life totals at its
end and the plays that mattered — spells, attacks, damage to players, creatures that died —
then the winner. Read from the explained event log, so it says nothing the log doesn't."""

from __future__ import annotations

from collections.abc import Sequence

from arbiter.core.events import Event
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.events import (
    AttackersDeclared,
    DamageDealt,
    GameOver,
    LifeChanged,
    PlayerLost,
    SpellCast,
    TurnBegan,
    ZoneChanged,
)
from arbiter.mtg.game import Game

WIDTH = 100  # characters per line before a turn's plays are cut short
LINES = 22  # turn lines at most: the turns where life changed first, then the others with plays


def summary(game: Game) -> str:
    """The summary of ``game`` (finished or not)."""
    names = [game.player_name(i) for i in range(len(game.state.players))]
    life = {n: 20 for n in names}
    turns: list[tuple[bool, str]] = []  # (life changed, line) for each turn with plays
    turn: TurnBegan | None = None
    plays: list[str] = []
    changed = False
    for event in [*game.state.events, None]:
        if event is None or isinstance(event, TurnBegan):
            if turn is not None and plays:
                turns.append((changed, _turn_line(turn, life, plays)))
            if isinstance(event, TurnBegan):
                turn, plays, changed = event, [], False
        elif isinstance(event, LifeChanged):
            life[event.player] = event.after
            changed = True
        else:
            play = _play(event)
            if play is not None:
                plays.append(play)
    shown = _most_telling(turns)
    lines = [line for i, (_, line) in enumerate(turns) if i in shown]
    quiet = game.state.turn - len(lines)
    if quiet > 0:
        lines.append(f"({quiet} more turns not shown: quiet ones, then those with the smallest plays)")
    lines.append(_ending(game))
    return "\n".join(lines)


def _most_telling(turns: Sequence[tuple[bool, str]]) -> set[int]:
    """The indices of the turns shown: those where life changed, then the others, in order."""
    ranked = [i for i, (c, _) in enumerate(turns) if c] + [i for i, (c, _) in enumerate(turns) if not c]
    return set(ranked[:LINES])


def _play(event: Event) -> str | None:
    """The event as a play worth a line, or None (mana, priority, steps, draws …)."""
    if isinstance(event, SpellCast):
        return f"{event.player} casts {event.name}" + (f" → {event.targets}" if event.targets else "")
    if isinstance(event, AttackersDeclared) and event.attackers:
        return f"{event.player} attacks with {event.attackers}"
    if isinstance(event, DamageDealt) and event.player is not None:
        return f"{event.source_name} deals {event.amount} to {event.recipient}"
    if (
        isinstance(event, ZoneChanged)
        and event.source is Zone.BATTLEFIELD
        and event.dest is Zone.GRAVEYARD
        and CardType.CREATURE in event.kinds
    ):
        return f"{event.name} dies"
    if isinstance(event, PlayerLost):
        return f"{event.player} loses ({event.why})"
    return None


def _turn_line(turn: TurnBegan, life: dict[str, int], plays: Sequence[str]) -> str:
    totals = ", ".join(f"{n} {v}" for n, v in life.items())
    head = f"Turn {turn.turn:>2} {turn.player:<8} [{totals}]"
    text = "; ".join(plays) or "—"
    room = max(20, WIDTH - len(head) - 2)
    if len(text) > room:
        text = text[: room - 1] + "…"
    return f"{head}  {text}"


def _ending(game: Game) -> str:
    over = next((e for e in reversed(game.state.events) if isinstance(e, GameOver)), None)
    if over is not None:
        result = f"{over.winner} wins" if over.winner else "a draw"
    else:
        result = "the game was stopped before it ended"
    return f"After {game.state.turn} turns: {result}."
