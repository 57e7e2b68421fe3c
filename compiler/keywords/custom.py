"""Custom keywords: a card author's keyword file (same schema as grammar/keywords.toml), given
with `--keywords FILE` or found as `keywords.toml` beside card files.

A custom keyword is checked when its file is loaded: the database schema (database.py), and its
definition compiled with a sample parameter, so a definition cardtext cannot read is reported at
its own file:line:col, not at every card that uses the keyword.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from .database import KeywordDatabase, KeywordEntry, KeywordFileError, builtin, load_text, read
from .templates import SLOT, fill

FILE_NAME = "keywords.toml"
SAMPLE_NUMBER, SAMPLE_COST = 2, "{1}"


def beside(paths) -> list[Path]:
    """The keyword files next to the given card files or under the given folders."""
    found: list[Path] = []
    for path in paths:
        p = Path(path)
        if path == "-" or not p.exists():
            continue
        candidates = sorted(p.rglob(FILE_NAME)) if p.is_dir() else [p.parent / FILE_NAME]
        found += [c for c in candidates if c.is_file() and c.resolve() not in {f.resolve() for f in found}]
    return found


def load(files) -> KeywordDatabase | None:
    """cardtext's keywords plus those of `files` (None when there are none); raises
    KeywordFileError at the first problem."""
    db = builtin()
    files = list(files)
    if not files:
        return None
    for f in files:
        text = read(f)
        custom = load_text(text, str(f))
        db = db.with_custom(custom)
        for entry in custom.entries:
            check_definition(entry, db, text)
    return db


def for_card_file(file: str) -> KeywordDatabase | None:
    """The database for a card read from `file`: with the keywords.toml beside it, if any. A
    bundled card's file is shown as "cards/<name>.card" wherever the command runs: its folder is
    the bundled cards' folder."""
    if not file or file.startswith("<"):
        return None
    folder = Path(file).parent
    if not folder.is_dir() and folder.name == "cards":
        from ..source.loaders import bundled_cards_dir
        if (bundled_cards_dir() / Path(file).name).is_file():
            folder = bundled_cards_dir()
    return _for_folder(str(folder))


@lru_cache(maxsize=64)
def _for_folder(folder: str) -> KeywordDatabase | None:
    path = Path(folder) / FILE_NAME
    return load([path]) if path.is_file() else None


def check_definition(entry: KeywordEntry, db: KeywordDatabase, text: str) -> None:
    """Compile `entry`'s definition with a sample parameter; a failure is a KeywordFileError
    at the place in the definition where reading stopped."""
    if not entry.definition:
        return
    # imported here: definitions loads the whole compiler, which finding keyword files (`beside`,
    # on every `cardtext compile PATH`, even one answered from the results cache) does not need
    from .definitions import DefinitionError, definition_lines
    try:
        definition_lines(entry, SAMPLE_NUMBER, SAMPLE_COST, db)
    except DefinitionError as exc:
        line, column = _position(text, entry, exc)
        raise KeywordFileError(entry.source, line, column,
                               f"the definition of '{entry.name}' does not compile: {exc.message}",
                               "a definition is rules text cardtext compiles, as on a card") from None


def _position(text: str, entry: KeywordEntry, exc) -> tuple[int, int]:
    """The file line and column of the error: the index is mapped back through the filled slots
    to the template. A multi-line string (triple quotes) has one file line per definition line; a
    one-line string is placed on the `definition =` line."""
    lines = text.splitlines()
    key = next((n for n in range(max(entry.line - 1, 0), len(lines))
                if re.match(r"\s*definition\s*=", lines[n])), max(entry.line - 1, 0))
    opening = re.match(r'\s*definition\s*=\s*("""|\'\'\'|"|\')', lines[key]) if lines else None
    template_lines = entry.definition.split("\n")
    index = _template_index(template_lines[min(exc.line, len(template_lines)) - 1], exc.index)
    if opening and opening.group(1) in ('"""', "\'\'\'") and lines[key].rstrip().endswith(opening.group(1)):
        return key + 1 + exc.line, index + 1           # the text starts on the next line
    if opening and exc.line == 1:
        return key + 1, opening.end() + index + 1
    return key + 1, 1


def _template_index(template: str, filled_index: int) -> int:
    """An index in the filled text -> the index in the template (the start of a slot that
    covers it)."""
    shift = 0
    for m in SLOT.finditer(template):
        filled_start = m.start() + shift
        if filled_index < filled_start:
            break
        width = len(fill(m.group(0), SAMPLE_NUMBER, SAMPLE_COST))
        if filled_index < filled_start + width:
            return m.start()
        shift += width - len(m.group(0))
    return filled_index - shift
