"""The text of Class cards (CR 716): the level 1 abilities, then each class level bar
"[Cost]: Level N" and the abilities printed in its section (716.2a). The runtime rules are in
:mod:`arbiter.mtg.objects.classes`."""

from __future__ import annotations

import re
from collections.abc import Callable

from arbiter.mtg.costs.parts import PayMana
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, FaceUnsupported, Unsupported
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.objects.classes import ClassBand, ClassLevelIs, GainClassLevel

_BAR = re.compile(r"((?:\{[^}]+\})+): Level (\d+)")


def class_abilities(text: str, section: Callable[[str], list[Ability]]) -> list[Ability]:
    """The abilities of a Class's normalised text; ``section`` compiles the lines of one text box
    section (the level 1 abilities, 716.3, and those of each level bar)."""
    lines = text.split("\n")
    bars = [i for i, line in enumerate(lines) if _BAR.fullmatch(line)]
    ends = [*bars, len(lines)]
    out: list[Ability] = section("\n".join(lines[: ends[0]])) if ends[0] else []
    for k, i in enumerate(bars):
        m = _BAR.fullmatch(lines[i])
        assert m is not None
        level = int(m.group(2))
        try:
            cost = ManaCost.parse(m.group(1))
        except ValueError:
            cost = None
        if cost is None:
            out.append(Unsupported(lines[i]))
        else:
            out.append(
                ActivatedAbility(
                    (PayMana(cost),),
                    (GainClassLevel(level, lines[i]),),
                    sorcery_speed=True,
                    keyword_text=lines[i],
                    only_if=ClassLevelIs(f"this Class is level {level - 1}", level - 1),
                )
            )  # CR 716.2a: "This Class's level becomes N. Activate only if … level N-1 and only as a sorcery."
        body = "\n".join(lines[i + 1 : ends[k + 1]])
        band = tuple(section(body)) if body else ()
        out.append(ClassBand(level, band))
        # what can't run in a level's section makes the card unsupported (printed in its band)
        out.extend(FaceUnsupported(a.words) for a in band if isinstance(a, Unsupported))
    return out
