"""Object filters: a description of objects ("other untapped red creatures you control") that
effects, costs, triggers and conditions read (CR 109.2), with the numeric tests and spell
targets a filter may ask about. `filters.py` names them with the references, amounts and
conditions that use them."""
from __future__ import annotations

from dataclasses import dataclass, field

from .characteristics import CardType, Color, Supertype, Zone
from .relations import AttachedHost, Compare, Controller


@dataclass(frozen=True)
class NumberTest:
    """A numeric characteristic compared with a number ("power 2 or less")."""

    characteristic: str          # "power" | "toughness" | "mana_value"
    compare: Compare
    value: int
    than_source: str | None = None   # compare with the source's characteristic (or "mana_spent") instead of `value`
    of_x: bool = False               # "mana value X or less": the X of the source spell (CR 107.3)
    than_own: str | None = None      # "with toughness greater than its power": the object's own
    # "less than or equal to the number of loyalty counters on ~": that kind of counter on the source
    than_source_counters: str | None = None


@dataclass(frozen=True)
class ObjectFilter:
    """A description of objects ("other untapped red creatures you control").

    Every field narrows the set; the empty filter accepts any object. Lists
    inside one field are alternatives ("artifact, creature, or land").
    """

    # any of these card types (all of them if all_types); "instant or sorcery" and "instant and/or
    # sorcery" are the same alternatives (the renderer prints "and/or" for a plural, as Oracle does)
    types: tuple[CardType, ...] = ()
    all_types: bool = False                   # "artifact creature": every listed type is required
    excluded_types: tuple[CardType, ...] = ()  # "noncreature"
    subtypes: tuple[str, ...] = ()            # any of these subtypes ("Eldrazi")
    supertypes: tuple[Supertype, ...] = ()
    excluded_supertypes: tuple[Supertype, ...] = ()   # "nonbasic", "nonlegendary"
    colors: tuple[Color, ...] = ()            # any of these colours
    excluded_colors: tuple[Color, ...] = ()   # "nonblack"
    colorless: bool = False
    multicolored: bool = False
    # OPPONENT: "an opponent controls", "your opponents control" and "you don't control" name the
    # same permanents in the games the VM plays (CR 102.2: every other player is an opponent; only
    # team games have players who are neither, CR 102.3, 810); the renderer prints the first two
    controller: Controller = Controller.ANY
    other: bool = False                       # not the ability's source (CR 109.5)
    tapped: bool | None = None                # True tapped, False untapped
    face_down: bool = False                   # "face-down permanent" (CR 708.2)
    suspected: bool = False                   # "suspected creatures" (CR 701.60)
    ring_bearer: bool = False                 # "your Ring-bearer" (CR 701.54b), with controller YOU
    commander: bool = False                   # "commander creatures", "your commander" (CR 903.3)
    tests: tuple[NumberTest, ...] = ()
    token: bool | None = None
    saddled_source: bool = False              # "creature that saddled it this turn" (CR 702.171c)
    attached_to_source: bool = False          # "enchanted creature" / "equipped creature" (CR 303.4, 301.5)
    # "if you control an enchanted creature": one that an Aura ("aura") / an Equipment
    # ("equipment") is attached to, whatever the source (CR 303.4, 301.5)
    has_attached: str = ""
    # "attacking" | "blocking" | "attacking_or_blocking" | "unblocked" | "nonattacking" |
    # "nonblocking" | "nonattacking_nonblocking" | "attacking_you" | "attacking_you_or_planeswalker"
    # (engine/combat_state.py)
    combat: str | None = None
    with_counter: str | None = None           # "with a +1/+1 counter on it"
    # the zone only: "in your graveyard" / "from your graveyard", "in all graveyards" / "in a
    # graveyard", "creatures" / "creatures on the battlefield" are wording (CR 400.1); the
    # renderer derives the preposition from the clause and names the battlefield where Oracle does
    zone: Zone = Zone.BATTLEFIELD
    permanent: bool = False                   # "permanent": any permanent type
    spell: bool = False                       # a spell on the stack ("creature spell")
    single_target: bool = False               # "spell with a single target" (CR 115.7a)
    targets: "Targets | None" = None          # "spell that targets a creature" (CR 115.9b)
    abilities: tuple[str, ...] = ()           # on the stack: "activated" / "triggered" abilities (CR 113.7)
    ability_source: "ObjectFilter | None" = None  # "activated ability from an artifact source" (CR 113.7)
    # "spell, activated ability, or triggered ability" instead of "spell or ability": printing only
    abilities_spelled_out: bool = field(default=False, compare=False)
    card: bool = False                        # "creature card" (in a non-battlefield zone)
    keywords: tuple[str, ...] = ()            # "creature with flying"
    excluded_keywords: tuple[str, ...] = ()   # "creature without flying"
    excluded_subtypes: tuple[str, ...] = ()   # "non-Avatar creature card" (CR 205.3)
    chosen_color: bool = False                # "of the chosen color": the source's chosen color (CR 607.2d)
    chosen_subtype: bool = False              # "of the chosen type": the source's chosen type (CR 607.2d)
    chosen_name: bool = False                 # "with the chosen name": its hidden agenda's names (CR 702.106d)
    # damage this turn: "that dealt damage this turn" ("dealt"), "that dealt damage to you this
    # turn" ("dealt_to_you"), "[that was] dealt damage this turn" ("was_dealt" / "was_dealt_that":
    # it was dealt damage; the two differ only in wording)
    damage_this_turn: str = ""
    # "Aura attached to ~" / "Equipment attached to it" (CR 301.5, 303.4): attached to the source
    attached_to_self: bool = False
    # "Aura attached to a creature you control": attached to an object matching `host`
    host: "ObjectFilter | None" = None
    # with attached_to_self: what the host is ("attached to ~ / it / them / that creature");
    # "attached to creatures" and "attached to a creature" are one host filter (wording)
    attached_host: AttachedHost = AttachedHost.SOURCE
    # "with the same name as that creature / it": the pronoun as printed; lowering turns the
    # filter into a SameNameRef, so a filter that still has it is never evaluated (query.matches)
    same_name_as: str = ""
    shares_color_with: str = ""               # "that shares a color with it": likewise, a SharesColorRef
    shares_creature_type_with: str = ""       # "that share a creature type with it": a SharesCreatureTypeRef
    blocking_self: bool = False               # "creature blocking ~" (CR 509.1g)
    # with blocking_self, blocked_by_self or blocking_or_blocked_by_self: the source written "it"
    # ("creature blocking it", "creature it's blocking", "creature blocking or blocked by it"):
    # printing only once the lowering has found that "it" means the source
    # (lowering/references.py); a filter that still has it is refused
    blocking_it: bool = field(default=False, compare=False)
    # "creature blocking or blocked by ~": it blocks the source or the source blocks it (CR 509.1g-h)
    blocking_or_blocked_by_self: bool = False
    named_source: bool = False                # "a card named ~": the source's name (CR 201.2)
    # "a card named <name>": that name, in lower case as rules text is read (CR 201.2;
    # names compare without case)
    name: str = ""
    # "other than ~" instead of "another"/"other": printing only (the same objects, CR 109.5)
    other_than_self: bool = field(default=False, compare=False)
    # "except for lands and tokens" instead of "nonland, nontoken": printing only (the same objects)
    except_for: bool = field(default=False, compare=False)
    # "of the creature type of your choice": the type is chosen as the effect resolves, not as the
    # source entered (the lowering puts the choice first, CR 608.2d); "of that type" after "choose
    # a creature type" and "of the chosen type" are one meaning (CR 607.2d), rendered the latter
    subtype_chosen_on_resolution: bool = False
    in_chosen_sector: bool = False            # "in the sector of your choice", chosen as it resolves (CR 702.158d-e)
    outside_sector: str | None = None         # not in this sector: a blocker of a creature in it (CR 702.158e)
    # soulbond's "both creatures" / "each of those creatures": the source and the creature
    # it's paired with, only while they're paired (CR 702.95)
    paired: bool = False
    # "a non-Avatar creature card or a planeswalker card": the object also matches one of these
    # (each a whole description; the other fields narrow where and whose, as for any filter)
    alternatives: tuple["ObjectFilter", ...] = ()
    owned_by_you: bool = False                # "target permanent you own": its owner, whoever controls it (CR 108.3)
    historic: bool = False                    # "historic spell": an artifact, a legendary or a Saga (CR 700.6)
    either_keywords: tuple[str, ...] = ()     # "creature with flying or reach": one of them at least
    # with `spell`, "spell or permanent": a spell on the stack or a permanent on the battlefield
    or_permanent: bool = False
    blocked_by_self: bool = False             # "creature it's blocking": the source blocks it (CR 509.1h)


@dataclass(frozen=True)
class Targets:
    """"spell that targets you or a permanent you control", "that targets a creature", "that
    targets ~" (CR 115.9b): one of the spell's targets, as they are now, is you (`you`), the
    ability's source (`source`), or an object `objects` describes; a target that has left its
    zone, or a player who has left the game, is no longer one."""

    you: bool = False
    source: bool = False
    objects: ObjectFilter | None = None
