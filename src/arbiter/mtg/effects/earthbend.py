"""Earthbend (CR 701.66): "Earthbend N" means "Target land you control becomes a 0/0 land creature
with haste in addition to its other types. Put N +1/+1 counters on it. When that land dies or is
put into exile, return it to the battlefield tapped under your control." (701.66a).

The three instructions are followed in order (608.2c) on the one target; with the target illegal
as it resolves, none is (608.2b). The land's new types, base 0/0 and haste have no duration: they
last as long as it stays on the battlefield (611.2a, 400.7), in layers 4, 6 and 7b with one
timestamp (613.6). The counters are put by the ordinary instruction (replacement effects apply,
614.1). The delayed triggered ability (603.7a) watches that permanent until it leaves the
battlefield — for any turn, not only this one — and triggers once (603.7c) if it dies (put into a
graveyard from the battlefield, 700.4, a creature then or not) or is put into exile from it; it is its creator's
(603.7d), and "it" is the card the land became (400.7: only in the zone it went to, so a card that
has moved on isn't returned). It is watched by :mod:`arbiter.mtg.triggers.earthbend`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.effects.end_of_combat import EARTHBEND, create_delayed
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform, permanent_of
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.lki import SubjectSeen
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.state import TurnEffect
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject

EARTHBENT = Animation(0, 0, frozenset({CardType.CREATURE}), keywords=("haste",), retain="all")
_RETURN_TEXT = "When that land dies or is put into exile, return it to the battlefield tapped under your control."


@dataclass(frozen=True, slots=True)
class Earthbend(Effect):
    """ "Earthbend N." on ``to`` (the target land you control, 701.66a)."""

    scaled = ("count",)

    count: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Earthbend {self.count}."


@dataclass(frozen=True, slots=True)
class ReturnEarthbentLand(Effect):
    """The delayed ability's instruction: "return it to the battlefield tapped under your control"."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Return it to the battlefield tapped under your control."


RETURN_ABILITY = TriggeredAbility(
    "delayed", (ReturnEarthbentLand(),), trigger_text="When that land dies or is put into exile"
)


def earthbend_counters(g: Game, o: GameObject, e: Earthbend, legal: list[bool]) -> PutCounters | None:
    """The land becomes a 0/0 land creature with haste and the delayed ability is created; the
    "Put N +1/+1 counters on it." left to follow — through the ordering of the replacement effects
    that would apply to it (616.1, :mod:`arbiter.mtg.paused.replacement_order`). None: the target is
    gone (608.2b). (The delayed ability waits for the land to leave, so creating it before the
    counters are put changes nothing, 608.2c.)"""
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return None  # CR 608.2b
    st = g.state
    g.set(st, "lasting", (*st.lasting, TurnEffect(t.id, t.zcc, resolved.Becomes(EARTHBENT), g.next_timestamp())))
    g.log(ev.EffectCreated("701.66a", t.label, msg("becomes a 0/0 creature with haste; it's still a land")))
    create_delayed(g, o, RETURN_ABILITY, EARTHBEND, st.turn, _RETURN_TEXT, subject=(t.id, t.zcc))
    return PutCounters("+1/+1", e.count, e.to)


@handles(Earthbend)
def _earthbend(g: Game, o: GameObject, e: Earthbend, legal: list[bool]) -> None:
    counters = earthbend_counters(g, o, e, legal)
    if counters is not None:
        perform(g, o, (counters,), legal)


@handles(ReturnEarthbentLand)
def _return(g: Game, o: GameObject, e: ReturnEarthbentLand, legal: list[bool]) -> None:
    """CR 701.66a, 400.7: the card the land became, still in the graveyard or exile."""
    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    card = g.state.objects.get(seen.id) if seen is not None else None
    if seen is None or card is None or card.zcc != seen.zcc or card.zone not in (Zone.GRAVEYARD, Zone.EXILE):
        return
    with entering_tapped():  # CR 110.5b, 614.1d: it enters tapped (not tapped once it is there)
        move(g, card, Zone.BATTLEFIELD, "701.66a", "returns", controller=o.controller)
