"""Static abilities (CR 604) that restrict or require attacks and blocks (CR 508.1c–d, 509.1b–c),
and costs to attack or block (508.1h, 509.1d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.wording import article

if TYPE_CHECKING:
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.filters import Filter


@dataclass(frozen=True, slots=True)
class CantBlock(Static):
    """ "~ can't block." (a restriction, CR 509.1b)."""

    def text(self) -> str:
        return "~ can't block."


@dataclass(frozen=True, slots=True)
class CantBlockOrBeBlocked(CantBlock):
    """ "~ can't block and can't be blocked." (two restrictions in one sentence)."""

    def text(self) -> str:
        return "~ can't block and can't be blocked."


@dataclass(frozen=True, slots=True)
class CantAttack(Static):
    """ "~ can't attack." / "~ can't attack or block." (restrictions, CR 508.1c / 509.1b)."""

    or_block: bool = False

    def text(self) -> str:
        return "~ can't attack or block." if self.or_block else "~ can't attack."


@dataclass(frozen=True, slots=True)
class NoMoreThanAttack(Static):
    """ "No more than N creatures can attack each combat." (a global restriction, CR 508.1c)."""

    affects_others = True

    count: int

    def text(self) -> str:
        n = {1: "one creature", 2: "two creatures", 3: "three creatures"}.get(self.count, f"{self.count} creatures")
        return f"No more than {n} can attack each combat."


@dataclass(frozen=True, slots=True)
class CantBeBlocked(Static):
    """ "~ can't be blocked." — a static ability, lost with "loses all abilities" (E14)."""

    def text(self) -> str:
        return "~ can't be blocked."


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy(Static):
    """ "~ can't be blocked by <creatures>." (CR 509.1b)."""

    by: Filter

    def text(self) -> str:
        return f"~ can't be blocked by {self.by.text}."


@dataclass(frozen=True, slots=True)
class CantBeBlockedByPower(Static):
    """ "Creatures with power less (greater) than ~'s power can't block it." (CR 509.1b), compared
    as blockers are declared."""

    less: bool = True

    def text(self) -> str:
        return f"Creatures with power {'less' if self.less else 'greater'} than ~'s power can't block it."


@dataclass(frozen=True, slots=True)
class CantBeBlockedByMoreThanOne(Static):
    def text(self) -> str:
        return "~ can't be blocked by more than one creature."


@dataclass(frozen=True, slots=True)
class CantBeBlockedExceptBy(Static):
    """ "~ can't be blocked except by N or more creatures." (the menace-like restriction)."""

    count: int

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}
        return f"~ can't be blocked except by {words.get(self.count, str(self.count))} or more creatures."


@dataclass(frozen=True, slots=True)
class CantBeBlockedExceptByCreatures(Static):
    """ "~ can't be blocked except by <creatures>." (CR 509.1b): only a creature that fits one of
    ``by`` may block it ("creatures with flying or reach" is two descriptions, either will do).
    ``phrase`` is the Oracle description, printed back as read."""

    by: tuple[Filter, ...]
    phrase: str

    def text(self) -> str:
        return f"~ can't be blocked except by {self.phrase}."


@dataclass(frozen=True, slots=True)
class CanBlockOnly(Static):
    """ "~ can block only creatures with flying." (a restriction on the blocker)."""

    what: Filter

    def text(self) -> str:
        return f"~ can block only {self.what.text}."


@dataclass(frozen=True, slots=True)
class CanBlockMore(Static):
    """ "~ can block an additional creature each combat." / "any number of creatures" (509.1a)."""

    extra: int | None  # None: any number

    def text(self) -> str:
        if self.extra is None:
            return "~ can block any number of creatures."
        words = {1: "an additional creature", 2: "an additional two creatures"}
        return f"~ can block {words.get(self.extra, f'{self.extra} additional creatures')} each combat."


@dataclass(frozen=True, slots=True)
class AttacksEachCombat(Static):
    """ "~ attacks each combat if able." (a requirement, CR 508.1d)."""

    def text(self) -> str:
        return "~ attacks each combat if able."


@dataclass(frozen=True, slots=True)
class AttacksOrBlocksEachCombat(AttacksEachCombat):
    """ "~ attacks or blocks each combat if able." — in its controller's combat a requirement to
    attack (508.1d), in an opponent's combat a requirement to block (509.1c): it is read as both
    ``AttacksEachCombat`` and :class:`BlocksEachCombat`."""

    def text(self) -> str:
        return "~ attacks or blocks each combat if able."


@dataclass(frozen=True, slots=True)
class IsGoaded(Static):
    """ "Enchanted creature … is goaded." — only as the rule an Aura or Equipment puts on the
    creature it's attached to: goaded by the controller of that Aura or Equipment (CR 701.15b)
    for as long as it's attached."""

    def text(self) -> str:
        return "~ is goaded."


@dataclass(frozen=True, slots=True)
class GroupAttacksEachCombat(Static):
    """ "Other Goblin creatures you control attack each combat if able." — a requirement (CR
    508.1d) on each creature ``what`` describes, read for the source's controller and the source
    itself ("other"). ``text_`` is the Oracle sentence."""

    what: Filter
    text_: str

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class BlocksEachCombat(Static):
    """ "~ blocks each combat if able." (a requirement, CR 509.1c)."""

    def text(self) -> str:
        return "~ blocks each combat if able."


@dataclass(frozen=True, slots=True)
class MustBeBlocked(Static):
    """ "~ must be blocked if able." (a requirement met by one blocker)."""

    def text(self) -> str:
        return "~ must be blocked if able."


@dataclass(frozen=True, slots=True)
class AssignsAsThoughUnblocked(Static):
    """ "You may have ~ assign its combat damage as though it weren't blocked." — its controller
    may have it assign all its combat damage to the player, planeswalker or battle it attacks, as
    an unblocked creature does (CR 510.1b), instead of to its blockers (510.1c)."""

    def text(self) -> str:
        return "You may have ~ assign its combat damage as though it weren't blocked."


@dataclass(frozen=True, slots=True)
class AllMustBlock(Static):
    """ "All creatures able to block ~ do so." (Lure-like requirements, one per potential
    blocker). ``enchanted``: printed on an Aura, about the enchanted creature."""

    enchanted: bool = False

    def text(self) -> str:
        return f"All creatures able to block {'enchanted creature' if self.enchanted else '~'} do so."


@dataclass(frozen=True, slots=True)
class NoMoreThanBlock(Static):
    """ "No more than N creatures can block each combat." (a global restriction)."""

    affects_others = True

    count: int

    def text(self) -> str:
        n = {1: "one creature", 2: "two creatures", 3: "three creatures"}.get(self.count, f"{self.count} creatures")
        return f"No more than {n} can block each combat."


@dataclass(frozen=True, slots=True)
class AttackTax(Static):
    """ "Creatures can't attack you [or planeswalkers you control] unless their controller pays
    {N} for each …" — a cost to attack (CR 508.1h–j); ``while_untapped``: "As long as ~ is
    untapped, …". Without ``attacking_you`` it is "Creatures can't attack unless their controller
    pays {N} for each attacking creature they control." — whoever is attacked (a rule for a turn,
    War Tax). ``amount`` "X": the value announced for the ability that made the rule, fixed as it
    resolves (CR 611.2d)."""

    affects_others = True

    amount: int | str
    planeswalkers: bool = False
    while_untapped: bool = False
    attacking_you: bool = True

    def applies(self, source_tapped: bool) -> bool:
        return not (self.while_untapped and source_tapped)

    @property
    def cost(self) -> int:
        """The generic mana per creature (an "X" not yet fixed costs nothing)."""
        return self.amount if isinstance(self.amount, int) else 0

    def text(self) -> str:
        prefix = "As long as ~ is untapped, creatures" if self.while_untapped else "Creatures"
        if not self.attacking_you:
            return (
                f"{prefix} can't attack unless their controller pays {{{self.amount}}} for each attacking creature "
                "they control."
            )
        if self.planeswalkers:
            return (
                f"{prefix} can't attack you or planeswalkers you control unless their controller pays "
                f"{{{self.amount}}} for each of those creatures."
            )
        return (
            f"{prefix} can't attack you unless their controller pays {{{self.amount}}} for each creature they "
            "control that's attacking you."
        )


@dataclass(frozen=True, slots=True)
class CantAttackUnlessDefenderControls(Static):
    """ "~ can't attack unless defending player controls an Island." (a restriction, 508.1c)."""

    land: str

    def text(self) -> str:
        return f"~ can't attack unless defending player controls {article(self.land)} {self.land}."


@dataclass(frozen=True, slots=True)
class CantAttackPlayerAgain(Static):
    """ "~ can't attack a player it has already attacked this turn." (a restriction, 508.1c): not
    a player it was declared attacking in an earlier combat this turn (500.8) as this object
    (400.7); a planeswalker or battle of that player's it may still attack."""

    def text(self) -> str:
        return "~ can't attack a player it has already attacked this turn."


@dataclass(frozen=True, slots=True)
class ExertAsItAttacks(Static):
    """ "You may exert ~ as it attacks." — an optional cost to attack (CR 508.1g, 701.43d).
    ``unless_exerted``: "If ~ hasn't been exerted this turn, you may exert it as it attacks." (not
    offered in a later combat of a turn it was exerted in, 500.8)."""

    unless_exerted: bool = False

    def text(self) -> str:
        if self.unless_exerted:
            return "If ~ hasn't been exerted this turn, you may exert it as it attacks."
        return "You may exert ~ as it attacks."


@dataclass(frozen=True, slots=True)
class BlockTax(Static):
    """ "As long as ~ is attacking, creatures can't block unless their controller pays {N} for
    each of those creatures." — a cost to block (CR 509.1d–f). Without ``while_attacking``:
    "Creatures can't block unless their controller pays {N} for each blocking creature they
    control." (a rule for a turn, War Cadence; ``amount`` "X" as in :class:`AttackTax`)."""

    affects_others = True

    amount: int | str
    while_attacking: bool = True

    @property
    def cost(self) -> int:
        """The generic mana per creature (an "X" not yet fixed costs nothing)."""
        return self.amount if isinstance(self.amount, int) else 0

    def text(self) -> str:
        if not self.while_attacking:
            return (
                f"Creatures can't block unless their controller pays {{{self.amount}}} for each blocking creature "
                "they control."
            )
        return (
            f"As long as ~ is attacking, creatures can't block unless their controller pays {{{self.amount}}} "
            "for each of those creatures."
        )


@dataclass(frozen=True, slots=True)
class EnchantedCombatTax(Static):
    """ "Enchanted creature can't attack [or block] unless its controller pays {N}." (an Aura's
    cost to attack, CR 508.1h, and to block, 509.1d)."""

    affects_others = True

    amount: int
    block: bool

    def text(self) -> str:
        what = "attack or block" if self.block else "attack"
        return f"Enchanted creature can't {what} unless its controller pays {{{self.amount}}}."


@dataclass(frozen=True, slots=True)
class AttacksDespiteDefender(Static):
    """ "[As long as <condition>,] ~ can attack as though it didn't have defender." ``text_``: as printed."""

    condition: Condition | None
    text_: str

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class CantBlockCreatures(Static):
    """ "~ can't block Humans." (a restriction on the blocker, CR 509.1b)."""

    what: Filter

    def text(self) -> str:
        return f"~ can't block {self.what.text}."


@dataclass(frozen=True, slots=True)
class BlocksShadowAsThough(Static):
    """ "~ can block creatures with shadow as though they didn't have shadow." — it changes the
    shadow rule (CR 702.28b) for this blocker only; it doesn't give or remove shadow. ``it_had``:
    "~ can block creatures with shadow as though it had shadow." (Heartwood Dryad) — the same for
    blocks of creatures with shadow, and it still blocks creatures without shadow (it doesn't
    have shadow, so 702.28b's second half never applies to it)."""

    it_had: bool = False

    def text(self) -> str:
        if self.it_had:
            return "~ can block creatures with shadow as though it had shadow."
        return "~ can block creatures with shadow as though they didn't have shadow."


@dataclass(frozen=True, slots=True)
class LandwalkIgnored(Static):
    """ "Creatures with swampwalk can be blocked as though they didn't have swampwalk." (Quagmire) —
    the landwalk rule (CR 702.14c) doesn't stop blocks of any creature with that landwalk, whoever
    controls it; it doesn't remove the ability. ``walk`` "": "Creatures with landwalk abilities can
    be blocked as though they didn't have those abilities." (every landwalk, 702.14a)."""

    affects_others = True

    walk: str = ""

    def text(self) -> str:
        if not self.walk:
            return "Creatures with landwalk abilities can be blocked as though they didn't have those abilities."
        return f"Creatures with {self.walk} can be blocked as though they didn't have {self.walk}."


@dataclass(frozen=True, slots=True)
class CantAttackOrBlockAlone(Static):
    """ "~ can't attack alone." / "~ can't block alone." / "~ can't attack or block alone."
    (CR 506.5: only if at least one other creature attacks / blocks at the same time)."""

    attack: bool
    block: bool

    def text(self) -> str:
        what = "attack or block" if self.attack and self.block else "attack" if self.attack else "block"
        return f"~ can't {what} alone."


@dataclass(frozen=True, slots=True)
class CantBeBlockedUnlessAll(Static):
    """ "~ can't be blocked unless all creatures defending player controls block it." — a
    restriction on the whole declaration (CR 509.1b): if it's blocked at all, every creature the
    defending player controls blocks it, so one creature that can't makes it unblockable."""

    def text(self) -> str:
        return "~ can't be blocked unless all creatures defending player controls block it."


@dataclass(frozen=True, slots=True)
class CastOnlyDuringCombat(Static):
    """ "Cast ~ only during combat [on your turn | on an opponent's turn] [before | after blockers
    are declared]." — a rule of the spell that prohibits casting it at other times (CR 601.3);
    "after blockers are declared" needs a declare blockers step this combat (506.7f)."""

    turn: str = ""  # "your" / "an opponent's"
    blockers: str = ""  # "before" / "after"

    def text(self) -> str:
        turn = f" on {self.turn} turn" if self.turn else ""
        blockers = f" {self.blockers} blockers are declared" if self.blockers else ""
        return f"Cast ~ only during combat{turn}{blockers}."


@dataclass(frozen=True, slots=True)
class CastOnlyWhenAttacked(Static):
    """ "Cast ~ only during the declare attackers step and only if you've been attacked this
    step." — a rule of the spell that prohibits casting it at other times (CR 601.3): in the
    declare attackers step, once a creature has been declared attacking its caster (508.1b; a
    planeswalker of theirs being attacked isn't them being attacked)."""

    def text(self) -> str:
        return "Cast ~ only during the declare attackers step and only if you've been attacked this step."
