"""Sentences about spells on the stack (CR 701.6, 707.10): "Counter target spell.", "Counter
target spell unless its controller pays {3}.", "Copy target instant or sorcery spell."."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.amounts import each_count, parse_count
from arbiter.cards.oracle.context import Ctx, targeted
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.nouns import COLORS, count_phrase
from arbiter.cards.oracle.sentences.conditional import if_condition, if_you_controlled, then_instruction
from arbiter.cards.oracle.sentences.production import Production, Result, exact, rule, verb_target
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.mtg.effects.change_target import ChangeATargetToSource, ChangeTheTarget, ChooseNewTargets
from arbiter.mtg.effects.copies import CopySpell
from arbiter.mtg.effects.stack import INSTEAD_ZONES, CounterIfSameValue, IfItIs, UnlessPlayerPays
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import CounterIt, CounterUnlessPays, Ref

_TIMES: dict[str | None, int | str] = {None: 1, "twice": 2, "three times": 3, "X times": "X"}


def _copy(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 707.10: a copy of a spell or ability, or "twice", "three times", "X times" (X as
    announced, 107.3a) — the choice of new targets is the next sentence's."""
    ref = ctx.target(m.group(1))
    if ref is None or not targeted(ref) or ctx.targets[ref.index].zone is not Zone.STACK:
        return None
    return CopySpell(ref, new_targets=False, times=_TIMES[m.group(2)])


def _counter_up_to_x(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.6a, 115.1: "Counter target spell with mana value X or less, where X is the number
    of Faeries you control." — X is counted whenever the target is checked: as it is chosen and
    as the ability resolves (601.2c, 603.3d, 608.2b)."""
    of = count_phrase(m.group(1))
    ref = ctx.target("target spell")
    if of is None or ref is None or not targeted(ref):
        return None
    spec = ctx.targets[ref.index]
    ctx.targets[ref.index] = replace(spec, noun="spell with mana value X or less", value_at_most=of)
    return CounterIt(ref, where_x=f"the number of {m.group(1)}")


def _counter_unless(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.6a, 118.12: "Counter target spell unless its controller pays {3}." — and "{X}": the
    X announced for this spell or ability (107.3), or the count "where X is …" names (608.2h)."""
    ref = ctx.target(m.group(1))
    cost = ManaCost.parse(m.group(2))
    x = parse_count(m.group(3)) if m.group(3) else None
    if m.group(3) and (x is None or m.group(2) != "{X}"):
        return None
    if cost is None or (cost.x and m.group(2) != "{X}"):
        return None
    if ref is None or not targeted(ref) or ctx.targets[ref.index].zone is not Zone.STACK:
        return None
    return CounterUnlessPays(ref, cost, x)


def _counter_unless_each(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 701.6a, 118.12, 107.1c: "Counter target spell unless its controller pays {1} for each
    card in your graveyard." — the cost counted as it resolves (608.2h)."""
    ref = ctx.target(m.group(1))
    x = each_count(m.group(3), int(m.group(2)))
    if x is None or ref is None or not targeted(ref) or ctx.targets[ref.index].zone is not Zone.STACK:
        return None
    cost = ManaCost.parse("{" + m.group(2) + "}")
    return None if cost is None else CounterUnlessPays(ref, cost, x, for_each=True)


def _if_its(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Counter target spell if it's blue.", "Destroy target permanent if it's red.": the one
    target the instruction names, with its color checked as it resolves (CR 608.2c)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    mark = len(ctx.targets)
    inner = plain_sentence(m.group(1) + ".", ctx)
    if inner is None or inner.decides or len(ctx.targets) != mark + 1 or not targeted(Ref("target", mark)):
        return None
    return IfItIs(inner, Ref("target", mark), COLORS[m.group(2)])


def _if_attached_is(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put a +1/+1 counter on equipped creature if it's blue." (the Rings of Dominaria): the
    creature the source is attached to, its color checked as the instruction is followed (CR
    608.2c, 105.2); if it isn't that color, or nothing is attached, nothing happens."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    inner = plain_sentence(m.group(1) + ".", ctx)
    if inner is None or inner.decides:
        return None
    return IfItIs(inner, Ref(m.group(2)), COLORS[m.group(3)])


def countered_instead(effects: list[Effect], s: str) -> int | Pass | None:
    """ "If that spell is countered this way, put it into its owner's hand instead of into that
    player's graveyard." after "Counter target spell." (CR 701.6a, 614.1a): read into the
    counter instruction before it. Answers how many sentences it took (1), or PASS."""
    m = re.fullmatch(r"If that spell is countered this way, (.+)\.", s)
    if m is None:
        return PASS
    last = effects[-1] if effects else None
    zone = INSTEAD_ZONES.get(m.group(1))
    if not isinstance(last, CounterIt | CounterUnlessPays) or last.instead is not None or zone is None:
        return None
    effects[-1] = replace(last, instead=zone)
    return 1


def _unless_player_pays(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You may draw a card unless that player pays {1}." (CR 118.12): the instruction before
    "unless", followed only if "that player" (the trigger's player) doesn't pay."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    cost = ManaCost.parse(m.group(3))
    they = m.group(2) == "they pay"
    # CR 118.12a: "Each opponent sacrifices a permanent of their choice unless they pay {1}." —
    # "they" is each opponent, who decides for themself
    each = they and m.group(1).startswith("Each opponent ")
    if not (ctx.that_player or each) or cost is None or (they and not each and "that player" not in m.group(1)):
        return None  # ("they": the player the instruction names)
    x = parse_count(m.group(4)) if m.group(4) else None
    if (m.group(4) is None) != (cost.x == 0) or (m.group(4) and (x is None or cost.text != "{X}")):
        return None  # an X in the cost comes with its "where X is …" (CR 107.3)
    inner = plain_sentence(m.group(1) + ".", ctx)
    if inner is None:
        return None
    payer = Ref("each opponent") if each else Ref("that player")
    return UnlessPlayerPays(inner, payer, cost, "they" if they else "", x)


def player_may_pay(effects: list[Effect], sentences: list[str], i: int, ctx: Ctx) -> int | Pass | None:
    """ "That player may pay {2}. If the player doesn't, you create a Treasure token." (CR 118.12a:
    the same choice as "… unless that player pays {2}"): two sentences, one instruction."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    m = re.fullmatch(r"That player may pay ((?:\{[WUBRGC0-9]\})+)\.", sentences[i].strip())
    if m is None or not ctx.that_player or i + 1 >= len(sentences):
        return PASS
    then = re.fullmatch(r"If the player doesn't, (you )?(.+)", sentences[i + 1].strip())
    cost = ManaCost.parse(m.group(1))
    if then is None or cost is None:
        return None
    inner = plain_sentence(then.group(2)[0].upper() + then.group(2)[1:], ctx)
    if inner is None or (then.group(1) and not inner.text(tuple(ctx.targets))[0].isupper()):
        return None
    effects.append(UnlessPlayerPays(inner, Ref("that player"), cost, "doesnt you" if then.group(1) else "doesnt"))
    return 2


def _unless_you_pay(m: re.Match[str], ctx: Ctx) -> Result:
    """ "~ deals 8 damage to you unless you pay {G}{G}{G}{G}." (Force of Nature's upkeep trigger,
    CR 118.12): as it resolves, its controller chooses whether to pay; only if they don't is the
    instruction followed."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (it imports this module)

    cost = ManaCost.parse(m.group(2))
    inner = plain_sentence(m.group(1)[0].upper() + m.group(1)[1:] + ".", ctx)
    if cost is None or inner is None:
        return None
    return UnlessPlayerPays(inner, Ref("you"), cost, "you")


# tried before every other family: the words before "if it's" would otherwise read as a target
# phrase, and those before "unless" as a whole instruction
CONDITIONAL: tuple[Production, ...] = (
    rule(r"(.+ target .+) if it's (white|blue|black|red|green)\.", _if_its),
    rule(r"(.+ on (equipped|enchanted) creature) if it's (white|blue|black|red|green)\.", _if_attached_is),
    rule(r"Then (.+\.)", then_instruction),
    rule(
        r"(.+) unless (that player pays|they pay) ((?:\{[WUBRGCX0-9]\})+)(?:, where X is (.+))?\.", _unless_player_pays
    ),
    rule(r"((?:~|It|it) deals \d+ damage to you) unless you pay ((?:\{[WUBRGC0-9]\})+)\.", _unless_you_pay),
)


def _change_a_target(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 115.7b: "Change a target of target spell or ability to ~." — in an ability of a permanent
    (Spellskite): "~" is the permanent."""
    if not ctx.ability:
        return None
    ref = ctx.target(m.group(1))
    return ChangeATargetToSource(ref) if ref is not None else None


def _change_the_target(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 115.7a: "Change the target of target spell [or ability] with a single target."."""
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind != "target":
        return None
    spec = ctx.targets[ref.index]
    ctx.targets[ref.index] = replace(spec, noun=spec.noun + " with a single target", single_target=True)
    return ChangeTheTarget(ref)


_NEW_TARGETS = r"You may choose new targets for (target (?:[a-z]+ (?:or [a-z]+ )?)?spell(?: or ability)?)\."


def _choose_new_targets(m: re.Match[str], ctx: Ctx) -> Result:
    """CR 115.7d: "You may choose new targets for target spell [or ability]."."""
    ref = ctx.target(m.group(1))
    return ChooseNewTargets(ref) if ref is not None and ref.kind == "target" else None


PRODUCTIONS: tuple[Production, ...] = (
    # CR 707.10, 603.2: "copy that spell" in a cast trigger — the spell whose casting triggered it
    rule(
        r"Copy that spell(?: (twice|three times))?\.",
        lambda m, ctx: (
            CopySpell(Ref("that spell"), new_targets=False, times=_TIMES[m.group(1)]) if ctx.it == "spell" else None
        ),
    ),
    # CR 707.10, 603.2: "copy it" — the same spell, named by the cast trigger's pronoun (Mendicant Core)
    rule(
        r"Copy it(?: (twice|three times))?\.",
        lambda m, ctx: (
            CopySpell(Ref("that spell"), new_targets=False, times=_TIMES[m.group(1)], it=True)
            if ctx.it == "spell"
            else None
        ),
    ),
    rule(rf"Copy {_TGT}(?: (twice|three times|X times))?\.", _copy),
    rule(
        rf"Counter {_TGT} unless its controller pays ((?:\{{\d+\}})+|\{{X\}})(?:, where X is (.+))?\.",
        _counter_unless,
    ),
    rule(rf"Counter {_TGT} unless its controller pays \{{(\d+)\}} for each (.+)\.", _counter_unless_each),
    rule(r"Counter target spell with mana value X or less, where X is the number of (.+)\.", _counter_up_to_x),
    rule(r"Counter that spell\.", lambda m, ctx: CounterIt(Ref("that spell")) if ctx.it == "spell" else None),
    # CR 701.6a, 603.2: "When you cast this spell, … counter ~." — the spell itself, while it is still
    # the object whose casting triggered the ability (400.7)
    exact("Counter ~.", lambda m, ctx: CounterIt(Ref("this"))),
    rule(r"Change a target of (target spell or ability) to ~\.", _change_a_target),
    rule(r"Change the target of (target spell(?: or ability)?) with a single target\.", _change_the_target),
    rule(_NEW_TARGETS, _choose_new_targets),
    exact(
        "Counter that spell if it has the same mana value as the revealed card.",
        lambda m, ctx: CounterIfSameValue(Ref("that spell")) if ctx.it == "spell" else None,
    ),
    verb_target("Counter", CounterIt),
    rule(r"If you controlled (that [a-z]+|it), (.+)\.", if_you_controlled),  # CR 608.2h
    rule(r"If (?P<cond>[^,]+), (?P<body>[^,].+)\.|(?P<head>.+) unless (?P<unless>[^,]+)\.", if_condition),
)
