"""The replacement effects that watch one object moving between zones (CR 614.1a, 400.7):
flashback's and aftermath's exile (702.34a, 702.127a), unearth's (702.84a), a finality counter's
(122.1h), "if that creature would die this turn, exile it instead" (614.1a), and statics such as
Rest in Peace's "If a card or token would be put into a graveyard from anywhere, exile it
instead." (614.6), and a discarded card's own "… put it onto the battlefield instead of putting it
into your graveyard" (Obstinate Baloth, 701.9a). All of them are applied through the one framework
(:func:`~arbiter.mtg.replacement.framework.apply_in_order`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import N_, CardName, msg
from arbiter.i18n.text import join
from arbiter.mtg import resolved
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.statics.prohibitions import CantCastFrom, CantEnterFrom
from arbiter.mtg.ir.statics.replacement import (
    DiesExiled,
    DiscardedOntoBattlefield,
    GraveyardExiled,
    OwnGraveyardReplaced,
)
from arbiter.mtg.layers import card_types, is_creature, statics
from arbiter.mtg.replacement.asked import affected_player, ask
from arbiter.mtg.replacement.framework import Chooser, Replacement, apply_in_order, earliest
from arbiter.mtg.replacement.order import chosen_for, order_matters
from arbiter.mtg.turn.history import dealt_damage_by_this_turn

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Static
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ZoneEvent:
    """One object about to move (CR 400.7): from ``source`` to ``to``, with the rule and the verb
    the log cites for it."""

    source: Zone
    to: Zone
    rule: str
    verb: str
    shuffle: bool = False  # put into its owner's library, which is then shuffled (Darksteel Colossus)
    discard: bool = False  # the card is discarded (CR 701.9a): from its owner's hand to their graveyard


def _to_exile(rule: str, verb: str) -> Callable[[ZoneEvent], ZoneEvent]:
    """What happens instead: the object is exiled (the log cites ``rule``)."""
    return lambda e: replace(e, to=Zone.EXILE, rule=rule, verb=verb)


def zone_replacements(g: Game, o: GameObject, e: ZoneEvent) -> list[Replacement[ZoneEvent]]:
    """The replacement effects that would apply to ``o`` moving as ``e`` says (CR 614.1a)."""
    found: list[Replacement[ZoneEvent]] = []
    if e.to is Zone.EXILE:
        return found  # every effect here exiles instead of another zone
    owner = o.owner
    if e.source is Zone.STACK and o.flashback:
        if o.front is not None and o.front.layout == "aftermath":
            change = _to_exile("702.127a", N_("is exiled instead (aftermath) and put"))
        elif "cast for jump-start" in o.marks:
            change = _to_exile("702.133a", N_("is exiled instead (jump-start) and put"))
        else:
            change = _to_exile("702.34a", N_("is exiled instead (flashback) and put"))
        found.append(Replacement("flashback", "zone change", change, owner, rule="702.34a", source=o.id))
    if e.source is Zone.BATTLEFIELD and "unearthed" in o.marks:
        change = _to_exile("702.84a", N_("is exiled instead (unearth) and put"))  # a replacement, 614.1a
        found.append(Replacement("unearth", "zone change", change, o.controller, rule="702.84a", source=o.id))
    if e.to is not Zone.GRAVEYARD:
        return found
    if e.source is Zone.BATTLEFIELD and o.counters and o.counter("finality") > 0:
        # CR 122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it instead."
        verb = N_("would be put into a graveyard: it is exiled instead (finality counter) and put")
        change = _to_exile("122.1h", verb)
        found.append(Replacement("finality", "zone change", change, o.controller, rule="122.1h", source=o.id))
    found.extend(_own_replacements(g, o, e))
    if e.discard:
        found.extend(_discarded_onto_battlefield(g, o))
    st = g.state
    if e.source is Zone.BATTLEFIELD and st.effects:
        for x in st.effects:
            if (
                isinstance(x.change, resolved.ExileIfItWouldDie)
                and ((x.object_id == o.id and x.zcc == o.zcc) or x.change.every_creature)
                and (is_creature(g, o) or (x.change.walkers and CardType.PLANESWALKER in card_types(g, o)))
            ):
                change = _to_exile("614.1a", N_("would die: it is exiled instead and put"))
                key = f"dies {x.timestamp}"
                found.append(Replacement(key, "zone change", change, o.controller, timestamp=x.timestamp))
    for src, said, controller in _exiling_sources(g):
        for s in said:
            if isinstance(s, DiesExiled):
                found.extend(_dies_exiled(g, o, e, src, s, controller))
                continue
            if not isinstance(s, GraveyardExiled):
                continue
            if (o.is_token and not s.tokens) or (s.opponents and owner == controller):
                continue
            change = _to_exile(
                "614.6",
                msg("would be put into a graveyard: {card} exiles it instead and puts it", card=CardName(src.label)),
            )
            key = f"{src.id} {src.zcc} {s.text()}"
            found.append(Replacement(key, "zone change", change, controller, timestamp=src.timestamp, source=src.id))
    return found


def _exiling_sources(g: Game) -> Iterator[tuple[GameObject, Sequence[Static], int]]:
    """The permanents whose statics may exile what would go to a graveyard, with those statics and
    their controllers: those on the battlefield, and those that already left as part of the same
    event (state-based actions performed at once, "destroy all …": CR 704.3, 614.1a — the event
    is replaced as it would happen, when they were all still there; their statics as they were)."""
    from arbiter.mtg.zones import left_together

    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is Zone.BATTLEFIELD:
            yield src, statics(g, src), src.controller
    yield from left_together(g)


def _dies_exiled(
    g: Game, o: GameObject, e: ZoneEvent, src: GameObject, s: DiesExiled, controller: int
) -> list[Replacement[ZoneEvent]]:
    """CR 614.1a, 700.4: "If a creature an opponent controls would die, exile it instead." / "If a
    permanent would be put into a graveyard, exile it instead." (a permanent moves from the
    battlefield). ``controller``: the source's, as it was on the battlefield."""
    if e.source is not Zone.BATTLEFIELD or (s.what == "creature" and not is_creature(g, o)):
        return []
    if s.opponents and o.controller == controller:
        return []
    if s.damaged_by_source and not dealt_damage_by_this_turn(g, o.id, src.id):
        return []  # CR 120.1: only a creature this permanent dealt damage to this turn
    card = CardName(src.label)
    if s.what == "creature":
        change = _to_exile("614.1a", msg("would die: {card} exiles it instead and puts it", card=card))
    else:
        change = _to_exile(
            "614.1a", msg("would be put into a graveyard: {card} exiles it instead and puts it", card=card)
        )
    return [Replacement(f"{src.id} {src.zcc} {s.text()}", "zone change", change, controller,
                        timestamp=src.timestamp, source=src.id)]  # fmt: skip


def _own(g: Game, o: GameObject) -> list[OwnGraveyardReplaced]:
    """The object's own "If ~ would be put into a graveyard …" statics: its abilities now on the
    battlefield (it may have lost them, 613.1f), its card's elsewhere ("from anywhere", 113.6b)."""
    if not any(isinstance(a, OwnGraveyardReplaced) for a in o.card.abilities):
        return []
    found = statics(g, o) if o.zone is Zone.BATTLEFIELD else o.card.abilities
    return [a for a in found if isinstance(a, OwnGraveyardReplaced)]


def _to_library(e: ZoneEvent) -> ZoneEvent:
    """What happens instead: the object is put into its owner's library, which is shuffled (CR
    614.1a). The log line reads "… is revealed and put instead from hand to library." — or, milled
    (from the library itself, 701.17a), "… is revealed and stays in the library instead."; the
    shuffle is its own line."""
    if e.source is Zone.LIBRARY:
        verb = N_("would be put into a graveyard: it is revealed and stays in the library instead")
    else:
        verb = N_("would be put into a graveyard: it is revealed and put instead")
    return replace(e, to=Zone.LIBRARY, rule="614.1a", verb=verb, shuffle=True)


def _own_replacements(g: Game, o: GameObject, e: ZoneEvent) -> list[Replacement[ZoneEvent]]:
    """CR 614.1a: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into
    its owner's library instead." / "… exile it instead." / "If ~ would die, exile it instead."
    (700.4: put into a graveyard from the battlefield)."""
    out: list[Replacement[ZoneEvent]] = []
    for n, s in enumerate(_own(g, o)):
        if s.kind == "dies" and e.source is not Zone.BATTLEFIELD:
            continue
        change: Callable[[ZoneEvent], ZoneEvent]
        if s.kind == "shuffle":
            change = _to_library
        else:
            verb = (
                N_("would die: it is exiled instead and put")
                if s.kind == "dies"
                else N_("would be put into a graveyard: it is exiled instead and put")
            )
            change = _to_exile("614.1a", verb)
        out.append(
            Replacement(f"own {o.id} {n}", "zone change", change, o.controller, timestamp=o.timestamp, source=o.id)
        )
    return out


def _onto_battlefield(e: ZoneEvent) -> ZoneEvent:
    """What happens instead: the discarded card is put onto the battlefield (it is still discarded)."""
    return replace(e, to=Zone.BATTLEFIELD, rule="614.1a", verb=N_("is discarded and put instead"))


def _discarded_onto_battlefield(g: Game, o: GameObject) -> list[Replacement[ZoneEvent]]:
    """CR 614.1a, 701.9a: ``o``'s "If a spell or ability an opponent controls causes you to discard
    ~, put it onto the battlefield instead of putting it into your graveyard." — when the discard
    is caused by the spell or ability resolving on top of the stack (608.2) and an opponent of its
    owner controls that object. A cost of your own spell or ability is paid with that object on top
    (601.2a, 602.2a), and the discard to hand size is caused by no spell or ability (514.1). With
    Rest in Peace's "exile it instead" on the same move, the owner orders the two (616.1)."""
    st = g.state
    if not st.stack or not any(isinstance(a, DiscardedOntoBattlefield) for a in o.card.abilities):
        return []
    if st.objects[st.stack[-1]].controller == o.owner:
        return []
    return [Replacement(f"discarded {o.id}", "zone change", _onto_battlefield, o.owner, timestamp=o.timestamp,
                        source=o.id)]  # fmt: skip


def event_key(o: GameObject) -> str:
    """The name of the event "``o`` would move" for the chosen order (616.1)."""
    return f"zone {o.id}"


def _following(first: Sequence[str]) -> Chooser[ZoneEvent]:
    """CR 616.1e: a chooser that applies the effects in ``first`` in that order, then the
    earliest."""

    def choose(candidates: list[Replacement[ZoneEvent]]) -> Replacement[ZoneEvent]:
        chosen = next((r for k in first for r in candidates if r.key == k), None)
        return chosen if chosen is not None else earliest(candidates)

    return choose


def order_question(g: Game, o: GameObject, e: ZoneEvent, first: Sequence[str]) -> list[Replacement[ZoneEvent]]:
    """CR 616.1e–f: the replacement effects the controller of ``o`` chooses among next for its
    move ``e`` (after those chosen already, ``first``) — none when the order can't change where
    it goes. Legacy Weapon ("… shuffle it into its owner's library instead") destroyed under Rest
    in Peace ("… exile it instead"): whichever applies first, the other no longer applies. Each
    must be named by a different source (the question names sources)."""
    event, used = e, set[str]()
    for k in first:  # CR 616.1f: the event as the effects chosen so far left it
        r = next((r for r in zone_replacements(g, o, event) if r.key == k and r.key not in used), None)
        if r is None:
            break
        used.add(k)
        event = r.instead(event)

    def find(x: ZoneEvent) -> list[Replacement[ZoneEvent]]:
        return [r for r in zone_replacements(g, o, x) if r.key not in used]

    found = find(event)
    if not found:
        return []
    pick = [r for r in found if r.category == min(r.category for r in found)]
    if len({r.source for r in pick}) < len(pick) or any(r.source < 0 for r in pick):
        return []

    def outcome(order: tuple[str, ...]) -> tuple[Zone, bool]:
        after, _ = apply_in_order(event, find, _following(order))
        return after.to, after.shuffle

    return pick if order_matters([r.key for r in pick], outcome) else []


def replace_zone_change(g: Game, o: GameObject, e: ZoneEvent, choose: Chooser[ZoneEvent] | None = None) -> ZoneEvent:
    """CR 616.1: the move that happens instead of ``e``, after every replacement effect that
    applies to it (the affected object's controller, or its owner, orders them, 616.1: in the
    order chosen for it before a Destroy instruction was performed, otherwise asked here when the
    order changes where it goes; when it can't, the earliest first)."""
    if e.to is Zone.EXILE:
        return e
    graveyard = e.to is Zone.GRAVEYARD
    own = graveyard and any(isinstance(a, OwnGraveyardReplaced | DiscardedOntoBattlefield) for a in o.card.abilities)
    finality = graveyard and e.source is Zone.BATTLEFIELD and o.counter("finality") > 0  # CR 122.1h
    if not (o.marks or o.flashback or own or finality or (graveyard and (g.state.effects or g.state.grant_sources))):
        from arbiter.mtg.zones import left_together

        if not (graveyard and left_together(g)):  # (CR 704.3: one that left with it may replace it)
            return e  # (nothing could apply: the common case, answered without looking)
    chooser = choose if choose is not None else _following(chosen_for(event_key(o)) or _asked_order(g, o, e))
    after, _ = apply_in_order(e, lambda ev: zone_replacements(g, o, ev), chooser)
    return after


def _asked_order(g: Game, o: GameObject, e: ZoneEvent) -> tuple[str, ...]:
    """CR 616.1, 616.1e–f: the order ``o``'s controller (its owner, for a card in a hand, a
    library or a graveyard) chooses for the replacement effects on its move to a graveyard, asked
    where the move happens (a state-based action, a sacrifice, a discard, a mill) — only while two
    orders send it to different places (a Destroy instruction asked before it was performed)."""
    first: tuple[str, ...] = ()
    if e.to is not Zone.GRAVEYARD:
        return first
    while found := order_question(g, o, e, first):
        prompt = msg(
            "{t} would be put into a graveyard: choose the replacement effect applied first ({names})",
            t=CardName(o.label),
            names=join(CardName(g.state.objects[r.source].label) for r in found),
        )
        source = ask(g, affected_player(o), tuple(r.source for r in found), prompt)
        first = (*first, next(r.key for r in found if r.source == source))
    return first


def _prohibitions(g: Game) -> Iterator[tuple[GameObject, Static]]:
    """The statics of permanents (and emblems) that affect other objects, with their source."""
    st = g.state
    for sid in st.grant_sources:
        src = st.objects[sid]
        if src.zone is Zone.BATTLEFIELD or src.zone is Zone.COMMAND:
            for s in statics(g, src):
                yield src, s


def entry_forbidden(g: Game, o: GameObject, source: Zone) -> GameObject | None:
    """CR 101.2: the permanent whose "Creature cards in graveyards and libraries can't enter the
    battlefield." stops ``o`` moving from ``source`` to the battlefield, or None."""
    if not g.state.grant_sources:
        return None
    for src, s in _prohibitions(g):
        if isinstance(s, CantEnterFrom) and source in s.zones and o.card.types & s.types:
            return src
    return None


def cast_forbidden(g: Game, zone: Zone) -> GameObject | None:
    """CR 101.2: the permanent whose "Players can't cast spells from graveyards or libraries."
    stops a spell being cast from ``zone``, or None."""
    if not g.state.grant_sources:
        return None
    for src, s in _prohibitions(g):
        if isinstance(s, CantCastFrom) and zone in s.zones:
            return src
    return None
