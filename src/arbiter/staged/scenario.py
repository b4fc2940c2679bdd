"""Moved to :mod:`arbiter.scenario.staged` (a ruleset doesn't depend on the scenario front end).
This name stays importable while callers move; it is the only module of ``staged`` that imports
from ``scenario``, and it can be deleted once nothing imports it."""

from arbiter.scenario.staged import VERBS, run

__all__ = ["VERBS", "run"]
