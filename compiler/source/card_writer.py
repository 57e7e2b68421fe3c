"""Writing .card files: a CardSource as the card-file text that reads back to it, a file name
that is safe on every operating system, and writing a file so that it is never half-written.

`cardtext new` and `cardtext import` write through this module; the format is cardfile.py's.
"""
from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from .card import CardSource

SUFFIX = ".card"
MAX_STEM = 80                     # characters: far below every file system's limit (255 bytes)
# Names Windows reserves for devices, with any extension (CON.card opens the console).
# Letters NFKD does not split into an ASCII letter and marks ("Æther", "Jötun" splits by itself).
LIGATURES = str.maketrans({"Æ": "Ae", "æ": "ae", "Œ": "Oe", "œ": "oe", "Ø": "O", "ø": "o", "ß": "ss",
                           "Ð": "D", "ð": "d", "Þ": "Th", "þ": "th", "Ł": "L", "ł": "l"})
RESERVED = {"con", "prn", "aux", "nul", *(f"com{n}" for n in range(10)), *(f"lpt{n}" for n in range(10))}


def card_text(source: CardSource, rules_comment: Iterable[str] = ()) -> str:
    """One card: its header fields, '---', then its rules text (one ability per line). The
    lines of `rules_comment` are written after the rules text as '#' comments (an example rule)."""
    lines = [f"Name: {source.name}"]
    if source.nickname:
        lines.append(f"Nickname: {source.nickname}")
    if source.mana_cost:
        lines.append(f"Cost: {source.mana_cost}")
    lines.append(f"Type: {source.type_line}")
    if source.power is not None or source.toughness is not None:
        pt = source.power if source.toughness is None else f"{source.power or ''}/{source.toughness}"
        lines.append(f"P/T: {pt}")
    if source.loyalty:
        lines.append(f"Loyalty: {source.loyalty}")
    if source.other_face:
        lines.append(f"Other face: {source.other_face}")
    lines.append("---")
    lines += [line for line in source.oracle_text.split("\n") if line.strip()]
    lines += [f"# {line}" for line in rules_comment]
    return "\n".join(lines) + "\n"


def file_text(cards: Iterable[str], heading: Iterable[str] = ()) -> str:
    """Cards (each from card_text) as one file, separated by '===' lines, after '#' comments."""
    head = "".join(f"# {line}\n" for line in heading)
    return head + "===\n".join(cards)


def unsafe_rules_lines(source: CardSource) -> list[str]:
    """Rules lines the card format would read as something else: a '#' comment, or a '---' /
    '===' separator (grammar/cardfile.lark)."""
    return [line for line in source.oracle_text.split("\n")
            if line.lstrip().startswith("#") or re.fullmatch(r"\s*(---+|===+)\s*", line)]


def file_stem(name: str) -> str:
    """A file name for a card named NAME, safe on every OS: lower-case ASCII letters, digits
    and '-' ("Fëanor's Hall" -> "feanors-hall"), never a reserved device name, never
    empty, at most MAX_STEM characters."""
    ascii_name = unicodedata.normalize("NFKD", name.translate(LIGATURES)).encode("ascii", "ignore").decode()
    ascii_name = ascii_name.replace("'", "").replace("\u2019", "")
    stem = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:MAX_STEM].strip("-")
    if not stem:
        return "card"
    return f"{stem}-card" if stem in RESERVED else stem


def unique_stems(names: Iterable[str]) -> list[str]:
    """file_stem of each name, with '-2', '-3', ... where two would be the same file (the
    stems are lower case, so this holds on case-insensitive file systems too)."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        stem = file_stem(name)
        count = seen.get(stem, 0) + 1
        seen[stem] = count
        while count > 1 and f"{stem}-{count}" in seen:
            count += 1
        out.append(stem if count == 1 else f"{stem}-{count}")
        if count > 1:
            seen[out[-1]] = 1
    return out


def write_atomically(path: Path, text: str) -> None:
    """Write TEXT to PATH through a temporary file in the same folder, renamed over PATH: a
    reader sees the old file or the whole new one, never a part (an interrupted run leaves no
    half-written card file)."""
    folder = path.parent if str(path.parent) else Path(".")
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
