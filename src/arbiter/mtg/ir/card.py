"""Cards (CR 109.3): a card's characteristics and abilities, shared by every object of that card,
with the fields derived from its abilities for the hot path; and what a face-down spell or
permanent is (708.2a)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.mtg.enums import PERMANENT_TYPES, CardType
from arbiter.mtg.ir.abilities import (
    ActivatedAbility,
    FaceUnsupported,
    Keyword,
    SpellAbility,
    Static,
    TriggeredAbility,
    Unsupported,
    render_lines,
)
from arbiter.mtg.ir.casting_keywords import Entwine, Flashback, Kicker, Morph, Offering, Suspend
from arbiter.mtg.ir.dredge import Dredge
from arbiter.mtg.ir.graveyard_casts import GraveyardCast, graveyard_cast_of
from arbiter.mtg.ir.statics.grants import (
    ControlEnchanted,
    HasActivatedAbilitiesOf,
    LevelBand,
    PTDefinition,
)
from arbiter.mtg.ir.statics.rules import (
    AdditionalCost,
)
from arbiter.mtg.ir.station import StationSymbol

if TYPE_CHECKING:
    from arbiter.mtg.costs.parts import CostPart
    from arbiter.mtg.enums import Color
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.filters import Filter
    from arbiter.mtg.mana.pool import ManaCost


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's characteristics and abilities (CR 109.3), shared by every object of that card."""

    name: str
    mana_cost: ManaCost | None
    types: frozenset[CardType]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: frozenset[Color] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None  # a battle's printed defense (CR 310.4a, 210.1)
    abilities: tuple[Ability, ...] = ()
    oracle_text: str = ""
    flip_face: CardDef | None = None  # a flip card's alternative characteristics (CR 710.1b)
    # the faces a player may cast or play instead (CR 709 split halves, 715 an Adventure, 712 a
    # modal double-faced card's back face) and the layout that ties them together
    faces: tuple[CardDef, ...] = ()
    layout: str = "normal"
    # a nonmodal double-faced card's back face (CR 712.2): never cast or played, only turned up
    # by transforming (701.27) or put onto the battlefield transformed (712.14a)
    back_face: CardDef | None = None
    # a preparation card's prepare spell (CR 722.2a): never cast itself (722.3); a prepared
    # permanent's copy in exile has these characteristics (722.3c)
    prepare_spell: CardDef | None = None
    # derived, for the hot path
    keywords: frozenset[str] = field(init=False, default=frozenset())
    activated: tuple[ActivatedAbility, ...] = field(init=False, default=())
    spell: SpellAbility | None = field(init=False, default=None)
    is_creature: bool = field(init=False, default=False)
    is_land: bool = field(init=False, default=False)
    is_permanent: bool = field(init=False, default=False)
    is_instant: bool = field(init=False, default=False)
    is_legendary: bool = field(init=False, default=False)
    is_planeswalker: bool = field(init=False, default=False)
    is_aura: bool = field(init=False, default=False)
    is_battle: bool = field(init=False, default=False)
    is_equipment: bool = field(init=False, default=False)
    mana_abilities: tuple[tuple[int, ActivatedAbility], ...] = field(init=False, default=())
    unsupported: tuple[str, ...] = field(init=False, default=())
    other_activated: bool = field(init=False, default=False)  # has a non-mana activated ability
    others_may_activate: bool = field(init=False, default=False)  # "Only your opponents may activate …"
    offering: str | None = field(init=False, default=None)  # the subtype of "[Quality] offering"
    entwine: ManaCost | None = field(init=False, default=None)  # CR 702.42a
    flashback: ManaCost | None = field(init=False, default=None)  # CR 702.34a
    graveyard_cast: GraveyardCast | None = field(init=False, default=None)  # CR 702.81a, 702.133a, 702.138a
    pt_definition: PTDefinition | None = field(init=False, default=None)  # CR 604.3 (layer 7a)
    morph: Morph | None = field(init=False, default=None)  # CR 702.37a
    suspend: Suspend | None = field(init=False, default=None)  # CR 702.62a
    dredge: int = field(init=False, default=0)  # "Dredge N": N (CR 702.52a); 0: none
    additional_costs: tuple[CostPart, ...] = field(init=False, default=())  # a spell's own (601.2f)
    self_typed: bool = field(init=False, default=False)  # a static ability changes its own card types
    levels: tuple[LevelBand, ...] = field(init=False, default=())  # a leveler's bands (CR 711)
    stations: tuple[StationSymbol, ...] = field(init=False, default=())  # a station card's symbols (CR 721.2)
    # its abilities change with its counters (level bands 711.2, station symbols 721.2): the layers
    # look at it even when nothing else changes characteristics
    bands: bool = field(init=False, default=False)
    band_triggered: bool = field(init=False, default=False)  # a band or symbol holds a triggered ability
    changes_control: bool = field(init=False, default=False)  # "You control enchanted …" (layer 2)
    # the cards whose activated abilities it has while on the battlefield (Necrotic Ooze)
    gains_graveyard: Filter | None = field(init=False, default=None)
    statics: tuple[Static, ...] = field(init=False, default=())
    triggered: tuple[TriggeredAbility, ...] = field(init=False, default=())
    kicker: Kicker | None = field(init=False, default=None)
    options: tuple[Ability, ...] = field(init=False, default=())  # alternative costs, buyback (601.2b)
    affects_others: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        def put(name: str, value: object) -> None:
            object.__setattr__(self, name, value)

        put("keywords", frozenset(a.name for a in self.abilities if isinstance(a, Keyword)))
        put("activated", tuple(a for a in self.abilities if isinstance(a, ActivatedAbility)))
        spells = [a for a in self.abilities if isinstance(a, SpellAbility)]
        put("spell", spells[0] if spells else None)
        put("is_creature", CardType.CREATURE in self.types)
        put("is_land", CardType.LAND in self.types)
        put("is_permanent", bool(self.types & PERMANENT_TYPES))
        put("is_instant", CardType.INSTANT in self.types)
        put("is_legendary", "Legendary" in self.supertypes)
        put("is_planeswalker", CardType.PLANESWALKER in self.types)
        put("is_aura", "Aura" in self.subtypes)
        put("is_battle", CardType.BATTLE in self.types)
        put("is_equipment", "Equipment" in self.subtypes)
        put("mana_abilities", tuple((i, a) for i, a in enumerate(self.activated) if a.is_mana))
        put("unsupported", tuple(a.words for a in self.abilities if isinstance(a, Unsupported)))
        gains = [a.what for a in self.abilities if isinstance(a, HasActivatedAbilitiesOf)]
        put("gains_graveyard", gains[0] if gains else None)
        put("other_activated", bool(gains) or any(not a.is_mana for a in self.activated))
        put("others_may_activate", any(a.activators for a in self.activated))
        put("statics", tuple(a for a in self.abilities if isinstance(a, Static)))
        put("triggered", tuple(a for a in self.abilities if isinstance(a, TriggeredAbility)))
        put("kicker", next((a for a in self.abilities if isinstance(a, Kicker)), None))
        put("options", tuple(a for a in self.abilities if a.casting_option))
        put("offering", next((a.subtype for a in self.abilities if isinstance(a, Offering)), None))
        put("entwine", next((a.cost for a in self.abilities if isinstance(a, Entwine)), None))
        put("flashback", next((a.cost for a in self.abilities if isinstance(a, Flashback)), None))
        put("graveyard_cast", graveyard_cast_of(self.abilities))
        put("morph", next((a for a in self.abilities if isinstance(a, Morph)), None))
        put("pt_definition", next((a for a in self.abilities if isinstance(a, PTDefinition)), None))
        put("suspend", next((a for a in self.abilities if isinstance(a, Suspend)), None))
        put("dredge", next((a.n for a in self.abilities if isinstance(a, Dredge)), 0))
        put("additional_costs", tuple(a.part for a in self.abilities if isinstance(a, AdditionalCost)))
        # a static ability that changes its own card types (CR 613.1d; 702.151b reconfigure, 702.176a
        # impending: "it's not a creature" — so its types can't be read from the printed card); each
        # such ability's class says so (``Ability.changes_own_types``)
        put("self_typed", any(a.changes_own_types for a in self.abilities))
        put("levels", tuple(a for a in self.abilities if isinstance(a, LevelBand)))
        put("stations", tuple(a for a in self.abilities if isinstance(a, StationSymbol)))
        put("bands", bool(self.levels or self.stations))
        put("changes_control", any(isinstance(a, ControlEnchanted) for a in self.abilities))
        # (a level band's abilities count too, CR 711.2: "LEVEL 1-4 … creatures you control …"; a
        # station symbol's, 721.2a)
        banded = [*(x for a in self.levels for x in a.abilities), *(x for a in self.stations for x in a.abilities)]
        put("band_triggered", any(isinstance(x, TriggeredAbility) for x in banded))
        others = any(a.affects_others for a in self.abilities) or any(x.affects_others for x in banded)
        # CR 605.1a, 711.2, 721.2a: a mana ability at a level or station symbol is a mana ability the
        # permanent has — such a permanent is among the grant sources, so every reader of mana
        # abilities (legal actions, payments, the affordability estimates) reads them through the
        # layers while it is on the battlefield, not from the printed card
        others = others or any(isinstance(x, ActivatedAbility) and x.is_mana for x in banded)
        aura = self.is_aura or any(e.makes_aura for a in self.activated for e in a.effects)
        put("affects_others", others or (aura and bool(self.statics)))

    @property
    def type_line(self) -> str:
        order = [t.value for t in CardType if t in self.types]
        left = " ".join([*self.supertypes, *order])
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def rules_text(self) -> str:
        """The Oracle text this definition renders, with ``~`` for the card's own name (each face's
        own name on its face; faces are separated by a "//" line)."""
        if self.layout in ("split", "aftermath"):
            return "\n//\n".join(f.rules_text() for f in self.faces)
        own = "\n".join(render_lines(tuple(a for a in self.abilities if not isinstance(a, FaceUnsupported))))
        back = tuple(f.rules_text() for f in (self.back_face, self.prepare_spell) if f is not None)
        if self.layout == "prototype":
            return own  # (CR 718.5: its prototyped face has the same text)
        return "\n//\n".join([own, *(f.rules_text() for f in self.faces), *back])

    @property
    def has_land_face(self) -> bool:
        """CR 712.12: may this card be played as a land — a land card, or a modal double-faced
        card with a land face (a permission to play lands covers that face too)."""
        return self.is_land or (self.layout == "modal_dfc" and any(f.is_land for f in self.faces))

    def face(self, name: str) -> CardDef | None:
        """The castable face with that name (case-insensitive), if any."""
        return next((f for f in self.faces if f.name.casefold() == name.casefold()), None)

    def __repr__(self) -> str:
        """One line: ``<CardDef Grizzly Bears {1}{G} Creature — Bear 2/2>`` (the full definition
        is in its fields; ``arbiter cards show`` prints it)."""
        cost = f" {self.mana_cost.text}" if self.mana_cost is not None and self.mana_cost.text else ""
        pt = f" {self.power}/{self.toughness}" if self.power is not None and self.toughness is not None else ""
        loyalty = f" loyalty {self.loyalty}" if self.loyalty is not None else ""
        loyalty += f" defense {self.defense}" if self.defense is not None else ""
        flag = " (unsupported)" if self.unsupported else ""
        return f"<CardDef {self.name or '(face down)'}{cost} {self.type_line}{pt}{loyalty}{flag}>"


# CR 708.2a, 702.37a: what a face-down spell or permanent is — a 2/2 creature with no text, no
# name, no subtypes and no mana cost (so colorless, 105.2c, and mana value 0, 202.3a)
FACE_DOWN = CardDef("", None, frozenset({CardType.CREATURE}), power=2, toughness=2)
