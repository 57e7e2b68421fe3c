"""Static replacement effects on a player's draws (CR 614.1a, 614.11): "If you would draw a card,
you may skip that draw instead.", "If you would draw a card while you have no cards in hand,
instead draw two cards and lose 1 life." (ReplaceDraw), asked by zones.draw for each card drawn."""
from __future__ import annotations

from ..abilities import ReplaceDraw
from ..engine.decider import ChoiceKind
from ..engine.evaluation import Context
from ..engine.query import replacement_effects, static_condition_holds
from ..engine.registry import HOOKS
from ..engine.vm import run
from ..engine.zones import in_chosen_order

_APPLYING: set = set()       # replacements whose effects run now: not applied again to their draws (CR 614.5)


@HOOKS.static_draw_replaced.register
def static_draw_replaced(game, player: int) -> bool:
    """The player's permanents' draw replacements that apply to this draw (their conditions hold),
    in the order the player chooses (CR 616.1): the first one they don't decline replaces it, and its
    effects run instead. True if the draw was replaced."""
    state = game.state
    found = [(src, rep) for src, rep in replacement_effects(state, ReplaceDraw)
             if src.controller == player and src.id not in _APPLYING
             and (rep.condition is None or static_condition_holds(state, rep.condition, src))]
    for src, rep in in_chosen_order(game, player, found, f"{game.pname(player)}'s draw"):
        if rep.optional and not game.ask_bool(ChoiceKind.MAY, player, f"{src.name}: instead of drawing a card?"):
            continue
        game.record("replace", f"{game.pname(player)}'s draw is replaced by {src.name} (CR 614.1a)")
        _APPLYING.add(src.id)
        try:
            run(game, Context(player, src.id), rep.effects)
        finally:
            _APPLYING.discard(src.id)
        return True
    return False
