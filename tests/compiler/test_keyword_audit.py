"""The keyword database against the current Comprehensive Rules' lists (CR 702 keyword abilities,
CR 701 keyword actions, CR 207.2c ability words, November 2025 text, through the 2025 sets).

The list is the table of docs/keywords.md ("The current rules' lists, entry by entry"). Every row
is a database entry of its kind with its rule, or says why it has none; the rows without an
entry are named here, so a keyword that drops out of the database, or a new row without an
entry, fails."""
import re
from pathlib import Path

import pytest

from cardtext.compiler.keywords.database import KeywordKind, builtin

DOCS = Path(__file__).resolve().parents[2] / "docs" / "keywords.md"
KINDS = {"ability": KeywordKind.ABILITY, "action": KeywordKind.ACTION, "ability word": KeywordKind.ABILITY_WORD}

# the rows with no entry, and the word their reason starts with
WITHOUT_ENTRY = {
    "activate": "no entry", "cast": "no entry", "play": "no entry",        # the rules' verbs (CR 701.2, 701.5, 701.18)
    "offering": "not yet",
    "heal": "out of scope", "recruit": "out of scope", "sneak": "out of scope",        # 2026 rules
    "disappear": "out of scope", "infusion": "out of scope", "opus": "out of scope",
    "repartee": "out of scope", "vivid": "out of scope",
}


def audit_rows() -> list[tuple[str, str, str, str]]:
    """(name, rule, kind, in the database) of each row of the table."""
    text = DOCS.read_text(encoding="utf-8")
    start = text.index("## The current rules' lists, entry by entry")
    rows = []
    for line in text[start:].splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 5 and cells[0] not in ("name", "---"):
            rows.append(tuple(cells[:4]))
        elif rows and not line.startswith("|"):
            break
    return rows


ROWS = audit_rows()


def test_the_table_holds_the_current_lists():
    names = {r[0] for r in ROWS}
    kinds = [r[2] for r in ROWS]
    assert kinds.count("ability word") == 56 + 5         # CR 207.2c through 2025, and the 2026 words
    assert {"start your engines!", "max speed", "firebending", "the ring tempts you", "time travel",
            "face a villainous choice", "eerie", "paradox", "secret council"} <= names
    assert len(names) == len(ROWS), "a name listed twice"


@pytest.mark.parametrize("row", [r for r in ROWS if r[3].startswith("yes")], ids=lambda r: r[0])
def test_a_row_marked_yes_is_a_database_entry_of_its_kind_and_rule(row):
    name, rule, kind, where = row
    variants = re.fullmatch(r"yes(?: \((.*)\))?", where).group(1)
    for entry_name in (variants.split(", ") if variants else [name]):
        entry = builtin().get(entry_name)
        assert entry is not None, f"{entry_name} (CR {rule}) is not in the database"
        assert entry.kind is KINDS[kind], entry_name
        assert entry.rule == rule, f"{entry_name}: the database says CR {entry.rule}, the current rules {rule}"


@pytest.mark.parametrize("row", [r for r in ROWS if not r[3].startswith("yes")], ids=lambda r: r[0])
def test_a_row_without_an_entry_says_why(row):
    name, rule, kind, where = row
    assert builtin().get(name) is None, f"{name} is in the database now: mark its row 'yes'"
    assert WITHOUT_ENTRY.get(name) and where.startswith(WITHOUT_ENTRY[name] + ":"), (name, where)


def test_every_row_named_here_is_in_the_table():
    assert set(WITHOUT_ENTRY) <= {r[0] for r in ROWS}
