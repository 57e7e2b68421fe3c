"""Keywords the Comprehensive Rules define, as the engine implements them (CR 702, 301.5, 303.4).

Some keywords are rules flags checked where they matter (combat.py, query.py):
`RULE_KEYWORDS` lists them. Others stand for an activated ability (equip, crew):
`keyword_abilities` turns the KeywordAbility into that ActivatedAbility. Internal
instructions (`AttachSource`, `BecomeCreature`) are engine-only: the compiler never
produces them, the VM runs them.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility, KeywordAbility, TargetSpec, Timing
from ..characteristics import CardType, Zone
from ..costs import TapTotalPower
from ..filters import Controller, ObjectFilter, SelfRef, TargetRef

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject
    from ..engine.state import GameState


# Keywords whose rules the engine implements as flags (where: see comments).
RULE_KEYWORDS = frozenset({
    "flying", "reach",                      # combat.block_problem (CR 702.9, 702.17)
    "trample", "first strike", "double strike", "deathtouch", "lifelink",   # combat damage
    "haste", "vigilance", "defender", "menace",                            # combat.py
    "indestructible",                       # vm._destroy, turn.check_sba (CR 702.12)
    "hexproof", "shroud", "protection",     # targeting, damage, blocking, attaching (CR 702.11, 18, 16)
    "flash",                                # actions.cast (CR 702.8)
    "enchant",                              # Aura casting/attaching, SBA 704.5m (CR 702.5, 303.4)
    "equip", "crew",                        # activated abilities below (CR 702.6, 702.122)
    "fear", "intimidate", "shadow", "horsemanship",  # combat.block_problem (CR 702.36, 13, 28, 31)
    "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk",  # landwalk (CR 702.14)
    "desertwalk", "nonbasic landwalk",
    "wither",                               # damage as -1/-1 counters (CR 702.80)
    "ascend",                               # handlers_triggers.ascend / ascend_spell (CR 702.131)
    "haunt",                                # handlers_triggers haunt_* (CR 702.55)
    "changeling",                           # every creature type (CR 702.73)
    "devoid",                               # colorless (CR 702.114)
    "saddle",                               # compiled to an ActivatedAbility (CR 702.171)
})

LANDWALK = {"swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest",
            "mountainwalk": "Mountain", "plainswalk": "Plains", "desertwalk": "Desert",
            "nonbasic landwalk": "nonbasic"}       # CR 702.14a: a land type, or a supertype ("nonbasic")


def landwalk_filter(land: str) -> ObjectFilter:
    """The lands a landwalk ability looks for (CR 702.14a, 702.14c)."""
    from ..characteristics import Supertype
    if land == "nonbasic":
        return ObjectFilter(types=(CardType.LAND,), excluded_supertypes=(Supertype.BASIC,))
    return ObjectFilter(types=(CardType.LAND,), subtypes=(land,))


def implemented(name: str) -> bool:
    from .primary import MECHANIC_KEYWORDS
    from .secondary import MORE_KEYWORDS
    from ..handlers.grants import GRANT_KEYWORDS
    return name.lower() in RULE_KEYWORDS or name.lower() in MECHANIC_KEYWORDS or name.lower() in MORE_KEYWORDS \
        or name.lower() in GRANT_KEYWORDS


# ------------------------------------------------------------------ engine-only instructions
@dataclass(frozen=True)
class AttachSource:
    """Attach the ability's source to the target (equip, CR 701.3, 702.6a)."""

    target: TargetRef = TargetRef(0)


@dataclass(frozen=True)
class BecomeCreature:
    """"This Vehicle becomes an artifact creature until end of turn" (crew, CR 702.122a)."""

    objects: SelfRef = SelfRef()


_YOUR_CREATURE = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True)
_CREW = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True, tapped=False)


@lru_cache(maxsize=None)
def keyword_ability(k: KeywordAbility) -> ActivatedAbility | None:
    """The activated ability a keyword stands for, or None."""
    name = k.name.lower()
    if name == "equip" and k.cost is not None:
        # CR 702.6a: "[Cost]: Attach to target creature you control. Activate only as a sorcery."
        return ActivatedAbility((k.cost,), (AttachSource(),), (TargetSpec(_YOUR_CREATURE),),
                                Timing(sorcery_speed=True), keyword="equip")
    if name == "crew" and k.number is not None:
        # CR 702.122a: "Tap any number of other untapped creatures you control with total
        # power N or greater: This Vehicle becomes an artifact creature until end of turn."
        return ActivatedAbility((TapTotalPower(k.number, _CREW),), (BecomeCreature(),), keyword="crew")
    from .primary import zone_ability      # cycling, unearth, scavenge ... (mechanics.py)
    return zone_ability(k)


# ------------------------------------------------------------------ attachments
def is_aura(o: GameObject) -> bool:
    return CardType.ENCHANTMENT in o.definition.types and any(
        s.lower() == "aura" for s in o.definition.subtypes)


def is_equipment(o: GameObject) -> bool:
    return CardType.ARTIFACT in o.definition.types and any(
        s.lower() == "equipment" for s in o.definition.subtypes)


def enchant_quality(o) -> ObjectFilter | None:
    """What an Aura may enchant (CR 702.5a); `o` is a GameObject or a CardDefinition."""
    definition = getattr(o, "definition", o)
    for a in definition.abilities:
        if isinstance(a, KeywordAbility) and a.name.lower() == "enchant":
            return a.quality or ObjectFilter()
    return None


def aura_target_spec(definition) -> TargetSpec | None:
    """CR 303.4a: an Aura spell targets the object its enchant ability allows."""
    types = definition.types
    if CardType.ENCHANTMENT not in types or not any(s.lower() == "aura" for s in definition.subtypes):
        return None
    quality = enchant_quality(definition)
    if quality is None:
        return None
    if quality.zone is not Zone.BATTLEFIELD:
        return TargetSpec(quality)
    return TargetSpec(quality)


# ------------------------------------------------------------------ protection, hexproof, shroud
def protections(state: GameState, o: GameObject) -> list[ObjectFilter]:
    """The qualities `o` has protection from (CR 702.16a)."""
    found = [a.quality for a in o.definition.abilities
             if isinstance(a, KeywordAbility) and a.name.lower() == "protection" and a.quality is not None]
    return found


def protected_from(state: GameState, o: GameObject, source: GameObject | None) -> bool:
    """Whether `o` has protection from a quality `source` has (CR 702.16)."""
    if source is None:
        return False
    from ..engine.query import matches
    return any(matches(state, q, source, o.controller, o.id, check_zone=False)
               for q in protections(state, o))


def targeting_problem(state: GameState, o: GameObject, source: GameObject | None,
                      controller: int) -> str | None:
    """Why `o` can't be the target of a spell or ability from `source` (CR 115.4, 702.11, 702.18, 702.16)."""
    from ..engine.query import has_keyword
    if o.zone is not Zone.BATTLEFIELD:
        return None
    if has_keyword(state, o, "shroud"):
        return f"CR 702.18a: {o.name} has shroud"
    if has_keyword(state, o, "hexproof") and o.controller != controller:
        return f"CR 702.11b: {o.name} has hexproof"
    if protected_from(state, o, source):
        return f"CR 702.16b: {o.name} has protection from {source.name}"
    return None


def attach_problem(state: GameState, attachment: GameObject, target: GameObject | None) -> str | None:
    """Why `attachment` can't be (stay) attached to `target` (CR 303.4d, 301.5c, 702.16c-d)."""
    from ..engine.query import is_creature, matches
    if target is None or target.gone or target.zone is not Zone.BATTLEFIELD:
        return "it is not attached to an object on the battlefield"
    if target.id == attachment.id:
        return "it can't be attached to itself"
    if is_aura(attachment):
        quality = enchant_quality(attachment) or ObjectFilter()
        if not matches(state, quality, target, attachment.controller, attachment.id):
            return f"{target.name} is not a legal object for its enchant ability"
    elif not is_creature(target):
        return f"{target.name} is not a creature"
    if protected_from(state, target, attachment):
        return f"{target.name} has protection from {attachment.name}"
    return None


def attach(game: Game, attachment: GameObject, target_id: int) -> None:
    state = game.state
    attachment.attached_to = target_id
    game.record("attach", f"{attachment.name} becomes attached to {state.objects[target_id].name}",
                object_id=attachment.id, target=target_id)
