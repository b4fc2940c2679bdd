"""Triggers on sacrifices (CR 701.21a, 603.2, 603.10a): "Whenever you sacrifice a Clue" (Tireless
Tracker), "Whenever you sacrifice a permanent", "… an artifact", "… a Food". The player who
sacrifices a permanent is its controller as it left the battlefield (701.21a); a sacrifice is a
leaves-the-battlefield event, so the abilities look back in time (603.10a): a watcher sacrificed
at the same time as the Clue still sees it."""

from __future__ import annotations

from arbiter.mtg import events as ev
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.triggers.look import Look

_KINDS = {
    "permanent": None,
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
    "land": CardType.LAND,
    "enchantment": CardType.ENCHANTMENT,
}
"""The nouns that name a card type; any other noun is a subtype ("Clue", "Food", 205.3g)."""

_EITHER = {
    "artifact or creature": frozenset({CardType.ARTIFACT, CardType.CREATURE}),
    "creature or artifact": frozenset({CardType.ARTIFACT, CardType.CREATURE}),
}
"""The nouns of two card types, either will do (CR 205.2b): one event for a permanent of both."""

EVENT = "you sacrifice:"
"""The prefix of the event names the card compiler writes ("you sacrifice:Clue")."""
OPPONENT_EVENT = "opponent sacrifice:"
"""… for "Whenever an opponent sacrifices a creature" (an opponent of the watcher's controller, 102.2)."""
PLAYER_EVENT = "player sacrifice:"
"""… for "Whenever a player sacrifices a creature" (any player, the watcher's controller too)."""


def is_sacrifice(e: ev.ZoneChanged) -> bool:
    """CR 701.21a: a permanent moved from the battlefield to its owner's graveyard by a sacrifice —
    or, by a replacement effect, to another zone instead (614.6: the modified event is still the
    permanent's sacrifice; Rest in Peace, Leyline of the Void)."""
    if e.source is not Zone.BATTLEFIELD:
        return False
    return e.sacrificed or (e.dest is Zone.GRAVEYARD and "sacrificed" in e.verb)


def _nouns(e: ev.ZoneChanged) -> list[str]:
    """The nouns of the triggers this sacrificed permanent fits, as it last existed (603.10a)."""
    out = [noun for noun, kind in _KINDS.items() if kind is None or kind in e.kinds]
    out += [noun for noun, kinds in _EITHER.items() if kinds & e.kinds]
    if e.token:  # CR 111.1: "Whenever you sacrifice a token"
        out.append("token")
    else:
        out += ["nontoken permanent", *(["nontoken creature"] if CardType.CREATURE in e.kinds else [])]
    return [*out, *e.subtypes]


def sacrificed(look: Look, e: ev.ZoneChanged) -> None:
    """ "Whenever you / an opponent / a player sacrifices a <noun>": each watcher whose
    controller, or an opponent of whose controller, or any player sacrificed it — those that left
    the battlefield in the same event still looking back (603.10a). The player who sacrificed it
    is "that player" of the ability (603.2). A watcher's triggered abilities include those of its
    level band or station symbols (711.2, 721.2a)."""
    if e.controller < 0 or not is_sacrifice(e):
        return
    nouns = _nouns(e)
    st = look.g.state
    watchers = [*look.looking_back(), *(st.objects[i] for i in look.gone() if i in st.objects)]  # (603.10a)
    subject = (e.obj, st.objects[e.obj].zcc) if e.obj in st.objects else None
    seen: set[int] = set()
    for w in watchers:
        # CR 711.2, 721.2a: a level band's or station symbol's triggered ability watches too
        # (Hearthhull at 8+: "Whenever you sacrifice a land")
        if w.id in seen or not (w.card.triggered or w.card.band_triggered) or w.left_face_down:
            continue
        seen.add(w.id)
        controller = look.controller_of(w)  # (a card in a graveyard: its owner, CR 108.4a)
        whose = EVENT if controller == e.controller else OPPONENT_EVENT  # (two players: the other, 102.2)
        for noun in nouns:
            for event in (whose, PLAYER_EVENT):
                look.match(w, event + noun, subject, controller, e.controller)
                if w.id != e.obj:  # "Whenever you sacrifice another permanent": not the watcher itself
                    look.match(w, event + "other " + noun, subject, controller, e.controller)
