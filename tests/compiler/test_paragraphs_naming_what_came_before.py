"""A spell's paragraphs are one spell ability followed in order (CR 608.2c): an ability word's
paragraph that starts with a condition and names "that creature" / "those creatures" goes on
about what the paragraph before named (an ability word has no rules meaning, CR 207.2c); and
"those creatures" after a group names that group again where no step between could change it."""
from cardtext.runtime.effects import Conditional, Exile, TapObjects, UntapObjects
from cardtext.runtime.filters import EachRef, TargetRef

from .conftest import compile_corpus_card, compile_text


def test_dispatch_metalcraft_exiles_the_creature_the_first_paragraph_tapped(corpus):
    """Dispatch: "Tap target creature. / Metalcraft — If you control three or more artifacts,
    exile that creature." One spell ability; "that creature" is its target."""
    card = compile_corpus_card(corpus["Dispatch"])
    (spell,) = card.definition.abilities
    tap, metalcraft = spell.effects
    assert isinstance(tap, TapObjects) and tap.objects == TargetRef(0)
    assert isinstance(metalcraft, Conditional) and metalcraft.condition.at_least == 3
    (exile,) = metalcraft.effects
    assert isinstance(exile, Exile) and exile.objects == TargetRef(0)
    assert card.fully_compiled and not card.lines[1].abilities      # lowered with line 1


def test_temur_battle_rage_ferocious_trample_for_that_creature(corpus):
    """Temur Battle Rage: "Ferocious — That creature also gains trample until end of turn if you
    control a creature with power 4 or greater." (the condition written after the clauses)."""
    card = compile_corpus_card(corpus["Temur Battle Rage"])
    (spell,) = card.definition.abilities
    _double_strike, ferocious = spell.effects
    assert isinstance(ferocious, Conditional) and ferocious.effects[0].objects == TargetRef(0)


def test_that_creature_with_no_paragraph_before_it_stays_unsupported():
    """With nothing before it to name a creature, the paragraph is reported, not guessed at."""
    card = compile_text("Metalcraft — If you control three or more artifacts, exile that creature.",
                        type_line="Instant")
    assert not card.fully_compiled
    assert any("nothing to refer to" in d.message or "no paragraph before it" in d.message
               for d in card.diagnostics)


def test_tenacity_untaps_those_creatures_the_group_pumped(corpus):
    """Tenacity: "Creatures you control get +1/+1 and gain lifelink until end of turn. Untap
    those creatures." """
    card = compile_corpus_card(corpus["Tenacity"])
    (spell,) = card.definition.abilities
    untap = spell.effects[-1]
    assert isinstance(untap, UntapObjects) and isinstance(untap.objects, EachRef)
    assert untap.objects == spell.effects[0].objects


def test_those_creatures_after_a_tapped_group_stays_unsupported():
    """"Tap all untapped creatures. Those creatures ..." names a group its own tap changes: not
    read as that group again."""
    card = compile_text("Tap all untapped creatures your opponents control. Those creatures don't untap "
                        "during their controllers' next untap steps.", type_line="Sorcery")
    assert not card.fully_compiled
    assert [d.message for d in card.diagnostics] == ["not supported yet: 'those'/'that card' with nothing to refer to"]


def test_that_creature_in_a_trigger_of_the_enchanted_creatures_controllers_step(corpus):
    """Essence Flare: "At the beginning of the upkeep of enchanted creature's controller, put a
    -0/-1 counter on that creature." "that creature" is the creature the Aura enchants (CR 303.4)."""
    from cardtext.runtime.effects import PutCounters
    card = compile_corpus_card(corpus["Essence Flare"])
    trigger = card.definition.abilities[-1]
    (counters,) = trigger.effects
    assert isinstance(counters, PutCounters) and isinstance(counters.objects, EachRef)
    assert counters.objects.filter.attached_to_source and counters.counter == "-0/-1"
