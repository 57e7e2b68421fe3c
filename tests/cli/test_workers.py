"""`-j N`'s worker processes (compiler/cli/workers.py): the runs the workers take cover every item
once, shrinking as the batch ends; results come back in input order whoever computed them; a
worker that dies, an exception in a worker and Ctrl-C each end the command cleanly, with nothing
written."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli import batch, workers
from cardtext.compiler.cli.main import main


class _Counter:
    """The shared counter's interface, in one process."""

    def __init__(self):
        self.value = 0

    def get_lock(self):
        import contextlib
        return contextlib.nullcontext()


@pytest.mark.parametrize("total,jobs", [(15052, 2), (500, 2), (503, 3), (10_000, 16), (7, 2)])
def test_the_runs_cover_every_item_once_and_shrink_as_the_batch_ends(total, jobs):
    counter, runs = _Counter(), []
    while True:
        start, stop = workers._claim(counter, total, jobs)
        if start >= total:
            break
        runs.append((start, stop))
    assert [i for start, stop in runs for i in range(start, stop)] == list(range(total))
    sizes = [stop - start for start, stop in runs]
    assert sizes == sorted(sizes, reverse=True)
    assert max(sizes) <= workers.MAX_CHUNK
    assert all(s >= workers.MIN_CHUNK for s in sizes[:-1])
    assert workers._claim(counter, total, jobs)[0] == total        # taken: nothing more


def _slow_on_odd(item: int) -> tuple[int, int]:
    time.sleep(0.002 if item % 2 else 0)
    return item * item, os.getpid()


def test_results_come_back_in_input_order_whichever_worker_computed_them():
    items = list(range(600))
    out = batch.run_batch(items, _slow_on_odd, key=None, jobs=2)
    assert [value for value, _ in out] == [i * i for i in items]
    assert os.getpid() not in {pid for _, pid in out}              # computed by the workers


def test_results_come_back_in_input_order_under_spawn(monkeypatch):
    monkeypatch.setattr(batch, "START_METHOD", "spawn")
    items = list(range(520))
    assert [value for value, _ in batch.run_batch(items, _slow_on_odd, key=None, jobs=2)] == \
        [i * i for i in items]


def _raises_on_300(item: int) -> int:
    if item == 300:
        raise ValueError(f"bad item {item}")
    return item


def test_what_the_work_raises_in_a_worker_is_raised_here():
    with pytest.raises(ValueError, match="bad item 300") as raised:
        batch.run_batch(list(range(600)), _raises_on_300, key=None, jobs=2)
    assert "bad item 300" in str(raised.value.__cause__)          # the worker's traceback


def _dies_on_300(item: int) -> int:
    if item == 300:
        os.kill(os.getpid(), signal.SIGKILL)
    return item


def test_a_worker_that_dies_ends_the_batch_with_a_message():
    with pytest.raises(workers.WorkerLost, match="exit status -9"):
        batch.run_batch(list(range(600)), _dies_on_300, key=None, jobs=2)


def test_a_worker_that_dies_ends_compile_with_no_output_and_no_traceback(tmp_path, corpus, monkeypatch):
    """A worker killed (out of memory, say) halfway: exit status 1, an error on standard
    error, nothing on standard output."""
    from cardtext.compiler.cli import compile as compile_command
    lines = (corpus / "cards.jsonl").read_text(encoding="utf-8").splitlines()[:40]
    sample = tmp_path / "sample.jsonl"
    sample.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.setattr(batch, "PARALLEL_MINIMUM", 10)
    compiled = compile_command.compiled_entry

    def dies_on_the_twentieth(entry, **options):
        if entry is not None and entry.line == 20:
            os.kill(os.getpid(), signal.SIGKILL)
        return compiled(entry, **options)
    monkeypatch.setattr(compile_command, "compiled_entry", dies_on_the_twentieth)
    done = CliRunner().invoke(main, ["compile", "--format", "json", "--no-cache", "-j", "2", str(sample)])
    assert done.exit_code == 1 and done.stdout == ""
    assert "Error: a worker process ended unexpectedly" in done.stderr and "Traceback" not in done.stderr


def _ctrl_c_as_in_a_terminal() -> None:
    """SIGINT's default action, as in a terminal's foreground job: a test run in a background
    job (`pytest &`, a CI step some runners start so) inherits it ignored, and Python then
    keeps ignoring it, so the command would never see the Ctrl-C."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _workers_started(pid: int, workers: int = 2, wait: float = 60.0) -> None:
    """Back once the process `pid` has its `workers` child processes (which live only while the
    batch is compiled) and a moment has passed, so a signal sent then reaches it mid-compile
    however fast this machine compiles the corpus (a fixed sleep of 3 s outlasted the whole
    command once it compiled faster); where /proc can't tell, after 1 s."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if not children.exists():
        time.sleep(1)
        return
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if len(children.read_text().split()) >= workers:
            time.sleep(0.2)
            return
        time.sleep(0.02)
    raise AssertionError(f"no worker started within {wait} s")


def test_ctrl_c_ends_the_workers_and_the_command_with_nothing_written(corpus):
    """Ctrl-C reaches the whole process group: the command stops with click's "Aborted!" (exit
    status 1), no traceback from it or its workers, no output, no worker left running."""
    command = [sys.executable, "-c", "from cardtext.compiler.cli.main import main; main()", "compile",
               "--no-cache", "--format", "json", "-j", "2", str(corpus / "cards.jsonl")]
    started = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                               preexec_fn=_ctrl_c_as_in_a_terminal)
    _workers_started(started.pid)
    os.killpg(started.pid, signal.SIGINT)
    out, err = started.communicate(timeout=60)
    assert (started.returncode, len(out)) == (1, 0), err.decode(errors="replace")[-2000:]
    assert b"Aborted!" in err and b"Traceback" not in err
    with pytest.raises(ProcessLookupError):         # the group is gone: no worker outlived it
        os.killpg(started.pid, 0)


def test_a_ctrl_c_while_the_workers_start_reaches_the_command_once_they_have():
    """SIGINT is ignored while the workers start, so each begins ignoring it; a Ctrl-C in those
    milliseconds is held back, not lost: it interrupts the command as soon as they have started
    (ignored alone, it was dropped and the batch ran to its end)."""
    import multiprocessing
    fork = multiprocessing.get_context("fork")

    class InterruptedAsItStarts(fork.Process):
        def start(self):
            os.kill(os.getpid(), signal.SIGINT)
            super().start()

    class Context:
        Pipe = staticmethod(fork.Pipe)
        Process = InterruptedAsItStarts

    counter = fork.Value("q", 0)
    # Python's own handler, as in a terminal (a test run in a background job has SIGINT ignored)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            workers._start(Context, 1, (["a card"], str, None, counter, 1))
    finally:
        signal.signal(signal.SIGINT, before)
    for process in multiprocessing.active_children():
        process.join(timeout=30)
        assert process.exitcode == 0
