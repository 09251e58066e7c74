"""Pseudonym mode as an attacker reads it (issue 39, a red team's findings; names, numbers and
codes of our own): a made-up surrogate's length says nothing of the original, one phone number
is one surrogate whatever its form, medical codes and kinship words keep their meaning, a crowded
corpus gets no numbered surrogates, CI reports name no one by a file name, and a weak salt is
reported."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from detector_helpers import run_posts
from lxml import etree

from teianon.cli import main
from teianon.detect.medical_codes import medical_code
from teianon.pseudonym import surrogates as s
from teianon.pseudonym.keyfile import KeyFile, weak_salt
from teianon.pseudonym.phones import parse
from teianon.pseudonym.pseudonymise import Pseudonymiser
from teianon.replace.inventory import Inventory, Reference

_TEI = "{http://www.tei-c.org/ns/1.0}"
_SALT = "p7Vq-31xR-kkL0-zz"


def _pseudonymiser(tmp_path: Path, references: list[tuple[str, str]], lang: str = "de", salt: str = _SALT):
    inventory = Inventory(
        source="a.xml",
        references=[Reference(category, original, None, 0, "p1", "#A1", lang) for category, original in references],
    )
    key = KeyFile.open(tmp_path / f"key-{salt}.json", salt)
    made = Pseudonymiser(key, [inventory])
    made.assign()
    return key.data["references"]


# --- 1. a made-up surname's length is drawn, not copied ----------------------------------------


@pytest.mark.parametrize(
    ("lang", "surname"),
    [("de", "Quernheimerbrock"), ("en", "Thistlewaiteborough"), ("de", "Vorbeckmann"), ("en", "Pennyfeather")],
)
def test_a_made_up_surname_is_not_as_long_as_the_original(tmp_path: Path, lang: str, surname: str) -> None:
    lengths = []
    for n in range(8):
        name = f"Herr {surname}" if lang == "de" else f"Mr {surname}"
        table = _pseudonymiser(tmp_path, [("PER", name)], lang, f"{_SALT}{n}")
        (surrogate,) = table["PER"].values()
        lengths.append(len(surrogate.split()[-1]))
    assert lengths.count(len(surname)) < len(lengths) // 2, lengths
    assert len(set(lengths)) > 1, lengths  # drawn, not fixed


def test_the_drawn_length_follows_the_languages_surnames() -> None:
    rng = random.Random(4)
    drawn = [s.name_length(rng, "de") for _ in range(300)]
    assert 4 <= sorted(drawn)[150] <= 8 and max(drawn) <= max(len(n) for n in s.last_names("de"))


def test_the_same_name_keeps_its_surrogate(tmp_path: Path) -> None:
    first = _pseudonymiser(tmp_path, [("PER", "Frau Quernheimerbrock")])
    (tmp_path / "again").mkdir()
    again = _pseudonymiser(tmp_path / "again", [("PER", "Frau Quernheimerbrock")])
    assert first == again


# --- 2. one phone number, one surrogate -----------------------------------------------------------


def test_one_number_in_three_forms_gets_one_surrogate(tmp_path: Path) -> None:
    forms = ["+44 7911 203948", "0044 7911 203948", "07911 203948"]
    table = _pseudonymiser(tmp_path, [("NUMBER", f) for f in forms], "en")["NUMBER"]
    digits = {re.sub(r"\D", "", table[f])[-10:] for f in forms}
    assert len(digits) == 1, table
    assert (
        table[forms[0]].startswith("+44 ") and table[forms[1]].startswith("0044 ") and table[forms[2]].startswith("0")
    )
    assert all(re.sub(r"\d", "#", table[f]) == re.sub(r"\d", "#", f) for f in forms)
    assert not any("203948" in v or "7911" in v for v in table.values())


@pytest.mark.parametrize(
    ("text", "head", "subscriber"),
    [
        ("+49 (0)30 8812345", "+49 (0)", "308812345"),
        ("0041 44 1234567", "0041", "441234567"),
        ("+15551234567", "+1", "5551234567"),
    ],
)
def test_a_number_is_taken_apart(text: str, head: str, subscriber: str) -> None:
    phone = parse(text)
    assert phone is not None and phone.head == head and phone.subscriber == subscriber


@pytest.mark.parametrize("text", ["12.03.1987", "4711", "1234 5678", "01.02.2003"])
def test_no_phone_number(text: str) -> None:
    assert parse(text) is None


def test_a_phone_number_in_a_chat_keeps_its_country_code(tmp_path: Path) -> None:
    tree = run_posts(
        tmp_path,
        ["meine nummer ist 0043 664 9182736", "also nochmal: +43 664 9182736"],
        "--mode", "pseudonym", "--salt", _SALT, "--key", str(tmp_path / "key.json"),
    )  # fmt: skip
    text = " ".join("".join(p.itertext()) for p in tree.iter(f"{_TEI}post"))
    assert "9182736" not in text
    first = re.search(r"0043 (\d{3}) (\d{7})", text)
    second = re.search(r"\+43 (\d{3}) (\d{7})", text)
    assert first and second and first.groups() == second.groups(), text


# --- 3. codes and kinship words keep their meaning ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Beim Orthopäden: Vorfall C6/C7 und eine Protrusion Th11", "C6"),
        ("Beim Orthopäden: Vorfall C6/C7 und eine Protrusion Th11", "Th11"),
        ("the scan showed a bulge at L3-L4, nothing at S2", "S2"),
        ("Überweisung mit ICD G47.3 und R51 vom Hausarzt", "G47.3"),
        ("Diagnose: K58 laut Befund", "K58"),
        ("bloods back: Ferritin 12 ng/ml, Vitamin 40 nmol/l", "Ferritin"),
        ("OPS 5-470.1 stand auf dem Bogen", "5-470.1"),
    ],
)
def test_a_medical_code_names_a_kind(text: str, code: str) -> None:
    start = text.index(code)
    assert medical_code(text, start, start + len(code))


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("wir treffen uns in Raum B12 beim Arzt", "B12"),  # a room, no diagnosis
        ("mit der S3 nach Hause gefahren", "S3"),  # a suburban train line
        ("Grüße an Meppen 12 Leute", "Meppen"),
        ("Ich habe Klasse C1/C3 gebucht", "C1"),  # no neighbours
        ("Tom 20 %", "Tom"),
    ],
)
def test_no_medical_code(text: str, code: str) -> None:
    start = text.index(code)
    assert not medical_code(text, start, start + len(code))


def test_vertebrae_are_no_places_in_either_mode(tmp_path: Path) -> None:
    posts = ["Bandscheibenvorfall zwischen L3/L4, ausstrahlend nach S1", "my physio says it is C5-C6 again"]
    for mode in (
        ["--mode", "placeholder"],
        ["--mode", "pseudonym", "--salt", _SALT, "--key", str(tmp_path / "k.json")],
    ):
        tree = run_posts(tmp_path, posts, *mode)
        text = " ".join("".join(p.itertext()) for p in tree.iter(f"{_TEI}post"))
        assert "L3/L4" in text and "S1" in text and "C5-C6" in text, text


@pytest.mark.parametrize(
    ("original", "kin", "sex"),
    [("Tante Kim", "Tante", "female"), ("Onkel Kim", "Onkel", "male"), ("Granny Quernheim", "Granny", "female")],
)
def test_a_kinship_word_stays_and_gives_the_sex(tmp_path: Path, original: str, kin: str, sex: str) -> None:
    lang = "en" if kin == "Granny" else "de"
    for n in range(4):
        (surrogate,) = _pseudonymiser(tmp_path, [("PER", original)], lang, f"{_SALT}{n}")["PER"].values()
        word, name = surrogate.split(" ", 1)
        assert word == kin, surrogate
        assert name in s.first_names(lang, sex), surrogate


# --- 4. a crowded corpus gets no numbered surrogates ---------------------------------------------


def test_regions_and_many_towns_get_real_places_without_numbers(tmp_path: Path) -> None:
    english = ["York", "Leeds", "Sheffield", "Manchester", "Bradford", "Wakefield", "Hull", "Derby"]
    table = _pseudonymiser(tmp_path, [("GPE", p) for p in english], "en")["GPE"]
    assert len(set(table.values())) == len(english), table
    assert not any(c.isdigit() for v in table.values() for c in v), table
    assert "Congo" not in table.values()


def test_a_pool_run_out_gives_a_made_up_name_not_a_number() -> None:
    taken = s.Taken(["Quelle"])
    chosen = [s.choose(taken, f"X:{n}", lambda attempt: "Ivo") for n in range(5)]
    assert chosen[0] == "Ivo" and len(set(chosen)) == 5
    assert not any(c.isdigit() for name in chosen for c in name), chosen


def test_an_initial_run_out_is_another_letter() -> None:
    taken = s.Taken()
    chosen = [s.choose(taken, f"I:{n}", lambda attempt: "K") for n in range(6)]
    assert all(len(c) == 1 and c.isalpha() for c in chosen) and len(set(chosen)) == 6, chosen


# --- 8. CI reports name no one by a file name -------------------------------------------------


def test_reports_do_not_quote_a_name_in_a_file_name(tmp_path: Path) -> None:
    source = tmp_path / "in" / "Arbeitszeugnis_Jorinde_Quernheim.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
        "<text><body><p>Sie war stets zuverlässig.</p></body></text></TEI>",
        encoding="utf-8",
    )
    for extra in ([], ["--rename", "--rename-map", str(tmp_path / "names.tsv")]):
        junit, sarif = tmp_path / f"j{len(extra)}.xml", tmp_path / f"s{len(extra)}.sarif"
        out = tmp_path / f"out{len(extra)}"
        args = ["run", str(source.parent), "-o", str(out), "-q", "--report", "junit", str(junit)]
        result = CliRunner().invoke(main, [*args, "--report", "sarif", str(sarif), *extra])
        assert result.exit_code == 0, result.output
        for report in (junit, sarif):
            text = report.read_text(encoding="utf-8")
            assert "Quernheim" not in text and "Jorinde" not in text, text
        case = etree.parse(str(junit)).find(".//testcase")
        assert case is not None and case.get("name", "").endswith(".xml")
        json.loads(sarif.read_text(encoding="utf-8"))


# --- 9. a weak salt is reported ------------------------------------------------------------------


@pytest.mark.parametrize("salt", ["demo", "Gartenzaun", "kiwi", "short-1"])
def test_a_weak_salt(salt: str) -> None:
    assert weak_salt(salt)


@pytest.mark.parametrize("salt", ["Tq8-vv02-Lmx4-9ee", "c0ffee7a91be4d5f8a2b"])
def test_a_strong_salt(salt: str) -> None:
    assert weak_salt(salt) is None


def test_run_warns_of_the_documentations_salt(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.xml").write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
        "<text><body><p>Hallo.</p></body></text></TEI>",
        encoding="utf-8",
    )
    args = ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q", "--mode", "pseudonym"]
    result = CliRunner().invoke(main, [*args, "--key", str(tmp_path / "k.json"), "--salt", "demo"])
    assert result.exit_code == 0 and "--salt is weak" in result.output, result.output
    strong = CliRunner().invoke(main, [*args, "--key", str(tmp_path / "k2.json"), "--salt", _SALT])
    assert "--salt is weak" not in strong.output


# --- 5. the project's identifiers keep a nickname's dictionary word ---------------------------

_PROJECT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="en"><teiHeader><fileDesc><titleStmt><title>Chat 3</title></titleStmt>
<publicationStmt><p>Project</p><idno type="corpus">{idno}</idno></publicationStmt>
<sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>
<person xml:id="A1" sex="1"><persName type="nickname">{nick}</persName></person>
<person xml:id="A2" sex="2"><persName type="nickname">wren_33</persName></person></listPerson></particDesc>
</profileDesc></teiHeader><text><body><div><post xml:id="p1" who="#A2"><p>hi all</p></post></div></body></text></TEI>
"""


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
@pytest.mark.parametrize(
    ("nick", "idno"), [("ledger_jorvik", "ZK-40_en_ledger"), ("lantern_oskarsson", "ZK-41_de_lantern")]
)
def test_a_nicknames_word_stays_in_the_projects_idno(tmp_path: Path, mode: str, nick: str, idno: str) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "c.xml").write_text(_PROJECT.format(nick=nick, idno=idno), encoding="utf-8")
    extra = ["--key", str(tmp_path / "k.json"), "--salt", _SALT] if mode == "pseudonym" else []
    result = CliRunner().invoke(main, ["run", str(folder), "-o", str(tmp_path / "out"), "-q", "--mode", mode, *extra])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "c.xml").read_text(encoding="utf-8")
    assert f">{idno}</idno>" in written, written
    assert nick not in written


def test_a_nicknames_distinctive_part_is_hidden_in_the_projects_idno(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "c.xml").write_text(_PROJECT.format(nick="ledger_jorvik", idno="ZK-40_jorvik"), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(folder), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    assert "jorvik" not in (tmp_path / "out" / "c.xml").read_text(encoding="utf-8").casefold()
