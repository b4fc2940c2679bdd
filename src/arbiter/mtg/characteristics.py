"""Current characteristics of objects (CR 613): kept importable here; the layer system lives in
:mod:`arbiter.mtg.layers`."""

from arbiter.mtg.layers import (
    abilities,
    activated,
    active_band,
    card_types,
    colors,
    count_of,
    devotion,
    has_keyword,
    is_creature,
    keywords,
    matches,
    power,
    statics,
    subtypes,
    toughness,
)

__all__ = [
    "abilities",
    "activated",
    "active_band",
    "card_types",
    "colors",
    "count_of",
    "devotion",
    "has_keyword",
    "is_creature",
    "keywords",
    "matches",
    "power",
    "statics",
    "subtypes",
    "toughness",
]
