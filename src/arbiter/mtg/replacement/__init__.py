"""Replacement and prevention effects (CR 614–616) as values: what event each watches, what
happens instead, whose it is; the order they apply in when several would (616.1), each once per
event (614.5). :mod:`.framework` holds the values and the ordering, :mod:`.zone_change` the
replacements of one object moving between zones (400.7)."""

from arbiter.mtg.replacement.framework import Category, Replacement, apply_in_order
from arbiter.mtg.replacement.zone_change import ZoneEvent, replace_zone_change

__all__ = ["Category", "Replacement", "ZoneEvent", "apply_in_order", "replace_zone_change"]
