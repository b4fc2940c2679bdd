"""Effects that increase or reduce what spells cost to cast (CR 601.2f): static abilities of
permanents — "Noncreature spells cost {1} more to cast." (Thalia, Guardian of Thraben),
"Instant and sorcery spells you cast cost {1} less to cast." — and of the spell itself, "This
spell costs {1} less to cast for each creature on the battlefield." (Blasphemous Act). The total
cost is the mana cost (or alternative cost) plus additional costs and increases, minus
reductions; a generic reduction reduces only the generic part, never below {0} (601.2f, 118.7)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.condition_check import holds, this_turn_count
from arbiter.mtg.costs.nth_spell import NthSpellCostsLess
from arbiter.mtg.enums import ChoiceKey, Zone
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.conditional_costs import CostsLessIf
from arbiter.mtg.ir.spell_kinds import is_spell_kind
from arbiter.mtg.keywords.undaunted import Undaunted, opponents_of
from arbiter.mtg.layers import count_of, current_statics
from arbiter.mtg.layers.defined_pt import number_value
from arbiter.mtg.layers.queries import devotion
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.objects.chosen import chosen, spell_has_name

if TYPE_CHECKING:
    from arbiter.mtg.enums import CardType, Color
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import CountOf
    from arbiter.mtg.ir.statics.defined_pt import DefinedNumber
    from arbiter.mtg.model import CardDef

WHOSE_SPELLS = {"": "", "you": " you cast", "opponent": " your opponents cast"}
_DURING = {"": "", "yours": "During your turn, ", "others": "During turns other than yours, "}
# CR 601.2a, 601.2f: the zone the spell whose total cost is being determined is cast from (None:
# not known — a change that needs it doesn't apply)
_CAST_FROM: ContextVar[Zone | None] = ContextVar("_CAST_FROM", default=None)


@contextmanager
def _cast_from(zone: Zone) -> Iterator[None]:
    token = _CAST_FROM.set(zone)
    try:
        yield
    finally:
        _CAST_FROM.reset(token)


_FROM_HAND = nullcontext()  # (no change reads the hand: the common case sets nothing)
# CR 202.3e, 601.2f: the X announced for the spell whose total cost is being determined (0: none yet)
_ANNOUNCED_X: ContextVar[int] = ContextVar("_ANNOUNCED_X", default=0)
_PAD = 1 << 20  # more generic mana than any reduction could take away


def casting_from(zone: Zone) -> AbstractContextManager[None]:
    """CR 601.2f: the total cost determined inside is that of a spell cast from ``zone``
    ("Spells you cast from your graveyard cost {1} less to cast."). Only a zone other than the
    hand is recorded — no change reads the hand — which keeps the listing of castable cards cheap."""
    return _FROM_HAND if zone is Zone.HAND else _cast_from(zone)


@dataclass(frozen=True, slots=True)
class SpellsCostChange(Static):
    """ "<Noun> spells [you cast | your opponents cast] cost {N} more/less to cast." (CR 601.2f):
    ``amount`` is positive for an increase, negative for a reduction; the spell must have one of
    ``types`` (none: any), none of ``nontypes``, one of ``colors`` and one of ``subtypes`` where
    they're given (read from the card as it is cast, 601.2a)."""

    affects_others = True

    noun: str  # "Noncreature spells", "Instant and sorcery spells"
    amount: int
    whose: str = ""  # "", "you", "opponent"
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    colors: frozenset[Color] = frozenset()
    subtypes: frozenset[str] = frozenset()
    symbol: str = ""  # a colored increase: "White spells you cast cost {W} more to cast." (``amount`` 1)
    keyword: str = ""  # "Creature spells with flying you cast …" (CR 702.9)
    min_value: int = 0  # "… you cast with mana value 6 or greater …" (CR 202.3)
    during: str = ""  # "yours": "During your turn, …"; "others": "During turns other than yours, …"
    # "Spells with the chosen name [you cast] …" ("before") / "Spells [you cast] with the chosen name
    # …" ("after"): only spells with the card name its permanent chose (CR 201.4, 614.12)
    named: str = ""
    from_graveyard: bool = False  # "Spells you cast from your graveyard …" (CR 601.2a: where it's cast from)
    # "… cost {X} less to cast, where X is your speed." (Samut): X counted for the permanent's
    # controller as the total cost is determined (CR 601.2f, 107.3c); ``amount`` is then -1
    x: DefinedNumber | None = None

    def text(self) -> str:
        if self.x is not None:
            return replace(self, x=None).text().replace("{1} less", "{X} less")[:-1] + f", where X is {self.x.text}."
        more = "more" if self.amount > 0 else "less"
        head = _DURING[self.during] + self.noun + (f" with {self.keyword}" if self.keyword else "")
        name = " with the chosen name"
        whose = (name if self.named == "before" else "") + WHOSE_SPELLS[self.whose]
        whose += (name if self.named == "after" else "") + (" from your graveyard" if self.from_graveyard else "")
        value = f" with mana value {self.min_value} or greater" if self.min_value else ""
        return f"{head}{whose}{value} cost {{{self.symbol or abs(self.amount)}}} {more} to cast."

    def in_turn(self, active: int, controller: int) -> bool:
        """Does it apply in this turn ("During your turn, …": CR 102.1, the active player)?"""
        return not self.during or (active == controller) == (self.during == "yours")

    def applies(self, card: CardDef, caster: int, controller: int) -> bool:
        """Is a spell of ``card`` cast by ``caster`` one this ability changes the cost of?"""
        if (self.whose == "you" and caster != controller) or (self.whose == "opponent" and caster == controller):
            return False
        if self.keyword and self.keyword not in card.keywords:
            return False
        if self.from_graveyard and _CAST_FROM.get() is not Zone.GRAVEYARD:
            return False  # CR 601.2f: only a spell cast from the graveyard
        if self.min_value and (card.mana_cost is None or _stack_mana_value(card.mana_cost) < self.min_value):
            return False  # CR 202.3e: on the stack, X is the number announced for it
        return is_spell_kind(card, self.types, self.nontypes, self.colors, self.subtypes)


def _stack_mana_value(cost: ManaCost) -> int:
    """CR 202.3e: the mana value of a spell on the stack, X being the number announced (601.2b)."""
    return cost.mana_value + _ANNOUNCED_X.get() * cost.x


def x_mana_value_change(g: Game, card: CardDef, player: int, x: int) -> int:
    """CR 202.3e, 601.2f: the change to the generic mana of a spell's total cost that the X
    announced for it makes — "Creature spells you cast with mana value 6 or greater cost {2} less"
    (Krosan Drover) reads the mana value with X counted once X is announced (601.2b comes before
    601.2f): an Endless One cast for X=6 costs {4}. Negative for a further reduction."""
    if not x or card.mana_cost is None or not card.mana_cost.x:
        return 0
    padded = ManaCost(_PAD, (0,) * 6, 0, (), "")
    before = with_cost_changes(g, card, player, padded).generic
    token = _ANNOUNCED_X.set(x)
    try:
        after = with_cost_changes(g, card, player, padded).generic
    finally:
        _ANNOUNCED_X.reset(token)
    return after - before


@dataclass(frozen=True, slots=True)
class CostsLessForEach(Static):
    """ "This spell costs {N} less to cast for each <thing>." (CR 601.2f; a static ability that
    functions while the spell is being cast, 604.1)."""

    amount: int
    per: CountOf

    def text(self) -> str:
        return f"~ costs {{{self.amount}}} less to cast for each {self.per.text}."


@dataclass(frozen=True, slots=True)
class CostsLessByDevotion(Static):
    """ "This spell costs {X} less to cast, where X is your devotion to black." (CR 601.2f, 700.5):
    the mana symbols of that color among the mana costs of the permanents its caster controls, counted
    as the total cost is determined; it reduces only the generic part (118.7)."""

    color: Color

    def text(self) -> str:
        return f"~ costs {{X}} less to cast, where X is your devotion to {self.color.name.lower()}."


@dataclass(frozen=True, slots=True)
class CostsLessByNumber(Static):
    """ "This spell costs {X} less to cast, where X is the total power of creatures you control."
    (Ghalta, The Great Henge, Metalwork Colossus; CR 601.2f): X counted for the caster as the
    total cost is determined — a number that reads only the caster's board, never the spell
    itself; a negative X reduces nothing (107.1b), and only the generic part (118.7)."""

    number: DefinedNumber

    def text(self) -> str:
        return f"~ costs {{X}} less to cast, where X is {self.number.text}."


@dataclass(frozen=True, slots=True)
class CostsLessForEachThisTurn(Static):
    """ "This spell costs {N} less to cast for each creature that died this turn." (CR 601.2f):
    the reduction is counted from the turn's events as the total cost is determined — ``what``
    as :func:`this_turn_count` reads it, one reduction for each ``per`` of them ("for each 1 life
    you gained this turn"). ``words`` is the printed phrase."""

    amount: int
    words: str  # "creature that died this turn"
    what: str  # "creature died"
    per: int = 1

    def text(self) -> str:
        return f"~ costs {{{self.amount}}} less to cast for each {self.words}."


def with_cost_changes(g: Game, card: CardDef, player: int, cost: ManaCost) -> ManaCost:
    """CR 601.2f: ``cost`` plus the increases, minus the reductions that apply to ``card`` cast
    by ``player`` (a reduction of generic mana can't take the generic part below {0}, 118.7)."""
    if not card.statics and not g.state.grant_sources:
        return cost  # (no static ability of the card nor of a permanent can change it)
    more = less = 0
    colored = [0] * 6  # colored increases (CR 601.2f: added to the total cost)
    for s in card.statics:
        if isinstance(s, CostsLessForEach):
            less += s.amount * count_of(g, s.per, player)
        elif isinstance(s, CostsLessForEachThisTurn):
            less += s.amount * (this_turn_count(g, s.what, player) // s.per)
        elif isinstance(s, CostsLessIf) and holds(g, s.condition, player, None):
            less += s.amount  # CR 601.2f: the condition as the total cost is determined
        elif isinstance(s, CostsLessByDevotion):
            less += devotion(g, player, s.color)  # CR 700.5, 601.2f
        elif isinstance(s, CostsLessByNumber):
            less += max(0, number_value(g, s.number, None, you=player))  # CR 601.2f, 107.1b
        elif isinstance(s, Undaunted):
            less += opponents_of(g, player)  # CR 702.125a
    st = g.state
    for sid in st.grant_sources:
        source = st.objects[sid]
        for s in current_statics(g, source):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, NthSpellCostsLess) and s.applies(g, card, player, source.controller):
                less += s.amount  # CR 601.2f: "The second spell you cast each turn costs {1} less …"
            elif (
                isinstance(s, SpellsCostChange)
                and s.applies(card, player, source.controller)
                and s.in_turn(st.active, source.controller)
                and (not s.named or spell_has_name(card, chosen(source, ChoiceKey.CARD_NAME)))  # CR 201.4, 709.4a
            ):
                if s.x is not None:  # CR 601.2f, 107.1b: X now, for the permanent's controller
                    less += max(0, number_value(g, s.x, None, you=source.controller))
                elif s.symbol:
                    colored["WUBRGC".index(s.symbol)] += s.amount
                elif s.amount > 0:
                    more += s.amount
                else:
                    less -= s.amount
    if card.statics:
        from arbiter.mtg.casting.flash_for_more import flash_surcharge

        more += flash_surcharge(g, card, player)  # CR 601.2f: "if you pay {2} more to cast it"
    if not more and not less and not any(colored):
        return cost
    generic = max(cost.generic + more - less, 0)
    if generic == cost.generic and not any(colored):
        return cost
    total = tuple(a + b for a, b in zip(cost.colored, colored, strict=True))
    text = "{X}" * cost.x + (f"{{{generic}}}" if generic else "")
    text += "".join(f"{{{c}}}" * n for c, n in zip("WUBRGC", total, strict=True))
    text += "".join(f"{{{o}}}" for o in cost.other)
    return ManaCost(generic, total, cost.x, cost.other, text)
