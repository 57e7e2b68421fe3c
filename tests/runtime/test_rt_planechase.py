"""Planechase (CR 901, current rules): the planar deck, the face-up plane or phenomenon in the
command zone under the planar controller, the planar die as a special action, planeswalking
(CR 701.31) and its triggers, phenomena (CR 312). The planes and the phenomenon are made up, in
tests/scenarios/cards/planes.card (no corpus card is a plane)."""
from pathlib import Path

import pytest
from rt_cards import creature

from cardtext.compiler import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.legal_actions import legal_actions, perform
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game
from cardtext.runtime.mechanics import planechase
from cardtext.runtime.mechanics.planechase import PlanarDieFace, roll_the_planar_die, set_starting_plane

PLANES = {c.name: compile_card(c.source).definition
          for c in load_path(Path(__file__).parent.parent / "scenarios" / "cards" / "planes.card")}


def planar_deck(game, player, *names):
    for name in names:
        game.add_card(player, PLANES[name], Zone.PLANAR_DECK)


def the_die_shows(monkeypatch, face: PlanarDieFace):
    """The planar die's next rolls show `face` (the game's seeded die is tested on its own)."""
    class Die:
        def randrange(self, n):
            return planechase.FACES.index(face)
    monkeypatch.setattr(planechase, "rng", lambda game: Die())


@pytest.fixture
def plane_game(g):
    """Alice's main phase; her planar deck: Glasswater Reach face up, then Emberfall Steppe."""
    planar_deck(g, 0, "Glasswater Reach", "Emberfall Steppe")
    set_starting_plane(g)
    return g


def test_the_starting_plane_skips_phenomena_and_triggers_nothing_cr_901_5(g):
    """CR 901.5: a phenomenon turned up for the starting plane goes to the bottom, and the next
    card is turned up until a plane is; no ability of a card turned up this way triggers."""
    planar_deck(g, 0, "Sudden Convergence", "Glasswater Reach", "Emberfall Steppe")
    set_starting_plane(g)
    assert g.zone("Alice", Zone.COMMAND) == ["Glasswater Reach"]
    assert g.zone("Alice", Zone.PLANAR_DECK) == ["Emberfall Steppe", "Sudden Convergence"]
    assert not g.state.pending and g.life("Alice") == 20          # no "planeswalk to" trigger


def test_a_face_up_planes_static_ability_affects_the_game_cr_901_7(plane_game):
    """CR 901.7: the face-up plane's static abilities function from the command zone; the planes
    still in the planar deck have none."""
    plane_game.put_onto_battlefield("Alice", creature("Grizzly Bears", 2, 2))
    assert plane_game.pt("Grizzly Bears") == (3, 3)


def test_the_planar_controller_is_the_active_player_cr_901_6(plane_game):
    """CR 901.6: the controller of the face-up plane is the planar controller, the active player:
    on Bob's turn his creatures get +1/+1 from Alice's plane and hers don't."""
    g = plane_game
    g.advance_to(Step.UPKEEP, "Bob")
    g.put_onto_battlefield("Alice", creature("Grizzly Bears", 2, 2))
    g.put_onto_battlefield("Bob", creature("Hill Giant", 3, 3))
    assert g.obj("Glasswater Reach", Zone.COMMAND).controller == 1
    assert (g.pt("Grizzly Bears"), g.pt("Hill Giant")) == ((2, 2), (4, 4))


def test_rolling_the_planar_die_costs_one_more_each_time_in_a_turn_cr_901_9(plane_game, monkeypatch):
    """CR 901.9: the first roll in a turn costs {0}, each further one as many generic mana as the
    times the player rolled before that turn; a roll they can't pay for is refused."""
    the_die_shows(monkeypatch, PlanarDieFace.BLANK)
    g = plane_game
    roll_the_planar_die(g, "Alice")
    with pytest.raises(IllegalAction):
        roll_the_planar_die(g, "Alice")                         # {1}, and her pool is empty
    g.add_mana("Alice", "RG")
    roll_the_planar_die(g, "Alice")                             # {1}
    assert len(g.pool("Alice")) == 1
    with pytest.raises(IllegalAction):
        roll_the_planar_die(g, "Alice")                         # {2}
    assert g.state.players[0].planar_die_rolls == (3, 2)


def test_only_the_active_player_rolls_in_a_main_phase_with_an_empty_stack_cr_901_9(plane_game):
    """CR 901.9: the active player, with priority and an empty stack, in a main phase of their
    turn; never in a game that isn't a Planechase game (CR 901.1)."""
    g = plane_game
    with pytest.raises(IllegalAction, match="not Bob's turn|priority"):
        roll_the_planar_die(g, "Bob")
    g.advance_to(Step.BEGINNING_OF_COMBAT)
    with pytest.raises(IllegalAction, match="main phase"):
        roll_the_planar_die(g, "Alice")
    plain = Game(("Alice", "Bob"))
    plain.set_step(Step.MAIN1, "Alice", turn=3)
    with pytest.raises(IllegalAction, match="not a Planechase game"):
        roll_the_planar_die(plain, "Alice")


def test_rolling_chaos_triggers_the_planes_chaos_ability_cr_901_9b(plane_game, monkeypatch):
    """CR 901.9b, 311.7: {CHAOS} rolled, the face-up plane's "Whenever you roll {CHAOS}" triggers."""
    the_die_shows(monkeypatch, PlanarDieFace.CHAOS)
    g = plane_game
    assert roll_the_planar_die(g, "Alice") is PlanarDieFace.CHAOS
    g.resolve_stack()
    assert g.zone("Alice", Zone.BATTLEFIELD) == ["Soldier Token"]
    assert g.pt("Soldier Token") == (2, 2)                       # and the plane's +1/+1


def test_rolling_the_planeswalker_symbol_planeswalks_with_its_triggers_cr_901_9c(plane_game, monkeypatch):
    """CR 901.8, 901.9c, 701.31b-d: {PW} rolled, the planeswalking ability (no source) goes on the
    stack; as it resolves Alice planeswalks: "When you planeswalk away from ~" of the plane she
    leaves (it goes to the bottom of her planar deck) and the next plane face up."""
    the_die_shows(monkeypatch, PlanarDieFace.PLANESWALKER)
    g = plane_game
    hand = len(g.zone("Alice", Zone.HAND))
    roll_the_planar_die(g, "Alice")
    assert [i.description for i in g.state.stack] == ["the planeswalking ability"]
    g.resolve_stack()
    assert g.zone("Alice", Zone.COMMAND) == ["Emberfall Steppe"]
    assert g.zone("Alice", Zone.PLANAR_DECK) == ["Glasswater Reach"]
    assert len(g.zone("Alice", Zone.HAND)) == hand + 1           # planeswalked away from the Reach


def test_planeswalking_to_a_plane_triggers_it_cr_701_31d(g):
    """CR 701.31d: the plane turned face up is the one the player planeswalks to: "When you
    planeswalk to ~, you gain 2 life." A blank face does nothing (CR 901.9a)."""
    planar_deck(g, 0, "Emberfall Steppe", "Glasswater Reach")
    set_starting_plane(g)
    spell = compile_card(CardSource("Walk Onward", "Planeswalk.", mana_cost="{U}", type_line="Sorcery")).definition
    g.add_card("Alice", spell)
    g.add_mana("Alice", "U")
    g.cast("Alice", "Walk Onward")
    g.resolve_stack()
    assert g.zone("Alice", Zone.COMMAND) == ["Glasswater Reach"]
    assert g.life("Alice") == 22


def test_a_phenomenon_is_encountered_then_left_cr_312_5_and_704_6f(g):
    """CR 312.5: "When you encounter ~" triggers as it is turned face up; CR 704.6f: once no
    ability of it waits or is on the stack, the planar controller planeswalks away from it."""
    planar_deck(g, 0, "Emberfall Steppe", "Sudden Convergence", "Glasswater Reach")
    set_starting_plane(g)
    hands = len(g.zone("Alice", Zone.HAND)), len(g.zone("Bob", Zone.HAND))
    planechase.planeswalk(g, 0)
    g.check_state()
    assert g.zone("Alice", Zone.COMMAND) == ["Sudden Convergence"]
    g.resolve_stack()
    assert (len(g.zone("Alice", Zone.HAND)), len(g.zone("Bob", Zone.HAND))) == (hands[0] + 1, hands[1] + 1)
    assert g.zone("Alice", Zone.COMMAND) == ["Glasswater Reach"]
    assert g.zone("Alice", Zone.PLANAR_DECK) == ["Emberfall Steppe", "Sudden Convergence"]
    assert g.life("Alice") == 22                                 # planeswalked to the Reach


def test_the_planar_die_is_seeded_cr_901_3a():
    """CR 901.3a: a six-sided die, {CHAOS} and {PW} on one face each; the same seed rolls the same
    faces (determinism), and over many rolls every face comes up."""
    def rolls(seed):
        game = Game(("Alice", "Bob"), seed=seed)
        game.set_step(Step.MAIN1, "Alice", turn=3)
        planar_deck(game, 0, "Emberfall Steppe")
        set_starting_plane(game)
        faces = []
        for _ in range(60):
            game.state.players[0].planar_die_rolls = (0, 0)      # each roll the first of a turn: {0}
            game.state.stack.clear()
            faces.append(roll_the_planar_die(game, "Alice"))
        return faces
    first = rolls(7)
    assert first == rolls(7) and first != rolls(8)
    assert set(first) == set(PlanarDieFace)


def test_the_random_player_is_offered_the_planar_die(plane_game, monkeypatch):
    """CR 901.9, 116.2f: rolling the planar die is a special action the legal actions offer."""
    the_die_shows(monkeypatch, PlanarDieFace.BLANK)
    (roll,) = [a for a in legal_actions(plane_game, 0) if a.kind == "planar_die"]
    perform(plane_game, roll)
    assert plane_game.state.players[0].planar_die_rolls == (3, 1)
    assert not [a for a in legal_actions(plane_game, 0) if a.kind == "planar_die"]   # {1} unpaid
