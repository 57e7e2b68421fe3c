"""CR 615.12 with Frenzied Baloth's "Combat damage can't be prevented.": prevention effects and
protection (CR 702.16e) don't prevent combat damage, a prevention shield isn't used up by it, and
damage that isn't combat damage is still prevented."""
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.combat import damage_player
from cardtext.runtime.game import Game

from rt_cards import WASTES


def _game_with_shield() -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.put_onto_battlefield("Alice", card_definition("Frenzied Baloth"))
    g.state.preventions.append({"combat_only": False, "remaining": 3, "objects": None, "players": [1],
                                "sources": None, "by": (), "controller": 1, "source_id": None})
    return g


def test_combat_damage_is_dealt_and_the_shield_is_not_used_up():
    g = _game_with_shield()
    baloth = g.obj("Frenzied Baloth")
    damage_player(g, baloth, 1, 3, combat=True)
    assert g.life("Bob") == 17
    assert g.state.preventions[0]["remaining"] == 3


def test_noncombat_damage_is_still_prevented():
    g = _game_with_shield()
    damage_player(g, g.obj("Frenzied Baloth"), 1, 2, combat=False)
    assert g.life("Bob") == 20
    assert g.state.preventions[0]["remaining"] == 1


def test_protection_from_green_does_not_prevent_its_combat_damage():
    """CR 702.16e: protection's damage prevention is a prevention effect too."""
    from cardtext.runtime.engine.combat import damage_object
    g = _game_with_shield()
    zombie = g.put_onto_battlefield("Bob", card_definition("Vodalian Zombie"))
    damage_object(g, g.obj("Frenzied Baloth"), g.state.objects[zombie], 1, combat=True)
    assert g.state.objects[zombie].damage == 1
