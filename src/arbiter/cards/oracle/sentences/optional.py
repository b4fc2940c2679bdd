"""Optional instructions (CR 608.2d, 117.3): "You may <instruction>.", "You may have target
creature get +2/+2 …", and the first half of "You may <do something>. If you do, …" (the second
half fills ``then``, see :mod:`..effects`). Declared last: "You may …" takes what no other
production does."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.optional_costs import may_pick
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.cards.oracle.words import PERMANENT_NOUNS
from arbiter.mtg.enums import CardType
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import Draw, MayCostThen, MayDo, MayPayThen, Ref

_THIRD_PERSON = {
    "get": "gets",
    "deal": "deals",
    "fight": "fights",
    "discard": "discards",
    "lose": "loses",
    "gain": "gains",
    "draw": "draws",
    "mill": "mills",
    "sacrifice": "sacrifices",
    "block": "blocks",
    "return": "returns",
}


def _may_pay_mana(m: re.Match[str], ctx: Ctx) -> Result:
    cost = ManaCost.parse(m.group(1))
    # the effect is filled in by the "If you do, …" sentence that must follow
    return MayPayThen(cost, Draw(0, Ref("you"))) if cost is not None else None


def _may_have(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You may have <subject> <verb> …": the subject does it if its controller chooses (608.2c)."""
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    subject = m.group(1) if m.group(1) == "~" else m.group(1)[0].upper() + m.group(1)[1:]
    mark = len(ctx.targets)
    # (with a counted number: "… have it deal damage equal to its power to target creature", 608.2h)
    inner = sentence(f"{subject} {_THIRD_PERSON[m.group(3)]}{m.group(4)}.", ctx)
    if inner is not None:
        # (one that asks a question — "discard a card" — asks it once the controller chose to, 608.2d)
        return MayDo(inner, text_=m.string)
    del ctx.targets[mark:]
    return PASS


def _may_sacrifice_self(m: re.Match[str], ctx: Ctx) -> Result:
    if not (m.group(2) == "~" or ctx.it in ("self", "source")):
        return PASS
    if ctx.it == "source":
        # after "dies" the card is in the graveyard (CR 603.6c): it may be exiled from there
        if m.group(1) != "exile":
            return None
        return MayCostThen("exile dead self", noun=m.group(2) if m.group(2) == "it" else "")
    return MayCostThen(f"{m.group(1)} self", noun=m.group(2) if m.group(2) == "it" else "")


def _may_sacrifice(m: re.Match[str], ctx: Ctx) -> Result:
    if not (m.group(1) or m.group(2)):
        return PASS
    kinds: set[CardType] = set()
    for word in re.split(r" or (?:a |an )?", m.group(3)):
        found = PERMANENT_NOUNS.get(word)
        if found is None:
            return PASS
        kinds |= found
    noun = m.string.removeprefix("You may sacrifice ").removesuffix(".")
    return MayCostThen("sacrifice", noun=noun, types=frozenset(kinds), another=bool(m.group(1)))


def _may(m: re.Match[str], ctx: Ctx) -> Result:
    from arbiter.cards.oracle.sentences import sentence  # (the grammar recurses)

    if m.group(1).startswith(("cast", "play", "have", "pay", "choose", "sacrifice")):
        return PASS
    inner = sentence(m.group(1)[0].upper() + m.group(1)[1:] + ".", ctx)
    if inner is None:
        inner = sentence(f"You {m.group(1)}.", ctx)  # "You may gain 3 life." (the subject is "you")
    # (an instruction that itself asks something is followed with its question once the player
    # chose to — a search: only then is the library searched, 701.23a)
    if inner is not None:
        return MayDo(inner)
    return None


PRODUCTIONS: tuple[Production, ...] = (
    rule(r"You may pay ((?:\{(?:[0-9WUBRGC]|[WUBRG]/[WUBRG])\})+)\.", _may_pay_mana),
    rule(rf"You may have (~|{_TGT}) ({'|'.join(_THIRD_PERSON)})\b(.*)\.", _may_have),
    # the first half of "You may <cost>. If you do, …"
    exact("You may discard a card.", lambda m, ctx: MayCostThen("discard")),
    exact("You may draw a card.", lambda m, ctx: MayCostThen("draw")),
    exact("You may reveal the top card of your library.", lambda m, ctx: MayCostThen("reveal top")),
    rule(r"You may pay (\d+) life\.", lambda m, ctx: MayCostThen("pay life", amount=int(m.group(1)))),
    rule(r"You may (sacrifice|exile) (~|it)\.", _may_sacrifice_self),
    rule(r"You may sacrifice (another )?(a |an )?([a-z]+(?: or (?:a |an )?[a-z]+)?)\.", _may_sacrifice),
    rule(r"You may ((?:sacrifice|discard|return|tap|exile|blight) .+)\.", may_pick),
    rule(r"You may (.+)\.", _may),
)
