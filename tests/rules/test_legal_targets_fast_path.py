"""The listing's test for whether a spell's targets could be chosen (CR 601.2c, 115.1), which
stops at the first legal choice, gives the answer of the full listing of choices, for every
target requirement of every card in the game, at each decision of random games."""

from __future__ import annotations

from arbiter.mtg import legal_targets
from arbiter.mtg.casting import announce
from arbiter.sim.selfcheck import default_source
from tests.rules.test_fast_paths_are_exact import _positions


def test_the_first_legal_choice_answers_as_the_full_listing() -> None:
    source = default_source(None)
    compared = 0
    for seed in range(3):
        for g in _positions(source if seed else None, 8_100 + seed):
            st = g.state
            for o in st.objects.values():
                spell = o.card.spell
                if spell is None:
                    continue
                for specs in (spell.targets, *(m.targets for m in spell.modes)):
                    for player in (0, 1):
                        fast = legal_targets.targets_possible(g, specs, player, o.id, o.id)
                        assert fast == announce.targets_possible(g, specs, player, o.id, o.id), (o, specs)
                        compared += 1
    assert compared > 1000
