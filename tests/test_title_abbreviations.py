"""Titles and degrees written with their full stop (``Prof.``, ``Dr. med. dent.``, ``Dipl.-Ing.``)
inside a reference name no one: they are not searched as the name's parts (a practice's name with
``dent.`` in it stopped the pseudonymised output, the surrogate keeping ``dent.``), and a
pseudonym keeps them instead of drawing a word for them. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.annotate.repeats import identifying_parts
from teianon.cli import main
from teianon.detect.person_titles import title_abbreviation

TEI = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
    "<sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader><text><body>{}</body></text></TEI>"
)


@pytest.mark.parametrize("word", ["Prof.", "dent.", "habil.", "Dipl.-Ing.", "Univ.-Prof.", "rer.nat.", "Dr."])
def test_titles_with_their_full_stop(word: str) -> None:
    assert title_abbreviation(word)


@pytest.mark.parametrize("word", ["Vet", "Dent", "Kolbe.", "H.", "St.", "Habilitation."])
def test_surnames_initials_and_other_words_are_no_title(word: str) -> None:
    assert not title_abbreviation(word)


@pytest.mark.parametrize(
    ("reference", "parts"),
    [
        ("Zahnarztpraxis Dr. med. dent. Oyelaran", ["Oyelaran"]),
        ("Prof. Dr. habil. Trautwein-Szabo", ["Trautwein-Szabo"]),
        ("Dipl.-Ing. Kasimir Pohlenz", ["Kasimir", "Pohlenz"]),
    ],
)
def test_a_title_is_no_identifying_part(reference: str, parts: list[str]) -> None:
    assert identifying_parts(reference) == parts
    assert set(parts) <= set(identifying_parts(reference, person=True))
    assert not any("." in part for part in identifying_parts(reference, person=True))


@pytest.mark.parametrize(
    ("practice", "surname"),
    [
        ("Zahnarztpraxis Dr. med. dent. Oyelaran", "Oyelaran"),
        ("Tierarztpraxis Dr. med. vet. Dragomirescu", "Dragomirescu"),
    ],
)
def test_a_practice_named_with_a_degree_is_pseudonymised_and_written(
    tmp_path: Path, practice: str, surname: str
) -> None:
    source = tmp_path / "in.xml"
    source.write_text(
        TEI.format(f"<p>Mein Termin in der {practice} am Montag fällt leider aus.</p><p>Gruß, Jutta Brennecke</p>"),
        encoding="utf-8",
    )
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main,
        [
            "run",
            str(source),
            "-o",
            str(out),
            "--mode",
            "pseudonym",
            "--key",
            str(tmp_path / "k.json"),
            "--date",
            "2026-01-01",
        ],
    )
    assert result.exit_code == 0, result.output
    written = (out / "in.xml").read_text(encoding="utf-8")
    body = written.split("<body>")[1]
    assert surname not in body
    degree = practice.split(" Dr. ")[1].rsplit(" ", 1)[0]  # "med. dent.", "med. vet."
    assert f"Dr. {degree} " in body  # the title stays as written in the surrogate


@pytest.mark.parametrize(
    ("sentence", "degree", "name"),
    [
        ("Meine Betreuerin ist Prof. Dr. habil. Wiebke Trautwein, sehr streng.", "Dr. habil.", "Trautwein"),
        ("Das Gutachten schrieb Dr. phil. Jonas Reuter im Mai.", "Dr. phil.", "Reuter"),
    ],
)
def test_a_degree_in_a_chain_of_titles_stays_and_is_no_name_elsewhere(
    tmp_path: Path, sentence: str, degree: str, name: str
) -> None:
    source = tmp_path / "in.xml"
    later = f"Ein {degree.split()[-1]} Kandidat vielleicht?"
    source.write_text(TEI.format(f"<p>{sentence}</p><p>{later}</p>"), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    body = (out / "in.xml").read_text(encoding="utf-8").split("<body>")[1]
    assert f"{degree} <name" in body  # the degree as written, the name after it replaced
    assert name not in body
    assert later in body
