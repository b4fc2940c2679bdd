"""Casting the top card of one's library (CR 601.3: an effect allows it): "You may cast creature
spells from the top of your library." (Elven Chorus), "You may play lands and cast spells from the
top of your library." (Future Sight) — static abilities (604.1) of a permanent its controller
controls, each for the spells of the kinds it names (205.2a, 205.3, 105.2). A land played this way
is a land play like any other (305.1, 305.2). "If you cast a spell this way, pay life equal to its
mana value rather than pay its mana cost." (Bolas's Citadel) makes that life the spell's cost: an
alternative cost the permission requires (118.9b), with X 0 (107.3b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import msg
from arbiter.mtg.costs.parts import PayLife
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.casting_keywords import AlternativeCost
from arbiter.mtg.ir.spell_kinds import is_spell_kind
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject


LIFE = "life"  # the name of the alternative cost a spell cast with Bolas's Citadel is cast for
PAY_LIFE_TEXT = "If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost."


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
    pay_life: bool = False  # "… pay life equal to its mana value rather than pay its mana cost."

    def text(self) -> str:
        lands = "play lands and " if self.lands else ""
        said = f"You may {lands}cast {self.noun + ' ' if self.noun else ''}spells from the top of your library."
        return f"{said} {PAY_LIFE_TEXT}" if self.pay_life else said

    def applies(self, card: CardDef) -> bool:
        """Is a spell of ``card`` one it lets its controller cast from the top (CR 601.3)?"""
        if card.is_land:
            return False  # (a land isn't cast, 305.9)
        return is_spell_kind(card, self.types, self.nontypes, self.colors, self.subtypes)


def _permissions(g: Game, player: int) -> list[CastFromTop]:
    """The permissions of the permanents ``player`` controls (CR 604.1)."""
    from arbiter.mtg.layers import current_statics  # (the layers don't read these permissions)

    st = g.state
    out: list[CastFromTop] = []
    for i in st.grant_sources:
        o = st.objects.get(i)
        if o is not None and o.controller == player and o.zone is Zone.BATTLEFIELD:
            # CR 613.1f: an ability the permanent has now (Garruk's Horde under Dress Down has none)
            out += [s for s in current_statics(g, o) if isinstance(s, CastFromTop)]
    return out


def _on_top(g: Game, o: GameObject, player: int) -> bool:
    library = g.state.players[player].library
    return o.zone is Zone.LIBRARY and bool(library) and library[0] == o.id


def may_cast_from_top(g: Game, o: GameObject, player: int) -> bool:
    """CR 601.3: may ``player`` cast ``o``, the top card of their own library, as a spell now?"""
    return _on_top(g, o, player) and any(p.applies(o.card) for p in _permissions(g, player))


def top_permissions(g: Game, o: GameObject, player: int) -> list[CastFromTop]:
    """The permissions that let ``player`` cast ``o``, the top card of their library, now."""
    return [p for p in _permissions(g, player) if p.applies(o.card)] if _on_top(g, o, player) else []


def mana_cost_allowed(g: Game, o: GameObject, player: int) -> bool:
    """Whether a permission lets ``player`` cast the top card for its mana cost (CR 601.3); a
    card elsewhere is cast by other rules."""
    return o.zone is not Zone.LIBRARY or any(not p.pay_life for p in top_permissions(g, o, player))


def life_alternative(g: Game, o: GameObject, as_cast: CardDef, player: int) -> AlternativeCost | None:
    """CR 118.9, 118.9b: the cost a permission with "pay life equal to its mana value rather
    than pay its mana cost" requires, or None when no such permission applies."""
    return _life_cost(as_cast) if any(p.pay_life for p in top_permissions(g, o, player)) else None


def _life_cost(as_cast: CardDef) -> AlternativeCost:
    """That life — the spell's mana value with X 0 (CR 107.3b, 202.3; a card with no mana cost:
    0) — and no mana."""
    value = as_cast.mana_cost.mana_value if as_cast.mana_cost is not None else 0
    return AlternativeCost(LIFE, ManaCost(0, text=""), PAY_LIFE_TEXT, parts=(PayLife(value),))


def top_of_library_way(
    g: Game, o: GameObject, as_cast: CardDef, player: int, alternative: str, face_down: bool
) -> tuple[str, AlternativeCost | None]:
    """CR 601.2b, 118.9a–b: the alternative cost a spell cast from the top of the library is cast
    for — the life a permission requires (named ``life``, or the only way the permissions allow),
    else the one announced — and that life cost, if it is paid."""
    if o.zone is not Zone.LIBRARY or face_down:
        return alternative, None
    found = top_permissions(g, o, player)
    if not any(p.pay_life for p in found):
        if alternative == LIFE:
            raise IllegalAction(msg("no permission lets you pay life rather than its mana cost"), "118.9")
        return alternative, None
    mana_allowed = any(not p.pay_life for p in found)
    if alternative == LIFE or (not alternative and not mana_allowed):
        return LIFE, _life_cost(as_cast)
    if not mana_allowed:
        # CR 118.9a: the permission's life is an alternative cost; no other may be applied
        raise IllegalAction(
            msg("cast this way, it costs life rather than its mana cost: no other alternative cost"), "118.9a"
        )
    return alternative, None


def may_play_land_from_top_too(g: Game, o: GameObject, player: int) -> bool:
    """CR 305.1: "You may play lands and cast spells from the top of your library." — a land."""
    # (a modal double-faced card's land face too, CR 712.12)
    return _on_top(g, o, player) and o.card.has_land_face and any(p.lands for p in _permissions(g, player))
