"""Combat (CR 506–511): declaring attackers (508: restrictions, requirements, costs to attack),
declaring blockers (509; the judgement of a whole declaration lives in ``blocking``, costs to
block here), and combat damage (510) with first strike, double strike, trample, deathtouch and
lifelink.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Said, Term, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.actions import AssignDamage, AssignDamageDecision, Choose, DeclareAttackers, DeclareBlockers, Option
from arbiter.mtg.combat import blocking as blocking
from arbiter.mtg.combat.attack_history import declared
from arbiter.mtg.combat.attack_requirements import at_named_player, creature_requirements
from arbiter.mtg.combat.attack_rules import attacked_again_error, protected_error, protected_from_attack
from arbiter.mtg.combat.damage_amount import assigned_damage
from arbiter.mtg.combat.exert import may_exert
from arbiter.mtg.combat.group_requirements import attack_groups
from arbiter.mtg.combat.paying_tapped import untapped_for_attack
from arbiter.mtg.combat.removal import NOT_ATTACKED, still_attacked
from arbiter.mtg.combat.shield_choice import Dealt, deal_combat_damage, shield_question
from arbiter.mtg.combat.shield_choice import answer_shield as choose_shield_first
from arbiter.mtg.effects.detain import detained
from arbiter.mtg.effects.goad import goad_astray
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.ir.statics.combat import AssignsAsThoughUnblocked, CantAttackOrBlockAlone, CantAttackPlayerAgain
from arbiter.mtg.keywords.enlist import ask_enlist, has_enlist, pay_enlist
from arbiter.mtg.layers import card_types, has_keyword, is_creature, statics, subtypes, toughness
from arbiter.mtg.layers.queries import board_types_printed
from arbiter.mtg.model import (
    AttackTax,
    CantAttack,
    CantAttackUnlessDefenderControls,
    EnchantedCombatTax,
    NoMoreThanAttack,
)
from arbiter.mtg.objects.battles import attackable_battles
from arbiter.mtg.state import AttackDeclaration, GameObject, ObjectRef, PlayerRef, TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


# -- declare attackers (508) ---------------------------------------------------------------------


def can_attack(g: Game, o: GameObject) -> IllegalAction | None:
    """CR 508.1a: untapped creatures the active player controls, without summoning sickness
    (302.6) unless they have haste (702.10b); a creature with defender can't attack (702.3b)."""
    st = g.state
    if o.zone is not Zone.BATTLEFIELD or o.controller != st.active:
        return IllegalAction(
            msg("{card} is not a creature you control on the battlefield", card=CardName(o.label)), "508.1a"
        )
    if not is_creature(g, o):
        return IllegalAction(msg("{card} is not a creature", card=CardName(o.label)), "508.1a")
    if o.attacking is not None:  # CR 508.4, 508.4c: put onto the battlefield attacking earlier this combat
        return IllegalAction(msg("{card} is already attacking", card=CardName(o.label)), "508.4")
    if CardType.BATTLE in card_types(g, o):
        return IllegalAction(msg("{card} is a battle: a battle can't attack", card=CardName(o.label)), "508.1a")
    if o.tapped and not untapped_for_attack(g, o):  # (CR 508.1i: mana for a cost to attack)
        return IllegalAction(msg("{card} is tapped", card=CardName(o.label)), "508.1a")
    if o.sick and not has_keyword(g, o, "haste"):
        return IllegalAction(msg("{card} has summoning sickness", card=CardName(o.label)), "302.6", "508.1a")
    if has_keyword(g, o, "defender"):
        from arbiter.mtg.combat.attack_rules import may_attack_despite_defender

        if not may_attack_despite_defender(g, o):
            return IllegalAction(msg("{card} has defender", card=CardName(o.label)), "702.3b", "508.1a")
    for s in statics(g, o):
        if isinstance(s, CantAttack):
            return IllegalAction(msg("{card} can't attack", card=CardName(o.label)), "508.1c")
        if isinstance(s, CantAttackPlayerAgain) and (again := attacked_again_error(g, o, known=True)):
            return again  # CR 508.1c: "can't attack a player it has already attacked this turn"
        # CR 508.1c, 613.1d: "can't attack unless defending player controls an Island" — its land types now
        if isinstance(s, CantAttackUnlessDefenderControls) and not any(
            st.objects[i].controller != st.active and s.land in subtypes(g, st.objects[i]) for i in st.battlefield
        ):
            return IllegalAction(
                msg(
                    "{card} can't attack unless defending player controls an {land}",
                    card=CardName(o.label),
                    land=Term(s.land),
                ),
                "508.1c",
            )
    if st.lasting and detained(g, o):  # CR 701.35a
        return IllegalAction(msg("{card} is detained: it can't attack", card=CardName(o.label)), "701.35a", "508.1c")
    if st.effects and any(isinstance(e.change, resolved.CantAttack) and e.on(o) for e in st.effects):
        # CR 508.1c, 611.2a: "Target creature can't attack this turn." (a resolved effect)
        return IllegalAction(msg("{card} can't attack this turn", card=CardName(o.label)), "508.1c")
    if st.lasting and any(isinstance(e.change, resolved.CantAttack) and e.on(o) for e in st.lasting):
        # CR 508.1c, 611.2a: "… can't attack until your next turn."
        return IllegalAction(msg("{card} can't attack until a player's next turn", card=CardName(o.label)), "508.1c")
    if st.grant_sources:
        from arbiter.mtg.combat.attack_rules import group_attack_error

        return group_attack_error(g, o)  # CR 508.1c: Moat, Ensnaring Bridge
    return None


def attack_limit(g: Game) -> int:
    """ "No more than N creatures can attack each combat." (the smallest such N)."""
    st = g.state
    limit = 1_000
    for sid in st.grant_sources:
        for s in statics(g, st.objects[sid]):
            if isinstance(s, NoMoreThanAttack):
                limit = min(limit, s.count)
    return limit


def attack_candidates(g: Game) -> list[int]:
    """CR 508.1a: the creatures that could attack now (each attacks alone legally as far as
    508.1a goes), in battlefield order; read once per state (:func:`attack_board`)."""
    return list(attack_board(g).candidates)


def _attack_candidates(g: Game) -> list[int]:
    st = g.state
    out = []
    for oid in st.battlefield:
        o = st.objects[oid]
        # cheap tests first: most permanents are not untapped creatures of the active player
        if o.controller != st.active or not is_creature(g, o) or (o.tapped and not untapped_for_attack(g, o)):
            continue
        if can_attack(g, o) is None:
            out.append(oid)
    return out


def attackable(g: Game, declared: bool = True) -> list[TargetRef]:
    """CR 508.1b: the defending player, a planeswalker they control (a planeswalker now: one
    made a land by Song of the Dryads can't be attacked, 205.1a) or a battle they protect.
    ``declared=False``: for a creature put onto the battlefield attacking, which restrictions on
    declaring attackers don't affect (508.4c) — the player Blazing Archon protects too."""
    st = g.state
    defender = 1 - st.active
    out: list[TargetRef] = [] if declared and protected_from_attack(g, defender) else [PlayerRef(defender)]  # 508.1c
    printed = board_types_printed(g)
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller != defender:
            continue
        if o.card.is_planeswalker if printed and not o.card.self_typed else CardType.PLANESWALKER in card_types(g, o):
            out.append(ObjectRef(oid, o.zcc))
    # CR 310.8b, 506.2: the battles the defending player protects (whoever controls them)
    out.extend(ObjectRef(b.id, b.zcc) for b in attackable_battles(g, defender))
    return out


def _is_battle(g: Game, ref: ObjectRef) -> bool:
    o = g.state.objects.get(ref.id)
    return o is not None and o.zone is Zone.BATTLEFIELD and CardType.BATTLE in card_types(g, o)


def declare_attackers_none(g: Game) -> None:
    declare_attackers(g, DeclareAttackers(()))


def declare_attackers(g: Game, action: DeclareAttackers, *, judge_only: bool = False) -> None:
    """CR 508.1: declare; 508.1f: tap the attackers (vigilance: 702.20b). ``judge_only``: stop
    once the declaration is judged — what ``check()`` asks — which its restrictions and
    requirements (508.1c–d) and whether the pool can pay its total cost (508.1h, 508.1j) settle:
    the optional costs asked next and the declaration itself refuse nothing."""
    st = g.state
    seen: set[int] = set()
    board = attack_board(g)
    allowed = board.targets
    for oid, target in action.attacks:
        if oid in seen:
            raise IllegalAction(msg("a creature can attack only once"), "508.1a")
        seen.add(oid)
        o = st.objects.get(oid)
        if o is None:
            raise IllegalAction(msg("there is no creature with id {oid}", oid=oid), "508.1a")
        if oid not in board.candidates:  # (a candidate is one can_attack allows)
            error = can_attack(g, o)
            if error is not None:
                raise error
        if target not in allowed:
            # CR 310.8b: a battle's protector can never attack it; 508.1c: "Creatures can't attack you."
            rules = ("508.1b", "310.8b") if isinstance(target, ObjectRef) and _is_battle(g, target) else ("508.1b",)
            raise protected_error(g, o, target) or IllegalAction(
                msg("{card} can't attack that", card=CardName(o.label)), *rules
            )
        if (error := attacked_again_error(g, o, target)) is not None:
            raise error
    _check_attack_requirements(g, [oid for oid, _ in action.attacks], dict(action.attacks))
    # CR 508.1g: optional costs to attack ("you may exert ~ as it attacks"), one question each
    optional = tuple(oid for oid, _ in action.attacks if may_exert(g, st.objects[oid]))
    enlisting = tuple(oid for oid, _ in action.attacks if has_enlist(g, st.objects[oid]))  # CR 702.154b
    if optional or enlisting or judge_only:
        # exerting costs no mana, so whether the total cost can be paid is known now (508.1j)
        tax = sum(attack_cost(g, st.objects[oid], target) for oid, target in action.attacks)
        _pay_combat_cost(g, st.active, tax, "attacking", ("508.1j", "508.1h"), check_only=True)
        if judge_only:
            return
    g.set(st, "declaring", AttackDeclaration(action.attacks, optional, enlisting=enlisting))
    _next_optional_cost(g)


def _next_optional_cost(g: Game) -> None:
    st = g.state
    assert st.declaring is not None
    attacks, optional, exerted = st.declaring.attacks, st.declaring.optional, st.declaring.exerted
    if optional:
        name = st.objects[optional[0]].card.name
        prompt = msg("exert {name} as it attacks?", name=CardName(name))
        g.set(st, "pending", Choose(st.active, "exert", "508.1g", ("yes", "no"), prompt))
        return
    if ask_enlist(g, st.declaring):
        return
    enlisted = st.declaring.enlisted
    _finish_attack_declaration(g, attacks, exerted)
    pay_enlist(g, enlisted)


def answer_exert(g: Game, answer: Option) -> None:
    """CR 508.1g, 701.43d: the answer for the first creature still asked about."""
    st = g.state
    assert st.declaring is not None
    optional, exerted = st.declaring.optional, st.declaring.exerted
    if answer == "yes":
        exerted = (*exerted, optional[0])
    g.set(st, "declaring", replace(st.declaring, optional=optional[1:], exerted=exerted))
    g.set(st, "pending", None)
    _next_optional_cost(g)


def answer_enlist(g: Game, answer: Option) -> None:
    """CR 702.154a: the creature the first attacker still asked about enlists (0: none)."""
    st = g.state
    assert st.declaring is not None
    d = st.declaring
    enlisted = (*d.enlisted, (d.enlisting[0], answer)) if isinstance(answer, int) and answer else d.enlisted
    g.set(st, "declaring", replace(d, enlisting=d.enlisting[1:], enlisted=enlisted))
    g.set(st, "pending", None)
    _next_optional_cost(g)


def _finish_attack_declaration(g: Game, attacks: tuple[tuple[int, TargetRef], ...], exerted: tuple[int, ...]) -> None:
    st = g.state
    g.set(st, "declaring", None)
    # CR 508.1h: the total cost to attack, locked in; 508.1j: paid from the pool, all or nothing
    tax = sum(attack_cost(g, st.objects[oid], target) for oid, target in attacks)
    if tax:
        _pay_combat_cost(g, st.active, tax, "attacking", ("508.1j", "508.1h"))
    names = []
    for oid, target in attacks:
        o = st.objects[oid]
        g.set(o, "attacking", target)
        if not has_keyword(g, o, "vigilance"):
            g.set(o, "tapped", True)
            g.log(ev.Tapped("508.1f", o.id, o.label))  # attacking causes it to become tapped
        names.append(CardName(o.label))
    g.set(st, "combat_declared", True)
    g.set(st, "pending", None)
    ids = tuple(oid for oid, _ in attacks)
    attacked = tuple(sorted({t.index for _, t in attacks if isinstance(t, PlayerRef)}))
    defenders, total = declared(g, attacks)  # whom each attacks, their total power (pack tactics)
    g.log(ev.AttackersDeclared("508.1", st.players[st.active].name, join(names), ids, attacked, defenders, total))
    for oid in exerted:
        o = st.objects[oid]
        # CR 701.43a–b: it won't untap during its controller's next untap step (exerting twice
        # before then changes nothing)
        g.set(o, "skip_untaps", max(o.skip_untaps, 1))
        g.log(ev.Exerted("701.43a", o.id, o.label))


def attack_cost(g: Game, o: GameObject, target: TargetRef) -> int:
    """CR 508.1h: the generic mana that attacking ``target`` with ``o`` costs — the defending
    player's "creatures can't attack you [or planeswalkers you control] unless their controller
    pays {N} for each …" (Ghostly Prison, Archangel of Tithes while untapped), an Aura's
    "enchanted creature can't attack unless its controller pays {N}", and the same rules made for
    a turn ("This turn, creatures can't attack unless …", War Tax, 611.2a)."""
    from arbiter.mtg.effects.this_turn import rules_this_turn

    st = g.state
    total = 0
    for r in rules_this_turn(g):
        if isinstance(r.rule, AttackTax):
            total += _attack_tax(g, r.rule, r.controller, o, target)
    for sid in st.grant_sources:
        src = st.objects[sid]
        for s in statics(g, src):
            if isinstance(s, AttackTax):
                if s.applies(src.tapped):
                    total += _attack_tax(g, s, src.controller, o, target)
            elif isinstance(s, EnchantedCombatTax) and src.attached_to == o.id:
                total += s.amount
    return total


def _attack_tax(g: Game, s: AttackTax, controller: int, o: GameObject, target: TargetRef) -> int:
    """CR 508.1h: what ``s`` (of ``controller``, "you") charges for ``o`` attacking ``target``."""
    if not s.attacking_you:
        return s.cost
    if controller == o.controller:
        return 0
    if isinstance(target, PlayerRef) and target.index == controller:
        return s.cost
    if s.planeswalkers and isinstance(target, ObjectRef):
        pw = g.state.objects.get(target.id)
        if pw is not None and pw.controller == controller:
            return s.cost
    return 0


def combat_costs_possible(g: Game) -> bool:
    """Whether any cost to attack or block could apply now (cheap test for the listings)."""
    from arbiter.mtg.effects.this_turn import rules_this_turn

    st = g.state
    if any(True for _ in rules_this_turn(g)):
        return True
    from arbiter.mtg.model import BlockTax

    return any(
        isinstance(s, AttackTax | BlockTax | EnchantedCombatTax)
        for sid in st.grant_sources
        for s in st.objects[sid].card.statics
    )


def _pay_combat_cost(
    g: Game, player: int, amount: int, what: str, rules: tuple[str, str], *, check_only: bool = False
) -> None:
    """CR 508.1j / 509.1f: pay the locked-in cost from the mana pool; partial payment isn't allowed."""
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.mana.spend_only import can_spend, spend

    st = g.state
    if not amount:
        return
    cost = ManaCost(amount, text=f"{{{amount}}}")
    p = st.players[player]
    if not can_spend(g, player, cost, None, ""):  # (CR 106.6: with mana only spells are kept from)
        raise IllegalAction(
            msg(
                "{what} costs {cost} and the mana in the pool can't pay it (activate mana abilities first: the cost "
                "to {removesuffix} is paid from the pool)",
                what=Said("combat cost", what),
                cost=cost.text,
                removesuffix=Said("combat cost", what.removesuffix("ing")),
            ),
            *rules,
        )
    if check_only:
        return
    spend(g, player, cost, None, "")
    g.log(ev.ManaPaid(rules[0], p.name, cost.text, Said("paid for", what)))


@dataclass(frozen=True, slots=True)
class AttackBoard:
    """What judging any declaration of attackers needs of the board, the declaration aside —
    read once per state (``Journal.remembered``: ``check`` judges many declarations of one
    board): the creatures that could attack (508.1a), what they could attack (508.1b), the
    restrictions (508.1c) and the requirements (508.1d), and the most requirements obeyable."""

    candidates: tuple[int, ...]
    targets: tuple[TargetRef, ...]
    limit: int
    alone: frozenset[int]
    must: tuple[tuple[int, tuple[str, ...]], ...]
    best: int
    to_player: frozenset[int] = frozenset()  # whose requirements to attack a player count (508.1d)


def attack_board(g: Game) -> AttackBoard:
    """The :class:`AttackBoard` of the current state (computed once per state)."""
    return g.journal.remembered(AttackBoard, lambda: _read_attack_board(g))


def _read_attack_board(g: Game) -> AttackBoard:
    st = g.state
    limit = attack_limit(g)
    candidates = _attack_candidates(g)
    alone = frozenset(oid for oid in candidates if _cant_attack_alone(g, st.objects[oid]))
    targets = tuple(attackable(g))
    must: dict[int, tuple[str, ...]] = {}
    to_player: set[int] = set()
    groups = attack_groups(g)
    for oid in candidates:
        o = st.objects[oid]
        # CR 508.1d: a requirement that could be obeyed only by paying a cost doesn't count;
        # with something to attack for free (a planeswalker past Ghostly Prison), it does
        free = [t for t in targets if attack_cost(g, o, t) == 0]
        if not free:
            continue
        whys = creature_requirements(g, o, free, groups)
        if whys:
            must[oid] = whys
            if any(isinstance(t, PlayerRef) for t in free):
                to_player.add(oid)  # (its requirements to attack a player count)
    best = attack_maximum({oid: len(w) for oid, w in must.items()}, len(candidates), limit, set(alone))
    return AttackBoard(tuple(candidates), targets, limit, alone, tuple(must.items()), best, frozenset(to_player))


def _check_attack_requirements(g: Game, attackers: list[int], at: dict[int, TargetRef] | None = None) -> None:
    """CR 508.1c: no restriction broken ("no more than N creatures can attack", "~ can't attack
    alone", 506.5); CR 508.1d: as many requirements ("attacks each combat if able", "attacks this
    turn if able") obeyed as possible (``attack_maximum``)."""
    st = g.state
    board = attack_board(g)
    limit = board.limit
    if len(attackers) > limit:
        raise IllegalAction(msg("no more than {limit} creature(s) can attack each combat", limit=limit), "508.1c")
    if len(attackers) == 1 and attackers[0] in board.alone:
        name = st.objects[attackers[0]].card.name
        raise IllegalAction(
            msg("{name} can't attack alone: another creature must attack too", name=CardName(name)), "506.5", "508.1c"
        )
    must = dict(board.must)
    # CR 508.1d: "attacks that opponent this turn if able" (encore, 702.141a) is obeyed only by
    # attacking that player, not a planeswalker or battle of theirs; so is goad by its controller
    # (701.15b) — when the creature may attack that player for free, not when nothing allows
    # attacking the opponent (508.1c, 508.1d: Blazing Archon); then that requirement counted for nothing
    chosen = at or {}
    bound = [oid for oid in attackers if oid in chosen and oid in board.to_player]
    astray = {oid for oid in bound if st.effects and not at_named_player(g, oid, chosen[oid])}
    astray |= {oid for oid in bound if goad_astray(g, st.objects[oid], chosen[oid])}
    obeyed = sum(len(whys) - (oid in astray) for oid, whys in must.items() if oid in attackers)
    best = board.best
    if obeyed < best:
        missing = join([w for oid, whys in must.items() if oid not in attackers for w in whys], "; ")
        raise IllegalAction(
            msg(
                "this declaration obeys {obeyed} of the {best} attack requirements that can be obeyed: {missing}",
                obeyed=obeyed,
                best=best,
                missing=missing,
            ),
            "508.1d",
        )


def _cant_attack_alone(g: Game, o: GameObject) -> bool:
    return any(isinstance(s, CantAttackOrBlockAlone) and s.attack for s in statics(g, o))


def attack_maximum(weights: dict[int, int], able: int, limit: int, alone: set[int]) -> int:
    """CR 508.1d: the most attack requirements a declaration obeys, when the restrictions are a
    limit on the number of attackers and creatures that can't attack alone (506.5). ``weights``:
    requirements per creature that has any; ``able``: how many creatures could attack. The best
    ``limit`` of them attack, unless that is one creature that can't attack alone: then it
    attacks with company if some other creature can and the limit allows two, or the best
    creature that may attack alone attacks instead."""
    ranked = sorted(weights.items(), key=lambda kv: -kv[1])[:limit]
    best = sum(w for _, w in ranked)
    if len(ranked) != 1 or ranked[0][0] not in alone or (able >= 2 and limit >= 2):
        return best
    return max((w for oid, w in weights.items() if oid not in alone), default=0)


# -- declare blockers (509) ----------------------------------------------------------------------


def could_block_anything(g: Game) -> bool:
    """Whether the defending player has to make a declaration: they control an untapped
    creature (whether or not any block would be legal, the declaration is theirs to make)."""
    st = g.state
    return any(
        is_creature(g, st.objects[i]) and not st.objects[i].tapped and st.objects[i].controller != st.active
        for i in st.battlefield
    )


def block_candidates(g: Game) -> list[tuple[int, int]]:
    """Every blocker–attacker pair that breaks no per-pair restriction (CR 509.1a–b)."""
    return blocking.legal_pairs(g)


def declare_blockers_none(g: Game) -> None:
    declare_blockers(g, DeclareBlockers(()))


def declare_blockers(g: Game, action: DeclareBlockers) -> None:
    """CR 509.1: the whole declaration is judged (509.1b restrictions, 509.1c requirements);
    509.1h: attackers become blocked."""
    st = g.state
    error = blocking.check(g, action.blocks)
    if error is not None:
        raise IllegalAction(error.reason, *error.rules)
    # CR 509.1d: the total cost to block, locked in; 509.1f: paid from the pool, all or nothing
    tax = sum(blocking.block_cost(g, st.objects[b]) for b in {b for b, _ in action.blocks})
    if tax:
        _pay_combat_cost(g, 1 - st.active, tax, "blocking", ("509.1f", "509.1d"))
    parts = []
    for bid, aid in action.blocks:
        b, a = st.objects[bid], st.objects[aid]
        g.set(b, "blocking", (*b.blocking, aid))
        g.set(b, "blocker", True)  # CR 509.1g
        g.set(a, "blockers", (*a.blockers, bid))
        g.set(a, "blocked", True)
        parts.append(msg("{blocker} blocks {attacker}", blocker=CardName(b.label), attacker=CardName(a.label)))
    g.set(st, "combat_declared", True)
    g.set(st, "pending", None)
    g.log(ev.BlockersDeclared("509.1", st.players[1 - st.active].name, join(parts, "; "), tuple(action.blocks)))


# -- combat damage (510) -------------------------------------------------------------------------


def _combatants(g: Game) -> list[GameObject]:
    st = g.state
    return [o for o in (st.objects[i] for i in st.battlefield) if o.attacking is not None or o.blocker]


def any_attackers(g: Game) -> bool:
    st = g.state
    return any(st.objects[i].attacking is not None for i in st.battlefield)


def any_first_strike(g: Game) -> bool:
    """CR 510.4: is there a first-strike combat damage step?"""
    return any(has_keyword(g, o, "first strike") or has_keyword(g, o, "double strike") for o in _combatants(g))


def _deals_in_step(g: Game, o: GameObject, first_strike: bool) -> bool:
    ds = has_keyword(g, o, "double strike")
    if first_strike:
        return ds or has_keyword(g, o, "first strike")
    # CR 510.4: in the second step, creatures that had neither first strike nor double strike
    # as the first step began, and creatures that now have double strike
    return ds or o.id not in g.state.first_strikers


def _lethal(g: Game, source: GameObject, blocker: GameObject, others: int = 0) -> int:
    """CR 510.1c-d, 702.2c: lethal damage, counting damage already marked; with deathtouch 1.
    CR 702.19b: ``others`` is the damage other creatures are being assigned to it this step."""
    left = max(toughness(g, blocker) - blocker.damage - others, 0)
    if has_keyword(g, source, "deathtouch"):
        return min(1, left)
    return left


def assign_default(
    g: Game, o: GameObject, recipients: list[GameObject], amount: int, trample_to: TargetRef | None
) -> list[tuple[TargetRef, int]]:
    """The default division (scenario format): lethal damage to each recipient in the order
    the blocks were declared, the rest to the last one — or, with trample, to the player or
    planeswalker attacked (702.19b)."""
    out: list[tuple[TargetRef, int]] = []
    left = amount
    for i, r in enumerate(recipients):
        last = i == len(recipients) - 1
        share = left if last and trample_to is None else min(_lethal(g, o, r), left)
        if share > 0:
            out.append((ObjectRef(r.id, r.zcc), share))
            left -= share
    if left > 0 and trample_to is not None:
        out.append((trample_to, left))
    return out


@dataclass(frozen=True, slots=True)
class DamageSource:
    """A creature that assigns combat damage this step (CR 510.1): its power, who may receive
    it, and whether its controller has a real choice to make."""

    id: int
    amount: int
    recipients: tuple[TargetRef, ...]  # blockers / blocked attackers, in declaration order
    trample_to: TargetRef | None  # the player or planeswalker a trampler attacks (702.19b)
    choice: bool
    unblocked_to: TargetRef | None = None  # "as though it weren't blocked": what it attacks (510.1b)


def damage_sources(g: Game, first_strike: bool) -> list[DamageSource]:
    st = g.state
    out: list[DamageSource] = []
    for o in _combatants(g):
        if not _deals_in_step(g, o, first_strike):
            continue
        amount = assigned_damage(g, o)  # CR 510.1a: its power (or its toughness, where an ability says so)
        if amount <= 0:
            continue  # CR 510.1a
        if o.attacking is not None:
            target: TargetRef | None = o.attacking
            if isinstance(target, ObjectRef) and still_attacked(g, target) is None:
                target = None  # CR 510.1b, 506.4c: it attacks nothing now (gone, or removed from combat)
            if not o.blocked:
                if target is not None:
                    out.append(DamageSource(o.id, amount, (target,), None, False))  # CR 510.1b
                continue
            blockers = tuple(ObjectRef(b, st.objects[b].zcc) for b in o.blockers)
            trample = has_keyword(g, o, "trample") and target is not None
            unblocked = target if target is not None and _as_though_unblocked(g, o) else None
            if not blockers:
                # CR 510.1c: blocked with no blockers left deals no damage; 702.19d: trample does
                if trample and target is not None:
                    out.append(DamageSource(o.id, amount, (target,), None, False))
                elif unblocked is not None:
                    out.append(DamageSource(o.id, amount, (), None, True, unblocked))
                continue
            choice = len(blockers) > 1 or trample or unblocked is not None
            out.append(DamageSource(o.id, amount, blockers, target if trample else None, choice, unblocked))
        else:
            attackers = tuple(ObjectRef(a, st.objects[a].zcc) for a in o.blocking)
            if attackers:
                out.append(DamageSource(o.id, amount, attackers, None, len(attackers) > 1))  # CR 510.1d
    return out


def _as_though_unblocked(g: Game, o: GameObject) -> bool:
    return any(isinstance(s, AssignsAsThoughUnblocked) for s in statics(g, o))


def default_assignment(g: Game, src: DamageSource) -> tuple[tuple[TargetRef, int], ...]:
    """The scenario format's default division (lethal to each in order, the rest to the last,
    or with trample to the player or planeswalker attacked)."""
    st = g.state
    o = st.objects[src.id]
    if not src.recipients:
        return ()  # CR 510.1c: blocked, with no blockers left (and not assigned as though unblocked)
    if len(src.recipients) == 1 and src.trample_to is None:
        return ((src.recipients[0], src.amount),)
    recipients = [st.objects[r.id] for r in src.recipients if isinstance(r, ObjectRef)]
    return tuple(assign_default(g, o, recipients, src.amount, src.trample_to))


def assignment_error(g: Game, src: DamageSource, split: tuple[tuple[TargetRef, int], ...]) -> str | None:
    """CR 510.1a/c/d, 702.19b: all its damage, only to its recipients; to the player or
    planeswalker only once every blocker is assigned lethal damage. None if the split is legal."""
    problem = assignment_problem(g, src, split)
    return problem[0] if problem is not None else None


def assignment_problem(
    g: Game, src: DamageSource, split: tuple[tuple[TargetRef, int], ...], others: dict[int, int] | None = None
) -> tuple[str, tuple[str, ...]] | None:
    """What is wrong with this division of ``src``'s combat damage, and the most specific rules
    that decide it (510.1c for an attacker, 510.1d for a blocker; 702.19b for trample).
    ``others``: the damage the other creatures are assigned this step, by recipient (702.19b)."""
    st = g.state
    own = "510.1c" if st.objects[src.id].attacking is not None else "510.1d"
    if src.unblocked_to is not None:
        # "as though it weren't blocked": all of it to what it attacks (510.1b), or as blocked
        if all(to == src.unblocked_to and n >= 0 for to, n in split) and sum(n for _, n in split) == src.amount:
            return None
        if not src.recipients and not any(n for _, n in split):
            return None  # CR 510.1c: no blockers left, no combat damage
    total = 0
    for to, n in split:
        if n < 0:
            return msg("damage amounts can't be negative"), (own,)
        if to not in src.recipients and to != src.trample_to:
            return msg("damage can be assigned only to the creatures it is blocking or blocked by"), (own,)
        total += n
    if total != src.amount:
        why = msg("all {amount} damage must be assigned (got {total})", amount=src.amount, total=total)
        return why, ("510.1a", own)
    if src.trample_to is not None:
        over = sum(n for to, n in split if to == src.trample_to)
        if over:
            o = st.objects[src.id]
            for r in src.recipients:
                if not isinstance(r, ObjectRef):
                    continue
                assigned = sum(n for to, n in split if to == r)
                if assigned < _lethal(g, o, st.objects[r.id], (others or {}).get(r.id, 0)):
                    reason = msg("trample: each blocker must be assigned lethal damage before the rest goes on")
                    return reason, ("702.19b", own)
    return None


def combat_damage(g: Game, *, first_strike: bool) -> None:
    """CR 510.1: each player assigns their creatures' combat damage (the active player first);
    CR 510.2: then all of it is dealt simultaneously."""
    st = g.state
    if first_strike:
        g.set(st, "first_strikers", tuple(o.id for o in _combatants(g) if _deals_in_step(g, o, True)))
    g.set(st, "damage_plan", ())
    _ask_or_deal(g, first_strike)


def _ask_or_deal(g: Game, first_strike: bool) -> None:
    st = g.state
    decided = {sid for sid, _ in st.damage_plan}
    for player in (st.active, 1 - st.active):
        needs = [
            s for s in damage_sources(g, first_strike)
            if s.choice and s.id not in decided and st.objects[s.id].controller == player
        ]  # fmt: skip
        if needs:
            g.set(st, "pending", AssignDamageDecision(player, tuple(s.id for s in needs)))
            return
    dealt = _dealt(g, first_strike)
    question = shield_question(g, dealt)  # CR 615.7: which damage a shield prevents
    if question is not None:
        g.set(st, "pending", question)
        return
    deal_combat_damage(g, dealt)  # CR 510.2: dealt simultaneously, one event
    g.set(st, "damage_plan", ())
    g.set(st, "shield_first", ())


def _dealt(g: Game, first_strike: bool) -> list[Dealt]:
    """CR 510.1: the combat damage each creature was assigned this step, as it will be dealt."""
    plan = dict(g.state.damage_plan)
    return [
        (src.id, to, n)
        for src in damage_sources(g, first_strike)
        for to, n in (plan.get(src.id) or default_assignment(g, src))
        if n > 0
    ]


def answer_shield(g: Game, answer: Option) -> None:
    """Answer a prevention shield's question (CR 615.7), then deal the damage or ask the next."""
    first_strike = g.state.step is Step.FIRST_STRIKE_DAMAGE
    choose_shield_first(g, answer, _dealt(g, first_strike))
    _ask_or_deal(g, first_strike)


def assign_damage(g: Game, action: AssignDamage) -> None:
    """Answer an :class:`AssignDamageDecision`: the whole assignment of one player (510.1e)."""
    st = g.state
    dec = st.pending
    first_strike = st.step is Step.FIRST_STRIKE_DAMAGE
    sources = {s.id: s for s in damage_sources(g, first_strike)}
    given = dict(action.assignments)
    plan = list(st.damage_plan)
    assert isinstance(dec, AssignDamageDecision)
    splits = _splits_this_step(g, sources, plan, given)
    for sid in dec.sources:
        src = sources[sid]
        split = given.pop(sid, None) or default_assignment(g, src)
        problem = assignment_problem(g, src, split, _others_to(splits, sid))
        if problem is not None:
            reason, rules = problem
            raise IllegalAction(
                msg("{card}: {reason}", card=CardName(st.objects[sid].label), reason=reason), *rules, "510.1e"
            )
        plan.append((sid, split))
    if given:
        raise IllegalAction(msg("that creature's damage isn't this player's to assign now"), "510.1e")
    g.set(st, "damage_plan", tuple(plan))
    g.set(st, "pending", None)
    _ask_or_deal(g, first_strike)


def _splits_this_step(
    g: Game,
    sources: dict[int, DamageSource],
    plan: list[tuple[int, tuple[tuple[TargetRef, int], ...]]],
    given: dict[int, tuple[tuple[TargetRef, int], ...]],
) -> dict[int, tuple[tuple[TargetRef, int], ...]]:
    """CR 510.1: every creature's division of its combat damage this step — decided, being
    decided now, or the only one it has."""
    out = dict(plan)
    for sid, src in sources.items():
        if sid not in out:
            out[sid] = given.get(sid) or default_assignment(g, src)
    return out


def _others_to(splits: dict[int, tuple[tuple[TargetRef, int], ...]], sid: int) -> dict[int, int]:
    """CR 702.19b: the damage creatures other than ``sid`` are assigned this step, by recipient."""
    out: dict[int, int] = {}
    for other, split in splits.items():
        if other == sid:
            continue
        for to, n in split:
            if isinstance(to, ObjectRef):
                out[to.id] = out.get(to.id, 0) + n
    return out


def remove_all_from_combat(g: Game) -> None:
    """CR 511.3: at the end of the end of combat step, everything is removed from combat."""
    st = g.state
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.attacking is not None:
            g.set(o, "attacking", None)
            g.set(o, "blocked", False)
            g.set(o, "blockers", ())
        if o.blocking or o.blocker:
            g.set(o, "blocking", ())
            g.set(o, "blocker", False)
        if NOT_ATTACKED in o.marks:
            g.set(o, "marks", o.marks - {NOT_ATTACKED})  # CR 506.4: until the combat ends
    g.set(st, "combat_declared", False)
    if st.first_strikers:
        g.set(st, "first_strikers", ())
