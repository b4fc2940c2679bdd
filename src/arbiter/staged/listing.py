"""The legal actions of a staged game, in a stable order: declarations with every target set
that passes the earlier legality check, the responding features each step allows, and pass.
Every listed action is judged by a trial (``check``), so the list never offers a refused one."""

from __future__ import annotations

from itertools import combinations, islice
from typing import TYPE_CHECKING

from arbiter.staged.actions import Action, Declare, Form, Pass, Play
from arbiter.staged.cards import Ability
from arbiter.staged.hand import options as hand_options
from arbiter.staged.state import Card, Declaration, FormNext, Priority

if TYPE_CHECKING:
    from arbiter.staged.game import StagedGame

RECRUITING = "recruit"  # the stage of a Priority while a player recruits its squad (staged/recruit.py)
RESPONDING = ("block feature", "block action", "redirect", "defender", "withdraw")


def restriction_ok(ability: Ability, player: int, target: Card) -> bool:
    """The target-choice restriction of an ability (512.5.5): whose card, and its remaining
    health."""
    if ability.target == "enemy" and target.owner == player:
        return False
    return ability.max_health is None or target.defn.health - target.damage <= ability.max_health


def target_sets(game: StagedGame, ability: Ability, player: int, hidden: bool, limit: int) -> list[tuple[int, ...]]:
    """Up to ``limit`` sets of distinct targets that pass the earlier legality check: cards in
    play, and (for open targets, by default) the ability's restriction."""
    st = game.state
    if ability.targets == 0:
        return [()]
    early = st.config.check_open_restrictions_early and not hidden
    pool = [c.id for c in st.cards.values() if c.zone == "field" and (not early or restriction_ok(ability, player, c))]
    return list(islice(combinations(pool, ability.targets), limit))


def form_options(game: StagedGame, decl: Declaration, limit: int) -> list[tuple[int, ...]]:
    feature = game.feature_of(decl)
    return target_sets(game, feature.abilities[decl.index], decl.player, feature.hidden, limit)


def enumerate_actions(game: StagedGame) -> list[Action]:
    st = game.state
    if st.over:
        return []
    limit = st.config.max_listed_targets
    dec = st.pending
    if isinstance(dec, Priority) and dec.stage == RECRUITING:
        from arbiter.staged.recruit import options

        return options(game)
    if isinstance(dec, FormNext):
        assert st.decl is not None
        return [a for a in (Form(t) for t in form_options(game, st.decl, limit)) if game.check(a)]
    out: list[Action] = [Pass()]
    if st.decl is None:
        for card in st.cards.values():
            if card.owner != st.active or card.zone != "field" or card.closed:
                continue
            for f in card.defn.features:
                if f.role != "declare" or not f.abilities or st.players[st.active].energy < f.cost:
                    continue
                for targets in target_sets(game, f.abilities[0], st.active, f.hidden, limit):
                    out.append(Declare(card.id, f.name, targets))
        return out + hand_options(game)
    waiting = [r.number for r in st.responses]
    for card in st.cards.values():
        if card.owner != dec.player or card.zone != "field" or card.closed:
            continue
        for f in card.defn.features:
            if f.role not in RESPONDING:
                continue
            if f.role == "redirect":
                candidates = [Play(card.id, f.name, new_target=o.id) for o in st.cards.values() if o.zone == "field"]
            elif f.role == "block action":
                candidates = [Play(card.id, f.name), *(Play(card.id, f.name, target=n) for n in waiting)]
            else:
                candidates = [Play(card.id, f.name)]
            out.extend(a for a in candidates if game.check(a))
    return out
