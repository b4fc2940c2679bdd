"""Whether the listing's judgement of a spell's cost agrees with paying it, on random boards.

Run:  python tools/payable.py --seed 1 --boards 300 [--cards FILE]

Each board: one to five random supported permanents with mana abilities on Alice's battlefield
(untapped, not summoning sick) and one random supported creature or artifact spell in her hand,
in her first main phase. The listing's answer (is ``Cast`` listed?) is compared with an
independent one: a bounded search of every way to go on from ``Cast`` — each mana ability, each
color, each ``Pay`` — for one that puts the spell on the stack (CR 601.2g–h). Printed:

- *left out*: payable, but not listed — a legal action no player could find (a bug);
- *listed, unpayable*: listed, but no way of paying was found — allowed (the listing may
  overestimate which colors are reachable; the cast is cancelled at payment, 601.2h), counted to
  keep the overestimate small.

The tool always exits 0; its finds are read by hand.
"""

from __future__ import annotations

import argparse
from collections import Counter

from arbiter.cards.database import open_source
from arbiter.cards.registry import UnsupportedCard
from arbiter.core.rng import Rng
from arbiter.mtg.actions import Cancel, Cast, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.sim.selfcheck import default_source

NODES = 3000  # the search's bound per board: beyond it the board is "undetermined"


def candidates(path: str | None) -> tuple[list[CardDef], list[CardDef]]:
    """Supported permanents with a mana ability, and supported creature or artifact spells."""
    source = default_source(path)
    pool = open_source(source.path)
    sources: list[CardDef] = []
    spells: list[CardDef] = []
    for record in source.records:
        text, types = record.oracle_text, record.type_line
        is_source = ("Add {" in text or "Add one mana" in text or "Add X" in text) and "Instant" not in types
        is_spell = ("Creature" in types or "Artifact" in types) and record.mana_cost and "X" not in record.mana_cost
        if not (is_source or is_spell) or record.layout != "normal":
            continue
        try:
            card = pool.get(record.name)
        except (UnsupportedCard, KeyError, ValueError):
            continue
        if is_source and any(a.is_mana for a in card.activated):
            sources.append(card)
        if is_spell and card.mana_cost is not None and card.mana_cost.total <= 5:
            spells.append(card)
    return sources, spells


def payable(game: Game, card: int) -> bool | None:
    """Whether some way of going on from ``Cast(card)`` puts the spell on the stack (None: the
    search hit its bound)."""
    start = game.copy()
    if not start.apply(Cast(card)):
        return False
    seen: set[str] = set()
    stack = [start]
    nodes = 0
    while stack:
        g = stack.pop()
        if isinstance(g.pending, Priority):
            if card in g.state.stack:
                return True
            continue
        key = g.digest()
        if key in seen:
            continue
        seen.add(key)
        nodes += 1
        if nodes > NODES:
            return None
        for action in g.legal_actions():
            if isinstance(action, Cancel):
                continue
            nxt = g.copy()
            if nxt.apply(action):
                stack.append(nxt)
    return False


def board(sources: list[CardDef], spells: list[CardDef], rng: Rng) -> tuple[Game, int, str]:
    pool = [sources[rng.below(len(sources))] for _ in range(1 + rng.below(5))]
    spell = spells[rng.below(len(spells))]
    alice = PlayerSetup(
        zones={
            Zone.HAND: [Entry(spell, label="spell")],
            Zone.BATTLEFIELD: [Entry(c, label=f"p{i}") for i, c in enumerate(pool)],
            Zone.LIBRARY: [Entry(spell, label=f"l{i}") for i in range(5)],
        }
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(spell, label=f"b{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    return game, labels["spell"], f"{spell.name} with {', '.join(c.name for c in pool)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--boards", type=int, default=300)
    parser.add_argument("--cards", default=None)
    args = parser.parse_args()
    sources, spells = candidates(args.cards)
    rng = Rng(args.seed)
    counts: Counter[str] = Counter()
    for _ in range(args.boards):
        game, card, what = board(sources, spells, rng)
        listed = Cast(card) in game.legal_actions()  # (the plain cast: alternative costs aside)
        answer = payable(game, card)
        kind = "undetermined" if answer is None else {(True, True): "agree", (False, False): "agree"}.get(
            (listed, answer), "left out" if answer else "listed, unpayable"
        )
        counts[kind] += 1
        if kind in ("left out", "listed, unpayable"):
            print(f"{kind}: {what}")
    print(f"{args.boards} boards (seed {args.seed}, {len(sources)} sources, {len(spells)} spells): {dict(counts)}")


if __name__ == "__main__":
    main()
