"""Cards of the shared corpus compiled for engine tests that play real printed text."""
from __future__ import annotations

import json
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "cards.jsonl"


def corpus_card(name: str):
    """The compiled definition of the corpus card named `name`."""
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        data = json.loads(line)
        if data["name"] == name:
            return compile_card(CardSource(data["name"], data["oracle_text"], data["mana_cost"],
                                           data["type_line"])).definition
    raise LookupError(name)
