"""Issue 39 (the red team's leftovers in TEI structure): references among a source document's
tokens, cast lists and lists of people, birth dates in attributes, a year of birth after a
person's name, a private-use language subtag that names a place, a postcode on its own line, a
replaced token's readings in pseudonym mode. Invented names, none of the benchmark's."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree
from tei_places_helpers import TEI, XML_ID, doc

from teianon.cli import main

_PSEUDO = ["--mode", "pseudonym", "--key", "{tmp}/k.key", "--salt", "s"]
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _run(tmp_path: Path, text: str, pseudonyms: bool) -> str:
    (tmp_path / "in").mkdir(exist_ok=True)
    (tmp_path / "in" / "f.xml").write_text(text, encoding="utf-8")
    options = [o.format(tmp=tmp_path) for o in _PSEUDO] if pseudonyms else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), *options]
    )
    assert result.exit_code == 0, result.output
    assert "audited clean" in result.output
    return (tmp_path / "out" / "f.xml").read_text(encoding="utf-8")


def _audit(tmp_path: Path, leaked: str) -> str:
    (tmp_path / "leaked.xml").write_text(leaked, encoding="utf-8")
    return CliRunner().invoke(main, ["audit", str(tmp_path / "ann" / "f.xml"), str(tmp_path / "leaked.xml")]).output


def _beside_text(document: str, extra: str) -> str:
    return document.replace("<text>", extra + "<text>")


def _tree(output: str) -> etree._Element:
    return etree.fromstring(output.encode("utf-8"))


# --- 1. a reference among a source document's tokens ----------------------------------------

_TOKENS = (
    '<sourceDoc><surface><zone><line><w xml:id="s1">Absender</w><pc>:</pc> <w xml:id="s2">Edeltraud</w> '
    '<w xml:id="s3">Wilkens</w></line><line><w xml:id="s4">Dear</w> <w xml:id="s5">Mrs</w> '
    '<w xml:id="s6">Pennywhistle</w></line></zone></surface></sourceDoc>'
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_reference_among_a_lines_tokens_is_written_without_its_element(tmp_path, pseudonyms):
    text = _beside_text(doc('<post xml:id="p1" who="#A1">hallo Edeltraud Wilkens</post>'), _TOKENS)
    output = _run(tmp_path, text, pseudonyms)
    assert "Wilkens" not in output and "Pennywhistle" not in output
    root = _tree(output)
    for holder in (*root.iter(f"{TEI}line"), *root.iter(f"{TEI}zone")):
        # <line> and <zone> admit <w> but no <name> or <ref>: the file stays valid TEI.
        assert not [c for c in holder if c.tag in (f"{TEI}name", f"{TEI}ref")], etree.tostring(holder)
    ids = {w.get(XML_ID) for w in root.iter(f"{TEI}w")}
    assert {"s1", "s2", "s4", "s5", "s6"} <= ids
    (s1,) = (w for w in root.iter(f"{TEI}w") if w.get(XML_ID) == "s1")
    assert s1.text == "Absender"


def test_the_audit_finds_a_name_left_among_a_lines_tokens(tmp_path):
    text = _beside_text(doc('<post xml:id="p1" who="#A1">hallo</post>'), _TOKENS)
    _run(tmp_path, text, False)
    assert "Pennywhistle" in _audit(tmp_path, text)


# --- 2. cast lists and lists of people ----------------------------------------------------------

_CAST = (
    "<front><castList>"
    "<castItem><role>Großmutter</role><roleDesc>Wiebke Carstensen aus Tönning</roleDesc></castItem>"
    "<castItem><role>Enkel</role><roleDesc>Hauke, 8 Jahre</roleDesc></castItem>"
    "<castItem><role>Neighbour</role><roleDesc>Tabitha (Year 4)</roleDesc></castItem>"
    "<castItem><role>Erzähler</role><roleDesc>ein alter Mann</roleDesc></castItem>"
    "</castList></front>"
)
_LISTS = (
    "<list><head>Klasse 2b</head><item>Bosse</item><item>Thees</item><item>Frauke</item><item>Jannik</item></list>"
    "<list><item>Milch</item><item>Eier</item><item>Honig</item></list>"
    "<list><item>Montag</item><item>Mittwoch</item><item>Freitag</item></list>"
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_the_names_of_a_cast_list_and_a_list_of_pupils_go(tmp_path, pseudonyms):
    text = doc(_LISTS).replace("<body>", _CAST + "<body>")
    output = _run(tmp_path, text, pseudonyms)
    for name in ("Carstensen", "Wiebke", "Tönning", "Hauke", "Tabitha", "Bosse", "Thees", "Frauke", "Jannik"):
        assert name not in output, name
    # What a person is in the play, the ages, and lists of things stay.
    for kept in ("<role>Großmutter</role>", "<role>Enkel</role>", "<role>Neighbour</role>", ", 8 Jahre</roleDesc>"):
        assert kept in output, kept
    assert " (Year 4)</roleDesc>" in output and "<roleDesc>ein alter Mann</roleDesc>" in output
    assert "<item>Milch</item><item>Eier</item><item>Honig</item>" in output
    assert "<item>Montag</item><item>Mittwoch</item><item>Freitag</item>" in output


# --- 3. birth dates in attributes -------------------------------------------------------------

_DATES = (
    '<post xml:id="p1" who="#A1">heute <date type="birth" when="2016-02-11"/> wird er sieben</post>'
    '<post xml:id="p2" who="#A1">am <date when="2015-10-04">Geburtstag von Tjorven</date> gibt es Kuchen</post>'
    '<post xml:id="p3" who="#A1">it was <date when="2014-06-21">my birthday</date> last week</post>'
    '<post xml:id="p4" who="#A1">Treffen am <date when="2023-03-15">Mittwoch</date> in der Halle</post>'
    '<post xml:id="p5" who="#A1">see you <date when="2022-11-05" type="meeting">on Saturday</date></post>'
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_the_value_of_a_birth_date_by_its_type_or_its_words_goes(tmp_path, pseudonyms):
    output = _run(tmp_path, doc(_DATES), pseudonyms)
    for value in ("2016-02-11", "2015-10-04", "2014-06-21", "Tjorven"):
        assert value not in output, value
    # Ordinary dates keep their values; the birth dates keep their words and their type.
    assert '<date when="2023-03-15">Mittwoch</date>' in output
    assert '<date when="2022-11-05" type="meeting">on Saturday</date>' in output
    assert '<date type="birth"/>' in output and "<date>my birthday</date>" in output


def test_the_audit_reports_a_birth_dates_value_left(tmp_path):
    _run(tmp_path, doc(_DATES), False)
    printed = _audit(tmp_path, doc(_DATES))
    assert "2016-02-11" in printed and "2015-10-04" in printed and "2023-03-15" not in printed


# --- 4. a year of birth after a person's name --------------------------------------------------

_HEADER = (
    " Gespräch mit Annegret Völkers (Jg. 1943) und Reinhold Tamsen (*1951);"
    " with Cuthbert Ollerenshaw, born 1939. Das Archiv (1962) und das Jahr 1975 bleiben."
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_year_of_birth_after_a_private_persons_name_is_a_number(tmp_path, pseudonyms):
    output = _run(tmp_path, doc('<post xml:id="p1" who="#A1">hallo</post>', header=_HEADER), pseudonyms)
    for secret in ("Völkers", "Tamsen", "Ollerenshaw", "1943", "1951", "1939"):
        assert secret not in output, secret
    # The cues stay; a year after no person stays.
    assert "(Jg. " in output and "(*" in output and ", born " in output
    assert "Das Archiv (1962) und das Jahr 1975 bleiben." in output


# --- 5. a private-use language subtag that names a place ---------------------------------------

_LANGS = (
    '<p xml:lang="nds-x-brunsbek">Wi wohnt in Brunsbek an de Au.</p>'
    '<p xml:lang="en-x-fernhill">We live in Fernhill near the moor.</p>'
    '<post xml:id="p1" who="#A1" xml:lang="de-x-chat">lol</post>'
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_private_use_subtag_that_names_a_place_replaced_elsewhere_is_replaced(tmp_path, pseudonyms):
    output = _run(tmp_path, doc(_LANGS), pseudonyms)
    assert "brunsbek" not in output.casefold() and "fernhill" not in output.casefold()
    langs = [e.get(_XML_LANG) for e in _tree(output).iter() if e.get(_XML_LANG)]
    assert "de-x-chat" in langs
    changed = [v for v in langs if v != "de-x-chat"]
    assert len(changed) == 2
    for value in changed:
        # Still a valid language tag: the language kept, a private-use subtag of at most 8.
        language, x, subtag = value.split("-", 2)
        assert language in ("nds", "en") and x == "x" and 0 < len(subtag) <= 8 and subtag.isalnum()


def test_the_audit_finds_a_place_left_in_a_private_use_subtag(tmp_path):
    _run(tmp_path, doc(_LANGS), False)
    printed = _audit(tmp_path, doc(_LANGS))
    assert "@lang" in printed and "fernhill" in printed


# --- 6. a postcode on its own line ----------------------------------------------------------------

_ADDRESS = (
    "<sourceDoc><surface><zone><line>Hinrich Pahlke</line><line>Lindenkamp 14</line><line>24811</line>"
    "<line>Owschlag</line></zone><zone><line>Preis:</line><line>1250</line><line>Euro</line></zone>"
    "</surface></sourceDoc>"
)


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_postcode_on_its_own_line_of_a_source_document_is_replaced(tmp_path, pseudonyms):
    output = _run(tmp_path, _beside_text(doc('<post xml:id="p1" who="#A1">hallo</post>'), _ADDRESS), pseudonyms)
    assert "24811" not in output and "Lindenkamp" not in output and "Pahlke" not in output
    assert "<line>Preis:</line><line>1250</line><line>Euro</line>" in output
    assert output.count("<line>") == 7


# --- 7. a replaced token's readings in pseudonym mode ----------------------------------------------


def test_a_corpus_replaced_tokens_reading_comes_out_as_its_placeholder(tmp_path):
    body = (
        '<post xml:id="p1" who="#A1"><w xml:id="w1">frag</w> <w xml:id="w2" lemma="Gunnar">[_PERSONNAME-1_]</w> '
        '<w xml:id="w3">mal</w></post>'
        '<post xml:id="p2" who="#A1"><w xml:id="w4">und</w> <w xml:id="w5" lemma="Gunnar">Gunnar</w> '
        '<w xml:id="w6">kommt</w></post>'
    )
    output = _run(tmp_path, doc(body), True)
    assert "Gunnar" not in output
    assert '<w xml:id="w2" lemma="[_PERSONNAME-1_]">[_PERSONNAME-1_]</w>' in output


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_spaced_address_at_a_mail_provider_is_written_and_clean(tmp_path, pseudonyms):
    body = '<post xml:id="p1" who="#A1">schreib an m a r i t . h @ p o s t e o . d e oder so</post>'
    output = _run(tmp_path, doc(body), pseudonyms)
    assert "m a r i t" not in output and "schreib an " in output
