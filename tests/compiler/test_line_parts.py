"""What a line's abilities hold for the card's stages (pipeline.line_parts, walked once per line
meaning): backup's placeholder (CR 702.165a) and "exiled with ~" (CR 607.2a). The stages are
skipped only for a card none of whose lines holds the part, so each card still gets its own
grants and its own diagnostics, whichever card printed the same line before it."""
from cardtext.compiler.line_meaning import line_meaning
from cardtext.compiler.pipeline import _PRINTED_BELOW, _READS_LINKED, line_parts

from .conftest import compile_text

CREATURE = {"type_line": "Creature — Human Warrior", "power": "2", "toughness": "2"}
READS = "{3}, {T}, Sacrifice ~: You may cast a card exiled with ~ without paying its mana cost."
EXILES = "{3}, {T}: Exile target instant or sorcery spell that targets you."


def test_the_parts_are_those_of_the_lines_meaning():
    """Asked of normalised lines, as the pipeline asks them."""
    assert line_parts(line_meaning(READS.lower(), None, False))[_READS_LINKED] is True
    assert line_parts(line_meaning("backup 1", None, False))[_PRINTED_BELOW] is True
    assert line_parts(line_meaning("trample", None, False)) == (False, False)


def test_backup_grants_what_each_card_prints_below_it():
    """CR 702.165a: the same backup line grants each card's own abilities below it."""
    for below, names in (("Trample", ["trample"]), ("Flying\nHaste", ["flying", "haste"])):
        card = compile_text(f"Backup 1\n{below}", **CREATURE)
        assert card.fully_compiled, [d.render() for d in card.diagnostics]
        assert [g.ability.name for g in card.definition.abilities[0].effects[1].effects] == names


def test_backup_with_nothing_below_it_is_reported_after_a_card_with_something_below():
    assert compile_text("Backup 1\nTrample", **CREATURE).fully_compiled
    card = compile_text("Backup 1", **CREATURE)
    assert not card.fully_compiled and [d.code for d in card.diagnostics] == ["CT301"]


def test_exiled_with_it_links_on_a_card_that_exiles_and_not_on_one_that_doesnt():
    """CR 607.2a: the same reading line, linked on one card, has nothing to link to on the next."""
    assert compile_text(f"{EXILES}\n{READS}", type_line="Artifact").fully_compiled
    card = compile_text(READS, type_line="Artifact")
    assert not card.fully_compiled and [d.code for d in card.diagnostics] == ["CT301"]


def test_one_walk_answers_both_questions_whatever_holds_what():
    """A PrintedBelow whose objects are the cards exiled with ~ (CR 607.2a) holds both parts; each
    part alone answers its own question only; the answers (as LineMeaning keeps them, from one
    walk's parts by class) match the stages' own walks."""
    from cardtext.compiler.dataclass_fields import any_part, holds_any, parts_by_class
    from cardtext.compiler.lowering.backup import PrintedBelow, holds_printed_below
    from cardtext.compiler.lowering.linked_exiles import _READERS, _reads_linked, reads_linked
    from cardtext.runtime.filters import ExiledWithRef, SelfRef
    cases = {(PrintedBelow(ExiledWithRef()),): (True, True), (PrintedBelow(SelfRef()),): (True, False),
             ((ExiledWithRef(),), PrintedBelow(SelfRef())): (True, True),
             (ExiledWithRef(),): (False, True), (SelfRef(),): (False, False), (): (False, False)}
    for abilities, answers in cases.items():
        held = parts_by_class(abilities)
        assert (holds_any(held, PrintedBelow), reads_linked(abilities, held)) == answers
        assert answers == (holds_printed_below(abilities),
                           any(any_part(a, _reads_linked, _READERS) for a in abilities))
