"""Format 1.1 ``setup: stack:`` — spells already cast, bottom first. Each is put on the stack
by the rules' own procedure for a spell cast without paying its mana cost (CR 601.2, 118.9):
its modes and targets as the entry names them (601.2b–c), then it becomes cast (601.2i). The
position is what the scenario describes, so nothing that casting would have triggered is kept
(the scenario lists everything that is on the stack), and no event is logged."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.i18n import CardName, msg
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Choose, Pick, Priority
from arbiter.mtg.casting.begin import cast_during_resolution
from arbiter.mtg.effects.gift import gift_promised
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import ActivatedAbility, TriggeredAbility
from arbiter.mtg.zones import remove_from_zone
from arbiter.scenario.loader import PLAYERS

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject
    from arbiter.scenario.runner import _Run


def put_on_stack(r: _Run, entries: Any, line: int) -> None:
    g = r.game
    st = g.state
    active = st.active
    for entry in entries:
        spec = {"card": entry} if isinstance(entry, str) else entry
        if "ability_of" in spec:
            put_ability(r, spec, line)
            continue
        if "card" not in spec:
            raise r.error(line, msg("a stack entry is {{card: NAME, …}} or {{ability_of: ID, ability: N, …}}"))
        controller = PLAYERS.index(spec.get("controller", PLAYERS[active]))
        o = g.create(r.card(spec["card"], line), controller, Zone.HAND)
        if not o.card.spell and not o.card.is_permanent and not o.card.faces:  # (a split card: its halves, 709.3)
            raise r.error(line, msg("{card} is not a spell", card=CardName(o.card.name)))
        if "id" in spec:
            if str(spec["id"]) in r.labels:
                raise r.error(line, msg("the id {spec} is used twice", spec=repr(spec["id"])))
            r.labels[str(spec["id"])] = o.id
        targets = list(spec.get("targets") or [])
        modes = list(spec.get("modes") or [])
        g.set(st, "priority", controller)
        below = set(st.stack)
        cast_during_resolution(g, o.id, controller, already_paid=True)
        guard = 0
        while st.cast is not None and guard < 100:
            guard += 1
            dec = st.pending
            if not isinstance(dec, Choose):
                break
            if dec.purpose == "target":
                answer: Any = r.target(targets.pop(0), line) if targets else (0 if 0 in dec.options else None)
            elif dec.purpose == "x":
                answer = 0  # CR 107.3b: cast without paying its mana cost; the X it was cast with is set after
            elif dec.purpose == "half":
                # CR 709.3, 715.3: the half or face named (an adventurer card as itself by default)
                wanted = spec.get("face", o.card.name)
                answer = wanted if wanted in dec.options else None
            elif dec.purpose in ("kicker", "buyback"):
                answer = 0 if dec.purpose == "kicker" else "no"  # the kick count named is set after (below)
            elif dec.purpose == "mode":
                answer = modes.pop(0) if modes else (0 if 0 in dec.options else None)
            else:
                answer = None
            if answer is None:
                raise r.error(
                    line,
                    msg(
                        "{card} on the stack: name its {purpose} ({prompt})",
                        card=CardName(o.card.name),
                        purpose=dec.purpose,
                        prompt=dec.prompt,
                    ),
                )
            ruling = g.apply(Pick(answer))
            if not ruling:
                raise r.error(line, msg("{card} on the stack: {ruling}", card=CardName(o.card.name), ruling=ruling))
        if st.cast is not None or o.zone is not Zone.STACK:
            raise r.error(line, msg("{card} could not be put on the stack as described", card=CardName(o.card.name)))
        if targets:
            raise r.error(line, msg("{card} on the stack: more targets than it has", card=CardName(o.card.name)))
        _drop_cast_triggers(r, below | {o.id})
        if spec.get("x") is not None:
            _set_x(r, o, spec["x"], line)
        if spec.get("kicker"):
            _set_kicked(r, o, spec["kicker"], line)
    # a position, not a history: nothing waits to trigger, nothing was logged, the active player has priority
    g.set(st, "waiting", ())
    g.set(st, "pending", Priority(active))
    g.set(st, "priority", active)
    st.log = None
    g.journal.forget()


def _drop_cast_triggers(r: _Run, kept: set[int]) -> None:
    """A position, not a history: a triggered ability the cast put on the stack at once (CR 601.2i,
    603.3 — Chalice of the Void's "whenever a player casts") isn't part of it, so it ceases to exist."""
    g = r.game
    st = g.state
    for oid in [i for i in st.stack if i not in kept and st.objects[i].ability is not None]:
        remove_from_zone(g, st.objects[oid])
        g.journal.dict_del(st.objects, oid)


def _set_x(r: _Run, o: GameObject, x: Any, line: int) -> None:
    """The value X was announced as when the spell was cast (CR 107.3, 601.2b)."""
    cost = o.card.mana_cost
    if cost is None or "{X}" not in cost.text:
        raise r.error(line, msg("{card} on the stack: its mana cost has no X", card=CardName(o.card.name)))
    r.game.set(o, "x", int(x))


def _set_kicked(r: _Run, o: GameObject, times: Any, line: int) -> None:
    """How many times the spell was kicked when it was cast (CR 702.33d; its costs were paid then)."""
    kicker = o.card.kicker
    if kicker is None:
        raise r.error(line, msg("{card} on the stack: it has no kicker", card=CardName(o.card.name)))
    if int(times) > 1 and not kicker.multi:  # CR 702.33c: only multikicker is paid more than once
        name = CardName(o.card.name)
        raise r.error(line, msg("{card} on the stack: only multikicker is paid more than once", card=name))
    r.game.set(o, "kicked", int(times))
    # CR 702.174a: a gift promised as it was cast — to the caster's opponent
    r.game.set(o, "marks", o.marks | gift_promised(r.game, kicker, o.controller, int(times)))


def put_ability(r: _Run, spec: Any, line: int) -> None:
    """``{ability_of: ID, ability: N, controller: P, targets: [...], modes: [N], x: N}`` — an
    activated or triggered ability already on the stack (CR 602.2a, 603.3a): N counts the
    source's printed activated and triggered abilities together, in printed order. Its costs were
    paid and its targets chosen when it was put there: each target must be legal for it now
    (601.2c, 603.3d)."""
    g = r.game
    st = g.state
    source = st.objects[r.obj_id(spec["ability_of"], line)]
    kinds = [a for a in source.card.abilities if isinstance(a, ActivatedAbility | TriggeredAbility)]
    n = spec.get("ability", 1)
    if not isinstance(n, int) or not 1 <= n <= len(kinds):
        raise r.error(
            line,
            msg(
                "{card} has {kinds_count} activated or triggered abilities; ability {n}?",
                card=CardName(source.card.name),
                kinds_count=len(kinds),
                n=repr(n),
            ),
        )
    ability = kinds[n - 1]
    if isinstance(ability, ActivatedAbility) and ability.is_mana:
        raise r.error(
            line, msg("{card}: a mana ability doesn't use the stack (CR 605.3a)", card=CardName(source.card.name))
        )
    controller = PLAYERS.index(spec.get("controller", PLAYERS[source.controller]))
    modes = tuple(int(m) - 1 for m in spec.get("modes") or ())
    if ability.modes and not modes:
        raise r.error(
            line, msg("{card}'s ability on the stack: name its modes (modes: [N])", card=CardName(source.card.name))
        )
    if any(not 0 <= m < len(ability.modes) for m in modes):
        raise r.error(
            line,
            msg(
                "{card}'s ability has {modes_count} modes",
                card=CardName(source.card.name),
                modes_count=len(ability.modes),
            ),
        )
    specs = ability.chosen(modes)[0] if ability.modes else ability.targets
    named = list(spec.get("targets") or [])
    if len(named) > len(specs) or len(named) < sum(1 for t in specs if not t.optional):
        raise r.error(
            line,
            msg(
                "{card}'s ability has {specs_count} target(s); {named_count} named",
                card=CardName(source.card.name),
                specs_count=len(specs),
                named_count=len(named),
            ),
        )
    refs = []
    for want, target_spec in zip(named, specs, strict=False):
        ref = r.target(want, line)
        if ref not in tg.options(g, target_spec, controller, source.id):
            raise r.error(
                line,
                msg(
                    "{want} is not a legal target for {card}'s ability ({noun})",
                    want=want,
                    card=CardName(source.card.name),
                    noun=target_spec.noun,
                ),
            )
        refs.append(ref)
    o = g.create(source.card, controller, Zone.STACK)
    g.set(o, "source", source.id)
    g.set(o, "ability", ability)
    g.set(o, "controller", controller)
    g.set(o, "targets", tuple(refs))
    g.set(o, "modes", modes)
    if spec.get("x") is not None:
        g.set(o, "x", int(spec["x"]))
    if "id" in spec:
        if str(spec["id"]) in r.labels:
            raise r.error(line, msg("the id {spec} is used twice", spec=repr(spec["id"])))
        r.labels[str(spec["id"])] = o.id
