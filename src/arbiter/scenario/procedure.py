"""Casting a spell or activating an ability with the choices a scenario step names (CR 601.2,
602.2): the targets (``targets:``), modes (``modes:``), division (``divide:``), the half paid
for each hybrid and Phyrexian symbol (``hybrid:``, ``phyrexian:``, 601.2b) and what pays the
cost (``pay:``). A decision the step leaves open with several legal answers stops the step (the
next step answers it); payment is automatic unless ``pay:`` says otherwise.

Without ``hybrid:``, how each hybrid symbol is paid is part of paying automatically (like which
lands to tap): the runner tries each half in turn, with the halves of the symbols after it, and
announces the first one with which the whole cost can then be paid — so ``{R/G}{R/G}`` is paid
from a Mountain and a Forest. Trials are taken back; only the answer found is kept."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from arbiter.core.ruling import ACCEPTED, Illegal, Ruling
from arbiter.i18n import Term, msg
from arbiter.mtg.actions import Action, Activate, Cast, Choose, Option, Pay, PayCostDecision, Pick
from arbiter.mtg.layers import activated
from arbiter.mtg.mana.abilities import potential_mana
from arbiter.mtg.mana.autopay import Unpayable, autopay, needed_color
from arbiter.mtg.mana.could_produce import mana_types_of
from arbiter.mtg.mana.pool import POOL_ORDER
from arbiter.mtg.mana.potential import ability_units
from arbiter.scenario.loader import PLAYERS, LineDict
from arbiter.scenario.pay_use import mark

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import ActivatedAbility
    from arbiter.mtg.state import GameObject
    from arbiter.scenario.runner import _Run

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@dataclass(slots=True)
class Named:
    """What the step names and has not used yet (each list is consumed as the answers are given)."""

    targets: list[Any]
    modes: list[Any]
    modes_named: bool
    pay: dict[str, Any]
    sources: list[int]  # ``pay: {mana: [ID]}``: mana sources to tap first
    colored: list[tuple[int, str]]  # ``pay: {mana: [{source: ID, color: G}]}``
    halves: list[str]  # ``hybrid:``
    phyrexian: list[str]  # ``phyrexian:``
    convoking: list[int] = field(default_factory=list)
    color_next: str | None = None  # the color named for the mana ability being activated
    x: int | None = None  # ``x:`` where X is asked for as a decision (a cast during a resolution)
    trial: bool = False  # a trial of a hybrid half: nothing is noted or recorded

    def copy(self) -> Named:
        return replace(
            self, targets=list(self.targets), modes=list(self.modes), pay=dict(self.pay), sources=list(self.sources),
            colored=list(self.colored), halves=list(self.halves), phyrexian=list(self.phyrexian),
            convoking=list(self.convoking), trial=True,
        )  # fmt: skip


def named(r: _Run, convoke: bool, spec: LineDict, line: int) -> Named:
    """Read the step's choices (their shapes are checked before the run)."""
    pay = spec.get("pay") or {}
    if not isinstance(pay, dict):
        raise r.error(line, msg("pay must be a mapping"))
    sources: list[int] = []
    colored: list[tuple[int, str]] = []
    for s in pay.get("mana") or []:
        if isinstance(s, dict):  # format 1.1: {source: ID, color: G} — the color that source makes
            color = str(s.get("color", "")).strip("{}")
            colored.append((r.obj_id(s.get("source"), line), _COLOR_WORDS.get(color.lower(), color.upper())))
        else:
            sources.append(r.obj_id(s, line))
    convoking: list[int] = []
    if convoke and (pay.get("tap") or pay.get("exile")):
        # convoke and improvise tap, delve exiles (CR 702.51a, 702.126a, 702.66a)
        convoking = [r.obj_id(s, line) for s in [*(pay.get("tap") or []), *(pay.get("exile") or [])]]
    x = spec.get("x")
    return Named(
        list(spec.get("targets") or []), list(spec.get("modes") or []), "modes" in spec, dict(pay), sources, colored,
        [str(h) for h in spec.get("hybrid") or []], [str(h) for h in spec.get("phyrexian") or []], convoking,
        x=x if isinstance(x, int) else None,
    )  # fmt: skip


def convokes(g: Game, card: int) -> bool:
    """Does the spell let objects pay for it — convoke, improvise, delve (CR 702.51a, 702.126a,
    702.66a)? Then ``pay: {tap: […], exile: […]}`` names them; otherwise ``tap`` answers the
    costs of mana abilities activated while paying (Springleaf Drum's creature, 605.3b)."""
    o = g.state.objects.get(card)
    return o is not None and bool({"convoke", "improvise", "delve"} & {k.lower() for k in o.card.keywords})


def procedure(r: _Run, first: Action, spec: LineDict, line: int) -> Ruling:
    """Cast or activate with the step's choices; on any refusal, everything is reversed."""
    g = r.game
    point = g.savepoint()
    choices = named(r, isinstance(first, Cast) and convokes(r.game, first.card), spec, line)
    ruling = g.apply(first)
    if ruling:
        ruling = go_on(r, choices, spec, line)
    if not ruling:
        g.restore(point)
    elif choices.modes:
        # CR 700.2: "choose one —" allows no second mode; an unused one isn't dropped. Modes are
        # announced before targets (601.2b, then 601.2c): a surplus mode is the first error, and
        # the targets meant for it are then surplus too
        g.restore(point)
        return Illegal(msg("more modes were given than the spell or ability allows"), ("700.2", "601.2b"))
    elif choices.targets:
        g.restore(point)
        return Illegal(msg("more targets were given than the spell or ability has"), ("601.2c",))
    return ruling


def go_on(r: _Run, n: Named, spec: LineDict, line: int) -> Ruling:
    """Answer the cast's decisions with what the step names, until it is cast (or stops)."""
    g = r.game
    ruling: Ruling = ACCEPTED
    for _ in range(200):
        if not (ruling and (g.state.cast is not None or paying_directly(g, n.pay))):
            break
        dec = g.pending
        if isinstance(dec, PayCostDecision):
            ruling = _pay(r, n)
            continue
        if not isinstance(dec, Choose):
            break
        answer = _answer(r, dec, n, spec, line)
        if answer is None:
            break
        ruling = g.apply(Pick(answer))
    return ruling


def _chosen_again(r: _Run, ref: Any, line: int) -> bool:
    """Whether the next named target was already chosen for this spell or ability — named twice
    on purpose, it is given to the engine to refuse (CR 115.3), not taken for a later word."""
    cast = r.game.state.cast
    return cast is not None and r.target(ref, line) in cast.targets


def _trigger_put_by_step(r: _Run) -> bool:
    """Whether the target asked for is the first of a triggered ability that this step's spell or
    ability made trigger, and the step named none for it (CR 603.3d: its controller chooses as
    the ability is put on the stack). Format 1.1: the runner leaves that choice — "none" of an
    "up to" target included — to the next ``choose:`` step; after targets the step named for
    the ability, "no more" is still taken."""
    cast = r.game.state.cast
    return cast is not None and cast.kind == "trigger" and not any(t is not None for t in cast.targets)


def _answer(r: _Run, dec: Choose, n: Named, spec: LineDict, line: int) -> Option | None:
    """The answer to one decision of the cast, or None to stop the step there."""
    purpose = dec.purpose
    if purpose == "target":
        if tuple(dec.options) == (0,) and not (n.targets and _chosen_again(r, n.targets[0], line)):
            return 0  # "up to" with no legal choice (CR 601.2c): the named targets are for later words
        if n.targets:
            return r.target(n.targets.pop(0), line)
        if 0 in dec.options and not _trigger_put_by_step(r):
            return 0  # "up to": no more targets than the step names
        if len(dec.options) == 1:
            return dec.options[0]  # the only legal target
        if not n.trial:
            r.note(msg("the runner stops: {player} chooses a target (several are legal)", player=PLAYERS[dec.player]))
        return None  # format 1.1: the next `choose:` step names it
    if purpose == "divide":
        return division(r, dec, n, spec, line)
    if purpose == "color":
        # the color a mana ability adds while paying: the one the step named for that source
        # (`pay: {mana: [{source, color}]}`), else part of paying automatically (106.1, 601.2g)
        wanted = n.color_next
        n.color_next = None
        return color_option(dec, wanted) if wanted else needed_color(r.game)
    if purpose == "x":
        if n.x is not None:
            # CR 601.2b, 107.3a: the X the step names, announced for a spell cast during a
            # resolution (miracle, 702.94a) as for one cast from the hand
            x, n.x = n.x, None
            return x
        return _pick(r, dec, dec.options[0], n)
    if purpose == "mode":
        return mode_answer(r, dec, n)
    if purpose == "hybrid":
        return hybrid_half(r, dec, n, spec, line)
    if purpose in ("cost", "mana cost"):
        return cost_choice(r, dec, n, line)
    if purpose == "offering":
        # CR 702.48b: the offering is paid when `pay: {sacrifice: [ID]}` names a permanent
        offered = n.pay.get("sacrifice") or []
        ids = [r.obj_id(x, line) for x in (offered if isinstance(offered, list) else [offered])]
        chosen = next((oid for oid in ids if oid in dec.options), 0 if 0 in dec.options else None)
        if chosen and not n.trial:
            mark(r, "object", chosen)
        return chosen if chosen is not None else _pick(r, dec, dec.options[0], n)
    return None


def _pick(r: _Run, dec: Choose, option: Option, n: Named) -> Option | None:
    """The runner's own answer: given only when it is the only legal one (recorded); with
    several, None — the step stops there and the next step answers (format 1.1)."""
    if len(dec.options) > 1:
        if not n.trial:
            r.note(msg(
                "the runner stops: {player} chooses the {purpose} (several are legal)",
                player=PLAYERS[dec.player], purpose=Term(dec.purpose),
            ))  # fmt: skip
        return None
    if n.trial:
        return option
    from arbiter.scenario.steps import runner_pick

    return runner_pick(r, dec, option)


def _pay(r: _Run, n: Named) -> Ruling:
    """The payment: convoking creatures named under ``pay: {tap: […]}`` one by one, mana abilities
    named with a color, then the engine's auto-payer with the named sources first."""
    g = r.game
    if n.convoking:
        if not n.trial:
            mark(r, "object", n.convoking[0])
        return g.apply(Pick(n.convoking.pop(0)))  # CR 702.51a: `pay: {tap: [ID]}` convokes
    if n.colored:
        source, color = n.colored.pop(0)
        if not n.trial:
            mark(r, "mana", source)
        n.color_next = color  # asked now, or once the ability's own cost is paid (605.3b)
        ruling = activate_for_color(g, source, color)
        if not (isinstance(g.pending, Choose) and g.pending.purpose in ("mana cost", "color")):
            n.color_next = None
        elif g.pending.purpose == "color":
            ruling = g.apply(Pick(color_option(g.pending, color)))
            n.color_next = None
        return ruling
    named = list(n.sources)
    spend = str(n.pay.get("pool") or "")
    ruling = pay_automatically(g, n.sources, spend)
    if not n.trial:
        for source in named[: len(named) - len(n.sources)]:
            mark(r, "mana", source)
        if spend:
            mark(r, "pool")  # (spent by the final payment, 601.2h)
    return ruling


def activate_for_color(g: Game, source: int, color: str) -> Ruling:
    """Format 1.1 ``pay: {mana: [{source: ID, color: G}]}``: activate the mana ability of that
    source that can make that color (CR 605.3a); the color is answered when it is asked (106.1)."""
    o = g.state.objects.get(source)
    if o is None:
        return Illegal(msg("a named mana source is gone"), ("605.1a",))
    options = [a for a in g.legal_actions() if isinstance(a, Activate) and a.source == source]
    for a in options:
        if _makes(g, o, activated(g, o)[a.index], color):
            return g.apply(a)
    if color and color in mana_types_of(g, source):
        # CR 106.7: "one mana of any type that a land you control could produce" (Reflecting Pool)
        # makes what it makes now; its one mana ability is the one named
        for a in options:
            ab = activated(g, o)[a.index]
            if ab.is_mana and ab.produces is None and not ab.wild_colors:
                return g.apply(a)
    for i, ab in enumerate(activated(g, o)):
        if _makes(g, o, ab, color):  # one that could, but can't be activated now: the engine's own refusal
            return g.apply(Activate(source, i))  # cites why (e.g. CR 302.6, summoning sickness)
    return Illegal(
        msg("{o} has no mana ability that can add {{{color}}} now", o=o.label, color=color), ("605.1a", "106.1")
    )


def _makes(g: Game, o: GameObject, ab: ActivatedAbility, color: str) -> bool:
    """Whether the activated ability ``ab`` of ``o`` can add mana of ``color`` (CR 106.1), also
    when the amount is counted as it resolves ("Add X mana of any one color, where X is ~'s power.",
    Kami of Whispered Hopes: 106.7, 608.2h)."""
    if color not in POOL_ORDER:
        return False
    makes = ab.produces or tuple(1 if c in ab.wild_colors else 0 for c in POOL_ORDER)
    if makes[POOL_ORDER.index(color)]:
        return True
    return ab.is_mana and any(color in unit for unit in ability_units(g, o, ab))


def color_option(dec: Choose, color: str) -> Option:
    """The option of a color question that adds ``color`` (a single color, or a combination with it)."""
    return next((o for o in dec.options if isinstance(o, str) and color in o), color)


def paying_directly(g: Game, pay: dict[str, Any]) -> bool:
    """Format 1.1: ``pay:`` also answers the cost of a mana ability activated directly (it
    resolves at once, CR 605.3b, with no spell or ability being put on the stack)."""
    dec = g.pending
    return bool(pay) and isinstance(dec, Choose) and dec.purpose in ("cost", "mana cost")


def mode_answer(r: _Run, dec: Choose, n: Named) -> Option | None:
    """CR 601.2b / 700.2a: the modes the step's ``modes: [N]`` names (1-based), then no more;
    without ``modes:``, the only mode there is (several: the step stops for the next to answer)."""
    if n.modes:
        chosen: Option = n.modes.pop(0)
        return chosen
    if n.modes_named and 0 in dec.options:
        return 0
    if len(dec.options) == 1:
        return dec.options[0]
    return _pick(r, dec, 0 if 0 in dec.options else dec.options[0], n)


def hybrid_half(r: _Run, dec: Choose, n: Named, spec: LineDict, line: int) -> Option:
    """CR 601.2b, 107.4e–f: how a hybrid or Phyrexian symbol will be paid — the next entry of
    ``phyrexian:`` (``life`` or ``mana``) for a Phyrexian symbol, else the next half ``hybrid:``
    names; life when ``pay: {life: N}`` still covers 2; else, as part of paying automatically,
    the first half with which the whole cost can be paid (tried, then taken back)."""
    mana = [o for o in dec.options if isinstance(o, str) and o != "life"]
    if "life" in dec.options and n.phyrexian:
        way = n.phyrexian.pop(0).strip("{}").lower()
        if way in ("life", "2 life"):
            return "life"
        if len(mana) == 1 or not n.halves:
            return mana[0] if len(mana) == 1 else _makeable(r, dec.player, mana)
    if n.halves:
        half = n.halves.pop(0).strip("{}").upper()
        return "life" if half in ("LIFE", "P") else half
    budget = n.pay.get("life", 0)
    if "life" in dec.options and isinstance(budget, int) and budget >= 2:
        n.pay["life"] = budget - 2
        if not n.trial:
            mark(r, "life")
        return "life"
    if len(mana) > 1:
        found = _payable_half(r, dec.player, mana, n, spec, line)
        if found is not None:
            return found
    return _makeable(r, dec.player, mana) if mana else dec.options[0]


def _makeable(r: _Run, player: int, mana: list[str]) -> str:
    """The first half the player could make mana for now (so ``{G/W}`` is paid from a Plains)."""
    pool, wild = potential_mana(r.game, player)
    makeable = [o for o in mana if o.isdigit() or wild or (o in POOL_ORDER and pool[POOL_ORDER.index(o)] > 0)]
    return (makeable or mana)[0]


def _payable_half(r: _Run, player: int, halves: list[str], n: Named, spec: LineDict, line: int) -> str | None:
    """The first of ``halves`` with which the rest of the cast goes through (the halves of the
    later symbols found the same way), tried on the game and taken back (CR 601.2b, 601.2h)."""
    g = r.game
    keep = g.keep_history
    g.keep_history = True
    try:
        first = _makeable(r, player, halves)
        for half in sorted(halves, key=lambda h: h != first):
            point = g.savepoint()
            trial = n.copy()
            ruling = g.apply(Pick(half))
            if ruling:
                ruling = go_on(r, trial, spec, line)
            g.restore(point)
            if ruling:
                return half
    finally:
        g.keep_history = keep
    return None


def division(r: _Run, dec: Choose, n: Named, spec: LineDict, line: int) -> Option | None:
    """``divide: {ID: N}`` in the order the targets were chosen (CR 601.2d)."""
    wanted = spec.get("divide")
    if wanted is None:
        return _pick(r, dec, dec.options[0], n)
    if not isinstance(wanted, dict):
        raise r.error(line, msg("divide must map targets to amounts"))
    cast = r.game.state.cast
    assert cast is not None  # a division is asked while casting (601.2d)
    shares = {r.target(k, line): v for k, v in wanted.items()}
    return tuple(shares.get(t, 0) for t in cast.targets if t is not None)


def cost_choice(r: _Run, dec: Choose, n: Named, line: int) -> Option | None:
    """Objects named under ``pay:`` (sacrifice, discard, return, …) in order; else the only one.
    A named object that can't pay this part is still offered, so the engine refuses it."""
    refused = None
    for key in ("sacrifice", "discard", "return", "exile", "tap"):
        wanted = n.pay.get(key)
        if wanted:
            ids = [r.obj_id(x, line) for x in (wanted if isinstance(wanted, list) else [wanted])]
            for oid in ids:
                if oid in dec.options:
                    if not n.trial:
                        mark(r, "object", oid)
                    return oid
            refused = ids[0] if refused is None else refused
    if refused is not None and not n.trial:
        mark(r, "object", refused)  # (named, and given to the engine to refuse)
    return _pick(r, dec, dec.options[0], n) if refused is None else refused


def pay_automatically(g: Game, sources: list[int], spend: str = "") -> Ruling:
    """Pay what the game waits for with the engine's auto-payer, the named ``sources`` first
    (those it uses are taken off the list); its refusal is the ruling. ``spend`` (``pay: {pool:
    "{W}{W}{W}{G}"}``): the mana of the pool the final payment spends (CR 601.2h)."""
    payment = autopay(g, sources)
    if isinstance(payment, Unpayable):
        return payment.ruling
    del sources[: payment.named_used]
    ruling: Ruling = ACCEPTED
    actions = payment.actions
    if spend and actions and actions[-1] == Pay():
        actions = (*actions[:-1], Pay(spend))
    for action in actions:
        ruling = g.apply(action)
        if not ruling:
            break
    return ruling
