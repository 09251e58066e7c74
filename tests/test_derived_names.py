"""An adjective derived from a private person's surname the document replaces (``die
Kettelhacksche Wiese``, ``Kettelhack'schen``, ``Kettelhackische``) is a repeat of the name: the
name inside it is replaced, its ending stays, with the name's placeholder number or surrogate; in
a tokenised post its ``<w>``'s ``@lemma`` and ``@norm`` keep no name. A public name's adjective
stays as the name does (teianon.annotate.derived; issue 39). Names made up here."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree
from tei_places_helpers import run

TEI = "{http://www.tei-c.org/ns/1.0}"
HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
<publicationStmt><p>intern</p></publicationStmt><sourceDesc><p>erfunden</p></sourceDesc></fileDesc>
</teiHeader><text><body><div>"""
TAIL = "</div></body></text></TEI>"


def _run(tmp_path: Path, posts: str, mode: str) -> etree._Element:
    output, _ = run(tmp_path, HEAD + posts + TAIL, pseudonyms=mode == "pseudonym")
    return etree.fromstring(output.encode("utf-8"))


def _posts(root: etree._Element) -> list[str]:
    return ["".join(p.itertext()) for p in root.iter(f"{TEI}post")]


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_an_adjective_of_a_private_surname_keeps_its_ending(tmp_path: Path, mode: str) -> None:
    posts = (
        '<post xml:id="p1"><p>Gestern hat Herr Wendelin Ostermöller angerufen.</p></post>'
        '<post xml:id="p2"><p>Die Ostermöllersche Wiese ist nass.</p></post>'
        '<post xml:id="p3"><p>Die Ostermöller\'schen Kühe und die Ostermöllerische Sippe.</p></post>'
    )
    texts = _posts(_run(tmp_path, posts, mode))
    assert not any("stermöller" in t for t in texts), texts
    first, second = texts[1].split()[1], texts[2].split()[1]
    assert texts[1].endswith("sche Wiese ist nass.") and first.endswith("sche")
    assert second.endswith("'schen") and texts[2].split()[5].endswith("ische")
    # One name, one placeholder or surrogate, the ending after it.
    assert first[: -len("sche")] == second[: -len("'schen")] == texts[2].split()[5][: -len("ische")]
    if mode == "placeholder":
        assert first == "[_PERSONNAME-2_]sche"


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_tokenised_adjective_and_its_attributes(tmp_path: Path, mode: str) -> None:
    posts = (
        '<post xml:id="q1"><w lemma="Herr" pos="NN">Herr</w> <w lemma="Rotger" pos="NE">Rotger</w> '
        '<w lemma="Hülsmeyer" pos="NE">Hülsmeyer</w> <w lemma="kommen" pos="VVFIN">kommt</w></post>'
        '<post xml:id="q2"><w lemma="die" pos="ART">die</w> <w xml:id="a1" lemma="Hülsmeyer" norm="Hülsmeyersche" '
        'orig="Hülsmeyer\'sche" pos="ADJA">Hülsmeyersche</w> <w lemma="Scheune" pos="NN">Scheune</w></post>'
    )
    root = _run(tmp_path, posts, mode)
    token = next(w for w in root.iter(f"{TEI}w") if w.get("{http://www.w3.org/XML/1998/namespace}id") == "a1")
    written = etree.tostring(token, encoding="unicode")
    assert "Hülsmeyer" not in written, written
    assert "".join(token.itertext()).endswith("sche")
    assert all("Hülsmeyer" not in (token.get(a) or "") for a in ("lemma", "norm", "orig"))


def test_words_ending_in_sche_and_public_names_stay(tmp_path: Path) -> None:
    posts = (
        '<post xml:id="p1"><p>Frau Gesa Bayer aus dem Nachbarhaus hat angerufen.</p></post>'
        '<post xml:id="p2"><p>Die Bayerische Staatsregierung und die Deutsche Bahn, meine Tasche.</p></post>'
        '<post xml:id="p3"><p>Die Bismarcksche Politik war anders, sagt Bismarck selbst.</p></post>'
    )
    texts = _posts(_run(tmp_path, posts, "placeholder"))
    assert "Bayer" not in texts[0]
    # Bavaria's adjective is no repeat of Frau Bayer (a place's derivation is another matter).
    assert "PERSONNAME" not in texts[1] and texts[1].endswith(" Staatsregierung und die Deutsche Bahn, meine Tasche.")
    assert texts[2] == "Die Bismarcksche Politik war anders, sagt Bismarck selbst."


def test_the_adjective_of_a_surname_ending_in_s_keeps_its_ending(tmp_path: Path) -> None:
    # Harms + sche is written Harmssche or, as often, Harmsche: both the person's
    posts = (
        '<post xml:id="p1"><p>Herr Okko Dirksmanns wohnt hinten am Deich.</p></post>'
        '<post xml:id="p2"><p>Die Dirksmannsche Wiese steht unter Wasser.</p></post>'
    )
    texts = _posts(_run(tmp_path, posts, "placeholder"))
    assert "Dirksmann" not in texts[1]
    assert texts[1].startswith("Die [_PERSONNAME-") and "che Wiese" in texts[1]
