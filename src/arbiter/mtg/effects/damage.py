"""Damage (CR 120): dealing it and what it does to its recipient (120.3: life loss, poison with
infect, loyalty, damage marked on creatures, -1/-1 counters with wither), with lifelink and
deathtouch as properties of its source; one or many recipients ("each creature", "each opponent"),
divided damage (601.2d), fights (701.14) and "deals damage equal to its power"."""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.effects.damage_replacement import replace_damage
from arbiter.mtg.effects.life import gain_life, lose_life
from arbiter.mtg.effects.prevention import unpreventable
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import (
    amount_of,
    describe_target,
    group_indices,
    perform,
    permanent_of,
    resolve_ref,
)
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Keyword
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.layers import (
    abilities,
    card_types,
    has_keyword,
    is_creature,
    is_every_creature_type,
    power,
    subtypes,
    toughness,
)
from arbiter.mtg.life_floors import life_lost_to_damage
from arbiter.mtg.objects.counters import add_counters, add_poison, remove_counters
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.mtg.objects.last_known import source_as_it_last_existed, stand_in
from arbiter.mtg.objects.shield_counters import one_shield_event, shield_prevents
from arbiter.mtg.player_qualities import protected_from_everything
from arbiter.mtg.state import ObjectRef, PlayerRef

if TYPE_CHECKING:
    from collections.abc import Iterator

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import CountOf
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.lki import SubjectGone, SubjectSeen
    from arbiter.mtg.state import GameObject, TargetRef


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    """CR 120: "~ deals N damage to <selector>" — one verb for "… to any target", "… to you",
    "… to each opponent" (APNAP order, 101.4) and "… to each creature without flying and each
    player" (the recipients found as it resolves, 608.2c; dealt at once). ``text_`` is the Oracle
    sentence when the selector is a group (its noun phrase names the group)."""

    scaled = ("amount",)

    amount: int | str  # a number, or "X" (the value announced at 601.2b)
    to: Selector
    subject: str = "~"  # "It" when the source was referred to as it (CR 608.2h: last known info)
    text_: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.text_ or not isinstance(self.to, Ref):
            return self.text_
        return f"{self.subject} deals {self.amount} damage to {self.to.text(specs)}."

    @property
    def selector(self) -> Selector:
        """The recipients (:mod:`arbiter.mtg.ir.selectors`)."""
        return self.to


@dataclass(frozen=True, slots=True)
class FightEachOther(Effect):
    """ "Those creatures fight each other." (CR 701.14a: each deals damage equal to its power to
    the other; if either is no longer on the battlefield or a legal target, no damage is dealt)."""

    first: Ref
    second: Ref
    named: bool = False  # "Target creature you control fights target creature you don't control."
    those: str = "Those creatures"  # "The chosen creatures fight each other." (Duel for Dominance)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.named:
            return f"{subject_text(self.first, specs)} fights {self.second.text(specs)}."
        return f"{self.those} fight each other."


@dataclass(frozen=True, slots=True)
class DealDividedDamage(Effect):
    """ "~ deals N damage divided as you choose among one, two, or three targets." — the division
    is announced as the spell is cast (CR 601.2d: at least 1 to each target); a target that's
    illegal on resolution gets none, the others get theirs (608.2b)."""

    own_group = True

    amount: int | str
    among: Ref  # the group of targets (kind "targets")
    choices: str  # "one or two targets", "one, two, or three targets", "one or two target creatures"
    subject: str = "~"  # "It" in the source's own trigger ("When ~ enters, it deals …")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.subject} deals {self.amount} damage divided as you choose among {self.choices}."


@handles(DealDividedDamage)
def _divided_damage(g: Game, o: GameObject, e: DealDividedDamage, legal: list[bool]) -> None:
    """CR 601.2d, 608.2b: each chosen target that is still legal gets its announced share."""
    source = source_as_it_last_existed(g, o)  # CR 113.7a, 608.2h: a gone source as it last existed
    with one_damage_event(g):  # CR 120.4: the shares are dealt at once
        for share, i in zip(o.division, group_indices(o, e.among.index), strict=False):
            t = o.targets[i]
            if t is not None and legal[i] and share > 0:
                deal_damage(g, source or o, t, share, combat=False)


def deal_damage(
    g: Game, source: GameObject, to: TargetRef, amount: int, *, combat: bool, done: frozenset[str] = frozenset()
) -> None:
    """CR 120.3: the results of damage depend on the recipient; lifelink (120.3f) and
    deathtouch (702.2b) are properties of the source. ``done``: the replacement and prevention
    effects already applied to this damage before it was redirected to ``to`` (614.5)."""
    st = g.state
    if amount > 0 and (st.effects or st.grant_sources or st.lasting):  # (611.2a: lasting prevention too)
        amount = _replaced(g, source, to, amount, combat, done)
    if amount <= 0:
        return
    infect = source_has(g, source, "infect")
    if isinstance(to, PlayerRef):
        p = st.players[to.index]
        if st.lasting and protected_from_everything(g, to.index) and not unpreventable(g):
            # CR 702.16j: all damage that would be dealt to the player is prevented
            what = msg("has protection from everything: {amount} damage from {card} is prevented",
                       amount=amount, card=CardName(source.label))  # fmt: skip
            g.log(ev.EffectCreated("702.16j", p.name, what))
            return
        kinds: tuple[str, ...] = ()
        if combat:  # who controlled the source and what it was, as it dealt the damage (702.173a)
            # CR 702.73a, 205.3m: a changeling is every creature type (an Assassin, for freerunning)
            kinds = CREATURE_TYPES if is_every_creature_type(g, source) else subtypes(g, source)
        g.log(ev.DamageDealt(
            "120.3a", source.id, source.label, p.name, amount, combat, to.index,
            source_controller=source.controller, source_subtypes=kinds, event=_EVENT.get(),
        ))  # fmt: skip
        if infect:
            add_poison(g, to.index, amount, "120.3b")  # CR 702.90b: poison counters instead of life
        else:
            lost = life_lost_to_damage(g, to.index, amount)  # CR 614.1a: a floor under the life lost
            if lost > 0:
                lose_life(g, to.index, lost, "120.3a")
        if combat:
            toxic = sum(int(k[6:]) for k in _keyword_instances(g, source) if k.startswith("toxic "))
            if toxic:
                add_poison(g, to.index, toxic, "120.3g")  # CR 702.164c: its total toxic value
    else:
        target = st.objects[to.id]
        if target.zone is not Zone.BATTLEFIELD:
            return
        if tg.protected_from(g, target, source) and not unpreventable(g):
            # CR 702.16e: damage from a source with the stated quality is prevented
            g.log(
                ev.EffectCreated(
                    "702.16e",
                    target.card.name,
                    msg(
                        "has protection: {amount} damage from {card} is prevented",
                        amount=amount,
                        card=CardName(source.label),
                    ),
                )
            )
            return
        if shield_prevents(g, target, amount, not unpreventable(g)):
            return  # CR 122.1c: prevented, a shield counter removed
        g.log(
            ev.DamageDealt(
                "120.3", source.id, source.label, target.label, amount, combat, None, target.id, event=_EVENT.get()
            )
        )
        if tg.is_planeswalker(g, target):
            # CR 120.3c: damage to a planeswalker removes that many loyalty counters

            remove_counters(g, target, "loyalty", amount, "120.3c")
        if target.counter("defense") and CardType.BATTLE in card_types(g, target):
            remove_counters(g, target, "defense", amount, "120.3h")  # CR 120.3h, 310.6
        if is_creature(g, target):
            if infect or source_has(g, source, "wither"):
                add_counters(g, target, "-1/-1", amount, "120.3d")  # CR 702.80a, 702.90a
            else:
                g.set(target, "damage", target.damage + amount)  # CR 120.3e
            if source_has(g, source, "deathtouch"):
                g.set(target, "deathtouched", True)  # CR 702.2b
    if source_has(g, source, "lifelink"):
        _lifelink(g, source, amount)


def _replaced(g: Game, source: GameObject, to: TargetRef, amount: int, combat: bool, done: frozenset[str]) -> int:
    """CR 616.1: redirection (614.9) and prevention (615.6: prevented damage is never dealt) —
    the redirected parts dealt by the same source to their new recipients (combat damage stays
    combat damage), none of the effects applied so far applying again (614.5); the damage left."""
    amount, moved, done = replace_damage(g, source, to, amount, combat, done)
    for _, new, n in moved:
        what = msg("{n} damage is redirected to {new}", n=n, new=describe_target(g, new))
        g.log(ev.EffectCreated("614.9", source.label, what))
        deal_damage(g, source, new, n, combat=combat, done=done)
    return amount


def source_has(g: Game, source: GameObject, keyword: str) -> bool:
    """Whether the source of damage has ``keyword``: a permanent that left the battlefield before
    the effect made it deal the damage is looked at as it last existed there (CR 702.2e, 702.15c,
    608.2h) — Basilisk Collar's deathtouch stays with a Pyromancer killed in response."""
    if source.zone is not Zone.BATTLEFIELD and source.left_keywords is not None:
        return keyword in source.left_keywords
    return has_keyword(g, source, keyword)


# CR 119.9, 702.15e: the life a lifelink source's simultaneous damage gains, per source, while a
# damage event is being dealt (None outside one: each damage gains at once)
_GAINS: ContextVar[dict[tuple[int, int], list[int]] | None] = ContextVar("_GAINS", default=None)
# CR 120.4, 510.2: the number of the damage event being dealt — the length of the log as it
# began (-1 outside one: each damage is an event of its own)
_EVENT: ContextVar[int] = ContextVar("_EVENT", default=-1)


def _lifelink(g: Game, source: GameObject, amount: int) -> None:
    """CR 702.15b: its controller gains that much life — inside :func:`one_damage_event`, once
    for all the damage that source deals in the event (119.9: one source, one life gain event)."""
    gains = _GAINS.get()
    whose = source.controller
    if source.zone is not Zone.BATTLEFIELD and source.left_controller is not None:
        whose = source.left_controller  # CR 702.15c, 608.2h: its controller as it last existed
    if gains is None:
        gain_life(g, whose, amount, "120.3f")
        return
    gains.setdefault((source.id, source.zcc), [whose, 0])[1] += amount


@contextmanager
def one_damage_event(g: Game) -> Iterator[None]:
    """CR 510.2, 120.3f, 119.9: damage dealt simultaneously (combat damage, "… to each creature
    and each player") is one event; each lifelink source among its dealers causes one life gain
    (702.15e: separate sources, separate gains), after all the damage is dealt, and a permanent's
    shield counters prevent all of its damage in the event for one counter (122.1c)."""
    if _GAINS.get() is not None:
        yield  # already inside one: the outer event gains the life
        return
    gains: dict[tuple[int, int], list[int]] = {}
    token = _GAINS.set(gains)
    number = _EVENT.set(g.state.event_count)
    try:
        with one_shield_event():  # CR 122.1c: the shield counters apply once to the event
            yield
    finally:
        _GAINS.reset(token)
        _EVENT.reset(number)
    for controller, amount in gains.values():
        gain_life(g, controller, amount, "120.3f")  # CR 702.15b


def _keyword_instances(g: Game, o: GameObject) -> list[str]:
    """Each keyword instance it has (toxic values add up, CR 702.164c)."""
    if not g.state.effects and not g.state.grant_sources and not o.card.bands:
        return [a.name for a in o.card.abilities if isinstance(a, Keyword)]
    return [a.name for a in abilities(g, o) if isinstance(a, Keyword)]


@handles(FightEachOther)
def _fight(g: Game, o: GameObject, e: FightEachOther, legal: list[bool]) -> None:
    """CR 701.14a–c: each deals damage equal to its power to the other; if either isn't there
    (or is an illegal target), no damage is dealt."""
    a = permanent_of(g, o, _one(e.first), legal)
    b = permanent_of(g, o, _one(e.second), legal)
    if a is None or b is None or a.zone is not Zone.BATTLEFIELD or b.zone is not Zone.BATTLEFIELD:
        return

    pa, pb = power(g, a), power(g, b)
    g.log(ev.EffectCreated("701.14a", a.label, msg("fights {b}", b=CardName(b.label))))
    with one_damage_event(g):  # CR 701.14a, 120.4: the two creatures deal their damage at once
        if a.id == b.id:  # CR 701.14c: a creature fighting itself deals it twice its power, once
            deal_damage(g, a, ObjectRef(a.id, a.zcc), 2 * pa, combat=False)
            return
        deal_damage(g, a, ObjectRef(b.id, b.zcc), pa, combat=False)
        deal_damage(g, b, ObjectRef(a.id, a.zcc), pb, combat=False)


def _one(ref: Ref) -> Ref:
    """ "up to one target creature": a group of one instance of "target" (CR 601.2c) — the target at
    its index, None when it wasn't chosen (then no damage is dealt, 701.14b)."""
    return Ref("target", ref.index) if ref.kind == "targets" else ref


@dataclass(frozen=True, slots=True)
class DealDamageTwice(Effect):
    """ "~ deals 3 damage to any target and 1 damage to you." — two recipients of one source's
    damage (the second half's subject is the first's)."""

    first: DealDamage
    second: DealDamage
    text_: str = ""  # the sentence, when it names the second amount once ("… and each creature …")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.text_:
            return self.text_
        head = self.first.text(specs).removesuffix(".")
        to = self.second.to
        whom = to.text(specs) if isinstance(to, Ref) else self.second.text(specs).partition(" damage to ")[2][:-1]
        return f"{head} and {self.second.amount} damage to {whom}."


@dataclass(frozen=True, slots=True)
class DealsDamageEqualToPower(Effect):
    """ "Target creature you control deals damage equal to its power to target creature you
    don't control." — the first creature is the source of the damage (CR 120.3, 608.2h: its
    power as the instruction is followed); if either target is illegal, no damage (608.2b)."""

    dealer: Ref
    to: Ref
    text_: str
    times: int = 1  # "damage equal to twice its power" (CR 107.1)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(DealsDamageEqualToPower)
def _bite(g: Game, o: GameObject, e: DealsDamageEqualToPower, legal: list[bool]) -> None:
    dealer = permanent_of(g, o, e.dealer, legal)
    to = resolve_ref(g, o, e.to, legal)
    if dealer is None or dealer.zone is not Zone.BATTLEFIELD or to is None:
        return
    if isinstance(to, ObjectRef) and not _on_battlefield(g, to):
        return  # CR 120.1: only a permanent (or player) is dealt damage ("to ~" after ~ left)
    amount = power(g, dealer) * e.times  # CR 608.2h: its power as the instruction is followed
    if amount > 0:
        deal_damage(g, dealer, to, amount, combat=False)


def _on_battlefield(g: Game, ref: ObjectRef) -> bool:
    o = g.state.objects.get(ref.id)
    return o is not None and o.zcc == ref.zcc and o.zone is Zone.BATTLEFIELD


@handles(DealDamageTwice)
def _twice(g: Game, o: GameObject, e: DealDamageTwice, legal: list[bool]) -> None:
    with one_damage_event(g):  # CR 120.4: "… to any target and 1 damage to you", dealt at once
        perform(g, o, (e.first, e.second), legal)


@handles(DealDamage)
def _damage(g: Game, o: GameObject, e: DealDamage, legal: list[bool]) -> None:
    """CR 120.3: each recipient the instruction selects now (all found before any is dealt damage)
    is dealt the damage by the source, or by the spell or ability itself if the source is gone."""
    source = source_as_it_last_existed(g, o)  # CR 113.7a, 608.2h: a gone source as it last existed
    amount = amount_of(o, e.amount)
    tramples = o.source is None and o.zone is Zone.STACK and has_keyword(g, o, "trample")
    with one_damage_event(g):  # CR 120.3: all the recipients are dealt the damage at once
        for to in select(g, o, e.selector, legal):
            excess = _excess_to_controller(g, o, to, amount) if tramples else None
            if excess is not None:
                deal_damage(g, source or o, excess[0], excess[1], combat=False)
            deal_damage(g, source or o, to, amount - (excess[1] if excess else 0), combat=False)


def _excess_to_controller(g: Game, spell: GameObject, to: TargetRef, amount: int) -> tuple[PlayerRef, int] | None:
    """A spell with trample ("This spell can deal excess damage to its target's controller."):
    CR 120.4a, before replacement and prevention effects apply, the damage beyond lethal damage to
    a creature — counting damage already marked; any amount past 1 with deathtouch (702.2c) — is
    dealt to that creature's controller instead. Returns that player and the excess, or None."""
    t = g.state.objects.get(to.id) if isinstance(to, ObjectRef) else None
    if t is None or t.zone is not Zone.BATTLEFIELD or not is_creature(g, t):
        return None
    lethal = max(toughness(g, t) - t.damage, 0)
    if has_keyword(g, spell, "deathtouch"):
        lethal = min(lethal, 1)
    return (PlayerRef(t.controller), amount - lethal) if amount > lethal else None


@dataclass(frozen=True, slots=True)
class EachDealsDamageToController(Effect):
    """ "Each creature deals 1 damage to its controller." — every permanent of the group found as
    it resolves (CR 611.2c) is the source of its own damage (120.3), dealt to the player who
    controls it then."""

    amount: int
    group: Each
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(EachDealsDamageToController)
def _each_to_controller(g: Game, o: GameObject, e: EachDealsDamageToController, legal: list[bool]) -> None:
    st = g.state
    dealers = [st.objects[to.id] for to in select(g, o, e.group, legal) if isinstance(to, ObjectRef)]
    with one_damage_event(g):  # CR 120.4: each deals its damage at the same time
        for dealer in dealers:
            deal_damage(g, dealer, PlayerRef(dealer.controller), e.amount, combat=False)


@dataclass(frozen=True, slots=True)
class EachDealsDamageToItself(Effect):
    """ "Each creature deals damage to itself equal to its power." — every creature found as it
    resolves (CR 611.2c) is the source of damage to itself (120.3), each amount its power then
    (608.2h), all counted before any is dealt."""

    group: Each
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(EachDealsDamageToItself)
def _each_to_itself(g: Game, o: GameObject, e: EachDealsDamageToItself, legal: list[bool]) -> None:
    st = g.state
    dealers = [st.objects[to.id] for to in select(g, o, e.group, legal) if isinstance(to, ObjectRef)]
    amounts = [(dealer, power(g, dealer)) for dealer in dealers]
    with one_damage_event(g):  # CR 120.4: each deals its damage at the same time
        for dealer, amount in amounts:
            if amount > 0:
                deal_damage(g, dealer, ObjectRef(dealer.id, dealer.zcc), amount, combat=False)


@dataclass(frozen=True, slots=True)
class DamageEachPlayerByCount(Effect):
    """ "~ deals damage to each player equal to twice the number of nonbasic lands that player
    controls." (Price of Progress, Acidic Soil): each player's amount is counted for that player
    as it resolves (CR 608.2h), all before any damage is dealt; the damage is dealt at once (120.3).
    ``count``'s "you" is the player counted for; ``opponents``: only the controller's opponents."""

    count: CountOf
    opponents: bool
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(DamageEachPlayerByCount)
def _damage_each_player_by_count(g: Game, o: GameObject, e: DamageEachPlayerByCount, legal: list[bool]) -> None:
    from arbiter.mtg.layers.work import count_of

    st = g.state
    source = source_as_it_last_existed(g, o)  # CR 113.7a, 608.2h: a gone source as it last existed
    order = [(st.active + i) % len(st.players) for i in range(len(st.players))]  # APNAP (101.4)
    players = [p for p in order if not (e.opponents and p == o.controller)]
    amounts = [(p, count_of(g, e.count, p)) for p in players]
    with one_damage_event(g):  # CR 120.4: dealt at once
        for p, amount in amounts:
            if amount > 0:
                deal_damage(g, source or o, PlayerRef(p), amount, combat=False)


@dataclass(frozen=True, slots=True)
class SubjectDealsDamage(Effect):
    """ "Whenever a goaded creature attacks, it deals 1 damage to its controller." — the object
    the trigger event was about is the source of the damage (CR 120.3, 603.2), not the ability's
    source; if it has left the battlefield, it deals it as it last existed, and "its controller" is
    its controller as it last existed there (608.2h)."""

    amount: int
    to: Ref
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(SubjectDealsDamage)
def _subject_deals(g: Game, o: GameObject, e: SubjectDealsDamage, legal: list[bool]) -> None:
    from arbiter.mtg.lki import SubjectSeen

    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    dealer = _subject_as_it_last_existed(g, o, seen) if seen is not None else None
    to = resolve_ref(g, o, e.to, legal)
    if dealer is not None and to is not None:
        deal_damage(g, dealer, to, e.amount, combat=False)


def _subject_as_it_last_existed(g: Game, o: GameObject, seen: SubjectSeen) -> GameObject | None:
    """CR 608.2h, 400.7: the trigger's object as the source of its damage — the permanent itself
    while it is still that permanent; once it has left the battlefield, an object made of its last
    known information (its card, owner, controller, keywords, and its colors, types and power and
    toughness as it last existed there, 113.7a — a creature made red until end of turn was a red
    source), whether it is now a card in another zone, has come back as a new object or has ceased
    to exist (a token, 704.5d) — never the new permanent."""
    from arbiter.mtg.lki import SubjectGone
    from arbiter.mtg.objects.last_known import gone_record

    now = g.state.objects.get(seen.id)
    if now is not None and now.zone is Zone.BATTLEFIELD and now.zcc == seen.zcc:
        return now
    gone: SubjectGone | None = None
    if now is not None and now.left_keywords is not None and now.left_controller is not None:
        gone = gone_record(now)
        if gone is None:  # (no look recorded: its card's colors and types)
            gone = SubjectGone(now.id, now.card, now.owner, now.left_controller, now.left_keywords, None, now.left_pt)
    else:
        gone = next((x for x in o.lki if isinstance(x, SubjectGone) and x.id == seen.id), None)
    if gone is None:
        return now if now is not None and now.zone is not Zone.BATTLEFIELD else None
    return stand_in(gone, seen.zcc + 1, now.is_token if now is not None else True)
