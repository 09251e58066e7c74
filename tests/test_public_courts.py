"""A court's seat in published decisions (issue 38): by default its town is replaced and its
kind stays, also where the court is written short (``AG``, ``OLG``); the policy ``[public]
courts = "keep"`` keeps the whole name as public, unless a workplace or home stands before it.
Invented sentences; the towns are real, as the detector needs towns of its tables."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree
from test_formal_places import replaced

from teianon.cli import main
from teianon.config import detection_config
from teianon.errors import InputError
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, tei


def _kept_courts(text: str) -> list[tuple[str, str | None, str | None]]:
    """(text, subtype, ana) of every name in the post, annotated with courts kept."""
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})
    desc = etree.SubElement(etree.SubElement(root, tei("teiHeader")), tei("fileDesc"))
    for part in ("titleStmt", "publicationStmt", "sourceDesc"):
        child = etree.SubElement(etree.SubElement(desc, tei(part)), tei("title" if part == "titleStmt" else "p"))
        child.text = "t"
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, tei("text")), tei("body")), tei("div"))
    etree.SubElement(div, tei("post"), {XML_ID: "p1"}).text = text
    tree = etree.ElementTree(root)
    annotate_tree(tree, "t", Settings(courts_kept=True))
    return [("".join(e.itertext()), e.get("subtype"), e.get("ana")) for e in root.iter(tei("name"))]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Das AG Kleve hat die Klage mit Urteil vom 3. März abgewiesen.", "Kleve"),
        ("Auf die Berufung hat das LG Hamburg das Urteil aufgehoben.", "Hamburg"),
        ("Das OLG Celle verweist auf seine ständige Rechtsprechung.", "Celle"),
        ("Die Beschwerde ging an das VG Minden.", "Minden"),
        ("Die Anklage erhob die StA Bochum im Mai.", "Bochum"),
    ],
)
def test_a_courts_short_form_keeps_its_kind_and_loses_its_town_by_default(text: str, town: str) -> None:
    assert replaced(text) == [("GPE", town)]


@pytest.mark.parametrize(
    "text",
    [
        "Die Siemens AG Berlin hat die Teile geliefert.",  # a firm's legal form after its name
        "Die VG Wort schüttet im Juli aus.",  # no town after it
        "Das LG Display ist hell.",
    ],
)
def test_a_short_form_after_a_name_or_before_no_town_is_no_court(text: str) -> None:
    assert not any(t in ("Berlin", "Wort", "Display") for _, t in replaced(text))


@pytest.mark.parametrize(
    ("text", "court"),
    [
        ("Das AG Kleve hat die Klage mit Urteil vom 3. März abgewiesen.", "AG Kleve"),
        ("Auf die Berufung hat das LG Hamburg das Urteil aufgehoben.", "LG Hamburg"),
        ("Das Amtsgericht Gütersloh hat den Antrag zurückgewiesen.", "Amtsgericht Gütersloh"),
        ("Der Kläger legte gegen den Bescheid des Finanzamts Soest Einspruch ein.", "Finanzamts Soest"),
        ("The Wigan Magistrates' Court fined the company.", "Wigan Magistrates' Court"),
        ("The appeal was heard by the County Court at Stockport.", "County Court at Stockport"),
    ],
)
def test_with_courts_kept_the_court_stays_whole_as_public(text: str, court: str) -> None:
    assert _kept_courts(text) == [(court, "public", "teianon:public.court")]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Ich arbeite seit Mai beim Amtsgericht Kleve.", "Kleve"),
        ("She works at the Wigan Magistrates' Court now.", "Wigan"),
    ],
)
def test_with_courts_kept_a_workplace_before_the_court_still_replaces_its_town(text: str, town: str) -> None:
    names = _kept_courts(text)
    assert (town, None, "teianon:institution.public-body") in names
    assert not any(subtype == "public" for _, subtype, _ in names)


def test_the_policy_switch_is_read_checked_and_recorded(tmp_path: Path) -> None:
    assert detection_config({"public": {"courts": "keep"}}, tmp_path / "p.toml").courts == "keep"
    assert detection_config({}, tmp_path / "p.toml").courts is None
    for bad in ({"public": {"courts": "maybe"}}, {"public": {"court": "keep"}}, {"public": "keep"}):
        with pytest.raises(InputError, match=r"\[public\]"):
            detection_config(bad, tmp_path / "p.toml")
    (tmp_path / "policy.toml").write_text('[public]\ncourts = "keep"\n', encoding="utf-8")
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "j.xml").write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title>'
        "</titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc>"
        '</fileDesc></teiHeader><text><body><post xml:id="p1"><p>Das AG Kleve hat die Klage abgewiesen.'
        "</p></post></body></text></TEI>",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in" / "j.xml"), "-o", str(out), "-q", "--policy", str(tmp_path / "policy.toml")]
    )
    assert result.exit_code == 0, result.output
    written = (out / "j.xml").read_text(encoding="utf-8")
    assert ">AG Kleve</name>" in written
    assert '<item n="courts">kept</item>' in written
    # A mistake is one line naming the file, and nothing is written.
    (tmp_path / "bad.toml").write_text('[public]\ncourts = "yes"\n', encoding="utf-8")
    source, bad = str(tmp_path / "in" / "j.xml"), str(tmp_path / "bad.toml")
    result = CliRunner().invoke(main, ["run", source, "-o", str(tmp_path / "o2"), "--policy", bad])
    assert result.exit_code != 0
    assert "bad.toml" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "o2" / "j.xml").exists()


@pytest.mark.parametrize(
    ("text", "town"),
    [
        # A job at the court, the writer's own case or home, a home in the town: private evidence.
        ("Mein Schwager ist Richter am Amtsgericht Ibbenbüren.", "Ibbenbüren"),
        ("Sie ist Rechtspflegerin beim Amtsgericht Lingen.", "Lingen"),
        ("Am Montag habe ich einen Termin beim Amtsgericht Meppen, es geht um unser Haus.", "Meppen"),
        ("Wir wohnen direkt hinter dem Landgericht Paderborn.", "Paderborn"),
        ("My hearing at Bolton Magistrates' Court is next week.", "Bolton"),
        ("He sits as a magistrate at Wigan Magistrates' Court.", "Wigan"),
        ("Bei uns in Warendorf gibt es nur das Amtsgericht Warendorf.", "Warendorf"),
    ],
)
def test_with_courts_kept_private_evidence_around_the_court_replaces_its_town(text: str, town: str) -> None:
    names = _kept_courts(text)
    assert not any(subtype == "public" for _, subtype, _ in names), names
    assert any(t == town for t, _, _ in names), names


def test_with_courts_kept_a_home_elsewhere_in_the_document_replaces_the_courts_town() -> None:
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})
    desc = etree.SubElement(etree.SubElement(root, tei("teiHeader")), tei("fileDesc"))
    for part in ("titleStmt", "publicationStmt", "sourceDesc"):
        child = etree.SubElement(etree.SubElement(desc, tei(part)), tei("title" if part == "titleStmt" else "p"))
        child.text = "t"
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, tei("text")), tei("body")), tei("div"))
    etree.SubElement(div, tei("post"), {XML_ID: "p1"}).text = "Der Beklagte lebt seit 2019 in Greven."
    etree.SubElement(div, tei("post"), {XML_ID: "p2"}).text = "Das Amtsgericht Greven hat die Klage abgewiesen."
    annotate_tree(etree.ElementTree(root), "t", Settings(courts_kept=True))
    post = [p for p in root.iter(tei("post")) if p.get(XML_ID) == "p2"][0]
    assert [("".join(e.itertext()), e.get("subtype")) for e in post.iter(tei("name"))] == [("Greven", None)]


@pytest.mark.parametrize(
    "text",
    [
        # A judgment's third person keeps the court public.
        "Der Kläger legte gegen das Urteil des Amtsgerichts Warendorf Berufung ein.",
        "The defendant appeared before Bolton Magistrates' Court on 3 May.",
    ],
)
def test_with_courts_kept_a_judgments_court_stays_public(text: str) -> None:
    assert any(subtype == "public" for _, subtype, _ in _kept_courts(text))
