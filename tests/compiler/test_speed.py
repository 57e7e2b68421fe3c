"""Speed (CR 702.178-179, current rules: Aetherdrift, 2025): "Start your engines!" is a keyword of
the database played by the engine (mechanics/speed.py), and "Max speed — [ability]" means "As
long as you have max speed, this object has [ability]" (CR 702.178a): the line's ability with the
condition `MaxSpeed`, named for the keyword."""
from cardtext.compiler.keywords.database import KeywordKind, Parameter, builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import (ActivatedAbility, KeywordAbility, ManaAbility, StaticAbility,
                                        TriggeredAbility)
from cardtext.runtime.filters import MaxSpeed

from .conftest import compile_corpus_card, compile_text


def fully(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_the_database_holds_start_your_engines_and_max_speed():
    engines, top = builtin().get("start your engines!"), builtin().get("max speed")
    assert engines.kind is KeywordKind.ABILITY and engines.rule == "702.179" and engines.mechanic
    assert top.parameter is Parameter.ABILITY and top.rule == "702.178" and top.mechanic


def test_racers_scoreboard_has_start_your_engines_and_a_max_speed_static(corpus):
    """Racers' Scoreboard: "Max speed — Spells you cast cost {1} less to cast." is that static
    ability as long as its controller's speed is 4."""
    card = fully(compile_corpus_card(corpus["Racers' Scoreboard"]))
    keyword, _enters, static = card.definition.abilities
    assert keyword == KeywordAbility("start your engines!")
    assert isinstance(static, StaticAbility) and static.condition == MaxSpeed()
    assert static.keyword == "max speed"


def test_a_max_speed_mana_ability_may_be_activated_only_at_max_speed(corpus):
    """Howlsquad Heavy: "Max speed — {T}: Add {R} for each Goblin you control." (its other lines
    aside: "That token attacks this combat if able" is not read yet)."""
    card = compile_text("Start your engines!\nMax speed — {T}: Add {R} for each Goblin you control.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    _keyword, mana = card.definition.abilities
    assert isinstance(mana, ManaAbility) and mana.timing.condition == MaxSpeed()


def test_a_max_speed_activated_ability_keeps_its_own_timing():
    card = fully(compile_text("Max speed — {2}: Draw a card. Activate only as a sorcery."))
    (ability,) = card.definition.abilities
    assert isinstance(ability, ActivatedAbility) and ability.timing.sorcery_speed
    assert ability.timing.condition == MaxSpeed() and ability.keyword == "max speed"


def test_a_max_speed_trigger_triggers_only_at_max_speed():
    """CR 702.178a: the object has the triggered ability only while its controller has max
    speed, so the condition is checked as the event happens (an event condition), not again on
    resolution as an intervening "if" would be (CR 603.4)."""
    card = fully(compile_text("Max speed — Whenever this creature attacks, draw a card."))
    (trigger,) = card.definition.abilities
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.event_condition == MaxSpeed() and trigger.condition is None
