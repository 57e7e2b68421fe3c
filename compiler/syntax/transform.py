"""Parse tree -> typed AST (nodes.py). One method per grammar rule alias."""
from __future__ import annotations

import dataclasses
import functools
from importlib import resources

from lark import Token, Transformer, v_args

from ...runtime import costs as C
from ...runtime import effects as E
from ...runtime.characteristics import CardType, Color, ManaType, Step, Supertype, Zone
from ...runtime.events import Whose
from ...runtime.filters import AnyOfConditions, DuringSteps, YouControlAtMost
from ...runtime.filters import (AttackedThisTurn, CastFromHand, ControlNone,
                                      CreatureDiedThisTurn, LifeTotal, WasKicked, YourTurn)
from ...runtime.filters import (Compare, Controller, CounterCount, CountersOn, CountOf,
                                      EachRef, Fixed, NumberTest, ObjectFilter, SelfRef, XValue,
                                      YouControl, SourceState, CardsInZone, PowerOf)

from . import nodes as A
from .symbols import parse_mana_cost
from .transform_grants import (MustBeBlockedMixin, CantBlockMixin, EntersMixin, GrantsMixin, LureMixin, SoulbondMixin,
                               StorageMixin, split_token)
from .transform_targets import TargetsMixin
from .transform_amounts import AmountsMixin
from .transform_players import PlayersMixin
from .transform_library import LibraryMixin
from .transform_triggers import TriggersMixin
from .transform_shields import ShieldsMixin
from .transform_conditions import ConditionsMixin

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
          "at the beginning of the next end step": (Step.END, Whose.NEXT),
          "at the beginning of the next turn's upkeep": (Step.UPKEEP, Whose.NEXT)}


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
        # "beasts can't block": the subject's number, which only the noun shows
        self.plural = bool(words) and singular(str(words[-1])) != str(words[-1])
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


class ToAst(MustBeBlockedMixin, GrantsMixin, StorageMixin, EntersMixin, LureMixin, CantBlockMixin, SoulbondMixin, TargetsMixin, AmountsMixin, PlayersMixin, LibraryMixin, TriggersMixin, ShieldsMixin, ConditionsMixin, Transformer):
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
        if items[1:]:
            noun.plural = rest.plural
        noun.markers |= rest.markers
        noun.subtypes += rest.subtypes
        if rest.types:
            raise UnsupportedPhrase("a type series followed by another type")
        if " and/or " in str(items[0]):
            noun.markers.add("and/or")            # "instant and/or sorcery": printing only
        return noun

    def f_other(self, _): return ("other", True)
    def f_untapped(self, _): return ("tapped", False)
    def f_tapped(self, _): return ("tapped", True)
    def f_color(self, items): return ("colors", COLOR_WORDS[str(items[0])])

    def f_color_or(self, items):
        return ("colors_or", tuple(COLOR_WORDS[w] for w in str(items[0]).split(" or ")))
    def f_colorless(self, _): return ("colorless", True)
    def f_multicolored(self, _): return ("multicolored", True)
    def f_combat(self, items): return ("combat", str(items[0]).replace(" ", "_"))

    def f_with_counter(self, items): return ("with_counter", items[1])

    def f_zone_yours_from(self, items): return ("zone_yours", (Zone(str(items[0])), "from"))
    def f_zone_yours_in(self, items): return ("zone_yours", (Zone(str(items[0])), "in"))
    def f_zone_from(self, items): return ("zone_any", (Zone(str(items[0])), "from"))
    def f_zone_in(self, items): return ("zone_any", (Zone(str(items[0])), "in"))
    def f_on_battlefield(self, _): return ("zone_any", (Zone.BATTLEFIELD, "on"))
    def f_all_graveyards_in(self, _): return ("zone_any", (Zone.GRAVEYARD, "in all"))
    def f_all_graveyards_from(self, _): return ("zone_any", (Zone.GRAVEYARD, "from all"))
    # CR 108.3: an opponent's graveyard holds the cards that opponent owns
    def f_zone_opponent_from(self, items): return ("zone_opponent", (Zone(str(items[1])), "from"))
    def f_zone_opponent_in(self, items): return ("zone_opponent", (Zone(str(items[1])), "in"))
    def f_named_self(self, _): return ("named_source", True)
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
    def f_opponents_control(self, _): return ("controller_opp", "your opponents control")
    def f_you_dont_control(self, _): return ("controller_opp", "you don't control")

    def f_number_test(self, items):
        char, amount, cmp = items
        if isinstance(amount, XValue):         # "power X or less": the spell's X (CR 107.3)
            return ("tests", NumberTest(str(char), _compare(cmp), 0, of_x=True))
        return ("tests", NumberTest(str(char), _compare(cmp), _fixed(amount)))

    def f_mana_value_test(self, items):
        amount, cmp = items
        if isinstance(amount, XValue):
            return ("tests", NumberTest("mana_value", _compare(cmp), 0, of_x=True))
        return ("tests", NumberTest("mana_value", _compare(cmp), _fixed(amount)))

    def f_total_power(self, items):
        return ("total_power", _fixed(items[0]))

    def f_with_keyword(self, items): return ("keywords", str(items[0]))
    def f_without_keyword(self, items): return ("excluded_keywords", str(items[0]))
    def f_saddled_it(self, _): return ("saddled_source", True)

    def f_chosen(self, items):
        return ("chosen_color", True) if str(items[0]) == "color" else ("chosen_subtype", True)

    def quality_chosen(self, items):
        if str(items[0]) != "color":
            raise UnsupportedPhrase("protection from the chosen type")
        return ObjectFilter(chosen_color=True)


    def filter(self, items):
        noun = next(i for i in items if isinstance(i, Noun))
        self._filter_plural = noun.plural
        fields: dict = {"types": tuple(noun.types), "subtypes": tuple(noun.subtypes)}
        if noun.conjunctive and len(noun.types) > 1:
            fields["all_types"] = True
        if noun.conjunctive and len(noun.subtypes) > 1:
            # "Eldrazi Scion" means both subtypes; a filter's subtypes are alternatives
            raise UnsupportedPhrase("several subtypes together")
        multi = {"colors": [], "excluded_types": [], "excluded_colors": [], "supertypes": [],
                 "excluded_supertypes": [],
                 "tests": [], "keywords": [], "excluded_keywords": []}
        extra = {}
        for item in items:
            if isinstance(item, Noun):
                continue
            key, value = item
            if key == "colors_or":
                multi["colors"] += list(value)
            elif key in multi:
                multi[key].append(value)
            elif key == "total_power":
                extra["total_power"] = value
            elif key == "attached_fields":          # "attached to ..." (transform_targets)
                fields.update(value)
            elif key == "controlled_by":          # "... that player controls" (transform_players)
                extra["controlled_by"] = value
            elif key == "controller_opp":
                fields["controller"], fields["controller_wording"] = Controller.OPPONENT, value
            elif key == "zone_yours":
                # In a graveyard, hand or library, "your" means the cards you own (CR 108.3).
                fields["zone"], fields["zone_wording"] = value
                fields["controller"] = Controller.YOU
            elif key == "zone_any":
                fields["zone"], fields["zone_wording"] = value
            elif key == "zone_defending":         # "from defending player's graveyard" (players.lark)
                fields["zone"], fields["zone_wording"] = value
                fields["controller"] = Controller.DEFENDING
            elif key == "chosen_that":            # "of that type": the chosen type (wording kept)
                fields["chosen_subtype"], fields["chosen_wording"] = True, "that"
            elif key == "chosen_your_choice":     # "of the creature type of your choice" (players.lark)
                fields["chosen_subtype"], fields["chosen_wording"] = True, "your choice"
            elif key == "other_than_self":          # "creature other than ~" (CR 109.5)
                fields["other"] = fields["other_than_self"] = True
            elif key == "zone_opponent":
                fields["zone"], fields["zone_wording"] = value
                fields["controller"] = Controller.OPPONENT
            else:
                fields[key] = value
        fields.update({k: tuple(v) for k, v in multi.items() if v})
        if fields.get("attached_to_source") and noun.plural:
            # "equipped creatures you control": ones with an Equipment (transform_targets)
            self.check_not_attached(ObjectFilter(attached_to_source=True))
        if "spell" in noun.markers:
            fields["spell"] = True
            fields.setdefault("zone", Zone.STACK)
        if "card" in noun.markers:
            fields["card"] = True
        if "and/or" in noun.markers:
            fields["series_wording"] = "and/or"
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
                                    controlled_by=extra.get("controlled_by"),
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
        if (controlled := self.controlled_phrase(items[0], "each")) is not None:
            return controlled
        filt, players = _split(items[0])
        self.check_not_attached(filt)       # "each enchanted permanent" (transform_targets)
        return A.EachPhrase(filt, players)

    def o_all(self, items):
        if (controlled := self.controlled_phrase(items[0], "all")) is not None:
            return controlled
        filt, players = _split(items[0])
        self.check_not_attached(filt)
        return self.mark_all_plural(A.EachPhrase(filt, players, word="all"))   # transform_targets

    def o_choose(self, items):
        filt, players = _split(items[1])
        return A.UpToPhrase(_fixed(items[0]), filt)

    def object(self, items):
        return items[0]

    def objects(self, items):
        return self.check_bare_objects(tuple(items))          # transform_targets

    def _target(self, filt, minimum, maximum):
        if (controlled := self.controlled_phrase(filt, "target")) is not None:
            # "target creature that player controls" (transform_players)
            return A.TargetPhrase(controlled.filter, None, minimum, maximum,
                                  controlled_by=controlled.player)
        f, players = _split(filt)
        self.check_not_attached(f)          # "target enchanted permanent" (transform_targets)
        return A.TargetPhrase(f, players, minimum, maximum)

    def t_one(self, items): return self._target(items[0], 1, 1)
    def t_count(self, items):
        if isinstance(items[0], XValue):       # "X target creatures": X chosen first (CR 601.2b)
            return dataclasses.replace(self._target(items[1], 0, 0), x="exact")
        return self._target(items[1], _fixed(items[0]), _fixed(items[0]))

    def t_up_to(self, items):
        if isinstance(items[0], XValue):
            return dataclasses.replace(self._target(items[1], 0, 0), x="up_to")
        return self._target(items[1], 0, _fixed(items[0]))
    def t_any_number(self, items): return self._target(items[0], 0, 99)

    def t_any(self, _):
        return A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE, CardType.PLANESWALKER)),
                              Controller.ANY)

    # ------------------------------------------------------------ costs
    def cost_list(self, items):
        # a phrase may be two costs ("remove ... from ~ and sacrifice it"): flattened
        return tuple(c for i in items for c in (i if isinstance(i, tuple) else (i,)))
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
        if isinstance(items[0], XValue):        # "sacrifice X lands" (CR 107.3)
            return C.Sacrifice(_plain(items[1]), 0, x_count=True)
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
        if isinstance(items[0], XValue):        # "discard X cards" (CR 107.3)
            return C.Discard(0, _plain(items[1]), x_count=True)
        return C.Discard(_fixed(items[0]), _plain(items[1]))

    def cost_discard_hand(self, _): return C.Discard(whole_hand=True)

    def cost_discard_random(self, items):
        """"Discard a card at random" (CR 701.8b); only a plain "card" is chosen at random."""
        filt = _plain(items[1])
        if filt != ObjectFilter(card=True):
            raise UnsupportedPhrase("discarding a kind of card at random")
        if isinstance(items[0], XValue):
            return C.Discard(0, filt, random=True, x_count=True)
        return C.Discard(_fixed(items[0]), filt, random=True)

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

    def champion(self, items):                    # CR 702.72a: "champion a/an [object]"
        return A.Keyword("champion", filter=_plain(items[-1]))

    def affinity(self, items):                    # CR 702.41a: "affinity for [text]"
        return A.Keyword("affinity", filter=_plain(items[0]))

    def number_cost_keyword(self, items):        # "suspend N—[cost]" (CR 702.62a), awaken, reinforce
        return A.Keyword(str(items[0]), number=int(str(items[1])), cost=items[2])

    def x_cost_keyword(self, items):             # "suspend X—[cost with X]": X chosen as it's paid
        return A.Keyword(str(items[0]), cost=items[1])

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
        spec, granted = split_token(items[1])
        return A.CreateTokenClause(items[0], spec, items[2] if len(items) > 2 else None, granted=granted)

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
    def c_skip_untap_its(self, items): return A.SkipUntapClause(items[0], its_controller=True)
    def c_skip_untap_their(self, items):
        return A.SkipUntapClause(items[0], its_controller=True, wording="their controller's")
    def c_skip_untap_theirs(self, items):
        return A.SkipUntapClause(items[0], its_controller=True, wording="their controllers'")
    def c_fight(self, items): return A.FightClause(items[0], items[2])
    def c_may_fight(self, items): return A.FightClause(items[0], items[1], may_have=True)
    def c_may_gain_life(self, items): return A.MayGainLifeClause(items[-1])

    def c_mill_one(self, items):
        _card_word(items[1])
        return A.MillClause(items[0], Fixed(1), old_wording=True)

    def c_put_on_your_library(self, items): return A.PutOnLibraryClause(items[0], yours=True)

    def your_turn_sentence(self, _): return A.TimingSentence(condition=YourTurn(), during_your_turn=True)

    def step_timing_sentence(self, items, old_wording=False):
        steps, yours = A.STEP_TIMINGS[str(items[0])]
        return A.TimingSentence(condition=DuringSteps(steps, yours), old_wording=old_wording)

    def step_timing_sentence_old(self, items): return self.step_timing_sentence(items, True)

    def your_turn_sentence_old(self, _):
        return A.TimingSentence(condition=YourTurn(), during_your_turn=True, old_wording=True)
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
        controlled = self.controlled_phrase(items[2], "for each")   # "... target opponent controls"
        return A.DrawClause(items[0], for_each=controlled if controlled is not None else _plain(items[2]))

    def if_you_do_sentence(self, items): return _sentence(items[0], if_you_do=True)

    def if_you_do_delayed_sentence(self, items):
        """"If you do, return it ... at the beginning of the next end step." (CR 603.7a)"""
        return _sentence(items[0], if_you_do=True, delay=DELAYS[" ".join(str(items[1]).split())],
                         delay_after=True)
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
        if str(items[2]) == "hand":      # rendered as "you have N or more cards in hand"
            raise UnsupportedPhrase("'cards are in your hand'")
        return CardsInZone(Zone(str(items[2])), _fixed(items[0]))

    def c_counter_unless(self, items): return A.CounterUnlessClause(items[0], items[1])
    def c_gain_control(self, items): return A.GainControlClause(items[0])
    def c_gain_control_eot(self, items): return A.GainControlClause(items[0], True)

    def c_player_draws(self, items):
        _card_word(items[2])
        return A.DrawClause(items[1], players=items[0])

    def c_no_regeneration(self, items): return A.NoRegenerationClause(str(items[0]).split()[0])
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
        if isinstance(items[0], FilterWithExtras) and items[0].controlled_by == A.ThatPhrase("player") \
                and items[0].players is None and items[0].total_power is None:
            # "the number of lands that player controls": counted for the player acted on
            return A.PlayersCountAmount(items[0].filter, "that player controls")
        filt, players = _split(items[0])
        if players is not None:
            raise UnsupportedPhrase("X counting players")
        return CountOf(EachRef(filt))

    def x_counters_on(self, items): return CountersOn(SelfRef(), items[0])
    def condition_sentence(self, items): return A.TimingSentence(condition=_cond(items[0]))

    def condition_sentence_old(self, items):
        return A.TimingSentence(condition=_cond(items[0]), old_wording=True)
    def conditional_sentence(self, items):
        cond = items[0]
        if isinstance(cond, Worded):
            return _sentence(items[1], condition=cond.condition, cond_wording=cond.wording)
        return _sentence(items[1], condition=cond)

    def delayed_after_sentence(self, items):
        return _sentence(items[0], delay=DELAYS[" ".join(str(items[1]).split())], delay_after=True)

    # intervening-if and other conditions (CR 603.4)
    def cond_kicked_it(self, _): return Worded(WasKicked(), "it")
    def cond_kicked_self(self, _): return WasKicked()
    def cond_kicked_with(self, items): return Worded(WasKicked(items[0]), "it")
    def cond_cast_from_hand(self, _): return CastFromHand()

    def cond_tribute_not_paid(self, _):          # CR 702.104b
        from ...runtime.filters import KeywordCostPaid
        return KeywordCostPaid("tribute", paid=False)

    def cond_prowl_paid(self, _):                # CR 702.76a: "if its prowl cost was paid"
        from ...runtime.filters import KeywordCostPaid
        return KeywordCostPaid("prowl")
    def cond_your_turn(self, _): return YourTurn()
    def cond_control_none(self, items): return ControlNone(_plain(items[0]))
    def cond_attacked(self, items):
        if singular(str(items[0])) != "creature":
            raise UnsupportedPhrase(f"attacked with a {items[0]}")
        return AttackedThisTurn()
    def cond_attacked_bare(self, _): return Worded(AttackedThisTurn(), "bare")
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
    def c_untap(self, items): return A.TapClause(items[0], untap=True)

    # ------------------------------------------------------------ hands and libraries
    def c_reveal_hand(self, items): return A.RevealHandClause(items[0], his_her=str(items[1]))

    def c_look_hand(self, items):
        noun = str(items[0])
        if noun not in ("player", "opponent"):
            raise UnsupportedPhrase(f"look at target {noun}'s hand")
        players = Controller.OPPONENT if noun == "opponent" else Controller.ANY
        return A.RevealHandClause((A.TargetPhrase(None, players),), look=True, noun=noun)

    def c_choose_from_hand(self, items):
        filt = _plain(items[1])
        if not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("choosing something other than cards from a hand")
        return A.ChooseFromHandClause(_fixed(items[0]), filt)

    def c_choose_from_hand_bare(self, items):
        return dataclasses.replace(self.c_choose_from_hand(items), you=False)

    def c_discard_that(self, items): return A.DiscardThatClause(items[0], str(items[1]))

    def c_reveal_discard_all(self, items):
        filt = _plain(items[2])
        if not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("discarding something other than cards")
        return A.RevealDiscardAllClause(items[0], filt, str(items[1]))

    def c_discard_random(self, items):
        _card_word(items[1])
        return A.DiscardRandomClause((A.YouPhrase(),), items[0])

    def c_player_discards_random(self, items):
        _card_word(items[2])
        return A.DiscardRandomClause(items[0], items[1])

    def c_look_top(self, items):
        amount = items[0] if len(items) == 2 else None
        noun = str(items[-1])
        if (amount is None) != (noun == "card") or singular(noun) != "card":
            raise UnsupportedPhrase(f"look at the top {noun}")
        return A.LookTopClause(amount)

    def c_put_back(self, _): return A.PutLookedClause(wording="back")

    def c_put_looked(self, items):
        take, zone, rest_word, rest = items
        if str(zone) not in ("hand", "graveyard"):
            raise UnsupportedPhrase(f"put them into your {zone}")
        if str(rest_word) == "other" and (take in (None, 0) or rest not in ("graveyard", "bottom")):
            raise UnsupportedPhrase("'the other' here")
        if str(rest_word) == "rest" and rest == "bottom":
            raise UnsupportedPhrase("'the rest' on the bottom in no order")
        if zone == rest:
            raise UnsupportedPhrase("both parts to the same zone")
        return A.PutLookedClause(take, str(zone), None, rest, str(rest_word))

    def c_reveal_looked(self, items):
        filt = _plain(items[1])
        if _fixed(items[0]) != 1 or not filt.card or filt.zone is not Zone.BATTLEFIELD \
                or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("revealing this from among the cards")
        return A.PutLookedClause(1, "hand", filt, None, wording="reveal")

    def c_put_rest(self, items):
        if items[0] == "bottom":
            raise UnsupportedPhrase("'the rest' on the bottom in no order")
        return A.PutLookedClause(0, rest=items[0], wording="rest")

    def lt_count(self, items): return _fixed(items[0])
    def lt_any(self, _): return None
    def rd_bottom_any(self, _): return "bottom_any"
    def rd_bottom_random(self, _): return "bottom_random"
    def rd_bottom(self, _): return "bottom"
    def rd_graveyard(self, _): return "graveyard"
    def rd_top(self, _): return "top"
    def sz_graveyard(self, _): return ("graveyard",)
    def sz_hand_graveyard(self, _): return ("hand", "graveyard")

    def c_shuffle_into_library(self, items):
        players, his_her, zones, his_her2 = items
        if str(his_her) != str(his_her2) or str(his_her) == "your":
            raise UnsupportedPhrase("shuffling into another player's library")
        return A.ShuffleIntoLibraryClause(players, zones, str(his_her))

    def c_shuffle_then_draw(self, items):
        players, his_her, zones, his_her2, _then, amount, noun = items
        _card_word(noun)
        clause = self.c_shuffle_into_library([players, his_her, zones, his_her2])
        return dataclasses.replace(clause, then_draw=amount)

    def c_shuffle_into_library_you(self, items):
        return A.ShuffleIntoLibraryClause((A.YouPhrase(),), items[0], "your")

    def c_put_from_hand(self, items):
        filt = _plain(items[1])
        if not filt.card or filt.zone is not Zone.HAND or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("putting this onto the battlefield")
        return A.PutFromHandClause(_fixed(items[0]), filt)

    def c_put_from_hand_attached(self, items):
        """"put an Aura card from your hand onto the battlefield attached to ~" (CR 303.4f)."""
        return dataclasses.replace(self.c_put_from_hand(items[:2]), attached_to=items[2])

    def fe_counters(self, items): return CountersOn(SelfRef(), items[0])
    def fe_those(self, items): return ("those", singular(str(items[0])))
    def fe_filter(self, items):
        controlled = self.controlled_phrase(items[0], "for each")   # "... target player controls"
        return controlled if controlled is not None else ("each", _plain(items[0]))

    def token(self, items):
        pt, words, kws = str(items[0]), [], ()
        for item in items[1:]:
            if isinstance(item, tuple):
                if any(k.number is not None or k.cost is not None or k.costs or k.qualities
                       or k.filter for k in item):
                    raise UnsupportedPhrase("a token keyword with a parameter")
                kws = tuple(k.name for k in item)
            elif isinstance(item, Token) and item.type == "TOKEN_NOUN":
                continue
            else:
                words.append(item)
        power, toughness = pt.split("/")
        if "x" in (power, toughness):
            raise UnsupportedPhrase("X/X tokens")
        colors = _colors(words)
        noun = Noun([w for w in words if not _is_color(w) and w != "colorless"])
        name = " ".join(s.capitalize() for s in noun.subtypes) or "Token"
        return E.TokenSpec(name, int(power), int(toughness), colors,
                           tuple(noun.types) or (CardType.CREATURE,),
                           tuple(s.capitalize() for s in noun.subtypes), kws)

    def token_word(self, items): return str(items[0])

    def join_then(self, _): return "then"
    def join_and(self, _): return "and"

    def clauses(self, items):
        """(clauses, joins): the words between clauses are kept for rendering."""
        found = self.bind_continued(tuple(i for i in items if not isinstance(i, str)))  # transform_targets
        return found, tuple(i for i in items if isinstance(i, str))

    # ------------------------------------------------------------ one-shot effects (more)
    def ao_self(self, _): return A.SelfPhrase()
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

    def c_gain_life_equal(self, items):
        return A.LifeClause(items[0], items[2], True, equal_to=True)

    def c_lose_life_equal(self, items):
        return A.LifeClause(items[0], items[2], False, equal_to=True)

    def c_lose_abilities(self, items):
        return A.LoseAbilitiesClause(items[0], _has(items, "UNTIL_EOT"))

    def c_animate(self, items):
        objects, article = items[0], items[1]
        if article != Fixed(1):
            raise UnsupportedPhrase("'becomes' with a number")
        pt = str(_token(items, "TOKEN_PT"))
        words = [i for i in items[3:] if isinstance(i, str) and not isinstance(i, Token)]
        kws = next((i for i in items if isinstance(i, tuple) and i is not objects), ())
        keep = next((i.wording for i in items if isinstance(i, KeepTypes)), "")
        if "x" in pt:
            raise UnsupportedPhrase("becomes an X/X creature")
        nouns = [w for w in words if not _is_color(w) and w != "colorless"]
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
        return A.AnimateClause(objects, spec, tuple(words), keep=keep,
                               until_end_of_turn=_has(items, "UNTIL_EOT"))

    def keep_in_addition(self, _): return KeepTypes("in addition to its other types")
    def keep_still(self, items): return KeepTypes("that's still a " + str(items[0]))

    def c_return_chosen_hand(self, items):
        amount, filt, owner, hand = items[0], items[1], str(items[2]), str(items[4])
        if amount != Fixed(1) or owner != "its" or hand != "hand":
            raise UnsupportedPhrase("returning several chosen permanents")
        filt, players = _split(filt)
        if players is not None or filt.zone is not Zone.BATTLEFIELD:
            raise UnsupportedPhrase("returning a chosen player or card")
        return A.ReturnClause((A.ChosenPhrase(1, filt),), "hand")

    def c_damage_split(self, items):
        source, first, to_first, _and, second, to_second = items
        return A.DamageSplitClause((A.DamageClause(first, to_first, source),
                                    A.DamageClause(second, to_second, source)))

    def c_copy_spell(self, items): return A.CopySpellClause(items[0])

    def until_eot_sentence(self, items):
        clauses, joins = items[1]
        out = []
        for c in clauses:
            if getattr(c, "until_end_of_turn", True) is not False:
                raise UnsupportedPhrase("'until end of turn, ...' with an effect that has no duration")
            out.append(dataclasses.replace(c, until_end_of_turn=True))
        return A.Sentence(tuple(out), joins=joins, until_eot_first=True)

    def still_type_sentence(self, items):
        return A.StillTypeSentence(singular(str(items[0])))

    def new_targets_sentence(self, _): return A.NewTargetsSentence()

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
        if noun == "creature":          # "that creature" is the one dealt damage (triggers_more)
            return A.TriggerCondition("damage_to_creature", items[0], combat_only=combat,
                                      other=ObjectFilter(types=(CardType.CREATURE,)))
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
        # "a mountain is tapped for mana": the same event as "a player taps a mountain for mana",
        # worded in the passive (kept for rendering)
        passive = "" if isinstance(items[0], A.SelfPhrase) else "passive"
        return A.TriggerCondition("tapped_for_mana", items[0], wording=passive)

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
            return (Whose.EACH, "each_player")
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

    # more trigger events
    def e_turned_face_up(self, items): return A.TriggerCondition("turned_face_up", items[0])

    def _spell_or_ability(self, tok):
        if str(tok) != "spell":
            raise UnsupportedPhrase(f"the target of a {tok} or ability")

    def e_becomes_target(self, items):
        self._spell_or_ability(items[1])
        return A.TriggerCondition("becomes_target", items[0])

    def e_becomes_target_opponent(self, items):
        self._spell_or_ability(items[1])
        return A.TriggerCondition("becomes_target", items[0], player=Controller.OPPONENT)

    def e_cast_targets_self(self, items):
        return A.TriggerCondition("cast_targets_self", _plain(items[3]), player=items[0])

    def e_attacks_unblocked(self, items): return A.TriggerCondition("attacks_unblocked", items[0])

    def e_becomes_blocked_by(self, items):
        return A.TriggerCondition("becomes_blocked_by", items[0], other=_plain(items[2]))

    def e_blocks_creature(self, items):
        return A.TriggerCondition("blocks_creature", items[0], other=_plain(items[2]))

    def e_blocks_or_blocked_by(self, items):
        return A.TriggerCondition("blocks_or_blocked_by", items[0], other=_plain(items[2]))

    def e_cycle_self(self, items):
        if items[0] is not Controller.YOU:
            raise UnsupportedPhrase("another player cycling this card")
        return A.TriggerCondition("cycle_self", player=Controller.YOU)

    def e_cycles(self, items):
        _card_word(items[3])
        return A.TriggerCondition("cycles", player=items[0])

    def e_counters_put(self, items):
        if str(items[0]) != "one":
            raise UnsupportedPhrase(f"{items[0]} or more counters are put")
        return A.TriggerCondition("counters_put", items[2], counter=items[1])

    def e_sacrifice(self, items):
        return A.TriggerCondition("sacrifice", _plain(items[3]), player=items[0])

    def e_draw(self, items):
        _card_word(items[3])
        return A.TriggerCondition("draw", player=items[0])

    def e_discard(self, items):
        filt = _plain(items[2])
        return A.TriggerCondition("discard", filt, player=items[0])

    def e_control_none(self, items):
        return A.TriggerCondition("control_none", other=_plain(items[0]))

    def e_becomes_untapped(self, items): return A.TriggerCondition("becomes_untapped", items[0])

    def e_damaged_dies(self, items):
        return A.TriggerCondition("damaged_dies", _plain(items[1]))

    def e_battalion(self, items):
        if singular(str(items[2])) != "creature":
            raise UnsupportedPhrase(f"at least N other {items[2]} attack")
        return A.TriggerCondition("battalion", items[0], number=NUMBER_WORDS[str(items[1])])

    def e_cycle_or_discard(self, items):
        """Cycling discards the card, so "cycle or discard a card" is one discard event."""
        if items[0] is not Controller.YOU:
            raise UnsupportedPhrase("another player cycling or discarding")
        _card_word(items[3])
        return A.TriggerCondition("discard", ObjectFilter(card=True),
                                  player=Controller.YOU, wording="cycle_or_discard")

    def e_deals_damage_any(self, items): return A.TriggerCondition("damage_any", items[0])

    def e_deals_combat_damage_any(self, items):
        return A.TriggerCondition("damage_any", items[0], combat_only=True)

    def e_counters_state(self, items):
        return A.TriggerCondition("counters_state", counter=items[1], number=_fixed(items[0]))

    def whose_the(self, _): return (Whose.EACH, "the")

    def whose_attached(self, items):
        if str(items[0]) != "enchanted" or singular(str(items[1])) != "player":
            raise UnsupportedPhrase(f"{items[0]} {items[1]}'s step")
        return Whose.ENCHANTED_PLAYER

    @v_args(meta=True)
    def attached_controller_trigger(self, meta, items):
        whose, step, attached, noun, _, sentences = items
        if whose != (Whose.EACH, "the"):
            raise UnsupportedPhrase("this step of an attached permanent's controller")
        kind = "" if singular(str(noun)) == "creature" else singular(str(noun))
        if kind not in ("", "land", "artifact", "permanent"):
            raise UnsupportedPhrase(f"the upkeep of {attached} {noun}'s controller")
        cond = A.TriggerCondition("beginning", step=STEPS[" ".join(str(step).split())],
                                  whose=Whose.ENCHANTED_CONTROLLER,
                                  wording=f"{attached} {singular(str(noun))}")
        return A.TriggeredLine(cond, sentences, _span(meta))

    @v_args(meta=True)
    def triggered(self, meta, items):
        return A.TriggeredLine(_unwrap(items[1]), items[2], _span(meta), word=str(items[0]))

    @v_args(meta=True)
    def beginning_trigger(self, meta, items):
        whose, step, sentences = items
        wording = ""
        if isinstance(whose, tuple):
            whose, wording = whose
        cond = A.TriggerCondition("beginning", step=STEPS[" ".join(str(step).split())], whose=whose,
                                  wording=wording)
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

    def ss_filter(self, items):
        self._subject_plural = getattr(self, "_filter_plural", False)
        return _plain(items[0])

    def c_gain_bare(self, items):
        """"Creatures you control gain flying until end of turn" (each of them, CR 611.2c)."""
        return A.GainKeywordsClause((_bare_each(self, items[0]),), items[2])

    def c_pump_bare(self, items):
        """"Creatures you control get +1/+1 until end of turn": each of them, as it resolves (CR 611.2c)."""
        text = str(_token(items, "PT"))
        if "x" in text:
            raise UnsupportedPhrase("+X/+X for a group")
        power, toughness = _pt(text)
        return A.PumpClause((_bare_each(self, items[0]),), power, toughness, True, pt=text)
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

    # "more"/"less" as literals: a COST_CHANGE terminal loses to the "less" literal of
    # "~ costs {1} less to cast" in the lexer state shared after a mana cost.
    # "<spells> you cast cost ..." (wording "you_cast") vs "<spells> cost ..." (every player's).
    @v_args(meta=True)
    def st_cost_more(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[2], more=True,
                            wording="you_cast", span=_span(meta))

    @v_args(meta=True)
    def st_cost_less(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[2], more=False,
                            wording="you_cast", span=_span(meta))

    @v_args(meta=True)
    def st_cost_more_all(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[1], more=True, span=_span(meta))

    @v_args(meta=True)
    def st_cost_less_all(self, meta, items):
        return A.StaticLine("cost_modifier", _plain(items[0]), cost=items[1], more=False, span=_span(meta))

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
    def sp_no_untap_theirs(self, items): return A.RestrictionPredicate("untap", wording="their controllers'")
    def sp_must_attack(self, items): return A.RestrictionPredicate("attack each combat")

    def _static(self, meta, subject, predicates_and_joins, condition=None, first=False):
        wording = _cond_wording(condition)
        condition = _cond(condition)
        predicates, joins = predicates_and_joins
        plural = any(getattr(p, "plural", False) for p in predicates)
        if not isinstance(subject, A.SelfPhrase) and getattr(self, "_subject_plural", False):
            plural = True
        return A.StaticLine("predicates", subject, predicates, condition, span=_span(meta),
                            plural=plural, condition_first=first, joins=joins, cond_wording=wording)

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

    def cond_control_at_most(self, items):
        return YouControlAtMost(_plain(items[1]), _fixed(items[0]))

    def cond_control_either(self, items):
        a, fa, b, fb = items
        if a != Fixed(1) or b != Fixed(1):
            raise UnsupportedPhrase("'you control N X or N Y'")
        return AnyOfConditions((YouControl(_plain(fa)), YouControl(_plain(fb))))

    # ------------------------------------------------------------ statics: choices, blocking,
    # prevention, cost changes, quoted grants (CR 509.1, 601.2f, 614.12, 615, 613.1f)
    @v_args(meta=True)
    def r_choose(self, meta, items):
        words = tuple(str(t) for t in items if isinstance(t, Token) and t.type == "CHOICE")
        return A.ReplacementLine("choose", choices=words, span=_span(meta))

    @v_args(meta=True)
    def r_enters_tapped_unless(self, meta, items):
        return A.ReplacementLine("enters_tapped_unless", condition=_cond(items[-1]),
                                 cond_wording=_cond_wording(items[-1]), span=_span(meta))

    @v_args(meta=True)
    def r_enters_tapped_with_counters(self, meta, items):
        return A.ReplacementLine("enters_with_counters", counter=items[2], amount=items[1],
                                 tapped=True, span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_counters_if(self, meta, items):
        return A.ReplacementLine("enters_with_counters_if", counter=items[2], amount=items[1],
                                 condition=_cond(items[-1]), wording="if_after",
                                 cond_wording=_cond_wording(items[-1]), span=_span(meta))

    @v_args(meta=True)
    def r_if_enters_with_counters(self, meta, items):
        condition, amount, counter = items[0], items[1], items[2]
        return A.ReplacementLine("enters_with_counters_if", counter=counter, amount=amount,
                                 condition=_cond(condition), wording="if_first",
                                 cond_wording=_cond_wording(condition), span=_span(meta))

    @v_args(meta=True)
    def r_enters_with_counters_for_each(self, meta, items):
        if items[1] != Fixed(1):
            raise UnsupportedPhrase("several counters for each object")
        return A.ReplacementLine("enters_with_counters", counter=items[2], amount=items[1],
                                 for_each=_plain(items[-1]), span=_span(meta))

    @v_args(meta=True)
    def st_characteristic_power(self, meta, items):
        return A.StaticLine("characteristic_pt", A.SelfPhrase(), amount=items[2], wording="power",
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
        line = self._self_cost(meta, items, False, condition=_cond(items[2]))
        return dataclasses.replace(line, wording=_cond_wording(items[2]))

    @v_args(meta=True)
    def st_optional_untap(self, meta, items):
        return A.StaticLine("optional_untap", A.SelfPhrase(), span=_span(meta))

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
        return self._quoted_end(self._static(meta, items[1], items[2], items[0], first=True))

    @v_args(meta=True)
    def st_while_self_predicates_q(self, meta, items):
        return self._quoted_end(self._static(meta, A.SelfPhrase(), items[2], items[0], first=True))

    def grant_sentence(self, items):
        grant = self.sp_grant(items[1:])
        return A.GrantSentence(items[0], grant.ability, grant.plural)

    @staticmethod
    def _quoted_end(line):
        """A line may end with a quoted ability's own period (`has "{t}: add {g}."`), no other way."""
        if not isinstance(line.predicates[-1], A.GrantPredicate):
            raise UnsupportedPhrase("a static ability without a final period")
        return dataclasses.replace(line, wording="quoted_end")

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
                            wording=wording, combat_only=combat, span=_span(meta))

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

    def sp_unblockable_by(self, items):
        self._be_blocked(items[0])
        return A.BlockingPredicate("unblockable_by", _plain(items[1]))

    def sp_unblockable_except(self, items):
        self._be_blocked(items[0])
        return A.BlockingPredicate("unblockable_except", _plain(items[1]))

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
        inner = str(quoted)[1:-1]
        from lark.exceptions import UnexpectedInput
        from .parser import rules_parser
        try:
            tree = rules_parser().parse(inner)
        except UnexpectedInput as exc:
            column = getattr(exc, "column", "?")
            raise UnsupportedPhrase(f"the quoted ability is not understood from column {column}",
                                    quoted) from None
        from lark.exceptions import VisitError
        try:
            ability = ToAst().transform(tree)
        except VisitError as exc:
            raise exc.orig_exc from None
        return A.GrantPredicate(ability, plural=str(has) == "have")

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


def _is_color(word: str) -> bool:
    return all(w in COLOR_WORDS for w in word.split(" and "))


def _colors(words) -> tuple:
    """Colour words of a token or animation; "black and red" is one word of two colours."""
    return tuple(COLOR_WORDS[c] for w in words if _is_color(w) for c in w.split(" and "))


class KeepTypes:
    """"in addition to its other types" / "that's still a land" after an animation."""

    def __init__(self, wording: str):
        self.wording = wording


class FilterWithExtras:
    """A filter that also names players or a total-power condition (not an ObjectFilter field)."""

    def __init__(self, filt, players, total_power, only_players, controlled_by=None):
        self.filter, self.players, self.total_power = filt, players, total_power
        self.controlled_by = controlled_by      # a player phrase: "<filter> that player controls"
        self.only_players = only_players


def _split(item) -> tuple[ObjectFilter | None, Controller | None]:
    if isinstance(item, FilterWithExtras):
        if item.controlled_by is not None:
            raise UnsupportedPhrase("'<player> controls' here")
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


class Worded:
    """A condition with a wording the renderer must keep ("it was kicked" vs "~ was kicked")."""

    def __init__(self, condition, wording: str):
        self.condition = condition
        self.wording = wording


def _cond(c):
    return c.condition if isinstance(c, Worded) else c


def _cond_wording(c) -> str:
    return c.wording if isinstance(c, Worded) else ""


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


def _bare_each(transformer, filt) -> A.EachPhrase:
    """A subject with no determiner: "creatures you control" (plural) or "enchanted creature"."""
    plural = getattr(transformer, "_subject_plural", False)
    return A.EachPhrase(filt, word="bare" if plural else "bare_one")
