"""Casting the top card of one's library (CR 601.3: an effect allows it): "You may cast creature
spells from the top of your library." (Elven Chorus), "You may play lands and cast spells from the
top of your library." (Future Sight) — static abilities (604.1) of a permanent its controller
controls, each for the spells of the kinds it names (205.2a, 205.3, 105.2). A land played this way
is a land play like any other (305.1, 305.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.spell_kinds import is_spell_kind

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CastFromTop(Static):
    """ "You may [play lands and ]cast [<noun>] spells from the top of your library." — spells of
    one of ``types`` (none: any), none of ``nontypes``, one of ``colors`` and of ``subtypes`` where
    given; ``lands``: lands may be played from there too (CR 305.1)."""

    affects_others = True

    noun: str = ""  # "creature", "Dragon", "instant and sorcery"
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    colors: frozenset[Color] = frozenset()
    subtypes: frozenset[str] = frozenset()
    lands: bool = False

    def text(self) -> str:
        lands = "play lands and " if self.lands else ""
        return f"You may {lands}cast {self.noun + ' ' if self.noun else ''}spells from the top of your library."

    def applies(self, card: CardDef) -> bool:
        """Is a spell of ``card`` one it lets its controller cast from the top (CR 601.3)?"""
        if card.is_land:
            return False  # (a land isn't cast, 305.9)
        return is_spell_kind(card, self.types, self.nontypes, self.colors, self.subtypes)


def _permissions(g: Game, player: int) -> list[CastFromTop]:
    """The permissions of the permanents ``player`` controls (CR 604.1)."""
    st = g.state
    out: list[CastFromTop] = []
    for i in st.grant_sources:
        o = st.objects.get(i)
        if o is not None and o.controller == player and o.zone is Zone.BATTLEFIELD:
            out += [s for s in o.card.statics if isinstance(s, CastFromTop)]
    return out


def _on_top(g: Game, o: GameObject, player: int) -> bool:
    library = g.state.players[player].library
    return o.zone is Zone.LIBRARY and bool(library) and library[0] == o.id


def may_cast_from_top(g: Game, o: GameObject, player: int) -> bool:
    """CR 601.3: may ``player`` cast ``o``, the top card of their own library, as a spell now?"""
    return _on_top(g, o, player) and any(p.applies(o.card) for p in _permissions(g, player))


def may_play_land_from_top_too(g: Game, o: GameObject, player: int) -> bool:
    """CR 305.1: "You may play lands and cast spells from the top of your library." — a land."""
    return _on_top(g, o, player) and o.card.is_land and any(p.lands for p in _permissions(g, player))
