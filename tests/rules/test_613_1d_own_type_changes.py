"""CR 613.1d: a static ability that changes its own object's card types (a Theros god's devotion
rule, reconfigure 702.151b, living metal 702.161a, impending 702.176a) says so on its class
(``changes_own_types``). The card is then ``self_typed``: the fast paths (targets, "destroy all
creatures", combat, the state-based actions) don't read its printed types. Layer 4 applies a
static of the object itself only through ``OWN_TYPE_CHANGES``, and only for a class that declares
it — so a class missing the declaration can't make its object "not a creature" unseen."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import arbiter.mtg
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.layers.type_layer import OWN_TYPE_CHANGES
from tests.rules.compiled import compiled_card


def _static_classes() -> set[type[Static]]:
    """Every static ability class the engine defines (all of ``arbiter.mtg`` imported first)."""
    for info in pkgutil.walk_packages(arbiter.mtg.__path__, "arbiter.mtg."):
        importlib.import_module(info.name)
    found: set[type[Static]] = set()
    todo: list[type[Static]] = [Static]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub not in found:
                found.add(sub)
                todo.append(sub)
    # (``dataclass(slots=True)`` makes a new class: the one its module holds is the class in use)
    return {c for c in found if getattr(sys.modules[c.__module__], c.__qualname__, None) is c}


def test_613_1d_the_classes_that_change_their_own_types_are_exactly_those_layer_4_applies() -> None:
    """Every static class layer 4 applies to its own object declares ``changes_own_types``, and
    every class that declares it has its effect there (else the object would keep its printed
    types, or the fast paths would read them while they are changed)."""
    statics = _static_classes()
    assert len(statics) > 50
    declared = {c for c in statics if c.changes_own_types}
    assert declared == set(OWN_TYPE_CHANGES), declared ^ set(OWN_TYPE_CHANGES)


def test_613_1d_a_card_with_such_a_static_is_self_typed() -> None:
    """The four kinds of the card data: a god, reconfigure, living metal, impending — and a card
    with none isn't self-typed."""
    god = compiled_card(
        "God",
        "Legendary Enchantment Creature — God",
        "Indestructible\nAs long as your devotion to red is less than five, God isn't a creature.",
        pt=("6", "5"),
    )
    reconfigure = compiled_card("Crab", "Artifact Creature — Equipment Crab", "Reconfigure {2}", pt=("1", "2"))
    metal = compiled_card("Bot", "Legendary Artifact — Vehicle", "Living metal", pt=("3", "3"))
    impending = compiled_card("Horror", "Enchantment Creature — Avatar Horror", "Impending 4—{2}{W}{W}", pt=("6", "6"))
    bears = compiled_card("Bears", "Creature — Bear", "Vigilance", pt=("2", "2"))
    assert god.self_typed and reconfigure.self_typed and metal.self_typed and impending.self_typed
    assert not bears.self_typed
