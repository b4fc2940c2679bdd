"""A seat at the table: the game as one player may see and play it.

A :class:`Seat` acts only for its player and shows only that player's :mod:`view
<arbiter.mtg.view>`: its own pending decision (another player's decision appears as
:class:`Waiting`, naming the player and the kind of question only), its legal actions, the events
as that player saw them and refusals with hidden cards redacted. Objects are named by the seat's
aliases everywhere — in its actions too: an action naming an alias the seat can't see is refused
with the same words whatever the hidden zones hold.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING

from arbiter.core.events import Event
from arbiter.core.ruling import Illegal, Ruling
from arbiter.i18n import Term, Text, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import (
    PRIVATE_QUESTIONS,
    Action,
    Activate,
    AssignDamage,
    AssignDamageDecision,
    Cast,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    ExileFromHand,
    Option,
    PayToEnd,
    Pick,
    PlayLand,
    Purpose,
    SuspendCard,
    TurnFaceUp,
    UnlessPayDecision,
)
from arbiter.mtg.enums import Zone
from arbiter.mtg.notation import NUMBER_PURPOSES, context
from arbiter.mtg.state import ObjectRef, PlayerRef, TargetRef
from arbiter.mtg.view import Aliases, View, revealed_ids, sees, view

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

_ID_FIELDS = {PlayLand: "card", Cast: "card", SuspendCard: "card", TurnFaceUp: "permanent", Activate: "source"}
_ID_FIELDS[ExileFromHand] = "card"  # foretell, plot (CR 116.2h, 116.2k)
_ID_FIELDS[PayToEnd] = "permanent"  # CR 116.2c: the permanent whose effect is ended


@dataclass(frozen=True, slots=True)
class Waiting:
    """Another player's decision, as this seat sees it: who decides and what kind of question.

    The purpose of a question asked only because of a hidden card (miracle's reveal, asked when the
    card just drawn has miracle) is not shown (CR 402.3); that a question is being answered is."""

    player: int
    kind: str
    purpose: Purpose | None = None


@dataclass(frozen=True, slots=True)
class SeenEvent:
    """An event as this seat saw it: its text (hidden cards as "a card") and its rule."""

    rule: str
    text: str


class _Unseen(Exception):
    """An action names an alias this seat can't see."""


class Seat:
    """The game for one player (see the module docstring)."""

    __slots__ = ("aliases", "game", "player")

    def __init__(self, game: Game, player: int, key: bytes | None = None) -> None:
        self.game = game
        self.player = player
        self.aliases = Aliases(secrets.token_bytes(16) if key is None else key)

    def __repr__(self) -> str:
        return f"<Seat {self.game.player_name(self.player)} of {self.game!r}>"

    # -- what the seat reads ---------------------------------------------------------------------
    def view(self) -> View:
        return view(self.game, self.player, aliases=self.aliases)

    @property
    def mine(self) -> bool:
        """Whether the game waits for this seat's player."""
        dec = self.game.state.pending
        return dec is not None and dec.player == self.player

    @property
    def pending(self) -> Decision | Waiting | None:
        """This seat's decision (objects as aliases), or who else must decide."""
        dec = self.game.pending
        if dec is None:
            return None
        if dec.player != self.player:  # CR 402.3: a question about a hidden card is shown without its purpose
            shown = dec.purpose if isinstance(dec, Choose) and dec.purpose not in PRIVATE_QUESTIONS else None
            return Waiting(dec.player, dec.kind, shown)
        if isinstance(dec, Choose):
            return Choose(dec.player, dec.purpose, dec.rule, self._options(dec), self._ids(dec.prompt))
        if isinstance(dec, AssignDamageDecision):
            return AssignDamageDecision(dec.player, tuple(self._alias(i) for i in dec.sources))
        if isinstance(dec, UnlessPayDecision):
            return replace(dec, spell=self._alias(dec.spell) if dec.spell in self.game.state.objects else 0)
        return dec

    def legal_actions(self) -> tuple[Action, ...]:
        """This seat's legal actions (none while another player decides)."""
        if not self.mine:
            return ()
        return tuple(self._out(a) for a in self.game.legal_actions())

    def notation(self, action: Action) -> str:
        real = self._in(action)
        return self.game.notation(real) if isinstance(real, Action) else real.reason

    def parse(self, text: str) -> Action | Illegal:
        if not self.mine:
            return self._not_yours()
        action = self.game.parse(text)
        if isinstance(action, Illegal):
            return action
        mine = self._out(action)
        if isinstance(self._in(mine), Illegal):  # it names a card this seat can't see: as if nothing
            return Illegal(msg("{text} names no action in this position", text=repr(text)))
        return mine

    def events(self, start: int = 0) -> tuple[SeenEvent, ...]:
        """The game's events from ``start`` as this seat saw them."""
        return tuple(self._seen(e) for e in self.game.state.events[start:])

    # -- acting ----------------------------------------------------------------------------------
    def check(self, action: object) -> Ruling:
        return self._act(action, apply=False)

    def apply(self, action: object) -> Ruling:
        return self._act(action, apply=True)

    def _act(self, action: object, apply: bool) -> Ruling:
        if not self.mine:
            return self._not_yours()
        if not isinstance(action, Action):
            return Illegal(msg("not a well-formed action: {name}", name=type(action).__name__))
        real = self._in(action)
        if isinstance(real, Illegal):
            return real
        ruling = self.game.apply(real) if apply else self.game.check(real)
        return ruling if not isinstance(ruling, Illegal) else Illegal(self._redact(ruling.reason), ruling.rules)

    def _not_yours(self) -> Illegal:
        dec = self.game.state.pending
        if dec is None:
            return Illegal(msg("the game is over"), ("104.1",))
        return Illegal(
            msg("the game waits for {player_name} to decide, not you", player_name=self.game.player_name(dec.player)),
            ("117.1",),
        )

    # -- aliases ---------------------------------------------------------------------------------
    def _alias(self, oid: int) -> int:
        return self.aliases.of(self.game.state.objects[oid])

    def _visible(self) -> dict[int, int]:
        """alias → id of every object this seat may name."""
        st = self.game.state
        ids = [i for i, o in st.objects.items() if sees(self.game, self.player, o)]
        ids += revealed_ids(self.game, self.player)
        return {self._alias(i): i for i in ids}

    def _options(self, dec: Choose) -> tuple[Option, ...]:
        n = context(self.game)
        return tuple(self._option(dec, v, n.option(v)) for v in dec.options)

    def _option(self, dec: Choose, v: Option, text: str) -> Option:
        st = self.game.state
        if isinstance(v, ObjectRef):
            return ObjectRef(self._alias(v.id), 0) if v.id in st.objects else v
        if isinstance(v, str | bool | PlayerRef):
            return v
        if isinstance(v, int):
            return v if dec.purpose in NUMBER_PURPOSES or v not in st.objects else self._alias(v)
        if isinstance(v, tuple) and dec.purpose is Purpose.DIVIDE:
            return v
        return text  # a compound option (a triggered ability to order): its notation

    def _out(self, action: Action) -> Action:
        """A real action in this seat's aliases."""
        st = self.game.state

        def alias(t: TargetRef) -> TargetRef:
            return ObjectRef(self._alias(t.id), 0) if isinstance(t, ObjectRef) and t.id in st.objects else t

        def obj(i: int) -> int:
            return self._alias(i) if i in st.objects else i

        return _map(action, obj, alias, self._pick_out)

    def _pick_out(self, v: Option) -> Option:
        dec = self.game.state.pending
        if isinstance(dec, Choose):
            for real, mine in zip(dec.options, self._options(dec), strict=True):
                if real == v:
                    return mine
        if isinstance(v, int) and v in self.game.state.objects:
            return self._alias(v)  # convoke, improvise, delve: objects
        return v

    def _in(self, action: Action) -> Action | Illegal:
        """A seat's action in the game's ids, or the refusal when it names what the seat can't see."""
        visible = self._visible()
        st = self.game.state

        def obj(i: int) -> int:
            if i not in visible:
                raise _Unseen
            return visible[i]

        def target(t: TargetRef) -> TargetRef:
            if isinstance(t, ObjectRef):
                real = obj(t.id)
                return ObjectRef(real, st.objects[real].zcc)
            return t

        def pick(v: Option) -> Option:
            dec = st.pending
            if isinstance(dec, Choose):
                for real, mine in zip(dec.options, self._options(dec), strict=True):
                    if mine == v:
                        return real
                raise _Unseen
            return obj(v) if isinstance(v, int) and not isinstance(v, bool) else v

        try:
            return _map(action, obj, target, pick)
        except _Unseen:
            return Illegal(msg("that names nothing you can see or choose now"))

    # -- events and refusals ---------------------------------------------------------------------
    def _seen(self, e: object) -> SeenEvent:
        rule = getattr(e, "rule", "")
        if isinstance(e, ev.ZoneChanged):
            owner = next((p.index for p in self.game.state.players if p.name == e.player), -1)
            if not (self._zone_seen(e.source, owner) or self._zone_seen(e.dest, owner)):
                verb, dest = Term(e.verb), Term(e.dest.label)
                if e.source is None:
                    return SeenEvent(rule, msg("A card ({player}) {verb} to {dest}.", player=e.player, verb=verb,
                                               dest=dest))  # fmt: skip
                return SeenEvent(rule, msg("A card ({player}) {verb} from {source} to {dest}.", player=e.player,
                                           verb=verb, source=Term(e.source.label), dest=dest))  # fmt: skip
        if isinstance(e, ev.LookedAtTop) and e.player != self.player:
            return SeenEvent(rule, self._ids(e.unseen_text()))  # CR 401.2: the card is shown to the looker only
        text = e.text() if isinstance(e, Event) else str(e)
        return SeenEvent(rule, self._ids(text))

    def _zone_seen(self, zone: Zone | None, owner: int) -> bool:
        return zone is not None and (zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)
                                     or (zone is Zone.HAND and owner == self.player))  # fmt: skip

    def _redact(self, reason: str) -> str:
        """A refusal's text without the names or ids of cards this seat can't see."""
        st = self.game.state
        seen = {o.card.name for o in st.objects.values() if sees(self.game, self.player, o)}
        hidden = {o.card.name for o in st.objects.values() if not sees(self.game, self.player, o)} - seen
        names = sorted((n for n in hidden if n in reason), key=len, reverse=True)
        if not names:  # a refusal naming nothing hidden keeps its message and template
            return self._ids(reason)
        plain = reason
        for name in names:
            plain = plain.replace(name, "a card")
        if isinstance(reason, Text):  # the message kept, each hidden name in its arguments made "a card"
            rebuilt = _without(reason, names)
            if isinstance(rebuilt, Text) and rebuilt == plain:
                return self._ids(rebuilt)
        return self._ids(plain)

    def _ids(self, text: str) -> str:
        """``text`` with each object id (``#57``) as this seat's alias, or "a card" if unseen (a
        message keeps its template: the ids are replaced in its arguments)."""
        if "#" not in text:
            return text
        st = self.game.state

        def alias(m: re.Match[str]) -> str:
            o = st.objects.get(int(m.group(1)))
            return f"#{self.aliases.of(o)}" if o is not None and sees(self.game, self.player, o) else "a card"

        plain = re.sub(r"#(\d+)", alias, text)
        if isinstance(text, Text):
            args = {k: self._ids(v) if type(v) in (str, Text) and isinstance(v, str) else v
                    for k, v in text.args.items()}  # fmt: skip
            rebuilt = msg(text.template, **args)
            if rebuilt == plain:  # every id was in an argument of its own
                return rebuilt
        return plain


def _without(value: object, names: list[str]) -> object:
    """A message (or argument) with each of ``names`` as "a card": a whole name becomes the
    catalogued words, a name inside plain text is replaced in it."""
    if isinstance(value, Text):
        return msg(value.template, **{k: _without(v, names) for k, v in value.args.items()})
    if isinstance(value, str):
        if value in names:
            return msg("a card")
        for name in names:
            value = value.replace(name, "a card")
        return value
    if type(value) is tuple:
        return tuple(_without(v, names) for v in value)
    return value


def _map(
    action: Action, o: Callable[[int], int], t: Callable[[TargetRef], TargetRef], p: Callable[[Option], Option]
) -> Action:
    """``action`` with its object ids (``o``), targets (``t``) and picked value (``p``) mapped."""
    name = _ID_FIELDS.get(type(action))
    if name is not None:
        return replace(action, **{name: o(getattr(action, name))})
    if isinstance(action, DeclareAttackers):
        return DeclareAttackers(tuple((o(a), t(d)) for a, d in action.attacks))
    if isinstance(action, DeclareBlockers):
        return DeclareBlockers(tuple((o(b), o(a)) for b, a in action.blocks))
    if isinstance(action, AssignDamage):
        return AssignDamage(tuple((o(s), tuple((t(r), n) for r, n in split)) for s, split in action.assignments))
    if isinstance(action, Pick):
        return Pick(p(action.value))
    assert not any(f.name in ("card", "source", "permanent") for f in fields(action))
    return action
