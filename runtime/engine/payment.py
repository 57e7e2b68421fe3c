"""Paying costs (CR 601.2h, 602.2b, 118). Runs inside a transaction: on any
IllegalAction the Game restores the state as it was, so paying is all-or-nothing."""
from __future__ import annotations
from dataclasses import replace


from ..abilities import KeywordAbility
from ..characteristics import Zone
from ..mana_costs import SymbolKind
from ..filters import Controller, Fixed
from ..costs import (Discard, ExileFromZone, ManaCost, PayEnergy, PayLife, PutCountersCost, RemoveCounters,
                    ReturnToHandCost, Sacrifice, TapPermanents, TapSelf, TapTotalPower, UnattachGrantor,
                    UntapSelf)
from .decider import ChoiceKind
from ..errors import IllegalAction
from .mana import find_payment, label
from .objects import GameObject
from .query import candidates, has_keyword, is_creature, matches, power
from .registry import HOOKS
from .zones import tap



def check_can_tap_self(game: "Game", o: GameObject, symbol: str) -> None:
    """CR 302.6: a creature's {T}/{Q} ability needs continuous control since the turn began."""
    if not o.controlled_since_turn_start and is_creature(o, game.state) and not has_keyword(game.state, o, "haste"):
        raise IllegalAction(
            f"CR 302.6: {o.name} has not been under {game.pname(o.controller)}'s control "
            f"continuously since their most recent turn began, so its {symbol} ability can't be activated")


def tap_self_problem(game: "Game", o: GameObject, cost) -> str | None:
    """Why permanent O can't pay its own {T} or {Q} COST now (CR 107.5, 107.6, 302.6), or None.
    Nothing else paid with an ability changes whether O is tapped, so this can be asked before
    the ability is announced."""
    if isinstance(cost, TapSelf) and o.tapped:
        return f"CR 107.5: {o.name} is already tapped, so it can't pay {{T}}"
    if isinstance(cost, UntapSelf) and not o.tapped:
        return f"CR 107.6: {o.name} is untapped, so it can't pay {{Q}}"
    try:
        check_can_tap_self(game, o, "{T}" if isinstance(cost, TapSelf) else "{Q}")
    except IllegalAction as refused:
        return refused.reason
    return None


# Symbols only mana pays (CR 107.4): one unit at least each, however the generic part is reduced
# (CR 601.2f) or paid by tapping or exiling permanents (improvise, delve pay generic mana only);
# a Phyrexian symbol can be paid with life (CR 107.4f) and {X} can be 0.
_MANA_ONLY = frozenset({SymbolKind.COLORED, SymbolKind.HYBRID, SymbolKind.COLORLESS, SymbolKind.SNOW,
                        SymbolKind.MONO_HYBRID})


def mana_only_symbols(definition) -> int:
    """How many units of mana from the pool casting a card with this definition for its mana
    cost needs at least (spells are paid from the pool, CR 601.2g-h): one for each symbol only
    mana pays; none with convoke, which pays coloured symbols with creatures (CR 702.51a)."""
    if any(isinstance(a, KeywordAbility) and a.name.lower() == "convoke" for a in definition.abilities):
        return 0
    return sum(1 for s in definition.mana_cost.symbols if s.kind in _MANA_ONLY)


def tap_pool(state, cost, player: int, source_id: int) -> list[int]:
    """The permanents that can pay a cost of tapping (or untapping) others: TapPermanents
    (CR 118.3), TapTotalPower (crew, saddle: untapped creatures, CR 702.122a, 702.171a)."""
    found = candidates(state, cost.filter, player, source_id)
    if isinstance(cost, TapTotalPower):
        return [i for i in found if not state.objects[i].tapped and is_creature(state.objects[i], state)]
    return [i for i in found if state.objects[i].tapped == cost.untap]


def sacrifice_pool(state, cost: Sacrifice, player: int, source_id: int) -> list[int]:
    """The permanents that can pay "sacrifice <filter>": those the player controls (CR 701.21a)."""
    return [i for i in candidates(state, cost.filter, player, source_id) if state.objects[i].controller == player]


def _most_power(state, pool) -> int:
    return sum(max(0, power(state, state.objects[i])) for i in pool)


def too_few_to_pay(state, player: int, source_id: int, cost) -> bool:
    """Whether too few permanents can pay COST, one of tapping, untapping or sacrificing others
    for a fixed number or total power (the pools Payer pays them from), or too few counters are
    there to remove (a fixed number from the source itself, CR 118.3; energy from the player,
    CR 107.14), as things are now; False for any other cost, or one whose number is X or is
    chosen."""
    if isinstance(cost, PayEnergy):
        return state.players[player].energy < cost.amount
    if isinstance(cost, RemoveCounters):
        if cost.filter is not None or cost.any_number or not isinstance(cost.amount, Fixed):
            return False
        return state.objects[source_id].counters.get(cost.counter, 0) < cost.amount.value
    if isinstance(cost, TapTotalPower):
        return _most_power(state, tap_pool(state, cost, player, source_id)) < cost.power
    if isinstance(cost, TapPermanents) and not cost.x_count:
        return len(tap_pool(state, cost, player, source_id)) < cost.count
    if isinstance(cost, Sacrifice) and not (cost.x_count or cost.self_only or cost.grantor is not None):
        return len(sacrifice_pool(state, cost, player, source_id)) < cost.count
    return False


class Payer:
    """Pays a list of costs for one spell or ability, collecting readable descriptions."""

    def __init__(self, game: "Game", player: int, source: GameObject, x: int = 0,
                 spell: GameObject | None = None, keyword: str | None = None):
        self.game, self.player, self.source, self.x = game, player, source, x
        self.spell, self.keyword = spell, keyword
        self.paid: list[str] = []
        self.paid_objects: dict[str, list[int]] = {}   # PaidRef: "the sacrificed creature" (CR 608.2h)

    def pay_all(self, costs) -> list[str]:
        # Mana last, so a cost that fails elsewhere reports its own reason first.
        for cost in sorted(costs, key=lambda c: isinstance(c, ManaCost)):
            handler = getattr(self, "_pay_" + type(cost).__name__)
            handler(cost)
        return self.paid

    # -------------------------------------------------------------- mana
    def _pay_ManaCost(self, cost: ManaCost) -> None:
        if not cost.symbols:
            return
        game, p = self.game, self.game.state.players[self.player]
        ability_source = None if self.spell is not None else self.source
        found = find_payment(game, p.pool, cost, self.x, p.life, self.spell, ability_source)
        if found is None:
            have = ", ".join(u.describe() for u in p.pool) or "empty"
            raise IllegalAction(f"CR 601.2h: {game.pname(self.player)} can't pay "
                                f"{_cost_text(cost)} with the mana in their pool ({have}); "
                                f"restricted mana can only be spent as its restriction allows (CR 106.6)")
        indices, life = found
        spent = [p.pool[i] for i in indices]
        p.pool = [u for i, u in enumerate(p.pool) if i not in set(indices)]
        game.lose_life(self.player, life)
        if self.spell is not None:              # the mana spent to cast it (sunburst, CR 702.44a)
            self.spell.mana_spent = self.spell.mana_spent + tuple(u.type for u in spent)
            self.spell.phyrexian_paid_with_life += life // 2    # 2 life a symbol (CR 107.4f)
        for unit in spent:
            if unit.rider is not None and self.spell is not None:
                from .query import matches
                if matches(game.state, unit.rider.spells, self.spell, self.player,
                           self.spell.id, check_zone=False):
                    self.spell.rider_keywords.append(unit.rider.keyword)
        text = label(u.type for u in spent) if spent else ""
        if life:
            text += f" and {life} life"
        self.paid.append(text.strip() or "{0}")

    # -------------------------------------------------------------- tap / untap self
    def _pay_SourceManaCost(self, _cost) -> None:
        """"... unless you pay its mana cost" (CR 202.1): the source's mana cost, {X} as 0."""
        printed = self.source.definition.mana_cost
        self._pay_ManaCost(ManaCost(tuple(s for s in printed.symbols if s.kind is not SymbolKind.VARIABLE)))
        self.paid.append("its mana cost")

    def _pay_TapSelf(self, cost: TapSelf) -> None:
        o = self._self_on_battlefield("{T}")
        problem = tap_self_problem(self.game, o, cost)
        if problem:
            raise IllegalAction(problem)
        tap(self.game, o, "cost")
        self.paid.append(f"{{T}} ({o.name})")

    def _pay_UntapSelf(self, cost: UntapSelf) -> None:
        o = self._self_on_battlefield("{Q}")
        problem = tap_self_problem(self.game, o, cost)
        if problem:
            raise IllegalAction(problem)
        from .zones import untap
        untap(self.game, o)             # CR 122.1d: a stun counter is removed instead
        self.paid.append(f"{{Q}} ({o.name})")

    def _self_on_battlefield(self, symbol: str) -> GameObject:
        o = self.game.state.live(self.source.id)
        if o is None or o.zone is not Zone.BATTLEFIELD:
            raise IllegalAction(f"CR 602.2b: {self.source.name} is not on the battlefield to pay {symbol}")
        return o

    # -------------------------------------------------------------- tapping others
    def _pay_TapPermanents(self, cost: TapPermanents) -> None:
        state = self.game.state
        pool = tap_pool(state, cost, self.player, self.source.id)
        verb = "untap" if cost.untap else "tap"
        count = self.x if cost.x_count else cost.count      # "tap X untapped artifacts" (CR 107.3)
        if len(pool) < count:
            raise IllegalAction(f"CR 118.3: {self.game.pname(self.player)} can't {verb} "
                                f"{count} matching permanents (only {len(pool)} available)")
        chosen = self.game.ask_objects(ChoiceKind.TAP_COST, self.player, f"choose permanents to {verb}",
                                       pool, count, count) if count else []
        from .zones import tap, untap
        for oid in chosen:
            o = state.objects[oid]
            if cost.untap:
                untap(self.game, o)         # CR 122.1d: a stun counter is removed instead
            else:
                tap(self.game, o, "cost")
        if not cost.untap:                  # "the tapped creature's power" (station, CR 702.184a)
            self.paid_objects.setdefault("tapped", []).extend(chosen)
        self.paid.append(f"{verb} " + ", ".join(state.objects[i].name for i in chosen))

    def _pay_WaterbendCost(self, cost) -> None:
        """CR 701.67a: each untapped artifact or creature the player taps pays {1} of the cost's
        generic mana (not its coloured mana); the rest is paid with mana."""
        from ..characteristics import CardType
        from ..filters import Controller, ObjectFilter
        from ..mana_costs import SymbolKind
        from .zones import tap
        state = self.game.state
        generic = sum(s.generic for s in cost.mana.symbols if s.kind is SymbolKind.GENERIC)
        helpers = ObjectFilter(types=(CardType.ARTIFACT, CardType.CREATURE), controller=Controller.YOU,
                               tapped=False)
        pool = list(candidates(state, helpers, self.player, self.source.id)) if generic else []
        chosen = self.game.ask_objects(ChoiceKind.TAP_COST, self.player,
                                       "waterbend: tap artifacts and creatures to pay {1} each", pool, 0,
                                       min(generic, len(pool))) if pool else []
        for oid in chosen:
            tap(self.game, state.objects[oid], "waterbend")
        self._pay_ManaCost(_less_generic(cost.mana, len(chosen)))
        if chosen:
            self.paid.append("tap " + ", ".join(state.objects[i].name for i in chosen) + " (waterbend)")

    def _pay_TapTotalPower(self, cost: TapTotalPower) -> None:
        """CR 702.171a (saddle) / 702.122a (crew); saddlers are recorded (CR 702.171c, S7)."""
        game, state = self.game, self.game.state
        rule = "CR 702.122a" if self.keyword == "crew" else "CR 702.171a"
        name = f"{self.keyword} {cost.power}" if self.keyword else f"total power {cost.power}"
        pool = tap_pool(state, cost, self.player, self.source.id)
        if _most_power(state, pool) < cost.power:
            raise IllegalAction(f"{rule}: {name} needs untapped other creatures with total power "
                                f"{cost.power} or greater; {game.pname(self.player)} doesn't control enough")
        chosen = game.ask_objects(ChoiceKind.TAP_COST, self.player,
                                  f"choose creatures to tap for {name}", pool, 1 if cost.power > 0 else 0,
                                  len(pool))
        total = sum(power(state, state.objects[i]) for i in chosen)
        if total < cost.power:
            raise IllegalAction(f"{rule}: {name} needs total power {cost.power} or greater; "
                                f"the chosen creatures have total power {total}")
        from .zones import tap
        for oid in chosen:
            tap(game, state.objects[oid], "cost")
            if self.keyword == "saddle":
                riders = state.saddled_by.setdefault(self.source.id, [])
                if oid not in riders:                # a set: saddling twice with it counts once
                    riders.append(oid)
        self.paid.append("tap " + ", ".join(
            f"{state.objects[i].name} (power {power(state, state.objects[i])})" for i in chosen))

    # -------------------------------------------------------------- other costs
    def _pay_Sacrifice(self, cost: Sacrifice) -> None:
        from .zones import move
        state = self.game.state
        if cost.grantor is not None:
            chosen = [self._grantor_to_sacrifice(cost.grantor)]
        elif cost.self_only:
            o = self._self_on_battlefield("sacrifice")
            chosen = [o.id]
        else:
            pool = sacrifice_pool(state, cost, self.player, self.source.id)
            count = self.x if cost.x_count else cost.count      # "sacrifice X lands" (CR 107.3)
            if len(pool) < count:
                raise IllegalAction(f"CR 701.21a: {self.game.pname(self.player)} can't sacrifice "
                                    f"{count} matching permanents")
            chosen = self.game.ask_objects(ChoiceKind.SACRIFICE, self.player, "choose what to sacrifice",
                                           pool, count, count) if count else []
        names = [state.objects[i].name for i in chosen]
        from .events_bus import GameEvent
        for oid in chosen:
            move(self.game, oid, Zone.GRAVEYARD)
            self.game.emit(GameEvent("sacrificed", oid, self.player))     # CR 701.17
        self.paid_objects.setdefault("sacrificed", []).extend(chosen)
        self.paid.append("sacrifice " + ", ".join(names))

    def _grantor_to_sacrifice(self, grantor) -> int:
        """"Sacrifice Torch" in the ability Torch grants (CR 201.5a): the
        granting permanent, which must still be on the battlefield under this player's
        control (CR 701.17a: a player sacrifices only permanents they control)."""
        o = self.game.state.live(grantor.object_id) if grantor.object_id is not None else None
        if o is None or o.zone is not Zone.BATTLEFIELD or o.controller != self.player:
            raise IllegalAction("CR 701.17a: the permanent that granted this ability isn't on the "
                                "battlefield under its activator's control, so it can't be sacrificed")
        return o.id

    def _pay_UnattachGrantor(self, cost: UnattachGrantor) -> None:
        """CR 701.3d, 118.3: the Equipment that granted the ability moves off the creature that
        has it; not attached to it (or gone), it can't be unattached from it."""
        state = self.game.state
        o = state.live(cost.grantor.object_id) if cost.grantor.object_id is not None else None
        if o is None or o.zone is not Zone.BATTLEFIELD or o.attached_to != self.source.id:
            raise IllegalAction("CR 118.3: the Equipment that granted this ability isn't attached to "
                                f"{self.source.name}, so it can't be unattached from it")
        o.attached_to = None
        self.game.record("attach", f"{o.name} becomes unattached from {self.source.name}", object_id=o.id)
        self.paid.append(f"unattach {o.name}")

    def _pay_PayLife(self, cost: PayLife) -> None:
        from .evaluation import Context, amount
        p = self.game.state.players[self.player]
        n = amount(self.game, Context(self.player, self.source.id, self.source, x=self.x), cost.amount)
        if p.life < n:
            raise IllegalAction(f"CR 119.4: {p.name} has {p.life} life and can't pay {n} life")
        self.game.lose_life(self.player, n)
        self.paid.append(f"{n} life")

    def _cost_permanent(self, f, symbol: str, counter: str = "", at_least: int = 0) -> GameObject:
        """The permanent a counter cost acts on: the source, or (`f`) one of the paying player's
        permanents it matches, with `at_least` `counter` counters, that the player chooses
        (CR 118.3: with none, the cost can't be paid)."""
        if f is None:
            return self._self_on_battlefield(symbol)
        state = self.game.state
        pool = [i for i in candidates(state, f, self.player, self.source.id)
                if state.objects[i].controller == self.player
                and state.objects[i].counters.get(counter, 0) >= at_least]
        if not pool:
            raise IllegalAction(f"CR 118.3: {self.game.pname(self.player)} has no permanent to {symbol}")
        (chosen,) = self.game.ask_objects(ChoiceKind.CHOOSE, self.player, f"choose a permanent to {symbol}",
                                          pool, 1, 1)
        return state.objects[chosen]

    def _pay_RemoveCounters(self, cost: RemoveCounters) -> None:
        from .evaluation import Context, amount
        if cost.filter is not None:
            n = amount(self.game, Context(self.player, self.source.id, self.source, x=self.x), cost.amount)
            o = self._cost_permanent(cost.filter, "remove counters from", cost.counter, n)
        else:
            o = self._self_on_battlefield("remove counters")
        # "any number": the number chosen as the ability was activated (actions.activate_ability)
        n = self.x if cost.any_number else amount(self.game, Context(self.player, o.id, o, x=self.x),
                                                  cost.amount)
        if o.counters.get(cost.counter, 0) < n:
            raise IllegalAction(f"CR 118.3: {o.name} has {o.counters.get(cost.counter, 0)} "
                                f"{cost.counter} counters; can't remove {n}")
        o.counters[cost.counter] = o.counters.get(cost.counter, 0) - n
        self.paid.append(f"remove {n} {cost.counter} counter(s) from {o.name}")

    def _pay_PutCountersCost(self, cost: PutCountersCost) -> None:
        from .evaluation import Context, amount
        from .zones import put_counters
        o = self._cost_permanent(cost.filter, "put counters on")
        n = amount(self.game, Context(self.player, o.id, o, x=self.x), cost.amount)
        put_counters(self.game, o, cost.counter, n, by_cost=True)
        self.paid.append(f"put {n} {cost.counter} counter(s) on {o.name}")

    def _pay_Discard(self, cost: Discard) -> None:
        from .query import matches
        game, state = self.game, self.game.state
        hand = [i for i in state.players[self.player].hand
                if matches(state, cost.filter, state.objects[i], self.player, self.source.id,
                           check_zone=False)]
        count = self.x if cost.x_count else cost.count          # "discard X cards" (CR 107.3)
        if cost.whole_hand:
            chosen = list(state.players[self.player].hand)
        elif len(hand) < count:
            raise IllegalAction(f"CR 701.8: {game.pname(self.player)} has too few cards to discard")
        elif count == 0:
            chosen = []
        elif cost.random:                    # CR 701.8b: chosen at random, seeded like shuffles
            from .state import rng
            chosen = rng(game).sample(sorted(hand), count)
        else:
            chosen = game.ask_objects(ChoiceKind.DISCARD, self.player, "choose cards to discard",
                                      hand, count, count)
        names = [state.objects[i].name for i in chosen]
        for oid in chosen:
            HOOKS.discard(game, oid)
        self.paid_objects.setdefault("discarded", []).extend(chosen)
        self.paid.append("discard " + (", ".join(names) or "nothing"))

    def _pay_DiscardSelf(self, cost) -> None:
        """"Discard this card" (cycling, CR 702.29a): it must be in its owner's hand."""
        state = self.game.state
        o = state.live(self.source.id)
        if o is None or o.id not in state.players[self.player].hand:
            raise IllegalAction(f"CR 702.29a: {self.source.name} is not in {self.game.pname(self.player)}'s hand")
        HOOKS.discard(self.game, o.id)
        self.paid_objects.setdefault("discarded", []).append(o.id)
        self.paid.append(f"discard {o.name}")

    def _pay_RevealSelf(self, cost) -> None:
        """"Reveal this card from your hand" (forecast, CR 702.57b): it must be in its owner's
        hand, and stays there, revealed."""
        state = self.game.state
        o = state.live(self.source.id)
        if o is None or o.id not in state.players[self.player].hand:
            raise IllegalAction(f"CR 702.57b: {self.source.name} is not in {self.game.pname(self.player)}'s hand")
        self.paid.append(f"reveal {o.name}")

    def _revealable(self, cost) -> list[int]:
        """The cards in the payer's hand a "reveal a Kithkin card from your hand" cost may show:
        the spell being cast is on the stack by now (CR 601.2a), so never itself."""
        state = self.game.state
        in_hand = replace(cost.filter, zone=Zone.HAND, card=True)
        return [i for i in state.players[self.player].hand
                if i != self.source.id and matches(state, in_hand, state.objects[i], self.player, self.source.id)]

    def _pay_RevealFromHand(self, cost) -> None:
        """CR 701.16a, 601.2h: show a card with the quality from the hand; it stays there. With
        no such card the cost can't be paid (CR 118.3)."""
        game = self.game
        pool = self._revealable(cost)
        n = self.x if cost.x_count else cost.count
        if len(pool) < n:
            raise IllegalAction(f"CR 118.3: {game.pname(self.player)} has fewer than {n} such cards in hand to reveal")
        chosen = game.ask_objects(ChoiceKind.CHOOSE, self.player, f"reveal {n} card(s) from your hand", pool, n, n) \
            if n else []
        names = ", ".join(game.state.objects[i].name for i in chosen) or "nothing"
        game.record("reveal", f"{game.pname(self.player)} reveals {names} from their hand")
        self.paid_objects.setdefault("revealed", []).extend(chosen)
        self.paid.append(f"reveal {names}")

    def _pay_Loyalty(self, cost) -> None:
        """CR 606.4: add or remove loyalty counters; can't remove more than it has."""
        from .zones import put_counters
        o = self._self_on_battlefield("loyalty")
        have = o.counters.get("loyalty", 0)
        if cost.x:                                # "−X": X was chosen as the ability was activated
            cost = replace(cost, amount=-self.x)
        if cost.amount < 0 and have < -cost.amount:
            raise IllegalAction(f"CR 606.4: {o.name} has {have} loyalty counters; can't remove {-cost.amount}")
        if cost.amount >= 0:
            put_counters(self.game, o, "loyalty", cost.amount, by_cost=True)
        else:
            o.counters["loyalty"] = have + cost.amount
        self.paid.append(f"{cost.amount:+d} loyalty" + (" (X)" if cost.x else ""))

    def _pay_ExertSelf(self, cost) -> None:
        """CR 701.39a, 701.39c: exert the source; only a permanent on the battlefield can be."""
        o = self._self_on_battlefield("exert")
        HOOKS.exert(self.game, o)
        self.paid.append(f"exert {o.name}")

    def _pay_ForageCost(self, cost) -> None:
        """CR 701.61a: exile three cards from your graveyard or sacrifice a Food, whichever of
        them the player can do and chooses; it can't be paid if neither can be done."""
        from ..costs import Sacrifice
        from ..filters import ObjectFilter
        from .events_bus import GameEvent
        game, state = self.game, self.game.state
        exile = ExileFromZone(ObjectFilter(zone=Zone.GRAVEYARD, card=True), 3)
        food = Sacrifice(ObjectFilter(subtypes=("Food",)))
        ways = []
        if len(state.players[self.player].graveyard) >= 3:
            ways.append(("exile", "exile three cards from your graveyard"))
        if any(state.objects[i].controller == self.player
               for i in candidates(state, food.filter, self.player, self.source.id)):
            ways.append(("sacrifice", "sacrifice a Food"))
        if not ways:
            raise IllegalAction(f"CR 701.61a: {game.pname(self.player)} has neither three cards in their "
                                f"graveyard nor a Food to sacrifice, and can't forage")
        way = game.ask_one(ChoiceKind.CHOOSE, self.player, "forage: how?", ways) if len(ways) > 1 else ways[0][0]
        if way == "exile":
            self._pay_ExileFromZone(exile)
        else:
            self._pay_Sacrifice(food)
        game.emit(GameEvent("forage", None, self.player))      # "whenever you forage"

    def _pay_EitherCost(self, cost) -> None:
        """"Forage or pay {B}": the player chooses one they can pay (CR 601.2h, 118.3)."""
        ways = [(i, c) for i, c in enumerate((cost.first, cost.second)) if self._could_pay(c)]
        if not ways:
            raise IllegalAction(f"CR 118.3: {self.game.pname(self.player)} can pay neither cost")
        options = [(i, _way_name(c)) for i, c in ways]
        way = self.game.ask_one(ChoiceKind.CHOOSE, self.player, "pay which cost?", options) \
            if len(ways) > 1 else ways[0][0]
        chosen = (cost.first, cost.second)[way]
        getattr(self, "_pay_" + type(chosen).__name__)(chosen)

    def _could_pay(self, cost) -> bool:
        """Whether a cost of "<cost> or <cost>" can be paid now, as far as it's known before paying."""
        from ..costs import ForageCost
        from ..filters import ObjectFilter
        state = self.game.state
        if isinstance(cost, ForageCost):
            food = ObjectFilter(subtypes=("Food",))
            return len(state.players[self.player].graveyard) >= 3 or any(
                state.objects[i].controller == self.player for i in candidates(state, food, self.player, self.source.id))
        if isinstance(cost, Discard):
            return len(state.players[self.player].hand) >= 1
        if type(cost).__name__ == "RevealFromHand":
            return bool(self._revealable(cost))
        return True

    def _pay_BlightCost(self, cost) -> None:
        """CR 701.68: put N -1/-1 counters on a creature you control; one who controls none can't."""
        from .zones import put_counters
        game, state = self.game, self.game.state
        pool = [i for i in state.battlefield if state.objects[i].controller == self.player
                and is_creature(state.objects[i], state)]
        if not pool:
            raise IllegalAction(f"CR 701.68: {game.pname(self.player)} controls no creature to blight")
        (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, self.player, f"blight {cost.amount}: choose a creature",
                                     pool, 1, 1)
        put_counters(game, state.objects[chosen], "-1/-1", cost.amount, by_cost=True)
        self.paid.append(f"blight {cost.amount}: {state.objects[chosen].name}")

    def _pay_Behold(self, cost) -> None:
        """CR 701.4a: choose a permanent with the quality you control, or reveal a card with it
        from your hand; it can't be paid if there is neither."""
        from dataclasses import replace
        game, state = self.game, self.game.state
        here = replace(cost.filter, zone=Zone.BATTLEFIELD, controller=Controller.YOU)
        in_hand = replace(cost.filter, zone=Zone.HAND, card=True)
        pool = [i for i in candidates(state, here, self.player, self.source.id)
                if state.objects[i].controller == self.player]
        pool += [i for i in state.players[self.player].hand
                 if i != self.source.id and matches(state, in_hand, state.objects[i], self.player, self.source.id)]
        if not pool:
            raise IllegalAction(f"CR 701.4a: {game.pname(self.player)} controls no such permanent and has "
                                "no such card in hand to reveal: they can't behold")
        (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, self.player, "behold: choose a permanent or a card in "
                                     "your hand to reveal", pool, 1, 1)
        o = state.objects[chosen]
        how = "reveals" if o.zone is Zone.HAND else "chooses"
        game.record("behold", f"{game.pname(self.player)} {how} {o.name} to behold")
        self.paid.append(f"behold {o.name}")

    def _pay_CollectEvidence(self, cost) -> None:
        """CR 701.59a: exile cards with total mana value N or greater from your graveyard; the
        player chooses which (any such set), and can't if the whole graveyard totals less."""
        from .events_bus import GameEvent
        from .zones import move
        game, state = self.game, self.game.state
        pool = list(state.players[self.player].graveyard)
        value = {i: state.objects[i].definition.mana_cost.mana_value for i in pool}
        if sum(value.values()) < cost.amount:
            raise IllegalAction(f"CR 701.59a: the cards in {game.pname(self.player)}'s graveyard have total "
                                f"mana value less than {cost.amount}: they can't collect evidence {cost.amount}")
        chosen = game.ask_objects(ChoiceKind.EXILE_COST, self.player,
                                  f"collect evidence {cost.amount}: exile cards with total mana value "
                                  f"{cost.amount} or greater", pool, 1, len(pool))
        if sum(value[i] for i in chosen) < cost.amount:
            raise IllegalAction(f"CR 701.59a: the chosen cards have total mana value less than {cost.amount}")
        names = [state.objects[i].name for i in chosen]
        for oid in chosen:
            move(game, oid, Zone.EXILE)
        self.paid.append(f"collect evidence {cost.amount}: exile " + ", ".join(names))
        game.emit(GameEvent("evidence", None, self.player))      # "whenever you collect evidence"

    def _pay_PayEnergy(self, cost) -> None:
        """CR 107.14: pay {E} by removing energy counters from yourself."""
        p = self.game.state.players[self.player]
        if p.energy < cost.amount:
            raise IllegalAction(f"CR 107.14: {p.name} has {p.energy} energy and can't pay {cost.amount}")
        p.energy -= cost.amount
        self.paid.append("{E}" * cost.amount)

    def _pay_OpponentsExiledToGraveyard(self, cost) -> None:
        """Cards in exile an opponent owns (CR 108.3), each into its owner's graveyard (CR 400.3)."""
        from ..filters import ObjectFilter
        from .zones import move
        game, state = self.game, self.game.state
        pool = candidates(state, ObjectFilter(zone=Zone.EXILE, card=True, controller=Controller.OPPONENT),
                          self.player, self.source.id)
        if len(pool) < cost.count:
            raise IllegalAction(f"CR 118.3: {game.pname(self.player)} can't put {cost.count} cards an "
                                f"opponent owns from exile into a graveyard")
        chosen = game.ask_objects(ChoiceKind.EXILE_COST, self.player, "choose cards in exile to put into "
                                  "their owners' graveyards", pool, cost.count, cost.count)
        names = [state.objects[i].name for i in chosen]
        for oid in chosen:
            move(game, oid, Zone.GRAVEYARD)
        self.paid.append("put " + ", ".join(names) + " from exile into a graveyard")

    def _pay_ExileFromZone(self, cost: ExileFromZone) -> None:
        self._move_cost(cost, Zone.EXILE, ChoiceKind.EXILE_COST, "exile")

    def _pay_ExileMaterials(self, cost) -> None:
        """CR 702.167a: craft's materials, chosen among the permanents the payer controls (not the
        crafting permanent) and the cards in their graveyard; each is "an exiled card used to
        craft it" (CR 702.167c), kept as the source's exiled cards (CR 607.2a)."""
        from .zones import move
        game, state = self.game, self.game.state
        pool = [i for zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD)
                for i in candidates(state, replace(cost.filter, zone=zone), self.player, self.source.id)
                if i != self.source.id and _yours(state.objects[i], self.player)]
        if len(pool) < cost.count:
            raise IllegalAction(f"CR 702.167a: {game.pname(self.player)} has {len(pool)} of the "
                                f"{cost.count}{' or more' if cost.or_more else ''} materials needed to craft")
        most = len(pool) if cost.or_more else cost.count
        chosen = game.ask_objects(ChoiceKind.EXILE_COST, self.player, "choose the materials to exile",
                                  pool, cost.count, most)
        names = [state.objects[i].name for i in chosen]
        moved = [new.id for new in (move(game, oid, Zone.EXILE) for oid in chosen) if new is not None]
        self.source.exiled_with = self.source.exiled_with + tuple(moved)
        self.paid.append("exile " + ", ".join(names))

    def _pay_TopOfLibraryCost(self, cost) -> None:
        """CR 118.3: the top N cards of your library, all of them, or the cost can't be paid."""
        from .zones import move
        game, state = self.game, self.game.state
        library = state.players[self.player].library
        if len(library) < cost.count:
            raise IllegalAction(f"CR 118.3: {game.pname(self.player)} has fewer than {cost.count} "
                                f"cards in their library")
        top = list(library[:cost.count])
        names = [state.objects[i].name for i in top]
        for oid in top:
            move(game, oid, Zone.EXILE if cost.exile else Zone.GRAVEYARD)
        self.paid.append(("exile " if cost.exile else "mill ") + ", ".join(names))

    def _pay_ReturnToHandCost(self, cost: ReturnToHandCost) -> None:
        self._move_cost(cost, Zone.HAND, ChoiceKind.RETURN_COST, "return")

    def _move_cost(self, cost, zone: Zone, kind: ChoiceKind, verb: str) -> None:
        from .zones import move
        game, state = self.game, self.game.state
        if cost.self_only:
            if state.live(self.source.id) is None:
                raise IllegalAction(f"CR 602.2b: {self.source.name} is gone and can't be used to pay")
            chosen = [self.source.id]
        else:
            pool = [i for i in candidates(state, cost.filter, self.player, self.source.id)
                    if state.objects[i].controller == self.player or state.objects[i].owner == self.player]
            count = self.x if cost.x_count else cost.count      # "exile X cards from your graveyard" (CR 107.3)
            if len(pool) < count:
                raise IllegalAction(f"CR 118.3: {game.pname(self.player)} can't {verb} "
                                    f"{count} matching objects")
            chosen = game.ask_objects(kind, self.player, f"choose what to {verb}", pool,
                                      count, count) if count else []
        names = [state.objects[i].name for i in chosen]
        moved = [new.id for new in (move(game, oid, zone) for oid in chosen) if new is not None]
        if zone is Zone.EXILE and not cost.self_only:     # "the exiled card" of a linked ability (CR 607.2a)
            self.source.exiled_with = self.source.exiled_with + tuple(moved)
            self.paid_objects.setdefault("exiled", []).extend(moved)    # "the exiled card's power"
        elif zone is Zone.EXILE:            # craft's "return this card" (CR 702.167a): the card in exile
            self.paid_objects.setdefault("exiled", []).extend(moved)
        self.paid.append(f"{verb} " + ", ".join(names))


def _yours(o, player: int) -> bool:
    """A permanent the player controls, or a card in their own graveyard (CR 404.2)."""
    return o.controller == player if o.zone is Zone.BATTLEFIELD else o.owner == player


def _less_generic(cost: ManaCost, n: int) -> ManaCost:
    """The mana cost with `n` of its generic mana taken off (CR 701.67a)."""
    from dataclasses import replace
    from ..mana_costs import SymbolKind
    symbols = []
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC and n:
            taken = min(n, s.generic)
            n -= taken
            if s.generic == taken:
                continue
            s = replace(s, generic=s.generic - taken)
        symbols.append(s)
    return ManaCost(tuple(symbols))


def _way_name(cost) -> str:
    """How a choice between two costs names one of them ("forage", "pay {B}")."""
    if isinstance(cost, ManaCost):
        return "pay " + _cost_text(cost)
    if isinstance(cost, PayLife) and isinstance(cost.amount, Fixed):
        return f"pay {cost.amount.value} life"
    return {"ForageCost": "forage", "Discard": "discard", "RevealFromHand": "reveal a card"}.get(type(cost).__name__, type(cost).__name__)


def _cost_text(cost: ManaCost) -> str:
    parts = []
    for s in cost.symbols:
        if s.generic and s.kind.value == "generic":
            parts.append("{%d}" % s.generic)
        elif s.variable:
            parts.append("{%s}" % s.variable)
        elif s.kind.value == "snow":
            parts.append("{S}")
        else:
            sep = "/"
            inner = sep.join(t.value for t in s.types)
            if s.kind.value == "mono_hybrid":
                inner = f"{s.generic}/{inner}"
            if "phyrexian" in s.kind.value:
                inner += "/P"
            parts.append("{%s}" % inner)
    return "".join(parts) or "{0}"
