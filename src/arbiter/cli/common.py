"""What every command shares: exit statuses, which exceptions are the user's mistake, and the
progress bar. Imports nothing heavy, so ``arbiter --help`` stays fast."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import TYPE_CHECKING, Never

if TYPE_CHECKING:
    from tqdm import tqdm

OK = 0
FAILED = 1  # a judgment came out "no": a scenario failed, a record didn't replay, nothing found
BAD_INPUT = 2  # the input is wrong: a file, a decklist, an option
BUG = 3  # a bug of Arbiter's own: the message asks for a report
INTERRUPTED = 130  # Ctrl-C (128 + SIGINT), after printing what was done


def user_error(exc: BaseException) -> bool:
    """Whether ``exc`` reports the user's input (a file, a decklist, card data, an option) rather
    than a bug. Only modules the command already imported are consulted."""
    names = {
        ("arbiter.cards.deck_formats", "DecklistError"),
        ("arbiter.cards.records", "CardDataError"),
        ("arbiter.scenario.loader", "ScenarioError"),
        ("arbiter.rules_text", "RulesFileError"),
    }
    for module, name in names:
        cls = getattr(sys.modules.get(module), name, None)
        if isinstance(cls, type) and isinstance(exc, cls):
            return True
    return isinstance(exc, OSError | UnicodeDecodeError)


class Progress:
    """A progress bar with a rate and time left, on standard error — only when it is a terminal
    and ``quiet`` is off, so pipes, files and ``--json`` runs see nothing of it."""

    def __init__(
        self, total: int | None, unit: str, quiet: bool = False, desc: str | None = None, scale: bool = False
    ) -> None:
        self.bar: tqdm[Never] | None = None
        if not quiet and sys.stderr.isatty():
            from tqdm import tqdm

            self.bar = tqdm(
                total=total,
                unit=unit,
                desc=desc,
                file=sys.stderr,
                dynamic_ncols=True,
                leave=False,
                unit_scale=scale,
                unit_divisor=1024 if scale else 1000,
            )

    def update(self, n: int = 1) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


def non_negative(text: str) -> int:
    """An argparse type: a whole number ≥ 0."""
    return _whole(text, 0)


def positive(text: str) -> int:
    """An argparse type: a whole number ≥ 1."""
    return _whole(text, 1)


def _whole(text: str, least: int) -> int:
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"must be {least} or more, got {value}")
    return value
