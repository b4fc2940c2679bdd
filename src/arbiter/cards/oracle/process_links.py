"""Links of the effect reader (:mod:`arbiter.cards.oracle.effects`) for instructions read over more
than one sentence and a process repeated (CR 608.2c): Necropotence's face-down exile until the end
step (406.3, 603.7), Ad Nauseam's "You may repeat this process any number of times." (608.2d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.cards.oracle.grammar import PASS, Pass

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading as Reading

Step = int | Pass | None


def face_down_until_end_step(r: Reading, i: int, s: str) -> Step:
    """ "Exile the top card of your library face down. Put that card into your hand at the
    beginning of your next end step." (Necropotence, CR 406.3, 603.7): two sentences, one instruction."""
    from arbiter.mtg.effects.face_down_exile import ExileTopFaceDownUntilEndStep

    made = ExileTopFaceDownUntilEndStep()
    if " ".join(x.strip() for x in r.sentences[i : i + 2]) != made.text(()):
        return PASS
    r.effects.append(made)
    return 2


def repeat_process(r: Reading, i: int, s: str) -> Step:
    """ "You may repeat this process any number of times." after "Reveal the top card of your
    library and put that card into your hand. You lose life equal to its mana value." (Ad Nauseam,
    CR 608.2c–d): the instruction before, followed again as often as its controller chooses. Only
    that process is read (one whose repetition asks no question of its own)."""
    from arbiter.mtg.effects.repeat_process import RepeatProcess
    from arbiter.mtg.effects.reveal_top import RevealTopToHand

    if s != "You may repeat this process any number of times.":
        return PASS
    if len(r.effects) != 1 or not isinstance(r.effects[0], RevealTopToHand) or r.ctx.targets:
        return None
    r.effects.append(RepeatProcess((r.effects[0],)))
    return 1


def restart_the_game(r: Reading, i: int, s: str) -> Step:
    """ "Restart the game, leaving in exile all non-Aura permanent cards exiled with ~. Then put those
    cards onto the battlefield under your control." (Karn Liberated, CR 727): two sentences, one
    instruction — the second is followed only once the new game is about to begin (727.4)."""
    from arbiter.mtg.effects.restart import RestartTheGame

    made = RestartTheGame()
    if not s.startswith("Restart the game"):
        return PASS
    if " ".join(x.strip() for x in r.sentences[i : i + 2]) != made.text(()) or r.effects or r.ctx.targets:
        return None
    r.effects.append(made)
    return 2
