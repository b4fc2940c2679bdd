"""The dungeon cards (CR 309): their Oracle text, room by room, compiled by the card compiler.

Dungeon cards begin outside the game and aren't part of a deck (309.2); they come into it only by
venturing (701.49). The card data this project reads holds no dungeon cards, so their words are
kept here: each room's name, its effect (the room ability is "When you move your venture marker
into this room, [effect]", 309.4c) and the rooms its arrows lead to. A dungeon whose every room
compiles is runnable; an instruction to venture is supported only if every dungeon it may bring
into the game is (a player chooses freely among them, 701.49a)."""

from __future__ import annotations

from functools import cache

from arbiter.mtg.designations import Dungeon, Room
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.card import CardDef

# (room name, effect, the names of the rooms it leads to), the topmost room first
RoomText = tuple[str, str, tuple[str, ...]]

LOST_MINE = "Lost Mine of Phandelver"
MAD_MAGE = "Dungeon of the Mad Mage"
TOMB = "Tomb of Annihilation"
UNDERCITY = "Undercity"

TEXTS: dict[str, tuple[RoomText, ...]] = {
    LOST_MINE: (
        ("Cave Entrance", "Scry 1.", ("Goblin Lair", "Mine Tunnels")),
        ("Goblin Lair", "Create a 1/1 red Goblin creature token.", ("Storeroom", "Dark Pool")),
        ("Mine Tunnels", "Create a Treasure token.", ("Dark Pool", "Fungi Cavern")),
        ("Storeroom", "Put a +1/+1 counter on target creature.", ("Temple of Dumathoin",)),
        ("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", ("Temple of Dumathoin",)),
        ("Fungi Cavern", "Target creature gets -4/-0 until your next turn.", ("Temple of Dumathoin",)),
        ("Temple of Dumathoin", "Draw a card.", ()),
    ),
    MAD_MAGE: (
        ("Yawning Portal", "You gain 1 life.", ("Dungeon Level",)),
        ("Dungeon Level", "Scry 1.", ("Goblin Bazaar", "Twisted Caverns")),
        ("Goblin Bazaar", "Create a Treasure token.", ("Lost Level",)),
        ("Twisted Caverns", "Target creature can't attack until your next turn.", ("Lost Level",)),
        ("Lost Level", "Scry 2.", ("Runestone Caverns", "Muiral's Graveyard")),
        ("Runestone Caverns", "Exile the top two cards of your library. You may play them.", ("Deep Mines",)),
        ("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.", ("Deep Mines",)),
        ("Deep Mines", "Scry 3.", ("Mad Wizard's Lair",)),
        (
            "Mad Wizard's Lair",
            "Draw three cards and reveal them. You may cast one of them without paying its mana cost.",
            (),
        ),
    ),
    TOMB: (
        ("Trapped Entry", "Each player loses 1 life.", ("Veils of Fear", "Oubliette")),
        ("Veils of Fear", "Each player loses 2 life unless they discard a card.", ("Sandfall Cell",)),
        (
            "Sandfall Cell",
            "Each player loses 2 life unless they sacrifice an artifact, a creature, or a land of their choice.",
            ("Cradle of the Death God",),
        ),
        (
            "Oubliette",
            "Discard a card and sacrifice an artifact, a creature, and a land.",
            ("Cradle of the Death God",),
        ),
        (
            "Cradle of the Death God",
            "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.",
            (),
        ),
    ),
    # "You can't enter this dungeon unless you "venture into Undercity."" (701.49d)
    UNDERCITY: (
        (
            "Secret Entrance",
            "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
            ("Forge", "Lost Well"),
        ),
        ("Forge", "Put two +1/+1 counters on target creature.", ("Trap!", "Arena")),
        ("Lost Well", "Scry 2.", ("Arena", "Stash")),
        ("Trap!", "Target player loses 5 life.", ("Archives",)),
        ("Arena", "Goad target creature.", ("Archives", "Catacombs")),
        ("Stash", "Create a Treasure token.", ("Catacombs",)),
        ("Archives", "Draw a card.", ("Throne of the Dead Three",)),
        ("Catacombs", "Create a 4/1 black Skeleton creature token with menace.", ("Throne of the Dead Three",)),
        (
            "Throne of the Dead Three",
            "Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield "
            "with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.",
            (),
        ),
    ),
}

ROOM_TRIGGER = "When you move your venture marker into this room"  # CR 309.4c
VENTURE_DUNGEONS = (LOST_MINE, MAD_MAGE, TOMB)  # the dungeons "venture into the dungeon" may bring (701.49a)


@cache
def dungeon(name: str) -> Dungeon | None:
    """The dungeon card ``name``, compiled; None if one of its room abilities can't be run yet."""
    from arbiter.cards.oracle.trigger_grammar import triggered  # (the compiler imports this module)

    texts = TEXTS[name]
    index = {room: i for i, (room, _, _) in enumerate(texts)}
    abilities = []
    for _room, effect, _ in texts:
        ability = triggered(f"{ROOM_TRIGGER}, {effect[0].lower()}{effect[1:]}")
        if ability is None:
            return None
        abilities.append(ability)
    rooms = tuple(Room(room, tuple(index[n] for n in leads)) for room, _, leads in texts)
    card = CardDef(name, None, frozenset({CardType.DUNGEON}), abilities=tuple(abilities),
                   subtypes=("Undercity",) if name == UNDERCITY else ())  # fmt: skip
    return Dungeon(card, rooms, undercity=name == UNDERCITY)


def venture_dungeons(undercity: bool) -> tuple[Dungeon, ...] | None:
    """The dungeons a "venture into the dungeon" (or "into Undercity") instruction may bring into
    the game, or None if one of them can't be run yet."""
    found = tuple(dungeon(n) for n in ((UNDERCITY,) if undercity else VENTURE_DUNGEONS))
    return None if any(d is None for d in found) else tuple(d for d in found if d is not None)
