"""Typed events (design idea 3): every change of a game is one of these, naming its CR rule.

Events are immutable and carry the names they need, so the log reads well after the objects
have moved on. ``text()`` renders one line of a judge's explanation; triggers (CR 603) match on
the fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.core.events import Event
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.mana.pool import pool_text


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    starting: str

    def text(self) -> str:
        return f"The game begins; {self.starting} plays first."


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    player: str

    def text(self) -> str:
        return f"{self.player} shuffles their library."


@dataclass(frozen=True, slots=True)
class Mulliganed(Event):
    player: str
    count: int

    def text(self) -> str:
        return f"{self.player} takes mulligan number {self.count}."


@dataclass(frozen=True, slots=True)
class Kept(Event):
    player: str
    cards: int

    def text(self) -> str:
        return f"{self.player} keeps a hand of {self.cards}."


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    turn: int
    player: str

    def text(self) -> str:
        return f"Turn {self.turn} ({self.player}) begins."


@dataclass(frozen=True, slots=True)
class StepBegan(Event):
    step: Step

    def text(self) -> str:
        return f"— {self.step.label.replace('_', ' ')} step"


@dataclass(frozen=True, slots=True)
class StepSkipped(Event):
    step: Step

    def text(self) -> str:
        return f"The {self.step.label.replace('_', ' ')} step is skipped."


@dataclass(frozen=True, slots=True)
class Untapped(Event):
    player: str
    count: int
    ids: tuple[int, ...] = ()  # the permanents untapped

    def text(self) -> str:
        return f"{self.player} untaps {self.count} permanent(s)."


@dataclass(frozen=True, slots=True)
class BecameUntapped(Event):
    obj: int
    name: str

    def text(self) -> str:
        return f"{self.name} becomes untapped."


@dataclass(frozen=True, slots=True)
class Tapped(Event):
    obj: int
    name: str

    def text(self) -> str:
        return f"{self.name} becomes tapped."


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    obj: int
    name: str
    player: str

    def text(self) -> str:
        return f"{self.player} now controls {self.name}."


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """CR 701.9a: a card was discarded (its move to the graveyard is logged too)."""

    obj: int
    name: str
    player: int
    madness: bool = False  # exiled instead of put into the graveyard (CR 702.35a)

    def text(self) -> str:
        return f"{self.name} was discarded" + (" and exiled (madness)." if self.madness else ".")


@dataclass(frozen=True, slots=True)
class Enlisted(Event):
    """CR 702.154c: ``obj`` enlisted ``other`` (tapped it as the cost of its enlist ability)."""

    obj: int
    name: str
    other: str

    def text(self) -> str:
        return f"{self.name} enlists {self.other}."


@dataclass(frozen=True, slots=True)
class Exerted(Event):
    obj: int
    name: str

    def text(self) -> str:
        return f"{self.name} is exerted: it won't untap during its controller's next untap step."


@dataclass(frozen=True, slots=True)
class Drew(Event):
    player: str
    obj: int | None
    nth: int = 0  # the player's how-many-th card drawn this turn ("your second card each turn")

    def text(self) -> str:
        if self.obj is None:
            return f"{self.player} has to draw from an empty library."
        return f"{self.player} draws a card."


@dataclass(frozen=True, slots=True)
class ZoneChanged(Event):
    """An object moved between zones (CR 400.7: it is a new object afterwards)."""

    obj: int
    name: str
    player: str
    source: Zone | None
    dest: Zone
    verb: str = "moves"
    # the permanent as it last existed on the battlefield, or as it entered (CR 603.6a, 603.10a):
    # its controller, card types, subtypes, and whether it was a token
    controller: int = -1
    kinds: frozenset[CardType] = frozenset()
    subtypes: tuple[str, ...] = ()
    token: bool = False
    attachments: tuple[int, ...] = ()  # the Auras and Equipment attached to it as it left (603.10a)

    def text(self) -> str:
        where = f" from {self.source.label}" if self.source is not None else ""
        return f"{self.name} ({self.player}) {self.verb}{where} to {self.dest.label}."


@dataclass(frozen=True, slots=True)
class LandPlayed(Event):
    obj: int
    name: str
    player: str

    def text(self) -> str:
        return f"{self.player} plays {self.name}."


@dataclass(frozen=True, slots=True)
class SpellCast(Event):
    obj: int
    name: str
    player: str
    targets: str
    nth: int = 0  # the caster's how-many-th spell this turn ("your second spell each turn")

    def text(self) -> str:
        on = f" targeting {self.targets}" if self.targets else ""
        return f"{self.player} casts {self.name}{on}."


@dataclass(frozen=True, slots=True)
class AbilityActivated(Event):
    obj: int
    name: str
    player: str
    ability: str

    def text(self) -> str:
        return f'{self.player} activates {self.name}\'s ability "{self.ability}".'


@dataclass(frozen=True, slots=True)
class ManaAdded(Event):
    player: str
    mana: tuple[int, ...]
    source: str

    def text(self) -> str:
        return f"{self.source} adds {pool_text(self.mana)} to {self.player}'s mana pool."


@dataclass(frozen=True, slots=True)
class ManaPaid(Event):
    player: str
    cost: str
    what: str

    def text(self) -> str:
        return f"{self.player} pays {self.cost} for {self.what}."


@dataclass(frozen=True, slots=True)
class ManaEmptied(Event):
    player: str
    mana: tuple[int, ...]

    def text(self) -> str:
        return f"{pool_text(self.mana)} empties from {self.player}'s mana pool."


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: str

    def text(self) -> str:
        return f"{self.player} passes priority."


@dataclass(frozen=True, slots=True)
class Resolved(Event):
    obj: int
    name: str

    def text(self) -> str:
        return f"{self.name} resolves."


@dataclass(frozen=True, slots=True)
class Countered(Event):
    obj: int
    name: str

    def text(self) -> str:
        return f"{self.name} is countered and ceases to exist."


@dataclass(frozen=True, slots=True)
class DidNotResolve(Event):
    obj: int
    name: str

    def text(self) -> str:
        return f"{self.name} doesn't resolve: all its targets are illegal."


@dataclass(frozen=True, slots=True)
class TargetIllegal(Event):
    name: str
    target: str

    def text(self) -> str:
        return f"{self.target} is no longer a legal target of {self.name}; it is unaffected."


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    source: int
    source_name: str
    recipient: str
    amount: int
    combat: bool
    player: int | None = None  # the player dealt damage, if a player
    target: int | None = None  # the permanent dealt damage, if a permanent

    def text(self) -> str:
        kind = "combat damage" if self.combat else "damage"
        return f"{self.source_name} deals {self.amount} {kind} to {self.recipient}."


@dataclass(frozen=True, slots=True)
class LifeChanged(Event):
    player: str
    before: int
    after: int

    def text(self) -> str:
        return f"{self.player}'s life: {self.before} → {self.after}."


@dataclass(frozen=True, slots=True)
class LifeGained(Event):
    """CR 119.3: a player gained life (for "whenever you gain life")."""

    player: int
    amount: int

    def text(self) -> str:
        return f"(life gained: {self.amount})"


@dataclass(frozen=True, slots=True)
class PTChanged(Event):
    name: str
    power: int
    toughness: int

    def text(self) -> str:
        return f"{self.name} gets {self.power:+d}/{self.toughness:+d} until end of turn."


@dataclass(frozen=True, slots=True)
class TriggerPut(Event):
    obj: int
    name: str
    text_: str

    def text(self) -> str:
        return f'{self.name}\'s triggered ability goes on the stack: "{self.text_}"'


@dataclass(frozen=True, slots=True)
class Exploited(Event):
    """A creature's exploit ability sacrificed a creature (CR 702.110a–b)."""

    obj: int
    name: str

    def text(self) -> str:
        return f"{self.name} exploited a creature."


@dataclass(frozen=True, slots=True)
class TargetsChosen(Event):
    """A triggered ability's targets were chosen as it was put on the stack (CR 603.3d), or a
    spell copy's (707.10c)."""

    obj: int
    name: str
    targets: str
    what: str = "triggered ability"

    def text(self) -> str:
        return f"{self.name}'s {self.what} targets {self.targets}."


@dataclass(frozen=True, slots=True)
class EffectCreated(Event):
    name: str
    what: str

    def text(self) -> str:
        return f"{self.name} {self.what}."


@dataclass(frozen=True, slots=True)
class AttackersDeclared(Event):
    player: str
    attackers: str
    ids: tuple[int, ...] = ()
    players: tuple[int, ...] = ()  # the players attacked (not their planeswalkers or battles): melee, 702.121a

    def text(self) -> str:
        return f"{self.player} attacks with {self.attackers or 'nothing'}."


@dataclass(frozen=True, slots=True)
class BlockersDeclared(Event):
    player: str
    blocks: str
    pairs: tuple[tuple[int, int], ...] = ()  # (blocker, attacker)

    def text(self) -> str:
        return f"{self.player} blocks: {self.blocks or 'no blocks'}."


@dataclass(frozen=True, slots=True)
class PutBlocking(Event):
    """A creature put onto the battlefield blocking an attacker (CR 509.4): "becomes blocked"
    triggers if the attacker was unblocked (509.3c), "becomes blocked by a creature" (flanking)
    triggers (509.3d); "blocks" never does (509.3a–b)."""

    blocker: int
    attacker: int
    name: str
    attacker_name: str
    was_blocked: bool

    def text(self) -> str:
        return f"{self.name} is put onto the battlefield blocking {self.attacker_name}."


@dataclass(frozen=True, slots=True)
class CountersChanged(Event):
    name: str
    kind: str
    delta: int

    def text(self) -> str:
        verb = "gets" if self.delta > 0 else "loses"
        return f"{self.name} {verb} {abs(self.delta)} {self.kind} counter(s)."


@dataclass(frozen=True, slots=True)
class DamageRemoved(Event):
    def text(self) -> str:
        return 'Damage wears off and "until end of turn" effects end.'


@dataclass(frozen=True, slots=True)
class PlayerLost(Event):
    player: str
    why: str

    def text(self) -> str:
        return f"{self.player} loses the game: {self.why}."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner: str | None

    def text(self) -> str:
        return f"{self.winner} wins the game." if self.winner else "The game is a draw."


@dataclass(frozen=True, slots=True)
class TurnedFaceUp(Event):
    """CR 702.37e / 708.8: a face-down permanent is turned face up (a special action, 116.2b)."""

    obj: int
    name: str
    player: str
    cost: str

    def text(self) -> str:
        return f"{self.player} turns a face-down creature face up for {self.cost}: it is {self.name}."


@dataclass(frozen=True, slots=True)
class Suspended(Event):
    """CR 702.62a / 116.2f: a card with suspend is exiled from its owner's hand with time counters."""

    obj: int
    name: str
    player: str
    time: int

    def text(self) -> str:
        return f"{self.player} suspends {self.name}: it is exiled with {self.time} time counters on it."


@dataclass(frozen=True, slots=True)
class LastCounterRemoved(Event):
    """The last counter of a kind was removed from an object (suspend's trigger, 702.62a)."""

    obj: int
    name: str
    kind: str

    def text(self) -> str:
        return f"The last {self.kind} counter has been removed from {self.name}."
