"""The word lists as memory-mapped binary tables (teianon/lists/compact.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import marisa_trie
import pytest

from teianon import __version__, lists
from teianon.cli import main
from teianon.lists import Entry, Gazetteer, compact

HERE = Path(__file__).parent


@pytest.fixture(autouse=True)
def _no_run_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    # A test that builds tables for its "run" sets $TEIANON_RUN_TABLES: restored afterwards, so
    # that no later test maps its tables.
    monkeypatch.delenv(compact.RUN_TABLES, raising=False)


def _cache(calls: list[str]) -> compact.TableCache:
    def gazetteer() -> compact.Table:
        calls.append("gazetteer")
        return lists._entry_trie([(("frankfurt", "am", "main"), [Entry("Frankfurt am Main", "GPE", "place", 750_000)]),
                                  (("frankfurt",), [Entry("Frankfurt", "GPE", "place", 750_000),
                                                    Entry("Frankfurt", "LOC", "river", 0, "c", "curated")])])

    def words() -> compact.Table:
        calls.append("words")
        return marisa_trie.Trie(["haus", "baum"]), 1

    return compact.TableCache({"g": ("bytes", gazetteer), "w": ("keys", words)})


def test_tables_are_built_once_and_then_mapped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEIANON_CACHE", str(tmp_path))
    calls: list[str] = []
    cache = _cache(calls)
    trie, longest = cache.open("g")
    assert calls == ["gazetteer", "words"] and longest == 3
    folder = cache.folder()
    assert folder.parent == tmp_path and (folder / "g.marisa").is_file()
    assert folder.name.startswith(f"tables-{__version__}-")  # one folder per version
    # A second process (here: a second cache object) maps what the first built.
    again = _cache(calls)
    words, _ = again.open("w")
    assert calls == ["gazetteer", "words"]
    assert "haus" in words and "auto" not in words
    # Nothing half-built is left beside the tables (.pruned notes when old tables were last looked for).
    assert sorted(p.name for p in tmp_path.iterdir()) == [".pruned", folder.name]
    gazetteer = Gazetteer(trie=trie, max_tokens=longest)
    # Entries keep their table order within a key.
    assert [e.category for e in gazetteer.get(("frankfurt",))] == ["GPE", "LOC"]


def test_an_unwritable_cache_builds_once_per_run_for_every_worker(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("TEIANON_CACHE", str(blocked / "cache"))
    calls: list[str] = []
    trie, longest = _cache(calls).open("g")
    assert calls == ["gazetteer", "words"] and longest == 3
    assert Gazetteer(trie=trie, max_tokens=longest).get(("frankfurt", "am", "main"))[0].weight == 750_000
    run_tables = Path(os.environ[compact.RUN_TABLES])
    assert (run_tables / "g.marisa").is_file()
    # A worker process (started with the run's environment) maps them and builds nothing.
    child = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); from test_lists_compact import _cache; "
                               "calls = []; trie, _ = _cache(calls).open('w'); print(calls, 'haus' in trie)", str(HERE)],
        capture_output=True, text=True, check=True, env=os.environ | {"PYTHONPATH": str(HERE.parent)})
    assert child.stdout.split("\n")[0] == "[] True", child.stderr
    # The run's end removes them.
    compact._remove_run_tables(run_tables.parent, os.getpid())
    assert not run_tables.parent.exists() and compact.RUN_TABLES not in os.environ


def test_where_nothing_can_be_written_every_process_builds_in_memory(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("TEIANON_CACHE", str(blocked / "cache"))
    # Nor the temporary folder.
    monkeypatch.setattr(compact.tempfile, "tempdir", str(blocked / "tmp"))
    calls: list[str] = []
    trie, longest = _cache(calls).open("g")
    assert calls == ["gazetteer"] and longest == 3 and compact.RUN_TABLES not in os.environ


def test_tables_removed_under_a_running_process_are_built_again(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEIANON_CACHE", str(tmp_path))
    calls: list[str] = []
    cache = _cache(calls)
    cache.ensure()
    cache._located()  # the process has found its folder, and opens its tables later
    removed, size = compact.clear_cache()
    assert removed == 1 and size > 0 and not cache.folder().exists()
    calls.clear()
    words, _ = cache.open("w")
    assert calls == ["words"] and "haus" in words


def _table_folder(root: Path, name: str, version: str, age: float) -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "g.marisa").write_bytes(b"x" * 1000)
    (folder / "complete.json").write_text(json.dumps({"format": "1", "version": version, "max_tokens": {}}))
    then = time.time() - age
    for path in (folder / "g.marisa", folder / "complete.json", folder):
        os.utime(path, (then, then))
    return folder


def test_old_tables_are_pruned_and_nothing_in_use_or_being_built(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEIANON_CACHE", str(tmp_path))
    day = compact.PRUNE_UNUSED
    old = _table_folder(tmp_path, "tables-0.0.9-aaaa", "0.0.9", 3 * day)
    older_format = _table_folder(tmp_path, "tables-bbbb", "", 2 * day)
    recent = _table_folder(tmp_path, "tables-0.0.8-cccc", "0.0.8", day / 2)  # another installation's, in use
    building = _table_folder(tmp_path, ".tables-dddd", "", 60)  # a process is writing it now
    abandoned = _table_folder(tmp_path, ".tables-eeee", "", 2 * day)  # a build that was killed
    calls: list[str] = []
    cache = _cache(calls)
    cache.open("g")
    assert not old.exists() and not older_format.exists() and not abandoned.exists()
    assert recent.is_dir() and building.is_dir() and cache.folder().is_dir()
    assert not list(tmp_path.glob(".removing-*"))
    # Used again (a process opened its tables): it stays however old it was.
    os.utime(recent / "complete.json", (time.time() - 3 * day,) * 2)
    (recent / "used").touch()
    assert compact.prune(tmp_path, keep=cache.folder(), now=time.time() + 2 * compact.PRUNE_EVERY) == []
    assert recent.is_dir()
    # Looked for at most once an hour.
    mine = _table_folder(tmp_path, "tables-0.0.7-ffff", "0.0.7", 3 * day)
    assert compact.prune(tmp_path, keep=cache.folder()) == [] and mine.is_dir()
    assert compact.prune(tmp_path, keep=cache.folder(), now=time.time() + 2 * compact.PRUNE_EVERY) == [mine]


def test_cache_info_and_clear(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    monkeypatch.setenv("TEIANON_CACHE", str(tmp_path))
    _table_folder(tmp_path, "tables-0.0.9-aaaa", "0.0.9", 0)
    current = _table_folder(tmp_path, f"tables-{__version__}-{compact.sources_digest()}", __version__, 0)
    info = CliRunner().invoke(main, ["cache", "info"])
    assert info.exit_code == 0, info.output
    lines = info.output.splitlines()
    assert lines[0] == f"cache folder: {tmp_path}"
    assert any(line.startswith("tables-0.0.9-aaaa") and " 0.0.9 " in line for line in lines)
    assert any(line.startswith(current.name) and "this version" in line for line in lines)
    assert lines[-1] == "2 folder(s), 2.1 kB"
    cleared = CliRunner().invoke(main, ["cache", "clear"])
    assert cleared.exit_code == 0 and cleared.output.strip() == f"{tmp_path}: 2 folder(s) removed, 2.1 kB"
    assert not list(tmp_path.glob("tables-*"))
    empty = CliRunner().invoke(main, ["cache", "info"])
    assert empty.output.splitlines()[-1] == "no tables cached (built on first use)"


def test_a_cache_without_a_table_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A cache folder written by other code (an older checkout with other tables) for the same
    # digest: the missing table is built, not mapped from a file that is not there.
    monkeypatch.setenv("TEIANON_CACHE", str(tmp_path))
    calls: list[str] = []
    _cache(calls).ensure()
    (_cache(calls).folder() / "g.marisa").unlink()
    complete = _cache(calls).folder() / "complete.json"
    complete.write_text(complete.read_text().replace('"g": 3, ', ""))
    calls.clear()
    trie, _ = _cache(calls).open("g")
    assert calls == ["gazetteer"] and ("frankfurt",) in Gazetteer(trie=trie)


def test_the_digest_follows_the_sources() -> None:
    digest = compact.sources_digest()
    assert len(digest) == 20 and compact.cache_root() != Path()
    # The digest covers the code that builds the tables, so an edited builder gets new tables.
    source = (Path(compact.__file__).parent / "__init__.py").read_bytes()
    assert b"_entry_trie" in source


def test_longest_match_and_prefixes() -> None:
    gazetteer = Gazetteer([Entry("Frankfurt am Main", "GPE"), Entry("Frankfurt", "GPE"), Entry("Bad Homburg", "GPE")])
    words = ["frankfurt", "am", "main", "und", "bad", "homburg", "bad"]
    assert gazetteer.max_tokens == 3
    assert gazetteer.longest(words, 0, 3)[0] == 3
    assert gazetteer.longest(words, 0, 2)[0] == 1  # the words after "am" are not adjacent
    assert gazetteer.longest(words, 1, 3) == (0, [])
    assert gazetteer.longest(words, 4, 3)[0] == 2
    assert gazetteer.longest(words, 6, 3) == (0, [])  # "bad" alone is no entry
    assert gazetteer.continues("bad") and not gazetteer.continues("homburg")
    assert sorted(k for k, _ in gazetteer.items()) == [("bad", "homburg"), ("frankfurt",), ("frankfurt", "am", "main")]
    assert len(gazetteer) == 3 and ("bad", "homburg") in gazetteer


def test_shipped_tables_answer_as_the_text_tables_do() -> None:
    """The binary tables hold what the committed text tables say (a sample of rows)."""
    rows = [row for i, row in enumerate(lists.read_table("places.tsv.gz")) if i % 5000 == 0]
    for key, form, category, population, flags, source in rows:
        found = lists.places().get(tuple(key.split(" ")))
        assert Entry(form, category, "place", int(population), flags, source) in found
    nouns = [row[0] for i, row in enumerate(lists.read_table("nouns_de.tsv.gz")) if i % 5000 == 0]
    assert all(noun in lists.german_nouns() for noun in nouns)
    assert "Fahrrad" in lists.german_nouns() and "Dortmund" not in lists.german_nouns()
    assert lists.is_country_word(("deutschland",)) and not lists.is_country_word(("dortmund",))
    assert "Bochum" in lists.derived_places() and "Köln" not in lists.derived_places()  # Kölner is curated
    assert all(e.source == "cldr" for e in lists.plain_places().get(("cldr",)))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to share the mapped tables")
def test_tables_are_shared_pages_not_copies() -> None:
    """A mapped table is file-backed memory: its pages are shared, not counted per process."""
    lists.places().get(("berlin",))
    maps = Path("/proc/self/maps")
    if not maps.exists():
        pytest.skip("no /proc/self/maps on this platform")
    mapped = [line for line in maps.read_text().splitlines() if line.endswith("places.marisa")]
    assert mapped, "places.marisa is not memory-mapped"


class _CountingTrie:
    """A table's trie that counts the questions asked of it."""

    def __init__(self, trie: marisa_trie.BytesTrie) -> None:
        self.trie, self.asked = trie, 0

    def get(self, key: str) -> list[bytes] | None:
        self.asked += 1
        return self.trie.get(key)

    def iterkeys(self, prefix: str = ""):  # type: ignore[no-untyped-def]
        self.asked += 1
        return self.trie.iterkeys(prefix)

    def __contains__(self, key: str) -> bool:
        self.asked += 1
        return key in self.trie


def test_a_word_types_second_sight_asks_the_table_nothing() -> None:
    # Overlapping names, a name and its longer name, case-folded words with umlauts and ß: the
    # answers of the second sight are those of the first, and the trie is not asked again (issue 41).
    entries = [
        Entry(form, "GPE")
        for form in (
            "Frankfurt am Main",
            "Frankfurt",
            "Bad Homburg",
            "Bad Homburg vor der Höhe",
            "Müllheim",
            "Straßburg",
            "Groß Gerau",
        )
    ]
    words = [
        "frankfurt",
        "am",
        "main",
        "bad",
        "homburg",
        "vor",
        "der",
        "höhe",
        "müllheim",
        "straßburg",
        "strassburg",
        "groß",
        "gerau",
        "groß",
        "bad",
    ]
    plain = Gazetteer(entries)
    expected = [plain.longest(words, i, 5) for i in range(len(words))]
    expected_continues = [
        plain.continues(" ".join(words[i:j])) for i in range(len(words)) for j in range(i + 1, len(words))
    ]
    gazetteer = Gazetteer(entries)
    counting = _CountingTrie(gazetteer._trie)
    gazetteer._trie = counting  # type: ignore[assignment]
    first = [gazetteer.longest(words, i, 5) for i in range(len(words))]
    asked = counting.asked
    assert first == expected
    assert [n for n, _ in first] == [3, 0, 0, 5, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0]
    assert [gazetteer.longest(words, i, 5) for i in range(len(words))] == expected
    assert counting.asked == asked
    assert [
        gazetteer.continues(" ".join(words[i:j])) for i in range(len(words)) for j in range(i + 1, len(words))
    ] == expected_continues
    again = counting.asked
    assert [
        gazetteer.continues(" ".join(words[i:j])) for i in range(len(words)) for j in range(i + 1, len(words))
    ] == expected_continues
    assert counting.asked == again
