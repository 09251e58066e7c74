"""``teianon cache info|clear``: the folder of the word lists' binary tables
(:mod:`teianon.lists.compact`), what it holds, and emptying it.

Registered on the ``teianon`` group by :mod:`teianon.cli`.
"""

from __future__ import annotations

import os
import time

import click

from ..lists.compact import cache_root, cached_tables, clear_cache


def human_size(size: int) -> str:
    """``2.1 kB``, ``9.4 MB``: decimal units, as ``du --si`` and file managers show them."""
    value = float(size)
    for unit in ("B", "kB", "MB"):
        if value < 1000:
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1000
    return f"{value:.1f} GB"


@click.group()
def cache() -> None:
    """The cache of the word lists' tables (built on first use, one folder per teianon version).

    \b
    The folder is $TEIANON_CACHE, else $XDG_CACHE_HOME/teianon, else ~/.cache/teianon.
    Folders of other versions go by themselves once unused for a day.
    """


@cache.command()
def info() -> None:
    """Show the cache folder and the tables in it: size, teianon version, last use."""
    root = cache_root()
    click.echo(f"cache folder: {root}")
    writable = root if root.exists() else next((p for p in root.parents if p.exists()), root)
    if not os.access(writable, os.W_OK):
        click.echo("not writable: the tables are built once per run, in a temporary folder")
    found = cached_tables(root) if root.is_dir() else []
    for folder in found:
        used = time.strftime("%Y-%m-%d %H:%M", time.localtime(folder.last_used))
        mark = "  (this version)" if folder.current else ""
        click.echo(
            f"{folder.path.name}  {human_size(folder.size):>8}  teianon {folder.version or '?'}  last used {used}{mark}"
        )
    if found:
        click.echo(f"{len(found)} folder(s), {human_size(sum(f.size for f in found))}")
    else:
        click.echo("no tables cached (built on first use)")


@cache.command()
def clear() -> None:
    """Remove every table folder of the cache; the tables are built again on first use (about 7 s).

    Run it when no teianon run is going on: a run that has not opened its tables yet would
    build them again.
    """
    root = cache_root()
    removed, size = clear_cache(root) if root.is_dir() else (0, 0)
    click.echo(f"{root}: {removed} folder(s) removed, {human_size(size)}")
