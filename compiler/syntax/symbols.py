"""Mana symbols (CR 107.4): text like "{2}{W/U}{G/P}" -> runtime ManaCost."""
from __future__ import annotations

import functools
import re

from ...runtime.characteristics import ManaType
from ...runtime.costs import ManaCost, ManaSymbol, SymbolKind

SYMBOL = re.compile(r"\{([^{}]*)\}")
COLOR = {t.value.lower(): t for t in ManaType}


class BadSymbol(ValueError):
    """An unknown symbol; `.offset` is its index in the text."""

    def __init__(self, symbol: str, offset: int):
        super().__init__(f"unknown mana symbol {symbol}")
        self.symbol, self.offset = symbol, offset


WUBRG = "wubrg"


def wheel_order(a: str, b: str) -> tuple[str, str]:
    """Two colours of a hybrid symbol in printed order: the shorter way round the colour wheel
    W U B R G ({W/U}, {G/W}, {W/B}, {R/W}; CR 107.4e). {U/W} and {W/U} are one symbol."""
    i, j = WUBRG.index(a.lower()), WUBRG.index(b.lower())
    return (a, b) if (j - i) % 5 in (1, 2) else (b, a)


@functools.lru_cache(maxsize=1024)
def parse_symbol(body: str) -> ManaSymbol | None:
    """The symbol written `body` between its braces, or None (CR 107.4). Memoised: the answer is a
    function of `body` alone and a ManaSymbol is frozen, so cards share it and it can't go stale
    (a corpus writes a few dozen symbols); bounded, as text may hold any brace."""
    b = body.lower()
    if b.isdecimal():
        return ManaSymbol(SymbolKind.GENERIC, generic=int(b))
    if b in ("x", "y", "z"):
        return ManaSymbol(SymbolKind.VARIABLE, variable=b.upper())
    if b == "c":
        return ManaSymbol(SymbolKind.COLORLESS, (ManaType.COLORLESS,))
    if b == "s":
        return ManaSymbol(SymbolKind.SNOW)
    if b in COLOR:
        return ManaSymbol(SymbolKind.COLORED, (COLOR[b],))
    parts = b.split("/")
    colors = [p for p in parts if p in "wubrg" and p]
    if len(parts) == 2 and parts[0] == "2" and len(colors) == 1:
        return ManaSymbol(SymbolKind.MONO_HYBRID, (COLOR[colors[0]],), generic=2)
    if len(parts) == 2 and parts[1] == "p" and len(colors) == 1:
        return ManaSymbol(SymbolKind.PHYREXIAN, (COLOR[colors[0]],))
    if len(parts) == 2 and len(colors) == 2 and colors[0] != colors[1]:
        return ManaSymbol(SymbolKind.HYBRID, tuple(COLOR[c] for c in wheel_order(*colors)))
    if len(parts) == 3 and parts[2] == "p" and len(colors) == 2 and colors[0] != colors[1]:
        return ManaSymbol(SymbolKind.HYBRID_PHYREXIAN, tuple(COLOR[c] for c in wheel_order(*colors)))
    return None


@functools.lru_cache(maxsize=4096)
def parse_mana_cost(text: str) -> ManaCost:
    """Parse a printed mana cost ("" for none). Raises BadSymbol on an unknown symbol or stray text.
    Memoised as parse_symbol is: the answer is a function of `text` alone and a ManaCost is
    frozen (of frozen symbols), so cards share it and it can't go stale; an error is not kept
    (each call raises its own); bounded, as text may hold any braces (a corpus writes a few
    hundred costs)."""
    symbols, pos = [], 0
    for m in SYMBOL.finditer(text):
        if text[pos:m.start()].strip():
            raise BadSymbol(text[pos:m.start()].strip(), pos)
        sym = parse_symbol(m.group(1))
        if sym is None:
            raise BadSymbol(m.group(0), m.start())
        symbols.append(sym)
        pos = m.end()
    if text[pos:].strip():
        raise BadSymbol(text[pos:].strip(), pos)
    return ManaCost(tuple(symbols))


def render_mana_cost(cost: ManaCost) -> str:
    out = []
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC:
            out.append(f"{{{s.generic}}}")
        elif s.kind is SymbolKind.VARIABLE:
            out.append(f"{{{s.variable}}}")
        elif s.kind is SymbolKind.SNOW:
            out.append("{S}")
        elif s.kind is SymbolKind.MONO_HYBRID:
            out.append(f"{{2/{s.types[0].value}}}")
        elif s.kind is SymbolKind.PHYREXIAN:
            out.append(f"{{{s.types[0].value}/P}}")
        elif s.kind is SymbolKind.HYBRID_PHYREXIAN:
            out.append("{" + "/".join(t.value for t in s.types) + "/P}")
        else:
            out.append("{" + "/".join(t.value for t in s.types) + "}")
    return "".join(out)
