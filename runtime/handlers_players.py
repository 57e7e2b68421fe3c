"""Effects about players and control (registered in vm._HANDLERS): exchange of control."""
from __future__ import annotations

from .characteristics import Zone
from .effects import ControlToOwners, ExchangeControl, ExileNamedCards, GetPoison


def _exchange_control(game, ctx, e: ExchangeControl) -> None:
    """CR 701.10a-b: the whole exchange or nothing; same controller: nothing."""
    from .vm import objects
    state = game.state
    ids = [i for i in objects(game, ctx, e.objects) if state.objects[i].zone is Zone.BATTLEFIELD]
    if len(ids) != 2:
        game.record("control", "the exchange of control can't be completed (CR 701.10a)")
        return
    a, b = (state.objects[i] for i in ids)
    if a.controller == b.controller:
        return
    if state.combat is not None:
        from .zones import _remove_from_combat
        for oid in ids:
            _remove_from_combat(game, oid)          # CR 506.4
    a.controller, b.controller = b.controller, a.controller
    for o in (a, b):
        o.controlled_since_turn_start = False      # CR 302.6
        o.control_until_eot_from = None
    game.record("control", f"{game.pname(a.controller)} and {game.pname(b.controller)} exchange "
                           f"control of {a.name} and {b.name}")


def _get_poison(game, ctx, e: GetPoison) -> None:
    """CR 122.1f: poison counters on a player (state-based actions check ten, CR 704.5c)."""
    from .vm import amount, players
    n = amount(game, ctx, e.amount)
    for p in players(game, ctx, e.player):
        game.state.players[p].poison += n
        game.record("poison", f"{game.pname(p)} gets {n} poison counter(s) "
                              f"(now {game.state.players[p].poison})", player=p)


def observe_cant_attack(game, effect, src: int) -> None:
    """Exercise check of CantAttackPlayer: an opponent's creature it describes can't attack the
    source's controller (CR 508.1c)."""
    from dataclasses import replace
    from .characteristics import Step
    from .combat import attack_problem
    from .exercise import Problem, _make_fitting
    from .filters import Controller
    state = game.state
    you = state.objects[src].controller
    oid = _make_fitting(game, replace(effect.objects, controller=Controller.OPPONENT), src, need_creature=True)
    attacker = state.objects[oid]
    attacker.controlled_since_turn_start = True
    game.set_step(Step.MAIN1, attacker.controller)
    if attacker.controller == you or attack_problem(game, attacker) is None:
        raise Problem(f"{attacker.name} can still attack {game.pname(you)}")


def _control_to_owners(game, ctx, e: ControlToOwners) -> None:
    """Each object comes under its owner's control (CR 613.1b; CR 302.6 for attacking)."""
    from .vm import objects
    state = game.state
    for oid in objects(game, ctx, e.objects):
        o = state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD or o.controller == o.owner:
            continue
        if state.combat is not None:
            from .zones import _remove_from_combat
            _remove_from_combat(game, oid)          # CR 506.4
        o.controller, o.controlled_since_turn_start, o.control_until_eot_from = o.owner, False, None
        game.record("control", f"{game.pname(o.owner)} gains control of {o.name}")


def _exile_named_cards(game, ctx, e: ExileNamedCards) -> None:
    """CR 701.19b: the graveyard is public (all are found); in the hand and library the
    searcher finds any number of them; then that player shuffles (CR 701.20)."""
    from .decider import ChoiceKind
    from .vm import _lki, players
    from .zones import move
    state = game.state
    names = {o.name for o in _lki(game, ctx, e.named)}
    for p in players(game, ctx, e.player):
        zone = state.players[p].zone
        public = [i for i in zone(Zone.GRAVEYARD) if state.objects[i].name in names]
        hidden = [i for z in (Zone.HAND, Zone.LIBRARY) for i in zone(z) if state.objects[i].name in names]
        found = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "search: find cards with that name",
                                 hidden, 0, len(hidden)) if hidden else []
        for oid in public + list(found):
            move(game, oid, Zone.EXILE)
        game.shuffle(p)


HANDLERS = {ExchangeControl: _exchange_control, GetPoison: _get_poison,
            ControlToOwners: _control_to_owners, ExileNamedCards: _exile_named_cards}
