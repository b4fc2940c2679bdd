"""Ordinary triggered abilities that are mana abilities (CR 605.1b, 605.4a): "Whenever you
sacrifice an artifact, put a +1/+1 counter on this creature and add {R}." (Crime Novelist) is a
mana ability when what triggers it is the activation or resolution of a mana ability — a
Treasure sacrificed for mana — because it has no target and could add mana. It then doesn't go
on the stack: it resolves immediately after the mana ability that triggered it. Sacrificing a
Clue (not a mana ability) triggers the same ability, which then uses the stack as usual.

The triggers "tapped for mana" (Wild Growth, Mana Flare) are their own kind of ability
(:mod:`arbiter.mtg.mana.triggered`); this module handles every other triggered ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.resolution import perform
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice
from arbiter.mtg.state import WaitingTrigger
from arbiter.mtg.triggers.builtin import BUILT_IN, WARD_OFFSET, ability_of
from arbiter.mtg.triggers.collection import collect
from arbiter.mtg.triggers.granted import GRANTED
from arbiter.mtg.triggers.matching import mentions

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.model import TriggeredAbility


def look_before_mana_ability(g: Game) -> int:
    """Look for what triggered before the mana ability is activated (CR 603.2), so that what its
    activation and resolution trigger can be told apart; returns how many triggers were waiting."""
    collect(g)
    return len(g.state.waiting)


def resolve_triggered_mana_abilities(g: Game, waiting_before: int) -> None:
    """CR 605.1b, 605.4a: after a mana ability resolved, each triggered ability its activation or
    resolution triggered that has no target and could add mana resolves now, off the stack, in
    the order they triggered; the others wait for the stack as usual (603.3)."""
    st = g.state
    collect(g)
    fresh = st.waiting[waiting_before:]
    mana = [_is_mana_ability(g, w) for w in fresh]
    if not any(mana):
        return
    # (by position: two equal entries are two triggers, 603.2c)
    g.set(st, "waiting", st.waiting[:waiting_before] + tuple(w for w, m in zip(fresh, mana, strict=True) if not m))
    for w in (w for w, m in zip(fresh, mana, strict=True) if m):
        source = st.objects.get(w.source)
        if source is None:
            continue
        ability = ability_of(source, w.ability)
        g.log(ev.Resolved("605.4a", source.id, msg("{card}'s triggered mana ability", card=CardName(source.label))))
        perform(g, source, ability.effects, [])


def _is_mana_ability(g: Game, w: WaitingTrigger) -> bool:
    """CR 605.1b: no target, and it could add mana. An ability that asks a question as it resolves
    (a color of its choice, "you may"), has an intervening "if", or refers to the object its event
    was about keeps to the stack: the engine resolves a triggered mana ability off the stack only
    when it needs none of these (no card it runs has such a triggered mana ability)."""
    if w.ability in BUILT_IN or w.ability <= WARD_OFFSET or w.ability >= GRANTED:
        return False  # (a granted ability keeps to the stack: the compiler grants no mana triggers)
    source = g.state.objects.get(w.source)
    if source is None:
        return False
    ability = ability_of(source, w.ability)
    return _qualifies(ability)


def _qualifies(ability: TriggeredAbility) -> bool:
    from arbiter.mtg.paused import ASKERS  # (the resolution's askers import the mana modules)

    if ability.targets or ability.modes or ability.condition is not None or ability.test is not None:
        return False  # (an intervening "if" is checked again as it resolves from the stack, 603.4)
    fx = ability.effects
    flat = _flat(fx)
    adds = any(isinstance(e, AddMana) for e in flat)
    asks = any(ASKERS.decides(type(e)) or isinstance(e, AddManaOfChoice) for e in flat)
    return adds and not asks and not any(mentions(fx, k) for k in ("subject", "it_subject", "subject permanent"))


def _flat(fx: tuple[object, ...]) -> list[object]:
    """Every instruction of ``fx``, nested ones too ("…, then …", "and")."""
    out: list[object] = []
    for e in fx:
        out.append(e)
        inner = getattr(e, "effect", None)
        if inner is not None:
            out.extend(_flat((inner,)))
    return out
