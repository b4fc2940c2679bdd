"""Arbiter's message catalog: extract the msgids with Babel — from the Python sources and from the
Lab's Jinja templates (``src/arbiter/lab/templates``: ``_("…")`` and ``{% trans %}``, Jinja's own
Babel extractor) — into ``arbiter.pot`` and bring the
translations (``locale/LANG/LC_MESSAGES/arbiter.po``) up to date with it. Deterministic: no dates
that change, locations by file only (no line numbers, so unrelated edits don't churn the files).

    python tools/i18n_catalog.py [ROOT]     (tools/i18n_wrap.py runs it too)
"""

from __future__ import annotations

import datetime
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

# msg(template, **args) and tr(template, **args); N_(word); C_(context, word); the staged game's
# refuse(rule, template, ...) and note(rule, template, ...)
KEYWORDS: dict[str, tuple[int, ...] | None] = {
    "msg": None, "tr": None, "N_": None, "refuse": (2,), "note": (2,), "Text": None, "C_": ((1, "c"), 2),
}  # fmt: skip
METHODS = [("**/i18n/text.py", "ignore"), ("**.py", "python")]
# the Lab's templates: Jinja's i18n extension, new-style gettext (``_``, ``gettext``, ``ngettext``)
TEMPLATES = Path("lab") / "templates"
TEMPLATE_METHODS = [("**.html", "jinja2.ext:babel_extract")]
TEMPLATE_OPTIONS = {"**.html": {"newstyle_gettext": "true", "trimmed": "true", "silent": "false"}}
TEMPLATE_KEYWORDS: dict[str, tuple[int, ...] | None] = {"_": None, "gettext": None, "ngettext": (1, 2)}
DATE = datetime.datetime(2026, 12, 2, tzinfo=datetime.UTC)
LOCALE = Path("src") / "arbiter" / "i18n" / "locale"


def extract(root: Path) -> Catalog:
    """Every msgid in ``src/arbiter``, with the files it occurs in."""
    catalog = Catalog(
        domain="arbiter", project="arbiter", version="", creation_date=DATE, revision_date=DATE, fuzzy=False
    )
    src = root / "src" / "arbiter"
    for filename, _lineno, message, comments, context in extract_from_dir(
        str(src), METHODS, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
    ):
        if not isinstance(message, str) or not message:
            continue
        catalog.add(message, None, [(f"src/arbiter/{filename}", None)], auto_comments=comments, context=context)
    for filename, _lineno, message, comments, context in extract_from_dir(
        str(src / TEMPLATES), TEMPLATE_METHODS, options_map=TEMPLATE_OPTIONS, keywords=TEMPLATE_KEYWORDS,
        comment_tags=("TRANSLATORS:",), strip_comment_tags=True,
    ):  # fmt: skip
        if isinstance(message, str) and message:
            where = f"src/arbiter/{TEMPLATES.as_posix()}/{filename}"
            catalog.add(message, None, [(where, None)], auto_comments=comments, context=context)
    return catalog


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        write_po(fh, catalog, width=0, include_lineno=False, sort_output=True)


def update_catalogs(root: Path) -> str:
    """Write the template and bring every language's catalog up to date; a summary line."""
    template = extract(root)
    write(template, root / LOCALE / "arbiter.pot")
    out = [f"{len(template)} msgids"]
    for po in sorted((root / LOCALE).glob("*/LC_MESSAGES/arbiter.po")):
        with po.open("rb") as fh:
            catalog = read_po(fh)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.revision_date = DATE
        catalog.creation_date = DATE
        write(catalog, po)
        done = sum(1 for m in catalog if m.id and m.string and not m.fuzzy)
        out.append(f"{po.parent.parent.name}: {done} translated")
    return "; ".join(out)


if __name__ == "__main__":
    print(update_catalogs(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent))
