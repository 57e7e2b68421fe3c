"""Positions between the compiler and an LSP client.

The compiler reports 1-based lines and 1-based columns counted in characters (code points) of
the file's line. LSP positions are 0-based lines and 0-based characters counted in the code
units of the negotiated position encoding: UTF-16 unless client and server agreed on UTF-8 or
UTF-32. A character outside the Basic Multilingual Plane (an emoji) is one code point but two
UTF-16 code units, so every column after it shifts by one.
"""
from __future__ import annotations

UTF8, UTF16, UTF32 = "utf-8", "utf-16", "utf-32"


def units(text: str, encoding: str = UTF16) -> int:
    """How many code units `text` takes in `encoding`."""
    if encoding == UTF32:
        return len(text)
    if encoding == UTF8:
        return len(text.encode("utf-8"))
    return len(text) + sum(1 for c in text if ord(c) > 0xFFFF)


def split_lines(text: str) -> list[str]:
    """The document's lines as LSP counts them: a line ends at \\n, \\r\\n or \\r."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def to_client(lines: list[str], line: int, column: int, encoding: str = UTF16) -> tuple[int, int]:
    """A compiler position (1-based line, 1-based code-point column) as an LSP (line, character).

    A byte-order mark at the start of the file is not text to the compiler (cardfile.normalise
    drops it) but is a character of the editor's first line. A column past the end of its line
    is placed at the end of the line; a line past the end of the document, at its last line."""
    n = min(max(line - 1, 0), max(len(lines) - 1, 0))
    text = lines[n] if lines else ""
    index = max(column - 1, 0)
    if n == 0 and text.startswith("\ufeff"):
        index += 1
    return n, units(text[:min(index, len(text))], encoding)


def from_client(lines: list[str], line: int, character: int, encoding: str = UTF16) -> tuple[int, int]:
    """An LSP (line, character) as a 0-based line and a 0-based code-point index into it.

    A character that falls inside a code point's units (the second half of a surrogate pair)
    is placed at that code point."""
    if not lines or line >= len(lines):
        return line, 0
    text = lines[line]
    count = 0
    for index, char in enumerate(text):
        width = units(char, encoding)
        if count + width > character:
            return line, index
        count += width
    return line, len(text)
