"""Mana costs in printed order (CR 202.1, 107.4): variables first ({X}{X}), then generic mana
as one number ({1}{1} is {2}; {1BR} is {1}{B}{R}), then coloured mana grouped by colour around
the colour wheel.

The colour order is Oracle's: one colour group after another the short way round the wheel
W U B R G. Two colours: the second one or two steps on ({W}{U}, {W}{B}, {G}{W}, {R}{W}); three
neighbours (a shard) from the first of the run ({G}{W}{U}); three with a gap (a wedge) in steps
of two ({W}{B}{G}, {R}{W}{B}), or, as older cards print them, two steps then one ({W}{B}{R},
{B}{G}{W}: a wedge already in either order keeps it); four from the colour after the missing
one ({U}{B}{R}{G}). Every plain cost in the corpora is printed in one of these orders
(tests/compiler/test_fmt.py checks them all).

Only costs of plain symbols are reordered: generic, {X}/{Y}/{Z}, {C}, and one-colour symbols
({C} never with colours). Where hybrid, Phyrexian, snow or other symbols appear the printed
order varies and no rule fixes it ({2}{G/U}{W}, {U/R}{B}), so such a cost keeps its order and
only its letters are put in capitals and its hybrids in wheel order.
"""
from __future__ import annotations

import re

from ..syntax.symbols import wheel_order

WHEEL = "WUBRG"
VARIABLES = "XYZ"
SYMBOL = re.compile(r"\{([^{}]*)\}")
RUN = re.compile(r"(?:\{[^{}]*\})+")


def symbol_text(body: str) -> str:
    """One symbol's canonical spelling: capitals, a hybrid's colours in wheel order, the
    Phyrexian P last ({u/w} -> {W/U}, {P/G} -> {G/P}; CR 107.4e, 107.4f)."""
    upper = body.upper()
    parts = upper.split("/")
    if len(parts) == 2 and all(p in WHEEL + "P" for p in parts) and parts[0] != parts[1]:
        a, b = parts
        if a == "P":
            return f"{{{b}/P}}"
        if b != "P":
            return "{" + "/".join(wheel_order(a, b)) + "}"
    return "{" + upper + "}"


def colour_order(colours: set[str], printed: str = "") -> str:
    """The colours of a cost in printed order (the module docstring's rule); `printed`: the
    colours in the order the cost gives them, kept when it is an order Oracle uses."""
    if len(colours) <= 1:
        return "".join(colours)
    if len(colours) == 3 and printed in _older_wedge(colours):
        return printed
    index = sorted(WHEEL.index(c) for c in colours)
    starts = [i for i in index if all(((j - i) % 5) <= _span(len(colours)) for j in index)]
    if len(colours) == 3 and not starts:          # a wedge: steps of two
        starts = [i for i in index if {(i + 2) % 5, (i + 4) % 5} <= set(index)]
    start = starts[0] if len(colours) < 5 else 0
    return "".join(WHEEL[(start + k) % 5] for k in range(5) if WHEEL[(start + k) % 5] in colours)


def _older_wedge(colours: set[str]) -> tuple[str, ...]:
    """A wedge in the older printed order: a colour, two steps on, one more ({W}{B}{R})."""
    return tuple(WHEEL[i] + WHEEL[(i + 2) % 5] + WHEEL[(i + 3) % 5] for i in range(5)
                 if {WHEEL[i], WHEEL[(i + 2) % 5], WHEEL[(i + 3) % 5]} == colours)


def _span(count: int) -> int:
    """How far round the wheel the last colour may be from the first: a pair one or two steps
    apart; three, four or five neighbours in a run."""
    return 2 if count == 2 else count - 1


def canonical_cost(text: str) -> str:
    """`text` (a run of mana symbols) in printed order; unchanged when it is no plain cost."""
    bodies = SYMBOL.findall(text)
    if "".join("{" + b + "}" for b in bodies) != text:
        return text
    bodies = [part for b in bodies for part in _merged(b)]
    symbols = [symbol_text(b)[1:-1] for b in bodies]
    if not all(s.isdecimal() or s in VARIABLES or s in WHEEL or s == "C" for s in symbols):
        return "".join("{" + s + "}" for s in symbols)
    colours = [s for s in symbols if s in WHEEL]
    if "C" in symbols and colours:
        return "".join("{" + s + "}" for s in symbols)
    generic = sum(int(s) for s in symbols if s.isdecimal())
    has_generic = any(s.isdecimal() for s in symbols)
    out = sorted((s for s in symbols if s in VARIABLES), key=VARIABLES.index)
    out += [str(generic)] if has_generic and (generic or len(symbols) == 1 or not _others(symbols)) else []
    out += [s for s in symbols if s == "C"]
    printed = "".join(dict.fromkeys(colours))
    out += [c for c in colour_order(set(colours), printed) for _ in range(colours.count(c))]
    return "".join("{" + s + "}" for s in out)


def _merged(body: str) -> list[str]:
    """The symbols of several written in one pair of braces ({1BR} is {1}{B}{R}, CR 107.4)."""
    parts = re.findall(r"\d+|[WUBRGCX]", body.upper())
    return parts if len(parts) > 1 and "".join(parts) == body.upper() else [body]


def _others(symbols: list[str]) -> bool:
    return any(not s.isdecimal() for s in symbols)


def canonical_activation_cost(line: str) -> str:
    """A rules line whose first words are a mana cost before ':' or ',' (an activated
    ability's cost, CR 602.1) with that cost in printed order."""
    m = RUN.match(line)
    if not m or line[m.end():m.end() + 1] not in (":", ","):
        return line
    return canonical_cost(m.group(0)) + line[m.end():]
