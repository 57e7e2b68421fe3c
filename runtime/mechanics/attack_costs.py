"""Costs to attack (CR 508.1d, 508.1g-i): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you." (AttackTax).

Once the attackers and whom each attacks are chosen, the attacking player adds up what each
attacker costs (CR 508.1g) and may pay it (CR 508.1h), activating mana abilities to do so
(CR 508.1i, 605.3a). A player is never required to pay a cost to attack, even for a creature that
attacks each combat if able (CR 508.1d). Each creature is offered on its own: paying its cost
keeps it among the attackers; one whose cost isn't paid doesn't attack, as a declaration whose
costs aren't paid is not made (CR 508.1h). engine/combat.py calls HOOKS.attack_costs before it
taps the attackers (CR 508.1f), so an attacker without vigilance is not among the sources of mana."""
from __future__ import annotations

from ..abilities import AttackTax, ManaAbility
from ..costs import ManaCost, TapSelf
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS


def attack_cost(state, combat, attacker) -> ManaCost:
    """What attacking costs for `attacker` (CR 508.1g): the sum of each AttackTax of a
    permanent controlled by the player it attacks (or, for the planeswalker kind, the controller
    of the planeswalker it attacks) that describes it."""
    from ..engine.query import matches, static_effects
    walker = combat.attacked_planeswalker.get(attacker.id)
    symbols: tuple = ()
    for source, tax in static_effects(state, AttackTax):
        if tax.attacking_anyone:               # "can't attack unless its controller pays {3}"
            if matches(state, tax.objects, attacker, source.controller, source.id):
                symbols += _with_x(state, tax, source)
            continue
        if walker is not None and not tax.or_planeswalkers:
            continue                           # "attack you": a planeswalker is not you (CR 506.3)
        attacked = combat.defender[attacker.id] if walker is None else state.objects[walker].controller
        if source.controller == attacked and matches(state, tax.objects, attacker, source.controller, source.id):
            symbols += _with_x(state, tax, source)
    return ManaCost(symbols)


def _with_x(state, tax: AttackTax, source) -> tuple:
    """The tax's symbols, {X} as the generic mana X counts now (CR 107.3)."""
    from ..engine.query import static_amount
    from ..mana_costs import ManaSymbol, SymbolKind
    if tax.x is None:
        return tax.cost.symbols
    x = static_amount(state, tax.x, source)
    return tuple(ManaSymbol(SymbolKind.GENERIC, generic=x) if s.kind is SymbolKind.VARIABLE else s
                 for s in tax.cost.symbols if s.kind is not SymbolKind.VARIABLE or x > 0)


def mana_sources(game, player: int, attackers) -> list[tuple[int, int]]:
    """The permanents `player` may tap for mana while paying (CR 605.3a): (object id, index of
    its first mana ability whose only cost is {T}); an attacker that will be tapped to attack is
    not one (CR 508.1f comes before the costs are paid), nor one whose abilities can't be
    activated now (CR 602.5)."""
    from ..engine.actions import check_activatable
    from ..errors import IllegalAction
    from ..engine.payment import tap_self_problem
    from ..engine.query import activated_abilities, has_keyword
    state = game.state
    sources = []
    for oid in sorted(state.battlefield):
        o = state.objects[oid]
        if o.controller != player or o.tapped or (oid in attackers and not has_keyword(state, o, "vigilance")):
            continue
        for index, ability in enumerate(activated_abilities(o, state)):
            if isinstance(ability, ManaAbility) and ability.costs and \
                    all(isinstance(c, TapSelf) for c in ability.costs) and tap_self_problem(game, o, TapSelf()) is None:
                try:
                    check_activatable(game, player, oid, index, paying=True)
                except IllegalAction:
                    continue
                sources.append((oid, index))
                break
    return sources


def _pay(game, attacker, cost: ManaCost, attackers) -> None:
    """The attacking player taps the mana sources they choose, then pays `cost` from their pool
    (CR 508.1i, 508.1h); IllegalAction if it can't be paid."""
    from ..engine.actions import activate_while_paying
    from ..engine.payment import Payer
    player = attacker.controller
    sources = dict(mana_sources(game, player, attackers))
    chosen = game.ask_objects(ChoiceKind.MANA_ABILITIES, player, f"tap for mana to pay for {attacker.name}",
                              list(sources), 0, len(sources))
    for oid in chosen:
        activate_while_paying(game, player, oid, sources[oid])
    Payer(game, player, attacker).pay_all((cost,))


@HOOKS.attack_costs.register
def pay_attack_costs(game, combat) -> list[int]:
    """CR 508.1g-h: for each attacker that costs something to attack, its controller chooses
    whether to pay; the attackers whose cost is not paid, which don't attack."""
    from ..engine.payment import _cost_text
    state = game.state
    declined = []
    for oid in list(combat.attackers):
        attacker = state.objects[oid]
        cost = attack_cost(state, combat, attacker)
        if not cost.symbols:
            continue
        text = _cost_text(cost)
        if game.ask_bool(ChoiceKind.ATTACK_COST, attacker.controller, f"pay {text} to attack with {attacker.name}?"):
            refusal = game.dry_run(lambda: _pay(game, attacker, cost, combat.attackers))
            if refusal is None:
                _pay(game, attacker, cost, combat.attackers)
                game.record("pay", f"{game.pname(attacker.controller)} pays {text} to attack with {attacker.name} "
                                   f"(CR 508.1h)", object_id=oid)
                continue
            game.record("pay", f"{game.pname(attacker.controller)} can't pay {text} for {attacker.name}: {refusal}")
        declined.append(oid)
        game.record("attack", f"{attacker.name} doesn't attack: its cost to attack is not paid (CR 508.1h)",
                    object_id=oid)
    return declined
