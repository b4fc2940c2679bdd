"""Epic (CR 702.50): "For the rest of the game, you can't cast spells," and "At the beginning of
each of your upkeeps for the rest of the game, copy this spell except for its epic ability. If the
spell has any targets, you may choose new targets for the copy." — two spell abilities, performed
as the spell's last instructions (702.50a). The first is a rule for its controller that never ends
(611.2a, 702.50b; kept in ``GameState.lasting``); the second a delayed triggered ability with a
stated duration, so it triggers at every one of their upkeeps (603.7b). Each time, it copies the
spell as it resolved (707.10: its characteristics and the decisions made for it), less its epic
ability; the copy isn't cast, so the prohibition doesn't stop it (702.50b)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.copies import CopySpell
from arbiter.mtg.effects.end_of_combat import EACH_OF_YOUR_UPKEEPS, create_delayed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.abilities import Keyword, TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.lki import EpicSpell
from arbiter.mtg.state import NO_OBJECT, GameObject, TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.refs import TargetSpec

EPIC = "epic"
_EACH_UPKEEP = "At the beginning of each of your upkeeps"
_THIS = Ref("this")


@dataclass(frozen=True, slots=True)
class Epic(Effect):
    """Epic's two spell abilities, performed after the spell's other instructions (CR 702.50a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Epic"


@dataclass(frozen=True, slots=True)
class CopyEpicSpell(CopySpell):
    """The delayed ability's instruction: "copy this spell except for its epic ability. If the
    spell has any targets, you may choose new targets for the copy." (CR 702.50a, 707.10c) — the
    spell being the one its ``EpicSpell`` record keeps."""

    to: Ref = _THIS

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "Copy this spell except for its epic ability. If the spell has any targets, you may choose new"
            " targets for the copy."
        )


def without_epic(card: CardDef) -> CardDef:
    """CR 702.50a: "copy this spell except for its epic ability" — the copy's characteristics."""
    kept = tuple(a for a in card.abilities if not (isinstance(a, Keyword) and a.name == EPIC))
    return replace(card, abilities=kept)


@handles(Epic)
def _epic(g: Game, o: GameObject, e: Epic, legal: list[bool]) -> None:
    """CR 702.50a–b: its controller can't cast spells for the rest of the game; the delayed
    triggered ability is created (603.7a) with the spell as it resolves (608.2h)."""
    st = g.state
    player = o.controller
    rule = TurnEffect(NO_OBJECT, 0, resolved.CantCast(player, ""), g.next_timestamp())
    g.set(st, "lasting", (*st.lasting, rule))
    g.log(ev.EffectCreated("702.50b", st.players[player].name, msg("can't cast spells for the rest of the game")))
    kept = (EpicSpell(without_epic(o.card), o.modes, o.x, o.kicked, o.targets, o.division),)
    copy = CopyEpicSpell()
    ability = TriggeredAbility("delayed", (copy,), trigger_text=_EACH_UPKEEP)
    said = f"{_EACH_UPKEEP}, {copy.text(())[0].lower()}{copy.text(())[1:]}"
    create_delayed(g, o, ability, EACH_OF_YOUR_UPKEEPS, st.turn, said, kept=kept)


def epic_spell(o: GameObject) -> GameObject | None:
    """The spell epic's delayed ability copies, as it resolved (CR 707.10): a stand-in object on
    the stack with the kept characteristics and decisions — the spell itself has left."""
    kept = next((x for x in o.lki if isinstance(x, EpicSpell)), None)
    if kept is None:
        return None
    spell = GameObject(o.source if o.source is not None else NO_OBJECT, kept.card, o.controller, o.zone)
    spell.controller = o.controller
    spell.modes, spell.x, spell.kicked = kept.modes, kept.x, kept.kicked
    spell.targets, spell.division = kept.targets, kept.division
    return spell
