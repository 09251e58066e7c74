"""A reference inside an element whose TEI content model admits text but no ``<name>`` or
``<ref>`` (``code``, ``formula``, ``geo``, ``postCode``, ``idno``, ``binaryObject``, …): the
output holds its placeholder or surrogate as the element's text, in place, so that the file stays
valid TEI (a corpus's ``<geo>`` mapped to NUMBER, a name repeated inside ``<code>``). The lists
in the post-processor follow the shipped tei_all.rng. Strings of our own, German and English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.read.own_words import ADMITS_NO_NAME
from teianon.read.tei import local_name

_ROOT = Path(__file__).resolve().parent.parent
_RNG = "{http://relaxng.org/ns/structure/1.0}"
_TEI = "{http://www.tei-c.org/ns/1.0}"
# Tokens: the collapse of tokens handles a reference around or inside them.
_TOKENS = {"w", "m", "c", "pc"}


def _content(schema: etree._ElementTree) -> dict[str, tuple[set[str], bool]]:
    """Element name -> (the element names its content admits, whether it admits text)."""
    defines: dict[str, list[etree._Element]] = {}
    for define in schema.getroot().iter(f"{_RNG}define"):
        defines.setdefault(define.get("name", ""), []).append(define)
    found: dict[str, tuple[set[str], bool]] = {}
    for element in schema.getroot().iter(f"{_RNG}element"):
        name = element.get("name")
        if not name:
            continue
        names, text = found.get(name, (set(), False))
        seen: set[str] = set()
        stack = list(element)
        while stack:
            node = stack.pop()
            tag = node.tag
            if not isinstance(tag, str) or tag == f"{_RNG}attribute":
                continue
            if tag == f"{_RNG}element":
                names.add(node.get("name") or "*")
            elif tag in (f"{_RNG}text", f"{_RNG}data", f"{_RNG}value"):
                text = True
            elif tag == f"{_RNG}ref":
                ref = node.get("name", "")
                if ref not in seen:
                    seen.add(ref)
                    for define in defines.get(ref, []):
                        stack.extend(define)
            else:
                stack.extend(node)
        found[name] = (names, text)
    return found


def _stylesheet_list(name: str) -> set[str]:
    text = (_ROOT / "xslt" / "modules" / "references.xsl").read_text(encoding="utf-8")
    match = re.search(rf'name="teianon:{name}" as="xs:string\*" select="\s*\((.*?)\)"', text, re.S)
    assert match, name
    return set(re.findall(r"'([A-Za-z]+)'", match.group(1)))


def test_the_post_processors_lists_follow_the_tei_schema() -> None:
    content = _content(etree.parse(str(_ROOT / "schemas" / "tei_all.rng")))
    no_name = {n for n, (names, text) in content.items() if text and not names & {"name", "*"}} - _TOKENS
    no_ref = {n for n, (names, text) in content.items() if text and not names & {"ref", "*"}} - _TOKENS
    assert _stylesheet_list("admits-no-name") == no_name
    # The second list is the first without series (which admits a ref) and with msName.
    assert (_stylesheet_list("admits-no-name") - {"series"}) | {"msName"} == no_ref


_SOURCE = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>{prose} <code lang="sh">login {lower}</code></p></sourceDesc>
</fileDesc></teiHeader><text><body><div>
<p>{prose}</p>
<p>{word}: <formula notation="none">{surname} + 2</formula>, <geo>51.4 7.2</geo>, <postCode>{postcode}</postCode>,
<idno type="internal">{surname}-17</idno>.</p>
</div></body></text></TEI>
"""
_CASES = [
    ("de", "Gestern rief Frau Waltraut Ossenbrink an.", "Ossenbrink", "ossenbrink", "Die Rechnung", "33602"),
    ("en", "Yesterday Mrs Cordelia Fenwright called.", "Fenwright", "fenwright", "The sum", "60614"),
]


@pytest.mark.parametrize(("lang", "prose", "surname", "lower", "word", "postcode"), _CASES)
@pytest.mark.parametrize("pseudonym", [False, True])
def test_a_reference_in_an_element_without_markup_is_replaced_in_place(
    tmp_path: Path, lang: str, prose: str, surname: str, lower: str, word: str, postcode: str, pseudonym: bool
) -> None:
    source = tmp_path / "in" / "letter.xml"
    source.parent.mkdir()
    source.write_text(
        _SOURCE.format(lang=lang, prose=prose, surname=surname, lower=lower, word=word, postcode=postcode),
        encoding="utf-8",
    )
    out = tmp_path / "out"
    mode = ["--mode", "pseudonym", "--key", str(tmp_path / "key.json"), "--salt", "s"] if pseudonym else []
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(out), "-q", *mode])
    assert result.exit_code == 0, result.output
    written = (out / "letter.xml").read_text(encoding="utf-8")
    assert surname.casefold() not in written.casefold() and postcode not in written and "51.4 7.2" not in written
    root = etree.fromstring(written.encode("utf-8"))
    for local in ("code", "formula", "geo", "postCode", "idno"):
        (element,) = root.iter(f"{_TEI}{local}")
        assert len(element) == 0, etree.tostring(element)  # no <name>, no <ref> inside
        assert (element.text or "").strip()
    # The element's attributes and the words around it stay.
    (code,) = root.iter(f"{_TEI}code")
    assert code.get("lang") == "sh" and code.text.startswith("login ")
    (formula,) = root.iter(f"{_TEI}formula")
    assert formula.text.endswith(" + 2") and f"{word}: <formula" in written
    (idno,) = root.iter(f"{_TEI}idno")
    assert idno.text.endswith("-17") and idno.get("type") == "internal"


def test_the_readers_list_is_the_post_processors() -> None:
    assert {local_name(tag) for tag in ADMITS_NO_NAME} == _stylesheet_list("admits-no-name")


_STANDING = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>
<text><body><div><p>{prose}</p><code>login {lower}</code><formula>{surname} + 2</formula>
<div><postCode>{postcode}</postCode></div></div></body></text></TEI>
"""


@pytest.mark.parametrize(("lang", "prose", "surname", "lower", "word", "postcode"), _CASES)
@pytest.mark.parametrize("pseudonym", [False, True])
def test_a_name_replaced_elsewhere_is_replaced_in_an_element_without_markup_not_refused(
    tmp_path: Path, lang: str, prose: str, surname: str, lower: str, word: str, postcode: str, pseudonym: bool
) -> None:
    """``<code>`` or ``<formula>`` standing in a division (no paragraph around them to mark in):
    the name the file replaces elsewhere is replaced in their text, in place; before, the audit
    found it and the file was refused."""
    source = tmp_path / "in" / "notes.xml"
    source.parent.mkdir()
    source.write_text(
        _STANDING.format(lang=lang, prose=prose, surname=surname, lower=lower, postcode=postcode), encoding="utf-8"
    )
    out = tmp_path / "out"
    mode = ["--mode", "pseudonym", "--key", str(tmp_path / "key.json"), "--salt", "s"] if pseudonym else []
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(out), "-q", *mode])
    assert result.exit_code == 0, result.output
    written = (out / "notes.xml").read_text(encoding="utf-8")
    assert surname.casefold() not in written.casefold() and postcode not in written
    root = etree.fromstring(written.encode("utf-8"))
    (code,) = root.iter(f"{_TEI}code")
    (formula,) = root.iter(f"{_TEI}formula")
    assert code.text.startswith("login ") and formula.text.endswith(" + 2") and not len(code) and not len(formula)
