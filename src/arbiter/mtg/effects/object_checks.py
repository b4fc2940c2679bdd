"""Checking a condition about one of the resolution's own objects (CR 608.2c,
:class:`~arbiter.mtg.ir.object_conditions.ObjectIs`): a card it discarded or the permanent
sacrificed to pay its cost, by what is known of it as it last existed (608.2h: its colors and mana
value), or one of its targets as it is now (an illegal or vanished target fits nothing, 608.2b,
400.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.effects.resolution import permanent_of, resolve_ref
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.object_conditions import Which
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.transform import mana_value as transformed_mana_value
from arbiter.mtg.state import DiscardedCard, ObjectRef, PutIntoHand, SacrificedObject

if TYPE_CHECKING:
    from arbiter.mtg.enums import Color
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.object_conditions import ObjectIs, TargetValueAtMost
    from arbiter.mtg.state import GameObject


def object_is(g: Game, o: GameObject, c: ObjectIs, legal: list[bool]) -> bool:
    """Does the object ``c`` asks about fit its description now (or as it last existed)?"""
    if c.of is Which.TARGET:
        t = permanent_of(g, o, Ref("that" if c.moved else "target", c.index), legal)  # (400.7j)
        source = o.source if o.source is not None else o.id
        return t is not None and fits(g, c.what, t, o.controller, source)
    if c.of is Which.EXILED_TARGET:
        return _exiled_target_was(g, o, c, legal)
    if c.of is Which.NONE_TAKEN:
        return not any(isinstance(x, PutIntoHand) for x in o.lki)
    if c.of is Which.DISCARDED:
        return any(known_fits(c.what, x.colors, None) for x in o.lki if isinstance(x, DiscardedCard))
    return any(
        known_fits(c.what, x.colors, x.mana_value, x.supertypes) for x in o.lki if isinstance(x, SacrificedObject)
    )


def known_fits(
    what: Filter, colors: frozenset[Color], mana_value: int | None, supertypes: tuple[str, ...] = ()
) -> bool:
    """CR 608.2h: an object that has left is read as it last existed — by the qualities kept of
    it (its colors, 105.2; its supertypes, 205.4; its mana value, 202.3, when known)."""
    if what.colors and not what.colors & colors:
        return False
    if what.supertypes and not what.supertypes.intersection(supertypes):
        return False
    if mana_value is None:
        return what.min_value is None and what.max_value is None
    low, high = what.min_value, what.max_value
    return (low is None or mana_value >= low) and (high is None or mana_value <= high)


def _exiled_target_was(g: Game, o: GameObject, c: ObjectIs, legal: list[bool]) -> bool:
    """CR 608.2h, 400.7: "If it was a creature card" after "Exile target card from a graveyard." —
    the card this resolution moved to exile, read by its card types (a card in a graveyard has its
    printed ones; in exile it is the same card, a new object). A target that was illegal, or a
    card that didn't reach exile, fits nothing."""
    to = resolve_ref(g, o, Ref("target", c.index), legal)
    if not isinstance(to, ObjectRef):
        return False
    t = g.state.objects.get(to.id)
    if t is None or t.zone is not Zone.EXILE or t.zcc != to.zcc + 1:
        return False
    return bool(c.what.types & t.card.types)


def value_at_most(g: Game, o: GameObject, c: TargetValueAtMost, legal: list[bool]) -> bool:
    """CR 202.3, 608.2c: the target's mana value, as it is now, against the count taken now (608.2h)."""
    from arbiter.mtg.amounts import count_now

    t = permanent_of(g, o, Ref("target", c.index), legal)
    return t is not None and transformed_mana_value(t) <= count_now(g, o, c.count)
