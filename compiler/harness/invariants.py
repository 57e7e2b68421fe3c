"""What must hold after every action of any game, whatever the cards (the random games of
`cardtext play` and the property tests check them). Each check returns the violations it
found, in words, and an empty list when the state is sound.

- every live object is in exactly one zone, the one it says, and in its owner's zone when that
  zone is a player's (CR 400.1, 400.3); an object that left its zone is listed nowhere (CR 400.7);
- no object has a negative number of counters, no player negative poison or energy (CR 122.1:
  a counter is a marker; there is no negative number of them);
- mana pools are empty when a step begins, unless mana was added since (CR 106.4, 500.4);
- a life total changes by exactly the amounts the new log entries carry (CR 119.3: life is
  gained or lost, damage dealt, life paid; each is an event of the game, logged with its amount);
- a refused action (IllegalAction) leaves the state and the log exactly as they were.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from itertools import chain
from operator import attrgetter, is_

from ...runtime.characteristics import Zone
from ...runtime.engine.log import LogEntry
from ...runtime.engine.objects import PLAYER_ZONE_FIELDS, WHERE_SET

PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND, Zone.OUTSIDE, Zone.SCHEME_DECK,
                Zone.ATTRACTION_DECK, Zone.CONTRAPTION_DECK, Zone.PLANAR_DECK)


def zone_violations(state) -> list[str]:
    """Each live object in exactly one zone, the one its record names (CR 400.1, 400.7)."""
    return [] if _zones_sound_again(state) else _zone_problems(state)


# what _zones_sound last read of a state it found sound (_Seen), or None
_LAST: list = [None]


def _zones_sound_again(state) -> bool:
    """_zones_sound, answered at once when the state reads as it did at the last check that
    found a state sound (most actions of a game, a priority pass, move nothing).

    Why this finds every violation _zones_sound finds: _zones_sound reads only (1) each
    player's index and zone lists, the battlefield, the phased-out permanents and the spells on
    the stack, (2) which record each id of state.objects names, as stored, and (3) each record's
    gone, zone and owner. The shortcut is taken only when (1) equals a copy taken at that check
    (list and tuple ==, in C), (2) names the very records it named then (their ids, in dict
    order, with the ids of the game; the records are kept in _Seen, so no id of theirs can
    name another object; compared by identity, operator.is_, never by a record's ==), and (3) no object's gone, zone or owner was set anywhere since
    (objects.WHERE_SET counts every setting: the fields are descriptors, and a record made
    afresh has a new identity, caught by (2)). Then everything _zones_sound reads is what it
    read then, so its answer is the same: sound."""
    last = _LAST[0]
    if last is not None and last.same(state):
        return True
    if not _zones_sound(state):
        return False
    _LAST[0] = _Seen(state)
    return True


class _Seen:
    """What _zones_sound reads of a state, kept to tell whether it still reads the same."""

    def __init__(self, state) -> None:
        self.where_set = WHERE_SET[0]
        self.lists = _lists(state, list)
        self.ids = list(state.objects)
        self.records = list(dict.values(state.objects))    # as stored; kept alive: their ids stay theirs

    def same(self, state) -> bool:
        objects = state.objects
        # the ids equal, so as many records: each one the very record kept (is_, in C; no id() made)
        return (self.where_set == WHERE_SET[0] and self.lists == _lists(state, None)
                and self.ids == list(objects) and all(map(is_, self.records, dict.values(objects))))


def _lists(state, copy) -> list:
    """The players' indexes and zone lists, the battlefield, the phased-out permanents and the
    ids of the spells on the stack; each list copied with COPY, or the lists themselves."""
    read: list = [p.index for p in state.players]
    for p in state.players:
        read += _PLAYER_LISTS(p) if copy is None else map(copy, _PLAYER_LISTS(p))
    read += (list(state.battlefield) if copy else state.battlefield, state.phased_out, state.zone_list(Zone.STACK))
    return read


def _zones_sound(state) -> bool:
    """Whether every zone lists only live objects that say they are there (and, in a player's
    zone, whose owner that player is), and the lists together hold each live object once: all
    zone_violations asks, answered without naming anything (checked after every action of
    every game, so it is kept short; _zone_problems names what is wrong). The listed objects
    are all live, so they are the live objects exactly when they are distinct and as many.
    Each zone's objects are read in C (map, attrgetter): what they say of themselves must be
    one triple, (not gone, this zone, this owner), compared as one list with the triples the
    lists call for (no set of triples per zone to hash); an id of no object reads None, which
    has no such attributes."""
    get = partial(dict.get, state.objects)      # as stored: reading copies nothing
    listed: list[int] = []
    expected: list[tuple] = []
    for p in state.players:
        index = p.index
        for zone, ids in zip(PLAYER_ZONES, _PLAYER_LISTS(p)):
            if ids:
                listed += ids
                expected += [(False, zone, index)] * len(ids)
    owned = len(listed)
    for zone, ids in ((Zone.BATTLEFIELD, state.battlefield), (Zone.BATTLEFIELD, state.phased_out),
                      (Zone.STACK, state.zone_list(Zone.STACK))):
        if ids:
            listed += ids
            expected += [(False, zone)] * len(ids)
    try:
        said = list(map(_WHERE_OWNED, map(get, listed[:owned])))
        said += map(_WHERE, map(get, listed[owned:]))
    except AttributeError:                      # an id that names no object of the game
        return False
    live = list(map(_GONE, dict.values(state.objects))).count(False)
    return said == expected and len(listed) == len(set(listed)) == live


# the fields of Player that list its zones, in PLAYER_ZONES order (Player.zone)
_PLAYER_LISTS = attrgetter(*(PLAYER_ZONE_FIELDS[zone] for zone in PLAYER_ZONES))
_WHERE = attrgetter("gone", "zone")
_WHERE_OWNED = attrgetter("gone", "zone", "owner")
_GONE = attrgetter("gone")
_COUNTERS = attrgetter("counters")


def _zone_problems(state) -> list[str]:
    """What zone_violations finds, in words."""
    where: dict[int, list[Zone]] = {}
    found: list[str] = []
    objects = dict(state.objects)           # as stored: reading copies nothing
    for p in state.players:
        for zone in PLAYER_ZONES:
            for oid in p.zone(zone):
                if oid in where:
                    where[oid].append(zone)
                else:
                    where[oid] = [zone]
                o = objects.get(oid)
                if o is not None and o.owner != p.index:      # CR 400.3
                    found.append(f"{o.name} (id {oid}) is in {p.name}'s {zone.value} but its owner is "
                                 f"{state.players[o.owner].name}")
    # a phased-out permanent is still on the battlefield, treated as though it didn't exist and
    # listed apart (CR 702.26b, state.phased_out)
    on_battlefield = list(state.battlefield) + list(state.phased_out)
    for zones, ids in ((Zone.BATTLEFIELD, on_battlefield), (Zone.STACK, state.zone_list(Zone.STACK))):
        for oid in ids:
            where.setdefault(oid, []).append(zones)
    for oid, zones in where.items():
        o = objects.get(oid)
        if o is None:
            found.append(f"id {oid} is listed in {_names(zones)} but is no object of the game")
        elif o.gone:
            found.append(f"{o.name} (id {oid}) left its zone but is listed in {_names(zones)}")
        elif len(zones) != 1:
            found.append(f"{o.name} (id {oid}) is in {len(zones)} zones: {_names(zones)}")
        elif zones[0] is not o.zone:
            found.append(f"{o.name} (id {oid}) is listed in {zones[0].value} but says {o.zone.value}")
    # each live object listed nowhere (the listed ones were checked above)
    found += [f"{o.name} (id {oid}) is in 0 zones: none" for oid, o in objects.items()
              if not o.gone and oid not in where]
    return found


def _names(zones: list[Zone]) -> list[str]:
    return [z.value for z in zones]


def counter_violations(state) -> list[str]:
    """No negative counters on objects or players (CR 122.1)."""
    found = []
    # every object's counts read in C (filter, map, chain), the gone ones' too: none below 0
    # there is none below 0 among the live ones (the usual answer); else the live ones are named
    counts = chain.from_iterable(map(dict.values, map(_COUNTERS, filter(_COUNTERS, dict.values(state.objects)))))
    if min(counts, default=0) < 0:
        found = [f"{o.name} (id {oid}) has {n} {kind} counters"
                 for oid, o in dict.items(state.objects) if o.counters and not o.gone
                 for kind, n in o.counters.items() if n < 0]
    found += [f"{p.name} has {getattr(p, kind)} {kind} counters" for p in state.players
              for kind in ("poison", "energy") if getattr(p, kind) < 0]
    return found


def pool_violations(state, new_entries: Sequence[LogEntry]) -> list[str]:
    """Pools empty as a step begins (CR 106.4), unless mana was added after it began."""
    starts = [i for i, e in enumerate(new_entries) if e.kind == "step"]
    if not starts:
        return []
    if any(e.kind == "mana" and e.data.get("mana") for e in new_entries[starts[-1] + 1:]):
        return []
    step = new_entries[starts[-1]].step
    # mana an effect keeps is not lost as steps end (CR 106.4; firebending's "lasts until end of
    # combat", CR 702.189a: ManaUnit.kept_until), so it is not counted here
    return [f"{p.name}'s mana pool is not empty as {step} begins: {[u.describe() for u in left]}"
            for p in state.players if (left := [u for u in p.pool if u.kept_until is None])]


def life_violations(state, life_before: Sequence[int], new_entries: Sequence[LogEntry]) -> list[str]:
    """A life total changed by exactly what the new log entries account for: each entry of a
    gain, a loss, damage or a payment of life carries the amounts (its data's "life": [player,
    amount] pairs), and life now = life before + the gains - the losses (CR 119.3)."""
    found = []
    for p in state.players:
        logged = sum(amount for e in new_entries for who, amount in e.data.get("life", ()) if who == p.index)
        if p.life - life_before[p.index] != logged:
            found.append(f"{p.name}'s life went {life_before[p.index]} -> {p.life}, but the log accounts "
                         f"for {logged:+d}; new entries: {[e.text for e in new_entries][:8]}")
    return found


def refusal_violations(before_text: str, after_text: str, log_before: int, log_after: int) -> list[str]:
    """A refused action changed nothing: the state's text and the log are as they were."""
    found = []
    if before_text != after_text:
        at = next((i for i, (a, b) in enumerate(zip(before_text, after_text)) if a != b),
                  min(len(before_text), len(after_text)))
        found.append(f"the refused action changed the state: at character {at}, "
                     f"before ...{before_text[max(0, at - 80):at + 80]}... "
                     f"after ...{after_text[max(0, at - 80):at + 80]}...")
    if log_before != log_after:
        found.append(f"the refused action left {log_after - log_before} log entries")
    return found


def state_violations(state, life_before: Sequence[int], new_entries: Sequence[LogEntry]) -> list[str]:
    """Every check that looks at the state after an action that was taken."""
    return (zone_violations(state) + counter_violations(state) + pool_violations(state, new_entries)
            + life_violations(state, life_before, new_entries))
