"""CR 616.1: the order replacement effects apply in — self-replacement first (616.1a), then
control (616.1b), then copy (616.1c), then the rest chosen by the affected player (616.1d–e);
each applies once to an event (614.5) and the rest are looked for again after each (616.1f)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from arbiter.mtg.replacement import Category, Replacement, apply_in_order


@dataclass(frozen=True, slots=True)
class _Event:
    to: str
    steps: tuple[str, ...] = ()


def _adds(name: str, to: str | None = None) -> Callable[[_Event], _Event]:
    return lambda e: replace(e, to=to or e.to, steps=(*e.steps, name))


def _r(key: str, category: Category = Category.OTHER, ts: int = 0, to: str | None = None) -> Replacement[_Event]:
    return Replacement(key, "zone change", _adds(key, to), 0, category, ts)


def test_categories_apply_in_the_order_of_616_1() -> None:
    found = [_r("other", ts=1), _r("copy", Category.COPY), _r("self", Category.SELF_REPLACEMENT, ts=9),
             _r("control", Category.CONTROL)]  # fmt: skip
    after, applied = apply_in_order(_Event("graveyard"), lambda e: found)
    assert after.steps == ("self", "control", "copy", "other")
    assert [r.key for r in applied] == ["self", "control", "copy", "other"]


def test_each_applies_once_to_one_event() -> None:
    calls: list[int] = []

    def find(e: _Event) -> list[Replacement[_Event]]:
        calls.append(1)
        return [_r("exile", to="exile")]  # it would still apply to the modified event (614.5)

    after, applied = apply_in_order(_Event("graveyard"), find)
    assert after.to == "exile" and len(applied) == 1


def test_the_affected_player_chooses_among_effects_of_one_category() -> None:
    found = [_r("first", ts=1), _r("second", ts=2)]
    after, _ = apply_in_order(_Event("graveyard"), lambda e: found, choose=lambda c: c[-1])
    assert after.steps == ("second", "first")


def test_an_effect_that_no_longer_applies_after_another_is_not_applied() -> None:
    def find(e: _Event) -> list[Replacement[_Event]]:
        # both watch "put into a graveyard"; after one exiles instead, the other doesn't apply (616.1f)
        return [] if e.to == "exile" else [_r("a", ts=1, to="exile"), _r("b", ts=2, to="exile")]

    after, applied = apply_in_order(_Event("graveyard"), find)
    assert after.to == "exile" and [r.key for r in applied] == ["a"]
