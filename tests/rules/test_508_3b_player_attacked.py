"""CR 508.3b: "Whenever enchanted player is attacked" triggers once per declaration of attackers
with one or more creatures attacking that player; "Each opponent attacking that player does the
same." — the compiled Curses, the words the compiler refuses, and the log naming the trigger's
controller and "that player"."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.cards.oracle import compile_record
from arbiter.cards.records import CardRecord
from arbiter.mtg import events as ev
from arbiter.mtg.actions import DeclareAttackers, Pass
from arbiter.mtg.effects.players_do import PlayersDo
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.model import Unsupported
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import PlayerRef, ThatPlayer

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
CURSES = ("Curse of Bounty", "Curse of Disturbance", "Curse of Opulence", "Curse of Verbosity", "Curse of Vitality")


def _curse(text: str) -> object:
    record = CardRecord("Test Curse", "{1}", "Enchantment — Aura Curse", "Enchant player\n" + text)
    return compile_record(record).abilities[1]


@pytest.mark.parametrize(
    "line",
    [
        "Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player does the same.",
        "Whenever enchanted player is attacked, you gain 2 life. Each opponent attacking that player does the same.",
        "Whenever enchanted player is attacked, create a Gold token. Each opponent attacking that player does the same.",
        "Whenever enchanted player is attacked, untap all nonland permanents you control. Each opponent attacking "
        "that player untaps all nonland permanents they control.",
    ],
)
def test_508_3b_the_trigger_and_does_the_same_render_their_oracle_text(line: str) -> None:
    ability = _curse(line)
    assert isinstance(ability, TriggeredAbility)
    assert ability.event == "enchanted player attacked"
    assert ability.text() == line
    last = ability.effects[-1]
    assert isinstance(last, PlayersDo) and last.who == Ref("each opponent attacking that player")


@pytest.mark.parametrize(
    "line",
    [
        # "does the same" after an instruction the group can't be put into
        "Whenever enchanted player is attacked, target player draws a card. Each opponent attacking that player "
        "does the same.",
        "Whenever enchanted player is attacked, you may draw a card. Each opponent attacking that player does the same.",
        # no attacked player: the words mean nothing
        "Whenever a creature attacks enchanted player, you draw a card. Each opponent attacking that player does the "
        "same.",
        "At the beginning of enchanted player's upkeep, you draw a card. Each opponent attacking that player does the "
        "same.",
        # "you" in a group's instruction
        "Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player untaps all lands "
        "you control.",
        # nothing before it
        "Whenever enchanted player is attacked, each opponent attacking that player does the same.",
    ],
)
def test_508_3b_words_the_engine_cant_run_are_refused(line: str) -> None:
    assert isinstance(_curse(line), Unsupported)


def _game(curse: str, on: int, controller: int, active: int) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    zones: list[list[Entry]] = [[], []]
    zones[controller].append(Entry(pool.get(curse), label="curse", attached_to=on))
    zones[active].append(Entry(pool.get("Grizzly Bears"), label="b1"))
    zones[active].append(Entry(pool.get("Grizzly Bears"), label="b2"))
    players = tuple(
        PlayerSetup(zones={Zone.BATTLEFIELD: z, Zone.LIBRARY: [Entry(pool.get("Wastes"))] * 5}) for z in zones
    )
    return build(Setup(active, Step.DECLARE_ATTACKERS, 3, (players[0], players[1])))


def _put(g: Game) -> list[ev.TriggerPut]:
    return [e for e in g.state.events if isinstance(e, ev.TriggerPut)]


def test_508_3b_the_log_names_the_controller_and_that_player() -> None:
    g, ids = _game("Curse of Verbosity", on=0, controller=0, active=1)
    assert g.apply(DeclareAttackers(((ids["b1"], PlayerRef(0)), (ids["b2"], PlayerRef(0)))))
    (put,) = _put(g)  # once for the whole declaration (CR 508.3b, 603.2c)
    assert (put.controller, put.player) == ("alice", "alice")
    assert "under alice's control" in put.text() and '"that player" being alice' in put.text()
    top = g.state.objects[g.state.stack[-1]]
    assert top.controller == 0 and ThatPlayer(0) in top.lki
    g.apply(Pass())
    g.apply(Pass())
    assert [len(p.hand) for p in g.state.players] == [1, 1]  # "you", then the opponent attacking alice


def test_508_3b_a_curse_on_the_other_player_is_its_controllers_trigger() -> None:
    g, ids = _game("Curse of Vitality", on=0, controller=1, active=1)  # bob's Curse on alice; bob attacks
    assert g.apply(DeclareAttackers(((ids["b1"], PlayerRef(0)),)))
    (put,) = _put(g)
    assert (put.controller, put.player) == ("bob", "alice")
    g.apply(Pass())
    g.apply(Pass())
    assert [p.life for p in g.state.players] == [20, 22]  # bob isn't his own opponent (CR 102.2)


@pytest.mark.parametrize("name", CURSES)
def test_508_3b_the_five_curses_are_supported(name: str) -> None:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    card = open_source(str(CARDS)).get(name)
    assert not any(isinstance(a, Unsupported) for a in card.abilities)
