"""The words `cardtext compile`'s summaries are built from: mana symbols, object filters, amounts,
references to objects and players, and the fallback for a runtime class with no phrase yet.

The fallback prints the class and its fields in words ("deal damage: amount 3, objects target
#1"), never the Python call form `deal_damage(amount=fixed(value=3), ...)`: a summary is read
by card authors, not by the compiler's developers. tests/compiler/test_summaries.py counts the
summaries of the corpus that still need it.
"""
from __future__ import annotations

import dataclasses
import re
from enum import Enum
from typing import Any

COMPARE = {"<=": "or less", ">=": "or more", "==": "exactly", "<": "less than", ">": "more than"}
COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# Steps and phases by their names in the rules (CR 500.1; "first main phase", 2024 names, CR 505.1).
STEPS = {"untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "main1": "first main phase",
         "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers step",
         "declare_blockers": "declare blockers step", "combat_damage": "combat damage step",
         "end_of_combat": "end of combat", "main2": "second main phase", "end": "end step",
         "cleanup": "cleanup step"}


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def words(name: str) -> str:
    """A class, field or enum name in words: "PreventSomeDamage" / "to_you" -> "prevent some damage" / "to you"."""
    return snake(name).replace("_", " ")


def number_compared(compare, value) -> str:
    """"3 or more", "exactly 0", "less than 2" (the Compare enum's symbols in words)."""
    op = compare.value if isinstance(compare, Enum) else str(compare)
    phrase = COMPARE.get(op, op)
    return f"{phrase} {value}" if op in ("==", "<", ">") else f"{value} {phrase}"


# ------------------------------------------------------------------ mana
def symbol(s) -> str:
    kind = s.kind.value
    types = "/".join(t.value for t in s.types)
    return {"generic": f"{{{s.generic}}}", "variable": f"{{{s.variable or 'X'}}}",
            "colored": f"{{{types}}}", "colorless": "{C}", "snow": "{S}",
            "hybrid": f"{{{types}}}", "mono_hybrid": f"{{{s.generic}/{types}}}",
            "phyrexian": f"{{{types}/P}}", "hybrid_phyrexian": f"{{{types}/P}}"}.get(kind, "{?}")


def mana_cost(cost) -> str:
    return "".join(symbol(s) for s in cost.symbols) or "{0}"


# ------------------------------------------------------------------ objects
def object_filter(f, plural: bool = True) -> str:
    """The objects a filter accepts, in the game's words ("other untapped Elf creatures you control")."""
    if f.alternatives:                   # "non-Avatar creature cards or planeswalker cards in your graveyard"
        from dataclasses import replace
        from ...runtime.characteristics import Zone
        from ...runtime.filters import Controller
        either = " or ".join(object_filter(replace(a, zone=Zone.BATTLEFIELD, controller=Controller.ANY), plural)
                             for a in f.alternatives)
        return " ".join([either] + _after_noun(replace(f, alternatives=())))
    if f.ring_bearer:                    # one creature at most (CR 701.54b)
        return "your Ring-bearer"
    if f.commander and f.owned_by_you:   # one card at most (CR 903.3)
        return "your commander"
    parts = _before_noun(f)
    noun = _noun(f)
    if not plural and f.subtypes and noun == "permanent" and not f.permanent:
        noun = ""                        # "an Island", "a Wizard": the subtype is the noun
    parts.append(noun + ("s" if plural else ""))
    parts = [p for p in parts if p]
    parts += _after_noun(f)
    return " ".join(parts)


def _before_noun(f) -> list[str]:
    parts = []
    if f.commander:
        parts.append("commander")
    if f.other:
        parts.append("other")
    if f.attached_to_source:
        parts.append("enchanted or equipped")
    if f.has_attached:
        parts.append("enchanted" if f.has_attached == "aura" else "equipped")
    if f.tapped is not None:
        parts.append("tapped" if f.tapped else "untapped")
    if f.combat and not f.combat.startswith("attacking_you"):
        parts.append(f.combat.replace("_", " "))      # "nonattacking nonblocking": the same two words
    parts += [f"non{t.value}" for t in f.excluded_types]
    parts += [f"non{s.value}" for s in f.excluded_supertypes]
    parts += [f"non{COLORS.get(c.value, c.value)}" for c in f.excluded_colors]
    parts += [f"non-{s}" for s in f.excluded_subtypes]
    parts += [COLORS.get(c.value, c.name.lower()) for c in f.colors]
    if f.colorless:
        parts.append("colorless")
    if f.multicolored:
        parts.append("multicolored")
    if f.historic:
        parts.append("historic")
    parts += [s.value for s in f.supertypes]
    if f.subtypes:      # a filter's subtypes are alternatives: "Vampire or Wizard"
        parts.append(" or ".join(f.subtypes))
    return parts


def _noun(f) -> str:
    if f.abilities:      # abilities on the stack (CR 113.7)
        return " or ".join((["spell"] if f.spell else []) + [f"{k} ability" for k in f.abilities])
    types = (" " if f.all_types else " or ").join(t.value for t in f.types)
    if f.spell:      # "a spell" is any spell; "a permanent spell" only when the filter says so
        noun = " ".join(w for w in (types or ("permanent" if f.permanent else ""), "spell") if w)
        noun += " or permanent" if f.or_permanent else ""
    else:
        noun = types or ("permanent" if f.permanent or not f.card else "card")
    if not f.spell and f.card and f.types:
        noun += " card"
    if f.token:
        noun += " token"
    return noun


def _after_noun(f) -> list[str]:
    parts = []
    if f.combat and f.combat.startswith("attacking_you"):      # "attacking you or planeswalker"
        parts.append(f.combat.replace("_", " "))
    if f.named_source:
        parts.append("named like this card")
    if f.name:
        parts.append("named " + f.name)
    if f.keywords:
        parts.append("with " + " and ".join(f.keywords))
    if f.single_target:
        parts.append("with a single target")
    if f.ability_source is not None:
        parts.append("from " + object_filter(f.ability_source, False) + " source")
    if f.targets is not None:
        targeted = (["you"] if f.targets.you else []) + (["this"] if f.targets.source else [])
        parts.append("that targets " + " or ".join(
            targeted + ([object_filter(f.targets.objects)] if f.targets.objects is not None else [])))
    if f.excluded_keywords:
        parts.append("without " + " or ".join(f.excluded_keywords))
    if f.either_keywords:
        parts.append("with " + " or ".join(f.either_keywords))
    if f.with_counter:
        parts.append(f"with a {f.with_counter} counter")
    parts += [_number_test(t) for t in f.tests]
    if f.chosen_color:
        parts.append("of the chosen color")
    if f.chosen_name:
        parts.append("with the name chosen by its hidden agenda")
    if f.chosen_subtype or f.subtype_chosen_on_resolution:
        parts.append("of the chosen type")
    if f.in_chosen_sector:
        parts.append("in the chosen sector")
    if f.outside_sector:
        parts.append(f"not in the {f.outside_sector} sector")
    if f.damage_this_turn:
        parts.append("that " + ("dealt damage to you" if f.damage_this_turn == "dealt_to_you"
                                else "dealt damage" if f.damage_this_turn == "dealt"
                                else "was dealt damage") + " this turn")
    if f.attached_to_self:
        parts.append("attached to this")
    if f.blocking_self:
        parts.append("blocking this")
    if f.blocking_or_blocked_by_self:
        parts.append("blocking or blocked by this")
    if f.blocked_by_self:
        parts.append("that this is blocking")
    if f.saddled_source:
        parts.append("that saddled it this turn")
    if f.paired:
        parts.append("paired with this")
    outside = f.zone.value != "battlefield" and not (f.spell and f.zone.value == "stack")
    whose = {"you": "your ", "opponent": "an opponent's ", "defending": "defending player's ",
             "chosen": "the chosen player's "}
    if outside:                          # cards are owned, not controlled: "in your graveyard" (CR 108.3)
        parts.append(f"in {whose.get(f.controller.value, '')}{f.zone.value}")
    elif f.controller.value == "you":
        parts.append("you control")
    elif f.controller.value == "opponent":
        parts.append("an opponent controls")
    elif f.controller.value == "defending":
        parts.append("defending player controls")
    elif f.controller.value == "chosen":
        parts.append("the chosen player controls")
    elif f.controller.value == "enchanted":
        parts.append("enchanted player controls")
    if f.owned_by_you:
        parts.append("you own")
    return parts


def _number_test(t) -> str:
    value = ("X" if t.of_x else str(t.value)) if t.than_source is None else f"this one's {words(t.than_source)}"
    if t.than_own is not None:
        value = f"its {words(t.than_own)}"
    if t.than_source_counters is not None:
        value = f"the number of {t.than_source_counters} counters on this one"
    return f"with {words(t.characteristic)} {number_compared(t.compare, value)}"


def article(noun: str) -> str:
    """"a creature", "an Island", "an opponent", "another creature"."""
    if noun.startswith("other "):
        return "an" + noun
    if noun.startswith("your "):         # "your Ring-bearer" takes no article
        return noun
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def one(f) -> str:
    """One object a filter accepts, with its article: "an untapped creature you control"."""
    return article(object_filter(f, plural=False))


# References that denote one object (or are read one at a time: "each creature"), so their verb
# is singular: "this gets +1/+1", "each creature you control gains flying".
_SINGULAR_REFS = {"SelfRef", "TargetRef", "EventObjectRef", "EachRef", "GrantorRef", "PaidRef",
                  "SameNameRef", "SharesColorRef", "SharesCreatureTypeRef", "AttachedToRef", "ControlledBy"}
_THIRD_PERSON = {"have": "has", "do": "does", "don't": "doesn't", "can't": "can't", "can": "can",
                 "must": "must", "may": "may", "are": "is"}


def agree(subject, predicate: str) -> str:
    """`subject` (a filter or a reference) and `predicate`, its first verb agreeing in number:
    "creatures you control get +1/+1", "this gets +1/+1"."""
    text = objects(subject)
    if type(subject).__name__ not in _SINGULAR_REFS:
        return f"{text} {predicate}"
    verb, _, rest = predicate.partition(" ")
    verb = _THIRD_PERSON.get(verb, verb if verb.endswith("s") else verb + "s")
    return f"{text} {verb} {rest}".rstrip()


def objects(o, plural: bool = True) -> str:
    """A field typed `ObjectFilter | SelfRef`: the filter's objects, or "this"."""
    if o is None:
        return ""
    return object_filter(o, plural) if type(o).__name__ == "ObjectFilter" else ref(o)


def _life_total(a) -> str:
    """"your life total", "the lowest life total among all players", "his or her life total"."""
    from .words import life_total_words
    return life_total_words(a)


# ------------------------------------------------------------------ amounts and references
_AMOUNTS = {
    "GraveyardCardTypes": lambda a: "the number of card types among cards in your graveyard",
    "VotesFor": lambda a: f"the number of {a.choice} votes",
    "Fixed": lambda a: str(a.value),
    "XValue": lambda a: "X",
    "Sum": lambda a: f"{amount(a.amount)}+{a.plus}" if a.plus >= 0 else f"{amount(a.amount)}{a.plus}",
    "Times": lambda a: f"{a.factor} times {amount(a.amount)}",
    "CountersOn": lambda a: f"the number of {a.counter + ' ' if a.counter else ''}counters on {ref(a.ref)}",
    "CountOf": lambda a: (f"the number of {object_filter(a.ref.filter)}" if type(a.ref).__name__ == "EachRef"
                          else f"the number of {ref(a.ref)}"),
    "TotalCount": lambda a: "the total number of " + " and ".join(object_filter(f) for f in a.filters),
    "PowerOf": lambda a: f"the power of {ref(a.ref)}",
    "ToughnessOf": lambda a: f"the toughness of {ref(a.ref)}",
    "ManaValueOf": lambda a: f"the mana value of {ref(a.ref)}",
    "EventAmount": lambda a: "that much",
    "PlayersCount": lambda a: f"the number of {object_filter(a.filter)} that player has",
    "DiedThisTurn": lambda a: f"the number of {object_filter(a.filter)} that died this turn",
    "Devoured": lambda a: f"the number of {object_filter(a.filter)} this devoured",
    "AffectedCount": lambda a: f"the number of {object_filter(a.filter)} among those ({a.label})",
    "LifeLostThisWay": lambda a: "the life lost this way",
    "DamagePreventedThisWay": lambda a: "the damage prevented this way",
    "GreatestAmong": lambda a: (f"the greatest {a.characteristic.replace('_', ' ')} among "
                                f"{object_filter(a.filter)}"),
    "AttackersDeclared": lambda a: f"the number of {object_filter(a.filter)} that attacked",
    "CountersRemoved": lambda a: f"the number of {a.counter} counters removed this way",
    "BasicLandTypes": lambda a: "the number of basic land types among lands you control",
    "Half": lambda a: f"half {amount(a.amount)}, rounded {'up' if a.rounded_up else 'down'}",
    "LifeTotalAmount": lambda a: _life_total(a),
    "Devotion": lambda a: "your devotion to " + " and ".join(COLORS.get(c.value, str(c.value)) for c in a.colors),
    "ManaSpentToCast": lambda a: f"the {'colors of ' if a.colors else ''}mana spent to cast {ref(a.ref)}",
    "AffectedPerController": lambda a: (f"the number of {object_filter(a.filter)} among those ({a.label}) "
                                        "that player controlled"),
}


def amount(a) -> str:
    phrase = _AMOUNTS.get(type(a).__name__)
    return phrase(a) if phrase else generic(a)


_REFS = {
    "SelfRef": lambda r: "this",
    "GrantorRef": lambda r: "the card granting this",
    "TargetRef": lambda r: f"target #{r.index + 1}",
    "ChosenRef": lambda r: f"those ({r.label})",
    "AffectedRef": lambda r: f"those ({r.label})",
    "EventObjectRef": lambda r: "that object",
    "EachRef": lambda r: ("" if r.filter.ring_bearer else "each ") + object_filter(r.filter, plural=False),
    "UnionRef": lambda r: " and ".join(ref(p) for p in r.parts),
    "PaidRef": lambda r: f"the {words(r.action)} object",
    "DealtDamageRef": lambda r: f"the creatures among {ref(r.among)} that {ref(r.source)} dealt damage to",
    "SameNameRef": lambda r: f"each {object_filter(r.filter, plural=False)} with the same name as {ref(r.of)}",
    "UnchosenRef": lambda r: f"{ref(r.among)} not chosen as ({r.label})",
    "SharesCreatureTypeRef": lambda r: f"each {object_filter(r.filter, plural=False)} that shares a creature type "
                                       f"with {ref(r.of)}",
    "SharesColorRef": lambda r: f"each {object_filter(r.filter, plural=False)} that shares a color with {ref(r.of)}",
    "AttachedToRef": lambda r: f"each {object_filter(r.filter, plural=False)} attached to {ref(r.host)}",
    "ControlledBy": lambda r: f"each {object_filter(r.filter, plural=False)} {player(r.player)} controls",
    "ExiledWithRef": lambda r: "the cards exiled with this",
}


def ref(r) -> str:
    phrase = _REFS.get(type(r).__name__)
    return phrase(r) if phrase else generic(r)


def player(p) -> str:
    """A player reference in words: "you", "each opponent", "target player", "its controller"."""
    if p is None:
        return ""
    if isinstance(p, Enum):
        return {"event_player": "that player", "each_opponent_of_event_player": "each of that player's opponents",
                "each_opponent_attacking_enchanted": "each opponent attacking enchanted player",
                "each_player_but_target": "each player other than target player",
                "owner": "its owner", "controller": "its controller",
                "any": "any player", "opponent": "an opponent"}.get(p.value, words(p.value))
    if type(p).__name__ == "ControllerOf":
        return f"the controller of {ref(p.ref)}"
    if type(p).__name__ == "DealtDamageBy":
        return f"each player {ref(p.source)} dealt damage to among {player(p.among)}"
    if type(p).__name__ == "OwnerOf":
        return f"the owner of {ref(p.ref)}"
    return generic(p)


# ------------------------------------------------------------------ fallback
def generic(value: Any, depth: int = 0) -> str:
    """Any runtime value in words: a class with no phrase yet prints as its name and its fields
    ("regenerate: objects target #1"), defaults left out; a nested one in brackets."""
    if isinstance(value, Enum):
        return words(str(value.value))
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return " and ".join(generic(v, depth + 1) for v in value) or "none"
    if not dataclasses.is_dataclass(value) or isinstance(value, type) or depth > 6:
        return str(value).replace("_", " ")
    known = _known(value)
    if known is not None:
        return known
    fields = [_field(f.name, getattr(value, f.name), depth) for f in dataclasses.fields(value)
              if f.default is dataclasses.MISSING or getattr(value, f.name) != f.default]
    text = words(type(value).__name__) + (": " + ", ".join(fields) if fields else "")
    return f"[{text}]" if depth and fields else text


def _known(value) -> str | None:
    name = type(value).__name__
    if name == "ObjectFilter":
        return object_filter(value)
    if name == "ManaCost":
        return mana_cost(value)
    if name in _AMOUNTS:
        return amount(value)
    if name in _REFS:
        return ref(value)
    if name in ("ControllerOf", "DealtDamageBy", "OwnerOf"):
        return player(value)
    return None


def _field(name: str, value, depth: int) -> str:
    if isinstance(value, bool):                      # to_you=True -> "to you"
        return words(name) if value else f"not {words(name)}"
    return f"{words(name)} {generic(value, depth + 1)}"


# ------------------------------------------------------------------ costs
def _counted(count, f, x_count: bool = False) -> str:
    n = "X" if x_count else str(count)
    return f"{n} {object_filter(f, plural=count != 1 or x_count)}"


def _sacrifice(c) -> str:
    if c.self_only:
        return "sacrifice this"
    return "sacrifice " + _counted(c.count, c.filter, c.x_count)


def _discard(c) -> str:
    if c.whole_hand:
        return "discard your hand"
    return "discard " + _counted(c.count, c.filter, c.x_count) + (" at random" if c.random else "")


def _remove_counters(c) -> str:
    how_many = "any number of" if c.any_number else amount(c.amount)
    return f"remove {how_many} {c.counter} counter(s) from {_cost_object(c.filter)}"


def _cost_object(f) -> str:
    """The permanent a counter cost acts on: the source, or one the payer chooses."""
    return "this" if f is None else one(f)


_COSTS = {
    "ManaCost": mana_cost,
    "WaterbendCost": lambda c: f"waterbend {mana_cost(c.mana)}",
    "TapSelf": lambda c: "{T}",
    "UntapSelf": lambda c: "{Q}",
    "ExertSelf": lambda c: "exert this",
    "TapTotalPower": lambda c: f"tap {object_filter(c.filter)} with total power {c.power} or more",
    "TapPermanents": lambda c: f"{'untap' if c.untap else 'tap'} {_counted(c.count, c.filter, c.x_count)}",
    "Sacrifice": _sacrifice,
    "UnattachGrantor": lambda c: "unattach the Equipment granting this",
    "PayLife": lambda c: f"pay {amount(c.amount)} life",
    "SourceManaCost": lambda c: "pay its mana cost",
    "RemoveCounters": _remove_counters,
    "PutCountersCost": lambda c: f"put {amount(c.amount)} {c.counter} counter(s) on {_cost_object(c.filter)}",
    "Discard": _discard,
    "ExileFromZone": lambda c: "exile this" if c.self_only else f"exile {_counted(c.count, c.filter, c.x_count)}",
    "ExileMaterials": lambda c: (f"exile {_counted(c.count, c.filter)}{' or more' if c.or_more else ''} "
                                 "among permanents you control and cards in your graveyard"),
    "ReturnToHandCost": lambda c: ("return this to its owner's hand" if c.self_only
                                   else f"return {_counted(c.count, c.filter, c.x_count)} to its owner's hand"),
    "Loyalty": lambda c: "-X loyalty" if c.x else f"{c.amount:+d} loyalty",
    "PayEnergy": lambda c: f"pay {c.amount} energy",
    "TopOfLibraryCost": lambda c: (f"{'exile' if c.exile else 'mill'} the top {c.count} card(s) of your library"),
    "Behold": lambda c: f"behold {one(c.filter)}",
    "OpponentsExiledToGraveyard": lambda c: f"put {c.count} card(s) an opponent owns from exile into its owner's graveyard",
    "CollectEvidence": lambda c: f"collect evidence {amount(c.amount) if not isinstance(c.amount, int) else c.amount}",
    "ForageCost": lambda c: "forage",
    "BlightCost": lambda c: f"blight {c.amount}",
    "EitherCost": lambda c: " or ".join(("pay " if type(x).__name__ == "ManaCost" else "") + cost(x)
                                        for x in (c.first, c.second)),
    "DiscardSelf": lambda c: "discard this card",
    "RevealSelf": lambda c: "reveal this card from your hand",
    "RevealFromHand": lambda c: f"reveal {_counted(c.count, c.filter, c.x_count)} from your hand",
}


def cost(c) -> str:
    """A cost in words ("{2}{G}", "sacrifice a creature", "pay 2 life", "-3 loyalty")."""
    phrase = _COSTS.get(type(c).__name__)
    return phrase(c) if phrase else generic(c)


def production(p) -> str:
    """The mana an AddMana makes ("{G} or {W}", "1 mana of any color")."""
    name = type(p).__name__
    if name == "FixedMana":
        mana = " or ".join("".join(f"{{{t.value}}}" for t in option) for option in p.options)
        return mana if type(p.times).__name__ == "Fixed" and p.times.value == 1 else f"{mana} {amount(p.times)} times"
    if name == "AnyColor":
        return f"{amount(p.amount)} mana of any {'one ' if p.one_color else ''}color"
    if name == "CouldProduce":
        return (f"{amount(p.amount)} mana of any {'color' if p.colors_only else 'type'} "
                f"that {object_filter(p.filter, plural=False)} could produce")
    if name == "ProducedType":
        return f"{amount(p.amount)} mana of any type that land produced"
    if name == "ChosenColorMana":
        return f"{amount(p.amount)} mana of the chosen color"
    if name == "CommanderIdentityMana":
        return f"{amount(p.amount)} mana of any color in your commander's color identity"
    return generic(p)
