"""Who may attack despite defender (CR 702.3b): "~ can attack as though it didn't have defender"
— as a static ability (with a condition, 611.3a) or for a turn (611.2a). Neither is an ability
the creature gains: it changes the rule that stops a creature with defender attacking.
And the restrictions a permanent puts on a whole group of creatures (508.1c: Moat).

The static is :class:`~arbiter.mtg.ir.statics.combat.AttacksDespiteDefender`, the effect for a turn
:class:`~arbiter.mtg.effects.combat.AttackDespiteDefenderThisTurn`; this module checks the rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, Quoted, msg
from arbiter.mtg import resolved
from arbiter.mtg.effects.combat import AttackDespiteDefenderThisTurn as AttackDespiteDefenderThisTurn
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.statics.attack_restrictions import (
    NO_ACTIVATIONS,
    ActivationsForbidden,
    CreaturesCantAttack,
    CreaturesCantAttackYou,
)
from arbiter.mtg.ir.statics.combat import AttacksDespiteDefender as AttacksDespiteDefender
from arbiter.mtg.ir.statics.combat import CantAttackPlayerAgain
from arbiter.mtg.layers import statics
from arbiter.mtg.state import PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject, TargetRef


def may_attack_despite_defender(g: Game, o: GameObject) -> bool:
    """CR 702.3b as modified for ``o`` now: an effect for this turn, or a static whose condition holds."""
    from arbiter.mtg.condition_check import holds

    if any(e.on(o) and isinstance(e.change, resolved.AttackDespiteDefender) for e in g.state.effects):
        return True
    return any(
        isinstance(s, AttacksDespiteDefender) and (s.condition is None or holds(g, s.condition, o.controller, o))
        for s in statics(g, o)
    )


def group_attack_error(g: Game, o: GameObject) -> IllegalAction | None:
    """CR 508.1c: a permanent's "<creatures> can't attack." (Moat, Ensnaring Bridge) restricts each
    creature it describes, read for that permanent's controller; Ensnaring Bridge compares the
    creature's power with the cards in that player's hand as attackers are declared."""
    from arbiter.mtg.filtering import fits
    from arbiter.mtg.layers import power

    st = g.state
    for sid in st.grant_sources:
        source = st.objects[sid]
        if source.zone is not Zone.BATTLEFIELD:
            continue
        for s in statics(g, source):
            if not isinstance(s, CreaturesCantAttack) or not fits(g, s.what, o, source.controller, sid):
                continue
            if s.power_over_hand and power(g, o) <= len(st.players[source.controller].hand):
                continue
            return IllegalAction(
                msg(
                    "{card} can't attack ({card2}: {text})",
                    card=CardName(o.label),
                    card2=CardName(source.label),
                    text=Quoted(s.text()),
                ),
                "508.1c",
            )
    return None


def protected_from_attack(g: Game, player: int) -> bool:
    """CR 508.1b–c: ``player`` controls a permanent with "Creatures can't attack you." — then no
    creature can be declared attacking that player (508.4c: one put onto the battlefield attacking
    isn't declared, so it may still attack them)."""
    st = g.state
    return any(
        isinstance(s, CreaturesCantAttackYou)
        for sid in st.grant_sources
        if (source := st.objects[sid]).zone is Zone.BATTLEFIELD and source.controller == player
        for s in statics(g, source)
    )


def protected_error(g: Game, o: GameObject, target: TargetRef) -> IllegalAction | None:
    """CR 508.1c: declaring ``o`` attacking a player who controls a permanent with "Creatures
    can't attack you." (Blazing Archon) disobeys that restriction."""
    if isinstance(target, PlayerRef) and protected_from_attack(g, target.index):
        player = g.state.players[target.index].name
        return IllegalAction(
            msg("{card} can't attack {player}: creatures can't attack them", card=CardName(o.label), player=player),
            "508.1c",
        )
    return None


def forbidden_activation_error(g: Game, o: GameObject, mana: bool = False) -> IllegalAction | None:
    """CR 602.5: "its activated abilities can't be activated" (Arrest's rule on the creature it
    enchants) forbids every activated ability of ``o``, mana abilities included — unless it says
    "unless they're mana abilities" and this one (``mana``) is one (605.1a). The rule comes
    from an Aura or Equipment attached to ``o`` (no card prints it on itself), so only a permanent
    something is attached to is looked at — a quick answer for the listing of mana abilities."""
    st = g.state
    if o.zone is not Zone.BATTLEFIELD or not any(st.objects[i].attached_to == o.id for i in st.grant_sources):
        return None
    if any(
        isinstance(s, NO_ACTIVATIONS) and not (mana and isinstance(s, ActivationsForbidden) and s.unless_mana)
        for s in statics(g, o)
    ):
        return IllegalAction(msg("{card}'s activated abilities can't be activated", card=CardName(o.label)), "602.5")
    return None


def attacked_again_error(
    g: Game, o: GameObject, target: TargetRef | None = None, known: bool = False
) -> IllegalAction | None:
    """CR 508.1c: "~ can't attack a player it has already attacked this turn." — with ``target``,
    whether ``o`` may attack it; without, whether anything is left for ``o`` to attack (a creature
    with nothing it may attack is not one that could attack, so no requirement can bind it, 508.1d).
    ``known``: ``o`` is known to have the ability (its statics were just read)."""
    from arbiter.mtg.combat.attack_history import players_attacked_this_turn
    from arbiter.mtg.combat.phase import attackable

    if not known and not g.journal.remembered(("attacks a player again", o.id), lambda: _has_again(g, o)):
        return None  # (read once per state: a declaration's every pair asks)
    done = players_attacked_this_turn(g, o)
    if not done:
        return None
    if target is None:
        if any(not isinstance(t, PlayerRef) or t.index not in done for t in attackable(g)):
            return None
    elif not isinstance(target, PlayerRef) or target.index not in done:
        return None
    return IllegalAction(
        msg("{card} can't attack a player it has already attacked this turn", card=CardName(o.label)), "508.1c"
    )


def _has_again(g: Game, o: GameObject) -> bool:
    return any(isinstance(s, CantAttackPlayerAgain) for s in statics(g, o))
