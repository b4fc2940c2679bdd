"""Performing effects of resolving spells and abilities (CR 608.2c, 609, 120 damage).

CR 609.3: an effect does as much as it can; parts that refer to illegal targets or to objects
that are gone simply do nothing, the rest still happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.characteristics import has_keyword
from arbiter.mtg.counters import remove_counters
from arbiter.mtg.enums import Zone
from arbiter.mtg.mana import add
from arbiter.mtg.model import AddMana, DealDamage, Effect, ModifyPT, Ref, TargetSpec
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef, PTBoost, TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def legal_targets_now(g: Game, o: GameObject, specs: tuple[TargetSpec, ...]) -> list[bool]:
    """CR 608.2b: which of the chosen targets are still legal."""
    return [tg.still_legal(g, spec, t, o.controller) for spec, t in zip(specs, o.targets, strict=False)]


describe_target = tg.describe


def _resolve_ref(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> TargetRef | None:
    if ref.kind == "target":
        if ref.index >= len(o.targets) or not legal[ref.index]:
            return None  # CR 608.2b: an illegal target is unaffected
        return o.targets[ref.index]
    if ref.kind == "this":
        source = o.source if o.source is not None else o.id
        obj = g.state.objects.get(source)
        return ObjectRef(source, obj.zcc) if obj else None
    return PlayerRef(o.controller)


def perform(g: Game, o: GameObject, fx: tuple[Effect, ...], legal: list[bool]) -> None:
    """CR 608.2c: follow the instructions in the order written."""
    for effect in fx:
        if isinstance(effect, DealDamage):
            to = _resolve_ref(g, o, effect.to, legal)
            if to is not None:
                source = g.state.objects.get(o.source) if o.source is not None else o
                deal_damage(g, source or o, to, effect.amount, combat=False)
        elif isinstance(effect, ModifyPT):
            to = _resolve_ref(g, o, effect.to, legal)
            if isinstance(to, ObjectRef):
                target = g.state.objects[to.id]
                boost = PTBoost(to.id, to.zcc, effect.power, effect.toughness, g.next_timestamp())
                g.set(g.state, "boosts", (*g.state.boosts, boost))
                g.log(ev.PTChanged("611.2a", target.card.name, effect.power, effect.toughness))
        elif isinstance(effect, AddMana):
            add_mana(g, o.controller, effect.mana, o.card.name)
        else:  # pragma: no cover - the compiler marks what the engine cannot run
            raise NotImplementedError(type(effect).__name__)


def add_mana(g: Game, player: int, mana: tuple[int, ...], source: str) -> None:
    """CR 106.4: mana goes into the player's mana pool."""
    p = g.state.players[player]
    g.set(p, "pool", add(p.pool, mana))
    g.log(ev.ManaAdded("106.4", p.name, mana, source))


def deal_damage(g: Game, source: GameObject, to: TargetRef, amount: int, *, combat: bool) -> None:
    """CR 120.3: the results of damage depend on the recipient; lifelink (120.3f) and
    deathtouch (702.2b) are properties of the source."""
    if amount <= 0:
        return
    st = g.state
    if isinstance(to, PlayerRef):
        p = st.players[to.index]
        g.log(ev.DamageDealt("120.3a", source.id, source.card.name, p.name, amount, combat))
        _lose_life(g, to.index, amount, "120.3a")
    else:
        target = st.objects[to.id]
        if target.zone is not Zone.BATTLEFIELD:
            return
        g.log(ev.DamageDealt("120.3", source.id, source.card.name, target.card.name, amount, combat))
        if tg.is_planeswalker(target):
            # CR 120.3c: damage to a planeswalker removes that many loyalty counters

            remove_counters(g, target, "loyalty", amount, "120.3c")
        if target.card.is_creature:
            g.set(target, "damage", target.damage + amount)  # CR 120.3e
            if has_keyword(g, source, "deathtouch"):
                g.set(target, "deathtouched", True)  # CR 702.2b
    if has_keyword(g, source, "lifelink"):
        p = st.players[source.controller]
        g.log(ev.LifeChanged("120.3f", p.name, p.life, p.life + amount))
        g.set(p, "life", p.life + amount)


def _lose_life(g: Game, player: int, amount: int, rule: str) -> None:
    p = g.state.players[player]
    g.log(ev.LifeChanged(rule, p.name, p.life, p.life - amount))
    g.set(p, "life", p.life - amount)
