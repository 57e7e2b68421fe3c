"""Build the rules-text parser once: the grammar files joined into one LALR grammar, plus the
keyword terminals generated from the keyword database (compiler/keywords/terminals.py).

Lark caches the analysed grammar on disk (keyed by the grammar's hash), so a
cold `cardtext compile` loads tables instead of rebuilding them. A compilation with custom
keywords has its own grammar, hence its own parser and cache file. The wheel ships the built-in
grammar's tables (setup.py calls `write_tables` as it builds the wheel): a fresh install copies
them into its cache instead of analysing the grammar (seconds of CPU).
"""
from __future__ import annotations

import functools
import hashlib
from importlib import resources
from pathlib import Path

from lark import Lark

from ..cache_files import LINE_TABLES, TABLES, cache_dir, mark_used, prune_once, write_whole
from ..keywords.database import KeywordDatabase, builtin
from ..keywords.terminals import terminals
from .lexer import SharingContextualLexer
from . import line_tables, scanner_plans
from .parse_loop import LineParser

# Order matters only for readability; each file owns one concern.
GRAMMAR_FILES = (
    "card.lark", "keywords.lark", "costs.lark", "mana.lark", "triggers.lark",
    "replacements.lark", "effects.lark", "library.lark", "filters.lark", "vocabulary.lark", "common.lark",
    "amounts.lark", "grants.lark", "players.lark", "actions_conditions.lark", "shields.lark",
    "conditions.lark", "activation_limits.lark", "face_down.lark", "delayed_triggers.lark",
    "cases.lark", "classes.lark", "keyword_actions.lark", "stations.lark", "bending.lark", "levelers.lark", "roles.lark",
    "outside_the_game.lark",
    "speed.lark",
    "meld.lark",
    "turns.lark",
    "sagas.lark",
    "deck_conditions.lark",
    "damage_changes.lark",
    "graveyard_replacements.lark",
    "draw_replacements.lark",
    "zone_permissions.lark",
)


def grammar_text(keywords: KeywordDatabase | None = None) -> str:
    folder = resources.files("cardtext.grammar")
    files = [folder.joinpath(name).read_text(encoding="utf-8") for name in GRAMMAR_FILES]
    return "\n".join(files + [terminals(keywords or builtin())])


def tables_name(text: str) -> str:
    """The file name of the parser tables of the grammar `text` (its hash, so a changed grammar
    or a custom keyword file never loads another grammar's tables)."""
    return f"rules-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:16]}.lark.cache"


def _cache_file(text: str) -> str | bool:
    """A per-grammar cache path; fall back to Lark's temp-dir cache if ours isn't writable. On a
    fresh install the cache starts as a copy of the tables the wheel ships."""
    folder = cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return True
    path = folder / tables_name(text)
    if path.exists():
        mark_used(path)
    else:                                 # a new grammar: older grammars' tables may go
        prune_once(folder, TABLES)
        _copy_shipped_tables(path)
    return TablesPath(path)


class TablesPath(str):
    """Where Lark keeps a grammar's tables. Lark checks a tables file against a hash of the
    grammar, its options, its own version and Python's, and the options include the `cache`
    path as str() prints it; printed as one constant, the path stays out of the hash, so the
    tables the wheel was built with (in a build folder) load from any user's cache folder.
    Opening the file uses the path itself."""

    def __str__(self) -> str:
        return "cardtext rules tables"


def _copy_shipped_tables(path: Path) -> None:
    """The tables built with the wheel (setup.py), when they are this grammar's, copied to `path`
    (written to a temporary name first, as another process may read it). Lark checks them on
    loading (its version, the options, the Python version) and builds anew when they differ,
    so a copy that doesn't fit costs one build, as no copy would. The line loop's tables
    (line_tables.py) are shipped beside them, named for their Lark and Python versions."""
    shipped = resources.files("cardtext.grammar").joinpath(path.name)
    if not shipped.is_file():
        return
    write_whole(path, shipped.read_bytes())


def write_tables(folder: Path) -> Path:
    """Build the built-in rules parser's tables into `folder` (the wheel's grammar folder, when
    setup.py builds the wheel); returns the file written."""
    text = grammar_text()
    target = folder / tables_name(text)
    parser = _lark(text, TablesPath(target))
    line_tables.save(scanner_plans.planned(line_tables.LineTables.of(parser)), folder / _line_tables_name(text))
    return target


def _line_tables_name(text: str) -> str:
    return line_tables.file_name(tables_name(text).removesuffix(".lark.cache"))


def rules_parser(keywords: KeywordDatabase | None = None) -> Lark:
    """The LALR parser for one normalised line of rules text (start rule `start`), knowing the
    built-in keywords or those of `keywords`."""
    if keywords is None:
        return _builtin_parser()
    return _parser(keywords)


def line_parser(keywords: KeywordDatabase | None = None) -> LineParser:
    """rules_parser(keywords) driven by parse_loop.LineParser: the same trees and errors, faster.
    Its tables come from their own file in the cache folder (line_tables.py) when it holds them;
    the Lark parser is then built only if a line needs it."""
    return _line_parser(keywords)


@functools.cache
def _line_parser(keywords: KeywordDatabase | None) -> LineParser:
    text = grammar_text(keywords)
    path = cache_dir() / _line_tables_name(text)
    if not path.exists():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass                          # not writable: the tables are built, not saved
        prune_once(path.parent, LINE_TABLES)
        _copy_shipped_tables(path)        # a fresh install: the wheel's, when this Python's
    else:
        mark_used(path)
    tables = line_tables.load(path)
    if tables is None:
        tables = line_tables.LineTables.of(rules_parser(keywords))
        line_tables.save(scanner_plans.planned(tables), path)
    return LineParser(tables=tables, load_lark=functools.partial(rules_parser, keywords))


@functools.cache
def _builtin_parser() -> Lark:
    return _parser(builtin())


@functools.cache
def _parser(keywords: KeywordDatabase) -> Lark:
    text = grammar_text(keywords)
    return _lark(text, _cache_file(text))


def _lark(text: str, cache: str | bool) -> Lark:
    return Lark(text, parser="lalr", lexer="contextual", propagate_positions=True,
                maybe_placeholders=False, cache=cache,
                _plugins={"ContextualLexer": SharingContextualLexer})


def _forget_parsers() -> None:
    """Drop the built parsers (the benchmark times a build from the disk cache)."""
    _builtin_parser.cache_clear()
    _parser.cache_clear()
    _line_parser.cache_clear()


rules_parser.cache_clear = _forget_parsers
