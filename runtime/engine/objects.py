"""Mutable game-state records: players, objects, stack items, triggers (CR 109, 110, 405)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..abilities import CardDefinition
from ..characteristics import ManaType, Step, Supertype, Zone
from ..effects import Duration, SpendRestriction, SpentRider


@dataclass(frozen=True)
class PlayPermission:
    """"You may play that card" (CR 611.2a: lasts as its effect says). `player` may play the
    object from the zone it is in: cast it if it is a spell, play it if it is a land (CR 305.1).
    It names one object: once the card changes zones it is a new object (CR 400.7)."""

    object_id: int
    player: int
    until: Duration
    granted_turn: int
    later_turns: bool = False       # only after the turn it was granted has ended (warp, CR 702.185a)

    def open_on(self, turn: int) -> bool:
        return not self.later_turns or turn > self.granted_turn

    def ends_at_cleanup(self, turn: int, active: int) -> bool:
        """Whether it ends in this turn's cleanup step (CR 514.2)."""
        if self.until is Duration.END_OF_TURN:
            return True
        if self.until is Duration.END_OF_YOUR_NEXT_TURN:
            return active == self.player and turn > self.granted_turn
        return False


@dataclass(frozen=True)
class ManaUnit:
    """One mana in a pool. Riders travel with it; its type never changes (ruling M2)."""

    type: ManaType
    restriction: SpendRestriction | None = None
    rider: SpentRider | None = None
    source_id: int | None = None
    snow: bool = False
    kept_until: Step | None = None        # not lost as steps end before this one (CR 106.4, 702.189a)

    def describe(self) -> str:
        text = "{%s}" % self.type.value
        if self.restriction is not None:
            text += " (restricted)"
        if self.rider is not None:
            text += f" (rider: {self.rider.keyword})"
        return text


MAX_SPEED = 4                                             # a player's speed never goes above 4 (CR 702.179e)


@dataclass
class Player:
    index: int
    name: str
    life: int = 20
    pool: list[ManaUnit] = field(default_factory=list)
    library: list[int] = field(default_factory=list)   # index 0 is the top
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    exile: list[int] = field(default_factory=list)
    command: list[int] = field(default_factory=list)      # emblems (CR 408.1, 114.1)
    outside: list[int] = field(default_factory=list)      # cards outside the game: the sideboard (CR 400.11b)
    companion: int | None = None                          # the card revealed as companion, outside the game (CR 702.139a)
    companion_to_hand: bool = False                       # its special action was taken this game (CR 116.2g)
    dungeons_completed: int = 0                           # CR 309.7: "if you completed a dungeon"
    schemes: list[int] = field(default_factory=list)      # the scheme deck, index 0 on top (CR 904.4)
    attractions: list[int] = field(default_factory=list)  # the Attraction deck, index 0 on top (CR 717.2)
    contraptions: list[int] = field(default_factory=list)  # the Contraption deck, index 0 on top (Unstable)
    crank: int | None = None                              # the sprocket (1-3) their crank is on; None: not cranked yet
    planes: list[int] = field(default_factory=list)       # the planar deck, index 0 on top (CR 901.4)
    planar_die_rolls: tuple = (0, 0)                      # (turn, rolls as a special action): CR 901.9
    lost: bool = False
    drew_from_empty: bool = False
    lands_played: int = 0
    additional_land_plays: int = 0                        # "play an additional land this turn" (CR 305.2a)
    energy: int = 0                                       # CR 107.14
    poison: int = 0                                       # poison counters (CR 122.1f, 704.5c)
    dealt_damage_this_turn: bool = False                  # bloodthirst (CR 702.54a)
    damage_this_turn: int = 0                             # "was dealt 7 or more damage this turn" (CR 120)
    life_lost_this_turn: int = 0                          # spectacle: "an opponent lost life this turn" (CR 702.137a)
    city_blessing: bool = False                           # ascend: for the rest of the game (CR 702.131c)
    cant_cast_spells: bool = False                        # epic: for the rest of the game (CR 702.50a-b)
    cant_cast_spells_turn: int = 0                        # "can't cast spells this turn": that turn (CR 101.2)
    cant_gain_life_turn: int = 0                          # "can't gain life this turn": that turn (CR 119.7)
    cant_play_lands_turn: int = 0                         # "can't play lands this turn": that turn (CR 305.1)
    drawn: tuple = (0, 0)                                 # (turn, cards drawn that turn): miracle (CR 702.94a)
    speed: int | None = None                              # None: no speed yet (CR 702.179b)
    # the opponents' life lost this turn that the speed trigger has already seen (CR 702.179d)
    speed_loss_seen: int = 0
    speed_increased_turn: int = 0                         # "triggers only once each turn" (CR 702.179d)
    ring_temptations: int = 0                             # times the Ring tempted them (CR 701.54c)
    turns_to_skip: int = 0                                # "you skip your next turn" (CR 614.10)
    # "you skip your next untap step": Steps; "... next combat phase": ("phase", its first step) (CR 614.10)
    steps_to_skip: tuple = ()
    # "lands you control don't untap during your next untap step": (filter, the perspective it is
    # read from, its source) for each such effect, read as that step happens (CR 502.3, 611.2c)
    untap_holds: tuple = ()

    def may_play_another_land(self) -> bool:
        """One land a turn (CR 305.2), and each additional land an effect allows (CR 305.2a)."""
        return self.lands_played < 1 + self.additional_land_plays

    def cant_gain_life(self, turn: int) -> bool:
        """"can't gain life this turn" set in `turn` (CR 119.7)."""
        return self.cant_gain_life_turn == turn

    def lose_life(self, n: int) -> None:
        """CR 119.3: the player loses `n` life (damage, an effect, a payment: CR 119.4, 120.3a)."""
        self.life -= n
        if n > 0:
            self.life_lost_this_turn += n

    def zone(self, zone: Zone) -> list[int]:
        return getattr(self, PLAYER_ZONE_FIELDS[zone])


# a player's zones (CR 400.1): the field of Player that lists each
PLAYER_ZONE_FIELDS = {Zone.LIBRARY: "library", Zone.HAND: "hand", Zone.GRAVEYARD: "graveyard",
                       Zone.EXILE: "exile", Zone.COMMAND: "command", Zone.OUTSIDE: "outside",
                       Zone.SCHEME_DECK: "schemes", Zone.ATTRACTION_DECK: "attractions",
                       Zone.CONTRAPTION_DECK: "contraptions",
                       Zone.PLANAR_DECK: "planes"}


@dataclass
class TimedModification:
    """An "until end of turn" (or longer) P/T change or keyword grant on one object."""

    power: int = 0
    toughness: int = 0
    keyword: str | None = None
    until_turn_end: bool = True
    lose: bool = False             # "loses flying until end of turn": the keyword is removed
    # "for as long as ~ remains tapped": (source id, its controller, WhileSource values) (CR 611.2b)
    lasts_while: tuple | None = None
    until_turn_of: int | None = None    # "until your next turn": ends as this player's next turn begins
    # when it began (CR 613.7b): a keyword it gives is gone if a later effect took all abilities
    timestamp: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class MergedComponent:
    """One card or token representing a merged permanent (CR 730.2; 723.2 in the 2022 text).
    `card`: the card as it is in any other zone (it goes there alone as the permanent leaves,
    CR 730.3); `face`: the characteristics it brings to the permanent (its copiable values as it
    merged, CR 730.2a); `token`: a token component, which ceases to exist outside the battlefield
    (CR 111.8)."""

    card: CardDefinition
    face: CardDefinition
    token: bool = False


# How many times an object was given a definition (created, or its characteristics changed by
# an effect): engine/board.py looks again at what the battlefield prints when this changed.
DEFINITIONS_SET = [0]
# How many times any object's gone, zone or owner was set (made, or changed in place): the zone
# invariant (compiler/harness/invariants.py) reads every object again only when this changed.
WHERE_SET = [0]


@dataclass
class GameObject:
    """A card, token, copy or spell in one zone (CR 109.1).

    A zone change makes a new GameObject with a new id (CR 400.7); the old
    record stays in GameState.objects with `gone=True` as last known information.
    """

    id: int
    definition: CardDefinition
    owner: int
    controller: int
    zone: Zone
    is_token: bool = False
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False
    # CR 302.6: True once under its controller's control continuously since
    # that player's most recent turn began.
    controlled_since_turn_start: bool = False
    entered_turn: int = 0                  # the turn it came onto the battlefield as this object
    attacked_turn: int = 0                 # the last turn it was declared as an attacker (CR 508.1, boast)
    saddled: bool = False                  # designation, CR 702.171b (ruling S2)
    x_value: int = 0                       # X of the spell that became it (ruling X1)
    was_cast: bool = False
    modifications: list[TimedModification] = field(default_factory=list)
    rider_keywords: list[str] = field(default_factory=list)
    skip_untaps: int = 0                   # "doesn't untap during your next untap step"
    # "doesn't untap during its controller's untap step for as long as ~ remains tapped": a
    # (source id, controller, WhileSource values) duration for each such effect (CR 611.2b)
    kept_tapped_while: tuple = ()
    exerted: bool = False                  # CR 701.39a: it won't untap during the next untap step
    # "gain control of ... for as long as you control ~": (source id, controller, WhileSource
    # values, the controller to return it to) (CR 611.2b)
    control_while: tuple | None = None
    haunting: int | None = None            # haunt: the creature this exiled card haunts (CR 702.55b)
    regeneration_shields: int = 0          # CR 701.15, until end of turn
    attached_to: int | None = None         # Aura / Equipment: the object it is attached to (CR 301.5, 303.4)
    attached_player: int | None = None     # an Aura with "enchant player": the player it enchants (CR 303.4, 702.5d)
    attached_stamp: int = 0                # when it became attached: its timestamp's order (CR 613.7e)
    crewed: bool = False                   # a crewed Vehicle is an artifact creature this turn (CR 702.122)
    restrictions: list[tuple[str, bool]] = field(default_factory=list)   # (action, until end of turn)
    # "can't be blocked by <blockers> this turn" (CR 509.1b): (blockers: a filter, or the id of the
    # one object that can't block it, the effect's controller, its source, until end of turn)
    unblockable_by: list[tuple] = field(default_factory=list)
    blocks_if_able: list[int] = field(default_factory=list)   # "blocks ~ this turn if able": those attackers
    # "blocks it this combat if able": those attackers, until combat ends (CR 509.1c, 511.3)
    blocks_if_able_this_combat: tuple[int, ...] = ()
    attacks_despite_defender: bool = False     # "as though it didn't have defender" this turn
    control_until_eot_from: int | None = None   # "gain control ... until end of turn": who gets it back
    # "You control enchanted creature": (the Aura's id, the controller it gave it to, the
    # controller to return it to) (CR 613.1b)
    control_attached: tuple[int, int, int] | None = None
    # keyword mechanics (runtime/mechanics)
    moved_to: int | None = None            # the new object this one became by a zone change (CR 400.7)
    kicked: bool = False                   # a kicker cost was paid for the spell that became it (CR 702.33)
    # keywords whose optional additional cost was paid for the spell that became it (offspring,
    # CR 702.175a; bargain, 702.166b); a copy of the spell copies them (CR 707.10)
    optional_costs_paid: frozenset[str] = frozenset()
    # the filters of its "controlled a Dragon as you cast ~" conditions (ControlledAsCast) that
    # held as the spell that became it became cast (CR 601.2i); a copy of the spell copies them
    controlled_as_cast: frozenset = frozenset()
    gift_promised_to: int | None = None    # the opponent chosen as its gift cost was paid (CR 702.174a)
    cast_with: str | None = None           # alternative cost used: flashback, madness, dash, evoke, morph ...
    plotted_turn: int | None = None        # a plotted card in exile: the turn it became plotted (CR 702.170a)
    foretold_turn: int | None = None       # a foretold card in exile: the turn it was foretold (CR 702.143a)
    discarded_turn: int | None = None      # a card discarded into a graveyard: the turn it was (mayhem, CR 702.187b)
    airbent: bool = False                  # exiled by airbend: its owner may cast it for {2} (CR 701.65a)
    warped: bool = False                   # exiled by a warp ability's delayed trigger (CR 702.185b)
    exile_on_leave: bool = False           # flashback / unearth: exiled instead of leaving (CR 702.34a, 702.84a)
    face_up: CardDefinition | None = None  # a face-down object's real characteristics (CR 708.2)
    # a transformed permanent (its back face up): its front face, which it has again in any
    # other zone (CR 712.8e, 711.8 in the 2022 text); None while its front face is up
    front_face: CardDefinition | None = None
    # a melded permanent: the two cards it is represented by, front faces (CR 701.42a, 712.4; 713.2
    # in the 2022 text); its definition is their melded face; () for any other object
    melded_from: tuple[CardDefinition, ...] = ()
    # a merged permanent (mutate, CR 702.140c, 730.2; 723.2 in the 2022 text): the components
    # that represent it, the topmost first; () for any other object
    merged_parts: tuple["MergedComponent", ...] = ()
    sprocket: int | None = None            # a Contraption on the battlefield: the sprocket (1-3) it is assigned to
    transformed_at: int = 0                # the id clock (GameState.next_id) when it last transformed (CR 701.28f)
    # the keyword action that put it onto the battlefield face down: "manifest" (manifest dread
    # too) or "cloak"; its turn-face-up rule is that action's (CR 701.40b, 701.58b)
    put_face_down_by: str | None = None
    suspected: bool = False                # CR 701.60c: it has menace and can't block
    # its controller's Ring-bearer (CR 701.54a-b): until another creature becomes their Ring-bearer
    # or another player gains control of it (the control changes clear it)
    ring_bearer: bool = False
    # designated as its owner's commander (CR 903.3): an attribute of the card, not a
    # characteristic, which it keeps through every zone change (engine/zones.py)
    commander: bool = False
    solved: bool = False                   # a Case's solved designation (CR 719.3b)
    sector: str | None = None              # its sector designation: alpha, beta or gamma (CR 702.158b)
    harnessed: bool = False                # CR 701.64b: until it leaves the battlefield
    monstrous: bool = False                # CR 701.37b: until it leaves the battlefield
    venture_room: int | None = None        # a dungeon card: the room its owner's venture marker is in (CR 309.4)
    # the players who detained / goaded it, each until their next turn (CR 701.35a, 701.15a)
    detained_by: tuple[int, ...] = ()
    goaded_by: tuple[int, ...] = ()
    attacks_player_this_turn: int | None = None    # the opponent an encore copy attacks if able (CR 702.141a)
    # subtypes a resolved effect gave it "in addition to its other types" for as long as it stays
    # on the battlefield (amass, CR 701.47a; layer 4, CR 613.1d)
    gained_subtypes: tuple[str, ...] = ()
    class_level: int = 1                   # a Class's level: 1 as it enters (CR 716.2b)
    bestowed: CardDefinition | None = None  # a bestowed Aura's own card characteristics (CR 702.103b)
    prototyped: CardDefinition | None = None  # cast prototyped: its card's own characteristics (CR 718.4)
    whole: CardDefinition | None = None     # a split card cast as one half or fused: the card (CR 709.3b)
    unlocked_doors: tuple[int, ...] = ()   # a Room permanent: its doors' unlocked designations (CR 709.5c)
    mana_spent: tuple = ()                 # ManaTypes spent to cast the spell that became it (sunburst, CR 702.44a)
    phyrexian_paid_with_life: int = 0      # its cost's Phyrexian symbols paid with life (compleated, CR 702.150a)
    replicated: int = 0                    # times its replicate cost was paid (CR 702.56a)
    squad_paid: int = 0                    # times its squad cost was paid for the spell that became it (CR 702.157a)
    conspired: bool = False                # its conspire cost was paid (CR 702.78a)
    tribute_paid: bool = False             # an opponent paid its tribute as it entered (CR 702.104a)
    championed: int | None = None          # the card exiled with its champion ability (CR 702.72a, 607.2k)
    phased_with: int | None = None         # phased out indirectly with the permanent it's attached to (CR 702.26g)
    encoded_on: int | None = None          # a cipher card in exile: the creature it's encoded on (CR 702.99b)
    chosen: dict = field(default_factory=dict)   # "as ~ enters, choose ..." values (CR 607.2d): kind -> list
    damaged_by: list[int] = field(default_factory=list)   # sources that dealt it damage this turn (CR 700.4)
    exile_if_dies: bool = False      # "if it would die this turn, exile it instead" (CR 614.1a)
    dealt_damage: bool = False       # "creature that dealt damage this turn" (CR 120.1)
    dealt_damage_to: list[int] = field(default_factory=list)   # players it dealt damage to this turn
    echo_due: bool = False                 # came under its controller's control since their last upkeep (CR 702.30a)
    renowned: bool = False                 # CR 702.112b
    buyback: bool = False                  # the buyback cost was paid (CR 702.27a)
    is_copy: bool = False                  # a copy of a spell (storm, CR 707.10)
    cast_from_hand: bool = False           # "if you cast it from your hand" (CR 601.2a)
    cast_from_graveyard: bool = False      # "if ~ was cast from a graveyard" (CR 601.2a)
    # effects of resolved spells and abilities on it (engine/continuous_effects.py, CR 611.2, 613):
    # its definition is `own_definition` with them applied by layer and timestamp
    continuous_effects: tuple = ()
    own_definition: CardDefinition | None = None
    # (timestamp, cost, player) of its effects a player may end by paying (CR 116.2c)
    ends_by_payment: tuple = ()
    # its characteristics before an effect with no duration changed them (earthbend's animation):
    # the object it becomes in another zone has none of the changes (CR 400.7)
    unchanged_definition: CardDefinition | None = None
    copied_from: CardDefinition | None = None  # its own card under an "enter as a copy" effect (CR 707.2)
    exiled_until_leaves: int | None = None  # exiled "until <that permanent> leaves the battlefield" (CR 610.3)
    exiled_with: tuple = ()                # cards its abilities exiled while it was this object (CR 607.2a)
    # a face-down exiled card: the players its hideaway gave leave to look at it (CR 702.75a, 406.3b)
    may_be_looked_at_by: tuple[int, ...] = ()
    left_combat_as: frozenset = frozenset()   # combat statuses when it left the battlefield (LKI, CR 603.10a)
    # the creatures it was blocking / that were blocking it when it left the battlefield (LKI,
    # CR 608.2h): "creature it's blocking" of an ability whose source has gone
    left_blocking: tuple[int, ...] = ()
    devoured: tuple[int, ...] = ()           # the creatures sacrificed to its devour as it entered (CR 702.82b)
    left_blocked_by: tuple[int, ...] = ()
    sacrifice_at_cleanup: bool = False      # cast as though it had flash when a sorcery couldn't have been
    paired_with: int | None = None         # soulbond: the creature it's paired with (CR 702.95)
    gone: bool = False

    @property
    def name(self) -> str:
        return self.definition.name

    @property
    def supertypes(self) -> tuple:
        """Its supertypes: its card's, and legendary while it is a Ring-bearer (the Ring's first
        ability, "Your Ring-bearer is legendary", CR 701.54c; layer 4, CR 613.1d)."""
        if self.ring_bearer and Supertype.LEGENDARY not in self.definition.supertypes:
            return (*self.definition.supertypes, Supertype.LEGENDARY)
        return self.definition.supertypes


class _CountedSetting:
    """A GameObject field counted as it is set: `counter[0]` grows by one at each setting.
    Only setting is intercepted: this descriptor has no __get__, so reading the field finds the
    value in the object's __dict__ at no cost, and every other field is set without a Python
    call (objects are made, with their 90 fields, on every zone change, CR 400.7)."""

    def __init__(self, name: str, counter: list) -> None:
        self.name, self.counter = name, counter

    def __set__(self, o: GameObject, value) -> None:
        self.counter[0] += 1
        o.__dict__[self.name] = value


# after @dataclass, which made these fields: DEFINITIONS_SET (what the object prints may change,
# engine/board.py), WHERE_SET (where it says it is may have changed, CR 400.1, 400.7)
GameObject.definition = _CountedSetting("definition", DEFINITIONS_SET)
GameObject.gone = _CountedSetting("gone", WHERE_SET)
GameObject.zone = _CountedSetting("zone", WHERE_SET)
GameObject.owner = _CountedSetting("owner", WHERE_SET)


def new_object(**given) -> GameObject:
    """GameObject(**GIVEN), made as the dataclass's __init__ makes it, at a quarter of its cost:
    an object is made on every zone change (CR 400.7) and for every card of a new game, and
    __init__ sets its 100-odd fields one by one. The same fields in the same order (_DEFAULTS:
    each field's default in field order, the order __init__ sets them; a new container from each
    default_factory), then the GIVEN ones, checked as __init__ checks them (every field without a
    default given, no unknown name); the settings counted as __init__ counts them (definition
    once in DEFINITIONS_SET; owner, zone and gone once each in WHERE_SET). Worked out from
    dataclasses.fields, so a new field needs nothing here (tests/runtime/test_rt_new_object.py
    compares the two ways)."""
    names = given.keys()
    if not (_REQUIRED <= names and names <= _FIELDS):
        return GameObject(**given)          # the TypeError __init__ raises, word for word
    o = object.__new__(GameObject)
    d = o.__dict__
    d.update(_DEFAULTS)
    for name, factory in _FACTORIES:
        d[name] = factory()
    d.update(given)
    DEFINITIONS_SET[0] += 1
    WHERE_SET[0] += 3
    return o


def _defaults() -> tuple[dict, tuple, frozenset, frozenset]:
    """(each field's default, None for one without, in field order; (name, default_factory) of
    the fields with one; the names of the fields without a default; all fields' names)."""
    from dataclasses import MISSING, fields
    kept = fields(GameObject)
    return ({f.name: (None if f.default is MISSING else f.default) for f in kept},
            tuple((f.name, f.default_factory) for f in kept if f.default_factory is not MISSING),
            frozenset(f.name for f in kept if f.default is MISSING and f.default_factory is MISSING),
            frozenset(f.name for f in kept))


_DEFAULTS, _FACTORIES, _REQUIRED, _FIELDS = _defaults()


@dataclass
class Target:
    """A chosen target: an object id or a player index."""

    object_id: int | None = None
    player: int | None = None
    ability: int | None = None         # an ability on the stack: its stack item's id (CR 113.7, 115.1)
    share: int = 0                     # its part of divided damage, announced with it (CR 601.2d)


@dataclass
class StackItem:
    """A spell or ability on the stack (CR 405)."""

    id: int
    kind: str                      # "spell" | "activated" | "triggered"
    controller: int
    source_id: int
    source_lki: GameObject | None
    ability: Any                   # SpellAbility / ActivatedAbility / TriggeredAbility / None
    effects: tuple = ()
    target_specs: tuple = ()
    targets: list[list[Target]] = field(default_factory=list)
    x: int = 0
    event: Any = None
    description: str = ""
    # CR 700.2: the chosen modes (printed order) of a modal spell/ability, and how many of
    # the targets belong to the ability itself (the rest belong to the modes, in order).
    modes: tuple[int, ...] | None = None
    base_targets: int = 0
    paid: dict = field(default_factory=dict)   # objects sacrificed/discarded to pay its costs (PaidRef)
    # a delayed trigger's: the objects the ability that created it acted on ("return those
    # cards", "return it"), for its AffectedRef references (CR 603.7c)
    affected: dict = field(default_factory=dict)
    # a triggered ability's keyword (TriggeredAbility.keyword): what it does "as that ability
    # resolves" is that keyword's (exploit's sacrifice, CR 702.110b)
    keyword: str | None = None


@dataclass
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3)."""

    controller: int
    source_id: int
    source_lki: GameObject | None
    effects: tuple
    target_specs: tuple
    event: Any
    description: str
    x: int = 0
    affected: dict = field(default_factory=dict)    # see StackItem.affected
    keyword: str | None = None                      # see StackItem.keyword
    ability: Any = None                             # the TriggeredAbility ("gains this ability", CR 707.9a)


@dataclass
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7): fires once, whatever happened to its source (S8)."""

    id: int
    event: Any
    effects: tuple
    controller: int
    source_id: int
    source_lki: GameObject | None
    created_turn: int
    x: int = 0
    description: str = ""
    # what the creating ability acted on, by label: "exile it. return it ... at the beginning
    # of the next end step" returns the exiled card (CR 603.7c, 400.7)
    affected: dict = field(default_factory=dict)
    # with a stated duration ("for the rest of the game", epic): it triggers each time its
    # event happens, not only the next time (CR 603.7c)
    lasting: bool = False
    # the duration is "this turn" ("Whenever a creature blocks this turn, ..."): lasting, and
    # gone once the turn it was created in has ended (CR 603.7b)
    this_turn: bool = False


@dataclass
class CombatState:
    attackers: list[int] = field(default_factory=list)
    defender: dict[int, int] = field(default_factory=dict)        # attacker -> player
    # attacker -> the planeswalker it attacks, controlled by its defending player (CR 506.3, 508.1b)
    attacked_planeswalker: dict[int, int] = field(default_factory=dict)
    blockers: dict[int, list[int]] = field(default_factory=dict)  # attacker -> blockers
    blocking: dict[int, int] = field(default_factory=dict)        # blocker -> attacker
    blocked: list[int] = field(default_factory=list)              # attackers that became blocked
    also_blocking: dict[int, list[int]] = field(default_factory=dict)  # blocker -> further attackers (CR 509.1a)
    must_block: dict[int, int] = field(default_factory=dict)   # provoked: blocker -> attacker it blocks if able (CR 702.39a)
    bands: list[list[int]] = field(default_factory=list)       # attacking bands (banding, CR 702.22c)

    def blocks(self, blocker: int, attacker: int | None) -> bool:
        """Whether `blocker` is blocking `attacker` (CR 509.1g)."""
        return attacker is not None and attacker in [self.blocking.get(blocker)] + self.also_blocking.get(blocker, [])

    def in_combat_with(self, oid: int, other: int | None) -> bool:
        """Whether `oid` is blocking `other` or blocked by it (CR 509.1g-h)."""
        return self.blocks(oid, other) or (other is not None and self.blocks(other, oid))
