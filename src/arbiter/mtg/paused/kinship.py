"""The question of kinship (CR 207.2c; :class:`~arbiter.mtg.effects.kinship.KinshipReveal`): the
controller may look at the top card of their library (looking moves nothing) and, if it shares a
creature type with the source (205.3m; a changeling card or source has every creature type,
702.73a), may reveal it (701.20a–b: it stays on top); if they do, the instruction after "If you
do" is followed (608.2e). Not looking and not revealing leave the game the same, so the one
question asked is whether to reveal — only when the card shares a creature type."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted
from arbiter.mtg import effects
from arbiter.mtg.effects.kinship import KinshipReveal
from arbiter.mtg.enums import Zone
from arbiter.mtg.objects.creature_types import CREATURE_TYPES
from arbiter.mtg.objects.last_known import source_as_it_last_existed
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.paused.base import Askers, At, Next
from arbiter.mtg.paused.reveal_top import ask_to_reveal, revealed

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

_CREATURE_TYPES = frozenset(CREATURE_TYPES)


@dataclass(frozen=True, slots=True)
class RevealingKin:
    """The top card (as it was when asked) and the instruction after "If you do"."""

    card: int
    e: KinshipReveal

    def answer(self, g: Game, at: At, answer: str) -> Next:
        o = at.object(g)
        if not revealed(g, answer, o.controller, (self.card,)):
            return Next.NOT_DONE  # CR 608.2e: "If you do" — they didn't
        effects.perform(g, o, (self.e.then,), list(at.legal))
        return Next.GO_ON


def _types(g: Game, o: GameObject) -> frozenset[str] | None:
    """The creature types of ``o`` (None: every one): a permanent's as they are now (layer 4), a
    card elsewhere as printed — changeling works in every zone (702.73a)."""
    from arbiter.mtg.layers.queries import is_every_creature_type, subtypes

    if o.zone is Zone.BATTLEFIELD and o.id in g.state.objects and g.state.objects[o.id] is o:
        return None if is_every_creature_type(g, o) else frozenset(subtypes(g, o)) & _CREATURE_TYPES
    return None if "changeling" in o.card.keywords else frozenset(o.card.subtypes) & _CREATURE_TYPES


def shares_creature_type(g: Game, a: GameObject, b: GameObject) -> bool:
    """CR 205.3m: whether ``a`` and ``b`` have a creature type in common."""
    ta, tb = _types(g, a), _types(g, b)
    if ta is None and tb is None:
        return True
    if ta is None or tb is None:
        return bool(ta or tb)  # (every creature type shares each one the other has)
    return bool(ta & tb)


def begin_kinship(g: Game, at: At, e: KinshipReveal) -> Next:
    o = at.object(g)
    source = resolving_source(g, o)
    if source is not None and source.zone is not Zone.BATTLEFIELD:
        source = source_as_it_last_existed(g, o)  # CR 608.2h: gone — its creature types as it last existed
    library = g.state.players[o.controller].library
    if source is None or not library:
        return Next.NOT_DONE
    top = g.state.objects[library[0]]
    if not shares_creature_type(g, source, top):
        return Next.NOT_DONE
    prompt = Quoted(e.text(effects.printed_specs_of(o)))
    return ask_to_reveal(g, at, RevealingKin(top.id, e), o.controller, "608.2c", prompt)


def register(askers: Askers) -> None:
    askers.add(KinshipReveal, begin_kinship)
