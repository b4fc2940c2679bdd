"""Sentences about every object (and player) that fits, found as they resolve (CR 611.2c): "~
deals 2 damage to each creature without flying and each player.", "All creatures get -1/-1 until
end of turn.", "Tap all creatures your opponents control.", "Destroy all artifacts."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.nouns import creature_filter, creatures_noun, grouped, permanents_noun
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.cards.oracle.target_phrases import TARGET_NOUNS
from arbiter.mtg.effects.double_pt import DoublePowerToughness
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.relations import SameName
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.model import DealDamage, Destroy, Filter, ModifyPT, Tap

_EACH_CREATURE = (
    r"(?P<who>~|It) deals (?P<n>\d+|X) damage to each (?P<other>other )?"
    r"(?P<noun>creature(?: (?:with|without) [a-z ]+?)?|"
    r"(?:white|blue|black|red|green|nonwhite|nonblue|nonblack|nonred|nongreen|attacking|blocking|tapped|untapped) "
    r"creature|[A-Z][a-z]+)(?P<whose> you don't control| your opponents control)?"
    r"(?: and each (?P<players>player|opponent))?\."
)
_PUMP_ALL = (
    r"(?P<eot>Until end of turn, )?"
    r"(?P<other>[Oo]ther )?(?P<noun>[Aa]ll creatures|[Cc]reatures|[Aa]ttacking creatures|[Bb]locking creatures|"
    r"(?:[Ww]hite|[Bb]lue|[Bb]lack|[Rr]ed|[Gg]reen|[Nn]onwhite|[Nn]onblue|[Nn]onblack|[Nn]onred|[Nn]ongreen) creatures|"
    r"[Aa]ll [A-Z][a-z]+s)"
    r"(?P<whose> you control| your opponents control| you don't control)?"
    r"(?: get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and gain (?P<kw2>[a-z ,]+?))?| gain (?P<kw>[a-z ,]+?)"
    r"(?: and get (?P<p2>[+-]\d+)/(?P<t2>[+-]\d+))?)"
    r"(?P<until> until end of turn)?\."
)
_WHOSE = {None: "", " you control": "you", " your opponents control": "opponents", " you don't control": "opponents"}


def _damage_each_creature(m: re.Match[str], ctx: Ctx) -> Result:
    if m.group("who") == "It" and ctx.it != "self":
        return PASS  # "it" is the source only in the source's own trigger ("When ~ enters, it deals …")
    noun = m.group("noun")
    if noun[0].isupper():
        what = Filter(noun + "s", subtypes=frozenset({noun}), all_types=frozenset({CardType.CREATURE}))
    else:
        f = creature_filter(noun.replace("creature", "creatures"))
        if noun == "creature":
            f = Filter("creatures", all_types=frozenset({CardType.CREATURE}))
        if f is None:
            return PASS
        what = replace(f, all_types=frozenset({CardType.CREATURE}))
    amount: int | str = m.group("n") if m.group("n") == "X" else int(m.group("n"))
    whose = "opponents" if m.group("whose") else ""
    players = f"each {m.group('players')}" if m.group("players") else ""
    group = Each((grouped(what, whose, bool(m.group("other")), creature=True),), players=players)
    return DealDamage(amount, group, m.group("who"), text_=m.string)


def _damage_each_player(m: re.Match[str], ctx: Ctx) -> Result:
    amount = m.group("n") if m.group("n") == "X" else int(m.group("n"))
    return DealDamage(amount, Each(players="each player"), text_=m.string)


def _pump_all(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 611.2c, 613.4c: the group gets the change until end of turn — "Until end of turn, …" in
    front and "… gain trample and get +1/+1 …" say the same as the usual order; the sentence
    starts with a capital unless "Until end of turn, " comes first."""
    eot = bool(m.group("eot"))
    if eot == bool(m.group("until")) or m.string[len(m.group("eot") or "")].islower() != eot:
        return PASS
    noun = m.group("noun")
    noun = noun[0].upper() + noun[1:]
    noun = noun.removeprefix("All ")
    words = noun.split(" ")
    combat = words[0].lower() if words[0] in ("Attacking", "Blocking") else ""
    if combat or noun in ("creatures", "Creatures"):
        what = Filter("creatures", all_types=frozenset({CardType.CREATURE}))
    elif words[-1] == "creatures":
        f = creatures_noun(noun[0].lower() + noun[1:])
        if f is None:
            return PASS
        what = f
    else:
        what = Filter(noun, subtypes=frozenset({noun[:-1]}), all_types=frozenset({CardType.CREATURE}))
    whose = _WHOSE[m.group("whose")]
    if m.group("other") and whose != "you":
        return PASS
    kws: tuple[str, ...] = ()
    if m.group("kw") or m.group("kw2"):
        granted = keyword_list(m.group("kw") or m.group("kw2"))
        if granted is None:
            return PASS
        kws = granted
    p, t = m.group("p") or m.group("p2"), m.group("t") or m.group("t2")
    power, toughness = (int(p), int(t)) if p else (0, 0)
    if m.group("other") and not ctx.ability:
        return None  # "Other creatures …" in a spell means other than what it names, not its source
    group = Each((grouped(what, whose, bool(m.group("other")), creature=True),), combat=combat)
    return ModifyPT(power, toughness, group, kws, m.string)


def _tap_all(m: re.Match[str], ctx: Ctx) -> Result:
    groups = [permanents_noun(part) for part in m.group(2).split(" and all ")]
    if not all(f is not None for f in groups):
        return PASS
    whose = {None: "", " you control": "you", " your opponents control": "opponents"}[m.group(3)]
    return Tap(Each(tuple(grouped(f, whose) for f in groups if f is not None)), untap=m.group(1) == "Untap")


def _tap_each(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Untap each creature you control.", "Untap each other creature you control.", "Untap each
    attacking creature." (CR 701.26b: the creatures as the instruction is followed; "other": not the
    source; "attacking": 506.4)."""
    other, attacking, yours = m.group(2) is not None, m.group(3) is not None, m.group(4) is not None
    if not (yours or attacking):
        return None  # ("untap each creature": not printed so)
    f = grouped(Filter("creature", frozenset({CardType.CREATURE})), "you" if yours else "", others=other)
    noun = f"{m.group(2) or ''}{m.group(3) or ''}creature"
    return Tap(Each((f,), combat="attacking" if attacking else "", noun=noun), untap=m.group(1) == "Untap", each=True)


def _destroy_all(m: re.Match[str], ctx: Ctx) -> Result:
    kinds = {
        "creatures": CardType.CREATURE,
        "artifacts": CardType.ARTIFACT,
        "enchantments": CardType.ENCHANTMENT,
        "lands": CardType.LAND,
    }
    types = frozenset({kinds[m.group(1)]}) if m.group(1) in kinds else TARGET_NOUNS["permanent"][0]
    who = ctx.target("target player") if m.group(2) else None
    return Destroy(Each((Filter(m.group(1), types),), controller=who, noun=m.group(1)))


def _pump_same_name(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target creature and all other creatures with the same name as that creature get -2/-2
    until end of turn." — the target and the creatures sharing its name as the spell resolves get
    the change (CR 201.2, 608.2c, 611.2c)."""
    ref = ctx.target("target creature")
    if ref is None or ref.kind != "target":
        return None
    others = Filter("creatures", frozenset({CardType.CREATURE}))
    made = ModifyPT(int(m.group(1)), int(m.group(2)), SameName(ref, others, "that creature"), text_=m.string)
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _double_pt(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.10b: "Double the power and toughness of each creature you control until end of
    turn." — each creature of the group, found as it resolves (611.2c)."""
    f = creatures_noun(f"{m.group(1)}s")
    if f is None:
        return PASS
    whose = {None: "", " you control": "you", " your opponents control": "opponents"}[m.group(2)]
    return DoublePowerToughness(Each((grouped(f, whose, creature=True),)), m.string)


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"Double the power and toughness of each ([a-z]*creature)( you control| your opponents control)? "
        r"until end of turn\.",
        _double_pt,
    ),
    rule(_EACH_CREATURE, _damage_each_creature),
    rule(r"~ deals (?P<n>\d+|X) damage to each player\.", _damage_each_player),
    rule(_PUMP_ALL, _pump_all),
    rule(
        r"Target creature and all other creatures with the same name as that creature get ([+-]\d+)/([+-]\d+) "
        r"until end of turn\.",
        _pump_same_name,
    ),
    rule(r"(Untap|Tap) all (.+?)( you control| your opponents control)?\.", _tap_all),
    rule(r"(Untap|Tap) each (other )?(attacking )?creature( you control)?\.", _tap_each),
    rule(r"Destroy all (creatures|artifacts|enchantments|lands|permanents)( target player controls)?\.", _destroy_all),
)
