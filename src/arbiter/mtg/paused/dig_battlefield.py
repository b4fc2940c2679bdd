"""Looking at the top cards of a library and putting some of them onto the battlefield (CR 401.5,
608.2c): "Look at the top six cards of your library. Put up to two creature cards with mana value 3
or less from among them onto the battlefield. Put the rest on the bottom of your library in any
order." (Collected Company). The cards are chosen first, one at a time (0: no more), then all of
them enter the battlefield together, then the rest go to the bottom (ordered per 401.4) or at
random, or into the graveyard."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, Term, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.library import DigOntoBattlefield
from arbiter.mtg.effects.tokens import enter_attacking
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.paused.attack_choice import ask_what_each_attacks
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.paused.library import order_on_bottom, put_rest_away
from arbiter.mtg.paused.reveal_top import reveal_top
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.state import TurnEffect
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class DiggingOntoBattlefield:
    """The cards looked at (``looked``), those chosen so far (``chosen``); with ``ordering``, the
    rest are being put on the bottom one at a time."""

    dig: DigOntoBattlefield
    looked: tuple[int, ...]
    chosen: tuple[int, ...] = ()
    ordering: bool = False

    def answer(self, g: Game, at: At, card: int) -> Next:
        """A card chosen to put onto the battlefield (0: no more), or the next card put on the bottom."""
        st = g.state
        if self.ordering:
            move(g, st.objects[card], Zone.LIBRARY, "401.4", "is put on the bottom of the library", bottom=True)
            return _order_rest(g, at, self.dig, tuple(c for c in self.looked if c != card))
        chosen = (*self.chosen, card) if card else self.chosen
        if card and len(chosen) < self.dig.take:
            step = DiggingOntoBattlefield(self.dig, self.looked, chosen)
            question = _ask_next(g, at, step)
            if question is not None:
                return question
        return _put_chosen(g, at, self.dig, self.looked, chosen)


def _options(g: Game, at: At, step: DiggingOntoBattlefield) -> tuple[int, ...]:
    """The looked-at cards not yet chosen that fit the text's quality (CR 608.2c)."""
    st = g.state
    player = at.object(g).controller
    return tuple(c for c in step.looked if c not in step.chosen and fits(g, step.dig.what, st.objects[c], player))


def _ask_next(g: Game, at: At, step: DiggingOntoBattlefield) -> Next | None:
    """Ask for the next card to put onto the battlefield (0: no more), or None when none fits."""
    options = _options(g, at, step)
    if not options:
        return None
    left = step.dig.take - len(step.chosen)
    prompt = msg(
        "a card ({what}) to put onto the battlefield ({left} more at most; 0: no more)",
        what=Quoted(step.dig.what.text),
        left=left,
    )
    answers = options if step.dig.reveal else (*options, 0)  # ("Put a creature card …": not "up to")
    question = Choose(at.object(g).controller, Purpose.MOVE_CHOSEN, "608.2c", answers, prompt)
    return pause(g, at, step, question)


def _put_chosen(g: Game, at: At, e: DigOntoBattlefield, looked: tuple[int, ...], chosen: tuple[int, ...]) -> Next:
    """CR 608.2c: the chosen cards enter the battlefield together under the resolving object's
    controller (tapped if the text says so); then the rest go where the text says."""
    st = g.state
    player = at.object(g).controller
    for c in chosen:
        o = st.objects[c]
        with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
            move(g, o, Zone.BATTLEFIELD, "608.2c", "is put", controller=player)
        if o.zone is not Zone.BATTLEFIELD:
            continue  # CR 101.2: it couldn't enter, so it stays in the library
        g.set(o, "controller", player)
        if e.attacking:
            enter_attacking(g, o)  # CR 508.4: attacking, though never declared an attacker
        if e.counters:
            add_counters(g, o, "+1/+1", e.counters, "122.6")  # "with three +1/+1 counters on it"
        if e.gains:  # CR 611.2a: "It gains hexproof until your next turn."
            lasts = TurnEffect(o.id, o.zcc, resolved.GainKeyword(e.gains), g.next_timestamp(), until_turn_of=player)
            g.set(st, "lasting", (*st.lasting, lasts))
            g.log(ev.EffectCreated("611.2a", o.label, msg("gains {kw} until {player}'s next turn", kw=Term(e.gains),
                                                           player=st.players[player].name)))  # fmt: skip
    rest = tuple(c for c in looked if c not in chosen)
    if e.rest == "shuffle":
        shuffle(g, player)  # CR 701.24a: "Then shuffle." (the rest never left the library)
        return Next.GO_ON
    if put_rest_away(g, rest, e.rest):
        # CR 508.4: what each attacks (the text reads "tapped and attacking" only with such a rest)
        return ask_what_each_attacks(g, at, chosen) if e.attacking else Next.GO_ON
    return _order_rest(g, at, e, rest)


def _order_rest(g: Game, at: At, e: DigOntoBattlefield, rest: tuple[int, ...]) -> Next:
    """CR 401.4: the owner orders the cards put on the bottom, one at a time."""
    return order_on_bottom(g, at, rest, DiggingOntoBattlefield(e, rest, ordering=True), "401.4")


def begin_dig_onto_battlefield(g: Game, at: At, e: DigOntoBattlefield) -> Next:
    """The player looks at the top cards (CR 401.5) and chooses the first one to put onto the battlefield."""
    st = g.state
    player = at.object(g).controller
    looked = st.players[player].library[: e.count]
    if not looked:
        return Next.GO_ON
    if e.reveal:  # CR 701.20a: the cards are shown to every player
        reveal_top(g, player, tuple(looked))
    step = DiggingOntoBattlefield(e, tuple(looked))
    question = _ask_next(g, at, step)
    return question if question is not None else _put_chosen(g, at, e, step.looked, ())


def register(askers: Askers) -> None:
    askers.add(DigOntoBattlefield, begin_dig_onto_battlefield)
