"""The effects of cost keywords: ninjutsu's and awaken's.

Ninjutsu (CR 702.49): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
an unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
from your hand tapped and attacking." (702.49a) — an activated ability of the card in its owner's
hand; the permanent enters attacking the same player, planeswalker or battle as the creature
returned (702.49c).

The returned creature's defender is read as the cost is paid (it leaves combat as it leaves the
battlefield, 506.4) and kept on the ability as last known information (608.2h):
:mod:`arbiter.mtg.costs.ninjutsu`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers import card_types, is_creature
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.state import ObjectRef, PlayerRef, ReturnedAttacker, TurnEffect
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class NinjutsuEnters(Effect):
    """CR 702.49a: "Put this card onto the battlefield from your hand tapped and attacking." """

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put this card onto the battlefield from your hand tapped and attacking."


@handles(NinjutsuEnters)
def _ninjutsu(g: Game, o: GameObject, e: NinjutsuEnters, legal: list[bool]) -> None:
    """CR 702.49a, c: the card, if it's still the one in its owner's hand (400.7), enters tapped
    and attacking what the returned creature attacked — if that is still there to attack (508.4a)
    and the permanent is a creature in this combat (506.3a)."""
    st = g.state
    seen = next((r for r in o.lki if isinstance(r, ReturnedAttacker)), None)
    card = st.objects.get(o.source) if o.source is not None else None
    if card is None or seen is None or card.zone is not Zone.HAND or card.zcc != seen.zcc:
        g.log(ev.EffectCreated("702.49a", o.label, msg("the card is no longer in its owner's hand: nothing happens")))
        return
    move(g, card, Zone.BATTLEFIELD, "702.49a", "is put", controller=o.controller)
    if st.objects[card.id].zone is not Zone.BATTLEFIELD:  # (a replacement may have moved it elsewhere)
        return
    g.set(card, "controller", o.controller)
    g.set(card, "tapped", True)
    in_combat = st.step.in_combat_phase  # CR 506.2: the whole combat phase
    if not in_combat or not is_creature(g, card) or not still_attackable(g, seen.attacking):
        g.log(ev.EffectCreated("508.4a", card.label, msg("enters tapped but isn't attacking")))
        return
    g.set(card, "attacking", seen.attacking)  # CR 702.49c; unblocked, as blockers were declared (506.3d)
    g.log(ev.EffectCreated("702.49c", card.label, msg("enters tapped and attacking")))


def still_attackable(g: Game, what: PlayerRef | ObjectRef) -> bool:
    """CR 508.4a: a player still in the game; a planeswalker or battle still on the battlefield
    as the same object, still one, and not removed from combat (its controller changed, 506.4)."""
    from arbiter.mtg.combat.removal import still_attacked

    if isinstance(what, PlayerRef):
        return not g.state.players[what.index].lost
    o = still_attacked(g, what)
    if o is None:
        return False
    return bool(card_types(g, o) & {CardType.PLANESWALKER, CardType.BATTLE})


AWAKENED = Animation(0, 0, frozenset({CardType.CREATURE}), ("Elemental",), keywords=("haste",), retain="all")


@dataclass(frozen=True, slots=True)
class AwakenLand(Effect):
    """CR 702.113a: "That land becomes a 0/0 Elemental creature with haste. It's still a land." —
    with no duration (611.2a: it lasts as long as the land stays on the battlefield, 400.7),
    in layers 4, 6 and 7b with one timestamp (613.6)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "That land becomes a 0/0 Elemental creature with haste. It's still a land."


@handles(AwakenLand)
def _awaken(g: Game, o: GameObject, e: AwakenLand, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    st = g.state
    g.set(st, "lasting", (*st.lasting, TurnEffect(t.id, t.zcc, resolved.Becomes(AWAKENED), g.next_timestamp())))
    g.log(ev.EffectCreated("702.113a", t.label, msg("becomes a 0/0 Elemental creature with haste; it's still a land")))
