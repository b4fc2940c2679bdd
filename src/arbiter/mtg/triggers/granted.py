"""Triggered abilities an object has from other objects (CR 613.1f, layer 6): "Enchanted creature
has "Whenever this creature deals combat damage to a player, draw a card."", "All Slivers have
"…"". Such an ability is the object's own (113.7: its source is the object whose ability
triggered, and 603.3a: its controller is that object's controller).

Trigger collection is hot: :func:`granting` answers at once (and remembers its answer for the
same grant sources and effects) whether anything in the game grants a triggered ability at all,
so objects pay nothing extra while nothing does."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import resolved
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import Ability, TriggeredAbility
from arbiter.mtg.ir.statics.grants import AttachedGrant, GrantToControlled
from arbiter.mtg.layers import abilities

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef
    from arbiter.mtg.state import GameObject

GRANTED = 1_000_000_000  # waiting triggers of granted abilities: GRANTED + their index in the game's table

_CARD_GRANTS: dict[int, tuple[CardDef, bool]] = {}  # id(card) → (card, grants a triggered ability)
_LAST: list[tuple[object, object, bool]] = []  # (grant sources, effects, answer) of the last question


def _card_grants(card: CardDef) -> bool:
    """Whether one of the card's statics grants a triggered ability (computed once per card)."""
    known = _CARD_GRANTS.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    grants = any(
        isinstance(a, AttachedGrant | GrantToControlled) and any(isinstance(x, TriggeredAbility) for x in a.granted)
        for a in card.abilities
    )
    if len(_CARD_GRANTS) > 100_000:  # (bounded: card definitions are few; clones of a game share them)
        _CARD_GRANTS.clear()
    _CARD_GRANTS[id(card)] = (card, grants)
    return grants


def _gains_trigger(change: object) -> bool:
    return isinstance(change, resolved.GainAbility) and isinstance(change.ability, TriggeredAbility)


def granting(g: Game) -> bool:
    """Whether any permanent's static ability or any resolved effect grants a triggered ability
    now (CR 613.1f) — the same tuples of grant sources and effects give the same answer."""
    st = g.state
    if not st.grant_sources and not st.effects:
        return False
    if _LAST and _LAST[0][0] is st.grant_sources and _LAST[0][1] is st.effects:
        return _LAST[0][2]
    objects = st.objects
    answer = any(i in objects and _card_grants(objects[i].card) for i in st.grant_sources) or any(
        _gains_trigger(e.change) for e in st.effects
    )
    _LAST[:] = [(st.grant_sources, st.effects, answer)]
    return answer


def _granting_look_back(g: Game) -> bool:
    """Whether a grant source or a resolved effect grants a leaves-the-battlefield ability."""
    st = g.state
    for i in st.grant_sources:
        o = st.objects.get(i)
        if o is not None and any(
            isinstance(a, AttachedGrant | GrantToControlled)
            and any(isinstance(x, TriggeredAbility) and looks_back(x.event) for x in a.granted)
            for a in o.card.abilities
        ):
            return True
    return any(
        isinstance(e.change, resolved.GainAbility)
        and isinstance(e.change.ability, TriggeredAbility)
        and looks_back(e.change.ability.event)
        for e in st.effects
    )


def granted_triggers(g: Game, o: GameObject) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities the permanent has now from other objects, one for each instance
    (CR 613.1f; two Auras granting the same ability: it triggers twice), and from its level band or
    station symbols (711.2, 721.2a), in layer order."""
    if o.zone is not Zone.BATTLEFIELD or not (o.card.band_triggered or granting(g)):
        return ()
    current: tuple[Ability, ...] = abilities(g, o)
    printed = o.card.abilities
    if current is printed:
        return ()
    return tuple(a for a in current if isinstance(a, TriggeredAbility) and not any(a is p for p in printed))


def has_triggers(g: Game, o: GameObject) -> bool:
    """Whether the object has any triggered ability to look at: printed, or granted now."""
    return bool(o.card.triggered) or bool(granted_triggers(g, o))


# the events of leaves-the-battlefield abilities, which look back in time (CR 603.10a)
LOOK_BACK = frozenset({"dies", "leaves", "to graveyard from battlefield"})


def looks_back(event: str) -> bool:
    """CR 603.10a: whether a trigger event (or one of the events of "When ~ enters or dies",
    written ``enters|dies``) is a leaves-the-battlefield one that looks back in time."""
    return any(part in LOOK_BACK for part in event.split("|"))


def looking_back(g: Game, o: GameObject) -> tuple[TriggeredAbility, ...]:
    """CR 603.10a: the granted abilities of the permanent about to leave the battlefield that
    trigger on its leaving — remembered with the zone change, as it last existed. Permanents that
    leave together leave one by one here: what one had at the last look for triggers counts too
    (a board wipe also destroying the Aura or the lord that granted it)."""
    now = _leaving_abilities(g, o)
    seen = next((x[2] for x in g.state.granted_seen if x[0] == o.id and x[1] == o.zcc), ())
    return now + tuple(a for a in seen if not any(a is b for b in now))


def _leaving_abilities(g: Game, o: GameObject) -> tuple[TriggeredAbility, ...]:
    return tuple(a for a in granted_triggers(g, o) if looks_back(a.event))


def remember_granted(g: Game) -> None:
    """After a look for triggers: the granted leaves-the-battlefield abilities each permanent has
    now (nothing to remember while nothing grants a triggered ability)."""
    st = g.state
    seen: tuple[tuple[int, int, tuple[TriggeredAbility, ...]], ...] = ()
    if granting(g) and _granting_look_back(g):
        objects = st.objects
        seen = tuple((o.id, o.zcc, found) for i in st.battlefield if (found := _leaving_abilities(g, o := objects[i])))
    if seen != st.granted_seen:
        g.set(st, "granted_seen", seen)


def granted_index(g: Game, ability: TriggeredAbility) -> int:
    """The ability index a waiting trigger of this granted ability carries (CR 113.7a: once it
    has triggered, it no longer depends on the grant) — kept in the game's table, each distinct
    ability once (bounded by the abilities the game's cards can grant)."""
    st = g.state
    table = st.granted_triggered
    for i, a in enumerate(table):
        if a is ability or a == ability:
            return GRANTED + i
    g.set(st, "granted_triggered", (*table, ability))
    return GRANTED + len(table)


def granted_ability(g: Game, index: int) -> TriggeredAbility | None:
    """The granted ability a waiting trigger's index names, if it names one."""
    table = g.state.granted_triggered
    return table[index - GRANTED] if GRANTED <= index < GRANTED + len(table) else None
