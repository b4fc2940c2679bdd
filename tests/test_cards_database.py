"""Issue 3: the card database (SQLite), its importers, the Oracle compiler and coverage."""

from __future__ import annotations

import gzip
import json
import lzma
from pathlib import Path

import pytest

from arbiter.cards import database as db
from arbiter.cards.coverage import measure, supported
from arbiter.cards.oracle import compile_record, normalise
from arbiter.cards.records import CardDataError, CardRecord, read_records
from arbiter.cards.registry import LayeredPool, UnknownCard, UnsupportedCard
from arbiter.cli.main import main
from arbiter.mtg.model import ActivatedAbility, DealDamage, Keyword, Unsupported

SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "cards.jsonl.gz"

SORCERER = {
    "name": "Prodigal Sorcerer",
    "mana_cost": "{2}{U}",
    "type_line": "Creature — Human Wizard",
    "oracle_text": "{T}: This creature deals 1 damage to any target.",
    "power": "1",
    "toughness": "1",
    "colors": ["U"],
    "layout": "normal",
}
BRUTE = {
    "name": "Boggart Brute",
    "mana_cost": "{2}{R}",
    "type_line": "Creature — Goblin Warrior",
    "oracle_text": "Menace (This creature can't be blocked except by two or more creatures.)",
    "power": "3",
    "toughness": "2",
    "colors": ["R"],
    "layout": "normal",
}

PROWESS = dict(BRUTE, name="Test Banding", oracle_text="Banding")


def write_jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")
    return path


def test_import_jsonl_then_show_and_search(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_jsonl(tmp_path / "cards.jsonl.gz", [SORCERER, BRUTE, PROWESS])
    target = tmp_path / "db.sqlite"
    assert main(["cards", "import", str(src), "--db", str(target)]) == 0
    assert db.is_database(target)
    assert len(db.CardDatabase(target)) == 3
    capsys.readouterr()
    assert main(["cards", "show", "Prodigal", "Sorcerer", "--cards", str(target)]) == 0
    out = capsys.readouterr().out
    assert "{T}: ~ deals 1 damage to any target." in out and "supported" in out
    assert main(["cards", "show", "Boggart Brute", "--cards", str(target)]) == 0
    assert "  Menace    [Keyword]" in capsys.readouterr().out
    assert main(["cards", "show", "Test Banding", "--cards", str(target)]) == 0
    assert "UNSUPPORTED: Banding" in capsys.readouterr().out
    assert main(["cards", "search", "damage", "--cards", str(target)]) == 0
    assert "Prodigal Sorcerer" in capsys.readouterr().out


def test_judge_without_cards_flag_reads_the_user_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`arbiter cards import` without --db writes the user database; the judge then finds its cards."""
    from arbiter.scenario.cards import card_source

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("ARBITER_DB", raising=False)
    monkeypatch.delenv("ARBITER_CARDS", raising=False)
    monkeypatch.setattr("arbiter.scenario.cards.shared_card_file", lambda: None)
    with pytest.raises(UnknownCard):
        card_source(None).get("Prodigal Sorcerer")
    src = write_jsonl(tmp_path / "cards.jsonl.gz", [SORCERER])
    assert main(["cards", "import", str(src)]) == 0
    assert card_source(None).get("Prodigal Sorcerer").name == "Prodigal Sorcerer"


def test_import_mtgjson_and_scryfall_formats(tmp_path: Path) -> None:
    mtgjson = {
        "meta": {"version": "5"},
        "data": {
            "Prodigal Sorcerer": [
                {"name": "Prodigal Sorcerer", "manaCost": "{2}{U}", "type": "Creature — Human Wizard",
                 "text": SORCERER["oracle_text"], "power": "1", "toughness": "1", "colors": ["U"], "layout": "normal"}
            ],
            "Fire // Ice": [
                {"name": "Fire // Ice", "faceName": "Fire", "manaCost": "{1}{R}", "type": "Instant",
                 "text": "Fire deals 2 damage divided as you choose among one or two targets.", "layout": "split"},
                {"name": "Fire // Ice", "faceName": "Ice", "manaCost": "{1}{U}", "type": "Instant",
                 "text": "Tap target permanent.\nDraw a card.", "layout": "split"},
            ],
        },
    }  # fmt: skip
    path = tmp_path / "AtomicCards.json.xz"
    with lzma.open(path, "wt", encoding="utf-8") as fh:
        json.dump(mtgjson, fh)
    records = {r.name: r for r in read_records(path)}
    assert [f.name for f in records["Fire // Ice"].faces] == ["Fire", "Ice"]
    scry = [dict(SORCERER, oracle_id="x"), {"name": "Fire // Ice", "layout": "split", "card_faces": [
        {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "x"},
        {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanent.\nDraw a card."}]}]  # fmt: skip
    spath = tmp_path / "oracle-cards.json"
    spath.write_text(json.dumps(scry))
    target = tmp_path / "s.sqlite"
    assert db.build(read_records(spath), target, "test") == 2
    pool = db.open_source(str(target))
    ice = pool.compile("Ice")  # faces are kept as faces and can be looked up by face name
    assert ice.name == "Ice" and not ice.faces
    whole = pool.compile("Fire // Ice")  # the whole split card: two castable halves (CR 709.3)
    assert whole.layout == "split" and [f.name for f in whole.faces] == ["Fire", "Ice"]


def test_malformed_file_gets_a_clear_message_and_keeps_the_old_database(tmp_path: Path) -> None:
    good = write_jsonl(tmp_path / "good.jsonl.gz", [SORCERER])
    target = tmp_path / "db.sqlite"
    db.build(read_records(good), target, "good")
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(SORCERER) + "\n{not json\n")
    with pytest.raises(CardDataError, match=r"bad.jsonl:2: not valid JSON"):
        db.build(read_records(bad), target, "bad")
    # the half-finished import left the previous database intact and no temporary files
    assert len(db.CardDatabase(target)) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.jsonl", "db.sqlite", "good.jsonl.gz"]
    assert main(["cards", "import", str(bad), "--db", str(target)]) == 2


def test_compiler_output_and_round_trip() -> None:
    card = compile_record(CardRecord.from_json(json.dumps(SORCERER)))
    ability = card.abilities[0]
    assert isinstance(ability, ActivatedAbility) and isinstance(ability.effects[0], DealDamage)
    assert not ability.is_mana and ability.taps
    assert card.rules_text() == "{T}: ~ deals 1 damage to any target."
    assert supported(CardRecord.from_json(json.dumps(SORCERER)), card)
    brute = compile_record(CardRecord.from_json(json.dumps(BRUTE)))
    assert brute.abilities == (Keyword("menace"),) and brute.rules_text() == "Menace"
    prowess = compile_record(CardRecord.from_json(json.dumps(PROWESS)))
    assert isinstance(prowess.abilities[0], Unsupported)


def test_cost_parts_tap_untapped_untap_symbol_exile_this() -> None:
    """CR 601.2h / 107.6 / 118.3: the new cost parts compile and round-trip; a mana ability whose
    cost needs objects chosen compiles too (605.3b: they're chosen as it is activated)."""
    from arbiter.mtg.costs.parts import ExileThis, SacrificeOne, TapUntapped, UntapThis

    rows = {
        "Tap two untapped Elves you control: Draw a card.": TapUntapped,
        "{1}{U}, {Q}: Draw a card.": UntapThis,
        "{4}, {T}, Exile ~: Draw a card.": ExileThis,
    }
    for text, kind in rows.items():
        card = compile_record(CardRecord.from_json(json.dumps(dict(SORCERER, oracle_text=text))))
        ability = card.abilities[0]
        assert isinstance(ability, ActivatedAbility), text
        assert any(isinstance(c, kind) for c in ability.costs) and card.rules_text() == text
    elves = compile_record(CardRecord.from_json(json.dumps(dict(SORCERER, oracle_text=next(iter(rows))))))
    tap = elves.abilities[0].costs[0]  # type: ignore[union-attr]
    assert isinstance(tap, TapUntapped) and tap.count == 2 and tap.what.subtypes == frozenset({"Elf"})
    assert not tap.what.other  # the source may be one of them (Azami taps herself)
    both = compile_record(
        CardRecord.from_json(
            json.dumps(dict(SORCERER, oracle_text="{T}, Tap an untapped Ally you control: Draw a card."))
        )
    )
    other = both.abilities[0].costs[1]  # type: ignore[union-attr]
    assert isinstance(other, TapUntapped) and other.what.other  # {T} already taps the source
    altar = compile_record(
        CardRecord.from_json(json.dumps(dict(SORCERER, oracle_text="Sacrifice a creature: Add {C}{C}.")))
    )
    # a mana ability whose cost needs a chosen object (CR 605.3b: chosen as it is activated)
    sacrifice = altar.abilities[0]
    assert isinstance(sacrifice, ActivatedAbility) and sacrifice.is_mana
    assert isinstance(sacrifice.costs[0], SacrificeOne)


def test_normalise_strips_reminder_and_self_references() -> None:
    text = "Flying (This creature can fly.)\nWhen Serra Angel enters, this creature gets +1/+1."
    assert normalise(text, ["Serra Angel"]) == "Flying\nWhen ~ enters, ~ gets +1/+1."


def test_ability_words_have_no_rules_meaning_207_2c() -> None:
    text = "Landfall — Whenever a land you control enters, draw a card.\nCouncil’s dilemma — X\nDescend 4 — Y"
    assert normalise(text, []) == "Whenever a land you control enters, draw a card.\nX\nY"
    assert normalise("Equip — Pay 3 life.", []) == "Equip — Pay 3 life."  # not an ability word


def test_unsupported_card_is_refused_by_name(tmp_path: Path) -> None:
    src = write_jsonl(tmp_path / "c.jsonl.gz", [PROWESS])
    pool = LayeredPool([db.open_records(src)])
    with pytest.raises(UnsupportedCard, match=r"Test Banding.*Banding"):
        pool.get("Test Banding")


@pytest.mark.skipif(not SHARED.is_file(), reason="needs ../shared/data/cards.jsonl.gz")
def test_coverage_over_the_whole_database(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "coverage", "--cards", str(SHARED), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["total"] == 33999  # ordinary cards only
    assert 1000 < report["supported"] < report["total"]
    assert report["unsupported_phrases"][0]["count"] > 50  # the most common phrase (70 now)


def test_measure_counts_only_ordinary_cards() -> None:
    rows = [SORCERER, dict(SORCERER, name="A-Prodigal Sorcerer"), dict(SORCERER, name="Some Plane", layout="planar")]
    cov = measure(CardRecord.from_json(json.dumps(r)) for r in rows)
    assert (cov.total, cov.supported) == (1, 1)


def test_603_2_trigger_only_once_each_turn_compiles_and_renders() -> None:
    """ "This ability triggers only once each turn." is part of the triggered ability."""
    from arbiter.mtg.model import TriggeredAbility

    text = "Whenever you gain life, put a +1/+1 counter on this creature. This ability triggers only once each turn."
    card = compile_record(CardRecord.from_json(json.dumps(dict(SORCERER, oracle_text=text))))
    trigger = card.abilities[0]
    assert isinstance(trigger, TriggeredAbility) and trigger.once_each_turn and trigger.event == "gain life"
    assert card.rules_text() == text.replace("this creature", "~")


def test_every_compiled_instruction_can_be_run() -> None:
    """A card never pretends: every instruction of a card that compiled without Unsupported parts
    is one the engine runs — a handler, a built-in, or a decision the resolution pauses for — and
    "you may" / "if you do" / mana abilities never wrap one that asks a question."""
    if not SHARED.is_file():
        pytest.skip("needs ../shared/data/cards.jsonl.gz")
    from arbiter.mtg import effects as fx
    from arbiter.mtg.amounts import Counted
    from arbiter.mtg.ir.mana import AddManaX
    from arbiter.mtg.model import (
        ActivatedAbility,
        AddMana,
        AddManaOfChoice,
        And,
        DealDamage,
        MayDo,
        MayPayThen,
        ModifyPT,
        PumpAndGrant,
        SearchLibrary,
        Then,
    )

    direct = (DealDamage, ModifyPT, PumpAndGrant, AddMana, AddManaOfChoice)

    def runnable(e: object, nested: bool) -> bool:
        if isinstance(e, And | Then):
            e = e.effect
        if isinstance(e, Counted):
            e = e.effect  # the instruction, its number counted as it is performed
        if isinstance(e, MayDo) and e.otherwise is not None and not runnable(e.otherwise, nested=True):
            return False
        if isinstance(e, MayDo) and isinstance(e.effect, SearchLibrary) and not nested:
            return True  # "You may search …": the yes/no, then the search's own decisions
        if isinstance(e, MayDo) and type(e.effect).decides and e.then is None and not nested:  # type: ignore[attr-defined]
            return runnable(
                e.effect, nested=False
            )  # "You may have target opponent discard a card": yes, then its question
        if isinstance(e, MayPayThen) and type(e.effect).decides and e.otherwise is None and not nested:  # type: ignore[attr-defined]
            return runnable(e.effect, nested=False)  # its "If you do, <a question>" runs as the next instruction
        if isinstance(e, MayDo | MayPayThen):
            return runnable(e.effect, nested=True)
        if isinstance(e, AddManaOfChoice):
            return True  # a mana ability asks its color as it is activated; from the stack, its asker does
        if isinstance(e, AddManaX):
            return nested  # (only in a mana ability: made plain with the X announced as it is activated, 107.3a)
        if type(e).decides:  # type: ignore[attr-defined]
            return not nested
        return type(e) in fx._HANDLERS or isinstance(e, direct)

    problems = []
    for record in read_records(SHARED):
        card = compile_record(record)
        if card.unsupported:
            continue
        for ability in card.abilities:
            effects = list(getattr(ability, "effects", ()) or ())
            for mode in getattr(ability, "modes", ()) or ():
                effects.extend(mode.effects)
            mana = isinstance(ability, ActivatedAbility) and ability.is_mana
            problems += [(card.name, type(e).__name__) for e in effects if not runnable(e, nested=mana)]
    assert not problems, problems[:10]
