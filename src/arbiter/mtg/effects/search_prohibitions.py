"""Who can't search libraries (CR 701.23, 101.2): a permanent's "Players can't search libraries."
(Mindlock Orb) or "Your opponents can't search libraries." (Stranglehold), and a resolved "Players
can't search libraries this turn." (Shadow of Doubt: a rule for the rest of the turn, 611.2a, 611.2c);
and how much of a library a search sees — Aven Mindcensor's "the top four cards" (614.1a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.this_turn import TurnRule, rules_this_turn
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.library_search import CantSearchLibraries, SearchTopCardsInstead
from arbiter.mtg.layers import current_statics
from arbiter.mtg.state import NO_OBJECT, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CantSearchThisTurn(Effect):
    """ "Players can't search libraries this turn." (CR 611.2a: until the cleanup step, 514.2)."""

    rule: CantSearchLibraries

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.rule.text().removesuffix(".") + " this turn."


@handles(CantSearchThisTurn)
def _cant_search_this_turn(g: Game, o: GameObject, e: CantSearchThisTurn, legal: list[bool]) -> None:
    change = TurnRule(o.controller, e.rule)
    g.set(g.state, "effects", (*g.state.effects, TurnEffect(NO_OBJECT, 0, change, g.next_timestamp())))
    g.log(ev.EffectCreated("611.2a", f"{o.label}:", msg("players can't search libraries this turn")))


def _applies(rule: CantSearchLibraries, controller: int, player: int) -> bool:
    return rule.who == "players" or controller != player


def search_forbidden_by(g: Game, player: int) -> str | None:
    """CR 101.2: the name of what says ``player`` can't search libraries now, or None."""
    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        for s in current_statics(g, src):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, CantSearchLibraries) and _applies(s, src.controller, player):
                return src.card.name
    for rule in rules_this_turn(g):
        if isinstance(rule.rule, CantSearchLibraries) and _applies(rule.rule, rule.controller, player):
            return "a resolved effect"
    return None


def cant_search(g: Game, player: int) -> bool:
    """CR 701.23, 101.2: ``player`` can't search libraries; the fact is logged (the instruction's
    search finds nothing)."""
    source = search_forbidden_by(g, player)
    if source is None:
        return False
    name = g.state.players[player].name
    g.log(ev.EffectCreated("101.2", name, msg("can't search libraries ({source})", source=CardName(source))))
    return True


def searched_part(g: Game, player: int, library: tuple[int, ...]) -> tuple[int, ...]:
    """CR 614.1a: the cards of ``library`` that ``player``'s search sees — the top N when an
    opponent's Aven Mindcensor replaces the search (with several, the fewest: each one's
    replacement applies in turn, 616.1), else all of it."""
    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.controller == player:
            continue
        for s in current_statics(g, src):
            if isinstance(s, SearchTopCardsInstead):
                library = library[: s.count]
    return library
