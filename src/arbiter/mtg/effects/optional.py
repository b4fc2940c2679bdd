"""Optional instructions and their consequences (CR 608.2c–e): "You may …", "You may pay {N}. If you
do, …", "You may sacrifice another creature. If you do, …", "Sacrifice ~ unless you pay …". The
decisions are asked by ``priority``. (What depends on the card discarded or the creature sacrificed
this way is a condition of :mod:`arbiter.mtg.ir.object_conditions`.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.effects.reflexive import WhenYouDo
from arbiter.mtg.energy import energy_text
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.mana.pool import ManaCost


@dataclass(frozen=True, slots=True)
class MayDo(Effect):
    """ "You may <effect>." — its controller decides as it resolves (CR 608.2c)."""

    decides = True

    effect: Effect
    otherwise: Effect | None = None  # "If you don't, …" (fabricate, CR 702.123a)
    then: Effect | None = None  # "If you do, …" (CR 608.2e: only if it was done)
    text_: str = ""  # "You may have target creature get -1/-1 until end of turn." (printed otherwise)
    # ``otherwise`` printed as a sentence of its own, "If you don't, …" (not a keyword's reminder
    # text — fabricate, endure — nor an engine question: those say it in their own words)
    dont_sentence: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.text_:
            head = self.text_
        else:
            inner = self.effect.text(specs).removeprefix("You ")
            head = f"You may {inner[0].lower()}{inner[1:]}"
        if self.otherwise is not None and self.dont_sentence:
            inner = self.otherwise.text(specs)
            return f"{head} If you don't, {inner[0].lower() if inner[0] != '~' else '~'}{inner[1:]}"
        if self.then is None:
            return head
        return f"{head} {if_you_do(self.then, specs)}"


@dataclass(frozen=True, slots=True)
class MayCostThen(Effect):
    """ "You may discard a card. If you do, draw a card." / "You may sacrifice another creature.
    If you do, …" / "You may pay 2 life. If you do, …" / "You may sacrifice ~. If you do, …" — an
    optional action decided as the ability resolves (CR 608.2c); "if you do" happens only if the
    action was done (608.2e). ``kind``: "discard", "sacrifice" (a chosen permanent), "sacrifice
    self", "exile self", "exile dead self" (the card a dies trigger's source became in the
    graveyard, CR 603.6c, 400.7), "pay life", "pay energy", "mill" (``amount`` cards, only from a
    library that has them, 701.17b), "draw", "reveal top" (the top card of the library, 701.20a:
    done only if there is one)."""

    decides = True

    kind: str
    then: Effect | None = None
    noun: str = ""  # what is sacrificed: "another creature", "an artifact", "a creature or land"
    types: frozenset[CardType] = frozenset()
    amount: int = 0  # life to pay
    another: bool = False
    # one object picked by the noun grammar's description (:mod:`.optional_costs`): ``words`` is
    # the action as printed ("sacrifice a Food", "return an untapped Island you control to its
    # owner's hand"); ``unless``: "Sacrifice <unless> unless you <words>." (CR 118.12a) — the
    # source ("~" or "it") is sacrificed when the action isn't done
    what: Filter | None = None
    words: str = ""
    unless: str = ""
    # what befalls the source when the action isn't done: "Sacrifice" (701.21a) or "Tap" (701.26a)
    unless_verb: str = "Sacrifice"

    def head(self) -> str:
        if self.unless:
            return f"{self.unless_verb} {self.unless} unless you {self.words}."
        if self.words:
            return f"You may {self.words}."
        if self.kind == "discard":
            return "You may discard a card."
        if self.kind == "sacrifice":
            return f"You may sacrifice {self.noun}."
        if self.kind in ("sacrifice self", "exile self", "exile dead self"):
            return f"You may {self.kind.split()[0]} {self.noun or '~'}."
        if self.kind == "pay life":
            return f"You may pay {self.amount} life."
        if self.kind == "pay energy":
            return f"You may pay {energy_text(self.amount)}."  # CR 107.14
        if self.kind == "reveal top":
            return "You may reveal the top card of your library."  # CR 701.20a
        return "You may draw a card."

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.then is None:
            return self.head()
        return f"{self.head()} {if_you_do(self.then, specs)}"


@dataclass(frozen=True, slots=True)
class SacrificeThisUnlessPay(Effect):
    """ "Sacrifice this enchantment unless you pay {W}{W}." — decided as it resolves."""

    decides = True

    cost: ManaCost
    noun: str = "this enchantment"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Sacrifice {'it' if self.noun == 'it' else '~'} unless you pay {self.cost.text}."


def if_you_do(then: Effect, specs: tuple[TargetSpec, ...]) -> str:
    """ "If you do, <then>" (CR 608.2c) — or "When you do, …", a reflexive trigger (603.12)."""
    inner = then.text(specs)
    if isinstance(then, WhenYouDo):
        return inner
    return f"If you do, {inner[0].lower() if inner[0] != '~' else '~'}{inner[1:]}"


RECOVER = "recover"  # the trigger event of recover (702.59a): a creature put into its owner's graveyard


@dataclass(frozen=True, slots=True)
class MayPayThen(Effect):
    """ "You may pay {N}. If you do, <effect>." — the payment is a choice made as the ability
    resolves (CR 608.2c, 117.1d: mana abilities may be activated for it)."""

    decides = True

    cost: ManaCost
    effect: Effect
    otherwise: Effect | None = None  # "Otherwise, <effect>." (recover's exile, 702.59a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        said = f"You may pay {self.cost.text}. {if_you_do(self.effect, specs)}"
        return f"{said} Otherwise, {self.otherwise.text(specs)}" if self.otherwise is not None else said
