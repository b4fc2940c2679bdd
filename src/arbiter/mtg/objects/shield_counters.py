"""Shield counters (CR 122.1c): one or more shield counters on a permanent create a single
replacement effect, "If this permanent would be destroyed as the result of an effect, instead
remove a shield counter from it", and a single prevention effect, "If damage would be dealt to
this permanent, prevent that damage and remove a shield counter from it"."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.objects.counters import remove_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

SHIELD = "shield"

# CR 122.1c, 510.2, 615.12a: the permanents whose shield counters' prevention effect already applied
# to the damage event being dealt (None outside one: each damage is its own event)
_APPLIED: ContextVar[set[tuple[int, int]] | None] = ContextVar("shield_applied", default=None)


@contextmanager
def one_shield_event() -> Iterator[None]:
    """CR 122.1c, 510.2: damage dealt simultaneously is one event, and the shield counters' single
    prevention effect applies to it once — blocked by two creatures, all of their damage is
    prevented and one shield counter is removed."""
    token = _APPLIED.set(set())
    try:
        yield
    finally:
        _APPLIED.reset(token)


def shielded(g: Game, t: GameObject, rule: str) -> bool:
    """CR 122.1c, 614.1a: ``t`` would be destroyed by an effect (``rule`` is the rule that
    destroys it; a state-based action's destruction, 704.5g–h, isn't an effect's): if it has a
    shield counter, one is removed instead. True if the destruction was replaced."""
    if not t.counters or t.counter(SHIELD) <= 0 or rule.startswith("704."):
        return False
    g.log(ev.EffectCreated("122.1c", t.label, msg("would be destroyed: a shield counter is removed instead")))
    remove_counters(g, t, SHIELD, 1, "122.1c")
    return True


def shield_prevents(g: Game, t: GameObject, amount: int, preventable: bool = True) -> bool:
    """CR 122.1c, 615.1a: ``amount`` damage would be dealt to the permanent ``t``: with a shield
    counter on it, the damage is prevented and a shield counter removed — once per damage event
    (510.2: the rest of that event's damage to it is prevented too). Damage that can't be
    prevented (615.12) is still dealt, and the counter is still removed. True if prevented."""
    applied, key = _APPLIED.get(), (t.id, t.zcc)
    if applied is not None and key in applied:
        if preventable:
            g.log(ev.EffectCreated("122.1c", t.label, msg("has {spent} damage prevented", spent=amount)))
        return preventable
    if not t.counters or t.counter(SHIELD) <= 0:
        return False
    if applied is not None:
        applied.add(key)
    if preventable:
        g.log(ev.EffectCreated("122.1c", t.label, msg("has {spent} damage prevented", spent=amount)))
    else:
        g.log(ev.EffectCreated("615.12", t.label, msg("damage can't be prevented: a shield counter is removed")))
    remove_counters(g, t, SHIELD, 1, "122.1c")
    return preventable
