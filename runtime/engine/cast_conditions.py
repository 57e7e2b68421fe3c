"""What "as you cast ~" conditions ask about the moment a spell becomes cast (CR 601.2i).

"If you revealed a Dragon card or controlled a Dragon as you cast ~, ..." asks about the board as
the spell finished being cast, not as it resolves: the engine notes then which of the card's
`ControlledAsCast` conditions held (`GameObject.controlled_as_cast`), and the spell and the
permanent it becomes answer from the note (query.other_condition_holds).
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass

from ..source_conditions import ControlledAsCast
from .printed import printed


def _conditions(definition) -> tuple[ControlledAsCast, ...]:
    """The card's "controlled ... as you cast ~" conditions, wherever its abilities hold them:
    worked out once per definition (printed.derived, which finds it by identity; a cache keyed
    by the definition's value hashed the whole definition at each cast)."""
    return printed(definition).derived(_find_conditions)


def _find_conditions(definition) -> tuple[ControlledAsCast, ...]:
    found: list[ControlledAsCast] = []

    def walk(value) -> None:
        if isinstance(value, ControlledAsCast):
            found.append(value)
        elif isinstance(value, (tuple, list)):
            for v in value:
                walk(v)
        elif is_dataclass(value) and not isinstance(value, type):
            for f in fields(value):
                walk(getattr(value, f.name))

    walk(definition.abilities)
    return tuple(dict.fromkeys(found))


def controlled_as_cast(game, player: int, spell) -> frozenset:
    """CR 601.2i: the filters of the spell's ControlledAsCast conditions that `player`, its
    caster, meets now, as it becomes cast."""
    conds = _conditions(spell.definition)
    if not conds:
        return frozenset()
    from .query import matches
    state = game.state
    mine = [state.objects[i] for i in state.battlefield if state.objects[i].controller == player]
    return frozenset(c.filter for c in conds
                     if any(matches(state, c.filter, o, player, spell.id) for o in mine))
