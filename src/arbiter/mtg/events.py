"""Typed events (design idea 3): every change of a game is one of these, naming its CR rule.

Events are immutable and carry the names they need, so the log reads well after the objects
have moved on. ``text()`` renders one line of a judge's explanation; triggers (CR 603) match on
the fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.core.events import Event
from arbiter.i18n import CardName, Quoted, Said, Term, Text, msg
from arbiter.mtg.enums import CardType, Step, Zone
from arbiter.mtg.ir.abilities import TriggeredAbility
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.wording import pt_change


def _named(name: str) -> str:
    """An object's name in a message: a card's (its printed name), or a message that names it
    ("Spellstutter Sprite's triggered ability (no legal target)")."""
    return name if isinstance(name, Text) else CardName(name)


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    starting: str

    def text(self) -> str:
        return msg("The game begins; {starting} plays first.", starting=self.starting)


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    player: str

    def text(self) -> str:
        return msg("{player} shuffles their library.", player=self.player)


@dataclass(frozen=True, slots=True)
class Mulliganed(Event):
    player: str
    count: int

    def text(self) -> str:
        return msg("{player} takes mulligan number {count}.", player=self.player, count=self.count)


@dataclass(frozen=True, slots=True)
class Kept(Event):
    player: str
    cards: int

    def text(self) -> str:
        return msg("{player} keeps a hand of {cards}.", player=self.player, cards=self.cards)


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    turn: int
    player: str

    def text(self) -> str:
        return msg("Turn {turn} ({player}) begins.", turn=self.turn, player=self.player)


@dataclass(frozen=True, slots=True)
class StepBegan(Event):
    step: Step

    def text(self) -> str:
        return msg("— {step} step", step=Term(self.step.label.replace("_", " ")))


@dataclass(frozen=True, slots=True)
class StepSkipped(Event):
    step: Step

    def text(self) -> str:
        return msg("The {step} step is skipped.", step=Term(self.step.label.replace("_", " ")))


@dataclass(frozen=True, slots=True)
class Untapped(Event):
    player: str
    count: int
    ids: tuple[int, ...] = ()  # the permanents untapped

    def text(self) -> str:
        return msg("{player} untaps {count} permanent(s).", player=self.player, count=self.count)


@dataclass(frozen=True, slots=True)
class BecameUntapped(Event):
    obj: int
    name: str

    def text(self) -> str:
        return msg("{card} becomes untapped.", card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class Tapped(Event):
    obj: int
    name: str

    def text(self) -> str:
        return msg("{card} becomes tapped.", card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class PhasedOut(Event):
    """CR 702.26b: a permanent phased out — directly, or with what it is attached to (702.26g)."""

    obj: int
    name: str
    player: int
    indirectly: bool = False

    def text(self) -> str:
        if self.indirectly:
            return msg("{card} phases out with the permanent it is attached to.", card=CardName(self.name))
        return msg("{card} phases out.", card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class PhasedIn(Event):
    """CR 702.26c: a permanent phased in; ``unattached``: an Aura or Equipment whose object is gone
    (702.26i)."""

    obj: int
    name: str
    player: int
    unattached: bool = False

    def text(self) -> str:
        if self.unattached:
            return msg("{card} phases in unattached.", card=CardName(self.name))
        return msg("{card} phases in.", card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    obj: int
    name: str
    player: str

    def text(self) -> str:
        return msg("{player} now controls {card}.", player=self.player, card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """CR 701.9a: a card was discarded (its move to the graveyard is logged too)."""

    obj: int
    name: str
    player: int
    madness: bool = False  # exiled instead of put into the graveyard (CR 702.35a)

    def text(self) -> str:
        return (
            msg("{card} was discarded and exiled (madness).", card=CardName(self.name))
            if self.madness
            else msg("{card} was discarded.", card=CardName(self.name))
        )


@dataclass(frozen=True, slots=True)
class Enlisted(Event):
    """CR 702.154c: ``obj`` enlisted ``other`` (tapped it as the cost of its enlist ability)."""

    obj: int
    name: str
    other: str

    def text(self) -> str:
        return msg("{card} enlists {other}.", card=CardName(self.name), other=CardName(self.other))


@dataclass(frozen=True, slots=True)
class Exerted(Event):
    obj: int
    name: str

    def text(self) -> str:
        return msg(
            "{card} is exerted: it won't untap during its controller's next untap step.", card=CardName(self.name)
        )


@dataclass(frozen=True, slots=True)
class Drew(Event):
    player: str
    obj: int | None
    nth: int = 0  # the player's how-many-th card drawn this turn ("your second card each turn")

    def text(self) -> str:
        if self.obj is None:
            return msg("{player} has to draw from an empty library.", player=self.player)
        return msg("{player} draws a card.", player=self.player)


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
    # the triggered abilities it had from other objects as it left that look back in time (603.10a, 613.1f)
    granted: tuple[TriggeredAbility, ...] = ()
    # a copy as it left: the values it had as the copy (its own card's abilities don't trigger, 707.2, 603.10a)
    was: CardDef | None = None
    # put onto the battlefield at the same time as others by one effect (CR 614.12, 603.10): the
    # (id, zone change count) of the first of them, the same for all of them; None otherwise
    together: tuple[int, int] | None = None
    # CR 701.21a, 614.6: the move was a sacrifice — still one when a replacement effect (Rest in
    # Peace, Leyline of the Void) put the permanent somewhere other than its owner's graveyard
    sacrificed: bool = False

    def text(self) -> str:
        card = self._card()
        if self.source is self.dest:  # within one zone (a scried card put on the bottom): the verb says where
            return msg(
                "{card} ({player}) {verb}.",
                card=card,
                player=self.player,
                verb=self.verb if isinstance(self.verb, Text) else Term(self.verb),
            )
        return (
            msg(
                "{card} ({player}) {verb} from {source} to {dest}.",
                card=card,
                player=self.player,
                verb=self.verb if isinstance(self.verb, Text) else Term(self.verb),
                source=Term(self.source.label),
                dest=Term(self.dest.label),
            )
            if self.source is not None
            else msg(
                "{card} ({player}) {verb} to {dest}.",
                card=card,
                player=self.player,
                verb=self.verb if isinstance(self.verb, Text) else Term(self.verb),
                dest=Term(self.dest.label),
            )
        )

    def _card(self) -> CardName | Text:
        """How the line names the object: a copy leaving the battlefield by the name it had there
        (CR 707.2: a Clone copying Serra Angel is named Serra Angel) and by the card it is now
        (400.7: in the graveyard it is a Clone again)."""
        was = self.was.name if self.was is not None and self.source is Zone.BATTLEFIELD else ""
        if was and was != self.name:
            return msg("{copy} (the card {card})", copy=CardName(was), card=CardName(self.name))
        return CardName(self.name)


@dataclass(frozen=True, slots=True)
class LandPlayed(Event):
    obj: int
    name: str
    player: str

    def text(self) -> str:
        return msg("{player} plays {card}.", player=self.player, card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class SpellCast(Event):
    obj: int
    name: str
    player: str
    targets: str
    nth: int = 0  # the caster's how-many-th spell this turn ("your second spell each turn")
    kinds: frozenset[CardType] | None = None  # its card types as it became cast (CR 601.2i); None: not known

    def text(self) -> str:
        return (
            msg(
                "{player} casts {card} targeting {targets}.",
                player=self.player,
                card=CardName(self.name),
                targets=self.targets,
            )
            if self.targets
            else msg("{player} casts {card}.", player=self.player, card=CardName(self.name))
        )


@dataclass(frozen=True, slots=True)
class AbilityActivated(Event):
    obj: int
    name: str
    player: str
    ability: str

    def text(self) -> str:
        return msg(
            '{player} activates {card}\'s ability "{ability}".',
            player=self.player,
            card=CardName(self.name),
            ability=self.ability,
        )


@dataclass(frozen=True, slots=True)
class ManaAdded(Event):
    player: str
    mana: tuple[int, ...]
    source: str

    def text(self) -> str:
        return msg(
            "{source} adds {pool_text} to {player}'s mana pool.",
            source=CardName(self.source),
            pool_text=pool_text(self.mana),
            player=self.player,
        )


@dataclass(frozen=True, slots=True)
class AbilityAddedMana(Event):
    """A resolving ability whose condition asks whether it "added mana with this ability this
    turn" added mana (CR 603.4): ``obj`` / ``zcc``, its source as it was."""

    obj: int
    zcc: int
    source: str

    def text(self) -> str:
        return msg("{source}'s ability has added mana this turn.", source=CardName(self.source))


@dataclass(frozen=True, slots=True)
class ManaPaid(Event):
    player: str
    cost: str
    what: str

    def text(self) -> str:
        what = self.what if isinstance(self.what, Said) else CardName(self.what)
        return msg("{player} pays {cost} for {what}.", player=self.player, cost=self.cost, what=what)


@dataclass(frozen=True, slots=True)
class ManaEmptied(Event):
    player: str
    mana: tuple[int, ...]

    def text(self) -> str:
        return msg("{pool_text} empties from {player}'s mana pool.", pool_text=pool_text(self.mana), player=self.player)


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: str

    def text(self) -> str:
        return msg("{player} passes priority.", player=self.player)


@dataclass(frozen=True, slots=True)
class Resolved(Event):
    obj: int
    name: str

    def text(self) -> str:
        return msg("{card} resolves.", card=_named(self.name))


@dataclass(frozen=True, slots=True)
class Countered(Event):
    """CR 701.6a: a countered ability ceases to exist (a spell is moved instead) — named as the
    ability of its source, as its target was named when the counterspell was cast."""

    obj: int
    name: str

    def text(self) -> str:
        return msg("{card}'s ability is countered and ceases to exist.", card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class DidNotResolve(Event):
    obj: int
    name: str

    def text(self) -> str:
        return msg("{card} doesn't resolve: all its targets are illegal.", card=_named(self.name))


@dataclass(frozen=True, slots=True)
class RemovedFromStack(Event):
    """CR 603.3d, 603.4, 700.2b: a triggered ability removed from the stack for a reason other than
    illegal targets — no legal target to choose, an intervening "if" no longer true, no mode
    chosen; ``name`` says which ability and why."""

    obj: int
    name: str

    def text(self) -> str:
        return msg("{card} is removed from the stack and does nothing.", card=_named(self.name))


@dataclass(frozen=True, slots=True)
class TargetIllegal(Event):
    name: str
    target: str

    def text(self) -> str:
        return msg(
            "{target} is no longer a legal target of {card}; it is unaffected.",
            target=self.target,
            card=CardName(self.name),
        )


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    source: int
    source_name: str
    recipient: str
    amount: int
    combat: bool
    player: int | None = None  # the player dealt damage, if a player
    target: int | None = None  # the permanent dealt damage, if a permanent
    # combat damage to a player: its source's controller and creature types as it dealt it
    # (freerunning, 702.173a: "a creature that, at the time it dealt that damage, was an Assassin")
    source_controller: int = -1
    source_subtypes: tuple[str, ...] = ()
    # CR 120.4, 510.2: the damage event it is part of — damage dealt at once (a step's combat
    # damage, "… to each creature", "… to any target and 1 damage to you") shares one number;
    # -1: dealt alone, an event of its own
    event: int = -1

    def text(self) -> str:
        return (
            msg(
                "{source_name} deals {amount} combat damage to {recipient}.",
                source_name=CardName(self.source_name),
                amount=self.amount,
                recipient=CardName(self.recipient),
            )
            if self.combat
            else msg(
                "{source_name} deals {amount} damage to {recipient}.",
                source_name=CardName(self.source_name),
                amount=self.amount,
                recipient=CardName(self.recipient),
            )
        )


@dataclass(frozen=True, slots=True)
class LifeChanged(Event):
    player: str
    before: int
    after: int

    def text(self) -> str:
        return msg("{player}'s life: {before} → {after}.", player=self.player, before=self.before, after=self.after)


@dataclass(frozen=True, slots=True)
class LifeGained(Event):
    """CR 119.3: a player gained life (for "whenever you gain life")."""

    player: int
    amount: int

    def text(self) -> str:
        return msg("(life gained: {amount})", amount=self.amount)


@dataclass(frozen=True, slots=True)
class Scried(Event):
    """CR 701.22d, 701.25d: a player finished scrying or surveilling N (N > 0, 701.22b, 701.25c) —
    for "Whenever you scry / surveil"."""

    player: int
    surveil: bool
    count: int

    def text(self) -> str:
        if self.surveil:
            return msg("(surveilled {count})", count=self.count)
        return msg("(scried {count})", count=self.count)


@dataclass(frozen=True, slots=True)
class PTChanged(Event):
    """A P/T change until end of turn of one object, or of a group named in the card's words
    (``name`` Quoted); ``plural``: the group takes "get" ("Creatures you control get +1/+1")."""

    name: str
    power: int
    toughness: int
    plural: bool = False

    def text(self) -> str:
        change = pt_change(self.power, self.toughness)  # "-2/-0", as Oracle prints it
        if self.plural:
            return msg("{group} get {change} until end of turn.", group=self.name, change=change)
        card = self.name if isinstance(self.name, Quoted) else CardName(self.name)  # a group: the card's words
        return msg("{card} gets {change} until end of turn.", card=card, change=change)


@dataclass(frozen=True, slots=True)
class TriggerPut(Event):
    obj: int
    name: str
    text_: str
    # the ability's controller and the player the trigger event was about ("that player", CR
    # 603.2), named when there is such a player ("Whenever enchanted player is attacked", 508.3b)
    controller: str = ""
    player: str = ""

    def text(self) -> str:
        if self.player:
            return msg(
                "{card}'s triggered ability goes on the stack under {controller}'s control, \"that player\" "
                'being {player}: "{text}"',
                card=CardName(self.name),
                controller=self.controller,
                player=self.player,
                text=self.text_,
            )
        return msg('{card}\'s triggered ability goes on the stack: "{text}"', card=CardName(self.name), text=self.text_)


@dataclass(frozen=True, slots=True)
class Exploited(Event):
    """A creature's exploit ability sacrificed a creature (CR 702.110a–b)."""

    obj: int
    name: str

    def text(self) -> str:
        return msg("{card} exploited a creature.", card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class TargetChanged(Event):
    """A target of a spell or ability was changed to another object (CR 115.7b)."""

    obj: int
    name: str
    new: int
    new_name: str

    def text(self) -> str:
        return msg("A target of {card} is changed to {new}.", card=CardName(self.name), new=CardName(self.new_name))


@dataclass(frozen=True, slots=True)
class TargetsChosen(Event):
    """A triggered ability's targets were chosen as it was put on the stack (CR 603.3d), or a
    spell copy's (707.10c)."""

    obj: int
    name: str
    targets: str
    what: str = "triggered ability"

    def text(self) -> str:
        return msg(
            "{card}'s {what} targets {targets}.", card=CardName(self.name), what=Term(self.what), targets=self.targets
        )


@dataclass(frozen=True, slots=True)
class EffectCreated(Event):
    """An effect's result that needs no event of its own. ``shown``: the cards it reveals to all
    players (CR 701.20a) — a hand, the top of a library, a card revealed from a hand as it is
    chosen (amplify, 702.38a) —, so what a step revealed is known by object, not by its wording."""

    name: str
    what: str
    shown: tuple[int, ...] = ()

    def text(self) -> str:
        if isinstance(self.name, Text):
            return msg("{card} {what}.", card=self.name, what=self.what)
        if self.name.endswith(":"):  # "Relentless Assault: after this main phase, …"
            return msg("{card}: {what}.", card=CardName(self.name.removesuffix(":")), what=self.what)
        return msg("{card} {what}.", card=CardName(self.name), what=self.what)


@dataclass(frozen=True, slots=True)
class AttackersDeclared(Event):
    player: str
    attackers: str
    ids: tuple[int, ...] = ()
    players: tuple[int, ...] = ()  # the players attacked (not their planeswalkers or battles): melee, 702.121a
    # per attacker (as ``ids``): the player it attacks, or -1 (a planeswalker or battle) — "a player
    # it has already attacked this turn" (508.1c); empty when not known (a set-up history)
    defenders: tuple[int, ...] = ()
    power: int = 0  # the attackers' total power as declared: "if you attacked with creatures with total power 6 …"

    def text(self) -> str:
        return msg("{player} attacks with {value}.", player=self.player, value=self.attackers or msg("nothing"))


@dataclass(frozen=True, slots=True)
class BlockersDeclared(Event):
    player: str
    blocks: str
    pairs: tuple[tuple[int, int], ...] = ()  # (blocker, attacker)

    def text(self) -> str:
        return msg("{player} blocks: {value}.", player=self.player, value=self.blocks or msg("no blocks"))


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
        return msg(
            "{card} is put onto the battlefield blocking {attacker_name}.",
            card=CardName(self.name),
            attacker_name=CardName(self.attacker_name),
        )


@dataclass(frozen=True, slots=True)
class BecameBlocked(Event):
    """An effect made an unblocked attacking creature blocked (CR 509.1h), with no blocker."""

    attacker: int
    name: str

    def text(self) -> str:
        return msg("{card} becomes blocked.", card=CardName(self.name))


@dataclass(frozen=True, slots=True)
class CountersChanged(Event):
    name: str
    kind: str
    delta: int

    def text(self) -> str:
        return (
            msg(
                "{card} gets {abs} {kind} counter(s).",
                card=CardName(self.name),
                abs=abs(self.delta),
                kind=Term(self.kind),
            )
            if self.delta > 0
            else msg(
                "{card} loses {abs} {kind} counter(s).",
                card=CardName(self.name),
                abs=abs(self.delta),
                kind=Term(self.kind),
            )
        )


@dataclass(frozen=True, slots=True)
class CountersPut(CountersChanged):
    """Counters of one kind put on a permanent (CR 122.6: on the battlefield, or as it enters):
    what "Whenever one or more +1/+1 counters are put on ~" triggers on."""

    obj: int = -1


@dataclass(frozen=True, slots=True)
class DamageRemoved(Event):
    def text(self) -> str:
        return msg('Damage wears off and "until end of turn" effects end.')


@dataclass(frozen=True, slots=True)
class PlayerLost(Event):
    player: str
    why: str

    def text(self) -> str:
        return msg("{player} loses the game: {why}.", player=self.player, why=self.why)


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner: str | None

    def text(self) -> str:
        return msg("{winner} wins the game.", winner=self.winner) if self.winner else msg("The game is a draw.")


@dataclass(frozen=True, slots=True)
class TurnedFaceUp(Event):
    """CR 702.37e (morph) or 702.168d (disguise) / 708.8: a face-down permanent is turned face up
    (a special action, 116.2b)."""

    obj: int
    name: str
    player: str
    cost: str

    def text(self) -> str:
        return msg(
            "{player} turns a face-down creature face up for {cost}: it is {card}.",
            player=self.player,
            cost=self.cost,
            card=CardName(self.name),
        )


@dataclass(frozen=True, slots=True)
class Suspended(Event):
    """CR 702.62a / 116.2f: a card with suspend is exiled from its owner's hand with time counters."""

    obj: int
    name: str
    player: str
    time: int

    def text(self) -> str:
        return msg(
            "{player} suspends {card}: it is exiled with {time} time counters on it.",
            player=self.player,
            card=CardName(self.name),
            time=self.time,
        )


@dataclass(frozen=True, slots=True)
class LastCounterRemoved(Event):
    """The last counter of a kind was removed from an object (suspend's trigger, 702.62a)."""

    obj: int
    name: str
    kind: str

    def text(self) -> str:
        return msg(
            "The last {kind} counter has been removed from {card}.", kind=Term(self.kind), card=CardName(self.name)
        )


@dataclass(frozen=True, slots=True)
class LookedAtTop(Event):
    """CR 401.2: an effect let ``player`` look at the top card of ``whose`` library ("Look at the
    top card of target player's library."). The card is named for the looking player only: a
    seat of another player sees the look without the card (:meth:`unseen_text`)."""

    player: int
    name: str
    whose: str
    card: str

    def text(self) -> str:
        return msg(
            "{player} looks at the top card of {whose}'s library: {card}.",
            player=self.name,
            whose=self.whose,
            card=CardName(self.card),
        )

    def unseen_text(self) -> str:
        return msg("{player} looks at the top card of {whose}'s library.", player=self.name, whose=self.whose)
