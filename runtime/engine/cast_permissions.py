"""Statics of permanents that permit or forbid casting other spells, asked as a spell is cast
(actions.check_castable): "You may cast creature spells as though they had flash" (CR 601.3b),
"Each player can't cast more than one spell each turn" (CR 101.2); and the statics that let a
card be cast or played from another zone than the hand (CR 601.3, 305.1): a card's own "You
may cast ~ from your graveyard" (CR 113.6f), a permanent's "You may play cards exiled with ~"
(CR 607.2a)."""
from __future__ import annotations

from ..abilities import OneSpellEachTurn, PlayFromElsewhere, SpellsAsThoughFlash, StaticAbility
from ..characteristics import CardType, Zone
from ..filters import PlayerRef
from .printed import printed
from .query import matches, static_condition_holds, static_effects


def one_spell_each_turn(game, player: int) -> bool:
    """Whether a static such as "Each player can't cast more than one spell each turn" limits
    `player` (CR 101.2): one of each player, or one of their own ("You can't ...")."""
    return any(effect.players is PlayerRef.EACH_PLAYER or src.controller == player
               for src, effect in static_effects(game.state, OneSpellEachTurn))


def flash_permission(game, player: int, card) -> bool:
    """A static such as "You may cast creature spells as though they had flash" lets `player`
    cast `card` any time they could cast an instant when it would be one of those spells
    (CR 601.3b): a static its controller has, or any player with "any player may"."""
    state = game.state
    return any((effect.any_player or src.controller == player)
               and matches(state, effect.spells, card, player, src.id, check_zone=False)
               for src, effect in static_effects(state, SpellsAsThoughFlash))


def zone_permission(state, player: int, card) -> bool:
    """Whether a static lets `player` cast `card` (play it, if it is a land) where it is now
    (CR 601.3, 305.1): its own "You may cast ~ from your graveyard [as long as ...]", a cast
    only (CR 305.9), by its owner from their zone (CR 113.6f); or "You may play cards exiled
    with ~" of a permanent `player` controls, for a card its linked ability exiled (CR 607.2a)."""
    if card.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.LIBRARY, Zone.HAND):
        return False
    land = CardType.LAND in card.definition.types
    for a in card.definition.abilities:
        if isinstance(a, StaticAbility) and isinstance(a.effect, PlayFromElsewhere) and not land \
                and card.zone in a.effect.zones and card.owner == player \
                and (a.condition is None or static_condition_holds(state, a.condition, card)):
            return True
    if card.zone is Zone.GRAVEYARD:
        return not land and card.owner == player and _each_turn_source(state, player, card) is not None
    if card.zone is not Zone.EXILE or card.face_up is not None:
        return False
    return any(effect.exiled is not None and src.controller == player and card.id in src.exiled_with
               and (effect.lands or not land) and matches(state, effect.exiled, card, player, src.id)
               for src, effect in static_effects(state, PlayFromElsewhere))


def _each_turn_source(state, player: int, card):
    """The first permanent `player` controls whose "During each of your turns, you may cast a
    <card> from your graveyard" lets them cast `card` now: their turn, not yet used this turn."""
    if state.active != player:
        return None
    return next((src for src, effect in static_effects(state, PlayFromElsewhere) if effect.graveyard is not None
                 and src.controller == player and (src.id, state.turn) not in state.zone_permissions_used
                 and matches(state, effect.graveyard, card, player, src.id)), None)


def use_zone_permission(state, player: int, card) -> None:
    """A card cast from a graveyard by "During each of your turns, you may cast ...": that
    permanent's permission is used for the turn, unless the card's own permission or a play
    permission let it be cast anyway (CR 601.3)."""
    if card.zone is not Zone.GRAVEYARD or state.may_play_card(card.id, player):
        return
    own = any(isinstance(a, StaticAbility) and isinstance(a.effect, PlayFromElsewhere) and card.zone in a.effect.zones
              and (a.condition is None or static_condition_holds(state, a.condition, card))
              for a in card.definition.abilities)
    src = None if own else _each_turn_source(state, player, card)
    if src is not None:
        state.zone_permissions_used = state.zone_permissions_used + ((src.id, state.turn),)


def permitted_elsewhere(state, player: int, board=None) -> list[int]:
    """The cards outside the hand and library `player` may cast or play by such a static: those
    with a permission of their own, those of the graveyard when a permanent of theirs gives one
    each turn, and those their permanents exiled (asked once each, zone_permission). BOARD:
    the state's (Board.of), when the caller has it."""
    me = state.players[player]
    statics = [effect for src, effect in static_effects(state, PlayFromElsewhere, board) if src.controller == player]
    each_turn = any(effect.graveyard is not None for effect in statics)
    found = [oid for oid in me.graveyard + me.exile
             if (each_turn and oid in me.graveyard) or _has_own_permission(state.objects[oid])]
    if any(effect.exiled is not None for effect in statics):
        found += [oid for src, effect in static_effects(state, PlayFromElsewhere) if effect.exiled is not None
                  and src.controller == player for oid in src.exiled_with]
    return [oid for oid in dict.fromkeys(found)
            if state.live(oid) is not None and zone_permission(state, player, state.objects[oid])]


def _has_own_permission(card) -> bool:
    """The card prints a PlayFromElsewhere static (read once per definition, printed.statics)."""
    return bool(printed(card.definition).statics(PlayFromElsewhere))
