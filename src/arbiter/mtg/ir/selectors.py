"""Which objects or players an instruction acts on: the selector (CR 115 for targets; 608.2c and
611.2c for "each …", found as the instruction is followed).

A selector is a :class:`~arbiter.mtg.ir.refs.Ref` (one target or a group of targets, "it", "that
player", "you", "each opponent", the source…), a :class:`Refs` (several references in order: "target
creature you control and target creature of an opponent's choice they control") or an :class:`Each`
("each creature without flying", "all artifacts target player controls", "each creature and each
player"). A :data:`Group` may also hold the creatures in combat with the source
(:class:`CombatPartners`) and mixed parts acted on together (:class:`Together`: "~ and each creature
it's blocking"). One verb with a selector replaces the sibling verbs of the first model: ``DealDamage`` (once
also ``DamageEach``, ``DamageEachOpponent``), ``Destroy`` (once also ``DestroyAll``),
``ModifyPT`` (once also ``PumpAll``, ``PumpYours``, ``PumpAndGrant``) and ``Tap`` (once ``TapIt``,
``UntapIt``, ``TapBoth``, ``TapOrUntapAll``); one handler per verb follows the selector.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class Each:
    """Every permanent that fits, and/or every player of a kind, as the instruction is followed.

    ``fits``: permanents that fit one of these descriptions ("each creature without flying", "all
    Forests and all green creatures"; none: no permanent), each read for the instruction's
    controller ("you control", "your opponents control") and its source ("each other creature");
    ``controller``: a player reference they must be controlled by ("… target player controls": if
    it names no player now, nothing is selected); ``combat``: "attacking", "blocking" or
    "attacking or blocking" creatures only (CR 506.4), or "blocking it" — blocking the source
    (509.1h). ``players``: "", "each player" or "each
    opponent" — those still in the game, in APNAP order (CR 101.4), after the permanents."""

    fits: tuple[Filter, ...] = ()
    controller: Ref | None = None
    players: str = ""
    combat: str = ""
    noun: str = ""  # the words naming the group when a verb prints them ("attacking Dragon creature")

    @property
    def whose(self) -> str:
        """ "you", "opponents" or "": whose permanents the descriptions ask for."""
        return {"you": "you", "opponent": "opponents"}.get(self.fits[0].controller, "") if self.fits else ""

    @property
    def others(self) -> bool:
        """ "each other …": the source is left out."""
        return bool(self.fits) and self.fits[0].other


@dataclass(frozen=True, slots=True)
class Refs:
    """Several references acted on in order, as one selector: "Tap target creature you control and
    target creature of an opponent's choice they control." (each part as :class:`Ref` says)."""

    parts: tuple[Ref, ...]


@dataclass(frozen=True, slots=True)
class CombatPartners:
    """ "each creature it's blocking" — the attackers the source blocks (CR 509.1a, 509.1h; a
    creature removed from combat is no longer one, 506.4), as they are now, or as they last were if
    the source has left the battlefield (608.2h: its blocks are noted when the ability is put on
    the stack)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "each creature it's blocking"


@dataclass(frozen=True, slots=True)
class Together:
    """Several selectors one instruction acts on together, in order: "~ and each creature it's
    blocking" (CR 608.2c). Each part is found as :data:`Selector` says."""

    parts: tuple[Ref | Each | CombatPartners, ...]


ANY_CARD = Filter()  # "a card": any that fits nothing more


@dataclass(frozen=True, slots=True)
class Chosen:
    """Objects chosen as the instruction is followed — not targeted (CR 608.2c, 608.2d): "a card",
    "two cards at random", "a nonland card from it". Each acting player chooses ``count`` of their
    own that fit ``what`` (its text names them as printed), as many as they can (609.3);
    ``at_random``: the game picks (701.9b); ``by_controller``: the instruction's controller chooses
    from the revealed cards (701.20a).

    Not a :data:`Selector`: what it means is asked for (:mod:`arbiter.mtg.paused`), never found by
    :func:`~arbiter.mtg.effects.selection.select`."""

    count: int = 1
    what: Filter = ANY_CARD
    at_random: bool = False
    by_controller: bool = False
    half: bool = False  # "half the permanents they control, rounded down" (CR 107.1a; ``count`` unused)
    of_choice: bool = False  # printed "… of their choice" (the acting player chooses either way)
    x_cards: bool = False  # "X cards": the value announced for X (CR 107.3a; ``count`` unused)
    # "… with the greatest mana value among <them> they control": only those tied for greatest (CR 202.3)
    greatest_mana_value: bool = False
    # "… with the greatest power among creatures they control": only those tied for greatest (CR 208.1)
    greatest_power: bool = False

    @property
    def noun(self) -> str:
        """The words naming what is chosen ("creature", "nonland"; "" for any card)."""
        return self.what.text


Selector: TypeAlias = Ref | Refs | Each
# what a verb that can act on a mixed group takes ("Put ~ and each creature it's blocking on top …")
Group: TypeAlias = Selector | CombatPartners | Together
