""" "<object> becomes …" for a turn (CR 611.2a, 613.6, 205.1a–b): one effect that may change an
object's types, colors, abilities and base power and toughness at once — "Until end of turn,
target creature becomes a blue Frog with base power and toughness 1/1.", "~ becomes a 3/3 Beast
artifact creature until end of turn.", "Target creature becomes an artifact in addition to its
other types until end of turn.", "… loses all abilities, and gains flying."."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, Term, Words, each_and, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of, turn_effect
from arbiter.mtg.effects.selection import selected_permanents
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.state import TurnEffect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class Becomes(Effect):
    """ "<ref> [loses all abilities and] becomes <characteristics> until end of turn." — the new
    characteristics as one :class:`Animation` (layers 4, 5, 6 and 7b with one timestamp, 613.6);
    ``lose_all`` adds "loses all abilities" (layer 6, applied before the abilities it gains:
    613.7 orders one effect's parts as written). ``text_`` is the Oracle sentence."""

    to: Selector  # (a group: an overloaded spell's "each", CR 702.96a)
    becoming: Animation
    lose_all: bool
    text_: str
    lasting: bool = False  # no duration stated: until the game ends (CR 611.2a)
    x_pt: bool = False  # "becomes an X/X …": its power and toughness the X announced (CR 107.3a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(Becomes)
def _becomes(g: Game, o: GameObject, e: Becomes, legal: list[bool]) -> None:
    """CR 611.2a: until end of turn — or, with no duration stated, until the game ends; 611.2c: it
    affects only the object it found as it resolved."""
    if not isinstance(e.to, Ref):  # CR 611.2c: a group ("each creature you control", 702.96a) as it begins
        for each in selected_permanents(g, o, e.to, legal):
            _become(g, o, each, e)
        return
    t = permanent_of(g, o, e.to, legal)
    if t is None or not (t.zone is Zone.BATTLEFIELD or (t.zone is Zone.STACK and _colors_only(e))):
        return
    _become(g, o, t, e)


def _become(g: Game, o: GameObject, t: GameObject, e: Becomes) -> None:
    if e.x_pt:  # CR 107.3a, 608.2h: "an X/X …" with the X announced for it
        e = replace(e, becoming=replace(e.becoming, power=o.x, toughness=o.x), x_pt=False)
    if e.lasting:
        st = g.state
        made: tuple[resolved.LoseAbilities | resolved.Becomes, ...] = (resolved.Becomes(e.becoming),)
        if e.lose_all:
            made = (resolved.LoseAbilities(), *made)  # (applied first, as written: 613.7)
        g.set(st, "lasting", (*st.lasting, *(TurnEffect(t.id, t.zcc, c, g.next_timestamp()) for c in made)))
        if e.lose_all:
            g.log(ev.EffectCreated("613.1f", t.label, msg("loses all abilities")))
        g.log(ev.EffectCreated("613.1d", t.label, _described(e.becoming, lasting=True)))
        return
    if e.lose_all:
        turn_effect(g, t, resolved.LoseAbilities(), "613.1f", msg("loses all abilities until end of turn"))
    turn_effect(g, t, resolved.Becomes(e.becoming), "613.1d", _described(e.becoming))


def _colors_only(e: Becomes) -> bool:
    """ "Target spell or permanent becomes red." on a spell: only its color changes (CR 105.3, 613.1e),
    and the permanent the spell becomes keeps it (400.7a: ``zones._carry_spell_effects``)."""
    a = e.becoming
    changes_more = a.power is not None or a.types or a.subtypes or a.keywords or a.all_creature_types
    return bool(a.colors) and not changes_more and not e.lose_all


def _described(a: Animation, lasting: bool = False) -> str:
    """What the effect does, as the log says it: "becomes 1/1 blue Frog until end of turn"."""
    parts: list[object] = [f"{a.power}/{a.toughness}"] if a.power is not None else []
    parts += [Term(c) for c in sorted(c.name.lower() for c in a.colors)]
    parts += [*(Term(s) for s in a.subtypes), *(Term(t) for t in sorted(t.value.lower() for t in a.types))]
    what = Words(parts)
    keywords = each_and(Quoted(k) for k in a.keywords)
    if lasting:
        if a.retain == "all" and a.keywords:
            return msg("becomes {what} with {keywords} in addition to its other types", what=what, keywords=keywords)
        if a.retain == "all":
            return msg("becomes {what} in addition to its other types", what=what)
        if a.keywords:
            return msg("becomes {what} with {keywords}", what=what, keywords=keywords)
        return msg("becomes {what}", what=what)
    if a.retain == "all" and a.power is None:  # (a base 0/1, as Humble sets, is still a P/T: 613.4b)
        if a.keywords:
            return msg(
                "becomes {what} with {keywords} in addition to its other types until end of turn",
                what=what,
                keywords=keywords,
            )
        return msg("becomes {what} in addition to its other types until end of turn", what=what)
    if a.keywords:
        return msg("becomes {what} with {keywords} until end of turn", what=what, keywords=keywords)
    return msg("becomes {what} until end of turn", what=what)
