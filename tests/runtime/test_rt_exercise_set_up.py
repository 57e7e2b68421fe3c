"""The executability check's surroundings (compiler/harness/exercise*.py) set up what the rules
need so an ability's instructions run and their effects are observed: what a cost takes is not
the target, the creatures an attack trigger targets attack too, an intervening "if" holds."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.source.card import CardSource


def _verified(name: str, text: str, cost: str, type_line: str, power: str | None = None,
              toughness: str | None = None, seeds=range(3)):
    compiled = compile_card(CardSource(name, text, cost, type_line, power, toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    for seed in seeds:
        result = exercise_card(compiled.definition, seed=seed)
        assert result.ok, result.reasons
        assert result.verified, result.unverified
    return result


def test_the_creature_a_cost_sacrifices_is_not_the_target():
    """Targets are chosen before costs are paid (CR 601.2c, 601.2h): "Sacrifice a creature:
    destroy target creature" sacrificing its own target would leave the ability with no legal
    target (CR 608.2b); the creature made for the cost is the one sacrificed."""
    result = _verified("Grim Bargain", "{B}, Sacrifice a creature: Destroy target nonblack creature.",
                       "{2}{B}{B}", "Enchantment")
    assert not any("all its targets are illegal" in line for line in result.log)


@pytest.mark.parametrize("text", [
    "As an additional cost to cast this spell, sacrifice a creature.\n"
    "This spell deals 4 damage to any target.",
    "As an additional cost to cast this spell, sacrifice a creature.\n"
    "This spell deals damage equal to the sacrificed creature's power to any target."])
def test_a_spells_additional_sacrifice_takes_another_creature_than_its_target(text):
    """CR 601.2c then 601.2h: the spell's target is chosen, then the creature it costs is
    sacrificed; the exercise sacrifices the creature made for the cost, so the damage is dealt."""
    _verified("Hurl the Loyal", text, "{1}{R}", "Instant")


def test_another_target_attacking_creature_attacks_beside_the_source():
    """"Whenever ~ attacks, another target attacking creature gains flying" needs a second
    attacker: the creature the set-up made attacking is declared with the source (CR 508.1a)."""
    _verified("Wind Herald", "Whenever this creature attacks, another target attacking creature gains flying "
              "until end of turn.", "{2}{W}", "Creature — Bird", "2", "2")


@pytest.mark.parametrize("text, cost, type_line", [
    ("At the beginning of your end step, if you control no untapped lands, you gain 2 life.", "{3}", "Artifact"),
    ("At the beginning of the end step, if you control no artifacts, sacrifice this land.\n{T}: Add {C}.", "",
     "Land")])
def test_an_intervening_if_you_control_no_holds(text, cost, type_line):
    """An intervening "if" is checked as the ability triggers and resolves (CR 603.4): the
    surroundings hold none of the permanents it names, so the ability triggers and runs."""
    _verified("Barren Cistern", text, cost, type_line)


def test_an_intervening_if_it_is_enchanted_holds():
    """"if ~ is enchanted" (CR 603.4): an Aura is attached to the source (CR 303.4)."""
    _verified("Warded Seedling", "At the beginning of each upkeep, if this creature is enchanted, create a 1/1 "
              "green Saproling creature token.", "{1}{G}", "Creature — Elf", "1", "1")


def test_discard_another_card_with_its_name_finds_a_copy_in_hand():
    """"Discard another card named ~" (CR 201.2): the hand holds a card of the same name."""
    _verified("Twin Herald", "Discard another card named Twin Herald: Draw a card.", "{1}{U}",
              "Creature — Human", "1", "1")


def test_if_its_prowl_cost_was_paid_it_is_cast_for_prowl():
    """"When ~ enters, if its prowl cost was paid" (CR 603.4): a creature sharing a creature type
    with it deals combat damage to a player, then it is cast for its prowl cost (CR 702.76a)."""
    result = _verified("Quiet Pickpocket", "Prowl {U}\nWhen Quiet Pickpocket enters the battlefield, if its prowl "
                       "cost was paid, draw a card.", "{2}{U}", "Creature — Faerie Rogue", "1", "1", seeds=(0,))
    assert any("(prowl)" in line for line in result.log)


def test_if_a_colour_of_mana_was_spent_to_cast_it_that_mana_pays_for_it():
    """"When ~ enters, if {R} was spent to cast it" (CR 603.4, 601.2h): the mana it names is in
    the pool and spent on the generic part of its cost, so the condition holds."""
    result = _verified("Ember Tinker", "When Ember Tinker enters the battlefield, if {R} was spent to cast Ember "
                       "Tinker, it deals 2 damage to any target.", "{2}{U}", "Creature — Weird", "1", "3")
    assert any("paying" in line and "{R}" in line for line in result.log)


@pytest.mark.parametrize("text, cost, type_line, pt", [
    ("Draw a card for each Bird on the battlefield.", "{3}{U}", "Sorcery", (None, None)),
    ("Whenever this creature attacks, it gets +1/+1 until end of turn for each other attacking Ally.",
     "{2}{W}", "Creature — Ally", ("2", "2")),
    ("{T}: You gain 1 life for each charge counter on this artifact.", "{2}", "Artifact", (None, None)),
    ("This spell deals damage to target player equal to the number of tapped creatures that player controls.",
     "{2}{R}", "Instant", (None, None)),
    ("{2}, Sacrifice this creature: Target player loses X life, where X is this creature's power.",
     "{1}{B}", "Creature — Wall", ("0", "3"))])
def test_what_an_amount_counts_is_there_so_the_amount_is_not_0(text, cost, type_line, pt):
    """CR 608.2h: an amount is worked out as the effect happens, and one that came out 0 proves
    nothing (the verification refuses it); the surroundings put what it counts in place: a Bird,
    another attacking Ally, a charge counter on the card, a tapped creature of the targeted
    player's, power 1 for a 0/3."""
    _verified("Counting Test", text, cost, type_line, *pt)


@pytest.mark.parametrize("text", [
    "When this creature enters, scry 3, then reveal the top card of your library. You gain life equal "
    "to that card's mana value.",
    "When this creature enters, scry 1, then reveal the top card of your library. This creature gets "
    "-X/-X until end of turn, where X is that card's mana value."])
def test_the_card_revealed_after_a_scry_has_a_mana_value(text):
    """CR 701.18a, 701.16a, 202.3: the amount is the mana value of whichever card is on top once
    the scry is done; the library's lands (mana value 0) are at its bottom, so the revealed card's
    mana value is above 0 whatever the scry put on the bottom."""
    _verified("Revealing Test", text, "{5}{G}{G}", "Creature — Wurm", "7", "7")
