"""The sector wordings of space sculptor's card (CR 702.158, current rules: Unfinity), compiled,
checked and printed back: "in the sector of your choice" is a filter chosen as the effect happens
(CR 702.158d), so its choice comes first; "Creatures in each sector can be blocked this turn only
by creatures in the same sector" is one blocking restriction (CR 702.158e, 509.1b)."""
import pytest

from cardtext.compiler.render.roundtrip import check_card, lowered_equal
from cardtext.runtime import effects as E

from .conftest import compile_text

WALKER = "Legendary Planeswalker — Jace"


def _effects(line):
    card = compile_text(line, type_line=WALKER, loyalty="3")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    return card, ability.effects


def test_the_sector_of_your_choice_is_chosen_first_cr_702_158d():
    card, effects = _effects("\u22125: Destroy all creatures in the sector of your choice.")
    assert effects[0] == E.ChooseValue("sector")
    assert isinstance(effects[1], E.Destroy) and effects[1].objects.filter.in_chosen_sector


def test_blocked_only_within_sectors_is_one_instruction_cr_702_158e():
    card, effects = _effects("+1: Creatures in each sector can be blocked this turn only by creatures "
                             "in the same sector.")
    assert [type(e) for e in effects] == [E.BlockedOnlyWithinSectorsThisTurn]


def test_a_target_in_the_sector_of_your_choice_is_refused():
    """CR 601.2c: a target is chosen before the effect happens, so before the sector is."""
    card = compile_text("Destroy target creature in the sector of your choice.", type_line="Sorcery")
    assert not card.fully_compiled and card.diagnostics[0].code == "CT301"
    assert "a target of the creature type or sector of your choice" in card.diagnostics[0].message


@pytest.mark.parametrize("line", [
    "Space sculptor",
    "+1: Creatures in each sector can be blocked this turn only by creatures in the same sector.",
    "\u22121: Put a +1/+1 counter on each creature in the sector of your choice.",
    "\u22125: Destroy all creatures in the sector of your choice.",
])
def test_the_sector_wordings_round_trip(line):
    card = compile_text(line, type_line=WALKER, loyalty="3")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (check,) = check_card(card)
    assert check.rendered == check.expected
    assert lowered_equal(card)
