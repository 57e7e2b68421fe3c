""""Each of those creatures ..." (CR 608.2c): the objects named before, each on its own, the same
objects as "those creatures"; its verb is singular, and the round trip keeps the words."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import TargetRef

from .conftest import compile_text


def ok(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card


def test_each_of_those_creatures_gains_a_keyword_of_the_targets():
    card = ok(compile_text("{T}: Choose any number of target creatures. Each of those creatures gains persist "
                           "until end of turn.", type_line="Artifact"))
    (gain,) = card.definition.abilities[0].effects
    assert isinstance(gain, E.GainKeyword) and gain.objects == TargetRef(0)


def test_each_of_those_reads_as_those():
    each = ok(compile_text("Return up to two target creature cards from your graveyard to the battlefield. "
                           "Each of those creatures gains haste until end of turn.", type_line="Sorcery"))
    those = ok(compile_text("Return up to two target creature cards from your graveyard to the battlefield. "
                            "Those creatures gain haste until end of turn.", type_line="Sorcery"))
    assert each.definition.abilities == those.definition.abilities
