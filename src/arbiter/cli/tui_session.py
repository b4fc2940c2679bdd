"""``arbiter play``'s game session: the loop, the commands, the start and the record.

Line-oriented: rich draws the table as the human's seat sees it (``tui_screen.py``) and
prompt_toolkit reads a number, an action in notation or a command (a plain ``input()`` when the
input is not a terminal). The AI decides through its own seat. ``why`` prints the rules text behind
the last ruling; ``undo`` takes back the human's last decision and the AI's answers since (a
practice game; ``--no-undo`` turns it off); the game record (``Game.record()``, replayable with
``arbiter replay``) is written when the session ends, however it ends.
"""

from __future__ import annotations

import argparse
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console

from arbiter.cards.decklist import load_decklist, open_pool
from arbiter.cards.registry import CardPool
from arbiter.cli import tui_screen as screen
from arbiter.core.ruling import Illegal
from arbiter.i18n import msg, render, tr
from arbiter.mtg.actions import (
    Action,
    Decision,
    DeclareAttackersDecision,
    DeclareBlockersDecision,
    PayCostDecision,
    UnlessPayDecision,
)
from arbiter.mtg.mana.autopay import Payment, autopay
from arbiter.mtg.record import RecordedGame
from arbiter.mtg.seat import Seat
from arbiter.players import Knowledge, Observation, Player, get

HELP = msg("""Commands:
  N            take option N of the list (0: pay automatically, when paying)
  <notation>   an action written out, e.g. "play Forest", "cast Lightning Bolt → bob", "pass"
  why          the rules behind the last ruling, with their text
  undo         take back your last decision (and the AI's answers since)
  board        draw the table again;  log: the whole log so far
  concede      concede the game (CR 104.3a);  quit: stop here
The game record is saved when the session ends.""")


# the commands under their Russian names too (the help in Russian names both)
ALIASES = {
    "почему": "why", "отмена": "undo", "стол": "board", "журнал": "log", "помощь": "help", "сдаться": "concede",
    "выход": "quit",
}  # fmt: skip


@dataclass(slots=True)
class Session:
    """One game of ``arbiter play`` in progress."""

    game: RecordedGame
    human: int
    ai: Player
    knowledge: Knowledge
    console: Console
    pt: dict[str, str]
    undo_allowed: bool = True
    seed: int = 0
    seat: Seat = field(init=False)
    ai_seat: Seat = field(init=False)
    marks: list[int] = field(default_factory=list)  # len(game.moves) before each human decision
    last_rules: tuple[str, ...] = ()
    shown: int = 0  # events already printed
    ended: str = ""

    def __post_init__(self) -> None:
        self.seat = self.game.seat(self.human)
        self.ai_seat = self.game.seat(1 - self.human)

    # -- the loop ------------------------------------------------------------------------------
    def run(self, read: Callable[[str], str]) -> None:
        while not self.game.over and not self.ended:
            dec = self.game.pending
            assert dec is not None
            if dec.player != self.human:
                self.ai_turn()
                continue
            options = tuple(self.seat.legal_actions())
            open_question = isinstance(dec, DeclareAttackersDecision | DeclareBlockersDecision)
            if len(options) == 1 and not open_question:
                self.take(options[0], quiet=True)
                continue
            self.draw(options)
            try:
                line = read(screen.prompt()).strip()
            except (EOFError, KeyboardInterrupt):
                self.ended = "quit"
                break
            self.command(line, options)

    def ai_turn(self) -> None:
        action = self.ai.decide(Observation(self.ai_seat, self.knowledge))
        ruling = self.ai_seat.apply(action)
        if not ruling:  # pragma: no cover - players choose legal actions (tests/players)
            raise RuntimeError(f"the AI chose an illegal action: {ruling}")

    def draw(self, options: tuple[Action, ...]) -> None:
        c = self.console
        events = self.seat.events(min(self.shown, self.game.state.event_count))
        self.shown = self.game.state.event_count
        c.print(screen.log_text(events))
        c.print(screen.table(self.seat.view(), self.pt))
        pending = self.seat.pending
        assert isinstance(pending, Decision)
        c.print(screen.decision_text(self.seat, pending, options, self.paying()))

    def paying(self) -> bool:
        return isinstance(self.game.pending, PayCostDecision | UnlessPayDecision)

    # -- commands ------------------------------------------------------------------------------
    def command(self, line: str, options: tuple[Action, ...]) -> None:
        word = line.lower()
        word = ALIASES.get(word, word)
        if not word or word in ("board", "look"):
            return
        if word in ("help", "?"):
            self.console.print(render(HELP), markup=False)
        elif word == "why":
            self.why()
        elif word == "undo":
            self.undo()
        elif word == "log":
            self.console.print("\n".join(f"{render(e.text)}  [{e.rule}]" for e in self.seat.events()))
        elif word == "concede":
            self.ended = "conceded"  # CR 104.3a: a player may concede at any time
        elif word in ("quit", "exit"):
            self.ended = "quit"
        elif word.isdigit():
            self.numbered(int(word), options)
        else:
            action = self.seat.parse(line)
            if isinstance(action, Illegal):
                self.refused(action)
            else:
                self.take(action)

    def numbered(self, n: int, options: tuple[Action, ...]) -> None:
        if n == 0 and self.paying():
            found = autopay(self.game)  # the human's own payment: the engine's auto-payer
            if not isinstance(found, Payment):
                self.refused(found.ruling)
                return
            mark = len(self.game.moves)
            for a in found.actions:
                self.game.apply(a)
            self.marks.append(mark)
        elif 1 <= n <= len(options):
            self.take(options[n - 1])
        else:
            self.console.print(tr("There is no option {n}: choose 1 to {count}.", n=n, count=len(options)))

    def take(self, action: Action, quiet: bool = False) -> None:
        mark, start = len(self.game.moves), self.game.state.event_count
        ruling = self.seat.apply(action)
        if isinstance(ruling, Illegal):
            self.refused(ruling)
            return
        self.marks.append(mark)
        rules = [e.rule for e in self.seat.events(start) if e.rule]
        self.last_rules = tuple(dict.fromkeys(rules))[:4] or self.last_rules  # the first rules it applied

    def refused(self, ruling: Illegal) -> None:
        rules = f" (CR {', '.join(ruling.rules)})" if ruling.rules else ""
        said = tr("Not allowed:")
        self.console.print(f"[red]{said}[/red] {render(ruling.reason)}{rules}")
        self.last_rules = tuple(ruling.rules)

    def why(self) -> None:
        from arbiter.rules_text import RulesFileError, find_rules_file, lookup

        if not self.last_rules:
            self.console.print(tr("No ruling yet."))
            return
        try:
            text = find_rules_file().read_text(encoding="utf-8")
        except RulesFileError as exc:
            self.console.print(tr(
                "Rules: {rules}. The rules text isn't available here: {exc}", rules=", ".join(self.last_rules), exc=exc
            ))  # fmt: skip
            return
        for number in self.last_rules:
            lines = lookup(text, number)
            self.console.print("\n".join(lines[:6]) if lines else tr("{number}: not in the rules file", number=number))

    def undo(self) -> None:
        if not self.undo_allowed:
            self.console.print(tr("Undo is off in this game."))
            return
        if not self.marks:
            self.console.print(tr("Nothing to undo."))
            return
        mark = self.marks.pop()
        while len(self.game.moves) > mark and self.game.undo():
            pass
        self.shown = min(self.shown, self.game.state.event_count)
        self.console.print(tr("Undone: back to your previous decision."))


def start(args: argparse.Namespace, console: Console) -> Session:
    """The game the arguments ask for: decks, the AI, who starts (CR 103.1 picks the starting
    player at random from the seed; the human takes the seat that makes ``--seat`` true)."""
    pool: CardPool = open_pool(args.cards)
    mine = load_decklist(args.deck, pool).main
    theirs = load_decklist(args.vs, pool).main if args.vs else mine
    seed = args.seed if args.seed is not None else secrets.randbelow(1 << 31)
    probe = RecordedGame.new(mine, theirs, seed=seed, names=("you", "arbiter"))
    human = probe.state.starting_player if args.seat == "first" else 1 - probe.state.starting_player
    decks = (mine, theirs) if human == 0 else (theirs, mine)
    names = ("you", "arbiter") if human == 0 else ("arbiter", "you")
    game = RecordedGame.new(*decks, seed=seed, names=names) if human != 0 else probe
    pt = {c.name: f"{c.power}/{c.toughness}" for c in (*mine, *theirs) if c.power is not None}
    if args.seat == "first":
        console.print(tr("A game against the {ai} player, seed {seed}; you play first.", ai=args.ai, seed=seed))
    else:
        console.print(tr("A game against the {ai} player, seed {seed}; you play second.", ai=args.ai, seed=seed))
    ai = get(args.ai, seed)
    return Session(game, human, ai, Knowledge(theirs, mine), console, pt, not args.no_undo, seed)


def finish(session: Session, path: Path) -> None:
    game, c = session.game, session.console
    if session.ended == "conceded":
        c.print(tr("You conceded (CR 104.3a). Game over."))
    elif game.over:
        won = game.winner == session.human
        c.print(
            render(session.seat.events(min(session.shown, game.state.event_count))[-1].text)
            if game.state.event_count
            else ""
        )
        if won:
            c.print(tr("Game over: you won."))
        else:
            c.print(tr("Game over: a draw.") if game.winner is None else tr("Game over: arbiter won."))
    record = game.record()
    if isinstance(record, Illegal):  # pragma: no cover - a RecordedGame keeps its record
        c.print(tr("The record could not be written: {reason}", reason=record.reason))
        return
    path.write_text(json.dumps(record, indent=1), encoding="utf-8")
    c.print(tr("Game record saved to {path} (arbiter replay {path}).", path=path))
