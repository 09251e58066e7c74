"""The telegram and slack importers, through the CLI: events, mentions, replies, round trip, TEI validity."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import shared_path
from lxml import etree

from teianon.cli import main

NS = {"tei": "http://www.tei-c.org/ns/1.0"}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
DATA = Path(__file__).parent / "data" / "import"
TELEGRAM = DATA / "telegram" / "result.json"
SLACK = DATA / "slack" / "export"


def _import(fmt: str, source: Path, out: Path):
    return CliRunner().invoke(main, ["import", fmt, str(source), "-o", str(out), "--date", "2026-01-01", "--keep-names"])


def _posts(path: Path) -> list[etree._Element]:
    return etree.parse(str(path)).findall(".//tei:post", NS)


def _people(path: Path) -> dict[str, str]:
    """persName → xml:id."""
    root = etree.parse(str(path))
    return {p.findtext("tei:persName", namespaces=NS): p.get(XML_ID) for p in root.iterfind(".//tei:person", NS)}


def _text(post: etree._Element) -> str:
    return "".join(post.itertext())


def _mentions(post: etree._Element) -> list[tuple[str, str]]:
    return [(n.text, n.get("corresp")) for n in post.iterfind("tei:name", NS)]


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("imported") / "tei"
    for fmt, source in (("telegram", TELEGRAM), ("slack", SLACK)):
        result = _import(fmt, source, out)
        assert result.exit_code == 0, result.output
    return out


def test_telegram_full_export_gives_one_document_per_chat_without_the_chat_names(imported: Path) -> None:
    assert sorted(p.name for p in imported.glob("result-*.xml")) == ["result-1.xml", "result-2.xml"]
    for path in imported.glob("result-*.xml"):
        title = etree.parse(str(path)).findtext(".//tei:title", namespaces=NS)
        assert "Mira" not in title and "Lerngruppe" not in title


def test_telegram_personal_chat(imported: Path) -> None:
    path = imported / "result-1.xml"
    people = _people(path)
    text, reply, photo, voice, call, forward, contact = _posts(path)
    assert (text.get("who"), text.get("when")) == ("#" + people["Mira Lindqvist"], "2024-03-05T14:22:01")
    assert _text(text) == "Hallo Jonas, ruf mich bitte an: 0176 98765432"  # entity list concatenated
    assert reply.get("replyTo") == "#" + text.get(XML_ID)
    assert "Lindenstraße 12 in Mannheim" in _text(reply)
    for post, kind in ((photo, "media"), (voice, "media"), (call, "call"), (contact, "media")):
        assert (post.get("type"), post.get("subtype")) == ("event", kind)
    assert _text(photo) == "[photo]" and _text(voice) == "[voice message]"
    assert call.get("who") == "#" + people["Jonas Krämer"] and "421 s" in _text(call)
    # The source of a forward stays visible and is a participant, linked.
    assert _text(forward).startswith("[forwarded from Henrike Voss] Treffen")
    assert _mentions(forward) == [("Henrike Voss", "#" + people["Henrike Voss"])]
    # A shared contact: its name a (full-name) participant, its number text for detection.
    assert _mentions(contact) == [("Theo Brandauer", "#" + people["Theo Brandauer"])]
    assert "+49 621 4839201" in _text(contact)
    root = etree.parse(str(path))
    assert root.find(".//tei:persName[.='Theo Brandauer']", NS).get("type") == "full"


def test_telegram_group_events_and_mentions(imported: Path) -> None:
    path = imported / "result-2.xml"
    people = _people(path)
    posts = _posts(path)
    kinds = [(p.get("type"), p.get("subtype")) for p in posts]
    assert kinds == [("event", "other"), ("event", "join"), (None, None), (None, None), ("event", "pin"),
                     ("event", "rename"), ("event", "media"), ("event", "leave"), (None, None)]
    _, invite, question, answer, _, rename, _, leave, deleted = posts
    # Added members are participants, linked from the event's text.
    assert _mentions(invite) == [("Jonas Krämer", "#" + people["Jonas Krämer"]),
                                 ("Olga Wernicke", "#" + people["Olga Wernicke"])]
    # The group's new title names the chat (it can name a person): the event says it was renamed.
    assert "Statistik Klausur" not in _text(rename) and "edit group title" in _text(rename)
    # @username of the account's owner (personal_information) and mention_name by user id.
    assert _mentions(question) == [("jokraemer", "#" + people["Jonas Krämer"]), ("Olga", "#" + people["Olga Wernicke"])]
    assert "this page (https://olga-wernicke.example.net/stats) and due Friday." in _text(question)
    assert answer.get("replyTo") == "#" + question.get(XML_ID)
    # A username the export cannot resolve is a participant of its own, mentioned only.
    assert _mentions(answer) == [("sanjay_p", "#" + people["sanjay_p"]), ("frieda_k", "#" + people["frieda_k"])]
    assert _text(answer).startswith("[file] Here you go")
    assert leave.get("who") == "#" + people["Olga Wernicke"]
    assert deleted.get("who") == "#" + people["Deleted Account"]


def test_slack_conversations_users_and_events(imported: Path) -> None:
    channel, private, dm = (imported / f"export-{n}.xml" for n in (1, 2, 3))
    people = _people(channel)
    # Real names from users.json as full names; a bot by its name.
    root = etree.parse(str(channel))
    assert root.find(".//tei:persName[.='Lena Hoffmann']", NS).get("type") == "full"
    assert "Kalenderbot" in people
    posts = _posts(channel)
    kinds = [(p.get("type"), p.get("subtype")) for p in posts]
    assert kinds == [("event", "join"), ("event", "join"), ("event", "other"), (None, None), (None, None),
                     ("event", "pin"), (None, None), (None, None), ("event", "media"), (None, None),
                     ("event", "deleted"), ("event", "leave")]
    join, _, topic, first, reply, _, second_reply, bot, upload, photo, _, _ = posts
    lena, tariq = "#" + people["Lena Hoffmann"], "#" + people["Tariq Mansour"]
    assert _mentions(join) == [("lena", lena)] and join.get("who") == lena
    assert _text(topic) == "@lena set the channel topic: Treffen immer dienstags in Raum B 214"
    assert _text(first) == ("Hallo @Tariq Mansour, die Unterlagen liegen auf unserer Cloud "
                            "(https://cloud.example.org/s/Xy7Kp2). Bei Fragen: 0621 181-2345 & lena.hoffmann@example.org")
    assert _mentions(first) == [("Tariq Mansour", tariq)]
    assert _mentions(reply) == [("lena", lena)]  # <@U…|lena>
    # Thread replies point to the thread's first message.
    assert reply.get("replyTo") == second_reply.get("replyTo") == "#" + first.get(XML_ID)
    assert first.get("when") == "2024-03-05T13:22:01Z"
    assert "@here" in _text(second_reply)
    assert bot.get("who") == "#" + people["Kalenderbot"]
    # File names can name a person: only the kind of file is kept.
    assert _text(upload) == "[file: docx]" and "Bauknecht" not in etree.tostring(upload, encoding="unicode")
    # Someone only mentioned (a deleted user) is a participant; a channel link reads as #name.
    assert _text(photo) == "[file: jpg] Und das Foto vom Whiteboard, frag @pawel in #allgemein"
    assert _mentions(photo) == [("pawel", "#" + people["Paweł Zieliński"])]
    assert _text(_posts(private)[0]) == "@Gretchen has joined the channel"
    assert len(_posts(dm)) == 2


def test_slack_reads_the_zip_slack_gives(tmp_path: Path, imported: Path) -> None:
    archive = tmp_path / "Workspace Slack export.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for file in SLACK.rglob("*.json"):
            z.write(file, "Workspace Slack export/" + file.relative_to(SLACK).as_posix())
    result = _import("slack", archive, tmp_path / "tei")
    assert result.exit_code == 0, result.output
    for n in (1, 2, 3):
        from_zip = etree.parse(str(tmp_path / "tei" / f"Workspace Slack export-{n}.xml")).find(".//tei:body", NS)
        from_folder = etree.parse(str(imported / f"export-{n}.xml")).find(".//tei:body", NS)
        assert etree.tostring(from_zip) == etree.tostring(from_folder)


@pytest.mark.parametrize("stem", ["result-1", "result-2", "export-1", "export-2", "export-3"])
def test_round_trip(imported: Path, tmp_path: Path, stem: str) -> None:
    source = imported / f"{stem}.xml"
    anon, annotated = tmp_path / "anon", tmp_path / "ann"
    run = CliRunner().invoke(main, ["run", str(source), "-o", str(anon), "--annotated", str(annotated),
                                    "--date", "2026-01-01"])
    assert run.exit_code == 0, run.output
    audit = CliRunner().invoke(main, ["audit", str(annotated / source.name), str(anon / source.name)])
    assert audit.exit_code == 0, audit.output
    assert " 0 leak(s)" in audit.output
    out = (anon / source.name).read_text(encoding="utf-8")
    # Every participant the platform marked is gone, wherever it stood.
    for name in _people(source):
        assert name not in out


def test_outputs_valid_tei_all(imported: Path) -> None:
    schema = shared_path("data", "tei", "tei_all_4.12.0.rng")
    result = CliRunner().invoke(main, ["validate", str(imported), "--schema", str(schema)])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("content, message", [
    ('{"name": "x", "messages": [', "broken.json:1: not JSON"),
    ('{"name": "x", "type": "personal_chat"}', "broken.json: not a Telegram Desktop export"),
    ("[1, 2]", "broken.json: not a Telegram Desktop export"),
])
def test_telegram_malformed(tmp_path: Path, content: str, message: str) -> None:
    source = tmp_path / "broken.json"
    source.write_text(content, encoding="utf-8")
    result = _import("telegram", source, tmp_path / "out")
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if "TEI file(s) written" not in line]
    assert len(errors) == 1 and errors[0].startswith(message), result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


@pytest.mark.parametrize("breakage", ["no users", "broken day", "no channels", "one file", "telegram folder"])
def test_slack_malformed(tmp_path: Path, breakage: str) -> None:
    export = tmp_path / "export"
    shutil.copytree(SLACK, export)
    fmt, source = "slack", export
    if breakage == "no users":
        (export / "users.json").unlink()
    elif breakage == "broken day":
        (export / "lerngruppe" / "2024-03-06.json").write_text('[{"ts": "1709700001.1",', encoding="utf-8")
    elif breakage == "no channels":
        for name in ("channels.json", "groups.json", "dms.json"):
            (export / name).write_text("[]", encoding="utf-8")
    elif breakage == "one file":
        source = export / "users.json"
    else:
        fmt = "telegram"
    result = _import(fmt, source, tmp_path / "out")
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if "TEI file(s) written" not in line]
    assert len(errors) == 1, result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_slack_fixture_is_what_the_test_expects() -> None:
    # The fixture keeps Slack's own escaping: "&amp;" in the JSON, "&" for the reader.
    [first] = [m for m in json.loads((SLACK / "allgemein" / "2024-03-05.json").read_text(encoding="utf-8"))
               if m["ts"] == "1709644921.000400"]
    assert "&amp;" in first["text"]


def test_telegram_two_accounts_of_one_name_stay_two_participants() -> None:
    from teianon.importers.telegram import TelegramImporter

    chat = {"name": "x", "type": "private_group", "id": 1, "messages": [
        {"id": 1, "type": "message", "date": "2024-01-01T10:00:00", "from": None, "from_id": "user11", "text": "hallo"},
        {"id": 2, "type": "message", "date": "2024-01-01T10:01:00", "from": None, "from_id": "user22", "text": "hi"},
        {"id": 3, "type": "message", "date": "2024-01-01T10:02:00", "from": None, "from_id": "user11", "text": "na"}]}
    [conversation] = TelegramImporter().read(json.dumps(chat), "result.json", [])
    authors = [m.author for m in conversation.messages]
    assert authors[0] == authors[2] != authors[1]


def test_slack_two_users_of_one_display_name_stay_two_participants(tmp_path: Path) -> None:
    from teianon.importers.slack import SlackImporter

    (tmp_path / "c").mkdir()
    (tmp_path / "users.json").write_text(json.dumps([
        {"id": "U1", "name": "anna.k", "profile": {"display_name": "anna", "real_name": "Anna König"}},
        {"id": "U2", "name": "anna.s", "profile": {"display_name": "anna", "real_name": "Anna Schulz"}}]), encoding="utf-8")
    (tmp_path / "channels.json").write_text(json.dumps([{"id": "C1", "name": "c"}]), encoding="utf-8")
    (tmp_path / "c" / "2024-01-01.json").write_text(json.dumps([
        {"ts": "1704103200.000100", "user": "U1", "text": "hi <@U2>"},
        {"ts": "1704103300.000100", "user": "U2", "text": "hi <@U1>"}]), encoding="utf-8")
    [conversation] = SlackImporter().read_export(tmp_path, [])
    first, second = conversation.messages
    assert first.author != second.author
    assert first.mentions[0][2] == second.author and second.mentions[0][2] == first.author
    assert {p.name for p in conversation.people.values()} == {"Anna König", "Anna Schulz"}


def test_slack_file_share_text_names_no_file(tmp_path: Path) -> None:
    # Older exports: a share's text is Slack's own and names the file ("uploaded a file: <title>"),
    # its file under "file"; only a comment made with it is the person's writing.
    export = tmp_path / "export"
    shutil.copytree(SLACK, export)
    day = export / "lerngruppe" / "2024-03-06.json"
    records = json.loads(day.read_text(encoding="utf-8"))
    records += [
        {"type": "message", "subtype": "file_share", "ts": "1709700100.000100", "user": "U05QWE987",
         "text": "<@U05QWE987> uploaded a file: <https://x.slack.com/files/U05QWE987/F1/attest_ilse_gronewald.pdf"
                 "|Attest Ilse Gronewald>",
         "file": {"name": "attest_ilse_gronewald.pdf", "title": "Attest Ilse Gronewald", "filetype": "pdf"}},
        {"type": "message", "subtype": "file_share", "ts": "1709700200.000100", "user": "U05QWE987",
         "text": "<@U05QWE987> uploaded a file: <https://x.slack.com/files/U05QWE987/F2/plan.png|Plan Henning Rosskamp>"
                 " and commented: bitte bis Freitag ansehen",
         "file": {"name": "plan.png", "filetype": "png"}},
    ]
    day.write_text(json.dumps(records), encoding="utf-8")
    result = _import("slack", export, tmp_path / "tei")
    assert result.exit_code == 0, result.output
    written = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "tei").glob("*.xml"))
    assert "Gronewald" not in written and "Rosskamp" not in written
    assert "[file: pdf]" in written and "[file: png] bitte bis Freitag ansehen" in written
