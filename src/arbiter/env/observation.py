"""Observations for learning agents: one seat's view (mtg/view.py) as fixed-size integer arrays.

Everything here is read from the seat (:meth:`Game.seat`): its :class:`~arbiter.mtg.view.View`,
its pending decision and its legal actions, so an observation holds nothing its player may not
know (CR 400.2: libraries and the opponent's hand are seen by their size only, 401.2, 402.3; a
face-down permanent the seat doesn't control is nameless, 708.2a). Object aliases are not put in
the arrays at all (they are keyed per seat): a card is named by its index in the environment's
card vocabulary.

The observation is a ``gymnasium.spaces.Dict`` of ``Box`` arrays of ``int32`` (the mask ``int8``);
every value is clipped to ``[-BOUND, BOUND]``. Rows about players are ``[me, opponent]``.

``action_mask`` (A,)
    1 for each index below ``min(legal_count, A)``: an index is a position in the stable order of
    the seat's ``legal_actions()``. All zeros while the other player decides or the game is over.
``actions`` (A, 3)
    per legal action: ``[kind, card, value]`` — ``kind`` is 1 + the index of the action's class in
    :data:`ACTION_KINDS` (0: no action); ``card`` the vocabulary index of the card it names (the
    card played or cast, the source activated, the object picked; 0: none); ``value`` the number
    picked, the ability index, or how many attackers/blockers/assignments it declares.
``legal_count`` (1,)
    how many actions are legal; more than A means the list was cut (see ``on_overflow``).
``game`` (8,)
    ``[turn, step, i_am_active, i_decide, over, result, battlefield_count, stack_count]`` —
    ``step`` is :class:`~arbiter.mtg.enums.Step` (0 untap … 12 cleanup); ``result`` 0 none,
    1 I won, 2 the opponent won, 3 a draw.
``decision`` (3,)
    ``[kind, purpose, player]`` of the pending decision: ``kind`` 1 + the index in
    :data:`DECISION_KINDS` (0: none), ``purpose`` 1 + the index in :class:`Purpose` for a choice
    (0 otherwise), ``player`` 0 me, 1 the opponent, -1 nobody.
``players`` (2, 13)
    ``[life, poison, hand_size, library_size, graveyard_size, exile_size, W, U, B, R, G, C, lost]``
    (the six last-but-one columns are the mana pool).
``hand`` (16, F), ``battlefield`` (64, F), ``stack`` (16, F), ``graveyard`` (64, F),
``exile`` (32, F), ``revealed`` (16, F)
    one row per card the seat sees there, in the zone's order (graveyards and exiles: mine first,
    then the opponent's), zero rows after the last; cards past the cap are left out (the counts in
    ``players`` and ``game`` are exact). ``revealed``: cards of hidden zones that the seat's own
    decision shows it (a search). The F = 13 columns are :data:`CARD_FEATURES`:
    ``[present, card, mine, owned, tapped, sick, damage, counters, face_down, token, attacking,
    blocking, attached]`` — ``card`` the vocabulary index (0 for a face-down card the seat can't
    identify), ``mine``/``owned`` whether the seat's player controls/owns it, ``counters`` the total
    number of counters, ``blocking`` how many creatures it blocks.

The card vocabulary is a tuple of card names: index ``i + 1`` for name ``i``, ``len + 1`` for any
other name (tokens, cards from outside the decks), 0 for none or unknown.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
from gymnasium import spaces

from arbiter.mtg.actions import (
    Action,
    Activate,
    AssignDamage,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    Pick,
    PlayLand,
    Purpose,
    SuspendCard,
    TurnFaceUp,
)
from arbiter.mtg.seat import Waiting
from arbiter.mtg.state import ObjectRef

if TYPE_CHECKING:
    from arbiter.mtg.seat import Seat
    from arbiter.mtg.view import CardView, PlayerView, View

BOUND = 1 << 20
MAX_ACTIONS = 64
ACTION_KINDS = (
    "Pass", "PayToStop", "PlayLand", "Cast", "TurnFaceUp", "SuspendCard", "Activate", "Pick", "Pay", "Cancel",
    "DeclareAttackers", "DeclareBlockers", "AssignDamage",
)  # fmt: skip
DECISION_KINDS = (
    "Priority", "DeclareAttackersDecision", "DeclareBlockersDecision", "AssignDamageDecision",
    "UnlessPayDecision", "PayCostDecision", "Choose",
)  # fmt: skip
PURPOSES = tuple(Purpose)
CARD_FEATURES = (
    "present", "card", "mine", "owned", "tapped", "sick", "damage", "counters", "face_down", "token",
    "attacking", "blocking", "attached",
)  # fmt: skip
PLAYER_FEATURES = (
    "life", "poison", "hand_size", "library_size", "graveyard_size", "exile_size", "W", "U", "B", "R", "G", "C",
    "lost",
)  # fmt: skip
GAME_FEATURES = (
    "turn", "step", "i_am_active", "i_decide", "over", "result", "battlefield_count", "stack_count",
)  # fmt: skip
ZONE_CAPS = {"hand": 16, "battlefield": 64, "stack": 16, "graveyard": 64, "exile": 32, "revealed": 16}


class Vocabulary:
    """Card names as small integers (see the module docstring)."""

    __slots__ = ("index", "names")

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(dict.fromkeys(names))
        self.index = {n: i + 1 for i, n in enumerate(self.names)}

    def __len__(self) -> int:
        return len(self.names)

    def of(self, name: str | None) -> int:
        if name is None:
            return 0
        return self.index.get(name, len(self.names) + 1)


def observation_space(max_actions: int = MAX_ACTIONS) -> spaces.Dict:
    """The space of :func:`observe`'s arrays."""

    def box(*shape: int) -> spaces.Box:
        return spaces.Box(-BOUND, BOUND, shape=shape, dtype=np.int32)

    fields: dict[str, spaces.Space[object]] = {
        "action_mask": spaces.Box(0, 1, shape=(max_actions,), dtype=np.int8),
        "actions": box(max_actions, 3),
        "legal_count": box(1),
        "game": box(len(GAME_FEATURES)),
        "decision": box(3),
        "players": box(2, len(PLAYER_FEATURES)),
    }
    for zone, cap in ZONE_CAPS.items():
        fields[zone] = box(cap, len(CARD_FEATURES))
    return spaces.Dict(fields)


def _clamp(n: int) -> int:
    return n if -BOUND <= n <= BOUND else BOUND if n > 0 else -BOUND


def _card_row(c: CardView, me: int, vocab: Vocabulary) -> list[int]:
    counters = sum(n for _, n in c.counters) if c.counters else 0
    return [
        1, vocab.of(c.name), int(c.controller == me), int(c.owner == me), int(c.tapped), int(c.sick),
        _clamp(c.damage), _clamp(counters), int(c.face_down), int(c.token), int(c.attacking), len(c.blocking),
        int(c.attached_to is not None or c.enchanted_player is not None),
    ]  # fmt: skip


def _zone(cards: Sequence[CardView], cap: int, me: int, vocab: Vocabulary) -> np.ndarray:
    out = np.zeros((cap, len(CARD_FEATURES)), dtype=np.int32)
    if cards:
        out[: min(cap, len(cards))] = [_card_row(c, me, vocab) for c in cards[:cap]]
    return out


def _player_row(v: View, index: int) -> list[int]:
    p = v.players[index]
    pool = (list(p.pool) + [0] * 6)[:6]
    row = [p.life, p.poison, p.hand_size, p.library_size, len(p.graveyard), len(p.exile), *pool, int(p.lost)]
    return [_clamp(n) for n in row]


def _action_row(a: Action, names: dict[int, str | None], vocab: Vocabulary) -> list[int]:
    kind = type(a).__name__
    code = ACTION_KINDS.index(kind) + 1 if kind in ACTION_KINDS else len(ACTION_KINDS) + 1

    def card(alias: int) -> int:
        return vocab.of(names[alias]) if alias in names else 0

    if isinstance(a, PlayLand | Cast | SuspendCard):
        return [code, card(a.card), _clamp(getattr(a, "x", None) or 0)]
    if isinstance(a, TurnFaceUp):
        return [code, card(a.permanent), int(a.mana_cost)]
    if isinstance(a, Activate):
        return [code, card(a.source), a.index]
    if isinstance(a, DeclareAttackers):
        return [code, 0, len(a.attacks)]
    if isinstance(a, DeclareBlockers):
        return [code, 0, len(a.blocks)]
    if isinstance(a, AssignDamage):
        return [code, 0, len(a.assignments)]
    if isinstance(a, Pick):
        value = a.value
        if isinstance(value, ObjectRef):
            return [code, card(value.id), 0]
        if isinstance(value, bool):
            return [code, 0, int(value)]
        if isinstance(value, int):
            return [code, card(value) if value >= 1 << 32 else 0, _clamp(value) if value < 1 << 32 else 0]
        return [code, 0, 0]
    return [code, 0, 0]


def observe(
    seat: Seat, actions: Sequence[Action], vocab: Vocabulary, max_actions: int = MAX_ACTIONS
) -> dict[str, np.ndarray]:
    """The seat's observation (see the module docstring); ``actions`` are its legal actions."""
    v = seat.view()
    me, opp = seat.player, 1 - seat.player
    pending = seat.pending
    n = min(len(actions), max_actions)
    mask = np.zeros(max_actions, dtype=np.int8)
    mask[:n] = 1
    rows = np.zeros((max_actions, 3), dtype=np.int32)
    if n:
        names = {c.id: c.name for c in v.cards()}
        rows[:n] = [_action_row(a, names, vocab) for a in actions[:n]]
    result = 0 if not v.over else 3 if v.winner is None else 1 if v.winner == me else 2
    game = [
        _clamp(v.turn), int(v.step), int(v.active == me), int(v.waiting_for == me), int(v.over), result,
        len(v.battlefield), len(v.stack),
    ]  # fmt: skip
    decision = [0, 0, -1]
    if pending is not None:
        kind = pending.kind
        purpose = pending.purpose if isinstance(pending, Choose | Waiting) else None
        decision = [
            DECISION_KINDS.index(kind) + 1 if kind in DECISION_KINDS else len(DECISION_KINDS) + 1,
            PURPOSES.index(purpose) + 1 if purpose is not None else 0,
            0 if pending.player == me else 1,
        ]
    mine, theirs = v.players[me], v.players[opp]
    zones = {
        "hand": mine.hand or (),
        "battlefield": v.battlefield,
        "stack": v.stack,
        "graveyard": (*mine.graveyard, *theirs.graveyard),
        "exile": (*mine.exile, *theirs.exile),
        "revealed": v.revealed,
    }
    out: dict[str, np.ndarray] = {
        "action_mask": mask,
        "actions": rows,
        "legal_count": np.array([len(actions)], dtype=np.int32),
        "game": np.array(game, dtype=np.int32),
        "decision": np.array(decision, dtype=np.int32),
        "players": np.array([_player_row(v, me), _player_row(v, opp)], dtype=np.int32),
    }
    for zone, cap in ZONE_CAPS.items():
        out[zone] = _zone(zones[zone], cap, me, vocab)
    return out


def _card_json(c: CardView) -> dict[str, object]:
    out: dict[str, object] = {"id": c.id, "name": c.name if c.name is not None else "face-down card"}
    for key in ("tapped", "sick", "face_down", "token", "attacking", "prepared"):
        if getattr(c, key):
            out[key] = True
    if c.damage:
        out["damage"] = c.damage
    if c.counters:
        out["counters"] = dict(c.counters)
    if c.attached_to is not None:
        out["attached_to"] = c.attached_to
    if c.enchanted_player is not None:
        out["enchanted_player"] = c.enchanted_player
    if c.blocking:
        out["blocking"] = list(c.blocking)
    return out


def designations(p: PlayerView) -> dict[str, object]:
    """The player's public designations, only those they have: "monarch" (CR 725), "initiative"
    (726), "citys_blessing" (702.131c), "speed" (702.179)."""
    found: dict[str, object] = {}
    if p.monarch:
        found["monarch"] = True
    if p.initiative:
        found["initiative"] = True
    if p.citys_blessing:
        found["citys_blessing"] = True
    if p.speed:
        found["speed"] = p.speed
    return found


def observe_json(seat: Seat, actions: Sequence[Action], max_actions: int = MAX_ACTIONS) -> dict[str, object]:
    """The same observation as a JSON-able mapping for language-model agents: names instead of
    vocabulary indices, the seat's aliases as ids, and the legal actions numbered in notation
    (the number is the action index the environment's ``step`` takes)."""
    v = seat.view()
    pending = seat.pending
    players = []
    for p in v.players:
        entry: dict[str, object] = {
            "name": p.name, "you": p.index == seat.player, "life": p.life, "poison": p.poison,
            "hand_size": p.hand_size, "library_size": p.library_size, "mana_pool": list(p.pool),
            "graveyard": [_card_json(c) for c in p.graveyard], "exile": [_card_json(c) for c in p.exile],
        }  # fmt: skip
        if p.hand is not None:
            entry["hand"] = [_card_json(c) for c in p.hand]
        entry.update(designations(p))
        players.append(entry)
    decision: dict[str, object] | None = None
    if pending is not None:
        decision = {"kind": pending.kind, "yours": pending.player == seat.player}
        if isinstance(pending, Choose | Waiting) and pending.purpose is not None:
            decision["purpose"] = str(pending.purpose)
        if isinstance(pending, Choose) and pending.prompt:
            decision["prompt"] = pending.prompt
    return {
        "turn": v.turn,
        "step": v.step.label,
        "active": v.players[v.active].name,
        "over": v.over,
        "winner": v.players[v.winner].name if v.winner is not None else None,
        "players": players,
        "battlefield": [{**_card_json(c), "controller": v.players[c.controller].name} for c in v.battlefield],
        "stack": [_card_json(c) for c in v.stack],
        "revealed": [_card_json(c) for c in v.revealed],
        "decision": decision,
        "actions": [seat.notation(a) for a in actions[:max_actions]],
        "legal_count": len(actions),
    }


def observe_text(seat: Seat, actions: Sequence[Action], max_actions: int = MAX_ACTIONS) -> str:
    """:func:`observe_json` as indented JSON text."""
    return json.dumps(observe_json(seat, actions, max_actions), indent=1, ensure_ascii=False)
