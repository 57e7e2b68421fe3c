"""Transforming double-faced cards (CR 712) played with real cards: the corpus's two lines of a
card joined into one (compiler/source/faces.py), its back face the definition's back_face."""
from __future__ import annotations

from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.scenario import card_definition
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.effects import ReturnToBattlefield
from cardtext.runtime.engine.query import mana_value
from cardtext.runtime.engine.vm import Context, run
from cardtext.runtime.filters import SelfRef
from cardtext.runtime.game import Game

from rt_cards import FOREST

OUTSIDE = Path(__file__).parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def _game() -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [FOREST] * 20)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    return g


def _beloved_beggar():
    (source,) = [e.source for e in load_path(str(OUTSIDE)) if e.source and e.source.name == "Beloved Beggar"]
    return compile_card(source).definition


def test_a_transformed_permanent_has_its_front_faces_mana_value():
    """CR 712.8e (712.4d in the 2022 text): with its back face up, its mana value is calculated
    from its front face's mana cost; the back face has no mana cost of its own."""
    g = _game()
    hunt = card_definition("Huntmaster of the Fells")
    assert hunt.back_face is not None and hunt.back_face.name == "Ravager of the Fells"
    g.put_onto_battlefield("Alice", hunt)
    g.resolve_stack()
    o = g.obj("Huntmaster of the Fells")
    assert mana_value(o) == 4
    o.definition, o.front_face = o.definition.back_face, o.definition
    assert o.name == "Ravager of the Fells" and mana_value(o) == 4


def test_disturb_casts_the_back_face_with_the_front_faces_mana_value():
    """CR 702.146a, 712.7: cast from the graveyard transformed, the spell is the back face; its
    mana value is its front face's (CR 712.8e)."""
    g = _game()
    g.add_card("Alice", _beloved_beggar(), Zone.GRAVEYARD)
    g.add_mana("Alice", "WWWWWW")
    spell = g.state.objects[g.cast("Alice", "Beloved Beggar", alt="disturb")]
    assert spell.name == "Generous Soul" and mana_value(spell) == 2


def test_a_card_with_no_back_face_returned_transformed_stays_where_it_is():
    """CR 712.10a (2022 text; 712.14a now): a card that isn't a transforming double-faced card
    put onto the battlefield transformed stays in its current zone."""
    g = _game()
    bears = g.add_card("Alice", card_definition("Grizzly Bears"), Zone.GRAVEYARD)
    with g.transaction():
        run(g, Context(0, bears), (ReturnToBattlefield(SelfRef(), transformed=True),))
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert any("stays in its zone (CR 712.10a)" in line for line in g.log_lines())


def _harvesttide():
    (source,) = [e.source for e in load_path(str(OUTSIDE)) if e.source and e.source.name == "Harvesttide Infiltrator"]
    return compile_card(source).definition


def test_a_daybound_card_entering_at_night_enters_transformed():
    """CR 702.145b: "If it is night, this permanent enters the battlefield transformed"."""
    g = _game()
    g.state.day_night = "night"
    g.put_onto_battlefield("Alice", _harvesttide(), as_effect=True)
    g.resolve_stack()
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Harvesttide Assailant"]


def test_a_daybound_permanent_is_not_transformed_by_other_effects():
    """CR 702.145b: "This permanent can't be transformed except by its daybound ability"."""
    from cardtext.runtime.effects import Transform
    g = _game()
    oid = g.put_onto_battlefield("Alice", _harvesttide(), as_effect=True)
    g.resolve_stack()
    with g.transaction():
        run(g, Context(0, oid), (Transform(SelfRef()),))
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Harvesttide Infiltrator"]
    assert any("can't be transformed except by its daybound ability" in line for line in g.log_lines())


def test_night_stays_night_after_a_turn_with_one_spell():
    """CR 726.2b: only two or more spells of the previous turn's active player make it day."""
    from cardtext.runtime.engine.registry import HOOKS
    g = _game()
    g.state.day_night = "night"
    g.state.last_turn_active, g.state.spells_cast_last_turn = 1, {1: 1, 0: 3}
    HOOKS.day_and_night(g, untap=True)
    assert g.state.day_night == "night"


def test_a_daybound_permanent_makes_it_day_and_turns_over_with_each_designation():
    """CR 702.145d: with neither designation, a daybound permanent makes it day (none, while only
    a Forest is out); CR 702.145c, 702.145f: at night it turns over at once, by day it turns back
    (looked for only on the boards whose permanents print daybound or nightbound)."""
    from cardtext.runtime.engine.registry import HOOKS
    g = _game()
    g.put_onto_battlefield("Alice", FOREST)
    HOOKS.day_and_night(g)
    assert g.state.day_night is None
    g.put_onto_battlefield("Alice", _harvesttide(), as_effect=True)
    g.resolve_stack()
    assert g.state.day_night == "day"
    g.state.day_night = "night"
    HOOKS.day_and_night(g)
    assert "Harvesttide Assailant" in g.zone("Alice", Zone.BATTLEFIELD)
    g.state.day_night = "day"
    HOOKS.day_and_night(g)
    assert "Harvesttide Infiltrator" in g.zone("Alice", Zone.BATTLEFIELD)
