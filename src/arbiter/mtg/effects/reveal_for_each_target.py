"""CR 701.20a, 608.2c, 401.4, 120.3: Kaboom! — "Choose any number of target players or planeswalkers.
For each of them, reveal cards from the top of your library until you reveal a nonland card, ~
deals damage equal to that card's mana value to that player or planeswalker, then you put the
revealed cards on the bottom of your library in any order."

For each chosen target in turn, the whole sentence is followed before the next target's: the cards
are revealed one at a time (they stay in the library, 701.20a) until a nonland card; that card's
mana value (202.3; 0 if only lands were revealed or the library ran out, 609.3) is dealt as damage
to that player or planeswalker; then the revealed cards go to the bottom in an order the caster
chooses (401.4) — so the next target's reveal starts from the new top. A target that has become
illegal is skipped: the spell doesn't perform an action on it (608.2b). The questions (the order of
the cards, the order of replacement effects for the damage, 616.1) are asked by
:mod:`arbiter.mtg.paused.reveal_for_each_target`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import N_
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import group_indices
from arbiter.mtg.effects.reveal_until import reveal_until
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.transform import mana_value

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RevealForEachTarget(Effect):
    """The sentence "For each of them, …" after "Choose any number of target players or
    planeswalkers." — ``to``: the group's first target; ``text_``: the sentences as printed."""

    decides = True

    to: Ref
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def legal_targets(o: GameObject, e: RevealForEachTarget, legal: list[bool]) -> tuple[int, ...]:
    """The group's chosen targets still legal as the spell resolves (CR 608.2b), in the order chosen."""
    return tuple(i for i in group_indices(o, e.to.index) if i < len(legal) and legal[i])


def reveal_for(g: Game, o: GameObject, index: int) -> tuple[DealDamage, tuple[tuple[int, int], ...]]:
    """CR 701.20a: the caster reveals until a nonland card; the damage that card's mana value
    makes to the target at ``index`` (202.3; 0 with no nonland card, 609.3), and the revealed
    cards (id, zone-change count) to put on the bottom."""
    st = g.state
    revealed, nonland = reveal_until(g, o.controller, lambda card: CardType.LAND not in card.card.types)
    amount = mana_value(st.objects[nonland]) if nonland is not None else 0
    damage = DealDamage(amount, Ref("target", index))
    return damage, tuple((c, st.objects[c].zcc) for c in revealed)


@handles(RevealForEachTarget)
def _reveal_for_each(g: Game, o: GameObject, e: RevealForEachTarget, legal: list[bool]) -> None:
    """Followed with no question asked (only where no player can be asked — the resolution asks
    through its asker): the cards go to the bottom in the order revealed."""
    from arbiter.mtg import effects
    from arbiter.mtg.enums import Zone
    from arbiter.mtg.zones import move, still_there

    for i in legal_targets(o, e, legal):
        damage, cards = reveal_for(g, o, i)
        effects.perform(g, o, (damage,), legal)
        for card in still_there(g, cards, Zone.LIBRARY):
            move(g, card, Zone.LIBRARY, "401.4", N_("is put on the bottom of its owner's library:"), bottom=True)
