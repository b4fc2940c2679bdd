"""Tokens a scenario sets up (format 1.1 ``token: true``): a predefined token by its name
(CR 111.10: Treasure, Food, Clue, Gold…) or a description such as ``"1/1 white Soldier"`` or
``"2/2 black Zombie"`` (CR 111.4: a token's characteristics are those the effect that made it
gave)."""

from __future__ import annotations

import re

from arbiter.mtg.effects.tokens import PREDEFINED_TOKENS, CreatePredefinedToken
from arbiter.mtg.enums import CardType, Color
from arbiter.mtg.model import CardDef

_COLORS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED, "green": Color.GREEN}
_DESCRIPTION = re.compile(r"^(\d+)/(\d+) ((?:(?:white|blue|black|red|green|colorless)(?: and | )?)*)(artifact )?(.+)$")


class TokenError(ValueError):
    """A token description the setup can't read (the message says what is accepted)."""


def token_card(text: str) -> CardDef:
    if text in PREDEFINED_TOKENS:
        return CreatePredefinedToken(text).token_card()
    m = _DESCRIPTION.match(text.strip())
    if m is None or " with " in text:
        raise TokenError(
            f"a token is a predefined one ({', '.join(PREDEFINED_TOKENS)}) or a description like "
            f"'1/1 white Soldier' (no abilities), got {text!r}"
        )
    power, toughness, colors, artifact, subtypes = m.groups()
    words = [w for w in subtypes.removesuffix(" creature").split() if w]
    if not words or not all(w[:1].isupper() for w in words):
        raise TokenError(f"a token description ends with its creature types, capitalised: {text!r}")
    types = {CardType.CREATURE} | ({CardType.ARTIFACT} if artifact else set())
    color_set = frozenset(_COLORS[c] for c in re.findall(r"white|blue|black|red|green", colors or ""))
    return CardDef(" ".join(words), None, frozenset(types), subtypes=tuple(words), colors=color_set,
                   power=int(power), toughness=int(toughness))  # fmt: skip
