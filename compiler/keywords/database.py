"""The keyword database: keyword abilities (CR 702), keyword actions (CR 701) and ability words
(CR 207.2c), read from TOML (grammar/keywords.toml, or a custom file a card author writes).

Each entry says what the keyword looks like (its parameter shape, from which the grammar's
keyword terminals are generated: terminals.py) and what it means: either a `definition` in
rules text with parameter slots, compiled by cardtext itself (definitions.py), or the name of
the engine `mechanic` that plays it (runtime/keyword_support.py), or an explicit `unsupported`
reason, reported as CT301 wherever the keyword is used.

A malformed file or entry raises KeywordFileError with the file, line and column of the
offending table or field, so a card author is pointed at their mistake.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from importlib import resources
from pathlib import Path

from .templates import TemplateError, check_template


class KeywordKind(str, Enum):
    ABILITY = "ability"             # CR 702: "Flying", "Saddle 2", "Ward {2}"
    ACTION = "action"               # CR 701: "scry 2", "forage"
    ABILITY_WORD = "ability word"   # CR 207.2c: "Landfall — ...", no rules meaning of its own


class Parameter(str, Enum):
    """What follows the keyword's name (CR 702.1: "[keyword] N", "[keyword] [cost]")."""

    NONE = "none"                   # "flying"
    NUMBER = "number"               # "bushido 2", "mobilize x"
    COST = "cost"                   # "kicker {2}{G}", "ward—pay 3 life"
    NUMBER_AND_COST = "number and cost"   # "suspend 4—{u}"
    QUALITY = "quality"             # "protection from red" (hand-written grammar shape)
    FILTER = "filter"               # "enchant creature", "affinity for artifacts" (hand-written)
    ACTIVATED = "activated ability"   # "exhaust — {3}: draw a card." (hand-written, CR 702.177a)
    ABILITY = "ability"             # "max speed — <any ability>" (hand-written, CR 702.178a)
    EFFECT = "effect"               # "visit — <effect>": a triggered ability's effect (hand-written, CR 702.159a)
    CONDITION = "condition"         # "companion — <condition on the starting deck>" (hand-written, CR 702.139a)
    CARD_NAME = "card name"         # "partner with Ley Weaver": another card's name (CR 702.124j)
    MATERIALS = "materials and cost"   # "craft with two or more creatures {2}{g}" (hand-written, CR 702.167a)


# shapes whose grammar is written by hand in grammar/keywords.lark (the word is a literal there)
HAND_WRITTEN = frozenset({Parameter.QUALITY, Parameter.FILTER, Parameter.ACTIVATED, Parameter.ABILITY,
                          Parameter.EFFECT, Parameter.CONDITION, Parameter.MATERIALS})
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery", "tribal", "conspiracy")     # conspiracy: hidden agenda (CR 702.106)
# digits only for the ability words CR 207.2c lists with a number ("descend 4", "descend 8")
NAME = re.compile(r"[a-z][a-z0-9' -]*[a-z0-9!]")
# Numbered keywords printed without their number on older cards, which the rules define so: the
# number meant and the rules text the older printing also has (CR 702.75b: "Hideaway" with no
# numeral is "Hideaway 4" and "[This permanent] enters tapped.")
OLDER_FORMS = {"hideaway": (4, "This permanent enters tapped.")}
FIELDS = {"name", "kind", "parameter", "types", "rule", "reminder", "definition", "mechanic",
          "unsupported"}


@dataclass(frozen=True)
class KeywordEntry:
    """One keyword: its shape and its meaning (exactly one of definition, mechanic, unsupported
    for a keyword ability or action; none for an ability word, which has no rules meaning)."""

    name: str
    kind: KeywordKind
    parameter: Parameter = Parameter.NONE
    types: tuple[str, ...] = ()
    rule: str = ""
    reminder: str = ""
    definition: str = ""
    mechanic: str = ""
    unsupported: str = ""
    source: str = ""                 # the file it was read from
    line: int = 0                    # where its table starts in that file

    @property
    def cr(self) -> str:
        return f"CR {self.rule}" if self.rule else "CR 702"


class KeywordFileError(Exception):
    """A keyword file or entry that cannot be used, at file:line:col."""

    def __init__(self, file: str, line: int, column: int, message: str, hint: str = ""):
        super().__init__(f"{file}:{line}:{column}: {message}")
        self.file, self.line, self.column, self.message, self.hint = file, line, column, message, hint


@dataclass(frozen=True)
class KeywordDatabase:
    """The keywords a compilation knows: the built-in ones plus any custom ones."""

    entries: tuple[KeywordEntry, ...]
    # name -> entry, built once (a lookup must not hash the whole database, as a cache keyed
    # on it would on every call)
    by_name: dict = field(init=False, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_name", {e.name: e for e in self.entries})

    def get(self, name: str) -> KeywordEntry | None:
        return self.by_name.get(name.lower())

    def of_kind(self, kind: KeywordKind) -> tuple[KeywordEntry, ...]:
        return tuple(e for e in self.entries if e.kind is kind)

    def with_custom(self, custom: "KeywordDatabase") -> "KeywordDatabase":
        """This database plus `custom`; a custom entry may not redefine a built-in keyword."""
        for entry in custom.entries:
            if self.get(entry.name) is not None:
                raise KeywordFileError(entry.source, entry.line, 1,
                                       f"keyword '{entry.name}' is already defined by cardtext",
                                       "give a custom keyword a name of its own")
        return KeywordDatabase(self.entries + custom.entries)


# ---------------------------------------------------------------- reading
def load_text(text: str, source: str) -> KeywordDatabase:
    """Parse and check a keyword file's text."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line, column = _toml_position(str(exc))
        raise KeywordFileError(source, line, column, f"not valid TOML: {_toml_message(str(exc))}",
                               "see docs/keywords.md for the file's shape") from None
    tables = _table_lines(text)
    unknown = sorted(set(data) - {"keyword"})
    if unknown:
        raise KeywordFileError(source, 1, 1, f"unknown top-level key '{unknown[0]}'",
                               "a keyword file holds [[keyword]] tables only")
    raw = data.get("keyword", [])
    if not isinstance(raw, list):
        raise KeywordFileError(source, 1, 1, "'keyword' must be an array of tables",
                               "write each entry under a [[keyword]] header")
    entries, seen = [], {}
    for i, table in enumerate(raw):
        line = tables[i] if i < len(tables) else 1
        entry = _entry(table, source, line, text)
        if entry.name in seen:
            raise KeywordFileError(source, line, 1, f"keyword '{entry.name}' is defined twice "
                                   f"(first at line {seen[entry.name]})", "keep one entry per keyword")
        seen[entry.name] = line
        entries.append(entry)
    return KeywordDatabase(tuple(entries))


def read(path: str | Path) -> str:
    """A keyword file's text; an unreadable file is a KeywordFileError."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise KeywordFileError(str(path), 1, 1, f"cannot read the keyword file: {exc}") from None


def load_file(path: str | Path) -> KeywordDatabase:
    return load_text(read(path), str(path))


@cache
def builtin() -> KeywordDatabase:
    """cardtext's own keywords (grammar/keywords.toml)."""
    text = resources.files("cardtext.grammar").joinpath("keywords.toml").read_text(encoding="utf-8")
    return load_text(text, "grammar/keywords.toml")


# ---------------------------------------------------------------- checking one entry
def _entry(table: object, source: str, line: int, text: str) -> KeywordEntry:
    def fail(message: str, key: str | None = None, hint: str = "") -> KeywordFileError:
        at = _key_line(text, line, key) if key else line
        return KeywordFileError(source, at, 1, message, hint)

    if not isinstance(table, dict):
        raise fail("a keyword entry must be a table")
    extra = sorted(set(table) - FIELDS)
    if extra:
        raise fail(f"unknown field '{extra[0]}'", extra[0], f"fields are {', '.join(sorted(FIELDS))}")
    for key, value in table.items():
        if key != "types" and not isinstance(value, str):
            raise fail(f"'{key}' must be a string", key)
    name = table.get("name", "")
    if not NAME.fullmatch(name or ""):
        raise fail(f"keyword name {name!r} must be lower-case words", "name" if name else None,
                   'e.g. name = "mobilize"')
    kind = _enum(KeywordKind, "kind", table.get("kind", "ability"), lambda m: fail(m, "kind"))
    parameter = _enum(Parameter, "parameter", table.get("parameter", "none"), lambda m: fail(m, "parameter"))
    types = table.get("types", [])
    if not isinstance(types, list) or any(t not in CARD_TYPES for t in types):
        raise fail("'types' must be a list of card types", "types", f"card types: {', '.join(CARD_TYPES)}")
    meanings = [k for k in ("definition", "mechanic", "unsupported") if table.get(k)]
    if kind is KeywordKind.ABILITY_WORD:
        if meanings or parameter is not Parameter.NONE:
            raise fail("an ability word has no rules meaning (CR 207.2c): no parameter, definition "
                       "or mechanic", meanings[0] if meanings else "parameter")
    elif len(meanings) != 1:
        raise fail(f"keyword '{name}' needs exactly one of definition, mechanic or unsupported"
                   + (f" (has {' and '.join(meanings)})" if meanings else ""), meanings[-1] if meanings else None,
                   "definition: its rules text; mechanic: the engine mechanic that plays it")
    for key in ("reminder", "definition"):
        try:
            check_template(table.get(key, ""), parameter)
        except TemplateError as exc:
            raise fail(f"{key}: {exc}", key) from None
    return KeywordEntry(name, kind, parameter, tuple(types), table.get("rule", ""),
                        table.get("reminder", ""), table.get("definition", ""),
                        table.get("mechanic", ""), table.get("unsupported", ""), source, line)


def _enum(cls, label: str, value, fail):
    try:
        return cls(value)
    except ValueError:
        raise fail(f"unknown {label} {value!r}; one of: "
                   + ", ".join(repr(m.value) for m in cls)) from None


def _table_lines(text: str) -> list[int]:
    """The line of each [[keyword]] header, in order."""
    return [n for n, line in enumerate(text.splitlines(), start=1)
            if re.match(r"\s*\[\[\s*keyword\s*\]\]", line)]


def _key_line(text: str, start: int, key: str) -> int:
    """The line of `key = ...` in the table starting at line `start`."""
    lines = text.splitlines()
    for n in range(start, len(lines)):
        if n > start and lines[n].lstrip().startswith("[["):
            break
        if re.match(rf"\s*{re.escape(key)}\s*=", lines[n]):
            return n + 1
    return start


def _toml_position(message: str) -> tuple[int, int]:
    m = re.search(r"at line (\d+), column (\d+)", message)
    return (int(m.group(1)), int(m.group(2))) if m else (1, 1)


def _toml_message(message: str) -> str:
    return re.sub(r"\s*\(at line \d+, column \d+\)", "", message)
