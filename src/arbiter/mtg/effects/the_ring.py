"""The Ring tempts you (CR 701.54). Each time, the player gets the emblem named The Ring if they
haven't one (701.54c), then chooses a creature they control as their Ring-bearer (701.54a); the
temptation counts even when there is no creature to choose (701.54d).

The Ring's abilities grow with the count (701.54c): "Your Ring-bearer is legendary and can't be
blocked by creatures with greater power." (layer 4 in :mod:`arbiter.mtg.layers.type_layer`, the
block in :mod:`arbiter.mtg.combat.blocking.restrictions`); from two, "Whenever your Ring-bearer
attacks, draw a card, then discard a card."; from three, "Whenever your Ring-bearer becomes
blocked by a creature, the blocking creature's controller sacrifices it at end of combat."; from
four, "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
The three triggered abilities belong to the emblem (114.4: they work from the command zone) and
are matched where combat's events are (:func:`ring_triggers_on_attack` and the others)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, msg
from arbiter.mtg.designations import Ring
from arbiter.mtg.effects.end_of_combat import AtEndOfCombat
from arbiter.mtg.effects.hand import Discard
from arbiter.mtg.effects.library import Draw
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.zones import SacrificeIt
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.effect import Effect, Then
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.state import WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject, GameState

RING_NAME = "The Ring"  # CR 701.54c: the emblem's name

RING_ATTACKS = 0  # the emblem's triggered abilities, by index
RING_BLOCKED = 1
RING_COMBAT_DAMAGE = 2
_LEVEL = {RING_ATTACKS: 2, RING_BLOCKED: 3, RING_COMBAT_DAMAGE: 4}  # temptations needed (701.54c)

THE_RING = CardDef(
    RING_NAME,
    None,
    frozenset(),
    abilities=(
        TriggeredAbility(
            "ring-bearer attacks", (Draw(1, Ref("you")), Then(Discard(Ref("you")))),
            trigger_text="Whenever your Ring-bearer attacks",
        ),
        TriggeredAbility(
            "ring-bearer blocked by a creature",
            (AtEndOfCombat(SacrificeIt(Ref("subject"), Ref("subject's controller"))),),
            trigger_text="Whenever your Ring-bearer becomes blocked by a creature",
        ),
        TriggeredAbility(
            "ring-bearer combat damage to player", (LifeChange(3, Ref("each opponent"), lose=True),),
            trigger_text="Whenever your Ring-bearer deals combat damage to a player",
        ),
    ),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class RingTemptsYou(Effect):
    """ "The Ring tempts you." (CR 701.54a): the Ring-bearer is chosen as it resolves
    (:mod:`arbiter.mtg.paused.ring_bearer`)."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "The Ring tempts you."


@dataclass(frozen=True, slots=True)
class RingTempted(Event):
    """CR 701.54d: the Ring tempted ``player`` (``count`` times in all this game), who chose
    ``bearer`` (an object id, or None when they had no creature)."""

    player: int
    name: str
    count: int
    bearer: int | None
    bearer_name: str

    def text(self) -> str:
        if self.bearer is None:
            return msg("The Ring tempts {player}; they control no creature to choose.", player=self.name)
        return msg(
            "The Ring tempts {player}; {card} becomes their Ring-bearer.",
            player=self.name,
            card=CardName(self.bearer_name),
        )


def ring_of(st: GameState, player: int) -> Ring | None:
    """The player's Ring, if the Ring has tempted them (CR 701.54c)."""
    for r in st.rings:
        if r.player == player:
            return r
    return None


def is_ring_bearer(g: Game, o: GameObject) -> bool:
    """CR 701.54e: ``o`` is on the battlefield under the control of a player whose Ring-bearer it
    is (the designation names one object, 400.7; another player gaining control of it ends it:
    :func:`control_changed`)."""
    rings = g.state.rings
    if not rings or o.zone is not Zone.BATTLEFIELD:
        return False
    return any(r.player == o.controller and r.bearer == (o.id, o.zcc) for r in rings)


def ring_bearer(g: Game, player: int) -> GameObject | None:
    """The player's Ring-bearer on the battlefield, or None (CR 701.54e)."""
    r = ring_of(g.state, player)
    if r is None or r.bearer is None:
        return None
    o = g.state.objects.get(r.bearer[0])
    return o if o is not None and is_ring_bearer(g, o) else None


def tempt(g: Game, player: int, bearer: GameObject | None) -> None:
    """CR 701.54a, 701.54c: the Ring tempts ``player``, who chose ``bearer`` (None: no creature).
    The emblem comes first (701.54c); the count goes up even without a creature (701.54d)."""
    st = g.state
    r = ring_of(st, player)
    if r is None:
        emblem = g.create(THE_RING, player, Zone.COMMAND).id
        r = Ring(player, emblem, 0)
    new = replace(r, tempted=r.tempted + 1, bearer=(bearer.id, bearer.zcc) if bearer is not None else r.bearer)
    g.set(st, "rings", (*(x for x in st.rings if x.player != player), new))
    name = bearer.label if bearer is not None else ""
    g.log(RingTempted("701.54a", player, st.players[player].name, new.tempted, bearer.id if bearer else None, name))


def control_changed(g: Game, o: GameObject) -> None:
    """CR 701.54a: a creature stops being its player's Ring-bearer when another player gains
    control of it (even if control later comes back)."""
    st = g.state
    if any(r.bearer is not None and r.bearer[0] == o.id and r.player != o.controller for r in st.rings):
        g.set(st, "rings", tuple(replace(r, bearer=None) if r.bearer and r.bearer[0] == o.id else r for r in st.rings))


def _waiting(g: Game, bearer: GameObject, index: int, subject: tuple[int, int] | None) -> WaitingTrigger | None:
    """The emblem's ability ``index`` triggers for the Ring-bearer, if the Ring has tempted its
    player enough times for the emblem to have it (CR 701.54c)."""
    if not g.state.rings or not is_ring_bearer(g, bearer):
        return None
    r = ring_of(g.state, bearer.controller)
    if r is None or r.tempted < _LEVEL[index]:
        return None
    return WaitingTrigger(r.emblem, index, r.player, subject)


def ring_triggers_on_attack(g: Game, attacker: GameObject) -> list[WaitingTrigger]:
    """ "Whenever your Ring-bearer attacks" (CR 508.3a, 701.54c)."""
    w = _waiting(g, attacker, RING_ATTACKS, (attacker.id, attacker.zcc))
    return [w] if w is not None else []


def ring_triggers_on_block(g: Game, blocker: GameObject | None, attacker: GameObject | None) -> list[WaitingTrigger]:
    """ "Whenever your Ring-bearer becomes blocked by a creature": once for each creature that
    blocks it (CR 509.3d), "the blocking creature" being that one."""
    if blocker is None or attacker is None:
        return []
    w = _waiting(g, attacker, RING_BLOCKED, (blocker.id, blocker.zcc))
    return [w] if w is not None else []


def ring_triggers_on_damage(g: Game, dealer: GameObject) -> list[WaitingTrigger]:
    """ "Whenever your Ring-bearer deals combat damage to a player" (CR 510.2, 603.2)."""
    w = _waiting(g, dealer, RING_COMBAT_DAMAGE, None)
    return [w] if w is not None else []
