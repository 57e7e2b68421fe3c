"""Write grammar/oracle_words.txt: every word of the rules text of real cards (both corpora),
lower case, one per line. The linter reads it (compiler/lint/compiled.py): a word Oracle text
uses is never reported as a misspelling, even where cardtext's grammar does not know it yet.

    python bench/gen_oracle_words.py [CORPUS.jsonl ...]
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = [ROOT.parent / "shared" / "corpus" / "cards.jsonl", ROOT.parent / "shared" / "corpus" / "modern.jsonl"]


def words(paths) -> set[str]:
    found: set[str] = set()
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            card = json.loads(line)
            text = " ".join(str(card.get(k) or "") for k in ("oracle_text", "name", "type_line"))
            found.update(w.strip("'-") for w in re.findall(r"[a-z][a-z'-]*", text.lower()))
    return {w for w in found if w}


if __name__ == "__main__":
    paths = sys.argv[1:] or DEFAULT
    out = ROOT / "grammar" / "oracle_words.txt"
    out.write_text("\n".join(sorted(words(paths))) + "\n", encoding="utf-8")
    print(f"{out.relative_to(ROOT)}: {len(words(paths))} words")
