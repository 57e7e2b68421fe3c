""""~ can't be the target of blue or black spells" / "... white spells or abilities from white
sources" (CR 115.4): no spell of that quality (and, where it says so, no ability of a source of
that quality) can target it."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import CantBeTargetedBy
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.filters import ObjectFilter, SelfRef

from .conftest import compile_corpus_card


def test_suqata_firewalker_cant_be_targeted_by_red_spells_or_abilities(corpus):
    card = compile_corpus_card(corpus["Suq'Ata Firewalker"])
    static = card.definition.abilities[0]
    red = ObjectFilter(colors=(Color.RED,))
    assert static.effect == CantBeTargetedBy(SelfRef(), red, red)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_gaeas_revenge_cant_be_targeted_by_nongreen_sources(corpus):
    card = compile_corpus_card(corpus["Gaea's Revenge"])
    (static,) = [a for a in card.definition.abilities if isinstance(getattr(a, "effect", None), CantBeTargetedBy)]
    assert static.effect.abilities == ObjectFilter(excluded_colors=(Color.GREEN,))


def test_karplusan_strider_blue_or_black_spells_only(corpus):
    """Karplusan Strider: "can't be the target of blue or black spells": abilities still may."""
    card = compile_corpus_card(corpus["Karplusan Strider"])
    (static,) = card.definition.abilities
    assert static.effect.spells.colors == (Color.BLUE, Color.BLACK) and static.effect.abilities is None
    assert all(c.equal for c in check_card(card))


def test_dense_foliage_creatures_cant_be_the_targets_of_spells(corpus):
    card = compile_corpus_card(corpus["Dense Foliage"])
    (static,) = card.definition.abilities
    assert static.effect == CantBeTargetedBy(ObjectFilter(types=(CardType.CREATURE,)), ObjectFilter())
    assert all(c.equal for c in check_card(card))


def test_shanna_cant_be_targeted_by_abilities_opponents_control(corpus):
    """Shanna, Sisay's Legacy: "can't be the target of abilities your opponents control": spells
    still may; the abilities are those of sources an opponent of Shanna's controller controls."""
    from cardtext.runtime.filters import Controller
    card = compile_corpus_card(corpus["Shanna, Sisay's Legacy"])
    static = card.definition.abilities[0]
    assert static.effect == CantBeTargetedBy(SelfRef(), None, ObjectFilter(controller=Controller.OPPONENT))
    assert all(c.equal for c in check_card(card))
