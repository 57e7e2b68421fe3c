"""Conspiracies with hidden agenda and double agenda (CR 702.106; conspiracy cards CR 314 in the
2022 text, Conspiracy Draft CR 905): given to a game as it is set up, face down in the command
zone with secretly chosen names, turned face up by their owner as a special action, their
abilities working from the command zone only while face up. The conspiracies are custom cards
(no corpus card has hidden agenda), compiled from their text."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.query import power_toughness
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game
from cardtext.runtime.mechanics.conspiracies import (chosen_names_seen_by, start_with_conspiracy,
                                                     turn_conspiracy_face_up)
from rt_cards import FOREST, GRIZZLY_BEARS, RUNECLAW_BEAR

DRAW_AGENDA = "Hidden agenda\nWhenever you cast a creature spell with the chosen name, draw a card."
PUMP_AGENDA = "Double agenda\nCreatures you control with the chosen name get +1/+1."


def conspiracy(text: str, name: str = "Secret Plot"):
    card = compile_card(CardSource(name=name, oracle_text=text, type_line="Conspiracy"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def game_with(text: str = DRAW_AGENDA, names=("Grizzly Bears",)) -> tuple[Game, int]:
    g = Game()
    g.set_library("Alice", [FOREST] * 5)
    plot = start_with_conspiracy(g, 0, conspiracy(text), tuple(names))
    g.set_step(Step.MAIN1, "Alice")
    return g, plot


def cast_bear(g: Game, bear=GRIZZLY_BEARS) -> None:
    card = g.add_card("Alice", bear)
    g.add_mana("Alice", "GG")
    g.cast("Alice", card)
    g.resolve_stack()


def test_702_106a_a_hidden_agenda_conspiracy_starts_face_down_in_the_command_zone_its_name_secret():
    g, plot = game_with(DRAW_AGENDA)              # "Hidden agenda" and its ability
    o = g.state.objects[plot]
    assert plot in g.state.players[0].command and o.zone is Zone.COMMAND
    assert o.name == "" and o.definition.abilities == () and o.face_up.name == "Secret Plot"
    assert chosen_names_seen_by(g, 0, plot) == ("Grizzly Bears",)          # its owner knows it
    assert chosen_names_seen_by(g, 1, plot) is None                        # CR 702.106b: secret
    assert "Grizzly Bears" not in "\n".join(g.log_lines())
    assert "Secret Plot" not in "\n".join(g.log_lines())


def test_702_106a_face_down_its_abilities_dont_work():
    g, plot = game_with()
    cast_bear(g)
    assert len(g.state.players[0].hand) == 0                               # no card drawn


def test_702_106c_turned_face_up_as_a_special_action_it_reveals_the_name_and_its_ability_works():
    g, plot = game_with()
    turn_conspiracy_face_up(g, 0, plot)
    assert g.state.objects[plot].name == "Secret Plot"
    assert chosen_names_seen_by(g, 1, plot) == ("Grizzly Bears",)
    assert "revealing Grizzly Bears" in g.log_lines()[-1]
    cast_bear(g)                                  # CR 702.106d: the chosen name is Grizzly Bears
    assert [g.state.objects[i].name for i in g.state.players[0].hand] == ["Forest"]
    cast_bear(g, RUNECLAW_BEAR)                   # another name: no trigger
    assert len(g.state.players[0].hand) == 1


def test_702_106c_only_its_owner_turns_it_face_up_and_only_with_priority():
    g, plot = game_with()
    with pytest.raises(IllegalAction, match="702.106c"):
        turn_conspiracy_face_up(g, 1, plot)
    assert [a.kind for a in g.legal_actions("Bob")].count("conspiracy_face_up") == 0
    (action,) = [a for a in g.legal_actions("Alice") if a.kind == "conspiracy_face_up"]
    g.perform(action)
    assert g.state.objects[plot].face_up is None
    with pytest.raises(IllegalAction, match="702.106c"):                   # face up already
        turn_conspiracy_face_up(g, 0, plot)


def test_702_106f_double_agenda_chooses_two_different_names_and_works_from_the_command_zone():
    with pytest.raises(IllegalAction, match="702.106f"):
        game_with(PUMP_AGENDA, ("Grizzly Bears", "grizzly bears"))
    with pytest.raises(IllegalAction, match="702.106f"):
        game_with(PUMP_AGENDA, ("Grizzly Bears",))
    g, plot = game_with(PUMP_AGENDA, ("Grizzly Bears", "Runeclaw Bear"))
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    other = g.put_onto_battlefield("Alice", RUNECLAW_BEAR)
    assert power_toughness(g.state, g.state.objects[bear]) == (2, 2)       # face down: nothing
    g.set_step(Step.MAIN1, "Alice")
    turn_conspiracy_face_up(g, 0, plot)
    assert power_toughness(g.state, g.state.objects[bear]) == (3, 3)       # CR 314.3: from the command zone
    assert power_toughness(g.state, g.state.objects[other]) == (3, 3)


def test_314_2_a_conspiracy_without_hidden_agenda_starts_face_up_and_other_cards_are_no_conspiracies():
    g = Game()
    plain = start_with_conspiracy(g, 0, conspiracy("Creatures you control get +1/+1.", "Open Plot"))
    assert g.state.objects[plain].name == "Open Plot" and g.state.objects[plain].face_up is None
    with pytest.raises(IllegalAction, match="314.2"):
        start_with_conspiracy(g, 0, GRIZZLY_BEARS)


def test_a_saved_game_keeps_the_face_down_conspiracy_and_its_names():
    g, plot = game_with()
    again = Game.from_json(g.to_json())
    o = again.state.objects[plot]
    assert o.name == "" and o.face_up.name == "Secret Plot" and o.chosen["card_name"] == ["Grizzly Bears"]
    assert again.to_json() == g.to_json()
    turn_conspiracy_face_up(again, 0, plot)
    cast_bear(again)
    assert len(again.state.players[0].hand) == 1
