"""The layer system (CR 613): the engine's answers about an object (with their fast paths) are
the pipeline's result after every layer, as :meth:`Game.explain_object` shows it, on the
positions of random games between random decks of compiled cards."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from arbiter.mtg import layers as ch
from arbiter.mtg.layers import LayerStep
from arbiter.sim.selfcheck import default_source
from tests.rules.test_fast_paths_are_exact import _positions

LAYERS = ["1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"]


def test_queries_agree_with_the_explained_pipeline() -> None:
    source = default_source(None)
    checked = 0
    for seed in range(2):
        for n, g in enumerate(_positions(source, 613_000 + seed)):
            if n % 25:
                continue
            for oid in g.state.battlefield:
                o = g.state.objects[oid]
                steps = g.explain_object(oid)
                assert [s.layer for s in steps] == LAYERS
                final = steps[-1].after
                assert ch.card_types(g, o) == final.types
                assert ch.subtypes(g, o) == final.subtypes
                assert ch.colors(g, o) == final.colors
                assert ch.abilities(g, o) == final.abilities
                if ch.is_creature(g, o):
                    assert (ch.power(g, o), ch.toughness(g, o)) == (final.power or 0, final.toughness or 0)
                checked += 1
    assert checked > 0


def test_explanation_is_frozen_values() -> None:
    source = default_source(None)
    g = next(g for g in _positions(source, 613_100) if g.state.battlefield)
    step = g.explain_object(g.state.battlefield[0])[0]
    assert isinstance(step, LayerStep)
    assert step.applied[0].what.startswith("copiable values: ")
    with pytest.raises(FrozenInstanceError):
        step.__setattr__("layer", "2")
