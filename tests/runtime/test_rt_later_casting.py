"""Plot (CR 702.170), warp (CR 702.185), harmonize (CR 702.180) and impending (CR 702.176),
played with real cards compiled from ../shared/corpus/modern.jsonl."""
from __future__ import annotations

import pytest

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.engine.query import is_type
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game

from rt_cards import FOREST, creature


def _game(turn: int = 3) -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [FOREST] * 20)
    g.set_step(Step.MAIN1, "Alice", turn=turn)
    return g


def _next_turn_of_alice(g: Game) -> None:
    g.set_step(Step.UNTAP, "Alice", turn=g.state.turn + 2)
    g.advance_to(Step.MAIN1, "Alice")


def _end_step(g: Game) -> None:
    g.set_step(Step.MAIN2, "Alice")
    g.advance_to(Step.END, "Alice")
    g.resolve_stack()


# ------------------------------------------------------------------ warp
def test_warp_cast_from_hand_for_its_warp_cost_is_exiled_at_the_next_end_step():
    """CR 702.185a: "You may cast this card from your hand by paying [cost] rather than its mana
    cost" and "exile the permanent this spell becomes at the beginning of the next end step"."""
    g = _game()
    g.add_card("Alice", card_definition("Red Tiger Mechan"))
    g.add_mana("Alice", "RR")                        # {1}{R}, not its {3}{R}
    g.cast("Alice", "Red Tiger Mechan", alt="warp")
    g.resolve_stack()
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Red Tiger Mechan"]
    assert "haste" in g.keywords("Red Tiger Mechan")
    _end_step(g)
    assert g.zone("Alice", Zone.EXILE) == ["Red Tiger Mechan"]
    assert g.obj("Red Tiger Mechan", Zone.EXILE).warped               # CR 702.185b


def test_a_warped_card_is_cast_from_exile_only_after_the_current_turn_has_ended():
    """CR 702.185a: "Its owner may cast this card after the current turn has ended for as long
    as it remains exiled" (for its mana cost: warp is cast from the hand)."""
    g = _game()
    g.add_card("Alice", card_definition("Red Tiger Mechan"))
    g.add_mana("Alice", "RR")
    g.cast("Alice", "Red Tiger Mechan", alt="warp")
    g.resolve_stack()
    _end_step(g)
    exiled = g.obj("Red Tiger Mechan", Zone.EXILE).id
    assert not g.state.may_play_card(exiled, 0)       # the end step of the same turn
    _next_turn_of_alice(g)
    g.add_mana("Alice", "RRRR")
    with pytest.raises(IllegalAction):
        g.cast("Alice", exiled, alt="warp")           # warp is cast from the hand only
    g.cast("Alice", exiled)
    g.resolve_stack()
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Red Tiger Mechan"]
    assert g.state.players[0].pool == []              # paid its mana cost {3}{R}
    assert not g.state.delayed                        # not warped this time: it stays


# ------------------------------------------------------------------ plot
def test_plot_exiles_the_card_as_a_special_action_and_it_is_cast_free_on_a_later_turn():
    """CR 702.170a-b: pay [cost] and exile this card from your hand (a special action: no
    stack); CR 702.170d: cast it from exile without paying its mana cost on a later turn."""
    g = _game()
    g.add_card("Alice", card_definition("Cunning Coyote"))
    g.add_mana("Alice", "RR")
    g.plot("Alice", "Cunning Coyote")
    assert g.zone("Alice", Zone.EXILE) == ["Cunning Coyote"] and not g.state.stack
    assert g.state.priority == 0                       # the player keeps priority
    with pytest.raises(IllegalAction, match="CR 702.170d"):
        g.cast("Alice", "Cunning Coyote", alt="plot")  # not the turn it became plotted
    _next_turn_of_alice(g)
    g.put_onto_battlefield("Alice", creature("Bear", 2, 2))
    g.cast("Alice", "Cunning Coyote", alt="plot", targets=[["Bear"]])
    g.resolve_stack()
    assert "Cunning Coyote" in g.zone("Alice", Zone.BATTLEFIELD)
    assert "haste" in g.keywords("Bear")              # its enters trigger resolved


def test_plot_and_the_plotted_cast_only_in_your_main_phase_with_the_stack_empty():
    """CR 702.170a: plot "during your main phase while the stack is empty"; CR 702.170d: the
    plotted card is cast the same way, even on the opponent's turn it can't be."""
    g = _game()
    g.add_card("Alice", card_definition("Cunning Coyote"))
    g.add_mana("Alice", "RR")
    g.set_step(Step.UPKEEP, "Alice")
    with pytest.raises(IllegalAction, match="CR 702.170a"):
        g.plot("Alice", "Cunning Coyote")
    g.set_step(Step.MAIN1, "Alice")
    g.plot("Alice", "Cunning Coyote")
    g.set_step(Step.MAIN1, "Bob", turn=g.state.turn + 1)
    g.state.priority = 0
    with pytest.raises(IllegalAction, match="CR 702.170d"):
        g.cast("Alice", "Cunning Coyote", alt="plot")


def test_a_card_in_exile_that_was_not_plotted_cant_be_cast_for_plot():
    g = _game()
    g.add_card("Alice", card_definition("Cunning Coyote"), Zone.EXILE)
    with pytest.raises(IllegalAction, match="not a plotted card"):
        g.cast("Alice", "Cunning Coyote", alt="plot")


# ------------------------------------------------------------------ harmonize
def test_harmonize_casts_from_the_graveyard_tapping_a_creature_to_reduce_the_cost():
    """CR 702.180a-b: cast from your graveyard for [cost], tapping up to one untapped creature
    you control: the total cost is reduced by its power; then the spell is exiled."""
    g = _game()
    g.put_onto_battlefield("Alice", creature("Bear", 3, 3))
    g.add_card("Alice", card_definition("Wild Ride"), Zone.GRAVEYARD)
    g.add_mana("Alice", "RR")                          # {4}{R} less 3
    g.decider.add([g.obj("Bear").id])                  # tap the Bear (its power 3)
    g.cast("Alice", "Wild Ride", alt="harmonize", targets=[["Bear"]])
    assert g.obj("Bear").tapped and g.state.players[0].pool == []
    g.resolve_stack()
    assert g.zone("Alice", Zone.EXILE) == ["Wild Ride"]                 # not the graveyard
    assert g.zone("Alice", Zone.GRAVEYARD) == []


def test_harmonize_without_tapping_pays_the_whole_harmonize_cost():
    g = _game()
    g.add_card("Alice", card_definition("Wild Ride"), Zone.GRAVEYARD)
    g.put_onto_battlefield("Alice", creature("Bear", 3, 3))
    g.add_mana("Alice", "RR")
    g.decider.add([])                                  # tap nothing
    with pytest.raises(IllegalAction):
        g.cast("Alice", "Wild Ride", alt="harmonize", targets=[["Bear"]])
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Wild Ride"]


def test_harmonize_is_cast_from_the_graveyard_only():
    g = _game()
    ride = g.add_card("Alice", card_definition("Wild Ride"))
    g.put_onto_battlefield("Alice", creature("Bear", 3, 3))
    g.add_mana("Alice", "RRRRR")
    with pytest.raises(IllegalAction, match="CR 601.2a"):
        g.cast("Alice", ride, alt="harmonize", targets=[["Bear"]])


# ------------------------------------------------------------------ impending
def test_impending_enters_with_time_counters_and_is_not_a_creature_until_the_last_is_removed():
    """CR 702.176a: cast for its impending cost, it enters with N time counters; while it has
    one it's not a creature; at the beginning of your end step a time counter is removed."""
    g = _game()
    g.add_card("Alice", card_definition("Overlord of the Mistmoors"))
    g.add_mana("Alice", "WWWW")                        # {2}{W}{W}, not {5}{W}{W}
    g.cast("Alice", "Overlord of the Mistmoors", alt="impending")
    g.resolve_stack()
    overlord = g.obj("Overlord of the Mistmoors")
    assert g.counters(overlord.id, "time") == 4
    assert not is_type(overlord, CardType.CREATURE) and is_type(overlord, CardType.ENCHANTMENT)
    assert g.zone("Alice", Zone.BATTLEFIELD).count("Insect Token") == 2   # its enters trigger
    for left in (3, 2, 1):
        _end_step(g)
        assert g.counters(overlord.id, "time") == left
        _next_turn_of_alice(g)
    assert not is_type(overlord, CardType.CREATURE)
    _end_step(g)
    assert g.counters(overlord.id, "time") == 0 and is_type(overlord, CardType.CREATURE)


def test_impending_counters_come_off_only_at_your_own_end_step():
    g = _game()
    g.add_card("Alice", card_definition("Overlord of the Mistmoors"))
    g.add_mana("Alice", "WWWW")
    g.cast("Alice", "Overlord of the Mistmoors", alt="impending")
    g.resolve_stack()
    g.set_step(Step.MAIN2, "Bob", turn=4)
    g.advance_to(Step.END, "Bob")
    g.resolve_stack()
    assert g.counters("Overlord of the Mistmoors", "time") == 4


def test_cast_for_its_mana_cost_an_impending_card_is_a_creature_with_no_time_counters():
    g = _game()
    g.add_card("Alice", card_definition("Overlord of the Mistmoors"))
    g.add_mana("Alice", "WWWWWWW")
    g.cast("Alice", "Overlord of the Mistmoors")
    g.resolve_stack()
    overlord = g.obj("Overlord of the Mistmoors")
    assert g.counters(overlord.id, "time") == 0 and is_type(overlord, CardType.CREATURE)
    _end_step(g)
    assert not g.state.stack and g.counters(overlord.id, "time") == 0


# ------------------------------------------------------------------ void's condition
def _void_holds(g: Game, source_name: str) -> bool:
    from cardtext.runtime.engine.query import other_condition_holds
    from cardtext.runtime.filters import AnyOfConditions, NonlandPermanentLeftThisTurn, SpellWarpedThisTurn
    cond = AnyOfConditions((NonlandPermanentLeftThisTurn(), SpellWarpedThisTurn()))
    return any(other_condition_holds(g.state, c, g.obj(source_name), 0) for c in cond.parts)


def test_void_a_nonland_permanent_left_the_battlefield_this_turn_but_not_a_land():
    """Void: "if a nonland permanent left the battlefield this turn" (anyone's); a land leaving
    doesn't count; the record is of this turn only."""
    from cardtext.runtime.engine.zones import move
    g = _game()
    g.put_onto_battlefield("Alice", card_definition("Interceptor Mechan"))
    forest = g.put_onto_battlefield("Bob", FOREST)
    with g.transaction():
        move(g, forest, Zone.GRAVEYARD)
    assert not _void_holds(g, "Interceptor Mechan")
    bear = g.put_onto_battlefield("Bob", creature("Bear", 2, 2))
    with g.transaction():
        move(g, bear, Zone.EXILE)
    assert _void_holds(g, "Interceptor Mechan")
    g.set_step(Step.MAIN2, "Alice")
    g.advance_to(Step.UPKEEP, "Bob")                     # a new turn begins (CR 500.8)
    assert not _void_holds(g, "Interceptor Mechan")


def test_void_a_spell_was_warped_this_turn_means_cast_for_its_warp_cost():
    """CR 702.185c: "a spell was warped this turn" means a spell was cast for its warp cost."""
    g = _game()
    g.put_onto_battlefield("Alice", card_definition("Interceptor Mechan"))
    g.add_card("Alice", card_definition("Red Tiger Mechan"))
    g.add_mana("Alice", "RR")
    assert not _void_holds(g, "Interceptor Mechan")
    g.cast("Alice", "Red Tiger Mechan", alt="warp")
    assert _void_holds(g, "Interceptor Mechan")          # as it is cast, before it resolves


def test_plotted_loan_shark_cast_as_the_second_spell_of_the_turn_draws_a_card():
    """Loan Shark: "When Loan Shark enters, if you've cast two or more spells this turn, draw a
    card." A plotted card cast from exile is cast (CR 702.170d), so it counts (CR 601.2i)."""
    g = _game()
    g.add_card("Alice", card_definition("Loan Shark"))
    g.add_mana("Alice", "UUUU")
    g.plot("Alice", "Loan Shark")
    _next_turn_of_alice(g)
    g.add_card("Alice", card_definition("Raging Goblin"))
    g.add_mana("Alice", "R")
    g.cast("Alice", "Raging Goblin")
    g.resolve_stack()
    hand = len(g.zone("Alice", Zone.HAND))
    g.cast("Alice", "Loan Shark", alt="plot")
    g.resolve_stack()
    assert "Loan Shark" in g.zone("Alice", Zone.BATTLEFIELD)
    assert len(g.zone("Alice", Zone.HAND)) == hand + 1


def test_loan_shark_cast_as_the_first_spell_of_the_turn_draws_nothing():
    g = _game()
    g.add_card("Alice", card_definition("Loan Shark"))
    g.add_mana("Alice", "UUUU")
    g.cast("Alice", "Loan Shark")
    g.resolve_stack()
    assert g.zone("Alice", Zone.HAND) == [] and not g.state.stack


# ------------------------------------------------------------------ foretell: face down in exile
def test_a_foretold_card_is_face_down_and_only_its_owner_may_look_at_it():
    """CR 702.143a: the foretold card is exiled face down and "that player may look at that card
    as long as it remains in exile"; face down it has no characteristics (CR 406.3a), so to the
    opponent it is a face-down card with no name, type or mana value. Cast on a later turn, it is
    turned face up just before it is announced (CR 406.3a) and is Demon Bolt again."""
    demon_bolt = _printed("Demon Bolt")
    g = _game()
    g.set_library("Alice", [FOREST] * 20)
    oid = g.add_card("Alice", demon_bolt)
    g.add_mana("Alice", "CC")
    g.foretell("Alice", oid)
    (exiled,) = g.state.players[0].exile
    card = g.state.objects[exiled]
    assert g.seen_by("Alice", exiled) == "Demon Bolt"
    assert g.seen_by("Bob", exiled) == "Face-down card" == card.name
    assert card.definition.types == () and card.definition.mana_cost.mana_value == 0
    assert g.zone("Bob", Zone.EXILE) == [] and g.zone("Alice", Zone.EXILE) == ["Face-down card"]
    from cardtext.runtime.engine.actions import cast
    with pytest.raises(IllegalAction, match="CR 406.3"), g.transaction():      # whatever the timing
        cast(g, 1, exiled, alt="foretell", ignore_timing=True)
    assert g.state.objects[exiled].face_up is not None
    _next_turn_of_alice(g)
    bears = g.add_card("Bob", creature("Grizzly Bears", 2, 2), Zone.BATTLEFIELD)
    g.add_mana("Alice", "R")
    spell = g.cast("Alice", "Demon Bolt", alt="foretell", targets=[[bears]])
    assert g.state.objects[spell].name == "Demon Bolt" and g.state.objects[spell].face_up is None
    g.resolve_stack()
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Demon Bolt"]


def _printed(name: str):
    """A printed card of tests/scenarios/cards/keywords_outside_the_corpus.card, compiled."""
    from pathlib import Path
    from cardtext.compiler.api import compile_card
    from cardtext.compiler.source.cardfile import parse_card_file
    path = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"
    parsed = parse_card_file(path.read_text(encoding="utf-8"), str(path))
    return compile_card(next(p.source for p in parsed if p.source is not None and p.source.name == name)).definition
