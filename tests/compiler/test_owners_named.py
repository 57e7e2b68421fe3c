"""A player named through an object's ownership: "its owner", "~'s owner" (CR 108.3), the owner
of the object "it" names, with last known information once it has left (CR 608.2h); "Its owner
shuffles it into his or her library" is that owner shuffling it into their own library
(CR 701.20a) (grammar/players.lark, grammar/library.lark)."""
import pytest

from cardtext.runtime import effects as E
from cardtext.runtime.filters import OwnerOf, SelfRef, TargetRef

from .conftest import compile_text
from .test_players_through_objects import compiled      # compiled fully, and round-tripped


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


def test_returned_to_the_battlefield_tapped_under_its_owners_control():
    card = compiled("{2}{C}: Exile another target creature, then return it to the battlefield tapped under "
                    "its owner's control.", "Creature — Eldrazi")
    (ability,) = card.definition.abilities
    _exile, back = ability.effects
    assert back.tapped and back.under_owner_control


def test_put_into_its_owners_library_second_from_the_top():
    (spell,) = compiled("Put target creature into its owner's library second from the top.").definition.abilities
    assert spell.effects == (E.PutOnLibrary(TargetRef(0), position=2),)


def test_put_into_your_library_third_from_the_top():
    card = compiled("When ~ is put into your graveyard from the battlefield, put it into your library third "
                    "from the top.", "Artifact Creature — Sphinx")
    (put,) = card.definition.abilities[0].effects
    assert put.position == 3


def test_targets_put_on_top_of_their_owners_libraries():
    (spell,) = compiled("Put two target lands on top of their owners' libraries.").definition.abilities
    assert spell.effects == (E.PutOnLibrary(TargetRef(0)),) and spell.targets[0].maximum == 2


@pytest.mark.parametrize("owners", ["their owners'", "their owner's"])
def test_cards_returned_under_their_owners_control(owners):
    """CR 110.2: each card enters under its owner's control; the older "their owner's control" is
    the same wording (equivalents.py)."""
    (spell,) = compiled(f"Return all basic land cards from all graveyards to the battlefield tapped under "
                        f"{owners} control.").definition.abilities
    (back,) = spell.effects
    assert back.tapped and back.under_owner_control


def test_put_into_a_graveyard_from_anywhere_then_its_owner_shuffles_their_graveyard():
    """CR 400.3: whichever graveyard is its owner's; CR 113.6k: it triggers from there."""
    from cardtext.runtime.characteristics import Zone
    from cardtext.runtime.events import PutIntoGraveyard
    from cardtext.runtime.filters import Controller
    card = compiled("When ~ is put into a graveyard from anywhere, its owner shuffles his or her graveyard into "
                    "his or her library.", "Legendary Creature — Eldrazi")
    (trigger,) = card.definition.abilities
    assert trigger.event == PutIntoGraveyard(SelfRef(), Controller.ANY, None)
    (shuffle,) = trigger.effects
    assert shuffle.player == OwnerOf(SelfRef()) and Zone.GRAVEYARD in shuffle.zones


@pytest.mark.parametrize("text, type_line", [
    # another player than its owner shuffling it into their library
    ("Choose target artifact. Its controller shuffles it into his or her library.", "Instant"),
    # "its owners'": one object, several owners
    ("Return target creature card from a graveyard to the battlefield under its owners' control.", "Sorcery"),
    # where an ability about another card put into a graveyard from anywhere functions (the
    # battlefield, or the graveyard it returns ~ from, CR 113.6k) is not worked out
    ("Whenever a land card is put into a graveyard from anywhere, you gain 1 life.", "Enchantment"),
])
def test_what_stays_unsupported(text, type_line):
    assert not compile_text(text, type_line=type_line).fully_compiled
