"""Bands with other (CR 702.22b-c): a special form of banding with a quality, "bands with other
legendary creatures". A static rule of combat, so an engine mechanic (the banding hooks of
runtime/mechanics/combat_keywords.py): the keyword compiles to itself with its quality as a filter.
Played by tests/scenarios/CR702.22c_cathedral_of_serra_legendary_creatures_band_with_other.scenario
and tests/runtime/test_rt_bands_with_other.py."""
import json
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import Parameter, builtin
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import AbilityGrant, KeywordAbility, StaticAbility
from cardtext.runtime.characteristics import CardType, Color, Supertype
from cardtext.runtime.effects import LoseKeyword
from cardtext.runtime.filters import Controller, ObjectFilter
from cardtext.runtime.keyword_support import implemented

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "cards.jsonl"
LEGENDARY_CREATURES = ObjectFilter(types=(CardType.CREATURE,), supertypes=(Supertype.LEGENDARY,))


def _corpus_card(name: str):
    for row in CORPUS.read_text(encoding="utf-8").splitlines():
        card = json.loads(row)
        if card["name"] == name:
            return compile_card(CardSource(card["name"], card["oracle_text"], card.get("mana_cost", ""),
                                           card["type_line"], card.get("power"), card.get("toughness")))
    raise LookupError(name)


def test_bands_with_other_is_an_engine_mechanic_with_a_quality():
    entry = builtin().get("bands with other")
    assert entry.mechanic == "bands with other" and entry.parameter is Parameter.FILTER
    assert implemented("bands with other")


def test_cathedral_of_serra_grants_bands_with_other_legendary_creatures():
    """"White legendary creatures you control have 'bands with other legendary creatures.'"""
    card = _corpus_card("Cathedral of Serra")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert isinstance(static, StaticAbility) and isinstance(static.effect, AbilityGrant)
    assert static.effect.ability == KeywordAbility("bands with other", quality=LEGENDARY_CREATURES)
    objects = static.effect.objects
    assert objects.colors == (Color.WHITE,) and objects.supertypes == (Supertype.LEGENDARY,)
    assert objects.controller is Controller.YOU


def test_shelkin_brownie_takes_all_bands_with_other_abilities():
    """"Target creature loses all 'bands with other' abilities until end of turn": the keyword,
    whatever its quality, is gone (CR 702.22b, 702.22m)."""
    card = _corpus_card("Shelkin Brownie")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (effect,) = card.definition.abilities[0].effects
    assert isinstance(effect, LoseKeyword) and effect.keyword == "bands with other"


def test_creatures_named_a_card_are_not_read_yet():
    """Master of the Hunt's "bands with other creatures named Wolves of the Hunt" (and its token
    "named Wolves of the Hunt") names a card by a name no filter holds: reported, not dropped."""
    card = _corpus_card("Master of the Hunt")
    assert not card.fully_compiled and card.diagnostics[0].code == "CT201"
