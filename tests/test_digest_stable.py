"""A state's digest is the same in every Python process (a record saved by one and replayed by
another compares digests): sets are written in sorted order, whatever the string hash seed."""

from __future__ import annotations

import os
import subprocess
import sys

from arbiter.core.digest import stable_repr

PROGRAM = """
from dataclasses import dataclass
from arbiter.core.digest import stable_repr
from arbiter.mtg.enums import Color

@dataclass(frozen=True)
class Animated:
    colors: frozenset[Color]
    names: tuple[frozenset[str], ...]

class State:
    def digest_data(self):
        return (Animated(frozenset(Color), ()), frozenset({"flying", "haste", "trample", "reach"}))

from types import SimpleNamespace
from arbiter.core.game import CoreGame
print(CoreGame.digest(SimpleNamespace(state=State())))
print(stable_repr((Animated(frozenset(Color), (frozenset({"Goblin", "Elf", "Wizard", "Zombie"}),)), {"k": {3, 1, 2}})))
"""


def _run(seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    return subprocess.run([sys.executable, "-c", PROGRAM], env=env, capture_output=True, text=True, check=True).stdout


def test_stable_repr_is_the_same_under_every_hash_seed() -> None:
    outputs = {_run(seed) for seed in ("0", "1", "2", "3", "4", "5")}
    assert len(outputs) == 1, outputs


def test_stable_repr_reads_like_repr_without_sets() -> None:
    value = (1, "a", None, [2.5, (3,)], {"x": (True, b"z")})
    assert stable_repr(value) == repr(value)
    assert stable_repr(frozenset({"b", "a"})) == "{'a', 'b'}"
