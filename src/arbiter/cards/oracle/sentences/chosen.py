"""Sentences that read a value chosen as their permanent entered (CR 614.12): "Add one mana of the
chosen color.", "Add {W} or one mana of the chosen color." (106.1, 605.1a)."""

from __future__ import annotations

from arbiter.cards.oracle.sentences.production import Production, exact, rule
from arbiter.mtg.effects.chosen_mana import AddManaOfChosenColor, AddManaOrChosenColor

PRODUCTIONS: tuple[Production, ...] = (
    exact("Add one mana of the chosen color.", lambda m, ctx: AddManaOfChosenColor()),
    rule(r"Add \{([WUBRG])\} or one mana of the chosen color\.", lambda m, ctx: AddManaOrChosenColor(m.group(1))),
)
