"""Parse tree -> AST for a meld card's line (grammar/meld.lark), mixed into ToAst."""
from __future__ import annotations

from ....runtime.filters import OwnAndControlMeldPair
from .. import nodes as A
from .common import UnsupportedPhrase


class MeldMixin:
    """Meld (CR 701.42a)."""

    def meld_sentence(self, items):
        """"If you both own and control ~ and a creature named <partner>, exile them, then meld
        them into <melded face>.": the condition, then the one instruction (exiling both is
        part of melding them: CR 701.42a melds the two exiled cards)."""
        if [str(i) for i in items if getattr(i, "type", "") == "TYPE_WORD"] != ["creature"]:
            raise UnsupportedPhrase("a meld partner that isn't 'a creature named ...'")
        return A.Sentence((A.MeldClause(),), condition=OwnAndControlMeldPair())
