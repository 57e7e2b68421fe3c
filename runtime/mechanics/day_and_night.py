"""Day and night (CR 726 in the current rules; CR 724 in the 2022 text) and the keywords that
turn permanents over with them, daybound and nightbound (CR 702.145).

The game starts with neither designation (CR 726.1). A permanent with daybound makes it day, one
with nightbound (and none with daybound) makes it night (CR 702.145d, 702.145g). As the untap
step's second part, a day whose previous turn's active player cast no spells becomes night, a
night whose previous turn's active player cast two or more becomes day (CR 726.2, 502.2). As it
becomes night, each daybound permanent front face up transforms; as it becomes day, each
nightbound one back face up does (CR 702.145b, 702.145e), and so at any time one is on the wrong
face (702.145c, 702.145f: immediately, not a state-based action). Daybound at night enters
transformed (CR 702.145b). No other effect transforms them (the Transform handler refuses).
"""
from __future__ import annotations

from functools import partial

from ..engine.board import Board
from ..engine.query import keyword
from ..engine.registry import HOOKS
from ..handlers.permanents import turn_over


_BOUND = frozenset(("daybound", "nightbound"))
# the keyword of the permanents that are on the wrong face by day and by night (CR 702.145c, 702.145f)
_WRONG_FACE = {"night": "daybound", "day": "nightbound"}


def _bound(o_or_definition, name: str) -> bool:
    return keyword(o_or_definition, name) is not None


@HOOKS.enters_transformed.register
def enters_transformed(state, definition) -> bool:
    """CR 702.145b: "If it is night, this permanent enters the battlefield transformed"."""
    return state.day_night == "night" and definition.back_face is not None and _bound(definition, "daybound")


@HOOKS.day_and_night.register
def day_and_night(game, untap: bool = False) -> None:
    state = game.state
    if untap:
        _untap_check(game)
    # looked for only when some permanent's definition prints daybound or nightbound (the
    # board's keyword_names, what _bound reads; none: the usual answer)
    if state.day_night is None and not _BOUND.isdisjoint(Board.of(state).keyword_names()):
        # faces of double-faced cards only carry them
        # read as stored (dict.get): only read, so a transaction copies none of them
        bound = [o for o in map(partial(dict.get, state.objects), state.battlefield)
                 if o.front_face is not None or o.definition.back_face is not None]
        if any(_bound(o, "daybound") for o in bound):
            _becomes(game, "day", "CR 702.145d")
        elif any(_bound(o, "nightbound") for o in bound):
            _becomes(game, "night", "CR 702.145g")
    _turn_over_the_wrong_faces(game)


def _untap_check(game) -> None:
    """CR 726.2a-c: the previous turn's active player's spells decide; neither stays neither."""
    state = game.state
    if state.day_night is None or state.last_turn_active is None:
        return
    cast = state.spells_cast_last_turn.get(state.last_turn_active, 0)
    if state.day_night == "day" and cast == 0:
        _becomes(game, "night", "CR 726.2a")
    elif state.day_night == "night" and cast >= 2:
        _becomes(game, "day", "CR 726.2b")


def _becomes(game, designation: str, rule: str) -> None:
    game.state.day_night = designation
    game.record("day_night", f"it becomes {designation} ({rule})")


def _turn_over_the_wrong_faces(game) -> None:
    """CR 702.145b-c, 702.145e-f: a daybound permanent front face up at night, a nightbound one
    back face up by day, transforms."""
    state = game.state
    if state.day_night is None or _WRONG_FACE.get(state.day_night) not in Board.of(state).keyword_names():
        return                          # no permanent prints the keyword that turns it over now
    for oid in list(state.battlefield):
        o = state.objects[oid]
        if state.day_night == "night" and o.front_face is None and o.face_up is None \
                and o.definition.back_face is not None and _bound(o, "daybound"):
            turn_over(game, o)
        elif state.day_night == "day" and o.front_face is not None and _bound(o, "nightbound"):
            turn_over(game, o)
