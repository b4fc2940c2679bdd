"""The replacement effects that change how many counters are put on a permanent (CR 614.1a,
122.6: counters it enters with are put on it too), applied once each (616.1). The affected
permanent's controller orders them (616.1): while a spell or ability resolves, the order chosen
for the instruction (:mod:`arbiter.mtg.paused.replacement_order`) applies first; otherwise, and
for the effects whose order can't change the result, "plus one" and "minus one" apply before
"twice" (more +1/+1 counters, fewer -1/-1 counters with one of each)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.i18n.text import join
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.counter_replacement import CountersPutReplaced
from arbiter.mtg.replacement.order import chosen_for, chosen_orders, in_chosen_order, order_matters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

# one applicable effect: its key ("<source id>/<n>"), its source's id, and the static
Found = tuple[str, int, CountersPutReplaced]
# the effects asked among: (key, source's id) pairs
Options = tuple[tuple[str, int], ...]


def _applicable(g: Game, o: GameObject, kind: str, by_effect: bool = True) -> list[Found]:
    """The counter replacements of permanents on the battlefield that apply to ``kind`` counters
    being put on ``o`` (as their sources have them now, 613.1f), in the engine's own order; with
    ``by_effect`` False (counters put as a cost, 602.2b, 606.4, or by a turn-based action, 714.3c)
    not those that say "If an effect would …" (609.1)."""
    from arbiter.mtg.filtering import fits
    from arbiter.mtg.layers import statics

    st = g.state
    found: list[Found] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is not Zone.BATTLEFIELD or not any(isinstance(s, CountersPutReplaced) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has one)
        for i, s in enumerate(statics(g, src)):
            if not isinstance(s, CountersPutReplaced) or s.kind not in ("", kind) or (not by_effect and s.by_effect):
                continue
            if (src.id == o.id) if s.what is None else fits(g, s.what, o, src.controller, src.id):
                found.append((f"{src.id}/{i}", src.id, s))
    return sorted(found, key=lambda f: f[2].change == "twice")


def any_source(g: Game) -> bool:
    """Is any permanent with a printed counter replacement on the battlefield? (a cheap first look)"""
    st = g.state
    return any(
        st.objects[sid].zone is Zone.BATTLEFIELD
        and any(isinstance(s, CountersPutReplaced) for s in st.objects[sid].card.statics)
        for sid in st.grant_sources
    )


def event_key(o: GameObject) -> str:
    """The name of the event "counters are put on ``o``" for the chosen order (616.1)."""
    return f"counters {o.id}"


def _put(found: list[Found], order: tuple[str, ...], n: int) -> int:
    """CR 616.1f, 614.7: ``n`` after the effects in ``order``; once none would be put, the rest
    have no event to replace."""
    by_key = {k: s for k, _, s in found}
    for k in order:
        if n <= 0:
            return 0
        n = max(0, by_key[k].changed(n))
    return n


def order_question(g: Game, o: GameObject, kind: str, n: int, first: tuple[str, ...]) -> list[Found]:
    """CR 616.1e: the effects ``o``'s controller chooses among next for ``n`` ``kind`` counters
    put on ``o`` (after ``first``), when the order changes how many are put; else none."""
    if n <= 0 or not g.state.grant_sources or o.zone is not Zone.BATTLEFIELD:
        return []
    found = _applicable(g, o, kind)
    keys = [k for k, _, _ in found]
    if not order_matters(keys, lambda order: _put(found, order, n), first):
        return []
    return [f for f in found if f[0] not in first]


def order_choice(g: Game, o: GameObject, kind: str, n: int, first: tuple[str, ...]) -> tuple[Options, Choose] | None:
    """CR 616.1, 616.1e: the question ``o``'s controller is asked next about the order of the
    effects on ``n`` ``kind`` counters put on ``o`` (after ``first``) — the effects asked among
    and the question — or None when the order can't change how many are put."""
    found = order_question(g, o, kind, n, first)
    if not found:
        return None
    options = tuple((k, sid) for k, sid, _ in found)
    prompt = msg(
        "{kind} counters put on {t}: choose the replacement effect applied first ({names})",
        kind=kind,
        t=CardName(o.label),
        names=join(CardName(g.state.objects[sid].label) for _, sid in options),
    )
    sources = tuple(dict.fromkeys(sid for _, sid in options))
    return options, Choose(o.controller, Purpose.REPLACEMENT_ORDER, "616.1", sources, prompt)


def applied_first(g: Game, o: GameObject, options: Options, source: int) -> str:
    """CR 616.1e: the key of the effect ``o``'s controller chose to apply next (its source named
    ``source``), logged."""
    from arbiter.mtg.replacement.asked import log_choice

    log_choice(g, o.controller, source)
    return next(k for k, sid in options if sid == source)


def put_in_order(g: Game, o: GameObject, kind: str, n: int, order: tuple[str, ...], rule: str = "122.1") -> None:
    """CR 122.1, 616.1: ``n`` ``kind`` counters put on ``o``, the effects on them applied first in
    the ``order`` its controller chose."""
    from arbiter.mtg.objects.counters import add_counters

    with chosen_orders({event_key(o): order}):
        add_counters(g, o, kind, n, rule)


def counters_to_put(g: Game, o: GameObject, kind: str, n: int, by_effect: bool = True) -> int:
    """CR 614.1a, 616.1: how many ``kind`` counters are put on the permanent ``o`` instead of ``n``
    (``by_effect`` False: put as a cost or by a turn-based action, not by an effect, 609.1)."""
    if n <= 0 or not g.state.grant_sources or o.zone is not Zone.BATTLEFIELD:
        return n
    found = _applicable(g, o, kind, by_effect)
    if not found:
        return n
    order = in_chosen_order([k for k, _, _ in found], chosen_for(event_key(o)))
    n = _put(found, tuple(order), n)
    g.log(
        ev.EffectCreated("614.1a", o.label, msg("{amount} {kind} counters are put on it instead", amount=n, kind=kind))
    )
    return n
