"""Token sentences (CR 111): "Create two 1/1 white Soldier creature tokens with flying.", "Create a
Treasure token." (the predefined tokens, 111.10), "Investigate." (701.16a)."""

from __future__ import annotations

import re
from dataclasses import replace

from arbiter.cards.oracle.context import Ctx, players_word
from arbiter.cards.oracle.keywords import keyword_list
from arbiter.cards.oracle.nouns import COLORS as _COLORS
from arbiter.cards.oracle.sentences.production import PASS, Production, Result, exact, rule
from arbiter.cards.oracle.words import COLOR_WORD, NUMBERS
from arbiter.mtg.effects.copy_permanents import CreateTokenCopy
from arbiter.mtg.effects.incubate import Incubate
from arbiter.mtg.effects.keywords import CreateTokenThenAttach
from arbiter.mtg.effects.roles import CreateRole
from arbiter.mtg.effects.tokens import TOKEN_COUNT_WORDS, CreateXToken
from arbiter.mtg.enums import Zone
from arbiter.mtg.ir.amounts import Count, Counted
from arbiter.mtg.ir.refs import Ref
from arbiter.mtg.model import Ability, CreatePredefinedToken, CreateToken, Unsupported, render_lines

_COUNTS = {**NUMBERS, **{word: n for n, word in TOKEN_COUNT_WORDS.items()}}
_MANY = "|".join(word for word in TOKEN_COUNT_WORDS.values())

CREATE_TOKEN = (
    rf"Create (a|an|one|{_MANY}) (tapped )?(\d+)/(\d+) "
    rf"((?:{COLOR_WORD}|colorless)(?: and {COLOR_WORD})?) "
    r"([A-Z][a-z]+(?: [A-Z][a-z]+)*) (artifact |enchantment )?creature tokens?(?: with ([a-z0-9 ,]+?|.*\"))?"
    r"(?: named ([A-Z][A-Za-z'-]*(?: (?:of |the |de )?[A-Z][A-Za-z'-]*)*))?"
    r"( that's tapped and attacking| that are tapped and attacking)?"
    r"(?: for each (\+1/\+1|-1/-1|[a-z]+) counter on (it|~))?(?:\.|(?<=\"))"
)


def token_abilities(with_text: str) -> tuple[Ability, ...] | None:
    """The quoted abilities of a token ("with "~ can't block."", CR 111.10 / 113.2): each must
    compile fully and render as quoted."""
    from arbiter.cards.oracle.lines import parse_line  # (a quoted ability is a whole line: the grammar recurses)

    out: list[Ability] = []
    for quoted in re.findall(r'"([^"]+)"', with_text):
        abilities = parse_line(quoted)
        if not abilities or any(isinstance(a, Unsupported) for a in abilities):
            return None
        if "\n".join(render_lines(tuple(abilities))) != quoted:
            return None
        out.extend(abilities)
    return tuple(out)


def token_keywords(text: str) -> tuple[str, ...] | None:
    """The keywords of a token's "with …" clause: those an effect may grant (:func:`keyword_list`)
    and toxic N (CR 702.164: run as the token deals combat damage to a player)."""
    parts = re.split(r", and |, | and ", text)
    rest = [p for p in parts if not re.fullmatch(r"toxic \d+", p)]
    if rest and keyword_list(" and ".join(rest)) is None:
        return None
    return tuple(parts)


def _creature_token(m: re.Match[str], ctx: Ctx) -> Result:
    s = m.string
    count = _COUNTS[m.group(1)]
    colors = tuple(_COLORS[c] for c in m.group(5).split(" and ") if c in _COLORS)
    with_text = m.group(8) or ""
    granted = token_abilities(with_text) if '"' in with_text else ()
    if granted is None or (count == 1) != (" tokens" not in s):
        return None
    kws: tuple[str, ...] | None = () if '"' in with_text else token_keywords(with_text) if with_text else ()
    if kws is None:
        return None
    if granted:
        kws = token_keywords(re.sub(r',? ?(?:and )?"[^"]*"', "", with_text).strip()) if with_text[0] != '"' else ()
        if kws is None:
            return None
    per = m.group(11)
    if per is not None and (count != 1 or ctx.it not in ("self", "source")):
        return None
    token = CreateToken(
        count,
        int(m.group(3)),
        int(m.group(4)),
        colors,
        tuple(m.group(6).split()),
        kws,
        per,
        m.group(7) == "artifact ",
        bool(m.group(2)),
        m.group(7) == "enchantment ",
        granted,
        with_text if granted or ", " in with_text else "",
        counters_on=m.group(12) or "it",
        attacking=bool(m.group(10)),
        name=m.group(9) or "",
    )
    return token if token.text(tuple(ctx.targets)) == s else None


def _named_legendary(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch." — one
    creature token with that name (CR 111.4) and the legendary supertype (205.4a)."""
    plain = re.fullmatch(CREATE_TOKEN, f"Create a {m.group(2)}")
    made = _creature_token(plain, ctx) if plain is not None else None
    if not isinstance(made, CreateToken) or made.name or made.per_counter or made.attacking:
        return None
    token = replace(made, name=m.group(1), legendary=True)
    return token if token.text(tuple(ctx.targets)) == m.string else None


def _token_copy(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Create a token that's a copy of target creature you control[, except …]." (CR 707.2, 111.1)."""
    from arbiter.cards.oracle.as_enters import copy_exceptions  # (exceptions may quote abilities: it recurses)

    phrase, except_text = m.group(1), m.group(2)
    exceptions = copy_exceptions(except_text) if except_text else None
    if except_text and exceptions is None:
        return None
    mark = len(ctx.targets)
    of = Ref("this") if phrase == "~" else ctx.target(phrase)
    if of is not None and phrase in ("it", "that creature") and of.kind not in ("it_subject", "subject"):
        of = None  # (only the permanent a watched event was about, CR 603.2, 603.6a)
    spec = ctx.targets[-1] if of is not None and len(ctx.targets) > mark else None
    if of is None or (spec is not None and spec.zone is not Zone.BATTLEFIELD):
        del ctx.targets[mark:]
        return None
    made = CreateTokenCopy(of, exceptions)
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _then_attach(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Create a 1/1 white Soldier creature token, then attach ~ to it." (CR 701.3a): one token."""
    create = re.fullmatch(CREATE_TOKEN, f"{m.group(1)}.")
    token = _creature_token(create, ctx) if create is not None else None
    if not isinstance(token, CreateToken) or token.count != 1 or token.granted:
        return None
    made = CreateTokenThenAttach(token)
    return made if made.text(tuple(ctx.targets)) == m.string else None


# CR 111.10j–r: each Role's enchant ability and its other abilities
ROLE_TEXT = {
    "Cursed": "Enchanted creature has base power and toughness 1/1.",
    "Monster": "Enchanted creature gets +1/+1 and has trample.",
    "Royal": "Enchanted creature gets +1/+1 and has ward {1}.",
    "Sorcerer": 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
    "Virtuous": "Enchanted creature gets +1/+1 for each enchantment you control.",
    "Wicked": "Enchanted creature gets +1/+1.\n"
    "When ~ is put into a graveyard from the battlefield, each opponent loses 1 life.",
    "Young Hero": 'Enchanted creature has "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 '
    'counter on it."',
}


def _role(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Create a Wicked Role token attached to up to one target creature you control." (CR
    111.10j–r): the role's abilities are compiled from their CR text; one that can't be is refused."""
    from arbiter.cards.oracle.lines import permanent_abilities  # (the role's text is a card's: it recurses)

    abilities = permanent_abilities("Enchant creature\n" + ROLE_TEXT[m.group(1)], aura=True)
    if any(isinstance(a, Unsupported) for a in abilities):
        return None
    mark = len(ctx.targets)
    of = ctx.target(m.group(2))
    if of is None or (len(ctx.targets) > mark and ctx.targets[-1].zone is not Zone.BATTLEFIELD):
        del ctx.targets[mark:]
        return None
    if m.group(2) in ("it", "that creature") and of.kind not in ("it_subject", "subject", "it", "that", "it_self"):
        return None
    made = CreateRole(m.group(1), of, tuple(abilities))
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _predefined(m: re.Match[str], ctx: Ctx) -> Result:
    made = CreatePredefinedToken(m.group(3), _COUNTS[m.group(1)], tapped=bool(m.group(2)))
    return made if made.text(()) == m.string else None


_CREATORS = r"(You|Target player|Target opponent|That player|Defending player|Each player|Each opponent)"


def _player_creates(m: re.Match[str], ctx: Ctx) -> Result:
    """ "You create a Treasure token.", "Target opponent creates a 1/1 white Spirit creature token.",
    "Each opponent creates a Food token." (CR 111.2: the player who creates a token owns it and
    it enters under their control)."""
    from arbiter.cards.oracle.sentences import plain_sentence  # (the grammar recurses)

    subject, verb = m.group(1), m.group(2)
    if (verb == "create") != (subject == "You"):
        return None
    mark = len(ctx.targets)
    who = players_word(subject, ctx)
    made = plain_sentence("Create " + m.group(3), ctx) if who is not None else None
    created = isinstance(made, CreateToken | CreatePredefinedToken) and not made.subject
    if who is None or not isinstance(made, CreateToken | CreatePredefinedToken) or not created:
        del ctx.targets[mark:]
        return PASS
    if made.text(()).startswith("Investigate"):  # (CR 701.16a: a keyword action, said "investigates")
        del ctx.targets[mark:]
        return PASS
    made = replace(made, who=None if who.kind == "you" else who, subject=subject)
    return made if made.text(tuple(ctx.targets)) == m.string else None


def _x_token(m: re.Match[str], ctx: Ctx) -> Result:
    """ "Create an X/X white Spirit creature token, where X is the greatest toughness among
    creatures you control." (CR 107.3c: X defined by the text, counted as the instruction is
    performed, 608.2h); with no definition, X is the value announced for the spell or ability
    (107.3a)."""
    from arbiter.cards.oracle.amounts import parse_count
    from arbiter.cards.oracle.sentences import plain_sentence

    head, phrase = m.group(1), m.group(2)
    unit = re.sub(r"\ban? (tapped )?X/X\b", lambda x: f"a {x.group(1) or ''}1/1", head, count=1)
    unit = unit.replace(" X/X ", " 1/1 ", 1)
    if "X" in re.sub(r"X/X", "", head) or unit == head:
        return None
    mark = len(ctx.targets)
    token = plain_sentence(unit + ".", ctx)
    it_source = ctx.it in ("", "self") and not ctx.targets
    count = (
        (parse_count(phrase, it_source) if phrase else Count("X", x=True)) if isinstance(token, CreateToken) else None
    )
    if not isinstance(token, CreateToken) or count is None or token.per_counter:
        del ctx.targets[mark:]
        return None
    made = Counted(CreateXToken(token), count, "where X", m.string)
    return made if CreateXToken(token).text(tuple(ctx.targets)) == head + "." else None


def _per_opponent(m: re.Match[str], ctx: Ctx) -> Result:
    """ "For each opponent, create a 1/1 white Human creature token that's tapped and attacking
    that player or a planeswalker they control." (CR 508.4: each opponent's tokens attack them)."""
    from arbiter.cards.oracle.sentences import plain_sentence

    made = plain_sentence(f"C{m.group(1)[1:]}.", ctx)
    if not isinstance(made, CreateToken) or not made.attacking or made.subject or made.per_counter:
        return None
    made = replace(made, per_opponent=m.group(2))
    return made if made.text(tuple(ctx.targets)) == m.string else None


_TIMES = {"twice": 2, "three times": 3, "four times": 4}
"""How many times an instruction is done ("Investigate twice.")."""

PRODUCTIONS: tuple[Production, ...] = (
    rule(
        r"For each opponent, (create [^\"]+ that(?:'s| are) tapped and attacking) "
        r"(that player|that player or a planeswalker they control|that opponent)\.",
        _per_opponent,
    ),
    rule(r"((?:You create|Create) [^\"]*?\bX/X\b[^\"]*?)(?:, where X is (.+))?\.", _x_token),
    rule(rf"{_CREATORS} (creates?) (.+)", _player_creates),
    rule(r"(Create an? \d+/\d+ [^\"]+ creature token(?: with [a-z ,]+)?), then attach ~ to it\.", _then_attach),
    rule(CREATE_TOKEN, _creature_token),
    rule(
        r"Create ([A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*), a legendary (\d+/\d+ .+ creature token.*)", _named_legendary
    ),
    rule(
        r"Create a token that's a copy of (~|it|that creature|(?:another )?target [^,\"]+?)(?:,? except (.+?))?"
        r"(?:\.|(?<=\"))",
        _token_copy,
    ),
    rule(
        rf"Create (a|an|{_MANY}) (tapped )?"
        r"(Treasure|Food|Clue|Blood|Gold|Shard|Lander|Mutagen|Powerstone|Junk|Map) tokens?\.",
        _predefined,
    ),
    rule(
        r"Create a (Cursed|Monster|Royal|Sorcerer|Virtuous|Wicked|Young Hero) Role token attached to "
        r"(it|that creature|(?:up to one (?:other )?|another )?target [a-z ]+)\.",
        _role,
    ),
    rule(r"Incubate (\d+)\.", lambda m, ctx: Incubate(int(m.group(1)))),  # CR 701.53a
    exact("Investigate.", lambda m, ctx: CreatePredefinedToken("Clue", 1, investigate=True)),  # CR 701.16a
    rule(
        r"Investigate (twice|three times|four times)\.",
        lambda m, ctx: CreatePredefinedToken("Clue", _TIMES[m.group(1)], investigate=True),
    ),  # CR 701.16a: investigate that many times
)
