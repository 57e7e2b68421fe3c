"""VM instructions for coin flips (CR 705), bolster (CR 701.33) and explore (CR 701.40),
registered in vm._HANDLERS; and ascend's city's blessing (CR 702.131b), checked with the
state-based actions (turn.check_sba)."""
from __future__ import annotations

from .characteristics import CardType, Zone
from .decider import ChoiceKind
from .effects import Bolster, Explore, FlipCoin


def _flip_coin(game, ctx, e: FlipCoin):
    """CR 705.1, 705.3: each flipping player calls and flips a fair coin; the game's seeded RNG
    decides (deterministic for a seed), and the branch for the result runs."""
    from .handlers_hands import rng
    from .vm import players, run
    for p in players(game, ctx, e.player):
        won = rng(game).random() < 0.5
        game.record("coin", f"{game.pname(p)} {'wins' if won else 'loses'} the flip")
        run(game, ctx, e.won if won else e.lost)


def _bolster(game, ctx, e: Bolster):
    """CR 701.33a: a creature you control with the least toughness (you choose among ties)
    gets N +1/+1 counters."""
    from .query import is_creature, toughness
    from .vm import amount
    from .zones import put_counters
    state = game.state
    mine = [i for i in sorted(state.battlefield) if state.objects[i].controller == ctx.controller
            and is_creature(state.objects[i])]
    if not mine:
        return
    least = min(toughness(state, state.objects[i]) for i in mine)
    tied = [i for i in mine if toughness(state, state.objects[i]) == least]
    (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "bolster: choose a creature",
                                 tied, 1, 1)
    put_counters(game, state.objects[chosen], "+1/+1", amount(game, ctx, e.amount))
    ctx.last = [chosen]


def _explore(game, ctx, e: Explore):
    """CR 701.40a: reveal the top card; a land card goes to the hand, otherwise the exploring
    permanent gets a +1/+1 counter and its controller may put the card into the graveyard."""
    from .vm import _lki
    from .zones import move, put_counters
    state = game.state
    for o in _lki(game, ctx, e.objects):
        player = o.controller                         # CR 701.40c: last known information
        library = state.players[player].library
        if not library:
            continue
        top = state.objects[library[0]]
        game.record("reveal", f"{game.pname(player)} reveals {top.name}", object_id=top.id)
        if CardType.LAND in top.definition.types:
            move(game, top.id, Zone.HAND)
            continue
        live = state.live(o.id)
        if live is not None and live.zone is Zone.BATTLEFIELD:
            put_counters(game, live, "+1/+1", 1)
        if game.ask_bool(ChoiceKind.MAY, player, f"put {top.name} into your graveyard?"):
            move(game, top.id, Zone.GRAVEYARD)


def exert(game, o, as_attacks: bool = False) -> None:
    """CR 701.39a-c: exert a permanent on the battlefield; the "exerted" event can trigger."""
    from .events_bus import GameEvent
    if o.zone is not Zone.BATTLEFIELD:
        return
    o.exerted = True
    game.record("exert", f"{o.name} is exerted", object_id=o.id)
    game.emit(GameEvent("exerted", o.id, o.controller, {"as_attacks": as_attacks}))


def exert_attackers(game, attackers) -> None:
    """CR 508.1g, 701.39d: as attackers are declared, the attacking player chooses which
    creatures with "You may exert ~ as it attacks" to exert."""
    from .abilities import MayExertAsAttacks, StaticAbility
    from .query import all_abilities
    state = game.state
    for oid in attackers:
        o = state.objects[oid]
        if any(isinstance(a, StaticAbility) and isinstance(a.effect, MayExertAsAttacks)
               for a in all_abilities(state, o)):
            if game.ask_bool(ChoiceKind.MAY, o.controller, f"exert {o.name} as it attacks?"):
                exert(game, o, as_attacks=True)


def while_holds(state, lasts) -> bool:
    """Whether a "for as long as ..." duration (source id, controller, WhileSource values) still
    holds (CR 611.2b)."""
    from .effects import WhileSource
    source_id, controller, kinds = lasts[:3]
    source = state.live(source_id)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return False                     # it left: a new object if it returns (CR 400.7)
    if WhileSource.CONTROLLED in kinds and source.controller != controller:
        return False
    return not (WhileSource.TAPPED in kinds and not source.tapped)


def end_while_effects(game) -> None:
    """CR 611.2b: a "for as long as ..." effect ends as soon as its duration stops holding;
    checked with the state-based actions (turn.check_sba), before anyone gets priority."""
    state = game.state
    for oid in sorted(state.battlefield):
        o = state.objects[oid]
        if o.control_while is not None and not while_holds(state, o.control_while):
            back = o.control_while[3]
            o.control_while = None
            if o.controller != back:
                if state.combat is not None:
                    from .zones import _remove_from_combat
                    _remove_from_combat(game, oid)          # CR 506.4
                o.controller = back
                o.controlled_since_turn_start = False
                game.record("control", f"{game.pname(back)} gets {o.name} back")
        kept = [m for m in o.modifications if m.lasts_while is None or while_holds(state, m.lasts_while)]
        if len(kept) != len(o.modifications):
            o.modifications = kept
            game.record("duration", f"an effect on {o.name} ends")


def ascend(game) -> None:
    """CR 702.131b: any time a player controls ten or more permanents and one of them has
    ascend, that player gets the city's blessing for the rest of the game (CR 702.131c)."""
    from .query import keywords
    state = game.state
    for p in state.players:
        if p.city_blessing:
            continue
        mine = [state.objects[i] for i in state.battlefield if state.objects[i].controller == p.index]
        if len(mine) >= 10 and any("ascend" in keywords(state, o) for o in mine):
            p.city_blessing = True
            game.record("blessing", f"{p.name} gets the city's blessing")


def ascend_spell(game, spell, controller: int) -> None:
    """CR 702.131a: an instant or sorcery with ascend gives its controller the city's blessing as
    it resolves if they control ten or more permanents."""
    from .abilities import KeywordAbility
    p = game.state.players[controller]
    if p.city_blessing or not any(isinstance(a, KeywordAbility) and a.name.lower() == "ascend"
                                  for a in spell.definition.abilities):
        return
    if sum(1 for i in game.state.battlefield if game.state.objects[i].controller == controller) >= 10:
        p.city_blessing = True
        game.record("blessing", f"{p.name} gets the city's blessing")


HANDLERS = {FlipCoin: _flip_coin, Bolster: _bolster, Explore: _explore}
