"""Attractions (Unfinity, CR 717) as the compiler reads them: "open an Attraction" (CR 701.51),
"roll to visit your Attractions" (CR 701.52), an Attraction's "Visit — [effect]" (CR 702.159a) and
its printed lit numbers (CR 717.1, 'Lights:' in card files). Each phrase lowers to the instruction
or trigger its database entry names and renders back exactly; the scenarios
tests/scenarios/CR701.51b_*, CR701.52a_* and CR702.159a_* play them with an Attraction deck."""
from pathlib import Path

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import SpellAbility, TriggeredAbility

from .conftest import compile_text

CARDS = Path(__file__).parent.parent / "scenarios" / "cards" / "attractions.card"


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_the_entries_name_their_instructions_and_rules():
    """CR 701.51, 701.52, 702.159 (current numbering): none of them unsupported any more."""
    db = builtin()
    opening, rolling, visit = db.get("open an attraction"), db.get("roll to visit your attractions"), db.get("visit")
    assert (opening.mechanic, opening.rule) == ("OpenAttraction", "701.51") and not opening.unsupported
    assert opening.reminder == "Put the top card of your Attraction deck onto the battlefield."
    assert (rolling.mechanic, rolling.rule) == ("RollToVisitAttractions", "701.52") and not rolling.unsupported
    assert (visit.mechanic, visit.rule, visit.parameter.value) == ("visit", "702.159", "effect")


def test_when_this_creature_enters_open_an_attraction():
    """Discourtesy Clerk: "When this creature enters, open an Attraction." (CR 701.51b)."""
    card = compiled(compile_text("When this creature enters, open an Attraction.", name="Discourtesy Clerk",
                                 type_line="Creature — Vampire Employee", power="3", toughness="2"))
    (trigger,) = card.definition.abilities
    assert isinstance(trigger, TriggeredAbility) and trigger.effects == (E.OpenAttraction(),)


def test_roll_to_visit_your_attractions_as_an_effect():
    """"Roll to visit your Attractions." as a spell's instruction (CR 701.52a)."""
    card = compiled(compile_text("Roll to visit your Attractions.", name="Test Ride", type_line="Sorcery"))
    (spell,) = card.definition.abilities
    assert isinstance(spell, SpellAbility) and spell.effects == (E.RollToVisitAttractions(),)


def test_visit_is_a_trigger_on_this_attraction_being_visited():
    """Concession Stand: "Visit — Create a Food token." means "Whenever you roll to visit your
    Attractions, if the result is equal to a number that is lit up on this Attraction, create a
    Food token." (CR 702.159a): a triggered ability tagged with the keyword; its lights 2 and 6."""
    (source,) = [c for c in load_path(str(CARDS)) if c.name == "Concession Stand"]
    card = compiled(compile_card(source.source))
    (visit,) = card.definition.abilities
    assert isinstance(visit, TriggeredAbility) and visit.keyword == "visit"
    assert visit.event == V.AttractionVisited()
    assert card.definition.lights == (2, 6) and "Attraction" in card.definition.subtypes


def test_a_card_without_lights_has_none():
    """The control: only an Attraction's card file says 'Lights:'."""
    card = compiled(compile_text("When this creature enters, open an Attraction.", name="Discourtesy Clerk",
                                 type_line="Creature — Vampire Employee", power="3", toughness="2"))
    assert card.definition.lights == ()
