"""What a creature put onto the battlefield attacking attacks (CR 508.4): unless the effect says,
its controller chooses — the defending player or a planeswalker that player controls. A resolving
"create … tokens that are tapped and attacking" is followed as :class:`CreateAttackingTokens`
(``resolution.instructions``): the tokens are made first (they attack the defending player), then,
where a planeswalker could be attacked instead, the controller is asked about each token in turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.actions import Choose, Purpose
from arbiter.mtg.combat.phase import attackable
from arbiter.mtg.effects.attack_keywords import MobilizeTokens, create_mobilized
from arbiter.mtg.effects.returns import ReturnFromGraveyard, return_from_graveyard
from arbiter.mtg.effects.tokens import CreateToken, create_token_effect
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.paused.base import Askers, At, Next, pause
from arbiter.mtg.state import PlayerRef, TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec


@dataclass(frozen=True, slots=True)
class CreateAttackingTokens(Effect):
    """CR 508.4: a top-level "create … tapped and attacking" instruction, as it is followed: the
    tokens, then the question of what each attacks."""

    decides = True

    token: CreateToken

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.token.text(specs)


@dataclass(frozen=True, slots=True)
class ReturnAttacking(Effect):
    """CR 508.4: "Return target creature card from your graveyard to the battlefield tapped and
    attacking.", as it is followed: the return, then the question of what it attacks."""

    decides = True

    ret: ReturnFromGraveyard

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.ret.text(specs)


def followed(e: Effect) -> Effect:
    """The instruction as it is followed: creating tokens or returning a card tapped and attacking
    goes on to ask what each attacks (CR 508.4)."""
    if isinstance(e, ReturnFromGraveyard) and e.attacking:
        return ReturnAttacking(e)
    return CreateAttackingTokens(e) if isinstance(e, CreateToken) and e.attacking else e


def asks(e: Effect) -> bool:
    """Whether following ``e`` may ask a question (CR 608.2d): its own, or what the tokens it
    creates attacking attack (508.4)."""
    return followed(e).decides


@dataclass(frozen=True, slots=True)
class ChoosingAttacked:
    """CR 508.4: the tokens still to be asked about; the answer is for the first."""

    tokens: tuple[int, ...]

    def answer(self, g: Game, at: At, value: TargetRef) -> Next:
        token = g.state.objects.get(self.tokens[0])
        if token is not None and token.attacking is not None and value in attackable(g, declared=False):
            g.set(token, "attacking", value)
            g.log(ev.EffectCreated("508.4", token.label, msg("enters attacking {players}", players=_name(g, value))))
        return ask_what_each_attacks(g, at, self.tokens[1:])


def _name(g: Game, value: TargetRef) -> CardName | str:
    """The player's name, or the planeswalker's."""
    if isinstance(value, PlayerRef):
        return g.state.players[value.index].name
    return CardName(g.state.objects[value.id].label)


def ask_what_each_attacks(g: Game, at: At, tokens: tuple[int, ...]) -> Next:
    """CR 508.4: ask about the next of ``tokens`` (creatures put onto the battlefield attacking)
    still attacking, if there is a planeswalker it could attack."""
    st = g.state
    options = tuple(attackable(g, declared=False))  # CR 508.4c: not restricted as declared attackers are
    for i, oid in enumerate(tokens):
        token = st.objects.get(oid)
        if token is None or token.attacking is None or len(options) < 2:
            continue
        question = Choose(token.controller, Purpose.ATTACKED, "508.4", options,
                          msg("what {card} attacks", card=CardName(token.label)))  # fmt: skip
        return pause(g, at, ChoosingAttacked(tokens[i:]), question)
    return Next.GO_ON


def _made_attacking(g: Game, before: set[int]) -> tuple[int, ...]:
    """The objects new since ``before`` that entered attacking (CR 508.4), in the order made."""
    st = g.state
    return tuple(i for i in st.objects if i not in before and st.objects[i].attacking is not None)


def begin_creating(g: Game, at: At, e: CreateAttackingTokens) -> Next:
    """CR 111.2, 508.4: create the tokens; those that enter attacking are asked about in turn."""
    before = set(g.state.objects)
    create_token_effect(g, at.object(g), e.token, list(at.legal))
    return ask_what_each_attacks(g, at, _made_attacking(g, before))


def begin_mobilizing(g: Game, at: At, e: MobilizeTokens) -> Next:
    """CR 702.181a, 508.4: mobilize's tokens, then what each attacks."""
    before = set(g.state.objects)
    create_mobilized(g, at.object(g), e, list(at.legal))
    return ask_what_each_attacks(g, at, _made_attacking(g, before))


def begin_returning(g: Game, at: At, e: ReturnAttacking) -> Next:
    """CR 508.4: return the card; if it entered attacking, what it attacks is asked."""
    before = {i for i in g.state.battlefield if g.state.objects[i].attacking is not None}
    return_from_graveyard(g, at.object(g), e.ret, list(at.legal))
    st = g.state
    return ask_what_each_attacks(g, at, tuple(i for i in st.battlefield if i not in before and st.objects[i].attacking))


def register(askers: Askers) -> None:
    askers.add(CreateAttackingTokens, begin_creating)
    askers.add(MobilizeTokens, begin_mobilizing)
    askers.add(ReturnAttacking, begin_returning)
