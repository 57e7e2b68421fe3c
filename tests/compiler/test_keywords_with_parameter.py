"""Keyword lines with a parameter: "Affinity for artifacts" (CR 702.41a) and "Suspend N—{cost}"
(CR 702.62a), compiled to KeywordAbility, lowered for the engine and rendered back."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.characteristics import CardType

from .conftest import compile_text


def test_affinity_for_artifacts_is_a_keyword_with_its_quality():
    card = compile_text("Affinity for artifacts\nFlying", type_line="Artifact Creature — Golem")
    affinity = card.definition.abilities[0]
    assert isinstance(affinity, KeywordAbility) and affinity.name == "affinity"
    assert affinity.quality.types == (CardType.ARTIFACT,)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_affinity_for_a_land_type():
    card = compile_text("Affinity for Islands", type_line="Creature — Serpent")
    (affinity,) = card.definition.abilities
    assert affinity.quality.subtypes == ("Island",)
    assert all(c.equal for c in check_card(card))


def test_suspend_n_with_a_cost():
    card = compile_text("Suspend 4—{U}\nDraw three cards.", type_line="Sorcery")
    suspend = card.definition.abilities[0]
    assert isinstance(suspend, KeywordAbility) and suspend.name == "suspend" and suspend.number == 4
    assert suspend.cost.mana_value == 1
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_suspend_x_has_no_fixed_number():
    card = compile_text("Suspend X—{X}{W}{W}", type_line="Creature — Avatar")
    (suspend,) = card.definition.abilities
    assert suspend.number is None and suspend.cost.has_x
    assert all(c.equal for c in check_card(card))


def test_awaken_and_reinforce_take_a_number_and_a_cost():
    card = compile_text("Create a 1/1 white Soldier creature token.\nAwaken 4—{6}{R}", type_line="Sorcery")
    awaken = card.definition.abilities[-1]
    assert (awaken.name, awaken.number, awaken.cost.mana_value) == ("awaken", 4, 7)
    assert all(c.equal for c in check_card(card))
    card = compile_text("Reinforce X—{X}{W}{W}", type_line="Instant")
    (reinforce,) = card.definition.abilities
    assert reinforce.name == "reinforce" and reinforce.number is None and reinforce.cost.has_x
    assert all(c.equal for c in check_card(card))


def test_conspire_retrace_and_jump_start_are_plain_keywords():
    for word in ("Conspire", "Retrace", "Jump-start"):
        card = compile_text(f"Draw a card.\n{word}", type_line="Sorcery")
        assert card.fully_compiled and card.definition.abilities[-1].name == word.lower()
        assert all(c.equal for c in check_card(card))


def test_tribute_wasnt_paid_is_an_intervening_condition():
    from cardtext.runtime.filters import KeywordCostPaid
    card = compile_text("Tribute 2\nWhen ~ enters the battlefield, if tribute wasn't paid, it gains haste "
                        "until end of turn.", type_line="Creature — Cyclops")
    trigger = card.definition.abilities[-1]
    assert trigger.condition == KeywordCostPaid("tribute", paid=False)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_its_prowl_cost_was_paid():
    from cardtext.runtime.filters import KeywordCostPaid
    card = compile_text("Prowl {U}\nWhen ~ enters the battlefield, if its prowl cost was paid, draw a card.",
                        type_line="Creature — Faerie Rogue")
    assert card.definition.abilities[-1].condition == KeywordCostPaid("prowl")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_champion_a_creature_type():
    card = compile_text("Champion a Goblin or Shaman", type_line="Creature — Goblin Shaman")
    (champion,) = card.definition.abilities
    assert champion.name == "champion" and champion.quality.subtypes == ("Goblin", "Shaman")
    assert all(c.equal for c in check_card(card))
