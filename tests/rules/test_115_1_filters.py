"""One description of objects (:class:`Filter`) and one matcher (:func:`fits`) for every "which
objects" phrase: the words of a target (CR 115.1), a static ability's group (604), a cost's
choice (601.2h), a count (608.2h) and a watched zone change (603.6a, 603.10a).

The property tests compare the matcher with reference copies of the matchers it replaced (the
target requirement's words, the static abilities' creature description, the cost choice, the
watched zone change), on a board of varied permanents."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.cards.database import open_source
from arbiter.mtg.enums import CardType, Color, Step, Zone
from arbiter.mtg.filtering import fits, fits_known
from arbiter.mtg.game import Game
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.layers import card_types, colors, has_keyword, power, subtypes, toughness
from arbiter.mtg.setup import Entry, PlayerSetup, Setup, build
from arbiter.mtg.state import GameObject

CARDS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards.jsonl.gz"
ALICE = ("Grizzly Bears", "Ornithopter", "Serra Angel", "Llanowar Elves", "Forest", "Isamaru, Hound of Konda")
BOB = ("Hill Giant", "Raging Goblin", "Wall of Stone", "Swamp", "Thran Dynamo", "Savannah Lions")
TYPES = (CardType.CREATURE, CardType.ARTIFACT, CardType.LAND, CardType.ENCHANTMENT, CardType.PLANESWALKER)
_GAME: list[tuple[Game, list[GameObject]]] = []


def _board() -> tuple[Game, list[GameObject]]:
    if not CARDS.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    if not _GAME:
        pool = open_source(str(CARDS))
        alice = [Entry(pool.get(n), label=n, tapped=i % 2 == 1) for i, n in enumerate(ALICE)]
        bob = [Entry(pool.get(n), label=n, tapped=i % 3 == 0) for i, n in enumerate(BOB)]
        grave = [Entry(pool.get("Lightning Bolt"), label="bolt"), Entry(pool.get("Hill Giant"), label="dead")]
        setup = Setup(
            1, Step.MAIN1, 4,
            (PlayerSetup(zones={Zone.BATTLEFIELD: alice, Zone.GRAVEYARD: grave}), PlayerSetup(zones={Zone.BATTLEFIELD: bob})),
        )  # fmt: skip
        g, ids = build(setup)
        _GAME.append((g, [g.state.objects[i] for i in ids.values()]))
    return _GAME[0]


def _set(xs: tuple[object, ...]) -> st.SearchStrategy[frozenset[object]]:
    return st.frozensets(st.sampled_from(xs), max_size=2)


_BOUND = st.none() | st.integers(0, 5)
_COLORS = tuple(Color)[:5]
_SUBTYPES = ("Bear", "Elf", "Wall", "Goblin", "Angel", "Forest", "Swamp", "Cat")


@st.composite
def _target_words(draw: st.DrawFn) -> dict[str, object]:
    """The fields of an old target requirement's object part and its qualities."""
    return {
        "types": draw(_set(TYPES)), "nontypes": draw(_set(TYPES)), "noncolors": draw(_set(_COLORS)),
        "controller": draw(st.sampled_from(("", "you", "opponent"))), "other": draw(st.booleans()),
        "tapped": draw(st.none() | st.booleans()), "colors": draw(_set(_COLORS)),
        "keyword": draw(st.sampled_from(("", "flying", "haste"))), "without": draw(st.booleans()),
        "min_power": draw(_BOUND), "max_power": draw(_BOUND), "min_toughness": draw(_BOUND),
        "max_toughness": draw(_BOUND), "min_value": draw(_BOUND), "max_value": draw(_BOUND),
        "supertype": draw(st.sampled_from(("", "Legendary", "Basic"))),
        "nonsupertype": draw(st.sampled_from(("", "Legendary", "Basic"))),
        "subtype": draw(st.sampled_from(("", *_SUBTYPES))),
        "also_type": draw(st.none() | st.sampled_from(TYPES)),
    }  # fmt: skip


def _old_target(g: Game, w: dict[str, object], o: GameObject, you: int, source: int) -> bool:
    """A reference copy of the replaced matcher (``targets._meets_requirement`` with
    ``TargetQuality``), for an object on the battlefield or in a graveyard."""
    types = card_types(g, o)
    if w["types"] and not (types & w["types"]):
        return False
    if types & w["nontypes"] or colors(g, o) & w["noncolors"]:
        return False
    holder = o.owner if o.zone is Zone.GRAVEYARD else o.controller
    if (w["controller"] == "you" and holder != you) or (w["controller"] == "opponent" and holder == you):
        return False
    if w["other"] and o.id == source:
        return False
    if w["tapped"] is not None and o.tapped != w["tapped"]:
        return False
    if w["colors"] and not colors(g, o) & w["colors"]:
        return False
    if w["keyword"] and has_keyword(g, o, str(w["keyword"])) == w["without"]:
        return False
    p, t = power(g, o), toughness(g, o)
    v = o.card.mana_cost.mana_value if o.card.mana_cost is not None else 0
    for value, low, high in ((p, "min_power", "max_power"), (t, "min_toughness", "max_toughness"),
                             (v, "min_value", "max_value")):  # fmt: skip
        if (w[low] is not None and value < w[low]) or (w[high] is not None and value > w[high]):
            return False
    if w["supertype"] and w["supertype"] not in o.card.supertypes:
        return False
    if w["also_type"] is not None and w["also_type"] not in types:
        return False
    if w["subtype"] and w["subtype"] not in subtypes(g, o):
        return False
    return not (w["nonsupertype"] and w["nonsupertype"] in o.card.supertypes)


def _as_filter(w: dict[str, object]) -> Filter:
    """The migration of those words into one :class:`Filter`."""
    one = lambda key: frozenset({w[key]}) if w[key] else frozenset()  # noqa: E731
    return Filter(
        "", w["types"], one("also_type"), w["nontypes"], one("subtype"), one("supertype"), one("nonsupertype"),
        w["colors"], w["noncolors"], str(w["controller"]), None, w["tapped"], None, str(w["keyword"]),
        bool(w["without"]), w["min_power"], w["max_power"], w["min_toughness"], w["max_toughness"],
        w["min_value"], w["max_value"], other=bool(w["other"]),
    )  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(_target_words(), st.integers(0, 1), st.integers(0, 20))
def test_target_words_match_as_before(w: dict[str, object], you: int, pick: int) -> None:
    g, objects = _board()
    source = objects[pick % len(objects)].id
    f = _as_filter(w)
    for o in objects:
        assert fits(g, f, o, you, source) == _old_target(g, w, o, you, source), (o.card.name, f)


@settings(max_examples=200, deadline=None)
@given(_set(TYPES), st.booleans(), _set(_COLORS), _set(_COLORS), st.sampled_from(("", *_SUBTYPES)),
       st.sampled_from(("", "flying", "haste")), st.booleans(), _BOUND, _BOUND)  # fmt: skip
def test_static_descriptions_match_as_before(
    types: frozenset[CardType],
    creature: bool,
    colors_: frozenset[Color],
    noncolors: frozenset[Color],
    subtype: str,
    keyword: str,
    without: bool,
    max_power: int | None,
    min_power: int | None,
) -> None:
    """The replaced static abilities' creature description ("white creatures", "Walls",
    "creatures with power 2 or less", "artifact creatures"; 604, 613)."""
    g, objects = _board()
    f = Filter("", types, frozenset({CardType.CREATURE}) if creature else frozenset(), colors=colors_,
               noncolors=noncolors, subtypes=frozenset({subtype} if subtype else ()), keyword=keyword,
               without=without, max_power=max_power, min_power=min_power)  # fmt: skip
    for o in objects:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        old = (
            (not types or bool(card_types(g, o) & types))
            and (not creature or CardType.CREATURE in card_types(g, o))
            and (not colors_ or bool(colors(g, o) & colors_)) and not colors(g, o) & noncolors
            and (not subtype or subtype in subtypes(g, o))
            and (not keyword or has_keyword(g, o, keyword) != without)
            and (max_power is None or power(g, o) <= max_power) and (min_power is None or power(g, o) >= min_power)
        )  # fmt: skip
        assert fits(g, f, o, o.controller) == old, (o.card.name, f)


@settings(max_examples=100, deadline=None)
@given(_set(TYPES), st.sampled_from(("", *_SUBTYPES)), st.booleans(), st.integers(0, 1), st.integers(0, 20))
def test_cost_choices_match_as_before(
    types: frozenset[CardType], subtype: str, other: bool, player: int, pick: int
) -> None:
    """The replaced cost choice ("another creature", "a Swamp" you control; 601.2h), on printed
    types — the same as current ones on a board without type-changing effects."""
    g, objects = _board()
    source = objects[pick % len(objects)].id
    f = Filter("", types, subtypes=frozenset({subtype} if subtype else ()), controller="you", other=other)
    for o in objects:
        if o.zone is not Zone.BATTLEFIELD:
            continue
        old = (
            o.controller == player and not (other and o.id == source)
            and (not types or bool(o.card.types & types)) and (not subtype or subtype in o.card.subtypes)
        )  # fmt: skip
        assert fits(g, f, o, player, source) == old


@settings(max_examples=200, deadline=None)
@given(_set(TYPES), st.sampled_from(("", *_SUBTYPES)), st.booleans(), st.sampled_from(("", "you", "opponent")),
       st.booleans(), st.booleans(), st.integers(0, 20))  # fmt: skip
def test_watched_zone_change_matches_as_before(
    kinds: frozenset[CardType], subtype: str, nontoken: bool, whose: str, other: bool, or_self: bool, pick: int
) -> None:
    """The replaced ``Watch.fits`` on the permanent's last known information (CR 603.10a), for a
    permanent other than the watcher (the watcher itself: see the next test)."""
    g, objects = _board()
    watcher = objects[pick % len(objects)]
    f = Filter(types=kinds, subtypes=frozenset({subtype} if subtype else ()), token=False if nontoken else None,
               controller=whose, other=other, or_self=or_self)  # fmt: skip
    for o in objects:
        if o.id == watcher.id:
            continue
        lki = (card_types(g, o), subtypes(g, o), o.is_token)
        old = (
            (not kinds or bool(lki[0] & kinds)) and (not subtype or subtype in lki[1]) and not (nontoken and lki[2])
            and not (whose == "you" and o.controller != watcher.controller)
            and not (whose == "opponent" and o.controller == watcher.controller)
        )  # fmt: skip
        assert fits_known(f, o.id, watcher.id, o.controller, watcher.controller, *lki) == old


def test_the_source_itself_another_and_or_self() -> None:
    """ "another creature" never means the source; "~ or another creature" always does; a plain
    "a creature" means it when it is one (CR 603.6a, 603.10a)."""
    g, objects = _board()
    bears = next(o for o in objects if o.card.name == "Grizzly Bears")
    creature = frozenset({CardType.CREATURE})
    assert not fits(g, Filter(types=creature, other=True), bears, 0, bears.id)
    assert fits(g, Filter(types=frozenset({CardType.LAND}), or_self=True), bears, 0, bears.id)
    assert fits(g, Filter(types=creature), bears, 0, bears.id)
    assert not fits_known(Filter(types=frozenset({CardType.ARTIFACT})), 5, 5, 0, 0, creature, (), False)
    assert fits_known(Filter(types=creature, or_self=True), 5, 5, 0, 0, frozenset(), (), False)


def test_cards_outside_the_battlefield_are_their_owners() -> None:
    """CR 108.3, 108.4a: a card in a graveyard has no controller; "your graveyard" is its owner's."""
    g, objects = _board()
    bolt = next(o for o in objects if o.card.name == "Lightning Bolt")
    yours = Filter(controller="you", zone=Zone.GRAVEYARD)
    assert fits(g, yours, bolt, bolt.owner) and not fits(g, yours, bolt, 1 - bolt.owner)
    assert not fits(g, Filter(zone=Zone.BATTLEFIELD), bolt, 0)


def test_a_changeling_has_every_creature_type_but_no_land_type() -> None:
    """CR 702.73a: changeling is every creature type — not a land type (205.3i)."""
    pool = open_source(str(CARDS)) if CARDS.is_file() else pytest.skip("needs the card file")
    g, ids = build(Setup(1, Step.MAIN1, 4, (PlayerSetup(zones={Zone.BATTLEFIELD: [
        Entry(pool.get("Changeling Outcast"), label="c")]}), PlayerSetup())))  # fmt: skip
    c = g.state.objects[ids["c"]]
    assert fits(g, Filter(subtypes=frozenset({"Goblin"})), c, 0)
    assert not fits(g, Filter(subtypes=frozenset({"Swamp"})), c, 0)
