"""What "the chosen color / type / name / player" means for a permanent: the value chosen as it
entered (CR 614.12), part of the object and forgotten when it leaves (400.7) — and the
prohibitions that read a chosen name (Pithing Needle: 602.5; "Spells with the chosen name can't
be cast.": 601.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.enums import ChoiceKey, Color, Zone
from arbiter.mtg.ir.statics.chosen import ChosenNameCantBeActivated, ChosenNameCantBeCast
from arbiter.mtg.lki import SourceChosen, SourceSeen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.state import GameObject


def chosen(o: GameObject, key: ChoiceKey) -> str | int | None:
    """The value chosen for ``key`` (a color, a creature type, a card name, a player) as ``o``
    entered, or None (CR 614.12)."""
    for k, v in o.chosen:
        if k == key:
            return v
    return None


def spell_has_name(card: CardDef, name: str | int | None) -> bool:
    """Whether the spell being cast as ``card`` has the chosen ``name``. CR 709.3b: a split card
    cast as one half has only that half's name; CR 702.102b, 709.4d: a fused split spell has both
    halves' names, and "an object has the chosen name if one of its names is the chosen name"
    (709.4a)."""
    if card.layout in ("split", "aftermath"):
        return name in card.name.split(" // ")
    return card.name == name


def chosen_for(g: Game, source: int | None, key: ChoiceKey) -> str | int | None:
    """ "The chosen color / type" in an instruction whose source is ``source``: the choice made
    while the spell or ability resolves (CR 608.2d, recorded on the resolving object — the top
    of the stack, 608.2), else the one its source made as it entered (614.12)."""
    st = g.state
    if st.stack:
        top = st.objects.get(st.stack[-1])
        if top is not None and source is not None and source in (top.id, top.source):
            value = chosen(top, key)
            if value is not None:
                return value
            kept = [x.value for x in top.lki if isinstance(x, SourceChosen) and x.key == key]
            if kept:
                return kept[0]  # CR 608.2h: the source left; its choice as it last existed
    src = st.objects.get(source) if source is not None else None
    return chosen(src, key) if src is not None else None


def with_choice_fixed(g: Game, f: Filter, source: int | None) -> Filter:
    """CR 608.2h, 609.7b: a lasting effect created as a spell or ability resolves ("a source of
    your choice of the chosen color", Story Circle) keeps the value its source chose as it was
    created — it rechecks the damage source's color against that value, not against whatever its
    source has chosen since (nothing, once the source has left: 400.7). ``f`` with "of the chosen
    color / type" replaced by the value itself; unchanged if nothing was chosen."""
    value = chosen_for(g, source, f.chosen) if f.chosen is not None else None
    if not isinstance(value, str):
        return f
    if f.chosen is ChoiceKey.COLOR and not f.colors:
        by_name = {c.name.lower(): c for c in Color}
        if value.lower() in by_name:
            return replace(f, chosen=None, colors=frozenset({by_name[value.lower()]}))
    if f.chosen is ChoiceKey.CREATURE_TYPE and not f.subtypes:
        return replace(f, chosen=None, subtypes=frozenset({value}))
    return f


def keep_choices_on_stack(g: Game, o: GameObject) -> None:
    """CR 113.7a, 608.2h: ``o`` is leaving the battlefield; each ability of it on the stack keeps
    the choices it made as it entered (614.12) as last known information — Stuffy Doll bounced
    with its trigger on the stack still deals the damage to the chosen player; so does each of its
    triggered abilities waiting to be put on the stack."""
    st = g.state
    if any(w.source == o.id for w in st.waiting):  # (triggered, not yet put on the stack: 603.3)
        kept = tuple(replace(w, chosen=o.chosen) if w.source == o.id and not w.chosen else w for w in st.waiting)
        g.set(st, "waiting", kept)
    for sid in st.stack:
        ab = st.objects.get(sid)
        if ab is None or ab.source != o.id or any(isinstance(x, SourceChosen) for x in ab.lki):
            continue
        seen = next((x.zcc for x in ab.lki if isinstance(x, SourceSeen)), o.zcc)
        if seen == o.zcc:  # (an ability of this object, not of an earlier one with the same card)
            g.set(ab, "lki", (*ab.lki, *(SourceChosen(k, v) for k, v in o.chosen)))


def named_source_error(g: Game, o: GameObject, mana: bool = False) -> IllegalAction | None:
    """CR 602.5: a permanent's "Activated abilities of sources with the chosen name can't be
    activated [unless they're mana abilities]." prohibits this activation (``mana``: of a mana
    ability, which only the form without "unless" prohibits)."""
    from arbiter.mtg.layers import current_statics  # (the layers read chosen values)

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        named = chosen(src, ChoiceKey.CARD_NAME)
        if src.zone is not Zone.BATTLEFIELD or o.face_down is not None or named != o.card.name:
            continue  # (a face-down permanent has no name, CR 708.2a)
        if any(
            isinstance(s, ChosenNameCantBeActivated) and not (mana and s.except_mana) for s in current_statics(g, src)
        ):
            return IllegalAction(
                msg(
                    "{src} names {card}: its abilities can't be activated",
                    src=CardName(src.label),
                    card=CardName(o.label),
                ),
                "602.5",
            )
    return None


def named_spell_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    """CR 601.3: "Spells with the chosen name can't be cast." ("Your opponents can't …": only an
    opponent of the permanent's controller is prohibited)."""
    from arbiter.mtg.layers import current_statics  # (the layers read chosen values)

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        named = chosen(src, ChoiceKey.CARD_NAME) if src.chosen else None
        if src.zone is not Zone.BATTLEFIELD or named is None or not spell_has_name(card, named):
            continue
        for s in current_statics(g, src):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, ChosenNameCantBeCast) and not (s.opponents and player == src.controller):
                return IllegalAction(
                    msg(
                        "{src} names {card}: spells with that name can't be cast",
                        src=CardName(src.label),
                        card=CardName(card.name),
                    ),
                    "601.3",
                )
    return None
