"""Transformer methods for keyword abilities and ability words (grammar/keywords.lark, CR 702, 207.2c).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

from lark import v_args

from ....runtime import costs as C
from ....runtime.filters import ObjectFilter

from .. import nodes as A
from .common import COLOR_WORDS, FilterWithExtras, UnsupportedPhrase, singular, _plain, _fixed, _span


class KeywordsMixin:
    """Keyword abilities, their costs and qualities (protection, enchant, affinity)."""

    def quality_chosen(self, items):
        if str(items[0]) != "color":
            raise UnsupportedPhrase("protection from the chosen type")
        return ObjectFilter(chosen_color=True)

    # ------------------------------------------------------------ keywords
    # Each keyword keeps its place in the line: a keyword the engine lacks is reported there.
    @v_args(meta=True)
    def plain_keyword(self, meta, items): return A.Keyword(str(items[0]), span=_span(meta))

    @v_args(meta=True)
    def number_keyword(self, meta, items):
        return A.Keyword(str(items[0]), number=_fixed(items[1]), span=_span(meta))

    @v_args(meta=True)
    def cost_keyword(self, meta, items):
        name, cost = str(items[0]), items[1]
        if isinstance(cost, tuple):
            return A.Keyword(name, costs=cost, span=_span(meta))
        return A.Keyword(name, cost=cost, span=_span(meta))

    @v_args(meta=True)
    def cost_keyword_either(self, meta, items):
        """"Equip—Pay {3} or discard a card": one cost of two, chosen as it's paid (CR 601.2h)."""
        return A.Keyword(str(items[0]), costs=(C.EitherCost(items[1], items[2]),), span=_span(meta))

    @v_args(meta=True)
    def cost_keyword_mana_either(self, meta, items):
        """"Cumulative upkeep {G} or {W}": one mana cost of two, chosen as it's paid (CR 601.2h;
        for each age counter separately, CR 702.24a)."""
        return A.Keyword(str(items[0]), costs=(C.EitherCost(items[1], items[2]),), span=_span(meta))

    @v_args(meta=True)
    def unnumbered_keyword(self, meta, items):
        """A numbered keyword printed without its number: only an older printing the rules still
        define so ("Hideaway", CR 702.75b: compiler/keywords/database.OLDER_FORMS)."""
        from ...keywords.database import OLDER_FORMS
        name = str(items[0])
        if name not in OLDER_FORMS:
            raise UnsupportedPhrase(f"{name} without its number", start=meta.start_pos)
        return A.Keyword(name, span=_span(meta))

    @v_args(meta=True)
    def cost_size_keyword(self, meta, items):
        """"Prototype {2}{R} — 3/2": a mana cost and a power and toughness (CR 702.160a), the
        alternative set of characteristics of CR 718.2; no other keyword has this shape."""
        name = str(items[0])
        if name != "prototype":
            raise UnsupportedPhrase(f"{name} with a power and toughness", start=meta.start_pos)
        power, toughness = str(items[2]).split("/")
        return A.Keyword(name, cost=items[1], power=power, toughness=toughness, span=_span(meta))

    def quality_filter(self, items):
        return _plain(items[0])

    def quality_everything(self, _): return None

    def quality_color(self, items):
        return ObjectFilter(colors=(COLOR_WORDS[str(items[0])],))

    @v_args(meta=True)
    def protection(self, meta, items):
        return A.Keyword("protection", qualities=tuple(items), span=_span(meta))

    @v_args(meta=True)
    def enchant(self, meta, items):
        """"Enchant player" / "enchant opponent": an Aura that enchants a player (CR 303.4, 702.5d)."""
        q = items[0]
        if (isinstance(q, FilterWithExtras) and q.only_players and q.players is not None and q.total_power is None
                and q.controlled_by is None and not q.opponent_choice and q.filter == ObjectFilter()):
            return A.Keyword("enchant", players=q.players, span=_span(meta))
        return A.Keyword("enchant", filter=_plain(q), span=_span(meta))

    @v_args(meta=True)
    def champion(self, meta, items):              # CR 702.72a: "champion a/an [object]"
        return A.Keyword("champion", filter=_plain(items[-1]), span=_span(meta))

    @v_args(meta=True)
    def card_name_keyword(self, meta, items):     # CR 702.124j: "partner with [name]"
        return A.Keyword(str(items[0]), card_name=str(items[1])[1:-1], span=_span(meta))   # without its marks

    @v_args(meta=True)
    def bands_with_other(self, meta, items):      # CR 702.22b-c: "bands with other [quality]"
        return A.Keyword("bands with other", filter=_plain(items[0]), span=_span(meta))

    @v_args(meta=True)
    def craft(self, meta, items):                 # CR 702.167a: "craft with [materials] [cost]"
        return A.Keyword("craft", cost=items[1], costs=(items[0],), span=_span(meta))

    def materials_one(self, items):               # "craft with artifact": one, no article
        return C.ExileMaterials(_material(items[0]))

    def materials_count(self, items):
        return C.ExileMaterials(_material(items[1]), _fixed(items[0]))

    def materials_or_more(self, items):
        return C.ExileMaterials(_material(items[1]), _fixed(items[0]), or_more=True)

    def materials_or_more_either(self, items):
        """"one or more other nonland permanents and/or nonland cards": the same quality, named
        once for the battlefield and once for the graveyard ("other" is said once, of both)."""
        from dataclasses import replace
        permanents, cards = _material(items[1]), _material(items[2])
        if replace(permanents, other=False) != cards:
            raise UnsupportedPhrase("craft materials of two different kinds")
        return C.ExileMaterials(permanents, _fixed(items[0]), or_more=True, zones_named=True)

    @v_args(meta=True)
    def affinity(self, meta, items):              # CR 702.41a: "affinity for [text]"
        return A.Keyword("affinity", filter=_plain(items[0]), span=_span(meta))

    @v_args(meta=True)
    def number_cost_keyword(self, meta, items):   # "suspend N—[cost]" (CR 702.62a), awaken, reinforce
        return A.Keyword(str(items[0]), number=int(str(items[1])), cost=items[2], span=_span(meta))

    @v_args(meta=True)
    def x_cost_keyword(self, meta, items):        # "suspend X—[cost with X]": X chosen as it's paid
        return A.Keyword(str(items[0]), cost=items[1], span=_span(meta))

    def keyword_line(self, items): return tuple(items)
    def keyword_line_inner(self, items): return tuple(items)

    def ability_word(self, items): return str(items[0])

    @v_args(meta=True)
    def exhaust_ability(self, meta, items):        # "Exhaust — [cost]: [effect]" (CR 702.177a)
        return A.ActivatedLine(items[1], items[2], _span(meta), keyword="exhaust")

    @v_args(meta=True)
    def boast_ability(self, meta, items):          # "Boast — [cost]: [effect]" (CR 702.142a)
        return A.ActivatedLine(items[1], items[2], _span(meta), keyword="boast")

    @v_args(meta=True)
    def forecast_ability(self, meta, items):       # "Forecast — [cost]: [effect]" (CR 702.57a)
        return A.ActivatedLine(items[1], items[2], _span(meta), keyword="forecast")

    def cond_not_attacked(self, items):
        """"if you didn't attack with a creature this turn": no creature declared as your attacker
        this turn (CR 508.1)."""
        from ....runtime.filters import AttackedThisTurn, NotCondition
        if singular(str(items[0])) != "creature":
            raise UnsupportedPhrase(f"didn't attack with a {items[0]}")
        return NotCondition(AttackedThisTurn())

    def cond_self_not_attacked(self, _):
        """"if ~ didn't attack this turn": not declared as an attacker this turn (CR 508.1)."""
        from ....runtime.filters import NotCondition, SourceAttackedThisTurn
        return NotCondition(SourceAttackedThisTurn())

    def cond_self_attacked(self, _):
        """"Activate only if this creature attacked this turn" (boast, CR 702.142a): declared as an
        attacker this turn, as the object it is now (CR 400.7, 508.1)."""
        from ....runtime.filters import SourceAttackedThisTurn
        return SourceAttackedThisTurn()


def _material(item) -> ObjectFilter:
    """A craft material's quality, whichever zone it is exiled from (CR 702.167a): the words
    "permanents" and "cards" name the zones the reminder names, not a quality of their own."""
    from dataclasses import replace
    return replace(_plain(item), permanent=False, card=False, zone=ObjectFilter().zone)
