"""The sentences of the twelfth new-card list (decisions §423): reveal until a nonland card (CR
701.20a, 401.4), earthbend (701.66a), read ahead (702.155b), "Manifest dread X times, then …"
(701.62a) and "Whenever you manifest dread" (701.62b)."""

from __future__ import annotations

from arbiter.cards.oracle import parse_effects
from arbiter.cards.oracle.lines import parse_line
from arbiter.cards.oracle.sagas import saga_abilities
from arbiter.mtg.amounts import Counted
from arbiter.mtg.effects.earthbend import Earthbend
from arbiter.mtg.effects.manifest import ManifestDread, PutDreadCardIntoHand
from arbiter.mtg.effects.reveal_until_nonland import PutRevealedOnBottom, RevealUntilNonland
from arbiter.mtg.ir.abilities import TriggeredAbility, Unsupported
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.ir.statics.as_enters import ReadAhead
from arbiter.mtg.ir.statics.replacement import EntersWithCounters
from arbiter.mtg.objects.sagas import ChapterAbility, chapter_event


def test_701_20a_reveal_until_a_nonland_card_then_the_revealed_cards_on_the_bottom() -> None:
    text = (
        "Choose any target. Reveal cards from the top of your library until you reveal a nonland card. "
        "~ deals damage equal to that card's mana value to that permanent or player. "
        "Put the revealed cards on the bottom of your library in any order."
    )
    parsed = parse_effects(text)
    assert parsed is not None
    effects, _ = parsed
    assert isinstance(effects[1], RevealUntilNonland) and isinstance(effects[2], Counted)
    assert effects[3] == PutRevealedOnBottom("Put the revealed cards on the bottom of your library in any order.")


def test_701_20a_the_revealed_cards_never_stay_on_top() -> None:
    # without a sentence that puts them away, the reveal isn't read
    assert parse_effects("Reveal cards from the top of your library until you reveal a nonland card.") is None


def test_701_66a_earthbend_targets_a_land_you_control() -> None:
    parsed = parse_effects("Earthbend 2.")
    assert parsed is not None
    (effect,), (spec,) = parsed
    assert effect == Earthbend(2, Ref("target", 0)) and spec.noun == "land you control"


def test_701_66a_earthbend_x() -> None:
    parsed = parse_effects("Earthbend X, where X is the number of Forests you control.")
    assert parsed is not None
    (effect,), _ = parsed
    assert isinstance(effect, Counted) and isinstance(effect.effect, Earthbend)


def test_702_155b_read_ahead_replaces_the_one_lore_counter() -> None:
    chapter = ChapterAbility(chapter_event(1), (), (), chapter=1, numerals="I")
    plain = saga_abilities([chapter])
    assert isinstance(plain[0], EntersWithCounters)
    read_ahead = saga_abilities([Unsupported("Read ahead"), chapter])
    assert read_ahead == [ReadAhead(), chapter]


def test_701_62a_manifest_dread_x_times() -> None:
    parsed = parse_effects("Manifest dread X times, then put X +1/+1 counters on each of those creatures.")
    assert parsed is not None and parsed[0] == [ManifestDread(x_times=True)]


def test_701_62b_whenever_you_manifest_dread() -> None:
    (ability,) = parse_line(
        "Whenever you manifest dread, put a card you put into your graveyard this way into your hand."
    )
    assert isinstance(ability, TriggeredAbility) and ability.event == "you manifest dread"
    assert ability.effects == (PutDreadCardIntoHand(),)
