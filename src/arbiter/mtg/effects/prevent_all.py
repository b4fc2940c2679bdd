"""CR 615.1a, 611.2a: "Prevent all [combat] damage that would be dealt to/by … this turn." — a
prevention effect a spell or ability creates as it resolves, lasting until the turn ends (514.2).
The objects and players it names by target or "~" are fixed as it resolves (608.2b: an illegal
target is unaffected); a group ("creatures you control") is read each time damage would be dealt
(615.1: prevention effects aren't locked in ahead of time)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import resolve_ref, turn_effect
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.statics.prevention import Party, PreventionRule
from arbiter.mtg.replacement.prevention_rules import Origin
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject

REF = Party("ref")  # where a referenced party ("target creature", "~", "it") stands in ``rule``


@dataclass(frozen=True, slots=True)
class PreventAllThisTurn(Effect):
    """ "Prevent all combat damage that would be dealt by target creature this turn." — ``rule``
    with :data:`REF` standing for ``to_ref`` among its recipients and ``by_ref`` among its
    sources; ``text_`` is the Oracle sentence."""

    rule: PreventionRule
    to_ref: Ref | None
    by_ref: Ref | None
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def fixed_parties(
    g: Game, o: GameObject, parties: tuple[Party, ...], ref: Ref | None, legal: list[bool]
) -> tuple[Party, ...]:
    """The parties with the referenced one fixed now (dropped if it is gone or illegal)."""
    out: list[Party] = []
    for p in parties:
        if p.kind != "ref":
            out.append(p)
            continue
        to = resolve_ref(g, o, ref, legal) if ref is not None else None
        if isinstance(to, PlayerRef):
            out.append(Party("player", id=to.index))
        elif to is not None:
            out.append(Party("object", id=to.id, zcc=to.zcc))
    return tuple(out)


@handles(PreventAllThisTurn)
def _prevent_all(g: Game, o: GameObject, e: PreventAllThisTurn, legal: list[bool]) -> None:
    """CR 615.1a, 514.2: the prevention effect exists until the turn ends; if every party it was
    to name by reference is gone, it does nothing (608.2b)."""
    r = e.rule
    to, by = fixed_parties(g, o, r.to, e.to_ref, legal), fixed_parties(g, o, r.by, e.by_ref, legal)
    if ((r.to and not to) or (r.by and not by)) and (not r.either or (not to and not by)):
        return
    sid = o.source if o.source is not None else o.id
    src = g.state.objects.get(sid)
    at = Origin(sid, src.zcc if src is not None else 0, -1, o.controller)
    turn_effect(g, o, resolved.PreventDamageThisTurn(replace(r, to=to, by=by), at), "615.1a",
                msg("will prevent the damage it describes this turn"))  # fmt: skip
