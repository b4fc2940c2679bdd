"""Triggered abilities (CR 603): pure matchers over the event log, put on the stack the next
time a player would receive priority (603.3), active player's first (603.3b), with targets
chosen as they go on the stack (603.3d), and an intervening "if" checked both when they
trigger and as they resolve (603.4).

- :mod:`.conditions` — the intervening "if" (603.4)
- :mod:`.matching` — an event against one object's abilities (603.2); the waiting trigger
- :mod:`.look` — one look at the events since the last, as the objects were after each (603.10)
- :mod:`.collection` — what each kind of event triggers (603.2)
- :mod:`.zone_changes` — enters, dies, leaves, watched zone changes (603.6, 603.10)
- :mod:`.builtin` — triggers built into keywords and rules (prowess, extort, exalted, ward…)
- :mod:`.stack` — putting them on the stack, in the order chosen (603.3)
"""

from arbiter.mtg.triggers.builtin import (
    BUILT_IN,
    DELAYED,
    DELAYED_ABILITY,
    DELAYED_DRAW,
    DELAYED_DRAW_ABILITY,
    DELAYED_UNLESS_PAID,
    DELAYED_UNLESS_PAID_ABILITY,
    EXALTED,
    EXALTED_ABILITY,
    EXTORT,
    EXTORT_ABILITY,
    FLANKING,
    FLANKING_ABILITY,
    MADNESS,
    MADNESS_ABILITY,
    PROVOKE,
    PROVOKE_ABILITY,
    PROWESS,
    PROWESS_ABILITY,
    SUSPEND_CAST,
    SUSPEND_CAST_ABILITY,
    SUSPEND_UPKEEP,
    SUSPEND_UPKEEP_ABILITY,
    WARD_OFFSET,
    ability_of,
    ward_amount,
    ward_amount_of_card,
)
from arbiter.mtg.triggers.collection import collect
from arbiter.mtg.triggers.conditions import condition_holds
from arbiter.mtg.triggers.matching import PLAYER, Waiting, mentions
from arbiter.mtg.triggers.stack import answer_order, put_next, put_on_stack

__all__ = [
    "BUILT_IN",
    "DELAYED",
    "DELAYED_ABILITY",
    "DELAYED_DRAW",
    "DELAYED_DRAW_ABILITY",
    "DELAYED_UNLESS_PAID",
    "DELAYED_UNLESS_PAID_ABILITY",
    "EXALTED",
    "EXALTED_ABILITY",
    "EXTORT",
    "EXTORT_ABILITY",
    "FLANKING",
    "FLANKING_ABILITY",
    "MADNESS",
    "MADNESS_ABILITY",
    "PLAYER",
    "PROVOKE",
    "PROVOKE_ABILITY",
    "PROWESS",
    "PROWESS_ABILITY",
    "SUSPEND_CAST",
    "SUSPEND_CAST_ABILITY",
    "SUSPEND_UPKEEP",
    "SUSPEND_UPKEEP_ABILITY",
    "WARD_OFFSET",
    "Waiting",
    "ability_of",
    "answer_order",
    "collect",
    "condition_holds",
    "mentions",
    "put_next",
    "put_on_stack",
    "ward_amount",
    "ward_amount_of_card",
]
