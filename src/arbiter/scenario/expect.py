"""The expectations of a scenario (``expect:`` on a step and at the end): one check per key,
comparing what the game shows through its public API with what the scenario says."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.core.ruling import Illegal, Ruling
from arbiter.i18n import msg
from arbiter.mtg.actions import DeclareBlockers
from arbiter.mtg.enums import COLOR_NAMES, Zone
from arbiter.mtg.layers import power, toughness
from arbiter.mtg.mana.pool import parse_pool, pool_text
from arbiter.mtg.objects.battles import protector
from arbiter.mtg.objects.preparation import is_prepared
from arbiter.scenario.loader import PLAYERS, LineDict

if TYPE_CHECKING:
    from arbiter.mtg.state import GameObject
    from arbiter.scenario.runner import _Run


@dataclass(frozen=True)
class At:
    """Where an expectation is checked: the step, the ruling of its action, the whole
    expectation mapping, the acting player, and the line."""

    label: str
    ruling: Ruling | None
    exp: dict[str, Any]
    by: str | None
    line: int


Check = Callable[["_Run", Any, At], None]


def _illegal(r: _Run, want: Any, at: At) -> None:
    refused = isinstance(at.ruling, Illegal)
    if bool(want) != refused:
        got = msg("no action") if at.ruling is None else msg("accepted")
        if isinstance(at.ruling, Illegal):
            got = at.ruling.message()
        r.fail(at.label, {"illegal": bool(want)}, got)
        return
    rule = at.exp.get("rule")
    ruling = at.ruling
    if rule is not None and isinstance(ruling, Illegal) and not any(c.startswith(str(rule)) for c in ruling.rules):
        r.fail(at.label, {"rule": str(rule)}, {"rules": list(ruling.rules), "reason": ruling.reason})


def _per_object(getter: Callable[[_Run, int], Any], normalise: Callable[[Any], Any] = lambda v: v) -> Check:
    def check(r: _Run, want: Any, at: At) -> None:
        if not isinstance(want, dict):
            raise r.error(at.line, msg("expected a mapping of ids"))
        for ref, value in want.items():
            actual = getter(r, r.obj_id(ref, at.line))
            if normalise(value) != actual:
                r.fail(at.label, {ref: value}, {ref: actual})

    return check


def _zone_of(r: _Run, oid: int) -> str:
    st = r.game.state
    o = st.objects.get(oid)
    if o is None:
        return "gone"
    if o.zone is Zone.LIBRARY and st.players[o.owner].library[:1] == (oid,):
        return "library_top"
    return o.zone.label


def _zone(r: _Run, want: Any, at: At) -> None:
    if not isinstance(want, dict):
        raise r.error(at.line, msg("zone expects {{ID: ZONE}}"))
    for ref, value in want.items():
        actual = _zone_of(r, r.obj_id(ref, at.line))
        if value == actual or (value == "library" and actual == "library_top"):
            continue
        r.fail(at.label, {ref: value}, {ref: actual})


def _counters(r: _Run, want: Any, at: At) -> None:
    for ref, kinds in want.items():
        o = r.game.state.objects[r.obj_id(ref, at.line)]
        for kind, n in kinds.items():
            if o.counter(str(kind)) != n:
                r.fail(at.label, {ref: {kind: n}}, {ref: {kind: o.counter(str(kind))}})


def _players(getter: Callable[[_Run, int], Any]) -> Check:
    def check(r: _Run, want: Any, at: At) -> None:
        if not isinstance(want, dict) or set(want) - set(PLAYERS):
            raise r.error(at.line, msg("expected a mapping of alice/bob"))
        for name, value in want.items():
            actual = getter(r, PLAYERS.index(name))
            if value != actual:
                r.fail(at.label, {name: value}, {name: actual})

    return check


def _mana_pool(r: _Run, index: int) -> str:
    """The whole pool: mana that may be spent only as a restriction says is in it too (CR 106.6)."""
    p = r.game.state.players[index]
    amounts = list(p.pool)
    for restricted, _ in p.restricted:
        amounts = [a + b for a, b in zip(amounts, restricted, strict=False)]
    return pool_text(tuple(amounts))


def _mana_pools(r: _Run, want: Any, at: At) -> None:
    """A pool holds amounts of each kind of mana, in no order (CR 106.4): ``"{R}{W}"`` and
    ``"{W}{R}"`` name the same contents, so the expected text is read before it is compared."""
    if isinstance(want, dict):
        want = {k: _pool_read(v) for k, v in want.items()}
    _players(_mana_pool)(r, want, at)


def _pool_read(text: Any) -> Any:
    """``text`` in the order the pool is shown (W U B R G C); kept as written if it isn't a pool."""
    if not isinstance(text, str) or not re.fullmatch(r"(\{[^{}]*\})*", text):
        return text
    try:
        return pool_text(parse_pool(text))
    except ValueError:
        return text


def _graveyard(r: _Run, index: int) -> list[str]:
    st = r.game.state
    return [st.objects[i].card.name for i in st.players[index].graveyard]


def _tokens(r: _Run, index: int) -> list[str]:
    st = r.game.state
    out = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.is_token and o.controller == index:
            colors = " ".join(COLOR_NAMES[c.value] for c in sorted(o.card.colors, key=lambda c: "WUBRG".index(c.value)))
            pt = f"{power(r.game, o)}/{toughness(r.game, o)} " if o.card.is_creature else ""
            out.append(f"{pt}{colors or 'colorless'} {o.card.name}")
    return sorted(out)


def _pt(r: _Run, oid: int) -> str:
    o = r.game.state.objects[oid]
    return f"{power(r.game, o)}/{toughness(r.game, o)}"


def _blocked_by(r: _Run, want: Any, at: At) -> None:
    st = r.game.state
    for ref, blockers in want.items():
        o = st.objects[r.obj_id(ref, at.line)]
        expected = sorted(r.obj_id(b, at.line) for b in blockers or [])
        if sorted(o.blockers) != expected:
            names = [st.objects[b].card.name for b in o.blockers]
            r.fail(at.label, {ref: blockers}, {ref: names})


def _attached_to(r: _Run, want: Any, at: At) -> None:
    """``attached_to: {AURA: HOST}``: the object (or null: nothing) each Aura, Equipment or
    Fortification is attached to now (CR 301.5, 303.4), or the player an Aura with "Enchant player"
    is attached to (``alice``/``bob``, 303.4a)."""
    st = r.game.state
    for ref, host in want.items():
        o = st.objects[r.obj_id(ref, at.line)]
        if host in PLAYERS:
            fits = o.attached_to is None and o.enchanted_player == PLAYERS.index(host)
        else:
            fits = o.enchanted_player is None and o.attached_to == (None if host is None else r.obj_id(host, at.line))
        if not fits:
            r.fail(at.label, {ref: host}, {ref: _host_now(r, o)})


def _host_now(r: _Run, o: GameObject) -> str | None:
    """What the object is attached to now, as a scenario names it: a player, a card's name, or None."""
    if o.enchanted_player is not None:
        return PLAYERS[o.enchanted_player]
    return None if o.attached_to is None else r.game.state.objects[o.attached_to].card.name


def _protector(r: _Run, want: Any, at: At) -> None:
    """``protector: {BATTLE: bob}``: the player who protects each battle now (CR 310.8; null: none)."""
    st = r.game.state
    for ref, player in want.items():
        guard = protector(st.objects[r.obj_id(ref, at.line)])
        if (PLAYERS[guard] if guard is not None else None) != player:
            r.fail(at.label, {ref: player}, {ref: PLAYERS[guard] if guard is not None else None})


def _can_block(r: _Run, want: Any, at: At) -> None:
    for item in want:
        b, a = r.obj_id(item["blocker"], at.line), r.obj_id(item["attacker"], at.line)
        actual = bool(r.game.check(DeclareBlockers(((b, a),))))
        if actual != bool(item.get("legal", True)):
            r.fail(at.label, dict(item), {"legal": actual})


def _can_activate(r: _Run, want: Any, at: At) -> None:
    g = r.game
    for item in want:
        point = g.savepoint()
        spec = LineDict(activate={"source": item["source"], "ability": item.get("ability", 1)})
        spec.line = at.line
        for k in ("targets", "pay"):
            if k in item:
                spec[k] = item[k]
        outcome = r.perform("activate", spec, at.by, at.line)
        g.restore(point)
        if bool(outcome) != bool(item.get("legal", True)):
            r.fail(at.label, dict(item), {"legal": bool(outcome), "ruling": str(outcome)})


def _stack(r: _Run, want: Any, at: At) -> None:
    if len(r.game.state.stack) != want:
        r.fail(at.label, {"stack": want}, {"stack": len(r.game.state.stack)})


def _winner(r: _Run, want: Any, at: At) -> None:
    g = r.game
    actual = PLAYERS[g.winner] if g.over and g.winner is not None else ("draw" if g.over else None)
    if want != actual:
        r.fail(at.label, {"winner": want}, {"winner": actual})


def _cites(r: _Run, want: Any, at: At) -> None:
    """Format 1.1 ``cites: [RULE, ...]``: the events of this step, and its refusal if any, cite
    each listed rule (prefix match)."""
    if not isinstance(want, list):
        raise r.error(at.line, msg("cites expects a list of rule numbers"))
    cited = [e.rule for e in r.step_events]
    if isinstance(at.ruling, Illegal):
        cited += at.ruling.rules
    for rule in want:
        if not any(c.startswith(str(rule)) for c in cited):
            r.fail(at.label, {"cites": str(rule)}, {"cited": sorted(set(cited))})


EXPECTATIONS: dict[str, Check] = {
    "illegal": _illegal,
    "life": _players(lambda r, i: r.game.state.players[i].life),
    "zone": _zone,
    "tapped": _per_object(lambda r, i: r.game.state.objects[i].tapped, bool),
    "counters": _counters,
    "pt": _per_object(
        lambda r, i: f"{power(r.game, r.game.state.objects[i])}/{toughness(r.game, r.game.state.objects[i])}", str
    ),
    "damage": _per_object(lambda r, i: r.game.state.objects[i].damage),
    "mana_pool": _mana_pools,
    "controller": _per_object(lambda r, i: PLAYERS[r.game.state.objects[i].controller]),
    "blocked_by": _blocked_by,
    "attached_to": _attached_to,
    "protector": _protector,
    "prepared": _per_object(lambda r, i: is_prepared(r.game.state.objects[i]), bool),  # CR 722.3a
    "stack": _stack,
    "tokens": _players(_tokens),
    "hand": _players(lambda r, i: len(r.game.state.players[i].hand)),
    "library": _players(lambda r, i: len(r.game.state.players[i].library)),
    "graveyard": _players(_graveyard),
    "exile": _players(lambda r, i: [r.game.state.objects[c].label for c in r.game.state.players[i].exile]),
    "can_block": _can_block,
    "can_activate": _can_activate,
    "winner": _winner,
    "cites": _cites,
}


def _register_v11() -> None:
    from arbiter.scenario.expect_v11 import EXPECTATIONS_V11

    EXPECTATIONS.update(EXPECTATIONS_V11)


_register_v11()
