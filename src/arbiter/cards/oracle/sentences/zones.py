"""Sentences that move objects between zones (CR 400): destroying (701.8), exiling (701.13),
returning to a hand or from a graveyard, putting into a library, attaching (701.3), and the
delayed moves of "at the beginning of the next end step" (603.7)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbiter.cards.oracle.context import SACRIFICED, YARD_SELF, Ctx, targeted
from arbiter.cards.oracle.nouns import COLORS as _COLORS
from arbiter.cards.oracle.sentences import player_library
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule, verb_target
from arbiter.cards.oracle.target_phrases import TARGET_NOUNS
from arbiter.cards.oracle.target_phrases import TARGET_PHRASE as _TGT
from arbiter.cards.oracle.words import PERMANENT_NOUNS
from arbiter.mtg.amounts import Count, Counted
from arbiter.mtg.effects.chosen_moves import PlayersMoveChosen
from arbiter.mtg.effects.dead_returns import DeadSourceAtEndStep
from arbiter.mtg.effects.delayed import AtNextEndStep, WhenPutIntoGraveyard
from arbiter.mtg.effects.face_down_exile import ExileDiscardedFromGraveyard
from arbiter.mtg.effects.last_known import PlayerCreates
from arbiter.mtg.effects.library import BASIC_LAND, ExileTopCards
from arbiter.mtg.effects.mass_moves import (
    EachWithValueX,
    ExileSacrificeReturn,
)
from arbiter.mtg.effects.owners_libraries import PutOnTopOfOwnersLibraries, ThosePlayersShuffle
from arbiter.mtg.effects.returns import (
    Blink,
    PutDeadSourceOnTop,
    PutFromGraveyard,
    ReturnDeadHost,
    ReturnDeadSourceToBattlefield,
    ReturnDeadSourceToHand,
    ReturnExiledCard,
    ReturnThisToBattlefield,
    ShuffleDeadSourceIn,
)
from arbiter.mtg.effects.reveal_until import ExileUntil
from arbiter.mtg.effects.stack import CastAnyNumber, CastFromHandFree
from arbiter.mtg.effects.this_way import DamagedThisWay
from arbiter.mtg.effects.tokens import CreatePredefinedToken
from arbiter.mtg.effects.zones import CreaturesDyingExiledThisTurn, ExileIfDiesThisTurn, PutIntoLibrary
from arbiter.mtg.enums import CardType, Color, EndStepAction, Zone
from arbiter.mtg.ir.filters import Filter
from arbiter.mtg.ir.relations import SameName
from arbiter.mtg.ir.selectors import CombatPartners, Refs, Together
from arbiter.mtg.model import (
    AttachThis,
    CreateToken,
    Destroy,
    Effect,
    ExileGraveyard,
    ExileIt,
    ExileUntilLeaves,
    LifeChange,
    MayPlayExiled,
    Ref,
    ReturnFromGraveyard,
    ReturnOwnPermanent,
    ReturnToHand,
    SacrificeIt,
    SearchLibrary,
    ShuffleGraveyardIn,
)


def _one_target(ref: Ref | None, ctx: Ctx) -> bool:
    """Whether ``ref`` is one target: "target creature", or a group of one ("up to one target
    creature", chosen or not: 601.2c)."""
    if ref is None or ref.kind not in ("target", "targets"):
        return False
    group = ctx.targets[ref.index].group
    return ref.kind == "target" or sum(t.group == group for t in ctx.targets) == 1


def _until_leaves(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    return ExileUntilLeaves(ref) if ref is not None and _one_target(ref, ctx) else None


def _exile_graveyard(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    return ExileGraveyard(ref) if ref else None


def _may_play(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You may play that card this turn.", "Until end of turn, you may cast that card." (CR 611.2a;
    "cast": a spell only, 601.2)."""
    if m.group(1) and m.group(5):
        return PASS
    if not (m.group(1) or m.group(5)):  # CR 611.2a: no duration: "You may play them." (Runestone Caverns)
        lasting = MayPlayExiled(plural=True, lasting=True)
        return lasting if lasting.text(()) == m.string else PASS
    if m.group(3) == "it" and not (isinstance(ctx.previous, ExileTopCards) and ctx.previous.count == 1):
        return PASS  # ("it": the one card the instruction before exiled from the top of a library, 608.2c)
    next_turn = "next turn" in (m.group(1) or m.group(5))
    plural = m.group(3) not in ("that card", "it")
    play = MayPlayExiled(
        next_turn,
        bool(m.group(1)),
        plural,
        bool(m.group(4)),
        m.group(3) == "those cards",
        cast=bool(m.group(2)),
        until_end=m.group(5) == " until end of turn",  # CR 611.2a, 514.2: the same duration as "this turn"
        it=m.group(3) == "it",
    )
    return play if play.text(()) == m.string else None


def _return_own(m: re.Match[str], ctx: Ctx) -> Result:
    returned = PERMANENT_NOUNS[m.group(1)] or TARGET_NOUNS["permanent"][0]
    return ReturnOwnPermanent(m.group(1), returned)


def _attach(m: re.Match[str], ctx: Ctx) -> Result:
    if not (m.group(1) == "~" or ctx.it == "self"):
        return PASS
    ref = ctx.target(m.group(2))
    return AttachThis(ref, it=m.group(1) == "it") if ref and targeted(ref) else None


def _exile_if_dies(m: re.Match[str], ctx: Ctx) -> Result:
    if m.group(1) == "a creature":
        return CreaturesDyingExiledThisTurn()  # CR 614.1a: every creature, this turn
    if not ctx.targets:
        if m.group(1) == "a creature dealt damage this way":
            return DamagedThisWay("exile if it dies", m.string)  # each one the damage was dealt to
        return PASS
    # the creature the instruction before was about: the last target (CR 614.1a)
    walkers = m.group(1) == "that creature or planeswalker"
    if walkers and ctx.targets[-1].noun != "creature or planeswalker":
        return None
    return ExileIfDiesThisTurn(Ref("target", len(ctx.targets) - 1), m.string, walkers)


def _dead_source(m: re.Match[str], ctx: Ctx) -> Result:
    if ctx.it == "source" and not ctx.targets:
        return ReturnDeadSourceToHand(m.string)  # (a trigger on leaving for the graveyard: the card there)
    return PASS


def _dead_source_in(m: re.Match[str], ctx: Ctx) -> Result:
    if ctx.it == "source" and not ctx.targets:
        return ShuffleDeadSourceIn(m.string)  # (a trigger on going to the graveyard: the card there)
    return PASS


def _dead_source_on_top(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put it on top of its owner's library." in a trigger on the source's dying: the card in the
    graveyard (CR 400.7, 603.6c, 401.1)."""
    if ctx.it == "source" and not ctx.targets:
        return PutDeadSourceOnTop(m.string)
    return PASS


def _dead_source_back(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Return it to the battlefield [tapped] under its owner's control[ with a +1/+1 counter on
    it]." in a trigger on the source's dying: the card in the graveyard (CR 400.7, 603.6c)."""
    if ctx.it == "source" and not ctx.targets:
        return ReturnDeadSourceToBattlefield(m.string, bool(m.group(1)), bool(m.group(2)))
    return PASS


def _dead_host_back(m: re.Match[str], ctx: Ctx) -> Result:
    """ "When enchanted creature dies, return that card / it to the battlefield [tapped] under your /
    its owner's control." — the creature card the trigger looked back at (CR 603.10a, 400.7)."""
    if ctx.it != "watched" or ctx.targets:
        return PASS
    return ReturnDeadHost(m.string, m.group(3) == "your", bool(m.group(2)))


def _sacrificed_card_back(m: re.Match[str], ctx: Ctx, from_graveyard: bool = False) -> Result:
    """ "Whenever an opponent sacrifices a nontoken permanent, put that card onto the battlefield under
    your control." (It That Betrays): the card the permanent became in its owner's graveyard — or in
    exile, if a replacement effect exiled it instead (603.6c, 400.7e) — while it is still there as
    that object (CR 603.2, 400.7, 701.21a), under the ability's controller (110.2a); nothing if it
    has left that zone. ``from_graveyard``: "… from a graveyard …" (Tergrid) — never from exile."""
    if ctx.it != SACRIFICED or ctx.targets:
        return PASS
    return ReturnDeadHost(m.string, yours=True, from_graveyard=from_graveyard)


def _onto_library(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    if ref is not None and ref.kind in ("target", "it", "that"):
        return PutIntoLibrary(ref, m.group(3) == "the bottom", m.string)
    return PASS


_NTH = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _nth_from_top(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put target nonland permanent into its owner's library third from the top." (CR 401.7)."""
    ref = ctx.target(m.group(1))
    if ref is not None and ref.kind in ("target", "it", "that"):
        return PutIntoLibrary(ref, False, m.string, from_top=_NTH[m.group(3)])
    return PASS


def _each_value_x(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Exile each permanent with mana value X or less that's one or more colors." (CR 107.3,
    202.3; "one or more colors": any of the five, 105.2)."""
    from arbiter.cards.oracle.sentences.groups import group_noun

    plural = {"permanent": "permanents", "creature": "creatures", "artifact": "artifacts"}
    words = m.group(2).split(" ")
    if words[-1] not in plural:
        return None
    what = group_noun(" ".join([*words[:-1], plural[words[-1]]]))
    if what is None:
        return None
    if m.group(3):
        what = replace(what, colors=frozenset(Color))  # CR 105.2: a colored object
    return EachWithValueX(m.group(1) == "Exile", what, m.string)


def _at_end_step(m: re.Match[str], ctx: Ctx) -> Result:
    if (m.group(1) == "Return") != bool(m.group(3)):
        return PASS
    ref = Ref("this") if m.group(2) == "~" else ctx.target(m.group(2))
    if ref is not None and not (ref.kind == "this" and ctx.it not in ("self", "")):
        end = AtNextEndStep(EndStepAction(m.group(1).lower()), ref)
        return end if end.text(tuple(ctx.targets)) == m.string else None
    return PASS


def _dead_at_end_step(m: re.Match[str], ctx: Ctx) -> Result:
    """ "When ~ dies, return it to its owner's hand at the beginning of the next end step [and you
    skip your next draw step]." — "it" is the card the source became (CR 603.6c, 400.7), returned
    by a delayed triggered ability (603.7a); the skip is the trigger's own instruction (614.10)."""
    if ctx.it != "source" or ctx.targets:
        return PASS
    return DeadSourceAtEndStep(m.string, m.group(1) != "its owner's hand", m.group(2) is not None)


def _subject_to_hand(m: re.Match[str], ctx: Ctx) -> Result:
    return ReturnFromGraveyard(Ref("it_subject")) if ctx.it == "subject" else PASS


def _yard_self(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Return it to your hand." in an ability that says "if ~ is in your graveyard" (CR 113.6b):
    the card itself, from that graveyard."""
    if ctx.it != YARD_SELF:
        return PASS
    return ReturnFromGraveyard(Ref("this"), m.group(2) == "the battlefield", said=m.group(1))


def _attached_to_subject(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Return ~ from your graveyard to the battlefield attached to that creature." after "When a
    creature … enters" (Dragon Fangs): that creature is the Aura's host (CR 303.4i, 603.2)."""
    if ctx.it != "watched" or ctx.targets:
        return PASS
    return ReturnFromGraveyard(Ref("this"), True, attached_to=Ref("subject"))


def _dead_subject_to_hand(m: re.Match[str], ctx: Ctx) -> Result:
    """ "When enchanted creature dies, return that card to its owner's hand.": the card the
    creature became in the graveyard (CR 400.7, 603.10a), if it's still there."""
    if ctx.it != "watched" or ctx.targets:
        return PASS
    return ReturnFromGraveyard(Ref("subject"), owners_hand=True, said="that card")


def _cast_any(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Cast any number of red instant and/or sorcery cards from your graveyard …" (CR 608.2g)."""
    words = m.group(1).split(" ")
    colors = frozenset({_COLORS[words[0]]}) if words[0] in _COLORS else frozenset()
    kinds = " ".join(words[1:] if colors else words).split(" and/or ")
    types = frozenset(_CARD_TYPE_WORDS.get(k) for k in kinds)
    if None in types or not types:
        return None
    zone = Zone.GRAVEYARD if m.group(2) == "graveyard" else Zone.HAND
    what = Filter(m.group(1), frozenset(t for t in types if t is not None), colors=colors, controller="you", zone=zone)
    return CastAnyNumber(what)


def _delayed_return(m: re.Match[str], ctx: Ctx) -> Result:
    """ "When <target> is put into your graveyard this turn, <instruction>." (CR 603.7a): the
    instruction is one the waiting delayed trigger carries ("return that card to the battlefield")."""
    ref = ctx.target(m.group(1))
    then = ReturnThisToBattlefield()
    if ref is None or f"{m.group(2)[0].upper()}{m.group(2)[1:]}" != then.text(()):
        return None
    return WhenPutIntoGraveyard(ref, then)


def _from_graveyard(m: re.Match[str], ctx: Ctx) -> Result:
    if " graveyard" not in m.group(1):
        return PASS
    ref = ctx.target(m.group(1))
    return ReturnFromGraveyard(ref, m.group(2) == "the battlefield") if ref else None


def _from_graveyard_attacking(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Return target creature card from your graveyard to the battlefield tapped and attacking."
    (CR 110.5b: it enters tapped; 508.4: attacking, though never declared an attacker)."""
    if " graveyard" not in m.group(1):
        return PASS
    ref = ctx.target(m.group(1))
    return ReturnFromGraveyard(ref, True, tapped=True, attacking=True) if ref else None


def _controller_gains(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Its controller gains life equal to its power." — the target's controller and power, as
    the target last existed on the battlefield (CR 608.2h; Swords to Plowshares; "That creature's
    controller …", Solitude)."""
    if not ctx.targets:
        return PASS
    last = len(ctx.targets) - 1
    gain = LifeChange(1, Ref("its controller", last))
    return Counted(gain, Count(f"its {m.group(1)}", stat=m.group(1), target=last), "equal to", m.string)


def _its_controller_searches_tapped(m: re.Match[str], ctx: Ctx) -> Result:
    """Path to Exile: the exiled creature's controller (as it last existed, CR 608.2h) may search
    for a basic land and put it onto the battlefield tapped (701.23)."""
    if not ctx.targets:
        return PASS
    who = Ref("its controller", len(ctx.targets) - 1)
    return SearchLibrary(
        1, False, BASIC_LAND, pronoun="that card", dest="onto the battlefield", tapped=True, searcher=who, may=True
    )


def _searches_that_many(m: re.Match[str], ctx: Ctx) -> Result:
    """Settle the Wreckage: after "Exile all attacking creatures target player controls.", that
    player may search for as many basic lands as were exiled (CR 608.2c: "that many"), put onto
    the battlefield tapped (701.23)."""
    from arbiter.mtg.effects.group_moves import ExileAll

    if not ctx.targets or not ctx.targets[-1].players or not isinstance(ctx.previous, ExileAll):
        return PASS
    who = ctx.target("that player")
    if who is None or who.kind != "that":
        return PASS
    count = Count("that many", exiled_this_way="permanent")
    search = SearchLibrary(
        1, False, BASIC_LAND, pronoun="those cards", dest="onto the battlefield", tapped=True, searcher=who, may=True,
        counted=count,
    )  # fmt: skip
    return search if search.text(tuple(ctx.targets)) == m.string else None


def _controller_creates(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Its controller creates a 3/3 green Beast creature token." after an instruction about a
    target: that target's controller, as it last existed (CR 608.2h), creates it (111.2)."""
    if not ctx.targets:
        return PASS
    from arbiter.cards.oracle.sentences import plain_sentence

    made = plain_sentence("Create " + m.group(2), ctx)
    if isinstance(made, CreatePredefinedToken) and made.who is None and not made.investigate:
        # "Exile target nonland permanent. Its controller creates a Treasure token." (CR 111.10a,
        # 608.2h: the permanent's controller as it last existed on the battlefield)
        spec = ctx.targets[-1]
        if m.group(1) == "Its owner" or spec.zone is not Zone.BATTLEFIELD:
            return None
        subject = m.string.split(" controller ")[0] + " controller"
        return replace(made, who=Ref("its controller", len(ctx.targets) - 1), subject=subject)
    if not isinstance(made, CreateToken):
        return None
    if m.group(1) == "Its owner":  # CR 108.3: "Exile target card from a graveyard. Its owner creates …"
        return PlayerCreates(Ref("its owner", len(ctx.targets) - 1), made, "Its owner")
    subject = m.string.split(" controller ")[0] + " controller"
    return PlayerCreates(Ref("its controller", len(ctx.targets) - 1), made, subject)


def _blink(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind not in ("target", "targets"):
        return None
    several = not _one_target(ref, ctx)  # "up to two target creatures …, then return those cards …"
    if several != (m.group(2) == "those cards") or (m.group(3) == "their owner's") != several:
        return None
    return Blink(ref, m.group(3) == "your", m.group(2))


def _put_from_graveyard(m: re.Match[str], ctx: Ctx) -> Result:
    if " graveyard" not in m.group(1):
        return PASS
    ref = ctx.target(m.group(1))
    return PutFromGraveyard(ref) if ref is not None and ref.kind == "target" else None


def _you_lose_its_value(m: re.Match[str], ctx: Ctx) -> Result:
    """Reanimate: "You lose life equal to its mana value." — the target card's (CR 202.3)."""
    if not ctx.targets:
        return PASS
    loss = LifeChange(1, Ref("you"), lose=True)
    return Counted(
        loss, Count(f"{m.group(1)} mana value", stat="mana value", target=len(ctx.targets) - 1), "equal to", m.string
    )


def _targeted(build: Callable[[Ref], Effect]) -> Callable[[re.Match[str], Ctx], Result]:
    """A production whose instruction acts on the target its first group names."""

    def make(m: re.Match[str], ctx: Ctx) -> Result:
        ref = ctx.target(m.group(1))
        return build(ref) if ref is not None and ref.kind == "target" else None

    return make


# the plural nouns "all other <noun> with the same name as that …" may name (CR 201.2)
_SAME_NAME_OTHERS = {
    "permanents": Filter("permanents"),
    "lands": Filter("lands", frozenset({CardType.LAND})),
    "creatures": Filter("creatures", frozenset({CardType.CREATURE})),
}


def _destroy_two_targets(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Destroy target creature and target land." — two targets of one spell (CR 115.1, 601.2c),
    each destroyed if still legal as it resolves (608.2b, 701.8a)."""
    first = ctx.target(m.group(1))
    second = ctx.target(m.group(2))
    if first is None or second is None or first.kind != "target" or second.kind != "target":
        return None
    made = Destroy(Refs((first, second)))
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _same_name(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Destroy target land and all other lands with the same name as that land.": destroy over
    the target and a group related to it by name (CR 701.8, 201.2)."""
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind != "target":
        return None
    made = Destroy(SameName(ref, _SAME_NAME_OTHERS[m.group("others")], m.group("that")))
    return made if made.text(tuple(ctx.targets)) == m.string else None


_CARD_TYPE_WORDS = {t.value.lower(): t for t in CardType}


def _players_move(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Target player exiles a card from their graveyard." / "Each player [may] put(s) a[n]
    <types> card from their graveyard/hand onto the battlefield." (CR 608.2d, 101.4)."""
    who = m.group("who")
    ref = Ref(who.lower()) if who.startswith("Each") else ctx.target(who[0].lower() + who[1:])
    if ref is None:
        return None
    words = [w for w in re.split(r",? or |, ", m.group("noun") or "") if w]
    if any(w not in _CARD_TYPE_WORDS for w in words):
        return None
    types = frozenset(_CARD_TYPE_WORDS[w] for w in words)
    source = Zone.GRAVEYARD if m.group("zone") == "graveyard" else Zone.HAND
    to = Zone.EXILE if m.group("verb").startswith("exile") else Zone.BATTLEFIELD
    e = PlayersMoveChosen(ref, types, m.group("noun") or "", source, to, optional=bool(m.group("may")))
    return e if e.text(tuple(ctx.targets)) == m.string else None


def _self_and_onto_libraries(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Put ~ and <each creature it's blocking | target creature> on top of their owners'
    libraries." (CR 400.3). Only with the source in the group: every card of this shape is followed
    by "then those players shuffle", so the order the cards went on top doesn't matter (401.4)."""
    if m.group(1) == "each creature it's blocking":
        if not ctx.ability:
            return None
        return PutOnTopOfOwnersLibraries(Together((Ref("this"), CombatPartners())))
    ref = ctx.target(m.group(1))
    if ref is None or ref.kind != "target":
        return None
    return PutOnTopOfOwnersLibraries(Refs((Ref("this"), ref)))


def _bounce(m: re.Match[str], ctx: Ctx) -> Result:
    ref = ctx.target(m.group(1))
    plural = m.group(2) == "their owners' hands"
    one = ref is not None and ref.kind == "targets" and m.group(1).startswith("up to one ")  # (601.2c)
    if ref is None or plural != (ref.kind == "targets" and not one):
        return None
    if " graveyard" in m.group(1) and not plural:
        return ReturnFromGraveyard(ref, owners_hand=True)  # a card in a graveyard, to its owner's hand (400.3)
    return ReturnToHand(ref)


PRODUCTIONS: tuple[Production, ...] = (
    *player_library.PRODUCTIONS,  # a target player's library (CR 401)
    rule(rf"Exile {_TGT} until ~ leaves the battlefield\.", _until_leaves),
    rule(
        rf"Exile {_TGT}, then return (it|that card|those cards) to the battlefield "
        r"under (its owner's|your|their owner's) control\.",
        _blink,
    ),
    rule(r"Exile (target player|target opponent)'s graveyard\.", _exile_graveyard),
    exact("Exile all graveyards.", lambda m, ctx: ExileGraveyard(Ref("each player"))),
    exact("Exile each opponent's graveyard.", lambda m, ctx: ExileGraveyard(Ref("each opponent"))),
    rule(
        r"(?:(Until end of turn|Until the end of your next turn), )?[Yy]ou may (?:play|(cast)) "
        r"(that card|them|those cards|it)( without paying its mana cost)?"
        r"( this turn| until end of turn| until the end of your next turn)?\.",
        _may_play,
    ),
    rule(
        r"(Exile|Sacrifice) ~\.",
        lambda m, ctx: ExileIt(Ref("this")) if m.group(1) == "Exile" else SacrificeIt(Ref("this")),
    ),
    rule(r"Return an? (land|creature|artifact|enchantment|permanent) you control to its owner's hand\.", _return_own),
    exact("Return ~ to its owner's hand.", lambda m, ctx: ReturnToHand(Ref("this"))),
    exact(
        "Return ~ from your graveyard to the battlefield tapped.",
        lambda m, ctx: ReturnFromGraveyard(Ref("this"), True, tapped=True),
    ),
    exact(
        "Return ~ from your graveyard to the battlefield attached to that creature.",
        _attached_to_subject,
    ),
    rule(
        r"Return ~ from your graveyard to (your hand|the battlefield)\.",
        lambda m, ctx: ReturnFromGraveyard(Ref("this"), m.group(1) == "the battlefield"),
    ),
    rule(rf"Attach (~|it) to {_TGT}\.", _attach),
    rule(
        r"If (that creature|that creature or planeswalker|it|a creature|a creature dealt damage this way|"
        r"the creature dealt damage this way) would die this turn, exile it instead\.",
        _exile_if_dies,
    ),
    rule(r"Return (?:it|~) to its owner's hand\.", _dead_source),
    rule(r"Shuffle (?:it|~) into its owner's library\.", _dead_source_in),
    rule(r"Put it on top of its owner's library\.", _dead_source_on_top),
    rule(
        r"Return (?:it|~) to the battlefield (tapped )?under its owner's control( with a \+1/\+1 counter on it)?\.",
        _dead_source_back,
    ),
    rule(r"Return (that card|it) to the battlefield (tapped )?under (your|its owner's) control\.", _dead_host_back),
    exact("Put that card onto the battlefield under your control.", _sacrificed_card_back),
    # CR 603.2, 400.7: Tergrid — the card sacrificed or discarded, while still in a graveyard as that object
    exact(
        "Put that card from a graveyard onto the battlefield under your control.",
        lambda m, ctx: _sacrificed_card_back(m, ctx, from_graveyard=True),
    ),
    rule(rf"Put ({_TGT}) on (top|the bottom) of its owner's library\.", _onto_library),
    rule(rf"Put ({_TGT}) into its owner's library (second|third|fourth|fifth) from the top\.", _nth_from_top),
    exact(
        "Its controller may search their library for a basic land card, put that card onto the battlefield "
        "tapped, then shuffle.",
        _its_controller_searches_tapped,
    ),
    exact(
        "That player may search their library for that many basic land cards, put those cards onto the battlefield "
        "tapped, then shuffle.",
        _searches_that_many,
    ),
    exact(
        "Exile that card from your graveyard.",
        lambda m, ctx: ExileDiscardedFromGraveyard() if ctx.it == "discarded" and not ctx.targets else None,
    ),
    rule(r"(Its|That creature's|That permanent's) controller creates (.+)", _controller_creates),
    rule(r"(Its owner) creates (.+)", _controller_creates),
    rule(rf"Put ({_TGT}) onto the battlefield under your control\.", _put_from_graveyard),
    rule(r"You lose life equal to (its|that card's) mana value\.", _you_lose_its_value),
    exact(
        "Return the exiled card to the battlefield under its owner's control.",
        lambda m, ctx: ReturnExiledCard(),
    ),
    exact("Return the exiled card to its owner's hand.", lambda m, ctx: ReturnExiledCard(to_hand=True)),
    exact(
        "Exile cards from the top of your library until you exile a nonland card.",
        lambda m, ctx: ExileUntil(Filter("nonland", nontypes=frozenset({CardType.LAND})), m.string),
    ),
    exact(
        "Its owner shuffles their graveyard into their library.",
        lambda m, ctx: ShuffleGraveyardIn(Ref("you"), "Its owner") if not ctx.targets else None,
    ),
    exact(
        "Each player exiles all creature cards from their graveyard, then sacrifices all creatures they control, "
        "then puts all cards they exiled this way onto the battlefield.",
        lambda m, ctx: ExileSacrificeReturn(),
    ),
    rule(r"Destroy (target [a-z]+) and (target [a-z]+)\.", _destroy_two_targets),
    rule(
        rf"Destroy ({_TGT}) and all other (?P<others>permanents|lands|creatures) with the same name as "
        r"(?P<that>that \w+)\.",
        _same_name,
    ),
    rule(
        r"(?P<who>Target player|Target opponent|Each player|Each opponent) (?P<may>may )?(?P<verb>exiles?|puts?) "
        r"an? (?:(?P<noun>[a-z, ]+?) )?card from their (?P<zone>graveyard|hand)(?: onto the battlefield)?\.",
        _players_move,
    ),
    rule(r"(?:Its|That creature's) controller gains life equal to its (power|toughness)\.", _controller_gains),
    exact(
        "A creature dealt damage this way can't be regenerated this turn.",
        lambda m, ctx: DamagedThisWay("can't be regenerated", m.string),
    ),
    rule(  # CR 603.7a, 614.10 (The Locust God, Ivory Gargoyle)
        r"Return it to (its owner's hand|the battlefield under its owner's control) at the beginning of the next "
        r"end step( and you skip your next draw step)?\.",
        _dead_at_end_step,
    ),
    rule(
        r"(Sacrifice|Exile|Return) (it|~|that creature|that token|the token)( to its owner's hand)? at the beginning "
        r"of the next end step\.",
        _at_end_step,
    ),
    exact("Return it to your hand.", _subject_to_hand),
    rule(r"Return (it|~) to (your hand|the battlefield)\.", _yard_self),
    exact("Return that card to its owner's hand.", _dead_subject_to_hand),
    rule(rf"When {_TGT} is put into your graveyard this turn, (.+)", _delayed_return),
    rule(r"Put ~ and (.+) on top of their owners' libraries\.", _self_and_onto_libraries),
    rule(r"Those players shuffle( their libraries)?\.", lambda m, ctx: ThosePlayersShuffle(bool(m.group(1)))),
    rule(
        r"Cast any number of ([a-z/ ]+) cards from your (graveyard|hand) without paying their mana costs\.", _cast_any
    ),
    rule(  # CR 608.2g, 118.9 (the Expertise cycle)
        r"You may cast a spell with mana value (\d+) or less from your hand without paying its mana cost\.",
        lambda m, ctx: CastFromHandFree(int(m.group(1))),
    ),
    rule(
        r"(Destroy|Exile) each ([a-z ]+?) with mana value X or less( that's one or more colors)?\.",
        _each_value_x,
    ),
    verb_target("Destroy", Destroy),
    verb_target("Exile", ExileIt),
    rule(rf"Return {_TGT} to (your hand|the battlefield)\.", _from_graveyard),
    rule(rf"Return {_TGT} to the battlefield tapped and attacking\.", _from_graveyard_attacking),  # CR 508.4
    rule(rf"Return {_TGT} to (its owner's hand|their owners' hands)\.", _bounce),
)
