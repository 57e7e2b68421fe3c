"""Time travel (CR 701.56a, current rules): "For each permanent you control with a time counter on
it and each suspended card you own with a time counter on it, you may add or remove a time
counter." A keyword action read as an effect clause, the TimeTravel instruction."""
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import SpellAbility

from .conftest import compile_text


def test_time_travel_is_the_time_travel_instruction():
    """Wibbly-wobbly, Timey-wimey: "Time travel. Draw a card." """
    card = compile_text("Time travel.\nDraw a card.", name="Wibbly-wobbly, Timey-wimey", type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    first, _draw = card.definition.abilities
    assert isinstance(first, SpellAbility) and first.effects == (E.TimeTravel(),)


def test_its_entry_names_the_instruction_and_the_printed_reminder():
    entry = builtin().get("time travel")
    assert entry.mechanic == "TimeTravel" and entry.rule == "701.56"
    assert fill(entry.reminder, None) == ("For each suspended card you own and each permanent you control "
                                          "with a time counter on it, you may add or remove a time counter.")
