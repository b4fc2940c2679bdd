"""Dungeons, venturing into them (CR 309, 701.49) and the initiative (726).

A dungeon card is brought into the command zone by venturing (309.2, 701.49a): its owner puts
their venture marker on its topmost room, and each move into a room triggers that room's ability,
"When you move your venture marker into this room, [effect]" (309.4c), controlled by the
dungeon's owner. Venturing from the bottommost room, or the state-based action of 704.5t, removes
the dungeon from the game: its owner completes it (309.7, 701.49c). The dungeons' own words are
card data, compiled by the card compiler (:mod:`arbiter.cards.dungeons`); an instruction to
venture carries the dungeons it may bring into the game.

The initiative is a designation (726.1) standing as an object in the command zone, like the
monarch (:mod:`.monarch`), whose three inherent triggered abilities (726.2) are controlled by the
player who has it: at the beginning of their upkeep they venture into Undercity; whenever one or
more creatures a player controls deal combat damage to them, that player takes the initiative;
whenever a player takes the initiative, that player ventures into Undercity."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.i18n import CardName, msg
from arbiter.mtg.designations import Dungeon, Initiative, VentureMarker
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.trigger_stops import RoomAbilitiesTriggerAgain
from arbiter.mtg.lki import ThatPlayer
from arbiter.mtg.state import WaitingTrigger
from arbiter.mtg.zones import remove_from_zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject, GameState


@dataclass(frozen=True, slots=True)
class Venture(Effect):
    """ "Venture into the dungeon." / "Venture into Undercity." (CR 701.49): ``dungeons`` are those
    the player may bring into the game (701.49a; only Undercity for the variant, 701.49d). The
    choices are asked as it resolves (:mod:`arbiter.mtg.paused.venture`)."""

    decides = True

    dungeons: tuple[Dungeon, ...]
    undercity: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Venture into Undercity." if self.undercity else "Venture into the dungeon."


@dataclass(frozen=True, slots=True)
class TakeInitiative(Effect):
    """ "You take the initiative." (CR 726.3): ``undercity`` is the dungeon its triggered
    abilities venture into (726.2)."""

    undercity: Dungeon

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You take the initiative."


@dataclass(frozen=True, slots=True)
class DamagerTakesInitiative(Effect):
    """CR 726.2: "… the controller of those creatures takes the initiative" (the player the
    trigger was about)."""

    undercity: Dungeon

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "The controller of those creatures takes the initiative."


@dataclass(frozen=True, slots=True)
class Ventured(Event):
    """CR 701.49, 309.4: ``name`` moved their venture marker into ``room`` of ``dungeon``."""

    name: str
    room: str
    dungeon: str

    def text(self) -> str:
        return msg("{player} ventures into {room} ({dungeon}).", player=self.name, room=CardName(self.room),
                   dungeon=CardName(self.dungeon))  # fmt: skip


@dataclass(frozen=True, slots=True)
class DungeonCompleted(Event):
    """CR 309.7: ``player`` completed ``dungeon`` as it was removed from the game."""

    player: int
    name: str
    dungeon: str

    def text(self) -> str:
        return msg("{player} completes {dungeon}.", player=self.name, dungeon=CardName(self.dungeon))


@dataclass(frozen=True, slots=True)
class TookInitiative(Event):
    """CR 726.3: ``player`` takes the initiative."""

    player: int
    name: str

    def text(self) -> str:
        return msg("{player} takes the initiative.", player=self.name)


def marker_of(st: GameState, player: int) -> VentureMarker | None:
    """``player``'s venture marker, if they own a dungeon in the command zone (CR 309.3)."""
    return next((m for m in st.ventures if m.player == player), None)


def completed(st: GameState, player: int) -> tuple[str, ...]:
    """The names of the dungeons ``player`` has completed, in order (CR 309.7)."""
    return tuple(name for p, name in st.completed if p == player)


def enter_room(g: Game, marker: VentureMarker) -> None:
    """CR 309.4c: the marker is now in its room; that room's ability triggers, controlled by the
    dungeon's owner, and waits for the stack (603.3)."""
    st = g.state
    g.set(st, "ventures", (*(m for m in st.ventures if m.player != marker.player), marker))
    dungeon = st.objects[marker.dungeon]
    room = marker.rooms[marker.room].name
    g.log(Ventured("701.49", st.players[marker.player].name, room, dungeon.card.name))
    times = 1 + _triggers_again(g, marker.player)  # CR 603.2d: Hama Pashar
    g.set(st, "waiting", (*st.waiting, *[WaitingTrigger(marker.dungeon, marker.room, marker.player)] * times))


def _triggers_again(g: Game, owner: int) -> int:
    """CR 603.2d: how many "Room abilities of dungeons you own trigger an additional time." statics
    the dungeon's owner controls on the battlefield."""
    from arbiter.mtg.layers import statics  # (the layers import the effects)

    st = g.state
    return sum(
        isinstance(s, RoomAbilitiesTriggerAgain)
        for sid in st.grant_sources
        if st.objects[sid].zone is Zone.BATTLEFIELD and st.objects[sid].controller == owner
        for s in statics(g, st.objects[sid])
    )


def bring_dungeon(g: Game, player: int, dungeon: Dungeon) -> None:
    """CR 701.49a, 309.4a: the chosen dungeon card goes to the command zone, the marker on its
    topmost room."""
    o = g.create(dungeon.card, player, Zone.COMMAND)
    enter_room(g, VentureMarker(player, o.id, 0, dungeon.rooms))


def complete(g: Game, marker: VentureMarker, rule: str) -> None:
    """CR 309.7 (704.5t, 701.49c): the dungeon card leaves the game; its owner completed it."""
    st = g.state
    o = st.objects[marker.dungeon]
    remove_from_zone(g, o)
    g.journal.dict_del(st.objects, o.id)  # (its abilities on the stack keep their card, 113.7a)
    g.set(st, "ventures", tuple(m for m in st.ventures if m.player != marker.player))
    g.set(st, "completed", (*st.completed, (marker.player, o.card.name)))
    g.log(DungeonCompleted(rule, marker.player, st.players[marker.player].name, o.card.name))


def finished_dungeons(g: Game) -> list[VentureMarker]:
    """CR 704.5t: the markers on a bottommost room whose dungeon isn't the source of a room
    ability that has triggered but not yet left the stack."""
    st = g.state
    if not st.ventures:
        return []
    busy = {w.source for w in st.waiting}
    for i in st.stack:
        source = st.objects[i].source if i in st.objects else None
        if source is not None:
            busy.add(source)
    return [m for m in st.ventures if m.bottommost and m.dungeon not in busy]


# -- the initiative (CR 726)

INITIATIVE_UPKEEP = 0  # the designation's triggered abilities, by index (726.2)
INITIATIVE_DAMAGE = 1
INITIATIVE_TAKEN = 2


def initiative_card(undercity: Dungeon) -> CardDef:
    """The designation's three inherent triggered abilities (CR 726.2)."""
    venture = (Venture((undercity,), undercity=True),)
    return CardDef(
        "The initiative",
        None,
        frozenset(),
        abilities=(
            TriggeredAbility("initiative upkeep", venture,
                             trigger_text="At the beginning of the upkeep of the player who has the initiative"),
            TriggeredAbility("initiative combat damage", (DamagerTakesInitiative(undercity),),
                             trigger_text="Whenever one or more creatures a player controls deal combat damage to the "
                                          "player who has the initiative"),
            TriggeredAbility("initiative taken", venture, trigger_text="Whenever a player takes the initiative"),
        ),
    )  # fmt: skip


def take_initiative(g: Game, player: int, undercity: Dungeon) -> None:
    """CR 726.3: ``player`` takes the initiative (the player who had it ceases to); 726.5: taking it
    again triggers "Whenever a player takes the initiative" all the same."""
    st = g.state
    if st.initiative is None:
        designation = g.create(initiative_card(undercity), player, Zone.COMMAND).id
    else:
        designation = st.initiative.designation
    g.set(st, "initiative", Initiative(player, designation))
    g.set(st.objects[designation], "controller", player)
    g.log(TookInitiative("726.3", player, st.players[player].name))
    g.set(st, "waiting", (*st.waiting, WaitingTrigger(designation, INITIATIVE_TAKEN, player)))


def initiative_at_upkeep(g: Game, step: Step) -> list[WaitingTrigger]:
    """CR 726.2: "At the beginning of the upkeep of the player who has the initiative, …"."""
    st = g.state
    if step is not Step.UPKEEP or st.initiative is None or st.initiative.player != st.active:
        return []
    return [WaitingTrigger(st.initiative.designation, INITIATIVE_UPKEEP, st.initiative.player)]


def initiative_on_damage(g: Game, found: list[WaitingTrigger], dealer: GameObject, player: int) -> None:
    """CR 726.2: one trigger for each player whose creatures dealt combat damage to the player who
    has the initiative in this combat damage step (the triggers waiting now are this step's); its
    subject is the first of those creatures, and the player it is about their controller as they
    dealt the damage, who takes the initiative even if they have left the battlefield since."""
    st = g.state
    if st.initiative is None or st.initiative.player != player:
        return
    for w in (*found, *st.waiting):
        if w.source == st.initiative.designation and w.ability == INITIATIVE_DAMAGE and w.player == dealer.controller:
            return
    # "that player" of the event: the creatures' controller as they dealt the damage (603.2, 608.2h)
    designation = st.initiative.designation
    found.append(WaitingTrigger(designation, INITIATIVE_DAMAGE, player, (dealer.id, dealer.zcc), dealer.controller))


@handles(TakeInitiative)
def _take(g: Game, o: GameObject, e: TakeInitiative, legal: list[bool]) -> None:
    take_initiative(g, o.controller, e.undercity)


@handles(DamagerTakesInitiative)
def _damager_takes(g: Game, o: GameObject, e: DamagerTakesInitiative, legal: list[bool]) -> None:
    # CR 726.2, 608.2h: the controller of those creatures as they dealt the damage — not their
    # owner, should they have left the battlefield since
    damager = next((x.index for x in o.lki if isinstance(x, ThatPlayer)), None)
    if damager is not None:
        take_initiative(g, damager, e.undercity)
