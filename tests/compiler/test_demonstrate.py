"""Demonstrate (CR 702.144a) is a triggered ability defined in rules text; its definition is the
reminder's wording, which means the same: "When you cast this spell, you may copy it. If you do,
choose an opponent to also copy it. Players may choose new targets for their copies." The
opponent's copy is made only if you copied the spell, under that opponent's control (CopySpell
with PlayerRef.AN_OPPONENT), and every copy's player may choose new targets (CR 707.10c).
Excavation Technique is a printed card outside the corpus
(tests/scenarios/cards/keywords_outside_the_corpus.card)."""
import dataclasses
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import PlayerRef

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def copies(value) -> list:
    """Every CopySpell inside a lowered value, in order."""
    if isinstance(value, E.CopySpell):
        return [value]
    if isinstance(value, tuple):
        return [c for v in value for c in copies(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in copies(getattr(value, f.name))]
    return []


def test_demonstrate_is_defined_by_its_rules_text():
    entry = builtin().get("demonstrate")
    assert entry.rule == "702.144" and not entry.mechanic and not entry.unsupported
    assert entry.definition == entry.reminder


def test_excavation_technique_demonstrate_copies_for_you_then_for_an_opponent():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Excavation Technique")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    demonstrate = card.definition.abilities[0]
    assert isinstance(demonstrate, R.TriggeredAbility) and demonstrate.keyword == "demonstrate"
    (optional,) = demonstrate.effects
    assert isinstance(optional, E.Optional)
    yours, theirs = copies(optional)
    assert (yours.player, theirs.player) == (PlayerRef.YOU, PlayerRef.AN_OPPONENT)
    assert yours.new_targets and theirs.new_targets


def test_players_may_choose_new_targets_needs_copies_before_it():
    card = compile_card(CardSource(name="Test Spell", type_line="Sorcery", mana_cost="{R}",
                                   oracle_text="Draw a card. Players may choose new targets for their copies."))
    assert not card.fully_compiled
