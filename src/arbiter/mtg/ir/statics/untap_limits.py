"""Untap limits (CR 502.3): "Players can't untap more than one creature during their untap
steps." (Smoke, Stoic Angel), "… one artifact …" (Damping Field, Imi Statue), "… one nonbasic
land …" (Winter Moon), "You can't untap more than one land during your untap step." (Mungha
Wurm) and "As long as this artifact is untapped, players can't untap more than two permanents
during their untap steps." (Static Orb, Winter Orb) — as the untap step's turn-based action is
performed, the active player chooses which of the limited permanents untap."""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import Static
from arbiter.mtg.ir.filters import Filter

_COUNT_WORDS = {1: "one", 2: "two"}

# the nouns these cards limit (singular and plural as printed) and what each one is
NOUNS: dict[str, tuple[str, Filter]] = {
    "creature": ("creatures", Filter("creature", frozenset({CardType.CREATURE}))),
    "artifact": ("artifacts", Filter("artifact", frozenset({CardType.ARTIFACT}))),
    "land": ("lands", Filter("land", frozenset({CardType.LAND}))),
    "nonbasic land": (
        "nonbasic lands",
        Filter("nonbasic land", frozenset({CardType.LAND}), nonsupertypes=frozenset({"Basic"})),
    ),
    "permanent": ("permanents", Filter("permanent")),
}


@dataclass(frozen=True, slots=True)
class UntapLimit(Static):
    """ "<Players|You> can't untap more than <count> <noun> during <their untap steps|your untap
    step>." — ``who`` is "players" (each active player) or "you" (the source's controller);
    ``while_untapped``: "As long as this artifact is untapped" (read "~") (CR 611.3a, checked as the
    untap step's action begins, before anything untaps: 502.3 untaps simultaneously)."""

    affects_others = True

    who: str
    count: int
    noun: str
    while_untapped: bool = False
    what: Filter = field(default=Filter("permanent"), compare=False)

    def text(self) -> str:
        many = self.noun if self.count == 1 else NOUNS[self.noun][0]
        whose = "your untap step" if self.who == "you" else "their untap steps"
        rule = f"{self.who} can't untap more than {_COUNT_WORDS[self.count]} {many} during {whose}."
        if self.while_untapped:
            return f"As long as ~ is untapped, {rule}"
        return rule[0].upper() + rule[1:]


def untap_limit_statics() -> dict[str, UntapLimit]:
    """Every untap limit the grammar reads, by its Oracle text."""
    out: dict[str, UntapLimit] = {}
    for who in ("players", "you"):
        for count in (1, 2):
            for noun, (_, what) in NOUNS.items():
                for untapped in (False, True):
                    s = UntapLimit(who, count, noun, untapped, what)
                    out[s.text()] = s
    return out
