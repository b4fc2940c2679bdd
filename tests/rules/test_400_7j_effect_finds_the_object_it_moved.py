"""CR 400.7j: if an effect moves an object to a public zone, the other parts of that effect can
find the new object it became there. "Return target creature card from your graveyard to the
battlefield. Put a +1/+1 counter on it." puts the counter on the creature it just returned; a
blink's "It gains first strike until end of turn" reaches the creature that came back; a
reanimation's "Sacrifice it at the beginning of the next end step" finds it."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Choose, Pass, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.layers import keywords
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


BEAR = _card("Test Bear", "Creature — Bear", "", ("2", "2"))
RECOVERY = _card(
    "Test Recovery", "Instant",
    "Return target creature card from your graveyard to the battlefield. Put a +1/+1 counter on it.",
)  # fmt: skip
PORTAL = _card(
    "Test Portal", "Instant",
    "Exile target creature you control, then return that card to the battlefield under its owner's control. "
    "It gains first strike until end of turn.",
)  # fmt: skip
FOOTSTEPS = _card(
    "Test Footsteps", "Sorcery",
    "Return target creature card from your graveyard to the battlefield. Sacrifice that creature at the "
    "beginning of the next end step.",
)  # fmt: skip


def _cast(spell: CardDef, bear_zone: Zone) -> tuple[Game, dict[str, int]]:
    alice = PlayerSetup(
        zones={Zone.HAND: [Entry(spell, label="spell")], bear_zone: [Entry(BEAR, label="bear")],
               Zone.LIBRARY: [Entry(BEAR) for _ in range(5)]}
    )  # fmt: skip
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, PlayerSetup(zones={Zone.LIBRARY: [Entry(BEAR)] * 5}))))
    assert game.apply(Cast(ids["spell"]))
    pending = game.pending
    if isinstance(pending, Choose):  # the target, if several could be chosen
        assert game.apply(Pick(next(o for o in pending.options if getattr(o, "id", None) == ids["bear"])))
    assert game.state.objects[ids["spell"]].zone is Zone.STACK
    assert game.apply(Pass()) and game.apply(Pass())
    return game, ids


def test_400_7j_the_counter_goes_on_the_creature_just_returned() -> None:
    game, ids = _cast(RECOVERY, Zone.GRAVEYARD)
    bear = game.state.objects[ids["bear"]]
    assert bear.zone is Zone.BATTLEFIELD
    assert bear.counter("+1/+1") == 1


def test_400_7j_the_blinked_creature_gains_first_strike() -> None:
    game, ids = _cast(PORTAL, Zone.BATTLEFIELD)
    bear = game.state.objects[ids["bear"]]
    assert bear.zone is Zone.BATTLEFIELD
    assert "first strike" in keywords(game, bear)


def test_400_7j_the_returned_creature_is_sacrificed_at_the_end_step() -> None:
    game, ids = _cast(FOOTSTEPS, Zone.GRAVEYARD)
    st = game.state
    assert st.objects[ids["bear"]].zone is Zone.BATTLEFIELD
    for _ in range(60):
        if st.step is Step.END and not st.stack and st.objects[ids["bear"]].zone is not Zone.BATTLEFIELD:
            break
        assert game.apply(Pass())
    assert st.objects[ids["bear"]].zone is Zone.GRAVEYARD


def test_400_7j_a_later_cast_of_the_same_card_finds_nothing_of_the_earlier_resolution() -> None:
    """The record of the move belongs to that resolution (the spell's zone-change count)."""
    game, ids = _cast(RECOVERY, Zone.GRAVEYARD)
    spell = game.state.objects[ids["spell"]]
    assert spell.zone is Zone.GRAVEYARD
    assert all(getattr(x, "during", spell.zcc) != spell.zcc for x in spell.lki)
