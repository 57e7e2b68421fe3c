"""Copying a spell on the stack (CR 707.10): storm, replicate, conspire, "copy target spell"."""
from __future__ import annotations

from ..characteristics import Zone
from .objects import StackItem
from .state import _clone_object
from .zones import create_object


def copy_spell(game: "Game", item, controller: int, new_targets: bool = True, definition=None) -> None:
    """CR 707.10: put a copy of a spell on the stack (not cast); new targets may be chosen.
    `definition`: the copy's characteristics where an exception changes them ("copy this spell
    except for its epic ability", CR 707.9b)."""
    state = game.state
    spell = state.objects[item.source_id]
    copy = create_object(game, definition or spell.definition, spell.owner, Zone.STACK, controller=controller)
    copy.is_copy, copy.kicked = True, spell.kicked
    copy.optional_costs_paid, copy.gift_promised_to = spell.optional_costs_paid, spell.gift_promised_to
    copy.controlled_as_cast = spell.controlled_as_cast
    chosen = None if not new_targets or not item.target_specs else game.choose_modes_and_targets(item.effects, item.target_specs[:item.base_targets or len(
        item.target_specs)] if item.modes is None else item.target_specs[:item.base_targets],
        controller, copy.id, f"copy of {spell.name}", by_spell=item.kind == "spell")
    if chosen is None:
        specs, targets, modes = item.target_specs, [list(g) for g in item.targets], item.modes
    else:
        specs, targets, modes = chosen
    state.stack.append(StackItem(state.new_id(), "spell", controller, copy.id, _clone_object(copy),
                                 item.ability, item.effects, specs, targets, item.x, None,
                                 f"copy of {spell.name}", modes, item.base_targets))
    game.record("copy", f"{game.pname(controller)} puts a copy of {spell.name} on the stack", object_id=copy.id)
