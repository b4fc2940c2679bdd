"""Expectations added by version 1.1 of the scenario format (``../shared/spec/scenario-format.md``):
player counters, an object's current characteristics (CR 613) and abilities, whether one attack or
one cast would be allowed now, where the game is, and what a player may know (CR 400.2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.i18n import CardName, msg
from arbiter.mtg import layers as ch
from arbiter.mtg.actions import Cast, DeclareAttackers
from arbiter.mtg.enums import COLOR_NAMES, CardType, Step, Zone
from arbiter.mtg.ir.abilities import Keyword
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.view import identifies, revealed_ids
from arbiter.scenario.loader import PLAYERS

if TYPE_CHECKING:
    from arbiter.core.ruling import Ruling
    from arbiter.scenario.expect import At
    from arbiter.scenario.runner import _Run


def _poison(r: _Run, want: Any, at: At) -> None:
    for name, n in want.items():
        actual = r.game.state.players[PLAYERS.index(name)].poison
        if actual != n:
            r.fail(at.label, {"poison": {name: n}}, {"poison": {name: actual}})


def _player_counters(r: _Run, want: Any, at: At) -> None:
    """CR 122.1: counters of any kind on a player (poison 122.1f, energy 107.14, experience, rad…)."""
    for name, kinds in want.items():
        player = r.game.state.players[PLAYERS.index(name)]
        for kind, n in kinds.items():
            actual = player.counter(str(kind).lower())
            if actual != n:
                r.fail(at.label, {"player_counters": {name: {kind: n}}}, {"player_counters": {name: {kind: actual}}})


def _color_names(colors: frozenset[Any]) -> set[str]:
    return {COLOR_NAMES[c.value] for c in colors}


def characteristics_of(r: _Run, oid: int) -> dict[str, Any]:
    """The object's characteristics as the layer system computes them now (CR 613: after every
    layer, :meth:`Game.explain_object`), in the vocabulary of the format."""
    g = r.game
    o = g.state.objects[oid]
    final = g.explain_object(oid)[-1].after
    values: dict[str, Any] = {
        "name": final.name,
        "types": {t.value.capitalize() if t.value.islower() else t.value for t in final.types},
        "subtypes": set(final.subtypes),
        "supertypes": set(final.supertypes),
        "colors": _color_names(final.colors),
        "keywords": {a.name.lower() for a in final.abilities if isinstance(a, Keyword)},
        "abilities": len(final.abilities),
        "mana_value": mana_value(o),  # CR 202.3, 712.8e
        "controller": PLAYERS[final.controller],
    }
    if CardType.CREATURE in final.types:
        values["pt"] = f"{final.power or 0}/{final.toughness or 0}"
    return values


def _explain_lines(r: _Run, ref: str, oid: int) -> list[str]:
    """The layer-by-layer explanation of one object, for ``judge --explain``."""
    name, _, k = ref.rpartition("#")
    if name and k.isdigit():  # "Storm Crow#1": the k-th object of that name, a card's name shown as printed
        lines: list[str] = [msg("  (layers) {name}#{k}:", name=CardName(name), k=k)]
    else:
        lines = [msg("  (layers) {ref}:", ref=ref)]
    for step in r.game.explain_object(oid):
        lines.extend(msg("    {line}", line=line) for line in step.lines())
    return lines


def _normal(key: str, value: Any) -> Any:
    if isinstance(value, list):
        return {str(v).lower() if key in ("keywords", "colors") else str(v) for v in value}
    return value


def _characteristics(r: _Run, want: Any, at: At) -> None:
    """Only the listed keys are compared; lists as sets."""
    for ref, spec in want.items():
        oid = r.obj_id(ref, at.line)
        actual = characteristics_of(r, oid)
        r.result.log.extend(_explain_lines(r, str(ref), oid))
        for key, value in spec.items():
            got = actual.get(key)
            if _normal(key, value) != got:
                shown = sorted(got) if isinstance(got, set) else got
                r.fail(at.label, {"characteristics": {ref: {key: value}}}, {"characteristics": {ref: {key: shown}}})


def _has_now(r: _Run, oid: int) -> set[str]:
    """Keywords and the text of each ability the object has now, lowercased."""
    g = r.game
    o = g.state.objects[oid]
    out = {k.lower() for k in ch.keywords(g, o)}
    for ab in ch.abilities(g, o):
        text = getattr(ab, "text", None)
        if callable(text):
            out.add(str(text()).lower().rstrip("."))
    return out


def _has(lacks: bool) -> Callable[[_Run, Any, At], None]:
    key = "lacks" if lacks else "has"

    def check(r: _Run, want: Any, at: At) -> None:
        for ref, names in want.items():
            now = _has_now(r, r.obj_id(ref, at.line))
            for name in names:
                present = str(name).lower().rstrip(".") in now
                if present == lacks:
                    r.fail(at.label, {key: {ref: name}}, {key: {ref: sorted(now)}})

    return check


def _can_attack(r: _Run, want: Any, at: At) -> None:
    """Whether declaring that single attack would be allowed now (CR 508.1)."""
    for item in want:
        attacker = r.obj_id(item["attacker"], at.line)
        defender = r.target(item.get("defender", "bob" if r.game.state.active == 0 else "alice"), at.line)
        ruling = r.game.check(DeclareAttackers(((attacker, defender),)))
        if bool(ruling) != bool(item.get("legal", True)):
            r.fail(at.label, {"can_attack": dict(item)}, {"can_attack": {"legal": bool(ruling), "ruling": str(ruling)}})


def _can_cast(r: _Run, want: Any, at: At) -> None:
    """Whether the player may begin casting the card now (timing and permissions, CR 601.3)."""
    for item in want:
        ruling = _cast_check(r, r.obj_id(item["card"], at.line))
        if bool(ruling) != bool(item.get("legal", True)):
            r.fail(at.label, {"can_cast": dict(item)}, {"can_cast": {"legal": bool(ruling), "ruling": str(ruling)}})


def _cast_check(r: _Run, card: int) -> Ruling:
    """The ruling on beginning to cast ``card``: a card with faces (a split card's halves, 709.3a;
    an Adventure, 715.3) may be cast when any one of them may — the first accepted face's ruling,
    else the ruling on the card itself. A card in a hand is cast by that hand's owner: while the
    game waits for the other player, its owner can't begin casting it (CR 117.1)."""
    from arbiter.scenario.steps import not_waited_for

    o = r.game.state.objects.get(card)
    dec = r.game.pending
    if o is not None and dec is not None and o.zone is Zone.HAND and dec.player != o.owner:
        return not_waited_for(PLAYERS[o.owner], dec)
    ruling = r.game.check(Cast(card))
    for face in o.card.faces if o is not None and not ruling else ():
        tried = r.game.check(Cast(card, face=face.name))
        if tried:
            return tried
    return ruling


def _step(r: _Run, want: Any, at: At) -> None:
    g = r.game
    st = g.state
    dec = g.pending
    actual: dict[str, Any] = {
        "turn": st.turn,
        "step": st.step.name.lower(),
        "active": PLAYERS[st.active],
        "priority": PLAYERS[dec.player] if dec is not None else None,
    }
    for key, value in want.items():
        wanted = Step.parse(str(value)).name.lower() if key == "step" else value
        if actual[key] != wanted:
            r.fail(at.label, {"step": {key: value}}, {"step": {key: actual[key]}})


def _view(r: _Run, want: Any, at: At) -> None:
    """What the player may know (CR 400.2, 401.2, 402.3): which objects it can identify."""
    g = r.game
    for name, spec in want.items():
        p = PLAYERS.index(name)
        shown = set(revealed_ids(g, p))
        for key, value in spec.items():
            if key == "hand":
                actual: Any = len(g.state.players[p].hand)
                if actual != value:
                    r.fail(at.label, {"view": {name: {"hand": value}}}, {"view": {name: {"hand": actual}}})
                continue
            for ref in value:
                oid = r.obj_id(ref, at.line)
                known = identifies(g, p, g.state.objects[oid]) or oid in shown
                if known != (key == "sees"):
                    seen = "sees" if known else "hidden"
                    r.fail(at.label, {"view": {name: {key: ref}}}, {"view": {name: {seen: ref}}})


def _monarch(r: _Run, want: Any, at: At) -> None:
    m = r.game.state.monarch
    actual = PLAYERS[m.player] if m is not None else None
    if actual != want:
        r.fail(at.label, {"monarch": want}, {"monarch": actual})


def _speed(r: _Run, want: Any, at: At) -> None:
    """CR 702.179: each listed player's speed (0: none, 702.179f)."""
    from arbiter.mtg.speed import speed_of

    for name, n in want.items():
        actual = speed_of(r.game.state, PLAYERS.index(name))
        if actual != n:
            r.fail(at.label, {"speed": {name: n}}, {"speed": {name: actual}})


def _initiative(r: _Run, want: Any, at: At) -> None:
    """CR 726.1: who has the initiative (none: no player has it)."""
    held = r.game.state.initiative
    actual = PLAYERS[held.player] if held is not None else None
    if actual != want:
        r.fail(at.label, {"initiative": want}, {"initiative": actual})


def _dungeon(r: _Run, want: Any, at: At) -> None:
    """CR 309.4: each listed player's dungeon in the command zone and the room their venture marker
    is on (none: they own no dungeon there)."""
    from arbiter.mtg.effects.dungeons import marker_of

    st = r.game.state
    for name, expected in want.items():
        marker = marker_of(st, PLAYERS.index(name))
        actual = None
        if marker is not None:
            actual = {"name": st.objects[marker.dungeon].card.name, "room": marker.rooms[marker.room].name}
        if (dict(expected) if expected else None) != actual:
            r.fail(at.label, {"dungeon": {name: expected}}, {"dungeon": {name: actual}})


def _completed_dungeons(r: _Run, want: Any, at: At) -> None:
    """CR 309.7: the dungeons each listed player has completed, in order."""
    from arbiter.mtg.effects.dungeons import completed

    for name, expected in want.items():
        actual = list(completed(r.game.state, PLAYERS.index(name)))
        if list(expected) != actual:
            r.fail(at.label, {"completed_dungeons": {name: expected}}, {"completed_dungeons": {name: actual}})


def _extra_turns(r: _Run, want: Any, at: At) -> None:
    """CR 500.7: how many extra turns each player has still to take."""
    turns = r.game.state.extra_turns
    for name, n in want.items():
        actual = sum(1 for t in turns if t.player == PLAYERS.index(name))
        if actual != n:
            r.fail(at.label, {"extra_turns": {name: n}}, {"extra_turns": {name: actual}})


def _emblems(r: _Run, want: Any, at: At) -> None:
    """CR 114.1: how many emblems each player has in their command zone."""
    from arbiter.mtg.objects.emblems import is_emblem

    st = r.game.state
    for name, n in want.items():
        actual = sum(1 for oid in st.players[PLAYERS.index(name)].command if is_emblem(st.objects[oid]))
        if actual != n:
            r.fail(at.label, {"emblems": {name: n}}, {"emblems": {name: actual}})


def _revealed(r: _Run, want: Any, at: At) -> None:
    """The cards this step revealed to each listed player (CR 701.20a); exactly those listed."""
    from arbiter.scenario.revealed import revealed

    if r.before is None:
        raise r.error(at.line, msg("revealed is checked on a step (what that step revealed)"))
    shown = revealed(r.game, r.before, r.step_events)
    for name, refs in want.items():
        expected = {r.obj_id(ref, at.line) for ref in refs or []}
        actual = shown[PLAYERS.index(name)]
        if expected != actual:
            names = sorted(r.game.state.objects[i].card.name for i in actual if i in r.game.state.objects)
            r.fail(at.label, {"revealed": {name: refs}}, {"revealed": {name: names}})


EXPECTATIONS_V11: dict[str, Callable[[_Run, Any, At], None]] = {
    "poison": _poison,
    "player_counters": _player_counters,
    "characteristics": _characteristics,
    "has": _has(lacks=False),
    "lacks": _has(lacks=True),
    "can_attack": _can_attack,
    "can_cast": _can_cast,
    "step": _step,
    "view": _view,
    "monarch": _monarch,
    "initiative": _initiative,
    "speed": _speed,
    "dungeon": _dungeon,
    "completed_dungeons": _completed_dungeons,
    "emblems": _emblems,
    "extra_turns": _extra_turns,
    "revealed": _revealed,
}
