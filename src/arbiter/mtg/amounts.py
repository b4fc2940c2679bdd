"""Numbers that are counted as an effect happens (CR 608.2h): "You gain 1 life for each creature
you control", "~ deals damage equal to the number of Mountains you control to target creature",
"Target creature gets +X/+X until end of turn, where X is the number of cards in your hand".

The data (:class:`Count`, :class:`Counted`) is in :mod:`arbiter.mtg.ir.amounts`; this module
counts, as the instruction is performed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.amounts import Count as Count
from arbiter.mtg.ir.amounts import Counted as Counted
from arbiter.mtg.ir.amounts import scalable as scalable
from arbiter.mtg.layers import count_of, power, toughness
from arbiter.mtg.lki import ExiledCard, SourceSeen, TargetManaValue
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.objects.transform import mana_value as spell_mana_value
from arbiter.mtg.state import DiscardedCard, ObjectRef, SacrificedObject, SeenCard, SubjectSeen, ThatMuch, ThatPlayer

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.state import GameObject


def count_now(g: Game, o: GameObject, c: Count) -> int:
    """The count as the instruction is performed (CR 608.2h)."""

    if c.that_much:  # CR 603.2: the amount the trigger's event was about, kept as it triggered
        return next((x.amount for x in o.lki if isinstance(x, ThatMuch)), 0)
    if c.exiled_this_way:
        return exiled_this_way(g, o, c.exiled_this_way)
    if c.that_card:
        return that_card_value(g, o)
    if c.number is not None:
        from arbiter.mtg.layers.defined_pt import number_value

        # the source as it is, or as it last existed (608.2h); a negative result is 0 (107.1b)
        source = resolving_source(g, o)
        you: int | None = o.controller
        if c.for_that_player:  # CR 603.2: the player the trigger was about ("their hand")
            you = next((x.index for x in o.lki if isinstance(x, ThatPlayer)), None)
        if source is None or you is None:
            return 0
        return max(0, number_value(g, c.number, source, True, you))
    if c.of is not None:
        # CR 608.2d: "of the chosen type" reads the choice the resolving spell or ability made
        by = (o.source if o.source is not None else o.id) if c.of.what.chosen is not None else None
        return count_of(g, c.of, o.controller, by)
    if c.attacking is not None:
        return attacking_count(g, c.attacking, o)
    if c.blocking_it >= 0:
        return blockers_count(g, o, c.blocking_it)
    if c.this_turn == "spells you cast":
        return g.state.players[o.controller].spells_cast  # CR 601.2i: cast this turn (copies aren't, 707.10)
    if c.this_turn:
        from arbiter.mtg.turn.history import count

        return count(g, c.this_turn)
    if c.x:
        return o.x
    if c.sacrificed:
        # CR 608.2h: the permanent sacrificed to pay the cost, as it last existed
        lost = [x for x in o.lki if isinstance(x, SacrificedObject)]
        return sum(max(0, x.power if c.sacrificed == "power" else x.toughness) for x in lost)
    if c.life:
        return g.state.players[o.controller].life
    source = resolving_source(g, o)
    if c.target is not None:
        if c.stat == "mana value" and o.lki:
            kept = next((x.value for x in o.lki if isinstance(x, TargetManaValue) and x.target == c.target), None)
            if kept is not None:
                return kept  # CR 608.2h: a spell as it last existed on the stack ("that spell's mana value")
        # the target's power, as it last existed on the battlefield if it left (CR 608.2h)
        t = o.targets[c.target] if c.target < len(o.targets) else None
        source = g.state.objects.get(t.id) if isinstance(t, ObjectRef) else None
        if source is not None and c.stat == "mana value" and source.zone is Zone.STACK:
            assert isinstance(t, ObjectRef)
            # CR 202.3e: a spell still on the stack, X counted as chosen (608.2h: if it is that spell)
            return spell_mana_value(source) if source.zcc == t.zcc else 0
        # CR 608.2h: a card that has left the zone it was targeted in (Reanimate's "that card") as
        # it last existed there — the card, not what it entered the battlefield as a copy of (614.12)
        moved = isinstance(t, ObjectRef) and source is not None and source.zcc != t.zcc
        card = source.printed if source is not None and moved and source.printed is not None else None
        if source is not None and c.printed and c.stat in ("power", "toughness"):
            # CR 208.3: a card not on the battlefield has the power and toughness printed on it
            card = card or source.card
            printed = card.power if c.stat == "power" else card.toughness
            return max(0, printed or 0)
        if source is not None and c.stat == "mana value":
            cost = (card or source.card).mana_cost  # CR 202.3: the card's mana value, in any zone
            return cost.mana_value if cost is not None else 0
    if c.subject:
        # "its toughness" after "Whenever a creature you control dies": the trigger's creature — as
        # it is if it's still that permanent, else as it last existed on the battlefield (CR 608.2h)
        seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
        source = g.state.objects.get(seen.id) if seen is not None else None
        if source is not None and source.zcc == seen_zcc(seen) and source.zone is Zone.BATTLEFIELD:
            return max(0, power(g, source) if c.stat == "power" else toughness(g, source))
        if source is None or source.left_pt is None:
            return 0
        return max(0, source.left_pt[0] if c.stat == "power" else source.left_pt[1])
    return _source_stat(g, o, source, c.stat)


def _source_stat(g: Game, o: GameObject, source: GameObject | None, stat: str) -> int:
    """ "its power" of the ability's source: as it is while it is still the permanent the ability
    came from; once it has left the battlefield, as it last existed there (CR 608.2h) — also when
    the card has come back meanwhile (persist), which is a new object (400.7, 113.7a)."""
    if source is None:
        return 0
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    moved = seen is not None and seen.on_battlefield and seen.zcc != source.zcc
    if source.zone is Zone.BATTLEFIELD and not moved:
        return max(0, power(g, source) if stat == "power" else toughness(g, source))
    if source.left_pt is None:
        return 0
    return max(0, source.left_pt[0] if stat == "power" else source.left_pt[1])


def exiled_this_way(g: Game, o: GameObject, kind: str) -> int:
    """CR 608.2c: how many of the cards the resolution's instruction before exiled are of ``kind``
    ("creature card": a creature card as it is in exile, 208.3; "creature": a creature — a
    permanent as it last existed on the battlefield, 608.2h, a card as it is in exile; "card",
    "permanent": each of them)."""
    st = g.state
    if kind == "mana value":
        return exiled_card_value(g, o)
    found = 0
    for x in o.lki:
        if isinstance(x, ExiledCard):
            card = st.objects.get(x.id)
            if card is None:
                continue
            was_creature = CardType.CREATURE in card.card.types
            if kind == "creature" and x.creature is not None:
                was_creature = x.creature
            if kind not in ("creature", "creature card") or was_creature:
                found += 1
    return found


def exiled_card_value(g: Game, o: GameObject) -> int:
    """CR 608.2c, 202.3: "the exiled card's mana value" — the card the instruction before exiled
    (the last one), as it is in exile; 0 when none was exiled (an empty library, 609.3)."""
    exiled = [x for x in o.lki if isinstance(x, ExiledCard)]
    card = g.state.objects.get(exiled[-1].id) if exiled else None
    return 0 if card is None or card.zcc != exiled[-1].zcc else spell_mana_value(card)


def attacking_count(g: Game, f: Filter, o: GameObject) -> int:
    """ "for each other attacking Goblin": the attacking creatures (CR 506.4) that fit ``f`` as
    the instruction is performed, read for its controller and, for "other", its source (608.2h)."""
    from arbiter.mtg.filtering import fits

    st = g.state
    source = o.source if o.source is not None else o.id
    return sum(
        1
        for oid in st.battlefield
        if st.objects[oid].attacking is not None and fits(g, f, st.objects[oid], o.controller, source)
    )


def blockers_count(g: Game, o: GameObject, beyond: int) -> int:
    """ "for each creature blocking it [beyond the first]": the creatures blocking the source as
    the instruction is performed (CR 509.1h, 506.4, 608.2h), less ``beyond``; none once the
    source has left the battlefield."""
    source = g.state.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return 0
    return max(0, len(source.blockers) - beyond)


def seen_zcc(seen: SubjectSeen | None) -> int:
    """The zone-change count the trigger's subject had when it triggered (-1: none)."""
    return seen.zcc if seen is not None else -1


def that_card_value(g: Game, o: GameObject) -> int:
    """CR 608.2c, 202.3: the mana value of the card "that card" names — the one an instruction
    before revealed, looked at or discarded (the last of them), else the spell's target card
    ("Return target … card from your graveyard to your hand. ~ deals damage equal to that card's
    mana value …") — even once it has moved: a card's mana value is the same in every zone but the
    stack. 0 if there is no such card (nothing was revealed or discarded, 609.3)."""
    found = [
        x.id if isinstance(x, SeenCard) else x.card
        for x in o.lki
        if (isinstance(x, SeenCard) and x.during == o.zcc) or (isinstance(x, DiscardedCard) and x.card >= 0)
    ]
    if not found:
        from arbiter.mtg.effects.resolution import specs_of

        found = [
            t.id
            for t, spec in zip(o.targets, specs_of(o), strict=False)
            if isinstance(t, ObjectRef) and spec.what is not None and spec.what.zone not in (None, Zone.BATTLEFIELD)
        ]
    card = g.state.objects.get(found[-1] if found and found[-1] >= 0 else -1)
    return 0 if card is None else spell_mana_value(card)
