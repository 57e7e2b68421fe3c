"""Whether some permanent could have a keyword, answered without working out every permanent's
keywords (query.keywords): the state-based action of start your engines! (CR 704.5z) asks it of
every permanent on every pass (CR 704.3), and almost always no permanent has it.

The answer is a necessary condition, read from the sources query.keywords reads: the keywords a
permanent's definition prints (its layered definition, continuous_effects), keyword counters
(CR 122.1b), the keywords the board's AbilityGrant and KeywordGrant statics give
(CR 613.1f, board.granted_keyword_names), effects' grants (TimedModification) and spent mana's
riders, and suspected's menace (CR 701.60c). A new source of keywords in query.keywords must be
added here too.
"""
from __future__ import annotations

from operator import attrgetter

from .board import Board
from .query import KEYWORD_COUNTERS

_SUSPECTED_KEYWORD = "menace"           # CR 701.60c
_MODIFICATIONS, _RIDER_KEYWORDS = attrgetter("modifications"), attrgetter("rider_keywords")


def could_have_keyword(state, name: str) -> bool:
    """False only if no permanent on the battlefield has the keyword NAME now."""
    name = name.lower()
    if name in KEYWORD_COUNTERS or name == _SUSPECTED_KEYWORD:
        return True
    board = Board.of(state)
    if name in board.keyword_names() or name in board.granted_keyword_names():
        return True
    permanents = state.permanents_as_stored()
    if not any(map(_MODIFICATIONS, permanents)) and not any(map(_RIDER_KEYWORDS, permanents)):
        return False                            # no effect's grant, no rider (asked in C: the usual answer)
    for o in permanents:
        if (o.modifications and any(m.keyword and m.keyword.lower() == name for m in o.modifications)) \
                or (o.rider_keywords and any(k.lower() == name for k in o.rider_keywords)):
            return True
    return False
