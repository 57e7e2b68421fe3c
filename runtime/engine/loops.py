"""Loops: a game that repeats itself while the stack resolves (CR 104.4b, 732 in the current
rules, 725 in the 2022 text).

CR 104.4b: "If a game ... somehow enters a 'loop' of mandatory actions, repeating a sequence of
events with no way to stop, the game is a draw. Loops that contain an optional action don't
result in a draw." CR 732.4 (725.4 in 2022): "If a loop contains only mandatory actions, the
game is a draw." A loop with an optional action is not played out forever either: its players
choose how many times it repeats (CR 732.2a, 725.2a in 2022), which a random or scripted player
can't announce, so the engine stops it with `OptionalLoop` and the action is undone.

How a loop is seen: after each resolution, while the stack is not empty, the game state is
summed up as a digest (`digest`); a digest seen before in the same run of resolutions means the
game is where it was. If no player made a choice between the two (`GameState.choices_made`
counts every choice that was not forced, and every action other than passing), the loop is
mandatory and the game is a draw; otherwise it is optional. The run ends when the stack is
empty. The digest leaves out what changes without changing the game: object ids (a card that
changes zones is a new object, CR 400.7, so objects are named by where they are), the id
clock, and which instruction batch an event came from; the turn's history (creatures that
died, permanents that entered ...) counts up to HISTORY_CAP, beyond which a count is "many",
so a condition asking for a number of them is met before a loop is declared.
"""
from __future__ import annotations

import hashlib
from operator import itemgetter
from dataclasses import is_dataclass
from enum import Enum
from typing import Any

from ..characteristics import Zone
from ..errors import LoopLimit
from ..kept_by_id import kept_by_id
from .state import GameState

HISTORY_CAP = 10        # the turn's history counts up to this many of each kind
WATCHED = 1000          # digests kept per run of resolutions (a longer loop is not seen)

# GameObject fields that hold object ids (named by the object's place instead)
OBJECT_ID_FIELDS = frozenset({
    "attached_to", "moved_to", "haunting", "championed", "phased_with", "encoded_on", "paired_with",
    "exiled_until_leaves", "damaged_by", "exiled_with", "source_id", "object_id"})
# GameState fields left out of the digest: ids and counters that only count, and the loop
# watch itself
LEFT_OUT = frozenset({"next_id", "event_batch", "choices_made", "loop_watch", "objects", "battlefield",
                      "players", "stack", "pending", "delayed"})
# the turn's history: lists that grow with each event, counted up to HISTORY_CAP
HISTORY = frozenset({"died_this_turn", "entered_this_turn", "nonland_entered_this_turn", "spells_cast_by",
                     "spell_mana_this_turn", "combat_damage_by", "targeted_this_turn", "triggered_this_turn",
                     "left_battlefield_this_turn", "descended_this_turn", "crime_this_turn", "attacked_this_turn",
                     "spells_cast_this_turn", "attackers_this_turn"})


class OptionalLoop(LoopLimit):
    """A loop with an optional action repeated the game state; the action is undone."""

    def __init__(self, text: str):
        super().__init__(
            f"CR 732.2a (725.2a in the 2022 rules): the game state repeats in a loop that contains a "
            f"player's choice ({text}); its players must choose how many times it repeats, so the "
            f"engine stops it here (the action is undone)")


def after_resolution(game: Any) -> None:
    """Called when a stack object has resolved and triggers are on the stack: watch for a
    repeated state. A mandatory loop ends the game in a draw (CR 104.4b); an optional one
    raises OptionalLoop."""
    s = game.state
    if s.over or not s.stack:
        s.loop_watch = ()
        return
    key = digest(s)
    for seen, choices in s.loop_watch:
        if seen == key:
            if choices == s.choices_made:
                _draw(game)
                return
            raise OptionalLoop(f"{s.choices_made - choices} choice(s) made since the state was last the same")
    s.loop_watch = (s.loop_watch + ((key, s.choices_made),))[-WATCHED:]


def _draw(game: Any) -> None:
    s = game.state
    s.over, s.winner, s.priority, s.loop_watch = True, None, None, ()
    game.record("over", "the game is a draw: a loop of mandatory actions repeats the same game state "
                        "with no way to stop it (CR 104.4b, 732.4)", draw=True)


def digest(state: GameState) -> str:
    """A digest of STATE that two moments of a loop share (see the module docstring)."""
    namer = _Namer(state)
    parts: list[Any] = []
    for name, value in vars(state).items():
        if name in LEFT_OUT:
            continue
        parts.append((name, min(len(value) if not isinstance(value, int) else value, HISTORY_CAP)
                      if name in HISTORY else namer.plain(value)))
    parts.append([namer.player(p) for p in state.players])
    parts.append([namer.plain(dict.__getitem__(state.objects, i)) for i in state.battlefield])
    parts.append([namer.plain(item) for item in state.stack])
    parts.append([namer.plain(p) for p in state.pending])
    parts.append([namer.plain(d) for d in state.delayed])
    return hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()


class _Namer:
    """Writes values with object ids replaced by where the object is (its zone, owner and
    place) or, for one that is gone, by the order it is first mentioned in."""

    def __init__(self, state: GameState):
        self.state = state
        self.names: dict[int, str] = {oid: f"battlefield {i}" for i, oid in enumerate(state.battlefield)}
        for p in state.players:
            for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND):
                for i, oid in enumerate(p.zone(zone)):
                    self.names[oid] = f"{zone.value} {p.index} {i}"
        for i, item in enumerate(state.stack):
            self.names.setdefault(item.source_id, f"stack {i}")

    def name(self, oid: Any) -> Any:
        if not isinstance(oid, int) or isinstance(oid, bool):
            return oid
        if oid not in self.names:
            self.names[oid] = f"gone {len(self.names)}"
        return self.names[oid]

    def player(self, p: Any) -> list:
        zones = (p.library, p.hand, p.graveyard, p.exile, p.command)
        rest = [(k, self.plain(v)) for k, v in vars(p).items()
                if k not in ("library", "hand", "graveyard", "exile", "command")]
        # read as stored (dict.__getitem__): a digest only reads, so a transaction copies nothing
        return rest + [[self.plain(dict.__getitem__(self.state.objects, i)) for i in zone] for zone in zones]

    def plain(self, value: Any) -> Any:
        kind = _KINDS.get(type(value))
        if kind is None:
            kind = _KINDS[type(value)] = _kind_of(type(value))
        if kind is _SCALAR:
            return value
        if kind is _RECORD:
            return self._record(value)
        if kind is _SEQUENCE:
            return [self.plain(v) for v in value]
        if kind is _FROZEN_RECORD:
            return _frozen_key(value)
        if kind is _ENUM:
            return value._name_             # Enum.name, without its property's call
        if kind is _MAPPING:
            return [(self.plain(k), self.plain(v)) for k, v in value.items() if k != "batch"]
        if kind is _SET:
            return sorted(repr(self.plain(v)) for v in value)
        return repr(value)

    def _record(self, value: Any) -> Any:
        """[type name, each field as plain() writes it but its id, object ids named]. The
        fields are read at once (the record's values, copied in C) and only those plain()
        doesn't write as they are are worked on, in field order (names of gone objects are
        given in the order they are mentioned): which ones (_worked_on) depends only on the
        fields' names and their values' types, so it is worked out once per such layout."""
        fields = vars(value)
        values = list(fields.values())
        layout = (type(value), tuple(fields), tuple(map(type, values)))
        plan = _LAYOUTS.get(layout)
        if plan is None:
            if len(_LAYOUTS) >= LAYOUTS_KEPT:
                _LAYOUTS.clear()
            plan = _LAYOUTS[layout] = _worked_on(layout[1], layout[2])
        at, id_at, id_fields, places, containers, others = plan
        kinds, plain, name = _KINDS, self.plain, self.name
        if containers is not None and not any(containers(values)):
            # every list, tuple, dict or set empty (most objects' are): each written as an
            # empty list, and no object id among them to name, so the rest keep their order
            for i in places:
                values[i] = []
            at = others
        for i in at:
            v = values[i]
            if not v and type(v) in _EMPTY_WRITTEN_AS_LIST:
                values[i] = []      # an empty list, tuple, dict or set, as plain() writes it
            elif i in id_fields:
                values[i] = plain([name(x) for x in v] if isinstance(v, (list, tuple)) else name(v))
            elif kinds.get(type(v)) is _FROZEN_RECORD:
                values[i] = _frozen_key(v)
            else:
                values[i] = plain(v)
        if id_at is not None:
            del values[id_at]   # an object's or stack item's id: it is named by its place
        return [type(value).__name__, *values]


def _worked_on(names: tuple, types: tuple) -> tuple:
    """(where the fields _Namer._record works on are: those of a value plain() doesn't write as
    it is, and those holding an object id (a number to name); where "id" is, or None; where
    the fields holding object ids are; the places of the lists, tuples, dicts and sets among
    the former, their values at once (an itemgetter) or None if there are none, and the other
    places worked on) for a record with fields NAMES holding values of TYPES."""
    id_at = names.index("id") if "id" in names else None
    id_fields = frozenset(i for i, k in enumerate(names) if k in OBJECT_ID_FIELDS)
    at = tuple(i for i, t in enumerate(types) if i != id_at and (
        t not in _SCALAR_TYPES or (i in id_fields and t is int)))
    places = [i for i in at if types[i] in _EMPTY_WRITTEN_AS_LIST]
    # an itemgetter of one place gives the value, not a 1-tuple: asked for a pair instead
    containers = itemgetter(*places, *places) if places else None
    return at, id_at, id_fields, tuple(places), containers, tuple(i for i in at if i not in places)


_LAYOUTS: dict[tuple, tuple] = {}       # (record type, field names, value types) -> _worked_on
LAYOUTS_KEPT = 10_000                   # forgotten past this many
_SCALAR_TYPES = frozenset({type(None), bool, int, float, str})      # plain() writes them as they are
_EMPTY_WRITTEN_AS_LIST = frozenset({list, tuple, dict, set, frozenset})


# How _Namer.plain writes a value, by its type (worked out once per type; a digest writes
# thousands of values): as it is, an enum's name, a frozen record's key, a record's fields, ...
_SCALAR, _ENUM, _FROZEN_RECORD, _RECORD, _MAPPING, _SEQUENCE, _SET, _OTHER = range(8)
_KINDS: dict[type, int] = {}


def _kind_of(t: type) -> int:
    if t in (type(None), bool, int, float, str):
        return _SCALAR
    if issubclass(t, Enum):
        return _ENUM
    if is_dataclass(t):
        return _FROZEN_RECORD if t.__dataclass_params__.frozen else _RECORD
    if issubclass(t, dict):
        return _MAPPING
    if issubclass(t, (list, tuple)):
        return _SEQUENCE
    if issubclass(t, (set, frozenset)):
        return _SET
    return _OTHER


FROZEN_KEPT = 50_000                          # forgotten past this many (mana units come and go)


@kept_by_id(FROZEN_KEPT)
def _frozen_key(value: Any) -> str:
    """Frozen model data (definitions, abilities) by a digest of its repr, computed once per
    value (kept_by_id): the same in every process, so a loaded game's digests match the saved
    game's."""
    return hashlib.sha256(repr(value).encode("utf-8")).hexdigest()[:16]
