"""Batched discard triggers (CR 603.2c, 701.9a): "Whenever you discard one or more cards, put that
many +1/+1 counters on ~." (Marauding Mako), "Whenever you discard one or more land cards, each
opponent loses 2 life." (Doctor Doom, King of Latveria), "… artifact cards …", "… nonland cards …".

The cards one instruction makes a player discard are discarded in one event ("Discard two cards",
"Each player discards a card", the cleanup step's discard to hand size, 514.1) — the ability
triggers once for them, "that many" being the number of cards that player discarded in it (603.2,
608.2h). Two instructions are two events: the discards of one event are the player's discards
that follow each other among the events looked at, with nothing between them but the moves of
discarded cards out of a hand and other players' discards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.triggers.damage_amounts import AMOUNT

if TYPE_CHECKING:
    from arbiter.mtg.triggers.look import Look

YOU_DISCARD_CARDS = "you discard cards"
YOU_DISCARD_CARDS_AMOUNT = "you discard cards: that much"  # "… put that many +1/+1 counters on ~"
# "Whenever you discard one or more <kind> cards": the event of each kind
DISCARD_KINDS = {"land": "you discard land cards", "artifact": "you discard artifact cards"}
YOU_DISCARD_NONLAND = "you discard nonland cards"


def _of_the_discard(x: object) -> bool:
    """Whether ``x`` may be part of a discard event: a discard or a card's move out of a hand."""
    return isinstance(x, ev.Discarded) or (isinstance(x, ev.ZoneChanged) and x.source is Zone.HAND)


def _batch(look: Look, player: int) -> list[ev.Discarded] | None:
    """The discards of ``player``'s discard event that begins with the event looked at, or None if
    that event isn't its first discard (an earlier one of the same event triggered the abilities)."""
    for x in reversed(look.events[: look.at]):
        if not _of_the_discard(x):
            break
        if isinstance(x, ev.Discarded) and x.player == player:
            return None
    found: list[ev.Discarded] = []
    for x in look.events[look.at :]:
        if not _of_the_discard(x):
            break
        if isinstance(x, ev.Discarded) and x.player == player:
            found.append(x)
    return found


def discarded_batch(look: Look, e: ev.Discarded) -> None:
    """CR 603.2c: the first discard of ``e.player``'s discard event triggers their permanents'
    "Whenever you discard one or more [kind] cards" once, with the number of cards discarded."""
    batch = _batch(look, e.player)
    if not batch:
        return
    st = look.g.state
    kinds = [frozenset(o.card.types) if (o := st.objects.get(x.obj)) is not None else frozenset() for x in batch]
    events = [YOU_DISCARD_CARDS]
    events += [event for word, event in DISCARD_KINDS.items() if any(CardType(word.title()) in k for k in kinds)]
    if any(CardType.LAND not in k for k in kinds):
        events.append(YOU_DISCARD_NONLAND)
    for o, controller in look.present():
        if controller != e.player:
            continue
        for event in events:
            look.match(o, event, None, controller)
        look.match(o, YOU_DISCARD_CARDS_AMOUNT, (len(batch), AMOUNT), controller)
