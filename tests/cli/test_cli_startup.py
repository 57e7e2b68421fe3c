"""`cardtext --help` loads only the command line: no lark, no rules engine, no compiler pipeline;
`cardtext compile` loads the compiler and the ability model it targets, not the rules engine.

Checked in a fresh interpreter through `sys.modules`, not by timing (bench/cli_startup.py times it).
"""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

COMMAND = """
import json, sys
from cardtext.compiler.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)))
"""


def loaded_by(*args: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", COMMAND, *args], capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout.splitlines()[-1])


def loaded_by_help() -> list[str]:
    return loaded_by("--help")


def test_help_does_not_load_lark_the_runtime_or_the_pipeline():
    loaded = loaded_by_help()
    assert not [m for m in loaded if m == "lark" or m.startswith("lark.")]
    assert not [m for m in loaded if m.startswith("cardtext.runtime")]
    assert not [m for m in loaded if m in ("cardtext.compiler.pipeline", "cardtext.compiler.api")
                or m.startswith(("cardtext.compiler.syntax", "cardtext.compiler.lowering",
                                 "cardtext.compiler.harness"))]


COMMANDS = ("cache", "compile", "coverage", "fmt", "import", "lint", "lsp", "new", "run")


@pytest.mark.parametrize("command", COMMANDS)
def test_each_commands_help_loads_only_the_command_line(command):
    """`cardtext COMMAND --help` prints the options: nothing of the compiler, lark or the engine."""
    loaded = loaded_by(command, "--help")
    heavy = [m for m in loaded if m == "lark" or m.startswith(("lark.", "cardtext.runtime", "cardtext.grammar",
                                                                "cardtext.compiler.syntax", "pygls"))
             or m in ("cardtext.compiler.pipeline", "cardtext.compiler.api")]
    assert not heavy, f"cardtext {command} --help loaded {heavy}"


def test_compile_does_not_load_the_rules_engine():
    loaded = loaded_by("compile", "--text", "{T}: Add {G}.")
    assert "cardtext.compiler.pipeline" in loaded                 # it did compile
    engine = [m for m in loaded if m.startswith(("cardtext.runtime.engine", "cardtext.runtime.handlers",
                                                 "cardtext.runtime.mechanics", "cardtext.runtime.game",
                                                 "cardtext.compiler.harness"))]
    assert not engine, f"cardtext compile loaded the engine: {engine}"
