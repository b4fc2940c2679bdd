"""Casting spells while another spell or ability resolves (CR 608.2g): suspend (702.62a) and
rebound (702.88a), madness (702.35a), cascade (702.85a) and discover (701.57a), casting cards
from a graveyard, and copies of a spell put on the stack one at a time (707.10).

Each record answers the offer ("cast it?"), and — through ``after_cast`` — goes on once the spell
cast is on the stack (no player receives priority after it is cast, 608.2g)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import N_, CardName, msg
from arbiter.mtg import effects, resolved
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.casting import CastProgress, cast_during_resolution, continue_after_targets
from arbiter.mtg.casting.split_half import chooses_half, could_cast
from arbiter.mtg.casting.timing import prohibited_during_resolution
from arbiter.mtg.effects.copies import (
    ChainCopy,
    CopySpell,
    DemonstrateCopies,
    GravestormCopies,
    StormCopies,
    gravestorm_count,
    make_copy,
    storm_count,
)
from arbiter.mtg.effects.keywords import (
    Cascade,
    CastCipherCopy,
    CastForMadness,
    CastForMiracle,
    Discover,
    EncodeCipher,
    bottom_in_random_order,
)
from arbiter.mtg.effects.paid_copies import ReplicateCopies
from arbiter.mtg.effects.stack import CastAnyNumber, CastFromHandFree
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.casting_keywords import Madness
from arbiter.mtg.keywords import cipher
from arbiter.mtg.keywords.miracle import miracle_of
from arbiter.mtg.layers import is_creature
from arbiter.mtg.model import CastSuspended
from arbiter.mtg.paused.base import Askers, At, Next, Resolving, pause
from arbiter.mtg.state import SubjectSeen, TurnEffect
from arbiter.mtg.zones import move

RULE_CIPHER = "702.99a"

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.paused import Paused
    from arbiter.mtg.state import GameObject


def _cast(g: Game, at: At, step: Paused, card: int, player: int, most: int | None = None) -> Next:
    """Cast ``card`` now (with ``most``: as a spell of at most that mana value, 702.85a); the
    resolution waits (``after_cast`` goes on)."""
    g.set(g.state, "resolving", Resolving(at, step))
    cast_during_resolution(g, card, player, most=most)
    return Next.PAUSED


@dataclass(frozen=True, slots=True)
class CastingSuspended:
    """CR 702.62a / 702.88a: "you may cast it without paying its mana cost"."""

    suspended: CastSuspended

    def answer(self, g: Game, at: At, card: int) -> Next:
        if card:
            return _cast(g, at, self, card, g.state.objects[card].owner)
        return Next.GO_ON  # "If you don't, it remains exiled."

    def after_cast(self, g: Game, at: At) -> Next:
        st = g.state
        spell = st.objects[st.stack[-1]] if st.stack else None
        suspend = self.suspended.keyword == "suspend"
        if suspend and spell is not None and spell.card.is_creature and spell.source is None:
            # CR 702.62a: it gains haste until its caster loses control of it (the spell, then the
            # permanent it becomes — the same object on the battlefield, one zone change later)
            until = resolved.HasteWhileControlled(spell.controller)
            haste = TurnEffect(spell.id, spell.zcc + 1, until, g.next_timestamp())
            g.set(st, "lasting", (*st.lasting, haste))
        return Next.GO_ON


def begin_cast_suspended(g: Game, at: At, e: CastSuspended) -> Next:
    """CR 702.62a: "you may cast it without paying its mana cost if able. If you don't, it
    remains exiled." Not able (no legal target for it): it stays."""
    card = at.source(g)
    if card is None or card.zone is not Zone.EXILE or card.card.is_land:
        return Next.GO_ON
    if not could_cast(g, card, card.owner):
        return Next.GO_ON  # not able (no legal target; a split card: for no half, 709.3): it remains exiled
    prompt = msg("cast {card} without paying its mana cost (0: don't)", card=CardName(card.label))
    rule = "702.88a" if e.keyword == "rebound" else "702.62a"
    return pause(g, at, CastingSuspended(e), Choose(card.owner, Purpose.CAST, rule, (card.id, 0), prompt))


@dataclass(frozen=True, slots=True)
class CastingForMadness:
    """CR 702.35a: the owner of the exiled ``card`` may cast it for its madness cost."""

    card: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        st = g.state
        exiled = st.objects[self.card]
        if card:
            madness = next(a for a in exiled.card.options if isinstance(a, Madness))
            g.set(st, "resolving", Resolving(at, self))
            # CR 702.35b, 118.9: the madness cost rather than the mana cost; timing ignored (608.2g)
            cast_during_resolution(g, card, exiled.owner, madness.cost, frozenset({"cast for madness"}))
            return Next.PAUSED
        if exiled.zone is Zone.EXILE:
            move(g, exiled, Zone.GRAVEYARD, "702.35a", "is put")  # "If that player doesn't, …"
        return Next.GO_ON

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON  # CR 702.35a: cast — nothing more to do


def begin_madness(g: Game, at: At, e: CastForMadness) -> Next:
    """CR 702.35a: nothing happens when it is no longer that exiled card (it left exile)."""
    card = at.source(g)
    o = at.object(g)
    seen = next(((entry.id, entry.zcc) for entry in o.lki if isinstance(entry, SubjectSeen)), None)
    if card is None or card.zone is not Zone.EXILE or seen != (card.id, card.zcc):
        return Next.GO_ON
    if prohibited_during_resolution(g, card, card.card, card.owner) is not None:
        move(g, card, Zone.GRAVEYARD, "702.35a", "is put")  # CR 601.3, 101.2: it can't be cast, so it isn't
        return Next.GO_ON
    madness = next(a for a in card.card.options if isinstance(a, Madness))
    prompt = msg(
        "cast {card} by paying its madness cost {cost} (0: put it into your graveyard)",
        card=CardName(card.label),
        cost=madness.cost.text,
    )
    return pause(g, at, CastingForMadness(card.id), Choose(card.owner, Purpose.CAST, "702.35a", (card.id, 0), prompt))


@dataclass(frozen=True, slots=True)
class CastingForMiracle:
    """CR 702.94a: the owner of the revealed ``card`` may cast it for its miracle cost."""

    card: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON  # (it stays in the hand)
        st = g.state
        owner = st.objects[self.card].owner
        miracle = miracle_of(st.objects[self.card].card)
        assert miracle is not None
        g.set(st, "resolving", Resolving(at, self))
        # CR 118.9: the miracle cost rather than the mana cost; timing ignored (608.2g)
        cast_during_resolution(g, card, owner, miracle.cost, frozenset({"cast for miracle"}))
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON  # CR 702.94a: cast — nothing more to do


def begin_miracle(g: Game, at: At, e: CastForMiracle) -> Next:
    """CR 702.94a, 400.7: nothing happens when the revealed card is no longer in its owner's hand
    as the same object; it can't be cast when an effect forbids it (601.3) or it can't be cast at
    all now (no legal target: 601.2c)."""
    card = at.source(g)
    o = at.object(g)
    seen = next(((entry.id, entry.zcc) for entry in o.lki if isinstance(entry, SubjectSeen)), None)
    if card is None or card.zone is not Zone.HAND or seen != (card.id, card.zcc):
        return Next.GO_ON
    miracle = miracle_of(card.card)
    if miracle is None or prohibited_during_resolution(g, card, card.card, card.owner) is not None:
        return Next.GO_ON
    if not could_cast(g, card, card.owner):
        return Next.GO_ON
    prompt = msg(
        "cast {card} by paying its miracle cost {cost} (0: don't)",
        card=CardName(card.label),
        cost=miracle.cost.text,
    )
    return pause(g, at, CastingForMiracle(card.id), Choose(card.owner, Purpose.CAST, "702.94a", (card.id, 0), prompt))


@dataclass(frozen=True, slots=True)
class EncodingCipher:
    """CR 702.99a: the controller of the resolving spell with cipher chose a creature they control to
    exile it encoded on, or none (0)."""

    def answer(self, g: Game, at: At, creature: int) -> Next:
        if not creature:
            return Next.GO_ON  # (it goes to its owner's graveyard as it finishes resolving, 608.2n)
        st = g.state
        spell = at.object(g)
        target = st.objects[creature]
        move(g, spell, Zone.EXILE, RULE_CIPHER, "is encoded (cipher) and put")
        cipher.encode(g, spell, target)
        name, on = CardName(spell.label), CardName(target.label)
        g.log(
            ev.EffectCreated(
                RULE_CIPHER, st.players[spell.owner].name, msg("encodes {card} on {creature}", card=name, creature=on)
            )
        )
        return Next.GO_ON

    def after_cast(self, g: Game, at: At) -> Next:  # pragma: no cover - nothing is cast
        return Next.GO_ON


def begin_encode(g: Game, at: At, e: EncodeCipher) -> Next:
    """CR 702.99a: "you may exile this card encoded on a creature you control" — asked when the
    spell's controller controls a creature (the card is still the spell on the stack)."""
    st = g.state
    spell = at.object(g)
    if spell.zone is not Zone.STACK or spell.is_token:
        return Next.GO_ON
    creatures = tuple(
        c for c in st.battlefield if st.objects[c].controller == spell.controller and is_creature(g, st.objects[c])
    )
    if not creatures:
        return Next.GO_ON
    prompt = msg("exile {card} encoded on a creature you control (0: don't)", card=CardName(spell.label))
    return pause(
        g, at, EncodingCipher(), Choose(spell.controller, Purpose.ENCODE, RULE_CIPHER, (*creatures, 0), prompt)
    )


@dataclass(frozen=True, slots=True)
class CastingCipherCopy:
    """CR 702.99a, 707.12: the controller of the ability may cast a copy of the encoded ``card``."""

    card: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON
        st = g.state
        player = at.object(g).controller
        encoded = st.objects[self.card]
        copy = g.create(encoded.card, player, Zone.EXILE, token=True)  # CR 707.12: made where the card is
        g.set(copy, "marks", frozenset({"copy"}))
        g.log(
            ev.EffectCreated(RULE_CIPHER, st.players[player].name, msg("copies {card}", card=CardName(encoded.label)))
        )
        g.set(st, "resolving", Resolving(at, self))
        cast_during_resolution(g, copy.id, player, marks=frozenset({"copy"}))  # CR 118.9: without paying
        return Next.PAUSED

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def begin_cipher_copy(g: Game, at: At, e: CastCipherCopy) -> Next:
    """CR 702.99a, 400.7: nothing happens when the card is no longer encoded — no longer in exile as
    the same object; it can't be cast when an effect forbids it (601.3) or no target could be
    chosen for it (601.2c)."""
    o = at.object(g)
    seen = next(((x.id, x.zcc) for x in o.lki if isinstance(x, SubjectSeen)), None)
    card = g.state.objects.get(seen[0]) if seen is not None else None
    if card is None or card.zone is not Zone.EXILE or card.zcc != seen[1]:  # type: ignore[index]
        return Next.GO_ON
    if not could_cast(g, card, o.controller):
        return Next.GO_ON
    prompt = msg("cast a copy of {card} without paying its mana cost (0: don't)", card=CardName(card.label))
    return pause(
        g, at, CastingCipherCopy(card.id), Choose(o.controller, Purpose.CAST, RULE_CIPHER, (card.id, 0), prompt)
    )


@dataclass(frozen=True, slots=True)
class Cascading:
    """Cascade or discover: the cards ``exiled``, and ``hit``, the card that may be cast."""

    exiled: tuple[int, ...]
    hit: int
    discover: bool
    most: int  # the largest mana value the resulting spell may have (702.85a, 701.57a)

    def answer(self, g: Game, at: At, card: int) -> Next:
        o = at.object(g)
        if card:
            return _cast(g, at, self, card, o.controller, self.most)
        rest = list(self.exiled)
        if self.discover:
            move(g, g.state.objects[self.hit], Zone.HAND, "701.57a", "is put")  # not cast: into the hand
            rest.remove(self.hit)
        bottom_in_random_order(g, o.controller, rest, "701.57a" if self.discover else "702.85a")
        return Next.GO_ON

    def after_cast(self, g: Game, at: At) -> Next:
        # CR 702.85a / 701.57a: the cards exiled this way that weren't cast go to the bottom, in a random order
        rest = [c for c in self.exiled if c != self.hit]
        bottom_in_random_order(g, at.object(g).controller, rest, "702.85a")
        return Next.GO_ON


def begin_cascade(g: Game, at: At, e: Cascade | Discover) -> Next:
    """CR 702.85a: exile from the top until a nonland card with a lesser mana value; offer to
    cast it free (608.2g). Nothing offered: the exiled cards go to the bottom. Discover N
    (701.57a): until one with mana value N or less; one not cast goes to the hand."""
    st = g.state
    discover = e.n if isinstance(e, Discover) else None
    rule = "702.85a" if discover is None else "701.57a"
    if discover is None:
        spell = at.source(g)
        cost = spell.card.mana_cost if spell is not None else None
        bound = (cost.mana_value if cost is not None else 0) - 1
    else:
        bound = discover
    player = at.object(g).controller
    exiled: list[int] = []
    hit = None
    while st.players[player].library:
        top = st.objects[st.players[player].library[0]]
        move(g, top, Zone.EXILE, rule, N_("is exiled (cascade)") if discover is None else N_("is exiled (discover)"))
        exiled.append(top.id)
        top_cost = top.card.mana_cost
        if not top.card.is_land and (top_cost.mana_value if top_cost is not None else 0) <= bound:
            hit = top
            break
    # CR 601.2c: castable as far as its targets go; a split card: some half (709.3). A card with no
    # mana cost may be cast too: "without paying its mana cost" applies to an unpayable cost (118.6a)
    if hit is not None and could_cast(g, hit, player, bound):
        prompt = (
            msg("cast {card} without paying its mana cost (0: don't)", card=CardName(hit.label))
            if discover is None
            else msg("cast {card} without paying its mana cost (0: put it into your hand)", card=CardName(hit.label))
        )
        step = Cascading(tuple(exiled), hit.id, discover is not None, bound)
        return pause(g, at, step, Choose(player, Purpose.CAST, rule, (hit.id, 0), prompt))
    if hit is not None and discover is not None:
        move(g, hit, Zone.HAND, rule, "is put")  # "If you don't cast it, put that card into your hand."
        exiled.remove(hit.id)
    bottom_in_random_order(g, player, exiled, rule)
    return Next.GO_ON


@dataclass(frozen=True, slots=True)
class CastingFromGraveyard:
    """CR 608.2g: "cast any number of … cards from your graveyard" — one at a time (0: stop)."""

    cast: CastAnyNumber

    def answer(self, g: Game, at: At, card: int) -> Next:
        return _cast(g, at, self, card, at.object(g).controller) if card else Next.GO_ON

    def after_cast(self, g: Game, at: At) -> Next:
        return begin_cast_from_graveyard(g, at, self.cast)  # the next one


def begin_cast_from_graveyard(g: Game, at: At, e: CastAnyNumber) -> Next:
    """CR 608.2g: offer the next card to cast (0: stop)."""
    st = g.state
    player = at.object(g).controller
    zone = e.what.zone if e.what.zone is not None else Zone.GRAVEYARD
    cards = st.players[player].graveyard if zone is Zone.GRAVEYARD else st.players[player].hand
    options = tuple(
        c
        for c in cards
        if fits(g, e.what, st.objects[c], player)
        and prohibited_during_resolution(g, st.objects[c], st.objects[c].card, player) is None  # CR 601.3
    )
    if not options:
        return Next.GO_ON
    question = Choose(player, Purpose.CAST, "608.2g", (*options, 0), msg("cast a card (0: stop)"))
    return pause(g, at, CastingFromGraveyard(e), question)


@dataclass(frozen=True, slots=True)
class CastingFromHand:
    """CR 608.2g: "You may cast a spell with mana value N or less from your hand without paying its
    mana cost." — the card chosen (0: none) is cast as a spell of at most that mana value."""

    most: int

    def answer(self, g: Game, at: At, card: int) -> Next:
        return _cast(g, at, self, card, at.object(g).controller, self.most) if card else Next.GO_ON

    def after_cast(self, g: Game, at: At) -> Next:
        return Next.GO_ON


def _within(g: Game, o: GameObject, player: int, most: int) -> bool:
    """A nonland card castable now as a spell of mana value ``most`` or less (CR 202.3; a split
    card or an adventurer: some half that is, 709.3, 715.3; 601.2c: its targets exist)."""
    if o.card.is_land:
        return False
    if not chooses_half(o):
        cost = o.card.mana_cost
        if (cost.mana_value if cost is not None else 0) > most:
            return False
    return could_cast(g, o, player, most)


def begin_cast_from_hand(g: Game, at: At, e: CastFromHandFree) -> Next:
    """CR 608.2g: offer the cards of the hand that could be cast (0: none)."""
    st = g.state
    player = at.object(g).controller
    options = tuple(c for c in st.players[player].hand if _within(g, st.objects[c], player, e.most))
    if not options:
        return Next.GO_ON
    prompt = msg("cast a spell with mana value {n} or less from your hand (0: don't)", n=e.most)
    return pause(g, at, CastingFromHand(e.most), Choose(player, Purpose.CAST, "608.2g", (*options, 0), prompt))


Copying = StormCopies | CopySpell


@dataclass(frozen=True, slots=True)
class CopyingSpell:
    """Copies of ``spell`` put on the stack one at a time; ``left``: how many more. It asks no
    question of its own: a copy's targets are chosen like a spell's (707.10c), then
    ``after_cast`` goes on."""

    copying: Copying | ChainCopy
    left: int
    spell: int

    def after_cast(self, g: Game, at: At) -> Next:
        g.set(g.state, "resolving", None)
        if not self.left or isinstance(self.copying, ChainCopy):
            return Next.GO_ON
        return copy_spell(g, at, self.copying, self.left)


def begin_copies(g: Game, at: At, e: Copying) -> Next:
    return copy_spell(g, at, e, None)


def copy_spell(g: Game, at: At, e: Copying, left: int | None) -> Next:
    """Put copies of a spell on the stack one at a time (CR 707.10), controlled by the resolving
    object's controller."""
    o = at.object(g)
    spell = at.source(g) if isinstance(e, StormCopies) else effects.spell_target(g, o, e.to, list(at.legal))
    if spell is None or (spell.ability is not None and not isinstance(e, CopySpell)):
        return Next.GO_ON  # (a storm trigger's spell: its last known information)
    count = left if left is not None else storm_count(g, spell) if isinstance(e, StormCopies) else _times(o, e)
    if left is None and isinstance(e, GravestormCopies):
        count = gravestorm_count(g)  # CR 702.69a
    if left is None and isinstance(e, ReplicateCopies):
        count = spell.kicked  # CR 702.56a: a copy for each time its replicate cost was paid
    if left is None and isinstance(e, DemonstrateCopies):
        count = 2  # CR 702.144a: its controller's copy, then the chosen opponent's
    return put_copies(g, at, e, spell, o.controller, count)


def _times(o: GameObject, e: Copying) -> int:
    """How many copies "Copy target … [twice / three times / X times]." makes (CR 707.10, 107.3a)."""
    if not isinstance(e, CopySpell):
        return 1
    return max(0, o.x) if e.times == "X" else int(e.times)


def put_copies(g: Game, at: At, e: Copying | ChainCopy, spell: GameObject, controller: int, count: int) -> Next:
    """``count`` copies of ``spell`` for ``controller`` (CR 707.10); for a copy with targets, its
    controller chooses them — the original's are among the choices (707.10c) and are kept when
    none could be chosen."""
    st = g.state
    while count > 0:
        # CR 702.144a: demonstrate's second copy is the chosen opponent's (the only one, two players)
        who = 1 - controller if isinstance(e, DemonstrateCopies) and count == 1 else controller
        count -= 1
        copy = make_copy(g, spell, who)
        specs = effects.specs_of(copy)
        if not specs or (isinstance(e, CopySpell) and not e.new_targets):
            continue  # the copy keeps the original's targets
        # (a "target" the original left unused stays unused — the one of the instruction a kicked
        # spell's "if this spell was kicked, instead …" replaces, 707.10, 601.2c — and asks nothing)
        unused = {i for i, t in enumerate(copy.targets) if t is None}
        if not all(i in unused or s.optional or tg.options(g, s, copy.controller, copy.id)
                   for i, s in enumerate(specs)):  # fmt: skip
            continue
        g.set(st, "resolving", Resolving(at, CopyingSpell(e, count, spell.id)))
        progress = CastProgress("copy", copy.id, who, g.journal.mark(), "targets", specs, (), None)
        continue_after_targets(g, progress)
        if st.pending is not None:
            return Next.PAUSED
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(CastSuspended, begin_cast_suspended)
    askers.add(CastForMadness, begin_madness)
    askers.add(CastForMiracle, begin_miracle)
    askers.add(EncodeCipher, begin_encode)
    askers.add(CastCipherCopy, begin_cipher_copy)
    askers.add(Cascade, begin_cascade)
    askers.add(Discover, begin_cascade)
    askers.add(CastAnyNumber, begin_cast_from_graveyard)
    askers.add(CastFromHandFree, begin_cast_from_hand)
    askers.add(StormCopies, begin_copies)
    askers.add(GravestormCopies, begin_copies)
    askers.add(DemonstrateCopies, begin_copies)
    askers.add(ReplicateCopies, begin_copies)
    askers.add(CopySpell, begin_copies)
