"""Harness (CR 701.64a, current rules): "Harness ~" is the Harness instruction; "∞ — [ability]"
(CR 702.186b) is "As long as this permanent is harnessed, it has [ability]": the ability with the
harnessed condition, named for the keyword, infinity. The Soul Stone's text (Marvel's
Spider-Man; tests/scenarios/cards/keywords_outside_the_corpus.card)."""
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import ActivatedAbility, TriggeredAbility
from cardtext.runtime.filters import SourceState

from .conftest import compile_text

SOUL_STONE = ("Indestructible\n{T}: Add {B}.\n{6}{B}, {T}, Exile a creature you control: Harness The Soul Stone. "
              "(Once harnessed, its ∞ ability is active.)\n∞ — At the beginning of your upkeep, return target "
              "creature card from your graveyard to the battlefield.")
HARNESSED = SourceState("harnessed")


def test_the_soul_stone_harnesses_itself_and_its_infinity_ability_needs_it():
    card = compile_text(SOUL_STONE, name="The Soul Stone", type_line="Legendary Artifact — Infinity Stone",
                        mana_cost="{1}{B}")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    _indestructible, _mana, harness, infinity = card.definition.abilities
    assert isinstance(harness, ActivatedAbility) and harness.effects == (E.Harness(),)
    # "Exile a creature you control" as a cost: a permanent, exiled from the battlefield (CR 118.3)
    (exile,) = [c for c in harness.costs if isinstance(c, C.ExileFromZone)]
    assert exile.filter.zone.value == "battlefield" and exile.filter.controller.value == "you"
    # CR 702.186b: it has the ability only while harnessed, so it triggers only then
    assert isinstance(infinity, TriggeredAbility) and infinity.keyword == "infinity"
    assert infinity.event_condition == HARNESSED and infinity.condition is None


def test_an_infinity_activated_ability_may_be_activated_only_while_harnessed():
    card = compile_text("∞ — {2}: Draw a card.", name="Nameless Example", type_line="Artifact")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (ability,) = card.definition.abilities
    assert ability.keyword == "infinity" and ability.timing.condition == HARNESSED


def test_the_entries():
    harness, infinity = builtin().get("harness"), builtin().get("infinity")
    assert harness.mechanic == "Harness" and harness.rule == "701.64"
    assert fill(harness.reminder, None) == "Once harnessed, its ∞ ability is active."
    assert infinity.mechanic == "infinity" and infinity.rule == "702.186" and infinity.parameter.value == "ability"
