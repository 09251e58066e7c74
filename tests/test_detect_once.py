"""Detection once per file, also where a run's names send a file round again (issue 41): the
second round across files (teianon.pipeline.across_files) writes what detection wrote the first
time (teianon.annotate.document.rewrite_document) instead of detecting again, and its outputs
are byte for byte those of detecting again."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI
from lxml import etree

from teianon.annotate.document import annotate_document, rewrite_document
from teianon.cli import main
from teianon.pipeline import annotation
from teianon.pipeline.annotation import detectors_for, documents_of
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def _file(folder: Path, name: str, nick: str, *posts: str) -> None:
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / name).write_text(ONE_PARTICIPANT_TEI.format(posts=body).replace("wolke7", nick), encoding="utf-8")


@pytest.fixture
def thread(tmp_path: Path) -> Path:
    # b.xml names a person a.xml replaces for sure: the run sends b.xml round again.
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", "Gestern kam Herr Bertram Oyelaran-Schütt vom Jugendamt vorbei.")
    _file(folder, "b.xml", "eisvogel", "oyelaran-schütt war wieder da", "Mit Anna in Dortmund, ruf 0231 1234567 an")
    return folder


def _run(folder: Path, out: Path, *options: str) -> dict[str, bytes]:
    result = CliRunner().invoke(
        main, ["run", str(folder), "-o", str(out), "--annotated", str(out / "review"), "-q", "-j", "1", *options]
    )
    assert result.exit_code == 0, result.output
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("mode", [(), ("--mode", "pseudonym", "--salt", "s")])
def test_each_file_is_detected_once_and_comes_out_as_detected_again(tmp_path, thread, monkeypatch, mode):
    options = (*mode, "--key", str(tmp_path / "k.json")) if mode else ()
    calls: Counter[str] = Counter()
    original = annotation.annotate_document

    def counted(document, *args, **kwargs):
        calls["".join(document.posts[0].itertext())] += 1
        return original(document, *args, **kwargs)

    monkeypatch.setattr(annotation, "annotate_document", counted)
    once = _run(thread, tmp_path / "once", *options)
    assert sorted(calls.values()) == [1, 1], calls  # b.xml went round again, undetected
    assert b"oyelaran" not in once["b.xml"].lower()

    # Without what the first round wrote, the second detects again: the same bytes.
    monkeypatch.setattr(annotation, "_WRITTEN_MAX", 0)
    annotation._WRITTEN.clear()
    if mode:
        (tmp_path / "k.json").unlink()
    calls.clear()
    again = _run(thread, tmp_path / "again", *options)
    assert sum(calls.values()) == 3, calls
    assert again == once


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.xml")), ids=lambda p: p.name)
@pytest.mark.parametrize("limit", [0, 40])
def test_what_detection_wrote_is_written_again_to_the_same_bytes(path, limit):
    # Every sample (tokenised and not, header prose, a teiCorpus of several documents), with
    # long posts (a limit of 40 characters) and without.
    settings = Settings(post_limit=limit)
    detectors = detectors_for(settings)
    data = path.read_bytes()

    def annotated(rewrite: list | None) -> tuple[bytes, list, list, list]:
        tree = parse_bytes(data, str(path))
        warnings: list[str] = []
        long_posts: list = []
        counts: list[Counter[str]] = []
        for number, document in enumerate(documents_of(tree, str(path), settings)):
            if rewrite is None:
                written: list = []
                counts.append(
                    annotate_document(
                        document,
                        detectors,
                        None,
                        frozenset(),
                        warnings,
                        limit=limit,
                        long_posts=long_posts,
                        written=written,
                    )
                )
                records.append(written)
            else:
                counts.append(rewrite_document(document, rewrite[number], warnings, limit=limit, long_posts=long_posts))
        return etree.tostring(tree), warnings, [p.warning("f") for p in long_posts], counts

    records: list = []
    first = annotated(None)
    assert any(records), "detection wrote something"
    assert annotated(records) == first
