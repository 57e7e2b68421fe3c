"""`cardtext cache`: what cardtext keeps on disk between runs, and removing it.

    cardtext cache info     # the folders, and how many files of each kind, how large
    cardtext cache prune    # remove what the current version no longer uses (runs do this too)
    cardtext cache clear    # remove it all: the next run builds it again

Exit status: 0 done, 2 usage error.
"""
from __future__ import annotations

import click

CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"]}


@click.group("cache", context_settings=CONTEXT_SETTINGS)
def cache() -> None:
    """Show or empty cardtext's caches: the parser tables, compiled patterns and dataclass code
    in $XDG_CACHE_HOME/cardtext, and the compiled results in $CARDTEXT_CACHE_DIR (by default
    $XDG_CACHE_HOME/cardtext/results).

    \b
    Exit status:
      0  done
      2  usage error
    """


@cache.command("info", context_settings=CONTEXT_SETTINGS)
def info() -> None:
    """Print where the caches are, and the number and size of the files of each kind."""
    from .. import cache_files
    from ..source import results_cache
    root = cache_files.cache_dir()
    rows = cache_files.usage(root)
    click.echo(f"{root}  {_size(sum(size for _, _, size in rows))}")
    for label, count, size in rows:
        click.echo(f"  {label:<24} {count:>6} files  {_size(size):>9}")
    results = results_cache.cache_folder()
    folders, shards, size = results_cache.usage(results)
    click.echo(f"{results}  {_size(size)}")
    click.echo(f"  {'compiled results':<24} {shards:>6} files  {_size(size):>9}  ({folders} versions)")


@cache.command("prune", context_settings=CONTEXT_SETTINGS)
def prune() -> None:
    """Remove the files of each kind past the newest few that no run used in the last hour
    (what a run does when it writes a new file of that kind)."""
    from .. import cache_files
    removed = cache_files.prune_all()
    click.echo(f"removed {removed} files from {cache_files.cache_dir()}")


@cache.command("clear", context_settings=CONTEXT_SETTINGS)
def clear() -> None:
    """Remove every cached file (the next run builds what it needs again)."""
    from .. import cache_files
    from ..source import results_cache
    removed = cache_files.clear()
    folders = results_cache.clear()
    click.echo(f"removed {removed} files from {cache_files.cache_dir()} and {folders} "
               f"results folders from {results_cache.cache_folder()}")


def _size(size: int) -> str:
    for unit in ("B", "KB", "MB"):
        if size < 1024:
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{size:.1f} GB"
