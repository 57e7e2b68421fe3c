"""Transformer methods for keyword actions and conditional sentences (grammar/actions_conditions.lark):
coin flips (CR 705), "unless ..." (CR 118.12), "becomes tapped" (CR 701.21), removing counters
(CR 122.8), investigate, bolster, explore, proliferate, populate, exert (CR 701), "for as long as"
durations (CR 611.2b), two-part timing restrictions (CR 602.5b), haunt (CR 702.55c), and the
conditions of delirium, formidable, revolt and the city's blessing.

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from ....runtime.characteristics import CardType, Zone
from ....runtime import costs as C
from ....runtime.costs import ManaCost
from lark import v_args

from ....runtime.filters import (CardTypesInGraveyard, CastFromGraveyard, CastSpellThisTurn, CitysBlessing, Controller, NotCondition,
                                      ObjectFilter, PermanentLeftThisTurn, TotalPower,
                                      AnyOfConditions, NonlandPermanentLeftThisTurn, SpellsCastThisTurn,
                                      SpellsCastLastTurn,
                                      SpellWarpedThisTurn,
                                      DescendedThisTurn, NonlandPermanentsEntered, CrimeThisTurn,
                                      PermanentEnteredThisTurn, Fixed, XValue)

from .. import nodes as A
from ..nodes import triggers as T
from .filters import _series_words
from .common import (COLOR_WORDS, NUMBER_WORDS, singular, subtype_name, UnsupportedPhrase, _span, _plain, _fixed, _pt, ItCondition,
                               _cond, source_pronoun, _bare_each)


class ActionsConditionsMixin:
    """Coin flips, "unless", "becomes tapped", delirium / formidable / revolt, removing counters."""

    def cond_discarded_this_way(self, items):
        """"if you discarded a card this way" (CR 608.2c): one card, the discard step's."""
        from ....runtime.filters import DiscardedThisWay, Fixed
        if items[0] != Fixed(1) or str(items[1]) != "card":
            raise UnsupportedPhrase("'discarded ... this way' other than 'a card'")
        return DiscardedThisWay()

    def cond_card_discarded_this_way(self, items):
        """"if a land card is discarded this way" (CR 608.2c): a card of that kind among the cards
        the discard step before it discarded."""
        from ....runtime.filters import DiscardedThisWay, Fixed
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("'N cards are discarded this way'")
        return DiscardedThisWay(_plain(items[1]))

    # ------------------------------------------------------------ clauses
    def c_remove_counters(self, items):
        amount, counter, objects = items
        return T.RemoveCountersClause(amount, counter, objects)

    def c_put_its_counters(self, items):
        return T.PutItsCountersClause(items[0])

    def c_flip_coin(self, _):
        return T.FlipCoinClause()

    def c_flip_coins(self, items):
        return T.FlipCoinsClause(items[0])

    def heads_sentence(self, items):
        return T.HeadsSentence(tuple(items[0]))

    def c_investigate(self, _):
        return T.InvestigateClause()

    def c_proliferate(self, _): return T.KeywordActionClause("proliferate")
    def c_populate(self, _): return T.KeywordActionClause("populate")

    def c_remove_all_counters(self, items):
        if len(items) == 2:
            return T.RemoveAllCountersClause(items[0], items[1])
        return T.RemoveAllCountersClause(None, items[0])

    def c_bolster(self, items):
        return T.BolsterClause(items[0])

    def c_discover(self, items):
        return T.DiscoverClause(items[0])

    def c_incubate(self, items):
        return T.IncubateClause(items[0])

    def c_transform(self, items):
        return T.TransformClause(items[0])

    def c_convert(self, items):
        """"convert ~" (CR 701.28a, current rules): the same action as transform."""
        return T.TransformClause(items[0], convert=True)

    def c_gain_printed_below(self, items):
        return T.GainPrintedBelowClause(items[0])

    def cond_thats_another(self, items):
        """"if that's another creature": the object named before (the target) is not the source
        (CR 702.165a); bound to that object by the lowering."""
        from ....runtime.filters import ObjectFilter, ObjectIs
        from .common import TYPE_WORDS
        word = str(items[0])
        if word not in TYPE_WORDS:
            raise UnsupportedPhrase(f"'that's another {word}'")
        return ObjectIs(None, ObjectFilter(types=(TYPE_WORDS[word],), other=True))

    def c_that_player_discovers(self, items):
        """"that player discovers X" (CR 701.57a): the player named before discovers."""
        if items[0] != (A.ThatPhrase("player"),):
            raise UnsupportedPhrase("another player than 'that player' discovering")
        return T.DiscoverClause(items[1], that_player=True)

    def c_forage(self, _): return T.ForageClause()

    def c_collect_evidence(self, items): return T.CollectEvidenceClause(int(items[0]))

    def c_blight(self, items): return T.BlightClause(int(items[0]))

    def e_collect_evidence(self, _):
        return A.TriggerCondition("evidence", player=Controller.YOU)

    def cost_behold(self, items):
        """"behold a Dragon" (CR 701.4a): one permanent or card with that quality."""
        from ....runtime.costs import Behold
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("beholding several")
        return Behold(_plain(items[1]))

    def cost_reveal_from_hand(self, items):
        """"reveal a Kithkin card from your hand" (CR 701.16a): one card with that quality, shown."""
        from ....runtime.costs import RevealFromHand
        f = _plain(items[1])
        if not (isinstance(f, ObjectFilter) and f.zone is Zone.HAND and f.controller is Controller.YOU):
            raise UnsupportedPhrase("revealing a card from elsewhere than your hand as a cost")
        # the filter keeps the quality; the hand is the cost's own (as a discard's)
        quality = dataclasses.replace(f, zone=Zone.BATTLEFIELD, controller=Controller.ANY)
        if isinstance(items[0], XValue):                   # "reveal X red cards" (CR 107.3)
            return RevealFromHand(quality, x_count=True)
        return RevealFromHand(quality, _fixed(items[0]))

    def cond_revealed_or_controlled(self, items):
        """"if you revealed a Dragon card or controlled a Dragon as you cast ~" (CR 601.2i): the
        spell's optional cost of revealing such a card was paid (as "if a Dragon was beheld"), or
        its caster controlled such a permanent as it became cast. Both name the one quality."""
        from ....runtime.filters import AnyOfConditions, ControlledAsCast, KeywordCostPaid
        count, revealed, subtype = items[0], _plain(items[1]), subtype_name(str(items[2]))
        controlled = ObjectFilter(subtypes=(subtype,), controller=Controller.YOU)
        if count != Fixed(1) or dataclasses.replace(revealed, card=False) != ObjectFilter(subtypes=(subtype,)):
            raise UnsupportedPhrase("a card revealed of another quality than the permanent controlled")
        return AnyOfConditions((KeywordCostPaid("reveal"), ControlledAsCast(controlled)))

    def cond_beheld(self, items):
        """"if a Dragon was beheld": the spell's optional cost of beholding was paid (CR 701.4)."""
        from ....runtime.filters import KeywordCostPaid
        return KeywordCostPaid("behold")

    def cost_collect_evidence(self, items):
        from ....runtime.costs import CollectEvidence
        return CollectEvidence(int(items[0]))

    def once_each_turn_sentence(self, _): return T.OnceEachTurnSentence()

    def e_you_proliferate(self, _):
        """"When you proliferate" (CR 701.27a)."""
        return A.TriggerCondition("proliferate", player=Controller.YOU)

    def e_you_attack(self, _):
        """"Whenever you attack" (CR 508.1)."""
        return A.TriggerCondition("you_attack", player=Controller.YOU)

    def e_you_attack_with_at_least(self, items):
        """"Whenever you attack with three or more creatures" (CR 508.1, 603.2c): once for the
        combat, if at least that many of the creatures declared as attackers match."""
        return A.TriggerCondition("you_attack", _plain(items[1]), player=Controller.YOU,
                                  number=NUMBER_WORDS[str(items[0])])

    def e_fully_unlock(self, _):
        """"Whenever you fully unlock a Room" (CR 709.5i in the current rules)."""
        return A.TriggerCondition("fully_unlock", player=Controller.YOU)

    def e_unlock_this_door(self, _):
        """"When you unlock this door" (CR 709.5h in the current rules)."""
        return A.TriggerCondition("unlock_door", player=Controller.YOU)

    def cond_cast_from_graveyard(self, _):
        """"if ~ was cast from a graveyard" (CR 601.2a), grammar/effects.lark"""
        return CastFromGraveyard()

    def e_crime(self, _):
        return A.TriggerCondition("crime", player=Controller.YOU)

    def e_forage(self, _):
        return A.TriggerCondition("forage", player=Controller.YOU)

    def cost_forage(self, _):
        from ....runtime.costs import ForageCost
        return ForageCost()

    def c_endure(self, items):
        return T.EndureClause(items[0], items[2])

    def c_explore(self, items):
        return T.ExploreClause(items[0])

    def c_explore_again(self, items):
        return T.ExploreClause(items[0], again=True)

    def e_expend(self, items):
        """"Whenever you expend N" (CR 700.14)."""
        return A.TriggerCondition("expend", player=Controller.YOU, number=int(items[0]))

    def e_explores(self, items):
        return A.TriggerCondition("explores", items[0])

    def e_exploits(self, items):
        return A.TriggerCondition("exploits", items[0])

    def c_restrict_bare(self, items):
        """"Creatures without flying can't block this turn": each of them (CR 611.2c)."""
        return A.RestrictClause((_bare_each(self, items[0]),), str(items[1]))

    def c_may_play_this_turn(self, items):
        return T.MayPlayThisTurnClause(items[0])

    def c_may_play_while_exiled(self, items):
        return T.MayPlayWhileExiledClause(items[0])

    def then_if_sentence(self, items):
        cond, clauses = items
        return T.ThenIfSentence(clauses, _cond(cond))

    def cond_self_enchanted(self, _):
        from ....runtime.filters import SourceEnchanted
        return SourceEnchanted()

    def _number_is(self, char, amount, compare) -> ObjectFilter:
        """A filter of one test: "power is 4 or greater" (CR 208.1)."""
        _, test = self.f_number_test([char, amount, compare])
        if test.of_x:
            raise UnsupportedPhrase("a power or toughness compared with X in a condition")
        return ObjectFilter(tests=(test,))

    def cond_self_number_is(self, items):
        """"~'s power is 4 or greater": the source as it is now (CR 208.1)."""
        from ....runtime.filters import ObjectIs, SelfRef
        return ObjectIs(SelfRef(), self._number_is(*items[2:]))

    def cond_attached_number_is(self, items):
        """"enchanted creature's power is 4 or greater": the permanent the source is attached to
        (CR 301.5, 303.4)."""
        from ....runtime.filters import AttachedMatches
        return AttachedMatches(self._attached_noun(items[1]), self._number_is(*items[3:]))

    def cond_self_in_graveyard(self, _):
        """"if ~ is in your graveyard" (CR 113.6b: the ability functions there)."""
        from ....runtime.filters import SourceInZone
        return SourceInZone(Zone.GRAVEYARD)

    def cond_self_on_battlefield(self, _):
        """"If ~ is on the battlefield, ...": the source hasn't left it (CR 400.7, 608.2b)."""
        from ....runtime.filters import SourceInZone
        return SourceInZone(Zone.BATTLEFIELD)

    def cond_it_enchanted(self, _):
        """"if it's enchanted": the source, as "~ is enchanted" says (CR 201.5)."""
        from ....runtime.filters import SourceEnchanted
        return SourceEnchanted()

    def cond_dont_control(self, items):
        """"if you don't control an Ogre": not (you control one)."""
        from ....runtime.filters import YouControl
        if _fixed(items[0]) != 1:
            raise UnsupportedPhrase("'you don't control N ...'")
        return NotCondition(YouControl(_plain(items[1])))

    def cond_city_blessing(self, items):
        if str(items[0]) != "have":
            raise UnsupportedPhrase("'you has'")
        return CitysBlessing()

    # ------------------------------------------------------------ statics
    @v_args(meta=True)
    def st_predicates_unless(self, meta, items):
        """Like players.lark's "~ ... unless <condition>", with another subject."""
        import dataclasses
        line = self._static(meta, items[0], items[1], NotCondition(_cond(items[2])))
        return dataclasses.replace(line, unless=True)

    # ------------------------------------------------------------ sentences
    def flip_won_sentence(self, items):
        return T.FlipOutcomeSentence(True, items[0])

    def flip_lost_sentence(self, items):
        return T.FlipOutcomeSentence(False, items[0])

    def unless_pay_mana(self, items):
        return _Paid(items[0])

    def unless_pay_its_mana_cost(self, _):
        return C.SourceManaCost()

    def unless_pay_mana_for_each(self, items):
        """"unless you pay {1} for each card in your hand": counted as the effect resolves."""
        return _Paid(items[0], items[1])

    def only_once_sentence(self, _):
        """"Activate only once." / "Activate this ability only once." (CR 602.5b): never again
        for this object; a new object may (CR 400.7)."""
        return A.TimingSentence(only_once=True)
    def unless_cost(self, items):
        return items[0]

    @staticmethod
    def _cost(cost):
        """The cost paid; a mana cost is always written "pay {2}" (the renderer derives "pay")."""
        if isinstance(cost, _Paid):
            return cost.cost
        if isinstance(cost, ManaCost):
            raise UnsupportedPhrase("'unless you {cost}' without 'pay'")
        return cost

    def unless_remove_counters_it(self, items):
        """"unless you remove a +1/+1 counter from it" (CR 118.12): the source's counters, which
        the sentence checks "it" names (unless_after_sentence)."""
        return C.RemoveCounters(items[1], items[0], written_it=True)

    def unless_after_sentence(self, items):
        clause, cost = items
        if isinstance(cost, C.SourceManaCost) and getattr(clause, "objects", None) != (A.SelfPhrase(),):
            # "its" is the object the clause acts on: only where that is the source itself
            raise UnsupportedPhrase("'its mana cost' of an object other than this one")
        if isinstance(cost, C.RemoveCounters) and cost.written_it \
                and getattr(clause, "objects", None) != (A.SelfPhrase(),):
            raise UnsupportedPhrase("counters removed from 'it' where 'it' is not this object")
        each = getattr(cost, "for_each", None)
        cost = self._cost(cost)
        return T.UnlessSentence((clause,), cost=cost, for_each=each)

    def then_unless_after_sentence(self, items):
        return dataclasses.replace(self.unless_after_sentence(items), then=True)

    def unless_first_sentence(self, items):
        cost, clauses = items
        if isinstance(cost, C.RemoveCounters) and cost.written_it:
            raise UnsupportedPhrase("counters removed from 'it' before anything names it")
        each = getattr(cost, "for_each", None)
        cost = self._cost(cost)
        return T.UnlessSentence(clauses, cost=cost, for_each=each)

    def unless_cond_sentence(self, items):
        clause, cond = items
        return T.UnlessSentence((clause,), condition=source_pronoun(cond, clause))

    def if_after_sentence(self, items):
        clauses, cond = items
        return T.IfAfterSentence(clauses, source_pronoun(cond, clauses))

    def if_then_if_after_sentence(self, items):
        outer, clauses, inner = items
        return T.IfThenIfAfterSentence(_cond(outer), T.IfAfterSentence(clauses, source_pronoun(inner, clauses)))

    # ------------------------------------------------------------ conditions
    def cond_card_types(self, items):
        return CardTypesInGraveyard(_fixed(items[0]))

    def cond_total_power(self, items):
        if str(items[0]) != "creatures":
            raise UnsupportedPhrase(f"total power of {items[0]}")
        return TotalPower(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU),
                          _fixed(items[1]))

    def cond_left_battlefield(self, _):
        return PermanentLeftThisTurn()

    def cond_nonland_left(self, _):
        return NonlandPermanentLeftThisTurn()

    def cond_spell_warped(self, _):
        return SpellWarpedThisTurn()

    def cond_ability_activated(self, items):
        """"this ability has been activated four or more times this turn" (CR 602.5b)."""
        from ....runtime.filters import AbilityActivatedThisTurn
        return AbilityActivatedThisTurn(_fixed(items[0]))

    def cond_spells_cast(self, items):
        if str(items[1]) != "spells":
            raise UnsupportedPhrase(f"'you've cast ... {items[1]} this turn'")
        return SpellsCastThisTurn(_fixed(items[0]))

    def cond_no_spells_last_turn(self, _): return SpellsCastLastTurn(at_most=0)
    def cond_player_cast_last_turn(self, items): return SpellsCastLastTurn(at_least=_fixed(items[1]))

    def cond_void(self, _):              # void's condition (CR 702.185c for its second half)
        return AnyOfConditions((NonlandPermanentLeftThisTurn(), SpellWarpedThisTurn()))
    def cond_descended(self, _): return DescendedThisTurn()
    def cond_crime(self, _): return CrimeThisTurn()

    def cond_nonland_entered(self, items):
        return NonlandPermanentsEntered(_fixed(items[0]))

    def cond_permanent_entered(self, items):
        """"a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn": a
        permanent with any of the subtypes (CR 205.3)."""
        return PermanentEnteredThisTurn(ObjectFilter(subtypes=tuple(
            subtype_name(w.lower()) for w, _ in _series_words(items[0]))))

    def cond_type_entered(self, items):
        """"you had a land enter the battlefield under your control this turn" (CR 400.7)."""
        from ....runtime.characteristics import CardType
        word = singular(str(items[-1]).lower())
        if word not in {t.value for t in CardType} or word in ("instant", "sorcery"):
            raise UnsupportedPhrase(f"'a {word} entered the battlefield'")
        return PermanentEnteredThisTurn(ObjectFilter(types=(CardType(word),)))

    # ------------------------------------------------------------ "for as long as ..." (CR 611.2b)
    def c_gain_control_while(self, items):
        return T.WhileClause(A.GainControlClause(items[0]), items[1])

    def c_pump_while(self, items):
        from lark import Token
        objects, pt = items[0], next(i for i in items if isinstance(i, Token) and i.type == "PT")
        power, toughness = _pt(pt)
        return T.WhileClause(A.PumpClause(objects, power, toughness, False), items[-1])

    def c_gain_keyword_while(self, items):
        """"another target permanent gains indestructible for as long as you control ~" (CR 611.2b)."""
        return T.WhileClause(A.GainKeywordClause(items[0], items[2], False), items[-1])

    def c_pump_gain_while(self, items):
        """"target Elf creature gets +2/+2 and has trample for as long as ~ remains tapped" (CR 611.2b)."""
        from lark import Token
        pt = next(i for i in items if isinstance(i, Token) and i.type == "PT")
        power, toughness = _pt(pt)
        keyword = items[-2]
        return T.WhileClause(A.PumpGainClause(items[0], power, toughness, (keyword,), False), items[-1])

    def ws_control(self, _): return ("you control it",)
    def ws_battlefield(self, _): return ("on the battlefield",)
    def ws_tapped(self, _): return ("tapped",)
    def ws_control_tapped(self, _): return ("you control it", "tapped")

    # ------------------------------------------------------------ "only ... and only ..." (CR 602.5b)
    def tp_step(self, items):
        from ....runtime.filters import DuringSteps
        steps, yours = A.STEP_TIMINGS[str(items[0])]
        return A.TimingSentence(condition=DuringSteps(steps, yours))

    def tp_once(self, _): return A.TimingSentence(once_per_turn=True)
    def tp_sorcery(self, _): return A.TimingSentence(sorcery_speed=True)
    def tp_sorcery_old(self, _): return A.TimingSentence(sorcery_speed=True)

    def tp_your_turn(self, _):
        from ....runtime.filters import YourTurn
        return A.TimingSentence(condition=YourTurn(), during_your_turn=True)

    def tp_if(self, items):
        if isinstance(items[0], ItCondition):
            raise UnsupportedPhrase("'it' in a timing restriction")
        return A.TimingSentence(condition=_cond(items[0]))

    def _compound(self, items, old: bool):
        """Both restrictions; the older "activate this ability only ..." says the same
        (render/equivalents.py), so `old` leaves no trace in the AST."""
        return T.CompoundTimingSentence(tuple(items))

    def compound_timing_sentence(self, items): return self._compound(items, False)
    def compound_timing_sentence_old(self, items): return self._compound(items, True)

    def been_attacked_this_step(self, _):
        from ....runtime.filters import BeenAttackedThisStep
        return BeenAttackedThisStep()

    @v_args(meta=True)
    def st_cast_only_if(self, meta, items):
        from ....runtime.filters import DuringSteps
        steps, yours = A.STEP_TIMINGS[str(items[1])]
        return T.CastOnlyIfLine(DuringSteps(steps, yours), _cond(items[2]), _span(meta))

    @v_args(meta=True)
    def st_cast_only_when(self, meta, items):
        return A.StaticLine("cast_only", A.SelfPhrase(), condition=_cond(items[1]), span=_span(meta))

    def cond_cast_a_spell(self, items):
        """"you've cast a noncreature spell this turn": a spell of those cast this turn (CR 601.2)."""
        spells = _plain(items[-1])
        if not spells.spell:
            raise UnsupportedPhrase("'you've cast' something other than a spell")
        return CastSpellThisTurn(spells)

    def cond_cast_another_colored_spell(self, items):
        """"if you've cast another blue spell this turn": not the spell the source is or was."""
        return CastSpellThisTurn(ObjectFilter(colors=(COLOR_WORDS[str(items[0])],), spell=True, zone=Zone.STACK),
                                 another=True)

    def cond_cast_another_spell(self, _):
        return SpellsCastThisTurn(1)

    # ------------------------------------------------------------ exert (CR 701.39)
    def cost_exert_self(self, _):
        from ....runtime.costs import ExertSelf
        return ExertSelf()

    @v_args(meta=True)
    def exert_line(self, meta, items):
        sentences = None
        if len(items) > 1:
            if str(items[1]) != "when":
                raise UnsupportedPhrase("'whenever you do'")
            sentences = items[2]
        return T.ExertLine(sentences, _span(meta))

    def e_exert(self, items):
        return A.TriggerCondition("exert", _plain(items[2]), player=items[0])

    def f_other_than_self(self, _): return ("other_than_self", True)

    # ------------------------------------------------------------ haunt (CR 702.55c)
    @staticmethod
    def _creature(tok):
        if str(tok) != "creature":
            raise UnsupportedPhrase(f"the {tok} it haunts")

    def e_haunted_dies(self, items):
        self._creature(items[0])
        return A.TriggerCondition("haunted_dies")

    def e_enters_or_haunted_dies(self, items):
        if not isinstance(items[0], A.SelfPhrase):
            raise UnsupportedPhrase("another object entering or the creature it haunts dying")
        self._creature(items[1])
        return A.TriggerCondition("enters_or_haunted_dies", A.SelfPhrase())

    # ------------------------------------------------------------ trigger events
    def e_becomes_tapped(self, items):
        return A.TriggerCondition("becomes_tapped", items[0])


class _Paid:
    """A mana cost written "pay {2}" after "unless you"."""

    def __init__(self, cost, for_each=None):
        self.cost, self.for_each = cost, for_each
