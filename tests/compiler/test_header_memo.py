"""A card's header read once per mana cost and once per type line (pipeline._cost_parts and
_type_parts, memoised): every card still gets its own colors (CR 105.2, 202.2), card types
(CR 205.2) and header diagnostics, whichever card printed the same cost or type line before it."""
from cardtext.compiler.pipeline import compile_source
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import CardType, Color


def _card(name, cost, type_line):
    return compile_source(CardSource(name=name, oracle_text="", mana_cost=cost, type_line=type_line))


def test_each_card_gets_the_colors_of_its_own_mana_cost():
    """CR 202.2: a card's colors are its mana cost's mana symbols' colors; {C} gives none."""
    assert _card("A", "{1}{W}", "Instant").definition.colors == (Color.WHITE,)
    assert _card("B", "{W/U}{C}", "Instant").definition.colors == (Color.WHITE, Color.BLUE)
    assert _card("C", "{1}{W}", "Instant").definition.colors == (Color.WHITE,)
    assert _card("D", "{C}", "Instant").definition.colors == ()


def test_each_card_gets_its_own_types():
    assert _card("E", "{G}", "Creature — Elf").definition.types == (CardType.CREATURE,)
    assert _card("F", "{G}", "Artifact Creature — Elf").definition.types == (CardType.ARTIFACT, CardType.CREATURE)
    assert _card("G", "{G}", "Creature — Elf").definition.subtypes == ("Elf",)


def test_a_bad_mana_cost_is_reported_for_every_card_that_prints_it():
    """CT202 each time: the memo keeps the problem, each card reports it (and gets no mana cost)."""
    for name in ("H", "I"):
        compiled = _card(name, "{1}{Q}", "Instant")
        assert [d.code for d in compiled.diagnostics] == ["CT202"]
        assert compiled.definition.mana_cost.symbols == ()
    assert _card("J", "{1}{R}", "Instant").diagnostics == ()


def test_an_unknown_card_type_is_reported_for_every_card_that_prints_it():
    """CT101 each time; the known types on the line are kept (CR 205.2a)."""
    for name in ("K", "L"):
        compiled = _card(name, "{1}", "Creature Gizmo — Elf")
        assert [d.code for d in compiled.diagnostics] == ["CT101"]
        assert compiled.definition.types == (CardType.CREATURE,)


def test_a_header_number_over_the_limit_is_reported_for_every_card_that_prints_it():
    """CT110 each time (CR 107.1: no rule counts with infinity): the header checks' answers are
    kept per header, each card reports them and loses the field."""
    for name in ("M", "N"):
        compiled = compile_source(CardSource(name=name, oracle_text="", mana_cost="{G}",
                                             type_line="Creature — Elf", power="\u221e", toughness="2"))
        assert [d.code for d in compiled.diagnostics] == ["CT110"]
        assert (compiled.definition.power, compiled.definition.toughness) == (None, "2")
    fine = compile_source(CardSource(name="O", oracle_text="", mana_cost="{G}", type_line="Creature — Elf",
                                     power="2", toughness="2"))
    assert fine.diagnostics == () and fine.definition.power == "2"


def test_every_failing_header_field_is_reported_in_order_from_the_one_lookup():
    """A header the quick look at all five fields finds fault with is checked field by field:
    each failing field is reported, in header order, for every card printing the header, and
    only its field is lost."""
    for name in ("P", "Q"):
        compiled = compile_source(CardSource(name=name, oracle_text="", mana_cost="{G}",
                                             type_line="Creature — Elf", power="\u221e", toughness="\u221e",
                                             loyalty="9" * 40))
        assert [(d.code, d.message.split()[0]) for d in compiled.diagnostics] == \
            [("CT110", "Power"), ("CT110", "Toughness"), ("CT110", "Loyalty")]
        definition = compiled.definition
        assert (definition.power, definition.toughness, definition.loyalty) == (None, None, None)
        assert definition.types == (CardType.CREATURE,)
