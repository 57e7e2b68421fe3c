""""Lands you control don't untap during your next untap step." (the Last Stand cycle) and
"Creatures don't untap during target player's next untap step." (Blinding Beam): a rule for that
player's next untap step (CR 502.3). It changes no characteristic, so it reads the permanents the
player controls as that step happens, those that came later included (CR 611.2c); it lasts for
that one untap step."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.filters import Controller, PlayerRef

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource

from rt_cards import FOREST, creature
from rt_compiled import round_tripped
from rt_corpus import corpus_card, main_phase_game


def _with_last_stand():
    """Alice casts Rhonas's Last Stand with two tapped Forests; a third Forest enters after."""
    g = main_phase_game()
    for _ in range(2):
        g.put_onto_battlefield("Alice", FOREST, tapped=True)
    last_stand = g.add_card("Alice", corpus_card("Rhonas's Last Stand"), Zone.HAND)
    g.add_mana("Alice", "GG")
    g.cast("Alice", last_stand)
    g.resolve_stack()
    return g


def test_lands_you_control_dont_untap_during_your_next_untap_step():
    """CR 502.3: through Alice's next untap step her lands stay tapped; her other permanents untap."""
    g = _with_last_stand()
    bear = g.put_onto_battlefield("Alice", creature("Bear", 2, 2), tapped=True)
    g.set_step(Step.END, "Bob", turn=4)
    g.advance_to(Step.UPKEEP, "Alice")
    forests = [g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Forest"]
    assert len(forests) == 2 and all(f.tapped for f in forests)
    assert not g.obj(bear).tapped                        # only lands are kept tapped


def test_a_land_that_came_later_stays_tapped_too():
    """CR 611.2c: no characteristic changes, so the land Alice controls at that step is held,
    though it wasn't on the battlefield as the spell resolved."""
    g = _with_last_stand()
    late = g.put_onto_battlefield("Alice", FOREST, tapped=True)
    g.set_step(Step.END, "Bob", turn=4)
    g.advance_to(Step.UPKEEP, "Alice")
    assert g.obj(late).tapped


def test_only_the_next_untap_step():
    g = _with_last_stand()
    g.set_step(Step.END, "Bob", turn=4)
    g.advance_to(Step.UPKEEP, "Alice")
    g.set_step(Step.END, "Bob", turn=6)
    g.advance_to(Step.UPKEEP, "Alice")
    forests = [g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Forest"]
    assert forests and not any(f.tapped for f in forests)


def test_another_players_untap_step_is_not_that_one():
    """Bob's untap step comes first; Alice's lands don't untap in it anyway, and the rule waits."""
    g = _with_last_stand()
    g.advance_to(Step.UPKEEP, "Bob")
    assert g.state.players[0].untap_holds


def test_creatures_dont_untap_during_target_players_next_untap_step():
    """Blinding Beam's second mode: the target player's creatures, not their lands."""
    beam = round_tripped("Beam", "Creatures don't untap during target player's next untap step.", "{U}",
                         "Instant")
    (effect,) = beam.abilities[-1].effects
    assert effect.player is PlayerRef.TARGET_PLAYER and effect.permanents.controller is Controller.ANY
    assert isinstance(effect, E.NoUntapNextUntapStep)
    assert _bobs_creature_held(beam, "U")


def test_the_wordings_round_trip():
    for text in ("Lands you control don't untap during your next untap step.",
                 "Creatures don't untap during target player's next untap step.",
                 "Creatures don't untap during target opponent's next untap step."):
        compiled = compile_card(CardSource("Proof", text, "{U}", "Sorcery"))
        assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
        assert all(c.equal for c in check_card(compiled))


def test_another_players_permanents_in_a_target_players_step_stay_unsupported():
    """Only the active player's permanents untap (CR 502.3): "lands you control" in a target
    player's untap step names nothing that untaps there; it is not read as something else."""
    compiled = compile_card(CardSource("Proof", "Lands you control don't untap during target player's next "
                                       "untap step.", "{U}", "Sorcery"))
    assert not compiled.fully_compiled


def test_during_that_players_next_untap_step_said_first():
    """Imaginary Threats: "During that player's next untap step, creatures he or she controls
    don't untap." The player is the target opponent named before; only creatures are held."""
    threats = corpus_card("Imaginary Threats")
    *_, effect = threats.abilities[0].effects
    assert effect == E.NoUntapNextUntapStep(effect.permanents, PlayerRef.TARGET_PLAYER)
    assert _bobs_creature_held(threats, "UUUU")


def _bobs_creature_held(spell, mana: str) -> bool:
    """Alice casts `spell` targeting Bob, who has a tapped creature and a tapped land: whether,
    after his untap step, the creature alone is still tapped."""
    g = main_phase_game()
    held = {"creature": g.put_onto_battlefield("Bob", creature("Bear", 2, 2), tapped=True),
            "land": g.put_onto_battlefield("Bob", FOREST, tapped=True)}
    g.add_mana("Alice", mana)
    g.cast("Alice", g.add_card("Alice", spell, Zone.HAND), targets=[["Bob"]])
    g.resolve_stack()
    g.advance_to(Step.UPKEEP, "Bob")
    return g.obj(held["creature"]).tapped and not g.obj(held["land"]).tapped


def test_a_saved_game_keeps_the_rule():
    """The rule waits in the player's record (Player.untap_holds): saved and loaded, it holds."""
    from cardtext.runtime.game import Game
    loaded = Game.from_json(_with_last_stand().to_json())
    loaded.set_step(Step.END, "Bob", turn=4)
    loaded.advance_to(Step.UPKEEP, "Alice")
    forests = [loaded.state.objects[i] for i in loaded.state.battlefield if loaded.state.objects[i].name == "Forest"]
    assert len(forests) == 2 and all(f.tapped for f in forests)
