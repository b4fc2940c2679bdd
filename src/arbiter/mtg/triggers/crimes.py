"""Committing a crime (CR 700.13): "A player commits a crime as that player casts a spell,
activates an ability, or puts a triggered ability on the stack and that spell or ability targets
at least one opponent; at least one permanent, spell, or ability an opponent controls; and/or at
least one card in an opponent's graveyard." — "Whenever you commit a crime, …" triggers then
(once for each spell or ability, however many of its targets are such, 603.2c), "… during your
turn" only in that player's turn; "Whenever an opponent commits a crime" for the other player's.

Judged as the spell becomes cast (601.2i), the ability becomes activated (602.2b) or the
triggered ability's targets are chosen as it is put on the stack (603.3d) — a copy put on the
stack isn't cast (707.10), so copying a spell commits no crime."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.mtg.enums import Zone
from arbiter.mtg.state import ObjectRef, PlayerRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.triggers.look import Look

YOU_COMMIT_A_CRIME = "you commit a crime"
YOU_COMMIT_A_CRIME_YOUR_TURN = "you commit a crime during your turn"
OPPONENT_COMMITS_A_CRIME = "opponent commits a crime"


def _criminal_target(g: Game, t: object, player: int) -> bool:
    """Whether the target ``t`` makes ``player``'s spell or ability a crime (CR 700.13)."""
    st = g.state
    if isinstance(t, PlayerRef):
        return t.index != player  # CR 102.2: in a two-player game, the other player is an opponent
    if not isinstance(t, ObjectRef):
        return False
    o = st.objects.get(t.id)
    if o is None or o.zcc != t.zcc:
        return False
    if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK:
        return o.controller != player
    return o.zone is Zone.GRAVEYARD and o.owner != player  # CR 404.2: a card is in its owner's graveyard


def crime_committed(look: Look, stack_id: int) -> None:
    """CR 700.13: the spell or ability ``stack_id`` was just cast, activated or put on the stack with
    its targets — if one of them is an opponent or theirs, its controller committed a crime."""
    g = look.g
    st = g.state
    obj = st.objects.get(stack_id)
    if obj is None or obj.zone is not Zone.STACK:
        return
    player = obj.controller
    if not any(_criminal_target(g, t, player) for t in obj.targets):
        return
    for o, controller in look.present():
        if controller == player:
            look.match(o, YOU_COMMIT_A_CRIME, None, controller)
            if st.active == player:
                look.match(o, YOU_COMMIT_A_CRIME_YOUR_TURN, None, controller)
        else:  # "Whenever an opponent commits a crime" (CR 102.2: another player in a two-player game)
            look.match(o, OPPONENT_COMMITS_A_CRIME, None, controller)
