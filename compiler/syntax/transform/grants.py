"""Transformer methods for costs, tokens with abilities and granted (quoted) abilities.

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ....runtime import costs as C
from ....runtime.characteristics import Zone
from ....runtime.filters import Controller, ObjectFilter, XValue
from .. import nodes as A
from .common import (UnsupportedPhrase, Noun, subtype_name, _span, _is_color, _colors, _plain, _fixed,
                               _compare, _pt, _pt_x, _token, _has, _sentence, _bare_each, TokenWithAbility)


class GrantsMixin:
    """Costs (CR 118, 602.1) and friends."""

    # ------------------------------------------------------------ costs
    def cost_exile_self_bf(self, _):
        """"Exile ~:" — exile the permanent itself from the battlefield as a cost (CR 602.2b)."""
        return C.ExileFromZone(ObjectFilter(zone=Zone.BATTLEFIELD), self_only=True)

    def cost_exile_from_zone(self, items):
        """"Exile a creature card from your graveyard": the zone is part of the filter
        ("... from your graveyard" is a filter suffix), and must be a zone of yours."""
        filt = _plain(items[1])
        if filt.zone is Zone.BATTLEFIELD and not filt.card and filt.controller is Controller.YOU:
            return C.ExileFromZone(filt, _fixed(items[0]))    # "Exile a creature you control" (CR 118.3)
        if (filt.zone not in (Zone.GRAVEYARD, Zone.HAND)
                or filt.controller is not Controller.YOU):
            raise UnsupportedPhrase("exiling something other than cards from your graveyard or hand")
        # ExileFromZone's filter names the zone; "your" is checked when paying (CR 108.3).
        filt = dataclasses.replace(filt, controller=Controller.ANY)
        if isinstance(items[0], XValue):        # "exile X cards from your graveyard" (CR 107.3)
            return C.ExileFromZone(filt, 0, x_count=True)
        return C.ExileFromZone(filt, _fixed(items[0]))

    # ------------------------------------------------------------ effects
    def c_pump_gain_bare(self, items):
        """"Creatures you control get +1/+1 and gain trample until end of turn": each of
        them, as the effect resolves (CR 611.2c)."""
        from .. import nodes as A
        text = str(_token(items, "PT"))
        if "x" in text:
            raise UnsupportedPhrase("+X/+X for a group")
        power, toughness = _pt(text)
        keywords = next(i for i in items if isinstance(i, tuple))
        return A.PumpGainClause((_bare_each(self, items[0]),), power, toughness, keywords,
                                until_end_of_turn=_has(items, "UNTIL_EOT"))

    # ------------------------------------------------------------ tokens
    def token_quoted(self, items):
        """"a 1/1 ... creature token with \\"<ability>\\"" (CR 111.4)."""
        spec = self.token(list(items[:-1]))
        return TokenWithAbility(spec, self._open_quote(items[-1]))

    def token_noncreature_quoted(self, items):
        """'a colorless Treasure artifact token with "{T}, Sacrifice ~: Add one mana of any
        color."': a noncreature token has no power or toughness (CR 111.4, 208.3)."""
        return TokenWithAbility(self._noncreature_spec(items[:-1]), self._open_quote(items[-1]))

    def _open_quote(self, tok):
        """A QUOTED_OPEN token ('"<ability>' whose period and closing quote follow): the
        quoted ability, parsed as a line of its own."""
        from lark import Token
        whole = Token.new_borrow_pos("QUOTED_ABILITY", str(tok) + '."', tok)
        return _not_card_as_holder(self.sp_grant(["has", whole]).ability, tok)

    def quoted_tail_sentence(self, items):
        """'... create a Treasure artifact token with "{T}, ...: Add one mana of any color."':
        the quoted ability's period ends the sentence too."""
        sentence = _sentence(items[0])
        _check_quoted_tail(sentence)
        return sentence

    def until_eot_quoted_sentence(self, items):
        """'Until end of turn, target creature gains "{T}: ..."': as until_eot_sentence."""
        sentence = self.until_eot_sentence(items[:2])
        _check_quoted_tail(sentence)
        return sentence

    # ------------------------------------------------------------ gaining a quoted ability
    def c_gain_quoted(self, items):
        from .. import nodes as A
        return A.GainQuotedClause(items[0], self._open_quote(items[-1]))

    def c_emblem(self, items):
        from .. import nodes as A
        return A.EmblemClause(items[0], self._open_quote(items[-1]))

    def c_gain_quoted_eot(self, items):
        from .. import nodes as A
        return A.GainQuotedClause(items[0], _not_card_as_holder(self.sp_grant(["has", items[2]]).ability,
                                                                items[2]), True)

    def c_gain_quoted_bare(self, items):
        return self.c_gain_quoted([(_bare_each(self, items[0]),)] + list(items[1:]))

    def c_gain_quoted_bare_eot(self, items):
        return self.c_gain_quoted_eot([(_bare_each(self, items[0]),)] + list(items[1:]))

    def they_grant_sentence(self, items):
        """'Create two 1/1 ... tokens. They have "<ability>."' (CR 111.4): lowered into the
        token specification of the creation just before it."""
        from .. import nodes as A
        grant = self.sp_grant(["have", items[-1]])
        return A.GrantSentence((A.ThemPhrase(subject=True),), _not_card_as_holder(grant.ability, items[-1]))


def _not_card_as_holder(ability, tok):
    """An ability an effect gives to objects or tokens ("gains", "create ... with"): the card's
    name in it must have been kept apart from the object that gets it (CR 201.5a)."""
    if ability.card_as_holder:
        raise UnsupportedPhrase("the card's name in a quoted ability an effect gives, where it "
                                "can't be told from the object that gets it (CR 201.5a)", tok)
    return ability


def _check_quoted_tail(sentence) -> None:
    """Only a clause ending in a quoted ability may end its sentence with the quote's period."""
    from .. import nodes as A
    last = sentence.clauses[-1]
    if getattr(last, "granted", None) is None and not isinstance(last, (A.GainQuotedClause, A.EmblemClause,
                                                                        A.ExiledCardMayBeLookedAtClause)):
        raise UnsupportedPhrase("a closing quote after a sentence without a quoted ability")


class StorageMixin:
    """"Remove any number of storage counters from ~: Add {B} for each storage counter removed
    this way" (CR 118.3, 602.2b)."""

    def cost_remove_any_counters(self, items):
        from ....runtime.filters import CountersRemoved
        counter = items[0]
        return C.RemoveCounters(counter, CountersRemoved(counter), any_number=True)

    def fixed_mana_removed(self, items):
        from ....runtime import effects as E
        from ....runtime.filters import CountersRemoved
        return E.FixedMana(items[0], times=CountersRemoved(items[1]))

    def additional_mana_removed(self, items):
        from ....runtime import effects as E
        from ....runtime.filters import CountersRemoved
        return E.FixedMana(items[0], times=CountersRemoved(items[1]), additional=True)

    # ------------------------------------------------------------ domain (CR 305.6)
    def c_pump_domain(self, items):
        from .. import nodes as A
        from ....runtime.filters import BasicLandTypes
        text = str(_token(items, "PT"))
        if "x" in text:
            raise UnsupportedPhrase("+X/+X for each")
        power, toughness = _pt(text)
        return A.PumpClause(items[0], power, toughness, True, for_each=BasicLandTypes())

    @v_args(meta=True)
    def st_pump_where_x(self, meta, items):
        """"Enchanted creature gets -X/-X, where X is ...": the signs of X, and what X is."""
        from .. import nodes as A
        pump = A.PumpPredicate(*_pt_x(str(items[2])), plural=str(items[1]) == "get", x_is=items[4])
        return self._static(meta, items[0], (pump,))

    def sp_pump_domain(self, items):
        from .. import nodes as A
        from ....runtime.filters import BasicLandTypes
        return A.PumpPredicate(*_pt(items[1]), for_each=BasicLandTypes(),
                               plural=str(items[0]) == "get")

    def fe_domain(self, _):
        from ....runtime.filters import BasicLandTypes
        return BasicLandTypes()

    x_domain = fe_domain          # "where X is the number of basic land types among lands you control"

    def c_return_under_your_control(self, items):
        from .. import nodes as A
        return A.ReturnClause(items[0], "battlefield_yours")


class EntersMixin:
    """"As ~ enters, you may pay 2 life. If you don't, ~ enters tapped." (CR 614.12)."""

    @v_args(meta=True)
    def r_tapped_unless_pay_life(self, meta, items):
        from .. import nodes as A
        amount = next(i for i in items if not isinstance(i, Token))
        _fixed(amount)
        return A.ReplacementLine("tapped_unless_paid", amount=amount, span=_span(meta))

    @v_args(meta=True)
    def r_tapped_unless_reveal(self, meta, items):
        from .. import nodes as A
        count, filt = [i for i in items if not isinstance(i, Token)]
        filt = _plain(filt)
        if _fixed(count) != 1 or filt.zone is not Zone.HAND or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("revealing other than one card from your hand")
        return A.ReplacementLine("tapped_unless_paid", filter=filt, span=_span(meta))


class LureMixin:
    """"All creatures able to block ~ do so." (CR 509.1c)."""

    @staticmethod
    def _blockers(filt):
        from ....runtime.characteristics import CardType
        filt = _plain(filt)
        if filt.types != (CardType.CREATURE,):
            raise UnsupportedPhrase("a blocking requirement on noncreatures")
        return filt

    def c_lure(self, items):
        from .. import nodes as A
        return A.LureClause(self._blockers(items[0]), items[1])

    def c_lure_this_turn(self, items):
        from .. import nodes as A
        return A.LureClause(self._blockers(items[0]), items[1], this_turn=True)

    def c_lure_bare(self, items):
        from .. import nodes as A
        return A.LureClause(self._blockers(items[0]), (_bare_each(self, items[1]),))


class MustBeBlockedMixin:
    """"~ must be blocked [this turn] if able." (CR 509.1c)."""

    def c_must_be_blocked(self, items):
        from .. import nodes as A
        return A.MustBeBlockedClause(items[0])

    def c_must_be_blocked_this_turn(self, items):
        from .. import nodes as A
        return A.MustBeBlockedClause(items[0], this_turn=True)

    def c_attack_each_combat(self, items):
        """"All creatures attack each combat if able." (CR 508.1d): a static on a permanent."""
        from .. import nodes as A
        return A.RestrictClause(items[0], "attack each combat")

    def c_blocks_self_this_turn(self, items):
        """"target creature blocks ~ this turn if able" (CR 509.1c): it blocks that creature."""
        from .. import nodes as A
        from .common import self_phrase
        return A.BlocksIfAbleClause(items[0], (self_phrase(self, [items[1]]),))

    def c_blocks_it_this_turn(self, items, this_combat: bool = False):
        """"another target creature blocks it this turn if able", "target creature defending
        player controls blocks it this combat if able" (CR 509.1c)."""
        from .. import nodes as A
        return A.BlocksIfAbleClause(items[0], (A.ItPhrase(),), this_combat=this_combat)

    def c_blocks_it_this_combat(self, items):
        return self.c_blocks_it_this_turn(items, this_combat=True)

    def c_attacks_this_turn(self, items):
        """"target creature attacks this turn if able": the requirement of "attacks each combat
        if able" for this turn (CR 508.1d, 611.2a)."""
        from .. import nodes as A
        return A.RestrictClause(items[0], "attack this turn")

    def c_blocks_this_turn(self, items):
        """"target creature blocks this turn if able" (CR 509.1c)."""
        from .. import nodes as A
        return A.BlocksIfAbleClause(items[0])

    def c_must_be_blocked_continued(self, items):
        """Subjectless after "and": bound to the clause before it (transform/targets.py: bind_continued)."""
        from .. import nodes as A
        return A.MustBeBlockedClause((), this_turn=True, continued=True)


class CantBlockMixin:
    """"Creatures with power less than ~'s power can't block it." (CR 509.1b)."""

    def f_than_source(self, items):
        """"with power less than ~'s power": compared with the source's own (NumberTest.than_source)."""
        from ....runtime.filters import Compare, NumberTest
        char, cmp, _self, _pos, than = items
        compare = Compare.LT if str(cmp) == "less" else Compare.GT
        return ("tests", NumberTest(str(char), compare, 0, than_source=str(than)))

    def f_than_source_or_equal(self, items):
        from ....runtime.filters import NumberTest
        char, cmp, _self, _pos, than = items
        return ("tests", NumberTest(str(char), _compare(cmp), 0, than_source=str(than)))

    def its_comparison(self, items):
        """"its power is greater than ~'s power": the object "it" names matches the test."""
        from ....runtime.filters import ObjectFilter, ObjectIs
        _key, test = self.f_than_source(items)
        return ObjectIs(None, ObjectFilter(tests=(test,)))

    def cond_its_compared(self, items):
        """"if A or B" (CR 603.4): either comparison holds."""
        from ....runtime.filters import AnyOfConditions
        return items[0] if len(items) == 1 else AnyOfConditions(tuple(items))

    def _cant_block(self, meta, items, per):
        from .. import nodes as A
        if str(items[1]) != "block":
            raise UnsupportedPhrase(f"can't {items[1]} <object>")
        return A.StaticLine("cant_block", _plain(items[0]), per=per, span=_span(meta))

    @v_args(meta=True)
    def st_cant_block_it(self, meta, items):
        return self._cant_block(meta, items, None)

    @v_args(meta=True)
    def st_cant_block_self(self, meta, items):
        return self._cant_block(meta, items, None)

    @v_args(meta=True)
    def st_cant_block_filter(self, meta, items):
        return self._cant_block(meta, items, _plain(items[2]))

    @v_args(meta=True)
    def st_no_activations(self, meta, items):
        """"Activated abilities of <objects> can't be activated." (CR 602.5)"""
        from .. import nodes as A
        return A.StaticLine("no_activations", _plain(items[0]), plural=True, span=_span(meta))

    def c_no_activations_this_turn(self, _):
        """"Its activated abilities can't be activated this turn" (CR 602.5): "it" is what the
        effect named before."""
        from .. import nodes as A
        return A.RestrictClause((A.ItPhrase(),), "activate")

    def sp_no_activations(self, _):
        """"... and its activated abilities can't be activated" (CR 602.5)."""
        from .. import nodes as A
        return A.RestrictionPredicate("activate")

    def cond_self_is(self, items):
        """"~ is an enchantment": the source matches the filter as it is now (CR 603.4)."""
        from ....runtime.filters import Fixed, ObjectIs, SelfRef
        if items[1] != Fixed(1):
            raise UnsupportedPhrase("'~ is' with a number")
        return ObjectIs(SelfRef(), _plain(items[2]))


class SoulbondMixin:
    """"As long as ~ is paired with another creature, both creatures have flying." (CR 702.95)."""

    @v_args(meta=True)
    def st_paired(self, meta, items):
        from .. import nodes as A
        from ....runtime.characteristics import CardType
        wording, predicates = str(items[-2]), items[-1]
        return A.StaticLine("paired", ObjectFilter(types=(CardType.CREATURE,), paired=True), predicates,
                            plural=wording == "both creatures",
                            span=_span(meta))

    @v_args(meta=True)
    def st_paired_q(self, meta, items):
        from .. import nodes as A
        line = self.st_paired(meta, items)
        if not isinstance(line.predicates[-1], A.GrantPredicate):
            raise UnsupportedPhrase("a static ability without a final period")
        return line

    def c_may_pay_energy(self, items):
        from .. import nodes as A
        return A.MayPayClause(C.PayEnergy(len(items)))

    def c_may_pay_life(self, items):
        from .. import nodes as A
        return A.MayPayClause(C.PayLife(items[0]))

    def cost_return_self(self, _):
        """"Return ~ to its owner's hand:" (CR 602.2b)."""
        return C.ReturnToHandCost(ObjectFilter(), self_only=True)

    def cost_return_their(self, items):
        if isinstance(items[0], XValue):        # "return X Swamps you control to their owner's hand" (CR 107.3)
            return C.ReturnToHandCost(_plain(items[1]), 0, x_count=True)
        n = _fixed(items[0])
        if n == 1:
            raise UnsupportedPhrase("'a ... to their owner's hand'")
        return C.ReturnToHandCost(_plain(items[1]), n)

    def cost_remove_and_sacrifice(self, items):
        """Two costs in one phrase ("remove ... from ~ and sacrifice it"), the same two costs as
        "remove ... from ~, sacrifice ~" (CR 601.2h: paid in any order); cost_list flattens them."""
        return (C.RemoveCounters(items[1], items[0]),
                C.Sacrifice(ObjectFilter(), self_only=True))

    def sp_set_colors(self, items, plural: bool = False):
        """"is black": the colours color_words read (CR 105.3)."""
        from .. import nodes as A
        return A.ColorsPredicate(tuple(items[0]), plural)

    def sp_set_colors_plural(self, items):
        from .. import nodes as A
        from .common import _colors
        words = str(items[0]).lower().removeprefix("are ")
        return A.ColorsPredicate(_colors([words]), True, chosen=words == "the chosen color")

    def sp_set_chosen_color(self, _):
        from .. import nodes as A
        return A.ColorsPredicate((), chosen=True)

    def sp_add_subtype(self, items):
        from .. import nodes as A
        return A.SubtypePredicate(subtype_name(str(items[0])))

    def sp_add_chosen_subtype(self, items):
        from .. import nodes as A
        return A.SubtypePredicate("", chosen=True, plural=bool(items) and "are" in str(items[0]))

    def sp_set_chosen_land_type(self, _):
        from .. import nodes as A
        return A.LandTypePredicate("", chosen=True)

    def sp_set_land_type(self, items):
        from .. import nodes as A
        return A.LandTypePredicate(subtype_name(str(items[0]).lower().split()[-1]))

    @v_args(meta=True)
    def st_each_add_land_subtype(self, meta, items):
        """"Each land is a Swamp in addition to its other land types" (CR 305.7)."""
        from .. import nodes as A
        predicate = A.SubtypePredicate(subtype_name(str(items[1]).lower()), land_types=True)
        return A.StaticLine("predicates", _plain(items[0]), (predicate,), span=_span(meta), each=True)

    @v_args(meta=True)
    def st_each_add_chosen_subtype(self, meta, items):
        """"Each creature you control is the chosen type in addition to its other types" (CR 607.2d)."""
        from .. import nodes as A
        if getattr(self, "_filter_plural", False):
            raise UnsupportedPhrase("'each' before a plural noun")
        predicate = A.SubtypePredicate("", chosen=True)
        return A.StaticLine("predicates", _plain(items[0]), (predicate,), span=_span(meta), each=True)

    @v_args(meta=True)
    def st_each_add_card_types(self, meta, items):
        """"Each other non-Aura enchantment is a creature in addition to its other types [and has
        ...]": one subject, "each" before it (Opalescence)."""
        from .. import nodes as A
        if getattr(self, "_filter_plural", False):
            raise UnsupportedPhrase("'each' before a plural noun")
        more = next((i for i in items if isinstance(i, tuple)), ())
        predicates = (A.CardTypesPredicate(_card_type_words(items)),) + more
        return A.StaticLine("predicates", _plain(items[0]), predicates, span=_span(meta), each=True)

    def sp_base_pt_mana_value(self, items):
        """"has base power and base toughness each equal to its mana value" (CR 613.4b)."""
        from ..nodes.targets import BasePTManaValuePredicate
        return BasePTManaValuePredicate()

    def sp_add_card_types(self, items):
        from .. import nodes as A
        return A.CardTypesPredicate(_card_type_words(items))

    def sp_also_card_types(self, items):
        from .. import nodes as A
        return A.CardTypesPredicate(_card_type_words(items), also=True)

    def sp_grant_bare(self, items):
        import dataclasses as _dc
        return _dc.replace(self.sp_grant(["has", items[0]]), bare=True)

    def c_choose_type(self, items):
        from .. import nodes as A
        return A.ChooseValueClause(str(items[0])[len("choose a "):-len(" type")])

    def f_that_type(self, _):
        return ("chosen_that", None)

    def c_create_those_tokens(self, items):
        """"If this spell was kicked, create four of those tokens instead": the token the sentence
        before creates (lowering/sentences.lower_instead), here without a description."""
        return A.CreateTokenClause(items[0], None)

    def c_create_token_tapped(self, items):
        return dataclasses.replace(self.c_create_token(items), tapped=True)

    def c_create_token_attacking(self, items):
        """CR 508.4: the tokens enter tapped and attacking."""
        items = [i for i in items if not (isinstance(i, Token) and i.type == "TAPPED_AND_ATTACKING")]
        return dataclasses.replace(self.c_create_token(items), tapped=True, attacking=True)

    def token_keyword_quoted(self, items):
        """'a 2/2 red Dragon creature token with flying and "{R}: ..."' (CR 111.4)."""
        keyword = next(i for i in items if type(i).__name__ == "Keyword")
        rest = [i for i in items[:-1] if i is not keyword
                and not (isinstance(i, Token) and i.type == "AND_QUOTE")]
        spec = self.token(rest + [(keyword,)])
        return TokenWithAbility(spec, self._open_quote(items[-1]))

    def token_noncreature(self, items):
        """"X colorless Treasure artifact tokens" (their abilities may follow: "They have ...");
        "a Treasure token", its subtype alone: a predefined token (CR 111.10)."""
        from .. import nodes as A
        words = [i for i in items if not (isinstance(i, Token) and i.type == "TOKEN_NOUN")]
        noun = Noun(words)
        if len(words) == 1 and len(noun.subtypes) == 1 and not noun.types:
            return A.PredefinedToken(noun.subtypes[0].capitalize())
        return self._noncreature_spec(items)

    def _noncreature_spec(self, items):
        from ....runtime import effects as E
        from ....runtime.characteristics import CardType
        words = [i for i in items if not (isinstance(i, Token) and i.type == "TOKEN_NOUN")]
        noun = Noun([w for w in words if not _is_color(w) and w != "colorless"])
        if not noun.types:
            raise UnsupportedPhrase("a creature token without power and toughness")
        # "a white Avatar creature token. It has 'This creature's power and toughness are each
        # equal to ...'": a creature token whose power and toughness only that ability defines
        # (the lowering refuses one without it: lowering/sentences.py)
        if "colorless" not in words and not _colors(words):
            raise UnsupportedPhrase("a token without a color word")
        subtypes = tuple(s.capitalize() for s in noun.subtypes)
        return E.TokenSpec(E.token_name(subtypes), None, None, _colors(words), tuple(noun.types), subtypes)

    def c_gain_keyword_quoted(self, items):
        import dataclasses as _dc
        keyword = items[2]
        return _dc.replace(self.c_gain_quoted([items[0], items[1], items[-1]]), keywords=(keyword,))

    def c_gain_keyword_quoted_bare(self, items):
        """The group named without a determiner: each of them (CR 611.2c)."""
        return self.c_gain_keyword_quoted([(_bare_each(self, items[0]),)] + list(items[1:]))

    def conditional_quoted_sentence(self, items):
        sentence = self.conditional_sentence(items[:2])
        _check_quoted_tail(sentence)
        return sentence


# the card types a static ability may add to an object (CR 205.2a): "permanent" or "spell" is no
# card type, and a plural is no predicate of one object
_CARD_TYPE_WORDS = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")


def _card_type_words(items) -> tuple[str, ...]:
    words = tuple(str(t).lower() for t in items if getattr(t, "type", "") == "TYPE_WORD")
    bad = [w for w in words if w not in _CARD_TYPE_WORDS]
    if bad or len(set(words)) != len(words):
        raise UnsupportedPhrase(f"'{' '.join(words)}' as card types added to one object (CR 205.2a)")
    return words
