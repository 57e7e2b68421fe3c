"""Checks a card's header fields share across input formats (.card headers, JSON objects):
length (CT109), the numbers in them (CT110) and their characters (CT208). A field that fails is
reported at its place and not used, so the pipeline never sees it and never reports it twice."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .characters import plain, refused
from .limits import MAX_FIELD, MAX_NUMBER

NUMBER = re.compile(r"[0-9]+")
LONG_NUMBER = re.compile(r"[0-9]{%d}" % len(str(MAX_NUMBER)))
NUMERIC_FIELDS = ("cost", "pt", "loyalty")


@dataclass(frozen=True)
class FieldProblem:
    code: str
    message: str
    hint: str
    offset: int = 0          # where in the value (0-based)


def all_fine(values: list[str]) -> bool:
    """Whether `field_problem` finds nothing in any of these fields' values, told at once for
    nearly every card: each value within MAX_FIELD, all of their characters plain (characters.
    plain: none refused, and no "\u221e"), and no run of digits as long as MAX_NUMBER's anywhere
    (so no number over it). False says only that `field_problem` must look, field by field."""
    joined = "\n".join(values)
    # the fields together within MAX_FIELD (as a card's nearly always are): each of them is
    if len(joined) > MAX_FIELD and any(len(value) > MAX_FIELD for value in values):
        return False
    return plain(joined) and not LONG_NUMBER.search(joined)


def field_problem(key: str, label: str, value: str) -> FieldProblem | None:
    """The first problem with one header field's value, or None."""
    if len(value) > MAX_FIELD:
        return FieldProblem("CT109", f"{label} of {len(value)} characters is too long (limit {MAX_FIELD})",
                            "no printed card comes near this; check the field", MAX_FIELD)
    bad = refused(value)
    if bad is not None:
        return FieldProblem("CT208", bad[1], "retype the character, or remove it", bad[0])
    if key in NUMERIC_FIELDS:
        return number_problem(label, value)
    return None


def number_problem(label: str, value: str) -> FieldProblem | None:
    """A number over MAX_NUMBER, or infinity, which no rule can count with (CR 107.1)."""
    if "\u221e" in value:
        return FieldProblem("CT110", f"{label} '\u221e' is not a number the engine can use",
                            "give a number, or * for a characteristic-defining ability",
                            value.index("\u221e"))
    if not LONG_NUMBER.search(value):         # a number of fewer digits than the limit is under it
        return None
    for m in NUMBER.finditer(value):
        digits = m.group().lstrip("0")
        if len(digits) > len(str(MAX_NUMBER)) or (digits and int(digits) > MAX_NUMBER):
            return FieldProblem("CT110", f"{label} number {_shown(m.group())} is over the limit of "
                                f"{MAX_NUMBER:,}", "no printed card comes near this", m.start())
    return None


def _shown(digits: str) -> str:
    return digits if len(digits) <= 12 else f"{digits[:6]}... ({len(digits)} digits)"
