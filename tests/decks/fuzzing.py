"""Shared settings for the fuzzing tests: a few hundred inputs in the default run, 10,000 in the
``slow`` run (``pytest -m slow`` or ``ARBITER_SLOW=1``)."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

QUICK = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=10_000, deadline=None, suppress_health_check=list(HealthCheck))


def skip_unless_slow_selected(config: pytest.Config) -> None:
    """The 10,000-input runs are opt-in: they take minutes on a shared machine."""
    if "slow" not in (config.getoption("markexpr") or "") and not os.environ.get("ARBITER_SLOW"):
        pytest.skip("a slow fuzzing run (select with -m slow or ARBITER_SLOW=1)")
