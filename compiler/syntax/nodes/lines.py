"""AST nodes for sentences and whole lines: `Clause` (every clause node a sentence may hold),
sentences (clauses and their joins, restrictions, riders, activation timing, grants), the
keyword, activated, triggered, replacement, static, spell and modal lines, the predicates of
statics, and the AbilityLine that carries one line."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ....runtime.abilities import ChoiceKind, KeptAuras
from ....runtime.costs import Cost, ManaCost
from ....runtime.effects import SpendRestriction, SpentRider
from ....runtime.events import Whose
from ....runtime.characteristics import CardType, Step, Zone
from ....runtime.filters import Amount, BasicLandTypes, Condition, Controller, ObjectFilter, PlayerRef

from .phrases import ObjectPhrase, SelfPhrase, Span
from .clauses import (AddManaClause, AnimateClause, BecomeArtifactCreatureClause, BecomeSaddledClause, ChooseClause,
                            ChangeTargetClause, CopySpellClause, CounterClause, CounterUnlessClause, CreateTokenClause,
                            DamageClause, DamageSplitClause, DestroyClause, DiscardClause,
                            DividedDamageClause, DoubleCountersClause, DrawClause, EnergyClause,
                            ExileClause, ExileTopClause, FightClause, FogClause, GainControlClause,
                            GainKeywordClause, GainKeywordsClause, HaveKeywordsClause, LifeClause,
                            LoseAbilitiesClause, MayClause, MayGainLifeClause, MayPayClause,
                            MayPlayClause, MillClause, NoRegenerationClause, PreventNextClause,
                            PumpClause, PumpGainClause, PutCountersClause, PutOnLibraryClause,
                            RegenerateClause, RestrictClause, ReturnClause, SacrificeChosenClause,
                            SacrificeClause, ScryClause, SearchClause, SkipUntapClause, TapClause,
                            TapOrUntapClause, TokenCopyClause)
from .shields import (AdditionalLandPlaysClause, ExileUntilLeavesClause, ExtraTurnClause, PreventAllToClause,
                            PreventNextCombatClause, PreventNextTimeClause, RedirectNextClause,
                            ReplaceNextDrawClause, PreventFromChosenClause, PreventedForEachSentence)
from .players import (BecomeBasicLandTypeClause, ControlToOwnersClause, DiscardHandClause,
                            ExchangeControlClause, ExileChosenNameClause, ExileNamedClause, PlayerMayClause, PoisonClause,
                            LoseTheGameClause, PlayerChoosesClause, PlayerMovesOwnClause, WinTheGameClause,
                            ExchangeLifeTotalsClause)
from .hands import (ChooseFromHandClause, DiscardRandomClause, DiscardThatClause,
                          LookTopClause, PutFromHandClause, PutLookedClause, RevealDiscardAllClause,
                          RevealHandClause, ShuffleIntoLibraryClause, RevealCardsFromHandClause, ChooseOfThemClause,
                          DiscardThenDrawClause)
from .library import (ClashClause, ExileChosenClause, ExileZoneCardsClause, LookTopOfClause, ExileAllButBottomClause,
                            PlayerPutsFromHandClause, PutAllRevealedClause, PutAmongClause,
                            PutFoundClause, PutHandOnBottomClause, PutObjectsClause,
                            PutOnBottomClause, PutRevealedClause, PutUnderControlClause,
                            RandomCardsClause, ReturnExiledClause, ReturnTheirHandClause,
                            RevealFromHandClause, RevealObjectsClause, RevealTopClause, PlayerRevealsRandomClause,
                            RevealUntilClause, SearchOtherClause, SearchTopClause,
                            ShuffleIntoOwnerClause, ShuffleLibraryClause, ShuffleTargetsIntoLibraryClause, SurveilClause)
from .keywords import Keyword
from .bending import AirbendClause, EarthbendClause
from .turns import CantCastSpellsThisTurnClause, KeepTappedClause, PhaseOutClause, SkipNextStepClause, SkipTurnsClause
from .face_down import CloakClause, ManifestDreadClause, NoLongerSuspectedClause, SuspectClause
from .delayed_triggers import DiesThisTurnSentence, ThisTurnTriggerSentence


Clause = (PhaseOutClause | KeepTappedClause | SkipTurnsClause | SkipNextStepClause | CantCastSpellsThisTurnClause | PlayerChoosesClause | PlayerMovesOwnClause | PlayerRevealsRandomClause | AirbendClause | EarthbendClause | ShuffleIntoOwnerClause | ShuffleTargetsIntoLibraryClause | ManifestDreadClause | CloakClause | SuspectClause | NoLongerSuspectedClause | BecomeBasicLandTypeClause | ExileNamedClause | ExileChosenNameClause | ControlToOwnersClause | PoisonClause | LoseTheGameClause | WinTheGameClause | PlayerMayClause | ExchangeControlClause | DiscardHandClause | DividedDamageClause | PlayerPutsFromHandClause | ReturnExiledClause | ReturnTheirHandClause | SearchTopClause | RevealObjectsClause | PutHandOnBottomClause | ExileChosenClause | SearchOtherClause | RandomCardsClause | RevealFromHandClause | ClashClause | RevealUntilClause | PutFoundClause | PutAllRevealedClause | PutUnderControlClause | SurveilClause | PutOnBottomClause | ShuffleLibraryClause | ExileZoneCardsClause
          | LookTopOfClause | ExileAllButBottomClause | RevealTopClause | PutRevealedClause | PutAmongClause | PutObjectsClause | GainKeywordsClause | FightClause | MayGainLifeClause | RevealHandClause | ChooseFromHandClause | DiscardThatClause
          | RevealCardsFromHandClause | ChooseOfThemClause | DiscardThenDrawClause
          | RevealDiscardAllClause | DiscardRandomClause | LookTopClause | PutLookedClause
          | ShuffleIntoLibraryClause | PutFromHandClause | LoseAbilitiesClause | AnimateClause | BecomeArtifactCreatureClause | DamageSplitClause | CopySpellClause | ChangeTargetClause | PumpGainClause | PreventNextClause | PreventNextTimeClause | PreventFromChosenClause | RedirectNextClause | ReplaceNextDrawClause | PreventAllToClause | ExileUntilLeavesClause | ExtraTurnClause | AdditionalLandPlaysClause | PreventNextCombatClause | FogClause | CounterUnlessClause | GainControlClause | NoRegenerationClause | HaveKeywordsClause
          | EnergyClause | MillClause | PutOnLibraryClause | RestrictClause | MayPayClause | TapOrUntapClause
          | TokenCopyClause | SacrificeChosenClause | CounterClause | RegenerateClause | DiscardClause | SearchClause | SkipUntapClause | AddManaClause | ScryClause | DrawClause | LifeClause | ExileClause | ExileTopClause
          | ReturnClause | DestroyClause | PutCountersClause | DoubleCountersClause
          | CreateTokenClause | SacrificeClause | DamageClause | PumpClause | GainKeywordClause
          | MayPlayClause | MayClause | ChooseClause | BecomeSaddledClause | TapClause
          | ExchangeLifeTotalsClause)


# ---------------------------------------------------------------- sentences
@dataclass(frozen=True)
class Sentence:
    """Clauses joined by ", then"; `delay` for "at end of combat, ..." (a delayed trigger).
    `condition` is the whole meaning of "If <condition>": how it named the source ("if it was
    kicked" / "if ~ was kicked", CR 702.33d) is one object and not kept; the renderer says "it"
    once the sentence named the source (render/words.source_named).

    No word order is kept either: "at the beginning of the next end step, <clauses>" and
    "<clauses> at the beginning of the next end step" create one delayed trigger (CR 603.7a), and
    "until end of turn, <clauses>" is the clauses each lasting until end of turn (CR 611.2a: the
    duration is each clause's own `until_end_of_turn`). The renderer derives the order
    (render/sentences.py), equivalents.py reads the other order alike."""

    clauses: tuple[Clause, ...]
    delay: tuple[Step, Whose] | None = None
    until_your_next_turn: bool = False
    condition: Condition | None = None        # "If <condition>, ..."
    if_you_do: bool = False                   # "If you do, ..." after "you may ..."
    # "If you don't, ..." / "If they don't, ..." after "<player> may ...": done when that player
    # didn't (CR 608.2c); the subject as printed ("you", "they", "that player")
    if_not_done: str = ""
    # "If that player does, ..." after "that player may pay {U}": the subject as printed ("that
    # player", "he or she", "they"); empty for "If you do" (if_you_do is set either way)
    done_by: str = ""
    x_is: Amount | None = None                # "..., where X is <amount>."
    # "..., where X is <amount> as you activate this ability.": X is known from the activation on
    # (the amount divided as targets are chosen, CR 601.2d, 602.2b)
    x_as_you_activate: bool = False
    otherwise: bool = False                   # "Otherwise, ...": the else of the "If ..." before it
    # "Mill three cards. Then you may ...": the instructions are followed in the order written
    # either way (CR 608.2c); kept so the text reads back as printed
    then: bool = False
    # "When you do, ...": a reflexive trigger of the "you may ..." before it (CR 603.12)
    when_you_do: bool = False
    # "If the gift was promised, instead <clauses>.": the clauses replace the sentence before it
    # when the condition holds (CR 608.2c: the text is followed in order, the later words
    # modifying the earlier ones)
    instead: bool = False
    # "..., where X is <amount> as you cast ~.": the amount divided as the spell's targets are
    # chosen (CR 601.2d), as with x_as_you_activate
    x_as_you_cast: bool = False


@dataclass(frozen=True)
class RestrictionSentence:
    restriction: SpendRestriction


@dataclass(frozen=True)
class RiderSentence:
    rider: SpentRider


# "Activate this ability only <wording>.": the steps (CR 500.1) an ability may be activated in,
# and whether only on your turn; the wording is rendered back from the pair.
_PRE_ATTACK = (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGINNING_OF_COMBAT)
STEP_TIMINGS: dict[str, tuple[tuple[Step, ...], bool]] = {
    "during your upkeep": ((Step.UPKEEP,), True),
    "during any upkeep step": ((Step.UPKEEP,), False),
    "during combat": ((Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                       Step.COMBAT_DAMAGE, Step.END_OF_COMBAT), False),
    "during your turn, before attackers are declared": (_PRE_ATTACK, True),
    "before attackers are declared": (_PRE_ATTACK, False),
    "during the declare blockers step": ((Step.DECLARE_BLOCKERS,), False),
    "during the declare attackers step": ((Step.DECLARE_ATTACKERS,), False),
    "during combat before blockers are declared": ((Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS), False),
    "during combat after blockers are declared": ((Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                                                   Step.END_OF_COMBAT), False),
    "before blockers are declared": (_PRE_ATTACK + (Step.DECLARE_ATTACKERS,), False),
    "after combat": ((Step.MAIN2, Step.END, Step.CLEANUP), False),
    "during your end step": ((Step.END,), True),
}


@dataclass(frozen=True)
class TimingSentence:
    sorcery_speed: bool = False
    once_per_turn: bool = False
    condition: Condition | None = None        # "Activate only if ..."
    during_your_turn: bool = False            # "activate only during your turn"
    max_per_turn: int | None = None           # "activate no more than twice each turn"
    only_once: bool = False                   # "activate only once" (CR 602.5b)
    any_player: str = ""                      # "any player may activate this ability[ but only ...]":
    #                                           "" | "any" | "sorcery" ("... he or she could cast a
    #                                           sorcery") | "turn" ("... during his or her turn")


@dataclass(frozen=True)
class CounterRiderSentence:
    """"If that spell is countered this way, exile it instead of putting it into its owner's
    graveyard." after "counter target spell" (CR 614.1a): where the countered spell goes."""

    destination: str                          # "exile" | "library_top" | "library_bottom"


@dataclass(frozen=True)
class ManaKeptSentence:
    """"Until end of combat, you don't lose this mana as steps and phases end." after "add ...":
    the mana stays in the pool until that step ends (CR 106.4, 500.4; firebending, CR 702.189a)."""

    until: Step                               # END_OF_COMBAT or CLEANUP ("until end of turn")


@dataclass(frozen=True)
class EndEffectSentence:
    """"You may pay {W} to end this effect." after "~ ... becomes an Aura ...": the effect's
    controller may end it by paying `cost`, a special action (CR 116.2c)."""

    cost: ManaCost


@dataclass(frozen=True)
class StillTypeSentence:
    """"It's still a land." after an animation: it keeps its card types (CR 205.1b); the card
    type it names is the one the object already has."""

    card_type: CardType
    plural: bool = False             # "They're still lands." (after a plural subject): printing only


@dataclass(frozen=True)
class DoesTheSameSentence:
    """"Each opponent attacking that player does the same." after "whenever enchanted player is
    attacked, <you do something>": each of those players does what the sentence before had you do
    (CR 508.1, 303.4)."""

    who: str = "each opponent attacking that player"


@dataclass(frozen=True)
class NewTargetsSentence:
    """"You may choose new targets for the copy." (CR 707.10c); "... for the copies" after
    several copies (`copies`)."""

    copies: bool = False
    # "Players may choose new targets for their copies." (demonstrate, CR 702.144a): each
    # player who copied the spell, for their copy
    players: bool = False
    # "You may choose new targets for it." (CR 115.7d): for the spell the sentence before
    # named ("gain control of target spell"), not for a copy
    for_it: bool = False


@dataclass(frozen=True)
class GrantSentence:
    """"All Slivers have \"<ability>\"": ends with the quoted ability's own period. "have" or
    "has" agrees with the objects (each/all is no meaning: render/determiners.py)."""

    objects: tuple[ObjectPhrase, ...]
    ability: "AbilityLine"


@dataclass(frozen=True)
class ExileIfDiesSentence:
    """"If a creature dealt damage this way would die this turn, exile it instead." (CR 614.1a),
    after a damage sentence; with `by_self`, "If a permanent dealt damage by ~ would die this
    turn, exile it instead.": whatever ~ dealt damage to, in a paragraph of its own; with
    `that_creature`, "If that creature would die this turn, exile it instead.": the creature the
    sentence before named, whatever dealt it damage or gave it -X/-X."""

    by_self: bool = False
    permanents: bool = False         # "a permanent": planeswalkers too (CR 700.4), not only creatures
    that_creature: bool = False


@dataclass(frozen=True)
class UntilYourNextTurnSentence:
    """"Until your next turn, <clauses>." (CR 611.2a): each clause's effect lasts until its
    controller's next turn begins (in multiplayer, until that turn would have begun, CR 800.4m)."""

    clauses: tuple


AnySentence = DoesTheSameSentence | UntilYourNextTurnSentence | ManaKeptSentence | DiesThisTurnSentence | ThisTurnTriggerSentence | ExileIfDiesSentence | GrantSentence | StillTypeSentence | CounterRiderSentence | NewTargetsSentence | Sentence | RestrictionSentence | RiderSentence | TimingSentence | PreventedForEachSentence | EndEffectSentence


# ---------------------------------------------------------------- lines
@dataclass(frozen=True)
class KeywordLine:
    keywords: tuple[Keyword, ...]
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class ActivatedLine:
    costs: tuple[Cost, ...]
    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)
    keyword: str | None = None      # "exhaust — [cost]: [effect]" (CR 702.177a)


# "your second spell each turn": the words for the 2nd, 3rd, ... spell (TriggerCondition.nth)
NTH_WORDS = ("first", "second", "third", "fourth", "fifth")


@dataclass(frozen=True)
class TriggerCondition:
    """"<subject> enters", "a player taps a land for mana", "the beginning of your upkeep"."""

    kind: str                       # enters | dies | attacks | tapped_for_mana | cast | beginning | damage
    subject: SelfPhrase | ObjectFilter | None = None
    player: Controller = Controller.ANY
    while_saddled: bool = False
    step: Step | None = None
    whose: Whose | None = None
    controller: Controller = Controller.ANY      # "enters under your control"
    combat_only: bool = False
    # "~ or another <subject>": the source counts itself even when it doesn't match the subject's
    # filter ("~" names the object, not its characteristics, CR 201.5), so this is meaning
    self_or_another: bool = False
    # beginning, whose ENCHANTED_CONTROLLER: the host ("enchanted land's controller"): a filter
    # attached_to_source; "enchanted" / "equipped" follows from the source (CR 303.4, 301.5)
    host: ObjectFilter | None = None
    or_planeswalker: bool = False       # attacks: "attacks you or a planeswalker you control" (CR 506.3)
    into_your_graveyard: bool = False   # dies: "is put into your graveyard from the battlefield"
    other: ObjectFilter | None = None   # the blocker / blocked creature; "you control no <other>"
    counter: str | None = None          # "one or more <counter> counters are put on ..."
    number: int | None = None           # battalion's "at least N other", "N or more counters"
    nth: int | None = None              # cast: "your second spell each turn" (flurry)
    not_from_hand: bool = False         # cast: "from anywhere other than your hand" (paradox)
    # becomes_target: "for the first time each turn" (valiant): only the first such event of a turn
    first_time_each_turn: bool = False
    # becomes_target: "becomes the target of a spell" (an ability's targeting doesn't count)
    spell_only: bool = False
    # attacks: "attacks while you control a creature with power 4 or greater" (CR 603.2)
    while_condition: Condition | None = None
    # enters: "one or more <subject> enter": those entering at once are one event (CR 603.2c)
    one_or_more: bool = False
    # put_into_graveyard: the zone the card left ("from your library"); None: "from anywhere".
    # Whose graveyard is `player` (YOU: "your graveyard", OPPONENT: "an opponent's")
    from_zone: Zone | None = None
    # activated: not a mana ability (CR 605.1a), said "that isn't a mana ability" after the
    # ability or ", if it isn't a mana ability" after the event (`non_mana_said_if`, wording:
    # "," or "on the battlefield,", where the sources are named before it)
    non_mana: bool = False
    non_mana_said_if: str = ""


@dataclass(frozen=True)
class TriggeredLine:
    condition: TriggerCondition
    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)
    # "Whenever <condition> and whenever <also>, ...": the ability triggers on either (CR 603.2)
    also: TriggerCondition | None = None
    # "Whenever <condition> or <also>, ...": the same two events, written as one phrase (wording)
    also_by_or: bool = False
    # "At the beginning of your upkeep or whenever you cast a red spell, ...": the same, the
    # second event with its own "whenever" (wording)
    also_or_whenever: bool = False


@dataclass(frozen=True)
class CopyExceptions:
    """"..., except ..." of "you may have ~ enter as a copy of ..." (CR 707.9): what the copy has
    besides the copied values. Card types, subtypes, legendary and a gained ability become part
    of its copiable values (CR 707.9a-b); the extra counters are an effect of entering, not a
    value (CR 707.9e)."""

    card_types: tuple[CardType, ...] = ()      # "it's an artifact in addition to its other types"
    subtypes: tuple[str, ...] = ()             # "it's an Illusion in addition to its other types"
    creature_types_wording: bool = False       # printed "... its other creature types" (same meaning)
    legendary: bool = False                    # "it's legendary in addition to its other types"
    name_kept: bool = False                    # "its name is still ~" (CR 707.9c)
    name_is_wording: bool = False              # printed "its name is ~" (same meaning)
    counters: tuple[tuple[str, Amount], ...] = ()   # "it enters with X additional +1/+1 counters on it"
    gains: object = None                       # "it gains "..."": the quoted AbilityLine


@dataclass(frozen=True)
class ReplacementLine:
    """kind: enters_tapped | enters_with_counters | enters_with_counters_colors_spent | double_mana | replace_mana |
    others_enter_with_counter ("each <filter> enters with an additional <kind> counter on it") |
    life_gain (the `player`'s life gain times `amount`: "twice that much") |
    tapped_unless_paid ("as ~ enters, you may pay 2 life / reveal <filter>. if you don't, ...").
    How many counters are put or tokens created: quantities.CounterPlacementLine, TokenCreationLine."""

    kind: str
    counter: str | None = None
    amount: Amount | None = None
    filter: ObjectFilter | None = None
    player: Controller = Controller.ANY
    mana: ManaCost | None = None
    span: Span = Span(0, 0)
    condition: Condition | None = None         # enters_tapped_unless, enters_with_counters_if
    choices: tuple[ChoiceKind, ...] = ()       # choose: one kind per value chosen ("two colors": 2)
    tapped: bool = False                       # "enters tapped with ... counters" / "enter tapped as a copy"
    for_each: ObjectFilter | None = None       # "with a +1/+1 counter on it for each <filter>"
    equal_to: bool = False                     # "with a number of +1/+1 counters on it equal to <amount>"
    where_x: bool = False                      # with equal_to: "with X +1/+1 counters on it, where X is <amount>"
    step: Step | None = None                   # skip_step: "Skip your draw step." (CR 614.10)
    exceptions: CopyExceptions | None = None   # enter_as_copy: "..., except ..." (CR 707.9)


@dataclass(frozen=True)
class PumpPredicate:
    """"gets +1/+1 [for each <filter>]"."""

    power: int
    toughness: int
    for_each: "ObjectFilter | BasicLandTypes | None" = None     # as PumpClause.for_each
    plural: bool = False                       # "get" (plural subject) vs "gets"
    x_is: "Amount | None" = None               # "+X/+X, where X is ...": power/toughness are X's signs


@dataclass(frozen=True)
class KeywordPredicate:
    """"has flying"."""

    keyword: Keyword
    plural: bool = False                       # "have" vs "has"
    bare: bool = False                         # continues a list: "has flying, [bare] first strike"
    lose: bool = False                         # "loses flying" (CR 613.1f)
    cant_have: bool = False                    # "... and can't have or gain flying": for good


@dataclass(frozen=True)
class RestrictionPredicate:
    """"can't block", "doesn't untap during ...", "attacks each combat if able"."""

    action: str
    its_controller: bool = False    # untap: "during its controller's untap step" (not "your", CR 502.3)


@dataclass(frozen=True)
class TargetingPredicate:
    """"can't be the target of blue or black spells [or abilities from blue or black sources]"
    (CR 115.4): the spells (`spells`, a filter of spells) and the sources of abilities (`sources`;
    None: abilities may) that can't target the subject; `targets`: "can't be the targets of"."""

    spells: ObjectFilter | None          # None: "can't be the target of abilities your opponents control"
    sources: ObjectFilter | None = None
    targets: bool = False


@dataclass(frozen=True)
class BlockingPredicate:
    """Blocking rules: kind "block_only" (filter = attackers), "additional" (number, None =
    any number), "unblockable_by" / "unblockable_except" (filter = blockers),
    "unblockable_by_greater_power" (filter = blockers, those with greater power than the blocked
    one, the Ring's first ability, CR 701.54c), "min_blockers" / "max_blockers" (number)."""

    kind: str
    filter: ObjectFilter | None = None
    number: int | None = None


@dataclass(frozen=True)
class GrantPredicate:
    """"has \"<ability>\"": a quoted ability the subject has (recursively parsed)."""

    ability: "AbilityLine"
    plural: bool = False
    bare: bool = False              # 'has haste and "{T}: ..."': continues a "has" list


@dataclass(frozen=True)
class DamageByToughnessPredicate:
    """"assigns combat damage equal to its toughness rather than its power" (CR 510.1a)."""

    plural: bool = False


@dataclass(frozen=True)
class BlockableDespitePredicate:
    """"can be blocked as though they didn't have islandwalk" (CR 702.14c, 509.1b): the
    landwalk `keyword` doesn't stop creatures from blocking the subject."""

    keyword: str


@dataclass(frozen=True)
class AttackDespiteDefenderPredicate:
    """"can attack as though it didn't have defender" (CR 702.3b)."""


@dataclass(frozen=True)
class LegendaryPredicate:
    """"is legendary" (the supertype, CR 205.4a; "Your Ring-bearer is legendary", CR 701.54c)."""

    plural: bool = False


StaticPredicate = (PumpPredicate | KeywordPredicate | RestrictionPredicate | BlockingPredicate | GrantPredicate
                   | DamageByToughnessPredicate | LegendaryPredicate | BlockableDespitePredicate
                   | AttackDespiteDefenderPredicate)


class DamageSide(Enum):
    """Which damage a static prevention applies to (CR 615.1a): dealt to, dealt by, or both."""

    TO = "to"
    BY = "by"
    TO_AND_BY = "to_and_by"


@dataclass(frozen=True)
class StaticLine:
    """"<subject> <predicates> [as long as <condition>]" (kind "predicates"), or one of the
    fixed shapes "strive", "additional_cost" and "optional_additional_cost".

    "As long as <c>, <subject> gets ..." and "<subject> gets ... as long as <c>" are one static
    ability with one condition (CR 604.1, 611.3a), and "it" after a condition naming the subject
    is that subject: no word order is kept. The renderer prints the condition last (148 of 242
    conditional statics in the corpus), first where the condition names the subject ("as long
    as ~ is equipped, it gets +1/+1") or the predicates end in a quoted ability."""

    kind: str
    subject: SelfPhrase | ObjectFilter | None = None
    predicates: tuple[StaticPredicate, ...] = ()
    condition: Condition | None = None
    cost: Cost | None = None
    more: bool = True                          # cost_modifier: more or less
    amount: Amount | None = None               # characteristic_pt
    plural: bool = False                       # "creatures you control get" vs "enchanted creature gets"
    each: bool = False                         # "Each land is a Swamp ...": "each" before the subject
    attached_word: str = "enchanted"           # "enchanted" | "equipped"
    span: Span = Span(0, 0)
    per: ObjectFilter | None = None            # self_cost: "for each <filter>"
    yours: bool = False                        # cost_modifier: only spells you cast ("<spells> you cast cost ...")
    power_only: bool = False                   # characteristic_pt: power alone is defined (CR 604.3)
    toughness_only: bool = False               # characteristic_pt: toughness alone is defined (CR 604.3)
    side: "DamageSide | None" = None           # prevent: damage dealt to, by, or to and by the subject
    at_most: bool = False                      # prevent_some: amount is the most damage prevented whole
    sacrifice_late: bool = False               # as_though_flash: sacrificed at cleanup if cast at instant speed
    combat_only: bool = False                  # prevent: "combat damage"
    unless: bool = False                       # "<predicates> unless <c>": condition is NotCondition(c)
    costs: tuple[Cost, ...] = ()               # alt_cost: "you may pay {W}{U}{B}{R}{G} rather than ..."
    # kind "hand_size" (CR 402.2): whose maximum hand size, by how much it changes, or none at all;
    # `amount` set: it is equal to that amount
    hand_of: PlayerRef | None = None
    hand_size_change: int = 0
    no_maximum: bool = False
    said_if: bool = False                      # "<predicates> if <condition>": the same as "as long as" (CR 611.3a)
    # "... has protection from black. This effect doesn't remove ~." (CR 702.16n): the Auras
    # its protection doesn't remove
    kept_auras: KeptAuras | None = None
    # "~ has first strike as long as it's attacking": the condition (SourceState) says "it's" (wording)
    its_state: bool = False
    # kind "attack_tax" (CR 508.1h): `cost` for each creature attacking you; with
    # `or_planeswalker`, attacking you or a planeswalker you control; kind "attack_cost"
    # (CR 508.1d): `cost` to attack anyone with the subject
    or_planeswalker: bool = False
    # kind "spells_as_though_flash" (CR 601.3b): "any player may cast ..." instead of "you may cast ..."
    any_player: bool = False
    # kind "one_spell_each_turn" (CR 101.2): the players limited, YOU or EACH_PLAYER
    players: PlayerRef | None = None
    # kind "cant_block": "<subject> can't block it / <per>" (it: the source)
    # kind "can_be_commander": "~ can be your commander." (CR 903.3d), no other field
    # kind "begin_on_battlefield": "If ~ is in your opening hand, you may begin the game with it on
    # the battlefield." (CR 103.6a), no other field
    # kind "play_from_elsewhere" (CR 601.3): "You may cast ~ from <from_zones>" (subject SelfPhrase),
    # or "You may play/cast <filter> exiled with ~" (subject the filter, CR 607.2a; `play`: "play")
    from_zones: tuple = ()
    play: bool = False


@dataclass(frozen=True)
class SpellLine:
    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class ModeLine:
    """"• <effects>": one mode; it belongs to the "Choose ..." line above it. A spree mode,
    "+ {cost} — <effects>", names the additional cost of choosing it (CR 702.172a, 700.2h)."""

    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)
    cost: ManaCost | None = None
    pawprints: int = 0               # "{P}{P} — <effects>": the mode's pawprints (CR 700.2i)
    # "• Fira — {2} — <effects>": a tiered mode's name, which has no rules meaning, and its cost
    # (CR 702.183a)
    name: str = ''


@dataclass(frozen=True)
class ModalHead:
    """"Choose one —" on its own (a spell), after a trigger, or after a cost."""

    minimum: int
    maximum: int | None              # None: as many as there are modes
    condition: TriggerCondition | None = None
    costs: tuple[Cost, ...] | None = None
    span: Span = Span(0, 0)
    spree: bool = False              # the "Spree" keyword line heads "+ {cost} —" modes (CR 702.172a)
    # "Choose up to five {P} worth of modes." (CR 700.2i): the pawprints the chosen modes may
    # total; "You may choose the same mode more than once." (CR 700.2d)
    pawprints: int = 0
    repeatable: bool = False


@dataclass(frozen=True)
class ModalLine:
    """A head and its modes, joined across lines by the compiler."""

    head: ModalHead
    modes: tuple[ModeLine, ...]
    span: Span = Span(0, 0)


Line = ModeLine | ModalHead | ModalLine | KeywordLine | ActivatedLine | TriggeredLine | ReplacementLine | StaticLine | SpellLine


@dataclass(frozen=True)
class AbilityLine:
    """A parsed line: the ability plus its optional ability word (CR 207.2c, no rules meaning)."""

    line: Line
    ability_word: str | None = None
    flavor_word: str | None = None      # CR 207.2d: "Krishna — Equip {3}", no rules meaning
    reminders: tuple[str, ...] = field(default=())
    # a quoted ability whose text names the card at a place read as the object that has the
    # ability (SelfPhrase): right only when the card grants the ability to itself (CR 201.5a)
    card_as_holder: bool = False
