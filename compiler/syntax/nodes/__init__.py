"""The typed AST of one line of rules text (what the Transformer builds).

Nodes record what the text *says*, close to its words; lowering (compiler/lowering/)
decides what it *means* for the engine (mana vs activated ability, which
reference is a target, what "it" is). Leaves reuse the runtime's value types
(ManaCost, ObjectFilter, costs, amounts): they are plain values, not abilities.
Every line node carries a Span into the raw line.

The node classes live in one module per family (phrases, keywords, clauses, players, shields,
hands, library, grants, lines; and targets, triggers, quantities, which other stages import as
modules); this package names each of the first nine's nodes, so other stages write `nodes.Name`.
"""
from __future__ import annotations

from .phrases import (AmountOf, ColorsSpentCount, CountersOnObject, AnOpponentPhrase, OpponentsOfPhrase, PlayersOtherThanPhrase, OtherPlayersPhrase, ChosenPhrase, ChosenTargetPhrase, ControlledPhrase,
                            ControllerPhrase, DealtDamageThisWayPhrase, DefendingPlayerPhrase, EachPhrase, HeOrShePhrase,
                            ItPhrase, ObjectPhrase, PaidPhrase, PlayersCountAmount, PlayersForEach, LifeGainedForEach, PlusAmount,
                            RevealedCount, ExiledCount, SelfPhrase, CardPhrase, Span, TargetPhrase, ThatPhrase, ThemPhrase,
                            ThosePhrase, RestPhrase, RevealedCardPhrase, TwiceAmount, UpToPhrase, YouPhrase, OwnerPhrase,
                            RevealedMatchingCount)
from .keywords import Keyword
from .clauses import (LifeTotalBecomesClause, AddColorsAndTypesClause, AddManaClause, AnimateClause, BecomeArtifactCreatureClause, BecomeCreatureTypeClause, BecomeSaddledClause, ChooseClause,
                            ChangeTargetClause, CopySpellClause, CounterClause, CounterUnlessClause, CreateTokenClause,
                            DamageClause, DamageSplitClause, DestroyClause, DiscardClause,
                            DistributeCountersClause, DividedDamageClause, DoubleCountersClause, DrawClause, EnergyClause,
                            ExileClause, ExileTopClause, FightClause, FogClause, GainControlClause,
                            GainKeywordClause, GainKeywordsClause, HaveKeywordsClause, LifeClause,
                            LoseAbilitiesClause, MayClause, MayGainLifeClause, MayPayClause,
                            MayPlayClause, MillClause, NoRegenerationClause, PredefinedToken,
                            PreventNextClause, PumpClause, PumpGainClause, PutCountersClause, PutOnLibraryClause,
                            RegenerateClause, RestrictClause, ReturnClause, SacrificeChosenClause,
                            SacrificeClause, ScryClause, SearchClause, SkipUntapClause, TapClause,
                            TapOrUntapClause, TokenCopyClause)
from .players import (BecomeBasicLandTypeClause, ControlToOwnersClause, DiscardHandClause,
                            ExchangeControlClause, ExileChosenNameClause, ExileNamedClause, PLAYER_CLAUSES,
                            PlayerChoosesClause, PlayerMovesOwnClause, PlayerMayClause, PoisonClause, LoseTheGameClause,
                            WinTheGameClause, ExchangeLifeTotalsClause)
from .shields import (AdditionalLandPlaysClause, ExileUntilLeavesClause, ExtraTurnClause, PreventAllToClause,
                            PreventNextCombatClause, PreventNextTimeClause, RedirectNextClause,
                            ReplaceNextDrawClause, NextSpellUncounterableClause, SHIELD_CLAUSES,
                            PreventFromChosenClause, DamageReplacementLine, DamageUnpreventableClause,
                            PreventedForEachSentence, PreventNextTimeOfClause, RedirectAllClause,
                            ThatDamageUnpreventableClause)
from .hands import (ChooseFromHandClause, DiscardRandomClause, DiscardThatClause,
                          LookTopClause, PutFromHandClause, PutLookedClause, RevealDiscardAllClause,
                          RevealHandClause, ShuffleIntoLibraryClause, RevealCardsFromHandClause, ChooseOfThemClause,
                          DiscardThenDrawClause)
from .library import (ExiledCardMayBeLookedAtClause, PlayExiledFreeClause, CastExiledWithFreeClause, CastFromHandFreeClause, ClashClause, ExileChosenClause, ExileZoneCardsClause, LIBRARY_CLAUSES,
                            LookTopOfClause, ExileAllButBottomClause, PlayerPutsFromHandClause, PutAllRevealedClause,
                            PutAmongClause, PutFoundClause, PutHandOnBottomClause, PutObjectsClause,
                            PutOnBottomClause, PutRevealedClause, PutUnderControlClause,
                            RandomCardsClause, ReturnExiledClause, ReturnTheirHandClause,
                            RevealFromHandClause, RevealObjectsClause, RevealTopClause, PlayerRevealsRandomClause,
                            RevealUntilClause, SearchOtherClause, SearchTopClause,
                            ShuffleIntoOwnerClause, ShuffleLibraryClause, ShuffleTargetsIntoLibraryClause, SurveilClause,
                            WonClash)
from .cases import SolvedLine, ToSolveLine
from .speed import MaxSpeedLine
from .deck_conditions import CompanionLine
from .classes import ClassLevelLine
from .stations import StationSymbolLine
from .bending import AirbendClause, BENDING_CLAUSES, EarthbendClause
from .meld import MELD_CLAUSES, MeldClause
from .turns import CantCastSpellsThisTurnClause, CantGainLifeThisTurnClause, CantPlayLandsThisTurnClause, KeepTappedClause, PhaseOutClause, SkipNextStepClause, SkipTurnsClause, TURN_CLAUSES
from .turns import NoUntapNextUntapStepClause
from .sagas import ChapterLine, ROMAN_NUMERALS
from .levelers import LevelSymbolLine, PowerToughnessBoxLine
from .keyword_actions import (MultiplyPowerClause, AdaptClause, AmassClause, ConniveClause, TimeTravelClause, DetainClause, FatesealClause, GoadClause, KEYWORD_ACTION_CLAUSES, ManifestClause,
                              MonstrosityClause, SupportClause, VoteClause, TheRingTemptsYouClause, HarnessClause, InfinityLine,
                              VillainousChoiceClause,
                              UnlockDoorClause)
from .outside_the_game import (AbandonSchemeClause, AssembleClause, FromOutsideTheGameClause, LearnClause, OpenAttractionClause, OUTSIDE_THE_GAME_CLAUSES,
                               PlaneswalkClause, RollToVisitClause, VentureClause, VisitLine, OpeningHandRevealLine)
from .face_down import (CloakClause, FACE_DOWN_CLAUSES, ManifestDreadClause, NoLongerSuspectedClause,
                        SuspectClause)
from .delayed_triggers import DiesThisTurnSentence, ThisTurnTriggerSentence
from .grants import (ChooseValueClause, EmblemClause, GainQuotedClause, GRANT_CLAUSES, LureClause, SubtypePredicate, LandTypePredicate, ColorsPredicate,
                           CardTypesPredicate,
                           MustBeBlockedClause, BlocksIfAbleClause)
from .lines import (DoesTheSameSentence, AbilityLine, ActivatedLine, AnySentence, AttackDespiteDefenderPredicate, BlockableDespitePredicate, BlockingPredicate, TargetingPredicate, Clause, DamageByToughnessPredicate,
                          LegendaryPredicate,
                          CounterRiderSentence, DamageSide, ExileIfDiesSentence, GrantPredicate, GrantSentence,
                          KeywordLine, KeywordPredicate, Line, ModalHead, ModalLine, ModeLine,
                          NewTargetsSentence, PumpPredicate, ReplacementLine, CopyExceptions, RestrictionPredicate,
                          RestrictionSentence, RiderSentence, Sentence, SpellLine, StaticLine,
                          StaticPredicate, STEP_TIMINGS, ManaKeptSentence, StillTypeSentence, TimingSentence,
                          TriggerCondition, TriggeredLine, NTH_WORDS, UntilYourNextTurnSentence)
from .lines import EndEffectSentence
from .conditions import ForEachControllerClause, ThatObjectIs, ThisWayIncludes

__all__ = ["DealtDamageThisWayPhrase", "PredefinedToken", "Span", "SelfPhrase", "CardPhrase", "ItPhrase", "ThemPhrase", "YouPhrase", "ThatPhrase", "ThosePhrase", "RestPhrase", "RevealedCardPhrase",
           "EachPhrase", "UpToPhrase", "TargetPhrase", "ChosenPhrase", "ChosenTargetPhrase", "PaidPhrase", "AmountOf", "ColorsSpentCount", "CountersOnObject",
           "ControllerPhrase", "OwnerPhrase", "DefendingPlayerPhrase", "ControlledPhrase", "PlayersForEach", "LifeGainedForEach", "PlusAmount",
           "TwiceAmount", "RevealedCount", "RevealedMatchingCount", "ExiledCount", "PlayersCountAmount", "HeOrShePhrase",
           "AnOpponentPhrase", "OpponentsOfPhrase", "PlayersOtherThanPhrase", "OtherPlayersPhrase", "ObjectPhrase", "DiscardHandClause", "ExchangeControlClause", "ExchangeLifeTotalsClause",
           "PlayerMayClause", "PoisonClause", "LoseTheGameClause", "WinTheGameClause", "ControlToOwnersClause", "ExileNamedClause", "ExileChosenNameClause",
           "BecomeBasicLandTypeClause", "PlayerChoosesClause", "PlayerMovesOwnClause", "PLAYER_CLAUSES", "AddManaClause", "ScryClause",
           "DrawClause", "LifeClause", "ExileClause", "ExileTopClause", "ReturnClause",
           "DestroyClause", "PutCountersClause", "DoubleCountersClause", "CreateTokenClause",
           "SacrificeClause", "DamageClause", "PumpClause", "GainKeywordClause", "MayPlayClause",
           "MayClause", "ChooseClause", "BecomeSaddledClause", "TapClause", "SkipUntapClause",
           "CounterClause", "ChangeTargetClause", "RegenerateClause", "DiscardClause", "SearchClause",
           "SacrificeChosenClause", "MillClause", "PutOnLibraryClause", "RestrictClause",
           "MayPayClause", "TapOrUntapClause", "TokenCopyClause", "EnergyClause",
           "CounterUnlessClause", "GainControlClause", "NoRegenerationClause", "HaveKeywordsClause",
           "FogClause", "PreventNextTimeClause", "RedirectNextClause", "PreventAllToClause",
           "PreventNextCombatClause", "ExileUntilLeavesClause", "ExtraTurnClause", "AdditionalLandPlaysClause",
           "ReplaceNextDrawClause", "NextSpellUncounterableClause", "DamageUnpreventableClause", "ThatDamageUnpreventableClause", "PreventedForEachSentence", "PreventNextTimeOfClause", "RedirectAllClause", "PreventNextClause", "PumpGainClause", "LoseAbilitiesClause",
           "AnimateClause", "AddColorsAndTypesClause", "LifeTotalBecomesClause", "BecomeArtifactCreatureClause", "BecomeCreatureTypeClause", "DamageSplitClause", "DistributeCountersClause", "DividedDamageClause", "CopySpellClause",
           "GainKeywordsClause", "FightClause", "MayGainLifeClause", "RevealHandClause", "RevealCardsFromHandClause", "ChooseOfThemClause", "DiscardThenDrawClause",
           "ChooseFromHandClause", "DiscardThatClause", "RevealDiscardAllClause",
           "DiscardRandomClause", "LookTopClause", "PutLookedClause", "ShuffleIntoLibraryClause",
           "PutFromHandClause", "SurveilClause", "PutOnBottomClause", "ShuffleLibraryClause",
           "ExileZoneCardsClause", "LookTopOfClause", "ExileAllButBottomClause", "RevealTopClause", "PutRevealedClause",
           "PutAmongClause", "PutObjectsClause", "GainQuotedClause", "LureClause",
           "ChooseValueClause", "EmblemClause", "SubtypePredicate", "ColorsPredicate", "LandTypePredicate", "CardTypesPredicate", "MustBeBlockedClause", "BlocksIfAbleClause", "GRANT_CLAUSES", "PutUnderControlClause",
           "RevealUntilClause", "PutFoundClause", "PutAllRevealedClause", "WonClash", "ClashClause",
           "RevealFromHandClause", "PlayerRevealsRandomClause", "RandomCardsClause", "SearchOtherClause", "ExileChosenClause",
           "PutHandOnBottomClause", "RevealObjectsClause", "PlayerPutsFromHandClause",
           "ReturnExiledClause", "ExiledCardMayBeLookedAtClause", "PlayExiledFreeClause", "CastFromHandFreeClause", "ShuffleIntoOwnerClause", "ShuffleTargetsIntoLibraryClause", "SearchTopClause", "ReturnTheirHandClause", "LIBRARY_CLAUSES",
           "AirbendClause", "BENDING_CLAUSES", "EarthbendClause", "MELD_CLAUSES", "MeldClause", "KeepTappedClause", "PhaseOutClause", "SkipNextStepClause", "SkipTurnsClause", "CantCastSpellsThisTurnClause", "CantGainLifeThisTurnClause", "CantPlayLandsThisTurnClause", "TURN_CLAUSES", "NoUntapNextUntapStepClause", "ChapterLine", "ROMAN_NUMERALS", "SolvedLine", "ToSolveLine", "MaxSpeedLine", "CompanionLine", "ClassLevelLine",
           "StationSymbolLine", "LevelSymbolLine", "PowerToughnessBoxLine", "DiesThisTurnSentence", "ThisTurnTriggerSentence", "CloakClause",
           "FACE_DOWN_CLAUSES", "ManifestDreadClause", "NoLongerSuspectedClause", "SuspectClause",
           "DetainClause", "MultiplyPowerClause", "FatesealClause", "GoadClause", "KEYWORD_ACTION_CLAUSES", "ManifestClause",
           "MonstrosityClause", "SupportClause", "VoteClause", "AdaptClause", "ConniveClause", "AmassClause", "TimeTravelClause",
           "TheRingTemptsYouClause", "VillainousChoiceClause", "HarnessClause", "InfinityLine", "UnlockDoorClause",
           "AbandonSchemeClause", "AssembleClause", "OpenAttractionClause", "RollToVisitClause", "PlaneswalkClause", "VisitLine", "OpeningHandRevealLine", "FromOutsideTheGameClause", "LearnClause", "OUTSIDE_THE_GAME_CLAUSES", "VentureClause",
           "SHIELD_CLAUSES", "PreventFromChosenClause", "DamageReplacementLine", "Clause", "Sentence", "RestrictionSentence", "RiderSentence",
           "STEP_TIMINGS", "TimingSentence", "CounterRiderSentence", "ManaKeptSentence", "StillTypeSentence", "EndEffectSentence",
           "NewTargetsSentence", "DoesTheSameSentence", "GrantSentence", "ExileIfDiesSentence", "AnySentence", "Keyword",
           "KeywordLine", "ActivatedLine", "TriggerCondition", "TriggeredLine", "NTH_WORDS", "ReplacementLine", "CopyExceptions",
           "PumpPredicate", "KeywordPredicate", "RestrictionPredicate", "BlockingPredicate", "BlockableDespitePredicate",
           "AttackDespiteDefenderPredicate", "TargetingPredicate", "DamageByToughnessPredicate",
           "LegendaryPredicate",
           "GrantPredicate", "StaticPredicate", "StaticLine", "SpellLine", "ModeLine", "ModalHead",
           "ModalLine", "Line", "AbilityLine", "UntilYourNextTurnSentence", "CastExiledWithFreeClause",
           "ThatObjectIs", "ForEachControllerClause", "ThisWayIncludes"]
