"""The monarch (CR 725): a designation a player can have. Its two inherent triggered abilities
(725.2) belong to a designation object in the command zone, controlled by the monarch, so they
trigger and go on the stack like any other: "At the beginning of the monarch's end step, that
player draws a card" and "Whenever a creature deals combat damage to the monarch, its controller
becomes the monarch". Only one player is the monarch at a time (725.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.designations import Monarch
from arbiter.mtg.effects.library import Draw
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.state import SubjectSeen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class BecomeMonarch(Effect):
    """ "You become the monarch." / "Target player becomes the monarch." (CR 725.1, 725.3)"""

    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.who.kind == "you":
            return "You become the monarch."
        who = self.who.text(specs)
        return f"{who[0].upper()}{who[1:]} becomes the monarch."


@dataclass(frozen=True, slots=True)
class DamagerBecomesMonarch(Effect):
    """CR 725.2: "… its controller becomes the monarch" — the creature that dealt the combat
    damage (the subject of the trigger), as it is now or as it last existed."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Its controller becomes the monarch."


END_STEP_DRAW = 0  # the designation's triggered abilities, by index


COMBAT_DAMAGE = 1


MONARCH = CardDef(
    "The monarch",
    None,
    frozenset(),
    abilities=(
        TriggeredAbility("monarch end step", (Draw(1, Ref("you")),),
                         trigger_text="At the beginning of the monarch's end step"),
        TriggeredAbility("monarch dealt combat damage", (DamagerBecomesMonarch(),),
                         trigger_text="Whenever a creature deals combat damage to the monarch"),
    ),
)  # fmt: skip


def become_monarch(g: Game, player: int) -> None:
    """CR 725.3: ``player`` becomes the monarch; the current monarch ceases to be."""
    st = g.state
    if st.monarch is None:
        designation = g.create(MONARCH, player, Zone.COMMAND).id
    elif st.monarch.player != player:
        designation = st.monarch.designation
    else:
        return
    g.set(st, "monarch", Monarch(player, designation))
    g.set(st.objects[designation], "controller", player)
    g.log(ev.EffectCreated("725.3", st.players[player].name, msg("becomes the monarch")))


@handles(BecomeMonarch)
def _become(g: Game, o: GameObject, e: BecomeMonarch, legal: list[bool]) -> None:
    for player in players_of(g, o, e.who, legal):
        become_monarch(g, player)


@handles(DamagerBecomesMonarch)
def _damager_becomes(g: Game, o: GameObject, e: DamagerBecomesMonarch, legal: list[bool]) -> None:
    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    creature = g.state.objects.get(seen.id) if seen is not None else None
    if creature is not None:
        become_monarch(g, creature.controller)  # (as it last existed if it has left, 608.2h)
