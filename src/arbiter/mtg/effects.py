"""Performing effects of resolving spells and abilities (CR 608.2c, 609, 120 damage).

CR 609.3: an effect does as much as it can; parts that refer to illegal targets or to objects
that are gone simply do nothing, the rest still happens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.amounts import Counted, count_now
from arbiter.mtg.characteristics import abilities, card_types, has_keyword, is_creature, matches
from arbiter.mtg.counters import add_counters, add_poison, remove_counters, untap
from arbiter.mtg.enums import Zone
from arbiter.mtg.mana import add
from arbiter.mtg.model import (
    ActivatedAbility,
    AddMana,
    AddManaOfChoice,
    And,
    AttachThis,
    BasePTUntilEOT,
    BecomeArtifactCreature,
    BecomeColor,
    BecomeUntilEOT,
    CantBeBlockedThisTurn,
    CantBeCountered,
    CantBlockThisTurn,
    CantGainLife,
    CardDef,
    CombatTaxThisTurn,
    ControllerSacrificesThisThenDraws,
    CounterIt,
    CreateEmblem,
    CreatePredefinedToken,
    CreateToken,
    DamageEach,
    DamageEachOpponent,
    DealDamage,
    DealDividedDamage,
    DelayedDamageUnlessPaid,
    DelayedReturn,
    Destroy,
    DestroyAll,
    DoesntUntap,
    Draw,
    DrawForEachTapped,
    DrawNextUpkeep,
    EachDiscardsHandThenDraws,
    EachOpponentLoses,
    Effect,
    ExileGraveyard,
    ExileIt,
    ExileTopCards,
    ExileUntilLeaves,
    ExtortDrain,
    FightEachOther,
    FlashThisTurn,
    FlipThis,
    GainControl,
    GainControlUntilEOT,
    GainKeywordUntilEOT,
    GainLife,
    GameOver,
    IfDiscardedWas,
    IfSacrificedWas,
    Keyword,
    LoseAllAbilities,
    LoseLife,
    MayPlayExiled,
    Mill,
    ModifyPT,
    PreventAllCombatDamage,
    PreventNext,
    ProvokeEffect,
    PumpAll,
    PumpAndGrant,
    PumpYours,
    PutCountersOn,
    PutCountersOnEach,
    RampageBonus,
    Ref,
    Regenerate,
    RemoveAllCounters,
    RemoveCountersFrom,
    RemoveFromCombat,
    ReturnFromGraveyard,
    ReturnItToYourHand,
    ReturnThisToBattlefield,
    ReturnToHand,
    ReturnWithCounter,
    SacrificeIt,
    ShuffleGraveyardIn,
    TapBoth,
    TapIt,
    TapOrUntapAll,
    TargetSpec,
    Then,
    TriggeredAbility,
    TuckSelfAndBlocked,
    UntapIt,
)
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef, PTBoost, TargetRef, TurnEffect
from arbiter.mtg.zones import discard, draw, enters_tapped, move, remove_from_zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def legal_targets_now(g: Game, o: GameObject, specs: tuple[TargetSpec, ...]) -> list[bool]:
    """CR 608.2b: which of the chosen targets are still legal."""
    source = o.source if o.source is not None else o.id
    return [
        t is not None and tg.still_legal(g, spec, t, o.controller, source)
        for spec, t in zip(specs, o.targets, strict=False)
    ]


describe_target = tg.describe


def resolve_ref(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> TargetRef | None:
    if ref.kind in ("target", "that", "it"):
        if ref.index >= len(o.targets) or not legal[ref.index]:
            return None  # CR 608.2b: an illegal target is unaffected
        return o.targets[ref.index]
    if ref.kind in ("enchanted", "equipped"):
        # the creature the source Aura or Equipment is attached to now
        src = g.state.objects.get(o.source) if o.source is not None else None
        host = g.state.objects.get(src.attached_to) if src is not None and src.attached_to is not None else None
        return ObjectRef(host.id, host.zcc) if host is not None and host.zone is Zone.BATTLEFIELD else None
    if ref.kind == "subject":
        # the object the trigger event was about (exalted's attacker), if it's still that object
        for x in o.lki or ():
            if x[0] == "subject":
                obj = g.state.objects.get(x[1])
                return ObjectRef(x[1], x[2]) if obj is not None and obj.zcc == x[2] else None
        return None
    if ref.kind in ("this", "it_self"):
        source = o.source if o.source is not None else o.id
        obj = g.state.objects.get(source)
        return ObjectRef(source, obj.zcc) if obj else None
    if ref.kind == "that player":
        # the player the trigger event was about (dealt the damage, whose upkeep it is)
        return next((PlayerRef(x[1]) for x in (o.lki or ()) if x[0] == "that player"), None)  # (_, index, PLAYER)
    if ref.kind == "its controller":
        # CR 608.2h: the controller of that target as it last existed on the battlefield
        known = [x[2] for x in (o.lki or ()) if x[0] == "controller" and x[1] == ref.index]
        return PlayerRef(known[0]) if known else None
    if ref.kind == "defending player":
        return PlayerRef(1 - o.controller)  # CR 506.2: in a two-player game, the attacker's opponent
    return PlayerRef(o.controller)


def perform(g: Game, o: GameObject, fx: tuple[Effect, ...], legal: list[bool]) -> None:
    """CR 608.2c: follow the instructions in the order written."""
    for effect in fx:
        if isinstance(effect, And | Then):
            effect = effect.effect
        if isinstance(effect, Counted):
            effect = effect.times(count_now(g, o, effect.count))  # CR 608.2h: counted now
        group = _group_ref(effect)
        if group is not None:
            # "… up to two target creatures": the instruction applies to each chosen target
            name, ref = group
            for i in _group_indices(o, ref.index):
                perform(g, o, (replace(effect, **{name: Ref("target", i)}),), legal)
            continue
        if isinstance(effect, IfDiscardedWas):
            discarded = [x[1] for x in (o.lki or ()) if len(x) == 2 and x[0] == "discarded"]
            if not any(effect.color in c for c in discarded):
                continue
            effect = effect.effect
        if isinstance(effect, IfSacrificedWas):
            sacrificed = [x for x in (o.lki or ()) if len(x) == 2 and x[0] != "discarded"]
            if not any(effect.color in c for c, _ in sacrificed):
                continue
            effect = effect.effect
        if isinstance(effect, DealDamage):
            to = resolve_ref(g, o, effect.to, legal)
            if to is not None:
                source = g.state.objects.get(o.source) if o.source is not None else o
                deal_damage(g, source or o, to, amount_of(o, effect.amount), combat=False)
        elif isinstance(effect, ModifyPT):
            to = resolve_ref(g, o, effect.to, legal)
            if isinstance(to, ObjectRef):
                target = g.state.objects[to.id]
                boost = PTBoost(to.id, to.zcc, effect.power, effect.toughness, g.next_timestamp())
                g.set(g.state, "boosts", (*g.state.boosts, boost))
                g.log(ev.PTChanged("611.2a", target.label, effect.power, effect.toughness))
        elif isinstance(effect, PumpAndGrant):
            perform(g, o, (ModifyPT(effect.power, effect.toughness, effect.to),), legal)
            perform(g, o, (GainKeywordUntilEOT(effect.to, effect.keyword),), legal)
        elif isinstance(effect, AddMana):
            add_mana(g, o.controller, effect.mana, o.card.name)
        elif isinstance(effect, AddManaOfChoice):
            pass  # the color is asked for by the mana ability's activation (casting.answer_color)
        else:
            handler = _HANDLERS.get(type(effect))
            if handler is None:  # pragma: no cover - the compiler marks what the engine cannot run
                raise NotImplementedError(type(effect).__name__)
            handler(g, o, effect, legal)


def specs_of(o: GameObject) -> tuple[TargetSpec, ...]:
    """The target requirements of the spell or ability ``o`` is (for the modes chosen)."""
    if isinstance(o.ability, ActivatedAbility | TriggeredAbility):
        return o.ability.chosen(o.modes)[0]
    if o.ability is not None:
        return tuple(o.ability.targets)
    spell = o.card.spell
    return spell.chosen(o.modes)[0] if spell else ()


def _group_ref(effect: Effect) -> tuple[str, Ref] | None:
    """The field of ``effect`` that names a group of targets, if any (divided damage handles
    its group itself)."""
    if isinstance(effect, DealDividedDamage):
        return None
    for name in effect.__dataclass_fields__:
        value = getattr(effect, name)
        if isinstance(value, Ref) and value.kind == "targets":
            return name, value
    return None


def _group_indices(o: GameObject, first: int) -> list[int]:
    """The chosen targets of the group whose first instance is ``first`` (601.2c)."""
    specs = specs_of(o)
    group = specs[first].group
    return [
        i for i in range(first, len(specs))
        if specs[i].group == group and i < len(o.targets) and o.targets[i] is not None
    ]  # fmt: skip


def _divided_damage(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 601.2d, 608.2b: each chosen target that is still legal gets its announced share."""
    source = g.state.objects.get(o.source) if o.source is not None else o
    for share, i in zip(o.division, _group_indices(o, e.among.index), strict=False):
        t = o.targets[i]
        if t is not None and legal[i] and share > 0:
            deal_damage(g, source or o, t, share, combat=False)


def add_mana(g: Game, player: int, mana: tuple[int, ...], source: str) -> None:
    """CR 106.4: mana goes into the player's mana pool."""
    p = g.state.players[player]
    g.set(p, "pool", add(p.pool, mana))
    g.log(ev.ManaAdded("106.4", p.name, mana, source))


def _prevented(g: Game, to: TargetRef, amount: int, combat: bool) -> int:
    """CR 615: what prevention effects leave of ``amount`` damage about to be dealt to ``to`` —
    "prevent all combat damage this turn", then shields ("the next N damage", 615.7) in the
    order they were created, each used up as it prevents."""
    st = g.state
    if combat and any(e.kind == "prevent combat" for e in st.effects):
        g.log(ev.EffectCreated("615.1a", describe_target(g, to), f"{amount} combat damage is prevented"))
        return 0
    key = (-1 - to.index, 0) if isinstance(to, PlayerRef) else (to.id, to.zcc)
    if not any(e.kind == "prevent" and (e.object_id, e.zcc) == key for e in st.effects):
        return amount
    kept = []
    for e in st.effects:
        if e.kind == "prevent" and (e.object_id, e.zcc) == key and amount > 0:
            used = min(int(e.value), amount)  # type: ignore[call-overload]
            amount -= used
            g.log(ev.EffectCreated("615.7", describe_target(g, to), f"{used} damage is prevented"))
            if int(e.value) > used:  # type: ignore[call-overload]
                kept.append(replace(e, value=int(e.value) - used))  # type: ignore[call-overload]
            continue
        kept.append(e)
    g.set(st, "effects", tuple(kept))
    return amount


def deal_damage(g: Game, source: GameObject, to: TargetRef, amount: int, *, combat: bool) -> None:
    """CR 120.3: the results of damage depend on the recipient; lifelink (120.3f) and
    deathtouch (702.2b) are properties of the source."""
    if amount <= 0:
        return
    st = g.state
    if st.effects:
        amount = _prevented(g, to, amount, combat)  # CR 615.6: prevented damage is never dealt
        if amount <= 0:
            return
    infect = has_keyword(g, source, "infect")
    if isinstance(to, PlayerRef):
        p = st.players[to.index]
        g.log(ev.DamageDealt("120.3a", source.id, source.label, p.name, amount, combat, to.index))
        if infect:
            add_poison(g, to.index, amount, "120.3b")  # CR 702.90b: poison counters instead of life
        else:
            _lose_life(g, to.index, amount, "120.3a")
        if combat:
            toxic = sum(int(k[6:]) for k in _keyword_instances(g, source) if k.startswith("toxic "))
            if toxic:
                add_poison(g, to.index, toxic, "120.3g")  # CR 702.164c: its total toxic value
    else:
        target = st.objects[to.id]
        if target.zone is not Zone.BATTLEFIELD:
            return
        if tg.protected_from(g, target, source):
            # CR 702.16e: damage from a source with the stated quality is prevented
            g.log(
                ev.EffectCreated(
                    "702.16e", target.card.name, f"has protection: {amount} damage from {source.card.name} is prevented"
                )
            )
            return
        g.log(ev.DamageDealt("120.3", source.id, source.label, target.label, amount, combat, None, target.id))
        if tg.is_planeswalker(target):
            # CR 120.3c: damage to a planeswalker removes that many loyalty counters

            remove_counters(g, target, "loyalty", amount, "120.3c")
        if is_creature(g, target):
            if infect or has_keyword(g, source, "wither"):
                add_counters(g, target, "-1/-1", amount, "120.3d")  # CR 702.80a, 702.90a
            else:
                g.set(target, "damage", target.damage + amount)  # CR 120.3e
            if has_keyword(g, source, "deathtouch"):
                g.set(target, "deathtouched", True)  # CR 702.2b
    if has_keyword(g, source, "lifelink"):
        gain_life(g, source.controller, amount, "120.3f")  # CR 702.15b


def _keyword_instances(g: Game, o: GameObject) -> list[str]:
    """Each keyword instance it has (toxic values add up, CR 702.164c)."""
    if not g.state.effects and not g.state.grant_sources and not o.card.levels:
        return [a.name for a in o.card.abilities if isinstance(a, Keyword)]
    return [a.name for a in abilities(g, o) if isinstance(a, Keyword)]


def gain_life(g: Game, player: int, amount: int, rule: str) -> None:
    """CR 119.3; 119.7: if an effect says a player can't gain life, no life is gained."""
    st = g.state
    if st.grant_sources:
        for sid in st.grant_sources:
            src = st.objects[sid]
            for s in src.card.statics:
                if isinstance(s, CantGainLife) and (src.controller != player) == (s.who == "opponents"):
                    g.log(ev.EffectCreated("119.7", st.players[player].name, f"can't gain life ({src.label})"))
                    return
    p = st.players[player]
    g.log(ev.LifeChanged(rule, p.name, p.life, p.life + amount))
    g.set(p, "life", p.life + amount)
    g.log(ev.LifeGained(rule, player, amount))


def lose_life(g: Game, player: int, amount: int, rule: str) -> None:
    """CR 119.3 (and paying life, 119.4): the player's life total goes down."""
    _lose_life(g, player, amount, rule)


def _lose_life(g: Game, player: int, amount: int, rule: str) -> None:
    p = g.state.players[player]
    g.log(ev.LifeChanged(rule, p.name, p.life, p.life - amount))
    g.set(p, "life", p.life - amount)


def _permanent(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> GameObject | None:
    to = resolve_ref(g, o, ref, legal)
    if not isinstance(to, ObjectRef):
        return None
    target = g.state.objects.get(to.id)
    if target is None or target.zcc != to.zcc:
        return None  # CR 400.7: it left; a new object is not affected
    return target


permanent_of = _permanent  # (for the keyword effects' module)


def _player(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> int | None:
    to = resolve_ref(g, o, ref, legal)
    return to.index if isinstance(to, PlayerRef) else None


def _destroy(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    # CR 609.3: if it survives, the rest of the effect still happens
    destroy(g, t, "701.8", regeneration=not e.no_regeneration)


def destroy(g: Game, t: GameObject, rule: str, *, regeneration: bool = True) -> bool:
    """CR 701.8: destroy ``t`` — unless it is indestructible (702.12b) or a regeneration shield
    replaces the destruction (701.19a: tap it, remove its damage, remove it from combat).
    True if it went to the graveyard."""
    st = g.state
    if has_keyword(g, t, "indestructible"):
        return False
    for e in st.effects if regeneration else ():  # CR 701.19c: "can't be regenerated"
        if e.kind == "regenerate" and e.object_id == t.id and e.zcc == t.zcc:
            g.set(st, "effects", tuple(x for x in st.effects if x is not e))  # the shield is used up
            from arbiter.mtg.zones import leave_combat

            if t.damage:
                g.set(t, "damage", 0)
            if t.deathtouched:
                g.set(t, "deathtouched", False)
            if not t.tapped:
                g.set(t, "tapped", True)
            leave_combat(g, t)
            g.log(ev.EffectCreated("701.19a", t.label, "regenerates"))
            return False
    move(g, t, Zone.GRAVEYARD, rule, "is destroyed and put")
    return True


def _regenerate(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 701.19a: a regeneration shield for this turn."""
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        _turn_effect(g, t, "regenerate", None, "701.19a", "gets a regeneration shield")


def _exile(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.HAND):
        move(g, t, Zone.EXILE, "406.2", "is exiled")


def _bounce(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        move(g, t, Zone.HAND, "400.7", "returns")


def _tap(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD and not t.tapped:  # CR 609.3: tapped stays tapped
        g.set(t, "tapped", True)
        g.log(ev.Tapped("701.26a", t.id, t.label))


def _untap(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD and t.tapped and untap(g, t, "701.26b"):
        g.log(ev.BecameUntapped("701.26b", t.id, t.label))


def amount_of(o: GameObject, amount: int | str) -> int:
    """A number in an effect: fixed, or X (CR 107.3: the value announced for the spell)."""
    return o.x if amount == "X" else int(amount)


def players_of(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> list[int]:
    """The players a player word means: "each opponent" / "each player" in APNAP order (CR
    101.4), or the one player ("you", a target, "that player")."""
    st = g.state
    if ref.kind in ("each opponent", "each player"):
        order = [st.active, 1 - st.active]
        return order if ref.kind == "each player" else [p for p in order if p != o.controller]
    who = _player(g, o, ref, legal)
    return [] if who is None else [who]


def _draw(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    for who in players_of(g, o, e.who, legal):
        for _ in range(amount_of(o, e.amount)):
            draw(g, who, "121.1")


def _gain(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    for who in players_of(g, o, e.who, legal):
        if e.amount > 0:
            gain_life(g, who, e.amount, "119.3")


def _lose(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    for who in players_of(g, o, e.who, legal):
        _lose_one(g, who, e)


def _lose_one(g: Game, who: int, e: Any) -> None:
    if e.amount > 0:
        _lose_life(g, who, e.amount, "119.3")


def spell_target(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> GameObject | None:
    t = _permanent(g, o, ref, legal)
    return t if t is not None and t.zone is Zone.STACK else None


def _counter(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.STACK:
        counter(g, t)


def counter(g: Game, t: GameObject) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; an ability ceases to exist."""
    if t.ability is None and any(isinstance(s, CantBeCountered) for s in t.card.statics):
        g.log(ev.EffectCreated("101.2", t.label, "can't be countered, so it stays on the stack (113.6g)"))
        return
    if t.ability is not None:
        remove_from_zone(g, t)
        g.journal.dict_del(g.state.objects, t.id)
        g.log(ev.Countered("701.6a", t.id, t.label))
    else:
        move(g, t, Zone.GRAVEYARD, "701.6a", "is countered and put")


def _turn_effect(g: Game, t: GameObject, kind: str, value: object, rule: str, what: str) -> None:
    effect = TurnEffect(t.id, t.zcc, kind, value, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, effect))
    g.log(ev.EffectCreated(rule, t.label, what))


def _lose_abilities(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    _turn_effect(g, t, "lose_abilities", None, "613.1f", "loses all abilities until end of turn")
    if e.base is not None:
        _turn_effect(g, t, "base_pt", tuple(e.base), "613.4b", f"has base power and toughness {e.base[0]}/{e.base[1]}")


def _create_token(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    create_tokens(g, o, e)


def create_tokens(g: Game, o: GameObject, e: Any, copy_of: CardDef | None = None) -> list[GameObject]:
    """CR 111.2: the player who creates a token owns it; it enters under their control. Returns
    the tokens created. ``copy_of``: the characteristics of a token that's a copy (707.2, 111.4)."""
    made: list[GameObject] = []
    card = copy_of if copy_of is not None else e.token_card()
    count = 1 if copy_of is not None else e.count
    if getattr(e, "per_counter", None) is not None:
        # "for each +1/+1 counter on it": its source, or as it last existed on the battlefield (608.2h)
        src = g.state.objects.get(o.source) if o.source is not None else o
        counters = () if src is None else src.counters if src.zone is Zone.BATTLEFIELD else src.left_counters
        count = dict(counters).get(e.per_counter, 0)
    for _ in range(count):
        token = g.create(card, o.controller, Zone.BATTLEFIELD, token=True)
        made.append(token)
        g.set(token, "sick", True)
        if getattr(e, "tapped", False) or enters_tapped(g, token):
            g.set(token, "tapped", True)  # "Create a tapped …" (CR 614.1d)
        g.log(
            ev.ZoneChanged(
                "111.1",
                token.id,
                f"{card.name} token",
                g.state.players[o.controller].name,
                None,
                Zone.BATTLEFIELD,
                "is created",
                token.controller,
                card.types,
                card.subtypes,
                True,
            )
        )
    return made


def _destroy_all(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 701.8: destroy every matching permanent at once (indestructible ones survive)."""
    st = g.state
    whose = _player(g, o, e.controller, legal) if e.controller is not None else None
    if e.controller is not None and whose is None:
        return
    doomed = [
        st.objects[i]
        for i in st.battlefield
        if card_types(g, st.objects[i]) & e.types and (whose is None or st.objects[i].controller == whose)
    ]
    for t in doomed:
        destroy(g, t, "701.8")


def _create_emblem(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 114.1–114.4: the emblem is created in the command zone; its abilities work there."""
    emblem = g.create(e.emblem_card(), o.controller, Zone.COMMAND)
    g.set(g.state, "grant_sources", (*g.state.grant_sources, emblem.id))
    g.log(ev.EffectCreated("114.1", g.state.players[o.controller].name, "gets an emblem"))


def _flash_this_turn(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    effect = TurnEffect(-1, 0, "flash", o.controller, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, effect))
    g.log(
        ev.EffectCreated(
            "611.2a", g.state.players[o.controller].name, "may cast spells this turn as though they had flash"
        )
    )


def _attach(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 701.3a: attach the source to the target (it stays under its own controller, 301.5d)."""
    t = _permanent(g, o, e.to, legal)
    source = g.state.objects.get(o.source) if o.source is not None else None
    if t is None or source is None or source.zone is not Zone.BATTLEFIELD or t.zone is not Zone.BATTLEFIELD:
        return
    if source.id == t.id or source.attached_to == t.id:
        return  # CR 701.3b: attaching to what it's already attached to does nothing
    g.set(source, "attached_to", t.id)
    g.log(ev.EffectCreated("701.3a", source.label, f"becomes attached to {t.label}"))


def _doesnt_untap(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        # every "next untap step" effect expires in the same untap step (cf. 701.43b)
        g.set(t, "skip_untaps", max(t.skip_untaps, 1))
        g.log(ev.EffectCreated("502.3", t.label, "doesn't untap during its controller's next untap step"))


def _remove_all_counters(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        for kind, n in t.counters:
            remove_counters(g, t, kind, n, "122.1")


def _gain_control(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 613.1b: a control-changing effect (layer 2) — until end of turn (611.2a) or with no
    end; ``control.refresh`` applies it (summoning sickness 302.6, removal from combat 506.4)."""
    from arbiter.mtg import control

    t = _permanent(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    st = g.state
    effect = TurnEffect(t.id, t.zcc, "control", o.controller, g.next_timestamp())
    if isinstance(e, GainControlUntilEOT):
        g.set(st, "effects", (*st.effects, effect))
        what = f"comes under {st.players[o.controller].name}'s control until end of turn"
    else:
        g.set(st, "lasting", (*st.lasting, effect))
        what = f"comes under {st.players[o.controller].name}'s control"
    g.log(ev.EffectCreated("613.1b", t.label, what))
    control.refresh(g)


def _pump_yours(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 611.2c: the creatures affected are determined as the effect begins."""
    st = g.state
    for oid in st.battlefield:
        t = st.objects[oid]
        if is_creature(g, t) and t.controller == o.controller:
            if e.power or e.toughness:
                boost = PTBoost(t.id, t.zcc, e.power, e.toughness, g.next_timestamp())
                g.set(st, "boosts", (*st.boosts, boost))
            if e.keyword:
                _turn_effect(g, t, "keyword", e.keyword, "613.1f", f"gains {e.keyword} until end of turn")
    g.log(ev.PTChanged("611.2c", "Creatures " + st.players[o.controller].name + " controls", e.power, e.toughness))


def _pump_all(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 611.2c: the creatures affected are determined as the effect begins."""
    st = g.state
    source = o.source if o.source is not None else o.id
    for oid in st.battlefield:
        t = st.objects[oid]
        if not is_creature(g, t) or not _whose_ok(t, o.controller, e.whose) or (e.others and oid == source):
            continue
        if (e.combat and not tg.in_combat_as(t, e.combat)) or not matches(g, e.what, t):
            continue
        if e.power or e.toughness:
            boost = PTBoost(t.id, t.zcc, e.power, e.toughness, g.next_timestamp())
            g.set(st, "boosts", (*st.boosts, boost))
        for kw in e.keywords:
            _turn_effect(g, t, "keyword", kw, "613.1f", f"gains {kw} until end of turn")
    if e.power or e.toughness:
        g.log(ev.PTChanged("611.2c", e.text_.split(" get")[0], e.power, e.toughness))


def _whose_ok(t: GameObject, controller: int, whose: str) -> bool:
    if whose == "you":
        return t.controller == controller
    if whose == "opponents":
        return t.controller != controller
    return True


def _damage_each(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 120.3: each recipient found as it resolves is dealt the damage."""
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else o
    src = source or o
    amount = amount_of(o, e.amount)
    recipients: list[TargetRef] = []
    if e.what is not None:
        for oid in st.battlefield:
            t = st.objects[oid]
            fits = is_creature(g, t) and _whose_ok(t, o.controller, e.whose) and matches(g, e.what, t)
            if fits and not (e.others and oid == src.id):
                recipients.append(ObjectRef(t.id, t.zcc))
    if e.players:
        order = (st.active, 1 - st.active)
        recipients.extend(
            PlayerRef(p) for p in order if not st.players[p].lost and (e.players == "each player" or p != o.controller)
        )
    for to in recipients:
        deal_damage(g, src, to, amount, combat=False)


def _prevent_next(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 615.7: a shield on the target (a permanent as this object, or a player) until the turn ends."""
    to = resolve_ref(g, o, e.to, legal)
    if to is None:
        return
    key = (-1 - to.index, 0) if isinstance(to, PlayerRef) else (to.id, to.zcc)
    shield = TurnEffect(key[0], key[1], "prevent", e.amount, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, shield))
    g.log(
        ev.EffectCreated(
            "615.7", describe_target(g, to), f"the next {e.amount} damage to it this turn will be prevented"
        )
    )


def _prevent_combat(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 615.1a: every combat damage event this turn is prevented."""
    fog = TurnEffect(-100, 0, "prevent combat", None, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, fog))
    g.log(ev.EffectCreated("615.1a", "all combat damage", "will be prevented this turn"))


def _base_pt(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        what = f"has base power and toughness {e.power}/{e.toughness}"
        _turn_effect(g, t, "base_pt", (e.power, e.toughness), "613.4b", what)


def _exile_until_leaves(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 610.3: exile it until the source leaves the battlefield (610.3a–b: if it already has,
    nothing is exiled)."""
    st = g.state
    t = _permanent(g, o, e.to, legal)
    source = st.objects.get(o.source) if o.source is not None else None
    if t is None or t.zone is not Zone.BATTLEFIELD or source is None or source.zone is not Zone.BATTLEFIELD:
        return
    move(g, t, Zone.EXILE, "610.3", "is exiled and put")
    g.set(st, "exiled_until", (*st.exiled_until, (source.id, source.zcc, t.id, t.zcc)))


def return_exiled_until(g: Game, source: GameObject, left_zcc: int) -> None:
    """CR 610.3, 610.3c: the source left the battlefield — what it exiled returns at once,
    under its owner's control."""
    st = g.state
    back = [x for x in st.exiled_until if x[0] == source.id and x[1] == left_zcc]
    if not back:
        return
    g.set(st, "exiled_until", tuple(x for x in st.exiled_until if x not in back))
    for _, _, cid, czcc in back:
        card = st.objects.get(cid)
        if card is not None and card.zone is Zone.EXILE and card.zcc == czcc:
            move(g, card, Zone.BATTLEFIELD, "610.3c", "returns")
            g.set(card, "controller", card.owner)


def _exile_graveyard(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 406.2: every card in the player's graveyard is exiled."""
    who = _player(g, o, e.player, legal)
    if who is None:
        return
    for cid in list(g.state.players[who].graveyard):
        move(g, g.state.objects[cid], Zone.EXILE, "406.2", "is exiled and put")


def _game_over(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 104.2b: "you win the game" — the other players lose; CR 104.3e: "you lose the game"."""
    from arbiter.mtg.sba import end_if_decided

    st = g.state
    losers = [p for p in st.players if (p.index != o.controller) == e.win and not p.lost]
    for p in losers:
        g.set(p, "lost", True)
        g.log(ev.PlayerLost("104.2b" if e.win else "104.3e", p.name, "an effect says so"))
    end_if_decided(g)


def _put_counters_on(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    # a card can have counters in exile too ("put two time counters on ~" of a suspended card)
    if t is not None and (t.zone is Zone.BATTLEFIELD or (e.to.kind == "this" and t.zone is Zone.EXILE)):
        from arbiter.mtg.counters import add_counters

        add_counters(g, t, e.kind, e.count, "122.1")


def _remove_counters_from(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 122.1 (suspend's upkeep trigger, 702.62a: "remove a time counter from it")."""
    t = _permanent(g, o, e.to, legal)
    if t is not None:
        from arbiter.mtg.counters import remove_counters

        remove_counters(g, t, e.kind, e.count, "702.62a" if e.kind == "time" else "122.1")


def _shuffle_graveyard_in(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """The graveyard's cards go into the library, which is then shuffled (CR 701.24a)."""
    who = _player(g, o, e.who, legal)
    if who is None:
        return
    p = g.state.players[who]
    for cid in list(p.graveyard):
        move(g, g.state.objects[cid], Zone.LIBRARY, "701.24a", "is shuffled")
    from arbiter.mtg.zones import shuffle

    shuffle(g, who, "701.24a")


def _delayed_return(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 603.7a: a delayed triggered ability is created; it triggers once, this turn."""
    t = _permanent(g, o, e.to, legal)
    if t is None:
        return
    st = g.state
    g.set(st, "delayed", (*st.delayed, (t.id, t.zcc, o.controller, st.turn)))
    g.log(ev.EffectCreated("603.7a", t.label, "will return if it is put into its owner's graveyard this turn"))


def _return_this(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """Return the card the delayed trigger refers to, from the graveyard, under its owner's control."""
    card = g.state.objects.get(o.source) if o.source is not None else None
    if card is not None and card.zone is Zone.GRAVEYARD:
        move(g, card, Zone.BATTLEFIELD, "603.7c", "returns")


def _sacrifice_it(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD and t.controller == o.controller:
        move(g, t, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")


def _damage_each_opponent(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    source = g.state.objects.get(o.source) if o.source is not None else o
    for p in g.state.players:
        if p.index != o.controller and not p.lost:
            deal_damage(g, source or o, PlayerRef(p.index), amount_of(o, e.amount), combat=False)


def _each_opponent_loses(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    for p in g.state.players:
        if p.index != o.controller and not p.lost:
            _lose_life(g, p.index, amount_of(o, e.amount), "119.3")


def _cant_block_this_turn(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        _turn_effect(g, t, "cant_block", None, "611.2a", "can't block this turn")


def _return_from_graveyard(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.card, legal)
    if t is None or t.zone is not Zone.GRAVEYARD or t.is_token:
        return  # (CR 111.8: a token that left the battlefield can't move again)
    if e.to_battlefield:
        if e.tapped:
            g.set(t, "tapped", True)  # CR 614.1d: it enters tapped
        move(g, t, Zone.BATTLEFIELD, "608.2c", "returns")
        g.set(t, "controller", o.controller)
    else:
        move(g, t, Zone.HAND, "608.2c", "returns")


def _return_with_counter(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 702.79a / 702.93a: the card returns from the graveyard (if it's still there, 400.7)."""
    card = g.state.objects.get(o.source) if o.source is not None else None
    if card is None or card.zone is not Zone.GRAVEYARD or card.is_token:
        return  # CR 111.8: a token that left the battlefield can't come back
    move(g, card, Zone.BATTLEFIELD, "702.79a" if e.kind == "-1/-1" else "702.93a", "returns")
    g.set(card, "controller", card.owner)
    add_counters(g, card, e.kind, 1)


def _tuck(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        blocked = [(a, st.objects[a].zcc) for a in source.blocking]
    else:
        blocked = [(x[1], x[2]) for x in (o.lki or ()) if x[0] == "blocking"]  # CR 608.2h
    owners: set[int] = set()
    for a, zcc in blocked:
        t = st.objects.get(a)
        if t is not None and t.zcc == zcc and t.zone is Zone.BATTLEFIELD:
            owners.add(t.owner)
            move(g, t, Zone.LIBRARY, "608.2h", "is put on top of its owner's library; it moves")
    if source is not None and source.zone is Zone.BATTLEFIELD:
        owners.add(source.owner)
        move(g, source, Zone.LIBRARY, "608.2c", "is put on top of its owner's library; it moves")
    from arbiter.mtg.zones import shuffle

    for p in sorted(owners):
        shuffle(g, p, "701.24a")


def _tap_both(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    _tap(g, o, TapIt(e.first), legal)
    _tap(g, o, TapIt(e.second), legal)


def _fight(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 701.14a–b: each deals damage equal to its power to the other; if either isn't there
    (or is an illegal target), no damage is dealt."""
    a = _permanent(g, o, e.first, legal)
    b = _permanent(g, o, e.second, legal)
    if a is None or b is None or a.zone is not Zone.BATTLEFIELD or b.zone is not Zone.BATTLEFIELD:
        return
    from arbiter.mtg.characteristics import power

    pa, pb = power(g, a), power(g, b)
    g.log(ev.EffectCreated("701.14a", a.label, f"fights {b.label}"))
    deal_damage(g, a, ObjectRef(b.id, b.zcc), pa, combat=False)
    deal_damage(g, b, ObjectRef(a.id, a.zcc), pb, combat=False)


def _provoke(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 702.39a: untap the target; it must block the provoking creature if able."""
    t = _permanent(g, o, e.to, legal)
    source = g.state.objects.get(o.source) if o.source is not None else None
    if t is None or source is None or t.zone is not Zone.BATTLEFIELD:
        return
    if t.tapped:
        untap(g, t, "702.39a")
    _turn_effect(g, t, "must_block", source.id, "702.39a", f"must block {source.card.name} if able")


def _become(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """Layers 4 (creature type), 6 (keyword) and 7b (base P/T) until end of turn."""
    t = _permanent(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    _turn_effect(g, t, "subtype", e.subtype, "613.1d", f"becomes a {e.subtype}")
    _turn_effect(
        g, t, "base_pt", (e.power, e.toughness), "613.4b", f"has base power and toughness {e.power}/{e.toughness}"
    )
    if e.keyword:
        _turn_effect(g, t, "keyword", e.keyword, "613.1f", f"gains {e.keyword}")


def _each_discard_draw(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """Each player, active player first (101.4), discards their hand; then each draws."""
    st = g.state
    order = (st.active, 1 - st.active)
    for player in order:
        for cid in list(st.players[player].hand):
            discard(g, st.objects[cid])
    for player in order:
        for _ in range(e.amount):
            draw(g, player, "121.1")


def _become_color(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        _turn_effect(g, t, "color", e.color, "613.1e", f"becomes {e.color.name.lower()} until end of turn")


def _gain_keyword(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        _turn_effect(g, t, "keyword", e.keyword, "613.1f", f"gains {e.keyword} until end of turn")


def _cant_be_blocked(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        _turn_effect(g, t, "cant_be_blocked", None, "611.2a", "can't be blocked this turn")


def _controller_sacrifices_this_then_draws(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """Soul Ransom: the source's controller (as it last existed, 608.2h) sacrifices it if it's
    still there, then draws — as much as possible (609.3)."""
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    known = [x for x in (o.lki or ()) if x[0] == "source"]
    player = known[0][1] if known else o.controller
    if source is not None and source.zone is Zone.BATTLEFIELD and (not known or source.zcc == known[0][2]):
        player = source.controller
        move(g, source, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    for _ in range(e.count):
        draw(g, player)


def _tap_or_untap_all(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 701.26: the permanents are determined as the effect happens (611.2c does not apply to
    one-shot effects); an already tapped/untapped one is unaffected (609.3)."""
    from arbiter.mtg.characteristics import matches

    st = g.state
    for oid in st.battlefield:
        t = st.objects[oid]
        if t.tapped == e.untap and any(matches(g, f, t) for f in e.groups):
            if e.controller == "you" and t.controller != o.controller:
                continue
            if e.controller == "opponents" and t.controller == o.controller:
                continue
            if not e.untap:
                g.set(t, "tapped", True)
                g.log(ev.Tapped("701.26a", t.id, t.label))
            elif untap(g, t, "701.26b"):
                g.log(ev.BecameUntapped("701.26b", t.id, t.label))


def _exile_top_cards(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """The top cards of the controller's library go to exile, remembered for what follows."""
    st = g.state
    n = amount_of(o, e.count)
    exiled = []
    for _ in range(n):
        library = st.players[o.controller].library
        if not library:
            break  # CR 609.3: as many as there are
        card = st.objects[library[0]]
        move(g, card, Zone.EXILE, "406.3", "is exiled")
        exiled.append(("exiled", card.id, card.zcc))
    g.set(o, "lki", (*(o.lki or ()), *exiled))


def _may_play_exiled(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """A permission for the cards the ability exiled (CR 611.2a: until end of turn, or of the
    controller's next turn)."""
    st = g.state
    last = st.turn
    if e.next_turn:
        last = st.turn + (2 if st.active == o.controller else 1)
    granted = tuple(
        (x[1], x[2], o.controller, last, e.free)
        for x in (o.lki or ())
        if x[0] == "exiled" and st.objects[x[1]].zone is Zone.EXILE and st.objects[x[1]].zcc == x[2]
    )
    if granted:
        g.set(st, "may_play", (*st.may_play, *granted))
        g.log(ev.EffectCreated("611.2a", st.players[o.controller].name, "may play the exiled card(s)"))


def _flip(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 710.2: the source permanent flips (once; a flipped permanent stays flipped)."""
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.unflipped is not None:
        return
    back = source.card.flip_face
    if back is None:
        return
    g.log(ev.EffectCreated("710.2", source.label, f"flips: it is now {back.name}"))
    g.set(source, "unflipped", source.card)
    g.set(source, "card", back)
    granting = source.id in st.grant_sources
    if back.affects_others and not granting:
        g.set(st, "grant_sources", (*st.grant_sources, source.id))
    elif granting and not back.affects_others:
        g.set(st, "grant_sources", tuple(i for i in st.grant_sources if i != source.id))


def _become_artifact_creature(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        _turn_effect(g, source, "becomes_creature", None, "702.122a", "becomes an artifact creature until end of turn")


def _rampage(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return
    extra = max(len(source.blockers) - 1, 0)
    if extra:
        n = e.amount * extra
        perform(g, o, (ModifyPT(n, n, Ref("this")),), legal)


def _put_counters_on_each(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    st = g.state
    source = o.source if o.source is not None else o.id
    for oid in list(st.battlefield):  # (the set is fixed as it starts, CR 608.2c)
        t = st.objects[oid]
        if t.controller != o.controller or not is_creature(g, t) or (e.others and oid == source):
            continue
        if e.combat == "attacking" and t.attacking is None:
            continue
        if e.what is not None and not matches(g, e.what, t):
            continue
        add_counters(g, t, e.kind, e.count)


def _delayed_damage(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 603.7: a delayed triggered ability for the controller's next upkeep; until then the
    affected player may pay to stop it (116.2c)."""
    st = g.state
    to = resolve_ref(g, o, e.to, legal)
    if to is None:
        return
    payer = to.index if isinstance(to, PlayerRef) else st.objects[to.id].controller
    turn = st.turn + (2 if st.active == o.controller else 1)  # the controller's next turn
    entry = (g.next_timestamp(), o.id, to, e.amount, o.controller, payer, e.cost, turn)
    g.set(st, "pending_damage", (*st.pending_damage, entry))
    g.log(ev.EffectCreated("603.7", o.label, f"will deal {e.amount} more damage unless {e.cost.text} is paid"))


def _draw_next_upkeep(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 603.7: create the delayed triggered ability for the next turn's upkeep."""
    st = g.state
    source = o.source if o.source is not None else o.id
    entry = (g.next_timestamp(), source, o.controller, st.turn + 1)
    g.set(st, "delayed_draws", (*st.delayed_draws, entry))


def _mill(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 701.17a: the top cards of each player's library go to their graveyard (as many as there are)."""
    st = g.state
    for player in players_of(g, o, e.who, legal):
        for _ in range(amount_of(o, e.count)):
            library = st.players[player].library
            if not library:
                break
            move(g, st.objects[library[0]], Zone.GRAVEYARD, "701.17a", "is milled and put")


def _extort_drain(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 702.101a: each opponent loses 1 life; the controller gains the total lost."""
    lost = 0
    for p in g.state.players:
        if p.index != o.controller and not p.lost:
            _lose_life(g, p.index, 1, "702.101a")
            lost += 1
    if lost:
        gain_life(g, o.controller, lost, "702.101a")


def _draw_for_each_tapped(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """Counted as the ability resolves; the target player's tapped creatures."""
    target = resolve_ref(g, o, e.player, legal)
    if not isinstance(target, PlayerRef):
        return
    st = g.state
    n = sum(
        1 for oid in st.battlefield
        if st.objects[oid].controller == target.index and st.objects[oid].tapped and is_creature(g, st.objects[oid])
    )  # fmt: skip
    for _ in range(n):
        draw(g, o.controller)


def _return_it_to_your_hand(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 400.7: only the very card that triggered it, still in the graveyard."""
    st = g.state
    for x in o.lki or ():
        if x[0] == "subject":
            card = st.objects.get(x[1])
            if card is not None and card.zcc == x[2] and card.zone is Zone.GRAVEYARD and card.owner == o.controller:
                move(g, card, Zone.HAND, "608.2c", "is returned and put")


def _remove_from_combat(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 506.4: an effect that specifically removes it from combat."""
    from arbiter.mtg.zones import leave_combat

    t = _permanent(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        if leave_combat(g, t):
            g.log(ev.EffectCreated("506.4", t.label, "is removed from combat"))
        if e.and_untap and t.tapped and untap(g, t, "701.26b"):
            g.log(ev.BecameUntapped("701.26b", t.id, t.label))


def _combat_tax_this_turn(g: Game, o: GameObject, e: Any, legal: list[bool]) -> None:
    """CR 508.1h / 509.1d: a cost to attack or block for the rest of the turn (611.2a)."""
    amount = amount_of(o, e.amount)
    kind = "block_tax" if e.block else "attack_tax"
    effect = TurnEffect(-1, 0, kind, amount, g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, effect))
    verb, adj = ("block", "blocking") if e.block else ("attack", "attacking")
    what = f"this turn, creatures can't {verb} unless their controller pays {{{amount}}} for each {adj} creature"
    g.log(ev.EffectCreated("611.2a", f"{o.label}:", what))


_HANDLERS: dict[type, Callable[[Game, GameObject, Any, list[bool]], None]] = {
    DrawNextUpkeep: _draw_next_upkeep,
    DelayedDamageUnlessPaid: _delayed_damage,
    PutCountersOnEach: _put_counters_on_each,
    SacrificeIt: _sacrifice_it,
    DamageEachOpponent: _damage_each_opponent,
    EachOpponentLoses: _each_opponent_loses,
    CantBlockThisTurn: _cant_block_this_turn,
    ReturnFromGraveyard: _return_from_graveyard,
    ReturnWithCounter: _return_with_counter,
    BecomeArtifactCreature: _become_artifact_creature,
    RampageBonus: _rampage,
    CreatePredefinedToken: _create_token,
    Mill: _mill,
    Regenerate: _regenerate,
    FlipThis: _flip,
    ExtortDrain: _extort_drain,
    DealDividedDamage: _divided_damage,
    ExileTopCards: _exile_top_cards,
    MayPlayExiled: _may_play_exiled,
    TapOrUntapAll: _tap_or_untap_all,
    DrawForEachTapped: _draw_for_each_tapped,
    ReturnItToYourHand: _return_it_to_your_hand,
    ControllerSacrificesThisThenDraws: _controller_sacrifices_this_then_draws,
    RemoveFromCombat: _remove_from_combat,
    CombatTaxThisTurn: _combat_tax_this_turn,
    LoseAllAbilities: _lose_abilities,
    GainKeywordUntilEOT: _gain_keyword,
    BecomeColor: _become_color,
    EachDiscardsHandThenDraws: _each_discard_draw,
    BecomeUntilEOT: _become,
    ProvokeEffect: _provoke,
    TapBoth: _tap_both,
    FightEachOther: _fight,
    TuckSelfAndBlocked: _tuck,
    DelayedReturn: _delayed_return,
    ReturnThisToBattlefield: _return_this,
    PutCountersOn: _put_counters_on,
    ShuffleGraveyardIn: _shuffle_graveyard_in,
    PumpYours: _pump_yours,
    GainControlUntilEOT: _gain_control,
    GainControl: _gain_control,
    CreateToken: _create_token,
    PumpAll: _pump_all,
    DamageEach: _damage_each,
    GameOver: _game_over,
    ExileUntilLeaves: _exile_until_leaves,
    BasePTUntilEOT: _base_pt,
    ExileGraveyard: _exile_graveyard,
    PreventNext: _prevent_next,
    PreventAllCombatDamage: _prevent_combat,
    RemoveCountersFrom: _remove_counters_from,
    AttachThis: _attach,
    FlashThisTurn: _flash_this_turn,
    DestroyAll: _destroy_all,
    CreateEmblem: _create_emblem,
    DoesntUntap: _doesnt_untap,
    RemoveAllCounters: _remove_all_counters,
    CantBeBlockedThisTurn: _cant_be_blocked,
    Destroy: _destroy,
    ExileIt: _exile,
    ReturnToHand: _bounce,
    TapIt: _tap,
    UntapIt: _untap,
    Draw: _draw,
    GainLife: _gain,
    LoseLife: _lose,
    CounterIt: _counter,
}


def _keyword_handlers() -> None:
    from arbiter.mtg.attack_rules import HANDLERS as ATTACK
    from arbiter.mtg.damage_effects import HANDLERS as DAMAGE
    from arbiter.mtg.keyword_effects import HANDLERS as KEYWORDS
    from arbiter.mtg.life_effects import HANDLERS as LIFE
    from arbiter.mtg.monarch import HANDLERS as MONARCH

    _HANDLERS.update(KEYWORDS)
    _HANDLERS.update(DAMAGE)
    _HANDLERS.update(LIFE)
    _HANDLERS.update(ATTACK)
    _HANDLERS.update(MONARCH)


_keyword_handlers()
