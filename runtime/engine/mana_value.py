"""Mana value (CR 202.3) and devotion (CR 700.5): numbers read from mana costs."""
from __future__ import annotations


def mana_value(o: GameObject) -> int:
    """CR 202.3; a transforming double-faced permanent with its back face up has the mana value
    of its front face (CR 712.8e in the current rules, 712.4d in the 2022 text); a melded
    permanent's is the sum of its two front faces' (CR 712.8g; 713.3b in the 2022 text)."""
    if o.melded_from:
        return sum(card.mana_cost.mana_value for card in o.melded_from)
    return (o.front_face or o.definition).mana_cost.mana_value


def devotion(state: GameState, player: int, colors: tuple) -> int:
    """CR 700.5: mana symbols of the colour(s) among the mana costs of permanents `player`
    controls; a hybrid symbol of two of those colours counts once (CR 700.5a)."""
    wanted = set(colors)
    return sum(1 for oid in state.battlefield
               if state.objects[oid].controller == player
               for sym in state.objects[oid].definition.mana_cost.symbols
               if wanted & set(sym.types))
