"""Keyword actions that ask a question as they are performed: explore (CR 701.44a), bolster
(701.39a), proliferate (701.34a), amass (701.47a) and "untap up to N lands" (701.26b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.keywords import Amass, amass_onto, amass_token, armies
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.tap import UntapUpTo
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.layers import card_types, is_creature, toughness
from arbiter.mtg.model import Bolster, Explore, Proliferate
from arbiter.mtg.objects.counters import add_counters, add_player_counters, untap
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import ObjectRef, PlayerRef, TargetRef, ThatPlayer
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Exploring:
    """CR 701.44a: the revealed nonland ``card`` may be put into the graveyard."""

    card: int

    def answer(self, g: Game, at: At, answer: str) -> Next:
        card = g.state.objects[self.card]
        if answer == "yes" and card.zone is Zone.LIBRARY:
            move(g, card, Zone.GRAVEYARD, "701.44a", "is put")
        return Next.GO_ON


def begin_explore(g: Game, at: At, e: Explore) -> Next:
    """CR 701.44a: reveal the top card; a land to the hand, else a +1/+1 counter on the explorer
    and the player may put the card into the graveyard."""
    st = g.state
    explorer = at.source(g)
    if e.who is not None:  # "Target creature you control explores." (CR 608.2b: not if it's gone)
        explorer = permanent_of(g, at.object(g), e.who, list(at.legal))
        if explorer is None or explorer.zone is not Zone.BATTLEFIELD:
            return Next.GO_ON
    player = explorer.controller if explorer is not None else at.object(g).controller
    library = st.players[player].library
    if not library:
        if explorer is not None and explorer.zone is Zone.BATTLEFIELD:
            add_counters(g, explorer, "+1/+1", 1, "701.44a")  # nothing revealed is not a land
        return Next.GO_ON
    top = st.objects[library[0]]
    g.log(
        ev.EffectCreated("701.44a", st.players[player].name, msg("reveals {card}", card=CardName(top.label)), (top.id,))
    )
    if top.card.is_land:
        move(g, top, Zone.HAND, "701.44a", "is put")
        return Next.GO_ON
    if explorer is not None and explorer.zone is Zone.BATTLEFIELD:
        add_counters(g, explorer, "+1/+1", 1, "701.44a")
    prompt = msg("put {card} into your graveyard", card=CardName(top.label))
    question = Choose(player, Purpose.EXPLORE, "701.44a", ("yes", "no"), prompt)
    return pause(g, at, Exploring(top.id), question)


@dataclass(frozen=True, slots=True)
class Bolstering:
    """CR 701.39a: of the creatures tied for the least toughness, the one chosen gets the counters."""

    bolster: Bolster

    def answer(self, g: Game, at: At, card: int) -> Next:
        add_counters(g, g.state.objects[card], "+1/+1", self.bolster.count, "701.39a")
        return Next.GO_ON


def begin_bolster(g: Game, at: At, e: Bolster) -> Next:
    st = g.state
    player = at.object(g).controller
    creatures = [
        st.objects[x] for x in st.battlefield
        if st.objects[x].controller == player and is_creature(g, st.objects[x])
    ]  # fmt: skip
    if not creatures:
        return Next.GO_ON
    least = min(toughness(g, x) for x in creatures)
    weakest = tuple(x.id for x in creatures if toughness(g, x) == least)
    if len(weakest) == 1:
        add_counters(g, st.objects[weakest[0]], "+1/+1", e.count, "701.39a")
        return Next.GO_ON
    prompt = msg("the creature with the least toughness to get {count} +1/+1 counters", count=e.count)
    return pause(g, at, Bolstering(e), Choose(player, Purpose.BOLSTER, "701.39a", weakest, prompt))


@dataclass(frozen=True, slots=True)
class Proliferating:
    """CR 701.34a: the permanents and players with counters chosen so far."""

    chosen: tuple[TargetRef, ...]

    def answer(self, g: Game, at: At, choice: TargetRef | int) -> Next:
        if isinstance(choice, int):  # 0: no more
            _proliferate(g, self.chosen)
            return Next.GO_ON
        return ask_proliferate(g, at, (*self.chosen, choice))


def begin_proliferate(g: Game, at: At, e: Proliferate) -> Next:
    return ask_proliferate(g, at, ())


def ask_proliferate(g: Game, at: At, chosen: tuple[TargetRef, ...]) -> Next:
    """CR 701.34a: the permanents and players with counters, chosen one at a time (0: no more);
    then each chosen one gets another counter of each kind it has."""
    st = g.state
    options: list[TargetRef] = [
        ObjectRef(oid, st.objects[oid].zcc) for oid in st.battlefield if st.objects[oid].counters
    ]
    options += [PlayerRef(p.index) for p in st.players if p.counters]
    options = [x for x in options if x not in chosen]
    if not options:
        _proliferate(g, chosen)
        return Next.GO_ON
    prompt = msg("choose a permanent or player with counters (0: no more)")
    question = Choose(at.object(g).controller, Purpose.PROLIFERATE, "701.34a", (*options, 0), prompt)
    return pause(g, at, Proliferating(chosen), question)


def _proliferate(g: Game, chosen: tuple[TargetRef, ...]) -> None:
    st = g.state
    for x in chosen:
        if isinstance(x, PlayerRef):  # each kind the player has: poison, energy, experience…
            for kind, _ in st.players[x.index].counters:
                add_player_counters(g, x.index, kind, 1, "701.34a")
            continue
        o = st.objects.get(x.id)
        if o is not None and o.zcc == x.zcc and o.zone is Zone.BATTLEFIELD:
            for kind, _ in o.counters:
                add_counters(g, o, kind, 1, "701.34a")


@dataclass(frozen=True, slots=True)
class Amassing:
    """CR 701.47a: the Army chosen among several gets the counters."""

    amass: Amass

    def answer(self, g: Game, at: At, card: int) -> Next:
        army = g.state.objects[card]
        if army.zone is Zone.BATTLEFIELD:
            amass_onto(g, army, self.amass)
        return Next.GO_ON


def begin_amass(g: Game, at: At, e: Amass) -> Next:
    """CR 701.47a: an Army token if there is none; then the Army chosen gets the counters (asked
    only when there are several)."""
    o = at.object(g)
    mine = armies(g, o.controller)
    if not mine:
        amass_token(g, o, e)
        mine = armies(g, o.controller)
    if len(mine) > 1:
        prompt = msg("choose an Army creature you control to put {n} +1/+1 counter(s) on", n=e.n)
        return pause(g, at, Amassing(e), Choose(o.controller, Purpose.AMASS, "701.47a", tuple(mine), prompt))
    if mine:
        amass_onto(g, g.state.objects[mine[0]], e)
    return Next.GO_ON


@dataclass(frozen=True, slots=True)
class UntappingUpTo:
    """ "Untap up to N lands": ``left`` more at most; ``chosen``: the lands untapped so far."""

    untap: UntapUpTo
    left: int
    chosen: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        if not card:
            return Next.GO_ON
        land = g.state.objects[card]
        if land.tapped and untap(g, land, "701.26b"):
            g.log(ev.BecameUntapped("701.26b", land.id, land.label))
        return ask_untap_land(g, at, self.untap, self.left - 1, (*self.chosen, card))


def begin_untap_up_to(g: Game, at: At, e: UntapUpTo) -> Next:
    return ask_untap_land(g, at, e, e.count, ())


def ask_untap_land(g: Game, at: At, e: UntapUpTo, left: int, chosen: tuple[int, ...]) -> Next:
    """ "Untap up to N lands": the next land to untap (0: no more)."""
    st = g.state
    if left <= 0:
        return Next.GO_ON
    o = at.object(g)
    # CR 603.2: "that player" — the player the trigger was about
    player = next((x.index for x in o.lki if isinstance(x, ThatPlayer)), None) if e.that_player else o.controller
    if player is None:
        return Next.GO_ON
    lands = tuple(
        oid for oid in st.battlefield
        if st.objects[oid].tapped and oid not in chosen and CardType.LAND in card_types(g, st.objects[oid])
        and (not e.yours or st.objects[oid].controller == player)
    )  # fmt: skip
    if not lands:
        return Next.GO_ON
    if e.that_player:  # one of their tapped lands, not "up to" (CR 701.26b, 609.3)
        question = Choose(player, Purpose.UNTAP, "701.26b", lands, msg("untap a land you control"))
        return pause(g, at, UntappingUpTo(e, left, chosen), question)
    prompt = msg("untap a land ({left} more at most; 0: no more)", left=left)
    return pause(g, at, UntappingUpTo(e, left, chosen), Choose(player, Purpose.UNTAP, "701.26b", (*lands, 0), prompt))


def register(askers: Askers) -> None:
    askers.add(Explore, begin_explore)
    askers.add(Bolster, begin_bolster)
    askers.add(Proliferate, begin_proliferate)
    askers.add(Amass, begin_amass)
    askers.add(UntapUpTo, begin_untap_up_to)
