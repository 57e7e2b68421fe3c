"""Round-trip rates over the corpus, of the fully compiled cards:
- text: every line renders back equal (today's wording, printed letter case);
- lowered: compile(render(card)) gives the same runtime abilities as compile(card).

    python bench/roundtrip.py [../shared/corpus/cards.jsonl] [--show N]
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card, lowered_equal, rendered_text
from cardtext.compiler.source.card import CardSource


def main(argv: list[str]) -> None:
    path = Path(argv[0]) if argv and not argv[0].startswith("--") else \
        Path(__file__).resolve().parents[2] / "shared" / "corpus" / "cards.jsonl"
    show = int(argv[argv.index("--show") + 1]) if "--show" in argv else 0
    compiled = equal = lowered = 0
    misses: list[tuple[str, str]] = []
    lowered_misses: list[tuple[str, str]] = []
    shapes: Counter[str] = Counter()
    for row in path.read_text(encoding="utf-8").splitlines():
        c = json.loads(row)
        card = compile_card(CardSource(c["name"], c["oracle_text"], c.get("mana_cost", ""), c["type_line"],
                                       c.get("power"), c.get("toughness"), c.get("loyalty"),
                                       c.get("nickname")))
        if not card.fully_compiled:
            continue
        compiled += 1
        checks = check_card(card)
        if all(ch.equal for ch in checks):
            equal += 1
        else:
            bad = next(ch for ch in checks if not ch.equal)
            misses.append((bad.printed, bad.displayed))
            shapes[" ".join(bad.expected.split()[:2])] += 1
        if lowered_equal(card):
            lowered += 1
        else:
            lowered_misses.append((c["oracle_text"], rendered_text(card) or "<no rendering>"))
    print(f"fully compiled: {compiled}, round trip equal: {equal} ({100 * equal / max(compiled, 1):.1f}%), "
          f"lowered equal: {lowered} ({100 * lowered / max(compiled, 1):.1f}%)")
    for expected, rendered in misses[:show]:
        print(f"  in : {expected}\n  out: {rendered}")
    if show:
        print(shapes.most_common(20))
        print("lowered differences:")
    for original, rendered in lowered_misses[:show]:
        print(f"  in : {original!r}\n  out: {rendered!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
