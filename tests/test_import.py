"""The shared parts of teianon import: decoding, the TEI writer, the command's errors."""

from __future__ import annotations

import codecs

import pytest
from click.testing import CliRunner
from conftest import shared_path
from lxml import etree

from teianon.cli import main
from teianon.errors import InputError
from teianon.importers import Conversation, Message, Person
from teianon.importers.encoding import decode
from teianon.importers.tei import conversation_tei

T = "{http://www.tei-c.org/ns/1.0}"
TEXT = "Grüße aus Köln, Anna"


@pytest.mark.parametrize("data, encoding", [
    (TEXT.encode("utf-8"), "utf-8"),
    (codecs.BOM_UTF8 + TEXT.encode("utf-8"), "utf-8"),
    (codecs.BOM_UTF16_LE + TEXT.encode("utf-16-le"), "utf-16"),
    (TEXT.encode("utf-16-le"), "utf-16"),
    (TEXT.encode("cp1252"), "cp1252"),
])
def test_encodings_are_detected(tmp_path, data, encoding):
    assert decode(data, tmp_path / "x.csv") == (TEXT, encoding)


def test_an_unsure_encoding_is_a_clear_error(tmp_path):
    with pytest.raises(InputError, match=r"x.csv:2: encoding unknown"):
        decode(b"ok\n\x81\x8d broken", tmp_path / "x.csv")


CONVERSATION = Conversation(
    "test",
    [Message("anna", "hallo ben, wohnst du in Bochum?", "2024-03-05T14:22:00", None, None, "x1"),
     Message("", "anna hat ben hinzugefügt", "2024-03-05T14:23:00", kind="system"),
     Message("ben", "ja\nseit 2020", None, "t1", "x1", "x2")],
    {"carl@example.org": Person("Carl Meyer", "full", "carl@example.org")}, "email")


def test_the_writer_makes_participants_threads_replies_and_records_the_import(tmp_path):
    root = conversation_tei(CONVERSATION, "csv", {"text": "message"}, "in.csv", today="2026-01-01").getroot()
    names = [(p.get("{http://www.w3.org/XML/1998/namespace}id"), p.findtext(f"{T}persName"), p.find(f"{T}persName").get("type"))
             for p in root.iter(f"{T}person")]
    assert names == [("A01", "anna", "nickname"), ("A02", "ben", "nickname"), ("A03", "Carl Meyer", "full")]
    posts = list(root.iter(f"{T}post"))
    assert [p.get("who") for p in posts] == ["#A01", None, "#A02"]
    assert posts[1].get("type") == "event" and posts[2].get("replyTo") == "#m1"
    assert posts[2].getparent().get("type") == "thread"
    assert not any(p.get("n") for p in posts)  # source ids identify: kept only on request
    assert "Imported from in.csv (csv; options: text=message)" in etree.tostring(root, encoding=str)
    kept = conversation_tei(CONVERSATION, "csv", {}, "in.csv", keep_ids=True, today="2026-01-01").getroot()
    assert [p.get("n") for p in kept.iter(f"{T}post")] == ["x1", None, "x2"]


def test_tokenised_output_has_word_ids():
    pytest.importorskip("somajo", reason="--tokenise needs SoMaJo (extra: tokenise)")
    root = conversation_tei(CONVERSATION, "csv", {}, "in.csv", tokenise=True, today="2026-01-01").getroot()
    first = root.find(f".//{T}post")
    assert [w.text for w in first.iter(f"{T}w")] == ["hallo", "ben", ",", "wohnst", "du", "in", "Bochum", "?"]
    assert first[6].get("{http://www.w3.org/XML/1998/namespace}id") == "m1.t7"


def test_the_written_tei_is_valid_against_tei_all(tmp_path):
    schema = shared_path("data", "tei", "tei_all_4.12.0.rng")
    for tokenise in (False, True):
        if tokenise:
            pytest.importorskip("somajo", reason="--tokenise needs SoMaJo")
        conversation_tei(CONVERSATION, "csv", {}, "in.csv", tokenise=tokenise,
                         today="2026-01-01").write(str(tmp_path / f"t{int(tokenise)}.xml"))
    result = CliRunner().invoke(main, ["validate", str(tmp_path), "--schema", str(schema)])
    assert result.exit_code == 0, result.output


def test_unknown_format_and_option_are_usage_errors(tmp_path):
    source = tmp_path / "x.csv"
    source.write_text("author,text\nanna,hallo\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["import", "docx", str(source), "-o", str(tmp_path / "o")])
    assert result.exit_code == 2 and "'docx': choose one of" in result.output
    result = CliRunner().invoke(main, ["import", "csv", str(source), "-o", str(tmp_path / "o"), "--option", "nonsense"])
    assert result.exit_code == 2 and "expected KEY=VALUE" in result.output
    assert not (tmp_path / "o").exists()


def test_hostile_exports_are_one_line_each_and_the_rest_goes_on(tmp_path):
    good, control, cr = tmp_path / "a" / "good.csv", tmp_path / "control.csv", tmp_path / "cr.txt"
    good.parent.mkdir()
    good.write_text("author,text\nanna,hallo\n", encoding="utf-8")
    control.write_bytes(b"author,text\nanna,hallo\x01 welt\x00!\n")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "good.csv").write_text("author,text\nben,drei\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["import", "csv", str(good), str(control), str(tmp_path / "b" / "good.csv"),
                                       "-o", str(out), "--date", "2026-01-01", "--keep-names"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert f"{tmp_path / 'b' / 'good.csv'}: would overwrite {out / 'good.xml'}" in result.output
    assert "hallo\ufffd welt\ufffd!" in (out / "control.xml").read_text(encoding="utf-8")
    assert "anna" in (out / "good.xml").read_text(encoding="utf-8")  # the first good.csv, not overwritten
    cr.write_bytes(b"05.03.24, 14:22 - Anna: eins\r05.03.24, 14:23 - Ben: zwei\r")
    result = CliRunner().invoke(main, ["import", "whatsapp", str(cr), "-o", str(out), "--date", "2026-01-01",
                                       "--keep-names"])
    assert result.exit_code == 0, result.output
    assert len(list(etree.parse(str(out / "cr.xml")).getroot().iter(f"{T}post"))) == 2


def test_an_export_without_authors_is_still_valid_tei(tmp_path):
    schema = shared_path("data", "tei", "tei_all_4.12.0.rng")
    no_authors = tmp_path / "anonymous.csv"
    no_authors.write_text("text\nWer kommt morgen mit nach Leipzig?\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["import", "csv", str(no_authors), "-o", str(out), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(main, ["validate", str(out), "--schema", str(schema)])
    assert result.exit_code == 0, result.output


def test_an_import_that_reads_no_message_fails_and_writes_nothing(tmp_path):
    empty = tmp_path / "essay.txt"
    empty.write_text("", encoding="utf-8")
    header_only = tmp_path / "empty.csv"
    header_only.write_text("author,text\n", encoding="utf-8")
    out = tmp_path / "out"
    for fmt, path in (("text", empty), ("csv", header_only)):
        result = CliRunner().invoke(main, ["import", fmt, str(path), "-o", str(out), "--date", "2026-01-01"])
        assert result.exit_code == 1 and "Traceback" not in result.output
        assert f"{path}: no " in result.output and "message found" in result.output
    assert not out.exists() or not list(out.iterdir())


def test_a_pattern_that_backtracks_without_end_stops_the_file_not_the_run(tmp_path):
    log = tmp_path / "slow.txt"
    log.write_text("a" * 40 + "c\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["import", "chatlog", str(log), "-o", str(out),
                                       "--option", "pattern=(?P<author>(a|aa)+)+(?P<text>b)"])
    assert result.exit_code == 1 and "slow.txt:1: the pattern took over 2.0 s on one line" in result.output
    assert not out.exists() or not list(out.iterdir())


def test_a_long_cell_is_read(tmp_path):
    source = tmp_path / "long.csv"
    source.write_text("author,text\nanna," + "x" * 200_000 + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["import", "csv", str(source), "-o", str(tmp_path / "o"), "--keep-names"])
    assert result.exit_code == 0, result.output
    assert "x" * 200_000 in (tmp_path / "o" / "long.xml").read_text(encoding="utf-8")


def test_platform_mentions_become_nicknames_of_their_participant_and_events_keep_their_author():
    from teianon.importers import Conversation, Message
    from teianon.importers.tei import conversation_tei

    conversation = Conversation("chat", [
        Message("anna", "hi @bert, siehst du @carla?", mentions=[(3, 8, "bert"), (20, 26, "nobody")]),
        Message("bert", "<Medien ausgeschlossen>", kind="system", event="media"),
        Message("", "carla ist beigetreten", kind="system", event="join")])
    root = conversation_tei(conversation, "test", {}, "x", today="2026-01-01").getroot()
    ns = {"t": "http://www.tei-c.org/ns/1.0"}
    first, media, join = root.findall(".//t:post", ns)
    [mention] = first.findall("t:name", ns)
    bert = root.find(".//t:person[t:persName='bert']", ns).get("{http://www.w3.org/XML/1998/namespace}id")
    assert (mention.text, mention.get("type"), mention.get("corresp")) == ("@bert", "nickname", "#" + bert)
    assert "".join(first.itertext()) == "hi @bert, siehst du @carla?"  # a mention of no participant stays text
    assert (media.get("type"), media.get("subtype"), media.get("who")) == ("event", "media", "#" + bert)
    assert (join.get("type"), join.get("subtype"), join.get("who")) == ("event", "join", None)


STREAMED = [
    ("jsonl", "chat.jsonl",
     ('{"user": "jana_k", "text": "Treffen in der Lindenstraße 12, Tel. 0341 5566778", "time": "2024-04-12T09:15:00"}\n'
     '{"user": "mia.t", "text": "ok, see you at 14 Elm Road", "time": 1712913400, "id": "7", "reply_to": "x"}\n'
     'not json\n'
     '{"user": "jana_k", "text": "@mia.t schreib an jana.krueger@example.de", "reply_to": "7"}\n')),
    ("csv", "wg.csv", ("Datum;Uhrzeit;Absender;Nachricht\n12.04.2024;09:15;Jana Krüger;\"zwei\nZeilen; mit Semikolon\"\n"
                      "12.04.2024;09:17;Tobias Brandt;Frau Özdemir, Tel. 0341 5566778\n")),
    ("whatsapp", "wa.txt", ("12.04.24, 09:00 - Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt.\n"
                           "12.04.24, 09:05 - Tobias Brandt: <Medien ausgeschlossen>\n"
                           "12.04.24, 09:06 - Jana Krüger: Hallo Tobias,\r\nmeine Nummer: 0176 98765432\n\n"
                           "12.04.24, 09:12 - Tobias Brandt hat die Gruppe verlassen\n")),
]


def _post_summary(path):
    return [(dict(p.attrib), "".join(p.itertext())) for p in etree.parse(str(path)).getroot().iter(f"{T}post")] + [
        [(dict(p.attrib), p.findtext(f"{T}persName")) for p in etree.parse(str(path)).getroot().iter(f"{T}person")]]


@pytest.mark.parametrize(("fmt", "name", "text"), STREAMED)
def test_a_streamed_import_writes_what_the_whole_file_import_writes(tmp_path, monkeypatch, fmt, name, text):
    source = tmp_path / name
    source.write_bytes(text.encode("utf-8"))
    whole = CliRunner().invoke(main, ["import", fmt, str(source), "-o", str(tmp_path / "whole"), "--date", "2026-01-01",
                                      "--keep-names"])
    assert whole.exit_code == 0, whole.output
    monkeypatch.setenv("TEIANON_STREAM_MB", "0")
    streamed = CliRunner().invoke(main, ["import", fmt, str(source), "-o", str(tmp_path / "streamed"),
                                         "--date", "2026-01-01", "--keep-names"])
    assert streamed.exit_code == 0, streamed.output
    stem = source.stem
    assert _post_summary(tmp_path / "streamed" / f"{stem}.xml") == _post_summary(tmp_path / "whole" / f"{stem}.xml")
    # The same problems, reported once.
    assert streamed.output.count(":3: not JSON") == whole.output.count(":3: not JSON")


def test_a_streamed_import_that_reads_nothing_fails_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("TEIANON_STREAM_MB", "0")
    source = tmp_path / "posts.csv"
    source.write_text("Datum;Uhrzeit;Absender;Nachricht\n12.04.2024;09:15;Jana Krüger;Hallo\n", encoding="cp1252")
    result = CliRunner().invoke(main, ["import", "whatsapp", str(source), "-o", str(tmp_path / "out")])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "no WhatsApp message found (2 lines read)" in result.output and "teianon import csv" in result.output
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def test_a_streamed_import_is_numbered_and_names_its_number_not_its_file(tmp_path, monkeypatch):
    """Streamed (a large export) or not, import numbers its outputs by default, and the document
    names the number where it would name the input file (which may name the person)."""
    monkeypatch.setenv("TEIANON_STREAM_MB", "0")
    source = tmp_path / "Chat_Anna_Schmidt_0171-2345678.csv"
    source.write_text("Datum;Uhrzeit;Absender;Nachricht\n12.04.2024;09:15;Jana;Hallo\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["import", "csv", str(source), "-o", str(tmp_path / "out"), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    [written] = (tmp_path / "out").iterdir()
    assert written.name == "doc-0001.xml"
    text = written.read_text(encoding="utf-8")
    assert "Anna" not in text and "0171" not in text and "doc-0001" in text
