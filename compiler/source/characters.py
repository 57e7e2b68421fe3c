"""Which characters card text may hold, and the invisible ones it sheds.

Text reaches cardtext from files, JSON lines, stdin, the command line and an editor; every path
runs through here, so one card typed three ways compiles one way:
- NFC (Unicode's composed form): "e" plus a combining acute is the "é" of "Séance";
- zero-width characters and soft hyphens are dropped: they print as nothing, so "Fly\u00ading"
  is "Flying" to a reader and must be to the compiler;
- lone surrogates (not characters at all: JSON's "\\ud800", or bytes a command line could not
  decode) become U+FFFD as they come in, so nothing downstream fails to print them back;
- characters that can't be card text are refused with their place (CT208): control characters,
  U+FFFD (a character that could not be read), and superscript or other non-decimal digits,
  which Python calls digits (str.isdigit) but can't read as numbers.
"""
from __future__ import annotations

import re
import unicodedata

SURROGATE = re.compile("[\ud800-\udfff]")
IGNORABLE = re.compile("[\u00ad\u180e\u200b\u200c\u200d\u2060\ufeff]")
COMBINING_RUN = re.compile(r".[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+", re.S)


def readable(text: str) -> str:
    """`text` with each lone surrogate replaced by U+FFFD (same length, same positions). ASCII
    text has none."""
    if text.isascii():
        return text
    return SURROGATE.sub("\ufffd", text)


def clean(text: str) -> str:
    """A header field or name as the compiler reads it: readable, NFC, invisible characters
    dropped. ASCII text is all three already (surrogates and the invisible characters are
    not ASCII, and NFC leaves ASCII as it is)."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", IGNORABLE.sub("", readable(text)))


# characters nothing refuses, nearly all card text is made of: printable ASCII, tabs and line
# breaks, the Latin-1 letters and signs but its superscript digits (U+00B2, U+00B3, U+00B9), the
# dashes, bullet, minus sign and curly quotes of card text (a type line's "—" among them)
PLAIN = "\t\n\r\x20-\x7e\u00a0-\u00b1\u00b4-\u00b8\u00ba-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2212"
_PLAIN = re.compile(f"[{PLAIN}]*")
_NOT_PLAIN = re.compile(f"[^{PLAIN}]")


def plain(text: str) -> bool:
    """Whether every character of `text` is one of PLAIN's: none of them is refused."""
    return _PLAIN.fullmatch(text) is not None


def refused(text: str) -> tuple[int, str] | None:
    """(index, why) of the first character card text can't hold, or None."""
    if _PLAIN.fullmatch(text):
        return None
    for m in _NOT_PLAIN.finditer(text):    # only what _PLAIN leaves out can be refused
        why = _why_refused(m.group())
        if why:
            return m.start(), why
    return None


def _why_refused(ch: str) -> str | None:
    code = ord(ch)
    if 0xD800 <= code <= 0xDFFF:
        return f"a lone surrogate (U+{code:04X}) is not a character"
    if code == 0xFFFD:
        return "U+FFFD stands for a character that could not be read (a lone surrogate, or bytes that aren't UTF-8)"
    if code < 0x20 and ch not in "\t\n\r" or 0x7F <= code < 0xA0:
        return f"control character U+{code:04X} is not card text"
    if ch in "\ue002\ue003":
        return f"U+{code:04X} is cardtext's own mark for a meld card's names, not card text"
    if ch in "\ue004\ue005":
        return f"U+{code:04X} is cardtext's own mark around a keyword's card name, not card text"
    if ch.isdigit() and not ch.isdecimal():
        return f"'{ch}' (U+{code:04X}) is not a digit cardtext can read; write 0-9"
    return None
