"""An Aura put onto the battlefield other than by resolving as an Aura spell (CR 303.4f–g).

A returned, reanimated, fetched or blinked Aura isn't cast, so it targets nothing: as it enters,
the player it enters under chooses what it will enchant — any object its enchant ability allows
and that nothing else forbids (protection, 702.16c); hexproof and shroud don't matter, it doesn't
target (303.4f). With no such object it doesn't move at all: it stays in the zone it was in
(303.4g). The choice is one of its "as ~ enters" questions (:mod:`arbiter.mtg.objects.as_enters`)."""

from __future__ import annotations

from contextvars import ContextVar
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.objects.enchant_legality import enchant_ability, enchants_player_illegally
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


# CR 614.12, 303.4f: the permanents an effect is putting onto the battlefield at the same time —
# (id, zone-change count, True/False: an Aura whose host is asked, or None: nothing to ask); set by
# :func:`arbiter.mtg.objects.as_enters.entering_together` while the effect puts them there. None
# of them is on the battlefield yet for the others' choices (an Aura can't enchant one of them).
ENTERING_TOGETHER: ContextVar[list[tuple[int, int, bool | None]] | None] = ContextVar("entering_together", default=None)


def needs_host(o: GameObject, source: Zone) -> bool:
    """CR 303.4f: ``o`` is an Aura entering the battlefield from ``source`` other than by resolving
    as an Aura spell (a permanent spell resolving comes from the stack) and attached to nothing yet."""
    return (
        o.card.is_aura and source is not Zone.STACK and o.attached_to is None and o.enchanted_player is None
        and not o.face_down
    )  # fmt: skip


def hosts(g: Game, aura: GameObject) -> tuple[int | PlayerRef, ...]:
    """CR 303.4f: the objects ``aura`` could enchant as it enters — those its enchant ability
    allows (in the zone it names: "Enchant creature card in a graveyard") that aren't protected
    from it (702.16c); for "Enchant player" / "Enchant opponent", the players it allows."""
    from arbiter.mtg.filtering import fits
    from arbiter.mtg.targets import protected_from

    spec = enchant_ability(aura)
    if spec is not None and spec.what is None and spec.players:
        return tuple(PlayerRef(p.index) for p in g.state.players if not enchants_player_illegally(g, aura, p.index))
    if spec is None or spec.what is None or spec.players:
        return ()
    st = g.state
    zone = spec.what.zone or Zone.BATTLEFIELD
    if zone is Zone.BATTLEFIELD:
        ids: tuple[int, ...] = st.battlefield
    else:
        ids = tuple(i for p in st.players for i in p.zone(zone))
    # CR 702.16c, 113.6: protection is a permanent's ability — a creature card in a graveyard has
    # no protection working, so an Aura copying Animate Dead may enchant White Knight's card
    on_battlefield = zone is Zone.BATTLEFIELD
    together = ENTERING_TOGETHER.get()
    entering = {oid for oid, _, _ in together} if together else ()
    return tuple(
        i
        for i in ids
        if i != aura.id
        and i not in entering
        and fits(g, spec.what, st.objects[i], aura.controller, aura.id)
        and not (on_battlefield and protected_from(g, st.objects[i], aura))
    )


def stays(g: Game, aura: GameObject, source: Zone) -> bool:
    """CR 303.4g: with nothing it could enchant, the Aura stays in ``source`` (logged); True then."""
    if hosts(g, aura):
        return False
    g.log(ev.EffectCreated("303.4g", aura.label, msg("has nothing to enchant and stays where it is")))
    return True


def attach(g: Game, aura: GameObject, host: int | PlayerRef) -> None:
    """CR 303.4f: it enters attached to the object or player chosen."""
    if isinstance(host, PlayerRef):
        g.set(aura, "enchanted_player", host.index)
        name = g.state.players[host.index].name
        g.log(ev.EffectCreated("303.4f", aura.label, msg("enters attached to {host}", host=name)))
        return
    g.set(aura, "attached_to", host)
    target = g.state.objects[host]
    g.log(ev.EffectCreated("303.4f", aura.label, msg("enters attached to {host}", host=CardName(target.label))))
