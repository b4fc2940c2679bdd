"""Effects that keyword abilities are built from (CR 702, 701), each with the code that performs it.

They are instructions of the triggered or activated abilities a keyword stands for: fading's
"remove a fade counter … If you can't, sacrifice it", modular's "put a +1/+1 counter on target
artifact creature for each +1/+1 counter on this permanent", renown's "it becomes renowned",
cascade, discover, amass, connive, unearth, embalm, scavenge, cumulative upkeep, living weapon.
The keyword renders the text, so ``text`` here is the rules' wording, for logs. The decisions
some of them ask are asked by ``priority``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from arbiter.core.rng import below
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.effects.tokens import CreateToken, create_tokens
from arbiter.mtg.enums import Color, EndStepAction, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers import has_subtype, is_creature
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.objects.counters import add_counters, remove_counters
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.objects.unattaching import log_unattached
from arbiter.mtg.state import TurnEffect
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RemoveCounterOrSacrifice(Effect):
    """CR 702.32a (fading): "remove a fade counter from this permanent. If you can't, sacrifice
    the permanent." """

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    kind: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove a {self.kind} counter from ~. If you can't, sacrifice ~."


@dataclass(frozen=True, slots=True)
class MoveCountersFromSource(Effect):
    """CR 702.43a (modular): "put a +1/+1 counter on <target> for each +1/+1 counter on this
    permanent" — counted as the source last existed on the battlefield (608.2h)."""

    kind: str
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Put a {self.kind} counter on {self.to.text(specs)} for each {self.kind} counter on ~."


@dataclass(frozen=True, slots=True)
class Designate(Effect):
    """ "<it> becomes renowned" (CR 702.112b) / "becomes monstrous" (701.37b): a designation
    that stays until the permanent leaves the battlefield."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    mark: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"~ becomes {self.mark}."


@dataclass(frozen=True, slots=True)
class CastForMadness(Effect):
    """Madness's trigger (CR 702.35a): "its owner may cast it by paying [cost] rather than paying
    its mana cost. If that player doesn't, they put this card into their graveyard." — cast during
    the resolution, ignoring timing (608.2g); asked by ``priority``."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Its owner may cast it by paying its madness cost. If that player doesn't, they put it into their graveyard."  # noqa: E501


@dataclass(frozen=True, slots=True)
class CastForMiracle(Effect):
    """Miracle's trigger (CR 702.94a): "you may cast it by paying [cost] rather than its mana
    cost" — the revealed card, still in its owner's hand, cast during the resolution, ignoring
    timing (608.2g); asked by ``paused.cast``."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may cast it by paying its miracle cost rather than its mana cost."


@dataclass(frozen=True, slots=True)
class EncodeCipher(Effect):
    """Cipher's spell ability (CR 702.99a): "If this spell is represented by a card, you may exile
    this card encoded on a creature you control" — the last instruction of a spell with cipher
    (added as it resolves, ``resolution.instructions``; the card's text is only "Cipher")."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may exile this card encoded on a creature you control."


@dataclass(frozen=True, slots=True)
class CastCipherCopy(Effect):
    """The ability a creature has while a card is encoded on it (CR 702.99a): "you may copy the
    encoded card and you may cast the copy without paying its mana cost" (707.12). Each trigger is
    about its own encoded card (the trigger's subject), so two of them differ (603.3b)."""

    decides = True
    about_subject: ClassVar[bool] = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may copy the encoded card and you may cast the copy without paying its mana cost."


@dataclass(frozen=True, slots=True)
class Unearth(Effect):
    """CR 702.84a: "Return this card from your graveyard to the battlefield. It gains haste.
    Exile it at the beginning of the next end step. If it would leave the battlefield, exile it
    instead of putting it anywhere else." """

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Return ~ from your graveyard to the battlefield. It gains haste."


@dataclass(frozen=True, slots=True)
class Cascade(Effect):
    """CR 702.85a: "exile cards from the top of your library until you exile a nonland card whose
    mana value is less than this spell's mana value. You may cast that card without paying its
    mana cost if the resulting spell's mana value is less than this spell's mana value. Then put
    all cards exiled this way that weren't cast on the bottom of your library in a random order."
    (the decision is asked by ``priority``)"""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Cascade"


@dataclass(frozen=True, slots=True)
class Ripple(Effect):
    """CR 702.60a: "you may reveal the top N cards of your library, or, if there are fewer than N
    cards in your library, you may reveal all the cards in your library. If you reveal cards from
    your library this way, you may cast any of those cards with the same name as this spell
    without paying their mana costs, then put all revealed cards not cast this way on the bottom of
    your library in any order." (the decisions are asked by ``priority``)"""

    decides = True

    n: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Ripple {self.n}"


@dataclass(frozen=True, slots=True)
class Discover(Effect):
    """CR 701.57a: "Exile cards from the top of your library until you exile a nonland card with
    mana value N or less. You may cast that card without paying its mana cost if the resulting
    spell's mana value is less than or equal to N. If you don't cast it, put that card into your
    hand. Put the remaining exiled cards on the bottom of your library in a random order." (the
    decision is asked by ``priority``, as cascade's)"""

    decides = True

    n: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Discover {self.n}."


@dataclass(frozen=True, slots=True)
class Amass(Effect):
    """CR 701.47a: "If you don't control an Army creature, create a 0/0 black [subtype] Army
    creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature.
    If it isn't a [subtype], it becomes a [subtype] in addition to its other types." (the choice,
    among several Armies, is asked by ``priority``)"""

    decides = True

    subtype: str  # singular: "Orc"
    plural: str  # as printed: "Orcs"
    n: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Amass {self.plural} {self.n}."


@dataclass(frozen=True, slots=True)
class Connive(Effect):
    """CR 701.50a: "that permanent's controller draws a card, then discards a card. If a nonland
    card is discarded this way, that player puts a +1/+1 counter on the conniving permanent."
    (the discard is asked by ``priority``; a permanent gone is known by its last information, 701.50c)"""

    decides = True

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = self.to.text(specs)
        return f"{who[0].upper()}{who[1:]} connives."


@dataclass(frozen=True, slots=True)
class ConvokersConnive(Effect):
    """ "Each creature that convoked ~ connives." (Lethal Scheme): each creature tapped to pay for
    the spell with convoke (CR 702.51c) connives, one at a time in the order its controller chooses
    (701.50d); one that left the battlefield connives by its last known information (701.50c)."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Each creature that convoked ~ connives."


@dataclass(frozen=True, slots=True)
class TokenCopyOfExiledCard(Effect):
    """Embalm (CR 702.128a) / eternalize (702.129a): "Create a token that's a copy of this card,
    except it's white (black, 4/4), it has no mana cost, and it's a Zombie in addition to its
    other types." — the card exiled to pay the cost (707.2: its copiable values)."""

    keyword: str  # "embalm" or "eternalize"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        color, size = ("white", "") if self.keyword == "embalm" else ("black", " it's 4/4,")
        return (f"Create a token that's a copy of this card, except it's {color},{size} it has no mana cost, and "
                "it's a Zombie in addition to its other types.")  # fmt: skip


@dataclass(frozen=True, slots=True)
class ScavengeCounters(Effect):
    """Scavenge (CR 702.97a): "Put a number of +1/+1 counters equal to the power of the card you
    exiled on target creature." (the card's printed power: it was in a graveyard)"""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put a number of +1/+1 counters equal to the power of the card you exiled on target creature."


@dataclass(frozen=True, slots=True)
class CumulativeUpkeep(Effect):
    """CR 702.24a: "put an age counter on this permanent. Then you may pay [cost] for each age
    counter on it. If you don't, sacrifice it." (the payment is asked by ``priority``)"""

    decides = True

    cost: ManaCost
    # "Cumulative upkeep {G} or {W}" (Arctic Nishoba): the cost is one symbol of two, chosen
    # separately for each age counter (702.24a) — as many two-color hybrid symbols, ``cost`` holding one
    either: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Cumulative upkeep {self.either or self.cost.text}"

    def times(self, n: int) -> ManaCost:
        """The cost once for each of ``n`` age counters, as one total (702.24a: with a choice for
        each counter, every combination is a way to pay the whole)."""
        colored = tuple(c * n for c in self.cost.colored)
        generic = self.cost.generic * n
        other = self.cost.other * n
        text = (
            (f"{{{generic}}}" if generic else "")
            + "".join(f"{{{c}}}" * k for c, k in zip("WUBRGC", colored, strict=True))
            + "".join(f"{{{h}}}" for h in other)
        )
        return ManaCost(generic, colored, 0, other, text or "{0}")


@dataclass(frozen=True, slots=True)
class LivingWeapon(Effect):
    """CR 702.92a: "create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it." """

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Create a 0/0 black Phyrexian Germ creature token, then attach ~ to it."


@dataclass(frozen=True, slots=True)
class TransmuteSearch(Effect):
    """CR 702.53a (transmute): "Search your library for a card with the same mana value as the
    discarded card, reveal that card, and put it into your hand. Then shuffle your library." — the
    search itself is asked by ``paused.keyword_search``."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "Search your library for a card with the same mana value as the discarded card, reveal that card, "
            "and put it into your hand. Then shuffle your library."
        )


@dataclass(frozen=True, slots=True)
class BackupGrant(Effect):
    """CR 702.165a (backup): "If that's another creature, it also gains the non-backup abilities
    of this creature printed below this one until end of turn." — ``keywords``: those abilities
    (the compiler fills them in from the lines below; only keyword abilities so far)."""

    keywords: tuple[str, ...] = ()
    granted: tuple[Ability, ...] = ()  # the other printed abilities below (triggered, activated, static)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "If that's another creature, it gains the following abilities until end of turn."


@dataclass(frozen=True, slots=True)
class ForMirrodin(Effect):
    """CR 702.163a: "create a 2/2 red Rebel creature token, then attach this Equipment to it." """

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Create a 2/2 red Rebel creature token, then attach ~ to it."


@dataclass(frozen=True, slots=True)
class JobSelect(Effect):
    """CR 702.182a: "create a 1/1 colorless Hero creature token, then attach this Equipment to it." """

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Create a 1/1 colorless Hero creature token, then attach ~ to it."


@dataclass(frozen=True, slots=True)
class CreateTokenThenAttach(Effect):
    """ "Create a 1/1 white Soldier creature token, then attach ~ to it." (Ancestral Blade): the
    token, then this Aura or Equipment attached to it (CR 701.3a) — as for-Mirrodin does."""

    token: CreateToken

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.token.text(specs).removesuffix('.')}, then attach ~ to it."


def armies(g: Game, player: int) -> list[int]:
    """The Army creatures ``player`` controls (CR 701.47a) — a changeling among them (702.73a)."""

    st = g.state
    return [
        oid for oid in st.battlefield
        if st.objects[oid].controller == player and is_creature(g, st.objects[oid])
        and has_subtype(g, st.objects[oid], "Army")
    ]  # fmt: skip


def amass_onto(g: Game, army: GameObject, e: Amass) -> None:
    """CR 701.47a: N +1/+1 counters on the chosen Army; it becomes a [subtype] too (layer 4)."""

    add_counters(g, army, "+1/+1", e.n, "701.47a")
    if not has_subtype(g, army, e.subtype):
        added = TurnEffect(army.id, army.zcc, resolved.AddSubtype(e.subtype), g.next_timestamp())
        g.set(g.state, "lasting", (*g.state.lasting, added))
        g.log(
            ev.EffectCreated(
                "701.47a", army.label, msg("becomes a {subtype} in addition to its other types", subtype=e.subtype)
            )
        )


def amass_token(g: Game, o: GameObject, e: Amass) -> None:
    """CR 701.47a: without an Army, create a 0/0 black [subtype] Army creature token."""

    create_tokens(g, o, CreateToken(1, 0, 0, (Color.BLACK,), (e.subtype, "Army")))


@handles(LivingWeapon)
def _living_weapon(g: Game, o: GameObject, e: LivingWeapon, legal: list[bool]) -> None:
    _create_and_attach(g, o, CreateToken(1, 0, 0, (Color.BLACK,), ("Phyrexian", "Germ")), "702.92a")


@handles(BackupGrant)
def _backup_grant(g: Game, o: GameObject, e: BackupGrant, legal: list[bool]) -> None:
    """CR 702.165a, 613.1f: only if the target is another creature than the backup's source."""
    t = permanent_of(g, o, Ref("target", 0), legal)
    if t is None or t.zone is not Zone.BATTLEFIELD or t.id == o.source:
        return
    for keyword in e.keywords:
        turn_effect(
            g,
            t,
            resolved.GainKeyword(keyword),
            "702.165a",
            msg("gains {keyword} until end of turn", keyword=Quoted(keyword)),
        )
    for ability in e.granted:  # CR 613.1f: "~" in a gained ability means the object that has it
        what = msg('gains "{text}" until end of turn', text=ability.text())
        turn_effect(g, t, resolved.GainAbility(ability), "702.165a", what)


@handles(ForMirrodin)
def _for_mirrodin(g: Game, o: GameObject, e: ForMirrodin, legal: list[bool]) -> None:
    _create_and_attach(g, o, CreateToken(1, 2, 2, (Color.RED,), ("Rebel",)), "702.163a")


@handles(CreateTokenThenAttach)
def _create_then_attach(g: Game, o: GameObject, e: CreateTokenThenAttach, legal: list[bool]) -> None:
    _create_and_attach(g, o, e.token, "701.3a")


@handles(JobSelect)
def _job_select(g: Game, o: GameObject, e: JobSelect, legal: list[bool]) -> None:
    _create_and_attach(g, o, CreateToken(1, 1, 1, (), ("Hero",)), "702.182a")


def _create_and_attach(g: Game, o: GameObject, token: CreateToken, rule: str) -> None:
    """Create the token, then attach the source Equipment to it (CR 701.3a) if both are on the battlefield."""
    made = create_tokens(g, o, token)[0]
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD and made.zone is Zone.BATTLEFIELD:
        if source.attached_to is not None:  # CR 701.3d: moved from what it was attached to
            log_unattached(g, source, g.state.objects.get(source.attached_to))
        g.set(source, "attached_to", made.id)  # CR 701.3a
        g.set(source, "timestamp", g.next_timestamp())  # CR 613.7e, 701.3c: a new timestamp
        g.log(ev.EffectCreated(rule, source.label, msg("becomes attached to {made}", made=CardName(made.label))))


def bottom_in_random_order(g: Game, player: int, cards: list[int], rule: str) -> None:
    """Put ``cards`` (still in exile) on the bottom of the player's library in a random order."""

    st = g.state
    order = [c for c in cards if st.objects[c].zone is Zone.EXILE]
    rng = st.rng
    for i in range(len(order) - 1, 0, -1):
        rng, j = below(rng, i + 1)
        order[i], order[j] = order[j], order[i]
    g.set(st, "rng", rng)
    for c in order:
        move(g, st.objects[c], Zone.LIBRARY, rule, "is put on the bottom of its owner's library:", bottom=True)


@handles(RemoveCounterOrSacrifice)
def _remove_or_sacrifice(g: Game, o: GameObject, e: RemoveCounterOrSacrifice, legal: list[bool]) -> None:
    src = permanent_of(g, o, Ref("this"), legal)
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return
    if src.counter(e.kind) > 0:
        remove_counters(g, src, e.kind, 1, "702.32a")
    elif src.controller == o.controller:
        move(g, src, Zone.GRAVEYARD, "702.32a", "is sacrificed and put")


@handles(MoveCountersFromSource)
def _move_counters(g: Game, o: GameObject, e: MoveCountersFromSource, legal: list[bool]) -> None:
    src = resolving_source(g, o)
    if src is None:
        return
    counters = src.counters if src.zone is Zone.BATTLEFIELD else src.left_counters
    n = dict(counters).get(e.kind, 0)
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD and n > 0:
        add_counters(g, t, e.kind, n, "702.43a")


@handles(Designate)
def _designate(g: Game, o: GameObject, e: Designate, legal: list[bool]) -> None:
    src = resolving_source(g, o)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        g.set(src, "marks", src.marks | {e.mark})
        g.log(ev.EffectCreated("702.112b", f"{src.label}", msg("becomes {mark}", mark=e.mark)))


@handles(Unearth)
def _unearth(g: Game, o: GameObject, e: Unearth, legal: list[bool]) -> None:
    card = permanent_of(g, o, Ref("this"), legal)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return  # CR 400.7: it left the graveyard; a new object isn't this card
    move(g, card, Zone.BATTLEFIELD, "702.84a", "returns", controller=o.controller)
    g.set(card, "controller", o.controller)
    # it gains haste, and the replacement "exile it instead" applies, for as long as it stays
    g.set(card, "marks", card.marks | {"unearthed", "haste"})
    at_next_end_step(g, card, o.controller, EndStepAction.EXILE)


@handles(TokenCopyOfExiledCard)
def _token_copy_of_exiled(g: Game, o: GameObject, e: TokenCopyOfExiledCard, legal: list[bool]) -> None:
    card = g.state.objects.get(o.source) if o.source is not None else None
    if card is None:
        return
    base = card.card
    subtypes = base.subtypes if "Zombie" in base.subtypes else (*base.subtypes, "Zombie")
    black = e.keyword == "eternalize"
    copy = replace(
        base, mana_cost=None, colors=frozenset({Color.BLACK if black else Color.WHITE}), subtypes=subtypes,
        power=4 if black else base.power, toughness=4 if black else base.toughness,
    )  # fmt: skip
    create_tokens(g, o, None, copy_of=copy)


@handles(ScavengeCounters)
def _scavenge(g: Game, o: GameObject, e: ScavengeCounters, legal: list[bool]) -> None:
    target = permanent_of(g, o, e.to, legal)
    card = g.state.objects.get(o.source) if o.source is not None else None
    n = (card.card.power or 0) if card is not None else 0
    if target is not None and target.zone is Zone.BATTLEFIELD and n > 0:
        add_counters(g, target, "+1/+1", n, "702.97a")
