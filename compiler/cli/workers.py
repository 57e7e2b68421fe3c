"""A batch's items computed by worker processes (`-j N`, cli/batch.py), each result put back at its
item's place, so the output is in input order whichever worker computed what.

How the work is shared: the workers take the next run of items themselves, from one counter they
share (`_claim`), as each finishes its last run: a run is a share of what is left
(`chunk_size`: a quarter of an equal share, at most MAX_CHUNK items), so the runs shrink as the
batch ends and the workers finish within a few cards of each other, whichever cards cost most
(a card's compile time varies a hundredfold). A run's results go back to this process pickled,
in one message on the worker's own pipe.

What a worker starts with: under fork (Linux's default start method) this process loads the
compiler and the parser (`warm`) and freezes the collector's view of what it loaded before the
workers fork (batch._tune_collector), so no worker imports the compiler or reads the parser's
tables again, and each shares those pages with this process until it writes to them; the items
are inherited too, never pickled. Under spawn and forkserver a worker starts a new interpreter:
the items, the work and `warm` are pickled to it, and it loads the parser itself.

Ending: a worker ignores SIGINT (Ctrl-C reaches the whole process group): this process alone
stops on KeyboardInterrupt, ends the workers and lets it go on to click, which prints "Aborted!"
(exit 1). A worker that dies (killed, out of memory) ends the batch with WorkerLost, a click
error: a message, exit status 1, and no output at all, as the commands write theirs only once
the batch is done. An exception raised by the work in a worker is raised here, as with -j 1.
"""
from __future__ import annotations

import pickle
import signal
import traceback
from collections.abc import Callable, Iterator, Sequence
from itertools import islice
from typing import Any

import click

from .staged_work import computed_here

MAX_CHUNK = 256         # items in one run at most (a message of about 1 MB for compile's JSON)
MIN_CHUNK = 4           # items in one run at least, as the batch ends
GUIDE = 4               # a run is 1/GUIDE of a worker's equal share of what is left
# SIGINT can be held back (blocked) while the workers start, not only ignored (_start, _worker)
CAN_HOLD_SIGINT = hasattr(signal, "pthread_sigmask")


class WorkerLost(click.ClickException):
    """A worker process ended before sending the results of the items it took."""


class _Raised:
    """What the work raised in a worker: the exception if it pickles, and its traceback's text."""

    def __init__(self, exc: BaseException):
        self.text = "".join(traceback.format_exception(exc))
        try:
            pickle.dumps(exc)
            self.exc = exc
        except Exception:
            self.exc = RuntimeError(f"{type(exc).__name__}: {exc}")


def chunk_size(left: int, workers: int) -> int:
    """How many of the `left` items the next run takes (guided self-scheduling)."""
    return min(left, max(MIN_CHUNK, min(MAX_CHUNK, left // (GUIDE * workers))))


def _claim(counter, total: int, workers: int) -> tuple[int, int]:
    """The next run of items, [start, stop), taken from the shared counter; start == total: none."""
    with counter.get_lock():
        start = counter.value
        stop = start + chunk_size(total - start, workers)
        counter.value = stop
    return start, stop


def _worker(items: Sequence, work: Callable, warm: Callable | None, counter, workers: int, conn) -> None:
    """A worker's life: load what the work needs (`warm`, under spawn and forkserver: it tunes
    the collector too, batch._tune_collector), then compute runs of items until none is left,
    sending each run's results; the pipe closes as the process ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if CAN_HOLD_SIGINT:                        # held back while this worker was started (_start)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    try:
        if warm is not None:
            warm()
        total = len(items)
        while True:
            start, stop = _claim(counter, total, workers)
            if start >= total:
                break
            results = computed_here(work, items[start:stop])
            conn.send_bytes(pickle.dumps((start, results), pickle.HIGHEST_PROTOCOL))
    except BaseException as exc:            # the work's bug: raised again in the parent
        try:
            conn.send_bytes(pickle.dumps((-1, _Raised(exc)), pickle.HIGHEST_PROTOCOL))
        except OSError:                     # the parent is gone: nobody to tell
            pass
    finally:
        conn.close()


def computed_in_workers(items: Sequence, work: Callable, jobs: int, context, warm: Callable | None,
                        progress: Callable | None) -> list:
    """`[work(item) for item in items]`, computed by `jobs` worker processes of the
    multiprocessing `context`. Under fork the caller has run `warm` already."""
    forked = context.get_start_method() == "fork"
    jobs = min(jobs, len(items) // MIN_CHUNK)
    results: list[Any] = [None] * len(items)
    counter = context.Value("q", 0)
    workers = _start(context, jobs, (items, work, None if forked else warm, counter, jobs))
    done = 0
    try:
        ticks = iter(progress(range(len(items)))) if progress else None
        for start, values in _received(workers):
            results[start:start + len(values)] = values
            done += len(values)
            if ticks is not None:
                for _ in islice(ticks, len(values)):
                    pass
        if done != len(items):
            raise WorkerLost(f"the workers sent {done} of {len(items)} results; nothing was written")
        if ticks is not None:
            for _ in ticks:
                pass
    finally:
        for process, conn in workers.items():
            conn.close()
            if process.is_alive():
                process.terminate()
            process.join()
    return results


def _start(context, jobs: int, args: tuple) -> dict:
    """`jobs` started worker processes -> the reading end of each one's pipe. SIGINT is ignored
    while they start, so each begins ignoring it, and held back (blocked) as well where the
    platform can: a Ctrl-C in those milliseconds then reaches this process once they have
    started, where ignored alone it was lost and the batch ran to its end. Each writing end is
    closed here as soon as its worker has it, so a later worker does not hold it open (the
    pipe's end of file is the worker's end)."""
    workers = {}
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    if CAN_HOLD_SIGINT:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        for _ in range(jobs):
            reader, writer = context.Pipe(duplex=False)
            process = context.Process(target=_worker, args=(*args, writer), daemon=True)
            process.start()
            writer.close()
            workers[process] = reader
    finally:
        signal.signal(signal.SIGINT, before)
        if CAN_HOLD_SIGINT:             # a Ctrl-C held back meanwhile is delivered now
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    return workers


def _received(workers: dict) -> Iterator[tuple[int, list]]:
    """(start, results) of each run as a worker sends it, until every worker has ended."""
    from multiprocessing.connection import wait
    waiting = {conn: process for process, conn in workers.items()}
    while waiting:
        for conn in wait(list(waiting)):
            try:
                start, values = pickle.loads(conn.recv_bytes())
            except EOFError:
                process = waiting.pop(conn)
                process.join()
                if process.exitcode != 0:
                    raise WorkerLost(f"a worker process ended unexpectedly (exit status {process.exitcode}); "
                                     "nothing was written") from None
                continue
            if start < 0:
                raise values.exc from RemoteTraceback(values.text)
            yield start, values


class RemoteTraceback(Exception):
    """The traceback of an exception raised in a worker (printed as its cause)."""

    def __str__(self) -> str:
        return "\n" + self.args[0]
