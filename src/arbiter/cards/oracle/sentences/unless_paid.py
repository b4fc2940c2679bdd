"""Delayed instructions a player may pay to stop (CR 603.7, 116.2c): "<effect> at the beginning
of <your|their> next <upkeep|draw step> unless <player> pays <cost> before that step." — Quenchable
Fire's additional damage, Glass Asp's life loss. The effect is read as its own sentence about a
fixed target (the player or permanent the instruction names), then wrapped."""

from __future__ import annotations

import re

from arbiter.cards.oracle.context import Ctx
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, rule
from arbiter.mtg.effects.damage import DealDamage
from arbiter.mtg.effects.delayed import DelayedUnlessPaid
from arbiter.mtg.effects.life import LifeChange
from arbiter.mtg.enums import CardType, Step
from arbiter.mtg.ir.refs import Ref, TargetSpec, objects
from arbiter.mtg.mana.pool import ManaCost

_STEP = {"upkeep step": Step.UPKEEP, "upkeep": Step.UPKEEP, "draw step": Step.DRAW}
_WHEN = r" at the beginning of (?P<whose>your|their) next (?P<step>upkeep step|upkeep|draw step) unless "
_COST = r"(?P<cost>(?:\{[WUBRGC0-9]\})+) before that step\."
PLAYER_OR_PLANESWALKER = TargetSpec(
    "player or planeswalker", objects("planeswalker", frozenset({CardType.PLANESWALKER})), "any"
)
PLAYER = TargetSpec("player", None, "any")


def _additional_damage(m: re.Match[str], ctx: Ctx) -> Result:
    """ "It deals an additional N damage to that player or planeswalker …" (Quenchable Fire): the
    target of the ability's first instruction."""
    if not (ctx.targets and ctx.targets[-1].noun == "player or planeswalker") or m["whose"] != "your":
        return PASS
    cost = ManaCost.parse(m["cost"])
    if cost is None:
        return PASS
    damage = DealDamage(int(m["n"]), Ref("target", 0), "It")
    return DelayedUnlessPaid(
        damage, m["words"], Ref("it", len(ctx.targets) - 1), PLAYER_OR_PLANESWALKER, _STEP[m["step"]], True,
        m["step"], m["payer"], cost,
    )  # fmt: skip


def _that_player_loses(m: re.Match[str], ctx: Ctx) -> Result:
    """ "that player loses N life at the beginning of their next draw step unless they pay {2} before
    that step." (Glass Asp): the player a trigger's event was about (603.2)."""
    if not ctx.that_player or m["whose"] != "their":
        return PASS
    cost = ManaCost.parse(m["cost"])
    if cost is None:
        return PASS
    loss = LifeChange(int(m["n"]), Ref("target", 0), lose=True)
    return DelayedUnlessPaid(
        loss, m["words"], Ref("that player"), PLAYER, _STEP[m["step"]], False, m["step"], "they pay", cost
    )


PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"(?P<words>It deals an additional (?P<n>\d+) damage to that player or planeswalker)"
        + _WHEN
        + r"(?P<payer>that player or that planeswalker's controller pays) "
        + _COST,
        _additional_damage,
    ),
    rule(r"(?P<words>[Tt]hat player loses (?P<n>\d+) life)" + _WHEN + r"they pay " + _COST, _that_player_loses),
)
