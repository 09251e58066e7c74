"""Structure and pseudonym mode (a red team's findings, round 70): ids kept where none holds a
secret, dangling pointers kept, a nickname spelled like a namespace's word, one surrogate per
person across a run's files, surrogates of the right shape (particles, honorifics, wiki links),
Discord's channel renames, names in CI reports. Made-up people, other strings than the findings'."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from tei_places_helpers import TEI, XML_ID, doc, root_of, run

from teianon.cli import main
from teianon.importers.discord import DiscordImporter


def _run_dir(tmp_path: Path, files: dict[str, str], *options: str) -> tuple[Path, str]:
    src = tmp_path / "in"
    src.mkdir()
    for name, text in files.items():
        (src / name).write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(src), "-o", str(out), *options])
    assert result.exit_code == 0, result.output
    return out, result.output


def _pseudonyms(tmp_path: Path) -> list[str]:
    return ["--mode", "pseudonym", "--salt", "red-team-c70-salt", "--key", str(tmp_path / "k.key")]


# --- 1. ids: a word of the file's own name is the file's label ---------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_ids_made_of_the_file_name_stay_when_a_word_of_it_is_taken_for_a_name(tmp_path, pseudonyms):
    # "Checkin starts at ten" reads as a person in a clause; the export named every id after the file.
    body = (
        '<post xml:id="q3_checkin.p1" who="#A1"><p>Checkin starts at ten, Checkin notes are up, ask Jorinde.'
        '<anchor xml:id="x3.a1"/></p></post>'
        '<post xml:id="q3_checkin.p2" who="#B1"><p>Thanks, see you.</p></post>'
    )
    output, printed = run(tmp_path, doc(body), name="q3_checkin.xml", pseudonyms=pseudonyms)
    assert "audited clean" in printed
    root = root_of(output)
    assert [p.get(XML_ID) for p in root.iter(f"{TEI}post")] == ["q3_checkin.p1", "q3_checkin.p2"]
    assert [p.get(XML_ID) for p in root.iter(f"{TEI}person")] == ["A1", "B1"]
    assert root.find(f".//{TEI}anchor").get(XML_ID) == "x3.a1"


# --- 2. a pointer to nothing is kept, unless it holds a platform's id --------------------------


def test_a_dangling_pointer_without_a_platform_id_stays_when_ids_are_renamed(tmp_path):
    (tmp_path / "policy.toml").write_text("[ids]\nrename = true\n", encoding="utf-8")
    body = (
        '<post xml:id="p1" who="#A1"><p>Wir treffen uns morgen.</p></post>'
        '<note resp="#scribe" corresp="#msg-8812345678 #p1">unverständlich</note>'
    )
    (tmp_path / "chat.xml").write_text(doc(body), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "chat.xml"), "-o", str(out), "--policy", str(tmp_path / "policy.toml")]
    )
    assert result.exit_code == 0, result.output
    note = root_of((out / "chat.xml").read_text(encoding="utf-8")).find(f".//{TEI}note")
    assert note.get("resp") == "#scribe"
    # The post's pointer follows its new id; the message number of the platform goes.
    assert note.get("corresp") == "#post-1"


# --- 3. a nickname spelled like a word of a namespace's name ----------------------------------


@pytest.mark.parametrize("nick", ["tei", "ns", "www"])
def test_a_nickname_like_a_namespace_word_does_not_refuse_the_file(tmp_path, nick):
    people = (
        f'<person xml:id="A1"><persName type="nickname">{nick}</persName></person>'
        '<person xml:id="B1"><persName type="nickname">kastanie9</persName></person>'
    )
    body = f'<post xml:id="p1" who="#B1"><p>hallo {nick}, wie gehts?</p></post>'
    output, printed = run(tmp_path, doc(body, people))
    assert "audited clean" in printed
    post = root_of(output).find(f".//{TEI}post")
    assert f" {nick}," not in "".join(post.itertext())


# --- 4. one surrogate per person across the files of a run ------------------------------------


def _person_doc(body: str, people: str = "") -> str:
    return doc(body, people).replace("<TEI ", '<TEI xml:lang="de" ')


def test_a_surname_alone_in_another_file_gets_the_participants_surrogate(tmp_path):
    full = (
        '<person xml:id="A1"><persName><forename>Wendelin</forename> <surname>Oberpaul</surname></persName>'
        "<sex>male</sex></person>"
        '<person xml:id="B1"><persName type="nickname">kastanie9</persName></person>'
    )
    first = _person_doc('<post xml:id="p1" who="#A1"><p>Ich bin wieder da.</p></post>', full)
    second = _person_doc(
        '<post xml:id="p1" who="#A1"><p>Oberpaul hat gestern abgesagt, und Herr Oberpaul kommt nicht.</p></post>'
    )
    out, _ = _run_dir(tmp_path, {"a.xml": first, "b.xml": second}, *_pseudonyms(tmp_path))
    key = json.loads((tmp_path / "k.key").read_text(encoding="utf-8"))
    surname = next(e for e in key["participants"].values() if "oberpaul" in e["parts"])["parts"]["oberpaul"]
    text = (out / "b.xml").read_text(encoding="utf-8")
    assert "Oberpaul" not in text
    assert text.count(surname) == 2


def test_a_part_of_a_full_name_typed_as_a_place_elsewhere_gets_the_persons_surrogate(tmp_path):
    first = _person_doc('<post xml:id="p1" who="#A1"><p>Gestern hat Ilsabe Krummacker angerufen.</p></post>')
    second = _person_doc('<post xml:id="p1" who="#A1"><p>Bei <name type="place">Krummacker</name> war Ruhe.</p></post>')
    out, _ = _run_dir(tmp_path, {"a.xml": first, "b.xml": second}, *_pseudonyms(tmp_path))
    key = json.loads((tmp_path / "k.key").read_text(encoding="utf-8"))
    whole = key["references"]["PER"]["Ilsabe Krummacker"]
    text = (out / "b.xml").read_text(encoding="utf-8")
    assert "Krummacker" not in text
    assert whole.split()[-1] in text


# --- 5. surrogates of the right shape ----------------------------------------------------------


def test_particles_and_second_names_stay_in_a_participants_surrogate(tmp_path):
    people = (
        '<person xml:id="A1"><persName type="userName">Yunus bin Faraqi</persName><sex>male</sex></person>'
        '<person xml:id="B1"><persName type="userName">Tomasz Wirbel alias Wirbelwind</persName></person>'
    )
    body = '<post xml:id="p1" who="#A1"><p>Salam.</p></post><post xml:id="p2" who="#B1"><p>Hi.</p></post>'
    output, printed = run(tmp_path, doc(body, people), pseudonyms=True)
    assert "audited clean" in printed
    names = [" ".join("".join(p.itertext()).split()) for p in root_of(output).iter(f"{TEI}persName")]
    assert re.fullmatch(r"\S+ bin \S+", names[0]), names
    assert re.fullmatch(r"\S+ \S+ alias \S+", names[1]), names
    assert "[_" not in output


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_name_before_an_honorific_is_a_persons_and_the_honorific_stays(tmp_path, pseudonyms):
    body = '<post xml:id="p1" who="#A1"><p>I asked Kurobane-sensei and Haizaki-san about the exam.</p></post>'
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    text = "".join(root_of(output).find(f".//{TEI}post").itertext())
    assert "Kurobane" not in text and "Haizaki" not in text
    assert "-sensei and " in text and "-san about" in text


def test_wiki_user_links_keep_their_frame_and_get_the_users_surrogate(tmp_path):
    people = (
        '<person xml:id="A1"><persName type="userName">Quermalt</persName></person>'
        '<person xml:id="B1"><persName type="userName">Ostrovin</persName></person>'
    )
    body = (
        '<post xml:id="p1" who="#A1"><p>Needs a source.</p><signed><ref target="/wiki/User:Quermalt">Quermalt</ref>'
        ' (<ref target="/wiki/User_talk:Quermalt">talk</ref>)</signed></post>'
        '<post xml:id="p2" who="#B1"><p>See <ref target="https://en.wikipedia.org/wiki/Talk:Comet">the talk page</ref>.'
        '</p><signed><ref target="https://en.wikipedia.org/wiki/User:Ostrovin">Ostrovin</ref></signed></post>'
    )
    output, printed = run(tmp_path, doc(body, people), pseudonyms=True)
    assert "audited clean" in printed
    targets = [r.get("target") for r in root_of(output).iter(f"{TEI}ref")]
    assert "[_" not in output and "%5B" not in output
    assert "Quermalt" not in output and "Ostrovin" not in output
    user, talk, article, other = targets
    assert user.startswith("/wiki/User:") and talk == "/wiki/User_talk:" + user.split(":", 1)[1]
    assert article == "https://en.wikipedia.org/wiki/Talk:Comet"
    assert other.startswith("https://en.wikipedia.org/wiki/User:")


# --- 6. Discord's channel renames, names in CI reports -----------------------------------------


def test_a_discord_channel_rename_keeps_no_channel_name():
    export = {
        "guild": {"name": "g"},
        "channel": {"name": "c"},
        "messages": [
            {
                "id": "1",
                "type": "ChannelNameChange",
                "timestamp": "2024-03-05T19:20:00+01:00",
                "content": "geburtstag-von-henrike-voss",
                "author": {"id": "7", "name": "pelle", "nickname": None},
            },
            {
                "id": "2",
                "type": "Default",
                "timestamp": "2024-03-05T19:21:00+01:00",
                "content": "hi",
                "author": {"id": "7", "name": "pelle", "nickname": None},
            },
        ],
    }
    (conversation,) = DiscordImporter({}).read(json.dumps(export), "c.json", [])
    rename = conversation.messages[0]
    assert rename.event == "rename" and "henrike" not in rename.text.casefold()


def test_a_report_names_no_file_by_a_participants_name(tmp_path):
    body = '<post xml:id="p1" who="#A1"><p>hallo kastanie9</p></post>'
    src = tmp_path / "in"
    src.mkdir()
    (src / "export-regenbogen4.xml").write_text(doc(body), encoding="utf-8")
    result = CliRunner().invoke(
        main,
        ["run", str(src), "-o", str(tmp_path / "out"), "--report", "junit", str(tmp_path / "r.xml"),
         "--report", "sarif", str(tmp_path / "r.sarif"), "--format", "github"],
    )
    assert result.exit_code == 0, result.output
    for report in (tmp_path / "r.xml", tmp_path / "r.sarif"):
        assert "regenbogen" not in report.read_text(encoding="utf-8").casefold()
    assert "regenbogen" not in "\n".join(line for line in result.stdout.splitlines() if line.startswith("::"))


def test_initials_that_a_first_name_spells_out_are_replaced_and_agree_with_its_surrogate(tmp_path):
    body = '<post xml:id="p1" who="#A1"><p>M. O. – Marit – hat gestern angerufen.</p></post>'
    output, _ = run(tmp_path, _person_doc(body), pseudonyms=True)
    text = "".join(root_of(output).find(f".//{TEI}post").itertext())
    found = re.match(r"(\w)\. \w\. – (\w+) –", text)
    assert found and "Marit" not in text and "M. O." not in text, text
    assert found[1] == found[2][0]


@pytest.mark.parametrize("word", ["Sokolowas", "Jankowskas"])
def test_a_declined_slavic_surname_gets_a_persons_surrogate_with_its_ending(tmp_path, word):
    body = f'<post xml:id="p1" who="#A1"><p>Gestern war ich bei <name type="org">{word}</name> Tochter.</p></post>'
    output, _ = run(tmp_path, _person_doc(body), pseudonyms=True)
    name = "".join(root_of(output).find(f".//{TEI}post/{TEI}p/{TEI}name").itertext())
    assert name != word and name.endswith("s") and name[:1].isupper()
    key = json.loads((tmp_path / "k.key").read_text(encoding="utf-8"))
    assert "GPE" not in key["parts"]


def test_under_rename_the_ids_made_of_the_file_name_are_renamed(tmp_path):
    # The numbered output no longer holds the file's name: ids holding its word would tell it.
    body = '<post xml:id="q3_checkin.p1" who="#A1"><p>Checkin starts at ten, Checkin notes are up.</p></post>'
    out, printed = _run_dir(tmp_path, {"q3_checkin.xml": doc(body)}, "--rename")
    (written,) = out.glob("*.xml")
    assert "checkin" not in written.read_text(encoding="utf-8").casefold(), printed
