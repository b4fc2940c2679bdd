"""Effects by verb family (CR 608.2c, 609): each module holds the frozen dataclasses of one family of
instructions, their Oracle wording (``text``) and the code that performs them, registered in the
typed :data:`~arbiter.mtg.effects.registry.HANDLERS`.

Families: :mod:`.damage` (CR 120, 701.14), :mod:`.prevention` (615), :mod:`.life` (119, 104),
:mod:`.mana` (106), :mod:`.zones` (destroy, exile, sacrifice, attach: 701), :mod:`.returns` (400.7),
:mod:`.library` (draw, mill, search, scry: 121, 701), :mod:`.hand` (discard: 701.9), :mod:`.counters`
(122), :mod:`.tap` (701.26), :mod:`.continuous` (P/T, keywords, colors: 611, 613), :mod:`.combat`
(restrictions for a turn: 506–509), :mod:`.control` (613.1b), :mod:`.tokens` (111, 114),
:mod:`.stack` (counter, cast during resolution: 701.6, 608.2g), :mod:`.copies` (707.10),
:mod:`.optional` ("you may", "if you do": 608.2c–e), :mod:`.delayed` (603.7), :mod:`.monarch`
(725) and :mod:`.keywords` (702). :mod:`.resolution` follows the instructions in order (``perform``);
:mod:`.selection` finds what a selector means now (``select``).

Importing this package imports every family, so every handler is registered.
"""

from __future__ import annotations

from arbiter.mtg.effects import (  # noqa: F401  (each family registers its handlers on import)
    adapt,
    attack_keywords,
    becoming,
    blocked_by_this_turn,
    blocking_tokens,
    cast_exiled,
    cast_prohibitions,
    champion,
    choose_target,
    chosen_mana,
    chosen_moves,
    coin_flips,
    combat,
    combat_requirements,
    conditional,
    continuous,
    control,
    copies,
    copy_permanents,
    cost_keywords,
    counter_doubling,
    counter_removal,
    counters,
    created_tokens,
    cumulative_upkeep,
    damage,
    delayed,
    delayed_dies,
    depletion,
    discard_hand,
    distribute,
    divided_prevention,
    encore,
    end_of_combat,
    end_step_returns,
    energy,
    escaped,
    exchange,
    extra_blocks,
    face_down_exile,
    firebending,
    flashback_grant,
    graft,
    group_moves,
    group_this_turn,
    hand,
    imprint,
    incubate,
    instead,
    instructions,
    its_counters,
    keyword_grants,
    keywords,
    land_plays,
    last_known,
    library,
    life,
    mana,
    mass_moves,
    melee,
    monarch,
    next_moments,
    no_combat_damage,
    optional,
    owners_libraries,
    paid_copies,
    parley,
    phase_out,
    player_library,
    players_do,
    poison,
    prevent_all,
    prevention,
    pronouns,
    reconfigure,
    redirection,
    reflexive,
    resolution_choice,
    returns,
    reveal_top,
    reveal_until,
    revealed_hand,
    roles,
    saddle,
    shared_draws,
    soulbond,
    source_blocking,
    stack,
    tap,
    that_card,
    this_turn,
    this_way,
    tokens,
    top_or_bottom,
    transform,
    turn_restrictions,
    type_choice,
    untargetable,
    until_next_turn,
    warp,
    while_tapped,
    with_counters,
    zones,
)
from arbiter.mtg.effects.damage import deal_damage
from arbiter.mtg.effects.life import gain_life, lose_life
from arbiter.mtg.effects.mana import add_mana
from arbiter.mtg.effects.registry import HANDLERS
from arbiter.mtg.effects.resolution import (
    amount_of,
    describe_target,
    dispatch,
    legal_targets_now,
    perform,
    permanent_of,
    players_of,
    resolve_ref,
    specs_of,
)
from arbiter.mtg.effects.selection import select
from arbiter.mtg.effects.stack import counter, spell_target
from arbiter.mtg.effects.tokens import create_tokens
from arbiter.mtg.effects.zones import destroy, return_exiled_until
from arbiter.mtg.objects import classes as _classes  # noqa: F401  (registers the class level handler)

_HANDLERS = HANDLERS  # (its old name: tests ask ``type(e) in _HANDLERS``)

__all__ = [
    "HANDLERS",
    "add_mana",
    "amount_of",
    "counter",
    "create_tokens",
    "deal_damage",
    "describe_target",
    "destroy",
    "dispatch",
    "gain_life",
    "legal_targets_now",
    "lose_life",
    "perform",
    "permanent_of",
    "players_of",
    "resolve_ref",
    "return_exiled_until",
    "select",
    "specs_of",
    "spell_target",
]
