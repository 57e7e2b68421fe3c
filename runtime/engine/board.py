"""What the permanents on the battlefield (and emblems in the command zone, CR 114.4) print:
their static abilities by kind and their ability grants, worked out once per board. A card in a
graveyard adds the statics that state they work there ("As long as ~ is in your graveyard, ...",
CR 113.6b): only those, as its other statics don't function there (CR 113.6).

Continuous effects are asked for on every query of a characteristic: each creature's power and
toughness, each object's keywords, on every pass of the state-based actions (CR 704.3) and every
event. Scanning every permanent's abilities for each query cost O(n) per query, O(n^2) per pass
(two "whenever a creature enters, create a 1/1" cards took minutes to reach a limit).

Which abilities the board prints depends only on which objects are on the battlefield, in
the graveyards and in the command zones and on their definitions (frozen model data; an effect that changes an
object's text gives it a new definition). `Board.of(state)` checks that against the board it
worked out last (the ids and definitions, compared as tuples: no Python loop over abilities)
and works it out again only when it changed. What depends on the rest of the state (an "as long
as" condition, CR 611.3; whom an effect applies to) is still asked on every query, by the
caller. The cache holds object ids, not objects, so a copy of the state (a rollback, a probe)
can share it: the ids are looked up in the state asked about.
"""
from __future__ import annotations

from functools import partial
from operator import attrgetter

from ..abilities import (AbilityGrant, AddSubtypes, Anthem, BasePT, BasePTManaValue, KeywordAbility, KeywordGrant,
                         SetLandType, StaticAbility)
from ..characteristics import Zone
from ..filters import AllOfConditions, SourceInZone
from .objects import DEFINITIONS_SET
from .printed import printed

_DEFINITION = attrgetter("definition")


class Board:
    """The static abilities and grants printed by one board (ids and definitions)."""

    # How many boards' work this process did, for tests that bound the work of a game
    # (tests/runtime/test_rt_board_cache.py); never read by the engine.
    built = 0

    def __init__(self, key: tuple, permanents: int, graveyard: int = 0) -> None:
        """KEY: (object ids, their definitions): the permanents in id order, then the GRAVEYARD
        cards with statics that work there (graveyard_statics), then the emblems."""
        Board.built += 1
        self.key = key
        ids, definitions = key
        # effect class -> (place on the board, place among the object's abilities, id, ability)
        self.statics: dict[type, list[tuple[int, int, int, StaticAbility]]] = {}
        self.grants: list[tuple[int, StaticAbility]] = []      # AbilityGrant statics, object-id order
        self._of_kind: dict[type, list[tuple[int, StaticAbility]]] = {}
        self._granted_kinds: dict[type, bool] = {}
        self._permanents = permanents
        self._keyword_names: frozenset[str] | None = None
        self._granted_keywords: frozenset[str] | None = None
        self._changes_abilities: bool | None = None
        self._changes_pt: bool | None = None
        self._printing: dict = {}
        self._where: dict = {}
        in_graveyard = range(permanents, permanents + graveyard)
        self.in_graveyards = ids[permanents:permanents + graveyard]     # cards whose statics work there
        for rank, (oid, definition) in enumerate(zip(ids, definitions)):
            for place, ability in enumerate(definition.abilities):
                if isinstance(ability, StaticAbility) and (rank not in in_graveyard or states_graveyard(ability.condition)):
                    self.statics.setdefault(type(ability.effect), []).append((rank, place, oid, ability))
        # grants come from permanents and graveyard cards, not emblems (query.grant_statics)
        for i in range(permanents + graveyard):
            for ability in definitions[i].abilities:
                if isinstance(ability, StaticAbility) and isinstance(ability.effect, AbilityGrant) \
                        and (i not in in_graveyard or states_graveyard(ability.condition)):
                    self.grants.append((ids[i], ability))

    def of_kind(self, kind: type) -> list[tuple[int, StaticAbility]]:
        """(object id, static ability) for the printed statics whose effect is a KIND, in the
        order query.static_effects walks them (object ids sorted, then emblems; each object's
        abilities in printed order)."""
        found = self._of_kind.get(kind)
        if found is None:
            places = sorted(entry for cls, entries in self.statics.items() if issubclass(cls, kind)
                            for entry in entries)
            found = self._of_kind[kind] = [(oid, ability) for _, _, oid, ability in places]
        return found

    def grants_kind(self, kind: type) -> bool:
        """Whether some grant on the board gives a static ability whose effect is a KIND."""
        known = self._granted_kinds.get(kind)
        if known is None:
            known = any(isinstance(g.effect.ability, StaticAbility) and isinstance(g.effect.ability.effect, kind)
                        for _, g in self.grants)
            self._granted_kinds[kind] = known
        return known

    def changes_abilities(self) -> bool:
        """Whether a static on the board may change a permanent's abilities from its
        definition's (query.all_abilities): a land type set (CR 305.7) or a subtype added (a
        basic land type brings its mana ability, CR 305.6), or an AbilityGrant (CR 613.1f)."""
        if self._changes_abilities is None:
            self._changes_abilities = bool(self.of_kind(SetLandType) or self.of_kind(AddSubtypes) or self.grants)
        return self._changes_abilities

    def sets_or_changes_pt(self) -> bool:
        """Whether a static on the board may set or change a permanent's power and toughness
        (layers 7b-7c, CR 613.4b-c): a BasePT, BasePTManaValue or Anthem printed or granted
        (query.power_toughness asks for none of them otherwise)."""
        if self._changes_pt is None:
            self._changes_pt = any(self.of_kind(k) or self.grants_kind(k) for k in (BasePT, BasePTManaValue, Anthem))
        return self._changes_pt

    def some_permanent_prints(self, fact) -> bool:
        """Whether fact(definition) holds for some permanent's definition (the emblems' and
        graveyard cards' left out): FACT reads only the definition, frozen model data, so the
        answer holds as long as the board does; worked out on first asking, once per FACT."""
        known = self._printing.get(fact)
        if known is None:
            known = self._printing[fact] = any(map(fact, self.key[1][:self._permanents]))
        return known

    def permanents_where(self, fact, arg) -> tuple[int, ...]:
        """The ids, in id order, of the permanents for whose definitions fact(definition, ARG)
        holds (the emblems and graveyard cards left out): FACT reads only the definition, frozen
        model data, and ARG, so the answer holds as long as the board does (its key: the ids
        and definitions of the permanents); worked out on first asking, once per (FACT, ARG)."""
        known = self._where.get((fact, arg))
        if known is None:
            ids, definitions = self.key
            known = self._where[(fact, arg)] = tuple(
                oid for oid, definition in zip(ids[:self._permanents], definitions) if fact(definition, arg))
        return known

    def keyword_names(self) -> frozenset[str]:
        """The keywords the permanents' definitions print (printed.keyword_names; the emblems'
        are left out), worked out on first asking (keyword_presence)."""
        if self._keyword_names is None:
            self._keyword_names = frozenset().union(
                *(printed(d).keyword_names for d in self.key[1][:self._permanents]))
        return self._keyword_names

    def granted_keyword_names(self) -> frozenset[str]:
        """The keywords the board's statics could give (keyword_presence): each KeywordGrant
        that gives one, printed or granted by an AbilityGrant, and each keyword ability an
        AbilityGrant grants (query.keywords reads no other grant); worked out on first asking."""
        if self._granted_keywords is None:
            found = {e.keyword.lower() for _, a in self.of_kind(KeywordGrant) if not (e := a.effect).lose}
            for _, grant in self.grants:
                given = grant.effect.ability
                if isinstance(given, KeywordAbility):
                    found.add(given.name.lower())
                elif isinstance(given, StaticAbility) and isinstance(given.effect, KeywordGrant) \
                        and not given.effect.lose:
                    found.add(given.effect.keyword.lower())
            self._granted_keywords = frozenset(found)
        return self._granted_keywords

    @staticmethod
    def of(state) -> "Board":
        """The board of STATE, worked out again only if its objects or definitions changed.

        Asked again of the same state with the same ids on the battlefield, in each graveyard and
        in each command zone (their lists compared, in C, with copies kept of them) and no object
        given a definition since (objects.DEFINITIONS_SET), the answer is the last one, with no
        look at the objects: last_answer.LastAnswer's rule, written out here because this is
        asked thousands of times a game and the players' lists are compared without first
        being gathered into one list (a third of the time of a call through LastAnswer)."""
        last = _SEEN[0]
        if last is not None and last[0] is state and last[1] == DEFINITIONS_SET[0] and last[2] == state.battlefield \
                and last[3] == list(map(_PLAYER_LISTS, state.players)):     # each player's lists, in C
            return _LAST[0]
        board = Board._checked(state)
        _SEEN[0] = (state, DEFINITIONS_SET[0], list(state.battlefield),
                    [(list(command), list(graveyard)) for command, graveyard in map(_PLAYER_LISTS, state.players)])
        return board

    @staticmethod
    def _checked(state) -> "Board":
        """The board of STATE, its ids and definitions compared with the last board's."""
        ids = sorted(state.battlefield)
        look_up = partial(dict.__getitem__, state.objects)
        working = [i for p in state.players for i in p.graveyard
                   if printed(look_up(i).definition).derived(graveyard_statics)]
        ids += sorted(working)
        for p in state.players:
            if p.command:
                ids += p.command
        # map with C-level functions: the check costs little per object, and nothing per ability;
        # dict.__getitem__ reads a definition without copying the object (state.ObjectsCopiedOnUse)
        key = (tuple(ids), tuple(map(_DEFINITION, map(look_up, ids))))
        board = _LAST[0]
        if board is None or board.key != key:
            board = _LAST[0] = Board(key, len(state.battlefield), len(working))
        return board


def states_graveyard(condition) -> bool:
    """"If / as long as ~ is in your graveyard" (alone or among "and" parts): the ability states
    that it functions in its owner's graveyard (CR 113.6b)."""
    if isinstance(condition, AllOfConditions):
        return any(states_graveyard(c) for c in condition.parts)
    return isinstance(condition, SourceInZone) and condition.zone is Zone.GRAVEYARD


def graveyard_statics(definition) -> tuple[StaticAbility, ...]:
    """The static abilities of DEFINITION that work from its owner's graveyard (CR 113.6b);
    asked through printed().derived, once per definition."""
    return tuple(a for a in definition.abilities if isinstance(a, StaticAbility) and states_graveyard(a.condition))


# what Board.of compares of each player: the lists of their command zone and graveyard
_PLAYER_LISTS = attrgetter("command", "graveyard")
_LAST: list[Board | None] = [None]
# (state, definitions set, a copy of the battlefield's ids, copies of each player's _PLAYER_LISTS)
_SEEN: list[tuple | None] = [None]


def abilities_working_there(o) -> tuple:
    """The printed abilities of O that function in its zone: in a graveyard, only the statics
    that say they work there (CR 113.6, 113.6b); elsewhere all of them."""
    return printed(o.definition).derived(graveyard_statics) if o.zone is Zone.GRAVEYARD else o.definition.abilities
