"""The participant linker on whole conversations: variants, context, turn-taking, consistency."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import NS, XML_ID
from teianon.read.xmlio import parse_bytes

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
DOCC = SHARED / "tei-cmc" / "docc_irc_2213001.xml"
EMPIRIST = SHARED / "empirist" / "empirist-train.vrt"
TEI = "http://www.tei-c.org/ns/1.0"


def conversation(posts: list[tuple[str | None, str]], people: dict[str, str], pos: dict[str, str] | None = None) -> bytes:
    """A TEI chat: ``people`` maps ids to nicknames (an empty nickname: a person without a name);
    each post is ``(writer id or None for a system event, text)``; text with spaces is tokenised
    into ``<w>`` when ``pos`` is given (``{token: tag}``), else left as character data."""
    persons = "".join(
        f'<person xml:id="{pid}">' + (f'<persName type="nickname">{nick}</persName>' if nick else "") + "</person>"
        for pid, nick in people.items())
    body = []
    for n, (who, text) in enumerate(posts, 1):
        attrs = f' who="#{who}"' if who else ' type="event"'
        if pos is not None:
            words = "".join(f'<w pos="{pos.get(t, "XY")}">{t}</w>' for t in text.split())
            body.append(f'<post xml:id="p{n}"{attrs}>{words}</post>')
        else:
            body.append(f'<post xml:id="p{n}"{attrs}>{text}</post>')
    particdesc = f"<particDesc><listPerson>{persons}</listPerson></particDesc>" if people else ""
    return (f'<TEI xmlns="{TEI}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
            f"<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
            f"<profileDesc>{particdesc}</profileDesc></teiHeader>"
            f'<text><body><div>{"".join(body)}</div></body></text></TEI>').encode()


def annotations(data: bytes, warnings: list[str] | None = None) -> list[tuple[str, str, str, str | None, str]]:
    """``(post id, text, type, corresp, ana)`` of every teianon annotation, in document order."""
    tree = parse_bytes(data, "chat.xml")
    annotate_tree(tree, "chat.xml", Settings(), warnings)
    found = []
    for element in tree.getroot().iterfind(".//tei:post//tei:name", NS):
        if element.get("resp") == "#teianon":
            post = next(element.iterancestors(f"{{{TEI}}}post"))
            text = " ".join("".join(element.itertext()).split())
            found.append((post.get(XML_ID), text, element.get("type"), element.get("corresp"), element.get("ana")))
    return found


def linked(data: bytes) -> dict[str, str | None]:
    """Annotated text -> corresp, for the nicknames."""
    return {text: corresp for _, text, kind, corresp, _ in annotations(data) if kind == "nickname"}


SOCIAL = {"A1": "Lantonie", "A2": "zora", "A3": "Shadok", "A4": "stoeps", "A5": "Erdbeere$",
          "A6": "marc30", "A7": "TomcatMJ", "A8": "Thor..."}


@pytest.mark.parametrize(
    "posts, mention, participant, rule",
    [
        ([("A2", "hi lanto")], "lanto", "A1", "teianon:nickname.full-clipped"),
        ([("A1", "na , zori ?")], "zori", "A2", "teianon:nickname.full-pet"),
        ([("A5", "hello marci")], "marci", "A6", "teianon:nickname.stripped-pet"),
        ([("A6", "Holla Shaddy :)")], "Shaddy", "A3", "teianon:nickname.full-pet"),
        ([("A1", "tapfere kleine zoraaaay")], "zoraaaay", "A2", "teianon:nickname.full-pet"),
        ([("A6", "re schdöbbs :o)")], "schdöbbs", "A4", "teianon:nickname.full-phonetic"),
        ([("A1", "tach erdbäre")], "erdbäre", "A5", "teianon:nickname.stripped-typo"),
        ([("A2", "hi schtöps")], "schtöps", "A4", "teianon:nickname.full-phonetic"),
        ([("A6", "Hallo Beere :)")], "Beere", "A5", "teianon:nickname.compound-exact"),
        ([("A2", "hallo"), ("A3", "geld zorsa")], "zorsa", "A2", "teianon:nickname.full-typo"),
        ([("A2", "hallo"), ("A1", "zoar ist hoch kreativ !")], "zoar", "A2", "teianon:nickname.full-typo"),
        ([("A2", "quaki und thor")], "thor", "A8", "teianon:nickname.stripped-exact"),
        ([("A2", "LANTOOO !!!")], "LANTOOO", "A1", "teianon:nickname.full-clipped"),
        ([("A2", "das ist zoras Zeugnis")], "zoras", "A2", "teianon:nickname.full-inflected"),
        ([("A1", "hi tom")], "tom", "A7", "teianon:nickname.part-clipped"),
    ],
)
def test_variants_chatters_make_are_linked_with_their_rule(posts, mention, participant, rule):
    found = {text: (corresp, ana) for _, text, kind, corresp, ana in annotations(conversation(posts, SOCIAL))
             if kind == "nickname"}
    assert found[mention] == (f"#{participant}", rule)


def test_a_linked_mention_is_always_nick_even_for_a_real_name():
    data = (conversation([("A2", "Ich habe Paul Horak gesehen")], {"A2": "zora"})
            .replace(b'<person xml:id="A2">', b'<person xml:id="P"><persName>Paul Horak</persName></person><person xml:id="A2">'))
    assert linked(data) == {"Paul Horak": "#P"}


@pytest.mark.parametrize("text", ["die katze ist da", "jo ok", "ihr seid toll", "re", "lol"])
def test_function_words_and_chat_words_are_never_linked_on_the_string(text):
    # Even where a reviewer's mapping (or the header) made them a participant's name.
    people = {"A1": "lela2", "A2": "zora"}
    data = conversation([("A1", text)], people)
    data = data.replace(b'<persName type="nickname">zora</persName>',
                        b'<persName type="nickname">zora</persName><persName type="nickname">die</persName>'
                        b'<persName type="nickname">jo</persName><persName type="nickname">ihr</persName>')
    assert [a for a in annotations(data) if a[2] == "nickname"] == []


def test_closed_class_pos_tags_rule_a_token_out():
    people = {"A1": "Marc30", "A2": "Anders"}
    assert linked(conversation([("A1", "anders als gedacht")], people, pos={"anders": "ADV"})) == {}
    assert linked(conversation([("A1", "hi anders")], people, pos={"anders": "NE"})) == {"anders": "#A2"}


def test_a_nickname_that_is_a_place_needs_a_person_context():
    people = {"B": "Bochum", "Z": "zora", "Q": "quaki"}
    data = conversation([("B", "Bochum - Münster ohne Küche 3500 Euro"), ("Z", "uffz bochum"),
                         ("Q", "Bochum in den kleiderkasten schick")], people)
    found = annotations(data)
    assert ("p2", "bochum", "nickname", "#B") in [a[:4] for a in found]
    assert ("p3", "Bochum", "nickname", "#B") in [a[:4] for a in found]
    # Its owner writing about the city: the place, not the participant.
    assert [a[2] for a in found if a[0] == "p1" and a[1] == "Bochum"] == ["GPE"]


def test_one_string_one_participant_throughout_the_document():
    people = {"T": "TomcatMJ", "S": "stoeps", "Q": "quaki"}
    data = conversation([("Q", "hi tom"), ("T", "hi quaki"), ("S", "warum wird tom nicht aus dem chat entfernt")], people)
    found = {(post, text): (corresp, ana) for post, text, kind, corresp, ana in annotations(data) if kind == "nickname"}
    # tom is a short form of its own (a first name), so its own evidence may already suffice.
    corresp, ana = found[("p3", "tom")]
    assert corresp == "#T" and ana.startswith("teianon:nickname.part-clipped")


def test_the_writer_is_rarely_the_one_addressed():
    people = {"A1": "Robert_K", "A2": "robert77"}
    assert linked(conversation([("A1", "hallo"), ("A2", "Robert kommt gleich")], people)) == {"Robert": "#A1"}
    assert linked(conversation([("A2", "hallo"), ("A1", "Robert kommt gleich")], people)) == {"Robert": "#A2"}


def test_action_messages_name_their_actor():
    found = annotations(conversation([(None, "zora wirft quaki ein m zu")], {"Z": "zora", "Q": "quaki"}))
    assert [(text, corresp) for _, text, kind, corresp, _ in found if kind == "nickname"] == [("zora", "#Z"), ("quaki", "#Q")]


def test_a_first_name_in_a_dialogue_names_the_other_person():
    people = {"U": "BENUTZER", "A": "AUSKUNFT"}
    data = conversation([("U", "Danke für die schnelle Hilfe"), ("A", "Vielen Dank Mike !")], people)
    assert linked(data) == {"Mike": "#U"}


def test_writers_missing_from_the_header_are_found_from_the_posts():
    data = conversation([("zora", "hi quaki"), ("quaki", "huhu zori :)")], {})
    assert linked(data) == {"quaki": "#quaki", "zori": "#zora"}


def test_join_messages_and_nick_changes_add_names():
    people = {"A1": "lela2", "A2": "Kater"}
    data = conversation([(None, "Jolkowitz betritt den Raum"), (None, "lela2 is now known as lelaNeu"),
                         ("A2", "wo ist Jolkowitz"), ("A2", "lelaNeu bist du das")], people)
    found = {(post, text): corresp for post, text, kind, corresp, _ in annotations(data) if kind == "nickname"}
    assert found[("p3", "Jolkowitz")] is None  # nobody in the header: a nickname, not linked
    assert found[("p4", "lelaNeu")] == "#A1"


def test_a_participant_without_a_name_is_a_warning_not_a_crash(tmp_path):
    source = tmp_path / "in"
    source.mkdir()
    (source / "chat.xml").write_bytes(conversation([("A1", "hi zora"), ("A2", "hallo")], {"A1": "zora", "A2": ""}))
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert "warning: participant A2 has no name in the header" in result.output
    assert (tmp_path / "out" / "chat.xml").exists()


def test_mapping_import_refuses_function_words(tmp_path):
    key = tmp_path / "key.json"
    mapping = tmp_path / "names.txt"
    mapping.write_text("zora | zora (3) | zori (1) | die (4)\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["mapping", "import", str(mapping), "--key", str(key)])
    assert result.exit_code == 0, result.output
    assert "not a name, not stored: zora: die" in result.output
    assert json.loads(key.read_text(encoding="utf-8"))["mapping"]["zora"]["names"] == ["zora", "zori"]


@pytest.mark.skipif(not DOCC.exists(), reason="needs ../shared/data/tei-cmc (the real DOCC chat)")
def test_an_anonymised_docc_chat_gets_no_nicknames_on_its_placeholders():
    tree = parse_bytes(DOCC.read_bytes(), str(DOCC))
    annotate_tree(tree, str(DOCC), Settings())
    ours = [e for e in tree.getroot().iter(f"{{{TEI}}}name", f"{{{TEI}}}ref") if e.get("resp") == "#teianon"]
    assert not [e for e in ours if e.get("type") == "nickname" and "[_" in "".join(e.itertext())]
    assert not [e for e in ours if e.get("type") == "nickname" and e.get("corresp")]


@pytest.mark.skipif(not EMPIRIST.exists(), reason="needs ../shared/data/empirist (EmpiriST train chats)")
def test_empirist_train_chats_meet_the_targets():
    # The development scorer on the chats it was tuned on: a regression guard, not a test figure.
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "nick_scores.py"), "--json"],
                         capture_output=True, text=True, check=True, timeout=300).stdout
    variants = json.loads(out)["variants"]
    assert set(variants) == {"with POS", "without POS"}
    for overall in (v["overall"] for v in variants.values()):
        assert overall["mentions"] == 127
        assert overall["masked"] / overall["mentions"] >= 0.97
        assert overall["linked"] / overall["mentions"] >= 0.90
        assert overall["false_nick"] * 1000 / overall["tokens"] <= 1.0


@pytest.mark.skipif(not (EMPIRIST.exists() and DOCC.exists()), reason="needs ../shared/data/empirist and ../shared/data/tei-cmc")
def test_every_dev_document_meets_the_targets():
    # All development documents with gold (EmpiriST CMC texts, real TEI-CMC files): a regression guard.
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "nick_scores.py"), "--dev", "--json"],
                         capture_output=True, text=True, check=True, timeout=300).stdout
    variants = json.loads(out)["variants"]
    for overall in (v["overall"] for v in variants.values()):
        assert overall["mentions"] == 150
        assert overall["masked"] / overall["mentions"] >= 0.97
        assert overall["linked"] / overall["mentions"] >= 0.90
        assert overall["false_nick"] * 1000 / overall["tokens"] <= 1.0


@pytest.mark.skipif(not (EMPIRIST.exists() and DOCC.exists()), reason="needs ../shared/data/empirist and ../shared/data/tei-cmc")
def test_a_tei_gold_row_that_does_not_match_its_file_stops_the_run(tmp_path):
    gold = tmp_path / "gold.tsv"
    gold.write_text("twitter_tweets.xml\tcmc_post_1043764753502486528\t2\t@AndreLo79\tu2\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "nick_scores.py"), "--dev", "--tei-gold", str(gold)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 2
    assert done.stderr.strip() == (f"{gold}:1: '@AndreLo79' does not occur 2 time(s) in post "
                                   "cmc_post_1043764753502486528 of twitter_tweets.xml")


def _certainties(data: bytes) -> dict[tuple[str, str], str | None]:
    tree = parse_bytes(data, "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    return {
        (next(e.iterancestors(f"{{{TEI}}}post")).get(XML_ID), "".join(e.itertext())): e.get("cert")
        for e in tree.getroot().iterfind(".//tei:post//tei:name[@type='nickname']", NS)
    }


@pytest.mark.parametrize("later", ["warum wird marek nicht aus dem chat entfernt", "quaki bindet marek am chat fest",
                                   "ich wollt ja vergleichen marek weils eh so teuer ist"])
def test_a_string_linked_with_high_certainty_is_replaced_wherever_it_names_the_same_participant(later):
    # Its own context leaves the later mention low (held, written as it is by default); the
    # document's greeting confirms the string, so it is replaced there too.
    people = {"M": "MarekWolf", "S": "stoeps", "Q": "quaki"}
    greeted = conversation([("Q", "hi marek"), ("M", "hi quaki"), ("S", later)], people)
    alone = conversation([("M", "hi quaki"), ("S", later)], people)
    assert _certainties(greeted)[("p1", "marek")] == "high"
    assert _certainties(greeted)[("p3", "marek")] == "medium"
    # Without the greeting the linker alone holds it low, but a first name of the tables read as
    # a person where it stands is the evidence the link lacked (issue 38: held, it stayed as
    # written while the person's reading would have replaced it).
    assert _certainties(alone).get(("p2", "marek")) in ("medium", "high")
