"""The corpus's own markup, header prose and project metadata, through ``run`` as a user calls it.

- the corpus's name elements (``persName`` and its parts, ``placeName``, ``orgName``,
  ``geogName``, ``name[@type=person]``, ``rs[@type]``) are references of a documented,
  policy-overridable category: replaced in both modes, their structure kept, their strings
  replaced where they repeat, and ``strip --only-teianon`` gives the file back;
- the header's free prose (a ``revisionDesc/change``, a note) is read, the corpus's own
  ``<name type="PER">`` there is replaced, and so is a reviewer's ``add`` there;
- the project's metadata (classification, the source corpus's record, pointers and ids of the
  publisher's) stays byte for byte (C14N) in both modes;
- a participant's ``persName`` of parts keeps them, each replaced on its own.

The names are invented; the expected categories come from the documented mapping, not from the code.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import shared_path
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
NS = {"t": T[1:-1]}
PARSER = etree.XMLParser(resolve_entities=False, no_network=True)

HEADER = """<teiHeader><fileDesc><titleStmt><title>Invented chat</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="A01" role="participant"><persName type="nickname">quarkfisch</persName></person>
<person xml:id="A02" role="participant"><persName type="nickname">moosbeere7</persName></person>
</listPerson></particDesc></profileDesc>{revisions}</teiHeader>"""


def _tei(posts: str, revisions: str = "") -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0">'
        + HEADER.format(revisions=revisions)
        + f"<text><body><div>{posts}</div></body></text></TEI>"
    )


def _run(tmp_path: Path, text: str, *extra: str, mode: str = "placeholder", name: str = "chat.xml") -> etree._Element:
    source = tmp_path / "in" / name
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(text, encoding="utf-8")
    out = tmp_path / f"out-{mode}"
    command = ["run", str(source), "-o", str(out), "-q", "--date", "2026-01-01", *extra]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "markup", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return etree.parse(str(out / name), PARSER).getroot()


def _text(element: etree._Element) -> str:
    return "".join(element.itertext())


OWN_MARKUP = (
    '<post xml:id="p1" who="#A01">gestern mit <persName><forename>Ottwina</forename> <surname>Brackelmeyer</surname>'
    "</persName> in <placeName>Zwiebelhausen</placeName></post>"
    '<post xml:id="p2" who="#A02">beim <orgName>SV Quappenbruch</orgName> am <geogName>Kressenweiher</geogName>, '
    '<name type="person">Ruprechta</name> und <rs type="place">Klappholz</rs></post>'
)
ORIGINALS = ("Ottwina", "Brackelmeyer", "Zwiebelhausen", "Quappenbruch", "Kressenweiher", "Ruprechta", "Klappholz")


def test_the_corpus_s_name_elements_are_replaced_each_part_on_its_own(tmp_path: Path) -> None:
    # No tagger: only the corpus's markup says these are names.
    out = _run(tmp_path, _tei(OWN_MARKUP), "--ner", "none")
    text = etree.tostring(out, encoding="unicode")
    assert not [n for n in ORIGINALS if n in text]
    # Each element stays where the corpus put it, holding the placeholder of its category.
    expected = {
        "forename": "PERSONNAME",
        "surname": "PERSONNAME",
        "placeName": "GEOPOLITICALENTITYNAME",
        "orgName": "ORGANISATIONNAME",
        "geogName": "LOCATIONNAME",
        "rs": "GEOPOLITICALENTITYNAME",
    }
    for local, long_form in expected.items():
        (element,) = out.iter(T + local)
        assert _text(element).startswith(f"[_{long_form}-"), (local, _text(element))
    (person,) = out.xpath("//t:name[@type='person']", namespaces=NS)
    assert _text(person).startswith("[_PERSONNAME-")
    # forename and surname are two names: two placeholders, not one for both.
    (full,) = out.xpath("//t:post//t:persName", namespaces=NS)
    assert [etree.QName(c).localname for c in full] == ["forename", "surname"]
    assert _text(full[0]) != _text(full[1])


def test_the_corpus_s_names_in_pseudonym_mode_keep_their_elements(tmp_path: Path) -> None:
    out = _run(tmp_path, _tei(OWN_MARKUP), "--ner", "none", mode="pseudonym")
    text = etree.tostring(out, encoding="unicode")
    assert not [n for n in ORIGINALS if n in text]
    (full,) = out.xpath("//t:post//t:persName", namespaces=NS)
    assert [etree.QName(c).localname for c in full] == ["forename", "surname"]
    assert all(_text(part).strip() for part in full)


def test_a_string_the_corpus_marked_is_replaced_where_it_repeats(tmp_path: Path) -> None:
    posts = (
        '<post xml:id="p1" who="#A01">das war <persName>zilpzalpine</persName> gestern</post>'
        '<post xml:id="p2" who="#A02">ach zilpzalpine wieder</post>'
    )
    out = _run(tmp_path, _tei(posts), "--ner", "none")
    assert "zilpzalpine" not in etree.tostring(out, encoding="unicode")


def test_a_policy_maps_the_corpus_s_elements_otherwise(tmp_path: Path) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text('[names]\nplaceName = "LOC"\norgName = "none"\n', encoding="utf-8")
    ann = tmp_path / "ann"
    out = _run(tmp_path, _tei(OWN_MARKUP), "--ner", "none", "--policy", str(policy), "--annotated", str(ann))
    (place,) = out.iter(T + "placeName")
    assert _text(place).startswith("[_LOCATIONNAME-")
    # "none": the corpus's orgName is no reference of its own (what the detectors find in it,
    # "SV" as a club's head word, is proposed as anywhere else, by its own rule).
    annotated = (ann / "chat.xml").read_bytes()
    assert b'ana="teianon:markup.placeName"' in annotated
    assert b"teianon:markup.orgName" not in annotated


def test_a_wrong_names_table_is_one_line(tmp_path: Path) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text('[names]\nplaceName = "TOWN"\n', encoding="utf-8")
    source = tmp_path / "chat.xml"
    source.write_text(_tei(OWN_MARKUP), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "--policy", str(policy)])
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    assert "[names] placeName = 'TOWN'" in result.output


def test_strip_only_teianon_gives_the_corpus_s_markup_back(tmp_path: Path) -> None:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(_tei(OWN_MARKUP), encoding="utf-8")
    runner = CliRunner()
    done = runner.invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann"), "-q", "--ner", "none"])
    assert done.exit_code == 0, done.output
    annotated = (tmp_path / "ann" / "chat.xml").read_bytes()
    assert b'ana="teianon:markup.placeName"' in annotated
    done = runner.invoke(
        main, ["strip", str(tmp_path / "ann" / "chat.xml"), "-o", str(tmp_path / "back"), "--only-teianon"]
    )
    assert done.exit_code == 0, done.output
    back = etree.parse(str(tmp_path / "back" / "chat.xml"), PARSER)
    assert etree.tostring(back, method="c14n") == etree.tostring(etree.parse(str(source), PARSER), method="c14n")


# --- the header's prose --------------------------------------------------------------------------


def test_a_third_party_in_the_header_s_history_is_replaced(tmp_path: Path) -> None:
    revisions = (
        '<revisionDesc><change when="2020-01-01">Gekürzt nach einer Beschwerde von '
        '<name type="PER">Hildeburg Quastenberg</name>.</change></revisionDesc>'
    )
    out = _run(tmp_path, _tei('<post xml:id="p1" who="#A01">hallo</post>', revisions), "--ner", "none")
    text = etree.tostring(out, encoding="unicode")
    assert "Quastenberg" not in text and "[_PERSONNAME-1_]" in text
    # teianon's own record is no third party's prose: run again, it is read as it stands.
    again = _run(tmp_path / "again", text, name="again.xml")
    (record, *_) = again.xpath("//t:change[@type='anonymisation']", namespaces=NS)
    assert not record.xpath(".//t:name | .//t:ref", namespaces=NS)


@pytest.mark.parametrize("ner", ["none", "crf"])
def test_a_reviewer_s_addition_in_the_header_s_history_is_replaced(tmp_path: Path, ner: str) -> None:
    # Without the tagger the reviewer's words are new; with it, teianon may have proposed them
    # less certain: the reviewer's addition makes them certain either way.
    revisions = '<revisionDesc><change when="2020-01-01">nachgefragt bei pimpernelle heute</change></revisionDesc>'
    text = _tei('<post xml:id="p1" who="#A01">hallo</post>', revisions)
    decisions = tmp_path / "decisions.tsv"
    decisions.write_text(
        "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"
        "chat.xml\tteiHeader/revisionDesc/change\t16\t27\tpimpernelle\tadd\tPER\t\n",
        encoding="utf-8",
    )
    out = _run(tmp_path, text, "--ner", ner, "--decisions", str(decisions))
    (change,) = out.xpath("//t:change[@when='2020-01-01']", namespaces=NS)
    assert "pimpernelle" not in _text(change) and "[_PERSONNAME-1_]" in _text(change)


# --- the project's metadata ----------------------------------------------------------------------

PROJECT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Invented tweets</title>
<editor>Example Group</editor></titleStmt>
<publicationStmt><publisher>Example Project</publisher><idno>kq7Zr</idno></publicationStmt>
<sourceDesc><biblStruct><analytic><title>Konversation</title><ref type="url" target="https://db.example-corpus.org/#/view/kq7Zr">https://db.example-corpus.org/#/view/kq7Zr</ref><idno>kq7Zr</idno></analytic>
<monogr><title type="main">Beispielkorpus Hinterwalden</title><editor corresp="#kq7Zr.e1">Irmtraud Beispiel</editor>
<imprint><publisher>Universität Irgendwo</publisher><note>https://www.example-corpus.org/</note></imprint></monogr></biblStruct></sourceDesc></fileDesc>
<encodingDesc><samplingDecl><p>Von <ptr target="#u9"/> gesammelt</p></samplingDecl></encodingDesc>
<profileDesc><textClass><catRef scheme="https://taxonomy.example.org/t.xml#areas"
 target="https://taxonomy.example.org/t.xml#h4711000"/></textClass>
<particDesc><listPerson>
<person xml:id="kq7Zr.A01" role="participant"><persName><name>Gundula Zettelmeier</name>
<addName type="ScreenName" ref="https://chat.example.org/gunzett">gunzett</addName></persName></person>
<person xml:id="kq7Zr.A02" role="participant"><persName><name>Bertwin Opolka</name>
<addName type="ScreenName">bertopo</addName></persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="kq7Zr.p1" who="#kq7Zr.A01">hallo bertopo, bis morgen</post>
<post xml:id="kq7Zr.p2" who="#kq7Zr.A02">ok gunzett</post></div></body></text></TEI>"""

METADATA = (
    "//t:publicationStmt",
    "//t:editor",
    "//t:textClass",
    "//t:encodingDesc/t:samplingDecl",
    "//t:sourceDesc//t:monogr[t:editor]",
)


def _c14n(element: etree._Element) -> bytes:
    return etree.tostring(etree.fromstring(etree.tostring(element, with_tail=False)), method="c14n", exclusive=True)


def _project_kept(original: etree._Element, output: etree._Element, xpaths: tuple[str, ...]) -> list[str]:
    """The elements of ``xpaths`` whose canonical form the output lacks."""
    changed = []
    for xpath in xpaths:
        kept = Counter(_c14n(e) for e in output.xpath(xpath, namespaces=NS))
        for element in original.xpath(xpath, namespaces=NS):
            if kept[_c14n(element)]:
                kept[_c14n(element)] -= 1
            else:
                changed.append(f"{etree.QName(element).localname} line {element.sourceline}")
    return changed


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_the_project_s_metadata_stays_byte_for_byte(tmp_path: Path, mode: str) -> None:
    out = _run(tmp_path, PROJECT, mode=mode)
    original = etree.fromstring(PROJECT.encode(), PARSER)
    assert _project_kept(original, out, METADATA) == []
    # The conversation's key is the one the publicationStmt gives the document: project metadata
    # (issue 39), so the ids that carry it and the source record's idno stay.
    assert out.xpath("//t:post/@xml:id", namespaces=NS) == ["kq7Zr.p1", "kq7Zr.p2"]
    assert out.xpath("//t:analytic/t:idno", namespaces=NS)[0].text == "kq7Zr"


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_person_entry_keeps_its_parts(tmp_path: Path, mode: str) -> None:
    out = _run(tmp_path, PROJECT, mode=mode)
    names = out.xpath("//t:particDesc//t:persName", namespaces=NS)
    assert [[etree.QName(c).localname for c in n] for n in names] == [["name", "addName"]] * 2
    text = etree.tostring(out.find(f".//{T}particDesc"), encoding="unicode")
    assert not [n for n in ("Gundula", "Zettelmeier", "gunzett", "Bertwin", "Opolka", "bertopo") if n in text]
    for persname in names:
        real, screen = (_text(c) for c in persname)
        assert real.strip() and screen.strip()
        if mode == "pseudonym":
            # Two names, two surrogates: neither holds the other.
            assert screen not in real and real not in screen
        else:
            # The placeholder names the participant by its id without the document's key.
            own = persname.getparent().get(XML_ID).rpartition(".")[2]
            assert real == screen == f"[_PARTICIPANT-{own}_]"
    assert out.xpath("//t:addName/@type", namespaces=NS) == ["ScreenName", "ScreenName"]


REAL = ["docc_irc_2213001.xml", "twitter_tweets.xml", "whatsapp_mocoda1.xml", "wikitalk_astronomical_object.xml"]
# The project's metadata of the TEI-CMC files, but where it names a participant (the wiki talk
# page's respStmt names a participant: replaced by design).
REAL_METADATA = (
    "//t:publicationStmt",
    "//t:teiHeader//t:editor",
    "//t:textClass",
    "//t:encodingDesc/*",
    "//t:sourceDesc//t:monogr[t:editor]",
)


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_the_tei_cmc_files_keep_their_project_metadata_and_person_parts(tmp_path: Path, mode: str) -> None:
    folder = shared_path("data", "tei-cmc")
    for name in REAL:
        source = folder / name
        out = _run(tmp_path, source.read_text(encoding="utf-8"), mode=mode, name=name)
        original = etree.parse(str(source), PARSER).getroot()
        assert _project_kept(original, out, REAL_METADATA) == [], name
        before = Counter(etree.QName(e).localname for e in original.xpath("//t:particDesc//*", namespaces=NS))
        after = Counter(etree.QName(e).localname for e in out.xpath("//t:particDesc//*", namespaces=NS))
        assert not before - after, (name, before - after)


def test_a_name_the_corpus_marked_without_a_known_type_is_a_reference(tmp_path: Path) -> None:
    posts = (
        '<post xml:id="p1" who="#A01">mit <name type="gast">Hyazinth Quellmalz</name> und '
        "<name>Wiebke Ostendarp</name> gesprochen</post>"
    )
    out = _run(tmp_path, _tei(posts), "--ner", "none")
    text = etree.tostring(out, encoding="unicode")
    assert "Quellmalz" not in text and "Ostendarp" not in text
    assert [etree.QName(n).localname for n in out.xpath("//t:post/t:name", namespaces=NS)] == ["name", "name"]


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_name_s_words_beside_its_parts_are_replaced_too(tmp_path: Path, mode: str) -> None:
    # A name with a part and words of its own outside it: the whole is the reference. A title or
    # particle beside the parts stays, the parts each replaced on their own.
    posts = (
        '<post xml:id="p1" who="#A01">bei der <orgName><name>Spielgruppe Kleeblatt</name> Quabbelhorst</orgName> '
        "und <placeName><settlement>Quernheim</settlement> Ost-Wimmerbach</placeName>, mit "
        "<persName>Dr. <forename>Hiltrud</forename> von <surname>Aschwege</surname></persName></post>"
    )
    out = _run(tmp_path, _tei(posts), "--ner", "none", mode=mode)
    text = etree.tostring(out, encoding="unicode")
    found = ("Kleeblatt", "Quabbelhorst", "Quernheim", "Wimmerbach", "Hiltrud", "Aschwege")
    assert not [s for s in found if s in text], text
    (person,) = out.xpath("//t:post/t:persName", namespaces=NS)
    assert person.text == "Dr. " and [etree.QName(e).localname for e in person] == ["forename", "surname"]


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_an_address_the_corpus_marked_is_replaced_part_by_part(tmp_path: Path, mode: str) -> None:
    # No tagger: the street has no street word, only the markup says that it is one.
    posts = (
        '<post xml:id="p1" who="#A01">schick es an <address><street>Wiebelskamp 14</street> '
        "<postCode>32689</postCode> <settlement>Kalletal</settlement></address> oder "
        "<address><postBox>Postfach 2217</postBox></address></post>"
    )
    out = _run(tmp_path, _tei(posts), "--ner", "none", mode=mode)
    text = etree.tostring(out, encoding="unicode")
    assert not [s for s in ("Wiebelskamp", "32689", "Kalletal", "2217") if s in text], text
    # Each part keeps its element.
    (post,) = out.xpath("//t:post", namespaces=NS)
    parts = [
        etree.QName(e).localname
        for e in post.iter()
        if etree.QName(e).localname in ("street", "postCode", "postBox", "settlement")
    ]
    assert parts == ["street", "postCode", "settlement", "postBox"]


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_coordinates_the_corpus_marks_are_replaced_also_in_a_standoff_list(tmp_path: Path, mode: str) -> None:
    # A place list apart from the text: nothing there is read as running text.
    text = _tei('<post xml:id="p1" who="#A01">dort <rs ref="#pl9">da</rs></post>').replace(
        "</teiHeader>",
        '</teiHeader><standOff><listPlace><place xml:id="pl9"><placeName>Hümmerich</placeName>'
        "<location><geo>50.61829 7.33391</geo></location></place></listPlace></standOff>",
    )
    out = _run(tmp_path, text, "--ner", "none", mode=mode)
    written = etree.tostring(out, encoding="unicode")
    assert "50.61829" not in written and "Hümmerich" not in written, written
    (geo,) = out.iter(T + "geo")
    assert _text(geo).startswith("[_NUMBER") or mode == "pseudonym", _text(geo)


@pytest.mark.parametrize(
    "kind, long_form",
    [
        ("Ort", "GEOPOLITICALENTITYNAME"),
        ("Firma", "ORGANISATIONNAME"),
        ("pers", "PERSONNAME"),
        ("individual", "PERSONNAME"),
    ],
)
def test_a_type_as_corpora_spell_it_gives_its_category(tmp_path: Path, kind: str, long_form: str) -> None:
    posts = f'<post xml:id="p1" who="#A01">bei <name type="{kind}">Quernheimer Brake</name> gewesen</post>'
    out = _run(tmp_path, _tei(posts), "--ner", "none")
    (name,) = out.xpath("//t:post/t:name", namespaces=NS)
    assert _text(name).startswith(f"[_{long_form}-"), _text(name)


# --- the prose of the encoding's declarations ----------------------------------------------------

DECLARED = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Invented chat</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<encodingDesc><projectDesc><p>Abgeschrieben von Wiltrud Pohlmeyer in Quedlinburg.</p></projectDesc>
<samplingDecl><p>Ausgewählt von <persName>Eckbert Sandrock</persName> aus <ptr target="#A01"/>, nach
<bibl><author>Irmela Brandhorst</author> (2019)</bibl>, siehe
<ref target="https://projekt.example.org/">Projektseite</ref>.</p></samplingDecl>
<editorialDecl><p>Korrigiert nach Hinweisen von nebelkraehe.</p>
<p>POS-Tags nach STTS 2.0 der Universität Hildesheim.</p></editorialDecl>
<tagsDecl><namespace name="http://www.tei-c.org/ns/1.0">
<tagUsage gi="post">gezählt von Gunnar Westerkamp</tagUsage></namespace></tagsDecl>
<classDecl><taxonomy xml:id="tx">
<category xml:id="c1"><catDesc>Plauderei bei Oswin Harkemeyer</catDesc></category></taxonomy></classDecl>
</encodingDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="A01" role="participant"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="p1" who="#A01">hallo</post></div></body></text></TEI>"""
# What the declarations cite or describe stays as written: a bibliographic record, a link and a
# pointer of the project, a tag set and a university, the tag usage. A category's description is
# prose (issue 39, 2026-12-05): the private person it names goes, the taxonomy's structure stays.
DECLARED_KEPT = (
    "//t:samplingDecl//t:bibl",
    "//t:samplingDecl//t:ref",
    "//t:samplingDecl//t:ptr",
    "//t:editorialDecl/t:p[2]",
    "//t:tagsDecl",
)


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_third_party_in_the_encoding_s_declarations_is_replaced(tmp_path: Path, mode: str) -> None:
    out = _run(tmp_path, DECLARED, mode=mode)
    (encoding,) = out.iter(T + "encodingDesc")
    prose = _text(encoding.find(f"{T}projectDesc")) + _text(encoding.find(f"{T}samplingDecl"))
    # The tagger's finds and the corpus's own persName, in both modes.
    assert not [n for n in ("Pohlmeyer", "Quedlinburg", "Sandrock") if n in prose]
    original = etree.fromstring(DECLARED.encode(), PARSER)
    assert _project_kept(original, out, DECLARED_KEPT) == []
    (description,) = out.iter(T + "catDesc")
    assert "Harkemeyer" not in _text(description) and _text(description).startswith("Plauderei bei ")
    assert [c.get(XML_ID) for c in out.iter(T + "category")] == ["c1"]


def test_a_reviewer_s_addition_in_the_encoding_s_declarations_is_replaced(tmp_path: Path) -> None:
    decisions = tmp_path / "decisions.tsv"
    block = "teiHeader/encodingDesc/editorialDecl/p[1]"
    decisions.write_text(
        "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"
        f"chat.xml\t{block}\t30\t41\tnebelkraehe\tadd\tNICK\t\n",
        encoding="utf-8",
    )
    out = _run(tmp_path, DECLARED, "--ner", "none", "--decisions", str(decisions))
    (first, _) = out.xpath("//t:editorialDecl/t:p", namespaces=NS)
    assert "nebelkraehe" not in _text(first) and "[_NICKNAME-1_]" in _text(first)


# --- teiCorpus headers ---------------------------------------------------------------------------

CORPUS = """<?xml version="1.0" encoding="UTF-8"?>
<teiCorpus xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>
<titleStmt><title>Invented corpus</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>Gesammelt von <persName>Radegunde Wilmsmeier</persName> in <placeName>Nordhorn</placeName> und
<name type="person">Hartwig Quadflieg</name>.</p></sourceDesc></fileDesc></teiHeader>
<TEI><teiHeader><fileDesc><titleStmt><title>Chat eins</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>Von <persName>Ulrike Brömmelkamp</persName>.</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="d1A" role="participant"><persName type="nickname">quarkfisch</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="d1p1" who="#d1A">hallo</post></div></body></text></TEI>
<TEI><teiHeader><fileDesc><titleStmt><title>Chat zwei</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>Von <name type="person">Sigismund Ortlepp</name>.</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="d2A" role="participant"><persName type="nickname">moosbeere7</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="d2p1" who="#d2A">moin</post></div></body></text></TEI>
</teiCorpus>"""
CORPUS_NAMES = ("Radegunde", "Wilmsmeier", "Nordhorn", "Quadflieg", "Brömmelkamp", "Ortlepp")


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_the_corpus_s_markup_in_teicorpus_headers_is_replaced_whole_and_by_document(
    tmp_path: Path, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import teianon.pipeline.by_document as by_document

    outputs = []
    for whole in (True, False):
        monkeypatch.setattr(by_document, "BY_DOCUMENT", not whole)
        out = _run(tmp_path / str(whole), CORPUS, "--ner", "none", mode=mode)
        text = etree.tostring(out, encoding="unicode")
        assert not [n for n in CORPUS_NAMES if n in text], (whole, text)
        # The corpus header's elements stay, each holding its replacement.
        (corpus_header,) = out.xpath("/t:teiCorpus/t:teiHeader", namespaces=NS)
        assert [etree.QName(e).localname for e in corpus_header.iter(T + "persName", T + "placeName")] == [
            "persName",
            "placeName",
        ]
        if mode == "pseudonym":
            # Each surrogate points to a pseudonymisation record of the file.
            records = set(out.xpath("//t:change/@xml:id", namespaces=NS))
            pointers = {p.lstrip("#") for p in out.xpath("//@change", namespaces=NS) for p in p.split()}
            assert pointers and pointers <= records, (pointers, records)
        outputs.append(etree.tostring(out, method="c14n"))
    # One document at a time, the file is what it is read whole.
    assert outputs[0] == outputs[1]


# --- a corpus's person name that is a participant's ----------------------------------------------

PARTICIPANT_MARKED = (
    '<post xml:id="p1" who="#A01">grüß <persName>moosbeere7</persName> und '
    '<name type="person">Quarkfisch</name> von mir</post>'
    '<post xml:id="p2" who="#A02">und <persName>Lisbeth Hogrefe</persName></post>'
)


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_corpus_s_person_name_of_a_participant_is_linked_to_the_participant(tmp_path: Path, mode: str) -> None:
    ann = tmp_path / f"ann-{mode}"
    out = _run(tmp_path, _tei(PARTICIPANT_MARKED), "--ner", "none", "--annotated", str(ann), mode=mode)
    annotated = etree.parse(str(ann / "chat.xml"), PARSER).getroot()
    links = [
        (etree.QName(n.getparent()).localname, n.get("type"), n.get("corresp"))
        for n in annotated.xpath("//t:post//t:name[@resp='#teianon']", namespaces=NS)
    ]
    # A participant's nickname, in any case, is linked to the participant; a third party is not.
    assert links == [("persName", "nickname", "#A02"), ("name", "nickname", "#A01"), ("persName", "PER", None)]
    header = {p.getparent().get(XML_ID): _text(p) for p in out.xpath("//t:particDesc//t:persName", namespaces=NS)}
    first, second = (_text(n) for n in out.xpath("//t:post[@xml:id='p1']//t:name[@resp]", namespaces=NS))
    # The participant's placeholder, or the pseudonym the header gives that participant (in
    # the case the text wrote the name in).
    assert (first.casefold(), second.casefold()) == (header["A02"].casefold(), header["A01"].casefold())
    assert "Hogrefe" not in _text(out.xpath("//t:post[@xml:id='p2']", namespaces=NS)[0])


@pytest.mark.parametrize("whole", [True, False])
def test_a_corpus_title_is_the_publishers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, whole: bool) -> None:
    import teianon.pipeline.by_document as by_document

    # The teiCorpus's own title names the collection (its towns, its partners): nothing is
    # detected there, read whole or one document at a time; a document's title is still read.
    monkeypatch.setattr(by_document, "BY_DOCUMENT", not whole)
    titled = CORPUS.replace("<title>Invented corpus</title>", "<title>Chatkorpus aus Vechta und Oldenburg</title>", 1)
    titled = titled.replace("<title>Chat eins</title>", "<title>Chat aus Cloppenburg</title>", 1)
    out = _run(tmp_path, titled, mode="placeholder")
    titles = [_text(t) for t in out.iter(T + "title")]
    assert titles[0] == "Chatkorpus aus Vechta und Oldenburg", titles
    assert "Chat aus Cloppenburg" not in titles, titles
