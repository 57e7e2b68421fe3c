"""Transformer methods for replacement effects and static abilities (grammar/replacements.lark, CR 614, 604).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses
import re

from lark import Token, v_args

from ....runtime import costs as C
from ....runtime.characteristics import CardType, Zone
from ....runtime.filters import Controller, DuringSteps, Fixed, KeywordCostPaid, ObjectFilter, PlayerRef, SourceState, YourTurn

from .. import nodes as A
from ....runtime.abilities import ChoiceKind, KeptAuras
from ..nodes import quantities as Q
from .common import (COLOR_WORDS, TYPE_WORDS, FilterWithExtras, TextNotUnderstood, UnsupportedPhrase, either_group,
                     moved_into_line, singular, _span, _plain, _fixed, _pt, _cond, _split, made_plainly)


# "as ~ enters, choose <words>" (CR 614.12): one ChoiceKind per value chosen
CHOICES = {"a color": (ChoiceKind.COLOR,), "two colors": (ChoiceKind.COLOR, ChoiceKind.COLOR),
           "a creature type": (ChoiceKind.CREATURE_TYPE,), "an opponent": (ChoiceKind.OPPONENT,),
           "a player": (ChoiceKind.PLAYER,), "a basic land type": (ChoiceKind.BASIC_LAND_TYPE,),
           "a land type": (ChoiceKind.LAND_TYPE,), "a card name": (ChoiceKind.CARD_NAME,),
           "a nonland card name": (ChoiceKind.NONLAND_CARD_NAME,)}



def _spells(f):
    """The spells of "can't be the target of <spells>": a filter of spells, nothing else."""
    f = _plain(f)
    if not getattr(f, "spell", False):
        raise UnsupportedPhrase("'can't be the target of' something other than spells")
    return f

class ReplacementsMixin:
    """Replacements, static predicates, cost changes, prevention, blocking rules and quoted grants."""

    def keyword_list(self, items): return tuple(items)

    # ------------------------------------------------------------ replacements, statics
    @v_args(meta=True)
    def r_enters_tapped(self, meta, items):
        return A.ReplacementLine("enters_tapped", span=_span(meta))

    @v_args(meta=True)
    def r_exile_instead_of_graveyard(self, meta, items):
        return A.ReplacementLine("exile_instead_of_graveyard", span=_span(meta))

    @v_args(meta=True)
    def r_battlefield_instead_of_discard(self, meta, items):
        """CR 614.1a, 701.8: [OPPONENT_CAUSES, SELF, (count, kind, word,) INSTEAD_OF]."""
        if len(items) == 3:
            return A.ReplacementLine("battlefield_instead_of_discard", span=_span(meta))
        _fixed(items[2])                 # a number the engine knows as the card enters
        return A.ReplacementLine("battlefield_instead_of_discard", counter=items[3], amount=items[2],
                                 span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_counters(self, meta, items):
        return A.ReplacementLine("enters_with_counters", counter=items[2], amount=items[1],
                                 span=_span(meta))

    @v_args(meta=True)
    def r_others_enter_with_counter(self, meta, items):
        return A.ReplacementLine("others_enter_with_counter", counter=items[1], filter=_plain(items[0]),
                                 span=_span(meta))

    @v_args(meta=True)
    def r_double_life_gain(self, meta, _):
        return A.ReplacementLine("life_gain", player=Controller.YOU, amount=Fixed(2), span=_span(meta))

    @v_args(meta=True)
    def r_double_mana(self, meta, items):
        return A.ReplacementLine("double_mana", filter=_plain(items[3]), player=items[0],
                                 span=_span(meta))

    @v_args(meta=True)
    def r_replace_mana(self, meta, items):
        return A.ReplacementLine("replace_mana", filter=_plain(items[1]), mana=items[2],
                                 span=_span(meta))

    # ------------------------------------------------------------ how many counters / tokens
    # (CR 614.1a): "counter_result" builds (change, number, counter, each_kind)
    @v_args(meta=True)
    def r_counter_placement(self, meta, items):
        # "if one or more ...": a count, as "if seven or more cards are in your graveyard" reads it
        word, counter, _, filt, result, placed_on = _count_word(items[0]), *items[1:]
        return self._counter_line(meta, word, counter, _plain(filt), result, placed_on, False)

    @v_args(meta=True)
    def r_effect_counter_placement(self, meta, items):
        word, counter, article, filt, result, placed_on = items
        return self._counter_line(meta, word, counter, _plain(filt), result, placed_on, True)

    @v_args(meta=True)
    def r_player_counters(self, meta, items):
        word, counter, result = items
        return self._counter_line(meta, word, counter, None, result, "", False)

    @staticmethod
    def _counter_line(meta, word, counter, filt, result, placed_on, by_effect):
        change, number, result_counter, each_kind = result
        if str(word) != "one":
            raise UnsupportedPhrase(f"'{word} or more counters'", word)
        if result_counter != counter:       # "+1/+1 counters would be put ..., twice that many -1/-1 ..."
            raise UnsupportedPhrase("a counter replacement that changes the kind of counter")
        return Q.CounterPlacementLine(filt, counter, change, number, by_effect=by_effect,
                                      each_kind=each_kind, placed_on=placed_on, span=_span(meta))

    @v_args(meta=True)
    def r_effect_twice_tokens(self, meta, items):
        self._one_or_more(items[0])
        return Q.TokenCreationLine(Controller.YOU, by_effect=True, span=_span(meta))

    @v_args(meta=True)
    def r_twice_tokens(self, meta, items):
        self._one_or_more(_count_word(items[0]))
        return Q.TokenCreationLine(Controller.ANY, by_effect=False, span=_span(meta))

    @staticmethod
    def _one_or_more(word):
        if str(word) != "one":
            raise UnsupportedPhrase(f"'{word} or more tokens'", word)

    def pc_kind(self, items): return items[0]
    def pc_any(self, _): return None
    def cr_twice(self, items): return Q.CountChange.TWICE, 0, items[0], False
    def cr_plus(self, items): return Q.CountChange.PLUS, _fixed(items[0]), items[1], False
    def cr_minus(self, items): return Q.CountChange.MINUS, _fixed(items[1]), items[0], False
    def cr_twice_those(self, _): return Q.CountChange.TWICE, 0, None, False
    def cr_twice_each_kind(self, _): return Q.CountChange.TWICE, 0, None, True
    def cr_plus_each_kind(self, items): return Q.CountChange.PLUS, _fixed(items[0]), None, True
    def po_it(self, _): return "it"
    def po_that(self, items): return f"that {items[0]}"

    def subject_group(self, items):
        """A filter with whether its noun was plural, read as it is built (`_filter_plural` is the
        last filter's)."""
        return items[0], getattr(self, "_filter_plural", False), getattr(self, "_filter_either_number", False)

    def ss_filter(self, items):
        """A subject group. "Creatures target player controls" stays a filter naming its
        controlling player: only an effect's subject can name a player chosen as it resolves
        (common._bare_each makes it a ControlledPhrase); a static line refuses it (_static)."""
        filt, self._subject_plural, self._subject_either_number = items[0]
        if isinstance(filt, FilterWithExtras) and self._subject_plural and self.controlled_phrase(filt):
            return filt
        return _plain(filt)

    def ss_groups(self, items):
        self._subject_plural, self._subject_either_number = True, False
        return groups_union(items)

    @v_args(meta=True)
    def st_cost_less_groups(self, meta, items):
        """"Kithkin spells and Soldier spells you cast cost {1} less to cast" (CR 601.2f): each
        spell that is any of them, reduced once."""
        return A.StaticLine("cost_modifier", items[0], cost=items[-1], more=False,
                            yours=True, span=_span(meta))

    @v_args(meta=True)
    def st_cost_more_groups_all(self, meta, items):
        """"Red creature spells and green creature spells cost {1} more to cast" (CR 601.2f): each
        spell that is any of them, whoever casts it, increased once."""
        return A.StaticLine("cost_modifier", items[0], cost=items[-1], more=True, span=_span(meta))

    def static_predicates(self, items):
        """The predicates alone: the commas and "and"s between them are list punctuation, which
        the renderer derives from the list (render/predicates.py)."""
        return tuple(i for i in items if not isinstance(i, str))

    # list punctuation between predicates: read, then dropped by static_predicates
    def pj_comma(self, _): return ","
    def pj_comma_and(self, _): return ","
    def pj_and(self, _): return ","

    def sp_pump(self, items):
        return A.PumpPredicate(*_pt(items[1]), plural=str(items[0]) == "get")

    def sp_keyword(self, items):
        return A.KeywordPredicate(items[-1], plural=len(items) == 2 and str(items[0]) == "have",
                                  bare=len(items) == 1)

    def sp_lose_keyword(self, items):
        """"Equipped creature gets +3/+3 and loses flying" (CR 613.1f)."""
        return A.KeywordPredicate(items[1], plural=str(items[0]) == "lose", lose=True)

    def sp_lose_keyword_for_good(self, items):
        """"Creatures your opponents control lose flying and can't have or gain flying" (CR
        613.1f): one keyword, named twice."""
        if items[1] != items[2]:
            raise UnsupportedPhrase("losing one keyword and being denied another")
        return A.KeywordPredicate(items[1], plural=str(items[0]) == "lose", lose=True, cant_have=True)

    def sp_pump_for_each(self, items):
        return A.PumpPredicate(*_pt(items[1]), for_each=_plain(items[2]),
                               plural=str(items[0]) == "get")

    # "more"/"less" as literals: a COST_CHANGE terminal loses to the "less" literal of
    # "~ costs {1} less to cast" in the lexer state shared after a mana cost.
    # "<spells> you cast cost ..." (yours) vs "<spells> cost ..." (every player's).
    @v_args(meta=True)
    def st_cost_more(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[2], more=True,
                            yours=True, span=_span(meta))

    @v_args(meta=True)
    def st_cost_less(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[2], more=False,
                            yours=True, span=_span(meta))

    @v_args(meta=True)
    def st_cost_more_all(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[1], more=True, span=_span(meta))

    @v_args(meta=True)
    def st_unlock_cost_less(self, meta, items):
        """"Unlock costs you pay cost {1} less." (CR 709.5e, 601.2f)."""
        return A.StaticLine("unlock_cost", cost=items[0], more=False, span=_span(meta))

    @v_args(meta=True)
    def st_unlock_cost_more(self, meta, items):
        return A.StaticLine("unlock_cost", cost=items[0], more=True, span=_span(meta))

    @v_args(meta=True)
    def st_cost_less_all(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[1], more=False, span=_span(meta))

    @v_args(meta=True)
    def st_characteristic_pt(self, meta, items):
        return A.StaticLine("characteristic_pt", A.SelfPhrase(), amount=items[2], span=_span(meta))

    def sp_restriction(self, items): return A.RestrictionPredicate(str(items[0]))
    def sp_no_untap(self, items): return A.RestrictionPredicate("untap")
    def sp_no_untap_its(self, items): return A.RestrictionPredicate("untap", its_controller=True)
    def sp_no_untap_theirs(self, items): return A.RestrictionPredicate("untap", its_controller=True)
    def sp_must_attack(self, items): return A.RestrictionPredicate("attack each combat")

    def sp_damage_by_toughness(self, items):
        return A.DamageByToughnessPredicate(plural=str(items[0]) == "assign")

    def _static(self, meta, subject, predicates, condition=None):
        subject = _plain(subject)
        condition = _cond(condition)
        plural = any(getattr(p, "plural", False) for p in predicates)
        if not isinstance(subject, A.SelfPhrase) and getattr(self, "_subject_plural", False):
            plural = True
        return made_plainly(A.StaticLine, {"kind": "predicates", "subject": subject, "predicates": predicates,
                                           "condition": condition, "span": _span(meta), "plural": plural})

    @v_args(meta=True)
    def st_predicates(self, meta, items): return self._static(meta, items[0], items[1])

    @v_args(meta=True)
    def st_predicates_keeping_auras(self, meta, items):
        """"... has protection from black. This effect doesn't remove ~." (CR 702.16n)."""
        return dataclasses.replace(self._static(meta, items[0], items[1]), kept_auras=items[2])

    def ka_this_aura(self, _):
        return KeptAuras.THIS_AURA

    def ka_auras(self, _):
        return KeptAuras.AURAS

    @v_args(meta=True)
    def st_predicates_while(self, meta, items):
        return self._static(meta, items[0], items[1], items[2])

    @v_args(meta=True)
    def st_while_predicates(self, meta, items):
        return self._static(meta, items[1], items[2], items[0])

    @v_args(meta=True)
    def st_self_predicates(self, meta, items):
        return self._static(meta, A.SelfPhrase(), items[1])

    @v_args(meta=True)
    def st_if_self_predicates(self, meta, items):
        """"If you revealed a Dragon card or controlled a Dragon as you cast this spell, this spell
        can't be countered.": the condition is about how the spell was cast, so it holds for as
        long as the spell exists or never (CR 601.2i); read as "as long as" only for such a one."""
        from ....runtime.filters import AnyOfConditions, ControlledAsCast
        cond = items[0]
        if not (isinstance(cond, AnyOfConditions) and any(isinstance(p, ControlledAsCast) for p in cond.parts)):
            raise UnsupportedPhrase("'if' before a static ability other than one about how the spell was cast")
        return self._static(meta, A.SelfPhrase(), items[2], cond)

    @v_args(meta=True)
    def st_self_predicates_while(self, meta, items):
        return self._static(meta, A.SelfPhrase(), items[1], items[2])

    @v_args(meta=True)
    def st_self_predicates_while_its(self, meta, items):
        """"~ has first strike as long as it's attacking": the source's own state (CR 611.3a)."""
        return dataclasses.replace(self._static(meta, A.SelfPhrase(), items[1], SourceState(str(items[2]))),
                                   its_state=True)

    @v_args(meta=True)
    def st_self_predicates_your_turn(self, meta, items):
        """"~ has first strike during your turn": as long as it's your turn (CR 611.3a)."""
        return self._static(meta, A.SelfPhrase(), items[1], YourTurn())

    @v_args(meta=True)
    def st_predicates_your_turn(self, meta, items):
        return self._static(meta, items[0], items[1], YourTurn())

    @v_args(meta=True)
    def st_each_damage_by_toughness(self, meta, items):
        """"Each creature you control assigns ..." is "Creatures you control assign ..." (one group)."""
        return A.StaticLine("predicates", _plain(items[0]), (A.DamageByToughnessPredicate(plural=True),),
                            span=_span(meta), plural=True)

    @v_args(meta=True)
    def st_each_block_additional(self, meta, items):
        """"Each creature you control can block an additional creature each combat." (CR 509.1a):
        each of the group may block one more attacker."""
        self._creature_word(items[1], plural=False)
        return A.StaticLine("predicates", _plain(items[0]), (A.BlockingPredicate("additional", number=1),),
                            span=_span(meta), each=True)

    @v_args(meta=True)
    def st_your_turn_predicates(self, meta, items):
        """"During your turn, equipped creature has first strike": as long as it's your turn (CR 611.3a)."""
        return self._static(meta, items[0], items[1], YourTurn())

    @v_args(meta=True)
    def st_your_turn_self_predicates(self, meta, items):
        """"During your turn, this permanent is an artifact creature in addition to its other
        types" (living metal, CR 702.161a): as long as it's your turn (CR 611.3a)."""
        return self._static(meta, A.SelfPhrase(), items[1], YourTurn())

    @v_args(meta=True)
    def st_while_self_predicates(self, meta, items):
        return self._static(meta, A.SelfPhrase(), items[2], items[0])

    @v_args(meta=True)
    def st_additional_cost(self, meta, items):
        return A.StaticLine("additional_cost", cost=items[1], span=_span(meta))

    @v_args(meta=True)
    def st_additional_cost_or_mana(self, meta, items):
        """"As an additional cost to cast this spell, forage or pay {B}." (CR 601.2f, 601.2h)"""
        return A.StaticLine("additional_cost", cost=C.EitherCost(items[1], items[2]), span=_span(meta))

    @v_args(meta=True)
    def st_optional_additional_cost(self, meta, items):
        """"As an additional cost to cast this spell, you may collect evidence 6." (CR 601.2b);
        "... you may sacrifice a creature with power 2 or greater" (casualty's, CR 702.153a)."""
        if not isinstance(items[1], (C.CollectEvidence, C.Behold, C.Sacrifice, C.RevealFromHand)):
            raise UnsupportedPhrase("an optional additional cost other than collecting evidence, beholding, "
                                    "revealing or sacrificing")
        return A.StaticLine("optional_additional_cost", cost=items[1], span=_span(meta))

    @v_args(meta=True)
    def st_strive(self, meta, items):
        return A.StaticLine("strive", cost=items[1], span=_span(meta))

    # ------------------------------------------------------------ statics: choices, blocking,
    # prevention, cost changes, quoted grants (CR 509.1, 601.2f, 614.12, 615, 613.1f)
    @v_args(meta=True)
    def r_choose(self, meta, items):
        words = tuple(str(t) for t in items if isinstance(t, Token) and t.type == "CHOICE")
        if any(w not in CHOICES for w in words):
            raise UnsupportedPhrase("choose " + " and ".join(w for w in words if w not in CHOICES))
        return A.ReplacementLine("choose", choices=tuple(k for w in words for k in CHOICES[w]), span=_span(meta))

    @v_args(meta=True)
    def r_tapped_choose(self, meta, items):
        """"~ enters tapped. As it enters, choose a color.": two replacements of the one event
        of entering (CR 614.1c, 614.12), applied in the order its controller chooses."""
        return dataclasses.replace(self.r_choose(meta, items), tapped=True)

    @v_args(meta=True)
    def r_enters_tapped_unless(self, meta, items):
        return A.ReplacementLine("enters_tapped_unless", condition=_cond(items[-1]), span=_span(meta))

    @v_args(meta=True)
    def r_enters_tapped_with_counters(self, meta, items):
        return A.ReplacementLine("enters_with_counters", counter=items[2], amount=items[1],
                                 tapped=True, span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_counters_if(self, meta, items):
        return A.ReplacementLine("enters_with_counters_if", counter=items[2], amount=items[1],
                                 condition=_cond(items[-1]), span=_span(meta))

    @v_args(meta=True)
    def r_escapes_with_counters(self, meta, items):
        """CR 702.138b-c: "~ escapes with <counters> on it" means "If this permanent escaped (the
        spell that became it was cast for its escape cost), it enters with <counters> on it"."""
        return A.ReplacementLine("enters_with_counters_if", counter=items[2], amount=items[1],
                                 condition=KeywordCostPaid("escape"), span=_span(meta))

    @v_args(meta=True)
    def r_if_enters_with_counters(self, meta, items):
        condition, amount, counter = items[0], items[1], items[2]
        return A.ReplacementLine("enters_with_counters_if", counter=counter, amount=amount,
                                 condition=_cond(condition), span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_counters_for_each(self, meta, items):
        if items[1] != Fixed(1):
            raise UnsupportedPhrase("several counters for each object")
        return A.ReplacementLine("enters_with_counters", counter=items[2], amount=items[1],
                                 for_each=_plain(items[-1]), span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_counters_colors_spent(self, meta, items):
        """Converge: one counter for each color of the mana spent to cast it (CR 601.2h, 105.1)."""
        if items[1] != Fixed(1):
            raise UnsupportedPhrase("several counters for each color of mana spent")
        return A.ReplacementLine("enters_with_counters_colors_spent", counter=items[2], span=_span(meta))

    @v_args(meta=True)
    def st_characteristic_power(self, meta, items):
        return A.StaticLine("characteristic_pt", A.SelfPhrase(), amount=items[2], power_only=True,
                            span=_span(meta))

    @v_args(meta=True)
    def st_characteristic_toughness(self, meta, items):
        """"~'s toughness is equal to the number of Forests you control" (CR 604.3): its power is
        printed."""
        return A.StaticLine("characteristic_pt", A.SelfPhrase(), amount=items[2], toughness_only=True,
                            span=_span(meta))

    def _self_cost(self, meta, items, more, per=None, condition=None):
        return A.StaticLine("self_cost", A.SelfPhrase(), cost=items[1], more=more, per=per,
                            condition=condition, span=_span(meta))

    @v_args(meta=True)
    def st_self_cost_less_each(self, meta, items):
        return self._self_cost(meta, items, False, per=_plain(items[2]))

    @v_args(meta=True)
    def st_self_cost_more_each(self, meta, items):
        return self._self_cost(meta, items, True, per=_plain(items[2]))

    @v_args(meta=True)
    def st_self_cost_less_if(self, meta, items):
        return self._self_cost(meta, items, False, condition=_cond(items[2]))

    @v_args(meta=True)
    def st_optional_untap(self, meta, items):
        return A.StaticLine("optional_untap", A.SelfPhrase(), span=_span(meta))

    @v_args(meta=True)
    def st_as_though_unblocked(self, meta, items):
        """"You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1c)"""
        if str(items[1]) != "assign":
            raise UnsupportedPhrase("'you may have ~ assigns'")
        return A.StaticLine("as_though_unblocked", A.SelfPhrase(), span=_span(meta))

    @v_args(meta=True)
    def st_untap_self_others(self, meta, items):
        """"Untap ~ during each other player's untap step." (CR 502.3)."""
        return A.StaticLine("untap_during_others", A.SelfPhrase(), span=_span(meta))

    @v_args(meta=True)
    def st_untap_all_others(self, meta, items):
        """"Untap all permanents you control during each other player's untap step." (CR 502.3)."""
        return A.StaticLine("untap_during_others", self._untapped_you_control(items[0]), span=_span(meta))

    @v_args(meta=True)
    def st_untap_each_others(self, meta, items):
        return A.StaticLine("untap_during_others", self._untapped_you_control(items[0]), each=True,
                            span=_span(meta))

    @staticmethod
    def _untapped_you_control(filt) -> ObjectFilter:
        """The permanents of "untap all <filter> during each other player's untap step": only
        the static's controller's own (an untap step untaps nothing else, CR 502.3)."""
        filt = _plain(filt)
        if filt.controller is not Controller.YOU or filt.zone is not Zone.BATTLEFIELD:
            raise UnsupportedPhrase("untapping permanents you don't control in another's untap step")
        return filt

    @v_args(meta=True)
    def st_cast_only(self, meta, items):
        steps, yours = A.STEP_TIMINGS[str(items[1])]
        return A.StaticLine("cast_only", A.SelfPhrase(), condition=DuringSteps(steps, yours),
                            span=_span(meta))

    @v_args(meta=True)
    def st_predicates_q(self, meta, items):
        return self._quoted_end(self._static(meta, items[0], items[1]))

    @v_args(meta=True)
    def st_self_predicates_q(self, meta, items):
        return self._quoted_end(self._static(meta, A.SelfPhrase(), items[1]))

    @v_args(meta=True)
    def st_while_predicates_q(self, meta, items):
        return self._quoted_end(self._static(meta, items[1], items[2], items[0]))

    @v_args(meta=True)
    def st_while_self_predicates_q(self, meta, items):
        return self._quoted_end(self._static(meta, A.SelfPhrase(), items[2], items[0]))

    @staticmethod
    def _quoted_end(line):
        """A line may end with a quoted ability's own period (`has "{t}: add {g}."`), no other way."""
        if not isinstance(line.predicates[-1], A.GrantPredicate):
            raise UnsupportedPhrase("a static ability without a final period")
        return line

    def _prevent(self, meta, items, wording, combat):
        tokens = [i for i in items if isinstance(i, Token)]
        filters = [i for i in items if not isinstance(i, Token)]
        subject = None
        if wording == "to_you":
            subject = A.YouPhrase()
        elif tokens and tokens[0].type == "SELF":
            subject = A.SelfPhrase()
        elif tokens:
            subject = ObjectFilter(types=(TYPE_WORDS[singular(str(tokens[1]))],), attached_to_source=True)
        return A.StaticLine("prevent", subject, per=_plain(filters[0]) if filters else None,
                            side=A.DamageSide("to" if wording == "to_you" else wording),
                            combat_only=combat, span=_span(meta))

    def hand_of_you(self, _): return PlayerRef.YOU
    def hand_of_each_opponent(self, _): return PlayerRef.EACH_OPPONENT

    @v_args(meta=True)
    def st_no_maximum_hand_size(self, meta, _):
        """"You have no maximum hand size." (CR 402.2)."""
        return A.StaticLine("hand_size", hand_of=PlayerRef.YOU, no_maximum=True, span=_span(meta))

    @v_args(meta=True)
    def st_players_no_maximum_hand_size(self, meta, _):
        """"Players have no maximum hand size." (CR 402.2): every player, the static's controller too."""
        return A.StaticLine("hand_size", hand_of=PlayerRef.EACH_PLAYER, no_maximum=True, span=_span(meta))

    @v_args(meta=True)
    def st_loyalty_any_time(self, meta, items):
        """"You may activate loyalty abilities of planeswalkers you control on any player's turn
        any time you could cast an instant." (CR 606.3, changed by the ability)."""
        filt = _plain(items[0])
        if CardType.PLANESWALKER not in filt.types:
            raise UnsupportedPhrase("loyalty abilities of permanents that aren't planeswalkers")
        return A.StaticLine("loyalty_any_time", subject=filt, span=_span(meta))

    @v_args(meta=True)
    def st_hand_size_changed(self, meta, items):
        """"Your maximum hand size is reduced by two." (CR 402.2)."""
        return _hand_size_changed(meta, *items)

    @v_args(meta=True)
    def st_each_hand_size_changed(self, meta, items):
        """"Each opponent's maximum hand size is reduced by one." at the start of a line."""
        filt, _possessive, change, n = items
        objects, players = _split(filt)
        if objects is not None or players is not Controller.OPPONENT:
            raise UnsupportedPhrase("a maximum hand size of players other than your opponents")
        return _hand_size_changed(meta, PlayerRef.EACH_OPPONENT, change, n)

    @v_args(meta=True)
    def st_hand_size_minus_card_types(self, meta, items):
        """"As long as there are four or more card types among cards in your graveyard, each
        opponent's maximum hand size is equal to seven minus the number of those card types."
        (delirium, CR 402.2, 205.2a): "those card types" are the condition's."""
        from ....runtime.filters import CardTypesInGraveyard, GraveyardCardTypes, Sum, Times
        condition, whose, number = items
        if not isinstance(condition, CardTypesInGraveyard):
            raise UnsupportedPhrase("'those card types' after another condition")
        from .common import NUMBER_WORDS
        amount = Sum(Times(GraveyardCardTypes(), -1), NUMBER_WORDS[str(number)])
        return A.StaticLine("hand_size", hand_of=whose, condition=condition, amount=amount, span=_span(meta))

    @v_args(meta=True)
    def st_combat_damage_unpreventable(self, meta, _):
        return A.StaticLine("cant_be_prevented", combat_only=True, span=_span(meta))

    @v_args(meta=True)
    def st_prevent_to(self, meta, items): return self._prevent(meta, items, "to", False)
    @v_args(meta=True)
    def st_prevent_to_by(self, meta, items): return self._prevent(meta, items, "to", False)
    @v_args(meta=True)
    def st_prevent_to_you(self, meta, items): return self._prevent(meta, items, "to_you", False)
    @v_args(meta=True)
    def st_prevent_by(self, meta, items): return self._prevent(meta, items, "by", False)
    @v_args(meta=True)
    def st_prevent_to_and_by(self, meta, items): return self._prevent(meta, items, "to_and_by", False)
    @v_args(meta=True)
    def st_prevent_combat_to(self, meta, items): return self._prevent(meta, items, "to", True)
    @v_args(meta=True)
    def st_prevent_combat_to_by(self, meta, items): return self._prevent(meta, items, "to", True)
    @v_args(meta=True)
    def st_prevent_combat_to_you(self, meta, items): return self._prevent(meta, items, "to_you", True)

    @v_args(meta=True)
    def st_prevent_combat_to_group(self, meta, items):
        """"Prevent all combat damage that would be dealt to attacking Humans you control." (CR
        615.1a): each object the filter describes is protected."""
        return A.StaticLine("prevent", _plain(items[0]), side=A.DamageSide("to"), combat_only=True,
                            span=_span(meta))

    @v_args(meta=True)
    def st_prevent_to_group(self, meta, items):
        """"Prevent all damage that would be dealt to creatures you control." (CR 615.1a)."""
        return A.StaticLine("prevent", _plain(items[0]), side=A.DamageSide("to"), combat_only=False,
                            span=_span(meta))
    @v_args(meta=True)
    def st_prevent_combat_by(self, meta, items): return self._prevent(meta, items, "by", True)
    @v_args(meta=True)
    def st_prevent_combat_to_and_by(self, meta, items):
        return self._prevent(meta, items, "to_and_by", True)

    @staticmethod
    def _creature_word(tok, plural=None):
        word = str(tok)
        if singular(word) != "creature" or (plural is not None and (word == "creatures") != plural):
            raise UnsupportedPhrase(f"blocking {word}")

    def sp_block_only(self, items): return A.BlockingPredicate("block_only", _plain(items[0]))

    def sp_blockable_despite(self, items):
        """"can be blocked as though they didn't have islandwalk" (CR 702.14c)."""
        return A.BlockableDespitePredicate(" ".join(str(items[-1]).split()))

    def sp_attack_despite_defender(self, _items):
        """"can attack as though it didn't have defender" (CR 702.3b)."""
        return A.AttackDespiteDefenderPredicate()

    def sp_block_additional(self, items):
        self._creature_word(items[0], plural=False)
        return A.BlockingPredicate("additional", number=1)

    def sp_block_additional_n(self, items):
        self._creature_word(items[1], plural=True)
        return A.BlockingPredicate("additional", number=_fixed(items[0]))

    def sp_block_any(self, items):
        self._creature_word(items[0], plural=True)
        return A.BlockingPredicate("additional", number=None)

    @staticmethod
    def _be_blocked(tok):
        if str(tok) != "be blocked":
            raise UnsupportedPhrase(f"can't {tok} by ...", tok)

    def sp_untargetable(self, items):
        """"can't be the target of blue or black spells" (CR 115.4): abilities still may."""
        return A.TargetingPredicate(_spells(items[0]))

    def sp_untargetable_plural(self, items):
        """"Creatures can't be the targets of spells." (a plural subject)."""
        return A.TargetingPredicate(_spells(items[0]), targets=True)

    def sp_untargetable_by_opponents_abilities(self, _):
        """"can't be the target of abilities your opponents control" (CR 115.4): spells may."""
        return A.TargetingPredicate(None, ObjectFilter(controller=Controller.OPPONENT))

    def sp_untargetable_sources(self, items):
        """"... of white spells or abilities from white sources": a source of either kind."""
        words = str(items[1]).split()[0]
        color = COLOR_WORDS[words.removeprefix("non")]
        sources = ObjectFilter(excluded_colors=(color,)) if words.startswith("non") else ObjectFilter(colors=(color,))
        return A.TargetingPredicate(_spells(items[0]), sources)

    def sp_unblockable_by(self, items):
        self._be_blocked(items[0])
        return A.BlockingPredicate("unblockable_by", _plain(items[1]))

    def sp_unblockable_by_greater_power(self, items):
        """"can't be blocked by creatures with greater power" (CR 701.54c)."""
        self._be_blocked(items[0])
        return A.BlockingPredicate("unblockable_by_greater_power", ObjectFilter(types=(CardType.CREATURE,)))

    def sp_legendary(self, _):
        return A.LegendaryPredicate()

    def sp_unblockable_except(self, items):
        self._be_blocked(items[0])
        return A.BlockingPredicate("unblockable_except", _plain(items[1]))

    def sp_unblockable_except_either(self, items):
        """"... except by artifact creatures and/or white creatures": a blocker matching either."""
        self._be_blocked(items[0])
        return A.BlockingPredicate("unblockable_except", either_group(items[1:]))

    def sp_min_blockers(self, items):
        self._be_blocked(items[0])
        self._creature_word(items[2], plural=True)
        return A.BlockingPredicate("min_blockers", number=_fixed(items[1]))

    def sp_max_blockers(self, items):
        self._be_blocked(items[0])
        self._creature_word(items[2], plural=False)
        if str(items[1]) != "one":
            raise UnsupportedPhrase(f"more than {items[1]} creature")
        return A.BlockingPredicate("max_blockers", number=1)

    def sp_grant(self, items):
        has, quoted = items[-2:]
        inner = _inner_quote_double(str(quoted)[1:-1])
        from lark.exceptions import UnexpectedInput, VisitError
        from ..parse_errors import not_understood, stop_index, word_at
        from ..parser import line_parser
        base = quoted.start_pos + 1
        try:
            tree = line_parser().parse(inner)
        except UnexpectedInput as exc:
            index = stop_index(exc, inner)
            raise TextNotUnderstood(f"in a quoted ability: {not_understood(word_at(inner, index))}",
                                    base + index) from None
        try:
            inner_ast = type(self)()                    # a fresh transformer of the composed class
            ability = inner_ast.transform(tree)
        except VisitError as exc:
            raise moved_into_line(exc, base) from None
        from ...source.self_names import QUOTED_NAME
        if inner.count(QUOTED_NAME) > getattr(inner_ast, "card_names_kept", 0):
            ability = dataclasses.replace(ability, card_as_holder=True)     # CR 201.5a
        return A.GrantPredicate(ability, plural=str(has) == "have")


NESTED_QUOTE_AT_END = re.compile(r"(?<= )'(?=[{a-z])(.+)'\.$")


def _inner_quote_double(inner: str) -> str:
    """A quoted ability's own quoted ability at its end, in single quotes with the period after
    them (normalize.py): written as a quoted ability of a line, in double quotes, so the inner
    line parses as any line that grants one ('Swamps you control have "{T}: Add {B}{B}."').
    An apostrophe ("creature's") follows a letter, never a space, so is no opening quote."""
    return NESTED_QUOTE_AT_END.sub(lambda m: f'"{m.group(1)}."', inner)


def _hand_size_changed(meta, whose, change, n):
    """"<whose> maximum hand size is reduced/increased by N" (CR 402.2)."""
    by = _fixed(n) if str(change) == "increased" else -_fixed(n)
    return A.StaticLine("hand_size", hand_of=whose, hand_size_change=by, span=_span(meta))


def _count_word(count) -> str:
    """"one" for the count 1 (the only number the counter and token replacements are written with)."""
    return "one" if count == Fixed(1) else str(getattr(count, "value", count))


def _named_by_next(filt, rest) -> bool:
    """"Enchanted creature and other creatures that share a creature type with it": the one
    object an Aura is attached to (CR 303.4), which the next group's "it" names."""
    return bool(rest) and _plain(filt).attached_to_source and _plain(rest[0][0]).shares_creature_type_with == "it"


def groups_union(groups) -> ObjectFilter:
    """"Goblins you control and Elementals you control", "red creatures and white creatures you
    control": every object any of the groups names, as one filter whose alternatives they are,
    so an object in two of them is counted once (a Goblin Elemental gets +1/+1, not +2/+2).
    Each must be a plural noun. Whose and where, written once after the last group, are every
    group's ("Servos and Thopters you control"); groups with different owners or zones are
    not one subject here."""
    filters = []
    for i, (filt, plural, either_number) in enumerate(groups):
        if not (plural or either_number or _named_by_next(filt, groups[i + 1:])):
            raise UnsupportedPhrase("a singular noun in a list of groups")
        filters.append(_plain(filt))
    last = filters[-1]
    filters = [f if f.controller is not Controller.ANY or f.zone is not last.zone
               else dataclasses.replace(f, controller=last.controller) for f in filters]
    shared = {(f.controller, f.zone, f.spell, f.card) for f in filters}
    if len(shared) != 1:
        raise UnsupportedPhrase("groups of different controllers or zones")
    (controller, zone, spell, card), = shared
    return ObjectFilter(controller=controller, zone=zone, spell=spell, card=card,
                        alternatives=tuple(filters))
