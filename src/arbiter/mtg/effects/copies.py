"""Copies of spells (CR 707.10): storm's copies (702.40a) and "Copy target instant or sorcery
spell." A copy is put on the stack with the original's characteristics and the choices made for
it (modes, X, kicker, targets: 707.10c); it isn't cast; its controller may choose new targets,
asked as targets are asked (``priority`` pauses the resolution for them). A copy is marked
"copy": off the stack it ceases to exist (704.5e); a copy of a permanent spell resolves into a
token (707.10f), so copies are created as tokens."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Text, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.gift import promised_marks
from arbiter.mtg.lki import Convoked
from arbiter.mtg.state import SacrificedObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class SpellCopied(ev.EffectCreated):
    """CR 707.10: a copy of a spell was put on the stack — an event of its own, what "Whenever you
    cast or copy an instant or sorcery spell" (magecraft, 207.2c) triggers on besides a cast; the
    copy itself isn't cast. ``obj``: the copy."""

    obj: int = -1


@dataclass(frozen=True, slots=True)
class StormCopies(Effect):
    """Storm's trigger (CR 702.40a): "copy it for each other spell that was cast before it this
    turn. If the spell has any targets, you may choose new targets for any of the copies." """

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Storm"


@dataclass(frozen=True, slots=True)
class GravestormCopies(StormCopies):
    """Gravestorm's trigger (CR 702.69a): "copy it for each permanent that was put into a
    graveyard from the battlefield this turn. If the spell has any targets, you may choose new
    targets for any of the copies." Counted as the trigger resolves (608.2h)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Gravestorm"


@dataclass(frozen=True, slots=True)
class DemonstrateCopies(StormCopies):
    """Demonstrate's trigger (CR 702.144a): "When you cast this spell, you may copy it. If you do,
    choose an opponent to also copy it. Players may choose new targets for their copies." — the
    "you may" is the ``MayDo`` around it; then two copies: its controller's, then the chosen
    opponent's (707.10, 707.10c: each copy's controller chooses its new targets). In a
    two-player game the opponent is the only one, chosen without a question."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Copy it. If you do, choose an opponent to also copy it."


@dataclass(frozen=True, slots=True)
class CopySpell(Effect):
    """ "Copy target instant or sorcery spell. You may choose new targets for the copy." (707.10c)"""

    decides = True

    to: Ref
    new_targets: bool = True
    times: int | str = 1  # "twice", "three times", "X times" (X as announced, CR 107.3a)
    it: bool = False  # worded "copy it" (the cast trigger's spell, Mendicant Core)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        many = {1: "", 2: " twice", 3: " three times", "X": " X times"}[self.times]
        copies = "copy" if self.times == 1 else "copies"
        tail = f" You may choose new targets for the {copies}." if self.new_targets else ""
        return f"Copy {'it' if self.it else self.to.text(specs)}{many}.{tail}"


@dataclass(frozen=True, slots=True)
class ChainCopy(Effect):
    """The "chain" spells' last instruction (Chain Lightning, Chain of Acid, Chain of Smog): "Then
    that player or that permanent's controller may pay {R}{R}. If the player does, they may copy
    this spell and may choose a new target for that copy." The player — the spell's target if it
    is a player, else that permanent's controller as it last existed (CR 608.2h) — decides as the
    spell resolves (608.2c; 117.1d: mana abilities first); the copy is theirs (707.10) and they may
    choose a new target for it (707.10c). ``payer``: the target's controller reference;
    ``who``: the words naming the player; ``cost``: the payment, if any, or ``action``: what the
    player may do instead (Chain of Vapor's "sacrifice a land of their choice", 701.21a; Chain of
    Plasma's "discard a card", 701.9a)."""

    decides = True

    payer: Ref
    who: str
    cost: ManaCost | None = None
    then: bool = True  # printed with "Then"
    action: str = ""  # instead of a payment: "sacrifice a land of their choice" or "discard a card"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        lead = f"Then {self.who}" if self.then else self.who[0].upper() + self.who[1:]
        copy = "may copy ~ and may choose a new target for that copy."
        if self.action:
            return f"{lead} may {self.action}. If the player does, they {copy}"
        if self.cost is None:
            return f"{lead} {copy}"
        return f"{lead} may pay {self.cost.text}. If the player does, they {copy}"


def storm_count(g: Game, spell: GameObject) -> int:
    """How many spells were cast this turn before ``spell`` (CR 702.40a), read from the turn's
    events: those cast before its own most recent SpellCast event."""
    from arbiter.mtg.condition_check import this_turn

    seen = False
    n = 0
    for e in this_turn(g):  # newest first
        if isinstance(e, ev.SpellCast):
            if seen:
                n += 1
            elif e.obj == spell.id:
                seen = True
    return n


def gravestorm_count(g: Game) -> int:
    """CR 702.69a: how many permanents were put into a graveyard from the battlefield this turn,
    tokens included (111.7: a token goes to the graveyard before it ceases to exist)."""
    from arbiter.mtg.condition_check import this_turn

    return sum(
        1
        for e in this_turn(g)
        if isinstance(e, ev.ZoneChanged) and e.source is Zone.BATTLEFIELD and e.dest is Zone.GRAVEYARD
    )


def make_copy(g: Game, spell: GameObject, controller: int) -> GameObject:
    """CR 707.10, 707.10c: a copy on the stack with the spell's characteristics and choices."""
    if spell.ability is not None:
        return _copy_ability(g, spell, controller)
    copy = g.create(spell.card, controller, Zone.STACK, token=True)
    g.set(copy, "controller", controller)
    for name in ("modes", "x", "kicked", "targets", "division"):
        g.set(copy, name, getattr(spell, name))
    # CR 707.10: "If an effect of the copy refers to objects used to pay its costs, it uses the
    # objects used to pay the costs of the original" (a copy of Fling: the creature sacrificed for
    # it; of Lethal Scheme: the creatures that convoked it, 702.51c)
    g.set(copy, "lki", tuple(x for x in spell.lki if isinstance(x, SacrificedObject | Convoked)))
    # CR 707.10, 702.174a: the opponent chosen for the spell's gift is a choice made as it was cast
    g.set(copy, "marks", frozenset({"copy"}) | promised_marks(spell.marks))
    return _announce(g, copy, controller, msg("puts a copy of {card} on the stack", card=CardName(spell.label)))


def _copy_ability(g: Game, ability: GameObject, controller: int) -> GameObject:
    """CR 707.10: a copy of an activated or triggered ability on the stack — the same ability of
    the same source (113.7), with every decision made for it (modes, targets, X, the division of
    damage) and what it knows of the event that triggered it ("that player", "that much", 603.2,
    608.2h); ``controller`` controls the copy. It isn't activated or put on the stack by a
    trigger, so nothing triggers on its activation (707.10)."""
    copy = g.create(ability.card, controller, Zone.STACK)
    g.set(copy, "controller", controller)
    for name in ("source", "ability", "modes", "x", "kicked", "targets", "division", "lki"):
        g.set(copy, name, getattr(ability, name))
    g.set(copy, "marks", ability.marks | {"copy"})
    return _announce(
        g, copy, controller, msg("puts a copy of an ability of {card} on the stack", card=CardName(ability.label))
    )


def _announce(g: Game, copy: GameObject, controller: int, text: Text) -> GameObject:
    """CR 707.10: the log line saying who put the copy on the stack (its controller)."""
    g.log(SpellCopied("707.10", g.state.players[controller].name, text, obj=copy.id))
    return copy
