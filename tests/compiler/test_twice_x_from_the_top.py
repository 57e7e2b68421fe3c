"""Today's wording of a look at a number of cards that isn't a plain number: Stargaze's "Look at
twice X cards from the top of your library. Put X cards from among them into your hand and the
rest into your graveyard." (X is the value announced for the spell, CR 107.3a)."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import SpellAbility
from cardtext.runtime.effects import LookAtTop, PutLookedCards
from cardtext.runtime.filters import Times, XValue

from .conftest import compile_corpus_card, compile_text


def test_twice_x_is_the_amount_looked_at_and_x_the_amount_taken(corpus):
    card = compile_corpus_card(corpus["Stargaze"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    spell = next(a for a in card.definition.abilities if isinstance(a, SpellAbility))
    look = next(e for e in spell.effects if isinstance(e, LookAtTop))
    put = next(e for e in spell.effects if isinstance(e, PutLookedCards))
    assert look.amount == Times(XValue(), 2)
    assert put.take == XValue() and put.rest == "graveyard" and not put.optional
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_a_fixed_number_from_among_them_keeps_the_older_of_them_form_only():
    """Only X is read in the "from among them" form; a number there is not guessed."""
    card = compile_text("Look at the top four cards of your library. Put two cards from among them "
                        "into your hand and the rest into your graveyard.", type_line="Sorcery")
    assert not card.fully_compiled
