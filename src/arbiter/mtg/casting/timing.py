"""When spells may be cast (CR 117.1a, 307.1): sorcery timing, flash and "as though it had
flash" (702.8a), and split second (702.61a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import resolved
from arbiter.mtg.casting.flash_for_more import flash_permission
from arbiter.mtg.enums import MAIN_PHASES, CardType, Step, Zone
from arbiter.mtg.layers import has_keyword
from arbiter.mtg.model import (
    CardDef,
    CastAsThoughFlash,
)
from arbiter.mtg.name_prohibitions import prohibited_by_name
from arbiter.mtg.objects.chosen import named_spell_error

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


def spell_name(card: CardDef) -> CardName:
    """The spell being cast as a refusal names it. CR 708.2a, 708.4: a face-down spell has no name
    (it is cast as a 2/2 face-down creature, 702.37c), so it is "a face-down creature", never blank."""
    return CardName(card.name or "a face-down creature")


def sorcery_timing_ok(g: Game, player: int) -> bool:
    """CR 307.1 / 117.1a: main phase of your turn, stack empty (and you hold priority)."""
    st = g.state
    return st.active == player and st.step in MAIN_PHASES and not st.stack


def as_though_flash(g: Game, player: int, card: CardDef | None = None) -> bool:
    """An effect lets the player cast spells (the spell of ``card``; None: some spell) as though
    they had flash (CR 702.8a, 601.3)."""
    st = g.state
    if st.effects and any(
        isinstance(e.change, resolved.CastAsThoughFlash) and e.change.player == player for e in st.effects
    ):
        return True
    if not st.grant_sources:
        return False
    from arbiter.mtg.layers import current_statics  # (the layers don't read timing)

    return any(
        st.objects[i].controller == player
        and any(  # CR 613.1f: an ability the permanent has now
            isinstance(s, CastAsThoughFlash) and (card is None or s.applies(card))
            for s in current_statics(g, st.objects[i])
        )
        for i in st.grant_sources
    )


def split_second(g: Game) -> bool:
    """CR 702.61a: a spell with split second is on the stack."""
    st = g.state
    return any(st.objects[i].source is None and has_keyword(g, st.objects[i], "split second") for i in st.stack)


def cast_restriction_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    """CR 601.3: the spell's own rule of when it may be cast ("Cast ~ only during combat after
    blockers are declared.", 506.7f)."""
    from arbiter.mtg.condition_check import holds
    from arbiter.mtg.ir.statics.cast_limits import CastOnlyDuring, CastOnlyIf
    from arbiter.mtg.ir.statics.combat import CastOnlyDuringCombat, CastOnlyWhenAttacked
    from arbiter.mtg.turn.history import blockers_declared_this_combat

    for s in card.statics:
        if (isinstance(s, CastOnlyIf) and not holds(g, s.condition, player, None)) or (
            isinstance(s, CastOnlyDuring) and not s.allows(g.state.step, g.state.active, player)
        ):
            return IllegalAction(
                msg("{card}: {text}", card=spell_name(card), text=Quoted(s.text().replace("~", "this spell"))), "601.3"
            )
        if isinstance(s, CastOnlyWhenAttacked) and not been_attacked(g, player):
            return IllegalAction(
                msg("{card}: {text}", card=spell_name(card), text=Quoted(s.text().replace("~", "this spell"))),
                "601.3",
                "508.1b",
            )
        if not isinstance(s, CastOnlyDuringCombat):
            continue
        st = g.state
        ok = Step.BEGINNING_OF_COMBAT <= st.step <= Step.END_OF_COMBAT
        ok = ok and (not s.turn or (st.active == player) == (s.turn == "your"))
        if s.blockers == "after":
            ok = ok and blockers_declared_this_combat(g)
        elif s.blockers == "before":
            ok = ok and st.step < Step.DECLARE_BLOCKERS
        if not ok:
            return IllegalAction(
                msg("{card}: {text}", card=spell_name(card), text=Quoted(s.text().replace("~", "this spell"))),
                "601.3",
                "506.7f",
            )
    return None


_LEGENDS_FOR_SPELLS = frozenset({CardType.CREATURE, CardType.PLANESWALKER})  # CR 205.4e


def legendary_spell_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    """CR 205.4e: a legendary instant or sorcery spell can't be cast unless its caster controls a
    legendary creature or a legendary planeswalker (Karn's Temporal Sundering). A rule of casting,
    not of timing: it holds for a cast during a resolution too. A creature or planeswalker now
    (613.1d): a legendary planeswalker under Imprisoned in the Moon is a legendary land (205.1a)."""
    if not card.is_legendary or not (card.is_instant or CardType.SORCERY in card.types):
        return None
    from arbiter.mtg.layers import card_types

    st = g.state
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == player and o.card.is_legendary and card_types(g, o) & _LEGENDS_FOR_SPELLS:
            return None
    return IllegalAction(
        msg(
            "{card} is legendary: it can be cast only while you control a legendary creature or planeswalker",
            card=spell_name(card),
        ),
        "205.4e",
        "601.3",
    )


def prohibited_during_resolution(g: Game, o: GameObject, card: CardDef, player: int) -> IllegalAction | None:
    """CR 601.3, 101.2, 608.2g: an effect that casts a card during a resolution (cascade, suspend,
    madness, "you may cast that card") permits the cast and lets its timing be ignored, but no
    effect's "can't" is lifted: not while a spell with split second is on the stack (702.61a), nor
    the spell's own "Cast this spell only during …" / "only if …" (601.3: a restriction, not the
    timing of its card type that the permission sets aside), nor a spell with a chosen name, nor a
    second spell in a turn under Rule of Law, nor a spell an effect forbids this turn, nor one from
    a zone an effect forbids casting from."""
    st = g.state
    if st.stack and split_second(g):
        return IllegalAction(msg("a spell with split second is on the stack: no spells can be cast"), "702.61a")
    if card.statics and (restricted := cast_restriction_error(g, card, player)) is not None:
        return restricted  # CR 601.3: Festival cascaded into in its caster's own turn can't be cast
    if card.is_legendary and (error := legendary_spell_error(g, card, player)) is not None:
        return error
    if st.lasting and (lasting := prohibited_by_name(g, card, player, land=False)) is not None:
        return lasting  # CR 601.3: "Until your next turn, spells with the chosen name can't be cast."
    if not st.grant_sources and not st.effects and not st.lasting:
        return None  # (CR 702.50b: epic's "can't cast spells" is kept in ``lasting``)
    error = named_spell_error(g, card, player) if st.grant_sources else None
    if error is None and st.grant_sources:
        from arbiter.mtg.casting.cast_limits import cast_limit_error

        error = cast_limit_error(g, card, player)
    if error is None and (st.effects or st.lasting):
        from arbiter.mtg.effects.cast_prohibitions import prohibited_cast_error

        error = prohibited_cast_error(g, card, player)
    if error is None and st.grant_sources:
        error = zone_forbidden_error(g, o)
    return error


def zone_forbidden_error(g: Game, o: GameObject) -> IllegalAction | None:
    """CR 101.2: an effect that says players can't cast spells from the graveyard or the library
    (Grafdigger's Cage) forbids casting ``o`` from there."""
    if o.zone is not Zone.GRAVEYARD and o.zone is not Zone.LIBRARY:
        return None
    from arbiter.mtg.replacement.zone_change import cast_forbidden

    cage = cast_forbidden(g, o.zone)
    if cage is None:
        return None
    why = msg("{cage} says players can't cast spells from there", cage=CardName(cage.label))
    return IllegalAction(why, "101.2")


def cast_timing_error(g: Game, card: CardDef, player: int) -> IllegalAction | None:
    restricted = cast_restriction_error(g, card, player) if card.statics else None
    if restricted is None and card.is_legendary:
        restricted = legendary_spell_error(g, card, player)  # CR 205.4e
    if restricted is None and g.state.grant_sources:
        restricted = named_spell_error(g, card, player)  # CR 601.3: "Spells with the chosen name can't be cast."
    if restricted is None and g.state.lasting:
        restricted = prohibited_by_name(g, card, player, land=False)
    if restricted is None and g.state.grant_sources:
        from arbiter.mtg.casting.cast_limits import cast_limit_error

        restricted = cast_limit_error(g, card, player)  # CR 601.3: "… can't cast more than one spell each turn."
    if restricted is None and (g.state.effects or g.state.lasting):
        from arbiter.mtg.effects.cast_prohibitions import prohibited_cast_error

        restricted = prohibited_cast_error(g, card, player)  # CR 601.3: "Your opponents can't cast … this turn."
    if restricted is not None:
        return restricted
    if card.is_instant or has_flash(card) or (not card.is_land and as_though_flash(g, player, card)):
        return None
    if flash_permission(card) is not None:
        return None  # CR 702.8a: "as though it had flash if you pay {2} more" (the cost: 601.2f)
    if card.is_land:
        return IllegalAction(msg("{card} is a land: lands are played, not cast", card=spell_name(card)), "305.9")
    if not sorcery_timing_ok(g, player):
        return IllegalAction(
            msg("{card} can be cast only in your main phase with an empty stack", card=spell_name(card)),
            *timing_rules(card),
            "117.1a",
        )
    return None


# CR 301.1, 302.1, 303.1, 306.1, 307.1, 310.1: each noninstant card type's "… during a main phase of
# their turn when the stack is empty"
_TIMING_RULE = {
    CardType.ARTIFACT: "301.1",
    CardType.CREATURE: "302.1",
    CardType.ENCHANTMENT: "303.1",
    CardType.PLANESWALKER: "306.1",
    CardType.SORCERY: "307.1",
    CardType.BATTLE: "310.1",
}
TIMING_RULES = frozenset(_TIMING_RULE.values())


def timing_rules(card: CardDef) -> tuple[str, ...]:
    """The rules that give ``card``'s types main-phase timing (an artifact creature: 301.1 and 302.1)."""
    return tuple(sorted(r for t, r in _TIMING_RULE.items() if t in card.types)) or ("307.1",)


def has_flash(card: CardDef) -> bool:
    return "flash" in card.keywords


def been_attacked(g: Game, player: int) -> bool:
    """ "only during the declare attackers step and only if you've been attacked this step" (CR
    508.1b): creatures were declared this step as attackers attacking ``player`` (as "is attacked",
    508.3b: not only ``player``'s planeswalkers). The declaration decides it: an attacker removed
    from combat since (506.4: bounced, destroyed) doesn't undo that ``player`` was attacked."""
    from arbiter.mtg import events as ev
    from arbiter.mtg.condition_check import this_turn

    st = g.state
    if st.step is not Step.DECLARE_ATTACKERS or not st.combat_declared:
        return False
    declared = next((e for e in this_turn(g) if isinstance(e, ev.AttackersDeclared)), None)  # this step's
    return declared is not None and player in declared.players
