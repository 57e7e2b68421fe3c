"""The README's console examples are real: each ```console block is run and its output compared.

A block is a list of `$ command` lines (a trailing backslash continues a command), each followed
by the output it prints (standard output and standard error, as a terminal shows them). The
commands of one block run in one bash session, in a scratch folder laid out like the repository's
neighbourhood (`tests/`, `bench/` and `../shared` reachable), so `echo $?` sees the previous
command. `$ cat FILE` of a file that is not in the repository defines FILE: the scratch folder
gets it with the printed content, so the example that follows can read it.

Timings are not reproducible, so numbers followed by a time or rate unit (`15.20 s`, `995
cards/s`, `0.52 games/s`, `198 ms`) are compared as `N`. Output that is a JSON document is compared as JSON,
because the README folds it for reading.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
TIMING = re.compile(r"\d+(?:\.\d+)?(?=\s*(?:ms|s|cards/s|lines/s|games/s)\b)|(?<=seconds)\s+\d+(?:\.\d+)?")


@dataclass(frozen=True)
class Example:
    command: str
    expected: str


def console_blocks(text: str) -> list[tuple[int, list[Example]]]:
    """(first line number, examples) of each ```console block of the README."""
    blocks, lines, i = [], text.splitlines(), 0
    while i < len(lines):
        if lines[i].strip() != "```console":
            i += 1
            continue
        start, body, i = i + 1, [], i + 1
        while lines[i].strip() != "```":
            body.append(lines[i])
            i += 1
        blocks.append((start + 1, _examples(body)))
        i += 1
    return blocks


def _examples(body: list[str]) -> list[Example]:
    examples: list[Example] = []
    command, output = None, []
    lines = iter(body)
    for line in lines:
        if line.startswith("$ "):
            if command is not None:
                examples.append(Example(command, "\n".join(output)))
            command, output = line[2:], []
            while command.endswith("\\"):
                command = command[:-1] + " " + next(lines).strip()
        else:
            output.append(line)
    if command is not None:
        examples.append(Example(command, "\n".join(output)))
    return examples


def _normal(text: str) -> str:
    lines = [TIMING.sub("N", line).rstrip() for line in text.strip("\n").splitlines()]
    return "\n".join(lines).strip("\n")


def _same(expected: str, actual: str) -> bool:
    try:
        return json.loads(expected) == json.loads(actual)
    except ValueError:
        return _normal(expected) == _normal(actual)


def _scratch(tmp_path: Path, examples: list[Example]) -> Path:
    work = tmp_path / "work"
    work.mkdir()
    (tmp_path / "shared").symlink_to(SHARED)
    for name in ("tests", "bench", "cards"):
        (work / name).symlink_to(REPO / name)
    for ex in examples:
        words = ex.command.split()
        if words[0] == "cat" and len(words) == 2 and not (REPO / words[1]).exists():
            (work / words[1]).write_text(ex.expected + "\n", encoding="utf-8")
    return work


def _run(examples: list[Example], cwd: Path) -> list[str]:
    """Run the block's commands in one bash session; the output of each, in order."""
    marker = "@@readme-example@@"
    # keep $? across the marker, so that `echo $?` sees the example before it
    script = "".join(f"__status=$?; echo {marker}; (exit $__status)\n{ex.command}\n" for ex in examples)
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
               PYTHONUNBUFFERED="1", COLUMNS="200")
    env.pop("CARDTEXT_CORPUS", None)
    run = subprocess.run(["bash", "-c", script], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=1800)
    return run.stdout.split(marker + "\n")[1:]


BLOCKS = console_blocks((REPO / "README.md").read_text(encoding="utf-8"))


def test_readme_has_console_examples():
    assert len(BLOCKS) >= 5


@pytest.mark.parametrize("line, examples", BLOCKS, ids=[f"README.md:{n}" for n, _ in BLOCKS])
def test_readme_console_block(line, examples, tmp_path):
    if any("../shared" in ex.command for ex in examples) and not (SHARED / "corpus").is_dir():
        pytest.skip("the shared corpus is not beside the repository")
    outputs = _run(examples, _scratch(tmp_path, examples))
    assert len(outputs) == len(examples), f"README.md:{line}: the block stopped early"
    for ex, out in zip(examples, outputs):
        assert _same(ex.expected, out), (
            f"README.md:{line}: `{ex.command}` printed\n{out}\ninstead of\n{ex.expected}")
