"""Running a scenario against the engine, through its public API only (``apply``, ``check``,
``legal_actions``, ``pending``, savepoints), and comparing the expectations.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from arbiter.cards.registry import UnknownCard
from arbiter.cards.registry import UnsupportedCard as RegistryUnsupported
from arbiter.core.ruling import Illegal, Ruling
from arbiter.mtg.actions import (
    Action,
    Activate,
    AssignDamage,
    AssignDamageDecision,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    Pass,
    Pay,
    PayCostDecision,
    Pick,
    PlayLand,
    Priority,
    SuspendCard,
    TurnFaceUp,
    UnlessPayDecision,
)
from arbiter.mtg.characteristics import activated, power, toughness
from arbiter.mtg.enums import COLOR_NAMES, Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.mana import POOL_ORDER, can_pay, parse_pool, pool_text
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, SetupError, build
from arbiter.mtg.state import ObjectRef, PlayerRef, TargetRef
from arbiter.scenario.loader import LineDict, Scenario, ScenarioError
from arbiter.scenario.report import Failure, Result, judge

PLAYERS = ("alice", "bob")


class UnsupportedCard(Exception):
    """A card the engine cannot run yet; ``words`` is the text it cannot run."""

    def __init__(self, name: str, words: str) -> None:
        super().__init__(f"{name}: the engine cannot run {words!r} yet")
        self.name = name
        self.words = words


class CardSource(Protocol):
    def get(self, name: str) -> CardDef: ...


class _Stop(Exception):
    pass


def run(scenario: Scenario, cards: CardSource) -> Result:
    def go(result: Result) -> None:
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
        self.first_id = 0

    # -- errors ------------------------------------------------------------------------------
    def error(self, line: int | None, message: str) -> ScenarioError:
        return ScenarioError(self.sc.file, line, message)

    # -- setup -------------------------------------------------------------------------------
    def card(self, name: Any, line: int) -> CardDef:
        if not isinstance(name, str):
            raise self.error(line, f"a card name must be text, got {name!r}")
        try:
            return self.cards.get(name)
        except UnknownCard:
            raise self.error(line, f"unknown card {name!r}") from None

    def go(self) -> None:
        setup = self.sc.setup
        allowed = {"turn", "players"}
        if set(setup) - allowed:
            raise self.error(setup.line, f"unknown setup key(s): {', '.join(sorted(set(setup) - allowed))}")
        turn = setup.get("turn", LineDict())
        if not isinstance(turn, dict):
            raise self.error(setup.line, "'turn' must be a mapping {active, step, number}")
        line = getattr(turn, "line", setup.line)
        active = turn.get("active", "alice")
        if active not in PLAYERS:
            raise self.error(line, f"turn.active must be alice or bob, got {active!r}")
        try:
            step = Step.parse(str(turn.get("step", "main1")))
        except ValueError as exc:
            raise self.error(line, str(exc)) from None
        if step is Step.FIRST_STRIKE_DAMAGE:
            raise self.error(line, "turn.step first_strike_damage is not a step name of the format")
        number = turn.get("number", 3)
        if not isinstance(number, int) or number < 1:
            raise self.error(line, f"turn.number must be a positive integer, got {number!r}")
        players = setup.get("players", LineDict())
        if not isinstance(players, dict) or set(players) - set(PLAYERS):
            raise self.error(getattr(players, "line", setup.line), "'players' must map alice and/or bob to their zones")
        specs = tuple(self.player_setup(players.get(n) or LineDict(), n, setup.line) for n in PLAYERS)
        try:
            self.game, self.labels = build(Setup(PLAYERS.index(active), step, number, specs))  # type: ignore[arg-type]
        except SetupError as exc:
            raise self.error(setup.line, str(exc)) from None
        self.first_id = self.game.state.next_id
        self.log_mark = 0
        for i, step_spec in enumerate(self.sc.steps, start=1):
            self.do(i, step_spec)
        if self.sc.expect is not None:
            self.expect("final", self.sc.expect)
        self.flush_log("end")

    def player_setup(self, spec: Any, name: str, line: int) -> PlayerSetup:
        if not isinstance(spec, dict):
            raise self.error(line, f"players.{name} must be a mapping")
        line = getattr(spec, "line", line)
        allowed = {"life", "poison", "battlefield", "hand", "library", "graveyard", "exile", "mana_pool"}
        if set(spec) - allowed:
            raise self.error(line, f"unknown key(s) under {name}: {', '.join(sorted(set(spec) - allowed))}")
        zones: dict[Zone, Sequence[Entry]] = {}
        for zname, zone in (
            ("battlefield", Zone.BATTLEFIELD),
            ("hand", Zone.HAND),
            ("graveyard", Zone.GRAVEYARD),
            ("exile", Zone.EXILE),
        ):
            items = spec.get(zname, [])
            if not isinstance(items, list):
                raise self.error(line, f"{name}.{zname} must be a list")
            zones[zone] = [self.entry(x, getattr(items, "line", line), zone) for x in items]
        library = spec.get("library")
        if library is None:
            zones[Zone.LIBRARY] = [Entry(self.card("Wastes", line)) for _ in range(30)]
        elif isinstance(library, dict):
            count, card = library.get("count"), library.get("card")
            if not isinstance(count, int) or count < 0 or not isinstance(card, str):
                raise self.error(getattr(library, "line", line), "library must be a list or {count: N, card: NAME}")
            zones[Zone.LIBRARY] = [Entry(self.card(card, line)) for _ in range(count)]
        elif isinstance(library, list):
            zones[Zone.LIBRARY] = [self.entry(x, getattr(library, "line", line), Zone.LIBRARY) for x in library]
        else:
            raise self.error(line, "library must be a list or {count: N, card: NAME}")
        life = spec.get("life", 20)
        if not isinstance(life, int):
            raise self.error(line, f"{name}.life must be an integer")
        try:
            pool = parse_pool(str(spec.get("mana_pool", "")))
        except ValueError as exc:
            raise self.error(line, f"{name}.mana_pool: {exc}") from None
        return PlayerSetup(life=life, poison=int(spec.get("poison", 0)), pool=pool, zones=zones)

    def entry(self, spec: Any, line: int, zone: Zone) -> Entry:
        if isinstance(spec, str):
            return Entry(self.card(spec, line))
        if not isinstance(spec, dict) or "card" not in spec:
            raise self.error(line, f"an entry must be a card name or a mapping with 'card', got {spec!r}")
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
        }
        if set(spec) - allowed:
            raise self.error(line, f"unknown entry key(s): {', '.join(sorted(set(spec) - allowed))}")
        counters = spec.get("counters", {}) or {}
        if not isinstance(counters, dict) or not all(isinstance(v, int) for v in counters.values()):
            raise self.error(line, "counters must map a kind to a number")
        owner = spec.get("owner")
        if owner is not None and owner not in PLAYERS:
            raise self.error(line, f"owner must be alice or bob, got {owner!r}")
        attacking = spec.get("attacking")
        if attacking is not None and not isinstance(attacking, str):
            raise self.error(line, "attacking must be alice, bob or an id")
        blocking = spec.get("blocking")
        if blocking is not None and not isinstance(blocking, str | list):
            raise self.error(line, "blocking must be an id (or a list of ids)")
        if not spec.get("flipped"):
            card = self.card(spec["card"], line)
        else:
            flipped = getattr(self.cards, "flipped", None)
            if not isinstance(spec["card"], str):
                raise self.error(line, "a card name must be text")
            if flipped is None:
                raise UnsupportedCard(str(spec["card"]), "flip cards need card data (--cards)")
            try:
                card = flipped(str(spec["card"]))
            except UnknownCard:
                raise self.error(line, f"unknown card {spec['card']!r}") from None
        return Entry(
            card,
            label=str(spec["id"]) if "id" in spec else None,
            owner=PLAYERS.index(owner) if owner else None,
            tapped=bool(spec.get("tapped", False)),
            sick=bool(spec.get("sick", False)),
            damage=int(spec.get("damage", 0)),
            counters=tuple((str(k), int(v)) for k, v in counters.items()),
            attached_to=str(spec["attached_to"]) if spec.get("attached_to") is not None else None,
            attacking=(PLAYERS.index(attacking) if attacking in PLAYERS else attacking) if attacking else None,
            blocking=tuple([blocking] if isinstance(blocking, str) else blocking or ()),
            face_down=bool(spec.get("face_down", False)),
        )

    # -- references --------------------------------------------------------------------------
    def obj_id(self, ref: Any, line: int) -> int:
        if isinstance(ref, str):
            if ref in self.labels:
                return self.labels[ref]
            st = self.game.state
            if "#" in ref:
                name, _, k = ref.rpartition("#")
                if k.isdigit():
                    made = [i for i in sorted(st.objects) if i >= self.first_id and st.objects[i].card.name == name]
                    if 0 < int(k) <= len(made):
                        return made[int(k) - 1]
            named = [i for i, o in st.objects.items() if o.card.name == ref and o.ability is None]
            if len(named) == 1:
                return named[0]
            if len(named) > 1:
                raise self.error(line, f"{ref!r} names {len(named)} objects; give them ids")
        raise self.error(line, f"unknown object {ref!r}")

    def target(self, ref: Any, line: int) -> TargetRef:
        if ref in PLAYERS:
            return PlayerRef(PLAYERS.index(ref))
        oid = self.obj_id(ref, line)
        return ObjectRef(oid, self.game.state.objects[oid].zcc)

    # -- steps -------------------------------------------------------------------------------
    VERBS = (
        "play", "cast", "activate", "pass", "resolve", "advance", "attack", "block", "choose", "assign_damage",
        "turn_face_up", "suspend",
    )  # fmt: skip

    def do(self, index: int, spec: LineDict) -> None:
        line = spec.line
        verbs = [v for v in self.VERBS if v in spec]
        known = {
            *self.VERBS,
            "by",
            "expect",
            "targets",
            "x",
            "modes",
            "kicker",
            "pay",
            "divide",
            "face_down",
            "face",
            "alternative",
            "buyback",
        }
        if set(spec) - known:
            raise self.error(line, f"unknown step key(s): {', '.join(sorted(set(spec) - known))}")
        if len(verbs) > 1:
            raise self.error(line, f"one verb per step, got {', '.join(verbs)}")
        by = spec.get("by")
        if by is not None and by not in PLAYERS:
            raise self.error(line, f"'by' must be alice or bob, got {by!r}")
        label = f"step {index}"
        ruling: Ruling | None = None
        if verbs:
            if by is None and verbs[0] not in ("resolve", "advance"):
                raise self.error(line, f"step {index} needs 'by: alice|bob'")
            ruling = self.perform(verbs[0], spec, by, line)
        expect = spec.get("expect")
        self.flush_log(label)
        if expect is not None:
            if not isinstance(expect, dict):
                raise self.error(line, "'expect' must be a mapping")
            self.expect(label, expect, ruling, by)
        elif isinstance(ruling, Illegal):
            self.result.failures.append(Failure(label, "accepted", str(ruling)))

    def flush_log(self, label: str) -> None:
        events = self.game.state.events
        new = events[self.log_mark :]
        self.log_mark = len(events)
        if new:
            self.result.log.append(f"[{label}]")
            self.result.log.extend("  " + e.line() for e in new)

    def perform(self, verb: str, spec: LineDict, by: str | None, line: int) -> Ruling:
        g = self.game
        player = PLAYERS.index(by) if by else None
        value = spec[verb]
        if verb in ("resolve", "advance"):
            return self.run_passes(verb, value, line)
        dec = g.pending
        if dec is None:
            return Illegal("the game is over", ("104.1",))
        if player is not None and dec.player != player:
            who = PLAYERS[dec.player]
            return Illegal(f"{by} can't act now: the game waits for {who} ({type(dec).__name__})", ("117.1",))
        if verb == "pass":
            return g.apply(Pass())
        if verb == "play":
            return g.apply(PlayLand(self.obj_id(value, line), self.face(spec, line)))
        if verb == "cast":
            kicker = spec.get("kicker", 0)
            x = spec.get("x")
            if not isinstance(kicker, int) or (x is not None and not isinstance(x, int)):
                raise self.error(line, "kicker and x must be numbers")
            face_down = spec.get("face_down", False)
            if not isinstance(face_down, bool):
                raise self.error(line, "face_down must be true or false")
            alternative = spec.get("alternative", "")
            buyback = spec.get("buyback", False)
            if not isinstance(alternative, str) or not isinstance(buyback, bool):
                raise self.error(line, "alternative must be a cost's name (evoke, dash, …) and buyback true or false")
            cast = Cast(self.obj_id(value, line), kicker, x, face_down, self.face(spec, line), alternative, buyback)
            return self.procedure(cast, spec, line)
        if verb in ("turn_face_up", "suspend"):
            # special actions (CR 116.2b, 116.2f) — an extension of the format, see docs/scenarios.md
            oid = self.obj_id(value, line)
            return self.procedure(TurnFaceUp(oid) if verb == "turn_face_up" else SuspendCard(oid), spec, line)
        if verb == "activate":
            if not isinstance(value, dict) or "source" not in value:
                raise self.error(line, "activate needs {source: ID, ability: N}")
            n = value.get("ability", 1)
            if not isinstance(n, int) or n < 1:
                raise self.error(line, "ability numbers count from 1")
            x = spec.get("x")
            if x is not None and not isinstance(x, int):
                raise self.error(line, "x must be a number")
            return self.procedure(Activate(self.obj_id(value["source"], line), n - 1, x), spec, line)
        if verb == "attack":
            if not isinstance(value, dict):
                raise self.error(line, "attack needs {ATTACKER: alice|bob|PLANESWALKER}")
            pairs = tuple((self.obj_id(a, line), self.target(t, line)) for a, t in value.items())
            return self.declare_with_costs(DeclareAttackers(pairs), self.mana_sources(spec, line))
        if verb == "block":
            if not isinstance(value, dict):
                raise self.error(line, "block needs {BLOCKER: ATTACKER} ({} for no blocks)")
            blocks: list[tuple[int, int]] = []
            for b, a in value.items():
                for att in a if isinstance(a, list) else [a]:
                    blocks.append((self.obj_id(b, line), self.obj_id(att, line)))
            return self.declare_with_costs(DeclareBlockers(tuple(blocks)), self.mana_sources(spec, line))
        if verb == "choose":
            if isinstance(dec, UnlessPayDecision):
                return self.answer_unless(value, line)
            if g.state.cast is None and ("targets" in spec or "pay" in spec):
                # an answer that casts a spell (608.2g: madness, cascade …) goes on with the step's
                # `targets:` and `pay:` like `cast`, and is reversed whole if the cast is refused
                return self.procedure(Pick(self.choice(value, line)), spec, line)
            return g.apply(Pick(self.choice(value, line)))
        if verb == "assign_damage":
            if not isinstance(value, dict):
                raise self.error(line, "assign_damage needs {CREATURE: {RECIPIENT: N, ...}}")
            if not isinstance(dec, AssignDamageDecision):
                return Illegal("no combat damage is being divided now", ("510.1",))
            plan = []
            for source, split in value.items():
                if not isinstance(split, dict):
                    raise self.error(line, f"assign_damage.{source} must map recipients to amounts")
                parts = tuple((self.target(to, line), int(n)) for to, n in split.items())
                plan.append((self.obj_id(source, line), parts))
            return g.apply(AssignDamage(tuple(plan)))
        raise UnsupportedCard("(scenario)", f"the verb {verb!r}")

    def face(self, spec: LineDict, line: int) -> str:
        """``face: NAME`` — the face cast or played (a split half, an Adventure, a back face)."""
        face = spec.get("face", "")
        if not isinstance(face, str):
            raise self.error(line, "face must be the name of one of the card's faces")
        return face

    def choice(self, value: Any, line: int) -> Any:
        dec = self.game.pending
        options = dec.options if isinstance(dec, Choose) else ()
        if isinstance(dec, Choose) and dec.purpose == "color" and isinstance(value, str):
            names = {v: k for k, v in COLOR_NAMES.items()}
            return names.get(value.lower(), value.strip("{}").upper())
        if isinstance(value, bool):
            value = "yes" if value else "no"
        if isinstance(value, str):
            if value in options:
                return value
            if value in COLOR_NAMES.values() or value.strip("{}") in POOL_ORDER:
                return value
            ref = self.target(value, line)
            if ref in options:
                return ref
            if isinstance(ref, ObjectRef) and ref.id in options:
                return ref.id
            return ref
        if isinstance(value, int) and options and value not in options and 1 <= value <= len(options):
            return options[value - 1]
        return value

    def procedure(self, first: Action, spec: LineDict, line: int) -> Ruling:
        """Cast or activate with the step's choices; on any refusal, everything is reversed."""
        g = self.game
        point = g.savepoint()
        ruling = g.apply(first)
        targets = list(spec.get("targets") or [])
        modes = list(spec.get("modes") or [])
        pay = dict(spec.get("pay") or {})
        if not isinstance(spec.get("pay") or {}, dict):
            raise self.error(line, "pay must be a mapping")
        sources = [self.obj_id(s, line) for s in pay.get("mana", []) or []]
        convoking = []
        if isinstance(first, Cast) and (pay.get("tap") or pay.get("exile")):
            # convoke and improvise tap, delve exiles (CR 702.51a, 702.126a, 702.66a)
            convoking = [self.obj_id(s, line) for s in [*(pay.get("tap") or []), *(pay.get("exile") or [])]]
        guard = 0
        while ruling and g.state.cast is not None and guard < 200:
            guard += 1
            dec = g.pending
            if isinstance(dec, Choose) and dec.purpose == "target":
                if targets:
                    ruling = g.apply(Pick(self.target(targets.pop(0), line)))
                elif 0 in dec.options:
                    ruling = g.apply(Pick(0))  # "up to": no more targets than the step names
                else:
                    ruling = g.apply(Pick(dec.options[0]))
            elif isinstance(dec, Choose) and dec.purpose == "divide":
                ruling = g.apply(Pick(self.division(dec, spec, line)))
            elif isinstance(dec, PayCostDecision) and convoking:
                ruling = g.apply(Pick(convoking.pop(0)))  # CR 702.51a: `pay: {tap: [ID]}` convokes
            elif isinstance(dec, PayCostDecision):
                ruling = self.pay_mana(sources)
            elif isinstance(dec, Choose) and dec.purpose == "color":
                ruling = g.apply(Pick(self.needed_color()))
            elif isinstance(dec, Choose) and dec.purpose == "x":
                ruling = g.apply(Pick(dec.options[0]))
            elif isinstance(dec, Choose) and dec.purpose == "mode":
                # CR 601.2b / 700.2a: the modes named by `modes: [N]` (1-based), then no more
                if modes:
                    ruling = g.apply(Pick(modes.pop(0)))
                else:
                    ruling = g.apply(Pick(0 if 0 in dec.options else dec.options[0]))
            elif isinstance(dec, Choose) and dec.purpose == "hybrid":
                # CR 601.2b: Phyrexian symbols are paid with life when `pay: {life: N}` says so
                budget = pay.get("life", 0)
                if "life" in dec.options and isinstance(budget, int) and budget >= 2:
                    pay["life"] = budget - 2
                    ruling = g.apply(Pick("life"))
                else:
                    ruling = g.apply(Pick(next((o for o in dec.options if o != "life"), dec.options[0])))
            elif isinstance(dec, Choose) and dec.purpose in ("cost", "mana cost"):
                ruling = g.apply(Pick(self.cost_choice(dec, pay, line)))
            elif isinstance(dec, Choose) and dec.purpose == "offering":
                # CR 702.48b: the offering is paid when `pay: {sacrifice: [ID]}` names a permanent
                named = pay.get("sacrifice") or []
                wanted = [self.obj_id(x, line) for x in (named if isinstance(named, list) else [named])]
                chosen = next((oid for oid in wanted if oid in dec.options), 0 if 0 in dec.options else None)
                ruling = g.apply(Pick(chosen if chosen is not None else dec.options[0]))
            else:
                break
        if not ruling:
            g.restore(point)
        elif targets:
            g.restore(point)
            return Illegal("more targets were given than the spell or ability has", ("601.2c",))
        return ruling

    def division(self, dec: Choose, spec: LineDict, line: int) -> Any:
        """``divide: {ID: N}`` in the order the targets were chosen (CR 601.2d)."""
        wanted = spec.get("divide")
        if wanted is None:
            return dec.options[0]
        if not isinstance(wanted, dict):
            raise self.error(line, "divide must map targets to amounts")
        cast = self.game.state.cast
        shares = {self.target(k, line): v for k, v in wanted.items()}
        return tuple(shares.get(t, 0) for t in cast.targets if t is not None)

    def mana_sources(self, spec: LineDict, line: int) -> list[int]:
        pay = spec.get("pay") or {}
        if not isinstance(pay, dict):
            raise self.error(line, "pay must be a mapping")
        return [self.obj_id(s, line) for s in pay.get("mana", []) or []]

    def declare_with_costs(self, action: DeclareAttackers | DeclareBlockers, sources: list[int]) -> Ruling:
        """Declare attackers or blockers; with a cost to attack or block, activate mana sources
        first (508.1i, 509.1e) — those named under ``pay: {mana: […]}``, else the first offered —
        all of it reversed if the declaration is refused."""
        g = self.game
        point = g.savepoint()
        for source in sources:
            o = g.state.objects.get(source)
            if o is None or not o.card.mana_abilities:
                g.restore(point)
                return Illegal("a named mana source has no mana ability", ("605.1a",))
            ruling = g.apply(Activate(source, o.card.mana_abilities[0][0]))
            if not ruling:
                g.restore(point)
                return ruling
        ruling = g.apply(action)
        guard = 0
        while isinstance(ruling, Illegal) and ruling.rule.startswith(("508.1j", "509.1f")) and guard < 20:
            options = [a for a in g.legal_actions() if isinstance(a, Activate)]
            if not options:
                break
            g.apply(options[0])
            ruling = g.apply(action)
            guard += 1
        if not ruling:
            g.restore(point)
        return ruling

    def answer_unless(self, value: Any, line: int) -> Ruling:
        """``choose: yes`` pays (tapping mana sources as needed), ``choose: no`` declines."""
        g = self.game
        if value in (True, "yes", "pay"):
            point = g.savepoint()
            for _ in range(20):
                if Pay() in g.legal_actions():
                    return g.apply(Pay())
                options = [a for a in g.legal_actions() if isinstance(a, Activate)]
                if not options:
                    break
                g.apply(options[0])
            g.restore(point)
            return Illegal("the cost can't be paid", ("601.2h",))
        if value in (False, "no", "decline"):
            return g.apply(Pick("decline"))
        raise self.error(line, "answer a payment with yes or no")

    def needed_color(self) -> str:
        """A color the cast still needs, among the colors the mana ability may make."""
        g = self.game
        dec = g.pending
        allowed = tuple(dec.options) if isinstance(dec, Choose) else tuple("WUBRG")
        cast = g.state.cast
        if cast is not None and cast.cost is not None:
            pool = g.state.players[cast.player].pool
            short = [POOL_ORDER[i] for i, (need, have) in enumerate(zip(cast.cost.colored, pool, strict=True))
                     if need > have and i < 5]  # fmt: skip
            # a color still needed; of combinations ("WU"), the one giving the most of what is needed
            best = max(allowed, key=lambda option: sum(option.count(c) for c in short))
            if any(c in best for c in short):
                return best
        return allowed[0]

    def cost_choice(self, dec: Choose, pay: dict[str, Any], line: int) -> Any:
        """Objects named under ``pay:`` (sacrifice, discard, return, …) in order; else the first.
        A named object that can't pay this part is still offered, so the engine refuses it."""
        refused = None
        for key in ("sacrifice", "discard", "return", "exile", "tap"):
            named = pay.get(key)
            if named:
                wanted = [self.obj_id(x, line) for x in (named if isinstance(named, list) else [named])]
                for oid in wanted:
                    if oid in dec.options:
                        return oid
                refused = wanted[0] if refused is None else refused
        return dec.options[0] if refused is None else refused

    def pay_mana(self, sources: list[int]) -> Ruling:
        g = self.game
        cast = g.state.cast
        pool = g.state.players[cast.player].pool
        if cast.cost is None or can_pay(pool, cast.cost):
            return g.apply(Pay())
        options = [a for a in g.legal_actions() if isinstance(a, Activate)]
        obj = g.state.objects[cast.obj]
        if obj.ability is not None and obj.ability.taps:
            # don't tap the permanent whose {T} ability is being paid for
            options = [a for a in options if a.source != obj.source]
        need = [max(c - h, 0) for c, h in zip(cast.cost.colored, pool, strict=True)]
        if sources:
            source = sources.pop(0)
            chosen = [a for a in options if a.source == source]
            if chosen:
                # of that source's mana abilities, one that makes a color still needed
                for a in chosen:
                    ab = activated(g, g.state.objects[a.source])[a.index]
                    makes = ab.produces or tuple(1 if c in ab.wild_colors else 0 for c in POOL_ORDER)
                    if any(n and m for n, m in zip(need, makes, strict=False)):
                        return g.apply(a)
                return g.apply(chosen[0])
            o = g.state.objects.get(source)
            if o is None or not o.card.mana_abilities:
                return Illegal("a named mana source has no mana ability", ("605.1a",))
            return g.apply(Activate(source, o.card.mana_abilities[0][0]))  # the engine's own ruling
        best = None
        for a in options:
            ab = g.state.objects[a.source].card.activated[a.index]
            produced = ab.produces
            if produced is None:
                continue
            if any(n and p for n, p in zip(need, produced, strict=True)):
                best = a
                break
            if best is None and not any(need):
                best = a
        if best is None:
            for a in options:
                if g.state.objects[a.source].card.activated[a.index].wild:
                    best = a
                    break
        if best is None:
            return g.apply(Pay())  # refused: the cost can't be paid (601.2h)
        return g.apply(best)

    def run_passes(self, verb: str, value: Any, line: int) -> Ruling:
        g = self.game
        if verb == "resolve":
            times = 1 if value is None or value is True else value
            if not isinstance(times, int) or times < 1:
                raise self.error(line, "resolve takes a positive number")
            for _ in range(times):
                if not g.state.stack:
                    return Illegal("there is nothing on the stack to resolve", ("405.5",))
                top = g.state.stack[-1]
                while not g.over and top in g.state.stack:
                    if not self.answer_alone(Pass):
                        return _ok()  # stopped at a decision with several answers: the next step answers it
            return _ok()
        try:
            target = Step.parse(str(value))
        except ValueError as exc:
            raise self.error(line, str(exc)) from None
        st = g.state
        start_turn, start_step = st.turn, st.step
        moved = False
        guard = 0
        while not g.over and guard < 10_000:
            guard += 1
            if (st.turn, st.step) != (start_turn, start_step):
                moved = True
            if moved and st.step is target:
                return _ok()
            if st.stack:
                return Illegal("advance needs an empty stack", ("117.4",))
            if not self.answer_alone(Pass):
                if moved and st.step is target:
                    return _ok()
                return _ok()
        return _ok()

    def answer_alone(self, default: type[Action]) -> bool:
        """Pass priority, or answer a decision that has exactly one legal answer."""
        g = self.game
        dec = g.pending
        if isinstance(dec, Priority):
            return bool(g.apply(default()))
        if isinstance(dec, AssignDamageDecision):
            return bool(g.apply(AssignDamage(())))  # the default division (scenario format)
        actions = list(g.legal_actions())
        if len(actions) == 1:
            return bool(g.apply(actions[0]))
        return False

    # -- expectations ------------------------------------------------------------------------
    def expect(self, label: str, exp: dict[str, Any], ruling: Ruling | None = None, by: str | None = None) -> None:
        line = getattr(exp, "line", 0)
        for key, want in exp.items():
            check = EXPECTATIONS.get(key)
            if check is None:
                if key == "rule":
                    continue
                raise self.error(line, f"unknown expectation {key!r}")
            check(self, want, At(label, ruling, exp, by, line))
        if "illegal" not in exp and isinstance(ruling, Illegal):
            self.result.failures.append(Failure(label, "accepted", str(ruling)))

    def fail(self, label: str, expected: Any, actual: Any) -> None:
        self.result.failures.append(Failure(label, expected, actual))


def _ok() -> Ruling:
    from arbiter.core.ruling import ACCEPTED

    return ACCEPTED


@dataclass(frozen=True)
class At:
    """Where an expectation is checked: the step, the ruling of its action, the whole
    expectation mapping, the acting player, and the line."""

    label: str
    ruling: Ruling | None
    exp: dict[str, Any]
    by: str | None
    line: int


Check = Callable[[_Run, Any, At], None]


def _illegal(r: _Run, want: Any, at: At) -> None:
    refused = isinstance(at.ruling, Illegal)
    if bool(want) != refused:
        r.fail(at.label, {"illegal": bool(want)}, str(at.ruling) if at.ruling is not None else "no action")
        return
    rule = at.exp.get("rule")
    ruling = at.ruling
    if rule is not None and isinstance(ruling, Illegal) and not any(c.startswith(str(rule)) for c in ruling.rules):
        r.fail(at.label, {"rule": str(rule)}, {"rules": list(ruling.rules), "reason": ruling.reason})


def _per_object(getter: Callable[[_Run, int], Any], normalise: Callable[[Any], Any] = lambda v: v) -> Check:
    def check(r: _Run, want: Any, at: At) -> None:
        if not isinstance(want, dict):
            raise r.error(at.line, "expected a mapping of ids")
        for ref, value in want.items():
            actual = getter(r, r.obj_id(ref, at.line))
            if normalise(value) != actual:
                r.fail(at.label, {ref: value}, {ref: actual})

    return check


def _zone_of(r: _Run, oid: int) -> str:
    st = r.game.state
    o = st.objects.get(oid)
    if o is None:
        return "gone"
    if o.zone is Zone.LIBRARY and st.players[o.owner].library[:1] == (oid,):
        return "library_top"
    return o.zone.label


def _zone(r: _Run, want: Any, at: At) -> None:
    if not isinstance(want, dict):
        raise r.error(at.line, "zone expects {ID: ZONE}")
    for ref, value in want.items():
        actual = _zone_of(r, r.obj_id(ref, at.line))
        if value == actual or (value == "library" and actual == "library_top"):
            continue
        r.fail(at.label, {ref: value}, {ref: actual})


def _counters(r: _Run, want: Any, at: At) -> None:
    for ref, kinds in want.items():
        o = r.game.state.objects[r.obj_id(ref, at.line)]
        for kind, n in kinds.items():
            if o.counter(str(kind)) != n:
                r.fail(at.label, {ref: {kind: n}}, {ref: {kind: o.counter(str(kind))}})


def _players(getter: Callable[[_Run, int], Any]) -> Check:
    def check(r: _Run, want: Any, at: At) -> None:
        if not isinstance(want, dict) or set(want) - set(PLAYERS):
            raise r.error(at.line, "expected a mapping of alice/bob")
        for name, value in want.items():
            actual = getter(r, PLAYERS.index(name))
            if value != actual:
                r.fail(at.label, {name: value}, {name: actual})

    return check


def _mana_pool(r: _Run, index: int) -> str:
    return pool_text(r.game.state.players[index].pool)


def _graveyard(r: _Run, index: int) -> list[str]:
    st = r.game.state
    return [st.objects[i].card.name for i in st.players[index].graveyard]


def _tokens(r: _Run, index: int) -> list[str]:
    st = r.game.state
    out = []
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.is_token and o.controller == index:
            colors = " ".join(COLOR_NAMES[c.value] for c in sorted(o.card.colors, key=lambda c: "WUBRG".index(c.value)))
            pt = f"{power(r.game, o)}/{toughness(r.game, o)} " if o.card.is_creature else ""
            out.append(f"{pt}{colors or 'colorless'} {o.card.name}")
    return sorted(out)


def _pt(r: _Run, oid: int) -> str:
    o = r.game.state.objects[oid]
    return f"{power(r.game, o)}/{toughness(r.game, o)}"


def _blocked_by(r: _Run, want: Any, at: At) -> None:
    st = r.game.state
    for ref, blockers in want.items():
        o = st.objects[r.obj_id(ref, at.line)]
        expected = sorted(r.obj_id(b, at.line) for b in blockers or [])
        if sorted(o.blockers) != expected:
            names = [st.objects[b].card.name for b in o.blockers]
            r.fail(at.label, {ref: blockers}, {ref: names})


def _can_block(r: _Run, want: Any, at: At) -> None:
    for item in want:
        b, a = r.obj_id(item["blocker"], at.line), r.obj_id(item["attacker"], at.line)
        actual = bool(r.game.check(DeclareBlockers(((b, a),))))
        if actual != bool(item.get("legal", True)):
            r.fail(at.label, dict(item), {"legal": actual})


def _can_activate(r: _Run, want: Any, at: At) -> None:
    g = r.game
    for item in want:
        point = g.savepoint()
        spec = LineDict(activate={"source": item["source"], "ability": item.get("ability", 1)})
        spec.line = at.line
        for k in ("targets", "pay"):
            if k in item:
                spec[k] = item[k]
        outcome = r.perform("activate", spec, at.by, at.line)
        g.restore(point)
        if bool(outcome) != bool(item.get("legal", True)):
            r.fail(at.label, dict(item), {"legal": bool(outcome), "ruling": str(outcome)})


def _stack(r: _Run, want: Any, at: At) -> None:
    if len(r.game.state.stack) != want:
        r.fail(at.label, {"stack": want}, {"stack": len(r.game.state.stack)})


def _winner(r: _Run, want: Any, at: At) -> None:
    g = r.game
    actual = PLAYERS[g.winner] if g.over and g.winner is not None else ("draw" if g.over else None)
    if want != actual:
        r.fail(at.label, {"winner": want}, {"winner": actual})


EXPECTATIONS: dict[str, Check] = {
    "illegal": _illegal,
    "life": _players(lambda r, i: r.game.state.players[i].life),
    "zone": _zone,
    "tapped": _per_object(lambda r, i: r.game.state.objects[i].tapped, bool),
    "counters": _counters,
    "pt": _per_object(
        lambda r, i: f"{power(r.game, r.game.state.objects[i])}/{toughness(r.game, r.game.state.objects[i])}", str
    ),
    "damage": _per_object(lambda r, i: r.game.state.objects[i].damage),
    "mana_pool": _players(_mana_pool),
    "controller": _per_object(lambda r, i: PLAYERS[r.game.state.objects[i].controller]),
    "blocked_by": _blocked_by,
    "stack": _stack,
    "tokens": _players(_tokens),
    "hand": _players(lambda r, i: len(r.game.state.players[i].hand)),
    "library": _players(lambda r, i: len(r.game.state.players[i].library)),
    "graveyard": _players(_graveyard),
    "can_block": _can_block,
    "can_activate": _can_activate,
    "winner": _winner,
}
