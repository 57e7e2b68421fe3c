"""Formatting never changes meaning: each card is compiled before and after, and a change the
compiler does not read the same way is undone.

What "the same" means: the card's characteristics (name, cost, types, P/T, loyalty) and each
rules line's lowered abilities are equal, a mana cost compared as the mana it asks for (its
generic amount and its other symbols in any order: {G}{1} and {1}{G} are one cost, CR 202.1).
A line that did not compile before may change only into a line that compiles (the formatter
respelled outdated wording cardtext reads only in today's form, e.g. "to your mana pool");
otherwise it is left as written. A change to the header is kept when the card reads the same
or when it repairs a header the compiler could not read (a hyphen for the type line's dash).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..api import compile_card
from ..diagnostics import Severity
from ..serialize import to_data
from ..source.cardfile import parse_card_file
from .wording import PATH, card_text


@dataclass(frozen=True)
class Reading:
    """What the compiler made of one card: its characteristics, any header error, and for each
    rules line whether it compiled and its abilities."""

    characteristics: object
    header_error: bool
    lines: tuple[tuple[bool, object], ...]


def read(head: list[str], body: list[str], keywords=None) -> Reading | None:
    """Compile the card; None when the loader reads no card from it (no name)."""
    entries = parse_card_file(card_text(head, body), PATH)
    if len(entries) != 1 or entries[0].source is None:
        return None
    source = entries[0].source
    compiled = compile_card(source, keywords)
    errors = [d for d in list(entries[0].diagnostics) + list(compiled.diagnostics)
              if d.severity is Severity.ERROR]
    failed = {d.line - source.text_line + 1 for d in errors if d.line >= source.text_line}
    by_number = {line.number: line.abilities for line in compiled.lines}
    lines = tuple((k not in failed, _key(by_number.get(k, ()))) for k in range(1, len(body) + 1))
    d = compiled.definition
    characteristics = _key((d.name, d.mana_cost, d.types, d.subtypes, d.supertypes, d.colors,
                            d.power, d.toughness, d.loyalty))
    return Reading(characteristics, any(d.line < source.text_line for d in errors), lines)


def _key(value):
    """Ability data with each mana cost as the mana it asks for."""
    return _costs_as_mana(to_data(value))


def _costs_as_mana(data):
    if isinstance(data, dict):
        out = {k: _costs_as_mana(v) for k, v in data.items()}
        if out.get("type") == "ManaCost":
            symbols = out["symbols"]
            generic = sum(s["generic"] for s in symbols if s["kind"] == "generic")
            others = sorted((s for s in symbols if s["kind"] != "generic"), key=repr)
            out["symbols"] = [generic, others]
        return out
    if isinstance(data, list):
        return [_costs_as_mana(v) for v in data]
    return data


def line_kept(before: tuple[bool, object], after: tuple[bool, object]) -> bool:
    """Whether a line reads as it did (or now compiles where it did not)."""
    return after[0] and (not before[0] or before[1] == after[1])


def _changed_meaning(before, after, rewritten: bool) -> bool:
    """A rewritten line must read as before (or be repaired); a line left alone must read
    exactly as before (a change elsewhere reached it)."""
    return not line_kept(before, after) if rewritten else before != after


def head_kept(before: Reading, after: Reading) -> bool:
    same = before.characteristics == after.characteristics and before.lines == after.lines
    return same or (before.header_error and not after.header_error)


@dataclass(frozen=True)
class Undone:
    """Changes the formatter left unmade: on lines cardtext does not compile (nothing to check
    them against), and where the card would have read differently (a formatting rule that is
    wrong for this text: none should be, and the tests count them)."""

    not_compiled: int = 0
    would_change: int = 0

    def __add__(self, other: "Undone") -> "Undone":
        return Undone(self.not_compiled + other.not_compiled, self.would_change + other.would_change)

    def __bool__(self) -> bool:
        return bool(self.not_compiled or self.would_change)


def safe_card(old_head: list[str], new_head: list[str], old_body: list[str],
              new_body: list[str], keywords=None) -> tuple[list[str], list[str], Undone]:
    """The formatted header and lines, with every change that alters the card undone; what
    was undone."""
    original = read(old_head, old_body, keywords)
    if original is None:                             # no card the compiler reads (no name)
        changes = (new_head != old_head) + sum(a != b for a, b in zip(old_body, new_body))
        return old_head, old_body, Undone(not_compiled=changes)
    head, undone = old_head, Undone()
    if new_head != old_head:
        with_new_head = read(new_head, old_body, keywords)
        if with_new_head is not None and head_kept(original, with_new_head):
            head, original = new_head, with_new_head
        else:
            undone += Undone(would_change=1)
    body, more = _safe_body(original, head, old_body, list(new_body), keywords)
    return head, body, undone + more


def _safe_body(original: Reading, head, old_body, body, keywords) -> tuple[list[str], Undone]:
    """Undo each rewritten line that reads differently, until the rest all read as before."""
    undone = Undone()
    for _ in range(len(body) + 1):
        if body == old_body:
            break
        after = read(head, body, keywords)
        bad = [k for k in range(len(body)) if after is None
               or _changed_meaning(original.lines[k], after.lines[k], body[k] != old_body[k])]
        if not bad:
            break
        changed = [k for k in bad if body[k] != old_body[k]]
        if len(changed) < len(bad):                 # a line changed through another: undo all
            undone += Undone(would_change=sum(a != b for a, b in zip(body, old_body)))
            return list(old_body), undone
        for k in changed:
            body[k] = old_body[k]
        failed = sum(not original.lines[k][0] for k in changed)
        undone += Undone(failed, len(changed) - failed)
    return body, undone
