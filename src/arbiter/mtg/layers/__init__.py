"""The layer system (CR 613): every object's characteristics computed by one pipeline —
:mod:`.pipeline` runs the layers in order, :mod:`.type_layer` (4), :mod:`.ability_layer` (6) and
:mod:`.pt_layer` (7a–7d) gather the effects of each, :mod:`.order` applies them by timestamp and
dependency (613.7, 613.8), :mod:`.sources` says which static abilities exist in which layer, and
:mod:`.queries` answers the engine's questions with a fast path when nothing applies.
:func:`explain` shows the work layer by layer (:mod:`.model`)."""

from arbiter.mtg.layers.model import AppliedEffect, Characteristics, LayerStep
from arbiter.mtg.layers.pipeline import explain
from arbiter.mtg.layers.queries import (
    abilities,
    activated,
    active_band,
    card_types,
    colors,
    count_of,
    current_statics,
    devotion,
    has_all_creature_types,
    has_keyword,
    has_subtype,
    is_creature,
    is_every_creature_type,
    keywords,
    matches,
    power,
    statics,
    subtypes,
    supertypes,
    toughness,
)

__all__ = [
    "AppliedEffect",
    "Characteristics",
    "LayerStep",
    "abilities",
    "activated",
    "active_band",
    "card_types",
    "colors",
    "count_of",
    "current_statics",
    "devotion",
    "explain",
    "has_all_creature_types",
    "has_keyword",
    "has_subtype",
    "is_creature",
    "is_every_creature_type",
    "keywords",
    "matches",
    "power",
    "statics",
    "subtypes",
    "supertypes",
    "toughness",
]
