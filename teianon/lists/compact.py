"""The word lists as compact binary tables (marisa-trie), memory-mapped at start-up.

Reading the ``*.tsv.gz`` tables into Python dictionaries took three seconds and some 400 MB in
every process. A MARISA trie holds the same keys in a few megabytes and opens without reading
them: the operating system maps the file, so a run with several workers keeps one copy in its
page cache, shared by all of them.

The tables are built from the committed ``*.tsv.gz`` and ``curated/*.tsv`` on first use (some
seven seconds, once per installation), into a cache folder named after a digest of those sources
and of the code that builds them (``$TEIANON_CACHE``, else ``$XDG_CACHE_HOME/teianon``, else
``~/.cache/teianon``), so that a changed source is never read from a stale table. Where no cache
folder can be written, every process builds the tables in memory.

marisa-trie (MIT; its C++ library BSD-2-Clause or LGPL) is a maintained succinct trie with a
Python binding: lookups in well under a microsecond, prefix queries for multi-word names, and
``mmap``.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path

import marisa_trie

HERE = Path(__file__).parent
# Raised whenever the layout of the binary tables changes, so that old caches are not read.
FORMAT = "1"
# Between the entries of one key, and between the fields of one entry (never in the tables).
ENTRY_SEPARATOR = "\x1e"
FIELD_SEPARATOR = "\x1f"


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
    code = [HERE / "__init__.py", HERE / "compact.py"]
    for path in [*code, *sorted([*HERE.glob("*.tsv.gz"), *(HERE / "curated").glob("*.tsv")])]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:20]


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

    def folder(self) -> Path:
        return cache_root() / f"tables-{sources_digest()}"

    def ensure(self) -> Path | None:
        """The folder with every table, built now if missing; None where none can be written."""
        folder = self.folder()
        if (folder / "complete.json").is_file():
            return folder
        return self._build(folder)

    @lru_cache(maxsize=1)
    def _longest(self) -> dict[str, int]:
        """The most words per key of every table in the cache (none where there is no cache)."""
        folder = self.ensure()
        return json.loads((folder / "complete.json").read_text())["max_tokens"] if folder else {}

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
            (building / "complete.json").write_text(json.dumps(
                {"format": FORMAT, "sources": sources_digest(), "max_tokens": longest}))
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
        longest = self._longest()
        if name not in longest:
            # No cache folder, or one written by a process with other builders.
            return build()
        table = marisa_trie.BytesTrie() if kind == "bytes" else marisa_trie.Trie()
        table.mmap(str(self.folder() / f"{name}.marisa"))
        return table, longest[name]
