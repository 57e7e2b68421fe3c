"""Assist (CR 702.132a): "If the total cost to cast a spell with assist includes a generic mana
component, before you activate mana abilities while casting it, you may choose another player.
... Before you begin to pay the total cost of the spell, the player you chose may pay for any
amount of the generic mana in the spell's total cost." The chosen player pays from the mana in
their own pool (the engine's players activate mana abilities before casting; CR 702.132a gives
them the chance to), and the caster pays the rest. The current rules read the same as the 2022
text."""
from __future__ import annotations

from ..costs import ManaCost, ManaSymbol, SymbolKind
from ..engine.decider import ChoiceKind
from ..engine.query import keyword
from ..engine.payment import Payer, _less_generic


def generic_in(cost: ManaCost) -> int:
    return sum(s.generic for s in cost.symbols if s.kind is SymbolKind.GENERIC)


def assisted(game, player: int, spell, cost: ManaCost) -> ManaCost:
    """The total cost left for the caster once the player they chose (if any) paid part of its
    generic mana (CR 702.132a); the spell's caster pays the rest as usual."""
    generic = generic_in(cost)
    if keyword(spell.definition, "assist") is None or not generic:
        return cost
    state = game.state
    others = [p for p in state.apnap() if p != player]
    if not others or not game.ask_bool(ChoiceKind.MAY, player, f"choose another player to help pay for {spell.name}?"):
        return cost
    helper = others[0] if len(others) == 1 else game.ask_one(
        ChoiceKind.CHOOSE, player, "assist: the player who may pay generic mana", [(p, game.pname(p)) for p in others])
    most = min(generic, len(state.players[helper].pool))
    n = game.ask_one(ChoiceKind.X, helper, f"assist: pay how much of the generic mana of {spell.name}?",
                     [(i, str(i)) for i in range(most + 1)])
    if not n:
        return cost
    Payer(game, helper, spell, spell=spell).pay_all((ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=n),)),))
    game.record("pay", f"{game.pname(helper)} pays {{{n}}} of {spell.name}'s cost (assist)", player=helper)
    return _less_generic(cost, n)
