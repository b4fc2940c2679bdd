"""A cache of ``arbiter cards coverage``: measuring the compiler over 34,000 cards takes about a
minute, and its answer depends only on the card data and on the engine's code.

The key is the SHA-256 of the card data file's bytes and of every source file of the installed
``arbiter`` package (with its version): changing a card, the compiler, the renderer or anything
else the measure could depend on makes a new key, so a stale answer is never shown. Entries live
in ``$ARBITER_CACHE``, else ``$XDG_CACHE_HOME/arbiter``, else ``~/.cache/arbiter``; a cache that
can't be read or written is ignored (the measure is only slower).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from functools import cache
from pathlib import Path

from arbiter.cards.coverage import Coverage

CACHE_FORMAT = "1"


def cache_dir() -> Path:
    env = os.environ.get("ARBITER_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "arbiter"


@cache
def engine_fingerprint() -> str:
    """A hash of the engine's code: every ``.py`` file of the package, by path and content."""
    import arbiter

    root = Path(arbiter.__file__).resolve().parent
    h = hashlib.sha256(CACHE_FORMAT.encode())
    for path in sorted(root.rglob("*.py")):
        h.update(str(path.relative_to(root)).encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()


def key(data: Path) -> str:
    """The cache key of the coverage of the card data at ``data`` under this engine."""
    h = hashlib.sha256(engine_fingerprint().encode())
    with open(data, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()[:32]


def load(data: Path) -> Coverage | None:
    """The cached coverage of ``data``, if this engine measured exactly these bytes before."""
    try:
        raw = json.loads((cache_dir() / f"coverage-{key(data)}.json").read_text(encoding="utf-8"))
        return Coverage(
            total=int(raw["total"]),
            supported=int(raw["supported"]),
            by_type={str(t): [int(ok), int(n)] for t, (ok, n) in raw["by_type"].items()},
            phrases=Counter({str(p): int(n) for p, n in raw["phrases"].items()}),
            families=Counter({str(f): int(n) for f, n in raw["families"].items()}),
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def store(data: Path, cov: Coverage) -> None:
    """Remember ``cov`` (a complete measure) for ``data``; written whole or not at all."""
    raw = {
        "total": cov.total,
        "supported": cov.supported,
        "by_type": cov.by_type,
        "phrases": dict(cov.phrases),
        "families": dict(cov.families),
    }
    try:
        folder = cache_dir()
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"coverage-{key(data)}.json"
        tmp = target.with_suffix(f".{os.getpid()}.part")
        tmp.write_text(json.dumps(raw), encoding="utf-8")
        os.replace(tmp, target)
    except OSError:
        pass  # no cache: the next run measures again
