"""An object's characteristics as the Lab's object panel shows them: printed, then as they are
now, one row per characteristic with the layer of CR 613.1 that can change it.

This is the one place the panel reads the engine: the current characteristics
(:mod:`arbiter.mtg.layers`) against the printed card, and the engine's own explanation
layer by layer (``Game.explain_object``: each layer's result and the effects applied there, with
their sources, timestamps and rules) — the same code the engine plays with, so the panel can't
disagree with a ruling.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from arbiter.i18n import N_, Term, join, msg
from arbiter.mtg.game import Game
from arbiter.mtg.ir.abilities import render_lines
from arbiter.mtg.layers import abilities, card_types, colors, is_creature, power, subtypes, toughness
from arbiter.mtg.model import Keyword
from arbiter.mtg.notation import object_name
from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Row:
    """One characteristic: the layer (CR 613.1) or rule that sets it, printed and current
    values in words, and whether something changed it."""

    name: str
    rule: str
    printed: str
    current: str

    @property
    def changed(self) -> bool:
        return self.printed != self.current


@dataclass(frozen=True, slots=True)
class Layer:
    """One layer of CR 613.1 for this object: its number and name, the characteristics after it
    in one line, and the effects applied there (each with its source, timestamp and rule)."""

    layer: str
    name: str
    after: str
    applied: tuple[str, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Explanation:
    """An object's characteristics: its name and zone, then the rows in layer order, and the
    text of its current abilities."""

    id: int
    name: str
    zone: str
    rows: tuple[Row, ...]
    abilities: tuple[str, ...]
    note: str = ""
    layers: tuple[Layer, ...] = ()


# the layers the rows name (CR 613.1d–f, 613.4), and the card types in the words the rows use (300.1)
LAYER_WORDS = (N_("(layer 4)"), N_("(layer 5)"), N_("(layer 6)"), N_("(layer 7)"))
TYPE_WORDS = (
    N_("artifact"), N_("battle"), N_("creature"), N_("enchantment"), N_("instant"), N_("kindred"), N_("land"),
    N_("planeswalker"), N_("sorcery"),
)  # fmt: skip


def _words(items: Iterable[object]) -> str:
    names = sorted(str(getattr(i, "name", i)).lower() for i in items)
    return _listed(names)


def _listed(words: Iterable[str]) -> str:
    """Words of the rules' vocabulary, comma-separated, each in the language; "—" for none."""
    listed = [Term(w) for w in words]
    return join(listed) if listed else "—"


def explain_object(game: Game, object_id: int) -> Explanation | None:
    """The characteristics of object ``object_id`` (None: no such object). The swap point for a
    layer-by-layer explanation from the engine."""
    o = game.state.objects.get(object_id)
    if o is None:
        return None
    return _current(game, o)


def _current(game: Game, o: GameObject) -> Explanation:
    """Printed against current characteristics, each row under its layer (CR 613.1)."""
    card = o.card
    kws = {a.name for a in abilities(game, o) if isinstance(a, Keyword)}
    rows = [
        Row(msg("types"), "613.1d (layer 4)", _words(card.types), _words(card_types(game, o))),
        Row(msg("subtypes"), "613.1d (layer 4)", _listed(card.subtypes), _listed(subtypes(game, o))),
        Row(msg("colors"), "613.1e (layer 5)", _words(card.colors), _words(colors(game, o))),
        Row(msg("keywords"), "613.1f (layer 6)", _listed(sorted(card.keywords)), _listed(sorted(kws))),
    ]
    if card.is_creature or is_creature(game, o):
        printed = f"{card.power or 0}/{card.toughness or 0}" if card.power is not None else "—"
        rows.append(Row(msg("power/toughness"), "613.4 (layer 7)", printed, f"{power(game, o)}/{toughness(game, o)}"))
    counters = ", ".join(f"{k}×{n}" for k, n in o.counters if n)
    rows.append(Row(msg("counters"), "122.1", "—", counters or "—"))
    note = msg("face down: it has no name, no types but creature, and is 2/2 (CR 708.2)") if o.face_down else ""
    layers = tuple(
        Layer(step.layer, Term(step.name), step.after.text(), tuple(a.text() for a in step.applied),
              tuple(dict.fromkeys(a.rule for a in step.applied)))
        for step in game.explain_object(o.id)
    )  # fmt: skip
    lines = tuple(render_lines(abilities(game, o)))
    return Explanation(o.id, object_name(o), Term(o.zone.label), tuple(rows), lines, note, layers)


def object_json(o: Explanation) -> dict[str, Any]:
    """An explanation as JSON (the API's form of the panel)."""
    rows = [{"name": r.name, "rule": r.rule, "printed": r.printed, "current": r.current, "changed": r.changed}
            for r in o.rows]  # fmt: skip
    layers = [{"layer": x.layer, "name": x.name, "after": x.after, "applied": list(x.applied)} for x in o.layers]
    return {"id": o.id, "name": o.name, "zone": o.zone, "rows": rows, "abilities": list(o.abilities), "note": o.note,
            "layers": layers}  # fmt: skip
