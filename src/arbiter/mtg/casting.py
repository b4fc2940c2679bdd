"""Playing lands (CR 305), casting spells (601) and activating abilities (602, 605).

Casting and activation are step machines whose progress (:class:`CastProgress`) is data in the
state, so a game in the middle of a cast can be copied, saved and resumed. Every step that
cannot be completed raises :class:`IllegalAction`; the game's choke point then returns the game
to the moment before the action (CR 733). :class:`~arbiter.mtg.actions.Cancel` returns it to
the moment before the cast began, mana abilities activated during it included (CR 733.1).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.mtg import costs
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Action, Activate, Cancel, Choose, Pay, PayCostDecision, Pick, Priority
from arbiter.mtg.casting_options import AlternativeCost, Buyback
from arbiter.mtg.characteristics import activated, card_types, has_keyword, is_creature, power, subtypes
from arbiter.mtg.condition_check import holds
from arbiter.mtg.cost_parts import CostPart, CrewTap
from arbiter.mtg.effects import perform
from arbiter.mtg.enums import MAIN_PHASES, CardType, Zone
from arbiter.mtg.mana import ManaCost, can_pay, pay
from arbiter.mtg.model import (
    FACE_DOWN,
    ActivatedAbility,
    CardDef,
    CastAsThoughFlash,
    CreatureAbilitiesCostLess,
    DealDividedDamage,
    TargetSpec,
)
from arbiter.mtg.state import GameObject, ObjectRef, TargetRef
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class CastProgress:
    """Where a cast (601.2) or activation (602.2) stands."""

    kind: str  # "spell" or "ability"
    obj: int  # the spell, or the ability object on the stack
    player: int
    mark: int  # journal mark of the moment before it began (CR 733)
    stage: str  # "targets" or "pay"
    specs: tuple[TargetSpec, ...]
    targets: tuple[TargetRef | None, ...]
    cost: ManaCost | None
    choices: tuple[int, ...] = ()  # objects chosen for cost parts ("sacrifice a creature")
    life: int = 0  # life to pay for Phyrexian symbols (CR 107.4f)
    offering: int | None = None  # the permanent sacrificed for offering (CR 702.48b)
    x: int | None = None  # X given with the action, used once the announcements before it are made


# -- lands -------------------------------------------------------------------------------------


def play_land(g: Game, card: int, face: str = "") -> None:
    """CR 305.1–305.3, 116.2a: a special action, main phase, own turn, empty stack, once."""
    st = g.state
    player = st.pending.player
    o = st.objects.get(card)
    permitted = o is not None and o.zone is Zone.EXILE and play_permission(g, o, player) is not None
    if o is None or (not permitted and (o.zone is not Zone.HAND or o.owner != player)):
        raise IllegalAction("that card is not in your hand (nor may you play it from where it is)", "305.1")
    played = o.card
    if face:
        back = o.card.face(face) if o.card.layout == "modal_dfc" else None
        if back is None:
            raise IllegalAction(f"{o.card.name} has no back face named {face!r} to play", "712.11b")
        played = back  # CR 712.11b: a modal double-faced card's land back face may be played
    if not played.is_land:
        raise IllegalAction(f"{played.name} is not a land", "305.1")
    if st.active != player:
        raise IllegalAction("a land can be played only during your own turn", "305.3")
    if st.step not in MAIN_PHASES or st.stack:
        raise IllegalAction("a land can be played only in a main phase with an empty stack", "305.1")
    p = st.players[player]
    if p.lands_played >= 1:
        raise IllegalAction("you have already played a land this turn", "305.2")
    g.set(p, "lands_played", p.lands_played + 1)
    if played is not o.card:
        g.set(o, "front", o.card)
        g.set(o, "card", played)
    move(g, o, Zone.BATTLEFIELD, "305.1", "is played")
    g.log(ev.LandPlayed("305.1", o.id, o.label, p.name))
    g.set(st, "passes", 0)  # CR 117.3c: the player receives priority again
    g.set(st, "pending", None)


def play_permission(g: Game, o: GameObject, player: int) -> tuple[int, int, int, int, bool] | None:
    """An effect's permission for ``player`` to play this exiled card now (CR 611.2a, 400.7:
    only while it is the same object), or None."""
    for m in g.state.may_play:
        if m[0] == o.id and m[1] == o.zcc and m[2] == player:
            return m
    return None


def pay_to_stop(g: Game, index: int, player: int) -> None:
    """CR 116.2c: a special action — pay the cost an effect names to stop its delayed damage;
    it doesn't use the stack, and the player keeps priority (117.1c)."""
    st = g.state
    if not 0 <= index < len(st.pending_damage):
        raise IllegalAction("there is no such effect to pay for", "116.2c")
    uid, payer, cost = st.pending_damage[index][0], st.pending_damage[index][5], st.pending_damage[index][6]
    if payer != player:
        raise IllegalAction("only the player the delayed damage is aimed at may pay to stop it", "116.2c")
    p = st.players[player]
    if not can_pay(p.pool, cost):
        raise IllegalAction(f"{cost.text} isn't in your mana pool (activate mana abilities first)", "116.2c", "118.3")
    g.set(p, "pool", pay(p.pool, cost))
    g.log(ev.ManaPaid("116.2c", p.name, cost.text, "the delayed damage"))
    g.set(st, "pending_damage", tuple(x for x in st.pending_damage if x[0] != uid))
    g.set(st, "passes", 0)


# -- timing ------------------------------------------------------------------------------------


def sorcery_timing_ok(g: Game, player: int) -> bool:
    """CR 307.1 / 117.1a: main phase of your turn, stack empty (and you hold priority)."""
    st = g.state
    return st.active == player and st.step in MAIN_PHASES and not st.stack


def as_though_flash(g: Game, player: int) -> bool:
    """An effect lets the player cast spells as though they had flash (CR 702.8a)."""
    st = g.state
    if st.effects and any(e.kind == "flash" and e.value == player for e in st.effects):
        return True
    if not st.grant_sources:
        return False
    return any(
        st.objects[i].controller == player and any(isinstance(s, CastAsThoughFlash) for s in st.objects[i].card.statics)
        for i in st.grant_sources
    )


def split_second(g: Game) -> bool:
    """CR 702.61a: a spell with split second is on the stack."""
    st = g.state
    return any(st.objects[i].source is None and has_keyword(g, st.objects[i], "split second") for i in st.stack)


def cast_timing_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    if card.is_instant or has_flash(card) or (not card.is_land and as_though_flash(g, player)):
        return None
    if card.is_land:
        return IllegalAction(f"{card.name} is a land: lands are played, not cast", "305.9")
    if not sorcery_timing_ok(g, player):
        return IllegalAction(f"{card.name} can be cast only in your main phase with an empty stack", "307.1", "117.1a")
    return None


def has_flash(card: CardDef) -> bool:
    return "flash" in card.keywords


# -- casting -----------------------------------------------------------------------------------


def begin_cast(
    g: Game, card: int, kicker: int = 0, x: int | None = None, face_down: bool = False, face: str = "",
    alternative: str = "", buyback: bool = False,
) -> None:  # fmt: skip
    """CR 601.2a: move the card to the stack; then continue with its choices."""
    st = g.state
    player = st.pending.player
    mark = g.journal.mark()
    o = st.objects.get(card)
    if st.stack and split_second(g):
        raise IllegalAction("a spell with split second is on the stack: no spells can be cast", "702.61a")
    permit = play_permission(g, o, player) if o is not None and o.zone is Zone.EXILE else None
    flashback = o is not None and o.zone is Zone.GRAVEYARD and o.owner == player and o.card.flashback is not None
    aftermath = o is not None and _aftermath_half(o, face) and o.zone is Zone.GRAVEYARD and o.owner == player
    if o is None or (
        permit is None and not flashback and not aftermath and (o.zone is not Zone.HAND or o.owner != player)
    ):
        raise IllegalAction("that card is not in your hand (nor may you play it from where it is)", "601.2a")
    cast_face = _cast_face(o, face, permit) if face or o.card.layout in ("split", "aftermath") else None
    if face_down:
        _check_face_down_cast(o.card, flashback, permit)
    # CR 708.4: prohibitions and timing apply to the face-down characteristics (and to those of
    # the face cast, 709.3a, 715.3a)
    as_cast = FACE_DOWN if face_down else cast_face or o.card
    error = cast_timing_error(g, as_cast, player)
    fodder = offering_fodder(g, as_cast, player)
    if error is not None and not fodder:
        raise error
    spell = as_cast.spell
    if as_cast.mana_cost is None and not face_down:
        raise IllegalAction(f"{as_cast.name} has no mana cost and can't be cast", "118.6")
    total = as_cast.mana_cost or ManaCost(0, text="")
    if permit is not None and permit[4]:
        total = ManaCost(0, text="")  # CR 118.9: without paying its mana cost (X is 0, 107.3b)
    if flashback:
        assert o.card.flashback is not None
        total = o.card.flashback  # CR 702.34a: the flashback cost instead of the mana cost (118.9)
    if face_down:
        total = ManaCost(3, text="{3}")  # CR 702.37c: {3} rather than its mana cost (118.9)
        if kicker:
            raise IllegalAction("a face-down spell has no text, so no kicker", "708.2a", "702.33a")
    from_hand = o.zone is Zone.HAND and "rebound" in o.card.keywords  # (only rebound asks, 702.88a)
    marks: frozenset[str] = frozenset({"cast from hand"}) if from_hand else frozenset()
    if alternative:
        if face_down or flashback or aftermath or (permit is not None and permit[4]):
            raise IllegalAction("only one alternative cost can be applied to a spell", "118.9a")
        alt = next((a for a in as_cast.options if isinstance(a, AlternativeCost) and a.name == alternative), None)
        if alt is None:
            raise IllegalAction(f"{as_cast.name} has no {alternative} cost", "118.9")
        if alt.condition is not None and not holds(g, alt.condition, player, o):
            why = f"{as_cast.name}'s {alternative} cost can be paid only if {alt.condition.text}"
            raise IllegalAction(why, "118.9")
        total = alt.cost  # CR 118.9: rather than its mana cost
        marks |= {alt.mark}
    if buyback:
        bought = next((a for a in as_cast.options if isinstance(a, Buyback)), None)
        if bought is None or face_down:
            raise IllegalAction(f"{as_cast.name} has no buyback", "702.27a")
        total = add_costs(total, bought.cost, 1)  # CR 601.2f: an additional cost
        marks |= {"buyback"}
    if kicker:
        k = as_cast.kicker
        if k is None:
            raise IllegalAction(f"{as_cast.name} has no kicker", "702.33a")
        if kicker > 1 and not k.multi:
            raise IllegalAction(
                f"{as_cast.name}'s kicker cost can be paid only once (only multikicker can be paid more)",
                "702.33a",
                "702.33c",
            )
        if kicker < 0:
            raise IllegalAction("a kicker count can't be negative", "702.33a")
        total = add_costs(total, k.cost, kicker)  # CR 601.2f: additional costs
    total = with_affinity(g, as_cast, player, total)

    if face_down:
        # CR 702.37c, 708.4: turned face down before it is put onto the stack
        g.set(o, "face_down", o.card)
        g.set(o, "card", FACE_DOWN)
    elif cast_face is not None:
        g.set(o, "front", o.card)  # CR 709.3, 715.3, 712.11: on the stack it is only that face
        g.set(o, "card", cast_face)
    move(g, o, Zone.STACK, "601.2a", "is put")
    g.set(o, "controller", player)
    if flashback or aftermath:
        g.set(o, "flashback", True)  # CR 702.34a / 702.127a: exiled whenever it would leave the stack
    if kicker:
        g.set(o, "kicked", kicker)  # CR 702.33d: the spell is kicked
    if marks:
        g.set(o, "marks", marks)  # how it was cast (from the hand, for its evoke cost, with buyback …)
    specs = spell.targets if spell else ()
    progress = CastProgress("spell", o.id, player, mark, "targets", specs, (), total)
    g.set(st, "pending", None)
    if fodder:
        # CR 702.48b: whether to pay the offering, and with which permanent, is chosen at 601.2b;
        # cast at a time only an instant could be, the offering must be paid (702.48a)
        options = fodder if error is not None else (*fodder, 0)
        g.set(st, "cast", replace(progress, stage="offering", x=x))
        prompt = f"sacrifice a {o.card.offering} for its offering" + ("" if error is not None else " (0: don't)")
        g.set(st, "pending", Choose(player, "offering", "702.48b", options, prompt))
        return
    _announce_x(g, progress, x, o.card.name)


ADVENTURE_EXILE = 10**9  # the "last turn" of the permission an Adventure gives: as long as it stays exiled


def _aftermath_half(o: GameObject, face: str) -> bool:
    """CR 702.127a: the second half of an aftermath card is cast only from a graveyard."""
    card = o.card
    return card.layout == "aftermath" and len(card.faces) == 2 and bool(face) and card.faces[1] is card.face(face)


def _cast_face(o: GameObject, face: str, permit: tuple[int, int, int, int, bool] | None) -> CardDef:
    """The face a player casts: a split half (CR 709.3 — one must be chosen), an Adventure
    (715.3), a modal double-faced card's back face (712.11)."""
    card = o.card
    if not face:
        raise IllegalAction(f"choose which half of {card.name} to cast", "709.3")
    chosen = card.face(face)
    if chosen is None:
        raise IllegalAction(f"{card.name} has no face named {face!r}", "709.3" if card.faces else "601.2a")
    if chosen.is_land:
        raise IllegalAction(f"{chosen.name} is a land: it is played, not cast", "305.9", "712.11b")
    if card.layout == "aftermath" and chosen is card.faces[1] and o.zone is not Zone.GRAVEYARD:
        raise IllegalAction(f"{chosen.name} can be cast only from your graveyard", "702.127a")
    if card.layout == "aftermath" and chosen is card.faces[0] and o.zone is Zone.GRAVEYARD:
        raise IllegalAction(f"only the aftermath half of {card.name} can be cast from the graveyard", "702.127a")
    if card.layout == "adventure" and permit is not None and permit[3] == ADVENTURE_EXILE:
        raise IllegalAction(f"{card.name} went on an adventure: only the card itself may be cast now", "715.3d")
    return chosen


def with_affinity(g: Game, card: CardDef, player: int, cost: ManaCost) -> ManaCost:
    """CR 702.41a: "Affinity for [artifacts]" — "This spell costs {1} less to cast for each
    [artifact] you control." (a reduction of the total cost's generic part, 601.2f)."""
    affinity = next((kw for kw in card.keywords if kw.startswith("affinity for ")), None) if card.keywords else None
    if affinity is None or not cost.generic:
        return cost
    generic = max(cost.generic - _affinity_count(g, player, affinity.removeprefix("affinity for ")), 0)
    return ManaCost(generic, cost.colored, cost.x, cost.other, _cost_text(generic, cost.colored, cost))


def _affinity_count(g: Game, player: int, plural: str) -> int:
    """How many permanents ``player`` controls that are "artifacts" / "Equipment" / "Plains"…"""
    from arbiter.mtg.characteristics import card_types

    st = g.state
    kind = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE, "enchantments": CardType.ENCHANTMENT,
            "lands": CardType.LAND}.get(plural)  # fmt: skip
    n = 0
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != player:
            continue
        if kind is not None:
            n += kind in card_types(g, o)
        else:
            n += plural in subtypes(g, o) or plural.removesuffix("s") in subtypes(g, o)
    return n


def _check_face_down_cast(card: CardDef, flashback: bool, permit: tuple[int, int, int, int, bool] | None) -> None:
    """CR 702.37c–d: only a card with a morph ability can be cast face down, and {3} is an
    alternative cost — no other alternative cost can be applied with it (118.9a)."""
    if card.morph is None:
        raise IllegalAction(f"{card.name} has no morph ability, so it can't be cast face down", "702.37d")
    if flashback or (permit is not None and permit[4]):
        raise IllegalAction("only one alternative cost can be applied to a spell", "118.9a", "702.37c")


SPECIAL_KINDS = ("face up", "suspend")  # special actions with a cost to pay (116.2b, 116.2f)


def begin_special(g: Game, kind: str, obj: GameObject, player: int, cost: ManaCost) -> None:
    """A special action whose cost is paid like a spell's (mana abilities first, 601.2g–h); any
    failure reverses it (CR 733), and it doesn't use the stack (116.1)."""
    progress = CastProgress(kind, obj.id, player, g.journal.mark(), "pay", (), (), cost)
    g.set(g.state, "pending", None)
    if not cost.total:
        _become_cast(g, progress)
        return
    g.set(g.state, "cast", progress)
    g.set(g.state, "pending", PayCostDecision(player, obj.label, cost.text))


def offering_fodder(g: Game, card: CardDef, player: int) -> tuple[int, ...]:
    """The permanents ``player`` could sacrifice for ``card``'s offering (CR 702.48a)."""
    if card.offering is None:
        return ()
    st = g.state
    return tuple(
        oid for oid in st.battlefield
        if st.objects[oid].controller == player and card.offering in subtypes(g, st.objects[oid])
    )  # fmt: skip


def _offering_reduced(cost: ManaCost, sacrificed: ManaCost | None) -> ManaCost:
    """CR 702.48c: generic reduces generic; each colored or colorless symbol reduces the same
    symbol, the excess reduces generic mana (118.7)."""
    if sacrificed is None:
        return cost
    colored = list(cost.colored)
    excess = 0
    for i, n in enumerate(sacrificed.colored):
        used = min(colored[i], n)
        colored[i] -= used
        excess += n - used
    generic = max(cost.generic - sacrificed.generic - excess, 0)
    return ManaCost(generic, tuple(colored), cost.x, cost.other, _cost_text(generic, tuple(colored), cost))


def _max_x(g: Game, player: int, cost: ManaCost) -> int:
    """The largest X the player could pay with the mana they have and can make (for listing)."""
    from arbiter.mtg.legal import potential_mana

    pool, wild = potential_mana(g, player)
    return max(0, (sum(pool) + wild - cost.total) // max(cost.x, 1))


def _with_x(g: Game, progress: CastProgress, x: int) -> CastProgress:
    if x < 0:
        raise IllegalAction("X can't be negative", "107.3")
    cost = progress.cost
    assert cost is not None
    g.set(g.state.objects[progress.obj], "x", x)
    fixed = ManaCost(cost.generic + x * cost.x, cost.colored, 0, cost.other, cost.text)
    return replace(progress, cost=fixed)


def _crew_cost(o: GameObject) -> CrewTap | None:
    ability = o.ability
    if not isinstance(ability, ActivatedAbility):
        return None
    return next((c for c in ability.costs if isinstance(c, CrewTap)), None)


def _modal(o: GameObject) -> tuple[int, int, int, str]:
    """(number of modes, minimum, maximum, prompt) of the spell or ability ``o`` is."""
    if o.ability is not None:
        return len(o.ability.modes), 1, 1, "Choose one."  # (activated and triggered: one mode)
    spell = o.card.spell
    assert spell is not None
    return len(spell.modes), spell.choose[0], spell.choose[1], spell.choose_text


def _ask_mode(g: Game, progress: CastProgress) -> None:
    st = g.state
    o = st.objects[progress.obj]
    count, low, high, prompt = _modal(o)
    entwine = o.card.entwine if o.ability is None else None
    if entwine is not None:
        high = count  # CR 702.42a: with entwine, all modes may be chosen
    chosen = o.modes
    if len(chosen) >= high:
        _modes_done(g, progress)
        return
    options = tuple(i + 1 for i in range(count) if i not in chosen)
    if len(chosen) >= low:
        options = (*options, 0)  # 0: no more modes
    g.set(st, "cast", progress)
    g.set(st, "pending", Choose(progress.player, "mode", "601.2b", options, prompt))


def ask_trigger_mode(g: Game, obj: int, controller: int) -> None:
    """CR 603.3c: a modal triggered ability's mode is chosen as it's put on the stack."""
    progress = CastProgress("trigger", obj, controller, g.journal.mark(), "modes", (), (), None)
    _ask_mode(g, progress)


def _modes_done(g: Game, progress: CastProgress) -> None:
    st = g.state
    o = st.objects[progress.obj]
    modal = o.ability if o.ability is not None else o.card.spell
    assert modal is not None
    spell = o.card.spell
    if o.ability is None and spell is not None and o.card.entwine is not None and len(o.modes) > spell.choose[1]:
        # CR 702.42a–b: more modes than the spell allows means all of them, paying entwine
        if len(o.modes) < len(spell.modes):
            raise IllegalAction("with entwine, all the modes are chosen — or only as many as the spell says", "702.42a")
        assert progress.cost is not None
        progress = replace(progress, cost=add_costs(progress.cost, o.card.entwine, 1))
    specs, _ = modal.chosen(o.modes)
    g.set(st, "pending", None)
    _next(g, replace(progress, stage="targets", specs=specs))


def _reduced(g: Game, source: GameObject, player: int, cost: ManaCost | None) -> ManaCost | None:
    """CR 601.2f: apply cost reductions ("cost {2} less … not less than one mana")."""
    st = g.state
    if cost is None or not st.grant_sources or not is_creature(g, source):
        return cost
    generic = cost.generic
    for sid in st.grant_sources:
        reducer = st.objects[sid]
        if reducer.controller != player or source.controller != player:
            continue
        for s in reducer.card.statics:
            if isinstance(s, CreatureAbilitiesCostLess):
                floor = 1 - (sum(cost.colored) + len(cost.other)) if cost.total else 0
                generic = max(generic - s.amount, max(floor, 0))
    if generic == cost.generic:
        return cost
    return ManaCost(generic, cost.colored, cost.x, cost.other, _cost_text(generic, cost.colored, cost))


def _cost_text(generic: int, colored: tuple[int, ...], cost: ManaCost) -> str:
    """The text of ``cost`` with its generic and colored amounts replaced."""
    return (
        "{X}" * cost.x
        + (f"{{{generic}}}" if generic else "")
        + "".join(f"{{{c}}}" * n for c, n in zip("WUBRGC", colored, strict=True))
        + "".join(f"{{{o}}}" for o in cost.other)
    )


def add_costs(base: ManaCost, extra: ManaCost, times: int) -> ManaCost:
    colored = tuple(a + b * times for a, b in zip(base.colored, extra.colored, strict=True))
    text = base.text + extra.text * times
    return ManaCost(base.generic + extra.generic * times, colored, base.x, base.other + extra.other * times, text)


def activate(g: Game, source: int, index: int, x: int | None = None) -> None:
    """CR 602.2 (and 605.3 for mana abilities)."""
    st = g.state
    dec = st.pending
    player = dec.player
    o = st.objects.get(source)
    if o is None:
        raise IllegalAction(f"there is no object #{source}", "602.2")
    abilities = activated(g, o)
    if not 0 <= index < len(abilities):
        raise IllegalAction(f"{o.card.name} has no activated ability number {index + 1}", "602.1")
    ability = abilities[index]
    if ability.instant_speed and not isinstance(dec, Priority):
        raise IllegalAction("an ability activated only as an instant needs priority", "602.5e")
    if ability.from_hand:
        if o.zone is not Zone.HAND or o.owner != player:
            raise IllegalAction(f"{o.card.name}'s ability can be activated only from your hand", "602.2", "702.29a")
    elif ability.from_graveyard:
        # CR 113.6m: it functions only in the graveyard; there the card is its owner's (108.4a)
        if o.zone is not Zone.GRAVEYARD or o.owner != player:
            raise IllegalAction(f"{o.card.name}'s ability can be activated only from your graveyard", "113.6m", "602.2")
    elif o.zone is not Zone.BATTLEFIELD:
        raise IllegalAction(f"{o.card.name} is not on the battlefield", "602.2")
    elif not ability.may_activate(o.controller, player):
        if ability.activators == "opponents":
            raise IllegalAction(f"only opponents of {o.card.name}'s controller can activate that ability", "602.2")
        raise IllegalAction(f"only {o.card.name}'s controller can activate its abilities", "602.2")
    # CR 602.1b, 602.5: restrictions on when the ability may be activated
    if ability.your_turn and st.active != player:
        raise IllegalAction(f"{o.card.name}'s ability can be activated only during your turn", "602.1b")
    if not ability.is_mana and st.stack and split_second(g):
        raise IllegalAction(
            "a spell with split second is on the stack: only mana abilities can be activated", "702.61a"
        )
    if ability.only_if is not None and not holds(g, ability.only_if, o.controller, o):
        raise IllegalAction(f"{o.card.name}'s ability can be activated only if {ability.only_if.text}", "602.5b")
    if ability.min_counters is not None and o.counter(ability.min_counters[0]) < ability.min_counters[1]:
        kind, n = ability.min_counters
        raise IllegalAction(f"{o.card.name} needs {n} or more {kind} counters for that ability", "602.5", "602.1b")
    if ability.is_mana:
        if ability.instant_speed and not isinstance(dec, Priority):
            raise IllegalAction("an ability activated only as an instant needs priority", "602.5e")
        activate_mana_ability(g, o, ability)
        return
    if not isinstance(dec, Priority):
        raise IllegalAction("only mana abilities can be activated while paying a cost", "605.3a")
    mark = g.journal.mark()
    if ability.sorcery_speed and not sorcery_timing_ok(g, player):
        raise IllegalAction(
            f"{o.card.name}'s ability can be activated only as a sorcery: your main phase, empty stack", "602.5d"
        )
    if ability.loyalty:
        # CR 606.3: main phase, empty stack, own turn, one loyalty ability per permanent per turn
        if not sorcery_timing_ok(g, player):
            raise IllegalAction(
                "a loyalty ability can be activated only in your main phase with an empty stack", "606.3"
            )
        if (-1, st.turn) in o.used:
            raise IllegalAction(f"a loyalty ability of {o.card.name} has already been activated this turn", "606.3")
        g.set(o, "used", (*o.used, (-1, st.turn)))
    if ability.once_each_turn:
        if (index, st.turn) in o.used:
            raise IllegalAction(f"{o.card.name}'s ability has already been activated this turn", "602.5b")
        g.set(o, "used", (*o.used, (index, st.turn)))
    ab = g.create(o.card, player, Zone.STACK)
    g.set(ab, "source", o.id)
    g.set(ab, "ability", ability)
    g.set(ab, "controller", player)
    if o.blocking:
        # last known information for "each creature it's blocking" (CR 608.2h)
        g.set(ab, "lki", tuple(("blocking", a, st.objects[a].zcc) for a in o.blocking))
    if ability.activators:
        # last known information of who controlled the source ("~'s controller", 608.2h)
        g.set(ab, "lki", (*(ab.lki or ()), ("source", o.controller, o.zcc)))
    total = _reduced(g, o, player, ability.mana_cost)  # CR 601.2f: the total cost, then locked in
    progress = CastProgress("ability", ab.id, player, mark, "targets", ability.targets, (), total)
    g.set(st, "pending", None)
    _announce_x(g, progress, x, o.card.name)


def _announce_x(g: Game, progress: CastProgress, x: int | None, name: str) -> None:
    """CR 601.2b / 602.2b, 107.3a: the value of X is announced (asked for when not given); then
    modes (700.2a), then the rest of the procedure."""
    st = g.state
    total = progress.cost
    if total is not None and total.x:
        if x is None:
            g.set(st, "cast", replace(progress, stage="x"))
            top = _max_x(g, progress.player, total)
            g.set(st, "pending", Choose(progress.player, "x", "601.2b", tuple(range(top + 1)), "choose the value of X"))
            return
        progress = _with_x(g, progress, x)
    elif x:
        raise IllegalAction(f"{name} has no X in its cost", "107.3")
    _after_x(g, progress)


def _after_x(g: Game, progress: CastProgress) -> None:
    o = g.state.objects[progress.obj]
    modes = o.ability.modes if o.ability is not None else (o.card.spell.modes if o.card.spell else ())
    if modes:
        _ask_mode(g, replace(progress, stage="modes"))  # CR 601.2b / 602.2b, 700.2a
        return
    _next(g, progress)


def activate_mana_ability(g: Game, o: GameObject, ability: ActivatedAbility, chosen: tuple[int, ...] = ()) -> None:
    """CR 605.3b: a mana ability resolves immediately; it doesn't use the stack. Objects its cost
    needs ("Sacrifice a creature") are chosen first, one decision each (601.2h via 605.3b); the
    game then returns to the decision it came from."""

    st = g.state
    needed = costs.choices_needed(ability)
    if len(chosen) < len(needed):
        part = needed[len(chosen)]
        options = costs.options(g, part, o.controller, o.id, chosen)
        if not options:
            raise IllegalAction(f'nothing can be chosen to pay "{part.text()}"', "118.3", "605.3b")
        index = activated(g, o).index(ability)
        g.set(st, "mana_cost_choice", (o.id, index, chosen, st.pending))
        g.set(st, "pending", Choose(o.controller, "mana cost", "605.3b", options, part.text()))
        return
    costs.pay(g, o, ability, o.controller, chosen)
    cost = ability.mana_cost
    if cost is not None:
        p = st.players[o.controller]
        if not can_pay(p.pool, cost):
            raise IllegalAction("not enough mana to pay the ability's cost", "605.3b", "601.2h")
        g.set(p, "pool", pay(p.pool, cost))
    resume = st.pending
    if isinstance(resume, Priority):
        g.set(st, "passes", 0)  # CR 117.3c
        g.set(st, "pending", None)
    perform(g, o, ability.effects, [])
    wild = ability.wild
    if wild:
        # CR 605.3b / 106.1: the color (or the combination of mana) is chosen as the mana ability resolves
        combos = ability.wild_combos
        g.set(st, "mana_choice", (o.controller, 1 if combos else wild, o.card.name, resume))
        colors: tuple[str, ...] = combos or tuple(ability.wild_colors)
        if len(colors) == 1:  # (only one color: nothing to choose)
            answer_color(g, colors[0])
            return
        prompt = "choose which mana to add" if combos else "choose a color"
        g.set(st, "pending", Choose(o.controller, "color", "106.1", colors, prompt))


def answer_mana_cost(g: Game, choice: int) -> None:
    """The object chosen for a mana ability's cost; the ability goes on (or asks again)."""
    st = g.state
    oid, index, chosen, resume = st.mana_cost_choice
    g.set(st, "mana_cost_choice", None)
    g.set(st, "pending", resume)
    o = st.objects[oid]
    activate_mana_ability(g, o, activated(g, o)[index], (*chosen, choice))


def answer_color(g: Game, color: str) -> None:
    """The chosen color's mana (or combination: "WU") is added; the game returns to the decision
    it came from."""
    from arbiter.mtg.effects import add_mana

    st = g.state
    player, amount, source, resume = st.mana_choice
    mana = tuple(amount * color.count(c) for c in "WUBRGC")
    g.set(st, "mana_choice", None)
    add_mana(g, player, mana, source)
    g.set(st, "pending", None if isinstance(resume, Priority) else resume)


def continue_cast(g: Game, action: Action) -> None:
    """Answer the pending step of the cast or activation in progress."""
    st = g.state
    progress: CastProgress = st.cast
    if isinstance(action, Cancel):
        if progress.kind == "trigger":
            raise IllegalAction("a triggered ability can't be taken back", "603.3d")
        if progress.kind == "copy":
            raise IllegalAction("a copy's targets are chosen as it is put on the stack", "707.10c")
        g.revert_to(progress.mark)
        if st.resolving is not None and st.pending is None:
            from arbiter.mtg.priority import after_cast_during_resolution

            after_cast_during_resolution(g)  # back to the choice of what to cast (608.2g)
        return
    dec = st.pending
    if progress.stage == "offering":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f"choose a {dec.prompt.split()[2]} to sacrifice for the offering", "702.48b")
        g.set(st, "pending", None)
        progress = replace(progress, stage="targets")
        if action.value:
            victim = st.objects[action.value]
            assert progress.cost is not None
            reduced = _offering_reduced(progress.cost, victim.card.mana_cost)
            progress = replace(progress, offering=action.value, cost=reduced)
        _announce_x(g, progress, progress.x, st.objects[progress.obj].card.name)
        return
    if progress.stage == "x":
        if not isinstance(action, Pick) or not isinstance(action.value, int) or action.value < 0:
            raise IllegalAction("announce the value of X: a number, 0 or more", "601.2b", "107.3")
        progress = _with_x(g, replace(progress, stage="targets"), action.value)
        g.set(st, "pending", None)
        _after_x(g, progress)
        return
    if progress.stage == "modes":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f"choose a mode: one of {', '.join(map(str, dec.options))}", "601.2b", "700.2a")
        spell_obj = st.objects[progress.obj]
        if action.value == 0:
            _modes_done(g, progress)
            return
        g.set(spell_obj, "modes", (*spell_obj.modes, action.value - 1))
        g.set(st, "pending", None)
        _ask_mode(g, progress)
        return
    if progress.stage == "announce":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f"announce how to pay: one of {', '.join(dec.options)}", "601.2b")
        answer_hybrid(g, action.value)
        return
    if progress.stage == "choices":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction(f'choose one of the options to pay "{dec.prompt}"', "601.2h")
        progress = replace(progress, choices=(*progress.choices, action.value))
        g.set(st, "pending", None)
        _next(g, progress)
        return
    if progress.stage == "targets":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick):
            raise IllegalAction("choose a target first", "601.2c")
        if action.value not in dec.options:
            raise IllegalAction(f"{action.value} is not a legal target", "601.2c", "115.1")
        if action.value == 0:
            # no more targets for this word "target": its remaining instances stay unchosen
            group = progress.specs[len(progress.targets)].group
            chosen = list(progress.targets)
            while len(chosen) < len(progress.specs) and progress.specs[len(chosen)].group == group:
                chosen.append(None)
            progress = replace(progress, targets=tuple(chosen))
        else:
            progress = replace(progress, targets=(*progress.targets, action.value))
        g.set(st, "pending", None)
        _next(g, progress)
        return
    if progress.stage == "divide":
        assert isinstance(dec, Choose)
        if not isinstance(action, Pick) or action.value not in dec.options:
            raise IllegalAction("divide the damage: at least 1 to each target, all of it", "601.2d")
        g.set(st.objects[progress.obj], "division", action.value)
        g.set(st, "pending", None)
        _next(g, replace(progress, stage="divided"))
        return
    if isinstance(action, Activate):
        o = st.objects.get(action.source)
        abilities = activated(g, o) if o is not None else ()
        if o is None or not 0 <= action.index < len(abilities) or not abilities[action.index].is_mana:
            raise IllegalAction("only mana abilities can be activated while paying a cost", "601.2g")
        if o.controller != progress.player or o.zone is not Zone.BATTLEFIELD:
            raise IllegalAction("you can activate only mana abilities of permanents you control", "605.3a")
        if abilities[action.index].instant_speed:
            raise IllegalAction(
                "an ability activated only as an instant can't be activated while casting or activating: "
                "no one has priority",
                "602.5e",
            )
        activate_mana_ability(g, o, abilities[action.index])
        return
    if isinstance(action, Pick) and isinstance(dec, PayCostDecision):
        _convoke(g, progress, action.value)
        return
    if not isinstance(action, Pay):
        raise IllegalAction("the total cost must be paid now", "601.2h")
    _pay_total_cost(g, progress)
    _become_cast(g, progress)


def convoke_options(g: Game, progress: CastProgress) -> tuple[int, ...]:
    """What the caster could use now to pay part of a spell's total cost instead of mana:
    untapped creatures for convoke (CR 702.51a), untapped artifacts for improvise (702.126a),
    cards in their graveyard for delve (702.66a)."""
    st = g.state
    o = st.objects[progress.obj]
    cost = progress.cost
    kws = o.card.keywords
    if progress.kind != "spell" or cost is None or not cost.total or not kws & _HELPERS:
        return ()
    out: list[int] = []
    if "convoke" in kws or ("improvise" in kws and cost.generic):
        for oid in st.battlefield:
            x = st.objects[oid]
            if x.controller != progress.player or x.tapped:
                continue
            if ("convoke" in kws and is_creature(g, x) and _convoke_pays(g, cost, x) is not None) or (
                "improvise" in kws and cost.generic and CardType.ARTIFACT in card_types(g, x)
            ):
                out.append(oid)
    if "delve" in kws and cost.generic:
        out.extend(c for c in st.players[progress.player].graveyard if c != o.id)
    return tuple(out)


_HELPERS = frozenset({"convoke", "improvise", "delve"})


def _convoke_pays(g: Game, cost: ManaCost, creature: GameObject) -> int | None:
    """Which part of ``cost`` tapping ``creature`` pays: a colored symbol of one of its colors
    (index in WUBRGC), else generic (-1); None if neither remains."""
    from arbiter.mtg.characteristics import colors

    for c in colors(g, creature):
        i = "WUBRG".index(c.value)
        if cost.colored[i]:
            return i
    return -1 if cost.generic else None


def _convoke(g: Game, progress: CastProgress, helper: object) -> None:
    """Pay one mana of the spell's total cost (after it is determined: 702.51b, 702.126b,
    702.66b) by tapping an untapped creature (convoke: a mana of its color or {1}), tapping an
    untapped artifact (improvise: {1}) or exiling a card from the graveyard (delve: {1})."""
    st = g.state
    if helper not in convoke_options(g, progress):
        raise IllegalAction(
            "convoke taps an untapped creature you control, improvise an untapped artifact you control, and "
            "delve exiles a card from your graveyard — each for a spell with that keyword",
            "702.51a", "702.126a", "702.66a",
        )  # fmt: skip
    assert isinstance(helper, int) and progress.cost is not None
    thing = st.objects[helper]
    cost = progress.cost
    kws = st.objects[progress.obj].card.keywords
    colored = list(cost.colored)
    generic = cost.generic
    if thing.zone is Zone.GRAVEYARD:
        generic -= 1
        move(g, thing, Zone.EXILE, "702.66a", "is exiled")  # delve
    else:
        part = _convoke_pays(g, cost, thing) if "convoke" in kws and is_creature(g, thing) else -1
        assert part is not None
        if part >= 0:
            colored[part] -= 1
        else:
            generic -= 1
        g.set(thing, "tapped", True)
        g.log(ev.Tapped("702.51a" if "convoke" in kws and is_creature(g, thing) else "702.126a", thing.id, thing.label))
    reduced = ManaCost(generic, tuple(colored), cost.x, cost.other, _cost_text(generic, tuple(colored), cost))
    progress = replace(progress, cost=reduced)
    if reduced.total == 0:
        _pay_total_cost(g, progress)
        _become_cast(g, progress)
        return
    g.set(st, "cast", progress)
    g.set(st, "pending", PayCostDecision(progress.player, st.objects[progress.obj].card.name, reduced.text))


def _pay_total_cost(g: Game, progress: CastProgress) -> None:
    """CR 601.2h / 602.2b: pay the total cost — mana from the pool and every other part."""
    st = g.state
    p = st.players[progress.player]
    cost = progress.cost
    obj = st.objects[progress.obj]
    if cost is not None and cost.total:
        if not can_pay(p.pool, cost):
            raise IllegalAction(f"the mana in your pool can't pay {cost.text}", "601.2h")
        g.set(p, "pool", pay(p.pool, cost))
        g.log(ev.ManaPaid("601.2h", p.name, cost.text, obj.label))
    if progress.life:
        costs.pay_life(g, progress.player, progress.life)  # CR 107.4f: Phyrexian mana paid with life
    if progress.offering is not None:
        victim = st.objects[progress.offering]
        if victim.zone is not Zone.BATTLEFIELD or victim.controller != progress.player:
            raise IllegalAction(f"{victim.card.name} can no longer be sacrificed for the offering", "118.3", "601.2h")
        move(g, victim, Zone.GRAVEYARD, "702.48b", "is sacrificed and put")  # CR 601.2h
    if progress.kind == "ability" and obj.ability is not None and obj.source is not None:
        own = len(costs.choices_needed(obj.ability))
        sacrificed = costs.pay(g, st.objects[obj.source], obj.ability, progress.player, progress.choices[:own])
        extra = costs.extra_sacrifices(g, obj.ability.mana_cost, spells=False)
        costs.pay_extra(g, extra, progress.choices[own : own + len(extra)])
        for cid in progress.choices[own + len(extra) :]:  # the creatures that crew (702.122b)
            c = st.objects[cid]
            if c.tapped or c.zone is not Zone.BATTLEFIELD:
                raise IllegalAction(f"{c.card.name} can no longer be tapped to crew", "118.3", "601.2h")
            g.set(c, "tapped", True)
            g.log(ev.Tapped("702.122b", c.id, c.label))
        if sacrificed:
            g.set(obj, "lki", tuple(sacrificed))
    elif progress.kind == "spell" and progress.choices:
        parts: list[CostPart] = [p for p in obj.card.additional_costs if isinstance(p, costs.CHOSEN_PARTS)]
        costs.pay_extra(g, parts, progress.choices[: len(parts)])  # the spell's own additional costs
        drought = costs.extra_sacrifices(g, obj.card.mana_cost, spells=True)
        costs.pay_extra(g, drought, progress.choices[len(parts) :])


def continue_after_targets(g: Game, progress: CastProgress) -> None:
    _next(g, progress)


def hybrid_options(symbol: str) -> tuple[str, ...]:
    """How one hybrid or Phyrexian symbol can be paid (CR 107.4e–f): "{G/P}" → G or 2 life,
    "{W/U}" → W or U, "{2/W}" → 2 or W."""
    parts = symbol.split("/")
    out = [p for p in parts if p != "P"]
    if "P" in parts:
        out.append("life")
    return tuple(out)


def _announce_hybrid(g: Game, progress: CastProgress) -> CastProgress | None:
    """CR 601.2b: announce how each hybrid and Phyrexian symbol will be paid; the cost becomes
    plain mana (plus life). Returns None while a choice is pending."""
    st = g.state
    cost = progress.cost
    if cost is None or not cost.other:
        return progress
    symbol = cost.other[0]
    options = hybrid_options(symbol)
    if any(o not in ("W", "U", "B", "R", "G", "C", "life") and not o.isdigit() for o in options):
        raise IllegalAction(f"the engine cannot pay the mana symbol {{{symbol}}} yet", "601.2h")
    g.set(st, "cast", replace(progress, stage="announce"))
    g.set(st, "pending", Choose(progress.player, "hybrid", "601.2b", options, f"pay {{{symbol}}} with"))
    return None


def answer_hybrid(g: Game, choice: str) -> None:
    st = g.state
    progress: CastProgress = st.cast
    cost = progress.cost
    assert cost is not None
    rest = cost.other[1:]
    colored = list(cost.colored)
    generic = cost.generic
    life = progress.life
    if choice == "life":
        life += 2  # CR 107.4f
    elif choice.isdigit():
        generic += int(choice)
    else:
        colored["WUBRGC".index(choice)] += 1
    new_cost = ManaCost(generic, tuple(colored), cost.x, rest, cost.text)
    g.set(st, "pending", None)
    _next(g, replace(progress, cost=new_cost, life=life, stage="targets"))


def _next(g: Game, progress: CastProgress) -> None:
    """Announce hybrid payments (601.2b), ask for the next target (601.2c), or move on to
    paying (601.2f–h)."""
    st = g.state
    hybrid = progress.cost is not None and bool(progress.cost.other)
    if progress.stage in ("targets", "announce") and hybrid and _announce_hybrid(g, progress) is None:
        return
    if progress.stage == "targets" and len(progress.targets) < len(progress.specs):
        index = len(progress.targets)
        spec = progress.specs[index]
        source = st.objects[progress.obj].source
        options = tg.options(g, spec, progress.player, source if source is not None else progress.obj)
        if spec.zone is Zone.STACK:
            # CR 115.5: a spell or ability on the stack is an illegal target for itself
            options = tuple(t for t in options if not (isinstance(t, ObjectRef) and t.id == progress.obj))
        if spec.group:
            # CR 601.2c: the same object or player can't be chosen twice for one word "target"
            taken = {t for s2, t in zip(progress.specs, progress.targets, strict=False) if s2.group == spec.group}
            options = tuple(t for t in options if t not in taken)
            if spec.quality is not None and spec.quality.single_graveyard:
                # "from a single graveyard": the cards chosen so far fix the graveyard (CR 115.1)
                owners = {st.objects[t.id].owner for t in taken if isinstance(t, ObjectRef)}
                options = tuple(t for t in options if not isinstance(t, ObjectRef) or not owners
                                or st.objects[t.id].owner in owners)  # fmt: skip
        if not options and not spec.optional:
            name = st.objects[progress.obj].card.name
            raise IllegalAction(f"{name} has no legal choice for {spec.text()}", "601.2c", "115.1")
        choices: tuple[object, ...] = options
        if spec.optional:
            choices = (*options, 0)  # 0: no more targets for this word "target" ("up to", 601.2c)
        g.set(st, "cast", progress)
        # CR 602.3: where an opponent chooses a target, the opponent does so at that time
        chooser = 1 - progress.player if spec.chooser == "opponent" else progress.player
        prompt = spec.group_text or spec.text()
        g.set(st, "pending", Choose(chooser, "target", "601.2c", choices, prompt))
        return
    o = st.objects[progress.obj]
    g.set(o, "targets", progress.targets)
    if progress.stage == "targets" and _divided(o) is not None:
        _ask_division(g, progress, o)
        return
    needed: list[CostPart] = []
    if isinstance(o.ability, ActivatedAbility) and o.source is not None:
        needed = costs.choices_needed(o.ability, costs.extra_sacrifices(g, o.ability.mana_cost, spells=False))
    elif progress.kind == "spell":
        needed = [
            *(p for p in o.card.additional_costs if isinstance(p, costs.CHOSEN_PARTS)),
            *costs.extra_sacrifices(g, o.card.mana_cost, spells=True),
        ]
    crew = _crew_cost(o)
    if crew is not None and len(progress.choices) >= len(needed):
        # CR 702.122a: other untapped creatures, chosen until their total power is N or greater
        crewing = progress.choices[len(needed) :]
        total = sum(power(g, st.objects[c]) for c in crewing)
        if total < crew.power:
            crewers = tuple(
                oid for oid in st.battlefield
                if st.objects[oid].controller == progress.player and not st.objects[oid].tapped
                and oid != o.source and oid not in crewing and is_creature(g, st.objects[oid])
            )  # fmt: skip
            if not crewers:
                raise IllegalAction(f"the creatures that could crew have total power {total} < {crew.power}", "118.3")
            progress = replace(progress, stage="choices")
            g.set(st, "cast", progress)
            g.set(st, "pending", Choose(progress.player, "cost", "702.122a", crewers, crew.text()))
            return
    if needed and len(progress.choices) < len(needed):
        part = needed[len(progress.choices)]
        source_id = o.source if o.source is not None else o.id
        eligible = costs.options(g, part, progress.player, source_id, progress.choices)
        if not eligible:
            raise IllegalAction(f'nothing can be chosen to pay "{part.text()}"', "118.3", "601.2h")
        progress = replace(progress, stage="choices")
        g.set(st, "cast", progress)
        g.set(st, "pending", Choose(progress.player, "cost", "601.2h", eligible, part.text()))
        return
    cost = progress.cost
    if cost is None or (cost.generic == 0 and not any(cost.colored)):
        progress = replace(progress, stage="pay")
        _pay_total_cost(g, progress)
        _become_cast(g, progress)
        return
    progress = replace(progress, stage="pay")
    g.set(st, "cast", progress)
    g.set(st, "pending", PayCostDecision(progress.player, o.card.name, cost.text))


def _divided(o: GameObject) -> DealDividedDamage | None:
    if isinstance(o.ability, ActivatedAbility):
        fx = o.ability.chosen(o.modes)[1]
    elif o.ability is not None:
        fx = o.ability.effects
    else:
        fx = o.card.spell.chosen(o.modes)[1] if o.card.spell else ()
    return next((e for e in fx if isinstance(e, DealDividedDamage)), None)


def _ask_division(g: Game, progress: CastProgress, o: GameObject) -> None:
    """CR 601.2d: announce how the damage is divided — at least 1 to each chosen target."""
    from arbiter.mtg.effects import amount_of

    e = _divided(o)
    assert e is not None
    chosen = sum(1 for t in progress.targets if t is not None)
    total = amount_of(o, e.amount)
    if chosen == 0:
        return _next(g, replace(progress, stage="divided"))
    if total < chosen:
        raise IllegalAction(f"{total} damage can't be divided among {chosen} targets (1 each at least)", "601.2d")
    options = tuple(_compositions(total, chosen))
    if len(options) == 1:
        g.set(o, "division", options[0])
        return _next(g, replace(progress, stage="divided"))
    st = g.state
    g.set(st, "cast", replace(progress, stage="divide"))
    g.set(st, "pending", Choose(progress.player, "divide", "601.2d", options, f"divide {total} damage"))
    return None


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` positive amounts, in order."""
    if parts == 1:
        return [(total,)]
    return [(first, *rest) for first in range(1, total - parts + 2) for rest in _compositions(total - first, parts - 1)]


def cast_during_resolution(
    g: Game, card: int, player: int, cost: ManaCost | None = None, marks: frozenset[str] = frozenset()
) -> None:
    """CR 608.2g: cast a card as an effect instructs, ignoring timing; "without paying its mana
    cost" (118.9): the total cost has no mana — or ``cost`` rather than its mana cost (madness)."""
    st = g.state
    mark = g.journal.mark()
    o = st.objects[card]
    g.set(st, "pending", None)
    move(g, o, Zone.STACK, "601.2a", "is put")
    g.set(o, "controller", player)
    if marks:
        g.set(o, "marks", marks)
    spell = o.card.spell
    specs = spell.targets if spell else ()
    progress = CastProgress("spell", o.id, player, mark, "targets", specs, (), cost)
    if cost is not None:
        _announce_x(g, progress, None, o.card.name)  # then modes, targets, payment (601.2b–h)
        return
    if spell is not None and spell.modes:
        _ask_mode(g, replace(progress, stage="modes"))
        return
    _next(g, progress)


def _become_cast(g: Game, progress: CastProgress) -> None:
    """CR 601.2i (and 602.2b for abilities): the spell becomes cast (the ability becomes activated); the player
    receives priority again (117.3c)."""
    st = g.state
    o = st.objects[progress.obj]
    p = st.players[progress.player]
    g.set(st, "cast", None)
    if progress.kind in ("trigger", "copy"):
        g.set(st, "pending", None)  # CR 603.3d: targets chosen; priority is given as before
        if any(t is not None for t in progress.targets):
            targets = ", ".join(tg.describe(g, t) for t in progress.targets if t is not None)
            if progress.kind == "trigger":
                g.log(ev.TargetsChosen("603.3d", o.id, o.label, targets))
            else:
                g.log(ev.TargetsChosen("707.10c", o.id, o.label, targets, "copy"))
        if progress.kind == "copy" and st.resolving is not None:
            from arbiter.mtg.priority import after_cast_during_resolution

            after_cast_during_resolution(g)  # the next copy, or the rest of the resolution
        return
    if progress.kind in SPECIAL_KINDS:
        from arbiter.mtg.special_actions import finish

        finish(g, progress.kind, o, progress.player)  # CR 116.3: then the player receives priority
    elif progress.kind == "spell":
        g.set(p, "spells_cast", p.spells_cast + 1)
        targets = ", ".join(tg.describe(g, t) for t in progress.targets if t is not None)
        g.log(ev.SpellCast("601.2i", o.id, o.label, p.name, targets, p.spells_cast))
    else:
        assert o.ability is not None
        g.log(ev.AbilityActivated("602.2b", o.id, o.label, p.name, o.ability.text()))
    if st.resolving is not None:
        # cast while another object resolves (608.2g): the resolution goes on
        from arbiter.mtg.priority import after_cast_during_resolution

        after_cast_during_resolution(g)
        return
    g.set(st, "priority", progress.player)
    g.set(st, "passes", 0)
    g.set(st, "pending", None)
