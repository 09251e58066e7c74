"""Third parties' names inside words (issue 39, item 7): a name replaced elsewhere in the file is
replaced where it is glued into a hashtag, a handle or a compound too, and the audit sees it
there; a short name inside an ordinary word stays a word."""

from __future__ import annotations

import re

from click.testing import CliRunner

from teianon.annotate.glued import Glued, joined_forms
from teianon.annotate.repeats import Target
from teianon.cli import main
from teianon.mention import Category

CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">sky88</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">tomkat</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div>
    <post xml:id="m1" who="#A01"><p>meine Nachbarin Frau Ottilie Brandhorst hat heute Geburtstag</p></post>
    <post xml:id="m2" who="#A02"><p>#OttilieBrandhorst2024 alles gute! schreib ihr an @ottilie_brandhorst</p></post>
    <post xml:id="m3" who="#A01"><p>#TeamBrandhorst und Brandhorstfan forever
      <!-- lebenslauf_brandhorst.pdf --></p></post>
    <post xml:id="m4" who="#A02"><p>Herr Dr. Edgar Mahn ruft an, wegen der Mahnung und der #Mahnwache</p></post>
  </div></body></text>
</TEI>
"""


def _run(tmp_path, *extra: str) -> str:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(CHAT, encoding="utf-8")
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *extra]
    )
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")


def test_a_third_party_is_replaced_inside_hashtags_handles_and_compounds(tmp_path):
    text = _run(tmp_path)
    assert "brandhorst" not in text.casefold() and "ottilie" not in text.casefold()
    # The rest of each word stays: the team, the fan, the file name.
    for rest in ("#Team", "fan forever", "lebenslauf_", ".pdf"):
        assert rest in text, rest
    # A short name inside an ordinary word is that word.
    assert "Mahnung" in text and "#Mahnwache" in text
    assert not re.search(r"\bMahn\b", text)


def test_in_pseudonym_mode_too(tmp_path):
    text = _run(tmp_path, "--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "key.json"))
    assert "brandhorst" not in text.casefold()
    assert "Mahnung" in text


def test_the_glued_spans_of_a_reference():
    targets = [
        Target("Ottilie Brandhorst", Category.PER, None, False, "repeat:reference"),
        Target("Brandhorst", Category.PER, None, False, "repeat:reference"),
        Target("Rose", Category.PER, None, True, "repeat:reference"),
    ]
    glued = Glued(targets)

    def found(text: str) -> list[str]:
        return [text[a:b] for a, b, _ in glued.spans(text)]

    assert found("#OttilieBrandhorst2024") == ["OttilieBrandhorst"]
    assert found("@ottilie_brandhorst") == ["ottilie_brandhorst"]
    assert found("xXBrandhorstXx") == ["Brandhorst"]
    # A name that is also a word: only as a capitalised piece of a hashtag.
    assert found("#TeamRose") == ["Rose"]
    assert found("Rosenkohl Rosemarie rosegarden") == []
    # A participant's name is the linker's to find inside words.
    assert Glued([Target("Brandhorst", Category.NICK, "A1", False, "repeat:participant")]).spans("#TeamBrandhorst")
    assert joined_forms("Ottilie Brandhorst") == ["OttilieBrandhorst", "Ottilie_Brandhorst"]


def test_the_audit_sees_a_glued_third_party(tmp_path):
    from teianon.checks.audit import audit_tree
    from teianon.read.xmlio import parse_bytes
    from teianon.replace.inventory import read_inventory

    original = parse_bytes(
        CHAT.replace("Frau Ottilie Brandhorst", 'Frau <name type="PER">Ottilie Brandhorst</name>').encode(), "c.xml"
    )
    inventory = read_inventory(original, "c.xml")
    output = parse_bytes(CHAT.replace("Frau Ottilie Brandhorst", "Frau [_PERSONNAME-1_]").encode(), "o.xml")
    leaks = {leak.text.casefold() for leak in audit_tree(inventory, output, "o.xml") if leak.certain}
    assert {"ottiliebrandhorst", "ottilie_brandhorst"} <= leaks


def test_a_name_inside_another_name_with_a_number_is_no_leak():
    # A pseudonym's nickname (Alena17) holds a replaced reference's string (Lena) without naming
    # that person; the name itself with a number (lena17, 17lena) still is the name.
    from teianon.read.search import glued_doubt
    from teianon.replace.hidden import WORDS

    for text, name, leak in (("alena17", "lena", False), ("lena17", "lena", True), ("17lena", "lena", True)):
        start = text.index(name)
        doubt = glued_doubt(text, start, start + len(name), WORDS)
        assert (doubt is not False) == leak, (text, doubt)


def test_a_name_inside_a_towns_own_name_is_no_leak():
    # A town written in the text, or drawn as a place surrogate, holds a participant's name
    # part without naming the participant (a town's name is a name of its own); the name
    # glued to letters that make no place still is one.
    from teianon.read.search import glued_doubt
    from teianon.replace.hidden import WORDS

    for text, name, leak in (
        ("hagenow", "hagen", False),
        ("mariental", "marie", False),
        ("hagenowx", "hagen", True),
        ("xqmarienzz", "marien", True),
    ):
        start = text.index(name)
        doubt = glued_doubt(text, start, start + len(name), WORDS)
        assert (doubt is not False) == leak, (text, doubt)


def test_a_name_inside_a_public_name_of_the_lists_is_no_leak():
    # A platform or brand kept as public (Songkick, Shopware) holds a participant's name part
    # (songki_jo, shopw): the audit refused the whole file for it. The name glued to letters
    # that make no public name is still one.
    from teianon.read.search import glued_doubt
    from teianon.replace.hidden import WORDS

    for text, name, leak in (
        ("songkick", "songki", False),
        ("shopware", "shopw", False),
        ("songkixq", "songki", True),
    ):
        start = text.index(name)
        doubt = glued_doubt(text, start, start + len(name), WORDS)
        assert (doubt is not False) == leak, (text, doubt)


def test_a_participant_named_like_part_of_a_kept_platform_gets_the_file_written(tmp_path):
    chat = CHAT.replace("sky88", "songki_jo").replace(
        "#TeamBrandhorst und Brandhorstfan forever", "auf Songkick gefunden, songki sagt hallo"
    )
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(chat, encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    assert "Songkick" in written and "songki sagt" not in written


def test_a_name_after_words_glued_in_lower_case_in_a_hashtag():
    from teianon.detect.inside import glue

    # "#alllesgutezum|wiebke": the rest of the hashtag is words of the language written together.
    assert glue("#allesgutezum", left=True) and glue("#happybirthday", left=True)
    assert not glue("#sav", left=True) and not glue("#qwrtzlp", left=True)


LOGINS = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Forum</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">netzwerker</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">helpdesk99</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div>
    <post xml:id="m1" who="#A01"><p>Der Drucker gehört meiner Kollegin Agnieszka Wojciechowska aus der Buchhaltung.</p></post>
    <post xml:id="m2" who="#A02"><p>Dann melde dich mit awojciechowska_adm an, nicht mit gast.</p></post>
    <post xml:id="m3" who="#A01"><p>My colleague Tobenna Adeyemi set up the share.</p></post>
    <post xml:id="m4" who="#A02"><p>Try adeyemit2 or the old account tadeyemi.</p></post>
  </div></body></text>
</TEI>
"""


def test_a_login_made_of_a_replaced_name_is_replaced_and_the_file_written(tmp_path):
    # An IT system's login (initial + surname, surname + initial, a role or digits after it):
    # the audit finds the surname in it, so it was refused before; now the login goes with it.
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "forum.xml").write_text(LOGINS, encoding="utf-8")
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02"]
    )
    assert result.exit_code == 0, result.output
    text = (tmp_path / "out" / "forum.xml").read_text(encoding="utf-8")
    assert "wojciechowska" not in text.casefold() and "adeyemi" not in text.casefold()
    # The login's initial goes with it (or the whole login, as a handle); the rest stays.
    assert " an, nicht mit gast." in text and "Try " in text and " or the old account " in text
    assert not re.search(r"\b[at]\[_", text)


def test_the_login_spans_of_a_reference():
    glued = Glued([Target("Wojciechowska", Category.PER, None, False, "repeat:reference")])

    def found(text: str) -> list[str]:
        return [text[a:b] for a, b, _ in glued.spans(text)]

    assert found("awojciechowska_adm") == ["awojciechowska"]
    assert found("wojciechowskaa2") == ["wojciechowskaa"]
    assert found("a_wojciechowska") == ["a_wojciechowska"]
    # Two letters before it are another word's, not an initial; capitals are no login.
    assert found("xywojciechowska Awojciechowska") == []
