"""Format 1.1 ``setup: turn: history:`` — what happened earlier this turn, for the "this turn"
conditions and counts: ``{spells_cast: {alice: 2}, lands_played: {alice: 1}, creatures_died: 1,
life_gained: {alice: 3}, attacked_with: [ID]}``. The engine reads the turn's history from the
turn's events (deaths, life gained, attackers declared) and from each player's counts (spells
cast, lands played, CR 305.2; storm counts the turn's spells cast from its events, 702.40a),
so the history is written there, as events the log shows as earlier this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType, Zone
from arbiter.scenario.loader import PLAYERS

if TYPE_CHECKING:
    from arbiter.scenario.runner import _Run

KEYS = ("spells_cast", "lands_played", "creatures_died", "life_gained", "attacked_with")


def write_history(r: _Run, history: Any, line: int) -> None:
    g = r.game
    st = g.state
    unknown = set(history) - set(KEYS)
    if unknown:
        raise r.error(
            line,
            msg(
                "unknown turn.history key(s): {sorted} (known: {keys})",
                sorted=", ".join(sorted(unknown)),
                keys=", ".join(KEYS),
            ),
        )
    for name, n in (history.get("spells_cast") or {}).items():
        st.players[PLAYERS.index(name)].spells_cast = int(n)
        for k in range(int(n)):  # the turn's SpellCast events, which storm counts (702.40a)
            g.log(ev.SpellCast("601.2i", -100 - k, "a spell (earlier this turn)", name, "", k + 1))
    for name, n in (history.get("lands_played") or {}).items():
        st.players[PLAYERS.index(name)].lands_played = int(n)  # CR 305.2
    for k in range(int(history.get("creatures_died") or 0)):  # CR 700.4
        g.log(ev.ZoneChanged("700.4", -1 - k, "a creature (earlier this turn)", "", Zone.BATTLEFIELD,
                             Zone.GRAVEYARD, "died", kinds=frozenset({CardType.CREATURE})))  # fmt: skip
    for name, n in (history.get("life_gained") or {}).items():
        g.log(ev.LifeGained("119.3", PLAYERS.index(name), int(n)))
    attacked = [r.obj_id(ref, line) for ref in history.get("attacked_with") or []]
    if attacked:
        names = ", ".join(st.objects[i].card.name for i in attacked)
        g.log(ev.AttackersDeclared("508.1", PLAYERS[st.active], names, tuple(attacked)))
    st.trigger_mark = st.event_count  # CR 603.2: what happened earlier triggered then, not now
    g.journal.forget()
