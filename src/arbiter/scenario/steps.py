"""The verbs of a scenario step (``play``, ``cast``, ``activate``, ``pass``, ``resolve``,
``advance``, ``attack``, ``block``, ``choose``, ``assign_damage`` and the special actions): each
turns a step of the file into actions of the public game API and returns the engine's ruling.
The choices a verb leaves open are answered as the scenario format says."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arbiter.core.ruling import ACCEPTED, Illegal, Ruling
from arbiter.i18n import CardName, Term, msg
from arbiter.mtg.actions import (
    Action,
    Activate,
    AssignDamage,
    AssignDamageDecision,
    Cast,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareAttackersDecision,
    DeclareBlockers,
    DeclareBlockersDecision,
    ExileFromHand,
    Option,
    Pass,
    PayCostDecision,
    PayToEnd,
    PayToStop,
    Pick,
    PlayLand,
    Priority,
    Purpose,
    SuspendCard,
    TurnFaceUp,
    UnlessPayDecision,
)
from arbiter.mtg.card_names import names_a_card
from arbiter.mtg.enums import COLOR_NAMES, Step, Zone
from arbiter.mtg.mana.autopay import mana_action
from arbiter.mtg.mana.pool import POOL_ORDER
from arbiter.mtg.notation import NUMBER_PURPOSES
from arbiter.mtg.state import ObjectRef
from arbiter.scenario.cards import UnsupportedCard
from arbiter.scenario.loader import PLAYERS, LineDict
from arbiter.scenario.pay_use import mark
from arbiter.scenario.procedure import (
    activate_for_color,
    color_option,
    convokes,
    go_on,
    named,
    pay_automatically,
    paying_directly,
    procedure,
)

__all__ = ["RUNNER_CHOICES", "VERBS", "pay_automatically", "paying_directly", "perform", "procedure", "runner_pick"]

if TYPE_CHECKING:
    from arbiter.scenario.runner import _Run

VERBS = (
    "play", "cast", "activate", "pass", "resolve", "advance", "attack", "block", "choose", "assign_damage",
    "turn_face_up", "suspend", "foretell", "plot", "pay_to_stop", "pay_to_end",
)  # fmt: skip


def _ok() -> Ruling:
    return ACCEPTED


RUNNER_CHOICES: list[tuple[str, str, int]] = []
"""Every answer the runner gave on a player's behalf: (scenario, purpose, number of options) —
the format lets it answer only a decision with one legal answer."""


def runner_pick(r: _Run, dec: Choose, option: Option) -> Option:
    """An answer the runner gives itself (recorded, see :data:`RUNNER_CHOICES`)."""
    RUNNER_CHOICES.append((r.sc.name, str(dec.purpose), len(dec.options)))
    return option


def perform(r: _Run, verb: str, spec: LineDict, by: str | None, line: int) -> Ruling:
    """Do one verb of a step for the player ``by`` and return the engine's ruling."""
    g = r.game
    player = PLAYERS.index(by) if by else None
    value = spec[verb]
    if verb in ("resolve", "advance"):
        return run_passes(r, verb, value, line)
    if verb not in ("choose", "assign_damage"):
        answer_single(r)  # (a triggered ability's only legal target left open by the step before)
    dec = g.pending
    if dec is None:
        return Illegal(msg("the game is over"), ("104.1",))
    if by is not None and player is not None and dec.player != player:
        return not_waited_for(by, dec)
    do = _VERBS.get(verb)
    if do is None:
        raise UnsupportedCard("(scenario)", msg("the verb {verb}", verb=repr(verb)))
    return do(r, spec, value, line)


def not_waited_for(by: str, dec: Decision) -> Illegal:
    """CR 117.1: a player other than the one the game waits for can't act now."""
    return Illegal(
        msg(
            "{by} can't act now: the game waits for {who} {waiting_for}",
            by=by,
            who=PLAYERS[dec.player],
            waiting_for=waiting_for(dec),
        ),
        ("117.1",),
    )


def waiting_for(dec: Decision) -> str:
    """What a decision asks, in words (never the engine's class names)."""
    if isinstance(dec, Choose):
        return (
            msg("to answer: {prompt}", prompt=dec.prompt)
            if dec.prompt
            else msg("to choose {purpose}", purpose=Term(dec.purpose))
        )
    words = {
        Priority: msg("to act with priority"),
        DeclareAttackersDecision: msg("to declare attackers"),
        DeclareBlockersDecision: msg("to declare blockers"),
        AssignDamageDecision: msg("to divide combat damage"),
        PayCostDecision: msg("to pay a cost"),
        UnlessPayDecision: msg("to pay or decline"),
    }
    return next((w for kind, w in words.items() if isinstance(dec, kind)), msg("to decide"))


def _pass(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    return r.game.apply(Pass())


def _play(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    return r.game.apply(PlayLand(r.obj_id(value, line), face(r, spec, line)))


def _cast(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    kicker = spec.get("kicker", 0)
    x = spec.get("x")
    if not isinstance(kicker, int) or (x is not None and not isinstance(x, int)):
        raise r.error(line, msg("kicker and x must be numbers"))
    face_down = spec.get("face_down", False)
    if not isinstance(face_down, bool):
        raise r.error(line, msg("face_down must be true or false"))
    alternative = spec.get("alternative", "")
    buyback = spec.get("buyback", False)
    if not isinstance(alternative, str) or not isinstance(buyback, bool):
        raise r.error(line, msg("alternative must be a cost's name (evoke, dash, …) and buyback true or false"))
    cast = Cast(r.obj_id(value, line), kicker, x, face_down, face(r, spec, line), alternative, buyback)
    return procedure(r, cast, spec, line)


def _turn_face_up(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    """A special action (CR 116.2b) — an extension of the format, see docs/scenarios.md."""
    mana_cost = spec.get("mana_cost", False)  # CR 701.40c–d: a manifested card for its mana cost
    if not isinstance(mana_cost, bool):
        raise r.error(line, msg("mana_cost must be true or false"))
    return procedure(r, TurnFaceUp(r.obj_id(value, line), mana_cost), spec, line)


def _suspend(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    """A special action (CR 116.2f) — an extension of the format, see docs/scenarios.md."""
    return procedure(r, SuspendCard(r.obj_id(value, line)), spec, line)


def _foretell(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    """A special action (CR 116.2h) — an extension of the format, see docs/scenarios.md."""
    return procedure(r, ExileFromHand(r.obj_id(value, line), "foretell"), spec, line)


def _plot(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    """A special action (CR 116.2k) — an extension of the format, see docs/scenarios.md."""
    return procedure(r, ExileFromHand(r.obj_id(value, line), "plot"), spec, line)


def _pay_to_stop(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    """A special action (CR 116.2c): pay to stop the delayed triggered ability the object named
    created ("unless they pay {2} before that step"), with mana already in the pool — an extension
    of the format, see docs/scenario-format-1.1.md."""
    source, st = r.obj_id(value, line), r.game.state
    player = r.game.pending.player if r.game.pending is not None else -1
    entries = [i for i, e in enumerate(st.unless_paid) if e.source == source]
    mine = [i for i in entries if st.unless_paid[i].payer == player]
    # none: an index past the end, which the engine refuses ("there is no such effect to pay for")
    return r.game.apply(PayToStop((mine or entries or [len(st.unless_paid)])[0]))


def _pay_to_end(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    """A special action (CR 116.2c): pay to end the continuous effect on the object named ("You may
    pay {W} to end this effect."), with mana already in the pool — an extension of the format, see
    docs/scenario-format-1.1.md."""
    return r.game.apply(PayToEnd(r.obj_id(value, line)))


def _activate(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    if not isinstance(value, dict) or "source" not in value:
        raise r.error(line, msg("activate needs {{source: ID, ability: N}}"))
    n = value.get("ability", 1)
    if not isinstance(n, int) or n < 1:
        raise r.error(line, msg("ability numbers count from 1"))
    x = spec.get("x")
    if x is not None and not isinstance(x, int):
        raise r.error(line, msg("x must be a number"))
    return procedure(r, Activate(r.obj_id(value["source"], line), n - 1, x), spec, line)


def _attack(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    if not isinstance(value, dict):
        raise r.error(line, msg("attack needs {{ATTACKER: alice|bob|PLANESWALKER}}"))
    pairs = tuple((r.obj_id(a, line), r.target(t, line)) for a, t in value.items())
    return declare_with_costs(r, DeclareAttackers(pairs), mana_sources(r, spec, line))


def _block(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    if not isinstance(value, dict):
        raise r.error(line, msg("block needs {{BLOCKER: ATTACKER}} ({{}} for no blocks)"))
    blocks: list[tuple[int, int]] = []
    for b, a in value.items():
        for att in a if isinstance(a, list) else [a]:
            blocks.append((r.obj_id(b, line), r.obj_id(att, line)))
    return declare_with_costs(r, DeclareBlockers(tuple(blocks)), mana_sources(r, spec, line))


def _choose(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    point = r.game.savepoint()
    ruling = _choose_answer(r, spec, value, line)
    x = spec.get("x")
    if ruling and isinstance(x, int) and not isinstance(x, bool):
        refused = _x_not_announced(r, x, value)
        if refused is not None:
            r.game.restore(point)
            return refused
    return ruling


def _x_not_announced(r: _Run, x: int, value: object) -> Ruling | None:
    """A ``choose:`` step that casts a spell with ``x:`` (608.2g): the spell's X must be the one
    named. Cast without paying a mana cost with {X} (Sram's Expertise), X is 0 and no other value
    can be announced (CR 107.3b); a spell with no X has none to announce (107.3)."""
    g = r.game
    ref = r.labels.get(value) if isinstance(value, str) else None
    o = g.state.objects.get(ref) if ref is not None else None
    if o is None or o.zone != Zone.STACK or g.state.cast is not None or o.x == x:
        return None  # (no spell cast by this step, or one still being cast)
    name = CardName(o.card.name)
    if o.card.mana_cost is not None and o.card.mana_cost.x:
        return Illegal(msg("{name} is cast for a cost with no X: X can only be 0", name=name), ("107.3b",))
    return Illegal(msg("{name} has no X in its cost", name=name), ("107.3",))


def _choose_answer(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    g = r.game
    if isinstance(g.pending, UnlessPayDecision):
        return answer_unless(r, spec, value, line)
    if g.state.cast is None and ("targets" in spec or "pay" in spec):
        # an answer that casts a spell (608.2g: madness, miracle, cascade …) goes on with the
        # step's `targets:` and `pay:` like `cast`, and is reversed whole if the cast is refused
        return procedure(r, Pick(choice(r, value, line)), spec, line)
    if isinstance(g.pending, Priority) and g.state.cast is None:
        who = PLAYERS[g.pending.player]
        return Illegal(msg("no question waits for an answer: {who} has priority", who=who), ("117.1",))
    if g.state.cast is not None or not isinstance(value, list):
        return _choose_in_cast(r, spec, value, line)
    return choose_several(r, value, line)


def _choose_in_cast(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    """An answer inside a cast or activation the runner stopped (a target several are legal
    for), or one that begins a cast during a resolution (608.2g: "you may cast …", a spell with
    no target to name): when the cast then waits for its payment, it is paid as ``cast`` pays
    (automatically, or as the step's ``pay:`` says), and all of it is reversed if any of it is
    refused (CR 601.2h, 733). Another question of the cast waits for the next step, as before."""
    g = r.game
    point = g.savepoint()
    # the cost announced for a spell cast during a resolution (CR 118.9): the step's `pay:` and
    # `targets:` go on with the rest of that cast, as on `cast` with `alternative:`
    announced = isinstance(g.pending, Choose) and g.pending.purpose is Purpose.ALTERNATIVE
    ruling = choose_several(r, value, line) if isinstance(value, list) else g.apply(Pick(choice(r, value, line)))
    cast = g.state.cast
    if ruling and cast is not None and (announced or isinstance(g.pending, PayCostDecision)):
        choices = named(r, cast.kind == "spell" and convokes(g, cast.obj), spec, line)
        ruling = go_on(r, choices, spec, line)
        if ruling and choices.targets:
            ruling = Illegal(msg("more targets were given than the spell or ability has"), ("601.2c",))
    if not ruling:
        g.restore(point)
    return ruling


def choose_several(r: _Run, values: list[Any], line: int) -> Ruling:
    """Format 1.1: ``choose: [A, B]`` answers a decision that takes several objects (sacrifice
    two, discard two, "up to N" targets) in one step — one answer each, then "no more" while the
    same question is still asked; all of it reversed if any answer is refused."""
    g = r.game
    first = g.pending
    if not values and isinstance(first, Choose) and 0 not in first.options:
        # ``choose: []`` is the answer "none": given to the engine to refuse where "none" isn't an
        # option ("choose one —", 700.2b), never taken as answering nothing
        return g.apply(Pick(0))
    point = g.savepoint()
    ruling: Ruling = ACCEPTED
    for k, value in enumerate(values):
        dec = g.pending
        # the answers are for one question: a later question (the order of the rest on the bottom
        # after "put up to two into your hand") isn't answered by a list meant for the first
        same = (
            isinstance(first, Choose)
            and isinstance(dec, Choose)
            and (dec.player, dec.purpose) == (first.player, first.purpose)
        )
        if k and not same:
            g.restore(point)
            rule = first.rule if isinstance(first, Choose) else "117.1"
            return Illegal(
                msg(
                    "more answers were given than the question takes ({k} taken, {values_count} given)",
                    k=k,
                    values_count=len(values),
                ),
                (rule,),
            )
        ruling = g.apply(Pick(choice(r, value, line)))
        if not ruling:
            g.restore(point)
            return ruling
    while (
        isinstance(first, Choose)
        and isinstance(dec := g.pending, Choose)
        and (dec.player, dec.purpose, _template(dec.prompt)) == (first.player, first.purpose, _template(first.prompt))
        and 0 in dec.options
    ):
        ruling = g.apply(Pick(0))
        if not ruling:
            g.restore(point)
            return ruling
    return ruling


def _template(prompt: str) -> str:
    """A question's words without its numbers: "find Forest card (2 more; 0: stop)" and "(1 more;
    0: stop)" are one question asked again (CR 701.23a: the cards are found one at a time)."""
    return str(getattr(prompt, "template", prompt))


def _assign_damage(r: _Run, spec: LineDict, value: object, line: int) -> Ruling:
    if not isinstance(value, dict):
        raise r.error(line, msg("assign_damage needs {{CREATURE: {{RECIPIENT: N, ...}}}}"))
    if not isinstance(r.game.pending, AssignDamageDecision):
        return Illegal(msg("no combat damage is being divided now"), ("510.1",))
    plan = []
    for source, split in value.items():
        if not isinstance(split, dict):
            raise r.error(line, msg("assign_damage.{source} must map recipients to amounts", source=source))
        parts = tuple((r.target(to, line), int(n)) for to, n in split.items())
        plan.append((r.obj_id(source, line), parts))
    return r.game.apply(AssignDamage(tuple(plan)))


_VERBS: dict[str, Callable[[_Run, LineDict, object, int], Ruling]] = {
    "pass": _pass,
    "play": _play,
    "cast": _cast,
    "turn_face_up": _turn_face_up,
    "suspend": _suspend,
    "foretell": _foretell,
    "plot": _plot,
    "pay_to_stop": _pay_to_stop,
    "pay_to_end": _pay_to_end,
    "activate": _activate,
    "attack": _attack,
    "block": _block,
    "choose": _choose,
    "assign_damage": _assign_damage,
}


def face(r: _Run, spec: LineDict, line: int) -> str:
    """``face: NAME`` — the face cast or played (a split half, an Adventure, a back face)."""
    face = spec.get("face", "")
    if not isinstance(face, str):
        raise r.error(line, msg("face must be the name of one of the card's faces"))
    return face


def choice(r: _Run, value: Any, line: int) -> Any:
    dec = r.game.pending
    options = dec.options if isinstance(dec, Choose) else ()
    if isinstance(dec, Choose) and dec.purpose in ("color", "mana color") and isinstance(value, str):
        names = {v: k for k, v in COLOR_NAMES.items()}
        return names.get(value.lower(), value.strip("{}").upper())
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, str):
        if value in options:
            return value
        if value in COLOR_NAMES.values() or value.strip("{}") in POOL_ORDER:
            return value
        if names_a_card(r.game):
            return value  # CR 201.4: any card's name, not only one offered
        ref = r.target(value, line)
        if ref in options:
            return ref
        if isinstance(ref, ObjectRef) and ref.id in options:
            return ref.id
        if isinstance(ref, ObjectRef):
            # CR 707.10c, 400.7: a copy's target left unchanged is the object as the original chose
            # it, offered with the zone-change count it had then (even if it has moved since)
            kept = [o for o in options if isinstance(o, ObjectRef) and o.id == ref.id]
            if len(kept) == 1:
                return kept[0]
        return ref
    if isinstance(dec, Choose) and dec.purpose in NUMBER_PURPOSES:
        # CR 700.2a–b: a mode is named by its number on the card (and X, the times kicked, a number
        # of counters or a pile by their value); one that isn't offered (a mode whose targets can't
        # be chosen) is given to the engine to refuse, never read as a position in the list of
        # options (which would make "mode 2" mean "no more modes")
        return value
    if isinstance(value, int) and options and value not in options and 1 <= value <= len(options):
        return options[value - 1]
    return value


def mana_sources(r: _Run, spec: LineDict, line: int) -> list[tuple[int, str]]:
    """The sources under ``pay: {mana: […]}``, each with the color named for it ("": none)."""
    pay = spec.get("pay") or {}
    if not isinstance(pay, dict):
        raise r.error(line, msg("pay must be a mapping"))
    return [
        (r.obj_id(s.get("source"), line), str(s.get("color", "")).strip("{}"))
        if isinstance(s, dict)
        else (r.obj_id(s, line), "")
        for s in pay.get("mana", []) or []
    ]


def declare_with_costs(r: _Run, action: DeclareAttackers | DeclareBlockers, sources: list[tuple[int, str]]) -> Ruling:
    """Declare attackers or blockers; with a cost to attack or block, activate mana sources
    first (508.1i, 509.1e) — those named under ``pay: {mana: […]}`` (with the color named, if
    any), else the first offered whose source isn't one of the creatures declared — all of it
    reversed if the declaration is refused."""
    g = r.game
    point = g.savepoint()
    for source, color in sources:
        mark(r, "mana", source)
        if color:
            ruling = activate_for_color(g, source, color)
            if ruling and isinstance(g.pending, Choose) and g.pending.purpose == "color":
                ruling = g.apply(Pick(color_option(g.pending, color)))
        else:
            step = mana_action(g, source)
            ruling = step if isinstance(step, Illegal) else g.apply(step)
        if not ruling:
            g.restore(point)
            return ruling
    ruling = g.apply(action)
    declared = {pair[0] for pair in (action.attacks if isinstance(action, DeclareAttackers) else action.blocks)}
    guard = 0
    while isinstance(ruling, Illegal) and ruling.rule.startswith(("508.1j", "509.1f")) and guard < 20:
        options = [a for a in g.legal_actions() if isinstance(a, Activate)]
        if not options:
            break
        g.apply(min(options, key=lambda a: a.source in declared))  # (the declared creatures' own last)
        ruling = g.apply(action)
        guard += 1
    if not ruling:
        g.restore(point)
    return ruling


def answer_unless(r: _Run, spec: LineDict, value: Any, line: int) -> Ruling:
    """``choose: yes`` pays (tapping mana sources as needed: those the step names under ``pay:
    {mana: […]}`` first, CR 117.1d, 605.3a), ``choose: no`` declines."""
    g = r.game
    if value in (True, "yes", "pay"):
        point = g.savepoint()
        plain: list[int] = []
        for source, color in mana_sources(r, spec, line):
            if not color:
                plain.append(source)
                continue
            mark(r, "mana", source)
            ruling = activate_for_color(g, source, color)
            if not ruling:
                g.restore(point)
                return ruling
        named = list(plain)
        ruling = pay_automatically(g, plain)
        for source in named[: len(named) - len(plain)]:
            mark(r, "mana", source)
        if not ruling:
            g.restore(point)
        return ruling
    if value in (False, "no", "decline"):
        return g.apply(Pick("decline"))
    raise r.error(line, msg("answer a payment with yes or no"))


def run_passes(r: _Run, verb: str, value: Any, line: int) -> Ruling:
    g = r.game
    if verb == "resolve":
        times = 1 if value is None or value is True else value
        if not isinstance(times, int) or times < 1:
            raise r.error(line, msg("resolve takes a positive number"))
        for _ in range(times):
            dec = g.pending
            if not g.state.stack and dec is not None and not isinstance(dec, Priority):
                # CR 117.1: a question (the order of triggered abilities, 603.3b …) waits first
                who = PLAYERS[dec.player]
                return Illegal(
                    msg(
                        "nothing can resolve now: the game waits for {who} {waiting_for}",
                        who=who,
                        waiting_for=waiting_for(dec),
                    ),
                    ("117.1",),
                )
            if not g.state.stack:
                return Illegal(msg("there is nothing on the stack to resolve"), ("405.5",))
            top = g.state.stack[-1]
            while not g.over and top in g.state.stack:
                if not answer_alone(r, Pass):
                    return _ok()  # stopped at a decision with several answers: the next step answers it
        return _ok()
    try:
        target = Step.parse(str(value))
    except ValueError as exc:
        raise r.error(line, str(exc)) from None
    return advance(r, target)


# why a step the game went past without stopping there has no point to stop at
_NOT_REACHED = {
    Step.UNTAP: (msg("no player receives priority during the untap step"), "502.4"),
    Step.CLEANUP: (msg("no player receives priority during the cleanup step"), "514.3"),
    Step.DECLARE_BLOCKERS: (msg("the declare blockers step is skipped: no creature attacks"), "508.8"),
    Step.COMBAT_DAMAGE: (msg("the combat damage step is skipped: no creature attacks"), "508.8"),
    Step.FIRST_STRIKE_DAMAGE: (msg(
        "there is no first-strike combat damage step: no attacking or blocking creature has first strike "
        "or double strike"), "510.4",
    ),
    Step.DRAW: (msg("the player who plays first skips the draw step of their first turn"), "103.8a"),
}  # fmt: skip


def advance(r: _Run, target: Step) -> Ruling:
    """Pass priority while the stack is empty until ``target`` (of this or the next turn)
    begins: it stops there, where something went on the stack, or at a decision with several
    answers — it never resolves anything. A step the game goes past without a point to stop
    (skipped, 508.8 and 510.4, or one where no player gets priority, 502.4 and 514.3) refuses
    the whole advance, so it stops at the same point whatever the board."""
    g = r.game
    st = g.state
    if st.stack:
        return Illegal(msg("advance needs an empty stack"), ("117.4",))
    point = g.savepoint()
    at = (st.turn, st.step)
    moved = False
    for _ in range(10_000):
        if g.over:
            return _ok()
        now = (st.turn, st.step)
        if now != at:
            if _went_past(at, now, target):
                g.restore(point)
                reason, rule = _NOT_REACHED.get(target, (msg("the game went past that step"), "500.1"))
                return Illegal(
                    msg("advance to the {named} step: {reason}", named=_named(target), reason=reason), (rule,)
                )
            at, moved = now, True
        if moved and st.step is target:
            return _ok()
        if st.stack:
            # format 1.1: advance never resolves anything; it stops where something went on the stack
            waiting = st.objects[st.stack[-1]]
            r.note(msg(
                "advance stops in the {step} step: {card} is on the stack",
                step=Term(_named(st.step)), card=CardName(waiting.label),
            ))  # fmt: skip
            return _ok()
        if not answer_alone(r, Pass):
            return _ok()  # a decision with several answers: the next step answers it
    g.restore(point)
    return Illegal(msg("advance to the {named} step: the step didn't begin", named=_named(target)), ("500.1",))


def _went_past(before: tuple[int, Step], now: tuple[int, Step], target: Step) -> bool:
    """Did the game go from ``before`` to ``now`` (turn, step) without ``target`` beginning?"""
    if now[0] == before[0]:
        return before[1] < target < now[1]
    return target > before[1] or target < now[1]


def _named(step: Step) -> str:
    return Term("first-strike combat damage" if step is Step.FIRST_STRIKE_DAMAGE else step.label.replace("_", " "))


def answer_single(r: _Run) -> None:
    """Answer each question (a triggered ability's target, CR 603.3d; its mode, 603.3c) that has
    exactly one legal answer — the format: "a decision with a single legal answer is answered (the
    only target, the only mode)". A step that stopped at such a question (``advance`` where a
    triggered ability went on the stack) leaves it to the next step: a ``choose`` names the answer
    (or tries an illegal one), any other verb has it answered here first. Stops at priority, at a
    turn-based action (declaring attackers) and at several answers."""
    g = r.game
    while not g.over and isinstance(g.pending, Choose) and answer_alone(r, Pass):
        pass


def answer_alone(r: _Run, default: type[Action]) -> bool:
    """Pass priority, or answer a decision that has exactly one legal answer."""
    g = r.game
    dec = g.pending
    if isinstance(dec, Priority):
        return bool(g.apply(default()))
    if isinstance(dec, AssignDamageDecision):
        return bool(g.apply(AssignDamage(())))  # the default division (scenario format)
    actions = list(g.legal_actions())
    if len(actions) == 1 and not names_a_card(g):  # (CR 201.4: a card name is never the only answer)
        return bool(g.apply(actions[0]))
    return False
