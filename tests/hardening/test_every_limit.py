"""Every limit has a test: the input limits of docs/limits.md and the engine limits
of runtime/limits.py are each checked by a test that goes over it; this file holds the one that
was missing (a JSON line over its length) and checks that none goes missing later."""
from __future__ import annotations

import json
import re
from pathlib import Path

from cardtext.compiler.source.limits import MAX_JSON_LINE
from cardtext.compiler.source.loaders import load_jsonl_text
from cardtext.runtime.limits import EngineLimits

REPO = Path(__file__).resolve().parents[2]
TESTS = REPO / "tests"


def test_a_json_line_over_the_limit_is_ct104_at_its_line_and_the_next_line_still_loads():
    long_card = json.dumps({"name": "Long", "type_line": "Instant", "oracle_text": "x" * MAX_JSON_LINE})
    short_card = json.dumps({"name": "Short", "type_line": "Land", "oracle_text": ""})
    first, second = load_jsonl_text(long_card + "\n" + short_card, "cards.jsonl")
    [diagnostic] = first.diagnostics
    assert (diagnostic.code, diagnostic.line) == ("CT104", 1)
    assert "too long" in diagnostic.message
    assert second.source is not None and second.source.name == "Short"


def _test_text(exclude: Path) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in TESTS.rglob("*.py") if p != exclude)


def test_each_input_limit_code_of_the_docs_is_checked_by_a_test():
    table = (REPO / "docs" / "limits.md").read_text(encoding="utf-8").split("## The engine")[0]
    codes = sorted(set(re.findall(r"\| (CT\d{3}) \|", table)))
    assert codes == ["CT104", "CT107", "CT108", "CT109", "CT110", "CT111", "CT204", "CT206"]
    tests = _test_text(Path(__file__))
    assert [c for c in codes if f'"{c}"' not in tests] == []


def test_each_engine_limit_is_reached_by_a_test():
    """tests/runtime/test_rt_limits.py sets each limit low (`_game(name=N)`) and sees the action
    undone with the limit's name in the reason."""
    limits_tests = (TESTS / "runtime" / "test_rt_limits.py").read_text(encoding="utf-8")
    docs = (REPO / "docs" / "limits.md").read_text(encoding="utf-8")
    for name in EngineLimits.names():
        assert f"| {name} |" in docs, name
        assert re.search(rf'"{name} [\d,]+ > [\d,]+"', limits_tests), f"no test reaches the {name} limit"


# how the README's "Limits and hardening" list words each engine limit, after its default
README_WORDS = {"objects": "objects", "tokens": "tokens per effect", "counters": "counters of a kind",
                "mana": "mana in a pool", "draws": "cards drawn per effect", "steps": "VM instructions per action"}


def test_each_limit_has_a_line_in_the_readme_with_its_value():
    readme = (REPO / "README.md").read_text(encoding="utf-8").split("## Limits and hardening")[1].split("\n## ")[0]
    table = (REPO / "docs" / "limits.md").read_text(encoding="utf-8").split("## The engine")[0]
    assert [c for c in sorted(set(re.findall(r"\| (CT\d{3}) \|", table))) if f"({c})" not in readme] == []
    defaults = EngineLimits()
    assert set(README_WORDS) == set(EngineLimits.names())
    for name, words in README_WORDS.items():
        assert f"{getattr(defaults, name):,} {words}" in readme, name
    assert "150 actions per turn" in readme and "10 s" in readme        # play's budget, exercise's time
