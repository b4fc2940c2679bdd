"""Targets (CR 115) and references to the objects and players an effect acts on: what a "target"
may choose (:class:`TargetSpec`), and who or what an instruction means (:class:`Ref`: a target,
"it", "that player", "you", the source…)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.filters import CountOf, Filter

X_TARGET_INSTANCES = 40
# "any number of target creatures" (CR 601.2c): as many instances of the word "target", each may stay
# unchosen — bounded, so a spell can't be given more than this many targets for one word
ANY_NUMBER_INSTANCES = 40
"""The most instances "X target …" can have: X larger than this is refused (CR 601.2c)."""

SPELL_OR_PERMANENT = "spell or permanent"
"""CR 115.1: a target that may be a spell on the stack or a permanent on the battlefield (Venser)."""


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (CR 115.1): what it may choose.

    ``noun`` is the Oracle phrase after "target" ("creature", "creature an opponent controls",
    "spell"), or "any target" (CR 115.4). ``what`` describes the objects it may choose — their
    types, controller, zone (the battlefield, a graveyard, or the stack for "target spell"),
    qualities, "another" (one :class:`~arbiter.mtg.ir.filters.Filter`); ``None``: no object, only
    a player. ``players`` says which players may be chosen ("", "any", "opponent"); ``combat``
    asks for an attacking and/or blocking creature (CR 506.4, 508.1k, 509.1g).
    """

    noun: str
    what: Filter | None = None
    players: str = ""
    chooser: str = ""  # "opponent": an opponent of the controller chooses it (CR 602.3, 115.1)
    combat: str = ""  # "attacking", "blocking", "attacking or blocking" (CR 506.4, 508.1k, 509.1g)
    # several instances of one word "target" ("up to two target creatures"): a shared group
    # number (distinct objects within it, 601.2c), whether this instance may stay unchosen, and
    # the phrase for the whole group, set on its first instance
    group: int = 0
    optional: bool = False
    group_text: str = ""
    single_graveyard: bool = False  # "… cards from a single graveyard": the group's targets share one
    # "spell with mana value X or less, where X is the number of Faeries you control": X counted
    # whenever the target is checked — as it is chosen and as the ability resolves (CR 601.2c, 608.2b)
    value_at_most: CountOf | None = None
    # "X target creatures" / "up to X target creatures": one of the group's instances, as many as
    # X says once it is announced (CR 601.2c, 107.3a) — "exactly" or "up to"; compiled as
    # ``X_TARGET_INSTANCES`` optional instances, the ones past X dropped as X is announced
    x_count: str = field(default="", repr=False)
    # "target creature with mana value X", "… with power X or less": the bound is the X announced
    # for the spell or ability ("mana value", "mana value or less", "power", "power or less"; CR
    # 107.3a, 202.3, 208.1), set on the filter once X is known (and as it resolves, 608.2b)
    x_bound: str = field(default="", repr=False)
    # "target spell with a single target": a spell or ability whose targets, as chosen, are one
    # (CR 115.1; an instance left unchosen isn't one, an illegal one still is)
    single_target: bool = field(default=False, repr=False)
    # "target player shuffles up to four target cards from their graveyard …": the card's owner is
    # the player chosen for the target at this index (CR 115.1, 601.2c; -1: no such link)
    owner_target: int = field(default=-1, repr=False)
    # "… and 1 damage to target creature that player or that planeswalker's controller controls":
    # the object's controller is the player chosen for the target at this index, or the controller
    # of the planeswalker chosen for it (CR 115.1, 601.2c; -1: no such link)
    controller_target: int = field(default=-1, repr=False)
    # "target activated or triggered ability you control from an artifact source": what the
    # ability's source must be (CR 113.7, 115.1), read as it is now or as it last existed
    from_source: Filter | None = field(default=None, repr=False)
    # where the objects it may choose are: the battlefield unless the words say otherwise (read on
    # every target check, so kept rather than worked out each time)
    zone: Zone = field(default=Zone.BATTLEFIELD, init=False, repr=False, compare=False)
    # every zone it may choose from: two for "target spell or permanent" (the stack and the battlefield)
    zones: tuple[Zone, ...] = field(default=(Zone.BATTLEFIELD,), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        what = self.what
        object.__setattr__(self, "zone", what.zone if what is not None and what.zone is not None else Zone.BATTLEFIELD)
        both = self.noun.startswith(SPELL_OR_PERMANENT)
        object.__setattr__(self, "zones", (Zone.STACK, Zone.BATTLEFIELD) if both else (self.zone,))

    @property
    def allows_players(self) -> bool:
        return bool(self.players)

    @property
    def other(self) -> bool:
        return self.what is not None and self.what.other

    def text(self) -> str:
        if self.noun == "any target":
            return "any other target" if self.other else self.noun  # (CR 115.3: not one chosen before)
        if self.chooser == "opponent":
            return f"target {self.noun.replace(' they control', '')} of an opponent's choice they control"
        return f"{'another ' if self.other else ''}target {self.noun}"


def objects(
    noun: str, types: frozenset[CardType] = frozenset(), controller: str = "", zone: Zone = Zone.BATTLEFIELD
) -> Filter:
    """The description of the objects a target may choose: one of ``types`` (any object in the
    zone if none), controlled by ``controller`` ("", "you", "opponent", "defending")."""
    return Filter(noun, types, controller=controller, zone=zone)


ANY_TARGET = TargetSpec(
    "any target",
    objects("any target", frozenset({CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE})),
    players="any",
)


TARGET_CREATURE = TargetSpec("creature", objects("creature", frozenset({CardType.CREATURE})))


TARGET_PLAYER = TargetSpec("player", players="any")


TARGET_OPPONENT = TargetSpec("opponent", players="opponent")


class RefKind(StrEnum):
    """The closed set of things a :class:`Ref` can name (a ``str``, so ``ref.kind == "this"`` reads
    as before; an unknown kind is refused where the reference is made)."""

    TARGET = "target"  # a target (CR 115.1), by index into the ability's targets
    TARGETS = "targets"  # every chosen target of the group starting at that index (601.2c)
    THEM = "them"  # the same group, named again by a pronoun ("Put a stun counter on each of them.")
    IT = "it"  # a pronoun for that target ("… and gain control of it")
    THAT = "that"  # "That creature gains …" (the target at that index)
    IT_SELF = "it_self"  # "it" meaning the source ("Sacrifice it.")
    SUBJECT = "subject"  # the object the trigger event was about ("that creature", 603.2)
    IT_SUBJECT = "it_subject"  # "it" meaning that object ("… you may return it to your hand")
    SUBJECT_PERMANENT = "subject permanent"  # the same object, worded "that permanent" (701.3d)
    ENCHANTED = "enchanted"  # the permanent the source is attached to (303.4, 301.5)
    ENCHANTED_PERMANENT = "enchanted permanent"  # the same, worded "enchanted permanent" (303.4)
    EQUIPPED = "equipped"
    THIS = "this"  # the source, "~"
    YOU = "you"  # the controller
    ITS_CONTROLLER = "its controller"  # of the target at that index (608.2h: as it last existed)
    THAT_CONTROLLER = "that's controller"  # the same player, worded "that creature's controller"
    # "that player or that planeswalker's controller" after "target player or planeswalker": the
    # player chosen, or the planeswalker's controller as it last existed (CR 115.1, 608.2h)
    PLAYER_OR_CONTROLLER = "that player or controller"
    ITS_OWNER = "its owner"  # the owner of the target at that index (108.3: ownership doesn't change)
    # the same player, named "that player" after "… to its owner's hand." (Recoil)
    THAT_OWNER = "that player, its owner"
    SOURCE_CONTROLLER = "~'s controller"  # the source's controller (608.2h: as it last existed)
    THAT_PLAYER = "that player"  # the player the trigger event was about
    DEFENDING_PLAYER = "defending player"  # the attacked player (506.2)
    EACH_OPPONENT = "each opponent"  # in APNAP order (101.4)
    EACH_PLAYER = "each player"
    EACH_OTHER_PLAYER = "each other player"
    # the controller's opponents other than the trigger's player ("it deals that much damage to each
    # other opponent", CR 603.2, 102.2), in APNAP order (101.4)
    EACH_OTHER_OPPONENT = "each other opponent"
    # the players who had nothing to sacrifice as the instruction before was followed ("Each player
    # who can't discards a card.", CR 608.2c), in APNAP order (101.4)
    EACH_PLAYER_WHO_CANT = "each player who can't"
    # the opponents of the controller who control a creature attacking the trigger's player, as the
    # instruction is followed, in APNAP order (CR 506.2, 508.3b, 608.2c, 101.4)
    EACH_OPPONENT_ATTACKING = "each opponent attacking that player"
    # the players whose speed is less than 4 as the instruction is followed ("each player who
    # doesn't have max speed", CR 702.179e, 608.2c), in APNAP order (101.4)
    EACH_PLAYER_BELOW_MAX_SPEED = "each player who doesn't have max speed"
    THAT_SPELL = "that spell"  # the spell whose casting triggered the ability (603.2)
    # the spell or ability whose targeting of the source triggered the ability (603.2, 115.1)
    THAT_SPELL_OR_ABILITY = "that spell or ability"
    SUBJECT_CONTROLLER = "subject's controller"  # "that creature's controller": the subject's (608.2h)
    IT_SUBJECT_CONTROLLER = "it_subject's controller"  # the same player, worded "its controller"
    # the same player when the watched permanent is a land: "that land's controller" (CR 603.2, 608.2h)
    SUBJECT_LAND_CONTROLLER = "subject land's controller"
    CHOSEN_PLAYER = "chosen player"  # the player chosen as the source entered (614.12: Stuffy Doll)
    # the opponent chosen as the spell was cast for its gift (CR 702.174a), of the spell or of the
    # permanent it became
    GIFT_PLAYER = "gift player"
    # the name(s) of the target at that index as the resolution began ("the same name as that
    # creature", CR 608.2h)
    TARGET_NAME = "target's name"

    def __repr__(self) -> str:
        return repr(self.value)


_FIXED_TEXT = {
    RefKind.IT: "it",
    RefKind.THEM: "them",
    RefKind.IT_SELF: "it",
    RefKind.SUBJECT: "that creature",
    RefKind.IT_SUBJECT: "it",
    RefKind.SUBJECT_PERMANENT: "that permanent",
    RefKind.ENCHANTED: "enchanted creature",
    RefKind.ENCHANTED_PERMANENT: "enchanted permanent",
    RefKind.EQUIPPED: "equipped creature",
    RefKind.THIS: "~",
    RefKind.YOU: "you",
    RefKind.ITS_CONTROLLER: "its controller",
    RefKind.PLAYER_OR_CONTROLLER: "that player or that planeswalker's controller",
    RefKind.ITS_OWNER: "its owner",
    RefKind.THAT_OWNER: "that player",
    RefKind.SOURCE_CONTROLLER: "~'s controller",
    RefKind.THAT_PLAYER: "that player",
    RefKind.DEFENDING_PLAYER: "defending player",
    RefKind.EACH_OPPONENT: "each opponent",
    RefKind.EACH_PLAYER: "each player",
    RefKind.EACH_OTHER_PLAYER: "each other player",
    RefKind.EACH_OTHER_OPPONENT: "each other opponent",
    RefKind.EACH_PLAYER_WHO_CANT: "each player who can't",
    RefKind.EACH_OPPONENT_ATTACKING: "each opponent attacking that player",
    RefKind.EACH_PLAYER_BELOW_MAX_SPEED: "each player who doesn't have max speed",
    RefKind.THAT_SPELL: "that spell",
    RefKind.THAT_SPELL_OR_ABILITY: "that spell or ability",
    RefKind.SUBJECT_CONTROLLER: "that creature's controller",
    RefKind.IT_SUBJECT_CONTROLLER: "its controller",
    RefKind.SUBJECT_LAND_CONTROLLER: "that land's controller",
    RefKind.CHOSEN_PLAYER: "the chosen player",
    RefKind.GIFT_PLAYER: "the chosen player",
}


_BASIC_LANDS = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
# the target nouns "that player or that planeswalker's controller" and "that player or planeswalker" name
PLAYER_OR_WALKER = ("player or planeswalker", "opponent or planeswalker")
_PERMANENT_WORDS = ("creature", "artifact", "enchantment", "land", "planeswalker", "permanent")


def controlled_noun(spec: TargetSpec) -> str:
    """The noun "that <noun>'s controller" names a target permanent by: its own first word
    ("creature"), "land" for basic land types ("target Plains or Island"), else "permanent"
    ("target artifact or enchantment", "target nonland permanent"); "spell" for a target on the
    stack ("Counter target spell. ~ deals 2 damage to that spell's controller.")."""
    if spec.zone is Zone.STACK:
        return "spell"
    first = spec.noun.split(" ")[0]
    if first in _PERMANENT_WORDS and " or " not in spec.noun:
        return first
    if spec.what is not None and spec.what.subtypes and spec.what.subtypes <= _BASIC_LANDS:
        return "land"
    return "permanent"


@dataclass(frozen=True, slots=True)
class Ref:
    """Who or what an effect acts on: one of :class:`RefKind` (a target, "it", "that player", the
    source, "you", "each opponent"…) and, for the kinds about a target, its index."""

    kind: str  # a RefKind (a plain string is converted; one that names no kind is an error)
    index: int = 0
    # the words naming a target again when they aren't "that <noun>": "the creature you control"
    # after "Choose target creature you control and target creature you don't control." (CR 608.2c)
    # (not in the repr: a Ref prints as its kind and index, as before)
    said: str = field(default="", repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", RefKind(self.kind))

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.said:
            return self.said
        if self.kind == RefKind.TARGET:
            return specs[self.index].text()
        if self.kind == RefKind.TARGETS:
            return specs[self.index].group_text
        if self.kind == RefKind.THAT and specs[self.index].noun == "any target":
            return "that permanent or player"  # (after "Choose any target.")
        if self.kind == RefKind.THAT and specs[self.index].noun in PLAYER_OR_WALKER:
            return "that player or planeswalker"  # (Searing Blaze: the target named again)
        if self.kind == RefKind.THAT:
            return f"that {that_word(specs[self.index].noun)}"
        if self.kind == RefKind.THAT_CONTROLLER:
            return f"that {controlled_noun(specs[self.index])}'s controller"
        return _FIXED_TEXT[RefKind(self.kind)]


def target(index: int = 0) -> Ref:
    return Ref("target", index)


THIS = Ref("this")


YOU = Ref("you")


def subject_text(ref: Ref, specs: tuple[TargetSpec, ...]) -> str:
    text = ref.text(specs)
    return text[0].upper() + text[1:]


def count_text(n: int, one: str, many: str) -> str:
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
    return f"{words.get(n, str(n))} {one if n == 1 else many}"


_TYPE_NOUNS = frozenset({"creature", "permanent", "artifact", "enchantment", "land", "planeswalker", "battle", "spell"})


def that_word(noun: str) -> str:
    """The word "that …" names a target by (CR 608.2c): the first card-type noun of its phrase
    ("attacking creature", "nonblack creature", "creature an opponent controls": "creature"), or
    its first word ("Spirit")."""
    words = noun.split(" ")
    return next((w for w in words if w in _TYPE_NOUNS), words[0])
