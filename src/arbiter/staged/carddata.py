"""Cards of the staged game as data: a mapping read from a scenario (``setup: cards:``) or a
file, checked field by field; a wrong field is named with its path."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from arbiter.staged.cards import TRIGGERS, Ability, CardDef, Feature

ROLES = ("declare", "block feature", "block action", "redirect", "defender", "withdraw", "trigger")
KINDS = ("attack", "spell", "effect")
CONDITIONS = ("enemy declaration", "enemy action", "your card targeted")
BLOCKING = ("block feature", "block action")

T = TypeVar("T")


class CardDataError(ValueError):
    """A card description that can't be read; the message names the field."""


def _get(data: Mapping[str, object], key: str, kind: type[T], default: T, where: str) -> T:
    value = data.get(key, default)
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise CardDataError(f"{where}.{key} must be a whole number, got {value!r}")
    if not isinstance(value, kind):
        raise CardDataError(f"{where}.{key} must be {kind.__name__}, got {value!r}")
    return value


def _known(data: object, keys: set[str], where: str) -> Mapping[str, object]:
    if not isinstance(data, Mapping):
        raise CardDataError(f"{where} must be a mapping, got {data!r}")
    unknown = set(map(str, data)) - keys
    if unknown:
        known = ", ".join(sorted(keys))
        raise CardDataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))} (known: {known})")
    return data


def ability(data: object, where: str) -> Ability:
    d = _known(data, {"kind", "target", "max_health", "damage", "strike_table", "targets", "heal"}, where)
    kind = _get(d, "kind", str, "", where)
    if kind not in KINDS:
        raise CardDataError(f"{where}.kind must be one of {', '.join(KINDS)}, got {kind!r}")
    target = _get(d, "target", str, "enemy", where)
    if target not in ("enemy", "any", ""):
        raise CardDataError(f"{where}.target must be enemy or any, got {target!r}")
    max_health = d.get("max_health")
    if max_health is not None and (isinstance(max_health, bool) or not isinstance(max_health, int)):
        raise CardDataError(f"{where}.max_health must be a whole number, got {max_health!r}")
    numbers = {k: _get(d, k, int, default, where) for k, default in (("damage", 0), ("targets", 1), ("heal", 0))}
    if any(v < 0 for v in numbers.values()) or numbers["targets"] > 10:
        raise CardDataError(f"{where}: damage, heal and targets can't be negative; targets at most 10")
    return Ability(kind, target, max_health, numbers["damage"], _get(d, "strike_table", bool, False, where),
                   numbers["targets"], numbers["heal"])  # fmt: skip


def feature(data: object, where: str) -> Feature:
    keys = {"name", "role", "cost", "abilities", "interactive", "hidden", "trigger", "energy", "heal", "condition",
            "redirects", "withdraw"}  # fmt: skip
    d = _known(data, keys, where)
    name = _get(d, "name", str, "", where)
    role = _get(d, "role", str, "", where)
    if not name or role not in ROLES:
        raise CardDataError(f"{where} needs a name and a role (one of {', '.join(ROLES)})")
    raw = _get(d, "abilities", list, [], where)
    abilities = tuple(ability(a, f"{where}.abilities[{i}]") for i, a in enumerate(raw))
    if (role == "declare") != bool(abilities):
        raise CardDataError(f"{where}: a declared feature has abilities, and only it")
    trigger = d.get("trigger")
    if (role == "trigger") != (trigger is not None) or (trigger is not None and trigger not in TRIGGERS):
        raise CardDataError(f"{where}: a trigger feature names its trigger, one of: {', '.join(TRIGGERS)}")
    condition = d.get("condition")
    if condition is not None and condition not in CONDITIONS:
        raise CardDataError(f"{where}.condition must be one of {', '.join(CONDITIONS)}, got {condition!r}")
    # 512.5.4: the blocking features are triggered or conditional — each names when it may be played
    if (role in BLOCKING) != (condition is not None):
        raise CardDataError(f"{where}: a blocking feature (and only one) names its condition "
                            f"(512.5.4: triggered or conditional), one of: {', '.join(CONDITIONS)}")  # fmt: skip
    redirects = _get(d, "redirects", list, [], where)
    if any(r not in KINDS for r in redirects):
        raise CardDataError(f"{where}.redirects lists ability kinds: {', '.join(KINDS)}")
    cost = _get(d, "cost", int, 0, where)
    if cost < 0:
        raise CardDataError(f"{where}.cost can't be negative")
    return Feature(name, role, cost, abilities, _get(d, "interactive", bool, False, where),
                   _get(d, "hidden", bool, False, where), str(trigger) if trigger is not None else None,
                   _get(d, "energy", int, 0, where), _get(d, "heal", int, 0, where),
                   str(condition) if condition is not None else None, tuple(map(str, redirects)),
                   _get(d, "withdraw", bool, False, where))  # fmt: skip


def card(name: str, data: object, where: str = "cards") -> CardDef:
    """One card: ``{health, strikes: [weak, medium, strong], features: [...], crystals}``."""
    here = f"{where}.{name}"
    d = _known(data, {"health", "strikes", "features", "crystals"}, here)
    health = _get(d, "health", int, 0, here)
    strikes = _get(d, "strikes", list, [0, 0, 0], here)
    if health < 1 or len(strikes) != 3 or not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0
                                                 for s in strikes):  # fmt: skip
        raise CardDataError(f"{here}: health at least 1 and strikes three whole numbers (weak, medium, strong)")
    feats = tuple(feature(f, f"{here}.features[{i}]") for i, f in enumerate(_get(d, "features", list, [], here)))
    crystals = _get(d, "crystals", int, 1, here)
    if crystals < 0:
        raise CardDataError(f"{here}.crystals: a cost of 0 or more crystals, got {crystals}")
    return CardDef(name, health, (strikes[0], strikes[1], strikes[2]), feats, crystals)


def cards(data: object, where: str = "cards") -> dict[str, CardDef]:
    if not isinstance(data, Mapping):
        raise CardDataError(f"{where} must map card names to their descriptions")
    return {str(name): card(str(name), spec, where) for name, spec in data.items()}
