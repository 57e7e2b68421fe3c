"""Living metal (CR 702.161a), convert (CR 701.28a) and more than meets the eye (CR 702.162a)
played with a printed card: Goldbug, Humanity's Ally // Goldbug, Scrappy Scout
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from __future__ import annotations

from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.effects import Transform
from cardtext.runtime.engine.query import is_creature, is_type, mana_value
from cardtext.runtime.engine.vm import Context, run
from cardtext.runtime.filters import SelfRef
from cardtext.runtime.game import Game

from rt_cards import FOREST

OUTSIDE = Path(__file__).parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def _goldbug():
    (source,) = [e.source for e in load_path(str(OUTSIDE)) if e.source and e.source.name == "Goldbug, Humanity's Ally"]
    return compile_card(source).definition


def _game(active: str = "Alice") -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [FOREST] * 20)
    g.set_step(Step.MAIN1, active, turn=3)
    return g


def test_more_than_meets_the_eye_casts_the_back_face_for_its_cost_with_the_front_faces_mana_value():
    """CR 702.162a: cast converted by paying {W}{U} rather than its mana cost {1}{W}{U}; the spell
    has its back face up (CR 712.7) and its front face's mana value, 3 (CR 712.8e)."""
    g = _game()
    g.add_card("Alice", _goldbug(), Zone.HAND)
    g.add_mana("Alice", "WU")
    spell = g.state.objects[g.cast("Alice", "Goldbug, Humanity's Ally", alt="more than meets the eye")]
    assert spell.name == "Goldbug, Scrappy Scout" and mana_value(spell) == 3
    g.resolve_stack()
    assert g.obj("Goldbug, Scrappy Scout").zone is Zone.BATTLEFIELD


def test_living_metal_makes_the_vehicle_an_artifact_creature_only_during_its_controllers_turn():
    """CR 702.161a: "During your turn, this permanent is an artifact creature in addition to its
    other types"; on the opponent's turn it is an artifact Vehicle only."""
    g = _game()
    g.add_card("Alice", _goldbug(), Zone.HAND)
    g.add_mana("Alice", "WU")
    g.cast("Alice", "Goldbug, Humanity's Ally", alt="more than meets the eye")
    g.resolve_stack()
    o = g.obj("Goldbug, Scrappy Scout")
    assert is_creature(o, g.state) and is_type(o, CardType.ARTIFACT, g.state)
    g.state.active = 1                    # Bob's turn
    assert not is_creature(o, g.state) and is_type(o, CardType.ARTIFACT, g.state)


def test_living_metal_asks_whose_turn_it_is_of_the_permanents_controller_now():
    """"Your turn" is the turn of the ability's controller, the permanent's controller (CR
    611.3a): Bob gaining control of it during Alice's turn makes it a noncreature artifact."""
    g = _game()
    g.add_card("Alice", _goldbug(), Zone.HAND)
    g.add_mana("Alice", "WU")
    g.cast("Alice", "Goldbug, Humanity's Ally", alt="more than meets the eye")
    g.resolve_stack()
    o = g.obj("Goldbug, Scrappy Scout")
    o.controller = 1
    assert not is_creature(o, g.state)


def test_converting_goldbug_turns_it_over_to_its_front_face_the_same_object():
    """CR 701.28a (current rules): convert is transform: the permanent's other face is up and it
    is the same object (CR 712.14); the front face is a creature on either player's turn."""
    g = _game()
    g.add_card("Alice", _goldbug(), Zone.HAND)
    g.add_mana("Alice", "WU")
    g.cast("Alice", "Goldbug, Humanity's Ally", alt="more than meets the eye")
    g.resolve_stack()
    o = g.obj("Goldbug, Scrappy Scout")
    run(g, Context(controller=0, source_id=o.id), (Transform(SelfRef()),))
    assert o.zone is Zone.BATTLEFIELD and o.name == "Goldbug, Humanity's Ally"
    g.state.active = 1
    assert is_creature(o, g.state)
