"""The instructions of one ability (CR 608.2c): its sentences in order, each through the sentence
grammar (:mod:`.sentences`), and the sentences that only make sense after another one ("If you
do, …", "It can't be regenerated.", "You gain life equal to the life lost this way.")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass, replace

from arbiter.cards.oracle.amounts import exiled_this_way_follows_exile
from arbiter.cards.oracle.animation import still_a_land
from arbiter.cards.oracle.any_opponent_may import any_opponent_may
from arbiter.cards.oracle.chosen_type_links import chosen_creature_type, each_may_draw_up_to
from arbiter.cards.oracle.coin_flips import coin_flip
from arbiter.cards.oracle.context import Ctx, player_word
from arbiter.cards.oracle.copy_exiled import copies_of_exiled
from arbiter.cards.oracle.copy_follow_ups import new_targets
from arbiter.cards.oracle.created_tokens import created_follow_up
from arbiter.cards.oracle.damage_gain import damage_dealt_gain
from arbiter.cards.oracle.delayed_dies import when_dies_this_turn
from arbiter.cards.oracle.dig_x import dig_x
from arbiter.cards.oracle.end_step_returns import exile_until_end_step
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.if_you_cant import if_you_cant
from arbiter.cards.oracle.if_you_dont import if_you_dont
from arbiter.cards.oracle.joined_conditions import conditioned
from arbiter.cards.oracle.kinship import kinship
from arbiter.cards.oracle.library_graveyard_search import library_graveyard_search
from arbiter.cards.oracle.named_cards import named_cards
from arbiter.cards.oracle.normalise import split_sentences
from arbiter.cards.oracle.nouns import COLORS as _COLORS
from arbiter.cards.oracle.opponent_search import opponent_library_search
from arbiter.cards.oracle.otherwise import otherwise
from arbiter.cards.oracle.piles import piles
from arbiter.cards.oracle.process_links import face_down_until_end_step, repeat_process, restart_the_game
from arbiter.cards.oracle.pump_and_grant import pump_and_grant
from arbiter.cards.oracle.put_from_hand import (
    gains_flashback,
    may_cast_exiled,
    put_from_hand,
    returned_gains_haste,
)
from arbiter.cards.oracle.reflexive import when_you_do
from arbiter.cards.oracle.returned_as import returned_as_type
from arbiter.cards.oracle.returned_copies import returned_copy
from arbiter.cards.oracle.reveal_put_all import parley, reveal_put_all, reveal_put_onto
from arbiter.cards.oracle.reveal_until_nonland import reveal_until_nonland
from arbiter.cards.oracle.revealed_hand import revealed_hand
from arbiter.cards.oracle.sentences import sentence as instruction
from arbiter.cards.oracle.sentences.chain_copies import chain_copy
from arbiter.cards.oracle.sentences.conditional import then_wrapped
from arbiter.cards.oracle.sentences.instead import instead_sentence
from arbiter.cards.oracle.sentences.library import (
    dig,
    hand_card_kinds,
    sacrificed_value_search,
    untap_found_if,
    up_to_x_search,
)
from arbiter.cards.oracle.sentences.next_moments import pay_at_next_upkeep
from arbiter.cards.oracle.sentences.player_library import look_at_top
from arbiter.cards.oracle.sentences.stack import countered_instead, player_may_pay
from arbiter.cards.oracle.sentences.tempting_offer import tempting_offer
from arbiter.cards.oracle.sentences.tokens import token_abilities
from arbiter.cards.oracle.sentences.type_choice import choose_type_then_becomes
from arbiter.cards.oracle.serial import serial
from arbiter.cards.oracle.shared_subjects import same_object, same_subject
from arbiter.cards.oracle.speed_sentences import leading_speed
from arbiter.cards.oracle.statics import static_ability
from arbiter.cards.oracle.target_conditions import if_exiled_card_was, if_target_is
from arbiter.cards.oracle.top_of_graveyard import top_card_returns
from arbiter.cards.oracle.top_x_win import top_x_win
from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.cards.oracle.votes import vote_exile
from arbiter.cards.oracle.words import NUMBER_WORDS
from arbiter.mtg.amounts import Counted
from arbiter.mtg.effects.becoming import Becomes
from arbiter.mtg.effects.conditional import with_condition
from arbiter.mtg.effects.copy_permanents import CreateTokenCopy
from arbiter.mtg.effects.instructions import SacrificeThisThen, instructions
from arbiter.mtg.effects.life import GainLifeLostThisWay
from arbiter.mtg.effects.tap import Tap
from arbiter.mtg.enums import CardType, EndStepAction
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.object_conditions import ObjectIs, Which
from arbiter.mtg.ir.selectors import Chosen, Each
from arbiter.mtg.model import (
    Ability,
    And,
    CreateEmblem,
    CreateToken,
    DealDamage,
    Destroy,
    Dig,
    Discard,
    Draw,
    Effect,
    ExileTopCards,
    Keyword,
    LifeChange,
    MayCostThen,
    MayDo,
    MayPayThen,
    ModifyPT,
    Ref,
    Sacrifice,
    SacrificeIt,
    TargetSpec,
    Then,
)


def _life_loss(e: Effect) -> bool:
    """A "<players> lose(s) N life." instruction (N may be counted) whose loss can be gained back."""
    inner = e.effect if isinstance(e, Counted) else e
    return isinstance(inner, LifeChange) and inner.lose and inner.who.kind != "you"


@dataclass
class _Reading:
    """The instructions read so far from one ability's sentences."""

    sentences: list[str]
    effects: list[Effect]
    ctx: Ctx

    @property
    def last(self) -> Effect | None:
        return self.effects[-1] if self.effects else None


# A link reads the sentence at ``i`` (stripped: ``s``) in the light of the instructions before
# it: it answers how many sentences it took, None (the ability can't be compiled) or PASS.
Step = int | Pass | None
Link = Callable[[_Reading, int, str], Step]


def _capital(body: str) -> str:
    """A clause as a sentence of its own ("If you do, draw a card." → "Draw a card.")."""
    return body[0].upper() + body[1:] if body[0] != "~" else body


def _plain_clause(body: str, r: _Reading) -> Effect | None:
    """The instruction after "If you do, …": compiled as a sentence of its own, refused (None)
    when it can't be or when it asks a question of its own."""
    inner = instruction(_capital(body), r.ctx)
    return None if inner is None or inner.decides else inner


def _clause(r: _Reading, body: str) -> Effect | None:
    """The instructions of "If you do, <body>" (CR 608.2c–e): the clause read as a sentence of its
    own by the links — one instruction, or several joined ("scry 1, then draw a card", "target
    player loses 2 life and you gain 2 life") as one :class:`Instructions`."""
    text = _capital(body)
    sub = _Reading([text], [], r.ctx)
    for link in LINKS:
        step = link(sub, 0, text)
        if step is None:
            return None
        if step is not PASS:
            break
    return instructions(tuple(sub.effects)) if sub.effects else None


def _no_regeneration(r: _Reading, i: int, s: str) -> Step:
    if s in ("It can't be regenerated.", "They can't be regenerated.") and isinstance(r.last, Destroy):
        if (s[0] == "T") != isinstance(r.last.to, Each):
            return None  # "They" for all the permanents destroyed, "It" for one
        r.effects[-1] = replace(r.last, no_regeneration=True)  # CR 701.19c
        return 1
    if s == "A creature destroyed this way can't be regenerated." and isinstance(r.last, Destroy):
        # CR 701.19c: the creature or creatures it destroys (an overloaded Damn: each creature)
        r.effects[-1] = replace(r.last, no_regeneration=True, regeneration_words=s)
        return 1
    return PASS


_LOOK = re.compile(r"Look at the top (two|three|four|five|six|seven|eight|ten) cards of your library\.")


def _dig(r: _Reading, i: int, s: str) -> Step:
    """ "Look at the top N cards of your library. Put one of them into your hand and …" (two or three sentences)."""
    m = _LOOK.fullmatch(s)
    if m is None or i + 1 >= len(r.sentences):
        return PASS
    tail = " ".join(x.strip() for x in r.sentences[i + 1 : i + 3])
    dug = dig(NUMBER_WORDS[m.group(1)], tail)
    if dug is None:
        return PASS
    r.effects.append(replace(dug, text_=s + " " + dug.text_))
    return dug.text_.count(". ") + 2


_REVEALS = re.compile(r"(Target opponent|Target player|That player|Each opponent) reveals their hand\.")


def _reveal_choose_discard(r: _Reading, i: int, s: str) -> Step:
    """ "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."."""
    m = _REVEALS.fullmatch(s)
    if m is None or i + 2 >= len(r.sentences) or r.sentences[i + 2].strip() != "That player discards that card.":
        return PASS
    chooser = re.fullmatch(
        r"You choose (?:a|an) (.*?) ?card from it(?: with mana value (\d+) or less)?\.", r.sentences[i + 1].strip()
    )  # "… with mana value 3 or less" (Inquisition of Kozilek, CR 202.3)
    who = player_word(m.group(1), r.ctx)
    kinds = hand_card_kinds(chooser.group(1)) if chooser else None
    if who is None or kinds is None or chooser is None:
        return None
    types, nontypes = kinds
    most = int(chooser.group(2)) if chooser.group(2) else None
    what = Filter(chooser.group(1), types, nontypes=nontypes, max_value=most)
    r.effects.append(Discard(who, Chosen(1, what, by_controller=True)))
    return 3


def _life_lost_this_way(r: _Reading, i: int, s: str) -> Step:
    if s == "You gain life equal to the life lost this way." and r.last is not None and _life_loss(r.last):
        r.effects[-1] = GainLifeLostThisWay(r.last)  # CR 119.3
        return 1
    return PASS


def _if_you_do(r: _Reading, i: int, s: str) -> Step:
    """CR 608.2e: "If you do, …" after "You may …": only if it was done."""
    m = re.fullmatch(r"If you do, (.+)", s)
    may, wrap = then_wrapped(r.last)  # ("Then you may …. If you do, …")
    if m is None or not isinstance(may, MayCostThen | MayDo) or may.then is not None:
        return PASS
    if isinstance(may, MayDo) and (may.effect.decides or may.otherwise is not None):
        return None  # ("If you do" after an instruction that asks its own question: not read yet)
    inner = _clause(r, m.group(1))
    if inner is None:
        return None
    r.effects[-1] = wrap(replace(may, then=inner))
    return 1


def _if_sacrificed_this(r: _Reading, i: int, s: str) -> Step:
    """ "Sacrifice ~. If you do, <instruction>." (CR 701.21a, 608.2e): only if it was sacrificed."""
    m = re.fullmatch(r"If you do, (.+)", s)
    last = r.last
    if m is None or not isinstance(last, SacrificeIt) or last.to.kind != "this" or last.who.kind != "you":
        return PASS
    if r.ctx.it not in ("self", "watched", "") or i != len(r.sentences) - 1:
        return None  # (a trigger about the source itself, or sentences after it: not read yet)
    inner = _clause(r, m.group(1))
    if inner is None or inner.decides:
        return None
    r.effects[-1] = SacrificeThisThen(inner)
    return 1


def _if_the_player_does(r: _Reading, i: int, s: str) -> Step:
    m = re.fullmatch(r"If the player does, (.+)", s)
    if m is None or not isinstance(r.last, Sacrifice) or not r.last.may or r.last.then is not None:
        return PASS
    inner = _plain_clause(m.group(1), r)
    if inner is None:
        return None
    r.effects[-1] = replace(r.last, then=inner)
    return 1


def _if_you_pay(r: _Reading, i: int, s: str) -> Step:
    """ "You may pay {1}. If you do, …"."""
    m = re.fullmatch(r"If you do, (.+)", s)
    if m is None or not isinstance(r.last, MayPayThen) or not isinstance(r.last.effect, Draw):
        return PASS
    # (one that asks a question of its own is the next instruction after the payment, 608.2d)
    inner = _clause(r, m.group(1))
    if inner is None:
        return None
    r.effects[-1] = replace(r.last, effect=inner)
    return 1


def _if_discarded(r: _Reading, i: int, s: str) -> Step:
    m = re.fullmatch(r"If a (white|blue|black|red|green) card is discarded this way, (.+)", s)
    last = r.last
    if m is None or not isinstance(last, Discard) or last.who.kind != "you" or last.what.by_controller:
        return PASS
    inner = instruction(_capital(m.group(2)), r.ctx)
    if inner is None or inner.decides:
        return None
    # CR 608.2c: a condition about the card this resolution discarded
    what = Filter(f"{m.group(1)} card", colors=frozenset({_COLORS[m.group(1)]}))
    condition = ObjectIs(f"a {m.group(1)} card is discarded this way", Which.DISCARDED, what)
    r.effects.append(with_condition(condition, inner))
    return 1


def _if_none_taken(r: _Reading, i: int, s: str) -> Step:
    """ "If you didn't put a card into your hand this way, <instruction>." after "Look at the top
    N cards … You may reveal a <card> from among them and put it into your hand. …" (CR 608.2c)."""
    m = re.fullmatch(r"If you didn't put a card into your hand this way, (.+)", s)
    last = r.last
    if m is None or not isinstance(last, Dig) or last.every or not (last.optional or last.what or last.types):
        return PASS
    inner = instruction(_capital(m.group(1)), r.ctx)
    if inner is None:
        return None
    condition = ObjectIs("you didn't put a card into your hand this way", Which.NONE_TAKEN, Filter())
    r.effects.append(with_condition(condition, inner))
    return 1


def _if_sacrificed(r: _Reading, i: int, s: str) -> Step:
    m = re.fullmatch(r"(.+) if the sacrificed creature was (white|blue|black|red|green)\.", s)
    if m is None:
        return PASS
    inner = instruction(m.group(1) + ".", r.ctx)
    if inner is None or inner.decides:
        return None
    # CR 608.2c, 608.2h: a condition about the creature sacrificed to pay the cost, as it last existed
    what = Filter(f"{m.group(2)} creature", colors=frozenset({_COLORS[m.group(2)]}))
    condition = ObjectIs(f"the sacrificed creature was {m.group(2)}", Which.SACRIFICED, what)
    r.effects.append(with_condition(condition, inner, after=True))
    return 1


def _and_life(r: _Reading, i: int, s: str) -> Step:
    m = re.fullmatch(r"(.+) and you (gain|lose) (\d+) life\.", s)
    if m is None:
        return PASS
    first = instruction(m.group(1) + ".", r.ctx)
    second = LifeChange(int(m.group(3)), Ref("you"), lose=m.group(2) == "lose")
    if first is None:
        return None
    r.effects += [first, And(second)]
    return 1


def _and_unblockable_by(r: _Reading, i: int, s: str) -> Step:
    """ "Creatures you control gain first strike and trample until end of turn and can't be blocked
    by creature tokens this turn." (Legion Loyalist): the grant, and the restriction on the same
    group as its second verb (CR 611.2a, 611.2c, 509.1b)."""
    from arbiter.cards.oracle.sentences.combat import unblockable_by_filter
    from arbiter.mtg.effects.blocked_by_this_turn import CantBeBlockedByThisTurn

    m = re.fullmatch(
        r"((?:[Oo]ther )?[A-Za-z ]+ gains? [a-z ,]+ until end of turn) and can't be blocked by ([a-z ]+) this turn\.", s
    )
    if m is None:
        return PASS
    by = unblockable_by_filter(m.group(2))
    first = instruction(m.group(1) + ".", r.ctx)
    if by is None or not isinstance(first, ModifyPT) or not isinstance(first.to, Each):
        return PASS
    r.effects += [first, And(CantBeBlockedByThisTurn(first.to, by))]
    return 1


def _emblem(r: _Reading, i: int, s: str) -> Step:
    """CR 114.1: "You get an emblem with "<ability>" [and "<ability>"]."."""
    m = re.fullmatch(r'You get an emblem with "(.+)"', s.rstrip(".") if s.endswith('".') else s)
    if m is None:
        return PASS
    granted: list[Ability] = []
    for part in re.split(r'" and "', m.group(1)):
        part = part.replace("this emblem", "~").replace("This emblem", "~")  # CR 114.4: the emblem is the source
        rule = static_ability(part, False) or static_ability(part + ".", False)
        found = rule if rule is not None else triggered(part)
        if found is None:
            return None
        granted.append(found)
    r.effects.append(CreateEmblem(tuple(granted), m.group(1)))
    return 1


def _token_has(r: _Reading, i: int, s: str) -> Step:
    """ "It has "<ability>"", "They have flying and "<ability>"", "Those tokens have …" after
    "Create a … token" (CR 111.10, 608.2c: the tokens just created); the abilities are the
    tokens' own from the start."""
    from arbiter.cards.oracle.sentences.tokens import token_keywords

    m = re.fullmatch(r'(It has|They have|The tokens have|Those tokens have) ((?:[a-z0-9 ,]+?,? and )?)"(.+)"', s)
    if m is None or r.last is None:
        return PASS
    quoted = token_abilities(f'"{m.group(3)}"')
    kws = token_keywords(re.sub(r",? and $", "", m.group(2))) if m.group(2) else ()
    one = m.group(1) == "It has"

    def give(made: CreateToken, counted: bool) -> CreateToken | None:
        if made.then_text or not quoted or kws is None or (one != (made.count == 1 and not counted)):
            return None
        return replace(made, granted=(*made.granted, *(Keyword(k) for k in kws), *quoted), then_text=s)

    given = _into_token(r.last, give, s)
    if given is None:
        return PASS if not isinstance(_innermost(r.last), CreateToken) else None
    r.effects[-1] = given
    return 1


def _innermost(e: Effect | None) -> Effect | None:
    """The instruction inside "you may" / "if you do" / "and" / a counted number."""
    for name in ("then", "effect"):
        inner = getattr(e, name, None)
        if isinstance(inner, Effect):
            return _innermost(inner)
    return e


def _into_token(e: Effect, give: Callable[[CreateToken, bool], CreateToken | None], s: str) -> Effect | None:
    """``e`` with ``give`` applied to the token creation inside it (rebuilding the wrappers), or
    None. A counted creation keeps its printed sentence: the follow-up is added to it (a "for
    each" one is printed from the token's words, which can't take it)."""
    if isinstance(e, CreateToken):
        return give(e, False)
    if isinstance(e, Counted):
        made = give(e.effect, True) if isinstance(e.effect, CreateToken) and e.form != "for each" else None
        return None if made is None else replace(e, effect=made, text_=f"{e.text_} {s}")
    for name in ("then", "effect"):
        inner = getattr(e, name, None)
        if isinstance(inner, Effect):
            found = _into_token(inner, give, s)
            return None if found is None else replace(e, **{name: found})
    return None


def _token_copy_at_end(r: _Reading, i: int, s: str) -> Step:
    """ "Create a token that's a copy of …. [It gains haste.] Sacrifice it at the beginning of the next
    end step." (603.7a)."""
    if not isinstance(r.last, CreateTokenCopy):
        return PASS
    if s in ("It gains haste.", "That token gains haste.") and not r.last.haste and r.last.at_end is None:
        r.effects[-1] = replace(r.last, haste=s)  # CR 702.10: the token, for as long as it stays
        return 1
    m = re.fullmatch(r"(Sacrifice|Exile) it at the beginning of the next end step\.", s)
    if m is None or r.last.at_end is not None:
        # ("It gains haste …" after it: "it" would be the token, which no target phrase names)
        return None if re.search(r"\b[Ii]t\b|\bthat token\b", s) else PASS
    r.effects[-1] = replace(r.last, at_end=EndStepAction(m.group(1).lower()))
    return 1


def _sacrificed_value_search(r: _Reading, i: int, s: str) -> Step:
    found: tuple[Effect, int] | None = sacrificed_value_search(r.sentences, i, s) or up_to_x_search(r.sentences, i, s)
    found = found or leading_speed(r.sentences, i, s, r.ctx)  # CR 608.2h, 702.179f (two sentences each)
    if found is None:
        return PASS
    r.effects.append(found[0])
    return found[1]


def _untap_found(r: _Reading, i: int, s: str) -> Step:
    return untap_found_if(r.effects, s)  # CR 608.2c


def _instead(r: _Reading, i: int, s: str) -> Step:
    return instead_sentence(r.effects, s, r.ctx)  # CR 614.15, 608.2c


def _countered_this_way(r: _Reading, i: int, s: str) -> Step:
    return countered_instead(r.effects, s)  # CR 701.6a, 614.1a


def _player_may_pay(r: _Reading, i: int, s: str) -> Step:
    return player_may_pay(r.effects, r.sentences, i, r.ctx)  # CR 118.12a


def _pay_at_next_upkeep(r: _Reading, i: int, s: str) -> Step:
    return pay_at_next_upkeep(r.effects, r.sentences, i, r.ctx)  # CR 603.7a, 118.12


def _choose_type_then_becomes(r: _Reading, i: int, s: str) -> Step:
    return choose_type_then_becomes(r.effects, r.sentences, i, r.ctx)  # CR 608.2d, 205.3m


def _if_you_cant(r: _Reading, i: int, s: str) -> Step:
    return if_you_cant(r.effects, s, r.ctx)  # CR 608.2c


def _players_do(r: _Reading, i: int, s: str) -> Step:
    """ "Each opponent attacking that player does the same." and the like (CR 608.2c, 101.4)."""
    from arbiter.cards.oracle.players_do import players_do

    return players_do(r.effects, s, r.ctx)


def _instruction(r: _Reading, i: int, s: str) -> Step:
    """An instruction of its own, or two joined by "and" / ", then"."""
    effect = instruction(s, r.ctx)
    if effect is not None:
        r.effects.append(effect)
        return 1
    joined = coordinated(s, r.ctx)
    if joined is None:
        return None
    r.effects += joined
    return 1


_IT = re.compile(r"\b[Ii]t\b")
# an object other than the source named between "~" and "it" (then "it" may be that object)
_OTHER_OBJECT = re.compile(r"\b(?:cards?|creatures?|tokens?|permanents?|spells?|lands?|artifacts?|players?)\b")


def _it_the_source(r: _Reading, i: int, s: str) -> Step:
    """ "~ gains indestructible until end of turn. Tap it." (Iron-Shield Elf), "Untap ~. Put a
    +1/+1 counter on it." — in a permanent's ability with no target and no "it" of its own, "it"
    after the source's name is the source (CR 608.2c: the instructions as written; 109.5 — the
    source is "~"). Tried only when the sentence can't be read otherwise."""
    ctx = r.ctx
    found = _IT.search(s)
    if found is None or ctx.it or ctx.targets or not ctx.ability:
        return PASS
    before = " ".join([*(x.strip() for x in r.sentences[:i]), s[: found.start()]])
    if "~" not in before or _OTHER_OBJECT.search(before[before.rindex("~") :]):
        return PASS
    mark = len(r.effects)
    if instruction(s, ctx) is not None or coordinated(s, ctx) is not None:
        del ctx.targets[:]
        return PASS  # (read without it: the plain reading stands)
    ctx.it = "self"
    try:
        step = _instruction(r, i, s)
    finally:
        ctx.it = ""
    if step is None or ctx.targets:
        del r.effects[mark:]
        del ctx.targets[:]
        return PASS
    return step


def _passage(r: _Reading, i: int, s: str) -> Step:
    """A passage of several sentences that is one instruction (:mod:`.sentences.faces`)."""
    from arbiter.cards.oracle.sentences.faces import passage

    found = passage(r.sentences, i)
    if found is None:
        return PASS
    r.effects.append(found[0])
    return found[1]


def _reveal_top(r: _Reading, i: int, s: str) -> Step:
    """ "Reveal the top card of your library and put that card into your hand. …" (one or two
    sentences, :mod:`.sentences.reveal_top`)."""
    from arbiter.cards.oracle.sentences.reveal_top import reveal_top

    found = reveal_top(r.sentences, i, r.ctx)
    if found is None:
        return PASS
    r.effects.extend(found[0] if isinstance(found[0], tuple) else (found[0],))
    return found[1]


# "Untap them." after "Creatures you control get +1/+3 until end of turn." (Rally to Battle)
_THOSE = {
    "Tap those creatures.": (False, "those creatures"),
    "Untap those creatures.": (True, "those creatures"),
    "Untap them.": (True, "them"),
}


def _tap_those(r: _Reading, i: int, s: str) -> Step:
    """ "Tap those creatures." after damage to a group of creatures (Thundermaw Hellkite), "Untap
    them." after a bonus to one ("Creatures you control get +1/+1 until end of turn."): tapping
    over a pronoun for that group (CR 608.2c, 701.26a), found again — a bonus can't change who is
    in a group described without power or toughness."""
    from arbiter.cards.oracle.noun_phrase import reads_only
    from arbiter.mtg.ir.anaphora import Those

    last = r.last
    if s not in _THOSE or not isinstance(last, DealDamage | ModifyPT) or not isinstance(last.to, Each):
        return PASS
    if last.to.players or not all(f.all_types == frozenset({CardType.CREATURE}) for f in last.to.fits):
        return None
    if isinstance(last, ModifyPT) and not all(reads_only(f, _SAME_GROUP) for f in last.to.fits):
        return None
    untap, noun = _THOSE[s]
    r.effects.append(Tap(Those(last.to, noun), untap=untap))
    return 1


# what a bonus can't change about a permanent (so a group described by these stays the same)
_SAME_GROUP = frozenset({"types", "all_types", "nontypes", "subtypes", "nonsubtypes", "supertypes", "controller",
                         "token", "other", "combat", "colors", "noncolors", "either", "tapped"})  # fmt: skip


# in order: the first link that answers reads the sentence
_MAY_PLAY = re.compile(r"(?:Until [^,]+, )?[Yy]ou may (?:play|cast) (?:that card|them|those cards)\b.*")


def _may_play_what_was_exiled(r: _Reading, i: int, s: str) -> Step:
    """ "You may play/cast that card this turn." names the cards an earlier instruction of the
    ability exiled from the top of a library (CR 608.2c); after any other instruction ("Choose
    target artifact card in your graveyard.", "Exile target card from your graveyard.", "Mill a
    card.") the card it names isn't remembered that way — the permission would reach nothing —
    and the ability isn't compiled."""
    if _MAY_PLAY.fullmatch(s) is None:
        return PASS
    return PASS if any(_exiles_top(e) for e in r.effects) else None


def _exiles_top(e: object) -> bool:
    """Whether the instruction is, or contains ("you may …", "If you do, … and …"), an exile of
    the top cards of a library — the instruction that remembers the cards it exiled."""
    if isinstance(e, ExileTopCards):
        return True
    if isinstance(e, Effect) and is_dataclass(e):
        for f in fields(e):
            value = getattr(e, f.name)
            if isinstance(value, Effect) and _exiles_top(value):
                return True
            if isinstance(value, tuple) and any(isinstance(v, Effect) and _exiles_top(v) for v in value):
                return True
    return False


LINKS: tuple[Link, ...] = (
    otherwise,
    restart_the_game,
    _may_play_what_was_exiled,
    vote_exile,
    still_a_land,
    coin_flip,
    library_graveyard_search,
    named_cards,
    opponent_library_search,
    exile_until_end_step,
    _passage,
    _no_regeneration,
    piles,
    _dig,
    top_x_win,
    kinship,
    dig_x,
    tempting_offer,
    any_opponent_may,
    revealed_hand,
    reveal_put_all,
    reveal_put_onto,
    reveal_until_nonland,
    parley,
    _reveal_choose_discard,
    _life_lost_this_way,
    damage_dealt_gain,
    new_targets,
    _if_you_do,
    if_you_dont,
    when_you_do,
    _if_sacrificed_this,
    _if_the_player_does,
    _if_you_pay,
    _if_discarded,
    _if_none_taken,
    _if_sacrificed,
    if_exiled_card_was,  # (before "… and you gain N life": the condition covers both)
    _and_life,
    _and_unblockable_by,
    returned_gains_haste,
    returned_copy,
    returned_as_type,
    top_card_returns,
    pump_and_grant,
    _emblem,
    _token_has,
    _token_copy_at_end,
    created_follow_up,
    put_from_hand,
    gains_flashback,
    may_cast_exiled,
    copies_of_exiled,
    look_at_top,
    _countered_this_way,
    _player_may_pay,
    _pay_at_next_upkeep,
    _choose_type_then_becomes,
    _if_you_cant,
    chain_copy,
    _instead,
    if_target_is,
    when_dies_this_turn,
    _untap_found,
    _reveal_top,
    repeat_process,
    face_down_until_end_step,
    _tap_those,
    _sacrificed_value_search,
    serial,
    _it_the_source,
    _players_do,
    chosen_creature_type,
    each_may_draw_up_to,
    _instruction,
)


def parse_effects(
    text: str,
    it: str = "",
    that_player: bool = False,
    attack: bool = False,
    ability: bool = False,
    pair: bool = False,
    amount: bool = False,
    combat_player: bool = False,
    attacked: bool = False,
    x_announced: bool = False,
    triggered: bool = False,
    turn_player: bool = False,
) -> tuple[list[Effect], list[TargetSpec]] | None:
    """The instructions of an ability's text and the targets they name, or None; ``combat_player``:
    "that player" is the player dealt combat damage (the defending player, CR 506.2); ``attacked``:
    "that player" was attacked (CR 508.3b); ``triggered``: a triggered ability's, for which no X
    is announced (107.3a)."""
    self_it = ability or it in ("self", "source", "watched")
    ctx = Ctx([], it, that_player, attack, self_it, pair=pair, amount=amount, combat_player=combat_player)
    ctx.attacked = attacked
    ctx.x_announced = x_announced
    ctx.triggered = triggered
    ctx.turn_player = turn_player  # ("that player": the active player, CR 503.1)
    sentences = split_sentences(text)
    if sentences is None:
        return None
    reading = _Reading(sentences, [], ctx)
    i = 0
    while i < len(sentences):
        s = sentences[i].strip()
        ctx.previous = reading.last
        if i and ctx.targets and re.search(r"\bits owner's\b", sentences[i - 1]):
            ctx.owner_of = len(ctx.targets) - 1  # ("Return target permanent to its owner's hand. Then that player …")
        for link in LINKS:
            step = link(reading, i, s)
            if step is None:
                return None
            if step is not PASS:
                i += step
                break
    effects = reading.effects
    if any(isinstance(e, MayPayThen) and isinstance(e.effect, Draw) and e.effect.amount == 0 for e in effects):
        return None  # "You may pay …" without its "If you do, …"
    if not exiled_this_way_follows_exile(effects):
        return None
    if any(t.x_count for t in ctx.targets) and not ctx.targets[-1].x_count:
        return None  # ("X target …" then other targets: the instances past X couldn't be dropped, 601.2c)
    return effects, ctx.targets


def coordinated(sentence: str, ctx: Ctx) -> list[Effect] | None:
    """ "Untap target creature and gain control of it until end of turn.": two effects joined
    by "and" (the second often naming the first one's target as "it"), or by ", then"
    ("Draw a card, then discard a card.")."""
    for joint, wrap in ((", then ", Then), (" and ", And)):
        start = 0
        while True:
            i = sentence.find(joint, start)
            if i < 0:
                break
            start = i + 1
            mark = len(ctx.targets)
            first = _first_of_joined(sentence, i, ctx)
            # "You gain 3 life and draw a card, then you may put a land card …" (Uro): the part
            # before ", then" joined by "and" itself
            before = [first] if first is not None else _joined_before_then(sentence[:i], joint, ctx)
            rest = sentence[i + len(joint) :]
            second = instruction(rest[0].upper() + rest[1:], ctx) if before and rest else None
            joined = [*before, wrap(second)] if before and second is not None else None
            if joined is None and first is not None and rest:
                shared = same_subject(first, rest, ctx, wrap) or same_object(sentence[:i], rest, ctx, wrap)
                joined = [first, shared] if shared is not None else None
            if joined is not None:
                return conditioned(joined)  # CR 608.2c: "If …, A and B" — the condition covers both
            del ctx.targets[mark:]
    return None


def _joined_before_then(head: str, joint: str, ctx: Ctx) -> list[Effect] | None:
    """The instructions before ", then" when they are two joined by "and" (CR 608.2c: followed
    in the order written)."""
    if joint != ", then " or ", then " in head or " and " not in head:
        return None
    joined = coordinated(head + ".", ctx)
    return joined if joined is not None and all(not isinstance(e, Then) for e in joined) else None


def _first_of_joined(sentence: str, i: int, ctx: Ctx) -> Effect | None:
    """The instruction before the joint at ``i``. In "Each opponent loses X life and you gain X
    life, where X is …" the closing "where X is …" defines the first X too (CR 107.3, 608.2h):
    that part is counted with it, and printed without it."""
    head = sentence[:i]
    where = sentence.find(", where X is ")
    if where > i and re.search(r"\bX\b", head):
        e = instruction(head + sentence[where:], ctx)
        if not isinstance(e, Counted) or e.form != "where X" or e.count.stat:
            return None  # ("its power" after "When enchanted creature dies" isn't the source's)
        return replace(e, text_=head + ".")
    e = instruction(head + ".", ctx)
    if isinstance(e, Becomes) and e.lasting and _DURATION.search(sentence, i):
        # "Target creature becomes green and gets +1/+0 until end of turn.": the closing duration is
        # the whole sentence's (CR 611.2a) — the first part alone would read as lasting forever
        return None
    return e


_DURATION = re.compile(r"\buntil\b|\bthis turn\b|\bfor as long as\b")
