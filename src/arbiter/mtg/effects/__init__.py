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
(725) and :mod:`.keywords` (702). :mod:`.resolution` follows the instructions in order (``perform``).

Importing this package imports every family, so every handler is registered.
"""

from __future__ import annotations

from arbiter.mtg.effects import (  # noqa: F401  (each family registers its handlers on import)
    combat,
    continuous,
    control,
    copies,
    counters,
    damage,
    delayed,
    hand,
    keywords,
    library,
    life,
    mana,
    monarch,
    optional,
    prevention,
    returns,
    stack,
    tap,
    tokens,
    zones,
)
from arbiter.mtg.effects.damage import deal_damage as deal_damage
from arbiter.mtg.effects.life import gain_life as gain_life
from arbiter.mtg.effects.life import lose_life as lose_life
from arbiter.mtg.effects.mana import add_mana as add_mana
from arbiter.mtg.effects.registry import HANDLERS as HANDLERS
from arbiter.mtg.effects.resolution import (
    amount_of as amount_of,
)
from arbiter.mtg.effects.resolution import (
    describe_target as describe_target,
)
from arbiter.mtg.effects.resolution import (
    dispatch as dispatch,
)
from arbiter.mtg.effects.resolution import (
    legal_targets_now as legal_targets_now,
)
from arbiter.mtg.effects.resolution import (
    perform as perform,
)
from arbiter.mtg.effects.resolution import (
    permanent_of as permanent_of,
)
from arbiter.mtg.effects.resolution import (
    players_of as players_of,
)
from arbiter.mtg.effects.resolution import (
    resolve_ref as resolve_ref,
)
from arbiter.mtg.effects.resolution import (
    specs_of as specs_of,
)
from arbiter.mtg.effects.stack import counter as counter
from arbiter.mtg.effects.stack import spell_target as spell_target
from arbiter.mtg.effects.tokens import create_tokens as create_tokens
from arbiter.mtg.effects.zones import destroy as destroy
from arbiter.mtg.effects.zones import return_exiled_until as return_exiled_until

_HANDLERS = HANDLERS  # (its old name: tests ask ``type(e) in _HANDLERS``)
