"""Transformer methods for object filters, object phrases and targets (grammar/filters.lark, CR 109, 115).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses
import re

from ....runtime.characteristics import OUTLAW_TYPES, CardType, Supertype, Zone
from ....runtime.filters import Compare, Controller, Fixed, NumberTest, ObjectFilter, Targets, XValue

from .. import nodes as A
from .common import (TYPE_WORDS, COLOR_WORDS, UnsupportedPhrase, self_phrase, singular, Noun, subtype_name,
                     made_plainly,
                     subtype_names,
                     FilterWithExtras, _split, _plain, _fixed, _compare, check_no_repeat)


def _series_words(series) -> list[tuple[str, int]]:
    """The alternatives of a TYPE_SERIES / SUBTYPE_PAIR token, each with its column."""
    start = series.start_pos or 0
    return [(m.group(0), start + m.start())
            for m in re.finditer(r"[^\s,]+", str(series)) if m.group(0) not in ("or", "and", "and/or")]


_OTHER = ObjectFilter(other=True)       # "other", and no more (compared with, never kept)


def _other_players(item) -> bool:
    """"each other player": every player but you (CR 102.1). "each other opponent" (other than
    an opponent an event named) is left to _split, which reports it."""
    return (isinstance(item, FilterWithExtras) and item.only_players and item.players is Controller.ANY
            and item.filter == _OTHER and item.controlled_by is None
            and not item.opponent_choice and item.total_power is None)


# the filter words (f_* values) whose field takes several values, gathered in a tuple
_MULTI_FIELDS = frozenset(("colors", "excluded_types", "excluded_colors", "supertypes", "excluded_supertypes",
                           "excluded_subtypes", "tests", "keywords", "excluded_keywords"))
# the filter words that are not simply their field and value: FiltersMixin.filter reads each
_WORDS_OF_THEIR_OWN = frozenset((
    "colors_or", "either_keywords", "test_pair", "excluded_subtype_group", "total_power", "attached_fields",
    "opponent_choice", "single_graveyard", "controlled_by", "zone_yours", "zone_any", "zone_that_player",
    "zone_defending", "zone_chosen_player", "chosen_that", "chosen_your_choice", "in_chosen_sector",
    "except_for", "other_than_self", "zone_opponent"))


class FiltersMixin:
    """Filter words and suffixes, the filter they build, "each"/"all" phrases and target phrases."""

    # ------------------------------------------------------------ filters
    def type_word(self, items):
        return items[0]                 # the Token: a str that knows its column (check_no_repeat)

    def noun_words(self, items):
        check_no_repeat(items)          # "target creature creature" (CT201 at the second one)
        return Noun([str(i) for i in items], conjunctive=True)

    def noun_token(self, items):
        """"a token", "creature tokens": the type words, and only tokens (CR 111.1)."""
        noun = self.noun_words(items[:-1]) if len(items) > 1 else Noun([])
        noun.markers.add("token")
        noun.plural = str(items[-1]) == "tokens"
        return noun

    def noun_abilities(self, items):
        """"activated ability", "triggered ability", "activated or triggered ability", "spell or
        ability": abilities on the stack, with spells for the last (CR 113.7, 115.1)."""
        words = str(items[0])
        noun = Noun([])
        if words.startswith("spell"):
            noun.markers.add("spell")
        noun.abilities = tuple(k for k in ("activated", "triggered") if k in words or words == "spell or ability")
        noun.spelled_out = words.startswith("spell,")
        return noun

    def noun_series(self, items):
        series = items[0]
        check_no_repeat(_series_words(series))      # "artifact or artifact"
        words = [w for w in re.split(r",? (?:or|and/or|and) |, ", str(items[0]))]
        noun = Noun(words)
        series_markers = set(noun.markers)
        rest = Noun(list(items[1:]))
        if items[1:]:
            noun.plural = rest.plural
        noun.markers |= rest.markers
        if {"spell", "permanent"} <= series_markers:
            # "spell or permanent": either one, not a permanent spell (CR 110.1, 112.1)
            noun.markers.remove("permanent")
            noun.markers.add("or_permanent")
        noun.subtypes += rest.subtypes
        if rest.types:
            # "Vampire or Wizard creature card": subtype alternatives of one card type (CR 205.3)
            # is a filter's own shape; a type in the series, or two types after it, is not
            if noun.types or series_markers or len(rest.types) > 1:
                raise UnsupportedPhrase("a type series followed by another type")
            noun.types = list(rest.types)
        return noun

    def noun_subtype_or_player(self, items):
        """"target Sliver creature or player": the subtypes narrow the object only; a player is
        the other choice (CR 115.4). Only "<type> or player" reads so: before two object types
        ("Sliver creature or artifact") what the subtype narrows is not said."""
        *subtypes, series = items
        kinds = str(series).split(" or ")
        if len(kinds) != 2 or kinds[1] != "player" or singular(kinds[0]) != kinds[0]:
            raise UnsupportedPhrase(f"subtypes before '{series}'")
        prefix = Noun([str(s) for s in subtypes])
        if prefix.types or prefix.markers or not prefix.subtypes:
            raise UnsupportedPhrase(f"card types before '{series}'")
        noun = self.noun_series([series])
        noun.subtypes += prefix.subtypes
        return noun

    def f_other(self, _): return ("other", True)
    def f_untapped(self, _): return ("tapped", False)
    def f_tapped(self, _): return ("tapped", True)
    def f_face_down(self, _): return ("face_down", True)
    def f_suspected(self, _): return ("suspected", True)
    def f_commander(self, _): return ("commander", True)
    def f_color(self, items): return ("colors", COLOR_WORDS[str(items[0])])

    def f_color_or(self, items):
        return ("colors_or", tuple(COLOR_WORDS[w] for w in str(items[0]).split(" or ")))
    def f_colorless(self, _): return ("colorless", True)
    def f_multicolored(self, _): return ("multicolored", True)
    def f_historic(self, _): return ("historic", True)
    def f_combat(self, items): return ("combat", str(items[0]).replace(",", "").replace(" ", "_"))
    def f_attacking_you(self, items):
        return ("combat", "attacking_you_or_planeswalker" if str(items[0]).endswith("control") else "attacking_you")

    def f_with_counter(self, items): return ("with_counter", items[1])
    # "creatures you control with +1/+1 counters on them": each has one or more (the plural)
    def f_with_counters_them(self, items): return ("with_counter", items[0])

    def f_zone_yours_from(self, items): return ("zone_yours", Zone(str(items[0])))
    def f_zone_yours_in(self, items): return ("zone_yours", Zone(str(items[0])))
    def f_zone_from(self, items): return ("zone_any", Zone(str(items[0])))
    def f_single_graveyard(self, _): return ("single_graveyard", True)
    def f_zone_in(self, items): return ("zone_any", Zone(str(items[0])))
    def f_on_battlefield(self, _): return ("zone_any", Zone.BATTLEFIELD)
    def f_all_graveyards_in(self, _): return ("zone_any", Zone.GRAVEYARD)
    def f_all_graveyards_from(self, _): return ("zone_any", Zone.GRAVEYARD)
    # CR 108.3: an opponent's graveyard holds the cards that opponent owns
    def f_zone_opponent_from(self, items): return ("zone_opponent", Zone(str(items[1])))
    def f_zone_opponent_in(self, items): return ("zone_opponent", Zone(str(items[1])))
    def f_named_self(self, _): return ("named_source", True)

    def f_named(self, items):
        """"a card named <name>" (CR 201.2): the name as read, in lower case (names
        compare without case, query.matches)."""
        return ("name", str(items[0]).removeprefix("named "))
    def f_attached(self, items):
        self.attached_word = str(items[0])     # "enchanted" / "equipped", for cond_control
        return ("attached_to_source", True)

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

    def f_except_for(self, items):
        """"except for lands and tokens": what the noun leaves out, each word as its "non-" word
        ("nonland, nontoken"); the filter remembers the wording only for printing."""
        words = str(items[0]).split()[2:]
        return ("except_for", tuple(singular(w) for w in words if w != "and"))

    def f_non_subtype(self, items):
        word = str(items[0])[4:]
        if word == "outlaw":
            return ("excluded_subtype_group", OUTLAW_TYPES)
        if word not in subtype_names():
            raise UnsupportedPhrase(f"'non-{word}'")
        return ("excluded_subtypes", subtype_name(word))

    def f_supertype(self, items): return ("supertypes", Supertype(str(items[0])))

    def f_power_toughness(self, items):
        """"Target 1/1 creature": its power is 1 and its toughness is 1 (CR 208.1)."""
        text = str(items[0])
        if "x" in text:
            raise UnsupportedPhrase("an X/X filter")
        power, toughness = (int(v) for v in text.split("/"))
        return ("test_pair", (NumberTest("power", Compare.EQ, power),
                              NumberTest("toughness", Compare.EQ, toughness)))
    def f_you_control(self, _): return ("controller", Controller.YOU)
    def f_opponent_controls(self, _): return ("controller", Controller.OPPONENT)
    # the same opponents as "an opponent controls" (ObjectFilter.controller; CR 102.2)
    def f_opponents_control(self, _): return ("controller", Controller.OPPONENT)
    def f_you_dont_control(self, _): return ("controller", Controller.OPPONENT)
    def f_you_own(self, _): return ("owned_by_you", True)

    def f_number_test(self, items):
        char, amount, cmp = items
        if isinstance(amount, XValue):         # "power X or less": the spell's X (CR 107.3)
            return ("tests", NumberTest(str(char), _compare(cmp), 0, of_x=True))
        return ("tests", NumberTest(str(char), _compare(cmp), _fixed(amount)))

    def f_than_own(self, items):
        """"with toughness greater than its power": compared with the object's own other
        characteristic (NumberTest.than_own)."""
        char, cmp, than = items
        compare = Compare.LT if str(cmp) == "less" else Compare.GT
        return ("tests", NumberTest(str(char), compare, 0, than_own=str(than)))

    def f_mana_value_test(self, items):
        amount, cmp = items
        if isinstance(amount, XValue):
            return ("tests", NumberTest("mana_value", _compare(cmp), 0, of_x=True))
        return ("tests", NumberTest("mana_value", _compare(cmp), _fixed(amount)))

    def f_mana_value_le_source_counters(self, items):
        """"with mana value less than or equal to the number of loyalty counters on ~" (CR 202.3,
        122.1): counted on the source as the filter is asked."""
        return ("tests", NumberTest("mana_value", Compare.LE, 0, than_source_counters=str(items[0])))

    def f_mana_value_eq_source_counters(self, items):
        """"with mana value equal to the number of charge counters on ~" (CR 202.3, 122.1): the
        number the source has as the filter is asked."""
        return ("tests", NumberTest("mana_value", Compare.EQ, 0, than_source_counters=str(items[0])))

    def f_mana_value_equal(self, items):
        """"with mana value X": exactly that mana value (CR 202.3); X is the ability's X."""
        if isinstance(items[0], XValue):
            return ("tests", NumberTest("mana_value", Compare.EQ, 0, of_x=True))
        return ("tests", NumberTest("mana_value", Compare.EQ, _fixed(items[0])))

    def f_same_mana_value_as_source(self, items):
        """"with the same mana value as this creature": compared with the source's own, from last
        known information once it was sacrificed (transfigure, CR 702.71a, 608.2h)."""
        return ("tests", NumberTest("mana_value", Compare.EQ, 0, than_source="mana_value"))

    def f_total_power(self, items):
        return ("total_power", _fixed(items[0]))

    def f_with_keyword(self, items): return ("keywords", str(items[0]))
    def f_with_either_keyword(self, items): return ("either_keywords", (str(items[0]), str(items[1])))
    def f_single_target(self, _): return ("single_target", True)

    def f_ability_source(self, items):
        """"activated ability from an artifact source": its source is one (CR 113.7)."""
        word = str(items[0]).split()[-2]
        return ("ability_source", ObjectFilter(types=(TYPE_WORDS[word],)))

    def f_targets(self, items): return ("targets", items[-1])

    def tg_you(self, _): return Targets(you=True)
    def tg_source(self, _): return Targets(source=True)

    def tg_objects(self, items):
        """"that targets a creature": one object, whatever the article (CR 115.9b)."""
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("a spell that targets a number of objects")
        return Targets(objects=_plain(items[1]))

    def tg_you_or_objects(self, items):
        return dataclasses.replace(self.tg_objects(items), you=True)
    def f_without_keyword(self, items): return ("excluded_keywords", str(items[0]))
    def f_saddled_it(self, _): return ("saddled_source", True)

    def f_chosen(self, items):
        return ("chosen_color", True) if str(items[0]) == "color" else ("chosen_subtype", True)

    def f_chosen_name(self, _): return ("chosen_name", True)         # CR 702.106d

    def f_opponent_choice(self, items):
        """"of an opponent's choice [he or she controls]": an opponent chooses the target."""
        return ("opponent_choice", "controls" if str(items[0]).endswith("control") or
                str(items[0]).endswith("controls") else "any")


    def f_your_ring_bearer(self, _):
        """"your Ring-bearer" (CR 701.54b, current rules): the creature you control that you
        chose as your Ring-bearer; one object at most, like "enchanted creature"."""
        self._filter_plural = self._filter_either_number = False
        return ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, ring_bearer=True)

    def f_your_commander(self, _):
        """"your commander" (CR 903.3): the card designated as the commander of the player who
        owns it, which keeps that designation in every zone; one object at most."""
        self._filter_plural = self._filter_either_number = False
        return ObjectFilter(commander=True, owned_by_you=True)

    def cond_control_your_commander(self, _):
        """"if you control your commander" (CR 903.3): the card you own that is your commander,
        on the battlefield under your control."""
        from ....runtime.filters import YouControl
        return YouControl(ObjectFilter(commander=True, owned_by_you=True))

    def filter(self, items):
        noun = next(i for i in items if isinstance(i, Noun))
        self._filter_plural = noun.plural
        self._filter_either_number = noun.either_number
        fields: dict = {"types": tuple(noun.types), "subtypes": tuple(noun.subtypes)}
        if noun.conjunctive and len(noun.types) > 1:
            fields["all_types"] = True
        if noun.conjunctive and len(noun.subtypes) > 1:
            # "Eldrazi Scion" means both subtypes; a filter's subtypes are alternatives
            raise UnsupportedPhrase("several subtypes together")
        multi: dict[str, list] = {}         # a field of several values (_MULTI_FIELDS): those read
        extra = {}
        for item in items:
            if isinstance(item, Noun):
                continue
            key, value = item
            if key in _MULTI_FIELDS:
                multi.setdefault(key, []).append(value)
            elif key not in _WORDS_OF_THEIR_OWN:    # the word's field and value, as it says
                fields[key] = value
            elif key == "colors_or":
                multi.setdefault("colors", []).extend(value)
            elif key == "either_keywords":          # "with flying or reach"
                fields["either_keywords"] = value
            elif key == "test_pair":                # "1/1 creature"
                multi.setdefault("tests", []).extend(value)
            elif key == "excluded_subtype_group":   # "non-outlaw"
                multi.setdefault("excluded_subtypes", []).extend(value)
            elif key == "total_power":
                extra["total_power"] = value
            elif key == "attached_fields":          # "attached to ..." (transform/targets.py)
                fields.update(value)
            elif key == "opponent_choice":        # "target creature of an opponent's choice"
                extra["opponent_choice"] = value
                if value == "controls":           # "... he or she controls": that opponent's
                    fields["controller"] = Controller.OPPONENT
            elif key == "single_graveyard":       # "target cards from a single graveyard"
                extra["single_graveyard"] = value
                fields["zone"] = Zone.GRAVEYARD
            elif key == "controlled_by":          # "... that player controls" (transform/players.py)
                extra["controlled_by"] = value
            elif key == "zone_yours":
                # In a graveyard, hand or library, "your" means the cards you own (CR 108.3).
                fields["zone"] = value
                fields["controller"] = Controller.YOU
            elif key == "zone_any":
                fields["zone"] = value
            elif key == "zone_that_player":       # "from that player's graveyard" (players.lark)
                fields["zone"] = value
                extra["controlled_by"] = A.ThatPhrase("player")
            elif key == "zone_defending":         # "from defending player's graveyard" (players.lark)
                fields["zone"] = value
                fields["controller"] = Controller.DEFENDING
            elif key == "zone_chosen_player":     # "in the chosen player's hand" (players.lark)
                fields["zone"] = value
                fields["controller"] = Controller.CHOSEN
            elif key == "chosen_that":            # "of that type": the chosen type (CR 607.2d)
                fields["chosen_subtype"] = True
            elif key == "chosen_your_choice":     # "of the creature type of your choice" (players.lark)
                fields["chosen_subtype"] = fields["subtype_chosen_on_resolution"] = True
            elif key == "in_chosen_sector":       # "in the sector of your choice" (players.lark)
                fields["in_chosen_sector"] = True
            elif key == "except_for":             # "except for lands and tokens"
                fields["except_for"] = True
                for word in value:
                    if word == "token":
                        fields["token"] = False
                    else:
                        multi.setdefault("excluded_types", []).append(TYPE_WORDS[word])
            elif key == "other_than_self":          # "creature other than ~" (CR 109.5)
                fields["other"] = fields["other_than_self"] = True
            elif key == "zone_opponent":
                fields["zone"] = value
                fields["controller"] = Controller.OPPONENT
            else:
                raise AssertionError(f"{key!r} is in _WORDS_OF_THEIR_OWN but not read")
        for key, values in multi.items():
            if values:
                fields[key] = tuple(values)
        if fields.get("attached_to_source") and noun.plural:
            # "equipped creatures you control": ones with an Equipment (transform/targets.py)
            self.check_not_attached(ObjectFilter(attached_to_source=True))
        if "spell" in noun.markers:
            fields["spell"] = True
            fields.setdefault("zone", Zone.STACK)
        if noun.abilities:
            fields.update(abilities=noun.abilities, abilities_spelled_out=noun.spelled_out)
            fields.setdefault("zone", Zone.STACK)
        if "card" in noun.markers:
            fields["card"] = True
        if "permanent" in noun.markers:
            fields["permanent"] = True
        if "or_permanent" in noun.markers:
            fields["or_permanent"] = True
        if "token" in noun.markers:
            fields["token"] = True
        players = None
        if "player" in noun.markers:
            players = Controller.ANY
        if "opponent" in noun.markers:
            players = Controller.OPPONENT
        filt = made_plainly(ObjectFilter, fields)
        if players is not None or extra:
            return FilterWithExtras(filt, players, extra.get("total_power"),
                                    controlled_by=extra.get("controlled_by"),
                                    opponent_choice=extra.get("opponent_choice", ""),
                                    only_players=not noun.types and not noun.subtypes,
                                    single_graveyard=extra.get("single_graveyard", False))
        return filt

    # ------------------------------------------------------------ objects
    def o_self(self, items): return self_phrase(self, items)
    def o_you(self, _): return A.YouPhrase()
    def o_it(self, _): return A.ItPhrase()
    def o_them(self, _): return A.ThemPhrase()
    def o_each_of_them(self, _): return A.ThemPhrase(each=True)
    def o_event(self, items): return A.ThatPhrase(singular(str(items[0])))
    def o_that_spell_or_ability(self, items):
        """"that spell or ability": what targeted the trigger's object (CR 115)."""
        if singular(str(items[0])) != "spell":
            raise UnsupportedPhrase(f"'that {items[0]} or ability'")
        return A.ThatPhrase("spell or ability")

    def ds_that(self, items): return self.o_event(items)     # "that creature deals damage ..."

    def o_that_target_either(self, items):
        """"that creature or player", "that player or planeswalker": the object or player a
        target of either kind named before (CR 115.1)."""
        words = str(items[0])
        parts = words.split(" or ")
        if len(parts) != 2 or "player" not in parts or any(singular(p) != p for p in parts):
            raise UnsupportedPhrase(f"'that {words}'")
        return A.ThatPhrase(words)
    def o_the_player(self, _): return A.ThatPhrase("player")     # "The player discards that card."
    def o_those(self, items): return A.ThosePhrase(singular(str(items[0])))
    def o_each_of_those(self, items): return A.ThosePhrase(singular(str(items[0])), each=True)
    def o_the_rest(self, _): return A.RestPhrase()
    def o_dealt_damage_this_way(self, _): return A.DealtDamageThisWayPhrase("creature")
    def o_players_dealt_damage_this_way(self, _): return A.DealtDamageThisWayPhrase("player")
    def o_a_creature_dealt_damage_this_way(self, _): return A.DealtDamageThisWayPhrase("creature", one=True)
    def o_the_chosen(self, items):
        noun = str(items[0])
        return A.ChosenTargetPhrase(singular(noun), several=singular(noun) != noun)

    def o_each(self, items):
        if (controlled := self.controlled_phrase(items[0])) is not None:
            return controlled
        if _other_players(items[0]):
            return A.OtherPlayersPhrase()
        filt, players = _split(items[0])
        self.check_not_attached(filt)       # "each enchanted permanent" (transform/targets.py)
        return A.EachPhrase(filt, players)

    def o_all(self, items):
        if (controlled := self.controlled_phrase(items[0])) is not None:
            return controlled
        filt, players = _split(items[0])
        self.check_not_attached(filt)
        return self.mark_all_plural(A.EachPhrase(filt, players))   # transform/targets.py

    def o_choose(self, items):
        filt, players = _split(items[1])
        return A.UpToPhrase(_fixed(items[0]), filt)

    def object(self, items):
        return items[0]

    def objects(self, items):
        return self.check_bare_objects(tuple(items))          # transform/targets.py

    def prevented_objects(self, items):
        """What a prevention shield protects or stops (CR 615.1a): a plural noun without a
        determiner ("dealt to creatures", "dealt by nongreen creatures") is every object it
        matches as the damage would be dealt, as "each" would be; a singular one is still
        refused by o_bare."""
        return tuple(items)

    def _target(self, filt, minimum, maximum):
        if isinstance(filt, FilterWithExtras) and filt.single_graveyard:
            # CR 115.1: each target is a card in a graveyard, all of them in the same one
            filt.single_graveyard = False
            if filt.players is None and filt.total_power is None and filt.controlled_by is None \
                    and not filt.opponent_choice:
                filt = filt.filter
            return dataclasses.replace(self._target(filt, minimum, maximum), single_graveyard=True)
        if isinstance(filt, FilterWithExtras) and filt.opponent_choice:
            # CR 115.1: still a target of this spell or ability; an opponent chooses it
            how, filt.opponent_choice = filt.opponent_choice, ""
            if filt.players is None and filt.total_power is None and filt.controlled_by is None:
                filt = filt.filter
            return dataclasses.replace(self._target(filt, minimum, maximum), chosen_by_opponent=True,
                                       chooser_controls=how == "controls")
        if (controlled := self.controlled_phrase(filt)) is not None:
            # "target creature that player controls" (transform/players.py)
            return A.TargetPhrase(controlled.filter, None, minimum, maximum,
                                  controlled_by=controlled.player)
        f, players = _split(filt)
        self.check_not_attached(f)          # "target enchanted permanent" (transform/targets.py)
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

    def t_one_series(self, items): return self._target(items[0], 1, 1)

    def filter_series(self, items):
        """"enchantment, tapped artifact, or tapped creature": an object matching any one of
        the descriptions (each keeps its own words; CR 115.1 for a target among them)."""
        alternatives = []
        for item in items:
            f, players = _split(item)
            if players is not None or f.alternatives:
                raise UnsupportedPhrase("players or nested alternatives in a series of descriptions")
            alternatives.append(f)
        if len({(f.zone, f.spell, f.card) for f in alternatives}) != 1:
            raise UnsupportedPhrase("descriptions of objects in different zones in one series")
        first = alternatives[0]
        return ObjectFilter(zone=first.zone, spell=first.spell, card=first.card,
                            alternatives=tuple(alternatives))

    def shared_noun_series(self, items):
        """"an Aura, creature, or planeswalker card": a card that is any one of them; the noun
        written once at the end ("card") and its zone belong to every alternative."""
        last = _plain(items[-1])
        if not last.card:
            raise UnsupportedPhrase("a series of descriptions without 'card' after the last")
        alternatives = []
        for item in items[:-1]:
            f = _plain(item)
            if f.card or f.spell or f.alternatives or f.zone is not Zone.BATTLEFIELD \
                    or f.controller is not Controller.ANY:
                raise UnsupportedPhrase("a series of descriptions with words of their own")
            alternatives.append(dataclasses.replace(f, card=True, zone=last.zone))
        return ObjectFilter(zone=last.zone, card=True, alternatives=(*alternatives, last))

    def t_any(self, _):
        return A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE, CardType.PLANESWALKER)),
                              Controller.ANY)
