"""The converse of ``arbiter selfcheck``: actions the judge accepts that the legal actions leave out.

Run:  python tools/unlisted.py --seed 21 --games 12 [--cards FILE] [--names FILE]

Random games between random decks of supported cards (as the self-check draws them); at every
second priority decision, for the player holding priority, every card in their hand, graveyard and
exile that isn't listed as a cast and every non-mana activated ability of their permanents that
isn't listed is judged with ``check()`` — when its mana cost could be paid with the mana they
could make (as the listing judges it: :func:`~arbiter.mtg.mana.affordable.affordable` and
:func:`~arbiter.mtg.mana.affordable.ability_affordable`). Each
accepted one is counted by card, with the first place it was seen (seed, game, decision), to be
looked at by hand: the listing lists what can begin (docs/decisions.md §14), so an accepted action
it leaves out is either a listing bug (a legal action no player or agent can find) or a judge that
accepts what it should refuse at once (only ``Cancel`` leads on from it). The mana test is rough
(it reads the mana cost, or the flashback cost or a graveyard keyword's own cost — escape,
disturb… — from a graveyard, with its increases and reductions — not a cost to cast with flash or
another alternative cost), so some finds are noise; none is a failure by itself, and the tool always
exits 0.
"""

from __future__ import annotations

import argparse
from collections import Counter

from arbiter.core.rng import Rng
from arbiter.mtg.actions import Action, Activate, Cast, Priority
from arbiter.mtg.casting.total_cost import with_affinity
from arbiter.mtg.game import Game
from arbiter.mtg.legal_casts import cheapest
from arbiter.mtg.mana.abilities import potential_mana
from arbiter.mtg.mana.affordable import ability_affordable, affordable
from arbiter.sim.decks import random_deck
from arbiter.sim.selfcheck import default_source, game_seed

Key = tuple[str, str, str]


def unlisted(game: Game, player: int, listed: list[Action]) -> list[Key]:
    """The casts and activations ``player`` could begin now, by the judge, that ``listed`` leaves out."""
    st = game.state
    casts = {a.card for a in listed if isinstance(a, Cast)}
    activations = {(a.source, a.index) for a in listed if isinstance(a, Activate)}
    potential = potential_mana(game, player)
    out: list[Key] = []
    p = st.players[player]
    for zone, where in ((p.hand, "hand"), (p.graveyard, "graveyard"), (p.exile, "exile")):
        for c in zone:
            card = st.objects[c].card
            if c in casts or card.mana_cost is None:
                continue
            printed = card.mana_cost
            gc = card.graveyard_cast
            if where == "graveyard" and card.flashback is not None:
                printed = card.flashback
            elif where == "graveyard" and gc is not None and gc.cost is not None:
                printed = gc.cost  # CR 118.9: escape's, disturb's … cost rather than the mana cost
            total = with_affinity(game, card, player, cheapest(printed))  # (601.2f: increases, reductions)
            if not affordable(game, player, potential, total, st.objects[c]):
                continue
            if game.check(Cast(c)).ok:
                out.append(("cast", card.name, where))
    for i in st.battlefield:
        o = st.objects[i]
        if o.controller != player:
            continue
        for index, ability in enumerate(o.card.activated):
            if (i, index) in activations or ability.is_mana:
                continue
            if ability.mana_cost is not None and not ability_affordable(game, player, o, ability, potential):
                continue
            if game.check(Activate(i, index)).ok:
                out.append(("activate", o.card.name, str(index + 1)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--cards", default=None, help="card records (default: as arbiter selfcheck finds them)")
    parser.add_argument("--names", default=None, help="draw only the cards named in this file, one a line")
    parser.add_argument("--max-decisions", type=int, default=3000)
    args = parser.parse_args()
    names = None
    if args.names:
        with open(args.names, encoding="utf-8") as f:
            names = frozenset(line.strip() for line in f if line.strip() and not line.startswith("#"))
    source = default_source(args.cards, names)
    found: Counter[Key] = Counter()
    first: dict[Key, tuple[int, int, int]] = {}
    for index in range(args.games):
        gseed = game_seed(args.seed, index)
        rng = Rng(gseed)
        decks = (random_deck(source, rng), random_deck(source, rng))
        game = Game.new(decks[0].cards, decks[1].cards, seed=gseed, keep_history=False)
        pick = Rng(gseed ^ 99)
        for decision in range(1, args.max_decisions + 1):
            if game.over:
                break
            listed = list(game.legal_actions())
            pending = game.pending
            if isinstance(pending, Priority) and decision % 2 == 0:
                for key in unlisted(game, pending.player, listed):
                    found[key] += 1
                    first.setdefault(key, (args.seed, index, decision))
            game.apply(listed[pick.below(len(listed))])
    print(f"{args.games} games (seed {args.seed}); {len(found)} kinds of accepted but unlisted action")
    for key, count in found.most_common():
        seed, game_index, decision = first[key]
        where = f"first at seed {seed}, game {game_index}, decision {decision}"
        print(f"{count:5d}  {key[0]} {key[1]} ({key[2]}) — {where}")


if __name__ == "__main__":
    main()
