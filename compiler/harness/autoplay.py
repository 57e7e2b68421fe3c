"""Seeded random play: drives a Game through its public API (property tests, demos)."""
from __future__ import annotations

import random
from collections.abc import Sequence

from ...runtime.abilities import CardDefinition
from ...runtime.characteristics import Step
from ...runtime.engine.decider import RandomDecider
from ...runtime.errors import IllegalAction
from ...runtime.game import Game


def new_random_game(decks: Sequence[Sequence[CardDefinition]], seed: int,
                    names: Sequence[str] = ("Alice", "Bob"), hand_size: int = 7) -> Game:
    """A game with shuffled libraries (seeded), opening hands drawn, at turn 1 upkeep."""
    game = Game(names, RandomDecider(seed))
    rng = random.Random(seed)
    for player, deck in enumerate(decks):
        cards = list(deck)
        rng.shuffle(cards)
        game.set_library(player, cards)
        from ...runtime.engine.zones import draw
        draw(game, player, hand_size)
    game.set_step(Step.UPKEEP, 0, turn=1)
    return game


def play_random(game: Game, seed: int, max_actions: int = 400) -> int:
    """Take up to `max_actions` random legal actions; returns how many were taken.

    Refused actions (IllegalAction) leave the state unchanged; the player then passes.
    """
    rng = random.Random(seed)
    taken = 0
    for _ in range(max_actions):
        state = game.state
        if state.over:
            break
        player = state.priority
        if player is None:
            game.pass_priority()
            continue
        actions = game.legal_actions(player)
        active = [a for a in actions if a.kind != "pass"]
        action = rng.choice(active) if active and rng.random() < 0.7 else actions[0]
        try:
            game.perform(action)
        except IllegalAction:
            game.pass_priority(player)
        taken += 1
    return taken
