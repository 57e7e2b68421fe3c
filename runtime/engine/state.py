"""The whole game state in one mutable record (deep-copied for rollback)."""
from __future__ import annotations

import random
from functools import partial
from operator import attrgetter
from dataclasses import dataclass, field

from ..characteristics import Step, Zone
from ..effects import Duration
from .objects import CombatState, DelayedTrigger, GameObject, PendingTrigger, PlayPermission, Player, StackItem


@dataclass
class GameState:
    players: list[Player]
    objects: dict[int, GameObject] = field(default_factory=lambda: StoredObjects())
    battlefield: list[int] = field(default_factory=list)
    stack: list[StackItem] = field(default_factory=list)   # last element is the top
    turn: int = 1
    active: int = 0
    step: Step = Step.MAIN1
    priority: int | None = 0
    passes: int = 0
    next_id: int = 1
    # attachments made so far: an Aura or Equipment gets a new timestamp each time it becomes
    # attached (CR 613.7e), which the Role rule compares (CR 303.7a)
    attachments_made: int = 0
    effects_made: int = 0                   # continuous effects created so far (their timestamps, CR 613.7b)
    pending: list[PendingTrigger] = field(default_factory=list)
    delayed: list[DelayedTrigger] = field(default_factory=list)
    # CR 702.171c: source object id -> ids of creatures that saddled it this turn.
    saddled_by: dict[int, list[int]] = field(default_factory=dict)
    activations: dict[tuple[int, int], int] = field(default_factory=dict)
    combat: CombatState | None = None
    may_play: list[PlayPermission] = field(default_factory=list)    # "you may play that card"
    # (permanent id, turn): "during each of your turns, you may cast a Zombie creature card from
    # your graveyard" used that turn (cast_permissions.use_zone_permission)
    zone_permissions_used: tuple = ()
    winner: int | None = None
    shuffle_seed: int = 0
    shuffles: int = 0
    over: bool = False
    exhausted: tuple = ()                   # (object id, ability index): exhaust abilities activated (CR 702.177a)
    # prevention shields (CR 615): dicts with combat_only, remaining (None: all), objects (None: any)
    preventions: list = field(default_factory=list)
    extra_turns: list = field(default_factory=list)   # players to take extra turns, last added first (CR 500.7)
    # this turn, if it is an extra turn: its place in extra_turns (-1 otherwise). No other extra
    # turn waiting can take that place before it is taken (those added later are taken first),
    # so with its player it names the turn, for "that turn's end step"
    extra_turn_place: int = -1
    spells_cast_this_turn: int = 0          # storm (CR 702.40a)
    spells_cast_by: dict = field(default_factory=dict)   # player -> spells cast this turn (surge, CR 702.117a)
    spells_cast_record: tuple = ()          # (player, spell object id) of each spell cast this turn (CR 601.2)
    spells_cast_last_turn: dict = field(default_factory=dict)   # player -> spells cast the turn before (werewolves)
    last_turn_active: int | None = None     # the previous turn's active player (CR 726.2)
    day_night: str | None = None            # "day" | "night" | None: neither, as the game starts (CR 726.1)
    creature_died_this_turn: bool = False   # morbid (CR 700.4)
    died_this_turn: list = field(default_factory=list)   # last known objects that died this turn (CR 700.4)
    attacked_this_turn: tuple = ()          # raid: players who attacked this turn (CR 508.1)
    attackers_this_turn: tuple = ()         # the attacking player once per creature declared as an attacker this turn
    phased_out: tuple = ()                  # permanents phased out: treated as though they don't exist (CR 702.26b)
    combat_damage_by: tuple = ()            # (turn, controller, creature types, commander) of sources that dealt combat damage to a player (prowl)
    left_battlefield_this_turn: tuple = ()  # revolt: players a permanent they controlled left under
    nonland_left_this_turn: bool = False    # a nonland permanent left the battlefield (void)
    spell_warped_this_turn: bool = False    # a spell was cast for its warp cost (CR 702.185c)
    spell_mana_this_turn: tuple = ()        # (player, total mana spent to cast spells this turn): expend (CR 700.14)
    nonland_entered_this_turn: tuple = ()   # (player, nonland permanents that entered under their control this turn)
    event_batch: int = 0                    # counts the VM's instructions: what one instruction does happens at once
    entered_this_turn: tuple = ()           # (controller, object id) of each permanent that entered this turn
    descended_this_turn: tuple = ()         # players a permanent card was put into the graveyard of (CR 700.11)
    crime_this_turn: tuple = ()             # players who committed a crime this turn (CR 700.13)
    triggered_this_turn: tuple = ()         # (object id, ability index): "triggers only once each turn"
    targeted_this_turn: tuple = ()          # (object id, player) pairs: it became the target of that player's spell or ability (valiant)
    # loops (engine/loops.py, CR 104.4b): choices made so far that were not forced, and the
    # digests of the states seen since the stack was last empty, each with that count
    choices_made: int = 0
    loop_watch: tuple = ()

    def __post_init__(self) -> None:
        if type(self.objects) is dict:          # a transaction keeps objects as they are used
            self.objects = StoredObjects(self.objects)

    def new_id(self) -> int:
        value = self.next_id
        self.next_id += 1
        return value

    def obj(self, object_id: int) -> GameObject:
        return self.objects[object_id]

    def grant_play(self, object_id: int, player: int, until: Duration = Duration.END_OF_TURN,
                   later_turns: bool = False) -> None:
        self.may_play.append(PlayPermission(object_id, player, until, self.turn, later_turns))

    def revoke_play(self, object_id: int) -> None:
        self.may_play = [p for p in self.may_play if p.object_id != object_id]

    def may_play_card(self, object_id: int, player: int) -> bool:
        """`player` has a permission to play this object (CR 601.2a, 305.1 read with 611.2a)."""
        return any(p.object_id == object_id and p.player == player and p.open_on(self.turn)
                   for p in self.may_play)

    def playable_elsewhere(self, player: int) -> list[int]:
        """The live objects `player` may play by a permission, wherever they are."""
        return list(dict.fromkeys(p.object_id for p in self.may_play
                                  if p.player == player and p.open_on(self.turn) and self.live(p.object_id)))

    def live(self, object_id: int) -> GameObject | None:
        """The object if it still exists (has not changed zones, CR 400.7)."""
        o = self.objects.get(object_id)
        return None if o is None or o.gone else o

    def stored(self, oid: int) -> GameObject:
        """The object `oid` as stored (dict.__getitem__): read this way, an object that is only
        read is copied for no rollback or probe (ObjectsCopiedOnUse copies an object as it is
        first looked up, state.objects[oid]); look it up to change it. A scan over many objects
        may read them in C instead (permanents_as_stored, or dict.__getitem__ in a comprehension)."""
        return dict.__getitem__(self.objects, oid)

    def permanents_as_stored(self) -> list[GameObject]:
        """The permanents in battlefield order, read as stored (dict.__getitem__, in C): a scan
        that only reads copies none of them for a rollback or a probe (ObjectsCopiedOnUse)."""
        return list(map(partial(dict.__getitem__, self.objects), self.battlefield))

    def zone_list(self, zone: Zone, player: int | None = None) -> list[int]:
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.STACK:
            return [i.source_id for i in self.stack if i.kind == "spell"]
        if player is None:
            return [oid for p in self.players for oid in p.zone(zone)]
        return self.players[player].zone(zone)

    def enchanted_player(self, source_id: int | None) -> int | None:
        """The player the source, an Aura with "enchant player", is attached to (CR 303.4,
        702.5d); None if it enchants no player."""
        src = self.objects.get(source_id) if source_id is not None else None
        return None if src is None else src.attached_player

    def living_players(self) -> list[int]:
        return [p.index for p in self.players if not p.lost]

    def apnap(self) -> list[int]:
        """Players in APNAP order (CR 101.4), the active player first."""
        players, active = self.players, self.active
        if not any(map(_LOST, players)):         # no player has lost (the usual answer, asked in C)
            return [*range(active, len(players)), *range(active)]
        n = len(players)
        return [(active + k) % n for k in range(n) if not players[(active + k) % n].lost]


_LOST = attrgetter("lost")


def _clone_object(o: GameObject | None) -> GameObject | None:
    if o is None:
        return None
    c = object.__new__(GameObject)          # a field-by-field copy: copy.copy is 4x slower
    d = c.__dict__                          # written directly: setting a definition counts it (objects._CountedSetting)
    d.update(o.__dict__)
    # changed in place by the handlers, so a rollback must not share them with the copy
    d["counters"] = dict(o.counters)
    if o.modifications:
        d["modifications"] = [_record_copy(m) for m in o.modifications]
    else:
        d["modifications"] = []
    d["rider_keywords"] = list(o.rider_keywords)
    d["restrictions"] = list(o.restrictions)
    d["unblockable_by"] = list(o.unblockable_by)
    d["blocks_if_able"] = list(o.blocks_if_able)
    d["chosen"] = {k: list(v) for k, v in o.chosen.items()} if o.chosen else {}
    d["damaged_by"] = list(o.damaged_by)
    d["dealt_damage_to"] = list(o.dealt_damage_to)
    return c


class StoredObjects(dict):
    """A game's objects by id, as stored. While a transaction is open (or in a probe) the same
    dict is an ObjectsCopiedOnUse: its class changes, so whoever holds it sees every change."""


class ObjectsCopiedOnUse(StoredObjects):
    """The objects of a state, each live object copied the first time it is looked up, for two
    uses:

    - a probe (Game.dry_run, `probe`): the copy takes the original's place, so a trial that
      fails after looking at a few objects (most do: a cost not paid, no legal target) copies
      those few, not the whole game, and can't change the game it is a trial of;
    - a rollback (Game.transaction, `levels`): the looked-up object itself is handed out and
      changed, and the copy is kept, one per open transaction, for a rollback to put back. An
      object no lookup reached since the transaction began is as it was then.

    Every way the engine reads the objects goes through a lookup here (`dict.__getitem__`
    only reads definitions). Last known information never changes (CR 400.7): an object that
    left its zone is handed out as it is."""

    def __init__(self, original: dict, probe: bool = False, levels: list | None = None) -> None:
        super().__init__(original)
        self._open(probe, levels)

    def _open(self, probe: bool, levels: list | None) -> None:
        self._copied: set[int] | None = set() if probe else None
        self.levels: list[dict[int, GameObject]] = [] if levels is None else levels

    def __getitem__(self, oid: int) -> GameObject:
        o = dict.__getitem__(self, oid)
        if o.gone:
            return o
        copied = self._copied
        if copied is not None and oid not in copied:
            copied.add(oid)
            o = _clone_object(o)
            dict.__setitem__(self, oid, o)
        levels = self.levels
        if levels and oid not in levels[-1]:
            self._keep(oid, o)
        return o

    def _keep(self, oid: int, o: GameObject) -> None:
        """The object as it is now, for every open transaction that has not kept it yet: none
        looked it up since it began, so it is as it was when that transaction began."""
        kept = _clone_object(o)
        for level in self.levels:
            level.setdefault(oid, kept)

    def __setitem__(self, oid: int, o: GameObject) -> None:
        if self._copied is not None:
            self._copied.add(oid)
        if self.levels and oid not in self.levels[-1]:
            old = dict.get(self, oid)
            if old is not None and not old.gone:
                self._keep(oid, old)
        dict.__setitem__(self, oid, o)

    def get(self, oid, default=None):
        return self[oid] if oid in self else default

    def setdefault(self, oid, default=None):
        if oid not in self:
            self[oid] = default
        return self[oid]

    def values(self):
        return [self[oid] for oid in list(self)]

    def items(self):
        return [(oid, self[oid]) for oid in list(self)]

    def rolled_back(self, before: dict) -> dict:
        """The objects as they were when the innermost transaction began (`before`: the
        objects then, as stored), that transaction closed: StoredObjects when no transaction
        is left open and this is no probe."""
        kept = self.levels.pop()
        # a copy of each kept object: an outer transaction may keep the same copy for itself
        restored = {oid: (_clone_object(kept[oid]) if oid in kept else o) for oid, o in before.items()}
        if not self.levels and self._copied is None:
            return StoredObjects(restored)
        again = ObjectsCopiedOnUse(restored, levels=self.levels)
        again._copied = self._copied
        return again

    def committed(self) -> dict:
        """The objects once the innermost transaction has succeeded, its kept copies dropped:
        the same dict, as stored again (StoredObjects) when no transaction is left open and
        this is no probe."""
        self.levels.pop()
        if not self.levels and self._copied is None:
            self.__class__ = StoredObjects
        return self


def open_transaction(s: GameState) -> tuple[GameState, dict]:
    """What a rollback of a transaction beginning now needs: the state but its objects
    (copied), and the objects as stored; from now on each object is kept as it is when the
    transaction first looks it up (ObjectsCopiedOnUse)."""
    objects = s.objects
    if type(objects) is StoredObjects:      # the same dict, its lookups now keeping copies
        objects.__class__ = ObjectsCopiedOnUse
        objects._open(False, None)
    elif not isinstance(objects, ObjectsCopiedOnUse):
        objects = s.objects = ObjectsCopiedOnUse(objects)
    before = dict(objects)                  # as stored: no lookups
    objects.levels.append({})
    return clone_state(s, objects=False), before


def clone_state(s: GameState, on_use: bool = False, objects: bool = True) -> GameState:
    """A copy sharing only the frozen model data (definitions, abilities), for rollback;
    `on_use`: its objects are copied as they are looked up (ObjectsCopiedOnUse), for a probe;
    not `objects`: the objects are not copied (open_transaction keeps them as they are used)."""
    c = _record_copy(s)
    c.players = []
    for p in s.players:
        q = _record_copy(p)
        q.pool, q.library, q.hand = list(p.pool), list(p.library), list(p.hand)
        q.graveyard, q.exile, q.command = list(p.graveyard), list(p.exile), list(p.command)
        q.outside, q.schemes, q.attractions = list(p.outside), list(p.schemes), list(p.attractions)
        q.planes, q.contraptions = list(p.planes), list(p.contraptions)
        c.players.append(q)
    # Objects that left their zone are last known information and never change again
    # (invariant kept by zones.remove_from_zone), so snapshots can share them.
    if on_use:
        c.objects = ObjectsCopiedOnUse(s.objects, probe=True)
    elif objects:
        c.objects = StoredObjects({k: (v if v.gone else _clone_object(v)) for k, v in dict.items(s.objects)})
    else:
        c.objects = None
    c.battlefield = list(s.battlefield)
    c.stack = []
    for item in s.stack:
        i = _record_copy(item)
        i.targets = [[_record_copy(t) for t in group] for group in item.targets]
        i.source_lki = _clone_object(item.source_lki)
        c.stack.append(i)
    c.pending = [_record_copy(p) for p in s.pending]
    c.delayed = [_record_copy(d) for d in s.delayed]
    c.saddled_by = {k: list(v) for k, v in s.saddled_by.items()}
    c.activations = dict(s.activations)
    c.combat = None if s.combat is None else _combat_copy(s.combat)
    c.may_play = list(s.may_play)
    c.preventions = [dict(p) for p in s.preventions]
    c.extra_turns = list(s.extra_turns)
    # changed in place as spells are cast and creatures die: a probe or a refused cast must not
    # count (surge, CR 702.117a; "that died this turn", CR 700.4)
    c.spells_cast_by = dict(s.spells_cast_by)
    c.died_this_turn = list(s.died_this_turn)
    c.spells_cast_last_turn = dict(s.spells_cast_last_turn)   # replaced each turn; copied so no field is shared
    return c


def _combat_copy(combat: CombatState) -> CombatState:
    """copy.deepcopy of a CombatState (its fields: lists and dicts of object and player ids, the
    blockers', also-blocking and bands' values lists of ids), written field by field: a
    transaction during combat copies it, and deepcopy's generic walk is 10x slower. A new field
    of CombatState must be copied here (tests/runtime/test_rt_rollback_copies.py compares the two)."""
    c = _record_copy(combat)
    c.attackers, c.blocked = list(combat.attackers), list(combat.blocked)
    c.defender, c.attacked_planeswalker = dict(combat.defender), dict(combat.attacked_planeswalker)
    c.blocking, c.must_block = dict(combat.blocking), dict(combat.must_block)
    c.blockers = {k: list(v) for k, v in combat.blockers.items()}
    c.also_blocking = {k: list(v) for k, v in combat.also_blocking.items()}
    c.bands = [list(b) for b in combat.bands]
    return c


def _record_copy(record):
    """copy.copy of a mutable record of the state (a dataclass with no slots and no copy hooks:
    GameState, Player, StackItem, Target, PendingTrigger, DelayedTrigger, TimedModification): the same fields,
    shared values, written directly (copy.copy's generic reduce path is 4x slower)."""
    c = object.__new__(type(record))
    c.__dict__.update(record.__dict__)
    return c


def rng(game) -> random.Random:
    """A deterministic random choice (CR 701.8b "at random"), seeded like shuffles."""
    s = game.state
    s.shuffles += 1
    return random.Random(s.shuffle_seed * 1_000_003 + s.shuffles)
