"""Lowering for an Attraction's "Visit — [effect]" line (CR 702.159a, Unfinity Attractions, CR 717)."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ..syntax import nodes as A
from .dispatch import lower_line


def lower_visit(line: A.VisitLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """CR 702.159a: "Visit — [Effect]" means "Whenever you roll to visit your Attractions, if the
    result is equal to a number that is lit up on this Attraction, [effect]." The engine emits the
    visit of each such Attraction as the die is rolled (CR 701.52a), so the triggered ability waits
    for this Attraction's visit; it carries the keyword's name."""
    trigger = A.TriggeredLine(A.TriggerCondition("visited", A.SelfPhrase()), line.sentences)
    return tuple(dataclasses.replace(a, keyword="visit") for a in lower_line(trigger, is_spell))
