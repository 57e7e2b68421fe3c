"""Mana costs (CR 107.4, 202): mana symbols and the mana cost they make, with its mana value.
Costs (runtime.costs) and conditions (runtime.filters: "if it was kicked with its {1}{U} kicker")
both use them."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .characteristics import ManaType


class SymbolKind(str, Enum):
    """The kinds of mana symbol (CR 107.4)."""

    GENERIC = "generic"        # {3}
    COLORED = "colored"        # {G}
    COLORLESS = "colorless"    # {C}
    VARIABLE = "variable"      # {X}
    HYBRID = "hybrid"          # {W/U}
    MONO_HYBRID = "mono_hybrid"  # {2/W}
    PHYREXIAN = "phyrexian"    # {W/P}
    HYBRID_PHYREXIAN = "hybrid_phyrexian"  # {G/U/P}
    SNOW = "snow"              # {S}


@dataclass(frozen=True)
class ManaSymbol:
    """One mana symbol. `types` are the mana types it accepts (alternatives for hybrid)."""

    kind: SymbolKind
    types: tuple[ManaType, ...] = ()
    generic: int = 0           # {3} -> 3; {2/W} -> 2
    variable: str = ""         # "X", "Y"

    @property
    def mana_value(self) -> int:
        """CR 202.2: X counts as 0, {2/W} as 2, every other symbol as 1."""
        if self.kind is SymbolKind.GENERIC:
            return self.generic
        if self.kind is SymbolKind.VARIABLE:
            return 0
        if self.kind is SymbolKind.MONO_HYBRID:
            return self.generic
        return 1


@dataclass(frozen=True)
class ManaCost:
    """A mana cost: its symbols in printed order."""

    symbols: tuple[ManaSymbol, ...] = ()

    @property
    def mana_value(self) -> int:
        return sum(s.mana_value for s in self.symbols)

    @property
    def has_x(self) -> bool:
        return any(s.kind is SymbolKind.VARIABLE for s in self.symbols)

    def less_generic(self, less: int) -> ManaCost:
        """This cost reduced by `less`: a reduction lowers only its generic part (CR 601.2f,
        118.7c), symbol by symbol in printed order."""
        kept = []
        for s in self.symbols:
            if s.kind is SymbolKind.GENERIC and less > 0:
                cut = min(less, s.generic)
                less -= cut
                if s.generic - cut:
                    kept.append(ManaSymbol(SymbolKind.GENERIC, generic=s.generic - cut))
            else:
                kept.append(s)
        return ManaCost(tuple(kept))
