"""CR 603.7d–e: the source of a delayed triggered ability is the spell that created it, or the
source of the ability that created it. Flickerwisp's "Return that card to the battlefield … at
the beginning of the next end step" is Flickerwisp's ability — it was logged as one of the exiled
card's ("Grizzly Bears's triggered ability"); Scarblade's Malice's "When that creature dies this
turn, …" is the spell's, not the dead creature's. A token copy of Flickerwisp that has ceased to
exist by then is still named by its card (113.7a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

FLICKERWISP = """\
format: 1.1
scenario: "Flickerwisp exiles bob's Grizzly Bears until the end step"
covers: ["603.7e"]
setup:
  turn: {active: alice, step: main2}
  players:
    alice:
      battlefield: [Plains, Plains, Plains]
      hand: [{card: Flickerwisp, id: wisp}]
    bob:
      battlefield: [{card: Grizzly Bears, id: bears}]
do:
  - by: alice
    cast: wisp
  - resolve: 1
  - by: alice
    choose: bears
  - resolve: 1
    expect: {zone: {bears: exile}}
  - advance: end
    expect: {stack: 1}
  - resolve: 1
    expect: {zone: {bears: battlefield}}
"""

TOKEN_COPY_GONE = """\
format: 1.1
scenario: "Kiki-Jiki's token copy of Flickerwisp exiles the Bears and is Shocked"
covers: ["603.7e", "113.7a"]
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      battlefield: [{card: "Kiki-Jiki, Mirror Breaker", id: kiki}, {card: Flickerwisp, id: wisp}]
    bob:
      battlefield: [{card: Grizzly Bears, id: bears}, Mountain]
      hand: [{card: Shock, id: shock}]
do:
  - by: alice
    activate: {source: kiki, ability: 1}
    targets: [wisp]
  - resolve: 1
  - by: alice
    choose: bears
  - resolve: 1
  - by: alice
    pass: true
  - by: bob
    cast: shock
    targets: ["Flickerwisp#1"]
  - resolve: 1
    expect: {zone: {wisp: battlefield}}
  - advance: declare_attackers
  - by: alice
    attack: {}
  - advance: end
  - by: alice
    choose: 1  # with Kiki-Jiki's "sacrifice it" for the gone token (it triggers and does nothing, 603.7c)
    expect: {stack: 2}
  - resolve: 2
    expect: {zone: {bears: battlefield}}
"""

MALICE = """\
format: 1.1
scenario: "Scarblade's Malice on the Bears, which then die"
covers: ["603.7d"]
setup:
  turn: {active: alice, step: main1}
  players:
    alice:
      battlefield: [{card: Grizzly Bears, id: bears}, Swamp, Mountain]
      hand: [{card: Scarblade's Malice, id: malice}, {card: Shock, id: shock}]
do:
  - by: alice
    cast: malice
    targets: [bears]
  - resolve: 1
  - by: alice
    cast: shock
    targets: [bears]
  - resolve: 1
    expect: {zone: {bears: graveyard}, stack: 1}
  - resolve: 1
expect:
  tokens: {alice: ["2/2 black green Elf"]}
"""

_RETURN = '"At the beginning of the next end step, return that card to the battlefield'


def test_the_return_is_flickerwisps_ability(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, FLICKERWISP)
    assert f"Flickerwisp's triggered ability goes on the stack: {_RETURN}" in out, out
    assert "Grizzly Bears's triggered ability" not in out, out


def test_a_vanished_token_creator_still_names_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, TOKEN_COPY_GONE)
    assert f"Flickerwisp's triggered ability goes on the stack: {_RETURN}" in out, out


def test_a_dies_this_turn_trigger_is_the_spells(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = explained(tmp_path, capsys, MALICE)
    assert "Scarblade's Malice's triggered ability goes on the stack" in out, out
    assert "Grizzly Bears's triggered ability" not in out, out
