"""The replacement effects that modify how a permanent enters the battlefield (CR 614.1c–d,
614.12): "~ enters tapped.", "~ enters tapped unless …", an opponent's "Creatures your opponents
control enter tapped.", "~ enters with N +1/+1 counters on it." — applied through the one framework
(:func:`~arbiter.mtg.replacement.framework.apply_in_order`) as the permanent enters."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.statics.others_enter_with_counters import OthersEnterWithCounters
from arbiter.mtg.ir.statics.replacement import (
    DELVED_INSTANTS_AND_SORCERIES,
    EntersPrepared,
    EntersTapped,
    EntersTappedUnless,
    EntersWithCounters,
    OpponentsEnterTapped,
)
from arbiter.mtg.ir.statics.tapped_with_counters import EntersTappedWithCounters
from arbiter.mtg.keywords.sunburst import SUNBURST, colors_spent, forget_colors_spent, sunburst_kind
from arbiter.mtg.lki import Delved
from arbiter.mtg.objects.counters import counters_forbidden
from arbiter.mtg.objects.preparation import prepare
from arbiter.mtg.replacement.counter_amounts import counters_to_put
from arbiter.mtg.replacement.framework import Replacement, apply_in_order

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Static
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class EntersEvent:
    """How the permanent enters: tapped or not, and with which counters (CR 614.1c–d)."""

    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()


def _tapped(e: EntersEvent) -> EntersEvent:
    return replace(e, tapped=True)


def _with(kind: str, n: int) -> Replacement[EntersEvent]:
    def add(e: EntersEvent) -> EntersEvent:
        return replace(e, counters=(*e.counters, (kind, n)))

    return Replacement(f"counters {kind} {n}", "enters", add, 0, rule="614.1c")


def own_statics(g: Game, o: GameObject) -> tuple[Static, ...]:
    """CR 614.12: the permanent's own static abilities that modify how it enters, as it would
    exist on the battlefield — with the continuous effects that already exist and would apply to
    it (Blood Moon's 305.7 takes a nonbasic land's "enters tapped", Humility a creature's "enters
    with counters"). ``o`` is already in the battlefield zone as this is asked (``put_into_zone``);
    a token being created isn't yet, and has its printed ones; with no continuous effect in the
    game at all, the printed ones at once."""
    st = g.state
    if not o.card.statics or o.zone is not Zone.BATTLEFIELD or not (st.effects or st.grant_sources):
        return o.card.statics
    from arbiter.mtg.layers import statics  # (it reads characteristics through the layers)

    return tuple(statics(g, o))


def enters_tapped(g: Game, o: GameObject) -> bool:
    """CR 614.1d: "~ enters tapped", or an opponent's "Artifacts and creatures your opponents
    control enter tapped" (Blind Obedience)."""
    own = own_statics(g, o)
    if own and any(isinstance(s, EntersTapped | EntersTappedWithCounters) for s in own):
        return True
    for s in own:
        if isinstance(s, EntersTappedUnless) and not _condition_met(g, o, s):
            return True
    return _opponents_enter_tapped(g, o)


def _opponents_enter_tapped(g: Game, o: GameObject) -> bool:
    """CR 614.1d, 614.12: an opponent's "Artifacts and creatures your opponents control enter
    tapped." — the entering permanent's types as it exists on the battlefield (under Opalescence an
    enchantment enters as a creature)."""
    from arbiter.mtg.layers import card_types, current_statics

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.controller == o.controller or src.zone is not Zone.BATTLEFIELD:
            continue
        for s in current_statics(g, src):  # CR 613.1f: an ability the permanent has now
            if isinstance(s, OpponentsEnterTapped) and card_types(g, o) & s.types:
                return True
    return False


def _condition_met(g: Game, o: GameObject, s: EntersTappedUnless) -> bool:
    st = g.state
    lands = [st.objects[i] for i in st.battlefield if st.objects[i].controller == o.controller and i != o.id]
    lands = [x for x in lands if x.card.is_land]
    if s.kind == "basic lands":
        return sum(1 for x in lands if "Basic" in x.card.supertypes) >= s.count
    if s.kind == "few other lands":
        return len(lands) <= s.count
    if s.kind == "other lands":
        return len(lands) >= s.count
    if s.kind == "low life":
        return any(p.life <= s.count for p in st.players)
    if s.kind == "opponents":
        return len(st.players) - 1 >= s.count
    if s.kind == "land types":
        from arbiter.mtg.layers import subtypes

        # CR 613.1d, 305.7: the land types they have now (Urborg's Swamps, Spreading Seas' Island)
        return any(set(subtypes(g, x)) & set(s.types) for x in lands)
    if s.kind in ("unless", "if") and s.condition is not None:
        from arbiter.mtg.condition_check import holds

        # CR 614.1d: checked as it enters ("If …, ~ enters tapped.": untapped only when it doesn't hold)
        return holds(g, s.condition, o.controller, o) == (s.kind == "unless")
    return False


def _delved_instants_and_sorceries(g: Game, o: GameObject) -> int:
    """CR 702.66a, 614.1c: the instant and sorcery cards delve exiled to pay for the spell that
    became ``o`` ("exiled with it"); none if it wasn't cast (a new object, 400.7)."""
    st = g.state
    kinds = (CardType.INSTANT, CardType.SORCERY)
    cards = (st.objects.get(x.id) for x in o.lki if isinstance(x, Delved))
    return sum(1 for c in cards if c is not None and any(k in c.card.types for k in kinds))


# CR 110.5b, 614.1d: set while an effect puts a permanent onto the battlefield "tapped" — the
# permanent enters tapped (the event it enters with says so), rather than entering untapped and
# becoming tapped afterwards
ENTERING_TAPPED: ContextVar[bool] = ContextVar("entering_tapped", default=False)


@contextmanager
def entering_tapped() -> Iterator[None]:
    """CR 110.5b, 614.1d: "return it to the battlefield tapped" — what is put onto the battlefield
    inside this block enters tapped."""
    token = ENTERING_TAPPED.set(True)
    try:
        yield
    finally:
        ENTERING_TAPPED.reset(token)


# CR 614.12: the cards one effect puts onto the battlefield at the same time, as (id, zone change
# count, zone) where each was as the event began (``moving_together``); () outside such an effect
MOVING_TOGETHER: ContextVar[tuple[tuple[int, int, Zone], ...]] = ContextVar("moving_together", default=())


@contextmanager
def moving_together(cards: list[GameObject]) -> Iterator[None]:
    """CR 614.12: ``cards`` enter the battlefield in one event ("Put all creature cards from all
    graveyards onto the battlefield"): the engine moves them one at a time, but each one's "for
    each" count is taken as if none had moved yet."""
    token = MOVING_TOGETHER.set(tuple((c.id, c.zcc, c.zone) for c in cards))
    try:
        yield
    finally:
        MOVING_TOGETHER.reset(token)


def counted_before_entering(g: Game, o: GameObject, controller: int) -> tuple[tuple[CountOf, int], ...]:
    """CR 614.1c, 614.12: "~ enters with a counter on it for each <thing>" modifies the event, so
    it is counted as the event is about to happen — with ``o`` still where it was (taken out of its
    zone's list, not yet on the battlefield), and with the cards entering with it in the same event
    still where they were. A creature card returned from a graveyard counts itself among "each
    creature card in your graveyard" (Golgari Raiders)."""
    from arbiter.mtg.layers.work import count_of

    out: list[tuple[CountOf, int]] = []
    for s in o.card.statics:
        c = s.per if isinstance(s, EntersWithCounters) else None
        if c is None or type(c) is not CountOf:  # (only a plain count: not "card types among", life …)
            continue
        n = count_of(g, c, controller, o.id)
        was = [(o, o.zone)] + [(x, zone) for x, zone in _moved_already(g, o)]
        n += c.times * sum(1 for x, zone in was if _was_counted(g, c, x, zone, controller, o.id))
        out.append((c, n))
    return tuple(out)


def _moved_already(g: Game, o: GameObject) -> list[tuple[GameObject, Zone]]:
    """The cards of ``o``'s event (:data:`MOVING_TOGETHER`) already moved onto the battlefield."""
    st = g.state
    found = ((st.objects.get(oid), zcc, zone) for oid, zcc, zone in MOVING_TOGETHER.get() if oid != o.id)
    return [(x, zone) for x, zcc, zone in found if x is not None and x.zcc == zcc + 1 and x.zone is Zone.BATTLEFIELD]


def _was_counted(g: Game, c: CountOf, x: GameObject, zone: Zone, controller: int, source: int) -> bool:
    """Whether ``x``, in ``zone`` just before the event, was one of the things ``c`` counts there."""
    from arbiter.mtg.filtering import fits

    if c.what.zone is None or c.what.zone is not zone or zone is Zone.BATTLEFIELD:
        return False
    # (a card in a graveyard, a hand or a library is its owner's: 404.2, 402.1)
    mine = {"": True, "you": x.owner == controller, "opponent": x.owner != controller}.get(c.what.controller, False)
    return mine and fits(g, replace(c.what, zone=None, controller=""), x, controller, source)


def enters_replacements(
    g: Game, o: GameObject, x_paid: int, counted: tuple[tuple[CountOf, int], ...] = ()
) -> list[Replacement[EntersEvent]]:
    """The replacement effects that apply to ``o`` entering now (CR 614.1c–d, 614.12); ``counted``:
    its "for each" counts taken as the event was about to happen (:func:`counted_before_entering`)."""
    found: list[Replacement[EntersEvent]] = []
    if o.card.is_planeswalker and o.card.loyalty:
        # CR 306.5b: "This permanent enters with a number of loyalty counters on it equal to its printed
        # loyalty number." (an intrinsic ability of every planeswalker)
        loyal = replace(_with("loyalty", o.card.loyalty), key="loyalty", whose=o.controller, rule="306.5b")
        found.append(loyal)
    if o.card.defense and CardType.BATTLE in o.card.types:
        # CR 310.4b: "This permanent enters with a number of defense counters on it equal to its
        # printed defense number." (an intrinsic ability of every battle)
        found.append(replace(_with("defense", o.card.defense), key="defense", whose=o.controller, rule="310.4b"))
    if enters_tapped(g, o):
        found.append(Replacement("tapped", "enters", _tapped, o.controller, rule="614.1d"))
    for i, s in enumerate(own_statics(g, o)):
        if not isinstance(s, EntersWithCounters):
            continue
        # CR 614.1c, 122.6: it enters with the counters; X is the spell's (107.3m)
        if s.count == "colors":
            n = colors_spent(o)  # CR 702.44a: for each color of mana spent to cast it
        elif s.count == DELVED_INSTANTS_AND_SORCERIES:
            n = _delved_instants_and_sorceries(g, o)
        else:
            n = x_paid if s.count == "X" else o.kicked if s.count == "kicked" else int(s.count)
        kind = sunburst_kind(g, o) if s.kind == SUNBURST else s.kind
        if s.per is not None:  # CR 614.1c, 608.2h: "for each …" / "where X is …", counted as it enters
            from arbiter.mtg.layers.work import count_of  # (it reads characteristics through the layers)

            made = dict(counted).get(s.per)
            n = count_of(g, s.per, o.controller, o.id) if made is None else made
            n *= 1 if s.count == "X" else int(s.count)
        if s.if_kicked and not o.kicked:
            n = 0  # CR 702.33d: only a kicked spell becomes a kicked permanent
        if s.condition is not None and n:
            from arbiter.mtg.condition_check import holds

            n = n if holds(g, s.condition, o.controller, o) else 0  # CR 614.1c, checked as it enters
        if n > 0:
            found.append(replace(_with(kind, n), key=f"counters {i}", whose=o.controller))
    if g.state.grant_sources:
        found.extend(_others_enter_with(g, o))
    return found


def _others_enter_with(g: Game, o: GameObject) -> list[Replacement[EntersEvent]]:
    """CR 614.1c, 614.12: "Each other creature you control enters with an additional +1/+1
    counter on it." — of the permanents already on the battlefield (as their sources have the
    ability now, 613.1f), the entering permanent read as it is on the battlefield (614.12)."""
    from arbiter.mtg.condition_check import holds
    from arbiter.mtg.filtering import fits
    from arbiter.mtg.layers import statics

    st = g.state
    found: list[Replacement[EntersEvent]] = []
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.id == o.id or src.zone is not Zone.BATTLEFIELD:
            continue
        if not any(isinstance(s, OthersEnterWithCounters) for s in src.card.statics):
            continue  # (printed statics first: the layers only for a source that has one)
        for i, s in enumerate(statics(g, src)):
            if not isinstance(s, OthersEnterWithCounters) or not fits(g, s.what, o, src.controller, src.id):
                continue
            if s.condition is not None and not holds(g, s.condition, src.controller, src):
                continue  # CR 611.3a: checked as the permanent enters
            made = _with(s.kind, s.count)
            found.append(replace(made, key=f"others {sid} {i}", whose=src.controller, timestamp=src.timestamp))
    return found


def entering_counters(
    g: Game, o: GameObject, x_paid: int, extra: tuple[tuple[str, int], ...] = ()
) -> list[tuple[str, int]]:
    """CR 614.1c, 122.6: the counters ``o`` enters with, by kind, before the replacement effects
    that change how many counters are put (616.1): its own "enters with" abilities and the others'
    ("Each other creature you control enters with …"), and ``extra`` — those its "as ~ enters"
    answers add (riot, devour, amplify). One event: a counter replacement applies to it once."""
    found = enters_replacements(g, o, x_paid)
    after, _ = apply_in_order(EntersEvent(), lambda e: found) if found else (EntersEvent(), ())
    total: dict[str, int] = {}
    for kind, n in (*after.counters, *extra):
        total[kind] = total.get(kind, 0) + n
    return [(kind, n) for kind, n in total.items() if n > 0]


def apply_enters(g: Game, o: GameObject, x_paid: int, counted: tuple[tuple[CountOf, int], ...] = ()) -> None:
    """CR 614.1c–d, 616.1: ``o`` enters as the replacement effects that apply say. The counters its
    "as ~ enters" answers add (``GameState.entering``) are part of the same event, put in the order
    of counter replacements its controller chose as it entered (616.1e)."""
    from arbiter.mtg.replacement.counter_amounts import event_key
    from arbiter.mtg.replacement.order import chosen_orders

    if o.card.prepare_spell is not None and any(isinstance(s, EntersPrepared) for s in own_statics(g, o)):
        prepare(g, o, "614.1c")  # CR 614.1c, 722.3a: "~ enters prepared." (and its copy in exile, 722.3c)
    entering = g.state.entering
    mine = entering if entering is not None and entering.obj == o.id else None
    extra = mine.counters if mine is not None else ()
    found = enters_replacements(g, o, x_paid, counted)
    forget_colors_spent(g, o)
    told = EntersEvent(tapped=ENTERING_TAPPED.get())  # CR 110.5b: "… onto the battlefield tapped"
    if not found and not extra and not told.tapped:
        return
    after, _ = apply_in_order(told, lambda e: found) if found else (told, ())
    if after.tapped and not o.tapped:
        # CR 614.1d: "This land enters tapped." — logged with its rule (it doesn't "become tapped")
        g.set(o, "tapped", True)
        g.log(ev.EffectCreated("614.1d", o.label, msg("enters tapped")))
    total: dict[str, int] = {}
    for kind, n in (*after.counters, *extra):
        total[kind] = total.get(kind, 0) + n
    order = mine.order if mine is not None else ()
    for kind, n in total.items():
        if counters_forbidden(g, o, kind):  # CR 101.2: "… can't have counters put on them"
            g.log(ev.EffectCreated("101.2", o.label, msg("can't have {kind} counters put on it", kind=kind)))
            continue
        with chosen_orders({event_key(o): order}) if order else nullcontext():
            n = counters_to_put(g, o, kind, n)  # CR 122.6, 614.1a: entering with counters is putting them
        if n <= 0:
            continue
        g.set(o, "counters", _add_counter(o.counters, kind, n))
        g.log(ev.CountersPut("122.6", o.label, kind, n, o.id))  # CR 122.6: given counters as it enters


def _add_counter(counters: tuple[tuple[str, int], ...], kind: str, n: int) -> tuple[tuple[str, int], ...]:
    have = dict(counters)
    have[kind] = have.get(kind, 0) + n
    return tuple(have.items())
