"""Transformer methods for effect clauses and sentences (grammar/effects.lark, CR 608, 701).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from lark import Token

from ....runtime import effects as E
from ....runtime.abilities import KeywordAbility
from ....runtime.characteristics import CardType, Step, Zone
from ....runtime.filters import (AnyOfConditions, AttackedThisTurn, CardsInZone, CastFromHand,
                                Compare, Controller, ControlNone, CounterCount, CountersOn, CountOf,
                                CreatureDiedThisTurn, DuringSteps, EachRef, Fixed, GrantorRef, LifeTotal, ManaSpentToCast,
                                ObjectFilter, PowerOf, SelfRef, SourceState, WasKicked, XValue, YouControl,
                                YouControlAtMost, YourTurn)

from .. import nodes as A
from .players import bind_continued_player
from .common import (DELAYS, UnsupportedPhrase, fold_may, names_card, require_engine_support, self_phrase, singular,
                     Noun, _is_color, _colors,
                               KeepTypes, FilterWithExtras, _split, _plain, _fixed, _pt_x, _pt,
                               _one, _card_word, _token, _has, _count, ItCondition, _cond, _sentence, _bare_each,
                               split_token, _reveals)


class EffectsMixin:
    """One-shot effect clauses, the conditions they test, tokens, and the sentences that hold them."""

    def c_get_energy(self, items):
        energy = sum(1 for i in items if isinstance(i, Token) and i.type == "ENERGY_SYMBOL")
        return A.EnergyClause(items[0], Fixed(energy))

    # ------------------------------------------------------------ clauses
    def c_add_mana(self, items): return A.AddManaClause(items[0])

    def c_add_amount_of_that_color(self, items):
        """"Add an amount of mana of that color equal to X" (CR 106.1): X mana of the one color
        chosen by the sentence before."""
        return A.AddManaClause(E.AnyColor(items[0], one_color=True), that_color=True)

    def c_player_adds(self, items):
        return A.AddManaClause(items[1], player=_one(items[0]))

    def c_scry(self, items): return A.ScryClause(items[0])

    def c_draw(self, items):
        if singular(str(items[1])) != "card":
            raise UnsupportedPhrase(f"draw {items[1]}")
        return A.DrawClause(items[0])

    def c_gain_life(self, items):
        return A.LifeClause(items[0], items[2], True, items[3] if len(items) > 3 else None)

    def c_lose_life(self, items):
        return A.LifeClause(items[0], items[2], False)

    def c_exile(self, items): return A.ExileClause(items[0], **_entering(items))
    def c_exile_top(self, _): return A.ExileTopClause()

    def c_exile_top_count(self, items):
        """"exile the top two cards of your library"."""
        if str(items[1]) != "cards" or (isinstance(items[0], Fixed) and items[0].value < 2):
            raise UnsupportedPhrase(f"exile the top {items[1]}")
        return A.ExileTopClause(items[0].value if isinstance(items[0], Fixed) else _count(items[0]))

    def c_exile_top_that_player(self, _):
        return A.ExileTopClause(that_player=True)

    def c_exile_top_count_that_player(self, items):
        """"exile the top seven cards of that player's library"."""
        return dataclasses.replace(self.c_exile_top_count(items[:2]), that_player=True)

    def c_return_battlefield(self, items):
        return A.ReturnClause(items[0], "battlefield_owner", **_entering(items))

    def c_return_from_battlefield(self, items):
        return A.ReturnClause(items[0], "battlefield", from_zone=Zone(str(items[1])), **_entering(items))

    def entering_counter(self, items):
        return ("entering", items[1], items[0])

    def c_return_battlefield_attached(self, items):
        """"return ~ from your graveyard to the battlefield attached to that creature" (CR 303.4f)."""
        if len(items) == 3:
            return A.ReturnClause(items[0], "battlefield", from_zone=Zone(str(items[1])), attached_to=items[2])
        return A.ReturnClause(items[0], "battlefield", attached_to=items[1])

    def c_return_from_battlefield_tapped(self, items):
        return A.ReturnClause(items[0], "battlefield", True, from_zone=Zone(str(items[1])))

    def c_return_from_your_hand(self, items):
        return A.ReturnClause(items[0], "your_hand", from_zone=Zone(str(items[1])))

    def c_return_battlefield_yours(self, items):
        return A.ReturnClause(items[0], "battlefield", **_entering(items))

    def c_return_hand(self, items): return A.ReturnClause(items[0], "hand")
    def c_destroy(self, items): return A.DestroyClause(items[0])

    def c_put_counters(self, items):
        return A.PutCountersClause(items[0], items[1], items[3])

    def c_double_counters(self, items):
        return A.DoubleCountersClause(items[0], items[1])

    def c_double_all_counters(self, items):
        return A.DoubleCountersClause(None, items[0])

    def c_create_token(self, items):
        spec, granted = split_token(items[1])
        return A.CreateTokenClause(items[0], spec, items[2] if len(items) > 2 else None, granted=granted)

    def c_create_token_equal(self, items):
        """"create a number of 1/1 white Rabbit creature tokens equal to this creature's power":
        the amount, reckoned as the effect is carried out (CR 608.2h)."""
        spec, granted = split_token(items[0])
        return A.CreateTokenClause(items[1], spec, None, granted=granted)

    def c_sacrifice_unless(self, items):
        return A.SacrificeClause(items[0], unless=items[1])

    def c_sacrifice(self, items): return A.SacrificeClause(items[0])

    def c_player_sacrifices_objects(self, items): return A.SacrificeClause(items[1], players=items[0])

    def c_sacrifice_chosen(self, items):
        return A.SacrificeChosenClause((A.YouPhrase(),), _count(items[0]), _plain(items[1]))

    def c_player_sacrifices(self, items):
        return A.SacrificeChosenClause(items[0], _count(items[1]), _plain(items[2]))

    def ds_self(self, items): return self_phrase(self, items)
    def ds_it(self, _): return A.ItPhrase()
    def dr_objects(self, items): return items[0]
    def dr_each_opponent(self, _): return (A.EachPhrase(ObjectFilter(), Controller.OPPONENT),)

    def c_damage(self, items):
        return A.DamageClause(items[1], items[2], items[0])

    def c_pump(self, items):
        text = str(_token(items, "PT"))
        if "x" in text:
            power, toughness = _pt_x(text)
            return A.PumpClause(items[0], power, toughness, _has(items, "UNTIL_EOT"), by_x=True)
        power, toughness = _pt(text)
        return A.PumpClause(items[0], power, toughness, _has(items, "UNTIL_EOT"))

    def c_pump_either(self, items):
        """"Target creature gets +X/+X or -X/-X until end of turn": one of the two, chosen by the
        controller as the effect resolves (CR 608.2d)."""
        first, second = (str(i) for i in items if isinstance(i, Token) and i.type == "PT")
        if ("x" in first) != ("x" in second):
            raise UnsupportedPhrase("a choice between a modification by X and a fixed one")
        pt = _pt_x if "x" in first else _pt
        return A.PumpClause(items[0], *pt(first), True, by_x="x" in first, either=tuple(pt(second)))

    def c_pump_until_your_next_turn(self, items):
        """"Target creature gets -4/-0 until your next turn" (Fungi Cavern): it ends as the
        controller's next turn begins (CR 800.4m names such durations)."""
        power, toughness = _pt(str(_token(items, "PT")))
        return A.PumpClause(items[0], power, toughness, False, until_your_next_turn=True)

    def c_pump_for_each(self, items):
        text = str(_token(items, "PT"))
        power, toughness = _pt(text)
        return A.PumpClause(items[0], power, toughness, True, for_each=_plain(items[-1]))

    def c_pump_for_each_discarded(self, items):
        """"for each card discarded this way": a count of what the discard step before did
        (CR 608.2c), fixed as the effect resolves (CR 608.2h)."""
        power, toughness = _pt(str(_token(items, "PT")))
        return A.PumpClause(items[0], power, toughness, True, for_each=("discarded", _plain(items[-2])))

    def c_gain_keyword(self, items):
        return A.GainKeywordClause(items[0], items[2], _has(items, "UNTIL_EOT"))

    def c_they_gain_keyword(self, items):
        """"They gain haste." (encore's tokens, CR 702.141a): the objects named last."""
        return A.GainKeywordClause((A.ThemPhrase(subject=True),), items[1], _has(items, "UNTIL_EOT"))

    def c_gain_two_keywords(self, items):
        """"It gains flying and indestructible until end of turn" (CR 611.2c)."""
        return A.GainKeywordsClause(items[0], (items[2], items[3]))

    def c_may_play(self, items): return A.MayPlayClause(items[0])
    def c_may(self, items): return A.MayClause(items[0])
    def c_choose_targets(self, items): return A.ChooseClause(items[0])

    def c_become_saddled(self, items): return A.BecomeSaddledClause(items[0])
    def c_tap(self, items): return A.TapClause(items[0])
    def c_skip_untap(self, items): return A.SkipUntapClause(items[0])
    def c_skip_untap_its(self, items): return A.SkipUntapClause(items[0], its_controller=True)
    def c_skip_untap_their(self, items):
        return A.SkipUntapClause(items[0], its_controller=True)
    def c_skip_untap_theirs(self, items):
        return A.SkipUntapClause(items[0], its_controller=True)
    def c_fight(self, items): return A.FightClause(items[0], items[2])
    def c_may_fight(self, items): return A.FightClause(items[0], items[1], may_have=True)
    def c_may_gain_life(self, items): return A.MayGainLifeClause(items[-1])

    def c_mill_one(self, items):
        _card_word(items[1])
        return A.MillClause(items[0], Fixed(1))

    def c_put_on_your_library(self, items): return A.PutOnLibraryClause(items[0], yours=True)

    def your_turn_sentence(self, _): return A.TimingSentence(condition=YourTurn(), during_your_turn=True)

    def step_timing_sentence(self, items):
        steps, yours = A.STEP_TIMINGS[str(items[0])]
        return A.TimingSentence(condition=DuringSteps(steps, yours))

    def step_timing_sentence_old(self, items): return self.step_timing_sentence(items)

    def your_turn_sentence_old(self, _):
        return A.TimingSentence(condition=YourTurn(), during_your_turn=True)
    def c_counter(self, items): return A.CounterClause(items[0])
    def c_change_target(self, items): return A.ChangeTargetClause(items[0])

    def c_return_transformed_yours(self, items):      # CR 712.14a
        return A.ReturnClause(items[0], "battlefield_yours", transformed=True)

    def c_return_transformed_owner(self, items):
        return A.ReturnClause(items[0], "battlefield_owner", transformed=True)

    def c_return_battlefield_tapped(self, items):
        return A.ReturnClause(items[0], "battlefield", tapped=True)

    def _mill(self, players, amount, noun):
        _card_word(noun)
        return A.MillClause(players, amount)

    def c_mill(self, items):
        return self._mill(items[0], items[1], items[2])
    def c_mills(self, items): return self._mill(items[0], items[1], items[2])
    def c_mill_you(self, items): return self._mill((A.YouPhrase(),), items[0], items[1])
    def c_mill_you_one(self, items): return self._mill((A.YouPhrase(),), Fixed(1), items[0])

    def c_mill_you_old(self, items):
        return self._mill((A.YouPhrase(),), items[0], items[1])
    def c_put_on_library(self, items): return A.PutOnLibraryClause(items[0])

    def c_restrict_this_turn(self, items):
        return A.RestrictClause(items[0], str(items[1]))

    def c_assigns_no_combat_damage(self, items):
        """"~ assigns no combat damage this turn" (CR 510.1a): a restriction for the turn."""
        return A.RestrictClause(items[0], "assign combat damage")

    def c_may_pay(self, items): return A.MayPayClause(items[0])
    def c_may_tap(self, items): return A.MayPayClause(self.cost_tap_permanents(items))
    def c_tap_or_untap(self, items): return A.TapOrUntapClause(items[0])
    def c_token_copy(self, items): return A.TokenCopyClause(items[-1])

    def c_token_copy_each_opponent(self, _):
        """Encore's "For each opponent, create a token copy that attacks that opponent this turn if
        able" (CR 702.141a): a copy of this card (the ability's source) for each opponent."""
        return A.TokenCopyClause((A.SelfPhrase(),), attacks_each_opponent=True)

    def c_draw_for_each(self, items):
        _card_word(items[1])
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("drawing N for each")
        controlled = self.controlled_phrase(items[2])   # "... target opponent controls"
        return A.DrawClause(items[0], for_each=controlled if controlled is not None else _plain(items[2]))

    def if_you_do_sentence(self, items): return _sentence(items[0], if_you_do=True)
    def if_not_done_sentence(self, items):
        return _sentence(items[1], if_not_done=str(items[0]).rsplit(" ", 1)[0])
    def when_you_do_sentence(self, items):
        if str(items[0]) != "when":
            raise UnsupportedPhrase(f"'{items[0]} you do'")
        return _sentence(items[1], when_you_do=True)

    def next_spell_sentence(self, items):
        from ..nodes import triggers as T
        from ....runtime.filters import Controller
        filt = _plain(items[3])
        if str(items[0]) != "when" or items[1] is not Controller.YOU or str(items[2]) != "cast" \
                or not getattr(filt, "spell", False):
            raise UnsupportedPhrase(f"'{items[0]} ... cast your next ...' other than 'when you cast' a spell")
        return T.NextSpellSentence(filt, tuple(items[4]))

    def if_you_do_delayed_sentence(self, items):
        """"If you do, return it ... at the beginning of the next end step." (CR 603.7a)"""
        return _sentence(items[0], if_you_do=True, delay=DELAYS[" ".join(str(items[1]).split())])
    def c_regenerate(self, items): return A.RegenerateClause(items[0])
    def c_return_your_hand(self, items): return A.ReturnClause(items[0], "your_hand")

    def c_discard(self, items):
        _card_word(items[1])
        return A.DiscardClause((A.YouPhrase(),), items[0])

    def c_discard_any_number(self, items):
        """"Discard any number of cards" (CR 701.8a): zero or more, as the player chooses."""
        _card_word(items[0])
        return A.DiscardClause((A.YouPhrase(),), Fixed(0), any_number=True)

    def c_player_discards(self, items):
        _card_word(items[2])
        return A.DiscardClause(items[0], items[1])

    def c_pump_gain(self, items):
        if "x" in str(items[2]):                 # "+X/+X and gains trample ..., where X is ..."
            power, toughness = _pt_x(str(items[2]))
            return A.PumpGainClause(items[0], power, toughness, items[4], by_x=True)
        power, toughness = _pt(items[2])
        return A.PumpGainClause(items[0], power, toughness, items[4])

    def c_search(self, items):
        count, filt, put, dest, shuffle = items[:5]
        return A.SearchClause(_plain(filt), _fixed(count), dest[0], dest[1], reveal=_reveals(put),
                              shuffle=bool(shuffle))

    def sd_battlefield(self, _): return ("battlefield", False)
    def sd_battlefield_tapped(self, _): return ("battlefield", True)
    def sd_hand(self, _): return ("hand", False)

    # conditions and X
    def cond_control(self, items):
        filt = _plain(items[1])
        if filt.attached_to_source:   # "if you control an enchanted creature": any with an Aura (CR 303.4)
            from dataclasses import replace
            kind = "aura" if getattr(self, "attached_word", "") == "enchanted" else "equipment"
            filt = replace(filt, attached_to_source=False, has_attached=kind)
        return YouControl(filt)

    def cond_control_another(self, items):
        from dataclasses import replace
        return YouControl(replace(_plain(items[0]), other=True))

    def cond_source_state(self, items): return SourceState(str(items[1]))

    def cond_cards_in_zone(self, items):
        _card_word(items[1])
        if str(items[2]) == "hand":      # rendered as "you have N or more cards in hand"
            raise UnsupportedPhrase("'cards are in your hand'")
        return CardsInZone(Zone(str(items[2])), _fixed(items[0]))

    def c_counter_unless(self, items): return A.CounterUnlessClause(items[0], items[1])
    def c_gain_control(self, items): return A.GainControlClause(items[0])
    def c_gain_control_eot(self, items): return A.GainControlClause(items[0], True)

    def c_player_draws(self, items):
        _card_word(items[2])
        return A.DrawClause(items[1], players=items[0])

    def c_no_regeneration(self, items):
        return A.NoRegenerationClause(plural=str(items[0]).startswith("they"))
    def c_have_keywords(self, items):
        return A.HaveKeywordsClause(items[0], items[2])     # "have"/"has" agrees with the subject

    def cond_control_at_least(self, items):
        return YouControl(_plain(items[1]), _fixed(items[0]))

    def cond_counters_at_least(self, items):
        return CounterCount(SelfRef(), items[1], Compare.GE, _fixed(items[0]))

    def cond_no_counters(self, items):
        return CounterCount(SelfRef(), items[0], Compare.LE, 0)

    def x_count_of(self, items):
        if isinstance(items[0], FilterWithExtras) and items[0].controlled_by == A.ThatPhrase("player") \
                and items[0].players is None and items[0].total_power is None:
            # "the number of lands that player controls": counted for the player acted on
            return A.PlayersCountAmount(items[0].filter, A.ThatPhrase("player"))
        filt, players = _split(items[0])
        if players is not None:
            raise UnsupportedPhrase("X counting players")
        return CountOf(EachRef(filt))

    def x_counters_on(self, items):
        return CountersOn(GrantorRef() if names_card(self, items) else SelfRef(), items[0])

    def x_counters_on_it(self, items):
        return A.CountersOnObject(A.ItPhrase(), items[0])
    def condition_sentence(self, items): return A.TimingSentence(condition=_cond(items[0]))

    def condition_sentence_old(self, items):
        return A.TimingSentence(condition=_cond(items[0]))
    def conditional_sentence(self, items):
        return _sentence(items[1], condition=_cond(items[0]))

    def instead_sentence(self, items):
        return _sentence(items[1], condition=_cond(items[0]), instead=True)

    def instead_after_sentence(self, items):
        """"Exile that creature instead if <condition>." is "If <condition>, instead exile that
        creature." (one sentence, CR 608.2c)."""
        return _sentence(items[0], condition=_cond(items[1]), instead=True)

    def instead_last_sentence(self, items):
        """"If you control three or more artifacts, draw two cards instead." is "If <condition>,
        instead draw two cards." (the same replacement of the sentence before, CR 608.2c)."""
        return _sentence(items[1], condition=_cond(items[0]), instead=True)

    def delayed_after_sentence(self, items):
        return _sentence(items[0], delay=DELAYS[" ".join(str(items[1]).split())])

    def conditional_delayed_sentence(self, items):
        """"If the gift wasn't promised, return that creature ... at the beginning of the next end
        step.": the delayed trigger is created only if the condition holds (CR 603.7a, 608.2c)."""
        return _sentence(items[1], condition=_cond(items[0]), delay=DELAYS[" ".join(str(items[2]).split())])

    # intervening-if and other conditions (CR 603.4)
    def cond_kicked_it(self, _): return ItCondition(WasKicked())
    def cond_kicked_self(self, _): return WasKicked()
    def cond_kicked_with(self, items): return ItCondition(WasKicked(items[0]))
    def cond_cast_from_hand(self, _): return CastFromHand()

    def cond_self_entered(self, _):
        """"Activate only if ~ entered this turn" (CR 400.7)."""
        from ....runtime.filters import EnteredThisTurn
        return EnteredThisTurn()

    def cond_was_cast(self, _):
        """"if you cast it" (CR 601.2): the permanent entered as a resolving spell."""
        from ....runtime.filters import WasCast
        return WasCast()

    def cond_tribute_not_paid(self, _):          # CR 702.104b
        from ....runtime.filters import KeywordCostPaid
        return KeywordCostPaid("tribute", paid=False)

    def cond_prowl_paid(self, _):                # CR 702.76a: "if its prowl cost was paid"
        from ....runtime.filters import KeywordCostPaid
        return KeywordCostPaid("prowl")

    def cond_casualty_paid(self, _):             # CR 702.153a: "if a casualty cost was paid for it"
        from ....runtime.filters import KeywordCostPaid
        return KeywordCostPaid("casualty")

    # CR 702.166b: a spell is "bargained" if its bargain cost was paid; the permanent it becomes
    # is bargained too. "it" is the spell or permanent itself, as with "it was kicked".
    def cond_bargained_it(self, _): return ItCondition(_bargained())
    def cond_bargained_self(self, _): return _bargained()
    def cond_bargained_is(self, _): return _bargained()

    # CR 702.174a-b: "the gift was promised" if the spell's gift cost was paid (an opponent chosen)
    def cond_gift_promised(self, _): return _gift_promised(True)

    def cond_evidence_collected(self, _):
        """"if evidence was collected": its optional cost of collecting evidence was paid (CR 701.59c)."""
        from ....runtime.filters import KeywordCostPaid
        return KeywordCostPaid("collect evidence")

    def cond_gift_not_promised(self, _): return _gift_promised(False)
    def cond_your_turn(self, _): return YourTurn()
    def cond_control_none(self, items): return ControlNone(_plain(items[0]))
    def cond_attacked(self, items):
        if singular(str(items[0])) != "creature":
            raise UnsupportedPhrase(f"attacked with a {items[0]}")
        return AttackedThisTurn()
    def cond_attacked_bare(self, _): return AttackedThisTurn()     # CR 508.1a: only creatures attack
    def cond_died(self, items):
        if items[0] != Fixed(1) or items[1] != ObjectFilter(types=(CardType.CREATURE,)):
            raise UnsupportedPhrase("this 'died this turn' condition")
        return CreatureDiedThisTurn()

    def cond_life(self, items):
        if str(items[0]) != "have":
            raise UnsupportedPhrase("'you has'")
        word = str(items[2])
        if word == "greater":
            raise UnsupportedPhrase("N or greater life")
        return LifeTotal(Compare.GE if word == "more" else Compare.LE, _fixed(items[1]))
    def where_x_sentence(self, items): return _sentence(items[0], x_is=items[2])
    def where_x_as_you_activate_sentence(self, items): return _sentence(items[0], x_is=items[2], x_as_you_activate=True)
    def where_x_as_you_cast_sentence(self, items): return _sentence(items[0], x_is=items[2], x_as_you_cast=True)
    def then_where_x_sentence(self, items): return _sentence(items[0], x_is=items[2], then=True)
    def c_untap(self, items): return A.TapClause(items[0], untap=True)

    def token(self, items):
        pt, words, kws, numbered = str(items[0]), [], (), ()
        for item in items[1:]:
            if isinstance(item, tuple):
                if any(k.cost is not None or k.costs or k.qualities or k.filter for k in item):
                    raise UnsupportedPhrase("a token keyword with a cost or quality")
                kws = tuple(require_engine_support(k).name for k in item if k.number is None)
                # "a 1/1 ... Mite artifact creature token with toxic 1" (CR 111.4): the keyword
                # with its number is one of the token's abilities
                numbered = tuple(KeywordAbility(require_engine_support(k).name, number=k.number)
                                 for k in item if k.number is not None)
            elif isinstance(item, Token) and item.type == "TOKEN_NOUN":
                continue
            else:
                words.append(item)
        # "an X/X ... token": X is the spell's X or what "where X is ..." defines (CR 107.3),
        # a number once the effect creates the token (CR 608.2h)
        power, toughness = (XValue() if n == "x" else int(n) for n in pt.split("/"))
        colors = _colors(words)
        noun = Noun([w for w in words if not _is_color(w) and w != "colorless"])
        subtypes = tuple(s.capitalize() for s in noun.subtypes)
        return E.TokenSpec(E.token_name(subtypes), power, toughness, colors,
                           tuple(noun.types) or (CardType.CREATURE,), subtypes, kws, numbered)

    def token_word(self, items): return str(items[0])

    # ", then" and "and" between clauses: both are done in the order written (CR 608.2c), so the
    # word is not kept; the renderer derives it from the clause that follows (render/joins.py)
    def join_then(self, _): return "then"
    def join_and(self, _): return "and"

    def clauses(self, items):
        """The clauses in the order written (their joins are dropped, see join_then)."""
        if len(items) != 1 or isinstance(items[0], (str, tuple)):     # one clause alone: nothing to fold
            items = [i for i in fold_may(items) if not isinstance(i, str)]
            # a rule that reads two clauses at once returns both (c_base_pt_all_creature_types_bare)
            items = [c for i in items for c in (i if isinstance(i, tuple) else (i,))]
        return bind_continued_player(self.bind_continued(tuple(items)))     # transform/targets.py

    # ------------------------------------------------------------ characteristics of objects, life equal
    # to them, losing abilities, animation, divided damage, copies
    def ao_self(self, items): return self_phrase(self, items)
    def ao_it(self, _): return A.ItPhrase()

    def ao_that(self, items):
        noun = singular(str(items[0]))
        if noun in ("player", "opponent"):
            raise UnsupportedPhrase(f"that {noun}'s characteristic")
        return A.ThatPhrase(noun)

    def ao_paid(self, items):
        noun = singular(str(items[1]))
        if noun in ("player", "opponent", "spell"):
            raise UnsupportedPhrase(f"the {items[0]} {noun}")
        return A.PaidPhrase(str(items[0]), noun)

    def x_characteristic(self, items):
        return A.AmountOf(items[0], str(items[1]))

    def x_mana_value(self, items):
        return A.AmountOf(items[0], "mana value")

    def x_mana_spent(self, _):
        return ManaSpentToCast(SelfRef())                  # CR 601.2h

    def c_gain_life_equal(self, items):
        return A.LifeClause(items[0], items[2], True, equal_to=True)

    def c_lose_life_equal(self, items):
        return A.LifeClause(items[0], items[2], False, equal_to=True)

    def c_lose_abilities(self, items):
        return A.LoseAbilitiesClause(items[0], _has(items, "UNTIL_EOT"))

    def c_become_artifact_creature(self, items):
        return A.BecomeArtifactCreatureClause(items[0], until_end_of_turn=_has(items, "UNTIL_EOT"))

    def c_animate(self, items):
        objects, article = items[0], items[1]
        if article != Fixed(1):
            raise UnsupportedPhrase("'becomes' with a number")
        pt = str(_token(items, "TOKEN_PT"))
        words = [i for i in items[3:] if isinstance(i, str) and not isinstance(i, Token)]
        kws = next((i for i in items if isinstance(i, tuple) and i is not objects), ())
        keep = next((i for i in items if isinstance(i, KeepTypes)), None)
        if "x" in pt:
            raise UnsupportedPhrase("becomes an X/X creature")
        if "colorless" in words:
            raise UnsupportedPhrase("becoming a colorless creature (the animation sets no colour to none)")
        nouns = [w for w in words if not _is_color(w)]
        noun = Noun(nouns, conjunctive=True)
        if CardType.CREATURE not in noun.types or noun.markers:
            raise UnsupportedPhrase("'becomes a N/N ...' that isn't a creature")
        if words.index(nouns[0]) < max((words.index(w) for w in words if _is_color(w)), default=-1):
            raise UnsupportedPhrase("colour words after type words")
        power, toughness = (int(v) for v in pt.split("/"))
        spec = E.TokenSpec("", power, toughness, _colors(words),
                           tuple(noun.types), tuple(noun.subtypes), tuple(k.name for k in kws))
        for k in kws:
            if k.number is not None or k.cost is not None or k.costs or k.qualities or k.filter:
                raise UnsupportedPhrase(f"becoming a creature with {k.name} and a parameter")
        return A.AnimateClause(objects, spec, keep_types=keep is not None, still=keep and keep.still,
                               until_end_of_turn=_has(items, "UNTIL_EOT"))

    def c_animate_plural(self, items):
        """"Those lands become 4/4 Elemental creatures with trample": each of them becomes one
        (CR 613.1d, 613.4b); the plural words are wording."""
        words = [singular(str(i)) if isinstance(i, str) and not isinstance(i, Token) else i for i in items[1:]]
        return self.c_animate([items[0], Fixed(1)] + words)

    def c_add_colors_and_types(self, items):
        """"That creature is a black Zombie in addition to its other colors and types": colours
        and creature types added (CR 205.1b, 105.3); a card type is not read here."""
        words = [str(i) for i in items[1:]]
        nouns = [w for w in words if not _is_color(w)]
        noun = Noun(nouns, conjunctive=True)
        if not nouns or noun.types or noun.markers or "colorless" in words:
            raise UnsupportedPhrase("'is a ... in addition to its other types' other than colours and subtypes")
        return A.AddColorsAndTypesClause(items[0], tuple(s.capitalize() for s in noun.subtypes), _colors(words))

    def c_animate_plural_base_pt(self, items):
        """"Artifacts you control become artifact creatures with base power and toughness 5/5":
        the animation of c_animate_plural, its numbers written as base power and toughness
        (CR 613.4b, layer 7b)."""
        pt = _token(items, "TOKEN_PT")
        rest = [i for i in items[1:] if i is not pt]
        clause = self.c_animate_plural([(_bare_each(self, items[0]),), pt] + rest)
        return dataclasses.replace(clause, base_pt_written=True, bare_subject=True)

    def c_they_animate(self, items):
        """"They become 6/6 Elemental creatures.": the objects named last (c_they_gain_keyword)."""
        return self.c_animate_plural([(A.ThemPhrase(subject=True),)] + list(items))

    def c_become_creature_type(self, items, continued: bool = False):
        """"becomes a blue Frog with base power and toughness 1/1": subtypes and colours only (a
        card type would be an animation, c_animate); one number of each (CR 613.4b)."""
        objects, article = ((), items[0]) if continued else (items[0], items[1])
        if article != Fixed(1):
            raise UnsupportedPhrase("'becomes' with a number")
        words = [str(i).lower() for i in items if isinstance(i, Token) and i.type in ("COLOR", "COLOR_PAIR", "SUBTYPE")]
        pt = str(_token(items, "TOKEN_PT"))
        nouns = [w for w in words if not _is_color(w)]
        noun = Noun(nouns, conjunctive=True)
        if "x" in pt or not nouns or noun.types or noun.markers or "colorless" in words:
            raise UnsupportedPhrase("'becomes a ... with base power and toughness' other than colours and creature types")
        power, toughness = (int(v) for v in pt.split("/"))
        return A.BecomeCreatureTypeClause(objects, tuple(noun.subtypes), _colors(words), power, toughness,
                                          until_end_of_turn=_has(items, "UNTIL_EOT"), continued=continued)

    def c_become_creature_type_continued(self, items):
        return self.c_become_creature_type(items, continued=True)

    def keep_in_addition(self, _): return KeepTypes()
    def keep_still(self, items): return KeepTypes(CardType(str(items[0]).lower()))

    def c_return_chosen_hand(self, items):
        amount, filt, owner, hand = items[0], items[1], str(items[2]), str(items[4])
        if amount != Fixed(1) or owner != "its" or hand != "hand":
            raise UnsupportedPhrase("returning several chosen permanents")
        filt, players = _split(filt)
        if players is not None or filt.zone is not Zone.BATTLEFIELD:
            raise UnsupportedPhrase("returning a chosen player or card")
        return A.ReturnClause((A.ChosenPhrase(1, filt),), "hand")

    def c_return_chosen_your_hand(self, items):
        """"return a land card from your graveyard to your hand": one card chosen as the effect
        happens, not targeted (CR 115.1: only the word "target" makes a target)."""
        amount, filt = items[0], items[1]
        if amount != Fixed(1):
            raise UnsupportedPhrase("returning several chosen cards")
        filt, players = _split(filt)
        if players is not None or filt.zone is not Zone.GRAVEYARD or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("returning a chosen card from elsewhere than your graveyard")
        return A.ReturnClause((A.ChosenPhrase(1, filt),), "your_hand")

    def c_return_either_your_hand(self, items):
        """"return a non-Avatar creature card or a planeswalker card from your graveyard to your
        hand": one card matching either description, chosen as the effect happens (CR 115.1).
        The zone words follow the second; the first is in the same zone."""
        first, _n, second = items[1], items[2], items[3]
        if items[0] != Fixed(1) or _n != Fixed(1):
            raise UnsupportedPhrase("returning several chosen cards")
        clause = self.c_return_chosen_your_hand([items[0], second])
        (chosen,) = clause.objects
        where = chosen.filter
        first, players = _split(first)
        if players is not None or first.zone is not Zone.BATTLEFIELD or first.controller is not Controller.ANY:
            raise UnsupportedPhrase("zone words on the first of two descriptions")
        first = dataclasses.replace(first, zone=where.zone, controller=where.controller)
        either = ObjectFilter(zone=where.zone, controller=where.controller, card=True,
                              alternatives=(first, where))
        return A.ReturnClause((A.ChosenPhrase(1, either),), "your_hand")

    def c_damage_split(self, items):
        source, first, to_first, _and, second, to_second = items
        return A.DamageSplitClause((A.DamageClause(first, to_first, source),
                                    A.DamageClause(second, to_second, source)))

    def c_copy_spell(self, items): return A.CopySpellClause(items[0])
    def c_copy_spell_for_each(self, items): return A.CopySpellClause(items[0], for_each=items[1])
    def c_copy_spell_twice(self, items): return A.CopySpellClause(items[0], twice=True)
    def c_opponent_copies_spell(self, items): return A.CopySpellClause(items[1], by_an_opponent=True)

    def until_eot_sentence(self, items):
        clauses = items[1]
        out = []
        for c in clauses:
            if getattr(c, "until_end_of_turn", True) is not False:
                raise UnsupportedPhrase("'until end of turn, ...' with an effect that has no duration")
            out.append(dataclasses.replace(c, until_end_of_turn=True))
        return A.Sentence(tuple(out))

    def mana_kept_combat_sentence(self, _): return A.ManaKeptSentence(Step.END_OF_COMBAT)
    def mana_kept_turn_sentence(self, _): return A.ManaKeptSentence(Step.CLEANUP)

    def still_type_sentence(self, items):
        word = singular(str(items[0]))
        if word not in {t.value for t in CardType}:
            raise UnsupportedPhrase(f"it's still a {word}")     # a card type only (CR 205.2a)
        return A.StillTypeSentence(CardType(word))

    def still_types_sentence(self, items):
        """"They're still lands." after a plural animation (CR 205.1b)."""
        return dataclasses.replace(self.still_type_sentence(items), plural=True)

    def new_targets_sentence(self, _): return A.NewTargetsSentence()
    def new_targets_copies_sentence(self, _): return A.NewTargetsSentence(copies=True)
    def new_targets_it_sentence(self, _): return A.NewTargetsSentence(for_it=True)
    def new_targets_players_sentence(self, items):
        if str(items[0]) != "players":              # TYPE_WORD lexes "players" too
            raise UnsupportedPhrase(f"{items[0]} choosing new targets")
        return A.NewTargetsSentence(copies=True, players=True)

    # ------------------------------------------------------------ sentences
    def plain_sentence(self, items): return _sentence(items[0])
    def then_sentence(self, items): return _sentence(items[0], then=True)

    def delayed_sentence(self, items):
        return _sentence(items[1], delay=DELAYS[" ".join(str(items[0]).split())])

    def until_next_turn_sentence(self, items):
        return _sentence(items[0], until_your_next_turn=True)

    def until_next_turn_after_sentence(self, items):
        """"You may play it until the end of your next turn.": the duration written last."""
        return _sentence(items[0], until_your_next_turn=True)

    def until_your_next_turn_sentence(self, items):
        return A.UntilYourNextTurnSentence(tuple(items[0]))

    def restriction_sentence(self, items): return A.RestrictionSentence(items[0])
    def rider_sentence(self, items): return A.RiderSentence(items[0])
    def sorcery_timing_sentence(self, _): return A.TimingSentence(sorcery_speed=True)

    def sorcery_timing_sentence_old(self, _):
        return A.TimingSentence(sorcery_speed=True)
    def once_per_turn_sentence(self, _): return A.TimingSentence(once_per_turn=True)

    def once_per_turn_sentence_old(self, _):
        return A.TimingSentence(once_per_turn=True)

    def effect_text(self, items): return tuple(items)

    def c_gain_bare(self, items):
        """"Creatures you control gain flying until end of turn" (each of them, CR 611.2c)."""
        return A.GainKeywordsClause((_bare_each(self, items[0]),), items[2])

    def c_pump_bare(self, items):
        """"Creatures you control get +1/+1 until end of turn": each of them, as it resolves (CR 611.2c)."""
        text = str(_token(items, "PT"))
        if "x" in text:
            raise UnsupportedPhrase("+X/+X for a group")
        power, toughness = _pt(text)
        return A.PumpClause((_bare_each(self, items[0]),), power, toughness, True)

    def c_pump_bare_discarded(self, items):
        """"Creatures you control get +0/+1 until end of turn for each card discarded this way":
        each of them, by the count of the discard step before it (CR 608.2c, 608.2h)."""
        clause = self.c_pump_bare(items[:-2])
        return dataclasses.replace(clause, for_each=("discarded", _plain(items[-2])))

    def x_cards_in_zone(self, items):
        _card_word(items[0])
        return CountOf(EachRef(ObjectFilter(zone=Zone(str(items[1])), controller=Controller.YOU,
                                            card=True)))

    def c_damage_equal(self, items): return A.DamageClause(items[1], items[2], items[0])
    def power_of_self(self, _): return PowerOf(SelfRef())
    def power_of_it(self, _): return "its_power"
    def c_fog(self, _): return A.FogClause()
    def c_prevent_next(self, items): return A.PreventNextClause(items[0], items[1])

    def c_search_up_to(self, items):
        count, filt, put, dest, shuffle = items[:5]
        return A.SearchClause(_plain(filt), _count(count), dest[0], dest[1], up_to=True,
                              reveal=_reveals(put), shuffle=bool(shuffle))

    def cond_control_at_most(self, items):
        return YouControlAtMost(_plain(items[1]), _fixed(items[0]))

    def cond_control_either(self, items):
        a, fa, b, fb = items
        if a != Fixed(1) or b != Fixed(1):
            raise UnsupportedPhrase("'you control N X or N Y'")
        return AnyOfConditions((YouControl(_plain(fa)), YouControl(_plain(fb))))

    def grant_sentence(self, items):
        grant = self.sp_grant(items[1:])
        return A.GrantSentence(items[0], grant.ability)     # "have"/"has" agrees with the subject


def _bargained():
    from ....runtime.filters import KeywordCostPaid
    return KeywordCostPaid("bargain")


def _gift_promised(paid: bool):
    from ....runtime.filters import KeywordCostPaid
    return KeywordCostPaid("gift", paid=paid)


def _entering(items) -> dict:
    """The ReturnClause fields of an "entering_counter" item ("with a +1/+1 counter on it")."""
    found = next((i for i in items if isinstance(i, tuple) and len(i) == 3 and i[0] == "entering"), None)
    return {} if found is None else {"enter_counter": found[1], "enter_counter_amount": found[2]}
