"""Trigger events: what a triggered ability waits for (CR 603)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .characteristics import Step, Zone
from .filters import Condition, Controller, ObjectFilter, SelfRef

Subject = SelfRef | ObjectFilter


class Whose(str, Enum):
    """Whose turn a beginning-of-step trigger watches."""

    YOUR = "your"          # "at the beginning of your upkeep"
    EACH = "each"          # "at the beginning of each upkeep"
    OPPONENT = "opponent"  # "each opponent's upkeep"
    NEXT = "next"          # delayed: "the next end step", whoever's turn it is
    ENCHANTED_CONTROLLER = "enchanted_controller"  # "the upkeep of enchanted creature's controller"
    ENCHANTED_PLAYER = "enchanted_player"          # "enchanted player's upkeep" (an Aura on a player)
    COMBAT_ON_YOUR_TURN = "combat_on_your_turn"  # "at the beginning of combat on your turn"
    THIS_TURN = "this_turn"  # delayed: "at end of combat" this turn
    YOUR_NEXT_TURN = "your_next_turn"  # delayed: "the end step on your next turn", a later turn of yours
    # delayed: "at the beginning of that turn's end step" after "take an extra turn after this
    # one": that extra turn's (the lowering folds it into effects.ExtraTurn)
    THAT_EXTRA_TURN = "that_extra_turn"


@dataclass(frozen=True)
class EntersBattlefield:
    """"When <subject> enters" (CR 603.6a). `one_or_more`: "whenever one or more <subject> enter":
    objects that enter at once are one event, so it triggers once for them (CR 603.2c)."""

    subject: Subject
    controller: Controller = Controller.ANY   # "enters under your control"
    one_or_more: bool = False


@dataclass(frozen=True)
class Dies:
    """"When <subject> dies" = is put into a graveyard from the battlefield (CR 700.4).
    `into_your_graveyard`: "is put into your graveyard from the battlefield": a card goes to its
    owner's graveyard (CR 400.3), so only what the ability's controller owns."""

    subject: Subject
    into_your_graveyard: bool = False


@dataclass(frozen=True)
class Attacks:
    """CR 508.3a; `while_saddled` only if saddled when declared (CR 702.171b, ruling S3)."""

    subject: Subject
    while_saddled: bool = False
    alone: bool = False          # "attacks alone": the only creature declared as an attacker (CR 506.5)
    you: bool = False            # "attacks you": the ability's controller is the player it attacks (CR 508.1b)
    # "attacks you or a planeswalker you control" (CR 506.3): the engine declares attacks against
    # players only (combat.declare_attackers), so today this matches what `you` matches
    or_planeswalker: bool = False
    # "attacks enchanted player": the player it attacks is the one the source Aura enchants
    # (CR 508.1b, 303.4, 702.5d)
    enchanted_player: bool = False


@dataclass(frozen=True)
class TappedForMana:
    """A permanent "is tapped for mana" / "<player> taps a land for mana" (CR 106.12a).

    Fires when such a mana ability resolves and produces mana (ruling M5).
    `player` is who tapped it, relative to the trigger's controller.
    """

    subject: Subject
    player: Controller = Controller.ANY


@dataclass(frozen=True)
class BeginningOfStep:
    """"At the beginning of your upkeep" / "at end of combat" (CR 511.2) / "next end step"."""

    step: Step
    whose: Whose = Whose.YOUR


@dataclass(frozen=True)
class SpellCast:
    """"Whenever you cast a creature spell"."""

    filter: ObjectFilter
    player: Controller = Controller.YOU
    self_only: bool = False          # "when you cast ~" (CR 603.6 from the stack)
    nth_this_turn: int = 0           # flurry's "your second spell each turn": the caster's nth (0: any)
    not_from_hand: bool = False      # "from anywhere other than your hand" (paradox): not cast from the hand
    # "When you cast your next ... spell this turn" (a delayed trigger, CR 603.7): only during
    # the turn it was created in; it fires once (CR 603.7c)
    this_turn: bool = False


@dataclass(frozen=True)
class DealsDamage:
    """"Whenever <subject> deals [combat] damage to a player" (CR 510, 120)."""

    subject: Subject
    combat_only: bool = True
    to_player: bool = True
    opponent_only: bool = False      # "to an opponent"
    to_you: bool = False             # "to you": the ability's controller is dealt the damage
    to_defending: bool = False       # "to defending player" (CR 506.2): the player it attacks
    # "one or more creatures you control deal combat damage to a player": one trigger for each
    # player dealt combat damage at once (CR 603.2c; the event's batch names the step and player)
    one_or_more: bool = False
    # "to enchanted player": the player the source Aura enchants is dealt it (CR 303.4, 702.5d)
    to_enchanted_player: bool = False


@dataclass(frozen=True)
class Blocks:
    """"Whenever <subject> blocks" (CR 509)."""

    subject: Subject


@dataclass(frozen=True)
class AnyOf:
    """"Whenever ~ attacks or blocks": one ability, several events (CR 603.2)."""

    events: tuple["TriggerEvent", ...]


@dataclass(frozen=True)
class LeavesBattlefield:
    """"When <subject> leaves the battlefield" (CR 603.6c: looks back in time)."""

    subject: Subject


@dataclass(frozen=True)
class BecomesBlocked:
    """"Whenever <subject> becomes blocked" (CR 509.1h)."""

    subject: Subject


@dataclass(frozen=True)
class DealtDamage:
    """"Whenever <subject> is dealt damage" (enrage); `combat_only`: "is dealt combat damage"."""

    subject: Subject
    combat_only: bool = False


@dataclass(frozen=True)
class LifeGained:
    """"Whenever you gain life" (CR 119.9)."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class TurnedFaceUp:
    """"When ~ is turned face up" (CR 702.37e, 708.8): the object turned face up."""

    subject: Subject


@dataclass(frozen=True)
class BecomesTarget:
    """"Whenever <subject> becomes the target of a spell or ability [an opponent controls]" (CR 115).

    `by` is whose spell or ability targets it, relative to the trigger's controller.
    `first_time_each_turn`: valiant's "for the first time each turn" (CR 207.2c ability word):
    only the first time this turn that the object becomes the target of a spell or ability that
    player controls.
    """

    subject: Subject
    by: Controller = Controller.ANY
    first_time_each_turn: bool = False
    spells_only: bool = False            # "becomes the target of a spell": not of an ability


@dataclass(frozen=True)
class SpellTargets:
    """Heroic: "whenever <player> cast(s) <filter> that targets ~" (CR 601.2c, fires on cast)."""

    filter: ObjectFilter
    player: Controller = Controller.YOU
    subject: Subject = SelfRef()


@dataclass(frozen=True)
class AttacksUnblocked:
    """"Whenever <subject> attacks and isn't blocked" (CR 509.1h, 509.2a): fires once blockers
    are declared, for each attacking subject that no creature blocks."""

    subject: Subject


@dataclass(frozen=True)
class BecomesBlockedBy:
    """"Whenever <subject> becomes blocked by <blocker>" (CR 509.1h): once per matching blocker.

    The event's object (EventObjectRef, "that creature") is the blocking creature. With
    `at_least`, "becomes blocked by one or more <blocker>": once, if at least that many matching
    creatures block it (CR 509.5e).
    """

    subject: Subject
    blocker: ObjectFilter
    at_least: int = 0


@dataclass(frozen=True)
class BlocksCreature:
    """"Whenever <subject> blocks <blocked>" (CR 509.1i): once per matching attacker it blocks.

    The event's object (EventObjectRef, "that creature") is the blocked creature. With
    `at_least`, "blocks two or more creatures": once, if it blocks at least that many matching
    creatures (CR 509.5e).
    """

    subject: Subject
    blocked: ObjectFilter
    at_least: int = 0


@dataclass(frozen=True)
class Cycled:
    """"When you cycle ~" / "whenever a player cycles a card" (CR 702.29).

    `self_only`: only the card with this ability, which triggers from where cycling put it
    (the graveyard, like "when you cast ~" from the stack, CR 603.6 / 702.29c).
    """

    player: Controller = Controller.YOU
    self_only: bool = True


@dataclass(frozen=True)
class CountersPut:
    """"Whenever one or more <kind> counters are put on <subject>" (CR 122.6): once per
    placement event per object, however many counters."""

    subject: Subject
    counter: str


@dataclass(frozen=True)
class Sacrificed:
    """"Whenever <player> sacrifice(s) <filter>" (CR 701.17); SelfRef: "when you sacrifice ~",
    a leaves-the-battlefield ability of the sacrificed permanent itself (CR 603.10a)."""

    filter: ObjectFilter | SelfRef
    player: Controller = Controller.YOU


@dataclass(frozen=True)
class ClassLevelGained:
    """"When this Class becomes level N" (CR 716.2c): its level became `level`."""

    level: int


@dataclass(frozen=True)
class ChapterReached:
    """A chapter ability's event (CR 714.2b, current rules; 715.2b in the 2022 text): "When one or
    more lore counters are put onto this Saga, if the number of lore counters on it was less than
    `chapter` and became at least `chapter`". Read ahead keeps it from triggering the turn the Saga
    entered unless it has exactly `chapter` lore counters (CR 702.155a)."""

    chapter: int


@dataclass(frozen=True)
class CardDrawn:
    """"Whenever <player> draw(s) a card" (CR 121.2): once per card drawn."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class Discarded:
    """"Whenever <player> discard(s) a card" (CR 701.8): once per card discarded."""

    player: Controller = Controller.YOU
    filter: ObjectFilter = ObjectFilter()


@dataclass(frozen=True)
class CausedToDiscard:
    """"When a spell or ability an opponent controls causes you to discard ~" / "Whenever a spell
    or ability an opponent controls causes you to discard a card" (CR 701.8): you discard it as a
    spell or ability resolves (or is paid for) whose controller is `by` from your side; a discard
    of the game's rules (cleanup, CR 514.1) has no such cause. `self_only`: the card with this
    ability, which triggers from where discarding put it (like cycling's, CR 603.6)."""

    by: Controller = Controller.OPPONENT
    filter: ObjectFilter = ObjectFilter()
    self_only: bool = False


@dataclass(frozen=True)
class StateTrigger:
    """"When you control no Swamps, sacrifice ~" (CR 603.8): triggers whenever the condition
    is true and this ability isn't already on the stack."""

    condition: Condition


@dataclass(frozen=True)
class BecomesUntapped:
    """Inspired: "whenever <subject> becomes untapped" (CR 701.21)."""

    subject: Subject


@dataclass(frozen=True)
class AttacksWithOthers:
    """Battalion: "whenever ~ and at least two other creatures attack" (CR 508.1, 207.2c):
    `subject` attacks along with at least `others` other creatures (all declared at once)."""

    subject: Subject
    others: int
    # training (CR 702.149a): the others attack with power greater than the subject's
    greater_power: bool = False
    # "~ and at least one Human attack": the others must match it (from the controller's view)
    others_filter: ObjectFilter | None = None


@dataclass(frozen=True)
class DamagedBySourceDies:
    """"Whenever a creature dealt damage by ~ this turn dies" (CR 700.4): `subject` that dies
    and was dealt damage by the ability's source earlier this turn."""

    subject: ObjectFilter


@dataclass(frozen=True)
class BecomesTapped:
    """"Whenever <subject> becomes tapped" (CR 701.21a): tapped by any means (attacking, a cost,
    an effect); entering the battlefield tapped isn't becoming tapped."""

    subject: Subject


@dataclass(frozen=True)
class Exerted:
    """"Whenever you exert a creature" (CR 701.39); with `as_attacks`, the linked "When you do"
    of "You may exert ~ as it attacks" (CR 607.2h): only exerting it that way."""

    subject: Subject
    as_attacks: bool = False


@dataclass(frozen=True)
class DealsDamageToCreature:
    """"Whenever <subject> deals [combat] damage to a creature" (CR 120.3): the event's object
    ("that creature") is the creature dealt damage."""

    subject: Subject
    combat_only: bool = False


@dataclass(frozen=True)
class HauntedDies:
    """"When the creature ~ haunts dies" (CR 702.55c): from exile, the card's haunted creature dies."""


@dataclass(frozen=True)
class Expend:
    """"Whenever you expend N" (CR 700.14): as the player spends their Nth total mana to cast
    spells during a turn; at most once a turn for each N."""

    amount: int
    player: Controller = Controller.YOU


@dataclass(frozen=True)
class Proliferated:
    """"When you proliferate" (CR 701.27a): the player proliferated (even choosing nothing)."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class YouAttack:
    """"Whenever you attack" (CR 508.1): the player declared one or more creatures as attackers;
    once for the combat, however many creatures attack (the 2024 wording of "whenever you attack
    with one or more creatures")."""

    player: Controller = Controller.YOU
    # "whenever one or more Dinosaurs you control attack": only if one of the attackers declared
    # is one of these (CR 603.2c); None: any creature
    attackers: ObjectFilter | None = None
    # "whenever a player attacks enchanted player with one or more creatures": only if one of the
    # attackers attacks the player the source Aura enchants (CR 508.1b, 303.4); with
    # `enchanted_is_attacked` the words are "whenever enchanted player is attacked"
    attacks_enchanted_player: bool = False
    enchanted_is_attacked: bool = False
    # "whenever you attack with three or more creatures": only if at least this many of the
    # attackers declared together are creatures of `attackers` (any creature if None; CR 508.1)
    at_least: int = 1


@dataclass(frozen=True)
class DoorUnlocked:
    """"When you unlock this door" (CR 709.5h in the current rules): the Room permanent it is on
    gets the unlocked designation of this door, by the special action, an effect, or entering as
    the door cast (CR 709.5d). `door`: which door (0 left, 1 right), given as the Room's doors are
    joined (runtime/mechanics/rooms.py); None while the door is not yet part of a Room."""

    door: int | None = None


@dataclass(frozen=True)
class FullyUnlocksRoom:
    """"Whenever you fully unlock a Room" (CR 709.5i in the current rules, Duskmourn; the 2022
    text has no Rooms): a Room of the player's with one of its two unlocked designations gets
    the other, or one with neither gets both at once. The player is the one who unlocked it."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class CrimeCommitted:
    """"Whenever you commit a crime" (CR 700.13): the player cast a spell, activated an ability or
    put a triggered ability on the stack that targets an opponent, something an opponent
    controls, or a card in an opponent's graveyard (one crime for each such spell or ability)."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class EvidenceCollected:
    """"Whenever you collect evidence" (CR 701.59a): as a cost or as an effect."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class Foraged:
    """"Whenever you forage" (CR 701.61a): the player foraged, as a cost or as an effect."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class Explores:
    """"Whenever a creature you control explores" (CR 701.40b)."""

    subject: Subject


@dataclass(frozen=True)
class Exploits:
    """"When <this creature> exploits a creature" (CR 702.110b): the controller of its exploit
    ability sacrificed a creature as that ability resolved."""

    subject: Subject


@dataclass(frozen=True)
class BecomesMonstrous:
    """"When <subject> becomes monstrous" (CR 701.37b): its monstrosity ability resolved and made
    it monstrous."""

    subject: Subject


@dataclass(frozen=True)
class BecomesRenowned:
    """"When <subject> becomes renowned" (CR 702.112b): its renown ability resolved and made it
    renowned."""

    subject: Subject


@dataclass(frozen=True)
class Mutates:
    """"Whenever this creature mutates" (CR 702.140d): a mutating creature spell merged with it as
    the spell resolved (over or under it)."""

    subject: Subject


@dataclass(frozen=True)
class Transforms:
    """"Whenever this creature transforms into ~" (CR 701.28): the permanent turned over to the
    face this ability is on (the face now up has the ability, so only that face's trigger sees
    it, CR 712.14)."""

    subject: Subject


@dataclass(frozen=True)
class IntoThisRoom:
    """A room ability's trigger condition, not printed on the card: "When you move your venture
    marker into this room" (CR 309.4c); `room` is the room's index on its dungeon card."""

    room: int


@dataclass(frozen=True)
class SetInMotion:
    """"When you set this scheme in motion" (CR 701.25, 904.9)."""


@dataclass(frozen=True)
class ChaosEnsues:
    """A plane's chaos ability: "Whenever chaos ensues" (CR 311.7, current rules), in older Oracle
    wording "Whenever you roll {CHAOS}" (CR 310.7 in the 2022 text): its planar controller rolled
    {CHAOS} on the planar die (CR 901.9b), or an effect said chaos ensues for this plane."""


@dataclass(frozen=True)
class PlaneswalkedTo:
    """"When you planeswalk to ~" (CR 701.31d, 901.11b): this plane was turned face up by
    planeswalking."""


@dataclass(frozen=True)
class PlaneswalkedAwayFrom:
    """"When you planeswalk away from ~" (CR 701.31d, 901.11b): this face-up plane was turned face
    down by planeswalking."""


@dataclass(frozen=True)
class Encountered:
    """"When you encounter ~" (CR 312.5, current rules; 311.5 in the 2022 text): "When you move
    this card off a planar deck and turn it face up."."""


@dataclass(frozen=True)
class AttractionVisited:
    """"Visit — [effect]": "Whenever you roll to visit your Attractions, if the result is equal to a
    number that is lit up on this Attraction" (CR 702.159a): this Attraction was visited (CR 701.52a)."""


@dataclass(frozen=True)
class ContraptionCranked:
    """"Whenever you crank this Contraption" (Unstable release notes): as its controller's
    precombat main phase begins, their crank moved to the sprocket this Contraption is assigned to."""


@dataclass(frozen=True)
class RingTemptsYou:
    """"Whenever the Ring tempts you" (CR 701.54a, 701.54d): the Ring tempted the player."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class RingBearerChosen:
    """"Whenever you choose a creature as your Ring-bearer" (CR 701.54d): also when they choose
    the creature that already is their Ring-bearer."""

    player: Controller = Controller.YOU


@dataclass(frozen=True)
class PutIntoGraveyard:
    """"When ~ is put into your graveyard from your library" / "Whenever a card is put into an
    opponent's graveyard from anywhere": a card goes to its owner's graveyard (CR 400.3), so
    `owner` says whose cards count (YOU: "your graveyard", OPPONENT: "an opponent's"); `from_zone`
    is the zone it left (None: "from anywhere"). "~" triggers from the graveyard it arrives in:
    a trigger condition that can't trigger from the battlefield functions where it can (CR
    113.6k), and the event is checked after it happened, not looking back (CR 603.10)."""

    subject: Subject
    owner: Controller = Controller.ANY
    from_zone: Zone | None = None


TriggerEvent = (Mutates | ChaosEnsues | PlaneswalkedTo | PlaneswalkedAwayFrom | Encountered | RingTemptsYou | RingBearerChosen | AttractionVisited | ContraptionCranked | SetInMotion | IntoThisRoom | Transforms | BecomesMonstrous | BecomesRenowned | EvidenceCollected | CrimeCommitted | Expend | Foraged | Exploits | Explores | HauntedDies | DealsDamageToCreature | Exerted | BecomesTapped | DealtDamage | LifeGained | BecomesBlocked | LeavesBattlefield | Blocks | AnyOf | EntersBattlefield | Dies | Attacks | TappedForMana | BeginningOfStep | SpellCast
                | DealsDamage | TurnedFaceUp | BecomesTarget | SpellTargets | AttacksUnblocked
                | BecomesBlockedBy | BlocksCreature | Cycled | CountersPut | Sacrificed | CardDrawn
                | Discarded | CausedToDiscard | StateTrigger | BecomesUntapped | DamagedBySourceDies | AttacksWithOthers
                | YouAttack | Proliferated | ClassLevelGained | ChapterReached
                | FullyUnlocksRoom | DoorUnlocked | PutIntoGraveyard)


@dataclass(frozen=True)
class AbilityActivated:
    """"Whenever a player activates an ability that isn't a mana ability", "whenever you activate an
    ability of an Elemental" (CR 602.2): `player` activated an ability of an object `sources`
    accepts (as that object was as the ability was activated; None: of any object), and not a
    mana ability with `non_mana` (CR 605.1a). A mana ability is activated too (CR 605.3a)."""

    player: Controller = Controller.ANY
    sources: ObjectFilter | None = None
    non_mana: bool = False


TriggerEvent = TriggerEvent | AbilityActivated

