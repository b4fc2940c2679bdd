"""CR 107.4f, 119.4, 118.3 (602.2b, 601.2h): a Phyrexian mana symbol in an ability's cost is paid
with one mana of its color or with 2 life, and life can be paid only from a life total at least
as large as the payment (a player at 2 life may pay 2 and go to 0; at 1 they can't), nor where an
effect forbids paying life (Angel of Jubilation). The legal actions list such an ability only
when some way of paying each symbol — life as far as the life total pays it, mana for the rest —
could be paid; a listed one always reaches the stack, one left out never can."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cards.database import open_source
from arbiter.mtg.actions import Activate, Cancel, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import activated
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"


def _game(battlefield: list[str], life: int) -> tuple[Game, dict[str, int]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    pool = open_source(str(CARDS))
    alice = PlayerSetup(
        life=life,
        zones={
            Zone.BATTLEFIELD: [Entry(pool.get(n), label=f"b{i}") for i, n in enumerate(battlefield)],
            Zone.LIBRARY: [Entry(pool.get("Island"), label=f"l{i}") for i in range(5)],
        },
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(pool.get("Island"), label=f"x{i}") for i in range(5)]})
    return build(Setup(0, Step.MAIN1, 3, (alice, bob)))


def _ability(game: Game, source: int, text: str) -> int:
    found = [i for i, ab in enumerate(activated(game, game.state.objects[source])) if ab.text().startswith(text)]
    assert len(found) == 1
    return found[0]


def _listed(game: Game, source: int, index: int) -> bool:
    return any(isinstance(a, Activate) and a.source == source and a.index == index for a in game.legal_actions())


def _completes(game: Game, source: int, index: int) -> bool:
    """Whether some way of answering (life or mana for each symbol, targets, mana abilities, Pay)
    puts the ability on the stack (a bounded search, never Cancel)."""
    start = game.copy()
    if not start.apply(Activate(source, index)):
        return False
    todo, seen = [start], set()
    while todo:
        g = todo.pop()
        if isinstance(g.pending, Priority) or g.over:  # (paid with the last 2 life: the game is over, 704.5a)
            if any(g.state.objects[s].source == source for s in g.state.stack):
                return True
            continue
        key = g.digest()
        if key in seen or len(seen) > 2000:
            continue
        seen.add(key)
        for action in g.legal_actions():
            if not isinstance(action, Cancel):
                nxt = g.copy()
                if nxt.apply(action):
                    todo.append(nxt)
    return False


@pytest.mark.parametrize(
    ("battlefield", "text", "life", "listed"),
    [
        (["Immolating Souleater"], "{R/P}", 20, True),  # 2 life pays {R/P}
        (["Immolating Souleater"], "{R/P}", 2, True),  # CR 119.4: 2 life from 2 (then 0: 704.5a)
        (["Immolating Souleater"], "{R/P}", 1, False),  # 1 life can't pay 2
        (["Immolating Souleater", "Mountain"], "{R/P}", 1, True),  # red mana can
        (["Immolating Souleater", "Forest"], "{R/P}", 1, False),  # green can't
        # two symbols: 4 life pays both; 3 pays one, a Swamp the other; 1 life pays none
        (["Lashwrithe", "Grizzly Bears"], "Equip {B/P}{B/P}", 4, True),
        (["Lashwrithe", "Grizzly Bears"], "Equip {B/P}{B/P}", 3, False),
        (["Lashwrithe", "Grizzly Bears", "Swamp"], "Equip {B/P}{B/P}", 3, True),
        (["Lashwrithe", "Grizzly Bears", "Swamp"], "Equip {B/P}{B/P}", 1, False),
        (["Lashwrithe", "Grizzly Bears", "Swamp", "Swamp"], "Equip {B/P}{B/P}", 1, True),
        # CR 118.3: Angel of Jubilation — "Players can't pay life … to cast spells or activate abilities"
        (["Immolating Souleater", "Angel of Jubilation"], "{R/P}", 20, False),
        (["Immolating Souleater", "Angel of Jubilation", "Mountain"], "{R/P}", 20, True),
    ],
)
def test_119_4_phyrexian_symbol_listed_only_when_life_or_mana_pays_it(
    battlefield: list[str], text: str, life: int, listed: bool
) -> None:
    game, labels = _game(battlefield, life)
    source = labels["b0"]
    index = _ability(game, source, text)
    assert _listed(game, source, index) is listed
    assert _completes(game, source, index) is listed
