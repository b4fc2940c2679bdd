"""The sentences after "Create …" that speak of the tokens just created (CR 608.2c): "They gain
haste until end of turn.", "Exile that token at the beginning of the next end step.", "Sacrifice
them at end of combat.", "Put three +1/+1 counters on it." — "it" there is the token, never the
source ("It gains haste until your next turn." too, 611.2a). Another sentence naming the tokens
by a pronoun is refused: it would be misread."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arbiter.cards.oracle.amounts import counted
from arbiter.cards.oracle.grammar import PASS, Pass
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.sentences.counters import plain_counter
from arbiter.cards.oracle.words import NUMBERS
from arbiter.mtg.effects.conditional import with_condition
from arbiter.mtg.effects.created_tokens import CreatedCounters, CreatedGain, CreatedLater
from arbiter.mtg.effects.next_turn_duration import UntilYourNextTurnOn
from arbiter.mtg.effects.tokens import CreatePredefinedToken, CreateToken, CreateXToken
from arbiter.mtg.enums import EndStepAction
from arbiter.mtg.ir.amounts import Count, Counted
from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.cards.oracle.effects import _Reading

_ONE = "it|that token|the token"
_MANY = "them|those tokens|the tokens"
_GAIN = re.compile(
    r"(It|That token|The token|They|Those tokens|The tokens) gains? ([a-z ,]+) until (end of turn|your next turn)\."
)
_LATER = re.compile(rf"(Sacrifice|Exile) ({_ONE}|{_MANY}) at (the beginning of the next end step|end of combat)\.")
_COUNTERS = re.compile(rf"Put (a|an|one|two|three|four|five|six|X) (\+1/\+1|[a-z]+) counters? on ({_ONE}|{_MANY})\.")
_IF = re.compile(r"If ([^,]+), ((?:it|that token|the token|they|those tokens|the tokens) .+)")
_PRONOUN = re.compile(r"\b(?:[Ii]t|[Tt]hey|them|[Tt]hat token|[Tt]hose tokens|[Tt]he tokens?)\b")


def _created(e: Effect | None) -> int | None:
    """How many tokens the instruction creates: 1, several (2), either (0, a counted number), or
    None when it isn't a token creation (looked for inside "you may"/"if you do" wrappers: the
    sentences after them are followed either way, and find no token if none was created)."""
    if isinstance(e, Counted) and isinstance(e.effect, CreateXToken):
        return _created(e.effect.token)  # (X counts its power and toughness, not the tokens)
    if isinstance(e, Counted):
        return 0 if _created(e.effect) is not None else None
    if isinstance(e, CreateToken | CreatePredefinedToken):
        return 1 if e.count == 1 else 2
    if isinstance(e, CreatedGain | CreatedLater | CreatedCounters):
        return e.created
    for name in ("then", "effect"):
        inner = getattr(e, name, None)
        if isinstance(inner, Effect):
            return _created(inner)
    return None


def _agrees(words: str, created: int) -> bool:
    """ "it"/"that token" for one token, "them"/"those tokens" for several (either for a count)."""
    one = words.lower() in ("it", "that token", "the token")
    return created == 0 or one == (created == 1)


def created_follow_up(r: _Reading, i: int, s: str) -> int | Pass | None:
    """A link of the sentence reader: a follow-up about the tokens the instruction before created."""
    created = _created(r.last)
    if created is None:
        return PASS
    found = _follow_up(s, created)
    if found is None and re.search(r", where X is | for each | equal to |\bX\b", s):
        found = counted(s, r.ctx.targets, lambda unit: _follow_up(unit, created))  # CR 608.2h, 107.3
        found = found or _announced_x(s, created)
    if found is None:
        return None if _PRONOUN.search(s) and not s.startswith(("It has ", "They have ")) else PASS
    r.effects.append(found)
    return 1


def _announced_x(s: str, created: int) -> Effect | None:
    """ "Put X +1/+1 counters on it." with no definition of X: the value announced as the spell
    or ability was cast or activated (CR 107.3a)."""
    one = s.replace("Put X +1/+1 counters on ", "Put a +1/+1 counter on ")
    e = _follow_up(one, created) if one != s and ", where X is " not in s else None
    return Counted(e, Count("X", x=True), "where X", s) if e is not None else None


def _follow_up(s: str, created: int) -> Effect | None:
    m = _IF.fullmatch(s)
    if m is not None:
        # CR 608.2c: "If you won, that token gains haste until end of turn." — a follow-up with a
        # condition checked as it is reached
        from arbiter.cards.oracle.sentences.conditional import resolution_condition  # (it imports this module)

        condition = resolution_condition(m.group(1))
        inner = _follow_up(m.group(2)[0].upper() + m.group(2)[1:], created)
        if condition is None or condition.text != m.group(1) or inner is None:
            return None
        return with_condition(condition, inner)
    m = _GAIN.fullmatch(s)
    if m is not None:
        kws = keyword_list(m.group(2))
        if kws is None or not _agrees(m.group(1), created):
            return None
        gain = CreatedGain(m.group(1), kws, m.group(2), created)
        # CR 611.2a, 500.4: "It gains haste until your next turn." — kept until the controller's next turn
        return gain if m.group(3) == "end of turn" else UntilYourNextTurnOn(gain, s)
    m = _LATER.fullmatch(s)
    if m is not None and _agrees(m.group(2), created):
        return CreatedLater(EndStepAction(m.group(1).lower()), m.group(2), m.group(3) == "end of combat", created)
    m = _COUNTERS.fullmatch(s)
    if m is not None and _agrees(m.group(3), created) and m.group(1) != "X" and plain_counter(m.group(2)):
        n = 1 if m.group(1) in ("a", "an") else NUMBERS[m.group(1)]
        return CreatedCounters(m.group(2), n, m.group(3), created)
    return None
