"""Predefined tokens (CR 111.10): "create a Treasure token" creates the token the rule defines.
Each definition in grammar/tokens.toml is the rule's own text, compiled by cardtext; naming the
token by its subtype means exactly what printing the whole definition means."""
from __future__ import annotations

import pytest

from dataclasses import replace

from cardtext.compiler.keywords.tokens import back_face, definition, table
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import PlayerRef

from .conftest import compile_corpus_card, compile_text


def _created(card) -> E.CreateToken:
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    effects = [e for a in card.definition.abilities for e in getattr(a, "effects", ())
               if isinstance(e, E.CreateToken)]
    assert len(effects) == 1
    return effects[0]


@pytest.mark.parametrize("name", sorted(table()))
def test_each_definition_compiles_to_a_colorless_token_of_its_subtype(name):
    """CR 111.10a-v: each predefined token is a colorless token of its own subtype with one
    ability; a Role (CR 111.10j-q) is an Aura Role named for its kind ("Cursed") with enchant
    creature and its abilities."""
    spec, granted = definition(name)
    if name.endswith(" Role"):
        assert spec.subtypes == ("Aura", "Role") and spec.name == name.removesuffix(" Role")
    else:
        assert spec.subtypes == (name,)
    assert spec.colors == () and spec.power is None
    assert granted is not None


@pytest.mark.parametrize("name", sorted(table()))
def test_the_subtype_alone_means_the_whole_definition(name):
    """CR 111.10: "These effects use the definition below to determine the characteristics
    the token is created with". A double-faced token's definition is its front face; the rule's
    back face (CR 111.10i) comes with it."""
    short = _created(compile_text(f"Create a {name} token.", type_line="Sorcery"))
    long = _created(compile_text(f"Create {table()[name].definition}", type_line="Sorcery"))
    assert short == replace(long, token=replace(long.token, back_face=back_face(name)))


def test_a_treasure_token_taps_and_sacrifices_itself_for_one_mana_of_any_color():
    """CR 111.10a: "{T}, Sacrifice this artifact: Add one mana of any color." (a mana ability,
    CR 605.1a)."""
    token = _created(compile_text("When this creature enters, create a Treasure token.")).token
    assert token.types == (CardType.ARTIFACT,) and token.name == "Treasure Token"
    (ability,) = token.abilities
    assert isinstance(ability, R.ManaAbility)
    assert ability.costs[0] == C.TapSelf() and isinstance(ability.costs[1], C.Sacrifice)


def test_investigate_creates_the_clue_token_of_its_rule():
    """CR 701.16a: investigate is "create a Clue token" (CR 111.10f)."""
    clue = _created(compile_text("Investigate.", type_line="Sorcery"))
    assert clue == _created(compile_text("Create a Clue token.", type_line="Sorcery"))


def test_a_token_named_by_a_type_no_rule_defines_is_reported_not_guessed():
    """A token needs its characteristics (CR 111.4); a subtype that names no predefined token
    (CR 111.10) leaves them unknown, so the card is not compiled."""
    card = compile_text("Create a Saproling token.", type_line="Sorcery")
    assert not card.fully_compiled
    assert any("Saproling token" in d.message for d in card.diagnostics)


@pytest.mark.parametrize("text", ["When this creature enters, create a Treasure token.",
                                  "Whenever this creature attacks, create two tapped Food tokens."])
def test_the_round_trip_prints_the_token_by_its_name(text):
    card = compile_text(text)
    (line,) = check_card(card)
    assert line.rendered == line.expected


@pytest.mark.parametrize("card, token, player", [
    ("Galactic Wayfarer", "Lander", PlayerRef.YOU), ("Cartographer's Companion", "Map", PlayerRef.YOU),
    ("Restless Cottage", "Food", PlayerRef.YOU), ("Enterprising Scallywag", "Treasure", PlayerRef.YOU)])
def test_modern_cards_create_their_predefined_tokens(corpus, card, token, player):
    made = _created(compile_corpus_card(corpus[card]))
    assert made.token.subtypes == (token,) and made.player == player


@pytest.mark.parametrize("card, amount", [("Emergency Eject", 1), ("Get Lost", 2)])
def test_its_controller_creates_the_tokens(corpus, card, amount):
    """"Its controller creates a Lander token" (CR 111.2: the player the effect names)."""
    made = _created(compile_corpus_card(corpus[card]))
    assert made.player != PlayerRef.YOU and made.amount.value == amount


def test_a_token_as_a_noun_is_any_token_permanent(corpus):
    """"Sacrifice a token" (Fountainport): any token (CR 111.1), whatever its types."""
    card = compile_corpus_card(corpus["Fountainport"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    costs = [c for a in card.definition.abilities for c in getattr(a, "costs", ())
             if isinstance(c, C.Sacrifice)]
    assert len(costs) == 1 and costs[0].filter.token is True and costs[0].filter.types == ()


@pytest.mark.parametrize("text", ["{2}, {T}, Sacrifice a token: Draw a card.",
                                  "{1}, Sacrifice two creature tokens: Draw a card."])
def test_token_nouns_round_trip(text):
    card = compile_text(text, type_line="Land")
    (line,) = check_card(card)
    assert card.fully_compiled and line.rendered == line.expected
