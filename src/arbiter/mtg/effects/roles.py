"""Role tokens (CR 111.10j–r, 303.7): "Create a Wicked Role token attached to up to one target
creature you control." — a colorless Aura Role enchantment token named for its role, with enchant
creature and the role's ability, created attached to the creature the instruction names. Only one
Role a player controls stays on a permanent (303.7a, 704.5y: the state-based action is in
:mod:`arbiter.mtg.sba`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.i18n import CardName, msg
from arbiter.mtg import events as ev
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import permanent_of
from arbiter.mtg.effects.tokens import create_tokens
from arbiter.mtg.enums import CardType, Zone
from arbiter.mtg.filtering import fits
from arbiter.mtg.ir.abilities import SpellAbility
from arbiter.mtg.ir.card import CardDef
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.layers import keywords

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.refs import Ref, TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class CreateRole(Effect):
    """ "Create a <role> Role token attached to <it / target creature …>." (CR 111.10j–r).
    ``abilities``: enchant creature and the role's abilities, as CR 111.10 defines them."""

    role: str  # "Wicked", "Young Hero", …: the token's name (111.10j–r)
    of: Ref
    abilities: tuple[Ability, ...]

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"Create a {self.role} Role token attached to {self.of.text(specs)}."

    def token_card(self) -> CardDef:
        """CR 111.10j–r: a colorless Aura Role enchantment token named for its role."""
        return CardDef(self.role, None, frozenset({CardType.ENCHANTMENT}), subtypes=("Aura", "Role"),
                       abilities=self.abilities)  # fmt: skip


@handles(CreateRole)
def _create_role(g: Game, o: GameObject, e: CreateRole, legal: list[bool]) -> None:
    """CR 608.2b: no token if the creature is gone or an illegal target; CR 303.4g: nor if the Role
    couldn't legally enchant it (its enchant ability, 303.4a; protection, 702.16c). Otherwise the
    token is created attached to it."""
    host = permanent_of(g, o, e.of, legal)
    if host is None or host.zone is not Zone.BATTLEFIELD or not _could_enchant(g, e, host, o.controller):
        return
    for role in create_tokens(g, o, None, copy_of=e.token_card()):
        g.set(role, "attached_to", host.id)
        g.log(ev.EffectCreated("111.10", role.label, msg("becomes attached to {made}", made=CardName(host.label))))


def _could_enchant(g: Game, e: CreateRole, host: GameObject, controller: int) -> bool:
    """Whether a Role ``controller`` creates could be attached to ``host``: its enchant ability
    allows it (CR 303.4a) and no protection keeps a colorless enchantment off it (702.16c)."""
    enchant = next((a.targets[0] for a in e.abilities if isinstance(a, SpellAbility) and a.targets), None)
    if enchant is None or enchant.what is None or not fits(g, enchant.what, host, controller):
        return False
    shields = {"protection from everything", "protection from enchantments"}
    return not shields.intersection(keywords(g, host))
