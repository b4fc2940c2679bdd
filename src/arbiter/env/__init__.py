"""Environments for learning agents (the optional extra ``arbiter[env]``: gymnasium, pettingzoo).

- :class:`ArbiterAEC` (:mod:`arbiter.env.aec`): a PettingZoo AEC environment, both seats of a game.
- :class:`ArbiterEnv` (:mod:`arbiter.env.single`): a Gymnasium environment, one seat against an
  opponent; :func:`make_vector_env` steps several at once.
- :mod:`arbiter.env.observation`: the observation arrays (documented field by field) and their
  JSON/text form for language-model agents; :mod:`arbiter.env.table`: actions as indices, the mask
  and what happens when more actions are legal than the cap.

See ``docs/env.md``.
"""

from __future__ import annotations

try:
    import gymnasium as _gymnasium
    import pettingzoo as _pettingzoo  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    raise ImportError(f"arbiter.env needs the 'env' extra: pip install 'arbiter[env]' ({exc})") from exc

from arbiter.env.aec import ArbiterAEC, env
from arbiter.env.observation import observation_space, observe, observe_json, observe_text
from arbiter.env.single import ArbiterEnv, make_vector_env
from arbiter.env.table import ActionOverflow, RandomPolicy, benchmark_decks

if "Arbiter-v0" not in _gymnasium.registry:  # gymnasium.make("Arbiter-v0", opponent=…)
    _gymnasium.register(id="Arbiter-v0", entry_point="arbiter.env.single:ArbiterEnv")

__all__ = [
    "ActionOverflow",
    "ArbiterAEC",
    "ArbiterEnv",
    "RandomPolicy",
    "benchmark_decks",
    "env",
    "make_vector_env",
    "observation_space",
    "observe",
    "observe_json",
    "observe_text",
]
