"""A heuristic player for the staged game: it reads only its own view (the cards in play, its
own hand and dealt cards, the declaration with hidden targets as ``None``) and the public card
definitions, scores each legal action by what it would likely do to the board, and takes the
best one — passing when nothing listed helps.

What it weighs (our heuristics, not rules): a recruit by what the card brings per crystal; a
declaration by the damage it expects to deal to enemy cards (an attack's expected strike from
the strike table), with a bonus for a card it would destroy and a penalty for hitting its
own; a response (512.5.4 blocks, 512.5.5 redirects and defenders, withdrawals) when the
declaration threatens its own cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arbiter.core.rng import Rng
from arbiter.staged.actions import Action, Declare, Deploy, Form, Pass, Play, Recruit
from arbiter.staged.cards import EXAMPLES, Ability, CardDef, Feature
from arbiter.staged.rules import DEFAULT_RULES, StrikeTable
from arbiter.staged.state import Pending
from arbiter.staged.view import CardView, StagedView


def expected_strike(strikes: tuple[int, int, int], table: StrikeTable) -> float:
    """The damage an attack decided by the strike table deals on average (one die roll, 1–6)."""
    by_name = {"miss": 0, "weak": strikes[0], "medium": strikes[1], "strong": strikes[2]}
    return sum(by_name[r] for r in table.results) / len(table.results)


class HeuristicPlayer:
    """Scores the legal actions from its view (see the module docstring); ties go to the first
    listed, so the player is deterministic for a given view."""

    name = "heuristic"

    def __init__(self, seed: int = 0, catalog: Mapping[str, CardDef] | None = None) -> None:
        self.rng = Rng(seed)
        self.catalog = EXAMPLES if catalog is None else catalog
        self.table = DEFAULT_RULES.strike_table

    def decide(self, view: StagedView, pending: Pending, legal: Sequence[Action]) -> Action:
        cards = {c.id: c for c in view.cards}
        best: Action | None = None
        best_score = 0.0  # passing scores 0: an action is taken only when it's expected to help
        for action in legal:
            score = self._score(view, cards, action)
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        return next((a for a in legal if isinstance(a, Pass)), legal[0])

    # -- scoring ---------------------------------------------------------------------------

    def _score(self, view: StagedView, cards: Mapping[int, CardView], action: Action) -> float:
        if isinstance(action, Recruit):
            defn = self._defn(cards.get(action.card))
            return 0.0 if defn is None else 1.0 + self.value(defn) / max(1, defn.crystals)
        if isinstance(action, Deploy):  # a card back from the hand: what it brings, for its price
            defn = self._defn(cards.get(action.card))
            return 0.0 if defn is None else 0.5 + self.value(defn) / max(1, defn.crystals) / 2
        if isinstance(action, Declare):
            return self._declare(view, cards, action)
        if isinstance(action, Form):
            return sum(self._hit(view, cards, t, 1.0) for t in action.targets)
        if isinstance(action, Play):
            return self._respond(view, cards, action)
        return 0.0

    def value(self, defn: CardDef) -> float:
        """What a card brings to a squad: its health and the damage its features can deal."""
        damage = sum(self._ability_damage(defn, a) for f in defn.features if f.role == "declare" for a in f.abilities)
        responses = sum(1.5 for f in defn.features if f.role in ("block feature", "block action", "redirect",
                                                                   "defender", "withdraw"))  # fmt: skip
        energy = sum(f.energy for f in defn.features if f.role == "trigger")
        return defn.health / 2 + 2 * damage + responses + energy

    def _ability_damage(self, defn: CardDef, ability: Ability) -> float:
        if ability.kind == "attack" and ability.strike_table:
            return expected_strike(defn.strikes, self.table)
        return float(ability.damage * max(1, ability.targets))

    def _declare(self, view: StagedView, cards: Mapping[int, CardView], action: Declare) -> float:
        source = cards.get(action.source)
        defn = self._defn(source)
        feature = defn.feature(action.feature) if defn is not None else None
        if source is None or defn is None or feature is None or not feature.abilities:
            return 0.0
        first = feature.abilities[0]
        score = -0.3 * feature.cost  # energy spent (it comes back each turn)
        if first.targets == 0:
            healed = min(first.heal, source.damage)
            score += healed * 0.8
        damage = self._ability_damage(defn, first) / max(1, first.targets)
        for t in action.targets:
            score += self._hit(view, cards, t, damage)
        # the later abilities of a composite feature: their damage, targets still to be formed
        score += sum(0.7 * self._ability_damage(defn, a) for a in feature.abilities[1:])
        return score

    def _hit(self, view: StagedView, cards: Mapping[int, CardView], target: int, damage: float) -> float:
        """What dealing ``damage`` to ``target`` is worth: good on an enemy card (more if it would
        be destroyed), bad on one's own."""
        card = cards.get(target)
        defn = self._defn(card)
        if card is None or defn is None:
            return 0.5 * damage
        left = defn.health - card.damage
        worth = damage + (2.0 + self.value(defn) / 3 if damage >= left else 0.0)
        return worth if card.owner != view.player else -worth

    def _threatened(self, view: StagedView, cards: Mapping[int, CardView]) -> list[CardView]:
        """Its own cards the declaration targets (a hidden target may be one of them)."""
        mine = [cards[t] for t in view.targets if t is not None and t in cards and cards[t].owner == view.player]
        if any(t is None for t in view.targets):
            mine.extend(c for c in cards.values() if c.owner == view.player and c.zone == "field")
        return mine

    def _respond(self, view: StagedView, cards: Mapping[int, CardView], action: Play) -> float:
        source = cards.get(action.source)
        defn = self._defn(source)
        feature: Feature | None = defn.feature(action.feature) if defn is not None else None
        if feature is None or view.declaring is None:
            return 0.0
        enemy_turn = view.active != view.player
        threatened = self._threatened(view, cards) if enemy_turn else []
        cost = 0.3 * feature.cost
        if feature.role in ("block feature", "block action"):
            return (2.0 if threatened else 0.5 if enemy_turn else -1.0) - cost
        if feature.role == "redirect" and action.new_target is not None:
            return (self._hit(view, cards, action.new_target, 1.0) + 1.0 if threatened else -1.0) - cost
        if feature.role == "defender" and source is not None and defn is not None:
            weakest = min((self._left(c) for c in threatened), default=None)
            return (1.0 if weakest is not None and defn.health - source.damage > weakest else -1.0) - cost
        if feature.role == "withdraw" and source is not None:
            return (1.0 if source in threatened and self._left(source) <= 2 else -1.0) - cost
        return -cost

    def _left(self, card: CardView) -> int:
        defn = self._defn(card)
        return 0 if defn is None else defn.health - card.damage

    def _defn(self, card: CardView | None) -> CardDef | None:
        return None if card is None else self.catalog.get(card.name)
