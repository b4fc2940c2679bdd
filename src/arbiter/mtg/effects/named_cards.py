"""Instructions about the cards with a name (CR 201.2): a name chosen as the spell resolves
("Choose a nonland card name.", 608.2d, 201.4) or the name of a target ("the same name as that
creature", as it last existed: 608.2h).

- "Target player reveals their hand and discards all cards with that name." (Cabal Therapy;
  701.20a, 701.9a); "… That player discards a card with that name. If they can't, you draw a card."
  (Brain Pry); "~ deals 3 damage to that player for each card with the chosen name revealed this
  way." (Thought Hemorrhage).
- "Choose a card name, then target player mills a card. If a card with the chosen name was milled
  this way, you draw two cards. Otherwise, you draw a card." (Predict; 701.17a) and "…, then reveal
  the top card of your library. If that card has the chosen name, …" (Mise; 701.20a).
- "Search <player>'s graveyard, hand, and library for <any number of | all | up to four> cards
  with that name and exile them. Then that player shuffles." (Memoricide, Cranial Extraction,
  Surgical Extraction, Eradicate; 701.23a, 701.13a, 701.24a), also "That player shuffles, then
  draws a card for each card exiled from their hand this way." (Lost Legacy, Unmoored Ego).

The searching player looks at the cards of the hand and library searched (701.23a); in those hidden
zones they needn't find every card with the name (701.23b), so they choose the cards found one at a
time, or "all"; in the graveyard, a public zone, "all cards" finds every one of them. A player who
can't search libraries searches only the graveyard and hand (101.2), and an opponent's Aven
Mindcensor leaves them the top four cards of the library (614.1a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from arbiter.i18n import CardName, join, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.card_names import has_name
from arbiter.mtg.card_names import names_now as card_names
from arbiter.mtg.effects.damage import deal_damage
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import player_of
from arbiter.mtg.effects.search_prohibitions import cant_search, searched_part
from arbiter.mtg.enums import ChoiceKey, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.lki import TargetNames
from arbiter.mtg.objects.chosen import chosen
from arbiter.mtg.resolved import NameProhibited
from arbiter.mtg.state import NO_OBJECT, ObjectRef, PlayerRef, TurnEffect
from arbiter.mtg.zones import discard, draw, move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.paused.base import Askers, At, Next
    from arbiter.mtg.state import GameObject

ALL = "all"
"""The answer "I find every card with the name still offered" (CR 701.23a)."""

TARGET_NAME = "target's name"
"""The kind of the ``Ref`` to a target whose name an instruction looks for ("the same name as that
creature"): its names are noted as the resolution begins (CR 608.2h, :func:`note_target_names`)."""


@dataclass(frozen=True, slots=True)
class RevealHandForName(Effect):
    """ "<Player> reveals their hand" and then, by the name chosen as it resolves (CR 701.20a):
    "… and discards all cards with that name." (Cabal Therapy, 701.9a); "That player discards a card
    with that name. If they can't, you draw a card." (Brain Pry, ``else_draw``); "~ deals 3 damage to
    that player for each card with the chosen name revealed this way." (Thought Hemorrhage)."""

    who: Ref
    then: Literal["discard all", "discard a card", "damage for each"]
    text_: str
    damage: int = 0
    else_draw: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class SearchAndExileNamed(Effect):
    """ "Search <whose> graveyard, hand, and library for <any number of | all | up to N> cards with
    <that name | the same name as that card> and exile them." with "Then that player shuffles." or
    "That player shuffles, then draws a card for each card exiled from their hand this way."
    ``named``: the target whose name it is (a :data:`TARGET_NAME` reference), or None for the name
    chosen as it resolves; ``most``: "up to N" (0: no limit); ``every``: "all cards" (every one in
    the graveyard is found, 701.23b)."""

    decides = True

    whose: Ref
    named: Ref | None
    text_: str
    most: int = 0
    every: bool = False
    draw_for_hand: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class CheckTopForName(Effect):
    """ "Choose a card name, then target player mills a card. If a card with the chosen name was
    milled this way, <then>. [Otherwise, <otherwise>.]" (Predict, Foreshadow; 701.17a) and "…, then
    reveal the top card of your library. If that card has the chosen name, <then>." (Mise; 701.20a):
    the top card is milled (``who``'s) or revealed (the controller's), and its name decides which
    instructions follow (CR 608.2c). ``text_``: the words after the name's choice."""

    who: Ref | None  # the player who mills (None: the controller reveals their top card)
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...]
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(CheckTopForName)
def _check_top_for_name(g: Game, o: GameObject, e: CheckTopForName, legal: list[bool]) -> None:
    from arbiter.mtg.effects.resolution import perform

    st = g.state
    player = o.controller if e.who is None else player_of(g, o, e.who, legal)
    library = st.players[player].library if player is not None else ()
    top = st.objects[library[0]] if library else None
    if top is not None and e.who is None:
        g.log(ev.EffectCreated("701.20a", top.label, msg("is revealed from the top of a library"), (top.id,)))
    elif top is not None:
        move(g, top, Zone.GRAVEYARD, "701.17a", "is milled and put")
    named = top is not None and any(has_name(top.card, n) for n in names_now(o, None))
    perform(g, o, e.then if named else e.otherwise, legal)


@dataclass(frozen=True, slots=True)
class ProhibitName(Effect):
    """ "Until your next turn, spells with the chosen name can't be cast and lands with the chosen
    name can't be played." / "Opponents can't cast spells with the chosen name until your next turn."
    (CR 611.2a, 601.3, 305.1): kept until the controller's next turn begins (500.4)."""

    opponents: bool
    lands: bool
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ProhibitName)
def _prohibit_name(g: Game, o: GameObject, e: ProhibitName, legal: list[bool]) -> None:
    st = g.state
    name = names_now(o, None)
    if not name:
        return  # nothing was chosen
    change = NameProhibited(name[0], o.controller, e.opponents, e.lands, o.controller)
    g.set(st, "lasting", (*st.lasting, TurnEffect(NO_OBJECT, 0, change, g.next_timestamp())))
    card = CardName(name[0])
    if e.lands:
        what = msg(
            "spells named {card} can't be cast and lands named {card} can't be played until {player}'s next turn",
            card=card,
            player=st.players[o.controller].name,
        )
    else:
        what = msg("{who} can't cast spells named {card} until {player}'s next turn",
                   who=msg("opponents") if e.opponents else msg("players"), card=card,
                   player=st.players[o.controller].name)  # fmt: skip
    g.log(ev.EffectCreated("611.2a", o.label, what))


def names_now(o: GameObject, named: Ref | None) -> tuple[str, ...]:
    """The name(s) the instruction looks for: the one chosen as ``o`` resolves (none chosen: none),
    or the target's as it last existed (CR 608.2h: recorded as the resolution began)."""
    if named is None:
        name = chosen(o, ChoiceKey.CARD_NAME)
        return (name,) if isinstance(name, str) else ()
    return next((x.names for x in o.lki if isinstance(x, TargetNames) and x.target == named.index), ())


def note_target_names(g: Game, o: GameObject) -> None:
    """CR 608.2h: the names of ``o``'s object targets as the resolution begins (before an earlier
    instruction exiles or counters them), for "the same name as that …"; a face-down permanent has
    no name (708.2a)."""
    st = g.state
    known: list[TargetNames] = []
    for i, t in enumerate(o.targets):
        x = st.objects.get(t.id) if isinstance(t, ObjectRef) else None
        if isinstance(t, ObjectRef) and x is not None and x.zcc == t.zcc and x.face_down is None:
            known.append(TargetNames(i, card_names(x.card)))
    g.set(o, "lki", (*o.lki, *known))


def _with_name(g: Game, ids: tuple[int, ...], names: tuple[str, ...]) -> tuple[int, ...]:
    st = g.state
    return tuple(c for c in ids if any(has_name(st.objects[c].card, n) for n in names))


@handles(RevealHandForName)
def _reveal_hand_for_name(g: Game, o: GameObject, e: RevealHandForName, legal: list[bool]) -> None:
    player = player_of(g, o, e.who, legal)
    if player is None:
        return
    st = g.state
    hand = st.players[player].hand
    shown = join([CardName(st.objects[c].card.name) for c in hand]) if hand else msg("no cards")
    g.log(ev.EffectCreated("701.20a", st.players[player].name, msg("reveals their hand: {names}", names=shown), hand))
    named = _with_name(g, hand, names_now(o, None))
    if e.then == "damage for each":
        source = st.objects.get(o.source, o) if o.source is not None else o
        deal_damage(g, source, PlayerRef(player), e.damage * len(named), combat=False)  # CR 120.3
        return
    for card in named if e.then == "discard all" else named[:1]:
        discard(g, st.objects[card])  # CR 701.9a
    if e.else_draw and not named:
        draw(g, o.controller)  # "If they can't, you draw a card." (CR 608.2c)


@dataclass(frozen=True, slots=True)
class SearchingForNamed:
    """The cards found so far, and those the searcher may still find (CR 701.23a–b); ``looked``: the
    hidden cards the searcher is looking at (shown to them while they choose)."""

    effect: SearchAndExileNamed
    player: int
    found: tuple[int, ...]
    offered: tuple[int, ...]
    looked: tuple[int, ...]

    def answer(self, g: Game, at: At, value: int | str) -> Next:
        if value == ALL:
            return _finish(g, at, self.effect, self.player, self.found + self.offered)
        if not isinstance(value, int) or value == 0:
            return _finish(g, at, self.effect, self.player, self.found)
        found = (*self.found, value)
        offered = tuple(c for c in self.offered if c != value)
        return _ask(g, at, SearchingForNamed(self.effect, self.player, found, offered, self.looked))


def _ask(g: Game, at: At, step: SearchingForNamed) -> Next:
    """Ask for the next card found, or finish when nothing more can be (CR 701.23a)."""
    from arbiter.mtg.paused.base import pause

    e = step.effect
    room = e.most - len(step.found) if e.most else len(step.offered)
    if not step.offered or room <= 0:
        return _finish(g, at, e, step.player, step.found)
    every = (ALL,) if len(step.offered) <= room else ()
    searcher = at.object(g).controller
    names = join([CardName(n) for n in names_now(at.object(g), e.named)]) or msg("no name")
    prompt = msg("the next card with the name {names} you find (all: every one offered; 0: no more)", names=names)
    return pause(g, at, step, Choose(searcher, Purpose.SEARCH, "701.23b", (*step.offered, *every, 0), prompt))


def begin_searching(g: Game, at: At, e: SearchAndExileNamed) -> Next:
    """CR 701.23a: the controller searches the player's graveyard, hand and library for the name."""
    from arbiter.mtg.paused.base import Next

    o = at.object(g)
    player = player_of(g, o, e.whose, list(at.legal))
    if player is None:
        return Next.GO_ON
    st = g.state
    p = st.players[player]
    library = () if cant_search(g, o.controller) else searched_part(g, o.controller, p.library)
    names = names_now(o, e.named)
    g.log(
        ev.EffectCreated(
            "701.23a", st.players[o.controller].name,
            msg("searches {player}'s graveyard, hand and library", player=p.name),
        )
    )  # fmt: skip
    graveyard = _with_name(g, p.graveyard, names)
    hidden = _with_name(g, (*p.hand, *library), names)
    found = graveyard if e.every else ()
    offered = hidden if e.every else (*graveyard, *hidden)
    return _ask(g, at, SearchingForNamed(e, player, found, offered, (*p.hand, *library)))


def _finish(g: Game, at: At, e: SearchAndExileNamed, player: int, found: tuple[int, ...]) -> Next:
    """CR 701.13a: the cards found are exiled; then the player shuffles (701.24a) and, for Lost
    Legacy, draws a card for each card exiled from their hand."""
    from arbiter.mtg.paused.base import Next

    st = g.state
    from_hand = sum(1 for c in found if st.objects[c].zone is Zone.HAND)
    for card in found:
        move(g, st.objects[card], Zone.EXILE, "701.13a", "is exiled")
    shuffle(g, player)
    for _ in range(from_hand if e.draw_for_hand else 0):
        draw(g, player)
    return Next.GO_ON


def register(askers: Askers) -> None:
    askers.add(SearchAndExileNamed, begin_searching)
