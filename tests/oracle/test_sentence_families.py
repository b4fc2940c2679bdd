"""The sentence grammar, family by family (CR 608.2c): one instruction → the expected effect node,
the targets it names, and the family whose production compiled it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter.cards.dungeons import UNDERCITY, dungeon, venture_dungeons
from arbiter.cards.oracle import parse_effects
from arbiter.cards.oracle.keywords import EACH_COLOR
from arbiter.cards.oracle.sentences import FAMILIES, family_counts
from arbiter.cards.oracle.sentences.unless_paid import PLAYER_OR_PLANESWALKER
from arbiter.cards.oracle.statics import static_ability
from arbiter.cards.oracle.target_phrases import target_spec
from arbiter.mtg.effects.becoming import Becomes
from arbiter.mtg.effects.chosen_mana import AddManaOfChosenColor
from arbiter.mtg.effects.combat_requirements import MustBeBlockedThisTurn
from arbiter.mtg.effects.continuous import GainKeywordUntilEOT, LoseAllAbilities
from arbiter.mtg.effects.copies import CopySpell
from arbiter.mtg.effects.counter_doubling import DoubleCounters
from arbiter.mtg.effects.counter_removal import RemoveAllOfKind
from arbiter.mtg.effects.counters import RemoveCountersFrom
from arbiter.mtg.effects.delayed import DelayedUnlessPaid
from arbiter.mtg.effects.drawn_revealed import DrawAndReveal
from arbiter.mtg.effects.dungeons import TakeInitiative, Venture
from arbiter.mtg.effects.end_of_combat import NEXT_TURNS_UPKEEP
from arbiter.mtg.effects.energy import GetEnergy
from arbiter.mtg.effects.graveyard_shuffle import ShuffleFromGraveyard
from arbiter.mtg.effects.group_moves import ExileAll
from arbiter.mtg.effects.group_this_turn import GroupRuleThisTurn
from arbiter.mtg.effects.hideaway import PlayHiddenCard, PutHiddenCardIntoHand
from arbiter.mtg.effects.keyword_grants import GainKeywordsUntilEOT
from arbiter.mtg.effects.keywords import Connive
from arbiter.mtg.effects.mass_returns import ReturnAllFromGraveyards
from arbiter.mtg.effects.next_cast import WhenYouNextCast
from arbiter.mtg.effects.next_moments import AtBeginningOfNext
from arbiter.mtg.effects.next_turn_duration import UntilYourNextTurnOn
from arbiter.mtg.effects.only_if import OnlyIf
from arbiter.mtg.effects.phase_out import PhaseOut
from arbiter.mtg.effects.player_counters import GetPlayerCounters
from arbiter.mtg.effects.player_rules_this_turn import PlayerRuleThisTurn
from arbiter.mtg.effects.poison import GetPoison
from arbiter.mtg.effects.preparation import BecomePrepared
from arbiter.mtg.effects.punishers import LosesLifeUnless
from arbiter.mtg.effects.resolution_choice import PLACEHOLDER, ChooseValue, GainProtectionFromChosen
from arbiter.mtg.effects.return_own import ReturnOwnMatching
from arbiter.mtg.effects.returns import ReturnFromGraveyard
from arbiter.mtg.effects.source_blocking import BlocksSourceThisTurn
from arbiter.mtg.effects.stack import IfItIs
from arbiter.mtg.effects.the_ring import RingTemptsYou
from arbiter.mtg.effects.transform import TransformThis
from arbiter.mtg.effects.turn_restrictions import CantAttackThisTurn
from arbiter.mtg.effects.type_choice import BecomeLandTypes
from arbiter.mtg.effects.until_next_turn import UntilYourNextTurn
from arbiter.mtg.effects.while_tapped import WhileTapped, WhileTappedKind
from arbiter.mtg.effects.with_counters import EntersWithGivenCounters, ExileWithCounters
from arbiter.mtg.enums import CardType, ChoiceKey, Color, EndStepAction, Step, Zone
from arbiter.mtg.ir.amounts import Count, Counted
from arbiter.mtg.ir.conditions import ThisTurn
from arbiter.mtg.ir.filters import CountOf
from arbiter.mtg.ir.object_conditions import ObjectIs, Which
from arbiter.mtg.ir.refs import TARGET_CREATURE
from arbiter.mtg.ir.selectors import Chosen, Each
from arbiter.mtg.ir.statics.combat import CantBlock
from arbiter.mtg.ir.statics.grants import AttachedGrant
from arbiter.mtg.ir.statics.group_rules import GroupRule
from arbiter.mtg.ir.statics.replacement import CantGainLife
from arbiter.mtg.ir.statics.sparing import CHOSEN_COLOR, COLORS_OF_YOUR_PERMANENTS, Spares
from arbiter.mtg.ir.statics.trigger_stops import EnteringDoesntTrigger, EnteringTriggersAgain, RoomAbilitiesTriggerAgain
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.model import (
    ANY_TARGET,
    AddMana,
    AddManaOfChoice,
    CantBlockThisTurn,
    CounterIt,
    CreatePredefinedToken,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Effect,
    ExileUntilLeaves,
    FightEachOther,
    Filter,
    LifeChange,
    MayCostThen,
    MayDo,
    ModifyPT,
    PreventNext,
    PutCounters,
    Ref,
    Regenerate,
    Sacrifice,
    Scry,
    Tap,
    TargetSpec,
)

CREATURE = TARGET_CREATURE
_UNDERCITY = dungeon(UNDERCITY)
_VENTURE_DUNGEONS = venture_dungeons(False)
assert _VENTURE_DUNGEONS is not None and len(_VENTURE_DUNGEONS) == 3
_DISCARD_OR_LOSE = LosesLifeUnless(Ref("each player"), 2, None, "discard a card")
_SANDFALL = "sacrifice an artifact, a creature, or a land of their choice"
_ARTIFACT_CREATURE_OR_LAND = Filter(
    "artifact, creature, or land", frozenset({CardType.ARTIFACT, CardType.CREATURE, CardType.LAND})
)
PLAYER = TargetSpec("player", players="any")

# (family, sentence, effects, targets)
_BLUE_OR_BLACK_CREATURE = Filter(
    "blue or black creature", frozenset({CardType.CREATURE}), colors=frozenset({Color.BLUE, Color.BLACK})
)
_GRAVEYARD_CARD = target_spec("target card from your graveyard")
assert _GRAVEYARD_CARD is not None

CASES: list[tuple[str, str, list[Effect], list[TargetSpec]]] = [
    ("actions", "~ connives.", [Connive(Ref("this"))], []),
    ("mana", "Add {G}{G}.", [AddMana((0, 0, 0, 0, 2, 0))], []),
    ("mana", "Add {R} or {G}.", [AddManaOfChoice(1, "RG", listed=True)], []),
    ("chosen", "Add one mana of the chosen color.", [AddManaOfChosenColor()], []),
    (
        "chosen",  # CR 614.12, 608.2h: the color its source chose as it entered (Floating Shield)
        "Target creature gains protection from the chosen color until end of turn.",
        [
            GainProtectionFromChosen(
                GainKeywordUntilEOT(Ref("target", 0), PLACEHOLDER),
                "Target creature gains protection from the chosen color until end of turn.",
            )
        ],
        [CREATURE],
    ),
    ("damage", "~ deals 3 damage to any target.", [DealDamage(3, Ref("target", 0), "~")], [ANY_TARGET]),
    (
        "damage",
        "Target creature fights another target creature.",
        [FightEachOther(Ref("target", 0), Ref("target", 1), named=True)],
        [
            CREATURE,
            TargetSpec(
                "creature", Filter("creature", frozenset({CardType.CREATURE}), zone=Zone.BATTLEFIELD, other=True)
            ),
        ],
    ),
    (
        "tokens",
        "Create two 1/1 white Soldier creature tokens with flying.",
        [CreateToken(2, 1, 1, (Color.WHITE,), ("Soldier",), ("flying",), None, False, False, False, (), "")],
        [],
    ),
    ("tokens", "Investigate.", [CreatePredefinedToken("Clue", 1, investigate=True)], []),
    (
        "mass",
        "Creatures you control get +1/+1 until end of turn.",
        [
            ModifyPT(
                1,
                1,
                Each((Filter("creatures", all_types=frozenset({CardType.CREATURE}), controller="you"),)),
                (),
                "Creatures you control get +1/+1 until end of turn.",
            )
        ],
        [],
    ),
    ("counters", "Put a +1/+1 counter on target creature.", [PutCounters("+1/+1", 1, Ref("target", 0))], [CREATURE]),
    (
        "with counters",
        "Return ~ from your graveyard to the battlefield tapped with two +1/+1 counters on it.",
        [EntersWithGivenCounters(ReturnFromGraveyard(Ref("this"), True, tapped=True), (("+1/+1", 2),))],
        [],
    ),
    ("with counters", "Exile ~ with three time counters on it.", [ExileWithCounters(Ref("this"), (("time", 3),))], []),
    ("counter changes", "Remove a -1/-1 counter from ~.", [RemoveCountersFrom("-1/-1", 1, Ref("this"))], []),
    (
        "counter changes",
        "Remove all -1/-1 counters from target creature.",
        [RemoveAllOfKind("-1/-1", Ref("target", 0))],
        [CREATURE],
    ),
    (
        "counter changes",
        "Double the number of +1/+1 counters on target creature.",
        [DoubleCounters("+1/+1", Ref("target", 0))],
        [CREATURE],
    ),
    (
        "counters",
        "Tap up to two target creatures. Put a stun counter on each of them.",
        [Tap(Ref("targets", 0)), PutCounters("stun", 1, Ref("them", 0), each_of=True)],
        [
            replace(CREATURE, group=1, optional=True, group_text="up to two target creatures"),
            replace(CREATURE, group=1, optional=True),
        ],
    ),
    (
        "counters",
        "~ endures 2.",  # CR 701.63a
        [
            MayDo(
                PutCounters("+1/+1", 2, Ref("this")),
                otherwise=CreateToken(1, 2, 2, (Color.WHITE,), ("Spirit",)),
                text_="~ endures 2.",
            )
        ],
        [],
    ),
    ("library", "Scry 2.", [Scry(2)], []),
    (
        "mass returns",
        "Return all enchantment cards from your graveyard to the battlefield.",
        [
            ReturnAllFromGraveyards(
                Filter("enchantment cards", frozenset({CardType.ENCHANTMENT}), zone=Zone.GRAVEYARD),
                False,
                False,
                False,
                "Return all enchantment cards from your graveyard to the battlefield.",
            )
        ],
        [],
    ),
    (
        "graveyard shuffle",
        "Shuffle target card from your graveyard into your library.",
        [
            ShuffleFromGraveyard(
                Ref("target", 0), Ref("you"), "Shuffle target card from your graveyard into your library."
            )
        ],
        [_GRAVEYARD_CARD],
    ),
    ("hand", "Target player discards two cards.", [Discard(Ref("target", 0), Chosen(2))], [PLAYER]),
    ("hand", "Discard a card.", [Discard(Ref("you"))], []),
    ("hidden cards", "You may play the exiled card without paying its mana cost.", [PlayHiddenCard()], []),
    ("hidden cards", "Put the exiled card into its owner's hand.", [PutHiddenCardIntoHand()], []),
    ("players", "You gain 3 life.", [LifeChange(3, Ref("you"))], []),
    ("players", "The Ring tempts you.", [RingTemptsYou()], []),  # CR 701.54a
    (
        "players",  # CR 608.2d: "of that type" is the creature type just chosen (Distant Melody)
        "Choose a creature type. Draw a card for each permanent you control of that type.",
        [
            ChooseValue(ChoiceKey.CREATURE_TYPE),
            Counted(
                Draw(1, Ref("you")),
                Count(
                    "permanent you control of that type",
                    of=CountOf(
                        "permanent you control of the chosen type",
                        Filter("permanents", controller="you", chosen=ChoiceKey.CREATURE_TYPE),
                    ),
                ),
                "for each",
            ),
        ],
        [],
    ),
    (
        "turn changes",  # CR 608.2d, 611.2c: chosen as it resolves, no sentence of its own (Defensive Maneuvers)
        "Creatures of the creature type of your choice get +0/+4 until end of turn.",
        [
            ChooseValue(ChoiceKey.CREATURE_TYPE, printed=False),
            ModifyPT(
                0,
                4,
                Each(
                    (
                        Filter(
                            "Creatures of the chosen type",
                            frozenset({CardType.CREATURE}),
                            chosen=ChoiceKey.CREATURE_TYPE,
                        ),
                    ),
                    noun="Creatures of the chosen type",
                ),
                (),
                "Creatures of the creature type of your choice get +0/+4 until end of turn.",
            ),
        ],
        [],
    ),
    (
        "player turn rules",
        "Players can't gain life this turn.",
        [PlayerRuleThisTurn((CantGainLife("players"),), "Players can't gain life this turn.")],
        [],
    ),
    (
        "sacrifice",
        "Each opponent sacrifices a creature.",
        [Sacrifice(Ref("each opponent"), Chosen(1, Filter("creature", frozenset({CardType.CREATURE}))))],
        [],
    ),
    (
        "sacrifice",
        "Each player sacrifices four lands of their choice.",
        [Sacrifice(Ref("each player"), Chosen(4, Filter("land", frozenset({CardType.LAND})), of_choice=True))],
        [],
    ),
    (
        "sacrifice",
        "Each opponent sacrifices a creature or planeswalker with the greatest mana value among creatures and "
        "planeswalkers they control.",
        [
            Sacrifice(
                Ref("each opponent"),
                Chosen(
                    1,
                    Filter("creature or planeswalker", frozenset({CardType.CREATURE, CardType.PLANESWALKER})),
                    greatest_mana_value=True,
                ),
            )
        ],
        [],
    ),
    ("tapping", "Tap target creature.", [Tap(Ref("target", 0))], [CREATURE]),
    ("phasing", "Target creature phases out.", [PhaseOut(Ref("target", 0), "Target creature phases out.")], [CREATURE]),
    ("preparation", "~ becomes prepared.", [BecomePrepared(Ref("this"), "~ becomes prepared.")], []),  # CR 722.3a
    (
        "until your next turn",
        "Until your next turn, your life total can't change.",
        [UntilYourNextTurn(("your life total can't change",))],
        [],
    ),
    ("dungeons", "You take the initiative.", [TakeInitiative(_UNDERCITY)], []),  # CR 726.3
    ("dungeons", "Venture into the dungeon.", [Venture(_VENTURE_DUNGEONS)], []),  # CR 701.49a: all three
    # CR 118.12a, 101.4: each player may discard a card; each who doesn't loses the life
    ("punishers", "Each player loses 2 life unless they discard a card.", [_DISCARD_OR_LOSE], []),
    (
        "punishers",
        "Each player loses 2 life unless they sacrifice an artifact, a creature, or a land of their choice.",
        [LosesLifeUnless(Ref("each player"), 2, _ARTIFACT_CREATURE_OR_LAND, _SANDFALL)],
        [],
    ),
    ("library", "Draw three cards and reveal them.", [DrawAndReveal(3)], []),  # CR 121.1, 701.20a
    (
        "until your next turn",  # CR 611.2a: an effect on an object until the controller's next turn
        "Target creature can't attack until your next turn.",
        [
            UntilYourNextTurnOn(
                CantAttackThisTurn(Ref("target", 0)), "Target creature can't attack until your next turn."
            )
        ],
        [CREATURE],
    ),
    (
        "until your next turn",
        "Until your next turn, target creature gets -3/-0.",
        [UntilYourNextTurnOn(ModifyPT(-3, 0, Ref("target", 0)), "Until your next turn, target creature gets -3/-0.")],
        [CREATURE],
    ),
    (
        "until your next turn",  # CR 702.11c: the player's hexproof until their next turn
        "You gain hexproof until your next turn.",
        [UntilYourNextTurn(("you gain hexproof",), "You gain hexproof until your next turn.")],
        [],
    ),
    (
        "until your next turn",  # CR 613.1f
        "Target creature loses all abilities until your next turn.",
        [
            UntilYourNextTurnOn(
                LoseAllAbilities(Ref("target", 0), trailing=True),
                "Target creature loses all abilities until your next turn.",
            )
        ],
        [CREATURE],
    ),
    (
        "next moments",  # CR 603.7a, 603.2: a delayed trigger on the next cast; "that spell" is the spell cast
        "When you next cast an instant or sorcery spell this turn, copy that spell twice.",
        [WhenYouNextCast(CopySpell(Ref("that spell"), new_targets=False, times=2))],
        [],
    ),
    (
        "while tapped",
        "Target creature gets +1/+1 for as long as ~ remains tapped.",
        [
            WhileTapped(
                WhileTappedKind.PT,
                Ref("target", 0),
                "Target creature gets +1/+1 for as long as ~ remains tapped.",
                1,
                1,
            )
        ],
        [CREATURE],
    ),
    (
        "while tapped",  # CR 611.2b: "for as long as you control ~" alone — the source need not be tapped
        "Target creature gains indestructible for as long as you control ~.",
        [
            WhileTapped(
                WhileTappedKind.KEYWORDS,
                Ref("target", 0),
                "Target creature gains indestructible for as long as you control ~.",
                keywords=("indestructible",),
                you_control=True,
                tapped=False,
            )
        ],
        [CREATURE],
    ),
    (
        "while tapped",  # CR 508.1c, 509.1b, 611.2b
        "Target creature can't attack or block for as long as you control ~.",
        [
            WhileTapped(
                WhileTappedKind.CANT_ATTACK_OR_BLOCK,
                Ref("target", 0),
                "Target creature can't attack or block for as long as you control ~.",
                you_control=True,
                tapped=False,
            )
        ],
        [CREATURE],
    ),
    (
        "while tapped",  # CR 502.3, 611.2b
        "Target creature doesn't untap during its controller's untap step for as long as you control ~.",
        [
            WhileTapped(
                WhileTappedKind.DOESNT_UNTAP,
                Ref("target", 0),
                "Target creature doesn't untap during its controller's untap step for as long as you control ~.",
                you_control=True,
                tapped=False,
            )
        ],
        [CREATURE],
    ),
    ("combat", "Target creature can't block this turn.", [CantBlockThisTurn(Ref("target", 0))], [CREATURE]),
    (
        "blocking",
        "Target creature must be blocked this turn if able.",
        [MustBeBlockedThisTurn(Ref("target", 0))],
        [CREATURE],
    ),
    ("continuous", "Target creature gets +3/+3 until end of turn.", [ModifyPT(3, 3, Ref("target", 0))], [CREATURE]),
    (
        "keyword grants",
        "Target creature gains flying and trample until end of turn.",
        [GainKeywordsUntilEOT(Ref("target", 0), ("flying", "trample"))],
        [CREATURE],
    ),
    (
        "turn changes",
        "~ loses defender and gains flying until end of turn.",
        [
            ModifyPT(
                0,
                0,
                Ref("this"),
                ("flying",),
                "~ loses defender and gains flying until end of turn.",
                loses=("defender",),
            )
        ],
        [],
    ),
    (
        "type choice",
        "Target land becomes an Island until end of turn.",
        [
            BecomeLandTypes(
                Ref("target", 0), ("Island",), False, True, "Target land becomes an Island until end of turn."
            )
        ],
        [TargetSpec("land", Filter("land", types=frozenset({CardType.LAND}), zone=Zone.BATTLEFIELD))],
    ),
    (
        "becoming",
        "Target creature becomes a blue Frog with base power and toughness 1/1 until end of turn.",
        [
            Becomes(
                Ref("target", 0),
                Animation(1, 1, frozenset(), ("Frog",), False, frozenset({Color.BLUE}), (), "noncreature"),
                False,
                "Target creature becomes a blue Frog with base power and toughness 1/1 until end of turn.",
            )
        ],
        [CREATURE],
    ),
    ("prevention", "Regenerate target creature.", [Regenerate(Ref("target", 0))], [CREATURE]),
    (
        "prevention",
        "Prevent the next 3 damage that would be dealt to any target this turn.",
        [PreventNext(3, Ref("target", 0))],
        [ANY_TARGET],
    ),
    ("zones", "Destroy target creature.", [Destroy(Ref("target", 0))], [CREATURE]),
    (
        "zones",
        "Exile target creature until ~ leaves the battlefield.",
        [ExileUntilLeaves(Ref("target", 0))],
        [CREATURE],
    ),
    (
        "stack",
        "Counter target spell.",
        [CounterIt(Ref("target", 0))],
        [TargetSpec("spell", Filter("spell", zone=Zone.STACK))],
    ),
    (
        "conditional",
        "Put a +1/+1 counter on equipped creature if it's green.",  # CR 608.2c
        [IfItIs(PutCounters("+1/+1", 1, Ref("equipped")), Ref("equipped"), Color.GREEN)],
        [],
    ),
    (
        "conditional",
        "Counter target spell if it's blue.",
        [IfItIs(CounterIt(Ref("target", 0)), Ref("target", 0), Color.BLUE)],
        [TargetSpec("spell", Filter("spell", zone=Zone.STACK))],
    ),
    (
        "target groups",
        "Target creature gets +1/+1 and gains flying and first strike until end of turn.",
        [
            ModifyPT(
                1,
                1,
                Ref("target", 0),
                ("flying", "first strike"),
                "Target creature gets +1/+1 and gains flying and first strike until end of turn.",
            )
        ],
        [TARGET_CREATURE],
    ),
    (
        "poison",
        "Each opponent gets two poison counters.",
        [GetPoison(2, Ref("each opponent"))],
        [],
    ),
    (
        "player counters",
        "You get an experience counter.",
        [GetPlayerCounters("experience", 1, Ref("you"))],
        [],
    ),
    (
        "group turn rules",
        "Creatures without flying can't block this turn.",
        [
            GroupRuleThisTurn(
                GroupRule(
                    Filter("creatures without flying", frozenset({CardType.CREATURE}), keyword="flying", without=True),
                    CantBlock(),
                    "Creatures without flying can't block.",
                ),
                "Creatures without flying can't block this turn.",
            )
        ],
        [],
    ),
    (
        "source blocking",
        "Target creature blocks ~ this turn if able.",
        [BlocksSourceThisTurn(Ref("target", 0))],
        [TARGET_CREATURE],
    ),
    (
        "turn restrictions",
        "Target creature can't attack or block this turn.",
        [CantAttackThisTurn(Ref("target", 0), or_block=True)],
        [TARGET_CREATURE],
    ),
    (
        "all groups",
        "Exile all artifacts and enchantments.",
        [
            ExileAll(
                Each(
                    (
                        Filter("artifacts", frozenset({CardType.ARTIFACT})),
                        Filter("enchantments", frozenset({CardType.ENCHANTMENT})),
                    ),
                    noun="artifacts and enchantments",
                ),
                "Exile all artifacts and enchantments.",
            )
        ],
        [],
    ),
    (
        "groups",
        "Destroy all creatures with mana value 3 or less.",
        [
            Destroy(
                Each(
                    (Filter("creatures", frozenset({CardType.CREATURE}), max_value=3),),
                    noun="creatures with mana value 3 or less",
                )
            )
        ],
        [],
    ),
    ("faces", "Transform ~.", [TransformThis()], []),
    (
        "blocking partners",
        "Each creature blocking it gets -1/-1 until end of turn.",
        [
            ModifyPT(
                -1,
                -1,
                Each((Filter("creature", all_types=frozenset({CardType.CREATURE})),), combat="blocking it"),
                (),
                "Each creature blocking it gets -1/-1 until end of turn.",
            )
        ],
        [],
    ),
    (
        "next moments",
        "You draw a card at the beginning of the next turn's upkeep.",
        [AtBeginningOfNext(NEXT_TURNS_UPKEEP, Draw(1, Ref("you"), you_word=True), prefix=False)],
        [],
    ),
    ("energy", "You get {E}{E}.", [GetEnergy(2, Ref("you"))], []),
    ("energy", "You may pay {E}.", [MayCostThen("pay energy", amount=1)], []),
    (
        "conditional instructions",
        "Draw a card if a creature died this turn.",  # ("If …, draw a card." is the stack family's)
        [OnlyIf(Draw(1, Ref("you")), ThisTurn("a creature died this turn", "creature died"), after=True)],
        [],
    ),
    (
        "mana value condition",
        "Destroy target creature if it has mana value 2 or less.",
        [
            OnlyIf(
                Destroy(Ref("target", 0)),
                ObjectIs("it has mana value 2 or less", Which.TARGET, Filter("mana value 2 or less", max_value=2)),
                after=True,
            )
        ],
        [CREATURE],
    ),
    ("optional", "You may draw a card.", [MayCostThen("draw")], []),
    ("optional", "You may gain 3 life.", [MayDo(LifeChange(3, Ref("you")))], []),
    (
        "optional costs",
        "Sacrifice ~ unless you discard a card.",
        [MayCostThen("discard", words="discard a card", what=Filter("card"), unless="~")],
        [],
    ),
    (
        "returning",
        "Return a blue or black creature you control to its owner's hand.",
        [ReturnOwnMatching("blue or black creature", _BLUE_OR_BLACK_CREATURE)],
        [],
    ),
    (
        "unless_paid",
        "~ deals 3 damage to target player or planeswalker. It deals an additional 3 damage to that player or "
        "planeswalker at the beginning of your next upkeep step unless that player or that planeswalker's "
        "controller pays {U} before that step.",
        [
            DealDamage(3, Ref("target", 0), "~"),
            DelayedUnlessPaid(
                DealDamage(3, Ref("target", 0), "It"),
                "It deals an additional 3 damage to that player or planeswalker",
                Ref("it", 0),
                PLAYER_OR_PLANESWALKER,
                Step.UPKEEP,
                True,
                "upkeep step",
                "that player or that planeswalker's controller pays",
                ManaCost.parse("{U}") or ManaCost(),
            ),
        ],
        [
            TargetSpec(
                "player or planeswalker",
                replace(PLAYER_OR_PLANESWALKER.what or Filter(), text="player or planeswalker"),
                "any",
            )
        ],
    ),
]


@pytest.mark.parametrize(("family", "sentence", "effects", "targets"), CASES, ids=[c[1] for c in CASES])
def test_sentence_compiles_in_its_family(
    family: str, sentence: str, effects: list[Effect], targets: list[TargetSpec]
) -> None:
    with family_counts() as counts:
        parsed = parse_effects(sentence, ability=True)
    assert parsed == (effects, targets)
    assert counts[family] >= 1, dict(counts)


def test_every_family_has_a_case() -> None:
    assert {name for name, _ in FAMILIES} == {c[0] for c in CASES}


def test_families_are_declared_once_and_optional_is_last() -> None:
    """ "You may …" takes what no other production does, so its family is tried last."""
    names = [name for name, _ in FAMILIES]
    assert len(names) == len(set(names))
    assert names[-1] == "optional"


# near misses: the words look like a production's, but the engine can't run them (or they aren't English)
REFUSED = [
    "When you next cast an instant or sorcery spell this turn, draw a card.",  # (only "copy that spell")
    "Target creature gains control of target land until your next turn.",  # (only effects on objects a turn)
    "Counter target creature.",  # CR 701.6a: only a spell or ability on the stack is countered
    "Tap target spell.",
    "Destroy one target creature.",  # "one target" is just "target"
    "Draw a cards.",  # (number agreement)
    "You gains 3 life.",
    "Put a decayed counter on target creature.",  # a counter with rules meaning (122.1b) isn't run yet
    "Create a 1/1 white Soldier creature tokens.",
    "Sacrifice two creature.",
    "Each opponent sacrifices a creature with the greatest mana value among artifacts they control.",
    "~ deals 3 damage divided as you choose among one or two target players and lands.",
    "Return all instant cards from your graveyard to the battlefield.",  # CR 110.4: not a permanent card
]


@pytest.mark.parametrize("sentence", REFUSED)
def test_near_misses_are_refused(sentence: str) -> None:
    assert parse_effects(sentence, ability=True) is None


# CR 702.16n–p: an Aura's protection that "doesn't remove" Auras — a static line of two sentences
SPARING = [
    (
        "Enchanted creature has protection from white. This effect doesn't remove ~.",
        ("protection from white",),
        Spares.THIS_AURA,
    ),
    (
        "Enchanted creature has protection from the chosen color. This effect doesn't remove ~.",
        (CHOSEN_COLOR,),
        Spares.THIS_AURA,
    ),
    (
        "Enchanted creature gets +2/+2 and has protection from each color. This effect doesn't remove Auras.",
        EACH_COLOR,
        Spares.AURAS,
    ),
    (
        "Enchanted creature has protection from the colors of permanents you control. This effect doesn't remove ~.",
        (COLORS_OF_YOUR_PERMANENTS,),
        Spares.THIS_AURA,
    ),
    (
        "Enchanted creature has protection from the chosen color. This effect doesn't remove Auras and Equipment "
        "you control that are already attached to it.",
        (CHOSEN_COLOR,),
        Spares.ALREADY_ATTACHED,
    ),
]


@pytest.mark.parametrize(("line", "keywords", "spares"), SPARING, ids=[c[0] for c in SPARING])
def test_protection_that_doesnt_remove_auras(line: str, keywords: tuple[str, ...], spares: Spares) -> None:
    grant = static_ability(line, True)
    assert isinstance(grant, AttachedGrant)
    assert (grant.keywords, grant.spares, grant.text()) == (keywords, spares, line)


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature has flying. This effect doesn't remove ~.",  # no protection to spare anything
        "Enchanted creature has protection from white. This effect doesn't remove Equipment.",
        "Creatures you control have protection from white. This effect doesn't remove ~.",
    ],
)
def test_sparing_near_misses_are_refused(line: str) -> None:
    grant = static_ability(line, True)
    assert not (isinstance(grant, AttachedGrant) and grant.spares is not None)


# CR 603.2, 604.1: the static abilities that keep entering (and dying) from triggering abilities
TRIGGER_STOPS = [
    ("Creatures entering don't cause abilities to trigger.", frozenset({CardType.CREATURE}), False),
    (
        "Artifacts and creatures entering don't cause abilities to trigger.",
        frozenset({CardType.ARTIFACT, CardType.CREATURE}),
        False,
    ),
    ("Creatures entering or dying don't cause abilities to trigger.", frozenset({CardType.CREATURE}), True),
]


@pytest.mark.parametrize(("line", "kinds", "dying"), TRIGGER_STOPS, ids=[c[0] for c in TRIGGER_STOPS])
def test_entering_doesnt_trigger_family(line: str, kinds: frozenset[CardType], dying: bool) -> None:
    found = static_ability(line, aura=False)
    assert found == EnteringDoesntTrigger(kinds, dying)
    assert found.text() == line
    assert found.affects_others


@pytest.mark.parametrize(
    "line",
    [
        "Artifacts and creatures entering or dying don't cause abilities to trigger.",  # CR 700.4: only creatures die
        "Lands entering don't cause abilities to trigger.",
        "Creatures dying don't cause abilities to trigger.",
        "Creatures entering doesn't cause abilities to trigger.",
    ],
)
def test_entering_doesnt_trigger_near_misses(line: str) -> None:
    assert static_ability(line, aura=False) is None


# CR 603.2d: "… entering causes a triggered ability of a permanent you control to trigger, that ability
# triggers an additional time."
TRIGGERS_AGAIN = [
    ("an artifact or creature", frozenset({CardType.ARTIFACT, CardType.CREATURE})),
    ("a land", frozenset({CardType.LAND})),
    ("a permanent", frozenset[CardType]()),
]


@pytest.mark.parametrize(("noun", "kinds"), TRIGGERS_AGAIN, ids=[c[0] for c in TRIGGERS_AGAIN])
def test_entering_triggers_again_family(noun: str, kinds: frozenset[CardType]) -> None:
    line = (
        f"If {noun} entering causes a triggered ability of a permanent you control to trigger, "
        "that ability triggers an additional time."
    )
    found = static_ability(line, aura=False)
    assert found == EnteringTriggersAgain(kinds)
    assert found.text() == line


def test_room_abilities_trigger_again() -> None:
    """CR 603.2d, 309.4c: Hama Pashar, Ruin Seeker; "dungeons an opponent owns" isn't read."""
    line = "Room abilities of dungeons you own trigger an additional time."
    assert static_ability(line, aura=False) == RoomAbilitiesTriggerAgain()
    assert static_ability(line.replace("you own", "an opponent owns"), aura=False) is None


def test_entering_triggers_again_near_miss() -> None:
    """ "of a permanent an opponent controls" isn't read (only "you control")."""
    line = (
        "If a permanent entering causes a triggered ability of a permanent an opponent controls to trigger, "
        "that ability triggers an additional time."
    )
    assert static_ability(line, aura=False) is None


# CR 603.7a, 118.12: "At the beginning of your next upkeep, pay {M}. If you don't, <instruction>." (the Pacts)
def test_pay_at_your_next_upkeep_family() -> None:
    from arbiter.mtg.effects.end_of_combat import YOUR_NEXT_UPKEEP
    from arbiter.mtg.effects.stack import UnlessPlayerPays

    line = "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."
    parsed = parse_effects(line)
    assert parsed is not None
    (effect,), targets = parsed
    assert isinstance(effect, AtBeginningOfNext) and effect.moment == YOUR_NEXT_UPKEEP
    assert isinstance(effect.effect, UnlessPlayerPays) and effect.effect.cost.text == "{2}{B}"
    assert not targets and effect.text(()) == line
    assert (
        parse_effects("At the beginning of your next upkeep, pay {2}{B}. If you don't, destroy target creature.")
        is None
    )


# CR 614.1a, 701.21a: "If ~ would enter, sacrifice <permanents> instead. If you do, … If you don't, …"
@pytest.mark.parametrize(("noun", "count"), [("a Forest", 1), ("an untapped Mountain", 1), ("two untapped lands", 2)])
def test_sacrifice_instead_of_entering_family(noun: str, count: int) -> None:
    from arbiter.cards.oracle.as_enters import as_enters_ability
    from arbiter.mtg.ir.statics.as_enters import SacrificeInstead

    line = (
        f"If ~ would enter, sacrifice {noun} instead. If you do, put ~ onto the battlefield. "
        "If you don't, put it into its owner's graveyard."
    )
    found = as_enters_ability(line)
    assert isinstance(found, SacrificeInstead) and found.count == count and found.text() == line
    assert as_enters_ability(line.replace(noun, "another creature")) is None


# CR 603.2, 113.2c: "At the beginning of your upkeep and whenever you cast <a spell>, <effect>." — one
# triggered ability with two trigger events
def test_upkeep_and_whenever_you_cast_family() -> None:
    from arbiter.cards.oracle.either_event_triggers import either_event_trigger
    from arbiter.mtg.ir.abilities import TriggeredAbility

    line = "At the beginning of your upkeep and whenever you cast a green spell, put a charge counter on ~."
    found = either_event_trigger(line)
    assert found is not None and len(found) == 1
    (both,) = found
    assert isinstance(both, TriggeredAbility)
    assert both.event == "upkeep|cast:green" and both.text() == line


# CR 611.3a, 613.1e: "As long as …, ~ gets +N/+N, is <color>, and has "…"." (the Possessed cycle)
def test_self_grant_with_a_color_family() -> None:
    from arbiter.cards.oracle.granted_abilities import self_grant

    line = (
        "As long as there are seven or more cards in your graveyard, ~ gets +1/+1, is black, and has "
        '"{2}{B}, {T}: Destroy target blue creature."'
    )
    found = self_grant(line)
    assert found is not None and found.colors == frozenset({Color.BLACK}) and found.power == 1
    assert len(found.granted) == 1 and found.text() == line
    plain = self_grant(line.replace("is black, ", ""))
    assert plain is not None and not plain.colors


# CR 401.2: "Look at the top card of your library." alone (the Deceivers' "{1}: …")
def test_look_at_your_top_card_alone_family() -> None:
    from arbiter.mtg.effects.that_card import LookAtTop

    parsed = parse_effects("Look at the top card of your library.", ability=True)
    assert parsed is not None and isinstance(parsed[0][0], LookAtTop) and len(parsed[0]) == 1


# CR 608.2d, 205.3m: "Choose a creature type other than Wall. Target creature becomes that type until end of turn."
def test_choose_a_creature_type_other_than_family() -> None:
    from arbiter.mtg.effects.type_choice import BecomeChosenType

    text = "Choose a creature type other than Wall. Target creature becomes that type until end of turn."
    parsed = parse_effects(text, ability=True)
    assert parsed is not None
    (effect,), (spec,) = parsed
    assert isinstance(effect, BecomeChosenType) and "Wall" not in effect.options and "Elf" in effect.options
    assert not effect.land and not effect.add and effect.until_eot and effect.text((spec,)) == text
    assert (
        parse_effects("Choose a creature type other than Wall. Each creature becomes that type until end of turn.")
        is None
    )


# CR 700.5, 601.2f: "~ costs {X} less to cast, where X is your devotion to <color>."
def test_costs_less_by_devotion_family() -> None:
    from arbiter.mtg.costs.changes import CostsLessByDevotion

    line = "~ costs {X} less to cast, where X is your devotion to black."
    found = static_ability(line, aura=False)
    assert found == CostsLessByDevotion(Color.BLACK) and found.text() == line


def test_first_mana_then_one_more_per_counter_removed() -> None:
    """CR 605.1a, 107.1c: "Add {R}, then add an additional {R} for each charge counter removed this
    way." (the Mana Batteries) — one {R}, then one per counter the cost removed."""
    from arbiter.mtg.ir.mana import AddManaX

    line = "Add {R}, then add an additional {R} for each charge counter removed this way."
    with family_counts() as counts:
        parsed = parse_effects(line, ability=True, x_announced=True)
    assert parsed == ([AddManaX("R", "charge", removed=True, first=1)], [])
    assert counts["mana"] >= 1
    assert AddManaX("R", "charge", removed=True, first=1).fixed(2) == AddMana((0, 0, 0, 3, 0, 0))
    assert parse_effects(line.replace("additional {R}", "additional {G}"), ability=True, x_announced=True) is None


def test_sacrifice_it_when_you_do() -> None:
    """CR 603.12, 701.21a: "Sacrifice it. When you do, …" in a trigger about the source (the
    Hideouts) — the reflexive ability is created only if the source was sacrificed."""
    from arbiter.mtg.effects.instructions import SacrificeThisThen
    from arbiter.mtg.effects.reflexive import WhenYouDo

    line = "Sacrifice it. When you do, you gain 1 life."
    parsed = parse_effects(line, it="self", ability=True)
    assert parsed is not None
    (effect,), targets = parsed
    assert isinstance(effect, SacrificeThisThen) and isinstance(effect.then, WhenYouDo) and targets == []
    assert effect.text(()) == line
    assert parse_effects(line, it="source", ability=True) is None  # (after "dies": not read)


def test_return_a_card_at_random() -> None:
    """CR 608.2c: "Return an instant or sorcery card at random from your graveyard to your hand."
    — one card that fits, picked by the game, no player chooses."""
    from arbiter.mtg.effects.graveyard_returns import ReturnChosenCards

    line = "Return an instant or sorcery card at random from your graveyard to your hand."
    with family_counts() as counts:
        parsed = parse_effects(line, ability=True)
    assert parsed is not None
    (effect,), targets = parsed
    assert isinstance(effect, ReturnChosenCards) and effect.at_random and effect.count == 1 and targets == []
    assert effect.what.types == frozenset({CardType.INSTANT, CardType.SORCERY})
    assert counts["returning"] >= 1
    assert (
        parse_effects(line.replace("an instant", "up to two instant").replace("card at", "cards at"), ability=True)
        is None
    )


def test_every_creature_dying_this_turn_is_exiled() -> None:
    """CR 614.1a: "If a creature would die this turn, exile it instead." after a sweeper's -N/-N —
    a replacement on every creature for the turn, not on a target."""
    from arbiter.mtg.effects.zones import CreaturesDyingExiledThisTurn

    line = "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead."
    parsed = parse_effects(line)
    assert parsed is not None
    assert isinstance(parsed[0][-1], CreaturesDyingExiledThisTurn) and parsed[1] == []


def test_each_player_keeps_total_power_and_sacrifices_the_rest() -> None:
    """CR 101.4, 701.21a: Slaughter the Strong's sentence — one instruction that asks each player."""
    from arbiter.mtg.effects.keep_rest import KeepTotalPowerSacrificeRest

    line = (
        "Each player chooses any number of creatures they control with total power 4 or less, "
        "then sacrifices all other creatures they control."
    )
    assert parse_effects(line) == ([KeepTotalPowerSacrificeRest(4)], [])
    assert KeepTotalPowerSacrificeRest(4).text(()) == line


def test_the_player_with_the_most_life_gains_control() -> None:
    """CR 613.1b, 119: "The player with the most life gains control of ~." (Wild Dogs)."""
    from arbiter.mtg.effects.control import GainControl

    line = "The player with the most life gains control of ~."
    with family_counts() as counts:
        parsed = parse_effects(line, it="self", ability=True)
    assert parsed == ([GainControl(Ref("this"), most_life=True)], [])
    assert counts["continuous"] >= 1


def test_granted_whenever_you_gain_life_that_many() -> None:
    """CR 613.1f, 603.2: an Aura's quoted "Whenever you gain life, put that many +1/+1 counters on
    this creature." is a triggered ability the creature can have (Sunbond)."""
    from arbiter.cards.oracle.lines import parse_line

    line = 'Enchanted creature has "Whenever you gain life, put that many +1/+1 counters on ~."'
    (grant,) = parse_line(line)
    assert isinstance(grant, AttachedGrant) and grant.granted


def test_dead_source_returns_as_an_enchantment() -> None:
    """CR 400.7, 205.1a, 603.4: the Enduring cycle — "When ~ dies, if it was a creature, return it
    to the battlefield under its owner's control. It's an enchantment." — one return instruction
    whose permanent has only the enchantment card type, behind a condition checked as it triggers."""
    from arbiter.cards.oracle.lines import parse_line
    from arbiter.mtg.effects.returns import ReturnDeadSourceToBattlefield
    from arbiter.mtg.ir.abilities import TriggeredAbility
    from arbiter.mtg.ir.conditions import SourceIs

    line = (
        "When ~ dies, if it was a creature, return it to the battlefield under its owner's control. "
        "It's an enchantment."
    )
    (ability,) = parse_line(line)
    assert isinstance(ability, TriggeredAbility) and ability.event == "dies"
    assert ability.test == SourceIs("it was a creature", "was a creature")
    (effect,) = ability.effects
    assert isinstance(effect, ReturnDeadSourceToBattlefield)
    assert effect.types == frozenset({CardType.ENCHANTMENT})
    assert effect.text(()) == "Return it to the battlefield under its owner's control. It's an enchantment."
    assert parse_line("When ~ dies, draw a card. It's an enchantment.")[0].__class__.__name__ == "Unsupported"


def test_any_number_of_target_cards_on_top_of_your_library() -> None:
    """CR 401.4, 115.1d: "Put any number of target creature cards from your graveyard on top of your
    library." — one instruction for the whole group, ordered by the owner."""
    from arbiter.mtg.effects.zones import PutTargetsIntoLibrary

    line = "Put any number of target creature cards from your graveyard on top of your library."
    with family_counts() as counts:
        parsed = parse_effects(line)
    assert parsed is not None
    (effect,), targets = parsed
    assert isinstance(effect, PutTargetsIntoLibrary) and not effect.bottom and effect.to.kind == "targets"
    assert targets and all(t.zone is Zone.GRAVEYARD and t.optional for t in targets)
    assert effect.text(tuple(targets)) == line
    assert counts["library"] >= 1


def test_target_opponent_exiles_the_greatest_mana_value() -> None:
    """CR 701.13a, 202.3: "Target opponent exiles a creature or planeswalker they control with the
    greatest mana value among creatures and planeswalkers they control." (Blot Out) — the player
    chooses among their own tied permanents, as for the sacrifice of the same shape."""
    from arbiter.mtg.effects.zones import ExileTheirs

    line = (
        "Target opponent exiles a creature or planeswalker they control with the greatest mana value among "
        "creatures and planeswalkers they control."
    )
    with family_counts() as counts:
        parsed = parse_effects(line)
    assert parsed is not None
    (effect,), targets = parsed
    assert isinstance(effect, ExileTheirs) and effect.what.greatest_mana_value and len(targets) == 1
    assert effect.what.what.types == frozenset({CardType.CREATURE, CardType.PLANESWALKER})
    assert effect.text(tuple(targets)) == line
    assert counts["sacrifice"] >= 1
    assert parse_effects(line.replace("among creatures and planeswalkers", "among creatures")) is None


def test_counter_that_spell_or_ability_the_first_time_each_turn() -> None:
    """CR 603.2, 701.6: Glyph Keeper's trigger — its event counts the object's targetings this
    turn, and "that spell or ability" is the object whose targeting triggered it."""
    from arbiter.cards.oracle.lines import parse_line
    from arbiter.mtg.effects.stack import CounterIt
    from arbiter.mtg.ir.abilities import TriggeredAbility

    line = (
        "Whenever ~ becomes the target of a spell or ability for the first time each turn, "
        "counter that spell or ability."
    )
    (ability,) = parse_line(line)
    assert isinstance(ability, TriggeredAbility) and ability.event == "targeted first each turn"
    assert ability.effects == (CounterIt(Ref("that spell or ability")),)
    assert ability.effects[0].text(()) == "Counter that spell or ability."
    (plain,) = parse_line(line.replace(" for the first time each turn", ""))
    assert isinstance(plain, TriggeredAbility) and plain.event == "targeted"


def test_return_the_top_creature_card_of_your_graveyard() -> None:
    """CR 404.2, 603.7a: Shallow Grave — the return, the haste until end of turn and the exile at
    the next end step read as one instruction about the card found as it resolves."""
    from arbiter.mtg.effects.top_of_graveyard import ReturnTopCardOfGraveyard

    line = (
        "Return the top creature card of your graveyard to the battlefield. That creature gains haste until end "
        "of turn. Exile it at the beginning of the next end step."
    )
    parsed = parse_effects(line)
    assert parsed is not None
    (effect,), targets = parsed
    assert effect == ReturnTopCardOfGraveyard(CardType.CREATURE, True, EndStepAction.EXILE, line) and targets == []
    assert parse_effects(line.replace("Exile it", "Tap it")) is None


def test_search_another_players_library() -> None:
    """CR 701.23a, 701.24a: Bribery and Extract — the controller searches the target player's library,
    which that player then shuffles; one instruction over the two sentences."""
    from arbiter.mtg.effects.library import INTO_EXILE, SearchLibrary

    line = (
        "Search target opponent's library for a creature card and put that card onto the battlefield under your "
        "control. Then that player shuffles."
    )
    parsed = parse_effects(line)
    assert parsed is not None
    (effect,), targets = parsed
    assert isinstance(effect, SearchLibrary) and effect.library_of.kind == "target" and len(targets) == 1
    assert effect.what.types == frozenset({CardType.CREATURE}) and effect.dest == "onto the battlefield"
    assert effect.text(tuple(targets)) == line
    extract = "Search target player's library for a card and exile it. Then that player shuffles."
    parsed = parse_effects(extract)
    assert parsed is not None and isinstance(parsed[0][0], SearchLibrary) and parsed[0][0].dest == INTO_EXILE
    assert parse_effects(extract.removesuffix(" Then that player shuffles.")) is None


def test_target_that_player_controls_of_their_choice_at_each_upkeep() -> None:
    """CR 503.1, 603.3d, 115.1: The Abyss — at each player's upkeep "that player" is the active
    player: the target is one they control, and "of their choice" makes them the one who chooses."""
    from arbiter.cards.oracle.lines import parse_line
    from arbiter.mtg.ir.abilities import TriggeredAbility

    line = (
        "At the beginning of each player's upkeep, destroy target nonartifact creature that player controls of "
        "their choice. It can't be regenerated."
    )
    (ability,) = parse_line(line)
    assert isinstance(ability, TriggeredAbility) and ability.event == "each upkeep"
    (spec,) = ability.targets
    assert spec.chooser == "active" and spec.what is not None and spec.what.controller == "active"
    assert spec.what.nontypes == frozenset({CardType.ARTIFACT})
    assert spec.text() == "target nonartifact creature that player controls of their choice"
    (plain,) = parse_line(line.replace(" of their choice", ""))
    assert isinstance(plain, TriggeredAbility) and plain.targets[0].chooser == ""


def test_pay_rather_than_the_mana_cost_for_spells_you_cast() -> None:
    """CR 118.9: Fist of Suns — a static offering one alternative cost for every spell its
    controller casts."""
    from arbiter.mtg.without_paying import PayRatherThanManaCost

    line = "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast."
    found = static_ability(line, False)
    assert isinstance(found, PayRatherThanManaCost) and found.cost.mana_value == 5
    assert found.text() == line


# CR 700.5, 613.1d: the two-color Theros gods
def test_not_a_creature_unless_devotion_to_two_colors() -> None:
    from arbiter.mtg.ir.statics.grants import NotCreatureUnlessDevotion

    line = "As long as your devotion to red and white is less than seven, ~ isn't a creature."
    found = static_ability(line, aura=False)
    assert found == NotCreatureUnlessDevotion(Color.RED, 7, Color.WHITE) and found.text() == line
    one = "As long as your devotion to black is less than five, ~ isn't a creature."
    assert static_ability(one, aura=False) == NotCreatureUnlessDevotion(Color.BLACK, 5)


# CR 603.4, 700.4: "if a creature died under your control this turn" (Essenceknit Scholar, Faramir)
def test_a_creature_died_under_your_control_this_turn() -> None:
    from arbiter.cards.oracle.conditions import parse_condition

    text = "a creature died under your control this turn"
    assert parse_condition(text) == ThisTurn(text, "creature died under your control")
    assert parse_condition("a creature died under an opponent's control this turn") is None


# CR 701.4a, 601.2b: "As an additional cost to cast ~, behold a <subtype> or pay {N}."
def test_behold_or_pay_family() -> None:
    from arbiter.cards.oracle.lines import parse_line
    from arbiter.mtg.costs.reveal_or_pay import RevealOrPay
    from arbiter.mtg.ir.statics.rules import AdditionalCost

    line = "As an additional cost to cast ~, behold a Kithkin or pay {2}."
    (cost,) = parse_line(line)
    assert isinstance(cost, AdditionalCost)
    part = cost.part
    assert isinstance(part, RevealOrPay) and part.behold and part.what.subtypes == {"Kithkin"}
    assert part.text() == "Behold a Kithkin or pay {2}"
    for miss in (
        "As an additional cost to cast ~, behold a Kithkin card from your hand or pay {2}.",
        "As an additional cost to cast ~, reveal a Kithkin or pay {2}.",
    ):
        assert not any(isinstance(getattr(a, "part", None), RevealOrPay) for a in parse_line(miss))


# CR 701.68a-b: "You may blight N. If you do, …" — a creature you control chosen as it resolves
def test_you_may_blight_family() -> None:
    from arbiter.cards.oracle.noun_phrase import noun_phrase
    from arbiter.mtg.effects.optional import MayCostThen

    line = "You may blight 2. If you do, draw a card."
    with family_counts() as counts:
        parsed = parse_effects(line, ability=True)
    assert parsed is not None
    (e,), _ = parsed
    assert isinstance(e, MayCostThen) and (e.kind, e.amount, e.what) == ("blight", 2, noun_phrase("creature"))
    assert e.text(()) == line
    assert counts["optional"] >= 1
    assert parse_effects("You may blight a creature. If you do, draw a card.", ability=True) is None


def test_blight_as_a_cost() -> None:
    """CR 701.68a, 602.2b: "Blight N" in an activation cost — a creature you control chosen as it is paid."""
    from arbiter.cards.oracle.costs import cost_part, cost_parts
    from arbiter.mtg.costs.parts import BlightChosen

    part = cost_part("Blight 2")
    assert isinstance(part, BlightChosen) and part.count == 2 and part.what.controller == "you"
    assert part.text() == "Blight 2"
    parts = cost_parts("{1}{R}, {T}, Blight 1")
    assert parts is not None and isinstance(parts[-1], BlightChosen)
    assert cost_part("Blight X") is None


def test_watched_creature_deals_damage_to_its_controller() -> None:
    """CR 603.2, 120.3, 701.15a: "Whenever a goaded creature attacks, it deals 1 damage to its
    controller." — the watched creature is the source, its controller (608.2h) the recipient."""
    from arbiter.cards.oracle.noun_phrase import noun_phrase
    from arbiter.mtg.effects.damage import SubjectDealsDamage

    line = "It deals 1 damage to its controller."
    with family_counts() as counts:
        parsed = parse_effects(line, it="watched", ability=True)
    assert parsed == ([SubjectDealsDamage(1, Ref("it_subject's controller"), line)], [])
    assert counts["damage"] >= 1
    assert parse_effects(line, it="self", ability=True) is None  # (the source's own: not this production)
    goaded = noun_phrase("goaded creature")
    assert goaded is not None and goaded.goaded


def test_creature_types_added_to_a_group_or_the_equipped_creature() -> None:
    """CR 205.3d, 613.1d: "… in addition to their / its other creature types" — creature types only."""
    from arbiter.cards.oracle.attached_characteristics import attached_characteristics
    from arbiter.cards.oracle.layer_statics import creature_types_added

    hive = creature_types_added("Creatures you control are Slivers in addition to their other creature types.")
    assert hive is not None and hive.subtypes == ("Sliver",) and hive.what.controller == "you"
    each = creature_types_added("Each creature you control is a Vampire in addition to its other creature types.")
    assert each is not None and each.subtypes == ("Vampire",)
    assert creature_types_added("All Goblins are Zombies in addition to their other creature types.") is None
    assert creature_types_added("Lands you control are Swamps in addition to their other creature types.") is None
    hook = "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its other creature types."
    found = attached_characteristics(hook)
    assert found is not None and found.animation.subtypes == ("Pirate",) and found.animation.retain == "all"
    assert attached_characteristics(hook.replace("a Pirate", "a Swamp")) is None


def test_return_this_aura_attached_to_that_creature() -> None:
    """CR 303.4i, 603.2: "Return ~ from your graveyard to the battlefield attached to that
    creature." after a trigger about an entering creature — that creature is named as the host."""
    from arbiter.cards.oracle.graveyard_triggers import works_from_graveyard
    from arbiter.mtg.effects.returns import ReturnFromGraveyard

    line = "You may return ~ from your graveyard to the battlefield attached to that creature."
    parsed = parse_effects(line, it="watched", ability=True)
    assert parsed is not None
    (may,), targets = parsed
    assert isinstance(may, MayDo) and targets == []
    assert may.effect == ReturnFromGraveyard(Ref("this"), True, attached_to=Ref("subject"))
    assert works_from_graveyard([may])
    assert parse_effects(line, it="self", ability=True) is None


def test_all_damage_from_a_chosen_source_redirected() -> None:
    """CR 614.9, 609.7a: "All damage that would be dealt this turn to target creature you control by
    a source of your choice is dealt to another target creature instead." — all of it, all turn."""
    from arbiter.mtg.effects.chosen_source import RedirectFromChosenSource

    line = (
        "All damage that would be dealt this turn to target creature you control by a source of your choice "
        "is dealt to another target creature instead."
    )
    with family_counts() as counts:
        parsed = parse_effects(line)
    assert parsed is not None
    (effect,), targets = parsed
    assert isinstance(effect, RedirectFromChosenSource) and len(targets) == 2
    assert effect.amount is None and not effect.rule.once and effect.new.kind == "target"
    assert counts["prevention"] >= 1
    own = (
        "All damage that would be dealt to target creature this turn by a source of your choice is dealt to ~ instead."
    )
    found = parse_effects(own, ability=True)
    assert found is not None and isinstance(found[0][0], RedirectFromChosenSource) and found[0][0].new.kind == "this"
    assert parse_effects(own) is None  # (a spell has no "~" to receive damage)


def test_alternative_cost_exiling_a_card_with_mana_value_x() -> None:
    """CR 118.9, 107.3a: "You may exile a red card with mana value X from your hand rather than pay
    ~'s mana cost." — the exiled card's part is bound to the X announced."""
    from arbiter.cards.oracle.alternative_costs import alternative_cost
    from arbiter.mtg.costs.parts import ExileFromHand
    from arbiter.mtg.ir.casting_keywords import AlternativeCost

    found = alternative_cost("You may exile a red card with mana value X from your hand rather than pay ~'s mana cost.")
    assert found is not None
    (alt,) = found
    assert isinstance(alt, AlternativeCost)
    (part,) = alt.parts
    assert isinstance(part, ExileFromHand) and part.value_x and part.what.text == "a red card with mana value X"
    plain = alternative_cost("You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost.")
    assert plain is not None and not any(getattr(p, "value_x", False) for p in plain[0].parts)  # type: ignore[attr-defined]
    from arbiter.mtg.effects.chosen_source import RedirectFromChosenSource

    shining = parse_effects(
        "The next X damage that a source of your choice would deal to you and/or creatures you control this turn "
        "is dealt to any target instead."
    )
    assert shining is not None and isinstance(shining[0][0], RedirectFromChosenSource) and shining[0][0].x_amount


def test_exile_any_number_of_cards_for_less() -> None:
    """CR 601.2b, 601.2f: "As an additional cost to cast ~, you may exile any number of white cards
    from your hand. ~ costs {2} less to cast for each card exiled this way." (the Marches)."""
    from arbiter.cards.oracle.paid_keyword_lines import exiled_for_less
    from arbiter.mtg.costs.parts import ExileFromHand
    from arbiter.mtg.ir.paid_keywords import EXILED_FOR_LESS, PaidTimes

    line = (
        "As an additional cost to cast ~, you may exile any number of white cards from your hand. "
        "~ costs {2} less to cast for each card exiled this way."
    )
    found = exiled_for_less(line)
    assert found is not None
    (paid,) = found
    assert isinstance(paid, PaidTimes) and paid.multi and paid.keyword == EXILED_FOR_LESS and paid.less_each == 2
    (part,) = paid.parts
    assert isinstance(part, ExileFromHand) and part.what.text == "a white card" and paid.text() == line
    assert exiled_for_less(line.replace("from your hand", "from your graveyard")) is None


def test_dead_source_returned_at_the_next_end_step() -> None:
    """CR 603.7a, 603.6c, 614.10: "When ~ dies, return it to its owner's hand / to the battlefield
    under its owner's control at the beginning of the next end step [and you skip your next draw
    step]." — "it" is the card in the graveyard; only in a trigger on the source leaving."""
    from arbiter.mtg.effects.dead_returns import DeadSourceAtEndStep

    hand = "Return it to its owner's hand at the beginning of the next end step."
    with family_counts() as counts:
        parsed = parse_effects(hand, it="source", ability=True)
    assert parsed == ([DeadSourceAtEndStep(hand, False)], [])
    assert counts["zones"] >= 1
    back = (
        "Return it to the battlefield under its owner's control at the beginning of the next end step "
        "and you skip your next draw step."
    )
    assert parse_effects(back, it="source", ability=True) == ([DeadSourceAtEndStep(back, True, True)], [])
    assert parse_effects(back, it="watched", ability=True) is None  # (another creature's card: not read)


def test_manifest_dread() -> None:
    """CR 701.62a: "Manifest dread." and "… manifest dread twice." — a keyword action."""
    from arbiter.mtg.effects.manifest import ManifestDread

    with family_counts() as counts:
        parsed = parse_effects("Manifest dread.", it="self", ability=True)
    assert parsed == ([ManifestDread()], [])
    assert counts["actions"] >= 1
    assert parse_effects("Manifest dread twice.") == ([ManifestDread(2)], [])
    assert ManifestDread(2).text(()) == "Manifest dread twice."


def test_any_opponent_may_have_it_deal_damage() -> None:
    """CR 608.2d–e: "Any opponent may have it deal N damage to them. If a player does, sacrifice ~."
    — the offer (the source's damage to that opponent) and what the controller then does."""
    from arbiter.mtg.effects.any_opponent import AnyOpponentMay
    from arbiter.mtg.effects.damage import DealDamage
    from arbiter.mtg.effects.zones import SacrificeIt

    line = "Any opponent may have it deal 4 damage to them. If a player does, sacrifice ~."
    parsed = parse_effects(line, it="self", ability=True)
    assert parsed is not None
    (offer,), targets = parsed
    assert isinstance(offer, AnyOpponentMay) and targets == []
    assert offer.offer == DealDamage(4, Ref("you"), "~")
    assert offer.then == (SacrificeIt(Ref("this"), Ref("you")),)
    assert offer.text(()) == line
    assert parse_effects(line, it="watched", ability=True) is None  # ("it" isn't the source)
