"""Layer 5's static abilities (CR 613.1e): "Enchanted creature ... is black", "All creatures are
black", "All permanents are colorless" (`SetColors`). query.object_colors asks here through
HOOKS.static_colors for a permanent; the statics that apply to it are interleaved by timestamp
with the resolved effects that changed its colours (CR 613.7a-b): "target creature becomes white
until end of turn" after the static came makes it white, a static that came later makes it black
again. A static's filter never tests colours (the lowering refuses it, CR 613.8), so while one is
asked whether it applies, the objects' colours are those without the statics."""
from __future__ import annotations

from ..abilities import SetColors
from .board import Board
from .continuous_effects import LAYER_OF, ColorChange, copiable_definition, object_timestamp
from .query import _printed_keyword, applies_to, static_condition_holds
from .registry import HOOKS

_ASKING: list[int] = []     # the permanents whose statics are being matched (no recursion)


@HOOKS.static_colors.register
def static_colors(state, o, colors: tuple) -> tuple:
    """`colors` (the object's, its resolved effects applied) with each SetColors that applies to
    it, in timestamp order among its resolved layer-5 changes (CR 613.7)."""
    if _ASKING:
        return colors
    found = Board.of(state).of_kind(SetColors)
    if not found:
        return colors
    _ASKING.append(o.id)
    try:
        statics = []
        for sid, a in found:
            source = state.objects[sid]
            if (a.condition is None or static_condition_holds(state, a.condition, source)) \
                    and applies_to(state, a.effect.objects, o, source):
                statics.append((object_timestamp(source), ColorChange(a.effect.set_by(source))))
    finally:
        _ASKING.pop()
    if not statics:
        return colors
    resolved = [(e.timestamp, c) for e in o.continuous_effects for c in e.changes if LAYER_OF[type(c)] == 5]
    # CR 702.114a: devoid, a characteristic-defining ability, applies first (CR 613.3)
    found_colors = () if _printed_keyword(o, "devoid") else copiable_definition(o).colors
    for _, change in sorted(resolved + statics, key=lambda c: c[0]):
        found_colors = tuple(dict.fromkeys(found_colors + change.colors)) if change.in_addition else change.colors
    return found_colors
