"""Splice (CR 702.47): "Splice onto Arcane {1}{R}" — as a player casts an Arcane spell (or, for
"Splice onto instant or sorcery", an instant or sorcery spell), they may reveal cards with splice
from their hand (601.2b); each one's splice cost is added to the total cost (601.2f), and the spell
gains that card's rules text (702.47c, a text-changing effect: its instructions follow the main
spell's, in the order the cards were revealed, 702.47b) and its targets are chosen with the main
spell's (702.47d). The revealed cards stay in the hand. The spell loses the text as it leaves the
stack (702.47e): the text it gains is its card's, kept in ``printed`` until it leaves (400.7)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Pick
from arbiter.mtg.casting.progress import evolve
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import SpellAbility
from arbiter.mtg.ir.casting_keywords import Splice
from arbiter.mtg.ir.effect import shift_targets
from arbiter.mtg.mana.pool import ManaCost

if TYPE_CHECKING:
    from arbiter.mtg.actions import Action, Decision
    from arbiter.mtg.casting.progress import CastProgress
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.state import GameObject

_SPLICED = "spliced "  # a mark on the spell: "spliced <card id>" (702.47b: each card once)
_SPELL_TYPES = frozenset({CardType.INSTANT, CardType.SORCERY})


def splice_of(card: CardDef) -> Splice | None:
    """The card's splice ability, if it is an instant or sorcery with one and plain instructions
    (no modes) to give."""
    if not card.types & _SPELL_TYPES or card.spell is None or card.spell.modes:
        return None
    return next((a for a in card.abilities if isinstance(a, Splice)), None)


def _onto(s: Splice, spell: CardDef) -> bool:
    """CR 702.47a: is ``spell`` a [quality] spell?"""
    if s.quality == "Arcane":
        return "Arcane" in spell.subtypes
    return bool(spell.types & _SPELL_TYPES)


def splice_options(g: Game, progress: CastProgress) -> tuple[int, ...]:
    """The cards in the caster's hand they could reveal now to splice onto the spell being cast
    (CR 702.47a–b: not a card already spliced onto it, and only if its targets can be chosen)."""
    from arbiter.mtg.casting.announce import targets_possible

    st = g.state
    o = st.objects[progress.obj]
    spell = o.card.spell
    if progress.kind != "spell" or o.ability is not None or spell is None or spell.modes:
        return ()
    out: list[int] = []
    for cid in st.players[progress.player].hand:
        card = st.objects[cid].card
        s = splice_of(card)
        if s is None or f"{_SPLICED}{cid}" in o.marks or not _onto(s, o.card):
            continue
        extra = card.spell
        assert extra is not None
        if targets_possible(g, extra.targets, progress.player, o.id, o.id):  # CR 702.47b
            out.append(cid)
    return tuple(out)


def ask_splice(g: Game, progress: CastProgress) -> bool:
    """CR 601.2b, 702.47a: ask for a card to splice onto the spell (0: no more), if any could be;
    whether it asked."""
    options = splice_options(g, progress)
    if not options:
        return False
    st = g.state
    g.set(st, "cast", evolve(progress, stage="splice"))
    prompt = msg(
        "reveal a card to splice onto {spell} (0: no more)", spell=CardName(st.objects[progress.obj].card.name)
    )
    g.set(st, "pending", Choose(progress.player, "cost", "702.47a", (*options, 0), prompt))
    return True


def answer_splice(g: Game, progress: CastProgress, dec: Decision, action: Action) -> None:
    """CR 702.47a–d: the card revealed and spliced (its cost added, its text and targets gained),
    then the next one; 0 ends the splicing and the cast goes on (modes, targets)."""
    from arbiter.mtg.casting.announce import after_announcements
    from arbiter.mtg.casting.total_cost import add_costs

    st = g.state
    if not (isinstance(action, Pick) and isinstance(dec, Choose) and action.value in dec.options):
        raise IllegalAction(msg("choose a card to splice, or 0 for no more"), "702.47a")
    g.set(st, "pending", None)
    if action.value == 0:
        after_announcements(g, evolve(progress, stage="targets"))
        return
    assert isinstance(action.value, int)
    o = st.objects[progress.obj]
    card = st.objects[action.value]
    s = splice_of(card.card)
    assert s is not None
    _gain_text(g, o, card)
    g.log(ev.EffectCreated("702.47a", card.label, msg(
        "is revealed from its owner's hand and spliced onto {spell}", spell=CardName(o.label)
    ), (card.id,)))  # fmt: skip
    spell = o.card.spell
    assert spell is not None
    # CR 601.2f, 118.9d: the splice cost is added — also to a spell cast without paying its mana cost
    base = progress.cost if progress.cost is not None else ManaCost(0, text="")
    progress = evolve(progress, cost=add_costs(base, s.cost, 1), specs=spell.targets)
    if not ask_splice(g, progress):
        after_announcements(g, evolve(progress, stage="targets"))


def _gain_text(g: Game, o: GameObject, spliced: GameObject) -> None:
    """CR 702.47c: the spell gains the spliced card's instructions after its own, with its targets
    after the spell's (the references renumbered); its characteristics stay the main spell's."""
    spell, extra = o.card.spell, spliced.card.spell
    assert spell is not None and extra is not None
    offset = len(spell.targets)
    gained = SpellAbility(
        spell.effects + tuple(shift_targets(e, offset) for e in extra.effects), spell.targets + extra.targets
    )
    abilities = tuple(gained if a is spell else a for a in o.card.abilities)
    if o.printed is None:
        g.set(o, "printed", o.card)  # restored as it leaves the stack (702.47e, 400.7)
    g.set(o, "card", replace(o.card, abilities=abilities))
    g.set(o, "marks", o.marks | {f"{_SPLICED}{spliced.id}"})
