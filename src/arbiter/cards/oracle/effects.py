"""The instructions of one ability (CR 608.2c): its sentences in order, each through the sentence
grammar (:mod:`.sentences`), and the sentences that only make sense after another one ("If you
do, …", "It can't be regenerated.", "You gain life equal to the life lost this way.")."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx, player_word
from arbiter.cards.oracle.keywords import ENGINE_KEYWORDS
from arbiter.cards.oracle.normalise import split_sentences
from arbiter.cards.oracle.nouns import (
    COLORS as _COLORS,
)
from arbiter.cards.oracle.sentences import sentence as instruction
from arbiter.cards.oracle.sentences.library import dig, hand_card_kinds
from arbiter.cards.oracle.sentences.tokens import token_abilities
from arbiter.cards.oracle.statics import static_ability
from arbiter.cards.oracle.trigger_grammar import triggered
from arbiter.cards.oracle.words import NUMBER_WORDS
from arbiter.mtg.amounts import Counted
from arbiter.mtg.life_effects import GainLifeLostThisWay
from arbiter.mtg.model import (
    Ability,
    And,
    CreateEmblem,
    CreateToken,
    Destroy,
    DiscardChosen,
    Draw,
    EachOpponentLoses,
    Effect,
    GainLife,
    IfDiscardedWas,
    IfSacrificedWas,
    LoseLife,
    MayCostThen,
    MayDo,
    MayPayThen,
    ModifyPT,
    PumpAndGrant,
    Ref,
    RevealHandChooseDiscard,
    SearchLibrary,
    TargetSpec,
    ThatPlayerMaySacrifice,
    Then,
)
from arbiter.mtg.spell_copies import CopySpell


def _life_loss(e: Effect) -> bool:
    """A "<players> lose(s) N life." instruction (N may be counted) whose loss can be gained back."""
    inner = e.effect if isinstance(e, Counted) else e
    return isinstance(inner, EachOpponentLoses) or (isinstance(inner, LoseLife) and inner.who.kind != "you")


def parse_effects(
    text: str, it: str = "", that_player: bool = False, attack: bool = False, ability: bool = False
) -> tuple[list[Effect], list[TargetSpec]] | None:
    ctx = Ctx([], it, that_player, attack, ability or it in ("self", "source", "watched"))
    effects: list[Effect] = []
    sentences = split_sentences(text)
    if sentences is None:
        return None
    skip = 0
    for i, sentence in enumerate(sentences):
        if skip:
            skip -= 1
            continue
        sentence = sentence.strip()
        if sentence == "It can't be regenerated." and effects and isinstance(effects[-1], Destroy):
            effects[-1] = replace(effects[-1], no_regeneration=True)  # CR 701.19c
            continue
        m = re.fullmatch(r"Look at the top (two|three|four|five|six|seven|eight|ten) cards of your library\.", sentence)
        if m and i + 1 < len(sentences):
            tail = " ".join(x.strip() for x in sentences[i + 1 : i + 3])
            dug = dig(NUMBER_WORDS[m.group(1)], tail)
            if dug is not None:
                effects.append(replace(dug, text_=sentence + " " + dug.text_))
                skip = dug.text_.count(". ") + 1
                continue
        m = re.fullmatch(r"(Target opponent|Target player|That player|Each opponent) reveals their hand\.", sentence)
        if m and i + 2 < len(sentences) and sentences[i + 2].strip() == "That player discards that card.":
            chooser = re.fullmatch(r"You choose (?:a|an) (.*?) ?card from it\.", sentences[i + 1].strip())
            who = player_word(m.group(1), ctx)
            kinds = hand_card_kinds(chooser.group(1)) if chooser else None
            if who is None or kinds is None or chooser is None:
                return None
            effects.append(RevealHandChooseDiscard(who, chooser.group(1), *kinds))  # (the next two sentences)
            skip = 2
            continue
        if sentence == "You gain life equal to the life lost this way." and effects and _life_loss(effects[-1]):
            effects[-1] = GainLifeLostThisWay(effects[-1])  # CR 119.3
            continue
        if sentence == "You may choose new targets for the copy." and effects and isinstance(effects[-1], CopySpell):
            effects[-1] = replace(effects[-1], new_targets=True)  # CR 707.10c
            continue
        m = re.fullmatch(r"If you do, (.+)", sentence)
        if m and effects and isinstance(effects[-1], MayCostThen | MayDo) and effects[-1].then is None:
            may = effects[-1]
            if isinstance(may, MayDo) and (isinstance(may.effect, SearchLibrary) or may.otherwise is not None):
                return None
            body = m.group(1)
            inner = instruction(body[0].upper() + body[1:] if body[0] != "~" else body, ctx)
            if inner is None:
                return None
            effects[-1] = replace(may, then=inner)  # CR 608.2e: only if it was done
            continue
        m = re.fullmatch(r"If the player does, (.+)", sentence)
        if m and effects and isinstance(effects[-1], ThatPlayerMaySacrifice) and effects[-1].then is None:
            body = m.group(1)
            inner = instruction(body[0].upper() + body[1:], ctx)
            if inner is None or inner.decides:
                return None
            effects[-1] = replace(effects[-1], then=inner)
            continue
        m = re.fullmatch(r"If you do, (.+)", sentence)
        if m and effects and isinstance(effects[-1], MayPayThen) and isinstance(effects[-1].effect, Draw):
            body = m.group(1)
            inner = instruction(body[0].upper() + body[1:], ctx)
            if inner is None or inner.decides:
                return None
            effects[-1] = replace(effects[-1], effect=inner)  # "You may pay {1}. If you do, …"
            continue
        m = re.fullmatch(r"If a (white|blue|black|red|green) card is discarded this way, (.+)", sentence)
        if m and effects and isinstance(effects[-1], DiscardChosen):
            body = m.group(2)
            inner = instruction(body[0].upper() + body[1:] if body[0] != "~" else body, ctx)
            if inner is None or inner.decides:
                return None
            effects.append(IfDiscardedWas(inner, _COLORS[m.group(1)]))
            continue
        m = re.fullmatch(r"(.+) if the sacrificed creature was (white|blue|black|red|green)\.", sentence)
        if m:
            inner = instruction(m.group(1) + ".", ctx)
            if inner is None or inner.decides:
                return None
            effects.append(IfSacrificedWas(inner, _COLORS[m.group(2)]))
            continue
        m = re.fullmatch(r"(.+) and you (gain|lose) (\d+) life\.", sentence)
        if m:
            first = instruction(m.group(1) + ".", ctx)
            second = (GainLife if m.group(2) == "gain" else LoseLife)(int(m.group(3)), Ref("you"))
            if first is None:
                return None
            effects += [first, And(second)]
            continue
        m = re.fullmatch(r"(.+) gets ([+-]\d+)/([+-]\d+) and gains ([a-z ]+) until end of turn\.", sentence)
        if m and m.group(4) in ENGINE_KEYWORDS:
            first = instruction(f"{m.group(1)} gets {m.group(2)}/{m.group(3)} until end of turn.", ctx)
            if not isinstance(first, ModifyPT):
                return None
            effects.append(PumpAndGrant(first.power, first.toughness, first.to, m.group(4)))
            continue
        m = re.fullmatch(
            r'You get an emblem with "(.+)"', sentence.rstrip(".") if sentence.endswith('".') else sentence
        )
        if m:
            granted: list[Ability] = []
            for part in re.split(r'" and "', m.group(1)):
                rule = static_ability(part, False) or static_ability(part + ".", False)
                trig = triggered(part) if rule is None else None
                if rule is None and trig is None:
                    return None
                granted.append(rule or trig)  # type: ignore[arg-type]
            effects.append(CreateEmblem(tuple(granted), m.group(1)))
            continue
        m = re.fullmatch(r'(It has|They have) "([^"]+)"', sentence)
        made = effects[-1] if effects else None
        made = made.effect if isinstance(made, MayDo) else made
        if m and isinstance(made, CreateToken) and not made.then_text:
            quoted = token_abilities(f'"{m.group(2)}"')
            if not quoted or (m.group(1) == "They have") == (made.count == 1):
                return None
            made = replace(made, granted=(*made.granted, *quoted), then_text=sentence)
            effects[-1] = replace(effects[-1], effect=made) if isinstance(effects[-1], MayDo) else made
            continue
        effect = instruction(sentence, ctx)
        if effect is None:
            joined = coordinated(sentence, ctx)
            if joined is None:
                return None
            effects += joined
            continue
        effects.append(effect)
    if any(isinstance(e, MayPayThen) and isinstance(e.effect, Draw) and e.effect.amount == 0 for e in effects):
        return None  # "You may pay …" without its "If you do, …"
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
            first = instruction(sentence[:i] + ".", ctx)
            rest = sentence[i + len(joint) :]
            second = instruction(rest[0].upper() + rest[1:], ctx) if first is not None and rest else None
            if first is not None and second is not None:
                return [first, wrap(second)]
            if wrap is And and first is not None and rest:
                shared = _same_subject(first, rest, ctx)
                if shared is not None:
                    return [first, shared]
            del ctx.targets[mark:]
    return None


_PLAIN_VERB = {"draws": "draw", "loses": "lose", "gains": "gain"}


def _same_subject(first: Effect, rest: str, ctx: Ctx) -> And | None:
    """ "… draws two cards and loses 2 life." — the second verb shares the first's player."""
    who = getattr(first, "who", None)
    if not isinstance(first, Draw | GainLife | LoseLife) or not isinstance(who, Ref):
        return None
    verb, _, tail = rest.partition(" ")
    if verb not in ("draw", "lose", "gain", *_PLAIN_VERB) or (verb in _PLAIN_VERB) == (who.kind == "you"):
        return None
    second = instruction(f"You {_PLAIN_VERB.get(verb, verb)} {tail}", ctx)
    if not isinstance(second, Draw | GainLife | LoseLife):
        return None
    return And(replace(second, who=who), same_subject=True)
