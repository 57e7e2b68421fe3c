"""Parse tree -> AST for Classes (grammar/classes.lark, CR 716), mixed into ToAst."""
from __future__ import annotations

from lark import v_args

from .. import nodes as A
from .common import UnsupportedPhrase, _span


class ClassesMixin:
    """Class level lines and "when this Class becomes level N"."""

    @v_args(meta=True)
    def class_level_ability(self, meta, items):
        return A.ClassLevelLine(items[0], int(str(items[1])), _span(meta))

    def e_class_level(self, items):
        if not isinstance(items[0], A.SelfPhrase):
            raise UnsupportedPhrase("another object becoming a level")
        return A.TriggerCondition("class_level", A.SelfPhrase(), number=int(str(items[1])))
