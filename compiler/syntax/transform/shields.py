"""Parse tree -> AST for one-shot prevention and redirection shields (grammar/shields.lark),
mixed into ToAst: "the next time a red source of your choice would deal damage to you this turn,
prevent that damage" and "the next 1 damage that would be dealt to ~ this turn is dealt to
target creature you control instead"."""
from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ....runtime.characteristics import CardType, Zone

from ....runtime.filters import Controller, Fixed, ObjectFilter, PlayerRef

from .. import nodes as A
from .common import (TYPE_WORDS, FilterWithExtras, UnsupportedPhrase, singular, subtype_name, _span, _plain, _fixed,
                               ItCondition, _cond)


def _life_floor(meta, condition, numbers) -> A.StaticLine:
    """"Damage that would reduce your life total to less than N reduces it to N instead"."""
    below, to = (int(str(n)) for n in numbers)
    if below != to:
        raise UnsupportedPhrase("a life floor that reduces to another number")
    return A.StaticLine("life_floor", amount=Fixed(to), condition=condition,
                        span=_span(meta))


def _as_copy(meta, items, condition, tapped: bool) -> A.ReplacementLine:
    """"you may have ~ enter [tapped] as a copy of any <filter> [on the battlefield]"."""
    filt = _plain(items[-1])     # "on the battlefield" is the filter's own suffix (its zone)
    return A.ReplacementLine("enter_as_copy", filter=filt, tapped=tapped,
                             condition=None if condition is None else _cond(condition),
                             span=_span(meta))


def _merged_exceptions(parts) -> A.CopyExceptions:
    """One CopyExceptions from those of each phrase of "except A, B, and C"."""
    merged = A.CopyExceptions()
    for part in parts:
        merged = A.CopyExceptions(
            merged.card_types + part.card_types, merged.subtypes + part.subtypes,
            merged.creature_types_wording or part.creature_types_wording, merged.legendary or part.legendary,
            merged.name_kept or part.name_kept, merged.name_is_wording or part.name_is_wording,
            merged.counters + part.counters, part.gains or merged.gains)
    return merged


def _prevent_some(meta, sources, recipient, amount, at_most: bool) -> A.StaticLine:
    """"if a red source would deal damage to you, prevent 2 of that damage" /
    "if a source would deal 3 or less damage to ~, prevent that damage" (at_most: amount is the
    most damage it applies to)."""
    if not isinstance(amount, Fixed):
        raise UnsupportedPhrase("prevent X of that damage")
    if sources.other:
        raise UnsupportedPhrase("'another' source of a prevention")
    attached = "enchanted"
    if isinstance(recipient, tuple):
        _, attached, recipient = recipient
    recipient = _plain(recipient)
    return A.StaticLine("prevent_some", recipient, per=sources if sources != ObjectFilter() else None,
                        amount=amount, at_most=at_most, attached_word=attached, span=_span(meta))


def _source_only(dealer) -> ObjectFilter:
    """A damage_dealer (transform/damage_changes.py) that is "a <quality> source [an opponent
    controls]": the prevention statics take no other wording of their source."""
    sources, source_word = dealer
    if not source_word or (sources is not None and (sources.controller is Controller.YOU
                                                    or len(sources.types) > 1)):
        raise UnsupportedPhrase("a source of a prevention described that way")
    return sources or ObjectFilter()


def _alt_cost(meta, condition, parts) -> A.StaticLine:
    """"[If <condition>, ]you may <costs> rather than pay ~'s mana cost" (CR 118.9)."""
    if isinstance(condition, ItCondition):
        raise UnsupportedPhrase("'it' in an alternative cost's condition")
    if any(getattr(t, "of_x", False) for c, _ in parts for t in getattr(c, "filter", ObjectFilter()).tests):
        # "exile a blue card with mana value X": X is chosen as it is cast, though the
        # alternative cost has no {X} to ask it by (CR 107.3, 601.2b); the engine has no such choice.
        raise UnsupportedPhrase("X in an alternative cost's filter")
    return A.StaticLine("alt_cost", costs=tuple(c for c, _ in parts),
                        condition=None if condition is None else _cond(condition),
                        span=_span(meta))


class ShieldsMixin:
    """Methods for the `shield_clause` alternatives; `c_shield` hooks them into `clause`."""

    def c_shield(self, items): return items[0]

    def max_times_sentence(self, items):
        return A.TimingSentence(max_per_turn={"twice": 2, "three times": 3}[str(items[0])])

    def max_times_sentence_old(self, items):
        return A.TimingSentence(max_per_turn={"twice": 2, "three times": 3}[str(items[0])])
    def shield_sentence(self, items): return items[0]
    def counter_rider_exile(self, _): return A.CounterRiderSentence("exile")
    def counter_rider_top(self, _): return A.CounterRiderSentence("library_top")
    def counter_rider_bottom(self, _): return A.CounterRiderSentence("library_bottom")
    def st_shield(self, items): return items[0]

    def r_shield(self, items): return items[0]

    @v_args(meta=True)
    def r_enter_as_copy(self, meta, items):
        return _as_copy(meta, items, None, tapped=False)

    @v_args(meta=True)
    def r_enter_tapped_as_copy(self, meta, items):
        return _as_copy(meta, items, None, tapped=True)

    @v_args(meta=True)
    def r_enter_as_copy_if(self, meta, items):
        return _as_copy(meta, items[1:], items[0], tapped=False)

    @v_args(meta=True)
    def r_enter_as_copy_except(self, meta, items):
        """"..., except <exceptions> [and it gains "<ability>"]" (CR 707.9)."""
        parts = [i for i in items if isinstance(i, A.CopyExceptions)]
        line = _as_copy(meta, [items[1]], None, tapped=False)      # items: ~, the filter, ...
        return dataclasses.replace(line, exceptions=_merged_exceptions(parts))

    def copy_gains(self, items):
        """"it gains "<ability>"" (CR 707.9a): its own ability, so the card's name in it is the copy."""
        whole = Token.new_borrow_pos("QUOTED_ABILITY", str(items[0]) + '."', items[0])
        return A.CopyExceptions(gains=dataclasses.replace(self.sp_grant(["has", whole]).ability, card_as_holder=False))

    def copy_exceptions(self, items): return _merged_exceptions(items)

    def ce_subtype(self, items):
        return A.CopyExceptions(subtypes=(subtype_name(str(items[-1])),))

    def ce_creature_subtype(self, items):
        return A.CopyExceptions(subtypes=(subtype_name(str(items[-1])),), creature_types_wording=True)

    def ce_card_type(self, items):
        word = str(items[-1]).lower()
        if word not in {t.value for t in CardType}:
            raise UnsupportedPhrase(f"'{word}' as a card type a copy has")
        return A.CopyExceptions(card_types=(CardType(word),))

    def ce_legendary(self, _): return A.CopyExceptions(legendary=True)
    def ce_name_kept(self, _): return A.CopyExceptions(name_kept=True)
    def ce_name_is(self, _): return A.CopyExceptions(name_kept=True, name_is_wording=True)

    def ce_counters(self, items):
        amount, counter = items[0], items[1]
        return A.CopyExceptions(counters=((counter, amount),))

    def any_source(self, items):
        """"a red source", "an instant or sorcery source": the qualities of a damage source."""
        from lark import Token
        fields: dict = {}
        for item in items:
            if isinstance(item, Token):
                word = singular(str(item))
                if word not in TYPE_WORDS:
                    raise UnsupportedPhrase(f"a {word} source")
                fields["types"] = (TYPE_WORDS[word],)
            elif isinstance(item, tuple) and item[0] in ("colors", "colors_or"):
                value = item[1] if item[0] == "colors_or" else (item[1],)
                fields["colors"] = fields.get("colors", ()) + tuple(value)
            elif item == ("other", True):           # "another red source": not the ability's own (CR 109.5)
                fields["other"] = True
            elif isinstance(item, tuple):
                raise UnsupportedPhrase(f"a source described as {item[0]}")
        return ObjectFilter(**fields)

    def dt_you(self, _): return A.YouPhrase()
    def dt_self(self, _): return A.SelfPhrase()

    def dt_attached(self, items):
        return ("attached", str(items[0]), ObjectFilter(types=(TYPE_WORDS[singular(str(items[1]))],),
                                                        attached_to_source=True))

    def dt_filter(self, items):
        """"a creature you control", "a creature or player" (its players kept: a FilterWithExtras)."""
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("a number of damage recipients")
        return items[1]

    @v_args(meta=True)
    def st_prevent_some(self, meta, items):
        return _prevent_some(meta, _source_only(items[0]), items[1], items[2], False)

    @v_args(meta=True)
    def st_prevent_at_most(self, meta, items):
        return _prevent_some(meta, _source_only(items[0]), items[2], items[1], True)

    def alt_costs(self, items):
        """Each cost with its owner word; a cost read by costs.lark's own rule ("exile a blue
        card from your hand", "tap an untapped creature you control") comes without one."""
        return tuple(i if isinstance(i, tuple) else (i, "") for i in items if i is not None
                     and not isinstance(i, Token))

    def alt_cost(self, items): return items[0]
    def ac_mana(self, items): return (items[0], "")

    def ac_life(self, items):
        from ....runtime import costs as C
        return (C.PayLife(items[0]), "")
    def ac_sacrifice(self, items):
        from ....runtime import costs as C
        return (C.Sacrifice(_plain(items[1]), _fixed(items[0])), "")

    def ac_return(self, items):
        from ....runtime import costs as C
        owner = str(items[2])
        return (C.ReturnToHandCost(_plain(items[1]), _fixed(items[0])), owner)

    @v_args(meta=True)
    def st_alt_cost(self, meta, items):
        return _alt_cost(meta, None, items[0])

    @v_args(meta=True)
    def st_alt_cost_if(self, meta, items):
        return _alt_cost(meta, items[0], items[1])

    @v_args(meta=True)
    def st_free_cast_if(self, meta, items):
        return _alt_cost(meta, items[0], ())

    @v_args(meta=True)
    def st_redirect_you(self, meta, items):
        """"All damage that would be dealt to you is dealt to ~ / enchanted creature instead"."""
        new = items[0]
        if isinstance(new, tuple):
            _, word, _f = new
            return A.StaticLine("redirect_static", A.YouPhrase(), attached_word=word,
                                per=_f, span=_span(meta))
        return A.StaticLine("redirect_static", A.YouPhrase(), span=_span(meta))

    @v_args(meta=True)
    def st_redirect_to_controller(self, meta, items):
        """"All damage that would be dealt to enchanted creature is dealt to its controller instead"."""
        _, word, f = items[0]
        return A.StaticLine("redirect_static", f, attached_word=word, span=_span(meta))

    def rt_self(self, _): return A.SelfPhrase()
    def redirect_to(self, items): return items[0]

    @v_args(meta=True)
    def st_flash_plain(self, meta, items):
        return A.StaticLine("as_though_flash", span=_span(meta))

    @v_args(meta=True)
    def st_flash_sacrifice(self, meta, items):
        return A.StaticLine("as_though_flash", sacrifice_late=True, span=_span(meta))

    @v_args(meta=True)
    def st_flash_pay(self, meta, items):
        from ....runtime.costs import ManaCost
        cost = next(i for i in items if isinstance(i, ManaCost))
        return A.StaticLine("as_though_flash", cost=cost, span=_span(meta))

    @v_args(meta=True)
    def st_spells_flash(self, meta, items):
        """"You may cast creature spells as though they had flash." (CR 601.3b)"""
        return A.StaticLine("spells_as_though_flash", _spells(items[0]), plural=True, span=_span(meta))

    @v_args(meta=True)
    def st_spells_flash_any(self, meta, items):
        """"Any player may cast Sliver spells as though they had flash." (CR 601.3b)"""
        return A.StaticLine("spells_as_though_flash", _spells(items[0]), plural=True, any_player=True,
                            span=_span(meta))

    @v_args(meta=True)
    def st_one_spell_each_player(self, meta, items):
        """"Each player can't cast more than one spell each turn." (CR 101.2)"""
        f = items[0]
        if not (isinstance(f, FilterWithExtras) and f.only_players and f.players is Controller.ANY
                and f.filter == ObjectFilter()):
            raise UnsupportedPhrase("a limit on the spells of players other than each player")
        return A.StaticLine("one_spell_each_turn", players=PlayerRef.EACH_PLAYER, span=_span(meta))

    @v_args(meta=True)
    def st_one_spell_you(self, meta, items):
        """"You can't cast more than one spell each turn." (CR 101.2)"""
        return A.StaticLine("one_spell_each_turn", players=PlayerRef.YOU, span=_span(meta))

    @v_args(meta=True)
    def st_others_enter_tapped(self, meta, items):
        return A.StaticLine("others_enter_tapped", _plain(items[0]), plural=True, span=_span(meta))

    @v_args(meta=True)
    def st_life_floor(self, meta, items):
        return _life_floor(meta, None, items)

    @v_args(meta=True)
    def st_life_floor_while(self, meta, items):
        return _life_floor(meta, items[0], items[1:])

    @v_args(meta=True)
    def st_cant_lose_the_game(self, meta, _):
        """"You can't lose the game and your opponents can't win the game." (CR 104.3, 104.2)."""
        return A.StaticLine("cant_lose_the_game", span=_span(meta))

    @v_args(meta=True)
    def st_cant_lose_the_game_while(self, meta, items):
        return A.StaticLine("cant_lose_the_game", condition=items[0], span=_span(meta))

    def c_prevent_next_time(self, items):
        return A.PreventNextTimeClause(items[0], tuple(items[1]))

    def c_prevent_next_time_of(self, items):
        return A.PreventNextTimeOfClause((items[0],), tuple(items[1]) if len(items) > 1 else ())

    def shielded_source(self, items): return items[0]

    def c_redirect_all_this_turn_first(self, items):
        return A.RedirectAllClause(tuple(items[0]), tuple(items[2]), chosen=items[1], this_turn_first=True)

    def c_redirect_all(self, items):
        return A.RedirectAllClause(tuple(items[0]), tuple(items[1]))

    def c_redirect_all_by(self, items):
        return A.RedirectAllClause(tuple(items[0]), tuple(items[2]), by=(items[1],))

    def c_prevent_next_time_any(self, items):
        return A.PreventNextTimeClause(items[0], ())

    @v_args(meta=True)
    def damage_prevented_line(self, meta, items):
        return A.DamageReplacementLine(items[0], True, tuple(items[1]), _span(meta))

    @v_args(meta=True)
    def damage_replaced_line(self, meta, items):
        return A.DamageReplacementLine(items[0], False, (A.Sentence(tuple(items[1])),), _span(meta))

    def dr_self(self, _): return False
    def dr_you(self, _): return True

    def c_prevent_chosen(self, items):
        return A.PreventFromChosenClause(items[0])

    def c_prevent_chosen_to(self, items):
        return A.PreventFromChosenClause(items[0], tuple(items[1]))

    def c_prevent_to_by_chosen(self, items):
        return A.PreventFromChosenClause(items[1], tuple(items[0]), by_last=True)

    def c_redirect_next_time(self, items):
        return A.PreventNextTimeClause(items[0], tuple(items[1]), tuple(items[2]))

    def c_redirect_next(self, items):
        return A.RedirectNextClause(items[0], tuple(items[1]), tuple(items[2]))

    def c_replace_next_draw(self, items): return A.ReplaceNextDrawClause(items[0])

    def c_next_spell_uncounterable(self, items):
        filt = _plain(items[0])
        if not filt.spell:
            raise UnsupportedPhrase("'the next ... you cast' that isn't a spell")
        return A.NextSpellUncounterableClause(filt)
    def c_exile_until_leaves(self, items): return A.ExileUntilLeavesClause(tuple(items[0]))
    def c_damage_unpreventable(self, _): return A.DamageUnpreventableClause()
    def c_that_damage_unpreventable(self, _): return A.ThatDamageUnpreventableClause()

    def c_damage_and_unpreventable(self, items):
        """"<source> deals 10 damage to <recipients> and the damage can't be prevented" (CR 615.12)."""
        if not isinstance(items[0], A.DamageClause) or items[0].cant_be_prevented:
            raise UnsupportedPhrase("'and the damage can't be prevented' after no damage clause")
        return dataclasses.replace(items[0], cant_be_prevented=True)

    def prevented_for_each_sentence(self, items):
        if str(items[0]) != "1":
            raise UnsupportedPhrase("'for each N damage prevented this way' with N other than 1")
        return A.PreventedForEachSentence(tuple(items[1]))
    def c_extra_turn(self, _): return A.ExtraTurnClause()
    def c_player_extra_turn(self, items): return A.ExtraTurnClause(items[0])

    def c_additional_land_plays(self, items):
        """CR 305.2a: "an additional land", "two additional lands"."""
        return A.AdditionalLandPlaysClause(("an", "two", "three").index(str(items[0]).split()[0]) + 1)

    def _mana_spent(self, items, it: bool):
        from ....runtime.filters import ManaWasSpent
        symbols = items[0].symbols
        if len(symbols) != 1 or symbols[0].kind.value != "colored" or len(symbols[0].types) != 1:
            raise UnsupportedPhrase("mana other than one coloured symbol spent to cast it")
        spent = ManaWasSpent(symbols[0].types[0])
        return ItCondition(spent) if it else spent

    def cond_mana_spent(self, items): return items[0]
    def cond_mana_spent_it(self, items): return self._mana_spent(items, True)
    def cond_mana_spent_self(self, items): return self._mana_spent(items, False)

    def c_prevent_next_combat(self, items):
        return A.PreventNextCombatClause(items[0], tuple(items[1]))

    def c_prevent_combat_to(self, items):
        return A.PreventAllToClause(tuple(items[0]), combat=True)

    def c_prevent_combat_to_players(self, _):
        """"Prevent all combat damage that would be dealt to players this turn": each player."""
        from ....runtime.filters import Controller
        return A.PreventAllToClause((A.EachPhrase(None, Controller.ANY),), combat=True)

    def c_prevent_combat_to_and_by(self, items):
        return A.PreventAllToClause(tuple(items[0]), combat=True, and_by=True)

    def c_prevent_to_and_by_lasting(self, items):
        return A.PreventAllToClause(tuple(items[0]), and_by=True, this_turn=False)

    def c_prevent_all_this_turn_to(self, items):
        """"Prevent all damage that would be dealt this turn to ...": the older word order of the
        same shield (the round trip reads both orders alike, render/equivalents.py)."""
        return A.PreventAllToClause(tuple(items[0]))

    def c_prevent_next_this_turn_to(self, items):
        return A.PreventNextClause(items[0], tuple(items[1]))

    def c_prevent_all_to(self, items):
        return A.PreventAllToClause(tuple(items[0]), _plain(items[1]) if len(items) > 1 else None)

    def chosen_source(self, items):
        """"a black or red source of your choice": the qualities of the source to choose."""
        fields: dict = {}
        for item in items:
            if isinstance(item, tuple) and item[0] in ("colors", "colors_or"):
                value = item[1] if item[0] == "colors_or" else (item[1],)
                fields["colors"] = fields.get("colors", ()) + tuple(value)
            elif isinstance(item, tuple) and item[0] == "type":
                fields["types"] = (item[1],)
        return ObjectFilter(**fields)

    def sq_type(self, items):
        word = singular(str(items[0]))
        if word not in TYPE_WORDS or word in ("card", "spell", "permanent", "player", "opponent"):
            raise UnsupportedPhrase(f"a {word} source")
        return ("type", TYPE_WORDS[word])


def _spells(item) -> ObjectFilter:
    """The spells a flash permission names ("creature spells"); cards or permanents are another
    permission (CR 601.3b)."""
    f = _plain(item)
    if not f.spell or f.card or f.zone is not Zone.STACK:
        raise UnsupportedPhrase("a flash permission for objects other than spells")
    return f
