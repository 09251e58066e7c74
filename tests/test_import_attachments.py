"""Importers write no attachment or contact-card file name, no map link, no coordinates: a media
event with the kind only, and the caption stays a post (WhatsApp Android and iOS in German and
English, a mail with attachments, a Discord channel). All names are invented."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.importers.attachments import kind_of_file, whatsapp_media

NS = {"tei": "http://www.tei-c.org/ns/1.0"}
LRM = "\u200e"

# Android, German: file names in the text, the caption on the next line.
ANDROID_DE = """\
12.04.24, 09:14 - Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen.
12.04.24, 09:15 - Jana Krüger: IMG-20240412-WA0007.jpg (Datei angehängt)
Schau mal, der neue Balkon
12.04.24, 09:16 - Jana Krüger: Lebenslauf_Wiebke_Sandhagen.pdf (Datei angehängt)
12.04.24, 09:17 - Tobias Brandt: Malte Vogelsang.vcf (Datei angehängt)
12.04.24, 09:18 - Tobias Brandt: Standort: https://maps.google.com/?q=51.339712,12.373154
12.04.24, 09:19 - Tobias Brandt: PTT-20240412-WA0011.opus (Datei angehängt)
12.04.24, 09:20 - Jana Krüger: STK-20240412-WA0003.webp (Datei angehängt)
12.04.24, 09:21 - Jana Krüger: VID-20240412-WA0004.mp4 (Datei angehängt)
Das Video vom Umzug
12.04.24, 09:22 - Tobias Brandt: <Medien ausgeschlossen>
12.04.24, 09:23 - Tobias Brandt: Danke, bis morgen!
"""
# Android, English, 12-hour clock.
ANDROID_EN = """\
4/12/24, 9:15 AM - Mia Thompson: IMG-20240412-WA0008.jpg (file attached)
Look at the view from the flat
4/12/24, 9:16 AM - Mia Thompson: Okonkwo_Harriet_Reference.docx (file attached)
4/12/24, 9:17 AM - Liam Carter: Priya Ramasubramanian.vcf (file attached)
4/12/24, 9:18 AM - Liam Carter: location: https://maps.google.com/?q=53.480759,-2.242631
4/12/24, 9:19 AM - Liam Carter: <Media omitted>
4/12/24, 9:20 AM - Mia Thompson: See you at noon
"""
# iOS, German: attachments in angle brackets after a left-to-right mark, a document with its size.
IOS_DE = f"""\
[12.04.24, 09:15:33] Jana Krüger: {LRM}<Anhang: 00000012-PHOTO-2024-04-12-09-15-33.jpg>
[12.04.24, 09:16:02] Jana Krüger: {LRM}Rechnung_Mai_Sandhagen.pdf • {LRM}2 Seiten {LRM}<Anhang: 00000045-Rechnung_Mai_Sandhagen.pdf>
[12.04.24, 09:17:10] Tobias Brandt: {LRM}<Anhang: 00000034-Malte Vogelsang.vcf>
[12.04.24, 09:18:00] Tobias Brandt: {LRM}Standort: https://maps.google.com/?q=51.339712,12.373154
[12.04.24, 09:19:00] Tobias Brandt: {LRM}Live-Standort wird geteilt
[12.04.24, 09:20:00] Jana Krüger: {LRM}Bild weggelassen
[12.04.24, 09:21:00] Jana Krüger: {LRM}Rechnung_Mai_Sandhagen.pdf • {LRM}2 Seiten {LRM}Dokument weggelassen
[12.04.24, 09:22:00] Tobias Brandt: {LRM}Kontaktkarte ausgelassen
[12.04.24, 09:23:00] Jana Krüger: {LRM}<Anhang: 00000050-AUDIO-2024-04-12-09-23-00.opus>
[12.04.24, 09:24:00] Jana Krüger: Ich habe das Bild weggelassen, es war unscharf
"""
# iOS, English.
IOS_EN = f"""\
[4/12/24, 9:15:33\u202fAM] Mia Thompson: {LRM}<attached: 00000012-PHOTO-2024-04-12-09-15-33.jpg>
[4/12/24, 9:16:00\u202fAM] Mia Thompson: {LRM}Invoice_Okonkwo_May.pdf • {LRM}3 pages {LRM}<attached: 00000045-Invoice_Okonkwo_May.pdf>
[4/12/24, 9:17:00\u202fAM] Liam Carter: {LRM}<attached: 00000034-Priya Ramasubramanian.vcf>
[4/12/24, 9:18:00\u202fAM] Liam Carter: {LRM}Location: https://maps.google.com/?q=53.480759,-2.242631
[4/12/24, 9:19:00\u202fAM] Liam Carter: {LRM}video omitted
[4/12/24, 9:20:00\u202fAM] Mia Thompson: {LRM}Contact card omitted
[4/12/24, 9:21:00\u202fAM] Mia Thompson: {LRM}sticker omitted
[4/12/24, 9:22:00\u202fAM] Mia Thompson: {LRM}GIF omitted
[4/12/24, 9:23:00\u202fAM] Mia Thompson: {LRM}Invoice_Okonkwo_May.pdf • {LRM}3 pages {LRM}document omitted
[4/12/24, 9:24:00\u202fAM] Liam Carter: Great, thanks!
"""
MAIL = """\
From henrike@example.org Tue Mar  5 14:22:01 2024
From: Henrike Albers <henrike@example.org>
To: Personalabteilung <bewerbung@example.com>
Subject: Bewerbung
Date: Tue, 05 Mar 2024 14:22:01 +0100
Message-ID: <b1@example.org>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="grenze"

--grenze
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Sehr geehrte Damen und Herren, anbei meine Unterlagen.
--grenze
Content-Type: application/pdf; name="Lebenslauf_Okonkwo_Harriet.pdf"
Content-Disposition: attachment; filename="Lebenslauf_Okonkwo_Harriet.pdf"
Content-Transfer-Encoding: base64

JVBERi0xLjQKJcOkw7zDtsOfCg==
--grenze
Content-Type: image/jpeg
Content-Disposition: attachment; filename*=UTF-8''Passfoto%20Vogelsang%20Malte.jpg
Content-Transfer-Encoding: base64

/9j/4AAQSkZJRgABAQ==
--grenze
Content-Type: text/vcard; charset=utf-8
Content-Disposition: attachment; filename="Priya Ramasubramanian.vcf"

BEGIN:VCARD
VERSION:3.0
FN:Priya Ramasubramanian
END:VCARD
--grenze--
"""
# What must not be in the TEI: file names, the names in them, coordinates, map links.
SECRETS = (
    "IMG-2024", "WA0007", "WA0008", "PTT-", "STK-", "VID-", ".jpg", ".pdf", ".vcf", ".opus", ".docx", ".webp", ".mp4",
    "PHOTO-2024", "AUDIO-2024", "Lebenslauf", "Rechnung", "Invoice", "Sandhagen", "Vogelsang", "Okonkwo", "Harriet",
    "Ramasubramanian", "Priya", "Malte", "51.339712", "12.373154", "53.480759", "2.242631", "maps.google",
    "Anhang:", "attached:", "Datei angehängt", "file attached", "• ", "Seiten", "pages",
)


def _import(fmt: str, source: Path, out: Path) -> None:
    result = CliRunner().invoke(main, ["import", fmt, str(source), "-o", str(out), "--date", "2026-01-01",
                                       "--keep-names"])
    assert result.exit_code == 0, result.output


def _posts(path: Path) -> list[etree._Element]:
    return etree.parse(str(path)).findall(".//tei:post", NS)


def _media(posts: list[etree._Element]) -> list[str]:
    return [p.text for p in posts if (p.get("type"), p.get("subtype")) == ("event", "media")]


def _without_secrets(path: Path) -> None:
    # The body and the header (title, participants, source description) alike.
    text = path.read_text(encoding="utf-8")
    for secret in SECRETS:
        assert secret not in text, secret


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("attachments")
    out = base / "tei"
    for fmt, name, text in (("whatsapp", "android-de.txt", ANDROID_DE), ("whatsapp", "android-en.txt", ANDROID_EN),
                            ("whatsapp", "ios-de.txt", IOS_DE), ("whatsapp", "ios-en.txt", IOS_EN),
                            ("mbox", "bewerbung.mbox", MAIL)):
        source = base / name
        source.write_text(text, encoding="utf-8")
        _import(fmt, source, out)
    return out


def test_android_german(imported: Path) -> None:
    path = imported / "android-de.xml"
    _without_secrets(path)
    posts = _posts(path)
    assert _media(posts) == ["[image]", "[document]", "[contact]", "[location]", "[audio]", "[sticker]", "[video]",
                             "<Medien ausgeschlossen>"]
    texts = [(p.get("type"), p.text) for p in posts]
    # The caption follows its picture as the author's post.
    assert texts[1:3] == [("event", "[image]"), (None, "Schau mal, der neue Balkon")]
    assert (None, "Das Video vom Umzug") in texts and (None, "Danke, bis morgen!") in texts
    # The media event is its sender's, with the time of the message.
    picture, caption = posts[1], posts[2]
    assert picture.get("who") == caption.get("who") == "#A01"
    assert picture.get("when") == caption.get("when") == "2024-04-12T09:15:00"


def test_android_english(imported: Path) -> None:
    path = imported / "android-en.xml"
    _without_secrets(path)
    posts = _posts(path)
    assert _media(posts) == ["[image]", "[document]", "[contact]", "[location]", "<Media omitted>"]
    assert [p.text for p in posts if p.get("type") is None] == ["Look at the view from the flat", "See you at noon"]


def test_ios_german(imported: Path) -> None:
    path = imported / "ios-de.xml"
    _without_secrets(path)
    posts = _posts(path)
    assert _media(posts) == ["[image]", "[document]", "[contact]", "[location]", "[location]", "[image]",
                             "[document]", "[contact]", "[audio]"]
    # The participant's own words about a picture are writing, not a marker.
    assert posts[-1].get("type") is None and posts[-1].text == "Ich habe das Bild weggelassen, es war unscharf"
    assert all(p.get("who") for p in posts)


def test_ios_english(imported: Path) -> None:
    path = imported / "ios-en.xml"
    _without_secrets(path)
    posts = _posts(path)
    assert _media(posts) == ["[image]", "[document]", "[contact]", "[location]", "[video]", "[contact]", "[sticker]",
                             "[gif]", "[document]"]
    assert posts[-1].text == "Great, thanks!"


def test_mail_attachments(imported: Path) -> None:
    path = imported / "bewerbung.xml"
    _without_secrets(path)
    posts = _posts(path)
    assert posts[0].text == "Sehr geehrte Damen und Herren, anbei meine Unterlagen."
    assert _media(posts) == ["[document]", "[image]", "[contact]"]
    # The events are the sender's, in the mail's thread.
    assert {p.get("who") for p in posts} == {posts[0].get("who")}
    assert len(etree.parse(str(path)).findall(".//tei:div", NS)) == 1


def test_discord_attachment_and_sticker(tmp_path: Path) -> None:
    user = {"id": "1", "name": "wiebke.s", "nickname": "Wiebke", "discriminator": "0000", "isBot": False}
    export = {"guild": {"id": "0", "name": "Lerngruppe"}, "channel": {"id": "9", "name": "allgemein"}, "messages": [
        {"id": "10", "type": "Default", "timestamp": "2024-05-01T10:00:00+02:00", "content": "Mein Entwurf",
         "author": user, "mentions": [], "embeds": [],
         "attachments": [{"id": "5", "fileName": "Hausarbeit_Vogelsang_Malte.pdf", "fileSizeBytes": 1234,
                          "url": "https://cdn.discordapp.com/attachments/9/5/Hausarbeit_Vogelsang_Malte.pdf"},
                         {"id": "6", "fileName": "Malte.png",
                          "url": "https://cdn.discordapp.com/attachments/9/6/Malte.png"}],
         "stickers": [{"id": "7", "name": "Malte winkt", "format": "Png", "sourceUrl": "https://x.example/7.png"}]}]}
    source = tmp_path / "kanal.json"
    source.write_text(json.dumps(export), encoding="utf-8")
    _import("discord", source, tmp_path / "tei")
    path = tmp_path / "tei" / "kanal.xml"
    _without_secrets(path)
    posts = _posts(path)
    assert posts[0].text == "Mein Entwurf"
    assert _media(posts) == ["[document]", "[image]", "[sticker]"]


def test_discord_csv_attachments(tmp_path: Path) -> None:
    source = tmp_path / "kanal.csv"
    source.write_text("AuthorID,Author,Date,Content,Attachments,Reactions\n"
                      '"1","wiebke.s","2024-05-01T10:00:00+02:00","Hier","https://cdn.discordapp.com/attachments/9/5/'
                      'Vogelsang_Malte.pdf,https://cdn.discordapp.com/attachments/9/6/IMG_Malte.jpg",""\n',
                      encoding="utf-8")
    _import("discord", source, tmp_path / "tei")
    path = tmp_path / "tei" / "kanal.xml"
    _without_secrets(path)
    assert _media(_posts(path)) == ["[document]", "[image]"]


def test_imported_attachments_pass_the_self_audit(imported: Path, tmp_path: Path) -> None:
    anon = tmp_path / "anon"
    run = CliRunner().invoke(main, ["run", str(imported), "-o", str(anon), "--date", "2026-01-01"])
    assert run.exit_code == 0, run.output
    written = sorted(p.name for p in anon.glob("*.xml"))
    assert written == ["android-de.xml", "android-en.xml", "bewerbung.xml", "ios-de.xml", "ios-en.xml"]
    assert f"self-audit: {len(written)} of {len(written)} written file(s) audited clean" in run.output, run.output
    # The media events stay typed through anonymisation, their kinds with them.
    events = [p.text for f in anon.glob("*.xml") for p in _posts(f) if p.get("subtype") == "media"]
    assert "[contact]" in events and "[location]" in events and "[document]" in events


@pytest.mark.parametrize(("line", "kinds", "rest"), [
    ("IMG-20240412-WA0007.jpg (Datei angehängt)\nBalkon", ["image"], "Balkon"),
    ("Foto (2).jpg (file attached)", ["image"], ""),
    ("DOC-20240412-WA0002.zip (Datei angehängt)", ["document"], ""),
    ("<attached: 00000099-GIF-2024-04-12-09-15-33.mp4>", ["gif"], ""),
    ("<Anhang: 00000098-STICKER-2024-04-12-09-15-33.webp>", ["sticker"], ""),
    ("Hier der Plan <Anhang: 00000012-PHOTO-2024-04-12-09-15-33.jpg>", ["image"], "Hier der Plan"),
    ("Hier <Anhang: 00000012-PHOTO-2024-04-12-09-15-33.jpg> und da", ["image"], "Hier und da"),
    ("<attached: 00000046-Notes Harriet.docx> Notes Harriet", ["document"], ""),
    ("Café Lindner (Hauptstraße 5, 04109 Leipzig): https://foursquare.com/v/4b0a1234", ["location"], ""),
    ("Live location shared", ["location"], ""),
    ("Videonachricht weggelassen", ["video"], ""),
    ("Dieses Dokument wurde weggelassen", ["document"], ""),
    ("Das Dokument weggelassen? Nein.", [], "Das Dokument weggelassen? Nein."),
    ("Treffpunkt: https://maps.google.com/?q=Leipzig+Hbf ok?", [], "Treffpunkt: https://maps.google.com/?q=Leipzig+Hbf ok?"),
    # a caption on the attachment's own line (Android): the file's name goes, the caption stays
    ("zeugnis_ruppert_e.pdf (Datei angehängt) Bitte ausdrucken", ["document"], "Bitte ausdrucken"),
    ("Gudrun Pfeilsticker.vcf (file attached) her number", ["contact"], "her number"),
    ("ich hab das (Datei angehängt) geschickt", [], "ich hab das (Datei angehängt) geschickt"),
    # iOS writes a direction mark before the marker; a card's file name before it goes
    ("Leopold Hainbuch.vcf \u200eKontaktkarte ausgelassen", ["contact"], ""),
    ("\u200e<Anhang: 00000012-PHOTO-2024-04-12-09-15-33.jpg>", ["image"], ""),
])
def test_whatsapp_lines(line: str, kinds: list[str], rest: str) -> None:
    found, kept = whatsapp_media(line)
    assert [f.kind for f in found] == kinds
    assert kept == rest


def test_kind_of_file() -> None:
    assert kind_of_file("scan.PDF") == "document"
    assert kind_of_file("x", "image/png") == "image"
    assert kind_of_file("x.gif") == "gif"
    assert kind_of_file("karte.webp") == "image"
    assert kind_of_file("STK-20240412-WA0003.webp", whatsapp=True) == "sticker"
    assert kind_of_file("Anna.vcf") == kind_of_file("", "text/x-vcard") == "contact"
