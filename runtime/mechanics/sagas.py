"""Sagas (CR 714 in the current rules; 715 in the 2022 text, which differs as noted): lore
counters as a Saga enters (CR 714.3a, or read ahead's chosen number, CR 702.155b) and as its
controller's precombat main phase begins (CR 714.3c), and the state-based action that sacrifices
a Saga whose story is told (CR 714.4, 704.5s). Its chapter abilities are triggered abilities
waiting for events.ChapterReached (CR 714.2b), matched in engine/event_matching.py."""
from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from ..abilities import TriggeredAbility
from ..characteristics import Zone
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS
from ..events import ChapterReached
from ..engine.events_bus import GameEvent
from ..engine.zones import move, put_counters
from ..engine.query import all_abilities, has_keyword, subtypes

if TYPE_CHECKING:
    from ..engine.objects import GameObject

CHAPTER = "chapter"          # a chapter ability's keyword (TriggeredAbility.keyword, CR 714.2)
_COUNTERS = attrgetter("counters")


def is_saga(state, o: GameObject) -> bool:
    return "Saga" in subtypes(state, o)


def final_chapter_number(state, o: GameObject) -> int:
    """CR 714.2d: the greatest chapter number among the chapter abilities it has; 0 with none."""
    return max((a.event.chapter for a in all_abilities(state, o)
                if isinstance(a, TriggeredAbility) and isinstance(a.event, ChapterReached)), default=0)


def enter_with_lore_counters(game, o: GameObject) -> None:
    """As a Saga enters. CR 714.3a (current rules): each Saga without read ahead has the intrinsic
    ability "This Saga enters with a lore counter on it" (the 2022 text, 715.3a, has its controller
    put one on it as it enters: the same counter). CR 702.155b: with read ahead, its controller
    chooses a number from one to its final chapter number, and it enters with that many."""
    state = game.state
    if not is_saga(state, o):
        return
    final = final_chapter_number(state, o)
    n = 1
    if has_keyword(state, o, "read ahead") and final > 1:
        n = game.ask_one(ChoiceKind.CHOOSE, o.controller, f"read ahead: {o.name} enters with how many "
                         "lore counters?", [(k, str(k)) for k in range(1, final + 1)])
        game.record("read ahead", f"{game.pname(o.controller)} chooses chapter {n} for {o.name}",
                    object_id=o.id)
    put_counters(game, o, "lore", n, entering=True)


@HOOKS.lore_counters.register
def lore_counters(game) -> None:
    """CR 714.3c (current rules; 715.3b and 505.4 in the 2022 text): as a player's precombat
    main phase begins, they put a lore counter on each Saga they control with one or more chapter
    abilities (the current rules added that last condition). A turn-based action: no stack."""
    state = game.state
    for oid in sorted(state.battlefield):
        o = state.stored(oid)    # read as stored; looked up (copied) to be changed
        if o.controller == state.active and is_saga(state, o) \
                and final_chapter_number(state, o) > 0:
            put_counters(game, state.objects[oid], "lore", 1)


@HOOKS.finished_sagas.register
def finished_sagas(game) -> bool:
    """CR 714.4, 704.5s: a Saga permanent with one or more chapter abilities whose lore counters
    are at least its final chapter number, and that isn't the source of a chapter ability that
    has triggered but not yet left the stack, is sacrificed by its controller. True if any."""
    state = game.state
    if not any(map(_COUNTERS, state.permanents_as_stored())):
        return False                    # no permanent has a counter (asked in C: the usual answer)
    lore = [oid for oid in sorted(state.battlefield) if dict.__getitem__(state.objects, oid).counters.get("lore", 0) > 0]
    if not lore:
        return False                    # with no lore counter no Saga has reached a chapter > 0
    waiting = {p.source_id for p in state.pending if p.keyword == CHAPTER} \
        | {i.source_id for i in state.stack if i.kind == "triggered" and i.keyword == CHAPTER}
    done = []
    for oid in lore:
        o = state.stored(oid)    # read as stored: a transaction copies none it only reads
        if oid in waiting or not is_saga(state, o):
            continue
        final = final_chapter_number(state, o)
        if final > 0 and o.counters.get("lore", 0) >= final:
            done.append(state.objects[oid])
    for o in done:
        game.record("sba", f"{o.name} has read its last chapter: sacrificed (CR 714.4)", object_id=o.id)
        move(game, o.id, Zone.GRAVEYARD)
        game.emit(GameEvent("sacrificed", o.id, o.controller))   # CR 701.17
    return bool(done)
