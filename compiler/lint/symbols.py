"""Lint rules on mana and other symbols, costs and dashes (CL1xx)."""
from __future__ import annotations

import re

from ..syntax.symbols import wheel_order
from .card import Hit
from .findings import Level
from .registry import rule

SYMBOL = re.compile(r"\{([^{}]*)\}")
WUBRG = "WUBRG"
# one symbol: a number, X/Y/Z, a colour, C, S, T, Q, E, P, hybrid and phyrexian forms
ONE = re.compile(r"\d+|[XYZWUBRGCSTQEP]|[WUBRG]/[WUBRG]|[WUBRG2C]/[WUBRGP]|[WUBRG]/[WUBRG]/P")


def _symbols(card):
    """(line or cost field, symbol match) for every {...} of the rules text and the cost."""
    places = list(card.lines) + ([card.header["cost"]] if "cost" in card.header else [])
    for where in places:
        for m in SYMBOL.finditer(getattr(where, "text", None) or where.value):
            yield where, m


@rule("CL101", "lowercase-symbol", Level.WARNING, "a symbol written in lower case",
      "Oracle text writes symbols in capitals ({T}, {G}); cardtext reads both, other tools may not.",
      "{t}: Add {g}.", "{T}: Add {G}.", fixable=True)
def lowercase_symbol(card):
    for where, m in _symbols(card):
        if m.group(1) != m.group(1).upper() and ONE.fullmatch(m.group(1).upper()):
            yield Hit(where, m.start(), m.end(), f"write {m.group(0)} as {{{m.group(1).upper()}}}",
                      "{" + m.group(1).upper() + "}")


@rule("CL102", "merged-symbols", Level.ERROR, "several mana symbols inside one pair of braces",
      "Each mana symbol has its own braces (CR 107.4); {1BR} is no symbol at all.",
      "{1BR}: Draw a card.", "{1}{B}{R}: Draw a card.", fixable=True)
def merged_symbols(card):
    for where, m in _symbols(card):
        body = m.group(1).upper()
        parts = re.findall(r"\d+|[WUBRGCXS]", body)
        if len(parts) > 1 and "".join(parts) == body:
            yield Hit(where, m.start(), m.end(), f"{m.group(0)} is {len(parts)} symbols",
                      "".join("{" + p + "}" for p in parts))


@rule("CL103", "reversed-hybrid", Level.WARNING, "a hybrid or phyrexian symbol in the wrong order",
      "Hybrid symbols follow the colour wheel order W, U, B, R, G ({W/U}, {G/W}); the Phyrexian "
      "P comes last ({U/P}) (CR 107.4e, 107.4f).", "{U/W}, {P/G}", "{W/U}, {G/P}", fixable=True)
def reversed_hybrid(card):
    for where, m in _symbols(card):
        fixed = _hybrid_order(m.group(1).upper())
        if fixed and fixed != m.group(1).upper():
            yield Hit(where, m.start(), m.end(), f"write {m.group(0)} as {{{fixed}}}", "{" + fixed + "}")


def _hybrid_order(body: str) -> str | None:
    parts = body.split("/")
    if len(parts) != 2 or not all(p in WUBRG + "P" for p in parts) or parts[0] == parts[1]:
        return None
    a, b = parts
    if a == "P":
        return f"{b}/P"
    if b == "P":
        return body
    return "/".join(wheel_order(a, b))


@rule("CL104", "cost-order", Level.WARNING, "a mana cost out of order",
      "A mana cost prints generic mana first, then X and coloured symbols in WUBRG order; "
      "{1}{1} is written {2} (CR 202.1, 107.4).", "Cost: {G}{2}", "Cost: {2}{G}", fixable=True)
def cost_order(card):
    field = card.header.get("cost")
    if field is None or not field.value.strip():
        return
    value = field.value.strip()
    symbols = [s.upper() for s in SYMBOL.findall(value)]
    if "".join("{" + s + "}" for s in symbols) != value.upper():
        return
    generic = [int(s) for s in symbols if s.isdecimal()]
    variables = [s for s in symbols if s in ("X", "Y", "Z")]
    coloured = [s for s in symbols if not s.isdecimal() and s not in ("X", "Y", "Z")]
    if not all(s in WUBRG + "C" for s in coloured) or len(set(coloured) - {"C"}) > 1:
        return        # hybrids and several colours follow the wheel per card: not judged here
    canonical = "".join("{" + s + "}" for s in variables) \
        + ("{" + str(sum(generic)) + "}" if generic else "") \
        + "".join("{" + s + "}" for s in sorted(coloured, key=lambda c: c != "C"))
    if canonical != value.upper():
        yield Hit(field, 0, len(value), f"write the cost as {canonical}", canonical)


@rule("CL105", "loyalty-minus", Level.WARNING, "a loyalty cost written with a hyphen or en dash",
      "Loyalty costs print a minus sign U+2212 (CR 606.4).", "-3: Destroy target creature.",
      "\u22123: Destroy target creature.", fixable=True)
def loyalty_minus(card):
    for where in card.lines:
        m = re.match(r"([-\u2013])(\d+|X):", where.text)
        if m:
            yield Hit(where, 0, 1, "a loyalty cost takes the minus sign \u2212", "\u2212")


@rule("CL106", "type-line-dash", Level.WARNING, "a hyphen between card types and subtypes",
      "The type line separates types and subtypes with an em dash (CR 205.1a).",
      "Type: Creature - Elf", "Type: Creature \u2014 Elf", fixable=True)
def type_line_dash(card):
    field = card.header.get("type")
    if field is None:
        return
    m = re.search(r"\s(-{1,2}|\u2013)\s", field.value)
    if m:
        yield Hit(field, m.start(1), m.end(1), "use an em dash (\u2014) before the subtypes", "\u2014")


@rule("CL107", "activation-cost-order", Level.WARNING, "an activation cost's mana out of order",
      "Mana in a cost prints generic mana first, then coloured symbols ({1}{G}, not {G}{1}; CR 107.4).",
      "{G}{1}, {T}: Draw a card.", "{1}{G}, {T}: Draw a card.", fixable=True)
def activation_cost_order(card):
    for where, end, symbols in _activation_mana(card):
        generic = [s for s in symbols if s.isdecimal()]
        if len(generic) != 1 or symbols[0] == generic[0] or not all(s in WUBRG + "C" for s in symbols if s not in generic):
            continue
        fixed = "{" + generic[0] + "}" + "".join("{" + s + "}" for s in symbols if s not in generic)
        yield Hit(where, 0, end, f"write {fixed}", fixed)


def _activation_mana(card):
    """(line, end, symbols) for each rules line starting with an activation cost's mana."""
    for where in card.lines:
        m = re.match(r"((?:\{[^{}]*\})+)(?=[,:])", where.text)
        if m:
            yield where, m.end(1), [s.upper() for s in SYMBOL.findall(m.group(1))]


@rule("CL108", "generic-sum", Level.WARNING, "generic mana split over several symbols in a cost",
      "Generic mana in a cost is one number: {1}{1} is written {2} (CR 107.4b, 202.1).",
      "{1}{1}, {T}: Draw a card.", "{2}, {T}: Draw a card.", fixable=True)
def generic_sum(card):
    for where, end, symbols in _activation_mana(card):
        generic = [int(s) for s in symbols if s.isdecimal()]
        if len(generic) < 2:
            continue
        rest = [s for s in symbols if not s.isdecimal()]
        variables = [s for s in rest if s in ("X", "Y", "Z")]
        fixed = "".join("{" + s + "}" for s in variables) + "{" + str(sum(generic)) + "}" \
            + "".join("{" + s + "}" for s in rest if s not in variables)
        yield Hit(where, 0, end, f"write {fixed}", fixed)


# Phyrexian mana as other tools spell it: {WP} or {PU} for {W/P}, {U/P} (CR 107.4f); not {PW},
# which is the planeswalker symbol of real cards
PHYREXIAN_SPELLING = re.compile(r"([WUBRG])P|P([UBRG])")


@rule("CL109", "phyrexian-spelling", Level.ERROR, "a Phyrexian mana symbol written without its slash",
      "A Phyrexian mana symbol is written {W/P} (CR 107.4f); {WP} and {PU} are other tools' "
      "spellings, no symbol of the rules.", "{WP}: Draw a card.", "{W/P}: Draw a card.", fixable=True)
def phyrexian_spelling(card):
    for where, m in _symbols(card):
        spelled = PHYREXIAN_SPELLING.fullmatch(m.group(1).upper())
        if spelled:
            colour = spelled.group(1) or spelled.group(2)
            yield Hit(where, m.start(), m.end(), f"write {m.group(0)} as {{{colour}/P}}", "{" + colour + "/P}")
