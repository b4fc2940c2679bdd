"""Restarting the game (CR 727) as an instruction: "Restart the game, leaving in exile all non-Aura
permanent cards exiled with ~. Then put those cards onto the battlefield under your control."
(Karn Liberated) — and the cards "exiled with ~" it reads (CR 406.6, 607.2a): those an ability of
the same object (400.7) exiled, still the same cards in exile. The procedure itself is
:mod:`arbiter.mtg.turn.restart`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.abilities import ActivatedAbility, TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.lki import SourceSeen

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.paused.base import At, Next
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class RestartTheGame(Effect):
    """CR 727.1: the game ends and a new one begins, its starting player the controller of this
    ability (727.1a); the non-Aura permanent cards exiled with the source are exempt (727.5) and,
    just before the first turn's untap step, put onto the battlefield under that player's control
    (727.4). The rest of the resolution doesn't happen before then: the instruction is the last."""

    decides = True  # (followed by its asker: the resolution stops there)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "Restart the game, leaving in exile all non-Aura permanent cards exiled with ~. "
            "Then put those cards onto the battlefield under your control."
        )


def reads_exiled_with(source: GameObject) -> bool:
    """CR 406.6, 607.2a: ``source`` has an ability that refers to the cards "exiled with ~" — an
    instruction of another of its abilities that exiles a card links that card to it."""
    return any(
        isinstance(a, ActivatedAbility | TriggeredAbility) and any(isinstance(e, RestartTheGame) for e in a.effects)
        for a in source.card.abilities
    )


def source_zcc(o: GameObject, source: GameObject) -> int:
    """The zone-change count the source of the ability ``o`` had as it was activated or triggered
    (CR 400.7: "exiled with ~" is about that object, even once it has left the battlefield)."""
    return next((x.zcc for x in o.lki if isinstance(x, SourceSeen)), source.zcc)


def exempt_cards(g: Game, o: GameObject) -> tuple[int, ...]:
    """CR 607.2a, 727.5: the non-Aura permanent cards exiled with the source of ``o`` (by an ability
    of that same object, 400.7) that are still those cards in exile; a token isn't a card (111.1)."""
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    seen = next((x.zcc for x in o.lki if isinstance(x, SourceSeen)), None)
    zcc = seen if seen is not None else source.zcc if source is not None else None
    if o.source is None or zcc is None:
        return ()  # (a source that ceased to exist is still named by its id: a token copy of Karn)
    out: list[int] = []
    for x in st.exiled_until:
        card = st.objects.get(x.card)
        if not x.linked or x.source != o.source or x.source_zcc != zcc or card is None:
            continue
        if card.zcc != x.card_zcc or card.zone is not Zone.EXILE or card.is_token or x.card in out:
            continue
        if card.card.is_permanent and not card.card.is_aura:
            out.append(x.card)
    return tuple(out)


def begin_restart(g: Game, at: At, e: RestartTheGame) -> Next:
    """CR 727.1: restart the game now; the rest of the ability (727.4) waits for the new game."""
    from arbiter.mtg.paused.base import Next
    from arbiter.mtg.turn.restart import restart_game

    o = at.object(g)
    restart_game(g, o.controller, exempt_cards(g, o), o.label)
    return Next.STOPPED
