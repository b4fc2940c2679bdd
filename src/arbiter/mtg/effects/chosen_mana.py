"""Mana of a color chosen as its source entered (CR 614.12, 106.1): "{T}: Add one mana of the
chosen color." (Coldsteel Heart). The color is part of the permanent; nothing is asked as the
mana ability resolves (605.3b). And mana of a type another permanent could produce (106.7) or of
the commander's color identity (903.4f), chosen as the ability resolves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.mana import add_mana, snow_source
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.mana.could_produce import commander_colors, could_produce, seen_by
from arbiter.mtg.objects.chosen import chosen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

# the colors "As ~ enters, choose a color." offers, and their mana symbols (CR 105.1, 106.1)
COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@dataclass(frozen=True, slots=True)
class AddManaOfChosenColor(Effect):
    """ "Add one mana of the chosen color." — a mana ability (CR 605.1a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Add one mana of the chosen color."


def chosen_color_mana(src: GameObject) -> tuple[int, ...] | None:
    """The mana "Add one mana of the chosen color." makes for ``src``, per pool slot (WUBRGC):
    one of the color chosen as it entered (CR 614.12, 106.1); None if no color was chosen."""
    color = chosen(src, ChoiceKey.COLOR)
    if not isinstance(color, str) or color not in COLOR_SYMBOLS:
        return None
    symbol = COLOR_SYMBOLS[color]
    return tuple(1 if c == symbol else 0 for c in "WUBRGC")


@handles(AddManaOfChosenColor)
def _add_chosen_color(g: Game, o: GameObject, e: AddManaOfChosenColor, legal: list[bool]) -> None:
    src = g.state.objects.get(o.source, o) if o.source is not None else o
    mana = chosen_color_mana(src)
    if mana is None:
        return  # no color was chosen (it didn't enter with the choice): no mana (CR 106.5)
    add_mana(g, o.controller, mana, src.card.name, snow_source(g, o))


@dataclass(frozen=True, slots=True)
class AddManaOrChosenColor(Effect):
    """ "Add {W} or one mana of the chosen color." (the Thriving lands, the Baldur's Gate gates) —
    a mana ability (CR 605.1a): one mana of that type or of the color chosen as its source entered
    (614.12), chosen as it resolves (605.3b, 106.1)."""

    symbol: str  # W U B R G

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Add {{{self.symbol}}} or one mana of the chosen color."

    def offered(self, src: GameObject) -> str:
        """The types of mana it may add: its symbol, and the chosen color if one was chosen."""
        color = chosen(src, ChoiceKey.COLOR)
        other = COLOR_SYMBOLS.get(color, "") if isinstance(color, str) else ""
        return "".join(t for t in "WUBRG" if t in (self.symbol, other))


@handles(AddManaOrChosenColor)
def _add_or_chosen_color(g: Game, o: GameObject, e: AddManaOrChosenColor, legal: list[bool]) -> None:
    src = g.state.objects.get(o.source, o) if o.source is not None else o
    ask_mana_type(g, o, e.offered(src))


@dataclass(frozen=True, slots=True)
class AddManaOfTypeFrom(Effect):
    """ "Add one mana of any color that a land an opponent controls could produce." / "… of any
    type that a land you control could produce." (CR 106.7) / "Add one mana of any color in your
    commander's color identity." (``what`` None, 903.4f) — a mana ability (605.1a) whose colors
    are known only as it resolves; with none to choose it adds no mana (106.7, 903.4f)."""

    what: Filter | None  # the permanents looked at; None: the commander's color identity
    colors_only: bool = True  # "any color" (else "any type": colorless too, 106.1)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.what is None:
            return "Add one mana of any color in your commander's color identity."
        kind = "color" if self.colors_only else "type"
        return f"Add one mana of any {kind} that a {self.what.text} could produce."

    def offered(self, g: Game, player: int, produce: dict[int, set[str]] | None = None) -> set[str]:
        """The types of mana ``player`` may choose from now (``produce``: the fixed point of
        CR 106.7 being computed, else computed here)."""
        if self.what is None:
            return set(commander_colors(g, player) or "")
        if produce is None:
            return set(could_produce(g, self.what, player, self.colors_only))
        seen = seen_by(g, self.what, player, produce)
        return seen - {"C"} if self.colors_only else seen


@handles(AddManaOfTypeFrom)
def _add_mana_of_type_from(g: Game, o: GameObject, e: AddManaOfTypeFrom, legal: list[bool]) -> None:
    """CR 605.3b, 106.1: the type is chosen as the ability resolves, among those offered now
    (one offered: it is added; none: no mana, 106.7 / 903.4f)."""
    ask_mana_type(g, o, "".join(t for t in "WUBRGC" if t in e.offered(g, o.controller)))


@dataclass(frozen=True, slots=True)
class AddManaOfOneColor(Effect):
    """ "Add X mana of any one color, where X is <count>." — ``count`` mana of one color chosen
    as the ability resolves (CR 605.3b, 106.1); the number is counted then (107.3c, 608.2h) and
    wrapped in a ``Counted`` (its ``count`` here is the unit, 1). None counted: no mana (106.5)."""

    scaled: ClassVar[tuple[str, ...]] = ("count",)
    count: int = 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Add X mana of any one color."


@handles(AddManaOfOneColor)
def _add_mana_of_one_color(g: Game, o: GameObject, e: AddManaOfOneColor, legal: list[bool]) -> None:
    if e.count > 0:
        _note_added_mana(g, o)
        ask_mana_type(g, o, "WUBRG", e.count)


def _note_added_mana(g: Game, o: GameObject) -> None:
    """CR 603.4: a triggered ability whose intervening "if" asks whether it "added mana with this
    ability this turn" remembers that it did (the mana is added as its color is chosen)."""
    from arbiter.mtg.ir.state_conditions import HappenedThisTurn, NoneOf
    from arbiter.mtg.state import SourceSeen

    c = getattr(o.ability, "test", None)  # (a triggered ability's parsed intervening "if")
    if o.source is None or not (isinstance(c, NoneOf) and isinstance(c.inner, HappenedThisTurn)):
        return
    source = g.state.objects.get(o.source)
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    if c.inner.what == "added mana" and source is not None:
        zcc = seen.zcc if seen is not None else source.zcc  # (the object it was, CR 400.7)
        g.log(ev.AbilityAddedMana("603.4", source.id, zcc, source.card.name))


def ask_mana_type(g: Game, o: GameObject, offered: str, amount: int = 1) -> None:
    """CR 605.3b, 106.1: ``amount`` mana of one type among ``offered`` (W U B R G C), chosen by
    the controller as the ability resolves: none offered, no mana; one, it is added at once."""
    from arbiter.mtg.actions import Choose
    from arbiter.mtg.mana.abilities import ManaColorChoice, answer_color

    st = g.state
    if not offered:
        return
    src = st.objects.get(o.source, o) if o.source is not None else o
    g.set(st, "mana_choice", ManaColorChoice(o.controller, amount, src.card.name, st.pending, snow_source(g, o)))
    if len(offered) == 1:
        answer_color(g, offered)
        return
    g.set(st, "pending", Choose(o.controller, "color", "106.1", tuple(offered), msg("choose a type of mana")))
