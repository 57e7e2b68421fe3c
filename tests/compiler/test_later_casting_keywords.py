"""Plot (CR 702.170), warp (CR 702.185), harmonize (CR 702.180) and impending (CR 702.176): each
database entry's reminder template is the reminder text printed on today's cards, and each
keyword compiles to a KeywordAbility with its cost (and impending's number), which the engine
plays (tests/runtime/test_rt_later_casting.py)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.keyword_support import implemented

MODERN = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "modern.jsonl"
LINE = re.compile(r"^(Plot|Warp|Harmonize|Impending)( (\d+)—| )(\{[^ ]*\}) \((.*)\)$")
CARD_WITH = {"plot": "Cunning Coyote", "warp": "Red Tiger Mechan", "harmonize": "Wild Ride",
             "impending": "Overlord of the Mistmoors"}


def _modern_cards() -> list[dict]:
    if not MODERN.exists():
        pytest.skip("../shared/corpus/modern.jsonl is not here")
    return [json.loads(line) for line in MODERN.read_text(encoding="utf-8").splitlines() if line.strip()]


def _printed_reminders() -> list[tuple[str, str, str | None, str, str]]:
    """(card, keyword, N, cost, reminder) for every printed line of the four keywords."""
    found = []
    for card in _modern_cards():
        for line in card.get("oracle_text", "").splitlines():
            m = LINE.match(line)
            if m:
                found.append((card["name"], m.group(1).lower(), m.group(3), m.group(4), m.group(5)))
    return found


def _compile(name: str):
    card = next(c for c in _modern_cards() if c["name"] == name)
    return compile_card(CardSource(card["name"], card["oracle_text"], card.get("mana_cost", ""),
                                   card["type_line"], card.get("power"), card.get("toughness")))


def test_every_printed_reminder_of_the_four_keywords_is_the_filled_template():
    printed = _printed_reminders()
    assert {kw for _, kw, *_ in printed} >= {"plot", "harmonize", "impending"}   # warp is printed bare too
    for card, kw, n, cost, reminder in printed:
        entry = builtin().get(kw)
        assert fill(entry.reminder, int(n) if n else None, cost) == reminder, card


@pytest.mark.parametrize("name", sorted(CARD_WITH))
def test_the_keyword_is_an_engine_mechanic_with_its_rule(name):
    entry = builtin().get(name)
    assert entry.mechanic == name and implemented(name) and not entry.definition
    assert entry.rule == {"plot": "702.170", "warp": "702.185", "harmonize": "702.180",
                          "impending": "702.176"}[name]


@pytest.mark.parametrize("name", sorted(CARD_WITH))
def test_a_card_with_the_keyword_compiles_to_its_keyword_ability(name):
    compiled = _compile(CARD_WITH[name])
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    k = next(a for a in compiled.definition.abilities if isinstance(a, KeywordAbility) and a.name == name)
    assert k.cost is not None
    assert (k.number == 4) if name == "impending" else k.number is None


def test_impending_reads_its_number_and_its_cost():
    k = next(a for a in _compile("Overlord of the Mistmoors").definition.abilities
             if isinstance(a, KeywordAbility) and a.name == "impending")
    assert k.number == 4 and k.cost.mana_value == 4           # Impending 4—{2}{W}{W}


def test_warp_with_x_in_its_cost_keeps_the_x():
    compiled = compile_card(CardSource("Warp Holder", "Warp {X}{G}", "{X}{G}{G}", "Creature — Insect", "0", "0"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    k = compiled.definition.abilities[0]
    assert isinstance(k, KeywordAbility) and k.name == "warp" and k.cost.has_x


# ---------------------------------------------------------------- void (an ability word, CR 207.2c)
def test_void_is_an_ability_word_and_its_condition_names_a_warped_spell():
    """Void — "... if a nonland permanent left the battlefield this turn or a spell was warped
    this turn" (CR 702.185c: cast for its warp cost this turn)."""
    from cardtext.runtime.abilities import TriggeredAbility
    from cardtext.runtime.filters import AnyOfConditions, NonlandPermanentLeftThisTurn, SpellWarpedThisTurn
    assert builtin().get("void").kind.value == "ability word"
    card = _compile("Interceptor Mechan")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    end_step = [a for a in card.definition.abilities if isinstance(a, TriggeredAbility)][-1]
    assert end_step.condition == AnyOfConditions((NonlandPermanentLeftThisTurn(), SpellWarpedThisTurn()))
    assert _compile("Temporal Intervention").fully_compiled


@pytest.mark.parametrize("name", ["Interceptor Mechan", "Temporal Intervention", "Loan Shark", *CARD_WITH.values()])
def test_the_cards_round_trip(name):
    from cardtext.compiler.render.roundtrip import check_card
    checks = check_card(_compile(name), lowered=True)
    assert checks and all(c.equal and c.lowered_equal for c in checks), \
        [(c.expected, c.rendered) for c in checks if not (c.equal and c.lowered_equal)]
