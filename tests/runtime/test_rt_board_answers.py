"""What a board prints answers the usual question at once (engine/board.py): with no static that
sets or changes power and toughness (CR 613.4b-c) none is asked for, and with no land type set
or added and no grant (CR 305.7, 613.1f) a permanent has its printed abilities. The answers are
kept with the board, which is worked out again whenever an object enters or leaves or its
definition changes: a static that arrives is seen at once."""
from __future__ import annotations

from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import Anthem
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine import query
from cardtext.runtime.engine.attachments import aura_definition
from cardtext.runtime.engine.board import Board
from cardtext.runtime.engine.printed import printed
from cardtext.runtime.engine.turn import check_sba
from cardtext.runtime.engine.zones import move

ANTHEM = CardSource("Banner Bearer", "Other creatures you control get +1/+1.", "{1}{W}",
                    "Creature — Human", power="1", toughness="1")
GRANTED_ANTHEM = CardSource("Standard Giver", 'Creatures you control have "Other creatures you control get +1/+1."',
                            "{2}{W}", "Enchantment")
BLOOD_MOON = CardSource("Red Moon", "Nonbasic lands are Mountains.", "{2}{R}", "Enchantment")
CYCLER = CardSource("Cycling Bear", "Cycling {2}", "{1}{G}", "Creature — Bear", power="2", toughness="2")


def _asked(monkeypatch) -> list:
    asked = []
    real = query.static_effects
    monkeypatch.setattr(query, "static_effects", lambda state, kind: asked.append(kind) or real(state, kind))
    return asked


def test_with_no_power_toughness_static_none_is_asked_for_cr_613_4(game, monkeypatch):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    asked = _asked(monkeypatch)
    assert game.pt(bears) == (2, 2)
    assert not Board.of(game.state).sets_or_changes_pt() and asked == []


def test_an_anthem_that_enters_applies_at_once_and_stops_when_it_leaves_cr_613_4c(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert game.pt(bears) == (2, 2)
    bearer = game.put_onto_battlefield("Alice", compile_card(ANTHEM).definition)
    assert Board.of(game.state).sets_or_changes_pt() and game.pt(bears) == (3, 3)
    move(game, bearer, Zone.GRAVEYARD)
    assert not Board.of(game.state).sets_or_changes_pt() and game.pt(bears) == (2, 2)


def test_an_anthem_granted_by_another_permanent_counts_cr_613_1f(game):
    definition = compile_card(GRANTED_ANTHEM).definition
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    other = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", definition)
    board = Board.of(game.state)
    assert board.grants_kind(Anthem) and board.sets_or_changes_pt()
    assert game.pt(bears) == (3, 3) and game.pt(other) == (3, 3)     # each gets +1/+1 from the other


def test_a_permanent_has_its_printed_abilities_until_a_land_type_is_set_cr_305_7(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    o = game.state.objects[bears]
    assert not Board.of(game.state).changes_abilities()
    assert query.all_abilities(game.state, o) is o.definition.abilities
    game.put_onto_battlefield("Bob", compile_card(BLOOD_MOON).definition)
    assert Board.of(game.state).changes_abilities()


def test_a_card_in_hand_has_its_printed_abilities_granted_ones_reach_permanents_only_cr_613_1f(game):
    game.put_onto_battlefield("Alice", compile_card(GRANTED_ANTHEM).definition)
    card = game.add_card("Alice", compile_card(CYCLER).definition, Zone.HAND)
    o = game.state.objects[card]
    assert o.zone is Zone.HAND
    assert query.all_abilities(game.state, o) is o.definition.abilities
    assert query.activated_abilities(o, game.state) == list(printed(o.definition).activated())    # cycling


AURA = CardSource("Loose Aura", "Enchant creature\nEnchanted creature gets +1/+1.", "{W}", "Enchantment — Aura")
LEGEND = CardSource("Lone Hero", "", "{1}{W}", "Legendary Creature — Human", power="2", toughness="2")


def test_an_unattached_aura_entering_is_seen_by_the_state_based_actions_cr_704_5m(game):
    """The board knows no Aura until one enters; the next check puts it into the graveyard."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert not Board.of(game.state).some_permanent_prints(aura_definition)
    aura = game.put_onto_battlefield("Alice", compile_card(AURA).definition)
    assert Board.of(game.state).some_permanent_prints(aura_definition)
    game.check_state()
    assert aura not in game.state.battlefield


def test_a_second_legend_of_one_name_is_seen_by_the_legend_rule_cr_704_5j(g):
    """Its controller keeps one (the first option here): the board knew no legend before."""
    first = g.put_onto_battlefield("Alice", compile_card(LEGEND).definition)
    g.check_state()
    assert first in g.state.battlefield
    second = g.put_onto_battlefield("Alice", compile_card(LEGEND).definition)
    g.check_state()
    assert [i in g.state.battlefield for i in (first, second)].count(True) == 1


EQUIPMENT = CardSource("Plain Blade", "Equipped creature gets +1/+0.\nEquip {1}", "{1}", "Artifact — Equipment")


def test_equipment_left_on_a_creature_gone_becomes_unattached_cr_704_5n(game):
    """Something is attached (the Equipment), so the check looks: it becomes unattached and
    stays on the battlefield; with nothing attached after that, the next check leaves it be."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    blade = game.put_onto_battlefield("Alice", compile_card(EQUIPMENT).definition)
    game.state.objects[blade].attached_to = bears
    game.state.battlefield.remove(bears)            # gone with no move's bookkeeping (CR 400.7)
    game.state.objects[bears].zone = Zone.GRAVEYARD
    game.state.players[0].graveyard.append(bears)
    assert game.state.objects[blade].attached_to == bears
    check_sba(game)
    assert blade in game.state.battlefield and game.state.objects[blade].attached_to is None
    check_sba(game)                                 # nothing attached now: nothing to do
    assert blade in game.state.battlefield
