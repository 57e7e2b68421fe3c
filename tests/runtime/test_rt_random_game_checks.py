"""What `cardtext play` relies on: the same seed plays the same game (its log is pinned here, so
an engine change that changes how a game goes is seen), the legal action listing offers exactly
what trying every candidate on a copy offers, and a refusal that leaves a trace is found."""
from __future__ import annotations

import random

from test_rt_random import DECK

from cardtext.compiler.harness import autoplay
from cardtext.compiler.harness.autoplay import new_random_game, play_checked, play_random
from cardtext.compiler.harness.state_snapshot import StateSnapshot
from cardtext.runtime.engine.actions import Action
from cardtext.runtime.engine.legal_actions import ProbeDecider
from cardtext.runtime.errors import IllegalAction

# The sha256 of the log of seed 3 and of seed 11, six turns of DECK against DECK, as the engine
# played them before the listing checked legality without trials (and after); since the first
# turn's upkeep begins (CR 103.8, 503.1) the log has its "upkeep begins" line, nothing else changed.
PINNED = {3: "7efef25a02bc44f92c247c09cce094bf4229a79fe4572f47ad517255075623e6",
          11: "09040bb36817fd0216099101b2612e7bbf4d5b67c9adb382742d125b82b490b4"}


def test_a_seeded_game_plays_the_pinned_log():
    for seed, digest in PINNED.items():
        game = new_random_game([DECK, DECK], seed)
        play_random(game, seed, 300)
        assert autoplay.log_digest(game) == digest, f"seed {seed} played a different game"


def test_checked_games_keep_every_invariant_and_report_their_digest():
    for seed in PINNED:
        report = play_checked([DECK, DECK], seed, 6, 900)
        assert report.violation is None and report.ended == "turns"
        assert len(report.log_digest) == 64


def _tried(game, player: int) -> set:
    """Every candidate tried on a copy of the state (the listing as it was, trials only)."""
    def works(fn) -> bool:
        saved, game.decider = game.decider, ProbeDecider()
        try:
            return game.dry_run(fn) is None
        except Exception:
            return False
        finally:
            game.decider = saved
    s = game.state
    found = {("pass", None, None)}
    for oid in list(s.players[player].hand) + s.playable_elsewhere(player):
        if works(lambda: game.play_land(player, oid)):
            found.add(("play_land", oid, None))
        elif works(lambda: game.cast(player, oid)):
            found.add(("cast", oid, None))
    from cardtext.runtime.engine.query import activated_abilities
    for oid in sorted(s.battlefield):
        for i, _ in enumerate(activated_abilities(s.objects[oid], s)):
            if works(lambda: game.activate(player, oid, i)):
                found.add(("activate", oid, i))
    return found


def test_the_listing_offers_what_trials_on_copies_offer():
    """CR 305.1-305.2, 601.2, 602.2: the checks the listing asks first refuse only what the trial
    would refuse; along a random game both give the same actions at every step."""
    for seed in (3, 5):
        game = new_random_game([DECK, DECK], seed)
        rng = random.Random(seed)
        for _ in range(120):
            player = game.state.priority
            if player is not None:
                listed = {(a.kind, a.object_id, a.index if a.kind == "activate" else None)
                          for a in game.legal_actions(player)
                          if a.kind != "attack"}
                assert listed == _tried(game, player)
            try:
                autoplay.take(game, autoplay.choose_action(game, rng))
            except IllegalAction:
                game.pass_priority(game.state.priority)


def test_a_refused_action_that_leaves_a_trace_is_found(monkeypatch):
    """A refusal must leave the state as it was (every action is a transaction). An engine that
    changed the state and then refused is caught: the state before is played again from the
    seed and compared with the state after, byte for byte."""
    real_take = autoplay.take

    def leaky_take(game, action):
        if action is not None and action.kind == "play_land":
            game.state.players[action.player].life -= 1          # the trace
            raise IllegalAction("CR 305.1: refused for the test")
        real_take(game, action)
    monkeypatch.setattr(autoplay, "take", leaky_take)
    report = play_checked([DECK, DECK], 3, 6, 900)
    assert report.violation is not None and report.refused == 1
    assert "changed the state" in report.violation.messages[0]
    assert report.violation.action.startswith("Alice plays") or report.violation.action.startswith("Bob plays")


def test_the_mana_a_cast_needs_in_the_pool_at_least():
    """CR 601.2g-h: a spell is paid from the pool; each coloured, hybrid, colourless or snow
    symbol needs a unit of mana whatever reduces the generic part; a Phyrexian symbol can be
    paid with life (CR 107.4f), X can be 0, and convoke pays coloured symbols with creatures."""
    from rt_cards import GRIZZLY_BEARS, cost
    from dataclasses import replace
    from cardtext.runtime.abilities import KeywordAbility
    from cardtext.runtime.engine.payment import mana_only_symbols
    assert mana_only_symbols(GRIZZLY_BEARS) == 1                      # {1}{G}
    assert mana_only_symbols(replace(GRIZZLY_BEARS, mana_cost=cost("XGG"))) == 2
    assert mana_only_symbols(replace(GRIZZLY_BEARS, mana_cost=cost("3"))) == 0
    assert mana_only_symbols(replace(GRIZZLY_BEARS, mana_cost=cost("{1}{G/P}{C}"))) == 1
    convoke = replace(GRIZZLY_BEARS, abilities=(KeywordAbility("convoke"),))
    assert mana_only_symbols(convoke) == 0


def test_a_trace_left_after_earlier_clean_refusals_is_found(monkeypatch):
    """The game is replayed once and played on from one refusal to the next: a refusal that
    leaves a trace after several that leave none is still compared with the state before it."""
    real_take = autoplay.take

    def take(game, action):
        if action is not None and action.kind == "play_land":
            if game.state.turn >= 3:
                game.state.players[action.player].life -= 1      # the trace
            raise IllegalAction("CR 305.1: refused for the test")
        real_take(game, action)
    monkeypatch.setattr(autoplay, "take", take)
    report = play_checked([DECK, DECK], 3, 6, 900)
    assert report.violation is not None and report.violation.turn >= 3
    assert report.refused >= 3, "the clean refusals of turns 1 and 2 came first"
    assert "changed the state" in report.violation.messages[0]


def test_the_replay_writes_the_state_the_game_had_before_each_action():
    """_Replay takes the recorded actions again (a refused one followed by a pass, as
    play_checked does) and writes the text the played game had before action N, whether it
    plays on from an earlier action or goes back and starts again."""
    from cardtext.compiler.harness.state_snapshot import state_text
    game, rng, actions, before = new_random_game([DECK, DECK], 5), random.Random(5), [], {}
    for n in range(91):
        before[n] = state_text(game.state)
        action = autoplay.choose_action(game, rng)
        actions.append(action)
        try:
            autoplay.take(game, action)
        except IllegalAction:
            game.pass_priority(game.state.priority)
    assert len(set(before.values())) > 40, "the game went on: the states differ"
    kept = autoplay._Replay([DECK, DECK], 5, actions=actions)
    for n in (7, 40, 41, 90, 12):         # the last one goes back: a new replay
        assert kept.state_text(StateSnapshot(), n) == before[n]
        assert autoplay._Replay([DECK, DECK], 5, actions=actions).state_text(StateSnapshot(), n) == before[n]
