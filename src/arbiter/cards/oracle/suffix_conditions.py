"""A group's bonus or keywords with the condition printed after it (CR 611.3a, 613.1f, 613.4c):
"Creatures you control get +3/+0 as long as you control three or more artifacts.", "Other
creatures you control get +2/+2 as long as there are seven or more cards in your graveyard.",
"Artifacts you control have shroud as long as you control three or more artifacts." — the same
static as "As long as <condition>, <group> get …" (where the words stand changes nothing)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.mtg.ir.statics.grants import GrantToControlled

_LINE = re.compile(r"((?:Other |All )?[A-Z][^~]*?) (get|have) (.+?) as long as (.+)\.")


def group_grant_as_long_as(line: str) -> GrantToControlled | None:
    """The line as a group's conditional grant, or None."""
    from arbiter.cards.oracle.statics import static_ability  # (the grammar recurses)

    m = _LINE.fullmatch(line)
    if m is None or m.group(1).startswith(("Enchanted", "Equipped", "Each", "It ")) or " as long as " in m.group(3):
        return None
    subject = m.group(1)[0].lower() + m.group(1)[1:] if m.group(1).split(" ")[0] in ("Other", "All") else m.group(1)
    if subject[0].isupper() and subject.split(" ")[0].lower() in ("creatures", "artifacts", "lands", "enchantments"):
        subject = subject[0].lower() + subject[1:]
    found = static_ability(f"As long as {m.group(4)}, {subject} {m.group(2)} {m.group(3)}.", False)
    if not isinstance(found, GrantToControlled) or found.condition is None:
        return None
    return replace(found, text_=line)
