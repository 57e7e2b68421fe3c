"""The .card file format: parse a file of cards into CardSources plus diagnostics.

    Name: Test Mana Elf
    Cost: {G}
    Type: Creature — Elf Druid
    P/T: 1/1
    ---
    {T}: Add {G}.
    ===
    Name: Forest
    ...

Header fields (case-insensitive; aliases in FIELDS): Name, Nickname, Cost, Type, P/T, Loyalty,
and Other face: the name of the card's other face, for a card with two faces (a double-faced
card, CR 712, or a split, flip or adventure card's other half, CR 709): each face is its own
card in the file, and each names the other, as `cardtext import` writes them. It is kept on
the CardSource (`other_face`), as the corpus's JSON lines keep it; the two faces of a
transforming double-faced card are then joined into one card (source/faces.py).

The grammar (grammar/cardfile.lark) is total, so parsing never fails; this
module checks the header of each card and reports CT101 (malformed) or CT102
(missing field) at file:line:col with an excerpt and a hint.
"""
from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path

from ..cache_files import CARD_FILE_TABLES, cache_dir, mark_used, prune_once
from ..diagnostics import Diagnostic, Severity
from .card import CardSource
from .characters import clean
from .header_checks import field_problem
from .limits import MAX_LINE

# Canonical header fields and the spellings accepted for them (case-insensitive).
FIELDS = {
    "name": "name", "nickname": "nickname",
    "cost": "cost", "mana cost": "cost",
    "type": "type", "type line": "type",
    "p/t": "pt", "loyalty": "loyalty",
    "other face": "other_face",
    "lights": "lights",                    # an Attraction's lit numbers, as in 'Lights: 2 6' (CR 717.1)
}
FIELD_HELP = "Name, Nickname, Cost, Type, P/T, Loyalty, Other face, Lights"
LABELS = {"name": "Name", "nickname": "Nickname", "cost": "Cost", "type": "Type", "pt": "P/T",
          "loyalty": "Loyalty", "other_face": "Other face", "lights": "Lights"}
LIGHTS_RE = re.compile(r"\s*[1-6](?:\s+[1-6])*\s*")   # an Attraction's lit numbers (CR 717.1)
PT_PART = r"[+-]?\d+(?:\.5)?|\*|\d+[+-]\*|\*[+-]\d+|\?|∞"
PT_RE = re.compile(rf"\s*({PT_PART})\s*/\s*({PT_PART})\s*")
LOYALTY_RE = re.compile(r"\d+|X|\*")
COST_RE = re.compile(r"(\{[^{}\s]+\})*")


@dataclass
class ParsedCard:
    """One card of a file: its source (None when it has no Name) and its header diagnostics."""

    source: CardSource | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    line: int = 1                 # where the card starts in the file
    name: str | None = None


# ------------------------------------------------------------------ parser
def _cache_dir() -> Path | None:
    path = cache_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path if os.access(path, os.W_OK) else None


def grammar_text() -> str:
    return resources.files("cardtext.grammar").joinpath("cardfile.lark").read_text(encoding="utf-8")


def build_parser(cache: bool = True):
    """Build the LALR parser; with `cache`, reuse the tables in ~/.cache/cardtext (keyed by grammar)."""
    from lark import Lark, __version__ as lark_version
    text = grammar_text()
    cache_arg: bool | str = False
    if cache and (directory := _cache_dir()) is not None:
        key = hashlib.sha256(f"{text}\0{lark_version}".encode()).hexdigest()[:16]
        path = directory / f"cardfile-{key}.lark.cache"
        if path.exists():
            mark_used(path)
        else:                               # a new grammar: older grammars' tables may go
            prune_once(directory, CARD_FILE_TABLES)
        cache_arg = str(path)
    return Lark(text, parser="lalr", lexer="contextual", cache=cache_arg)


@lru_cache(maxsize=1)
def parser():
    return build_parser()


# ------------------------------------------------------------------ parsing
def normalise(text: str) -> list[str]:
    """Split into lines without line ends; trailing whitespace and a BOM removed."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return [line.rstrip() for line in text.split("\n")]


def parse_card_file(text: str, file: str = "<card>") -> list[ParsedCard]:
    """Parse the text of a .card file. Never raises on bad input."""
    lines = normalise(text)
    body = "\n".join(lines).rstrip("\n") + "\n" if any(lines) else ""
    tree = parser().parse(body)
    cards = []
    for card in tree.children:
        if not hasattr(card, "data"):
            continue  # a CARD_SEP token
        parsed = _card(card, lines, file)
        if parsed is not None:
            cards.append(parsed)
    return cards


def _diag(code, message, file, line, column, excerpt, hint) -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, message, file, line, column, excerpt[:200], hint)


def _card(tree, lines: list[str], file: str) -> ParsedCard | None:
    head = tree.children[0]
    body_sep = tree.children[1] if len(tree.children) > 1 else None
    body = tree.children[2] if len(tree.children) > 2 else None
    header: dict[str, tuple[str, int, int]] = {}   # field -> (value, line, value column)
    diags: list[Diagnostic] = []
    first_line = None
    for item in head.children:
        if not hasattr(item, "data"):
            continue  # BLANK
        tok = item.children[0]
        first_line = first_line or tok.line
        excerpt = lines[tok.line - 1]
        if item.data == "bad_line":
            if not _bad_reported(diags):  # once per card: the rest is usually more of the same
                diags.append(_diag("CT101", "expected 'Field: value' in the card header", file,
                                   tok.line, tok.column + len(tok.value) - len(tok.value.lstrip()), excerpt,
                                   "write the header as 'Name: ...', 'Type: ...' lines, then a line "
                                   "'---' before the rules text"))
            continue
        name = tok.value.strip()
        column = tok.column + len(tok.value) - len(tok.value.lstrip())
        key = FIELDS.get(" ".join(name.lower().split()))
        value_tok = next((c for c in item.children[1:] if c.type == "VALUE"), None)
        value = clean(value_tok.value).strip() if value_tok else ""
        vcol = (value_tok.column + len(value_tok.value) - len(value_tok.value.lstrip())
                if value_tok else tok.column + len(tok.value) + 1)
        if key is None:
            diags.append(_diag("CT101", f"unknown header field '{name}'", file, tok.line, column,
                               excerpt, f"fields are {FIELD_HELP}; rules text goes after a '---' line"))
        elif key in header:
            diags.append(_diag("CT101", f"header field '{name}' given twice", file, tok.line,
                               column, excerpt, f"first given on line {header[key][1]}"))
        else:
            header[key] = (value, tok.line, vcol)
    text_lines, text_line = _body(body)
    if not header and not text_lines and not diags:
        return None  # an empty card (blank lines, comments, a trailing '===')
    start = first_line or (body_sep.line if body_sep is not None else 1)
    unusable = _field_problems(header, file, lines, diags)
    unusable |= _check_header({k: v for k, v in header.items() if k not in unusable}, file, start, lines,
                              diags, reported=frozenset(unusable))
    header = {k: v for k, v in header.items() if k not in unusable}
    text, too_long = _clip(text_lines, file, text_line)
    diags += too_long
    diags.sort(key=lambda d: (d.line, d.column))
    name = header.get("name", ("", 0, 0))[0] or None
    source = None
    if name and "name" not in unusable:
        pt = PT_RE.fullmatch(header.get("pt", ("",))[0]) if "pt" in header else None
        source = CardSource(
            name=name, oracle_text=text,
            mana_cost=header.get("cost", ("",))[0], type_line=header.get("type", ("",))[0],
            power=pt.group(1) if pt else None, toughness=pt.group(2) if pt else None,
            loyalty=header.get("loyalty", ("",))[0] or None,
            nickname=header.get("nickname", ("",))[0] or None,
            other_face=header.get("other_face", ("",))[0] or None,
            lights=tuple(int(n) for n in header.get("lights", ("",))[0].split()),
            file=file, text_line=text_line, text_column=1)
    return ParsedCard(source, diags, start, name)


def _field_problems(header, file, lines, diags) -> set[str]:
    """Length, numbers and characters of each field (header_checks); the fields that fail."""
    failed = set()
    for key, (value, line, column) in header.items():
        problem = field_problem(key, LABELS[key], value)
        if problem is not None:
            diags.append(_diag(problem.code, problem.message, file, line, column + problem.offset,
                               lines[line - 1], problem.hint))
            failed.add(key)
    return failed


def _bad_reported(diags: list[Diagnostic]) -> bool:
    return any(d.message.startswith("expected 'Field") for d in diags)


def _body(body) -> tuple[list[str], int]:
    """The rules lines, keyed to file lines: comments become blank lines, edges trimmed."""
    if body is None:
        return [], 1
    by_line = {tok.line: tok.value.rstrip("\n") for tok in body.children if tok.type == "TEXT"}
    if not by_line:
        return [], 1
    first, last = min(by_line), max(by_line)
    return [by_line.get(n, "") for n in range(first, last + 1)], first


def _clip(text_lines: list[str], file: str, text_line: int) -> tuple[str, list[Diagnostic]]:
    diags, out = [], []
    for k, line in enumerate(text_lines):
        if len(line) > MAX_LINE:
            diags.append(_diag("CT204", f"rules line of {len(line)} characters is too long "
                               f"(limit {MAX_LINE})", file, text_line + k, MAX_LINE + 1,
                               line[:80], "one ability per line; split the text"))
            line = ""
        out.append(line)
    return "\n".join(out), diags


def _check_header(header, file, start, lines, diags, reported=frozenset()) -> set[str]:
    """Missing fields (CT102) and malformed ones (CT101) into `diags`; the malformed fields.
    `reported`: fields left out of `header` because they failed already (too long, ...)."""
    malformed = set()
    excerpt = lines[start - 1] if 0 < start <= len(lines) else ""
    for key, label in (("name", "Name"), ("type", "Type")):
        if key in reported:
            continue
        if not header.get(key, ("",))[0]:
            where = header.get(key, ("", start, 1))
            diags.append(_diag("CT102", f"card has no {label}", file, where[1], where[2],
                               lines[where[1] - 1] if where[1] <= len(lines) else excerpt,
                               f"add a line '{label}: ...' to the card header"))
    type_line = header.get("type", ("",))[0].lower()
    checks = (("pt", PT_RE, "P/T", "write power/toughness as in 'P/T: 2/2' (or '*/1+*')"),
              ("loyalty", LOYALTY_RE, "Loyalty", "write a number, as in 'Loyalty: 3'"),
              ("cost", COST_RE, "Cost", "write mana symbols in braces, as in 'Cost: {2}{W}'"),
              ("lights", LIGHTS_RE, "Lights", "write the lit numbers 1-6, as in 'Lights: 2 6'"))
    for key, regex, label, hint in checks:
        if key in header and not regex.fullmatch(header[key][0]):
            value, line, col = header[key]
            diags.append(_diag("CT101", f"malformed {label} '{value[:40]}'", file, line, col,
                               lines[line - 1], hint))
            malformed.add(key)
    for word, key, label, example in (("creature", "pt", "P/T", "P/T: 2/2"),
                                      ("planeswalker", "loyalty", "Loyalty", "Loyalty: 3")):
        if re.search(rf"\b{word}\b", type_line) and key not in header and key not in reported:
            line, col = header["type"][1], header["type"][2]
            diags.append(_diag("CT102", f"{word} card has no {label}", file, line, col,
                               lines[line - 1], f"add a line '{example}' to the card header"))
    return malformed
