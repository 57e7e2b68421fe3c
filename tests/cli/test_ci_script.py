""".ci/test, the test step of .ci/run: pytest's summary of skipped tests (-rs) and one line with
how many tests ran, failed and were skipped and why; a failure when pytest fails or collects
nothing (pytest's exit status 5)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / ".ci" / "test"

TESTS = '''
import pytest

def test_passes():
    pass

@pytest.mark.skip(reason="needs a sound card")
def test_skipped():
    pass

def test_skipped_inside():
    pytest.skip("no corpus here")

def test_also_skipped_inside():
    pytest.skip("no corpus here")
'''


def _run(folder: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHON": sys.executable}
    return subprocess.run(["bash", str(SCRIPT), "-p", "no:cacheprovider", "--rootdir", str(folder),
                           "-c", os.devnull, *args, str(folder)],
                          capture_output=True, text=True, env=env, cwd=folder, timeout=300)


@pytest.fixture
def suite(tmp_path):
    (tmp_path / "test_sample.py").write_text(TESTS)
    return tmp_path


def test_skipped_tests_are_counted_with_their_reasons(suite):
    result = _run(suite)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "CI: 4 tests, 0 failed, 3 skipped" in result.stdout
    assert "CI:   2 skipped: no corpus here" in result.stdout
    assert "CI:   1 skipped: needs a sound card" in result.stdout
    assert "SKIPPED [1]" in result.stdout                 # pytest's own -rs summary


def test_a_failing_test_fails_the_step(suite):
    (suite / "test_broken.py").write_text("def test_broken():\n    assert 1 == 2\n")
    result = _run(suite)
    assert result.returncode == 1
    assert "CI: 5 tests, 1 failed, 3 skipped" in result.stdout
    assert "CI: pytest failed with status 1" in result.stderr


def test_nothing_collected_is_a_failure(tmp_path):
    (tmp_path / "empty").mkdir()
    result = _run(tmp_path / "empty")
    assert result.returncode == 1
    assert "CI: pytest collected no tests" in result.stderr


def test_ci_run_uses_the_test_step():
    run = (SCRIPT.parent / "run").read_text()
    assert ".ci/test" in run and "set -euo pipefail" in run
