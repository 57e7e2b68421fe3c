"""Determinism of RandomDecider and random play through legal_actions."""
from rt_cards import (ENDLESS_ONE, FOREST, FORTUNE, GRIZZLY_BEARS, HARDENED_SCALES, LLANOWAR_ELVES, PLAINS,
                      PRODIGAL_SORCERER, RAISE_SOLDIER, REFLECTING_POOL, SHOCK, VOREL, MEMNITE,
                      HEARTBEAT_OF_SPRING, MANA_REFLECTION, SADDLE_3_MOUNT)

from cardtext.compiler.harness.autoplay import new_random_game, play_random
from cardtext.runtime.characteristics import Step

DECK = ([FOREST] * 6 + [PLAINS] * 5 + [REFLECTING_POOL, GRIZZLY_BEARS, GRIZZLY_BEARS, LLANOWAR_ELVES,
        FORTUNE, SHOCK, ENDLESS_ONE, HARDENED_SCALES, VOREL, RAISE_SOLDIER, MEMNITE, PRODIGAL_SORCERER,
        HEARTBEAT_OF_SPRING, MANA_REFLECTION, SADDLE_3_MOUNT])


def run(seed: int, actions: int = 150):
    game = new_random_game([DECK, DECK], seed)
    play_random(game, seed, actions)
    return game


def test_random_decider_same_seed_same_log():
    assert run(7).log_lines() == run(7).log_lines()


def test_random_decider_different_seeds_differ():
    assert run(1).log_lines() != run(2).log_lines()


def test_random_games_run_and_keep_invariants():
    for seed in range(6):
        game = run(seed, 120)
        state = game.state
        assert state.turn >= 1
        for oid in state.battlefield:
            o = state.objects[oid]
            assert not o.gone and o.zone.value == "battlefield"
        zones = [oid for p in state.players for z in (p.hand, p.library, p.graveyard, p.exile) for oid in z]
        assert len(zones + state.battlefield) == len(set(zones + state.battlefield))


def test_legal_actions_offers_pass_and_plays(game):
    from rt_cards import FOREST as F
    card = game.add_card("Alice", F)
    kinds = {(a.kind, a.object_id) for a in game.legal_actions("Alice")}
    assert ("pass", None) in kinds and ("play_land", card) in kinds
    assert game.legal_actions("Bob") == []
    assert game.step is Step.MAIN1
