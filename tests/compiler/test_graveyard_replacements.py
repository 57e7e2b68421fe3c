"""Replacements of a card's move to a graveyard (grammar/graveyard_replacements.lark,
transform/graveyard_replacements.py, lowering/replacements.py, render/graveyard_replacements.py;
CR 614.1a, 700.4)."""
import pytest

from cardtext.runtime import abilities as R
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import Controller, ObjectFilter

from .conftest import compile_text, compiled_replacement


def _replacement(text: str, type_line: str = "Creature — Elf") -> R.InsteadOfGraveyard:
    return compiled_replacement(text, type_line)


def test_would_die_put_it_on_the_bottom_or_top_of_its_owners_library():
    rep = _replacement("If ~ would die, put it on the bottom of its owner's library instead.")
    assert rep == R.InsteadOfGraveyard(None, True, Zone.LIBRARY, R.LibraryPlace.BOTTOM)
    rep = _replacement("If ~ would die, put ~ on top of its owner's library instead.")
    assert rep == R.InsteadOfGraveyard(None, True, Zone.LIBRARY, R.LibraryPlace.TOP)


def test_would_die_exile_it_or_return_it_to_its_owners_hand():
    assert _replacement("If ~ would die, exile it instead.").destination is Zone.EXILE
    assert _replacement("If ~ would die, return ~ to its owner's hand instead.").destination is Zone.HAND


def test_from_anywhere_reveal_and_shuffle_into_its_owners_library():
    rep = _replacement("If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its "
                       "owner's library instead.", type_line="Artifact Creature — Golem")
    assert rep == R.InsteadOfGraveyard(None, False, Zone.LIBRARY, R.LibraryPlace.SHUFFLED, reveal=True)


def test_cards_of_a_description_and_whose_graveyard():
    rep = _replacement("If an instant or sorcery card would be put into a graveyard from anywhere, exile it "
                       "instead.")
    assert rep.objects.types == (CardType.INSTANT, CardType.SORCERY) and not rep.dies
    rep = _replacement("If a card or token would be put into a graveyard from anywhere, exile it instead.",
                       type_line="Enchantment")
    assert rep.objects == ObjectFilter() and rep.graveyard_of is Controller.ANY
    rep = _replacement("If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
                       type_line="Enchantment")
    assert rep.graveyard_of is Controller.OPPONENT


def test_the_older_exile_it_instead_line_keeps_its_own_ability():
    rep = _replacement("If ~ would be put into a graveyard from anywhere, exile it instead.")
    assert isinstance(rep, R.ExileInsteadOfGraveyard)


@pytest.mark.parametrize("text", [
    "If ~ would die, put it into its owner's graveyard instead.",
    "If two creatures would die, exile it instead.",
    "If a player would die, exile it instead.",
])
def test_what_stays_unsupported(text):
    card = compile_text(text, type_line="Creature — Elf")
    assert not card.fully_compiled and card.diagnostics


def test_instead_exile_that_card_and_create_a_token():
    rep = _replacement("If a nontoken creature an opponent controls would die, instead exile that card and "
                       "create a 2/2 black Zombie creature token.", type_line="Creature — Vampire")
    assert rep.dies and rep.destination is Zone.EXILE and rep.objects.controller is Controller.OPPONENT
    assert len(rep.effects) == 1


def test_would_enter_sacrifice_permanents_instead():
    rep = _replacement("If ~ would enter the battlefield, sacrifice two untapped lands instead. If you do, put ~ "
                       "onto the battlefield. If you don't, put it into its owner's graveyard.", type_line="Land")
    assert rep == R.SacrificeToEnter(rep.objects, 2) and rep.objects.tapped is False
    assert rep.objects.types == (CardType.LAND,)


def test_would_enter_and_it_wasnt_cast_exile_it_instead():
    rep = _replacement("If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead.",
                       type_line="Creature — Human Cleric")
    assert rep == R.ExiledInsteadOfEntering(rep.objects) and rep.objects.token is False
