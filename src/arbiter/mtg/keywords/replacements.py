"""Replacement effects that keyword abilities stand for (CR 614): umbra armor (702.89a) — "If
enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this
Aura." — applied by ``effects.zones.destroy``, for destruction by an effect (701.8) and by a
state-based action (704.5g–h) alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.i18n.text import Term, Text, join
from arbiter.mtg import events as ev
from arbiter.mtg.layers import has_keyword
from arbiter.mtg.replacement.asked import ask
from arbiter.mtg.replacement.order import chosen_for

if TYPE_CHECKING:
    from arbiter.mtg.actions import Option
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject


REGENERATION = "regeneration"  # the key of a regeneration shield among the effects on a destruction
SHIELD_COUNTER = "shield counter"  # the key of a shield counter's replacement effect (CR 122.1c)


def umbra_armor_auras(g: Game, t: GameObject) -> list[GameObject]:
    """The Auras with umbra armor attached to ``t``, in timestamp order."""
    st = g.state
    auras = [
        st.objects[i] for i in st.battlefield
        if st.objects[i].attached_to == t.id and has_keyword(g, st.objects[i], "umbra armor")
    ]  # fmt: skip
    return sorted(auras, key=lambda a: a.timestamp)


def destruction_event(t: GameObject) -> str:
    """The name of the event "``t`` would be destroyed" for the chosen order (616.1)."""
    return f"destroy {t.id}"


def destruction_options(
    g: Game, t: GameObject, regeneration: bool, shield_counter: bool = False
) -> list[tuple[str, Option]]:
    """CR 616.1, 616.1e: the replacement effects that would apply to destroying ``t`` among which
    its controller chooses, each with the name the question gives it: the shield counters' single
    effect (122.1c; ``shield_counter``: ``t`` has one and an effect destroys it) and a regeneration
    shield (701.19a; ``regeneration``: ``t`` has one — shields alike are one choice), each named by
    ``t`` — or, when both apply, by what it is ("shield counter", "regeneration": one source can't
    name two effects) — and each Aura with umbra armor (702.89a, named by the Aura). Only the
    first one chosen applies: after it, ``t`` isn't destroyed."""
    own = [k for k, on in ((SHIELD_COUNTER, shield_counter), (REGENERATION, regeneration)) if on]
    found: list[tuple[str, Option]] = [(k, k if len(own) > 1 else t.id) for k in own]
    return found + [(f"umbra {a.id}", a.id) for a in umbra_armor_auras(g, t)]


def destruction_replacement(g: Game, t: GameObject, regeneration: bool, shield_counter: bool) -> str | None:
    """CR 616.1, 616.1e: the key of the replacement effect that applies to destroying ``t`` (None:
    none does): the one its controller chose — asked before a Destroy instruction is performed,
    or else where the destruction happens (a state-based action's, 704.5g–h) when more than one
    applies."""
    options = destruction_options(g, t, regeneration, shield_counter)
    if not options:
        return None
    chosen = chosen_for(destruction_event(t))[:1]
    key = next((k for k, _ in options if (k,) == chosen), None)
    if key is not None or len(options) == 1:
        return key if key is not None else options[0][0]
    prompt = msg(
        "{t} would be destroyed: choose the replacement effect that applies ({names})",
        t=CardName(t.label),
        names=option_names(g, tuple(options)),
    )
    name = ask(g, t.controller, tuple(n for _, n in options), prompt)
    return next(k for k, n in options if n == name)


def option_names(g: Game, options: tuple[tuple[str, Option], ...]) -> Text:
    """The effects of an order question as the player reads them: the card that is each one's
    source, or what the effect is when its source names another one too."""
    return join(CardName(g.state.objects[n].label) if isinstance(n, int) else Term(n) for _, n in options)


def umbra_armor_of(g: Game, t: GameObject, key: str) -> GameObject | None:
    """The Aura whose umbra armor is the effect ``key`` on ``t``'s destruction, or None."""
    return next((a for a in umbra_armor_auras(g, t) if key == f"umbra {a.id}"), None)


def apply_umbra_armor(g: Game, t: GameObject, aura: GameObject) -> None:
    """CR 702.89a: instead of being destroyed, ``t`` has all damage marked on it removed (and so
    no longer counts a deathtouch source's damage, 704.5h), and the Aura is destroyed."""
    from arbiter.mtg.effects.zones import destroy  # (destroy applies this replacement itself)

    if t.damage:
        g.set(t, "damage", 0)
    if t.deathtouched:
        g.set(t, "deathtouched", False)
    g.log(
        ev.EffectCreated(
            "702.89a",
            t.label,
            msg("isn't destroyed: its damage is removed and {aura} is destroyed", aura=CardName(aura.label)),
        )
    )
    destroy(g, aura, "702.89a")
