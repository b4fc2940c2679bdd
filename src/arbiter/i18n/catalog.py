"""The message catalogs: gettext ``.po`` files (``locale/LANG/LC_MESSAGES/arbiter.po``) compiled
with Babel into ``.mo`` files on first use, cached per user (``ARBITER_CACHE`` or
``~/.cache/arbiter/locale``) and keyed by the ``.po`` file's content, then loaded with
:class:`gettext.GNUTranslations`. The msgids are the English templates."""

from __future__ import annotations

import gettext
import hashlib
import io
import os
from functools import cache
from pathlib import Path

DOMAIN = "arbiter"
LOCALE_DIR = Path(__file__).parent / "locale"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _cache_dir() -> Path:
    root = os.environ.get("ARBITER_CACHE") or os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "arbiter" / "locale"


def compile_po(po: bytes) -> bytes:
    """A ``.po`` file's bytes compiled to ``.mo`` bytes (fuzzy entries left out)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(po))
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def _mo_bytes(lang: str) -> bytes | None:
    po = po_path(lang)
    if not po.is_file():
        return None
    data = po.read_bytes()
    key = hashlib.sha256(data).hexdigest()[:16]
    cached = _cache_dir() / f"{DOMAIN}-{lang}-{key}.mo"
    try:
        return cached.read_bytes()
    except OSError:
        pass
    mo = compile_po(data)
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(mo)
        tmp.replace(cached)
    except OSError:  # a read-only home: compiled again next time
        pass
    return mo


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` (English, or a language without a catalog: the templates as they are)."""
    if lang == "en":
        return gettext.NullTranslations()
    mo = _mo_bytes(lang)
    if mo is None:
        return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(mo))
