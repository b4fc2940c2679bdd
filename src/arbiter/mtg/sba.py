"""State-based actions (CR 704): checked whenever a player would receive priority (704.3),
all applicable ones performed simultaneously, repeated until none applies."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Option
from arbiter.mtg.combat.removal import remove_noncreatures
from arbiter.mtg.designations import VentureMarker
from arbiter.mtg.effects import destroy
from arbiter.mtg.effects.dungeons import complete, finished_dungeons
from arbiter.mtg.effects.while_tapped import end_lapsed
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.game_outcome import cant_lose
from arbiter.mtg.keywords import bestow as bestow
from arbiter.mtg.keywords.ascend import gain_citys_blessing
from arbiter.mtg.keywords.bestow import is_bestowed
from arbiter.mtg.keywords.soulbond import unpair_broken
from arbiter.mtg.layers import card_types, has_keyword, is_creature, subtypes, toughness
from arbiter.mtg.layers.queries import board_types_printed
from arbiter.mtg.lki import SubjectGone, SubjectSeen
from arbiter.mtg.objects import battles
from arbiter.mtg.objects import control as control
from arbiter.mtg.objects import sagas as sagas
from arbiter.mtg.objects.counters import set_counter
from arbiter.mtg.objects.enchant_legality import (
    enchants_illegally,
    enchants_player_illegally,
    host_zone,
    is_aura_now,
)
from arbiter.mtg.objects.preparation import drop_lapsed
from arbiter.mtg.objects.protection_sparing import protection_removes
from arbiter.mtg.objects.unattaching import log_unattached
from arbiter.mtg.speed import set_speed, starting_speeds
from arbiter.mtg.state import GameObject
from arbiter.mtg.triggers import collect
from arbiter.mtg.triggers.state_triggers import has_state_trigger, state_triggers
from arbiter.mtg.turn import day_night as day_night
from arbiter.mtg.zones import leaving_together, move, remove_from_zone

if TYPE_CHECKING:
    from arbiter.mtg.game import Game


def check(g: Game) -> bool:
    """Perform state-based actions until none applies; True if any was performed. Layer 2 is
    brought up to date first (CR 613.1b: who controls what decides several of them).

    CR 603.2, 603.10: what happened so far triggers abilities as the objects were immediately
    after it, so the triggers are looked for before each round of state-based actions changes
    the board (a creature with lifelink dealt lethal damage still sees its own life gain; a token
    that died is still there to look back at before it ceases to exist, 704.5d).

    CR 704.3 asks for the check whenever a player would receive priority; when nothing the rules
    judge has changed since a check that found nothing (the journal's count of changes is where
    that check left it — a priority pass changes only the decision loop's bookkeeping), the
    check would find nothing again, and only the triggers of the new events are looked for. The
    players' own checks (704.5a–c) are cheap and always made. The same holds when only the step,
    tapped permanents or mana pools changed since, on a plain board (:func:`plain_board`), where no
    state-based action or state trigger reads them."""
    journal = g.journal
    quiet = (
        journal.settled != journal.changes
        and journal.quiet == journal.board
        and journal.on_board(_PLAIN, partial(plain_board, g))
    )
    if journal.settled == journal.changes or quiet:
        collect(g)
        unchanged = journal.settled == journal.changes or (quiet and journal.quiet == journal.board)
        if unchanged and not _a_player_loses(g):
            if quiet and g.state.pending is None and not g.state.over:
                journal.settled = journal.changes  # (what the full check would record, finding nothing)
            return False
    performed = False
    gain_citys_blessing(g)  # CR 702.131b (a static ability, made permanent here)
    while True:
        collect(g)
        end_lapsed(g)  # CR 611.2b: "for as long as ~ remains tapped" effects whose source untapped or left
        control.refresh(g)
        day_night.settle(g)  # CR 702.145c-d, f-g: "any time" (Humility gone: daybound is back)
        remove_noncreatures(g)  # CR 506.4: an attacker or blocker that stopped being a creature
        unpair_broken(g)  # CR 702.95e: a pairing that no longer holds ends
        state_triggers(g)  # CR 603.8
        if not _once(g):
            break
        performed = True
        if g.state.over:
            break
    st = g.state
    if st.pending is None and not st.over:
        journal.settled = journal.changes
        journal.quiet = journal.board
    return performed


_PLAIN = "plain board"  # (the key of plain_board's answer among the values remembered per board count)


def plain_board(g: Game) -> bool:
    """Whether the state-based actions (CR 704.5) and state triggers (603.8) read only printed
    characteristics and fields other than :data:`~arbiter.core.journal.STEP_AND_MANA` here: no
    continuous effect (613: every layer query takes its printed fast path), no control change
    (613.1b), no "for as long as" effect (611.2b), and no permanent with counters, marks,
    levels, a characteristic-defining P/T (604.3), its own types, an attachment (704.5m–p, 303.4d)
    or a state trigger — whose filters can read tapped (110.5) or the defending player (506.2).
    It reads only fields counted in :attr:`~arbiter.core.journal.Journal.board`."""
    st = g.state
    if st.effects or st.grant_sources or st.lasting or st.control_base or st.boosts:
        return False
    objects = st.objects
    for oid in st.battlefield:
        o = objects[oid]
        card = o.card
        if o.counters or o.marks or o.attached_to is not None or card.is_aura or card.self_typed or card.bands:
            return False
        if card.pt_definition is not None or (card.triggered and has_state_trigger(card.triggered)):
            return False
    return True


def _a_player_loses(g: Game) -> bool:
    """Whether one of 704.5a–c applies (the quick form of :func:`_players`)."""
    return any(not p.lost and (p.life <= 0 or p.drew_from_empty or p.poison >= 10) for p in g.state.players)


@dataclass(slots=True)
class _Applicable:
    """The state-based actions that apply now, gathered before any is performed (CR 704.3:
    all at once)."""

    losers: list[tuple[int, str, str]] = field(default_factory=list)  # (player, rule, why)
    to_graveyard: list[tuple[GameObject, str, str]] = field(default_factory=list)  # (object, rule, verb)
    unattach: list[tuple[GameObject, str]] = field(default_factory=list)  # (and the rule)
    counters: list[tuple[GameObject, int]] = field(default_factory=list)  # (object, pairs to remove)
    cease: list[GameObject] = field(default_factory=list)
    dungeons: list[VentureMarker] = field(default_factory=list)  # CR 704.5t
    speeds: list[int] = field(default_factory=list)  # CR 704.5z: players whose speed becomes 1

    def __bool__(self) -> bool:
        return bool(
            self.losers or self.to_graveyard or self.unattach or self.counters or self.cease or self.dungeons
            or self.speeds
        )  # fmt: skip


def _once(g: Game) -> bool:
    """One round: gather what applies, ask the legend rule's choice first if needed, then
    perform everything at once. True if anything was performed."""
    st = g.state
    found = _Applicable()
    _players(g, found)
    legends = _permanents(g, found)
    if legends and not _legend_rule(g, legends, found):
        return False
    sources = {w.source for w in st.waiting} if st.waiting and st.tokens else set()
    # CR 722.3c: the copies whose permanents are no longer prepared cease below; the others stay
    kept = drop_lapsed(g) if st.prepared else frozenset()
    for oid in st.tokens:
        token = st.objects[oid]
        if (
            token.zone is not Zone.BATTLEFIELD
            and not (token.zone is Zone.STACK and "copy" in token.marks)
            and (
                token.zone is not Zone.PHASED_OUT  # CR 702.26d: tokens continue to exist while phased out
            )
            and not (token.zone is Zone.EXILE and oid in kept)  # CR 722.3c
        ):
            if oid in sources:
                # its "when this dies" looked back at it (603.10a): it ceases to exist at the next
                # check, once its triggers are on the stack — before any player gets priority
                continue
            found.cease.append(token)  # CR 704.5d, 704.5e (a spell copy exists only on the stack)
    if st.ventures:
        found.dungeons = finished_dungeons(g)  # CR 704.5t, 309.6
    found.speeds = starting_speeds(g)  # CR 704.5z, 702.179a
    if not found:
        return False
    _perform(g, found)
    return True


def _players(g: Game, found: _Applicable) -> None:
    """CR 704.5a–c: a player with 0 or less life, who drew from an empty library, or with ten
    or more poison counters loses — unless a static says they can't (104.3, "You can't lose the
    game"; "… for having 0 or less life": 704.5a only)."""
    guarded = bool(g.state.grant_sources or g.state.effects)  # (statics, or rules made this turn)
    for p in g.state.players:
        if p.lost:
            continue
        reasons = ((p.life <= 0, "704.5a"), (p.drew_from_empty, "704.5b"), (p.poison >= 10, "704.5c"))
        for applies, rule in reasons:
            if applies and not (guarded and cant_lose(g, p.index, rule)):
                found.losers.append((p.index, rule, _why_lost(rule)))
                break
        if p.drew_from_empty and guarded and not any(i == p.index for i, _, _ in found.losers):
            # CR 704.5b: the attempt counts until the next check, which it has now been through
            g.set(p, "drew_from_empty", False)


def _keep_for_the_stack(g: Game, o: GameObject) -> None:
    """CR 704.5d, 608.2h: a token ceasing to exist that a triggered ability on the stack is about
    ("Whenever a goaded creature attacks, it deals 1 damage to its controller.") is kept on that
    ability as it last existed on the battlefield, for the effect that still needs it."""
    st = g.state
    for sid in st.stack:
        so = st.objects[sid]
        if any(isinstance(x, SubjectSeen) and x.id == o.id for x in so.lki):
            keywords = o.left_keywords if o.left_keywords is not None else frozenset()
            controller = o.left_controller if o.left_controller is not None else o.controller
            gone = SubjectGone(o.id, o.card, o.owner, controller, keywords, o.left_look, o.left_pt)
            g.set(so, "lki", (*so.lki, gone))


def _why_lost(rule: str) -> str:
    """The words of a 704.5a–c loss (made only when a player loses)."""
    if rule == "704.5a":
        return msg("0 or less life")
    if rule == "704.5b":
        return msg("drew from an empty library")
    return msg("ten or more poison counters")


def _permanents(g: Game, found: _Applicable) -> dict[tuple[int, str], list[GameObject]]:
    """CR 704.5f–q for each permanent; returns the legendary permanents by controller and name
    (for 704.5j)."""
    st = g.state
    legends: dict[tuple[int, str], list[GameObject]] = {}
    roles: dict[tuple[int, int], list[GameObject]] = {}
    worlds: list[GameObject] = []
    # CR 704.5f, 613.1d: whether a permanent is a creature is read after every type-changing
    # effect, a static one (Opalescence) too — is_creature's own shortcut, hoisted for the board
    printed_types = board_types_printed(g)
    for oid in st.battlefield:
        o = st.objects[oid]
        card = o.card
        if card.is_creature if printed_types and not card.self_typed else is_creature(g, o):
            t = toughness(g, o)
            if t <= 0:
                found.to_graveyard.append((o, "704.5f", "is put"))  # toughness 0 or less
            elif o.damage >= t or o.deathtouched:
                if not has_keyword(g, o, "indestructible"):
                    # CR 704.5g lethal damage / 704.5h deathtouch damage: destroyed (701.8)
                    found.to_graveyard.append((o, "704.5g" if o.damage >= t else "704.5h", "is destroyed and put"))
                elif o.deathtouched:
                    # CR 704.5h: only deathtouch damage dealt since the last check counts — this
                    # check has seen it (an indestructible creature keeps the damage, not the mark)
                    g.set(o, "deathtouched", False)
        if (
            (card.is_planeswalker or not printed_types)
            and o.counter("loyalty") <= 0
            and _is_planeswalker(g, o, printed_types)
        ):
            found.to_graveyard.append((o, "704.5i", "is put"))
        if card.is_battle or not printed_types:
            rule = battles.state_based(g, o)  # CR 704.5v, 704.5w
            if rule is not None:
                found.to_graveyard.append((o, rule, "is put"))
        if card.is_legendary:
            legends.setdefault((o.controller, card.name), []).append(o)
        if card.supertypes and "World" in card.supertypes:
            worlds.append(o)
        if o.attached_to is not None or card.is_aura or o.marks:
            _attachment(g, o, found, printed_types and not card.self_typed)
            if o.attached_to is not None and "Role" in card.subtypes:
                roles.setdefault((o.attached_to, o.controller), []).append(o)
        if o.counters:
            plus, minus = o.counter("+1/+1"), o.counter("-1/-1")
            if plus and minus:
                found.counters.append((o, min(plus, minus)))  # CR 704.5q
            if o.counter(sagas.LORE) and sagas.saga_done(g, o):
                found.to_graveyard.append((o, "704.5s", "is sacrificed and put"))  # CR 714.4
    for same in roles.values():
        # CR 704.5y, 303.7a: of the Roles one player controls on a permanent, only the newest stays
        newest = max(same, key=lambda r: r.timestamp)
        found.to_graveyard.extend((r, "704.5y", "is put") for r in same if r is not newest)
    if len(worlds) > 1:
        _world_rule(worlds, found)
    return legends


def _is_planeswalker(g: Game, o: GameObject, printed_types: bool) -> bool:
    """CR 704.5i reads the permanent's card types now (613.1d): a planeswalker made a land by
    Imprisoned in the Moon isn't a planeswalker, whatever its loyalty (205.1a)."""
    if printed_types and not o.card.self_typed:
        return o.card.is_planeswalker
    return CardType.PLANESWALKER in card_types(g, o)


def _world_rule(worlds: list[GameObject], found: _Applicable) -> None:
    """CR 704.5k, the world rule: of two or more world permanents, all but the one that has had
    the world supertype for the shortest time (the newest timestamp, 613.7d) go to their owners'
    graveyards — all of them if several tie for the shortest time. Whoever controls them."""
    newest = max(w.timestamp for w in worlds)
    tied = sum(1 for w in worlds if w.timestamp == newest) > 1
    found.to_graveyard.extend((w, "704.5k", "is put") for w in worlds if tied or w.timestamp != newest)


def _attachment(g: Game, o: GameObject, found: _Applicable, printed: bool) -> None:
    """CR 704.5m–p: an Aura attached illegally or to nothing goes to the graveyard; Equipment
    or another permanent attached illegally becomes unattached. Whether it is an Aura or an
    Equipment is read now (613.1d): Rancor made a Forest by Song of the Dryads, or Bonesplitter
    made a Treasure by Minimus Containment, is neither, and becomes unattached (704.5p).
    ``printed``: no effect changes its types now, so its printed subtypes are its subtypes."""
    st = g.state
    card = o.card
    # (Necromancy became one: 205.3h)
    aura = is_aura_now(o) and (printed or not _lost_subtype(g, o, card.is_aura, "Aura"))
    if not aura and o.attached_to is None:
        return
    host = st.objects.get(o.attached_to) if o.attached_to is not None else None
    host_ok = host is not None and host.zone is (host_zone(o) if aura else Zone.BATTLEFIELD)
    if aura and o.enchanted_player is not None and o.attached_to is None:
        # CR 704.5m, 303.4d: an Aura attached to a player it may no longer enchant
        if enchants_player_illegally(g, o, o.enchanted_player):
            found.to_graveyard.append((o, "704.5m", "is put"))
        return
    if aura:
        # CR 704.5m; 702.16c: protection makes the Aura's attachment illegal (unless it spares it, 702.16n–p)
        # CR 303.4d: … or to an object its enchant ability no longer allows
        shielded = host is not None and host.zone is Zone.BATTLEFIELD and protection_removes(g, host, o)
        if not host_ok or shielded or (host is not None and enchants_illegally(g, o, host)):
            if is_bestowed(o):
                found.unattach.append((o, "702.103f"))  # CR 702.103f: it ceases to be bestowed instead (not 704.5m)
            else:
                found.to_graveyard.append((o, "704.5m", "is put"))
    elif card.is_equipment and (printed or not _lost_subtype(g, o, True, "Equipment")):
        bad = not host_ok or not (host is not None and is_creature(g, host))
        if bad or (host is not None and protection_removes(g, host, o)):
            found.unattach.append((o, "704.5n"))  # CR 704.5n; 702.16d
        elif is_creature(g, o):
            found.unattach.append((o, "704.5p"))  # CR 704.5p, 301.5c: a crewed Equipment Vehicle is a creature
    elif is_creature(g, o) or not host_ok or "Fortification" not in (card.subtypes if printed else subtypes(g, o)):
        found.unattach.append((o, "704.5p"))  # CR 704.5p: nor an Aura, an Equipment or a Fortification


def _lost_subtype(g: Game, o: GameObject, printed: bool, subtype: str) -> bool:
    """Whether ``o``, printed with ``subtype`` (``printed``), doesn't have it now (205.1a: its card
    type was set to another by an effect)."""
    return printed and subtype not in subtypes(g, o)


def _legend_rule(g: Game, legends: dict[tuple[int, str], list[GameObject]], found: _Applicable) -> bool:
    """CR 704.5j: the controller chooses one to keep; the choice is asked for first, then every
    applicable state-based action is performed at once. False if a choice is now asked."""
    st = g.state
    for (controller, name), group in legends.items():
        if len(group) > 1:
            kept = [x for x in group if x.id in st.legend_keep]
            if not kept:
                options = tuple(x.id for x in group)
                prompt = msg("keep one {name}", name=CardName(name))
                g.set(st, "pending", Choose(controller, "legend rule", "704.5j", options, prompt))
                return False
            found.to_graveyard.extend((x, "704.5j", "is put") for x in group if x is not kept[0])
    return True


def _perform(g: Game, found: _Applicable) -> None:
    """CR 704.3: perform all the applicable state-based actions at once."""
    st = g.state
    if st.legend_keep:
        g.set(st, "legend_keep", ())
    for player in found.speeds:
        set_speed(g, player, 1, "704.5z")  # CR 702.179a: "their speed becomes 1"
    leaving = [o for o, _, _ in found.to_graveyard]
    # CR 616.1, 101.4: the players choose the order of the replacement effects on their permanents
    # in APNAP order — the active player's permanents are moved (and their questions asked) first
    apnap = sorted(found.to_graveyard, key=lambda x: x[0].controller != st.active)
    with leaving_together(g, leaving):  # CR 704.8: each as it was before any of them left
        for o, rule, verb in apnap:
            if o.zone is Zone.BATTLEFIELD:
                if verb == "is destroyed and put":
                    destroy(g, o, rule)  # 704.5g–h destroy: a regeneration shield can replace it (701.19a)
                else:
                    move(g, o, Zone.GRAVEYARD, rule, verb)
    for o, rule in found.unattach:
        if o.zone is Zone.BATTLEFIELD and is_bestowed(o):
            bestow.cease(g, o, "702.103f")
        elif o.zone is Zone.BATTLEFIELD and o.attached_to is not None:
            log_unattached(g, o, st.objects.get(o.attached_to), rule)
            g.set(o, "attached_to", None)
    for o, n in found.counters:
        set_counter(g, o, "+1/+1", o.counter("+1/+1") - n)
        set_counter(g, o, "-1/-1", o.counter("-1/-1") - n)
        g.log(ev.CountersChanged("704.5q", o.label, "+1/+1 and -1/-1", -n))
    for o in found.cease:
        _keep_for_the_stack(g, o)
        remove_from_zone(g, o)
        g.journal.dict_del(st.objects, o.id)
        g.set(st, "tokens", tuple(i for i in st.tokens if i != o.id))
    for m in found.dungeons:
        complete(g, m, "704.5t")  # CR 309.7: its owner completes it
    for index, rule, why in found.losers:
        p = st.players[index]
        g.set(p, "lost", True)
        g.log(ev.PlayerLost(rule, p.name, why))
    if found.losers:
        end_if_decided(g)


def end_if_decided(g: Game) -> None:
    """CR 104.2a: the last player in the game wins; CR 104.4a: if all lose at once, a draw."""
    st = g.state
    remaining = [p for p in st.players if not p.lost]
    if len(remaining) > 1:
        return
    winner = remaining[0].index if remaining else None
    g.set(st, "over", True)
    g.set(st, "winner", winner)
    g.set(st, "pending", None)
    g.set(st, "cast", None)
    g.log(
        ev.GameOver(
            "104.2a" if winner is not None else "104.4a", st.players[winner].name if winner is not None else None
        )
    )


def answer_legend_rule(g: Game, keep: Option) -> None:
    """CR 704.5j: remember which legendary permanent the player keeps."""
    assert isinstance(keep, int)  # one of the options: permanents' ids
    st = g.state
    g.set(st, "legend_keep", (*st.legend_keep, keep))
    g.set(st, "pending", None)
