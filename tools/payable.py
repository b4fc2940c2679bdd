"""Whether the listing's judgement of a spell's cost agrees with paying it, on random boards.

Run:  python tools/payable.py --seed 1 --boards 300 [--cards FILE] [--abilities] [--names FILE] [--life N]

Each board: one to five random supported permanents with mana abilities on Alice's battlefield
(untapped, not summoning sick) and one random supported creature or artifact spell in her hand,
in her first main phase. The listing's answer (is ``Cast`` listed?) is compared with an
independent one: a bounded search of every way to go on from ``Cast`` — each mana ability, each
color, each ``Pay`` — for one that puts the spell on the stack (CR 601.2g–h). Printed:

- *left out*: payable, but not listed — a legal action no player could find (a bug);
- *listed, unpayable*: listed, but no way of paying was found — allowed (the listing may
  overestimate which colors are reachable; the cast is cancelled at payment, 601.2h), counted to
  keep the overestimate small;
- *undetermined*: the search hit its bound (:data:`NODES` positions) before finding a way.

With ``--abilities`` the card judged is a random supported permanent with a non-mana activated
ability that has a mana cost, on the battlefield beside the mana sources (not summoning sick), and
the action judged is activating that ability (X as 0). ``--names FILE`` draws both kinds of card
only among the names in FILE (one a line; nonbasic cards), to aim the boards at a kind of cost;
``--life N`` gives Alice N life (Phyrexian symbols and life costs, CR 119.4).

The tool always exits 0; its finds are read by hand.
"""

from __future__ import annotations

import argparse
from collections import Counter

from arbiter.cards.database import open_source
from arbiter.cards.registry import UnsupportedCard
from arbiter.core.rng import Rng
from arbiter.mtg.actions import Action, Activate, Cancel, Cast, Priority
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.sim.selfcheck import default_source

NODES = 3000  # the search's bound per board: beyond it the board is "undetermined"


def candidates(
    path: str | None, abilities: bool = False, names: frozenset[str] | None = None
) -> tuple[list[CardDef], list[CardDef]]:
    """Supported permanents with a mana ability, and supported creature or artifact spells (or,
    ``abilities``, supported permanents with a non-mana activated ability that costs mana) —
    among ``names`` when given."""
    source = default_source(path, names)
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
        if abilities:
            if any(not a.is_mana and a.mana_cost is not None and not a.from_hand and not a.from_graveyard
                   for a in card.activated):  # fmt: skip
                spells.append(card)
        elif is_spell and card.mana_cost is not None and card.mana_cost.total <= 5:
            spells.append(card)
    return sources, spells


def payable(game: Game, card: int, first: Action | None = None) -> bool | None:
    """Whether some way of going on from ``Cast(card)`` (or ``first``) puts the spell (or an
    ability of ``card``) on the stack (None: the search hit its bound)."""
    start = game.copy()
    if not start.apply(first or Cast(card)):
        return False
    seen: set[str] = set()
    stack = [start]
    nodes = 0
    while stack:
        g = stack.pop()
        if isinstance(g.pending, Priority) or g.over:  # (over: paid with the last life, 704.5a)
            st = g.state
            if card in st.stack or any(st.objects[s].source == card for s in st.stack):
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


def board(
    sources: list[CardDef], spells: list[CardDef], rng: Rng, abilities: bool = False, life: int = 20
) -> tuple[Game, int, str]:
    pool = [sources[rng.below(len(sources))] for _ in range(1 + rng.below(5))]
    spell = spells[rng.below(len(spells))]
    entries = [Entry(c, label=f"p{i}") for i, c in enumerate(pool)]
    alice = PlayerSetup(
        life=life,
        zones={
            Zone.HAND: [] if abilities else [Entry(spell, label="spell")],
            Zone.BATTLEFIELD: [Entry(spell, label="spell"), *entries] if abilities else entries,
            Zone.LIBRARY: [Entry(spell, label=f"l{i}") for i in range(5)],
        },
    )
    bob = PlayerSetup(zones={Zone.LIBRARY: [Entry(spell, label=f"b{i}") for i in range(5)]})
    game, labels = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    return game, labels["spell"], f"{spell.name} with {', '.join(c.name for c in pool)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--boards", type=int, default=300)
    parser.add_argument("--cards", default=None)
    parser.add_argument("--abilities", action="store_true", help="judge activated abilities, not casts")
    parser.add_argument("--names", default=None, help="draw cards only among the names in this file")
    parser.add_argument("--life", type=int, default=20, help="Alice's life total")
    args = parser.parse_args()
    names = None
    if args.names:
        with open(args.names, encoding="utf-8") as f:
            names = frozenset(line.strip() for line in f if line.strip())
    sources, spells = candidates(args.cards, args.abilities, names)
    rng = Rng(args.seed)
    counts: Counter[str] = Counter()
    for _ in range(args.boards):
        game, card, what = board(sources, spells, rng, args.abilities, args.life)
        if args.abilities:
            answers = [_activation(game, card, index) for index in _costed(game, card)]
            for index, (listed, answer) in zip(_costed(game, card), answers, strict=True):
                kind = _kind(listed, answer)
                counts[kind] += 1
                if kind != "agree":
                    print(f"{kind}: ability {index + 1} of {what}")
            continue
        listed = Cast(card) in game.legal_actions()  # (the plain cast: alternative costs aside)
        answer = payable(game, card)
        kind = _kind(listed, answer)
        counts[kind] += 1
        if kind != "agree":
            print(f"{kind}: {what}")
    print(f"{args.boards} boards (seed {args.seed}, {len(sources)} sources, {len(spells)} spells): {dict(counts)}")


def _costed(game: Game, card: int) -> list[int]:
    """The indices of ``card``'s non-mana activated abilities with a mana cost."""
    abilities = game.state.objects[card].card.activated
    return [i for i, a in enumerate(abilities) if not a.is_mana and a.mana_cost is not None and not a.from_hand]


def _activation(game: Game, card: int, index: int) -> tuple[bool, bool | None]:
    """(listed?, payable?) for activating ability ``index`` of ``card`` with X as 0."""
    listed = any(isinstance(a, Activate) and a.source == card and a.index == index for a in game.legal_actions())
    cost = game.state.objects[card].card.activated[index].mana_cost
    x = 0 if cost is not None and cost.x else None
    return listed, payable(game, card, Activate(card, index, x))


def _kind(listed: bool, answer: bool | None) -> str:
    if answer is None:
        return "undetermined"
    if listed == answer:
        return "agree"
    return "left out" if answer else "listed, unpayable"


if __name__ == "__main__":
    main()
