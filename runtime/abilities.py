"""Ability objects: what the compiler hands the engine (CR 113).

Each compiled line of rules text becomes one of these. They are frozen data
with no text in them; the engine (runtime.engine) gives them behaviour.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .characteristics import CardType, Color, Supertype
from .combat_abilities import (AdditionalBlocks, AssignsAsThoughUnblocked, AssignsDamageByToughness, AttackTax, BlockableDespite, BlockerCount, CanAttackDespiteDefender, CanBlockOnly, CantAttackPlayer,
                               CantBeBlockedBy, LureRequirement, MayExertAsAttacks, MustBeBlocked, MustBlock)
from .costs import Cost, ManaCost, TapSelf
from .zone_permissions import PlayFromElsewhere
from .deck_conditions import Companion
from .untap_rules import UntapLimit
from .effects import AddMana, Effect
from .events import TappedForMana, TriggerEvent
from .filters import Amount, Condition, Controller, Fixed, GrantorRef, ObjectFilter, PlayerRef, SelfRef, TargetRef, XValue, map_refs


@dataclass(frozen=True)
class TargetSpec:
    """One "target ..." phrase (CR 115): what it may choose and how many.

    `players` allows players ("any target", "target creature or player");
    `filter` is None when only players may be chosen ("target opponent").
    """

    filter: ObjectFilter | None
    players: Controller | None = None
    minimum: int = 1
    maximum: int = 1
    # "another target ..." after other targets of the same ability: the earlier target groups
    # (indices) whose chosen objects and players this one can't choose (CR 115.3, 601.2c)
    distinct_from: tuple[int, ...] = ()
    # "X target creatures" ("exact") / "up to X target creatures" ("up_to"): the number depends
    # on the X chosen before targets (CR 601.2b-c); minimum/maximum then read 0 (X unknown)
    x_count: str = ""
    # "3 damage divided as you choose among one, two, or three targets": the total divided
    # among this spec's targets as they're chosen (CR 601.2d): a Fixed number or X
    divided: Amount | None = None
    # "target creature that player controls": after "target player", the player chosen for that
    # earlier target group (its index) must control it; or, in a trigger ("deals combat damage to
    # a player, destroy target creature that player controls"), the event's player must
    # (query.target_controller_ok; checked as targets are chosen and on resolution, CR 608.2b)
    controller_from_target: int | None = None
    controller_is_event_player: bool = False
    # "If this spell was kicked / bargained / the gift was promised, ... target ...": the target
    # is chosen only if the spell's optional cost was paid (CR 702.33g, 702.166d, 702.174m);
    # judged as targets are chosen, after the optional costs were announced (CR 601.2b-c)
    only_if: Condition | None = None
    # "target creature of an opponent's choice [he or she controls]": an opponent of the
    # controller chooses this target (the controller picks which opponent when there are
    # several); `chooser_controls`: among the objects that opponent controls
    chosen_by_opponent: bool = False
    chooser_controls: bool = False
    # "up to three target cards from a single graveyard": the group's cards all in one player's
    # graveyard (target_choice.one_graveyard: whose is chosen first)
    single_graveyard: bool = False


def divided_total(spec: TargetSpec, x: int = 0) -> int | None:
    """The amount divided among a spec's targets (CR 601.2d), None if nothing is divided."""
    if isinstance(spec.divided, Fixed):
        return spec.divided.value
    if isinstance(spec.divided, XValue):
        return x
    return None


def target_counts(spec: TargetSpec, x: int = 0) -> tuple[int, int]:
    """How many targets a spec takes (minimum, maximum) once X is known (CR 601.2c)."""
    if spec.x_count == "exact":
        return x, x
    if spec.x_count == "up_to":
        return 0, x
    return spec.minimum, spec.maximum


@dataclass(frozen=True)
class Timing:
    """Activation restrictions (CR 602.5)."""

    sorcery_speed: bool = False      # "Activate only as a sorcery" (CR 307.5 timing)
    once_per_turn: bool = False      # "Activate only once each turn"
    condition: Condition | None = None   # "Activate only if you control a Swamp"
    loyalty: bool = False            # a loyalty ability: sorcery speed, once per turn (CR 606.3)
    max_per_turn: int | None = None  # "Activate no more than twice each turn" (CR 602.5b)
    any_player: bool = False         # "Any player may activate this ability." (CR 602.2): the
    #                                  activator controls it and pays; timing is theirs
    # "Activate only once." (CR 602.5b) and exhaust, which means it (CR 702.177a): per object
    only_once: bool = False


@dataclass(frozen=True)
class SpellAbility:
    """The effect of an instant or sorcery as it resolves (CR 113.3a)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()


def spell_ability_of(abilities) -> SpellAbility | None:
    """The instructions an instant or sorcery spell follows as it resolves: its spell abilities
    (one per paragraph), in the order written (CR 608.2c), as one; each paragraph's targets come
    after those of the paragraphs before it, so its target references move up by their number
    (as a spliced card's do, CR 702.47a)."""
    spells = [a for a in abilities if isinstance(a, SpellAbility)]
    if len(spells) <= 1:
        return spells[0] if spells else None
    effects, targets = (), ()
    for spell in spells:
        offset = len(targets)
        effects += map_refs(spell.effects, lambda r: TargetRef(r.index + offset)
                            if isinstance(r, TargetRef) else r)
        targets += spell.targets
    return SpellAbility(effects, targets)


@dataclass(frozen=True)
class ActivatedAbility:
    """"[Cost]: [Effect.]" (CR 602). `keyword` names the keyword it stands for (saddle, equip)."""

    costs: tuple[Cost, ...]
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    timing: Timing = Timing()
    keyword: str | None = None


@dataclass(frozen=True)
class ManaAbility:
    """An activated mana ability (CR 605.1a): no target, could add mana, not loyalty."""

    costs: tuple[Cost, ...]
    effects: tuple[Effect, ...]
    timing: Timing = Timing()

    @property
    def taps(self) -> bool:
        """Whether using it is "tapping for mana" (CR 106.12, ruling M4)."""
        return any(isinstance(c, TapSelf) for c in self.costs)


@dataclass(frozen=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]" (CR 603).

    It is a mana ability when it triggers from a mana ability, adds mana and
    has no target (CR 605.1b): it then resolves at once, off the stack.
    """

    event: TriggerEvent
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    condition: Condition | None = None   # intervening "if" (CR 603.4): checked on trigger and on resolution
    keyword: str | None = None           # the keyword whose definition it is (mobilize, CR 702.1)
    # "Whenever ~ attacks while you control ...": part of the trigger event (CR 603.2), so it is
    # checked only as the event happens, not again on resolution (no "if", not CR 603.4)
    event_condition: Condition | None = None
    # "This ability triggers only once each turn." (CR 603.2): not again this turn once it did
    once_each_turn: bool = False

    @property
    def is_mana_ability(self) -> bool:
        return (isinstance(self.event, TappedForMana) and not self.targets
                and any(isinstance(e, AddMana) for e in self.effects))


# ------------------------------------------------------------------ replacements (CR 614)
# the replacement effects themselves are in replacement_effects.py, named here too for the
# ability's users (R.EntersTapped ...)
from .replacement_effects import (  # noqa: E402,F401
    ChoiceKind, ChooseOnEnter, CopyExceptions, EntersAsCopy, EntersTapped, EntersTappedUnless, EntersTappedUnlessPaid,
    BattlefieldInsteadOfDiscard, EntersWithCounters, EntersWithCountersIf, ExileInsteadOfGraveyard, ModifyCounterPlacement,
    ModifyPlayerCounters, OthersEnterWithCounters, MultiplyLifeGain,
    MultiplyMana, MultiplyTokens, Replacement, ReplaceDamage, ReplaceManaType, SkipStep,
    ModifyDamage, InsteadOfGraveyard, LibraryPlace, ReplaceDraw, SacrificeToEnter, ExiledInsteadOfEntering)



@dataclass(frozen=True)
class ReplacementAbility:
    """A static ability that creates a replacement effect (CR 614.12)."""

    replacement: Replacement
    keyword: str | None = None           # the keyword whose definition it is (CR 702.1)


# ------------------------------------------------------------------ static (CR 604, 611.3)
@dataclass(frozen=True)
class Anthem:
    """"Creatures you control get +1/+1" / "~ gets +1/+1" (layer 7c)."""

    objects: ObjectFilter | SelfRef
    power: int
    toughness: int
    multiplier: Amount | None = None   # "+1/+1 for each Plains you control"


@dataclass(frozen=True)
class KeywordGrant:
    """"Creatures you control have flying" / "~ has haste" (layer 6); with `lose`, "Equipped
    creature loses flying" (CR 613.1f: removing an ability is a layer-6 effect too)."""

    objects: ObjectFilter | SelfRef
    keyword: str
    lose: bool = False
    # "lose flying and can't have or gain flying": the loss applies after every grant, whatever
    # its timestamp, so no effect gives the keyword back while this applies (CR 613.1f, 613.7)
    cant_have: bool = False


@dataclass(frozen=True)
class CostPerExtraTarget:
    """Strive: "This spell costs {1}{G} more to cast for each target beyond the first" (CR 601.2f)."""

    extra: ManaCost


class RestrictedAction(str, Enum):
    ATTACK = "attack"
    BLOCK = "block"
    BE_BLOCKED = "be_blocked"
    BE_COUNTERED = "be_countered"
    ATTACK_EACH_COMBAT = "attack_each_combat"   # "attacks each combat if able" (a requirement)
    UNTAP = "untap"                   # "doesn't untap during its controller's untap step" (CR 502.3)
    BE_REGENERATED = "be_regenerated"  # "it can't be regenerated" (CR 701.15c)
    ATTACK_ALONE = "attack_alone"     # "can't attack alone" (CR 506.5, 508.1c)
    BLOCK_ALONE = "block_alone"       # "can't block alone" (CR 506.5, 509.1b)
    ASSIGN_COMBAT_DAMAGE = "assign_combat_damage"   # "assigns no combat damage this turn" (CR 510.1a)
    # "its activated abilities can't be activated", "activated abilities of artifacts can't be
    # activated": mana abilities included (CR 602.5: a prohibited ability can't be activated)
    ACTIVATE = "activate"


@dataclass(frozen=True)
class Restriction:
    """"<objects> can't block" / "~ can't be countered" (CR 508.1c, 509.1b, 101.2)."""

    objects: ObjectFilter | SelfRef
    action: RestrictedAction


@dataclass(frozen=True)
class AdditionalCost:
    """"As an additional cost to cast this spell, <cost>" (CR 601.2f, 118.8); "..., you may
    collect evidence 6": an optional one, chosen as the spell is announced (CR 601.2b), and
    `keyword` is what the spell then records as done ("if evidence was collected", CR 701.59c)."""

    cost: Cost
    optional: bool = False
    keyword: str = ""


@dataclass(frozen=True)
class CostModifier:
    """"White spells you cast cost {W} more to cast" / "Creature spells cost {2} more to cast"
    (CR 601.2f): `yours` for spells the source's controller casts only ("you cast")."""

    spells: ObjectFilter
    amount: ManaCost
    more: bool = True
    yours: bool = True


@dataclass(frozen=True)
class UnlockCostModifier:
    """"Unlock costs you pay cost {1} less." (CR 709.5e, 601.2f, current rules): the mana cost its
    controller pays to unlock a Room's door as a special action, changed; a reduction lowers
    generic mana only (CR 118.7c)."""

    amount: ManaCost
    more: bool = False


@dataclass(frozen=True)
class CharacteristicPT:
    """"~'s power and toughness are each equal to ..." (CR 604.3, layer 7a)."""

    power: Amount | None
    toughness: Amount | None


@dataclass(frozen=True)
class OptionalUntap:
    """"You may choose not to untap ~ during your untap step" (CR 502.3): its controller
    chooses, in the untap step, whether it untaps."""

    objects: ObjectFilter | SelfRef


@dataclass(frozen=True)
class UntapDuringOthersUntap:
    """"Untap all permanents you control during each other player's untap step" (CR 502.3):
    in another player's untap step, these permanents of the static's controller untap as the
    active player's do."""

    objects: ObjectFilter | SelfRef


@dataclass(frozen=True)
class PreventDamage:
    """"Prevent all [combat] damage that would be dealt to [and dealt by] ~ [by <sources>]"
    (CR 615.1a, a static prevention effect).

    `to_objects` is the protected object (None: no recipient named); `by_objects` the
    object whose damage is prevented ("dealt by enchanted creature"); `sources` narrows
    the damage sources ("by creatures"); `combat_only` for "combat damage" (CR 510.2).
    With both set ("dealt to and dealt by enchanted creature") damage matching either is prevented."""

    to_objects: ObjectFilter | SelfRef | None
    by_objects: ObjectFilter | SelfRef | None = None
    sources: ObjectFilter | None = None
    combat_only: bool = False
    to_you: bool = False          # "dealt to you": the ability's controller (a player)


@dataclass(frozen=True)
class SelfCostChange:
    """"~ costs {1} less to cast for each creature card in your graveyard" / "~ costs {2}
    less to cast if you control a Wizard" (CR 601.2f): the total cost of this spell
    changes by `amount` times `per` (once when `per` is None), while `condition` holds."""

    amount: ManaCost
    more: bool = False
    per: Amount | None = None
    condition: Condition | None = None


@dataclass(frozen=True)
class AbilityGrant:
    """"Enchanted land has '{T}: Add one mana of any color.'" / "All Slivers have
    '...'" (CR 613.1f, layer 6; CR 113.1): each object in `objects` has `ability`,
    whose self-references ("~", "this creature") mean that object (CR 109.5, 113.7)."""

    objects: ObjectFilter | SelfRef
    ability: "Ability"


@dataclass(frozen=True)
class CastOnlyWhen:
    """"Cast this spell only during combat" (CR 601.3, 101.2): a rule of the card itself,
    which can be cast only while `condition` holds (e.g. filters.DuringSteps)."""

    condition: Condition


@dataclass(frozen=True)
class DamageCantBePrevented:
    """"Combat damage can't be prevented." (CR 615.12): prevention effects don't prevent that
    damage and prevention shields aren't used up by it; redirections (CR 614.9) still apply."""

    combat_only: bool = True


@dataclass(frozen=True)
class LifeFloor:
    """"Damage that would reduce your life total to less than N reduces it to N instead"
    (CR 614.1a, a replacement effect on damage to the source's controller; the damage is still
    dealt, only the life lost changes)."""

    floor: int


@dataclass(frozen=True)
class PreventSomeDamage:
    """"If a red source would deal damage to you, prevent 2 of that damage" / "If a source would
    deal 3 or less damage to ~, prevent that damage" (CR 615.1a, a static prevention effect applied
    to each damage event)."""

    amount: int | None                    # prevented of each damage event; None: all of it
    to_objects: SelfRef | ObjectFilter | None = None
    to_you: bool = False
    sources: ObjectFilter | None = None   # the qualities of the source ("a red source")
    at_most: int | None = None            # only damage of at most this much ("3 or less damage")


@dataclass(frozen=True)
class RedirectDamage:
    """"All damage that would be dealt to you is dealt to ~ instead" / "... to enchanted creature
    is dealt to its controller instead" (CR 614.9, a static redirection): `to_you` (the source's
    controller) or `protected` objects; the new recipient is `new_recipient` (SelfRef, or the
    object the source is attached to) or, with `to_controller`, the protected object's controller."""

    new_recipient: SelfRef | ObjectFilter | None = None
    to_you: bool = False
    protected: SelfRef | ObjectFilter | None = None
    to_controller: bool = False


@dataclass(frozen=True)
class CastAsThoughFlash:
    """"You may cast ~ as though it had flash [if you pay {2} more to cast it]" (CR 601.3b):
    it may be cast any time its controller could cast an instant; cast so when a sorcery couldn't
    have been, `extra` is added to its cost and, with `sacrifice_at_cleanup`, the permanent it
    becomes is sacrificed at the beginning of the next cleanup step."""

    extra: ManaCost | None = None
    sacrifice_at_cleanup: bool = False


@dataclass(frozen=True)
class AlternativeCost:
    """"You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost" / "If you control a
    Swamp, you may sacrifice a creature rather than pay this spell's mana cost" (CR 118.9): the
    spell may be cast paying these costs instead of its mana cost (actions.cast, alt "alternative")."""

    costs: tuple[Cost, ...]
    condition: Condition | None = None


@dataclass(frozen=True)
class OthersEnterTapped:
    """"Creatures your opponents control enter tapped" (CR 614.1c, 614.12): a replacement effect
    of a permanent on entering objects matching `objects` (judged as they would enter)."""

    objects: ObjectFilter


@dataclass(frozen=True)
class CantLoseTheGame:
    """"You can't lose the game and your opponents can't win the game." (CR 104.3: the source's
    controller doesn't lose, by a state-based action or an effect; CR 810.8a). No effect the
    engine runs makes a player win the game (CR 104.2b), so "can't win" has nothing to stop."""


@dataclass(frozen=True)
class MaximumHandSize:
    """A player's maximum hand size (CR 402.2; seven by default): none at all (`unlimited`),
    `equal_to` an amount (read from the source's controller's side), or changed by `change`;
    the player discards down to it in their cleanup step (CR 514.1)."""

    player: PlayerRef                        # YOU | EACH_OPPONENT
    change: int = 0
    unlimited: bool = False
    equal_to: Amount | None = None


StaticEffect = (Anthem | KeywordGrant | CostPerExtraTarget | Restriction | AdditionalCost
                | CostModifier | CharacteristicPT | CanBlockOnly | AdditionalBlocks | CantBeBlockedBy
                | BlockerCount | OptionalUntap | UntapDuringOthersUntap | PreventDamage | SelfCostChange | AbilityGrant
                | CastOnlyWhen | LifeFloor | DamageCantBePrevented | OthersEnterTapped | PreventSomeDamage | AlternativeCost
                | CastAsThoughFlash | RedirectDamage | AssignsDamageByToughness | MaximumHandSize
                | CantLoseTheGame)


@dataclass(frozen=True)
class CanBeYourCommander:
    """"~ can be your commander." (CR 903.3d): a rule of Commander deck construction that
    lets this card be a commander though it is no legendary creature; it does nothing in a game
    (mechanics/commanders.may_be_commander reads it)."""


StaticEffect = StaticEffect | LureRequirement | CanBeYourCommander | Companion | UntapLimit   # Companion: CR 702.139a


@dataclass(frozen=True)
class LoyaltyAbilitiesAnyTime:
    """"You may activate loyalty abilities of planeswalkers you control on any player's turn any
    time you could cast an instant." (a planeswalker's emblem): the loyalty abilities
    of the permanents `planeswalkers` accepts, controlled by this ability's controller, may be
    activated whenever that player has priority (CR 117.1a) instead of only as a sorcery (CR
    606.3); still only one loyalty ability of each permanent per turn."""

    planeswalkers: ObjectFilter


StaticEffect = StaticEffect | LoyaltyAbilitiesAnyTime


StaticEffect = StaticEffect | MustBeBlocked


StaticEffect = StaticEffect | MustBlock


StaticEffect = StaticEffect | MayExertAsAttacks


@dataclass(frozen=True)
class BasePT:
    """"Enchanted creature has base power and toughness 0/2" (CR 613.4b, layer 7b): sets the
    base values; P/T changes and counters still apply on top (query.power_toughness)."""

    objects: "ObjectFilter | SelfRef"
    power: int
    toughness: int


StaticEffect = StaticEffect | BasePT


@dataclass(frozen=True)
class BasePTManaValue:
    """"Each other non-Aura enchantment ... has base power and base toughness each equal to its
    mana value" (Opalescence; CR 613.4b, layer 7b): each object's base values are its own mana
    value (CR 202.3), timestamped as its source (CR 613.7a); changes and counters apply on top."""

    objects: "ObjectFilter | SelfRef"


StaticEffect = StaticEffect | BasePTManaValue


@dataclass(frozen=True)
class AddSubtypes:
    """"Equipped creature is a Ninja in addition to its other types" (CR 205.1b): the objects
    matching `objects` have these subtypes too (layer 4, CR 613.1d; query.subtypes). The filter
    never tests subtypes itself, so no such effect depends on another (CR 613.8)."""

    objects: "ObjectFilter | SelfRef"
    subtypes: tuple[str, ...]
    chosen: bool = False        # "is the chosen type": the type its source chose as it entered (CR 607.2d)

    def added_by(self, source) -> tuple[str, ...]:
        """The subtypes it adds, with `source` the permanent whose static ability it is."""
        if not self.chosen:
            return self.subtypes
        return tuple(str(v) for k in ("creature_type", "basic_land_type", "land_type")
                     for v in source.chosen.get(k, ()))


StaticEffect = StaticEffect | AddSubtypes


StaticEffect = StaticEffect | CantAttackPlayer | AttackTax | BlockableDespite | CanAttackDespiteDefender


StaticEffect = StaticEffect | AssignsAsThoughUnblocked


@dataclass(frozen=True)
class CantBeTargetedBy:
    """"~ can't be the target of blue or black spells" / "... of white spells or abilities from
    white sources" (CR 115.4): no spell of the quality `spells`, and no ability whose source is of
    the quality `abilities`, can target `objects`; None: those may (attachments.targeting_problem)."""

    objects: ObjectFilter | SelfRef
    spells: ObjectFilter | None
    abilities: ObjectFilter | None = None


StaticEffect = StaticEffect | CantBeTargetedBy


@dataclass(frozen=True)
class ControlAttached:
    """"You control enchanted creature." (CR 613.1b, layer 2; CR 303.4): while the source Aura is
    on the battlefield attached to an object matching `objects`, the Aura's controller controls
    that object; when the effect stops applying the object returns to the player who controlled
    it before (handlers_players.apply_control_attached, with the state-based actions)."""

    objects: ObjectFilter


StaticEffect = StaticEffect | ControlAttached


@dataclass(frozen=True)
class BeginOnBattlefield:
    """"If ~ is in your opening hand, you may begin the game with it on the battlefield." (CR
    103.6a): an action its owner may take after the mulligans, before the first turn
    (mechanics/opening_hand.take_opening_hand_actions); it works from the hand, not on the
    battlefield."""


StaticEffect = StaticEffect | BeginOnBattlefield


@dataclass(frozen=True)
class RevealFromOpeningHand:
    """"You may reveal this card from your opening hand. If you do, at the beginning of the first
    upkeep, ..." (CR 103.6b): an action its owner may take before the first turn; taken, the card
    is revealed and `effects` run (a delayed trigger, CR 603.7), from the hand."""

    effects: tuple


StaticEffect = StaticEffect | RevealFromOpeningHand


@dataclass(frozen=True)
class PlayWithRevealed:
    """"Players play with the top card of their libraries revealed." / "Your opponents play with
    their hands revealed.": the hidden cards named (the library's top card, CR 401.2, or the hand,
    CR 402.3) of each player `players` names are seen by every player while the source is on the
    battlefield (engine/visibility.py). `hand`: the hand; else the library's top card."""

    players: "PlayerRef"
    hand: bool = False


StaticEffect = StaticEffect | PlayWithRevealed


@dataclass(frozen=True)
class StationCreature:
    """The power/toughness box of a Spacecraft's last station symbol (CR 721.2b): as long as it has
    `threshold` or more charge counters on it, it is a creature in addition to its other types,
    with its printed power and toughness (query.is_type)."""

    threshold: int


StaticEffect = StaticEffect | StationCreature


@dataclass(frozen=True)
class AddCardTypes:
    """"During your turn, this permanent is an artifact creature in addition to its other types"
    (living metal, CR 702.161a): the object with this static ability has these card types too
    (layer 4, CR 613.1d, 205.1b) while the ability's condition holds (query.is_type). Other
    objects only through a filter that asks nothing of the types it adds (Opalescence's "each
    other non-Aura enchantment"): which objects it applies to never depends on itself (CR 613.8a).
    A Vehicle that becomes a creature so has its printed power and toughness (CR 301.7c)."""

    types: tuple[CardType, ...]
    objects: "SelfRef | ObjectFilter" = SelfRef()     # "Each other non-Aura enchantment is a creature ..."


StaticEffect = StaticEffect | AddCardTypes


@dataclass(frozen=True)
class SetColors:
    """"Enchanted creature ... is black", "All creatures are black", "All permanents are colorless":
    the objects matching `objects` are these colours (none: colorless, CR 105.2c) in layer 5 (CR
    105.3, 613.1e; engine/static_colors.py), applied with the resolved colour effects in timestamp
    order (CR 613.7). The filter never tests colours, so no such effect depends on another (CR 613.8)."""

    objects: "SelfRef | ObjectFilter"
    colors: tuple[Color, ...]
    chosen: bool = False        # "is the chosen color": the one its source chose as it entered (CR 607.2d)

    def set_by(self, source) -> tuple[Color, ...]:
        """The colours it sets, with `source` the permanent whose static ability it is."""
        if not self.chosen:
            return self.colors
        return tuple(v if isinstance(v, Color) else Color(v) for v in source.chosen.get("color", ()))


StaticEffect = StaticEffect | SetColors


@dataclass(frozen=True)
class SetLandType:
    """"Nonbasic lands are Mountains" (CR 305.7): each object in `objects` has this basic land
    type instead of its other land types, loses the abilities of its rules text and has the
    type's mana ability (layer 4, CR 613.1d; query.subtypes, query.all_abilities). An effect of
    an ability it takes away applies after it, so never (dependency, CR 613.8a)."""

    objects: "ObjectFilter | SelfRef"
    subtype: str                # "" when chosen
    chosen: bool = False        # "is the chosen type": the basic land type its source chose as it entered (CR 607.2d)

    def as_set_by(self, source) -> "SetLandType | None":
        """This effect with its land type, `source` the permanent whose ability it is; None when
        the type is the source's choice and it has chosen none."""
        if not self.chosen:
            return self
        chosen = source.chosen.get("basic_land_type", ())
        return SetLandType(self.objects, str(chosen[-1])) if chosen else None


StaticEffect = StaticEffect | SetLandType


@dataclass(frozen=True)
class StaticAbility:
    """A static ability (CR 604); with a condition it applies only while that holds ("as long as")."""

    effect: StaticEffect
    condition: Condition | None = None
    keyword: str | None = None           # the keyword whose definition it is (CR 702.1)


# ------------------------------------------------------------------ keywords (CR 702)
@dataclass(frozen=True)
class KeywordAbility:
    """A keyword with no other compiled form here (flying, trample, ward {2}, protection ...).

    Keywords that stand for an activated ability (saddle, equip, crew) are
    compiled to ActivatedAbility with `keyword` set instead.
    """

    name: str
    number: int | None = None
    cost: ManaCost | Cost | None = None   # a mana cost; ward's may be any one cost: "ward—pay 3 life" (CR 702.21a)
    quality: ObjectFilter | None = None
    # what a gift gives the opponent it was promised to, where the rules define it in words the
    # compiler reads (CR 702.174d: "Gift a Food" means "The chosen player creates a Food token.")
    gift: tuple = ()
    # the costs after the mana cost, where the keyword's cost has several parts: escape's
    # "{3}{B}, Exile two other cards from your graveyard" (CR 702.138a), paid with it (CR 601.2f-h)
    more_costs: tuple = ()
    # cleave: the spell's text with the words in square brackets removed, which it has when cast
    # for its cleave cost (CR 702.148a)
    cleaved: "SpellAbility | None" = None
    # another card's name, as the text spells it: "partner with Ley Weaver" (CR 702.124j)
    card_name: str = ""
    # prototype's power and toughness, with its mana cost the second set of characteristics a
    # spell cast prototyped has (CR 702.160a, 718.3)
    power: str | None = None
    toughness: str | None = None
    # "enchant player" / "enchant opponent": the players an Aura may enchant, instead of a
    # `quality` of objects (CR 303.4, 702.5d)
    players: Controller | None = None


class KeptAuras(str, Enum):
    """Which Auras a granted protection doesn't remove (CR 702.16n)."""

    THIS_AURA = "this aura"       # "This effect doesn't remove ~." (the Aura granting it)
    AURAS = "auras"               # "This effect doesn't remove Auras."


@dataclass(frozen=True)
class ProtectionKeepingAuras(KeywordAbility):
    """"Enchanted creature has protection from black. This effect doesn't remove ~."
    (CR 702.16n): this instance of protection doesn't put the `kept` Auras into their owners'
    graveyards (CR 702.16c, 704.5m); it still stops targeting, damage and blocking, and another
    instance of protection from the same quality removes them as normal. `grantor` is the Aura
    granting it, filled in as it is granted (engine/grantor.py)."""

    kept: KeptAuras = KeptAuras.THIS_AURA
    grantor: GrantorRef = GrantorRef()


Ability = (
    SpellAbility | ActivatedAbility | ManaAbility | TriggeredAbility | ReplacementAbility
    | StaticAbility | KeywordAbility
)


@dataclass(frozen=True)
class DungeonRoom:
    """One room of a dungeon card (CR 309.4): its name (flavor, CR 309.4b; the arrows name rooms
    by it) and the rooms its arrows lead to, by index in printed order; none: the bottommost."""

    name: str
    exits: tuple[int, ...] = ()


@dataclass(frozen=True)
class CardDefinition:
    """A card's characteristics and compiled abilities (CR 109.3), as the engine needs them."""

    name: str
    mana_cost: ManaCost
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[Supertype, ...] = ()
    colors: tuple[Color, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    abilities: tuple[Ability, ...] = ()
    every_creature_type: bool = False      # given by an effect ("gain all creature types", CR 205.3m)
    # a transforming double-faced card or token: its back face (CR 712.1, 712.8b); these
    # characteristics are its front face's
    # a dungeon card's rooms, the topmost first (CR 309.4); each room's ability is the triggered
    # ability of `abilities` whose event is IntoThisRoom of its index (CR 309.4c)
    rooms: tuple[DungeonRoom, ...] = ()
    lights: tuple[int, ...] = ()           # an Attraction's lit numbers, 1-6 (CR 717.1, printed)
    back_face: "CardDefinition | None" = None
    # a meld card: the melded face it and its meld partner combine into (CR 701.42a, 712.4; 713
    # in the 2022 text); never a face it transforms into
    melded_face: "CardDefinition | None" = None
    meld_partner: str | None = None      # the other card of its meld pair: its name (CR 701.42a)


@dataclass(frozen=True)
class SpellsAsThoughFlash:
    """"You may cast creature spells as though they had flash." (CR 601.3b): the spells `spells`
    accepts may be cast by this ability's controller (by any player, with `any_player`) any time
    they could cast an instant, instead of only when a sorcery could be cast (CR 307.1)."""

    spells: ObjectFilter
    any_player: bool = False


StaticEffect = StaticEffect | SpellsAsThoughFlash


@dataclass(frozen=True)
class OneSpellEachTurn:
    """"Each player can't cast more than one spell each turn." / "You can't ..." (CR 101.2: a
    prohibition wins over a permission): a player who has cast a spell this turn, before or
    after the permanent came, can't cast another; `players` is EACH_PLAYER or YOU (this
    ability's controller)."""

    players: PlayerRef


StaticEffect = StaticEffect | OneSpellEachTurn | PlayFromElsewhere

