"""Continuous effects from resolving spells and abilities (CR 611.2, 613): power and toughness
changes (layer 7), keyword grants and ability loss (layer 6), colors (layer 5), types (layer 4) —
"Target creature gets +3/+3 until end of turn.", "Creatures you control gain flying until end of
turn.", "~ becomes a 4/4 Elemental …", "You may cast spells this turn as though they had flash.",
flipping (710)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.i18n import Quoted, Term, and_list, msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform, permanent_of, turn_effect
from arbiter.mtg.effects.selection import select
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref, subject_text
from arbiter.mtg.ir.selectors import Each
from arbiter.mtg.layers.model import Animation
from arbiter.mtg.state import NO_OBJECT, ObjectRef, PTBoost, TurnEffect
from arbiter.mtg.wording import pt_change

if TYPE_CHECKING:
    from arbiter.mtg.enums import Color
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.abilities import Ability
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.ir.relations import SameName
    from arbiter.mtg.ir.selectors import Selector
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class ModifyPT(Effect):
    """CR 613.4c (layer 7c), 613.1f (layer 6): "<selector> get(s) +N/+N [and gain(s) <keywords>]
    until end of turn" — one verb for one object ("Target creature gets +3/+3 …") and for a group
    found as it resolves ("Creatures you control get +1/+1 and gain trample …", CR 611.2c).

    ``to`` is the selector; ``keywords`` are granted with the change, and so are ``granted``,
    quoted abilities ("Until end of turn, creatures you control gain "{T}: …"", CR 613.1f: "~" in
    one means the object that has it); ``loses`` are keywords it loses; ``text_`` is the Oracle
    sentence when the selector is a group (its noun phrase names the group) or the words are
    printed in another order ("Until end of turn, …")."""

    scaled = ("power", "toughness")

    power: int
    toughness: int
    to: Selector | SameName  # (SameName: "target creature and all other creatures with the same name …")
    keywords: tuple[str, ...] = ()
    text_: str = ""
    granted: tuple[Ability, ...] = ()
    loses: tuple[str, ...] = ()

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        if self.text_ or not isinstance(self.to, Ref):
            return self.text_
        gain = f" and gains {' and '.join(self.keywords)}" if self.keywords else ""
        return f"{subject_text(self.to, specs)} gets {pt_change(self.power, self.toughness)}{gain} until end of turn."

    @property
    def selector(self) -> Selector | SameName:
        """What gets the change (:mod:`arbiter.mtg.ir.selectors`)."""
        return self.to


@dataclass(frozen=True, slots=True)
class FlashThisTurn(Effect):
    """ "You may cast spells this turn as though they had flash." (CR 702.8, 611.2a)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "You may cast spells this turn as though they had flash."


@dataclass(frozen=True, slots=True)
class LoseAllAbilities(Effect):
    """ "Until end of turn, <ref> loses all abilities[ and has base power and toughness P/T]."
    (CR 613.1f layer 6; 613.4b layer 7b)."""

    to: Ref
    base: tuple[int, int] | None = None
    trailing: bool = False  # "<ref> loses all abilities until end of turn." (the duration last)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        base = f" and has base power and toughness {self.base[0]}/{self.base[1]}" if self.base else ""
        if self.trailing:
            return f"{subject_text(self.to, specs)} loses all abilities{base} until end of turn."
        return f"Until end of turn, {self.to.text(specs)} loses all abilities{base}."


@dataclass(frozen=True, slots=True)
class FlipThis(Effect):
    """ "Flip it." — a flip card's permanent takes its alternative characteristics (CR 710.2,
    110.5); it stays flipped until it leaves the battlefield."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "Flip it."


@dataclass(frozen=True, slots=True)
class RampageBonus(Effect):
    """Rampage N's effect (CR 702.23a–b): +N/+N for each creature blocking it beyond the first,
    counted as the ability resolves."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    amount: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"~ gets +{self.amount}/+{self.amount} until end of turn for each creature blocking it beyond the first."


@dataclass(frozen=True, slots=True)
class BecomeArtifactCreature(Effect):
    """ "This Vehicle becomes an artifact creature until end of turn." (CR 702.122a; layer 4)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "~ becomes an artifact creature until end of turn."


@dataclass(frozen=True, slots=True)
class BecomeColor(Effect):
    """ "<ref> becomes <color> until end of turn." (CR 613.1e, layer 5); ``color`` None: "becomes
    colorless" (105.2c)."""

    to: Ref
    color: Color | None

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        word = names[self.color.value] if self.color is not None else "colorless"
        return f"{subject_text(self.to, specs)} becomes {word} until end of turn."


@dataclass(frozen=True, slots=True)
class GainKeywordUntilEOT(Effect):
    """ "<ref> gains <keyword> until end of turn." (layer 6)."""

    to: Ref
    keyword: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return f"{subject_text(self.to, specs)} gains {self.keyword} until end of turn."


@handles(LoseAllAbilities)
def _lose_abilities(g: Game, o: GameObject, e: LoseAllAbilities, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is None or t.zone is not Zone.BATTLEFIELD:
        return
    turn_effect(g, t, resolved.LoseAbilities(), "613.1f", msg("loses all abilities until end of turn"))
    if e.base is not None:
        turn_effect(
            g,
            t,
            resolved.BasePT(e.base[0], e.base[1]),
            "613.4b",
            msg("has base power and toughness {base}/{base2}", base=e.base[0], base2=e.base[1]),
        )


@handles(FlashThisTurn)
def _flash_this_turn(g: Game, o: GameObject, e: FlashThisTurn, legal: list[bool]) -> None:
    effect = TurnEffect(NO_OBJECT, 0, resolved.CastAsThoughFlash(o.controller), g.next_timestamp())
    g.set(g.state, "effects", (*g.state.effects, effect))
    g.log(
        ev.EffectCreated(
            "611.2a", g.state.players[o.controller].name, msg("may cast spells this turn as though they had flash")
        )
    )


@handles(BecomeColor)
def _become_color(g: Game, o: GameObject, e: BecomeColor, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(
            g,
            t,
            resolved.BecomeColor(e.color),
            "613.1e",
            msg("becomes {color} until end of turn", color=Term(e.color.name.lower() if e.color else "colorless")),
        )


@handles(GainKeywordUntilEOT)
def _gain_keyword(g: Game, o: GameObject, e: GainKeywordUntilEOT, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        turn_effect(
            g,
            t,
            resolved.GainKeyword(e.keyword),
            "613.1f",
            msg("gains {keyword} until end of turn", keyword=Term(e.keyword)),
        )


@handles(FlipThis)
def _flip(g: Game, o: GameObject, e: FlipThis, legal: list[bool]) -> None:
    """CR 710.2: the source permanent flips (once; a flipped permanent stays flipped)."""
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD or source.unflipped is not None:
        return
    back = source.card.flip_face
    if back is None:
        return
    g.log(ev.EffectCreated("710.2", source.label, msg("flips: it is now {back}", back=back.name)))
    g.set(source, "unflipped", source.card)
    g.set(source, "card", back)
    granting = source.id in st.grant_sources
    if back.affects_others and not granting:
        g.set(st, "grant_sources", (*st.grant_sources, source.id))
    elif granting and not back.affects_others:
        g.set(st, "grant_sources", tuple(i for i in st.grant_sources if i != source.id))


@handles(BecomeArtifactCreature)
def _become_artifact_creature(g: Game, o: GameObject, e: BecomeArtifactCreature, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        turn_effect(
            g,
            source,
            resolved.BecomeArtifactCreature(),
            "702.122a",
            msg("becomes an artifact creature until end of turn"),
        )


@handles(RampageBonus)
def _rampage(g: Game, o: GameObject, e: RampageBonus, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return
    extra = max(len(source.blockers) - 1, 0)
    if extra:
        n = e.amount * extra
        perform(g, o, (ModifyPT(n, n, Ref("this")),), legal)


@dataclass(frozen=True, slots=True)
class SwitchPT(Effect):
    """ "Switch target creature's power and toughness until end of turn." (CR 613.4d, layer 7d)."""

    to: Ref
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@dataclass(frozen=True, slots=True)
class ProtectionOfChosenColor(Effect):
    """ "<ref> gains protection from the color of your choice until end of turn." — the color is
    chosen as it resolves (CR 608.2c, 105.1); then protection from it (702.16) until end of turn.
    ``artifacts``: "… gains protection from artifacts or from the color of your choice …"
    (Apostle's Blessing) — artifacts is one more choice."""

    decides = True

    to: Ref
    artifacts: bool = False

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        who = self.to.text(specs)
        what = "artifacts or from the color of your choice" if self.artifacts else "the color of your choice"
        return f"{who[0].upper()}{who[1:]} gains protection from {what} until end of turn."


COLOR_WORDS = ("white", "blue", "black", "red", "green")


@handles(SwitchPT)
def _switch(g: Game, o: GameObject, e: SwitchPT, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        g.set(g.state, "effects", (*g.state.effects, TurnEffect(t.id, t.zcc, resolved.SwitchPT(), g.next_timestamp())))
        g.log(ev.EffectCreated("613.4d", t.label, msg("has its power and toughness switched until end of turn")))


@handles(ModifyPT)
def _modify_pt(g: Game, o: GameObject, e: ModifyPT, legal: list[bool]) -> None:
    """CR 611.2a, 613.4c: a P/T change until end of turn on each object the selector means now
    (611.2c: a group is determined as the effect begins), with any keywords and quoted abilities
    granted or keywords lost (613.1f)."""
    st = g.state
    found = select(g, o, e.to, legal)
    changes_only = e.keywords or e.granted or e.loses
    for to in found:
        if not isinstance(to, ObjectRef):
            continue
        t = st.objects[to.id]
        if e.power or e.toughness or (isinstance(e.to, Ref) and not changes_only):
            boost = PTBoost(to.id, to.zcc, e.power, e.toughness, g.next_timestamp())
            g.set(st, "boosts", (*st.boosts, boost))
            if not isinstance(e.to, Each):  # (a target, or it and those sharing its name, 201.2)
                g.log(ev.PTChanged("611.2a", t.label, e.power, e.toughness))
        if t.zone is Zone.BATTLEFIELD and t.zcc == to.zcc:  # CR 400.7
            _abilities_until_eot(g, t, e)
    if isinstance(e.to, Each) and (e.power or e.toughness):
        words = e.text_.removeprefix("Until end of turn, ")
        who = words.split(" get")[0]
        plural = not words.startswith(f"{who} gets")  # "Creatures you control get …", "Each creature … gets …"
        g.log(ev.PTChanged("611.2c", Quoted(who[0].upper() + who[1:]), e.power, e.toughness, plural))


def _abilities_until_eot(g: Game, t: GameObject, e: ModifyPT) -> None:
    """CR 613.1f: the keywords lost, then the keywords and quoted abilities gained, in layer 6
    (the grammar never reads a keyword both lost and gained in one sentence)."""
    if e.loses:
        turn_effect(
            g,
            t,
            resolved.LoseKeywords(e.loses),
            "613.1f",
            msg("loses {keywords} until end of turn", keywords=and_list(Quoted(k) for k in e.loses)),
        )
    for kw in e.keywords:
        turn_effect(g, t, resolved.GainKeyword(kw), "613.1f", msg("gains {kw} until end of turn", kw=Quoted(kw)))
    for ability in e.granted:  # CR 613.1f: "~" in a gained ability means the object that has it
        turn_effect(
            g, t, resolved.GainAbility(ability), "613.1f", msg('gains "{text}" until end of turn', text=ability.text())
        )


PumpAndGrant = ModifyPT
"""The old name of "<ref> gets +N/+N and gains <keyword> until end of turn": ``ModifyPT`` with
``keywords`` (kept importable for callers outside the effect model)."""


@dataclass(frozen=True, slots=True)
class BecomeCreatureUntilEOT(Effect):
    """ "~ becomes a 2/2 Ape creature with trample until end of turn. It's still a land." (manlands,
    Mutavault): one effect in layers 4, 5, 6 and 7b (CR 613.6); "It's still a land" keeps every
    prior type (205.1b). ``text_`` is the Oracle wording (both sentences)."""

    to: Ref
    animation: Animation
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_


@handles(BecomeCreatureUntilEOT)
def _become_creature(g: Game, o: GameObject, e: BecomeCreatureUntilEOT, legal: list[bool]) -> None:
    t = permanent_of(g, o, e.to, legal)
    if t is not None and t.zone is Zone.BATTLEFIELD:
        a = e.animation
        what = msg("becomes a {power}/{toughness} creature until end of turn", power=a.power, toughness=a.toughness)
        turn_effect(g, t, resolved.Becomes(a), "613.1d", what)


@dataclass(frozen=True, slots=True)
class LoseKeywordsUntilEOT(Effect):
    """ "Permanents your opponents control lose hexproof and indestructible until end of turn."
    (layer 6, CR 613.1f; the group is fixed as it resolves, 611.2c)."""

    to: Selector
    keywords: tuple[str, ...]
    text_: str

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return self.text_

    @property
    def selector(self) -> Selector:
        return self.to


@handles(LoseKeywordsUntilEOT)
def _lose_keywords(g: Game, o: GameObject, e: LoseKeywordsUntilEOT, legal: list[bool]) -> None:
    st = g.state
    for to in select(g, o, e.to, legal):
        if isinstance(to, ObjectRef) and st.objects[to.id].zone is Zone.BATTLEFIELD:
            t = st.objects[to.id]
            what = msg("loses {keywords} until end of turn", keywords=and_list(Quoted(k) for k in e.keywords))
            turn_effect(g, t, resolved.LoseKeywords(e.keywords), "613.1f", what)
