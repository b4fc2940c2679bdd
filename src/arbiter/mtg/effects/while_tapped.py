"""Effects that last "for as long as ~ remains tapped" (CR 611.2b), the partner of "You may
choose not to untap ~ during your untap step." (502.3): "Target creature gets +1/+1 for as long
as ~ remains tapped.", "It doesn't untap during its controller's untap step for as long as ~
remains tapped.", "Gain control of target creature for as long as you control ~ and ~ remains
tapped."; and those that last "for as long as you control ~" (Icefall Regent: "That creature
doesn't untap during its controller's untap step for as long as you control ~."; Aegis Angel:
"another target permanent gains indestructible for as long as you control ~.").

Each is a :class:`~arbiter.mtg.state.TurnEffect` in ``GameState.lasting`` carrying its source
(``while_tapped``); :func:`end_lapsed` ends those whose source untapped, left the battlefield
(400.7) or — "as long as you control ~" — changed controller. An effect whose duration is over
before it would begin does nothing (611.2b)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Quoted, and_list, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.state import SourceSeen, TurnEffect, WhileSourceTapped
from arbiter.mtg.wording import pt_change

if TYPE_CHECKING:
    from arbiter.i18n.text import Text
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.resolved import Change
    from arbiter.mtg.state import GameObject

RULE = "611.2b"


class WhileTappedKind(Enum):
    """What an instruction lasting "for as long as ~ remains tapped" does (CR 611.2b)."""

    PT = "pt"  # "gets +N/+N [and has <keywords>]" (613.4c, 613.1f)
    KEYWORDS = "keywords"  # "gains <keywords>" (613.1f)
    CANT_ATTACK = "can't attack"  # "can't attack" (508.1c)
    CANT_BLOCK = "can't block"  # "can't block" (509.1b)
    CANT_ATTACK_OR_BLOCK = "can't attack or block"  # both restrictions
    DOESNT_UNTAP = "doesnt untap"  # "doesn't untap during its controller's untap step" (502.3)
    CONTROL = "control"  # "gain control of …" (613.1b)


@dataclass(frozen=True, slots=True)
class WhileTapped(Effect):
    """CR 611.2b: an instruction lasting "for as long as [you control ~ and] ~ remains tapped"
    (``tapped`` False: "for as long as you control ~") — ``kind`` PT (+``power``/+``toughness``,
    613.4c, with ``keywords``, 613.1f), KEYWORDS (613.1f), DOESNT_UNTAP (502.3) or CONTROL
    (613.1b). ``text_`` is the printed sentence."""

    kind: WhileTappedKind
    to: Ref
    text_: str
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    you_control: bool = False
    tapped: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def _source(g: Game, o: GameObject) -> GameObject | None:
    """The ability's source, if it is still the permanent that was activated (CR 400.7)."""
    st = g.state
    src = st.objects.get(o.source) if o.source is not None else None
    seen = next((x for x in o.lki or () if isinstance(x, SourceSeen)), None)
    if src is None or src.zone is not Zone.BATTLEFIELD or (seen is not None and seen.zcc != src.zcc):
        return None
    return src


def _lasts(g: Game, key: WhileSourceTapped) -> bool:
    """Is the source still the same permanent, tapped, and (when asked) under that control?"""
    src = g.state.objects.get(key.source)
    return (
        src is not None and src.zcc == key.zcc and src.zone is Zone.BATTLEFIELD and (src.tapped or not key.tapped)
        and (key.controller is None or src.controller == key.controller)
    )  # fmt: skip


# CR 508.1c, 509.1b: the attacking and blocking restrictions, as continuous effects (611.2b)
_RESTRICTIONS: dict[WhileTappedKind, tuple[Change, ...]] = {
    WhileTappedKind.CANT_ATTACK: (resolved.CantAttack(),),
    WhileTappedKind.CANT_BLOCK: (resolved.CantBlock(),),
    WhileTappedKind.CANT_ATTACK_OR_BLOCK: (resolved.CantAttack(), resolved.CantBlock()),
}


@handles(WhileTapped)
def _while_tapped(g: Game, o: GameObject, e: WhileTapped, legal: list[bool]) -> None:
    """CR 611.2b: the effect begins only if its duration has (the source is tapped, and still
    controlled by the ability's controller when that is part of it)."""
    from arbiter.mtg.objects import control as control

    st = g.state
    t = permanent_of(g, o, e.to, legal)
    src = _source(g, o)
    if t is None or t.zone is not Zone.BATTLEFIELD or src is None:
        return
    key = WhileSourceTapped(src.id, src.zcc, o.controller if e.you_control else None, e.tapped)
    if not _lasts(g, key):
        return  # the duration never starts: the effect does nothing
    changes: list[Change] = []
    if e.kind is WhileTappedKind.PT:
        changes.append(resolved.ModifyPT(e.power, e.toughness))
    if e.kind in (WhileTappedKind.PT, WhileTappedKind.KEYWORDS):
        changes.extend(resolved.GainKeyword(k) for k in e.keywords)
    elif e.kind is WhileTappedKind.DOESNT_UNTAP:
        changes.append(resolved.DoesntUntap())
    elif e.kind in _RESTRICTIONS:
        changes.extend(_RESTRICTIONS[e.kind])
    elif e.kind is WhileTappedKind.CONTROL:
        changes.append(resolved.GainControl(o.controller))
    made = [TurnEffect(t.id, t.zcc, change, g.next_timestamp(), key) for change in changes]
    g.set(st, "lasting", (*st.lasting, *made))
    g.log(ev.EffectCreated(RULE, t.label, _what(g, o, e, src)))
    if e.kind is WhileTappedKind.CONTROL:
        control.refresh(g)


def _what(g: Game, o: GameObject, e: WhileTapped, src: GameObject) -> Text:
    """What the log says the effect does, and for how long."""
    card = CardName(src.label)
    player = g.state.players[o.controller].name
    if e.tapped:
        duration = msg("for as long as {card} remains tapped", card=card)
    else:
        duration = msg("for as long as {player} controls {card}", player=player, card=card)
    keywords = and_list(Quoted(k) for k in e.keywords)
    if e.kind is WhileTappedKind.PT and e.keywords:
        pt = pt_change(e.power, e.toughness)
        return msg("gets {pt_change} and has {keywords} {duration}", pt_change=pt, keywords=keywords, duration=duration)
    if e.kind is WhileTappedKind.PT:
        return msg("gets {pt_change} {duration}", pt_change=pt_change(e.power, e.toughness), duration=duration)
    if e.kind is WhileTappedKind.KEYWORDS:
        return msg("gains {keywords} {duration}", keywords=keywords, duration=duration)
    if e.kind is WhileTappedKind.DOESNT_UNTAP:
        return msg("doesn't untap during its controller's untap step {duration}", duration=duration)
    if e.kind is WhileTappedKind.CANT_ATTACK:
        return msg("can't attack {duration}", duration=duration)
    if e.kind is WhileTappedKind.CANT_BLOCK:
        return msg("can't block {duration}", duration=duration)
    if e.kind is WhileTappedKind.CANT_ATTACK_OR_BLOCK:
        return msg("can't attack or block {duration}", duration=duration)
    return msg("comes under {players}'s control {duration}", players=player, duration=duration)


def held(g: Game, o: GameObject) -> bool:
    """CR 502.3: "it doesn't untap during its controller's untap step for as long as …"."""
    return any(
        isinstance(e.change, resolved.DoesntUntap) and e.on(o) and e.while_tapped is not None for e in g.state.lasting
    )


def end_lapsed(g: Game) -> None:
    """CR 611.2b: end every effect whose "for as long as ~ remains tapped" is over — it doesn't
    begin again if the source is tapped again."""
    st = g.state
    if not st.lasting:
        return
    from arbiter.mtg.objects import control as control

    keep = tuple(e for e in st.lasting if e.while_tapped is None or _lasts(g, e.while_tapped))
    if len(keep) == len(st.lasting):
        return
    ended = [e for e in st.lasting if e not in keep]
    g.set(st, "lasting", keep)
    if any(isinstance(e.change, resolved.GainControl) for e in ended):
        control.refresh(g)
