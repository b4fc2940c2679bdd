"""Protection that "doesn't remove" Auras (CR 702.16n, 702.16p), at work: the protection abilities
such an Aura grants in layer 6 (613.1f), and whether the protection of a permanent makes an
attached Aura or Equipment illegal (702.16c–d; the state-based actions 704.5m, 704.5n)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import ChoiceKey, Zone
from arbiter.mtg.ir.abilities import Keyword
from arbiter.mtg.ir.statics.sparing import CHOSEN_COLOR, Spares, SparingProtection
from arbiter.mtg.objects.chosen import chosen
from arbiter.mtg.objects.enchant_legality import is_aura_now

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.statics.grants import AttachedGrant
    from arbiter.mtg.state import GameObject


def sparing_keywords(ab: AttachedGrant, source: GameObject) -> tuple[Keyword, ...]:
    """The keywords ``source``'s grant gives (CR 613.1f): each protection ability one that spares
    what the grant's "This effect doesn't remove …" names (702.16n–p), "protection from the
    chosen color" as protection from the color ``source`` chose as it entered (614.12; none if
    it chose none)."""
    out: list[Keyword] = []
    for k in ab.keywords:
        if not k.startswith("protection from ") or ab.spares is None:
            out.append(Keyword(k))
            continue
        if k == CHOSEN_COLOR:
            color = chosen(source, ChoiceKey.COLOR)
            if not isinstance(color, str):
                continue
            k = f"protection from {color.lower()}"
        out.append(SparingProtection(k, spares=ab.spares, granted_by=source.id))
    return tuple(out)


def protection_removes(g: Game, host: GameObject, attached: GameObject) -> bool:
    """CR 702.16c–d: ``host`` has a protection ability from a quality ``attached`` has that makes
    it illegal for ``attached`` to be attached to it — one that doesn't spare it (702.16n–p: "If
    the creature has other instances of protection from the same quality, those instances affect
    Auras as normal")."""
    from arbiter.mtg.targets import protection_instances, stops  # (targets reads the layers, which read this)

    return any(stops(g, kw, attached) and not _spares(g, kw, host, attached) for kw in protection_instances(g, host))


def _spares(g: Game, kw: Keyword, host: GameObject, attached: GameObject) -> bool:
    """Whether this protection ability doesn't remove ``attached`` (CR 702.16n, 702.16p)."""
    if not isinstance(kw, SparingProtection):
        return False
    if attached.id == kw.granted_by:  # "this Aura"; 702.16p: "(including the Aura giving … protection)"
        return True
    if kw.spares is Spares.AURAS:
        return is_aura_now(attached)
    if kw.spares is Spares.ALREADY_ATTACHED:
        return _already_attached(g, kw, attached)
    return False


def _already_attached(g: Game, kw: SparingProtection, attached: GameObject) -> bool:
    """CR 702.16p: an Aura or Equipment the granting Aura's controller controls that was attached
    to the creature when the protection effect started to apply — as the granting Aura became
    attached. An Aura or Equipment gets a new timestamp each time it becomes attached (613.7e), so
    one attached before the granting Aura has the older timestamp."""
    granter = g.state.objects.get(kw.granted_by) if kw.granted_by is not None else None
    if granter is None or granter.zone is not Zone.BATTLEFIELD or attached.controller != granter.controller:
        return False
    if not (is_aura_now(attached) or attached.card.is_equipment):
        return False
    return attached.timestamp < granter.timestamp
