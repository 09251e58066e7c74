"""The word lists as compact binary tables (marisa-trie), memory-mapped at start-up.

Reading the ``*.tsv.gz`` tables into Python dictionaries took three seconds and some 400 MB in
every process. A MARISA trie holds the same keys in a few megabytes and opens without reading
them: the operating system maps the file, so a run with several workers keeps one copy in its
page cache, shared by all of them.

The tables are built from the committed ``*.tsv.gz`` and ``curated/*.tsv`` on first use (some
seven seconds, once per installation), into a cache folder named after teianon's version and a
digest of those sources and of the code that builds them (``tables-VERSION-DIGEST`` in
``$TEIANON_CACHE``, else ``$XDG_CACHE_HOME/teianon``, else ``~/.cache/teianon``), so that a changed
source is never read from a stale table. Folders of other versions (or other sources) are removed
once no process has used them for a day (:func:`prune`); ``teianon cache info|clear`` shows and
empties the cache. Where no cache folder can be written, the tables are built once per run into a
temporary folder that the worker processes inherit (``$TEIANON_RUN_TABLES``) and that the run
removes when it ends; only where not even that can be written does every process build them in
memory.

marisa-trie (MIT; its C++ library BSD-2-Clause or LGPL) is a maintained succinct trie with a
Python binding: lookups in well under a microsecond, prefix queries for multi-word names, and
``mmap``.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata
from pathlib import Path

import marisa_trie

from .. import __version__

HERE = Path(__file__).parent
# Raised whenever the layout of the binary tables changes, so that old caches are not read.
FORMAT = "1"
# Between the entries of one key, and between the fields of one entry (never in the tables).
ENTRY_SEPARATOR = "\x1e"
FIELD_SEPARATOR = "\x1f"
# A folder of tables that no process has used for this long (and that is not this version's) is
# removed: long enough that a run of another installation that shares the cache folder, and opens
# a table late, still finds it.
PRUNE_UNUSED = 24 * 3600.0
# Looking for such folders costs a listing of the cache folder: once an hour is enough.
PRUNE_EVERY = 3600.0
# The tables of this run, where no cache folder could be written; the workers inherit it.
RUN_TABLES = "TEIANON_RUN_TABLES"


def cache_root() -> Path:
    configured = os.environ.get("TEIANON_CACHE")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "teianon"


@lru_cache(maxsize=1)
def sources_digest() -> str:
    """A digest of every source table and of the modules that turn them into tables."""
    digest = hashlib.sha256(FORMAT.encode())
    # The table of web words is wordfreq's answer under build_places' bars: its version and
    # those bars name the tables too.
    digest.update(b"wordfreq " + _version_of("wordfreq").encode() + b"\0")
    code = [HERE / "__init__.py", HERE / "compact.py", HERE / "web_words.py", HERE / "build_places.py"]
    for path in [*code, *sorted([*HERE.glob("*.tsv.gz"), *(HERE / "curated").glob("*.tsv")])]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:20]


def _version_of(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return ""


def encode(rows: Iterable[tuple[str, ...]]) -> bytes:
    return ENTRY_SEPARATOR.join(FIELD_SEPARATOR.join(row) for row in rows).encode("utf-8")


def decode(value: bytes) -> list[list[str]]:
    return [entry.split(FIELD_SEPARATOR) for entry in value.decode("utf-8").split(ENTRY_SEPARATOR)]


# A table and the most words one of its keys has.
Table = tuple["marisa_trie.BytesTrie | marisa_trie.Trie", int]
Builder = Callable[[], Table]


class TableCache:
    """Where the binary tables of this version of the sources live, built on first use."""

    def __init__(self, builders: dict[str, tuple[str, Builder]], built: Callable[[], object] = lambda: None):
        # name -> (kind, builder); kind "bytes" (BytesTrie) or "keys" (Trie). ``built`` frees
        # what the builders shared.
        self.builders = builders
        self.built = built
        self._location: tuple[Path | None, dict[str, int]] | None = None

    def folder(self) -> Path:
        return cache_root() / f"tables-{__version__}-{sources_digest()}"

    def ensure(self) -> Path | None:
        """The folder with every table, built now if missing; None where none can be written."""
        inherited = _run_tables()
        if inherited is not None:
            return inherited
        folder = self.folder()
        if (folder / "complete.json").is_file():
            _mark_used(folder)
            prune(folder.parent, keep=folder)
            return folder
        built = self._build(folder)
        if built is not None:
            prune(folder.parent, keep=folder)
            return built
        return self._build_for_run()

    def _located(self) -> tuple[Path | None, dict[str, int]]:
        """The folder of the tables and the most words per key of each (none where there is no
        folder), found once per process (forked workers inherit it)."""
        if self._location is None:
            folder = self.ensure()
            longest = json.loads((folder / "complete.json").read_text())["max_tokens"] if folder is not None else {}
            self._location = folder, longest
        return self._location

    def _build_for_run(self) -> Path | None:
        """Build the tables into a temporary folder that this process's workers inherit and that
        goes when this process ends (no cache folder could be written)."""
        try:
            scratch = Path(tempfile.mkdtemp(prefix="teianon-tables-"))
        except OSError:
            return None
        folder = self._build(scratch / "tables")
        if folder is None:
            shutil.rmtree(scratch, ignore_errors=True)
            return None
        os.environ[RUN_TABLES] = str(folder)
        atexit.register(_remove_run_tables, scratch, os.getpid())
        return folder

    def _build(self, folder: Path) -> Path | None:
        try:
            folder.parent.mkdir(parents=True, exist_ok=True)
            building = Path(tempfile.mkdtemp(prefix=".tables-", dir=folder.parent))
        except OSError:
            return None
        try:
            longest = {}
            for name, (_kind, build) in self.builders.items():
                table, longest[name] = build()
                table.save(str(building / f"{name}.marisa"))
            self.built()
            (building / "complete.json").write_text(
                json.dumps(
                    {"format": FORMAT, "version": __version__, "sources": sources_digest(), "max_tokens": longest}
                )
            )
            try:
                building.rename(folder)
            except OSError:
                # Another process (a parallel worker) finished the same tables first.
                if not (folder / "complete.json").is_file():
                    raise
        except OSError:
            return None
        finally:
            shutil.rmtree(building, ignore_errors=True)
        return folder

    def open(self, name: str) -> Table:
        """The table ``name``, memory-mapped from the cache (built in memory if there is none)."""
        kind, build = self.builders[name]
        folder, longest = self._located()
        if folder is None or name not in longest:
            # No cache folder, or one written by a process with other builders.
            return build()
        table = marisa_trie.BytesTrie() if kind == "bytes" else marisa_trie.Trie()
        try:
            table.mmap(str(folder / f"{name}.marisa"))
        except (OSError, RuntimeError):
            # The folder went after this process found it (teianon cache clear, or pruned by an
            # installation that took it for unused): this process builds the table for itself.
            return build()
        _mark_used(folder)
        return table, longest[name]


def _run_tables() -> Path | None:
    """The tables a parent process built for this run, if they are of these sources."""
    given = os.environ.get(RUN_TABLES)
    if not given:
        return None
    try:
        complete = json.loads((Path(given) / "complete.json").read_text())
    except (OSError, ValueError):
        return None
    return Path(given) if complete.get("sources") == sources_digest() else None


def _remove_run_tables(scratch: Path, owner: int) -> None:
    # Forked children inherit the exit handler; only the process that built the tables removes them.
    if os.getpid() == owner:
        shutil.rmtree(scratch, ignore_errors=True)
        if os.environ.get(RUN_TABLES, "").startswith(str(scratch)):
            del os.environ[RUN_TABLES]


def _mark_used(folder: Path) -> None:
    """Note that a process uses ``folder`` now, so that :func:`prune` leaves it alone a while."""
    with contextlib.suppress(OSError):  # a read-only cache is pruned by no one
        (folder / "used").touch()


def last_used(folder: Path) -> float:
    for marker in (folder / "used", folder / "complete.json", folder):
        try:
            return marker.stat().st_mtime
        except OSError:
            continue
    return 0.0


def _remove(folder: Path) -> bool:
    """Remove ``folder`` as one step for everyone else: renamed away first, then deleted."""
    gone = folder.parent / f".removing-{uuid.uuid4().hex}"
    try:
        folder.rename(gone)
    except OSError:
        return False  # another process removed it first, or the cache is read-only
    shutil.rmtree(gone, ignore_errors=True)
    return True


def prune(root: Path, keep: Path, now: float | None = None) -> list[Path]:
    """Remove the table folders of ``root`` other than ``keep`` that no process has used for
    :data:`PRUNE_UNUSED` seconds, and builds that were abandoned as long ago; at most once per
    :data:`PRUNE_EVERY` seconds. A build in progress (``.tables-*``, written by a running
    process) is always newer than that, and a finished folder is never written again."""
    now = time.time() if now is None else now
    marker = root / ".pruned"
    try:
        if now - marker.stat().st_mtime < PRUNE_EVERY:
            return []
    except OSError:
        pass
    try:
        marker.touch()
    except OSError:
        return []
    removed = []
    for folder in sorted([*root.glob("tables-*"), *root.glob(".tables-*"), *root.glob(".removing-*")]):
        if folder == keep or not folder.is_dir():
            continue
        if folder.name.startswith(".removing-") or now - last_used(folder) >= PRUNE_UNUSED:
            if folder.name.startswith(".removing-"):
                # Left by a removal that was stopped half-way: already out of everyone's sight.
                shutil.rmtree(folder, ignore_errors=True)
            elif _remove(folder):
                removed.append(folder)
    return removed


@dataclass(frozen=True)
class CachedTables:
    """One folder of tables in the cache, for ``teianon cache info``."""

    path: Path
    version: str  # the teianon version that built it ("" when it does not say)
    size: int  # bytes
    last_used: float  # seconds since the epoch
    current: bool  # the folder this installation reads


def cached_tables(root: Path | None = None) -> list[CachedTables]:
    """The finished table folders in the cache folder ``root`` (the configured one by default)."""
    root = cache_root() if root is None else root
    current = root / f"tables-{__version__}-{sources_digest()}"
    found = []
    for folder in sorted(root.glob("tables-*")):
        if not folder.is_dir():
            continue
        try:
            version = json.loads((folder / "complete.json").read_text()).get("version", "")
        except (OSError, ValueError):
            version = ""
        size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
        found.append(CachedTables(folder, version, size, last_used(folder), folder == current))
    return found


def clear_cache(root: Path | None = None) -> tuple[int, int]:
    """Remove every table folder of the cache folder (they are built again on first use): the
    number of folders and of bytes removed. Builds in progress are left alone."""
    root = cache_root() if root is None else root
    folders = cached_tables(root)
    removed = [f for f in folders if _remove(f.path)]
    return len(removed), sum(f.size for f in removed)
