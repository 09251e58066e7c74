"""The chat-log, plain-text and mbox importers, through the CLI: structure, round trip, TEI validity."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import shared_path
from lxml import etree

from teianon.cli import main

NS = {"tei": "http://www.tei-c.org/ns/1.0"}

WHATSAPP_DE = """\
05.03.24, 14:20 - Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb kann sie lesen.
05.03.24, 14:21 - Anna Becker hat Ben hinzugefügt
05.03.24, 14:22 - Anna Becker: Hallo Ben, ruf mich an: 0171 2345678

das ist meine Nummer
05.03.24, 14:23 - Ben: <Medien ausgeschlossen>
[05.03.24, 14:24:01] Ben: Mach ich, bis später in der Hauptstraße 5
"""
WHATSAPP_EN = """\
3/15/24, 2:22\u202fPM - Messages and calls are end-to-end encrypted.
3/15/24, 2:22 PM - Anna: Hi Ben, mail me at anna.becker@example.org
and bring the keys
3/15/24, 2:25 PM - Ben: <Media omitted>
3/16/24, 11:05 AM - Ben changed the subject to "Plans: May"
"""
IRSSI = """\
--- Log opened Tue Mar 05 12:00:00 2024
12:01 -!- ben [~ben@host-12.example.net] has joined #uni
[12:02] <@anna> hi ben, how is Berlin?
12:03 <ben> fine, thanks anna
12:04  * ben waves
--- Day changed Wed Mar 06 2024
09:00 -!- ben [~ben@host-12.example.net] has quit [Quit: bye]
"""
WEECHAT = (
    "2024-03-05 12:01:00\t-->\tben (~ben@host-12.example.net) has joined #uni\n"
    "2024-03-05 12:02:10\t@anna\thi ben, how is Berlin?\n"
    "2024-03-05 12:03:00\tben\tfine, thanks anna\n"
    "2024-03-05 12:04:00\t *\tben waves\n"
)
# Every kind of WhatsApp event, as Android (German) and iOS (English) write them; invented people.
WHATSAPP_EVENTS_DE = """\
12.04.24, 09:00 - Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen.
12.04.24, 09:01 - Jana Krüger hat die Gruppe „WG Lindenstraße 12“ erstellt
12.04.24, 09:01 - Jana Krüger hat Tobias Brandt hinzugefügt
12.04.24, 09:02 - +49 176 98765432 ist über den Einladungslink dieser Gruppe beigetreten
12.04.24, 09:03 - Jana Krüger hat den Betreff von „WG Lindenstraße 12“ zu „WG Putzplan“ geändert
12.04.24, 09:04 - Jana Krüger hat das Gruppenbild geändert
12.04.24, 09:05 - Tobias Brandt: <Medien ausgeschlossen>
12.04.24, 09:06 - Tobias Brandt: Diese Nachricht wurde gelöscht
12.04.24, 09:07 - Jana Krüger: Du hast diese Nachricht gelöscht
12.04.24, 09:08 - Jana Krüger: Der Schlüssel liegt bei Frau Özdemir im 2. Stock <Diese Nachricht wurde bearbeitet>
12.04.24, 09:09 - Tobias Brandt: Verpasster Sprachanruf
12.04.24, 09:10 - Jana Krüger: null
12.04.24, 09:11 - Jana Krüger hat eine Nachricht angeheftet
12.04.24, 09:12 - Tobias Brandt hat die Gruppe verlassen
"""
WHATSAPP_EVENTS_EN = """\
[4/12/24, 9:00:00\u202fAM] Messages and calls are end-to-end encrypted. No one outside of this chat can read them.
[4/12/24, 9:01:00\u202fAM] Mia Thompson joined using this group's invite link
[4/12/24, 9:02:00\u202fAM] Mia Thompson: <Media omitted>
[4/12/24, 9:03:00\u202fAM] Mia Thompson: This message was deleted
[4/12/24, 9:04:00\u202fAM] Mia Thompson: Missed voice call
[4/12/24, 9:05:00\u202fAM] Mia Thompson: Call me at +44 7700 900123, I'm at 14 Elm Road <This message was edited>
[4/12/24, 9:06:00\u202fAM] Mia Thompson changed the subject to "Elm Road flat"
[4/12/24, 9:07:00\u202fAM] Mia Thompson left
"""
IRC_EVENTS = """\
--- Log opened Fri Apr 12 09:00:00 2024
09:00 -!- jana_k [~jana@dsl-91-12.example.net] has joined #wg-leipzig
09:01 -!- Topic for #wg-leipzig: Putzplan, Lindenstraße 12
09:02 -!- tobi changed the topic of #wg-leipzig to: Miete an jana.krueger@example.de
09:03 <jana_k> tobi, bist du da?
09:04 -!- tobi is now known as tobias_b
09:05 -!- tobias_b [~tb@host.example.org] has left #wg-leipzig []
09:06 -!- jana_k [~jana@dsl-91-12.example.net] has quit [Quit: bye]
"""
ESSAY = "Mein Praktikum\n\nIch heiße Lena Schmidt und wohne in Mannheim.\nMein Chef war nett.\n\n\nDas war alles.\n"
MBOX = """\
From anna@example.org Tue Mar  5 14:22:01 2024
From: Anna Becker <anna@example.org>
To: "Ben Weber" <ben@example.com>
Cc: carla@example.net
Subject: Treffen
Date: Tue, 05 Mar 2024 14:22:01 +0100
Message-ID: <m1@example.org>
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Ben, treffen wir uns in Köln?
>From the archive: bring the notes.

From ben@example.com Tue Mar  5 15:00:00 2024
From: Ben Weber <ben@example.com>
To: Anna Becker <anna@example.org>
Subject: Re: Treffen
Date: Tue, 05 Mar 2024 15:00:00 +0100
Message-ID: <m2@example.com>
In-Reply-To: <m1@example.org>
References: <m1@example.org>
Content-Type: text/plain; charset=iso-8859-1
Content-Transfer-Encoding: quoted-printable

Gern, Gr=FC=DFe!
> Hallo Ben, treffen wir uns in K=F6ln?

From carla@example.net Tue Mar  5 16:00:00 2024
From: carla@example.net
To: Anna Becker <anna@example.org>, Ben Weber <ben@example.com>
Subject: Re: Re: Treffen
Date: Tue, 05 Mar 2024 16:00:00 +0100
Message-ID: <m3@example.net>
In-Reply-To: <m2@example.com>
References: <m1@example.org> <m2@example.com>

Ich komme auch.
>> Hallo Ben
"""


def _import(fmt: str, file: Path, out: Path, *extra: str):
    return CliRunner().invoke(main, ["import", fmt, str(file), "-o", str(out), "--date", "2026-01-01", "--keep-names", *extra])


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _posts(path: Path) -> list[etree._Element]:
    return etree.parse(str(path)).findall(".//tei:post", NS)


def test_whatsapp_german(tmp_path: Path) -> None:
    result = _import("whatsapp", _write(tmp_path, "de.txt", WHATSAPP_DE), tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "de.xml")
    assert [p.get("type") for p in posts] == ["event", "event", None, "event", None]
    assert [p.get("subtype") for p in posts] == ["other", "join", None, "media", None]
    assert posts[1].text == "Anna Becker hat Ben hinzugefügt" and posts[1].get("who") is None
    assert posts[2].text == "Hallo Ben, ruf mich an: 0171 2345678\n\ndas ist meine Nummer"
    assert posts[2].get("when") == "2024-03-05T14:22:00"
    # The media left out is an event of Ben's: he keeps @who.
    assert posts[3].text == "<Medien ausgeschlossen>" and posts[3].get("who") == "#A02"
    assert posts[4].get("when") == "2024-03-05T14:24:01"
    assert posts[2].get("who") == "#A01" and posts[4].get("who") == "#A02"


def test_whatsapp_english_12_hour(tmp_path: Path) -> None:
    result = _import("whatsapp", _write(tmp_path, "en.txt", WHATSAPP_EN), tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "en.xml")
    assert [p.get("when") for p in posts] == ["2024-03-15T14:22:00", "2024-03-15T14:22:00",
                                              "2024-03-15T14:25:00", "2024-03-16T11:05:00"]
    assert [p.get("type") for p in posts] == ["event", None, "event", "event"]
    assert [p.get("subtype") for p in posts] == ["other", None, "media", "rename"]
    assert posts[1].text == "Hi Ben, mail me at anna.becker@example.org\nand bring the keys"
    assert posts[2].text == "<Media omitted>"


def test_whatsapp_garbage_before_first_message(tmp_path: Path) -> None:
    source = _write(tmp_path, "g.txt", "exported by someone\n" + WHATSAPP_DE)
    result = _import("whatsapp", source, tmp_path / "out")
    assert result.exit_code == 0
    assert "g.txt:1: neither a message nor a system line (skipped)" in result.output
    assert "1 line(s) skipped" in result.output
    assert len(_posts(tmp_path / "out" / "g.txt".replace(".txt", ".xml"))) == 5


def test_irssi(tmp_path: Path) -> None:
    result = _import("irc", _write(tmp_path, "irssi.log", IRSSI), tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "irssi.xml")
    assert [p.get("type") for p in posts] == ["event", None, None, None, "event"]
    assert posts[0].text == "-!- ben [~ben@host-12.example.net] has joined #uni"
    assert posts[0].get("when") == "2024-03-05T12:01:00"
    assert posts[1].text == "hi ben, how is Berlin?" and posts[1].get("who") == "#A01"
    assert posts[3].text == "* ben waves" and posts[3].get("who") == posts[2].get("who") == "#A02"
    assert posts[4].get("when") == "2024-03-06T09:00:00"


def test_irc_without_date(tmp_path: Path) -> None:
    source = _write(tmp_path, "plain.log", "[12:02] <anna> hi\n12:03:05 <ben> ho\n")
    assert _import("irc", source, tmp_path / "a").exit_code == 0
    assert [p.get("when") for p in _posts(tmp_path / "a" / "plain.xml")] == [None, None]
    assert _import("irc", source, tmp_path / "b", "--option", "date=2024-01-02").exit_code == 0
    assert [p.get("when") for p in _posts(tmp_path / "b" / "plain.xml")] == ["2024-01-02T12:02:00",
                                                                             "2024-01-02T12:03:05"]


def test_weechat(tmp_path: Path) -> None:
    result = _import("irc", _write(tmp_path, "weechat.log", WEECHAT), tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "weechat.xml")
    assert [p.get("type") for p in posts] == ["event", None, None, None]
    assert "host-12.example.net" in posts[0].text
    assert posts[1].get("who") == "#A01" and posts[1].get("when") == "2024-03-05T12:02:10"
    assert posts[3].get("who") == "#A02" and posts[3].text == "* ben waves"


def test_custom_chatlog(tmp_path: Path) -> None:
    source = _write(tmp_path, "custom.log", "05/03/2024 14:22 | anna | hi there\n  still anna\n"
                                            "05/03/2024 14:23 ** ben left\n05/03/2024 14:24 | ben | bye\n")
    result = _import("chatlog", source, tmp_path / "out",
                     "--option", r"pattern=(?P<time>\S+ \S+) \| (?P<author>\w+) \| (?P<text>.*)",
                     "--option", "time_format=%d/%m/%Y %H:%M",
                     "--option", r"system=(?P<time>\S+ \S+) \*\* ")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "custom.xml")
    assert [p.text for p in posts] == ["hi there\n  still anna", "05/03/2024 14:23 ** ben left", "bye"]
    assert [p.get("when") for p in posts] == ["2024-03-05T14:22:00", "2024-03-05T14:23:00", "2024-03-05T14:24:00"]
    assert posts[1].get("type") == "event"


@pytest.mark.parametrize("pattern", ["(?P<author>x", "(?P<author>\\w+) (?P<body>.*)"])
def test_bad_pattern(tmp_path: Path, pattern: str) -> None:
    source = _write(tmp_path, "c.log", "anna hi\n")
    result = _import("chatlog", source, tmp_path / "out", "--option", f"pattern={pattern}")
    assert result.exit_code != 0
    assert [line for line in result.output.splitlines() if line.startswith("Error")] and "pattern" in result.output
    assert not (tmp_path / "out" / "c.xml").exists()


def test_essay(tmp_path: Path) -> None:
    result = _import("text", _write(tmp_path, "essay.txt", ESSAY), tmp_path / "out", "--option", "author=Schülerin")
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "out" / "essay.xml"))
    posts = tree.findall(".//tei:post", NS)
    assert [p.text for p in posts] == ["Mein Praktikum",
                                       "Ich heiße Lena Schmidt und wohne in Mannheim.\nMein Chef war nett.",
                                       "Das war alles."]
    assert {p.get("who") for p in posts} == {"#A01"}
    assert tree.findtext(".//tei:term", namespaces=NS) == "essay"
    assert tree.findtext(".//tei:title", namespaces=NS) == "essay.txt"


def test_letter_genre_checked(tmp_path: Path) -> None:
    source = _write(tmp_path, "l.txt", "Liebe Oma,\n\ndanke.\n")
    assert _import("text", source, tmp_path / "out", "--option", "genre=poem").exit_code != 0
    assert _import("text", source, tmp_path / "out", "--option", "genre=letter").exit_code == 0
    assert etree.parse(str(tmp_path / "out" / "l.xml")).findtext(".//tei:term", namespaces=NS) == "letter"


def _address(person: etree._Element) -> str | None:
    """The participant's address, kept by the writer as <email> or <note type="email">."""
    found = person.xpath("tei:email/text() | tei:note[@type='email']/text()", namespaces=NS)
    return "".join(found) or None


def test_mbox_thread(tmp_path: Path) -> None:
    result = _import("mbox", _write(tmp_path, "mail.mbox", MBOX), tmp_path / "out")
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "out" / "mail.xml"))
    people = {p.findtext("tei:persName", namespaces=NS): (p.find("tei:persName", NS).get("type"),
                                                          _address(p))
              for p in tree.findall(".//tei:person", NS)}
    assert people == {"Anna Becker": ("full", "anna@example.org"), "Ben Weber": ("full", "ben@example.com"),
                      "carla": ("nickname", "carla@example.net")}
    divs = tree.findall(".//tei:body/tei:div", NS)
    assert len(divs) == 1 and divs[0].get("type") == "thread"
    posts = tree.findall(".//tei:post", NS)
    assert [p.get("replyTo") for p in posts] == [None, "#m1", "#m2"]
    assert posts[0].get("when") == "2024-03-05T14:22:01+01:00"
    assert posts[0].text == "Hallo Ben, treffen wir uns in Köln?\nFrom the archive: bring the notes."
    assert posts[1].text == "Gern, Grüße!\n> Hallo Ben, treffen wir uns in Köln?"
    assert posts[2].text.endswith(">> Hallo Ben")
    assert posts[2].get("who") == "#" + tree.xpath("//tei:person[tei:persName='carla']/@xml:id", namespaces=NS)[0]


def test_mbox_not_an_mbox(tmp_path: Path) -> None:
    result = _import("mbox", _write(tmp_path, "x.mbox", "just text\n"), tmp_path / "out")
    assert result.exit_code == 1
    assert "not an mbox" in result.output


def test_whatsapp_events_german(tmp_path: Path) -> None:
    result = _import("whatsapp", _write(tmp_path, "wg.txt", WHATSAPP_EVENTS_DE), tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "wg.xml")
    assert [(p.get("type"), p.get("subtype")) for p in posts] == [
        ("event", "other"), ("event", "other"), ("event", "join"), ("event", "join"), ("event", "rename"),
        ("event", "rename"), ("event", "media"), ("event", "deleted"), ("event", "deleted"), (None, None),
        ("event", "call"), ("event", "other"), ("event", "pin"), ("event", "leave")]
    # Events in an author's name keep the author; system lines keep their whole text for detection.
    tobias = posts[6].get("who")
    assert tobias and posts[7].get("who") == tobias and posts[10].get("who") == tobias
    assert posts[3].text == "+49 176 98765432 ist über den Einladungslink dieser Gruppe beigetreten"
    # The edited marker is WhatsApp's, not Jana's writing: dropped, the post kept.
    assert posts[9].text == "Der Schlüssel liegt bei Frau Özdemir im 2. Stock"


def test_whatsapp_events_english(tmp_path: Path) -> None:
    result = _import("whatsapp", _write(tmp_path, "flat.txt", WHATSAPP_EVENTS_EN), tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "flat.xml")
    assert [p.get("subtype") for p in posts] == ["other", "join", "media", "deleted", "call", None, "rename", "leave"]
    assert posts[5].get("type") is None and posts[5].text == "Call me at +44 7700 900123, I'm at 14 Elm Road"
    assert posts[2].get("who") == posts[5].get("who") is not None


def test_irc_events(tmp_path: Path) -> None:
    result = _import("irc", _write(tmp_path, "wg.log", IRC_EVENTS), tmp_path / "out")
    assert result.exit_code == 0, result.output
    posts = _posts(tmp_path / "out" / "wg.xml")
    assert [p.get("subtype") for p in posts] == ["join", "rename", "rename", None, "rename", "leave", "leave"]
    assert all(p.get("type") == "event" for p in posts if p.get("subtype"))
    assert "jana.krueger@example.de" in posts[2].text


def test_whatsapp_import_of_a_csv_says_what_fits(tmp_path: Path) -> None:
    rows = "Datum;Uhrzeit;Absender;Nachricht\n" + "".join(
        f"12.04.2024;09:0{n};Jana Krüger;Nachricht {n}\n" for n in range(7))
    result = _import("whatsapp", _write(tmp_path, "posts.csv", rows), tmp_path / "out")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert (f"{tmp_path / 'posts.csv'}: no WhatsApp message found (8 lines read); it looks like CSV: "
            f"teianon import csv {tmp_path / 'posts.csv'} -o …") in result.output
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def test_mail_subjects_in_the_title_that_detection_reads(tmp_path: Path) -> None:
    mbox = MBOX.replace("Subject: Treffen", "Subject: Treffen bei Familie Hoffmann in Köln")
    mbox = mbox.replace("Subject: Re: Treffen", "Subject: Re: Treffen bei Familie Hoffmann in Köln")
    mbox = mbox.replace("Subject: Re: Re: Treffen", "Subject: AW: Schlüssel für die Wohnung")
    result = _import("mbox", _write(tmp_path, "mail.mbox", mbox), tmp_path / "out")
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "out" / "mail.xml"))
    assert tree.findtext(".//tei:titleStmt/tei:title", namespaces=NS) == (
        "Treffen bei Familie Hoffmann in Köln · Schlüssel für die Wohnung")
    assert not any("Hoffmann" in value for value in tree.xpath("//@*"))
    anon = tmp_path / "anon"
    run = CliRunner().invoke(main, ["run", str(tmp_path / "out" / "mail.xml"), "-o", str(anon), "--date", "2026-01-01"])
    assert run.exit_code == 0, run.output
    assert "Hoffmann" not in (anon / "mail.xml").read_text(encoding="utf-8")


FIXTURES = [("whatsapp", "de.txt", WHATSAPP_DE), ("whatsapp", "events-de.txt", WHATSAPP_EVENTS_DE),
            ("whatsapp", "events-en.txt", WHATSAPP_EVENTS_EN), ("irc", "events.log", IRC_EVENTS), ("whatsapp", "en.txt", WHATSAPP_EN), ("irc", "irssi.log", IRSSI),
            ("irc", "weechat.log", WEECHAT), ("text", "essay.txt", ESSAY), ("mbox", "mail.mbox", MBOX)]


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """All fixtures imported into one folder (validation with tei_all loads the schema once)."""
    base = tmp_path_factory.mktemp("imported")
    out = base / "tei"
    for fmt, name, text in FIXTURES:
        result = _import(fmt, _write(base, name, text), out)
        assert result.exit_code == 0, result.output
    return out


@pytest.mark.parametrize("stem", [Path(name).stem for _, name, _ in FIXTURES])
def test_round_trip(imported: Path, tmp_path: Path, stem: str) -> None:
    source = imported / f"{stem}.xml"
    anon = tmp_path / "anon"
    run = CliRunner().invoke(main, ["run", str(source), "-o", str(anon), "--date", "2026-01-01"])
    assert run.exit_code == 0, run.output
    audit = CliRunner().invoke(main, ["audit", str(source), str(anon / source.name)])
    assert audit.exit_code == 0, audit.output


def test_outputs_valid_tei_all(imported: Path) -> None:
    schema = shared_path("data", "tei", "tei_all_4.12.0.rng")
    result = CliRunner().invoke(main, ["validate", str(imported), "--schema", str(schema)])
    assert result.exit_code == 0, result.output
