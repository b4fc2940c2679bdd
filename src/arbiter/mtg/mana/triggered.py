"""Triggered mana abilities (CR 605.1b, 605.4a, 106.12a): "Whenever enchanted land is tapped for
mana, its controller adds an additional {G}." (Wild Growth), "Whenever you tap a Forest for mana,
add an additional {G}." (Nissa, Who Shakes the World), "Whenever a player taps a land for mana,
that player adds one mana of any type that land produced." (Mana Flare).

Such an ability triggers when a mana ability with {T} in its cost resolves and produces mana
(106.12, 106.12a). It doesn't use the stack: it resolves immediately after the mana ability that
triggered it (605.4a). What each one adds is known from the ability and the mana produced; a
color still to be chosen is asked for, one decision after another, before the game returns to the
decision the mana ability was activated during (605.3b)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from arbiter.mtg.effects.mana import add_mana
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.abilities import Ability
from arbiter.mtg.layers import abilities
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.objects.chosen import chosen
from arbiter.mtg.wording import COUNT_WORDS

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.state import GameObject

_COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NONE = (0, 0, 0, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class TriggeredManaAbility(Ability):
    """CR 605.1b: a triggered ability that triggers from a permanent being tapped for mana and
    adds mana. ``watch``: whose tapping it watches — "enchanted" (the permanent the source is
    attached to), "this" (the source itself), "you" (a permanent its controller taps), "any" (a
    permanent anyone taps: "a Forest is tapped"), "player" ("a player taps a land": the player who
    tapped it gets the mana). ``what`` describes the tapped permanent. What it adds: ``mana`` (an
    amount per kind, W U B R G C), or one mana of a color among ``colors``, or one of ``combos``,
    or one mana of the color chosen as the source entered (``chosen_color``), or one mana of any
    type the tapped permanent produced (``produced``, 106.12a)."""

    watch: str
    what: Filter
    mana: tuple[int, ...] = _NONE
    colors: str = ""
    combos: tuple[str, ...] = ()
    chosen_color: bool = False
    produced: bool = False

    def text(self) -> str:
        noun = self.what.text
        article = "an" if noun[0].lower() in "aeiou" else "a"
        trigger = {
            "enchanted": f"Whenever enchanted {noun} is tapped for mana",
            "this": "Whenever ~ is tapped for mana",
            "you": f"Whenever you tap {article} {noun} for mana",
            "any": f"Whenever {article} {noun} is tapped for mana",
            "player": f"Whenever a player taps {article} {noun} for mana",
        }[self.watch]
        adds = {"enchanted": "its controller adds", "any": "its controller adds", "player": "that player adds"}
        verb = adds.get(self.watch, "add")
        if self.produced:
            return f"{trigger}, {verb} one mana of any type that {self.what.text.split()[-1]} produced."
        return f"{trigger}, {verb} an additional {self._mana_text()}."

    def _mana_text(self) -> str:
        if self.chosen_color:
            return "one mana of the chosen color"
        if self.combos:
            count = len(self.combos[0])
            return f"{COUNT_WORDS.get(count, str(count))} mana in any combination of colors"
        if self.colors:
            return "one mana of any color"
        return pool_text(self.mana)


@dataclass(frozen=True, slots=True)
class ManaToChoose:
    """Mana a triggered mana ability adds whose color (or combination) is still to be chosen, by
    ``player``, among ``options`` (CR 106.1, 605.3b)."""

    player: int
    options: tuple[str, ...]
    source: str  # the source's name, for the log
    snow: bool  # its source is a snow permanent (CR 106.3)


_HAS: dict[int, tuple[tuple[Ability, ...], bool]] = {}  # id of a printed ability tuple → (kept alive, has one)


def _mana_triggers(g: Game, o: GameObject) -> tuple[TriggeredManaAbility, ...]:
    """``o``'s triggered mana abilities: those printed on it that it still has (its current
    abilities, CR 613.1f — an effect may have removed them). A triggered mana ability an effect
    grants isn't looked for (the engine runs no card that grants one); the printed check keeps
    every tap for mana cheap."""
    printed = o.card.abilities
    hit = _HAS.get(id(printed))
    if hit is None or hit[0] is not printed:
        hit = _HAS[id(printed)] = (printed, any(isinstance(a, TriggeredManaAbility) for a in printed))
    if not hit[1]:
        return ()
    return tuple(a for a in abilities(g, o) if isinstance(a, TriggeredManaAbility))


def tapped_for_mana(g: Game, tapped: GameObject, player: int, produced: tuple[int, ...]) -> list[ManaToChoose]:
    """CR 106.12a, 605.1b, 605.4a: ``player`` tapped ``tapped`` for mana and it produced
    ``produced``: every triggered mana ability watching that triggers and resolves now — fixed
    mana is added at once; the mana whose color is still to be chosen is returned, in order."""
    if not any(produced[:6]):
        return []  # (it triggers only when the ability produces mana, 106.12a)
    st = g.state
    later: list[ManaToChoose] = []
    for oid in g.journal.by_content(_WATCHERS, (g.state.battlefield,), partial(_printed_watchers, g)):
        source = st.objects[oid]
        for ability in _mana_triggers(g, source):
            recipient = _recipient(g, ability, source, tapped, player)
            if recipient is None:
                continue
            snow = "Snow" in source.card.supertypes
            options = _options(ability, source, produced)
            if options is None:
                add_mana(g, recipient, ability.mana, source.card.name, snow)
            elif len(options) == 1:
                add_mana(g, recipient, tuple(options[0].count(c) for c in "WUBRGC"), source.card.name, snow)
            elif options:
                later.append(ManaToChoose(recipient, options, source.card.name, snow))
    return later


def any_mana_triggers(g: Game) -> bool:
    """Whether a permanent on the battlefield has a triggered mana ability printed (CR 605.1b)."""
    return bool(g.journal.by_content(_WATCHERS, (g.state.battlefield,), partial(_printed_watchers, g)))


_WATCHERS = "mana trigger holders"  # (the key of their list among the values remembered per board count)


def _printed_watchers(g: Game) -> tuple[int, ...]:
    """The permanents with a triggered mana ability printed (:func:`_mana_triggers` looks only at
    those), in the battlefield's order — read from the battlefield and the cards only: remembered
    for the battlefield's content (``Journal.by_content``), not scanned at every tap for mana."""
    st = g.state
    out: list[int] = []
    for oid in st.battlefield:
        printed = st.objects[oid].card.abilities
        hit = _HAS.get(id(printed))
        if hit is None or hit[0] is not printed:
            hit = _HAS[id(printed)] = (printed, any(isinstance(a, TriggeredManaAbility) for a in printed))
        if hit[1]:
            out.append(oid)
    return tuple(out)


def _recipient(
    g: Game, ability: TriggeredManaAbility, source: GameObject, tapped: GameObject, player: int
) -> int | None:
    """The player who gets the mana if ``ability`` of ``source`` triggers on this tapping, else None."""
    watch = ability.watch
    if watch == "enchanted":
        hit = source.attached_to == tapped.id
    elif watch == "this":
        hit = source.id == tapped.id
    elif watch == "you":
        hit = player == source.controller
    else:
        hit = True
    if not hit or not fits(g, ability.what, tapped, source.controller, source.id):
        return None
    if watch in ("enchanted", "any"):
        return tapped.controller  # "its controller adds"
    return player if watch == "player" else source.controller


def _options(ability: TriggeredManaAbility, source: GameObject, produced: tuple[int, ...]) -> tuple[str, ...] | None:
    """The choices for the mana ``ability`` adds (None: its fixed ``mana``; empty: none at all)."""
    if ability.produced:
        return tuple(t for t, n in zip("WUBRGC", produced, strict=False) if n)  # (106.12a)
    if ability.chosen_color:
        color = chosen(source, ChoiceKey.COLOR)
        return (_COLOR_SYMBOLS[color],) if isinstance(color, str) and color in _COLOR_SYMBOLS else ()
    if ability.combos:
        return ability.combos
    if ability.colors:
        return tuple(ability.colors)
    return None
