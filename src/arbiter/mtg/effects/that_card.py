"""A card an instruction looks at or reveals, named by the instructions after it as "it" or "that
card" (CR 608.2c: the instructions are followed in order, and a pronoun names what an earlier one
found). One vocabulary for the sentences that find a library's top card and then act on it:

- "Look at the top card of <player>'s library." (private: 401.2) and "<Player> reveals the top card
  of their library." / "Reveal that card." (shown to all: 701.20a) — each binds the card;
- "If it's a <kind> card, …" / "If <a kind> card is revealed this way, …" — a condition on the bound
  card as it is now (608.2c);
- "<They> put it onto the battlefield." (110.2a) and "You may put that card on the bottom of that
  player's library." (401.4, asked by :mod:`arbiter.mtg.paused.player_library`).

Chaos Warp reads "The owner of target permanent shuffles it into their library, then reveals the
top card of their library. If it's a permanent card, they put it onto the battlefield."; Delver of
Secrets "Look at the top card of your library. You may reveal that card. If an instant or sorcery
card is revealed this way, transform ~."; Jace, the Mind Sculptor "Look at the top card of target
player's library. You may put that card on the bottom of that player's library."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform, permanent_of, player_of
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import subject_text
from arbiter.mtg.state import ObjectRef, SeenCard
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject

# CR 110.4: the card types of permanents ("If it's a permanent card")
PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER, CardType.BATTLE}
)


def bind(g: Game, o: GameObject, card: GameObject, *, revealed: bool = False) -> None:
    """``card`` is now "it" / "that card" for the rest of ``o``'s resolution (CR 608.2c)."""
    g.set(o, "lki", (*o.lki, SeenCard(card.id, card.zcc, revealed, o.zcc)))


def that_card(g: Game, o: GameObject, *, revealed: bool = False) -> GameObject | None:
    """The card bound last during this resolution — only while it is the same object (CR 400.7);
    with ``revealed``, only a card that was revealed ("revealed this way")."""
    seen = [x for x in o.lki if isinstance(x, SeenCard) and x.during == o.zcc and (x.revealed or not revealed)]
    card = g.state.objects.get(seen[-1].id) if seen else None
    return card if card is not None and card.zcc == seen[-1].zcc else None


def _player(g: Game, o: GameObject, who: Ref, owner: bool, legal: list[bool]) -> int | None:
    """The player ``who`` names — or, with ``owner``, the owner of the object the target ``who``
    names (CR 108.3: ownership doesn't change, so it is known even after the card moved)."""
    if not owner:
        return player_of(g, o, who, legal)
    t = o.targets[who.index] if who.index < len(o.targets) and legal[who.index] else None
    obj = g.state.objects.get(t.id) if isinstance(t, ObjectRef) else None
    return obj.owner if obj is not None else None


def _whose(who: Ref, specs: tuple[TargetSpec, ...]) -> str:
    """ "your library" for "you", else "<player>'s library"."""
    return "your" if who.kind == "you" else f"{who.text(specs)}'s"


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary(Effect):
    """ "The owner of <to> shuffles it into their library." — the permanent goes to its owner's
    library (CR 400.3) and that library is shuffled (701.24a), even if the permanent is no longer
    there to be moved (701.24c)."""

    to: Ref
    possessive: bool = False  # "~'s owner shuffles it …" / "Target creature's owner shuffles it …"
    its_owner: bool = False  # "Choose target artifact or enchantment. Its owner shuffles it …" (Deglamer)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.its_owner:
            return "Its owner shuffles it into their library."
        if self.possessive:
            return f"{subject_text(self.to, specs)}'s owner shuffles it into their library."
        return f"The owner of {self.to.text(specs)} shuffles it into their library."


@dataclass(frozen=True, slots=True)
class LookAtTop(Effect):
    """ "Look at the top card of <player>'s library." — only the controller sees it (CR 401.2);
    the card is bound for what follows."""

    whose: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Look at the top card of {_whose(self.whose, specs)} library."


@dataclass(frozen=True, slots=True)
class RevealTop(Effect):
    """ "<Player> reveals the top card of their library." (CR 701.20a) — the card is bound for
    what follows. ``owner``: the player is the owner of the object the target ``who`` names ("The
    owner of target permanent … reveals …"); ``said``: the subject is written (else the sentence
    goes on from the instruction before: ", then reveals the top card of their library")."""

    who: Ref
    owner: bool = False
    said: bool = True

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        you = self.who.kind == "you" and not self.owner
        rest = f"the top card of {'your' if you else 'their'} library."
        if not self.said:  # (", then reveals …" — or, the controller's own, ", then reveal …")
            return f"Reveal {rest}" if you else f"Reveals {rest}"
        subject = f"The owner of {self.who.text(specs)}" if self.owner else subject_text(self.who, specs)
        return f"Reveal {rest}" if you else f"{subject} reveals {rest}"


@dataclass(frozen=True, slots=True)
class RevealThatCard(Effect):
    """ "Reveal that card." — the card looked at is shown to every player (CR 701.20a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Reveal that card."


def _a(noun: str) -> str:
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


@dataclass(frozen=True, slots=True)
class IfThatCardIs(Effect):
    """ "If it's a <noun> card, <effect>" / "If <a noun> card is revealed this way, <effect>"
    (``revealed``) — the bound card is checked as the instruction is reached (CR 608.2c); the
    effect is one that asks nothing."""

    noun: str  # "permanent", "land", "instant or sorcery"
    kinds: frozenset[CardType]
    effect: Effect
    revealed: bool = False
    otherwise: Effect | None = None  # "Otherwise, <instruction>" (the card isn't of that kind)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        inner = _continued(self.effect.text(specs))
        head = (
            f"If {_a(self.noun)} card is revealed this way, {inner}" if self.revealed
            else f"If it's {_a(self.noun)} card, {inner}"
        )  # fmt: skip
        if self.otherwise is None:
            return head
        return f"{head} Otherwise, {_continued(self.otherwise.text(specs))}"


def _continued(text: str) -> str:
    """An instruction's text continuing a sentence ("If …, put it …")."""
    return text if text.startswith("~") else text[0].lower() + text[1:]


@dataclass(frozen=True, slots=True)
class PutThatCardOntoBattlefield(Effect):
    """ "<They> put it onto the battlefield." — the bound card, from its owner's library, under
    the control of the player who puts it (CR 110.2a): its owner, whose library it was in."""

    subject: str = "They"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{self.subject} put it onto the battlefield." if self.subject else "Put it onto the battlefield."


_INTO = {Zone.HAND: "into your hand", Zone.GRAVEYARD: "into your graveyard"}


@dataclass(frozen=True, slots=True)
class PutThatCardInto(Effect):
    """ "Put it into your hand." / "Put that card into your graveyard." — the bound card, from
    its owner's library (the controller's: "your"), to that zone (CR 400.3)."""

    zone: Zone
    pronoun: str = "it"  # or "that card"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Put {self.pronoun} {_INTO[self.zone]}."


@dataclass(frozen=True, slots=True)
class MayPutThatCardOnBottom(Effect):
    """ "You may put that card on the bottom of <whose> library." — the controller decides
    (CR 608.2d), seeing the card; it goes under the other cards of its owner's library (401.4)."""

    decides = True

    whose: str = "that player's"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"You may put that card on the bottom of {self.whose} library."


@dataclass(frozen=True, slots=True)
class MayPutThatCardIntoGraveyard(Effect):
    """ "You may put that card into their graveyard." / "… into that player's graveyard." (Eye
    Spy) — the controller decides (CR 608.2d), seeing the card looked at; it goes to its owner's
    graveyard (404.1)."""

    decides = True

    whose: str = "their"

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"You may put that card into {self.whose} graveyard."


@handles(ShuffleIntoLibrary)
def _shuffle_into_library(g: Game, o: GameObject, e: ShuffleIntoLibrary, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None:
        return  # CR 608.2b
    owner = t.owner
    if t.zone is Zone.BATTLEFIELD:
        move(g, t, Zone.LIBRARY, "400.3", "is shuffled into its owner's library:")
    shuffle(g, owner, "701.24c")


@handles(LookAtTop)
def _look_at_top(g: Game, o: GameObject, e: LookAtTop, legal: list[bool]) -> None:
    player = player_of(g, o, e.whose, legal)
    players = g.state.players
    if player is None or not players[player].library:
        return
    top = g.state.objects[players[player].library[0]]
    bind(g, o, top)  # CR 401.2: seen by the controller only
    # CR 401.2: the card is shown to the controller (a seat of another player sees only the look)
    g.log(ev.LookedAtTop("401.2", o.controller, players[o.controller].name, players[player].name, top.card.name))


@handles(RevealTop)
def _reveal_top(g: Game, o: GameObject, e: RevealTop, legal: list[bool]) -> None:
    player = _player(g, o, e.who, e.owner, legal)
    if player is not None:
        reveal_library_top(g, o, player)


def reveal_library_top(g: Game, o: GameObject, player: int) -> bool:
    """CR 701.20a: ``player`` reveals the top card of their library, remembered by the resolving
    object as "the revealed card" / "that card"; False when the library is empty (nothing revealed)."""
    library = g.state.players[player].library
    if not library:
        return False
    top = g.state.objects[library[0]]
    name = g.state.players[player].name
    g.log(
        ev.EffectCreated(
            "701.20a", name, msg("reveals {top} from the top of their library", top=CardName(top.label)), (top.id,)
        )
    )
    bind(g, o, top, revealed=True)
    return True


@handles(RevealThatCard)
def _reveal_that_card(g: Game, o: GameObject, e: RevealThatCard, legal: list[bool]) -> None:
    card = that_card(g, o)
    if card is None or card.zone is not Zone.LIBRARY:
        return
    name = g.state.players[card.owner].name
    g.log(
        ev.EffectCreated(
            "701.20a",
            name,
            msg("reveals {card} from the top of their library", card=CardName(card.label)),
            (card.id,),
        )
    )
    bind(g, o, card, revealed=True)


@handles(IfThatCardIs)
def _if_that_card_is(g: Game, o: GameObject, e: IfThatCardIs, legal: list[bool]) -> None:
    card = that_card(g, o, revealed=e.revealed)
    if card is not None and card.card.types & e.kinds:
        perform(g, o, (e.effect,), legal)
    elif e.otherwise is not None and that_card(g, o) is not None:
        perform(g, o, (e.otherwise,), legal)  # CR 608.2c: "Otherwise" — a card not of that kind


@handles(PutThatCardOntoBattlefield)
def _put_that_card(g: Game, o: GameObject, e: PutThatCardOntoBattlefield, legal: list[bool]) -> None:
    card = that_card(g, o)
    if card is not None and card.zone is Zone.LIBRARY:
        move(g, card, Zone.BATTLEFIELD, "110.2a", "is put onto the battlefield")


@handles(PutThatCardInto)
def _put_that_card_into(g: Game, o: GameObject, e: PutThatCardInto, legal: list[bool]) -> None:
    card = that_card(g, o)
    if card is not None and card.zone is Zone.LIBRARY:
        move(g, card, e.zone, "400.3", "is put")
