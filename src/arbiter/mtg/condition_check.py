"""Checking a condition (``arbiter.mtg.ir.conditions``) against the game as it is now.

CR 603.4: an intervening "if" is checked when the ability would trigger and again as it
resolves. CR 611.3a: a static ability's "as long as" is checked continuously — every time the
characteristics it changes are looked at.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import PERMANENT_TYPES, CardType, Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.conditions import (
    ATTACKING_POWER,
    AllOf,
    AnyOf,
    Attacking,
    AttackingYou,
    CardsIn,
    CardTypesInGraveyard,
    Condition,
    Controls,
    ControlsCommander,
    LifeTotal,
    OnePlayerHasMostLife,
    OpponentControlsMore,
    OpponentHasMoreLife,
    PlayerState,
    SourceIs,
    SpellsLastTurn,
    ThisTurn,
    YourTurn,
)
from arbiter.mtg.ir.reconfigure import AttachedToCreature
from arbiter.mtg.keywords.ascend import CitysBlessing, has_citys_blessing
from arbiter.mtg.keywords.sunburst import mana_spent
from arbiter.mtg.layers import card_types, count_of, is_creature, matches, power, subtypes
from arbiter.mtg.state import GameObject, PlayerRef
from arbiter.mtg.state_condition_check import state_holds
from arbiter.mtg.turn.since_entered import since_entered

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter


def this_turn(g: Game) -> list[object]:
    """The events of the current turn, newest first (the log since the turn began)."""
    out: list[object] = []
    cell = g.state.log
    while cell is not None and not isinstance(cell[0], ev.TurnBegan):
        out.append(cell[0])
        cell = cell[1]
    return out


def _fixed_holds(g: Game, c: AttackingYou | ControlsCommander, controller: int) -> bool:
    """ "a creature is attacking you" (CR 506.2, 506.4); "you control a commander" — never outside
    the Commander variant (903.3)."""
    if isinstance(c, ControlsCommander):
        return False
    st = g.state
    attacked = PlayerRef(controller)
    return any(st.objects[i].attacking == attacked for i in st.battlefield)


def _fits_controlled(g: Game, what: Filter, o: GameObject, source: GameObject | None) -> bool:
    """Whether ``o`` fits a counted description — "creatures named ~" read with the source's name
    (CR 201.2), the others as statics read them."""
    if what.named:
        return source is not None and fits(g, what, o, o.controller, source.id)
    return matches(g, what, o)


def _controls_more(g: Game, c: OpponentControlsMore, controller: int) -> bool:
    """ "an opponent controls more lands than you"; ``you_more``: "you control more creatures than
    defending player" — more than each opponent (CR 506.2: in a two-player game the defending
    or attacking player is the opponent)."""
    st = g.state

    def controlled(p: int) -> int:
        return sum(1 for i in st.battlefield if st.objects[i].controller == p and matches(g, c.what, st.objects[i]))

    mine = controlled(controller)
    if c.you_more:
        return all(mine > controlled(p.index) for p in st.players if p.index != controller)
    return any(controlled(p.index) > mine for p in st.players if p.index != controller)


def holds(g: Game, c: Condition, controller: int, source: GameObject | None) -> bool:
    """Is ``c`` true now, for an ability controlled by ``controller`` whose source is ``source``?"""
    st = g.state
    if isinstance(c, Controls):
        players = [p.index for p in st.players if p.index != controller] if c.opponent else [controller]
        for p in players:
            n = 0
            for oid in st.battlefield:
                o = st.objects[oid]
                if o.controller != p or (c.other and source is not None and o.id == source.id):
                    continue
                if c.tapped is not None and o.tapped != c.tapped:
                    continue
                if c.what is None or _fits_controlled(g, c.what, o, source):
                    n += 1
            if n >= c.at_least and (c.at_most is None or n <= c.at_most):
                return True
        return False
    if isinstance(c, OpponentControlsMore):
        return _controls_more(g, c, controller)
    if isinstance(c, CardsIn):
        n = count_of(g, c.count, controller)
        return n >= c.at_least and (c.at_most is None or n <= c.at_most)
    if isinstance(c, CardTypesInGraveyard):
        kinds: set[CardType] = set()
        for oid in st.players[controller].graveyard:
            kinds |= st.objects[oid].card.types
        return len(kinds) >= c.at_least
    if isinstance(c, LifeTotal):
        life = st.players[controller].life
        return (c.at_least is None or life >= c.at_least) and (c.at_most is None or life <= c.at_most)
    if isinstance(c, YourTurn):
        return (st.active == controller) == c.yours
    if isinstance(c, AttackingYou | ControlsCommander):
        return _fixed_holds(g, c, controller)
    if isinstance(c, AttachedToCreature):  # CR 702.151a
        host = st.objects.get(source.attached_to) if source is not None and source.attached_to is not None else None
        return host is not None and host.zone is Zone.BATTLEFIELD and is_creature(g, host)
    if isinstance(c, OpponentHasMoreLife | OnePlayerHasMostLife):
        return _life_compared(g, c, controller)
    if isinstance(c, CitysBlessing):
        return has_citys_blessing(g, controller) == c.has  # CR 702.131c
    if isinstance(c, SourceIs):
        return source is not None and _source_is(g, source, c.state)
    if isinstance(c, ThisTurn):
        return _this_turn_count(g, c.what, controller) >= c.at_least
    if isinstance(c, Attacking):
        if source is None or source.attacking is None:
            return False
        attackers = sum(
            1 for i in st.battlefield if st.objects[i].attacking is not None and st.objects[i].controller == controller
        )
        return attackers >= c.at_least
    if isinstance(c, PlayerState):
        return _player_state(g, c, controller)
    if isinstance(c, AllOf):
        return all(holds(g, p, controller, source) for p in c.parts)
    if isinstance(c, AnyOf):
        return any(holds(g, p, controller, source) for p in c.parts)
    if type(c).__name__ == "ClassLevelIs":
        from arbiter.mtg.objects.classes import ClassLevelIs, class_level  # (it imports the effects registry)

        return isinstance(c, ClassLevelIs) and source is not None and class_level(source) == c.level
    if type(c).__name__ == "PowerCondition":
        from arbiter.mtg.abilities.power_conditions import PowerCondition, power_holds  # (it reads the layers)

        return isinstance(c, PowerCondition) and power_holds(g, c, controller, source)  # CR 602.5b
    if isinstance(c, SpellsLastTurn):
        from arbiter.mtg.turn.history import spells_cast_last_turn  # (it reads this module's helpers)

        cast = spells_cast_last_turn(g)
        if not c.one_player_at_least:
            return not any(cast.values())
        return any(n >= c.one_player_at_least for n in cast.values())
    return state_holds(g, c, controller, source)  # (the conditions of ir.state_conditions)


STARTING_LIFE = 20  # CR 103.4: a two-player game's starting life total


def _player_state(g: Game, c: PlayerState, controller: int) -> bool:
    st = g.state
    if c.what == "monarch":  # CR 725
        return st.monarch is not None and st.monarch.player == controller
    if c.what == "opponent monarch":  # CR 725: an opponent is the monarch
        return st.monarch is not None and st.monarch.player != controller
    if c.what in ("max speed", "speed below max"):  # CR 702.179e, 702.179d (speed.HAS_MAX, speed.BELOW_MAX)
        from arbiter.mtg.speed import HAS_MAX, below_max, has_max_speed  # (it builds the speed ability's card)

        return has_max_speed(st, controller) if c.what == HAS_MAX else below_max(g, controller)
    if c.what == "initiative":  # CR 726.1
        return st.initiative is not None and st.initiative.player == controller
    if c.what == "completed dungeon":  # CR 309.7
        return any(p == controller for p, _ in st.completed)
    if c.what.startswith("not completed "):  # CR 309.7: a dungeon named
        return (controller, c.what.removeprefix("not completed ")) not in st.completed
    if c.what in ("ring-bearer", "no ring-bearer", "ring tempted"):
        return _ring_state(g, c, controller)
    if c.what == "opponent poison":  # CR 122.1f
        return any(p.counter("poison") >= c.at_least for p in st.players if p.index != controller)
    if c.what == "opponent graveyard":
        return any(len(p.graveyard) >= c.at_least for p in st.players if p.index != controller)
    if c.what == "opponent more cards in hand":  # "an opponent has more cards in hand than you"
        return any(len(p.hand) > len(st.players[controller].hand) for p in st.players if p.index != controller)
    if c.what == "a player hand at most":  # "a player has one or fewer cards in hand"
        return any(len(p.hand) <= c.at_least for p in st.players)
    if c.what == "life over start":  # CR 103.4: the starting life total
        return st.players[controller].life >= STARTING_LIFE + c.at_least
    if c.what == "graveyard mana values":  # CR 202.3: the distinct mana values of the cards there
        cards = [st.objects[i].card for i in st.players[controller].graveyard]
        return len({card.mana_cost.mana_value if card.mana_cost else 0 for card in cards}) >= c.at_least
    if c.what.startswith("most common "):  # "<color> is the most common color among all permanents or is tied"
        from arbiter.mtg.layers import colors  # (it computes layers)

        counts = dict.fromkeys("WUBRG", 0)
        for i in st.battlefield:
            for color in colors(g, st.objects[i]):
                counts[color.value] = counts.get(color.value, 0) + 1
        return counts[c.what.removeprefix("most common ")] >= max(counts.values())
    mine = [st.objects[i] for i in st.battlefield if st.objects[i].controller == controller]
    creatures = [o for o in mine if CardType.CREATURE in card_types(g, o)]
    if c.what == "total power":  # (formidable)
        return sum(power(g, o) for o in creatures) >= c.at_least
    if c.what == "different powers":  # (coven)
        return len({power(g, o) for o in creatures}) >= c.at_least
    return False


def most_life(g: Game) -> int | None:
    """CR 119: the player whose life total is greater than each other player's, or None (a tie)."""
    lives = sorted(((p.life, p.index) for p in g.state.players), reverse=True)
    return lives[0][1] if len(lives) == 1 or lives[0][0] > lives[1][0] else None


def _life_compared(g: Game, c: OpponentHasMoreLife | OnePlayerHasMostLife, controller: int) -> bool:
    """CR 119: some opponent has more life than the controller (``fewer``: less); or one player has
    more life than each other player (603.4, Wild Dogs)."""
    if isinstance(c, OnePlayerHasMostLife):
        return most_life(g) is not None
    life = g.state.players[controller].life
    others = [p.life for p in g.state.players if p.index != controller]
    return any(x < life for x in others) if c.fewer else any(x > life for x in others)


def _ring_state(g: Game, c: PlayerState, controller: int) -> bool:
    """CR 701.54e: "you (don't) control a Ring-bearer"; 701.54c: "the Ring has tempted you N or
    more times this game"."""
    from arbiter.mtg.effects.the_ring import ring_bearer, ring_of

    if c.what == "ring tempted":
        r = ring_of(g.state, controller)
        return r is not None and r.tempted >= c.at_least
    return (ring_bearer(g, controller) is not None) == (c.what == "ring-bearer")


def _source_is(g: Game, o: GameObject, state: str) -> bool:
    if state.startswith("not "):
        return not _source_is(g, o, state[4:])
    if state == "kicked":
        return o.kicked > 0  # CR 702.33d: "if ~ was kicked" — the spell, or the permanent it became
    if state.startswith("spent "):
        # CR 601.2h: "if {R}{R} was spent to cast it" — the spell, the permanent it became, or as
        # that permanent last existed (603.10a)
        _, color, least = state.split(" ")
        marks = o.marks if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.left_marks
        colors = "WUBRG" if color == "same" else color  # ("three mana of the same color": any one color)
        return max(mana_spent(o, c, marks) for c in colors) >= int(least)
    if state == "was a creature":
        # CR 603.10a, 608.2h: a creature as it last existed on the battlefield (its last known
        # power and toughness are kept only for a creature)
        return o.zone is not Zone.BATTLEFIELD and o.left_pt is not None
    if o.zone is not Zone.BATTLEFIELD:
        return state.startswith("cast for ") and state in o.left_marks  # as it last existed (603.10a)
    if state in ("renowned", "monstrous", "evoked") or state.startswith("cast for "):
        # CR 702.112b, 701.37b designations; 702.74a evoked; how it was cast (blitz, 702.152a)
        return state in o.marks
    if state == "attacked this turn":
        return _attacked_this_turn(g, o)
    if state == "dealt damage to an opponent this turn":
        return _dealt_damage_to_opponent(g, o)
    if state == "ring-bearer":
        from arbiter.mtg.effects.the_ring import is_ring_bearer

        return is_ring_bearer(g, o)  # CR 701.54e
    if state == "saddled":
        from arbiter.mtg.effects.saddle import is_saddled

        return is_saddled(g, o)  # CR 702.171b
    m = re.fullmatch(r"X is (\d+) or more", state)
    if m:
        # CR 107.3m: the X of the spell that became this permanent (remembered as it entered)
        return any(k.startswith("X ") and int(k[2:]) >= int(m.group(1)) for k in o.marks)
    if state == "tapped":
        return o.tapped
    if state == "untapped":
        return not o.tapped
    if state == "attacking":
        return o.attacking is not None  # CR 506.4: until removed from combat or combat ends
    if state == "blocking":
        return o.blocker  # CR 509.1g
    if state == "attacking or blocking":
        return o.attacking is not None or o.blocker
    m = re.fullmatch(r"(\d+) or more (\S+ )?counters", state)
    if m:  # CR 122.1: "as long as ~ has a +1/+1 counter on it" / "… has a counter on it" (of any kind)
        kind = (m.group(2) or "").strip()
        n = o.counter(kind) if kind else sum(k for _, k in o.counters)
        return n >= int(m.group(1))
    if state in ("equipped", "enchanted"):  # CR 301.5, 303.4: an Equipment / Aura attached to it
        kind = "Equipment" if state == "equipped" else "Aura"
        st = g.state
        return any(
            st.objects[i].attached_to == o.id and kind in subtypes(g, st.objects[i])
            and (kind == "Aura" or CardType.ARTIFACT in card_types(g, st.objects[i]))
            for i in st.battlefield
        )  # fmt: skip
    return False


def _attacked_this_turn(g: Game, o: GameObject) -> bool:
    """Was ``o`` declared as an attacker this turn (CR 508.1) — as this object: not if it entered
    the battlefield since (400.7)?"""
    return any(isinstance(e, ev.AttackersDeclared) and o.id in e.ids for e in since_entered(g, o.id))


def _dealt_damage_to_opponent(g: Game, o: GameObject) -> bool:
    """CR 120.1, 603.4: "if ~ dealt damage to an opponent this turn" — damage ``o`` dealt, as this
    object (not before it last entered the battlefield, 400.7), to an opponent of its controller."""
    return any(
        isinstance(e, ev.DamageDealt) and e.source == o.id and e.player not in (None, o.controller)
        for e in since_entered(g, o.id)
    )


ASSASSIN_COMBAT_DAMAGE = "Assassin you controlled dealt combat damage to a player"


def this_turn_count(g: Game, what: str, controller: int) -> int:
    """How many times (or, for life gained, how much) ``what`` happened this turn, for player
    ``controller``: one of :class:`ThisTurn`'s ``what``, or "creature attacked" (each creature
    declared as an attacker, CR 508.1a) and "opponents cast spells" (CR 601.2i)."""
    return _this_turn_count(g, what, controller)


def _this_turn_count(g: Game, what: str, controller: int) -> int:
    """How many times (or, for life gained, how much) ``what`` happened this turn."""
    name = g.state.players[controller].name
    if what == ATTACKING_POWER:  # (pack tactics: the power as declared, CR 508.1)
        from arbiter.mtg.combat.attack_history import attacking_power_this_combat

        return attacking_power_this_combat(g, name)
    n = 0
    for e in this_turn(g):
        if what == "creature attacked":
            n += len(e.ids) if isinstance(e, ev.AttackersDeclared) else 0
        elif what == "opponents cast spells":
            n += isinstance(e, ev.SpellCast) and e.player != name
        elif what == "gained life":
            n += e.amount if isinstance(e, ev.LifeGained) and e.player == controller else 0
        elif what == "descended":
            n += _descended(g, e, name)
        elif _happened(e, what, controller, name):
            n += 1
    return n


def _descended(g: Game, e: object, name: str) -> bool:
    """CR 700.11: "you descended" — a permanent card was put into your graveyard, from anywhere (a
    token isn't a card; the card needn't still be there)."""
    if not isinstance(e, ev.ZoneChanged) or e.dest is not Zone.GRAVEYARD or e.player != name or e.token:
        return False
    card = g.state.objects.get(e.obj)
    return card is not None and not card.is_token and bool(card.card.types & PERMANENT_TYPES)


def _happened(e: object, what: str, controller: int, name: str) -> bool:
    """Is event ``e`` one of ``what``, from the point of view of player ``controller``?"""
    if isinstance(e, ev.ZoneChanged) and e.source is Zone.BATTLEFIELD:
        if what == "creature died":
            return e.dest is Zone.GRAVEYARD and CardType.CREATURE in e.kinds  # CR 700.4: "dies"
        if what == "creature died under your control":  # CR 700.4, as it last existed (603.10a)
            return e.dest is Zone.GRAVEYARD and CardType.CREATURE in e.kinds and e.controller == controller
        return what == "permanent left" and e.controller == controller
    if isinstance(e, ev.DamageDealt):
        if what == ASSASSIN_COMBAT_DAMAGE:  # CR 702.173a: as the creature dealt the damage
            return (
                e.combat
                and e.player is not None
                and e.source_controller == controller
                and ("Assassin" in e.source_subtypes)
            )
        return what == "opponent dealt damage" and e.player not in (None, controller)
    if isinstance(e, ev.LifeChanged):
        return what == "opponent lost life" and e.player != name and e.after < e.before
    if isinstance(e, ev.AttackersDeclared):
        return what == "attacked" and bool(e.ids) and e.player == name
    if isinstance(e, ev.SpellCast):
        return what == "you cast spells" and e.player == name
    if isinstance(e, ev.Drew):
        return what == "drew cards" and e.player == name and e.obj is not None
    return False
