"""The optional spaCy name tagger (--ner spacy:PIPELINE), with a pipeline built by the test itself.

No spaCy model is downloaded: a blank German pipeline with an entity_ruler stands in for a
trained one, so that the labels and offsets it produces are known exactly.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

spacy = pytest.importorskip("spacy", reason="spaCy is an optional extra (pip install 'teianon[spacy]')")

from conftest import T  # noqa: E402

from teianon.cli import main  # noqa: E402
from teianon.detect import DocumentContext, build_detectors, detect  # noqa: E402
from teianon.detect.spacy_names import SpacyDetector, spans_between_barriers  # noqa: E402
from teianon.detect.tagger import TaggerDetector  # noqa: E402
from teianon.errors import TeianonError  # noqa: E402
from teianon.read.tei import tei  # noqa: E402
from teianon.read.textview import BARRIER, post_text  # noqa: E402
from teianon.read.xmlio import parse_file  # noqa: E402

PATTERNS = [
    {"label": "PER", "pattern": "Anna Hein"},
    {"label": "PER", "pattern": "Quirin Wolkenstein"},
    {"label": "PERSON", "pattern": "Jolanda"},
    {"label": "LOC", "pattern": "Bochum"},
    {"label": "LOC", "pattern": "Rhein"},
    {"label": "GPE", "pattern": "Wattenscheid"},
    {"label": "ORG", "pattern": "Siemens"},
    {"label": "ORG", "pattern": "Brakelmann Logistik"},
    {"label": "NORP", "pattern": "Spanier"},
    {"label": "MISC", "pattern": "Tatort"},
    {"label": "DATE", "pattern": "Montag"},
    {"label": "CARDINAL", "pattern": "drei"},
]

DOC = (
    '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title>'
    "</titleStmt><publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc>"
    "</teiHeader><text><body><div>"
    '<post xml:id="p1">gestern hat Quirin Wolkenstein am Montag den Tatort gesehen</post>'
    '<post xml:id="p2">die Spanier von Brakelmann Logistik fahren an den Rhein</post>'
    "</div></body></text></TEI>"
)


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory) -> Path:
    nlp = spacy.blank("de")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns(
        [{"label": p["label"], "pattern": [{"ORTH": w} for w in p["pattern"].split()]} for p in PATTERNS]
    )
    # As a statistical model might: one entity over markup (the barrier) between two words.
    ruler.add_patterns([{"label": "PER", "pattern": [{"ORTH": "Ida"}, {"ORTH": BARRIER}, {"ORTH": "Kaul"}]}])
    path = tmp_path_factory.mktemp("spacy") / "pipe"
    nlp.to_disk(path)
    return path


def view(text: str):
    post = etree.Element(tei("post"))
    post.text = text
    return post_text(post)


def mentions(pipeline: Path, text: str) -> list[tuple[str, str, int, int, str, str]]:
    detectors = [d for d in build_detectors(["tagger"], ner=f"spacy:{pipeline}")]
    post = view(text)
    found = detect(post, DocumentContext(), detectors)
    return sorted((m.category.name, post.text[m.start : m.end], m.start, m.end, m.cert, m.source) for m in found)


def test_build_detectors_puts_spacy_in_the_taggers_place(pipeline):
    detectors = build_detectors(ner=f"spacy:{pipeline}")
    assert sum(isinstance(d, SpacyDetector) for d in detectors) == 1
    assert not any(isinstance(d, TaggerDetector) for d in detectors)
    # The word-list guesser stays out, as with the bundled tagger.
    assert "other" not in {d.name for d in detectors}


def test_labels_become_categories_with_offsets(pipeline):
    text = "Anna Hein war am Montag mit drei Spaniern in Bochum bei Siemens, Jolanda sah Tatort am Rhein"
    found = mentions(pipeline, text)
    assert found == sorted(
        [
            ("PER", "Anna Hein", 0, 9, "medium", "spacy:PER"),
            ("GPE", "Bochum", text.index("Bochum"), text.index("Bochum") + 6, "medium", "spacy:LOC"),
            ("ORG", "Siemens", text.index("Siemens"), text.index("Siemens") + 7, "medium", "spacy:ORG"),
            ("PER", "Jolanda", text.index("Jolanda"), text.index("Jolanda") + 7, "medium", "spacy:PERSON"),
            ("OTH", "Tatort", text.index("Tatort"), text.index("Tatort") + 6, "medium", "spacy:MISC"),
            # A place label is split by the place tables: the Rhine is a LOC, not a GPE.
            ("LOC", "Rhein", text.index("Rhein"), text.index("Rhein") + 5, "medium", "spacy:LOC"),
        ]
    )
    # "Spaniern" is not the pattern "Spanier": the ruler matches whole tokens only.
    assert mentions(pipeline, "die Spanier kommen")[0][:2] == ("GEO_DE", "Spanier")


def test_dates_and_numbers_are_not_names(pipeline):
    assert mentions(pipeline, "am Montag kommen drei") == []


def test_no_mention_runs_across_a_barrier(pipeline):
    # <post>Ida <time>12:00</time> Kaul kommt</post>: markup between the two words.
    post = etree.Element(tei("post"))
    post.text = "Ida "
    time = etree.SubElement(post, tei("time"))
    time.text = "12:00"
    time.tail = " Kaul kommt"
    text_view = post_text(post)
    assert BARRIER in text_view.text
    detectors = build_detectors(["tagger"], ner=f"spacy:{pipeline}")
    found = detect(text_view, DocumentContext(), detectors)
    assert sorted((m.category.name, text_view.text[m.start : m.end]) for m in found) == [
        ("PER", "Ida"),
        ("PER", "Kaul"),
    ]
    text = f"x {BARRIER}Bochum {BARRIER}"
    assert [text[a:b] for a, b in spans_between_barriers(text, 2, len(text))] == ["Bochum"]
    assert list(spans_between_barriers(f"( {BARRIER} )", 0, 5)) == []


def test_pipeline_without_entity_recogniser_is_refused(tmp_path):
    path = tmp_path / "blank"
    spacy.blank("de").to_disk(path)
    with pytest.raises(TeianonError, match="no component that sets doc.ents"):
        SpacyDetector(str(path)).load()


def test_missing_pipeline_is_one_line(tmp_path):
    with pytest.raises(TeianonError) as caught:
        SpacyDetector("xx_no_such_pipeline_sm").load()
    message = str(caught.value)
    assert "\n" not in message
    assert "'xx_no_such_pipeline_sm' is not installed" in message and "never downloads" in message


def test_annotate_with_spacy_end_to_end(pipeline, tmp_path):
    source = tmp_path / "in" / "d.xml"
    source.parent.mkdir()
    source.write_text(DOC, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["annotate", str(source), "--ner", f"spacy:{pipeline}", "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    written = (out / "d.xml").read_text(encoding="utf-8")
    assert '<name type="PER" resp="#teianon" cert="medium" ana="teianon:spacy.PER">Quirin Wolkenstein</name>' in written
    tree = parse_file(out / "d.xml")
    names = {(e.get("type"), e.text, e.get("ana")) for e in tree.getroot().iter(f"{T}name") if e.get("resp")}
    # spaCy's MISC proposal is a work of the public sphere: kept, marked with its reason.
    assert ("OTH", "Tatort", "teianon:public.notable") in names
    # The firm's line of business after its name is a rule of its own too (organisation.firm-kind),
    # which the resolver may prefer over spaCy's equal span: either way one ORG over the name.
    assert {
        ("ORG", "Brakelmann Logistik", "teianon:spacy.ORG"),
        ("ORG", "Brakelmann Logistik", "teianon:organisation.firm-kind"),
    } & names
    # The place list proposes the Rhine too, with more certainty: the resolver keeps one LOC.
    assert [t for t, text, _ in names if text == "Rhein"] == ["LOC"]
    # Nationality words are written only when countries are asked for (config), as without spaCy.
    assert not any(text in ("Montag", "Spanier") for _, text, _ in names)


def test_unknown_pipeline_fails_with_one_line_and_writes_nothing(tmp_path):
    source = tmp_path / "in" / "d.xml"
    source.parent.mkdir()
    source.write_text(DOC, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["annotate", str(source), "--ner", "spacy:/nonexistent", "-o", str(out), "-q"])
    assert result.exit_code != 0
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    errors = [line for line in result.stderr.splitlines() if "spaCy pipeline" in line]
    assert len(errors) == 1
    assert "'/nonexistent' is not installed" in errors[0] and "never downloads" in errors[0]
    assert not (out / "d.xml").exists()
