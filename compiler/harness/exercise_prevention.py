"""Exercising static prevention and redirection of damage (exercise_statics.py): damage of a
fitting source dealt to what the static protects is prevented, reduced or dealt elsewhere, as
its ability says (CR 615, 614.9)."""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import PreventDamage
from ...runtime.filters import Controller, ObjectFilter, SelfRef

from .exercise_surroundings import _into_combat, _make_fitting, _problem


def _prevention_subject(game, ref, source):
    """The object a static prevention names: the source itself ("~"), or an object fitting
    its filter ("enchanted creature": the one the source is attached to)."""
    if isinstance(ref, SelfRef):
        return source
    if isinstance(ref, ObjectFilter):
        oid = _make_fitting(game, replace(ref, combat=None), source.id, need_creature=True)
        if ref.combat is not None:          # "attacking Humans you control": in combat as they say
            _into_combat(game, oid, ref.combat)
        return game.state.objects[oid]
    return None


def observe_redirect(game, effect, source, bear) -> None:
    """1 damage to the protected recipient is dealt to the new one instead (CR 614.9)."""
    from ...runtime.engine.combat import damage_object, damage_player
    state = game.state
    if effect.to_controller:
        o = state.objects[_make_fitting(game, effect.protected, source.id, need_creature=True)]
        life, before = state.players[o.controller].life, o.damage
        damage_object(game, bear, o, 1)
        if o.damage != before or state.players[o.controller].life != life - 1:
            raise _problem(f"damage to {o.name} wasn't dealt to its controller instead")
        return
    new = source if isinstance(effect.new_recipient, SelfRef) else \
        state.objects[_make_fitting(game, effect.new_recipient, source.id, need_creature=True)]
    life, before = state.players[source.controller].life, new.damage
    damage_player(game, bear, source.controller, 1)
    if state.players[source.controller].life != life or new.damage != before + 1:
        raise _problem(f"damage to you wasn't dealt to {new.name} instead")


def observe_prevent_some(game, effect, source, bear) -> None:
    """Deal damage of a fitting source to the protected recipient: N less is dealt (or none of
    damage of at most N)."""
    from ...runtime.engine.combat import damage_object, damage_player
    state = game.state
    dealer = bear
    if effect.sources is not None:
        dealer = state.objects[_make_fitting(game, replace(effect.sources, controller=Controller.OPPONENT),
                                             source.id)]
    dealt = effect.at_most if effect.at_most is not None else effect.amount + 1
    expected = 0 if effect.at_most is not None else 1
    if effect.to_you:
        life = state.players[source.controller].life
        damage_player(game, dealer, source.controller, dealt)
        if life - state.players[source.controller].life != expected:
            raise _problem(f"{life - state.players[source.controller].life} damage to you, not {expected}")
        return
    if isinstance(effect.to_objects, SelfRef):
        o = source
    else:
        o = state.objects[_make_fitting(game, effect.to_objects, source.id, need_creature=True)]
    before = o.damage
    damage_object(game, dealer, o, dealt)
    if o.damage - before != expected:
        raise _problem(f"{o.damage - before} damage to {o.name}, not {expected}")


def observe_prevention(game, effect: PreventDamage, o, source, bear) -> None:
    from ...runtime.engine.combat import damage_object, damage_player
    state = game.state
    dealer = bear
    if effect.sources is not None:
        dealer = state.objects[_make_fitting(game, replace(effect.sources, controller=Controller.OPPONENT),
                                             source.id, need_creature=True)]
    combat = effect.combat_only
    if effect.to_you:
        life = state.players[source.controller].life
        damage_player(game, dealer, source.controller, 1, combat=combat)
        if state.players[source.controller].life != life:
            raise _problem("damage to you wasn't prevented")
        return
    if effect.to_objects is not None and o is None:
        o = _prevention_subject(game, effect.to_objects, source)
    if effect.to_objects is not None and o is not None:
        before = o.damage
        damage_object(game, dealer, o, 1, combat=combat)
        if o.damage != before:
            raise _problem(f"damage to {o.name} wasn't prevented")
        return
    if o is None and effect.by_objects is not None:
        o = _prevention_subject(game, effect.by_objects, source)
    by = o if o is not None else source
    before = bear.damage
    damage_object(game, by, bear, 1, combat=combat)
    if bear.damage != before:
        raise _problem(f"damage dealt by {by.name} wasn't prevented")
