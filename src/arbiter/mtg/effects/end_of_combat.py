"""Instructions performed "at end of combat" (CR 511.2, 603.7): "Whenever ~ blocks a creature,
destroy that creature at end of combat." — resolving the ability creates a delayed triggered
ability that triggers as this turn's end of combat step begins, once (603.7c), and does the
instruction then; "that creature" stays the creature the creating ability was about (603.7a).
And instructions performed "at the beginning of the next end step" (513.1, 603.7): "[+1]: Draw a
card. At the beginning of the next end step, untap up to two lands." (Teferi, Hero of Dominaria)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.state import DelayedReturnTrigger, SubjectSeen, WaitingTrigger

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.lki import Lki
    from arbiter.mtg.state import GameObject

END_OF_COMBAT = "end of combat"
NEXT_END_STEP = "next end step"
NEXT_MAIN_PHASE = "your next main phase"  # (effects.next_moments)
NEXT_TURNS_UPKEEP = "the next turn's upkeep"
YOUR_NEXT_UPKEEP = "your next upkeep"  # (effects.next_moments: the Pacts)
YOUR_NEXT_END_STEP = "your next end step"  # (effects.face_down_exile)
THAT_TURNS_END_STEP = "that turn's end step"  # an extra turn's own (turn.extra_turns)
EACH_OF_YOUR_UPKEEPS = "each of your upkeeps"  # for the rest of the game: epic's (effects.epic, 603.7b)
EARTHBEND = "earthbend"  # when an earthbent land dies or is put into exile, any later turn (effects.earthbend, 701.66a)
# (the moments an upkeep begins, 503.1)
UPKEEP_MOMENTS = (NEXT_TURNS_UPKEEP, YOUR_NEXT_UPKEEP, EACH_OF_YOUR_UPKEEPS)
# (moments that may come in a later turn)
DELAYED_ENTRY = -3  # the "zone-change count" of a waiting trigger's subject that names a delayed entry by uid
LATER_MOMENTS = frozenset(
    {
        NEXT_END_STEP, NEXT_MAIN_PHASE, NEXT_TURNS_UPKEEP, YOUR_NEXT_UPKEEP, YOUR_NEXT_END_STEP, THAT_TURNS_END_STEP,
        EACH_OF_YOUR_UPKEEPS, EARTHBEND,
    }
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class AtEndOfCombat(Effect):
    """ "<instruction> at end of combat." — the instruction, delayed to the end of combat step."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.effect.text(specs).removesuffix(".") + " at end of combat."


@handles(AtEndOfCombat)
def _at_end_of_combat(g: Game, o: GameObject, e: AtEndOfCombat, legal: list[bool]) -> None:
    """CR 603.7a: create the delayed triggered ability (its source: the creating ability's)."""
    seen = next((x for x in o.lki if isinstance(x, SubjectSeen)), None)
    subject = (seen.id, seen.zcc) if seen is not None else None
    ability = TriggeredAbility("delayed", (e.effect,), trigger_text="At end of combat")
    create_delayed(g, o, ability, END_OF_COMBAT, g.state.turn, e.text(()), subject=subject, named=False)


def create_delayed(
    g: Game,
    o: GameObject,
    ability: TriggeredAbility,
    at: str,
    turn: int,
    said: str,
    *,
    subject: tuple[int, int] | None = None,
    kept: tuple[Lki, ...] = (),
    named: bool = True,
) -> None:
    """CR 603.7a: the resolving ``o`` creates the delayed triggered ``ability``, waiting for the
    moment ``at`` of ``turn``. CR 603.7d–e: its source is the creating spell, or the creating
    ability's source, and its controller the player who controlled that as it resolved (with no
    source object left, nothing is created). ``named``: it gets a uid of its own (603.3b)."""
    source = resolving_source(g, o)
    if source is None:
        return
    uid = g.next_timestamp() if named else 0
    entry = DelayedReturnTrigger(
        source.id, source.zcc, o.controller, turn, ability, at=at, subject=subject, kept=kept, uid=uid
    )
    set_up_delayed(g, o, entry, said)


def set_up_delayed(g: Game, o: GameObject, entry: DelayedReturnTrigger, said: str) -> None:
    """CR 603.7a: the delayed triggered ability waits for its moment; the log says what it will do.
    CR 603.7d–e: its source is the creating spell (or the creating ability's source); its card is
    kept, so that it still triggers if that source (a copy of a spell, a token) ceases to exist.
    CR 107.3n: an X its text doesn't define is the X of the spell or ability creating it."""
    st = g.state
    source = st.objects.get(entry.object)
    if entry.card is None and source is not None:
        entry = replace(entry, card=source.card)
    if o.x and not entry.x:
        entry = replace(entry, x=o.x)
    g.set(st, "delayed", (*st.delayed, entry))
    said = said.removesuffix(".")
    g.log(
        ev.EffectCreated(
            "603.7",
            o.label,
            msg("sets up a delayed triggered ability: {ability}", ability=Quoted(said[0].lower() + said[1:])),
        )
    )


@dataclass(frozen=True, slots=True)
class AtBeginningOfNextEndStep(Effect):
    """ "At the beginning of the next end step, <instruction>." — the instruction, delayed to the
    next end step: this turn's if it hasn't begun yet, else the next turn's (CR 513.1, 603.7)."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"At the beginning of the next end step, {inner[0].lower()}{inner[1:]}"


@handles(AtBeginningOfNextEndStep)
def _at_next_end_step(g: Game, o: GameObject, e: AtBeginningOfNextEndStep, legal: list[bool]) -> None:
    """CR 603.7a: create the delayed triggered ability (its source: the creating ability's; it
    triggers even if that source has left, 603.7c)."""
    from arbiter.mtg.enums import Step

    st = g.state
    turn = st.turn if st.step < Step.END else st.turn + 1  # CR 513.1: "the next end step"
    ability = TriggeredAbility("delayed", (e.effect,), trigger_text="At the beginning of the next end step")
    create_delayed(g, o, ability, NEXT_END_STEP, turn, e.text(()), named=False)


def at_end_of_combat(g: Game, at: str = END_OF_COMBAT) -> list[WaitingTrigger]:
    """CR 511.2, 603.7c: the delayed "at end of combat" triggers of this turn trigger now, once;
    with ``at`` NEXT_END_STEP, as an end step begins, those "at the beginning of the next end
    step" created before it (513.1); with NEXT_TURNS_UPKEEP, as the next turn's upkeep begins
    (503.1); with NEXT_MAIN_PHASE, as a main phase of their controller's begins (505.1); with
    YOUR_NEXT_UPKEEP, as the next upkeep of their controller's begins (503.1, 603.7b)."""
    from arbiter.mtg.triggers.builtin import DELAYED

    st = g.state
    found: list[WaitingTrigger] = []
    entries: list[DelayedReturnTrigger] = []
    changed = False
    for d in st.delayed:
        if d.at == EACH_OF_YOUR_UPKEEPS and not d.fired:
            if at == d.at and st.active == d.controller:
                found += each_time(g, d, entries)  # CR 603.7b: a stated duration — it triggers every time
                changed = True
            entries.append(d)
            continue
        if at in (NEXT_MAIN_PHASE, YOUR_NEXT_END_STEP, YOUR_NEXT_UPKEEP):
            due = st.active == d.controller  # CR 505.1, 513.1: the first of "your" such steps to begin
        else:
            due = d.turn == st.turn if at in (END_OF_COMBAT, THAT_TURNS_END_STEP) else d.turn <= st.turn
        if d.at == at and not d.fired and due:
            changed = True
            if d.object not in st.objects and d.card is None:
                continue  # (a source gone with no card kept: nothing to put on the stack)
            # (an entry with no subject is named by its uid, so that two of one source can be told apart)
            subject = (d.uid, DELAYED_ENTRY) if d.subject is None and d.uid else d.subject
            found.append(WaitingTrigger(d.object, DELAYED, d.controller, subject))
            d = replace(d, fired=True)
        entries.append(d)
    if changed:
        g.set(st, "delayed", tuple(entries))
    return found


def each_time(g: Game, d: DelayedReturnTrigger, entries: list[DelayedReturnTrigger]) -> list[WaitingTrigger]:
    """CR 603.7b: a delayed triggered ability with a stated duration ("at the beginning of each of
    your upkeeps for the rest of the game", epic 702.50a) triggers each time its moment comes: a
    used-up entry of its own (a new uid) is set aside for this time, and ``d`` stays to wait."""
    from arbiter.mtg.triggers.builtin import DELAYED

    if d.object not in g.state.objects and d.card is None:
        return []  # (a source gone with no card kept: nothing to put on the stack)
    uid = g.next_timestamp()
    entries.append(replace(d, fired=True, uid=uid))
    return [WaitingTrigger(d.object, DELAYED, d.controller, (uid, DELAYED_ENTRY))]
