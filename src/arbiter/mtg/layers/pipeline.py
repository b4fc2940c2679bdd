"""The layer system (CR 613.1) as one pipeline: an object's characteristics are its copiable
values (layer 1) with control (2), text (3), type (4), color (5), ability (6) and power/toughness
(7a–7d) effects applied in that order, and within a layer by timestamp and dependency (613.7,
613.8). :func:`compute` stops after the layer a question needs; :func:`explain` runs all of them
and keeps each step."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Term, each_and, msg
from arbiter.mtg import resolved
from arbiter.mtg.enums import Color, Zone
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.ir.statics.grants import ControlEnchanted, GrantToControlled
from arbiter.mtg.layers.ability_layer import granted_to, layer6
from arbiter.mtg.layers.order import Layered, apply_in_order
from arbiter.mtg.layers.pt_layer import layer7a, layer7b, layer7c, layer7d
from arbiter.mtg.layers.runs import Runs
from arbiter.mtg.layers.sources import each_source, early_abilities
from arbiter.mtg.layers.type_layer import layer4
from arbiter.mtg.layers.work import PARTIAL, Work, effects_on, from_effects

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.layers.model import LayerStep
    from arbiter.mtg.state import GameObject, TurnEffect


def _layer2(g: Game, w: Work) -> None:
    """CR 613.1b: control-changing effects. The engine applies them as they begin (the object's
    controller is kept current); here they are only named."""
    o = w.o
    st = g.state
    for e in effects_on(g, o):
        if isinstance(e.change, resolved.GainControl):
            w.note("a resolved effect", e.timestamp, "613.1b", f"controlled by {st.players[e.change.player].name}")
    if o.card.changes_control or st.grant_sources:
        for source in each_source(g):
            if source.attached_to == o.id and any(isinstance(a, ControlEnchanted) for a in source.card.abilities):
                who = st.players[source.controller].name
                w.note(source.card.name, source.timestamp, "613.1b", f"controlled by {who}")


def _layer5(g: Game, w: Work) -> None:
    """CR 613.1e: color-changing effects, the latest setting winning (613.7)."""
    o = w.o
    effects: list[Layered] = list(from_effects(g, o, "layer 5", _resolved_colors))
    if g.state.grant_sources and o.zone is Zone.BATTLEFIELD:
        for source in each_source(g):  # CR 613.1e, 613.6: "Enchanted creature … is a blue Frog …"
            for ab in early_abilities(g, source):
                if isinstance(ab, AttachedCharacteristics) and source.attached_to == o.id:
                    a = ab.animation  # (105.2c: "is a colorless Forest land" — no colors)
                    if a.colors or ab.colorless:
                        setting = _color(source.timestamp, a.colors, a.add_colors)
                        effects.append(replace(setting, source=source.card.name))
                elif isinstance(ab, GrantToControlled) and ab.colors and granted_to(g, ab, source, o):
                    # CR 613.1e, 611.3a: "As long as …, ~ gets +1/+1, is black, and has …"
                    effects.append(replace(_color(source.timestamp, ab.colors), source=source.card.name))
    apply_in_order(w, effects)


def _resolved_colors(found: tuple[TurnEffect, ...]) -> tuple[Layered, ...]:
    """CR 613.1e, 611.2a: the color-changing effects of resolved spells and abilities on one object
    (the same setting again and again: one record per run, 613.7)."""
    runs = Runs([])
    for e in found:  # (lasting too: "becomes a green Elk creature" with no end, 611.2a)
        if isinstance(e.change, resolved.BecomeColor):
            color = e.change.color
            colors = frozenset({color}) if color is not None else frozenset()
            runs.add(e.change, e.timestamp, "a resolved effect", partial(_color_base, colors, False))
        elif isinstance(e.change, resolved.Becomes) and e.change.animation.colors:
            a = e.change.animation
            runs.add(e.change, e.timestamp, "a resolved effect", partial(_color_base, a.colors, a.add_colors))
    runs.flush()
    return tuple(runs.effects)


def _color(ts: int, colors: frozenset[Color], added: bool = False) -> Layered:
    """CR 105.3: the named colors replace the old ones — or join them ("in addition to its other
    colors")."""
    base = _color_base(colors, added)
    return Layered(ts, "a resolved effect", "613.1e", base.what, base.applies, base.apply, idempotent=True)


@lru_cache(maxsize=256)
def _color_base(colors: frozenset[Color], added: bool) -> Layered:
    """One function for each color setting (the same effect made again is seen as the same, 613.7);
    setting or adding the same colors twice does what doing it once does (idempotent)."""

    def apply(w: Work) -> None:
        w.colors = w.colors | colors if added else colors

    names = each_and(Term(c) for c in sorted(c.name.lower() for c in colors)) if colors else Term("colorless")
    what = (
        msg("is {names} in addition to its other colors", names=names) if added else msg("becomes {names}", names=names)
    )
    return Layered(0, "a resolved effect", "613.1e", what, lambda w: True, apply, idempotent=True)


def compute(g: Game, o: GameObject, upto: int = 7, explaining: bool = False) -> Work:
    """The object's characteristics after layer ``upto`` (4: types, 5: colors, 6: abilities, 7:
    power and toughness). Asked again about an object being worked out (a description read
    while applying an effect to it), the answer is the record as it stands."""
    key = id(o)
    found = PARTIAL.get(key)
    if found is not None:
        return found
    w = Work(o, explaining)
    PARTIAL[key] = w
    try:
        w.note(o.card.name, o.timestamp, "613.2", msg("copiable values: {card}", card=CardName(o.label)))
        w.close("1", "copiable values")
        if explaining:
            _layer2(g, w)
        w.close("2", "control")
        w.close("3", "text")
        layer4(g, w)
        w.close("4", "type")
        if upto >= 5:
            _layer5(g, w)
            w.close("5", "color")
        if upto >= 6:
            layer6(g, w)
            w.close("6", "ability")
        if upto >= 7:
            for layer, name, run in _SUBLAYERS:
                run(g, w)
                w.close(layer, name)
    finally:
        del PARTIAL[key]
    return w


_SUBLAYERS = (
    ("7a", "characteristic-defining P/T", layer7a),
    ("7b", "P/T setting", layer7b),
    ("7c", "P/T modifying", layer7c),
    ("7d", "P/T switching", layer7d),
)


def explain(g: Game, o: GameObject) -> tuple[LayerStep, ...]:
    """CR 613.1: the object's characteristics layer by layer, with the effects applied in each."""
    return tuple(compute(g, o, 7, explaining=True).steps)
