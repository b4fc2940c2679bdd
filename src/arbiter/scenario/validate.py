"""Type-checking a scenario before it runs: every field the format defines (and every extension the
runners read) has the shape the format gives it, or a :class:`ScenarioError` names the file, the
line and the field (``do[2].expect.counters.ajani``) — so a malformed file is reported as the
user's error, never as an error of the engine.

What a field means (does the id exist, is the action legal) is still decided when the scenario
runs; this module checks only what can be checked without a game: types, names from a closed
list, non-negative counts, and limits that keep a run bounded (``MAX_COUNT`` objects in a zone).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from arbiter.scenario.loader import PLAYERS, LineDict, Scenario, ScenarioError

MAX_NUMBER = 1_000_000_000  # any number in a scenario (life, damage, counters, X …)
MAX_COUNT = 100_000  # objects a scenario may create in one zone (``library: {count: N}``)
STEPS = (
    *("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers"),
    *("combat_damage", "end_of_combat", "main2", "end", "cleanup"),
)
ZONES = (
    "battlefield",
    "hand",
    "library",
    "library_top",
    "graveyard",
    "exile",
    "stack",
    "command",
    "gone",
    "phased_out",
)


@dataclass(frozen=True, slots=True)
class At:
    """Where a value is: the file, the field's path and its line."""

    file: str
    path: str
    line: int
    prefix: str = ""  # "step 3: " for a step's fields

    def key(self, key: str | int, container: Any) -> At:
        """The place of ``container[key]`` (a mapping's key has its own line; list items count from 0)."""
        path = f"{self.path}[{key}]" if isinstance(key, int) else (f"{self.path}.{key}" if self.path else key)
        line = container.line_of(key) if isinstance(container, LineDict) and isinstance(key, str) else self.line
        return At(self.file, path, line, self.prefix)

    def within(self, container: Any) -> At:
        """The same field, at the line its (mapping or list) value starts on."""
        return At(self.file, self.path, getattr(container, "line", 0) or self.line, self.prefix)

    def error(self, message: str) -> ScenarioError:
        return ScenarioError(self.file, self.line, f"{self.prefix}{self.path} {message}".strip())


Shape = Callable[[Any, At], None]


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _bad(at: At, what: str, value: Any) -> ScenarioError:
    return at.error(f"must be {what}, got {_shown(value)}")


# -- shapes ----------------------------------------------------------------------------------------
def number(lo: int = 0, hi: int = MAX_NUMBER) -> Shape:
    """A whole number in ``lo..hi`` (not a truth value, not ``.inf``)."""
    what = f"a whole number from {lo} to {hi:,}" if hi != MAX_NUMBER else f"a whole number ≥ {lo}"
    if lo < 0:
        what = f"a whole number between {lo:,} and {hi:,}"

    def check(value: Any, at: At) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, float) and not math.isfinite(value):
                raise at.error(f"must be {what}, not {value!r}")
            raise _bad(at, what, value)
        if not lo <= value <= hi:
            raise _bad(at, what, value)

    return check


def flag(value: Any, at: At) -> None:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise _bad(at, "true or false", value)


def text(value: Any, at: At) -> None:
    """A piece of text (a name, a mana pool, a P/T)."""
    if not isinstance(value, str):
        raise _bad(at, "text", value)


def ref(value: Any, at: At) -> None:
    """An object: its ``id``, its card name, or ``Name#k``."""
    if not isinstance(value, str) or not value:
        raise _bad(at, "an id or a card name", value)


def one_of(*choices: str) -> Shape:
    what = " or ".join(choices) if len(choices) <= 3 else "one of " + ", ".join(choices)

    def check(value: Any, at: At) -> None:
        if not isinstance(value, str) or value not in choices:
            raise _bad(at, what, value)

    return check


player = one_of(*PLAYERS)


def target(value: Any, at: At) -> None:
    """A player (``alice``/``bob``) or an object."""
    ref(value, at)


def rule_number(value: Any, at: At) -> None:
    """A CR rule number, quoted (YAML would read a bare one as a decimal number); a rule with no
    dot and letter (three digits) may go unquoted."""
    if isinstance(value, float):
        raise at.error(f"rule number {value} must be quoted (YAML reads it as a decimal number)")
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise _bad(at, "a rule number (quoted text)", value)


def either(what: str, *shapes: tuple[Callable[[Any], bool], Shape]) -> Shape:
    """The first shape whose test accepts the value's kind checks it; no test: ``what``."""

    def check(value: Any, at: At) -> None:
        for test, shape in shapes:
            if test(value):
                shape(value, at)
                return
        raise _bad(at, what, value)

    return check


def optional(shape: Shape) -> Shape:
    """``shape``, or nothing (``~`` / an empty value)."""

    def check(value: Any, at: At) -> None:
        if value is not None:
            shape(value, at)

    return check


def list_of(item: Shape, what: str = "a list") -> Shape:
    def check(value: Any, at: At) -> None:
        if not isinstance(value, list):
            raise _bad(at, what, value)
        inner = at.within(value)
        for i, x in enumerate(value):
            item(x, inner.key(i, value))

    return check


def mapping_of(key: Shape, value: Shape, what: str = "a mapping") -> Shape:
    def check(data: Any, at: At) -> None:
        if not isinstance(data, Mapping):
            raise _bad(at, what, data)
        inner = at.within(data)
        for k, v in data.items():
            place = inner.key(k, data)
            key(k, At(place.file, f"{place.path} (the key)", place.line, place.prefix))
            value(v, place)

    return check


def record(fields: Mapping[str, Shape], required: tuple[str, ...] = (), what: str = "a mapping") -> Shape:
    """A mapping with the given keys (``required`` ones at least), each of its own shape."""

    def check(data: Any, at: At) -> None:
        if not isinstance(data, Mapping):
            raise _bad(at, what, data)
        inner = at.within(data)
        unknown = sorted(set(data) - set(fields))
        if unknown:
            raise inner.error(f"has unknown key(s) {', '.join(unknown)}; expected {', '.join(fields)}")
        for key in required:
            if key not in data:
                raise inner.error(f"needs '{key}'")
        for k, v in data.items():
            fields[k](v, inner.key(k, data))

    return check


def is_list(v: Any) -> bool:
    return isinstance(v, list)


def is_map(v: Any) -> bool:
    return isinstance(v, Mapping)


def is_text(v: Any) -> bool:
    return isinstance(v, str)


def anything(value: Any, at: At) -> None:
    """Free text the runners never read (``notes``)."""


def check_mapping_keys(data: LineDict, at: At, known: Mapping[str, Shape], unknown: Callable[[list[str]], str]) -> None:
    """Each key of ``data`` by its own shape; unknown keys are reported (at the mapping's line) with
    the runner's own words, so the same mistake reads the same whether found early or late."""
    extra = sorted(k for k in data if k not in known)
    if extra:
        raise ScenarioError(at.file, data.line, unknown(extra))
    for k, v in data.items():
        known[k](v, at.key(k, data))


def fields(known: Mapping[str, Shape], what: str = "a mapping") -> Shape:
    """A mapping whose known keys have their shapes. Keys it doesn't know are left to the runner,
    which names them in its own words (and may know keys added since)."""

    def check(data: Any, at: At) -> None:
        if not isinstance(data, Mapping):
            raise _bad(at, what, data)
        inner = at.within(data)
        for k, v in data.items():
            shape = known.get(k)
            if shape is not None:
                shape(v, inner.key(k, data))

    return check


def step_name(*extra: str) -> Shape:
    names = (*STEPS, *extra)

    def check(value: Any, at: At) -> None:
        if not isinstance(value, str) or value not in names:
            raise at.error(f"names an unknown step {_shown(value)}; expected one of {', '.join(names)}")

    return check


def one_or_more(shape: Shape) -> Shape:
    """``shape`` or a list of it (``blocking: ID`` or ``blocking: [ID, ...]``)."""
    return either("an id or a list of ids", (is_list, list_of(shape)), (lambda v: True, shape))


def ident(value: Any, at: At) -> None:
    """An ``id:`` label: text, or a number (read as text)."""
    if isinstance(value, bool) or not isinstance(value, str | int) or value == "":
        raise _bad(at, "an id (text)", value)


# -- format v1 (ruleset mtg) ---------------------------------------------------------------------
COUNTERS = mapping_of(text, number(0), "a mapping of counter kinds to numbers")
ENTRY = fields(
    {
        "card": text,
        "id": ident,
        "tapped": flag,
        "sick": flag,
        "flipped": flag,
        "face_down": flag,
        "counters": optional(COUNTERS),
        "damage": number(0),
        "attached_to": optional(ident),
        "owner": player,
        "attacking": optional(target),
        "blocking": optional(one_or_more(ref)),
        # version 1.1
        "token": flag,
        "transformed": flag,
        "chosen": mapping_of(text, anything),
        "copy_of": ident,
        "protector": player,
        "prepared": flag,
    },
    "a card name or a mapping with 'card'",
)


def entry(value: Any, at: At) -> None:
    """A zone entry: a card name, or a mapping with ``card`` and its state."""
    if isinstance(value, str):
        return
    if not isinstance(value, Mapping) or "card" not in value:
        raise _bad(at, "a card name or a mapping with 'card'", value)
    ENTRY(value, at)


ENTRIES = list_of(entry, "a list of cards")
LIBRARY = either(
    "a list of cards or {count: N, card: NAME}",
    (is_list, ENTRIES),
    (is_map, record({"count": number(0, MAX_COUNT), "card": text}, ("count", "card"), "{count: N, card: NAME}")),
)
PLAYER = optional(
    fields(
        {
            "life": number(-MAX_NUMBER, MAX_NUMBER),
            "poison": number(0),
            "battlefield": ENTRIES,
            "hand": ENTRIES,
            "graveyard": ENTRIES,
            "exile": ENTRIES,
            "library": optional(LIBRARY),
            "mana_pool": text,
            "counters": mapping_of(text, number(0)),
            "monarch": flag,
            "initiative": flag,
            "speed": number(1, 4),
            "dungeon": record({"name": text, "room": text}, ("name",), "{name: DUNGEON, room: ROOM}"),
            "completed_dungeons": list_of(text, "a list of dungeon names"),
        },
        "a mapping of zones",
    )
)
STACK_ENTRY = either(
    "a card name or {card, id, controller, targets, modes, face, kicker}",
    (is_text, text),
    (
        is_map,
        fields(
            {
                "card": text, "id": ident, "controller": player, "x": number(0), "ability_of": ref,
                "ability": number(1), "face": text, "kicker": number(0, 20),
                "targets": optional(list_of(target, "a list of ids or players")),
                "modes": optional(list_of(number(0), "a list of mode numbers")),
            }
        ),
    ),
)  # fmt: skip
HISTORY = fields(
    {
        "spells_cast": mapping_of(player, number(0, 1000)),
        "lands_played": mapping_of(player, number(0, 1000)),
        "creatures_died": number(0, 1000),
        "life_gained": mapping_of(player, number(0)),
        "attacked_with": list_of(ref, "a list of ids"),
    }
)
SETUP = fields(
    {
        "turn": fields(
            {"active": player, "step": step_name(), "number": number(1), "history": HISTORY},
            "{active, step, number, history}",
        ),
        "players": mapping_of(player, PLAYER, "a mapping of alice and/or bob to their zones"),
        "stack": optional(list_of(STACK_ENTRY, "a list of spells, bottom first")),
    }
)
REFS = list_of(ref, "a list of ids")
PAY = fields(
    {
        "sacrifice": one_or_more(ref),
        "discard": one_or_more(ref),
        "tap": one_or_more(ref),
        "exile": one_or_more(ref),
        "return": one_or_more(ref),
        "life": number(0),
        "pool": text,
        "mana": optional(
            list_of(
                either(
                    "an id or {source: ID, color: G}",
                    (is_map, record({"source": ref, "color": text}, ("source", "color"))),
                    (lambda v: True, ref),
                ),
                "a list of mana sources",
            )
        ),
    }
)
ANSWER = either(
    "an id, a number, yes/no, a color or a list of them",
    (lambda v: isinstance(v, bool), flag),
    (lambda v: isinstance(v, int), number(0)),
    (is_text, ref),
    (is_list, list_of(either("an id or a number", (lambda v: isinstance(v, int), number(0)), (is_text, ref)))),
)
MTG_STEP_FIELDS: dict[str, Shape] = {
    "by": player,
    "play": ref,
    "cast": ref,
    "turn_face_up": ref,
    "suspend": ref,
    "foretell": ref,
    "plot": ref,
    "pay_to_stop": ref,
    "pay_to_end": ref,
    "activate": record({"source": ref, "ability": number(1)}, ("source",), "{source: ID, ability: N}"),
    "pass": optional(flag),
    "resolve": either("a number ≥ 1", (lambda v: v is None or v is True, anything), (lambda v: True, number(1))),
    "advance": step_name("first_strike_damage"),
    "attack": mapping_of(ref, target, "{ATTACKER: alice|bob|PLANESWALKER}"),
    "block": mapping_of(ref, one_or_more(ref), "{BLOCKER: ATTACKER} ({} for no blocks)"),
    "choose": ANSWER,
    "assign_damage": mapping_of(ref, mapping_of(target, number(0), "{RECIPIENT: N, ...}")),
    "targets": optional(list_of(target, "a list of ids or players")),
    "x": number(0),
    "kicker": number(0),
    "modes": optional(list_of(number(0), "a list of mode numbers")),
    "pay": optional(PAY),
    "divide": mapping_of(target, number(0), "{TARGET: N, ...}"),
    "face_down": flag,
    "mana_cost": flag,
    "face": text,
    "alternative": text,
    "buyback": flag,
    "hybrid": list_of(text, "a list of halves (W, G, 2, life) in printed order"),
    "phyrexian": list_of(one_of("life", "mana"), "a list of life or mana, one per Phyrexian symbol"),
}
PER_OBJECT = (
    "zone", "tapped", "counters", "pt", "damage", "controller", "blocked_by", "attached_to", "protector", "prepared",
)  # fmt: skip
MTG_EXPECT_FIELDS: dict[str, Shape] = {
    "illegal": flag,
    "rule": rule_number,
    "life": mapping_of(player, number(-MAX_NUMBER, MAX_NUMBER)),
    "zone": mapping_of(ref, one_of(*ZONES)),
    "tapped": mapping_of(ref, flag),
    "counters": mapping_of(ref, COUNTERS),
    "pt": mapping_of(ref, text),
    "damage": mapping_of(ref, number(0)),
    "mana_pool": mapping_of(player, text),
    "controller": mapping_of(ref, player),
    "blocked_by": mapping_of(ref, optional(REFS)),
    "attached_to": mapping_of(ref, optional(ref)),
    "protector": mapping_of(ref, optional(player)),
    "prepared": mapping_of(ref, flag),
    "stack": number(0),
    "tokens": mapping_of(player, list_of(text)),
    "hand": mapping_of(player, number(0)),
    "library": mapping_of(player, number(0)),
    "graveyard": mapping_of(player, list_of(text)),
    "exile": mapping_of(player, list_of(text)),
    "can_block": list_of(
        record({"blocker": ref, "attacker": ref, "legal": flag}, ("blocker", "attacker")), "a list of blocks"
    ),
    "can_activate": list_of(
        record(
            {"source": ref, "ability": number(1), "legal": flag, "targets": MTG_STEP_FIELDS["targets"], "pay": PAY},
            ("source",),
        ),
        "a list of activations",
    ),
    "winner": optional(one_of(*PLAYERS, "draw")),
    "cites": list_of(rule_number, "a list of rule numbers"),
    # version 1.1
    "poison": mapping_of(player, number(0)),
    "player_counters": mapping_of(player, mapping_of(text, number(0))),
    "characteristics": mapping_of(
        ref,
        record(
            {
                **{k: list_of(text) for k in ("types", "subtypes", "supertypes", "colors", "keywords")},
                **{"abilities": number(0), "name": text, "pt": text, "mana_value": number(0), "controller": player},
            }
        ),
    ),
    "has": mapping_of(ref, list_of(text)),
    "lacks": mapping_of(ref, list_of(text)),
    "can_attack": list_of(record({"attacker": ref, "defender": target, "legal": flag}, ("attacker",)), "a list"),
    "can_cast": list_of(record({"card": ref, "legal": flag}, ("card",)), "a list"),
    "step": record({"turn": number(1), "step": step_name("first_strike_damage"), "active": player, "priority": player}),
    "view": mapping_of(player, record({"hand": number(0), "sees": REFS, "hidden": REFS})),
    "monarch": optional(player),
    "initiative": optional(player),
    "speed": mapping_of(player, number(0)),
    "dungeon": mapping_of(player, optional(record({"name": text, "room": text}, ("name", "room")))),
    "completed_dungeons": mapping_of(player, list_of(text, "a list of dungeon names")),
    "emblems": mapping_of(player, number(0)),
    "extra_turns": mapping_of(player, number(0)),
    "revealed": mapping_of(player, REFS),
}


def _mtg_expect(value: Any, at: At) -> None:
    fields(MTG_EXPECT_FIELDS)(value, at)


MTG_STEP_FIELDS["expect"] = optional(_mtg_expect)
MTG_STEP = fields(MTG_STEP_FIELDS, "a mapping")


def validate_mtg(sc: Scenario) -> None:
    """Check every field of an ``mtg`` scenario (format v1 and its extensions) before it runs."""
    SETUP(sc.setup, At(sc.file, "setup", sc.setup.line))
    for i, spec in enumerate(sc.steps, start=1):
        MTG_STEP(spec, At(sc.file, "", spec.line, f"step {i}: "))
    if sc.expect is not None:
        _mtg_expect(sc.expect, At(sc.file, "expect", sc.expect.line))


# -- the staged ruleset (docs/staged-ruleset.md) ------------------------------------------------------
STAGED_ENTRY = either(
    "a card name or {card, id}",
    (is_text, text),
    (is_map, fields({"card": text, "id": ident, "closed": flag, "damage": number(0)})),
)
STAGED_ZONE = optional(list_of(STAGED_ENTRY, "a list of cards"))


def staged_cards(value: Any, at: At) -> None:
    """Cards defined inline (``setup.cards``), read by the staged game's own card reader."""
    from arbiter.staged.carddata import CardDataError, cards

    try:
        cards(value, at.path)
    except CardDataError as exc:
        raise ScenarioError(at.file, at.within(value).line, f"{at.prefix}{exc}") from None


STAGED_SETUP = fields(
    {
        "active": player,
        "seed": number(0, 2**63),
        "cards": staged_cards,
        "players": optional(
            mapping_of(
                player,
                fields({"energy": number(0), "field": STAGED_ZONE, "hand": STAGED_ZONE, "graveyard": STAGED_ZONE}),
            )
        ),
    }
)
STAGED_EXPECT = fields(
    {
        "illegal": flag,
        "rule": rule_number,
        "stage": text,
        "priority": player,
        "statuses": mapping_of(ref, list_of(text)),
        "damage": mapping_of(ref, number(0)),
        "closed": mapping_of(ref, flag),
        "zone": mapping_of(ref, text),
        "energy": mapping_of(player, number(0)),
        "target": list_of(ref),
        "hidden": flag,
        "log": list_of(text),
        "waiting": list_of(text),
        "turn": number(1),
        "active": player,
        "over": flag,
        "winner": optional(player),
    }
)
STAGED_STEP = fields(
    {
        "by": player,
        "expect": optional(STAGED_EXPECT),
        "declare": record({"source": ref, "feature": text, "targets": optional(REFS)}, ("source", "feature")),
        "form": either(
            "{targets: [ID]} or a list of ids",
            (is_map, record({"targets": optional(REFS)})),
            (lambda v: True, optional(REFS)),
        ),
        "play": record(
            {"source": ref, "feature": text, "to": ref, "block": optional(number(0))}, ("source", "feature")
        ),
        "pass": optional(flag),
        "advance": text,
    }
)


def validate_staged(sc: Scenario) -> None:
    """Check every field of a ``ruleset: staged`` scenario before it runs."""
    STAGED_SETUP(sc.setup, At(sc.file, "setup", sc.setup.line))
    for i, spec in enumerate(sc.steps, start=1):
        STAGED_STEP(spec, At(sc.file, "", spec.line, f"step {i}: "))
    if sc.expect is not None:
        STAGED_EXPECT(sc.expect, At(sc.file, "expect", sc.expect.line))
