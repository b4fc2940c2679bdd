"""Instructions about the tokens an earlier instruction of the same resolution created (CR 608.2c:
the instructions are followed in order, and "it", "that token" or "those tokens" after "Create …"
are the tokens just created): "They gain haste until end of turn.", "Exile that token at the
beginning of the next end step." (603.7a), "Sacrifice them at end of combat." (511.2, 603.7),
"Put three +1/+1 counters on it." (122.1). A token that has left the battlefield has ceased to
exist (111.7, 704.5d): nothing happens to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import Quoted, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.end_of_combat import END_OF_COMBAT
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import turn_effect
from arbiter.mtg.effects.this_resolution import this_resolution
from arbiter.mtg.effects.zones import ExileIt, SacrificeIt
from arbiter.mtg.enums import EndStepAction, Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.state import DelayedReturnTrigger
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


def created_this_way(g: Game, o: GameObject) -> list[GameObject]:
    """The tokens the resolving ``o`` has created so far that are still on the battlefield (read
    back from the log to the moment it began to resolve, CR 608.2), in the order created."""
    found = [
        event.obj
        for event in this_resolution(g, o)
        if isinstance(event, ev.ZoneChanged) and event.token and event.source is None and event.verb == "is created"
    ]
    st = g.state
    return [st.objects[i] for i in reversed(found) if i in st.objects and st.objects[i].zone is Zone.BATTLEFIELD]


@dataclass(frozen=True, slots=True)
class CreatedGain(Effect):
    """ "They gain haste until end of turn." — each token created this way gains the keywords until
    end of turn (CR 611.2a, 613.1f). ``subject``: the printed words for the tokens; ``keywords``
    the printed keyword list (each one the engine runs)."""

    subject: str
    keywords: tuple[str, ...]
    words: str
    created: int = 1  # how many the creation before made (1, several: 2, a count: 0) — its pronoun agrees

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "gains" if self.subject in _ONE else "gain"
        return f"{self.subject} {verb} {self.words} until end of turn."


@handles(CreatedGain)
def _created_gain(g: Game, o: GameObject, e: CreatedGain, legal: list[bool]) -> None:
    for token in created_this_way(g, o):
        for keyword in e.keywords:
            what = msg("gains {keyword} until end of turn", keyword=Quoted(keyword))
            turn_effect(g, token, resolved.GainKeyword(keyword), "613.1f", what)


@dataclass(frozen=True, slots=True)
class CreatedLater(Effect):
    """ "Exile that token at the beginning of the next end step." / "Sacrifice them at end of
    combat." — a delayed triggered ability for each token created this way (CR 603.7a; the next
    end step 513, or this turn's end of combat 511.2)."""

    what: EndStepAction
    noun: str
    combat: bool = False
    created: int = 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        when = "at end of combat" if self.combat else "at the beginning of the next end step"
        return f"{self.what.value.capitalize()} {self.noun} {when}."


@handles(CreatedLater)
def _created_later(g: Game, o: GameObject, e: CreatedLater, legal: list[bool]) -> None:
    for token in created_this_way(g, o):
        if not e.combat:
            at_next_end_step(g, token, o.controller, e.what, o)
            continue
        _at_end_of_combat(g, o, token, e.what)


def _at_end_of_combat(g: Game, o: GameObject, token: GameObject, what: EndStepAction) -> None:
    """CR 603.7a, 511.2: "… at end of combat" about this token ("that creature" of the delayed
    ability is the token, 603.7c: it triggers once)."""
    st = g.state
    source = resolving_source(g, o)
    if source is None:
        return
    done = SacrificeIt(Ref("subject")) if what is EndStepAction.SACRIFICE else ExileIt(Ref("subject"))
    ability = TriggeredAbility("delayed", (done,), trigger_text="At end of combat")
    entry = DelayedReturnTrigger(
        source.id, source.zcc, o.controller, st.turn, ability, at=END_OF_COMBAT, subject=(token.id, token.zcc)
    )
    g.set(st, "delayed", (*st.delayed, entry))
    said = Quoted(f"{what.value} that token at end of combat")
    g.log(ev.EffectCreated("603.7", token.label, msg("sets up a delayed triggered ability: {ability}", ability=said)))


@dataclass(frozen=True, slots=True)
class CreatedCounters(Effect):
    """ "Put three +1/+1 counters on it." after "Create a 0/0 … token." — on each token created
    this way (CR 122.1); the number may be counted ("Put X +1/+1 counters on it, where X is …",
    608.2h)."""

    scaled = ("count",)

    kind: str
    count: int
    noun: str
    created: int = 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        return f"Put {n} {self.kind} counter{'s' if self.count != 1 else ''} on {self.noun}."


@handles(CreatedCounters)
def _created_counters(g: Game, o: GameObject, e: CreatedCounters, legal: list[bool]) -> None:
    for token in created_this_way(g, o):
        add_counters(g, token, e.kind, e.count, "122.1")


_ONE = ("It", "That token", "The token", "it", "that token", "the token")
"""The words for one token created this way (the others name several: "they", "those tokens")."""
