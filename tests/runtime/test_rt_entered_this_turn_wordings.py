"""What entered the battlefield this turn (CR 400.7): "~ has hexproof as long as it entered the
battlefield this turn", landfall's older "if you had a land enter the battlefield under your
control this turn" and "if a planeswalker entered the battlefield under your control this turn"."""
from rt_cards import FOREST

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step


def _card(name, text, cost, type_line, **kw):
    card = compile_card(CardSource(name, text, cost, type_line, **kw))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


BEHEMOTH = _card("Drownyard Behemoth", "Drownyard Behemoth has hexproof as long as it entered the battlefield this "
                                       "turn.", "{9}{U}", "Creature — Crab Horror", power="5", toughness="7")
RESTFUL = _card("Rest for the Weary", "Target player gains 4 life.\nLandfall — If you had a land enter the "
                                      "battlefield under your control this turn, that player gains 8 life instead.",
                "{1}{W}", "Instant")


def test_hexproof_only_the_turn_it_entered(game):
    behemoth = game.put_onto_battlefield("Alice", BEHEMOTH)
    game.obj(behemoth).entered_turn = game.state.turn
    assert "hexproof" in game.keywords(behemoth)
    game.set_step(Step.MAIN1, "Bob", turn=game.state.turn + 1)
    assert "hexproof" not in game.keywords(behemoth)


def _rest(game) -> int:
    game.add_mana("Alice", "WW")
    game.cast("Alice", game.add_card("Alice", RESTFUL), targets=[["Alice"]])
    game.resolve_stack()
    return game.state.players[0].life


def test_without_a_land_four_life(game):
    assert _rest(game) == 24


def test_after_a_land_entered_eight_life(game):
    game.play_land("Alice", game.add_card("Alice", FOREST))
    assert _rest(game) == 28
