"""Reflexive triggered abilities (CR 603.12): "You may sacrifice another creature. When you do,
destroy target creature an opponent controls." — the resolving ability creates a triggered
ability that triggers when its optional action was done. It follows the rules of delayed
triggered abilities (603.7) but is checked at once: it waits to be put on the stack the next
time a player would receive priority (603.3), and its targets are chosen then (603.3d) — after
the action, not when the first ability was put on the stack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import DelayedReturnTrigger, SubjectSeen, ThatMuch, ThatPlayer, WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.lki import Lki
    from arbiter.mtg.state import GameObject

REFLEXIVE = "reflexive"  # the ``at`` of a reflexive trigger's entry among the delayed ones
WHEN_YOU_DO = "When you do"


@dataclass(frozen=True, slots=True)
class WhenYouDo(Effect):
    """ "When you do, <effect>." after an optional action ("You may pay {2}.", "You may sacrifice
    a creature.", "You may discard a card."): done only if the action was (608.2c), it creates the
    reflexive triggered ``ability`` (603.12), whose targets are its own."""

    ability: TriggeredAbility

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.ability.text()


def reflexive_ability(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...]) -> TriggeredAbility:
    """The reflexive triggered ability of "When you do, <effects>" (CR 603.12)."""
    return TriggeredAbility(REFLEXIVE, effects, targets, None, WHEN_YOU_DO)


def _subject(o: GameObject) -> tuple[int, int] | None:
    """What the creating ability's trigger event was about ("that player", "it", "that much"), kept
    for the reflexive ability, which is part of the same instructions (CR 603.12, 608.2c)."""
    from arbiter.mtg.triggers.damage_amounts import AMOUNT
    from arbiter.mtg.triggers.matching import PLAYER

    for x in o.lki:
        if isinstance(x, SubjectSeen):
            return (x.id, x.zcc)
    for x in o.lki:
        if isinstance(x, ThatPlayer):
            return (x.index, PLAYER)
        if isinstance(x, ThatMuch):
            return (x.amount, AMOUNT)
    return None


@handles(WhenYouDo)
def _when_you_do(g: Game, o: GameObject, e: WhenYouDo, legal: list[bool]) -> None:
    """CR 603.12: the action was done, so the reflexive ability triggers now; it waits to be put
    on the stack like any triggered ability (603.3), controlled by the creating spell's or ability's
    controller, its source theirs (603.7d–e)."""
    create_reflexive(g, o, e.ability)


def create_reflexive(g: Game, o: GameObject, ability: TriggeredAbility, kept: tuple[Lki, ...] = ()) -> None:
    """CR 603.12: the reflexive ``ability`` triggers now (``kept``: what it reads of the resolution
    that created it, 608.2h)."""
    from arbiter.mtg.triggers.builtin import DELAYED

    st = g.state
    source_id = o.source if o.source is not None and o.source in st.objects else o.id
    source = st.objects[source_id]
    subject = _subject(o)
    entry = DelayedReturnTrigger(
        source_id, source.zcc, o.controller, st.turn, ability, fired=True, at=REFLEXIVE, subject=subject, kept=kept
    )
    g.set(st, "delayed", (*st.delayed, entry))
    g.set(st, "waiting", (*st.waiting, WaitingTrigger(source_id, DELAYED, o.controller, subject)))
    said = ability.text()
    g.log(
        ev.EffectCreated(
            "603.12", o.label, msg("has a reflexive triggered ability trigger: {ability}", ability=Quoted(said))
        )
    )
