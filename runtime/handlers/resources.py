"""Instructions about what players gain and lose: mana, life, energy, damage and its prevention
(registered in the VM's table)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import AddMana, DealDamage, ExchangeLifeTotals, GainLife, GetEnergy, LoseLife, PreventDamage, SetLifeTotal
from ..engine.evaluation import _lki, amount, objects, players, targeted_players
from ..engine.registry import register_instructions
from ..engine.mana import produce_mana


def _add_mana(game, ctx, e: AddMana):
    for p in players(game, ctx, e.player):
        produce_mana(game, ctx, e, p)


def _gain_life(game, ctx, e: GainLife):
    for p in players(game, ctx, e.player):
        game.gain_life(p, amount(game, ctx, e.amount, p))


def _lose_life(game, ctx, e: LoseLife):
    ctx.life_lost = 0
    for p in players(game, ctx, e.player):
        n = max(amount(game, ctx, e.amount, p), 0)      # CR 107.1b: a negative amount is 0
        ctx.life_lost += n                      # "you gain life equal to the life lost this way"
        game.lose_life(p, n)
        game.record("life", f"{game.pname(p)} loses {n} life")


def _set_life_total(game, ctx, e: SetLifeTotal):
    """CR 119.5: a life total that becomes a number: the player gains or loses the difference
    (so effects that look at life gained or lost see it)."""
    for p in players(game, ctx, e.player):
        _gain_or_lose(game, p, amount(game, ctx, e.amount, p) - game.state.players[p].life)


def _gain_or_lose(game, p: int, difference: int) -> None:
    """A life total changed by `difference`, as life gained or lost (CR 119.5)."""
    if difference > 0:
        game.gain_life(p, difference)
    elif difference < 0:
        game.lose_life(p, -difference)
        game.record("life", f"{game.pname(p)} loses {-difference} life")


def _exchange_life_totals(game, ctx, e: ExchangeLifeTotals):
    """CR 701.10c: you and the other player each gain or lose the difference to the other's
    previous life total; a player who can't gain life this turn can't be given a higher one,
    and then no part of the exchange happens (CR 701.10a, 119.7)."""
    state = game.state
    others = [p for p in players(game, ctx, e.player) if p != ctx.controller]
    if not others:
        return
    you, other = ctx.controller, others[0]
    before = {you: state.players[you].life, other: state.players[other].life}
    gains = {you: before[other] - before[you], other: before[you] - before[other]}
    if any(n > 0 and state.players[p].cant_gain_life(state.turn) for p, n in gains.items()):
        game.record("life", "the exchange of life totals can't be completed (CR 701.10a)")
        return
    for p, n in gains.items():
        _gain_or_lose(game, p, n)


def _deal_damage(game, ctx, e: DealDamage):
    from ..engine.combat import damage_object, damage_player
    sources = _lki(game, ctx, e.source)
    source = sources[0] if sources else None
    targets = objects(game, ctx, e.objects)
    n = amount(game, ctx, e.amount) if targets else 0
    for oid in targets:
        if game.state.objects[oid].zone is Zone.BATTLEFIELD:
            damage_object(game, source, game.state.objects[oid], n, preventable=not e.cant_be_prevented)
    hit: list[int] = []
    for p in players(game, ctx, e.players) + targeted_players(game, ctx, e.objects):
        if p not in hit:                      # one damage event per player (CR 120.2)
            hit.append(p)
            damage_player(game, source, p, amount(game, ctx, e.amount, p), preventable=not e.cant_be_prevented)


def _get_energy(game, ctx, e):
    """CR 107.14, 122.1e: energy counters, through counter replacements (CR 614.1a)."""
    from ..engine.zones import give_player_counters
    for p in players(game, ctx, e.player):
        give_player_counters(game, p, "energy", amount(game, ctx, e.amount, p))


def _prevent_damage(game, ctx, e):
    """CR 615: a prevention shield until end of turn (all damage, or the next N); "Until your
    next turn, prevent ..." lasts until its controller's next turn begins (CR 611.2a)."""
    players_ = getattr(e, "players", None)
    ids = None if e.objects is None and players_ is None else objects(game, ctx, e.objects)
    remaining = None if e.amount is None else amount(game, ctx, e.amount)
    # a player target of "any target" is a recipient too (CR 115.4)
    hit = players(game, ctx, players_) + targeted_players(game, ctx, e.objects)
    by_only = getattr(e, "by_only", False)       # "... target creature would deal": dealt by it only
    game.state.preventions.append({"combat_only": e.combat_only, "remaining": remaining,
                                   "objects": [] if by_only else ids,
                                   "players": hit, "sources": getattr(e, "sources", None),
                                   "by": tuple(ids or ()) if getattr(e, "by_too", False) or by_only else (),
                                   "controller": ctx.controller, "source_id": ctx.source_id,
                                   "until_turn_of": e.duration.ends(ctx.controller)[1],
                                   **prevention_rider(e, ctx)})
    game.record("prevent", "a prevention shield is created")


def prevention_rider(e, ctx) -> dict:
    """"... You gain life equal to the damage prevented this way" (CR 615.5): what the shield
    runs after it prevents damage, with this resolution's context (combat.rest_of_prevention)."""
    from copy import copy
    return {"then": e.then, "ctx": copy(ctx)} if getattr(e, "then", ()) else {}


register_instructions({
    AddMana: _add_mana,
    GainLife: _gain_life,
    LoseLife: _lose_life,
    SetLifeTotal: _set_life_total,
    DealDamage: _deal_damage,
    GetEnergy: _get_energy,
    PreventDamage: _prevent_damage,
    ExchangeLifeTotals: _exchange_life_totals,
})
