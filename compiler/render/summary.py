"""Short summaries of compiled abilities in words, for `cardtext compile --format text`.

    [activated] (saddle); cost tap other untapped creatures you control with total
                power 1 or more; sorcery speed; effect: become saddled
    [static] creatures you control get +1/+1
    [replacement] enters tapped unless you control a Plains or you control an Island

Each part of an ability has its module: summary_atoms (mana, objects, amounts, references,
costs), summary_conditions, summary_events, summary_effects, summary_statics (static and
replacement effects). A runtime class with no phrase yet prints its name and fields in words
(summary_atoms.generic), never a Python call.
"""
from __future__ import annotations

import dataclasses

from ...runtime.abilities import KeptAuras, KeywordAbility, ProtectionKeepingAuras
from . import summary_atoms, summary_conditions, summary_effects, summary_events, summary_statics
from .summary_atoms import cost, generic, object_filter, objects
from .summary_conditions import condition
from .summary_effects import effect
from .summary_events import event
from .summary_statics import replacement, static

__all__ = ["ability", "generic", "static", "replacement", "effect", "event", "targets"]


def targets(ts) -> str:
    out = []
    for t in ts:
        what = object_filter(t.filter, plural=False) if t.filter is not None else ""
        if t.players is not None:
            what = f"{what} or player" if what else "player"
        count = "" if (t.minimum, t.maximum) == (1, 1) else f"{t.minimum}-{t.maximum} "
        only_if = f" (only if {condition(t.only_if)})" if t.only_if is not None else ""   # CR 702.174m
        chooser = (" chosen by an opponent" + (", one they control" if t.chooser_controls else "")
                   if t.chosen_by_opponent else "")
        single = " from a single graveyard" if t.single_graveyard else ""
        out.append(count + what + single + _whose(t) + chooser + only_if)
    return "target " + ", ".join(out)


def _whose(t) -> str:
    """"target creature that player controls", "target card from that player's graveyard"."""
    if t.controller_from_target is None and not t.controller_is_event_player:
        return ""
    player = "that player" if t.controller_is_event_player else f"target #{t.controller_from_target + 1}"
    on_battlefield = t.filter is None or t.filter.zone.value in ("battlefield", "stack")
    return f" {player} controls" if on_battlefield else f" {player} owns"


def _static_ability(a) -> str:
    """A static ability (CR 604): its effect, and "as long as" its condition (CR 611.3b)."""
    e = a.effect
    if type(e).__name__ == "AbilityGrant":      # "Enchanted land has '{T}: Add ...'" (CR 613.1f)
        granted = e.ability
        text = f"{objects(e.objects)} have [{_kind(granted)}: {ability(granted)}]"
    else:
        text = static(e)
    if a.condition is None:
        return text
    if type(a.condition).__name__ == "NotCondition":     # "can't attack unless ..." (CR 508.1c)
        return f"{text} unless {condition(a.condition.condition)}"
    return f"{text} as long as {condition(a.condition)}"


def _kind(a) -> str:
    name = "KeywordAbility" if isinstance(a, KeywordAbility) else type(a).__name__   # CR 702.16n's too
    return name.replace("Ability", "").lower() or "ability"


def _activated(a) -> list[str]:
    parts = ["cost " + ", ".join(cost(c) for c in a.costs)]
    timing = a.timing
    if timing.sorcery_speed:
        parts.append("sorcery speed")
    if timing.once_per_turn:
        parts.append("once each turn")
    if getattr(timing, "max_per_turn", None):
        parts.append(f"at most {timing.max_per_turn} times each turn")
    if getattr(timing, "only_once", False):
        parts.append("only once")
    if getattr(timing, "loyalty", False):
        parts.append("loyalty ability")
    if getattr(timing, "any_player", False):
        parts.append("any player may activate")
    if getattr(timing, "condition", None) is not None:
        parts.append("only if " + condition(timing.condition))
    return parts


def ability(a) -> str:
    """A one-line summary of one ability (its kind is printed beside it)."""
    name = type(a).__name__
    parts: list[str] = []
    if isinstance(a, KeywordAbility):
        extra = [str(a.number)] if a.number is not None else []
        extra += [cost(a.cost)] if a.cost is not None else []
        extra += [cost(c) for c in a.more_costs]                 # "flashback {1}{G}, pay 3 life"
        extra += [object_filter(a.quality)] if a.quality is not None else []
        extra += [a.card_name] if a.card_name else []            # "partner with ley weaver"
        extra += [f"— {a.power}/{a.toughness}"] if a.power is not None else []   # prototype's size
        extra += [f"(doesn't remove {_KEPT[a.kept]})"] if isinstance(a, ProtectionKeepingAuras) else []
        parts.append(" ".join([a.name] + extra))
    elif name in ("ActivatedAbility", "ManaAbility", "ZoneAbility"):
        parts += _activated(a)
        if name == "ZoneAbility":                # cycling, ninjutsu ... (CR 113.6)
            parts.append(f"only while this is in {a.zone.value}")
    elif name == "TriggeredAbility":
        waits_for = event(a.event)          # "at the beginning of ..." reads without "when" (CR 603.2)
        parts.append(waits_for if waits_for.startswith("at ") else f"when {waits_for}")
        if getattr(a, "condition", None) is not None:
            parts.append(f"if {condition(a.condition)}")
        if getattr(a, "event_condition", None) is not None:     # checked only as it triggers
            parts.append(f"triggers only while {condition(a.event_condition)}")
        if getattr(a, "once_each_turn", False):
            parts.append("once each turn")
    elif name == "ReplacementAbility" and type(a.replacement).__name__ == "ReplaceDamage":
        # CR 614.1a, 615.1a: what happens instead of the damage (its effects: summary_effects)
        parts.append(replacement(a.replacement) + "; instead: " + ", ".join(effect(e) for e in a.replacement.effects))
    elif name == "ReplacementAbility":
        parts.append(replacement(a.replacement))
    elif name == "StaticAbility":
        parts.append(_static_ability(a))
    if getattr(a, "targets", ()):
        parts.append(targets(a.targets))
    if getattr(a, "effects", ()):
        parts.append("effect: " + ", ".join(effect(e) for e in a.effects))
    if getattr(a, "keyword", None) and name != "KeywordAbility":
        parts.insert(0, f"({a.keyword})")     # saddle, equip, or a keyword defined in rules text
    if not parts:
        parts.append(generic(a))
    return "; ".join(parts)



def unphrased(value) -> list[str]:
    """The runtime classes inside `value` (an ability) that have no phrase and print through the
    fallback (summary_atoms.generic): what a summary still shows as a name and fields."""
    tables = (summary_atoms._AMOUNTS, summary_atoms._REFS, summary_atoms._COSTS,
              summary_conditions._CONDITIONS, summary_events._EVENTS, summary_effects._EFFECTS,
              summary_statics._STATICS, summary_statics._REPLACEMENTS)
    known = set().union(*tables) | _STRUCTURE
    found: list[str] = []

    def walk(v, depth: int = 0) -> None:
        if isinstance(v, tuple):
            for item in v:
                walk(item, depth)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type) and depth < 12:
            if type(v).__name__ not in known:
                found.append(type(v).__name__)
                return                       # the fallback prints what is inside as it can
            for f in dataclasses.fields(v):
                walk(getattr(v, f.name), depth + 1)
    walk(value)
    return found


_KEPT = {KeptAuras.THIS_AURA: "this aura", KeptAuras.AURAS: "auras"}      # CR 702.16n

# Classes summarised by their parts rather than through a table: the abilities, the filter, the
# mana a mana ability makes, the pieces of targets, tokens and modes.
_STRUCTURE = {"SpellAbility", "ActivatedAbility", "ManaAbility", "TriggeredAbility", "ReplacementAbility",
              "StaticAbility", "KeywordAbility", "ProtectionKeepingAuras", "Timing", "TargetSpec", "ObjectFilter", "NumberTest",
              "TokenSpec", "Mode", "AbilityGrant", "FixedMana", "AnyColor", "CouldProduce", "ProducedType",
              "ChosenColorMana", "CommanderIdentityMana", "ManaSymbol", "SpendRestriction", "SpentRider", "ControllerOf",
              "DealtDamageBy", "ZoneAbility", "OwnerOf"}


def _emblem(e) -> str:
    """"You get an emblem with "..."" (CR 114.2): the emblem's abilities, summarised like any
    other (registered here, where `ability` lives, so summary_effects needs no import back)."""
    who = "you get" if e.player == "you" else f"{summary_atoms.player(e.player)} gets"
    return f"{who} an emblem with " + " and ".join(f"[{_kind(a)}: {ability(a)}]" for a in e.abilities)


summary_effects._EFFECTS["CreateEmblem"] = _emblem


def _copy_exceptions(x) -> str:
    """CR 707.9: what a copy has besides the copied values (here, where `ability` lives)."""
    parts = ["keeps its own name"] if x.name_kept else []
    parts += [f"enters with {summary_atoms.amount(n)} more {kind} counter(s)" for kind, n in x.counters]
    if x.supertypes or x.types:
        parts.append("is also " + " ".join(t.value for t in x.supertypes + x.types))
    parts += [f"is also {s}" for s in x.subtypes] + [f"has [{_kind(a)}: {ability(a)}]" for a in x.abilities]
    return "except it " + ", ".join(parts) if parts else ""


summary_statics._REPLACEMENTS["CopyExceptions"] = _copy_exceptions


def _reveal_from_opening_hand(s) -> str:
    """CR 103.6b: the opening-hand action and what it sets up (here, where `effect` is known)."""
    return ("you may reveal this from your opening hand (CR 103.6b); if you do: "
            + ", ".join(effect(e) for e in s.effects))


summary_statics._STATICS["RevealFromOpeningHand"] = _reveal_from_opening_hand
