"""CR 111.4: a token's name, when the effect that creates it doesn't give one, is its subtypes
followed by the word "Token"; its subtypes stay what the effect says."""
from rt_cards import creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import CardDefinition, KeywordAbility
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.costs import ManaCost
from cardtext.runtime.effects import token_name


def _spell(text: str):
    compiled = compile_card(CardSource("Token Maker", text, "", "Sorcery"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def _cast(game, text: str):
    game.cast("Alice", game.add_card("Alice", _spell(text)))
    game.resolve_stack()


def test_cr_111_4_a_soldier_token_is_named_soldier_token(game):
    _cast(game, "Create a 1/1 white Soldier creature token.")
    soldier = game.obj("Soldier Token")
    assert soldier.is_token and soldier.definition.subtypes == ("Soldier",)
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Soldier Token"]


def test_cr_111_4_every_subtype_is_in_the_name(game):
    _cast(game, "Create two 1/1 colorless Eldrazi Scion creature tokens.")
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Eldrazi Scion Token"] * 2


def test_cr_111_4_a_noncreature_token_too(game):
    _cast(game, "Create a colorless Treasure artifact token.")
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Treasure Token"]


def test_the_game_log_names_the_token(game):
    _cast(game, "Create a 2/2 black Zombie creature token.")
    assert any("Zombie Token" in line for line in game.log_lines())


def test_tokens_made_by_keywords_are_named_the_same_way(game):
    """Living weapon's Germ (CR 702.92a) and fabricate's Servos (CR 702.123a)."""
    sword = CardDefinition("Germ Sword", ManaCost(), (CardType.ARTIFACT,), subtypes=("Equipment",),
                           abilities=(KeywordAbility("living weapon"),))
    game.put_onto_battlefield("Alice", sword, as_effect=True)
    game.resolve_stack()
    # a 0/0 with nothing to boost it: it is put into the graveyard (CR 704.5f), and ceases to exist
    assert any("Phyrexian Germ Token" in line for line in game.log_lines())
    assert token_name(()) == "Token"


def test_a_token_copy_keeps_the_copied_name(game):
    """CR 707.2: the name is a copiable value; CR 111.4's default is only for unnamed tokens."""
    bear = game.put_onto_battlefield("Alice", creature("Copied Bear", 2, 2, "1G"))
    game.cast("Alice", game.add_card("Alice", _spell(
        "Create a token that's a copy of target creature you control.")), targets=[[bear]])
    game.resolve_stack()
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Copied Bear", "Copied Bear"]
