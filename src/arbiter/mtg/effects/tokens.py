"""Tokens (CR 111) and emblems (CR 114): "Create a 1/1 green Insect creature token.", the
predefined tokens of 111.10 (Treasure, Food, Clue, Powerstone, Junk…), investigate (701.16a), "You get an emblem
with …"."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg.costs.parts import DiscardCards, PayMana, SacrificeThis, TapThis
from arbiter.mtg.effects.counters import PutCounters
from arbiter.mtg.effects.library import BASIC_LAND, Draw, ExileTopCards, MayPlayExiled, Scry, SearchLibrary
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.effects.registry import HANDLERS, handles
from arbiter.mtg.effects.resolution import players_of
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.abilities import ActivatedAbility, Keyword
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.effect import Effect, Then
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.mana import AddMana, AddManaOfChoice
from arbiter.mtg.ir.refs import TARGET_CREATURE, Ref, TargetSpec, objects
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.objects.resolving_source import resolving_source
from arbiter.mtg.replacement.enters import apply_enters
from arbiter.mtg.wording import COUNT_WORDS, article
from arbiter.mtg.zones import recorded_subtypes

# how many tokens, as printed: "Create thirteen tapped 2/2 black Zombie creature tokens."
TOKEN_COUNT_WORDS = {**COUNT_WORDS, 8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen",
                     20: "twenty"}  # fmt: skip

if TYPE_CHECKING:
    from arbiter.mtg.enums import Color
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    """CR 111.1–111.4: "Create a 1/1 green Insect creature token."."""

    scaled = ("count",)

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
    counters_on: str = "it"  # "… counter on it" / "… counter on ~" (Hangarback Walker): the source either way
    who: Ref | None = None  # "Target opponent creates …": who creates them (111.2); None: the controller
    subject: str = ""  # the printed player word ("You", "Each opponent")
    attacking: bool = False  # "… that's tapped and attacking" (CR 508.4)
    name: str = ""  # "… named Storm Crow" (CR 111.4: the name the effect gives it)
    # "For each opponent, create … that's tapped and attacking that player": the words after "attacking"
    per_opponent: str = ""
    # "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch." (CR
    # 111.4: the name the effect gives it; 205.4a: the supertype it says, so 704.5j applies to it)
    legendary: bool = False

    def for_each_opponent(self, sentence: str) -> str:
        """The sentence said once for each opponent (CR 508.4: each token attacks that player)."""
        return f"For each opponent, c{sentence[1:]}" if self.per_opponent else sentence

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.for_each_opponent(with_subject(self._text(), self.subject))

    def _text(self) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        color = " and ".join(names[c.value] for c in self.colors) or "colorless"
        head = f"tapped {self.power}" if self.tapped else str(self.power)
        n = article(head) if self.count == 1 else TOKEN_COUNT_WORDS.get(self.count, str(self.count))
        s = "s" if self.count != 1 else ""
        kw = f" with {' and '.join(self.keywords)}" if self.keywords else ""
        if self.with_text:
            kw = f" with {self.with_text}"
        per = f" for each {self.per_counter} counter on {self.counters_on}" if self.per_counter else ""
        kind = "artifact creature" if self.artifact else "enchantment creature" if self.enchantment else "creature"
        tapped = "tapped " if self.tapped else ""
        then = f" {self.then_text}" if self.then_text else ""
        if self.name:
            kw += f" named {self.name}"
        if self.attacking:
            kw += " that's tapped and attacking" if self.count == 1 else " that are tapped and attacking"
            kw += f" {self.per_opponent}" if self.per_opponent else ""
        stop = "" if kw.endswith('"') else "."  # (a quoted ability ends with its own period)
        if self.legendary:  # the name comes first: "Create Voja, a legendary 2/2 …"
            return f"Create {self.name}, a legendary {self.power}/{self.toughness} {color} " + (
                f"{' '.join(self.subtypes)} {kind} token{kw.removesuffix(f' named {self.name}')}{stop}"
            )
        return (
            f"Create {n} {tapped}{self.power}/{self.toughness} {color} {' '.join(self.subtypes)} {kind} "
            f"token{s}{kw}{per}{stop}{then}"
        )

    def token_card(self) -> CardDef:
        """CR 111.4: the token's name is the one the effect gives it, else its subtypes (the log
        adds nothing)."""
        return CardDef(
            self.name or " ".join(self.subtypes),
            None,
            frozenset(
                {CardType.CREATURE, CardType.ARTIFACT} if self.artifact
                else {CardType.CREATURE, CardType.ENCHANTMENT} if self.enchantment else {CardType.CREATURE}
            ),
            subtypes=self.subtypes,
            supertypes=("Legendary",) if self.legendary else (),
            colors=frozenset(self.colors),
            power=self.power,
            toughness=self.toughness,
            abilities=(*(Keyword(k) for k in self.keywords), *self.granted),
        )  # fmt: skip


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
class CreatePredefinedToken(Effect):
    """ "Create a Treasure token." / "Investigate." — the predefined tokens of CR 111.10 (Treasure,
    Food, Clue, Blood) and investigate (701.16a: create a Clue token). The count may be counted
    ("Create X Treasure tokens, where X is …", 608.2h)."""

    scaled = ("count",)

    kind: str
    count: int = 1
    investigate: bool = False
    tapped: bool = False  # "Create a tapped Powerstone token." (it enters tapped, 614.1d)
    who: Ref | None = None  # "Its controller creates two Treasure tokens.": who creates them (111.2)
    subject: str = ""  # the printed player word

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return with_subject(self._text(), self.subject)

    def _text(self) -> str:
        if self.investigate:
            times = {1: "", 2: " twice"}.get(self.count, f" {TOKEN_COUNT_WORDS.get(self.count, self.count)} times")
            return f"Investigate{times}."
        kind = f"tapped {self.kind}" if self.tapped else self.kind
        if self.count == 1:
            return f"Create {article(kind)} {kind} token."
        return f"Create {TOKEN_COUNT_WORDS.get(self.count, str(self.count))} {kind} tokens."

    def token_card(self) -> CardDef:
        ability = PREDEFINED_TOKENS[self.kind]
        kind = CardType.ENCHANTMENT if self.kind == "Shard" else CardType.ARTIFACT  # CR 111.10e
        return CardDef(self.kind, None, frozenset({kind}), subtypes=(self.kind,), abilities=(ability(),))


def with_subject(sentence: str, subject: str) -> str:
    """ "Create a Food token." said of a player: "You create a Food token.", "Each opponent creates
    a Food token." (CR 111.2: that player creates the tokens)."""
    if not subject:
        return sentence
    verb = "create" if subject == "You" else "creates"
    return f"{subject} {verb} {sentence.removeprefix('Create ')}"


def _treasure() -> Ability:
    return ActivatedAbility((TapThis(), SacrificeThis()), (AddManaOfChoice(1),), is_mana=True)


def _food() -> Ability:
    cost = ManaCost(2, text="{2}")
    return ActivatedAbility((PayMana(cost), TapThis(), SacrificeThis()), (LifeChange(3, Ref("you")),))


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
    search = SearchLibrary(1, False, BASIC_LAND, dest="onto the battlefield", tapped=True)
    return ActivatedAbility((PayMana(ManaCost(2, text="{2}")), TapThis(), SacrificeThis()), (search,))


def _mutagen() -> Ability:
    # CR 111.10v: "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate
    # only as a sorcery."
    grow = (PutCounters("+1/+1", 1, Ref("target", 0)),)
    costs = (PayMana(ManaCost(1, text="{1}")), TapThis(), SacrificeThis())
    return ActivatedAbility(costs, grow, (TARGET_CREATURE,), sorcery_speed=True)


def _powerstone() -> Ability:
    # CR 111.10h: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell." (106.6)
    from arbiter.mtg.mana.spend_only import SpendOnly, SpendRestriction  # (the mana package imports effects)

    nonartifact = Filter("nonartifact permanent", nontypes=frozenset({CardType.ARTIFACT}))
    restriction = SpendRestriction("to cast a nonartifact spell", forbidden=nonartifact)
    return ActivatedAbility((TapThis(),), (AddMana((0, 0, 0, 0, 0, 1)), SpendOnly(restriction)), is_mana=True)


def _junk() -> Ability:
    # CR 111.10t: "{T}, Sacrifice this token: Exile the top card of your library. You may play that
    # card this turn. Activate only as a sorcery."
    return ActivatedAbility((TapThis(), SacrificeThis()), (ExileTopCards(1), MayPlayExiled()), sorcery_speed=True)


def _map() -> Ability:
    # CR 111.10s: "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate
    # only as a sorcery."
    from arbiter.mtg.effects.library import Explore

    yours = TargetSpec("creature you control", objects("creature you control", frozenset({CardType.CREATURE}), "you"))
    costs = (PayMana(ManaCost(1, text="{1}")), TapThis(), SacrificeThis())
    return ActivatedAbility(costs, (Explore(Ref("target", 0)),), (yours,), sorcery_speed=True)


# CR 111.10: the predefined tokens and their abilities
PREDEFINED_TOKENS = {
    "Treasure": _treasure, "Food": _food, "Clue": _clue, "Blood": _blood, "Gold": _gold, "Shard": _shard,
    "Lander": _lander, "Mutagen": _mutagen, "Powerstone": _powerstone, "Junk": _junk,
    "Map": _map,
}  # fmt: skip


def create_token_effect(g: Game, o: GameObject, e: CreatePredefinedToken | CreateToken, legal: list[bool]) -> None:
    """CR 111.2: the player the sentence names creates the tokens (each one, in APNAP order, for
    "each opponent"); with no player named, the resolving object's controller."""
    if isinstance(e, CreateToken) and e.per_opponent:
        # CR 508.4: once for each opponent, attacking that player — in a two-player game the one
        # opponent, the defending player
        for _ in players_of(g, o, Ref("each opponent"), legal):
            create_tokens(g, o, e)
        return
    if e.who is None:
        create_tokens(g, o, e)
        return
    for player in players_of(g, o, e.who, legal):
        create_tokens(g, o, e, player=player)


HANDLERS.register(CreateToken, create_token_effect)
HANDLERS.register(CreatePredefinedToken, create_token_effect)


def create_tokens(
    g: Game,
    o: GameObject,
    e: CreateToken | CreatePredefinedToken | None,
    copy_of: CardDef | None = None,
    player: int | None = None,
) -> list[GameObject]:
    """CR 111.2: the player who creates a token owns it; it enters under their control. Returns
    the tokens created. ``copy_of``: the characteristics of a token that's a copy (707.2, 111.4)
    (``e`` None: the copy is all there is to it). ``player``: who creates them ("Its controller
    creates …"), the controller of ``o`` if None."""
    made: list[GameObject] = []
    creator = o.controller if player is None else player
    if copy_of is not None:
        card, count = copy_of, 1
    else:
        assert e is not None
        card, count = e.token_card(), e.count
    per_counter = e.per_counter if isinstance(e, CreateToken) else None
    if per_counter is not None:
        # "for each +1/+1 counter on it": its source, or as it last existed on the battlefield (608.2h)
        src = resolving_source(g, o)
        counters = () if src is None else src.counters if src.zone is Zone.BATTLEFIELD else src.left_counters
        count = dict(counters).get(per_counter, 0)
    if g.state.grant_sources:
        from arbiter.mtg.replacement.token_amounts import tokens_to_create

        count = tokens_to_create(g, creator, count)  # CR 614.1a: "twice that many of those tokens"
    for _ in range(count):
        token = g.create(card, creator, Zone.BATTLEFIELD, token=True)
        made.append(token)
        g.set(token, "sick", True)
        attacking = isinstance(e, CreateToken) and e.attacking
        if (isinstance(e, CreateToken | CreatePredefinedToken) and e.tapped) or attacking:
            g.set(token, "tapped", True)  # "Create a tapped …" (CR 614.1d)
        g.log(
            ev.ZoneChanged(
                "111.1",
                token.id,
                f"{card.name} token",
                g.state.players[creator].name,
                None,
                Zone.BATTLEFIELD,
                "is created",
                token.controller,
                card.types,
                recorded_subtypes(g, token),  # CR 702.73a: a changeling token is every creature type
                True,
            )
        )
        # CR 111.1, 614.1c–d, 306.5b: a token enters as the replacement effects that apply say —
        # "enters tapped", "enters with N counters" (a token copy's copied ones too, 707.2; X is 0,
        # 107.3m), another permanent's "enters with an additional counter", a planeswalker's loyalty
        apply_enters(g, token, 0)
        if g.state.entering is None and token.card.statics:
            from arbiter.mtg.objects.as_enters import put_by_effect

            # CR 614.12, 614.1c, 707.2: a token's "as ~ enters" choices — a token copy's copied ones
            # (Silhana Starfletcher's color) — are its controller's to make as it enters: a choice
            # made for the original isn't a copiable value
            put_by_effect(g, token)
        if attacking:
            enter_attacking(g, token)
    return made


def enter_attacking(g: Game, token: GameObject) -> None:
    """CR 508.4: a creature put onto the battlefield attacking attacks a player its controller
    chooses among the defending players — in a two-player game the other player; where that
    player controls a planeswalker, the choice is asked next (:mod:`arbiter.mtg.paused.attack_choice`)
    — but only as a creature (506.3a) and only under an attacking player's control: during
    combat, the active player's (506.3b; outside combat no player is attacking); it was never
    declared as an attacker (508.4), so "whenever ~ attacks" doesn't trigger."""
    from arbiter.mtg.layers import is_creature
    from arbiter.mtg.state import PlayerRef

    st = g.state
    in_combat = st.step.in_combat_phase  # CR 506.2: the whole combat phase
    if not in_combat or st.active != token.controller or not is_creature(g, token):
        g.log(ev.EffectCreated("506.3b", token.label, msg("enters, but isn't attacking: no combat of its controller")))
        return
    defender = 1 - token.controller
    g.set(token, "attacking", PlayerRef(defender))
    g.log(ev.EffectCreated("508.4", token.label, msg("enters attacking {players}", players=st.players[defender].name)))


@handles(CreateEmblem)
def _create_emblem(g: Game, o: GameObject, e: CreateEmblem, legal: list[bool]) -> None:
    """CR 114.1–114.4: the emblem is created in the command zone; its abilities work there."""
    emblem = g.create(e.emblem_card(), o.controller, Zone.COMMAND)
    g.set(g.state, "grant_sources", (*g.state.grant_sources, emblem.id))
    g.log(ev.EffectCreated("114.1", g.state.players[o.controller].name, msg("gets an emblem")))


@dataclass(frozen=True, slots=True)
class CreateXToken(Effect):
    """ "Create an X/X green Ooze creature token, where X is …" (CR 107.3, 608.2h): ``token`` as
    printed with X/X read as 1/1; its power and toughness are both the counted X (``Counted``
    scales them as the instruction is performed)."""

    scaled = ("power", "toughness")

    token: CreateToken
    power: int = 1
    toughness: int = 1

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        said = self.token.text(specs)
        return said.replace(" a 1/1 ", " an X/X ", 1).replace(" 1/1 ", " X/X ", 1)


@handles(CreateXToken)
def _create_x_token(g: Game, o: GameObject, e: CreateXToken, legal: list[bool]) -> None:
    """The token with X for its power and toughness (CR 107.3: X as the instruction is performed)."""
    create_token_effect(g, o, replace(e.token, power=e.power, toughness=e.toughness), legal)
