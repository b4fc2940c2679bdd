"""Battles (CR 310): defense (310.4), the protector (310.8), who may attack a battle (310.8b),
the state-based actions of battles (704.5v, 704.5w) and the Siege's intrinsic triggered ability
(310.11b).

The protector is recorded among the permanent's choices made as it entered, under
:attr:`~arbiter.mtg.enums.ChoiceKey.PROTECTOR` (a player index), so it is forgotten when the
battle leaves the battlefield (400.7). The engine plays two-player games: a Siege's controller
has one opponent, who is the only player that can be chosen (310.11a) — so the choice is made
without a question."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType, ChoiceKey, Zone
from arbiter.mtg.layers import card_types, subtypes

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject

DEFENSE = "defense"  # CR 122.1g: defense counters
SIEGE = "Siege"  # CR 310.11: the one battle type


def is_battle(g: Game, o: GameObject) -> bool:
    """Whether ``o`` is a battle now (CR 613.1d: after type-changing effects)."""
    return CardType.BATTLE in card_types(g, o)


def protector(o: GameObject) -> int | None:
    """CR 310.8: the player who protects the battle ``o`` (None: no player is designated)."""
    for key, value in o.chosen:
        if key is ChoiceKey.PROTECTOR and isinstance(value, int):
            return value
    return None


def set_protector(g: Game, o: GameObject, player: int, rule: str) -> None:
    """CR 310.8f: ``player`` becomes the battle's protector (the earlier one stops being it)."""
    rest = tuple((k, v) for k, v in o.chosen if k is not ChoiceKey.PROTECTOR)
    g.set(o, "chosen", (*rest, (ChoiceKey.PROTECTOR, player)))
    name = g.state.players[player].name
    g.log(ev.EffectCreated(rule, o.label, msg("is protected by {player}", player=name)))


def appropriate_protector(g: Game, o: GameObject) -> int | None:
    """The player the battle's controller may choose as its protector (CR 310.8a): for a Siege an
    opponent of its controller (310.11a: in a two-player game, the one opponent); a battle with no
    battle type is protected by its controller (310.8a)."""
    if SIEGE in subtypes(g, o):
        opponents = [p.index for p in g.state.players if p.index != o.controller and not p.lost]
        return opponents[0] if opponents else None
    return o.controller


def entering(g: Game, o: GameObject) -> None:
    """CR 310.8a, 310.11a: as a battle enters, its controller chooses its protector."""
    if CardType.BATTLE not in o.card.types or not is_battle(g, o):
        return
    player = appropriate_protector(g, o)
    if player is not None:
        set_protector(g, o, player, "310.11a" if SIEGE in subtypes(g, o) else "310.8a")


def enters_with_defense(card: CardDef) -> int:
    """CR 310.4b: a battle enters with defense counters equal to its printed defense."""
    if CardType.BATTLE not in card.types or card.defense is None:
        return 0
    return card.defense


def attackable_battles(g: Game, defender: int) -> list[GameObject]:
    """CR 310.8b, 506.2: the battles the active player may attack — those the defending player
    protects (a battle's protector can never attack it; a Siege can be attacked by its own
    controller)."""
    st = g.state
    out = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.chosen and protector(o) == defender and is_battle(g, o):
            out.append(o)
    return out


def _triggered_from(g: Game, o: GameObject) -> bool:
    """CR 704.5v: whether ``o`` is the source of an ability that has triggered but not yet left
    the stack (waiting to be put on it, or on it)."""
    from arbiter.mtg.model import TriggeredAbility

    st = g.state
    if any(w.source == o.id for w in st.waiting):
        return True
    for sid in st.stack:
        s = st.objects[sid]
        if s.source == o.id and isinstance(s.ability, TriggeredAbility):
            return True
    return False


def state_based(g: Game, o: GameObject) -> str | None:
    """CR 704.5v: a battle with defense 0 that isn't the source of a triggered ability that
    hasn't left the stack is put into its owner's graveyard (the rule returned). CR 704.5w,
    310.10: a battle that isn't attacked, without an appropriate protector, gets one chosen by
    its controller — or, when there is none to choose, is put into its owner's graveyard."""
    if o.zone is not Zone.BATTLEFIELD or not is_battle(g, o):
        return None
    if o.counter(DEFENSE) <= 0 and not _triggered_from(g, o):
        return "704.5v"
    current = protector(o)
    wanted = appropriate_protector(g, o)
    valid = current is not None and (current != o.controller if SIEGE in subtypes(g, o) else True)
    if not valid and not _attacked(g, o):
        if wanted is None:
            return "704.5w"
        set_protector(g, o, wanted, "704.5w")
    return None


def _attacked(g: Game, o: GameObject) -> bool:
    st = g.state
    return any(
        st.objects[i].attacking is not None and getattr(st.objects[i].attacking, "id", None) == o.id
        for i in st.battlefield
    )
