"""Instructions a player may avoid by discarding or sacrificing (CR 118.12a), and a sacrifice of
one permanent of each of several kinds (701.21a): "Each player loses 2 life unless they discard a
card.", "Each opponent loses 4 life unless they sacrifice a nontoken creature of their choice.",
"Sacrifice an artifact, a creature, and a land." — tried before the conditional family, which
reads "… unless <condition>" as a condition checked on resolution."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import Production, Result, rule
from arbiter.mtg.effects.punishers import LosesLifeUnless, SacrificeOneOfEach
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.model import Discard, Sacrifice

_KIND = r"an? (?:artifact|creature|land|enchantment|planeswalker)"


def _any_of(words: str, ctx: Ctx) -> Sacrifice | None:
    """ "an artifact, a creature, or a land": one permanent of any of those card types (CR 205.2a)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    kinds = [plain_sentence(f"Sacrifice {kind}.", ctx) for kind in re.findall(_KIND, words)]
    if not all(isinstance(k, Sacrifice) and k.what.what.types and k.what.what.text == k.what.noun for k in kinds):
        return None
    first = kinds[0]
    assert isinstance(first, Sacrifice)
    types = frozenset(t for k in kinds if isinstance(k, Sacrifice) for t in k.what.what.types)
    union = replace(first.what.what, text=re.sub(r"\ban? ", "", words), types=types)
    return replace(first, what=replace(first.what, what=union))


def _loses_unless(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 118.12a: "<players> loses N life unless they <discard a card | sacrifice …>." — the
    alternative read as the instruction "<Players> discards a card." / "… sacrifices …"."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    if m.group(1) == "Target player":
        who = ctx.target("target player")  # (Tergrid's Lantern)
        if who is None:
            return None
    else:
        who = Ref(m.group(1).lower())
    words = m.group(3)
    # CR 118.12a: "unless they sacrifice a nonland permanent or discard a card" — either action
    or_discard = words.startswith("sacrifice ") and words.endswith(_OR_DISCARD)
    verb, rest = words.removesuffix(_OR_DISCARD if or_discard else "").split(" ", 1)
    alternative = plain_sentence(f"Each player {verb}s {rest}.", ctx)
    kinds = re.fullmatch(rf"({_KIND}(?:, {_KIND})*,? or {_KIND}) of their choice", rest)
    if verb == "sacrifice" and kinds is not None and not or_discard:
        alternative = _any_of(kinds.group(1), ctx)
    if isinstance(alternative, Discard) and rest == "a card" and alternative.what.count == 1:
        made = LosesLifeUnless(who, int(m.group(2)), None, words)
    elif isinstance(alternative, Sacrifice) and alternative.what.count == 1 and not alternative.may:
        made = LosesLifeUnless(who, int(m.group(2)), alternative.what.what, words, or_discard)
    else:
        return None
    return made if made.text(tuple(ctx.targets)) == m.string else None


_OR_DISCARD = " or discard a card"


def _one_of_each(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.21a: "Sacrifice an artifact, a creature, and a land." — each kind read as "Sacrifice
    a <kind>."."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    kinds = []
    for kind in re.findall(_KIND, m.group(1)):
        single = plain_sentence(f"Sacrifice {kind}.", ctx)
        if not isinstance(single, Sacrifice) or single.who.kind != "you":
            return None
        kinds.append(single.what.what)
    return SacrificeOneOfEach(tuple(kinds), m.group(1)) if len(kinds) > 1 else None


_LOSES_UNLESS = r"(Each player|Each opponent|Target player) loses (\d+) life unless they ((?:discard|sacrifice) .+)\."

PRODUCTIONS: tuple[Production, ...] = (
    rule(_LOSES_UNLESS, _loses_unless),
    rule(rf"Sacrifice ({_KIND}(?:, {_KIND})*,? and {_KIND})\.", _one_of_each),
)
