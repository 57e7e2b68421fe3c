"""Static replacements of a player's draws (grammar/draw_replacements.lark,
transform/draw_replacements.py, lowering/damage_replacements.py, render/draw_replacements.py;
CR 614.1a, 614.11)."""
import pytest

from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.filters import CardsInZone, Compare, NotCondition, PlayerHas, PlayerRef

from .conftest import compile_text, compiled_replacement


def _replacement(text: str, type_line: str = "Enchantment") -> R.ReplaceDraw:
    rep = compiled_replacement(text, type_line)
    assert isinstance(rep, R.ReplaceDraw)
    return rep


def test_you_may_skip_that_draw():
    assert _replacement("If you would draw a card, you may skip that draw instead.") == R.ReplaceDraw((), True)


def test_you_may_do_something_else_instead():
    rep = _replacement("If you would draw a card, you may put a study counter on ~ instead.")
    assert rep.optional and isinstance(rep.effects[0], E.PutCounters)


def test_while_your_library_has_no_cards_in_it_you_win_the_game_instead():
    rep = _replacement("If you would draw a card while your library has no cards in it, you win the game "
                       "instead.", type_line="Creature — Human Wizard")
    assert rep.condition == PlayerHas(PlayerRef.YOU, "library", Compare.LE, 0) and not rep.optional
    assert isinstance(rep.effects[0], E.WinTheGame)


def test_instead_first():
    rep = _replacement("If you would draw a card while you have no cards in hand, instead you draw two cards.")
    assert rep.condition == NotCondition(CardsInZone(Zone.HAND, 1))     # hellbent's wording
    assert isinstance(rep.effects[0], E.Draw)


@pytest.mark.parametrize("text", [
    "If you would draw a card, destroy target creature instead.",      # a replacement has no targets (CR 614.1)
    "If you would draw a card during your draw step, you may skip that draw instead.",
])
def test_what_stays_unsupported(text):
    card = compile_text(text, type_line="Enchantment")
    assert not card.fully_compiled and card.diagnostics
