"""Reviewing in INCEpTION: the export as UIMA CAS XMI, a curator's changes made with cassis (as
INCEpTION would make them), the import as decisions, and what anonymise then makes of them."""

from __future__ import annotations

import io
import itertools
import json
import re
import shutil
import sys
import zipfile
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import SAMPLES
from lxml import etree

from teianon.cli import main
from teianon.review.proposals import blocks

cassis = pytest.importorskip("cassis", reason="needs dkpro-cassis: pip install '.[inception]'")

LAYER = "webanno.custom.TeianonReference"
NAMED_ENTITY = "de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity"
UIMA_TS = "{http://uima.apache.org/resourceSpecifier}"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), \
        repr(result.exception)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def annotated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("annotated")
    code, _, err = run("annotate", SAMPLES, "-o", folder, "-q")
    assert code == 0, err
    return folder


def exported(annotated: Path, tmp_path: Path, *options: str) -> Path:
    folder = tmp_path / "inception"
    code, out, err = run("inception", "export", annotated, "-o", folder, *options)
    assert code == 0, err
    assert "4 document(s)" in out
    return folder


def load(folder: Path, name: str) -> cassis.Cas:
    typesystem = cassis.load_typesystem((folder / "TypeSystem.xml").read_text(encoding="utf-8"))
    return cassis.load_cas_from_xmi((folder / name).read_text(encoding="utf-8"), typesystem=typesystem)


def save(cas: cassis.Cas, path: Path) -> None:
    path.write_text(cas.to_xmi(), encoding="utf-8")


def find(cas: cassis.Cas, words: str, type_name: str = LAYER):
    """The one annotation over ``words``."""
    found = [a for a in cas.select(type_name) if a.get_covered_text() == words]
    assert len(found) == 1, (words, found)
    return found[0]


def block_texts(folder: Path) -> dict[tuple[str, str], str]:
    texts = {}
    for path in sorted(folder.glob("*.xml")):
        for block in blocks(etree.parse(str(path)).getroot(), path.name):
            texts[(path.name, block.id)] = block.text
    return texts


def decisions_of(path: Path) -> list[tuple[str, ...]]:
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()]
    assert rows[0][:9] == ["document", "block", "start", "end", "text", "decision", "category", "corresp", "note"]
    return [tuple(row) for row in rows[1:]]


def anonymised(annotated: Path, out: Path, decisions: Path | None = None) -> dict[tuple[str, str], str]:
    args = ["anonymise", annotated, "-o", out, "-q", "--date", "2026-01-01"]
    if decisions is not None:
        args += ["--decisions", decisions]
    code, _, err = run(*args)
    assert code == 0, err
    return block_texts(out)


def test_a_curators_changes_come_back_as_decisions_and_exactly_those_change_the_output(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    curated = tmp_path / "curated"
    curated.mkdir()
    # chat-en: delete the postcode, link the misspelt nickname to another participant (by name).
    cas = load(folder, "chat-en-untokenised.xml.xmi")
    cas.remove(find(cas, "90210"))
    skywalkr = find(cas, "Skywalkr")
    assert skywalkr.get("participant") == "#u1" and skywalkr.get("participantName") == "SkyWalker88"
    skywalkr.set("participant", "blue")
    save(cas, curated / "chat-en-untokenised.xml.xmi")
    # forum: Dortmund is a place here, not a state; "Hafen" was missed; the e-mail stays as it is.
    cas = load(folder, "forum-de.xml.xmi")
    find(cas, "Dortmund").set("category", "LOC")
    find(cas, "Dortmund").set("note", "the city as a place")
    text = cas.sofa_string
    begin = text.index("Hafen")
    cas.add(cas.typesystem.get_type(LAYER)(begin=begin, end=begin + len("Hafen"), category="LOC"))
    assert find(cas, "kalle.b@example.net").get("category") == "EMAIL"
    save(cas, curated / "forum-de.xml.xmi")
    # The two others as they came: every proposal kept.
    for name in ("chat-de-tokenised.xml.xmi", "corpus-docc21.xml.xmi"):
        shutil.copy(folder / name, curated / name)

    decisions = tmp_path / "decisions.tsv"
    code, out, err = run("inception", "import", curated, "--annotated", annotated, "-o", decisions)
    assert code == 0, err
    assert "from 4 curated document(s); 0 problem(s)" in out
    rows = decisions_of(decisions)
    changes = {row[:8] for row in rows if row[5] != "accept"}
    assert changes == {
        ("chat-en-untokenised.xml", "p9", "67", "72", "90210", "reject", "", ""),
        ("chat-en-untokenised.xml", "p7", "6", "14", "Skywalkr", "link", "", "#u2"),
        ("forum-de.xml", "teiHeader/fileDesc/titleStmt/title", "18", "26", "Dortmund", "change", "LOC", ""),
        ("forum-de.xml", "f.p1", "55", "60", "Hafen", "add", "LOC", ""),
    }
    assert [row[8] for row in rows if row[4] == "Dortmund"] == ["the city as a place"]
    accepted = {(row[0], row[4]) for row in rows if row[5] == "accept"}
    assert ("forum-de.xml", "kalle.b@example.net") in accepted
    # The corpus's own annotations kept as they were need no decision.
    assert ("chat-de-tokenised.xml", "John Deere") not in accepted

    before = anonymised(annotated, tmp_path / "plain")
    after = anonymised(annotated, tmp_path / "decided", decisions)
    # The revisionDesc's <change> counts the replacements per category, so it counts these too.
    changed = {key for key in before if before[key] != after.get(key) and not key[1].endswith("revisionDesc/change")}
    assert before.keys() == after.keys()
    assert changed == {("chat-en-untokenised.xml", "p9"), ("chat-en-untokenised.xml", "p7"),
                       ("forum-de.xml", "teiHeader/fileDesc/titleStmt/title"), ("forum-de.xml", "f.p1")}, changed
    assert after[("chat-en-untokenised.xml", "p9")].endswith("zip 90210")
    assert "90210" not in before[("chat-en-untokenised.xml", "p9")]
    assert re.search(r"\[_[A-Z-]*-u2_\] you have a typo", after[("chat-en-untokenised.xml", "p7")])
    assert re.search(r"\[_[A-Z-]*-u1_\] you have a typo", before[("chat-en-untokenised.xml", "p7")])
    title = ("forum-de.xml", "teiHeader/fileDesc/titleStmt/title")
    assert "[_LOCATIONNAME-" in after[title] and "GEOPOLITICAL" in before[title]
    assert "Hafen" in before[("forum-de.xml", "f.p1")]
    assert re.search(r"in der Nähe vom \[_LOCATIONNAME-\d+_\]\.", after[("forum-de.xml", "f.p1")])
    assert "Hafen" not in after[("forum-de.xml", "f.p1")]
    # Nor did anything else change in the files: every element, attribute and id outside those
    # four blocks and the change record is as it was, but the @cert an accept makes "high".
    for name in ("chat-en-untokenised.xml", "forum-de.xml", "chat-de-tokenised.xml", "corpus-docc21.xml"):
        trees = [etree.parse(str(tmp_path / folder / name)) for folder in ("plain", "decided")]
        for tree in trees:
            for block in list(blocks(tree.getroot(), name)):
                if (name, block.id) in changed:
                    block.element.getparent().remove(block.element)
            for record in tree.getroot().iter("{http://www.tei-c.org/ns/1.0}revisionDesc"):
                record.getparent().remove(record)
            for element in tree.getroot().iter():
                if element.get("resp") == "#teianon":
                    element.attrib.pop("cert", None)
        assert etree.tostring(trees[0], method="c14n2") == etree.tostring(trees[1], method="c14n2"), name


def test_an_export_imported_unchanged_accepts_teianons_proposals_and_changes_nothing(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    decisions = tmp_path / "decisions.tsv"
    code, _, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions)
    assert code == 0, err
    rows = decisions_of(decisions)
    teianons = sum(1 for path in annotated.glob("*.xml") for e in etree.parse(str(path)).iter()
                   if e.get("resp") == "#teianon" and e.get("type") not in (None, "addressingTerm")
                   and etree.QName(e).localname in ("name", "ref"))
    assert {row[5] for row in rows} == {"accept"}
    assert len(rows) == teianons == 49
    decided, plain = anonymised(annotated, tmp_path / "decided", decisions), anonymised(annotated, tmp_path / "plain")
    # The change record names the decisions applied (their SHA-256 and counts); nothing else differs.
    records = {key for key in decided if key[1].endswith("revisionDesc/change")}
    assert records and all(decided[key].startswith(plain[key]) for key in records)
    assert {k: v for k, v in decided.items() if k not in records} == {k: v for k, v in plain.items() if k not in records}
    code, _, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions,
                       "--unchanged", "skip")
    assert code == 0 and decisions_of(decisions) == []


def test_the_type_system_is_what_inceptions_layer_import_takes_for_a_span_layer(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    data = (folder / "TypeSystem.xml").read_bytes()
    # INCEpTION's layer import takes a file that starts with "<?xml" for a UIMA type system; a type
    # that is a direct subtype of uima.tcas.Annotation with only primitive features is a span layer.
    assert data.startswith(b"<?xml")
    root = etree.fromstring(data)
    types = {t.findtext(f"{UIMA_TS}name"): t for t in root.iter(f"{UIMA_TS}typeDescription")}
    layer = types[LAYER]
    assert layer.findtext(f"{UIMA_TS}supertypeName") == "uima.tcas.Annotation"
    ranges = {f.findtext(f"{UIMA_TS}name"): f.findtext(f"{UIMA_TS}rangeTypeName")
              for f in layer.iter(f"{UIMA_TS}featureDescription")}
    assert set(ranges.values()) == {"uima.cas.String"}
    assert {"category", "participant", "certainty", "rule", "origin", "note"} <= ranges.keys()
    # The tag set: INCEpTION's tag set import reads a file that starts with "{" as JSON in the form
    # of the tag sets it ships (name, tags with tag_name and tag_description, create_tag).
    categories = (folder / "teianon-categories.json").read_text(encoding="utf-8")
    assert categories.startswith("{")
    parsed = json.loads(categories)
    assert [t["tag_name"] for t in parsed["tags"]] == ["PER", "NICK", "ORG", "LOC", "GPE", "GEO_DE", "OTH", "ROOM",
                                                        "URL", "EMAIL", "NUMBER", "IMPLICIT", "CITATION"]
    assert parsed["name"] and parsed["create_tag"] is False
    # Every document: its text is the blocks, one a line; a Sentence per block, Tokens that every
    # proposal starts and ends on, and the metadata that names the document.
    cas = load(folder, "chat-de-tokenised.xml.xmi")
    lines = cas.sofa_string.split("\n")
    assert "ja , mit jones und lela " in lines
    sentences = cas.select("de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence")
    assert [s.get_covered_text() for s in sentences] == [line.rstrip() for line in lines]
    tokens = cas.select("de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token")
    starts, ends = {t.begin for t in tokens}, {t.end for t in tokens}
    for reference in cas.select(LAYER):
        assert reference.begin in starts and reference.end in ends, reference.get_covered_text()
    assert all(not t.get_covered_text().isspace() and t.get_covered_text() for t in tokens)
    metadata = cas.select("de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData")
    assert [(m.get("documentTitle"), m.get("language")) for m in metadata] == [("chat-de-tokenised.xml", "de")]
    lela = find(cas, "leeeela")
    assert (lela.get("category"), lela.get("participant"), lela.get("participantName"), lela.get("origin")) == \
        ("NICK", "#A03", "lela2", "teianon")
    assert find(cas, "John Deere").get("origin") == "corpus"
    assert "#A03\tlela2" in (folder / "participants.tsv").read_text(encoding="utf-8")


@pytest.mark.parametrize("layer", ["teianon", "named-entity"])
def test_every_document_passes_the_checks_inception_runs_on_import(annotated, tmp_path, layer):
    # INCEpTION checks an imported XMI with its CAS Doctor and refuses the file where a check
    # fails: no annotation of a layer (sentences and tokens are layers too) begins or ends with
    # white space or lies outside a sentence, no zero-size tokens or sentences, tokens and
    # sentences do not overlap, one document annotation.
    folder = exported(annotated, tmp_path, "--layer", layer)
    for path in sorted(folder.glob("*.xmi")):
        cas = load(folder, path.name)
        text = cas.sofa_string
        sentences = cas.select("de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence")
        tokens = cas.select("de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token")
        references = cas.select(LAYER if layer == "teianon" else NAMED_ENTITY)
        assert references
        for annotation in (*sentences, *tokens, *references):
            covered = text[annotation.begin:annotation.end]
            assert covered and covered == covered.strip(), (path.name, covered)
            assert any(s.begin <= annotation.begin and annotation.end <= s.end for s in sentences), covered
        # Named Entity is anchored to tokens in INCEpTION: every reference starts and ends on one.
        starts, ends = {t.begin for t in tokens}, {t.end for t in tokens}
        assert all(r.begin in starts and r.end in ends for r in references)
        for kind in (sentences, tokens):
            ordered = sorted(kind, key=lambda a: a.begin)
            assert all(a.end <= b.begin for a, b in itertools.pairwise(ordered))
        assert len(cas.select("uima.tcas.DocumentAnnotation")) == 1


def test_the_named_entity_layer_carries_the_categories(annotated, tmp_path):
    folder = exported(annotated, tmp_path, "--layer", "named-entity")
    cas = load(folder, "forum-de.xml.xmi")
    assert not cas.select(LAYER)
    find(cas, "Dortmund", NAMED_ENTITY).set("value", "LOC")
    cas.remove(find(cas, "sonne2024", NAMED_ENTITY))
    save(cas, folder / "forum-de.xml.xmi")
    decisions = tmp_path / "decisions.tsv"
    code, _, err = run("inception", "import", folder / "forum-de.xml.xmi", "--annotated", annotated, "-o", decisions,
                       "--layer", "named-entity")
    assert code == 0, err
    assert {(row[4], row[5], row[6]) for row in decisions_of(decisions) if row[5] != "accept"} == \
        {("Dortmund", "change", "LOC"), ("sonne2024", "reject", "")}


def inception_like(xmi: str) -> str:
    """The XMI as INCEpTION writes it: more types (a POS the tokens point to, its layer
    definitions), a feature a team added to the layer, the document named as uploaded."""
    xmi = xmi.replace('xmi:version="2.0">',
                      'xmlns:pos="http:///de/tudarmstadt/ukp/dkpro/core/api/lexmorph/type/pos.ecore" '
                      'xmlns:inc="http:///de/tudarmstadt/ukp/clarin/webanno/api/type.ecore" xmi:version="2.0">'
                      '<pos:POS xmi:id="9001" sofa="1" begin="0" end="4" PosValue="NN"/>'
                      '<inc:LayerDefinition xmi:id="9002" sofa="1" begin="0" end="0" name="x"/>', 1)
    xmi = re.sub(r'(:Token xmi:id="\d+")', r'\1 pos="9001" lemma="9003"', xmi, count=1)
    assert 'pos="9001"' in xmi
    xmi = xmi.replace('origin="teianon"', 'origin="teianon" reviewer="kim"')
    xmi = re.sub(r'documentTitle="[^"]*"', 'documentTitle="forum-de.xml.xmi"', xmi)
    xmi = re.sub(r'documentId="[^"]*"', 'documentId="CURATION_USER"', xmi)
    return re.sub(r'members="', 'members="9001 9002 ', xmi)


def test_zips_from_inception_are_read_the_curated_documents_of_a_project_export(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    cas = load(folder, "forum-de.xml.xmi")
    cas.remove(find(cas, "44135"))
    xmi = inception_like(cas.to_xmi())
    typesystem = (folder / "TypeSystem.xml").read_bytes()

    document = io.BytesIO()
    with zipfile.ZipFile(document, "w") as archive:
        archive.writestr("CURATION_USER.xmi", xmi)
        archive.writestr("TypeSystem.xml", typesystem)
    project = tmp_path / "project.zip"
    with zipfile.ZipFile(project, "w") as archive:
        archive.writestr("exportedproject.json", "{}")
        archive.writestr("curation_ser/forum-de.xml.xmi/CURATION_USER.ser", b"\x00")
        archive.writestr("curation/forum-de.xml.xmi/CURATION_USER.zip", document.getvalue())
        archive.writestr("annotation/forum-de.xml.xmi/kim.zip", document.getvalue())
    decisions = tmp_path / "decisions.tsv"
    code, _, err = run("inception", "import", project, "--annotated", annotated, "-o", decisions)
    assert code == 0, err
    assert [row[4:6] for row in decisions_of(decisions) if row[5] != "accept"] == [("44135", "reject")]
    # The export of the curated documents only: no project file, the binary CAS beside the XMI's zip.
    curated_only = tmp_path / "curated_documents.zip"
    with zipfile.ZipFile(curated_only, "w") as archive:
        archive.writestr("curation/forum-de.xml.xmi/CURATION_USER.ser", b"\x00")
        archive.writestr("curation/forum-de.xml.xmi/CURATION_USER.zip", document.getvalue())
    code, _, err = run("inception", "import", curated_only, "--annotated", annotated, "-o", decisions)
    assert code == 0, err
    assert [row[4:6] for row in decisions_of(decisions) if row[5] != "accept"] == [("44135", "reject")]
    # An annotator's documents, by name.
    code, _, err = run("inception", "import", project, "--annotated", annotated, "-o", decisions, "--user", "kim")
    assert code == 0, err
    assert [row[4:6] for row in decisions_of(decisions) if row[5] != "accept"] == [("44135", "reject")]
    code, _, err = run("inception", "import", project, "--annotated", annotated, "-o", decisions, "--user", "lou")
    assert code == 1 and "is 'lou' an annotator of this project?" in err
    # A document's own export (a zip of the XMI and the type system) reads alike.
    single = tmp_path / "forum-de.xml.xmi.zip"
    single.write_bytes(document.getvalue())
    code, _, err = run("inception", "import", single, "--annotated", annotated, "-o", decisions)
    assert code == 0, err
    assert [row[4:6] for row in decisions_of(decisions) if row[5] != "accept"] == [("44135", "reject")]
    # A project export whose curated documents are only in INCEpTION's binary form says what to do.
    binary = tmp_path / "binary.zip"
    with zipfile.ZipFile(binary, "w") as archive:
        archive.writestr("exportedproject.json", "{}")
        archive.writestr("curation_ser/forum-de.xml.xmi/CURATION_USER.ser", b"\x00")
    code, _, err = run("inception", "import", binary, "--annotated", annotated, "-o", tmp_path / "d2.tsv")
    assert code == 1
    assert f"{binary}: a project export without curation/<document>/CURATION_USER.zip" in err
    assert "only in INCEpTION's binary form (.ser): export it again with the (secondary) format UIMA CAS XMI" in err
    assert "Traceback" not in err


def test_offsets_count_as_uima_does_past_an_emoji(tmp_path):
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>"
        '<listPerson><person xml:id="A1"><persName type="nickname">kiki</persName></person>'
        '<person xml:id="A2"><persName type="nickname">zorro77</persName></person></listPerson>'
        "</particDesc></profileDesc></teiHeader><text><body><div>"
        '<post xml:id="m1" who="#A1">😀😀 hallo zorro77, ich war gestern in Bochum</post>'
        "</div></body></text></TEI>", encoding="utf-8")
    code, _, err = run("annotate", source.parent, "-o", tmp_path / "annotated", "-q")
    assert code == 0, err
    folder = tmp_path / "inception"
    code, _, err = run("inception", "export", tmp_path / "annotated", "-o", folder)
    assert code == 0, err
    xmi = (folder / "chat.xml.xmi").read_text(encoding="utf-8")
    raw = etree.fromstring(xmi.encode("utf-8"))
    sofa = raw.find("{http:///uima/cas.ecore}Sofa").get("sofaString")
    zorro = [e for e in raw if e.get("participant") == "#A2"]
    start = sofa.index("😀😀 hallo zorro77")
    # Two emoji before the name: four UTF-16 code units, two Python characters.
    assert int(zorro[0].get("begin")) == start + len("😀😀 hallo ") + 2
    cas = load(folder, "chat.xml.xmi")
    cas.add(cas.typesystem.get_type(LAYER)(begin=cas.sofa_string.index("gestern"),
                                           end=cas.sofa_string.index("gestern") + 7, category="OTH"))
    save(cas, folder / "chat.xml.xmi")
    code, _, err = run("inception", "import", folder, "--annotated", tmp_path / "annotated", "-o", tmp_path / "d.tsv")
    assert code == 0, err
    rows = decisions_of(tmp_path / "d.tsv")
    assert ("m1", "gestern", "add", "OTH") in {(r[1], r[4], r[5], r[6]) for r in rows}
    assert ("m1", "zorro77", "accept") in {(r[1], r[4], r[5]) for r in rows}


@pytest.mark.parametrize("content, message", [
    ("<TEI xmlns='http://www.tei-c.org/ns/1.0'/>", ":1: not a UIMA CAS XMI file (its root is <TEI>"),
    ('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e "boom">]>\n<x>&e;</x>', ":2: refusing the entity declaration 'e'"),
    ('<?xml version="1.1"?><xmi:XMI xmlns:xmi="http://www.omg.org/XMI"/>', ":1: UIMA CAS XMI in XML 1.1"),
    ("this is not XML", ":1: not well-formed XML"),
])
def test_bad_input_is_one_line_and_no_decisions(annotated, tmp_path, content, message):
    bad = tmp_path / "bad.xmi"
    bad.write_text(content, encoding="utf-8")
    code, out, err = run("inception", "import", bad, "--annotated", annotated, "-o", tmp_path / "d.tsv")
    assert code == 1
    assert len(err.splitlines()) == 1 and err.startswith(f"{bad}{message}"), err
    assert out == f"{tmp_path / 'd.tsv'}: not written: 1 problem(s); fix them and import again\n"
    assert not (tmp_path / "d.tsv").exists()


XMIS = ("chat-de-tokenised.xml.xmi", "chat-en-untokenised.xml.xmi", "corpus-docc21.xml.xmi", "forum-de.xml.xmi")


@pytest.mark.parametrize("exported_on, imported_on", [("teianon", "named-entity"), ("named-entity", "teianon")])
def test_a_curation_read_with_the_other_layer_is_refused_not_rejected(annotated, tmp_path, exported_on, imported_on):
    # Read on the wrong layer, a document has none of its proposals: each would be a reject, and
    # anonymise would leave every e-mail, IP and nickname as written.
    folder = exported(annotated, tmp_path, "--layer", exported_on)
    decisions = tmp_path / "d.tsv"
    code, out, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions,
                         "--layer", imported_on, "--allow-empty", "forum-de.xml")
    assert code == 1
    lines = err.splitlines()
    assert [line.split(": ", 1)[0] for line in lines] == [str(folder / name) for name in XMIS]
    counts = {name: len(load(folder, name).select(LAYER if exported_on == "teianon" else NAMED_ENTITY))
              for name in XMIS}
    for name, line in zip(XMIS, lines, strict=True):
        assert f": {counts[name]} annotation(s) on " in line
        assert f"which --layer {imported_on} does not read" in line and f"--layer {exported_on}" in line
    assert out == f"{decisions}: not written: 4 problem(s); fix them and import again\n"
    assert not decisions.exists()
    # Read on the layer it was written on, the same export is 49 accepts.
    code, _, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions,
                       "--layer", exported_on)
    assert code == 0, err
    assert [row[5] for row in decisions_of(decisions)] == ["accept"] * 49


def test_a_name_marked_on_the_named_entity_layer_is_not_left_out(annotated, tmp_path):
    # A curator of the teianon layer who marks a missed name on INCEpTION's built-in layer: the
    # name would be no "add" and would stay as written.
    folder = exported(annotated, tmp_path)
    cas = load(folder, "forum-de.xml.xmi")
    begin = cas.sofa_string.index("Hafen")
    cas.add(cas.typesystem.get_type(NAMED_ENTITY)(begin=begin, end=begin + len("Hafen"), value="LOC"))
    save(cas, folder / "forum-de.xml.xmi")
    code, _, err = run("inception", "import", folder / "forum-de.xml.xmi", "--annotated", annotated,
                       "-o", tmp_path / "d.tsv")
    assert code == 1
    assert err == (f"{folder / 'forum-de.xml.xmi'}: 1 annotation(s) on INCEpTION's Named Entity layer, which "
                   "--layer teianon does not read: if the export was made with --layer named-entity, import with it "
                   "too; else they were marked on the wrong layer: move them to the layer TeianonReference in "
                   "INCEpTION and export again\n")
    assert not (tmp_path / "d.tsv").exists()


def without_layer(folder: Path, name: str, *added: str) -> None:
    """The document as INCEpTION exports it when its XMI was uploaded before the project had the
    layer: INCEpTION read it leniently and left every annotation of the layer out. ``added``:
    words the team then marked on the layer from scratch."""
    cas = load(folder, name)
    for annotation in list(cas.select(LAYER)):
        cas.remove(annotation)
    for words in added:
        begin = cas.sofa_string.index(words)
        cas.add(cas.typesystem.get_type(LAYER)(begin=begin, end=begin + len(words), category="OTH"))
    save(cas, folder / name)


def test_a_document_that_lost_every_proposal_is_refused_unless_the_curator_deleted_them(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    without_layer(folder, "forum-de.xml.xmi")
    without_layer(folder, "chat-en-untokenised.xml.xmi", "sky")
    # A layer a project made by hand under another name is named, as a hint.
    xmi = (folder / "forum-de.xml.xmi").read_text(encoding="utf-8")
    xmi = xmi.replace('xmi:version="2.0">', 'xmi:version="2.0"><names:Names xmlns:names="http:///webanno/custom.ecore" '
                      'xmi:id="9001" sofa="1" begin="0" end="4" value="LOC"/>', 1)
    xmi = re.sub(r'members="', 'members="9001 ', xmi)
    (folder / "forum-de.xml.xmi").write_text(xmi, encoding="utf-8")
    decisions = tmp_path / "d.tsv"
    code, out, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions)
    assert code == 1
    upload = ("were the documents uploaded before TypeSystem.xml was imported into the project's layers? INCEpTION "
              "then leaves the layer's annotations out: import the layer, upload the documents again and curate them")
    assert err.splitlines() == [
        (f"{folder / 'chat-en-untokenised.xml.xmi'}: none of the 15 proposal(s) the export wrote for "
         "chat-en-untokenised.xml is left on the layer TeianonReference, which --layer teianon reads (it has 1 "
         f"annotation(s) of its own there, none where a proposal was): {upload}; if the curator deleted every one on "
         "purpose, give --allow-empty chat-en-untokenised.xml"),
        (f"{folder / 'forum-de.xml.xmi'}: none of the 9 proposal(s) the export wrote for forum-de.xml is left on the "
         f"layer TeianonReference, which --layer teianon reads (it has no annotation there): {upload} (it has "
         "annotations on other layers of the project, which teianon does not read: 1 of Names); if the curator "
         "deleted every one on purpose, give --allow-empty forum-de.xml"),
    ]
    assert out.startswith(f"{decisions}: not written: 2 problem(s)")
    assert not decisions.exists()
    # Read on INCEpTION's Named Entity layer, the same document is no better.
    code, _, err = run("inception", "import", folder / "forum-de.xml.xmi", "--annotated", annotated, "-o", decisions,
                       "--layer", "named-entity")
    assert code == 1 and not decisions.exists()
    assert err.startswith(f"{folder / 'forum-de.xml.xmi'}: none of the 9 proposal(s) the export wrote for forum-de.xml "
                          "is left on the layer Named Entity, which --layer named-entity reads (it has no annotation "
                          "there): was the export made with --layer teianon? Then import with it too"), err
    # A curator who did delete every proposal says so, document by document.
    code, out, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions,
                         "--allow-empty", "forum-de.xml", "--allow-empty", "chat-en-untokenised.xml")
    assert code == 0, err
    rows = decisions_of(decisions)
    assert Counter(row[5] for row in rows if row[0] == "forum-de.xml") == {"reject": 9}
    assert Counter(row[5] for row in rows if row[0] == "chat-en-untokenised.xml") == {"reject": 15, "add": 1}
    assert {row[5] for row in rows if row[0] not in ("forum-de.xml", "chat-en-untokenised.xml")} == {"accept"}
    code, _, err = run("inception", "import", folder, "--annotated", annotated, "-o", tmp_path / "d2.tsv",
                       "--allow-empty", "forum-de.xml", "--allow-empty", "chat-en-untokenised.xml",
                       "--allow-empty", "forum.xml")
    assert code == 1 and err == f"--allow-empty forum.xml: no annotated file forum.xml in {annotated}\n"
    assert not (tmp_path / "d2.tsv").exists()


def test_with_a_refused_document_nothing_is_written_unless_partial(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    cas = load(folder, "forum-de.xml.xmi")
    find(cas, "Dortmund").set("category", "CITY")
    cas.remove(find(cas, "44135"))
    save(cas, folder / "forum-de.xml.xmi")
    cas = load(folder, "chat-en-untokenised.xml.xmi")
    cas.remove(find(cas, "90210"))
    save(cas, folder / "chat-en-untokenised.xml.xmi")
    decisions = tmp_path / "d.tsv"
    decisions.write_text("an earlier file\n", encoding="utf-8")
    code, out, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions)
    assert code == 1 and len(err.splitlines()) == 1 and "category 'CITY' is not one of" in err
    assert out == (f"{decisions}: not written (the {decisions} there is an earlier one): 1 problem(s); fix them and "
                   "import again, or give --partial to write the decisions of the 3 curated document(s) read without "
                   "one\n")
    assert decisions.read_text(encoding="utf-8") == "an earlier file\n"
    code, out, err = run("inception", "import", folder, "--annotated", annotated, "-o", decisions, "--partial")
    assert code == 1 and "category 'CITY' is not one of" in err
    rows = decisions_of(decisions)
    # A document with a problem gives no decision at all: not the reject of its postcode either.
    assert {row[0] for row in rows} == {"chat-de-tokenised.xml", "chat-en-untokenised.xml", "corpus-docc21.xml"}
    assert [row[4] for row in rows if row[5] != "accept"] == ["90210"]
    assert out.splitlines() == [
        f"{decisions}: 40 decision(s) (39 accept, 1 reject) from 3 curated document(s); 1 problem(s)",
        (f"{decisions}: no decisions for 1 of the 4 annotated file(s) (no curated document of them given, or it was "
         "refused): forum-de.xml"),
    ]


def test_a_document_whose_text_changed_or_is_unknown_is_refused(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    cas = load(folder, "forum-de.xml.xmi")
    cas.sofa_string = cas.sofa_string.replace("Wohnung gesucht", "Wohnung gefunden")
    save(cas, folder / "forum-de.xml.xmi")
    stranger = cassis.Cas(typesystem=cas.typesystem)
    stranger.sofa_string = "ganz\nanderer Text"
    stranger.add(cas.typesystem.get_type("de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData")(
        begin=0, end=17, documentTitle="elsewhere.xml", documentId="elsewhere.xml"))
    save(stranger, folder / "elsewhere.xml.xmi")
    code, _, err = run("inception", "import", folder, "--annotated", annotated, "-o", tmp_path / "d.tsv")
    assert code == 1
    lines = err.splitlines()
    assert f"{folder / 'forum-de.xml.xmi'}: its text is not the text of {annotated / 'forum-de.xml'} (line 8, " \
           "block text/body/div/head, differs): was the file annotated again since the export, or the " \
           "document's text edited? Export it again" in lines
    assert any(line.startswith(f"{folder / 'elsewhere.xml.xmi'}: document 'elsewhere.xml' is not one of the "
                               "annotated files") for line in lines)
    assert len(lines) == 2
    assert not (tmp_path / "d.tsv").exists()


def test_unknown_categories_and_participants_are_named_with_their_line(annotated, tmp_path):
    folder = exported(annotated, tmp_path)
    cas = load(folder, "chat-en-untokenised.xml.xmi")
    find(cas, "movies").set("category", "CHANNEL")
    find(cas, "anna").set("participant", "nobody")
    find(cas, "mod_anna").set("participant", None)
    save(cas, folder / "chat-en-untokenised.xml.xmi")
    code, _, err = run("inception", "import", folder / "chat-en-untokenised.xml.xmi", "--annotated", annotated,
                         "-o", tmp_path / "d.tsv")
    assert code == 1
    path = folder / "chat-en-untokenised.xml.xmi"
    assert re.search(rf"^{re.escape(str(path))}:\d+: category 'CHANNEL' is not one of PER, NICK", err,
                     re.MULTILINE), err
    assert re.search(rf"^{re.escape(str(path))}:\d+: participant 'nobody' is not a participant of "
                     r"chat-en-untokenised.xml", err, re.MULTILINE), err
    assert re.search(rf"^{re.escape(str(path))}:\d+: warning: 'mod_anna' keeps its participant #u3", err, re.MULTILINE)


def test_export_needs_no_inception_to_name_every_command_in_the_help():
    code, out, _ = run("inception", "--help")
    assert code == 0 and "export" in out and "import" in out


def test_files_in_subfolders_keep_their_names_apart(tmp_path):
    source = tmp_path / "in"
    for folder, sample in (("sub", "forum-de.xml"), ("other", "chat-en-untokenised.xml")):
        (source / folder).mkdir(parents=True)
        shutil.copy(SAMPLES / sample, source / folder / "same.xml")
    code, _, err = run("annotate", source, "-o", tmp_path / "annotated", "-q")
    assert code == 0, err
    folder = tmp_path / "inception"
    code, _, err = run("inception", "export", tmp_path / "annotated", "-o", folder)
    assert code == 0, err
    assert sorted(p.name for p in folder.glob("*.xmi")) == ["other__same.xml.xmi", "sub__same.xml.xmi"]
    # INCEpTION names a document as it was uploaded.
    for path in folder.glob("*.xmi"):
        path.write_text(re.sub(r'documentTitle="[^"]*"', f'documentTitle="{path.name}"',
                               path.read_text(encoding="utf-8")), encoding="utf-8")
    code, _, err = run("inception", "import", folder, "--annotated", tmp_path / "annotated", "-o", tmp_path / "d.tsv")
    assert code == 0, err
    assert {row[0] for row in decisions_of(tmp_path / "d.tsv")} == {"sub/same.xml", "other/same.xml"}


def test_the_export_goes_to_a_folder_of_its_own(annotated):
    code, _, err = run("inception", "export", annotated, "-o", annotated / "inception")
    assert code == 2 and "is an input folder or inside one" in err
    assert not (annotated / "inception").exists()


def test_without_cassis_the_commands_say_what_to_install(annotated, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "cassis", None)
    for args in (("export", annotated, "-o", tmp_path / "x"), ("import", tmp_path, "--annotated", annotated,
                                                                 "-o", tmp_path / "d.tsv")):
        code, _, err = run("inception", *args)
        assert code == 1
        assert err == "Error: INCEpTION files need dkpro-cassis: pip install 'teianon[inception]'\n"
    assert not (tmp_path / "x").exists() and not (tmp_path / "d.tsv").exists()


@pytest.mark.parametrize("begin, end, message", [
    ("abc", None, "begin of <TeianonReference> must be an offset of at most nine digits, not 'abc'"),
    ("-5", None, "begin of <TeianonReference> must be an offset of at most nine digits, not '-5'"),
    (None, "9" * 5000, ("end of <TeianonReference> must be an offset of at most nine digits, not '99999999999999999999… "
                       "(5,000 characters)'")),
    (None, "99999999", "lies outside the document's text (0-"),
    ("12", "10", "the annotation at 12-10 lies outside the document's text (0-"),
])
def test_offsets_that_are_no_place_in_the_text_are_one_line_each(annotated, tmp_path, begin, end, message):
    """The red team's offsets: a word, a negative number, 5,000 digits (a traceback's text
    before), past the text's end (called "more than one post"), an end before the begin
    (ignored without a word)."""
    folder = exported(annotated, tmp_path)
    xmi = folder / "chat-en-untokenised.xml.xmi"
    text = xmi.read_text(encoding="utf-8")
    first = re.search(r"<custom:TeianonReference [^>]*>", text).group()
    changed = first
    if begin is not None:
        changed = re.sub(r'begin="\d+"', f'begin="{begin}"', changed)
    if end is not None:
        changed = re.sub(r'end="\d+"', f'end="{end}"', changed)
    xmi.write_text(text.replace(first, changed, 1), encoding="utf-8")
    code, _, err = run("inception", "import", xmi, "--annotated", annotated, "-o", tmp_path / "d.tsv")
    assert code == 1 and message in err and "Traceback" not in err, err
    assert not (tmp_path / "d.tsv").exists()


def test_exporting_anonymised_output_warns(annotated, tmp_path):
    """The review report warns when it is made from anonymised output; the export did not."""
    out = tmp_path / "out"
    code, _, err = run("anonymise", annotated, "-o", out, "-q")
    assert code == 0, err
    code, _, err = run("inception", "export", out, "-o", tmp_path / "inception")
    assert code == 0
    assert "chat-en-untokenised.xml: warning: " in err and "export the annotated files (annotate -o, run " \
           "--annotated), not the output" in err
    code, _, err = run("inception", "export", annotated, "-o", tmp_path / "again")
    assert code == 0 and "warning" not in err
