"""The cyclic garbage collector tuned for a long run that keeps most of what it makes: a batch
of cards compiled (cli/batch.py: the results and the memoised line meanings live as long as the
batch) and a run of random games (harness/random_games.py: the compiled cards of the decks).

With Python's default thresholds such a run sets off a full collection every 70,000 objects or
so, each walking everything kept so far (a tenth of the corpus's compile time, a fifth of a run
of games). The youngest generation is collected every YOUNG_THRESHOLD objects instead, the older
ones after as many of its collections as before: the collector still finds every cycle, less
often. Each collection of the middle generation walks every object kept since the last one
(about 80 ms on cards.jsonl), and young objects mostly die before a collection sees them: at
20,000 the corpus's compile set off 23 young collections and 2 middle ones (0.31 s of 4.6 s
CPU), at 100,000 5 young ones and no middle one (0.14-0.16 s), at the same peak memory (229 MB;
the cycles the corpus's compile leaves are about 20,000 objects: the transformers made for
quoted abilities and keyword definitions, with their bound methods and reducers, and now and
then an exception's frames).

Work that keeps nearly all it makes, or makes no reference cycles, runs with the collector
`paused`: `cardtext compile` from loading the cards (every entry lives as long as the command)
until the batch freezes them (cli/batch.py), dealing them to the workers on the way (lists of
lines, freed by their reference counts). The 94 collections there on the corpus, one full pass
among them, found nothing to free (3% of the CPU time before `-j 2`'s workers fork).
"""
from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

# Objects allocated (net) between two collections of the youngest generation during such a run;
# Python's default is 700.
YOUNG_THRESHOLD = 100_000


def collect_less_often() -> None:
    """The youngest generation collected every YOUNG_THRESHOLD objects, the older generations'
    thresholds as they are (module docstring)."""
    gc.set_threshold(YOUNG_THRESHOLD, *gc.get_threshold()[1:])


@contextlib.contextmanager
def thresholds_kept() -> Iterator[None]:
    """The collector's thresholds as they were on entering, set again on leaving."""
    thresholds = gc.get_threshold()
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """The collector off (gc.disable) for work that makes no garbage it could free (the module's
    docstring), and on again after it if it was on."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
