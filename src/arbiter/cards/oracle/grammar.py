"""The answers of a production (the grammar's rule for one shape of words): the compiled node,
``None`` (the words are this shape but the engine can't run them: refused) or :data:`PASS` (the
words match but mean something else: the next production is tried)."""

from __future__ import annotations

from enum import Enum


class Pass(Enum):
    """The answer of a production whose words match but whose meaning doesn't."""

    PASS = "pass"


PASS = Pass.PASS
