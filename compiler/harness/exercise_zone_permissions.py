"""Exercising the statics that let cards be cast or played from other zones than the hand
(exercise_statics.py): "You may cast ~ from your graveyard [as long as ...]" (CR 601.3, 113.6f)
is cast from each zone it names, refused there while its condition doesn't hold; "You may play
cards exiled with ~" (CR 607.2a) lets a card its linked ability exiled be cast (a land played),
and not a card exiled some other way; "During each of your turns, you may cast a <card> from
your graveyard" lets one be cast, and not a second that turn."""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import CardDefinition, StaticAbility
from ...runtime.characteristics import CardType, Zone
from ...runtime.engine.cast_permissions import zone_permission
from ...runtime.engine.query import static_condition_holds
from ...runtime.engine.zones import remove_from_zone
from ...runtime.filters import Controller, YouControl
from ...runtime.game import Game

from .exercise_conditions import _cast_card
from .exercise_surroundings import (BASICS, ME, _colored_mana_for, _make_fitting, _place_card, _problem, _resolve,
                                    _top_up, fitting_definition)


def observe_play_from_elsewhere(game: Game, definition: CardDefinition, ability: StaticAbility) -> None:
    effect = ability.effect
    if effect.exiled is not None:
        _observe_exiled_with(game, definition, effect)
        return
    if effect.graveyard is not None:
        _observe_each_turn(game, definition, effect)
        return
    state = game.state
    for zone in effect.zones:
        card = state.objects[game.add_card(ME, definition, zone)]
        if ability.condition is not None:
            _make_condition_hold(game, ability.condition, card)
        if not zone_permission(state, ME, card):
            raise _problem(f"it may not be cast from the {zone.value}")
        remove_from_zone(game, card)         # the card to cast is put there again by _cast_card
        spell = _cast_card(game, definition, zone)
        if state.live(spell) is None or state.objects[spell].zone is not Zone.STACK:
            raise _problem(f"it wasn't cast from the {zone.value}")
        _resolve(game)


def _make_condition_hold(game: Game, cond, card) -> None:
    """"as long as you control a Zombie": refused while it doesn't hold, then made to hold."""
    state = game.state
    if static_condition_holds(state, cond, card):
        return
    if zone_permission(state, ME, card):
        raise _problem("it may be cast while its condition doesn't hold")
    if isinstance(cond, YouControl):
        for _ in range(cond.at_least):
            _make_fitting(game, replace(cond.filter, controller=Controller.YOU), card.id)
    if not static_condition_holds(state, cond, card):
        raise _problem("the exercise can't make its condition hold")


def _observe_exiled_with(game: Game, definition: CardDefinition, effect) -> None:
    """A card the filter names exiled with the permanent is cast (a land played, with "play");
    the same card exiled some other way may not be (CR 607.2a)."""
    state = game.state
    src = _place_card(game, definition)
    kinds = [fitting_definition(replace(effect.exiled, zone=Zone.BATTLEFIELD, excluded_types=tuple(
        set(effect.exiled.excluded_types) | {CardType.LAND})))]
    if effect.lands:
        kinds.append(BASICS[0])
    for kind in kinds:
        stranger = state.objects[game.add_card(ME, kind, Zone.EXILE)]
        if zone_permission(state, ME, stranger):
            raise _problem("a card exiled some other way may be played")
        card = game.add_card(ME, kind, Zone.EXILE)
        state.objects[src].exiled_with += (card,)
        _play_permitted(game, kind, card, "exiled with it")


def _observe_each_turn(game: Game, definition: CardDefinition, effect) -> None:
    """"During each of your turns, you may cast a Zombie creature card from your graveyard": one
    such card is cast from the graveyard; a second one may not be, that turn."""
    state = game.state
    _place_card(game, definition)
    kind = fitting_definition(replace(effect.graveyard, zone=Zone.BATTLEFIELD, controller=Controller.ANY))
    first, second = (game.add_card(ME, kind, Zone.GRAVEYARD) for _ in range(2))
    _play_permitted(game, kind, first, "in the graveyard")
    if zone_permission(state, ME, state.objects[second]):
        raise _problem("a second card may be cast from the graveyard the same turn")


def _play_permitted(game: Game, kind: CardDefinition, card: int, where: str) -> None:
    """The card the static permits is cast (a land played) and leaves its zone."""
    state = game.state
    zone = state.objects[card].zone
    if not zone_permission(state, ME, state.objects[card]):
        raise _problem(f"{kind.name} {where} may not be played")
    if CardType.LAND in kind.types:
        game.play_land(ME, card)
    else:
        _top_up(game)
        _colored_mana_for(game, (kind.mana_cost,))
        game.cast(ME, card)
        _resolve(game)
    if state.live(card) is not None and state.objects[card].zone is zone:
        raise _problem(f"{kind.name} {where} wasn't played")
