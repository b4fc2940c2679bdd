"""What one player may know (CR 400.2, 401.2, 402.3, 406.3, 708.5): a frozen record.

- Public zones (CR 400.2) are seen in full: the battlefield, the stack, graveyards, exile (cards
  exiled face up, 406.3). A face-down permanent is seen face down, nameless, by a player who
  doesn't control it (708.2a; its controller may look at it, 708.5).
- Hidden zones are seen by their size only: each library (401.2: nobody may look at it, not even
  its owner, and its order is unknown) and the opponent's hand (402.3: a player sees only their
  own hand).
- Cards revealed to the player by the decision they are making (the cards a search or a look at
  the top of a library shows them, an opponent's revealed hand) are listed under ``revealed``.
- Nothing else: no object ids (each object is named by an alias that a keyed hash of the
  object's id and zone-change count gives, so it changes whenever the object moves between zones,
  CR 400.7, and can't be linked to the object it was), no library order, no random state.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.actions import Choose
from arbiter.mtg.effects.face_down_exile import UNSEEN
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.notation import NUMBER_PURPOSES, object_name
from arbiter.mtg.objects.battles import protector
from arbiter.mtg.objects.preparation import PREPARED
from arbiter.mtg.speed import speed_of
from arbiter.mtg.state import GameObject, ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

_PROCESS_KEY = secrets.token_bytes(16)  # the aliases of game.view() without a key of its own
PUBLIC_ZONES = frozenset({Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND})


@dataclass(frozen=True, slots=True)
class CardView:
    """An object as the viewer sees it. ``id`` is the viewer's alias of the object; ``name`` is
    None for a face-down permanent the viewer doesn't control (CR 708.2a)."""

    id: int
    name: str | None
    zone: Zone
    owner: int
    controller: int
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    face_down: bool = False
    token: bool = False
    attached_to: int | None = None
    attacking: bool = False
    blocking: tuple[int, ...] = ()
    enchanted_player: int | None = None  # an Aura attached to a player: that player's index (CR 303.4a)
    protector: int | None = None  # a battle: the player who protects it (CR 310.8, public)
    prepared: bool = False  # it has the prepared designation (CR 722.3a, public)

    def __repr__(self) -> str:
        flags = (
            ("tapped", self.tapped),
            ("attacking", self.attacking),
            ("token", self.token),
            ("prepared", self.prepared),
        )
        notes = [n for n, on in flags if on]
        notes += [f"{self.damage} damage"] if self.damage else []
        notes += [f"{k}×{n}" for k, n in self.counters]
        notes += [f"protected by {self.protector}"] if self.protector is not None else []
        return f"<{self.name or 'face-down'} #{self.id} {self.zone.label}{''.join(', ' + n for n in notes)}>"


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A player as the viewer sees them: ``hand`` is None for a hand the viewer can't see."""

    index: int
    name: str
    life: int
    poison: int
    pool: tuple[int, ...]
    hand_size: int
    library_size: int
    hand: tuple[CardView, ...] | None
    graveyard: tuple[CardView, ...]
    exile: tuple[CardView, ...]
    lost: bool
    counters: tuple[tuple[str, int], ...] = ()  # CR 122.1: every counter on the player, by kind (public)
    # the player's public designations: the monarch (725), the initiative (726), the city's blessing
    # (702.131c) and speed (702.179: 0 with none)
    monarch: bool = False
    initiative: bool = False
    citys_blessing: bool = False
    speed: int = 0


@dataclass(frozen=True, slots=True)
class View:
    """Everything ``player`` may know now."""

    player: int
    turn: int
    active: int
    step: Step
    waiting_for: int | None  # the player the pending decision names (None: the game is over)
    over: bool
    winner: int | None
    players: tuple[PlayerView, PlayerView]
    battlefield: tuple[CardView, ...]
    stack: tuple[CardView, ...]
    revealed: tuple[CardView, ...]
    # CR 702.26b: phased-out permanents (public, but treated as though they don't exist)
    phased_out: tuple[CardView, ...] = ()

    def __repr__(self) -> str:
        me = self.players[self.player]
        return (
            f"<View of {me.name}: turn {self.turn} {self.step.label}, hand {me.hand_size}, "
            f"battlefield {len(self.battlefield)}, stack {len(self.stack)}>"
        )

    def find(self, alias: int) -> CardView | None:
        """The object with this alias, wherever the viewer sees it."""
        for c in self.cards():
            if c.id == alias:
                return c
        return None

    def cards(self) -> tuple[CardView, ...]:
        """Every object the viewer sees."""
        out = [*self.battlefield, *self.stack, *self.revealed, *self.phased_out]
        for p in self.players:
            out += [*(p.hand or ()), *p.graveyard, *p.exile]
        return tuple(out)


class Aliases:
    """One viewer's names for objects: a keyed hash of (id, zone-change count), so an alias says
    nothing about the id and changes whenever the object changes zones (CR 400.7)."""

    __slots__ = ("key",)

    def __init__(self, key: bytes | None) -> None:
        self.key = _PROCESS_KEY if key is None else key

    def of(self, o: GameObject) -> int:
        return self.alias(o.id, o.zcc)

    def alias(self, oid: int, zcc: int) -> int:
        data = self.key + oid.to_bytes(8, "little", signed=True) + zcc.to_bytes(4, "little", signed=True)
        return int.from_bytes(hashlib.blake2b(data, digest_size=4).digest(), "little") | 1 << 32


def sees(game: Game, player: int, o: GameObject) -> bool:
    """Whether ``player`` may know which card ``o`` is where it is now (CR 400.2)."""
    if o.zone in PUBLIC_ZONES:
        return True
    if o.zone is not Zone.HAND:
        return False
    from arbiter.mtg.hands_revealed import hand_revealed

    return o.owner == player or hand_revealed(game, o.owner)  # CR 402.3; 701.20a: a hand played revealed


def identifies(game: Game, player: int, o: GameObject) -> bool:
    """Whether ``player`` may know which card ``o`` is, not only refer to it: ``sees`` without the
    face-down objects it may not look at."""
    if o.face_down is not None and not may_look(game, player, o):
        # CR 406.3, 708.2a: a card exiled face down (foretold, 702.143a) or a face-down permanent
        # is in a public zone, but only the players allowed to look at it know which card it is (none
        # for Necropotence's, UNSEEN)
        return False
    return sees(game, player, o)


def may_look(game: Game, player: int, o: GameObject) -> bool:
    """Whether ``player`` may look at the face-down ``o``: its controller (CR 708.5; a card exiled
    face down: the player who looked at it and exiled it, who may go on looking at it while it stays
    exiled, 406.3), none for Necropotence's (UNSEEN); a card exiled by hideaway also the player who
    controls the permanent that exiled it (702.75a: a new controller of that permanent)."""
    if UNSEEN in o.marks:
        return False
    if o.controller == player:
        return True
    if o.zone is not Zone.EXILE:
        return False
    st = game.state
    for x in st.exiled_until:
        if x.linked and x.card == o.id and x.card_zcc == o.zcc:
            hider = st.objects.get(x.source)
            if hider is not None and hider.zone is Zone.BATTLEFIELD and hider.zcc == x.source_zcc:
                return hider.controller == player
    return False


def revealed_ids(game: Game, player: int) -> tuple[int, ...]:
    """Objects in zones hidden from ``player`` that are revealed to every player (a library's top
    card an effect reveals) or that the decision they are making shows them."""
    st = game.state
    dec = st.pending
    out: list[int] = []
    if st.grant_sources:
        from arbiter.mtg.lands.top_of_library import top_card, top_revealed

        for who in range(len(st.players)):  # CR 701.20a: "Play with the top card of your library revealed."
            top = top_card(game, who)
            if top is not None and top_revealed(game, who):
                out.append(top.id)
        from arbiter.mtg.look_at_top import looked_at_top

        mine = looked_at_top(game, player)  # CR 401.2: "You may look at the top card … any time."
        if mine is not None and mine not in out:
            out.append(mine)
    if st.entering is not None:
        # CR 701.20a, 702.38a: the cards revealed for amplify stay revealed, to every player, until
        # the permanent has entered (the effect they are relevant to is complete)
        out.extend(c for c in st.entering.revealed if c not in out)
    if st.waiting or st.stack:
        from arbiter.mtg.keywords.miracle import still_revealed

        out.extend(c for c in still_revealed(game) if c not in out)  # CR 702.94b
    if st.resolving is not None:
        # CR 701.20a: the top cards an effect revealed ("reveal the top four cards …") stay revealed
        # while the player decides what becomes of them (which is taken, the order of the rest)
        out.extend(c for c in getattr(st.resolving.step, "shown_to_all", ()) if c not in out and c in st.objects)
    if not isinstance(dec, Choose) or dec.player != player or dec.purpose in NUMBER_PURPOSES:
        return tuple(out)
    # CR 401.2, 608.2c: a player who is looking at cards ("look at the top four cards of your
    # library …") knows all of them while deciding, not only those the question offers
    looked: tuple[int, ...] = getattr(st.resolving.step, "looked", ()) if st.resolving is not None else ()
    for card in looked:
        seen = st.objects.get(card)
        if seen is not None and not sees(game, player, seen) and card not in out:
            out.append(card)
    if st.entering is not None and st.entering.player == player:
        # CR 402.3: the opponent's hand an "as ~ enters" choice looks at (Sorcerous Spyglass) is
        # known to the player choosing while they choose
        looked = tuple(c for c in st.entering.looked if c in st.objects and not sees(game, player, st.objects[c]))
        out.extend(c for c in looked if c not in out)
    for v in dec.options:
        oid = v.id if isinstance(v, ObjectRef) else v if isinstance(v, int) and not isinstance(v, bool) else None
        o = st.objects.get(oid) if oid else None
        if o is not None and not sees(game, player, o) and oid not in out:
            out.append(o.id)
    return tuple(out)


def card_view(game: Game, player: int, o: GameObject, aliases: Aliases) -> CardView:
    st = game.state
    hidden_face = o.face_down is not None and not may_look(game, player, o)
    name = None if hidden_face else (o.face_down.name if o.face_down is not None else object_name(o))
    if o.zone is not Zone.BATTLEFIELD:
        # (a copy of a card or of a spell isn't a token: 111.1, 707.10, 707.12)
        token = o.is_token and "copy" not in o.marks
        return CardView(aliases.of(o), name, o.zone, o.owner, o.controller, counters=o.counters, token=token)
    attached = st.objects.get(o.attached_to) if o.attached_to is not None else None
    return CardView(
        aliases.of(o), name, o.zone, o.owner, o.controller, o.tapped, o.sick, o.damage, o.counters,
        o.face_down is not None, o.is_token, aliases.of(attached) if attached is not None else None,
        o.attacking is not None, tuple(aliases.of(st.objects[a]) for a in o.blocking if a in st.objects),
        o.enchanted_player, protector(o) if o.chosen else None, PREPARED in o.marks,
    )  # fmt: skip


def view(game: Game, player: int, key: bytes | None = None, aliases: Aliases | None = None) -> View:
    """What ``player`` may know now (see the module docstring)."""
    from arbiter.mtg.hands_revealed import hand_revealed

    st = game.state
    names = aliases if aliases is not None else Aliases(key)
    objects = st.objects

    def cards(ids: tuple[int, ...]) -> tuple[CardView, ...]:
        return tuple(card_view(game, player, objects[i], names) for i in ids)

    players = tuple(
        PlayerView(
            p.index,
            p.name,
            p.life,
            p.poison,
            p.pool,
            len(p.hand),
            len(p.library),
            cards(p.hand) if p.index == player or hand_revealed(game, p.index) else None,  # CR 402.3, 701.20a
            cards(p.graveyard),
            cards(p.exile),
            p.lost,
            p.counters,
            st.monarch is not None and st.monarch.player == p.index,
            st.initiative is not None and st.initiative.player == p.index,
            p.citys_blessing,
            speed_of(st, p.index),
        )
        for p in st.players
    )
    dec = st.pending
    return View(
        player, st.turn, st.active, st.step, dec.player if dec is not None else None, st.over, st.winner,
        (players[0], players[1]), cards(st.battlefield), cards(st.stack), cards(revealed_ids(game, player)),
        cards(tuple(r.obj for r in st.phased_out)) if st.phased_out else (),
    )  # fmt: skip
