"""Shared settings for the fuzzing tests: a few hundred inputs in the default run, 10,000 in the
``slow`` run (``pytest --run-slow``, ``-m slow`` or ``ARBITER_SLOW=1``)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

QUICK = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=10_000, deadline=None, suppress_health_check=list(HealthCheck))


def skip_unless_slow_selected(config: pytest.Config) -> None:
    """The 10,000-input runs are opt-in: they take minutes on a shared machine."""
    from tests.conftest import slow_wanted

    if not slow_wanted(config):
        pytest.skip("a slow fuzzing run (select with --run-slow, -m slow or ARBITER_SLOW=1)")
