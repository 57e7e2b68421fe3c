"""The whole game state in one mutable record (deep-copied for rollback)."""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field

from ..characteristics import Step, Zone
from ..effects import Duration
from .objects import CombatState, DelayedTrigger, GameObject, PendingTrigger, PlayPermission, Player, StackItem


@dataclass
class GameState:
    players: list[Player]
    objects: dict[int, GameObject] = field(default_factory=dict)
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
    pending: list[PendingTrigger] = field(default_factory=list)
    delayed: list[DelayedTrigger] = field(default_factory=list)
    # CR 702.171c: source object id -> ids of creatures that saddled it this turn.
    saddled_by: dict[int, list[int]] = field(default_factory=dict)
    activations: dict[tuple[int, int], int] = field(default_factory=dict)
    combat: CombatState | None = None
    may_play: list[PlayPermission] = field(default_factory=list)    # "you may play that card"
    winner: int | None = None
    shuffle_seed: int = 0
    shuffles: int = 0
    over: bool = False
    exhausted: tuple = ()                   # (object id, ability index): exhaust abilities activated (CR 702.177a)
    # prevention shields (CR 615): dicts with combat_only, remaining (None: all), objects (None: any)
    preventions: list = field(default_factory=list)
    extra_turns: list = field(default_factory=list)   # players to take extra turns, last added first (CR 500.7)
    spells_cast_this_turn: int = 0          # storm (CR 702.40a)
    spells_cast_by: dict = field(default_factory=dict)   # player -> spells cast this turn (surge, CR 702.117a)
    spells_cast_last_turn: dict = field(default_factory=dict)   # player -> spells cast the turn before (werewolves)
    last_turn_active: int | None = None     # the previous turn's active player (CR 726.2)
    day_night: str | None = None            # "day" | "night" | None: neither, as the game starts (CR 726.1)
    creature_died_this_turn: bool = False   # morbid (CR 700.4)
    died_this_turn: list = field(default_factory=list)   # last known objects that died this turn (CR 700.4)
    attacked_this_turn: tuple = ()          # raid: players who attacked this turn (CR 508.1)
    phased_out: tuple = ()                  # permanents phased out: treated as though they don't exist (CR 702.26b)
    combat_damage_by: tuple = ()            # (turn, controller, creature types) of sources that dealt combat damage to a player (prowl)
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

    def zone_list(self, zone: Zone, player: int | None = None) -> list[int]:
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.STACK:
            return [i.source_id for i in self.stack if i.kind == "spell"]
        if player is None:
            return [oid for p in self.players for oid in p.zone(zone)]
        return self.players[player].zone(zone)

    def living_players(self) -> list[int]:
        return [p.index for p in self.players if not p.lost]

    def apnap(self) -> list[int]:
        """Players in APNAP order (CR 101.4), the active player first."""
        n = len(self.players)
        return [(self.active + k) % n for k in range(n) if not self.players[(self.active + k) % n].lost]


def _clone_object(o: GameObject | None) -> GameObject | None:
    if o is None:
        return None
    c = object.__new__(GameObject)          # a field-by-field copy: copy.copy is 4x slower
    c.__dict__.update(o.__dict__)
    c.counters = dict(o.counters)
    c.modifications = [copy.copy(m) for m in o.modifications]
    c.rider_keywords = list(o.rider_keywords)
    c.restrictions = list(o.restrictions)
    c.unblockable_by = list(o.unblockable_by)
    # changed in place by the handlers, so a rollback must not share them with the copy
    c.chosen = {k: list(v) for k, v in o.chosen.items()}
    c.damaged_by = list(o.damaged_by)
    c.dealt_damage_to = list(o.dealt_damage_to)
    return c


class ObjectsCopiedOnUse(dict):
    """The objects of a state copied for a probe (Game.dry_run): each live object is copied the
    first time it is looked up, so a trial that fails after looking at a few objects (most do:
    a cost not paid, no legal target) copies those few, not the whole game. Every way the
    engine reads the objects goes through a lookup here; the original objects are never
    handed out, so the trial can't change the game it is a trial of."""

    def __init__(self, original: dict) -> None:
        super().__init__(original)
        self._copied: set[int] = set()

    def __getitem__(self, oid: int) -> GameObject:
        o = dict.__getitem__(self, oid)
        if oid not in self._copied:
            self._copied.add(oid)
            if not o.gone:                   # last known information never changes (CR 400.7)
                o = _clone_object(o)
                dict.__setitem__(self, oid, o)
        return o

    def __setitem__(self, oid: int, o: GameObject) -> None:
        self._copied.add(oid)
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


def clone_state(s: GameState, on_use: bool = False) -> GameState:
    """A copy sharing only the frozen model data (definitions, abilities), for rollback;
    `on_use`: its objects are copied as they are looked up (ObjectsCopiedOnUse), for a probe."""
    c = copy.copy(s)
    c.players = []
    for p in s.players:
        q = copy.copy(p)
        q.pool, q.library, q.hand = list(p.pool), list(p.library), list(p.hand)
        q.graveyard, q.exile, q.command = list(p.graveyard), list(p.exile), list(p.command)
        q.outside, q.schemes, q.attractions = list(p.outside), list(p.schemes), list(p.attractions)
        c.players.append(q)
    # Objects that left their zone are last known information and never change again
    # (invariant kept by zones.remove_from_zone), so snapshots can share them.
    c.objects = ObjectsCopiedOnUse(s.objects) if on_use else \
        {k: (v if v.gone else _clone_object(v)) for k, v in dict.items(s.objects)}   # as stored: no copy on use
    c.battlefield = list(s.battlefield)
    c.stack = []
    for item in s.stack:
        i = copy.copy(item)
        i.targets = [[copy.copy(t) for t in group] for group in item.targets]
        i.source_lki = _clone_object(item.source_lki)
        c.stack.append(i)
    c.pending = [copy.copy(p) for p in s.pending]
    c.delayed = [copy.copy(d) for d in s.delayed]
    c.saddled_by = {k: list(v) for k, v in s.saddled_by.items()}
    c.activations = dict(s.activations)
    c.combat = copy.deepcopy(s.combat)
    c.may_play = list(s.may_play)
    c.preventions = [dict(p) for p in s.preventions]
    c.extra_turns = list(s.extra_turns)
    # changed in place as spells are cast and creatures die: a probe or a refused cast must not
    # count (surge, CR 702.117a; "that died this turn", CR 700.4)
    c.spells_cast_by = dict(s.spells_cast_by)
    c.died_this_turn = list(s.died_this_turn)
    c.spells_cast_last_turn = dict(s.spells_cast_last_turn)   # replaced each turn; copied so no field is shared
    return c


def rng(game) -> random.Random:
    """A deterministic random choice (CR 701.8b "at random"), seeded like shuffles."""
    s = game.state
    s.shuffles += 1
    return random.Random(s.shuffle_seed * 1_000_003 + s.shuffles)
