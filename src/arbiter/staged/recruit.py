"""Decks and recruitment: how a staged game begins.

From the game's public basic rules: a deck holds 30 to 50 cards, at most 3 copies of a card, and
for each battle 15 random cards of it are dealt to its owner, who recruits a squad from them by
spending crystals (rules 100 and 302). The number of crystals is our default
(``RulesConfig.crystals``). The first player recruits first, then the second; the cards recruited
enter play open; the rest are shuffled back into the deck when both squads are complete
(the game's basic rules); nothing is drawn from the deck during the battle.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from arbiter.core.rng import below
from arbiter.staged import rules as R
from arbiter.staged.actions import Action, Pass, Recruit
from arbiter.staged.cards import CardDef
from arbiter.staged.listing import RECRUITING
from arbiter.staged.messages import refuse
from arbiter.staged.state import Priority

if TYPE_CHECKING:
    from arbiter.staged.game import StagedGame


class StagedDeckError(ValueError):
    """A deck that breaks the deck rules or names an unknown card; the message names the line."""


def read_deck(text: str, cards: Mapping[str, CardDef], config: R.RulesConfig = R.DEFAULT_RULES) -> list[CardDef]:
    """The cards of a deck written one entry a line ("3 Example Raider"; a count is optional;
    blank lines and ``#`` comments are skipped), checked against the deck rules."""
    folded = {name.casefold(): card for name, card in cards.items()}
    out: list[CardDef] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        count_text, _, rest = line.partition(" ")
        count, name = (int(count_text), rest.strip()) if count_text.isdigit() and rest.strip() else (1, line)
        card = folded.get(name.casefold())
        if card is None:
            raise StagedDeckError(f"line {number}: unknown card {name!r}")
        if count < 1:
            raise StagedDeckError(f"line {number}: a count must be 1 or more")
        out += [card] * count
    check_deck(out, config)
    return out


def check_deck(deck: Sequence[CardDef], config: R.RulesConfig = R.DEFAULT_RULES) -> None:
    """Rule 100: 30 to 50 cards, at most 3 copies of one card."""
    if not config.deck_min <= len(deck) <= config.deck_max:
        raise StagedDeckError(
            f"a deck holds {config.deck_min} to {config.deck_max} cards, this one {len(deck)} (rule {R.DECK})"
        )
    for name, n in sorted(Counter(c.name for c in deck).items()):
        if n > config.max_copies:
            raise StagedDeckError(f"at most {config.max_copies} copies of a card, {n} of {name} (rule {R.DECK})")


def begin(game: StagedGame, decks: tuple[Sequence[CardDef], Sequence[CardDef]]) -> None:
    """Shuffle each deck with the game's random state, deal 15 cards to each player and give the
    first player the decision to recruit (rule 302)."""
    st = game.state
    for owner, deck in enumerate(decks):
        check_deck(deck, st.config)
        order = list(deck)
        for i in range(len(order) - 1, 0, -1):  # Fisher–Yates on the game's own generator
            rng, j = below(st.rng, i + 1)
            game.set(st, "rng", rng)
            order[i], order[j] = order[j], order[i]
        for k, card in enumerate(order):
            game.add_card(card, owner, "dealt" if k < st.config.dealt else "deck")
        game.set(st.players[owner], "crystals", st.config.crystals)
        dealt = min(len(order), st.config.dealt)
        game.note(R.RECRUIT, "{player} is dealt {n} cards and has {crystals} crystals to recruit a squad",
                  player=st.players[owner].name, n=dealt, crystals=st.config.crystals)  # fmt: skip
    game.set(st, "pending", Priority(st.active, RECRUITING))


def options(game: StagedGame) -> list[Action]:
    """While recruiting: every dealt card the player can pay for, and pass (the squad is done)."""
    st = game.state
    pending = st.pending
    assert isinstance(pending, Priority)
    who = st.players[pending.player]
    out: list[Action] = [Pass()]
    for card in st.cards.values():
        if card.owner == who.index and card.zone == "dealt" and card.defn.crystals <= who.crystals:
            out.append(Recruit(card.id))
    return out


def perform(game: StagedGame, action: Action) -> None:
    """A recruitment decision: a card into the squad, or the squad complete."""
    st = game.state
    pending = st.pending
    assert isinstance(pending, Priority)
    who = st.players[pending.player]
    if isinstance(action, Pass):
        _complete(game, who.index)
        return
    if not isinstance(action, Recruit):
        raise refuse(R.RECRUIT, "the squads are being recruited: recruit a dealt card or pass")
    card = st.cards.get(action.card) if isinstance(action.card, int) else None
    if card is None or card.owner != who.index or card.zone != "dealt":
        raise refuse(R.RECRUIT, "{player} can recruit only a card dealt to them", player=who.name)
    if card.defn.crystals > who.crystals:
        raise refuse(R.RECRUIT, "{card} costs {cost} crystals; {player} has {left} left", card=card.name,
                     cost=card.defn.crystals, player=who.name, left=who.crystals)  # fmt: skip
    game.set(who, "crystals", who.crystals - card.defn.crystals)
    game.set(card, "zone", "field")
    game.note(R.RECRUIT, "{player} recruits {card} for {cost} crystals", player=who.name, card=card.name,
              cost=card.defn.crystals)  # fmt: skip


def _complete(game: StagedGame, player: int) -> None:
    st = game.state
    game.note(R.RECRUIT, "{player}'s squad is complete", player=st.players[player].name)
    if player == st.active:
        game.set(st, "pending", Priority(1 - player, RECRUITING))
        return
    # rule 302 (the game's basic rules): the cards dealt and not recruited are shuffled back into
    # the deck; the deck's order is not kept, since no card is drawn from it during the battle
    for card in st.cards.values():
        if card.zone == "dealt":
            game.set(card, "zone", "deck")
    game.note(R.RECRUIT, "the cards not recruited are shuffled back into their owners' decks")
    game.note(R.TURN, "the battle begins: turn {turn}, {player} is the active player", turn=st.turn,
              player=st.players[st.active].name)  # fmt: skip
    if not game.check_victory():
        game.set(st, "passes", 0)
        game.set(st, "priority", st.active)
        game.set(st, "pending", Priority(st.active, "main"))
