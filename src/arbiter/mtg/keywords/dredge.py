"""Dredge (CR 702.52) and the player's choice to replace a draw (CR 614.11, 616.1).

"Dredge N" means "As long as you have at least N cards in your library, if you would draw a card,
you may mill N cards instead and return this card from your graveyard to your hand." (702.52a). It
is a replacement effect of each single draw (121.2: "draw three cards" is three draws, each asked;
614.11a: the replacement is completed before the next draw, so a dredge card milled by the first
dredge can replace the second draw). With several dredge cards the player chooses which one
applies, or none: dredge is optional (616.1, 616.1e). A replaced draw never happens (614.6): the
card isn't drawn, no "whenever you draw" ability triggers, nothing counts it as a draw (121.5).

How a draw asks. A draw happens deep inside whatever the game is doing — the draw step's
turn-based action (504.1), an instruction of a resolving spell ("draw three cards", "each player
discards their hand, then draws seven cards"), the answer to another question (connive). Rather
than make every one of those places able to stop in the middle, the answer being carried out when
the draw came is the unit that is asked about. When a draw could be replaced and no answer is
known, :func:`replaced` raises :class:`DrawAsked`; the game (``Game._perform``) catches it, leaves
the state as it stands at that draw (what was done before it is seen: the cards the first dredge
milled), and asks the player — recording in ``GameState.replacing_draw`` the answer it was
carrying out, the journal mark before it and the answers given so far. The player's answer puts
the state back to that mark (as a reversible change: ``undo`` still works) and carries out the
same answer again with the answers so far plus the new one: the engine is deterministic (the
random generator is part of the state), so everything before the draw happens again exactly, the
draws already asked about take their answers, and the new draw takes the new answer — or the next
draw that could be replaced asks again. Games in which no card with dredge is in a graveyard never
ask, and the check is a look at the drawing player's graveyard (a draw or two a turn).
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.i18n.text import join
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Action, Choose, Option, Pick, Purpose
from arbiter.mtg.enums import Zone
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject, Player

RULE = "702.52a"
DRAW = "draw"  # the answer that applies no replacement: the card is drawn (616.1e: dredge is optional)


@dataclass(frozen=True, slots=True)
class ReplacingDraw:
    """A draw its player may replace, being asked (CR 614.11): ``action`` was being carried out
    when the draw came, from the journal position ``mark``; ``answers`` are those given to the
    earlier draws of that same action (614.11a: each draw of a sequence is asked on its own)."""

    action: Action
    mark: int
    answers: tuple[Option, ...]
    player: int


class DrawAsked(Exception):
    """A draw that could be replaced has no answer yet: the game asks ``player`` (``options``:
    the dredge cards that could replace it, by id). The same holds for another question a draw
    asks (``purpose``): whether to reveal a card with miracle as it is drawn (702.94a), with its
    ``options`` and ``prompt``."""

    def __init__(
        self, player: int, options: tuple[Option, ...], purpose: Purpose = Purpose.DREDGE, prompt: str = ""
    ) -> None:
        super().__init__(player, options)
        self.player = player
        self.options = options
        self.purpose = purpose
        self.prompt = prompt


@dataclass(slots=True)
class _Answers:
    """The answers of a repeated action's draws, taken in order."""

    given: tuple[Option, ...]
    used: int = 0


# the answers given while an answer is carried out again (set only around that, in :func:`answer`)
_ANSWERS: ContextVar[_Answers | None] = ContextVar("dredge_answers", default=None)


def could_replace(g: Game, p: Player) -> bool:
    """Whether a card with dredge is in ``p``'s graveyard (the cheap look before each draw: most
    graveyards are small and most games have no dredge card)."""
    objects = g.state.objects
    for c in p.graveyard:  # noqa: SIM110 (a plain loop: no generator call for the common answer, none)
        if objects[c].card.dredge:
            return True
    return False


def eligible(g: Game, player: int) -> tuple[int, ...]:
    """The cards whose dredge could replace ``player``'s draw now (CR 702.52a): dredge cards in
    their graveyard with N no greater than the number of cards in their library (702.52b)."""
    st = g.state
    p = st.players[player]
    library = len(p.library)
    return tuple(c for c in p.graveyard if 0 < st.objects[c].card.dredge <= library)


def replaced(g: Game, player: int) -> bool:
    """CR 614.11, 616.1: ``player`` would draw a card: if a dredge card could replace the draw,
    the player's answer (known, or asked by raising :class:`DrawAsked`) says which one applies or
    that the card is drawn. True when the draw was replaced (dredged)."""
    options = eligible(g, player)
    if not options:
        return False
    choice = next_answer(DrawAsked(player, options, prompt=_first_prompt(g, player, options)))
    if not isinstance(choice, int):  # DRAW: no replacement applies (616.1e)
        return False
    dredge(g, player, g.state.objects[choice])
    return True


def _first_prompt(g: Game, player: int, options: tuple[int, ...]) -> str:
    """CR 616.1, 616.1e: when a "draw two cards instead" effect would apply to this draw too, the
    question says so — answering "draw" has that effect apply first (two draws, each of which
    dredge may replace, 616.1f); "" otherwise (the usual question). Worded as the draw is reached,
    inside the draws a doubling already made (614.5: it doesn't apply to them again)."""
    from arbiter.mtg.replacement.draws import doubling_source

    doubler = doubling_source(g, player)
    if doubler is None:
        return ""
    names = join(CardName(g.state.objects[c].label) for c in options)
    return msg(
        "you would draw a card: choose which replacement applies first — a card to dredge instead ({names}), "
        "or draw: {card}'s draw two cards instead",
        names=names,
        card=CardName(doubler.label),
    )


def next_answer(question: DrawAsked) -> Option:
    """The answer to a question of a draw: the next of those given to the answer being carried
    out again, or — none left — the question is asked (``question`` raised)."""
    known = _ANSWERS.get()
    if known is None or known.used >= len(known.given):
        raise question
    choice = known.given[known.used]
    known.used += 1
    return choice


def dredge(g: Game, player: int, card: GameObject) -> None:
    """CR 702.52a, 614.6: instead of the draw, the player mills N cards (701.17a), then returns
    the dredge card from their graveyard to their hand (not a draw, 121.5)."""
    from arbiter.mtg.zones import move

    st = g.state
    p = st.players[player]
    n = card.card.dredge
    g.log(
        ev.EffectCreated(
            RULE, p.name, msg("mills {n} instead of drawing ({card}'s dredge)", n=n, card=CardName(card.label))
        )
    )
    for oid in st.players[player].library[:n]:  # CR 701.17a: the cards on top as the player mills
        move(g, st.objects[oid], Zone.GRAVEYARD, "701.17a", "is milled and put")
    if card.zone is Zone.GRAVEYARD:
        move(g, card, Zone.HAND, RULE, "is returned")


def ask(g: Game, asked: DrawAsked, action: Action, mark: int) -> None:
    """The draw needs its player's answer: the state stays as it is at that draw, and the answer
    being carried out (``action``, from ``mark``) is remembered with the answers given so far."""
    known = _ANSWERS.get()
    given = known.given if known is not None else ()
    assert known is None or known.used == len(given), "an answer was carried out differently the second time"
    st = g.state
    g.set(st, "replacing_draw", ReplacingDraw(action, mark, given, asked.player))
    if asked.purpose is not Purpose.DREDGE:
        g.set(st, "pending", Choose(asked.player, asked.purpose, asked.purpose.rule, asked.options, asked.prompt))
        return
    names = join(CardName(st.objects[c].label) for c in asked.options if isinstance(c, int))  # (in each language)
    usual = msg("you would draw a card: choose a card to dredge instead, or draw ({names})", names=names)
    prompt = asked.prompt or usual  # (616.1: the question names a "draw two cards instead" that applies too)
    g.set(st, "pending", Choose(asked.player, Purpose.DREDGE, RULE, (*asked.options, DRAW), prompt))


def answer(g: Game, dec: Choose, action: Action) -> None:
    """The player's answer: a dredge card (its dredge replaces the draw) or "draw" — or the answer
    to another question of a draw (a miracle's reveal, 702.94a), or to the order of replacement
    effects on a move asked where it happens (616.1, ``replacement/asked.py``). The state goes
    back to where the answer being carried out began, and that answer is carried out again with
    this one added (CR 614.11a: the draws before it take their answers again)."""
    st = g.state
    rec = st.replacing_draw
    assert rec is not None
    if (not isinstance(action, Pick) or action.value not in dec.options) and dec.purpose is Purpose.MIRACLE:
        raise IllegalAction(msg("answer yes or no"), dec.rule)
    if (not isinstance(action, Pick) or action.value not in dec.options) and dec.purpose is not Purpose.DREDGE:
        # CR 616.1e: the order of replacement effects on a move (replacement/asked.py)
        value = action.value if isinstance(action, Pick) else action
        raise IllegalAction(
            msg("{action} is not one of the options for {purpose}", action=repr(value), purpose=dec.purpose), dec.rule
        )
    if not isinstance(action, Pick) or action.value not in dec.options:
        raise IllegalAction(_refusal(g, rec.player, action), *_refusal_rules(g, rec.player, action))
    g.revert_to(rec.mark)
    known = _Answers((*rec.answers, action.value))
    token = _ANSWERS.set(known)
    try:
        g._perform(rec.action)  # (asks again, from here, at the next draw that could be replaced)
    finally:
        _ANSWERS.reset(token)
    assert known.used == len(known.given), "an answer was carried out differently the second time"


def _too_few(g: Game, player: int, action: Action) -> GameObject | None:
    """The dredge card in the player's graveyard the answer names, when it needs more cards than
    their library has (CR 702.52b)."""
    if not isinstance(action, Pick):
        return None
    value = action.value
    oid = value.id if isinstance(value, ObjectRef) else value if isinstance(value, int) else None
    st = g.state
    o = st.objects.get(oid) if oid is not None else None
    p = st.players[player]
    if o is not None and o.id in p.graveyard and o.card.dredge > len(p.library):
        return o
    return None


def _refusal(g: Game, player: int, action: Action) -> str:
    o = _too_few(g, player, action)
    if o is not None:
        return msg(
            "{card} can't be dredged: dredge {n} needs at least {n} cards in your library",
            card=CardName(o.label),
            n=o.card.dredge,
        )
    return msg("choose a dredge card from your graveyard or draw")


def _refusal_rules(g: Game, player: int, action: Action) -> tuple[str, ...]:
    return ("702.52b", RULE) if _too_few(g, player, action) is not None else (RULE, "616.1")
