"""A position set up by hand: a scenario ``setup:`` mapping (format v1) edited a card at a time
— add a card by name, move it, tap it, put counters on it, set life and the turn — and checked
after every change by running it as ``arbiter judge`` would, so what is exported always loads.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

import yaml

from arbiter.i18n import Text, msg
from arbiter.lab.sessions import load_text
from arbiter.lab.trace import Trace, trace
from arbiter.scenario.cards import CardSource

ZONES = ("battlefield", "hand", "graveyard", "exile")
PLAYERS = ("alice", "bob")
MAX_CARDS = 200  # cards in one hand-made position


def _empty() -> dict[str, Any]:
    return {
        "turn": {"active": "alice", "step": "main1", "number": 3},
        "players": {p: {"life": 20, **{z: [] for z in ZONES}} for p in PLAYERS},
    }


@dataclass
class Builder:
    """The setup being built, the last check of it and the message of a refused change."""

    cards: CardSource
    name: str = "A hand-made position"
    setup: dict[str, Any] = field(default_factory=_empty)
    run: Trace | None = None
    message: str = ""

    def text(self) -> str:
        """The position as the YAML text of a scenario."""
        doc = {"scenario": self.name, "setup": self.setup, "do": []}
        return str(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True))

    def check(self) -> str:
        """Run the setup; the loader's or runner's message if it doesn't load, else ""."""
        try:
            scenario = load_text(self.text(), "position.yaml")[0]
        except ValueError as exc:
            return str(exc)
        run = trace(scenario, self.cards)
        if run.result.status == "error":
            return run.result.message
        self.run = run
        return ""

    def change(self, op: str, form: dict[str, str]) -> None:
        """Apply one change; a change that makes the setup unloadable is refused and undone."""
        before = copy.deepcopy(self.setup)
        try:
            _OPS[op](self, form)
            problem = self.check()
        except (KeyError, ValueError, IndexError) as exc:
            said = exc.args[0] if exc.args and isinstance(exc.args[0], Text) else str(exc)
            problem = msg("not a change the Lab knows: {exc}", exc=said)
        if problem:
            self.setup = before
            self.message = problem
        else:
            self.message = ""

    def zone(self, form: dict[str, str]) -> list[Any]:
        player, zone = form["player"], form["zone"]
        if player not in PLAYERS or zone not in ZONES:
            raise ValueError(f"{player}.{zone}")
        zones: list[Any] = self.setup["players"][player][zone]
        return zones


def _entry(form: dict[str, str]) -> str | dict[str, Any]:
    name = form["card"].strip()
    if not name:
        raise ValueError(msg("a card needs a name"))
    spec: dict[str, Any] = {"card": name}
    if form.get("tapped"):
        spec["tapped"] = True
    return spec if len(spec) > 1 else name


def _add(b: Builder, form: dict[str, str]) -> None:
    if sum(len(p[z]) for p in b.setup["players"].values() for z in ZONES) >= MAX_CARDS:
        raise ValueError(msg("at most {n} cards", n=MAX_CARDS))
    b.zone(form).append(_entry(form))


def _item(b: Builder, form: dict[str, str]) -> tuple[list[Any], int, dict[str, Any]]:
    items = b.zone(form)
    i = int(form["index"])
    spec = items[i] if isinstance(items[i], dict) else {"card": items[i]}
    return items, i, spec


def _remove(b: Builder, form: dict[str, str]) -> None:
    items, i, _ = _item(b, form)
    del items[i]


def _tap(b: Builder, form: dict[str, str]) -> None:
    items, i, spec = _item(b, form)
    spec["tapped"] = not spec.get("tapped", False)
    items[i] = spec


def _counter(b: Builder, form: dict[str, str]) -> None:
    items, i, spec = _item(b, form)
    kind = form.get("kind", "+1/+1").strip() or "+1/+1"
    counters = dict(spec.get("counters") or {})
    counters[kind] = max(0, int(counters.get(kind, 0)) + int(form.get("delta", "1")))
    spec["counters"] = {k: n for k, n in counters.items() if n}
    if not spec["counters"]:
        del spec["counters"]
    items[i] = spec


def _move(b: Builder, form: dict[str, str]) -> None:
    items, i, spec = _item(b, form)
    target = b.zone({"player": form.get("to_player", form["player"]), "zone": form["to"]})
    del items[i]
    if form["to"] != "battlefield":
        spec = {k: v for k, v in spec.items() if k not in ("tapped", "counters")}
    target.append(spec if len(spec) > 1 else spec["card"])


def _life(b: Builder, form: dict[str, str]) -> None:
    b.setup["players"][form["player"]]["life"] = int(form["life"])


def _turn(b: Builder, form: dict[str, str]) -> None:
    if form.get("active") not in PLAYERS:
        raise ValueError(msg("active must be alice or bob"))
    b.setup["turn"] = {"active": form["active"], "step": form.get("step", "main1"), "number": 3}


def _name(b: Builder, form: dict[str, str]) -> None:
    b.name = form.get("name", "").strip().replace("\n", " ")[:200] or b.name


_OPS = {
    "add": _add, "remove": _remove, "tap": _tap, "counter": _counter, "move": _move,
    "life": _life, "turn": _turn, "name": _name,
}  # fmt: skip


class CardNames:
    """Every card name the Lab can set up, searched by the words of a name (read once)."""

    def __init__(self, cards: CardSource) -> None:
        self.cards = cards
        self._names: list[str] | None = None

    def names(self) -> list[str]:
        if self._names is None:
            listed = getattr(self.cards, "names", None)
            if callable(listed):
                self._names = [str(n) for n in listed()]
            else:
                from arbiter.cards.registry import BUILTIN

                self._names = BUILTIN.names()
        return self._names

    def search(self, text: str, limit: int = 20) -> list[str]:
        words = [w.casefold() for w in text.split()]
        if not words:
            return []
        found = [n for n in self.names() if all(w in n.casefold() for w in words)]
        found.sort(key=lambda n: (not n.casefold().startswith(words[0]), len(n)))
        return found[:limit]
