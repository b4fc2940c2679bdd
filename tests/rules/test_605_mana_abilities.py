"""CR 605: one ruling decides whether a mana ability may be activated, wherever it is asked — and a
mana ability with a mana cost is paid by activating other mana abilities first (605.3a, 601.2g),
with everything reversed if that payment is abandoned (733.1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arbiter.cards.database import open_source
from arbiter.core.ruling import Accepted, Illegal
from arbiter.mtg.actions import Activate, Cancel, Cast, Pass, Pay, PayCostDecision, Pick, Priority, UnlessPayDecision
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import activated
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
_POOL: Any = None


def _card(name: str) -> Any:
    global _POOL
    if _POOL is None:
        if not CARDS.is_file():
            pytest.skip("needs ../shared/data/cards.jsonl.gz")
        _POOL = open_source(str(CARDS))
    return _POOL.get(name)


def _game(
    field: list[str], hand: list[str] = (), bob_field: list[str] = (), bob_hand: list[str] = (), step: Step = Step.MAIN1
) -> tuple[Game, dict[str, int]]:  # type: ignore[assignment]
    def side(f: list[str], h: list[str]) -> PlayerSetup:
        return PlayerSetup(
            zones={
                Zone.BATTLEFIELD: [Entry(_card(n)) for n in f],
                Zone.HAND: [Entry(_card(n)) for n in h],
                Zone.LIBRARY: [Entry(_card("Wastes")) for _ in range(10)],
            }
        )

    return build(Setup(0, step, 3, (side(field, list(hand)), side(list(bob_field), list(bob_hand)))))


def _ids(game: Game, name: str) -> list[int]:
    return [oid for oid, o in sorted(game.state.objects.items()) if o.card.name == name]


def test_signet_paid_with_a_land_then_cancelled_is_reversed() -> None:
    game, _ = _game(["Azorius Signet", "Plains"])
    (sig,), (plains,) = _ids(game, "Azorius Signet"), _ids(game, "Plains")
    before = game.digest()
    assert Activate(sig, 0) in game.legal_actions()
    assert isinstance(game.apply(Activate(sig, 0)), Accepted)
    assert isinstance(game.pending, PayCostDecision)
    assert Pay() not in game.legal_actions()
    assert isinstance(game.apply(Pay()), Illegal)  # 601.2h: nothing in the pool yet
    assert isinstance(game.apply(Activate(plains, 0)), Accepted)
    assert game.state.objects[plains].tapped
    assert isinstance(game.apply(Cancel()), Accepted)  # CR 733.1: the land's mana ability too
    assert game.digest() == before
    assert isinstance(game.pending, Priority)
    assert game.state.players[0].pool == (0, 0, 0, 0, 0, 0)


def test_a_mana_ability_being_activated_cant_be_activated_again_605_3c() -> None:
    game, _ = _game(["Shire Scarecrow", "Mountain"])
    (crow,), (mountain,) = _ids(game, "Shire Scarecrow"), _ids(game, "Mountain")
    assert isinstance(game.apply(Activate(crow, 0)), Accepted)
    ruling = game.apply(Activate(crow, 0))
    assert isinstance(ruling, Illegal) and "605.3c" in ruling.rules
    assert Activate(crow, 0) not in game.legal_actions()
    assert isinstance(game.apply(Activate(mountain, 0)), Accepted)
    assert isinstance(game.apply(Pay()), Accepted)
    assert isinstance(game.apply(Pick("G")), Accepted)
    assert game.state.players[0].pool == (0, 0, 0, 0, 1, 0)
    ruling = game.apply(Activate(crow, 0))
    assert isinstance(ruling, Illegal) and ruling.rule == "602.5b"


def test_signet_during_a_cast_returns_to_the_cast_payment() -> None:
    game, _ = _game(["Boros Signet", "Mountain"], ["Lightning Helix"])
    (sig,), (mountain,), (helix,) = _ids(game, "Boros Signet"), _ids(game, "Mountain"), _ids(game, "Lightning Helix")
    assert isinstance(game.apply(Cast(helix)), Accepted)
    assert isinstance(game.apply(Pick(PlayerRef(1))), Accepted)
    outer = game.state.cast
    assert isinstance(game.apply(Activate(sig, 0)), Accepted)
    assert game.state.cast is not None and game.state.cast.outer == outer
    assert isinstance(game.apply(Activate(mountain, 0)), Accepted)
    mid = game.digest()
    assert isinstance(game.apply(Cancel()), Accepted)  # only the Signet's activation is abandoned
    assert game.state.cast == outer and not game.state.objects[mountain].tapped
    game.undo()
    assert game.digest() == mid
    assert isinstance(game.apply(Pay()), Accepted)  # the Signet resolves: {R}{W}
    assert game.state.cast == outer and isinstance(game.pending, PayCostDecision)
    assert isinstance(game.apply(Pay()), Accepted)
    assert game.state.objects[helix].zone is Zone.STACK


def test_signet_while_an_effect_asks_to_pay_returns_to_that_decision() -> None:
    # two Islands and the Signet can pay Mana Leak's {3}: a payment that can't be made isn't asked (118.3)
    game, _ = _game(
        ["Azorius Signet", "Island", "Island", "Mountain"], ["Lightning Bolt"], ["Island", "Island"], ["Mana Leak"]
    )
    (sig,), (island,), (mountain,) = _ids(game, "Azorius Signet"), _ids(game, "Island")[:1], _ids(game, "Mountain")
    (bolt,), (leak,) = _ids(game, "Lightning Bolt"), _ids(game, "Mana Leak")
    assert game.attempt([Cast(bolt), Pick(PlayerRef(1)), Activate(mountain, 0), Pay(), Pass()])
    bob_islands = [i for i in _ids(game, "Island") if game.state.objects[i].controller == 1]
    assert game.apply(Cast(leak))
    target = game.pending.options[0]  # type: ignore[union-attr]
    assert game.attempt([Pick(target), *(Activate(i, 0) for i in bob_islands), Pay()])
    while not isinstance(game.pending, UnlessPayDecision):
        assert game.apply(Pass())
    assert Activate(sig, 0) in game.legal_actions()
    assert game.apply(Activate(sig, 0)) and isinstance(game.pending, PayCostDecision)
    assert game.apply(Activate(island, 0)) and game.apply(Pay())
    assert isinstance(game.pending, UnlessPayDecision)
    assert game.state.players[0].pool == (1, 1, 0, 0, 0, 0)


def _mana_abilities(game: Game) -> list[Activate]:
    out = []
    for oid, o in sorted(game.state.objects.items()):
        out.extend(Activate(oid, i) for i, ab in enumerate(activated(game, o)) if ab.is_mana)
    return out


@pytest.mark.parametrize("walk", range(12))
def test_listed_mana_activations_are_exactly_the_accepted_ones(walk: int) -> None:
    """legal_actions() lists a mana ability's activation exactly when apply() accepts it, in every
    decision reached (priority, paying a cast, nested payments, 'unless pays', costs to attack)."""
    from arbiter.core.rng import Rng

    game, _ = _game(
        ["Azorius Signet", "Plains", "Island", "Wall of Roots", "Shire Scarecrow", "Grizzly Bears", "Llanowar Elves"],
        ["Lightning Bolt", "Mana Leak", "Mountain"],
        ["Propaganda", "Island", "Island"],
        ["Mana Leak"],
    )
    rng = Rng(walk)
    for _ in range(25):
        listed = set(game.legal_actions())
        for action in _mana_abilities(game):
            accepted = isinstance(game.check(action), Accepted)
            assert accepted == (action in listed), (action, game.pending, game.check(action))
        if game.over or not listed:
            break
        choices = sorted(listed, key=str)
        game.apply(choices[rng.below(len(choices))])


def test_signet_pays_a_cost_to_attack_508_1i() -> None:
    """CR 508.1i: mana abilities may be activated to pay a cost to attack — a Signet too, its {1}
    paid by a land first; then the attack is declared and paid from the pool (508.1j)."""
    from arbiter.mtg.actions import DeclareAttackers, DeclareAttackersDecision

    game, _ = _game(
        ["Grizzly Bears", "Azorius Signet", "Plains"], bob_field=["Propaganda"], step=Step.DECLARE_ATTACKERS
    )
    (bears,), (sig,), (plains,) = _ids(game, "Grizzly Bears"), _ids(game, "Azorius Signet"), _ids(game, "Plains")
    assert isinstance(game.pending, DeclareAttackersDecision)
    assert isinstance(game.apply(Activate(sig, 0)), Accepted)
    assert isinstance(game.pending, PayCostDecision)
    assert isinstance(game.apply(DeclareAttackers(((bears, PlayerRef(1)),))), Illegal)  # the Signet first
    assert game.apply(Activate(plains, 0)) and game.apply(Pay())
    assert isinstance(game.pending, DeclareAttackersDecision) and game.state.cast is None
    assert game.state.players[0].pool == (1, 1, 0, 0, 0, 0)
    assert isinstance(game.apply(DeclareAttackers(((bears, PlayerRef(1)),))), Accepted)
    assert game.state.players[0].pool == (0, 0, 0, 0, 0, 0)
