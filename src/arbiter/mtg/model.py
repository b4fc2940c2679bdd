"""The ability model: frozen dataclasses for cards, abilities, costs, effects and targets.

Design idea 4: cards are data. The Oracle compiler produces these nodes; the engine runs them.
Every node renders its own Oracle text (``text()``), with ``~`` standing for the object's own
name, so that a card's compiled form can be compared with its printed Oracle text.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar

from arbiter.mtg.cost_parts import (
    CostPart,
    DiscardCards,
    ExileFromGraveyard,
    Loyalty,
    PayMana,
    ReturnOne,
    SacrificeOne,
    SacrificeThis,
    TapThis,
    TapUntapped,
)
from arbiter.mtg.enums import PERMANENT_TYPES, CardType, Color, Zone
from arbiter.mtg.mana import POOL_ORDER, ManaCost, pool_text
from arbiter.mtg.wording import COUNT_WORDS as _COUNT_WORDS
from arbiter.mtg.wording import article, pt_change

if TYPE_CHECKING:
    from arbiter.mtg.conditions import Condition

# --------------------------------------------------------------------------------------------
# Targets (CR 115) and references to the objects and players an effect acts on


@dataclass(frozen=True, slots=True)
class TargetQuality:
    """What else a target object must be (CR 115.1: the words of the target requirement):
    tapped/untapped, of a color, with/without a keyword, with power, toughness or mana value in
    bounds, with/without a supertype ("nonbasic land", "legendary creature")."""

    tapped: bool | None = None
    colors: frozenset[Color] = frozenset()
    keyword: str = ""
    without: bool = False
    min_power: int | None = None
    max_power: int | None = None
    min_toughness: int | None = None
    max_toughness: int | None = None
    min_value: int | None = None
    max_value: int | None = None
    supertype: str = ""
    nonsupertype: str = ""
    subtype: str = ""  # "Spirit card …"
    also_type: CardType | None = None  # "artifact creature": a creature that is an artifact too
    lesser_power: bool = False  # "with lesser power": less than the source's power (mentor, 702.134a)
    single_graveyard: bool = False  # "… cards from a single graveyard": the group's targets share one


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (CR 115.1): what it may choose.

    ``noun`` is the Oracle phrase after "target" ("creature", "creature an opponent controls",
    "spell"), or "any target" (CR 115.4). ``types`` are the card types an object must have one
    of; ``players`` says which players may be chosen ("", "any", "opponent"); ``controller``
    restricts the object's controller ("", "you", "opponent"); ``zone`` is where the object
    must be (the battlefield, or the stack for "target spell"); ``nontypes`` and ``noncolors``
    exclude ("noncreature", "nonblack"); ``other`` forbids the source itself ("another target");
    ``combat`` asks for an attacking and/or blocking creature.
    """

    noun: str
    types: frozenset[CardType] = frozenset()
    players: str = ""
    controller: str = ""
    zone: Zone = Zone.BATTLEFIELD
    nontypes: frozenset[CardType] = frozenset()
    noncolors: frozenset[Color] = frozenset()
    other: bool = False
    chooser: str = ""  # "opponent": an opponent of the controller chooses it (CR 602.3, 115.1)
    combat: str = ""  # "attacking", "blocking", "attacking or blocking" (CR 506.4, 508.1k, 509.1g)
    # several instances of one word "target" ("up to two target creatures"): a shared group
    # number (distinct objects within it, 601.2c), whether this instance may stay unchosen, and
    # the phrase for the whole group, set on its first instance
    group: int = 0
    optional: bool = False
    group_text: str = ""
    quality: TargetQuality | None = None  # "tapped", "white", "with flying", "with power 2 or less"…

    @property
    def allows_players(self) -> bool:
        return bool(self.players)

    @property
    def object_types(self) -> frozenset[CardType]:
        return self.types

    def text(self) -> str:
        if self.noun == "any target":
            return self.noun
        if self.chooser == "opponent":
            return f"target {self.noun.replace(' they control', '')} of an opponent's choice they control"
        return f"{'another ' if self.other else ''}target {self.noun}"


ANY_TARGET = TargetSpec(
    "any target", frozenset({CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE}), players="any"
)
TARGET_CREATURE = TargetSpec("creature", frozenset({CardType.CREATURE}))
TARGET_PLAYER = TargetSpec("player", players="any")
TARGET_OPPONENT = TargetSpec("opponent", players="opponent")


@dataclass(frozen=True, slots=True)
class Ref:
    """Who or what an effect acts on: ``target`` (index into the ability's targets), ``targets``
    (every chosen target of the group starting at that index: "up to two target creatures"), ``it`` /
    ``that`` (a pronoun for that target: "… and gain control of it", "That creature gains …"),
    ``this`` (the source object), or ``you`` (the controller)."""

    kind: str
    index: int = 0

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.kind == "target":
            return specs[self.index].text()
        if self.kind == "targets":
            return specs[self.index].group_text
        if self.kind in ("it", "it_self"):
            return "it"
        if self.kind == "subject":
            return "that creature"
        if self.kind in ("enchanted", "equipped"):
            return f"{self.kind} creature"
        if self.kind == "that":
            return f"that {specs[self.index].noun.split(' ')[0]}"
        if self.kind == "this":
            return "~"
        if self.kind == "its controller":
            return "its controller"  # (of the target ``index``)
        if self.kind in ("that player", "defending player", "each opponent", "each player"):
            return self.kind  # the player the trigger event was about; the attacked player (2 players)
        return "you"


def target(index: int = 0) -> Ref:
    return Ref("target", index)


THIS = Ref("this")
YOU = Ref("you")

# --------------------------------------------------------------------------------------------
# Effects (CR 609): one class per verb, each rendering its Oracle sentence


def _subject(ref: Ref, specs: tuple[TargetSpec, ...]) -> str:
    text = ref.text(specs)
    return text[0].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of all effects. ``decides``: the effect asks a player something as it resolves, so the
    resolution pauses for it (priority.run_effects) — it can't be nested inside "you may" or
    "if you do" yet."""

    decides: ClassVar[bool] = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class And(Effect):
    """Marks the next effect as joined to the previous sentence: "… and you gain 3 life."."""

    effect: Effect
    same_subject: bool = False  # "Target player draws two cards and loses 2 life." (subject not repeated)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        t = self.effect.text(specs)
        if self.same_subject:
            who = getattr(self.effect, "who", None)
            subject = who.text(specs) if isinstance(who, Ref) else ""
            t = t[len(subject) + 1 :] if t.lower().startswith(subject.lower() + " ") else t
            if who is not None and who.kind == "you" and t.startswith("Draw"):
                t = "draw" + t[4:]
        return t


def _shift(effect: Effect, offset: int) -> Effect:
    """The effect with its target references moved by ``offset`` (modes put side by side)."""
    if not offset:
        return effect
    changes: dict[str, object] = {}
    for name in effect.__dataclass_fields__:
        value = getattr(effect, name)
        if isinstance(value, Ref) and value.kind in ("target", "targets", "that", "it"):
            changes[name] = Ref(value.kind, value.index + offset)
        elif isinstance(value, Effect):
            changes[name] = _shift(value, offset)
    return replace(effect, **changes) if changes else effect


def render_lines(abilities: tuple[Ability, ...]) -> list[str]:
    """The lines of text of abilities as printed: a keyword joined to the one before it, a
    "When you do" ability in the paragraph of the ability it's linked to."""
    lines: list[str] = []
    for a in abilities:
        t = a.text()
        if not t:
            continue
        if isinstance(a, Keyword) and a.joined and lines:
            lines[-1] += a.separator + t[0].lower() + t[1:]
        elif isinstance(a, TriggeredAbility) and a.joined and lines:
            lines[-1] += " " + t
        else:
            lines.append(t)
    return lines


def render_effects(effects: tuple[Effect, ...], specs: tuple[TargetSpec, ...]) -> list[str]:
    out: list[str] = []
    for e in effects:
        t = e.text(specs)
        if isinstance(e, And) and out:
            out[-1] = out[-1].removesuffix(".") + " and " + t[0].lower() + t[1:]
        elif isinstance(e, Then) and out:
            out[-1] = out[-1].removesuffix(".") + ", then " + t[0].lower() + t[1:]
        else:
            out.append(t)
    return out


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    """CR 120: "~ deals N damage to <ref>"."""

    amount: int | str  # a number, or "X" (the value announced at 601.2b)
    to: Ref
    subject: str = "~"  # "It" when the source was referred to as it (CR 608.2h: last known info)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.subject} deals {self.amount} damage to {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """CR 106.3, 605: "Add {G}." — ``mana`` is an amount per kind in W U B R G C order."""

    mana: tuple[int, ...]
    order: str = field(default="", compare=False)  # the symbols as printed ("RW" for {R}{W})

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.order:
            return "Add " + "".join(f"{{{c}}}" for c in self.order) + "."
        return f"Add {pool_text(self.mana)}."


@dataclass(frozen=True, slots=True)
class AddManaOfChoice(Effect):
    """ "Add one mana of any color." / "Add three mana of any one color." — the color is chosen
    as the ability resolves (CR 605.3b, 106.1)."""

    count: int
    colors: str = "WUBRG"  # "Add {W} or {U}." allows only those (with listed=True)
    listed: bool = False
    combos: tuple[str, ...] = ()  # "Add {W}{W}, {W}{U}, or {U}{U}.": one of these combinations

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.combos:
            symbols = ["".join(f"{{{c}}}" for c in combo) for combo in self.combos]
            return f"Add {', '.join(symbols[:-1])}, or {symbols[-1]}."
        if self.listed:
            symbols = [f"{{{c}}}" for c in self.colors]
            if len(symbols) == 2:
                return f"Add {symbols[0]} or {symbols[1]}."
            return f"Add {', '.join(symbols[:-1])}, or {symbols[-1]}."
        if self.count == 1:
            return "Add one mana of any color."
        return f"Add {_COUNT_WORDS.get(self.count, str(self.count))} mana of any one color."


@dataclass(frozen=True, slots=True)
class ModifyPT(Effect):
    """CR 613.4c: "<ref> gets +N/+N until end of turn"."""

    power: int
    toughness: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{_subject(self.to, specs)} gets {pt_change(self.power, self.toughness)} until end of turn."


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    """CR 701.8: "Destroy <ref>." (indestructible permanents survive, 702.12b)."""

    to: Ref
    no_regeneration: bool = False  # "It can't be regenerated." (CR 701.19c)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Destroy {self.to.text(specs)}." + (" It can't be regenerated." if self.no_regeneration else "")


@dataclass(frozen=True, slots=True)
class ExileIt(Effect):
    """CR 406.2: "Exile <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Exile {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """ "Return <ref> to its owner's hand." (CR 400.7: it becomes a new object)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.to.kind == "targets":
            return f"Return {self.to.text(specs)} to their owners' hands."  # several targets (601.2c)
        return f"Return {self.to.text(specs)} to its owner's hand."


@dataclass(frozen=True, slots=True)
class TapIt(Effect):
    """CR 701.26a: "Tap <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Tap {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class UntapIt(Effect):
    """CR 701.26b: "Untap <ref>."."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Untap {self.to.text(specs)}."


def _amount(n: int, one: str, many: str) -> str:
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
    return f"{words.get(n, str(n))} {one if n == 1 else many}"


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """CR 121: "<who> draw(s) N card(s)."."""

    amount: int | str
    who: Ref
    you_word: bool = False  # "You draw a card" (in "You draw a card and you lose 1 life.")

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        cards = _amount(self.amount, "card", "cards") if isinstance(self.amount, int) else f"{self.amount} cards"
        if self.who.kind == "you":
            return f"You draw {cards}." if self.you_word else f"Draw {cards}."
        return f"{_subject(self.who, specs)} draws {cards}."


@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    """CR 119.3: "<who> gain(s) N life."."""

    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "gain" if self.who.kind == "you" else "gains"
        return f"{_subject(self.who, specs)} {verb} {self.amount} life."


@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    """CR 119.3: "<who> lose(s) N life."."""

    amount: int
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb = "lose" if self.who.kind == "you" else "loses"
        return f"{_subject(self.who, specs)} {verb} {self.amount} life."


@dataclass(frozen=True, slots=True)
class CounterIt(Effect):
    """CR 701.6: "Counter <ref>." — the spell or ability goes to the graveyard / ceases to exist."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Counter {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class CounterUnlessPays(Effect):
    """ "Counter <ref> unless its controller pays {N}." — that player decides as it resolves."""

    decides = True

    to: Ref
    cost: ManaCost

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Counter {self.to.text(specs)} unless its controller pays {self.cost.text}."


@dataclass(frozen=True, slots=True)
class MayDo(Effect):
    """ "You may <effect>." — its controller decides as it resolves (CR 608.2c)."""

    decides = True

    effect: Effect
    otherwise: Effect | None = None  # "If you don't, …" (fabricate, CR 702.123a)
    then: Effect | None = None  # "If you do, …" (CR 608.2e: only if it was done)
    text_: str = ""  # "You may have target creature get -1/-1 until end of turn." (printed otherwise)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.text_:
            return self.text_
        inner = self.effect.text(specs).removeprefix("You ")
        head = f"You may {inner[0].lower()}{inner[1:]}"
        if self.then is None:
            return head
        rest = self.then.text(specs)
        return f"{head} If you do, {rest[0].lower() if rest[0] != '~' else '~'}{rest[1:]}"


@dataclass(frozen=True, slots=True)
class PutCountersOn(Effect):
    """ "Put a <kind> counter on <ref>." (CR 122.1)."""

    kind: str
    count: int
    to: Ref
    each_of: bool = False  # "… on each of up to two target creatures"
    support: int = 0  # printed as "Support N." (CR 701.41a)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.support:
            return f"Support {self.support}."
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        each = "each of " if self.each_of else ""
        return f"Put {n} {self.kind} counter{'s' if self.count != 1 else ''} on {each}{self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class ShuffleGraveyardIn(Effect):
    """ "<player> shuffles their graveyard into their library." (CR 701.24)."""

    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{_subject(self.who, specs)} shuffles their graveyard into their library."


@dataclass(frozen=True, slots=True)
class DelayedReturn(Effect):
    """ "When <ref> is put into your graveyard this turn, return that card to the battlefield."
    — creates a delayed triggered ability (CR 603.7)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"When {self.to.text(specs)} is put into your graveyard this turn, return that card to the battlefield."


@dataclass(frozen=True, slots=True)
class ReturnThisToBattlefield(Effect):
    """ "Return that card to the battlefield." (the delayed trigger's effect)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Return that card to the battlefield."


@dataclass(frozen=True, slots=True)
class ReturnFromGraveyard(Effect):
    """ "Return target creature card from your graveyard to your hand." / "… to the battlefield."
    (the card must still be the same object in that graveyard, 400.7, 608.2b)."""

    card: Ref
    to_battlefield: bool = False
    tapped: bool = False  # "… to the battlefield tapped." (it enters tapped, 614.1d)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        where = "the battlefield" if self.to_battlefield else "your hand"
        if self.card.kind == "this":
            return f"Return ~ from your graveyard to {where}{' tapped' if self.tapped else ''}."
        return f"Return {self.card.text(specs)} to {where}."


@dataclass(frozen=True, slots=True)
class RemoveCountersFrom(Effect):
    """ "Remove a time counter from ~." (CR 122.1; suspend's upkeep trigger, 702.62a)."""

    kind: str
    count: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        return f"Remove {n} {self.kind} counter{'s' if self.count != 1 else ''} from {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class CastSuspended(Effect):
    """Suspend's last trigger (CR 702.62a): "you may cast it without paying its mana cost if
    able" — cast during the resolution (608.2g), with haste if it's a creature spell. Rebound's
    delayed trigger (702.88a) is the same instruction without the haste."""

    decides = True

    keyword: str = "suspend"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may cast it without paying its mana cost."


@dataclass(frozen=True, slots=True)
class ThatPlayerMaySacrifice(Effect):
    """ "That player may sacrifice a permanent of their choice. If the player does, <effect>."
    — "that player" is the one whose upkeep it is (an "each player's upkeep" trigger); they
    decide as it resolves (CR 608.2c, 701.21a)."""

    decides = True

    noun: str
    types: frozenset[CardType]
    then: Effect | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        head = f"That player may sacrifice {article(self.noun)} {self.noun} of their choice."
        if self.then is None:
            return head
        inner = self.then.text(specs)
        return f"{head} If the player does, {inner[0].lower()}{inner[1:]}"


@dataclass(frozen=True, slots=True)
class SacrificeIt(Effect):
    """ "Sacrifice ~." (CR 701.21a: only a permanent its controller controls)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Sacrifice {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class DamageEachOpponent(Effect):
    """ "~ deals N damage to each opponent." (CR 120.3)."""

    amount: int | str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"~ deals {self.amount} damage to each opponent."


@dataclass(frozen=True, slots=True)
class EachOpponentLoses(Effect):
    """ "Each opponent loses N life." (CR 119.3)."""

    amount: int | str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Each opponent loses {self.amount} life."


@dataclass(frozen=True, slots=True)
class CantBlockThisTurn(Effect):
    """ "<ref> can't block this turn." (a restriction from a resolved effect, 509.1b, 611.2a)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{_subject(self.to, specs)} can't block this turn."


@dataclass(frozen=True, slots=True)
class ReturnWithCounter(Effect):
    """Persist's and undying's effect (CR 702.79a, 702.93a): return it to the battlefield under
    its owner's control with a -1/-1 (or +1/+1) counter on it."""

    kind: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Return it to the battlefield under its owner's control with a {self.kind} counter on it."


@dataclass(frozen=True, slots=True)
class SearchCreatureBySacrificedValue(Effect):
    """ "Search your library for a creature card with mana value equal to N plus the sacrificed
    creature's mana value, put that card onto the battlefield, then shuffle." (CR 701.23)."""

    decides = True

    plus: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = {1: "1"}.get(self.plus, str(self.plus))
        return (
            f"Search your library for a creature card with mana value equal to {n} plus the sacrificed creature's "
            "mana value, put that card onto the battlefield, then shuffle."
        )


@dataclass(frozen=True, slots=True)
class TuckSelfAndBlocked(Effect):
    """ "Put ~ and each creature it's blocking on top of their owners' libraries, then those
    players shuffle." — what it blocks is read from the source, or from its last known
    information if it has left the battlefield (CR 608.2h)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Put ~ and each creature it's blocking on top of their owners' libraries, then those players shuffle."


@dataclass(frozen=True, slots=True)
class TapBoth(Effect):
    """ "Tap <ref> and <ref>." (CR 701.26a)."""

    first: Ref
    second: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Tap {self.first.text(specs)} and {self.second.text(specs)}."


@dataclass(frozen=True, slots=True)
class FightEachOther(Effect):
    """ "Those creatures fight each other." (CR 701.14a: each deals damage equal to its power to
    the other; if either is no longer on the battlefield or a legal target, no damage is dealt)."""

    first: Ref
    second: Ref
    named: bool = False  # "Target creature you control fights target creature you don't control."

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.named:
            return f"{_subject(self.first, specs)} fights {self.second.text(specs)}."
        return "Those creatures fight each other."


@dataclass(frozen=True, slots=True)
class SearchToHand(Effect):
    """ "Search your library for a Zombie card and a Swamp card, reveal them, put them into your
    hand, then shuffle." (CR 701.23: each card with a stated quality may go unfound)."""

    decides = True

    subtypes: tuple[str, ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        wanted = " and ".join(f"a {s} card" for s in self.subtypes)
        return f"Search your library for {wanted}, reveal them, put them into your hand, then shuffle."


@dataclass(frozen=True, slots=True)
class ProvokeEffect(Effect):
    """Provoke (CR 702.39a): "… have target creature defending player controls untap and block
    it if able." — untap, and a blocking requirement for this combat (509.1c)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Have {self.to.text(specs)} untap and block ~ if able."


@dataclass(frozen=True, slots=True)
class DiscardChosen(Effect):
    """ "Discard a card." — the card is chosen as the effect happens; with an empty hand, nothing
    is discarded (CR 609.3; the seed's Q10). "Discard two cards." chooses one at a time."""

    decides = True

    count: int = 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Discard a card." if self.count == 1 else f"Discard {_COUNT_WORDS[self.count]} cards."


@dataclass(frozen=True, slots=True)
class PlayersDiscard(Effect):
    """ "Target player discards two cards." / "Each opponent discards a card." / "That player
    discards a card at random." — each player chooses what they discard (APNAP order, CR 101.4;
    701.9a), as many as they can (609.3); at random, the game picks (701.9b)."""

    decides = True

    who: str  # "Each opponent", "Each player", or "" for ``player``
    count: int
    player: Ref | None = None
    at_random: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        subject = _subject(self.player, specs) if self.player is not None else self.who
        n = "a card" if self.count == 1 else f"{_COUNT_WORDS[self.count]} cards"
        return f"{subject} discards {n}{' at random' if self.at_random else ''}."


@dataclass(frozen=True, slots=True)
class MayCostThen(Effect):
    """ "You may discard a card. If you do, draw a card." / "You may sacrifice another creature.
    If you do, …" / "You may pay 2 life. If you do, …" / "You may sacrifice ~. If you do, …" — an
    optional action decided as the ability resolves (CR 608.2c); "if you do" happens only if the
    action was done (608.2e). ``kind``: "discard", "sacrifice" (a chosen permanent), "sacrifice
    self", "exile self", "pay life", "draw"."""

    decides = True

    kind: str
    then: Effect | None = None
    noun: str = ""  # what is sacrificed: "another creature", "an artifact", "a creature or land"
    types: frozenset[CardType] = frozenset()
    amount: int = 0  # life to pay
    another: bool = False

    def head(self) -> str:
        if self.kind == "discard":
            return "You may discard a card."
        if self.kind == "sacrifice":
            return f"You may sacrifice {self.noun}."
        if self.kind in ("sacrifice self", "exile self"):
            return f"You may {self.kind.split()[0]} {self.noun or '~'}."
        if self.kind == "pay life":
            return f"You may pay {self.amount} life."
        return "You may draw a card."

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.then is None:
            return self.head()
        inner = self.then.text(specs)
        return f"{self.head()} If you do, {inner[0].lower()}{inner[1:]}"


@dataclass(frozen=True, slots=True)
class Dig(Effect):
    """ "Look at the top four cards of your library. You may reveal a creature card from among
    them and put it into your hand. Put the rest on the bottom of your library in a random
    order." / "… Put one of them into your hand and the rest into your graveyard." — the player
    looks (CR 401.5 is not a draw), takes one (or, with "you may reveal", maybe none), and the
    rest go where the text says: ``rest`` is "bottom any", "bottom random" or "graveyard"."""

    decides = True

    count: int
    optional: bool  # "You may reveal a … card" (a card with that quality may go unfound)
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()
    rest: str = "bottom any"
    text_: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class RevealHandChooseDiscard(Effect):
    """ "Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." — the reveal (CR 701.20a), then this ability's controller chooses a card
    that fits (608.2c); with none, nothing is discarded (609.3)."""

    decides = True

    player: Ref
    noun: str  # "nonland", "creature", "instant or sorcery", "" (any card)
    types: frozenset[CardType] = frozenset()
    nontypes: frozenset[CardType] = frozenset()

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        card = f"{self.noun} card" if self.noun else "card"
        return (
            f"{_subject(self.player, specs)} reveals their hand. You choose {article(card)} {card} from it. "
            "That player discards that card."
        )


@dataclass(frozen=True, slots=True)
class IfDiscardedWas(Effect):
    """ "If a <color> card is discarded this way, <effect>"."""

    effect: Effect
    color: Color

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        inner = self.effect.text(specs)
        return f"If a {names[self.color.value]} card is discarded this way, {inner}"


@dataclass(frozen=True, slots=True)
class EachDiscardsHandThenDraws(Effect):
    """ "Each player discards their hand, then draws N cards." (APNAP, CR 101.4)."""

    amount: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Each player discards their hand, then draws {_COUNT_WORDS.get(self.amount, self.amount)} cards."


@dataclass(frozen=True, slots=True)
class CastFromGraveyardFree(Effect):
    """ "Cast any number of red instant and/or sorcery cards from your graveyard without paying
    their mana costs." — cast during the resolution (CR 608.2g), one at a time."""

    decides = True

    color: Color

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        return (
            f"Cast any number of {names[self.color.value]} instant and/or sorcery cards from your graveyard "
            "without paying their mana costs."
        )


@dataclass(frozen=True, slots=True)
class PutFromHand(Effect):
    """ "You may put a[n] <type> card from your hand onto the battlefield." — the card is chosen
    (or none) as the ability resolves; it doesn't target."""

    decides = True

    noun: str
    types: frozenset[CardType]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        article = "an" if self.noun[0] in "aeiou" else "a"
        return f"You may put {article} {self.noun} card from your hand onto the battlefield."


@dataclass(frozen=True, slots=True)
class SacrificeThisUnlessPay(Effect):
    """ "Sacrifice this enchantment unless you pay {W}{W}." — decided as it resolves."""

    decides = True

    cost: ManaCost
    noun: str = "this enchantment"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Sacrifice ~ unless you pay {self.cost.text}."


@dataclass(frozen=True, slots=True)
class IfSacrificedWas(Effect):
    """ "<effect> if the sacrificed creature was <color>." — decided by the last known
    information of the creature sacrificed to pay the cost (CR 608.2h)."""

    effect: Effect
    color: Color

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        return self.effect.text(specs).removesuffix(".") + f" if the sacrificed creature was {names[self.color.value]}."


@dataclass(frozen=True, slots=True)
class FlashThisTurn(Effect):
    """ "You may cast spells this turn as though they had flash." (CR 702.8, 611.2a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may cast spells this turn as though they had flash."


@dataclass(frozen=True, slots=True)
class PumpYours(Effect):
    """ "Creatures you control get +N/+N [and gain <keyword>] until end of turn." — the
    affected set is locked in as it resolves (CR 611.2c)."""

    power: int
    toughness: int
    keyword: str | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        gain = f" and gain {self.keyword}" if self.keyword else ""
        return f"Creatures you control get {pt_change(self.power, self.toughness)}{gain} until end of turn."


@dataclass(frozen=True, slots=True)
class PumpAll(Effect):
    """ "All creatures get -1/-1 until end of turn." / "Creatures your opponents control get
    -2/-0 until end of turn." / "Attacking creatures get +1/+1 until end of turn." — the
    affected set is locked in as it resolves (CR 611.2c). ``text_`` is the Oracle sentence."""

    power: int
    toughness: int
    what: CreatureFilter
    whose: str  # "", "you", "opponents"
    others: bool = False
    combat: str = ""  # "attacking", "blocking"
    text_: str = ""
    keywords: tuple[str, ...] = ()  # "… gain lifelink until end of turn" (layer 6)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class DamageEach(Effect):
    """ "~ deals N damage to each creature [without flying] [and each player]." (CR 120.3) — the
    recipients are found as it resolves; the damage is dealt at once."""

    amount: int | str
    what: CreatureFilter | None  # the creatures, or None for players only
    whose: str = ""  # "", "you don't control" (→ "opponents")
    players: str = ""  # "", "each player", "each opponent"
    others: bool = False  # "each other creature"
    text_: str = ""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class Explore(Effect):
    """CR 701.44a: "It explores." — its controller reveals the top card of their library; a land
    goes to their hand; otherwise a +1/+1 counter goes on the exploring permanent and the player
    may put the revealed card into their graveyard."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "It explores."


@dataclass(frozen=True, slots=True)
class Bolster(Effect):
    """CR 701.39a: "Bolster N" — choose a creature with the least toughness among creatures you
    control and put N +1/+1 counters on it."""

    decides = True

    count: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Bolster {self.count}."


@dataclass(frozen=True, slots=True)
class Proliferate(Effect):
    """CR 701.34a: choose any number of permanents and/or players that have a counter; each gets
    one more counter of each kind it already has."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Proliferate."


@dataclass(frozen=True, slots=True)
class PreventNext(Effect):
    """CR 615.7: "Prevent the next N damage that would be dealt to <ref> this turn." — a shield
    that prevents up to N damage, then is used up (or ends at the cleanup step, 514.2)."""

    amount: int
    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Prevent the next {self.amount} damage that would be dealt to {self.to.text(specs)} this turn."


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage(Effect):
    """CR 615.1a: "Prevent all combat damage that would be dealt this turn." (a fog)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Prevent all combat damage that would be dealt this turn."


@dataclass(frozen=True, slots=True)
class GameOver(Effect):
    """ "You win the game." (CR 104.2b) / "You lose the game." (104.3e)."""

    win: bool

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You win the game." if self.win else "You lose the game."


@dataclass(frozen=True, slots=True)
class BasePTUntilEOT(Effect):
    """ "Target creature has base power and toughness 1/1 until end of turn." (CR 613.4b, layer 7b)."""

    to: Ref
    power: int
    toughness: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"{_subject(self.to, specs)} has base power and toughness {self.power}/{self.toughness} until end of turn."
        )


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves(Effect):
    """ "Exile target nonland permanent an opponent controls until ~ leaves the battlefield."
    (CR 610.3: when the source leaves, a second one-shot effect returns the card under its
    owner's control, 610.3c; if the source already left, nothing is exiled, 610.3a–b)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Exile {self.to.text(specs)} until ~ leaves the battlefield."


@dataclass(frozen=True, slots=True)
class ExileGraveyard(Effect):
    """ "Exile target player's graveyard." (CR 406.2: every card in it is exiled)."""

    player: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = self.player.text(specs)
        return f"Exile {who}'s graveyard." if self.player.kind != "you" else "Exile your graveyard."


@dataclass(frozen=True, slots=True)
class BecomeUntilEOT(Effect):
    """ "Until end of turn, ~ becomes a <Type> with base power and toughness P/T [and gains
    <keyword>]." (layers 4, 6 and 7b; CR 205.1b: the new creature type replaces the old)."""

    to: Ref
    subtype: str
    power: int
    toughness: int
    keyword: str | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        article = "an" if self.subtype[0] in "AEIOU" else "a"
        gain = f" and gains {self.keyword}" if self.keyword else ""
        return (
            f"Until end of turn, {self.to.text(specs)} becomes {article} {self.subtype} with base power and "
            f"toughness {self.power}/{self.toughness}{gain}."
        )


@dataclass(frozen=True, slots=True)
class PumpAndGrant(Effect):
    """ "<ref> gets +N/+N and gains <keyword> until end of turn." (layers 6 and 7c)."""

    power: int
    toughness: int
    to: Ref
    keyword: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        pt = f"{pt_change(self.power, self.toughness)}"
        return f"{_subject(self.to, specs)} gets {pt} and gains {self.keyword} until end of turn."


@dataclass(frozen=True, slots=True)
class LoseAllAbilities(Effect):
    """ "Until end of turn, <ref> loses all abilities[ and has base power and toughness P/T]."
    (CR 613.1f layer 6; 613.4b layer 7b)."""

    to: Ref
    base: tuple[int, int] | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        base = f" and has base power and toughness {self.base[0]}/{self.base[1]}" if self.base else ""
        return f"Until end of turn, {self.to.text(specs)} loses all abilities{base}."


@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    """CR 111.1–111.4: "Create a 1/1 green Insect creature token."."""

    count: int
    power: int
    toughness: int
    colors: tuple[Color, ...]
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    per_counter: str | None = None  # "… for each +1/+1 counter on it" (its source, 608.2h)
    artifact: bool = False  # "… artifact creature token"
    tapped: bool = False  # "Create a tapped …" (it enters tapped, 614.1d)
    enchantment: bool = False  # "… enchantment creature token"
    granted: tuple[Ability, ...] = ()  # quoted abilities: with "…", or "It has "…"." after it (111.10)
    with_text: str = ""  # the printed "with …" clause when it quotes abilities
    then_text: str = ""  # the printed "It has "…"." / "They have "…"." sentence

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        color = " and ".join(names[c.value] for c in self.colors) or "colorless"
        head = f"tapped {self.power}" if self.tapped else str(self.power)
        n = article(head) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        s = "s" if self.count != 1 else ""
        kw = f" with {' and '.join(self.keywords)}" if self.keywords else ""
        if self.with_text:
            kw = f" with {self.with_text}"
        per = f" for each {self.per_counter} counter on it" if self.per_counter else ""
        kind = "artifact creature" if self.artifact else "enchantment creature" if self.enchantment else "creature"
        tapped = "tapped " if self.tapped else ""
        then = f" {self.then_text}" if self.then_text else ""
        stop = "" if kw.endswith('"') else "."  # (a quoted ability ends with its own period)
        return (
            f"Create {n} {tapped}{self.power}/{self.toughness} {color} {' '.join(self.subtypes)} {kind} "
            f"token{s}{kw}{per}{stop}{then}"
        )

    def token_card(self) -> CardDef:
        """CR 111.4: the token's name is its subtypes (the log adds nothing)."""
        return CardDef(
            " ".join(self.subtypes),
            None,
            frozenset(
                {CardType.CREATURE, CardType.ARTIFACT} if self.artifact
                else {CardType.CREATURE, CardType.ENCHANTMENT} if self.enchantment else {CardType.CREATURE}
            ),
            subtypes=self.subtypes,
            colors=frozenset(self.colors),
            power=self.power,
            toughness=self.toughness,
            abilities=(*(Keyword(k) for k in self.keywords), *self.granted),
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class DestroyAll(Effect):
    """ "Destroy all <types>[ target player controls]." (CR 701.8)."""

    noun: str
    types: frozenset[CardType]
    controller: Ref | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        whose = f" {self.controller.text(specs)} controls" if self.controller else ""
        return f"Destroy all {self.noun}{whose}."


@dataclass(frozen=True, slots=True)
class CreateEmblem(Effect):
    """CR 114: "You get an emblem with "<abilities>"." — an object in the command zone."""

    abilities: tuple[Ability, ...]
    quoted: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f'You get an emblem with "{self.quoted}"'

    def emblem_card(self) -> CardDef:
        return CardDef("Emblem", None, frozenset(), abilities=self.abilities)


@dataclass(frozen=True, slots=True)
class TapOrUntapAll(Effect):
    """ "Untap all Forests and all green creatures." / "Tap all creatures your opponents control."
    — every permanent that fits one of the descriptions (CR 701.26), as the effect happens."""

    untap: bool
    groups: tuple[CreatureFilter, ...]
    controller: str = ""  # "you": "… you control", "opponents": "… your opponents control"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        whose = {"": "", "you": " you control", "opponents": " your opponents control"}[self.controller]
        listed = " and all ".join(f.text for f in self.groups)
        return f"{'Untap' if self.untap else 'Tap'} all {listed}{whose}."


@dataclass(frozen=True, slots=True)
class MayPayThen(Effect):
    """ "You may pay {N}. If you do, <effect>." — the payment is a choice made as the ability
    resolves (CR 608.2c, 117.1d: mana abilities may be activated for it)."""

    decides = True

    cost: ManaCost
    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = self.effect.text(specs)
        return f"You may pay {self.cost.text}. If you do, {inner[0].lower() + inner[1:]}"


@dataclass(frozen=True, slots=True)
class SearchLibrary(Effect):
    """ "Search your library for [up to] N <quality> card(s), [reveal …,] put … <where>, then
    shuffle." (CR 701.23; a quality may go unfound, 701.23b; 701.24a shuffle)."""

    decides = True

    count: int
    up_to: bool
    noun: str  # "basic land", "creature", "Forest", "" (any card)
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    basic: bool = False
    reveal: str = ""  # "reveal it, ", "reveal them, ", "reveal those cards, "
    pronoun: str = "it"  # "it", "them", "that card", "those cards"
    dest: str = "into your hand"  # "into your hand", "onto the battlefield", "into your graveyard"
    tapped: bool = False
    max_value: int | None = None  # "… with mana value 3 or less" (CR 202.3)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        words = {1: "a", 2: "two", 3: "three", 4: "four"}
        n = words[self.count]
        if n == "a" and self.noun[:1].lower() in "aeiou" and self.noun:
            n = "an"
        qty = f"up to {'one' if self.count == 1 else n}" if self.up_to else n
        noun = f"{self.noun} card" if self.noun else "card"
        plural = "s" if self.count > 1 else ""
        tapped = " tapped" if self.tapped else ""
        value = f" with mana value {self.max_value} or less" if self.max_value is not None else ""
        return (
            f"Search your library for {qty} {noun}{plural}{value}, {self.reveal}put {self.pronoun} {self.dest}"
            f"{tapped}, then shuffle."
        )


@dataclass(frozen=True, slots=True)
class PutCardsFromHand(Effect):
    """ "Put up to two creature cards from your hand onto the battlefield." (chosen as the
    effect happens, 608.2c)."""

    decides = True

    count: int
    noun: str
    types: frozenset[CardType]
    up_to: bool = True
    subtypes: frozenset[str] = frozenset()
    basic: bool = False
    dest: str = "onto the battlefield"
    tapped: bool = False
    from_hand: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        words = {1: "one", 2: "two", 3: "three"}
        cards = "cards" if self.count > 1 else "card"
        return f"Put up to {words[self.count]} {self.noun} {cards} from your hand onto the battlefield."


@dataclass(frozen=True, slots=True)
class PutCountersOnEach(Effect):
    """ "Put a +1/+1 counter on each creature you control." (CR 122.1)."""

    kind: str
    count: int
    what: CreatureFilter | None = None  # "each other Dragon creature you control", "each attacking creature …"
    others: bool = False
    combat: str = ""  # "attacking"
    noun: str = "creature"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = article(self.kind) if self.count == 1 else _COUNT_WORDS.get(self.count, str(self.count))
        each = "each other" if self.others else "each"
        noun = f"{self.combat} {self.noun}" if self.combat else self.noun
        return f"Put {n} {self.kind} counter{'s' if self.count != 1 else ''} on {each} {noun} you control."


@dataclass(frozen=True, slots=True)
class ExtortDrain(Effect):
    """Extort's effect (CR 702.101a): each opponent loses 1 life and you gain life equal to the
    total life lost this way."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Each opponent loses 1 life and you gain life equal to the total life lost this way."


@dataclass(frozen=True, slots=True)
class FlipThis(Effect):
    """ "Flip it." — a flip card's permanent takes its alternative characteristics (CR 710.2,
    110.5); it stays flipped until it leaves the battlefield."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Flip it."


@dataclass(frozen=True, slots=True)
class Regenerate(Effect):
    """ "Regenerate <ref>." (CR 701.19a: a shield against the next destruction this turn)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Regenerate {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class Mill(Effect):
    """ "Mill N cards." / "Target player mills N cards." (CR 701.17a)."""

    count: int | str
    who: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        count = _COUNT_WORDS.get(self.count, str(self.count)) if isinstance(self.count, int) else self.count
        n = "a card" if self.count == 1 else f"{count} cards"
        if self.who.kind == "you":
            return f"Mill {n}."
        return f"{_subject(self.who, specs)} mills {n}."


@dataclass(frozen=True, slots=True)
class Then(Effect):
    """ "<effect>, then <effect>." — the second part of one sentence ("Draw a card, then discard a
    card.")."""

    effect: Effect

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.effect.text(specs)


@dataclass(frozen=True, slots=True)
class Scry(Effect):
    """ "Scry N." (CR 701.22) / "Surveil N." (701.25): look at the top N cards, put any number
    on the bottom (or into the graveyard) and the rest back on top in any order."""

    decides = True

    count: int
    surveil: bool = False
    reorder_only: bool = False  # "Look at the top N cards of your library, then put them back in any order."

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.reorder_only:
            n = _COUNT_WORDS.get(self.count, str(self.count))
            return f"Look at the top {n} cards of your library, then put them back in any order."
        return f"{'Surveil' if self.surveil else 'Scry'} {self.count}."


@dataclass(frozen=True, slots=True)
class DelayedDamageUnlessPaid(Effect):
    """Quenchable Fire: "It deals an additional N damage to that player or planeswalker at the
    beginning of your next upkeep step unless that player or that planeswalker's controller pays
    {C} before that step." — a delayed triggered ability (603.7) the affected player can stop with
    a special action (116.2c)."""

    amount: int
    to: Ref
    cost: ManaCost

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"It deals an additional {self.amount} damage to that player or planeswalker at the beginning of your "
            f"next upkeep step unless that player or that planeswalker's controller pays {self.cost.text} before "
            "that step."
        )


@dataclass(frozen=True, slots=True)
class ReturnOwnPermanent(Effect):
    """ "Return a land you control to its owner's hand." — chosen as the effect happens (not
    targeted; 608.2c), as much as possible (609.3)."""

    decides = True

    noun: str
    types: frozenset[CardType]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Return {article(self.noun)} {self.noun} you control to its owner's hand."


@dataclass(frozen=True, slots=True)
class DrawNextUpkeep(Effect):
    """ "Draw a card at the beginning of the next turn's upkeep." — a delayed triggered ability
    (CR 603.7) controlled by the player who'll draw."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Draw a card at the beginning of the next turn's upkeep."


@dataclass(frozen=True, slots=True)
class EndTheTurn(Effect):
    """ "End the turn." (CR 724.1)."""

    decides = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "End the turn."


@dataclass(frozen=True, slots=True)
class RampageBonus(Effect):
    """Rampage N's effect (CR 702.23a–b): +N/+N for each creature blocking it beyond the first,
    counted as the ability resolves."""

    amount: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"~ gets +{self.amount}/+{self.amount} until end of turn for each creature blocking it beyond the first."


@dataclass(frozen=True, slots=True)
class BecomeArtifactCreature(Effect):
    """ "This Vehicle becomes an artifact creature until end of turn." (CR 702.122a; layer 4)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "~ becomes an artifact creature until end of turn."


@dataclass(frozen=True, slots=True)
class DealDividedDamage(Effect):
    """ "~ deals N damage divided as you choose among one, two, or three targets." — the division
    is announced as the spell is cast (CR 601.2d: at least 1 to each target); a target that's
    illegal on resolution gets none, the others get theirs (608.2b)."""

    amount: int | str
    among: Ref  # the group of targets (kind "targets")
    choices: str  # "one or two targets", "one, two, or three targets", "one or two target creatures"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"~ deals {self.amount} damage divided as you choose among {self.choices}."


@dataclass(frozen=True, slots=True)
class ExileTopCards(Effect):
    """ "Exile the top card of your library." / "Exile the top N cards of your library." — the
    cards are remembered for a following "you may play that card" (608.2c)."""

    count: int | str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.count == 1:
            return "Exile the top card of your library."
        words = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", "X": "X"}
        return f"Exile the top {words[self.count]} cards of your library."


@dataclass(frozen=True, slots=True)
class MayPlayExiled(Effect):
    """ "You may play that card this turn." and its variants: permission to play the cards just
    exiled from the exile zone — lands as the turn's land play (305.2), spells with their normal
    timing (601.2, 117.1a) — until the end of this turn or of your next turn; "without paying
    its mana cost" (118.9)."""

    next_turn: bool = False  # "until the end of your next turn"
    leading: bool = False  # the duration comes first: "Until end of turn, you may play that card."
    plural: bool = False  # "them"
    free: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        obj = "them" if self.plural else "that card"
        free = " without paying its mana cost" if self.free else ""
        if self.leading:
            when = "Until the end of your next turn" if self.next_turn else "Until end of turn"
            return f"{when}, you may play {obj}{free}."
        when = "until the end of your next turn" if self.next_turn else "this turn"
        return f"You may play {obj}{free} {when}."


@dataclass(frozen=True, slots=True)
class DrawForEachTapped(Effect):
    """ "Draw a card for each tapped creature target player controls." (Tamiyo, the Moon Sage:
    counted as the ability resolves, 608.2h)."""

    player: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Draw a card for each tapped creature {self.player.text(specs)} controls."


@dataclass(frozen=True, slots=True)
class ReturnItToYourHand(Effect):
    """ "Return it to your hand." — "it" is the card that triggered the ability ("Whenever a card
    is put into your graveyard from anywhere, you may return it to your hand."), if it is still
    the same object in that graveyard (CR 400.7)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Return it to your hand."


@dataclass(frozen=True, slots=True)
class CreatePredefinedToken(Effect):
    """ "Create a Treasure token." / "Investigate." — the predefined tokens of CR 111.10 (Treasure,
    Food, Clue, Blood) and investigate (701.16a: create a Clue token)."""

    kind: str
    count: int = 1
    investigate: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.investigate:
            return "Investigate." if self.count == 1 else f"Investigate {_COUNT_WORDS[self.count]} times."
        if self.count == 1:
            return f"Create {article(self.kind)} {self.kind} token."
        return f"Create {_COUNT_WORDS.get(self.count, str(self.count))} {self.kind} tokens."

    def token_card(self) -> CardDef:
        ability = PREDEFINED_TOKENS[self.kind]
        kind = CardType.ENCHANTMENT if self.kind == "Shard" else CardType.ARTIFACT  # CR 111.10e
        return CardDef(self.kind, None, frozenset({kind}), subtypes=(self.kind,), abilities=(ability(),))


def _treasure() -> Ability:
    return ActivatedAbility((TapThis(), SacrificeThis()), (AddManaOfChoice(1),), is_mana=True)


def _food() -> Ability:
    cost = ManaCost(2, text="{2}")
    return ActivatedAbility((PayMana(cost), TapThis(), SacrificeThis()), (GainLife(3, Ref("you")),))


def _clue() -> Ability:
    return ActivatedAbility((PayMana(ManaCost(2, text="{2}")), SacrificeThis()), (Draw(1, Ref("you")),))


def _blood() -> Ability:
    cost = ManaCost(1, text="{1}")
    return ActivatedAbility((PayMana(cost), TapThis(), DiscardCards(1), SacrificeThis()), (Draw(1, Ref("you")),))


def _gold() -> Ability:
    return ActivatedAbility((SacrificeThis(),), (AddManaOfChoice(1),), is_mana=True)  # CR 111.10c


def _shard() -> Ability:
    cost = ManaCost(2, text="{2}")  # CR 111.10e: "{2}, Sacrifice this token: Scry 1, then draw a card."
    return ActivatedAbility((PayMana(cost), SacrificeThis()), (Scry(1), Then(Draw(1, Ref("you")))))


def _lander() -> Ability:
    # CR 111.10u: "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it
    # onto the battlefield tapped, then shuffle."
    search = SearchLibrary(
        1, False, "basic land", frozenset({CardType.LAND}), basic=True, dest="onto the battlefield", tapped=True
    )
    return ActivatedAbility((PayMana(ManaCost(2, text="{2}")), TapThis(), SacrificeThis()), (search,))


def _mutagen() -> Ability:
    # CR 111.10v: "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate
    # only as a sorcery."
    grow = (PutCountersOn("+1/+1", 1, Ref("target", 0)),)
    costs = (PayMana(ManaCost(1, text="{1}")), TapThis(), SacrificeThis())
    return ActivatedAbility(costs, grow, (TARGET_CREATURE,), sorcery_speed=True)


# CR 111.10: the predefined tokens and their abilities
PREDEFINED_TOKENS = {
    "Treasure": _treasure, "Food": _food, "Clue": _clue, "Blood": _blood, "Gold": _gold, "Shard": _shard,
    "Lander": _lander, "Mutagen": _mutagen,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class AttachThis(Effect):
    """ "Attach this permanent to <ref>." (CR 701.3, 702.6a)."""

    to: Ref
    it: bool = False  # printed "Attach it to …" (the Equipment's enters trigger)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Attach {'it' if self.it else '~'} to {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class DoesntUntap(Effect):
    """ "<ref> doesn't untap during its controller's next untap step." (CR 502.3)."""

    to: Ref
    those: bool = False  # "Those creatures don't untap …" (the group of targets before it)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.those:
            return "Those creatures don't untap during their controller's next untap step."
        if self.to.kind == "this":
            return "~ doesn't untap during your next untap step."
        return f"{_subject(self.to, specs)} doesn't untap during its controller's next untap step."


@dataclass(frozen=True, slots=True)
class RemoveAllCounters(Effect):
    """ "Remove all counters from <ref>." (CR 122)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove all counters from {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class GainControlUntilEOT(Effect):
    """ "Gain control of <ref> until end of turn." (CR 613.1b, layer 2; 611.2a)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Gain control of {self.to.text(specs)} until end of turn."


@dataclass(frozen=True, slots=True)
class GainControl(Effect):
    """ "Gain control of <ref>." — with no end (CR 613.1b, layer 2; 611.2a)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Gain control of {self.to.text(specs)}."


@dataclass(frozen=True, slots=True)
class BecomeColor(Effect):
    """ "<ref> becomes <color> until end of turn." (CR 613.1e, layer 5)."""

    to: Ref
    color: Color

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        return f"{_subject(self.to, specs)} becomes {names[self.color.value]} until end of turn."


@dataclass(frozen=True, slots=True)
class GainKeywordUntilEOT(Effect):
    """ "<ref> gains <keyword> until end of turn." (layer 6)."""

    to: Ref
    keyword: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{_subject(self.to, specs)} gains {self.keyword} until end of turn."


@dataclass(frozen=True, slots=True)
class CantBeBlockedThisTurn(Effect):
    """ "<ref> can't be blocked this turn." — an effect that modifies the rules of blocking, not
    an ability: it keeps working if the creature loses all abilities (seed requirement E14)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{_subject(self.to, specs)} can't be blocked this turn."


@dataclass(frozen=True, slots=True)
class ControllerSacrificesThisThenDraws(Effect):
    """ "~'s controller sacrifices it, then draws N cards." (Soul Ransom: the Aura's controller,
    not the player who activated the ability; 609.3 — the draw happens even if it's gone)."""

    count: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        n = {1: "a card", 2: "two cards", 3: "three cards"}[self.count]
        return f"~'s controller sacrifices it, then draws {n}."


@dataclass(frozen=True, slots=True)
class PlayersSacrifice(Effect):
    """ "Each other player sacrifices a creature." / "Each opponent sacrifices an artifact of
    their choice." / "Target player sacrifices a creature of their choice." — each player
    chooses what they sacrifice (CR 701.21a; APNAP order of choices, 101.4), as many as they can
    (609.3)."""

    decides = True

    who: str  # "Each other player", "Each opponent", "Each player", or "" for the target player
    count: int
    noun: str  # "creature", "artifact", "enchantment", "land", "permanent", "creature or planeswalker"
    types: frozenset[CardType]
    of_choice: bool = False  # "… of their choice"
    player: Ref | None = None  # the target player
    half: bool = False  # "… sacrifices half the permanents they control …, rounded down" (count unused)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.who == "you":
            n = {1: "an" if self.noun[0] in "aeiou" else "a", 2: "two", 3: "three"}[self.count]
            return f"Sacrifice {n} {self.noun if self.count == 1 else self.noun + 's'}."
        subject = _subject(self.player, specs) if self.player is not None else self.who
        if self.half:
            choice = " of their choice" if self.of_choice else ""
            return f"{subject} sacrifices half the {self.noun}s they control{choice}, rounded down."
        n = {1: "an" if self.noun[0] in "aeiou" else "a", 2: "two", 3: "three"}[self.count]
        noun = self.noun if self.count == 1 else self.noun + "s"
        return f"{subject} sacrifices {n} {noun}{' of their choice' if self.of_choice else ''}."


@dataclass(frozen=True, slots=True)
class ItsControllerMaySearchBasicLand(Effect):
    """ "Its controller may search their library for a basic land card, put it onto the
    battlefield, then shuffle." (Ghost Quarter): the target's controller as it last existed
    (608.2h) decides, even if the target is gone or survived (609.3)."""

    decides = True

    of: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle."
        )


@dataclass(frozen=True, slots=True)
class CombatTaxThisTurn(Effect):
    """ "This turn, creatures can't attack/block unless their controller pays {X} for each
    attacking/blocking creature they control." (War Tax, War Cadence: a cost to attack or block,
    CR 508.1h, 509.1d; the amount is fixed as the ability resolves)."""

    amount: int | str
    block: bool

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        verb, adj = ("block", "blocking") if self.block else ("attack", "attacking")
        return (
            f"This turn, creatures can't {verb} unless their controller pays {{{self.amount}}} for each {adj} "
            "creature they control."
        )


@dataclass(frozen=True, slots=True)
class RemoveFromCombat(Effect):
    """ "Remove <ref> from combat." (CR 506.4): it stops being an attacking, blocking, blocked
    or unblocked creature; the creatures it blocked stay blocked (509.1h)."""

    to: Ref
    and_untap: bool = False  # "… from combat and untap it." (Reconnaissance)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Remove {self.to.text(specs)} from combat{' and untap it' if self.and_untap else ''}."


# --------------------------------------------------------------------------------------------
# Abilities (CR 113)


@dataclass(frozen=True, slots=True)
class Ability:
    casting_option: ClassVar[bool] = False  # a cost its caster may choose (casting_options.py)

    def text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Keyword(Ability):
    """A keyword ability (CR 702), e.g. ``Keyword("flying")``. ``joined``: printed on the
    previous keyword's line after a comma ("Flying, vigilance")."""

    name: str
    joined: bool = field(default=False, compare=False)
    separator: str = field(default=", ", compare=False)  # "; " on some older cards

    def text(self) -> str:
        return self.name[0].upper() + self.name[1:]


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """The effect of an instant or sorcery (CR 113.3a). A modal spell (CR 700.2) has ``modes``
    (each a SpellAbility) and chooses between ``choose[0]`` and ``choose[1]`` of them."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[SpellAbility, ...] = ()
    choose: tuple[int, int] = (1, 1)
    choose_text: str = ""
    breaks: tuple[int, ...] = ()  # where a new line begins in the text (offsets of spaces)

    def chosen(self, picks: tuple[int, ...]) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
        """The targets and effects of the chosen modes (0-based), target references renumbered."""
        if not self.modes:
            return self.targets, self.effects
        specs: list[TargetSpec] = []
        effects: list[Effect] = []
        for i in picks:
            mode = self.modes[i]
            effects.extend(_shift(e, len(specs)) for e in mode.effects)
            specs.extend(mode.targets)
        return tuple(specs), tuple(effects)

    def text(self) -> str:
        if self.modes:
            lines = [self.choose_text] + ["• " + m.text() for m in self.modes]
            return "\n".join(lines)
        if not self.effects and self.targets:
            return f"Enchant {self.targets[0].noun}"  # an Aura's enchant ability (CR 303.4a)
        text = " ".join(render_effects(self.effects, self.targets))
        for i in self.breaks:
            if i < len(text) and text[i] == " ":
                text = text[:i] + "\n" + text[i + 1 :]
        return text


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """ "Cost: Effect" (CR 602.1). ``is_mana`` marks mana abilities (CR 605.1a)."""

    costs: tuple[CostPart, ...]
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    is_mana: bool = False
    sorcery_speed: bool = False  # CR 602.5d "Activate only as a sorcery."
    once_each_turn: bool = False  # CR 602.5b "Activate only once each turn."
    instant_speed: bool = False  # CR 602.5e "Activate only as an instant."
    keyword_text: str | None = None  # printed as a keyword ("Equip {2}", CR 702.6a)
    from_hand: bool = False  # activated from its owner's hand (cycling, CR 702.29a)
    from_graveyard: bool = False  # activated from its owner's graveyard (CR 113.6m)
    modes: tuple[SpellAbility, ...] = ()  # a modal activated ability (CR 700.2): "Choose one."
    activators: str = ""  # "opponents": "Only your opponents may activate this ability." (602.2)
    min_counters: tuple[str, int] | None = None  # "Activate only if there are N or more <kind> counters on ~."
    your_turn: bool = False  # "Activate only during your turn." (602.1b)
    only_if: Condition | None = None  # "Activate only if <condition>." (602.5b)
    boast: bool = False  # "Boast — [Cost]: [Effect]" (702.142a: its restrictions are in the keyword)
    # derived, for the hot path
    taps: bool = field(init=False, default=False, compare=False)
    needs_choices: bool = field(init=False, default=False, compare=False)  # objects chosen for its cost
    loyalty: bool = field(init=False, default=False, compare=False)
    mana_cost: ManaCost | None = field(init=False, default=None, compare=False)
    produces: tuple[int, ...] | None = field(init=False, default=None, compare=False)
    wild: int = field(init=False, default=0, compare=False)  # mana of a color chosen on resolution
    wild_colors: str = field(init=False, default="", compare=False)  # the colors it may be
    wild_combos: tuple[str, ...] = field(init=False, default=(), compare=False)  # or these combinations

    def __post_init__(self) -> None:
        object.__setattr__(self, "taps", any(isinstance(c, TapThis) for c in self.costs))
        chosen = (SacrificeOne, ReturnOne, TapUntapped, ExileFromGraveyard)
        object.__setattr__(
            self,
            "needs_choices",
            any(isinstance(c, chosen) or (isinstance(c, DiscardCards) and c.chosen) for c in self.costs),
        )
        object.__setattr__(self, "loyalty", any(isinstance(c, Loyalty) for c in self.costs))
        costs = [c.cost for c in self.costs if isinstance(c, PayMana)]
        object.__setattr__(self, "mana_cost", costs[0] if costs else None)
        adds = [e.mana for e in self.effects if isinstance(e, AddMana)]
        object.__setattr__(self, "wild", sum(e.count for e in self.effects if isinstance(e, AddManaOfChoice)))
        choices = [e.colors for e in self.effects if isinstance(e, AddManaOfChoice)]
        object.__setattr__(self, "wild_colors", choices[0] if choices else "")
        combos = [e.combos for e in self.effects if isinstance(e, AddManaOfChoice) and e.combos]
        object.__setattr__(self, "wild_combos", combos[0] if combos else ())
        object.__setattr__(self, "produces", adds[0] if len(adds) == 1 and len(self.effects) == 1 else None)

    def chosen(self, picks: tuple[int, ...]) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
        if not self.modes:
            return self.targets, self.effects
        return SpellAbility((), (), self.modes).chosen(picks)

    def text(self) -> str:
        if self.keyword_text is not None:
            return self.keyword_text
        cost = ", ".join(c.text() for c in self.costs)
        if self.boast:
            return f"Boast — {cost}: {' '.join(render_effects(self.effects, self.targets))}"
        if self.modes:
            head = f"{cost}: Choose one." + (" Activate only once each turn." if self.once_each_turn else "")
            return "\n".join([head] + ["• " + m.text() for m in self.modes])
        parts = render_effects(self.effects, self.targets)
        if self.sorcery_speed and self.once_each_turn:
            parts.append("Activate only as a sorcery and only once each turn.")
        elif self.sorcery_speed:
            parts.append("Activate only as a sorcery.")
        elif self.once_each_turn:
            parts.append("Activate only once each turn.")
        if self.instant_speed:
            parts.append("Activate only as an instant.")
        if self.your_turn:
            parts.append("Activate only during your turn.")
        if self.min_counters is not None:
            kind, n = self.min_counters
            words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
            parts.append(f"Activate only if there are {words[n]} or more {kind} counters on ~.")
        if self.only_if is not None:
            parts.append(f"Activate only if {self.only_if.text}.")
        if self.activators == "opponents":
            parts.append("Only your opponents may activate this ability.")
        elif self.activators == "any":
            parts.append("Any player may activate this ability.")
        return f"{cost}: {' '.join(parts)}"

    def may_activate(self, controller: int, player: int) -> bool:
        """CR 602.2: its controller, unless the ability says who else (Soul Ransom)."""
        if self.activators == "opponents":
            return player != controller
        return self.activators == "any" or player == controller


# --------------------------------------------------------------------------------------------
# Static abilities (CR 604) that restrict or require blocks and attacks (CR 508.1c–d, 509.1b–c)


@dataclass(frozen=True, slots=True)
class CreatureFilter:
    """A description of creatures in a static ability: "white creatures", "Walls", "creatures
    with power 2 or less", "artifact creatures". ``text`` is the Oracle phrase."""

    text: str
    colors: frozenset[Color] = frozenset()
    subtypes: frozenset[str] = frozenset()
    types: frozenset[CardType] = frozenset()
    max_power: int | None = None
    min_power: int | None = None
    keyword: str | None = None  # "creatures with flying"
    without: bool = False  # "creatures without flying"
    noncolors: frozenset[Color] = frozenset()  # "nonblack creatures"
    creature: bool = False  # it must also be a creature ("artifact creatures", "white creatures")


@dataclass(frozen=True, slots=True)
class Static(Ability):
    """A static ability of the object it is printed on (CR 604.1). ``text`` renders it."""

    def text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class CantBlock(Static):
    """ "~ can't block." (a restriction, CR 509.1b)."""

    def text(self) -> str:
        return "~ can't block."


@dataclass(frozen=True, slots=True)
class CantBlockOrBeBlocked(CantBlock):
    """ "~ can't block and can't be blocked." (two restrictions in one sentence)."""

    def text(self) -> str:
        return "~ can't block and can't be blocked."


@dataclass(frozen=True, slots=True)
class CantAttack(Static):
    """ "~ can't attack." / "~ can't attack or block." (restrictions, CR 508.1c / 509.1b)."""

    or_block: bool = False

    def text(self) -> str:
        return "~ can't attack or block." if self.or_block else "~ can't attack."


@dataclass(frozen=True, slots=True)
class NoMoreThanAttack(Static):
    """ "No more than N creatures can attack each combat." (a global restriction, CR 508.1c)."""

    count: int

    def text(self) -> str:
        n = {1: "one creature", 2: "two creatures", 3: "three creatures"}.get(self.count, f"{self.count} creatures")
        return f"No more than {n} can attack each combat."


@dataclass(frozen=True, slots=True)
class CantBeBlocked(Static):
    """ "~ can't be blocked." — a static ability, lost with "loses all abilities" (E14)."""

    def text(self) -> str:
        return "~ can't be blocked."


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy(Static):
    """ "~ can't be blocked by <creatures>." (CR 509.1b)."""

    by: CreatureFilter

    def text(self) -> str:
        return f"~ can't be blocked by {self.by.text}."


@dataclass(frozen=True, slots=True)
class CantBeBlockedByPower(Static):
    """ "Creatures with power less (greater) than ~'s power can't block it." (CR 509.1b), compared
    as blockers are declared."""

    less: bool = True

    def text(self) -> str:
        return f"Creatures with power {'less' if self.less else 'greater'} than ~'s power can't block it."


@dataclass(frozen=True, slots=True)
class CantBeBlockedByMoreThanOne(Static):
    def text(self) -> str:
        return "~ can't be blocked by more than one creature."


@dataclass(frozen=True, slots=True)
class CantBeBlockedExceptBy(Static):
    """ "~ can't be blocked except by N or more creatures." (the menace-like restriction)."""

    count: int

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}
        return f"~ can't be blocked except by {words.get(self.count, str(self.count))} or more creatures."


@dataclass(frozen=True, slots=True)
class CanBlockOnly(Static):
    """ "~ can block only creatures with flying." (a restriction on the blocker)."""

    what: CreatureFilter

    def text(self) -> str:
        return f"~ can block only {self.what.text}."


@dataclass(frozen=True, slots=True)
class CanBlockMore(Static):
    """ "~ can block an additional creature each combat." / "any number of creatures" (509.1a)."""

    extra: int | None  # None: any number

    def text(self) -> str:
        if self.extra is None:
            return "~ can block any number of creatures."
        words = {1: "an additional creature", 2: "an additional two creatures"}
        return f"~ can block {words.get(self.extra, f'{self.extra} additional creatures')} each combat."


@dataclass(frozen=True, slots=True)
class AttacksEachCombat(Static):
    """ "~ attacks each combat if able." (a requirement, CR 508.1d)."""

    def text(self) -> str:
        return "~ attacks each combat if able."


@dataclass(frozen=True, slots=True)
class BlocksEachCombat(Static):
    """ "~ blocks each combat if able." (a requirement, CR 509.1c)."""

    def text(self) -> str:
        return "~ blocks each combat if able."


@dataclass(frozen=True, slots=True)
class MustBeBlocked(Static):
    """ "~ must be blocked if able." (a requirement met by one blocker)."""

    def text(self) -> str:
        return "~ must be blocked if able."


@dataclass(frozen=True, slots=True)
class AllMustBlock(Static):
    """ "All creatures able to block ~ do so." (Lure-like requirements, one per potential
    blocker). ``enchanted``: printed on an Aura, about the enchanted creature."""

    enchanted: bool = False

    def text(self) -> str:
        return f"All creatures able to block {'enchanted creature' if self.enchanted else '~'} do so."


@dataclass(frozen=True, slots=True)
class NoMoreThanBlock(Static):
    """ "No more than N creatures can block each combat." (a global restriction)."""

    count: int

    def text(self) -> str:
        n = {1: "one creature", 2: "two creatures", 3: "three creatures"}.get(self.count, f"{self.count} creatures")
        return f"No more than {n} can block each combat."


@dataclass(frozen=True, slots=True)
class NoLifeOrCreatureSacrificeCosts(Static):
    """ "Players can't pay life or sacrifice creatures to cast spells or activate abilities."
    (Angel of Jubilation; a cost that can't be paid makes the action illegal, CR 118.3)."""

    def text(self) -> str:
        return "Players can't pay life or sacrifice creatures to cast spells or activate abilities."


@dataclass(frozen=True, slots=True)
class NoMinusCounters(Static):
    """ "Creatures you control can't have -1/-1 counters put on them." (Melira)."""

    def text(self) -> str:
        return "Creatures you control can't have -1/-1 counters put on them."


@dataclass(frozen=True, slots=True)
class EntersTapped(Static):
    """ "~ enters tapped." — a replacement effect on how it enters (CR 614.1c)."""

    def text(self) -> str:
        return "~ enters tapped."


@dataclass(frozen=True, slots=True)
class CantBeCountered(Static):
    """ "~ can't be countered." (CR 701.6b: a spell that can't be countered isn't)."""

    def text(self) -> str:
        return "~ can't be countered."


@dataclass(frozen=True, slots=True)
class BeginOnBattlefield(Static):
    """ "If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6a)"""

    def text(self) -> str:
        return "If ~ is in your opening hand, you may begin the game with it on the battlefield."


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash(Static):
    """ "You may cast spells as though they had flash." (CR 702.8)."""

    def text(self) -> str:
        return "You may cast spells as though they had flash."


@dataclass(frozen=True, slots=True)
class CreatureAbilitiesCostLess(Static):
    """ "Activated abilities of creatures you control cost {N} less to activate. This effect can't
    reduce the mana in that cost to less than one mana." (a cost reduction applied at 601.2f)."""

    amount: int

    def text(self) -> str:
        return (
            f"Activated abilities of creatures you control cost {{{self.amount}}} less to activate. "
            "This effect can't reduce the mana in that cost to less than one mana."
        )


@dataclass(frozen=True, slots=True)
class SacrificeSwampPerBlack(Static):
    """Drought: spells and activated abilities cost an additional "Sacrifice a Swamp" for each
    black mana symbol in their mana / activation costs (CR 601.2f, 118.8)."""

    spells: bool

    def text(self) -> str:
        if self.spells:
            return (
                'Spells cost an additional "Sacrifice a Swamp" to cast for each black mana symbol in their mana costs.'
            )
        return (
            'Activated abilities cost an additional "Sacrifice a Swamp" to activate for each black mana symbol '
            "in their activation costs."
        )


@dataclass(frozen=True, slots=True)
class AttackTax(Static):
    """ "Creatures can't attack you [or planeswalkers you control] unless their controller pays
    {N} for each …" — a cost to attack (CR 508.1h–j); ``while_untapped``: "As long as ~ is
    untapped, …"."""

    amount: int
    planeswalkers: bool = False
    while_untapped: bool = False

    def applies(self, source_tapped: bool) -> bool:
        return not (self.while_untapped and source_tapped)

    def text(self) -> str:
        prefix = "As long as ~ is untapped, creatures" if self.while_untapped else "Creatures"
        if self.planeswalkers:
            return (
                f"{prefix} can't attack you or planeswalkers you control unless their controller pays "
                f"{{{self.amount}}} for each of those creatures."
            )
        return (
            f"{prefix} can't attack you unless their controller pays {{{self.amount}}} for each creature they "
            "control that's attacking you."
        )


@dataclass(frozen=True, slots=True)
class ControlEnchanted(Static):
    """ "You control enchanted <noun>." (Control Magic: a control-changing effect, layer 2,
    CR 613.1b, with the Aura's timestamp, 613.7e)."""

    noun: str

    def text(self) -> str:
        return f"You control enchanted {self.noun}."


@dataclass(frozen=True, slots=True)
class NotCreatureUnlessDevotion(Static):
    """ "As long as your devotion to <color> is less than N, ~ isn't a creature." (the Theros
    gods: a type-changing effect, layer 4, CR 613.1d; devotion, 700.5)."""

    color: Color
    count: int

    def text(self) -> str:
        name = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}[self.color.value]
        words = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
        return f"As long as your devotion to {name} is less than {words[self.count]}, ~ isn't a creature."


@dataclass(frozen=True, slots=True)
class CantGainLife(Static):
    """ "Your opponents can't gain life." (CR 119.7: life gain that can't happen doesn't)."""

    who: str = "opponents"

    def text(self) -> str:
        return "Your opponents can't gain life." if self.who == "opponents" else "You can't gain life."


@dataclass(frozen=True, slots=True)
class OpponentsEnterTapped(Static):
    """ "Artifacts and creatures your opponents control enter tapped." (CR 614.1d, a
    replacement effect on the permanents as they enter)."""

    types: frozenset[CardType]
    noun: str  # "Artifacts and creatures", "Creatures"

    def text(self) -> str:
        return f"{self.noun} your opponents control enter tapped."


@dataclass(frozen=True, slots=True)
class EntersTappedUnless(Static):
    """ "~ enters tapped unless <condition>." (CR 614.1d, the condition checked as it enters):
    ``kind`` is "basic lands" (N or more basic lands), "few other lands" (N or fewer other
    lands), "other lands" (N or more other lands), "low life" (a player has N or less life),
    "opponents" (N or more opponents), "land types" (a land of one of ``types``)."""

    kind: str
    count: int = 0
    types: tuple[str, ...] = ()
    text_: str = ""

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class CantAttackUnlessDefenderControls(Static):
    """ "~ can't attack unless defending player controls an Island." (a restriction, 508.1c)."""

    land: str

    def text(self) -> str:
        return f"~ can't attack unless defending player controls {article(self.land)} {self.land}."


@dataclass(frozen=True, slots=True)
class DoesntUntapItself(Static):
    """ "~ doesn't untap during your untap step." (CR 502.3); on an Aura, "Enchanted creature
    doesn't untap during its controller's untap step." (``whose``)."""

    whose: str = "your"

    def text(self) -> str:
        return f"~ doesn't untap during {self.whose} untap step."


@dataclass(frozen=True, slots=True)
class AdditionalCost(Static):
    """ "As an additional cost to cast ~, sacrifice a creature." (CR 601.2b, 601.2f–h: chosen and
    paid with the spell's other costs)."""

    part: CostPart

    def text(self) -> str:
        words = self.part.text()
        return f"As an additional cost to cast ~, {words[0].lower()}{words[1:]}."


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize(Static):
    """ "You have no maximum hand size." (CR 402.2, 514.1)."""

    def text(self) -> str:
        return "You have no maximum hand size."


@dataclass(frozen=True, slots=True)
class ExertAsItAttacks(Static):
    """ "You may exert ~ as it attacks." — an optional cost to attack (CR 508.1g, 701.43d)."""

    def text(self) -> str:
        return "You may exert ~ as it attacks."


@dataclass(frozen=True, slots=True)
class BlockTax(Static):
    """ "As long as ~ is attacking, creatures can't block unless their controller pays {N} for
    each of those creatures." — a cost to block (CR 509.1d–f)."""

    amount: int

    def text(self) -> str:
        return (
            f"As long as ~ is attacking, creatures can't block unless their controller pays {{{self.amount}}} "
            "for each of those creatures."
        )


@dataclass(frozen=True, slots=True)
class EnchantedCombatTax(Static):
    """ "Enchanted creature can't attack [or block] unless its controller pays {N}." (an Aura's
    cost to attack, CR 508.1h, and to block, 509.1d)."""

    amount: int
    block: bool

    def text(self) -> str:
        what = "attack or block" if self.block else "attack"
        return f"Enchanted creature can't {what} unless its controller pays {{{self.amount}}}."


@dataclass(frozen=True, slots=True)
class HasGraveyardCreaturesAbilities(Static):
    """ "As long as ~ is on the battlefield, it has all activated abilities of all creature cards
    in all graveyards." (Necrotic Ooze; layer 6, each ability tracked per card, CR 602.5c)."""

    def text(self) -> str:
        return (
            "As long as ~ is on the battlefield, it has all activated abilities of all creature cards in all "
            "graveyards."
        )


@dataclass(frozen=True, slots=True)
class NoPoison(Static):
    """ "You can't get poison counters."."""

    def text(self) -> str:
        return "You can't get poison counters."


@dataclass(frozen=True, slots=True)
class OpponentsCreaturesLose(Static):
    """ "Creatures your opponents control lose <keyword>." (layer 6)."""

    keyword: str

    def text(self) -> str:
        return f"Creatures your opponents control lose {self.keyword}."


@dataclass(frozen=True, slots=True)
class AttachedGrant(Static):
    """ "Equipped/Enchanted creature gets +N/+N [and has <keyword>]." (layers 6 and 7c)."""

    holder: str  # "Equipped" or "Enchanted"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    granted: tuple[Ability, ...] = ()  # quoted abilities: has "{2}, Sacrifice ~: You gain 2 life."

    def text(self) -> str:
        if self.granted:
            quoted = '" and "'.join(a.text() for a in self.granted)
            return f'{self.holder} creature has "{quoted}"'
        parts = []
        if self.power or self.toughness:
            parts.append(f"gets {pt_change(self.power, self.toughness)}")
        if self.keywords:
            parts.append(f"has {' and '.join(self.keywords)}")
        return f"{self.holder} creature {' and '.join(parts)}."


@dataclass(frozen=True, slots=True)
class AttachedRestriction(Static):
    """ "Enchanted creature can't attack or block." — an Aura's or Equipment's effect on the
    creature it's attached to. Not an ability the creature gains: the creature losing all its
    abilities doesn't end it (cf. seed requirement E14)."""

    holder: str  # "Equipped" or "Enchanted"
    rule: Static  # the restriction as if printed on the creature ("~ can't attack or block.")

    def text(self) -> str:
        return f"{self.holder} creature{self.rule.text().removeprefix('~')}"


@dataclass(frozen=True, slots=True)
class GrantToControlled(Static):
    """ "Creatures you control have <keyword>." / "Other Merfolk get +1/+1 and have islandwalk."
    (layer 6 and 7c effects on other objects, CR 613)."""

    what: CreatureFilter
    keywords: tuple[str, ...] = ()
    power: int = 0
    toughness: int = 0
    others: bool = False
    yours: bool = True
    text_: str = ""
    opponents: bool = False  # "… your opponents control get -1/-0."
    self_only: bool = False  # "~ gets +1/+1 …" / "~ has flying …": the source itself
    condition: Condition | None = None  # "… as long as <condition>" (CR 611.3a)
    per: CountOf | None = None  # "… +1/+1 for each <thing>": the bonus times the count

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class Unsupported(Ability):
    """Oracle text the compiler cannot turn into abilities yet. A card with one of these can't
    be played: the engine names the words it cannot run."""

    words: str

    def text(self) -> str:
        return self.words


@dataclass(frozen=True, slots=True)
class FaceUnsupported(Unsupported):
    """An unsupported part of another face, listed on the whole card so that it can't be played."""


@dataclass(frozen=True, slots=True)
class Watch:
    """The permanents a zone-change trigger watches: "Whenever [~ or] another nontoken creature
    you control dies", "Whenever an artifact you control enters" (CR 603.6a, 603.10a)."""

    kinds: frozenset[CardType] = frozenset()  # one of these card types (none: any permanent)
    subtype: str = ""
    nontoken: bool = False
    whose: str = ""  # "you", "opponent", or "" (anyone's)
    other: bool = False  # "another": not the source itself
    or_self: bool = False  # "~ or another …": the source too

    def fits(self, obj: int, source: int, controller: int, watcher: int, kinds: frozenset[CardType],
             subtypes: tuple[str, ...], token: bool) -> bool:  # fmt: skip
        if obj == source:
            return self.or_self or not self.other
        if self.kinds and not kinds & self.kinds:
            return False
        if self.subtype and self.subtype not in subtypes:
            return False
        if self.nontoken and token:
            return False
        if self.whose == "you" and controller != watcher:
            return False
        return not (self.whose == "opponent" and controller == watcher)


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Ability):
    """CR 603: "When/Whenever/At …, [if …,] effect." ``event``: "enters", "dies", "attacks",
    "exerted" (of this object; "When you do", linked to exert, 701.43d), "upkeep" or "end step"
    (of its controller's turn). ``condition``: an
    intervening "if" clause (CR 603.4), checked when it triggers and as it resolves."""

    event: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    condition: str | None = None
    trigger_text: str = ""
    joined: bool = False  # printed in the paragraph of the ability before it ("… When you do, …")
    keyword_text: str | None = None  # a keyword that stands for it ("Bushido 2"; "" for its second half)
    modes: tuple[SpellAbility, ...] = ()  # "When ~ enters, choose one —" (CR 700.2, chosen as it's put on the stack)
    once_each_turn: bool = False  # "This ability triggers only once each turn." (tracked on the object)
    watch: Watch | None = None  # what the "watched enters" / "watched dies" event is about
    test: Condition | None = None  # the intervening "if" as data (``condition`` is its text)

    def chosen(self, picks: tuple[int, ...]) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
        if not self.modes:
            return self.targets, self.effects
        return SpellAbility((), (), self.modes).chosen(picks)

    def text(self) -> str:
        if self.keyword_text is not None:
            return self.keyword_text
        if self.modes:
            return "\n".join([f"{self.trigger_text}, choose one —"] + ["• " + m.text() for m in self.modes])
        body = " ".join(render_effects(self.effects, self.targets))
        body = body[0].lower() + body[1:] if body and body[0] != "~" else body
        cond = f"if {self.condition}, " if self.condition else ""
        once = " This ability triggers only once each turn." if self.once_each_turn else ""
        return f"{self.trigger_text}, {cond}{body}{once}"


@dataclass(frozen=True, slots=True)
class EntersWithCounters(Static):
    """ "~ enters with N +1/+1 counters on it." / "… with X …" (X of the spell that became it,
    CR 107.3m) / "… a +1/+1 counter on it for each time it was kicked." — a replacement effect
    (614.1c)."""

    kind: str
    count: int | str  # a number, "X", or "kicked"
    if_kicked: bool = False  # "If ~ was kicked, it enters with …"
    condition: Condition | None = None  # checked as it enters (bloodthirst: an opponent was dealt damage)
    keyword_text: str | None = None  # a keyword that stands for it ("Bloodthirst 2", "Fading 3")

    def text(self) -> str:
        if self.keyword_text is not None:
            return self.keyword_text
        if self.count == "kicked":
            return f"~ enters with a {self.kind} counter on it for each time it was kicked."
        words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
        n = words[self.count] if isinstance(self.count, int) else str(self.count)
        plural = "" if self.count == 1 else "s"
        if self.if_kicked:
            return f"If ~ was kicked, it enters with {n} {self.kind} counter{plural} on it."
        return f"~ enters with {n} {self.kind} counter{plural} on it."


@dataclass(frozen=True, slots=True)
class CountOf:
    """ "the number of <things>": ``zone`` "battlefield" / "hand" / "graveyard", ``whose``
    "you" / "all", ``types`` (one of them), ``subtype``."""

    text: str
    zone: str
    whose: str = "you"
    types: frozenset[CardType] = frozenset()
    subtype: str = ""
    times: int = 1  # "twice the number of …"
    plus: int = 0  # "… and its toughness is equal to that number plus 1"


@dataclass(frozen=True, slots=True)
class PTDefinition(Static):
    """CR 604.3, 613.4a (layer 7a): "~'s power and toughness are each equal to the number of
    lands you control." / "~'s power is equal to …" — a characteristic-defining ability; it
    works in every zone. ``toughness`` None: the printed toughness."""

    power: CountOf
    toughness: CountOf | None
    text_: str = ""

    def text(self) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class LevelBand(Static):
    """CR 711.2: "{LEVEL N1-N2} [abilities] [P/T]" — while the permanent has N1 to N2 level
    counters (N1 or more with no N2) it has base power and toughness P/T (layer 7b) and those
    abilities (layer 6)."""

    low: int
    high: int | None
    power: int
    toughness: int
    abilities: tuple[Ability, ...] = ()

    def active(self, level: int) -> bool:
        return level >= self.low and (self.high is None or level <= self.high)

    def text(self) -> str:
        head = f"LEVEL {self.low}-{self.high}" if self.high is not None else f"LEVEL {self.low}+"
        return "\n".join([head, f"{self.power}/{self.toughness}", *render_lines(self.abilities)])


@dataclass(frozen=True, slots=True)
class Flashback(Ability):
    """CR 702.34a: "Flashback [cost]" — cast it from your graveyard by paying [cost] instead of
    its mana cost; if it would then leave the stack, it's exiled instead."""

    cost: ManaCost

    def text(self) -> str:
        return f"Flashback {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Morph(Ability):
    """CR 702.37a: "Morph [cost]" — cast the card as a 2/2 face-down creature for {3} (an
    alternative cost, 118.9); turn it face up any time you have priority by paying [cost]
    (702.37e, a special action, 116.2b). CR 702.37b: megamorph also puts a +1/+1 counter on it
    as it is turned face up for its megamorph cost."""

    cost: ManaCost
    mega: bool = False

    def text(self) -> str:
        return f"{'Megamorph' if self.mega else 'Morph'} {self.cost.text}"


@dataclass(frozen=True, slots=True)
class AsTurnedFaceUp(Static):
    """CR 708.11: "As ~ is turned face up, put N +1/+1 counters on it." — applied while the
    permanent is turned face up, not afterward (it is not a triggered ability)."""

    kind: str
    count: int

    def text(self) -> str:
        n = _COUNT_WORDS.get(self.count, str(self.count)) if self.count != 1 else "a"
        return f"As ~ is turned face up, put {n} {self.kind} counter{'s' if self.count != 1 else ''} on it."


@dataclass(frozen=True, slots=True)
class Suspend(Ability):
    """CR 702.62a: "Suspend N—[cost]" — from your hand, whenever you could begin to cast it, pay
    [cost] and exile it with N time counters (a special action, 116.2f); at the beginning of
    your upkeep remove one; when the last is removed, you may cast it without paying its mana
    cost (with haste if it's a creature)."""

    time: int
    cost: ManaCost

    def text(self) -> str:
        return f"Suspend {self.time}\u2014{self.cost.text}"


@dataclass(frozen=True, slots=True)
class Entwine(Ability):
    """CR 702.42a: "Entwine [cost]" — you may choose all the modes, paying [cost] more."""

    cost: ManaCost

    def text(self) -> str:
        return f"Entwine {self.cost.text}"


@dataclass(frozen=True, slots=True)
class Offering(Ability):
    """CR 702.48a: "[Quality] offering" — as an additional cost you may sacrifice a permanent of
    that subtype; then the spell costs less by that permanent's mana cost (702.48c) and may be
    cast any time you could cast an instant."""

    subtype: str

    def text(self) -> str:
        return f"{self.subtype} offering"


@dataclass(frozen=True, slots=True)
class Kicker(Ability):
    """CR 702.33a/c: "Kicker [cost]" (once) or "Multikicker [cost]" (any number of times)."""

    cost: ManaCost
    multi: bool = False

    def text(self) -> str:
        return f"{'Multikicker' if self.multi else 'Kicker'} {self.cost.text}"


@dataclass(frozen=True, slots=True)
class IntrinsicManaAbility(ActivatedAbility):
    """CR 305.6: a basic land type's intrinsic "{T}: Add [mana]." ability; printed only as
    reminder text, so it renders as nothing of its own."""

    def text(self) -> str:
        return ""


BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def mana_ability(symbol: str, intrinsic: bool = False) -> ActivatedAbility:
    """``{T}: Add {symbol}.``"""
    amounts = tuple(1 if c == symbol else 0 for c in POOL_ORDER)
    cls = IntrinsicManaAbility if intrinsic else ActivatedAbility
    return cls((TapThis(),), (AddMana(amounts),), (), True)


# --------------------------------------------------------------------------------------------
# Cards


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's characteristics and abilities (CR 109.3), shared by every object of that card."""

    name: str
    mana_cost: ManaCost | None
    types: frozenset[CardType]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: frozenset[Color] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    abilities: tuple[Ability, ...] = ()
    oracle_text: str = ""
    flip_face: CardDef | None = None  # a flip card's alternative characteristics (CR 710.1b)
    # the faces a player may cast or play instead (CR 709 split halves, 715 an Adventure, 712 a
    # modal double-faced card's back face) and the layout that ties them together
    faces: tuple[CardDef, ...] = ()
    layout: str = "normal"
    # derived, for the hot path
    keywords: frozenset[str] = field(init=False, default=frozenset())
    activated: tuple[ActivatedAbility, ...] = field(init=False, default=())
    spell: SpellAbility | None = field(init=False, default=None)
    is_creature: bool = field(init=False, default=False)
    is_land: bool = field(init=False, default=False)
    is_permanent: bool = field(init=False, default=False)
    is_instant: bool = field(init=False, default=False)
    is_legendary: bool = field(init=False, default=False)
    is_planeswalker: bool = field(init=False, default=False)
    is_aura: bool = field(init=False, default=False)
    is_equipment: bool = field(init=False, default=False)
    mana_abilities: tuple[tuple[int, ActivatedAbility], ...] = field(init=False, default=())
    unsupported: tuple[str, ...] = field(init=False, default=())
    other_activated: bool = field(init=False, default=False)  # has a non-mana activated ability
    others_may_activate: bool = field(init=False, default=False)  # "Only your opponents may activate …"
    offering: str | None = field(init=False, default=None)  # the subtype of "[Quality] offering"
    entwine: ManaCost | None = field(init=False, default=None)  # CR 702.42a
    flashback: ManaCost | None = field(init=False, default=None)  # CR 702.34a
    pt_definition: PTDefinition | None = field(init=False, default=None)  # CR 604.3 (layer 7a)
    morph: Morph | None = field(init=False, default=None)  # CR 702.37a
    suspend: Suspend | None = field(init=False, default=None)  # CR 702.62a
    additional_costs: tuple[CostPart, ...] = field(init=False, default=())  # a spell's own (601.2f)
    self_typed: bool = field(init=False, default=False)  # a static ability changes its own card types
    levels: tuple[LevelBand, ...] = field(init=False, default=())  # a leveler's bands (CR 711)
    changes_control: bool = field(init=False, default=False)  # "You control enchanted …" (layer 2)
    gains_graveyard: bool = field(init=False, default=False)  # Necrotic Ooze
    statics: tuple[Static, ...] = field(init=False, default=())
    triggered: tuple[TriggeredAbility, ...] = field(init=False, default=())
    kicker: Kicker | None = field(init=False, default=None)
    options: tuple[Ability, ...] = field(init=False, default=())  # alternative costs, buyback (601.2b)
    affects_others: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        def put(name: str, value: object) -> None:
            object.__setattr__(self, name, value)

        put("keywords", frozenset(a.name for a in self.abilities if isinstance(a, Keyword)))
        put("activated", tuple(a for a in self.abilities if isinstance(a, ActivatedAbility)))
        spells = [a for a in self.abilities if isinstance(a, SpellAbility)]
        put("spell", spells[0] if spells else None)
        put("is_creature", CardType.CREATURE in self.types)
        put("is_land", CardType.LAND in self.types)
        put("is_permanent", bool(self.types & PERMANENT_TYPES))
        put("is_instant", CardType.INSTANT in self.types)
        put("is_legendary", "Legendary" in self.supertypes)
        put("is_planeswalker", CardType.PLANESWALKER in self.types)
        put("is_aura", "Aura" in self.subtypes)
        put("is_equipment", "Equipment" in self.subtypes)
        put("mana_abilities", tuple((i, a) for i, a in enumerate(self.activated) if a.is_mana))
        put("unsupported", tuple(a.words for a in self.abilities if isinstance(a, Unsupported)))
        put("gains_graveyard", any(isinstance(a, HasGraveyardCreaturesAbilities) for a in self.abilities))
        put("other_activated", self.gains_graveyard or any(not a.is_mana for a in self.activated))
        put("others_may_activate", any(a.activators for a in self.activated))
        put("statics", tuple(a for a in self.abilities if isinstance(a, Static)))
        put("triggered", tuple(a for a in self.abilities if isinstance(a, TriggeredAbility)))
        put("kicker", next((a for a in self.abilities if isinstance(a, Kicker)), None))
        put("options", tuple(a for a in self.abilities if a.casting_option))
        put("offering", next((a.subtype for a in self.abilities if isinstance(a, Offering)), None))
        put("entwine", next((a.cost for a in self.abilities if isinstance(a, Entwine)), None))
        put("flashback", next((a.cost for a in self.abilities if isinstance(a, Flashback)), None))
        put("morph", next((a for a in self.abilities if isinstance(a, Morph)), None))
        put("pt_definition", next((a for a in self.abilities if isinstance(a, PTDefinition)), None))
        put("suspend", next((a for a in self.abilities if isinstance(a, Suspend)), None))
        put("additional_costs", tuple(a.part for a in self.abilities if isinstance(a, AdditionalCost)))
        put("self_typed", any(isinstance(a, NotCreatureUnlessDevotion) for a in self.abilities))
        put("levels", tuple(a for a in self.abilities if isinstance(a, LevelBand)))
        put("changes_control", any(isinstance(a, ControlEnchanted) for a in self.abilities))
        others = any(
            isinstance(
                a,
                GrantToControlled
                | NoMoreThanBlock
                | NoLifeOrCreatureSacrificeCosts
                | NoMinusCounters
                | OpponentsCreaturesLose
                | AttachedGrant
                | AttachedRestriction
                | NoMoreThanAttack
                | CastAsThoughFlash
                | CreatureAbilitiesCostLess
                | SacrificeSwampPerBlack
                | AttackTax
                | BlockTax
                | EnchantedCombatTax
                | ControlEnchanted
                | NoMaximumHandSize
                | CantGainLife
                | OpponentsEnterTapped,
            )
            for a in self.abilities
        )
        put("affects_others", others or (self.is_aura and bool(self.statics)))

    @property
    def type_line(self) -> str:
        order = [t.value for t in CardType if t in self.types]
        left = " ".join([*self.supertypes, *order])
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def rules_text(self) -> str:
        """The Oracle text this definition renders, with ``~`` for the card's own name (each face's
        own name on its face; faces are separated by a "//" line)."""
        if self.layout in ("split", "aftermath"):
            return "\n//\n".join(f.rules_text() for f in self.faces)
        own = "\n".join(render_lines(tuple(a for a in self.abilities if not isinstance(a, FaceUnsupported))))
        return "\n//\n".join([own, *(f.rules_text() for f in self.faces)])

    def face(self, name: str) -> CardDef | None:
        """The castable face with that name (case-insensitive), if any."""
        return next((f for f in self.faces if f.name.casefold() == name.casefold()), None)


# CR 708.2a, 702.37a: what a face-down spell or permanent is — a 2/2 creature with no text, no
# name, no subtypes and no mana cost (so colorless, 105.2c, and mana value 0, 202.3a)
FACE_DOWN = CardDef("", None, frozenset({CardType.CREATURE}), power=2, toughness=2)
