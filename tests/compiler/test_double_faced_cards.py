"""Double-faced cards (CR 712): the two entries of a card's faces (each naming the other) are one
card, its front face with its back face (compiler/source/faces.py decides which is which from
the data), compiled with both faces; the words of transforming cards; disturb (CR 702.146)."""
from __future__ import annotations

import json

from click.testing import CliRunner

from cardtext.compiler.api import compile_card
from cardtext.compiler.cli.main import main
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.faces import front_and_back
from cardtext.compiler.source.loaders import load_bytes
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import (ExileInsteadOfGraveyard, KeywordAbility, ReplacementAbility,
                                        TriggeredAbility)
from cardtext.runtime.events import AnyOf, Transforms
from cardtext.runtime.filters import SpellsCastLastTurn

WEREWOLF = [
    {"name": "Ravager of the Fells", "mana_cost": "", "type_line": "Creature — Werewolf",
     "oracle_text": "Trample\nWhenever this creature transforms into Ravager of the Fells, it deals 2 damage to "
                    "target opponent and 2 damage to up to one target creature that player controls.\n"
                    "At the beginning of each upkeep, if a player cast two or more spells last turn, "
                    "transform Ravager of the Fells.",
     "power": "4", "toughness": "4", "other_face": "Huntmaster of the Fells"},
    {"name": "Huntmaster of the Fells", "mana_cost": "{2}{R}{G}", "type_line": "Creature — Human Werewolf",
     "oracle_text": "Whenever this creature enters the battlefield or transforms into Huntmaster of the "
                    "Fells, create a 2/2 green Wolf creature token and you gain 2 life.\nAt the beginning "
                    "of each upkeep, if no spells were cast last turn, transform Huntmaster of the Fells.",
     "power": "2", "toughness": "2", "other_face": "Ravager of the Fells"},
]


def _jsonl(objs) -> bytes:
    return "\n".join(json.dumps(o, ensure_ascii=False) for o in objs).encode()


def test_the_two_faces_entries_are_one_card_whose_front_face_has_the_mana_cost():
    """CR 712.1: one card with a face on each side; the back face has no mana cost (its mana
    value comes from the front face, CR 712.8e), so the face with the cost is the front."""
    (entry,) = load_bytes(_jsonl(WEREWOLF), "werewolf.jsonl")
    assert entry.source.name == "Huntmaster of the Fells"
    assert entry.source.back_face.name == "Ravager of the Fells"
    compiled = compile_card(entry.source)
    assert compiled.fully_compiled
    assert compiled.definition.back_face.name == "Ravager of the Fells"
    assert compiled.definition.back_face.power == "4"


def test_faces_of_no_mana_cost_the_front_is_the_one_that_transforms_itself():
    land = CardSource("Abbey", "{T}: Add {C}.\n{5}, {T}: Transform Abbey.", "", "Land", other_face="Prince")
    prince = CardSource("Prince", "Flying", "", "Creature — Demon", "7", "4", other_face="Abbey")
    assert front_and_back(prince, land) == (land, prince)


def test_two_halves_that_both_have_a_mana_cost_are_not_joined():
    """Split cards (CR 709) and flip cards (CR 710) keep one entry per half, as before."""
    halves = [{"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text":
               "Fire deals 2 damage divided as you choose among one or two targets.", "other_face": "Ice"},
              {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text":
               "Tap target permanent.\nDraw a card.", "other_face": "Fire"}]
    assert [e.source.name for e in load_bytes(_jsonl(halves), "split.jsonl")] == ["Fire", "Ice"]


def test_faces_that_do_not_name_each_other_are_not_joined():
    """Two faces of one card name each other; an entry naming someone else is no pair (a meld
    pair's melded face, named by both fronts, is joined as their melded face: test_meld_cards.py)."""
    objs = [dict(WEREWOLF[0], other_face="Someone Else"), WEREWOLF[1]]
    assert len(load_bytes(_jsonl(objs), "x.jsonl")) == 2


def test_the_json_output_shows_the_back_face(tmp_path):
    path = tmp_path / "werewolf.jsonl"
    path.write_bytes(_jsonl(WEREWOLF))
    result = CliRunner().invoke(main, ["compile", "--format", "json", str(path)])
    (card,) = json.loads(result.output)
    assert card["name"] == "Huntmaster of the Fells" and card["fully_compiled"]
    assert card["back_face"]["name"] == "Ravager of the Fells"
    assert [a["kind"] for a in card["back_face"]["abilities"]] == ["keyword", "triggered", "triggered"]


def test_a_face_transforms_into_itself_and_werewolves_count_last_turns_spells():
    """"Whenever this creature transforms into ~" (CR 701.28), "if no spells were cast last turn"
    and "if a player cast two or more spells last turn"."""
    (entry,) = load_bytes(_jsonl(WEREWOLF), "werewolf.jsonl")
    compiled = compile_card(entry.source)
    enters, upkeep = compiled.definition.abilities
    assert isinstance(enters.event, AnyOf) and isinstance(enters.event.events[1], Transforms)
    assert upkeep.condition == SpellsCastLastTurn(at_most=0)
    assert isinstance(upkeep.effects[0], E.Transform)
    _, transformed, back_upkeep = compiled.definition.back_face.abilities
    assert isinstance(transformed, TriggeredAbility) and isinstance(transformed.event, Transforms)
    assert back_upkeep.condition == SpellsCastLastTurn(at_least=2)


def test_a_card_whose_other_face_is_missing_cannot_transform_itself():
    """CR 701.28c: only a double-faced card transforms; its other face not in the input, the
    line is CT301 at the word."""
    diags = compile_card(CardSource(**WEREWOLF[1])).diagnostics
    assert [(d.code, d.line) for d in diags] == [("CT301", 1), ("CT301", 2)]
    assert all("no other face" in d.message for d in diags)


def test_return_to_the_battlefield_transformed():
    card = compile_card(CardSource("Harvest Hand", "When Harvest Hand dies, return it to the battlefield "
                                   "transformed under your control.", "{3}", "Artifact Creature — Scarecrow",
                                   "2", "2", back_face=CardSource("Scrounged Scythe", "", "", "Artifact — Equipment")))
    (trigger,) = card.definition.abilities
    (ret,) = trigger.effects
    assert ret.transformed and not ret.under_owner_control


def test_disturb_compiles_to_its_keyword_and_its_reminder_is_the_template():
    """CR 702.146a: "Disturb [cost]" means "You may cast this card transformed from your
    graveyard by paying [cost] rather than its mana cost"; played by the engine (cast from the
    graveyard with the back face up)."""
    entry = builtin().get("disturb")
    assert entry.mechanic == "disturb" and not entry.unsupported
    assert fill(entry.reminder, None, "{4}{W}{W}") == \
        "You may cast this card from your graveyard transformed for its disturb cost."
    card = compile_card(CardSource("Beloved Beggar", "Disturb {4}{W}{W}", "{1}{W}", "Creature — Human Peasant",
                                   "0", "4", back_face=CardSource(
                                       "Generous Soul", "Flying, vigilance\nIf Generous Soul would be put into a "
                                       "graveyard from anywhere, exile it instead.", "", "Creature — Spirit", "4", "4")))
    assert card.fully_compiled
    (k,) = card.definition.abilities
    assert isinstance(k, KeywordAbility) and k.name == "disturb" and k.cost == parse_mana_cost("{4}{W}{W}")
    exile = card.definition.back_face.abilities[-1]
    assert isinstance(exile, ReplacementAbility) and isinstance(exile.replacement, ExileInsteadOfGraveyard)


def test_daybound_and_nightbound_compile_to_their_keywords_and_reminders():
    """CR 702.145b, 702.145e: static abilities the engine plays with day and night (CR 726)."""
    for name, reminder in (("daybound", "If a player casts no spells during their own turn, it becomes night next turn."),
                           ("nightbound", "If a player casts at least two spells during their own turn, it becomes "
                                          "day next turn.")):
        entry = builtin().get(name)
        assert entry.mechanic == name and fill(entry.reminder, None, None) == reminder
    card = compile_card(CardSource("Harvesttide Infiltrator", "Trample\nDaybound", "{2}{R}", "Creature — Human Werewolf",
                                   "3", "2", back_face=CardSource("Harvesttide Assailant", "Trample\nNightbound", "",
                                                                  "Creature — Werewolf", "4", "4")))
    assert card.fully_compiled
    assert [a.name for a in card.definition.abilities] == ["trample", "daybound"]
    assert [a.name for a in card.definition.back_face.abilities] == ["trample", "nightbound"]
