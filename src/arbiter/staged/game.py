"""The staged declaration as a step machine on the shared core (``arbiter.core``).

A game action of the active player is *declared* through stages (``rules.STAGES``); its progress
is a :class:`Declaration` in the state. In the ability-blocking step (512.5.4) and the
target-resolution step (512.5.5) players get priority, active player first, and may play the
features those steps allow; when both pass in succession with nothing waiting, the top response
resolves or the step ends and the procedure moves on.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from arbiter.core.events import Event, log_append, log_events
from arbiter.core.game import CoreGame
from arbiter.core.rng import below
from arbiter.core.ruling import IllegalAction
from arbiter.core.slots import slot_cloner
from arbiter.staged import rules as R
from arbiter.staged.cards import TRIGGERS, Ability, CardDef, Feature

# -- events ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Note(Event):
    """An event of the staged game: what happened, and the rule (512.5.4, 512.5.5, or one of
    our documented default stages)."""

    what: str

    def text(self) -> str:
        return self.what

    def cite(self) -> str:
        return f"rule {self.rule}"


# -- state -------------------------------------------------------------------------------------


class Card:
    __slots__ = ("closed", "damage", "defn", "id", "owner", "statuses", "zone")

    def __init__(self, cid: int, defn: CardDef, owner: int, zone: str) -> None:
        self.id = cid
        self.defn = defn
        self.owner = owner
        self.zone = zone  # "field", "hand" or "graveyard"
        self.damage = 0
        self.closed = False
        self.statuses: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.defn.name


class Player:
    __slots__ = ("energy", "index", "name")

    def __init__(self, index: int, name: str, energy: int) -> None:
        self.index = index
        self.name = name
        self.energy = energy


@dataclass(frozen=True, slots=True)
class Target:
    card: int
    hidden: bool = False  # chosen face down
    revealed: bool = False
    redirected: bool = False


@dataclass(frozen=True, slots=True)
class Declaration:
    player: int
    source: int
    feature: str
    index: int  # which ability of a composite feature
    targets: tuple[Target, ...]
    stage: str
    blocked: bool = False
    illegal: bool = False


@dataclass(frozen=True, slots=True)
class Response:
    """A game action played in response: a blocking, redirecting or defending feature, or a
    triggered feature waiting to resolve."""

    player: int
    source: int
    feature: str
    role: str
    target: int | None = None  # block action: index of the response it blocks (None: the feature)
    new_target: int | None = None  # redirect: the card the target becomes


@dataclass(frozen=True, slots=True)
class Priority:
    player: int
    stage: str


@dataclass(frozen=True, slots=True)
class FormNext:
    """Forming the declaration of the next ability of a composite feature: choose its target."""

    player: int


class State:
    __slots__ = ("active", "cards", "config", "decl", "log", "over", "passes", "pending", "players", "priority",
                 "responses", "rng")  # fmt: skip

    def __init__(self, names: tuple[str, str], config: R.RulesConfig, seed: int) -> None:
        self.players: tuple[Player, ...] = (
            Player(0, names[0], config.starting_energy),
            Player(1, names[1], config.starting_energy),
        )
        self.cards: dict[int, Card] = {}
        self.config = config
        self.active = 0
        self.priority = 0
        self.passes = 0
        self.pending: Any = Priority(0, "main")
        self.decl: Declaration | None = None
        self.responses: tuple[Response, ...] = ()
        self.rng = seed
        self.log: Any = None
        self.over = False

    def clone(self) -> State:
        new = _clone_state(self)
        new.players = tuple(_clone_player(p) for p in self.players)
        new.cards = {k: _clone_card(c) for k, c in self.cards.items()}
        return new

    def digest_data(self) -> tuple[Any, ...]:
        return (
            tuple((p.name, p.energy) for p in self.players),
            tuple((c.id, c.name, c.owner, c.zone, c.damage, c.closed, c.statuses) for c in self.cards.values()),
            self.active, self.priority, self.passes, repr(self.pending), repr(self.decl), repr(self.responses),
            self.rng, self.log[2] if self.log else 0, self.over,
        )  # fmt: skip

    @property
    def events(self) -> list[Any]:
        return log_events(self.log)


_clone_state = slot_cloner(State)
_clone_player = slot_cloner(Player)
_clone_card = slot_cloner(Card)

# -- actions -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declare:
    """Form a declaration (the active player, with priority, nothing declared): a feature of a
    card and the target of its first ability."""

    source: int
    feature: str
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Form:
    """Choose the target of the next ability of a composite feature."""

    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Play:
    """Play a responding feature of a card: block (``target`` = index of a response to block,
    None for the declared feature), redirect (``new_target``), or defend."""

    source: int
    feature: str
    target: int | None = None
    new_target: int | None = None


@dataclass(frozen=True, slots=True)
class Pass:
    pass


Action = Declare | Form | Play | Pass

# -- the game ----------------------------------------------------------------------------------


class StagedGame(CoreGame[State, Any]):
    __slots__ = ()

    @classmethod
    def new(
        cls, *, names: tuple[str, str] = ("alice", "bob"), config: R.RulesConfig = R.DEFAULT_RULES, seed: int = 0
    ) -> StagedGame:
        return cls(State(names, config, seed))

    def add_card(self, defn: CardDef, owner: int, zone: str = "field") -> Card:
        st = self.state
        card = Card(max(st.cards, default=0) + 1, defn, owner, zone)
        self.journal.dict_set(st.cards, card.id, card)
        return card

    # helpers
    def set(self, obj: Any, name: str, value: Any) -> None:
        self.journal.set(obj, name, value)

    def note(self, rule: str, what: str) -> None:
        st = self.state
        self.journal.set(st, "log", log_append(st.log, Note(rule, what)))

    def explain(self) -> str:
        return "\n".join(e.line() for e in self.state.events)

    @property
    def pending(self) -> Any:
        return self.state.pending

    def _clone_state(self) -> State:
        return self.state.clone()

    # -- CoreGame hooks ------------------------------------------------------------------------
    def _enumerate(self) -> list[Any]:
        st = self.state
        dec = st.pending
        if isinstance(dec, FormNext):
            return []  # the choice of a target is open; any Form(...) is judged by check
        out: list[Any] = [Pass()]
        for card in st.cards.values():
            for f in card.defn.features:
                if f.role in ("block feature", "redirect", "defender", "block action", "withdraw"):
                    candidate = Play(card.id, f.name)
                    if f.role == "redirect" and st.decl is not None:
                        for other in st.cards.values():
                            cand = Play(card.id, f.name, new_target=other.id)
                            if self.check(cand):
                                out.append(cand)
                        continue
                    if self.check(candidate):
                        out.append(candidate)
        return out

    def _open_decision(self) -> bool:
        return True

    def _perform(self, action: Any) -> None:
        st = self.state
        if st.over:
            raise IllegalAction("the game is over", R.PAYMENT)
        dec = st.pending
        if isinstance(dec, FormNext):
            if not isinstance(action, Form):
                raise IllegalAction("the next ability's declaration is being formed: choose its target", R.FORMING)
            self._form_next(action)
            return
        assert isinstance(dec, Priority)
        if isinstance(action, Pass):
            self._pass()
        elif isinstance(action, Declare):
            self._declare(action)
        elif isinstance(action, Play):
            self._play(action)
        else:
            raise IllegalAction(f"{action!r} does not answer a priority decision", R.FORMING)

    # -- forming and the earlier legality check ----------------------------------------------
    def _card(self, cid: int, what: str, rule: str) -> Card:
        card = self.state.cards.get(cid)
        if card is None:
            raise IllegalAction(f"there is no card #{cid} to be {what}", rule)
        return card

    def _ability(self, decl: Declaration) -> Ability:
        feature = self.state.cards[decl.source].defn.feature(decl.feature)
        assert feature is not None
        return feature.abilities[decl.index]

    def _restriction_ok(self, ability: Ability, player: int, target: Card) -> bool:
        if ability.target == "enemy" and target.owner == player:
            return False
        return ability.max_health is None or target.defn.health - target.damage <= ability.max_health

    def _declare(self, action: Declare) -> None:
        st = self.state
        player = st.pending.player
        if player != st.active or st.decl is not None:
            raise IllegalAction("only the active player declares a feature, when nothing is being declared", R.FORMING)
        source = self._card(action.source, "the source", R.FORMING)
        feature = source.defn.feature(action.feature)
        if feature is None or feature.role != "declare":
            raise IllegalAction(f"{source.name} has no feature {action.feature!r} to declare", R.FORMING)
        if source.owner != player or source.zone != "field" or source.closed:
            raise IllegalAction(f"{source.name} can't declare a feature now (not your open card in play)", R.FORMING)
        if st.players[player].energy < feature.cost:
            raise IllegalAction(f"{feature.name} costs {feature.cost} energy", R.PAYMENT)
        decl = Declaration(player, source.id, feature.name, 0, (), "forming")
        self.note(R.FORMING, f"{st.players[player].name} forms a declaration: {source.name} — {feature.name}")
        self._choose_targets(decl, feature, action.targets)

    def _choose_targets(self, decl: Declaration, feature: Feature, targets: tuple[int, ...]) -> None:
        """Forming: the ability's target(s), open or face down; then the earlier legality check."""
        st = self.state
        ability = feature.abilities[decl.index]
        if len(targets) != 1:
            raise IllegalAction(f"{feature.name} needs exactly one target for each ability", R.FORMING)
        chosen = []
        for cid in targets:
            self._card(cid, "a target", R.FORMING)
            chosen.append(Target(cid, hidden=feature.hidden))
        decl = replace(decl, targets=tuple(chosen), stage="legality_check")
        hidden = " (face down)" if feature.hidden else ""
        names = ", ".join(st.cards[t.card].name for t in chosen) if not feature.hidden else "a hidden target"
        self.note(R.FORMING, f"target of ability {decl.index + 1} of {feature.name}: {names}{hidden}")
        # the earlier legality check: the target is in play; an open target's restriction holds
        for t in chosen:
            card = st.cards[t.card]
            if card.zone != "field":
                raise IllegalAction(f"{card.name} is not in play", R.LEGALITY)
            if (
                not t.hidden
                and st.config.check_open_restrictions_early
                and not self._restriction_ok(ability, decl.player, card)
            ):
                raise IllegalAction(f"{card.name} can't be chosen as the target of {feature.name}", R.LEGALITY)
        self.note(R.LEGALITY, "the declaration passes the legality check")
        self._enter_blocking(replace(decl, stage="ability_blocking"))

    def _form_next(self, action: Form) -> None:
        st = self.state
        decl = st.decl
        assert decl is not None
        feature = st.cards[decl.source].defn.feature(decl.feature)
        assert feature is not None
        self._choose_targets(replace(decl, targets=(), stage="forming"), feature, action.targets)

    def _enter_blocking(self, decl: Declaration) -> None:
        """512.5.4: the ability-blocking step; the active player receives priority (D1)."""
        st = self.state
        self.set(st, "decl", decl)
        self.note(R.BLOCKING_STEP, "— ability-blocking step; the active player receives priority")
        self._give_priority(st.active, "ability_blocking")

    def _give_priority(self, player: int, stage: str) -> None:
        st = self.state
        self.set(st, "priority", player)
        self.set(st, "passes", 0)
        self.set(st, "pending", Priority(player, stage))

    # -- responses -----------------------------------------------------------------------------
    def _play(self, action: Play) -> None:
        st = self.state
        player = st.pending.player
        stage = st.pending.stage
        decl = st.decl
        card = self._card(action.source, "played", R.BLOCKING_STEP)
        feature = card.defn.feature(action.feature)
        if feature is None:
            raise IllegalAction(f"{card.name} has no feature {action.feature!r}", R.BLOCKING_STEP)
        if card.owner != player or card.zone != "field" or card.closed:
            raise IllegalAction(f"{card.name} can't play a feature now", R.BLOCKING_STEP)
        if decl is None:
            raise IllegalAction("nothing is being declared", R.BLOCKING_STEP)
        if feature.role in ("block feature", "block action"):
            if stage != "ability_blocking":
                raise IllegalAction(f"{feature.name} can be played only in the ability-blocking step", R.BLOCKING_STEP)
            if decl.index > 0:
                raise IllegalAction(
                    "blocking features can be declared only while the first ability of a composite feature is formed",
                    R.BLOCKING_STEP,
                )
            if action.target is not None and (
                feature.role != "block action" or not 0 <= action.target < len(st.responses)
            ):
                raise IllegalAction("there is no such game action to block", R.BLOCKING_STEP)
        elif feature.role in ("redirect", "defender"):
            if stage != "target_resolution":
                raise IllegalAction(f"{feature.name} can be played only in the target-resolution step", R.TARGET_STEP)
            kind = self._ability(decl).kind
            if feature.role == "defender":
                if player == st.active:
                    raise IllegalAction("only the non-active player may assign a defender", R.TARGET_STEP)
                if kind != "attack":
                    raise IllegalAction("a defender can be assigned only against an attack", R.TARGET_STEP)
                if card.id == decl.source:
                    raise IllegalAction("the attacking card can't defend against itself", R.TARGET_STEP)
            else:
                if kind not in feature.redirects:
                    raise IllegalAction(f"{feature.name} can't redirect an {kind}", R.TARGET_STEP)
                new = st.cards.get(action.new_target) if action.new_target is not None else None
                if new is None or new.zone != "field" or new.id == decl.source:
                    raise IllegalAction("redirect to a card in play other than the source", R.TARGET_STEP)
        elif feature.role == "withdraw":
            if stage not in ("ability_blocking", "target_resolution"):
                raise IllegalAction(
                    f"{feature.name} can be played only during the declaration's steps", R.BLOCKING_STEP
                )
        else:
            raise IllegalAction(f"{feature.name} is not played in response", R.BLOCKING_STEP)
        p = st.players[player]
        if p.energy < feature.cost:
            raise IllegalAction(f"{feature.name} costs {feature.cost} energy", R.PAYMENT)
        self.set(p, "energy", p.energy - feature.cost)
        response = Response(player, card.id, feature.name, feature.role, action.target, action.new_target)
        self.set(st, "responses", (*st.responses, response))
        self.note(stage_rule(stage), f"{p.name} plays {card.name} — {feature.name}")
        self._give_priority(player, stage)  # the player who acted receives priority again

    def _pass(self) -> None:
        st = self.state
        player = st.pending.player
        stage = st.pending.stage
        self.note(stage_rule(stage), f"{st.players[player].name} passes")
        passes = st.passes + 1
        if passes < 2:
            self.set(st, "passes", passes)
            self.set(st, "priority", 1 - player)
            self.set(st, "pending", Priority(1 - player, stage))
            return
        if st.responses:
            self._resolve_top(stage)
            self._give_priority(st.active, stage)
            return
        self._end_stage(stage)

    def _resolve_top(self, stage: str) -> None:
        st = self.state
        r = st.responses[-1]
        self.set(st, "responses", st.responses[:-1])
        decl = st.decl
        card = st.cards[r.source]
        rule = stage_rule(stage)
        if r.role == "block feature" or (r.role == "block action" and r.target is None):
            if decl is not None:
                self.set(st, "decl", replace(decl, blocked=True))
                self.note(rule, f"{card.name} blocks {decl.feature}")
        elif r.role == "block action":
            assert r.target is not None
            if r.target < len(st.responses):
                blocked = st.responses[r.target]
                self.set(st, "responses", tuple(x for i, x in enumerate(st.responses) if i != r.target))
                self.note(rule, f"{card.name} blocks the game action {blocked.feature}")
        elif r.role in ("redirect", "defender") and decl is not None:
            new = r.new_target if r.role == "redirect" else r.source
            assert new is not None
            if st.cards[new].zone == "field":
                targets = (Target(new, hidden=False, revealed=True, redirected=True), *decl.targets[1:])
                self.set(st, "decl", replace(decl, targets=targets))
                verb = "redirects" if r.role == "redirect" else "is assigned as defender; it redirects"
                self.note(rule, f"{card.name} {verb} {decl.feature} to {st.cards[new].name}")
        elif r.role == "withdraw":
            if card.zone == "field":
                self.set(card, "zone", "hand")
                self.note(rule, f"{card.name} returns to its owner's hand")
        elif r.role == "trigger":
            p = st.players[card.owner]
            feature = card.defn.feature(r.feature)
            gain = feature.energy if feature else 0
            self.set(p, "energy", p.energy + gain)
            self.note(rule, f"{card.name}'s {r.feature} resolves: {p.name} gains {gain} energy")

    # -- the end of each stage -------------------------------------------------------------------
    def _end_stage(self, stage: str) -> None:
        st = self.state
        decl = st.decl
        if stage == "main" or decl is None:
            raise IllegalAction("there is nothing to pass for: declare a feature", R.FORMING)
        if stage == "ability_blocking":
            # D4: blocked → payment; illegal → payment of the game action (composite: next ability)
            if decl.blocked:
                self.note(R.BLOCKING_STEP, f"{decl.feature} was blocked: it leaves the stack and is paid for")
                self._payment(decl)
            elif not self._still_legal(decl):
                self.note(R.BLOCKING_STEP, f"{decl.feature} is found illegal")
                self._next_or_pay(decl)
            else:
                self.set(st, "decl", replace(decl, stage="target_resolution"))
                self.note(R.TARGET_STEP, "— target-resolution step; the active player receives priority")
                self._give_priority(st.active, "target_resolution")
        elif stage == "target_resolution":
            self._reveal_and_check(decl)
        elif stage == "declared":
            self._execute(decl)

    def _still_legal(self, decl: Declaration) -> bool:
        st = self.state
        source = st.cards[decl.source]
        if source.zone != "field":
            return False
        ability = self._ability(decl)
        for t in decl.targets:
            card = st.cards[t.card]
            if card.zone != "field":
                return False
            if not t.hidden and not self._restriction_ok(ability, decl.player, card):
                return False
        return True

    def _reveal_and_check(self, decl: Declaration) -> None:
        """512.5.5: reveal hidden targets (all at once, D7); check the declaration (D8)."""
        st = self.state
        hidden = [t for t in decl.targets if t.hidden and not t.revealed]
        if hidden:
            targets = tuple(replace(t, revealed=True) if t.hidden else t for t in decl.targets)
            decl = replace(decl, targets=targets)
            self.set(st, "decl", decl)
            names = ", ".join(st.cards[t.card].name for t in hidden)
            self.note(R.TARGET_STEP, f"the hidden targets are revealed simultaneously: {names}")
        ability = self._ability(decl)
        legal = st.cards[decl.source].zone == "field"
        for t in decl.targets:
            card = st.cards[t.card]
            if card.zone != "field" or (
                not t.redirected and t.hidden and not self._restriction_ok(ability, decl.player, card)
            ):
                legal = False
        if not legal:
            self.note(R.TARGET_STEP, f"the declaration of {decl.feature} is illegal; it is paid for regardless")
            self._next_or_pay(decl)
            return
        self._declared(decl)

    def _declared(self, decl: Declaration) -> None:
        """D10–D13: statuses, then priority to the active player and the declaration triggers."""
        st = self.state
        feature = st.cards[decl.source].defn.feature(decl.feature)
        assert feature is not None
        ability = feature.abilities[decl.index]
        attack = ability.kind == "attack"
        source = st.cards[decl.source]
        statuses = ["source"]
        if attack:
            statuses += ["attacking", "fighting"]
            if feature.interactive:
                statuses.append("assaulting")
        self.set(source, "statuses", tuple(statuses))
        for t in decl.targets:
            card = st.cards[t.card]
            ts = ["chosen target"]
            if attack:
                ts.append("attacked")
                if ability.strike_table:
                    ts += ["reflecting", "fighting"]
            self.set(card, "statuses", tuple(dict.fromkeys((*card.statuses, *ts))))
        self.set(st, "decl", replace(decl, stage="declared"))
        self.note(R.TARGET_STEP, f"{decl.feature} is declared: {source.name} is {', '.join(statuses)}")
        # D13: triggers
        waiting: list[Response] = []
        target_ids = {t.card for t in decl.targets}
        for card in sorted(st.cards.values(), key=lambda c: (c.owner != st.active, c.id)):
            if card.zone != "field":
                continue
            for f in card.defn.features:
                if f.role != "trigger" or f.trigger not in TRIGGERS:
                    continue
                fires = (
                    f.trigger in ("on choosing a target", "on declaration")
                    or (f.trigger == "when it chooses a target" and card.id == decl.source)
                    or (f.trigger == "when it becomes a target" and card.id in target_ids)
                    or (f.trigger == "on assault" and card.id == decl.source and "assaulting" in statuses)
                )
                if fires:
                    waiting.append(Response(card.owner, card.id, f.name, "trigger"))
                    self.note(R.TARGET_STEP, f"{card.name}'s {f.name} triggers ({f.trigger})")
        if waiting:
            self.set(st, "responses", (*st.responses, *waiting))
        self._give_priority(st.active, "declared")

    def _execute(self, decl: Declaration) -> None:
        """The execution stage: the ability's effect, then the ability-completion step (D11)."""
        st = self.state
        ability = self._ability(decl)
        source = st.cards[decl.source]
        for t in decl.targets:
            target = st.cards[t.card]
            if ability.kind == "attack" and ability.strike_table:
                self._strike(source, target)
            elif ability.damage:
                self._damage(target, ability.damage, source.name)
        # ability-completion step: statuses end
        for card in st.cards.values():
            if card.statuses:
                self.set(card, "statuses", ())
        self.note(R.EXECUTION, "ability-completion step: the statuses of the declaration end")
        for card in list(st.cards.values()):
            if card.zone == "field" and card.damage >= card.defn.health:
                self.set(card, "zone", "graveyard")
                self.note(R.EXECUTION, f"{card.name} is destroyed")
        self._next_or_pay(decl)

    def _roll(self) -> int:
        st = self.state
        rng, value = below(st.rng, 6)
        self.set(st, "rng", rng)
        return value + 1

    def _strike(self, source: Card, target: Card) -> None:
        table = self.state.config.strike_table
        levels = {"weak": 0, "medium": 1, "strong": 2}
        roll = self._roll()
        result = table.strike(roll)
        self.note(R.EXECUTION, f"strike table: {source.name} rolls {roll} — {result}")
        if result != "miss":
            self._damage(target, source.defn.strikes[levels[result]], source.name)
        back = self._roll()
        reflected = table.strike(back)
        self.note(R.EXECUTION, f"strike table: {target.name} reflects with {back} — {reflected}")
        if reflected != "miss":
            self._damage(source, target.defn.strikes[levels[reflected]], target.name)

    def _damage(self, card: Card, amount: int, by: str) -> None:
        self.set(card, "damage", card.damage + amount)
        self.note(R.EXECUTION, f"{by} deals {amount} damage to {card.name}")

    def _next_or_pay(self, decl: Declaration) -> None:
        """A composite feature goes on to forming its next ability; otherwise: payment."""
        st = self.state
        feature = st.cards[decl.source].defn.feature(decl.feature)
        assert feature is not None
        if decl.index + 1 < len(feature.abilities) and st.cards[decl.source].zone == "field":
            nxt = replace(decl, index=decl.index + 1, targets=(), stage="forming", blocked=False)
            self.set(st, "decl", nxt)
            self.note(R.FORMING, f"forming the declaration of ability {nxt.index + 1} of {decl.feature}")
            self.set(st, "pending", FormNext(decl.player))
            return
        self._payment(decl)

    def _payment(self, decl: Declaration) -> None:
        """The payment stage: the feature's cost is paid and its card is closed."""
        st = self.state
        feature = st.cards[decl.source].defn.feature(decl.feature)
        assert feature is not None
        p = st.players[decl.player]
        self.set(p, "energy", p.energy - feature.cost)
        source = st.cards[decl.source]
        if source.zone == "field":
            self.set(source, "closed", True)
        for card in st.cards.values():
            if card.statuses:
                self.set(card, "statuses", ())
        self.note(R.PAYMENT, f"payment stage: {p.name} pays {feature.cost} energy for {feature.name}")
        self.set(st, "decl", None)
        self.set(st, "responses", ())
        self._give_priority(st.active, "main")


def stage_rule(stage: str) -> str:
    return {
        "ability_blocking": R.BLOCKING_STEP,
        "target_resolution": R.TARGET_STEP,
        "declared": R.TARGET_STEP,
    }.get(stage, R.FORMING)
