"""The cache folder stays bounded (compiler/cache_files.py): a run that writes a new file of a
kind removes the files of that kind past the newest few that no run used in the last hour; a
file another process may be using or writing is never removed; `cardtext cache` shows, prunes
and clears the folder."""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtext.compiler import cache_files
from cardtext.compiler.cache_files import RECENT, REFRESH, STALE_PARTIAL, TABLES, Kind
from cardtext.compiler.cli.main import main

DAY = 86_400


@pytest.fixture()
def cache(tmp_path, monkeypatch) -> Path:
    """A private cache folder ($XDG_CACHE_HOME/cardtext), results in $CARDTEXT_CACHE_DIR; no
    folder counts as pruned by this process yet."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("CARDTEXT_CACHE_DIR", str(tmp_path / "results"))
    monkeypatch.setattr(cache_files, "_PRUNED", set())
    folder = tmp_path / "xdg" / "cardtext"
    folder.mkdir(parents=True)
    return folder


def tables(folder: Path, n: int, age: float) -> list[Path]:
    """`n` parser-table files last used `age` seconds ago and before (the first the newest)."""
    paths = []
    for i in range(n):
        path = folder / f"rules-{i:016x}.lark.cache"
        path.write_bytes(b"tables")
        stamp = time.time() - age - i
        os.utime(path, (stamp, stamp))
        paths.append(path)
    return paths


def test_the_newest_of_a_kind_are_kept_and_older_unused_ones_removed(cache):
    old = tables(cache, TABLES.keep + 4, age=2 * DAY)
    assert cache_files.prune(cache, TABLES) == 4
    assert [p.exists() for p in old] == [True] * TABLES.keep + [False] * 4


def test_a_file_used_in_the_last_hour_is_kept_however_many_are_newer(cache):
    """Another checkout of another grammar may be running now: its tables stay."""
    recent = tables(cache, TABLES.keep + 3, age=RECENT / 2)
    assert cache_files.prune(cache, TABLES) == 0
    assert all(p.exists() for p in recent)


def test_only_files_of_the_kind_are_touched(cache):
    tables(cache, TABLES.keep + 2, age=2 * DAY)
    foreign = cache / "notes.txt"
    foreign.write_text("mine")
    line_tables = cache / "rules-00000000000000ff.line-3-lark1.3.1-py311.pickle"
    line_tables.write_bytes(b"")
    os.utime(foreign, (0, 0))
    os.utime(line_tables, (0, 0))
    cache_files.prune(cache, TABLES)
    assert foreign.exists() and line_tables.exists()


def test_a_file_being_written_is_never_removed_a_dead_writers_leftover_is(cache):
    tables(cache, TABLES.keep, age=2 * DAY)
    writing = cache / "rules-00000000000000aa.lark.cache.4242.partial"
    writing.write_bytes(b"half")
    dead = cache / "rules-00000000000000bb.lark.cache.4243.partial"
    dead.write_bytes(b"half")
    os.utime(dead, (time.time() - 2 * STALE_PARTIAL,) * 2)
    cache_files.prune(cache, TABLES)
    assert writing.exists()
    assert not dead.exists()


def test_reading_a_file_marks_it_used_at_most_every_few_minutes(cache):
    stale, fresh = tables(cache, 2, age=0)
    os.utime(stale, (time.time() - 2 * REFRESH,) * 2)
    stamp = time.time() - REFRESH / 2
    os.utime(fresh, (stamp, stamp))
    cache_files.mark_used(stale)
    cache_files.mark_used(fresh)
    assert stale.stat().st_mtime > time.time() - 60
    assert fresh.stat().st_mtime == pytest.approx(stamp)


def test_a_process_lists_a_folder_once(cache):
    kind = Kind("test", "", r"x-\d+", 1)
    for i in range(3):
        (cache / f"x-{i}").write_bytes(b"")
        os.utime(cache / f"x-{i}", (i, i))
    assert cache_files.prune_once(cache, kind) == 2
    (cache / "x-7").write_bytes(b"")
    os.utime(cache / "x-7", (0, 0))
    assert cache_files.prune_once(cache, kind) == 0
    assert (cache / "x-7").exists()


def test_loading_a_new_grammars_tables_prunes_the_old_grammars(cache):
    """A changed grammar is a new tables file: the old grammars' past the newest few go."""
    from cardtext.compiler.syntax import parser
    old = tables(cache, TABLES.keep + 2, age=2 * DAY)
    path = parser._cache_file("start: \"new grammar\"")
    assert not Path(path).exists()        # Lark writes it as it builds the parser
    assert sum(p.exists() for p in old) == TABLES.keep


def test_writing_a_new_pattern_prunes_the_folder_of_patterns(cache, monkeypatch):
    from cardtext.compiler.syntax import compiled_patterns
    monkeypatch.setattr(compiled_patterns, "PATTERNS", Kind("patterns", r"patterns-.+", r"[0-9a-f]{32}\.marshal", 2))
    folder = compiled_patterns.folder()
    folder.mkdir(parents=True)
    old = [folder / f"{i:032x}.marshal" for i in range(4)]
    for path in old:
        path.write_bytes(b"")
        os.utime(path, (0, 0))
    pattern = "|".join(f"word{i}" for i in range(60))
    assert compiled_patterns.compile_pattern(pattern).match("word7")
    assert sum(p.exists() for p in old) == 1        # the new one and the newest old one kept
    assert compiled_patterns.compile_pattern(pattern).match("word7")    # read back


def test_cache_info_prune_and_clear(cache):
    tables(cache, TABLES.keep + 1, age=2 * DAY)
    (cache / "notes.txt").write_text("mine")
    runner = CliRunner()
    done = runner.invoke(main, ["cache", "info"])
    assert done.exit_code == 0
    assert f"parser tables {TABLES.keep + 1:>{30 - len('parser tables')}} files" in done.output
    done = runner.invoke(main, ["cache", "prune"])
    assert done.exit_code == 0 and "removed 1 files" in done.output
    done = runner.invoke(main, ["cache", "clear"])
    assert done.exit_code == 0 and f"removed {TABLES.keep} files" in done.output
    assert [p.name for p in cache.iterdir()] == ["notes.txt"]
