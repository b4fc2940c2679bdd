"""The votes of :class:`~arbiter.mtg.effects.votes.ExileMostVoted` (CR 701.38a): each player in
turn order, starting with the controller, votes for one permanent; then those with the most
votes, or tied for most, are exiled at once."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.votes import ExileMostVoted
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.wording import a_phrase
from arbiter.mtg.zones import hosts_first, leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


@dataclass(frozen=True, slots=True)
class Voting:
    """The players still to vote, in turn order, and the permanents voted for so far."""

    effect: ExileMostVoted
    voters: tuple[int, ...]
    votes: tuple[int, ...]

    def answer(self, g: Game, at: At, card: int) -> Next:
        voter = self.voters[0]
        g.log(
            ev.EffectCreated(
                "701.38a",
                g.state.players[voter].name,
                msg("votes for {card}", card=CardName(g.state.objects[card].label)),
            )
        )
        return _ask(g, at, self.effect, self.voters[1:], (*self.votes, card))


def _ask(g: Game, at: At, e: ExileMostVoted, voters: tuple[int, ...], votes: tuple[int, ...]) -> Next:
    """The next voter chooses among the permanents that fit (read for the controller); one with none
    to vote for doesn't vote. After the last vote, the most voted are exiled together (701.38a)."""
    st = g.state
    controller = at.object(g).controller
    options = tuple(oid for oid in st.battlefield if fits(g, e.what, st.objects[oid], controller))
    if voters and options:
        prompt = msg("vote for {noun}", noun=a_phrase(e.what.text))
        return pause(g, at, Voting(e, voters, votes), Choose(voters[0], Purpose.VOTE, "701.38a", options, prompt))
    counted = Counter(votes)
    most = max(counted.values(), default=0)
    group = hosts_first([st.objects[oid] for oid, n in counted.items() if n == most])
    with leaving_together(g, group):  # CR 603.10a: each as it was before any of them left
        for o in group:
            if o.zone is Zone.BATTLEFIELD:
                move(g, o, Zone.EXILE, "406.1", "is exiled")
    return Next.GO_ON


def begin_vote(g: Game, at: At, e: ExileMostVoted) -> Next:
    """CR 701.38a: "Starting with you", then in turn order (two players: the controller, then the
    other)."""
    controller = at.object(g).controller
    return _ask(g, at, e, (controller, 1 - controller), ())


def register(askers: Askers) -> None:
    askers.add(ExileMostVoted, begin_vote)
