"""An Aura's protection that "doesn't remove" Auras (CR 702.16n, 702.16p): "Enchanted creature has
protection from white. This effect doesn't remove this Aura." (White Ward), "… has protection from
the chosen color. …" (Cho-Manno's Blessing, 614.12), "… gets +2/+2 and has protection from each
color. This effect doesn't remove Auras." (Spectra Ward), "… has protection from the colors of
permanents you control. …" (Pledge of Loyalty, 702.16i) and "… This effect doesn't remove Auras
and Equipment you control that are already attached to it." (Benevolent Blessing)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.keywords import EACH_COLOR
from arbiter.mtg.ir.statics.grants import AttachedGrant
from arbiter.mtg.ir.statics.sparing import CHOSEN_COLOR, COLORS_OF_YOUR_PERMANENTS, Spares

_LINE = re.compile(r"(Enchanted creature .+\.) This effect doesn't remove (.+)\.")

_STAND_IN = "protection from white"  # a quality the keyword grammar reads, put back after it

_QUALITIES = {
    CHOSEN_COLOR: (CHOSEN_COLOR,),
    COLORS_OF_YOUR_PERMANENTS: (COLORS_OF_YOUR_PERMANENTS,),
    "protection from each color": EACH_COLOR,  # CR 702.16h: five protection abilities
}


def sparing_protection(line: str) -> AttachedGrant | None:
    """The line as an Aura's grant whose protection abilities spare what the second sentence
    names; None unless the first sentence is a grant with protection the engine runs."""
    from arbiter.cards.oracle.statics import static_ability  # (the static grammar reads the grant)

    m = _LINE.fullmatch(line)
    if m is None:
        return None
    spares = next((s for s in Spares if s.value == m.group(2).replace("this Aura", "~")), None)
    if spares is None:
        return None
    grant_words, quality = m.group(1), None
    for words, qualities in _QUALITIES.items():
        if words in grant_words:
            grant_words, quality = grant_words.replace(words, _STAND_IN), qualities
    grant = static_ability(grant_words, True)
    if not isinstance(grant, AttachedGrant) or grant.granted or grant.condition is not None:
        return None
    keywords = grant.keywords
    if quality is not None:
        if keywords.count(_STAND_IN) != 1:
            return None
        keywords = tuple(q for k in keywords for q in (quality if k == _STAND_IN else (k,)))
    if not any(k.startswith("protection from ") for k in keywords):
        return None
    return replace(grant, keywords=keywords, spares=spares, text_=line)
