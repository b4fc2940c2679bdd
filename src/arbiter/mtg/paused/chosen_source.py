"""Choosing a source of damage (CR 609.7a) for :class:`PreventFromChosenSource`: a permanent, a
spell on the stack (a permanent spell stands for the permanent it becomes too), the source of an
ability on the stack, or a face-up object in the command zone — one with the properties asked
("a red source"); with none, no effect is created."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import resolved
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.effects.chosen_source import PreventFromChosenSource, RedirectFromChosenSource
from arbiter.mtg.effects.prevent_all import fixed_parties
from arbiter.mtg.effects.resolution import describe_target, resolve_ref, turn_effect
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.statics.prevention import Party
from arbiter.mtg.layers import card_types
from arbiter.mtg.objects.chosen import with_choice_fixed
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.replacement.prevention_rules import Origin

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.statics.prevention import PreventionRule


def _candidates(g: Game) -> list[int]:
    """CR 609.7a: the objects a player may choose as a source of damage."""
    st = g.state
    out: list[int] = [*st.battlefield]
    for i in st.stack:
        o = st.objects[i]
        out.append(i if o.source is None else o.source)  # a spell, or an ability's source
    for p in st.players:
        out.extend(p.command)
    return list(dict.fromkeys(i for i in out if i in st.objects))


def _origin(g: Game, at: At) -> Origin:
    o = at.object(g)
    sid = o.source if o.source is not None else o.id
    src = g.state.objects.get(sid)
    return Origin(sid, src.zcc if src is not None else 0, -1, o.controller)


@dataclass(frozen=True, slots=True)
class ChoosingSource:
    """CR 609.7a: the source chosen; the effect begins with it."""

    effect: PreventFromChosenSource | RedirectFromChosenSource

    def answer(self, g: Game, at: At, card: int) -> Next:
        o, e = at.object(g), self.effect
        chosen = g.state.objects.get(card)
        origin = _origin(g, at)
        if chosen is None or card not in _candidates(g) or not fits(g, e.source, chosen, origin.you, origin.id):
            return Next.GO_ON
        spell = chosen.zone is Zone.STACK and bool(card_types(g, chosen) & _PERMANENT_TYPES)
        kind = with_choice_fixed(g, e.source, origin.id)  # CR 609.7b: rechecked against this color
        by = (Party("object", kind, chosen.id, chosen.zcc, spell=spell),)
        to = fixed_parties(g, o, e.rule.to, e.to_ref, list(at.legal))
        if e.rule.to and not to:
            return Next.GO_ON  # CR 608.2b: the target is gone
        rule = replace(e.rule, to=to, by=by)
        if isinstance(e, RedirectFromChosenSource):
            _redirect_from(g, at, e, rule, CardName(chosen.label))
            return Next.GO_ON
        turn_effect(g, o, resolved.PreventDamageThisTurn(rule, origin), "609.7a",
                    msg("will prevent damage from {card} this turn", card=CardName(chosen.label)))  # fmt: skip
        return Next.GO_ON


def _redirect_from(g: Game, at: At, e: RedirectFromChosenSource, rule: PreventionRule, card: CardName) -> None:
    """CR 614.9, 609.7a: the redirection of the chosen source's damage, toward the target chosen
    as the spell was cast (608.2b: none if it is illegal now — the spell then did nothing else)."""
    o = at.object(g)
    new = resolve_ref(g, o, e.new, list(at.legal))
    if new is None:
        return
    whose = o.source if o.source is not None else o.id  # (the spell, or the source of the ability)
    amount = o.x if e.x_amount else e.amount  # CR 107.3a: "the next X damage", X as announced
    if amount == 0:
        return  # (no damage to redirect: no shield, 615.7)
    change = resolved.RedirectDamageThisTurn(rule, _origin(g, at), new, amount, whose)
    if e.amount is None and not rule.once:
        what = msg("all damage {card} would deal this turn will be dealt to {new} instead",
                   card=card, new=describe_target(g, new))  # fmt: skip
    elif e.amount is None:
        what = msg("the next time {card} would deal damage this turn, it will be dealt to {new} instead",
                   card=card, new=describe_target(g, new))  # fmt: skip
    else:
        what = msg("the next {amount} damage from {card} this turn will be dealt to {new} instead",
                   amount=amount, card=card, new=describe_target(g, new))  # fmt: skip
    turn_effect(g, o, change, "614.9", what)


_PERMANENT_TYPES = frozenset({CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.PLANESWALKER,
                              CardType.LAND, CardType.BATTLE})  # fmt: skip


def begin_choosing(g: Game, at: At, e: PreventFromChosenSource | RedirectFromChosenSource) -> Next:
    """CR 609.7a: the controller chooses a source with the properties asked, if there is one."""
    origin = _origin(g, at)
    st = g.state
    options = tuple(i for i in _candidates(g) if fits(g, e.source, st.objects[i], origin.you, origin.id))
    if not options:
        return Next.GO_ON
    prompt = msg("the source of damage: {what}", what=Quoted(e.source.text) if e.source.text else msg("a source"))
    return pause(g, at, ChoosingSource(e), Choose(at.object(g).controller, Purpose.SOURCE, "609.7a", options, prompt))


def register(askers: Askers) -> None:
    askers.add(PreventFromChosenSource, begin_choosing)
    askers.add(RedirectFromChosenSource, begin_choosing)
