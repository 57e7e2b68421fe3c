"""Parse tree -> AST for the delayed triggers an effect creates (grammar/delayed_triggers.lark,
CR 603.7), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A
from .common import UnsupportedPhrase, _unwrap


class DelayedTriggersMixin:
    """"When <object> dies this turn, ..." and "Whenever <event> this turn, ..."."""

    def dying_object(self, items): return items[0]

    def dies_this_turn_sentence(self, items):
        _, who, clauses = items
        return A.DiesThisTurnSentence(tuple(clauses), () if who == A.ItPhrase() else (who,))

    def this_turn_trigger_sentence(self, items):
        word, condition, clauses = items
        return A.ThisTurnTriggerSentence(_whenever(word, condition), tuple(clauses))

    def until_eot_trigger_sentence(self, items):
        _, word, condition, clauses = items
        return A.ThisTurnTriggerSentence(_whenever(word, condition), tuple(clauses),
                                         until_end_of_turn_first=True)


def _whenever(word, condition):
    """"Whenever": each time the event happens this turn (CR 603.7c); a "when" would be once."""
    if str(word) != "whenever" or not isinstance(condition, A.TriggerCondition):
        raise UnsupportedPhrase(f"'{word} ... this turn' other than 'whenever' an event")
    return _unwrap(condition)
