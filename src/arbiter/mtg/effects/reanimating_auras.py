"""Auras that bring back the creature card they enchant (Animate Dead, Dance of the Dead): "Enchant
creature card in a graveyard. When ~ enters, if it's on the battlefield, it loses "enchant creature
card in a graveyard" and gains "enchant creature put onto the battlefield with ~." Return enchanted
creature card to the battlefield under your control and attach ~ to it. When ~ leaves the
battlefield, that creature's controller sacrifices it."

The Aura spell targets a card in a graveyard and enters attached to it (CR 303.4a, 608.3c). Its
enters ability (603.4: only if it's still on the battlefield) changes its enchant ability for as
long as it is that object (611.2a, 400.7): the Aura is marked :data:`REANIMATING`, and the creature
it puts onto the battlefield is marked as put there with it (:func:`put_with`) — the one object the
new enchant ability allows (303.4d, 704.5m) and the one its leaves ability sacrifices (607.2a: the
two abilities are linked). If the card has left the graveyard, or the Aura can't be attached to
the creature (701.3b: protection, 702.16c), the Aura is attached to nothing and the state-based
actions put it into the graveyard (704.5m).

Necromancy is an enchantment that becomes such an Aura: "When ~ enters, if it's on the battlefield,
it becomes an Aura with "enchant creature put onto the battlefield with ~." Put target creature card
from a graveyard onto the battlefield under your control and attach ~ to it." Its ability targets
the card (a target illegal as it resolves: nothing happens and it stays a plain enchantment, 608.2b);
becoming an Aura is a type-changing effect (layer 4, 613.1d) with the enchant ability, for as long
as it is that object (611.2a)."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.zones import attach_to
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.lki import SourceSeen
from arbiter.mtg.objects.enchant_legality import REANIMATING, on_battlefield, put_with
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.resolved import AddSubtype
from arbiter.mtg.state import TurnEffect
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

_GAINED = "enchant creature put onto the battlefield with ~"
_TARGET = Ref("target", 0)


@dataclass(frozen=True, slots=True)
class ReturnEnchantedAndAttach(Effect):
    """The enters ability's instructions: the enchant ability changed, then the enchanted creature
    card put onto the battlefield under the controller's control (``tapped``: Dance of the Dead)
    and the Aura attached to it. ``verb``: "Return" ("… to the battlefield") or "Put" ("… onto
    the battlefield")."""

    verb: str = "Return"
    tapped: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        lost = f'It loses "enchant creature card in a graveyard" and gains "{_GAINED}."'
        where = "to the battlefield" if self.verb == "Return" else "onto the battlefield"
        tapped = " tapped" if self.tapped else ""
        return f"{lost} {self.verb} enchanted creature card {where}{tapped} under your control and attach ~ to it."


def _aura_still_there(g: Game, o: GameObject) -> GameObject | None:
    """The Aura whose enters ability ``o`` is, if it is still on the battlefield as the object
    that triggered (CR 603.4, 400.7)."""
    aura = g.state.objects.get(o.source) if o.source is not None else None
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    if aura is None or aura.zone is not Zone.BATTLEFIELD or (seen is not None and seen.zcc != aura.zcc):
        return None
    return aura


@handles(ReturnEnchantedAndAttach)
def _return_enchanted(g: Game, o: GameObject, e: ReturnEnchantedAndAttach, legal: list[bool]) -> None:
    st = g.state
    aura = _aura_still_there(g, o)
    if aura is None:
        return  # CR 603.4, 400.7: it isn't on the battlefield (as that object) any more
    g.set(aura, "marks", aura.marks | {REANIMATING})  # CR 611.2a: for as long as it is this object
    card = st.objects.get(aura.attached_to) if aura.attached_to is not None else None
    _put_and_attach(g, o, aura, card, e.tapped)


def _put_and_attach(g: Game, o: GameObject, aura: GameObject, card: GameObject | None, tapped: bool) -> None:
    """The creature card put onto the battlefield under the ability's controller's control, marked
    as put there with the Aura (CR 607.2a), and the Aura attached to it (701.3a)."""
    if card is None or card.zone is not Zone.GRAVEYARD or CardType.CREATURE not in card.card.types:
        return
    with entering_tapped() if tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
        move(g, card, Zone.BATTLEFIELD, "110.2a", "is put onto the battlefield", controller=o.controller)
    if not on_battlefield(card):
        return  # (an effect kept it out, 101.2, or put it elsewhere instead, 614.1)
    g.set(card, "marks", card.marks | {put_with(aura.id, aura.zcc)})
    from arbiter.mtg.layers import is_creature
    from arbiter.mtg.targets import protected_from

    if protected_from(g, card, aura):
        return  # CR 701.3b, 702.16c: it can't be attached to the creature; it doesn't move
    if not is_creature(g, card):
        return  # CR 701.3a-b: "enchant creature …" can't enchant what isn't one now (a God, 700.5)
    attach_to(g, aura, card)


@dataclass(frozen=True, slots=True)
class BecomeAuraPutTargetAndAttach(Effect):
    """Necromancy's enters ability: ~ becomes an Aura with "enchant creature put onto the
    battlefield with ~"; the target creature card from a graveyard is put onto the battlefield
    under its controller's control and ~ attached to it."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        becomes = f'It becomes an Aura with "{_GAINED}."'
        return f"{becomes} Put target {specs[0].noun} onto the battlefield under your control and attach ~ to it."


@handles(BecomeAuraPutTargetAndAttach)
def _become_aura(g: Game, o: GameObject, e: BecomeAuraPutTargetAndAttach, legal: list[bool]) -> None:
    st = g.state
    aura = _aura_still_there(g, o)
    if aura is None:
        return  # CR 603.4, 400.7: it isn't on the battlefield (as that object) any more
    # CR 613.1d, 205.3h: it becomes an Aura (layer 4) for as long as it is this object (611.2a),
    # with the enchant ability the mark stands for (303.4a, 613.1f)
    becomes = TurnEffect(aura.id, aura.zcc, AddSubtype("Aura"), g.next_timestamp())
    g.set(st, "lasting", (*st.lasting, becomes))
    g.set(aura, "marks", aura.marks | {REANIMATING})
    g.log(ev.EffectCreated("205.3h", aura.label, msg("becomes an Aura")))
    _put_and_attach(g, o, aura, permanent_of(g, o, _TARGET, legal), False)


@dataclass(frozen=True, slots=True)
class SacrificePutWith(Effect):
    """ "When ~ leaves the battlefield, that creature's controller sacrifices it." — the creature
    put onto the battlefield with the Aura as the object it was on the battlefield (CR 607.2a,
    400.7), if it is still that permanent (701.21a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "That creature's controller sacrifices it."


@handles(SacrificePutWith)
def _sacrifice_put_with(g: Game, o: GameObject, e: SacrificePutWith, legal: list[bool]) -> None:
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    if o.source is None or seen is None:
        return
    creature = _put_with_the_aura_that_left(g, o.source, seen.zcc)
    if creature is not None:
        move(g, creature, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")


def _put_with_the_aura_that_left(g: Game, aura_id: int, seen_zcc: int) -> GameObject | None:
    """The creature on the battlefield put there with the Aura as the object that left (CR 607.2a,
    400.7). The ability saw its source when it went on the stack, at least one zone change after
    it left — more if the Aura had moved on, a flickered Aura already back on the battlefield as a
    new object (whose own creature it mustn't sacrifice). So the object that left is the latest
    one before ``seen_zcc`` that put a creature there: a mark with a lower zone-change count."""
    prefix = put_with(aura_id, 0)[:-1]  # ("… with {aura}." — the zone-change count follows)
    best: tuple[int, GameObject] | None = None
    for i in g.state.battlefield:
        creature = g.state.objects[i]
        for mark in creature.marks:
            zcc = int(mark[len(prefix) :]) if mark.startswith(prefix) else seen_zcc
            if zcc < seen_zcc and (best is None or zcc > best[0]):
                best = (zcc, creature)
    return best[1] if best is not None else None
