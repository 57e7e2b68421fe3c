"""A player named through an object's ownership: "its owner", "~'s owner" (CR 108.3), the owner
of the object "it" names, with last known information once it has left (CR 608.2h); "Its owner
shuffles it into his or her library" is that owner shuffling it into their own library
(CR 701.20a) (grammar/players.lark, grammar/library.lark)."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import OwnerOf, SelfRef, TargetRef

from .conftest import compile_text


def compiled(text: str, type_line: str = "Instant"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_its_owner_gains_life_is_the_owner_of_the_target_not_its_controller():
    (spell,) = compiled("Destroy target creature. Its owner gains 4 life.").definition.abilities
    destroy, gain = spell.effects
    assert destroy.objects == TargetRef(0) and gain.player == OwnerOf(TargetRef(0))


def test_its_owner_creates_the_token_of_an_exiled_card():
    (spell,) = compiled("Exile target card from a graveyard. Its owner creates a 1/1 white Spirit "
                        "creature token with flying.").definition.abilities
    _exile, create = spell.effects
    assert create.player == OwnerOf(TargetRef(0))


@pytest.mark.parametrize("text", ["Choose target artifact or enchantment. Its owner shuffles it into his or her library.",
                                  "Choose target artifact or enchantment. Its owner shuffles it into their library."])
def test_its_owner_shuffles_it_into_their_library(text):
    (spell,) = compiled(text).definition.abilities
    (shuffle,) = spell.effects
    assert shuffle == E.ShuffleIntoOwnersLibrary(TargetRef(0))


def test_the_sources_owner_shuffles_it_into_their_library():
    card = compiled("{U}: ~'s owner shuffles it into his or her library.", "Creature — Sphinx")
    (ability,) = card.definition.abilities
    assert ability.effects == (E.ShuffleIntoOwnersLibrary(SelfRef()),)


def test_another_player_shuffling_it_into_their_library_stays_unsupported():
    card = compile_text("Choose target artifact. Its controller shuffles it into his or her library.",
                        type_line="Instant")
    assert not card.fully_compiled
