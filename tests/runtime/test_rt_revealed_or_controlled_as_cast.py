"""Dragons of Tarkir's "reveal a Dragon card" spells (CR 601.2b, 601.2f, 601.2i, 701.16a): "As an
additional cost to cast this spell, you may reveal a Dragon card from your hand." and "If you
revealed a Dragon card or controlled a Dragon as you cast this spell, ...". The bonus is fixed
as the spell becomes cast: a Dragon that leaves the battlefield afterwards doesn't take it away,
and one that arrives afterwards doesn't give it."""
import pytest
from rt_compiled import round_tripped

from cardtext.runtime.abilities import AdditionalCost
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.costs import RevealFromHand
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.zones import move
from cardtext.runtime.filters import AnyOfConditions, ControlledAsCast, KeywordCostPaid


REVEAL = "As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\n"
IF_DRAGON = "If you revealed a Dragon card or controlled a Dragon as you cast this spell"
ROAR = round_tripped("Test Roar", REVEAL + f"This spell deals 3 damage to target creature. {IF_DRAGON}, this spell deals 3 "
                     "damage to that creature's controller.", "{1}{R}", "Instant")
PREROGATIVE = round_tripped("Test Prerogative", REVEAL + f"{IF_DRAGON}, this spell can't be countered.\nDraw four cards.",
                            "{5}{U}", "Instant")
ORATOR = round_tripped("Test Orator", REVEAL.replace("this spell", "this creature") + "When this creature enters, if you "
                       "revealed a Dragon card or controlled a Dragon as you cast this creature, draw a card.", "{1}{W}",
                       "Creature — Bird Monk", power="0", toughness="4")
DRAGON = round_tripped("Test Dragon", "Flying", "{3}{R}{R}", "Creature — Dragon", power="4", toughness="4")
OGRE = round_tripped("Test Ogre", "", "{2}{R}", "Creature — Ogre", power="3", toughness="3")
COUNTER = round_tripped("Test Counter", "Counter target spell.", "{U}{U}", "Instant")


def test_the_cost_is_optional_and_the_condition_either_way():
    cost = ROAR.abilities[0].effect
    assert isinstance(cost, AdditionalCost) and cost.optional and cost.keyword == "reveal"
    assert isinstance(cost.cost, RevealFromHand) and cost.cost.filter.subtypes == ("Dragon",)
    condition = ROAR.abilities[1].effects[1].condition
    assert isinstance(condition, AnyOfConditions)
    assert condition.parts[0] == KeywordCostPaid("reveal") and isinstance(condition.parts[1], ControlledAsCast)


def _roar(game, *answers):
    ogre = game.put_onto_battlefield("Bob", OGRE)
    game.add_mana("Alice", "RR")
    game.decider.add(*answers)
    game.cast("Alice", game.add_card("Alice", ROAR), targets=[[ogre]])
    return ogre


def test_revealing_a_dragon_card_gives_the_bonus(game):
    game.add_card("Alice", DRAGON)
    _roar(game, Answer(ChoiceKind.MAY, True))
    game.resolve_stack()
    assert game.life("Bob") == 17
    assert "Test Dragon" in [game.state.objects[i].name for i in game.state.players[0].hand]


def test_without_revealing_controlling_a_dragon_gives_it(game):
    game.put_onto_battlefield("Alice", DRAGON)
    _roar(game, Answer(ChoiceKind.MAY, False))
    game.resolve_stack()
    assert game.life("Bob") == 17


def test_neither_revealed_nor_controlled_no_bonus(game):
    game.add_card("Alice", DRAGON)
    _roar(game, Answer(ChoiceKind.MAY, False))
    game.resolve_stack()
    assert game.life("Bob") == 20


def test_the_dragon_controlled_as_it_was_cast_counts_though_it_left(game):
    """CR 601.2i: the condition asks about the moment the spell became cast."""
    dragon = game.put_onto_battlefield("Alice", DRAGON)
    _roar(game, Answer(ChoiceKind.MAY, False))
    move(game, dragon, Zone.GRAVEYARD)
    game.resolve_stack()
    assert game.life("Bob") == 17


def test_a_dragon_arriving_after_the_cast_does_not_count(game):
    _roar(game, Answer(ChoiceKind.MAY, False))
    game.put_onto_battlefield("Alice", DRAGON)
    game.resolve_stack()
    assert game.life("Bob") == 20


def test_the_permanent_remembers_how_it_was_cast(game):
    """The creature spell's note goes with the permanent it becomes: its enters trigger reads it."""
    game.put_onto_battlefield("Alice", DRAGON)
    game.add_mana("Alice", "WW")
    game.decider.add(Answer(ChoiceKind.MAY, False))
    hand = len(game.state.players[0].hand)
    game.cast("Alice", game.add_card("Alice", ORATOR))
    game.resolve_stack()
    assert len(game.state.players[0].hand) == hand + 1


@pytest.mark.parametrize("dragon, drawn", [(True, 4), (False, 0)])
def test_the_spell_cant_be_countered_with_the_bonus_only(game, dragon, drawn):
    if dragon:
        game.put_onto_battlefield("Alice", DRAGON)
    game.add_mana("Alice", "UUUUUUUU")
    game.decider.add(Answer(ChoiceKind.MAY, False))
    spell = game.cast("Alice", game.add_card("Alice", PREROGATIVE))
    game.cast("Alice", game.add_card("Alice", COUNTER), targets=[[spell]])
    hand = len(game.state.players[0].hand)
    game.resolve_stack()
    assert len(game.state.players[0].hand) == hand + drawn
