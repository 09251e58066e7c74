"""Input that an earlier anonymisation already touched: the published DOCC 2.1 chat of
../shared (placeholders of its own, participant placeholders in the header, its <name>/<ref>
markup around them) through ``teianon run``, in both modes, and the DOCC-style sample."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import SAMPLES, shared_path
from lxml import etree

from teianon.cli import main
from teianon.read.tei import NS
from teianon.read.xmlio import parse_file

NUMBERED = re.compile(r"\[_([A-Z][A-Z_-]*?)-([0-9]+)_\]")
ANY = re.compile(r"\[_[A-Z0-9_-]*_\]")
# The long forms of DOCC 2.1, Table 1 of seed 003, and the room placeholder the published files use.
CATEGORY = {"PERSONNAME": "PER", "NICKNAME": "NICK", "ORGANISATIONNAME": "ORG", "LOCATIONNAME": "LOC",
            "GEOPOLITICALENTITYNAME": "GPE", "GEODERIVATIONNAME": "GEO_DE", "OTHERNAME": "OTH",
            "CHATROOMNAME": "ROOM", "ROOMNAME": "ROOM", "WWWURL": "URL", "EMAIL": "EMAIL", "NUMBER": "NUMBER",
            "IMPLICIT": "IMPLICIT", "CITATION": "CITATION"}


def _run(source: Path, tmp_path: Path, *options: str) -> tuple[etree._ElementTree, etree._ElementTree]:
    """``teianon run`` on a copy of ``source``: the annotated file (what anonymise read) and the output."""
    (tmp_path / "in").mkdir()
    shutil.copy(source, tmp_path / "in" / source.name)
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q",
                                       "--annotated", str(tmp_path / "review"), "--date", "2026-11-22", *options])
    assert result.exit_code == 0, result.output
    return parse_file(tmp_path / "review" / source.name), parse_file(tmp_path / "out" / source.name)


def _text(tree: etree._ElementTree) -> str:
    """Character data and attribute values: every place a placeholder can stand."""
    root = tree.getroot()
    return "\n".join(["".join(root.itertext())] + [v for e in root.iter() if isinstance(e.tag, str) for v in e.attrib.values()])


def _earlier(tree: etree._ElementTree) -> list[bytes]:
    """The corpus's own annotations (not teianon's) that hold one of its placeholders, as they are."""
    return [etree.tostring(e, method="c14n") for e in tree.getroot().xpath(
        "//tei:text//*[self::tei:name or self::tei:ref][not(@resp = '#teianon')]", namespaces=NS)
            if ANY.search("".join(e.itertext()))]


def _highest(text: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for long, number in NUMBERED.findall(text):
        category = CATEGORY.get(long)
        if category:
            found[category] = max(found.get(category, 0), int(number))
    return found


@pytest.fixture(scope="module")
def docc() -> Path:
    return shared_path("data", "tei-cmc", "docc_irc_2213001.xml")


def _check_earlier_anonymisation_kept(before: etree._ElementTree, after: etree._ElementTree) -> None:
    earlier = _earlier(before)
    # The file has multi-token references of its own ("Der [_MALE-PARTICIPANT-A11_]", addressing
    # terms with a status in brackets): they must keep every token.
    assert any(e.count(b"<w ") > 1 for e in earlier)
    assert _earlier(after) == earlier
    # No earlier placeholder is replaced, renumbered or pseudonymised: each is still there, as often.
    was, now = Counter(ANY.findall(_text(before))), Counter(ANY.findall(_text(after)))
    assert [p for p, n in was.items() if now[p] < n] == []


def _with_a_home_town(docc: Path, tmp_path: Path) -> Path:
    """A copy of the file in which a participant says where someone lives ("… wohnt in Asbach"
    for "… ne Schüssel Asbach"): its coders anonymised the file completely, so that teianon
    finds nothing new in it as published, and the numbering needs something new to continue."""
    tree = parse_file(docc)
    for token, (word, pos) in {"m77.t6": ("wohnt", "VVFIN"), "m77.t7": ("in", "APPR")}.items():
        (w,) = tree.getroot().xpath(f"//tei:w[@xml:id = 'f2213001.{token}']", namespaces=NS)
        w.text = word
        w.set("pos", pos)
        w.attrib.pop("lemma", None)
    copy = tmp_path / "source" / docc.name
    copy.parent.mkdir()
    tree.write(str(copy), encoding="utf-8", xml_declaration=True)
    return copy


def test_new_placeholders_continue_the_numbering_of_the_docc_file(docc: Path, tmp_path: Path):
    before, after = _run(_with_a_home_town(docc, tmp_path), tmp_path)
    _check_earlier_anonymisation_kept(before, after)
    highest = _highest(_text(before))
    assert highest["OTH"] >= 20 and highest["URL"] >= 8
    new = Counter((CATEGORY[long], int(n)) for long, n in NUMBERED.findall(_text(after)) if long in CATEGORY)
    new -= Counter((CATEGORY[long], int(n)) for long, n in NUMBERED.findall(_text(before)) if long in CATEGORY)
    assert new, "the run replaced nothing new"
    # Every number that came with this run is above all numbers of its category in the input.
    assert [(c, n) for c, n in new if n <= highest.get(c, 0)] == []
    # The new references of each category start right after the highest earlier one (the file
    # has dozens of OTH; what this run adds depends on the detectors, which propose ever less in
    # a file its coders anonymised completely).
    for category in {c for c, _ in new}:
        assert min(n for c, n in new if c == category) == highest.get(category, 0) + 1, category


def test_pseudonym_mode_leaves_the_earlier_anonymisation_alone(docc: Path, tmp_path: Path):
    key = tmp_path / "secret" / "key.json"
    key.parent.mkdir()
    before, after = _run(docc, tmp_path, "--mode", "pseudonym", "--key", str(key), "--salt", "s")
    _check_earlier_anonymisation_kept(before, after)
    assert after.getroot().xpath("//tei:change[@type = 'pseudonymisation']", namespaces=NS)


def test_the_docc_style_sample_is_anonymised_through_its_own_markup(tmp_path: Path):
    # The sample has DOCC 2.1 markup but no placeholders yet: its annotations are replaced, in place.
    before, after = _run(SAMPLES / "corpus-docc21.xml", tmp_path)
    (name,) = after.getroot().xpath("//tei:post[@id = 'd1.m1']/tei:name[@type = 'NICK']", namespaces=NS)
    assert (name.get("corresp"), [w.get("id") for w in name], name[0].text) == (
        "#d1.A02", ["d1.m1.t2"], "[_FEMALE-PARTICIPANT-A02_]")
    assert "Mausi_22" not in etree.tostring(after, encoding="unicode")
