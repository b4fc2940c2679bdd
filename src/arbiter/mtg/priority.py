"""Priority (CR 117) and resolving the top of the stack (CR 405, 608)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from arbiter.mtg import effects, turn
from arbiter.mtg import events as ev
from arbiter.mtg import targets as tg
from arbiter.mtg.characteristics import card_types, is_creature, toughness
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.model import (
    ActivatedAbility,
    And,
    ItsControllerMaySearchBasicLand,
    MayCostThen,
    MayDo,
    Scry,
    Then,
    TriggeredAbility,
)
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef, TurnEffect
from arbiter.mtg.triggers import condition_holds, mentions
from arbiter.mtg.wording import article
from arbiter.mtg.zones import discard, draw, move, remove_from_zone

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from arbiter.mtg.game import Game


def pass_priority(g: Game) -> None:
    """CR 117.3d: pass; CR 117.4: when all players pass in succession, the top object
    resolves, or with an empty stack the step ends."""

    st = g.state
    player = st.priority
    assert player is not None
    g.log(ev.Passed("117.3d", st.players[player].name))
    g.set(st, "pending", None)
    passes = st.passes + 1
    if passes < len(st.players):
        g.set(st, "passes", passes)
        g.set(st, "priority", 1 - player)
        return
    g.set(st, "passes", 0)
    if st.stack:
        resolve_top(g)
        if st.step_begun:  # (an effect that ended the turn left the step: 724.1)
            g.set(st, "priority", st.active)  # CR 117.3b
    else:
        turn.end_step(g)


def resolve_top(g: Game) -> None:
    """CR 608.2: resolve the top object of the stack."""

    st = g.state
    o = st.objects[st.stack[-1]]
    if o.ability is not None:
        ability = o.ability
        modal = isinstance(ability, ActivatedAbility | TriggeredAbility)
        specs, fx = ability.chosen(o.modes) if modal else (ability.targets, ability.effects)
        source = st.objects.get(o.source) if o.source is not None else None
        subject = next((st.objects.get(e[1]) for e in o.lki if e[0] == "subject"), None) if o.lki else None
        if isinstance(ability, TriggeredAbility) and source is not None and not condition_holds(
            g, source, ability, subject
        ):
            g.log(ev.DidNotResolve("603.4", o.id, f"{o.label}'s triggered ability (its condition is false)"))
            _finish(g, o, resolved=False)
            return
    else:
        spell = o.card.spell
        specs, fx = spell.chosen(o.modes) if spell else ((), ())
    legal = effects.legal_targets_now(g, o, specs)
    if any(t is not None for t in o.targets) and not any(legal):
        # CR 608.2b: every target is illegal — the spell or ability doesn't resolve (one with
        # "up to" targets and none chosen resolves)
        g.log(ev.DidNotResolve("608.2b", o.id, o.label))
        _finish(g, o, resolved=False)
        return
    for ok, t in zip(legal, o.targets, strict=False):
        if not ok and t is not None:
            g.log(ev.TargetIllegal("608.2b", o.label, effects.describe_target(g, t)))
    g.log(ev.Resolved("608.2", o.id, o.label))
    if any(isinstance(e, ItsControllerMaySearchBasicLand) for e in fx) or mentions(tuple(fx), "its controller"):
        # CR 608.2h: "its controller" is found as the target last existed on the battlefield
        known = tuple(
            ("controller", i, st.objects[t.id].controller)
            for i, t in enumerate(o.targets)
            if isinstance(t, ObjectRef) and t.id in st.objects and st.objects[t.id].zone is Zone.BATTLEFIELD
        )
        g.set(o, "lki", (*(o.lki or ()), *known))
    if not run_effects(g, o, fx, legal, 0):
        return  # paused for a decision (CR 608.2c); continue_resolution takes it from there
    complete(g, o)


def _instruction(g: Game, o: GameObject, i: int) -> Any:
    """The i-th instruction, unwrapped from its "and" / ", then" / "if you do" joint."""
    e = _instructions(g, o)[i]
    return e.effect if isinstance(e, Then | And | IfYouDid) else e


@dataclass(frozen=True, slots=True)
class IfYouDid:
    """The "If you do, …" part of a "You may …" whose own instruction needs a decision (CR 608.2e),
    run as the next instruction — or skipped when the player declined."""

    effect: Any


def _instructions(g: Game, o: GameObject) -> tuple[object, ...]:
    fx: tuple[object, ...]
    if isinstance(o.ability, ActivatedAbility | TriggeredAbility):
        fx = tuple(o.ability.chosen(o.modes)[1])
    elif o.ability is not None:
        fx = tuple(o.ability.effects)
    else:
        spell = o.card.spell
        fx = tuple(spell.chosen(o.modes)[1]) if spell else ()
    if any(isinstance(e, MayDo | MayCostThen) and e.then is not None and e.then.decides for e in fx):
        fx = tuple(_split_may(fx))
    return fx


def _past_if_you_did(fx: tuple[object, ...], start: int) -> int:
    """Where to go on when the optional action wasn't done: past its "If you do" (CR 608.2e)."""
    return start + 1 if start < len(fx) and isinstance(fx[start], IfYouDid) else start


def _split_may(fx: tuple[object, ...]) -> Iterator[object]:
    """A "You may …. If you do, <a decision>." becomes two instructions, so the second can pause
    the resolution like any other (CR 608.2c)."""
    for e in fx:
        if isinstance(e, MayDo | MayCostThen) and e.then is not None and e.then.decides:
            yield replace(e, then=None)
            yield IfYouDid(e.then)
        else:
            yield e


def run_effects(g: Game, o: GameObject, fx: tuple[object, ...], legal: list[bool], start: int) -> bool:
    """CR 608.2c: follow the instructions in order; an instruction that needs a player's
    decision pauses the resolution (its progress is data in the state). False when paused."""
    from arbiter.mtg.actions import Choose, UnlessPayDecision
    from arbiter.mtg.keyword_effects import CumulativeUpkeep, TapOrUntap
    from arbiter.mtg.model import (
        Bolster,
        CastFromGraveyardFree,
        CastSuspended,
        CounterUnlessPays,
        Dig,
        DiscardChosen,
        EndTheTurn,
        Explore,
        MayPayThen,
        PlayersDiscard,
        PlayersSacrifice,
        Proliferate,
        PutCardsFromHand,
        PutFromHand,
        ReturnOwnPermanent,
        RevealHandChooseDiscard,
        SacrificeThisUnlessPay,
        SearchCreatureBySacrificedValue,
        SearchLibrary,
        SearchToHand,
        ThatPlayerMaySacrifice,
    )
    st = g.state
    for i in range(start, len(fx)):
        e = fx[i]
        if isinstance(e, Then | And | IfYouDid):
            e = e.effect  # the second part of "…, then …" / "… and …" runs like any instruction
        if isinstance(e, DiscardChosen):
            hand = st.players[o.controller].hand
            if not hand:
                continue  # CR 609.3: nothing to discard; the rest still happens
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), ("discard", e.count)))
            g.set(st, "pending", Choose(o.controller, "put from hand", "701.9a", hand, "discard a card"))
            return False
        if isinstance(e, CastFromGraveyardFree):
            if not ask_cast_from_graveyard(g, o, i, legal, e):
                continue
            return False
        if isinstance(e, SearchToHand):
            _ask_search(g, o, i + 1, legal, e.subtypes)
            return False
        if isinstance(e, SearchCreatureBySacrificedValue):
            # CR 701.23a–b: look through the library; a card with a stated quality may go unfound
            wanted = e.plus + sum(x[1] for x in (o.lki or ()) if len(x) == 2)
            library = st.players[o.controller].library
            options = tuple(c for c in library if _creature_with_value(st.objects[c], wanted))
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), "search"))
            prompt = f"a creature card with mana value {wanted} (0: find nothing)"
            g.set(st, "pending", Choose(o.controller, "put from hand", "701.23a", (*options, 0), prompt))
            return False
        if isinstance(e, ItsControllerMaySearchBasicLand):
            # CR 701.23a, 609.3: its controller may search even if the land survived
            index = e.of.index
            known = [x[2] for x in (o.lki or ()) if x[0] == "controller" and x[1] == index]
            if not known:
                continue  # the target was never on the battlefield: there is no "its controller"
            player = known[0]
            library = st.players[player].library
            cards = [st.objects[c] for c in library]
            options = tuple(c.id for c in cards if c.card.is_land and "Basic" in c.card.supertypes)
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), ("search basic land", player)))
            prompt = "search for a basic land card to put onto the battlefield (0: don't search)"
            g.set(st, "pending", Choose(player, "put from hand", "701.23a", (*options, 0), prompt))
            return False
        if isinstance(e, Scry):
            top = st.players[o.controller].library[: e.count]
            if top:
                _ask_scry(g, o, i, tuple(legal), e, tuple(top), "order" if e.reorder_only else "away")
                return False
            continue
        if isinstance(e, ReturnOwnPermanent):
            mine = tuple(
                oid for oid in st.battlefield
                if st.objects[oid].controller == o.controller and card_types(g, st.objects[oid]) & e.types
            )  # fmt: skip
            if not mine:
                continue  # CR 609.3: nothing to return
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), ("return own", i)))
            prompt = f"return {article(e.noun)} {e.noun} you control to its owner's hand"
            g.set(st, "pending", Choose(o.controller, "put from hand", "608.2c", mine, prompt))
            return False
        if isinstance(e, SearchLibrary | PutCardsFromHand):
            _ask_library_search(g, o, i, tuple(legal), e, ())
            return False
        if isinstance(e, MayPayThen):
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), o.id))
            g.set(st, "pending", UnlessPayDecision(o.controller, e.cost.text, o.id))
            return False
        if isinstance(e, EndTheTurn):
            turn.end_the_turn(g)  # CR 724.1: the rest of the resolution doesn't happen
            return False
        if isinstance(e, PlayersSacrifice):
            players = _acting_players(g, o, e, legal)
            if _ask_sacrifice(g, o, i, tuple(legal), e, players, ()):
                return False
            continue
        if isinstance(e, Explore):
            if _explore(g, o, i, tuple(legal)):
                return False
            continue
        if isinstance(e, Bolster):
            creatures = [
                st.objects[x] for x in st.battlefield
                if st.objects[x].controller == o.controller and is_creature(g, st.objects[x])
            ]  # fmt: skip
            if not creatures:
                continue
            least = min(toughness(g, x) for x in creatures)
            weakest = tuple(x.id for x in creatures if toughness(g, x) == least)
            if len(weakest) == 1:
                from arbiter.mtg.counters import add_counters

                add_counters(g, st.objects[weakest[0]], "+1/+1", e.count, "701.39a")
                continue
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), ("bolster", i)))
            prompt = f"the creature with the least toughness to get {e.count} +1/+1 counters"
            g.set(st, "pending", Choose(o.controller, "put from hand", "701.39a", weakest, prompt))
            return False
        if isinstance(e, Proliferate):
            if _ask_proliferate(g, o, i, tuple(legal), ()):
                return False
            continue
        if isinstance(e, Dig):
            looked = st.players[o.controller].library[: e.count]
            if looked:
                _ask_dig(g, o, i, tuple(legal), e, looked)
                return False
            continue
        if isinstance(e, MayCostThen):
            if _ask_may_cost(g, o, i, tuple(legal), e):
                return False
            if _past_if_you_did(fx, i + 1) != i + 1:
                return run_effects(g, o, fx, legal, i + 2)  # it couldn't be done (CR 608.2e)
            continue
        if isinstance(e, RevealHandChooseDiscard):
            if _ask_choose_discard(g, o, i, tuple(legal), e):
                return False
            continue
        if isinstance(e, PlayersDiscard):
            players = _acting_players(g, o, e, legal)
            if _ask_discard(g, o, i, tuple(legal), e, players, ()):
                return False
            continue
        if isinstance(e, ThatPlayerMaySacrifice):
            if _ask_may_sacrifice(g, o, i, tuple(legal), e):
                return False
            continue
        if isinstance(e, CastSuspended):
            if _ask_cast_suspended(g, o, i, tuple(legal)):
                return False
            continue
        asker = _ASKERS.get(type(e))
        if asker is not None:
            if asker(g, o, i, tuple(legal), e):
                return False  # paused for a decision (keyword actions and abilities, spell copies …)
            continue
        if isinstance(e, TapOrUntap):
            target = effects.permanent_of(g, o, e.to, legal)
            if target is None or target.zone is not Zone.BATTLEFIELD:
                continue
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), ("tap or untap", target.id)))
            choices = ("tap", "untap", "neither") if e.may else ("tap", "untap")
            prompt = f"tap or untap {target.label}"
            g.set(st, "pending", Choose(o.controller, "tap or untap", "701.26", choices, prompt))
            return False
        if isinstance(e, MayDo):
            if e.otherwise is not None and _cannot_do(g, o, e.effect, legal):
                effects.perform(g, o, (e.otherwise,), legal)  # (fabricate: no permanent to put counters on)
                if _past_if_you_did(fx, i + 1) != i + 1:
                    return run_effects(g, o, fx, legal, i + 2)  # it wasn't done (CR 608.2e)
                continue
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), None))
            g.set(st, "pending", Choose(o.controller, "may", "608.2c", ("yes", "no"), e.text(effects.specs_of(o))))
            return False
        if isinstance(e, PutFromHand):
            hand = st.players[o.controller].hand
            options = tuple(c for c in hand if st.objects[c].card.types & e.types)
            if not options:
                continue
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), None))
            prompt = f"put {e.noun} card from your hand onto the battlefield (0: none)"
            g.set(st, "pending", Choose(o.controller, "put from hand", "608.2c", (*options, 0), prompt))
            return False
        if isinstance(e, CumulativeUpkeep):
            source = st.objects.get(o.source) if o.source is not None else None
            if source is None or source.zone is not Zone.BATTLEFIELD:
                continue
            from arbiter.mtg.counters import add_counters

            add_counters(g, source, "age", 1, "702.24a")
            age = source.counter("age")
            if not age:
                continue
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), source.id))
            g.set(st, "pending", UnlessPayDecision(o.controller, e.times(age).text, source.id))
            return False
        if isinstance(e, SacrificeThisUnlessPay):
            source = st.objects.get(o.source) if o.source is not None else None
            if source is None or source.zone is not Zone.BATTLEFIELD:
                continue
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), source.id))
            g.set(st, "pending", UnlessPayDecision(o.controller, e.cost.text, source.id))
            return False
        if isinstance(e, CounterUnlessPays):
            target = effects.spell_target(g, o, e.to, legal)
            if target is None:
                continue
            g.set(st, "resolving", (o.id, i + 1, tuple(legal), target.id))
            g.set(st, "pending", UnlessPayDecision(target.controller, e.cost.text, target.id))
            return False
        effects.perform(g, o, (e,), legal)  # type: ignore[arg-type]
    return True


def _ask_scry(
    g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any, looked: tuple[int, ...], phase: str
) -> None:
    """CR 701.22a / 701.25a: first the cards put on the bottom (scry) or into the graveyard
    (surveil), one at a time (0: no more); then the order of those left on top, top first."""
    from arbiter.mtg.actions import Choose

    st = g.state
    if phase == "away" and looked:
        where = "into your graveyard" if e.surveil else "on the bottom of your library"
        g.set(st, "resolving", (o.id, i + 1, legal, ("scry", i, looked, phase)))
        prompt = f"put a card {where} (0: keep the rest on top)"
        rule = "701.25a" if e.surveil else "701.22a"
        g.set(st, "pending", Choose(o.controller, "put from hand", rule, (*looked, 0), prompt))
        return
    if len(looked) > 1:
        g.set(st, "resolving", (o.id, i + 1, legal, ("scry", i, looked, "order")))
        prompt = "the card to put on top next (the first one chosen ends up under the others)"
        g.set(st, "pending", Choose(o.controller, "put from hand", "701.22a", looked, prompt))
        return
    if looked:
        p = st.players[o.controller]
        g.set(p, "library", (looked[0], *(c for c in p.library if c != looked[0])))  # the last one on top
    _run_rest(g, o, _instructions(g, o), legal, i + 1)


def _scry_step(g: Game, o: GameObject, kind: tuple[Any, ...], legal: tuple[bool, ...], card: int) -> None:
    _, i, looked, phase = kind
    st = g.state
    e = _instruction(g, o, i)
    p = st.players[o.controller]
    if phase == "away":
        if card == 0:
            _ask_scry(g, o, i, legal, e, looked, "order")
            return
        chosen = st.objects[card]
        if e.surveil:
            move(g, chosen, Zone.GRAVEYARD, "701.25a", "is put")
        else:
            move(g, chosen, Zone.LIBRARY, "701.22a", "is put on the bottom of the library", bottom=True)
        _ask_scry(g, o, i, legal, e, tuple(c for c in looked if c != card), "away")
        return
    # "order": the chosen card goes on top now, so the last one chosen ends up on top
    g.set(p, "library", (card, *(c for c in p.library if c != card)))
    _ask_scry(g, o, i, legal, e, tuple(c for c in looked if c != card), "order")


def _search_matches(o: GameObject, e: Any) -> bool:
    card = o.card
    if e.types and not card.types & e.types:
        return False
    if e.subtypes and not set(card.subtypes) & e.subtypes:
        return False
    most = getattr(e, "max_value", None)  # (searches; "put from hand" has no bound)
    if most is not None and (card.mana_cost.mana_value if card.mana_cost is not None else 0) > most:
        return False
    return not (e.basic and "Basic" not in card.supertypes)


def _ask_library_search(
    g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any, found: tuple[int, ...]
) -> None:
    """CR 701.23a: the player looks through their library and finds the cards one at a time;
    with a stated quality they may find fewer (701.23b); "0" stops."""
    from arbiter.mtg.actions import Choose

    st = g.state
    player = st.players[o.controller]
    library = player.hand if getattr(e, "from_hand", False) else player.library
    options = tuple(c for c in library if c not in found and _search_matches(st.objects[c], e))
    must = not e.up_to and not e.noun and len(found) < e.count
    if len(found) >= e.count or not options:
        _finish_library_search(g, o, e, found)
        _run_rest(g, o, _instructions(g, o), legal, i + 1)
        return
    g.set(st, "resolving", (o.id, i + 1, legal, ("library search", i, found)))
    left = e.count - len(found)
    prompt = f"find {e.noun or 'a'} card ({left} more{'' if must else '; 0: stop'})"
    g.set(st, "pending", Choose(o.controller, "put from hand", "701.23a", options if must else (*options, 0), prompt))


def _finish_library_search(g: Game, o: GameObject, e: Any, found: tuple[int, ...]) -> None:
    from arbiter.mtg.zones import shuffle

    st = g.state
    for cid in found:
        card = st.objects[cid]
        if e.dest == "into your hand":
            move(g, card, Zone.HAND, "701.23a", "is found and put")
        elif e.dest == "into your graveyard":
            move(g, card, Zone.GRAVEYARD, "701.23a", "is found and put")
        else:
            move(g, card, Zone.BATTLEFIELD, "701.23a", "is found and put")
            g.set(card, "controller", o.controller)
            if e.tapped:
                g.set(card, "tapped", True)
    if not getattr(e, "from_hand", False):
        shuffle(g, o.controller, "701.24a")


def _acting_players(g: Game, o: GameObject, e: Any, legal: list[bool]) -> tuple[int, ...]:
    """The players who sacrifice or discard, in APNAP order (CR 101.4): the target player, "you",
    "Each player", or "Each opponent"/"Each other player"."""
    st = g.state
    if e.player is not None:
        target = effects.resolve_ref(g, o, e.player, legal)
        return (target.index,) if isinstance(target, PlayerRef) else ()
    if e.who == "you":
        return (o.controller,)
    order = (st.active, 1 - st.active)
    if e.who == "Each player":
        return order
    return tuple(p for p in order if p != o.controller)


def _ask_sacrifice(
    g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any, players: tuple[int, ...], chosen: tuple[int, ...]
) -> bool:
    """CR 701.21a: each player in turn chooses what they sacrifice; with no more than the number
    asked for, there is nothing to choose. Then all of them are sacrificed at once. False when
    no decision is needed (everything is done)."""
    from arbiter.mtg.actions import Choose

    st = g.state
    while players:
        player = players[0]
        mine = tuple(
            oid for oid in st.battlefield
            if st.objects[oid].controller == player and oid not in chosen
            and (not e.types or card_types(g, st.objects[oid]) & e.types)
        )  # fmt: skip
        already = sum(1 for c in chosen if st.objects[c].controller == player)
        # "half the permanents they control, rounded down" (107.1a): of what they control now
        left = ((len(mine) + already) // 2 if e.half else e.count) - already
        if left <= 0 or not mine:
            players = players[1:]
            continue
        if len(mine) <= left:
            chosen = (*chosen, *mine)
            players = players[1:]
            continue
        g.set(st, "resolving", (o.id, i + 1, legal, ("sacrifice", i, players, chosen)))
        prompt = f"sacrifice {e.noun} ({left} to choose)"
        g.set(st, "pending", Choose(player, "put from hand", "701.21a", mine, prompt))
        return True
    for oid in chosen:
        victim = st.objects[oid]
        if victim.zone is Zone.BATTLEFIELD:
            move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    return False


def _explore(g: Game, o: GameObject, i: int, legal: tuple[bool, ...]) -> bool:
    """CR 701.44a: reveal the top card; a land to the hand, else a +1/+1 counter on the explorer
    and the player may put the card into the graveyard (asked; False when nothing is asked)."""
    from arbiter.mtg.actions import Choose
    from arbiter.mtg.counters import add_counters

    st = g.state
    explorer = st.objects.get(o.source) if o.source is not None else None
    player = explorer.controller if explorer is not None else o.controller
    library = st.players[player].library
    if not library:
        if explorer is not None and explorer.zone is Zone.BATTLEFIELD:
            add_counters(g, explorer, "+1/+1", 1, "701.44a")  # nothing revealed is not a land
        return False
    top = st.objects[library[0]]
    g.log(ev.EffectCreated("701.44a", st.players[player].name, f"reveals {top.card.name}"))
    if top.card.is_land:
        move(g, top, Zone.HAND, "701.44a", "is put")
        return False
    if explorer is not None and explorer.zone is Zone.BATTLEFIELD:
        add_counters(g, explorer, "+1/+1", 1, "701.44a")
    g.set(st, "resolving", (o.id, i + 1, legal, ("explore", top.id)))
    g.set(st, "pending", Choose(player, "may", "701.44a", ("yes", "no"), f"put {top.card.name} into your graveyard"))
    return True


def _ask_proliferate(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], chosen: tuple[Any, ...]) -> bool:
    """CR 701.34a: the permanents and players with counters, chosen one at a time (0: no more);
    then each chosen one gets another counter of each kind it has. False: nothing to choose."""
    from arbiter.mtg.actions import Choose

    st = g.state
    options: list[Any] = [ObjectRef(oid, st.objects[oid].zcc) for oid in st.battlefield if st.objects[oid].counters]
    options += [PlayerRef(p.index) for p in st.players if p.poison]
    options = [x for x in options if x not in chosen]
    if not options:
        _proliferate(g, chosen)
        return False
    g.set(st, "resolving", (o.id, i + 1, legal, ("proliferate", i, chosen)))
    prompt = "choose a permanent or player with counters (0: no more)"
    g.set(st, "pending", Choose(o.controller, "put from hand", "701.34a", (*options, 0), prompt))
    return True


def _proliferate(g: Game, chosen: tuple[Any, ...]) -> None:
    from arbiter.mtg.counters import add_counters, add_poison

    st = g.state
    for x in chosen:
        if isinstance(x, PlayerRef):
            add_poison(g, x.index, 1, "701.34a")
            continue
        o = st.objects.get(x.id)
        if o is not None and o.zcc == x.zcc and o.zone is Zone.BATTLEFIELD:
            for kind, _ in o.counters:
                add_counters(g, o, kind, 1, "701.34a")


def _ask_dig(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any, looked: tuple[int, ...]) -> None:
    """The player looks at the top cards and takes one — with "you may reveal a … card", one that
    fits or none (0)."""
    from arbiter.mtg.actions import Choose

    st = g.state
    cards = [st.objects[c].card for c in looked]
    options = tuple(
        c for c, card in zip(looked, cards, strict=True)
        if (not e.types or card.types & e.types) and not card.types & e.nontypes
    )  # fmt: skip
    if e.optional:
        options = (*options, 0)
    g.set(st, "resolving", (o.id, i + 1, legal, ("dig", i, looked)))
    prompt = "the card to put into your hand" + (" (0: none)" if e.optional else "")
    g.set(st, "pending", Choose(o.controller, "put from hand", "608.2c", options, prompt))


def _dig_step(g: Game, o: GameObject, kind: tuple[Any, ...], legal: tuple[bool, ...], card: int) -> bool:
    """The card taken goes to the hand; the rest where the text says (in a random order, or in
    the order the player chooses, one at a time). False while a choice is pending."""
    from arbiter.core.rng import below
    from arbiter.mtg.actions import Choose

    st = g.state
    _, i, looked, *ordering = kind
    e = _instruction(g, o, i)
    if not ordering:
        if card:
            verb = "is revealed and put" if e.optional else "is put"
            move(g, st.objects[card], Zone.HAND, "608.2c", verb)
        rest = tuple(c for c in looked if c != card)
        if e.rest == "graveyard":
            for c in rest:
                move(g, st.objects[c], Zone.GRAVEYARD, "608.2c", "is put")
            return True
        if e.rest == "bottom random":
            order, rng = list(rest), st.rng
            for k in range(len(order) - 1, 0, -1):
                rng, j = below(rng, k + 1)
                order[k], order[j] = order[j], order[k]
            g.set(st, "rng", rng)
            for c in order:
                move(g, st.objects[c], Zone.LIBRARY, "608.2c", "is put on the bottom of the library", bottom=True)
            return True
    else:
        move(g, st.objects[card], Zone.LIBRARY, "608.2c", "is put on the bottom of the library", bottom=True)
        rest = tuple(c for c in looked if c != card)
    if len(rest) > 1:
        g.set(st, "resolving", (o.id, i + 1, legal, ("dig", i, rest, "order")))
        prompt = "the card to put on the bottom next (the first one chosen ends up on top of the others)"
        g.set(st, "pending", Choose(o.controller, "put from hand", "608.2c", rest, prompt))
        return False
    for c in rest:
        move(g, st.objects[c], Zone.LIBRARY, "608.2c", "is put on the bottom of the library", bottom=True)
    return True


def _ask_may_cost(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """ "You may <do something>. If you do, …": the controller decides now (CR 608.2c) — which
    card or permanent (0: don't), or yes/no. False when it can't be done at all (nothing to
    discard or sacrifice, not enough life, 119.4; the source is gone)."""
    from arbiter.mtg.actions import Choose

    st = g.state
    player = st.players[o.controller]
    source = st.objects.get(o.source) if o.source is not None else None
    if e.kind in ("discard", "sacrifice"):
        if e.kind == "discard":
            options = player.hand
        else:
            mine = [st.objects[oid] for oid in st.battlefield if st.objects[oid].controller == o.controller]
            options = tuple(
                p.id for p in mine if (not e.types or card_types(g, p) & e.types) and not (e.another and p is source)
            )
        if not options:
            return False
        g.set(st, "resolving", (o.id, i + 1, legal, ("may cost", i)))
        what = "discard a card" if e.kind == "discard" else f"sacrifice {e.noun}"
        g.set(st, "pending", Choose(o.controller, "put from hand", "608.2c", (*options, 0), f"{what} (0: don't)"))
        return True
    if e.kind in ("sacrifice self", "exile self") and (source is None or source.zone is not Zone.BATTLEFIELD):
        return False
    if e.kind == "pay life" and player.life < e.amount:
        return False  # CR 119.4: a player can pay life only if their life total is at least that much
    g.set(st, "resolving", (o.id, i + 1, legal, None))
    g.set(st, "pending", Choose(o.controller, "may", "608.2c", ("yes", "no"), e.head()))
    return True


def _do_may_cost(g: Game, o: GameObject, e: Any, chosen: int | None, legal: tuple[bool, ...]) -> bool:
    """Do the optional action; if it was done, what "if you do" says (CR 608.2e). True if done."""
    st = g.state
    done = True
    if e.kind == "discard" and chosen is not None:
        discard(g, st.objects[chosen])
    elif e.kind == "sacrifice" and chosen is not None:
        victim = st.objects[chosen]
        done = victim.zone is Zone.BATTLEFIELD
        if done:
            move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
            if getattr(o.ability, "keyword_text", None) == "Exploit" and o.source is not None:
                g.log(ev.Exploited("702.110b", o.source, o.label))  # "When ~ exploits a creature"
    elif e.kind in ("sacrifice self", "exile self"):
        source = st.objects.get(o.source) if o.source is not None else None
        done = source is not None and source.zone is Zone.BATTLEFIELD
        if done and source is not None:
            sacrifice = e.kind == "sacrifice self"
            zone, rule = (Zone.GRAVEYARD, "701.21a") if sacrifice else (Zone.EXILE, "406.2")
            move(g, source, zone, rule, "is sacrificed and put" if sacrifice else "is exiled and put")
    elif e.kind == "pay life":
        effects.lose_life(g, o.controller, e.amount, "119.4")
    elif e.kind == "draw":
        draw(g, o.controller, "121.1")
    if done and e.then is not None:
        effects.perform(g, o, (e.then,), list(legal))
    return done


def _ask_choose_discard(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """The player reveals their hand (CR 701.20a); the controller chooses a card that fits
    (608.2c). False when there is nothing to choose (609.3)."""
    from arbiter.mtg.actions import Choose

    st = g.state
    who = effects.resolve_ref(g, o, e.player, list(legal))
    if not isinstance(who, PlayerRef):
        return False
    hand = st.players[who.index].hand
    names = ", ".join(st.objects[c].card.name for c in hand) or "no cards"
    g.log(ev.EffectCreated("701.20a", st.players[who.index].name, f"reveals their hand: {names}"))
    fits = tuple(
        c for c in hand
        if (not e.types or st.objects[c].card.types & e.types) and not st.objects[c].card.types & e.nontypes
    )  # fmt: skip
    if not fits:
        return False
    g.set(st, "resolving", (o.id, i + 1, legal, ("choose discard",)))
    card = f"{e.noun} card" if e.noun else "card"
    g.set(
        st,
        "pending",
        Choose(o.controller, "put from hand", "608.2c", fits, f"choose {article(card)} {card} to discard"),
    )
    return True


def _ask_discard(
    g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any, players: tuple[int, ...], chosen: tuple[int, ...]
) -> bool:
    """CR 701.9a: each player in turn chooses the cards they discard (one at a time); a player
    with no more cards than asked discards them all (609.3); at random the game picks (701.9b).
    Then all of them are discarded at once. False when no decision is needed."""
    from arbiter.core.rng import below
    from arbiter.mtg.actions import Choose

    st = g.state
    while players:
        player = players[0]
        hand = tuple(c for c in st.players[player].hand if c not in chosen)
        left = e.count - sum(1 for c in chosen if st.objects[c].owner == player)
        if left <= 0 or not hand:
            players = players[1:]
            continue
        if len(hand) <= left:
            chosen, players = (*chosen, *hand), players[1:]
            continue
        if e.at_random:
            rng, k = below(st.rng, len(hand))
            g.set(st, "rng", rng)
            chosen = (*chosen, hand[k])
            continue
        g.set(st, "resolving", (o.id, i + 1, legal, ("players discard", i, players, chosen)))
        prompt = f"discard a card ({left} to choose)"
        g.set(st, "pending", Choose(player, "put from hand", "701.9a", hand, prompt))
        return True
    for cid in chosen:
        card = st.objects[cid]
        if card.zone is Zone.HAND:
            discard(g, card, "701.9b" if e.at_random else "701.9a")
    return False


def _ask_may_sacrifice(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """ "That player may sacrifice a permanent of their choice. If the player does, …" — the
    player whose upkeep it is chooses one, or 0 (CR 608.2c, 701.21a). False: nothing to choose."""
    from arbiter.mtg.actions import Choose

    st = g.state
    player = st.active  # "each player's upkeep" triggers: that player is the active one (503.1)
    mine = tuple(
        oid for oid in st.battlefield
        if st.objects[oid].controller == player and (not e.types or card_types(g, st.objects[oid]) & e.types)
    )  # fmt: skip
    if not mine:
        return False
    g.set(st, "resolving", (o.id, i + 1, legal, ("may sacrifice", i)))
    prompt = f"sacrifice {article(e.noun)} {e.noun} (0: don't)"
    g.set(st, "pending", Choose(player, "put from hand", "701.21a", (*mine, 0), prompt))
    return True


def _ask_cast_suspended(g: Game, o: GameObject, i: int, legal: tuple[bool, ...]) -> bool:
    """CR 702.62a: "you may cast it without paying its mana cost if able. If you don't, it
    remains exiled." False when it can't be cast (no legal target for it)."""
    from arbiter.mtg.actions import Choose

    st = g.state
    card = st.objects.get(o.source) if o.source is not None else None
    if card is None or card.zone is not Zone.EXILE or card.card.is_land:
        return False
    spell = card.card.spell
    targets = spell.targets if spell is not None and not spell.modes else ()
    if any(not s.optional and not tg.options(g, s, card.owner, card.id) for s in targets):
        return False  # not able: it remains exiled
    g.set(st, "resolving", (o.id, i + 1, legal, ("cast suspended", i)))
    prompt = f"cast {card.card.name} without paying its mana cost (0: don't)"
    rule = "702.88a" if getattr(_instruction(g, o, i), "keyword", "") == "rebound" else "702.62a"
    g.set(st, "pending", Choose(card.owner, "put from hand", rule, (card.id, 0), prompt))
    return True


def _ask_madness(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """CR 702.35a: the owner of the card exiled this way may cast it for its madness cost; False
    when it is no longer that exiled card (it left exile: nothing happens)."""
    from arbiter.mtg.actions import Choose
    from arbiter.mtg.casting_options import Madness

    st = g.state
    card = st.objects.get(o.source) if o.source is not None else None
    seen = next((entry[1:] for entry in (o.lki or ()) if entry[0] == "subject"), None)
    if card is None or card.zone is not Zone.EXILE or seen != (card.id, card.zcc):
        return False
    madness = next(a for a in card.card.options if isinstance(a, Madness))
    g.set(st, "resolving", (o.id, i + 1, legal, ("madness", i, card.id)))
    prompt = f"cast {card.card.name} by paying its madness cost {madness.cost.text} (0: put it into your graveyard)"
    g.set(st, "pending", Choose(card.owner, "put from hand", "702.35a", (card.id, 0), prompt))
    return True


def _cascade(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """CR 702.85a: exile from the top until a nonland card with a lesser mana value; offer to
    cast it free (608.2g). False when nothing is offered (the exiled cards go to the bottom).
    Discover N (701.57a): until one with mana value N or less; one not cast goes to the hand."""
    from arbiter.mtg.actions import Choose
    from arbiter.mtg.keyword_effects import bottom_in_random_order

    st = g.state
    discover: int | None = getattr(e, "n", None)  # Discover N, or cascade
    rule = "702.85a" if discover is None else "701.57a"
    if discover is None:
        spell = st.objects.get(o.source) if o.source is not None else None
        cost = spell.card.mana_cost if spell is not None else None
        bound = (cost.mana_value if cost is not None else 0) - 1
    else:
        bound = discover
    player = o.controller
    exiled: list[int] = []
    hit: GameObject | None = None
    while st.players[player].library:
        top = st.objects[st.players[player].library[0]]
        move(g, top, Zone.EXILE, rule, "is exiled (cascade)" if discover is None else "is exiled (discover)")
        exiled.append(top.id)
        top_cost = top.card.mana_cost
        if not top.card.is_land and (top_cost.mana_value if top_cost is not None else 0) <= bound:
            hit = top
            break
    if hit is not None and hit.card.mana_cost is not None:
        spell_of = hit.card.spell
        targets = spell_of.targets if spell_of is not None and not spell_of.modes else ()
        if all(s.optional or tg.options(g, s, player, hit.id) for s in targets):
            g.set(st, "resolving", (o.id, i + 1, legal, ("cascade", i, tuple(exiled), hit.id, discover is not None)))
            otherwise = "don't" if discover is None else "put it into your hand"
            prompt = f"cast {hit.card.name} without paying its mana cost (0: {otherwise})"
            g.set(st, "pending", Choose(player, "put from hand", rule, (hit.id, 0), prompt))
            return True
    if hit is not None and discover is not None:
        move(g, hit, Zone.HAND, rule, "is put")  # "If you don't cast it, put that card into your hand."
        exiled.remove(hit.id)
    bottom_in_random_order(g, player, exiled, rule)
    return False


def _ask_untap_land(
    g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any, left: int | None = None,
    chosen: tuple[int, ...] = (),
) -> bool:  # fmt: skip
    """ "Untap up to N lands": the next land to untap (0: no more); False when done."""
    from arbiter.mtg.actions import Choose

    st = g.state
    left = e.count if left is None else left
    if left <= 0:
        return False
    lands = tuple(
        oid for oid in st.battlefield
        if st.objects[oid].tapped and oid not in chosen and CardType.LAND in card_types(g, st.objects[oid])
        and (not e.yours or st.objects[oid].controller == o.controller)
    )  # fmt: skip
    if not lands:
        return False
    g.set(st, "resolving", (o.id, i + 1, legal, ("untap up to", i, left, chosen)))
    prompt = f"untap a land ({left} more at most; 0: no more)"
    g.set(st, "pending", Choose(o.controller, "put from hand", "701.26b", (*lands, 0), prompt))
    return True


def _ask_color(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """ "… protection from the color of your choice …": the color is chosen as it resolves (105.1)."""
    from arbiter.mtg.actions import Choose
    from arbiter.mtg.keyword_effects import COLOR_WORDS

    target = effects.permanent_of(g, o, e.to, list(legal))
    if target is None or target.zone is not Zone.BATTLEFIELD:
        return False
    st = g.state
    g.set(st, "resolving", (o.id, i + 1, legal, ("chosen color", i)))
    g.set(st, "pending", Choose(o.controller, "put from hand", "105.1", COLOR_WORDS, "choose a color"))
    return True


def _connive(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """CR 701.50a: the permanent's controller draws, then chooses a card to discard (asked);
    False when there is nothing to discard."""
    from arbiter.mtg.actions import Choose

    st = g.state
    perm = effects.permanent_of(g, o, e.to, list(legal))
    if perm is None:
        return False
    player = perm.controller  # (as it last existed, if it left the battlefield: 701.50c)
    draw(g, player, "701.50a")
    hand = st.players[player].hand
    if not hand:
        return False
    g.set(st, "resolving", (o.id, i + 1, legal, ("connive", i, perm.id, perm.zcc)))
    g.set(st, "pending", Choose(player, "put from hand", "701.50a", hand, "discard a card (connive)"))
    return True


def _copies(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any, left: int | None = None) -> bool:
    """Put copies of a spell on the stack one at a time (CR 707.10); for a copy with targets, its
    controller chooses them — the original's are among the choices (707.10c) and are kept when
    none could be chosen. True while a copy's targets are being chosen."""
    from arbiter.mtg.casting import CastProgress, continue_after_targets
    from arbiter.mtg.spell_copies import StormCopies, make_copy, storm_count

    st = g.state
    if isinstance(e, StormCopies):
        spell = st.objects.get(o.source) if o.source is not None else None  # (its last known information)
    else:
        spell = effects.spell_target(g, o, e.to, list(legal))
    if spell is None or spell.ability is not None:
        return False
    count = left if left is not None else storm_count(g, spell) if isinstance(e, StormCopies) else 1
    while count > 0:
        count -= 1
        copy = make_copy(g, spell, o.controller)
        specs = effects.specs_of(copy)
        if not specs or not getattr(e, "new_targets", True):
            continue  # the copy keeps the original's targets
        if not all(s.optional or tg.options(g, s, copy.controller, copy.id) for s in specs):
            continue
        g.set(st, "resolving", (o.id, i + 1, legal, ("copies", i, count, spell.id)))
        progress = CastProgress("copy", copy.id, o.controller, g.journal.mark(), "targets", specs, (), None)
        continue_after_targets(g, progress)
        if st.pending is not None:
            return True
    return False


def _amass(g: Game, o: GameObject, i: int, legal: tuple[bool, ...], e: Any) -> bool:
    """CR 701.47a: an Army token if there is none; then the Army chosen gets the counters (asked
    only when there are several). False when no decision is needed."""
    from arbiter.mtg.actions import Choose
    from arbiter.mtg.keyword_effects import amass_onto, amass_token, armies

    st = g.state
    mine = armies(g, o.controller)
    if not mine:
        amass_token(g, o, e)
        mine = armies(g, o.controller)
    if len(mine) > 1:
        g.set(st, "resolving", (o.id, i + 1, legal, ("amass", i)))
        prompt = f"choose an Army creature you control to put {e.n} +1/+1 counter(s) on"
        g.set(st, "pending", Choose(o.controller, "put from hand", "701.47a", tuple(mine), prompt))
        return True
    if mine:
        amass_onto(g, st.objects[mine[0]], e)
    return False


def _askers() -> dict[type, Any]:
    """The instructions that may pause a resolution, each with the function that asks (by type:
    one lookup per instruction instead of a chain of checks)."""
    from arbiter.mtg.keyword_effects import (
        Amass,
        Cascade,
        CastForMadness,
        Connive,
        Discover,
        ProtectionOfChosenColor,
        UntapUpTo,
    )
    from arbiter.mtg.spell_copies import CopySpell, StormCopies

    return {
        CastForMadness: _ask_madness, Cascade: _cascade, Discover: _cascade, Amass: _amass,
        ProtectionOfChosenColor: _ask_color, UntapUpTo: _ask_untap_land, Connive: _connive,
        StormCopies: _copies, CopySpell: _copies,
    }  # fmt: skip


_ASKERS: dict[type, Any] = {}


def ask_cast_from_graveyard(g: Game, o: GameObject, i: int, legal: list[bool], e: object) -> bool:
    """CR 608.2g: offer the next card to cast (0: stop); False when there is none."""
    from arbiter.mtg.actions import Choose

    st = g.state
    color = e.color  # type: ignore[attr-defined]
    options = tuple(
        c for c in st.players[o.controller].graveyard
        if st.objects[c].card.types & {CardType.INSTANT, CardType.SORCERY} and color in st.objects[c].card.colors
    )  # fmt: skip
    if not options:
        return False
    g.set(st, "resolving", (o.id, i + 1, tuple(legal), ("cast from graveyard", i)))
    g.set(st, "pending", Choose(o.controller, "put from hand", "608.2g", (*options, 0), "cast a card (0: stop)"))
    return True


def _ask_search(g: Game, o: GameObject, nxt: int, legal: list[bool], wanted: tuple[str, ...]) -> None:
    """CR 701.23a–b: find a card of the first wanted subtype (or nothing); the rest follow."""
    from arbiter.mtg.actions import Choose

    st = g.state
    library = st.players[o.controller].library
    options = tuple(c for c in library if wanted[0] in st.objects[c].card.subtypes)
    g.set(st, "resolving", (o.id, nxt, tuple(legal), ("search to hand", *wanted)))
    prompt = f"a {wanted[0]} card (0: find nothing)"
    g.set(st, "pending", Choose(o.controller, "put from hand", "701.23a", (*options, 0), prompt))


def _creature_with_value(o: GameObject, value: int) -> bool:
    cost = o.card.mana_cost
    return o.card.is_creature and (cost.mana_value if cost is not None else 0) == value


def _run_rest(g: Game, o: GameObject, fx: tuple[object, ...], legal: Iterable[bool], start: int) -> None:
    """Run the instructions from ``start``; when the resolution finishes, complete it (608.2n)
    and give the active player priority (CR 117.3b)."""
    st = g.state
    if run_effects(g, o, fx, list(legal), start):
        complete(g, o)
        g.set(st, "priority", st.active)  # CR 117.3b
        g.set(st, "passes", 0)


def _take_paused(g: Game) -> tuple[GameObject, int, Any, Any]:
    """The paused resolution (CR 608.2c) being answered: its object, where it goes on, the
    target legality, and the progress tag; the pause itself is cleared."""
    st = g.state
    oid, start, legal, kind = st.resolving
    g.set(st, "resolving", None)
    g.set(st, "pending", None)
    return st.objects[oid], start, legal, kind


def continue_may(g: Game, yes: bool) -> None:
    """Answer "you may …" and finish resolving."""
    from arbiter.mtg.model import SearchLibrary

    o, start, legal, kind = _take_paused(g)
    fx = _instructions(g, o)
    e = _instruction(g, o, start - 1)
    if isinstance(kind, tuple) and kind[0] == "explore":
        card = g.state.objects[kind[1]]
        if yes and card.zone is Zone.LIBRARY:
            move(g, card, Zone.GRAVEYARD, "701.44a", "is put")
        _run_rest(g, o, fx, legal, start)
        return
    if isinstance(e, MayCostThen):
        if not (yes and _do_may_cost(g, o, e, None, legal)):
            start = _past_if_you_did(fx, start)
        _run_rest(g, o, fx, legal, start)
        return
    assert isinstance(e, MayDo)
    if yes and isinstance(e.effect, SearchLibrary):
        # "You may search your library for …": only if the player searches is the library searched
        # (and shuffled) — CR 701.23a, 701.24a
        _ask_library_search(g, o, start - 1, legal, e.effect, ())
        return
    if yes:
        effects.perform(g, o, (e.effect,), list(legal))
        if e.then is not None:
            effects.perform(g, o, (e.then,), list(legal))  # "If you do, …" (CR 608.2e)
    else:
        if e.otherwise is not None:
            effects.perform(g, o, (e.otherwise,), list(legal))  # "If you don't, …"
        start = _past_if_you_did(fx, start)  # CR 608.2e: "If you do" — they didn't
    _run_rest(g, o, fx, legal, start)


def continue_tap_or_untap(g: Game, choice: str) -> None:
    """Answer "tap or untap target permanent" (CR 701.26) and finish resolving."""
    from arbiter.mtg.counters import untap

    o, start, legal, kind = _take_paused(g)
    target = g.state.objects[kind[1]]
    if target.zone is Zone.BATTLEFIELD:
        if choice == "tap" and not target.tapped:
            g.set(target, "tapped", True)
            g.log(ev.Tapped("701.26a", target.id, target.label))
        elif choice == "untap" and target.tapped and untap(g, target, "701.26b"):
            g.log(ev.BecameUntapped("701.26b", target.id, target.label))
    _run_rest(g, o, _instructions(g, o), legal, start)


def _cannot_do(g: Game, o: GameObject, e: object, legal: list[bool]) -> bool:
    """ "Put N +1/+1 counters on it" when it is no longer on the battlefield (CR 702.123a's
    ruling: then the tokens are created)."""
    from arbiter.mtg.model import PutCountersOn

    if isinstance(e, PutCountersOn) and e.to.kind == "this":
        source = effects.permanent_of(g, o, e.to, legal)
        return source is None or source.zone is not Zone.BATTLEFIELD
    return False


def after_cast_during_resolution(g: Game) -> None:
    """A spell cast during resolution is on the stack: offer another, then go on (608.2g)."""
    st = g.state
    oid, start, legal, kind = st.resolving
    o = st.objects[oid]
    fx = _instructions(g, o)
    e = _instruction(g, o, kind[1])
    if kind[0] == "cast suspended":
        spell = st.objects[st.stack[-1]] if st.stack else None
        suspend = getattr(e, "keyword", "") == "suspend"
        if suspend and spell is not None and spell.card.is_creature and spell.source is None:
            # CR 702.62a: it gains haste until its caster loses control of it (the spell, then the
            # permanent it becomes — the same object on the battlefield, one zone change later)
            haste = TurnEffect(spell.id, spell.zcc + 1, "haste while controlled", spell.controller, g.next_timestamp())
            g.set(st, "lasting", (*st.lasting, haste))
    elif kind[0] == "madness":
        pass  # CR 702.35a: cast — nothing more to do
    elif kind[0] == "copies":
        g.set(st, "resolving", None)
        if kind[2] and _copies(g, o, kind[1], legal, e, kind[2]):
            return
    elif kind[0] == "cascade":
        from arbiter.mtg.keyword_effects import bottom_in_random_order

        # CR 702.85a / 701.57a: the cards exiled this way that weren't cast go to the bottom, in a random order
        bottom_in_random_order(g, o.controller, [c for c in kind[2] if c != kind[3]], "702.85a")
    elif ask_cast_from_graveyard(g, o, kind[1], list(legal), e):
        return
    g.set(st, "resolving", None)
    g.set(st, "pending", None)
    _run_rest(g, o, fx, legal, start)


def continue_put(g: Game, card: Any) -> None:
    """Answer "you may put a card from your hand onto the battlefield" and finish resolving."""
    st = g.state
    o, start, legal, kind = _take_paused(g)
    oid = o.id
    if isinstance(kind, tuple) and kind[0] == "discard":
        if card:
            chosen = st.objects[card]
            g.set(o, "lki", (*(o.lki or ()), ("discarded", frozenset(chosen.card.colors))))
            discard(g, chosen)
        hand = st.players[o.controller].hand
        if kind[1] > 1 and hand:
            # "Discard two cards.": the next one (as many as possible, 609.3)
            from arbiter.mtg.actions import Choose

            g.set(st, "resolving", (oid, start, legal, ("discard", kind[1] - 1)))
            g.set(st, "pending", Choose(o.controller, "put from hand", "701.9a", hand, "discard a card"))
            return
    elif isinstance(kind, tuple) and kind[0] == "bolster":
        from arbiter.mtg.counters import add_counters

        add_counters(g, st.objects[card], "+1/+1", _instruction(g, o, kind[1]).count, "701.39a")
    elif isinstance(kind, tuple) and kind[0] == "proliferate":
        _, index, chosen = kind
        if card:
            if _ask_proliferate(g, o, index, legal, (*chosen, card)):
                return
        else:
            _proliferate(g, chosen)
    elif isinstance(kind, tuple) and kind[0] == "dig":
        if not _dig_step(g, o, kind, legal, card):
            return
    elif isinstance(kind, tuple) and kind[0] == "may cost":
        if not (card and _do_may_cost(g, o, _instruction(g, o, kind[1]), card, legal)):
            start = _past_if_you_did(_instructions(g, o), start)
    elif isinstance(kind, tuple) and kind[0] == "chosen color":
        from arbiter.mtg.model import GainKeywordUntilEOT

        ref = _instruction(g, o, kind[1]).to
        effects.perform(g, o, (GainKeywordUntilEOT(ref, f"protection from {card}"),), list(legal))  # CR 702.16
    elif isinstance(kind, tuple) and kind[0] == "untap up to":
        from arbiter.mtg.counters import untap

        _, index, left, chosen = kind
        if card:
            land = st.objects[card]
            if land.tapped and untap(g, land, "701.26b"):
                g.log(ev.BecameUntapped("701.26b", land.id, land.label))
            if _ask_untap_land(g, o, index, legal, _instruction(g, o, index), left - 1, (*chosen, card)):
                return
    elif isinstance(kind, tuple) and kind[0] == "connive":
        chosen = st.objects[card]
        nonland = not chosen.card.is_land
        if chosen.zone is Zone.HAND:
            discard(g, chosen, "701.50a")
        perm = st.objects.get(kind[2])
        if nonland and perm is not None and perm.zone is Zone.BATTLEFIELD and perm.zcc == kind[3]:
            from arbiter.mtg.counters import add_counters

            add_counters(g, perm, "+1/+1", 1, "701.50a")  # a nonland card was discarded
    elif isinstance(kind, tuple) and kind[0] == "choose discard":
        chosen = st.objects[card]
        if chosen.zone is Zone.HAND:
            discard(g, chosen)  # "That player discards that card." (CR 701.9a)
    elif isinstance(kind, tuple) and kind[0] == "players discard":
        _, index, players, chosen = kind
        if _ask_discard(g, o, index, legal, _instruction(g, o, index), players, (*chosen, card)):
            return
    elif isinstance(kind, tuple) and kind[0] == "may sacrifice":
        if card:
            victim = st.objects[card]
            if victim.zone is Zone.BATTLEFIELD:
                move(g, victim, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
                then = getattr(_instruction(g, o, kind[1]), "then", None)  # "If the player does, …"
                if then is not None:
                    effects.perform(g, o, (then,), list(legal))
    elif isinstance(kind, tuple) and kind[0] == "madness":
        from arbiter.mtg.casting_options import Madness

        exiled = st.objects[kind[2]]
        if card:
            from arbiter.mtg.casting import cast_during_resolution

            madness = next(a for a in exiled.card.options if isinstance(a, Madness))
            g.set(st, "resolving", (oid, start, legal, kind))
            # CR 702.35b, 118.9: the madness cost rather than the mana cost; timing ignored (608.2g)
            cast_during_resolution(g, card, exiled.owner, madness.cost, frozenset({"cast for madness"}))
            return
        if exiled.zone is Zone.EXILE:
            move(g, exiled, Zone.GRAVEYARD, "702.35a", "is put")  # "If that player doesn't, …"
    elif isinstance(kind, tuple) and kind[0] == "cast suspended":
        if card:
            from arbiter.mtg.casting import cast_during_resolution

            g.set(st, "resolving", (oid, start, legal, kind))
            cast_during_resolution(g, card, st.objects[card].owner)
            return
    elif isinstance(kind, tuple) and kind[0] == "cascade":
        if card:
            from arbiter.mtg.casting import cast_during_resolution

            g.set(st, "resolving", (oid, start, legal, kind))
            cast_during_resolution(g, card, o.controller)
            return
        from arbiter.mtg.keyword_effects import bottom_in_random_order

        rest = list(kind[2])
        if kind[4]:
            move(g, st.objects[kind[3]], Zone.HAND, "701.57a", "is put")  # discover: not cast, into the hand
            rest.remove(kind[3])
        bottom_in_random_order(g, o.controller, rest, "701.57a" if kind[4] else "702.85a")
    elif isinstance(kind, tuple) and kind[0] == "amass":
        from arbiter.mtg.keyword_effects import amass_onto

        army = st.objects[card]
        if army.zone is Zone.BATTLEFIELD:
            amass_onto(g, army, _instruction(g, o, kind[1]))
    elif isinstance(kind, tuple) and kind[0] == "cast from graveyard":
        if card:
            from arbiter.mtg.casting import cast_during_resolution

            g.set(st, "resolving", (oid, start, legal, kind))
            cast_during_resolution(g, card, o.controller)
            return
    elif isinstance(kind, tuple) and kind[0] == "search to hand":
        if card:
            move(g, st.objects[card], Zone.HAND, "701.23a", "is revealed and put")
        if len(kind) > 2:
            _ask_search(g, o, start, list(legal), kind[2:])
            return
        from arbiter.mtg.zones import shuffle

        shuffle(g, o.controller, "701.24a")
    elif isinstance(kind, tuple) and kind[0] == "return own":
        chosen = st.objects[card]
        if chosen.zone is Zone.BATTLEFIELD:
            move(g, chosen, Zone.HAND, "608.2c", "returns")
    elif isinstance(kind, tuple) and kind[0] == "scry":
        _scry_step(g, o, kind, legal, card)
        return
    elif isinstance(kind, tuple) and kind[0] == "library search":
        _, index, found = kind
        fx = _instructions(g, o)
        search = _instruction(g, o, index)
        search = getattr(search, "effect", search)  # (inside "You may search your library for …")
        if card:
            _ask_library_search(g, o, index, legal, search, (*found, card))
        else:
            _finish_library_search(g, o, search, found)
            _run_rest(g, o, fx, legal, index + 1)
        return
    elif isinstance(kind, tuple) and kind[0] == "sacrifice":
        _, index, players, chosen = kind
        fx = _instructions(g, o)
        if _ask_sacrifice(g, o, index, legal, _instruction(g, o, index), players, (*chosen, card)):
            return
    elif isinstance(kind, tuple) and kind[0] == "search basic land":
        if card:
            chosen = st.objects[card]
            move(g, chosen, Zone.BATTLEFIELD, "701.23a", "is put")
            g.set(chosen, "controller", kind[1])
            from arbiter.mtg.zones import shuffle

            shuffle(g, kind[1], "701.24a")
    elif card:
        chosen = st.objects[card]
        move(g, chosen, Zone.BATTLEFIELD, "608.2c", "is put")
        g.set(chosen, "controller", o.controller)
    if kind == "search":
        from arbiter.mtg.zones import shuffle

        shuffle(g, o.controller, "701.24a")
    fx = _instructions(g, o)
    _run_rest(g, o, fx, legal, start)


def continue_resolution(g: Game, paid: bool) -> None:
    """Answer an "unless … pays" decision and finish the resolution."""
    from arbiter.mtg.keyword_effects import CumulativeUpkeep
    from arbiter.mtg.model import CounterUnlessPays, MayPayThen

    st = g.state
    o, start, legal, spell_id = _take_paused(g)
    fx = _instructions(g, o)
    e: Any = _instruction(g, o, start - 1)
    subject = st.objects[spell_id]
    if paid:
        payer = st.players[subject.controller if isinstance(e, CounterUnlessPays) else o.controller]
        cost = e.times(subject.counter("age")) if isinstance(e, CumulativeUpkeep) else e.cost
        g.log(ev.ManaPaid("608.2c", payer.name, cost.text, o.label))
        if isinstance(e, MayPayThen):
            effects.perform(g, o, (e.effect,), list(legal))  # "If you do, …"
    elif isinstance(e, MayPayThen):
        pass  # declined: nothing happens
    elif isinstance(e, CounterUnlessPays):
        effects.counter(g, subject)
    elif subject.zone is Zone.BATTLEFIELD:
        move(g, subject, Zone.GRAVEYARD, "701.21a", "is sacrificed and put")
    _run_rest(g, o, fx, legal, start)


def complete(g: Game, o: GameObject) -> None:
    """The last part of resolving: a permanent spell enters (608.3), an instant or sorcery goes
    to the graveyard and an ability ceases to exist (608.2n)."""
    if o.ability is None and o.card.is_permanent:
        controller = o.controller
        if o.card.is_aura and o.targets:
            # CR 608.3c: an Aura spell enters attached to the object it was targeting
            target = o.targets[0]
            move(g, o, Zone.BATTLEFIELD, "608.3c", "enters")
            g.set(o, "controller", controller)
            if isinstance(target, ObjectRef):
                g.set(o, "attached_to", target.id)
            return
        # CR 608.3a: a permanent spell becomes a permanent under its controller's control
        move(g, o, Zone.BATTLEFIELD, "608.3a", "enters")
        g.set(o, "controller", controller)
        return
    _finish(g, o, resolved=True)


def _finish(g: Game, o: object, resolved: bool) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard; an ability ceases to exist."""

    assert isinstance(o, GameObject)
    st = g.state
    if o.ability is not None:
        remove_from_zone(g, o)
        g.journal.dict_del(st.objects, o.id)
        return
    if resolved and o.front is not None and o.front.layout == "adventure" and not o.flashback:
        # CR 715.3d: instead of its owner's graveyard, it goes to exile; its controller may cast
        # the card (not the Adventure) for as long as it remains exiled
        from arbiter.mtg.casting import ADVENTURE_EXILE

        caster = o.controller
        move(g, o, Zone.EXILE, "715.3d", "goes on an adventure: it is put")
        g.set(st, "may_play", (*st.may_play, (o.id, o.zcc, caster, ADVENTURE_EXILE, False)))
        return
    if resolved and "buyback" in o.marks:
        move(g, o, Zone.HAND, "702.27a", "is bought back: it is put")  # instead of the graveyard
        return
    if resolved and "cast from hand" in o.marks and "rebound" in o.card.keywords and not o.flashback:
        # CR 702.88a: exiled as it resolves; at the beginning of its owner's next upkeep, they may
        # cast it from exile without paying its mana cost
        from arbiter.mtg.keyword_effects import at_next_end_step

        caster = o.controller
        move(g, o, Zone.EXILE, "702.88a", "rebounds: it is exiled")
        at_next_end_step(g, o, caster, "rebound")
        return
    move(g, o, Zone.GRAVEYARD, "608.2n" if resolved else "608.2b", "is put")


_ASKERS.update(_askers())
