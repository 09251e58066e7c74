"""--markup guidelines: replaced references as the TEI Guidelines' CMC chapter recommends,
<gap reason="anonymization"/><supplied reason="anonymization">[_…_]</supplied> (pseudonymization
for surrogates); validated, audited, stripped, evaluated and reviewed like the default form."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import shared_path
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def run(*args: str):
    result = CliRunner().invoke(main, [*args])
    assert result.exit_code == 0, result.output
    return result


@pytest.fixture(scope="module")
def outputs(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("guidelines")
    run("run", str(SAMPLES), "-o", str(tmp / "out"), "--annotated", str(tmp / "review"), "--markup", "guidelines",
        "--date", "2026-01-01", "-q")
    run("run", str(SAMPLES), "-o", str(tmp / "pseudo"), "--markup", "guidelines", "--mode", "pseudonym",
        "--key", str(tmp / "key.json"), "--salt", "s", "--date", "2026-01-01", "-q")
    return tmp


def test_tokens_and_names_hold_gap_and_supplied(outputs):
    chat = etree.parse(str(outputs / "out" / "chat-de-tokenised.xml")).getroot()
    replaced = [w for w in chat.iter(f"{T}w") if w.find(f"{T}supplied") is not None]
    assert replaced
    for w in replaced:
        gap, supplied = w.find(f"{T}gap"), w.find(f"{T}supplied")
        assert gap.get("reason") == "anonymization" and supplied.get("reason") == "anonymization"
        assert supplied.text.startswith("[_") and supplied.text.endswith("_]")
        # the original text is gone; only an addressing marker stays beside the gap ("@")
        assert (w.text or "").strip() in ("", "@")
    forum = etree.parse(str(outputs / "out" / "forum-de.xml")).getroot()
    name = next(n for n in forum.iter(f"{T}name") if n.find(f"{T}supplied") is not None)
    assert [c.tag for c in name] == [f"{T}gap", f"{T}supplied"] and not (name.text or "").strip()


def test_surrogates_are_marked_as_pseudonymization(outputs):
    forum = etree.parse(str(outputs / "pseudo" / "forum-de.xml")).getroot()
    reasons = {s.get("reason") for s in forum.iter(f"{T}supplied")}
    assert "pseudonymization" in reasons


def test_validated_audited_stripped_and_reviewed_like_the_default(outputs, tmp_path):
    run("validate", str(outputs / "out"))  # teianon's RELAX NG and Schematron
    run("audit", str(outputs / "review"), str(outputs / "out"))
    run("strip", str(outputs / "out"), "-o", str(tmp_path / "stripped"), "-q")
    stripped = (tmp_path / "stripped" / "forum-de.xml").read_text(encoding="utf-8")
    assert "<supplied reason=\"anonymization\">[_" in stripped  # the placeholders stay, the annotations go
    result = run("review", str(outputs / "out"), "-o", str(tmp_path / "r.html"))
    assert "proposal(s) in 4 file(s)" in result.output
    result = run("evaluate", str(outputs / "out"), str(outputs / "out"))
    assert "overall     1.000  1.000" in result.output


def test_valid_against_tei_all(outputs, tmp_path):
    schema = shared_path("data", "tei", "tei_all_4.12.0.rng")
    folder = tmp_path / "tei"
    folder.mkdir()
    # corpus-docc21 keeps the DOCC's own @id attributes, which tei_all refuses in either form.
    for name in ("chat-de-tokenised.xml", "chat-en-untokenised.xml", "forum-de.xml"):
        (folder / name).write_bytes((outputs / "out" / name).read_bytes())
        (folder / f"pseudo-{name}").write_bytes((outputs / "pseudo" / name).read_bytes())
    run("validate", str(folder), "--schema", str(schema))
