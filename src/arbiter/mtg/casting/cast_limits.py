"""CR 601.3: the static abilities that say a player can't begin to cast a spell now — "Each
player can't cast more than one spell each turn." (Rule of Law), "Your opponents can't cast
spells during your turn." (Dragonlord Dromoka). Judged before casting begins; an illegal cast
is refused with the state unchanged (101.2: "can't" wins over any permission)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg.condition_check import this_turn
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.activation_prohibitions import GroupActivationsForbidden
from arbiter.mtg.ir.statics.cast_limits import CantCastKind, OneSpellEachTurn, OpponentsCantCastDuringYourTurn
from arbiter.mtg.layers import current_statics

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import CardDef


def spells_cast_this_turn(g: Game, player: int) -> int:
    """How many spells ``player`` cast this turn (CR 601.2i: cast once casting is complete)."""
    name = g.state.players[player].name
    return sum(1 for e in this_turn(g) if isinstance(e, ev.SpellCast) and e.player == name)


def cast_limit_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    """CR 601.3: a permanent's static ability forbids ``player`` to cast a spell now."""
    st = g.state
    if card.is_land:
        return None
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or not src.card.affects_others:
            continue
        for s in current_statics(g, src):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, OneSpellEachTurn) and (s.who == "Each player" or player == src.controller):
                if spells_cast_this_turn(g, player) >= 1:
                    return IllegalAction(
                        msg(
                            "{name} already cast a spell this turn ({src}: {text})",
                            name=st.players[player].name,
                            src=CardName(src.label),
                            text=Quoted(s.text().replace("~", src.card.name)),
                        ),
                        "601.3",
                        "101.2",
                    )
            elif isinstance(s, CantCastKind) and s.forbids(card, player, src.controller):
                # CR 601.3, 101.2: "You can't cast creature spells."
                what = Quoted(s.text().replace("~", src.card.name))
                return IllegalAction(
                    msg("{src} forbids it: {text}", src=CardName(src.label), text=what), "601.3", "101.2"
                )
            elif (
                isinstance(s, OpponentsCantCastDuringYourTurn)
                or (isinstance(s, GroupActivationsForbidden) and s.your_turn_no_spells)
            ) and player != src.controller == st.active:
                # CR 601.3, 101.2: "During your turn, your opponents can't cast spells …"
                return IllegalAction(
                    msg(
                        "{name} can't cast spells during {src}'s controller's turn ({src})",
                        name=st.players[player].name,
                        src=CardName(src.label),
                    ),
                    "601.3",
                    "101.2",
                )
    return None
