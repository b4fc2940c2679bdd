"""Messages in Russian (the message catalog): every message the engine shows is a catalogued
:class:`Text`, the Russian catalog is complete and keeps every placeholder, the judge rules the
same in both languages, cards appear under their Russian printed names, and the codemod that
wraps message sites is idempotent."""

from __future__ import annotations

import ast
import re
import shutil
import string
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from arbiter.i18n import CardName, Term, Text, msg, render, set_language
from arbiter.i18n.catalog import po_path
from arbiter.scenario.loader import find_files
from arbiter.scenario.report import Result

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
NAMES = ROOT.parent / "shared" / "data" / "card-names-foreign.jsonl.gz"
sys.path.insert(0, str(ROOT / "tools"))

import i18n_catalog  # noqa: E402
import i18n_english  # noqa: E402
import i18n_wrap  # noqa: E402

EVENT_LINE = re.compile(r"\[(CR|rule|assumption) [^\]]*\]$")
PERCENT_PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")
RAW_PLACEHOLDER = re.compile(r"\{[a-z_][a-z_0-9]*(![rsa])?(:[^{}\s]*)?\}")


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    from arbiter.i18n.argparse_words import use_language

    yield
    set_language(None)
    use_language("en")


def _fields(template: str) -> set[str]:
    """A template's placeholders: ``{name}`` (messages) and ``%(name)s`` (the Lab's templates, Jinja's
    new-style gettext)."""
    if PERCENT_PLACEHOLDER.search(template):
        return {f"%{name}" for name in PERCENT_PLACEHOLDER.findall(template)}
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def _msgids() -> set[str]:
    return {str(m.id) for m in i18n_catalog.extract(ROOT) if m.id}


def _russian() -> dict[str, str]:
    with po_path("ru").open("rb") as fh:
        return {str(m.id): str(m.string) for m in read_po(fh) if m.id and not m.fuzzy}


# -- (a) the catalog ------------------------------------------------------------------------------
def test_every_translation_keeps_exactly_the_placeholders_of_its_template() -> None:
    bad = [(k, v) for k, v in _russian().items() if v and _fields(k) != _fields(v)]
    assert not bad, bad[:10]


def test_every_message_has_a_russian_translation() -> None:
    russian = _russian()
    missing = sorted(m for m in _msgids() if not russian.get(m))
    assert not missing, f"{len(missing)} untranslated, e.g. {missing[:10]}"


def test_the_template_and_the_catalogs_are_up_to_date(tmp_path: Path) -> None:
    """The committed arbiter.pot is what Babel extracts from the sources now (tools/i18n_wrap.py
    writes it), and every msgid is in the Russian catalog (translated or not)."""
    pot = ROOT / i18n_catalog.LOCALE / "arbiter.pot"
    with pot.open("rb") as fh:
        committed = {str(m.id) for m in read_po(fh) if m.id}
    assert committed == _msgids()
    assert committed <= set(_russian()) | {m for m in committed if m not in _russian()}
    with po_path("ru").open("rb") as fh:
        in_po = {str(m.id) for m in read_po(fh) if m.id}
    assert committed <= in_po, sorted(committed - in_po)[:10]


def test_every_message_site_is_wrapped() -> None:
    """No refusal or event text is an f-string any more (the codemod has nothing to rewrite)."""
    problems: list[str] = []
    unwrapped = []
    for path in i18n_wrap.source_files(ROOT):
        source = path.read_text(encoding="utf-8")
        if i18n_wrap.rewrite(source, problems, str(path))[0] != source:
            unwrapped.append(str(path.relative_to(ROOT)))
    assert not unwrapped, unwrapped


# -- rendering ------------------------------------------------------------------------------------
def test_a_message_is_its_english_text_and_renders_in_russian() -> None:
    text = msg("{player} casts {card}.", player="alice", card=CardName("Lightning Bolt"))
    assert text == "alice casts Lightning Bolt." and isinstance(text, str)
    assert hash(text) == hash("alice casts Lightning Bolt.")
    assert render(text, "en") == "alice casts Lightning Bolt."
    ru = render(text, "ru")
    assert "Удар Молнии" in ru and "alice" in ru and not RAW_PLACEHOLDER.search(ru)


def test_rendering_never_raises_nor_shows_a_placeholder() -> None:
    """A template without a translation is shown in English with its arguments rendered; a
    nested message and a vocabulary word are rendered too."""
    inner = msg("{card} is tapped: only untapped creatures can block", card=CardName("Grizzly Bears"))
    outer = msg("  refused: {ruling}", ruling=msg("illegal: {reason} (CR {rules})", reason=inner, rules="509.1a"))
    ru = render(outer, "ru")
    assert not RAW_PLACEHOLDER.search(ru) and "509.1a" in ru
    assert render(msg("nobody {knows} this template", knows=Term("graveyard")), "ru") == "nobody кладбище this template"


def test_a_message_survives_pickling_and_copying() -> None:
    import copy
    import pickle

    text = msg("{card} costs {{R}} more: {n:d}", card=CardName("Lightning Bolt"), n=2)
    for clone in (pickle.loads(pickle.dumps(text)), copy.deepcopy(text)):
        assert clone == text and isinstance(clone, Text) and clone.template == text.template


def test_the_language_comes_from_the_option_the_environment_or_the_locale() -> None:
    from arbiter.i18n import from_environment

    assert from_environment({"ARBITER_LANG": "ru", "LANG": "en_US.UTF-8"}) == "ru"
    assert from_environment({"LC_ALL": "ru_RU.UTF-8"}) == "ru"
    assert from_environment({"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}) == "en"
    assert from_environment({"LANG": "ru_RU.UTF-8"}) == "ru"
    assert from_environment({}) == "en"
    set_language("ru")
    assert render(msg("{player} passes", player="bob")) == "bob пасует"


def test_argparse_speaks_russian_under_lang_ru(capsys: pytest.CaptureFixture[str]) -> None:
    """The command line's own words — "usage:", "options", "-h", its errors — come from the catalog."""
    from arbiter.cli.main import main

    with pytest.raises(SystemExit):
        main(["--lang", "ru", "judge", "--help"])
    out = capsys.readouterr().out
    assert "использование:" in out and "показать эту справку и выйти" in out and "по умолчанию" in out
    assert "usage:" not in out and "options:" not in out
    with pytest.raises(SystemExit):
        main(["--lang", "ru", "judge"])
    assert "ошибка: нужны следующие аргументы: PATH" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--lang", "en", "judge"])
    assert "error: the following arguments are required: PATH" in capsys.readouterr().err


# -- (b), (c), (d): the scenario suite in Russian -------------------------------------------------
def _run_suite(judged: list[Result], lang: str, every: int) -> tuple[int, list[Result], str]:
    from arbiter.cli.main import main

    judged.clear()
    files = [str(f) for f in find_files([str(ROOT / "scenarios")])][::every]
    status = main(["judge", *files, "--explain", "--quiet", "--lang", lang, "--cards", str(CARDS)])
    return status, list(judged), lang


def _escapes(results: list[Result], catalog: set[str]) -> list[str]:
    """Events and refusals of the log that aren't catalogued messages, by scenario and line."""
    found: list[str] = []
    for r in results:
        for line in r.log:
            where = f"{r.file}: {r.name}: {line.strip()[:80]}"
            if not isinstance(line, Text):  # (other lines, the layers explained for `explain:`, aren't events)
                if line.lstrip().startswith("refused: ") or EVENT_LINE.search(line):
                    found.append(f"{where} (a plain str in the log)")
                continue
            if line.template == "  {event}":
                event = line.args["event"]
                text = event.args.get("event") if isinstance(event, Text) else None
                if not isinstance(text, Text) or text.template not in catalog:
                    found.append(f"{where} (an event's text())")
            elif line.template == "  refused: {ruling}":
                ruling = line.args["ruling"]
                reason = ruling.args.get("reason") if isinstance(ruling, Text) else None
                if not isinstance(reason, Text) or reason.template not in catalog:
                    found.append(f"{where} (a refusal's reason)")
    return found


def _check_suite(judged: list[Result], capsys: pytest.CaptureFixture[str], every: int) -> None:
    catalog = _msgids()
    status_en, english, _ = _run_suite(judged, "en", every)
    out_en = capsys.readouterr().out
    status_ru, russian, _ = _run_suite(judged, "ru", every)
    out_ru = capsys.readouterr().out
    assert status_en == status_ru == 0
    # (c) the same verdicts, and every refusal cites the same rules
    assert [(r.name, r.status) for r in english] == [(r.name, r.status) for r in russian]
    refusals_en = [line.args["ruling"].args.get("rules") for r in english for line in r.log
                   if isinstance(line, Text) and line.template == "  refused: {ruling}"]  # fmt: skip
    refusals_ru = [line.args["ruling"].args.get("rules") for r in russian for line in r.log
                   if isinstance(line, Text) and line.template == "  refused: {ruling}"]  # fmt: skip
    assert refusals_en == refusals_ru and refusals_en
    # (b) no plain string escapes: every event text and refusal reason is a catalogued message
    escapes = _escapes(russian, catalog)
    assert not escapes, f"{len(escapes)} plain messages, e.g. {escapes[:10]}"
    # the Russian report: never a raw placeholder, and different from the English one
    # (the indented lines: a verdict's line shows the scenario's name as its author wrote it)
    assert not [line for line in out_ru.splitlines() if line.startswith(" ") and RAW_PLACEHOLDER.search(line)][:5]
    assert out_ru != out_en and "передаёт приоритет" in out_ru


@pytest.mark.skipif(not CARDS.is_file(), reason="the scenarios use real cards from ../shared/data/cards.jsonl.gz")
def test_a_sample_of_the_suite_rules_the_same_in_russian(
    judged: list[Result], capsys: pytest.CaptureFixture[str]
) -> None:
    _check_suite(judged, capsys, every=50)


@pytest.mark.slow
@pytest.mark.skipif(not CARDS.is_file(), reason="the scenarios use real cards from ../shared/data/cards.jsonl.gz")
def test_the_whole_suite_rules_the_same_in_russian(judged: list[Result], capsys: pytest.CaptureFixture[str]) -> None:
    _check_suite(judged, capsys, every=1)


@pytest.mark.skipif(not NAMES.is_file(), reason="the printed names are in ../shared/data/card-names-foreign.jsonl.gz")
def test_a_card_shows_its_russian_printed_name_in_a_russian_event() -> None:
    """Lightning Bolt is cast at a player: in Russian, the event names «Удар Молнии»."""
    from arbiter.mtg.actions import Cast
    from tests.conftest import player, position

    g, _ = position(player(hand=["Lightning Bolt"], battlefield=["Mountain"]), player())
    action = next(a for a in g.legal_actions() if isinstance(a, Cast))
    assert g.apply(action)
    for _ in range(5):  # the target (bob), then the payment, if asked
        if any(type(e).__name__ == "SpellCast" for e in g.state.events):
            break
        assert g.apply([a for a in g.legal_actions() if type(a).__name__ != "Cancel"][-1])
    cast = [e.text() for e in g.state.events if type(e).__name__ == "SpellCast"]
    assert cast and isinstance(cast[-1], Text)
    assert "Lightning Bolt" in cast[-1]
    assert "Удар Молнии" in render(cast[-1], "ru")


# -- (e) the codemod ------------------------------------------------------------------------------
SAMPLE = '''"""A module with message sites."""

from __future__ import annotations

from arbiter.core.ruling import Illegal, IllegalAction


def refuse(o, b, n, hand):
    an = o.card.name
    if n:
        return Illegal(f"{o.card.name} can't block {b.card.name}: {len(hand)} card(s), {n!r}", ("509.1b",))
    why = "it is tapped" if o.tapped else "it is sick"
    raise IllegalAction(f"{an} can't attack: {why}", "508.1a")
'''


def test_the_codemod_rewrites_message_sites_and_is_idempotent(tmp_path: Path) -> None:
    problems: list[str] = []
    once, count = i18n_wrap.rewrite(SAMPLE, problems, "sample.py")
    assert count == 2 and not problems
    assert '"{card} can\'t block {card2}: {hand_count} card(s), {n}",' in once
    assert "card=CardName(o.card.name),\n            card2=CardName(b.card.name)," in once
    assert "hand_count=len(hand),\n            n=repr(n)," in once
    assert 'msg("{an} can\'t attack: it is tapped", an=CardName(an))\n        if o.tapped' in once
    assert "why =" not in once  # the inlined local is gone
    assert "from arbiter.i18n import CardName, msg" in once
    ast.parse(once)
    assert i18n_wrap.rewrite(once, problems, "sample.py") == (once, 0)


def test_running_the_codemod_on_a_copy_changes_nothing(tmp_path: Path) -> None:
    """The tool run on a copy of the tree (already wrapped) leaves every file as it is."""
    copy = tmp_path / "tree"
    shutil.copytree(ROOT / "src", copy / "src", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "tools", copy / "tools", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    before = {p: p.read_bytes() for p in (copy / "src").rglob("*") if p.is_file()}
    done = subprocess.run(
        [sys.executable, str(copy / "tools" / "i18n_wrap.py"), str(copy)], capture_output=True, text=True, check=True
    )
    assert done.stdout.startswith("0 message sites rewritten in 0 files"), done.stdout
    after = {p: p.read_bytes() for p in (copy / "src").rglob("*") if p.is_file()}
    assert [str(p) for p in before if before[p] != after.get(p)] == []


# -- (f) no English left in the Russian report ----------------------------------------------------
# the whole suite's Russian report (with --explain) shows no English fragment (tools/i18n_english.py
# lists them); the sample below is the fast check of the same
def _english_fragments(judged: list[Result], capsys: pytest.CaptureFixture[str], every: int) -> list[str]:
    """Runs of two or more English words in `judge --lang ru --explain` that aren't a card's name
    without a Russian printed name, quoted card text, a rule citation or notation."""
    capsys.readouterr()
    status, _, _ = _run_suite(judged, "ru", every)
    out = capsys.readouterr().out
    assert status == 0
    return list(i18n_english.fragments(out, _exempt_names()))


_NAMES: list[set[tuple[str, ...]]] = []


def _exempt_names() -> set[tuple[str, ...]]:
    if not _NAMES:
        from arbiter.i18n import use_names_beside

        use_names_beside(CARDS)
        _NAMES.append(i18n_english.card_names(CARDS) | i18n_english.inline_names(ROOT / "scenarios"))
    return _NAMES[0]


def test_the_english_checker_finds_english_and_exempts_names_quotes_and_citations() -> None:
    names = {("grizzly", "bears"), ("example", "peasant")}
    text = (
        "ПРОЙДЕН An English title  (scenarios/x.yaml)\n"
        "   alice активирует способность карты Grizzly Bears «{T}: Add {G}.»  [CR 602.2b]\n"
        "   Гризли gains flying until end of turn.  [правило staged:forming]\n"
        "   выберите цвет: W, U, B, R или G; цели: Example Peasant (bob), bob\n"
    )
    assert list(i18n_english.fragments(text, names)) == ["gains flying until end of turn"]


@pytest.mark.skipif(not CARDS.is_file(), reason="the scenarios use real cards from ../shared/data/cards.jsonl.gz")
def test_a_sample_of_the_suite_shows_no_english_in_russian(
    judged: list[Result], capsys: pytest.CaptureFixture[str]
) -> None:
    found = _english_fragments(judged, capsys, every=50)
    assert not found, f"{len(found)} English fragments, e.g. {found[:10]}"


@pytest.mark.slow
@pytest.mark.skipif(not CARDS.is_file(), reason="the scenarios use real cards from ../shared/data/cards.jsonl.gz")
def test_the_whole_suite_shows_no_english_in_russian(judged: list[Result], capsys: pytest.CaptureFixture[str]) -> None:
    found = _english_fragments(judged, capsys, every=1)
    assert not found, f"{len(found)} English fragments, e.g. {found[:10]}"


FAILING = """scenarios:
  - scenario: a wrong expectation
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          battlefield: [{card: Mountain, id: m1}]
          hand: [{card: Lightning Bolt, id: bolt}]
        bob: {}
    do:
      - by: alice
        cast: bolt
        targets: [bob]
      - resolve: 1
        expect: {life: {bob: 18}}
  - scenario: a refusal expected, the action accepted
    setup:
      turn: {active: alice, step: main1}
      players:
        alice:
          battlefield: [{card: Mountain, id: m1}]
          hand: [{card: Lightning Bolt, id: bolt}]
        bob: {}
    do:
      - by: alice
        cast: bolt
        targets: [bob]
        expect: {illegal: true}
  - scenario: the action refused where none was expected
    setup:
      turn: {active: alice, step: main1}
      players:
        alice: {hand: [{card: Lightning Bolt, id: bolt}]}
        bob: {}
    do:
      - {by: alice, cast: bolt, targets: [bob]}
  - scenario: an unknown card
    setup:
      turn: {active: alice, step: main1}
      players:
        alice: {hand: [{card: No Such Card Anywhere, id: x}]}
        bob: {}
  - scenario: a card the engine can't run
    setup:
      turn: {active: alice, step: main1}
      players:
        alice: {hand: [{card: Shahrazad, id: x}]}
        bob: {}
  - scenario: an unknown verb
    setup:
      turn: {active: alice, step: main1}
      players: {alice: {}, bob: {}}
    do:
      - {by: alice, fly: x}
"""


@pytest.mark.skipif(not CARDS.is_file(), reason="the scenarios use real cards from ../shared/data/cards.jsonl.gz")
def test_the_judges_own_failure_lines_are_russian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A failing scenario's lines under ``--lang ru``: expected and actual, "accepted", the refusal,
    an unknown card, a card the engine can't run (its Oracle text quoted), a malformed step —
    Russian words around the file's own data, no English template left."""
    from arbiter.cli.main import main

    path = tmp_path / "failing.yaml"
    path.write_text(FAILING, encoding="utf-8")
    assert main(["judge", str(path), "--lang", "ru", "--cards", str(CARDS)]) != 0
    captured = capsys.readouterr()
    out = captured.out + captured.err
    for russian in ("ожидалось", "получено принято", "ожидалось принято, получено недопустимо: ",
                    "неизвестная карта 'No Such Card Anywhere'", "Shahrazad: движок пока не умеет выполнять «",
                    "неизвестные ключи шага: fly", "провалено: 3, ошибок: 3"):  # fmt: skip
        assert russian in out, (russian, out)
    # (the verdict lines show the scenarios' names as written; the file's path is the file's)
    lines = "\n".join(
        line.replace(str(path), "FILE") for line in out.splitlines() if not line.startswith(("ПРОВАЛЕН", "ОШИБКА"))
    )
    for english in ("expected", "got", "accepted", "unknown", "cannot run", "step ", "passed", "failed", "error"):
        assert english not in lines, (english, lines)
