"""The engine core: game state, zones, turn and priority, the stack, combat, costs, mana,
triggers and the VM. It calls keyword mechanics and instruction handlers through the
registries in registry.py; importing this package imports those modules, which fill them."""
from ..handlers import (amounts, choices, enter_replacements, grants, hands, library,  # noqa: F401
                        objects, permanents, players, resources, shields, targets, triggers,
                        zone_moves)
from ..mechanics import (attack_triggers, cast_modifications, casting, combat_keywords,  # noqa: F401
                         common, entering_keywords, keyword_triggers, keywords, outside_battlefield,
                         phasing, split_cards, zone_abilities)
from . import game_conditions  # noqa: F401
