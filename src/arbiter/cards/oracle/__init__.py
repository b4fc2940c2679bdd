"""The Oracle compiler: Oracle text → the ability model (``arbiter.mtg.model``).

A hand-written grammar over normalised text (ordered tables of regular-expression productions,
each with the builder of its node; decisions.md says why not a parser toolkit), split by part of
speech: :mod:`.normalise` (the text the round-trip check compares), :mod:`.compile` (the entry
point: a card record → a :class:`CardDef`), :mod:`.lines` (one line → abilities),
:mod:`.keywords` and :mod:`.keyword_lines` (CR 702), :mod:`.activated` and :mod:`.costs` (602,
118), :mod:`.statics` and :mod:`.anthems` (604, 611, 613), :mod:`.trigger_grammar` (603),
:mod:`.effects` (the instructions of one ability) over :mod:`.sentences` (one instruction:
production tables per verb family), :mod:`.context` (targets and pronouns),
:mod:`.target_phrases`, :mod:`.nouns`, :mod:`.conditions`, :mod:`.amounts`.

Every line of a card's text becomes abilities, or an explicit :class:`Unsupported` node holding
the words the engine cannot run yet; such a card can't be played. Keywords the engine does not
enforce are Unsupported too: a card never pretends.
"""

from arbiter.cards.oracle.compile import CAST_FACES, SUPERTYPES, compile_record, parse_type_line
from arbiter.cards.oracle.effects import parse_effects
from arbiter.cards.oracle.keywords import ENGINE_KEYWORDS
from arbiter.cards.oracle.lines import parse_line, unsupported_words
from arbiter.cards.oracle.normalise import ABILITY_WORDS, normalise, self_names, split_sentences
from arbiter.cards.oracle.sentences.counters import plain_counter

__all__ = [
    "ABILITY_WORDS",
    "CAST_FACES",
    "ENGINE_KEYWORDS",
    "SUPERTYPES",
    "compile_record",
    "normalise",
    "parse_effects",
    "parse_line",
    "parse_type_line",
    "plain_counter",
    "self_names",
    "split_sentences",
    "unsupported_words",
]
