"""Action notation: each action as readable, unambiguous text in the context of the pending
decision, and the text read back (in the spirit of python-chess's SAN).

Objects are named by their name, qualified only when needed: ``Forest [hand 2]`` is the second
Forest in the acting player's hand, ``Grizzly Bears [battlefield]`` the Bears on the battlefield
when another one is in a graveyard; cards in hidden zones go by their position (``Forest
[library 3]``, third from the top). Players go by their names. The forms::

    pass · pay · cancel · decline
    play Forest · play Fire // Ice as Ice
    cast Lightning Bolt · cast Fireball X=3 kicked · cast Gray Ogre face down
    activate Llanowar Elves: {T}: Add {G}.
    attack Grizzly Bears → bob, Ornithopter → Jace Beleren · attack with nothing
    block Giant Spider ← Grizzly Bears · block with nothing
    assign Hill Giant: 2 → Grizzly Bears, 1 → bob · assign default damage
    choose keep · choose Forest [hand 2] · target bob · choose none

:func:`parse` returns the action, or an :class:`~arbiter.core.ruling.Illegal` (a value, never an
exception) when the text names nothing in the current position.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arbiter.core.ruling import Illegal
from arbiter.i18n import msg
from arbiter.mtg.actions import (
    Action,
    Activate,
    AssignDamage,
    Cancel,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    ExileFromHand,
    Option,
    Pass,
    Pay,
    PayToEnd,
    PayToStop,
    Pick,
    PlayLand,
    Purpose,
    SuspendCard,
    TurnFaceUp,
    UnlessPayDecision,
)
from arbiter.mtg.layers import activated
from arbiter.mtg.mana.pool import pool_text
from arbiter.mtg.model import ActivatedAbility
from arbiter.mtg.state import GameObject, ObjectRef, PlayerRef, TargetRef

if TYPE_CHECKING:
    from arbiter.mtg.game import Game

# Choose purposes whose whole-number options are numbers, not object ids. CR 702.132a: assist's
# helper answers an amount of generic mana ("any amount"), written and read as that number.
NUMBER_PURPOSES = frozenset(
    {
        Purpose.MODE,
        Purpose.X,
        Purpose.KICKER,
        Purpose.REMOVE_COUNTER,
        Purpose.PILE,
        Purpose.ASSIST_AMOUNT,
        Purpose.ENERGY_AMOUNT,
    }
)

_FIXED: dict[str, Action] = {
    "pass": Pass(),
    "pay": Pay(),
    "cancel": Cancel(),
    "attack with nothing": DeclareAttackers(()),
    "block with nothing": DeclareBlockers(()),
    "assign default damage": AssignDamage(()),
}
_CAST_TAIL = re.compile(
    r"(?: as (?P<face>.+?))?(?P<down> face down)?(?: X=(?P<x>\d+))?(?P<kicked> kicked(?: x(?P<times>\d+))?)?"
    r"(?: for its (?P<alt>.+?) cost)?(?P<buyback> with buyback)?"
)


def ability_text(ability: ActivatedAbility) -> str:
    """An activated ability's text; a basic land's intrinsic mana ability (CR 305.6) has none
    printed, so it is written out: ``{T}: Add {G}.``"""
    text = ability.text()
    if not text and ability.is_mana and ability.taps and ability.produces is not None:
        return f"{{T}}: Add {pool_text(ability.produces)}."
    return text


def object_name(o: GameObject) -> str:
    """An object's name in notation: a face-down permanent has none (CR 708.2a); an ability on
    the stack is named after its source."""
    if o.face_down is not None:
        return "face-down creature"
    return f"{o.card.name} ability" if o.ability is not None else o.card.name


class Notation:
    """The names of every object and player as the acting player writes them, for one position."""

    __slots__ = ("_picks", "by_text", "game", "player", "text_of")

    def __init__(self, game: Game, player: int) -> None:
        self.game = game
        self.player = player
        st = game.state
        me, other = st.players[player], st.players[1 - player]
        visible = [
            ("battlefield", st.battlefield),
            ("stack", st.stack),
            ("hand", me.hand),
            ("graveyard", st.players[0].graveyard + st.players[1].graveyard),
            ("exile", st.players[0].exile + st.players[1].exile),
            ("command", st.players[0].command + st.players[1].command),
        ]
        hidden = [
            ("library", me.library),
            (f"{other.name}'s hand", other.hand),
            (f"{other.name}'s library", other.library),
        ]
        objects = st.objects
        players = {p.name for p in st.players}
        seen = Counter(object_name(objects[i]) for _, ids in visible for i in ids)
        self.text_of: dict[int, str] = {}
        for group, ids in visible:
            names = [object_name(objects[i]) for i in ids]
            in_group = Counter(names)
            nth: Counter[str] = Counter()
            for oid, name in zip(ids, names, strict=True):
                nth[name] += 1
                if seen[name] == 1 and name not in players:
                    self.text_of[oid] = name
                elif in_group[name] == 1:
                    self.text_of[oid] = f"{name} [{group}]"
                else:
                    self.text_of[oid] = f"{name} [{group} {nth[name]}]"
        for group, ids in hidden:
            for k, oid in enumerate(ids, start=1):
                self.text_of[oid] = f"{object_name(objects[oid])} [{group} {k}]"
        self.by_text = {t: i for i, t in self.text_of.items()}
        self._picks: dict[str, Pick] | None = None

    # -- writing ---------------------------------------------------------------------------------
    def ref(self, oid: int) -> str:
        return self.text_of.get(oid, f"#{oid}")

    def target(self, t: TargetRef) -> str:
        if isinstance(t, PlayerRef):
            players = self.game.state.players
            return players[t.index].name if 0 <= t.index < len(players) else f"player {t.index}"
        return self.ref(t.id)

    def write(self, action: object) -> str:
        """The notation of ``action`` (any object: what isn't an action is shown as it is)."""
        for text, fixed in _FIXED.items():
            if action == fixed:
                return text
        if isinstance(action, PlayLand):
            return f"play {self.ref(action.card)}" + (f" as {action.face}" if action.face else "")
        if isinstance(action, Cast):
            return f"cast {self.ref(action.card)}{_cast_tail(action)}"
        if isinstance(action, Activate):
            x = f" X={action.x}" if action.x is not None else ""
            return f"activate {self.ref(action.source)}: {self._ability(action.source, action.index)}{x}"
        if isinstance(action, PayToStop):
            return f"pay to stop delayed effect {action.index}"
        if isinstance(action, PayToEnd):
            return f"pay to end the effect on {self.ref(action.permanent)}"
        if isinstance(action, TurnFaceUp):
            return f"turn {self.ref(action.permanent)} face up" + (" for its mana cost" if action.mana_cost else "")
        if isinstance(action, SuspendCard):
            return f"suspend {self.ref(action.card)}"
        if isinstance(action, ExileFromHand):
            return f"{action.keyword} {self.ref(action.card)}"
        if isinstance(action, DeclareAttackers):
            return "attack " + ", ".join(f"{self.ref(a)} → {self.target(d)}" for a, d in action.attacks)
        if isinstance(action, DeclareBlockers):
            return "block " + ", ".join(f"{self.ref(b)} ← {self.ref(a)}" for b, a in action.blocks)
        if isinstance(action, AssignDamage):
            parts = (
                f"{self.ref(s)}: " + ", ".join(f"{n} → {self.target(r)}" for r, n in split)
                for s, split in action.assignments
            )
            return "assign " + "; ".join(parts)
        if isinstance(action, Pick):
            for text, pick in self.picks().items():
                if pick == action:
                    return text
            return f"{self._verb()} {self.option(action.value)}"
        return str(action)

    def _ability(self, source: int, index: int) -> str:
        o = self.game.state.objects.get(source)
        abilities = activated(self.game, o) if o is not None else ()
        if 0 <= index < len(abilities):
            text = ability_text(abilities[index])
            if text and sum(1 for a in abilities if ability_text(a) == text) == 1:
                return text
        return f"ability {index + 1}"

    def _verb(self) -> str:
        dec = self.game.state.pending
        return "target" if isinstance(dec, Choose) and dec.purpose is Purpose.TARGET else "choose"

    def option(self, value: object) -> str:
        """One option of the pending choice as text."""
        dec = self.game.state.pending
        purpose = dec.purpose if isinstance(dec, Choose) else None
        if isinstance(value, str):
            return value
        if isinstance(value, PlayerRef | ObjectRef):
            return self.target(value)
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, int):
            if purpose in NUMBER_PURPOSES:
                return str(value)
            if value == 0:
                return "none"
            return self.ref(value) if value in self.game.state.objects else str(value)
        if isinstance(value, tuple):
            if purpose is Purpose.TRIGGER_ORDER and value and isinstance(value[0], int):
                return f"{self.ref(value[0])} trigger {value[1] + 1 if isinstance(value[1], int) else value[1]}"
            return "/".join(self.option(v) for v in value)
        return repr(value)

    def picks(self) -> dict[str, Pick]:
        """The text of every listed answer of the pending choice (duplicates numbered)."""
        if self._picks is None:
            game = self.game
            dec = game.state.pending
            if isinstance(dec, Choose):
                values: Sequence[Option] = dec.options
            elif isinstance(dec, UnlessPayDecision):
                values = ("decline",)
            else:
                values = [a.value for a in _listed_picks(game)]
            verb = self._verb()
            texts = [
                "decline" if v == "decline" and not isinstance(dec, Choose) else f"{verb} {self.option(v)}"
                for v in values
            ]
            counts, nth = Counter(texts), Counter[str]()
            out: dict[str, Pick] = {}
            for text, v in zip(texts, values, strict=True):
                nth[text] += 1
                out[text if counts[text] == 1 else f"{text} ({nth[text]})"] = Pick(v)
            self._picks = out
        return self._picks

    # -- reading ---------------------------------------------------------------------------------
    def take(self, s: str, players: bool = False) -> tuple[int | TargetRef, str] | None:
        """The object (or, with ``players``, the player) named at the start of ``s``, and the rest."""
        best: tuple[int | TargetRef, str] | None = None
        best_len = -1
        names: list[tuple[str, int | TargetRef]] = list(self.by_text.items())
        if players:
            names += [(p.name, PlayerRef(p.index)) for p in self.game.state.players]
        for text, what in names:
            if len(text) > best_len and s.startswith(text) and (len(s) == len(text) or s[len(text)] in " ,;:"):
                best, best_len = (what, s[len(text) :]), len(text)
        if best is None:
            m = re.match(r"#(\d+)", s)
            if m is not None:
                best = (int(m.group(1)), s[m.end() :])
        return best if best is not None else self._take_printed(s)

    def _take_printed(self, s: str) -> tuple[int | TargetRef, str] | None:
        """An object named by one of its card's printed names in any language, case and accents
        aside ("удар молнии [hand 2]" for "Lightning Bolt [hand 2]"), and the rest of ``s``."""
        from arbiter.cards.printed_names import fold
        from arbiter.i18n.names import printed_names

        ends = [k for k in range(1, len(s) + 1) if k == len(s) or s[k] in " ,;:"]
        folded = {k: fold(s[:k]) for k in ends}
        best: tuple[int | TargetRef, str] | None = None
        best_len = -1
        objects = self.game.state.objects
        for text, oid in self.by_text.items():
            o = objects.get(oid)
            name = object_name(o) if o is not None else ""
            if not name or not text.startswith(name):
                continue
            for printed in printed_names(name.removesuffix(" ability")):
                alias = fold(printed + name[len(name.removesuffix(" ability")) :] + text[len(name) :])
                for k in ends:
                    if k > best_len and folded[k] == alias:
                        best, best_len = (oid, s[k:]), k
        return best

    def take_object(self, s: str) -> tuple[int, str] | None:
        got = self.take(s)
        if got is None or not isinstance(got[0], int):
            return None
        return got[0], got[1]

    def take_target(self, s: str) -> tuple[TargetRef, str] | None:
        got = self.take(s, players=True)
        if got is None:
            return None
        what, rest = got
        if isinstance(what, int):
            o = self.game.state.objects.get(what)
            return ObjectRef(what, o.zcc if o is not None else 0), rest
        return what, rest

    def read(self, text: str) -> Action | Illegal:
        s = " ".join(text.split())
        if s in _FIXED:
            return _FIXED[s]
        verb, _, rest = s.partition(" ")
        if verb in ("choose", "target", "decline"):
            pick = self.picks().get(s)
            if pick is not None:
                return pick
        reader = _READERS.get(verb)
        action = reader(self, rest) if reader is not None else None
        if action is None:
            return Illegal(msg("{text} names no action in this position", text=repr(text)))
        return action


def _cast_tail(a: Cast) -> str:
    tail = f" as {a.face}" if a.face else ""
    tail += " face down" if a.face_down else ""
    tail += f" X={a.x}" if a.x is not None else ""
    tail += (" kicked" if a.kicker == 1 else f" kicked x{a.kicker}") if a.kicker else ""
    tail += f" for its {a.alternative} cost" if a.alternative else ""
    return tail + (" with buyback" if a.buyback else "")


def _listed_picks(game: Game) -> list[Pick]:
    return [a for a in game.legal_actions() if isinstance(a, Pick)]


def _read_play(n: Notation, rest: str) -> Action | None:
    got = n.take_object(rest)
    if got is None:
        return None
    card, tail = got
    if not tail:
        return PlayLand(card)
    return PlayLand(card, tail[4:]) if tail.startswith(" as ") and len(tail) > 4 else None


def _read_cast(n: Notation, rest: str) -> Action | None:
    got = n.take_object(rest)
    if got is None:
        return None
    card, tail = got
    m = _CAST_TAIL.fullmatch(tail)
    if m is None:
        return None
    kicker = (int(m["times"]) if m["times"] else 1) if m["kicked"] else 0
    x = int(m["x"]) if m["x"] is not None else None
    face, alt = m["face"] or "", m["alt"] or ""
    return Cast(card, kicker, x, bool(m["down"]), face, alt, bool(m["buyback"]))


def _read_activate(n: Notation, rest: str) -> Action | None:
    x: int | None = None
    m = re.search(r" X=(\d+)$", rest)
    if m is not None:
        x, rest = int(m.group(1)), rest[: m.start()]
    got = n.take_object(rest)
    if got is None or not got[1].startswith(": "):
        return None
    source, ability = got[0], got[1][2:]
    m = re.fullmatch(r"ability (\d+)", ability)
    if m is not None and int(m.group(1)) >= 1:
        return Activate(source, int(m.group(1)) - 1, x)
    o = n.game.state.objects.get(source)
    for i, ab in enumerate(activated(n.game, o) if o is not None else ()):
        if ability_text(ab) == ability:
            return Activate(source, i, x)
    return None


def _read_turn(n: Notation, rest: str) -> Action | None:
    got = n.take_object(rest)
    if got is None or got[1] not in (" face up", " face up for its mana cost"):
        return None
    return TurnFaceUp(got[0], got[1].endswith("mana cost"))  # CR 701.40c–d: the way chosen


def _read_suspend(n: Notation, rest: str) -> Action | None:
    got = n.take_object(rest)
    return SuspendCard(got[0]) if got is not None and not got[1] else None


def _read_foretell(n: Notation, rest: str) -> Action | None:
    got = n.take_object(rest)
    return ExileFromHand(got[0], "foretell") if got is not None and not got[1] else None


def _read_plot(n: Notation, rest: str) -> Action | None:
    got = n.take_object(rest)
    return ExileFromHand(got[0], "plot") if got is not None and not got[1] else None


def _read_pay(n: Notation, rest: str) -> Action | None:
    if re.fullmatch(r"(?:\{[WUBRGC]\})+", rest):
        return Pay(rest)  # CR 601.2h: the mana of the pool chosen to pay
    m = re.fullmatch(r"to stop delayed effect (\d+)", rest)
    if m is not None:
        return PayToStop(int(m.group(1)))
    if rest.startswith("to end the effect on "):
        got = n.take_object(rest[len("to end the effect on ") :])
        return PayToEnd(got[0]) if got is not None and not got[1] else None
    return None


def _read_attack(n: Notation, rest: str) -> Action | None:
    attacks: list[tuple[int, TargetRef]] = []
    while True:
        got = n.take_object(rest)
        if got is None or not got[1].startswith(" → "):
            return None
        target = n.take_target(got[1][3:])
        if target is None:
            return None
        attacks.append((got[0], target[0]))
        rest = target[1]
        if not rest:
            return DeclareAttackers(tuple(attacks))
        if not rest.startswith(", "):
            return None
        rest = rest[2:]


def _read_block(n: Notation, rest: str) -> Action | None:
    blocks: list[tuple[int, int]] = []
    while True:
        got = n.take_object(rest)
        if got is None or not got[1].startswith(" ← "):
            return None
        attacker = n.take_object(got[1][3:])
        if attacker is None:
            return None
        blocks.append((got[0], attacker[0]))
        rest = attacker[1]
        if not rest:
            return DeclareBlockers(tuple(blocks))
        if not rest.startswith(", "):
            return None
        rest = rest[2:]


def _read_assign(n: Notation, rest: str) -> Action | None:
    out: list[tuple[int, tuple[tuple[TargetRef, int], ...]]] = []
    while True:
        got = n.take_object(rest)
        if got is None or not got[1].startswith(": "):
            return None
        source, rest = got[0], got[1][2:]
        split: list[tuple[TargetRef, int]] = []
        while True:
            m = re.match(r"(\d+) → ", rest)
            target = n.take_target(rest[m.end() :]) if m is not None else None
            if m is None or target is None:
                return None
            split.append((target[0], int(m.group(1))))
            rest = target[1]
            if not rest.startswith(", "):
                break
            rest = rest[2:]
        out.append((source, tuple(split)))
        if not rest:
            return AssignDamage(tuple(out))
        if not rest.startswith("; "):
            return None
        rest = rest[2:]


_READERS = {
    "play": _read_play,
    "cast": _read_cast,
    "activate": _read_activate,
    "turn": _read_turn,
    "suspend": _read_suspend,
    "foretell": _read_foretell,
    "plot": _read_plot,
    "pay": _read_pay,
    "attack": _read_attack,
    "block": _read_block,
    "assign": _read_assign,
}

_cache: tuple[tuple[int, ...], Notation] | None = None


def context(game: Game) -> Notation:
    """The notation of the current position (cached until the game changes)."""
    global _cache
    st = game.state
    dec = st.pending
    player = dec.player if dec is not None else st.active
    key = (id(game), id(st), game._version, len(game.journal.entries), id(dec), st.event_count, player)
    if _cache is not None and _cache[0] == key:
        return _cache[1]
    n = Notation(game, player)
    _cache = (key, n)
    return n


def notation(game: Game, action: object) -> str:
    """``action`` as text, in the context of the pending decision."""
    if isinstance(action, Pass):
        return "pass"
    return context(game).write(action)


def parse(game: Game, text: object) -> Action | Illegal:
    """The action ``text`` names in the current position, or a refusal saying it names none."""
    if not isinstance(text, str):
        return Illegal(msg("an action's notation is text, not {name}", name=type(text).__name__))
    fixed = _FIXED.get(text)
    return fixed if fixed is not None else context(game).read(text)
