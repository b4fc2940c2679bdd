"""Cost changes of a permanent for the spells that target something (CR 601.2f): "Spells your
opponents cast that target ~ cost {2} more to cast." (Boreal Elemental), "Spells you cast that
target a creature cost {2} less to cast." (Killian, Ink Duelist). The targets are chosen (601.2c)
before the total cost is determined (601.2f), so the change applies once one of the chosen
targets is the permanent (or fits the noun) — once per spell, however many of its targets do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg.costs.target_changes import reduced
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.layers import current_statics
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from collections.abc import Iterable

    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.state import GameObject, TargetRef

_WHOSE = {"": "", "you": " you cast", "opponent": " your opponents cast"}


@dataclass(frozen=True, slots=True)
class TargetingSpellsCostChange(Static):
    """ "Spells [you cast | your opponents cast] that target <~ | a noun> cost {N} more/less to
    cast.": ``amount`` positive for an increase; ``what`` None for the permanent itself ("~"),
    else what a chosen target must fit (read for the permanent's controller, 109.5)."""

    affects_others = True

    amount: int
    whose: str = ""  # "", "you", "opponent"
    what: Filter | None = None
    noun: str = "~"  # as printed: "~", "a creature", "a creature or planeswalker you control"

    def text(self) -> str:
        more = "more" if self.amount > 0 else "less"
        return f"Spells{_WHOSE[self.whose]} that target {self.noun} cost {{{abs(self.amount)}}} {more} to cast."

    def applies(self, g: Game, source: GameObject, caster: int, chosen: list[GameObject]) -> bool:
        """Is a spell cast by ``caster`` with the ``chosen`` target objects one this changes?"""
        controller = source.controller
        if (self.whose == "you" and caster != controller) or (self.whose == "opponent" and caster == controller):
            return False
        if self.what is None:
            return any(o.id == source.id for o in chosen)
        return any(fits(g, self.what, o, controller, source.id) for o in chosen)


def has_targeting_changes(g: Game) -> bool:
    """Is there a permanent whose ability changes what targeting spells cost (a quick test)?"""
    st = g.state
    return bool(st.grant_sources) and any(
        isinstance(s, TargetingSpellsCostChange) for sid in st.grant_sources for s in st.objects[sid].card.statics
    )


def with_targeting_changes(
    g: Game, spell: GameObject, player: int, targets: Iterable[TargetRef | None], cost: ManaCost
) -> ManaCost:
    """CR 601.2f: the total cost plus the increases, less the reductions, of the permanents whose
    abilities a spell with these chosen ``targets`` meets (118.7: generic, never below {0})."""
    st = g.state
    chosen = [st.objects[t.id] for t in targets if isinstance(t, ObjectRef) and t.id in st.objects]
    more = less = 0
    for sid in st.grant_sources:
        source = st.objects[sid]
        for s in current_statics(g, source):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, TargetingSpellsCostChange) and s.applies(g, source, player, chosen):
                more, less = more + max(s.amount, 0), less + max(-s.amount, 0)
                g.log(ev.EffectCreated("601.2f", spell.label, msg("total cost changed by {card}: {text}",
                      card=Quoted(source.card.name), text=Quoted(s.text()))))  # fmt: skip
    if more:
        cost = ManaCost(cost.generic + more, cost.colored, cost.x, cost.other, _generic_text(cost, cost.generic + more))
    return reduced(cost, less) if less else cost


def _generic_text(cost: ManaCost, generic: int) -> str:
    """The text of ``cost`` with ``generic`` generic mana."""
    text = "{X}" * cost.x + (f"{{{generic}}}" if generic else "")
    text += "".join(f"{{{c}}}" * n for c, n in zip("WUBRGC", cost.colored, strict=True))
    return text + "".join(f"{{{o}}}" for o in cost.other)


def cheapest_targeting(g: Game, card: CardDef, oid: int, player: int, cost: ManaCost) -> ManaCost:
    """The legal-action listing's estimate (CR 601.2c, 601.2f): the reductions a cast of ``card``
    could get from a target some target word of it could choose; increases aren't estimated."""
    from arbiter.mtg import targets as tg

    spell = card.spell
    if spell is None:
        return cost
    st = g.state
    specs = [*spell.targets, *(t for m in spell.modes for t in m.targets)]
    options = [st.objects[t.id] for spec in specs for t in tg.options(g, spec, player, oid) if isinstance(t, ObjectRef)]
    less = 0
    for sid in st.grant_sources:
        source = st.objects[sid]
        for s in current_statics(g, source):
            if isinstance(s, TargetingSpellsCostChange) and s.amount < 0 and s.applies(g, source, player, options):
                less -= s.amount
    return reduced(cost, less) if less else cost
