"""Keywords of Equipment that make their own creature: For Mirrodin! (CR 702.163a) and job select
(CR 702.182a), each defined in rules text ("When this Equipment enters, create ... token, then
attach this Equipment to it."), and the flavor words printed before an equip ability (CR 207.2d)."""
from __future__ import annotations

import pytest

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import AffectedRef
from cardtext.runtime.keyword_abilities import AttachSource

from .conftest import compile_corpus_card, compile_text

EQUIPMENT = "Artifact — Equipment"


@pytest.mark.parametrize("name, card", [("for mirrodin!", "Barbed Batterfist"),
                                        ("job select", "Dancer's Chakrams")])
def test_the_reminder_template_gives_the_printed_reminder_text(corpus, name, card):
    text = corpus[card]["oracle_text"]
    printed = text.split("(", 1)[1].split(")", 1)[0]
    assert fill(builtin().get(name).reminder, None) == printed


@pytest.mark.parametrize("keyword, pt, subtype", [("For Mirrodin!", (2, 2), "Rebel"),
                                                  ("Job select", (1, 1), "Hero")])
def test_the_keyword_is_its_trigger_creating_a_creature_and_attaching_the_equipment(keyword, pt, subtype):
    card = compile_text(keyword, type_line=EQUIPMENT)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (trigger,) = card.definition.abilities
    assert isinstance(trigger, R.TriggeredAbility) and trigger.keyword == keyword.lower()
    made, attach = trigger.effects
    assert isinstance(made, E.CreateToken) and (made.token.power, made.token.toughness) == pt
    assert made.token.subtypes == (subtype,)
    # CR 301.5c: an Equipment can't equip itself, so "it" is the token just created
    assert attach == AttachSource(AffectedRef(made.label)) and made.label


def test_an_equipment_is_attached_to_the_token_it_creates_in_plain_rules_text():
    card = compile_text("When this Equipment enters, create a 2/2 red Rebel creature token, then "
                        "attach this Equipment to it.", type_line=EQUIPMENT)
    made, attach = card.definition.abilities[0].effects
    assert attach.target == AffectedRef(made.label)


@pytest.mark.parametrize("card", ["Barbed Batterfist", "Mirran Bardiche"])
def test_modern_for_mirrodin_equipment_compiles(corpus, card):
    compiled = compile_corpus_card(corpus[card])
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]


def test_a_flavor_word_before_equip_has_no_rules_meaning():
    """CR 207.2d: "Murasame — Equip {5}" is "Equip {5}"; the word is kept for printing."""
    flavored = compile_text("Murasame — Equip {5}", type_line=EQUIPMENT)
    plain = compile_text("Equip {5}", type_line=EQUIPMENT)
    assert flavored.fully_compiled and flavored.definition.abilities == plain.definition.abilities
    (line,) = check_card(flavored)
    assert line.rendered == line.expected == "murasame — equip {5}"


def test_a_flavor_word_is_read_only_before_equip():
    card = compile_text("Murasame — Draw a card.", type_line="Sorcery")
    assert not card.fully_compiled


@pytest.mark.parametrize("card, subtype", [("Samurai's Katana", "Samurai"), ("Ninja's Blades", "Ninja"),
                                           ("Machinist's Arsenal", "Artificer")])
def test_the_equipped_creature_is_a_subtype_in_addition_to_its_other_types(corpus, card, subtype):
    """CR 205.1b: "is a Ninja in addition to its other types" adds the subtype (layer 4)."""
    compiled = compile_corpus_card(corpus[card])
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    added = [a.effect for a in compiled.definition.abilities
             if isinstance(a, R.StaticAbility) and isinstance(a.effect, R.AddSubtypes)]
    assert [e.subtypes for e in added] == [(subtype,)]
    assert added[0].objects.attached_to_source

