"""Third parties across the files of a run (issue 39, red team round 3, N2): a person one file
replaces with high evidence is replaced where another file of the same run names them, also in
lower case and in other spellings, with any number of workers and in both modes; a name that is
also a word is not carried to another file as that word."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI, run_posts
from lxml import etree

from teianon.annotate.run_names import as_written, confirmed_names, run_targets
from teianon.cli import main
from teianon.mention import Category, Mention
from teianon.read.tei import tei


def _file(folder, name: str, nick: str, *posts: str) -> None:
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / name).write_text(ONE_PARTICIPANT_TEI.format(posts=body).replace("wolke7", nick), encoding="utf-8")


def _run(tmp_path, folder, out: str, *options: str) -> dict[str, str]:
    result = CliRunner().invoke(main, ["run", str(folder), "-o", str(tmp_path / out), "-q", *options])
    assert result.exit_code == 0, result.output
    return {
        name: " ".join("".join(p.itertext()) for p in etree.parse(str(tmp_path / out / name)).iter(tei("post")))
        for name in ("a.xml", "b.xml")
    }


@pytest.fixture
def thread(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", "Gestern kam Herr Bertram Oyelaran-Schütt vom Jugendamt vorbei.")
    _file(
        folder,
        "b.xml",
        "eisvogel",
        "oyelaran-schütt war wieder da",
        "Oyelaran-Schuett hat angerufen",
        "Nichts Neues sonst.",
    )
    return folder


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_third_party_of_one_file_is_replaced_in_another(tmp_path, thread, jobs):
    texts = _run(tmp_path, thread, "out", "-j", jobs)
    assert "Oyelaran" not in texts["a.xml"]
    # Lower case and written out without its umlaut, in a file that has no title before it.
    assert "oyelaran" not in texts["b.xml"].lower(), texts["b.xml"]
    assert "Nichts Neues sonst." in texts["b.xml"]


def test_the_outputs_do_not_depend_on_the_number_of_workers(tmp_path, thread):
    _run(tmp_path, thread, "one", "-j", "1")
    _run(tmp_path, thread, "two", "-j", "2")
    for name in ("a.xml", "b.xml"):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()


def test_pseudonym_mode_gives_the_person_one_surrogate_in_both_files(tmp_path, thread):
    texts = _run(tmp_path, thread, "out", "--mode", "pseudonym", "--key", str(tmp_path / "k.json"), "--salt", "s")
    assert "oyelaran" not in (texts["a.xml"] + texts["b.xml"]).lower()
    after_title = texts["a.xml"].split("Herr ", 1)[1].split(" vom")[0]
    # The surname alone in b.xml is the surname of the surrogate in a.xml.
    assert after_title.split()[-1] in texts["b.xml"], (texts["a.xml"], texts["b.xml"])


def test_a_name_that_is_also_a_word_stays_a_word_in_another_file(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    _file(folder, "a.xml", "kranich", "Meine Nachbarin Rose hat mir geholfen, danke Rose!", "Ich habe Frank angerufen.")
    _file(folder, "b.xml", "eisvogel", "Ich schenke ihr eine Rose.", "Sag es frank und frei.")
    CliRunner().invoke(
        main, ["run", str(folder), "-o", str(tmp_path / "out"), "-q", "--annotated", str(tmp_path / "ann")]
    )
    first = etree.parse(str(tmp_path / "ann" / "a.xml"))
    assert {n.text for n in first.iter(tei("name")) if n.get("cert") == "high"} >= {"Rose", "Frank"}
    second = etree.parse(str(tmp_path / "ann" / "b.xml"))
    assert [n.text for n in second.iter(tei("name"))] == []


def test_only_names_of_people_replaced_for_sure_are_carried():
    post = etree.fromstring(
        '<post xmlns="http://www.tei-c.org/ns/1.0">'
        '<name type="PER" resp="#teianon" cert="high">Ilse Wachowiak</name> '
        '<name type="PER" resp="#teianon" cert="medium">Korbinian</name> '
        '<name type="NICK" resp="#teianon" cert="high" corresp="#A1">wolke7</name> '
        '<name type="GPE" resp="#teianon" cert="high">Castrop-Rauxel</name> '
        '<name type="PER">Theodor Gruszka</name></post>'
    )
    assert confirmed_names(post) == {("Ilse Wachowiak", "PER"), ("Theodor Gruszka", "PER")}
    forms = {t.text for t in run_targets(confirmed_names(post))}
    assert {"Wachowiak", "Gruszka", "Ilse Wachowiak"} <= forms


def test_a_genitive_after_a_final_e_is_the_name(tmp_path):
    # "Bruhnke-Lohses": the ending is the "s", not "es" (the stem is not "Bruhnke-Lohs").
    tree = run_posts(tmp_path, ["Frau Annika Bruhnke-Lohse kam vorbei.", "Bruhnke-Lohses Hund bellt."])
    text = " ".join("".join(p.itertext()) for p in tree.iter(tei("post")))
    assert "Lohse" not in text and "Hund bellt" in text, text


def test_another_files_name_is_taken_as_written():
    # The tagger's "Johannes sann" (a verb in its span) and "Beni Khalid" in one file: neither
    # the verb nor "Benin" (Beni with an inflection ending) is another file's name.
    names = {("Johannes sann", "PER"), ("Beni Khalid", "PER")}
    forms = {t.text for t in run_targets(names)}
    assert "sann" not in forms and "Khalid" in forms
    text = "Benin, Benis Hund und Khalids Buch"
    found = [
        Mention(0, 5, Category.PER, source="repeat:run"),
        Mention(7, 12, Category.PER, source="repeat:run"),
        Mention(22, 29, Category.PER, source="repeat:run"),
    ]
    kept = as_written(text, found, frozenset(f.casefold() for f in forms))
    assert [text[m.start : m.end] for m in kept] == ["Benis", "Khalids"]


def test_what_is_held_of_each_file_is_trimmed_as_it_arrives(tmp_path):
    """Pseudonym mode holds each prepared file only within its budget: ``across_files`` hands
    each result to ``keep`` as it arrives, before the other files run, and returns what was kept."""
    from pathlib import Path

    from teianon.pipeline.across_files import across_files
    from teianon.pipeline.settings import FileResult, Job, Settings

    jobs = [Job("run", Path(f"f{i}.xml"), tmp_path / f"o{i}.xml", Settings()) for i in range(3)]
    held: list[int] = []

    def run(some):
        for job in some:
            assert len(held) == jobs.index(job)  # the earlier files were trimmed already
            yield {"result": FileResult(job.source, job.target), "data": b"x" * 100}

    def keep(item):
        held.append(len(item["data"]))
        return {**item, "data": None}

    out = across_files(jobs, run, lambda item: item["result"], keep=keep)
    assert held == [100, 100, 100] and [item["data"] for item in out] == [None, None, None]


def _chat(nick: str, posts: list[str]) -> str:
    """A one-participant TEI chat of ``nick`` with these posts."""
    from detector_helpers import ONE_PARTICIPANT_TEI

    body = "\n".join(f'<post xml:id="p{i}" who="#A1"><p>{t}</p></post>' for i, t in enumerate(posts, 1))
    return ONE_PARTICIPANT_TEI.replace("wolke7", nick).format(posts=body)


def test_a_function_word_of_another_files_nickname_stays_a_word(tmp_path):
    # "MamaVonDrei" of one file: "von" in the other file's "die mama von lena" is the word.
    from click.testing import CliRunner

    from teianon.cli import main

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.xml").write_text(_chat("PapaAusKiel", ["PapaAusKiel hier", "PapaAusKiel sagt tschüss"]))
    (tmp_path / "in" / "b.xml").write_text(_chat("sonnenkind", ["der papa aus dem haus kommt später"]))
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "b.xml").read_text(encoding="utf-8")
    assert "papa aus dem haus" in written, written


def test_a_word_of_another_files_nickname_stays_a_word_its_own_name_does_not(tmp_path):
    # Another file's "Pusteblume" is the flower here, and its "Wurzel" of "WurzelZwerg" the root: no
    # conversation of that participant weighs the word. "Szczepaniak91" names them anywhere.
    from click.testing import CliRunner

    from teianon.cli import main

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.xml").write_text(_chat("Pusteblume", ["Pusteblume hier", "bis bald"]))
    (tmp_path / "in" / "c.xml").write_text(_chat("Szczepaniak91", ["Szczepaniak91 hier"]))
    posts = ["auf der wiese steht eine pusteblume", "hat szczepaniak91 heute geschrieben?"]
    (tmp_path / "in" / "b.xml").write_text(_chat("sonnenkind", posts))
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "b.xml").read_text(encoding="utf-8")
    assert "eine pusteblume" in written and "szczepaniak91" not in written.casefold(), written
