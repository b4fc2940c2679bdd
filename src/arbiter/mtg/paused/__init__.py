"""Paused resolutions (CR 608.2c–d): the questions a spell or ability asks as it resolves.

An instruction that needs a player's decision begins with an *asker* (found by the instruction's
class in :data:`ASKERS`): it either does the instruction at once or pauses the resolution —
``GameState.resolving`` becomes a :class:`Resolving` whose ``step`` is one of the records of
:data:`Paused`, and ``GameState.pending`` the decision. The record's ``answer`` takes the
player's answer and says how the resolution goes on (:class:`Next`); the records that cast a
spell during the resolution (608.2g) also have ``after_cast``.
"""

from __future__ import annotations

from arbiter.mtg.effects import graveyard_returns, keep_rest, library_and_graveyard, named_cards, return_own
from arbiter.mtg.effects.cumulative_upkeep import CumulativeUpkeepPaid, begin_cumulative_upkeep_paid
from arbiter.mtg.effects.restart import RestartTheGame, begin_restart
from arbiter.mtg.paused import (
    attack_choice,
    cast,
    cast_exiled,
    chain_copies,
    champion,
    change_target,
    choices,
    chosen_source,
    clash,
    copy_exiled,
    counters,
    dig_battlefield,
    discard,
    discard_unless,
    draw_count,
    drawn_revealed,
    echo_discard,
    energy_amount,
    entering,
    epic_copy,
    exile_several,
    given_counters,
    hideaway,
    keyword_actions,
    keyword_search,
    kinship,
    library,
    library_order,
    manifest_dread,
    piles,
    player_library,
    punishers,
    put_from_hand,
    repeat_process,
    replacement_order,
    resolution_choice,
    return_counters,
    reveal_for_each_target,
    revealed_hand,
    ring_bearer,
    ripple,
    sacrifice,
    siege,
    soulbond,
    tempting_offer,
    top_or_bottom,
    top_x_win,
    unless_pays,
    venture,
    votes,
    ward_costs,
    word_choice,
    zone_choices,
)
from arbiter.mtg.paused.base import Asker, Askers, At, ForPlayer, Next, Offered, Resolving, act_as, act_done, pause
from arbiter.mtg.paused.cast import (
    Cascading,
    CastingCipherCopy,
    CastingForMadness,
    CastingForMiracle,
    CastingFromGraveyard,
    CastingFromHand,
    CastingSuspended,
    CopyingSpell,
    EncodingCipher,
)
from arbiter.mtg.paused.choices import (
    ChoosingColor,
    ChoosingManaColor,
    MayChoosing,
    MayCost,
    PayingOrNot,
    PuttingFromHand,
    TappingOrUntapping,
)
from arbiter.mtg.paused.counters import RemovingCounters
from arbiter.mtg.paused.discard import (
    ChoosingDiscard,
    Conniving,
    ConvokersConniving,
    Discarding,
    PlayersDiscarding,
)
from arbiter.mtg.paused.discard_unless import DiscardingUnlessOfType
from arbiter.mtg.paused.keyword_actions import Amassing, Bolstering, Exploring, Proliferating, UntappingUpTo
from arbiter.mtg.paused.library import (
    Digging,
    ExilingFromHand,
    PuttingOnTop,
    Scrying,
    SearchingLibrary,
    SplittingFound,
)
from arbiter.mtg.paused.piles import ChoosingPile, SeparatingPiles
from arbiter.mtg.paused.sacrifice import MaySacrificing, ReturningOwn, Sacrificing
from arbiter.mtg.paused.zone_choices import MovingChosen

# the records a spell cast during the resolution returns to (608.2g)
CastingStep = (
    CastingSuspended | CastingForMadness | CastingForMiracle | CastingCipherCopy | Cascading | CastingFromGraveyard
    | CastingFromHand | CopyingSpell | cast_exiled.CastingExiled | hideaway.PlayingHidden | hideaway.PlayingHiddenFace
    | siege.CastingTransformed | ripple.RippleCasting | drawn_revealed.CastingOneRevealed
    | copy_exiled.CastingCopies
)  # fmt: skip

# every question a resolution can be paused on (a closed union: ``GameState.resolving.step``)
Paused = (
    Discarding | PlayersDiscarding | ChoosingDiscard | Conniving
    | Sacrificing | MaySacrificing | ReturningOwn
    | Scrying | SearchingLibrary | Digging | PuttingOnTop
    | Exploring | Bolstering | Proliferating | Amassing | UntappingUpTo
    | MayChoosing | MayCost | PuttingFromHand | PayingOrNot | TappingOrUntapping | ChoosingColor
    | ChoosingManaColor | CastingStep
    | MovingChosen | RemovingCounters | SeparatingPiles | ChoosingPile
    | DiscardingUnlessOfType
    | SplittingFound
    | ExilingFromHand
    | dig_battlefield.DiggingOntoBattlefield
    | library_order.OrderingIntoLibrary
    | clash.Clashing
    | tempting_offer.OfferAsking
    | ward_costs.PayingWardLife | ward_costs.PayingWardCard
    | soulbond.Pairing
    | chosen_source.ChoosingSource
    | revealed_hand.ChoosingFromHand
    | top_or_bottom.ChoosingTopOrBottom
    | champion.Championing
    | echo_discard.DiscardingForEcho
    | resolution_choice.ChoosingValue
    | word_choice.ChoosingWord
    | graveyard_returns.ReturningChosen
    | library_and_graveyard.SearchingLibraryAndGraveyard
    | named_cards.SearchingForNamed
    | attack_choice.ChoosingAttacked
    | replacement_order.OrderingReplacements
    | return_counters.OrderingReturnCounter
    | given_counters.OrderingGivenCounters
    | EncodingCipher
    | votes.Voting
    | ConvokersConniving
    | draw_count.ChoosingDrawCount
    | draw_count.ChoosingEachDrawCount
    | repeat_process.Repeating
    | change_target.ChangingATarget
    | change_target.ChangingTheTarget
    | change_target.ChoosingNewTargets
    | chain_copies.ChainPaying | chain_copies.ChainChoosing | chain_copies.ChainDoing
    | hideaway.HidingAway
    | ripple.RippleRevealing | ripple.RippleOrdering
    | ring_bearer.ChoosingRingBearer
    | venture.ChoosingDungeon | venture.ChoosingRoom
    | punishers.ChoosingUnless | punishers.SacrificingEach
    | keep_rest.ChoosingKept
    | manifest_dread.ManifestingDread
    | copy_exiled.ChoosingCopied
    | energy_amount.PayingEnergyAmount
    | exile_several.ExilingSeveral
    | reveal_for_each_target.RevealingForEach
    | entering.AwaitingEntering
    | top_x_win.KeepingOneOnTop
    | kinship.RevealingKin
)  # fmt: skip

ASKERS = Askers()
for _module in (discard, sacrifice, library, keyword_actions, choices, cast, zone_choices, counters, piles):
    _module.register(ASKERS)
keyword_search.register(ASKERS)
return_own.register(ASKERS)
graveyard_returns.register(ASKERS)
library_and_graveyard.register(ASKERS)
named_cards.register(ASKERS)
put_from_hand.register(ASKERS)
player_library.register(ASKERS)
cast_exiled.register(ASKERS)
unless_pays.register(ASKERS)
discard_unless.register(ASKERS)
punishers.register(ASKERS)
drawn_revealed.register(ASKERS)
dig_battlefield.register(ASKERS)
library_order.register(ASKERS)
epic_copy.register(ASKERS)
clash.register(ASKERS)
tempting_offer.register(ASKERS)
ward_costs.register(ASKERS)
soulbond.register(ASKERS)
chosen_source.register(ASKERS)
revealed_hand.register(ASKERS)
top_or_bottom.register(ASKERS)
champion.register(ASKERS)
draw_count.register(ASKERS)
repeat_process.register(ASKERS)
change_target.register(ASKERS)
chain_copies.register(ASKERS)
hideaway.register(ASKERS)
ripple.register(ASKERS)
votes.register(ASKERS)
echo_discard.register(ASKERS)
word_choice.register(ASKERS)
resolution_choice.register(ASKERS)
attack_choice.register(ASKERS)
replacement_order.register(ASKERS)
return_counters.register(ASKERS)
siege.register(ASKERS)  # CR 310.11b
given_counters.register(ASKERS)
ring_bearer.register(ASKERS)  # CR 701.54a
copy_exiled.register(ASKERS)  # CR 707.12
venture.register(ASKERS)  # CR 701.49
keep_rest.register(ASKERS)
manifest_dread.register(ASKERS)  # CR 701.62a
top_x_win.register(ASKERS)  # CR 104.2b
kinship.register(ASKERS)  # CR 207.2c
reveal_for_each_target.register(ASKERS)  # CR 701.20a (Kaboom!)
ASKERS.add(CumulativeUpkeepPaid, begin_cumulative_upkeep_paid)  # CR 702.24a
ASKERS.add(RestartTheGame, begin_restart)  # CR 727.1

__all__ = [
    "ASKERS",
    "Amassing",
    "Asker",
    "Askers",
    "At",
    "Bolstering",
    "Cascading",
    "CastingCipherCopy",
    "CastingForMadness",
    "CastingForMiracle",
    "CastingFromGraveyard",
    "CastingFromHand",
    "CastingStep",
    "CastingSuspended",
    "ChoosingColor",
    "ChoosingDiscard",
    "ChoosingManaColor",
    "ChoosingPile",
    "Conniving",
    "CopyingSpell",
    "Digging",
    "Discarding",
    "EncodingCipher",
    "ExilingFromHand",
    "Exploring",
    "ForPlayer",
    "MayChoosing",
    "MayCost",
    "MaySacrificing",
    "MovingChosen",
    "Next",
    "Offered",
    "Paused",
    "PayingOrNot",
    "PlayersDiscarding",
    "Proliferating",
    "PuttingFromHand",
    "PuttingOnTop",
    "RemovingCounters",
    "Resolving",
    "ReturningOwn",
    "Sacrificing",
    "Scrying",
    "SearchingLibrary",
    "SeparatingPiles",
    "SplittingFound",
    "TappingOrUntapping",
    "UntappingUpTo",
    "act_as",
    "act_done",
    "pause",
]
