"""The Magic game: the public facade over the state, the decision loop and the rules rooms.

``Game`` is what users drive: ``pending``, ``legal_actions()``, ``check()``, ``apply()``,
``undo()``, ``copy()``, ``digest()``, ``explain()``. Every rule lives in a module named after
its CR chapter; this module only dispatches actions to them and runs the game forward until
the next decision (``_advance``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.core.game import CoreGame
from arbiter.core.journal import ATTR, BOOKKEEPING, SHAPE, STEP_AND_MANA, Journal, remap
from arbiter.core.ruling import IllegalAction
from arbiter.core.shapes import shape_error
from arbiter.i18n import CardName, msg
from arbiter.mtg import casting, legal, sba, triggers
from arbiter.mtg.abilities import activation as activation
from arbiter.mtg.abilities import special_actions as special_actions
from arbiter.mtg.actions import (
    Action,
    Activate,
    AssignDamage,
    AssignDamageDecision,
    Cast,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareAttackersDecision,
    DeclareBlockers,
    DeclareBlockersDecision,
    ExileFromHand,
    Pass,
    Pay,
    PayCostDecision,
    PayToEnd,
    PayToStop,
    Pick,
    PlayLand,
    Priority,
    SuspendCard,
    TurnFaceUp,
    UnlessPayDecision,
)
from arbiter.mtg.combat import phase as combat
from arbiter.mtg.enums import Zone
from arbiter.mtg.forked_objects import ForkObjects, fork_state
from arbiter.mtg.keywords import dredge as dredge
from arbiter.mtg.lands import plays as lands
from arbiter.mtg.mana import abilities as mana_abilities
from arbiter.mtg.model import CardDef
from arbiter.mtg.objects import as_enters as as_enters
from arbiter.mtg.state import GameObject, GameState, ObjectRef, zone_field
from arbiter.mtg.turn import priority as priority
from arbiter.mtg.turn import start as start
from arbiter.mtg.turn import steps as turn
from arbiter.mtg.turn import untap_choice as untap_choice
from arbiter.mtg.turn import untap_limits

if TYPE_CHECKING:
    from arbiter.core.ruling import Illegal
    from arbiter.mtg.layers import LayerStep
    from arbiter.mtg.record import ReplayRefused
    from arbiter.mtg.seat import Seat
    from arbiter.mtg.view import View


class AdvanceError(RuntimeError):
    """The game refused to go on after an accepted answer: an engine error (never a ruling)."""


# (the decision kinds some tests in the decision loop ask about, as tuples: isinstance with a tuple
# is cheaper than building the union of the classes at every call)
_OPEN_DECISIONS = (DeclareAttackersDecision, DeclareBlockersDecision, AssignDamageDecision)
_COMBAT_DECLARATIONS = (DeclareAttackersDecision, DeclareBlockersDecision)
_CAST_DECISIONS = (PayCostDecision, Choose)

# Actions found well formed, by identity (kept alive here so that no other object takes the id):
# an action is immutable, so the same object is well formed again — the listed actions are the
# same objects from decision to decision (a pass, a land's mana ability, a plain cast).
_WELL_FORMED: dict[int, object] = {}


def _well_formed(action: object) -> None:
    if len(_WELL_FORMED) >= 4096:
        _WELL_FORMED.clear()  # (a bound: new actions are found well formed again)
    _WELL_FORMED[id(action)] = action


class Game(CoreGame[GameState, Action]):
    """A two-player game of Magic (players 0 and 1)."""

    __slots__ = ()

    # -- construction ------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        deck_a: Sequence[CardDef],
        deck_b: Sequence[CardDef],
        *,
        seed: int = 0,
        names: tuple[str, str] = ("alice", "bob"),
        keep_history: bool = True,
    ) -> Game:
        """A game at its start (CR 103): decks shuffled, opening hands drawn, the starting
        player about to decide on a mulligan."""
        from arbiter.mtg.setup import create_cards  # (setup imports Game)

        game = cls(GameState(names, seed), keep_history=keep_history)
        for player, deck in enumerate((deck_a, deck_b)):
            create_cards(game, deck, player, Zone.LIBRARY)  # linear in the deck's size
        start.begin_game(game)
        game._advance()
        game.journal.forget()
        return game

    def create(self, card: CardDef, owner: int, zone: Zone, *, token: bool = False) -> GameObject:
        """A new object in ``zone`` (library: at the bottom)."""
        st = self.state
        o = GameObject(st.next_id, card, owner, zone)
        o.is_token = token
        if token:
            self.set(st, "tokens", (*st.tokens, o.id))
        o.timestamp = self.next_timestamp()
        self.set(st, "next_id", st.next_id + 1)
        self.journal.dict_set(st.objects, o.id, o)
        if zone is Zone.BATTLEFIELD:
            self.set(st, "battlefield", (*st.battlefield, o.id))
            if card.affects_others:
                self.set(st, "grant_sources", (*st.grant_sources, o.id))
        elif zone is Zone.STACK:
            self.set(st, "stack", (*st.stack, o.id))
        else:
            p = st.players[owner]
            name = zone_field(zone)
            self.set(p, name, (*getattr(p, name), o.id))
        return o

    # -- the choke point's helpers -------------------------------------------------------------
    def set(self, obj: object, name: str, value: object) -> None:
        """Every write to the state goes through here (and so into the journal): the entry of
        :meth:`Journal.set <arbiter.core.journal.Journal.set>`, written inline (the engine's
        hottest call)."""
        journal = self.journal
        if journal.watchers:
            journal.before_write(obj)  # (a fork still sharing ``obj`` takes its own first)
        journal.entries += (ATTR, obj, name, getattr(obj, name))
        setattr(obj, name, value)
        if name not in BOOKKEEPING:
            journal.changes += 1
            if name not in STEP_AND_MANA:
                journal.board += 1
                if name in SHAPE:
                    journal.shapes += 1

    def log(self, event: Event) -> None:
        st = self.state
        log = st.log
        self.journal.set(st, "log", (event, log, log[2] + 1 if log is not None else 1))

    def next_timestamp(self) -> int:
        st = self.state
        ts = st.next_ts
        self.journal.set(st, "next_ts", ts + 1)
        return ts

    # -- queries -------------------------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, naming the player who must make it (None: over)."""
        pending: Decision | None = self.state.pending
        return pending

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    def obj(self, oid: int) -> GameObject:
        return self.state.objects[oid]

    def player_name(self, index: int) -> str:
        return self.state.players[index].name

    def explain(self, start: int = 0) -> str:
        """The event log from ``start`` as text a judge can read, each line with its CR rule."""
        return "\n".join(e.line() for e in self.state.events[start:])

    def explain_object(self, object_id: int) -> tuple[LayerStep, ...]:
        """CR 613.1: the object's characteristics layer by layer — after each layer, with the
        effects applied there (source, timestamp, rule) — as frozen values."""
        from arbiter.mtg.layers import explain

        return explain(self, self.state.objects[object_id])

    # -- CoreGame hooks ------------------------------------------------------------------------
    def _clone_state(self) -> GameState:
        """The copy shares the objects until it uses them (mtg/forked_objects.py): this game's
        journal shows the copy each object before changing it."""
        new, objects = fork_state(self.state)
        if type(objects) is ForkObjects:
            self.journal.watch(objects)
        return new

    def _in_procedure(self) -> bool:
        st = self.state
        return st.cast is not None or st.replacing_draw is not None

    def copy(self) -> Game:
        """An independent fork. A cast in progress can still be cancelled in the fork, and a draw
        waiting for its player's choice answered there (the journal since either began is carried
        over, CR 733, 614.11)."""
        other = super().copy()
        st = self.state
        cast = st.cast
        marks = [m for m in (cast.first_mark if cast is not None else None, _draw_mark(st)) if m is not None]
        if marks:
            other.journal = _remapped_journal(self, other, min(marks))
        return other

    def _open_decision(self) -> bool:
        return isinstance(self.state.pending, _OPEN_DECISIONS)

    def _enumerate(self) -> list[Action]:
        return legal.enumerate_actions(self)

    def _perform(self, action: Action) -> None:
        """Take the answer, then run the game on to the next decision. The run can't refuse an
        answer already taken (its turn-based actions, state-based actions and triggers follow from
        the rules, CR 117.5, 704.3, 603.3): an :class:`IllegalAction` raised there is an engine
        error, not a ruling — which is what lets :meth:`_trial` stop at the answer."""
        mark = len(self.journal.entries)  # (``journal.mark()``, inline: once per answer)
        try:
            if self._answer(action):
                try:
                    self._advance()
                except IllegalAction as exc:
                    raise AdvanceError(f"the game could not go on after {action}: {exc.ruling}") from exc
        except dredge.DrawAsked as asked:  # CR 614.11: a draw its player may replace (dredge)
            dredge.ask(self, asked, action, mark)

    def _trial(self, action: Action) -> None:
        """``check`` judges the answer alone: the run that follows never refuses (:meth:`_perform`)."""
        try:  # (not ``contextlib.suppress``: this runs for every action judged)  # noqa: SIM105
            self._answer(action, judge_only=True)
        except dredge.DrawAsked:
            pass  # the answer is taken: a draw it leads to asks its player (CR 614.11)

    def _answer(self, action: Action, judge_only: bool = False) -> bool:
        """Take ``action`` as the answer to the pending decision (raise :class:`IllegalAction` to
        refuse it); True when the game then runs on (a mana ability returns to the same decision).
        ``judge_only``: a declaration of attackers is only judged (``check``), not carried out."""
        st = self.state
        dec = st.pending
        if _WELL_FORMED.get(id(action), _WELL_FORMED) is not action:  # (a default no action can be)
            malformed = shape_error(action, Action)
            if malformed is not None:
                raise IllegalAction(msg("not a well-formed action: {malformed}", malformed=malformed))
            _well_formed(action)
        if st.over or dec is None:
            raise IllegalAction(msg("the game is over"), "104.1")
        if isinstance(dec, Priority):
            self._answer_priority(dec, action)
        elif isinstance(dec, UnlessPayDecision):
            self._answer_unless_pay(dec, action)
        elif isinstance(dec, Choose) and st.replacing_draw is not None:
            # CR 614.11, 616.1, 702.94a: a question asked where its event happens (a draw's dredge
            # or miracle; the order of replacement effects on a move, replacement/asked.py)
            dredge.answer(self, dec, action)
        elif isinstance(dec, Choose) and dec.purpose.during_resolution:
            priority.answer_paused(self, dec, action)  # CR 608.2d: the paused resolution takes it
        elif isinstance(dec, Choose) and dec.purpose == "trigger order":
            if not isinstance(action, Pick) or action.value not in dec.options:
                raise IllegalAction(msg("choose which triggered ability goes on the stack next"), "603.3b")
            triggers.answer_order(self, action.value)
        elif isinstance(dec, Choose) and dec.purpose == "x" and st.mana_cost_choice is not None:
            # CR 107.3a, 601.2b via 602.2b: the number a mana ability's cost removes (the storage lands)
            if not isinstance(action, Pick):
                raise IllegalAction(msg("choose the value of X"), "107.3a", "601.2b")
            mana_abilities.answer_mana_x(self, action.value)
        elif isinstance(dec, Choose) and dec.purpose == "mana cost":
            if not isinstance(action, Pick) or action.value not in dec.options:
                raise IllegalAction(msg('choose what pays "{prompt}"', prompt=dec.prompt), "605.3b", "601.2h")
            casting.answer_mana_cost(self, action.value)
        elif isinstance(dec, Choose) and dec.purpose == "as enters":
            as_enters.answer(self, action)  # CR 614.12
            priority.after_entering(self)  # CR 608.2c: a resolution waiting for it goes on
        elif isinstance(dec, Choose) and dec.purpose == "color":
            if not isinstance(action, Pick) or action.value not in dec.options:
                # CR 106.1, 605.3b: only the mana the ability offers ("{U} or {B}"), not any color
                offered = ", ".join("".join(f"{{{c}}}" for c in str(x)) for x in dec.options)
                raise IllegalAction(msg("choose one of the mana it offers: {offered}", offered=offered), "106.1")
            casting.answer_color(self, action.value)
        elif isinstance(dec, _CAST_DECISIONS) and st.cast is not None:  # incl. 601.2b announcements
            casting.continue_cast(self, action)
        elif isinstance(dec, Choose):
            self._answer_choice(dec, action)
        elif isinstance(dec, _COMBAT_DECLARATIONS) and isinstance(action, Activate):
            # CR 508.1i / 509.1e: mana abilities to pay a cost to attack or block
            mana_abilities.activate_mana(self, dec.player, action.source, action.index, action.x)
            return False
        elif isinstance(dec, DeclareAttackersDecision):
            if not isinstance(action, DeclareAttackers):
                raise IllegalAction(msg("the active player must declare attackers now"), "508.1")
            combat.declare_attackers(self, action, judge_only=judge_only)
        elif isinstance(dec, AssignDamageDecision):
            if not isinstance(action, AssignDamage):
                raise IllegalAction(msg("combat damage must be assigned now"), "510.1")
            combat.assign_damage(self, action)
        elif isinstance(dec, DeclareBlockersDecision):
            if not isinstance(action, DeclareBlockers):
                raise IllegalAction(msg("the defending player must declare blockers now"), "509.1")
            combat.declare_blockers(self, action)
        else:  # pragma: no cover
            raise IllegalAction(msg("{action} does not answer {dec}", action=action, dec=dec), "117")
        return True

    def _answer_choice(self, dec: Choose, action: Action) -> None:
        """A choice the turn's steps ask (mulligans, discarding to hand size, the legend rule,
        exert, enlist, keeping a permanent tapped): the answer must be one of its options."""
        if not isinstance(action, Pick):
            raise IllegalAction(msg("the game is waiting for a choice ({purpose})", purpose=dec.purpose), dec.rule)
        if action.value not in dec.options:
            value = action.value
            shown = CardName(self.state.objects[value.id].label) if isinstance(value, ObjectRef) else repr(value)
            raise IllegalAction(
                msg("{action} is not one of the options for {purpose}", action=shown, purpose=dec.purpose), dec.rule
            )
        if dec.purpose in ("mulligan", "bottom", "opening hand"):
            start.answer(self, dec, action.value)
        elif dec.purpose == "discard":
            turn.discard_to_hand_size(self, action.value)
        elif dec.purpose == "legend rule":
            sba.answer_legend_rule(self, action.value)
        elif dec.purpose == "exert":
            combat.answer_exert(self, action.value)
        elif dec.purpose == "enlist":
            combat.answer_enlist(self, action.value)
        elif dec.purpose == "keep tapped":
            untap_choice.answer(self, action.value)  # CR 502.3
        elif dec.purpose == "untap limit":
            untap_limits.answer(self, action.value)  # CR 502.3
        elif dec.purpose == "prevention shield":
            combat.answer_shield(self, action.value)  # CR 615.7
        else:  # pragma: no cover - every Choose purpose is routed above
            raise IllegalAction(msg("unexpected choice {purpose}", purpose=dec.purpose), dec.rule)

    def _answer_priority(self, dec: Priority, action: Action) -> None:
        """CR 117.1: what a player holding priority may do — pass, play a land, cast a spell,
        activate an ability or take a special action (116)."""
        if isinstance(action, Pass):
            priority.pass_priority(self)
        elif isinstance(action, PlayLand):
            lands.play_land(self, action.card, action.face)
        elif isinstance(action, Cast):
            casting.begin_cast(
                self, action.card, action.kicker, action.x, action.face_down, action.face, action.alternative,
                action.buyback,
            )  # fmt: skip
        elif isinstance(action, Activate):
            activation.activate(self, action.source, action.index, action.x)
        elif isinstance(action, PayToStop):
            lands.pay_to_stop(self, action.index, dec.player)
        elif isinstance(action, PayToEnd):
            from arbiter.mtg.effects.becoming_aura import pay_to_end

            pay_to_end(self, action.permanent, dec.player)
        elif isinstance(action, TurnFaceUp):
            special_actions.turn_face_up(self, action.permanent, action.mana_cost)
        elif isinstance(action, SuspendCard):
            special_actions.suspend_card(self, action.card)
        elif isinstance(action, ExileFromHand):
            from arbiter.mtg.abilities.exile_special import exile_from_hand

            exile_from_hand(self, action.card, action.keyword)  # CR 116.2h, 116.2k
        else:
            raise IllegalAction(msg("{action} is not an answer to a priority decision", action=action), "117.1")

    def _answer_unless_pay(self, dec: UnlessPayDecision, action: Action) -> None:
        """CR 608.2c / 117.1d: mana abilities, then pay from the pool or decline."""
        st = self.state
        if isinstance(action, Activate):
            mana_abilities.activate_mana(self, dec.player, action.source, action.index, action.x)  # CR 117.1d, 605.3a
            return
        if isinstance(action, Pay):
            from arbiter.mtg.mana.pool import ManaCost, can_pay, pay

            cost = ManaCost.parse(dec.cost)
            p = st.players[dec.player]
            assert cost is not None
            if not can_pay(p.pool, cost):
                raise IllegalAction(msg("the mana in your pool can't pay {cost}", cost=dec.cost), "601.2h")
            if action.spend:  # CR 601.2h: the mana of the pool the player chose
                from arbiter.mtg.casting.payment import spend_chosen

                spend_chosen(self, dec.player, cost, action.spend)
            else:
                self.set(p, "pool", pay(p.pool, cost))
            priority.continue_resolution(self, paid=True)
            return
        if isinstance(action, Pick) and action.value == "decline":
            priority.continue_resolution(self, paid=False)
            return
        raise IllegalAction(msg("pay {cost} or decline", cost=dec.cost), "608.2c")

    def _advance(self) -> None:
        """Run turn-based actions, state-based actions and steps until a decision is needed."""
        turn.advance(self)

    # -- the product surface: notation, records, positions, views (thin; see each module) --------
    def notation(self, action: object) -> str:
        """``action`` as readable text in the context of the pending decision (mtg/notation.py)."""
        from arbiter.mtg.notation import notation

        return notation(self, action)

    def parse(self, text: object) -> Action | Illegal:
        """The action a notation names here, or a refusal (a value) when it names none."""
        from arbiter.mtg.notation import parse

        return parse(self, text)

    def record(self) -> dict[str, object] | Illegal:
        """The game as a versioned JSON-able record (mtg/record.py); a game started without one
        (``Game.new`` keeps none: use ``arbiter.Game.new``) is refused as a value."""
        from arbiter.mtg.record import record

        return record(self)

    @classmethod
    def replay(cls, record: object, cards: object = None) -> Game | ReplayRefused:
        """Play a record back to its final digest, or the refusal naming the step that failed."""
        from arbiter.mtg.record import replay

        return replay(record, cards)

    def position(self) -> dict[str, object] | Illegal:
        """The current state as a scenario ``setup:`` mapping, or why it can't be (mtg/position.py)."""
        from arbiter.mtg.position import position

        return position(self)

    def view(self, player: int, key: bytes | None = None) -> View:
        """What ``player`` may know now (CR 400.2, 401.2, 402.3, 406.3; mtg/view.py)."""
        from arbiter.mtg.view import view

        return view(self, player, key)

    def seat(self, player: int, key: bytes | None = None) -> Seat:
        """A facade that acts only for ``player`` and shows only its view (mtg/seat.py)."""
        from arbiter.mtg.seat import Seat

        return Seat(self, player, key)

    def __str__(self) -> str:
        from arbiter.mtg.board import board

        return board(self)

    def __repr__(self) -> str:
        from arbiter.mtg.board import short

        return short(self)


def _draw_mark(st: GameState) -> int | None:
    """Where the answer being carried out when a draw asked its player began (CR 614.11): a fork
    keeps the journal from there, so the answer can be carried out again in it."""
    asked = st.replacing_draw
    return asked.mark if asked is not None else None


def _remapped_journal(game: Game, other: Game, start: int) -> Journal:
    old, new = game.state, other.state
    mapping: dict[int, object] = {id(old): new, id(old.objects): new.objects}
    for p, q in zip(old.players, new.players, strict=True):
        mapping[id(p)] = q
    for k, o in old.objects.items():
        mapping[id(o)] = new.objects[k]

    def clone(value: object) -> object:
        if isinstance(value, GameObject):
            copy = mapping.get(id(value))
            if copy is None:
                copy = mapping[id(value)] = value.clone()
            return copy
        if isinstance(value, list | dict):  # pragma: no cover - fields hold immutable values
            raise TypeError("journal values must be immutable")
        return value

    return remap(game.journal, start, mapping, clone)
