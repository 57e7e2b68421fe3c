"""The semantic pass (compiler/semantics/): an effect acts only on the kinds of object or player
the rules let it act on, and a line that asks for anything else is refused with a located
CT3xx error instead of compiling.

- CR 701.7a: to destroy a permanent; CR 701.21a: to tap a permanent; CR 701.5a: to counter a
  spell or ability; CR 122.1: counters go on objects, and players get only player counters
  (poison, energy, ...); CR 109.2: a card type without "spell" or "card" names a permanent on
  the battlefield; CR 110.4: instants and sorceries can't be permanents.
- A word written twice in a noun ("target creature creature") is no noun: CT304 at the
  repeated word.
"""
from __future__ import annotations

import dataclasses

import pytest

from cardtext.compiler.diagnostics import CODES
from cardtext.compiler.semantics.accepts import ACCEPTS
from cardtext.compiler.semantics.kinds import kinds_of

from .conftest import compile_corpus_card, compile_text

SORCERY = "Sorcery"
SEMANTIC_CODES = ("CT302", "CT303")


def only_error(text: str, type_line: str = SORCERY):
    card = compile_text(text, type_line=type_line)
    assert not card.fully_compiled, f"{text!r} compiled"
    (diag,) = card.diagnostics
    return diag


# (text, code, the phrase the caret points at, words the message says)
ILL_TYPED = [
    ("Destroy target player.", "CT302", "target player", "a player can't be destroyed"),
    ("Put a +1/+1 counter on target player.", "CT302", "target player",
     "a player can't be given that counter"),
    ("Counter target creature.", "CT302", "target creature", "a creature can't be countered"),
    ("Tap target sorcery.", "CT303", "target sorcery", "a sorcery is never a permanent"),
    ("Return target player to its owner's hand.", "CT302", "target player",
     "a player can't be returned to a hand"),
    ("Exile target player.", "CT302", "target player", "a player can't be exiled"),
    ("Untap target instant.", "CT303", "target instant", "an instant is never a permanent"),
    ("Destroy target creature spell.", "CT302", "target creature spell",
     "a creature spell can't be destroyed"),
    ("Target creature spell gets +2/+2 until end of turn.", "CT302", "Target creature spell",
     "a creature spell can't be given +N/+N"),
    ("Target creature draws a card.", "CT302", "Target creature", "a creature can't be made to draw"),
    ("Target creature gets a poison counter.", "CT302", "Target creature",
     "a creature can't be given a poison counter"),
    ("Target player can't block this turn.", "CT302", "Target player",
     "a player can't be restricted this way"),
    ("Target creature can't be countered this turn.", "CT302", "Target creature",
     "a creature can't be made uncounterable"),
    ("Test Card deals 3 damage to target spell.", "CT302", "target spell",
     "a spell can't be dealt damage"),
]


@pytest.mark.parametrize("text, code, phrase, message", ILL_TYPED)
def test_an_ill_typed_object_is_refused_at_its_phrase(text, code, phrase, message):
    diag = only_error(text)
    assert diag.code == code
    assert diag.message == message
    assert diag.column == text.index(phrase) + 1, diag.render()
    assert "CR " in diag.hint


def test_the_hint_names_the_rule_and_what_the_verb_takes():
    diag = only_error("Destroy target player.")
    assert diag.hint.startswith("'destroy' takes a permanent (CR 701.7a)")


def test_a_creature_without_spell_is_a_permanent_that_cant_be_countered():
    """CR 109.2: "target creature" is a creature permanent; the hint says how it reads."""
    diag = only_error("Counter target creature.")
    assert "(CR 701.5a)" in diag.hint and "(CR 109.2)" in diag.hint


def test_the_column_counts_from_the_start_of_the_card_text_in_jsonl_input():
    """The second rules line of a one-line (jsonl) card: columns keep adding (CT301's rule)."""
    card = compile_text("Flying\nWhen ~ enters, destroy target player.", one_line=True)
    (diag,) = card.diagnostics
    assert diag.code == "CT302"
    assert diag.column == len("Flying\nWhen ~ enters, destroy ") + 1


@pytest.mark.parametrize("text, word_at", [
    ("Destroy target creature creature.", "creature."),
    ("Tap target artifact creature artifact.", "artifact."),
    ("Exile target creatures creature.", "creature."),
    ("Destroy target artifact, enchantment, or artifact.", "artifact."),
])
def test_a_word_written_twice_in_a_noun_is_refused_at_the_second_one(text, word_at):
    diag = only_error(text)
    assert diag.code == "CT304"
    assert "written twice" in diag.message
    assert diag.column == text.rindex(word_at) + 1, diag.render()


WELL_TYPED = [
    "Destroy target creature.",
    "Put a +1/+1 counter on target creature.",
    "Counter target creature spell.",
    "Counter target spell.",
    "Tap target artifact creature.",
    "Return target creature to its owner's hand.",
    "Return target spell to its owner's hand.",
    "Return target creature card from your graveyard to your hand.",
    "Exile target card from a graveyard.",
    "Target player draws two cards.",
    "Destroy target artifact, enchantment, or land.",
    "Target creature can't block this turn.",
    "Other spells you control can't be countered this turn.",
]


@pytest.mark.parametrize("text", WELL_TYPED)
def test_the_well_typed_counterpart_still_compiles(text):
    card = compile_text(text, type_line=SORCERY)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]


@pytest.mark.parametrize("text", ["Put a poison counter on target player.",
                                  "Target player gets a poison counter."])
def test_a_poison_counter_goes_on_a_player(text):
    """CR 122.1e: players get poison counters (a player counter, unlike +1/+1)."""
    card = compile_text(text, type_line=SORCERY)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]


def test_the_new_codes_are_described():
    for code in SEMANTIC_CODES:
        assert CODES[code]


# Real cards, one or more for each entry of the ACCEPTS table: the semantic pass refuses none.
REAL_CARDS = [
    "Murder", "Counterspell", "Essence Scatter", "Force Spike", "Unsubstantiate",
    "Venser, Shaper Savant", "Failure", "Lightning Bolt", "Shock", "Swords to Plowshares",
    "Twiddle", "Icy Manipulator", "Giant Growth", "Threaten", "Act of Treason", "Mind Rot",
    "Divination", "Prey Upon", "Gravedigger", "Disentomb", "Boomerang", "Capsize", "Regrowth",
    "Memory Lapse", "Twincast", "Away", "Mending Touch", "Breath of Life", "Frost Breath",
    "Marsh Viper", "Naturalize", "Shatter", "Stone Rain", "Healing Salve", "Dromoka's Command",
    "Ghostly Flicker", "Fling", "Determined", "Censor", "Cooperate",
]


def _checked_phrases(node) -> int:
    """How many phrases of `node` the pass could type (so the test can't pass vacuously)."""
    if isinstance(node, (tuple, list)):
        return sum(_checked_phrases(item) for item in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return 0
    count = 0
    for accepts in ACCEPTS.get(type(node), ()):
        if accepts.applies(node):
            value = getattr(node, accepts.field)
            count += sum(kinds_of(p) is not None for p in (value if isinstance(value, tuple) else (value,)))
    return count + sum(_checked_phrases(getattr(node, f.name)) for f in dataclasses.fields(node))


@pytest.mark.parametrize("name", REAL_CARDS)
def test_the_semantic_pass_refuses_no_real_card(corpus, name):
    card = compile_corpus_card(corpus[name])
    refused = [d.render() for d in card.diagnostics
               if d.code in SEMANTIC_CODES or "written twice" in d.message]
    assert not refused
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert sum(_checked_phrases(line.ast) for line in card.lines if line.ast is not None) > 0
