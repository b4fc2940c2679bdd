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

from arbiter.i18n import N_, CardName, Term, render, tr
from arbiter.mtg.actions import Action, Choose, Decision
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.seat import Seat, SeenEvent
from arbiter.mtg.view import CardView, PlayerView, View

LOG_LINES = 16


def prompt() -> str:
    """The prompt before each line the human types, in the chosen language."""
    return tr("your move> ")


# the kinds of decisions in words (``Decision.kind``), each with the rule that asks it
KINDS = {
    "Priority": N_("priority (CR 117.1)"),
    "DeclareAttackersDecision": N_("declare attackers (CR 508.1)"),
    "DeclareBlockersDecision": N_("declare blockers (CR 509.1)"),
    "AssignDamageDecision": N_("assign combat damage (CR 510.1)"),
    "PayCostDecision": N_("pay a cost (CR 601.2g–h)"),
    "UnlessPayDecision": N_("pay or not (CR 118.12)"),
}


def card_line(c: CardView, pt: dict[str, str]) -> str:
    """A permanent or card as one line: name, base power/toughness, and its public state."""
    name = c.name or ""
    shown = render(CardName(c.name)) if c.name else tr("a face-down card")  # its printed name
    sick = c.sick and name in pt  # CR 302.6: it matters for creatures
    notes = [tr(n) for n, on in ((N_("tapped"), c.tapped), (N_("summoning sick"), sick),
                                 (N_("attacking"), c.attacking), (N_("blocking"), c.blocking)) if on]  # fmt: skip
    notes += [tr("{n} damage", n=c.damage)] if c.damage else []
    notes += [f"{render(Term(k))} ×{n}" for k, n in c.counters]
    notes += [tr("token")] if c.token else []
    notes += [tr("prepared")] if c.prepared else []  # CR 722.3a
    stats = f" {pt[name]}" if name in pt else ""
    return f"{shown}{stats}" + (f" ({', '.join(notes)})" if notes else "")


def _zone(title: str, cards: Sequence[CardView], pt: dict[str, str]) -> Panel:
    body = "\n".join(card_line(c, pt) for c in cards) or "—"
    return Panel(body, title=title, title_align="left")


def _designations(p: PlayerView) -> str:
    """The player's public designations: the monarch (CR 725), the initiative (726), the city's
    blessing (702.131c), speed (702.179)."""
    words = [tr("the monarch")] if p.monarch else []
    words += [tr("the initiative")] if p.initiative else []
    words += [tr("the city's blessing")] if p.citys_blessing else []
    words += [tr("speed {n}", n=p.speed)] if p.speed else []
    return ", ".join(str(w) for w in words)


def table(view: View, pt: dict[str, str]) -> Group:
    """The board as the seat sees it."""
    me = view.players[view.player]
    foe = view.players[1 - view.player]
    head = Table.grid(padding=(0, 3))
    for p in (foe, me):
        pool = pool_text(p.pool) if any(p.pool) else tr("empty")
        head.add_row(
            Text(p.name, style="bold"), tr("life {n}", n=p.life), tr("hand {n}", n=p.hand_size),
            tr("library {n}", n=p.library_size), tr("graveyard {n}", n=len(p.graveyard)),
            tr("mana pool {pool}", pool=pool), _designations(p), tr("(lost)") if p.lost else "",
        )  # fmt: skip
    step = Term(view.step.label.replace("_", " "))
    if view.active == view.player:
        said = tr("Turn {turn}, your {step}", turn=view.turn, step=step)
    else:
        said = tr("Turn {turn}, {player}'s {step}", turn=view.turn, player=view.players[view.active].name, step=step)
    turn = Text(said, style="bold cyan")
    theirs = [c for c in view.battlefield if c.controller == foe.index]
    mine = [c for c in view.battlefield if c.controller == me.index]
    parts: list[Panel | Table | Text] = [turn, head, _zone(tr("{player}'s battlefield", player=foe.name), theirs, pt)]
    parts.append(_zone(tr("your battlefield"), mine, pt))
    if view.stack:
        parts.append(_zone(tr("stack (top last)"), view.stack, pt))
    parts.append(_zone(tr("your hand"), me.hand or (), pt))
    if view.revealed:
        parts.append(_zone(tr("revealed to you"), view.revealed, pt))
    if view.phased_out:  # CR 702.26b: public, but treated as though they don't exist
        parts.append(_zone(tr("phased out"), view.phased_out, pt))
    return Group(*parts)


def decision_text(seat: Seat, pending: Decision, options: Sequence[Action], auto_pay: bool) -> Group:
    """The question and its numbered options."""
    what = tr(KINDS[pending.kind]) if pending.kind in KINDS else pending.kind
    if isinstance(pending, Choose):
        what = tr("choose ({purpose}, CR {rule})", purpose=pending.purpose, rule=pending.rule)
        what += tr(": {prompt}", prompt=pending.prompt) if pending.prompt else ""
    lines = [Text(tr("Your decision: {what}", what=what), style="bold yellow")]
    if auto_pay:
        said = tr("pay automatically")
        lines.append(Text(f"  0. {said}"))
    for i, a in enumerate(options, start=1):
        lines.append(Text(f"  {i}. {seat.notation(a)}"))
    said = tr("A number, an action in notation, or: why, undo, board, log, help, concede, quit")
    lines.append(Text(said, style="dim"))
    return Group(*lines)


def log_text(events: Sequence[SeenEvent]) -> Panel:
    """The events since the last prompt, priority passes left out (``log`` shows them all)."""
    shown = [e for e in events if e.rule != "117.3d"][-LOG_LINES:]
    body = "\n".join(render(e.text) + (f"  [{e.rule}]" if e.rule else "") for e in shown) or "—"
    return Panel(body, title=tr("what happened"), title_align="left")


def new_console() -> Console:
    return Console(highlight=False, soft_wrap=True)
