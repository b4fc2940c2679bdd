"""Mana with a restriction on how it can be spent (CR 106.6: "Some spells or abilities that produce
mana restrict how that mana can be spent"): "Add one mana of any color. Spend this mana only to
cast a creature spell.", "Spend this mana only to cast artifact spells or activate abilities of
artifacts.", "Spend this mana only to activate abilities."

Such mana is kept apart from the rest of the pool (``Player.restricted``: the amounts and the
restriction of each mana ability's mana), so that nothing but a payment it is allowed for can
spend it: when a spell is cast or an ability activated (601.2h, 602.2b), the restricted mana whose
restriction allows it joins the pool for that payment, and is spent before the rest (both are the
same mana for that payment, so the choice never matters to it, and keeping unrestricted mana keeps
more options). It empties from the pool as any mana does (106.4)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.mana.pool import ManaCost, add, can_pay, pay

if TYPE_CHECKING:
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """What restricted mana may pay for (CR 106.6): casting a spell ``spells`` describes, or
    activating an ability of a source ``sources`` describes (``any_ability``: of any source).
    ``text``: the printed words after "Spend this mana only ". ``forbidden``: "This mana can't be
    spent to cast a nonartifact spell." (the Powerstone's, CR 111.10h) — the mana may pay for
    anything but casting a spell ``forbidden`` describes; ``text`` is then the words after "This
    mana can't be spent "."""

    text: str
    spells: Filter | None = None
    sources: Filter | None = None
    any_ability: bool = False
    forbidden: Filter | None = None
    # "to cast a creature spell of the chosen type": ``spells`` gets the type its source chose
    # (614.12) as the mana is made (:func:`for_source`)
    chosen_type: bool = False
    # "…, and that spell can't be countered" (Cavern of Souls): a spell it pays for is marked so
    uncounterable: bool = False


UNCOUNTERABLE = "can't be countered"
"""The mark of a spell cast with mana whose restriction says "that spell can't be countered"."""


def for_source(g: Game, r: SpendRestriction | None, source: GameObject) -> SpendRestriction | None:
    """CR 106.6: the restriction of mana ``source`` makes now — "a creature spell of the chosen type"
    names the creature type the source chose as it entered (614.12); none chosen, no spell."""
    if r is None or not r.chosen_type:
        return r
    from arbiter.mtg.enums import ChoiceKey
    from arbiter.mtg.objects.chosen import chosen_for

    kind = chosen_for(g, source.id, ChoiceKey.CREATURE_TYPE)
    spells = replace(r.spells, subtypes=frozenset({kind})) if isinstance(kind, str) and r.spells else None
    return replace(r, spells=spells, chosen_type=False)


@dataclass(frozen=True, slots=True)
class SpendOnly(Effect):
    """ "Spend this mana only …" after a mana ability's instruction that adds mana (CR 106.6): the
    mana that ability adds is restricted; the sentence itself does nothing as it resolves."""

    restriction: SpendRestriction

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.restriction.forbidden is not None:
            return f"This mana can't be spent {self.restriction.text}."
        return f"Spend this mana only {self.restriction.text}."


@handles(SpendOnly)
def _spend_only(g: Game, o: GameObject, e: SpendOnly, legal: list[bool]) -> None:
    """(The mana ability that adds the mana restricts it: :func:`restrict`.)"""


RestrictedMana = tuple[tuple[int, ...], SpendRestriction]  # (amounts in W U B R G C order, restriction)


def restriction_of(effects: tuple[Effect, ...]) -> SpendRestriction | None:
    """The spending restriction of a mana ability's mana, if its text has one."""
    for e in effects:
        if isinstance(e, SpendOnly):
            return e.restriction
    return None


def restrict(g: Game, player: int, produced: tuple[int, ...], restriction: SpendRestriction) -> None:
    """CR 106.6: the mana just added to ``player``'s pool (``produced``) may be spent only as
    ``restriction`` says: it moves from the pool to the player's restricted mana."""
    p = g.state.players[player]
    if not any(produced) or any(have < n for have, n in zip(p.pool, produced, strict=False)):
        return  # (nothing was added, or it was spent meanwhile)
    g.set(p, "pool", pay(p.pool, _plain_cost(list(produced[:6]))))
    g.set(p, "restricted", (*p.restricted, (tuple(produced[:6]), restriction)))


def allows(g: Game, r: SpendRestriction, player: int, paying: GameObject | None, kind: str) -> bool:
    """Does ``r`` allow spending the mana on ``paying`` — a spell being cast (``kind`` "spell")
    or an ability being activated (``kind`` "ability": ``paying`` is its source), or any other
    payment (``paying`` None: a special action's cost, a combat cost)?"""
    if r.forbidden is not None:  # CR 106.6: only casting the spells it names is forbidden
        return kind != "spell" or (paying is not None and not fits(g, r.forbidden, paying, player))
    if paying is None:
        return False
    if kind == "spell":
        return r.spells is not None and fits(g, r.spells, paying, player)
    if kind == "ability":
        return r.any_ability or (r.sources is not None and fits(g, r.sources, paying, player))
    return False


def spendable(g: Game, player: int, paying: GameObject | None, kind: str) -> tuple[int, ...]:
    """The player's pool plus the restricted mana that may pay for ``paying`` now."""
    p = g.state.players[player]
    pool = p.pool
    if not p.restricted:
        return pool
    for amounts, r in p.restricted:
        if allows(g, r, player, paying, kind):
            pool = add(pool, amounts)
    return pool


def can_spend(g: Game, player: int, cost: ManaCost, paying: GameObject | None, kind: str) -> bool:
    """Whether the pool, with the restricted mana allowed for ``paying``, can pay ``cost``."""
    return can_pay(spendable(g, player, paying, kind), cost)


def held_back(g: Game, player: int, cost: ManaCost, paying: GameObject | None, kind: str) -> bool:
    """CR 106.6: the pool can't pay ``cost`` only because some of its mana may not be spent on
    ``paying`` (Mishra's Workshop's mana for an equip cost) — the refusal cites the restriction."""
    p = g.state.players[player]
    if not p.restricted or can_spend(g, player, cost, paying, kind):
        return False
    pool = p.pool
    for amounts, _r in p.restricted:
        pool = add(pool, amounts)
    return can_pay(pool, cost)


def spend(g: Game, player: int, cost: ManaCost, paying: GameObject | None, kind: str) -> None:
    """Pay ``cost`` (payable: :func:`can_spend`) from the pool and the restricted mana allowed for
    ``paying``, the restricted mana first (CR 106.6, 601.2h)."""
    p = g.state.players[player]
    if not p.restricted:
        g.set(p, "pool", pay(p.pool, cost))
        return
    merged = spendable(g, player, paying, kind)
    spent = [a - b for a, b in zip(merged[:6], pay(merged, cost)[:6], strict=True)]
    kept: list[RestrictedMana] = []
    uncounterable = False
    for amounts, r in p.restricted:
        if not allows(g, r, player, paying, kind):
            kept.append((amounts, r))
            continue
        left = []
        for i, n in enumerate(amounts):
            used = min(n, spent[i])
            spent[i] -= used
            left.append(n - used)
        uncounterable = uncounterable or (r.uncounterable and left != list(amounts))
        if any(left):
            kept.append((tuple(left), r))
    g.set(p, "restricted", tuple(kept))
    if uncounterable and kind == "spell" and paying is not None:  # "… and that spell can't be countered"
        g.set(paying, "marks", paying.marks | {UNCOUNTERABLE})
    g.set(p, "pool", pay(p.pool, _plain_cost(spent)))


def _plain_cost(spent: list[int]) -> ManaCost:
    """The mana still to take from the unrestricted pool, kind by kind (each kind as a symbol)."""
    return ManaCost(0, tuple(spent), 0, (), "")


def paying_for(g: Game, progress: CastProgress | None) -> tuple[GameObject | None, str]:
    """What the cost in progress is paid for, as :func:`allows` reads it: the spell being cast
    ("spell"), or the source of the ability being activated ("ability"); (None, "") otherwise."""
    if progress is None:
        return None, ""
    obj = g.state.objects.get(progress.obj)
    if obj is None:
        return None, ""
    if progress.kind == "spell":
        return obj, "spell"
    if progress.kind == "mana ability":
        return obj, "ability"  # (the mana ability's source itself)
    if progress.kind == "ability" and obj.source is not None:
        return g.state.objects.get(obj.source), "ability"
    return None, ""
