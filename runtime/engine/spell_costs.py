"""The total cost of a spell as it is cast (CR 601.2f): additional costs, the chosen modes'
costs, cost increases and reductions, and "costs more for each target beyond the first"."""
from __future__ import annotations

from ..abilities import CostModifier, CostPerExtraTarget, KeywordAbility, SelfCostChange, StaticAbility
from ..costs import ManaCost
from ..effects import ChooseModes
from .board import Board
from .decider import ChoiceKind
from .mana import fewest_units
from .payment import mana_only_symbols
from .printed import printed
from .query import matches, static_amount, static_condition_holds, static_effects
from .registry import cost_lowering_hooks
from ..filters import XValue


def additional_costs(game: "Game", player: int, spell, definition) -> tuple:
    """CR 601.2f, 118.8: "As an additional cost to cast this spell, ..."; an optional one ("you
    may collect evidence 6") is paid if the caster chooses to, recorded on the spell (CR 701.59c)."""
    out = []
    for a in definition.abilities:
        if not isinstance(a, StaticAbility) or type(a.effect).__name__ != "AdditionalCost":
            continue
        if a.effect.optional:
            if not game.ask_bool(ChoiceKind.MAY, player, f"pay the optional additional cost of {definition.name}?"):
                continue
            spell.optional_costs_paid = spell.optional_costs_paid | {a.effect.keyword}
        out.append(a.effect.cost)
    return tuple(out)


def x_in_additional_costs(definition) -> bool:
    """"As an additional cost to cast this spell, sacrifice X lands" (a cost of X objects), "...,
    pay X life": X announced as the spell is cast (CR 107.3a)."""
    return any(isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost"
               and (getattr(a.effect.cost, "x_count", False) or isinstance(getattr(a.effect.cost, "amount", None), XValue))
               for a in definition.abilities)


def mode_costs(effects, modes) -> tuple:
    """CR 700.2h: the additional costs of the chosen modes (a spree spell's "+ {cost}")."""
    modal = next((e for e in effects if isinstance(e, ChooseModes)), None)
    if modal is None or modes is None:
        return ()
    return tuple(modal.modes[i].cost for i in modes if modal.modes[i].cost is not None)


def escalate_costs(definition, modes) -> tuple:
    """CR 702.120a: "Escalate [cost]" means "For each mode you choose beyond the first as you cast
    this spell, you pay an additional [cost]"; each instance of escalate adds its own cost. A
    mana cost joins the total cost; any other cost ("Escalate—Discard a card.") is paid that
    many times, as additional costs are (CR 601.2f-h)."""
    beyond_first = len(modes) - 1 if modes else 0
    return tuple(a.cost for a in definition.abilities
                 if isinstance(a, KeywordAbility) and a.name == "escalate") * beyond_first


def is_modal(effects) -> bool:
    return any(isinstance(e, ChooseModes) for e in effects)


def modified_cost(game: "Game", spell, cost: ManaCost) -> ManaCost:
    """CR 601.2f: "<spells> cost {1} more/less to cast" (CostModifier statics); reductions
    lower generic mana only."""
    state = game.state
    symbols = list(cost.symbols)
    for source, mod in static_effects(state, object):
        if type(mod).__name__ != "CostModifier" or not matches(
                state, mod.spells, spell, source.controller, source.id, check_zone=False):
            continue
        if mod.yours and spell.controller != source.controller:
            continue                              # "<spells> you cast cost ..."
        if mod.more:
            symbols += list(mod.amount.symbols)
            continue
        symbols = list(ManaCost(tuple(symbols)).less_generic(mod.amount.mana_value).symbols)
    return self_cost_change(game, spell, ManaCost(tuple(symbols)))


def self_cost_change(game: "Game", spell, cost: ManaCost) -> ManaCost:
    """CR 601.2f: "~ costs {1} less to cast for each ..." / "~ costs {2} less if ..."
    (SelfCostChange statics of the spell itself); reductions lower generic mana only."""
    state = game.state
    symbols = list(cost.symbols)
    for a in spell.definition.abilities:
        e = getattr(a, "effect", None)
        if not (isinstance(a, StaticAbility) and type(e).__name__ == "SelfCostChange"):
            continue
        if e.condition is not None and not static_condition_holds(state, e.condition, spell):
            continue
        if a.condition is not None and not static_condition_holds(state, a.condition, spell):
            continue
        times = 1 if e.per is None else max(0, min(static_amount(state, e.per, spell), 50))
        if e.more:
            symbols += list(e.amount.symbols) * times
            continue
        less = e.amount.mana_value * times
        symbols = list(ManaCost(tuple(symbols)).less_generic(less).symbols)
    return ManaCost(tuple(symbols))


def total_cost(definition, targets, base: ManaCost | None = None) -> ManaCost:
    """CR 601.2f: the total cost, with "costs more for each target beyond the first";
    `base` is an alternative cost paid instead of the mana cost (CR 118.9)."""
    symbols = list((base if base is not None else definition.mana_cost).symbols)
    chosen = sum(len(g) for g in targets)
    for a in definition.abilities:
        if isinstance(a, StaticAbility) and isinstance(a.effect, CostPerExtraTarget):
            symbols += list(a.effect.extra.symbols) * max(0, chosen - 1)
    return ManaCost(tuple(symbols))


# ------------------------------------------------------------------ the least a spell can cost
def least_mana_paid(definition) -> int:
    """The fewest units of its caster's mana casting DEFINITION for its mana cost spends when no
    permanent makes spells cost less (board_may_lower_costs): its mana cost with X = 0
    (mana.fewest_units), since the other steps of the total cost only add to it (X, additional
    and optional costs, CR 601.2f); when something of its own may lower or pay its generic mana
    (may_cost_less), only the symbols nothing but mana pays (payment.mana_only_symbols,
    CR 601.2g-h)."""
    if may_cost_less(definition):
        return mana_only_symbols(definition)
    return fewest_units(definition.mana_cost, 0)


def may_cost_less(definition) -> bool:
    """Whether casting DEFINITION for its mana cost may take less than its mana cost from its
    caster's pool, whatever the board: "~ costs {N} less to cast" (SelfCostChange, as
    self_cost_change applies it, CR 601.2f), or a cost-lowering slot of the cast whose function
    says it may (registry.CostLoweringHook: affinity, undaunted, convoke, improvise, delve,
    assist, CR 702.41a, 702.125a, 702.51a, 702.126a, 702.66a, 702.132a): a new way to lower a
    cost fills such a slot and says when it lowers, so it is asked here."""
    return any(not a.effect.more for a in printed(definition).statics(SelfCostChange)) \
        or any(hook.lowers(definition) for hook in cost_lowering_hooks())


def board_may_lower_costs(state, board=None) -> bool:
    """Whether some static on the board could make spells cost less ("<spells> cost {1} less to
    cast", CostModifier, as modified_cost applies them, CR 601.2f): printed, or granted by an
    AbilityGrant; its condition is not asked (casting moves the card, which may change it)."""
    if board is None:                   # BOARD: the state's, when the caller has it
        board = Board.of(state)
    return any(not a.effect.more for _, a in board.of_kind(CostModifier)) or board.grants_kind(CostModifier)
