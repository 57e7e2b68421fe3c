"""Short human summaries of compiled abilities, for `cardtext compile --format text`.

    [activated] (saddle); cost tap other untapped creatures you control with total
                power >= 1; sorcery speed; effect: become saddled

Known classes get a phrase; anything else falls back to `snake_name(field=...)`,
so a runtime class without a phrase still prints something sensible.
"""
from __future__ import annotations

import dataclasses
import re
from enum import Enum
from typing import Any


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def words(name: str) -> str:
    return snake(name).replace("_", " ")


# ------------------------------------------------------------------ atoms
def symbol(s) -> str:
    kind = s.kind.value
    types = "/".join(t.value for t in s.types)
    return {"generic": f"{{{s.generic}}}", "variable": f"{{{s.variable or 'X'}}}",
            "colored": f"{{{types}}}", "colorless": "{C}", "snow": "{S}",
            "hybrid": f"{{{types}}}", "mono_hybrid": f"{{{s.generic}/{types}}}",
            "phyrexian": f"{{{types}/P}}", "hybrid_phyrexian": f"{{{types}/P}}"}.get(kind, "{?}")


def mana_cost(cost) -> str:
    return "".join(symbol(s) for s in cost.symbols) or "{0}"


def object_filter(f, plural: bool = True) -> str:
    parts = []
    if f.other:
        parts.append("other")
    if f.tapped is not None:
        parts.append("tapped" if f.tapped else "untapped")
    parts += [f"non{t.value}" for t in f.excluded_types]
    parts += [f"non-{s}" for s in f.excluded_subtypes]
    parts += [c.name.lower() for c in f.colors]
    if f.colorless:
        parts.append("colorless")
    if f.multicolored:
        parts.append("multicolored")
    parts += [s.value for s in f.supertypes]
    parts += list(f.subtypes)
    types = " or ".join(t.value for t in f.types)
    if f.spell:      # "a spell" is any spell; "a permanent spell" only when the filter says so
        noun = " ".join(w for w in (types or ("permanent" if f.permanent else ""), "spell") if w)
    else:
        noun = types or ("permanent" if f.permanent or not f.card else "card")
    if not f.spell and f.card and f.types:
        noun += " card"
    if f.token:
        noun += " token"
    parts.append(noun + ("s" if plural else ""))
    if f.keywords:
        parts.append("with " + " and ".join(f.keywords))
    if f.excluded_keywords:
        parts.append("without " + " or ".join(f.excluded_keywords))
    parts += [f"with {t.characteristic} {t.compare.value} {t.value}" for t in f.tests]
    if f.saddled_source:
        parts.append("that saddled it this turn")
    if f.controller.value == "you":
        parts.append("you control")
    elif f.controller.value == "opponent":
        parts.append("an opponent controls")
    if f.zone.value != "battlefield" and not (f.spell and f.zone.value == "stack"):
        parts.append(f"in {f.zone.value}")
    return " ".join(parts)


def amount(a) -> str:
    name = type(a).__name__
    if name == "Fixed":
        return str(a.value)
    if name == "XValue":
        return "X"
    if name == "Sum":
        return f"{amount(a.amount)}+{a.plus}"
    if name == "CountersOn":
        return f"(number of {a.counter + ' ' if a.counter else ''}counters on {ref(a.ref)})"
    if name == "CountOf":
        return f"(number of {ref(a.ref)})"
    if name == "PowerOf":
        return f"(power of {ref(a.ref)})"
    return generic(a)


def ref(r) -> str:
    name = type(r).__name__
    if name == "SelfRef":
        return "this"
    if name == "TargetRef":
        return f"target #{r.index + 1}"
    if name in ("ChosenRef", "AffectedRef"):
        return f"those ({r.label})"
    if name == "EventObjectRef":
        return "that object"
    if name == "EachRef":
        return "each " + object_filter(r.filter, plural=False)
    if name == "UnionRef":
        return " and ".join(ref(p) for p in r.parts)
    return generic(r)


# ------------------------------------------------------------------ costs and effects
def cost(c) -> str:
    name = type(c).__name__
    if name == "ManaCost":
        return mana_cost(c)
    if name == "TapSelf":
        return "{T}"
    if name == "UntapSelf":
        return "{Q}"
    if name == "TapTotalPower":
        return f"tap {object_filter(c.filter)} with total power >= {c.power}"
    if name == "TapPermanents":
        return f"{'untap' if c.untap else 'tap'} {c.count} {object_filter(c.filter)}"
    if name == "Sacrifice":
        return "sacrifice this" if c.self_only else f"sacrifice {c.count} {object_filter(c.filter)}"
    if name == "PayLife":
        return f"pay {amount(c.amount)} life"
    if name in ("RemoveCounters", "PutCountersCost"):
        verb = "remove" if name == "RemoveCounters" else "put"
        return f"{verb} {amount(c.amount)} {c.counter} counter(s)"
    return generic(c)


def effect(e) -> str:
    name = type(e).__name__
    if name == "AddMana":
        out = "add " + production(e.production)
        if e.restriction is not None:
            out += " (spend restricted)"
        if e.rider is not None:
            out += f" (spent on {object_filter(e.rider.spells, plural=False)}: gains {e.rider.keyword})"
        return out
    if name == "BecomeSaddled":
        return "become saddled" if type(e.objects).__name__ == "SelfRef" else f"{ref(e.objects)} become saddled"
    if name in ("Scry", "Draw", "GainLife", "LoseLife"):
        return f"{words(name)} {amount(e.amount)}"
    if name == "DoubleCounters":
        return f"double {e.counter or 'each kind of'} counters on {ref(e.objects)}"
    if name == "DealDamage":
        to = " and ".join(x for x in (e.objects and ref(e.objects), e.players and e.players.value) if x)
        return f"deal {amount(e.amount)} damage to {to}"
    if name == "Exile" and e.label:
        return _plain_effect(e) + f" as ({e.label})"
    return _plain_effect(e)


def _plain_effect(e) -> str:
    name = type(e).__name__
    if name == "PutCounters":
        return f"put {amount(e.amount)} {e.counter} counter(s) on {ref(e.objects)}"
    if name in ("Exile", "Destroy", "ReturnToHand", "ReturnToBattlefield", "TapObjects",
                "UntapObjects", "CreateTokenCopy"):
        return f"{words(name)} {ref(e.objects)}"
    if name == "Choose":
        return f"choose {e.minimum}-{e.maximum} {object_filter(e.filter)}"
    if name == "Optional":
        return "you may: " + ", ".join(effect(x) for x in e.effects)
    if name == "Unless":
        who = "you" if e.player.value == "you" else e.player.value.replace("_", " ")
        where = f" (X = {amount(e.x)})" if e.x is not None else ""
        return ", ".join(effect(x) for x in e.effects) + f" unless {who} {cost(e.cost)}{where}"
    if name == "SacrificeObjects":
        if e.objects is not None:
            return f"sacrifice {ref(e.objects)}"
        return f"{e.player.value.replace('_', ' ')} sacrifices {e.count} {object_filter(e.filter)}"
    if name == "ExileTopOfLibrary":
        return f"exile the top {amount(e.amount)} card(s) of the library as ({e.label})"
    if name == "MayPlay":
        return f"may play {ref(e.objects)} until {e.duration.value.replace('_', ' ')}"
    if name in ("ModifyPowerToughness", "GainKeyword"):
        what = (f"{e.power:+d}/{e.toughness:+d}" if name == "ModifyPowerToughness" else e.keyword)
        return f"{ref(e.objects)} get {what} until {e.duration.value.replace('_', ' ')}"
    if name == "CreateDelayedTrigger":
        return f"delayed [{event(e.event)}]: " + ", ".join(effect(x) for x in e.effects)
    if name == "CreateToken":
        t = e.token
        pt = f"{t.power}/{t.toughness} " if t.power is not None else ""
        extra = f" with {len(t.abilities)} more abilit{'y' if len(t.abilities) == 1 else 'ies'}" if t.abilities else ""
        return f"create {amount(e.amount)} {pt}{t.name}(s){extra}"     # "Soldier Token" (CR 111.4)
    return generic(e)


def production(p) -> str:
    name = type(p).__name__
    if name == "FixedMana":
        return " or ".join("".join(f"{{{t.value}}}" for t in option) for option in p.options)
    if name == "AnyColor":
        return f"{amount(p.amount)} mana of any {'one ' if p.one_color else ''}color"
    if name == "CouldProduce":
        return (f"{amount(p.amount)} mana of any {'color' if p.colors_only else 'type'} "
                f"that {object_filter(p.filter, plural=False)} could produce")
    if name == "ProducedType":
        return f"{amount(p.amount)} mana of any type that land produced"
    return generic(p)


def event(ev) -> str:
    name = type(ev).__name__
    subject = getattr(ev, "subject", None)
    who = "" if subject is None else (ref(subject) if type(subject).__name__ == "SelfRef"
                                      else object_filter(subject, plural=False))
    if name == "Attacks":
        return f"{who} attacks" + (" while saddled" if ev.while_saddled else "")
    if name == "EntersBattlefield":
        return f"{who} enters"
    if name == "Dies":
        return f"{who} dies"
    if name == "TappedForMana":
        return f"{who} tapped for mana" + ("" if ev.player.value == "any" else f" by {ev.player.value}")
    if name == "BeginningOfStep":
        step = ev.step.value.replace("_", " ")
        whose = {"your": "your ", "each": "each ", "opponent": "each opponent's ", "next": "the next ",
                 "this_turn": ""}.get(ev.whose.value, ev.whose.value + " ")
        suffix = " this turn" if ev.whose.value == "this_turn" else ""
        return f"{'at' if step == 'end of combat' else 'beginning of'} {whose}{step}{suffix}"
    if name == "SpellCast":
        what = "this" if ev.self_only else object_filter(ev.filter, plural=False)
        return f"{ev.player.value} cast {what}"
    return generic(ev)


def targets(ts) -> str:
    out = []
    for t in ts:
        what = object_filter(t.filter, plural=False) if t.filter is not None else ""
        if t.players is not None:
            what = f"{what} or player" if what else "player"
        count = "" if (t.minimum, t.maximum) == (1, 1) else f"{t.minimum}-{t.maximum} "
        out.append(count + what)
    return "target " + ", ".join(out)


def replacement(r) -> str:
    name = type(r).__name__
    if name == "EntersWithCounters":
        return f"enters with {amount(r.amount)} {r.counter} counter(s)"
    if name == "EntersTapped":
        return "enters tapped"
    if name == "MultiplyMana":
        return f"{object_filter(r.sources)} tapped for mana by {r.player.value} produce x{r.factor}"
    if name == "ReplaceManaType":
        return f"{object_filter(r.sources)} tapped for mana produce {production(r.produces.production)} instead"
    if name == "ModifyCounterPlacement":
        kind = "counters" if r.counter is None else f"{r.counter} counters"
        by = " by an effect" if r.effects_only else ""
        return f"{kind} put{by} on {object_filter(r.recipients)}: {_changed(r)}"
    if name == "ModifyPlayerCounters":
        return f"counters {r.player.value} would get: {_changed(r)}"
    if name == "MultiplyTokens":
        return f"tokens created for {r.player.value}: {r.factor} times that many"
    return generic(r)


def _changed(r) -> str:
    """"twice that many" / "that many plus 1" / "that many minus 1" (CR 614.1a)."""
    times = "that many" if r.factor == 1 else f"{r.factor} times that many"
    return times if r.plus == 0 else f"{times} {'plus' if r.plus > 0 else 'minus'} {abs(r.plus)}"


def static(s) -> str:
    name = type(s).__name__
    if name == "Anthem":
        return f"{object_filter(s.objects)} get {s.power:+d}/{s.toughness:+d}"
    if name == "KeywordGrant":
        return f"{object_filter(s.objects)} have {s.keyword}"
    if name == "CostPerExtraTarget":
        return f"costs {mana_cost(s.extra)} more for each target beyond the first"
    return generic(s)


# ------------------------------------------------------------------ abilities
def ability(a) -> str:
    """A one-line summary of one ability (its kind is printed beside it)."""
    name = type(a).__name__
    parts: list[str] = []
    if name == "KeywordAbility":
        extra = [str(a.number)] if a.number is not None else []
        extra += [mana_cost(a.cost)] if a.cost is not None else []
        extra += [object_filter(a.quality)] if a.quality is not None else []
        parts.append(" ".join([a.name] + extra))
    elif name in ("ActivatedAbility", "ManaAbility"):
        parts.append("cost " + ", ".join(cost(c) for c in a.costs))
        if a.timing.sorcery_speed:
            parts.append("sorcery speed")
        if a.timing.once_per_turn:
            parts.append("once each turn")
        if getattr(a.timing, "only_once", False):
            parts.append("only once")
        if getattr(a.timing, "loyalty", False):
            parts.append("loyalty ability")
        if getattr(a.timing, "condition", None) is not None:
            parts.append("only if " + generic(a.timing.condition))
    elif name == "TriggeredAbility":
        parts.append(f"when {event(a.event)}")
    elif name == "ReplacementAbility":
        parts.append(replacement(a.replacement))
    elif name == "StaticAbility":
        parts.append(static(a.effect))
    if getattr(a, "targets", ()):
        parts.append(targets(a.targets))
    if getattr(a, "effects", ()):
        parts.append("effect: " + ", ".join(effect(e) for e in a.effects))
    if getattr(a, "keyword", None) and name != "KeywordAbility":
        parts.insert(0, f"({a.keyword})")     # saddle, equip, or a keyword defined in rules text
    if not parts:
        parts.append(generic(a))
    return "; ".join(parts)


def generic(value: Any, depth: int = 0) -> str:
    """`snake_name(field=value, ...)`, defaults left out."""
    if isinstance(value, Enum):
        return str(value.value)
    if not dataclasses.is_dataclass(value) or isinstance(value, type) or depth > 6:
        if isinstance(value, tuple):
            return "[" + ", ".join(generic(v, depth + 1) for v in value) + "]"
        return repr(value) if isinstance(value, str) else str(value)
    name = type(value).__name__
    if name == "ObjectFilter":
        return object_filter(value)
    if name == "ManaCost":
        return mana_cost(value)
    args = []
    for f in dataclasses.fields(value):
        v = getattr(value, f.name)
        if f.default is not dataclasses.MISSING and v == f.default:
            continue
        args.append(f"{f.name}={generic(v, depth + 1)}")
    return f"{snake(name)}({', '.join(args)})" if args else snake(name)
