"""Effect programs: the instructions the VM runs, in order, when an ability resolves.

Each class is one small instruction, declared in the family module for what it acts on (mana,
objects and zones, counters, damage and life, shields, library, hands, control, layers, flow);
this package imports every one by name, so `effects.AddMana` and `from ..effects import AddMana`
name the same class wherever it lives. References (runtime.filters) say which objects and
players an instruction acts on; amounts say how many. A step that acts on objects can record
them under a `label`, so the steps after it say "those cards" (AffectedRef).

`Effect` is the union of every instruction the VM runs.
"""
from __future__ import annotations


from .base import Duration, WhileSource
from .mana import (AddMana, AnyColor, ChosenColorMana, CommanderIdentityMana, CouldProduce, FixedMana, ManaProduction, ProducedType,
                   SpendRestriction, SpentRider)
from .objects import (Transform, AttachObjects, AttachToAnother, Unattach, BecomeSaddled, Choose, ChooseAtRandom, ChangeTheTarget, ChooseNewTargets,
                      CopySpell,
                      CounterSpell, CounterUnlessPaid, CreateEmblem, CreateToken, CreateTokenCopy, Destroy, Exile, ExileUntilLeaves,
                      HauntExile, PairSoulbond, Populate, PutInto, Regenerate, ReturnExiledWith,
                      ReturnToBattlefield, ReturnToHand, RevealObjects, SacrificeObjects, TapObjects,
                      TokenSpec, UntapObjects, token_name)
from .counters import (Bolster, DistributeCounters, DoubleCounters, Endure, GetEnergy, GetPoison, Proliferate, PutCounters,
                       PutCountersOf, RemoveAllCounters, RemoveCounters)
from .damage import DealDamage, DealDamageSimultaneously, DealDividedDamage, GainLife, LoseLife, SetLifeTotal
from .damage import ExchangeLifeTotals
from .shields import (DamageCantBePreventedThisTurn, ExileIfDiesThisTurn, NextSpellUncounterable, PreventDamage, PreventNextTime, RedirectNextDamage,
                      ReplaceNextDraw)
from .library import (Discover, ExileCardsFrom, ExileNamedCards, ExileTopOfLibrary, Explore, LookAtTop, Mill,
                      PutLookedCards, PutOnBottom, PutOnLibrary, RevealUntil, Scry, SearchLibrary,
                      SearchOtherLibrary, SearchToTop, ShuffleIntoLibrary, ShuffleIntoOwnersLibrary, ShuffleLibrary,
                      Surveil, ExiledCardsMayBeLookedAt, PlayExiledFree)
from .hands import (CastFromHandFree, ChooseAmongRevealed, ChooseFromHand, DiscardAll, DiscardCards, DiscardObjects, Draw, DrawUpTo,
                    ExchangeWithHand, PutFromHand,
                    PutFromHandOnTop, RevealFromHand, RevealHand)
from .control import (AdditionalLandPlays, LoseTheGame, WinTheGame, AddRestriction, AttackDespiteDefender, CantBeBlockedByThisTurn, UnblockableByThoseThisTurn, BlocksThisTurnIfAble, ControlToOwners, ExchangeControl, ExtraTurn,
                      GainControl, MayPlay, SkipNextUntap, RemoveFromCombat)
from .layers import (AddColorsAndTypes, Animate, BecomeBasicLandType, BecomeColorChoice, BecomeCreatureType, BecomeCreatureTypeChoice, GainAbility, GainAllCreatureTypes, GainKeyword,
                     GainKeywordChoice, GainProtectionChoice, LoseAllAbilities, LoseKeyword, ModifyPowerToughness, SetBasePT,
                     SwitchPowerToughness, BecomeCopy)
from .layers import BecomeColors
from .layers import BecomeAura
from .cases import SolveCase
from .turns import CantCastSpellsThisTurn, CantGainLifeThisTurn, CantPlayLandsThisTurn, KeepTapped, PhaseOut, SkipNextStep, SkipTurns
from .turns import NoUntapNextUntapStep
from .rooms import LockOrUnlockDoor, UnlockDoor
from .classes import BecomeLevel
from .bending import Airbend, Earthbend
from .speed import IncreaseSpeed
from .sectors import BlockedOnlyWithinSectorsThisTurn
from .face_down import Cloak, Manifest, ManifestDread, StopSuspecting, Suspect
from .outside_the_game import (AbandonScheme, Assemble, Learn, OpenAttraction, PutFromOutsideTheGame, RollToVisitAttractions, SetInMotion,
                               VentureIntoTheDungeon)
from .planechase import Planeswalk
from .keyword_actions import Adapt, Amass, Connive, Detain, MultiplyPowerToughness, Fateseal, Goad, Meld, Monstrosity, TimeTravel, Vote, Harness, TheRingTemptsYou
from .keyword_actions import FaceVillainousChoice
from .flow import (WhenDiesThisTurn, ChooseModes, ChooseValue, Clash, CollectEvidenceAction, Conditional, CreateDelayedTrigger,
                   FlipCoin, FlipCoins, Forage, Blight, Mode, ReflexiveTrigger,
                   IfDone, Optional, PayCost, Unless)


Effect = (
    AddMana | Choose | Exile | ReturnToBattlefield | ReturnToHand | Destroy | SacrificeObjects
    | PutCounters | PutCountersOf | DistributeCounters | RemoveCounters | DoubleCounters | CreateToken | CreateEmblem | CreateTokenCopy | BecomeSaddled
    | ModifyPowerToughness | GainKeyword | TapObjects | UntapObjects | Scry | Draw | DrawUpTo | GainLife | SetLifeTotal
    | LoseLife | DiscardCards | DealDamage | ExileTopOfLibrary | MayPlay | Optional | IfDone | Unless
    | CreateDelayedTrigger | SkipNextUntap | Conditional | CounterSpell | CounterUnlessPaid | Regenerate | SearchLibrary
    | ChooseModes | PayCost | Mill | PutOnLibrary | AddRestriction | GetEnergy | GainControl
    | PreventDamage | Animate | LoseAllAbilities | DealDamageSimultaneously | CopySpell | ChooseNewTargets | ChangeTheTarget | RevealHand
    | ChooseFromHand | RevealFromHand | ChooseAmongRevealed | DiscardObjects | DiscardAll | LookAtTop | PutLookedCards | ShuffleIntoLibrary
    | PutFromHand | ExchangeWithHand | Surveil | PutOnBottom | ShuffleLibrary | ExileCardsFrom | PutInto | RevealUntil
    | Clash | ChooseAtRandom | SearchOtherLibrary | RevealObjects | SearchToTop | ReturnExiledWith
    | PutFromHandOnTop | FlipCoin | FlipCoins | Bolster | Explore | Proliferate | Populate | RemoveAllCounters
    | HauntExile | PreventNextTime | RedirectNextDamage | ReplaceNextDraw | NextSpellUncounterable | ExileUntilLeaves
    | ExtraTurn | AdditionalLandPlays | LoseTheGame | WinTheGame | ExchangeControl | GetPoison | ControlToOwners | ExileNamedCards | GainAbility
    | PairSoulbond | ChooseValue | DealDividedDamage | GainProtectionChoice | ExileIfDiesThisTurn
    | LoseKeyword | BecomeColorChoice | BecomeBasicLandType | BecomeCreatureType | BecomeCreatureTypeChoice | AddColorsAndTypes | SetBasePT | SwitchPowerToughness | BecomeCopy | GainAllCreatureTypes | AttachObjects
    | AttachToAnother | Unattach | Endure | Forage | Blight | CollectEvidenceAction | GainKeywordChoice
    | CantBeBlockedByThisTurn | UnblockableByThoseThisTurn | BlocksThisTurnIfAble | AttackDespiteDefender | ManifestDread | Cloak | Suspect
    | StopSuspecting | ShuffleIntoOwnersLibrary | SolveCase | WhenDiesThisTurn | BecomeLevel
    | Discover | ReflexiveTrigger | Earthbend | Airbend | Transform
    | Monstrosity | Detain | MultiplyPowerToughness | Goad | Fateseal | Manifest | Vote | Adapt | Connive | Amass | Meld
    | Learn | VentureIntoTheDungeon | PutFromOutsideTheGame | SetInMotion | AbandonScheme
    | OpenAttraction | RollToVisitAttractions | Assemble | BlockedOnlyWithinSectorsThisTurn | Planeswalk
    | IncreaseSpeed | TimeTravel | FaceVillainousChoice
    | TheRingTemptsYou | Harness
    | UnlockDoor | LockOrUnlockDoor
    | ExiledCardsMayBeLookedAt | PlayExiledFree | CastFromHandFree | PhaseOut | KeepTapped | SkipTurns | SkipNextStep | CantCastSpellsThisTurn
    | DamageCantBePreventedThisTurn | CantGainLifeThisTurn | CantPlayLandsThisTurn
    | RemoveFromCombat | BecomeColors
    | BecomeAura
    | ExchangeLifeTotals
    | NoUntapNextUntapStep
)
