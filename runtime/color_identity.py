"""Color identity (CR 903.4): the colors of a card and of the mana symbols it prints, which
"one mana of any color in your commander's color identity" reads (engine/mana.py)."""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from .abilities import CardDefinition
from .characteristics import Color


def color_identity(card: CardDefinition) -> tuple[Color, ...]:
    """A card's color identity (CR 903.4): its colors (a color indicator, a characteristic-defining
    ability, CR 903.4a-b) and the colors of every mana symbol in its mana cost and rules text,
    read here from the compiled card: the symbols of its costs and of the mana it adds. Reminder
    text adds nothing (CR 903.4a), and the compiler keeps none."""
    found = set(card.colors) | _symbol_colors(card.mana_cost) | _symbol_colors(card.abilities)
    return tuple(c for c in Color if c in found)


def _symbol_colors(value) -> set[Color]:
    """The colors of the mana symbols ({G}, hybrid {W/U}, Phyrexian {G/P}) and produced mana
    ("Add {G}") anywhere inside `value`."""
    from .effects import FixedMana
    from .mana_costs import ManaSymbol
    found: set[Color] = set()
    stack = [value]
    while stack:
        part = stack.pop()
        if isinstance(part, ManaSymbol):
            found |= {Color(t.value) for t in part.types if t.value in _COLOR_LETTERS}
        elif isinstance(part, FixedMana):
            found |= {Color(t.value) for option in part.options for t in option if t.value in _COLOR_LETTERS}
        elif isinstance(part, (tuple, list)):
            stack.extend(part)
        elif is_dataclass(part) and not isinstance(part, type):
            stack.extend(getattr(part, f.name) for f in fields(part))
    return found


_COLOR_LETTERS = frozenset(c.value for c in Color)


def commander_identity(state, player: int) -> tuple[Color, ...]:
    """The combined color identity of the commanders `player` owns (CR 903.4, 702.124c for two);
    empty when they have none, as in a game that is not Commander (CR 903.4f)."""
    found: set[Color] = set()
    for oid in sorted(state.objects):
        o = state.objects[oid]
        if o.commander and o.owner == player and state.live(oid) is not None:
            found |= set(color_identity(o.face_up or o.definition))
    return tuple(c for c in Color if c in found)
