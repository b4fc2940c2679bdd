"""Which entries of a step's ``pay:`` a payment used. The runner reads ``pay:`` only where a payment
asks for it (a mana source tapped first, an object chosen for a cost, the life of a Phyrexian symbol,
the pool spent); an entry no payment asked for was silently ignored. The step's entries are listed
(:func:`entries`), each use is marked on the run (:func:`mark`), and the entries left unmarked after
the step are reported as warnings (:func:`unused`) — ``arbiter judge --strict`` makes them failures.

Marks: ``("mana", ID)`` a mana source named under ``mana:`` that was activated or tapped by the
auto-payer; ``("object", ID)`` an object named under ``sacrifice``/``discard``/``tap``/``exile``/
``return`` that was given as the answer of a cost's choice (or convoked, improvised, delved);
``("life", None)`` life paid for a Phyrexian symbol; ``("pool", None)`` the pool named for the final
payment. An object entry also counts as used when the step sacrificed, discarded, exiled or returned
that object the way its key says — a cost naming its own object ("{T}, Sacrifice ~") asks no choice,
and the entry names what the payment did."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.mtg.enums import Zone
from arbiter.scenario.loader import ScenarioError

if TYPE_CHECKING:
    from arbiter.scenario.loader import LineDict
    from arbiter.scenario.runner import _Run

OBJECT_KEYS = ("sacrifice", "discard", "tap", "exile", "return")

Mark = tuple[str, Any]


def mark(r: _Run, kind: str, what: Any = None) -> None:
    """Note that a payment used the entry ``(kind, what)`` of the step's ``pay:``."""
    r.pay_used.add((kind, what))


def entries(pay: dict[str, Any]) -> list[tuple[str, Any]]:
    """The step's ``pay:`` as (key, entry) pairs, in the order written: one pair for each listed
    source or object, one for ``life`` and one for ``pool``."""
    out: list[tuple[str, Any]] = []
    for key, value in pay.items():
        if key == "mana" or key in OBJECT_KEYS:
            out.extend((key, v) for v in (value if isinstance(value, list) else [value]))
        else:
            out.append((key, value))
    return out


def _mark_of(r: _Run, key: str, entry: Any, line: int) -> Mark:
    if key == "mana":
        ref = entry.get("source") if isinstance(entry, dict) else entry
        return ("mana", r.obj_id(ref, line))
    if key in OBJECT_KEYS:
        return ("object", r.obj_id(entry, line))
    return (key, None)


def _done_by_the_step(r: _Run, key: str, oid: Any) -> bool:
    """CR 118.3, 602.2b: a cost that names its own object ("{T}, Sacrifice ~", "Discard this card",
    "Exile ~ from your graveyard") asks no choice, so the runner never reads the entry — but the
    entry names what the payment did: the step moved that object the way its key says."""
    if key not in ("sacrifice", "discard", "exile", "return"):
        return False
    from arbiter.mtg.events import ZoneChanged
    from arbiter.mtg.triggers.sacrifices import is_sacrifice

    for e in r.game.state.events[r.log_mark :]:
        if not isinstance(e, ZoneChanged) or e.obj != oid:
            continue
        if key == "sacrifice" and is_sacrifice(e):
            return True
        if key == "discard" and e.source is Zone.HAND and e.dest is Zone.GRAVEYARD:
            return True
        if (key, e.dest) in (("exile", Zone.EXILE), ("return", Zone.HAND)):
            return True
    return False


def unused(r: _Run, spec: LineDict) -> list[str]:
    """The entries of the step's ``pay:`` that no payment of the step used, each written as in the
    file (``sacrifice: bears``)."""
    pay = spec.get("pay")
    if not isinstance(pay, dict):
        return []
    out = []
    for key, entry in entries(pay):
        try:
            found = _mark_of(r, key, entry, spec.line)
        except ScenarioError:  # (a name that no longer names one object: not this check's to report)
            continue
        if found not in r.pay_used and not _done_by_the_step(r, key, found[1]):
            shown = "{" + ", ".join(f"{k}: {v}" for k, v in entry.items()) + "}" if isinstance(entry, dict) else entry
            out.append(f"{key}: {shown}")
    return out
