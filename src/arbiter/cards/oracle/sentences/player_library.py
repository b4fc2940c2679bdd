"""Sentences about the top card of a library and what follows about it (CR 401, 608.2c): a sentence
that finds the card — "Look at the top card of <player>'s library.", "The owner of <target>
shuffles it into their library, then reveals the top card of their library." — and the sentences
after it that name that card ("You may put that card on the bottom of that player's library.",
"You may reveal that card.", "If it's a <kind> card, they put it onto the battlefield.", "If <a
kind> card is revealed this way, <instruction>"), read together because only the first says which
card "it" is (:mod:`arbiter.mtg.effects.that_card`). Also "Exile all cards from <player>'s library,
then that player shuffles their hand into their library." (406.2, 701.24a)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.cards.oracle.card_nouns import card_noun
from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.grammar import PASS, Pass, next_sentence
from arbiter.cards.oracle.nouns import TYPE_WORDS
from arbiter.cards.oracle.sentences.production import Production, Result, exact, rule
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.library import Scry
from arbiter.mtg.effects.optional import MayDo
from arbiter.mtg.effects.player_library import ExileAllCardsFrom, ShuffleHandIntoLibrary
from arbiter.mtg.effects.that_card import (
    PERMANENT_TYPES,
    IfThatCardIs,
    LookAtTop,
    MayPutThatCardIntoGraveyard,
    MayPutThatCardOnBottom,
    PutThatCardInto,
    PutThatCardOntoBattlefield,
    RevealThatCard,
    RevealTop,
    ShuffleIntoLibrary,
)
from arbiter.mtg.effects.that_card_may import MayPutThatCardIfItIs
from arbiter.mtg.effects.top_or_bottom import PutOnTopOrBottom
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect, Then
from arbiter.mtg.ir.refs import Ref

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_REVEAL = re.compile(r"(Reveal|Target player reveals|Target opponent reveals) the top card of (your|their) library\.")
_LOOK = re.compile(r"Look at the top card of (your|target player's|target opponent's) library\.")
_SHUFFLE_REVEAL = re.compile(
    rf"The owner of ({_TGT}) shuffles it into their library, then reveals the top card of their library\."
)
_IF_IT_IS = re.compile(
    r"If (?:it's an? ((?:[a-z]+ or )?[a-z]+) card|an? ((?:[a-z]+ or )?[a-z]+) card is revealed this way), (.+)"
)
_MAY_PUT_IF = re.compile(
    r"If it's an? (.+? card), you may (reveal it and )?put it (into your hand|onto the battlefield(?: tapped)?)\."
)
_PUT_IT = re.compile(r"(?:(They|You) )?[Pp]ut it onto the battlefield\.")
_PUT_INTO = re.compile(r"Put (it|that card) into your (hand|graveyard)\.")
_OTHERWISE = re.compile(r"Otherwise, (.+)")
_SCRY_REVEAL = re.compile(r"Scry (\d+), then reveal the top card of your library\.")


def _finding(s: str, ctx: Ctx) -> list[Effect] | None:
    """The sentence that finds the card, as its instructions (None: not such a sentence)."""
    m = _LOOK.fullmatch(s)
    if m is not None:
        whose = m.group(1)
        ref = Ref("you") if whose == "your" else ctx.target(whose.removesuffix("'s"))
        return [LookAtTop(ref)] if ref is not None else None
    m = _REVEAL.fullmatch(s)
    if m is not None:
        ref = _revealer(m, ctx)
        return [RevealTop(ref)] if ref is not None else None
    m = _SCRY_REVEAL.fullmatch(s)
    if m is not None:  # "Scry 3, then reveal the top card of your library." (CR 701.22a, 701.20a)
        return [Scry(int(m.group(1))), Then(RevealTop(Ref("you"), said=False))]
    m = _SHUFFLE_REVEAL.fullmatch(s)
    if m is not None:
        ref = ctx.target(m.group(1))
        if ref is None or ref.kind != "target":
            return None
        return [ShuffleIntoLibrary(ref), Then(RevealTop(ref, owner=True, said=False))]
    return None


def _revealer(m: re.Match[str], ctx: Ctx) -> Ref | None:
    """The player of "Reveal the top card of your library." / "Target player reveals the top card
    of their library."."""
    if (m.group(1) == "Reveal") != (m.group(2) == "your"):
        return None
    return Ref("you") if m.group(1) == "Reveal" else ctx.target(m.group(1).removesuffix(" reveals").lower())


def card_kinds(words: str) -> frozenset[CardType] | None:
    """ "instant or sorcery" → {instant, sorcery}; "permanent" → the permanent types (CR 110.4);
    None if a word isn't a card type."""
    if words == "permanent":
        return PERMANENT_TYPES
    kinds = [TYPE_WORDS.get(w) for w in words.split(" or ")]
    return frozenset(k for k in kinds if k is not None) if all(kinds) else None


def _put_it(s: str, found: list[Effect]) -> Effect | None:
    """ "They put it onto the battlefield." / "Put it onto the battlefield." (the player whose
    library the card is in puts it); "Put it / that card into your hand / graveyard." (when it is
    the controller's library)."""
    yours = found[0] in (LookAtTop(Ref("you")), RevealTop(Ref("you")))
    m = _PUT_IT.fullmatch(s)
    if m is not None:
        # CR 110.2a: under the control of the player who puts it — whose library it was in
        return PutThatCardOntoBattlefield(m.group(1) or "") if (m.group(1) == "They") != yours else None
    m = _PUT_INTO.fullmatch(s)
    if m is None or not yours:
        return None
    return PutThatCardInto(Zone.HAND if m.group(2) == "hand" else Zone.GRAVEYARD, m.group(1))


def _about_that_card(s: str, found: list[Effect], ctx: Ctx) -> Effect | None:
    """A sentence after the finding one that is about the card found (None: it isn't one)."""
    looked = found[0] if isinstance(found[0], LookAtTop) else None
    if looked is not None and s == "You may reveal that card.":
        return MayDo(RevealThatCard())
    if looked is not None and s.startswith("You may put that card on the bottom of "):
        whose = "your" if looked.whose.kind == "you" else "that player's"
        bottom = MayPutThatCardOnBottom(whose)
        return bottom if bottom.text(()) == s else None
    if looked is not None and looked.whose.kind != "you" and s.startswith("You may put that card into "):
        grave = MayPutThatCardIntoGraveyard(s.removeprefix("You may put that card into ").partition(" graveyard")[0])
        return grave if grave.whose in ("their", "that player's") and grave.text(()) == s else None
    may = _MAY_PUT_IF.fullmatch(s)
    if may is not None:
        return _may_put_if(may, found)
    if "that card's mana value" in s and isinstance(found[-1], RevealTop | Then):
        return _counting_that_card(s, ctx)
    m = _IF_IT_IS.fullmatch(s)
    if m is None:
        return None
    revealed = m.group(2) is not None
    noun = m.group(2) or m.group(1)
    kinds = card_kinds(noun)
    body = m.group(3)
    if kinds is None or (revealed and looked is None):
        return None
    inner = _bound_instruction(body, found, ctx)
    return IfThatCardIs(noun, kinds, inner, revealed) if inner is not None else None


def _may_put_if(m: re.Match[str], found: list[Effect]) -> Effect | None:
    """ "If it's a <card>, you may [reveal it and] put it into your hand / onto the battlefield
    [tapped]." about the top card of the controller's own library (CR 608.2c-d)."""
    what = card_noun(m.group(1))
    if what is None or found[0] not in (LookAtTop(Ref("you")), RevealTop(Ref("you"))):
        return None
    onto = m.group(3).startswith("onto")
    return MayPutThatCardIfItIs(what, onto, m.group(0), tapped=m.group(3).endswith("tapped"), reveal=bool(m.group(2)))


_IF_NOT_PUT = re.compile(
    r"If you don't put the card (into your hand|onto the battlefield), (you may )?put it "
    r"(into your graveyard|into your hand|on the bottom of your library)\."
)
_WHERE = {"into your graveyard": "graveyard", "into your hand": "hand", "on the bottom of your library": "bottom"}


def _if_not_put(s: str, last: MayPutThatCardIfItIs) -> Effect | None:
    """ "If you don't put the card into your hand, you may put it into your graveyard." after "If it's
    a <card>, you may … put it …": where the card goes when it wasn't put (CR 608.2c-d)."""
    m = _IF_NOT_PUT.fullmatch(s)
    if m is None or last.otherwise or (m.group(1) == "onto the battlefield") != last.battlefield:
        return None
    where = _WHERE[m.group(3)]
    if where == "hand" and not last.battlefield:
        return None
    return replace(last, otherwise=where + (" may" if m.group(2) else ""), text_=f"{last.text_} {s}")


def _bound_instruction(body: str, found: list[Effect], ctx: Ctx) -> Effect | None:
    """An instruction after "If it's …," or "Otherwise,": one about the card found, or any other
    that asks nothing and names no card (None: neither)."""
    from arbiter.cards.oracle.sentences import sentence as instruction

    body = body if body[0] == "~" else body[0].upper() + body[1:]
    inner = _put_it(body, found)
    if inner is None and not re.search(r"\b(?:it|that card|they|their)\b", body, re.IGNORECASE):
        inner = instruction(body, ctx)
    return inner if inner is not None and not inner.decides else None


def _otherwise(s: str, last: Effect, found: list[Effect], ctx: Ctx) -> Effect | None:
    """ "Otherwise, <instruction>" after "If it's a <kind> card, …": the condition's else branch."""
    if isinstance(last, MayPutThatCardIfItIs):
        return _if_not_put(s, last)
    m = _OTHERWISE.fullmatch(s)
    if m is None or not isinstance(last, IfThatCardIs) or last.otherwise is not None or last.revealed:
        return None
    inner = _bound_instruction(m.group(1), found, ctx)
    return replace(last, otherwise=inner) if inner is not None else None


def look_at_top(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: the sentence that finds a library's top card and every
    sentence after it that is about that card (at least one), read together (CR 608.2c)."""
    mark = len(r.ctx.targets)
    found = _finding(s, r.ctx)
    if found is None:
        del r.ctx.targets[mark:]
        return PASS
    after: list[Effect] = []
    read = 0
    while i + 1 + read < len(r.sentences):
        nxt = r.sentences[i + 1 + read].strip()
        otherwise = _otherwise(nxt, after[-1], found, r.ctx) if after else None
        about = otherwise or _about_that_card(nxt, found, r.ctx)
        if about is None:
            break
        if otherwise is not None:
            after[-1] = otherwise
        else:
            after.append(about)
        read += 1
    if not after and _looked_alone(r, i, found):
        r.effects += found  # CR 401.2: the controller sees the card; nothing else is done with it
        return 1
    if not after:
        del r.ctx.targets[mark:]
        return PASS
    r.effects += [*found, *after]
    return 1 + read


def _looked_alone(r: _Reading, i: int, found: list[Effect]) -> bool:
    """ "Look at the top card of target player's library." with no sentence after it about that
    card: the last sentence, or one that names no card ("Draw a card at the beginning of …"). "Look
    at the top card of your library." alone (the Deceivers' "{1}: …", CR 401.2): the last sentence."""
    if not isinstance(found[0], LookAtTop):
        return False
    nxt = next_sentence(r.sentences, i)
    if found[0].whose.kind == "you":
        return not nxt
    return not re.search(r"\b(?:it|its|that card|they|them|their)\b", nxt, re.IGNORECASE)


def _exile_all(m: re.Match[str], ctx: Ctx) -> Result:
    ref = Ref("you") if m.group(1) == "your" else ctx.target(m.group(1).removesuffix("'s"))
    return ExileAllCardsFrom(ref, _ZONES[m.group(2)]) if ref is not None else None


def _shuffle_hand(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target("that player")
    return ShuffleHandIntoLibrary(ref) if ref is not None and ref.kind == "that" else None


_ZONES = {"library": Zone.LIBRARY, "graveyard": Zone.GRAVEYARD, "hand": Zone.HAND}


def _reveal_alone(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target player reveals the top card of their library." with nothing after it about the card
    (CR 701.20a)."""
    ref = _revealer(m, ctx)
    return RevealTop(ref) if ref is not None else None


def _shuffle_in(m: re.Match[str], ctx: Ctx) -> Result:
    """ "The owner of <target> shuffles it into their library." / "~'s owner shuffles it into their
    library." / "Target creature's owner shuffles it into their library." (CR 400.3, 701.24a)."""
    phrase = m.group("of") or m.group("whose")
    ref = Ref("this") if phrase == "~" else ctx.target(phrase[0].lower() + phrase[1:])
    if ref is None or ref.kind not in ("this", "target"):
        return None
    return ShuffleIntoLibrary(ref, possessive=m.group("whose") is not None)


def _top_or_bottom(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 401.4: "Target creature's owner puts it on their choice of the top or bottom of their
    library." / "The owner of target nonland permanent puts it …" — a permanent's owner chooses."""
    phrase = m.group("of") or m.group("whose")
    ref = ctx.target(phrase[0].lower() + phrase[1:])
    if ref is None or ref.kind != "target" or ctx.targets[ref.index].zone is not Zone.BATTLEFIELD:
        return None
    return PutOnTopOrBottom(ref, m.string)


def _its_owner_top_or_bottom(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Choose target spell or permanent …. Its owner puts it on their choice of the top or bottom of
    their library." (CR 401.4, 108.3): the target just chosen, a permanent or a spell."""
    if not ctx.targets or ctx.targets[-1].players or not ({Zone.BATTLEFIELD, Zone.STACK} & set(ctx.targets[-1].zones)):
        return None
    return PutOnTopOrBottom(Ref("target", len(ctx.targets) - 1), m.string)


def _its_owner_shuffles(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Choose target artifact or enchantment. Its owner shuffles it into their library." (CR 400.3,
    701.24a, 108.3): the permanent just named."""
    if not ctx.targets or ctx.targets[-1].players or ctx.targets[-1].zones != (Zone.BATTLEFIELD,):
        return None
    return ShuffleIntoLibrary(Ref("target", len(ctx.targets) - 1), its_owner=True)


PRODUCTIONS: tuple[Production, ...] = (
    exact("Its owner puts it on their choice of the top or bottom of their library.", _its_owner_top_or_bottom),
    exact("Its owner shuffles it into their library.", _its_owner_shuffles),
    rule(
        rf"(?:The owner of (?P<of>{_TGT})|(?P<whose>Target [a-z ]+?)'s owner) puts it on their choice of the top or "
        r"bottom of their library\.",
        _top_or_bottom,
    ),
    rule(
        rf"(?:The owner of (?P<of>{_TGT})|(?P<whose>~|Target [a-z ]+?)'s owner) shuffles it into their library\.",
        _shuffle_in,
    ),
    rule(r"(Target player reveals|Target opponent reveals) the top card of (their) library\.", _reveal_alone),
    rule(r"Exile all cards from (target player's|target opponent's) (library)\.", _exile_all),
    rule(r"That player shuffles their hand into their library\.", _shuffle_hand),
)


def _counting_that_card(s: str, ctx: Ctx) -> Effect | None:
    """ "Draw cards equal to that card's mana value." / "~ gets +X/+0 until end of turn, where X is
    that card's mana value." after the card was revealed (CR 608.2c: the revealed card's mana value,
    202.3) — an instruction of the ordinary grammar with that count."""
    from arbiter.cards.oracle.sentences import sentence
    from arbiter.mtg.amounts import Counted

    found = sentence(s, ctx)
    return found if isinstance(found, Counted) and found.count.that_card else None
