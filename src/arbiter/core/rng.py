"""A seeded random number generator whose whole state is one integer.

The state lives inside the game state (journaled like any other field), so the same seed and the
same actions give the same game on any machine and any Python version: SplitMix64 uses only
64-bit integer arithmetic, unlike ``random.Random`` whose algorithms may change between versions.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def splitmix64(state: int) -> tuple[int, int]:
    """Advance the state; return ``(new_state, 64-bit output)``."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Rng:
    """A small stateful wrapper, for code outside a game (random players, simulations)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        self.state, value = below(self.state, n)
        return value


def below(state: int, n: int) -> tuple[int, int]:
    """Pure form of :meth:`Rng.below`: ``(new_state, value)`` with ``0 <= value < n``."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, out = splitmix64(state)
        if out < limit:
            return state, out % n
