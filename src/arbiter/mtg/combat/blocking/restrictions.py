"""Restrictions on declaring blockers (CR 509.1a–b, 509.1d) as predicates on the whole declaration.

Restrictions come in four shapes: per blocker–attacker pair (evasion abilities, "can't be
blocked by …", "can block only …"), per attacker (menace, "except by N or more", "by more than
one"), per blocker ("can't block", how many attackers it may block, 509.1a), and global ("no
more than N creatures can block").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.core.ruling import Illegal
from arbiter.i18n import CardName, Quoted, Said, Term, each_and, msg
from arbiter.mtg import resolved
from arbiter.mtg.combat.paying_tapped import untapped_for_block
from arbiter.mtg.effects.blocked_by_this_turn import blocked_by_this_turn
from arbiter.mtg.effects.detain import detained
from arbiter.mtg.effects.the_ring import is_ring_bearer
from arbiter.mtg.enums import CardType, Color, Zone
from arbiter.mtg.ir.counter_choice import CantBlockWithPlusOneCounter
from arbiter.mtg.ir.statics.combat import (
    BlocksShadowAsThough,
    CantAttackOrBlockAlone,
    CantBeBlockedExceptByCreatures,
    CantBeBlockedUnlessAll,
    CantBlockCreatures,
    LandwalkIgnored,
)
from arbiter.mtg.layers import card_types, colors, is_creature, keywords, matches, power, statics, subtypes
from arbiter.mtg.model import (
    BlockTax,
    CanBlockMore,
    CanBlockOnly,
    CantAttack,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByMoreThanOne,
    CantBeBlockedByPower,
    CantBeBlockedExceptBy,
    CantBlock,
    CantBlockOrBeBlocked,
    EnchantedCombatTax,
    NoMoreThanBlock,
)
from arbiter.mtg.state import GameObject
from arbiter.mtg.targets import protected_from

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

Block = tuple[int, int]  # (blocker id, attacker id)
MANY = 1_000


# -- per pair ------------------------------------------------------------------------------------


class View:
    """Characteristics looked up once per judgement (a declaration is judged against one state):
    keywords, static abilities, colors and power of each creature, and the defending player's
    lands for landwalk."""

    __slots__ = ("_colors", "_defending", "_ignored", "_kws", "_lands", "_power", "_statics", "g")

    def __init__(self, g: Game) -> None:
        self.g = g
        self._kws: dict[int, frozenset[str]] = {}
        self._statics: dict[int, list[object]] = {}
        self._colors: dict[int, frozenset[Color]] = {}
        self._power: dict[int, int] = {}
        self._lands: dict[str, bool] = {}
        self._defending: int | None = None
        self._ignored: frozenset[str] | None = None

    def keywords(self, o: GameObject) -> frozenset[str]:
        kws = self._kws.get(o.id)
        if kws is None:
            kws = self._kws[o.id] = frozenset(keywords(self.g, o))
        return kws

    def statics(self, o: GameObject) -> list[object]:
        sts = self._statics.get(o.id)
        if sts is None:
            sts = self._statics[o.id] = list(statics(self.g, o))
        return sts

    def colors(self, o: GameObject) -> frozenset[Color]:
        c = self._colors.get(o.id)
        if c is None:
            c = self._colors[o.id] = frozenset(colors(self.g, o))
        return c

    def power(self, o: GameObject) -> int:
        p = self._power.get(o.id)
        if p is None:
            p = self._power[o.id] = power(self.g, o)
        return p

    def defending_creatures(self) -> int:
        """How many creatures the defending player controls (tapped ones too)."""
        if self._defending is None:
            st, g = self.g.state, self.g
            self._defending = sum(
                1 for i in st.battlefield if st.objects[i].controller != st.active and is_creature(g, st.objects[i])
            )
        return self._defending

    def walk_ignored(self, kind: str) -> bool:
        """CR 702.14c: whether a permanent's static lets creatures with the landwalk ``kind`` be
        blocked as though they didn't have it ("" in the set: every landwalk)."""
        if self._ignored is None:
            g = self.g
            st = g.state
            self._ignored = frozenset(
                s.walk
                for sid in st.grant_sources
                for s in statics(g, st.objects[sid])
                if isinstance(s, LandwalkIgnored)
            )
        return bool(self._ignored) and ("" in self._ignored or kind in self._ignored)

    def defender_has(self, kind: str) -> bool:
        have = self._lands.get(kind)
        if have is None:
            have = self._lands[kind] = _defender_has_land(self.g, kind)
        return have


def blocker_error(g: Game, b: GameObject, view: View | None = None) -> Illegal | None:
    """CR 509.1a: an untapped creature the defending player controls; "can't block" (509.1b)."""
    st = g.state
    view = view or View(g)
    if b.zone is not Zone.BATTLEFIELD or not is_creature(g, b) or b.controller == st.active:
        return Illegal(
            msg("{card} is not a creature the defending player controls", card=CardName(b.label)), ("509.1a",)
        )
    if CardType.BATTLE in card_types(g, b):
        return Illegal(msg("{card} is a battle: a battle can't block", card=CardName(b.label)), ("509.1a",))
    if b.tapped and not untapped_for_block(g, b):  # (CR 509.1e: mana for a cost to block)
        return Illegal(msg("{card} is tapped: only untapped creatures can block", card=CardName(b.label)), ("509.1a",))
    if any(isinstance(s, CantBlock) or (isinstance(s, CantAttack) and s.or_block) for s in view.statics(b)):
        return Illegal(msg("{card} can't block", card=CardName(b.label)), ("509.1b",))
    if "decayed" in view.keywords(b):  # CR 702.147a: "This creature can't block."
        return Illegal(msg("{card} has decayed: it can't block", card=CardName(b.label)), ("702.147a", "509.1b"))
    if b.counter("+1/+1") > 0 and any(isinstance(s, CantBlockWithPlusOneCounter) for s in view.statics(b)):
        return Illegal(
            msg("{card} can't block as long as it has a +1/+1 counter on it", card=CardName(b.label)),
            ("702.98a", "509.1b"),
        )
    if st.effects and any(isinstance(e.change, resolved.CantBlock) and e.on(b) for e in st.effects):
        return Illegal(msg("{card} can't block this turn", card=CardName(b.label)), ("509.1b",))
    if st.lasting and any(isinstance(e.change, resolved.CantBlock) and e.on(b) for e in st.lasting):
        # CR 509.1b, 611.2a: "… can't block until your next turn."
        return Illegal(msg("{card} can't block until a player's next turn", card=CardName(b.label)), ("509.1b",))
    if st.lasting and detained(g, b):  # CR 701.35a
        return Illegal(msg("{card} is detained: it can't block", card=CardName(b.label)), ("701.35a", "509.1b"))
    return None


def _defender_has_land(g: Game, kind: str) -> bool:
    """CR 702.14c: does the defending player control a land of the landwalk's kind?"""
    st = g.state
    snow = kind.startswith("snow ")
    what = kind.removeprefix("snow ").removesuffix("walk")
    for oid in st.battlefield:
        o = st.objects[oid]
        if o.controller == st.active or CardType.LAND not in card_types(g, o):
            continue
        if snow and "Snow" not in o.card.supertypes:
            continue
        if what == "legendary land" and "Legendary" in o.card.supertypes:
            return True
        if what == "nonbasic land" and "Basic" not in o.card.supertypes:
            return True
        if what.capitalize() in subtypes(g, o):  # CR 613.1d, 305.7: its land types now
            return True
    return False


_NOT_LAND_TYPES = frozenset({"snow", "legendary", "nonbasic", "land"})


def _land_words(what: str) -> str:
    """The land a landwalk names, as its reminder text says it: a land type is a subtype, written
    capitalized (CR 205.3i, 702.14c: "controls a Swamp"); "snow", "nonbasic land" are not."""
    return " ".join(w if w in _NOT_LAND_TYPES else w.capitalize() for w in what.split())


def _cant_be_blocked_effect(g: Game, a: GameObject) -> bool:
    return any(e.on(a) and isinstance(e.change, resolved.CantBeBlocked) for e in g.state.effects)


def _cant_block_it(g: Game, b: GameObject, a: GameObject) -> bool:
    """ "Target creature can't block ~ this turn." on ``b``, naming ``a`` as it is now (400.7)."""
    return any(
        isinstance(e.change, resolved.CantBlockIt) and e.on(b) and (e.change.attacker, e.change.zcc) == (a.id, a.zcc)
        for e in g.state.effects
    )


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def pair_error(g: Game, b: GameObject, a: GameObject, view: View | None = None) -> Illegal | None:
    """Every restriction that concerns this blocker blocking this attacker (CR 509.1b)."""
    view = view or View(g)
    error = blocker_error(g, b, view)
    if error is not None:
        return error
    if a.attacking is None or a.zone is not Zone.BATTLEFIELD:
        return Illegal(msg("{card} is not attacking", card=CardName(a.label)), ("509.1a",))
    akw, bkw = view.keywords(a), view.keywords(b)
    a_statics = view.statics(a)
    unblockable = any(isinstance(s, CantBeBlocked | CantBlockOrBeBlocked) for s in a_statics)
    if unblockable or _cant_be_blocked_effect(g, a):
        return Illegal(msg("{an} can't be blocked", an=CardName(a.label)), ("509.1b",))
    b_statics = view.statics(b)
    if akw or bkw:
        error = _evasion_error(g, b, a, akw, bkw, b_statics, view)
        if error is not None:
            return error
        error = _landwalk_or_protection_error(g, b, a, akw, view)
        if error is not None:
            return error
    if a_statics:
        error = _attacker_statics_error(g, b, a, a_statics, view)
        if error is not None:
            return error
    if g.state.rings and view.power(b) > view.power(a) and is_ring_bearer(g, a):
        return Illegal(
            msg("{an} is a Ring-bearer: creatures with greater power can't block it", an=CardName(a.label)),
            ("509.1b", "701.54c"),
        )
    if g.state.effects and _cant_block_it(g, b, a):
        return Illegal(
            msg("{bn} can't block {an} this turn", bn=CardName(b.label), an=CardName(a.label)),
            ("509.1b", "611.2a"),
        )
    for by in blocked_by_this_turn(g, a) if g.state.effects else ():
        if matches(g, by, b):
            return Illegal(
                msg("{an} can't be blocked by {by} this turn", an=CardName(a.label), by=Quoted(by.text)),
                ("509.1b", "611.2a"),
            )
    for s in b_statics:
        if isinstance(s, CanBlockOnly) and not matches(g, s.what, a):
            return Illegal(
                msg("{bn} can block only {what}", bn=CardName(b.label), what=Quoted(s.what.text)), ("509.1b",)
            )
        if isinstance(s, CantBlockCreatures) and matches(g, s.what, a):
            return Illegal(msg("{bn} can't block {what}", bn=CardName(b.label), what=Quoted(s.what.text)), ("509.1b",))
    return None


def _evasion_error(
    g: Game, b: GameObject, a: GameObject, akw: frozenset[str], bkw: frozenset[str], b_statics: list[object],
    view: View,
) -> Illegal | None:  # fmt: skip
    """CR 509.1b: the evasion abilities that limit which creatures can block the attacker —
    flying (702.9b), shadow (702.28b), horsemanship (702.31b), fear (702.36b), intimidate
    (702.13b), skulk (702.118b)."""
    an, bn = a.card.name, b.card.name
    if "flying" in akw and not ("flying" in bkw or "reach" in bkw):
        return Illegal(
            msg("{an} has flying: only creatures with flying or reach can block it", an=CardName(an)),
            ("509.1b", "702.9b"),
        )
    a_shadow, b_shadow = "shadow" in akw, "shadow" in bkw
    if a_shadow and any(isinstance(s, BlocksShadowAsThough) for s in b_statics):
        a_shadow = False  # CR 702.28b read for this blocker as though the attacker hadn't shadow
    if a_shadow and not b_shadow:
        return Illegal(
            msg("{an} has shadow: only creatures with shadow can block it", an=CardName(an)), ("509.1b", "702.28b")
        )
    if b_shadow and not a_shadow:
        return Illegal(
            msg("{bn} has shadow: it can block only creatures with shadow", bn=CardName(bn)), ("509.1b", "702.28b")
        )
    if "horsemanship" in akw and "horsemanship" not in bkw:
        return Illegal(
            msg("{an} has horsemanship: only creatures with horsemanship can block it", an=CardName(an)),
            ("509.1b", "702.31b"),
        )
    if "fear" in akw or "intimidate" in akw:
        b_artifact = CardType.ARTIFACT in card_types(g, b) and is_creature(g, b)
        b_colors = view.colors(b)
        if "fear" in akw and not (b_artifact or Color.BLACK in b_colors):
            return Illegal(
                msg("{an} has fear: only artifact and/or black creatures can block it", an=CardName(an)),
                ("509.1b", "702.36b"),
            )
        if "intimidate" in akw and not (b_artifact or view.colors(a) & b_colors):
            return Illegal(
                msg(
                    "{an} has intimidate: only artifact creatures and creatures sharing a color with it can block it",
                    an=CardName(an),
                ),
                ("509.1b", "702.13b"),
            )
    if "skulk" in akw and view.power(b) > view.power(a):
        return Illegal(
            msg("{an} has skulk: creatures with greater power can't block it", an=CardName(an)), ("509.1b", "702.118b")
        )
    return None


def _landwalk_or_protection_error(
    g: Game, b: GameObject, a: GameObject, akw: frozenset[str], view: View
) -> Illegal | None:
    """CR 702.14c: landwalk — unblockable while the defending player controls a land of its kind;
    CR 702.16f: protection — not blocked by creatures with the quality it names."""
    an = a.card.name
    for kind in akw:
        if kind.endswith("walk") and view.defender_has(kind) and not view.walk_ignored(kind):
            what = _land_words(kind.removesuffix("walk"))
            return Illegal(
                (
                    msg(
                        "{an} has {kind} and the defending player controls an {what}",
                        an=CardName(an),
                        kind=Term(kind),
                        what=Said("land controlled", what),
                    )
                    if what[0].lower() in "aeiou"
                    else msg(
                        "{an} has {kind} and the defending player controls a {what}",
                        an=CardName(an),
                        kind=Term(kind),
                        what=Said("land controlled", what),
                    )
                ),
                ("509.1b", "702.14c"),
            )
    if any(kind.startswith("protection from ") for kind in akw) and protected_from(g, a, b):
        # CR 702.16g: "protection from black and from red" is two abilities; name them all
        found = sorted(k.removeprefix("protection ") for k in akw if k.startswith("protection from "))
        qualities = each_and(Quoted(q) for q in found)  # (a creature type's plural: card text)
        return Illegal(
            msg(
                "{an} has protection {qualities}: {bn} can't block it",
                an=CardName(an),
                qualities=qualities,
                bn=CardName(b.label),
            ),
            ("509.1b", "702.16f"),
        )
    return None


def _attacker_statics_error(
    g: Game, b: GameObject, a: GameObject, a_statics: list[object], view: View
) -> Illegal | None:
    """CR 509.1b: the attacker's own restrictions — "can't be blocked by …", "can't be blocked
    except by …", "can't be blocked by creatures with power less/greater than ~'s"."""
    an = a.card.name
    for s in a_statics:
        if isinstance(s, CantBeBlockedBy) and matches(g, s.by, b):
            return Illegal(msg("{an} can't be blocked by {by}", an=CardName(an), by=Quoted(s.by.text)), ("509.1b",))
        if isinstance(s, CantBeBlockedExceptByCreatures) and not any(matches(g, f, b) for f in s.by):
            return Illegal(
                msg("{an} can't be blocked except by {phrase}", an=CardName(an), phrase=Quoted(s.phrase)), ("509.1b",)
            )
        if isinstance(s, CantBeBlockedByPower):
            pb, pa = view.power(b), view.power(a)
            if (pb < pa) if s.less else (pb > pa):
                return Illegal(
                    (
                        msg(
                            "creatures with power less than {an}'s can't block it ({pb} vs {pa})",
                            an=CardName(an),
                            pb=pb,
                            pa=pa,
                        )
                        if s.less
                        else msg(
                            "creatures with power greater than {an}'s can't block it ({pb} vs {pa})",
                            an=CardName(an),
                            pb=pb,
                            pa=pa,
                        )
                    ),
                    ("509.1b",),
                )
    return None


# -- costs to block (509.1d) -----------------------------------------------------------------------


def block_cost(g: Game, b: GameObject) -> int:
    """CR 509.1d: the generic mana that blocking with ``b`` costs — "this turn, creatures can't
    block unless their controller pays {X} for each blocking creature" (War Cadence, a rule for the
    turn, 611.2a), "as long as ~ is attacking, creatures can't block unless …" (Archangel of
    Tithes), and an Aura's "enchanted creature can't attack or block unless its controller pays
    {N}"."""
    from arbiter.mtg.effects.this_turn import rules_this_turn

    st = g.state
    total = sum(r.rule.cost for r in rules_this_turn(g) if isinstance(r.rule, BlockTax))
    for sid in st.grant_sources:
        src = st.objects[sid]
        for s in statics(g, src):
            if isinstance(s, BlockTax):
                if src.attacking is not None or not s.while_attacking:
                    total += s.cost
            elif isinstance(s, EnchantedCombatTax) and s.block and src.attached_to == b.id:
                total += s.amount
    return total


def _free_blockers(g: Game, pairs: list[Block]) -> list[Block]:
    """CR 509.1c: a player isn't required to pay a cost to block, so the maximum number of
    requirements is counted over blocks that cost nothing."""
    st = g.state
    if not st.effects and not st.grant_sources:
        return pairs
    costs: dict[int, int] = {}
    for b, _ in pairs:
        if b not in costs:
            costs[b] = block_cost(g, st.objects[b])
    return [p for p in pairs if costs[p[0]] == 0]


# -- per blocker, per attacker, global -----------------------------------------------------------


def capacity(g: Game, b: GameObject, view: View | None = None) -> int:
    """CR 509.1a: each creature blocks one attacker, unless an ability lets it block more."""
    extra = 0
    for s in (view or View(g)).statics(b):
        if isinstance(s, CanBlockMore):
            if s.extra is None:
                return MANY
            extra += s.extra
    st = g.state
    if st.effects:  # CR 509.1a, 611.2a: "~ can block an additional creature this turn"
        extra += sum(e.change.extra for e in st.effects if isinstance(e.change, resolved.BlocksAdditional) and e.on(b))
    return 1 + extra


def minimum_blockers(g: Game, a: GameObject, view: View | None = None) -> tuple[int, tuple[str, ...], str]:
    """The fewest creatures that may block ``a`` (if any do): menace (702.111b), "can't be
    blocked except by N or more creatures", and "can't be blocked unless all creatures defending
    player controls block it" (as many as the defending player controls: the blockers of one
    attacker are distinct creatures that player controls, so that many means all of them)."""
    view = view or View(g)
    need, rules, why = 1, ("509.1b",), ""  # type: tuple[int, tuple[str, ...], str]
    if "menace" in view.keywords(a):
        need, rules, why = 2, ("509.1b", "702.111b"), Term("menace")
    for s in view.statics(a):
        if isinstance(s, CantBeBlockedExceptBy) and s.count > need:
            why = msg("can't be blocked except by {count} or more creatures", count=s.count)
            need, rules = s.count, ("509.1b",)
        if isinstance(s, CantBeBlockedUnlessAll):
            count = view.defending_creatures()
            if count >= need:
                why = msg("can't be blocked unless all creatures defending player controls block it")
                need, rules = max(count, 1), ("509.1b",)
    return need, rules, why


def cant_block_alone(g: Game, b: GameObject, view: View | None = None) -> bool:
    """CR 506.5: "~ can't block alone" — it blocks only if another creature blocks too."""
    return any(isinstance(s, CantAttackOrBlockAlone) and s.block for s in (view or View(g)).statics(b))


def maximum_blockers(g: Game, a: GameObject, view: View | None = None) -> int:
    return 1 if any(isinstance(s, CantBeBlockedByMoreThanOne) for s in (view or View(g)).statics(a)) else MANY


def global_limit(g: Game) -> int:
    """ "No more than N creatures can block each combat." (the smallest such N)."""
    st = g.state
    limit = MANY
    for sid in st.grant_sources:
        for s in statics(g, st.objects[sid]):
            if isinstance(s, NoMoreThanBlock):
                limit = min(limit, s.count)
    return limit


def restriction_error(g: Game, blocks: Sequence[Block], view: View | None = None) -> Illegal | None:
    """CR 509.1b: the first restriction the whole declaration breaks, or None."""
    st = g.state
    view = view or View(g)
    per_blocker: dict[int, list[int]] = {}
    per_attacker: dict[int, list[int]] = {}
    for b, a in blocks:
        if a in per_blocker.get(b, []):
            return Illegal(msg("the same block is declared twice"), ("509.1a",))
        per_blocker.setdefault(b, []).append(a)
        per_attacker.setdefault(a, []).append(b)
        bo, ao = st.objects.get(b), st.objects.get(a)
        if bo is None or ao is None:
            return Illegal(msg("the declaration names a creature that doesn't exist"), ("509.1a",))
        error = pair_error(g, bo, ao, view)
        if error is not None:
            return error
    for b, attackers in per_blocker.items():
        cap = capacity(g, st.objects[b], view)
        if len(attackers) > cap:
            name = st.objects[b].card.name
            return Illegal(
                (
                    msg("{name} can block only {cap} creatures", name=CardName(name), cap=cap)
                    if cap > 1
                    else msg("{name} can block only {cap} creature", name=CardName(name), cap=cap)
                ),
                ("509.1a",),
            )
    for a, blockers in per_attacker.items():
        ao = st.objects[a]
        need, rules, why = minimum_blockers(g, ao, view)
        if len(blockers) < need and why.startswith("can't be blocked unless all"):
            return Illegal(
                msg(
                    "{card} {why}: {need} creatures, {blockers_count} blocking it",
                    card=CardName(ao.label),
                    why=why,
                    need=need,
                    blockers_count=len(blockers),
                ),
                rules,
            )
        if len(blockers) < need:
            return Illegal(
                msg(
                    "{card} has {why}: it can't be blocked except by {need} or more creatures",
                    card=CardName(ao.label),
                    why=why,
                    need=need,
                ),
                rules,
            )
        if len(blockers) > maximum_blockers(g, ao, view):
            return Illegal(
                msg("{card} can't be blocked by more than one creature", card=CardName(ao.label)), ("509.1b",)
            )
    limit = global_limit(g)
    if len(per_blocker) > limit:
        return Illegal(msg("no more than {limit} creature(s) can block each combat", limit=limit), ("509.1b",))
    if len(per_blocker) == 1:
        b = next(iter(per_blocker))
        if cant_block_alone(g, st.objects[b], view):
            name = st.objects[b].card.name
            return Illegal(
                msg("{name} can't block alone: another creature must block too", name=CardName(name)),
                ("506.5", "509.1b"),
            )
    return None


def candidates(g: Game, view: View | None = None) -> tuple[list[GameObject], list[GameObject]]:
    st = g.state
    view = view or View(g)
    objs = [st.objects[i] for i in st.battlefield]
    blockers = [
        o for o in objs if is_creature(g, o) and o.controller != st.active and blocker_error(g, o, view) is None
    ]
    attackers = [o for o in objs if o.attacking is not None]
    return blockers, attackers


def legal_pairs(g: Game, view: View | None = None) -> list[Block]:
    """Every blocker–attacker pair that breaks no per-pair restriction (CR 509.1b). Creatures
    alike in everything ``pair_error`` reads share one judgement, so a board of many copies of
    few creatures costs as many judgements as there are kinds of pairs."""
    view = view or View(g)
    blockers, attackers = candidates(g, view)
    a_keys = [_attacker_key(g, a, view) for a in attackers]
    b_keys = [_blocker_key(g, b, view) for b in blockers]
    memo: dict[tuple[object, object], bool] = {}
    out: list[Block] = []
    for b, kb in zip(blockers, b_keys, strict=True):
        for a, ka in zip(attackers, a_keys, strict=True):
            if ka is None or kb is None:
                ok = pair_error(g, b, a, view) is None
            else:
                ok_known = memo.get((ka, kb))
                if ok_known is None:
                    ok_known = memo[(ka, kb)] = pair_error(g, b, a, view) is None
                ok = ok_known
            if ok:
                out.append((b.id, a.id))
    return out


def _attacker_key(g: Game, a: GameObject, view: View) -> tuple[object, ...] | None:
    """What ``pair_error`` reads of an attacker, or None when it reads more ("can't be blocked
    (except) by <quality>" matches the blocker against arbitrary characteristics)."""
    sts = view.statics(a)
    if any(isinstance(s, CantBeBlockedBy | CantBeBlockedExceptByCreatures) for s in sts):
        return None
    if g.state.effects and blocked_by_this_turn(g, a):
        return None
    unblockable = any(isinstance(s, CantBeBlocked | CantBlockOrBeBlocked) for s in sts)
    by_power = tuple(s.less for s in sts if isinstance(s, CantBeBlockedByPower))
    flags = (
        a.attacking is None, a.zone, unblockable, bool(g.state.effects) and _cant_be_blocked_effect(g, a),
        bool(g.state.rings) and is_ring_bearer(g, a),
    )  # fmt: skip
    return (flags, view.keywords(a), view.colors(a), view.power(a), by_power)


def _blocker_key(g: Game, b: GameObject, view: View) -> tuple[object, ...] | None:
    """What ``pair_error`` reads of a blocker that may block (protection reads its colors and
    types), or None for "can block only <quality>"."""
    sts = view.statics(b)
    if any(isinstance(s, CanBlockOnly | CantBlockCreatures) for s in sts):
        return None
    if g.state.effects and any(isinstance(e.change, resolved.CantBlockIt) and e.on(b) for e in g.state.effects):
        return None  # (a restriction naming one attacker)
    shadow = any(isinstance(s, BlocksShadowAsThough) for s in sts)
    return (view.keywords(b), view.colors(b), view.power(b), frozenset(card_types(g, b)), shadow)
