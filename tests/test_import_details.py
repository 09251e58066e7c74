"""Importer details a corpus team runs into with real exports: where a mention's @ stands, who an
@handle or a second nick is, rich text in JSON, a spreadsheet's multi-line cells, HexChat logs,
WhatsApp iOS's system lines, an old-style e-mail display name, a building's room number."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result
from lxml import etree

from teianon.cli import main

NS = {"tei": "http://www.tei-c.org/ns/1.0"}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"


def _import(fmt: str, source: Path, out: Path) -> Result:
    return CliRunner().invoke(
        main, ["import", fmt, str(source), "-o", str(out), "--keep-names", "--date", "2024-06-01"]
    )


def _tree(path: Path) -> etree._ElementTree:
    return etree.parse(str(path))


def _people(tree: etree._ElementTree) -> dict[str, list[str]]:
    """xml:id → the person's names."""
    return {p.get(XML_ID): [n.text for n in p.iterfind("tei:persName", NS)] for p in tree.iterfind(".//tei:person", NS)}


def _posts(tree: etree._ElementTree) -> list[etree._Element]:
    return tree.findall(".//tei:post", NS)


def _mentions(post: etree._Element) -> list[tuple[str, str]]:
    return [(n.text, n.get("corresp")) for n in post.iterfind("tei:name", NS)]


def test_telegram_mention_keeps_its_at_outside_and_a_told_handle_is_the_member(tmp_path: Path) -> None:
    export = {
        "personal_information": {"first_name": "Gesa", "last_name": "Thormählen", "username": "@gesa_t"},
        "contacts": {"list": [{"first_name": "Hauke", "last_name": "Ketelsen", "username": "haukek"}]},
        "chats": {
            "list": [
                {
                    "name": "Segelclub",
                    "type": "private_group",
                    "id": 9,
                    "messages": [
                        {
                            "id": 1,
                            "type": "message",
                            "date": "2024-06-01T10:00:00",
                            "from": "Hauke Ketelsen",
                            "from_id": "user7",
                            "text": "Wer segelt Sonntag mit?",
                        },
                        {
                            "id": 2,
                            "type": "message",
                            "date": "2024-06-01T10:01:00",
                            "from": "Gesa Thormählen",
                            "from_id": "user8",
                            "text": [
                                {"type": "mention", "text": "@haukek"},
                                " ich, und ",
                                {"type": "mention", "text": "@jonte_99"},
                                " fragt noch",
                            ],
                        },
                    ],
                }
            ]
        },
    }
    source = tmp_path / "result.json"
    source.write_text(json.dumps(export), encoding="utf-8")
    assert _import("telegram", source, tmp_path / "out").exit_code == 0
    tree = _tree(tmp_path / "out" / "result.xml")
    people = _people(tree)
    hauke = next(pid for pid, names in people.items() if "Hauke Ketelsen" in names)
    post = _posts(tree)[1]
    assert "".join(post.itertext()) == "@haukek ich, und @jonte_99 fragt noch"
    assert post.text == "@"  # the sign stays text, before the name
    jonte = next(pid for pid, names in people.items() if names == ["jonte_99"])
    assert _mentions(post) == [("haukek", "#" + hauke), ("jonte_99", "#" + jonte)]
    # The handle is Hauke's further name, for detection and the audit; no participant of its own.
    assert people[hauke] == ["Hauke Ketelsen", "haukek"] and len(people) == 3


def test_slack_mention_keeps_its_at_outside(tmp_path: Path) -> None:
    export = tmp_path / "export"
    (export / "hafen").mkdir(parents=True)
    (export / "users.json").write_text(
        json.dumps(
            [
                {"id": "U1", "name": "swantje", "profile": {"real_name": "Swantje Ohlsen", "display_name": "swantje"}},
                {"id": "U2", "name": "momme", "profile": {"real_name": "Momme Brodersen", "display_name": "Momme"}},
            ]
        ),
        encoding="utf-8",
    )
    (export / "channels.json").write_text(json.dumps([{"id": "C1", "name": "hafen"}]), encoding="utf-8")
    (export / "hafen" / "2024-06-01.json").write_text(
        json.dumps([{"type": "message", "ts": "1717236000.000100", "user": "U1", "text": "<@U2> kommst du?"}]),
        encoding="utf-8",
    )
    assert _import("slack", export, tmp_path / "out").exit_code == 0
    [path] = (tmp_path / "out").glob("*.xml")
    [post] = _posts(_tree(path))
    assert post.text == "@" and [m for m, _ in _mentions(post)] == ["Momme"]


def test_json_rich_text_is_imported_and_problems_name_their_lines(tmp_path: Path) -> None:
    records = {
        "chat": "Werft",
        "messages": [
            {"from": "Telse Jensen", "text": ["Treffen um ", {"type": "bold", "text": "acht"}, " am Steg"]},
            {"from": "Broder Lassen", "text": ""},
            {"from": "Broder Lassen", "text": "gut"},
        ],
    }
    source = tmp_path / "werft.json"
    source.write_text(json.dumps(records, indent=1), encoding="utf-8")
    result = _import("json", source, tmp_path / "out")
    assert result.exit_code == 0, result.output
    texts = ["".join(p.itertext()) for p in _posts(_tree(tmp_path / "out" / "werft.xml"))]
    assert texts == ["Treffen um acht am Steg", "gut"]
    # The empty record stands on line 14 of the indented file (its opening brace).
    line = json.dumps(records, indent=1).splitlines().index("  {", 8) + 1
    assert f"{source}:{line}: empty or missing text (skipped)" in result.output


def test_a_semicolon_spreadsheet_with_multi_line_cells_is_read(tmp_path: Path) -> None:
    rows = (
        "Datum;Absender;Nachricht\n"
        '01.06.2024 10:00;Imke Carstens;"Moin zusammen, kurze Frage:\n\nwer hat, falls möglich, den Schlüssel?"\n'
        '01.06.2024 10:05;Arne Feddersen;"Ich, liegt bei mir;\nhole ihn, wann du willst, ab"\n'
        "01.06.2024 10:06;Imke Carstens;danke, bis gleich\n"
    )
    source = tmp_path / "nachrichten.csv"
    source.write_text(rows, encoding="utf-8")
    result = _import("csv", source, tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(_tree(tmp_path / "out" / "nachrichten.xml"))
    assert len(posts) == 3
    assert "".join(posts[1].itertext()) == "Ich, liegt bei mir;\nhole ihn, wann du willst, ab"


HEXCHAT = (
    "**** BEGIN LOGGING AT Sat Jun  1 10:00:00 2024\n\n"
    "Jun 01 10:00:05 *\tkrabbenkutter (~k@dyn-4.example.net) has joined #wattwanderung\n"
    "Jun 01 10:00:30 <krabbenkutter>\tmoin, wer kennt den Weg nach Neuwerk?\n"
    "Jun 01 10:01:10 <priel_42>\tich, ab Sahlenburg\n"
    "Jun 01 10:01:40 *\tpriel_42 zeigt auf die Karte\n"
    "Jun 01 10:02:00 *\tkrabbenkutter is now known as kutter_afk\n"
    "Jun 01 10:03:00 <kutter_afk>\tbin gleich wieder da\n"
    "**** ENDING LOGGING AT Sat Jun  1 10:30:00 2024\n"
)


def test_hexchat_log_with_a_nick_change(tmp_path: Path) -> None:
    source = tmp_path / "watt.log"
    source.write_text(HEXCHAT, encoding="utf-8")
    result = _import("irc", source, tmp_path / "out")
    assert result.exit_code == 0 and "skipped" not in result.output.replace("0 line(s) skipped", ""), result.output
    tree = _tree(tmp_path / "out" / "watt.xml")
    people = _people(tree)
    # One participant for both nicks of one person, the second a further nickname.
    assert sorted(people.values()) == [["krabbenkutter", "kutter_afk"], ["priel_42"]]
    kutter = "#" + next(pid for pid, names in people.items() if "kutter_afk" in names)
    posts = _posts(tree)
    assert [(p.get("type"), p.get("subtype"), p.get("who")) for p in posts] == [
        ("event", "join", None),
        (None, None, kutter),
        (None, None, posts[2].get("who")),
        (None, None, posts[2].get("who")),
        ("event", "rename", kutter),
        (None, None, kutter),
    ]
    assert posts[1].get("when") == "2024-06-01T10:00:30"
    assert "".join(posts[3].itertext()) == "* priel_42 zeigt auf die Karte"


def test_irssi_nick_change_links_the_nicks(tmp_path: Path) -> None:
    source = tmp_path / "wg.log"
    source.write_text(
        "--- Log opened Sat Jun 01 10:00:00 2024\n10:00 <deichgraf> moin\n"
        "10:01 -!- deichgraf is now known as graf_weg\n10:02 <graf_weg> tschüss\n",
        encoding="utf-8",
    )
    assert _import("irc", source, tmp_path / "out").exit_code == 0
    tree = _tree(tmp_path / "out" / "wg.xml")
    assert list(_people(tree).values()) == [["deichgraf", "graf_weg"]]
    assert len({p.get("who") for p in _posts(tree)}) == 1


def test_whatsapp_ios_system_lines_under_a_members_name_are_events(tmp_path: Path) -> None:
    chat = (
        "[01.06.24, 10:00:00] Wiebke Hansen: Wiebke Hansen hat die Gruppe „Kutterfahrt“ erstellt\n"
        "[01.06.24, 10:00:05] Wiebke Hansen: Wiebke Hansen hat Sönke Petersen hinzugefügt\n"
        "[01.06.24, 10:01:00] Sönke Petersen: Wer hat die Gruppe verlassen? Ich sehe nur zwei\n"
        "[01.06.24, 10:02:00] Wiebke Hansen: Du hast den Gruppennamen zu „Kutter 2024“ geändert\n"
        "[01.06.24, 10:03:00] Sönke Petersen: Sönke Petersen hat die Gruppe verlassen\n"
        "[6/1/24, 10:04:00 AM] Wiebke Hansen: Wiebke Hansen changed the group name to “Kutter”\n"
        "[6/1/24, 10:05:00 AM] Wiebke Hansen: left\n"
        "[6/1/24, 10:06:00 AM] Wiebke Hansen: Sönke left the keys at the harbour\n"
    )
    source = tmp_path / "ios.txt"
    source.write_text(chat, encoding="utf-8")
    assert _import("whatsapp", source, tmp_path / "out").exit_code == 0
    posts = _posts(_tree(tmp_path / "out" / "ios.xml"))
    assert [(p.get("type"), p.get("subtype")) for p in posts] == [
        ("event", "other"),
        ("event", "join"),
        (None, None),
        ("event", "rename"),
        ("event", "leave"),
        ("event", "rename"),
        ("event", "leave"),
        (None, None),
    ]
    # Still the member's: who did it.
    assert posts[1].get("who") == posts[0].get("who") and posts[4].get("who") == posts[2].get("who")


def test_mbox_display_name_in_a_comment_is_the_same_participant(tmp_path: Path) -> None:
    mbox = (
        "From a@example.org Sat Jun  1 10:00:00 2024\nFrom: Okke Boysen <okke@example.org>\n"
        "To: frauke@example.net (Frauke Lorenzen)\nSubject: Boot\nMessage-ID: <b1@example.org>\n\nHallo Frauke\n\n"
        "From f@example.net Sat Jun  1 11:00:00 2024\nFrom: Frauke Lorenzen <frauke@example.net>\n"
        "To: Okke Boysen <okke@example.org>\nSubject: Re: Boot\nMessage-ID: <b2@example.net>\n"
        "In-Reply-To: <b1@example.org>\n\nHallo Okke\n"
    )
    source = tmp_path / "boot.mbox"
    source.write_text(mbox, encoding="utf-8")
    assert _import("mbox", source, tmp_path / "out").exit_code == 0
    assert sorted(_people(_tree(tmp_path / "out" / "boot.xml")).values()) == [["Frauke Lorenzen"], ["Okke Boysen"]]


def test_a_room_of_a_building_is_no_chat_room(tmp_path: Path) -> None:
    source = tmp_path / "raum.xml"
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader><text><body><div>"
        '<post xml:id="p1">Seminar in room C-117, danach Raum D 305 oder Raum 2.14; abends /join #kombuese</post>'
        "</div></body></text></TEI>",
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann")])
    assert result.exit_code == 0, result.output
    rooms = [n.text for n in _tree(tmp_path / "ann" / "raum.xml").iterfind(".//tei:name[@type='ROOM']", NS)]
    assert rooms == ["kombuese"]
