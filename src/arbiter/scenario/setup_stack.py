"""Format 1.1 ``setup: stack:`` — spells already cast, bottom first. Each is put on the stack
by the rules' own procedure for a spell cast without paying its mana cost (CR 601.2, 118.9):
its modes and targets as the entry names them (601.2b–c), then it becomes cast (601.2i). The
position is what the scenario describes, so nothing that casting would have triggered is kept
(the scenario lists everything that is on the stack), and no event is logged."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.mtg.actions import Choose, Pick, Priority
from arbiter.mtg.casting.begin import cast_during_resolution
from arbiter.mtg.enums import Zone
from arbiter.scenario.cards import UnsupportedCard
from arbiter.scenario.loader import PLAYERS

if TYPE_CHECKING:
    from arbiter.scenario.runner import _Run


def put_on_stack(r: _Run, entries: Any, line: int) -> None:
    g = r.game
    st = g.state
    active = st.active
    for entry in entries:
        spec = {"card": entry} if isinstance(entry, str) else entry
        if "ability_of" in spec:
            raise UnsupportedCard("(scenario)", "abilities already on the stack in a setup")
        if spec.get("x"):
            raise UnsupportedCard(str(spec["card"]), "a spell with X already on the stack in a setup")
        controller = PLAYERS.index(spec.get("controller", PLAYERS[active]))
        o = g.create(r.card(spec["card"], line), controller, Zone.HAND)
        if not o.card.spell and not o.card.is_permanent:
            raise r.error(line, f"{o.card.name} is not a spell")
        if "id" in spec:
            if str(spec["id"]) in r.labels:
                raise r.error(line, f"the id {spec['id']!r} is used twice")
            r.labels[str(spec["id"])] = o.id
        targets = list(spec.get("targets") or [])
        modes = list(spec.get("modes") or [])
        g.set(st, "priority", controller)
        cast_during_resolution(g, o.id, controller)
        guard = 0
        while st.cast is not None and guard < 100:
            guard += 1
            dec = st.pending
            if not isinstance(dec, Choose):
                break
            if dec.purpose == "target":
                answer: Any = r.target(targets.pop(0), line) if targets else (0 if 0 in dec.options else None)
            elif dec.purpose == "mode":
                answer = modes.pop(0) if modes else (0 if 0 in dec.options else None)
            else:
                answer = None
            if answer is None:
                raise r.error(line, f"{o.card.name} on the stack: name its {dec.purpose} ({dec.prompt})")
            ruling = g.apply(Pick(answer))
            if not ruling:
                raise r.error(line, f"{o.card.name} on the stack: {ruling}")
        if st.cast is not None or o.zone is not Zone.STACK:
            raise r.error(line, f"{o.card.name} could not be put on the stack as described")
        if targets:
            raise r.error(line, f"{o.card.name} on the stack: more targets than it has")
    # a position, not a history: nothing waits to trigger, nothing was logged, the active player has priority
    g.set(st, "waiting", ())
    g.set(st, "pending", Priority(active))
    g.set(st, "priority", active)
    st.log = None
    g.journal.forget()
