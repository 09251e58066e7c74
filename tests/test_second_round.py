"""The run's second round across files (issue 41): every file is annotated first, a file is
annotated again only where it holds a name another file of the run replaces, and every file is
replaced, audited and validated once, after the run's names are known. What comes out is what
two full rounds gave: a file refused or left out is made as before."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI

from teianon.cli import main
from teianon.pipeline import by_document_review, file

# A person one file replaces for sure, how another file repeats the name, and the first name
# alone (which cannot change with the run's names).
PEOPLE = [
    ("Gestern war Frau Ingrid Haslbeck-Morawe vom Ordnungsamt hier.", "haslbeck-morawe hat angerufen", "Ingrid"),
    ("Heute schrieb Herr Dieter Quandt-Ebersberg vom Bauamt.", "quandt-ebersberg will ne antwort", "Dieter"),
    ("Letzte Woche kam Herr Oskar Wendelborn vom Jugendamt vorbei.", "wendelborn kommt morgen wieder", "Oskar"),
]


def _file(folder: Path, name: str, nick: str, *posts: str, title: str = "t") -> None:
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    text = (
        ONE_PARTICIPANT_TEI.format(posts=body)
        .replace("wolke7", nick)
        .replace("<title>t</title>", f"<title>{title}</title>")
    )
    (folder / name).write_text(text, encoding="utf-8")


@pytest.fixture
def counted(monkeypatch):
    """Each file's annotations (its first post, with the run's names or without) and replacements."""
    annotated: Counter[tuple[str, bool]] = Counter()
    replaced: Counter[str] = Counter()
    annotate, replace_file = by_document_review.annotate_documents, file.replace_by_document

    def counted_annotation(documents, settings, *args, **kwargs):  # type: ignore[no-untyped-def]
        for document in documents:
            first = next(document.element.iter("{http://www.tei-c.org/ns/1.0}post"))
            annotated["".join(first.itertext()), bool(settings.run_names)] += 1
        return annotate(documents, settings, *args, **kwargs)

    def counted_replacement(split, inventory, excluded, job, *args, **kwargs):  # type: ignore[no-untyped-def]
        replaced[job.source.name] += 1
        return replace_file(split, inventory, excluded, job, *args, **kwargs)

    monkeypatch.setattr(by_document_review, "annotate_documents", counted_annotation)
    monkeypatch.setattr(file, "replace_by_document", counted_replacement)
    return annotated, replaced


@pytest.mark.parametrize(("named", "repeated", "first_name"), PEOPLE)
def test_a_file_with_another_files_name_is_replaced_once_after_the_names_are_known(
    tmp_path, counted, named, repeated, first_name
):
    annotated, replaced = counted
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", named)
    _file(folder, "b.xml", "eisvogel", repeated, "Nichts Neues sonst.")
    _file(folder, "c.xml", "reiher", f"{first_name} ist ein schöner Vorname.", "Nichts Neues sonst.")
    _file(folder, "d.xml", "amsel", "Wir treffen uns um acht am Bahnhof.")
    out = tmp_path / "out"
    review = tmp_path / "review"
    result = CliRunner().invoke(main, ["run", str(folder), "-o", str(out), "-q", "-j", "1", "--annotated", str(review)])
    assert result.exit_code == 0, result.output
    # b.xml is annotated again with the run's names; d.xml, which holds no word of them, once.
    assert annotated[repeated, True] == 1, annotated
    assert annotated["Wir treffen uns um acht am Bahnhof.", True] == 0, annotated
    assert sum(n for (text, _), n in annotated.items() if text == named) >= 1, annotated
    # Every file replaced (audited, validated) once: the first round's work is not thrown away.
    assert replaced == Counter({"a.xml": 1, "b.xml": 1, "c.xml": 1, "d.xml": 1}), replaced
    written = (out / "b.xml").read_text(encoding="utf-8")
    surname = repeated.split()[0].casefold()
    assert surname not in written.casefold()
    assert "Nichts Neues sonst." in written
    # The first name alone, in another conversation, is no repeat of the run's name.
    assert "repeat.run" not in (review / "c.xml").read_text(encoding="utf-8")
    assert "repeat.run" in (review / "b.xml").read_text(encoding="utf-8")


def test_the_outputs_are_those_of_each_file_run_with_the_names_it_holds(tmp_path):
    """A file that holds none of the run's names comes out as it does alone; the run's names
    reach the one that holds them."""
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", PEOPLE[1][0])
    _file(folder, "b.xml", "eisvogel", PEOPLE[1][1])
    _file(folder, "d.xml", "amsel", "Wir treffen uns um acht am Bahnhof.", "Bis dann, Leute.")
    run = CliRunner().invoke(main, ["run", str(folder), "-o", str(tmp_path / "out"), "-q", "--date", "2026-01-01"])
    assert run.exit_code == 0, run.output
    alone = tmp_path / "alone"
    alone.mkdir()
    (alone / "d.xml").write_bytes((folder / "d.xml").read_bytes())
    (alone / "a.xml").write_bytes((folder / "a.xml").read_bytes())
    by_itself = CliRunner().invoke(
        main, ["run", str(alone), "-o", str(tmp_path / "out-alone"), "-q", "--date", "2026-01-01"]
    )
    assert by_itself.exit_code == 0, by_itself.output
    assert (tmp_path / "out" / "d.xml").read_bytes() == (tmp_path / "out-alone" / "d.xml").read_bytes()
    assert "quandt-ebersberg" not in (tmp_path / "out" / "b.xml").read_text(encoding="utf-8").casefold()


def test_a_file_refused_in_its_replacement_is_named_at_its_own_line(tmp_path):
    """A file that holds another file's name and is refused by the self-audit: the message names
    the output and the line of the source where the leak stands (not a line of the annotated
    file read back), its review copy is written, and no output of it."""
    from test_leaks import LEAKY

    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", PEOPLE[0][0])
    leaky = LEAKY.replace("</p>", " Frau Haslbeck-Morawe rief an.</p>", 1)
    (folder / "chat.xml").write_text(leaky, encoding="utf-8")
    policy = tmp_path / "policy.toml"
    policy.write_text("[ids]\nrename = false\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main, ["run", str(folder), "-o", str(out), "--annotated", str(tmp_path / "review"), "--policy", str(policy)]
    )
    assert result.exit_code == 1
    alone = CliRunner().invoke(main, ["run", str(folder / "chat.xml"), "-o", str(out), "--policy", str(policy)])
    line = re.search(r"chat\.xml:(\d+): leak: 'lela2'", alone.output)
    assert line is not None, alone.output
    assert f"{out / 'chat.xml'}:{line.group(1)}: leak: 'lela2'" in result.output, result.output
    assert not (out / "chat.xml").exists() and (tmp_path / "review" / "chat.xml").exists()
    assert "haslbeck" not in (out / "a.xml").read_text(encoding="utf-8").casefold()


def test_a_file_the_policy_leaves_out_keeps_the_review_copy_of_its_own_names(tmp_path):
    """The policy's exclusion is known only when a file is replaced; a left-out file was never
    annotated with the run's names, and is not now: its review copy marks no repeat of them."""
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", PEOPLE[2][0])
    _file(folder, "b.xml", "eisvogel", PEOPLE[2][1], title="beratung")
    policy = tmp_path / "policy.toml"
    policy.write_text(
        '[[exclude]]\nxpath = "tei:teiHeader//tei:title = \'beratung\'"\nreason = "counselling"\n', encoding="utf-8"
    )
    review = tmp_path / "review"
    result = CliRunner().invoke(
        main,
        ["run", str(folder), "-o", str(tmp_path / "out"), "-q", "--annotated", str(review), "--policy", str(policy)],
    )
    assert result.exit_code == 0, result.output
    assert not (tmp_path / "out" / "b.xml").exists()
    assert "excluded" in (tmp_path / "out" / "teianon-manifest.tsv").read_text(encoding="utf-8")
    assert "repeat.run" not in (review / "b.xml").read_text(encoding="utf-8")
    # Kept by the policy, the same file is annotated with the run's names.
    kept = CliRunner().invoke(
        main, ["run", str(folder), "-o", str(tmp_path / "out2"), "-q", "--annotated", str(review)]
    )
    assert kept.exit_code == 0, kept.output
    assert "repeat.run" in (review / "b.xml").read_text(encoding="utf-8")
