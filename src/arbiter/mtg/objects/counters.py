"""Counters on permanents (CR 122)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.i18n import Term, msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import Zone
from arbiter.mtg.state import GameObject, with_count

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


_PT_COUNTER = re.compile(r"([+-])(\d+)/([+-])(\d+)")


@lru_cache(maxsize=256)
def pt_change(kind: str) -> tuple[int, int] | None:
    """CR 122.1a: a +X/+Y counter adds X to power and Y to toughness, a -X/-Y counter subtracts
    them ("+1/+0", "-0/-1", "+2/+2", "-2/-1" …); None for a counter of another kind."""
    m = _PT_COUNTER.fullmatch(kind)
    if m is None:
        return None
    p, t = int(m.group(2)), int(m.group(4))
    return (p if m.group(1) == "+" else -p), (t if m.group(3) == "+" else -t)


# CR 122.1b: the keyword counters the engine runs — each gives its object that keyword (613.1f)
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible",
    "lifelink", "menace", "reach", "shadow", "trample", "vigilance",
})  # fmt: skip


def keyword_counters(o: GameObject) -> list[tuple[str, int]]:
    """The keyword counters on ``o`` (CR 122.1b), each kind with its timestamp (613.7c)."""
    if not o.counters:
        return []
    times = dict(o.counter_times)
    return [(k, times.get(k, o.timestamp)) for k, n in o.counters if n > 0 and k in KEYWORD_COUNTERS]


def pt_from_counters(counters: tuple[tuple[str, int], ...]) -> tuple[int, int]:
    """The total power and toughness change of these counters (CR 122.1a, layer 7c: 613.4c)."""
    dp = dt = 0
    for kind, n in counters:
        change = pt_change(kind)
        if change is not None:
            dp += change[0] * n
            dt += change[1] * n
    return dp, dt


def set_counter(g: Game, o: GameObject, kind: str, amount: int) -> None:
    rest = tuple((k, n) for k, n in o.counters if k != kind)
    g.set(o, "counters", (*rest, (kind, amount)) if amount > 0 else rest)


def add_counters(
    g: Game, o: GameObject, kind: str, amount: int, rule: str = "122.1", *, by_effect: bool = True
) -> None:
    """CR 122.1, 122.6: put ``amount`` ``kind`` counters on ``o``, after the replacement effects
    that change how many (614.1a). ``by_effect`` False: put as a cost (a loyalty ability's +N,
    606.4; "Put a counter on ~:", 602.2b) or by a turn-based action (a Saga's lore counter,
    714.3c) — not by an effect (609.1), so "If an effect would put …" doesn't apply."""
    if amount <= 0:
        return
    if counters_forbidden(g, o, kind):
        g.log(ev.EffectCreated("122.1", o.label, msg("can't have {kind} counters put on it", kind=kind)))
        return
    if g.state.grant_sources:
        from arbiter.mtg.replacement.counter_amounts import counters_to_put

        amount = counters_to_put(
            g, o, kind, amount, by_effect
        )  # CR 614.1a: "that many plus one …", "twice that many …"
        if amount <= 0:
            return
    set_counter(g, o, kind, o.counter(kind) + amount)
    if kind in KEYWORD_COUNTERS:  # CR 613.7c: every counter of the kind gets the new timestamp
        times = tuple((k, t) for k, t in o.counter_times if k != kind)
        g.set(o, "counter_times", (*times, (kind, g.next_timestamp())))
    if kind == "lore":
        from arbiter.mtg.objects.sagas import LoreCountersPut  # (chapter abilities trigger on it, CR 714.2b)

        g.log(LoreCountersPut(rule, o.label, kind, amount, o.id, o.counter(kind)))
        return
    g.log(ev.CountersPut(rule, o.label, kind, amount, o.id))


def counters_forbidden(g: Game, o: GameObject, kind: str) -> bool:
    """CR 101.2, 122.1: a static ability in play says counters of ``kind`` can't be put on the
    permanent ``o`` ("Creatures you control can't have -1/-1 counters put on them.", "~ can't
    have counters put on it.", "Counters can't be put on artifacts, …") — as its source has it now
    (a source that lost its abilities forbids nothing, 613.1f)."""
    from arbiter.mtg.filtering import fits
    from arbiter.mtg.layers import statics
    from arbiter.mtg.model import CantHaveCounters

    st = g.state
    if not st.grant_sources or o.zone is not Zone.BATTLEFIELD:
        return False
    for sid in st.grant_sources:
        src = st.objects[sid]
        if not any(isinstance(s, CantHaveCounters) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has one)
        for s in statics(g, src):
            if not isinstance(s, CantHaveCounters) or s.kind not in ("", kind):
                continue
            if (src.id == o.id) if s.what is None else fits(g, s.what, o, src.controller, src.id):
                return True
    return False


def player_counters_forbidden(g: Game, player: int, kind: str) -> bool:
    """CR 101.2, 122.1: a static ability in play says ``player`` can't get counters of ``kind``
    ("You can't get poison counters.", "Players can't get counters.")."""
    from arbiter.mtg.layers import statics
    from arbiter.mtg.model import CantGetCounters

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if not any(isinstance(s, CantGetCounters) for s in src.card.statics):
            continue
        for s in statics(g, src):
            if not isinstance(s, CantGetCounters) or s.kind not in ("", kind):
                continue
            you = src.controller == player
            if s.who == "players" or (s.who == "you") == you:
                return True
    return False


def add_poison(g: Game, player: int, amount: int, rule: str) -> None:
    """CR 122.1f: poison counters on a player — unless they "can't get poison counters"."""
    p = g.state.players[player]
    if g.state.grant_sources and player_counters_forbidden(g, player, "poison"):
        g.log(ev.EffectCreated("122.1f", p.name, msg("can't get poison counters")))
        return
    g.set(p, "poison", p.poison + amount)
    g.log(
        ev.EffectCreated(
            rule,
            p.name,
            (
                msg("gets {amount} poison counters", amount=amount)
                if amount > 1
                else msg("gets {amount} poison counter", amount=amount)
            ),
        )
    )


def add_player_counters(g: Game, player: int, kind: str, amount: int, rule: str = "122.1") -> None:
    """CR 122.1: ``amount`` counters of ``kind`` on a player (poison through :func:`add_poison`)."""
    if amount <= 0:
        return
    if kind == "poison":
        add_poison(g, player, amount, rule)
        return
    if kind == "energy":  # CR 122.1, 701.34a: a proliferated energy counter is energy gotten
        from arbiter.mtg.energy import get_energy

        get_energy(g, player, amount, rule)
        return
    p = g.state.players[player]
    if g.state.grant_sources and player_counters_forbidden(g, player, kind):
        g.log(ev.EffectCreated("101.2", p.name, msg("can't get {kind} counters", kind=kind)))
        return
    g.set(p, "counters", with_count(p.counters, kind, p.counter(kind) + amount))
    g.log(
        ev.EffectCreated(
            rule,
            p.name,
            (
                msg("gets {amount} {kind} counters", amount=amount, kind=Term(kind))
                if amount > 1
                else msg("gets {amount} {kind} counter", amount=amount, kind=Term(kind))
            ),
        )
    )


def remove_counters(g: Game, o: GameObject, kind: str, amount: int, rule: str = "122.1") -> None:
    have = o.counter(kind)
    amount = min(have, amount)
    if amount <= 0:
        return
    set_counter(g, o, kind, have - amount)
    g.log(ev.CountersChanged(rule, o.label, kind, -amount))
    if have == amount and kind in ("time", "defense"):
        # suspend's "when the last is removed" (702.62a); a Siege's (310.11b)
        g.log(ev.LastCounterRemoved(rule, o.id, o.label, kind))


def untap(g: Game, o: GameObject, rule: str) -> bool:
    """Untap ``o``; CR 122.1d: a permanent with a stun counter instead has one removed. True if
    it became untapped."""
    if o.counter("stun") > 0:
        remove_counters(g, o, "stun", 1, "122.1d")
        return False
    g.set(o, "tapped", False)
    return True
