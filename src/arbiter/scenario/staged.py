"""Scenarios of the staged game (``ruleset: staged``), an extension of the scenario format
documented in ``docs/staged-ruleset.md``. Driven through the public game API only.

It lives with the other scenario runners: the front end depends on the rulesets it runs, never
the other way round (the ``staged`` package imports nothing from ``scenario``)."""

from __future__ import annotations

from typing import Any

from arbiter.core.ruling import ACCEPTED, Illegal, Ruling
from arbiter.i18n import msg
from arbiter.scenario.loader import PLAYERS, LineDict, Scenario, ScenarioError
from arbiter.scenario.report import Failure, Result, judge
from arbiter.scenario.validate import validate_staged
from arbiter.staged.carddata import CardDataError, cards
from arbiter.staged.cards import EXAMPLES, CardDef
from arbiter.staged.game import Declare, Deploy, Form, FormNext, Note, Pass, Play, Priority, StagedGame
from arbiter.staged.messages import render

VERBS = ("declare", "form", "play", "deploy", "pass", "advance")


def run(sc: Scenario, lang: str = "en") -> Result:
    """Run a staged scenario; its log and refusals in ``lang`` ("en" or "ru")."""

    def go(result: Result) -> None:
        validate_staged(sc)  # every field's type, before anything runs
        _Run(sc, result, lang).go()

    return judge(sc, go)


def ruling_text(ruling: Ruling, lang: str = "en") -> str:
    """A ruling as a reader of ``lang`` sees it."""
    if isinstance(ruling, Illegal) and lang == "ru":
        return f"недопустимо: {render(ruling.reason, lang)} (правило {', '.join(ruling.rules)})"
    return str(ruling)


class _Run:
    def __init__(self, sc: Scenario, result: Result, lang: str = "en") -> None:
        self.lang = lang
        self.sc = sc
        self.result = result
        self.labels: dict[str, int] = {}
        self.game = StagedGame.new(seed=int(sc.setup.get("seed", 0)))
        self.mark = 0
        self.defs: dict[str, CardDef] = dict(EXAMPLES)

    def error(self, line: int, message: str) -> ScenarioError:
        return ScenarioError(self.sc.file, line, message)

    def go(self) -> None:
        setup = self.sc.setup
        allowed = {"active", "players", "seed", "cards"}
        if set(setup) - allowed:
            raise self.error(
                setup.line, msg("unknown setup key(s): {sorted}", sorted=", ".join(sorted(set(setup) - allowed)))
            )
        g = self.game
        st = g.state
        active = setup.get("active", "alice")
        if active not in PLAYERS:
            raise self.error(setup.line, msg("active must be alice or bob, got {active}", active=repr(active)))
        st.active = PLAYERS.index(active)
        st.pending = Priority(st.active, "main")
        st.priority = st.active
        if "cards" in setup:
            try:
                self.defs.update(cards(setup["cards"], "setup.cards"))
            except CardDataError as exc:
                raise self.error(getattr(setup["cards"], "line", setup.line), str(exc)) from None
        players = setup.get("players") or {}
        for name, spec in players.items():
            if name not in PLAYERS or not isinstance(spec, dict):
                raise self.error(setup.line, msg("players must map alice/bob to {{energy, field, hand}}"))
            line = getattr(spec, "line", setup.line)
            index = PLAYERS.index(name)
            if "energy" in spec:
                st.players[index].energy = int(spec["energy"])
            for zone in ("field", "hand", "graveyard"):
                for entry in spec.get(zone, []) or []:
                    self.add(entry, index, zone, line)
        g.journal.forget()
        for i, step in enumerate(self.sc.steps, start=1):
            self.step(i, step)
        if self.sc.expect is not None:
            self.expect("final", self.sc.expect, None)
        self.flush("end")

    def add(self, entry: Any, owner: int, zone: str, line: int) -> None:
        spec = {"card": entry} if isinstance(entry, str) else entry
        if not isinstance(spec, dict) or "card" not in spec:
            raise self.error(line, msg("an entry must be a card name or {{card, id}}, got {entry}", entry=repr(entry)))
        defn = self.defs.get(spec["card"])
        if defn is None:
            raise self.error(
                line,
                msg(
                    "unknown card {spec} (the staged game has: {sorted})",
                    spec=repr(spec["card"]),
                    sorted=", ".join(sorted(self.defs)),
                ),
            )
        card = self.game.add_card(defn, owner, zone)
        if spec.get("closed"):
            card.closed = True
        if "damage" in spec:
            card.damage = int(spec["damage"])
        self.labels[str(spec.get("id", defn.name))] = card.id

    def card(self, ref: Any, line: int) -> int:
        if ref in self.labels:
            return self.labels[ref]
        raise self.error(line, msg("unknown card id {ref}", ref=repr(ref)))

    def flush(self, label: str) -> None:
        events = self.game.state.events
        new = events[self.mark :]
        self.mark = len(events)
        if new:
            self.result.log.append(msg("[{step}]", step=label))
            self.result.log.extend("  " + (e.line_in(self.lang) if isinstance(e, Note) else e.line()) for e in new)

    def step(self, index: int, spec: LineDict) -> None:
        line = spec.line
        known = {*VERBS, "by", "expect"}
        if set(spec) - known:
            raise self.error(line, msg("unknown step key(s): {sorted}", sorted=", ".join(sorted(set(spec) - known))))
        verbs = [v for v in VERBS if v in spec]
        if len(verbs) > 1:
            raise self.error(line, msg("one verb per step"))
        by = spec.get("by")
        if by is not None and by not in PLAYERS:
            raise self.error(line, msg("'by' must be alice or bob, got {by}", by=repr(by)))
        ruling: Ruling | None = None
        if verbs:
            ruling = self.perform(verbs[0], spec[verbs[0]], by, line)
        label = msg("step {index}", index=index)
        self.flush(label)
        expect = spec.get("expect")
        if expect is not None:
            self.expect(label, expect, ruling)
        elif isinstance(ruling, Illegal):
            self.result.failures.append(Failure(label, msg("accepted"), ruling_text(ruling, self.lang)))

    def perform(self, verb: str, value: Any, by: str | None, line: int) -> Ruling:
        g = self.game
        if verb == "advance":
            target = str(value)
            for _ in range(1000):
                dec = g.pending
                if (isinstance(dec, Priority) and dec.stage == target and g.state.decl is not None) or (
                    target == "main" and isinstance(dec, Priority) and dec.stage == "main"
                ):
                    return ACCEPTED
                if not isinstance(dec, Priority) or g.state.over:
                    return ACCEPTED
                if target != "main" and dec.stage == "main" and g.state.decl is None:
                    return Illegal(
                        msg("nothing is being declared: there is no {target} to advance to", target=target),
                        ("staged:turn",),
                    )
                ruling = g.apply(Pass())
                if not ruling:
                    return ruling
            return ACCEPTED
        if by is None:
            raise self.error(line, msg("'{verb}' needs 'by: alice|bob'", verb=verb))
        player = PLAYERS.index(by)
        dec = g.pending
        if dec.player != player and not g.state.over:
            return Illegal(
                msg("{by} can't act now: the game waits for {players}", by=by, players=PLAYERS[dec.player]),
                ("512.5.4",),
            )
        if verb == "pass":
            return g.apply(Pass())
        if verb == "declare":
            if not isinstance(value, dict) or "source" not in value or "feature" not in value:
                raise self.error(line, msg("declare needs {{source: ID, feature: NAME, targets: [ID]}}"))
            targets = tuple(self.card(t, line) for t in value.get("targets", []) or [])
            return g.apply(Declare(self.card(value["source"], line), str(value["feature"]), targets))
        if verb == "deploy":
            return g.apply(Deploy(self.card(value, line)))
        if verb == "form":
            if not isinstance(dec, FormNext):
                return Illegal(msg("no ability's declaration is being formed"), ("staged:forming",))
            targets = tuple(
                self.card(t, line) for t in (value.get("targets") if isinstance(value, dict) else value) or []
            )
            return g.apply(Form(targets))
        if not isinstance(value, dict) or "source" not in value or "feature" not in value:
            raise self.error(
                line, msg("play needs {{source: ID, feature: NAME}} (and 'to: ID' to redirect, 'block: N')")
            )
        to = self.card(value["to"], line) if "to" in value else None
        block = value.get("block")
        return g.apply(Play(self.card(value["source"], line), str(value["feature"]), block, to))

    def expect(self, label: str, exp: Any, ruling: Ruling | None) -> None:
        g = self.game
        st = g.state
        line = getattr(exp, "line", 0)
        fail = self.result.failures.append
        for key, want in exp.items():
            if key == "illegal":
                refused = isinstance(ruling, Illegal)
                if bool(want) != refused:
                    got = ruling_text(ruling, self.lang) if ruling is not None else "no action"
                    fail(Failure(label, {"illegal": want}, got))
                rule = exp.get("rule")
                if (
                    rule is not None
                    and isinstance(ruling, Illegal)
                    and not any(r.startswith(str(rule)) for r in ruling.rules)
                ):
                    fail(Failure(label, {"rule": rule}, list(ruling.rules)))
            elif key == "rule":
                continue
            elif key == "stage":
                dec = g.pending
                actual = "forming" if isinstance(dec, FormNext) else dec.stage
                if actual != want:
                    fail(Failure(label, {"stage": want}, {"stage": actual}))
            elif key == "priority":
                actual_p = PLAYERS[g.pending.player]
                if actual_p != want:
                    fail(Failure(label, {"priority": want}, {"priority": actual_p}))
            elif key in ("statuses", "damage", "closed", "zone"):
                for ref, value in want.items():
                    c = st.cards[self.card(ref, line)]
                    actual_v: Any = {
                        "statuses": sorted(c.statuses),
                        "damage": c.damage,
                        "closed": c.closed,
                        "zone": c.zone,
                    }[key]
                    wanted = sorted(value) if key == "statuses" else value
                    if actual_v != wanted:
                        fail(Failure(label, {key: {ref: value}}, {key: {ref: actual_v}}))
            elif key == "energy":
                for name, value in want.items():
                    e = st.players[PLAYERS.index(name)].energy
                    if e != value:
                        fail(Failure(label, {"energy": {name: value}}, {"energy": {name: e}}))
            elif key == "target":
                decl = st.decl
                actual_t = [self._label(t.card) for t in decl.targets] if decl else []
                if actual_t != list(want):
                    fail(Failure(label, {"target": want}, {"target": actual_t}))
            elif key == "hidden":
                decl = st.decl
                actual_h = bool(decl and any(t.hidden and not t.revealed for t in decl.targets))
                if actual_h != bool(want):
                    fail(Failure(label, {"hidden": want}, {"hidden": actual_h}))
            elif key == "log":
                text = "\n".join(e.text() for e in st.events)
                for piece in want:
                    if piece not in text:
                        fail(Failure(label, {"log": piece}, "not in the event log"))
            elif key in ("winner", "turn", "active", "over"):
                actual_g: Any = {
                    "winner": None if st.winner is None else PLAYERS[st.winner],
                    "turn": st.turn,
                    "active": PLAYERS[st.active],
                    "over": st.over,
                }[key]
                if actual_g != want:
                    fail(Failure(label, {key: want}, {key: actual_g}))
            elif key == "waiting":
                names = [r.feature for r in st.responses]
                if names != list(want):
                    fail(Failure(label, {"waiting": want}, {"waiting": names}))
            else:
                raise self.error(line, msg("unknown expectation {key} for the staged ruleset", key=repr(key)))
        if "illegal" not in exp and isinstance(ruling, Illegal):
            fail(Failure(label, msg("accepted"), ruling_text(ruling, self.lang)))

    def _label(self, cid: int) -> str:
        for k, v in self.labels.items():
            if v == cid:
                return k
        return str(cid)
