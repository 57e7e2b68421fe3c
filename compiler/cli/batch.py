"""A batch of cards through one command's per-card work: each card's result read from the results
cache (compiler/source/results_cache.py) when it is there, the others computed, in worker
processes with `-j N`, and cached. Results come back in input order, so the output of `-j 4` is
the output of `-j 1`, and the output of a warm run is that of a cold one.

The worker processes are cli/workers.py's. Under fork (Linux's default) the compiler and the
parser are loaded here, once, before the workers fork (`warm`). The work is a picklable function
of one entry (a module-level function, or functools.partial of one): under the spawn and
forkserver start methods each worker imports it afresh, and loads the parser from its disk cache
before its first card.
"""
from __future__ import annotations

import contextlib
import functools
import gc
import os
from collections.abc import Callable, Sequence
from typing import Any

import click

from ..collector import collect_less_often, thresholds_kept
from .staged_work import computed_here


# Fewer cards to compute than this are computed in this process: starting workers and sending
# results back costs more than they save on a small batch (and under spawn each worker first
# loads the compiler and its parser tables, the time of 300-600 cards).
PARALLEL_MINIMUM = 500
START_METHOD: str | None = None   # multiprocessing's start method; None: the platform's default


def all_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:      # not on Linux
        return os.cpu_count() or 1


def batch_options(command):
    """`-j/--jobs N` and `--no-cache`, shared by compile, coverage and lint."""
    command = click.option("--no-cache", "no_cache", is_flag=True,
                           help="Compile every card, neither reading nor writing the results cache "
                                "(also CARDTEXT_NO_CACHE=1; the cache lives in $CARDTEXT_CACHE_DIR, "
                                "by default ~/.cache/cardtext/results).")(command)
    return click.option("-j", "--jobs", "jobs", type=click.IntRange(min=1), default=None, metavar="N",
                        help="Worker processes for the cards not in the cache (default: all cores).")(command)


def open_cache(namespace: str, no_cache: bool, keywords=None):
    """The results cache of `namespace` for this run, or None (--no-cache)."""
    from ..source.results_cache import ResultsCache, disabled_by_environment
    if no_cache or disabled_by_environment():
        return None
    return ResultsCache(namespace, repr(keywords) if keywords is not None else "")


def warm_parser(keywords=None) -> None:
    """Load the compiler and the rules parser (from its disk cache) before compiling; a broken
    grammar is left for each card to report as CT901."""
    from .. import api  # noqa: F401 - the compiler itself, imported while the collector rests
    from ..syntax.parser import line_parser
    try:
        line_parser(keywords)
    except Exception:
        pass


def run_batch(entries: Sequence, work: Callable[[Any], Any], key: Callable[[Any], tuple] | None,
              cache=None, jobs: int | None = None, progress: Callable | None = None,
              warm: Callable[[], None] | None = None) -> list:
    """`work(entry)` for each entry, in order. `key(entry)`: what the entry's result depends on
    besides the compiler (None: not cached); `progress(items)`: a progress bar around the cards
    computed (common.progress); `warm()`: loads what `work` needs (the parser), called only when
    some card is computed here."""
    from ..source.results_cache import key_of
    results: list = [None] * len(entries)
    keys: dict[int, str] = {}
    todo: list[int] = []
    for i, entry in enumerate(entries):
        parts = key(entry) if cache is not None and key is not None and entry.source is not None else None
        if parts is not None:
            keys[i] = key_of(*parts)
            found = cache.get(entry.source.file, keys[i])
            if found is not None:
                results[i] = found
                continue
        todo.append(i)
    jobs = jobs or all_cores()
    computed = _computed([entries[i] for i in todo], work, jobs, progress, warm)
    for i, value in zip(todo, computed):
        results[i] = value
        if i in keys:
            cache.put(entries[i].source.file, keys[i], value)
    if cache is not None:
        cache.save()
    return results


def _computed(items: list, work, jobs: int, progress, warm) -> list:
    if not items:
        return []
    if jobs == 1 or len(items) < PARALLEL_MINIMUM:
        with collecting_for_a_batch(warm):
            return computed_here(work, progress(items) if progress else items)
    import multiprocessing
    from .dealing import dealing_order
    from .workers import computed_in_workers
    context = multiprocessing.get_context(START_METHOD)
    order = dealing_order(items)                # cards sharing a line together (cli/dealing.py)
    dealt = [items[i] for i in order]
    if context.get_start_method() != "fork":
        computed = computed_in_workers(dealt, work, jobs, context, functools.partial(_tune_collector, warm),
                                       progress)
    else:
        with collecting_for_a_batch(warm):      # loaded once, here; the workers fork with it
            computed = computed_in_workers(dealt, work, jobs, context, None, progress)
    results: list = [None] * len(items)
    for i, value in zip(order, computed):       # each result at its item's place
        results[i] = value
    return results


@contextlib.contextmanager
def collecting_for_a_batch(warm: Callable[[], None] | None = None):
    """The cyclic garbage collector tuned for compiling many cards (`_tune_collector`, which
    calls `warm`), as it was again afterwards."""
    with thresholds_kept():
        _tune_collector(warm)
        yield


def _tune_collector(warm: Callable[[], None] | None) -> None:
    """Tune the collector for a batch, calling `warm()` (which loads the parser) on the way.

    What is loaded before the first card (modules, the parser's tables, the cards read) lives
    as long as the batch: gc.freeze() takes it out of the collector's sight once `warm` has
    loaded it, so each collection scans only what the cards make; while it loads (the compiler's
    modules, some 800 dataclasses, and the parser), collections would find nothing to free, so
    the collector is off (a fifth of `compile --text`'s start). The cards' results and the
    memoised line meanings live as long too: the collector collects less often
    (compiler/collector.py)."""
    collect_less_often()
    if warm is not None:
        gc.disable()
        try:
            warm()
        finally:
            gc.enable()
    gc.freeze()

