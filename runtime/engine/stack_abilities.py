"""Spells and abilities on the stack as targets (CR 113.7, 115.1): "counter target activated
ability", "counter target spell or ability that targets a creature". What a target spec may
choose among objects and abilities on the stack, a chosen answer as a Target, whether a targeted
ability is still there as the spell or ability targeting it resolves (CR 608.2b), and countering
an ability (CR 701.5a)."""
from __future__ import annotations

from typing import Any

from .decider import Option
from .objects import StackItem, Target
from .query import candidates, controller_ok, matches, targets_fit
from .stack_targets import item_targets
from .state import GameState
from .attachments import targeting_problem
from ..filters import TargetRef, UnionRef


def ability_fits(state: GameState, f, item: StackItem, perspective: int, source_id: int | None) -> bool:
    """Whether an ability on the stack is one a filter with `abilities` describes: its kind,
    its controller ("an opponent controls"), what it targets ("that targets a creature")."""
    if item.kind not in f.abilities or not controller_ok(f.controller, item.controller, perspective):
        return False
    if f.ability_source is not None:          # "from an artifact source": as it is, or as it last was
        source = state.live(item.source_id) or item.source_lki
        if source is None or not matches(state, f.ability_source, source, perspective, source_id, check_zone=False):
            return False
    if f.single_target and sum(len(group) for group in item.targets) != 1:
        return False                          # "with a single target" (CR 115.9a)
    return f.targets is None or targets_fit(state, f.targets, item_targets(state, item), perspective, source_id)


def target_options(game, spec, controller: int, source_id: int, by_spell: bool = False) -> list[Option]:
    """The objects (and, for "target spell or ability", the abilities on the stack) a target
    spec may choose now: an object the source can target (hexproof, shroud, protection: CR
    115.4, 702.11, 702.18, 702.16); an ability chosen by its stack item's id. The players are
    the caller's."""
    state = game.state
    f = spec.filter
    if f is None:
        return []
    source = state.objects.get(source_id)
    options = [] if f.abilities and not f.spell else [
        Option(i, state.objects[i].name) for i in candidates(state, f, controller, source_id)
        if targeting_problem(state, state.objects[i], source, controller, by_spell) is None]
    return options + [Option(("ability", i.id), i.description or "an ability") for i in state.stack
                      if f.abilities and ability_fits(state, f, i, controller, source_id)]


def chosen_target(value: Any) -> Target:
    """An answer to a target choice as a Target: an object id, ("player", index) or ("ability",
    stack item id)."""
    if isinstance(value, tuple):
        return Target(ability=value[1]) if value[0] == "ability" else Target(player=value[1])
    return Target(object_id=value)


def targeted_ability(state: GameState, t: Target) -> StackItem | None:
    """The ability a target names, if it is still on the stack."""
    return next((i for i in state.stack if i.id == t.ability), None) if t.ability is not None else None


def target_label(game, t: Target) -> str:
    if t.player is not None:
        return game.pname(t.player)
    if t.ability is not None:
        item = targeted_ability(game.state, t)
        return item.description if item is not None and item.description else "an ability"
    return game.state.objects[t.object_id].name


def counter_ability(game, item: StackItem) -> None:
    """CR 701.5a: a countered ability is removed from the stack; it never resolves."""
    if item in game.state.stack:
        game.state.stack.remove(item)
        game.record("counter", f"{item.description or 'the ability'} is countered")


def targeted_abilities(game, ctx, ref) -> list[StackItem]:
    """The abilities still on the stack that the target groups `ref` names hold ("counter
    target activated ability"); objects() gives the objects, targeted_players the players."""
    if isinstance(ref, UnionRef):
        return [i for part in ref.parts for i in targeted_abilities(game, ctx, part)]
    if not isinstance(ref, TargetRef) or ref.index >= len(ctx.targets):
        return []
    found = (targeted_ability(game.state, t) for t in ctx.targets[ref.index])
    return [i for i in found if i is not None]


def copy_ability(game, item: StackItem, controller: int, new_targets: bool = False) -> StackItem:
    """CR 707.10: a copy of an ability on the stack, put on the stack under `controller`'s
    control with the same targets; with `new_targets` its controller may choose new ones
    (CR 707.10c), a choice that can't be made keeping the old."""
    import dataclasses
    what = item.description or "an ability"
    copy = dataclasses.replace(item, id=game.state.new_id(), controller=controller,
                               targets=[list(group) for group in item.targets], paid=dict(item.paid),
                               affected=dict(item.affected), description=f"a copy of {what}")
    game.state.stack.append(copy)
    game.record("copy", f"{game.pname(controller)} copies {what}")
    if new_targets and copy.target_specs:
        chosen = game.choose_targets(copy.target_specs, controller, copy.source_id, f"new targets for {copy.description}",
                                     copy.x, copy.event)
        if chosen is not None:
            copy.targets = [list(group) for group in chosen]
    return copy
