"""Casting spells (CR 601) and the step machine that activations (602.2b), triggered abilities'
targets (603.3d), copies (707.10c) and special actions with a cost (116.2b, 116.2f) share.

Casting and activation are step machines whose progress (:class:`CastProgress`) is data in the
state, so a game in the middle of a cast can be copied, saved and resumed. Every step that
cannot be completed raises :class:`~arbiter.core.ruling.IllegalAction`; the game's choke point
then returns the game to the moment before the action (CR 733). :class:`~arbiter.mtg.actions.Cancel`
returns it to the moment before the cast began, mana abilities activated during it included
(CR 733.1).

The modules follow the steps of 601.2: :mod:`.begin` (601.2a), :mod:`.announce` (601.2b),
:mod:`.hybrid` (601.2b), :mod:`.targets` (601.2c–d), :mod:`.total_cost` (601.2f),
:mod:`.payment` (601.2g–i) and :mod:`.machine` (the answers to each step). Playing lands is in
:mod:`arbiter.mtg.lands.plays`, timing in :mod:`arbiter.mtg.casting.timing`, activating abilities in
:mod:`arbiter.mtg.abilities.activation` and mana abilities in :mod:`arbiter.mtg.mana.abilities`.
"""

from arbiter.mtg.casting.announce import ask_trigger_mode
from arbiter.mtg.casting.begin import ADVENTURE_EXILE, begin_cast, cast_during_resolution
from arbiter.mtg.casting.hybrid import hybrid_options
from arbiter.mtg.casting.machine import answer_hybrid, continue_cast
from arbiter.mtg.casting.payment import begin_special
from arbiter.mtg.casting.progress import SPECIAL_KINDS, CastProgress
from arbiter.mtg.casting.targets import continue_after_targets
from arbiter.mtg.casting.timing import as_though_flash, cast_timing_error, has_flash, sorcery_timing_ok, split_second
from arbiter.mtg.casting.total_cost import add_costs, convoke_options, offering_fodder, with_affinity
from arbiter.mtg.lands.plays import pay_to_stop, play_land, play_permission
from arbiter.mtg.mana.abilities import activate_mana_ability, answer_color, answer_mana_cost

__all__ = [
    "ADVENTURE_EXILE",
    "SPECIAL_KINDS",
    "CastProgress",
    "activate_mana_ability",
    "add_costs",
    "answer_color",
    "answer_hybrid",
    "answer_mana_cost",
    "as_though_flash",
    "ask_trigger_mode",
    "begin_cast",
    "begin_special",
    "cast_during_resolution",
    "cast_timing_error",
    "continue_after_targets",
    "continue_cast",
    "convoke_options",
    "has_flash",
    "hybrid_options",
    "offering_fodder",
    "pay_to_stop",
    "play_land",
    "play_permission",
    "sorcery_timing_ok",
    "split_second",
    "with_affinity",
]
