"""Ravenous (CR 702.156a) is defined in rules text: "Ravenous" means "This permanent enters with X
+1/+1 counters on it" and "When this permanent enters, if X is 5 or more, draw a card." X is the
X paid for the spell that became the permanent (CR 107.3m): the `XIs` condition. Jacked Rabbit
is a printed card outside the corpus (tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import Compare, PowerOf, SelfRef, XIs, XValue

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def jacked_rabbit():
    source = next(c.source for c in parse_card_file(CARDS.read_text()) if c.name == "Jacked Rabbit")
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition


def test_ravenous_is_defined_by_its_rules_text_and_its_reminder_is_current():
    entry = builtin().get("ravenous")
    assert entry.rule == "702.156" and not entry.mechanic and not entry.unsupported
    assert fill(entry.reminder) == ("This creature enters with X +1/+1 counters on it. If X is 5 or more, "
                                    "draw a card when it enters.")


def test_ravenous_is_x_counters_as_it_enters_and_a_draw_if_x_is_5_or_more():
    counters, draw, attack = jacked_rabbit().abilities
    assert isinstance(counters, R.ReplacementAbility) and counters.keyword == "ravenous"
    assert counters.replacement == R.EntersWithCounters("+1/+1", XValue())
    assert isinstance(draw, R.TriggeredAbility) and draw.keyword == "ravenous"
    assert draw.condition == XIs(Compare.GE, 5)                 # an intervening "if" (CR 603.4)
    assert draw.effects[0].amount.value == 1
    # "create a number of ... tokens equal to this creature's power": read as the trigger resolves
    (create,) = attack.effects
    assert isinstance(create, E.CreateToken) and create.amount == PowerOf(SelfRef())


def test_if_x_is_n_or_more_reads_back_as_printed():
    card = compile_card(CardSource(name="Test Hydra", type_line="Creature — Hydra", mana_cost="{X}{G}",
                                   power="0", toughness="0",
                                   oracle_text="When this creature enters, if X is 3 or more, draw a card."))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)


def test_if_x_is_5_or_more_in_a_spell_and_an_other_it_cannot_read_is_refused(corpus):
    """Martial Coup: "If X is 5 or more, destroy all other creatures." is other than the Soldiers it
    created, and In Oketra's Name's "Other creatures you control" other than its Zombies: never
    other than the spell itself, which is no permanent (CR 109.5). Refused (CT301), not misread."""
    for name in ("Martial Coup", "In Oketra's Name"):
        row = corpus[name]
        card = compile_card(CardSource(name, row["oracle_text"], row["mana_cost"], row["type_line"]))
        assert not card.fully_compiled
        assert any("'other' in a spell" in d.message for d in card.diagnostics)
    determined = corpus["Determined"]        # "Other spells you control": other than this spell
    assert compile_card(CardSource("Determined", determined["oracle_text"], determined["mana_cost"],
                                   determined["type_line"])).fully_compiled
