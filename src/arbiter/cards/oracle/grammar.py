"""The answers of a production (the grammar's rule for one shape of words): the compiled node,
``None`` (the words are this shape but the engine can't run them: refused) or :data:`PASS` (the
words match but mean something else: the next production is tried); and the sentence after the
one a link reads."""

from __future__ import annotations

from enum import Enum


class Pass(Enum):
    """The answer of a production whose words match but whose meaning doesn't."""

    PASS = "pass"


PASS = Pass.PASS


def next_sentence(sentences: list[str], i: int) -> str:
    """The sentence after the ``i``-th, stripped ("" after the last): the second sentence a link reads
    with the first as one instruction ("… Then that player shuffles.")."""
    return sentences[i + 1].strip() if i + 1 < len(sentences) else ""
