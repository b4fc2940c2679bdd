"""The one matcher for :class:`~arbiter.mtg.ir.filters.Filter`: does an object fit a description
now (targets' words, CR 115.1; static abilities' groups, 604, 613; costs' choices, 601.2h; "each …",
608.2c; counts), or did a permanent fit it as it entered or last existed (watched zone changes,
603.6a, 603.10a)?

Characteristics are read as they are now (109.3; types and subtypes in layer 4, 613.1d; colors in
layer 5; abilities in layer 6; P/T in layer 7). Each field's rule: card types 205.2a, 205.4b
("non-"); subtypes 205.3 (changeling is every creature type, 702.73a); supertypes 205.4; colors
105.2; controller 108.4 (a card outside the battlefield and the stack is its owner's, 108.3);
tapped 110.5; token 111.1; keywords 702; power and toughness 208.1; mana value 202.3."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import CardType, ChoiceKey, Zone
from arbiter.mtg.layers import card_types, colors, has_keyword, is_every_creature_type, power, subtypes, toughness
from arbiter.mtg.objects.transform import mana_value as transformed_mana_value
from arbiter.mtg.state import ObjectRef, PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.state import GameObject

# CR 205.3g–i, 205.3k: the subtypes that are not creature types (a changeling has none of them)
NONCREATURE_SUBTYPES = frozenset(
    {
     "Attraction", "Blood", "Bobblehead", "Book", "Clue", "Contraption", "Equipment", "Food", "Fortification",
     "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Mutagen", "Powerstone", "Spacecraft", "Stone",
     "Treasure", "Vehicle", "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune",
     "Saga", "Shard", "Shrine", "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine",
     "Mountain", "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's", "Adventure",
     "Arcane", "Lesson", "Omen", "Trap",
    }
)  # fmt: skip


def fits(g: Game, f: Filter, o: GameObject, you: int, source: int | None = None) -> bool:
    """Does ``o`` fit ``f`` now, read for player ``you`` (for "you control", "an opponent
    controls") and the source ``source`` (for "another", "~ or another", "with lesser power")?"""
    if source is not None and o.id == source:
        if f.or_self:
            return True
        if f.other:
            return False
    if f.zone is not None and o.zone is not f.zone:
        return False
    if f.types or f.all_types or f.nontypes:
        kinds = card_types(g, o)
        if f.types and not kinds & f.types and not (f.either and _has_subtype(g, f.subtypes, o)):
            return False  # CR 205.2b; "creature or Vehicle": either will do (205.3)
        if f.all_types and not f.all_types <= kinds:
            return False
        if f.nontypes and kinds & f.nontypes:
            return False
    controller = f.controller
    if controller:
        # CR 108.4, 108.3: the controller of a permanent or spell, else the owner
        zone = o.zone
        holder = o.controller if zone is Zone.BATTLEFIELD or zone is Zone.STACK else o.owner
        if controller == "you":
            if holder != you:
                return False
        elif controller == "opponent":
            if holder == you:
                return False
        elif controller == "active":
            if holder != g.state.active:  # "that player controls" at each player's upkeep (CR 503.1)
                return False
        elif controller == "enchanted":
            # CR 303.4a: "… enchanted player controls" — the player the source Aura is attached to
            aura = g.state.objects.get(source) if source is not None else None
            if aura is None or aura.enchanted_player != holder:
                return False
        elif not _defending(g, holder):
            return False
    return not f.rest or _rest_fits(g, f, o, you, source)


def _defending(g: Game, player: int) -> bool:
    """CR 506.2: in a two-player game, during the combat phase, the nonactive player is the
    defending player (outside combat there is none)."""
    st = g.state
    return st.step.in_combat_phase and player != st.active


def _rest_fits(g: Game, f: Filter, o: GameObject, you: int, source: int | None) -> bool:
    """The fields past card types and controller (only read when one of them is set)."""
    if f.tapped is not None and o.tapped != f.tapped:
        return False
    if f.attached_to_source and (source is None or o.attached_to != source):
        return False  # "for each Aura attached to it" (CR 303.4, 301.5)
    if f.attached and not _has_attached(g, o, f.attached):
        return False  # "enchanted creatures", "equipped creatures" (CR 303.4, 301.5)
    if f.token is not None and o.is_token != f.token:
        return False
    if f.colors and not colors(g, o) & f.colors:
        return False
    if f.noncolors and colors(g, o) & f.noncolors:
        return False
    if f.subtypes and not f.either and not _has_subtype(g, f.subtypes, o):
        return False
    if f.nonsubtypes and _has_subtype(g, f.nonsubtypes, o):
        return False  # CR 205.4b: "non-Angel" — not that subtype (a changeling has them all)
    if (f.supertypes or f.nonsupertypes) and not _supertypes_fit(g, f, o):
        return False
    if f.keyword and any(has_keyword(g, o, k) for k in f.keyword.split(" or ")) == f.without:
        return False  # CR 702: "with first strike or double strike" — either
    if f.min_power is not None or f.max_power is not None or f.lesser_power:
        p = power(g, o)
        if (f.min_power is not None and p < f.min_power) or (f.max_power is not None and p > f.max_power):
            return False
        if f.lesser_power and not _lesser_power(g, p, source):
            return False
    if f.min_toughness is not None or f.max_toughness is not None:
        t = toughness(g, o)
        low, high = f.min_toughness, f.max_toughness
        if (low is not None and t < low) or (high is not None and t > high):
            return False
    if f.counters is not None and any(n > 0 for _, n in o.counters) != f.counters:
        return False  # CR 122.1: "with no counters on it"
    if f.counter_kind and o.counter(f.counter_kind) <= 0:
        return False  # CR 122.1: "with a +1/+1 counter on it"
    if f.combat and not _in_combat(g, f.combat, o):
        return False
    if f.goaded and not _goaded(g, o):
        return False  # CR 701.15a–b: "goaded creature"
    if f.face_down and (o.face_down is None or o.zone is not Zone.BATTLEFIELD):
        return False  # CR 708.2: "face-down creature" (a face-down permanent)
    if f.chosen is not None and not _chosen_fits(g, f.chosen, o, source):
        return False
    if f.this_turn and not _did_this_turn(g, f.this_turn, o):
        return False
    if f.named and not _same_name_as_source(g, o, source):
        return False
    if f.names and o.card.name not in f.names:
        return False  # CR 201.2: "a card named …"
    if (f.targeting is not None or f.targeting_you) and not _targets_fit(g, f, o, you, source):
        return False  # CR 115.1: "spell that targets …"
    if f.min_value is not None or f.max_value is not None:
        v = transformed_mana_value(o)  # CR 202.3, 712.8e
        if (f.min_value is not None and v < f.min_value) or (f.max_value is not None and v > f.max_value):
            return False
    return True


def _targets_fit(g: Game, f: Filter, o: GameObject, you: int, source: int | None) -> bool:
    """CR 115.1: "a spell that targets you / a permanent you control": one of the spell's targets,
    as it targets now, fits (a target that has left is no longer that object, 400.7)."""
    st = g.state
    for t in o.targets:
        if isinstance(t, PlayerRef):
            if f.targeting_you and t.index == you:
                return True
            continue
        if not isinstance(t, ObjectRef) or f.targeting is None:
            continue
        x = st.objects.get(t.id)
        if x is not None and x.zcc == t.zcc and fits(g, f.targeting, x, you, source):
            return True
    return False


def _in_combat(g: Game, status: str, o: GameObject) -> bool:
    """CR 506.4: "attacking creatures" — declared as an attacker (or put onto the battlefield
    attacking) and not yet removed from combat; "blocking" likewise."""
    if status == "attacking":
        return o.attacking is not None
    if status == "unblocked":
        return unblocked(g, o)
    return o.blocker  # CR 509.1g: until removed from combat, even when it blocks nothing now


def unblocked(g: Game, o: GameObject) -> bool:
    """CR 509.1h, 506.3d: an unblocked creature — attacking, blockers declared, none for it."""
    from arbiter.mtg.turn.history import blockers_declared_this_combat

    return o.attacking is not None and not o.blocked and blockers_declared_this_combat(g)


def _same_name_as_source(g: Game, o: GameObject, source: int | None) -> bool:
    """ "named ~": the object's name is the source's (CR 201.2: identical names; an object with no
    name shares it with nothing)."""
    src = g.state.objects.get(source) if source is not None else None
    return src is not None and bool(src.card.name) and o.card.name == src.card.name


def _did_this_turn(g: Game, what: str, o: GameObject) -> bool:
    """ "that attacked this turn": declared as an attacker in a combat of this turn and the same
    object since (CR 508.1, 500.8, 400.7); "that was dealt damage this turn" likewise; "that entered
    the battlefield this turn": it is on the battlefield, and moved there this turn."""
    from arbiter.mtg.turn.history import attacked_this_turn, dealt_damage_this_turn

    if what == "dealt damage":
        return dealt_damage_this_turn(g, o)  # "that was dealt damage this turn" (CR 120.1)
    if what == "entered":  # "that entered the battlefield this turn": this object (CR 400.7, 603.6a)
        from arbiter.mtg.condition_check import this_turn
        from arbiter.mtg.events import ZoneChanged

        return o.zone is Zone.BATTLEFIELD and any(
            isinstance(e, ZoneChanged) and e.obj == o.id and e.dest is Zone.BATTLEFIELD for e in this_turn(g)
        )
    return what == "attacked" and o.id in attacked_this_turn(g)


def _chosen_fits(g: Game, key: ChoiceKey, o: GameObject, source: int | None) -> bool:
    """CR 614.12, 608.2d: "of the chosen type / color" — what the source chose as it entered, or
    what its spell or ability chose as it resolves."""
    from arbiter.mtg.objects.chosen import chosen_for

    value = chosen_for(g, source, key)
    if not isinstance(value, str):
        return False  # nothing was chosen: nothing is of the chosen type
    if key is ChoiceKey.COLOR:
        return any(c.name.lower() == value.lower() for c in colors(g, o))
    return _has_subtype(g, frozenset({value}), o)


def _has_subtype(g: Game, wanted: frozenset[str], o: GameObject) -> bool:
    """CR 205.3; 702.73a: changeling (a characteristic-defining ability) is every creature type."""
    if wanted.intersection(subtypes(g, o)):
        return True
    if wanted <= NONCREATURE_SUBTYPES:
        return False
    return is_every_creature_type(g, o)  # CR 702.73a, 205.3m


def _lesser_power(g: Game, p: int, source: int | None) -> bool:
    """ "with lesser power" (mentor, 702.134a): less than the source's power, as it last existed
    if it has left the battlefield (608.2h)."""
    src = g.state.objects.get(source) if source is not None else None
    if src is None:
        return False
    mine = power(g, src) if src.zone is Zone.BATTLEFIELD else (src.left_pt or (0, 0))[0]
    return p < mine


def fits_known(
    f: Filter, obj: int, source: int, controller: int, you: int,
    kinds: frozenset[CardType], subtypes_: tuple[str, ...], token: bool,
) -> bool:  # fmt: skip
    """Did a permanent fit ``f`` as it entered or last existed — as the zone-change event records
    it (CR 603.6a, 603.10a): its id, its controller then, its card types, subtypes and whether it
    was a token. Only the fields a watched zone change can name are read."""
    if obj == source:
        if f.or_self:
            return True
        if f.other:
            return False
    if f.types and not kinds & f.types and not (f.either and f.subtypes.intersection(subtypes_)):
        return False
    if f.subtypes and not f.either and not f.subtypes.intersection(subtypes_):
        return False
    if f.nonsubtypes and f.nonsubtypes.intersection(subtypes_):
        return False
    if f.token is not None and token != f.token:
        return False
    if f.controller == "you":
        return controller == you
    return not (f.controller == "opponent" and controller == you)


def _supertypes_fit(g: Game, f: Filter, o: GameObject) -> bool:
    """CR 205.4: "legendary", "nonbasic", "snow" … — the printed supertypes, and "legendary" for a
    Ring-bearer (701.54c)."""
    sup = set(o.card.supertypes)
    if g.state.rings and "Legendary" not in sup:
        from arbiter.mtg.effects.the_ring import is_ring_bearer

        if is_ring_bearer(g, o):
            sup.add("Legendary")
    return not (f.supertypes and not f.supertypes & sup) and not (f.nonsupertypes and f.nonsupertypes & sup)


def _goaded(g: Game, o: GameObject) -> bool:
    """CR 701.15a–b: whether any player goaded ``o`` (by a resolved goad until their next turn, or
    through an Aura or Equipment that says it "is goaded")."""
    from arbiter.mtg.effects.goad import goaders

    return bool(goaders(g, o))


def beyond_known(f: Filter) -> bool:
    """Whether ``f`` asks for more than :func:`fits_known` reads (then :func:`fits_seen` is asked too)."""
    return bool(
        f.all_types or f.nontypes or f.colors or f.noncolors or f.supertypes or f.nonsupertypes or f.keyword
        or f.tapped is not None or f.min_power is not None or f.max_power is not None
        or f.min_toughness is not None or f.max_toughness is not None or f.min_value is not None
        or f.max_value is not None or f.counters is not None or f.counter_kind or f.face_down or f.combat
    )  # fmt: skip


def fits_seen(g: Game, f: Filter, o: GameObject, entered: bool, you: int, source: int) -> bool:
    """The rest of a watched zone change's description, read on the permanent itself: as it is on
    the battlefield after it entered (CR 603.6a, 603.10: checked immediately after the event — at
    the look that follows it), or as it last existed there when it died (603.10a, 608.2h: its last
    known power, toughness and counters). A permanent that entered and left before the look is
    read as it last existed, which has only those."""
    if entered and o.zone is Zone.BATTLEFIELD:
        return fits(g, f, o, you, source)
    if f.min_value is not None or f.max_value is not None or o.left_pt is None or not _looked_as_it_left(f, o):
        return False
    p, t = o.left_pt
    if (f.min_power is not None and p < f.min_power) or (f.max_power is not None and p > f.max_power):
        return False
    if (f.min_toughness is not None and t < f.min_toughness) or (f.max_toughness is not None and t > f.max_toughness):
        return False
    counts = dict(o.left_counters)
    if f.counters is not None and any(n > 0 for n in counts.values()) != f.counters:
        return False  # CR 122.1
    return not f.counter_kind or counts.get(f.counter_kind, 0) > 0


def _looked_as_it_left(f: Filter, o: GameObject) -> bool:
    """CR 603.10a, 608.2h, 113.7a: the qualities a "Whenever a <quality> creature dies" trigger
    names, read on the permanent as it last existed on the battlefield — its colors, card types and
    supertypes with the effects that applied then (``left_look``; a creature made green until end
    of turn died green), its keywords (``left_keywords``), whether it was tapped, attacking or
    blocking (``left_marks``, 506.4, 110.5) and whether it was face down (708.2)."""
    from arbiter.mtg.zones import LEFT_ATTACKING, LEFT_BLOCKING, LEFT_TAPPED

    look, marks = o.left_look, o.left_marks
    if look is None and (f.all_types or f.nontypes or f.colors or f.noncolors or f.supertypes or f.nonsupertypes):
        return False
    if look is not None:
        sup = frozenset(look.supertypes)
        if (f.colors and not look.colors & f.colors) or (f.noncolors and look.colors & f.noncolors):
            return False  # CR 105.2
        if (f.all_types and not f.all_types <= look.types) or (f.nontypes and look.types & f.nontypes):
            return False  # CR 205.2b, 205.4b
        if (f.supertypes and not f.supertypes & sup) or (f.nonsupertypes and f.nonsupertypes & sup):
            return False  # CR 205.4a
    if f.keyword and (o.left_keywords is None or _left_with(o.left_keywords, f.keyword) == f.without):
        return False  # CR 702
    if f.tapped is not None and (LEFT_TAPPED in marks) != f.tapped:
        return False
    if f.combat and (LEFT_ATTACKING if f.combat == "attacking" else LEFT_BLOCKING) not in marks:
        return False  # CR 506.4 ("unblocked" isn't kept: refused by the reader)
    return not f.face_down or o.left_face_down


def _has_attached(g: Game, o: GameObject, kind: str) -> bool:
    """CR 303.4, 301.5: is an Aura ("enchanted") or an Equipment ("equipped") attached to ``o``?"""
    from arbiter.mtg.objects.enchant_legality import is_aura_now

    st = g.state
    for i in st.battlefield:
        x = st.objects[i]
        if x.attached_to != o.id:
            continue
        if is_aura_now(x) if kind == "enchanted" else "Equipment" in x.card.subtypes:
            return True
    return False


def _left_with(kept: frozenset[str], keyword: str) -> bool:
    """Whether it left with the keyword — either of "first strike or double strike" (CR 702)."""
    return any(k in kept for k in keyword.split(" or "))
