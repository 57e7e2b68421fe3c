"""Parse tree -> AST for leveler cards (grammar/levelers.lark, CR 711), mixed into ToAst."""
from __future__ import annotations

from lark import v_args

from .. import nodes as A
from .common import _span


class LevelersMixin:
    """Level symbols and their power/toughness boxes."""

    @v_args(meta=True)
    def level_symbol(self, meta, items):
        """"level 1-4" / "level 5+" (CR 711.2)."""
        numbers = str(items[0]).split()[1]
        if numbers.endswith("+"):
            return A.LevelSymbolLine(int(numbers[:-1]), None, _span(meta))
        low, high = numbers.split("-")
        return A.LevelSymbolLine(int(low), int(high), _span(meta))

    @v_args(meta=True)
    def power_toughness_box(self, meta, items):
        power, toughness = str(items[0]).split("/")
        return A.PowerToughnessBoxLine(int(power), int(toughness), _span(meta))
