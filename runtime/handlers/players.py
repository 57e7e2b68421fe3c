"""Effects about players and control (registered in the VM's instruction table): exchange of control."""
from __future__ import annotations

from operator import attrgetter

from ..abilities import ControlAttached, StaticAbility
from ..characteristics import Zone
from ..effects import (CantCastSpellsThisTurn, CantGainLifeThisTurn, CantPlayLandsThisTurn, ControlToOwners, ExchangeControl, ExileNamedCards, GetPoison, LoseTheGame,
                       SkipNextStep, SkipTurns, WinTheGame)
from ..effects import NoUntapNextUntapStep
from ..engine.query import all_abilities, matches
from ..engine.registry import HOOKS, register_instructions


def _exchange_control(game, ctx, e: ExchangeControl) -> None:
    """CR 701.10a-b: the whole exchange or nothing; same controller: nothing."""
    from ..engine.evaluation import objects
    state = game.state
    ids = [i for i in objects(game, ctx, e.objects) if state.objects[i].zone is Zone.BATTLEFIELD]
    if len(ids) != 2:
        game.record("control", "the exchange of control can't be completed (CR 701.10a)")
        return
    a, b = (state.objects[i] for i in ids)
    if a.controller == b.controller:
        return
    if state.combat is not None:
        from ..engine.zones import _remove_from_combat
        for oid in ids:
            _remove_from_combat(game, oid)          # CR 506.4
    a.controller, b.controller = b.controller, a.controller
    for o in (a, b):
        o.controlled_since_turn_start = False      # CR 302.6
        o.ring_bearer = False                      # CR 701.54a
        o.control_until_eot_from = None
    game.record("control", f"{game.pname(a.controller)} and {game.pname(b.controller)} exchange "
                           f"control of {a.name} and {b.name}")


def _skip_turns(game, ctx, e: SkipTurns) -> None:
    """CR 614.10: the player's next `count` turns are skipped (turn._new_turn)."""
    from ..engine.evaluation import players
    for p in players(game, ctx, e.player):
        game.state.players[p].turns_to_skip += e.count


def _for_this_turn(game, ctx, who, field: str, what: str) -> None:
    """Each player `who` names gets a rule until this turn ends: `field` holds the turn it
    was set in, read by the check that enforces it."""
    from ..engine.evaluation import players
    for p in players(game, ctx, who):
        setattr(game.state.players[p], field, game.state.turn)
        game.record("restriction", f"{game.pname(p)} {what} this turn")


def _cant_cast_spells_this_turn(game, ctx, e: CantCastSpellsThisTurn) -> None:
    """CR 101.2: each player it names can't cast spells until this turn ends (actions.check_castable)."""
    _for_this_turn(game, ctx, e.player, "cant_cast_spells_turn", "can't cast spells")


def _cant_gain_life_this_turn(game, ctx, e: CantGainLifeThisTurn) -> None:
    """CR 119.7: each player it names can't gain life until this turn ends (Game.gain_life)."""
    _for_this_turn(game, ctx, e.player, "cant_gain_life_turn", "can't gain life")


def _cant_play_lands_this_turn(game, ctx, e: CantPlayLandsThisTurn) -> None:
    """CR 305.1: each player it names can't play lands until this turn ends (actions.check_land_play)."""
    _for_this_turn(game, ctx, e.player, "cant_play_lands_turn", "can't play lands")


def _skip_next_step(game, ctx, e: SkipNextStep) -> None:
    """CR 614.10: the player's next such step is skipped (turn.begin_step)."""
    from ..engine.evaluation import players
    for p in players(game, ctx, e.player):
        game.state.players[p].steps_to_skip += (e.skipped,)


def _no_untap_next_untap_step(game, ctx, e: NoUntapNextUntapStep) -> None:
    """CR 502.3, 611.2c: during each named player's next untap step, the permanents they control
    matching the filter then don't untap (turn._untap)."""
    from ..engine.evaluation import players
    for p in players(game, ctx, e.player):
        game.state.players[p].untap_holds += ((e.permanents, ctx.controller, ctx.source_id),)


def _get_poison(game, ctx, e: GetPoison) -> None:
    """CR 122.1f: poison counters on a player (state-based actions check ten, CR 704.5c)."""
    from ..engine.evaluation import amount, players
    from ..engine.zones import give_player_counters
    for p in players(game, ctx, e.player):
        give_player_counters(game, p, "poison", amount(game, ctx, e.amount, p))


def _win_the_game(game, ctx, e: WinTheGame) -> None:
    """CR 104.2b: an effect says the player wins; the game ends at once (CR 104.1), unless an
    opponent controls "your opponents can't win the game" (CR 104.3, 810.8a: the same static as
    "you can't lose the game")."""
    from ..engine.evaluation import players
    from ..engine.losing import cant_lose
    state = game.state
    for p in players(game, ctx, e.player):
        if state.over or state.players[p].lost:
            continue
        if any(cant_lose(state, q) for q in state.living_players() if q != p):
            game.record("win", f"{game.pname(p)} can't win the game", player=p)
            continue
        state.over, state.winner = True, p
        game.record("over", f"the game is over: {game.pname(p)} wins (CR 104.2b)", player=p)


def _lose_the_game(game, ctx, e: LoseTheGame) -> None:
    """CR 104.3e: an effect says the player loses the game; the game goes on without them
    (CR 800.4a) or ends when one player is left (CR 104.2a)."""
    from ..engine.evaluation import players
    from ..engine.losing import cant_lose
    for p in players(game, ctx, e.player):
        player = game.state.players[p]
        if cant_lose(game.state, p):          # "you can't lose the game" (CR 104.3)
            game.record("lose", f"{player.name} can't lose the game", player=p)
            continue
        if not player.lost:
            player.lost = True
            game.record("lose", f"{player.name} loses the game (CR 104.3e)", player=p)


def _control_to_owners(game, ctx, e: ControlToOwners) -> None:
    """Each object comes under its owner's control (CR 613.1b; CR 302.6 for attacking)."""
    from ..engine.evaluation import objects
    state = game.state
    for oid in objects(game, ctx, e.objects):
        o = state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD or o.controller == o.owner:
            continue
        if state.combat is not None:
            from ..engine.zones import _remove_from_combat
            _remove_from_combat(game, oid)          # CR 506.4
        o.controller, o.controlled_since_turn_start, o.control_until_eot_from = o.owner, False, None
        game.record("control", f"{game.pname(o.owner)} gains control of {o.name}")


def _chosen_name(game, ctx, e: ExileNamedCards) -> set[str]:
    """CR 201.3: the controller chooses a card name as it resolves (of a nonland card when the
    text says so), offered from the names of the cards in the game."""
    from ..abilities import ChoiceKind as Pick
    from ..engine.decider import ChoiceKind
    from .enter_replacements import choice_options
    kind = Pick.NONLAND_CARD_NAME if e.nonland else Pick.CARD_NAME
    options = choice_options(game, None, kind, ctx.controller)
    if not options:
        return set()
    name = game.ask_one(ChoiceKind.CHOOSE, ctx.controller, "choose a card name", options)
    game.record("choose", f"{game.pname(ctx.controller)} chooses the name {name}")
    return {name}


def _exile_named_cards(game, ctx, e: ExileNamedCards) -> None:
    """CR 701.19b: the graveyard is public (all are found, unless "any number of" lets some be
    left); in the hand and library the searcher finds any number of them; then that player
    shuffles (CR 701.20)."""
    from ..engine.decider import ChoiceKind
    from ..engine.evaluation import _lki, players
    from ..engine.zones import move
    state = game.state
    names = _chosen_name(game, ctx, e) if e.named is None else {o.name for o in _lki(game, ctx, e.named)}
    for p in players(game, ctx, e.player):
        zone = state.players[p].zone
        public = [i for i in zone(Zone.GRAVEYARD) if state.objects[i].name in names]
        hidden = [i for z in (Zone.HAND, Zone.LIBRARY) for i in zone(z) if state.objects[i].name in names]
        if e.any_number:
            hidden, public = public + hidden, []
        found = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "search: find cards with that name",
                                 hidden, 0, len(hidden)) if hidden else []
        for oid in public + list(found):
            move(game, oid, Zone.EXILE)
        game.shuffle(p)


HANDLERS = {ExchangeControl: _exchange_control, GetPoison: _get_poison, LoseTheGame: _lose_the_game,
            WinTheGame: _win_the_game,
            ControlToOwners: _control_to_owners, ExileNamedCards: _exile_named_cards,
            SkipTurns: _skip_turns, SkipNextStep: _skip_next_step,
            CantCastSpellsThisTurn: _cant_cast_spells_this_turn,
            CantGainLifeThisTurn: _cant_gain_life_this_turn,
            CantPlayLandsThisTurn: _cant_play_lands_this_turn,
            NoUntapNextUntapStep: _no_untap_next_untap_step}


_ATTACHED_TO, _CONTROL_ATTACHED = attrgetter("attached_to"), attrgetter("control_attached")


@HOOKS.apply_control_attached.register
def apply_control_attached(game) -> None:
    """"You control enchanted creature." (CR 613.1b, layer 2): an Aura's controller controls the
    object it is attached to while it is; checked with the state-based actions (turn.check_sba).
    The effect follows the Aura's controller; when it stops applying (the Aura left or moved), the
    object returns to the player who controlled it before, unless a later control effect has
    since given it to someone else (CR 613.7: the later timestamp wins)."""
    state = game.state
    permanents = state.permanents_as_stored()
    if list(map(_ATTACHED_TO, permanents)).count(None) == len(permanents) \
            and list(map(_CONTROL_ATTACHED, permanents)).count(None) == len(permanents):
        return                                          # nothing attached, no control to give back (asked in C)
    wanted: dict[int, tuple[int, int]] = {}             # object -> (Aura, its controller)
    for sid in sorted(state.battlefield):               # later objects = later timestamps win
        if dict.__getitem__(state.objects, sid).attached_to is None:
            continue                                    # read as stored: copied for no rollback
        aura = state.objects[sid]
        host = state.live(aura.attached_to)
        if host is None or host.zone is not Zone.BATTLEFIELD:
            continue
        for ability in all_abilities(state, aura):
            if isinstance(ability, StaticAbility) and isinstance(ability.effect, ControlAttached) \
                    and matches(state, ability.effect.objects, host, aura.controller, sid):
                wanted[host.id] = (sid, aura.controller)
    for oid in sorted(state.battlefield):
        if oid not in wanted and dict.__getitem__(state.objects, oid).control_attached is None:
            continue                                    # nothing to change: read as stored, copied for no rollback
        o = state.objects[oid]
        if oid in wanted:
            aura_id, new = wanted[oid]
            held = o.control_attached
            if held is not None and held[0] == aura_id and held[1] == new:
                continue                                # already applied; a later effect may override
            back = held[2] if held is not None else o.controller
            o.control_attached = (aura_id, new, back)
            _set_controller(game, o, new)
        elif o.control_attached is not None:
            _, applied, back = o.control_attached
            o.control_attached = None
            if o.controller == applied:
                _set_controller(game, o, back)


def _set_controller(game, o, new: int) -> None:
    if o.controller == new:
        return
    if game.state.combat is not None:
        from ..engine.zones import _remove_from_combat
        _remove_from_combat(game, o.id)                 # CR 506.4
    o.controller = new
    o.controlled_since_turn_start = False               # CR 302.6
    o.ring_bearer = False                               # CR 701.54a
    game.record("control", f"{game.pname(new)} controls {o.name}")


# ---------------------------------------------------------------- basic land type (CR 305.7)
from ..engine.continuous_effects import LAND_TYPES, basic_mana_ability as _basic_mana_ability  # noqa: E402


def _become_basic_land_type(game, ctx, e) -> None:
    """CR 305.7: the chosen basic land type replaces the land's land types (it loses the
    abilities of its rules text and old land types and gets the new type's mana ability), or is
    added to them ("in addition to its other types"); chosen as the effect happens (CR 608.2d);
    "until end of turn" ends at cleanup (CR 514.2)."""
    from ..characteristics import CardType
    from ..engine.continuous_effects import LandTypeChange, add_effect
    from ..engine.decider import ChoiceKind
    from ..effects import Duration
    from ..engine.query import BASIC_LAND_TYPES, is_type
    from ..engine.evaluation import objects
    state = game.state
    lands = [state.objects[i] for i in objects(game, ctx, e.objects)
             if state.objects[i].zone is Zone.BATTLEFIELD and is_type(state.objects[i], CardType.LAND, state)]
    if not lands:
        return
    options = [(t.capitalize(), t.capitalize()) for t in BASIC_LAND_TYPES]
    chosen = e.land_type or game.ask_one(ChoiceKind.CHOOSE, ctx.controller, "choose a basic land type", options)
    change = LandTypeChange(chosen, _basic_mana_ability(chosen), e.in_addition, LAND_TYPES)
    for o in lands:
        add_effect(state, o, (change,), e.duration is not Duration.PERMANENT)
        game.record("land type", f"{o.name} becomes {'also ' if e.in_addition else ''}a {chosen}",
                    object_id=o.id)


from ..effects import BecomeBasicLandType  # noqa: E402
HANDLERS[BecomeBasicLandType] = _become_basic_land_type


register_instructions(HANDLERS)
