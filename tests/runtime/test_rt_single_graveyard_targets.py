""""Exile up to three target cards from a single graveyard" (CR 115.1): every target of the group is
a card in the same graveyard; its controller picks whose graveyard first, then the cards."""
import pytest
from rt_cards import FOREST, PLAINS, SWAMP

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.errors import DecisionMissing

DECAY = "Exile up to three target cards from a single graveyard."


def _spell():
    compiled = compile_card(CardSource("Decay Card", DECAY, "{B}", "Instant"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def _graveyards(game):
    game.set_step(Step.MAIN1, "Alice", turn=3)
    game.add_card("Alice", FOREST, Zone.GRAVEYARD)
    game.add_card("Bob", SWAMP, Zone.GRAVEYARD)
    game.add_card("Bob", PLAINS, Zone.GRAVEYARD)
    game.add_mana("Alice", "B")
    return game.add_card("Alice", _spell())


def _exiled(game, player: int) -> list[str]:
    return sorted(game.state.objects[i].name for i in game.state.players[player].exile)


def test_the_cards_come_from_the_graveyard_chosen_first(game):
    spell = _graveyards(game)
    game.decider.add(Answer(ChoiceKind.CHOOSE, 1), Answer(ChoiceKind.TARGETS, ["Swamp", "Plains"]))
    game.cast("Alice", spell)
    game.resolve_stack()
    assert _exiled(game, 1) == ["Plains", "Swamp"] and _exiled(game, 0) == []


def test_a_card_of_another_graveyard_is_not_among_the_choices(game):
    spell = _graveyards(game)
    game.decider.add(Answer(ChoiceKind.CHOOSE, 1), Answer(ChoiceKind.TARGETS, ["Swamp", "Forest"]))
    with pytest.raises(DecisionMissing, match=r"choose 0..2 of \[Swamp, Plains\]"):
        game.cast("Alice", spell)
    assert _exiled(game, 0) == [] and _exiled(game, 1) == []
