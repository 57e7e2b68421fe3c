"""Transformer methods for amounts, damage, life and drawing (grammar/amounts.lark), and the optional
"you may have <object or player> <verb> ..." instructions (grammar/effects.lark, CR 609.3).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from lark import v_args

from ....runtime.characteristics import Zone
from ....runtime.costs import PayLife
from ....runtime.filters import (Controller, DiedThisTurn, EventAmount, Fixed, Half, LifeLostThisWay, LifeTotalAmount,
                                 Sum, TotalCount, XValue)

from .. import nodes as A
from .common import NUMBER_WORDS, UnsupportedPhrase, _plain, _card_word, _span, _split, _token


class _SameSource:
    """Stands for the object of the clause before, until continued_source names it."""


SAME_SOURCE = _SameSource()


def continued_source(clause: A.DamageClause, before) -> A.DamageClause:
    """"~ gets +2/+0 until end of turn and deals 1 damage to you": a damage clause written
    without its source after "and" is dealt by the one object of the clause before (CR 120.3)."""
    objects = getattr(before, "objects", None)
    if not objects or len(objects) != 1 or not isinstance(objects[0], (A.SelfPhrase, A.ItPhrase, A.ThatPhrase)):
        raise UnsupportedPhrase("'deals ... damage' without one object before it")
    return dataclasses.replace(clause, source=objects[0])


def _half_life(words) -> Half:
    """"half your life[ total], rounded up": of the life total of the player who acts (CR 119.1)."""
    return Half(LifeTotalAmount(), rounded_up=str(words).endswith("up"))


class AmountsMixin:
    """"that much", "N plus the number of ...", "you may have ~ deal ...", "you draw ..."."""

    # ------------------------------------------------------------ "that much" (CR 603.7c)
    def c_gain_that_much(self, items):
        return A.LifeClause(items[0], EventAmount(), True)

    def c_lose_that_much(self, items):
        return A.LifeClause(items[0], EventAmount(), False)

    def c_damage_that_much(self, items):
        return A.DamageClause(EventAmount(), items[1], items[0])

    def c_may_gain_life_equal(self, items):
        """"you may gain life equal to ...": the gain written without its subject after "may"."""
        return A.MayClause(A.LifeClause((A.YouPhrase(),), items[0], True, equal_to=True, continued=True))

    # ------------------------------------------------------------ who deals damage (CR 120.3)
    def ds_that(self, items): return self.o_event(items)

    def c_continued_damage(self, items):
        """The source is filled in from the clause before (continued_source)."""
        return A.DamageClause(items[0], items[1], SAME_SOURCE, continued=True)

    # ------------------------------------------------------------ "you draw a card"
    def c_you_draw(self, items):
        _card_word(items[2])
        if items[0] != (A.YouPhrase(),):
            raise UnsupportedPhrase("a plural subject drawing cards")
        return A.DrawClause(items[1], you_said=True)

    def c_you_draw_for_each(self, items):
        """"You draw a card for each ...": one card per object counted (CR 121.2)."""
        if items[1] != Fixed(1) or not isinstance(items[3], (tuple, A.PlayersForEach)):
            raise UnsupportedPhrase("drawing N for each, or for each of these")
        return dataclasses.replace(self.c_you_draw(items[:3]), for_each=items[3])

    def c_you_draw_additional(self, items):
        """"you draw an additional card": one card (CR 121.1), said of a draw beside the draw
        step's own (CR 504.1)."""
        clause = self.c_you_draw([items[0], Fixed(1), items[1]])
        return dataclasses.replace(clause, additional=True)

    def c_draw_additional(self, items):
        """"draw an additional card", "draw two additional cards": that many cards (CR 121.1)
        beside a draw the text made before."""
        return A.DrawClause(_additional_count(items), additional=True)

    def c_player_draws_additional(self, items):
        """"that player draws an additional card" / "... two additional cards" (CR 121.1): a draw
        beside the draw step's own (CR 504.1), nothing more."""
        return A.DrawClause(_additional_count(items[1:]), players=items[0], additional=True)

    def c_you_draw_equal(self, items):
        if items[0] != (A.YouPhrase(),):
            raise UnsupportedPhrase("a plural subject drawing cards")
        return dataclasses.replace(self.c_draw_equal(items[1:]), you_said=True)

    def c_draw_equal(self, items):
        if str(items[0]) != "cards":
            raise UnsupportedPhrase(f"draw {items[0]} equal to")
        return A.DrawClause(items[1], equal_to=True)

    # ------------------------------------------------------------ damage
    def c_damage_to_equal(self, items):
        """"~ deals damage to target creature equal to the number of ..." (the amount last)."""
        return A.DamageClause(items[2], items[1], items[0])

    def c_damage_equal_target_zone(self, items):
        """"~ deals damage equal to the number of cards in target player's hand to that player" is
        "~ deals damage to target player equal to the number of cards in that player's hand": one
        target, named in the amount and dealt the damage (CR 115.1, 120.3)."""
        whose, zone = str(items[2]).removeprefix("in target ").rsplit(" ", 1)
        players = Controller.OPPONENT if whose == "opponent's" else Controller.ANY
        amount = A.PlayersCountAmount(_plain(items[1]), A.ThatPhrase("player"), Zone(zone))
        return A.DamageClause(amount, (A.TargetPhrase(None, players),), items[0])

    def c_target_damage_itself(self, items):
        """"Target creature deals damage to itself equal to its power": the target is both the
        source and the creature dealt damage (CR 120.3)."""
        source = items[0]
        if not isinstance(source, A.TargetPhrase) or source.filter is None or source.maximum != 1 \
                or source.players is not None:
            raise UnsupportedPhrase("several targets dealing damage to themselves")
        return A.DamageClause(items[1], (A.ItPhrase(),), source, itself=True)

    def c_target_damage_equal(self, items):
        """"Target creature you control deals damage equal to its power to target creature you
        don't control": the first target is the source (CR 120.3)."""
        source = items[0]
        if not isinstance(source, A.TargetPhrase) or source.filter is None or source.maximum != 1 \
                or source.players is not None:
            raise UnsupportedPhrase("several targets or a player dealing damage")
        return A.DamageClause(items[1], items[2], source)

    def c_may_have_lose_life(self, items):
        """"you may have target player lose 1 life": the loss is optional for you (CR 609.3); the
        verb's base form after "have"."""
        if str(_token(items, "LOSES")) != "lose":
            raise UnsupportedPhrase("'you may have' followed by 'loses'")
        return A.MayClause(A.LifeClause(items[0], items[2], False), have=True)

    def c_may_have_pump(self, items):
        """"you may have target creature get +2/+0 until end of turn": the verb's base form after
        "have" ("gets" there is not English); the pump is optional (CR 609.3)."""
        if str(_token(items, "GETS")) != "get":
            raise UnsupportedPhrase("'you may have' followed by 'gets'")
        return A.MayClause(self.c_pump(items), have=True)

    def c_may_have_pump_bare(self, items):
        """"you may have Ally creatures you control get +1/+0 until end of turn": each of them."""
        if str(_token(items, "GETS")) != "get":
            raise UnsupportedPhrase("'you may have' followed by 'gets'")
        return A.MayClause(self.c_pump_bare(items), have=True)

    def c_may_have_pump_gain(self, items):
        """"you may have target creature get +2/+0 and gain deathtouch until end of turn"."""
        if (str(items[1]), str(items[3])) != ("get", "gain"):
            raise UnsupportedPhrase("'you may have' followed by 'gets' or 'gains'")
        return A.MayClause(self.c_pump_gain(items), have=True)

    # "you may have target creature gain flying / lose flying until end of turn", "you may have
    # Ally creatures you control gain first strike until end of turn" (each of them): the verb's
    # base form after "have" (CR 609.3)
    def c_may_have_gain(self, items): return _may_have(items, "gain", self.c_gain_keyword)
    def c_may_have_gain_bare(self, items): return _may_have(items, "gain", self.c_gain_bare)
    def c_may_have_lose(self, items): return _may_have(items, "lose", self.c_lose_keyword)

    # "you may have target opponent discard a card / sacrifice a creature": optional (CR 609.3)
    def c_may_have_discard(self, items): return A.MayClause(self.c_player_discards(items), have=True)
    def c_may_have_sacrifice(self, items): return A.MayClause(self.c_player_sacrifices(items), have=True)

    # "you may have ~ become a 3/3 ... creature until end of turn", "... become a copy of that
    # creature [until end of turn | and gain this ability]": "become" after "have" (CR 609.3)
    def c_may_have_animate(self, items): return A.MayClause(self.c_animate(items), have=True)
    def c_may_have_become_copy(self, items): return A.MayClause(self.c_become_copy(items), have=True)

    def c_may_have_become_copy_keeping(self, items):
        if str(_token(items, "AND_GAIN")) != "and gain":
            raise UnsupportedPhrase("'you may have' followed by 'gains'")
        return A.MayClause(self.c_become_copy_keeping_this_ability(items), have=True)

    def c_may_have_damage(self, items):
        """"you may have ~ deal 1 damage to target player": an optional damage (CR 609.3)."""
        return A.MayClause(A.DamageClause(items[1], items[2], items[0]), have=True)

    def c_may_have_damage_equal(self, items):
        return A.MayClause(A.DamageClause(items[2], items[1], items[0]),
                           have=True)

    def c_may_have_damage_equal_first(self, items):
        """"you may have it deal damage equal to its power to target creature" (the amount first)."""
        return A.MayClause(A.DamageClause(items[1], items[2], items[0]), have=True)

    # ------------------------------------------------------------ amounts
    def x_plus(self, items):
        """"2 plus the number of ..." / "one plus ...": the addend's value ("one plus" is printed
        "1 plus" on other cards, equivalents.py)."""
        word = str(items[0])
        value = int(word) if word.isdecimal() else NUMBER_WORDS[word]
        return A.PlusAmount(value, items[1])

    def x_twice(self, items):
        return A.TwiceAmount(items[0])

    # ------------------------------------------------------------ "for each" after other verbs
    def c_lose_life_for_each(self, items):
        return A.LifeClause(items[0], items[2], False, items[3])

    def c_get_energy_for_each(self, items):
        symbols = [i for i in items[2:-1]]
        if len(symbols) != 1:
            raise UnsupportedPhrase("N energy for each")
        return A.EnergyClause(items[0], Fixed(1), for_each=items[-1])

    def c_player_discards_for_each(self, items):
        _card_word(items[2])
        return A.DiscardClause(items[0], items[1], for_each=items[3])

    def c_put_another_counter(self, items):
        """"put another +1/+1 counter on ~": one counter, as "a" says (wording)."""
        return A.PutCountersClause(Fixed(1), items[1], items[2], another=True)

    def c_put_counters_for_each(self, items):
        return A.PutCountersClause(items[0], items[1], items[3], for_each=items[4])

    def c_damage_for_each(self, items):
        return A.DamageClause(items[1], items[2], items[0], for_each=items[3])

    def c_player_draws_for_each(self, items):
        _card_word(items[2])
        return A.DrawClause(items[1], for_each=items[3], players=items[0])

    def c_counter_unless_for_each(self, items):
        return A.CounterUnlessClause(items[0], items[1], for_each=items[2])

    # "he or she controls" / "in his or her graveyard" (PlayersCount)
    def fe_life_gained(self, items):
        """"for each 1 life you gained" / "... he or she gained": the trigger event's life gain."""
        return A.LifeGainedForEach(yours=" you gained" in str(items[0]))

    def fe_player_controls(self, items):
        return A.PlayersForEach(_plain(items[0]))

    def fe_player_zone(self, items):
        return A.PlayersForEach(_plain(items[0]), Zone(str(items[1]).split()[-1]))

    def fe_destroyed(self, items):
        """"for each creature destroyed this way" (counted from the destroy step before it)."""
        return ("destroyed", _plain(items[0]))

    def fe_discarded(self, items):
        """"for each card discarded this way" (counted from the discard step before it)."""
        return ("discarded", _plain(items[0]))

    def c_draw_for_each_discarded(self, items):
        return _draw_one_for_each(items, self.fe_discarded(items[2:3]))

    def c_draw_for_each_destroyed(self, items):
        return _draw_one_for_each(items, self.fe_destroyed(items[2:3]))

    def fe_counters_it(self, items):
        return ("counters_it", items[0])

    def fe_all_counters_it(self, _):
        """"for each counter on it": counters of every kind (CR 122.1)."""
        return A.CountersOnObject(A.ItPhrase(), None)

    def x_count_player(self, items):
        """"the number of artifacts he or she controls" / "... they control" (the same player)."""
        return A.PlayersCountAmount(_plain(items[0]))

    def x_count_player_zone(self, items):
        """"the number of cards in his or her / their / that player's hand"."""
        whose, zone = str(items[1]).removeprefix("in ").rsplit(" ", 1)
        player = A.ThatPhrase("player") if whose == "that player's" else None
        return A.PlayersCountAmount(_plain(items[0]), player, Zone(zone))

    def x_total_exile_graveyard(self, items):
        """"the total number of <cards> you own in exile and in your graveyard": the cards you own
        in each zone (CR 108.3: "your" and "you own" outside the battlefield name the owner)."""
        filt = _plain(items[0])
        if filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("zone words before 'you own in exile and in your graveyard'")
        return TotalCount(tuple(dataclasses.replace(filt, zone=zone, controller=Controller.YOU)
                                for zone in (Zone.EXILE, Zone.GRAVEYARD)))

    def o_each_of_target(self, items):
        """"each of up to two target creatures": the targets themselves (only the wording differs)."""
        if not isinstance(items[0], A.TargetPhrase) or items[0].maximum < 2:
            raise UnsupportedPhrase("'each of' one target")
        return _each_of(items[0])

    def fe_devoured(self, items):
        """"for each creature it devoured" (CR 702.82b)."""
        return ("devoured", _plain(items[0]))

    def c_draw_for_each_devoured(self, items):
        return _draw_one_for_each(items, self.fe_devoured(items[2:3]))

    def fe_died(self, items):
        return ("died", _died_filter(items[0], items[1]))

    def x_devotion(self, items):
        """"your devotion to black" (CR 700.5)."""
        from ....runtime.characteristics import ManaType
        from ....runtime.filters import Devotion
        return Devotion((ManaType[str(items[0]).upper()],))

    def x_your_life_total(self, _):
        from ....runtime.filters import LifeTotalAmount
        return LifeTotalAmount()

    def x_highest_life_total(self, _):
        from ....runtime.filters import LifeTotalAmount
        return LifeTotalAmount(highest=True)

    def x_lowest_life_total(self, _):
        """"the lowest life total among all players" (CR 119.1, 800.4a)."""
        from ....runtime.filters import LifeTotalAmount
        return LifeTotalAmount(lowest=True)

    def x_card_types(self, _):
        """"the number of card types among cards in your graveyard" (CR 205.2a)."""
        from ....runtime.filters import GraveyardCardTypes
        return GraveyardCardTypes()

    def x_died(self, items):
        return DiedThisTurn(_died_filter(items[0], items[1]))

    def c_draw_for_each_died(self, items):
        return _draw_one_for_each(items, self.fe_died(items[2:4]))

    def x_greatest_among(self, items):
        """"the greatest mana value among artifacts you control" (CR 107.1)."""
        from ....runtime.filters import GreatestAmong
        filt, players = _split(items[1])
        if players is not None:
            raise UnsupportedPhrase("the greatest value among players")
        return GreatestAmong(str(items[0]).replace(" ", "_"), filt)

    # ------------------------------------------------------------ halves (CR 107.1a)
    def c_lose_half_life(self, items):
        """"You lose half your life, rounded up": half the life total of the player who loses it."""
        if items[0] != (A.YouPhrase(),):
            raise UnsupportedPhrase("another player losing half their life")
        return A.LifeClause(items[0], _half_life(items[2]), False)

    def c_lose_half_their_life(self, items):
        """"that player loses half his or her life, rounded up" (CR 107.1a): half the life total
        of each player who loses it, as it resolves; "you" says "your life"."""
        if items[0] == (A.YouPhrase(),):
            raise UnsupportedPhrase("'you lose half their life'")
        half = _half_life(items[2])
        return A.LifeClause(items[0], Half(LifeTotalAmount(of_player=True), half.rounded_up), False)

    def cost_pay_half_life(self, items):
        return PayLife(_half_life(items[0]))

    def x_half_life_total(self, items):
        return _half_life(items[0])

    def c_add_amount_equal(self, items):
        """"Add an amount of {C} equal to ...": that mana, as many times as the amount is worth."""
        from ....runtime.effects import FixedMana
        return A.AddManaClause(FixedMana((items[0],), times=items[1]), equal_to=True)

    def c_mill_equal(self, items):
        """"Target player mills cards equal to ~'s power" (CR 701.13a)."""
        _card_word(items[1])
        return A.MillClause(items[0], items[2], equal_to=True)

    def c_discards_equal(self, items):
        _card_word(items[1])
        return A.DiscardClause(items[0], items[2], equal_to=True)

    @v_args(meta=True)
    def r_enters_with_counters_equal(self, meta, items):
        """"~ enters with a number of +1/+1 counters on it equal to ..." (CR 614.1c, 122.6)."""
        return A.ReplacementLine("enters_with_counters", counter=items[1], amount=items[2], equal_to=True,
                                 span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_x_counters(self, meta, items):
        """"~ enters with X +1/+1 counters on it, where X is ..." (CR 614.1c, 122.6, 107.3): the
        same replacement as "a number of ... equal to ..."."""
        if items[1] != XValue():
            raise UnsupportedPhrase("', where X is' after a number that is not X")
        return A.ReplacementLine("enters_with_counters", counter=items[2], amount=items[-1], equal_to=True,
                                 where_x=True, span=_span(meta))

    def x_plus_count(self, items):
        """"X plus 3": the value of X, and 3 more (CR 107.3)."""
        tok = items[0]
        return Sum(XValue(), int(tok) if tok.type == "NUMBER" else NUMBER_WORDS[str(tok)])

    def x_characteristic_of_target(self, items):
        return A.AmountOf(items[1], str(items[0]))

    def x_characteristic_tapped_this_way(self, items):
        """The older wording of "the tapped creature's power" (stations.ao_tapped)."""
        return A.AmountOf(self.ao_tapped([items[1]]), str(items[0]))

    def x_characteristic_of_exiled(self, items):
        """The older wording of "the exiled card's power" (library.ao_exiled)."""
        return A.AmountOf(self.ao_exiled([items[1]]), str(items[0]))

    def x_life_lost(self, _):
        return LifeLostThisWay()

    def x_damage_prevented(self, _):
        from ....runtime.filters import DamagePreventedThisWay
        return DamagePreventedThisWay()

    def that_many(self, _):
        return EventAmount()

    def exile_if_dies_sentence(self, _):
        return A.ExileIfDiesSentence()

    def exile_if_that_dies_sentence(self, _):
        return A.ExileIfDiesSentence(that_creature=True)

    def exile_if_dealt_by_self_sentence(self, items):
        return A.ExileIfDiesSentence(by_self=True, permanents=" permanent " in str(items[0]))

    # ------------------------------------------------------------ damage this turn (filters)
    def f_dealt_damage(self, _): return ("damage_this_turn", "dealt")
    def f_dealt_damage_to_you(self, _): return ("damage_this_turn", "dealt_to_you")
    def f_was_dealt_damage(self, _): return ("damage_this_turn", "was_dealt")
    def f_that_was_dealt_damage(self, _): return ("damage_this_turn", "was_dealt_that")

    # ------------------------------------------------------------ divided damage (CR 601.2d)
    def c_damage_divided(self, items):
        return A.DividedDamageClause(items[1], items[2][0], items[0], bare=items[2][1])

    def c_distribute_counters(self, items):
        phrase, bare = items[2]
        if bare:
            raise UnsupportedPhrase("counters distributed among targets of no kind")
        return A.DistributeCountersClause(items[0], items[1], phrase)

    def _divided_words(self, items) -> int:
        words = [str(i) for i in items if getattr(i, "type", "") == "NUMBER_WORD"]
        if words[:-1] != ["one", "two"][:len(words) - 1]:
            raise UnsupportedPhrase("divided among an unusual number of targets")
        return NUMBER_WORDS[words[-1]]

    def dt_up_to(self, items):
        phrase = self._target(items[-1], 1, self._divided_words(items))
        return phrase, False

    def dt_any(self, items):
        return self._target(items[-1], 1, 99), False

    def dt_up_to_targets(self, items):
        return _any_target(1, self._divided_words(items)), True

    def dt_any_targets(self, _):
        return _any_target(1, 99), True


def _any_target(minimum: int, maximum: int) -> A.TargetPhrase:
    """"targets" with no noun: any target (creature, planeswalker or player, CR 115.4)."""
    from ....runtime.characteristics import CardType
    from ....runtime.filters import Controller, ObjectFilter
    return A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE, CardType.PLANESWALKER)), Controller.ANY,
                          minimum, maximum)


def _each_of(phrase: A.TargetPhrase) -> A.TargetPhrase:
    return dataclasses.replace(phrase, each_of=True)


def _died_filter(filt, died_token):
    """The filter of "<creatures> [you controlled] that died this turn": "you controlled" is
    its controller as it died, by last known information (CR 700.4, 608.2h)."""
    filt = _plain(filt)
    if str(died_token).startswith("put into your graveyard"):
        if filt.owned_by_you:
            raise UnsupportedPhrase("'you own' with 'put into your graveyard'")
        return dataclasses.replace(filt, owned_by_you=True)
    if str(died_token).startswith("you controlled"):
        if filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("two controllers for the creatures that died")
        filt = dataclasses.replace(filt, controller=Controller.YOU)
    return filt


def _may_have(items, verb: str, clause):
    """"you may have <objects> <verb> ...": the verb in its base form, the clause optional (CR 609.3)."""
    if str(items[1]) != verb:
        raise UnsupportedPhrase(f"'you may have' followed by '{items[1]}'")
    return A.MayClause(clause(items), have=True)


def _draw_one_for_each(items, for_each) -> A.DrawClause:
    """"draw a card for each creature destroyed this way / it devoured / ...": one card for each
    (the count before the card word is 1)."""
    _card_word(items[1])
    if items[0] != Fixed(1):
        raise UnsupportedPhrase("drawing N for each")
    return A.DrawClause(items[0], for_each=for_each)


def _additional_count(items) -> Fixed:
    """"an additional card" (one) / "two additional cards": the number written, with the card
    word agreeing with it."""
    count = NUMBER_WORDS[str(items[0])] if len(items) == 2 else 1
    if str(items[-1]) != ("card" if count == 1 else "cards"):
        raise UnsupportedPhrase(f"draw additional {items[-1]}")
    return Fixed(count)
