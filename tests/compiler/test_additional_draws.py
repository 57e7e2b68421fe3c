"""Howling Mine's "that player draws an additional card" and Font of Mythos's "... draws two
additional cards": a draw beside the draw step's own (CR 504.1), which is simply that many cards
drawn (CR 121.1); the text keeps its word "additional" on the way back."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import Fixed, PlayerRef

from .conftest import compile_text


def _draw(text: str) -> E.Draw:
    card = compile_text(text)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), [(c.expected, c.rendered) for c in check_card(card)]
    (draw,) = card.definition.abilities[-1].effects
    return draw


def test_that_player_draws_an_additional_card():
    draw = _draw("At the beginning of each player's draw step, that player draws an additional card.")
    assert isinstance(draw, E.Draw) and draw.amount == Fixed(1) and draw.player is PlayerRef.EVENT_PLAYER


def test_that_player_draws_two_additional_cards():
    draw = _draw("At the beginning of each player's draw step, that player draws two additional cards.")
    assert draw.amount == Fixed(2)


def test_you_draw_two_additional_cards():
    draw = _draw("At the beginning of your draw step, draw two additional cards.")
    assert draw.amount == Fixed(2) and draw.player is PlayerRef.YOU


def test_the_card_word_agrees_with_the_number():
    """"two additional card" is not Oracle's wording: left unsupported, not read as one card."""
    card = compile_text("At the beginning of your draw step, draw two additional card.")
    assert not card.fully_compiled
