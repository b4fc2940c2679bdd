"""Lines that stand for more than one ability, about combat: "Bestow [cost]" (CR 702.103a: an
alternative cost; casting bestowed is :mod:`arbiter.mtg.keywords.bestow`), and "Enchanted creature gets
+4/+1 and blocks each combat if able." (or "… and is goaded.", 701.15b) — a boost (layer 7c) and a
rule for the creature it's attached to (an Aura's requirement, not an ability the creature gains);
"Enchanted permanent loses all abilities and doesn't untap during its controller's untap step." —
the loss (layer 6, CR 613.1f) and a rule for the permanent it's attached to (502.3)."""

from __future__ import annotations

import re

from arbiter.cards.oracle.statics import static_ability
from arbiter.mtg.ir.abilities import Ability, Static
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.ir.statics.attached_characteristics import AttachedCharacteristics
from arbiter.mtg.ir.statics.attack_restrictions import ActivationsForbidden
from arbiter.mtg.ir.statics.combat import IsGoaded
from arbiter.mtg.ir.statics.rules import DoesntUntapItself
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import AttachedGrant, AttachedRestriction

_BOOST_AND_RULE = re.compile(
    r"(Enchanted|Equipped) creature gets ([+-]\d+)/([+-]\d+) and (attacks|blocks|can't|must|is|assigns) (.+)"
)
_RULE_AND_NO_ACTIVATIONS = re.compile(
    r"(Enchanted|Equipped) (creature|permanent|artifact) (doesn't|can't) (.+?)(,?) and its activated abilities "
    r"can't be activated( unless they're mana abilities)?\."
)
_LOSS_AND_RULE = re.compile(r"(Enchanted|Equipped) (creature|permanent) loses all abilities and (doesn't|can't) (.+)")


def combat_lines(line: str) -> list[Ability] | None:
    """The abilities such a line stands for, or None if it isn't one of them."""
    m = re.fullmatch(r"Bestow ((?:\{[^}]+\})+)", line)
    if m:
        cost = ManaCost.parse(m.group(1))
        if cost is None or cost.x or any(o != "S" for o in cost.other):
            return None
        return [AlternativeCost("bestow", cost, line)]
    m = _BOOST_AND_RULE.fullmatch(line)
    if m:
        rule = _attached_rule(f"~ {m.group(4)} {m.group(5)}")
        if rule is None:
            return None
        boost = AttachedGrant(m.group(1), int(m.group(2)), int(m.group(3)))
        restriction = AttachedRestriction(m.group(1), rule, joined=True)
        return [boost, restriction]
    m = _RULE_AND_NO_ACTIVATIONS.fullmatch(line)
    if m:
        return _rule_and_no_activations(m)
    m = _LOSS_AND_RULE.fullmatch(line)
    return _loss_and_rule(m) if m else None


def _attached_rule(said: str) -> Static | None:
    """The second half of such a line, said of ``~`` ("~ blocks each combat if able.", "~ doesn't
    untap during its controller's untap step.", "~ is goaded."): a rule for the permanent the Aura
    or Equipment is attached to, or None — not a static ability, or one about attached permanents
    itself. "Is goaded" is goaded by the Aura's or Equipment's controller (CR 701.15b); "doesn't
    untap" is about its controller's untap step (502.3)."""
    known = {r.text(): r for r in (IsGoaded(), DoesntUntapItself("its controller's"))}
    rule = known.get(said) or static_ability(said, False)
    if not isinstance(rule, Static) or isinstance(rule, AttachedGrant | AttachedRestriction):
        return None
    return rule


def _rule_and_no_activations(m: re.Match[str]) -> list[Ability] | None:
    """ "Enchanted permanent doesn't untap during its controller's untap step and its activated
    abilities can't be activated." / "… can't attack or block, and its activated abilities can't be
    activated unless they're mana abilities." — a rule on the permanent it's attached to (502.3,
    508.1c, 509.1b) and a prohibition on activating its activated abilities (CR 602.5; mana
    abilities spared with "unless", 605.1a)."""
    if static_ability(m.string, True) is not None:
        return None  # (Arrest's line, one rule of its own)
    rule = _attached_rule(f"~ {m.group(3)} {m.group(4)}.")
    if rule is None:
        return None
    holder, noun = m.group(1), m.group(2)
    first = AttachedRestriction(holder, rule, noun)
    second = AttachedRestriction(
        holder, ActivationsForbidden(bool(m.group(6))), noun, joined=True, comma=bool(m.group(5))
    )
    return [first, second] if first.text().removesuffix(".") + second.joined_tail() == m.string else None


def _loss_and_rule(m: re.Match[str]) -> list[Ability] | None:
    """CR 613.1f: the permanent it's attached to loses all abilities (its types, colors and P/T
    stay); the rest of the sentence ("doesn't untap during its controller's untap step", 502.3) is
    a rule on that permanent, which its losing all abilities doesn't end."""
    rule = _attached_rule(f"~ {m.group(3)} {m.group(4)}")
    if rule is None:
        return None
    holder, noun = m.group(1), m.group(2)
    keeps = Animation(None, None, frozenset(), retain="all")
    loss = AttachedCharacteristics(holder, keeps, f"{holder} {noun} loses all abilities.", lose_all=True)
    restriction = AttachedRestriction(holder, rule, noun, joined=True)
    return [loss, restriction] if restriction.text().startswith(m.string.split(" loses")[0]) else None
