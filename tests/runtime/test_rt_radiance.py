"""Radiance: "target creature and each other creature that shares a color with it" (CR 105.2:
objects share a color when one of their colors is the same; a colorless object shares none)."""
from rt_cards import GRIZZLY_BEARS, MEMNITE, creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Color

GOBLIN = creature("Red Goblin", 1, 1, "R", colors=(Color.RED,))
KAVU = creature("Red Green Kavu", 2, 2, "RG", colors=(Color.RED, Color.GREEN))
OGRE = creature("Red Ogre", 3, 3, "2R", colors=(Color.RED,))


def radiance(text: str):
    card = compile_card(CardSource("Radiant Spell", text, "", "Instant"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_each_creature_sharing_a_color_with_the_target_is_pumped(game):
    goblin = game.put_onto_battlefield("Alice", GOBLIN)
    kavu = game.put_onto_battlefield("Bob", KAVU)           # red and green: shares red
    ogre = game.put_onto_battlefield("Bob", OGRE)
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)   # green only
    memnite = game.put_onto_battlefield("Alice", MEMNITE)       # colorless
    siren = radiance("Target creature and each other creature that shares a color with it get +1/+1 "
                     "until end of turn.")
    game.cast("Alice", game.add_card("Alice", siren), targets=[[goblin]])
    game.resolve_stack()
    assert game.pt(goblin) == (2, 2) and game.pt(kavu) == (3, 3) and game.pt(ogre) == (4, 4)
    assert game.pt(bears) == (2, 2) and game.pt(memnite) == (1, 1)


def test_those_creatures_after_the_target_and_the_group_is_not_guessed():
    """"Untap target creature and each other creature that shares a color with it. Those creatures
    get +2/+0": "those" is the target and the group, which nothing records: reported."""
    card = compile_card(CardSource("Radiant Rally", "Untap target creature and each other creature that "
                                   "shares a color with it. Those creatures get +2/+0 until end of turn.",
                                   "", "Instant"))
    assert [d.code for d in card.diagnostics] == ["CT301"]
