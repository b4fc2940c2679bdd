"""Which half of a split card is cast when an effect casts it during a resolution (CR 709.3,
608.2g): cascade (702.85a), "you may cast that card", a copy of "cast it without paying its mana
cost" — the player chooses the half before the card is put on the stack, as for any cast of a
split card (709.3: only that half is evaluated and put on the stack). An aftermath card cast from
anywhere but a graveyard can only be cast as its first half, and from a graveyard only as its
second (702.127a). An adventurer card is cast as the card itself or as its Adventure, as its
player chooses (715.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Action, Choose, Decision, Pick, Purpose
from arbiter.mtg.casting.progress import CastProgress
from arbiter.mtg.enums import Zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject


def chooses_half(o: GameObject) -> bool:
    """CR 709.3, 702.127a: a split or aftermath card is cast as one of its halves; 715.3: an
    adventurer card as itself or as its Adventure."""
    layout, faces = o.card.layout, o.card.faces
    return (layout in ("split", "aftermath") and len(faces) > 1) or (layout == "adventure" and bool(faces))


def castable_halves(g: Game, o: GameObject, player: int, most: int | None = None) -> tuple[str, ...]:
    """The halves (or the card and its Adventure) of ``o`` that ``player`` could begin to cast now:
    those whose every required target has a legal choice (CR 601.2c), within what aftermath allows
    from ``o``'s zone (702.127a); with ``most``, only those whose resulting spell's mana value is at
    most that (cascade, 702.85a; discover, 701.57a)."""
    faces = o.card.faces
    if o.card.layout == "aftermath":
        faces = faces[1:] if o.zone is Zone.GRAVEYARD else faces[:1]
    if o.card.layout == "adventure":
        faces = (o.card, *faces)  # CR 715.3: the card itself first
    if most is not None:
        faces = tuple(f for f in faces if (f.mana_cost.mana_value if f.mana_cost is not None else 0) <= most)
    return tuple(f.name for f in faces if targets_exist(g, f, player, o.id))


def could_cast(g: Game, o: GameObject, player: int, most: int | None = None) -> bool:
    """Whether ``player`` could cast ``o`` now as far as its targets go (CR 601.2c) — a split card
    when some half could be cast (709.3) — and no effect prohibits it (601.3, 101.2: Rule of Law,
    split second): what an offer to cast it during a resolution checks."""
    from arbiter.mtg.casting.timing import prohibited_during_resolution

    if prohibited_during_resolution(g, o, o.card, player) is not None:
        return False
    if chooses_half(o):
        return bool(castable_halves(g, o, player, most))
    return targets_exist(g, o.card, player, o.id)


def targets_exist(g: Game, face: CardDef, player: int, source: int) -> bool:
    spell = face.spell
    if spell is None or spell.modes:
        return True  # a modal half's targets depend on the modes chosen (700.2)
    return all(s.optional or tg.options(g, s, player, source) for s in spell.targets)


def ask_half(
    g: Game, o: GameObject, player: int, cost: ManaCost | None, marks: frozenset[str], most: int | None
) -> None:
    """CR 709.3: ask which half of ``o`` is cast (the only castable one is cast at once); refused
    when no half can be cast (601.2c: no legal target; 702.85a: too high a mana value), so the
    player answers "don't cast"."""
    from arbiter.mtg.casting.begin import cast_during_resolution

    halves = castable_halves(g, o, player, most)
    if not halves:
        why = msg(
            "none of {card}'s faces can be cast now (no legal targets, or too high a mana value)",
            card=CardName(o.label),
        )
        raise IllegalAction(why, "709.3", "601.2c")
    mark = g.journal.mark()
    if len(halves) == 1:
        cast_during_resolution(g, o.id, player, cost, marks, halves[0], mark)
        return
    st = g.state
    g.set(st, "cast", CastProgress("spell", o.id, player, mark, "half", (), (), cost, marks=marks))
    prompt = msg("cast which face of {card}", card=CardName(o.label))
    rule = "715.3" if o.card.layout == "adventure" else "709.3"
    g.set(st, "pending", Choose(player, Purpose.HALF, rule, halves, prompt))


def answer_half(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 709.3: the half chosen is cast (608.2g)."""
    from arbiter.mtg.casting.begin import cast_during_resolution

    if not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        card = CardName(g.state.objects[progress.obj].card.name)
        raise IllegalAction(msg("choose which half of {card} to cast", card=card), "709.3")
    st = g.state
    g.set(st, "cast", None)
    half = str(action.value)
    cast_during_resolution(g, progress.obj, progress.player, progress.cost, progress.marks, half, progress.mark)
