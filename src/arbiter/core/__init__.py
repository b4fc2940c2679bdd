"""The game-agnostic core: journaled state, rulings, events, decisions and the RNG.

Nothing here knows about Magic; the MTG ruleset (``arbiter.mtg``) and any second ruleset are
built on these parts (design idea 1–3).
"""

from arbiter.core.journal import Journal
from arbiter.core.rng import Rng
from arbiter.core.ruling import ACCEPTED, Accepted, Illegal, IllegalAction, Ruling

__all__ = ["ACCEPTED", "Accepted", "Illegal", "IllegalAction", "Journal", "Rng", "Ruling"]
