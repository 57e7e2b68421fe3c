"""Parse tree -> AST for the delayed triggers an effect creates (grammar/delayed_triggers.lark,
CR 603.7), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A
from .common import DELAYS, UnsupportedPhrase, _sentence, _unwrap


class DelayedTriggersMixin:
    """"When <object> dies this turn, ..." and "Whenever <event> this turn, ..."."""

    def named_object(self, items): return items[0]

    def delayed_where_x_sentence(self, items):
        timing, clauses, _, x_is = items
        return _sentence(clauses, delay=DELAYS[" ".join(str(timing).split())], x_is=x_is)

    def dies_this_turn_sentence(self, items):
        _, who, clauses = items
        return A.DiesThisTurnSentence(tuple(clauses), () if who == A.ItPhrase() else (who,))

    def put_into_your_graveyard_this_turn_sentence(self, items):
        word, who, zone, clauses = items
        if str(zone) != "graveyard":
            raise UnsupportedPhrase(f"'is put into your {zone} from the battlefield this turn'")
        return A.DiesThisTurnSentence(tuple(clauses), () if who == A.ItPhrase() else (who,),
                                      into_your_graveyard=True)

    def object_this_turn_trigger_sentence(self, items):
        word, who, condition, clauses = items
        return A.ThisTurnTriggerSentence(_whenever(word, condition), tuple(clauses), objects=(who,))

    def oe_dealt_damage(self, _): return A.TriggerCondition("dealt_damage")

    def oe_deals_damage(self, _): return A.TriggerCondition("damage_any")

    def oe_deals_combat_damage(self, _): return A.TriggerCondition("damage_any", combat_only=True)

    def this_turn_trigger_sentence(self, items):
        word, condition, clauses = items
        return A.ThisTurnTriggerSentence(_whenever(word, condition), tuple(clauses))

    def until_eot_trigger_sentence(self, items):
        _, word, condition, clauses = items
        return A.ThisTurnTriggerSentence(_whenever(word, condition), tuple(clauses),
                                         until_end_of_turn_first=True)


def _whenever(word, condition):
    """"Whenever": each time the event happens this turn (CR 603.7b); a "when" would be once."""
    if str(word) != "whenever" or not isinstance(condition, A.TriggerCondition):
        raise UnsupportedPhrase(f"'{word} ... this turn' other than 'whenever' an event")
    return _unwrap(condition)
