"""`-h` as well as `--help` everywhere, and every command's help lists the exit statuses the
command can return (an "Exit status:" block, one code a line)."""
from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli.main import main

# What each command can return; a command added later must at least say 0 (it worked) and 2
# (usage error, which click returns for any bad option).
EXIT_CODES = {
    "compile": {0, 1, 2},
    "coverage": {0, 1, 2},
    "lint": {0, 1, 2},
    "run": {0, 1, 2},
    "fmt": {0, 1, 2},
    "new": {0, 1, 2},
    "import": {0, 1, 2},
    "lsp": {0, 1, 2},
}


def _help(*args: str) -> str:
    result = CliRunner().invoke(main, [*args])
    assert result.exit_code == 0, result.output
    return result.output


def _listed_codes(text: str) -> set[int]:
    """The codes of the "Exit status:" block: the indented lines after it that start with a digit."""
    block = text.split("Exit status:", 1)[1]
    codes = set()
    for line in block.splitlines()[1:]:
        match = re.match(r"\s+(\d)\s{2}\S", line)
        if match:
            codes.add(int(match.group(1)))
        elif line.strip() and not line.startswith("     "):
            break                       # the block ends at the first line that is not in it
    return codes


@pytest.mark.parametrize("command", [[]] + [[name] for name in sorted(main.commands)],
                         ids=lambda c: c[0] if c else "cardtext")
def test_dash_h_is_help(command):
    assert _help(*command, "-h") == _help(*command, "--help")


@pytest.mark.parametrize("name", sorted(main.commands))
def test_help_lists_every_exit_status(name):
    text = _help(name, "--help")
    assert "Exit status:" in text
    assert _listed_codes(text) >= EXIT_CODES.get(name, {0, 2})


def test_group_help_says_where_the_exit_statuses_are():
    text = _help("--help")
    assert _listed_codes(text) == {0, 2}
    assert "`cardtext COMMAND -h`" in text


def test_unknown_command_is_a_usage_error():
    result = CliRunner().invoke(main, ["frobnicate"])
    assert result.exit_code == 2 and "No such command" in result.output
