"""Whether a permanent's activated abilities may be activated at all (CR 602.5): the rule an Aura
like Arrest puts on its creature, a group's abilities forbidden by a permanent (Null Rod, Cursed
Totem, Damping Matrix) and a named source's (Pithing Needle, Phyrexian Revoker). Asked for every
activation, mana abilities included (605.3a: a mana ability follows 602.5 too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.activation_prohibitions import GroupActivationsForbidden
from arbiter.mtg.layers import card_types, statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject

_FORBIDS: dict[int, tuple[CardDef, bool]] = {}


def _forbids(card: CardDef) -> bool:
    """Whether the card has a group prohibition (cached per card: most have none)."""
    found = _FORBIDS.get(id(card))
    if found is None or found[0] is not card:
        found = (card, any(isinstance(a, GroupActivationsForbidden) for a in card.abilities))
        _FORBIDS[id(card)] = found
    return found[1]


def _prohibiting(g: Game) -> tuple[int, ...]:
    """The sources with a group prohibition, remembered while the sources and their cards stay the
    same (asked for every mana source the listing looks at)."""
    st = g.state
    return g.journal.by_content(
        _PROHIBITING, (st.grant_sources,), lambda: tuple(s for s in st.grant_sources if _forbids(st.objects[s].card))
    )


_PROHIBITING = "group activation prohibitions"


def group_activation_error(g: Game, o: GameObject, mana: bool) -> IllegalAction | None:
    """CR 602.5: a permanent's "Activated abilities of <group> can't be activated[ unless they're
    mana abilities]." covers ``o``'s ability (``mana``: a mana ability), read with ``o``'s types now."""
    st = g.state
    if o.zone is not Zone.BATTLEFIELD:
        return None
    for sid in _prohibiting(g):
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD:
            continue
        for s in statics(g, src):  # CR 613.1f: an ability the permanent has now
            if not isinstance(s, GroupActivationsForbidden) or (mana and s.except_mana):
                continue
            if s.opponents and o.controller == src.controller:
                continue
            if s.your_turn_no_spells and st.active != src.controller:
                continue  # CR 602.5: "During your turn, your opponents can't … activate abilities of …"
            if s.types & card_types(g, o):
                return IllegalAction(
                    msg(
                        "{card}'s abilities can't be activated ({src}: {text})",
                        card=CardName(o.label),
                        src=CardName(src.label),
                        text=Quoted(s.text()),
                    ),
                    "602.5",
                )
    return None


def activation_forbidden(g: Game, o: GameObject, mana: bool) -> IllegalAction | None:
    """CR 602.5: whatever forbids activating this ability of ``o`` (``mana``: a mana ability) —
    an attached Aura's rule (Arrest), a group's prohibition (Null Rod), a named source's (Pithing
    Needle spares mana abilities; Phyrexian Revoker doesn't), being detained (701.35a) — or None."""
    if g.state.lasting:
        from arbiter.mtg.effects.detain import detained

        if detained(g, o):
            return IllegalAction(
                msg("{card} is detained: its activated abilities can't be activated", card=CardName(o.label)),
                "701.35a",
                "602.5",
            )
    if not g.state.grant_sources:
        return None
    from arbiter.mtg.combat.attack_rules import forbidden_activation_error
    from arbiter.mtg.objects.chosen import named_source_error

    return (
        forbidden_activation_error(g, o, mana) or group_activation_error(g, o, mana) or named_source_error(g, o, mana)
    )
