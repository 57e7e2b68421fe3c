"""Life gain replaced (CR 614.1a, 119.3): "If you would gain life, you gain twice that much life
instead" doubles its controller's gains only; two of them double twice (CR 616.1)."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource

BOON = "If you would gain life, you gain twice that much life instead."


def _boon(name: str = "Boon"):
    card = compile_card(CardSource(name, BOON, "", "Enchantment"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _gained(g, player: int, n: int) -> int:
    before = g.state.players[player].life
    g.gain_life(player, n)
    return g.state.players[player].life - before


def test_its_controller_gains_twice_that_much_and_an_opponent_does_not(g):
    g.put_onto_battlefield("Alice", _boon())
    assert _gained(g, 0, 3) == 6
    assert _gained(g, 1, 3) == 3


def test_two_replacements_double_twice(g):
    g.put_onto_battlefield("Alice", _boon())
    g.put_onto_battlefield("Alice", _boon("Other Boon"))
    assert _gained(g, 0, 1) == 4


def test_no_gain_stays_none(g):
    g.put_onto_battlefield("Alice", _boon())
    assert _gained(g, 0, 0) == 0
