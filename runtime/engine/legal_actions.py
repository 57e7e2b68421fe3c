"""Enumerating legal actions (for random games and property tests)."""
from __future__ import annotations


from .actions import (Action, activate as _activate, cast as _cast, check_activatable, check_castable,
                      check_land_play)
from ..abilities import CardDefinition, ManaAbility
from ..characteristics import CardType, Step, Zone
from ..costs import ManaCost, TapSelf, UntapSelf
from ..mana_costs import ManaType, SymbolKind
from ..errors import IllegalAction
from ..kept_by_id import kept_by_id
from .mana import fewest_units
from .payment import mana_only_symbols, tap_self_problem, too_few_to_pay
from .combat import possible_attackers
from .turn import sorcery_timing_problem
from .cast_permissions import permitted_elsewhere
from .decider import Choice, ChoiceKind, Decider
from .board import Board
from .printed import KEPT, activated_of, printed
from .query import activated_abilities, is_type
from .registry import HOOKS
from .spell_costs import board_may_lower_costs, least_mana_paid


class ProbeDecider(Decider):
    """Answers used only to test whether an action can be taken: generous for tap costs."""

    def choose(self, choice: Choice) -> tuple:
        if choice.kind is ChoiceKind.TAP_COST:
            return tuple(o.value for o in choice.options[:choice.maximum])
        count = max(choice.minimum, 1 if choice.kind in (ChoiceKind.MAY, ChoiceKind.UNLESS, ChoiceKind.X,
                                                         ChoiceKind.MANA) else 0)
        return tuple(o.value for o in choice.options[:count])


def _works(game: "Game", fn) -> bool:
    saved = game.decider
    game.decider = ProbeDecider()
    try:
        return game.dry_run(fn) is None
    except Exception:       # a probe must never break the game; unknown = not offered
        return False
    finally:
        game.decider = saved


def legal_actions(game: "Game", player: int) -> list[Action]:
    """Pass, plus every land play, spell and ability that a probe shows can be done now.

    Most candidates fail a check that needs no trial (CR 305.1-305.2 for lands; timing, zone
    and a land is not cast, CR 601.2a, 307.1; timing, limits and an untapped source to pay
    {T}, CR 602.5, 107.5): those checks are the engine's own (actions.check_*), asked
    directly. A land play is a special action with no choices or costs (CR 305.1, 116.2a): the
    check is the whole answer; a land is not cast (CR 305.9) and only a land is played, so each
    card is asked one of the two. A spell whose mana cost the pool can't pay (too few units, or
    too few of the types its coloured and {C} symbols need, _unpaid) is not tried. A spell or
    ability that passes is tried on a copy of the state
    (its objects copied as they are looked up), since its targets, modes and costs are chosen
    and paid as it is done (CR 601.2b-h, 602.2b)."""
    state = game.state
    if state.over or state.priority != player:
        return []
    found = [_passing(player)]
    lands = _may_play_a_land(game, player)
    board = Board.of(state)                 # asked once: no trial changes the state listed
    elsewhere = list(dict.fromkeys(state.playable_elsewhere(player) + permitted_elsewhere(state, player, board)))
    objects, pool = state.objects, state.players[player].pool
    for oid in list(state.players[player].hand) + elsewhere:
        card = objects.get(oid)
        if card is None or card.gone:
            continue                        # both checks refuse a card that is gone (CR 400.7)
        # off the battlefield is_type reads the printed types (a land: no crew, no station)
        if CardType.LAND in card.definition.types if card.zone is not Zone.BATTLEFIELD \
                else is_type(card, CardType.LAND, state):
            # a land is played, never cast (CR 305.9): check_castable refuses it, so a land that
            # can't be played now is no action
            if lands and _allowed(check_land_play, game, player, oid):
                found.append(Action("play_land", player, oid))      # nothing else to choose or pay
        elif not _unpaid(state, pool, card.definition, board) and _allowed(check_castable, game, player, oid) \
                and _works(game, lambda oid=oid: _cast(game, player, oid, trial=True)):
            found.append(Action("cast", player, oid))       # (check_land_play refuses what is no land)
    printed_only = not board.changes_abilities()
    granted_to_any = not printed_only and any(_any_player(a) for _, g in board.grants
                                              for a in activated_of((g.effect.ability,)))
    # whether another player's permanent may have an ability this player may activate: asked
    # once per board (Board.some_permanent_prints), not of each permanent on each listing
    others_may = granted_to_any or board.some_permanent_prints(_prints_any_player)
    for oid in sorted(state.battlefield):
        o = state.objects[oid]
        mine = o.controller == player
        if not mine and (not others_may or not granted_to_any and not _prints_any_player(o.definition)):
            continue                         # none of its abilities is one another player may activate
        # with no static that changes abilities on the board, a permanent's activated abilities
        # are those its definition prints (query.all_abilities), worked out once per definition
        if printed_only:
            abilities, all_tap, _ = _activated_of_definition(o.definition)
        else:
            abilities = activated_abilities(o, state)
            all_tap = _all_tap(abilities)
        if all_tap and o.tapped and o.zone is Zone.BATTLEFIELD:
            continue                         # each ability's {T} can't be paid (_self_cost_problem)
        for i, a in enumerate(abilities):
            if not mine and not getattr(a.timing, "any_player", False):
                continue                     # CR 602.2 (unless "any player may activate this ability")
            # its own {T} or {Q} first: a tapped land is refused by that cheaper check (both change nothing)
            if not _self_cost_problem(game, o, a) and _allowed(check_activatable, game, player, oid, i, abilities, False, board) \
                    and (_taps_for_mana(a) or not _ability_unpaid(state, player, a)
                         and not _too_few_others(state, player, oid, a) and _works(game, lambda oid=oid, i=i: _activate(game, player, oid, i, trial=True))):
                found.append(Action("activate", player, oid, i))
    if state.active == player and state.step in (Step.MAIN1, Step.BEGINNING_OF_COMBAT) and not state.stack:
        attackers = possible_attackers(game)        # asked once: it asks each creature's restrictions
        if attackers:
            found.append(Action("attack", player, attackers=tuple(attackers)))
    return found + HOOKS.special_actions(game, player)       # a Room's unlock (CR 709.5e)


def _prints_any_player(definition) -> bool:
    """Whether one of the activated abilities DEFINITION prints (printed.activated, keywords'
    included) says "any player may activate this ability" (CR 602.2). An object's activated
    abilities are these, a basic land type's mana ability instead (CR 305.7), and those granted
    by the board's AbilityGrant statics (query.all_abilities, CR 613.1f): with no grant of such
    an ability, another player's permanent has none the player may activate."""
    return _activated_of_definition(definition)[2]


@kept_by_id(KEPT)
def _activated_of_definition(definition) -> tuple[tuple, bool, bool]:
    """The activated abilities DEFINITION prints (printed.activated), whether each has {T} in
    its costs (_all_tap) and whether one says "any player may activate" (_prints_any_player):
    frozen model data's answers, kept by the definition (kept_by_id, one lookup a permanent
    where printed().derived took two)."""
    abilities = printed(definition).activated()
    return abilities, _all_tap(abilities), any(_any_player(a) for a in abilities)


def _all_tap(abilities) -> bool:
    """Some ability is listed and each has {T} among its costs: a tapped permanent can pay none
    of them (CR 107.5, 302.6), the first refusal _self_cost_problem gives, so none is asked."""
    return bool(abilities) and all(any(isinstance(c, TapSelf) for c in a.costs) for a in abilities)


def _any_player(ability) -> bool:
    return bool(getattr(getattr(ability, "timing", None), "any_player", False))


def _may_play_a_land(game: "Game", player: int) -> bool:
    """What check_land_play asks of the player, whatever the card: sorcery timing (CR 305.1)
    and a land play left this turn (CR 305.2, 305.2a). When these refuse, every card would be
    refused, so no card is asked about."""
    return sorcery_timing_problem(game, player) is None and game.state.players[player].may_play_another_land()


def _allowed(check, game: "Game", *args) -> bool:
    """Whether one of the engine's checks (which change nothing) lets the action go on."""
    try:
        check(game, *args)
        return True
    except IllegalAction:
        return False
    except Exception:       # as in a probe: a check that breaks is no offer, and no crash here
        return False


def _passing(player: int) -> Action:
    """The player's pass (CR 117.3d), always legal while they have priority: one frozen Action
    per player, made once (Actions are compared by value)."""
    found = _PASSES.get(player)
    if found is None:
        found = _PASSES[player] = Action("pass", player)
    return found


_PASSES: dict[int, Action] = {}


def _unpaid(state, pool: list, definition, board=None) -> bool:
    """POOL, the player's, holds fewer units of mana than the card's mana cost has symbols only
    mana pays (payment.mana_only_symbols; CR 601.2g-h), or too few of the types its coloured
    and {C} symbols need (_types_missing), or, when no permanent may make spells cost less
    (spell_costs.board_may_lower_costs), fewer units than casting it spends at least
    (spell_costs.least_mana_paid). A card of another kind of definition (a split card's
    halves, CR 709.3) is tried instead. DEFINITION: the card's; BOARD: the state's (Board.of),
    when the caller has it."""
    if type(definition) is not CardDefinition:
        return False
    need, typed, fewest = _mana_needs(definition)
    return len(pool) < need or (need > 0 and _types_missing(pool, typed)) \
        or (len(pool) < fewest and not board_may_lower_costs(state, board))


@kept_by_id(KEPT)
def _mana_needs(definition) -> tuple[int, tuple[frozenset, ...], int]:
    """mana_only_symbols of the definition, the mana types that pay each of its mana cost's
    typed symbols (_paid_by), and spell_costs.least_mana_paid: frozen model data's answers,
    kept by the definition (kept_by_id: asked of each card in hand on each listing, one lookup
    where printed().derived took two)."""
    typed = tuple(_paid_by(s) for s in definition.mana_cost.symbols if s.kind in _TYPED_KINDS)
    return mana_only_symbols(definition), typed, least_mana_paid(definition)


# The symbols one unit of a listed mana type pays and nothing else does: a coloured or hybrid
# symbol, {C} (CR 107.4b-e). Generic mana is reduced, paid by permanents or by another player;
# Phyrexian and monocoloured hybrid symbols have other ways to be paid (CR 107.4e-f).
_TYPED_KINDS = frozenset({SymbolKind.COLORED, SymbolKind.HYBRID, SymbolKind.COLORLESS})


def _types_missing(pool, symbols: tuple[frozenset, ...]) -> bool:
    """The pool can't pay the typed symbols of the card's mana cost (SYMBOLS: the types that pay
    each, _paid_by; CR 601.2h, 106.6): for some set of mana types, fewer units of those types
    than symbols only they pay (Hall's condition, a necessary one for the payment's matching
    of symbols to units, mana.find_payment). Casting
    only adds to the cost (CR 601.2f: reductions lower generic mana only; convoke, which pays
    coloured symbols with creatures, is excluded by mana_only_symbols) and adds no mana to the
    pool (no mana ability is activated while a spell is cast), so a cost that fails this
    fails the cast."""
    have = [u.type for u in pool]
    for types in set(symbols):
        if sum(1 for t in have if t in types) < sum(1 for s in symbols if s <= types):
            return True
    return False


def _paid_by(symbol) -> frozenset:
    """The mana types that pay a typed symbol (as mana._alternatives reads it: {C} colorless)."""
    if symbol.kind is SymbolKind.COLORLESS:
        return frozenset((ManaType.COLORLESS,))
    return frozenset(symbol.types)


def _ability_unpaid(state, player: int, ability) -> bool:
    """The player's pool holds fewer units of mana than the ability's mana costs spend at
    least with X = 0 (mana.fewest_units): an activated ability's costs are paid from the pool
    (CR 602.2b, 601.2g-h), and nothing reduces them as they are (payment.Payer), so the payment
    would be refused."""
    need = sum(fewest_units(c, 0) for c in ability.costs if isinstance(c, ManaCost))
    return len(state.players[player].pool) < need


def _too_few_others(state, player: int, oid: int, ability) -> bool:
    """An ability whose one cost besides mana taps, untaps or sacrifices other permanents, and
    too few can pay it now (payment.too_few_to_pay; CR 118.3, 701.21a, 702.122a, 702.171a): its
    trial would be refused as it pays that cost, the first one paid (mana is paid last,
    Payer.pay_all), after choices that change no permanent (X, modes, targets, CR 602.2b)."""
    others = [c for c in ability.costs if not isinstance(c, ManaCost)]
    return len(others) == 1 and too_few_to_pay(state, player, oid, others[0])


def _taps_for_mana(ability) -> bool:
    """A mana ability whose only costs are {T} or {Q} (most lands'): once the source can pay
    them (checked before), nothing is left that can refuse it: it has no targets (CR 605.1a)
    and resolves at once (CR 605.3)."""
    return isinstance(ability, ManaAbility) and all(isinstance(c, (TapSelf, UntapSelf)) for c in ability.costs)


def _self_cost_problem(game: "Game", o, ability) -> bool:
    """The source can't pay its own {T} or {Q} (CR 107.5, 107.6, 302.6)."""
    if o.zone is not Zone.BATTLEFIELD:
        return False
    tapped = o.tapped
    for c in ability.costs:             # a loop, not any() over a generator: asked of every ability listed
        if isinstance(c, TapSelf) and tapped:
            return True                 # tap_self_problem's first refusal, with no words written
        if isinstance(c, (TapSelf, UntapSelf)) and tap_self_problem(game, o, c):
            return True
    return False


def perform(game: "Game", action: Action) -> None:
    """Carry out an Action through the public API (choices come from the game's decider)."""
    if action.kind == "pass":
        game.pass_priority(action.player)
    elif action.kind == "play_land":
        game.play_land(action.player, action.object_id)
    elif action.kind == "cast":
        game.cast(action.player, action.object_id)
    elif action.kind == "activate":
        game.activate(action.player, action.object_id, action.index)
    elif action.kind == "attack":
        game.declare_attackers(action.player, list(action.attackers))
    else:
        HOOKS.perform_special(game, action)          # raises ValueError for an unknown kind
