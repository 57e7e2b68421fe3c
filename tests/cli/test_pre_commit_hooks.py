""".pre-commit-hooks.yaml: the hooks a card repository uses (cardtext lint, cardtext fmt), in
the shape pre-commit reads, each entry a real command of this package.

PyYAML is not a dependency, and the file is kept to the YAML subset read here: a list of flat
mappings of plain scalars, comments and blank lines."""
from __future__ import annotations

import re
import shlex
import tomllib

from click.testing import CliRunner

from cardtext.compiler.cli.main import main

REQUIRED = {"id", "name", "entry", "language"}
KNOWN = REQUIRED | {"files", "description", "types", "args", "pass_filenames", "require_serial",
                    "minimum_pre_commit_version", "stages", "exclude", "always_run", "verbose"}


def read_hooks(text: str) -> list[dict[str, str]]:
    """A list of flat mappings; anything outside the subset fails the test."""
    hooks: list[dict[str, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = re.fullmatch(r"(- |  )([a-z_]+): (\S.*)", line)
        assert m, f"line {number} is outside the YAML subset: {line!r}"
        indent, key, value = m.groups()
        assert ": " not in value and " #" not in value and value[0] not in "'\"[{&*!|>%@`", \
            f"line {number}: write the value as a plain scalar"
        if indent == "- ":
            hooks.append({})
        assert hooks and key not in hooks[-1], f"line {number}: a key outside a hook, or repeated"
        hooks[-1][key] = value
    return hooks


def test_the_hooks_file_has_the_shape_pre_commit_reads(repo):
    hooks = read_hooks((repo / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert [h["id"] for h in hooks] == ["cardtext-lint", "cardtext-fmt", "cardtext-fmt-check"]
    for hook in hooks:
        assert REQUIRED <= set(hook) and set(hook) <= KNOWN, hook
        assert hook["language"] == "python"
        assert hook["files"] == r"\.card$"
        assert re.search(hook["files"], "cards/custom.card") and not re.search(hook["files"], "keywords.toml")


def test_each_entry_is_a_real_command_that_runs_on_card_files(repo, tmp_path):
    """pre-commit runs `entry FILE...`; the program is this package's console script."""
    scripts = tomllib.loads((repo / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    card = tmp_path / "ok.card"
    card.write_text("Name: Test Elf\nCost: {G}\nType: Creature \u2014 Elf\nP/T: 1/1\n---\n{T}: Add {G}.\n",
                    encoding="utf-8")
    for hook in read_hooks((repo / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")):
        program, *args = shlex.split(hook["entry"])
        assert program in scripts
        assert args[0] in main.commands, hook["entry"]
        result = CliRunner().invoke(main, args + [str(card)])
        assert result.exit_code == 0, (hook["id"], result.output)
