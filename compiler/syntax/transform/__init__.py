"""Parse tree -> typed AST (syntax/nodes/): `ToAst`, composed of one mixin per grammar family.

Each family module holds the methods for the rule aliases of its grammar file (Lark calls the
method named after the alias); the helpers they share live in common.py.
`UnsupportedPhrase` is re-exported here for the stages that catch or raise it.
"""
from __future__ import annotations

from lark import Transformer

from .actions_conditions import ActionsConditionsMixin
from .amounts import AmountsMixin
from .card import CardMixin
from .common import UnsupportedPhrase
from .conditions import ConditionsMixin
from .costs import CostsMixin
from .effects import EffectsMixin
from .filters import FiltersMixin
from .grants import (CantBlockMixin, EntersMixin, GrantsMixin, LureMixin, MustBeBlockedMixin,
                               SoulbondMixin, StorageMixin)
from .hands import HandsMixin
from .keywords import KeywordsMixin
from .library import LibraryMixin
from .mana import ManaMixin
from .players import PlayersMixin
from .replacements import ReplacementsMixin
from .shields import ShieldsMixin
from .targets import TargetsMixin
from .triggers import TriggersMixin

__all__ = ["ToAst", "UnsupportedPhrase"]


class ToAst(CardMixin, CostsMixin, ManaMixin, FiltersMixin, KeywordsMixin, EffectsMixin, HandsMixin,
            TriggersMixin, ReplacementsMixin, MustBeBlockedMixin, GrantsMixin, StorageMixin, EntersMixin,
            LureMixin, CantBlockMixin, SoulbondMixin, TargetsMixin, AmountsMixin, PlayersMixin,
            LibraryMixin, ActionsConditionsMixin, ShieldsMixin, ConditionsMixin, Transformer):
    """Builds ast.AbilityLine from a `start` tree. Spans are in normalised text; the
    compiler maps them back to raw columns."""

    def transform(self, tree):
        """One line's tree; what the mixins remember about the line starts empty."""
        self.plural_all: list = []         # "all <plural noun>" phrases (TargetsMixin)
        return super().transform(tree)
