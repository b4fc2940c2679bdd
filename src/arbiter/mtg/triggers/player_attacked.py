"""CR 508.3b: "Whenever [a player] is attacked" — the ability triggers once as attackers are
declared if one or more creatures are declared attacking that player (a planeswalker they
control isn't that player, 506.3), and never for a creature put onto the battlefield attacking
(508.4: it was never declared). "Whenever enchanted player is attacked" (Curse of Bounty, Curse of
Opulence…) is the ability of an Aura attached to that player (303.4a); "that player" is them.
Matched in :func:`arbiter.mtg.triggers.collection._attackers_declared` from the players the
declaration attacks (``AttackersDeclared.players``)."""

from __future__ import annotations

ENCHANTED_PLAYER_ATTACKED = "enchanted player attacked"
