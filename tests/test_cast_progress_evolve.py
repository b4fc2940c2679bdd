"""``evolve`` (mtg/casting/progress.py) is ``dataclasses.replace`` for a cast's progress, only cheaper."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from arbiter.mtg.casting.progress import _FIELDS, CastProgress, evolve
from arbiter.mtg.mana.pool import ManaCost

_BASE = CastProgress("spell", 7, 1, 12, "targets", (), (), ManaCost(1), choices=(3,), x=2)
_OTHER: dict[str, Any] = {
    "kind": "ability", "obj": 8, "player": 0, "mark": 40, "stage": "pay", "specs": (), "targets": (None,),
    "cost": None, "choices": (4, 5), "life": 2, "offering": 9, "x": None, "index": 1, "resume": None,
    "outer": _BASE, "alternative": (), "harmonized": 11, "marks": frozenset({"kicker asked"}), "x_credit": 1,
}  # fmt: skip


def test_the_copier_names_every_field_in_order() -> None:
    assert tuple(f.name for f in fields(CastProgress)) == _FIELDS
    assert set(_OTHER) == set(_FIELDS)


def test_evolve_is_replace() -> None:
    assert evolve(_BASE) == replace(_BASE) and evolve(_BASE) is not _BASE
    for name, value in _OTHER.items():
        made = evolve(_BASE, **{name: value})
        assert made == replace(_BASE, **{name: value}) and type(made) is CastProgress
        assert hash(made) == hash(replace(_BASE, **{name: value}))
    assert evolve(_BASE, **_OTHER) == replace(_BASE, **_OTHER)
