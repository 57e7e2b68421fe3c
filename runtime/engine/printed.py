"""What a definition prints, worked out once per definition: the names of its keyword abilities,
its static abilities by the class of their effect and its activated abilities.

Definitions are frozen model data (an effect that changes an object's characteristics gives it
a new definition, objects.DEFINITIONS_SET), so what one prints never changes; the engine asks it
of every object on every pass of the state-based actions (CR 704.3) and every query of a
characteristic. Each answer is kept by the definition's id with the definition (kept_by_id: the id
is never reused while kept), and the table is emptied past KEPT (a long process sees many
definitions).
"""
from __future__ import annotations

from ..abilities import ActivatedAbility, CharacteristicPT, KeywordAbility, ManaAbility, StaticAbility, StationCreature
from ..kept_by_id import kept_by_id
from .registry import HOOKS

KEPT = 50_000


class Printed:
    """One definition's keyword names and static abilities by effect class."""

    __slots__ = ("definition", "keyword_names", "stations", "_statics", "_activated", "_derived")

    def __init__(self, definition) -> None:
        self.definition = definition
        self.keyword_names = frozenset(a.name.lower() for a in definition.abilities
                                       if isinstance(a, KeywordAbility))
        self._statics: dict[type, tuple[StaticAbility, ...]] = {}
        self._activated: tuple | None = None
        self._derived: dict = {}
        # a Spacecraft's station statics (CR 721.2b): asked whenever is_type asks if a permanent
        # that prints no creature type is a creature, so worked out at once
        self.stations = self.statics(StationCreature)

    def statics(self, kind: type) -> tuple[StaticAbility, ...]:
        """Its static abilities whose effect is a KIND, in printed order."""
        found = self._statics.get(kind)
        if found is None:
            found = self._statics[kind] = tuple(a for a in self.definition.abilities
                                                if isinstance(a, StaticAbility) and isinstance(a.effect, kind))
        return found


    def derived(self, work_out):
        """work_out(definition), worked out once per definition: for another stage's fact about
        what a definition prints (legal_actions: the mana its cost needs) without this module
        importing that stage."""
        found = self._derived.get(work_out)
        if found is None:
            found = self._derived[work_out] = work_out(self.definition)
        return found

    def activated(self) -> tuple:
        """Its activated abilities, as query.activated_abilities lists them (activated_of)."""
        if self._activated is None:
            self._activated = activated_of(self.definition.abilities)
        return self._activated


def activated_of(abilities) -> tuple:
    """The activated abilities (mana abilities included) among ABILITIES in their order, each
    keyword that stands for one (equip, crew: HOOKS.keyword_ability) in its place."""
    found = []
    for a in abilities:
        if isinstance(a, (ActivatedAbility, ManaAbility)):
            found.append(a)
        elif isinstance(a, KeywordAbility):
            k = HOOKS.keyword_ability(a)
            if k is not None:
                found.append(k)
    return tuple(found)


@kept_by_id(KEPT)
def printed(definition) -> Printed:
    """What DEFINITION prints, worked out on first asking."""
    return Printed(definition)


def printed_number(text: str | None) -> int:
    """A printed P/T; "*" and the like count as 0 here (CR 208.2 needs per-card rules)."""
    try:
        return int(text) if text is not None else 0
    except ValueError:
        return 0


def printed_pt(definition) -> tuple[int, int, tuple[StaticAbility, ...]]:
    """The printed power and toughness as numbers (printed_number) and the characteristic-defining
    abilities that set them (CR 604.3), in printed order: read from the definition alone, frozen
    model data, so worked out once per definition (Printed.derived: query.power_toughness)."""
    return (printed_number(definition.power), printed_number(definition.toughness),
            printed(definition).statics(CharacteristicPT))
