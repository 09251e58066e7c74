"""Places and organisations in edited German (issue 38, GermEval's kinds): a country named like
its people, a public name's category read from its context. Names here differ from GermEval's."""

from __future__ import annotations

from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

T = "{http://www.tei-c.org/ns/1.0}"
NAMES = ("PER", "ORG", "LOC", "GPE", "GEO_DE", "OTH")


def annotated(text: str, *, countries: bool = True) -> list[tuple[str, str, str | None]]:
    """(type, words, subtype) of every name teianon proposes in a paragraph of running text."""
    xml = (
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader>"
        f"<text><body><div><p>{text}</p></div></body></text></TEI>"
    )
    tree = parse_bytes(xml.encode(), "t.xml")
    annotate_tree(tree, "t.xml", Settings(categories=NAMES, countries=countries))
    root: etree._Element = tree.getroot()
    return [(e.get("type") or "", "".join(e.itertext()), e.get("subtype")) for e in root.iter(f"{T}name")]


# --- the pipeline -----------------------------------------------------------------------------


def test_a_country_named_like_its_people_is_the_country_without_a_word_that_counts_people():
    found = annotated("Die Reise ging über Tschechien nach Ungarn und zurück nach Schweden.")
    assert ("GPE", "Ungarn", None) in found and ("GPE", "Schweden", None) in found
    people = annotated("Viele Polen arbeiten dort, und die Ungarn auch.")
    assert ("GEO_DE", "Polen", None) in people and ("GEO_DE", "Ungarn", None) in people


def test_countries_stay_out_of_the_default_output_either_way():
    assert annotated("Wir fuhren nach Ungarn, die Polen blieben.", countries=False) == []


def test_a_public_firm_named_like_a_person_keeps_the_category_its_context_gives():
    found = annotated("Der Umsatz von Apple stieg im dritten Quartal um vier Prozent.")
    assert ("ORG", "Apple", "public") in found
    # A full name of the lists stays a person's, whatever a detector read.
    assert all(kind == "PER" for kind, text, _ in annotated("Im Radio lief Tina Turner.") if text == "Tina Turner")
