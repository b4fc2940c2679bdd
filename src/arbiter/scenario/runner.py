"""Running a scenario against the engine, through its public API (``apply``, ``check``,
``legal_actions``, ``pending``, savepoints), and comparing the expectations.

- this module: the run — the setup, the names of objects, one step after another
- :mod:`arbiter.scenario.steps`: the verbs; :mod:`arbiter.mtg.mana.autopay`: paying mana (the engine's auto-payer)
- :mod:`arbiter.scenario.expect`: the expectations (one check per key)
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from arbiter.cards.registry import UnknownCard
from arbiter.cards.registry import UnsupportedCard as RegistryUnsupported
from arbiter.core.events import Event
from arbiter.core.ruling import Illegal, Ruling
from arbiter.i18n import CardName, msg
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.events import StepBegan
from arbiter.mtg.game import Game
from arbiter.mtg.mana.pool import parse_pool
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, SetupError, build
from arbiter.mtg.setup_designations import MarkerAt
from arbiter.mtg.state import ObjectRef, PlayerRef, TargetRef
from arbiter.scenario import revealed, steps
from arbiter.scenario.cards import CardSource, UnsupportedCard
from arbiter.scenario.created import Created
from arbiter.scenario.expect import EXPECTATIONS, At
from arbiter.scenario.loader import PLAYERS, LineDict, Scenario, ScenarioError
from arbiter.scenario.pay_use import Mark, unused
from arbiter.scenario.report import Failure, PayWarning, Result, judge
from arbiter.scenario.setup_entries import chosen_values, protector_value
from arbiter.scenario.setup_history import write_history
from arbiter.scenario.setup_stack import put_on_stack
from arbiter.scenario.tokens import TokenError, token_card
from arbiter.scenario.validate import validate_mtg

__all__ = ["EXPECTATIONS", "PLAYERS", "CardSource", "UnsupportedCard", "run"]

_TURN_KEYS = frozenset({"active", "step", "number", "history"})  # (the keys of setup.turn)


class _Stop(Exception):
    pass


def run(scenario: Scenario, cards: CardSource) -> Result:
    def go(result: Result) -> None:
        validate_mtg(scenario)  # every field's type, before anything runs
        with contextlib.suppress(_Stop):
            _Run(scenario, cards, result).go()

    return judge(scenario, go, (UnsupportedCard, RegistryUnsupported))


class _Run:
    def __init__(self, scenario: Scenario, cards: CardSource, result: Result) -> None:
        self.sc = scenario
        self.cards = cards
        self.result = result
        self.game: Game
        self.labels: dict[str, int] = {}
        self.created: Created  # the objects created during the scenario, for NAME#k
        self.step_events: list[Event] = []
        self.before: revealed.Before | None = None
        self.notes: list[str] = []  # the runner's own lines for the step being done
        self.pay_used: set[Mark] = set()  # the entries of the step's `pay:` a payment used (pay_use)

    # -- errors ------------------------------------------------------------------------------
    def error(self, line: int | None, message: str) -> ScenarioError:
        return ScenarioError(self.sc.file, line, message)

    # -- setup -------------------------------------------------------------------------------
    def card(self, name: Any, line: int) -> CardDef:
        if not isinstance(name, str):
            raise self.error(line, msg("a card name must be text, got {name}", name=repr(name)))
        try:
            return whole_card(self.cards, name, self.cards.get(name))
        except UnknownCard:
            raise self.error(line, msg("unknown card {name}", name=repr(name))) from None

    def go(self) -> None:
        setup = self.sc.setup
        allowed = {"turn", "players", "stack"}
        if set(setup) - allowed:
            raise self.error(
                setup.line, msg("unknown setup key(s): {sorted}", sorted=", ".join(sorted(set(setup) - allowed)))
            )
        turn = setup.get("turn", LineDict())
        if not isinstance(turn, dict):
            raise self.error(setup.line, msg("'turn' must be a mapping {{active, step, number}}"))
        line = getattr(turn, "line", setup.line)
        if set(turn) - _TURN_KEYS:
            unknown = ", ".join(sorted(set(turn) - _TURN_KEYS))
            known = "active, step, number, history"
            raise self.error(line, msg("unknown turn key(s): {unknown} (known: {known})", unknown=unknown, known=known))
        active = turn.get("active", "alice")
        if active not in PLAYERS:
            raise self.error(line, msg("turn.active must be alice or bob, got {active}", active=repr(active)))
        try:
            step = Step.parse(str(turn.get("step", "main1")))
        except ValueError as exc:
            raise self.error(line, str(exc)) from None
        if step is Step.FIRST_STRIKE_DAMAGE:
            raise self.error(line, msg("turn.step first_strike_damage is not a step name of the format"))
        number = turn.get("number", 3)
        if not isinstance(number, int) or number < 1:
            raise self.error(line, msg("turn.number must be a positive integer, got {number}", number=repr(number)))
        players = setup.get("players", LineDict())
        if not isinstance(players, dict) or set(players) - set(PLAYERS):
            raise self.error(
                getattr(players, "line", setup.line), msg("'players' must map alice and/or bob to their zones")
            )
        alice, bob = (self.player_setup(players.get(n) or LineDict(), n, setup.line) for n in PLAYERS)
        specs = (alice, bob)
        try:
            self.game, self.labels = build(Setup(PLAYERS.index(active), step, number, specs))
        except SetupError as exc:
            raise self.error(setup.line, str(exc)) from None
        self.created = Created(self.game)
        if setup.get("stack"):
            put_on_stack(self, setup["stack"], getattr(setup["stack"], "line", setup.line))
        if turn.get("history"):
            write_history(self, turn["history"], line)
        self.created = Created(self.game)  # (what the setup made wasn't created during the scenario)
        self.log_mark = len(self.game.state.events)  # the setup's history isn't a step's doing
        for i, step_spec in enumerate(self.sc.steps, start=1):
            self.do(i, step_spec)
        if self.sc.expect is not None:
            self.expect("final", self.sc.expect)
        self.flush_log("end")

    def player_setup(self, spec: Any, name: str, line: int) -> PlayerSetup:
        if not isinstance(spec, dict):
            raise self.error(line, msg("players.{name} must be a mapping", name=name))
        line = getattr(spec, "line", line)
        allowed = {"life", "poison", "battlefield", "hand", "library", "graveyard", "exile", "mana_pool", "counters",
                   "monarch", "initiative", "dungeon", "completed_dungeons", "speed"}  # fmt: skip
        if set(spec) - allowed:
            raise self.error(
                line,
                msg("unknown key(s) under {name}: {sorted}", name=name, sorted=", ".join(sorted(set(spec) - allowed))),
            )
        zones: dict[Zone, Sequence[Entry]] = {}
        for zname, zone in (
            ("battlefield", Zone.BATTLEFIELD),
            ("hand", Zone.HAND),
            ("graveyard", Zone.GRAVEYARD),
            ("exile", Zone.EXILE),
        ):
            items = spec.get(zname, [])
            if not isinstance(items, list):
                raise self.error(line, msg("{name}.{zname} must be a list", name=name, zname=zname))
            zones[zone] = [self.entry(x, getattr(items, "line", line), zone) for x in items]
        for entry in zones[Zone.BATTLEFIELD]:
            self.check_permanent_card(entry, getattr(spec.get("battlefield"), "line", line))
        library = spec.get("library")
        if library is None:
            zones[Zone.LIBRARY] = [Entry(self.card("Wastes", line)) for _ in range(30)]
        elif isinstance(library, dict):
            count, card = library.get("count"), library.get("card")
            if not isinstance(count, int) or count < 0 or not isinstance(card, str):
                raise self.error(
                    getattr(library, "line", line), msg("library must be a list or {{count: N, card: NAME}}")
                )
            zones[Zone.LIBRARY] = [Entry(self.card(card, line)) for _ in range(count)]
        elif isinstance(library, list):
            zones[Zone.LIBRARY] = [self.entry(x, getattr(library, "line", line), Zone.LIBRARY) for x in library]
        else:
            raise self.error(line, msg("library must be a list or {{count: N, card: NAME}}"))
        life = spec.get("life", 20)
        if not isinstance(life, int):
            raise self.error(line, msg("{name}.life must be an integer", name=name))
        try:
            pool = parse_pool(str(spec.get("mana_pool", "")))
        except ValueError as exc:
            raise self.error(line, msg("{name}.mana_pool: {exc}", name=name, exc=exc)) from None
        # CR 122.1: counters of every kind on the player (poison 122.1f, energy 107.14, experience, rad…)
        counters = {str(kind).lower(): int(n) for kind, n in (spec.get("counters") or {}).items()}
        if "poison" in spec:
            counters["poison"] = int(spec["poison"])
        monarch = bool(spec.get("monarch", False))
        return PlayerSetup(
            life=life,
            counters=tuple(sorted(counters.items())),
            monarch=monarch,
            initiative=bool(spec.get("initiative", False)),
            speed=int(spec.get("speed", 0)),
            dungeon=self.dungeon_marker(spec.get("dungeon"), name, line),
            completed=tuple(self.dungeon_name(d, line) for d in spec.get("completed_dungeons") or ()),
            pool=pool,
            zones=zones,
        )

    def dungeon_name(self, name: Any, line: int) -> str:
        """A dungeon card's name (CR 309.2), as the rules data spells it."""
        from arbiter.cards.dungeons import TEXTS

        if name not in TEXTS:
            known = ", ".join(sorted(TEXTS))
            raise self.error(line, msg("unknown dungeon {name!r} (known: {known})", name=name, known=known))
        return str(name)

    def dungeon_marker(self, spec: Any, player: str, line: int) -> MarkerAt | None:
        """``dungeon: {name: DUNGEON, room: ROOM}`` — the player's dungeon in the command zone, their
        venture marker on the named room (CR 309.4; the topmost room if none is named, 309.4a)."""
        from arbiter.cards.dungeons import dungeon

        if spec is None:
            return None
        line = getattr(spec, "line", line)
        card = dungeon(self.dungeon_name(spec.get("name"), line))
        if card is None:
            raise self.error(line, msg("{name} can't be run yet", name=CardName(spec.get("name"))))
        rooms = [r.name for r in card.rooms]
        room = spec.get("room", rooms[0])
        if room not in rooms:
            raise self.error(
                line,
                msg(
                    "{player}.dungeon: {dungeon} has no room {room!r} (its rooms: {rooms})",
                    player=player,
                    dungeon=CardName(card.name),
                    room=room,
                    rooms=", ".join(rooms),
                ),
            )
        return MarkerAt(card, rooms.index(room))

    def check_permanent_card(self, entry: Entry, line: int) -> None:
        """CR 304.4, 307.4: instant and sorcery cards can't be on the battlefield, so a setup that
        lists one there describes no game. Face down it is a 2/2 creature (708.2a, as a manifested
        card), and a transformed card shows its back face, so those aren't refused."""
        if entry.face_down or entry.token or entry.transformed:
            return
        if entry.card.types & {CardType.INSTANT, CardType.SORCERY}:
            raise self.error(
                line,
                msg(
                    "{name} is an instant or sorcery card and can't be on the battlefield (CR 304.4, 307.4)",
                    name=entry.card.name,
                ),
            )

    def entry(self, spec: Any, line: int, zone: Zone) -> Entry:
        if isinstance(spec, str):
            return Entry(self.card(spec, line))
        if not isinstance(spec, dict) or "card" not in spec:
            raise self.error(
                line, msg("an entry must be a card name or a mapping with 'card', got {spec}", spec=repr(spec))
            )
        line = getattr(spec, "line", line)
        allowed = {
            "card",
            "id",
            "tapped",
            "sick",
            "counters",
            "damage",
            "attached_to",
            "owner",
            "flipped",
            "attacking",
            "blocking",
            "face_down",
            "token",
            "transformed",
            "chosen",
            "copy_of",
            "protector",
            "prepared",
        }
        if set(spec) - allowed:
            raise self.error(line, msg("unknown entry key(s): {sorted}", sorted=", ".join(sorted(set(spec) - allowed))))
        counters = spec.get("counters", {}) or {}
        if not isinstance(counters, dict) or not all(isinstance(v, int) for v in counters.values()):
            raise self.error(line, msg("counters must map a kind to a number"))
        owner = spec.get("owner")
        if owner is not None and owner not in PLAYERS:
            raise self.error(line, msg("owner must be alice or bob, got {owner}", owner=repr(owner)))
        attacking = spec.get("attacking")
        if attacking is not None and not isinstance(attacking, str):
            raise self.error(line, msg("attacking must be alice, bob or an id"))
        blocking = spec.get("blocking")
        if blocking is not None and not isinstance(blocking, str | list):
            raise self.error(line, msg("blocking must be an id (or a list of ids)"))
        status = False
        if spec.get("token"):
            try:
                card = token_card(str(spec["card"]))
            except TokenError as exc:
                raise self.error(line, str(exc)) from None
        elif not spec.get("flipped"):
            card = self.card(spec["card"], line)
        else:
            card, status = self.flipped_card(spec["card"], line)
        return Entry(
            card,
            label=str(spec["id"]) if "id" in spec else None,
            owner=PLAYERS.index(owner) if owner else None,
            tapped=bool(spec.get("tapped", False)),
            sick=bool(spec.get("sick", False)),
            damage=int(spec.get("damage", 0)),
            counters=tuple((str(k), int(v)) for k, v in counters.items()),
            attached_to=_attached_to(spec.get("attached_to")),
            attacking=(PLAYERS.index(attacking) if attacking in PLAYERS else attacking) if attacking else None,
            blocking=tuple([blocking] if isinstance(blocking, str) else blocking or ()),
            face_down=bool(spec.get("face_down", False)),
            token=bool(spec.get("token", False)),
            transformed=bool(spec.get("transformed", False)),
            flipped=status,
            chosen=chosen_values(self, spec.get("chosen"), line) + protector_value(self, spec.get("protector"), line),
            copy_of=str(spec["copy_of"]) if spec.get("copy_of") is not None else None,
            prepared=bool(spec.get("prepared", False)),
        )

    def flipped_card(self, name: Any, line: int) -> tuple[CardDef, bool]:
        """CR 710.2, 110.5: a flipped permanent is its flip card with the flipped status (True): its
        alternative characteristics apply, and a copy of it copies the whole card (707.3). A flip
        card whose normal half the engine can't run is set up as its flipped half alone (False)."""
        if not isinstance(name, str):
            raise self.error(line, msg("a card name must be text"))
        try:
            whole: CardDef | None = self.card(name, line)
        except (UnsupportedCard, RegistryUnsupported):
            whole = None
        if whole is not None and whole.flip_face is not None:
            return whole, True
        flipped = getattr(self.cards, "flipped", None)
        if flipped is None:
            raise UnsupportedCard(name, msg("flip cards need card data (--cards)"))
        try:
            return flipped(name), False
        except UnknownCard:
            raise self.error(line, msg("unknown card {spec}", spec=repr(name))) from None

    # -- references --------------------------------------------------------------------------
    def obj_id(self, ref: Any, line: int) -> int:
        if isinstance(ref, str):
            if ref in self.labels:
                return self.labels[ref]
            st = self.game.state
            if "#" in ref:
                name, _, k = ref.rpartition("#")
                found = self.created.nth(self.game, name, int(k)) if k.isdigit() else None
                if found is not None:
                    return found
            named = [i for i, o in st.objects.items() if o.card.name == ref and o.ability is None]
            if len(named) == 1:
                return named[0]
            if len(named) > 1:
                raise self.error(
                    line, msg("{ref} names {named_count} objects; give them ids", ref=repr(ref), named_count=len(named))
                )
        raise self.error(line, msg("unknown object {ref}", ref=repr(ref)))

    def target(self, ref: Any, line: int) -> TargetRef:
        if ref in PLAYERS:
            return PlayerRef(PLAYERS.index(ref))
        oid = self.obj_id(ref, line)
        o = self.game.state.objects.get(oid)
        # (a token that ceased to exist, 704.5d, is no object: the engine refuses it as a target, 115.1)
        return ObjectRef(oid, o.zcc if o is not None else -1)

    # -- steps -------------------------------------------------------------------------------
    def do(self, index: int, spec: LineDict) -> None:
        line = spec.line
        verbs = [v for v in steps.VERBS if v in spec]
        known = {
            *steps.VERBS,
            "by",
            "expect",
            "targets",
            "x",
            "modes",
            "kicker",
            "pay",
            "divide",
            "face_down",
            "mana_cost",
            "face",
            "alternative",
            "buyback",
            "hybrid",
            "phyrexian",
        }
        if set(spec) - known:
            raise self.error(line, msg("unknown step key(s): {sorted}", sorted=", ".join(sorted(set(spec) - known))))
        if len(verbs) > 1:
            raise self.error(line, msg("one verb per step, got {verbs}", verbs=", ".join(verbs)))
        by = spec.get("by")
        if by is not None and by not in PLAYERS:
            raise self.error(line, msg("'by' must be alice or bob, got {by}", by=repr(by)))
        label = msg("step {index}", index=index)
        ruling: Ruling | None = None
        self.before = revealed.before(self.game)  # for `revealed:` (what the step shows each player)
        self.pay_used = set()
        if verbs:
            if by is None and verbs[0] not in ("resolve", "advance"):
                raise self.error(line, msg("step {index} needs 'by: alice|bob'", index=index))
            ruling = self.perform(verbs[0], spec, by, line)
        if not isinstance(ruling, Illegal):  # (a refused step may stop before its payment)
            self.result.warnings.extend(PayWarning(label, entry) for entry in unused(self, spec))
        self.created.note(self.game)
        expect = spec.get("expect")
        self.flush_log(label)
        if isinstance(ruling, Illegal):  # the refusal, with its rules, in the step's log
            if not self.step_events:
                self.result.log.append(msg("[{step}]", step=label))
            self.result.log.append(msg("  refused: {ruling}", ruling=ruling.message()))
        if expect is not None:
            if not isinstance(expect, dict):
                raise self.error(line, msg("'expect' must be a mapping"))
            self.expect(label, expect, ruling, by)
        elif isinstance(ruling, Illegal):
            self.result.failures.append(Failure(label, msg("accepted"), ruling.message()))

    def flush_log(self, label: str) -> None:
        events = self.game.state.events
        new = events[self.log_mark :]
        self.log_mark = len(events)
        self.step_events = new  # what the step did, for `cites:`
        if any(isinstance(e, StepBegan) and e.step is Step.MAIN1 for e in new):
            active = self.game.state.players[self.game.state.active]
            if active.counter("rad"):  # CR 728.1's trigger isn't applied: say so rather than rule without it
                raise UnsupportedCard(
                    "(scenario)", msg("rad counters at the beginning of a precombat main phase, CR 728.1")
                )
        if new or self.notes:
            self.result.log.append(msg("[{step}]", step=label))
            self.result.log.extend(msg("  {event}", event=e.line()) for e in new)
            self.result.log.extend(self.notes)
            self.notes = []

    def perform(self, verb: str, spec: LineDict, by: str | None, line: int) -> Ruling:
        """Do one verb of a step (see :mod:`arbiter.scenario.steps`)."""
        return steps.perform(self, verb, spec, by, line)

    # -- expectations ------------------------------------------------------------------------
    def expect(self, label: str, exp: dict[str, Any], ruling: Ruling | None = None, by: str | None = None) -> None:
        line = getattr(exp, "line", 0)
        for key, want in exp.items():
            check = EXPECTATIONS.get(key)
            if check is None:
                if key == "rule":
                    continue
                raise self.error(line, msg("unknown expectation {key}", key=repr(key)))
            before = len(self.result.failures)
            check(self, want, At(label, ruling, exp, by, line))
            self._name_key(key, before)
        if "illegal" not in exp and isinstance(ruling, Illegal):
            self.result.failures.append(Failure(label, msg("accepted"), ruling.message()))

    def note(self, text: str) -> None:
        """A line in the scenario's log from the runner itself (where it stopped, and why), written
        after the events of the step that made it."""
        self.notes.append(msg("  (runner) {note}", note=text))

    def _name_key(self, key: str, start: int) -> None:
        """A failure names the expectation it comes from (``{life: {bob: 16}}``, not ``{bob: 16}``)."""
        for f in self.result.failures[start:]:
            if isinstance(f.expected, dict) and key not in f.expected and key not in ("illegal", "rule"):
                f.expected, f.actual = {key: f.expected}, {key: f.actual}

    def fail(self, label: str, expected: Any, actual: Any) -> None:
        self.result.failures.append(Failure(label, expected, actual))


def _attached_to(value: Any) -> int | str | None:
    """An entry's ``attached_to``: an object's id, or a player's name (an Aura that enchants a
    player, CR 303.4a) as that player's index."""
    if value is None:
        return None
    return PLAYERS.index(value) if value in PLAYERS else str(value)


_ONE_CARD_FACES = ("split", "aftermath", "adventure")  # every face is part of the card wherever it is


def whole_card(cards: CardSource, name: str, found: CardDef) -> CardDef:
    """The card a scenario names by one of its faces is the whole card, as in a decklist: "Ice" is
    Fire // Ice (CR 709.4: a split card has both halves' characteristics off the stack), "Brazen
    Borrower" is the creature card with its Adventure (715.4); a modal double-faced card named by its
    front face is the whole card (712.8a), a preparation card by its permanent's name too (722.4).
    The back face of a double-faced card named alone stays
    that face (a scenario may put it on the battlefield as such), and so does a face name several
    cards share ("Fire": Fire // Ice, Start // Fire)."""
    full_names = getattr(cards, "full_names", None)
    full = full_names(name) if full_names is not None else []
    if len(full) != 1 or full[0] == found.name or full[0].casefold() == name.casefold():
        return found
    whole = cards.get(full[0])
    if whole.layout in _ONE_CARD_FACES:
        return whole
    if whole.layout in ("modal_dfc", "prepare") and whole.name.casefold() == name.casefold():  # (its front face)
        return whole  # (a preparation card named by its creature: 722.4; its prepare spell alone stays that spell)
    return found
