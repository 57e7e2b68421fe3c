""""Whenever you attack with three or more creatures" (CR 508.1, 603.2c): one trigger for the
creatures declared as attackers together, only if at least that many of them were declared."""
import pytest
from rt_cards import GRIZZLY_BEARS
from rt_compiled import round_tripped

from cardtext.runtime.characteristics import Step, Zone


def compiled(text: str):
    return round_tripped("Attack Watcher", text, "{2}{U}", "Enchantment")


def attack_with(game, count: int) -> None:
    """Alice declares `count` creatures she has controlled since her turn began (CR 508.1a)."""
    bears = [game.put_onto_battlefield("Alice", GRIZZLY_BEARS) for _ in range(count)]
    for oid in bears:
        game.obj(oid).controlled_since_turn_start = True
    game.set_step(Step.BEGINNING_OF_COMBAT, "Alice", turn=3)
    game.declare_attackers("Alice", bears)
    game.resolve_stack()


@pytest.mark.parametrize("attackers, drawn", [(2, 0), (3, 1), (4, 1)])
def test_three_or_more_attackers_draw_one_card_once(game, attackers, drawn):
    """CR 508.1: two attackers are too few; three or four declared together trigger it once."""
    game.put_onto_battlefield("Alice", compiled("Whenever you attack with three or more creatures, draw a card."))
    attack_with(game, attackers)
    assert len(game.zone("Alice", Zone.HAND)) == drawn


def test_an_opponents_attack_does_not_trigger_it(game):
    """CR 508.1: "you attack" is the source's controller declaring the attackers."""
    game.put_onto_battlefield("Bob", compiled("Whenever you attack with two or more creatures, draw a card."))
    attack_with(game, 2)
    assert game.zone("Bob", Zone.HAND) == []

