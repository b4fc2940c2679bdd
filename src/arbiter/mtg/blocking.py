"""Declaring blockers (CR 509.1): restrictions (509.1b) as predicates on the whole declaration,
requirements (509.1c), and legality — no restriction broken, and as many requirements obeyed
as any restriction-respecting declaration could obey (509.1c, seed requirement E1).

Restrictions come in four shapes: per blocker–attacker pair (evasion abilities, "can't be
blocked by …", "can block only …"), per attacker (menace, "except by N or more", "by more than
one"), per blocker ("can't block", how many attackers it may block, 509.1a), and global ("no
more than N creatures can block"). The maximum number of obeyable requirements is found with
OR-Tools CP-SAT (decisions.md §10) behind a fast path for declarations without requirements.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.core.ruling import Illegal
from arbiter.mtg.characteristics import colors, has_keyword, matches, power, statics
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.model import (
    AllMustBlock,
    BlocksEachCombat,
    CanBlockMore,
    CanBlockOnly,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByMoreThanOne,
    CantBeBlockedExceptBy,
    CantBlock,
    MustBeBlocked,
    NoMoreThanBlock,
)
from arbiter.mtg.state import GameObject

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

Block = tuple[int, int]  # (blocker id, attacker id)
MANY = 1_000


# -- per pair ------------------------------------------------------------------------------------


def blocker_error(g: Game, b: GameObject) -> Illegal | None:
    """CR 509.1a: an untapped creature the defending player controls; "can't block" (509.1b)."""
    st = g.state
    if b.zone is not Zone.BATTLEFIELD or not b.card.is_creature or b.controller == st.active:
        return Illegal(f"{b.card.name} is not a creature the defending player controls", ("509.1a",))
    if b.tapped:
        return Illegal(f"{b.card.name} is tapped: only untapped creatures can block", ("509.1a",))
    if any(isinstance(s, CantBlock) for s in statics(g, b)):
        return Illegal(f"{b.card.name} can't block", ("509.1b",))
    return None


def _landwalk_kinds(g: Game, a: GameObject) -> list[str]:
    out = []
    for s in ("plains", "island", "swamp", "mountain", "forest", "desert", "legendary land", "nonbasic land"):
        for prefix in ("", "snow "):
            kw = f"{prefix}{s}walk"
            if has_keyword(g, a, kw):
                out.append(kw)
    return out


def _defender_has_land(g: Game, kind: str) -> bool:
    """CR 702.14c: does the defending player control a land of the landwalk's kind?"""
    st = g.state
    snow = kind.startswith("snow ")
    what = kind.removeprefix("snow ").removesuffix("walk")
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == st.active or not o.card.is_land:
            continue
        if snow and "Snow" not in o.card.supertypes:
            continue
        if what == "legendary land" and "Legendary" in o.card.supertypes:
            return True
        if what == "nonbasic land" and "Basic" not in o.card.supertypes:
            return True
        if what.capitalize() in o.card.subtypes:
            return True
    return False


def _cant_be_blocked_effect(g: Game, a: GameObject) -> bool:
    return any(e.object_id == a.id and e.zcc == a.zcc and e.kind == "cant_be_blocked" for e in g.state.effects)


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def pair_error(g: Game, b: GameObject, a: GameObject) -> Illegal | None:
    """Every restriction that concerns this blocker blocking this attacker (CR 509.1b)."""
    error = blocker_error(g, b)
    if error is not None:
        return error
    if a.attacking is None or a.zone is not Zone.BATTLEFIELD:
        return Illegal(f"{a.card.name} is not attacking", ("509.1a",))
    an, bn = a.card.name, b.card.name
    a_statics = statics(g, a)
    if any(isinstance(s, CantBeBlocked) for s in a_statics) or _cant_be_blocked_effect(g, a):
        return Illegal(f"{an} can't be blocked", ("509.1b",))
    if has_keyword(g, a, "flying") and not (has_keyword(g, b, "flying") or has_keyword(g, b, "reach")):
        return Illegal(f"{an} has flying: only creatures with flying or reach can block it", ("509.1b", "702.9b"))
    a_shadow, b_shadow = has_keyword(g, a, "shadow"), has_keyword(g, b, "shadow")
    if a_shadow and not b_shadow:
        return Illegal(f"{an} has shadow: only creatures with shadow can block it", ("509.1b", "702.28b"))
    if b_shadow and not a_shadow:
        return Illegal(f"{bn} has shadow: it can block only creatures with shadow", ("509.1b", "702.28b"))
    if has_keyword(g, a, "horsemanship") and not has_keyword(g, b, "horsemanship"):
        return Illegal(f"{an} has horsemanship: only creatures with horsemanship can block it", ("509.1b", "702.31b"))
    b_artifact = CardType.ARTIFACT in b.card.types and b.card.is_creature
    b_colors = colors(g, b)
    if has_keyword(g, a, "fear") and not (b_artifact or any(c.value == "B" for c in b_colors)):
        return Illegal(f"{an} has fear: only artifact and/or black creatures can block it", ("509.1b", "702.36b"))
    if has_keyword(g, a, "intimidate") and not (b_artifact or colors(g, a) & b_colors):
        return Illegal(
            f"{an} has intimidate: only artifact creatures and creatures sharing a color with it can block it",
            ("509.1b", "702.13b"),
        )
    if has_keyword(g, a, "skulk") and power(g, b) > power(g, a):
        return Illegal(f"{an} has skulk: creatures with greater power can't block it", ("509.1b", "702.118b"))
    for kind in _landwalk_kinds(g, a):
        if _defender_has_land(g, kind):
            what = kind.removesuffix("walk")
            return Illegal(
                f"{an} has {kind} and the defending player controls a{'n' if what[0] in 'aeiou' else ''} {what}",
                ("509.1b", "702.14c"),
            )
    for color, symbol in _COLOR_WORDS.items():
        if has_keyword(g, a, f"protection from {color}") and any(c.value == symbol for c in b_colors):
            return Illegal(f"{an} has protection from {color}", ("509.1b", "702.16f"))
    for s in a_statics:
        if isinstance(s, CantBeBlockedBy) and matches(g, s.by, b):
            return Illegal(f"{an} can't be blocked by {s.by.text}", ("509.1b",))
    for s in statics(g, b):
        if isinstance(s, CanBlockOnly) and not matches(g, s.what, a):
            return Illegal(f"{bn} can block only {s.what.text}", ("509.1b",))
    return None


# -- per blocker, per attacker, global -----------------------------------------------------------


def capacity(g: Game, b: GameObject) -> int:
    """CR 509.1a: each creature blocks one attacker, unless an ability lets it block more."""
    extra = 0
    for s in statics(g, b):
        if isinstance(s, CanBlockMore):
            if s.extra is None:
                return MANY
            extra += s.extra
    return 1 + extra


def minimum_blockers(g: Game, a: GameObject) -> tuple[int, tuple[str, ...], str]:
    """The fewest creatures that may block ``a`` (if any do): menace (702.111b) and "can't be
    blocked except by N or more creatures"."""
    need, rules, why = 1, ("509.1b",), ""  # type: tuple[int, tuple[str, ...], str]
    if has_keyword(g, a, "menace"):
        need, rules, why = 2, ("509.1b", "702.111b"), "menace"
    for s in statics(g, a):
        if isinstance(s, CantBeBlockedExceptBy) and s.count > need:
            need, rules, why = s.count, ("509.1b",), f"can't be blocked except by {s.count} or more creatures"
    return need, rules, why


def maximum_blockers(g: Game, a: GameObject) -> int:
    return 1 if any(isinstance(s, CantBeBlockedByMoreThanOne) for s in statics(g, a)) else MANY


def global_limit(g: Game) -> int:
    """ "No more than N creatures can block each combat." (the smallest such N)."""
    st = g.state
    limit = MANY
    for sid in st.grant_sources:
        for s in statics(g, st.objects[sid]):
            if isinstance(s, NoMoreThanBlock):
                limit = min(limit, s.count)
    return limit


def restriction_error(g: Game, blocks: Sequence[Block]) -> Illegal | None:
    """CR 509.1b: the first restriction the whole declaration breaks, or None."""
    st = g.state
    per_blocker: dict[int, list[int]] = {}
    per_attacker: dict[int, list[int]] = {}
    for b, a in blocks:
        if a in per_blocker.get(b, []):
            return Illegal("the same block is declared twice", ("509.1a",))
        per_blocker.setdefault(b, []).append(a)
        per_attacker.setdefault(a, []).append(b)
        bo, ao = st.objects.get(b), st.objects.get(a)
        if bo is None or ao is None:
            return Illegal("the declaration names a creature that doesn't exist", ("509.1a",))
        error = pair_error(g, bo, ao)
        if error is not None:
            return error
    for b, attackers in per_blocker.items():
        cap = capacity(g, st.objects[b])
        if len(attackers) > cap:
            name = st.objects[b].card.name
            return Illegal(f"{name} can block only {cap} creature{'s' if cap > 1 else ''}", ("509.1a",))
    for a, blockers in per_attacker.items():
        ao = st.objects[a]
        need, rules, why = minimum_blockers(g, ao)
        if len(blockers) < need:
            return Illegal(f"{ao.card.name} has {why}: it can't be blocked except by {need} or more creatures", rules)
        if len(blockers) > maximum_blockers(g, ao):
            return Illegal(f"{ao.card.name} can't be blocked by more than one creature", ("509.1b",))
    limit = global_limit(g)
    if len(per_blocker) > limit:
        return Illegal(f"no more than {limit} creature(s) can block each combat", ("509.1b",))
    return None


# -- requirements (509.1c) -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Requirement:
    """``kind``: "blocks" (blocker blocks something), "blocks_attacker" (blocker blocks that
    attacker), "blocked" (attacker is blocked by at least one creature)."""

    kind: str
    blocker: int | None
    attacker: int | None
    why: str

    def obeyed(self, blocks: Sequence[Block]) -> bool:
        if self.kind == "blocks":
            return any(b == self.blocker for b, _ in blocks)
        if self.kind == "blocks_attacker":
            return (self.blocker, self.attacker) in blocks
        return any(a == self.attacker for _, a in blocks)


def candidates(g: Game) -> tuple[list[GameObject], list[GameObject]]:
    st = g.state
    objs = [st.objects[i] for i in st.battlefield]
    blockers = [o for o in objs if o.card.is_creature and o.controller != st.active and blocker_error(g, o) is None]
    attackers = [o for o in objs if o.attacking is not None]
    return blockers, attackers


def requirements(g: Game) -> list[Requirement]:
    """The blocking requirements in force (CR 509.1c). A requirement that could be obeyed only
    by paying a cost doesn't count (509.1d); none of these need one."""
    st = g.state
    blockers, attackers = candidates(g)
    out: list[Requirement] = []
    for b in blockers:
        if any(isinstance(s, BlocksEachCombat) for s in statics(g, b)):
            out.append(Requirement("blocks", b.id, None, f"{b.card.name} blocks each combat if able"))
    for a in attackers:
        lure = any(isinstance(s, AllMustBlock) and not s.enchanted for s in statics(g, a))
        for sid in st.grant_sources:
            src = st.objects[sid]
            if src.attached_to == a.id and any(isinstance(s, AllMustBlock) and s.enchanted for s in statics(g, src)):
                lure = True
        if lure:
            for b in blockers:
                out.append(Requirement("blocks_attacker", b.id, a.id, f"{b.card.name} must block {a.card.name}"))
        if any(isinstance(s, MustBeBlocked) for s in statics(g, a)):
            out.append(Requirement("blocked", None, a.id, f"{a.card.name} must be blocked if able"))
    return out


def legal_pairs(g: Game) -> list[Block]:
    blockers, attackers = candidates(g)
    return [(b.id, a.id) for b in blockers for a in attackers if pair_error(g, b, a) is None]


def max_obeyed(g: Game, reqs: list[Requirement]) -> tuple[int, list[Block]]:
    """The most requirements any restriction-respecting declaration obeys, with one such
    declaration (CP-SAT; see decisions.md §10)."""
    from ortools.sat.python import cp_model

    st = g.state
    pairs = legal_pairs(g)
    model = cp_model.CpModel()
    x = {p: model.new_bool_var(f"x{p[0]}_{p[1]}") for p in pairs}
    by_blocker: dict[int, list[Block]] = {}
    by_attacker: dict[int, list[Block]] = {}
    for p in pairs:
        by_blocker.setdefault(p[0], []).append(p)
        by_attacker.setdefault(p[1], []).append(p)
    blocking = {}
    for b, ps in by_blocker.items():
        model.add(sum(x[p] for p in ps) <= capacity(g, st.objects[b]))
        blocking[b] = model.new_bool_var(f"blocks{b}")
        model.add_max_equality(blocking[b], [x[p] for p in ps])
    blocked = {}
    for a, ps in by_attacker.items():
        ao = st.objects[a]
        blocked[a] = model.new_bool_var(f"blocked{a}")
        model.add_max_equality(blocked[a], [x[p] for p in ps])
        need, _, _ = minimum_blockers(g, ao)
        model.add(sum(x[p] for p in ps) >= need * blocked[a])
        model.add(sum(x[p] for p in ps) <= min(maximum_blockers(g, ao), len(ps)))
    limit = global_limit(g)
    if limit < MANY and blocking:
        model.add(sum(blocking.values()) <= limit)
    terms = []
    for r in reqs:
        if r.kind == "blocks" and r.blocker in blocking:
            terms.append(blocking[r.blocker])
        elif r.kind == "blocks_attacker" and (r.blocker, r.attacker) in x:
            terms.append(x[(r.blocker, r.attacker)])  # type: ignore[index]
        elif r.kind == "blocked" and r.attacker in blocked:
            terms.append(blocked[r.attacker])
    if not terms:
        return 0, []
    model.maximize(sum(terms))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    status = solver.solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):  # pragma: no cover - "no blocks" is always feasible
        return 0, []
    witness = [p for p in pairs if solver.value(x[p])]
    return round(solver.objective_value), witness


def check(g: Game, blocks: Sequence[Block]) -> Illegal | None:
    """The ruling on a whole declaration: a broken restriction, or too few requirements obeyed."""
    error = restriction_error(g, blocks)
    if error is not None:
        return error
    reqs = requirements(g)
    if not reqs:
        return None  # fast path: nothing to maximise
    obeyed = sum(r.obeyed(blocks) for r in reqs)
    if obeyed == len(reqs):
        return None
    best, witness = max_obeyed(g, reqs)
    if obeyed >= best:
        return None
    st = g.state
    shown = ", ".join(f"{st.objects[b].card.name} blocks {st.objects[a].card.name}" for b, a in witness) or "no blocks"
    missed = "; ".join(r.why for r in reqs if not r.obeyed(blocks))
    return Illegal(
        f"this declaration obeys {obeyed} of the {best} requirements that can be obeyed (509.1c) — not obeyed: "
        f"{missed}. A declaration that obeys {best}: {shown}",
        ("509.1c",),
    )
