"""Enumerating the legal actions of the pending decision, in a stable order.

Priority lists pass first, then lands to play, spells to cast and abilities to activate, by
object id. A cast is listed only when it could be completed: its timing is right, every target
requirement has a choice, and the mana the player has and can make could pay for it.
Declarations list a finite, useful set (none, each single one, small combinations); ``check``
and ``apply`` accept any legal declaration.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from itertools import product
from typing import TYPE_CHECKING

from arbiter.mtg.abilities.exile_special import timing_error
from arbiter.mtg.abilities.prohibitions import activation_forbidden
from arbiter.mtg.actions import (
    Action,
    Activate,
    AssignDamage,
    AssignDamageDecision,
    Cancel,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareAttackersDecision,
    DeclareBlockers,
    DeclareBlockersDecision,
    ExileFromHand,
    Pass,
    Pay,
    PayCostDecision,
    PayToEnd,
    PayToStop,
    Pick,
    PlayLand,
    Priority,
    SuspendCard,
    TurnFaceUp,
    UnlessPayDecision,
)
from arbiter.mtg.casting import (
    as_though_flash,
    convoke_options,
    offering_fodder,
    split_second,
    with_affinity,
)
from arbiter.mtg.casting.cost_options import cost_options_of, option_payable
from arbiter.mtg.casting.flash_for_more import flash_permission
from arbiter.mtg.casting.from_exile import later_cast, later_cast_cost
from arbiter.mtg.casting.from_graveyard import granted_graveyard_casts, graveyard_keyword
from arbiter.mtg.casting.from_library_top import mana_cost_allowed
from arbiter.mtg.casting.kicked_targets import specs_if_not_kicked
from arbiter.mtg.casting.timing import cast_restriction_error, legendary_spell_error
from arbiter.mtg.casting.x_targets import some_x_gives_targets
from arbiter.mtg.combat import phase as combat
from arbiter.mtg.costs import paying as costs
from arbiter.mtg.costs.changes import casting_from
from arbiter.mtg.costs.options import one_each
from arbiter.mtg.costs.target_changes import cheapest_with_targets, target_reductions
from arbiter.mtg.costs.targeted_spells import cheapest_targeting, has_targeting_changes
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.granted_flashback import GRANTED_FLASHBACK, granted_flashback
from arbiter.mtg.ir.card import FACE_DOWN
from arbiter.mtg.ir.exile_casts import exile_to_cast_of
from arbiter.mtg.ir.prototype import PROTOTYPE
from arbiter.mtg.keywords.fuse import FUSED, fused, has_fuse
from arbiter.mtg.keywords.sneak import in_window
from arbiter.mtg.lands.limits import land_plays_allowed
from arbiter.mtg.lands.plays import land_play_permitted
from arbiter.mtg.layers import activated, has_keyword, is_creature
from arbiter.mtg.legal_casts import (
    cheapest,
    chosen_payments,
    disturb_cast,
    face_down_cast_allowed,
    free_with_no_mana_cost,
    graveyard_keyword_cost,
    life_casts,
    named_graveyard_cast,
    sneak_cast,
    spell_cheapest,
    with_options,
)
from arbiter.mtg.legal_targets import targets_possible
from arbiter.mtg.mana.abilities import activatable, is_plain_tap, payment_context, potential_mana
from arbiter.mtg.mana.affordable import ability_affordable, affordable
from arbiter.mtg.mana.pool import ManaCost, can_pay, could_pay
from arbiter.mtg.mana.spend_only import can_spend, paying_for
from arbiter.mtg.model import ActivatedAbility, CardDef
from arbiter.mtg.name_prohibitions import may_play_named_land, prohibited_by_name
from arbiter.mtg.objects.chosen import named_spell_error
from arbiter.mtg.objects.face_up import face_up_ways
from arbiter.mtg.objects.preparation import castable_copies
from arbiter.mtg.state import GameObject
from arbiter.mtg.without_paying import RATHER_THAN_MANA_COST, WITHOUT_PAYING, free_from_hand, offered_alternative

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

MAX_COMBINATIONS = 64
PASS = Pass()  # (an immutable value: one will do)


def enumerate_actions(g: Game) -> list[Action]:
    st = g.state
    dec = st.pending
    if dec is None:
        return []
    if isinstance(dec, Priority):
        return _priority(g, dec.player)
    if isinstance(dec, PayCostDecision) and st.cast is not None:
        out: list[Action] = []
        cost = st.cast.cost
        # CR 601.2h, 118.3: Pay only when the whole total cost can be paid now — the mana and
        # the other parts ({T} of a source tapped meanwhile for mana, say)
        cast = st.cast
        plain = cast.kind == "spell" and not cast.choices and not cast.life and cast.offering is None
        # (a plain spell's total cost is its mana alone: no need to try paying it)
        if (cost is None or can_spend(g, dec.player, cost, *paying_for(g, cast))) and (plain or g.check(Pay())):
            out.append(Pay())
            if cast.kind == "spell" and cost is not None and cost.total:
                out.extend(chosen_payments(g, dec.player, cast.obj, cost))
        out.extend(_mana_activations(g, dec.player))
        out.extend(Pick(c) for c in convoke_options(g, st.cast))  # CR 702.51a
        out.append(Cancel())
        return out
    if isinstance(dec, Choose):
        return _choices(g, dec)
    if isinstance(dec, DeclareAttackersDecision):
        return _attacks(g)
    if isinstance(dec, DeclareBlockersDecision):
        return _blocks(g)
    if isinstance(dec, AssignDamageDecision):
        return _damage(g, dec)
    if isinstance(dec, UnlessPayDecision):
        from arbiter.mtg.mana.pool import ManaCost

        cost = ManaCost.parse(dec.cost)
        options: list[Action] = [Pick("decline")]
        if cost is not None and can_pay(st.players[dec.player].pool, cost):
            options.append(Pay())
        return options + _mana_activations(g, dec.player)
    return []


# Choices whose every option is accepted as it stands (103.5 mulligans, 514.1 discarding to
# hand size, 704.5j the legend rule, 603.3b the order of triggers); the options of any other
# choice are listed only if the game can go on from them.
ALWAYS_ANSWERABLE = frozenset({"mulligan", "bottom", "opening hand", "discard", "legend rule", "trigger order"}) | {
    "keep tapped", "dredge", "untap limit"}  # fmt: skip


def _choices(g: Game, dec: Choose) -> list[Action]:
    """The options of a choice that the game can go on from: not a mode with no legal target
    (CR 700.2a), nor a choice that leaves a cost unpayable (118.3, 601.2h), nor a spell to cast
    during a resolution that has no legal target (608.2g, 601.2c). Cancel (CR 733) is listed
    where the cast in progress answers it — not inside a mana ability's own choices (605.3b: it
    resolves at once; 106.1: its color is chosen as it does)."""
    st = g.state
    cast = st.cast
    picks: list[Action] = [Pick(v) for v in dec.options]  # (modes: only possible ones are offered, 700.2a)
    if dec.purpose not in ALWAYS_ANSWERABLE:
        picks = [p for p in picks if g.check(p)]
    if dec.purpose == "assist amount":
        picks.extend(_mana_activations(g, dec.player))  # CR 702.132a: that player may make mana first
    if cast is not None and cast.kind not in ("trigger", "copy") and g.check(Cancel()):
        picks.append(Cancel())
    return picks


def _damage(g: Game, dec: AssignDamageDecision) -> list[Action]:
    """The default division, and for each creature all its damage to each single recipient."""
    out: list[Action] = [AssignDamage(())]
    st = g.state
    first_strike = st.step is Step.FIRST_STRIKE_DAMAGE
    for src in combat.damage_sources(g, first_strike):
        if src.id not in dec.sources:
            continue
        for r in (*src.recipients, *((src.unblocked_to,) if src.unblocked_to is not None else ())):
            candidate = AssignDamage(((src.id, ((r, src.amount),)),))
            if combat.assignment_error(g, src, ((r, src.amount),)) is None:
                out.append(candidate)
    return out


def _ready_mana(g: Game, o: GameObject, player: int, context: bool | None = None) -> list[int]:
    """The mana abilities of ``o`` that ``player`` could activate now: those the one ruling
    (:func:`arbiter.mtg.mana.abilities.mana_ability_error`, CR 605.3a — where from, limits, and
    every part of the cost, 118.3) allows; ``context`` is
    :func:`arbiter.mtg.mana.abilities.payment_context` when the caller judged it."""
    card = o.card
    if not (card.mana_abilities or card.gains_graveyard) or o.controller != player:
        return []
    mana = card.mana_abilities
    if card.gains_graveyard:  # CR 602.5c: mana abilities gained from cards in graveyards too
        mana = tuple((i, a) for i, a in enumerate(activated(g, o)) if a.is_mana)
    return activatable(g, player, o, mana, context)


def _mana_activations(g: Game, player: int) -> list[Action]:
    """The mana abilities ``player`` may activate now (CR 605.3a), in the battlefield's order,
    then those that work from their owner's graveyard (113.6m)."""
    st = g.state
    out: list[Action] = []
    objects = st.objects
    context: bool | None = None  # CR 605.3a: may the player make mana now at all — judged once
    changed = bool(st.grant_sources or st.effects or st.lasting)  # (613.1f: lasting effects too)
    entries: Sequence[tuple[int, tuple[Activate, ...] | None]]
    if changed:
        entries = [(oid, None) for oid in st.battlefield if objects[oid].controller == player]
    else:
        # (no effect changes abilities: the permanents with mana abilities, read from the cards
        # alone, are remembered for the battlefield's content)
        entries = g.journal.by_content(("mana sources", player), (st.battlefield,), partial(_mana_sources, g, player))
    for oid, plain in entries:
        o = objects[oid]
        card = o.card
        if plain is None:
            current = activated(g, o)
            if current is not card.activated and not card.gains_graveyard:
                # CR 613.1d, 613.1f, 305.7: a type- or ability-changing effect (Blood Moon, Harbinger
                # of the Seas, "loses all abilities", a granted mana ability) changed what it has
                layered = tuple((i, a) for i, a in enumerate(current) if a.is_mana)
                if layered:
                    if context is None:
                        context = payment_context(g, player)
                        if context is None:
                            return out
                    out.extend(Activate(oid, i) for i in activatable(g, player, o, layered, context))
                continue
            known = _KNOWN.get(oid)
            if known is None or known[0] is not card:
                known = _remember_object(oid, card)
            plain = known[1]
            if plain is None:
                continue  # no mana ability, none from a graveyard either
        if plain:
            # each cost is {T} alone, no limit (a land, a mana creature): what activatable
            # judges comes down to {T} (118.3) and summoning sickness (302.6) — the commonest case
            if o.tapped or (o.sick and is_creature(g, o) and not has_keyword(g, o, "haste")):
                continue
            if (st.grant_sources or st.lasting) and activation_forbidden(g, o, True) is not None:
                continue  # CR 602.5: Arrest, Null Rod; detain (701.35a)
            if context is None:
                context = payment_context(g, player)
                if context is None:
                    return out
            out.extend(plain)
            continue
        mana = card.mana_abilities
        if mana or card.gains_graveyard:
            if o.tapped and len(mana) == 1 and mana[0][1].taps and not card.gains_graveyard:
                continue  # its one ability's {T} can't be paid (118.3)
            if context is None:
                context = payment_context(g, player)
                if context is None:
                    return out
            for i in _ready_mana(g, o, player, context):
                out.append(Activate(oid, i))
    if isinstance(st.pending, Priority):
        # CR 113.6m, 605.3a: a mana ability that works from its owner's graveyard (Jack-o'-Lantern)
        for oid in st.players[player].graveyard:
            o = objects[oid]
            mana = o.card.mana_abilities
            if mana and any(a.from_graveyard for _, a in mana) and o.controller == player:
                out.extend(Activate(oid, i) for i in _ready_mana(g, o, player))
    return out


def _mana_sources(g: Game, player: int) -> tuple[tuple[int, tuple[Activate, ...]], ...]:
    """The permanents ``player`` controls that have mana abilities or gain them from graveyards,
    in the battlefield's order, each with the activations of its abilities when all are plain
    (:func:`_remember_object`) — read from the battlefield, the controllers and the cards only
    (``Journal.by_content``)."""
    st = g.state
    objects = st.objects
    found: list[tuple[int, tuple[Activate, ...]]] = []
    for oid in st.battlefield:
        o = objects[oid]
        if o.controller != player:
            continue
        known = _KNOWN.get(oid)
        if known is None or known[0] is not o.card:
            known = _remember_object(oid, o.card)
        if known[1] is not None:
            found.append((oid, known[1]))
    return tuple(found)


# id → (the card, kept alive; the indices of its mana abilities if each is plain, else None)
_PLAIN_CARDS: dict[int, tuple[CardDef, tuple[int, ...] | None]] = {}
# (object id, ability indices) → the actions activating them (immutable values, built once)
_ACTIVATIONS: dict[tuple[int, tuple[int, ...]], tuple[Activate, ...]] = {}


def _remember_plain(card: CardDef) -> tuple[CardDef, tuple[int, ...] | None]:
    """Whether every mana ability of ``card`` is :func:`is_plain_tap` (judged once per card)."""
    plain = all(is_plain_tap(a) for _, a in card.mana_abilities)
    hit = _PLAIN_CARDS[id(card)] = (card, tuple(i for i, _ in card.mana_abilities) if plain else None)
    return hit


_CASTS: dict[int, Cast] = {}  # object id → the plain cast of it (an immutable value, built once)


def _remember_cast(oid: int) -> Cast:
    made = _CASTS[oid] = Cast(oid)
    return made


# object id → (its card, kept alive; None: the card has no mana ability and gains none from
# graveyards; the activations of its mana abilities when each is plain and it gains none; else ())
_KNOWN: dict[int, tuple[CardDef, tuple[Activate, ...] | None]] = {}


def _remember_object(oid: int, card: CardDef) -> tuple[CardDef, tuple[Activate, ...] | None]:
    """What :func:`_mana_activations` needs to know of the object ``oid`` with ``card`` (judged
    once per object and card: both are immutable)."""
    ready: tuple[Activate, ...] | None = None
    if card.mana_abilities or card.gains_graveyard:
        plain = _PLAIN_CARDS.get(id(card))
        if plain is None:
            plain = _remember_plain(card)
        ready = ()
        if plain[1] is not None and not card.gains_graveyard:
            found = _ACTIVATIONS.get((oid, plain[1]))
            ready = found if found is not None else _remember_activations(oid, plain[1])
    known = _KNOWN[oid] = (card, ready)
    return known


def _remember_activations(oid: int, indices: tuple[int, ...]) -> tuple[Activate, ...]:
    made = _ACTIVATIONS[(oid, indices)] = tuple(Activate(oid, i) for i in indices)
    return made


def payable(g: Game, o: GameObject, ability: ActivatedAbility, player: int) -> bool:
    """Whether an activated ability's cost, its mana aside, could be paid now — the one ruling,
    :func:`arbiter.mtg.costs.paying.cost_error` (CR 118.3, 602.2b, 601.2h)."""
    return costs.cost_error(g, o, ability, player) is None


def _playable(g: Game, player: int, main: bool) -> tuple[int, ...]:
    """The cards ``player`` might play or cast now, the hand first: cards in the graveyard that
    can be cast from there, lands playable from the top of the library or the graveyard, and
    exiled cards an effect or a keyword lets them play (CR 601.2, 305.1, 611.2a)."""
    st = g.state
    p = st.players[player]
    playable = p.hand
    objects = st.objects
    # CR 702.34a / 702.127a: cards with flashback, and aftermath halves, are cast from the graveyard
    if p.graveyard:
        from_graveyard = (
            _graveyard_casts(g, player)
            if st.effects
            else g.journal.by_content(("graveyard casts", player), (p.graveyard,), partial(_graveyard_casts, g, player))
        )  # (with no effect, read from the graveyard and the cards alone: remembered for its content)
        if st.grant_sources:  # CR 604.1: "Instant and sorcery cards in your graveyard have retrace."
            from_graveyard = (*from_graveyard, *granted_graveyard_casts(g, player, from_graveyard))
        if from_graveyard and st.grant_sources and _cast_forbidden(g, Zone.GRAVEYARD):
            from_graveyard = ()  # CR 101.2: "Players can't cast spells from graveyards" (Grafdigger's Cage)
        if from_graveyard:
            playable = (*playable, *from_graveyard)
    if p.library and st.grant_sources:
        from arbiter.mtg.casting.from_library_top import may_cast_from_top
        from arbiter.mtg.lands.top_of_library import may_play_land_from_top

        top = objects[p.library[0]]
        if main and top.card.has_land_face and may_play_land_from_top(g, top, player):
            playable = (*playable, top.id)  # CR 305.1: lands played from the top of the library
        elif not top.card.is_land and may_cast_from_top(g, top, player) and not _cast_forbidden(g, Zone.LIBRARY):
            playable = (*playable, top.id)  # CR 601.3: spells cast from the top of the library
    if main and p.graveyard and st.grant_sources:
        from arbiter.mtg.lands.from_graveyard import may_play_lands_from_graveyard

        if may_play_lands_from_graveyard(g, player):  # CR 305.1: lands played from the graveyard
            playable = (*playable, *(c for c in p.graveyard if objects[c].card.has_land_face and c not in playable))
    if st.may_play:
        # CR 611.2a: exiled cards an effect lets this player play
        mine = (m for m in st.may_play if m.player == player and objects[m.card].zcc == m.zcc)
        # ("you may cast that card": not a land, 601.2)
        playable = (*playable, *(m.card for m in mine if not (m.cast_only and objects[m.card].card.is_land)))
    if st.prepared:
        playable = (*playable, *castable_copies(g, player))  # CR 722.3c: prepared permanents' copies
    if p.exile and any(objects[c].marks for c in p.exile):
        # CR 702.143a, 702.170d, 702.185a: foretold, plotted and warped cards, on a later turn
        playable = (*playable, *(c for c in p.exile if later_cast(g, objects[c], player) and c not in playable))
    return playable


def _cast_forbidden(g: Game, zone: Zone) -> bool:
    """CR 101.2: an effect forbids casting spells from ``zone`` (Grafdigger's Cage); looked at only
    when a card could be cast from there and some permanent grants or forbids something."""
    from arbiter.mtg.replacement.zone_change import cast_forbidden

    return cast_forbidden(g, zone) is not None


def _graveyard_casts(g: Game, player: int) -> tuple[int, ...]:
    """CR 702.34a / 702.127a: the cards in ``player``'s graveyard with flashback (their own, or
    granted, 702.34a), aftermath halves and other casts from the graveyard (702.81a, 702.133a,
    702.138a)."""
    st = g.state
    objects = st.objects
    return tuple(
        c for c in st.players[player].graveyard
        if objects[c].card.flashback is not None or objects[c].card.layout == "aftermath"
        or objects[c].card.graveyard_cast is not None
        or (st.effects and granted_flashback(g, objects[c]) is not None)
    )  # fmt: skip


# What the helpers of _priority share: the player's potential mana (judged at most once per
# listing, only when some cost must be compared with it; None until then).
_Potential = tuple[tuple[int, ...], int] | None


def _priority(g: Game, player: int) -> list[Action]:
    """Pass, then what ``player`` may play, cast, activate or pay now (CR 117.1)."""
    st = g.state
    out: list[Action] = [PASS]
    p = st.players[player]
    step = st.step
    main = st.active == player and (step is Step.MAIN1 or step is Step.MAIN2) and not st.stack
    potential: _Potential = None
    flash: bool | None = None  # CR 702.8a: may the player cast spells as though they had flash
    frozen = bool(st.stack) and split_second(g)
    # CR 702.61a: no spells, no abilities but mana abilities (special actions remain, 702.61b)
    playable = () if frozen else _playable(g, player, main)
    for oid in playable:
        o = st.objects[oid]
        card = o.card
        if o.zone is Zone.EXILE and o.marks and later_cast(g, o, player) is not None:
            potential = _later_cast(g, o, player, main, potential, out)
            continue
        if o.zone is Zone.GRAVEYARD and card.graveyard_cast is not None and card.graveyard_cast.transformed:
            castable = partial(_castable, g, oid=oid, player=player, main=main)
            potential = disturb_cast(g, o, player, castable, potential, out)  # CR 702.146a
            continue
        if card.faces:
            potential = _face_casts(g, o, player, main, potential, out)
            if card.layout in ("split", "aftermath") or (o.zone is Zone.GRAVEYARD and card.layout != PROTOTYPE):
                continue
        if card.is_land:
            if main and p.lands_played < land_plays_allowed(g, player) and may_play_named_land(g, o.card, player):
                out.append(PlayLand(oid))
            continue
        if card.morph is not None or card.suspend is not None:
            if potential is None:
                potential = potential_mana(g, player)
            out.extend(_morph_and_suspend(g, o, player, main, potential))
        if card.options and o.zone is Zone.HAND and st.active == player:
            potential = _exile_from_hand(g, o, player, potential, out)
        if card.options and o.zone is Zone.HAND and in_window(g, player):
            out.extend(sneak_cast(g, card, oid, player, _castable))  # CR 702.190a
        if card.mana_cost is None:
            if st.grant_sources and o.zone is Zone.HAND:
                out.extend(free_with_no_mana_cost(g, o, player, main, _castable))  # CR 118.6a
            continue
        if card.offering is not None and offering_fodder(g, card, player):
            out.append(Cast(oid))  # CR 702.48a: the offering may lower the cost and allow instant timing
            continue
        if not (main or card.is_instant or "flash" in card.keywords):
            if flash is None:
                flash = as_though_flash(g, player)  # (judged once for the whole listing)
            if not flash:
                continue  # CR 307.1 / 117.1a: sorcery timing (the common case, checked before the rest)
        potential = _spell_casts(g, o, player, main, potential, out)
    out.extend(_mana_activations(g, player))
    if not frozen:
        out.extend(_other_activations(g, player, potential))
    else:
        out.extend(a for a in _other_activations(g, player, potential) if isinstance(a, TurnFaceUp))
    for i, entry in enumerate(st.unless_paid):
        if entry.payer == player and can_pay(p.pool, entry.cost):
            out.append(PayToStop(i))  # CR 116.2c
    if st.lasting:
        from arbiter.mtg.effects.becoming_aura import ending_payments

        out.extend(PayToEnd(permanent) for permanent in ending_payments(g, player))  # CR 116.2c
    return out


def _later_cast(
    g: Game, o: GameObject, player: int, main: bool, potential: _Potential, out: list[Action]
) -> _Potential:
    """CR 702.143a, 702.170d, 702.185a: a foretold, plotted or warped card cast from exile on a
    later turn, for its own cost, when affordable; returns the potential mana, judged if needed."""
    oid = o.id
    later = later_cast_cost(g, o, player, main, partial(_castable, g, oid=oid, player=player, main=main))
    if later is not None:
        if potential is None:
            potential = potential_mana(g, player)
        if affordable(g, player, potential, cheapest(later), o):
            out.append(Cast(oid))
    return potential


def _land_zone(g: Game, o: GameObject, player: int) -> bool:
    """CR 305.1, 712.12: a land face is played from the hand, or from where an effect allows."""
    return o.zone is Zone.HAND or land_play_permitted(g, o, player)


def _face_casts(
    g: Game, o: GameObject, player: int, main: bool, potential: _Potential, out: list[Action]
) -> _Potential:
    """CR 709.3, 715.3, 712.11: a split half, an Adventure, a back face (played if a land), and
    both fused halves (702.102a–c); returns the potential mana, judged if needed."""
    card = o.card
    oid = o.id
    for f in card.faces:
        if f.is_land:
            can_play = main and g.state.players[player].lands_played < land_plays_allowed(g, player)
            if can_play and _land_zone(g, o, player) and may_play_named_land(g, f, player):
                out.append(PlayLand(oid, f.name))
            continue
        if card.layout == "aftermath" and (f is card.faces[1]) != (o.zone is Zone.GRAVEYARD):
            continue  # CR 702.127a
        if card.layout == "adventure" and o.zone is Zone.EXILE:
            continue  # CR 715.3d: from exile, the card itself (an effect's permission aside)
        cost = _castable(g, f, oid, player, main)
        if cost is not None:
            if potential is None:
                potential = potential_mana(g, player)
            if affordable(g, player, potential, cost, o):
                out.append(Cast(oid, face=PROTOTYPE if card.layout == PROTOTYPE else f.name))  # (718.3)
    both = fused(card) if o.zone is Zone.HAND and has_fuse(card) else None
    if both is not None:
        cost = _castable(g, both, oid, player, main)  # CR 702.102a–c: both halves, from the hand
        if cost is not None and affordable(g, player, potential or potential_mana(g, player), cost, o):
            out.append(Cast(oid, face=FUSED))
    return potential


def _exile_from_hand(g: Game, o: GameObject, player: int, potential: _Potential, out: list[Action]) -> _Potential:
    """CR 116.2h, 116.2k: exiling a card from the hand to cast another (a special action), when
    its timing is right and its cost affordable; returns the potential mana, judged if needed."""
    ability = exile_to_cast_of(o.card)
    if ability is not None and timing_error(g, ability.name, player) is None:
        if potential is None:
            potential = potential_mana(g, player)
        if could_pay(*potential, ability.action_cost):
            out.append(ExileFromHand(o.id, ability.name))  # CR 116.2h, 116.2k
    return potential


def _spell_casts(
    g: Game, o: GameObject, player: int, main: bool, potential: _Potential, out: list[Action]
) -> _Potential:
    """CR 601.2: the casts of a card whose timing is right — plain, from the graveyard for its
    own cost (702.81a, 702.133a, 702.138a), with an alternative cost or buyback (118.9,
    702.27a), or without paying (118.9) — when affordable; returns the potential mana."""
    card = o.card
    oid = o.id
    cost = _castable(g, card, oid, player, main)
    gc = graveyard_keyword(g, o) if o.zone is Zone.GRAVEYARD else None
    given = None  # the flashback cost an effect gave the card (CR 702.34a), when it has no own
    if gc is not None and card.flashback is None and cost is not None and g.state.effects:
        given = granted_flashback(g, o) if o.owner == player else None
    if gc is not None and (card.flashback is not None or given is not None):
        # CR 601.2b: flashback and the card's own graveyard keyword are two permissions; the plain
        # cast is the flashback, the other is named (``Cast(alternative="jump-start")``)
        if cost is not None:
            potential = named_graveyard_cast(g, o, gc, cost, player, potential, out)
        if given is not None:
            cost = cheapest(given)  # CR 702.34a: cast by the flashback an effect gave it (below)
    elif gc is not None:
        # CR 702.81a, 702.133a, 702.138a: its own cost from the graveyard, and the parts to choose
        cost = graveyard_keyword_cost(g, o, gc, cost, player)
        if cost is None:
            return potential
    if cost is not None and o.zone is Zone.GRAVEYARD and card.flashback is not None:
        # CR 702.34a: its own flashback cost; one an effect gave it too is another way (601.2b)
        if potential is None:
            potential = potential_mana(g, player)
        if g.state.effects and granted_flashback(g, o) is not None and affordable(g, player, potential, cost, o):
            out.append(Cast(oid, alternative=GRANTED_FLASHBACK))
        cost = cheapest(card.flashback)
    if cost is not None:
        if potential is None:
            potential = potential_mana(g, player)
        plain = o.zone is not Zone.LIBRARY or mana_cost_allowed(g, o, player)  # (CR 118.9b: Bolas's Citadel)
        if plain and affordable(g, player, potential, cost, o):  # CR 601.2g: the mana it could make
            out.append(_CASTS[oid] if oid in _CASTS else _remember_cast(oid))
        if card.options and o.zone is Zone.HAND:
            out.extend(with_options(g, card, oid, player, cost, potential))
        if o.zone is Zone.HAND and g.state.grant_sources and free_from_hand(g, o, player):
            out.append(Cast(oid, alternative=WITHOUT_PAYING))  # CR 118.9: Omniscience
        offered = offered_alternative(g, player) if g.state.grant_sources and plain else None
        if offered is not None and affordable(g, player, potential, offered.cost, o):  # CR 118.9: Fist of Suns
            out.append(Cast(oid, alternative=RATHER_THAN_MANA_COST))
    if o.zone is Zone.LIBRARY:
        out.extend(life_casts(g, o, player, main, _castable, potential))  # CR 118.9b: Bolas's Citadel
    return potential


def _castable(g: Game, card: CardDef, oid: int, player: int, main: bool) -> ManaCost | None:
    """The mana to find if casting ``card`` (the card, or the face cast) could begin now — its
    timing (CR 307.1, 117.1a), a legal choice for each target, its additional costs (118.3) —
    else None."""
    if card.mana_cost is None:
        return None
    instant_time = main or card.is_instant or "flash" in card.keywords or as_though_flash(g, player, card)
    if not instant_time and flash_permission(card) is None:  # (CR 702.8a: its own "as though it had flash")
        return None
    if card.statics and cast_restriction_error(g, card, player) is not None:
        return None  # CR 601.3: "Cast ~ only during combat …"
    if card.is_legendary and legendary_spell_error(g, card, player) is not None:
        return None  # CR 205.4e: a legendary sorcery needs a legendary creature or planeswalker
    if g.state.grant_sources and named_spell_error(g, card, player) is not None:
        return None  # CR 601.3: "Spells with the chosen name can't be cast."
    if g.state.lasting and prohibited_by_name(g, card, player, land=False) is not None:
        return None  # CR 601.3: "Until your next turn, spells with the chosen name can't be cast."
    if g.state.grant_sources:
        from arbiter.mtg.casting.cast_limits import cast_limit_error

        if cast_limit_error(g, card, player) is not None:
            return None  # CR 601.3: "Each player can't cast more than one spell each turn."
    if g.state.effects or g.state.lasting:
        from arbiter.mtg.effects.cast_prohibitions import prohibited_cast_error

        if prohibited_cast_error(g, card, player) is not None:
            return None  # CR 601.3: "Your opponents can't cast noncreature spells this turn."
    spell = card.spell
    if spell is not None and not spell.modes and not targets_possible(g, specs_if_not_kicked(spell), player, oid, oid):
        return None  # (CR 702.33g: cast unkicked, the kicked part's targets aren't needed)
    if spell is not None and spell.modes:
        # CR 700.2a: only modes whose targets can be chosen can be chosen — enough of them
        possible = sum(targets_possible(g, m.targets, player, oid, oid) for m in spell.modes)
        if possible < (1 if spell.repeat else min(spell.choose[0], len(spell.modes))):  # (700.2d: repeatable)
            return None
    chosen = [part for part in card.additional_costs if isinstance(part, costs.CHOSEN_PARTS)]  # (X life: X may be 0)
    # CR 118.3, 601.2a: what could be chosen once the card is on the stack (not the card itself)
    if chosen and not costs.alternative_payable(g, tuple(x for p in chosen for x in one_each(p)), player, oid):
        return None
    worded = cost_options_of(card)  # CR 601.2b, 118.3: an option of the additional cost that can be paid
    if worded is not None and not any(option_payable(g, o, player, oid) for o in worded.options):
        return None
    with casting_from(g.state.objects[oid].zone):  # CR 601.2f: a change for spells cast from a zone
        cost = with_affinity(g, card, player, spell_cheapest(g, player, card.mana_cost))  # CR 702.41a, 107.4f
    if card.statics and target_reductions(card):
        cost = cheapest_with_targets(g, card, oid, player, cost)  # CR 601.2f: "if it targets …"
    if card.spell is not None and card.spell.targets and has_targeting_changes(g):
        cost = cheapest_targeting(g, card, oid, player, cost)  # CR 601.2f: "Spells that target ~ cost {2} less"
    if (
        spell is not None
        and not spell.modes
        and not some_x_gives_targets(g, spell.targets, card.mana_cost, player, oid)
    ):
        return None  # CR 601.2c: "… with mana value X", "X target …": no X the player could pay gives them
    return cost


def _morph_and_suspend(
    g: Game, o: GameObject, player: int, main: bool, potential: tuple[tuple[int, ...], int]
) -> list[Action]:
    """CR 702.37c: cast it face down for {3} (with a creature's timing, 708.4); CR 116.2f:
    suspend it from your hand when you could begin to cast it."""
    out: list[Action] = []
    card = o.card
    timely = main or as_though_flash(g, player, FACE_DOWN)  # CR 708.4: a 2/2 creature spell with no text
    face_down = card.morph is not None and o.zone is not Zone.GRAVEYARD and timely
    if face_down and could_pay(*potential, MORPH_COST) and face_down_cast_allowed(g, card, player):
        out.append(Cast(o.id, face_down=True))
    if card.suspend is not None and o.zone is Zone.HAND and card.mana_cost is not None:
        timely = main or card.is_instant or "flash" in card.keywords or as_though_flash(g, player, card)
        if timely and could_pay(*potential, cheapest(card.suspend.cost)):
            out.append(SuspendCard(o.id))
    return out


MORPH_COST = ManaCost(3, text="{3}")


def _other_activations(g: Game, player: int, potential: _Potential = None) -> list[Action]:
    """Non-mana activated abilities whose activation can begin now and whose total cost the
    player could pay (CR 602.2, 602.2b, 601.2g–h; Cancel remains possible if a later step can't be
    completed) — of permanents, of cards in hand and in the graveyard."""
    out: list[Action] = []
    st = g.state
    objects = st.objects
    p = st.players[player]
    zones = (st.battlefield, st.grant_sources, p.hand, p.graveyard)
    places = g.journal.by_content(("activation places", player), zones, partial(_activation_places, g, player))
    for o in map(objects.__getitem__, places):
        if o.face_down is not None:
            for by_mana_cost, cost in face_up_ways(g, o):  # CR 702.37e, 702.168d, 701.40b–d
                potential = potential or potential_mana(g, player)
                if affordable(g, player, potential, cheapest(cost), o, "special action"):
                    out.append(TurnFaceUp(o.id, by_mana_cost))  # CR 116.2b: a special action
            continue
        for i, ab in enumerate(activated(g, o)):
            if ab.is_mana or ab.from_hand != (o.zone is Zone.HAND) or ab.from_graveyard != (o.zone is Zone.GRAVEYARD):
                continue
            if not payable(g, o, ab, player):
                continue  # CR 602.2b, 118.3: its cost couldn't be paid
            if ab.mana_cost is not None:
                potential = potential or potential_mana(g, player)
                if not ability_affordable(g, player, o, ab, potential):
                    continue  # CR 602.2b, 601.2g–h: the mana it would take couldn't be made
            action = Activate(o.id, i)
            if g.check(action):
                out.append(action)
    return out


def _activation_places(g: Game, player: int) -> tuple[int, ...]:
    """The objects whose non-mana activated abilities ``player`` might activate (CR 602.2), or
    that they might turn face up (702.37e): read from the battlefield, the grant sources, the hand
    and the graveyard, the cards and what each is attached to, face down or controlled by (not
    whether they are tapped), so remembered for those zones' content (``Journal.by_content``)."""
    st = g.state
    objects = st.objects
    # abilities granted by an attached Aura or Equipment count too; some abilities say that other
    # players may activate them (CR 602.2: Soul Ransom)
    attached = {objects[s].attached_to for s in st.grant_sources} if st.grant_sources else None
    places: list[int] = []
    for i in st.battlefield:
        o = objects[i]
        card = o.card
        if (card.other_activated or o.face_down is not None or (attached is not None and i in attached)) and (
            o.controller == player or card.others_may_activate
        ):
            places.append(i)
    p = st.players[player]
    for i in (*p.hand, *p.graveyard) if p.graveyard else p.hand:
        if objects[i].card.other_activated:
            places.append(i)
    return tuple(places)


def _attacks(g: Game) -> list[Action]:
    out = [a for a in _attack_options(g) if g.check(a)]
    if combat.combat_costs_possible(g):
        out += _mana_activations(g, g.state.active)  # CR 508.1i
    return out or [DeclareAttackers(())]


def _attack_options(g: Game) -> list[Action]:
    targets = combat.attackable(g)
    candidates = combat.attack_candidates(g)
    out: list[Action] = [DeclareAttackers(())]
    for player in targets[:1]:  # CR 508.1c: none when the defending player can't be attacked (Blazing Archon)
        if len(candidates) <= 4:
            for mask in range(1, 1 << len(candidates)):
                chosen = [c for i, c in enumerate(candidates) if mask >> i & 1]
                out.append(DeclareAttackers(tuple((c, player) for c in chosen)))
        else:
            out.extend(DeclareAttackers(((c, player),)) for c in candidates)
            out.append(DeclareAttackers(tuple((c, player) for c in candidates)))
    for pw in targets[1:]:
        out.extend(DeclareAttackers(((c, pw),)) for c in candidates)
    return out


def _blocks(g: Game) -> list[Action]:
    """No blocks, each legal single block, small legal combinations, and — when requirements
    exist — a declaration obeying the most of them (CR 509.1c). Only legal ones are listed."""
    from arbiter.mtg.combat import blocking as blocking

    pairs = combat.block_candidates(g)
    candidates: list[tuple[tuple[int, int], ...]] = [()]
    blockers: dict[int, list[int]] = {}
    for b, a in pairs:
        blockers.setdefault(b, []).append(a)
    combos = 1
    for attackers in blockers.values():
        combos *= len(attackers) + 1
    if combos <= MAX_COMBINATIONS:
        ids = sorted(blockers)
        for choice in product(*[[None, *blockers[b]] for b in ids]):
            blocks = tuple((b, a) for b, a in zip(ids, choice, strict=True) if a is not None)
            if blocks:
                candidates.append(blocks)
    else:
        candidates.extend(((b, a),) for b, a in pairs)
    view = blocking.View(g)
    reqs = blocking.requirements(g, view)
    best = 0
    if reqs:
        best, witness = blocking.max_obeyed(g, reqs, view)
        candidates.append(tuple(sorted(witness)))
    out: list[Action] = []
    seen: set[tuple[tuple[int, int], ...]] = set()
    for blocks in candidates:
        if blocks in seen:
            continue
        seen.add(blocks)
        # the same judgement as blocking.check, sharing one view of the board
        if blocking.restriction_error(g, blocks, view) is None and sum(r.obeyed(blocks) for r in reqs) >= best:
            out.append(DeclareBlockers(blocks))
    if combat.combat_costs_possible(g):
        # CR 509.1d–f: a cost to block is paid from the pool; mana abilities fill it first
        out = [a for a in out if g.check(a)]
        out += _mana_activations(g, 1 - g.state.active)
    return out
