"""Conditions in words, for `cardtext compile`'s summaries: what "as long as", "only if", "if"
and "unless" test (runtime/filters.py's Condition classes)."""
from __future__ import annotations

from ...runtime.filters import PlayerRef

from .summary_atoms import (COLORS, STEPS, generic, one, mana_cost, number_compared, object_filter, player, ref,
                            words)


def quality(f) -> str:
    """What a filter asks of one object, as an adjective where it names no card type: "is blue",
    "is untapped", "is an artifact"."""
    text = object_filter(f, plural=False)
    if not f.types and not f.permanent and text.endswith(" permanent"):
        return text.removesuffix(" permanent")
    return one(f)


def _steps(c) -> str:
    names = " or ".join(STEPS.get(s.value, words(s.value)) for s in c.steps)
    return f"during {'your ' if c.yours else ''}{names}"


def _counters(c) -> str:
    if c.compare.value == "==" and c.value == 0:
        return f"{ref(c.ref)} has no {c.counter} counters"
    return f"{ref(c.ref)} has {number_compared(c.compare, c.value)} {c.counter} counters"


_QUANTITIES = {"life": "life", "hand": "cards in hand", "library": "cards in library",
               "damage": "damage dealt to them this turn"}


def _player_has(c) -> str:
    what = _QUANTITIES.get(c.quantity) or words(c.quantity)
    who = player(c.player)
    if c.player == PlayerRef.EACH_PLAYER:            # "each player has ..." / "a library has ..."
        who = "every player" if c.every else "a player"
    return f"{who} has {number_compared(c.compare, c.value)} {what}"


_CONDITIONS = {
    "CrimeThisTurn": lambda c: "you've committed a crime this turn",
    "ClassLevelIs": lambda c: f"this Class is level {c.level}{' or greater' if c.at_least else ''}",
    "WasCast": lambda c: "it was cast",
    "EnteredThisTurn": lambda c: "this entered this turn",
    "PlayerControls": lambda c: (f"{player(c.player)} controls {'no' if c.none else 'a'} "
                                 f"{object_filter(c.filter, plural=c.none)}"),
    "AttachedMatches": lambda c: f"the {object_filter(c.attached, plural=False)} is {quality(c.quality)}",
    "ObjectIs": lambda c: f"{ref(c.ref) if c.ref is not None else 'it'} is {one(c.filter)}",
    "SharesCreatureType": lambda c: (f"{ref(c.ref) if c.ref is not None else 'it'} shares a creature type "
                                     f"with {ref(c.other)}"),
    "YouControl": lambda c: (f"you control {one(c.filter)}" if c.at_least == 1
                             else f"you control {c.at_least} or more {object_filter(c.filter)}"),
    "YouControlAtMost": lambda c: f"you control {c.at_most} or fewer {object_filter(c.filter)}",
    "ControlNone": lambda c: f"you control no {object_filter(c.filter)}",
    "CounterCount": _counters,
    "SourceState": lambda c: f"this is {words(c.state)}",
    "CardsInZone": lambda c: f"{c.at_least} or more cards are in your {c.zone.value}",
    "WasKicked": lambda c: "it was kicked" + (f" with {mana_cost(c.cost)}" if c.cost is not None else ""),
    "CastFromHand": lambda c: "you cast it from your hand",
    "CastFromGraveyard": lambda c: "this was cast from a graveyard",
    "SourceAttackedThisTurn": lambda c: "this attacked this turn",
    "XIs": lambda c: f"X is {number_compared(c.compare, c.value)}",
    "OwnAndControlMeldPair": lambda c: "you own and control this and a creature named its meld partner",
    "LifeTotal": lambda c: f"you have {number_compared(c.compare, c.value)} life",
    "YourTurn": lambda c: "it's your turn",
    "AttackedThisTurn": lambda c: ("you attacked this turn" if c.at_least == 1 else
                                   f"you attacked with {c.at_least} or more creatures this turn"),
    "CreatureDiedThisTurn": lambda c: "a creature died this turn",
    "AnyOfConditions": lambda c: " or ".join(condition(p) for p in c.parts),
    "AllOfConditions": lambda c: " and ".join(condition(p) for p in c.parts),
    "NotCondition": lambda c: f"not ({condition(c.condition)})",
    "DuringSteps": _steps,
    "CardTypesInGraveyard": lambda c: f"{c.at_least} or more card types are among cards in your graveyard",
    "TotalPower": lambda c: f"{object_filter(c.filter)} have total power {c.at_least} or greater",
    "PermanentLeftThisTurn": lambda c: "a permanent you controlled left the battlefield this turn",
    "NonlandPermanentLeftThisTurn": lambda c: "a nonland permanent left the battlefield this turn",
    "SpellWarpedThisTurn": lambda c: "a spell was warped this turn",
    "CastSpellThisTurn": lambda c: (f"you've cast another {object_filter(c.spells, plural=False)} this turn"
                                    if c.another else f"you've cast {one(c.spells)} this turn"),
    "SpellsCastThisTurn": lambda c: f"you've cast {c.at_least} or more spells this turn",
    "AbilityActivatedThisTurn": lambda c: f"this ability was activated {c.at_least} or more times this turn",
    "SpellsCastLastTurn": lambda c: ("no spells were cast last turn" if c.at_most == 0
                                     else f"a player cast {c.at_least} or more spells last turn"),
    "DescendedThisTurn": lambda c: "you descended this turn",
    "AffectedIncludes": lambda c: f"{ref(c.ref)} include {one(c.filter)}",
    "DiscardedThisWay": lambda c: ("you discarded a card this way" if c.filter is None
                                   else f"a discarded card is {one(c.filter)}"),
    "NonlandPermanentsEntered": lambda c: f"{c.at_least} or more nonland permanents entered under your control this turn",
    "PermanentEnteredThisTurn": lambda c: f"{one(c.filter)} entered under your control this turn",
    "CitysBlessing": lambda c: "you have the city's blessing",
    "CompletedADungeon": lambda c: "you've completed a dungeon",
    "MaxSpeed": lambda c: "you have max speed",
    "VoteWon": lambda c: f"{c.choice} gets more votes" + (" or the vote is tied" if c.or_tied else ""),
    "ManaWasSpent": lambda c: f"{{{c.mana.value}}} ({COLORS.get(c.mana.value, 'colorless')}) was spent to cast it",
    "KeywordCostPaid": lambda c: f"its {c.keyword} {'was' if c.paid else 'was not'} paid",
    "ControlledAsCast": lambda c: f"you controlled {one(c.filter)} as it was cast",
    "BeenAttackedThisStep": lambda c: "you've been attacked this step",
    "SourceEnchanted": lambda c: "this is enchanted",
    "SourceInZone": lambda c: ("this is on the battlefield" if c.zone.value == "battlefield"
                               else f"this is in your {c.zone.value}"),
    "PlayerHas": _player_has,
    "OpponentControlsAtLeast": lambda c: f"an opponent controls {c.at_least} or more {object_filter(c.filter)}",
    "ObjectCount": lambda c: (f"there {'is' if c.at_least == 1 else 'are'} {c.at_least} or more "
                              f"{object_filter(c.filter, plural=c.at_least != 1)}"),
}


def condition(c) -> str:
    """What a condition tests, in words ("you control 3 or more artifacts")."""
    phrase = _CONDITIONS.get(type(c).__name__)
    return phrase(c) if phrase else generic(c)
