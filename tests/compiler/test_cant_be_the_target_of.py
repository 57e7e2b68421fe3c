""""~ can't be the target of white spells or abilities from white sources" (CR 115.4): no
spell or ability from a source of that quality can target it. "Can't be the target of <spells>"
alone (spells but not abilities) is reported: the engine can't tell them apart yet."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import CantBeTargetedBy
from cardtext.runtime.characteristics import Color
from cardtext.runtime.filters import ObjectFilter, SelfRef

from .conftest import compile_corpus_card


def test_suqata_firewalker_cant_be_targeted_by_red_sources(corpus):
    card = compile_corpus_card(corpus["Suq'Ata Firewalker"])
    static = card.definition.abilities[0]
    assert static.effect == CantBeTargetedBy(SelfRef(), ObjectFilter(colors=(Color.RED,)))
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_gaeas_revenge_cant_be_targeted_by_nongreen_sources(corpus):
    card = compile_corpus_card(corpus["Gaea's Revenge"])
    (static,) = [a for a in card.definition.abilities if isinstance(getattr(a, "effect", None), CantBeTargetedBy)]
    assert static.effect.sources == ObjectFilter(excluded_colors=(Color.GREEN,))


def test_spells_only_stays_unsupported(corpus):
    """Karplusan Strider: "can't be the target of blue or black spells" (abilities may)."""
    card = compile_corpus_card(corpus["Karplusan Strider"])
    assert not card.fully_compiled
    assert any("spells only" in d.message for d in card.diagnostics)
