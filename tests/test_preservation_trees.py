"""Nothing else changes: the whole element tree of a run's output is its input's, but for the
strings replaced (issue 39's newer readings, in both modes): a source document's lines and a
facsimile's descriptions, elements that admit text but no markup (their replacement is plain
text), a corpus's placeholder that holds more text, and a person entry whose address parts are
replaced.

The comparison is written here, independently of teianon's code: the two trees are walked side
by side; every element must have its tag, every attribute (ids too) and as many children; every
text and tail must be the input's with each replaced string's place taken by a replacement (a
placeholder in placeholder mode, another string in pseudonym mode) and nothing else changed.
What teianon adds on purpose is taken out of the output first: its own proposals' ``<name>`` and
``<ref>`` (``resp="#teianon"``, unwrapped: their text stays in place), its header records and the
pseudonyms' pointer ``change="#teianon-pseudonyms"``. Invented names, none of the benchmark's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import regex
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

TEI_NS = "http://www.tei-c.org/ns/1.0"
T = f"{{{TEI_NS}}}"
PLACEHOLDER = regex.compile(r"\[_[A-Z0-9_\-]+_\]")
PSEUDONYMS = "#teianon-pseudonyms"


def _document(header: str = "", beside: str = "", body: str = "") -> str:
    people = '<person xml:id="A1"><persName type="nickname">lindenblatt7</persName></person>' + header
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="{TEI_NS}"><teiHeader><fileDesc><titleStmt><title>t'
        "</title></titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc>"
        f"</fileDesc><profileDesc><particDesc><listPerson>{people}</listPerson></particDesc></profileDesc>"
        f'</teiHeader>{beside}<text><body><div type="chat">{body}</div></body></text></TEI>\n'
    )


def _run(tmp_path: Path, text: str, pseudonyms: bool) -> str:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "doc.xml").write_text(text, encoding="utf-8")
    mode = ["--mode", "pseudonym", "--key", str(tmp_path / "k.key"), "--salt", "s"] if pseudonyms else []
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "-q", *mode])
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "doc.xml").read_text(encoding="utf-8")


def _unwrap(element: etree._Element) -> None:
    """Put an element's text and children in its place (its tail after them)."""
    parent = element.getparent()
    assert parent is not None
    index = parent.index(element)
    previous = parent[index - 1] if index else None
    text = element.text or ""
    if previous is None:
        parent.text = (parent.text or "") + text
    else:
        previous.tail = (previous.tail or "") + text
    children = list(element)
    tail = element.tail or ""
    parent.remove(element)
    for offset, child in enumerate(children):
        parent.insert(index + offset, child)
    if children:
        children[-1].tail = (children[-1].tail or "") + tail
    elif index:
        parent[index - 1].tail = (parent[index - 1].tail or "") + tail
    else:
        parent.text = (parent.text or "") + tail


def _without_additions(output: etree._Element, source: etree._Element) -> etree._Element:
    """The output without what teianon adds on purpose: its proposals' markup (unwrapped), its
    application and prefix in ``encodingDesc``, its ``change`` in ``revisionDesc`` (and either
    container where the input had none), and the pseudonyms' ``@change`` pointer."""
    for element in list(output.iter(f"{T}name", f"{T}ref")):
        if element.get("resp") == "#teianon":
            _unwrap(element)
    for path in ("appInfo", "listPrefixDef", "change"):
        for element in list(output.iter(f"{T}{path}")):
            if path != "change" or "by teianon" in "".join(element.itertext()):
                element.getparent().remove(element)
    for container in ("encodingDesc", "revisionDesc"):
        if next(source.iter(f"{T}{container}"), None) is None:
            for element in list(output.iter(f"{T}{container}")):
                assert len(element) == 0, etree.tostring(element)
                element.getparent().remove(element)
    for element in output.iter():
        if element.get("change") == PSEUDONYMS:
            del element.attrib["change"]
    return output


def _text_matches(source: str, written: str, replaced: tuple[str, ...], pseudonyms: bool, where: str) -> None:
    """``written`` is ``source`` with each of the ``replaced`` strings standing in it replaced
    (as a whole) and every other character as it was."""
    found = list(regex.finditer("|".join(map(regex.escape, replaced)), source)) if replaced else []
    pattern, last = "", 0
    for match in found:
        pattern += regex.escape(source[last : match.start()]) + "(.+?)"
        last = match.end()
    pattern += regex.escape(source[last:])
    matched = regex.fullmatch(pattern, written, regex.DOTALL)
    assert matched is not None, f"{where}: {source!r} became {written!r}"
    for match, group in zip(found, matched.groups(), strict=True):
        value = match.group()
        if pseudonyms:
            assert group.casefold() != value.casefold(), f"{where}: {value!r} stayed"
        else:
            assert PLACEHOLDER.fullmatch(group), f"{where}: {value!r} became {group!r}"


def assert_same_tree(source_text: str, output_text: str, replaced: tuple[str, ...], pseudonyms: bool) -> None:
    source = etree.fromstring(source_text.encode())
    output = _without_additions(etree.fromstring(output_text.encode()), source)
    pairs = [(source, output)]
    while pairs:
        a, b = pairs.pop()
        where = source.getroottree().getpath(a)
        assert b.tag == a.tag, f"{where}: {a.tag} became {b.tag}"
        assert dict(b.attrib) == dict(a.attrib), f"{where}: {dict(a.attrib)} became {dict(b.attrib)}"
        assert len(b) == len(a), f"{where}: {[c.tag for c in a]} became {[c.tag for c in b]}"
        _text_matches(a.text or "", b.text or "", replaced, pseudonyms, f"{where}/text()")
        if a is not source:
            _text_matches(a.tail or "", b.tail or "", replaced, pseudonyms, f"{where}/tail")
        pairs.extend(zip(a, b, strict=True))
    for value in replaced:
        assert value not in output_text, value


# --- the inputs ----------------------------------------------------------------------------

_SOURCE_DOC = _document(
    beside=(
        '<facsimile xml:id="fac1"><surface n="1" ulx="0" uly="0" lrx="900" lry="1200"><zone xml:id="z1" '
        'ulx="10" uly="20" lrx="400" lry="90"><desc type="letterhead">Absenderin: Walburga Dinkelhoff, '
        'Mispelweg 12, 32756 Detmold</desc></zone></surface></facsimile><sourceDoc xml:id="sd1"><surface '
        'n="1" facs="#fac1"><zone type="address" xml:id="z2"><line xml:id="l1" n="1">Absender: Hieronymus '
        'Quappendorf</line><line xml:id="l2" n="2" rend="indent">Schlüsselblumenweg 6</line><line xml:id="l3" '
        'n="3">Tel. 05261 / 981734</line><line xml:id="l4" n="4">Herzliche Grüße aus dem Garten</line></zone>'
        "</surface></sourceDoc>"
    ),
    body='<post xml:id="p1" who="#A1">hallo <hi rend="bold">zusammen</hi>, bis <anchor xml:id="a1"/>morgen</post>',
)
_SOURCE_DOC_REPLACED = (
    "Walburga Dinkelhoff",
    "Mispelweg 12",
    "32756",
    "Detmold",
    "Hieronymus Quappendorf",
    "Schlüsselblumenweg 6",
    "05261 / 981734",
    "lindenblatt7",
)

_TEXT_ONLY = _document(
    body=(
        '<post xml:id="p1" who="#A1">Meine Nachbarin Leokadia Brummelkamp wohnt in 44791 Bochum. '
        '<hi rend="italic">Notiz</hi>: <code lang="sh" xml:id="c1">grep -i Brummelkamp adressen</code> und '
        '<formula notation="text" xml:id="f1">Brummelkamp + 3</formula> und <postCode xml:id="pc1">44791</postCode>'
        ", bis dann</post>"
    )
)
_TEXT_ONLY_REPLACED = ("Leokadia Brummelkamp", "Brummelkamp", "44791", "Bochum", "lindenblatt7")

_PLACEHOLDER = _document(
    body=(
        '<post xml:id="p1" who="#A1">meine Kollegin <name type="PER" xml:id="n1">[_PERSONNAME-1_] Theodolinde '
        'Wetterkamp</name> kommt <anchor xml:id="a1"/>morgen mit</post>'
        '<post xml:id="p2" who="#A1">ruf <ref type="NUMBER" xml:id="r1">[_NUMBER-1_] / 0157 8842 3391</ref> an, '
        '<name type="PER" subtype="corpus">[_PERSONNAME-2_] (eigentlich Eberhardine Strunkmann)</name> weiß Bescheid'
        "</post>"
    )
)
_PLACEHOLDER_REPLACED = ("Theodolinde Wetterkamp", "0157 8842 3391", "Eberhardine Strunkmann", "lindenblatt7")

_PERSON_ENTRY = _document(
    header=(
        '<person xml:id="B1" sex="2" role="participant"><persName type="nickname">holzwurm5</persName>'
        '<persName type="full">Amalberga Klöppelstein</persName><residence type="home" notBefore="2019">'
        '<address xml:id="adr1"><street n="1">Wiesenkerbelgasse 14</street><postCode type="de">34117</postCode>'
        '<settlement type="city">Kassel</settlement></address></residence></person>'
    ),
    body='<post xml:id="p1" who="#B1">hallo <hi rend="bold">ihr</hi> alle</post><post xml:id="p2" who="#A1">hi</post>',
)
_PERSON_ENTRY_REPLACED = (
    "holzwurm5",
    "Amalberga Klöppelstein",
    "Wiesenkerbelgasse 14",
    "34117",
    "Kassel",
    "lindenblatt7",
)

_CASES = {
    "source-document": (_SOURCE_DOC, _SOURCE_DOC_REPLACED),
    "text-only": (_TEXT_ONLY, _TEXT_ONLY_REPLACED),
    "corpus-placeholder": (_PLACEHOLDER, _PLACEHOLDER_REPLACED),
    "person-entry": (_PERSON_ENTRY, _PERSON_ENTRY_REPLACED),
}


@pytest.mark.parametrize("pseudonyms", [False, True], ids=["placeholders", "pseudonyms"])
@pytest.mark.parametrize("case", list(_CASES))
def test_the_output_is_the_input_but_for_the_replaced_strings(tmp_path: Path, case: str, pseudonyms: bool) -> None:
    source, replaced = _CASES[case]
    assert_same_tree(source, _run(tmp_path, source, pseudonyms), replaced, pseudonyms)


# --- the comparison itself fails where it should -------------------------------------------

_OUTPUT = _document(
    beside='<sourceDoc><surface><zone><line xml:id="l1" n="1">Absender: [_PERSONNAME-1_]</line></zone></surface>'
    "</sourceDoc>",
    body='<post xml:id="p1" who="#A1">hallo <hi rend="bold">zusammen</hi></post>',
).replace("lindenblatt7", "[_PARTICIPANT-A1_]")
_INPUT = _document(
    beside='<sourceDoc><surface><zone><line xml:id="l1" n="1">Absender: Gundolf Raspelkamp</line></zone></surface>'
    "</sourceDoc>",
    body='<post xml:id="p1" who="#A1">hallo <hi rend="bold">zusammen</hi></post>',
)
_REPLACED = ("Gundolf Raspelkamp", "lindenblatt7")


def test_the_comparison_accepts_an_output_that_only_replaces() -> None:
    assert_same_tree(_INPUT, _OUTPUT, _REPLACED, pseudonyms=False)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (' n="1"', ""),  # an attribute dropped
        (' xml:id="l1"', ' xml:id="l9"'),  # an id changed
        ('<hi rend="bold">zusammen</hi>', "zusammen"),  # an element dropped
        ("hallo <hi", "Hallo <hi"),  # a neighbouring token changed
        ("Absender: [_", "Absender:[_"),  # the space before a replacement lost
        ("[_PERSONNAME-1_]</line>", "[_PERSONNAME-1_] </line>"),  # a character added after it
        ("[_PERSONNAME-1_]", "Gundolf Raspelkamp"),  # not replaced
    ],
)
def test_the_comparison_fails_on_any_other_change(old: str, new: str) -> None:
    assert old in _OUTPUT
    with pytest.raises(AssertionError):
        assert_same_tree(_INPUT, _OUTPUT.replace(old, new, 1), _REPLACED, pseudonyms=False)
