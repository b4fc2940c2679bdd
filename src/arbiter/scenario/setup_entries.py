"""Format 1.1 battlefield entries: ``chosen:`` — the choices a permanent's "as ~ enters"
abilities made as it entered (CR 614.12), written where the engine keeps them on the permanent,
under the engine's own keys (:class:`~arbiter.mtg.enums.ChoiceKey`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.i18n import msg
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.objects.as_enters import COLOR_CHOICES
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.scenario.loader import PLAYERS

if TYPE_CHECKING:
    from arbiter.scenario.runner import _Run

# the format's key → the key the engine records the answer under (614.12)
CHOSEN_KEYS = {
    "color": ChoiceKey.COLOR, "creature_type": ChoiceKey.CREATURE_TYPE, "card_name": ChoiceKey.CARD_NAME,
    "player": ChoiceKey.PLAYER,
}  # fmt: skip


def chosen_values(r: _Run, spec: Any, line: int) -> tuple[tuple[ChoiceKey, str | int], ...]:
    """``{color: red, creature_type: Elf, card_name: "Lightning Bolt", player: bob}`` as the
    engine's record of the choices (a player by index); a value the question couldn't have had
    is the scenario's error."""
    if not spec:
        return ()
    out: list[tuple[ChoiceKey, str | int]] = []
    for key, value in spec.items():
        engine_key = CHOSEN_KEYS.get(str(key))
        if engine_key is None:
            raise r.error(
                line,
                msg(
                    "unknown chosen key {key} (known: {chosen_keys})", key=repr(key), chosen_keys=", ".join(CHOSEN_KEYS)
                ),
            )
        text = str(value)
        if key == "color" and text.lower() not in COLOR_CHOICES:  # CR 105.1
            raise r.error(
                line,
                msg(
                    "chosen.color must be one of {color_choices}, got {value}",
                    color_choices=", ".join(COLOR_CHOICES),
                    value=repr(value),
                ),
            )
        if key == "creature_type" and text not in CREATURE_TYPES:  # CR 205.3m
            raise r.error(
                line, msg("chosen.creature_type must be a creature type (capitalised), got {value}", value=repr(value))
            )
        if key == "player":
            if text not in PLAYERS:
                raise r.error(line, msg("chosen.player must be alice or bob, got {value}", value=repr(value)))
            out.append((engine_key, PLAYERS.index(text)))
            continue
        out.append((engine_key, text.lower() if key == "color" else text))
    return tuple(out)


def protector_value(r: _Run, spec: Any, line: int) -> tuple[tuple[ChoiceKey, str | int], ...]:
    """``protector: bob`` — the player who protects a battle (CR 310.8), recorded as the choice
    made as it entered (310.8a); none given: the setup chooses as the rules would (310.11a)."""
    if spec is None:
        return ()
    if str(spec) not in PLAYERS:
        raise r.error(line, msg("protector must be alice or bob, got {value}", value=repr(spec)))
    return ((ChoiceKey.PROTECTOR, PLAYERS.index(str(spec))),)
