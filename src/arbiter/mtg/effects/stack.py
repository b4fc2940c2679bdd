"""The stack (CR 405): countering spells and abilities (701.6), "unless its controller pays",
casting cards while a spell or ability resolves (608.2g: suspend's last trigger, rebound, "cast …
from your graveyard without paying their mana costs"), and ending the turn (724.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.next_moments import reads_target_mana_value
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import dispatch, permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.statics.rules import CantBeCountered, SpellsCantBeCountered
from arbiter.mtg.layers import colors, statics
from arbiter.mtg.lki import SeenCard, TargetManaValue
from arbiter.mtg.mana.spend_only import UNCOUNTERABLE
from arbiter.mtg.objects.transform import mana_value
from arbiter.mtg.zones import move, remove_from_zone

if TYPE_CHECKING:
    from arbiter.mtg.amounts import Count
    from arbiter.mtg.enums import Color
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.state import GameObject


# CR 701.6a, 614.1a: where a spell countered "this way" goes instead of its owner's graveyard
_INSTEAD = {
    Zone.HAND: "put it into its owner's hand instead of into that player's graveyard",
    Zone.LIBRARY: "put it on top of its owner's library instead of into that player's graveyard",
    Zone.EXILE: "exile it instead of putting it into its owner's graveyard",
}
INSTEAD_ZONES = {text: zone for zone, text in _INSTEAD.items()}


@dataclass(frozen=True, slots=True)
class CounterIt(Effect):
    """CR 701.6: "Counter <ref>." — the spell or ability goes to the graveyard / ceases to exist.
    ``instead``: "If that spell is countered this way, put it into its owner's hand / on top of
    its owner's library / exile it instead …" (Remand, Memory Lapse, Force of Negation: a
    replacement of the countered spell's move to the graveyard, CR 614.1a)."""

    to: Ref
    instead: Zone | None = None
    where_x: str = ""  # "…, where X is <count>" after "target spell with mana value X or less"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        head = f"Counter {self.to.text(specs)}."
        if self.where_x:
            head = f"{head[:-1]}, where X is {self.where_x}."
        if self.instead is None:
            return head
        return f"{head} If that spell is countered this way, {_INSTEAD[self.instead]}."


@dataclass(frozen=True, slots=True)
class IfItIs(Effect):
    """ "Counter target spell if it's blue." (Pyroblast, Hydroblast): the target may be any spell
    (CR 115.1: the words before "if" are the target's); whether it has the color is checked as
    the instruction is followed (608.2c), and if it doesn't, nothing happens."""

    effect: Effect
    of: Ref
    color: Color

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        return self.effect.text(specs).removesuffix(".") + f" if it's {names[self.color.value]}."


@dataclass(frozen=True, slots=True)
class CounterUnlessPays(Effect):
    """ "Counter <ref> unless its controller pays {N}." — that player decides as it resolves."""

    decides = True

    to: Ref
    cost: ManaCost
    # CR 107.3: "{X}" — the X announced for the spell or ability (601.2b, 602.2b), or, with
    # "where X is …", that count as it resolves (608.2h)
    x: Count | None = None
    instead: Zone | None = None  # "If that spell is countered this way, exile it instead …" (614.1a)
    for_each: bool = False  # "pays {1} for each <thing>": ``x`` counts the whole cost (107.1c)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        where = f", where X is {self.x.text}" if self.x is not None else ""
        if self.for_each and self.x is not None:
            where = f" for each {self.x.text}"
        head = f"Counter {self.to.text(specs)} unless its controller pays {self.cost.text}{where}."
        if self.instead is None:
            return head
        return f"{head} If that spell is countered this way, {_INSTEAD[self.instead]}."


@dataclass(frozen=True, slots=True)
class UnlessPlayerPays(Effect):
    """ "<instruction> unless that player pays {N}." (Rhystic Study, Mystic Remora): as it
    resolves, the player named may pay (CR 118.12: they choose whether to pay; 117.1d: they may
    activate mana abilities first); only if they don't is the instruction followed — and then a
    "you may" in it is decided after the payment was declined (608.2c). ``wording``: how the
    printed text says it — "" ("… unless that player pays {N}."), "they" ("… unless they pay
    {N}."), "doesnt" / "doesnt you" ("That player may pay {N}. If the player doesn't, [you] …",
    Smothering Tithe: the same choice, 118.12a), "you" ("… unless you pay {N}.", Force of Nature),
    "pay" ("Pay {N}. If you don't, …", the Pacts' delayed trigger: the same choice, 118.12)."""

    decides = True

    effect: Effect
    payer: Ref
    cost: ManaCost
    wording: str = ""
    x: Count | None = None  # "{X}, where X is ~'s power": counted as it resolves (CR 107.3, 608.2h)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        who = self.payer.text(specs)
        if self.wording == "pay":  # CR 118.12: "Pay {N}. If you don't, <instruction>"
            return f"Pay {self.cost.text}. If you don't, {_lower(inner)}"
        if self.wording.startswith("doesnt"):
            you = "you " if self.wording == "doesnt you" else ""
            return f"{who[0].upper()}{who[1:]} may pay {self.cost.text}. If the player doesn't, {you}{_lower(inner)}"
        pays = "they pay" if self.wording == "they" else "you pay" if self.wording == "you" else f"{who} pays"
        where = f", where X is {self.x.text}" if self.x is not None else ""
        return f"{inner.removesuffix('.')} unless {pays} {self.cost.text}{where}."


def _lower(text: str) -> str:
    """An instruction's text continuing a sentence ("If the player doesn't, you create …")."""
    return text if text.startswith("~") else text[0].lower() + text[1:]


@dataclass(frozen=True, slots=True)
class CastSuspended(Effect):
    """Suspend's last trigger (CR 702.62a): "you may cast it without paying its mana cost if
    able" — cast during the resolution (608.2g), with haste if it's a creature spell. Rebound's
    delayed trigger (702.88a) is the same instruction without the haste."""

    decides = True

    keyword: str = "suspend"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may cast it without paying its mana cost."


_FROM = {Zone.GRAVEYARD: "your graveyard", Zone.HAND: "your hand"}


@dataclass(frozen=True, slots=True)
class CastAnyNumber(Effect):
    """ "Cast any number of <cards> from <your graveyard> without paying their mana costs." — the
    controller casts the cards ``what`` describes (its ``zone``: where they are; the controller's
    own, 108.3) one at a time during the resolution (CR 608.2g), each without paying its mana
    cost (118.9); asked by :mod:`arbiter.mtg.paused.cast`."""

    decides = True

    what: Filter  # "red instant and/or sorcery", in the controller's graveyard

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        zone = _FROM[self.what.zone] if self.what.zone is not None else ""
        return f"Cast any number of {self.what.text} cards from {zone} without paying their mana costs."


@dataclass(frozen=True, slots=True)
class CastFromHandFree(Effect):
    """ "You may cast a spell with mana value N or less from your hand without paying its mana
    cost." (the Expertise cycle) — one card of the controller's hand, cast during the resolution
    (CR 608.2g) for no mana (118.9); its value is the resulting spell's (a split card's half, 709.3;
    an X of 0, 107.3b)."""

    decides = True

    most: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"You may cast a spell with mana value {self.most} or less from your hand without paying its mana cost."


@dataclass(frozen=True, slots=True)
class EndTheTurn(Effect):
    """ "End the turn." (CR 724.1)."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "End the turn."


def spell_target(g: Game, o: GameObject, ref: Ref, legal: list[bool]) -> GameObject | None:
    t = permanent_of(g, o, ref, legal)
    return t if t is not None and t.zone is Zone.STACK else None


@handles(CounterIt)
def _counter(g: Game, o: GameObject, e: CounterIt, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.STACK:
        if e.to.kind == "target" and t.ability is None and reads_target_mana_value(o, e.to.index):
            # CR 608.2h, 202.3e: "that spell's mana value" after it's countered — as it last existed
            # on the stack (in the graveyard its X is 0, 107.3f)
            g.set(o, "lki", (*o.lki, TargetManaValue(e.to.index, mana_value(t))))
        counter(g, t, e.instead)


@dataclass(frozen=True, slots=True)
class CounterIfSameValue(Effect):
    """ "Counter that spell if it has the same mana value as the revealed card." (Counterbalance):
    the spell's mana value on the stack (CR 202.3e: X as chosen) against the card revealed by the
    instruction before (in a library, X is 0: 107.3f), compared as this instruction is followed."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Counter that spell if it has the same mana value as the revealed card."


@handles(CounterIfSameValue)
def _counter_if_same_value(g: Game, o: GameObject, e: CounterIfSameValue, legal: list[bool]) -> None:
    st = g.state
    seen = next((x for x in reversed(o.lki) if isinstance(x, SeenCard) and x.revealed), None)
    revealed = st.objects.get(seen.id) if seen is not None else None
    t = permanent_of(g, o, e.to, legal)
    if revealed is None or t is None or t.zone is not Zone.STACK or t.ability is not None:
        return
    if mana_value(t) == mana_value(revealed):  # CR 202.3
        counter(g, t)


@handles(IfItIs)
def _if_it_is(g: Game, o: GameObject, e: IfItIs, legal: list[bool]) -> None:
    """CR 608.2c: the color is read as the instruction is followed (105.2)."""
    t = permanent_of(g, o, e.of, legal)
    if t is not None and e.color in colors(g, t):
        dispatch(g, o, e.effect, legal)


def counter(g: Game, t: GameObject, instead: Zone | None = None) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard (or where ``instead`` says,
    614.1a); an ability ceases to exist."""
    if t.ability is None and (
        UNCOUNTERABLE in t.marks
        or any(isinstance(s, CantBeCountered) for s in t.card.statics)
        or _uncounterable_by_permanent(g, t)
    ):
        g.log(ev.EffectCreated("101.2", t.label, msg("can't be countered, so it stays on the stack (113.6g)")))
        return
    if t.ability is not None:
        remove_from_zone(g, t)
        g.journal.dict_del(g.state.objects, t.id)
        g.log(ev.Countered("701.6a", t.id, t.label))
    elif instead is not None:
        move(g, t, instead, "701.6a", "is countered and put")
    else:
        move(g, t, Zone.GRAVEYARD, "701.6a", "is countered and put")


def _uncounterable_by_permanent(g: Game, t: GameObject) -> bool:
    """CR 101.2, 701.6b: a permanent's "Creature spells [you control] can't be countered." covers
    the spell ``t`` (its abilities as the source has them now, 613.1f)."""
    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or not any(isinstance(s, SpellsCantBeCountered) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has one)
        for s in statics(g, src):
            mine = isinstance(s, SpellsCantBeCountered) and (not s.yours or t.controller == src.controller)
            if mine and isinstance(s, SpellsCantBeCountered) and s.applies(t.card):
                return True
    return False
