"""The actions of the staged game: recruit a dealt card, declare a feature, form the next
ability of a composite feature, play a responding feature, put a card of the hand into play,
pass."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Declare:
    """Form a declaration (the active player, with priority, nothing declared): a feature of a
    card and the targets of its first ability."""

    source: int
    feature: str
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Form:
    """Choose the targets of the next ability of a composite feature."""

    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Play:
    """Play a responding feature of a card: block (``target`` = the number of a waiting game
    action to block, None for the declared feature), redirect (``new_target``), or defend."""

    source: int
    feature: str
    target: int | None = None
    new_target: int | None = None


@dataclass(frozen=True, slots=True)
class Recruit:
    """Recruit a card dealt to you into your squad, paying its crystals (rule 302)."""

    card: int


@dataclass(frozen=True, slots=True)
class Deploy:
    """Put a card of your hand back into play (the active player, in the main stage; our
    assumption ``staged:hand``)."""

    card: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority; in the main stage with nothing declared, the active player ends the turn;
    while recruiting, the player's squad is complete."""


Action = Declare | Form | Play | Recruit | Deploy | Pass
