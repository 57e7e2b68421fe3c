"""Build the rules-text parser once: the grammar files joined into one LALR grammar, plus the
keyword terminals generated from the keyword database (compiler/keywords/terminals.py).

Lark caches the analysed grammar on disk (keyed by the grammar's hash), so a
cold `cardtext compile` loads tables instead of rebuilding them. A compilation with custom
keywords has its own grammar, hence its own parser and cache file.
"""
from __future__ import annotations

import functools
import hashlib
import os
from importlib import resources
from pathlib import Path

from lark import Lark

from ..keywords.database import KeywordDatabase, builtin
from ..keywords.terminals import terminals

# Order matters only for readability; each file owns one concern.
GRAMMAR_FILES = (
    "card.lark", "keywords.lark", "costs.lark", "mana.lark", "triggers.lark",
    "replacements.lark", "effects.lark", "library.lark", "filters.lark", "vocabulary.lark", "common.lark",
    "amounts.lark", "grants.lark", "players.lark", "actions_conditions.lark", "shields.lark",
    "conditions.lark", "activation_limits.lark", "face_down.lark",
    "cases.lark", "classes.lark", "keyword_actions.lark", "stations.lark", "bending.lark", "levelers.lark", "roles.lark", "meld.lark",
)


def grammar_text(keywords: KeywordDatabase | None = None) -> str:
    folder = resources.files("cardtext.grammar")
    files = [folder.joinpath(name).read_text(encoding="utf-8") for name in GRAMMAR_FILES]
    return "\n".join(files + [terminals(keywords or builtin())])


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cardtext"


def _cache_file(text: str) -> str | bool:
    """A per-grammar cache path; fall back to Lark's temp-dir cache if ours isn't writable."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    folder = cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return True
    return str(folder / f"rules-{digest}.lark.cache")


def rules_parser(keywords: KeywordDatabase | None = None) -> Lark:
    """The LALR parser for one normalised line of rules text (start rule `start`), knowing the
    built-in keywords or those of `keywords`."""
    if keywords is None:
        return _builtin_parser()
    return _parser(keywords)


@functools.cache
def _builtin_parser() -> Lark:
    return _parser(builtin())


@functools.cache
def _parser(keywords: KeywordDatabase) -> Lark:
    text = grammar_text(keywords)
    return Lark(text, parser="lalr", lexer="contextual", propagate_positions=True,
                maybe_placeholders=False, cache=_cache_file(text))


def _forget_parsers() -> None:
    """Drop the built parsers (the benchmark times a build from the disk cache)."""
    _builtin_parser.cache_clear()
    _parser.cache_clear()


rules_parser.cache_clear = _forget_parsers
