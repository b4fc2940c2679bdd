"""Returning cards and permanents (CR 400.7: a card that changes zones becomes a new object): to
a hand ("Return target creature to its owner's hand."), from a graveyard, to the battlefield
(persist, undying, delayed returns)."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, Term, Words, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import note_moved_target, permanent_of
from arbiter.mtg.enums import CardType, EndStepAction, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.lki import SourceLeft
from arbiter.mtg.objects.counters import add_counters
from arbiter.mtg.replacement.enters import entering_tapped
from arbiter.mtg.state import SourceSeen, TurnEffect
from arbiter.mtg.wording import article
from arbiter.mtg.zones import move, shuffle

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """ "Return <ref> to its owner's hand." (CR 400.7: it becomes a new object)."""

    to: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.to.kind == "targets" and sum(s.group == specs[self.to.index].group for s in specs) > 1:
            return f"Return {self.to.text(specs)} to their owners' hands."  # several targets (601.2c)
        return f"Return {self.to.text(specs)} to its owner's hand."


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
    attacking: bool = False  # "… tapped and attacking." (CR 508.4: attacking what its controller chooses)
    # what the next sentences say about the permanent it became (400.7: a new object, which no
    # target names): "It gains haste." (702.10, for as long as it stays) and "Exile it at the
    # beginning of the next end step." (a delayed trigger, 603.7a: sacrifice, exile, return)
    haste: str = ""
    at_end: EndStepAction | None = None
    then_text: str = ""
    owners_hand: bool = False  # "… from a graveyard to its owner's hand." (the card's owner, 400.3)
    # "Return it to your hand." after "if ~ is in your graveyard" (the graveyard already said, 113.6b);
    # "Return that card to its owner's hand." (the card a creature that died became, 400.7, 603.10a)
    said: str = ""
    # "… to the battlefield attached to that creature." (Dragon Fangs): the Aura's host is named
    # by the effect, not chosen (CR 303.4f, 303.4i)
    attached_to: Ref | None = None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.attached_to is not None:
            return "Return ~ from your graveyard to the battlefield attached to that creature."
        where = "the battlefield" if self.to_battlefield else ("its owner's hand" if self.owners_hand else "your hand")
        if self.said:
            return f"Return {self.said} to {where}."
        if self.card.kind == "this":
            return f"Return ~ from your graveyard to {where}{' tapped' if self.tapped else ''}."
        where += " tapped and attacking" if self.attacking else ""
        return f"Return {self.card.text(specs)} to {where}." + (f" {self.then_text}" if self.then_text else "")


@dataclass(frozen=True, slots=True)
class ReturnWithCounter(Effect):
    """Persist's and undying's effect (CR 702.79a, 702.93a): return it to the battlefield under
    its owner's control with a -1/-1 (or +1/+1) counter on it."""

    kind: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Return it to the battlefield under its owner's control with a {self.kind} counter on it."


@dataclass(frozen=True, slots=True)
class ReturnOwnPermanent(Effect):
    """ "Return a land you control to its owner's hand." — chosen as the effect happens (not
    targeted; 608.2c), as much as possible (609.3)."""

    decides = True

    noun: str
    types: frozenset[CardType]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Return {article(self.noun)} {self.noun} you control to its owner's hand."


@handles(ReturnToHand)
def _bounce(g: Game, o: GameObject, e: ReturnToHand, legal: list[bool]) -> None:
    """A permanent returns to its owner's hand; "return ~ to its owner's hand" in a resolving
    instant or sorcery (Pulse of the Tangle) returns the spell itself, which then isn't put into
    the graveyard as its resolution finishes (CR 608.2n)."""
    if e.to.kind == "this" and o.ability is None and o.zone is Zone.STACK:
        move(g, o, Zone.HAND, "608.2n", "returns")
        return
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        move(g, t, Zone.HAND, "400.7", "returns")
    elif t is not None and t.zone is Zone.STACK and t.ability is None and t.id != o.id:
        # "return target spell or permanent to its owner's hand" (Venser): the spell leaves the stack
        # without being countered or resolving (CR 400.7; a copy then ceases to exist, 704.5e)
        move(g, t, Zone.HAND, "400.7", "returns")


@handles(ReturnThisToBattlefield)
def _return_this(g: Game, o: GameObject, e: ReturnThisToBattlefield, legal: list[bool]) -> None:
    """Return the card the delayed trigger refers to, from the graveyard, under its owner's control."""
    card = g.state.objects.get(o.source) if o.source is not None else None
    if card is not None and card.zone is Zone.GRAVEYARD:
        move(g, card, Zone.BATTLEFIELD, "603.7c", "returns")


@handles(ReturnFromGraveyard)
def _return_from_graveyard(g: Game, o: GameObject, e: ReturnFromGraveyard, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.card, legal)
    if t is None or t.zone is not Zone.GRAVEYARD or t.is_token:
        return  # (CR 111.8: a token that left the battlefield can't move again)
    if e.attached_to is not None:
        _return_attached(g, o, t, e.attached_to, legal)
    elif e.to_battlefield:
        with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
            move(g, t, Zone.BATTLEFIELD, "608.2c", "returns", controller=o.controller)
        if _in(t, Zone.BATTLEFIELD):  # (CR 101.2: it may be forbidden to enter)
            g.set(t, "controller", o.controller)
            note_moved_target(g, o, e.card, t)  # CR 400.7j: "Put a +1/+1 counter on it."
            if e.haste:
                g.set(t, "marks", t.marks | {"haste"})  # CR 702.10: for as long as it stays
            if e.at_end is not None:
                at_next_end_step(g, t, o.controller, e.at_end, o)  # CR 603.7a
            if e.attacking:
                from arbiter.mtg.effects.tokens import enter_attacking

                enter_attacking(g, t)  # CR 508.4: attacking, though never declared an attacker
    else:
        move(g, t, Zone.HAND, "608.2c", "returns")


return_from_graveyard = _return_from_graveyard  # (followed by the question of what it attacks, 508.4)


def _return_attached(g: Game, o: GameObject, aura: GameObject, host_ref: Ref, legal: list[bool]) -> None:
    """CR 303.4i: an Aura put onto the battlefield attached to an object the effect names enters
    attached to it; if that object is gone (undefined) or the Aura can't legally enchant it (its
    enchant ability, protection: 303.4a, 702.16c), the Aura remains in the graveyard. A
    permanent that isn't an Aura enters unattached (303.4h)."""
    from arbiter.mtg.objects.aura_entering import hosts

    host = permanent_of(g, o, host_ref, legal)
    on_battlefield = host is not None and host.zone is Zone.BATTLEFIELD
    if not aura.card.is_aura:
        move(g, aura, Zone.BATTLEFIELD, "303.4h", "returns", controller=o.controller)
        return
    if host is None or not on_battlefield or host.id not in hosts(g, aura):
        g.log(ev.EffectCreated("303.4i", aura.label, msg("can't enchant that creature and stays where it is")))
        return
    g.set(aura, "attached_to", host.id)  # (so no host is asked as it enters, 303.4f)
    move(g, aura, Zone.BATTLEFIELD, "303.4i", "returns", controller=o.controller)
    if not _in(aura, Zone.BATTLEFIELD):  # (CR 101.2: it may be forbidden to enter)
        g.set(aura, "attached_to", None)
        return
    g.set(aura, "controller", o.controller)
    g.log(ev.EffectCreated("303.4i", aura.label, msg("enters attached to {host}", host=CardName(host.label))))


@handles(ReturnWithCounter)
def _return_with_counter(g: Game, o: GameObject, e: ReturnWithCounter, legal: list[bool]) -> None:
    """CR 702.79a / 702.93a: the card returns from the graveyard (if it's still there, 400.7)."""
    card = returned_for_counter(g, o, e)
    if card is not None:
        add_counters(g, card, e.kind, 1)


def returned_for_counter(g: Game, o: GameObject, e: ReturnWithCounter) -> GameObject | None:
    """The return of persist and undying (CR 702.79a, 702.93a): the card the source became in the
    graveyard, returned under its owner's control — or None (gone, or forbidden to enter) — before
    its counter is put on it (the counter's replacement effects are then ordered, 616.1)."""
    card = dead_source(g, o)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return None  # CR 111.8: a token that left the battlefield can't come back; 400.7e: moved on
    move(g, card, Zone.BATTLEFIELD, "702.79a" if e.kind == "-1/-1" else "702.93a", "returns")
    if not _in(card, Zone.BATTLEFIELD):  # (CR 101.2: it may be forbidden to enter)
        return None
    g.set(card, "controller", card.owner)
    return card


@dataclass(frozen=True, slots=True)
class ReturnDeadSourceToHand(Effect):
    """ "When ~ is put into a graveyard from the battlefield, return it to its owner's hand." —
    the card it became in the graveyard (CR 400.7, 603.6c: the ability can find it there)."""

    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


def dead_source(g: Game, o: GameObject) -> GameObject | None:
    """The card the trigger's source became in the public zone it went to, if it is still that
    object there (CR 400.7e, 603.6c: the ability looks only in the first zone it went to; a card
    that moved on is a new object it can't find) — never a token (111.8)."""
    card = g.state.objects.get(o.source) if o.source is not None else None
    if card is None or card.zone not in (Zone.GRAVEYARD, Zone.EXILE) or card.is_token:
        return None
    seen = next((x for x in o.lki if isinstance(x, SourceSeen)), None)
    return card if seen is None or seen.zcc == card.zcc else None


@handles(ReturnDeadSourceToHand)
def _return_dead_source(g: Game, o: GameObject, e: ReturnDeadSourceToHand, legal: list[bool]) -> None:
    card = dead_source(g, o)
    if card is not None:
        move(g, card, Zone.HAND, "603.6c", "returns")  # (found in the public zone it went to)


@dataclass(frozen=True, slots=True)
class ShuffleDeadSourceIn(Effect):
    """ "When ~ dies / is put into a graveyard from anywhere, shuffle it into its owner's library."
    (Dread, Serra Avatar): the card it became in the graveyard, if it is still that object there
    (CR 400.7, 603.6c; a card that has left it is a new object the ability can't find), put into
    its owner's library, which is then shuffled (701.24a)."""

    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ShuffleDeadSourceIn)
def _shuffle_dead_source_in(g: Game, o: GameObject, e: ShuffleDeadSourceIn, legal: list[bool]) -> None:
    card = dead_source(g, o)
    if card is not None and card.zone is Zone.GRAVEYARD:
        move(g, card, Zone.LIBRARY, "701.24a", "is shuffled into its owner's library: it is put")
        shuffle(g, card.owner, "701.24a")


@dataclass(frozen=True, slots=True)
class PutDeadSourceOnTop(Effect):
    """ "When ~ dies, put it on top of its owner's library." (Dark Revenant): the card it became in
    the graveyard, if it is still that object there (CR 400.7, 603.6c), put on top of its owner's
    library (401.1); a token that died is gone from the graveyard (111.7, 704.5d)."""

    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(PutDeadSourceOnTop)
def _put_dead_source_on_top(g: Game, o: GameObject, e: PutDeadSourceOnTop, legal: list[bool]) -> None:
    card = dead_source(g, o)
    if card is not None and card.zone is Zone.GRAVEYARD:
        move(g, card, Zone.LIBRARY, "401.1", "is put on top of its owner's library")


@dataclass(frozen=True, slots=True)
class ReturnDeadSourceToBattlefield(Effect):
    """ "When ~ dies, return it to the battlefield [tapped] under its owner's control[ with a +1/+1
    counter on it]." — the card it became in the graveyard (CR 400.7, 603.6c), the way undying
    returns its card (702.93a: the counter is put on it as it returns)."""

    text_: str
    tapped: bool = False
    counter: bool = False
    # "It's an enchantment." (the Enduring cycle): the card types the returned permanent has
    # instead of its own (CR 205.1a, 613.1d), with no end (611.2a)
    types: frozenset[CardType] = frozenset()

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ReturnDeadSourceToBattlefield)
def _return_dead_to_battlefield(g: Game, o: GameObject, e: ReturnDeadSourceToBattlefield, legal: list[bool]) -> None:
    card = dead_source(g, o)
    if card is None:
        return  # CR 111.8: a token that left the battlefield can't come back; 400.7e: moved on
    typed = _returned_as(g, card, e.types) if e.types else None
    with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
        move(g, card, Zone.BATTLEFIELD, "603.6c", "returns")
    if typed is not None:
        _keep_if_entered(g, card, typed, e.types)
    if _in(card, Zone.BATTLEFIELD):  # (CR 101.2: it may be forbidden to enter)
        g.set(card, "controller", card.owner)
        if e.counter:
            add_counters(g, card, "+1/+1", 1)


def _returned_as(g: Game, card: GameObject, types: frozenset[CardType]) -> TurnEffect:
    """CR 400.7, 613.1d, 205.1a: "Return it to the battlefield … It's an enchantment." — the effect
    is on the new object the card becomes on the battlefield (its next zone-change count), so it
    enters as only that card type: it is never a creature there, and the subtypes of the card types
    it lost go too. Recorded before the move (as it enters, cf. 614.1c)."""
    change = resolved.Becomes(Animation(None, None, types, retain="none"))
    made = TurnEffect(card.id, card.zcc + 1, change, g.next_timestamp())
    g.set(g.state, "lasting", (*g.state.lasting, made))
    return made


def _keep_if_entered(g: Game, card: GameObject, made: TurnEffect, types: frozenset[CardType]) -> None:
    """The effect stays only on the permanent the card became (it may not have entered, CR 101.2,
    or have been put elsewhere instead, 614.1a)."""
    if _in(card, Zone.BATTLEFIELD) and made.on(card):
        what = Words(tuple(Term(t.value.lower()) for t in sorted(types, key=lambda t: t.value)))
        g.log(ev.EffectCreated("613.1d", card.label, msg("becomes {what}", what=what)))
        return
    g.set(g.state, "lasting", tuple(x for x in g.state.lasting if x is not made))


@dataclass(frozen=True, slots=True)
class ReturnDeadHost(Effect):
    """ "When enchanted creature dies, return that card / it to the battlefield [tapped] under your /
    its owner's control." — the card the creature became in the graveyard (CR 400.7), as the
    trigger found it (603.10a: the Aura looked back at it) — or, for a sacrificed permanent, in exile
    if a replacement effect put it there (603.6c, 400.7e); nothing if it left that zone or was a
    token (111.8). ``yours``: under the trigger's controller, else its owner's (110.2).
    ``from_graveyard``: "put that card from a graveyard" (Tergrid) — only from a graveyard (400.7:
    a card exiled instead isn't there)."""

    text_: str
    yours: bool
    tapped: bool = False
    # "put that card from a graveyard onto the battlefield" (Tergrid): only from a graveyard — a
    # card exiled instead (madness, 702.35a; 614.6) is left where it is
    from_graveyard: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(ReturnDeadHost)
def _return_dead_host(g: Game, o: GameObject, e: ReturnDeadHost, legal: list[bool]) -> None:
    card = permanent_of(g, o, Ref("subject"), legal)
    # CR 603.6c, 400.7e: the card is looked for only in the first zone it went to, a public one —
    # its owner's graveyard, or exile when a replacement effect exiled the sacrificed permanent
    if card is None or card.zone not in (Zone.GRAVEYARD, Zone.EXILE) or card.is_token:
        return
    if e.from_graveyard and card.zone is not Zone.GRAVEYARD:
        return  # CR 400.7, 614.6, 702.35a: exiled instead (Rest in Peace, madness) — "from a graveyard" finds nothing
    controller = o.controller if e.yours else card.owner
    with entering_tapped() if e.tapped else nullcontext():  # CR 110.5b, 614.1d: it enters tapped
        move(g, card, Zone.BATTLEFIELD, "110.2", "returns", controller=controller)
    if _in(card, Zone.BATTLEFIELD) and card.controller != controller:
        g.set(card, "controller", controller)


@dataclass(frozen=True, slots=True)
class Blink(Effect):
    """ "Exile target creature you control, then return it to the battlefield under its owner's
    control." / "… return that card to the battlefield under your control." — the card returns
    as a new object (CR 400.7); a token exiled this way ceases to exist and doesn't return
    (111.7, 111.8). ``yours``: under the controller of the spell or ability, else its owner's."""

    to: Ref
    yours: bool
    pronoun: str = "it"  # "it", "that card", or "those cards" (a group of targets, each exiled and returned)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        under = "your" if self.yours else "their owner's" if self.pronoun == "those cards" else "its owner's"
        return f"Exile {self.to.text(specs)}, then return {self.pronoun} to the battlefield under {under} control."


@handles(Blink)
def _blink(g: Game, o: GameObject, e: Blink, legal: list[bool]) -> None:
    """CR 406.2, 400.7: exile it; the card in exile is a new object, which returns (608.2c)."""
    t = exiled_to_return(g, o, e.to, legal)
    if t is None:
        return
    controller = o.controller if e.yours else t.owner
    move(g, t, Zone.BATTLEFIELD, "400.7", "returns", controller=controller)
    if t.controller != controller:
        g.set(t, "controller", controller)
    if _in(t, Zone.BATTLEFIELD):
        note_moved_target(g, o, e.to, t)  # CR 400.7j: "It gains first strike until end of turn."


def _in(o: GameObject, zone: Zone) -> bool:
    """Whether ``o`` is in ``zone`` now (after a move, whose replacement may have sent it elsewhere)."""
    return o.zone is zone


def exiled_to_return(g: Game, o: GameObject, to: Ref, legal: list[bool]) -> GameObject | None:
    """CR 406.2, 400.7: the permanent ``to`` exiled, and the card in exile (a new object) that the
    instruction returns — None when it wasn't on the battlefield, when a replacement put it
    elsewhere, or when it's a token (CR 111.8: a token that left the battlefield can't move to
    another zone)."""
    t = permanent_of(g, o, to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return None
    move(g, t, Zone.EXILE, "406.2", "is exiled")
    return t if _in(t, Zone.EXILE) and not t.is_token else None


@dataclass(frozen=True, slots=True)
class PutFromGraveyard(Effect):
    """ "Put target creature card from a graveyard onto the battlefield under your control."
    (Reanimate: the card must still be the same object in that graveyard, 400.7, 608.2b; it
    enters under the controller of the spell, 110.2a)."""

    card: Ref

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Put {self.card.text(specs)} onto the battlefield under your control."


@handles(PutFromGraveyard)
def _put_from_graveyard(g: Game, o: GameObject, e: PutFromGraveyard, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.card, legal)
    if t is None or t.zone is not Zone.GRAVEYARD or t.is_token:
        return
    move(g, t, Zone.BATTLEFIELD, "110.2a", "is put onto the battlefield", controller=o.controller)
    if _in(t, Zone.BATTLEFIELD):
        note_moved_target(g, o, e.card, t)  # CR 400.7j: "It gets +2/+0 … Sacrifice it …"


@dataclass(frozen=True, slots=True)
class ReturnExiledCard(Effect):
    """ "Return the exiled card to the battlefield under its owner's control." — the card the
    source's linked ability exiled (CR 607.2a), if it is still that object in exile (400.7);
    ``to_hand``: "Return the exiled card to its owner's hand." (Tidehollow Sculler)."""

    to_hand: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.to_hand:
            return "Return the exiled card to its owner's hand."
        return "Return the exiled card to the battlefield under its owner's control."


@handles(ReturnExiledCard)
def _return_exiled_card(g: Game, o: GameObject, e: ReturnExiledCard, legal: list[bool]) -> None:
    st = g.state
    if o.source is None:
        return
    source = st.objects.get(o.source)
    if source is None:
        # CR 607.2a, 111.7: a token copy of Fiend Hunter that left has ceased to exist (704.5d); its
        # leaves-the-battlefield ability still finds the card its linked ability exiled
        back = [x for x in st.exiled_until if x.linked and x.source == o.source]
    elif (left := next((x.zcc for x in o.lki if isinstance(x, SourceLeft)), None)) is not None:
        # CR 607.2a, 400.7: the cards exiled by the object whose leaving triggered this — not by an
        # earlier object of the card (its own leaves ability countered) nor by the one it is now
        back = [x for x in st.exiled_until if x.linked and x.source == source.id and x.source_zcc == left]
    else:
        # the cards it exiled while it was an earlier object: it has left the battlefield since
        back = [x for x in st.exiled_until if x.linked and x.source == source.id and x.source_zcc < source.zcc]
    if not back:
        return
    g.set(st, "exiled_until", tuple(x for x in st.exiled_until if x not in back))
    for x in back:
        card = st.objects.get(x.card)
        if card is not None and card.zone is Zone.EXILE and card.zcc == x.card_zcc and e.to_hand:
            move(g, card, Zone.HAND, "607.2a", "returns")
        elif card is not None and card.zone is Zone.EXILE and card.zcc == x.card_zcc and not card.is_token:
            move(g, card, Zone.BATTLEFIELD, "607.2a", "returns")
            if _in(card, Zone.BATTLEFIELD) and card.controller != card.owner:
                g.set(card, "controller", card.owner)
