"""The board the Lab draws, as plain data (dicts of text and numbers) for the templates and
the JSON API: the judge's board (everything, by object id), one seat's board (only what that
player may know, CR 400.2, by the seat's aliases) and the staged game's board.

The judge's board reads the state; a seat's board is built from :meth:`Seat.view` alone, so it
can't show what the view doesn't hold.
"""

from __future__ import annotations

from typing import Any

from arbiter.i18n import N_, CardName, Term, msg
from arbiter.mtg.actions import Choose
from arbiter.mtg.game import Game
from arbiter.mtg.layers import power, toughness
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.notation import object_name
from arbiter.mtg.seat import Seat, Waiting
from arbiter.mtg.state import GameObject
from arbiter.mtg.view import CardView
from arbiter.staged.game import StagedGame

MAX_OPTIONS = 80  # buttons shown for one decision (the notation box takes any other action)


def _counters(counters: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{k}×{n}" for k, n in counters if n)


def _object(game: Game, o: GameObject) -> dict[str, Any]:
    pt = ""
    if o.card.is_creature and o.ability is None:
        try:
            pt = f"{power(game, o)}/{toughness(game, o)}"
        except Exception:  # a characteristic the engine can't compute here: shown blank
            pt = ""
    notes = [n for n, on in ((TAPPED, o.tapped), (SICK, o.sick), (TOKEN, o.is_token)) if on]
    if o.attacking is not None:
        notes.append(ATTACKING)
    if o.blocking:
        notes.append(msg("blocking {ids}", ids=", ".join(f"#{b}" for b in o.blocking)))
    if o.attached_to is not None:
        notes.append(msg("attached to #{id}", id=o.attached_to))
    if o.enchanted_player is not None:
        notes.append(msg("attached to {player}", player=game.state.players[o.enchanted_player].name))
    if o.face_down is not None:
        notes.append(FACE_DOWN)
    if "prepared" in o.marks:
        notes.append(PREPARED)  # CR 722.3a
    return {
        "id": o.id,
        "name": _name(o),
        "tapped": bool(o.tapped),
        "pt": pt,
        "damage": o.damage,
        "counters": _counters(o.counters),
        "notes": notes,
    }


def _name(o: GameObject) -> str:
    """An object's name on the board: a card under its printed name in the page's language (the
    notation in the buttons keeps the Oracle names)."""
    if o.face_down is not None:
        return msg("{card} (face down)", card=CardName(o.card.name))
    if o.ability is not None:
        return msg("{card} ability", card=CardName(o.card.name))
    return CardName(object_name(o))


# a card's public state on the board
TAPPED, SICK, TOKEN, ATTACKING, FACE_DOWN = msg("tapped"), msg("summoning sick"), msg("token"), msg("attacking"), msg(
    "face down"
)  # fmt: skip
PREPARED = msg("prepared")  # CR 722.3a


def decision_text(game: Game) -> str:
    """The pending decision in words: who decides and what."""
    dec = game.pending
    if dec is None:
        winner = game.winner
        if winner is None:
            return msg("the game is over: a draw")
        return msg("the game is over: {player} wins", player=game.player_name(winner))
    who = game.player_name(dec.player)
    if isinstance(dec, Choose):
        prompt = msg(": {prompt}", prompt=dec.prompt) if dec.prompt else ""
        return msg("{player} chooses ({purpose}, CR {rule}){prompt}", player=who, purpose=dec.purpose, rule=dec.rule,
                   prompt=prompt)  # fmt: skip
    said = DECISIONS.get(dec.kind)
    return msg(said, player=who) if said else msg("{player}: {kind}", player=who, kind=kind_word(dec.kind))


DECISIONS = {
    "Priority": N_("{player} has priority (CR 117.1)"),
    "DeclareAttackersDecision": N_("{player} declares attackers (CR 508.1)"),
    "DeclareBlockersDecision": N_("{player} declares blockers (CR 509.1)"),
    "AssignDamageDecision": N_("{player} assigns combat damage (CR 510.1)"),
    "PayCostDecision": N_("{player} pays a cost (CR 601.2g–h)"),
}  # the pending decision in words
# the kinds of decisions as words (what another player is deciding)
KINDS = {
    "Priority": N_("priority"), "DeclareAttackersDecision": N_("declare attackers"),
    "DeclareBlockersDecision": N_("declare blockers"), "AssignDamageDecision": N_("assign combat damage"),
    "PayCostDecision": N_("pay a cost"), "UnlessPayDecision": N_("pay or not"), "Choose": N_("a choice"),
}  # fmt: skip


def kind_word(kind: str) -> Term:
    """A decision's kind (its class name) as a word of the catalog."""
    return Term(KINDS.get(kind, kind))


def options(game: Game) -> list[str]:
    """The listed legal actions of the pending decision, in notation."""
    out = []
    for action in game.legal_actions()[:MAX_OPTIONS]:
        out.append(game.notation(action))
    return out


def judge_board(game: Game) -> dict[str, Any]:
    """Everything on the table, for the judge: both hands, every zone."""
    st = game.state
    objects = st.objects
    players = []
    for p in st.players:
        players.append(
            {
                "name": p.name,
                "life": p.life,
                "poison": p.poison,
                "mana": pool_text(p.pool) or "—",
                "library": len(p.library),
                "hand_size": len(p.hand),
                "hand": [_object(game, objects[i]) for i in p.hand],
                "graveyard": [_object(game, objects[i]) for i in p.graveyard],
                "exile": [_object(game, objects[i]) for i in p.exile],
                "battlefield": [_object(game, objects[i]) for i in st.battlefield if objects[i].controller == p.index],
                # CR 702.26b: phased out — public, but treated as though they don't exist
                "phased_out": [_object(game, objects[r.obj]) for r in st.phased_out if r.controller == p.index],
            }
        )
    return {
        "ruleset": "mtg",
        "turn": st.turn,
        "step": Term(st.step.label.replace("_", " ")),
        "active": game.player_name(st.active),
        "players": players,
        "stack": [_object(game, objects[i]) for i in reversed(st.stack)],
        "decision": decision_text(game),
        "over": game.over,
    }


def _card_view(c: CardView) -> dict[str, Any]:
    notes = [n for n, on in ((TAPPED, c.tapped), (SICK, c.sick), (TOKEN, c.token), (ATTACKING, c.attacking),
                             (FACE_DOWN, c.face_down), (PREPARED, c.prepared)) if on]  # fmt: skip
    return {
        "id": c.id,
        "name": CardName(c.name) if c.name else msg("face-down card"),
        "tapped": c.tapped,
        "pt": "",
        "damage": c.damage,
        "counters": _counters(c.counters),
        "notes": notes,
    }


def seat_board(seat: Seat) -> dict[str, Any]:
    """What one seat may know (its view), named by the seat's aliases."""
    v = seat.view()
    players = []
    for p in v.players:
        players.append(
            {
                "name": p.name,
                "life": p.life,
                "poison": p.poison,
                "mana": pool_text(p.pool) or "—",
                "library": p.library_size,
                "hand_size": p.hand_size,
                "hand": None if p.hand is None else [_card_view(c) for c in p.hand],
                "graveyard": [_card_view(c) for c in p.graveyard],
                "exile": [_card_view(c) for c in p.exile],
                "battlefield": [_card_view(c) for c in v.battlefield if c.controller == p.index],
                "phased_out": [_card_view(c) for c in v.phased_out if c.controller == p.index],
            }
        )
    pending = seat.pending
    if pending is None:
        decision: str = msg("the game is over")
    elif isinstance(pending, Waiting):
        decision = msg("waiting for {player} ({kind})", player=v.players[pending.player].name,
                       kind=kind_word(pending.kind))  # fmt: skip
    else:
        decision = decision_text(seat.game)
    return {
        "ruleset": "mtg",
        "seat": v.players[v.player].name,
        "turn": v.turn,
        "step": Term(v.step.label.replace("_", " ")),
        "active": v.players[v.active].name,
        "players": players,
        "stack": [_card_view(c) for c in reversed(v.stack)],
        "revealed": [_card_view(c) for c in v.revealed],
        "decision": decision,
        "over": v.over,
    }


def seat_options(seat: Seat) -> list[str]:
    """The seat's legal actions in notation (none while another player decides)."""
    return [seat.notation(a) for a in seat.legal_actions()[:MAX_OPTIONS]]


def staged_board(game: StagedGame) -> dict[str, Any]:
    """The staged game's board: each player's energy and cards by zone, the stage, the
    declaration being resolved and the game actions waiting on it."""
    st = game.state
    players = []
    for p in st.players:
        zones: dict[str, list[dict[str, Any]]] = {"field": [], "hand": [], "graveyard": []}
        for c in st.cards.values():
            if c.owner == p.index:
                notes = [*c.statuses, *(["closed"] if c.closed else [])]
                zones.setdefault(c.zone, []).append(
                    {"id": c.id, "name": c.name, "damage": c.damage, "notes": notes, "pt": "", "counters": ""}
                )
        players.append({"name": p.name, "energy": p.energy, **zones})
    pending = st.pending
    stage = getattr(pending, "stage", "forming")
    decl = st.decl
    declaration = ""
    if decl is not None:
        source = st.cards[decl.source].name if decl.source in st.cards else f"#{decl.source}"
        targets = ", ".join(
            (st.cards[t.card].name if t.card in st.cards else f"#{t.card}")
            + (msg(" (face down)") if t.hidden and not t.revealed else "")
            for t in decl.targets
        )
        declaration = f"{st.players[decl.player].name}: {source} — {decl.feature}"
        declaration += f" → {targets}" if targets else ""
    who = st.players[pending.player].name if not st.over else ""
    said = msg("{player} has priority ({stage})", player=who, stage=Term(stage))
    return {
        "ruleset": "staged",
        "turn": st.turn,
        "step": stage,
        "active": st.players[st.active].name,
        "players": players,
        "declaration": declaration,
        "waiting": [f"{st.players[r.player].name}: {r.feature} ({r.role})" for r in st.responses],
        "decision": msg("the game is over") if st.over else said,
        "over": st.over,
    }


def staged_options(game: StagedGame) -> list[str]:
    """The staged game's listed legal actions, as text."""
    return [repr(a) for a in game.legal_actions()[:MAX_OPTIONS]]
