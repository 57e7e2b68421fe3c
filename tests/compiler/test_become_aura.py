""""~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to
target creature. You may pay {W} to end this effect.": the source becomes an Aura (CR 613.1d,
613.1f) that its controller may end by paying, a special action (CR 116.2c). Only the source
becomes one; rendered back in the same words."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.render.summary import ability
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType

from .conftest import compile_text

LINE = ("{W}, {T}: ~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to "
        "target creature. You may pay {W} to end this effect.")


def _card(text):
    return compile_text(text, type_line="Creature — Licid", power="2", toughness="2")


def test_the_source_becomes_an_aura_its_controller_may_end_by_paying():
    card = _card(LINE)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    become, attach = card.definition.abilities[0].effects
    assert isinstance(become, E.BecomeAura) and become.enchant.types == (CardType.CREATURE,)
    assert become.end_cost is not None and str(become.end_cost.symbols[0].types[0].value) == "W"
    assert isinstance(attach, E.AttachObjects)
    assert all(c.equal for c in check_card(card))
    assert "becomes an Aura enchantment with enchant creature (pay {W} to end it)" in \
        ability(card.definition.abilities[0])


def test_without_the_payment_sentence_the_effect_has_no_end_cost():
    card = _card(LINE.rsplit(" You may", 1)[0])
    assert card.fully_compiled
    assert card.definition.abilities[0].effects[0].end_cost is None


@pytest.mark.parametrize("text", [
    "{W}, {T}: Target creature loses this ability and becomes an Aura enchantment with enchant creature.",
    "{W}, {T}: ~ loses this ability and becomes an Equipment artifact with enchant creature.",
    "{W}: Draw a card. You may pay {W} to end this effect.",
])
def test_other_shapes_stay_unsupported(text):
    assert not _card(text).fully_compiled
