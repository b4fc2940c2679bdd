"""Beginning to cast a spell (CR 601.2a): from where, which face (709, 712, 715), face down
(702.37c), for which cost (118.9, 702.34a), and casting during a resolution (608.2g)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NoReturn

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg.actions import Choose
from arbiter.mtg.casting.announce import after_x, announce_x, extra_x_announced
from arbiter.mtg.casting.cost_options import ask_cost_options, cost_options_of
from arbiter.mtg.casting.emerge import ask_emerge
from arbiter.mtg.casting.flash_for_more import flashed_mark
from arbiter.mtg.casting.from_exile import (
    check_later_cast,
    check_warp,
    later_cast,
    later_cost,
    refuse_too_early,
    turn_up_to_cast,
)
from arbiter.mtg.casting.from_graveyard import (
    graveyard_cost,
    graveyard_keyword,
    graveyard_permission,
    parts_payable,
    refuse_unmet_condition,
)
from arbiter.mtg.casting.from_library_top import may_cast_from_top, top_of_library_way
from arbiter.mtg.casting.progress import CastProgress, evolve
from arbiter.mtg.casting.resolution_costs import ask_additional, ask_alternative
from arbiter.mtg.casting.reveal_or_pay import ask_reveal_or_pay, reveal_or_pay_of
from arbiter.mtg.casting.split_half import ask_half, chooses_half
from arbiter.mtg.casting.targets import refuse_before_question
from arbiter.mtg.casting.timing import (
    cast_timing_error,
    prohibited_during_resolution,
    split_second,
    zone_forbidden_error,
)
from arbiter.mtg.casting.total_cost import add_costs, cost_text, offering_fodder, with_affinity, x_credit
from arbiter.mtg.condition_check import holds
from arbiter.mtg.costs.changes import casting_from
from arbiter.mtg.costs.emerge import EMERGE, EmergeCost, emerge_fodder, emerge_of
from arbiter.mtg.costs.options import one_each
from arbiter.mtg.costs.paying import CHOSEN_PARTS, alternative_payable
from arbiter.mtg.costs.paying import options as chosen_options
from arbiter.mtg.costs.target_changes import reduced
from arbiter.mtg.effects.gift import gift_promised
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.granted_flashback import GRANTED_FLASHBACK, flashback_cost, flashback_granted, granted_flashback
from arbiter.mtg.ir.casting_keywords import AlternativeCost, Buyback
from arbiter.mtg.ir.conditional_costs import CostsLessIfBargained
from arbiter.mtg.ir.exile_casts import PLOTTED
from arbiter.mtg.ir.graveyard_casts import HARMONIZE
from arbiter.mtg.ir.paid_keywords import BARGAIN, PaidTimes
from arbiter.mtg.ir.prototype import PROTOTYPE
from arbiter.mtg.keywords.bestow import bestowed
from arbiter.mtg.keywords.disguise import face_down_card
from arbiter.mtg.keywords.fuse import FUSED, fused, has_fuse
from arbiter.mtg.keywords.sneak import SNEAK, sneak_timing_error
from arbiter.mtg.keywords.spell_variants import variant
from arbiter.mtg.lands.plays import play_permission
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    CardDef,
)
from arbiter.mtg.state import GameObject, PlayPermission
from arbiter.mtg.state_condition_check import CAST_IN_MAIN_PHASE, asks_cast_from_hand, asks_cast_in_main_phase
from arbiter.mtg.without_paying import RATHER_THAN_MANA_COST, WITHOUT_PAYING, free_from_hand, offered_alternative
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.graveyard_casts import GraveyardCast


def begin_cast(
    g: Game, card: int, kicker: int = 0, x: int | None = None, face_down: bool = False, face: str = "",
    alternative: str = "", buyback: bool = False,
) -> None:  # fmt: skip
    """CR 601.2a: move the card to the stack; then continue with its choices."""
    st = g.state
    assert st.pending is not None
    player = st.pending.player
    mark = g.journal.mark()
    o = st.objects.get(card)
    if st.stack and split_second(g):
        raise IllegalAction(msg("a spell with split second is on the stack: no spells can be cast"), "702.61a")
    permit = play_permission(g, o, player) if o is not None and o.zone is Zone.EXILE else None
    # CR 702.143a, 702.170d, 702.185a: a foretold, plotted or warped card, on a later turn
    later = later_cast(g, o, player) if o is not None and permit is None else None
    if o is not None and later is None and permit is None:
        refuse_too_early(g, o, player)
    flashback, granted, named, alternative = _graveyard_way(g, o, player, alternative)
    aftermath = o is not None and _aftermath_half(o, face) and o.zone is Zone.GRAVEYARD and o.owner == player
    # CR 702.81a, 702.133a, 702.138a, 702.146a: retrace, jump-start, escape, disturb cast it from the graveyard
    from_graveyard = graveyard_permission(g, o, player, named) if o is not None and not flashback else None
    permitted = permit is not None or later is not None or flashback or aftermath or from_graveyard is not None
    # CR 601.3: "You may cast creature spells from the top of your library."
    permitted = permitted or (o is not None and o.zone is Zone.LIBRARY and may_cast_from_top(g, o, player))
    o = _cast_from(g, o, player, permitted)
    check_warp(o, alternative)  # CR 702.185a: from the hand only
    if later is not None:
        check_later_cast(g, later, player, alternative)
        turn_up_to_cast(g, o, later)
    cast_face = _face_of_cast(o, face, permit, from_graveyard)
    if face_down:
        _check_face_down_cast(o.card, flashback, permit)
    # CR 708.4, 709.3a, 715.3a, 712.11c: prohibitions and timing apply to what is cast (face down, a face)
    as_cast = face_down_card(o.card) if face_down else cast_face or o.card
    as_cast, cast_face, alternative, life = _as_alternative(g, o, as_cast, cast_face, player, alternative, face_down)
    error = cast_timing_error(g, as_cast, player)
    if alternative == SNEAK:
        error = sneak_timing_error(g, as_cast, player, error)  # CR 702.190a
    fodder = offering_fodder(g, as_cast, player)
    if error is not None and not fodder:
        raise error
    free = (permit is not None and permit.free) or later == PLOTTED  # CR 702.170d: without paying
    disturbed = from_graveyard is not None and from_graveyard.transformed  # (its disturb cost is paid)
    if as_cast.mana_cost is None and not face_down and not (free or alternative == WITHOUT_PAYING or disturbed or life):
        _refuse_no_mana_cost(as_cast)  # CR 118.6, 118.6a
    if alternative == WITHOUT_PAYING:
        _check_free_from_hand(g, o, player)
        alternative, free = "", True  # CR 118.9: Omniscience's alternative cost
    how = _CastAs(kicker, face_down, alternative, buyback, flashback, aftermath, free, granted, life)
    total, marks = _total_cost(g, o, as_cast, player, how)
    marks |= o.marks & COPY_MARK  # CR 707.12, 704.5e: a copy of a card cast is a copy on the stack too
    if later is not None:
        total = later_cost(o, later, total)  # CR 702.143a: the foretell cost rather than the mana cost
        marks |= {later}  # CR 702.143c: a spell that was a foretold card
    emerge = _emerge(g, o, as_cast, player) if alternative == EMERGE else None
    if from_graveyard is not None:
        total = _graveyard_total(g, o, player, from_graveyard, total, alternative)
        marks |= {from_graveyard.mark}
    with casting_from(o.zone):  # CR 601.2f: "Spells you cast from your graveyard cost {1} less"
        total, credit = _additional_costs(g, as_cast, player, total, kicker, face_down, buyback, o.id)
    marks |= gift_promised(g, as_cast.kicker, player, kicker)  # CR 702.174a, 702.174k
    exiled_after = flashback or aftermath or (from_graveyard is not None and from_graveyard.exiled_after)
    _put_on_stack(g, o, player, face_down, cast_face, exiled_after, kicker, marks)
    progress = _progress(o, as_cast, player, mark, total, how, from_graveyard, credit)
    g.set(st, "pending", None)
    if from_graveyard is not None and from_graveyard.name == HARMONIZE:
        from arbiter.mtg.casting.harmonize import ask_creature

        if ask_creature(g, evolve(progress, x=x)):  # CR 702.180b: chosen at 601.2b
            return
    if fodder:
        _ask_offering(g, o, player, progress, x, fodder, error is not None)
        return
    if emerge is not None:
        ask_emerge(g, progress, emerge, x)  # CR 702.119c: the permanent is chosen with the cost
        return
    if not face_down and _asked_cost_choice(g, progress, as_cast, x):
        return
    announce_x(g, progress, x, o.card.name)


def _as_alternative(
    g: Game, o: GameObject, as_cast: CardDef, cast_face: CardDef | None, player: int, alternative: str,
    face_down: bool,
) -> tuple[CardDef, CardDef | None, str, AlternativeCost | None]:  # fmt: skip
    """What is cast for an alternative cost: bestowed, an Aura (CR 702.103b, d); for an awaken or
    overload cost, the card with the instructions that cost says (702.96a, 702.113a); from the top
    of the library, for the life a permission requires (118.9b). Returns the card as cast, the
    face put on the stack, the alternative cost's name and that life cost."""
    if alternative == "bestow" and not face_down:
        cast_face = as_cast = bestowed(as_cast)
    alternative, life = top_of_library_way(g, o, as_cast, player, alternative, face_down)
    if alternative == RATHER_THAN_MANA_COST and not face_down:
        life = offered_alternative(g, player)  # CR 118.9: "… rather than pay the mana cost for spells you cast"
        if life is None:
            raise IllegalAction(msg("nothing lets you pay another cost rather than its mana cost"), "118.9")
    changed = variant(as_cast, alternative) if alternative and not face_down else None
    if changed is not None:
        cast_face = as_cast = changed
    return as_cast, cast_face, alternative, life


def _asked_cost_choice(g: Game, progress: CastProgress, as_cast: CardDef, x: int | None) -> bool:
    """CR 601.2b: which of the costs of "reveal … or pay …", or which option of an additional
    cost in words, the caster will pay (asked now; False when the spell has neither)."""
    reveal = reveal_or_pay_of(as_cast)
    options = cost_options_of(as_cast)
    if reveal is None and options is None:
        return False
    # CR 601.2c: no question of 601.2b for a spell whose targets can't all be chosen
    refuse_before_question(g, progress, as_cast.spell is None or bool(as_cast.spell.modes))
    if reveal is not None:
        ask_reveal_or_pay(g, progress, reveal, x)
    elif options is not None:
        ask_cost_options(g, progress, options, x)
    return True


def _cast_from(g: Game, o: GameObject | None, player: int, permitted: bool) -> GameObject:
    """CR 601.2a: a spell is cast from its owner's hand, or from where a permission (``permitted``:
    an effect's, flashback's, aftermath's, a later cast's …) lets it be; and not from a zone an
    effect forbids casting from (101.2). Returns the card."""
    if o is not None and not permitted:
        refuse_unmet_condition(g, o, player)
    if o is None or (not permitted and (o.zone is not Zone.HAND or o.owner != player)):
        raise IllegalAction(msg("that card is not in your hand (nor may you play it from where it is)"), "601.2a")
    forbidden = zone_forbidden_error(g, o)
    if forbidden is not None:
        raise forbidden
    return o


def _graveyard_way(g: Game, o: GameObject | None, player: int, alternative: str) -> tuple[bool, bool, bool, str]:
    """CR 702.34a, 601.2b: how a card in its owner's graveyard is cast — by flashback (its own, or
    the one an effect gave it when the caster announces ``granted flashback``), or by its other
    keyword when the caster names it though it has flashback too. Returns (flashback, granted,
    named, the alternative cost left to apply)."""
    flashback = o is not None and o.zone is Zone.GRAVEYARD and o.owner == player and flashback_cost(g, o) is not None
    # ("cast Direct Current for its jump-start cost")
    named = flashback and o is not None and _names_graveyard_keyword(g, o, alternative)
    if named:
        flashback, alternative = False, ""
    if o is not None and not flashback and o.owner == player and o.card.mana_cost is None and flashback_granted(g, o):
        _refuse_unpayable_flashback(o)  # CR 118.6: "equal to its mana cost", and it has none
    granted = alternative == GRANTED_FLASHBACK
    if granted:
        _check_granted_flashback(g, o, player)
        alternative = ""  # CR 702.34a: the flashback an effect gave it, rather than its own
    return flashback, granted, named, alternative


def _names_graveyard_keyword(g: Game, o: GameObject, alternative: str) -> bool:
    """Whether the caster named the keyword by which ``o`` may be cast from its graveyard
    (retrace, jump-start, escape…) rather than its flashback (CR 601.2b)."""
    gc = graveyard_keyword(g, o)  # (its own, or one a static ability gives it there, 604.1)
    return gc is not None and bool(alternative) and alternative == gc.name


def _check_granted_flashback(g: Game, o: GameObject | None, player: int) -> None:
    """CR 702.34a, 601.2b: casting with the flashback an effect gave the card (Snapcaster Mage's,
    "equal to its mana cost") needs such an effect on a card in its owner's graveyard."""
    if o is None:
        return  # (refused as any unknown card is, 601.2a)
    if o.zone is not Zone.GRAVEYARD or o.owner != player or granted_flashback(g, o) is None:
        why = msg("no effect has given {card} flashback", card=CardName(o.label))
        raise IllegalAction(why, "702.34a", "601.2a")


def _refuse_unpayable_flashback(o: GameObject) -> NoReturn:
    """CR 118.6, 702.34a: a flashback cost equal to the mana cost of a card with none is unpayable."""
    why = msg("{card} has no mana cost: a flashback cost equal to it can't be paid", card=CardName(o.label))
    raise IllegalAction(why, "118.6", "702.34a")


def _refuse_no_mana_cost(as_cast: CardDef) -> NoReturn:
    """CR 118.6: a card with no mana cost can't be cast for it, an unpayable cost (but face down,
    702.37c, or for an alternative cost such as "without paying its mana cost", 118.6a)."""
    raise IllegalAction(msg("{as_cast} has no mana cost and can't be cast", as_cast=CardName(as_cast.name)), "118.6")


def _emerge(g: Game, o: GameObject, as_cast: CardDef, player: int) -> EmergeCost | None:
    """CR 702.119a, 118.3: cast for its emerge cost, a creature must be there to sacrifice."""
    emerge = emerge_of(as_cast)
    if emerge is not None and not emerge_fodder(g, emerge, player):
        raise IllegalAction(
            msg("nothing can be sacrificed for {card}'s emerge cost", card=CardName(o.label)), "702.119a", "118.3"
        )
    return emerge


def _graveyard_total(
    g: Game, o: GameObject, player: int, gc: GraveyardCast, total: ManaCost, alternative: str
) -> ManaCost:
    """CR 702.81a, 702.133a, 702.138a: cast from the graveyard by retrace, jump-start or escape,
    the parts its keyword adds must be payable (118.3, 601.2h); its cost (601.2f, 118.9)."""
    if not parts_payable(g, gc, player, o.id):
        # CR 118.3: the parts the keyword adds ("Discard a land card"), refused with its rule
        parts = ", ".join(p.text() for p in gc.parts) or gc.text()
        raise IllegalAction(msg('nothing can be chosen to pay "{text}"', text=parts), gc.rule, "118.3", "601.2h")
    return graveyard_cost(gc, total, alternative)  # CR 601.2f, 118.9


def _check_free_from_hand(g: Game, o: GameObject, player: int) -> None:
    """CR 118.9: casting "without paying its mana cost" from the hand needs an effect allowing it
    (Omniscience)."""
    if not free_from_hand(g, o, player):
        raise IllegalAction(
            msg("nothing lets you cast {card} without paying its mana cost", card=CardName(o.label)), "118.9"
        )


def _progress(
    o: GameObject, as_cast: CardDef, player: int, mark: int, total: ManaCost, how: _CastAs,
    from_graveyard: GraveyardCast | None, credit: int = 0,
) -> CastProgress:  # fmt: skip
    """The cast's progress after CR 601.2a, with the other parts of its costs — an alternative
    cost's (118.9), a graveyard cast's (702.81a, 702.133a, 702.138a), casualty's sacrifice
    (702.153a) — to be chosen and paid with the rest (601.2h); ``credit``: the part of a generic
    reduction left for the generic mana X stands for (601.2f)."""
    spell = as_cast.spell
    progress = CastProgress("spell", o.id, player, mark, "targets", spell.targets if spell else (), (), total)
    if credit:
        progress = evolve(progress, x_credit=credit)  # CR 601.2f: the rest reduces X's generic mana
    alternative, kicker, buyback = how.alternative, how.kicker, how.buyback
    if alternative:
        alt = how.life or next(
            (a for a in as_cast.options if isinstance(a, AlternativeCost) and a.name == alternative), None
        )
        if alt is not None and alt.parts:
            progress = evolve(progress, alternative=alt.parts)  # CR 118.9, 601.2h: paid with the rest
    if from_graveyard is not None and from_graveyard.parts:
        # CR 702.81a, 702.133a (additional), 702.138a (alternative): chosen and paid with the rest (601.2h)
        progress = evolve(progress, alternative=(*progress.alternative, *from_graveyard.parts))
    paid = as_cast.kicker
    if kicker > 0 and isinstance(paid, PaidTimes) and paid.parts:
        # CR 702.153a, 601.2h: casualty's sacrifice, chosen and paid with the rest
        progress = evolve(progress, alternative=(*progress.alternative, *paid.parts * kicker))
    bought = next((a for a in as_cast.options if isinstance(a, Buyback)), None) if buyback else None
    if bought is not None and bought.parts:  # CR 702.27a, 601.2h: buyback's parts other than mana
        progress = evolve(progress, alternative=(*progress.alternative, *bought.parts))
    return progress


def _ask_offering(
    g: Game, o: GameObject, player: int, progress: CastProgress, x: int | None, fodder: tuple[int, ...], must: bool
) -> None:
    """CR 702.48b: whether to pay the offering, and with which permanent, is chosen at 601.2b;
    cast at a time only an instant could be (``must``), the offering must be paid (702.48a)."""
    st = g.state
    options = fodder if must else (*fodder, 0)
    g.set(st, "cast", evolve(progress, stage="offering", x=x))
    prompt = (
        msg("sacrifice a {offering} for its offering", offering=o.card.offering)
        if must
        else msg("sacrifice a {offering} for its offering (0: don't)", offering=o.card.offering)
    )
    g.set(st, "pending", Choose(player, "offering", "702.48b", options, prompt))


@dataclass(frozen=True, slots=True)
class _CastAs:
    """How the spell is cast, as far as its cost goes: what the player announced (601.2b) and the
    permission used (flashback, aftermath, "without paying its mana cost")."""

    kicker: int
    face_down: bool
    alternative: str
    buyback: bool
    flashback: bool
    aftermath: bool
    free: bool
    granted: bool = False  # CR 702.34a: the flashback cost an effect gave it, not its own
    life: AlternativeCost | None = None  # CR 118.9b: the life a permission to cast from the library requires


def _total_cost(
    g: Game, o: GameObject, as_cast: CardDef, player: int, said: _CastAs
) -> tuple[ManaCost, frozenset[str]]:
    """CR 601.2f, 118.9: the cost the spell is cast for before additional costs — its mana cost,
    nothing (118.9), its flashback cost (702.34a), {3} face down (702.37c), or an alternative cost
    (only one may apply, 118.9a); and the marks that say how it was cast."""
    total = as_cast.mana_cost or ManaCost(0, text="")
    if as_cast.layout == "split" and not as_cast.faces:  # both halves fused (fuse.fused)
        # CR 702.102c, 601.2f: a fused split spell's total cost includes the mana cost of each
        # half, one cost to pay ({2}{U} and {1}{R}: {3}{U}{R})
        total = ManaCost(
            total.generic, total.colored, total.x, total.other, cost_text(total.generic, total.colored, total)
        )
    if said.free:
        total = ManaCost(0, text="")  # CR 118.9: without paying its mana cost (X is 0, 107.3b)
    if said.flashback:
        # CR 709.3b: the half being cast; 702.34a: the flashback the caster announced (601.2b)
        fb = granted_flashback(g, o, as_cast) if said.granted else flashback_cost(g, o, as_cast)
        assert fb is not None
        total = fb  # CR 702.34a: the flashback cost instead of the mana cost (118.9)
    if said.face_down:
        total = ManaCost(3, text="{3}")  # CR 702.37c: {3} rather than its mana cost (118.9)
        if said.kicker:
            raise IllegalAction(msg("a face-down spell has no text, so no kicker"), "708.2a", "702.33a")
    # (only rebound, 702.88a, and "if you cast it from your hand" ask)
    from_hand = o.zone is Zone.HAND and ("rebound" in o.card.keywords or asks_cast_from_hand(o.card))
    marks: frozenset[str] = frozenset({"cast from hand"}) if from_hand else frozenset()
    st = g.state
    if st.active == player and st.step in (Step.MAIN1, Step.MAIN2) and asks_cast_in_main_phase(o.card):
        marks |= {CAST_IN_MAIN_PHASE}  # CR 505.1: "if you cast ~ during your main phase"
    if said.alternative:
        if said.face_down or said.flashback or said.aftermath or said.free:
            raise IllegalAction(msg("only one alternative cost can be applied to a spell"), "118.9a")
        name = said.alternative
        alt = said.life or next((a for a in as_cast.options if isinstance(a, AlternativeCost) and a.name == name), None)
        if alt is None:
            raise IllegalAction(msg("{as_cast} has no {name} cost", as_cast=CardName(as_cast.name), name=name), "118.9")
        if alt.condition is not None and not holds(g, alt.condition, player, o):
            raise IllegalAction(
                msg(
                    "{as_cast}'s {name} cost can be paid only if {condition}",
                    as_cast=CardName(as_cast.name),
                    name=name,
                    condition=Quoted(alt.condition.text),
                ),
                *_CONDITION_RULES.get(name, ()),
                "118.9",
            )
        total = alt.cost  # CR 118.9: rather than its mana cost
        marks |= {alt.mark}
    if said.buyback:
        marks |= {"buyback"}
    flashed = flashed_mark(g, as_cast, player) if as_cast.statics else None
    if flashed is not None:
        marks |= {flashed}  # CR 603.7: "If you cast it any time a sorcery couldn't have been cast, …"
    return total, marks


# CR 702.117a, 702.137a, 702.173a: the keyword's own rule says when its alternative cost may be
# paid; a refusal cites it before the general rule for alternative costs (118.9).
_CONDITION_RULES: dict[str, tuple[str, ...]] = {
    "surge": ("702.117a",),
    "spectacle": ("702.137a",),
    "freerunning": ("702.173a",),
}


MAX_KICKS = 1000  # more kicker payments than any game could make mana for (702.33c)


def _additional_costs(
    g: Game, as_cast: CardDef, player: int, total: ManaCost, kicker: int, face_down: bool, buyback: bool, spell: int
) -> tuple[ManaCost, int]:
    """CR 601.2f: additional costs — buyback (702.27a), kicker (702.33a; multikicker any number of
    times, 702.33c) — then cost increases and reductions such as affinity (702.41a); and the part
    of a generic reduction left for the generic mana X stands for (:func:`x_credit`). The objects
    the spell's own additional costs need must be there (:func:`_refuse_nothing_to_choose`)."""
    _refuse_nothing_to_choose(g, as_cast, player, spell)
    if buyback:
        bought = next((a for a in as_cast.options if isinstance(a, Buyback)), None)
        if bought is None or face_down:
            raise IllegalAction(msg("{as_cast} has no buyback", as_cast=CardName(as_cast.name)), "702.27a")
        total = add_costs(total, bought.cost, 1)  # CR 601.2f: an additional cost
    if kicker:
        k = as_cast.kicker
        if k is None:
            raise IllegalAction(msg("{as_cast} has no kicker", as_cast=CardName(as_cast.name)), "702.33a")
        if kicker > 1 and not k.multi:
            raise IllegalAction(
                msg(
                    "{as_cast}'s kicker cost can be paid only once (only multikicker can be paid more)",
                    as_cast=CardName(as_cast.name),
                ),
                "702.33a",
                "702.33c",
            )
        if kicker < 0:
            raise IllegalAction(msg("a kicker count can't be negative"), "702.33a")
        if kicker > MAX_KICKS:
            raise IllegalAction(msg("the kicker cost can't be paid {kicker} times", kicker=kicker), "118.3", "702.33c")
        total = add_costs(total, k.cost, kicker)  # CR 601.2f: additional costs
    cost = with_affinity(g, as_cast, player, total)
    if kicker and isinstance(as_cast.kicker, PaidTimes) and as_cast.kicker.keyword == BARGAIN:
        for s in as_cast.statics:
            if isinstance(s, CostsLessIfBargained):
                cost = reduced(cost, s.amount)  # CR 702.166b, 601.2f: "~ costs {N} less … if it's bargained"
    credit = x_credit(g, as_cast, player, total)
    if kicker and isinstance(as_cast.kicker, PaidTimes) and as_cast.kicker.less_each:
        cost, credit = _less_for_each_paid(g, as_cast.kicker, kicker, player, spell, cost, credit)
    return cost, credit


def _less_for_each_paid(
    g: Game, paid: PaidTimes, times: int, player: int, spell: int, cost: ManaCost, credit: int
) -> tuple[ManaCost, int]:
    """CR 601.2f: "~ costs {2} less to cast for each card exiled this way." — the generic mana is
    reduced for each time the optional additional cost is paid; what the generic part can't absorb
    reduces the generic mana X stands for once X is announced. The objects must be there to be
    chosen (118.3, 601.2h): one different card for each time."""
    for part in set(paid.parts):
        if len(chosen_options(g, part, player, spell, (spell,))) < times * paid.parts.count(part):
            raise IllegalAction(
                msg('"{text}" can\'t be paid {n} times', text=Quoted(part.text()), n=times), "118.3", "601.2h"
            )
    less = paid.less_each * times
    after = reduced(cost, less)
    return after, credit + less - (cost.generic - after.generic)


def _refuse_nothing_to_choose(g: Game, as_cast: CardDef, player: int, spell: int) -> None:
    """CR 118.3, 601.2h: an additional cost of objects to choose — a creature to sacrifice, a card
    to discard or to exile from a graveyard — with nothing to choose can't be paid, so the spell
    can't be cast: refused when announced (as the legal actions leave it out), not after targets
    no answer could complete. The spell is never one of them: it will be on the stack (601.2a)."""
    chosen = [part for part in as_cast.additional_costs if isinstance(part, CHOSEN_PARTS)]
    for part in chosen:
        if not chosen_options(g, part, player, spell, (spell,)):
            raise IllegalAction(msg('nothing can be chosen to pay "{text}"', text=part.text()), "118.3", "601.2h")
    if chosen and not alternative_payable(g, tuple(x for p in chosen for x in one_each(p)), player, spell):
        raise IllegalAction(msg("not enough different objects can be chosen to pay the cost"), "118.3", "601.2h")


def _put_on_stack(
    g: Game, o: GameObject, player: int, face_down: bool, cast_face: CardDef | None, exiled_after: bool,
    kicker: int, marks: frozenset[str],
) -> None:  # fmt: skip
    """CR 601.2a: the card moves to the stack, face down (702.37c) or as the face cast (709.3,
    715.3, 712.11), with what its announcements mean for it later."""
    if face_down:
        # CR 702.37c, 708.4: turned face down before it is put onto the stack
        g.set(o, "face_down", o.card)
        g.set(o, "card", face_down_card(o.card))  # (with ward {2} when disguised, 702.168b)
    elif cast_face is not None:
        g.set(o, "front", o.card)  # CR 709.3, 715.3, 712.11: on the stack it is only that face
        g.set(o, "card", cast_face)
    move(g, o, Zone.STACK, "601.2a", "is put")
    g.set(o, "controller", player)
    if o.lki:
        g.set(o, "lki", ())  # CR 400.7: a new object, which knows nothing of the card's earlier spells
    if exiled_after:
        g.set(o, "flashback", True)  # CR 702.34a / 702.127a: exiled whenever it would leave the stack
    if kicker:
        g.set(o, "kicked", kicker)  # CR 702.33d: the spell is kicked
    if marks:
        g.set(o, "marks", marks)  # how it was cast (from the hand, for its evoke cost, with buyback …)


COPY_MARK = frozenset({"copy"})
ADVENTURE_EXILE = 10**9  # the "last turn" of the permission an Adventure gives: as long as it stays exiled


def _face_of_cast(
    o: GameObject, face: str, permit: PlayPermission | None, from_graveyard: GraveyardCast | None
) -> CardDef | None:
    """The face cast, when the card isn't cast as itself: the back face by disturb (CR 702.146a,
    712.11a), a split half, an Adventure or a modal double-faced card's face (709.3, 715.3, 712.11b)."""
    if from_graveyard is not None and from_graveyard.transformed:
        return _disturbed_face(o, face)
    if face or o.card.layout in ("split", "aftermath"):
        return _cast_face(o, face, permit)
    return None


def _disturbed_face(o: GameObject, face: str) -> CardDef:
    """CR 702.146a, 712.11a, 712.11c: a card cast by disturb is put on the stack with its back face
    up, and only that face is evaluated to see whether it can be cast (with the disturb ability of
    its front face, 712.11d). ``face``, if named, must be that back face."""
    back = o.card.back_face
    assert back is not None  # (the compiler accepts disturb only on a double-faced card)
    if face and face != back.name:
        raise IllegalAction(
            msg("{card} cast by disturb is cast as {back}", card=CardName(o.label), back=CardName(back.name)),
            "702.146a",
            "712.11a",
        )
    return back


def _aftermath_half(o: GameObject, face: str) -> bool:
    """CR 702.127a: the second half of an aftermath card is cast only from a graveyard."""
    card = o.card
    return card.layout == "aftermath" and len(card.faces) == 2 and bool(face) and card.faces[1] is card.face(face)


def _cast_face(o: GameObject, face: str, permit: PlayPermission | None) -> CardDef:
    """The face a player casts: a split half (CR 709.3 — one must be chosen), an Adventure
    (715.3), a modal double-faced card's back face (712.11)."""
    card = o.card
    if face == FUSED:
        return _fused_face(o)
    if card.layout == PROTOTYPE or face == PROTOTYPE:
        return _prototyped(card, face)
    if not face:
        raise IllegalAction(msg("choose which half of {card} to cast", card=CardName(card.name)), "709.3")
    chosen = card.face(face)
    spell = card.prepare_spell
    if chosen is None and spell is not None and spell.name.casefold() == face.casefold():
        raise IllegalAction(
            msg("{face} is the prepare spell of {card}: only the copy a prepared permanent makes is cast",
                face=CardName(spell.name), card=CardName(card.name)),
            "722.3",
        )  # fmt: skip
    if chosen is None:
        raise IllegalAction(
            msg("{card} has no face named {face}", card=CardName(card.name), face=repr(face)),
            "709.3" if card.faces else "601.2a",
        )
    if chosen.is_land:
        raise IllegalAction(msg("{chosen} is a land: it is played, not cast", chosen=chosen.name), "305.9", "712.11b")
    if card.layout == "aftermath" and chosen is card.faces[1] and o.zone is not Zone.GRAVEYARD:
        raise IllegalAction(msg("{chosen} can be cast only from your graveyard", chosen=chosen.name), "702.127a")
    if card.layout == "aftermath" and chosen is card.faces[0] and o.zone is Zone.GRAVEYARD:
        raise IllegalAction(
            msg("only the aftermath half of {card} can be cast from the graveyard", card=CardName(card.name)),
            "702.127a",
        )
    if card.layout == "adventure" and permit is not None and permit.last == ADVENTURE_EXILE:
        raise IllegalAction(
            msg("{card} went on an adventure: only the card itself may be cast now", card=CardName(card.name)), "715.3d"
        )
    return chosen


def _prototyped(card: CardDef, face: str) -> CardDef:
    """CR 718.3: a prototype card is cast normally or as a prototyped spell (``face`` "prototype"),
    with only its alternative mana cost, power and toughness (718.3a–b)."""
    if card.layout != PROTOTYPE:
        raise IllegalAction(msg("{card} has no prototype", card=CardName(card.name)), "702.160a")
    if face != PROTOTYPE:
        raise IllegalAction(
            msg("{card} is cast either as itself or as a prototyped spell", card=CardName(card.name)), "718.3"
        )
    return card.faces[0]


def _fused_face(o: GameObject) -> CardDef:
    """CR 702.102a: both halves of a split card with fuse, cast from its owner's hand."""
    both = fused(o.card) if has_fuse(o.card) else None
    if both is None:
        raise IllegalAction(msg("{card} has no fuse", card=CardName(o.label)), "702.102a")
    if o.zone is not Zone.HAND:
        raise IllegalAction(msg("a split card is fused only when cast from its owner's hand"), "702.102a")
    return both


def _check_face_down_cast(card: CardDef, flashback: bool, permit: PlayPermission | None) -> None:
    """CR 702.37c–d, 702.168c: only a card with a morph or disguise ability can be cast face down,
    and {3} is an alternative cost — no other alternative cost can be applied with it (118.9a)."""
    if card.morph is None:
        raise IllegalAction(
            msg("{card} has no morph ability, so it can't be cast face down", card=CardName(card.name)), "702.37d"
        )
    if flashback or (permit is not None and permit.free):
        raise IllegalAction(msg("only one alternative cost can be applied to a spell"), "118.9a", "702.37c")


def cast_during_resolution(
    g: Game, card: int, player: int, cost: ManaCost | None = None, marks: frozenset[str] = frozenset(),
    half: str = "", mark: int | None = None, most: int | None = None, already_paid: bool = False,
    transformed: bool = False,
) -> None:  # fmt: skip
    """CR 608.2g: cast a card as an effect instructs, ignoring timing; "without paying its mana
    cost" (118.9): the total cost has no mana — or ``cost`` rather than its mana cost (madness).
    ``already_paid``: a spell a scenario's setup puts on the stack as cast earlier (no cost now).
    A split card is cast as the ``half`` its player chooses first (709.3) — with ``most``, one
    whose mana value is at most that (702.85a, 701.57a: the resulting spell's). ``transformed``:
    cast with its back face up (712.11a, a Siege's 310.11b)."""
    st = g.state
    o = st.objects[card]
    if transformed and o.card.back_face is not None:
        g.set(o, "front", o.card)  # CR 712.11a, 712.11c: only the back face is put onto the stack
        g.set(o, "card", o.card.back_face)
    if not already_paid:
        prohibited = prohibited_during_resolution(g, o, o.card, player)  # CR 601.3, 101.2
        if prohibited is not None:
            raise prohibited
    if not half and chooses_half(o):
        ask_half(g, o, player, cost, marks, most)
        return
    mark = g.journal.mark() if mark is None else mark
    g.set(st, "pending", None)
    # CR 608.2g, 601.2b: cast paying its mana cost, it may be cast for an alternative cost instead
    alternatives = not already_paid and not half and cost is not None and cost == o.card.mana_cost
    if half:
        cost = _as_half(g, o, half, cost)
    if not already_paid:
        cost = resolution_cost(g, o, player, cost)
    move(g, o, Zone.STACK, "601.2a", "is put")
    g.set(o, "controller", player)
    if marks:
        g.set(o, "marks", marks)
    spell = o.card.spell
    specs = spell.targets if spell else ()
    progress = CastProgress("spell", o.id, player, mark, "targets", specs, (), cost)
    if alternatives and ask_alternative(g, progress):
        return  # CR 118.9: the alternative cost first, then kicker and buyback (answer_alternative)
    if ask_additional(g, progress):
        return  # CR 601.2b: kicker and buyback announced first (additional costs, 118.9d)
    announce_during_resolution(g, progress)


def resolution_cost(g: Game, o: GameObject, player: int, cost: ManaCost | None) -> ManaCost | None:
    """CR 601.2f, 118.9d: the increases and reductions apply to the cost a card is cast for during
    a resolution — an alternative cost such as madness's, and the {0} of "without paying its mana
    cost" (Thalia makes that {1}; none: it stays free)."""
    if cost is not None:
        return with_affinity(g, o.card, player, cost)
    free = with_affinity(g, o.card, player, ManaCost(0, text=""))
    return free if free.total else None


def announce_during_resolution(g: Game, progress: CastProgress) -> None:
    """CR 601.2b–h for a spell cast during a resolution: X (with a cost to pay), splice (702.47a),
    modes, targets, then the payment."""
    o = g.state.objects[progress.obj]
    if progress.cost is not None or extra_x_announced(o.card, None):
        # (X only in an additional cost is announced even when the mana cost isn't paid, 107.3a)
        announce_x(g, progress, None, o.card.name)  # then splice, modes, targets, payment (601.2b–h)
        return
    after_x(g, progress)  # CR 107.3b: no X to announce without paying the mana cost


def _as_half(g: Game, o: GameObject, half: str, cost: ManaCost | None) -> ManaCost | None:
    """CR 709.3, 709.3b: only the chosen half is put on the stack; a cost that was the card's
    mana cost is that half's. CR 715.3: an adventurer card cast as itself stays whole."""
    chosen = o.card.face(half)
    if chosen is None:
        assert half == o.card.name  # an adventurer card cast as itself (715.3)
        return cost
    if cost is not None and cost == o.card.mana_cost:
        cost = chosen.mana_cost
    g.set(o, "front", o.card)
    g.set(o, "card", chosen)
    return cost
