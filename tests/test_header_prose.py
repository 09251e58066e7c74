"""The header's free prose, as a hostile corpus writes it, through ``run`` as a user calls it.

- a number teianon marks in the encoding's declarations is replaced (teianon's own ``ref`` is
  no record the prose cites), and the audit searches it;
- a corpus's ``persName`` with a name in ``@n``/``@key`` in the declarations or in a ``change``
  is written with those attributes replaced, not refused;
- the declarations' prose is every block TEI allows there (``ab``, list items, notes), not only ``p``;
- comments and processing instructions in header prose are searched as in a post.

The names and numbers are invented.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
NS = {"t": T[1:-1]}
PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def _doc(encoding: str = "", revisions: str = "", post: str = "hallo") -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Invented chat</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<encodingDesc>{encoding}</encodingDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="B07" role="participant"><persName type="nickname">graupelschauer</persName></person>
</listPerson></particDesc></profileDesc>{revisions}</teiHeader>
<text><body><div><post xml:id="q1" who="#B07">{post}</post></div></body></text></TEI>"""


def _run(tmp_path: Path, text: str, *extra: str, mode: str = "placeholder") -> tuple[str, str]:
    """The written file (as text) and what ``run`` said."""
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(text, encoding="utf-8")
    out = tmp_path / f"out-{mode}"
    command = ["run", str(source), "-o", str(out), "--date", "2026-01-01", *extra]
    if mode == "pseudonym":
        command += ["--mode", "pseudonym", "--salt", "prose", "--key", str(tmp_path / "key.json")]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    return (out / "chat.xml").read_text(encoding="utf-8"), result.output


MODES = pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])

NUMBERS = (
    "<projectDesc><p>Gespendet von Frau Hiltrud Wessendorf, Telefon 0176 4821 9930, "
    "IBAN DE44 5001 0517 5407 3249 31, Treffpunkt 53.0793, 8.8017.</p></projectDesc>"
)


@MODES
def test_numbers_in_the_encoding_s_declarations_are_replaced(tmp_path: Path, mode: str) -> None:
    written, said = _run(tmp_path, _doc(NUMBERS), "--ner", "none", mode=mode)
    assert not [n for n in ("0176 4821 9930", "DE44 5001", "53.0793") if n in written], written
    assert "audited clean" in said


LABELLED = (
    '<projectDesc><p>Abgeschrieben von <persName n="Walburga Tiedemeyer" key="tiedemeyer.walburga">W. T.'
    "</persName>.</p></projectDesc>"
)
LABELLED_CHANGE = (
    '<revisionDesc><change when="2022-03-04">Geprüft von <name type="person" key="kornblum.isidor">I. K.</name>.'
    "</change></revisionDesc>"
)


@MODES
def test_a_corpus_s_person_label_in_header_prose_is_replaced_not_refused(tmp_path: Path, mode: str) -> None:
    written, said = _run(tmp_path, _doc(LABELLED, LABELLED_CHANGE), "--ner", "none", mode=mode)
    assert not [n for n in ("Walburga", "Tiedemeyer", "tiedemeyer", "kornblum") if n in written], written
    out = etree.fromstring(written.encode(), PARSER)
    # The elements and their attributes stay, holding replacements.
    (labelled,) = out.xpath("//t:projectDesc//t:persName", namespaces=NS)
    assert set(labelled.attrib) == {"n", "key"}
    assert out.xpath("//t:change//t:name[@key]", namespaces=NS)
    assert "audited clean" in said


BLOCKS = (
    "<projectDesc><ab>Aufgenommen von Frau Kleinebrahm, Telefon 0521 447 1290.</ab></projectDesc>"
    "<samplingDecl><list><item>Gespendet von <persName>Leberecht Dammeier</persName>.</item></list></samplingDecl>"
    '<refsDecl><p>Geprüft von <name type="person">Fridolin Averdunk</name>.</p></refsDecl>'
    '<tagsDecl><namespace name="http://www.tei-c.org/ns/1.0"><tagUsage gi="post">Zählung</tagUsage>'
    "</namespace></tagsDecl>"
    '<appInfo><application ident="Sortierer" version="2"><label>Sortierer</label></application></appInfo>'
)


@MODES
def test_every_block_of_the_declarations_is_prose(tmp_path: Path, mode: str) -> None:
    written, _ = _run(tmp_path, _doc(BLOCKS), "--ner", "none", mode=mode)
    assert not [n for n in ("Kleinebrahm", "0521 447", "Dammeier", "Averdunk") if n in written], written
    # What describes vocabularies and tools is no prose and stays as written.
    assert '<tagUsage gi="post">Zählung</tagUsage>' in written
    assert "<label>Sortierer</label>" in written


HIDDEN_PROSE = "<projectDesc><p>Gesammelt 2021.<!-- gespendet von Herrn Ansgar Wellbrock --></p></projectDesc>"
HIDDEN_CHANGE = (
    '<revisionDesc><change when="2022-05-06">Gekürzt. <?prüfen Frau Notburga Eickhoff-Lammers?></change></revisionDesc>'
)


@MODES
def test_comments_and_instructions_in_header_prose_are_searched(tmp_path: Path, mode: str) -> None:
    written, said = _run(tmp_path, _doc(HIDDEN_PROSE, HIDDEN_CHANGE), mode=mode)
    assert not [n for n in ("Wellbrock", "Notburga", "Eickhoff") if n in written], written
    # The comment and the instruction stay, with their other words.
    assert "<!-- gespendet von Herrn " in written and "<?prüfen Frau " in written
    assert "audited clean" in said


CORPUS = """<?xml version="1.0" encoding="UTF-8"?>
<teiCorpus xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>
<titleStmt><title>Invented corpus</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>Gesammelt von <persName>Gerlinde Ostermeier</persName>.</p></sourceDesc></fileDesc></teiHeader>
<TEI><teiHeader><fileDesc><titleStmt><title>Chat eins</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>Von <persName>Hannelore Quabeck</persName>.</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="e1A" role="participant"><persName type="nickname">graupelschauer</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="e1p1" who="#e1A">hallo</post></div></body></text></TEI>
<TEI><teiHeader><fileDesc><titleStmt><title>Chat zwei</title></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>Von <persName>Almut Prigge</persName>.</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="e2A" role="participant"><persName type="nickname">nieselregen</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="e2p1" who="#e2A">moin</post></div></body></text></TEI>
</teiCorpus>"""


@pytest.mark.parametrize("whole", [True, False])
def test_the_corpus_header_and_its_first_document_number_one_set_of_placeholders(
    tmp_path: Path, whole: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    import teianon.pipeline.by_document as by_document

    monkeypatch.setattr(by_document, "BY_DOCUMENT", not whole)
    written, _ = _run(tmp_path, CORPUS, "--ner", "none")
    out = etree.fromstring(written.encode(), PARSER)
    header = ["".join(n.itertext()) for n in out.xpath("/t:teiCorpus/t:teiHeader//t:persName", namespaces=NS)]
    first, second = (
        ["".join(n.itertext()) for n in d.xpath(".//t:sourceDesc//t:persName", namespaces=NS)]
        for d in out.iter(T + "TEI")
    )
    # Two people, read together, have two numbers; the second document counts on its own.
    assert (header, first, second) == (["[_PERSONNAME-1_]"], ["[_PERSONNAME-2_]"], ["[_PERSONNAME-1_]"])


LEFT_OUT = CORPUS.replace(
    "<sourceDesc><p>Gesammelt von <persName>Gerlinde Ostermeier</persName>.</p>",
    "<sourceDesc><p>Gesammelt mit <persName>graupelschauer</persName>.</p>",
).replace("<title>Chat eins</title>", '<title type="left-out">Chat eins</title>')


@MODES
def test_no_link_to_a_participant_of_a_document_the_policy_left_out(tmp_path: Path, mode: str) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text(
        "[[exclude]]\nxpath = \"tei:teiHeader/tei:fileDesc/tei:titleStmt/tei:title/@type = 'left-out'\"\n"
        'reason = "withdrawn"\n',
        encoding="utf-8",
    )
    written, _ = _run(tmp_path, LEFT_OUT, "--ner", "none", "--policy", str(policy), mode=mode)
    out = etree.fromstring(written.encode(), PARSER)
    assert len(list(out.iter(T + "TEI"))) == 1 and "graupelschauer" not in written
    ids = set(out.xpath("//@xml:id", namespaces=NS))
    pointers = {p.lstrip("#") for p in out.xpath("//@corresp | //@who", namespaces=NS) for p in p.split()}
    assert pointers <= ids, pointers - ids


PROJECT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Invented chat</title>
<author n="Brunhilde Wessolowski" key="wessolowski.brunhilde">Brunhilde Wessolowski</author>
<editor>Konstantin Hollenhorst</editor></titleStmt>
<publicationStmt><publisher>Example Project</publisher></publicationStmt>
<sourceDesc><p>invented</p></sourceDesc></fileDesc>
<encodingDesc><projectDesc><p>Leitung: Konstantin Hollenhorst und <persName>Brunhilde Wessolowski</persName>;
gespendet von Frau Ermentrude Pieplow.</p></projectDesc>
<editorialDecl><p>Tokenisiert mit <name type="software">Zerleger</name>, Wortarten nach
<name type="tagset">WAT-7</name> der <orgName>Hochschule Quakenbrück</orgName>.</p></editorialDecl>
</encodingDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="B07" role="participant"><persName type="nickname">graupelschauer</persName></person>
</listPerson></particDesc></profileDesc></teiHeader>
<text><body><div><post xml:id="q1" who="#B07">hallo</post></div></body></text></TEI>"""


@MODES
def test_the_project_s_tools_partners_and_people_stay_in_declaration_prose(tmp_path: Path, mode: str) -> None:
    written, said = _run(tmp_path, PROJECT, mode=mode)
    out = etree.fromstring(written.encode(), PARSER)
    original = etree.fromstring(PROJECT.encode(), PARSER)
    for path in ("//t:editorialDecl", "//t:titleStmt/t:author", "//t:titleStmt/t:editor"):
        (before,) = original.xpath(path, namespaces=NS)
        (after,) = out.xpath(path, namespaces=NS)
        assert etree.tostring(after, method="c14n") == etree.tostring(before, method="c14n"), path
    prose = "".join(out.xpath("//t:projectDesc", namespaces=NS)[0].itertext())
    # The project's people stay; a donor is a third party.
    assert "Konstantin Hollenhorst" in prose and "Brunhilde Wessolowski" in prose
    assert "Pieplow" not in prose
    assert "audited clean" in said


# --- the project's own page written out in the header's prose ------------------------------------

HOME = (
    "<projectDesc><p>Die Sammlung <ref target='http://www.korpus-moewe.example.net/'>MÖWE</ref> "
    "wächst.</p></projectDesc>"
)
HOME_NOTES = (
    "<revisionDesc><change when='2025-03-01'>Seite https://korpus-moewe.example.net aktualisiert; "
    "Fotos von Lasse bei https://lasse-kvist.example.com/bilder</change></revisionDesc>"
)


@MODES
def test_the_projects_page_written_out_in_a_change_stays_anothers_goes(tmp_path: Path, mode: str) -> None:
    written, _ = _run(tmp_path, _doc(HOME, HOME_NOTES), mode=mode)
    # The page the project's own ref points to is the project's, however it is written out
    # (scheme, www., closing slash); the pointer stays too.
    assert "https://korpus-moewe.example.net aktualisiert" in written
    assert "target=\"http://www.korpus-moewe.example.net/\"" in written or "target='http://www.korpus-moewe.example.net/'" in written
    # A third party's page in the same record is no project's.
    assert "lasse-kvist.example.com" not in written


@MODES
def test_a_participants_page_is_no_projects_page(tmp_path: Path, mode: str) -> None:
    participant = _doc(
        "",
        "<revisionDesc><change when='2025-03-01'>Blog: https://graupel.example.org/tagebuch</change></revisionDesc>",
    ).replace(
        '<persName type="nickname">graupelschauer</persName>',
        '<persName type="nickname">graupelschauer</persName><ptr target="https://graupel.example.org/tagebuch"/>',
    )
    written, _ = _run(tmp_path, participant, mode=mode)
    assert "graupel.example.org" not in written


@MODES
def test_the_projects_page_in_a_post_stays_with_its_pointer(tmp_path: Path, mode: str) -> None:
    text = _doc(HOME, post="mehr dazu auf korpus-moewe.example.net, fotos bei lasse-kvist.example.com")
    written, _ = _run(tmp_path, text, mode=mode)
    # Replaced in the post, the page would take the project's own pointer with it.
    assert "mehr dazu auf korpus-moewe.example.net" in written
    assert "http://www.korpus-moewe.example.net/" in written
    assert "lasse-kvist.example.com" not in written


@MODES
def test_a_titled_full_name_in_declaration_prose_goes_whole(tmp_path: Path, mode: str) -> None:
    # A surname that looks like a compound of nouns (it ends in one) after a first name.
    text = _doc("<projectDesc><p>Betreut von Frau Dr. Roswitha Unterkirchhoff.</p></projectDesc>")
    written, _ = _run(tmp_path, text, mode=mode)
    assert "Roswitha" not in written and "Unterkirchhoff" not in written


# --- the project's people listed with their titles (red team round 7) ------------------------------

TITLED = (
    "<projectDesc><p>Erhoben unter Leitung von Gisela Ohlendorf, betreut von Tamsin Brackley; "
    "gespendet von Frau Roswitha Pieplow.</p></projectDesc>"
)
TITLED_HEADER = (
    "<titleStmt><title>Invented chat</title><respStmt><resp>Leitung</resp><persName>Prof. Dr. Gisela Ohlendorf"
    "</persName></respStmt><editor>Dr Tamsin Brackley</editor></titleStmt>"
)
TITLED_CHANGE = "<revisionDesc><change when='2025-06-02'>Tamsin Brackley: Kopf geprüft</change></revisionDesc>"


@MODES
def test_the_project_s_people_listed_with_titles_stay_in_its_prose(tmp_path: Path, mode: str) -> None:
    text = _doc(TITLED, TITLED_CHANGE).replace("<titleStmt><title>Invented chat</title></titleStmt>", TITLED_HEADER)
    written, said = _run(tmp_path, text, mode=mode)
    out = etree.fromstring(written.encode(), PARSER)
    original = etree.fromstring(text.encode(), PARSER)
    (before,) = original.xpath("//t:titleStmt", namespaces=NS)
    (after,) = out.xpath("//t:titleStmt", namespaces=NS)
    assert etree.tostring(after, method="c14n") == etree.tostring(before, method="c14n")
    prose = "".join(out.xpath("//t:projectDesc", namespaces=NS)[0].itertext())
    assert "Gisela Ohlendorf" in prose and "Tamsin Brackley" in prose
    assert "Pieplow" not in prose  # a donor is a third party
    assert "Tamsin Brackley: Kopf" in written
    assert "audited clean" in said


# --- a source corpus's record whose note stands beside its monogr (red team round 7) -------------

RECORD = (
    "<sourceDesc><biblStruct><analytic><title>Gespräch</title>"
    "<ref target='https://db.beispielkorpus.example.org/#/view/Qm7Tz'>Gespräch Qm7Tz</ref></analytic>"
    "<monogr><title>Beispielkorpus Moorwiesen 3</title><editor>Ortwin Kallmeyer</editor>"
    "<imprint><publisher>Universität Irgendwo</publisher><date>2024</date></imprint></monogr>"
    "<note>https://beispielkorpus.example.org/</note><idno type='corpus'>bkm3-2024</idno></biblStruct></sourceDesc>"
)


@MODES
def test_the_record_of_a_source_corpus_keeps_its_note_beside_the_monogr(tmp_path: Path, mode: str) -> None:
    text = _doc(post="hallo, ich hab Edeltraud Wisniewski getroffen").replace(
        "<sourceDesc><p>invented</p></sourceDesc>", RECORD
    )
    written, said = _run(tmp_path, text, mode=mode)
    assert "<note>https://beispielkorpus.example.org/</note>" in written
    assert "bkm3-2024" in written and "Ortwin Kallmeyer" in written
    # The record of one conversation is no project's: its link finds it on the platform.
    assert "db.beispielkorpus.example.org" not in written
    assert "Wisniewski" not in written
    assert "audited clean" in said


@MODES
def test_a_public_name_in_the_headers_title_leaves_the_title_as_written(tmp_path: Path, mode: str):
    # teianon's mark of a public name (Wikipedia, a band) stays in the review copy; the header of
    # the output keeps the corpus's own title, byte for byte, as nothing in it is replaced.
    title = "Diskussion: Netflix und Spotify im Alltag. Aufbereitet nach den TEI Guidelines."
    text = _doc().replace("<title>Invented chat</title>", f"<title>{title}</title>")
    written, _ = _run(tmp_path, text, mode=mode)
    assert f"<title>{title}</title>" in written


def test_a_reviewers_addition_in_the_projects_metadata_is_replaced(tmp_path: Path):
    # Nothing in respStmt or availability is read or replaced by teianon itself; a reviewer who
    # adds a name there (teianon applies the decision: "1 applied (1 add)") has it replaced.
    text = _doc().replace(
        "<title>Invented chat</title>",
        "<title>Invented chat</title><respStmt><resp>Erhebung</resp><persName>Wendelin Oberschachtsiek</persName></respStmt>",
    )
    source = tmp_path / "chat.xml"
    source.write_text(text, encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["annotate", str(source), "-o", str(tmp_path / "ann")])
    assert result.exit_code == 0, result.output
    decisions = tmp_path / "decisions.tsv"
    decisions.write_text(
        "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\tnote\n"
        "chat.xml\tteiHeader/fileDesc/titleStmt/respStmt/persName\t0\t24\tWendelin Oberschachtsiek\tadd\tPER\t\t\n",
        encoding="utf-8",
    )
    result = runner.invoke(
        main, ["anonymise", str(tmp_path / "ann" / "chat.xml"), "--decisions", str(decisions), "-o", str(tmp_path / "out")]
    )
    assert result.exit_code == 0, result.output
    assert "1 applied (1 add)" in result.output
    written = (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")
    assert "Oberschachtsiek" not in written and "<resp>Erhebung</resp>" in written


@MODES
def test_the_texts_description_in_the_header_is_read(tmp_path: Path, mode: str):
    # textDesc's prose (purpose, derivation, …) may say whose conversation it is.
    text = _doc().replace(
        "</particDesc></profileDesc>",
        "</particDesc><textDesc><purpose>Chat von Roswitha Kleinebekel an ihre Schwester</purpose>"
        "<derivation>abgeschrieben von Gernot Wuppermann</derivation></textDesc></profileDesc>",
    )
    written, _ = _run(tmp_path, text, mode=mode)
    assert "Kleinebekel" not in written and "Wuppermann" not in written
    assert "an ihre Schwester</purpose>" in written
