"""Parse tree -> typed AST (nodes.py). One method per grammar rule alias."""
from __future__ import annotations

import dataclasses
import functools
from importlib import resources

from lark import Token, Transformer, v_args

from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Color, ManaType, Step, Supertype, Zone
from cardtext.runtime.events import Whose
from cardtext.runtime.filters import (Compare, Controller, CounterCount, CountersOn, CountOf,
                                      EachRef, Fixed, NumberTest, ObjectFilter, SelfRef, XValue,
                                      YouControl, SourceState, CardsInZone, PowerOf)

from . import nodes as A
from .symbols import parse_mana_cost

MODAL_COUNTS = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2),
                "one or more": (1, None), "any number": (1, None)}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                "twenty": 20}
TYPE_WORDS = {t.value: t for t in CardType}
TYPE_WORDS.update({"sorceries": CardType.SORCERY})
COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK,
               "red": Color.RED, "green": Color.GREEN}
STEPS = {"upkeep": Step.UPKEEP, "draw step": Step.DRAW, "end step": Step.END,
         "combat": Step.BEGINNING_OF_COMBAT, "precombat main phase": Step.MAIN1,
         "postcombat main phase": Step.MAIN2}
DELAYS = {"at end of combat": (Step.END_OF_COMBAT, Whose.THIS_TURN),
          "at the beginning of the next end step": (Step.END, Whose.NEXT)}


class UnsupportedPhrase(Exception):
    """Parsed, but names something the compiler can't represent yet (becomes CT301)."""

    def __init__(self, message: str, token: Token | None = None):
        super().__init__(message)
        self.token = token


def singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


@functools.cache
def subtype_names() -> dict[str, str]:
    """Lower-case subtype or plural -> the subtype as printed ("elves" -> "Elf")."""
    table = resources.files("cardtext.grammar").joinpath("subtypes.tsv").read_text(encoding="utf-8")
    names = {}
    for row in table.splitlines():
        printed, plural = row.split("\t")
        names[printed.lower()] = names[plural] = printed
    return names


def subtype_name(word: str) -> str:
    return subtype_names().get(word, word)


class Noun:
    """Type words of a filter, gathered before the filter is built."""

    def __init__(self, words: list[str], conjunctive: bool = False):
        self.conjunctive = conjunctive      # "artifact creature" (both) vs "artifact or creature"
        self.types: list[CardType] = []
        self.subtypes: list[str] = []
        self.markers: set[str] = set()
        for w in words:
            s = singular(w)
            if s in TYPE_WORDS or w in TYPE_WORDS:
                self.types.append(TYPE_WORDS.get(s) or TYPE_WORDS[w])
            elif s in ("spell", "card", "permanent", "player", "opponent"):
                self.markers.add(s)
            else:
                self.subtypes.append(subtype_name(w))


def _span(meta) -> A.Span:
    if getattr(meta, "empty", True):
        return A.Span(0, 0)
    return A.Span(meta.start_pos, meta.end_pos)


def _objects(x) -> tuple:
    return x if isinstance(x, tuple) else (x,)


class ToAst(Transformer):
    """Builds ast.AbilityLine from a `start` tree. Spans are in normalised text; the
    compiler maps them back to raw columns."""

    # ------------------------------------------------------------ numbers
    def count(self, items):
        tok = items[0]
        if tok.type == "NUMBER":
            return Fixed(int(tok))
        return Fixed(NUMBER_WORDS[str(tok)])

    def x_count(self, _):
        return XValue()

    def one(self, _):
        return Fixed(1)

    def count_article(self, items):
        return items[0]

    # ------------------------------------------------------------ mana
    def mana_cost(self, items):
        return parse_mana_cost("".join(str(t) for t in items))

    def mana_bundle(self, items):
        return tuple(ManaType(str(t)[1].upper()) for t in items)

    def mana_choice(self, items):
        return tuple(items)

    def fixed_mana(self, items):
        return E.FixedMana(items[0])

    def fixed_mana_for_each(self, items):
        filt, players = _split(items[1])
        if players is not None:
            raise UnsupportedPhrase("mana for each player")
        return E.FixedMana(items[0], times=CountOf(EachRef(filt)))

    def any_combination_of(self, items):
        amount, first, second = items
        colors = tuple(ManaType(str(t)[1].upper()) for t in (first, second))
        return E.AnyColor(amount, one_color=False, colors=colors)

    @staticmethod
    def _kind(tok) -> bool:
        return str(tok) == "color"

    def any_color(self, items):
        amount, kind = items
        if not self._kind(kind):
            raise UnsupportedPhrase("'any type' without a source")
        return E.AnyColor(amount, one_color=False) if amount != Fixed(1) else E.AnyColor(amount)

    def any_one_color(self, items):
        amount, one, kind = items
        if str(one) != "one" or not self._kind(kind):
            raise UnsupportedPhrase(f"'any {one} {kind}'")
        return E.AnyColor(amount, one_color=True)

    def any_combination(self, items):
        return E.AnyColor(items[0], one_color=False)

    def could_produce(self, items):
        amount, kind, _article, filt = items
        return E.CouldProduce(filt, colors_only=self._kind(kind), amount=amount)

    def produced_type(self, items):
        amount, kind, noun = items
        if self._kind(kind) or singular(str(noun)) not in ("land", "permanent"):
            raise UnsupportedPhrase(f"mana of the {kind} that {noun} produced")
        return E.ProducedType(amount)

    def add_mana(self, items):
        return items[0]

    def spend_cast(self, items):
        return ("cast", items[-1])

    def spend_activate(self, items):
        return ("activate", items[0])

    def spend_restriction(self, items):
        spells = [f for k, f in items if k == "cast"]
        sources = [f for k, f in items if k == "activate"]
        if len(spells) > 1 or len(sources) > 1:
            raise UnsupportedPhrase("more than one spell or source kind in a spending restriction")
        return E.SpendRestriction(spells[0] if spells else None, sources[0] if sources else None)

    def spent_rider(self, items):
        return E.SpentRider(items[1], str(items[2]))

    # ------------------------------------------------------------ filters
    def type_word(self, items):
        return str(items[0])

    def noun_words(self, items):
        return Noun(list(items), conjunctive=True)

    def noun_series(self, items):
        import re
        words = [w for w in re.split(r",? (?:or|and/or|and) |, ", str(items[0]))]
        noun = Noun(words)
        rest = Noun(list(items[1:]))
        noun.markers |= rest.markers
        noun.subtypes += rest.subtypes
        if rest.types:
            raise UnsupportedPhrase("a type series followed by another type")
        return noun

    def f_other(self, _): return ("other", True)
    def f_untapped(self, _): return ("tapped", False)
    def f_tapped(self, _): return ("tapped", True)
    def f_color(self, items): return ("colors", COLOR_WORDS[str(items[0])])
    def f_colorless(self, _): return ("colorless", True)
    def f_multicolored(self, _): return ("multicolored", True)
    def f_combat(self, items): return ("combat", str(items[0]).replace(" ", "_"))

    def f_with_counter(self, items): return ("with_counter", items[1])

    def f_zone_yours(self, items):
        return ("zone_yours", Zone(str(items[0])))
    def f_attached(self, _): return ("attached_to_source", True)

    def f_non_type(self, items):
        word = str(items[0])[3:]
        if word in COLOR_WORDS:
            return ("excluded_colors", COLOR_WORDS[word])
        if word in TYPE_WORDS:
            return ("excluded_types", TYPE_WORDS[word])
        if word == "token":
            return ("token", False)
        if word in ("basic", "legendary"):
            return ("excluded_supertypes", Supertype(word))
        raise UnsupportedPhrase(f"'non{word}'")

    def f_supertype(self, items): return ("supertypes", Supertype(str(items[0])))
    def f_you_control(self, _): return ("controller", Controller.YOU)
    def f_opponent_controls(self, _): return ("controller", Controller.OPPONENT)

    def f_number_test(self, items):
        char, amount, cmp = items
        return ("tests", NumberTest(str(char), _compare(cmp), _fixed(amount)))

    def f_mana_value_test(self, items):
        amount, cmp = items
        return ("tests", NumberTest("mana_value", _compare(cmp), _fixed(amount)))

    def f_total_power(self, items):
        return ("total_power", _fixed(items[0]))

    def f_with_keyword(self, items): return ("keywords", str(items[0]))
    def f_saddled_it(self, _): return ("saddled_source", True)

    def f_zone(self, items):
        return ("zone", Zone(str(items[0])))

    def filter(self, items):
        noun = next(i for i in items if isinstance(i, Noun))
        fields: dict = {"types": tuple(noun.types), "subtypes": tuple(noun.subtypes)}
        if noun.conjunctive and len(noun.types) > 1:
            fields["all_types"] = True
        multi = {"colors": [], "excluded_types": [], "excluded_colors": [], "supertypes": [],
                 "excluded_supertypes": [],
                 "tests": [], "keywords": []}
        extra = {}
        for item in items:
            if isinstance(item, Noun):
                continue
            key, value = item
            if key in multi:
                multi[key].append(value)
            elif key == "total_power":
                extra["total_power"] = value
            elif key == "zone_yours":
                # In a graveyard, hand or library, "your" means the cards you own (CR 108.3).
                fields["zone"], fields["controller"] = value, Controller.YOU
            else:
                fields[key] = value
        fields.update({k: tuple(v) for k, v in multi.items() if v})
        if "spell" in noun.markers:
            fields["spell"] = True
            fields.setdefault("zone", Zone.STACK)
        if "card" in noun.markers:
            fields["card"] = True
        if "permanent" in noun.markers:
            fields["permanent"] = True
        players = None
        if "player" in noun.markers:
            players = Controller.ANY
        if "opponent" in noun.markers:
            players = Controller.OPPONENT
        filt = ObjectFilter(**fields)
        if players is not None or extra:
            return FilterWithExtras(filt, players, extra.get("total_power"),
                                    only_players=not noun.types and not noun.subtypes)
        return filt

    # ------------------------------------------------------------ objects
    def o_self(self, _): return A.SelfPhrase()
    def o_you(self, _): return A.YouPhrase()
    def o_it(self, _): return A.ItPhrase()
    def o_them(self, _): return A.ThemPhrase()
    def o_each_of_them(self, _): return A.ThemPhrase("each of them")
    def o_event(self, items): return A.ThatPhrase(singular(str(items[0])))
    def o_those(self, items): return A.ThosePhrase(singular(str(items[0])))

    def o_each(self, items):
        filt, players = _split(items[0])
        return A.EachPhrase(filt, players)

    def o_all(self, items):
        filt, players = _split(items[0])
        return A.EachPhrase(filt, players, word="all")

    def o_choose(self, items):
        filt, players = _split(items[1])
        return A.UpToPhrase(_fixed(items[0]), filt)

    def object(self, items):
        return items[0]

    def objects(self, items):
        return tuple(items)

    def _target(self, filt, minimum, maximum):
        f, players = _split(filt)
        return A.TargetPhrase(f, players, minimum, maximum)

    def t_one(self, items): return self._target(items[0], 1, 1)
    def t_count(self, items): return self._target(items[1], _fixed(items[0]), _fixed(items[0]))
    def t_up_to(self, items): return self._target(items[1], 0, _fixed(items[0]))
    def t_any_number(self, items): return self._target(items[0], 0, 99)

    def t_any(self, _):
        return A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE, CardType.PLANESWALKER)),
                              Controller.ANY)

    # ------------------------------------------------------------ costs
    def cost_list(self, items): return tuple(items)
    def cost_mana(self, items): return items[0]
    def cost_tap(self, _): return C.TapSelf()
    def cost_untap(self, _): return C.UntapSelf()

    def cost_tap_permanents(self, items):
        return C.TapPermanents(_fixed(items[0]), _plain(items[1]))

    def cost_untap_permanents(self, items):
        return C.TapPermanents(_fixed(items[0]), _plain(items[1]), untap=True)

    def cost_tap_power(self, items):
        item = items[0]
        if not isinstance(item, FilterWithExtras) or item.total_power is None or item.players:
            raise UnsupportedPhrase("'tap any number of' without a total power")
        return C.TapTotalPower(item.total_power, item.filter)

    def cost_sacrifice_self(self, _):
        return C.Sacrifice(ObjectFilter(), self_only=True)

    def cost_sacrifice(self, items):
        return C.Sacrifice(_plain(items[1]), _fixed(items[0]))

    def cost_pay_life(self, items): return C.PayLife(items[0])
    def cost_pay_energy(self, items): return C.PayEnergy(len(items))
    def c_get_energy(self, items):
        energy = sum(1 for i in items if isinstance(i, Token) and i.type == "ENERGY_SYMBOL")
        return A.EnergyClause(items[0], Fixed(energy))

    def cost_remove_counters(self, items):
        return C.RemoveCounters(items[1], items[0])

    def cost_put_counters(self, items):
        return C.PutCountersCost(items[1], items[0])

    def cost_discard(self, items):
        return C.Discard(_fixed(items[0]), _plain(items[1]))

    def cost_discard_hand(self, _): return C.Discard(whole_hand=True)

    def cost_exile_self(self, items):
        return C.ExileFromZone(ObjectFilter(zone=Zone(str(items[1]))), self_only=True)

    def cost_exile(self, items):
        return C.ExileFromZone(_replace_zone(_plain(items[1]), Zone(str(items[2]))), _fixed(items[0]))

    def cost_return(self, items):
        return C.ReturnToHandCost(_plain(items[1]), _fixed(items[0]))

    def counter_kind(self, items): return str(items[0])
    def counter_word(self, _): return None

    # ------------------------------------------------------------ keywords
    def plain_keyword(self, items): return A.Keyword(str(items[0]))

    def number_keyword(self, items):
        return A.Keyword(str(items[0]), number=_fixed(items[1]))

    def cost_keyword(self, items):
        name, cost = str(items[0]), items[1]
        if isinstance(cost, tuple):
            return A.Keyword(name, costs=cost)
        return A.Keyword(name, cost=cost)

    def quality_filter(self, items):
        return _plain(items[0])

    def quality_everything(self, _): return None

    def quality_color(self, items):
        return ObjectFilter(colors=(COLOR_WORDS[str(items[0])],))

    def protection(self, items):
        return A.Keyword("protection", qualities=tuple(items))

    def enchant(self, items): return A.Keyword("enchant", filter=_plain(items[0]))

    def keyword_line(self, items): return tuple(items)
    def keyword_line_inner(self, items): return tuple(items)

    # ------------------------------------------------------------ clauses
    def c_add_mana(self, items): return A.AddManaClause(items[0])

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

    def c_exile(self, items): return A.ExileClause(items[0])
    def c_exile_top(self, _): return A.ExileTopClause()

    def c_return_battlefield(self, items):
        return A.ReturnClause(items[0], "battlefield_owner")

    def c_return_from_battlefield(self, items):
        return A.ReturnClause(items[0], "battlefield", from_zone=Zone(str(items[1])))

    def c_return_from_battlefield_tapped(self, items):
        return A.ReturnClause(items[0], "battlefield", True, from_zone=Zone(str(items[1])))

    def c_return_from_your_hand(self, items):
        return A.ReturnClause(items[0], "your_hand", from_zone=Zone(str(items[1])))

    def c_return_battlefield_yours(self, items):
        return A.ReturnClause(items[0], "battlefield")

    def c_return_hand(self, items): return A.ReturnClause(items[0], "hand")
    def c_destroy(self, items): return A.DestroyClause(items[0])

    def c_put_counters(self, items):
        return A.PutCountersClause(items[0], items[1], items[3])

    def c_double_counters(self, items):
        return A.DoubleCountersClause(items[0], items[1])

    def c_double_all_counters(self, items):
        return A.DoubleCountersClause(None, items[0])

    def c_create_token(self, items):
        return A.CreateTokenClause(items[0], items[1], items[2] if len(items) > 2 else None)

    def c_sacrifice_unless(self, items):
        return A.SacrificeClause(items[0], unless=items[1])

    def c_sacrifice(self, items): return A.SacrificeClause(items[0])

    def c_sacrifice_chosen(self, items):
        return A.SacrificeChosenClause((A.YouPhrase(),), _fixed(items[0]), _plain(items[1]))

    def c_player_sacrifices(self, items):
        return A.SacrificeChosenClause(items[0], _fixed(items[1]), _plain(items[2]))

    def ds_self(self, _): return A.SelfPhrase()
    def ds_it(self, _): return A.ItPhrase()
    def dr_objects(self, items): return items[0]
    def dr_each_opponent(self, _): return (A.EachPhrase(ObjectFilter(), Controller.OPPONENT),)

    def c_damage(self, items):
        return A.DamageClause(items[1], items[2], items[0])

    def c_pump(self, items):
        text = str(_token(items, "PT"))
        if "x" in text:
            power, toughness = _pt_x(text)
            return A.PumpClause(items[0], power, toughness, _has(items, "UNTIL_EOT"), by_x=True, pt=text)
        power, toughness = _pt(text)
        return A.PumpClause(items[0], power, toughness, _has(items, "UNTIL_EOT"), pt=text)

    def c_pump_for_each(self, items):
        text = str(_token(items, "PT"))
        power, toughness = _pt(text)
        return A.PumpClause(items[0], power, toughness, True, for_each=_plain(items[-1]), pt=text)

    def c_gain_keyword(self, items):
        return A.GainKeywordClause(items[0], items[2], _has(items, "UNTIL_EOT"))

    def c_may_play(self, items): return A.MayPlayClause(items[0])
    def c_may(self, items): return A.MayClause(items[0])
    def c_choose_targets(self, items): return A.ChooseClause(items[0])

    def c_become_saddled(self, items): return A.BecomeSaddledClause(items[0])
    def c_tap(self, items): return A.TapClause(items[0])
    def c_skip_untap(self, items): return A.SkipUntapClause(items[0])
    def c_counter(self, items): return A.CounterClause(items[0])

    def c_return_battlefield_tapped(self, items):
        return A.ReturnClause(items[0], "battlefield", tapped=True)

    def _mill(self, players, amount, noun):
        _card_word(noun)
        return A.MillClause(players, amount)

    def c_mill(self, items):
        return dataclasses.replace(self._mill(items[0], items[1], items[2]), old_wording=True)
    def c_mills(self, items): return self._mill(items[0], items[1], items[2])
    def c_mill_you(self, items): return self._mill((A.YouPhrase(),), items[0], items[1])

    def c_mill_you_old(self, items):
        return dataclasses.replace(self._mill((A.YouPhrase(),), items[0], items[1]), old_wording=True)
    def c_put_on_library(self, items): return A.PutOnLibraryClause(items[0])

    def c_restrict_this_turn(self, items):
        return A.RestrictClause(items[0], str(items[1]))

    def c_may_pay(self, items): return A.MayPayClause(items[0])
    def c_tap_or_untap(self, items): return A.TapOrUntapClause(items[0])
    def c_token_copy(self, items): return A.TokenCopyClause(items[1])

    def c_draw_for_each(self, items):
        _card_word(items[1])
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("drawing N for each")
        return A.DrawClause(items[0], for_each=_plain(items[2]))

    def if_you_do_sentence(self, items): return _sentence(items[0], if_you_do=True)
    def c_regenerate(self, items): return A.RegenerateClause(items[0])
    def c_return_your_hand(self, items): return A.ReturnClause(items[0], "your_hand")

    def c_discard(self, items):
        _card_word(items[1])
        return A.DiscardClause((A.YouPhrase(),), items[0])

    def c_player_discards(self, items):
        _card_word(items[2])
        return A.DiscardClause(items[0], items[1])

    def c_pump_gain(self, items):
        power, toughness = _pt(items[2])
        return A.PumpGainClause(items[0], power, toughness, items[4], str(items[2]))

    def c_search(self, items):
        count, filt, put, dest, shuffle = items[:5]
        return A.SearchClause(_plain(filt), _fixed(count), dest[0], dest[1], put_words=str(put),
                              shuffle_words=str(shuffle))

    def sd_battlefield(self, _): return ("battlefield", False)
    def sd_battlefield_tapped(self, _): return ("battlefield", True)
    def sd_hand(self, _): return ("hand", False)

    # conditions and X
    def cond_control(self, items): return YouControl(_plain(items[1]))

    def cond_control_another(self, items):
        from dataclasses import replace
        return YouControl(replace(_plain(items[0]), other=True))

    def cond_source_state(self, items): return SourceState(str(items[1]))

    def cond_cards_in_zone(self, items):
        _card_word(items[1])
        return CardsInZone(Zone(str(items[2])), _fixed(items[0]))

    def c_counter_unless(self, items): return A.CounterUnlessClause(items[0], items[1])
    def c_gain_control(self, items): return A.GainControlClause(items[0])
    def c_gain_control_eot(self, items): return A.GainControlClause(items[0], True)

    def c_player_draws(self, items):
        _card_word(items[2])
        return A.DrawClause(items[1], players=items[0])

    def c_no_regeneration(self, _): return A.NoRegenerationClause()
    def c_have_keywords(self, items):
        return A.HaveKeywordsClause(items[0], items[2], plural=str(items[1]) == "have")
    def e_becomes_blocked(self, items): return A.TriggerCondition("becomes_blocked", items[0])
    def e_cast_self(self, items):
        if items[0] is not Controller.YOU:
            raise UnsupportedPhrase("another player casting this spell")
        return A.TriggerCondition("cast_self")

    def keyword_list(self, items): return tuple(items)

    def cond_control_at_least(self, items):
        return YouControl(_plain(items[1]), _fixed(items[0]))

    def cond_counters_at_least(self, items):
        return CounterCount(SelfRef(), items[1], Compare.GE, _fixed(items[0]))

    def cond_no_counters(self, items):
        return CounterCount(SelfRef(), items[0], Compare.LE, 0)

    def x_count_of(self, items):
        filt, players = _split(items[0])
        if players is not None:
            raise UnsupportedPhrase("X counting players")
        return CountOf(EachRef(filt))

    def x_counters_on(self, items): return CountersOn(SelfRef(), items[0])
    def condition_sentence(self, items): return A.TimingSentence(condition=items[0])

    def condition_sentence_old(self, items):
        return A.TimingSentence(condition=items[0], old_wording=True)
    def conditional_sentence(self, items): return _sentence(items[1], condition=items[0])
    def where_x_sentence(self, items): return _sentence(items[0], x_is=items[2])
    def c_untap(self, items): return A.TapClause(items[0], untap=True)

    def fe_counters(self, items): return CountersOn(SelfRef(), items[0])
    def fe_those(self, items): return ("those", singular(str(items[0])))
    def fe_filter(self, items): return ("each", _plain(items[0]))

    def token(self, items):
        pt, words, kws = str(items[0]), [], ()
        for item in items[1:]:
            if isinstance(item, tuple):
                kws = tuple(k.name for k in item)
            elif isinstance(item, Token) and item.type == "TOKEN_NOUN":
                continue
            else:
                words.append(item)
        power, toughness = pt.split("/")
        if "x" in (power, toughness):
            raise UnsupportedPhrase("X/X tokens")
        colors = tuple(COLOR_WORDS[w] for w in words if w in COLOR_WORDS)
        noun = Noun([w for w in words if w not in COLOR_WORDS and w != "colorless"])
        name = " ".join(s.capitalize() for s in noun.subtypes) or "Token"
        return E.TokenSpec(name, int(power), int(toughness), colors,
                           tuple(noun.types) or (CardType.CREATURE,),
                           tuple(s.capitalize() for s in noun.subtypes), kws)

    def token_word(self, items): return str(items[0])

    def join_then(self, _): return "then"
    def join_and(self, _): return "and"

    def clauses(self, items):
        """(clauses, joins): the words between clauses are kept for rendering."""
        return tuple(i for i in items if not isinstance(i, str)), tuple(i for i in items if isinstance(i, str))

    # ------------------------------------------------------------ sentences
    def plain_sentence(self, items): return _sentence(items[0])

    def delayed_sentence(self, items):
        return _sentence(items[1], delay=DELAYS[" ".join(str(items[0]).split())])

    def until_next_turn_sentence(self, items):
        return _sentence(items[0], until_your_next_turn=True)

    def restriction_sentence(self, items): return A.RestrictionSentence(items[0])
    def rider_sentence(self, items): return A.RiderSentence(items[0])
    def sorcery_timing_sentence(self, _): return A.TimingSentence(sorcery_speed=True)

    def sorcery_timing_sentence_old(self, _):
        return A.TimingSentence(sorcery_speed=True, old_wording=True)
    def once_per_turn_sentence(self, _): return A.TimingSentence(once_per_turn=True)

    def once_per_turn_sentence_old(self, _):
        return A.TimingSentence(once_per_turn=True, old_wording=True)
    def effect_text(self, items): return tuple(items)

    # ------------------------------------------------------------ triggers
    def s_self(self, _): return A.SelfPhrase()
    def s_filter(self, items): return _plain(items[1])
    def p_you(self, _): return Controller.YOU

    def p_filter(self, items):
        filt, players = _split(items[1])
        if players is None:
            raise UnsupportedPhrase("a non-player subject where a player is expected")
        return players

    def e_enters(self, items): return A.TriggerCondition("enters", items[0])

    def e_enters_yours(self, items):
        return A.TriggerCondition("enters", items[0], controller=Controller.YOU)

    def _damage_event(self, items, combat):
        noun = singular(str(items[2]))
        if noun not in ("player", "opponent"):
            raise UnsupportedPhrase(f"damage to a {noun} trigger")
        return A.TriggerCondition("damage", items[0], combat_only=combat,
                                  player=Controller.OPPONENT if noun == "opponent" else Controller.ANY)

    def e_combat_damage(self, items): return self._damage_event(items, True)
    def e_damage(self, items): return self._damage_event(items, False)
    def s_bare_filter(self, items): return BareSubject(_plain(items[0]))
    def e_dies(self, items): return A.TriggerCondition("dies", items[0])

    def e_attacks_saddled(self, items):
        return A.TriggerCondition("attacks", items[0], while_saddled=True)

    def e_attacks(self, items): return A.TriggerCondition("attacks", items[0])
    def e_blocks(self, items): return A.TriggerCondition("blocks", items[0])
    def e_attacks_or_blocks(self, items): return A.TriggerCondition("attacks_or_blocks", items[0])
    def e_enters_or_attacks(self, items): return A.TriggerCondition("enters_or_attacks", items[0])

    def s_self_or_another(self, items):
        """"~ or another creature": every matching object, itself included."""
        return SelfOrAnother(dataclasses.replace(_plain(items[1]), other=False))

    def e_tapped_for_mana(self, items):
        return A.TriggerCondition("tapped_for_mana", items[0])

    def e_player_taps_for_mana(self, items):
        return A.TriggerCondition("tapped_for_mana", _plain(items[3]), player=items[0])

    def e_cast(self, items):
        return A.TriggerCondition("cast", _plain(items[3]), player=items[0])

    def whose_your(self, _): return Whose.YOUR
    def whose_each(self, _): return Whose.EACH
    def whose_opponent(self, _): return Whose.OPPONENT
    def whose_next(self, _): return Whose.NEXT

    def whose_each_player(self, items):
        noun = singular(str(items[0]))
        if noun == "player":
            return Whose.EACH
        if noun == "opponent":
            return Whose.OPPONENT
        raise UnsupportedPhrase(f"each {noun}'s step")

    @v_args(meta=True)
    def combat_on_your_turn_trigger(self, meta, items):
        cond = A.TriggerCondition("beginning", step=Step.BEGINNING_OF_COMBAT, whose=Whose.YOUR)
        return A.TriggeredLine(cond, items[0], _span(meta))

    def e_leaves(self, items): return A.TriggerCondition("leaves", items[0])

    def e_put_into_graveyard(self, items):
        if str(items[2]) != "graveyard":
            raise UnsupportedPhrase(f"put into a {items[2]} from the battlefield")
        return A.TriggerCondition("dies", items[0], wording="put_into_graveyard")

    def e_enters_opponents(self, items):
        return A.TriggerCondition("enters", items[0], controller=Controller.OPPONENT)

    @v_args(meta=True)
    def triggered(self, meta, items):
        return A.TriggeredLine(_unwrap(items[1]), items[2], _span(meta), word=str(items[0]))

    @v_args(meta=True)
    def beginning_trigger(self, meta, items):
        whose, step, sentences = items
        cond = A.TriggerCondition("beginning", step=STEPS[" ".join(str(step).split())], whose=whose)
        return A.TriggeredLine(cond, sentences, _span(meta))

    # ------------------------------------------------------------ replacements, statics
    @v_args(meta=True)
    def r_enters_tapped(self, meta, items):
        return A.ReplacementLine("enters_tapped", span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_counters(self, meta, items):
        return A.ReplacementLine("enters_with_counters", counter=items[2], amount=items[1],
                                 span=_span(meta))

    @v_args(meta=True)
    def r_double_mana(self, meta, items):
        return A.ReplacementLine("double_mana", filter=_plain(items[3]), player=items[0],
                                 span=_span(meta))

    @v_args(meta=True)
    def r_replace_mana(self, meta, items):
        return A.ReplacementLine("replace_mana", filter=_plain(items[1]), mana=items[2],
                                 span=_span(meta))

    @v_args(meta=True)
    def r_more_counters(self, meta, items):
        word, counter, article, filt, plus, counter2 = items[:6]
        if str(word) != "one" or counter != counter2:
            raise UnsupportedPhrase("counter replacement of this shape")
        return A.ReplacementLine("more_counters", counter=counter, amount=plus,
                                 filter=_plain(filt), span=_span(meta))

    def ss_filter(self, items): return _plain(items[0])
    def static_predicates(self, items):
        return tuple(i for i in items if not isinstance(i, str)), tuple(i for i in items if isinstance(i, str))

    def pj_comma(self, _): return ","
    def pj_comma_and(self, _): return ", and"
    def pj_and(self, _): return "and"

    def sp_pump(self, items):
        return A.PumpPredicate(*_pt(items[1]), pt=str(items[1]), plural=str(items[0]) == "get")

    def sp_keyword(self, items):
        return A.KeywordPredicate(items[-1], plural=len(items) == 2 and str(items[0]) == "have",
                                  bare=len(items) == 1)

    def sp_pump_for_each(self, items):
        return A.PumpPredicate(*_pt(items[1]), for_each=_plain(items[2]), pt=str(items[1]),
                               plural=str(items[0]) == "get")

    @v_args(meta=True)
    def st_cost_modifier(self, meta, items):
        filt, _you_cast, cost, change = items
        return A.StaticLine("cost_modifier", filt, cost=cost, more=str(change) == "more",
                            span=_span(meta))

    @v_args(meta=True)
    def st_characteristic_pt(self, meta, items):
        return A.StaticLine("characteristic_pt", A.SelfPhrase(), amount=items[2], span=_span(meta))

    def x_cards_in_zone(self, items):
        _card_word(items[0])
        return CountOf(EachRef(ObjectFilter(zone=Zone(str(items[1])), controller=Controller.YOU,
                                            card=True)))

    def e_blocks_or_blocked(self, items): return A.TriggerCondition("blocks_or_blocked", items[0])
    def e_dealt_damage(self, items): return A.TriggerCondition("dealt_damage", items[0])

    def e_gain_life(self, items):
        return A.TriggerCondition("gain_life", player=items[0])

    def c_damage_equal(self, items): return A.DamageClause(items[1], items[2], items[0])
    def power_of_self(self, _): return PowerOf(SelfRef())
    def power_of_it(self, _): return "its_power"
    def c_fog(self, _): return A.FogClause()
    def c_prevent_next(self, items): return A.PreventNextClause(items[0], items[1])

    def c_search_up_to(self, items):
        count, filt, put, dest, shuffle = items[:5]
        return A.SearchClause(_plain(filt), _fixed(count), dest[0], dest[1], up_to=True,
                              put_words=str(put), shuffle_words=str(shuffle))
    def sp_restriction(self, items): return A.RestrictionPredicate(str(items[0]))
    def sp_no_untap(self, items): return A.RestrictionPredicate("untap")
    def sp_no_untap_its(self, items): return A.RestrictionPredicate("untap", wording="its controller's")
    def sp_must_attack(self, items): return A.RestrictionPredicate("attack each combat")

    @staticmethod
    def _static(meta, subject, predicates_and_joins, condition=None, first=False):
        predicates, joins = predicates_and_joins
        plural = any(getattr(p, "plural", False) for p in predicates)
        return A.StaticLine("predicates", subject, predicates, condition, span=_span(meta),
                            plural=plural, condition_first=first, joins=joins)

    @v_args(meta=True)
    def st_predicates(self, meta, items): return self._static(meta, items[0], items[1])

    @v_args(meta=True)
    def st_predicates_while(self, meta, items):
        return self._static(meta, items[0], items[1], items[2])

    @v_args(meta=True)
    def st_while_predicates(self, meta, items):
        return self._static(meta, items[1], items[2], items[0], first=True)

    @v_args(meta=True)
    def st_self_predicates(self, meta, items):
        return self._static(meta, A.SelfPhrase(), items[1])

    @v_args(meta=True)
    def st_self_predicates_while(self, meta, items):
        return self._static(meta, A.SelfPhrase(), items[1], items[2])

    @v_args(meta=True)
    def st_while_self_predicates(self, meta, items):
        return self._static(meta, A.SelfPhrase(), items[2], items[0], first=True)

    @v_args(meta=True)
    def st_additional_cost(self, meta, items):
        return A.StaticLine("additional_cost", cost=items[1], span=_span(meta))

    @v_args(meta=True)
    def st_strive(self, meta, items):
        return A.StaticLine("strive", cost=items[1], span=_span(meta))

    # ------------------------------------------------------------ lines
    @v_args(meta=True)
    def keyword_ability(self, meta, items):
        return A.KeywordLine(items[0], _span(meta))

    @v_args(meta=True)
    def activated_ability(self, meta, items):
        return A.ActivatedLine(items[0], items[1], _span(meta))

    @v_args(meta=True)
    def loyalty_ability(self, meta, items):
        text = str(items[0])
        if "x" in text:
            raise UnsupportedPhrase("loyalty cost -X")
        return A.ActivatedLine((C.Loyalty(int(text)),), items[1], _span(meta))

    def triggered_ability(self, items): return items[0]
    def replacement_ability(self, items): return items[0]
    def static_ability(self, items): return items[0]

    @v_args(meta=True)
    def spell_ability(self, meta, items):
        return A.SpellLine(items[0], _span(meta))

    def ability_word(self, items): return str(items[0])

    # ------------------------------------------------------------ modal
    @staticmethod
    def _head(token, meta, condition=None, costs=None):
        words = str(token)[len("choose "):-1].strip()
        low, high = MODAL_COUNTS[words]
        return A.ModalHead(low, high, condition, costs, _span(meta))

    @v_args(meta=True)
    def modal_spell_head(self, meta, items): return self._head(items[0], meta)

    @v_args(meta=True)
    def modal_trigger_head(self, meta, items):
        return dataclasses.replace(self._head(items[2], meta, condition=_unwrap(items[1])),
                                   word=str(items[0]))

    @v_args(meta=True)
    def modal_activated_head(self, meta, items):
        return self._head(items[1], meta, costs=items[0])

    def modal_start(self, items):
        return A.AbilityLine(items[-1], ability_word=items[0] if len(items) == 2 else None)

    @v_args(meta=True)
    def mode_line(self, meta, items):
        return A.AbilityLine(A.ModeLine(items[0], _span(meta)))

    def start(self, items):
        if len(items) == 2:
            return A.AbilityLine(items[1], ability_word=items[0])
        return A.AbilityLine(items[0])


class FilterWithExtras:
    """A filter that also names players or a total-power condition (not an ObjectFilter field)."""

    def __init__(self, filt, players, total_power, only_players):
        self.filter, self.players, self.total_power = filt, players, total_power
        self.only_players = only_players


def _split(item) -> tuple[ObjectFilter | None, Controller | None]:
    if isinstance(item, FilterWithExtras):
        if item.total_power is not None:
            raise UnsupportedPhrase("total power here")
        if item.players is not None and item.filter.other:
            raise UnsupportedPhrase("'other player(s)'")
        return (None if item.only_players else item.filter), item.players
    return item, None


def _plain(item) -> ObjectFilter:
    if isinstance(item, FilterWithExtras):
        raise UnsupportedPhrase("a player or total-power filter here")
    return item


def _replace_zone(filt: ObjectFilter, zone: Zone) -> ObjectFilter:
    from dataclasses import replace
    return replace(filt, zone=zone)


def _fixed(amount) -> int:
    if not isinstance(amount, Fixed):
        raise UnsupportedPhrase("X where a fixed number is needed")
    return amount.value


def _compare(tok) -> Compare:
    return Compare.LE if str(tok) == "less" else Compare.GE


def _pt_x(text: str) -> tuple[int, int]:
    """"+X/+0" -> (1, 0), "-X/-X" -> (-1, -1): signs of X, to multiply by X's value."""
    out = []
    for part in text.split("/"):
        if part[1:] == "x":
            out.append(1 if part[0] == "+" else -1)
        elif part[1:] == "0":
            out.append(0)
        else:
            raise UnsupportedPhrase("a modification mixing X and numbers")
    return out[0], out[1]


def _pt(tok) -> tuple[int, int]:
    p, t = str(tok).split("/")
    if "x" in p or "x" in t:
        raise UnsupportedPhrase("+X/+X modifications")
    return int(p), int(t)


def _one(objects):
    if len(objects) != 1:
        raise UnsupportedPhrase("several players adding mana")
    return objects[0]


def _card_word(tok) -> None:
    if singular(str(tok)) != "card":
        raise UnsupportedPhrase(f"discard {tok}")


def _token(items, kind: str) -> Token:
    return next(i for i in items if isinstance(i, Token) and i.type == kind)


def _has(items, kind: str) -> bool:
    return any(isinstance(i, Token) and i.type == kind for i in items)


class SelfOrAnother:
    """Subject "~ or another <filter>": the filter with the source included."""

    def __init__(self, filt: ObjectFilter):
        self.filter = filt


class BareSubject:
    """Subject written without an article ("enchanted creature attacks")."""

    def __init__(self, filt: ObjectFilter):
        self.filter = filt


def _unwrap(cond: A.TriggerCondition) -> A.TriggerCondition:
    if isinstance(cond.subject, SelfOrAnother):
        return dataclasses.replace(cond, subject=cond.subject.filter, wording="self_or_another")
    if isinstance(cond.subject, BareSubject):
        return dataclasses.replace(cond, subject=cond.subject.filter, wording="bare_subject")
    return cond


def _sentence(clauses_and_joins, **fields) -> A.Sentence:
    clauses, joins = clauses_and_joins
    return A.Sentence(clauses, joins=joins, **fields)
