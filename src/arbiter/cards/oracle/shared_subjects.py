"""Two instructions joined by "and" or ", then" that share a subject or an object (CR 608.2c):
"Target player draws two cards and loses 2 life.", "~ gets +1/+0 until end of turn and can't be
blocked this turn.", "Create a 3/3 … token with deathtouch and a 3/3 … token with lifelink." — the
second part read with the shared words put back, and printed without them."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.mtg.effects.energy import GetEnergy
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.ir.effect import And, Effect, Then
from arbiter.mtg.model import CreatePredefinedToken, CreateToken, Discard, Draw, LifeChange, Ref, SacrificeIt


def instruction(sentence: str, ctx: Ctx) -> Effect | None:
    """One sentence as one instruction (the grammar of :mod:`arbiter.cards.oracle.effects`)."""
    from arbiter.cards.oracle.sentences import sentence as read  # (the grammar recurses)

    return read(sentence, ctx)


def same_object(head: str, rest: str, ctx: Ctx, wrap: type[And] | type[Then]) -> And | None:
    """ "~ gets +1/+0 until end of turn and can't be blocked this turn.", "Target creature gains
    deathtouch until end of turn and must be blocked this turn if able." — the second verb shares
    the first's object: "~", or the target just named (read as "it", CR 608.2c)."""
    m = re.match(r"(.+?) (?:gets|gains|loses|becomes|deals) ", head)
    if m is None or wrap is not And or (not ctx.targets and m.group(1) != "~"):
        return None
    subject = m.group(1)
    if subject != "~":
        low = subject[0].lower() + subject[1:]
        last = ctx.targets[-1]
        if not low.startswith("target ") or low[7:] != last.noun or last.group or last.zone is not Zone.BATTLEFIELD:
            return None  # (only the one target the subject names, the last one named)
    pronoun = "~" if subject == "~" else "It"
    second = instruction(f"{pronoun} {rest}", ctx)
    if second is None or not second.text(tuple(ctx.targets)).lower().startswith(pronoun.lower() + " "):
        return None
    return And(second, same_subject=True, subject=pronoun.lower() if pronoun == "It" else pronoun)


_PLAIN_VERB = {"draws": "draw", "loses": "lose", "gains": "gain", "discards": "discard"}


def _second_token(rest: str, ctx: Ctx, wrap: type[And] | type[Then]) -> And | None:
    """ "Create a 3/3 … token with deathtouch and a 3/3 … token with lifelink." (Wurmcoil Engine):
    two tokens of one verb, created in the order written (CR 111.1, 608.2c)."""
    if wrap is not And or not re.match(r"(?:a|an|one|two|three|four|five|\d+) ", rest):
        return None
    second = instruction(f"Create {rest}", ctx)
    if not isinstance(second, CreateToken | CreatePredefinedToken):
        return None
    return And(second, same_subject=True, subject="Create")


def same_subject(first: Effect, rest: str, ctx: Ctx, wrap: type[And] | type[Then]) -> And | Then | None:
    """ "… draws two cards and loses 2 life.", "~'s controller sacrifices it, then draws two cards."
    — the second verb shares the first's player. Both may count their number: "You draw X cards
    and lose X life, where X is …" (CR 107.3c, 608.2h)."""
    if isinstance(first, CreateToken | CreatePredefinedToken):
        return _second_token(rest, ctx, wrap)
    core = first.effect if isinstance(first, Counted) else first
    who = getattr(core, "who", None)
    if not isinstance(core, Draw | LifeChange | SacrificeIt | Discard) or not isinstance(who, Ref):
        return None
    verb, _, tail = rest.partition(" ")
    if verb == "get" and who.kind == "you":  # "You gain 3 life and get {E}{E}{E}." (CR 107.14)
        energy = instruction(f"You get {tail}", ctx)
        return wrap(energy, same_subject=True) if isinstance(energy, GetEnergy) else None
    if verb not in ("draw", "lose", "gain", "discard", *_PLAIN_VERB) or (verb in _PLAIN_VERB) == (who.kind == "you"):
        return None
    plain = _PLAIN_VERB.get(verb, verb)
    # CR 701.9a: "… draws a card, then discards a card." — the same player discards
    second = instruction(f"Discard {tail}" if plain == "discard" else f"You {plain} {tail}", ctx)
    if isinstance(second, Counted) and isinstance(second.effect, Draw | LifeChange) and who.kind == "you":
        # one X, defined once at the end of the sentence, counted for each verb
        same = isinstance(first, Counted) and first.form == second.form == "where X" and first.count == second.count
        return And(second, same_subject=True, subject="You") if same and wrap is And else None
    if not isinstance(second, Draw | LifeChange | Discard):
        return None
    return wrap(replace(second, who=who), same_subject=True)
