"""Parse tree -> typed AST (syntax/nodes/): `ToAst`, composed of one mixin per grammar family.

Each family module holds the methods for the rule aliases of its grammar file (Lark calls the
method named after the alias); the helpers they share live in common.py.
`UnsupportedPhrase`, `RepeatedWord` and `TextNotUnderstood` are re-exported here for the stages
that catch or raise them.
"""
from __future__ import annotations

from lark import Discard, Token, Transformer, Tree
from lark.exceptions import GrammarError, VisitError

from ...dataclass_fields import field_names

from ..fused_reduce import Fusion, RunLate, note_first_span
from ..nodes import Span

from .actions_conditions import ActionsConditionsMixin
from .amounts import AmountsMixin
from .card import CardMixin
from .common import RepeatedWord, TextNotUnderstood, UnsupportedPhrase
from .conditions import ConditionsMixin
from .costs import CostsMixin
from .effects import EffectsMixin
from .cases import CasesMixin
from .speed import SpeedMixin
from .classes import ClassesMixin
from .stations import StationsMixin
from .bending import BendingMixin
from .meld import MeldMixin
from .turns import TurnsMixin
from .sagas import SagasMixin
from .levelers import LevelersMixin
from .roles import RolesMixin
from .face_down import FaceDownMixin
from .delayed_triggers import DelayedTriggersMixin
from .keyword_actions import KeywordActionsMixin
from .outside_the_game import OutsideTheGameMixin
from .deck_conditions import DeckConditionsMixin
from .damage_changes import DamageChangesMixin
from .graveyard_replacements import GraveyardReplacementsMixin
from .zone_permissions import ZonePermissionsMixin
from .draw_replacements import DrawReplacementsMixin
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

__all__ = ["RepeatedWord", "TextNotUnderstood", "ToAst", "UnsupportedPhrase"]

# class -> whether it is a dataclass (an AST node whose span is kept): field_names, asked once per class
_IS_NODE: dict[type, bool] = {}


class ToAst(CardMixin, CostsMixin, ManaMixin, FiltersMixin, KeywordsMixin, EffectsMixin, HandsMixin,
            TriggersMixin, ReplacementsMixin, MustBeBlockedMixin, GrantsMixin, StorageMixin, EntersMixin,
            LureMixin, CantBlockMixin, SoulbondMixin, TargetsMixin, AmountsMixin, PlayersMixin,
            LibraryMixin, ActionsConditionsMixin, ShieldsMixin, ConditionsMixin, FaceDownMixin, DelayedTriggersMixin, KeywordActionsMixin, CasesMixin, SpeedMixin, ClassesMixin,
            StationsMixin, BendingMixin, LevelersMixin, RolesMixin, OutsideTheGameMixin, DeckConditionsMixin, MeldMixin, SagasMixin, TurnsMixin,
            DamageChangesMixin, GraveyardReplacementsMixin, DrawReplacementsMixin, ZonePermissionsMixin,
            Transformer):
    """Builds ast.AbilityLine from a `start` tree. Spans are in normalised text; the
    compiler maps them back to raw columns."""

    def transform(self, tree):
        """One line's tree; what the mixins remember about the line starts empty."""
        self._begin_line()
        return super().transform(tree)

    def transform_line(self, parser, text: str):
        """What `transform` makes of `parser.parse(text)` (a parse_loop.LineParser), made as the
        line is parsed (fused_reduce.py); raises what `parser.parse` raises, then what
        `transform` raises. Where the line doesn't parse, or its value can't be made at reduce
        time (RunLate), what the mixins remember is put back as it was before the line (the walk
        never started); a line that runs late is then parsed again and its tree walked."""
        fusion = self.__dict__.get("_fusion") or self._make_fusion()
        if fusion is None:
            return self.transform(parser.parse(text))
        before = dict(self.__dict__)
        self._begin_line()
        try:
            return parser.parse_into(text, fusion)
        except BaseException as exc:
            self.__dict__.clear()
            self.__dict__.update(before)
            if not isinstance(exc, RunLate):
                raise
        return self.transform(parser.parse(text))

    def _begin_line(self) -> None:
        self.plural_all: list = []         # "all <plural noun>" phrases (TargetsMixin)
        self.bare_groups: list = []        # plural nouns without a determiner (TargetsMixin)
        self.attached_word = ""            # the last "enchanted"/"equipped" read (FiltersMixin)
        # id(node) -> (node, start, end): where in the normalised line each AST node was written.
        # The node is kept with its span so its id can't be reused by another object while
        # the table lives (one line).
        self.spans: dict[int, tuple[object, int, int]] = {}
        if "_methods" not in self.__dict__:
            self._methods: dict[str, tuple] = {}        # rule or terminal name -> _method's answer

    def _make_fusion(self) -> Fusion | None:
        """This transformer's Fusion; None when its class has a callback on a token (a method
        named in capitals, as terminals are): that would run at the shift (fused_reduce.py)."""
        if any(name.isupper() for name in dir(type(self))):
            fusion = None
        else:
            fusion = Fusion(self, _IS_NODE)
        self._fusion = fusion
        return fusion

    def callback(self, name: str) -> tuple:
        """(the method of the rule `name` or None, its v_args wrapper or None), for Fusion."""
        return self._methods.get(name) or self._method(name)

    @staticmethod
    def is_node(kind: type) -> bool:
        """Whether a value of class `kind` is an AST node, whose span is kept (a dataclass)."""
        return field_names(kind) is not None

    def _transform_tree(self, tree):
        """Lark's per-subtree step (Transformer._transform_tree and _call_userfunc in lark 1.x;
        pyproject keeps lark below 2), with the subtree's position remembered for the node it
        built (the innermost subtree wins when a rule passes a child's node up unchanged).

        Lark looks each rule's and each token's method up by name at every node, and a token
        with no method (all of ours) costs a raised AttributeError; the same answers are kept
        per name here (`_method`), the calls and the errors raised are Lark's. A token whose
        type has no method is kept as it is (Lark's __default_token__)."""
        children = []
        methods = self._methods
        for child in tree.children:
            if isinstance(child, Tree):
                child = self._transform_tree(child)
            elif isinstance(child, Token):
                found = methods.get(child.type) or self._method(child.type)
                if found[0] is not None:
                    child = self._transform_token(child, found[0])
            if child is not Discard:
                children.append(child)
        found = methods.get(tree.data) or self._method(tree.data)
        method, wrapper = found
        if method is None:
            node = self.__default__(tree.data, children, tree.meta)
        else:
            try:
                node = method(children) if wrapper is None else wrapper(method, tree.data, children, tree.meta)
            except GrammarError:
                raise
            except Exception as exc:
                raise VisitError(tree.data, tree, exc)
        kind = type(node)
        is_node = _IS_NODE.get(kind)
        if is_node is None:
            is_node = _IS_NODE[kind] = self.is_node(kind)
        if is_node:
            meta = tree._meta          # Tree.meta would make an empty Meta for a tree with none
            if meta is not None and not meta.empty:
                note_first_span(self.spans, node, meta.start_pos, meta.end_pos)
        return node

    def _transform_token(self, token, method):
        """Lark's _call_userfunc_token for a token whose type has a method."""
        try:
            return method(token)
        except GrammarError:
            raise
        except Exception as exc:
            raise VisitError(token.type, token, exc)

    def _method(self, name: str):
        """(the bound method named `name` or None, its v_args wrapper or None), once per name:
        the methods are the class's, fixed once the class is made."""
        method = getattr(self, name, None)
        found = self._methods[name] = (method, getattr(method, "visit_wrapper", None))
        return found

    def span_of(self, node) -> Span | None:
        """Where `node` was written in the line last transformed (normalised columns), or None
        for a node a later rule rebuilt (the caller falls back to an enclosing node's span)."""
        found = self.spans.get(id(node))
        return Span(found[1], found[2]) if found is not None and found[0] is node else None
