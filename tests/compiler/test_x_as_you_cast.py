""""X damage divided as you choose among ..., where X is <amount> as you cast ~" (CR 601.2d): the
amount is divided as the spell's targets are chosen, so it is reckoned then, as the targets'
divided total; an X read as the spell resolves is another X, refused (scenario:
tests/scenarios/CR601.2d_volcanic_wind_*); and the other thing a spell knows of its casting as it
resolves, "if ~ was cast from a graveyard" (CR 601.2a); and the spells cast this turn, "if
you've cast a noncreature spell this turn" (CR 601.2)."""
from __future__ import annotations

import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import SpellAbility
from cardtext.runtime.filters import CountOf

from .conftest import compile_text

WIND = ("~ deals X damage divided as you choose among any number of target creatures, where X is the "
        "number of creatures on the battlefield as you cast ~.")


def round_trip(text: str, type_line: str = "Sorcery"):
    card = compile_text(text, name="Test", type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))
    return card.definition.abilities


def test_the_divided_total_is_the_amount_as_the_spell_is_cast():
    spell = next(a for a in round_trip(WIND) if isinstance(a, SpellAbility))
    assert isinstance(spell.targets[0].divided, CountOf)


def test_an_x_read_on_resolution_is_refused():
    card = compile_text("You gain X life, where X is the number of creatures on the battlefield as you cast ~.",
                        name="Count", type_line="Sorcery")
    assert not card.fully_compiled
    assert "as you cast ~" in card.diagnostics[0].message


def test_if_it_was_cast_from_a_graveyard_round_trips():                  # CR 601.2a
    text = "Draw a card. If ~ was cast from a graveyard, instead draw two cards.\nFlashback {3}{U}"
    assert "CastFromGraveyard" in repr(round_trip(text))


@pytest.mark.parametrize("spell", ["a noncreature spell", "an instant or sorcery spell", "another blue spell"])
def test_if_youve_cast_a_spell_this_turn_round_trips(spell):              # CR 601.2
    text = f"{{T}}: Draw a card. Activate only if you've cast {spell} this turn."
    assert "CastSpellThisTurn" in repr(round_trip(text, "Artifact"))


def test_youve_cast_something_other_than_a_spell_is_refused():
    card = compile_text("{T}: Draw a card. Activate only if you've cast a creature card this turn.",
                        name="Tapestry", type_line="Artifact")
    assert not card.fully_compiled
