"""Matching a trigger event against the triggered abilities of one object (CR 603.2): a
waiting trigger is what matched, remembered until it is put on the stack (603.3).

An ability's ``event`` is a short pattern string written by the card compiler ("gain life",
"you attack with 3", "enters|attacks"); :mod:`.patterns` reads the ones that carry a value. The
matchers in :mod:`arbiter.mtg.triggers.collection` say what happened and ask each object here."""

from __future__ import annotations

from functools import lru_cache, partial
from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.conditions import EventObjectHolds
from arbiter.mtg.model import Ref
from arbiter.mtg.state import GameObject, WaitingTrigger
from arbiter.mtg.triggers.conditions import SUBJECT_CONDITIONS, condition_holds
from arbiter.mtg.triggers.granted import granted_index, granted_triggers
from arbiter.mtg.triggers.graveyard import live
from arbiter.mtg.triggers.patterns import Happened, names

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.model import TriggeredAbility

Waiting = WaitingTrigger  # a triggered ability waiting to be put on the stack (CR 603.3)
PLAYER = -1  # the "zone-change count" of a subject that is a player


def _about(g: Game, ability: TriggeredAbility, subject: tuple[int, int] | None) -> GameObject | None:
    """The object the event was about, for an intervening "if" that reads it (CR 603.4): "if it's a
    creature" after "Whenever a permanent you control is turned face up" (603.2) among them."""
    reads = ability.condition in SUBJECT_CONDITIONS or isinstance(ability.test, EventObjectHolds)
    if not reads or subject is None or subject[1] < 0:
        return None
    return g.state.objects.get(subject[0])


def matching(
    g: Game,
    o: GameObject,
    event: Happened,
    subject: tuple[int, int] | None = None,
    controller: int | None = None,
    player: int | None = None,
    yard: frozenset[int] = frozenset(),
) -> list[Waiting]:
    """The triggered abilities of ``o`` that ``event`` triggers (CR 603.2), with their
    intervening "if" checked now (603.4). ``controller``: who controlled ``o`` when the event
    happened, if it has left the battlefield since (603.3a; default: its controller now);
    ``yard``: the cards looked at in graveyards, for the abilities that work there (113.6m)."""
    out: list[Waiting] = []
    that = subject[0] if subject is not None and subject[1] == PLAYER else player  # ("that player")
    for i, ability in enumerate(o.card.triggered):
        if not live(ability, o, yard):
            continue
        if not _damaged_kind_fits(g, ability.watch, event, subject, o):
            continue
        if names(ability.event, event, o.counter) and condition_holds(
            g, o, ability, _about(g, ability, subject), that_player=that
        ):
            if ability.once_each_turn:
                # "This ability triggers only once each turn." — tracked on the object (cf. 602.5b)
                mark = (-100 - i, g.state.turn)
                if mark in o.used:
                    continue
                g.set(o, "used", (*o.used, mark))
            out.append(WaitingTrigger(o.id, i, o.controller if controller is None else controller, subject, player))
    if o.zone is Zone.BATTLEFIELD and (g.state.grant_sources or g.state.effects or o.card.band_triggered):
        # CR 613.1f, 603.2: the abilities it has from other objects trigger as its own (113.7), and
        # those of its level band or station symbols (711.2, 721.2a)
        for ability in granted_triggers(g, o):
            if not _damaged_kind_fits(g, ability.watch, event, subject, o):
                continue
            if names(ability.event, event, o.counter) and condition_holds(g, o, ability, that_player=that):
                whose = o.controller if controller is None else controller
                out.append(WaitingTrigger(o.id, granted_index(g, ability), whose, subject, player))
    return out


_DAMAGE_TO_CREATURE = ("damage to creature", "combat damage to creature")


def _damaged_kind_fits(
    g: Game, watch: Filter | None, event: Happened, subject: tuple[int, int] | None, o: GameObject
) -> bool:
    """ "Whenever ~ deals damage to a Vampire": the creature dealt the damage is one, as the event
    happens (CR 603.2, 120.3). Other triggers don't look at ``watch`` here."""
    if watch is None or event not in _DAMAGE_TO_CREATURE:
        return True
    if subject is None:
        return False
    hit = g.state.objects.get(subject[0])
    return hit is not None and hit.zcc == subject[1] and fits(g, watch, hit, o.controller, o.id)


def first_blocker(pairs: tuple[tuple[int, int], ...], attacker: int) -> int:
    """The first creature declared as blocking ``attacker`` ("becomes blocked" triggers once)."""
    return next(b for b, a in pairs if a == attacker)


def attachments(g: Game, oid: int) -> list[tuple[GameObject, str]]:
    """The Equipment and Auras with triggered abilities attached to ``oid`` ("equipped" /
    "enchanted"), for "Whenever equipped creature attacks", "When enchanted creature dies"."""
    objects = g.state.objects
    attached = g.journal.by_content(_ATTACHED, (g.state.battlefield,), partial(_attached_with_triggers, g))
    return [(objects[x], kind) for host, x, kind in attached if host == oid] if attached else []


_ATTACHED = "attached with triggers"  # (the key of their list among the values remembered per board count)


def _attached_with_triggers(g: Game) -> tuple[tuple[int, int, str], ...]:
    """(host, Equipment or Aura, "equipped" / "enchanted") for each attached permanent with
    triggered abilities (CR 301.5, 303.4), in the battlefield's order — read from the battlefield,
    the cards and what each is attached to only, so remembered for the battlefield's content
    (``Journal.by_content``)."""
    st = g.state
    out = []
    for i in st.battlefield:
        x = st.objects[i]
        if x.attached_to is not None and x.card.triggered:
            out.append((x.attached_to, i, "equipped" if "Equipment" in x.card.subtypes else "enchanted"))
    return tuple(out)


@lru_cache(maxsize=4096)
def mentions(fx: tuple[object, ...], kind: str) -> bool:
    """Whether any of these instructions refers to a ``Ref`` of that kind ("subject", "its
    controller"), at any depth — computed once per instruction list (they are frozen values)."""
    return any(_mentions_in(e, kind) for e in fx)


def _mentions_in(x: object, kind: str) -> bool:
    # (a module-level function: a recursive local one would make a reference cycle at each call)
    if isinstance(x, Ref):
        return x.kind == kind
    if isinstance(x, tuple):
        return any(_mentions_in(y, kind) for y in x)
    fields = getattr(x, "__dataclass_fields__", None)
    return fields is not None and any(_mentions_in(getattr(x, f), kind) for f in fields)


# the references to the ability's own source (CR 113.7: "~", "it" meaning the source, the object
# it is attached to)
_SOURCE_KINDS = frozenset({"this", "it_self", "enchanted", "enchanted permanent", "equipped"})


@lru_cache(maxsize=4096)
def about_source(fx: tuple[object, ...]) -> bool:
    """Whether these instructions act on or through the ability's own source: they name it ("put
    a +1/+1 counter on ~", "~ fights …", "enchanted creature …"), or it deals damage (CR 120.1:
    the source of the damage is the ability's source). Two triggers of equal abilities from
    different sources then differ (CR 603.3b: their order is the player's choice)."""
    return any(_about_source_in(e) for e in fx)


def _about_source_in(x: object) -> bool:
    from arbiter.mtg.effects.damage import DealDamage, DealDamageTwice, DealDividedDamage

    if isinstance(x, Ref):
        return x.kind in _SOURCE_KINDS
    if isinstance(x, DealDamage | DealDividedDamage | DealDamageTwice):
        return True
    if getattr(x, "on_source", False) is True:  # "Transform ~." and other instructions on the source
        return True
    if isinstance(x, tuple):
        return any(_about_source_in(y) for y in x)
    fields = getattr(x, "__dataclass_fields__", None)
    return fields is not None and any(_about_source_in(getattr(x, f)) for f in fields)
