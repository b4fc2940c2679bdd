"""CR 702.132a: assist — the caster of a spell with assist whose total cost has a generic part may
choose another player, who may activate mana abilities and then pay any amount of the generic mana.
What is listed for that player is accepted; the helper can't take the cast back; the caster can,
and every payment and mana ability activated meanwhile is reversed (733.1)."""

from __future__ import annotations

from arbiter.core.ruling import Illegal
from arbiter.mtg.actions import Activate, Cancel, Cast, Pick
from arbiter.mtg.enums import Zone
from arbiter.mtg.game import Game
from arbiter.mtg.state import ObjectRef, PlayerRef
from tests.conftest import data_pool, player, position


def _helped() -> tuple[Game, dict[str, int]]:
    """Alice casts Bring Down ({3}{W}, assist) at Bob's Craw Wurm and chooses Bob to help."""
    pool = data_pool()
    alice = player([{"card": "Plains", "label": "p1"}, {"card": "Plains", "label": "p2"}],
                   hand=[{"card": "Bring Down", "label": "bd"}], pool=pool)  # fmt: skip
    bob = player([{"card": "Mountain", "label": "m1"}, {"card": "Mountain", "label": "m2"},
                  {"card": "Craw Wurm", "label": "wurm"}], pool=pool)  # fmt: skip
    g, ids = position(alice, bob)
    assert g.apply(Cast(ids["bd"]))
    wurm = g.state.objects[ids["wurm"]]
    assert g.apply(Pick(ObjectRef(wurm.id, wurm.zcc)))
    assert Pick(PlayerRef(1)) in g.legal_actions() and Pick(0) in g.legal_actions()
    assert g.apply(Pick(PlayerRef(1)))
    return g, ids


def test_702_132a_the_helper_is_offered_their_mana_and_only_payable_amounts() -> None:
    g, ids = _helped()
    assert g.state.pending is not None and g.state.pending.player == 1
    listed = list(g.legal_actions())
    assert Activate(ids["m1"], 0) in listed and Pick(0) in listed and Pick(1) not in listed
    assert not any(isinstance(a, Cancel) for a in listed)
    for action in listed:  # every listed action is accepted
        trial = g.copy()
        assert trial.apply(action), action
    assert g.apply(Activate(ids["m1"], 0))
    assert Pick(1) in g.legal_actions() and Pick(2) not in g.legal_actions()
    before = g.digest()
    assert isinstance(g.apply(Pick(2)), Illegal) and g.digest() == before


def test_733_1_the_helper_cannot_take_the_cast_back_the_caster_can() -> None:
    g, ids = _helped()
    start = g.copy()
    assert g.apply(Activate(ids["m1"], 0)) and g.apply(Activate(ids["m2"], 0))
    before = g.digest()
    refused = g.apply(Cancel())
    assert isinstance(refused, Illegal) and g.digest() == before
    assert g.apply(Pick(2))  # Bob pays {2}; Alice now pays {1}{W}
    assert g.state.pending is not None and g.state.pending.player == 0
    assert g.apply(Cancel())
    st = g.state
    assert st.cast is None and not st.stack
    assert not st.objects[ids["m1"]].tapped and not st.objects[ids["m2"]].tapped
    assert st.players[1].pool == start.state.players[1].pool
    assert st.objects[ids["bd"]].zone is Zone.HAND  # (back where it was before the cast began)


def test_702_132a_the_helpers_amounts_are_written_and_read_as_numbers() -> None:
    """The helper answers an amount of generic mana: the text of each listed answer is that number
    (not the object whose id happens to equal it), and "choose 3" is the amount 3, never the third
    option."""
    from arbiter.mtg.notation import Notation, parse

    g, ids = _helped()
    assert g.apply(Activate(ids["m1"], 0)) and g.apply(Activate(ids["m2"], 0))
    assert list(Notation(g, 1).picks()) == ["choose 0", "choose 1", "choose 2", "choose 3"]
    assert parse(g, "choose 2") == Pick(2)
    before = g.digest()
    assert isinstance(g.apply(Pick(3)), Illegal) and g.digest() == before  # {3} but only {R}{R} in his pool
