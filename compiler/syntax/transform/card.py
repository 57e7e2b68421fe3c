"""Transformer methods for one line of rules text (grammar/card.lark): ability lines and modal lines.

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations


from lark import v_args

from ....runtime import costs as C

from .. import nodes as A
from .common import MODAL_COUNTS, NUMBER_WORDS, UnsupportedPhrase, _span, _unwrap


class CardMixin:
    """Keyword, activated, loyalty, triggered, replacement, static, spell and modal lines."""

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
        if "x" in text:                   # "−X:" X chosen as the cost is paid (CR 606.4, 107.3)
            if text.startswith("+"):
                raise UnsupportedPhrase("loyalty cost +X")
            return A.ActivatedLine((C.Loyalty(0, x=True),), items[1], _span(meta))
        return A.ActivatedLine((C.Loyalty(int(text)),), items[1], _span(meta))

    def triggered_ability(self, items): return items[0]
    def replacement_ability(self, items): return items[0]
    def static_ability(self, items): return items[0]

    @v_args(meta=True)
    def spell_ability(self, meta, items):
        return A.SpellLine(items[0], _span(meta))

    # ------------------------------------------------------------ modal
    @staticmethod
    def _head(token, meta, condition=None, costs=None):
        words = str(token)[len("choose "):-1].strip()
        low, high = MODAL_COUNTS[words]
        return A.ModalHead(low, high, condition, costs, _span(meta))

    @v_args(meta=True)
    def modal_spell_head(self, meta, items): return self._head(items[0], meta)

    @v_args(meta=True)
    def modal_pawprint_head(self, meta, items):
        """"Choose up to five {P} worth of modes." (CR 700.2i; the same mode again, CR 700.2d)."""
        text = str(items[0])
        worth = NUMBER_WORDS[text.split()[3]]
        return A.ModalHead(0, None, span=_span(meta), pawprints=worth, repeatable="same mode" in text)

    @v_args(meta=True)
    def modal_trigger_head(self, meta, items):
        return self._head(items[2], meta, condition=_unwrap(items[1]))

    @v_args(meta=True)
    def modal_activated_head(self, meta, items):
        return self._head(items[1], meta, costs=items[0])

    def modal_start(self, items):
        return A.AbilityLine(items[-1], ability_word=items[0] if len(items) == 2 else None)

    @v_args(meta=True)
    def mode_line(self, meta, items):
        return A.AbilityLine(A.ModeLine(items[0], _span(meta)))

    @v_args(meta=True)
    def flavored_start(self, meta, items):
        """"Murasame — Equip {5}": the flavor word (CR 207.2d) is kept for printing only."""
        return A.AbilityLine(A.KeywordLine(items[1], _span(meta)), flavor_word=str(items[0]))

    @v_args(meta=True)
    def pawprint_mode_line(self, meta, items):
        """"{P}{P} — <effects>": a mode worth two pawprints (CR 700.2i)."""
        return A.AbilityLine(A.ModeLine(items[1], _span(meta), pawprints=str(items[0]).count("{")))

    @v_args(meta=True)
    def tiered_mode_line(self, meta, items):
        """"• Fira — {2} — <effects>": a tiered mode, its name and additional cost (CR 702.183a)."""
        return A.AbilityLine(A.ModeLine(items[2], _span(meta), cost=items[1], name=str(items[0])))

    @v_args(meta=True)
    def spree_mode_line(self, meta, items):
        """"+ {cost} — <effects>": a spree mode and its additional cost (CR 702.172a)."""
        return A.AbilityLine(A.ModeLine(items[1], _span(meta), cost=items[0]))

    def start(self, items):
        if len(items) == 2:
            return A.AbilityLine(items[1], ability_word=items[0])
        return A.AbilityLine(items[0])
