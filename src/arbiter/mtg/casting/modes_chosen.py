"""CR 700.2: "choose one that hasn't been chosen —" / "… hasn't been chosen this turn —". The
permanent remembers which of that ability's modes it has chosen (in ``chosen``, with the choices it
made as it entered — so a permanent that leaves the battlefield and returns is a new object with
none chosen, 400.7); a remembered mode can't be chosen again (this turn, or ever)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.core.ruling import IllegalAction
from arbiter.i18n import CardName, msg
from arbiter.mtg.enums import ChoiceKey
from arbiter.mtg.model import ActivatedAbility, TriggeredAbility

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

KEY = ChoiceKey.MODE


def _entry(g: Game, ability: ActivatedAbility | TriggeredAbility, mode: int) -> str:
    """What is remembered of one chosen mode: the ability, the mode, and for "this turn" the turn."""
    turn = f"\nturn {g.state.turn}" if ability.unchosen == "this turn" else ""
    return f"{ability.text()}\n{mode}{turn}"


def chosen_before(g: Game, o: GameObject) -> frozenset[int]:
    """The modes (0-based) of the stack object ``o``'s ability its source chose before, when the
    ability says "that hasn't been chosen"; none otherwise."""
    ability = o.ability
    if ability is None or not ability.unchosen or o.source is None:
        return frozenset()
    source = g.state.objects.get(o.source)
    if source is None:
        return frozenset()
    return chosen_by(g, source, ability)


def chosen_by(g: Game, source: GameObject, ability: ActivatedAbility | TriggeredAbility) -> frozenset[int]:
    """The modes of ``ability`` that ``source`` has chosen (this turn, for "this turn")."""
    if not ability.unchosen:
        return frozenset()
    done = {value for key, value in source.chosen if key == KEY}
    return frozenset(i for i in range(len(ability.modes)) if _entry(g, ability, i) in done)


def remember_modes(g: Game, o: GameObject) -> None:
    """The stack object ``o``'s chosen modes are remembered by its source (700.2)."""
    ability = o.ability
    if ability is None or not ability.unchosen or o.source is None:
        return
    source = g.state.objects.get(o.source)
    if source is None:
        return
    g.set(source, "chosen", (*source.chosen, *((KEY, _entry(g, ability, i)) for i in o.modes)))


def no_mode_error(g: Game, o: GameObject, ability: ActivatedAbility, player: int) -> IllegalAction | None:
    """CR 700.2a: a modal activated ability with no mode that can be chosen — each has a target
    that can't be chosen, or was chosen before ("that hasn't been chosen") — can't be activated."""
    from arbiter.mtg.casting.announce import targets_possible

    if not ability.modes:
        return None
    before = chosen_by(g, o, ability)
    possible = sum(
        1 for i, mode in enumerate(ability.modes) if i not in before and targets_possible(g, mode.targets, player, o.id)
    )
    if possible >= max(ability.choose[0], 1):
        return None
    return IllegalAction(
        (
            msg("{card}'s ability can't be activated: every mode has been chosen before", card=CardName(o.label))
            if before
            else msg("{card}'s ability can't be activated: no mode has a legal target", card=CardName(o.label))
        ),
        "700.2a",
    )


def removed_without_mode(g: Game, o: GameObject) -> bool:
    """CR 700.2b: a modal triggered ability for which no mode was chosen ("choose up to one —",
    "choose any number —" with none) is removed from the stack; True if it was."""
    if not isinstance(o.ability, TriggeredAbility) or o.modes:
        return False
    from arbiter.mtg import events as ev
    from arbiter.mtg.zones import remove_from_zone

    st = g.state
    remove_from_zone(g, o)
    g.journal.dict_del(st.objects, o.id)
    g.log(ev.RemovedFromStack("700.2b", o.id, msg("{card} (no mode was chosen)", card=CardName(o.label))))
    g.set(st, "cast", None)
    g.set(st, "pending", None)  # priority is given as before (603.3d)
    return True
