"""Abilities (CR 113): keywords (702), spell abilities (113.3a), activated abilities (602) and mana
abilities (605), triggered abilities (603), the base of static abilities (604), and the marker for
Oracle text the compiler cannot turn into abilities yet. Every node renders its own Oracle text
(``text()``), with ``~`` standing for the object's own name."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.costs.parts import (
    BlightChosen,
    DiscardCards,
    ExileFromGraveyard,
    Loyalty,
    PayMana,
    RemoveCounterFromChosen,
    ReturnOne,
    ReturnSeveral,
    SacrificeOne,
    SacrificeSeveral,
    TapThis,
    TapUntapped,
)
from arbiter.mtg.ir.effect import render_effects, shift_targets
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice
from arbiter.mtg.mana.pool import POOL_ORDER
from arbiter.mtg.wording import COLOR_WORD_OF

if TYPE_CHECKING:
    from arbiter.mtg.costs.parts import CostPart
    from arbiter.mtg.ir.ability_cost_changes import AbilityCostChange
    from arbiter.mtg.ir.conditions import Condition
    from arbiter.mtg.ir.effect import Effect
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.mana.pool import ManaCost


def render_lines(abilities: tuple[Ability, ...]) -> list[str]:
    """The lines of text of abilities as printed: a keyword joined to the one before it, a
    "When you do" ability in the paragraph of the ability it's linked to."""
    lines: list[str] = []
    for a in abilities:
        t = a.text()
        if not t:
            continue
        if isinstance(a, Keyword) and a.joined and lines:
            lines[-1] += a.separator + t[0].lower() + t[1:]
        elif isinstance(a, ActivatedAbility) and a.joined and lines:
            lines[-1] += ", " + t[0].lower() + t[1:]
        elif isinstance(a, TriggeredAbility) and a.joined and a.keyword_text and lines:
            lines[-1] += ", " + t  # a numbered keyword after others: "Flying, annihilator 6"
        elif isinstance(a, TriggeredAbility) and a.joined and lines:
            lines[-1] += " " + t
        elif a.joined_tail() and lines:  # "Enchanted creature gets +2/+2 and can't block."
            lines[-1] = lines[-1].removesuffix(".") + a.joined_tail()
        else:
            lines.append(t)
    return lines


_PROPER = frozenset({"Aura", "Equipment", "Vehicle", "Forest", "Island", "Mountain", "Plains", "Swamp", "Desert"})


_IRREGULAR = {"Mice": "Mouse"}  # plurals of creature types not made by a suffix


def lower_first(body: str) -> str:
    """An instruction in the middle of a sentence ("When …, <body>"): its first letter lowered,
    unless its first word is a name — "~", or a subtype, capitalized wherever it stands (CR 205.3:
    "When you cycle ~, Cats you control gain hexproof …")."""
    from arbiter.mtg.objects.creature_types import CREATURE_TYPES  # (data only; kept out of the import cycle)

    word = body.split(" ", 1)[0].rstrip(",.")
    stems = {word, word.removesuffix("s"), word.removesuffix("es"), _IRREGULAR.get(word, word)}
    stems |= {word[:-3] + ending for suffix, ending in (("ves", "f"), ("ies", "y")) if word.endswith(suffix)}
    if not body or body[0] == "~" or any(w in CREATURE_TYPES or w in _PROPER for w in stems):
        return body
    return body[0].lower() + body[1:]


@dataclass(frozen=True, slots=True)
class Ability:
    casting_option: ClassVar[bool] = False  # a cost its caster may choose (ir/casting_keywords.py)
    # it affects objects or players other than its own object (the card is a "grant source")
    affects_others: ClassVar[bool] = False
    # a static ability that changes its own object's card types (CR 613.1d: a type-changing effect,
    # layer 4 — "~ isn't a creature", 702.151b, 702.161a, 702.176a): the object's types can't then be
    # read from the printed card (``CardDef.self_typed``)
    changes_own_types: ClassVar[bool] = False

    def text(self) -> str:
        raise NotImplementedError

    def joined_tail(self) -> str:
        """The words it adds to the line of the ability before it when printed in that ability's
        sentence (" and can't block."); "" when it has a line of its own."""
        return ""


@dataclass(frozen=True, slots=True)
class Keyword(Ability):
    """A keyword ability (CR 702), e.g. ``Keyword("flying")``. ``joined``: printed on the
    previous keyword's line after a comma ("Flying, vigilance")."""

    name: str
    joined: bool = field(default=False, compare=False)
    separator: str = field(default=", ", compare=False)  # "; " on some older cards

    def text(self) -> str:
        return self.name[0].upper() + self.name[1:]


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """The effect of an instant or sorcery (CR 113.3a). A modal spell (CR 700.2) has ``modes``
    (each a SpellAbility) and chooses between ``choose[0]`` and ``choose[1]`` of them."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[SpellAbility, ...] = ()
    choose: tuple[int, int] = (1, 1)
    choose_text: str = ""
    breaks: tuple[int, ...] = ()  # where a new line begins in the text (offsets of spaces)
    repeat: bool = False  # CR 700.2d: "You may choose the same mode more than once."
    mode_costs: tuple[ManaCost, ...] = ()  # CR 702.172a: spree — the additional cost of each mode
    flavor: str = ""  # a mode's flavor word ("Cure Wounds — You gain 2 life.", CR 207.2c)
    kicked_any: bool = False  # "Choose one. If ~ was kicked, choose any number instead." (700.2, 702.33d)

    def chosen(self, picks: tuple[int, ...]) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
        """The targets and effects of the chosen modes (0-based), target references renumbered."""
        if not self.modes:
            return self.targets, self.effects
        specs: list[TargetSpec] = []
        effects: list[Effect] = []
        for i in picks:
            mode = self.modes[i]
            effects.extend(shift_targets(e, len(specs)) for e in mode.effects)
            specs.extend(mode.targets)
        return tuple(specs), tuple(effects)

    def text(self) -> str:
        if self.modes and self.mode_costs:
            # CR 702.172a: "Spree" and its modes, each with its additional cost
            spree = [f"+ {c.text} — {m.text()}" for c, m in zip(self.mode_costs, self.modes, strict=True)]
            return "\n".join([self.choose_text, *spree])
        if self.modes:
            lines = [self.choose_text] + ["• " + m.text() for m in self.modes]
            return "\n".join(lines)
        if not self.effects and self.targets:
            return f"Enchant {self.targets[0].noun}"  # an Aura's enchant ability (CR 303.4a)
        text = " ".join(render_effects(self.effects, self.targets))
        if self.flavor:
            text = f"{self.flavor} — {text}"  # (no rules meaning, CR 207.2c)
        for i in self.breaks:
            if i < len(text) and text[i] == " ":
                text = text[:i] + "\n" + text[i + 1 :]
        return text


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """ "Cost: Effect" (CR 602.1). ``is_mana`` marks mana abilities (CR 605.1a)."""

    costs: tuple[CostPart, ...]
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    is_mana: bool = False
    sorcery_speed: bool = False  # CR 602.5d "Activate only as a sorcery."
    once_each_turn: bool = False  # CR 602.5b "Activate only once each turn."
    instant_speed: bool = False  # CR 602.5e "Activate only as an instant."
    keyword_text: str | None = None  # printed as a keyword ("Equip {2}", CR 702.6a)
    from_hand: bool = False  # activated from its owner's hand (cycling, CR 702.29a)
    from_graveyard: bool = False  # activated from its owner's graveyard (CR 113.6m)
    modes: tuple[SpellAbility, ...] = ()  # a modal activated ability (CR 700.2): "Choose one."
    activators: str = ""  # "opponents": "Only your opponents may activate this ability." (602.2)
    min_counters: tuple[str, int] | None = None  # "Activate only if there are N or more <kind> counters on ~."
    your_turn: bool = False  # "Activate only during your turn." (602.1b)
    only_if: Condition | None = None  # "Activate only if <condition>." (602.5b)
    boast: bool = False  # "Boast — [Cost]: [Effect]" (702.142a: its restrictions are in the keyword)
    choose_text: str = ""  # a modal ability's "Choose one —" as printed (CR 700.2)
    choose: tuple[int, int] = (1, 1)  # a modal one's fewest and most modes (CR 700.2)
    unchosen: str = ""  # "ever" / "this turn": "choose one that hasn't been chosen [this turn]" (700.2)
    # what a cast trigger's spell must target ("… spell that targets a creature", CR 115.1, 601.2i)
    target_watch: Filter | None = None
    per_turn: int = 0  # "Activate no more than twice each turn." (602.5b): at most this many times
    power_up: bool = False  # "Power-up — [Cost]: [Effect]" (once for the object, cheaper the turn it entered)
    window: str = ""  # "during your upkeep", …: when it may be activated (CR 602.1b, windows.WINDOWS)
    once: bool = False  # "Activate only once." (CR 602.5b): once for the object (400.7)
    exhaust: bool = False  # "Exhaust — [Cost]: [Effect]" (CR 702.177a): printed so, and ``once``
    instructions: str = ""  # the activation instructions as printed, when read as a whole (CR 602.1b)
    forecast: bool = False  # "Forecast — [Activated ability]" (CR 702.57a–b): from the hand, upkeep, once a turn
    cost_change: AbilityCostChange | None = None  # "This ability costs {1} less to activate …" (601.2f via 602.2b)
    joined: bool = False  # a keyword printed after a comma on the line before ("Swampcycling {2}, mountaincycling {2}")
    # "Spend only black mana on X.": the mana symbol of the one color X's mana must be (CR 107.3a, 601.2h)
    x_color: str = ""
    max_speed: bool = False  # "Max speed — [Cost]: [Effect]" (CR 702.178a): only while its player has max speed
    # derived, for the hot path
    taps: bool = field(init=False, default=False, compare=False)
    needs_choices: bool = field(init=False, default=False, compare=False)  # objects chosen for its cost
    loyalty: bool = field(init=False, default=False, compare=False)
    mana_cost: ManaCost | None = field(init=False, default=None, compare=False)
    produces: tuple[int, ...] | None = field(init=False, default=None, compare=False)
    wild: int = field(init=False, default=0, compare=False)  # mana of a color chosen on resolution
    wild_colors: str = field(init=False, default="", compare=False)  # the colors it may be
    wild_combos: tuple[str, ...] = field(init=False, default=(), compare=False)  # or these combinations

    def __post_init__(self) -> None:
        object.__setattr__(self, "taps", any(isinstance(c, TapThis) for c in self.costs))
        chosen = (
            SacrificeOne,
            ReturnOne,
            TapUntapped,
            ExileFromGraveyard,
            SacrificeSeveral,
            ReturnSeveral,
            RemoveCounterFromChosen,
            BlightChosen,  # CR 701.68a: the creature that gets the counters
        )
        object.__setattr__(
            self,
            "needs_choices",
            any(isinstance(c, chosen) or (isinstance(c, DiscardCards) and c.chosen) for c in self.costs),
        )
        object.__setattr__(self, "loyalty", any(isinstance(c, Loyalty) for c in self.costs))
        costs = [c.cost for c in self.costs if isinstance(c, PayMana)]
        object.__setattr__(self, "mana_cost", costs[0] if costs else None)
        adds = [e.mana for e in self.effects if isinstance(e, AddMana)]
        object.__setattr__(self, "wild", sum(e.count for e in self.effects if isinstance(e, AddManaOfChoice)))
        choices = [e.colors for e in self.effects if isinstance(e, AddManaOfChoice)]
        object.__setattr__(self, "wild_colors", choices[0] if choices else "")
        combos = [e.combos for e in self.effects if isinstance(e, AddManaOfChoice) and e.combos]
        object.__setattr__(self, "wild_combos", combos[0] if combos else ())
        object.__setattr__(self, "produces", adds[0] if len(adds) == 1 and len(self.effects) == 1 else None)

    def chosen(self, picks: tuple[int, ...]) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
        if not self.modes:
            return self.targets, self.effects
        return SpellAbility((), (), self.modes).chosen(picks)

    def text(self) -> str:
        if self.keyword_text is not None:
            return self.keyword_text
        if self.max_speed:  # CR 702.178a
            return "Max speed — " + replace(self, max_speed=False).text()
        cost = ", ".join(c.text() for c in self.costs)
        if self.boast:
            return f"Boast — {cost}: {' '.join(render_effects(self.effects, self.targets))}"
        if self.power_up:
            return f"Power-up — {cost}: {' '.join(render_effects(self.effects, self.targets))}"
        if self.forecast:  # CR 702.57a: its restrictions are in the keyword
            return "Forecast — " + replace(self, forecast=False, window="", once_each_turn=False).text()
        if self.exhaust:
            return "Exhaust — " + replace(self, exhaust=False, once=False).text()  # CR 702.177a
        if self.instructions:
            return f"{cost}: {' '.join([*render_effects(self.effects, self.targets), self.instructions])}"
        if self.modes:
            head = f"{cost}: {self.choose_text or 'Choose one.'}"
            head += " Activate only once each turn." if self.once_each_turn else ""
            return "\n".join([head] + ["• " + m.text() for m in self.modes])
        parts = render_effects(self.effects, self.targets)
        if self.cost_change is not None:
            parts.append(self.cost_change.text())
        if self.sorcery_speed and self.once_each_turn:
            parts.append("Activate only as a sorcery and only once each turn.")
        elif self.sorcery_speed:
            parts.append("Activate only as a sorcery.")
        elif self.once_each_turn:
            parts.append("Activate only once each turn.")
        if self.instant_speed:
            parts.append("Activate only as an instant.")
        if self.x_color:
            parts.append(f"Spend only {COLOR_WORD_OF[self.x_color]} mana on X.")
        if self.per_turn:
            parts.append(f"Activate no more than {'twice' if self.per_turn == 2 else 'three times'} each turn.")
        if self.your_turn:
            parts.append("Activate only during your turn.")
        if self.min_counters is not None:
            kind, n = self.min_counters
            words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
            parts.append(f"Activate only if there are {words[n]} or more {kind} counters on ~.")
        if self.only_if is not None:
            parts.append(f"Activate only if {self.only_if.text}.")
        if self.activators == "opponents":
            parts.append("Only your opponents may activate this ability.")
        elif self.activators == "any":
            parts.append("Any player may activate this ability.")
        return f"{cost}: {' '.join(parts)}"

    def may_activate(self, controller: int, player: int) -> bool:
        """CR 602.2: its controller, unless the ability says who else (Soul Ransom)."""
        if self.activators == "opponents":
            return player != controller
        return self.activators == "any" or player == controller


@dataclass(frozen=True, slots=True)
class Static(Ability):
    """A static ability of the object it is printed on (CR 604.1). ``text`` renders it."""

    def text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Unsupported(Ability):
    """Oracle text the compiler cannot turn into abilities yet. A card with one of these can't
    be played: the engine names the words it cannot run."""

    words: str

    def text(self) -> str:
        return self.words


@dataclass(frozen=True, slots=True)
class FaceUnsupported(Unsupported):
    """An unsupported part of another face, listed on the whole card so that it can't be played."""


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Ability):
    """CR 603: "When/Whenever/At …, [if …,] effect." ``event``: "enters", "dies", "attacks",
    "exerted" (of this object; "When you do", linked to exert, 701.43d), "upkeep" or "end step"
    (of its controller's turn). ``condition``: an
    intervening "if" clause (CR 603.4), checked when it triggers and as it resolves."""

    event: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    condition: str | None = None
    trigger_text: str = ""
    joined: bool = False  # printed in the paragraph of the ability before it ("… When you do, …")
    keyword_text: str | None = None  # a keyword that stands for it ("Bushido 2"; "" for its second half)
    modes: tuple[SpellAbility, ...] = ()  # "When ~ enters, choose one —" (CR 700.2, chosen as it's put on the stack)
    once_each_turn: bool = False  # "This ability triggers only once each turn." (tracked on the object)
    # what the "watched enters" / "watched dies" event is about (CR 603.6a, 603.10a)
    watch: Filter | None = None
    # the intervening "if" as data (``condition`` is its text); with no ``condition`` text it is part
    # of the trigger event instead (battalion's "and at least two other creatures attack", CR
    # 702.101a): checked as the ability triggers, not again as it resolves (603.4 is about "if")
    test: Condition | None = None
    choose: tuple[int, int] = (1, 1)  # a modal one's fewest and most modes (CR 700.2: "choose up to one —")
    choose_text: str = "choose one —"
    unchosen: str = ""  # "ever" / "this turn": "choose one that hasn't been chosen [this turn]" (700.2)
    # what a cast trigger's spell must target ("… spell that targets a creature", CR 115.1, 601.2i)
    target_watch: Filter | None = None
    # CR 113.6m: its effect moves its own card out of the graveyard ("you may return ~ from your
    # graveyard to your hand"), so it functions only there — looked for in graveyards, not on the battlefield
    in_graveyard: bool = False
    # CR 107.3m: the permanent's own enters trigger reads X — the X of the spell that became it
    spell_x: bool = False
    # "Max speed — [Triggered ability]" (CR 702.178a): it triggers only while its controller has max
    # speed (``test`` says so, checked as it triggers); printed with the keyword
    max_speed: bool = False

    def chosen(self, picks: tuple[int, ...]) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
        if not self.modes:
            return self.targets, self.effects
        return SpellAbility((), (), self.modes).chosen(picks)

    def text(self) -> str:
        if self.keyword_text is not None:
            return self.keyword_text
        if self.max_speed:
            return "Max speed — " + self.spelled_out()
        return self.spelled_out()

    def stack_text(self) -> str:
        """What the log quotes as it goes on the stack (CR 603.3a): the printed text, or for the
        unprinted half of a keyword (fading's upkeep trigger, 702.32a; evoke's sacrifice, 702.74a)
        the ability the keyword stands for, spelled out."""
        if shown := self.text():
            return shown
        sentence = self.spelled_out().removeprefix(", ")  # a half with no trigger words of its own
        return sentence[:1].upper() + sentence[1:]

    def spelled_out(self) -> str:
        """The ability's own sentence, whatever keyword stands for it."""
        if self.modes:
            head = f"{self.trigger_text}, if {self.condition}" if self.condition else self.trigger_text  # (603.4)
            return "\n".join([f"{head}, {self.choose_text}"] + ["• " + m.text() for m in self.modes])
        body = lower_first(" ".join(render_effects(self.effects, self.targets)))
        cond = f"if {self.condition}, " if self.condition else ""
        once = " This ability triggers only once each turn." if self.once_each_turn else ""
        return f"{self.trigger_text}, {cond}{body}{once}"


@dataclass(frozen=True, slots=True)
class IntrinsicManaAbility(ActivatedAbility):
    """CR 305.6: a basic land type's intrinsic "{T}: Add [mana]." ability; printed only as
    reminder text, so it renders as nothing of its own."""

    def text(self) -> str:
        return ""


BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@cache
def mana_ability(symbol: str, intrinsic: bool = False) -> ActivatedAbility:
    """``{T}: Add {symbol}.`` One object for each symbol (frozen, so shared): the type layer gives
    it to every land a land type reaches at every query (CR 305.7), and the memos kept by ability
    (``mana.abilities.is_plain_tap``) would otherwise grow with each new one."""
    amounts = tuple(1 if c == symbol else 0 for c in POOL_ORDER)
    cls = IntrinsicManaAbility if intrinsic else ActivatedAbility
    return cls((TapThis(),), (AddMana(amounts),), (), True)
