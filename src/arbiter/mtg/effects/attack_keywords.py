"""Instructions of keyword abilities that trigger in combat (CR 702): myriad's copies (702.116a),
mobilize's Warriors (702.181a), ingest's exile (702.115a) and enlist's bonus (702.154a). The keyword renders the text;
``text`` here is the rules' wording, for logs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from arbiter.i18n import msg
from arbiter.mtg import events as ev
from arbiter.mtg import resolved
from arbiter.mtg.effects.continuous import ModifyPT
from arbiter.mtg.effects.delayed import at_next_end_step
from arbiter.mtg.effects.registry import handles
from arbiter.mtg.effects.resolution import perform, player_of
from arbiter.mtg.effects.tokens import CreateToken, create_tokens
from arbiter.mtg.enums import Color, EndStepAction, Zone
from arbiter.mtg.ir.effect import Effect
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.layers import is_creature, power
from arbiter.mtg.state import PlayerRef
from arbiter.mtg.zones import move

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.ir.refs import TargetSpec
    from arbiter.mtg.state import GameObject


@dataclass(frozen=True, slots=True)
class MyriadCopies(Effect):
    """CR 702.116a: "for each opponent other than defending player, you may create a token that's a
    copy of this creature that's tapped and attacking that player or a planeswalker they control.
    If one or more tokens are created this way, exile the tokens at end of combat." """

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            "For each opponent other than defending player, you may create a token that's a copy of ~ that's "
            "tapped and attacking that player or a planeswalker they control. If one or more tokens are created "
            "this way, exile the tokens at end of combat."
        )


@dataclass(frozen=True, slots=True)
class MobilizeTokens(Effect):
    """CR 702.181a: "create N 1/1 red Warrior creature tokens. Those tokens enter tapped and
    attacking. Sacrifice them at the beginning of the next end step." """

    decides = True  # what each token attacks (508.4), when there is a planeswalker to choose

    count: int

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return (
            f"Create {self.count} 1/1 red Warrior creature tokens. Those tokens enter tapped and attacking. "
            "Sacrifice them at the beginning of the next end step."
        )


@dataclass(frozen=True, slots=True)
class IngestExile(Effect):
    """CR 702.115a: "that player exiles the top card of their library" (the player dealt the
    combat damage)."""

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "That player exiles the top card of their library."


@handles(IngestExile)
def _ingest(g: Game, o: GameObject, e: IngestExile, legal: list[bool]) -> None:
    who = player_of(g, o, Ref("that player"), legal)
    if who is None:
        return
    library = g.state.players[who].library
    if library:  # (an empty library: nothing is exiled)
        move(g, g.state.objects[library[0]], Zone.EXILE, "702.115a", "is exiled from the top of the library and put")


@dataclass(frozen=True, slots=True)
class EnlistBonus(Effect):
    """CR 702.154a: "this creature gets +X/+0 until end of turn, where X is the tapped creature's
    power" — the creature it enlisted this combat (``enlist.pay_enlist`` remembers it), its power
    read now, or as it last existed on the battlefield (608.2h)."""

    on_source: ClassVar[bool] = True  # CR 113.7: it acts on its own source (603.3b)

    def text(self, specs: tuple[TargetSpec, ...]) -> str:
        return "~ gets +X/+0 until end of turn, where X is the tapped creature's power."


@handles(EnlistBonus)
def _enlist_bonus(g: Game, o: GameObject, e: EnlistBonus, legal: list[bool]) -> None:
    st = g.state
    source = st.objects.get(o.source) if o.source is not None else None
    if source is None:
        return
    marks = [
        x.change for x in st.effects
        if isinstance(x.change, resolved.Enlisted) and x.object_id == source.id and x.zcc == source.zcc
    ]  # fmt: skip
    if not marks:
        return
    other_id, other_zcc = marks[-1].creature.id, marks[-1].creature.zcc
    other = st.objects.get(other_id)
    if other is None:
        return
    if other.zone is Zone.BATTLEFIELD and other.zcc == other_zcc:
        x = power(g, other)
    else:
        x = other.left_pt[0] if other.left_pt is not None else 0
    perform(g, o, (ModifyPT(x, 0, Ref("this")),), legal)


@handles(MyriadCopies)
def _myriad(g: Game, o: GameObject, e: MyriadCopies, legal: list[bool]) -> None:
    """CR 702.116a: in a two-player game the only opponent is the defending player (506.2), so
    there is no opponent to make a copy for: the ability resolves and does nothing."""
    g.log(ev.EffectCreated("702.116a", o.label, msg("has no opponent other than the defending player: no copies")))


@handles(MobilizeTokens)
def create_mobilized(g: Game, o: GameObject, e: MobilizeTokens, legal: list[bool]) -> None:
    """CR 702.181a, 508.4: the tokens enter tapped and attacking the defending player (a
    planeswalker that player controls may be chosen next: :mod:`arbiter.mtg.paused.attack_choice`) —
    only in combat and only if they are creatures (506.3a); 506.3d: they were never blocked if
    blockers were already declared. Each is sacrificed at the next end step (603.7a)."""
    st = g.state
    warriors = CreateToken(e.count, 1, 1, (Color.RED,), ("Warrior",), tapped=True)
    in_combat = st.step.in_combat_phase  # CR 506.2: the whole combat phase
    for token in create_tokens(g, o, warriors):
        if token.zone is not Zone.BATTLEFIELD:
            continue
        if in_combat and st.active == o.controller and is_creature(g, token):
            g.set(token, "attacking", PlayerRef(1 - o.controller))  # CR 506.2: the attacker's opponent
            g.log(
                ev.EffectCreated(
                    "508.4", token.label, msg("enters attacking {players}", players=st.players[1 - o.controller].name)
                )
            )
        at_next_end_step(g, token, o.controller, EndStepAction.SACRIFICE, o)
