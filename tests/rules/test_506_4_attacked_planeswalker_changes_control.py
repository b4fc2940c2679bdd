"""CR 506.4, 506.4c: a planeswalker being attacked is removed from combat when its controller
changes — it stops being attacked, and the creatures attacking it stay attacking creatures that
attack nothing: unblocked, they deal no combat damage (510.1b). A creature put onto the
battlefield attacking it afterwards (ninjutsu) never attacks (508.4a: a planeswalker no longer
controlled by a defending player). Until the fix, alice's Bears dealt their damage to the
Garruk she had just taken."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.judged import explained

ROOT = Path(__file__).resolve().parent.parent.parent
CARDS = ROOT.parent / "shared" / "data" / "cards.jsonl.gz"
pytestmark = pytest.mark.skipif(not CARDS.is_file(), reason="uses real cards from ../shared/data/cards.jsonl.gz")

_SETUP = """\
setup:
  turn: {active: alice, step: declare_attackers}
  players:
    alice:
      battlefield: [{card: Grizzly Bears, id: bears}, {card: Mountain}, {card: Mountain}, {card: Mountain},
                    {card: Mountain}, {card: Mountain}, {card: Island, id: i1}, {card: Island, id: i2}]
      hand: [{card: Word of Seizing, id: word}, {card: Ninja of the Deep Hours, id: ninja}]
    bob:
      battlefield: [{card: Garruk Wildspeaker, id: garruk, counters: {loyalty: 3}}]
"""

STOLEN = f"""\
scenario: the attacked Garruk changes control
{_SETUP}do:
  - by: alice
    attack: {{bears: garruk}}
  - advance: declare_blockers
  - by: alice
    cast: word
    targets: [garruk]
  - resolve: 1
    expect: {{controller: {{garruk: alice}}}}
  - advance: end_of_combat
expect:
  counters: {{garruk: {{loyalty: 3}}}}
  life: {{bob: 20}}
"""

NINJUTSU_AFTER = f"""\
scenario: ninjutsu after the attacked Garruk changed control
{_SETUP}do:
  - by: alice
    attack: {{bears: garruk}}
  - advance: declare_blockers
  - by: alice
    cast: word
    targets: [garruk]
  - resolve: 1
  - by: alice
    activate: {{source: ninja, ability: 1}}
    pay: {{return: [bears], mana: [i1, i2]}}
  - resolve: 1
  - advance: end_of_combat
expect:
  zone: {{ninja: battlefield}}
  counters: {{garruk: {{loyalty: 3}}}}
  life: {{bob: 20}}
  hand: {{alice: 1}}
"""


def test_506_4_an_attacked_planeswalker_whose_controller_changes_is_no_longer_attacked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, STOLEN)
    assert "Garruk Wildspeaker is removed from combat.  [CR 506.4]" in out, out
    assert "combat damage to Garruk" not in out, out


def test_508_4a_ninjutsu_after_the_planeswalker_changed_control_never_attacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = explained(tmp_path, capsys, NINJUTSU_AFTER)
    assert "enters tapped but isn't attacking.  [CR 508.4a]" in out, out
