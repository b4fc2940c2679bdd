"""Incubate (CR 701.53): "Incubate 3." — create an Incubator token that enters the battlefield with
that many +1/+1 counters on it. The Incubator is a double-faced token (111.10i, 701.53b): its
front face a colorless Incubator artifact with "{2}: Transform this token.", its back face a 0/0
colorless Phyrexian artifact creature named Phyrexian Token (transformed as any double-faced
permanent is, 701.27)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.mtg.costs.parts import PayMana
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.tokens import create_tokens
from arbiter.mtg.effects.transform import TransformThis
from arbiter.mtg.enums import CardType
from arbiter.mtg.ir.abilities import ActivatedAbility
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.mana.pool import ManaCost
from arbiter.mtg.objects.counters import add_counters

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


def incubator_card() -> CardDef:
    """CR 111.10i: the Incubator token's two faces."""
    back = CardDef(
        "Phyrexian Token", None, frozenset({CardType.ARTIFACT, CardType.CREATURE}), subtypes=("Phyrexian",),
        power=0, toughness=0,
    )  # fmt: skip
    transform = ActivatedAbility((PayMana(ManaCost(2, text="{2}")),), (TransformThis(),))
    return CardDef(
        "Incubator", None, frozenset({CardType.ARTIFACT}), subtypes=("Incubator",), abilities=(transform,),
        back_face=back,
    )  # fmt: skip


@dataclass(frozen=True, slots=True)
class Incubate(Effect):
    """CR 701.53a: "Incubate N." (N counted in a ``Counted``: "Incubate X, where X is …", 107.3c)."""

    scaled = ("count",)

    count: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Incubate {self.count}."


@handles(Incubate)
def _incubate(g: Game, o: GameObject, e: Incubate, legal: list[bool]) -> None:
    """CR 701.53a: the token enters with the counters (122.6: they are put on it as it enters)."""
    for token in create_tokens(g, o, None, copy_of=incubator_card()):
        add_counters(g, token, "+1/+1", e.count, "701.53a")
