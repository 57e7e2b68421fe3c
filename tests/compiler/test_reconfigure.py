"""Reconfigure (CR 702.151a) is defined in rules text: "Reconfigure [cost] means "[Cost]: Attach
this permanent to another target creature you control. Activate only as a sorcery" and "[Cost]:
Unattach this permanent. Activate only if this permanent is attached to a creature and only as a
sorcery."" Both abilities carry the keyword's name; CR 702.151b (attached to a creature this way,
the Equipment isn't a creature) is a rule the engine reads from that name
(runtime/engine/query.is_type). Lizard Blades is a printed card outside the corpus
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import ObjectCount, ObjectFilter, SelfRef

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def lizard_blades():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Lizard Blades")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition


def test_reconfigure_is_defined_by_its_rules_text():
    entry = builtin().get("reconfigure")
    assert entry.rule == "702.151" and not entry.mechanic and not entry.unsupported
    assert "Unattach this permanent." in entry.definition


def test_reconfigure_2_is_an_attach_and_an_unattach_ability_at_sorcery_speed():
    attach, unattach = lizard_blades().abilities[2:]
    for ability in (attach, unattach):
        assert isinstance(ability, R.ActivatedAbility) and ability.keyword == "reconfigure"
        assert ability.timing.sorcery_speed
        assert ability.costs == (parse_mana_cost("{2}"),)
    (spec,) = attach.targets
    assert spec.filter.types == (CardType.CREATURE,)
    assert unattach.effects == (E.Unattach(SelfRef()),)
    assert unattach.timing.condition == ObjectCount(ObjectFilter(types=(CardType.CREATURE,),
                                                                 attached_to_source=True), 1)


def test_unattach_and_the_attached_condition_read_back_as_printed():
    card = compile_card(CardSource(
        name="Test Gear", type_line="Artifact Creature — Equipment Test", mana_cost="{2}", power="1",
        toughness="1", oracle_text="{1}: Unattach this permanent. Activate only if this permanent is "
                                   "attached to a creature and only as a sorcery."))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
