"""What a continuous effect from a resolved spell or ability does (CR 611.2a): one small frozen
record per kind of change, held as the ``change`` of a :class:`~arbiter.mtg.state.TurnEffect`
("until end of turn" in ``GameState.effects``, no end or "for as long as …" in
``GameState.lasting``).

The records form a closed union (:data:`Change`); readers dispatch with ``isinstance`` on the
record type, so the type checker checks every field. The module is imported qualified
(``from arbiter.mtg import resolved`` → ``resolved.GainControl(player)``): several names are
also the names of the instructions or static abilities that create a like effect.

Records for a whole player (``CastAsThoughFlash``, ``AdditionalLandPlays``, ``CantPlayLands``, ``CantCast``,
``PreventCombatDamage``, a ``TurnRule``, a player's ``PreventionShield``) sit on
:data:`~arbiter.mtg.state.NO_OBJECT` and name their players themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from arbiter.mtg.effects.this_turn import TurnRule
    from arbiter.mtg.enums import Color
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.ir.statics.prevention import PreventionRule
    from arbiter.mtg.keywords.soulbond import PairedWith
    from arbiter.mtg.layers.model import Animation
    from arbiter.mtg.mana.combat_mana import KeptUntilEndOfCombat
    from arbiter.mtg.mana.pool import ManaCost
    from arbiter.mtg.player_qualities import PlayerQuality
    from arbiter.mtg.replacement.prevention_rules import Origin
    from arbiter.mtg.state import ObjectRef, PlayerRef, TargetRef

# -- layer 2: control


@dataclass(frozen=True, slots=True)
class GainControl:
    """ "Gain control of …" (CR 613.1b, layer 2): ``player`` controls the object. ``while_source``:
    "for as long as ~ remains on the battlefield" — the source as (id, zone-change count); with
    ``while_controls``, "for as long as you control ~" (611.2b: the effect ends, for good, when that
    stops being true)."""

    player: int
    while_source: tuple[int, int] | None = None
    while_controls: bool = False


# -- layer 4: types


@dataclass(frozen=True, slots=True)
class Becomes:
    """ "<object> becomes a …" (CR 613.1d–f, 613.4b): types, colors, keywords and base P/T
    layer by layer — also awaken's land creature with no end (702.113a)."""

    animation: Animation


@dataclass(frozen=True, slots=True)
class LandTypes:
    """ "Target land becomes an Island [in addition to its other types]." (CR 305.7, layer 4):
    ``types`` replace its land types — it loses its rules-text abilities and has the new basic types'
    mana abilities — or, with ``add``, join them."""

    types: tuple[str, ...]
    add: bool = False


@dataclass(frozen=True, slots=True)
class BecomeArtifactCreature:
    """ "This Vehicle becomes an artifact creature until end of turn." (crew, CR 702.122a)."""


@dataclass(frozen=True, slots=True)
class AddSubtype:
    """ "It becomes a [subtype] in addition to its other types." (amass, CR 701.47a, layer 4, 613.1d)."""

    subtype: str


# -- layer 5: color


@dataclass(frozen=True, slots=True)
class BecomeColor:
    """ "<object> becomes [color]" (CR 613.1e, layer 5; the new color replaces the old, 105.3);
    None: "becomes colorless" (105.2c)."""

    color: Color | None


# -- layer 6: abilities


@dataclass(frozen=True, slots=True)
class LoseAbilities:
    """ "<object> loses all abilities" (CR 613.1f, layer 6)."""


@dataclass(frozen=True, slots=True)
class LoseAbility:
    """ "~ loses this ability" (CR 613.1f, layer 6): the one ability that made the effect."""

    ability: Ability


@dataclass(frozen=True, slots=True)
class PayToEnd:
    """ "You may pay {W} to end this effect." (CR 116.2c): ``player`` may end the effects on the
    object that share this record's timestamp by paying ``cost`` — a special action, any time
    they have priority."""

    cost: ManaCost
    player: int


@dataclass(frozen=True, slots=True)
class GainKeyword:
    """ "<object> gains <keyword>" (CR 613.1f, layer 6)."""

    keyword: str


@dataclass(frozen=True, slots=True)
class GainAbility:
    """ "<object> gains "<ability>"" — a printed ability granted, as backup does (CR 702.165a,
    613.1f; "~" in it means the object that has it)."""

    ability: Ability


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """ "<object> loses <keyword> and <keyword>" (CR 613.1f, layer 6)."""

    keywords: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HasteWhileControlled:
    """Suspend: a creature cast this way has haste until ``player`` (its caster) loses control of
    it (CR 702.62a)."""

    player: int


# -- layer 7: power and toughness


@dataclass(frozen=True, slots=True)
class BasePT:
    """ "<object> has base power and toughness P/T" (CR 613.4b, layer 7b)."""

    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """ "<object> gets +P/+T" (CR 613.4c, layer 7c) — used for "for as long as ~ remains tapped"
    (611.2b); until-end-of-turn boosts are ``GameState.boosts``."""

    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class SwitchPT:
    """ "Switch <creature>'s power and toughness" (CR 613.4d, layer 7d)."""


# -- attacking and blocking (rule modifications, not abilities)


@dataclass(frozen=True, slots=True)
class CantBlock:
    """ "<creature> can't block this turn" (a blocking restriction, CR 509.1b)."""


@dataclass(frozen=True, slots=True)
class CantAttack:
    """ "<creature> can't attack this turn" (an attacking restriction, CR 508.1c)."""


@dataclass(frozen=True, slots=True)
class BlocksAdditional:
    """ "<creature> can block an additional creature this turn" (CR 509.1a: each creature blocks one
    attacker unless an effect lets it block more)."""

    extra: int


@dataclass(frozen=True, slots=True)
class CantBeBlocked:
    """ "<creature> can't be blocked this turn" (a blocking restriction, CR 509.1b)."""


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy:
    """ "<creature> can't be blocked by <creatures> this turn" (a blocking restriction, CR 509.1b)."""

    blockers: Filter


@dataclass(frozen=True, slots=True)
class MustBeBlocked:
    """ "<creature> must be blocked this turn if able" (a blocking requirement, CR 509.1c)."""


@dataclass(frozen=True, slots=True)
class AllMustBlockIt:
    """ "All creatures able to block <creature> this turn do so." (Alluring Scent): a blocking
    requirement on every creature able to block it (CR 509.1c, 611.2a)."""


@dataclass(frozen=True, slots=True)
class MustBlock:
    """Provoke: the creature blocks ``attacker`` (an object id) this turn if able (CR 702.39a, 509.1c)."""

    attacker: int


@dataclass(frozen=True, slots=True)
class CantBlockIt:
    """ "Target creature can't block ~ this turn." — the creature can't block ``attacker`` (an
    object id, as the zone-change count ``zcc`` it had: a new object is another, 400.7) — a
    blocking restriction (CR 509.1b)."""

    attacker: int
    zcc: int


@dataclass(frozen=True, slots=True)
class BlocksIfAble:
    """ "<creature> blocks this turn if able" (a blocking requirement, CR 509.1c)."""


@dataclass(frozen=True, slots=True)
class AttacksIfAble:
    """ "<creature> attacks this turn if able" (an attack requirement, CR 508.1d) — encore's
    tokens attack ``player`` (702.141a), None: any player."""

    player: PlayerRef | None


@dataclass(frozen=True, slots=True)
class Goaded:
    """CR 701.15a–b: goaded by ``player`` (the controller of the spell or ability that goaded it)
    until that player's next turn begins (500.4); kept in ``GameState.lasting``."""

    player: int


@dataclass(frozen=True, slots=True)
class Detained:
    """CR 701.35a: detained by ``player`` (the controller of the spell or ability) until that
    player's next turn begins (500.4): it can't attack or block and its activated abilities can't
    be activated; kept in ``GameState.lasting``."""

    player: int


@dataclass(frozen=True, slots=True)
class AttackDespiteDefender:
    """ "<creature> can attack this turn as though it didn't have defender" (CR 702.3b, 611.2a)."""


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """ "It doesn't untap during its controller's untap step for as long as …" (CR 502.3, 611.2b)."""


@dataclass(frozen=True, slots=True)
class Enlisted:
    """Enlist: the attacker adds the power of the creature it tapped, ``creature`` as it was
    then (CR 702.154a)."""

    creature: ObjectRef


@dataclass(frozen=True, slots=True)
class Saddled:
    """The saddled designation until end of turn (CR 702.171b)."""


# -- destruction, damage, targets


@dataclass(frozen=True, slots=True)
class RegenerationShield:
    """ "Regenerate <permanent>": the next time it would be destroyed this turn, it's tapped,
    removed from combat and its damage removed instead (CR 701.19a)."""


@dataclass(frozen=True, slots=True)
class CantBeRegenerated:
    """ "<creature> can't be regenerated this turn" (CR 701.19c)."""


@dataclass(frozen=True, slots=True)
class ExileIfItWouldDie:
    """ "If <creature> would die this turn, exile it instead." (a replacement effect, CR 614.1a) —
    ``walkers``: "If that creature or planeswalker would die …" (a planeswalker put into a
    graveyard from the battlefield dies too, 700.4). ``every_creature``: "If a creature would die
    this turn, exile it instead." (Flaying Tendrils) — on no object: every creature that would die
    this turn, those that enter later too (it changes no characteristics, so 611.2c doesn't limit
    it to the creatures there as it resolved)."""

    walkers: bool = False
    every_creature: bool = False


@dataclass(frozen=True, slots=True)
class PreventionShield:
    """ "Prevent the next N damage that would be dealt to <target> this turn" (CR 615.7):
    ``amount`` is what is left to prevent; ``source``: the id of the spell or the source of the
    ability that made it (how the affected player names it when ordering effects, 616.1)."""

    to: TargetRef
    amount: int
    source: int = -1


@dataclass(frozen=True, slots=True)
class RedirectionShield:
    """ "The next N damage that would be dealt to ~ this turn is dealt to target creature you
    control instead." (CR 614.9): ``amount`` is what is left to redirect from ``to`` to ``new``
    (each a permanent or a player); ``source``: the id of the spell or of the source of the
    ability that made it (616.1)."""

    to: TargetRef
    amount: int
    new: TargetRef
    source: int = -1


@dataclass(frozen=True, slots=True)
class RedirectDamageThisTurn:
    """ "The next 2 damage that a source of your choice would deal to you and/or permanents you
    control this turn is dealt to any target instead." (CR 614.9, 609.7a): the damage ``rule``
    describes (its source and recipients fixed as it resolved) is dealt to ``new`` instead;
    ``amount`` is what is left to redirect (counted across events and recipients, like a shield,
    615.7), None for all of it; ``source``: the spell or the source of the ability (616.1)."""

    rule: PreventionRule
    origin: Origin
    new: TargetRef
    amount: int | None
    source: int = -1


@dataclass(frozen=True, slots=True)
class PreventDamageThisTurn:
    """ "Prevent all [combat] damage that would be dealt to/by <parties> this turn." and "The next
    time a source of your choice would deal damage …" (CR 615.1a, 615.8, 609.7a): the ``rule``
    with its targets resolved, and whose effect it is (``origin``: "other creatures", "you")."""

    rule: PreventionRule
    origin: Origin


@dataclass(frozen=True, slots=True)
class PreventCombatDamage:
    """ "Prevent all combat damage that would be dealt this turn." (CR 615.1a)."""


@dataclass(frozen=True, slots=True)
class CantBeTargetedByOpponents:
    """ "<permanent> can't be the target of spells or abilities your opponents control this
    turn" — ``player`` is "you", fixed as the effect begins (CR 611.2a, 115.1)."""

    player: int


# -- casting and playing


@dataclass(frozen=True, slots=True)
class HasFlashback:
    """ "<card in a graveyard> gains flashback until end of turn" (CR 702.34a)."""


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash:
    """ "You may cast spells this turn as though they had flash." (CR 601.3b, 702.8a)."""

    player: int


@dataclass(frozen=True, slots=True)
class AdditionalLandPlays:
    """ "You may play N additional lands this turn." (CR 305.2)."""

    player: int
    count: int


@dataclass(frozen=True, slots=True)
class CantPlayLands:
    """ "<player> can't play lands this turn." (CR 305.2b, 101.2)."""

    player: int


@dataclass(frozen=True, slots=True)
class CantCast:
    """ "<player> can't cast [<kind>] spells this turn." (CR 601.3) — ``spells``: "", "creature"
    or "noncreature"."""

    player: int
    spells: str


@dataclass(frozen=True, slots=True)
class NameProhibited:
    """ "Until your next turn, spells with the chosen name can't be cast and lands with the chosen
    name can't be played." (Conjurer's Ban) / "Opponents can't cast spells with the chosen name until
    your next turn." (CR 601.3, 305.1): the name, whose spells (``opponents``: only the opponents of
    ``controller``), whether lands can't be played either, and whose next turn ends it (500.4)."""

    name: str
    controller: int
    opponents: bool
    lands: bool
    until_turn_of: int


if TYPE_CHECKING:
    Change: TypeAlias = (
        GainControl
        | Becomes
        | BecomeArtifactCreature
        | AddSubtype
        | BecomeColor
        | LandTypes
        | LoseAbilities
        | LoseAbility
        | PayToEnd
        | GainKeyword
        | GainAbility
        | LoseKeywords
        | HasteWhileControlled
        | BasePT
        | ModifyPT
        | SwitchPT
        | CantBlock
        | CantAttack
        | CantBeBlocked
        | CantBeBlockedBy
        | MustBeBlocked
        | AllMustBlockIt
        | MustBlock
        | CantBlockIt
        | BlocksIfAble
        | BlocksAdditional
        | AttacksIfAble
        | Goaded
        | Detained
        | AttackDespiteDefender
        | DoesntUntap
        | Enlisted
        | Saddled
        | PairedWith
        | RegenerationShield
        | CantBeRegenerated
        | ExileIfItWouldDie
        | PreventionShield
        | RedirectionShield
        | RedirectDamageThisTurn
        | PreventDamageThisTurn
        | PreventCombatDamage
        | CantBeTargetedByOpponents
        | HasFlashback
        | CastAsThoughFlash
        | AdditionalLandPlays
        | CantPlayLands
        | CantCast
        | TurnRule
        | KeptUntilEndOfCombat
        | PlayerQuality
        | NameProhibited
    )
