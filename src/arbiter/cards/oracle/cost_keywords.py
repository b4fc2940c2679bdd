"""Keyword lines of costs and alternative casting (CR 702): ninjutsu (702.49), overload (702.96),
emerge (702.119) and awaken (702.113) — each compiles into the abilities its rule says it means and renders as the
keyword, so the text round-trips. Overload and awaken change the spell's instructions when their
cost is paid; ``with_spell_variants`` compiles those instructions once the whole text is read."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.mtg.costs.emerge import emerge_cost
from arbiter.mtg.costs.ninjutsu import NINJUTSU_RETURN
from arbiter.mtg.costs.parts import PayMana
from arbiter.mtg.costs.reveal_or_pay import RevealOrPay, SacrificeOrPay
from arbiter.mtg.effects.becoming import Becomes
from arbiter.mtg.effects.combat import CantBeBlockedThisTurn
from arbiter.mtg.effects.combat_requirements import CombatThisTurnIfAble
from arbiter.mtg.effects.continuous import ModifyPT
from arbiter.mtg.effects.cost_keywords import AwakenLand, NinjutsuEnters
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.group_moves import ReturnAllToHand
from arbiter.mtg.effects.returns import ReturnToHand
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.effects.zones import Destroy
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, SpellAbility
from arbiter.mtg.ir.effect import And, Effect
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref, TargetSpec
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.ir.spell_variants import AWAKEN, OVERLOAD, SpellVariant
from arbiter.mtg.ir.statics.rules import AdditionalCost
from arbiter.mtg.keywords.disguise import Disguise
from arbiter.mtg.keywords.fuse import Fuse
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import PutCounters, Unsupported
from arbiter.mtg.objects.creature_types import CREATURE_TYPES

_MANA = r"((?:\{[^}]+\})+)"
_REVEAL_OR_PAY = (
    r"As an additional cost to cast ~, (reveal|behold) an? ([A-Z][a-z]+)(?: card from your hand)? or pay (\{\d+\})\."
)
_LAND_YOU_CONTROL = TargetSpec(
    "land you control", Filter("land you control", frozenset({CardType.LAND}), controller="you", zone=Zone.BATTLEFIELD)
)


def cost_keyword(line: str) -> list[Ability] | None:
    """The abilities ``line`` stands for, or None if it isn't one of these keywords."""
    m = re.fullmatch(rf"Emerge (?:from (\w+) )?{_MANA}", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is None or cost.x or cost.other:
            return None
        emerge = emerge_cost(line, cost, m.group(1) or "")  # CR 702.119a-b
        return None if emerge is None else [emerge]
    m = re.fullmatch(_REVEAL_OR_PAY, line)
    if m and m.group(2) in CREATURE_TYPES and (m.group(1) == "behold") == ("card from" not in line):
        cost = ManaCost.parse(m.group(3))
        kind = Filter(m.group(2), subtypes=frozenset({m.group(2)}), zone=Zone.HAND)
        # CR 601.2b, 601.2f; behold: 701.4a (a card from the hand, or a permanent you control)
        return None if cost is None else [AdditionalCost(RevealOrPay(kind, cost, m.group(1) == "behold"))]
    m = re.fullmatch(r"As an additional cost to cast ~, sacrifice a creature or pay ((?:\{[^}]+\})+)\.", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is None or cost.x or cost.other:
            return None
        creature = Filter("a creature", frozenset({CardType.CREATURE}), controller="you", zone=Zone.BATTLEFIELD)
        return [AdditionalCost(SacrificeOrPay(creature, cost))]  # CR 601.2b, 601.2f–h
    if line == "Fuse":
        return [Fuse()]  # CR 702.102a (casting both halves: arbiter.mtg.keywords.fuse)
    m = re.fullmatch(rf"Disguise {_MANA}", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        # hybrid symbols are paid like a spell's (CR 107.4e); Phyrexian ones would need life (107.4f)
        if cost is None or cost.x or any("P" in sym for sym in cost.other):
            return None
        return [Disguise(cost)]  # CR 702.168a (face down with ward {2}, 702.168b)
    m = re.fullmatch(rf"Awaken (\d+)\u2014{_MANA}", line)
    if m:
        cost = ManaCost.parse(m.group(2))
        if cost is None or cost.x or cost.other:
            return None
        return [SpellVariant(AWAKEN, cost, line, awaken=int(m.group(1)))]  # CR 702.113a
    m = re.fullmatch(rf"(Ninjutsu|Overload) {_MANA}", line)
    if m is None:
        return None
    cost = ManaCost.parse(m.group(2))
    if cost is None or cost.x or cost.other:
        return None
    if m.group(1) == "Ninjutsu":
        # CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking
        # creature you control to its owner's hand: Put this card onto the battlefield from your
        # hand tapped and attacking." (the card is public information to the engine's players)
        costs = (PayMana(cost), NINJUTSU_RETURN)
        return [ActivatedAbility(costs, (NinjutsuEnters(),), from_hand=True, keyword_text=line)]
    return [SpellVariant(OVERLOAD, cost, line)]  # CR 702.96a (its instructions: with_spell_variants)


def with_spell_variants(text: str, abilities: list[Ability]) -> list[Ability]:
    """Fill in the instructions of each overload / awaken variant from the spell's text; a variant
    whose instructions can't be compiled becomes unsupported."""
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, SpellVariant) and a.spell is None:
            spell = _overloaded(text, abilities) if a.name == OVERLOAD else _awakened(a.awaken, abilities)
            out.append(Unsupported(a.text_) if spell is None else replace(a, spell=spell))
        else:
            out.append(a)
    return out


def _printed_spell(abilities: list[Ability]) -> SpellAbility | None:
    spells = [a for a in abilities if isinstance(a, SpellAbility)]
    if len(spells) != 1 or spells[0].modes or any(isinstance(a, Unsupported) for a in abilities):
        return None
    return spells[0]


def _awakened(n: int, abilities: list[Ability]) -> SpellAbility | None:
    """CR 702.113a: the spell's instructions and then "put N +1/+1 counters on target land you
    control. That land becomes a 0/0 Elemental creature with haste. It's still a land." — a
    target chosen only when the awaken cost is paid (702.113b)."""
    spell = _printed_spell(abilities)
    if spell is None:
        return None
    land = Ref("target", len(spell.targets))
    awaken: tuple[Effect, ...] = (PutCounters("+1/+1", n, land), AwakenLand(land))
    return replace(spell, effects=(*spell.effects, *awaken), targets=(*spell.targets, _LAND_YOU_CONTROL))


def _overloaded(text: str, abilities: list[Ability]) -> SpellAbility | None:
    """CR 702.96a, b: the spell's text with every word "target" replaced by "each" — compiled as
    written, or, where the grammar has no "each" form of the instruction, each targeted object of
    a verb that acts on a group the same way (destroy, tap, damage, P/T changes) read as every
    object the target's description fits (with no targets, 702.96b; a permanent returned to its
    owner's hand: all of them at once, as "Return all …" does)."""
    from arbiter.cards.oracle.lines import spell_abilities

    body = "\n".join(line for line in text.split("\n") if not line.startswith("Overload "))
    changed = re.sub(r"\btarget\b", "each", re.sub(r"\bTarget\b", "Each", body))
    compiled = spell_abilities(changed)
    spells = [a for a in compiled if isinstance(a, SpellAbility)]
    if len(spells) == 1 and not spells[0].targets and not any(isinstance(a, Unsupported) for a in compiled):
        return spells[0]
    spell = _printed_spell(abilities)
    if spell is None:
        return None
    effects = tuple(_each_for_target(e, spell.targets) for e in spell.effects)
    if any(e is None for e in effects):
        return None
    return replace(spell, effects=tuple(e for e in effects if e is not None), targets=())


# their handlers act on every object a selector finds (611.2c: the group as the effect begins)
_GROUP_VERBS = (Destroy, Tap, DealDamage, ModifyPT, Becomes, CombatThisTurnIfAble, CantBeBlockedThisTurn)


def _each_for_target(e: Effect, specs: tuple[TargetSpec, ...]) -> Effect | None:
    """``e`` with its target replaced by "each <the target's noun>", or None if it can't be; an
    instruction joined to it by "and" about the same object ("… gets -2/-0 until end of turn and
    attacks this turn if able") acts on the same group (CR 702.96a)."""
    if isinstance(e, And) and e.same_subject:
        inner = _each_for_target(e.effect, specs)
        return None if inner is None else replace(e, effect=inner)
    if not isinstance(e, (*_GROUP_VERBS, ReturnToHand)) or not isinstance(e.to, Ref):
        return None
    if e.to.kind != "target" and not (e.to.kind == "it" and isinstance(e, _GROUP_VERBS[-2:])):
        return None
    if isinstance(e, DealDamage) and e.subject != "~":
        return None
    spec = specs[e.to.index] if e.to.index < len(specs) else None
    if spec is None or spec.what is None or spec.players or spec.optional or len(specs) != 1:
        return None
    each = Each((spec.what,), combat=spec.combat, noun=spec.noun)
    if isinstance(e, ReturnToHand):  # "Return each nonland permanent you don't control to its owner's hand."
        if spec.what.zone not in (None, Zone.BATTLEFIELD):
            return None
        return ReturnAllToHand(each, f"Return each {spec.noun} to its owner's hand.")
    if isinstance(e, ModifyPT):
        return replace(e, to=each, text_=f"Each {spec.noun} gets {e.power:+d}/{e.toughness:+d}")  # (for the log)
    if isinstance(e, Becomes):
        return replace(
            e, to=each, text_=re.sub(r"\b([Tt])arget\b", lambda m: "Each" if m[1] == "T" else "each", e.text_)
        )
    return replace(e, to=each)
