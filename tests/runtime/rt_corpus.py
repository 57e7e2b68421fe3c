"""Cards of the shared corpus compiled for engine tests that play real printed text, and a game
to play them in."""
from __future__ import annotations

import json
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import FOREST

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "cards.jsonl"


def corpus_card(name: str):
    """The compiled definition of the corpus card named `name`."""
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        data = json.loads(line)
        if data["name"] == name:
            return compile_card(CardSource(data["name"], data["oracle_text"], data["mana_cost"],
                                           data["type_line"])).definition
    raise LookupError(name)


def main_phase_game() -> Game:
    """Alice's first main phase on turn 3, both libraries ten Forests, the first option always taken."""
    g = Game(decider=FirstOptionDecider())
    g.set_library("Alice", [FOREST] * 10)
    g.set_library("Bob", [FOREST] * 10)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    return g
