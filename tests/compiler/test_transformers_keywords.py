"""The Transformers keywords (CR 701.28, 702.161, 702.162 in the current rules), compiled.

- living metal (CR 702.161a) is defined by its current rules text: "During your turn, this
  permanent is an artifact creature in addition to its other types." (a static ability with the
  condition "as long as it's your turn", adding card types in layer 4: AddCardTypes);
- convert (CR 701.28a) is read as transform, printed back as "convert" (CR 701.28a-f repeat
  transform's rules);
- more than meets the eye (CR 702.162a) is an engine mechanic: cast converted for its cost.

Goldbug, Humanity's Ally // Goldbug, Scrappy Scout is a printed card outside the corpus
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.loaders import load_path
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.events import AttacksWithOthers
from cardtext.runtime.filters import SelfRef, YourTurn

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"
LIVING_METAL = R.StaticAbility(R.AddCardTypes((CardType.ARTIFACT, CardType.CREATURE)), YourTurn(),
                               keyword="living metal")


def goldbug():
    (source,) = [e.source for e in load_path(str(CARDS)) if e.source and e.source.name == "Goldbug, Humanity's Ally"]
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card


def _vehicle(text: str):
    return compile_card(CardSource(name="Test Vehicle", type_line="Artifact — Vehicle", mana_cost="{3}",
                                   power="3", toughness="3", oracle_text=text))


def test_living_metal_is_defined_by_its_current_rules_text():
    """CR 702.161a: "Living metal" means "During your turn, this permanent is an artifact creature
    in addition to its other types."."""
    entry = builtin().get("living metal")
    assert entry.rule == "702.161" and not entry.mechanic and not entry.unsupported
    assert entry.definition == ("During your turn, this permanent is an artifact creature in addition "
                                "to its other types.")


def test_living_metal_with_its_reminder_is_a_static_ability_adding_the_card_types_during_your_turn():
    """The reminder template is the current Oracle reminder; the keyword compiles to its definition's
    one static ability, named for the keyword (CR 702.161a, 613.1d)."""
    reminder = fill(builtin().get("living metal").reminder, None, None)
    assert reminder == "During your turn, this Vehicle is also a creature."
    card = _vehicle(f"Living metal ({reminder})")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert card.definition.abilities == (LIVING_METAL,)


def test_the_rules_text_of_living_metal_and_its_reminder_read_as_type_changing_statics():
    """The definition's words on a card are the same ability, unnamed; the reminder's words "is also
    a creature" add the creature type (CR 205.1b). Both print back as written."""
    card = _vehicle("During your turn, this permanent is an artifact creature in addition to its other types.\n"
                    "This Vehicle is also a creature.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert card.definition.abilities == (
        R.StaticAbility(R.AddCardTypes((CardType.ARTIFACT, CardType.CREATURE)), YourTurn()),
        R.StaticAbility(R.AddCardTypes((CardType.CREATURE,))))
    assert all(c.equal for c in check_card(card)), check_card(card)


def test_card_types_added_to_other_objects_are_not_supported():
    """Which objects such an effect applies to could depend on the types it adds (CR 613.8): only an
    object's own static ability is read; another is reported CT301 at the phrase."""
    card = compile_card(CardSource(name="Test Aura", type_line="Enchantment — Aura", mana_cost="{1}",
                                   oracle_text="Enchant artifact\nEnchanted artifact is an artifact creature "
                                               "in addition to its other types."))
    assert not card.fully_compiled
    assert any(d.code == "CT301" for d in card.diagnostics)


def test_more_than_meets_the_eye_is_an_engine_mechanic_with_its_cost():
    """CR 702.162a: "You may cast this card converted by paying [cost] rather than its mana cost.";
    its reminder is filled with the card's cost."""
    entry = builtin().get("more than meets the eye")
    assert entry.rule == "702.162" and entry.mechanic == "more than meets the eye"
    assert fill(entry.reminder, None, "{W}{U}") == "You may cast this card converted for {W}{U}."
    front = goldbug().definition
    keyword = front.abilities[0]
    assert isinstance(keyword, R.KeywordAbility) and keyword.name == "more than meets the eye"
    assert keyword.cost == parse_mana_cost("{W}{U}")


def test_convert_is_the_keyword_action_transform_printed_as_convert():
    """CR 701.28a (current rules): to convert a permanent is to turn it over so that its other face
    is up, as transform does (the Transform instruction); the text prints "convert" back."""
    entry = builtin().get("convert")
    assert entry.rule == "701.28" and entry.mechanic == "Transform"
    card = goldbug()
    cast_trigger = card.definition.abilities[2]
    assert isinstance(cast_trigger, R.TriggeredAbility)
    assert cast_trigger.effects == (E.Transform(SelfRef()),)
    assert all(c.equal for c in check_card(card)), check_card(card)


def test_goldbugs_back_face_has_living_metal_and_a_trigger_when_it_attacks_with_a_human():
    """The back face: living metal, "Human spells you control can't be countered.", and "Whenever
    Goldbug and at least one Human attack, draw a card and convert Goldbug." (declared together,
    CR 508.1)."""
    back = goldbug().definition.back_face
    assert back.name == "Goldbug, Scrappy Scout" and back.types == (CardType.ARTIFACT,)
    assert back.abilities[0] == LIVING_METAL
    trigger = back.abilities[2]
    assert isinstance(trigger.event, AttacksWithOthers) and trigger.event.others == 1
    assert trigger.event.others_filter.subtypes == ("Human",)
    assert trigger.effects[-1] == E.Transform(SelfRef())
