"""How a game prints: a short ``repr`` and a compact text board (``str``).

The board is the table as everyone sees it — permanents, the stack, graveyards and exile, life
totals, mana pools, and the sizes of hands and libraries (CR 400.2: hand and library contents are
hidden, so the board doesn't draw them either; :meth:`Game.view` shows a player their own hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.actions import Choose, Decision
from arbiter.mtg.layers import is_creature, power, toughness
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.notation import object_name

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def waiting(game: Game, dec: Decision) -> str:
    """``Priority(alice)``, ``Choose mulligan(bob)``."""
    name = game.state.players[dec.player].name if 0 <= dec.player < 2 else str(dec.player)
    kind = f"Choose {dec.purpose.value}" if isinstance(dec, Choose) else dec.kind
    return f"{kind}({name})"


def short(game: Game) -> str:
    """``<Game turn 3 alice 20 · bob 17, waiting: Priority(alice)>``."""
    st = game.state
    lives = " · ".join(f"{p.name} {p.life}" for p in st.players)
    if st.over:
        winner = st.players[st.winner].name if st.winner is not None else "nobody (a draw)"
        return f"<Game over turn {st.turn} {lives}, winner: {winner}>"
    dec = st.pending
    return f"<Game turn {st.turn} {lives}, waiting: {waiting(game, dec) if dec is not None else 'nothing'}>"


def permanent(game: Game, oid: int) -> str:
    """``Grizzly Bears 2/2 (tapped, 1 damage, +1/+1×2, attacking)``."""
    o = game.state.objects[oid]
    text = object_name(o)
    if is_creature(game, o):
        text += f" {power(game, o)}/{toughness(game, o)}"
    notes = ["tapped"] if o.tapped else []
    notes += [f"{o.damage} damage"] if o.damage else []
    notes += [f"{kind}×{n}" for kind, n in o.counters]
    notes += ["attacking"] if o.attacking is not None else []
    notes += ["blocking"] if o.blocker else []
    notes += ["token"] if o.is_token else []
    if o.attached_to is not None and o.attached_to in game.state.objects:
        notes.append(f"on {object_name(game.state.objects[o.attached_to])}")
    if o.enchanted_player is not None:
        notes.append(f"on {game.state.players[o.enchanted_player].name}")  # CR 303.4a: "Enchant player"
    return text + (f" ({', '.join(notes)})" if notes else "")


def board(game: Game) -> str:
    """The table in a few lines, the player who isn't active first (as across a table)."""
    st = game.state
    objects = st.objects
    head = f"Turn {st.turn} · {st.players[st.active].name} active · {st.step.label}"
    lines = [head + (" · game over" if st.over else f" · waiting: {waiting(game, st.pending)}" if st.pending else "")]
    for index in (1 - st.active, st.active):
        p = st.players[index]
        mine = [permanent(game, i) for i in st.battlefield if objects[i].controller == index]
        extra = f" · poison {p.poison}" if p.poison else ""
        extra += f" · energy {p.energy}" if p.energy else ""
        extra += "".join(f" · {kind} {n}" for kind, n in p.counters if kind not in ("poison", "energy"))
        extra += f" · pool {pool_text(p.pool)}" if any(p.pool) else ""
        lines.append(f"{p.name}: life {p.life} · hand {len(p.hand)} · library {len(p.library)}{extra}")
        lines.append("  battlefield: " + (", ".join(mine) or "—"))
        for zone, ids in (("graveyard", p.graveyard), ("exile", p.exile)):
            if ids:
                lines.append(f"  {zone}: " + ", ".join(object_name(objects[i]) for i in ids))
    if st.stack:
        lines.append("stack (top last): " + ", ".join(object_name(objects[i]) for i in st.stack))
    return "\n".join(lines)
