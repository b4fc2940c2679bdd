"""Instructions that move many objects, or a chain of them, between zones (CR 400.7, 608.2c):
Living Death's "Each player exiles all creature cards from their graveyard, then sacrifices all
creatures they control, then puts all cards they exiled this way onto the battlefield.", Maelstrom
Pulse's "Destroy target nonland permanent and all other permanents with the same name as that
permanent." and "Destroy/Exile each … with mana value X or less." (X as announced)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.zones import destroy
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.layers import is_creature
from arbiter.mtg.zones import hosts_first, leaving_together, move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject

_PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER, CardType.BATTLE}
)


@dataclass(frozen=True, slots=True)
class ExileSacrificeReturn(Effect):
    """Living Death / Living End: each player (APNAP order, 101.4) exiles all creature cards from
    their graveyard; then each sacrifices all creatures they control (701.21a); then each puts the
    cards they exiled this way onto the battlefield (under their control, 110.2a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "Each player exiles all creature cards from their graveyard, then sacrifices all creatures they "
            "control, then puts all cards they exiled this way onto the battlefield."
        )


@handles(ExileSacrificeReturn)
def _exile_sacrifice_return(g: Game, o: GameObject, e: ExileSacrificeReturn, legal: list[bool]) -> None:
    st = g.state
    order = [st.active, 1 - st.active]
    exiled: list[tuple[int, int]] = []
    for p in order:
        for cid in list(st.players[p].graveyard):
            card = st.objects[cid]
            if CardType.CREATURE in card.card.types:
                move(g, card, Zone.EXILE, "406.2", "is exiled")
                if card.zone is Zone.EXILE:
                    exiled.append((card.id, card.zcc))
    for p in order:
        for pid in [i for i in st.battlefield if st.objects[i].controller == p]:
            x = st.objects[pid]
            if x.zone is Zone.BATTLEFIELD and is_creature(g, x):
                move(g, x, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    from arbiter.mtg.objects.as_enters import entering_together  # (it reads the effects' registry)
    from arbiter.mtg.replacement.enters import moving_together

    back = [st.objects[cid] for cid, zcc in exiled if st.objects[cid].zcc == zcc]
    # CR 614.12: all at once, their "as ~ enters" questions after
    with entering_together(g), moving_together(back):
        for cid, zcc in exiled:  # "this way": the same objects, still in exile (400.7)
            card = st.objects[cid]
            if card.zone is Zone.EXILE and card.zcc == zcc:
                move(g, card, Zone.BATTLEFIELD, "110.2a", "is put onto the battlefield", controller=card.owner)


@dataclass(frozen=True, slots=True)
class EachWithValueX(Effect):
    """ "Destroy/Exile each <permanent> with mana value X or less [that's one or more colors]." —
    X as announced for the spell or ability (107.3; a [−X] loyalty ability's X, 606.4); the
    permanents are found as it resolves (608.2c, 611.2c) and moved at once (701.8a, 406.2)."""

    exile: bool
    what: Filter  # its mana value bound is set to X as it resolves
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(EachWithValueX)
def _each_with_value_x(g: Game, o: GameObject, e: EachWithValueX, legal: list[bool]) -> None:
    st = g.state
    what = replace(e.what, max_value=o.x)  # CR 202.3, 107.3
    source = o.source if o.source is not None else o.id
    found = [st.objects[i] for i in st.battlefield if fits(g, what, st.objects[i], o.controller, source)]
    # CR 616.1, 101.4: the active player's permanents first — the players order the replacement
    # effects on their own permanents (umbra armor, regeneration) in APNAP order
    found.sort(key=lambda t: t.controller != st.active)
    with leaving_together(g, found):  # CR 603.10a: each as it was before any of them left
        for t in hosts_first(found):  # CR 603.10a: each host leaves before what is attached to it
            if t.zone is not Zone.BATTLEFIELD:
                continue
            if e.exile:
                move(g, t, Zone.EXILE, "406.2", "is exiled")
            else:
                destroy(g, t, "701.8")
