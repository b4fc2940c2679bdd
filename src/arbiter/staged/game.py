"""The staged declaration as a step machine on the shared core (``arbiter.core``).

A game action of the active player is *declared* through stages (``rules.STAGES``); its progress
is a :class:`Declaration` in the state. In the ability-blocking step (512.5.4) and the
target-resolution step (512.5.5) players get priority, active player first, and may play the
features those steps allow; when both pass in succession with nothing waiting, the top response
resolves or the step ends and the procedure moves on. Around the declaration runs our default
turn structure (``docs/staged-ruleset.md``): the active player declares features with its open
cards or ends the turn; the first to destroy every enemy card wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter.core.events import log_append
from arbiter.core.game import CoreGame
from arbiter.core.rng import below
from arbiter.staged import hand, recruit
from arbiter.staged import rules as R
from arbiter.staged.actions import Action, Declare, Deploy, Form, Pass, Play, Recruit
from arbiter.staged.cards import TRIGGERS, Ability, CardDef, Feature
from arbiter.staged.listing import RECRUITING, enumerate_actions, form_options, restriction_ok
from arbiter.staged.messages import Term, Text, refuse
from arbiter.staged.state import (
    Card,
    Declaration,
    FormNext,
    Note,
    Pending,
    Priority,
    Response,
    State,
    Target,
)
from arbiter.staged.view import StagedView, view_of

__all__ = [
    "Action", "Card", "Declaration", "Declare", "Deploy", "Form", "FormNext", "Note", "Pass", "Play", "Priority",
    "Response", "StagedGame", "State", "Target", "stage_rule",
]  # fmt: skip

BLOCKING_ROLES = ("block feature", "block action")


class StagedGame(CoreGame[State, Action]):
    __slots__ = ()

    @classmethod
    def new(
        cls, *, names: tuple[str, str] = ("alice", "bob"), config: R.RulesConfig = R.DEFAULT_RULES, seed: int = 0
    ) -> StagedGame:
        return cls(State(names, config, seed))

    @classmethod
    def match(
        cls,
        decks: tuple[Sequence[CardDef], Sequence[CardDef]],
        *,
        names: tuple[str, str] = ("alice", "bob"),
        config: R.RulesConfig = R.DEFAULT_RULES,
        seed: int = 0,
    ) -> StagedGame:
        """A game from two decks: each is shuffled, 15 cards are dealt, and the players recruit
        their squads before the battle (rules 100 and 302)."""
        game = cls.new(names=names, config=config, seed=seed)
        recruit.begin(game, decks)
        game.journal.forget()
        return game

    def add_card(self, defn: CardDef, owner: int, zone: str = "field") -> Card:
        st = self.state
        card = Card(max(st.cards, default=0) + 1, defn, owner, zone)
        self.journal.dict_set(st.cards, card.id, card)
        return card

    # helpers
    def set(self, obj: object, name: str, value: object) -> None:
        self.journal.set(obj, name, value)

    def note(self, rule: str, template: str, *, hidden_from: int | None = None, public: str = "",
             **args: object) -> None:  # fmt: skip
        """Log an event: its English template and arguments (rendered in Russian on request)."""
        st = self.state
        self.journal.set(st, "log", log_append(st.log, Note(rule, Text(template, **args), hidden_from, public)))

    def explain(self, lang: str = "en") -> str:
        """The whole event log with the rule of each event, in ``lang`` ("en" or "ru")."""
        return "\n".join(e.line_in(lang) if isinstance(e, Note) else e.line() for e in self.state.events)

    def view(self, player: int, lang: str = "en") -> StagedView:
        """What ``player`` may know (the seed's face-down targets stay hidden from the opponent
        until they are revealed, 512.5.5), its events in ``lang`` ("en" or "ru")."""
        return view_of(self.state, player, lang)

    @property
    def pending(self) -> Pending:
        return self.state.pending

    def _clone_state(self) -> State:
        return self.state.clone()

    # -- CoreGame hooks ------------------------------------------------------------------------
    def _enumerate(self) -> list[Action]:
        return enumerate_actions(self)

    def _open_decision(self) -> bool:
        return True  # a bounded listing of target sets may leave some out: judge those on demand

    def _perform(self, action: Action) -> None:
        st = self.state
        if st.over:
            raise refuse(R.VICTORY, "the game is over")
        if not isinstance(action, Declare | Form | Play | Recruit | Deploy | Pass):
            raise refuse(R.FORMING, "{action} is not an action of this game", action=repr(action))
        dec = st.pending
        if isinstance(dec, Priority) and dec.stage == RECRUITING:
            recruit.perform(self, action)
            return
        if isinstance(action, Recruit):
            raise refuse(R.RECRUIT, "the squads were recruited before the battle began")
        if isinstance(dec, FormNext):
            if not isinstance(action, Form):
                raise refuse(R.FORMING, "the next ability's declaration is being formed: choose its target")
            self._form_next(action)
            return
        if isinstance(action, Deploy):
            hand.deploy(self, action)
        elif isinstance(action, Pass):
            self._pass()
        elif isinstance(action, Declare):
            self._declare(action)
        elif isinstance(action, Play):
            self._play(action)
        else:
            raise refuse(R.FORMING, "no ability's declaration is being formed")

    # -- forming and the earlier legality check ----------------------------------------------
    def _card(self, cid: object, what: str, rule: str) -> Card:
        card = self.state.cards.get(cid) if isinstance(cid, int) else None
        if card is None:
            raise refuse(rule, "there is no card #{card} to be {what}", card=cid, what=what)
        return card

    def feature_of(self, decl: Declaration) -> Feature:
        feature = self.state.cards[decl.source].defn.feature(decl.feature)
        assert feature is not None
        return feature

    def ability_of(self, decl: Declaration) -> Ability:
        return self.feature_of(decl).abilities[decl.index]

    def reserved(self, player: int) -> int:
        """Energy set aside for the feature being declared: it is paid in the payment stage in
        any case (512.5.4, 512.5.5), so a response can't spend it first."""
        decl = self.state.decl
        if decl is None or decl.player != player:
            return 0
        return self.feature_of(decl).cost

    def _declare(self, action: Declare) -> None:
        st = self.state
        pending = st.pending
        assert isinstance(pending, Priority)
        player = pending.player
        if player != st.active or st.decl is not None or pending.stage != "main":
            raise refuse(R.FORMING, "only the active player declares a feature, when nothing is being declared")
        source = self._card(action.source, "the source", R.FORMING)
        feature = source.defn.feature(action.feature) if isinstance(action.feature, str) else None
        if feature is None or feature.role != "declare":
            raise refuse(
                R.FORMING, "{card} has no feature {feature} to declare", card=source.name, feature=repr(action.feature)
            )
        if source.owner != player or source.zone != "field" or source.closed:
            raise refuse(R.FORMING, "{card} can't declare a feature now (not your open card in play)", card=source.name)
        if st.players[player].energy < feature.cost:
            raise refuse(R.PAYMENT, "{feature} costs {cost} energy", feature=feature.name, cost=feature.cost)
        decl = Declaration(player, source.id, feature.name, 0, (), "forming")
        self.note(
            R.FORMING,
            "{player} forms a declaration: {card} — {feature}",
            player=st.players[player].name,
            card=source.name,
            feature=feature.name,
        )
        self._choose_targets(decl, feature, action.targets)

    def _choose_targets(self, decl: Declaration, feature: Feature, targets: object) -> None:
        """Forming: the ability's targets, open or face down; then the earlier legality check."""
        st = self.state
        ability = feature.abilities[decl.index]
        if not isinstance(targets, tuple) or len(targets) != ability.targets:
            need = "no target" if ability.targets == 0 else "exactly {count} target(s)"
            raise refuse(R.FORMING, "ability {n} of {feature} needs " + need, n=decl.index + 1, feature=feature.name,
                         count=ability.targets)  # fmt: skip
        cards = [self._card(cid, "a target", R.FORMING) for cid in targets]
        if len({c.id for c in cards}) != len(cards):
            raise refuse(R.FORMING, "the targets of one ability must be different cards")
        chosen = tuple(Target(c.id, hidden=feature.hidden) for c in cards)
        decl = replace(decl, targets=chosen, stage="legality_check")
        names = tuple(c.name for c in cards)
        head = "target of ability {n} of {feature}: "
        n, fname = decl.index + 1, feature.name
        if feature.hidden and cards:
            public = Text(head + "{count} hidden target(s)", n=n, feature=fname, count=len(cards))
            self.note(R.FORMING, head + "{names} (face down)", n=n, feature=fname, names=names,
                      hidden_from=1 - decl.player, public=public)  # fmt: skip
        elif cards:
            self.note(R.FORMING, head + "{names}", n=n, feature=fname, names=names)
        else:
            self.note(R.FORMING, head + "no target", n=n, feature=fname)
        # the earlier legality check: the targets are in play; an open target's restriction holds
        for t, card in zip(chosen, cards, strict=True):
            if card.zone != "field":
                raise refuse(R.LEGALITY, "{card} is not in play", card=card.name)
            early = not t.hidden and st.config.check_open_restrictions_early
            if early and not restriction_ok(ability, decl.player, card):
                raise refuse(
                    R.LEGALITY,
                    "{card} can't be chosen as the target of {feature}",
                    card=card.name,
                    feature=feature.name,
                )
        self.note(R.LEGALITY, "the declaration passes the legality check")
        self._enter_blocking(replace(decl, stage="ability_blocking"))

    def _form_next(self, action: Form) -> None:
        decl = self.state.decl
        assert decl is not None
        self._choose_targets(replace(decl, targets=(), stage="forming"), self.feature_of(decl), action.targets)

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
        pending = st.pending
        assert isinstance(pending, Priority)
        player, stage, decl = pending.player, pending.stage, st.decl
        card = self._card(action.source, "played", R.BLOCKING_STEP)
        feature = card.defn.feature(action.feature) if isinstance(action.feature, str) else None
        if feature is None:
            raise refuse(
                R.BLOCKING_STEP, "{card} has no feature {feature}", card=card.name, feature=repr(action.feature)
            )
        if card.owner != player or card.zone != "field" or card.closed:
            raise refuse(R.BLOCKING_STEP, "{card} can't play a feature now", card=card.name)
        if decl is None:
            raise refuse(R.BLOCKING_STEP, "nothing is being declared")
        if feature.role in BLOCKING_ROLES:
            self._check_block(action, feature, player, stage, decl)
        elif feature.role in ("redirect", "defender"):
            self._check_redirect(action, card, feature, player, stage, decl)
        elif feature.role == "withdraw":
            if stage not in ("ability_blocking", "target_resolution"):
                raise refuse(R.BLOCKING_STEP, "{feature} can be played only during the declaration's steps",
                             feature=feature.name)  # fmt: skip
        else:
            raise refuse(R.BLOCKING_STEP, "{feature} is not played in response", feature=feature.name)
        p = st.players[player]
        if p.energy - self.reserved(player) < feature.cost:
            held = " ({held} is set aside for the declared feature)" if self.reserved(player) else ""
            raise refuse(R.PAYMENT, "{feature} costs {cost} energy" + held, feature=feature.name, cost=feature.cost,
                         held=self.reserved(player))  # fmt: skip
        self.set(p, "energy", p.energy - feature.cost)
        self.set(card, "closed", True)  # our default: a card that plays a response is closed by it
        number = st.played
        self.set(st, "played", number + 1)
        response = Response(player, card.id, feature.name, feature.role, action.target, action.new_target, number)
        self.set(st, "responses", (*st.responses, response))
        self.note(stage_rule(stage), "{player} plays {card} — {feature} (game action #{number})", player=p.name,
                  card=card.name, feature=feature.name, number=number)  # fmt: skip
        self._give_priority(player, stage)  # the player who acted receives priority again

    def _check_block(self, action: Play, feature: Feature, player: int, stage: str, decl: Declaration) -> None:
        """512.5.4: blocking features, in the ability-blocking step only, and for a composite
        feature only while its first ability is formed; triggered/conditional (their condition)."""
        st = self.state
        if stage != "ability_blocking":
            raise refuse(
                R.BLOCKING_STEP, "{feature} can be played only in the ability-blocking step", feature=feature.name
            )
        if decl.index > 0:
            raise refuse(
                R.BLOCKING_STEP,
                "blocking features can be declared only while the first ability of a composite feature is formed",
            )
        blocked: Response | None = None
        if action.target is not None:
            blocked = next((r for r in st.responses if r.number == action.target), None)
            if feature.role != "block action" or blocked is None:
                raise refuse(
                    R.BLOCKING_STEP, "there is no waiting game action #{number} to block", number=action.target
                )
        condition = feature.condition
        if condition == "enemy declaration" and decl.player == player:
            raise refuse(R.BLOCKING_STEP, "{feature} can block only an opponent's feature", feature=feature.name)
        if condition == "enemy action" and (blocked.player if blocked else decl.player) == player:
            raise refuse(R.BLOCKING_STEP, "{feature} can block only an opponent's game action", feature=feature.name)
        if condition == "your card targeted" and not any(
            not t.hidden and st.cards[t.card].owner == player for t in decl.targets
        ):
            raise refuse(R.BLOCKING_STEP, "{feature} needs an open target of the declaration to be your card",
                         feature=feature.name)  # fmt: skip

    def _check_redirect(self, action: Play, card: Card, feature: Feature, player: int, stage: str,
                        decl: Declaration) -> None:  # fmt: skip
        """512.5.5: redirects, and defenders assigned only by the non-active player."""
        st = self.state
        if stage != "target_resolution":
            raise refuse(
                R.TARGET_STEP, "{feature} can be played only in the target-resolution step", feature=feature.name
            )
        ability = self.ability_of(decl)
        if not decl.targets:
            raise refuse(R.TARGET_STEP, "{feature} has no target to redirect or defend", feature=decl.feature)
        if feature.role == "defender":
            if player == st.active:
                raise refuse(R.TARGET_STEP, "only the non-active player may assign a defender")
            if ability.kind != "attack":
                raise refuse(R.TARGET_STEP, "a defender can be assigned only against an attack")
            if card.id == decl.source:
                raise refuse(R.TARGET_STEP, "the attacking card can't defend against itself")
            return
        if ability.kind not in feature.redirects:
            raise refuse(
                R.TARGET_STEP, "{feature} can't redirect an {kind}", feature=feature.name, kind=Term(ability.kind)
            )
        new = st.cards.get(action.new_target) if isinstance(action.new_target, int) else None
        if new is None or new.zone != "field" or new.id == decl.source:
            raise refuse(R.TARGET_STEP, "redirect to a card in play other than the source")

    def _pass(self) -> None:
        st = self.state
        pending = st.pending
        assert isinstance(pending, Priority)
        player, stage = pending.player, pending.stage
        if stage == "main" and st.decl is None:
            self._end_turn(player)
            return
        self.note(stage_rule(stage), "{player} passes", player=st.players[player].name)
        passes = st.passes + 1
        if passes < 2:
            self.set(st, "passes", passes)
            self.set(st, "priority", 1 - player)
            self.set(st, "pending", Priority(1 - player, stage))
            return
        if st.responses:
            self._resolve_top(stage)
            if not st.over:
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
                self.note(rule, "{card} blocks {feature}", card=card.name, feature=decl.feature)
        elif r.role == "block action":
            blocked = next((x for x in st.responses if x.number == r.target), None)
            if blocked is None:
                self.note(rule, "{card}'s {feature} finds game action #{number} gone: nothing to block", card=card.name,
                          feature=r.feature, number=r.target)  # fmt: skip
            else:
                self.set(st, "responses", tuple(x for x in st.responses if x.number != r.target))
                self.note(rule, "{card} blocks the game action {feature} (#{number})", card=card.name,
                          feature=blocked.feature, number=blocked.number)  # fmt: skip
        elif r.role in ("redirect", "defender") and decl is not None:
            new = r.new_target if r.role == "redirect" else r.source
            assert new is not None
            if st.cards[new].zone == "field" and decl.targets:
                targets = (Target(new, hidden=False, revealed=True, redirected=True), *decl.targets[1:])
                self.set(st, "decl", replace(decl, targets=targets))
                verb = "redirects" if r.role == "redirect" else "is assigned as defender; it redirects"
                self.note(rule, "{card} " + verb + " {feature} to {target}", card=card.name, feature=decl.feature,
                          target=st.cards[new].name)  # fmt: skip
        elif r.role == "withdraw":
            if card.zone == "field":
                self.set(card, "zone", "hand")
                self.note(rule, "{card} returns to its owner's hand", card=card.name)
        elif r.role == "trigger":
            self._resolve_trigger(card, r, rule)

    def _resolve_trigger(self, card: Card, r: Response, rule: str) -> None:
        st = self.state
        p = st.players[card.owner]
        feature = card.defn.feature(r.feature)
        if feature is None:
            return
        if feature.energy:
            self.set(p, "energy", p.energy + feature.energy)
            self.note(rule, "{card}'s {feature} resolves: {player} gains {energy} energy", card=card.name,
                      feature=r.feature, player=p.name, energy=feature.energy)  # fmt: skip
        if feature.heal:
            healed = min(feature.heal, card.damage)
            self.set(card, "damage", card.damage - healed)
            self.note(rule, "{card}'s {feature} resolves: it heals {amount} damage", card=card.name, feature=r.feature,
                      amount=healed)  # fmt: skip
        if feature.withdraw and card.zone == "field":
            self.set(card, "zone", "hand")
            self.note(rule, "{card}'s {feature} resolves: it returns to its owner's hand", card=card.name,
                      feature=r.feature)  # fmt: skip

    # -- the end of each stage -------------------------------------------------------------------
    def _end_stage(self, stage: str) -> None:
        st = self.state
        decl = st.decl
        assert decl is not None
        if stage == "ability_blocking":
            # D4: blocked → payment; illegal → payment of the game action (composite: next ability)
            if decl.blocked:
                self.note(
                    R.BLOCKING_STEP, "{feature} was blocked: it leaves the stack and is paid for", feature=decl.feature
                )
                self._payment(decl)
            elif not self._still_legal(decl):
                self.note(R.BLOCKING_STEP, "{feature} is found illegal", feature=decl.feature)
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
        if st.cards[decl.source].zone != "field":
            return False
        ability = self.ability_of(decl)
        for t in decl.targets:
            card = st.cards[t.card]
            if card.zone != "field":
                return False
            if not t.hidden and not restriction_ok(ability, decl.player, card):
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
            names = tuple(st.cards[t.card].name for t in hidden)
            self.note(R.TARGET_STEP, "the hidden targets are revealed simultaneously: {names}", names=names)
        ability = self.ability_of(decl)
        legal = st.cards[decl.source].zone == "field"
        for t in decl.targets:
            card = st.cards[t.card]
            if card.zone != "field" or (
                not t.redirected and t.hidden and not restriction_ok(ability, decl.player, card)
            ):
                legal = False
        if not legal:
            self.note(
                R.TARGET_STEP,
                "the declaration of {feature} is illegal; it is paid for regardless",
                feature=decl.feature,
            )
            self._next_or_pay(decl)
            return
        self._declared(decl)

    def _declared(self, decl: Declaration) -> None:
        """D10–D13: statuses, then priority to the active player and the declaration triggers."""
        st = self.state
        feature = self.feature_of(decl)
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
        self.note(R.TARGET_STEP, "{feature} is declared: {card} is {statuses}", feature=decl.feature, card=source.name,
                  statuses=tuple(Term(x) for x in statuses))  # fmt: skip
        self._declaration_triggers(decl, "assaulting" in statuses)
        self._give_priority(st.active, "declared")

    def _declaration_triggers(self, decl: Declaration, assaulting: bool) -> None:
        """D13 (512.5.5): "on choosing a target" — a declaration that chose targets; "when it
        chooses a target" — its source chose them; "when it becomes a target" — a final target;
        "on declaration" — any declaration; "on assault" — its source assaults."""
        st = self.state
        waiting: list[Response] = []
        target_ids = {t.card for t in decl.targets}
        number = st.played
        for card in sorted(st.cards.values(), key=lambda c: (c.owner != st.active, c.id)):
            if card.zone != "field":
                continue
            for f in card.defn.features:
                if f.role != "trigger" or f.trigger not in TRIGGERS:
                    continue
                fires = (
                    (f.trigger == "on choosing a target" and bool(target_ids))
                    or f.trigger == "on declaration"
                    or (f.trigger == "when it chooses a target" and card.id == decl.source and bool(target_ids))
                    or (f.trigger == "when it becomes a target" and card.id in target_ids)
                    or (f.trigger == "on assault" and card.id == decl.source and assaulting)
                )
                if fires:
                    waiting.append(Response(card.owner, card.id, f.name, "trigger", number=number))
                    number += 1
                    self.note(R.TARGET_STEP, "{card}'s {feature} triggers ({trigger})", card=card.name, feature=f.name,
                              trigger=Term(f.trigger))  # fmt: skip
        if waiting:
            self.set(st, "played", number)
            self.set(st, "responses", (*st.responses, *waiting))

    def _execute(self, decl: Declaration) -> None:
        """The execution stage: the ability's effect, then the ability-completion step (512.5.5).
        512.5.5: neither the target restriction nor the targets' presence in the target zone is
        checked again — the ability acts on the targets it declared, wherever they are now."""
        st = self.state
        ability = self.ability_of(decl)
        source = st.cards[decl.source]
        for t in decl.targets:
            target = st.cards[t.card]
            if ability.kind == "attack" and ability.strike_table:
                self._strike(source, target)
            elif ability.damage:
                self._damage(target, ability.damage, source.name)
            self._destroy_dead()
        if ability.heal and not decl.targets:
            healed = min(ability.heal, source.damage)
            self.set(source, "damage", source.damage - healed)
            self.note(R.EXECUTION, "{card} heals {amount} damage", card=source.name, amount=healed)
        # ability-completion step: statuses end
        for card in st.cards.values():
            if card.statuses:
                self.set(card, "statuses", ())
        self.note(R.EXECUTION, "ability-completion step: the statuses of the declaration end")
        self._next_or_pay(decl)

    def _destroy_dead(self) -> None:
        """A card dies as soon as its wounds reach its health (the game's basic rules; both
        strikes of an exchange are dealt first)."""
        st = self.state
        for card in list(st.cards.values()):
            if card.zone == "field" and card.damage >= card.defn.health:
                self.set(card, "zone", "graveyard")
                self.note(R.DEATH, "{card} is destroyed", card=card.name)

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
        self.note(R.EXECUTION, "strike table: {card} rolls {roll} — {result}", card=source.name, roll=roll,
                  result=Term(result))  # fmt: skip
        if result != "miss":
            self._damage(target, source.defn.strikes[levels[result]], source.name)
        back = self._roll()
        reflected = table.strike(back)
        self.note(R.EXECUTION, "strike table: {card} reflects with {roll} — {result}", card=target.name, roll=back,
                  result=Term(reflected))  # fmt: skip
        if reflected != "miss":
            self._damage(source, target.defn.strikes[levels[reflected]], target.name)

    def _damage(self, card: Card, amount: int, by: str) -> None:
        self.set(card, "damage", card.damage + amount)
        self.note(R.EXECUTION, "{by} deals {amount} damage to {card}", by=by, amount=amount, card=card.name)

    def _next_or_pay(self, decl: Declaration) -> None:
        """A composite feature goes on to forming its next ability; otherwise: payment. An ability
        none of whose target sets would pass the earlier legality check can't be formed: like an
        illegal declaration it goes on to the next ability, or to payment (512.5.4)."""
        st = self.state
        feature = self.feature_of(decl)
        while decl.index + 1 < len(feature.abilities) and st.cards[decl.source].zone == "field":
            decl = replace(decl, index=decl.index + 1, targets=(), stage="forming", blocked=False)
            self.set(st, "decl", decl)
            self.note(R.FORMING, "forming the declaration of ability {n} of {feature}", n=decl.index + 1,
                      feature=decl.feature)  # fmt: skip
            if form_options(self, decl, limit=1):
                self.set(st, "pending", FormNext(decl.player))
                return
            self.note(R.FORMING, "ability {n} of {feature} has no legal target: it is illegal", n=decl.index + 1,
                      feature=decl.feature)  # fmt: skip
        self._payment(decl)

    def _payment(self, decl: Declaration) -> None:
        """The payment stage: the feature's cost is paid and its card is closed."""
        st = self.state
        feature = self.feature_of(decl)
        p = st.players[decl.player]
        self.set(p, "energy", p.energy - feature.cost)
        source = st.cards[decl.source]
        if source.zone == "field":
            self.set(source, "closed", True)
        for card in st.cards.values():
            if card.statuses:
                self.set(card, "statuses", ())
        self.note(R.PAYMENT, "payment stage: {player} pays {cost} energy for {feature}", player=p.name,
                  cost=feature.cost, feature=feature.name)  # fmt: skip
        self.set(st, "decl", None)
        self.set(st, "responses", ())
        self.set(st, "played", 0)
        if not self._check_victory():
            self._give_priority(st.active, "main")

    # -- the turn around the declaration (our defaults) --------------------------------------
    def check_victory(self) -> bool:
        """Whether the game ended: the first player to destroy every enemy card wins; both at once:
        a draw. A player's cards are those of its squad — in play or withdrawn to its hand; cards
        dealt but not recruited, and its deck, don't fight. A player with no cards at all (a
        scenario may set up one side only) has not lost."""
        return self._check_victory()

    def _check_victory(self) -> bool:
        st = self.state
        alive = [
            any(c.owner == i and c.zone in ("field", "hand") for c in st.cards.values())
            or not any(c.owner == i for c in st.cards.values())
            for i in (0, 1)
        ]
        if all(alive):
            return False
        winner = None if not any(alive) else alive.index(True)
        self._game_over(winner)
        return True

    def _game_over(self, winner: int | None) -> None:
        st = self.state
        self.set(st, "over", True)
        self.set(st, "winner", winner)
        self.set(st, "pending", Priority(st.active, "over"))
        if winner is None:
            self.note(R.VICTORY, "the game is over: a draw")
        else:
            self.note(R.VICTORY, "the game is over: {player} wins", player=st.players[winner].name)

    def _end_turn(self, player: int) -> None:
        """The active player ends the turn; the other becomes active, its closed cards open and
        it gains energy (our default turn structure)."""
        st = self.state
        self.note(R.TURN, "{player} ends turn {turn}", player=st.players[player].name, turn=st.turn)
        if st.turn >= st.config.max_turns:
            self._game_over(None)
            return
        self.set(st, "turn", st.turn + 1)
        active = 1 - st.active
        self.set(st, "active", active)
        for card in st.cards.values():
            if card.owner == active and card.closed:
                self.set(card, "closed", False)
        p = st.players[active]
        self.set(p, "energy", p.energy + st.config.energy_per_turn)
        gain = st.config.energy_per_turn
        self.note(R.TURN, "turn {turn}: {player} is the active player; their cards open, +{gain} energy", turn=st.turn,
                  player=p.name, gain=gain)  # fmt: skip
        self._give_priority(active, "main")


def stage_rule(stage: str) -> str:
    return {
        "ability_blocking": R.BLOCKING_STEP,
        "target_resolution": R.TARGET_STEP,
        "declared": R.TARGET_STEP,
        "main": R.TURN,
    }.get(stage, R.FORMING)
