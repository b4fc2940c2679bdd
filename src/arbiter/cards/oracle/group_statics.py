"""Statics on a group named by more than its types (CR 613.4c, 613.1f): "Attacking creatures you
control get +1/+0.", "Attacking Vampires you control have deathtouch and lifelink." (506.4),
"Each creature you control with a +1/+1 counter on it has trample." (122.1), "Creatures you
control of the chosen type get +1/+1." (614.12). The group's words are read into the
:class:`~arbiter.mtg.model.Filter`; the rest of the sentence is an ordinary anthem."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.anthems import anthem
from arbiter.cards.oracle.nouns import PLURAL_SUBTYPES
from arbiter.cards.oracle.subtype_targets import SUBTYPES
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.model import GrantToControlled

_COMBAT = re.compile(r"(Attacking|Blocking) (.+? you control) (get|have) (.+)\.")
_COUNTER = re.compile(
    r"(?:Each (?P<other>other )?creature you control with an? (?P<k1>\+1/\+1 )?counter on it (?P<v1>has|gets)"
    r"|(?P<other2>Other )?[Cc]reatures you control with (?P<k2>\+1/\+1 )?counters on them (?P<v2>have|get))"
    r" (?P<rest>.+)\."
)
_CHOSEN = re.compile(r"(Other )?[Cc]reatures you control of the chosen (type|color) (get|have) (.+)\.")


def group_static(line: str) -> GrantToControlled | None:
    """One of the shapes above, or None."""
    m = _COMBAT.fullmatch(line)
    if m:  # CR 506.4: attacking / blocking creatures
        noun = m.group(2)
        tokens = noun == "tokens you control"  # CR 111.1: "attacking tokens" — creature tokens
        if tokens:
            noun = "creatures you control"
        first = noun.split(" ")[0]
        if first in PLURAL_SUBTYPES:  # "Elves" → "Elf creatures" (CR 205.3m)
            noun = f"{PLURAL_SUBTYPES[first]} creatures{noun.removeprefix(first)}"
        found = anthem(f"{noun[0].upper()}{noun[1:]} {m.group(3)} {m.group(4)}.")
        if found is None or found.per is not None or not found.what.subtypes <= SUBTYPES:
            return None
        what = replace(found.what, combat=m.group(1).lower(), token=True if tokens else found.what.token)
        return replace(found, what=what, text_=line)
    m = _COUNTER.fullmatch(line)
    if m:  # CR 122.1: "with a +1/+1 counter on it" / "with a counter on it"
        other = m.group("other") or m.group("other2")
        verb = "have" if (m.group("v1") or m.group("v2")) in ("has", "have") else "get"
        found = anthem(f"{'Other creatures' if other else 'Creatures'} you control {verb} {m.group('rest')}.")
        if found is None or found.per is not None:
            return None
        kind = "+1/+1" if (m.group("k1") or m.group("k2")) else ""
        what = replace(found.what, counter_kind=kind) if kind else replace(found.what, counters=True)
        return replace(found, what=what, text_=line)
    m = _CHOSEN.fullmatch(line)
    if m:  # CR 614.12: the choice the source made as it entered
        found = anthem(f"{m.group(1) or ''}{'c' if m.group(1) else 'C'}reatures you control {m.group(3)} {m.group(4)}.")
        if found is None or found.per is not None:
            return None
        key = ChoiceKey.CREATURE_TYPE if m.group(2) == "type" else ChoiceKey.COLOR
        return replace(found, what=replace(found.what, chosen=key), text_=line)
    return None
