"""Patterns compiled when first used (teianon.lazy): the same matches as compiled at once, every
bundled pattern compiles, and loading the detectors leaves the rare ones uncompiled."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
from pathlib import Path

import regex

import teianon.lazy
from teianon.detect import default_detector_names
from teianon.lazy import compile_all, lazy


def test_a_lazy_pattern_matches_as_the_compiled_one() -> None:
    source = r"(?<![\p{L}])(?P<word>Straße|street)\s(?P<number>\d+)"
    made = lazy(source, regex.IGNORECASE | regex.VERSION1)
    direct = regex.compile(source, regex.IGNORECASE | regex.VERSION1)
    text = "in der STRASSE 12 und on Main Street 7"
    assert made.pattern == source
    assert [m.span() for m in made.finditer(text)] == [m.span() for m in direct.finditer(text)]
    assert made.sub("X", text) == direct.sub("X", text)
    assert made.groupindex == direct.groupindex
    assert made.flags == direct.flags


def test_named_lists_and_copies() -> None:
    made = lazy(r"\b\L<names>\b", names=["Kowalczyk", "Ferreira"])
    assert made.findall("Frau Ferreira und Herr Kowalczyk") == ["Ferreira", "Kowalczyk"]
    for again in (pickle.loads(pickle.dumps(made)), copy.deepcopy(made)):
        assert again.findall("Ferreira") == ["Ferreira"]


def test_nothing_is_compiled_before_use() -> None:
    made = lazy(r"(unbalanced")
    assert made.pattern == "(unbalanced"
    try:
        made.search("x")
    except regex.error:
        pass
    else:  # pragma: no cover
        raise AssertionError("a broken pattern must fail when used")
    teianon.lazy._MADE.remove(made)  # type: ignore[arg-type]


def test_every_bundled_pattern_compiles() -> None:
    default_detector_names()  # imports every bundled detector module
    import teianon.cli  # noqa: F401  (the annotation, replacement and checks modules)

    assert compile_all() > 500


def test_loading_the_detectors_leaves_rare_patterns_uncompiled() -> None:
    # In a fresh process: what the other tests used is compiled in this one.
    script = (
        "import teianon.lazy as l\n"
        "from teianon.detect import loaded_detectors\n"
        "loaded_detectors()\n"
        "print(sum('_compiled' in m.__dict__ for m in l._MADE), len(l._MADE))\n"
    )
    tree = Path(teianon.lazy.__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=tree)
    compiled, made = map(int, done.stdout.split())
    assert made > 500 and compiled < made // 4
