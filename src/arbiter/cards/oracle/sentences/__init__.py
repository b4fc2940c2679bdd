"""The sentence grammar (CR 608.2c): one instruction → one effect node.

Each verb family is a table of productions (:mod:`.production`) in its own module. The families
are tried in the order of :data:`FAMILIES`, and the productions of a family in their declared
order; the first production that answers wins. The order matters where shapes overlap: the
general "<Verb> <target phrase>." productions come after the specific ones of the same verb
("Exile target creature until ~ leaves the battlefield."), and "You may …" (the optional family)
comes last. :func:`family_counts` tells which families compiled how many sentences."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from arbiter.cards.oracle.amounts import counted, that_many, that_players
from arbiter.cards.oracle.context import Ctx, undefined_x
from arbiter.cards.oracle.sentences import (
    actions,
    all_groups,
    becoming,
    blocking,
    blocking_partners,
    chosen,
    combat,
    conditional,
    continuous,
    counter_changes,
    counters,
    damage,
    dungeons,
    energy,
    faces,
    graveyard_shuffle,
    group_turn_rules,
    groups,
    hand,
    hidden_cards,
    keyword_grants,
    library,
    mana,
    mass,
    mass_returns,
    next_moments,
    optional,
    optional_costs,
    phasing,
    player_counters,
    player_turn_rules,
    players,
    poison,
    preparation,
    prevention,
    punishers,
    returning,
    sacrifice,
    source_blocking,
    stack,
    tapping,
    target_groups,
    tokens,
    turn_changes,
    turn_restrictions,
    type_choice,
    unless_paid,
    until_next_turn,
    with_counters,
    zones,
)
from arbiter.cards.oracle.sentences import while_tapped as while_tapped
from arbiter.cards.oracle.sentences.production import PASS, Production
from arbiter.mtg.ir.amounts import Counted
from arbiter.mtg.model import Effect

FAMILIES: tuple[tuple[str, tuple[Production, ...]], ...] = (
    ("with counters", with_counters.PRODUCTIONS),
    ("graveyard shuffle", graveyard_shuffle.PRODUCTIONS),
    ("punishers", punishers.PRODUCTIONS),
    ("conditional", stack.CONDITIONAL),
    ("while tapped", while_tapped.PRODUCTIONS),
    ("mana value condition", conditional.FIRST),
    ("actions", actions.PRODUCTIONS),
    ("mana", mana.PRODUCTIONS),
    ("chosen", chosen.PRODUCTIONS),
    ("damage", damage.PRODUCTIONS),
    ("unless_paid", unless_paid.PRODUCTIONS),
    ("tokens", tokens.PRODUCTIONS),
    ("mass", mass.PRODUCTIONS),
    ("mass returns", mass_returns.PRODUCTIONS),
    ("counters", counters.PRODUCTIONS),
    ("counter changes", counter_changes.PRODUCTIONS),
    ("library", library.PRODUCTIONS),
    ("hand", hand.PRODUCTIONS),
    ("hidden cards", hidden_cards.PRODUCTIONS),
    ("player turn rules", player_turn_rules.PRODUCTIONS),
    ("players", players.PRODUCTIONS),
    ("sacrifice", sacrifice.PRODUCTIONS),
    ("optional costs", optional_costs.PRODUCTIONS),
    ("tapping", tapping.PRODUCTIONS),
    ("phasing", phasing.PRODUCTIONS),
    ("preparation", preparation.PRODUCTIONS),
    ("until your next turn", until_next_turn.PRODUCTIONS),
    ("dungeons", dungeons.PRODUCTIONS),
    ("combat", combat.PRODUCTIONS),
    ("group turn rules", group_turn_rules.PRODUCTIONS),
    ("source blocking", source_blocking.PRODUCTIONS),
    ("blocking", blocking.PRODUCTIONS),
    ("blocking partners", blocking_partners.PRODUCTIONS),
    ("next moments", next_moments.PRODUCTIONS),
    ("type choice", type_choice.PRODUCTIONS),
    ("becoming", becoming.PRODUCTIONS),
    ("continuous", continuous.PRODUCTIONS),
    ("prevention", prevention.PRODUCTIONS),
    ("zones", zones.PRODUCTIONS),
    ("stack", stack.PRODUCTIONS),
    ("groups", groups.PRODUCTIONS),
    ("all groups", all_groups.PRODUCTIONS),
    ("target groups", target_groups.PRODUCTIONS),
    ("turn restrictions", turn_restrictions.PRODUCTIONS),
    ("faces", faces.PRODUCTIONS),
    ("energy", energy.PRODUCTIONS),
    ("poison", poison.PRODUCTIONS),
    ("player counters", player_counters.PRODUCTIONS),
    ("returning", returning.PRODUCTIONS),
    ("conditional instructions", conditional.PRODUCTIONS),
    ("keyword grants", keyword_grants.PRODUCTIONS),
    ("turn changes", turn_changes.PRODUCTIONS),
    ("optional", optional.PRODUCTIONS),
)
_TABLE = tuple((family, p) for family, table in FAMILIES for p in table)
_counts: Counter[str] | None = None


def plain_sentence(s: str, ctx: Ctx) -> Effect | None:
    """The instruction ``s`` says, or None (the engine can't run it yet).

    A production that doesn't answer with an instruction takes back the targets it named on
    the way: an ability has one target for each instance of the word "target" in the words it
    compiled (CR 115.1, 601.2c), none for words that were read and given up."""
    lowered = s[0].lower() + s[1:] if s[:1] in ("T", "I") else s  # "Target creature …", "It …"
    mark = len(ctx.targets)
    for family, production in _TABLE:
        m = production.pattern.fullmatch(lowered if production.lowered else s)
        if m is None:
            continue
        result = production.build(m, ctx)
        if result is not None and result is not PASS:
            if _counts is not None:
                _counts[family] += 1
            return result
        del ctx.targets[mark:]
        if result is None:
            if _counts is not None:
                _counts["(refused)"] += 1
            return None
    if _counts is not None:
        _counts["(no production)"] += 1
    return None


def sentence(s: str, ctx: Ctx) -> Effect | None:
    """One instruction (CR 608.2c), with a counted number if it has one (608.2h)."""
    if not ctx.x_ok and undefined_x(s):
        return None  # CR 107.3m–n: an X no cost, text or spell gives a value to (not run yet)
    if ctx.it in ("watched", "subject") and _THAT_CREATURES.search(s):
        found = _that_creatures(s, ctx)
        if found is not None:
            return found
    e = plain_sentence(s, ctx)
    if e is None and ctx.amount and ("that many" in s or "that much" in s):
        return that_many(s, ctx.targets, lambda text: plain_sentence(text, ctx))
    if e is not None or not any(w in s for w in (" for each ", ", where X is ", " equal to ", "X/", "Create X ", "X ")):
        return e
    # "it" in the count names the source when no other object was named before it (608.2h)
    it_source = ctx.it in ("", "self") and not ctx.targets
    if ctx.it == "source" and not ctx.targets and re.search(r" counters? on it\b", s):
        it_source = True  # after "dies"/"leaves": its counters as it last existed (603.10a, 608.2h)
    e = counted(s, ctx.targets, lambda text: plain_sentence(text, ctx), it_source=it_source, x_ok=ctx.x_ok)
    if e is None and ctx.that_player:
        e = that_players(s, lambda text: counted(text, ctx.targets, lambda t: plain_sentence(t, ctx)))
    its = " equal to its " in s or ", where X is its " in s
    if ctx.it in ("watched", "subject", "spell") and its and not s.startswith("~"):
        # CR 603.2, 608.2h: "its" after a trigger about another object is that object, not the
        # source ("you gain life equal to its toughness" after "Whenever a creature you control enters")
        if ctx.it == "spell" or not isinstance(e, Counted) or not e.count.stat or e.count.target is not None:
            return None
        return replace(e, count=replace(e.count, subject=True))
    return e


_THAT_CREATURES = re.compile(r"(?: equal to|, where X is) that creature's (?:power|toughness)\b")


def _that_creatures(s: str, ctx: Ctx) -> Effect | None:
    """ "you gain life equal to that creature's toughness" after a trigger about a creature
    ("Whenever a creature you control dies"): that creature is the trigger's subject (CR 603.2,
    608.2h), read as "its" is there and printed as written. After "~ deals damage", where "its"
    would be the source's, "that creature's" still names the subject ("~ deals damage equal to
    that creature's power to target opponent" after "Whenever a legendary creature you control dies")."""
    e = sentence(_THAT_CREATURES.sub(lambda m: m.group(0).replace("that creature's", "its"), s, count=1), ctx)
    if s.startswith("~") and isinstance(e, Counted) and e.count.stat and e.count.target is None:
        e = replace(e, count=replace(e.count, subject=True))
    if not isinstance(e, Counted) or not e.count.subject or not e.count.text.startswith("its "):
        return None
    count = replace(e.count, text="that creature's" + e.count.text.removeprefix("its"))
    text = e.text_.replace(f" equal to {e.count.text}", f" equal to {count.text}", 1)
    return replace(e, count=count, text_=text.replace(f", where X is {e.count.text}", f", where X is {count.text}", 1))


@contextmanager
def family_counts() -> Iterator[Counter[str]]:
    """While open, count the sentences each family compiled, those a production refused and
    those no production matched (a sentence may be tried more than once: "You may …", counted
    amounts and joined instructions try their parts)."""
    global _counts
    outer, _counts = _counts, Counter()
    try:
        yield _counts
    finally:
        _counts = outer
