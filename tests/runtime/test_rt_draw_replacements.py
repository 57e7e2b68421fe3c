"""Static replacement effects on a player's draws (CR 614.1a, 614.11): "If you would draw a card,
you may skip that draw instead." (optional: declined, the card is drawn), "... while you have no
cards in hand, instead draw two cards ...", each given one opportunity at a draw (CR 614.5)."""
from rt_cards import cost

from cardtext.runtime.abilities import CardDefinition, ReplaceDraw, ReplacementAbility
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.zones import draw
from cardtext.runtime.effects import Draw, GainLife
from cardtext.runtime.filters import Compare, Fixed, PlayerHas, PlayerRef


def enchantment(name: str, rep) -> CardDefinition:
    return CardDefinition(name, cost("U"), (CardType.ENCHANTMENT,), colors=(Color.BLUE,),
                          abilities=(ReplacementAbility(rep),))


MAY_SKIP = enchantment("May Skip", ReplaceDraw((), optional=True))
GAIN_INSTEAD = enchantment("Gain Instead", ReplaceDraw((GainLife(Fixed(3)),)))
EMPTY_HANDED = enchantment("Empty Handed", ReplaceDraw((Draw(Fixed(2)),),
                                                       condition=PlayerHas(PlayerRef.YOU, "hand", Compare.LE, 0)))


def hand(game, player: str) -> int:
    return len(game.state.players[game.player(player)].hand)


def test_CR_614_1a_you_may_skip_that_draw(game):
    game.put_onto_battlefield("Alice", MAY_SKIP)
    before = hand(game, "Alice")
    game.decider.add(Answer(ChoiceKind.MAY, True))
    draw(game, game.player("Alice"))
    assert hand(game, "Alice") == before


def test_CR_614_1a_declined_the_card_is_drawn(game):
    game.put_onto_battlefield("Alice", MAY_SKIP)
    before = hand(game, "Alice")
    game.decider.add(Answer(ChoiceKind.MAY, False))
    draw(game, game.player("Alice"))
    assert hand(game, "Alice") == before + 1


def test_CR_614_1a_something_else_happens_instead_and_only_for_its_controller(game):
    game.put_onto_battlefield("Alice", GAIN_INSTEAD)
    life, alice, bob = game.life("Alice"), hand(game, "Alice"), hand(game, "Bob")
    draw(game, game.player("Alice"))
    draw(game, game.player("Bob"))
    assert (game.life("Alice"), hand(game, "Alice"), hand(game, "Bob")) == (life + 3, alice, bob + 1)


def test_CR_614_5_the_draws_it_makes_instead_are_not_replaced_again(game):
    game.put_onto_battlefield("Alice", EMPTY_HANDED)
    assert hand(game, "Alice") == 0
    draw(game, game.player("Alice"))
    assert hand(game, "Alice") == 2               # two cards, not an endless loop of replacements


def test_CR_614_1a_its_condition_is_checked_as_the_draw_would_happen(game):
    p = game.state.players[game.player("Alice")]
    p.hand.append(p.library.pop(0))               # a card in hand: the condition doesn't hold
    game.put_onto_battlefield("Alice", EMPTY_HANDED)
    draw(game, game.player("Alice"))
    assert hand(game, "Alice") == 2
