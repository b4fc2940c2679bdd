"""Which prevention effects (CR 615) apply to one damage event: the statics of permanents
("Prevent all damage that would be dealt to ~ by creatures.", 604.1) and the effects of resolved
spells and abilities that last for the turn ("Prevent all combat damage that would be dealt by
target creature this turn.", 611.2a). Each is a :class:`PreventionRule`; the party words are read
when the damage would be dealt (615.1: prevention effects aren't locked in ahead of time; 615.9:
a source's properties are checked again then)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg import resolved
from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.statics.prevention import PreventDamage, PreventionRule
from arbiter.mtg.layers import statics
from arbiter.mtg.state import ObjectRef, PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.statics.prevention import Party
    from arbiter.mtg.state import GameObject, TargetRef


@dataclass(frozen=True, slots=True)
class Origin:
    """Whose effect a rule is: its source object (``id``, ``zcc``: the permanent with the static,
    or the source of the resolved spell or ability — "other creatures" are the others), the Aura's
    or Equipment's creature (``attached``, -1 for none) and its controller (``you``)."""

    id: int
    zcc: int
    attached: int
    you: int


@dataclass(frozen=True, slots=True)
class Applicable:
    """One prevention effect that applies to a damage event: its key (614.5: once per event), its
    rule, whose it is, its timestamp and the static it comes from (None for a resolved effect)."""

    key: str
    rule: PreventionRule
    whose: int
    timestamp: int
    static: PreventDamage | None
    source_id: int


def _recipient_fits(g: Game, p: Party, to: TargetRef, at: Origin) -> bool:
    """Is ``to`` the recipient ``p`` names?"""
    if isinstance(to, PlayerRef):
        return (
            (p.kind == "you" and to.index == at.you)
            or p.kind == "players"
            or (p.kind == "player" and to.index == p.id)
        )  # fmt: skip
    if p.kind == "this":
        return to.id == at.id and to.zcc == at.zcc
    if p.kind == "attached":
        return to.id == at.attached
    if p.kind == "object":
        return to.id == p.id and to.zcc == p.zcc
    if p.kind == "group" and p.filter is not None:
        o = g.state.objects.get(to.id)
        return o is not None and o.zone is Zone.BATTLEFIELD and fits(g, p.filter, o, at.you, at.id)
    return False


def _dealer_fits(g: Game, p: Party, dealer: GameObject, at: Origin) -> bool:
    """Is ``dealer`` the source ``p`` names (its properties as they are now, 615.9)?"""
    if p.kind == "this":
        return dealer.id == at.id and dealer.zcc == at.zcc
    if p.kind == "attached":
        return dealer.id == at.attached
    if p.kind == "object":
        became = p.spell and dealer.zcc == p.zcc + 1 and dealer.zone is Zone.BATTLEFIELD  # CR 609.7a
        same = dealer.id == p.id and (dealer.zcc == p.zcc or became or _as_it_last_existed(p, dealer))
        return same and (p.filter is None or fits(g, p.filter, dealer, at.you, at.id))  # CR 609.7b
    if p.kind == "group" and p.filter is not None:
        return fits(g, p.filter, dealer, at.you, at.id)
    return False


def _as_it_last_existed(p: Party, dealer: GameObject) -> bool:
    """CR 609.7a, 113.7a, 608.2h: a permanent chosen (or named) that has since left the battlefield
    and now deals damage through an ability — Mogg Fanatic sacrificed, "When ~ dies, it deals …" —
    deals it as it last existed: still that permanent. The card it became, one zone change later and
    off the battlefield, stands for it (the engine deals such damage from that card, read through its
    last known information); the card back on the battlefield is a new object (400.7). A permanent
    *spell* chosen is also the permanent it became on resolving (609.7a): that permanent gone, two
    zone changes after the choice (stack, battlefield, then away), still deals its damage as it
    last existed — the card off the battlefield that left it (``left_controller`` recorded)."""
    if dealer.zone is Zone.BATTLEFIELD:
        return False
    if p.spell:
        return dealer.zcc == p.zcc + 2 and dealer.left_controller is not None
    return dealer.zcc == p.zcc + 1


def rule_applies(g: Game, r: PreventionRule, at: Origin, to: TargetRef, dealer: GameObject, combat: bool) -> bool:
    """CR 615.1: does ``r`` (of the effect ``at``) apply to ``dealer``'s damage to ``to``?"""
    if (r.combat == "combat" and not combat) or (r.combat == "noncombat" and combat):
        return False
    to_ok = not r.to or any(_recipient_fits(g, p, to, at) for p in r.to)
    by_ok = not r.by or any(_dealer_fits(g, p, dealer, at) for p in r.by)
    if r.either:
        return (bool(r.to) and to_ok) or (bool(r.by) and by_ok)
    return to_ok and by_ok


def _static_holders(g: Game, to: TargetRef, dealer: GameObject) -> Iterator[GameObject]:
    """The permanents whose statics may prevent this damage: those whose statics affect others,
    and the recipient and the source themselves (a granted "Prevent all damage that would be
    dealt to ~.")."""
    st = g.state
    seen: set[int] = set()
    ids = [*st.grant_sources, dealer.id]
    if isinstance(to, ObjectRef):
        ids.append(to.id)
    for i in ids:
        o = st.objects.get(i)
        if o is None or i in seen or o.zone is not Zone.BATTLEFIELD:
            continue
        seen.add(i)
        yield o


def applicable(g: Game, to: TargetRef, dealer: GameObject, combat: bool) -> list[Applicable]:
    """Every static or resolved "prevent all" effect that applies to ``dealer``'s damage to ``to``
    now (CR 615.1), in timestamp order."""
    st = g.state
    found: list[Applicable] = []
    # CR 611.2a: "until your next turn" prevention effects are kept in ``lasting``
    for x in (*st.effects, *st.lasting) if st.lasting else st.effects:
        if not isinstance(x.change, resolved.PreventDamageThisTurn):
            continue
        r, at = x.change.rule, x.change.origin
        if rule_applies(g, r, at, to, dealer, combat):
            # CR 616.1: named by the source of the spell or ability that created it (Circle of
            # Protection: Red), so the affected player can choose it among the others
            sid = at.id if at.id in st.objects else -1
            found.append(Applicable(f"prevent {x.timestamp}", r, at.you, x.timestamp, None, sid))
    if st.grant_sources or isinstance(to, ObjectRef) or dealer.zone is Zone.BATTLEFIELD:
        for src in _static_holders(g, to, dealer):
            ss = [s for s in statics(g, src) if isinstance(s, PreventDamage)]
            if not ss:
                continue
            host = src.attached_to if src.attached_to is not None else -1
            at = Origin(src.id, src.zcc, host, src.controller)
            for n, s in enumerate(ss):
                if rule_applies(g, s.rule, at, to, dealer, combat):
                    key = f"static {src.id} {src.zcc} {n}"
                    found.append(Applicable(key, s.rule, src.controller, src.timestamp, s, src.id))
    return found
