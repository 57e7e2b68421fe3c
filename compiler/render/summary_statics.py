"""Static abilities' effects (CR 604) and replacement effects (CR 614) in words, for `cardtext
compile`'s summaries: every class of runtime/abilities.py's StaticEffect and Replacement unions
has a phrase here (tests/compiler/test_summaries.py checks that none is missing).

A static ability that grants an ability (AbilityGrant) is summarised by summary.py, which can
summarise the granted ability.
"""
from __future__ import annotations

from .summary_atoms import (agree, amount, article, cost, generic, mana_cost, object_filter, objects, one, player,
                           production, words)
from .summary_conditions import condition
from .deck_conditions import deck_condition
from ...runtime.filters import PlayerRef

RESTRICTIONS = {
    "attack": "can't attack", "block": "can't block", "be_blocked": "can't be blocked",
    "be_countered": "can't be countered", "attack_each_combat": "attack each combat if able",
    "untap": "don't untap during their controllers' untap steps", "be_regenerated": "can't be regenerated",
    "attack_alone": "can't attack alone", "block_alone": "can't block alone",
    "assign_combat_damage": "assign no combat damage",
    "activate": "can't have their activated abilities activated",
}


def _anthem(s) -> str:
    each = f" for each {amount(s.multiplier)}" if s.multiplier is not None else ""
    return agree(s.objects, f"get {s.power:+d}/{s.toughness:+d}{each}")


def _cost_modifier(s) -> str:
    who = " you cast" if s.yours else ""
    return f"{object_filter(s.spells)}{who} cost {mana_cost(s.amount)} {'more' if s.more else 'less'} to cast"


def _characteristic_pt(s) -> str:
    if s.power is not None and s.toughness is not None:
        if s.power == s.toughness:
            return f"this one's power and toughness are each equal to {amount(s.power)}"
        return f"this one's power is {amount(s.power)} and its toughness {amount(s.toughness)}"
    which, value = ("power", s.power) if s.power is not None else ("toughness", s.toughness)
    return f"this one's {which} is equal to {amount(value)}"


def _blocker_count(s) -> str:
    if s.maximum is not None:
        return agree(s.objects, f"can't be blocked by more than {s.maximum} creature(s)")
    return agree(s.objects, f"can't be blocked except by {s.minimum} or more creatures")


def _prevent_damage(s) -> str:
    kind = "combat damage" if s.combat_only else "damage"
    to = [objects(s.to_objects)] if s.to_objects is not None else []
    to += ["you"] if s.to_you else []
    where = [f"to {' and '.join(to)}"] if to else []
    where += [f"by {objects(s.by_objects)}"] if s.by_objects is not None else []
    where += [f"by {object_filter(s.sources)}"] if s.sources is not None else []
    return f"prevent all {kind} that would be dealt {' '.join(where)}".rstrip()


def _prevent_some_damage(s) -> str:
    source = object_filter(s.sources, plural=False) if s.sources is not None else "source"
    to = " and ".join(([objects(s.to_objects)] if s.to_objects is not None else []) + (["you"] if s.to_you else []))
    limit = f" of {s.at_most} or less" if s.at_most is not None else ""
    how_much = "that damage" if s.amount is None else f"{s.amount} of that damage"
    return f"if {article(source)} would deal damage{limit} to {to or 'anything'}, prevent {how_much}"


def _self_cost_change(s) -> str:
    each = f" for each {amount(s.per)}" if s.per is not None else ""
    when = f" if {condition(s.condition)}" if s.condition is not None else ""
    return f"this spell costs {mana_cost(s.amount)} {'more' if s.more else 'less'} to cast{each}{when}"


def _alternative_cost(s) -> str:
    when = f"if {condition(s.condition)}, " if s.condition is not None else ""
    if not s.costs:           # CR 118.9: casting it without paying its mana cost is an alternative cost
        return f"{when}you may cast this spell without paying its mana cost"
    return f"{when}you may {', '.join(cost(c) for c in s.costs)} rather than pay this spell's mana cost"


def _cant_be_targeted(s) -> str:
    """CR 115.4: the spells, and the sources of abilities, that can't target the objects."""
    if s.spells is None:
        return agree(s.objects, "can't be the target of abilities your opponents control")
    text = "can't be the target of " + " ".join(object_filter(s.spells).split()[:-1] + ["spells"])
    if s.abilities is not None:
        text += " or abilities from " + " ".join(object_filter(s.abilities).split()[:-1]) + " sources"
    return agree(s.objects, text)


def _as_though_flash(s) -> str:
    extra = f" if you pay {mana_cost(s.extra)} more" if s.extra is not None else ""
    sacrifice = "; sacrificed at the next cleanup step if cast so" if s.sacrifice_at_cleanup else ""
    return f"you may cast this as though it had flash{extra}{sacrifice}"


def _redirect_damage(s) -> str:
    protected = " and ".join(([objects(s.protected)] if s.protected is not None else [])
                             + (["you"] if s.to_you else []))
    to = "its controller" if s.to_controller else objects(s.new_recipient) or "another object"
    return f"damage that would be dealt to {protected} is dealt to {to} instead"


_STATICS = {
    "AddCardTypes": lambda s: (f"this is also {article(' '.join(t.value for t in s.types))}" if type(s.objects).__name__ == "SelfRef"
                               else agree(s.objects, f"are {' '.join(t.value for t in s.types)}s too")),
    "SetColors": lambda s: agree(s.objects, "are the chosen color" if s.chosen
                                 else f"are {' and '.join(c.name.lower() for c in s.colors) or 'colorless'}"),
    "AddSubtypes": lambda s: agree(s.objects, f"are {' '.join(s.subtypes) or 'the chosen type'} in addition to their "
                                              "other types"),
    "SetLandType": lambda s: agree(s.objects, f"are {s.subtype or 'the chosen type'} instead of their other land types, with no "
                                              f"other abilities than its mana ability"),
    "Anthem": _anthem,
    "KeywordGrant": lambda s: agree(s.objects, f"{'lose' if s.lose else 'have'} {s.keyword}")
    + (f" and can't have or gain {s.keyword}" if s.cant_have else ""),
    "CostPerExtraTarget": lambda s: f"costs {mana_cost(s.extra)} more for each target beyond the first",
    "Restriction": lambda s: agree(s.objects, RESTRICTIONS.get(s.action.value, words(s.action.value))),
    "AdditionalCost": lambda s: f"as an additional cost to cast this spell, {'you may ' if s.optional else ''}"
                                f"{cost(s.cost)}",
    "CostModifier": _cost_modifier,
    "UnlockCostModifier": lambda s: f"unlocking a door costs you {mana_cost(s.amount)} {'more' if s.more else 'less'}",
    "CharacteristicPT": _characteristic_pt,
    "CanBlockOnly": lambda s: agree(s.objects, f"can block only {object_filter(s.attackers)}"),
    "AdditionalBlocks": lambda s: (agree(s.objects, "can block any number of creatures") if s.number is None
                                   else agree(s.objects, f"can block {s.number} additional creature(s) each combat")),
    "CantBeBlockedBy": lambda s: agree(s.objects, f"can't be blocked {'except ' if s.except_by else ''}"
                                                  f"by {object_filter(s.blockers)}"
                                                  f"{' with greater power' if s.greater_power else ''}"),
    "BlockerCount": _blocker_count,
    "CantBeTargetedBy": _cant_be_targeted,
    "OptionalUntap": lambda s: f"you may choose not to untap {objects(s.objects)} during your untap step",
    "AssignsAsThoughUnblocked": lambda s: f"you may have {objects(s.objects)} assign its combat damage as though "
                                          "it weren't blocked",
    "UntapDuringOthersUntap": lambda s: f"untap {objects(s.objects)} during each other player's untap step",
    "UntapLimit": lambda s: (f"{_UNTAP_LIMITED[s.players]} can't untap more than {s.most} "
                             f"{objects(s.objects)} in an untap step"),
    "PreventDamage": _prevent_damage,
    "SelfCostChange": _self_cost_change,
    "CastOnlyWhen": lambda s: f"cast this spell only if {condition(s.condition)}",
    "MaximumHandSize": lambda s: (f"{player(s.player)} {'have' if player(s.player) == 'you' else 'has'} "
                                  + ("no maximum hand size" if s.unlimited else
                                     f"maximum hand size {amount(s.equal_to)}" if s.equal_to is not None else
                                     f"maximum hand size changed by {s.change:+d}")),
    "LoyaltyAbilitiesAnyTime": lambda s: (f"you may activate loyalty abilities of {object_filter(s.planeswalkers)}"
                                          " any time you could cast an instant"),
    "CanBeYourCommander": lambda s: "this card can be your commander (deck construction, CR 903.3d)",
    "PlayWithRevealed": lambda s: (f"{player(s.players)} play(s) with "
                                   + ("their hand" if s.hand else "the top card of their library")
                                   + " revealed to every player"),
    "BeginOnBattlefield": lambda s: "in your opening hand, you may begin the game with this on the battlefield (CR 103.6a)",
    "Companion": lambda s: ("companion: revealed from outside the game before it begins if "
                            f"{deck_condition(s.condition)} (CR 702.139a)"),
    "DamageCantBePrevented": lambda s: f"{'combat ' if s.combat_only else ''}damage can't be prevented",
    "AssignsDamageByToughness": lambda s: agree(s.objects, "assign combat damage equal to their toughness "
                                                           "rather than their power"),
    "CantLoseTheGame": lambda s: "you can't lose the game and your opponents can't win the game",
    "LifeFloor": lambda s: f"damage can't reduce your life total below {s.floor}",
    "OthersEnterTapped": lambda s: f"{object_filter(s.objects)} enter tapped",
    "PreventSomeDamage": _prevent_some_damage,
    "AlternativeCost": _alternative_cost,
    "CastAsThoughFlash": _as_though_flash,
    "OneSpellEachTurn": lambda s: (f"{'each player' if s.players.value == 'each_player' else 'you'} "
                                   "can't cast more than one spell each turn"),
    "PlayFromElsewhere": lambda s: (f"you may {'play' if s.lands else 'cast'} the {object_filter(s.exiled)} "
                                    "exiled with this" if s.exiled is not None else
                                    f"during each of your turns, you may cast one {object_filter(s.graveyard, plural=False)}"
                                    if s.graveyard is not None else "you may cast this from your "
                                    + " or ".join(z.value for z in s.zones)),
    "SpellsAsThoughFlash": lambda s: (f"{'any player' if s.any_player else 'you'} may cast "
                                      f"{object_filter(s.spells)} as though they had flash"),
    "RedirectDamage": _redirect_damage,
    "LureRequirement": lambda s: f"{object_filter(s.blockers)} able to block {objects(s.objects)} do so",
    "MustBeBlocked": lambda s: agree(s.objects, "must be blocked if able"),
    "MustBlock": lambda s: agree(s.objects, "block each combat if able"),
    "MayExertAsAttacks": lambda s: "you may exert this as it attacks",
    "BasePT": lambda s: agree(s.objects, f"have base power and toughness {s.power}/{s.toughness}"),
    "BasePTManaValue": lambda s: agree(s.objects, "have base power and toughness each equal to their mana value"),
    "CanAttackDespiteDefender": lambda s: agree(s.objects, "can attack as though they didn't have defender"),
    "BlockableDespite": lambda s: agree(s.objects, f"can be blocked as though they didn't have {s.keyword}"),
    "CantAttackPlayer": lambda s: f"{object_filter(s.objects)} can't attack you",
    "AttackTax": lambda s: (f"{object_filter(s.objects)} can't attack unless its controller pays "
                            f"{mana_cost(s.cost)}") if s.attacking_anyone else (f"{object_filter(s.objects)} can't attack you"
                            f"{' or a planeswalker you control' if s.or_planeswalkers else ''} unless their "
                            f"controller pays {mana_cost(s.cost)} for each of them"
                            f"{'' if s.x is None else ', where X is ' + amount(s.x)}"),
    "ControlAttached": lambda s: f"you control the {object_filter(s.objects, plural=False)} this is attached to",
    "StationCreature": lambda s: (f"this is a creature with its printed power and toughness as long as "
                                  f"it has {s.threshold} or more charge counters"),
}


def static(s) -> str:
    """What a static ability's effect does (without its "as long as" condition)."""
    phrase = _STATICS.get(type(s).__name__)
    return phrase(s) if phrase else generic(s)


# ------------------------------------------------------------------ replacements (CR 614)
def _changed(r) -> str:
    """"twice that many" / "that many plus 1" / "that many minus 1" (CR 614.1a)."""
    times = "that many" if r.factor == 1 else f"{r.factor} times that many"
    return times if r.plus == 0 else f"{times} {'plus' if r.plus > 0 else 'minus'} {abs(r.plus)}"


def _counter_placement(r) -> str:
    kind = "counters" if r.counter is None else f"{r.counter} counters"
    by = " by an effect" if r.effects_only else ""
    return f"{kind} put{by} on {object_filter(r.recipients)}: {_changed(r)}"


def _enters_as_copy(r) -> str:
    when = f" if {condition(r.condition)}" if r.condition is not None else ""
    tapped = " tapped" if r.tapped else ""
    exceptions = replacement(r.exceptions)
    return f"may enter{tapped} as a copy of {one(r.filter)}{when}" + (f", {exceptions}" if exceptions else "")


def _enters_tapped_unless_paid(r) -> str:
    options = ([f"pay {r.life} life"] if r.life else []) + (
        [f"reveal {one(r.reveal)} from your hand"] if r.reveal is not None else [])
    return f"enters tapped unless you {' or '.join(options)}"


def _modify_damage(r) -> str:
    by = "any source" if r.sources is None else object_filter(r.sources)
    to = [] if r.to_objects is None else ["this" if type(r.to_objects).__name__ == "SelfRef" else object_filter(r.to_objects)]
    to += [] if r.to_players is None else [player(r.to_players)]
    change = f"{r.factor} times that much" if r.plus == 0 else f"that much {r.plus:+d}"
    return f"damage {by} would deal to {' or '.join(to) or 'anything'}: {change}"


def _instead_of_graveyard(r) -> str:
    what = "this" if r.objects is None else object_filter(r.objects)
    event = "dying" if r.dies else "put into " + {"any": "a graveyard", "you": "your graveyard",
                                                  "opponent": "an opponent's graveyard"}[r.graveyard_of.value]
    where = r.destination.value if r.place is None else f"{r.destination.value} ({r.place.value})"
    return f"{what} {'revealed and ' if r.reveal else ''}put into {where} instead of {event}"


_REPLACEMENTS = {
    "EntersWithCounters": lambda r: f"enters with {amount(r.amount)} {r.counter} counter(s)",
    "EntersTapped": lambda r: "enters tapped",
    "MultiplyLifeGain": lambda r: f"life {player(r.player)} would gain: {r.factor} times that much",
    "OthersEnterWithCounters": lambda r: (f"{object_filter(r.objects)} enter with {r.amount} additional "
                                          f"{r.counter} counter(s)"),
    "ExileInsteadOfGraveyard": lambda r: "exiled instead of being put into a graveyard from anywhere",
    "BattlefieldInsteadOfDiscard": lambda r: "discarded by an opponent's spell or ability: onto the battlefield "
                                             + ("" if r.counter is None else f"with {amount(r.amount)} {r.counter} "
                                                "counter(s) ") + "instead of into the graveyard",
    "MultiplyMana": lambda r: (f"{object_filter(r.sources)} tapped for mana by {player(r.player)} "
                               f"produce {r.factor} times as much"),
    "ReplaceManaType": lambda r: f"{object_filter(r.sources)} tapped for mana produce {production(r.produces.production)} instead",
    "ModifyCounterPlacement": _counter_placement,
    "ModifyPlayerCounters": lambda r: f"counters {player(r.player)} would get: {_changed(r)}",
    "MultiplyTokens": lambda r: f"tokens created for {player(r.player)}: {r.factor} times that many",
    "ChooseOnEnter": lambda r: "as this enters, choose " + " and ".join(article(words(c.value)) for c in r.choices),
    "EntersTappedUnless": lambda r: f"enters tapped unless {condition(r.condition)}",
    "EntersWithCountersIf": lambda r: (f"enters with {amount(r.amount)} {r.counter} counter(s) "
                                       f"if {condition(r.condition)}"),
    "EntersAsCopy": _enters_as_copy,
    "EntersTappedUnlessPaid": _enters_tapped_unless_paid,
    "ReplaceDamage": lambda r: (f"damage that would be dealt to {'you' if r.to_you else 'this'} is "
                                f"{'prevented' if r.prevented else 'replaced'}"),
    "SkipStep": lambda r: f"your {r.step.value} steps are skipped" + (
        f" while {condition(r.condition)}" if r.condition is not None else ""),
    "ModifyDamage": lambda r: _modify_damage(r),
    "InsteadOfGraveyard": lambda r: _instead_of_graveyard(r),
    "ExiledInsteadOfEntering": lambda r: f"{object_filter(r.objects)} that weren't cast: exiled instead of entering",
    "SacrificeToEnter": lambda r: (f"enters only if {r.count} {object_filter(r.objects)} are sacrificed; "
                                   "else into its owner's graveyard"),
    "ReplaceDraw": lambda r: ("your draws" + (f" while {condition(r.condition)}" if r.condition is not None else "")
                              + (" may be" if r.optional else " are") + " replaced"
                              + ("" if r.effects else " by nothing: skipped")),
}


def replacement(r) -> str:
    """What a replacement effect changes (CR 614.1)."""
    phrase = _REPLACEMENTS.get(type(r).__name__)
    return phrase(r) if phrase else generic(r)


_UNTAP_LIMITED = {PlayerRef.EACH_PLAYER: "players", PlayerRef.YOU: "you", PlayerRef.EACH_OPPONENT: "your opponents"}
