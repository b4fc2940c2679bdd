"""Fuzzing the card-import record reader: generated and mutated JSON-lines, Scryfall and MTGJSON
files give well-typed records or a :class:`CardDataError`, never another exception."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from arbiter.cards.records import CardDataError, CardRecord, read_records
from tests.decks.fuzzing import LONG, QUICK, skip_unless_slow_selected

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
text_or_any = st.one_of(st.text(max_size=12), json_values)
FIELDS = ["mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "layout", "colors", "faces"]


@st.composite
def records(draw: st.DrawFn, depth: int = 0) -> dict[str, Any]:
    """A card object in the project's form; each field well-typed or anything at all."""
    name = st.text(min_size=1, max_size=12) if draw(st.integers(0, 3)) else text_or_any
    record: dict[str, Any] = {"name": draw(name)} if draw(st.integers(0, 9)) else {}
    for field in draw(st.lists(st.sampled_from(FIELDS), max_size=6, unique=True)):
        if field == "faces" and depth == 0 and draw(st.booleans()):
            record[field] = draw(st.lists(records(depth=1), max_size=2))
        elif field == "colors" and draw(st.booleans()):
            record[field] = draw(st.lists(st.sampled_from("WUBRG"), max_size=2))
        else:
            record[field] = draw(st.text(max_size=12) if draw(st.booleans()) else text_or_any)
    return record


def scryfall(rs: list[dict[str, Any]]) -> Any:
    return [dict(r, card_faces=r.pop("faces")) if "faces" in r else r for r in rs]


def mtgjson(rs: list[dict[str, Any]]) -> Any:
    return {"data": {str(r.get("name")): [dict(r, type=r.get("type_line"), text=r.get("oracle_text"))] for r in rs}}


@st.composite
def files(draw: st.DrawFn) -> bytes:
    rs = draw(st.lists(records(), max_size=5))
    form = draw(st.sampled_from(["jsonl", "scryfall", "mtgjson", "json"]))
    if form == "jsonl":
        data = "\n".join(json.dumps(r) for r in rs).encode()
    elif form == "scryfall":
        data = json.dumps(scryfall(rs)).encode()
    elif form == "mtgjson":
        data = json.dumps(mtgjson(rs)).encode()
    else:
        data = json.dumps(draw(json_values)).encode()
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 2, 3]))):  # mutations
        i = draw(st.integers(0, len(data)))
        j = draw(st.integers(i, min(len(data), i + 8)))
        data = data[:i] + draw(st.binary(max_size=4)) + data[j:]
    return data


def well_typed(record: CardRecord) -> bool:
    texts = (record.type_line, record.oracle_text, record.layout)
    optional = (record.mana_cost, record.power, record.toughness, record.loyalty)
    return (
        isinstance(record.name, str)
        and all(isinstance(t, str) for t in texts)
        and all(v is None or isinstance(v, str) for v in optional)
        and all(isinstance(c, str) for c in record.colors)
        and all(well_typed(f) for f in record.faces)
    )


def check(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.json"
        path.write_bytes(data)
        try:
            read = list(read_records(path))
        except CardDataError as exc:
            assert str(exc).startswith(str(path)), exc
            event("refused")
        else:
            assert all(well_typed(r) for r in read)
            event("read")
            assert all(CardRecord.from_json(r.to_json()) == r for r in read)


@QUICK
@given(files())
def test_record_reader_never_fails_internally(data: bytes) -> None:
    check(data)


@pytest.mark.slow
@LONG
@given(files())
def test_record_reader_never_fails_internally_10000(data: bytes) -> None:
    check(data)


@pytest.fixture(autouse=True)
def _slow_only_when_selected(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("slow"):
        skip_unless_slow_selected(request.config)
