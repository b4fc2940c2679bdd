"""The ruling on declaring blockers as the Lab shows it, while a block declaration is pending:
the restrictions by rule (CR 509.1a–b, 506.5), the requirements (509.1c), the most
requirements any declaration obeys and a witness declaration obeying that many — listed, and
drawn as lines from each blocker to the attacker it blocks.

Everything comes from the engine's block-legality solver (:mod:`arbiter.mtg.combat.blocking`), the same
one that rules on a declaration. Only creatures on the battlefield are named (public objects,
CR 400.2), under the names the caller gives them (a seat's aliases, or object ids).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arbiter.i18n import CardName, Term, msg
from arbiter.mtg.actions import DeclareBlockersDecision
from arbiter.mtg.combat import blocking as blocking
from arbiter.mtg.game import Game
from arbiter.mtg.layers import is_creature
from arbiter.mtg.state import GameObject

DEADLINE = 1.0  # seconds the solver may spend on the maximum for one page
Name = Callable[[GameObject], int]


def _by_id(o: GameObject) -> int:
    return o.id


def block_ruling(game: Game, name: Name = _by_id) -> dict[str, Any] | None:
    """The 509.1c ruling of the pending block declaration (None: no block declaration is
    pending), objects named by ``name``."""
    dec = game.pending
    if not isinstance(dec, DeclareBlockersDecision):
        return None
    st = game.state
    view = blocking.View(game)
    blockers, attackers = blocking.candidates(game, view)
    reqs = blocking.requirements(game, view)
    m = blocking.maximum(game, reqs, view, DEADLINE)
    witness = [(st.objects[b], st.objects[a]) for b, a in m.witness]
    flags = [r.obeyed(m.witness) for r in reqs]

    def card(o: GameObject) -> dict[str, Any]:
        return {"id": name(o), "name": CardName(o.label)}  # its printed name ("a face-down creature": 708.2a)

    shown_blockers, shown_attackers = [card(o) for o in blockers], [card(o) for o in attackers]
    if m.proven:
        summary = msg(
            "At most {lower} of the {count} requirements can be obeyed at once, and the declaration drawn here"
            " obeys {lower}",
            lower=m.lower, count=len(reqs),
        )  # fmt: skip
    else:
        summary = msg(
            "Within {seconds} s the most requirements that can be obeyed was proven to be between {lower} and"
            " {upper}; the declaration drawn here obeys {lower}",
            seconds=f"{DEADLINE:g}", lower=m.lower, upper=m.upper,
        )  # fmt: skip
    return {
        "defender": game.player_name(dec.player),
        "blockers": shown_blockers,
        "attackers": shown_attackers,
        "requirements": [{"text": r.why, "rule": "509.1c", "obeyed": ok} for r, ok in zip(reqs, flags, strict=True)],
        "restrictions": restrictions(game, blockers, attackers, view),
        "maximum": m.lower,
        "upper": m.upper,
        "proven": m.proven,
        "summary": summary if reqs else msg("No requirements: every declaration that breaks no restriction is legal"),
        "witness": [{"blocker": card(b), "attacker": card(a)} for b, a in witness],
        "drawing": drawing(shown_blockers, shown_attackers, [(name(b), name(a)) for b, a in witness]),
    }


def restrictions(
    game: Game, blockers: list[GameObject], attackers: list[GameObject], view: blocking.View
) -> list[dict[str, Any]]:
    """Every restriction on this declaration, in words with its rules: creatures that can't
    block (509.1a–b), pairs that can't be made (509.1b and the keyword's rule), how many
    attackers a creature may block (509.1a), how many creatures may block an attacker (509.1b),
    creatures that can't block alone (506.5) and a limit on all blockers (509.1b)."""
    st = game.state
    out: list[dict[str, Any]] = []

    def add(text: object, rules: tuple[str, ...]) -> None:
        out.append({"text": text, "rules": list(rules)})

    able = {b.id for b in blockers}
    for i in st.battlefield:
        o = st.objects[i]
        if o.controller != st.active and is_creature(game, o) and o.id not in able:
            error = blocking.blocker_error(game, o, view)
            if error is not None:
                add(error.reason, error.rules)
    for b in blockers:
        for a in attackers:
            error = blocking.pair_error(game, b, a, view)
            if error is not None:
                add(error.reason, error.rules)
        cap = blocking.capacity(game, b, view)
        if cap > 1:
            many = cap >= blocking.MANY
            add(msg("{card} can block any number of creatures", card=CardName(b.label)) if many else
                msg("{card} can block {n} creatures", card=CardName(b.label), n=cap), ("509.1a",))  # fmt: skip
        if blocking.cant_block_alone(game, b, view):
            add(msg("{card} can't block alone: another creature must block too", card=CardName(b.label)),
                ("506.5", "509.1b"))  # fmt: skip
    for a in attackers:
        need, rules, why = blocking.minimum_blockers(game, a, view)
        if need > 1:
            add(msg("{card} ({why}) can't be blocked except by {need} or more creatures", card=CardName(a.label),
                    why=Term(why), need=need), rules)  # fmt: skip
        if blocking.maximum_blockers(game, a, view) == 1:
            add(msg("{card} can't be blocked by more than one creature", card=CardName(a.label)), ("509.1b",))
    limit = blocking.global_limit(game)
    if limit < blocking.MANY:
        add(msg("no more than {limit} creature(s) can block each combat", limit=limit), ("509.1b",))
    return out


def drawing(
    blockers: list[dict[str, Any]], attackers: list[dict[str, Any]], lines: list[tuple[int, int]]
) -> dict[str, Any]:
    """Where to draw the witness: attackers in a row above, blockers in a row below, a line for
    each block (coordinates of an SVG picture ``width`` × ``height``)."""
    step, width = 150, max(len(blockers), len(attackers), 1) * 150
    top = [{"x": 75 + k * step, "y": 30, **c} for k, c in enumerate(attackers)]
    bottom = [{"x": 75 + k * step, "y": 150, **c} for k, c in enumerate(blockers)]
    at = {c["id"]: c for c in top}
    below = {c["id"]: c for c in bottom}
    drawn = [
        {"x1": below[b]["x"], "y1": below[b]["y"] - 14, "x2": at[a]["x"], "y2": at[a]["y"] + 14}
        for b, a in lines
        if b in below and a in at
    ]
    return {"width": width, "height": 180, "attackers": top, "blockers": bottom, "lines": drawn}
