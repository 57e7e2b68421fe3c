"""Mutate (CR 702.140) and merged permanents (CR 730 in the current rules; 723 in the 2022 text).

CR 702.140a: "Mutate [cost]" means "You may pay [cost] rather than pay this spell's mana cost. If
you do, it becomes a mutating creature spell and targets a non-Human creature with the same owner
as this spell." The cast is `cast(..., alt="mutate")` (its cost: casting.alternative_cost, CR
118.9); its target is added as the spell is announced (`mutate_target_specs`, called by
cast_modifications). As it resolves (engine/actions.resolve_top): with its target illegal it
resolves as a creature spell entering on its own (702.140b); otherwise it merges with the target
(`HOOKS.mutating_spell`, 702.140c), over or under as its controller chooses.

A merged permanent is the same object as before (CR 730.2c: not summoning sick if the creature
wasn't, its counters, attachments, tapped status and effects kept); it has the characteristics of
its topmost component, a copiable effect (730.2a: a copy of it copies them, CR 707.2), and every
ability of every component (702.140e); it is a token only if its topmost component is (730.2d).
Leaving the battlefield, each component goes to the new zone (730.3, engine/zones.move).

Merged with a face-down permanent, the topmost component decides (730.2e): over it, the permanent
is face up (not "turned face up"); under it, it stays a face-down 2/2 whose face-up
characteristics are the merged ones. Not modelled: turning a merged permanent face down
(730.2f-g), flip and transforming components (730.2h-i); a copy of a mutating spell enters as a
token rather than merging (CR 707.10)."""
from __future__ import annotations

from dataclasses import replace

from ..abilities import CardDefinition, TargetSpec
from ..characteristics import CardType
from ..engine.decider import ChoiceKind
from ..engine.events_bus import GameEvent
from ..engine.objects import GameObject, MergedComponent
from ..engine.registry import HOOKS
from ..engine.zones import card_in_other_zones
from ..filters import ObjectFilter

# CR 702.140a: "a non-Human creature with the same owner as this spell" (the caster owns the
# card in every way the engine casts one; `owned_by_you` reads the spell's controller)
MUTATE_TARGET = TargetSpec(ObjectFilter(types=(CardType.CREATURE,), excluded_subtypes=("Human",),
                                        owned_by_you=True))


def mutate_target_specs(alt: str | None, specs: tuple) -> tuple:
    """CR 702.140a: cast for its mutate cost, the creature spell targets what it will merge with
    (a creature spell has no targets of its own, so this is its first)."""
    return (*specs, MUTATE_TARGET) if alt == "mutate" else specs


def merged_definition(parts: tuple[MergedComponent, ...]) -> CardDefinition:
    """CR 730.2a, 702.140e: the topmost component's characteristics with every ability of every
    component (the topmost's first)."""
    top = parts[0].face
    return replace(top, abilities=tuple(a for part in parts for a in part.face.abilities))


def components(o: GameObject) -> tuple[MergedComponent, ...]:
    """The components of a permanent: itself alone if it isn't merged yet."""
    if o.merged_parts:
        return o.merged_parts
    face = o.face_up or o.own_definition or o.definition          # a face-down one: its real face
    return (MergedComponent(card_in_other_zones(o), face, o.is_token),)


def merge(game, o: GameObject, part: MergedComponent, on_top: bool) -> None:
    """CR 730.2 (723.2 in the 2022 text): the object becomes part of permanent `o`, over or under
    it; `o` stays the same object (730.2b-c) and takes the merged characteristics, with the
    resolved effects on it applied again (CR 613)."""
    from ..engine.continuous_effects import layered_definition
    parts = (part, *components(o)) if on_top else (*components(o), part)
    o.merged_parts = parts
    o.is_token = parts[0].token                                   # CR 730.2d
    if o.face_up is not None and not on_top:
        # CR 730.2e: a face-down topmost component keeps the permanent face down, a 2/2 with no
        # text (708.2); turned face up it has the merged characteristics
        o.face_up = merged_definition(parts)
        return
    o.face_up = None           # CR 730.2e: face up by its topmost component, not "turned face up"
    o.own_definition = merged_definition(parts)
    o.definition = layered_definition(o.own_definition, o.continuous_effects)


@HOOKS.mutating_spell.register
def mutating_spell(game, spell: GameObject, controller: int, target_id: int) -> None:
    """CR 702.140c: the spell doesn't enter the battlefield; it merges with its target, on top or
    on the bottom as its controller chooses, and the creature mutates (702.140d)."""
    state = game.state
    target = state.objects[target_id]
    was = target.name
    on_top = game.ask_one(ChoiceKind.MERGE, controller, f"put {spell.name} over or under {target.name}",
                          [(True, "over"), (False, "under")])
    merge(game, target, MergedComponent(spell.definition, spell.definition, spell.is_token), on_top)
    spell.moved_to = target.id                                    # CR 702.140f: it is that permanent now
    game.record("mutate", f"{spell.name} merges {'over' if on_top else 'under'} {was}: one "
                          f"permanent, {target.name}, of {len(target.merged_parts)} components (CR 702.140c)",
                object_id=target.id)
    game.emit(GameEvent("mutates", target.id, target.controller))
