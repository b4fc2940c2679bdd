"""Tokens a scenario sets up (format 1.1 ``token: true``): a predefined token by its name
(CR 111.10: Treasure, Food, Clue, Gold…) or a description such as ``"1/1 white Soldier"``,
``"2/2 black Zombie"`` or ``"2/2 white Knight with vigilance"`` (CR 111.4: a token's
characteristics are those the effect that made it gave). A description "with" abilities is read
as the card compiler reads "Create a … creature token with …", so it has exactly the abilities a
card's token would."""

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
    plain, _, with_text = text.strip().partition(" with ")
    m = _DESCRIPTION.match(plain)
    if m is None:
        raise TokenError(
            f"a token is a predefined one ({', '.join(PREDEFINED_TOKENS)}) or a description like "
            f"'1/1 white Soldier' or '2/2 white Knight with vigilance', got {text!r}"
        )
    power, toughness, colors, artifact, subtypes = m.groups()
    if with_text:
        return _token_with(text, power, toughness, colors, artifact, subtypes, with_text)
    words = [w for w in subtypes.removesuffix(" creature").split() if w]
    if not words or not all(w[:1].isupper() for w in words):
        raise TokenError(f"a token description ends with its creature types, capitalised: {text!r}")
    types = {CardType.CREATURE} | ({CardType.ARTIFACT} if artifact else set())
    color_set = frozenset(_COLORS[c] for c in re.findall(r"white|blue|black|red|green", colors or ""))
    return CardDef(" ".join(words), None, frozenset(types), subtypes=tuple(words), colors=color_set,
                   power=int(power), toughness=int(toughness))  # fmt: skip


def _token_with(
    text: str, power: str, toughness: str, colors: str, artifact: str | None, subtypes: str, with_text: str
) -> CardDef:
    """A description "with" keywords or quoted abilities: the token the sentence "Create a <P/T>
    <colors> <types> [artifact ]creature token with <abilities>." makes (CR 111.4)."""
    from arbiter.cards.oracle import parse_effects  # (the card compiler: only for such descriptions)
    from arbiter.mtg.effects.tokens import CreateToken

    color_words = colors.strip() or "colorless"
    kind = "artifact creature" if artifact else "creature"
    sentence = (
        f"Create a {power}/{toughness} {color_words} {subtypes.removesuffix(' creature')} {kind} token with {with_text}"
    )
    sentence += "" if sentence.endswith((".", '"')) else "."
    parsed = parse_effects(sentence)
    effects = parsed[0] if parsed is not None else []
    if len(effects) != 1 or not isinstance(effects[0], CreateToken):
        raise TokenError(f"the abilities after 'with' aren't ones a token can be created with here: {text!r}")
    return effects[0].token_card()
