"""Backup (CR 702.165a): "Backup N" means "When this creature enters, put N +1/+1 counters on
target creature. If that's another creature, it also gains the non-backup abilities of this
creature printed below this one until end of turn." The keyword line compiles to the triggered
ability; which abilities it grants is known only from the lines printed below it, so
:func:`link_backup` fills them in once the whole card is read (702.165c: only printed abilities).
The engine grants keyword, activated and triggered abilities (a triggered ability gained until end of
turn triggers as the permanent's own, 613.1f, 113.7) and two kinds of static ability (:func:`_grantable`):
a backup with another static ability below stays unsupported."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.mtg.effects.keywords import BackupGrant
from arbiter.mtg.ir.abilities import Ability, ActivatedAbility, Keyword, TriggeredAbility, Unsupported
from arbiter.mtg.ir.refs import TARGET_CREATURE, Ref
from arbiter.mtg.ir.statics.damage_by_toughness import AssignsOwnDamageByToughness
from arbiter.mtg.model import CantBeBlockedBy, PutCounters

_BACKUP = re.compile(r"Backup (\d+)((?:, backup \d+)*)")


def backup_ability(line: str) -> list[Ability] | None:
    """The triggered ability "Backup N" stands for, its granted abilities still to be filled in;
    "Backup 1, backup 1, backup 1" is three of them (each triggers separately; the first renders
    the line, the others nothing)."""
    m = _BACKUP.fullmatch(line)
    if m is None:
        return None
    counts = [int(m.group(1)), *(int(x) for x in re.findall(r"\d+", m.group(2)))]
    return [
        TriggeredAbility(
            "enters",
            (PutCounters("+1/+1", n, Ref("target", 0)), BackupGrant()),
            (TARGET_CREATURE,),
            trigger_text="When ~ enters",
            keyword_text=line if k == 0 else "",
        )
        for k, n in enumerate(counts)
    ]


def _is_backup(a: Ability) -> bool:
    return isinstance(a, TriggeredAbility) and any(isinstance(e, BackupGrant) for e in a.effects)


def _grantable(b: Ability) -> bool:
    """An ability the engine can grant until end of turn (layer 6, CR 613.1f): a keyword, an
    activated ability or a triggered ability (collected with the permanent's granted ones,
    :mod:`arbiter.mtg.triggers.granted`), and the static abilities whose rules are read from the
    permanent's current abilities — "~ can't be blocked by <creatures>" (509.1b) and "~ assigns
    combat damage equal to its toughness rather than its power" (510.1a). Other granted static
    abilities stay unsupported for now."""
    return isinstance(b, Keyword | ActivatedAbility | TriggeredAbility | CantBeBlockedBy | AssignsOwnDamageByToughness)


def link_backup(abilities: list[Ability]) -> list[Ability]:
    """Give each backup ability the keywords printed below it (CR 702.165a: the non-backup
    abilities), or mark it unsupported when something other than keywords is printed below."""
    if not any(_is_backup(a) for a in abilities):
        return abilities
    out = list(abilities)
    for i, a in enumerate(out):
        if not (isinstance(a, TriggeredAbility) and _is_backup(a)):
            continue
        below = [b for b in out[i + 1 :] if not _is_backup(b)]
        if not below or any(isinstance(b, Unsupported) or not _grantable(b) for b in below):
            out[i] = Unsupported(a.text())
            continue
        names = tuple(b.name for b in below if isinstance(b, Keyword))
        granted = tuple(b for b in below if not isinstance(b, Keyword))
        effects = tuple(BackupGrant(names, granted) if isinstance(e, BackupGrant) else e for e in a.effects)
        out[i] = replace(a, effects=effects)
    return out
