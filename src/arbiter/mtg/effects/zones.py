"""Moving permanents and cards between zones (CR 400, 701): destroy (701.8) and regeneration
(701.19), exile (406), sacrifice (701.21), putting cards into a library (401.4) and shuffling a
graveyard into it (701.24), "until ~ leaves the battlefield" (610.3), attaching (701.3), and "if it
would die this turn, exile it instead" (614.1a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.core.rng import below
from arbiter.i18n import N_, CardName, Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, player_of, players_of, turn_effect
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import YOU, Ref, subject_text
from arbiter.mtg.ir.relations import SameName
from arbiter.mtg.ir.selectors import Chosen, Each
from arbiter.mtg.keywords.replacements import (
    SHIELD_COUNTER,
    apply_umbra_armor,
    destruction_replacement,
    umbra_armor_of,
)
from arbiter.mtg.layers import has_keyword
from arbiter.mtg.lki import DestroyedThisWay
from arbiter.mtg.objects.shield_counters import SHIELD, shielded
from arbiter.mtg.sacrifice_protection import sacrifice_prevented
from arbiter.mtg.state import NO_OBJECT, ExiledUntil, ObjectRef, TurnEffect
from arbiter.mtg.wording import article
from arbiter.mtg.zones import hosts_first, leave_combat, leaving_together, move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    """CR 701.8: "Destroy <selector>." — one verb for "Destroy target creature." and "Destroy all
    artifacts[ target player controls]." (the permanents found as it resolves, 608.2c; a group's
    ``noun`` is printed). Indestructible permanents survive (702.12b)."""

    to: Selector | SameName  # (SameName: "target land and all other lands with the same name as that land")
    no_regeneration: bool = False  # "It can't be regenerated." (CR 701.19c)
    regeneration_words: str = ""  # printed otherwise: "A creature destroyed this way can't be regenerated."

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        to = self.to
        if isinstance(to, Each):
            whose = f" {to.controller.text(specs)} controls" if to.controller else ""
            what = f"all {to.noun}{whose}"
        else:
            what = to.text(specs) if isinstance(to, Ref | SameName) else " and ".join(r.text(specs) for r in to.parts)
        if not self.no_regeneration:
            return f"Destroy {what}."
        if self.regeneration_words:
            return f"Destroy {what}. {self.regeneration_words}"
        return f"Destroy {what}. {'They' if isinstance(to, Each) else 'It'} can't be regenerated."

    @property
    def selector(self) -> Selector | SameName:
        """What is destroyed (:mod:`arbiter.mtg.ir.selectors`, :mod:`arbiter.mtg.ir.relations`)."""
        return self.to


@dataclass(frozen=True, slots=True)
class ExileIt(Effect):
    """CR 406.2: "Exile <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Exile {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class ShuffleGraveyardIn(Effect):
    """ "<player> shuffles their graveyard into their library." (CR 701.24). ``subject``: the
    printed player when it isn't the reference's own words ("Its owner": the controller of a
    triggered ability of a card in a graveyard is its owner, 603.3a, 404.2)."""

    who: Ref
    subject: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        subject = self.subject or subject_text(self.who, specs)
        return f"{subject} shuffles their graveyard into their library."


@dataclass(frozen=True, slots=True)
class GraveyardOnBottom(Effect):
    """ "<player> puts all the cards from their graveyard on the bottom of their library in a
    random order." (Endurance; CR 401.4 lets the owner arrange cards put into a library together —
    this text says the order is random instead, 608.2c)."""

    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        subject = subject_text(self.who, specs)
        return f"{subject} puts all the cards from their graveyard on the bottom of their library in a random order."


@dataclass(frozen=True, slots=True)
class SacrificeIt(Effect):
    """ "Sacrifice ~." / "~'s controller sacrifices it." (CR 701.21a: a player sacrifices only a
    permanent they control)."""

    to: Ref
    who: Ref = YOU

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.who.kind == "you":
            return f"Sacrifice {self.to.text(specs)}."
        return f"{subject_text(self.who, specs)} sacrifices {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves(Effect):
    """ "Exile target nonland permanent an opponent controls until ~ leaves the battlefield."
    (CR 610.3: when the source leaves, a second one-shot effect returns the card under its
    owner's control, 610.3c; if the source already left, nothing is exiled, 610.3a–b)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Exile {self.to.text(specs)} until ~ leaves the battlefield."


@dataclass(frozen=True, slots=True)
class ExileGraveyard(Effect):
    """ "Exile target player's graveyard." / "Exile all graveyards." / "Exile each opponent's
    graveyard." (CR 406.2: every card in it is exiled)."""

    player: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.player.kind == "each player":
            return "Exile all graveyards."
        who = self.player.text(specs)
        return f"Exile {who}'s graveyard." if self.player.kind != "you" else "Exile your graveyard."


@dataclass(frozen=True, slots=True)
class Regenerate(Effect):
    """ "Regenerate <ref>." (CR 701.19a: a shield against the next destruction this turn)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Regenerate {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class AttachThis(Effect):
    """ "Attach this permanent to <ref>." (CR 701.3, 702.6a)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    to: Ref
    it: bool = False  # printed "Attach it to …" (the Equipment's enters trigger)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Attach {'it' if self.it else '~'} to {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class Sacrifice(Effect):
    """CR 701.21a: "<players> sacrifice(s) <permanents of their choice>." — one verb for "Sacrifice a
    creature.", "Each opponent sacrifices a creature of their choice.", "Target player sacrifices
    half the lands they control, rounded down.", annihilator's "defending player sacrifices N
    permanents" (702.86a) and "That player may sacrifice a permanent of their choice. If the
    player does, <then>." (``may``: the player whose upkeep it is, 503.1). Each acting player,
    in APNAP order (101.4), chooses as it resolves; as many as they can (609.3).

    "Sacrifice ~." needs no choice and stays :class:`SacrificeIt`: whether an instruction asks a
    question is a property of its class (``decides``), read by the compiler and the resolution."""

    decides = True

    who: Ref
    what: Chosen
    may: bool = False
    then: Effect | None = None  # "If the player does, …" (with ``may``)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        w = self.what
        if self.may:
            head = f"That player may sacrifice {article(w.noun)} {w.noun} of their choice."
            if self.then is None:
                return head
            inner = self.then.text(specs)
            return f"{head} If the player does, {inner[0].lower()}{inner[1:]}"
        n = {1: "an" if w.noun[0] in "aeiou" else "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}.get(
            w.count, ""
        )
        noun = w.noun if w.count == 1 else w.noun + "s"
        if self.who.kind == "you":
            return f"Sacrifice {n} {noun}."
        subject = subject_text(self.who, specs)
        choice = " of their choice" if w.of_choice else ""
        if w.half:
            return f"{subject} sacrifices half the {w.noun}s they control{choice}, rounded down."
        if w.greatest_mana_value:
            among = " and ".join(f"{n}s" for n in w.noun.removesuffix(" they control").split(" or "))
            return f"{subject} sacrifices {n} {noun} with the greatest mana value among {among} they control."
        if w.greatest_power:
            return f"{subject} sacrifices {n} {noun} with the greatest power among {w.noun}s they control."
        return f"{subject} sacrifices {n} {noun}{choice}."


@dataclass(frozen=True, slots=True)
class ExileTheirs(Effect):
    """CR 701.13a, 202.3: "Target opponent exiles a creature or planeswalker they control with the
    greatest mana value among creatures and planeswalkers they control." (Blot Out), "Exile a land
    you control." (Wormfang Newt: linked to its "return the exiled card", 607.2a) — the player
    chooses among their own permanents that fit (tied for the greatest mana value), as a sacrifice
    is chosen (:class:`Sacrifice`, asked by :mod:`arbiter.mtg.paused.sacrifice`), and exiles it."""

    decides = True

    who: Ref
    what: Chosen

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        w = self.what
        noun = w.noun.removesuffix(" they control")
        if not w.greatest_mana_value:  # "Exile a land you control." (Wormfang Newt, 701.13a)
            return f"Exile {article(noun)} {noun} you control."
        among = " and ".join(f"{n}s" for n in noun.split(" or "))
        return (
            f"{subject_text(self.who, specs)} exiles {article(noun)} {noun} they control with the greatest mana "
            f"value among {among} they control."
        )


def destroy(
    g: Game, t: GameObject, rule: str, *, regeneration: bool = True, indestructible: bool | None = None
) -> bool:
    """CR 701.8: destroy ``t`` — unless it is indestructible (702.12b; ``indestructible`` when that
    was decided already, for a group destroyed at once), or a replacement effect
    applies instead: a shield counter (122.1c: only against an effect's destruction, not a
    state-based action's), a regeneration shield (701.19a: tap it, remove its damage, remove it
    from combat) or an Aura's umbra armor (702.89a) — the one its controller chose when more than
    one applies (616.1, 616.1e; after it, ``t`` isn't destroyed). True if it went to the graveyard."""
    if has_keyword(g, t, "indestructible") if indestructible is None else indestructible:
        return False
    shield = regeneration_shield(g, t) if regeneration else None
    counter = t.counter(SHIELD) > 0 and not rule.startswith("704.")  # CR 122.1c: "as the result of an effect"
    key = destruction_replacement(g, t, shield is not None, counter)
    if key == SHIELD_COUNTER:
        return not shielded(g, t, rule)
    umbra = umbra_armor_of(g, t, key) if key is not None else None
    if umbra is not None:
        apply_umbra_armor(g, t, umbra)  # CR 702.89a
        return False
    if shield is not None:
        st = g.state
        g.set(st, "effects", tuple(x for x in st.effects if x is not shield))  # the shield is used up
        if t.damage:
            g.set(t, "damage", 0)
        if t.deathtouched:
            g.set(t, "deathtouched", False)
        if not t.tapped:
            g.set(t, "tapped", True)
        leave_combat(g, t)
        g.log(ev.EffectCreated("701.19a", t.label, msg("regenerates")))
        return False
    move(g, t, Zone.GRAVEYARD, rule, "is destroyed and put")
    return True


def regeneration_shield(g: Game, t: GameObject) -> TurnEffect | None:
    """CR 701.19a: a regeneration shield on ``t`` this turn, or None — none also when ``t`` "can't
    be regenerated this turn" (701.19c)."""
    st = g.state
    mine = [e for e in st.effects if e.object_id == t.id and e.zcc == t.zcc]
    if any(isinstance(e.change, resolved.CantBeRegenerated) for e in mine):
        return None
    return next((e for e in mine if isinstance(e.change, resolved.RegenerationShield)), None)


@handles(Regenerate)
def _regenerate(g: Game, o: GameObject, e: Regenerate, legal: list[bool]) -> None:
    """CR 701.19a: a regeneration shield for this turn."""
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(g, t, resolved.RegenerationShield(), "701.19a", msg("gets a regeneration shield"))


# the zones "Exile <it>." takes an object from (one already in exile can't be exiled again, 609.3)
EXILED_FROM = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.HAND)


@handles(ExileIt)
def _exile(g: Game, o: GameObject, e: ExileIt, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone in EXILED_FROM:
        move(g, t, Zone.EXILE, "406.2", "is exiled")
        link_exiled(g, o, t)


def link_exiled(g: Game, o: GameObject, t: GameObject) -> None:
    """CR 607.2a: if the source has an ability that returns "the exiled card" (Oblivion Ring,
    Journey to Nowhere, Tidehollow Sculler) or one that refers to the cards "exiled with ~" (406.6:
    Karn Liberated), the card this ability exiled is linked to the object the source was as this
    ability was activated or triggered (400.7) — one that has left the battlefield since (flickered
    in response) is gone, and no ability of the new object returns the card."""
    from arbiter.mtg.effects.restart import reads_exiled_with, source_zcc

    st = g.state
    source = st.objects.get(o.source) if o.source is not None and o.ability is not None else None
    if source is None or t.zone is not Zone.EXILE:
        return
    if returns_exiled_card(source) or reads_exiled_with(source):
        zcc = source_zcc(o, source)
    else:
        return
    g.set(st, "exiled_until", (*st.exiled_until, ExiledUntil(source.id, zcc, t.id, t.zcc, linked=True)))


def returns_exiled_card(source: GameObject) -> bool:
    """Whether ``source`` has a triggered ability that returns "the exiled card" (CR 607.2a)."""
    from arbiter.mtg.effects.returns import ReturnExiledCard

    return any(
        isinstance(a, TriggeredAbility) and any(isinstance(e, ReturnExiledCard) for e in a.effects)
        for a in source.card.abilities
    )


@handles(AttachThis)
def _attach(g: Game, o: GameObject, e: AttachThis, legal: list[bool]) -> None:
    """CR 701.3a: attach the source to the target (it stays under its own controller, 301.5d)."""
    t = permanent_of(g, o, e.to, legal)
    source = g.state.objects.get(o.source) if o.source is not None else None
    if t is None or source is None or source.zone is not Zone.BATTLEFIELD or t.zone is not Zone.BATTLEFIELD:
        return
    if source.id == t.id or source.attached_to == t.id:
        return  # CR 701.3b: attaching to what it's already attached to does nothing
    if creature_equipment(g, source):
        return  # CR 301.5c, 701.3b: an Equipment that's a creature can't equip; it doesn't move
    attach_to(g, source, t)


def attach_to(g: Game, source: GameObject, t: GameObject) -> None:
    """CR 701.3a: ``source`` becomes attached to ``t`` — with a new timestamp (613.7e, 701.3c);
    moved from another object, it becomes unattached from that one (701.3d)."""
    from arbiter.mtg.objects.unattaching import log_unattached

    if source.attached_to is not None and source.attached_to != t.id:
        log_unattached(g, source, g.state.objects.get(source.attached_to))
    g.set(source, "attached_to", t.id)
    g.set(source, "timestamp", g.next_timestamp())
    g.log(ev.EffectCreated("701.3a", source.label, msg("becomes attached to {t}", t=CardName(t.label))))


def creature_equipment(g: Game, o: GameObject) -> bool:
    """CR 301.5c: an Equipment that's also a creature (a crewed Vehicle Equipment, an animated
    one) can't equip a creature — unless it has reconfigure, whose attaching ends its being a
    creature (702.151b)."""
    from arbiter.mtg.ir.reconfigure import NotCreatureWhileAttached
    from arbiter.mtg.layers import is_creature

    if not o.card.is_equipment or any(isinstance(s, NotCreatureWhileAttached) for s in o.card.statics):
        return False
    return is_creature(g, o)


@handles(ExileUntilLeaves)
def _exile_until_leaves(g: Game, o: GameObject, e: ExileUntilLeaves, legal: list[bool]) -> None:
    """CR 610.3: exile it until the source leaves the battlefield (610.3a–b: if it already has,
    nothing is exiled)."""
    st = g.state
    t = permanent_of(g, o, e.to, legal)
    source = st.objects.get(o.source) if o.source is not None else None
    if t is None or t.zone is not Zone.BATTLEFIELD or source is None or source.zone is not Zone.BATTLEFIELD:
        return
    move(g, t, Zone.EXILE, "610.3", "is exiled and put")
    g.set(st, "exiled_until", (*st.exiled_until, ExiledUntil(source.id, source.zcc, t.id, t.zcc)))


def return_exiled_until(g: Game, source: GameObject, left_zcc: int) -> None:
    """CR 610.3, 610.3c: the source left the battlefield — what it exiled returns at once to its
    previous zone: the battlefield, under its owner's control, or its owner's hand."""
    st = g.state
    back = [x for x in st.exiled_until if x.source == source.id and x.source_zcc == left_zcc and not x.linked]
    if not back:
        return
    g.set(st, "exiled_until", tuple(x for x in st.exiled_until if x not in back))
    for x in back:
        card = st.objects.get(x.card)
        if card is not None and card.zone is Zone.EXILE and card.zcc == x.card_zcc and x.from_hand:
            move(g, card, Zone.HAND, "610.3", "returns")  # to its previous zone: its owner's hand
        elif card is not None and card.zone is Zone.EXILE and card.zcc == x.card_zcc:
            move(g, card, Zone.BATTLEFIELD, "610.3c", "returns")
            g.set(card, "controller", card.owner)


@handles(ExileGraveyard)
def _exile_graveyard(g: Game, o: GameObject, e: ExileGraveyard, legal: list[bool]) -> None:
    """CR 406.2: every card in the players' graveyards is exiled (APNAP order, 101.4)."""
    for who in players_of(g, o, e.player, legal):
        for cid in list(g.state.players[who].graveyard):
            move(g, g.state.objects[cid], Zone.EXILE, "406.2", "is exiled and put")


@handles(ShuffleGraveyardIn)
def _shuffle_graveyard_in(g: Game, o: GameObject, e: ShuffleGraveyardIn, legal: list[bool]) -> None:
    """The graveyard's cards go into the library, which is then shuffled (CR 701.24a, 701.24d:
    shuffled even with no cards); "Each player …": each of them in APNAP order (101.4)."""
    for who in players_of(g, o, e.who, legal):
        p = g.state.players[who]
        for cid in list(p.graveyard):
            move(g, g.state.objects[cid], Zone.LIBRARY, "701.24a", "is shuffled")
        shuffle(g, who, "701.24a")


@handles(GraveyardOnBottom)
def _graveyard_on_bottom(g: Game, o: GameObject, e: GraveyardOnBottom, legal: list[bool]) -> None:
    """Every card of the graveyard goes to the bottom of its owner's library at once, in an order
    the game's random state picks (CR 401.4, 608.2c)."""
    who = player_of(g, o, e.who, legal)
    if who is None:
        return
    st = g.state
    order = list(st.players[who].graveyard)
    rng = st.rng
    for i in range(len(order) - 1, 0, -1):  # (Fisher–Yates, with the game's seeded random state)
        rng, j = below(rng, i + 1)
        order[i], order[j] = order[j], order[i]
    g.set(st, "rng", rng)
    for cid in order:
        move(g, st.objects[cid], Zone.LIBRARY, "401.4", "is put on the bottom of its owner's library:", bottom=True)


def sacrifice_if_controlled(g: Game, t: GameObject | None, player: int | None) -> None:
    """CR 701.21a: ``player`` sacrifices ``t`` — only a permanent on the battlefield they control."""
    if t is not None and t.zone is Zone.BATTLEFIELD and t.controller == player:
        move(g, t, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")


@handles(SacrificeIt)
def _sacrifice_it(g: Game, o: GameObject, e: SacrificeIt, legal: list[bool]) -> None:
    player = o.controller if e.who.kind == "you" else player_of(g, o, e.who, legal)
    if player is not None and sacrifice_prevented(g, player, o.controller):
        return  # CR 101.2: "… can't cause you to sacrifice permanents."
    sacrifice_if_controlled(g, permanent_of(g, o, e.to, legal), player)


@dataclass(frozen=True, slots=True)
class ExileIfDiesThisTurn(Effect):
    """ "If that creature would die this turn, exile it instead." — a replacement effect
    (CR 614.1a) on that object until the turn ends (514.2). ``text_`` is the sentence
    ("If a creature dealt damage this way would die this turn, …")."""

    to: Ref
    text_: str
    walkers: bool = False  # "If that creature or planeswalker would die this turn, …" (700.4: any permanent dies)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class PutIntoLibrary(Effect):
    """ "Put target creature on top of its owner's library." / "Put target card from a graveyard
    on the bottom of its owner's library." (CR 401.4: the owner's library; 400.7: a new object)."""

    to: Ref
    bottom: bool
    text_: str
    from_top: int = 1  # "third from the top": 3 (CR 401.7)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class PutTargetsIntoLibrary(Effect):
    """ "Put any number of target creature cards from your graveyard on top of your library." (Bone
    Harvest): the cards still there as it resolves (608.2b) go on top (or on the bottom) of their
    owner's library in the order the owner chooses (CR 401.4; asked by
    :mod:`arbiter.mtg.paused.library_order`)."""

    decides = True
    own_group = True

    to: Ref
    bottom: bool
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ExileIfDiesThisTurn)
def _exile_if_dies(g: Game, o: GameObject, e: ExileIfDiesThisTurn, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        effect = TurnEffect(t.id, t.zcc, resolved.ExileIfItWouldDie(walkers=e.walkers), g.next_timestamp())
        g.set(g.state, "effects", (*g.state.effects, effect))
        g.log(ev.EffectCreated("614.1a", t.label, msg("will be exiled instead if it would die this turn")))


@dataclass(frozen=True, slots=True)
class CreaturesDyingExiledThisTurn(Effect):
    """ "If a creature would die this turn, exile it instead." (Flaying Tendrils, Malicious
    Malfunction) — a replacement effect made by a resolving spell (CR 614.1a) on every creature that
    would die until the turn ends (514.2), whoever controls it and whenever it entered."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "If a creature would die this turn, exile it instead."


@handles(CreaturesDyingExiledThisTurn)
def _creatures_dying_exiled(g: Game, o: GameObject, e: CreaturesDyingExiledThisTurn, legal: list[bool]) -> None:
    change = resolved.ExileIfItWouldDie(every_creature=True)
    g.set(g.state, "effects", (*g.state.effects, TurnEffect(NO_OBJECT, 0, change, g.next_timestamp())))
    g.log(ev.EffectCreated("614.1a", f"{o.label}:", Quoted(e.text(()).removesuffix(".").lower())))


@handles(PutIntoLibrary)
def _put_into_library(g: Game, o: GameObject, e: PutIntoLibrary, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone not in (Zone.BATTLEFIELD, Zone.GRAVEYARD) or (t.is_token and t.zone is not Zone.BATTLEFIELD):
        return
    if e.from_top > 1:
        _put_nth_from_top(g, t, e.from_top)
        return
    verb = N_("is put on top of its owner's library:")
    if e.bottom:
        verb = N_("is put on the bottom of its owner's library:")
    move(g, t, Zone.LIBRARY, "401.4", verb, bottom=e.bottom)


# how the log says it (each a verb of the catalog, like every zone change's)
_ORDINALS = {
    2: N_("is put second from the top of its owner's library:"),
    3: N_("is put third from the top of its owner's library:"),
    4: N_("is put fourth from the top of its owner's library:"),
    5: N_("is put fifth from the top of its owner's library:"),
}


def _put_nth_from_top(g: Game, t: GameObject, n: int) -> None:
    """CR 401.7: "Nth from the top" — on the bottom if the library has fewer than N cards."""
    short = len(g.state.players[t.owner].library) < n
    verb = (
        "is put on the bottom of its owner's library:"
        if short
        else _ORDINALS[n]
        if n in _ORDINALS
        else msg("is put {n}th from the top of its owner's library:", n=n)
    )
    move(g, t, Zone.LIBRARY, "401.7", verb, bottom=short)
    if not short:
        owner = g.state.players[t.owner]
        rest = tuple(c for c in owner.library if c != t.id)
        g.set(owner, "library", (*rest[: n - 1], t.id, *rest[n - 1 :]))


@handles(Destroy)
def _destroy(g: Game, o: GameObject, e: Destroy, legal: list[bool]) -> None:
    """CR 701.8: destroy each permanent the instruction selects, all at once (indestructible ones
    survive, 702.12b; CR 609.3: if one survives, the rest of the effect still happens)."""
    st = g.state
    doomed = []
    for to in select(g, o, e.selector, legal):
        t = st.objects.get(to.id) if isinstance(to, ObjectRef) else None
        if t is not None and isinstance(to, ObjectRef) and t.zcc == to.zcc and t.zone is Zone.BATTLEFIELD:
            doomed.append(t)  # (CR 400.7: a permanent that left and came back is a new object)
    regeneration = not e.no_regeneration  # CR 701.19c
    # CR 608.2, 702.12b: "destroy all" destroys them at once, so whether each is indestructible is
    # decided before any leaves (a Knight made indestructible by Knight Exemplar survives a Wrath
    # of God that destroys the Exemplar with it).
    indestructible = {t.id: has_keyword(g, t, "indestructible") for t in doomed}
    before = {t.id: t.zcc for t in doomed}
    with leaving_together(g, doomed):  # CR 603.10a: each as it was before any of them left
        for t in hosts_first(doomed):  # CR 603.10a: an Equipment destroyed with its creature was still on it
            destroy(g, t, "701.8", regeneration=regeneration, indestructible=indestructible[t.id])
    if isinstance(e.to, Each):  # CR 608.2c: "… for each <noun> destroyed this way" counts those that left
        gone = sum(1 for t in doomed if st.objects[t.id].zcc != before[t.id])
        g.set(o, "lki", (*(o.lki or ()), DestroyedThisWay(gone)))
