"""Every instruction-handler and keyword-mechanics module of the engine, in one place.

Each registers its VM instructions and its hooks in the engine's registries (engine/registry.py)
as it is imported; runtime/game.py imports this module, so a Game always runs with all of them.
A new family module is added here.
"""
from __future__ import annotations

from .engine import game_conditions, static_colors
from .handlers import attractions, contraptions, the_ring
from .handlers import amounts, choices, enter_replacements, grants, hands, keyword_actions, library, objects, outside_the_game, permanents, players, resources, shields, targets, triggers, zone_moves
from .mechanics import assist, attack_triggers, bending, blitz, cases, cast_modifications, classes, casting, combat_keywords, common, entering_keywords, epic, face_down, gifts, keyword_triggers, keywords, later_casting, outside_battlefield, phasing, speed, split_cards, ward, zone_abilities
from .mechanics import commanders, day_and_night, meld, rooms, sagas
from .mechanics import attack_costs, enlist, mutate, sectors
from .mechanics import companions, conspiracies, planechase, special_actions
from .mechanics import ended_effects
from .handlers import draw_replacements

HANDLER_FAMILIES = (attractions, contraptions, the_ring, amounts, choices, enter_replacements, grants, hands, keyword_actions, library, objects, outside_the_game,
                    permanents, players, resources, shields, targets, triggers, zone_moves, draw_replacements)
MECHANIC_FAMILIES = (assist, attack_triggers, bending, blitz, cases, cast_modifications, classes, casting, combat_keywords, common,
                     entering_keywords, epic, face_down, gifts, keyword_triggers, keywords, later_casting, outside_battlefield, phasing, speed,
                     split_cards, ward, zone_abilities, day_and_night, commanders, meld, sagas, attack_costs, enlist, rooms,
                     special_actions, companions, conspiracies, sectors, planechase, ended_effects)
FAMILIES = (game_conditions, *HANDLER_FAMILIES, *MECHANIC_FAMILIES)
