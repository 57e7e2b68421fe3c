"""Lowering for a Saga's chapter symbols (CR 714.2, current rules; 715.2 in the 2022 text)."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ..syntax import nodes as A
from .dispatch import lower_line

CHAPTER = "chapter"          # the keyword a chapter ability carries (CR 714.2: a keyword ability)


def lower_chapter(line: A.ChapterLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """CR 714.2b: "{rN}—[Effect]" means "When one or more lore counters are put onto this Saga,
    if the number of lore counters on it was less than N and became at least N, [effect]."; CR
    714.2c: "{rN1}, {rN2}—[Effect]" is one such ability for each number. The event
    (events.ChapterReached) holds the whole condition: it is about the counters just put, so it is
    the trigger's, not an intervening "if" checked again on resolution."""
    out: list[R.Ability] = []
    for chapter in line.chapters:
        trigger = A.TriggeredLine(A.TriggerCondition("chapter", A.SelfPhrase(), number=chapter), line.sentences)
        out += [dataclasses.replace(a, keyword=CHAPTER) for a in lower_line(trigger, is_spell)]
    return tuple(out)
