"""The Discord (DiscordChatExporter JSON and CSV) and Reddit (Pushshift NDJSON) importers, through the CLI."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import shared_path
from lxml import etree

from teianon.cli import main

NS = {"tei": "http://www.tei-c.org/ns/1.0"}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
DATA = Path(__file__).parent / "data" / "import"
FIXTURES = [("discord", DATA / "discord" / "lerngruppe.json"), ("discord", DATA / "discord" / "study-group.csv"),
            ("reddit", DATA / "reddit" / "threads.ndjson")]


def _import(fmt: str, source: Path, out: Path) -> Result:
    return CliRunner().invoke(main, ["import", fmt, str(source), "-o", str(out), "--date", "2024-03-06", "--keep-names"])


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("imported") / "tei"
    for fmt, source in FIXTURES:
        result = _import(fmt, source, out)
        assert result.exit_code == 0, result.output
    return out


def _tree(path: Path) -> etree._ElementTree:
    return etree.parse(str(path))


def _people(tree: etree._ElementTree) -> dict[str, list[tuple[str, str]]]:
    return {p.get(XML_ID): [(n.get("type"), n.text) for n in p.findall("tei:persName", NS)]
            for p in tree.iterfind(".//tei:person", NS)}


def _who(tree: etree._ElementTree, nickname: str) -> str:
    return "#" + next(pid for pid, names in _people(tree).items() if ("nickname", nickname) in names)


def test_discord_json_participants_by_nickname_with_account_name(imported: Path) -> None:
    people = _people(_tree(imported / "lerngruppe.xml"))
    assert sorted(people.values()) == sorted([
        [("nickname", "BenW"), ("userName", "benweber")], [("nickname", "Anni"), ("userName", "anna.becker93")],
        [("nickname", "carla_k")],
        # Mentioned, never writes: still a participant.
        [("nickname", "Lenchen"), ("userName", "lena.schmidt")]])


def test_discord_json_events_replies_and_mentions(imported: Path) -> None:
    tree = _tree(imported / "lerngruppe.xml")
    posts = tree.findall(".//tei:post", NS)
    kinds = [(p.get("type"), p.get("subtype")) for p in posts]
    assert kinds == [("event", "join"), (None, None), (None, None), (None, None), ("event", "media"), ("event", "pin"),
                     ("event", "call"), ("event", "rename"), (None, None), ("event", "media"), ("event", "media")]
    ben, anni, lena = _who(tree, "BenW"), _who(tree, "Anni"), _who(tree, "Lenchen")
    # An event keeps who caused it: Ben joined, Anni pinned and sent the picture.
    assert [posts[i].get("who") for i in (0, 4, 5)] == [ben, anni, anni]
    assert posts[2].get("replyTo") == "#" + posts[1].get(XML_ID)
    mention = posts[1].find("tei:name", NS)
    assert (mention.text, mention.get("type"), mention.get("corresp")) == ("BenW", "nickname", ben)
    # A raw <@!444> is shown as the name the channel shows, linked to that person.
    raw = posts[3].find("tei:name", NS)
    assert (raw.text, raw.get("corresp")) == ("Lenchen", lena)
    assert "<@" not in "".join(posts[3].itertext())
    # An attachment and a sticker are written by their kind only (a file name, its URL and a
    # sticker's name can name a person); the embed's title stays readable for detection.
    assert posts[4].text == "[image]" and "IMG_2041" not in etree.tostring(tree, encoding="unicode")
    assert posts[9].text.startswith("[embed: Lageplan Campus https://www.uni-example.de/lageplan")
    assert posts[10].text == "[sticker]"


def test_discord_csv(imported: Path) -> None:
    tree = _tree(imported / "study-group.xml")
    people = _people(tree)
    # The CSV knows accounts only; the old #1234 tag is kept as the account name.
    assert [("nickname", "benweber"), ("userName", "benweber#4821")] in people.values()
    posts = tree.findall(".//tei:post", NS)
    assert [(p.get("type"), p.get("subtype")) for p in posts] == [
        (None, None), (None, None), ("event", "media"), ("event", "media"), (None, None)]
    assert posts[0].get("when") == "2024-03-05T14:22:00"  # 05-Mar-24 02:22 PM
    assert posts[2].get("who") == _who(tree, "benweber")
    mentions = [(n.text, n.get("corresp")) for p in posts for n in p.iterfind("tei:name", NS)]
    assert mentions == [("benweber", _who(tree, "benweber")), ("carla_k", _who(tree, "carla_k"))]


def test_reddit_one_document_per_thread_in_time_order(imported: Path) -> None:
    first, second = _tree(imported / "threads-1.xml"), _tree(imported / "threads-2.xml")
    assert first.findtext(".//tei:title", namespaces=NS) == "threads.ndjson, thread 1"
    posts = first.findall(".//tei:post", NS)
    assert [p.get("when") for p in posts] == sorted(p.get("when") for p in posts)
    assert posts[0].text.startswith("Suche WG-Zimmer in Mannheim\n\nHallo, ich bin Lena")
    ids = [p.get(XML_ID) for p in posts]
    # c1 answers the submission, c2 answers c1, c6 answers c2.
    assert [p.get("replyTo") for p in posts] == [None, "#" + ids[0], "#" + ids[1], "#" + ids[0], "#" + ids[2],
                                                  "#" + ids[0], "#" + ids[2]]
    assert [(p.get("type"), p.get("subtype"), p.get("who")) for p in posts[3:6]] == [
        ("event", "deleted", None), ("event", "deleted", _who(first, "ben_w")), ("event", "deleted", None)]
    assert posts[5].text.startswith("Try https://www.wg-gesucht.de")  # the account is gone, the text is not
    # someone_else is only named (u/someone_else), and a participant all the same.
    assert sorted(n for names in _people(first).values() for _, n in names) == ["anna_b", "ben_w", "lena_ma",
                                                                                 "someone_else"]
    link = second.findall(".//tei:post", NS)
    assert link[0].text == "Lost my keys near the station\n\nhttps://i.example.net/keys.jpg"


def test_reddit_user_mentions_become_participants(imported: Path, tmp_path: Path) -> None:
    tree = _tree(imported / "threads-1.xml")
    mentions = [(n.text, n.get("corresp")) for n in tree.iterfind(".//tei:post/tei:name", NS)]
    # anna_b is named before she writes; someone_else never writes here.
    assert mentions == [("u/anna_b", _who(tree, "anna_b")), ("/u/ben_w", _who(tree, "ben_w")),
                        ("u/someone_else", _who(tree, "someone_else"))]
    other = _tree(imported / "threads-2.xml")
    assert [(n.text, n.get("corresp")) for n in other.iterfind(".//tei:post/tei:name", NS)] == [
        ("u/tom_k", _who(other, "tom_k"))]


def test_round_trip_zero_leaks_and_tei_all(imported: Path, tmp_path: Path) -> None:
    out, ann = tmp_path / "out", tmp_path / "ann"
    run = CliRunner().invoke(main, ["run", str(imported), "-o", str(out), "--annotated", str(ann), "--date", "2026-01-01"])
    assert run.exit_code == 0, run.output
    assert sorted(p.name for p in out.iterdir()) == ["lerngruppe.xml", "study-group.xml", "threads-1.xml",
                                                     "threads-2.xml"]
    audit = CliRunner().invoke(main, ["audit", str(ann), str(out)])
    assert audit.exit_code == 0 and " 0 leak(s)" in audit.output, audit.output
    published = "".join(p.read_text(encoding="utf-8") for p in out.iterdir())
    for secret in ("Anni", "benweber", "Lenchen", "lena.schmidt", "0171 2345678", "ben.weber@example.org",
                   "cdn.discordapp.com", "anna_b", "lena_ma", "someone_else", "0621 1234567", "tom_k", "020 7946 0958"):
        assert secret not in published, secret
    # Events stay typed through anonymisation.
    subtypes = {p.get("subtype") for f in out.iterdir() for p in _tree(f).iterfind(".//tei:post[@type='event']", NS)}
    assert subtypes == {"join", "media", "pin", "call", "rename", "deleted"}
    schema = shared_path("data", "tei", "tei_all_4.12.0.rng")
    valid = CliRunner().invoke(main, ["validate", str(out), "--schema", str(schema)])
    assert valid.exit_code == 0, valid.output


@pytest.mark.parametrize(("fmt", "name", "text", "reason"), [
    ("discord", "broken.json", '{"guild": {}, "messages": [\n{"id": "1",\n', "broken.json:3: not JSON"),
    ("discord", "other.json", '{"guild": {}, "channel": {}}', "not a DiscordChatExporter JSON export"),
    ("discord", "other.csv", "Datum;Name;Nachricht\n05.03.24;Anna;Hallo\n", "not a DiscordChatExporter CSV export"),
    ("discord", "empty.json", '{"messages": []}', "the export holds no message"),
    ("reddit", "broken.ndjson", '{"id": "x", "body": "hi"\nnot json\n', "no submission or comment could be read (not JSON"),
    ("reddit", "empty.ndjson", "\n", "holds no submission or comment"),
])
def test_malformed_input_one_line_and_nothing_written(tmp_path: Path, fmt: str, name: str, text: str,
                                                      reason: str) -> None:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "tei"
    result = _import(fmt, source, out)
    assert result.exit_code == 1, result.output
    assert reason in result.output and "Traceback" not in result.output
    assert not out.exists() or not any(out.iterdir())


def test_reddit_broken_line_is_skipped_with_its_line(tmp_path: Path) -> None:
    source = tmp_path / "mixed.ndjson"
    shutil.copy(DATA / "reddit" / "threads.ndjson", source)
    with source.open("a", encoding="utf-8") as f:
        f.write('{"id": "z9", "body": "no thread"}\n{"id": \n')
    result = _import("reddit", source, tmp_path / "tei")
    assert result.exit_code == 0, result.output
    assert f"{source}:11: no thread" in result.output and f"{source}:12: not JSON" in result.output


def test_discord_csv_with_byte_order_mark_and_deleted_user(tmp_path: Path) -> None:
    source = tmp_path / "bom.csv"
    source.write_bytes("\ufeffAuthorID,Author,Date,Content,Attachments,Reactions\n"
                       '"456","Deleted User#0000","01-Jan-20 01:33 AM","Hallo zusammen","",""\n'.encode())
    result = _import("discord", source, tmp_path / "tei")
    assert result.exit_code == 0, result.output
    tree = _tree(tmp_path / "tei" / "bom.xml")
    post = tree.find(".//tei:post", NS)
    assert (post.text, post.get("when"), post.get("who")) == ("Hallo zusammen", "2020-01-01T01:33:00",
                                                              _who(tree, "Deleted User"))


def test_discord_group_add_mentions_the_added_person_and_a_picture_reply_answers(tmp_path: Path) -> None:
    anna = {"id": "1", "name": "anna.b", "nickname": None, "discriminator": "0000", "isBot": False}
    tim = {"id": "2", "name": "tim_s", "nickname": "Timmi", "discriminator": "0000", "isBot": False}
    export = {"guild": {"id": "0", "name": "Direct Messages"}, "channel": {"id": "9", "name": "Gruppe"}, "messages": [
        {"id": "10", "type": "RecipientAdd", "timestamp": "2024-05-01T10:00:00+02:00", "content": " Added @Timmi to the group.",
         "author": anna, "mentions": [tim], "attachments": [], "embeds": [], "stickers": []},
        {"id": "11", "type": "Reply", "timestamp": "2024-05-01T10:01:00+02:00", "content": "", "author": tim,
         "mentions": [], "reference": {"messageId": "10"}, "embeds": [], "stickers": [],
         "attachments": [{"id": "5", "url": "https://cdn.discordapp.com/attachments/9/5/hallo.gif", "fileName": "hallo.gif"}]}]}
    source = tmp_path / "gruppe.json"
    source.write_text(json.dumps(export), encoding="utf-8")
    assert _import("discord", source, tmp_path / "tei").exit_code == 0
    tree = _tree(tmp_path / "tei" / "gruppe.xml")
    added, picture = tree.findall(".//tei:post", NS)
    assert (added.get("type"), added.get("subtype"), added.get("who")) == ("event", "join", _who(tree, "anna.b"))
    name = added.find("tei:name", NS)
    assert (added.text, name.text, name.get("corresp")) == ("Added @", "Timmi", _who(tree, "Timmi"))
    assert (picture.get("subtype"), picture.get("replyTo")) == ("media", "#" + added.get(XML_ID))


def test_reddit_mentions_of_authors_only_on_request(tmp_path: Path) -> None:
    out = tmp_path / "tei"
    result = CliRunner().invoke(main, ["import", "reddit", str(DATA / "reddit" / "threads.ndjson"), "-o", str(out),
                                       "--option", "mentions=authors", "--keep-names"])
    assert result.exit_code == 0, result.output
    tree = _tree(out / "threads-1.xml")
    assert [n.text for n in tree.iterfind(".//tei:post/tei:name", NS)] == ["u/anna_b", "/u/ben_w"]
    assert "someone_else" not in "".join(n.text for n in tree.iterfind(".//tei:persName", NS))
    wrong = CliRunner().invoke(main, ["import", "reddit", str(DATA / "reddit" / "threads.ndjson"), "-o", str(out),
                                      "--option", "mentions=some"])
    assert wrong.exit_code == 2 and "mentions must be all or authors" in wrong.output
