"""Costs other than mana in the executability check: the objects a cost takes made ready
(`prepare_costs`: the creatures to tap, the lands to sacrifice, the cards to discard), and the
payment observed (`CostWatch`: life paid, permanents sacrificed or tapped, counters put, cards
discarded or exiled). Used by activated abilities (exercise.py) and by the keywords whose cost
may be any cost: flashback, kicker, buyback (CR 702.34a, 702.33a, 702.27a) and cumulative
upkeep, paid once for each age counter (CR 702.24a)."""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import CardDefinition, KeywordAbility
from ...runtime.characteristics import Step, Zone
from ...runtime.costs import (Discard, EitherCost, ExileFromZone, Loyalty, ManaCost, PayLife, PutCountersCost,
                              RemoveCounters, ReturnToHandCost, Sacrifice, TapPermanents, UntapSelf)
from ...runtime.engine.query import candidates
from ...runtime.filters import Fixed
from ...runtime.game import Game
from ...runtime.keyword_support import ANY_COST_KEYWORDS

from .exercise_surroundings import (BEAR, ME, OPP, ExerciseDecider, Problem, _cost_count, _into_combat, _make_fitting,
                                    _place_card, _resolve, _top_up, fitting_definition)


def prepare_costs(game: Game, costs, src: int) -> list[int]:
    """What `costs` take, made ready for the source `src`; the objects made for them, in order."""
    state = game.state
    o = state.objects[src]
    made: list[int] = []
    for cost in costs:
        if isinstance(cost, RemoveCounters):       # enough for the cost ("remove six +1/+1 counters")
            need = cost.amount.value if isinstance(cost.amount, Fixed) else 0
            # "from a creature you control": a fitting permanent of our own carries them
            holder = o if cost.filter is None else state.objects[_make_fitting(game, cost.filter, src)]
            holder.counters[cost.counter] = holder.counters.get(cost.counter, 0) + max(5, need)
        elif isinstance(cost, Loyalty) and (cost.amount < 0 or cost.x):
            o.counters["loyalty"] = o.counters.get("loyalty", 0) - cost.amount + (3 if cost.x else 1)
        elif isinstance(cost, UntapSelf):
            o.tapped = True
        elif isinstance(cost, (Sacrifice, ExileFromZone)) and not cost.self_only:
            for _ in range(_cost_count(cost)):
                made.append(_make_fitting(game, cost.filter if cost.filter.zone is Zone.BATTLEFIELD
                                          else replace(cost.filter, zone=Zone.BATTLEFIELD), src)
                            if cost.filter.zone is Zone.BATTLEFIELD else game.add_card(
                                ME, fitting_definition(cost.filter), cost.filter.zone))
        elif isinstance(cost, PutCountersCost) and cost.filter is not None:
            made.append(_make_fitting(game, cost.filter, src))   # "put a -1/-1 counter on a creature you control"
        elif isinstance(cost, TapPermanents):
            for _ in range(_cost_count(cost)):          # "tap X untapped artifacts": X is 1 or 2
                oid = _make_fitting(game, replace(cost.filter, tapped=None), src)
                state.objects[oid].tapped = cost.untap
                state.objects[oid].controlled_since_turn_start = True
                made.append(oid)
        elif type(cost).__name__ == "CollectEvidence":    # cards of enough mana value (CR 701.59a)
            for _ in range(cost.amount):              # each Exercise Bear has mana value 2 or more
                game.add_card(ME, BEAR, Zone.GRAVEYARD)
        elif type(cost).__name__ == "OpponentsExiledToGraveyard":    # cards an opponent owns, in exile
            made.extend(game.add_card(OPP, BEAR, Zone.EXILE) for _ in range(cost.count))
        elif isinstance(cost, Discard):
            # grandeur (an ability word, CR 207.2c): "discard another card named ~" (CR 201.2), a copy of it
            card = o.definition if cost.filter.named_source else fitting_definition(cost.filter)
            for _ in range(_cost_count(cost)):
                made.append(game.add_card(ME, card, Zone.HAND))
        elif type(cost).__name__ == "RevealFromHand":     # cards to reveal (CR 701.16a)
            for _ in range(_cost_count(cost)):
                game.add_card(ME, fitting_definition(cost.filter), Zone.HAND)
        elif isinstance(cost, ReturnToHandCost) and not cost.self_only:
            for _ in range(_cost_count(cost)):    # "return an Elf you control", "an unblocked attacker" (ninjutsu)
                oid = _make_fitting(game, replace(cost.filter, combat=None), src,
                                    need_creature=cost.filter.combat is not None)
                if cost.filter.combat is not None:
                    _into_combat(game, oid, cost.filter.combat)
                made.append(oid)
    return made


class CostWatch:
    """The state each cost of `costs` changes, read before paying, so that `unpaid` can tell
    whether each was paid `times` times: life (PayLife), the objects fitting its filter other
    than the source (a sacrifice, a tap, a return, a discard, an exile), or its counters."""

    def __init__(self, game: Game, costs, src: int):
        self.game, self.costs, self.src = game, tuple(costs), src
        self.before = [self._measure(c) for c in self.costs]

    def unpaid(self, times: int = 1) -> str | None:
        """The first cost not paid `times` times, in words; None if all were."""
        for cost, before in zip(self.costs, self.before):
            change, step = self._change(cost, before, self._measure(cost))
            if change < step * times:
                return f"{type(cost).__name__} paid {change // max(step, 1)} time(s), not {times}"
        return None

    def _measure(self, cost) -> int:
        state = self.game.state
        if _mana_either(cost):                       # "{G} or {W}": mana left the pool
            return len(state.players[ME].pool)
        if isinstance(cost, PayLife):
            return state.players[ME].life
        if isinstance(cost, PutCountersCost):
            holders = [self.src] if cost.filter is None else list(state.battlefield)
            return sum(state.objects[i].counters.get(cost.counter, 0) for i in holders if state.live(i))
        f = getattr(cost, "filter", None)
        if f is None or getattr(cost, "self_only", False):
            return 0
        if isinstance(cost, Discard):
            return len([i for i in state.players[ME].hand if i != self.src])
        if type(cost).__name__ == "OpponentsExiledToGraveyard":
            return len(state.players[OPP].exile)
        return len([i for i in candidates(state, f, ME, self.src)
                    if i != self.src and state.objects[i].controller == ME])

    @staticmethod
    def _change(cost, before: int, after: int) -> tuple[int, int]:
        """(how much the cost changed what it changes, how much one payment changes it)."""
        if isinstance(cost, PayLife):
            return before - after, cost.amount.value if isinstance(cost.amount, Fixed) else 1
        if _mana_either(cost):
            return before - after, min(cost.first.mana_value, cost.second.mana_value)
        if isinstance(cost, PutCountersCost):
            return after - before, cost.amount.value if isinstance(cost.amount, Fixed) else 1
        if type(cost).__name__ == "OpponentsExiledToGraveyard":
            return before - after, cost.count
        if getattr(cost, "filter", None) is None or getattr(cost, "self_only", False):
            return 0, 0
        return before - after, _cost_count(cost) if not getattr(cost, "x_count", False) else 1


def _mana_either(cost) -> bool:
    """"{G} or {W}": a choice of two mana costs (cumulative upkeep's, CR 702.24a)."""
    return isinstance(cost, EitherCost) and isinstance(cost.first, ManaCost) and isinstance(cost.second, ManaCost)


def keyword_more_costs(definition: CardDefinition, alt: str | None = None) -> tuple:
    """The costs other than mana of the card's kicker and buyback (or, cast for it, of the
    keyword `alt`: flashback), which the exercise makes ready and watches paid."""
    names = (alt,) if alt else ("kicker", "buyback")
    return tuple(c for a in definition.abilities if isinstance(a, KeywordAbility) and a.name.lower() in names
                 and a.name.lower() in ANY_COST_KEYWORDS for c in a.more_costs)


def make_ready(game: Game, costs, src: int) -> None:
    """What `costs` take made ready, and spent by them rather than targeted."""
    if costs:
        spend_on_costs(game, prepare_costs(game, costs, src))


def spend_on_costs(game: Game, made: list[int]) -> None:
    """The objects made for the costs are the ones the costs take, not a target (CR 601.2c, 601.2h)."""
    if isinstance(game.decider, ExerciseDecider):
        game.decider.avoid = frozenset(made)
        game.decider.spend = frozenset(made)


def exercise_cumulative_upkeep(game: Game, definition: CardDefinition, k: KeywordAbility) -> None:
    """CR 702.24a: at the beginning of its controller's upkeep an age counter is put on it, then
    the cost is paid once for each age counter, or it is sacrificed. Played with one age counter
    already on it, so the cost is paid twice: two lives' worth of "Pay 1 life", two lands."""
    state = game.state
    src = _place_card(game, definition)
    state.objects[src].counters["age"] = 1
    spend_on_costs(game, prepare_costs(game, k.more_costs * 2, src))
    if isinstance(game.decider, ExerciseDecider):
        game.decider.pays_unless = True
    game.set_step(Step.UNTAP, ME)
    game.advance_to(Step.UPKEEP, ME)
    _top_up(game)                   # mana for a cost of mana ("{G} or {W}"), in the upkeep's pool
    watch = CostWatch(game, k.more_costs, src)
    _resolve(game)
    o = state.live(src)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        raise Problem("its cumulative upkeep wasn't paid: it was sacrificed")
    if o.counters.get("age", 0) != 2:
        raise Problem(f"{o.counters.get('age', 0)} age counters after its upkeep, not 2")
    unpaid = watch.unpaid(times=2)
    if unpaid is not None:
        raise Problem(f"cumulative upkeep with two age counters: {unpaid}")
