"""Building a game in the middle of a turn from a description of the board.

Judges' questions start from a position ("Alice controls X; it is her declare blockers step"),
so scenarios and tests need one without playing up to it. :func:`build` creates the objects
through the same primitives the rules use and leaves the game waiting for its first decision:
the active player holding priority in the given step (in ``declare_blockers`` with no blocks
declared yet, the defending player about to declare them; in ``declare_attackers`` with no
attacker given, the active player about to declare).
"""

from __future__ import annotations

import gc
from collections.abc import Sequence
from dataclasses import dataclass, field, fields

from arbiter.i18n import CardName, join
from arbiter.mtg import events as ev
from arbiter.mtg.actions import DeclareAttackersDecision, DeclareBlockersDecision, Priority
from arbiter.mtg.enums import CardType, ChoiceKey, Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.keywords.bestow import set_up_bestowed
from arbiter.mtg.keywords.disguise import face_down_card
from arbiter.mtg.mana.pool import EMPTY_POOL
from arbiter.mtg.model import CardDef
from arbiter.mtg.objects.battles import enters_with_defense
from arbiter.mtg.objects.enchant_legality import enchant_spec
from arbiter.mtg.setup_designations import MarkerAt, set_up_designations
from arbiter.mtg.state import GameObject, GameState, ObjectRef, PlayerRef, with_count, zone_field
from arbiter.mtg.turn.day_night import of_position as day_night_of_position

#: The zones :func:`create_cards` fills in one write (a player's own zones, CR 400.1).
PLAYER_ZONES = frozenset({Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE})


def create_cards(game: Game, cards: Sequence[CardDef], owner: int, zone: Zone) -> list[GameObject]:
    """New objects for ``cards``, in order, at the end of ``owner``'s ``zone`` (for the library:
    the last card is the bottom one). The same objects, ids and timestamps as calling
    :meth:`Game.create` for each card, but the zone's tuple is written once: one ``create`` per
    card builds a new tuple per card and the journal keeps every old one, which is quadratic in
    time and memory (a 16,000-card library took 2 GB). Linear here."""
    if zone not in PLAYER_ZONES:
        raise ValueError(f"create_cards fills a player's own zone, not {zone.name}")
    st = game.state
    first_id, first_ts = st.next_id, st.next_ts
    made: list[GameObject] = []
    collecting = gc.isenabled()
    gc.disable()  # only new acyclic objects here; the collector re-scanning them made this 3x slower
    try:
        for offset, card in enumerate(cards):
            o = GameObject(first_id + offset, card, owner, zone)
            o.timestamp = first_ts + offset  # CR 613.7d: a timestamp as it enters the zone, in order
            game.journal.dict_set(st.objects, o.id, o)
            made.append(o)
    finally:
        if collecting:
            gc.enable()
    game.set(st, "next_id", first_id + len(made))
    game.set(st, "next_ts", first_ts + len(made))
    p = st.players[owner]
    name = zone_field(zone)
    game.set(p, name, (*getattr(p, name), *(o.id for o in made)))
    return made


@dataclass(frozen=True, slots=True)
class Entry:
    """One object to put somewhere. ``attacking``: a player index or a label; ``blocking``:
    labels of attackers; ``attached_to``: a label, or a player index (an Aura that enchants a player)."""

    card: CardDef
    label: str | None = None
    owner: int | None = None
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | str | None = None
    attacking: int | str | None = None
    blocking: tuple[str, ...] = ()
    face_down: bool = False  # a face-down permanent (CR 708.2a) whose card is ``card``
    token: bool = False  # a token (CR 111.1) whose characteristics are ``card``
    transformed: bool = False  # the back face of ``card``, a transforming double-faced card, is up (712.8e)
    flipped: bool = False  # ``card``, a flip card, is flipped: its alternative characteristics apply (710.2)
    chosen: tuple[tuple[ChoiceKey, str | int], ...] = ()  # choices made as it entered (614.12): (COLOR, "red"), …
    copy_of: str | None = None  # the label of the permanent it entered as a copy of (707.2)
    prepared: bool = False  # it has the prepared designation, its copy in exile (CR 722.3a, 722.3c)


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    life: int = 20
    poison: int = 0
    energy: int = 0  # CR 107.14
    # CR 122.1: counters of any other kind on the player (experience, rad, ticket…): (kind, count)
    counters: tuple[tuple[str, int], ...] = ()
    monarch: bool = False  # CR 725
    initiative: bool = False  # CR 726
    speed: int = 0  # CR 702.179: their speed (0: none, 702.179b)
    dungeon: MarkerAt | None = None  # CR 309.4: their dungeon, and the room their venture marker is on
    completed: tuple[str, ...] = ()  # CR 309.7: the names of the dungeons they have completed
    pool: tuple[int, ...] = EMPTY_POOL
    zones: dict[Zone, Sequence[Entry]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Setup:
    active: int = 0
    step: Step = Step.MAIN1
    turn: int = 3
    players: tuple[PlayerSetup, PlayerSetup] = (PlayerSetup(), PlayerSetup())
    names: tuple[str, str] = ("alice", "bob")
    seed: int = 0


class SetupError(ValueError):
    """The described position is impossible (the message says why)."""


def build(setup: Setup) -> tuple[Game, dict[str, int]]:
    """The game and the object id of every labelled entry."""
    game = Game(GameState(setup.names, setup.seed))
    st = game.state
    labels: dict[str, int] = {}
    placed: list[tuple[Entry, int]] = []
    for index, ps in enumerate(setup.players):
        _player(game, index, ps, labels, placed)
    _copies(game, placed, labels)
    in_combat = _attachments_and_attackers(game, setup, placed, labels)
    _control(game, placed)
    _prepared(game, placed)
    blocks_declared = _blocks(game, placed, labels)
    st.day_night = day_night_of_position(st)  # CR 702.145d, g, 731.1: as the permanents made it
    _turn(st, setup, in_combat, blocks_declared)
    impossible = set_up_designations(game, setup.players)
    if impossible is not None:
        raise SetupError(impossible)
    _attackers_declared(game)
    game.journal.forget()
    return game, labels


def _prepared(game: Game, placed: list[tuple[Entry, int]]) -> None:
    """CR 722.3a, 722.3c: the permanents set up prepared, each with its copy in exile, made by its
    controller (so after control is set)."""
    from arbiter.mtg.objects.preparation import set_up_prepared

    for entry, oid in placed:
        if entry.prepared:
            reason = set_up_prepared(game, game.state.objects[oid])
            if reason is not None:
                raise SetupError(reason)


def _attackers_declared(game: Game) -> None:
    """The creatures set up attacking were declared as attackers this turn (CR 508.1): the
    declaration is logged as an earlier event, so "attacking alone" (506.5) and "attacked this
    turn" read it; it triggers nothing now (603.2: it triggered then)."""
    st = game.state
    attacks = [(i, st.objects[i].attacking) for i in st.battlefield if st.objects[i].attacking is not None]
    if not attacks:
        return
    ids = tuple(i for i, _ in attacks)
    names = join([CardName(st.objects[i].label) for i in ids])
    attacked = tuple(sorted({t.index for _, t in attacks if isinstance(t, PlayerRef)}))
    from arbiter.mtg.combat.attack_history import declared

    defenders, total = declared(game, attacks)  # (as if declared now: their power now)
    game.log(ev.AttackersDeclared("508.1", st.players[st.active].name, names, ids, attacked, defenders, total))
    st.trigger_mark = st.event_count


def _player(game: Game, index: int, ps: PlayerSetup, labels: dict[str, int], placed: list[tuple[Entry, int]]) -> None:
    """Player ``index``'s life, counters (CR 122.1), mana pool, and the objects of their zones
    (400.1), each added to ``placed`` (and its label to ``labels``)."""
    p = game.state.players[index]
    p.life = ps.life
    for kind, count in ps.counters:
        p.counters = with_count(p.counters, kind, count)
    if ps.poison:
        p.poison = ps.poison
    if ps.energy:
        p.energy = ps.energy
    p.pool = ps.pool
    p.kept = True
    for zone in (Zone.LIBRARY, Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE):
        entries = ps.zones.get(zone, ())
        bulk = _plain_cards(entries, index) if zone in PLAYER_ZONES else None
        if bulk is not None:  # linear in the zone's size (a scenario library may be large)
            made = create_cards(game, bulk, index, zone)
            placed += zip(entries, (o.id for o in made), strict=True)
            continue
        for entry in entries:
            o = _entry_object(game, entry, index, zone)
            if entry.label is not None:
                if entry.label in labels:
                    raise SetupError(f"the id {entry.label!r} is used twice")
                labels[entry.label] = o.id
            placed.append((entry, o.id))


def _entry_object(game: Game, entry: Entry, index: int, zone: Zone) -> GameObject:
    """The object of one entry listed under player ``index`` in ``zone``: face down (CR 708.2a),
    transformed (712.8e), a token (111.1, only on the battlefield, 111.7), a permanent's status
    (110.5), counters (122.1) and "as enters" choices (614.12)."""
    st = game.state
    owner = index if entry.owner is None else entry.owner
    if entry.face_down and zone is not Zone.BATTLEFIELD:
        raise SetupError(f"{entry.card.name}: only a permanent can be set up face down")
    if entry.transformed and (zone is not Zone.BATTLEFIELD or entry.card.back_face is None):
        raise SetupError(f"{entry.card.name}: only a double-faced permanent can be transformed (CR 712.9)")
    if entry.flipped and (zone is not Zone.BATTLEFIELD or entry.card.flip_face is None):
        raise SetupError(f"{entry.card.name}: only a flip card's permanent can be flipped (CR 710.2)")
    up = entry.card.back_face if entry.transformed and entry.card.back_face is not None else entry.card
    up = entry.card.flip_face if entry.flipped and entry.card.flip_face is not None else up
    o = game.create(face_down_card(up) if entry.face_down else up, owner, zone)  # (ward: 702.168b)
    if entry.transformed:
        o.front = entry.card  # CR 712.8e: the back face is up; the card is the whole card
    if entry.flipped:
        o.unflipped = entry.card  # CR 710.2, 110.5: the flipped status; the card is the whole card
    if entry.face_down:
        o.face_down = entry.card  # CR 708.2a: a 2/2 with no text, name, subtypes or mana cost
    if entry.token:
        if zone is not Zone.BATTLEFIELD:
            raise SetupError(f"{entry.card.name}: a token exists only on the battlefield (CR 111.7)")
        o.is_token = True
        st.tokens = (*st.tokens, o.id)  # CR 704.5d: it ceases to exist when it leaves
    if zone is Zone.BATTLEFIELD:
        o.controller = index
        o.tapped = entry.tapped
        o.sick = entry.sick
        o.damage = entry.damage
    elif owner != index:
        raise SetupError(f"{entry.card.name}: only a permanent can be listed under a player who doesn't own it")
    o.counters = tuple(entry.counters)
    if entry.chosen:
        if zone is not Zone.BATTLEFIELD:
            raise SetupError(f"{entry.card.name}: only a permanent has 'as enters' choices (CR 614.12)")
        o.chosen = entry.chosen
    if zone is Zone.BATTLEFIELD and CardType.BATTLE in o.card.types:
        _battle_defaults(o, index)
    return o


def _battle_defaults(o: GameObject, controller: int) -> None:
    """A battle set up on the battlefield as it would have entered, unless the entry says
    otherwise: with its printed defense in defense counters (CR 310.4b) and, for a Siege, its
    controller's opponent as its protector (310.11a)."""
    if not any(k == "defense" for k, _ in o.counters):
        o.counters = (*o.counters, ("defense", enters_with_defense(o.card)))
    if not any(k is ChoiceKey.PROTECTOR for k, _ in o.chosen):
        o.chosen = (*o.chosen, (ChoiceKey.PROTECTOR, 1 - controller if "Siege" in o.card.subtypes else controller))


def _attachments_and_attackers(
    game: Game, setup: Setup, placed: list[tuple[Entry, int]], labels: dict[str, int]
) -> bool:
    """Auras and Equipment attached to what they name (CR 303.4, 301.5), and the attacking
    creatures — the active player's, in a combat step (506.2, 508.1k), attacking a player or a
    permanent (506.3). True if any creature is attacking."""
    st = game.state
    in_combat = False
    for entry, oid in placed:
        o = st.objects[oid]
        if isinstance(entry.attached_to, int):
            # CR 303.4a, 702.5a: an Aura with "Enchant player" attached to a player
            spec = enchant_spec(o.card)
            if o.zone is not Zone.BATTLEFIELD or spec is None or not spec.players:
                raise SetupError(f"{entry.card.name}: only an Aura that enchants a player can be attached to a player")
            o.enchanted_player = entry.attached_to
        elif entry.attached_to is not None:
            if entry.attached_to not in labels:
                raise SetupError(f"{entry.card.name}: attached_to names an unknown id {entry.attached_to!r}")
            o.attached_to = labels[entry.attached_to]
            if o.zone is Zone.BATTLEFIELD:
                set_up_bestowed(o)  # CR 702.103b: a card with bestow attached is a bestowed Aura
        if entry.attacking is not None:
            if o.zone is not Zone.BATTLEFIELD or setup.step not in _COMBAT_WITH_ATTACKERS:
                raise SetupError(f"{entry.card.name}: only a permanent in a combat step can be attacking")
            if o.controller != setup.active:
                raise SetupError(f"{entry.card.name}: only the active player's creatures can be attacking")
            if isinstance(entry.attacking, int):
                o.attacking = PlayerRef(entry.attacking)
            else:
                if entry.attacking not in labels:
                    raise SetupError(f"{entry.card.name}: attacking names an unknown id {entry.attacking!r}")
                pw = st.objects[labels[entry.attacking]]
                o.attacking = ObjectRef(pw.id, pw.zcc)
            in_combat = True
    return in_combat


def _control(game: Game, placed: list[tuple[Entry, int]]) -> None:
    """Layer 2 applied to the position (CR 613.1b): an Aura set up attached with "You control
    enchanted permanent" (Control Magic, Confiscate) decides who controls that permanent from the
    first decision on — the player it is listed under is its controller without the effect. A
    position, not an event: each permanent keeps the summoning sickness and the turn of control
    its entry gives it (302.6)."""
    from arbiter.mtg.objects import control

    st = game.state
    kept = {
        oid: (st.objects[oid].sick, st.objects[oid].since)
        for _, oid in placed
        if st.objects[oid].zone is Zone.BATTLEFIELD
    }
    control.refresh(game)
    for oid, (sick, since) in kept.items():
        o = st.objects[oid]
        o.sick, o.since = sick, since


def _blocks(game: Game, placed: list[tuple[Entry, int]], labels: dict[str, int]) -> bool:
    """The blocking creatures, each blocking the attackers it names (CR 509.1g), which become
    blocked (509.1h). True if any block is declared."""
    st = game.state
    blocks_declared = False
    for entry, oid in placed:
        o = st.objects[oid]
        for label in entry.blocking:
            attacker = st.objects.get(labels.get(label, -1))
            if attacker is None or attacker.attacking is None:
                raise SetupError(f"{entry.card.name}: blocking names {label!r}, which is not an attacking creature")
            o.blocking = (*o.blocking, attacker.id)
            o.blocker = True  # CR 509.1g
            attacker.blockers = (*attacker.blockers, o.id)
            attacker.blocked = True
            blocks_declared = True
    return blocks_declared


def _turn(st: GameState, setup: Setup, in_combat: bool, blocks_declared: bool) -> None:
    """The turn, the active player (CR 102.1) and the step, and the first decision: the active
    player's priority (117.3a) — or, in the declare attackers step with no attacker, the
    declaration of attackers (508.1); in the declare blockers step with no block, the defending
    player's declaration of blockers (509.1)."""
    st.turn = setup.turn
    st.active = setup.active
    st.step = setup.step
    st.starting_player = setup.active if setup.turn % 2 == 1 else 1 - setup.active
    st.started = True
    st.step_begun = True
    if setup.step is Step.DECLARE_ATTACKERS:
        st.combat_declared = in_combat
        st.pending = Priority(setup.active) if in_combat else DeclareAttackersDecision(setup.active)
    elif setup.step is Step.DECLARE_BLOCKERS and not blocks_declared:
        st.combat_declared = False
        st.pending = DeclareBlockersDecision(1 - setup.active)
    else:
        st.combat_declared = True
        st.priority = setup.active
        st.pending = Priority(setup.active)
    if isinstance(st.pending, Priority):
        st.priority = setup.active


def _copies(game: Game, placed: list[tuple[Entry, int]], labels: dict[str, int]) -> None:
    """Permanents that entered as copies of others (CR 707.2, 614.12): each takes the copiable
    values of its original — as that one's own copy effect made them (707.3) — with the
    exceptions of its own "enter as a copy" ability (707.9b)."""
    from arbiter.mtg.ir.statics.as_enters import EnterAsCopy
    from arbiter.mtg.objects.copiable import become_copy, copiable_values, with_exceptions

    st = game.state
    entries = {oid: entry for entry, oid in placed}
    done: set[int] = set()

    def copy(oid: int, seen: tuple[int, ...]) -> None:
        entry = entries.get(oid)
        if entry is None or entry.copy_of is None or oid in done:
            return
        o = st.objects[oid]
        original = labels.get(entry.copy_of)
        if original is None or original in seen or o.zone is not Zone.BATTLEFIELD:
            raise SetupError(f"{entry.card.name}: copy_of must name another permanent on the battlefield")
        if st.objects[original].zone is not Zone.BATTLEFIELD:
            raise SetupError(f"{entry.card.name}: copy_of names {entry.copy_of!r}, which is not on the battlefield")
        copy(original, (*seen, oid))  # CR 707.3: a copy of a copy copies what that one copied
        own = next((s for s in o.card.statics if isinstance(s, EnterAsCopy)), None)
        become_copy(game, o, with_exceptions(copiable_values(st.objects[original]), own.exceptions if own else None))
        if o.card.affects_others and oid not in st.grant_sources:
            # as if it had entered with these values (zones.py does this as a permanent enters): its
            # statics that affect other objects, or itself under a condition, are looked at (611.3a)
            game.set(st, "grant_sources", (*st.grant_sources, oid))
        done.add(oid)

    for _, oid in placed:
        copy(oid, ())


def _plain_cards(entries: Sequence[Entry], index: int) -> list[CardDef] | None:
    """The cards of ``entries`` when none needs more than creating (every field but the card at
    its default, the owner this player), else None."""
    cards: list[CardDef] = []
    for entry in entries:
        if entry.owner not in (None, index) or any(getattr(entry, name) != value for name, value in _DEFAULTS):
            return None
        cards.append(entry.card)
    return cards


_DEFAULTS = tuple((f.name, f.default) for f in fields(Entry) if f.name not in ("card", "owner"))
_COMBAT_WITH_ATTACKERS = frozenset(
    {Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}
)
