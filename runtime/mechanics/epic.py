"""Epic (CR 702.50): two spell abilities, the last of the spell, that no card's rules text says:
"For the rest of the game, you can't cast spells," and "At the beginning of each of your upkeeps
for the rest of the game, copy this spell except for its epic ability. If the spell has any
targets, you may choose new targets for the copy." (CR 702.50a, current rules; the 2022 text
reads the same). The spell's effects and target specs as it was cast are kept by the `Epic`
instruction, so each upkeep's copy is that spell again, without epic (CR 707.10, 707.9b)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..abilities import KeywordAbility
from ..characteristics import Step
from ..engine.objects import StackItem, Target
from ..engine.query import keyword
from ..engine.registry import register_instructions
from ..events import BeginningOfStep, Whose


@dataclass(frozen=True)
class Epic:
    """Epic's spell abilities as its spell resolves (CR 702.50a-b): its controller can't cast
    spells for the rest of the game, and a delayed trigger at the beginning of each of their
    upkeeps for the rest of the game copies the spell. `effects` and `specs`: the spell's own as
    it was cast, this instruction left out (its copies have no epic ability)."""

    effects: tuple
    specs: tuple


@dataclass(frozen=True)
class EpicCopy:
    """The upkeep trigger of epic (CR 702.50a): a copy of the epic spell, except for its epic
    ability, is put on the stack; its controller may choose new targets for it (CR 707.10c)."""

    effects: tuple
    specs: tuple
    targets: tuple[tuple[Target, ...], ...]
    x: int
    modes: tuple[int, ...] | None
    base_targets: int


def epic_spell_effects(definition, effects: tuple, specs: tuple) -> tuple:
    """The spell's effects as it is cast: with epic, its two abilities come last, as printed
    (CR 702.50a, 608.2c: a spell's instructions are followed in order)."""
    if keyword(definition, "epic") is None:
        return effects
    return tuple(effects) + (Epic(tuple(effects), tuple(specs)),)


def without_epic(definition):
    """The card's characteristics except for its epic ability (CR 702.50a, 707.9b)."""
    return replace(definition, abilities=tuple(a for a in definition.abilities
                                                if not (isinstance(a, KeywordAbility) and a.name == "epic")))


def _epic(game, ctx, e: Epic) -> None:
    """CR 702.50a-b: the player can't cast spells from now on (effects can still put copies of
    spells on the stack); the upkeep trigger lasts for the rest of the game, so it triggers each
    time (CR 603.7c: a delayed trigger with a stated duration)."""
    from ..engine.triggers import add_delayed
    state = game.state
    player = state.players[ctx.controller]
    player.cant_cast_spells = True
    game.record("epic", f"{game.pname(ctx.controller)} can't cast spells for the rest of the game (epic)")
    targets = [tuple(group) for group in ctx.targets]
    modes = None
    if ctx.modes is not None:
        modes = tuple(i for i, _ in ctx.modes)
        targets += [tuple(group) for _, groups in ctx.modes for group in groups]
    spell = state.objects[ctx.source_id]
    copy = EpicCopy(e.effects, e.specs, tuple(targets), ctx.x, modes, len(ctx.targets))
    add_delayed(game, BeginningOfStep(Step.UPKEEP, Whose.YOUR), (copy,), ctx.controller, ctx.source_id,
                ctx.source_lki or spell, ctx.x, f"{spell.name}'s epic trigger", lasting=True)


def _epic_copy(game, ctx, e: EpicCopy) -> None:
    """CR 702.50a, 707.10: the copy is of the spell as it last existed (its last known
    information), without its epic ability, under the trigger's controller."""
    from ..engine.spell_copies import copy_spell
    spell = game.state.objects[ctx.source_id]
    item = StackItem(0, "spell", ctx.controller, spell.id, spell, None, e.effects, e.specs,
                     [list(group) for group in e.targets], e.x, None, spell.name, e.modes, e.base_targets)
    copy_spell(game, item, ctx.controller, new_targets=True, definition=without_epic(spell.definition))


register_instructions({Epic: _epic, EpicCopy: _epic_copy})
