"""The pronoun and target bookkeeping of one ability's instructions (CR 115.1, 608.2c): each
"target …" phrase adds a target requirement; "it", "that creature" and "those creatures" refer
back to the targets already named; player words ("Target opponent", "Its controller")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, is_dataclass, replace

from arbiter.cards.oracle.noun_phrase import phrase_target
from arbiter.cards.oracle.target_phrases import singular_noun, target_spec
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.refs import (
    ANY_NUMBER_INSTANCES,
    PLAYER_OR_WALKER,
    X_TARGET_INSTANCES,
    controlled_noun,
    that_word,
)
from arbiter.mtg.model import (
    Effect,
    Ref,
    TargetSpec,
)


def on_the_source_only(effect: Effect | None) -> bool:
    """Whether an instruction acts on its source and on no other object or player ("Put a +1/+1
    counter on ~.", "Untap ~."): the antecedent of an "it" in the next sentence (CR 608.2c)."""
    if effect is None or not is_dataclass(effect):
        return False
    refs = [v for f in fields(effect) if isinstance(v := getattr(effect, f.name), Ref)]
    return bool(refs) and all(r.kind == "this" for r in refs)


def on_the_host_only(effect: Effect | None) -> Ref | None:
    """The reference to the permanent the source is attached to ("enchanted creature",
    "equipped creature") when an instruction acts on it and on no other object or player ("Tap
    enchanted creature."): the antecedent of an "it" in the next sentence (CR 608.2c); else None."""
    if effect is None or not is_dataclass(effect):
        return None
    refs = [v for f in fields(effect) if isinstance(v := getattr(effect, f.name), Ref)]
    hosts = {r.kind for r in refs} & {"enchanted", "equipped", "enchanted permanent"}
    return refs[0] if refs and len(hosts) == 1 and all(r.kind in hosts for r in refs) else None


# a target that is one of several kinds of permanents ("creature or planeswalker"), named again "that permanent"
_PERMANENTS_OR = re.compile(r"(?:creature|artifact|enchantment|land|planeswalker|battle)(?: or (?:creature|artifact|"
                            r"enchantment|land|planeswalker|battle))+")  # fmt: skip

# "it" in an ability that says "if ~ is in your graveyard": the card there (CR 113.6b)
YARD_SELF = "yard self"
# CR 603.2, 400.7: "that card" after "Whenever an opponent sacrifices a nontoken permanent" — the card
# the sacrificed permanent became in its owner's graveyard (the trigger's subject)
SACRIFICED = "sacrificed"
_THAT_PLAYERS = " that player controls"


_X = re.compile(r"(?<![{\w])X(?![}\w])")


def undefined_x(s: str) -> bool:
    """Whether the words name an X they don't define ("…, where X is …", CR 107.3c); a quoted
    ability, with its own X, is left out."""
    return ", where X is " not in s and _X.search(re.sub(r'"[^"]*"', "", s)) is not None


# "target … with mana value X [or less] [from …]" (CR 107.3a, 202.3, 208.1)
_X_BOUND = re.compile(
    r"(?P<head>(?:another )?target [^.]+?) with (?P<stat>mana value|power) X(?P<less> or less)?(?P<tail> from [^.]+)?"
)


@dataclass
class Ctx:
    targets: list[TargetSpec]
    # what "it" with no target before it means: "self" — the source ("When you do, it gets …"),
    # "subject" — the card the trigger event was about ("… you may return it to your hand")
    it: str = ""
    that_player: bool = False  # "that player": the player whose upkeep it is ("each player's upkeep")
    attack: bool = False  # an attack trigger: "defending player" means something
    ability: bool = False  # an ability of a permanent (not a spell): "other" means other than its source
    pair: bool = False  # a blocking-pair trigger: "that creature" is the other creature (509.3b, 509.3d)
    amount: bool = False  # "that many" / "that much": the amount of the trigger's event (603.2, 608.2h)
    previous: Effect | None = None  # the instruction of the sentence before ("They gain haste …")
    # "that player" is the player dealt combat damage: in a two-player game the defending player
    # (CR 506.2, 510.1a), so "target creature that player controls" is one the defending player controls
    combat_player: bool = False
    # "that player" was attacked ("Whenever enchanted player is attacked"): "each opponent attacking
    # that player" names the opponents whose creatures attack them (CR 506.2, 508.3b)
    attacked: bool = False
    # "its owner's" was said of the target at this index: "Then that player discards a card." is
    # that owner (Recoil)
    owner_of: int | None = None
    # the activated ability's cost has an X its controller announces ({X}, [−X], "Remove X …
    # counters"): X in its instructions is that value (CR 107.3a, 107.3k)
    x_announced: bool = False
    # the instructions of a triggered ability: nothing announced an X for it (CR 107.3a)
    triggered: bool = False
    # "that player" is the player whose turn it is ("At the beginning of each player's upkeep"):
    # "target creature that player controls [of their choice]" is one the active player controls
    turn_player: bool = False
    # the targets named again by their own words after "Choose target creature you control and target
    # creature you don't control." ("the creature you control": CR 608.2c), by index
    said: dict[str, int] = field(default_factory=dict)

    @property
    def x_ok(self) -> bool:
        """Whether an X with no definition in the text is a value announced as the spell was
        cast or the ability activated (CR 107.3a) — never in a triggered ability, whatever its
        "it" names (107.3f: its controller would choose X). An enters trigger's X of the spell
        (107.3m) is read by them only for a permanent's own enters trigger (``x_announced``),
        where ``compile._triggered_x`` keeps it only for a card with {X} in its mana cost."""
        if self.triggered:
            return self.x_announced
        return not self.ability or self.x_announced

    def _named_again(self, phrase: str) -> Ref | None:
        """A target named again by words other than "that <noun>" (CR 608.2c): "the creature you
        control" after "Choose target creature you control and target creature you don't control.",
        and "that permanent" after "target creature or planeswalker"."""
        if phrase in self.said:
            return Ref("that", self.said[phrase], said=phrase)
        if phrase == "that permanent" and self.targets and _PERMANENTS_OR.fullmatch(self.targets[-1].noun):
            return Ref("that", len(self.targets) - 1, said=phrase)
        return None

    def _it_host_or_self(self) -> Ref:
        """ "Tap enchanted creature. … put three stun counters on it." (Kitnap): "it" names the
        object of the sentence before, the permanent the source is attached to (CR 608.2c, 303.4),
        else the source itself."""
        host = on_the_host_only(self.previous)
        return replace(host, said="it") if host is not None else Ref("it_self")

    def target(self, phrase: str) -> Ref | None:
        again = self._named_again(phrase)
        if again is not None:
            return again
        if phrase in ("enchanted creature", "equipped creature"):
            return Ref(phrase.split()[0])  # the creature the source is attached to
        if phrase == "enchanted permanent" and self.ability:
            return Ref("enchanted permanent")  # the permanent the source Aura is attached to (CR 303.4)
        if phrase == "that player" and self.that_player:
            return Ref("that player")  # the trigger's player ("~ deals 2 damage to that player")
        if phrase == "that spell" and self.it == "spell":
            return Ref("that spell")  # the spell whose casting triggered the ability (CR 603.2)
        if phrase == "that creature" and self.pair and not self.targets:
            return Ref("subject")  # the other creature of the blocking pair (CR 603.2)
        if phrase == "that permanent" and self.it == "watched" and not self.targets:
            return Ref("subject permanent")  # the permanent the watched event was about (CR 603.2, 701.3d)
        if phrase == "that creature" and self.it == "watched" and not self.targets:
            return Ref("subject")  # the creature the watched event was about (CR 603.2, 603.6a)
        if phrase == "that creature's controller" and (self.it == "watched" or self.pair) and not self.targets:
            return Ref("subject's controller")  # the trigger's creature's controller (CR 603.2, 608.2h)
        if phrase == "that land's controller" and self.it == "watched" and not self.targets:
            return Ref("subject land's controller")  # the watched land's controller (CR 603.2, 608.2h)
        if phrase == "that player or that planeswalker's controller":
            return self._player_or_controller()
        if phrase.endswith(_THEIR_PERMANENT):
            return self._linked_to_player(phrase)
        if phrase == "that player or planeswalker":
            # the target "target player or planeswalker" named again (Searing Blaze's "instead")
            found = [i for i, t in enumerate(self.targets) if t.noun in PLAYER_OR_WALKER]
            return Ref("that", found[-1]) if found else None
        if phrase.startswith("that ") and phrase.endswith("'s controller"):
            return self._that_controller(phrase)
        if phrase == "it" or phrase.startswith("that "):
            # a pronoun for the last target of the ability ("… and gain control of it")
            if not self.targets and phrase == "it" and self.it == "watched":
                if on_the_source_only(self.previous):
                    # "… put a +1/+1 counter on ~. It can't be blocked this turn." (Kappa
                    # Cannoneer): "it" names the object of the sentence before, the source
                    # itself, not the object the trigger event was about (CR 608.2c, 603.2)
                    return Ref("it_self")
                return Ref("it_subject")  # the permanent the watched event was about (CR 603.6a)
            if not self.targets and phrase == "it" and self.it == "self":
                return self._it_host_or_self()
            if not self.targets:
                return None
            last = len(self.targets) - 1
            if phrase == "it":
                return Ref("it", last)
            # "that creature" after "target creature", "another target attacking creature",
            # "target nonblack creature": the last target, named by a word of its noun
            noun = self.targets[last].noun
            if noun == "any target":  # "Choose any target. … to that permanent or player." (CR 115.4)
                return Ref("that", last) if phrase == "that permanent or player" else None
            return Ref("that", last) if phrase[5:] == that_word(noun) else None
        m = _X_BOUND.fullmatch(phrase)
        if m:  # CR 107.3a, 202.3: "target creature with mana value X", bounded once X is announced
            return self._x_bounded(phrase, m)
        m = re.fullmatch(r"(up to )?X (other )?target (.+)", phrase)
        if m:  # CR 601.2c, 107.3a: as many instances as the X announced
            return self._x_group(phrase, m.group(3), up_to=bool(m.group(1)), other=bool(m.group(2)))
        m = re.fullmatch(r"(up to )?(one|two|three|four|five) (other )?target (.+)", phrase)
        if m:
            count, noun, optional = NUMBERS[m.group(2)], m.group(4), bool(m.group(1))
            return self.group(phrase, count, noun, optional=optional, other=bool(m.group(3)))
        m = re.fullmatch(r"(any number|one or more) of (other )?target (.+)|(one or more) (other )?target (.+)", phrase)
        if m:  # CR 601.2c: any number of instances ("one or more": the first required) — at most ANY_NUMBER_INSTANCES
            least = bool(m.group(4))
            other, noun = bool(m.group(2) or m.group(5)), m.group(3) or m.group(6)
            return self.group(phrase, ANY_NUMBER_INSTANCES, noun, optional=True, first_required=least, other=other)
        m = re.fullmatch(r"(one or two|one, two, or three) target (.+)", phrase)
        if m:  # CR 601.2c: the first instance must be chosen, the others may stay unchosen
            count = 2 if m.group(1) == "one or two" else 3
            return self.group(phrase, count, m.group(2), optional=True, first_required=True)
        spec = (
            self._damaged_players(phrase) or self._turn_players(phrase) or target_spec(phrase) or phrase_target(phrase)
        )
        if spec is None:
            return None
        self.targets.append(spec)
        return Ref("target", len(self.targets) - 1)

    def them(self) -> Ref | None:
        """ "them" after a group of targets ("Tap up to two target creatures. Put a stun counter on
        each of them."): every chosen target of the last group (CR 601.2c, 608.2c)."""
        if not self.targets or self.targets[-1].group == 0:
            return None
        group = self.targets[-1].group
        first = min(i for i, t in enumerate(self.targets) if t.group == group)
        return Ref("them", first)

    def _damaged_players(self, phrase: str) -> TargetSpec | None:
        """ "target artifact that player controls" after "… deals combat damage to a player": the
        player dealt combat damage is the defending player (CR 506.2, 510.1a), the words kept."""
        if not self.combat_player or not phrase.endswith(_THAT_PLAYERS):
            return None
        defending = phrase.removesuffix(_THAT_PLAYERS) + " defending player controls"
        spec = target_spec(defending) or phrase_target(defending)
        if spec is None or spec.what is None or spec.what.controller != "defending" or spec.players:
            return None
        words = spec.what.text.replace(" defending player controls", _THAT_PLAYERS)
        noun = spec.noun.replace(" defending player controls", _THAT_PLAYERS)
        return replace(spec, noun=noun, what=replace(spec.what, text=words))

    def _turn_players(self, phrase: str) -> TargetSpec | None:
        """ "target nonartifact creature that player controls of their choice" at the beginning of
        each player's upkeep (The Abyss): that player is the active player (CR 102.1, 503.1), who
        also chooses the target when it says "of their choice" (as an opponent chooses one where
        the text says so, 115.1, 601.2c); the words kept."""
        m = re.fullmatch(r"(target .+?) that player controls( of their choice)?", phrase)
        if not self.turn_player or m is None:
            return None
        spec = target_spec(m.group(1)) or phrase_target(m.group(1))
        if (
            spec is None
            or spec.what is None
            or spec.what.controller
            or spec.players
            or spec.zone is not Zone.BATTLEFIELD
        ):
            return None
        tail = phrase.removeprefix(m.group(1))
        what = replace(spec.what, controller="active", text=spec.what.text + _THAT_PLAYERS)
        return replace(spec, noun=spec.noun + tail, what=what, chooser="active" if m.group(2) else "")

    def _that_controller(self, phrase: str) -> Ref | None:
        """ "that creature's controller": the controller of the last target, a permanent, as it
        last existed on the battlefield (CR 608.2h) — named by that target's noun."""
        last = len(self.targets) - 1
        if last < 0:
            return None
        spec = self.targets[last]
        if spec.zone not in (Zone.BATTLEFIELD, Zone.STACK) or spec.players or spec.noun == "any target":
            return None  # (a permanent's controller, or a spell's: "that spell's controller")
        if phrase != f"that {controlled_noun(spec)}'s controller":
            return None  # (the words must name that target: they are printed back)
        return Ref("that's controller", last)

    def _linked_to_player(self, phrase: str) -> Ref | None:
        """ "[up to one] target creature that player or that planeswalker's controller controls"
        after "target player or planeswalker" (Searing Blaze): a target whose controller is the
        player chosen, or the planeswalker's controller (CR 115.1, 601.2c: the earlier target is
        chosen first; both checked again as it resolves, 608.2b)."""
        link = self._player_or_controller()
        m = re.fullmatch(r"(up to one )?target (.+)", phrase.removesuffix(_THEIR_PERMANENT))
        spec = target_spec(f"target {m.group(2)}") if m is not None and link is not None else None
        if link is None or m is None or spec is None or spec.what is None or spec.what.controller or spec.players:
            return None
        words = m.group(2) + _THEIR_PERMANENT
        what = replace(spec.what, text=words)
        linked = replace(spec, noun=words, what=what, controller_target=link.index)
        if m.group(1):  # "up to one": an instance that may stay unchosen (CR 601.2c)
            group = 1 + max((t.group for t in self.targets), default=0)
            linked = replace(linked, group=group, optional=True, group_text=phrase)
            self.targets.append(linked)
            return Ref("targets", len(self.targets) - 1)
        self.targets.append(linked)
        return Ref("target", len(self.targets) - 1)

    def _player_or_controller(self) -> Ref | None:
        """ "that player or that planeswalker's controller" after "target player or planeswalker"
        ("target opponent or planeswalker"): the player chosen, or the controller of the
        planeswalker chosen as it last existed on the battlefield (CR 115.1, 608.2h)."""
        last = len(self.targets) - 1
        if last < 0 or self.targets[last].noun not in PLAYER_OR_WALKER:
            return None
        return Ref("that player or controller", last)

    def group(
        self, phrase: str, count: int, noun: str, optional: bool, first_required: bool = False, other: bool = False
    ) -> Ref | None:
        """Several instances of one word "target" ("up to two [other] target creatures", CR 601.2c).

        CR 601.2c, 115.1: a fixed number ("two target lands") is exactly that many targets; only
        "up to N" (``optional``) lets instances stay unchosen, and "one or two" (``first_required``)
        all but the first."""
        # "up to two target creature cards each with mana value 2 or less" (Dewdrop Cure): "each"
        # says only that the quality is every instance's own, as without it (CR 601.2c, 115.1)
        noun = noun.replace(" cards each with ", " cards with ") if count > 1 else noun
        singular = singular_noun(noun) if count > 1 else noun
        if count == 1 and not optional:
            return None
        spec = target_spec("target " + singular) if singular is not None else None
        spec = spec or phrase_target("target " + (singular or noun))  # (the noun grammar reads plurals too)
        if spec is None or (other and not self.ability):
            return None
        if other:
            spec = replace(spec, what=replace(spec.what, other=True)) if spec.what else spec  # not the source
        group = 1 + max((t.group for t in self.targets), default=0)
        first = len(self.targets)
        for i in range(count):
            may_skip = optional and not (first_required and i == 0)
            self.targets.append(replace(spec, group=group, optional=may_skip, group_text=phrase if i == 0 else ""))
        return Ref("targets", first)

    def _x_group(self, phrase: str, noun: str, up_to: bool, other: bool) -> Ref | None:
        """ "X target creatures", "up to X target creatures": a group of instances of one word
        "target", exactly (or at most) X of them chosen once X is announced (CR 601.2c, 107.3a) —
        only where X is announced (a spell, an activated ability with X in its cost), and only as
        the last target words (the instances past X are dropped as X is announced)."""
        if not self.x_ok or any(t.x_count for t in self.targets):
            return None
        first = len(self.targets)
        ref = self.group(phrase, X_TARGET_INSTANCES, noun, optional=True, other=other)
        if ref is None:
            return None
        how = "up to" if up_to else "exactly"
        self.targets[first:] = [replace(t, x_count=how) for t in self.targets[first:]]
        return ref

    def _x_bounded(self, phrase: str, m: re.Match[str]) -> Ref | None:
        """ "target creature with mana value X", "target creature card with mana value X or less
        from your graveyard", "target creature with power X or less": one target whose bound is
        the X announced (only where X is announced, CR 107.3a)."""
        if not self.x_ok:
            return None
        base = m.group("head") + (m.group("tail") or "")
        spec = target_spec(base)
        if spec is None or spec.what is None or spec.group or spec.x_bound:
            return None
        bound = m.group("stat") + (" or less" if m.group("less") else "")
        words = phrase.removeprefix("another ").removeprefix("target ")
        self.targets.append(replace(spec, noun=words, what=replace(spec.what, text=words), x_bound=bound))
        return Ref("target", len(self.targets) - 1)

    def subject(self, phrase: str) -> Ref | None:
        if phrase == "~":
            return Ref("this")
        if phrase.lower() == "you":
            return Ref("you")
        return self.target(phrase)


def targeted(ref: Ref) -> bool:
    """Whether ``ref`` names one of the ability's targets (and so has a target spec)."""
    return ref.kind in ("target", "targets", "them", "that", "it")


def player_word(who: str, ctx: Ctx) -> Ref | None:
    """ "Target player", "Target opponent", "That player" (a trigger's player), "Defending player"."""
    if who.startswith("Target"):
        return ctx.target(who[0].lower() + who[1:])
    if who == "That player" and ctx.that_player:
        return Ref("that player")
    if who == "That player" and ctx.owner_of is not None:
        return Ref("that player, its owner", ctx.owner_of)  # (CR 108.3)
    if who == "That player" and ctx.targets and ctx.targets[-1].noun in ("player", "opponent"):
        # CR 608.2c: "… target player discards two cards. Otherwise, that player discards a card."
        # — the player the last target names
        return Ref("that", len(ctx.targets) - 1)
    if who == "Defending player" and ctx.attack:
        return Ref("defending player")
    if who == "That creature's controller":
        return ctx.target("that creature's controller")  # the trigger's creature's, or the target's (608.2h)
    if who.startswith("That ") and who.endswith("'s controller"):
        # "That artifact's controller gains life …", "That spell's controller mills …", "That player
        # or that planeswalker's controller discards …": the last target's (CR 608.2h)
        return ctx.target("t" + who[1:])
    return None


_THEIR_PERMANENT = " that player or that planeswalker's controller controls"
# "That artifact's controller", "That spell's controller", "That player or that planeswalker's
# controller": the player a sentence names by the last target (CR 608.2h), read by player_word
THAT_CONTROLLERS = (
    r"That (?:creature|artifact|enchantment|land|planeswalker|permanent|spell)'s controller"
    r"|That player or that planeswalker's controller"
)
PLAYERS = (
    r"(?:You|Target player|Target opponent|That player|Defending player|Each player|Each opponent|Its controller"
    rf"|Its owner|{THAT_CONTROLLERS})"
)


def players_word(subject: str, ctx: Ctx) -> Ref | None:
    """A player subject: "You", "Each opponent", "Each player", "Its controller" (of the last
    target, a permanent), or one of :func:`player_word`."""
    if subject == "You":
        return Ref("you")
    if subject == "Its controller" and ctx.it == "watched" and not ctx.targets:
        return Ref("it_subject's controller")  # the trigger's creature's controller (CR 603.2, 608.2h)
    if subject == "Its controller":
        last = len(ctx.targets) - 1
        if last < 0 or ctx.targets[last].zone not in (Zone.BATTLEFIELD, Zone.STACK) or ctx.targets[last].players:
            return None  # (a permanent's controller, or a spell's: "Counter target spell. Its controller …")
        return Ref("its controller", last)
    if subject == "Its owner":
        last = len(ctx.targets) - 1
        if last < 0 or ctx.targets[last].players:
            return None
        return Ref("its owner", last)  # CR 108.3: "Destroy target creature. Its owner gains 4 life."
    if subject in ("Each opponent", "Each player"):
        return Ref(subject.lower())
    if subject == "Each opponent attacking that player" and ctx.attacked and ctx.that_player:
        return Ref("each opponent attacking that player")  # found as it resolves (CR 506.2, 608.2c)
    return player_word(subject, ctx)
