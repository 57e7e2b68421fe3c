""""At the beginning of your upkeep or whenever you cast a red spell, put a charge counter on
~." (CR 603.2): one triggered ability with two trigger events; it triggers at the beginning of
its controller's upkeep (CR 503.1) and each time they cast a red spell (CR 601.2i), and not when
an opponent's upkeep begins or a spell of another colour is cast."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import events as V
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import WASTES

SHRINE_TEXT = "At the beginning of your upkeep or whenever you cast a red spell, put a charge counter on ~."


def _compiled(text: str = SHRINE_TEXT, name: str = "Test Shrine", cost: str = "{1}{R}", type_line: str = "Artifact"):
    return compile_card(CardSource(name, text, cost, type_line))


def _game() -> tuple[Game, int]:
    g = Game(("Alice", "Bob"), FirstOptionDecider())
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 8)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    return g, g.put_onto_battlefield("Alice", _compiled().definition)


def _charge(g: Game, oid: int) -> int:
    return g.state.objects[oid].counters.get("charge", 0)


def test_one_ability_with_both_events_and_its_text_round_trips():
    card = _compiled()
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    assert isinstance(ability.event, V.AnyOf)
    assert [type(e) for e in ability.event.events] == [V.BeginningOfStep, V.SpellCast]
    assert all(c.equal for c in check_card(card))


def test_it_triggers_as_your_upkeep_begins_not_an_opponents():
    g, shrine = _game()
    g.advance_to(Step.UPKEEP, "Bob")
    assert _charge(g, shrine) == 0
    g.advance_to(Step.DRAW, "Alice")
    assert _charge(g, shrine) == 1


def test_it_triggers_when_you_cast_a_red_spell_only():
    g, shrine = _game()
    for name, mana in (("Red Spell", "R"), ("Green Spell", "G")):
        spell = _compiled("You gain 1 life.", name, "{%s}" % mana, "Instant").definition
        g.add_mana("Alice", mana)
        g.cast("Alice", g.add_card("Alice", spell))
        g.resolve_stack()
    assert _charge(g, shrine) == 1


def test_or_when_after_a_step_is_not_read():
    card = _compiled("At the beginning of your upkeep or when you cast a red spell, put a charge counter on ~.")
    assert not card.fully_compiled
