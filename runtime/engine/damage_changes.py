"""Replacement effects that change how much damage a source deals (CR 614.1a, 120.3): "it deals
double that damage instead", "that much damage plus 1", "minus 1". Asked by combat.damage_object
and combat.damage_player before any other replacement or prevention of the damage: this engine
applies them first, though CR 616.1 lets the affected player order them with redirections and
preventions; among themselves they are applied in the order that player chooses."""
from __future__ import annotations

from ..abilities import ModifyDamage
from .query import applies_to, controller_ok, matches, replacement_effects
from .zones import in_chosen_order
from .objects import GameObject


def changed_damage(game: "Game", source: "GameObject | None", o: "GameObject | None", player: int | None,
                   n: int) -> int:
    """The damage `source` deals to object `o` (or to `player`) when it would deal n, through each
    ModifyDamage that applies: the affected object's controller or the affected player orders them
    (CR 616.1), and each modifies the event once (CR 614.5)."""
    if n <= 0:
        return n
    state = game.state
    found = [(src, rep) for src, rep in replacement_effects(state, ModifyDamage)
             if _from_source(state, rep, source, src) and _to_recipient(state, rep, o, player, src)]
    affected = o.controller if o is not None else player
    whom = o.name if o is not None else game.pname(player)
    for src, rep in in_chosen_order(game, affected, found, f"damage dealt to {whom}"):
        before, n = n, rep.changed(n)
        game.record("replace", f"{src.name} changes {before} damage to {whom} to {n} (CR 614.1a)")
    return n


def _from_source(state, rep: ModifyDamage, source, src) -> bool:
    if rep.sources is None:
        return True
    return source is not None and matches(state, rep.sources, source, src.controller, src.id, check_zone=False)


def _to_recipient(state, rep: ModifyDamage, o, player: int | None, src) -> bool:
    if rep.to_objects is None and rep.to_players is None:
        return True                             # "would deal damage": to anything
    if o is not None:
        return rep.to_objects is not None and applies_to(state, rep.to_objects, o, src)
    return rep.to_players is not None and controller_ok(rep.to_players, player, src.controller)
