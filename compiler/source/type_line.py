"""A card's type line split into its parts (CR 205.1a): supertypes and card types, a dash,
subtypes. Written without regular expressions: a hostile type line (a long run of spaces) must
cost linear time, and the dash rules are simple enough to say with str methods."""
from __future__ import annotations

from ...runtime.characteristics import Supertype

SUPERTYPES = frozenset(s.value for s in Supertype)


def split_type_line(line: str) -> tuple[str, str]:
    """(types, subtypes). The separator is an em dash, or a hyphen standing as a word of its own
    ("Creature - Elf", as typed on a keyboard); a hyphen inside a word ("Time-Lord") is not one."""
    head, dash, tail = line.partition("\u2014")
    if dash:
        return head.strip(), tail.strip()
    words = line.split()
    if "-" in words[1:]:
        at = words.index("-", 1)
        return " ".join(words[:at]), " ".join(words[at + 1:])
    return " ".join(words), ""


def parse_type_line(line: str) -> tuple[list[str], list[str], list[str]]:
    """(supertypes, card types, subtypes), the first two in lower case."""
    types, subtypes = split_type_line(line)
    words = types.lower().split()
    return ([w for w in words if w in SUPERTYPES], [w for w in words if w not in SUPERTYPES],
            subtypes.split())
