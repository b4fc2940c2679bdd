"""Announcements (CR 601.2b, 602.2b): the value of X (107.3a) and the modes (700.2a)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg import targets as tg
from arbiter.mtg.actions import Choose
from arbiter.mtg.casting.modes_chosen import chosen_before, remember_modes, removed_without_mode
from arbiter.mtg.casting.progress import CastProgress, evolve
from arbiter.mtg.casting.targets import conflicts, modes_pending, next_step, refuse_before_question
from arbiter.mtg.casting.total_cost import add_costs, cost_text
from arbiter.mtg.casting.x_targets import has_x_targets, reads_x, specs_for_x, x_values
from arbiter.mtg.costs.changes import x_mana_value_change
from arbiter.mtg.costs.modal import escalate_cost
from arbiter.mtg.costs.parts import counters_x, with_loyalty_x
from arbiter.mtg.costs.x_objects import announces_x, exiled_value_choices, extra_x_error, extra_x_top
from arbiter.mtg.ir.statics.rules import SpendOnlyOnX
from arbiter.mtg.mana.pool import POOL_ORDER, ManaCost
from arbiter.mtg.model import ActivatedAbility, TargetSpec, TriggeredAbility
from arbiter.mtg.state import GameObject, ObjectRef, TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.card import CardDef


def max_x(g: Game, player: int, cost: ManaCost, credit: int = 0) -> int:
    """The largest X the player could pay with the mana they have and can make (for listing),
    a generic reduction left for X's mana (``credit``, CR 601.2f) counted."""
    from arbiter.mtg.mana.abilities import potential_mana

    pool, wild = potential_mana(g, player)
    return max(0, (sum(pool) + wild + credit - cost.total) // max(cost.x, 1))


def x_spend_color(card: CardDef) -> str:
    """The color a spell's X must be paid with ("Spend only black mana on X.", CR 601.2h), or ""."""
    return next((s.color for s in card.statics if isinstance(s, SpendOnlyOnX)), "")


def _max_x_of_color(g: Game, player: int, cost: ManaCost, color: str, credit: int) -> int:
    """The largest X whose mana, all of one color ("Spend only black mana on X", CR 601.2h), the
    player could pay with the mana they have and can make (for listing); ``credit`` is the part of
    a reduction that will take from X's mana (601.2f)."""
    from arbiter.mtg.mana.abilities import potential_mana

    pool, wild = potential_mana(g, player)
    at = POOL_ORDER.index(color)
    return max(0, (pool[at] + wild - cost.colored[at] + credit) // max(cost.x, 1))


def with_x(g: Game, progress: CastProgress, x: int) -> CastProgress:
    if x < 0:
        raise IllegalAction(msg("X can't be negative"), "107.3")
    cost = progress.cost
    obj = g.state.objects[progress.obj]
    if progress.kind == "spell" and obj.ability is None:
        # CR 118.3, 119.4: "pay X life", "discard X cards" must be payable for the X announced
        error = extra_x_error(g, obj.card, progress.player, obj.id, x)
        if error is not None:
            raise error
        exiled = (
            exiled_value_choices(g, progress.alternative, progress.player, obj.id) if progress.alternative else None
        )
        if exiled is not None and x not in exiled:  # CR 118.3, 601.2h: no card with mana value X to exile
            raise IllegalAction(msg("no card in hand can pay the alternative cost"), "118.3", "601.2h")
    g.set(obj, "x", x)
    if reads_x(progress.specs):
        progress = evolve(progress, specs=specs_for_x(progress.specs, x))  # CR 601.2c: "X target …"
    if cost is None:
        return progress  # (cast without paying a cost: X only in an additional cost, 107.3a)
    if obj.ability is not None and isinstance(obj.ability, ActivatedAbility) and counters_x(obj.ability.costs):
        # CR 606.4, 107.3a: [−X] / "Remove X … counters" remove the announced number
        g.set(obj, "ability", replace(obj.ability, costs=with_loyalty_x(obj.ability.costs, x)))
    ability = obj.ability
    if isinstance(ability, ActivatedAbility) and ability.mana_cost is not None and ability.mana_cost.x:
        source = g.state.objects.get(obj.source) if obj.source is not None else None
        if source is not None:
            from arbiter.mtg.costs.ability_total import with_x_folded

            # CR 601.2f (602.2b): the ability's total cost, X's mana in it, then reduced
            return evolve(progress, cost=with_x_folded(g, source, progress.player, ability, x), x_credit=0)
    # CR 601.2f: the total cost counts X's generic mana, less what a reduction had left over, and
    # a change that reads the mana value with X counted (202.3e: Krosan Drover's "6 or greater")
    credit = progress.x_credit
    if progress.kind == "spell" and obj.ability is None and cost.x:
        credit -= x_mana_value_change(g, obj.card, progress.player, x)
    generic = max(cost.generic + x * cost.x - credit, 0)
    fixed = ManaCost(generic, cost.colored, 0, cost.other)
    color = x_spend_color(obj.card) if progress.kind == "spell" and obj.ability is None and cost.x else ""
    if color:
        # "Spend only black mana on X": X's mana as that many of the color's symbols (601.2h)
        left = max(x * cost.x - credit, 0)  # (a reduction left over takes from X's mana)
        at = POOL_ORDER.index(color)
        colored = tuple(n + left if i == at else n for i, n in enumerate(cost.colored))
        generic = cost.generic
        fixed = ManaCost(generic, colored, 0, cost.other)
    # CR 107.3, 601.2h: the cost paid is written with X's mana in it ({X}{R} with X=3 is {3}{R})
    fixed = replace(fixed, text=cost_text(generic, fixed.colored, fixed) if cost.x else cost.text)
    return evolve(progress, cost=fixed, x_credit=0)


def _modal(o: GameObject) -> tuple[int, int, int, str, bool]:
    """(number of modes, minimum, maximum, prompt, whether a mode may be chosen again) of the
    spell or ability ``o`` is."""
    if isinstance(o.ability, TriggeredAbility):
        low, high = o.ability.choose  # CR 700.2: "choose one —", "choose up to one —"
        return len(o.ability.modes), low, high, o.ability.choose_text, False
    if o.ability is not None:
        low, high = o.ability.choose  # (activated: "Choose one." / "Choose one or both —" …)
        return len(o.ability.modes), low, high, o.ability.choose_text or "Choose one.", False
    spell = o.card.spell
    assert spell is not None
    high = len(spell.modes) if spell.kicked_any and o.kicked else spell.choose[1]  # CR 702.33d: "if ~ was kicked"
    return len(spell.modes), spell.choose[0], high, spell.choose_text, spell.repeat


def targets_possible(
    g: Game,
    specs: tuple[TargetSpec, ...],
    player: int,
    source: int | None,
    spell: int | None = None,
    seen: dict[TargetSpec, tuple[TargetRef, ...]] | None = None,
) -> bool:
    """CR 601.2c, 115.1: each required target has a legal choice ("up to" ones need none). A
    spell or ability can't be its own target (115.5), nor can a card being cast in the zone it
    came from (601.2a: it is on the stack as its targets are chosen — a flashback spell's
    "target card from a graveyard"). ``seen`` keeps the legal choices of each instance of
    "target" already looked at in this same position: the X instances of "X target lands" are
    one spec, listed once, not once per instance and per value of X."""
    if has_x_targets(specs):
        specs = tuple(s for s in specs if not s.x_count)  # ("X target …" before X is announced: X may be 0)
    seen = {} if seen is None else seen
    found: list[tuple[TargetRef, ...]] = []
    for spec in specs:
        found_now = seen.get(spec)
        if found_now is None:
            found_now = seen[spec] = tg.options(g, spec, player, source)
        options = tuple(t for t in found_now if not (isinstance(t, ObjectRef) and t.id == spell))
        # CR 601.2c: a player or planeswalker a later required target must be controlled by
        options = tg.with_linked_choice(g, specs, len(found), options, player, source)
        if not options and not spec.optional:
            return False
        found.append(options)
    return any(
        _distinct_choice(specs, [o[: len(specs)] for o in choices], [], [_SEARCH_BUDGET])  # (at most len(specs) - 1
        for choices in _from_one_graveyard(g, specs, found)  # of them can be taken by the others)
    )


def _from_one_graveyard(
    g: Game, specs: tuple[TargetSpec, ...], found: list[tuple[TargetRef, ...]]
) -> list[list[tuple[TargetRef, ...]]]:
    """CR 115.1, 601.2c: the cards of "X target cards from a single graveyard" (Rats' Feast) all
    come from one graveyard — the choices once for each player's graveyard; else as they are."""
    if not any(s.single_graveyard for s in specs):
        return [found]

    def owned_by(t: TargetRef, player: int) -> bool:
        return not isinstance(t, ObjectRef) or g.state.objects[t.id].owner == player

    return [
        [tuple(t for t in o if owned_by(t, p)) if s.single_graveyard else o for s, o in zip(specs, found, strict=True)]
        for p in range(len(g.state.players))
    ]


_SEARCH_BUDGET = 2_000  # choices tried before the check gives the benefit of the doubt


def _distinct_choice(
    specs: tuple[TargetSpec, ...],
    choices: list[tuple[TargetRef, ...]],
    taken: list[TargetRef | None],
    budget: list[int],
) -> bool:
    """CR 601.2c, 115.3: a choice for every required target in which no word "target" chooses the
    same object twice, and "another target" differs from the targets chosen before it. Bounded:
    past the budget it answers yes (the choice itself then refuses what can't be done)."""
    i = len(taken)
    if i == len(specs):
        return True
    budget[0] -= 1
    if budget[0] < 0:
        return True
    spec = specs[i]
    for t in choices[i]:
        if conflicts(specs, taken, i, t):
            continue
        if _distinct_choice(specs, choices, [*taken, t], budget):
            return True
    return spec.optional and _distinct_choice(specs, choices, [*taken, None], budget)


def mode_possible(g: Game, o: GameObject, mode: int, player: int) -> bool:
    """CR 700.2a: a mode (0-based) whose targets can't all be chosen can't be chosen."""
    modal = o.ability if o.ability is not None else o.card.spell
    assert modal is not None
    source = o.source if o.ability is not None else o.id
    return targets_possible(g, modal.modes[mode].targets, player, source, o.id)


def ask_mode(g: Game, progress: CastProgress) -> None:
    """CR 601.2b, 700.2a: ask for one more mode — only modes whose targets can be chosen are
    offered (and so accepted), and 0 ("no more") once enough are chosen."""
    st = g.state
    o = st.objects[progress.obj]
    count, low, high, prompt, repeat = _modal(o)
    entwine = o.card.entwine if o.ability is None else None
    if entwine is not None:
        high = count  # CR 702.42a: with entwine, all modes may be chosen
    chosen = o.modes
    before = chosen_before(g, o)  # CR 700.2: "choose one that hasn't been chosen"
    if len(chosen) >= high:
        modes_done(g, progress)
        return
    # CR 700.2d: a mode that may be chosen more than once is offered again
    options = tuple(
        i + 1
        for i in range(count)
        if (repeat or i not in chosen) and i not in before and mode_possible(g, o, i, progress.player)
    )
    if len(chosen) >= low:
        options = (*options, 0)  # 0: no more modes
    if not options:
        # CR 700.2a: a mode that would be illegal can't be chosen — with none left, the spell or
        # ability can't be cast or activated (the attempt is reversed, 733)
        raise IllegalAction(
            msg(
                "no mode of {card} can be chosen now (none is left whose targets can be chosen)",
                card=CardName(o.label),
            ),
            "700.2a",
            "601.2b",
            "601.2c",
        )
    g.set(st, "cast", progress)
    g.set(st, "pending", Choose(progress.player, "mode", "601.2b", options, prompt))


def ask_trigger_mode(g: Game, obj: int, controller: int) -> None:
    """CR 603.3c: a modal triggered ability's mode is chosen as it's put on the stack."""
    progress = CastProgress("trigger", obj, controller, g.journal.mark(), "modes", (), (), None)
    ask_mode(g, progress)


def _plus(cost: ManaCost | None, extra: ManaCost, times: int) -> ManaCost:
    """CR 601.2f, 118.9d: an additional cost added to the total cost — also to a spell cast
    without paying its mana cost (no cost yet: cascade, suspend, 608.2g)."""
    return add_costs(cost if cost is not None else ManaCost(0, text=""), extra, times)


def modes_done(g: Game, progress: CastProgress) -> None:
    st = g.state
    o = st.objects[progress.obj]
    modal = o.ability if o.ability is not None else o.card.spell
    assert modal is not None
    spell = o.card.spell
    if o.ability is None and spell is not None and o.card.entwine is not None and len(o.modes) > spell.choose[1]:
        # CR 702.42a–b: more modes than the spell allows means all of them, paying entwine
        if len(o.modes) < len(spell.modes):
            raise IllegalAction(
                msg("with entwine, all the modes are chosen — or only as many as the spell says"), "702.42a"
            )
        progress = evolve(progress, cost=_plus(progress.cost, o.card.entwine, 1))
    escalate = escalate_cost(o.card) if o.ability is None else None
    if escalate is not None and len(o.modes) > 1:
        # CR 702.120a: the escalate cost once for each mode chosen beyond the first
        progress = evolve(progress, cost=_plus(progress.cost, escalate, len(o.modes) - 1))
    if o.ability is None and spell is not None and spell.mode_costs:
        # CR 702.172a, 601.2f: spree — the additional cost of each chosen mode is added
        for i in o.modes:
            extra = spell.mode_costs[i]
            progress = evolve(progress, cost=extra if progress.cost is None else add_costs(progress.cost, extra, 1))
    if removed_without_mode(g, o):  # CR 700.2b
        return
    remember_modes(g, o)  # CR 700.2: "… that hasn't been chosen"
    specs, _ = modal.chosen(o.modes)
    if reads_x(specs):
        specs = specs_for_x(specs, o.x)  # CR 601.2c: "X target …" in the chosen mode
    g.set(st, "pending", None)
    next_step(g, evolve(progress, stage="targets", specs=specs))


def x_options(g: Game, progress: CastProgress, top: int, source: int) -> tuple[int, ...]:
    """The values of X to offer, 0 to ``top``: those for which the targets can be chosen (CR
    601.2c, 115.3); none at all is refused now, not asked (no answer could follow)."""
    options = x_values(g, progress.specs, top, progress.player, source, progress.obj)
    if not options:
        name = g.state.objects[progress.obj].card.name
        raise IllegalAction(
            msg("{name} has no value of X for which its targets can be chosen", name=CardName(name)), "601.2c", "115.1"
        )
    return options


def _target_source(o: GameObject) -> int:
    """The source whose targets are chosen: an ability's source, or the spell itself (115.5)."""
    return o.source if o.ability is not None and o.source is not None else o.id


def extra_x_announced(card: CardDef, total: ManaCost | None) -> bool:
    """CR 107.3a, 601.2b: X in an additional cost ("pay X life", "discard X cards") is announced —
    unless the spell has {X} in its mana cost and is cast for a cost without X (107.3b: X is 0);
    with X only in the additional cost, also when the spell is cast without paying its mana cost."""
    if not announces_x(card):
        return False
    return not (card.mana_cost is not None and card.mana_cost.x) or (total is not None and total.x > 0)


def _x_top(
    g: Game, progress: CastProgress, o: GameObject, total: ManaCost | None, extra_x: bool
) -> tuple[int, frozenset[int]]:
    """The largest X to offer: the mana the player can make for {X} (601.2f), and what the
    additional costs with X can be paid for (118.3); and the values below it not to offer."""
    unpaid: frozenset[int] = frozenset()
    tops = []
    if total is not None and total.x:
        top, unpaid = _mana_value_top(g, progress, o, total)
        tops.append(top)
    extra = extra_x_top(g, o.card, progress.player, o.id) if extra_x else None
    tops += [extra] if extra is not None else []
    return (min(tops), unpaid) if tops else (0, unpaid)


_MV_REACH = 16  # how far past the mana alone a larger X is looked for (a reduction is a few mana)


def _mana_value_top(g: Game, progress: CastProgress, o: GameObject, total: ManaCost) -> tuple[int, frozenset[int]]:
    """The largest X the player's mana pays for {X}, counting a reduction that the larger mana
    value with X brings (CR 202.3e, 601.2f: under Krosan Drover, Endless One for X=6 costs {4}),
    and the values below it that the mana doesn't pay (X=5 costs {5})."""
    top = max_x(g, progress.player, total, progress.x_credit)
    reach = top + _MV_REACH
    if progress.kind != "spell" or o.ability is not None or not x_mana_value_change(g, o.card, progress.player, reach):
        return top, frozenset()
    unpaid: set[int] = set()
    for x in range(top + 1, reach + 1):
        credit = progress.x_credit - x_mana_value_change(g, o.card, progress.player, x)
        if max_x(g, progress.player, total, credit) >= x:
            top = x
        else:
            unpaid.add(x)
    return top, frozenset(u for u in unpaid if u < top)


def announce_x(g: Game, progress: CastProgress, x: int | None, name: str) -> None:
    """CR 601.2b / 602.2b, 107.3a: the value of X is announced (asked for when not given); then
    modes (700.2a), then the rest of the procedure."""
    st = g.state
    total = progress.cost
    o = st.objects[progress.obj]
    extra_x = progress.kind == "spell" and o.ability is None and extra_x_announced(o.card, total)  # CR 601.2b
    exiled = exiled_value_choices(g, progress.alternative, progress.player, o.id) if progress.alternative else None
    if exiled is not None:
        _announce_exiled_value(g, progress, x, exiled)  # CR 107.3a: X in the alternative cost
        return
    if (total is not None and total.x) or extra_x:
        if x is None:
            refuse_before_question(g, progress, modes_pending(g, progress))  # CR 601.2c: before X is asked
            g.set(st, "cast", evolve(progress, stage="x"))
            top, unpaid = _x_top(g, progress, o, total, extra_x)
            color = o.ability.x_color if isinstance(o.ability, ActivatedAbility) else ""
            color = x_spend_color(o.card) if o.ability is None else color
            if color and total is not None and total.x:
                top = min(top, _max_x_of_color(g, progress.player, total, color, progress.x_credit))
            options = tuple(v for v in x_options(g, progress, top, _target_source(o)) if v not in unpaid)
            prompt = msg("choose the value of X")
            g.set(st, "pending", Choose(progress.player, "x", "601.2b", options, prompt))
            return
        progress = with_x(g, progress, x)
    elif x and o.card.mana_cost is not None and o.card.mana_cost.x:
        # CR 107.3b: cast for a cost with no X (Bolas's Citadel's life, "without paying"), X is 0
        raise IllegalAction(msg("{name} is cast for a cost with no X: X can only be 0", name=CardName(name)), "107.3b")
    elif x:
        raise IllegalAction(msg("{name} has no X in its cost", name=CardName(name)), "107.3")
    after_x(g, progress)


def _announce_exiled_value(g: Game, progress: CastProgress, x: int | None, values: frozenset[int]) -> None:
    """CR 107.3a, 601.2b, 118.3: X in an alternative cost ("exile a red card with mana value X from
    your hand") is announced — only a value a card in hand that fits has (601.2h pays it)."""
    st = g.state
    o = st.objects[progress.obj]
    if x is None:
        refuse_before_question(g, progress, modes_pending(g, progress))  # CR 601.2c: before X is asked
        g.set(st, "cast", evolve(progress, stage="x"))
        top = max(values, default=0)
        options = tuple(v for v in x_options(g, progress, top, _target_source(o)) if v in values)
        if not options:
            raise IllegalAction(msg("no card in hand can pay the alternative cost"), "118.3", "601.2h")
        g.set(st, "pending", Choose(progress.player, "x", "601.2b", options, msg("choose the value of X")))
        return
    after_x(g, with_x(g, progress, x))


def after_x(g: Game, progress: CastProgress) -> None:
    """After X: the cards to splice onto the spell (CR 601.2b, 702.47a), then the rest."""
    if reads_x(progress.specs):
        # CR 107.3b, 601.2c: cast without paying a cost with X, X is 0 — "X target …" then has no
        # instance and "with mana value X" is bounded by 0 (idempotent once X was announced)
        progress = evolve(progress, specs=specs_for_x(progress.specs, g.state.objects[progress.obj].x))
    if progress.kind == "spell":
        from arbiter.mtg.keywords.splice import ask_splice

        if ask_splice(g, progress):
            return
    after_announcements(g, progress)


def after_announcements(g: Game, progress: CastProgress) -> None:
    """The modes (CR 601.2b, 700.2a), then the targets and the rest of the procedure."""
    o = g.state.objects[progress.obj]
    modes = o.ability.modes if o.ability is not None else (o.card.spell.modes if o.card.spell else ())
    if modes:
        ask_mode(g, evolve(progress, stage="modes"))  # CR 601.2b / 602.2b, 700.2a
        return
    next_step(g, progress)
