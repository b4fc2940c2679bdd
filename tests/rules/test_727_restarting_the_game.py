"""CR 727: restarting the game (Karn Liberated) in the same Game — the parts the scenario format can't
say: mulligans in the new game, the exact zones of every card, what ceases to exist, undo, the
cards "exiled with ~" of an earlier object (400.7, 607.2a), the source gone before the ability
resolves, and the legal actions listed through it all."""

from __future__ import annotations

from arbiter.mtg.actions import (
    Activate,
    Choose,
    DeclareAttackers,
    DeclareAttackersDecision,
    DeclareBlockers,
    DeclareBlockersDecision,
    Pass,
    Pick,
    Priority,
)
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef
from arbiter.mtg.zones import move
from arbiter.scenario.tokens import token_card
from tests.conftest import data_pool


def _board(loyalty: int, *, bob_library: int = 20) -> tuple[Game, dict[str, int]]:
    """Alice's main phase: Karn Liberated (``loyalty``) and a Plains; bob's Grizzly Bears, a Treasure
    token, Lightning Bolt in hand; alice's Shock in her graveyard; twenty Wastes in alice's library."""
    pool = data_pool()

    def e(name: str, label: str, **kw: object) -> Entry:
        return Entry(pool.get(name), label=label, **kw)  # type: ignore[arg-type]

    wastes = pool.get("Wastes")
    alice = PlayerSetup(
        life=7,
        poison=2,
        zones={
            Zone.BATTLEFIELD: [e("Karn Liberated", "karn", counters=(("loyalty", loyalty),)), e("Plains", "plains")],
            Zone.GRAVEYARD: [e("Shock", "shock")],
            Zone.LIBRARY: [Entry(wastes)] * 20,
        },
    )
    bob = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [
                e("Grizzly Bears", "bears"),
                Entry(token_card("Treasure"), label="treasure", token=True),
            ],
            Zone.HAND: [e("Lightning Bolt", "bolt")],
            Zone.LIBRARY: [Entry(wastes)] * bob_library,
        },
    )
    return build(Setup(players=(alice, bob)))


def _activate(game: Game, source: int, index: int, target: object | None = None) -> None:
    """Activate ``source``'s ability ``index`` (its target the first listed unless given) and let it resolve."""
    assert game.apply(Activate(source, index))
    while isinstance(game.pending, Choose) and game.pending.purpose == "target":
        options = game.pending.options
        chosen = next((x for x in options if x == target or getattr(x, "id", None) == target), options[0])
        assert game.apply(Pick(chosen))
    assert isinstance(game.pending, Priority)
    assert game.apply(Pass()) and game.apply(Pass())


def _next_main_phase(game: Game) -> None:
    """Pass (declaring no attackers or blockers) until alice's next first main phase."""
    st = game.state
    turn = st.turn
    while not (st.turn > turn and st.active == 0 and st.step is Step.MAIN1 and isinstance(game.pending, Priority)):
        dec = game.pending
        if isinstance(dec, DeclareAttackersDecision):
            assert game.apply(DeclareAttackers(()))
        elif isinstance(dec, DeclareBlockersDecision):
            assert game.apply(DeclareBlockers(()))
        else:
            assert game.apply(Pass()), dec


def _every_decision_listed(game: Game) -> None:
    """The pending decision's legal actions are listed, and each is accepted by ``check``."""
    listed = list(game.legal_actions())
    assert listed, game.pending
    for action in listed:
        assert game.check(action), action


def _in_game_tokens_and_objects(game: Game, labels: dict[str, int]) -> None:
    st = game.state
    assert labels["treasure"] not in st.objects  # a token: it ceased to exist (111.7)
    assert st.tokens == () and st.stack == () and st.effects == () and st.exiled_until == ()


def test_727_restart_new_game_zones_life_and_first_turn() -> None:
    game, labels = _board(17)
    karn, bears = labels["karn"], labels["bears"]
    _activate(game, karn, 1, labels["bears"])  # −3: Exile target permanent (bears)
    assert game.obj(bears).zone is Zone.EXILE
    st = game.state
    _next_main_phase(game)
    _every_decision_listed(game)
    _activate(game, karn, 2)  # −14 (17 − 3 = 14): Karn is left with 0 and dies before it resolves
    assert st.turn == 0 and not st.started and st.starting_player == 0  # CR 727.1a: alice starts
    _in_game_tokens_and_objects(game, labels)
    alice, bob = st.players
    assert (alice.life, bob.life, alice.poison) == (20, 20, 0)  # CR 103.4
    assert len(alice.hand) == 7 and len(bob.hand) == 7  # CR 103.5
    # every card but the exempt one is in its owner's library or hand (727.2), bears left in exile (727.5)
    for name in ("karn", "plains", "shock"):
        assert game.obj(labels[name]).zone in (Zone.LIBRARY, Zone.HAND) and game.obj(labels[name]).owner == 0
    assert game.obj(labels["bolt"]).zone in (Zone.LIBRARY, Zone.HAND)
    assert game.obj(bears).zone is Zone.EXILE and bob.exile == (bears,)
    assert len(alice.library) + len(alice.hand) == 23 and len(bob.library) + len(bob.hand) == 21
    assert any(e.rule == "727.1" for e in st.events)
    dec = game.pending
    assert isinstance(dec, Choose) and dec.purpose == "mulligan" and dec.player == 0
    _every_decision_listed(game)
    # a mulligan in the new game: a new hand of seven, then one card on the bottom (103.5)
    assert game.apply(Pick("mulligan"))
    assert game.apply(Pick("keep")) and game.apply(Pick("keep"))
    assert isinstance(game.pending, Choose) and game.pending.purpose == "bottom"
    assert game.apply(Pick(game.pending.options[0]))
    # CR 727.4: just before the first turn's untap step, the bears enter under alice's control
    assert st.started and st.turn == 1 and st.active == 0 and st.step is Step.UPKEEP
    assert game.obj(bears).zone is Zone.BATTLEFIELD and game.obj(bears).controller == 0
    assert not game.obj(bears).sick  # under her control since the first turn began (302.6)
    assert len(alice.hand) == 6 and st.restarting is None
    _every_decision_listed(game)


def test_727_restart_is_undone_whole() -> None:
    game, labels = _board(14)
    before = game.digest()
    _activate(game, labels["karn"], 2)
    assert game.state.turn == 0
    while game.can_undo and game.digest() != before:
        game.undo()
    assert game.digest() == before
    assert labels["treasure"] in game.state.objects


def test_727_3_fewer_than_seven_cards_loses_at_the_first_upkeep() -> None:
    """Bob owns three cards (bears, bolt, one Wastes): he draws from an empty library for his opening
    hand and loses when state-based actions are first checked, in the first upkeep — whatever
    mulligans he takes (727.3, 704.5b)."""
    game, labels = _board(14, bob_library=1)
    _activate(game, labels["karn"], 2)
    st = game.state
    assert not st.over and st.players[1].drew_from_empty
    assert game.apply(Pick("keep"))
    assert game.apply(Pick("mulligan"))
    assert game.apply(Pick("keep"))
    assert st.over and st.winner == 0 and st.turn == 1 and st.step is Step.UPKEEP
    assert any(e.rule == "704.5b" for e in st.events)


def test_607_2a_cards_exiled_by_an_earlier_karn_are_not_exempt() -> None:
    """Karn exiles the bears, leaves the battlefield and comes back: a new object (400.7), with no
    cards exiled with it — the bears go to bob's library like any other card."""
    game, labels = _board(17)
    karn, bears = labels["karn"], labels["bears"]
    _activate(game, karn, 1, bears)
    st = game.state
    o = game.obj(karn)
    move(game, o, Zone.HAND, "400.7", "returns")
    move(game, o, Zone.BATTLEFIELD, "400.7", "is put")
    game.set(o, "counters", (("loyalty", 14),))
    assert game.obj(bears).zone is Zone.EXILE
    _next_main_phase(game)
    _activate(game, karn, 2)
    assert st.turn == 0
    assert game.obj(bears).zone in (Zone.LIBRARY, Zone.HAND) and st.restarting is not None
    assert st.restarting.exempt == ()


def test_727_the_plus_four_exiled_card_of_the_target_player_is_exempt() -> None:
    """+4: bob exiles a card from his hand — a permanent card exiled with Karn enters under alice's
    control after the restart; an instant card goes to bob's library (727.5 only names permanents)."""
    game, labels = _board(10)
    pool = data_pool()
    st = game.state
    elk = game.create(pool.get("Grizzly Bears"), 1, Zone.HAND)
    _activate(game, labels["karn"], 0, PlayerRef(1))  # +4 targeting bob
    dec = game.pending
    assert isinstance(dec, Choose) and dec.player == 1  # the target player chooses (608.2d)
    assert set(dec.options) == {elk.id, labels["bolt"]}
    assert game.apply(Pick(elk.id))
    assert game.obj(elk.id).zone is Zone.EXILE and game.obj(labels["bolt"]).zone is Zone.HAND
    link = st.exiled_until[-1]
    assert link.linked and (link.source, link.card) == (labels["karn"], elk.id)


def test_727_4_an_exempt_card_asks_its_as_enters_question_before_the_first_turn() -> None:
    """Clone exiled with Karn: as it enters before the first turn (727.4) its controller chooses what
    it copies (614.12, 707.2) — here the bears that entered just before it; then the turn begins."""
    game, labels = _board(17)
    karn, bears = labels["karn"], labels["bears"]
    clone = game.create(data_pool().get("Clone"), 1, Zone.HAND)
    _activate(game, karn, 1, bears)  # −3: the bears
    _next_main_phase(game)
    _activate(game, karn, 0, PlayerRef(1))  # +4: bob exiles Clone from his hand
    assert game.apply(Pick(clone.id))
    _next_main_phase(game)
    _activate(game, karn, 2)
    st = game.state
    assert st.restarting is not None and st.restarting.exempt == (bears, clone.id)
    assert game.apply(Pick("keep")) and game.apply(Pick("keep"))
    dec = game.pending
    assert isinstance(dec, Choose) and dec.player == 0 and not st.started  # asked before the turn begins
    _every_decision_listed(game)
    answer = next(a for a in game.legal_actions() if isinstance(a, Pick) and a.value not in (0, "no"))
    assert game.apply(answer)
    while not st.started:  # (a yes/no then the creature, as the engine asks them)
        assert isinstance(game.pending, Choose)
        assert game.apply(next(a for a in game.legal_actions() if isinstance(a, Pick) and a.value not in (0, "no")))
    assert st.turn == 1 and st.step is Step.UPKEEP and st.restarting is None
    assert game.obj(clone.id).zone is Zone.BATTLEFIELD and game.obj(clone.id).controller == 0
    assert game.obj(clone.id).card.name == "Grizzly Bears"


def test_727_the_self_check_goes_through_a_restart() -> None:
    """The self-check's judge (every listed action checked, and checked again by performing and
    reversing it) from the −14 on the stack — the passes that resolve it, the mulligans — into the
    new game, two hundred decisions: no refusal of a listed action, no dead end, no exception."""
    from arbiter.core.rng import Rng
    from arbiter.sim.selfcheck import Tally, _GameCheck

    game, labels = _board(14)
    tally = Tally()
    run = _GameCheck(tally, 0, 0, game, Rng(7))
    assert run.judge(Activate(labels["karn"], 2), apply=True)
    while not game.over and run.decision < 200:  # (the passes that resolve it judged, then taken)
        if not run.step():
            break
    assert tally.clean, [f.line() for kept in tally.examples.values() for f in kept]
    assert any(e.rule == "727.1" for e in game.state.events) and game.state.started


def test_727_2_a_phased_out_permanent_and_the_monarch_designation() -> None:
    """CR 727.2: a phased-out permanent is involved in the new game (in its owner's library); the
    monarch designation (725) and emblems cease to exist with the game."""
    from arbiter.mtg.effects.monarch import become_monarch
    from arbiter.mtg.objects.phasing import phase_out

    game, labels = _board(14)
    bears = labels["bears"]
    phase_out(game, [game.obj(bears)])
    become_monarch(game, 1)
    st = game.state
    assert st.phased_out and st.monarch is not None
    designation = st.monarch.designation
    _activate(game, labels["karn"], 2)
    assert st.phased_out == () and st.monarch is None and designation not in st.objects
    assert game.obj(bears).zone in (Zone.LIBRARY, Zone.HAND) and game.obj(bears).owner == 1
    assert st.players[1].command == ()
