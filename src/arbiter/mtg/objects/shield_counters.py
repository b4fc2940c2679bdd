"""Shield counters (CR 122.1c): one or more shield counters on a permanent create a single
replacement effect, "If this permanent would be destroyed as the result of an effect, instead
remove a shield counter from it", and a single prevention effect, "If damage would be dealt to
this permanent, prevent that damage and remove a shield counter from it"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.objects.counters import remove_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

SHIELD = "shield"


def shielded(g: Game, t: GameObject, rule: str) -> bool:
    """CR 122.1c, 614.1a: ``t`` would be destroyed by an effect (``rule`` is the rule that
    destroys it; a state-based action's destruction, 704.5g–h, isn't an effect's): if it has a
    shield counter, one is removed instead. True if the destruction was replaced."""
    if not t.counters or t.counter(SHIELD) <= 0 or rule.startswith("704."):
        return False
    g.log(ev.EffectCreated("122.1c", t.label, msg("would be destroyed: a shield counter is removed instead")))
    remove_counters(g, t, SHIELD, 1, "122.1c")
    return True


def shield_prevents(g: Game, t: GameObject, amount: int) -> bool:
    """CR 122.1c, 615.1a: ``amount`` damage would be dealt to the permanent ``t``: with a shield
    counter on it, the damage is prevented and a shield counter removed. True if prevented."""
    if not t.counters or t.counter(SHIELD) <= 0:
        return False
    g.log(ev.EffectCreated("122.1c", t.label, msg("has {spent} damage prevented", spent=amount)))
    remove_counters(g, t, SHIELD, 1, "122.1c")
    return True
