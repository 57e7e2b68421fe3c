"""Parse tree -> AST for the replacements that change how much damage a source deals
(grammar/damage_changes.lark, CR 614.1a, 120.3), mixed into ToAst."""
from __future__ import annotations

from dataclasses import replace

from lark import v_args

from ....runtime.characteristics import CardType
from ....runtime.filters import Controller, Fixed, ObjectFilter, SelfRef
from .. import nodes as A
from ..nodes import quantities as Q
from .common import TYPE_WORDS, FilterWithExtras, UnsupportedPhrase, _span, _split, singular

# what damage can be dealt to (CR 120.1); "a permanent" names no type
DAMAGEABLE = {CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE}


class DamageChangesMixin:
    """"If a source would deal damage to ..., it deals double that damage to ... instead."."""

    @v_args(meta=True)
    def r_damage_change(self, meta, items):
        (sources, source_word), recipient, (factor, plus), again = items
        to_objects, to_players = _recipient(recipient)
        line = Q.DamageChangeLine(sources, to_objects, to_players, factor, plus, source_word, span=_span(meta))
        if again != line.recipient_again():
            # "it deals double that damage to that creature" after "to a permanent or player"
            raise UnsupportedPhrase(f"'to {again}' after another recipient")
        return line

    @v_args(meta=True)
    def r_damage_change_any(self, meta, items):
        (sources, source_word), (factor, plus) = items
        return Q.DamageChangeLine(sources, None, None, factor, plus, source_word, span=_span(meta))

    @v_args(meta=True)
    def r_damage_change_by(self, meta, items):
        return self.r_damage_change(meta, [_objects_dealing(*items[:2]), *items[2:]])

    @v_args(meta=True)
    def r_damage_change_any_by(self, meta, items):
        return self.r_damage_change_any(meta, [_objects_dealing(*items[:2]), *items[2:]])

    # ------------------------------------------------------------ who deals it
    def dd_source(self, items): return _source(items[0]), True

    def dd_source_you_control(self, items):
        return replace(items[0], controller=Controller.YOU), True

    def dd_source_opponent_controls(self, items):
        return replace(items[0], controller=Controller.OPPONENT), True

    def dd_series_source(self, items): return _series_source(items[1:]), True

    def dd_series_source_you_control(self, items):
        return replace(_series_source(items[1:]), controller=Controller.YOU), True


    def ra_you(self, _): return "you"
    def ra_self(self, _): return "~"
    def ra_that(self, items): return f"that {items[0]}"

    # ------------------------------------------------------------ how much (n * factor + plus)
    def dc_double(self, _): return 2, 0
    def dc_triple(self, _): return 3, 0
    def dc_plus(self, items): return 1, int(items[0])
    def dc_minus(self, items): return 1, -int(items[0])


def _recipient(item) -> tuple:
    """shields.lark's damage_to: "you", "~", "a creature you control", "a permanent or player"."""
    if isinstance(item, A.YouPhrase):
        return None, Controller.YOU
    if isinstance(item, A.SelfPhrase):
        return SelfRef(), None
    if isinstance(item, tuple):
        raise UnsupportedPhrase("damage to an enchanted or equipped creature changed")
    filt, players = _split(item)
    if isinstance(item, FilterWithExtras) and item.filter.permanent:
        filt = item.filter                      # "a permanent or player": the permanent is one choice
    if filt is not None and filt.types and not set(filt.types) <= DAMAGEABLE:
        raise UnsupportedPhrase("damage dealt to objects that can't be dealt damage")   # CR 120.1
    return filt, players


def _objects_dealing(count, filt) -> tuple:
    """"a creature you control", "a red spell": objects as the source."""
    filt, players = _split(filt)
    if count != Fixed(1) or players is not None or filt is None:
        raise UnsupportedPhrase("a damage source that is a player or a number of objects")
    return filt, False


def _source(filt: ObjectFilter) -> ObjectFilter | None:
    """"a source": any source (None)."""
    return None if filt == ObjectFilter() else filt


def _series_source(items) -> ObjectFilter:
    """"an instant or sorcery source" (the types of the source, CR 120.1), after its qualities."""
    *prefixes, series = items
    types = []
    for word in str(series).split(" or "):
        if singular(word) not in TYPE_WORDS:
            raise UnsupportedPhrase(f"a {word} source")
        types.append(TYPE_WORDS[singular(word)])
    fields: dict = {"types": tuple(types)}
    for item in prefixes:
        if item == ("other", True):
            fields["other"] = True
        elif isinstance(item, tuple) and item[0] == "colors":
            fields["colors"] = fields.get("colors", ()) + (item[1],)
        else:
            raise UnsupportedPhrase("a source described that way")
    return ObjectFilter(**fields)

