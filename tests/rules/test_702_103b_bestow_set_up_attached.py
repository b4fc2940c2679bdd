"""CR 702.103b, 704.5p: a card with bestow set up on the battlefield attached to a creature is the
bestowed Aura — being attached is what only a bestowed Aura can be (a creature attached to an
object becomes unattached, 704.5p). Spirespine: "Bestow {4}{G}"; "Enchanted creature gets +4/+1
and blocks each combat if able." Before, it was set up as a 4/1 creature left attached, which the
first state-based check unattached."""

from __future__ import annotations

from arbiter.mtg.actions import Pass
from arbiter.mtg.enums import CardType
from arbiter.mtg.layers import power, toughness
from arbiter.mtg.layers.queries import card_types, subtypes
from tests.conftest import data_pool, player, position


def test_702_103b_bestow_card_set_up_attached_is_the_bestowed_aura() -> None:
    pool = data_pool()
    bears = {"card": "Grizzly Bears", "label": "bears"}
    spine = {"card": "Spirespine", "label": "spine", "attached_to": "bears"}
    game, labels = position(
        player([bears, spine], library=["Island"] * 3, pool=pool), player(library=["Island"] * 3, pool=pool)
    )
    assert game.apply(Pass())  # a state-based check (704.3) happens before Bob gets priority
    st = game.state
    bears, spine = st.objects[labels["bears"]], st.objects[labels["spine"]]
    assert spine.attached_to == bears.id
    assert card_types(game, spine) == frozenset({CardType.ENCHANTMENT})
    assert subtypes(game, spine) == ("Aura",)
    assert (power(game, bears), toughness(game, bears)) == (6, 3)
