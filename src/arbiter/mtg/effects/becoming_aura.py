"""A permanent that becomes an Aura by its own ability, and the payment that ends it (the Licids):
"{W}, {T}: ~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it
to target creature. You may pay {W} to end this effect."

- CR 613.1f (layer 6): it loses the ability that made the effect, and gains "enchant creature";
  CR 613.1d, 205.1a (layer 4): "becomes an Aura enchantment" — its card types become enchantment
  alone and its subtypes Aura (a creature type belongs to no card type it has any more);
- CR 701.3a–b: it is attached to the target creature; if it can't be (the creature is the
  permanent itself, 303.4d; protection, 702.16c), it doesn't move, and as an Aura attached to
  nothing it is put into its owner's graveyard (704.5m);
- CR 611.2a: no duration is stated: the effect lasts while the permanent is the same object
  (400.7), until its controller pays to end it — a special action (116.2c) they may take any
  time they have priority. Ended, the permanent is a creature again with the ability back, still
  attached to nothing it can stay on: it becomes unattached (704.5p) and remains on the
  battlefield, tapped if it was."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.zones import attach_to
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.mana.pool import can_pay, pay
from arbiter.mtg.objects.enchant_legality import ENCHANT_GAINED
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject

# CR 205.1a: "an Aura enchantment": the card types named replace the old ones (layer 4)
AURA_ENCHANTMENT = Animation(None, None, frozenset({CardType.ENCHANTMENT}), ("Aura",), retain="none")


@dataclass(frozen=True, slots=True)
class BecomeAuraAndAttach(Effect):
    """ "~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to
    target creature. You may pay ``end_cost`` to end this effect." (target 0: the creature)."""

    end_cost: ManaCost
    makes_aura: ClassVar[bool] = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target"
            f" {specs[0].noun}. You may pay {self.end_cost.text} to end this effect."
        )


@handles(BecomeAuraAndAttach)
def _become_aura(g: Game, o: GameObject, e: BecomeAuraAndAttach, legal: list[bool]) -> None:
    """CR 608.2b: the target was legal (else the ability did nothing); 400.7: ~ must still be the
    object whose ability this is."""
    st = g.state
    it = permanent_of(g, o, Ref("this"), legal)
    creature = permanent_of(g, o, Ref("target", 0), legal)
    if it is None or o.ability is None:
        return
    ts = g.next_timestamp()  # CR 613.7a: one effect, one timestamp
    made = (
        resolved.LoseAbility(o.ability),
        resolved.Becomes(AURA_ENCHANTMENT),
        resolved.PayToEnd(e.end_cost, o.controller),
    )
    g.set(st, "lasting", (*st.lasting, *(TurnEffect(it.id, it.zcc, c, ts) for c in made)))
    g.set(it, "marks", it.marks | {ENCHANT_GAINED})
    g.log(ev.EffectCreated("613.1d", it.label, msg("becomes an Aura enchantment with enchant creature")))
    if creature is None or creature.id == it.id:
        return  # CR 303.4d, 701.3b: an Aura can't enchant itself; it doesn't move
    from arbiter.mtg.targets import protected_from

    if protected_from(g, creature, it):
        return  # CR 701.3b, 702.16c
    attach_to(g, it, creature)


def ending_payments(g: Game, player: int) -> list[int]:
    """CR 116.2c: the permanents whose "pay … to end this effect" ``player`` may pay now."""
    st = g.state
    out: list[int] = []
    for e in st.lasting:
        if isinstance(e.change, resolved.PayToEnd) and e.change.player == player:
            o = st.objects.get(e.object_id)
            if o is not None and e.on(o) and can_pay(st.players[player].pool, e.change.cost):
                out.append(o.id)
    return out


def pay_to_end(g: Game, obj: int, player: int) -> None:
    """CR 116.2c: a special action — pay the cost to end the effect on ``obj``; it doesn't use the
    stack, and the player keeps priority (117.1c). Refused with the state unchanged otherwise."""
    st = g.state
    o = st.objects.get(obj)
    entry = next((e for e in st.lasting if isinstance(e.change, resolved.PayToEnd) and o is not None and e.on(o)), None)
    if o is None or entry is None or not isinstance(entry.change, resolved.PayToEnd):
        raise IllegalAction(msg("there is no such effect to pay for"), "116.2c")
    change = entry.change
    if change.player != player:
        raise IllegalAction(msg("only {players} may pay to end it", players=st.players[change.player].name), "116.2c")
    p = st.players[player]
    if not can_pay(p.pool, change.cost):
        raise IllegalAction(
            msg("{cost} isn't in your mana pool (activate mana abilities first)", cost=change.cost.text),
            "116.2c",
            "118.3",
        )
    g.set(p, "pool", pay(p.pool, change.cost))
    g.log(ev.ManaPaid("116.2c", p.name, change.cost.text, o.label))
    ended = entry.timestamp
    g.set(st, "lasting", tuple(e for e in st.lasting if not (e.on(o) and e.timestamp == ended)))
    g.set(o, "marks", o.marks - {ENCHANT_GAINED})
    g.log(ev.EffectCreated("116.2c", o.label, msg("is no longer an Aura: the effect ends")))
    g.set(st, "passes", 0)
    # CR 117.5: the player receives priority again, after the state-based actions (704.5p)
    g.set(st, "pending", None)
