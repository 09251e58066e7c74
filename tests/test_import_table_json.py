"""The CSV, TSV, JSON and JSON Lines importers, through ``teianon import`` as a user runs them."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import shared_path
from lxml import etree

from teianon.cli import main
from teianon.importers.table import normalise_time
from teianon.read.tei import NS

CHAT_CSV = """\
id,user,timestamp,message,reply_to
1,kuschelbaer77,2024-03-05 14:22:01,hallo zusammen! @sonnenblume bist du auch da?,
2,sonnenblume,2024-03-05 14:22:40,"ja, hi kuschelbaer77 :)",1
3,kuschelbaer77,2024-03-05 14:23:05,schreib mir mal an max.mueller@example.com oder ruf an: 0171 2345678,2
4,sonnenblume,2024-03-05 14:24:00,ok mach ich. wohnst du noch in Bielefeld?,3
5,kuschelbaer77,2024-03-05 14:25:10,"ja, immer noch in Bielefeld, sonnenblume",4
"""


# The German spreadsheet default: semicolons, German column names, date and time apart, Excel's cp1252.
GERMAN_CSV = """\
Datum;Uhrzeit;Absender;Nachricht
12.04.2024;09:15;Jana Krüger;"Hallo zusammen; wer hat den Schlüssel für die Lindenstraße 12?"
12.04.2024;09:17;Tobias Brandt;Frau Özdemir im 2. Stock, Tel. 0341 5566778
12.04.2024;09:20;Jana Krüger;Danke! Überweisung an DE89 3704 0044 0532 0130 00 ist raus
"""
ENGLISH_TABLE = ("Date\tTime\tSender\tText\n"
                 "24/04/2024\t09:15\tMia Thompson\tMeet at 14 Elm Road in Bristol?\n"
                 "24/04/2024\t09:16\tOwen Price\tSure - text me on 07700 900123\n")


def run_import(fmt: str, source: Path, out: Path, *extra: str) -> Result:
    return CliRunner().invoke(main, ["import", fmt, str(source), "-o", str(out), "--date", "2026-01-01", "--keep-names", *extra])


def write(tmp_path: Path, name: str, text: str, encoding: str = "utf-8") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def posts(path: Path) -> list[etree._Element]:
    return etree.parse(str(path)).xpath("//tei:post", namespaces=NS)


def test_csv_header_names_recognised(tmp_path: Path) -> None:
    source = write(tmp_path, "chat.csv", "Sender,Date,Body\nanna,2024-03-05 14:22:01,hallo\nben,,hi anna\n")
    result = run_import("csv", source, tmp_path / "out")
    assert result.exit_code == 0, result.output
    found = posts(tmp_path / "out" / "chat.xml")
    assert [p.text for p in found] == ["hallo", "hi anna"]
    assert [p.get("who") for p in found] == ["#A01", "#A02"]
    assert found[0].get("when") == "2024-03-05T14:22:01"
    assert found[1].get("when") is None
    tree = etree.parse(str(tmp_path / "out" / "chat.xml"))
    assert tree.xpath("//tei:persName/text()", namespaces=NS) == ["anna", "ben"]
    assert tree.xpath("//tei:title/text()", namespaces=NS) == ["chat.csv"]


def test_explicit_mapping_and_delimiter(tmp_path: Path) -> None:
    source = write(tmp_path, "export.csv", "Wer;Wann;Nachricht\nanna;05.03.2024 14:22;hallo\n")
    result = run_import("csv", source, tmp_path / "out", "--option", "delimiter=;", "--option", "author=Wer",
                        "--option", "time=wann", "--option", "text=Nachricht", "--option", "title=Gruppe")
    assert result.exit_code == 0, result.output
    (post,) = posts(tmp_path / "out" / "export.xml")
    assert post.text == "hallo"
    assert post.get("when") == "2024-03-05T14:22:00"
    assert etree.parse(str(tmp_path / "out" / "export.xml")).xpath("//tei:title/text()", namespaces=NS) == ["Gruppe"]


def test_wrong_mapping_is_one_line_error_and_no_output(tmp_path: Path) -> None:
    source = write(tmp_path, "chat.csv", "user,message\nanna,hallo\n")
    result = run_import("csv", source, tmp_path / "out", "--option", "text=Nachricht")
    assert result.exit_code == 1
    error = [line for line in result.output.splitlines() if "Nachricht" in line]
    # The importer is given the file's name, not its path (Importer.read's contract).
    assert len(error) == 1 and error[0].startswith(f"{source.name}:1: ")
    assert "'user', 'message'" in error[0]
    assert not (tmp_path / "out" / "chat.xml").exists()


def test_no_text_column_is_an_error(tmp_path: Path) -> None:
    source = write(tmp_path, "chat.csv", "user,when\nanna,now\n")
    result = run_import("csv", source, tmp_path / "out")
    assert result.exit_code == 1
    assert "no text column" in result.output and "'user', 'when'" in result.output


def test_unknown_option_refused(tmp_path: Path) -> None:
    source = write(tmp_path, "chat.tsv", "user\ttext\nanna\thallo\n")
    result = run_import("tsv", source, tmp_path / "out", "--option", "delimiter=;")
    assert result.exit_code == 2
    assert "unknown option" in result.output


def test_broken_rows_skipped_and_reported(tmp_path: Path) -> None:
    source = write(tmp_path, "chat.csv",
                   'user,time,text\nanna,2024-03-05 14:22:01,eins\nkaputt\nben,gestern,zwei\ncara,,"  "\n'
                   'dora,,"drei\nmit Umbruch"\n')
    result = run_import("csv", source, tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert f"{source}:3: 1 cell(s), expected at least 3 (skipped)" in result.output
    assert f"{source}:4: time 'gestern' not understood; message kept without it\n" in result.output
    assert f"{source}:5: empty text (skipped)" in result.output
    assert "2 line(s) skipped" in result.output  # the message with an unreadable time is kept
    found = posts(tmp_path / "out" / "chat.xml")
    assert [p.text for p in found] == ["eins", "zwei", "drei\nmit Umbruch"]
    assert found[1].get("when") is None


def test_threads_replies_and_ids(tmp_path: Path) -> None:
    source = write(tmp_path, "forum.tsv", "msg_id\tthread\tparent\tnick\ttext\n"
                                          "a1\tT1\t\tanna\tFrage\na2\tT1\ta1\tben\tAntwort\na3\tT2\t\tcara\tNeu\n")
    result = run_import("tsv", source, tmp_path / "out", "--option", "genre=forum")
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "out" / "forum.xml"))
    divs = tree.xpath("//tei:body/tei:div", namespaces=NS)
    assert [d.get("type") for d in divs] == ["thread", "thread"]
    assert [len(d) for d in divs] == [2, 1]
    found = posts(tmp_path / "out" / "forum.xml")
    assert found[1].get("replyTo") == "#" + found[0].get("{http://www.w3.org/XML/1998/namespace}id")
    assert all(p.get("n") is None for p in found)  # source ids identify: dropped by default
    assert tree.xpath("//tei:term/text()", namespaces=NS) == ["forum"]
    result = run_import("tsv", source, tmp_path / "kept", "--keep-ids")
    assert [p.get("n") for p in posts(tmp_path / "kept" / "forum.xml")] == ["a1", "a2", "a3"]


@pytest.mark.parametrize("encoding", ["cp1252", "utf-16"])
def test_encodings_decoded(tmp_path: Path, encoding: str) -> None:
    source = write(tmp_path, "chat.csv", "user,text\nJürgen,Grüße aus Köln – €5\n", encoding)
    result = run_import("csv", source, tmp_path / "out")
    assert result.exit_code == 0, result.output
    (post,) = posts(tmp_path / "out" / "chat.xml")
    assert post.text == "Grüße aus Köln – €5"


def test_json_array_with_paths(tmp_path: Path) -> None:
    source = write(tmp_path, "posts.json",
                   '[{"user": {"name": "anna"}, "content": [{"text": "hallo"}], "ts": 1709648582},\n'
                   ' {"user": {"name": "ben"}, "content": [{"text": "hi"}], "ts": "gestern"},\n'
                   ' 42]')
    result = run_import("json", source, tmp_path / "out", "--option", "author=user.name",
                        "--option", "text=content.0.text", "--option", "time=ts")
    assert result.exit_code == 0, result.output
    found = posts(tmp_path / "out" / "posts.xml")
    assert [p.text for p in found] == ["hallo", "hi"]
    assert found[0].get("when") == "2024-03-05T14:23:02Z"
    assert f"{source}:3: not an object (skipped)" in result.output
    assert f"{source}:2: time 'gestern' not understood" in result.output


def test_json_records_under_a_key_and_default_names(tmp_path: Path) -> None:
    source = write(tmp_path, "export.json",
                   '{"meta": {"room": "x"}, "messages": [{"from": "anna", "body": "eins", "id": "7"},'
                   ' {"from": "ben", "body": "zwei", "in_reply_to": "7"}]}')
    result = run_import("json", source, tmp_path / "out")
    assert result.exit_code == 0, result.output
    found = posts(tmp_path / "out" / "export.xml")
    assert [p.text for p in found] == ["eins", "zwei"]
    assert found[1].get("replyTo") == "#m1"
    result = run_import("json", source, tmp_path / "out2", "--option", "records=meta.missing")
    assert result.exit_code == 1 and "no list at 'meta.missing'" in result.output


def test_json_wrong_mapping(tmp_path: Path) -> None:
    source = write(tmp_path, "posts.json", '[{"user": {"name": "anna"}, "content": {"text": "hallo"}}]')
    result = run_import("json", source, tmp_path / "out", "--option", "text=content.txt")
    assert result.exit_code == 1
    assert "'content.txt'" in result.output and "'user.name', 'content.text'" in result.output
    assert not (tmp_path / "out" / "posts.xml").exists()


def test_jsonl_broken_line_skipped(tmp_path: Path) -> None:
    source = write(tmp_path, "chat.jsonl", '{"nick": "anna", "msg": "eins", "created_at": "2024-03-05T14:22"}\n'
                                           '{kaputt\n\n{"nick": "ben", "msg": "zwei", "date": "2024-03-05T14:22:00+0100"}\n')
    result = run_import("jsonl", source, tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert f"{source}:2: not JSON" in result.output
    found = posts(tmp_path / "out" / "chat.xml")
    assert [p.text for p in found] == ["eins", "zwei"]
    assert [p.get("when") for p in found] == ["2024-03-05T14:22:00", "2024-03-05T14:22:00+01:00"]


@pytest.mark.parametrize(("value", "expected"), [
    ("2024-03-05T14:22:01Z", "2024-03-05T14:22:01Z"),
    ("2024-03-05", "2024-03-05"),
    ("2024-03-05 14:22:01", "2024-03-05T14:22:01"),
    ("5.3.24, 9:05", "2024-03-05T09:05:00"),
    ("3/5/2024 2:22 PM", "2024-03-05T14:22:00"),
    ("25/12/2023 08:00", "2023-12-25T08:00:00"),
    ("1709648582", "2024-03-05T14:23:02Z"),
    ("1709648582000", "2024-03-05T14:23:02Z"),
    ("2024-02-30 10:00", None),
    ("gestern", None),
    ("42", None),
])
def test_normalise_time(value: str, expected: str | None) -> None:
    assert normalise_time(value) == expected


@pytest.mark.parametrize("encoding", ["cp1252", "utf-8-sig"])
def test_german_spreadsheet_semicolons_and_column_names(tmp_path: Path, encoding: str) -> None:
    result = run_import("csv", write(tmp_path, "wg.csv", GERMAN_CSV, encoding), tmp_path / "out")
    assert result.exit_code == 0, result.output
    found = posts(tmp_path / "out" / "wg.xml")
    assert [p.get("when") for p in found] == ["2024-04-12T09:15:00", "2024-04-12T09:17:00", "2024-04-12T09:20:00"]
    # A quoted semicolon stays in the text; the authors come from Absender.
    assert found[0].text == "Hallo zusammen; wer hat den Schlüssel für die Lindenstraße 12?"
    assert found[0].get("who") == found[2].get("who") != found[1].get("who")


@pytest.mark.parametrize(("separator", "name"), [("\t", "tab"), (",", "comma"), ("|", "pipe")])
def test_separator_detected(tmp_path: Path, separator: str, name: str) -> None:
    text = ENGLISH_TABLE.replace("\t", separator)
    result = run_import("csv", write(tmp_path, f"{name}.csv", text), tmp_path / "out")
    assert result.exit_code == 0, result.output
    found = posts(tmp_path / "out" / f"{name}.xml")
    assert [p.text for p in found] == ["Meet at 14 Elm Road in Bristol?", "Sure - text me on 07700 900123"]
    assert [p.get("when") for p in found] == ["2024-04-24T09:15:00", "2024-04-24T09:16:00"]
    assert found[0].get("who") != found[1].get("who")


def test_a_separator_that_does_not_fit_is_named_in_the_error(tmp_path: Path) -> None:
    result = run_import("csv", write(tmp_path, "wg.csv", GERMAN_CSV), tmp_path / "out", "--option", "delimiter=comma")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "give --option delimiter=" in result.output


def test_round_trip_import_run_audit_validate(tmp_path: Path) -> None:
    source = write(tmp_path, "chat.csv", CHAT_CSV)
    out, anon = tmp_path / "tei", tmp_path / "anon"
    result = run_import("csv", source, out)
    assert result.exit_code == 0, result.output
    runner = CliRunner()
    result = runner.invoke(main, ["run", str(out), "-o", str(anon), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    anonymised = (anon / "chat.xml").read_text(encoding="utf-8")
    for original in ("kuschelbaer77", "sonnenblume", "max.mueller@example.com", "0171 2345678", "Bielefeld"):
        assert original not in anonymised
    result = runner.invoke(main, ["audit", str(out), str(anon)])
    assert result.exit_code == 0, result.output
    assert "0 leak(s)" in result.output
    # Every format in one validation: loading tei_all takes seconds.
    for fmt, name, text in [("csv", "wg.csv", GERMAN_CSV),
                            ("tsv", "t.tsv", "user\ttext\tthread\nanna\thallo\tT1\n"),
                            ("json", "j.json", '[{"user": "anna", "text": "hi", "time": 1709648582}]'),
                            ("jsonl", "l.jsonl", '{"user": "anna", "text": "hi", "time": "2024-03-05T14:22+0100"}\n')]:
        result = run_import(fmt, write(tmp_path, name, text), out)
        assert result.exit_code == 0, result.output
    schema = shared_path("data", "tei", "tei_all_4.12.0.rng")
    result = runner.invoke(main, ["validate", str(out), "--schema", str(schema)])
    assert result.exit_code == 0, result.output
    assert "5 valid, 0 not valid" in result.output
