"""Activated abilities (CR 602): "[Cost]: [Effect]." with its activation restrictions (602.5),
modal activated abilities (700.2) and loyalty abilities (606)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from arbiter.cards.oracle.ability_cost_lines import split_cost_change
from arbiter.cards.oracle.activation_instructions import activation_instructions
from arbiter.cards.oracle.choose_headers import choose_header
from arbiter.cards.oracle.conditions import parse_condition
from arbiter.cards.oracle.costs import cost_parts
from arbiter.cards.oracle.effects import parse_effects
from arbiter.cards.oracle.spend_restrictions import spend_prohibition, spend_restriction
from arbiter.cards.oracle.words import NUMBERS
from arbiter.cards.oracle.x_uses import uses_announced_x
from arbiter.mtg.costs.parts import (
    CostPart,
    DiscardThis,
    ExileThisFromGraveyard,
    ExileThisFromHand,
    Loyalty,
    PayMana,
    RemoveCounters,
    TapThis,
    TapUntapped,
)
from arbiter.mtg.effects.chosen_mana import (
    AddManaOfChosenColor,
    AddManaOfOneColor,
    AddManaOfTypeFrom,
    AddManaOrChosenColor,
)
from arbiter.mtg.effects.colors_among import AddManaOfColorAmong
from arbiter.mtg.effects.depletion import SacrificeIfNoCounters
from arbiter.mtg.effects.imprint import AddManaOfExiledColors
from arbiter.mtg.effects.mana import AddManaForEach
from arbiter.mtg.effects.with_counters import unwrapped
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.ir.conditions import Condition
from arbiter.mtg.ir.mana import AddManaX
from arbiter.mtg.ir.refs import TargetSpec
from arbiter.mtg.mana.spend_only import SpendOnly
from arbiter.mtg.model import (
    ActivatedAbility,
    AddMana,
    AddManaOfChoice,
    Effect,
    ReturnFromGraveyard,
    SpellAbility,
)
from arbiter.mtg.wording import COLOR_SYMBOLS


@dataclass(frozen=True, slots=True)
class _Restrictions:
    """The activation restrictions written after an ability's effect (CR 602.5b)."""

    your_turn: bool = False
    min_counters: tuple[str, int] | None = None
    only_if: Condition | None = None
    activators: str = ""
    sorcery: bool = False
    once: bool = False
    instant: bool = False
    per_turn: int = 0


_TIMING = (
    (" Activate only as a sorcery and only once each turn.", (True, True)),
    (" Activate only as a sorcery.", (True, False)),
    (" Activate only once each turn.", (False, True)),
)
_PER_TURN = ((" Activate no more than twice each turn.", 2), (" Activate no more than three times each turn.", 3))
_ACTIVATORS = ((" Only your opponents may activate this ability.", "opponents"),
               (" Any player may activate this ability.", "any"))  # fmt: skip


def _restrictions(effect_text: str) -> tuple[str, _Restrictions] | None:
    """CR 602.5b: the effect's words without their activation restrictions, and the
    restrictions; None if a condition can't be read."""
    your_turn = effect_text.endswith(" Activate only during your turn.")
    effect_text = effect_text.removesuffix(" Activate only during your turn.")
    min_counters = None
    m = re.fullmatch(r"(.+) Activate only if there are (one|two|three|four|five|six|seven|eight) or more ([a-z]+) "
                     r"counters on ~\.", effect_text)  # fmt: skip
    if m:
        effect_text = m.group(1)
        min_counters = (m.group(3), NUMBERS.get(m.group(2)) or {"eight": 8}[m.group(2)])
    only_if = None
    m = re.fullmatch(r"(.+) Activate only if ([^.]+)\.", effect_text)
    if m and min_counters is None:
        only_if = parse_condition(m.group(2))
        if only_if is None:
            return None
        effect_text = m.group(1)
    activators = ""
    for suffix, who in _ACTIVATORS:
        if effect_text.endswith(suffix):
            effect_text, activators = effect_text.removesuffix(suffix), who
    sorcery = once = False
    instant = effect_text.endswith(" Activate only as an instant.")
    effect_text = effect_text.removesuffix(" Activate only as an instant.")
    for suffix, flags in _TIMING:
        if effect_text.endswith(suffix):
            effect_text = effect_text[: -len(suffix)]
            sorcery, once = flags
            break
    per_turn = 0
    for suffix, times in _PER_TURN:
        if effect_text.endswith(suffix):
            effect_text, per_turn = effect_text.removesuffix(suffix), times
    return effect_text, _Restrictions(your_turn, min_counters, only_if, activators, sorcery, once, instant, per_turn)


def _spend_sentence(effect_text: str) -> tuple[str, SpendOnly | None] | None:
    """The instructions without a last "Spend this mana only …." / "This mana can't be spent …."
    sentence, and the restriction that sentence puts on the mana (CR 106.6); None: a restriction
    that can't be read."""
    for pattern, reading in (
        (r"(.+) Spend this mana only ([^.]+)\.", spend_restriction),
        (r"(.+) This mana can't be spent ([^.]+)\.", spend_prohibition),
    ):
        m = re.fullmatch(pattern, effect_text)
        if m is not None:
            restriction = reading(m.group(2))
            return (m.group(1), SpendOnly(restriction)) if restriction is not None else None
    return effect_text, None


def activated_ability(cost_text: str, effect_text: str) -> ActivatedAbility | None:
    """ "[Cost]: [Effect.] [Activation restrictions.]" (CR 602.1), or None."""
    parsed_costs = cost_parts(cost_text)
    if parsed_costs is None:
        return None
    costs = parsed_costs
    stripped = _restrictions(effect_text)
    said = None
    if stripped is None or " Activate only " in f" {stripped[0]}":
        read = activation_instructions(effect_text)  # CR 602.1b: the instructions read as one sentence
        if read is None:
            return None
        effect_text, said = read
        r = _Restrictions(only_if=said.only_if, sorcery=said.sorcery, once=said.once_each_turn, instant=said.instant)
    else:
        effect_text, r = stripped
    changing = split_cost_change(effect_text)  # CR 601.2f via 602.2b
    if changing is None or (said is not None and changing[1] is not None):
        return None
    effect_text, cost_change = changing
    effect_text, x_color = _x_spent_as(effect_text)
    split = _spend_sentence(effect_text)
    if split is None:
        return None
    effect_text, spend_only = split
    # CR 107.3a: X in the cost ({X}, "Remove X … counters"), announced as it is activated
    x_cost = any((isinstance(c, PayMana) and c.cost.x) or (isinstance(c, RemoveCounters) and c.x) for c in costs)
    parsed = _with_depletion(effect_text, costs, x_cost)
    if parsed is None:
        return None
    fx, specs = parsed
    if spend_only is not None:
        fx = [*fx, spend_only]
    is_mana = _is_mana_ability(fx, specs)
    if is_mana and x_cost:
        storage = _storage_mana(costs, fx)  # CR 107.3a, 605.1a: the storage lands
        if storage is None:
            return None
        fx = storage
    plain = all(isinstance(e, AddMana | AddManaOfChoice | AddManaX | SpendOnly) for e in fx)
    if spend_only is not None and not (is_mana and plain):
        return None  # (restricted mana is made by mana abilities that add it plainly)
    reads_x = any(uses_announced_x(e) for e in fx) or any(s.x_count or s.x_bound for s in specs)
    if x_color and not any(isinstance(c, PayMana) and c.cost.x for c in costs):
        return None  # ("Spend only … mana on X" with no {X} to spend it on)
    if x_cost != reads_x:
        return None  # an X nothing reads, or an X no cost announces (CR 107.3f): not run yet

    if any(isinstance(c, TapThis) for c in costs):
        # "{T}, Tap an untapped creature you control": the source, tapped by {T}, can't be the other one
        costs = [replace(c, what=replace(c.what, other=True)) if isinstance(c, TapUntapped) else c for c in costs]
    # CR 113.6m: an ability whose cost moves the object out of a zone functions only in that zone
    graveyard = any(isinstance(c, ExileThisFromGraveyard) for c in costs) or any(_returns_itself(e) for e in fx)
    asks = any(e.decides and not isinstance(e, AddManaOfChoice) for e in fx)
    if is_mana and (cost_change is not None or r.activators or r.per_turn or asks):
        return None  # (a mana ability resolves at once: no questions asked along the way; limits: not yet)
    return ActivatedAbility(
        tuple(costs),
        tuple(fx),
        tuple(specs),
        is_mana,
        r.sorcery,
        r.once,
        r.instant,
        from_graveyard=graveyard,
        activators=r.activators,
        min_counters=r.min_counters,
        only_if=r.only_if,
        your_turn=r.your_turn,
        from_hand=any(isinstance(c, DiscardThis | ExileThisFromHand) for c in costs),
        per_turn=r.per_turn,
        window=said.window if said else "",
        once=bool(said and said.once),
        instructions=said.text if said else "",
        cost_change=cost_change,
        x_color=x_color,
    )


_PRODUCING = (
    AddMana
    | AddManaOfChoice
    | AddManaOfChosenColor
    | AddManaForEach
    | AddManaOfTypeFrom
    | AddManaOfExiledColors
    | AddManaOfColorAmong
    | AddManaOrChosenColor
    | AddManaX
)


def _is_mana_ability(fx: list[Effect], specs: list[TargetSpec]) -> bool:
    """CR 605.1a: it could add mana, has no target and isn't a loyalty ability (other effects may
    come too)."""
    counted = any(isinstance(e, Counted) and isinstance(e.effect, AddManaOfOneColor) for e in fx)
    return (counted or any(isinstance(e, _PRODUCING) for e in fx)) and not specs


def _storage_mana(costs: list[CostPart], fx: list[Effect]) -> list[Effect] | None:
    """A mana ability with X in its cost (CR 107.3a, 605.1a): run only when the X is a number of
    counters its cost removes ("Remove X storage counters from ~" / "Remove any number of …",
    107.1c) and its one instruction adds mana counted by that number ("Add X mana in any
    combination of …" after "Remove X", "Add {W} for each storage counter removed this way." after
    "any number" of the same kind) — the instruction then knows the kind of counter; else None."""
    removed = [c for c in costs if isinstance(c, RemoveCounters) and c.x]
    if len(removed) != 1 or any(isinstance(c, PayMana) and c.cost.x for c in costs):
        return None  # (X paid in mana too, or several counted costs: not run yet)
    cost = removed[0]
    adds = [e for e in fx if isinstance(e, AddManaX)]
    if len(adds) != 1 or not all(isinstance(e, AddManaX | SpendOnly) for e in fx):
        return None
    add = adds[0]
    if add.removed != cost.any_number or (add.removed and add.kind != cost.kind):
        return None  # ("X mana" goes with "Remove X", "removed this way" with "any number" of its kind)
    return [replace(add, kind=cost.kind) if e is add else e for e in fx]


def _x_spent_as(effect_text: str) -> tuple[str, str]:
    """The instructions without a last "Spend only <color> mana on X.", and that color's mana
    symbol (CR 107.3a, 601.2h: the mana paid for X must be of that color), or ""."""
    m = re.fullmatch(r"(.+) Spend only (white|blue|black|red|green) mana on X\.", effect_text)
    return (m.group(1), COLOR_SYMBOLS[m.group(2)]) if m else (effect_text, "")


def _with_depletion(
    effect_text: str, costs: list[CostPart], x_cost: bool
) -> tuple[list[Effect], list[TargetSpec]] | None:
    """The effect's instructions (``x_cost``: X in them is the value announced for the cost, CR
    107.3a); a depletion land's "… If there are no <kind> counters on ~, sacrifice it." after an
    ability whose cost removes such a counter (CR 608.2c)."""
    m = re.fullmatch(r"(.+) If there are no ([a-z]+) counters on ~, sacrifice it\.", effect_text)
    if m is None or not any(isinstance(c, RemoveCounters) and c.kind == m.group(2) for c in costs):
        return parse_effects(effect_text, ability=True, x_announced=x_cost)
    parsed = parse_effects(m.group(1), ability=True, x_announced=x_cost)
    if parsed is None:
        return None
    return [*parsed[0], SacrificeIfNoCounters(m.group(2))], parsed[1]


def modal_activated(
    cost_text: str, once: bool, bullets: list[str], choose_text: str = "Choose one."
) -> ActivatedAbility | None:
    """CR 700.2: "[Cost]: Choose one. …" / "[Cost]: Choose one —" with "• mode" lines."""
    if len(bullets) < 2:
        return None
    base = activated_ability(cost_text, "Add {C}.")  # parse the cost with a placeholder effect
    if base is None:
        return None
    modes = []
    for line in bullets:
        m = re.fullmatch(r"([A-Z0-9][^—.:\"]*?) — (.+)", line[2:])  # a flavor word (CR 207.2c)
        flavor, body = (m.group(1), m.group(2)) if m else ("", line[2:])
        parsed = parse_effects(body, ability=True)
        if parsed is None:
            return None
        modes.append(SpellAbility(tuple(parsed[0]), tuple(parsed[1]), flavor=flavor))
    header = choose_header(choose_text)
    if header is None or header.kicked_any:
        return None
    choose = (header.low, min(header.high, len(modes)))
    return ActivatedAbility(
        base.costs,
        (),
        (),
        False,
        False,
        once,
        modes=tuple(modes),
        choose_text=choose_text,
        choose=choose,
        unchosen=header.unchosen,
    )


def loyalty_ability(line: str) -> ActivatedAbility | None:
    m = re.fullmatch(r"\[([+\u2212]?)(\d+|X)\]: (.+)", line)
    if m is None:
        return None
    if m.group(2) == "X":
        if m.group(1) != "\u2212":
            return None  # (only [−X] is printed)
        cost = Loyalty(0, x=True)  # CR 107.3, 606.4: X announced as it is activated
    else:
        cost = Loyalty(int(m.group(2)) * (-1 if m.group(1) == "\u2212" else 1))
    parsed = parse_effects(m.group(3), ability=True, x_announced=m.group(2) == "X")
    if parsed is None:
        return None
    return ActivatedAbility((cost,), tuple(parsed[0]), tuple(parsed[1]))


def _returns_itself(e: Effect) -> bool:
    """ "Return ~ from your graveyard to …" (with counters or not): the ability moves its own card
    out of the graveyard, so it functions only there (CR 113.6m)."""
    inner = unwrapped(e)
    return isinstance(inner, ReturnFromGraveyard) and inner.card.kind == "this"
