"""Which of a player's spells this turn a spell is, by kind (CR 601.2i: a spell is cast when its
casting is complete): "Whenever an opponent casts their first noncreature spell each turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_COUNTED = ("spell", "noncreature", "creature")


def first_kinds(g: Game, spell: GameObject, kinds: set[str]) -> set[str]:
    """ "first_<kind>" for each kind of ``kinds`` ("spell", "noncreature", "creature") of which
    ``spell`` is its caster's first this turn: the turn's casts by that player are read from the
    log (each spell keeps its object id as it moves on, so its card tells its kind)."""
    st = g.state
    caster = st.players[spell.controller].name
    seen = {k: 0 for k in _COUNTED if k in kinds}
    if not seen:
        return set()
    for e in this_turn(g):
        if isinstance(e, ev.SpellCast) and e.player == caster:
            cast = st.objects.get(e.obj)
            if cast is None:
                continue
            for k in seen:
                if k == "spell" or (k == "creature") == cast.card.is_creature:
                    seen[k] += 1
    return {f"first_{k}" for k, n in seen.items() if n == 1}
