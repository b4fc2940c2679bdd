"""Example cards of the staged game (original, plainly examples), one per thing the seed's
requirements D1–D13 need: an attacker, a feature that blocks a feature or an action, a
redirect, a defender, a hidden-target feature, a composite feature, and a card for each
declaration trigger."""

from __future__ import annotations

from dataclasses import dataclass

TRIGGERS = (
    "on choosing a target",  # при выборе цели — any declaration that chooses targets
    "when it chooses a target",  # когда выбирает цель — this card is the source
    "when it becomes a target",  # когда становится целью — this card is a final target
    "on declaration",  # при объявлении — any declaration
    "on assault",  # при нападении — this card assaults (an attack in an interactive feature)
)


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a feature. ``kind``: attack, spell or effect. ``target``: whose card it
    may choose ("enemy" or "any"); ``max_health`` restricts the choice (the target-choice
    restriction of 512.5.5); ``strike_table``: the attack's result is decided by the strike
    table; ``damage``: a spell's or effect's fixed damage; ``targets``: how many distinct targets it
    chooses (0 for an ability without targets)."""

    kind: str
    target: str = "enemy"
    max_health: int | None = None
    damage: int = 0
    strike_table: bool = False
    targets: int = 1  # how many targets it chooses (0: none; several are chosen, and revealed, together)
    heal: int = 0  # an ability without targets: its source heals this much damage


@dataclass(frozen=True, slots=True)
class Feature:
    """A feature (особенность). ``role``: "declare" (a game action of the active player),
    "block feature", "block action" (512.5.4), "redirect" or "defender" (512.5.5),
    "withdraw" (a game action in either step: its card returns to its owner's hand), or
    "trigger" (with ``trigger`` one of :data:`TRIGGERS`, its effect giving ``energy`` or healing
    its card by ``heal``). The seed (512.5.4) calls the blocking features triggered or conditional:
    ``condition`` is when one may be played — "enemy declaration" (an opponent's feature is being
    declared), "enemy action" (it blocks a game action an opponent played), "your card targeted"
    (an open target of the declaration is your card); a blocking feature always has one (card
    data without it is refused), other features none.
    ``interactive``: an attack in it makes the source assaulting. ``hidden``: its targets are
    chosen face down."""

    name: str
    role: str
    cost: int = 0
    abilities: tuple[Ability, ...] = ()
    interactive: bool = False
    hidden: bool = False
    trigger: str | None = None
    energy: int = 0
    heal: int = 0
    condition: str | None = None
    redirects: tuple[str, ...] = ()  # for "redirect": which ability kinds it may redirect
    withdraw: bool = False  # for "trigger": its effect returns its card to its owner's hand

    @property
    def composite(self) -> bool:
        return len(self.abilities) > 1


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card: its health, its strikes, its features and its cost in crystals — what recruiting
    it into a squad takes (rule 302)."""

    name: str
    health: int
    strikes: tuple[int, int, int]  # weak, medium, strong
    features: tuple[Feature, ...] = ()
    crystals: int = 1

    def feature(self, name: str) -> Feature | None:
        for f in self.features:
            if f.name.casefold() == name.casefold():
                return f
        return None


ATTACK = Ability("attack", "enemy", strike_table=True)

EXAMPLES: dict[str, CardDef] = {
    c.name: c
    for c in (
        CardDef("Example Raider", 4, (1, 2, 3), (Feature("Attack", "declare", 1, (ATTACK,)),), crystals=3),
        CardDef(
            "Example Berserker",
            5,
            (2, 3, 4),
            (Feature("Frenzied Attack", "declare", 2, (ATTACK,), interactive=True),),
            crystals=4,
        ),
        CardDef("Example Mystic", 3, (1, 1, 1), (Feature("Bolt", "declare", 1, (Ability("spell", "enemy", damage=2),)),), crystals=2),
        CardDef(
            "Example Shade",
            3,
            (1, 2, 2),
            (Feature("Shadow Strike", "declare", 1, (Ability("effect", "enemy", max_health=3, damage=2),), hidden=True),),
            crystals=3,
        ),
        CardDef(
            "Example Twinblade",
            4,
            (1, 2, 2),
            (Feature("Twin Strike", "declare", 2, (Ability("effect", "enemy", damage=1), Ability("effect", "enemy", damage=1))),),
            crystals=3,
        ),
        CardDef("Example Warden", 3, (1, 1, 2), (Feature("Seal", "block feature", 1, condition="enemy declaration"),), crystals=2),
        CardDef("Example Jailer", 3, (1, 1, 2), (Feature("Halt", "block action", 1, condition="enemy action"),), crystals=2),
        CardDef("Example Sentinel", 3, (1, 1, 2), (Feature("Ward", "block feature", 1, condition="your card targeted"),), crystals=2),
        CardDef("Example Mirror", 3, (0, 1, 1), (Feature("Deflect", "redirect", 1, redirects=("spell", "effect")),), crystals=2),
        CardDef("Example Guardian", 6, (1, 2, 3), (Feature("Defender", "defender", 0),), crystals=4),
        CardDef("Example Scout", 2, (1, 1, 1), (Feature("Watch", "trigger", trigger="on choosing a target", energy=1),), crystals=1),
        CardDef("Example Hunter", 3, (1, 2, 2), (
            Feature("Attack", "declare", 1, (ATTACK,)),
            Feature("Hunt", "trigger", trigger="when it chooses a target", energy=1),
        ), crystals=3),
        CardDef("Example Decoy", 4, (1, 1, 1), (Feature("Lure", "trigger", trigger="when it becomes a target", energy=1),), crystals=2),
        CardDef("Example Herald", 2, (1, 1, 1), (Feature("Proclaim", "trigger", trigger="on declaration", energy=1),), crystals=1),
        CardDef("Example Marauder", 4, (2, 2, 3), (
            Feature("Raid", "declare", 1, (ATTACK,), interactive=True),
            Feature("Plunder", "trigger", trigger="on assault", energy=2),
        ), crystals=3),
        CardDef("Example Peasant", 2, (1, 1, 1), crystals=1),
        CardDef("Example Acrobat", 2, (1, 1, 1), (Feature("Evade", "withdraw", 1),), crystals=2),
        CardDef("Example Giant", 8, (2, 3, 4), crystals=5),
        CardDef("Example Troll", 6, (2, 2, 3), (Feature("Regrowth", "trigger", trigger="when it becomes a target", heal=2),), crystals=4),
        CardDef("Example Hydra", 5, (1, 2, 3), (
            Feature("Double Bite", "declare", 2, (Ability("effect", "enemy", damage=1, targets=2),), hidden=True),
        ), crystals=4),
        CardDef("Example Monk", 3, (1, 1, 2), (Feature("Meditate", "declare", 1, (Ability("effect", "", targets=0, heal=2),)),), crystals=2),
    )
}  # fmt: skip
