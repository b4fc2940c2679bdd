"""The ability model under its old name: a re-export of :mod:`arbiter.mtg.ir` (the data layer) and of
the effect classes, which live beside their resolution in :mod:`arbiter.mtg.effects`.

The ``ir`` names are imported at once. The effect classes are loaded on first use (PEP 562
``__getattr__``): their modules import the runtime (zones, state, characteristics), and the
runtime imports this module for ``CardDef`` and the static abilities, so an eager import here
would be a cycle. New code imports from ``arbiter.mtg.ir`` and ``arbiter.mtg.effects``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from arbiter.mtg.ir.abilities import (
    BASIC_LAND_MANA as BASIC_LAND_MANA,
)
from arbiter.mtg.ir.abilities import (
    Ability as Ability,
)
from arbiter.mtg.ir.abilities import (
    ActivatedAbility as ActivatedAbility,
)
from arbiter.mtg.ir.abilities import (
    FaceUnsupported as FaceUnsupported,
)
from arbiter.mtg.ir.abilities import (
    IntrinsicManaAbility as IntrinsicManaAbility,
)
from arbiter.mtg.ir.abilities import (
    Keyword as Keyword,
)
from arbiter.mtg.ir.abilities import (
    SpellAbility as SpellAbility,
)
from arbiter.mtg.ir.abilities import (
    Static as Static,
)
from arbiter.mtg.ir.abilities import (
    TriggeredAbility as TriggeredAbility,
)
from arbiter.mtg.ir.abilities import (
    Unsupported as Unsupported,
)
from arbiter.mtg.ir.abilities import (
    mana_ability as mana_ability,
)
from arbiter.mtg.ir.abilities import (
    render_lines as render_lines,
)
from arbiter.mtg.ir.card import FACE_DOWN as FACE_DOWN
from arbiter.mtg.ir.card import CardDef as CardDef
from arbiter.mtg.ir.casting_keywords import (
    Entwine as Entwine,
)
from arbiter.mtg.ir.casting_keywords import (
    Flashback as Flashback,
)
from arbiter.mtg.ir.casting_keywords import (
    Kicker as Kicker,
)
from arbiter.mtg.ir.casting_keywords import (
    Morph as Morph,
)
from arbiter.mtg.ir.casting_keywords import (
    Offering as Offering,
)
from arbiter.mtg.ir.casting_keywords import (
    Suspend as Suspend,
)
from arbiter.mtg.ir.effect import And as And
from arbiter.mtg.ir.effect import Effect as Effect
from arbiter.mtg.ir.effect import Then as Then
from arbiter.mtg.ir.effect import render_effects as render_effects
from arbiter.mtg.ir.filters import CountOf as CountOf
from arbiter.mtg.ir.filters import Filter as Filter
from arbiter.mtg.ir.mana import AddMana as AddMana
from arbiter.mtg.ir.mana import AddManaOfChoice as AddManaOfChoice
from arbiter.mtg.ir.refs import (
    ANY_TARGET as ANY_TARGET,
)
from arbiter.mtg.ir.refs import (
    TARGET_CREATURE as TARGET_CREATURE,
)
from arbiter.mtg.ir.refs import (
    TARGET_OPPONENT as TARGET_OPPONENT,
)
from arbiter.mtg.ir.refs import (
    TARGET_PLAYER as TARGET_PLAYER,
)
from arbiter.mtg.ir.refs import (
    THIS as THIS,
)
from arbiter.mtg.ir.refs import (
    YOU as YOU,
)
from arbiter.mtg.ir.refs import (
    Ref as Ref,
)
from arbiter.mtg.ir.refs import (
    TargetSpec as TargetSpec,
)
from arbiter.mtg.ir.refs import (
    target as target,
)
from arbiter.mtg.ir.statics.combat import (
    AllMustBlock as AllMustBlock,
)
from arbiter.mtg.ir.statics.combat import (
    AttacksEachCombat as AttacksEachCombat,
)
from arbiter.mtg.ir.statics.combat import (
    AttackTax as AttackTax,
)
from arbiter.mtg.ir.statics.combat import (
    BlocksEachCombat as BlocksEachCombat,
)
from arbiter.mtg.ir.statics.combat import (
    BlockTax as BlockTax,
)
from arbiter.mtg.ir.statics.combat import (
    CanBlockMore as CanBlockMore,
)
from arbiter.mtg.ir.statics.combat import (
    CanBlockOnly as CanBlockOnly,
)
from arbiter.mtg.ir.statics.combat import (
    CantAttack as CantAttack,
)
from arbiter.mtg.ir.statics.combat import (
    CantAttackUnlessDefenderControls as CantAttackUnlessDefenderControls,
)
from arbiter.mtg.ir.statics.combat import (
    CantBeBlocked as CantBeBlocked,
)
from arbiter.mtg.ir.statics.combat import (
    CantBeBlockedBy as CantBeBlockedBy,
)
from arbiter.mtg.ir.statics.combat import (
    CantBeBlockedByMoreThanOne as CantBeBlockedByMoreThanOne,
)
from arbiter.mtg.ir.statics.combat import (
    CantBeBlockedByPower as CantBeBlockedByPower,
)
from arbiter.mtg.ir.statics.combat import (
    CantBeBlockedExceptBy as CantBeBlockedExceptBy,
)
from arbiter.mtg.ir.statics.combat import (
    CantBlock as CantBlock,
)
from arbiter.mtg.ir.statics.combat import (
    CantBlockOrBeBlocked as CantBlockOrBeBlocked,
)
from arbiter.mtg.ir.statics.combat import (
    EnchantedCombatTax as EnchantedCombatTax,
)
from arbiter.mtg.ir.statics.combat import (
    ExertAsItAttacks as ExertAsItAttacks,
)
from arbiter.mtg.ir.statics.combat import (
    MustBeBlocked as MustBeBlocked,
)
from arbiter.mtg.ir.statics.combat import (
    NoMoreThanAttack as NoMoreThanAttack,
)
from arbiter.mtg.ir.statics.combat import (
    NoMoreThanBlock as NoMoreThanBlock,
)
from arbiter.mtg.ir.statics.counter_prohibitions import (
    CantGetCounters as CantGetCounters,
)
from arbiter.mtg.ir.statics.counter_prohibitions import (
    CantHaveCounters as CantHaveCounters,
)
from arbiter.mtg.ir.statics.grants import (
    AttachedGrant as AttachedGrant,
)
from arbiter.mtg.ir.statics.grants import (
    AttachedRestriction as AttachedRestriction,
)
from arbiter.mtg.ir.statics.grants import (
    ControlEnchanted as ControlEnchanted,
)
from arbiter.mtg.ir.statics.grants import (
    GrantToControlled as GrantToControlled,
)
from arbiter.mtg.ir.statics.grants import (
    GroupLosesKeywords as GroupLosesKeywords,
)
from arbiter.mtg.ir.statics.grants import (
    HasActivatedAbilitiesOf as HasActivatedAbilitiesOf,
)
from arbiter.mtg.ir.statics.grants import (
    LevelBand as LevelBand,
)
from arbiter.mtg.ir.statics.grants import (
    NotCreatureUnlessDevotion as NotCreatureUnlessDevotion,
)
from arbiter.mtg.ir.statics.grants import (
    PTDefinition as PTDefinition,
)
from arbiter.mtg.ir.statics.replacement import (
    AsTurnedFaceUp as AsTurnedFaceUp,
)
from arbiter.mtg.ir.statics.replacement import (
    CantGainLife as CantGainLife,
)
from arbiter.mtg.ir.statics.replacement import (
    EntersTapped as EntersTapped,
)
from arbiter.mtg.ir.statics.replacement import (
    EntersTappedUnless as EntersTappedUnless,
)
from arbiter.mtg.ir.statics.replacement import (
    EntersWithCounters as EntersWithCounters,
)
from arbiter.mtg.ir.statics.replacement import (
    OpponentsEnterTapped as OpponentsEnterTapped,
)
from arbiter.mtg.ir.statics.rules import (
    AdditionalCost as AdditionalCost,
)
from arbiter.mtg.ir.statics.rules import (
    AdditionalCostPerSymbol as AdditionalCostPerSymbol,
)
from arbiter.mtg.ir.statics.rules import (
    BeginOnBattlefield as BeginOnBattlefield,
)
from arbiter.mtg.ir.statics.rules import (
    CantBeCountered as CantBeCountered,
)
from arbiter.mtg.ir.statics.rules import (
    CantPayCosts as CantPayCosts,
)
from arbiter.mtg.ir.statics.rules import (
    CastAsThoughFlash as CastAsThoughFlash,
)
from arbiter.mtg.ir.statics.rules import (
    CreatureAbilitiesCostLess as CreatureAbilitiesCostLess,
)
from arbiter.mtg.ir.statics.rules import (
    DoesntUntapItself as DoesntUntapItself,
)
from arbiter.mtg.ir.statics.rules import (
    NoMaximumHandSize as NoMaximumHandSize,
)
from arbiter.mtg.ir.statics.rules import (
    SpendOnlyOnX as SpendOnlyOnX,
)

if TYPE_CHECKING:
    from arbiter.mtg.effects.combat import (
        CantBeBlockedThisTurn as CantBeBlockedThisTurn,
    )
    from arbiter.mtg.effects.combat import (
        CantBlockThisTurn as CantBlockThisTurn,
    )
    from arbiter.mtg.effects.combat import (
        ProvokeEffect as ProvokeEffect,
    )
    from arbiter.mtg.effects.combat import (
        RemoveFromCombat as RemoveFromCombat,
    )
    from arbiter.mtg.effects.continuous import (
        BecomeArtifactCreature as BecomeArtifactCreature,
    )
    from arbiter.mtg.effects.continuous import (
        BecomeColor as BecomeColor,
    )
    from arbiter.mtg.effects.continuous import (
        FlashThisTurn as FlashThisTurn,
    )
    from arbiter.mtg.effects.continuous import (
        FlipThis as FlipThis,
    )
    from arbiter.mtg.effects.continuous import (
        GainKeywordUntilEOT as GainKeywordUntilEOT,
    )
    from arbiter.mtg.effects.continuous import (
        LoseAllAbilities as LoseAllAbilities,
    )
    from arbiter.mtg.effects.continuous import (
        ModifyPT as ModifyPT,
    )
    from arbiter.mtg.effects.continuous import (
        PumpAndGrant as PumpAndGrant,
    )
    from arbiter.mtg.effects.continuous import (
        RampageBonus as RampageBonus,
    )
    from arbiter.mtg.effects.control import GainControl as GainControl
    from arbiter.mtg.effects.counters import (
        Bolster as Bolster,
    )
    from arbiter.mtg.effects.counters import (
        Proliferate as Proliferate,
    )
    from arbiter.mtg.effects.counters import (
        PutCounters as PutCounters,
    )
    from arbiter.mtg.effects.counters import (
        RemoveAllCounters as RemoveAllCounters,
    )
    from arbiter.mtg.effects.counters import (
        RemoveCountersFrom as RemoveCountersFrom,
    )
    from arbiter.mtg.effects.damage import (
        DealDamage as DealDamage,
    )
    from arbiter.mtg.effects.damage import (
        DealDividedDamage as DealDividedDamage,
    )
    from arbiter.mtg.effects.damage import (
        FightEachOther as FightEachOther,
    )
    from arbiter.mtg.effects.delayed import (
        DelayedUnlessPaid as DelayedUnlessPaid,
    )
    from arbiter.mtg.effects.delayed import (
        DrawNextUpkeep as DrawNextUpkeep,
    )
    from arbiter.mtg.effects.hand import (
        Discard as Discard,
    )
    from arbiter.mtg.effects.hand import (
        EachDiscardsHandThenDraws as EachDiscardsHandThenDraws,
    )
    from arbiter.mtg.effects.hand import (
        PutCardsFromHand as PutCardsFromHand,
    )
    from arbiter.mtg.effects.hand import (
        PutFromHand as PutFromHand,
    )
    from arbiter.mtg.effects.library import (
        Dig as Dig,
    )
    from arbiter.mtg.effects.library import (
        Draw as Draw,
    )
    from arbiter.mtg.effects.library import (
        ExileTopCards as ExileTopCards,
    )
    from arbiter.mtg.effects.library import (
        Explore as Explore,
    )
    from arbiter.mtg.effects.library import (
        MayPlayExiled as MayPlayExiled,
    )
    from arbiter.mtg.effects.library import (
        Mill as Mill,
    )
    from arbiter.mtg.effects.library import (
        Scry as Scry,
    )
    from arbiter.mtg.effects.library import (
        SearchLibrary as SearchLibrary,
    )
    from arbiter.mtg.effects.life import (
        ExtortDrain as ExtortDrain,
    )
    from arbiter.mtg.effects.life import (
        GameOver as GameOver,
    )
    from arbiter.mtg.effects.life import (
        LifeChange as LifeChange,
    )
    from arbiter.mtg.effects.optional import (
        MayCostThen as MayCostThen,
    )
    from arbiter.mtg.effects.optional import (
        MayDo as MayDo,
    )
    from arbiter.mtg.effects.optional import (
        MayPayThen as MayPayThen,
    )
    from arbiter.mtg.effects.optional import (
        SacrificeThisUnlessPay as SacrificeThisUnlessPay,
    )
    from arbiter.mtg.effects.prevention import (
        PreventAllCombatDamage as PreventAllCombatDamage,
    )
    from arbiter.mtg.effects.prevention import (
        PreventNext as PreventNext,
    )
    from arbiter.mtg.effects.returns import (
        ReturnFromGraveyard as ReturnFromGraveyard,
    )
    from arbiter.mtg.effects.returns import (
        ReturnOwnPermanent as ReturnOwnPermanent,
    )
    from arbiter.mtg.effects.returns import (
        ReturnThisToBattlefield as ReturnThisToBattlefield,
    )
    from arbiter.mtg.effects.returns import (
        ReturnToHand as ReturnToHand,
    )
    from arbiter.mtg.effects.returns import (
        ReturnWithCounter as ReturnWithCounter,
    )
    from arbiter.mtg.effects.stack import (
        CastSuspended as CastSuspended,
    )
    from arbiter.mtg.effects.stack import (
        CounterIt as CounterIt,
    )
    from arbiter.mtg.effects.stack import (
        CounterUnlessPays as CounterUnlessPays,
    )
    from arbiter.mtg.effects.stack import (
        EndTheTurn as EndTheTurn,
    )
    from arbiter.mtg.effects.tap import (
        DoesntUntap as DoesntUntap,
    )
    from arbiter.mtg.effects.tap import (
        Tap as Tap,
    )
    from arbiter.mtg.effects.tokens import (
        PREDEFINED_TOKENS as PREDEFINED_TOKENS,
    )
    from arbiter.mtg.effects.tokens import (
        CreateEmblem as CreateEmblem,
    )
    from arbiter.mtg.effects.tokens import (
        CreatePredefinedToken as CreatePredefinedToken,
    )
    from arbiter.mtg.effects.tokens import (
        CreateToken as CreateToken,
    )
    from arbiter.mtg.effects.zones import (
        AttachThis as AttachThis,
    )
    from arbiter.mtg.effects.zones import (
        Destroy as Destroy,
    )
    from arbiter.mtg.effects.zones import (
        ExileGraveyard as ExileGraveyard,
    )
    from arbiter.mtg.effects.zones import (
        ExileIt as ExileIt,
    )
    from arbiter.mtg.effects.zones import (
        ExileUntilLeaves as ExileUntilLeaves,
    )
    from arbiter.mtg.effects.zones import (
        Regenerate as Regenerate,
    )
    from arbiter.mtg.effects.zones import (
        Sacrifice as Sacrifice,
    )
    from arbiter.mtg.effects.zones import (
        SacrificeIt as SacrificeIt,
    )
    from arbiter.mtg.effects.zones import (
        ShuffleGraveyardIn as ShuffleGraveyardIn,
    )

_LAZY = {
    "CantBeBlockedThisTurn": "arbiter.mtg.effects.combat",
    "CantBlockThisTurn": "arbiter.mtg.effects.combat",
    "ProvokeEffect": "arbiter.mtg.effects.combat",
    "RemoveFromCombat": "arbiter.mtg.effects.combat",
    "BecomeArtifactCreature": "arbiter.mtg.effects.continuous",
    "BecomeColor": "arbiter.mtg.effects.continuous",
    "FlashThisTurn": "arbiter.mtg.effects.continuous",
    "FlipThis": "arbiter.mtg.effects.continuous",
    "GainKeywordUntilEOT": "arbiter.mtg.effects.continuous",
    "LoseAllAbilities": "arbiter.mtg.effects.continuous",
    "ModifyPT": "arbiter.mtg.effects.continuous",
    "PumpAndGrant": "arbiter.mtg.effects.continuous",
    "RampageBonus": "arbiter.mtg.effects.continuous",
    "GainControl": "arbiter.mtg.effects.control",
    "Bolster": "arbiter.mtg.effects.counters",
    "Proliferate": "arbiter.mtg.effects.counters",
    "PutCounters": "arbiter.mtg.effects.counters",
    "RemoveAllCounters": "arbiter.mtg.effects.counters",
    "RemoveCountersFrom": "arbiter.mtg.effects.counters",
    "DealDamage": "arbiter.mtg.effects.damage",
    "DealDividedDamage": "arbiter.mtg.effects.damage",
    "FightEachOther": "arbiter.mtg.effects.damage",
    "DelayedUnlessPaid": "arbiter.mtg.effects.delayed",
    "DrawNextUpkeep": "arbiter.mtg.effects.delayed",
    "Discard": "arbiter.mtg.effects.hand",
    "EachDiscardsHandThenDraws": "arbiter.mtg.effects.hand",
    "PutCardsFromHand": "arbiter.mtg.effects.hand",
    "PutFromHand": "arbiter.mtg.effects.hand",
    "Dig": "arbiter.mtg.effects.library",
    "Draw": "arbiter.mtg.effects.library",
    "ExileTopCards": "arbiter.mtg.effects.library",
    "Explore": "arbiter.mtg.effects.library",
    "MayPlayExiled": "arbiter.mtg.effects.library",
    "Mill": "arbiter.mtg.effects.library",
    "Scry": "arbiter.mtg.effects.library",
    "SearchLibrary": "arbiter.mtg.effects.library",
    "ExtortDrain": "arbiter.mtg.effects.life",
    "LifeChange": "arbiter.mtg.effects.life",
    "GameOver": "arbiter.mtg.effects.life",
    "MayCostThen": "arbiter.mtg.effects.optional",
    "MayDo": "arbiter.mtg.effects.optional",
    "MayPayThen": "arbiter.mtg.effects.optional",
    "SacrificeThisUnlessPay": "arbiter.mtg.effects.optional",
    "PreventAllCombatDamage": "arbiter.mtg.effects.prevention",
    "PreventNext": "arbiter.mtg.effects.prevention",
    "ReturnFromGraveyard": "arbiter.mtg.effects.returns",
    "ReturnOwnPermanent": "arbiter.mtg.effects.returns",
    "ReturnThisToBattlefield": "arbiter.mtg.effects.returns",
    "ReturnToHand": "arbiter.mtg.effects.returns",
    "ReturnWithCounter": "arbiter.mtg.effects.returns",
    "CastSuspended": "arbiter.mtg.effects.stack",
    "CounterIt": "arbiter.mtg.effects.stack",
    "CounterUnlessPays": "arbiter.mtg.effects.stack",
    "EndTheTurn": "arbiter.mtg.effects.stack",
    "DoesntUntap": "arbiter.mtg.effects.tap",
    "Tap": "arbiter.mtg.effects.tap",
    "CreateEmblem": "arbiter.mtg.effects.tokens",
    "CreatePredefinedToken": "arbiter.mtg.effects.tokens",
    "CreateToken": "arbiter.mtg.effects.tokens",
    "PREDEFINED_TOKENS": "arbiter.mtg.effects.tokens",
    "AttachThis": "arbiter.mtg.effects.zones",
    "Destroy": "arbiter.mtg.effects.zones",
    "ExileGraveyard": "arbiter.mtg.effects.zones",
    "ExileIt": "arbiter.mtg.effects.zones",
    "ExileUntilLeaves": "arbiter.mtg.effects.zones",
    "Regenerate": "arbiter.mtg.effects.zones",
    "SacrificeIt": "arbiter.mtg.effects.zones",
    "Sacrifice": "arbiter.mtg.effects.zones",
    "ShuffleGraveyardIn": "arbiter.mtg.effects.zones",
}


if not TYPE_CHECKING:  # (hidden from mypy, which sees the imports above: a wrong name stays an error)

    def __getattr__(name: str) -> object:
        module = _LAZY.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value: object = getattr(importlib.import_module(module), name)
        globals()[name] = value  # (found directly from now on)
        return value
