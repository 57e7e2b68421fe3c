"""Hideaway (CR 702.75a): "Hideaway N" compiles its definition, the trigger that exiles one of
the top N cards face down; the corpus's older "Hideaway" with no number is Hideaway 4 and "This
permanent enters tapped." (CR 702.75b); the linked "You may play the exiled card without paying
its mana cost" (CR 607.2a) and the four corpus lands' conditions."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import ActivatedAbility, ReplacementAbility, TriggeredAbility
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.filters import AttackedThisTurn, Compare, PlayerHas, PlayerRef


def _land(text: str):
    return compile_card(CardSource("Hidden Land", text, "", "Land"))


def test_hideaway_is_defined_in_rules_text():
    entry = builtin().get("hideaway")
    assert entry.definition and not entry.unsupported and not entry.mechanic and entry.rule == "702.75"


def test_hideaway_n_is_its_trigger_exiling_one_of_the_top_n_face_down():
    card = _land("Hideaway 5")
    assert card.fully_compiled
    (trigger,) = card.definition.abilities
    assert isinstance(trigger, TriggeredAbility) and trigger.keyword == "hideaway"
    look, put, permission = trigger.effects
    assert isinstance(look, E.LookAtTop) and look.amount.value == 5
    assert put == E.PutLookedCards(look.label, 1, take_to=Zone.EXILE, rest="bottom_random", face_down=True)
    assert permission == E.ExiledCardsMayBeLookedAt()


def test_the_older_hideaway_is_hideaway_4_and_enters_tapped():
    """CR 702.75b: cards printed before the change have "Hideaway" with no numeral."""
    card = _land("Hideaway")
    assert card.fully_compiled
    trigger, tapped = card.definition.abilities
    assert trigger.effects[0].amount.value == 4
    assert isinstance(tapped, ReplacementAbility) and tapped.keyword == "hideaway"


def test_another_numbered_keyword_without_its_number_is_not_read():
    card = compile_card(CardSource("Bare", "Bushido", "{1}{W}", "Creature — Human Samurai", "2", "2"))
    assert not card.fully_compiled and [d.code for d in card.diagnostics] == ["CT301"]


@pytest.mark.parametrize("condition, meaning", [
    ("each player has no cards in hand", PlayerHas(PlayerRef.EACH_PLAYER, "hand", Compare.LE, 0, every=True)),
    ("a library has twenty or fewer cards in it", PlayerHas(PlayerRef.EACH_PLAYER, "library", Compare.LE, 20)),
    ("an opponent was dealt 7 or more damage this turn", PlayerHas(PlayerRef.EACH_OPPONENT, "damage",
                                                                    Compare.GE, 7)),
    ("you attacked with three or more creatures this turn", AttackedThisTurn(at_least=3)),
])
def test_the_lands_play_the_exiled_card_free_if_their_condition_holds(condition, meaning):
    card = _land(f"Hideaway\n{{B}}, {{T}}: You may play the exiled card without paying its mana cost if {condition}.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    ability = card.definition.abilities[-1]
    assert isinstance(ability, ActivatedAbility)
    assert ability.effects == (E.Conditional(meaning, (E.PlayExiledFree(),)),)
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))
