"""What ``arbiter play`` draws: the table as the human's seat sees it (``Seat.view()``), with rich.

Both battlefields, the stack, the human's hand, life, mana pools and card counts, the events since
the last prompt, and the pending decision with its numbered options. Everything comes from the
seat: the opponent's hand and the libraries appear as counts only (CR 402.3, 401.2).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from arbiter.mtg.actions import Action, Choose, Decision
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.seat import Seat, SeenEvent
from arbiter.mtg.view import CardView, View

LOG_LINES = 16
PROMPT = "your move> "


def card_line(c: CardView, pt: dict[str, str]) -> str:
    """A permanent or card as one line: name, base power/toughness, and its public state."""
    name = c.name or "a face-down card"
    sick = c.sick and (c.name or "") in pt  # CR 302.6: it matters for creatures
    notes = [n for n, on in (("tapped", c.tapped), ("summoning sick", sick), ("attacking", c.attacking)) if on]
    notes += ["blocking"] if c.blocking else []
    notes += [f"{c.damage} damage"] if c.damage else []
    notes += [f"{k} ×{n}" for k, n in c.counters]
    notes += ["token"] if c.token else []
    stats = f" {pt[name]}" if name in pt else ""
    return f"{name}{stats}" + (f" ({', '.join(notes)})" if notes else "")


def _zone(title: str, cards: Sequence[CardView], pt: dict[str, str]) -> Panel:
    body = "\n".join(card_line(c, pt) for c in cards) or "—"
    return Panel(body, title=title, title_align="left")


def table(view: View, pt: dict[str, str]) -> Group:
    """The board as the seat sees it."""
    me = view.players[view.player]
    foe = view.players[1 - view.player]
    head = Table.grid(padding=(0, 3))
    for p in (foe, me):
        pool = pool_text(p.pool) if any(p.pool) else "empty"
        head.add_row(
            Text(p.name, style="bold"), f"life {p.life}", f"hand {p.hand_size}", f"library {p.library_size}",
            f"graveyard {len(p.graveyard)}", f"mana pool {pool}", "(lost)" if p.lost else "",
        )  # fmt: skip
    active = "your" if view.active == view.player else f"{view.players[view.active].name}'s"
    turn = Text(f"Turn {view.turn}, {active} {view.step.label}", style="bold cyan")
    theirs = [c for c in view.battlefield if c.controller == foe.index]
    mine = [c for c in view.battlefield if c.controller == me.index]
    parts: list[Panel | Table | Text] = [turn, head, _zone(f"{foe.name}'s battlefield", theirs, pt)]
    parts.append(_zone("your battlefield", mine, pt))
    if view.stack:
        parts.append(_zone("stack (top last)", view.stack, pt))
    parts.append(_zone("your hand", me.hand or (), pt))
    if view.revealed:
        parts.append(_zone("revealed to you", view.revealed, pt))
    return Group(*parts)


def decision_text(seat: Seat, pending: Decision, options: Sequence[Action], auto_pay: bool) -> Group:
    """The question and its numbered options."""
    what = pending.kind
    if isinstance(pending, Choose):
        what = f"choose ({pending.purpose}, CR {pending.rule})" + (f": {pending.prompt}" if pending.prompt else "")
    lines = [Text(f"Your decision: {what}", style="bold yellow")]
    if auto_pay:
        lines.append(Text("  0. pay automatically"))
    for i, a in enumerate(options, start=1):
        lines.append(Text(f"  {i}. {seat.notation(a)}"))
    lines.append(Text("A number, an action in notation, or: why, undo, board, log, help, concede, quit", style="dim"))
    return Group(*lines)


def log_text(events: Sequence[SeenEvent]) -> Panel:
    """The events since the last prompt, priority passes left out (``log`` shows them all)."""
    shown = [e for e in events if e.rule != "117.3d"][-LOG_LINES:]
    body = "\n".join(f"{e.text}" + (f"  [{e.rule}]" if e.rule else "") for e in shown) or "—"
    return Panel(body, title="what happened", title_align="left")


def new_console() -> Console:
    return Console(highlight=False, soft_wrap=True)
