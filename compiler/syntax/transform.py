"""Parse tree -> typed AST (nodes.py): `ToAst`, composed of one mixin per grammar family.

Each family module holds the methods for the rule aliases of its grammar file (Lark calls the
method named after the alias); the helpers they share live in transform_common.
`UnsupportedPhrase` is re-exported here for the stages that catch or raise it.
"""
from __future__ import annotations

from lark import Transformer

from .transform_actions_conditions import ActionsConditionsMixin
from .transform_amounts import AmountsMixin
from .transform_card import CardMixin
from .transform_common import UnsupportedPhrase
from .transform_conditions import ConditionsMixin
from .transform_costs import CostsMixin
from .transform_effects import EffectsMixin
from .transform_filters import FiltersMixin
from .transform_grants import (CantBlockMixin, EntersMixin, GrantsMixin, LureMixin, MustBeBlockedMixin,
                               SoulbondMixin, StorageMixin)
from .transform_hands import HandsMixin
from .transform_keywords import KeywordsMixin
from .transform_library import LibraryMixin
from .transform_mana import ManaMixin
from .transform_players import PlayersMixin
from .transform_replacements import ReplacementsMixin
from .transform_shields import ShieldsMixin
from .transform_targets import TargetsMixin
from .transform_triggers import TriggersMixin

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
