"""Token copies of permanents (CR 707.2, 111.1): "Create a token that's a copy of target creature
you control[, except …]." — the token's copiable values are the creature's with the exceptions
(707.9b) — and Kiki-Jiki's "Sacrifice it at the beginning of the next end step." (603.7a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.tokens import create_tokens
from arbiter.mtg.enums import EndStepAction, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.copiable import copiable_values, with_exceptions

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.ir.statics.as_enters import CopyExceptions
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CreateTokenCopy(Effect):
    """ "Create a token that's a copy of target creature you control[, except …]." (CR 707.2,
    111.1): the token's copiable values are the creature's (707.3) with the exceptions (707.9b).
    ``at_end``: "Sacrifice it at the beginning of the next end step." (603.7a); ``haste``: "It
    gains haste." after it."""

    of: Ref
    exceptions: CopyExceptions | None = None
    at_end: EndStepAction | None = None  # sacrifice or exile it, or None
    # the printed "It gains haste." / "That token gains haste." ("" if none): the token has haste
    # for as long as it stays on the battlefield (CR 702.10, 611.2a)
    haste: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        tail = f", except {self.exceptions.text()}" if self.exceptions is not None else ""
        out = f"Create a token that's a copy of {self.of.text(specs)}{tail}."
        if self.haste:
            out += f" {self.haste}"
        if self.at_end is not None:
            out += f" {self.at_end.value.capitalize()} it at the beginning of the next end step."
        return out


@handles(CreateTokenCopy)
def _create_token_copy(g: Game, o: GameObject, e: CreateTokenCopy, legal: list[bool]) -> None:
    if e.of.kind == "this":
        # "a copy of this creature": its source — as it last existed if it has left (608.2h)
        original = g.state.objects.get(o.source if o.source is not None else o.id)
    else:
        original = permanent_of(g, o, e.of, legal)
        if original is not None and original.zone is not Zone.BATTLEFIELD:
            original = None  # CR 608.2b: an illegal target; the copy isn't made
    if original is None and e.of.kind in ("subject", "it_subject"):
        original = _left_subject(g, o)  # CR 608.2h: the creature that died, as it last existed
        if original is None:
            return
        values = with_exceptions(_values_as_it_left(g, original), e.exceptions)
    elif original is None:
        return
    else:
        values = with_exceptions(copiable_values(original), e.exceptions)
    for token in create_tokens(g, o, None, copy_of=values):
        g.log(
            ev.EffectCreated(
                "707.2", f"{values.name} token", msg("is a copy of {original}", original=CardName(original.label))
            )
        )
        if e.haste:
            g.set(token, "marks", token.marks | {"haste"})  # CR 702.10: for as long as it stays
        if e.at_end is not None:
            at_next_end_step(g, token, o.controller, e.at_end, o)  # CR 603.7a


def _left_subject(g: Game, o: GameObject) -> GameObject | None:
    """The card the trigger's permanent became after it left the battlefield ("Whenever another
    nontoken creature you control dies, you may exile it. If you do, create a token that's a copy of
    that creature", Nightmare Shepherd), or None (a token has ceased to exist, 111.7)."""
    from arbiter.mtg.lki import SubjectSeen

    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    card = g.state.objects.get(seen.id) if seen is not None else None
    return card if card is not None and not card.is_token else None


def _values_as_it_left(g: Game, card: GameObject) -> CardDef:
    """CR 608.2h, 707.2: the copiable values the permanent had as it last existed on the
    battlefield — a copy's values as it left (the zone change keeps them), else its card's."""
    node = g.state.log
    while node is not None:
        event = node[0]
        if isinstance(event, ev.ZoneChanged) and event.obj == card.id and event.source is Zone.BATTLEFIELD:
            return event.was if event.was is not None else copiable_values(card)
        node = node[1]
    return copiable_values(card)
