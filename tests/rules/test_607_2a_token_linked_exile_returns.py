"""CR 607.2a, 111.7, 704.5d: a token copy of a creature with linked abilities ("When this creature
enters, you may exile another target creature. When this creature leaves the battlefield, return
the exiled card …") has both; the token ceases to exist once it has left the battlefield, and its
leaves-the-battlefield ability still returns the card its own enters ability exiled."""

from __future__ import annotations

from arbiter.mtg.actions import Cast, Choose, Option, Pass, Pick
from arbiter.mtg.enums import Step, Zone
from arbiter.mtg.game import Game
from arbiter.mtg.model import CardDef
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from tests.rules.compiled import compiled_card


def _card(name: str, type_line: str, text: str, pt: tuple[str, str] | None = None) -> CardDef:
    return compiled_card(name, type_line, text, cost="{0}", pt=pt, colors=())


HUNTER = _card(
    "Test Hunter", "Creature — Human Cleric",
    "When this creature enters, you may exile another target creature.\nWhen this creature leaves the "
    "battlefield, return the exiled card to the battlefield under its owner's control.",
    ("1", "3"),
)  # fmt: skip
BEAR = _card("Test Bear", "Creature — Bear", "", ("2", "2"))
COUNTERPART = _card("Test Counterpart", "Instant", "Create a token that's a copy of target creature you control.")
MURDER = _card("Test Murder", "Instant", "Destroy target creature.")


def _answer(game: Game, wanted: Option) -> None:
    """Answer the waiting choice with the option naming object ``wanted`` (or the word)."""
    pending = game.pending
    assert isinstance(pending, Choose), pending

    def fits(o: Option) -> bool:  # (an object's option by its id; a word or an object itself)
        return getattr(o, "id", None) == wanted or o == wanted

    assert game.apply(Pick(next(o for o in pending.options if fits(o))))


def _settle(game: Game, target: int) -> None:
    """Pass until the stack is empty, answering each question with ``target``, else "yes", else
    its only option."""
    for _ in range(40):
        if isinstance(game.pending, Choose):
            options = game.pending.options
            if any(getattr(o, "id", None) == target for o in options):
                _answer(game, target)
            else:
                _answer(game, "yes" if "yes" in options else options[0])
        elif game.state.stack:
            assert game.apply(Pass())
        else:
            return


def test_607_2a_the_tokens_leaves_ability_returns_what_it_exiled() -> None:
    alice = PlayerSetup(
        zones={
            Zone.BATTLEFIELD: [Entry(HUNTER, label="hunter")],
            Zone.HAND: [Entry(COUNTERPART, label="copy"), Entry(MURDER, label="murder")],
        }
    )
    bob = PlayerSetup(zones={Zone.BATTLEFIELD: [Entry(BEAR, label="bear")]})
    game, ids = build(Setup(0, Step.MAIN1, 3, (alice, bob)))
    st = game.state
    assert game.apply(Cast(ids["copy"]))
    _settle(game, ids["bear"])
    assert st.objects[ids["bear"]].zone is Zone.EXILE
    token = next(i for i in st.battlefield if st.objects[i].is_token)
    assert game.apply(Cast(ids["murder"]))
    if isinstance(game.pending, Choose):
        _answer(game, token)
    _settle(game, ids["bear"])
    assert token not in st.objects  # CR 704.5d: it ceased to exist
    assert st.objects[ids["bear"]].zone is Zone.BATTLEFIELD
    assert st.objects[ids["bear"]].controller == 1
    assert st.objects[ids["hunter"]].zone is Zone.BATTLEFIELD
