"""CR 603.2, 603.10: an ability triggers when its trigger event happens, checked against the
objects as they exist immediately after that event — even if its source leaves the battlefield
later, before the triggers are put on the stack (603.3) — by state-based actions (the lifelink
creature dealt lethal damage, see the scenario ``trigger_as_source_dies_603_2.yaml``) or later
in the same resolution (here)."""

from __future__ import annotations

from arbiter.mtg.actions import Activate, Cast, Pass, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=("W",))


def _resolve_wrath(text: str, watcher_text: str) -> tuple[int, int]:
    """Alice casts a sorcery with ``text`` while controlling a creature with ``watcher_text``;
    returns (how many triggered abilities went on the stack, alice's life)."""
    watcher = _card("Test Watcher", "Creature — Cleric", watcher_text, ("2", "2"))
    wrath = _card("Test Wrath", "Sorcery", text)
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(watcher, label="watcher")],
            Zone.HAND: [Entry(wrath, label="wrath")],
            Zone.LIBRARY: [Entry(watcher) for _ in range(3)],
        }
    )
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    assert game.apply(Cast(ids["wrath"]))
    assert game.apply(Pass()) and game.apply(Pass())  # the sorcery resolves
    assert game.state.objects[ids["watcher"]].zone is Zone.GRAVEYARD
    return len(game.state.stack), game.state.players[0].life


def test_603_10_life_gained_before_its_source_is_destroyed_in_the_same_resolution() -> None:
    stack, life = _resolve_wrath("You gain 2 life. Destroy all creatures.", "Whenever you gain life, you gain 1 life.")
    assert stack == 1  # the watcher was on the battlefield when the life was gained
    assert life == 22


def test_603_10_life_gained_after_its_source_is_destroyed_does_not_trigger() -> None:
    stack, _ = _resolve_wrath("Destroy all creatures. You gain 2 life.", "Whenever you gain life, you gain 1 life.")
    assert stack == 0  # it had left the battlefield when the life was gained


def test_603_10_a_card_drawn_before_its_watcher_is_destroyed() -> None:
    stack, _ = _resolve_wrath("Draw a card. Destroy all creatures.", "Whenever you draw a card, you gain 1 life.")
    assert stack == 1


def test_603_10_damage_dealt_before_its_source_is_sacrificed_in_the_same_resolution() -> None:
    """ "Whenever ~ deals damage to a player" is not a leaves-the-battlefield trigger, but the
    creature was on the battlefield immediately after it dealt the damage."""
    pinger = _card(
        "Test Pinger",
        "Creature — Goblin",
        "{T}: This creature deals 1 damage to target player. Sacrifice this creature.\n"
        "Whenever this creature deals damage to a player, you gain 2 life.",
        ("1", "1"),
    )
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pinger, label="pinger")]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    assert game.apply(Activate(ids["pinger"], 0))
    assert game.apply(Pick(PlayerRef(1)))  # target: bob
    assert game.apply(Pass()) and game.apply(Pass())  # the ability resolves
    assert game.state.objects[ids["pinger"]].zone is Zone.GRAVEYARD
    assert len(game.state.stack) == 1  # its damage trigger
    assert game.apply(Pass()) and game.apply(Pass())
    assert game.state.players[0].life == 22


def test_603_10_a_token_that_dies_still_triggers_before_it_ceases_to_exist() -> None:
    """CR 704.5d: a token that left the battlefield ceases to exist at the next check of
    state-based actions; its "when this dies" ability looked back at it before then."""
    pest = _card("Test Pest", "Creature — Pest", "When this creature dies, you gain 1 life.", ("1", "1"))
    quake = _card("Test Quake", "Sorcery", "Test Quake deals 2 damage to each creature.")
    alice = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(pest, label="pest")], Zone.HAND: [Entry(quake, label="q")]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup())))
    st = game.state
    game.set(st.objects[ids["pest"]], "is_token", True)  # the pest is a token (CR 111.1)
    game.set(st, "tokens", (*st.tokens, ids["pest"]))
    assert game.apply(Cast(ids["q"]))
    assert game.apply(Pass()) and game.apply(Pass())  # the sorcery resolves; the token dies
    assert ids["pest"] not in st.objects  # it ceased to exist (704.5d)
    assert len(st.stack) == 1  # its dies trigger
    assert game.apply(Pass()) and game.apply(Pass())
    assert st.players[0].life == 21
