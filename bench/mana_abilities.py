"""Count corpus lines that are mana abilities ("COST: Add ...") and how many compile fully.

    python bench/mana_abilities.py [../shared/corpus/cards.jsonl] [--show N]
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource

MANA_LINE = re.compile(r'^[^:"]*: Add ')


def main(argv: list[str]) -> None:
    path = Path(argv[0]) if argv and not argv[0].startswith("--") else \
        Path(__file__).resolve().parents[2] / "shared" / "corpus" / "cards.jsonl"
    show = int(argv[argv.index("--show") + 1]) if "--show" in argv else 0
    total = ok = 0
    failures: Counter[str] = Counter()
    for row in path.read_text(encoding="utf-8").splitlines():
        card = json.loads(row)
        for line in card["oracle_text"].split("\n"):
            if not MANA_LINE.match(re.sub(r"\([^)]*\)", "", line).strip()):
                continue
            total += 1
            compiled = compile_card(CardSource(card["name"], line, type_line=card["type_line"]))
            if compiled.fully_compiled:
                ok += 1
            else:
                d = compiled.diagnostics[0]
                failures[f"{d.code} {d.message}"] += 1
    print(f"mana ability lines: {total}, fully compiled: {ok} ({100 * ok / max(total, 1):.1f}%)")
    for reason, n in failures.most_common(show):
        print(f"  {n:4d}  {reason}")


if __name__ == "__main__":
    main(sys.argv[1:])
