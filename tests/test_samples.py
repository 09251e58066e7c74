"""The shipped samples against their hand-written expectations, and the preservation property:
apart from the references it replaces, teianon leaves every node of a document as it was."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from conftest import (
    EXPECTED,
    SAMPLE_FILES,
    T,
    annotated,
    canonical,
    post_text,
    read_tsv,
    shared_path,
    text_of,
    unannotate,
)
from lxml import etree

from teianon.annotate.strip import strip_annotations, unwrap
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import NS, element_id
from teianon.read.xmlio import parse_file, serialize
from teianon.replace.xslt import replacement_counts, transform

IDS = [p.stem for p in SAMPLE_FILES]


def _post_id(element: etree._Element) -> str:
    """The post holding an annotation; outside posts the element holding it (``header:title``)."""
    post = next((a for a in element.iterancestors() if a.tag in (f"{T}post", f"{T}posting")), None)
    if post is not None:
        return element_id(post)
    part = "header" if any(a.tag == f"{T}teiHeader" for a in element.iterancestors()) else "text"
    return f"{part}:{etree.QName(element.getparent()).localname}"


def _teianon_annotations(tree: etree._ElementTree) -> list[tuple[str, ...]]:
    rows = []
    for element in tree.getroot().iter(f"{T}name", f"{T}ref"):
        if element.get("resp") == "#teianon":
            rows.append((_post_id(element), element.get("type"), element.get("corresp") or "-", text_of(element)))
    return rows


def test_every_sample_has_expectations():
    assert SAMPLE_FILES, "no samples shipped"
    for sample in SAMPLE_FILES:
        assert (EXPECTED / f"{sample.stem}.annotations.tsv").is_file()
        assert (EXPECTED / f"{sample.stem}.posts.tsv").is_file()


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_annotations_match_hand_checked_expectations(sample: Path):
    expected = read_tsv(EXPECTED / f"{sample.stem}.annotations.tsv")
    found = _teianon_annotations(annotated(sample))
    assert sorted(found) == sorted(expected)


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_anonymised_posts_match_hand_checked_expectations(sample: Path):
    tree = transform(annotated(sample), str(sample), "2026-11-22")
    posts = {element_id(p): post_text(p) for p in tree.getroot().iter(f"{T}post")}
    for post_id, text in read_tsv(EXPECTED / f"{sample.stem}.posts.tsv"):
        assert posts[post_id] == text, post_id


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_annotate_loses_nothing(sample: Path):
    original = parse_file(sample)
    result = annotated(sample)
    assert canonical(unannotate(result)) == canonical(original)


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_annotate_twice_adds_nothing(sample: Path):
    once = annotated(sample)
    twice = copy.deepcopy(once)
    counts = annotate_tree(twice, str(sample), Settings())
    assert sum(counts.values()) == 0
    assert canonical(twice) == canonical(once)


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_unchanged_sample_serialises_byte_for_byte(sample: Path):
    assert serialize(parse_file(sample)) == sample.read_bytes()


# --- anonymise: everything outside the references is kept ---------------------------------------

_UNREPLACED_ROLES = ("celebrity", "system")
_REFERENCE_TYPES = {
    t.lower() for t in ["PER", "NICK", "nickname", "ORG", "LOC", "GPE", "GEO_DE", "OTH", "ROOM", "URL", "EMAIL", "NUMBER", "IMPLICIT", "CITATION"]
}


def _roles(tree: etree._ElementTree) -> dict[str, str]:
    return {element_id(p): (p.get("role") or "participant") for p in tree.getroot().iter(f"{T}person")}


def _is_reference(element: etree._Element, roles: dict[str, str]) -> bool:
    corresp = (element.get("corresp") or "").lstrip("#")
    if roles.get(corresp) in _UNREPLACED_ROLES:
        return False
    kind = (element.get("type") or "").lower()
    return kind in _REFERENCE_TYPES or kind == "addressingterm"


PERSON_FIELDS = ("residence", "birth", "death", "affiliation", "idno", "email", "address", "ptr", "ref")


def _blank_references(tree: etree._ElementTree, roles: dict[str, str], redirects: dict[str, str]) -> etree._ElementTree:
    """Empty every reference and participant name; apply the expected pointer redirections."""
    tree = copy.deepcopy(tree)
    root = tree.getroot()
    for element in list(root.iter(f"{T}name", f"{T}ref", f"{T}persName")):
        if element.tag == f"{T}persName":
            person = next(element.iterancestors(f"{T}person"), None)
            if person is None or (person.get("role") or "") in _UNREPLACED_ROLES:
                continue
        elif not _is_reference(element, roles):
            continue
        if any(_is_reference(a, roles) for a in element.iterancestors(f"{T}name", f"{T}ref")):
            continue
        element.text = None
        for child in list(element):
            element.remove(child)
        # A URL or authority key in an attribute would repeat what the reference hides.
        if element.tag != f"{T}persName":
            for name in ("target", "key"):
                if not (element.get(name) or "#").strip().startswith("#"):
                    del element.attrib[name]
    # A participant's contact and life data become placeholders as a whole (policy.xsl).
    for element in list(root.iter(*(f"{T}{n}" for n in PERSON_FIELDS))):
        person = next((a for a in element.iterancestors(f"{T}person", f"{T}personGrp")), None)
        if (person is None or (person.get("role") or "") in _UNREPLACED_ROLES or _is_reference(element, roles)
                or not any(a.tag in (f"{T}particDesc", f"{T}listPerson") for a in person.iterancestors())):
            continue
        element.text = None
        for child in list(element):
            element.remove(child)
        for name in ("when", "notBefore", "notAfter", "from", "to", "target"):
            if name in element.attrib:
                element.set(name, "-")
    # A link that leaves the file, in the body, becomes the URL placeholder (hidden.xsl).
    for element in root.iter():
        in_body = any(a.tag == f"{T}text" for a in element.iterancestors())
        for name in ("target", "url", "source", "facs", "ref"):
            value = (element.get(name) or "#").strip()
            if in_body and (value.startswith(("/", "www.", "%5B_")) or ":" in value.split("/")[0]):
                element.set(name, "-")
    for element in root.iter():
        for name, value in element.attrib.items():
            if "#" in value:
                element.set(name, " ".join(
                    "#" + redirects.get(v[1:], v[1:]) if v.startswith("#") else v for v in value.split()))
    for change in root.xpath("//tei:revisionDesc/tei:change[@type='anonymisation']", namespaces=NS):
        revision = change.getparent()
        revision.remove(change)
        if len(revision) == 0 and revision.tag == f"{T}revisionDesc":
            revision.getparent().remove(revision)
    return tree


def _redirects(tree: etree._ElementTree, roles: dict[str, str]) -> dict[str, str]:
    found = {}
    for element in tree.getroot().iter(f"{T}name", f"{T}ref"):
        if not _is_reference(element, roles) or (element.get("type") or "").lower() == "addressingterm":
            continue
        ids = [element_id(w) for w in element.iter(f"{T}w")]
        for removed in ids[1:]:
            found[removed] = ids[0]
    return found


@pytest.mark.parametrize("markup", ["docc", "guidelines"])
@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_anonymise_changes_nothing_but_references(sample: Path, markup: str):
    before = annotated(sample)
    after = transform(before, str(sample), "2026-11-22", markup=markup)
    roles = _roles(before)
    redirects = _redirects(before, roles)
    assert canonical(_blank_references(after, roles, {})) == canonical(_blank_references(before, roles, redirects))


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_no_pointer_to_a_removed_token(sample: Path):
    after = transform(annotated(sample), str(sample), "2026-11-22")
    ids = {element_id(e) for e in after.getroot().iter() if isinstance(e.tag, str) and element_id(e)}
    for element in after.getroot().iter():
        if not isinstance(element.tag, str):
            continue
        for name, value in element.attrib.items():
            for token in value.split():
                if token.startswith("#") and name in ("target", "corresp", "who", "synch", "resp", "replyTo"):
                    assert token[1:] in ids, f"{name}={value} on {element.tag}"


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_change_record_counts_what_was_replaced(sample: Path):
    before = annotated(sample)
    after = transform(before, str(sample), "2026-11-22")
    roles = _roles(before)
    expected: dict[str, int] = {}
    for element in before.getroot().iter(f"{T}name", f"{T}ref"):
        if not _is_reference(element, roles):
            continue
        kind = element.get("type").upper()
        if kind == "ADDRESSINGTERM":
            # An addressing term counts as one NICK: through the name inside it, or itself.
            if any(_is_reference(n, roles) for n in element.iter(f"{T}name")):
                continue
            kind = "NICK"
        outer = [a for a in element.iterancestors(f"{T}name", f"{T}ref")
                 if _is_reference(a, roles) and a.get("type").lower() != "addressingterm"]
        if outer:
            continue
        key = "NICK" if kind == "NICKNAME" else kind
        expected[key] = expected.get(key, 0) + 1
    assert dict(replacement_counts(after)) == expected
    for change in after.getroot().iter(f"{T}change"):
        assert change.get("when") == "2026-11-22"


# --- real TEI-CMC documents (from ../shared) -----------------------------------------------------

REAL = ["docc_irc_2213001.xml", "whatsapp_mocoda1.xml", "twitter_tweets.xml", "wikitalk_astronomical_object.xml"]


@pytest.mark.parametrize("name", REAL)
def test_real_tei_cmc_documents_lose_nothing(name: str):
    path = shared_path("data", "tei-cmc", name)
    original = parse_file(path)
    result = annotated(path)
    assert canonical(unannotate(result)) == canonical(original)
    after = transform(result, str(path), "2026-11-22")
    roles = _roles(result)
    assert canonical(_blank_references(after, roles, {})) == canonical(
        _blank_references(_header_marks_left_out(result), roles, _redirects(result, roles)))


def _header_marks_left_out(tree: etree._ElementTree) -> etree._ElementTree:
    """The review copy with teianon's marks of public names in the header taken out, as the
    output's header is written (DESIGN "What stays": the header as the corpus wrote it)."""
    tree = copy.deepcopy(tree)
    for element in list(tree.getroot().iterfind(f".//{T}teiHeader//{T}name[@subtype='public'][@resp='#teianon']")):
        unwrap(element)
    return tree


def test_real_wikitalk_user_names_are_found():
    path = shared_path("data", "tei-cmc", "wikitalk_astronomical_object.xml")
    found = _teianon_annotations(annotated(path))
    texts = {row[3] for row in found}
    assert "Penyulap" in texts and "RJH" in texts


@pytest.mark.parametrize("name", REAL)
def test_strip_of_our_annotations_gives_back_the_original_text(name: str):
    """strip --only-teianon on an annotated real document: its <text> is the input's again."""
    path = shared_path("data", "tei-cmc", name)
    original = parse_file(path)
    result = annotated(path)
    assert strip_annotations(result.getroot(), only_teianon=True) > 0
    body = ".//{http://www.tei-c.org/ns/1.0}text"
    # A copy stands on its own, with the namespace declarations C14N needs.
    assert canonical(copy.deepcopy(result.getroot().find(body))) == canonical(copy.deepcopy(original.getroot().find(body)))
