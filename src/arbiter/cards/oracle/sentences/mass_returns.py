"""Sentences that return every card of a kind from graveyards to the battlefield (CR 608.2c):
"Return all enchantment cards from your graveyard to the battlefield.", "… to the battlefield
tapped.", "Return all artifact and enchantment cards from all graveyards to the battlefield under
their owners' control.", "Put all creature cards from all graveyards onto the battlefield under your
control."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.mtg.effects.mass_returns import ReturnAllFromGraveyards
from arbiter.mtg.enums import PERMANENT_TYPES, Zone
from arbiter.mtg.ir.filters import Filter


def _cards(words: str) -> Filter | None:
    """ "artifact and enchantment cards" (each card that is either, as "all … and …" means), "land
    cards", "Knight creature cards" — cards of a permanent type only (an instant can't enter, 110.4)."""
    either = re.sub(r"(,?) and ", r"\1 or ", words)
    f = card_noun(either)
    if f is None:
        return None
    kinds = f.types or PERMANENT_TYPES
    if not kinds <= PERMANENT_TYPES:
        return None
    return replace(f, text=words, zone=Zone.GRAVEYARD)


def _return_all(m: re.Match[str], ctx: Ctx) -> Result:
    verb, words, whose, tapped, control = m.groups()
    what = _cards(words)
    if what is None:
        return None
    everyone = whose == "all graveyards"
    if verb == "Put":
        if control != " under your control":
            return None
        yours = True
    else:
        if everyone != (control == " under their owners' control") or control == " under your control":
            return None
        yours = False
    return ReturnAllFromGraveyards(what, everyone, yours, bool(tapped), m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"(Return|Put) all ((?:[A-Za-z]+(?:,? (?:and )?| ))*?cards) from (your graveyard|all graveyards) "
        r"(?:to|onto) the battlefield( tapped)?( under their owners' control| under your control)?\.",
        _return_all,
    ),
)
