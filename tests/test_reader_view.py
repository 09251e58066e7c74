"""The audit sees what a reader sees (issue 25): every file of tests/leaks/ through ``teianon run``.

Each file hides a participant's name where a plain search does not look (glued into a hashtag,
in a descriptive attribute, as a namespace prefix, behind format characters or look-alike
letters, in a DTD default, across ``<lb break="no"/>``, in one reading of a ``<choice>``). In
both modes, each file is either written with no name a reader could see, or refused with one
``file:line: what`` line while the run goes on with the next file; never written with a name
under "audited clean".

The check of the outputs is written here, apart from teianon's own reader (``teianon.read.reader``):
it resolves right-to-left overrides with a regular expression, drops every character of Unicode's
format category and the default-ignorable ranges by code point, applies NFKC, and folds a
character to a Latin letter when the ``confusable-homoglyphs`` package's own ``is_confusable``
says it imitates one; small capitals by their names.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

LEAKS = Path(__file__).parent / "leaks"
FILES = sorted(LEAKS.glob("*.xml"))
# Every spelling of the participants' names (and the DTD's e-mail address) a reader must not see.
SECRETS = ("lela2", "tomcatmj", "tomcat", "schneewittchen", "lena hoffmann", "hoffmann", "lena", "zoë",
           "mustermann", "9876543")
MODES = {"placeholder": ["--mode", "placeholder"], "pseudonym": ["--mode", "pseudonym", "--salt", "s"]}


def _invisible(char: str) -> bool:
    code = ord(char)
    return (unicodedata.category(char) == "Cf" or 0xFE00 <= code <= 0xFE0F or 0xE0000 <= code <= 0xE0FFF
            or code in (0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0))


@cache
def _latin(char: str) -> str:
    from confusable_homoglyphs import confusables

    if char.isascii() or not char.isalpha() and not char.isdigit():
        return char
    name = unicodedata.name(char, "")
    if "SMALL CAPITAL " in name:
        return name.rsplit(" ", 1)[1].lower()
    found = confusables.is_confusable(char, preferred_aliases=["latin", "common"])
    for entry in found or ():
        for glyph in entry["homoglyphs"]:
            if len(glyph["c"]) == 1 and glyph["c"].isascii() and glyph["c"].isalnum():
                return glyph["c"].lower()
    return char


def as_read(text: str) -> str:
    text = re.sub("\u202e([^\u202c\n]*)\u202c?", lambda m: m.group(1)[::-1], text)
    text = "".join(c for c in text if not _invisible(c))
    text = unicodedata.normalize("NFKC", text)
    return "".join(_latin(c) for c in text).casefold()


def test_the_checker_reads_what_a_reader_reads():
    assert as_read("\u24db\u24d4\u24db\u24d0\u2461") == "lela2"
    assert as_read("x \u202e2alel\u202c y") == "x lela2 y"
    assert as_read("l\u0435la2 \u029f\u1d07\u029f\u1d00 le\u180ela2 le\U000E0020la2") == "lela2 lela lela2 lela2"
    assert as_read("Zoe\u0308") == "zoë"


def visible_secrets(text: str) -> list[str]:
    read = as_read(text)
    return [s for s in SECRETS if s in read]


@pytest.fixture(scope="module", params=sorted(MODES))
def run(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(request.param)
    args = ["run", *map(str, FILES), "-o", str(folder / "out"), "--date", "2026-11-25", *MODES[request.param]]
    if request.param == "pseudonym":
        args += ["--key", str(folder / "key.json")]
    result = CliRunner().invoke(main, args)
    return request.param, folder / "out", result


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_file_is_clean_or_refused_with_one_line(run, path):
    mode, out, result = run
    assert "Traceback" not in result.output
    target = out / path.name
    lines = [line for line in result.output.splitlines() if path.name in line and "error" in line.lower()
             or re.match(rf".*{re.escape(path.name)}:\d+: ", line) and "warning" not in line]
    if target.exists():
        secrets = visible_secrets(target.read_text(encoding="utf-8"))
        assert secrets == [], f"{mode}: {path.name} written with {secrets}\n{result.output}"
    else:
        assert len(lines) == 1, f"{mode}: {path.name} not written, but not refused with one line:\n{result.output}"


def test_a_refused_file_fails_the_run_and_the_others_are_written(run):
    _, out, result = run
    written = {p.name for p in out.glob("*.xml")}
    assert written, result.output
    if len(written) < len(FILES):
        assert result.exit_code != 0


# --- the audit on its own: an annotated source and an output written by hand ----------------

SOURCE = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader>
    <fileDesc>
      <titleStmt><title>t</title></titleStmt>
      <publicationStmt><p>p</p></publicationStmt>
      <sourceDesc><p>s</p></sourceDesc>
    </fileDesc>
    <profileDesc><particDesc><listPerson>
      <person role="participant" xml:id="A01"><persName type="nickname">Tom</persName></person>
      <person role="participant" xml:id="A03"><persName type="nickname">lela2</persName></person>
      <person role="participant" xml:id="A04"><persName>Lena Hoffmann</persName></person>
      <person role="participant" xml:id="A06"><persName type="nickname">Paul</persName></person>
    </listPerson></particDesc></profileDesc>
  </teiHeader>
  <text><body><post xml:id="m1" who="#A01"><p>hallo</p></post></body></text>
</TEI>
"""


def audit_lines(tmp_path: Path, body: str, **extra: str) -> list[str]:
    """The audit's lines for an output whose post is ``body`` (the source names the participants)."""
    (tmp_path / "ann").mkdir(exist_ok=True)
    (tmp_path / "out").mkdir(exist_ok=True)
    (tmp_path / "ann" / "d.xml").write_text(SOURCE, encoding="utf-8")
    output = re.sub(r"(<persName[^>]*>)[^<]*", r"\1[_PARTICIPANT_]", SOURCE).replace("<p>hallo</p>", f"<p>{body}</p>")
    for old, new in extra.items():
        output = output.replace(old, new)
    (tmp_path / "out" / "d.xml").write_text(output, encoding="utf-8")
    result = CliRunner().invoke(main, ["audit", str(tmp_path / "ann"), str(tmp_path / "out")])
    return [line for line in result.output.splitlines() if "leak" in line and "audited" not in line]


def test_a_word_that_is_one_of_its_own_holds_no_name(tmp_path):
    # "Tom" (three letters) is never looked for inside a word; Helena and Magdalena are names.
    assert audit_lines(tmp_path, "Tomorrow Helena und Magdalena, tomcat") == []


@pytest.mark.parametrize("body, found", [
    ("#lela2fanclub", "'lela2' (name of participant A03, in the text of <p>)"),
    ("xXlela2Xx", "'lela2'"),
    ("#lenasgeburtstag", "'lena'"),
    ("#hoffmannfamily", "'hoffmann'"),
    ("\u24db\u24d4\u24db\u24d0\u2461", "'lela2' (written"),
    ("l\u0435la2", "'l\u0435la2'"),
    ("x \u202e2alel\u202c", "'lela2' (written"),
    ("Zoe le\U000E0020la2", "'lela2' (written"),
    ('le<lb break="no"/>la2', "read across its markup"),
    ('<hi>Hoff</hi>mann', "read across its markup"),
    ('<hi rend="lela2">x</hi>', "@rend of <hi>; a controlled value"),
    ('<seg type="Lena Hoffmann">x</seg>', "@type of <seg>"),
    ('<lela2:b xmlns:lela2="urn:x">x</lela2:b>', "namespace prefix"),
    ('<seg xmlns:e="urn:e" e:lela2="1">x</seg>', "attribute name of <seg>"),
])
def test_the_audit_finds_what_a_reader_reads(tmp_path, body, found):
    lines = audit_lines(tmp_path, body)
    assert any(": error: leak: " in line and found in line for line in lines), lines


def test_a_processing_instruction_target_is_read(tmp_path):
    lines = audit_lines(tmp_path, "x", **{"<text>": "<?lela2 data?><text>"})
    assert any("target of a processing instruction" in line for line in lines), lines


def test_a_name_glued_to_what_is_no_word_is_a_possible_leak(tmp_path):
    lines = audit_lines(tmp_path, "ein Hoffmannsdorfer Bier")
    assert lines and all(": warning: possible leak (glued into 'hoffmannsdorfer')" in line for line in lines), lines


def test_the_choice_readings_are_not_joined_into_a_name(tmp_path):
    # "Hoff" and "mann" as alternatives read nothing; side by side in <hi> they read "Hoffmann".
    assert audit_lines(tmp_path, "<choice><sic>Hoff</sic><corr>mann</corr></choice>") == []


def test_a_dtd_default_is_refused_with_its_line():
    from teianon.errors import UnsafeXMLError
    from teianon.read.xmlio import parse_bytes

    data = b'<?xml version="1.0"?>\n<!DOCTYPE TEI [\n<!ATTLIST post n CDATA "max@example.org">\n]>\n<TEI/>'
    with pytest.raises(UnsafeXMLError) as refused:
        parse_bytes(data, "d.xml")
    assert refused.value.line == 3 and "default value of @n of <post>" in refused.value.message
    # A declaration without a default gives no element a value: it passes.
    parse_bytes(data.replace(b'CDATA "max@example.org"', b"CDATA #IMPLIED"), "d.xml")


def test_where_markup_cannot_go_the_name_alone_is_replaced(run):
    mode, out, _ = run
    glued = (out / "glued-hidden.xml").read_text(encoding="utf-8")
    custom = (out / "descriptive-when-custom.xml").read_text(encoding="utf-8")
    style = (out / "descriptive-style.xml").read_text(encoding="utf-8")
    hidden = (out / "lookalike-hidden.xml").read_text(encoding="utf-8")
    # The rest of the word stays, in both modes.
    assert re.search(r"<\?export xX(\S+)Xx\?>", glued)
    assert re.search(r'when-custom="[^"]+s Geburtstag"', custom)
    assert re.search(r'style="font-family: [^"]+"', style)
    if mode == "placeholder":
        assert "<?export xX[_PARTICIPANT-A03_]Xx?>" in glued
        assert 'when-custom="[_PARTICIPANT-A04_] [_PARTICIPANT-A04_]s Geburtstag"' in custom
        assert 'style="font-family: [_PARTICIPANT-A03_]"' in style
        assert "<?note [_PARTICIPANT-A05_]?>" in hidden and "<!-- von [_PARTICIPANT-A03_] -->" in hidden


def test_overrides_nested_past_the_bidi_limit_are_read_without_a_crash():
    from teianon.read.reader import fold, fold_with_offsets

    hostile = "\u202e" * 5000 + "2alel" + "\u202c" * 5000
    assert fold(hostile) == "lela2"
    folded, offsets = fold_with_offsets(hostile)
    assert folded == "lela2" and sorted(offsets) == list(range(5000, 5005))


def test_the_latin1_shortcut_takes_the_texts_its_pattern_took() -> None:
    # fold() and legible() skip their steps for a text of Latin-1 characters that only case
    # folding changes; the test is made on bytes now. It must take what a pattern of those
    # characters took (built here as it was): every character, alone and inside a text.
    import unicodedata

    import regex

    from teianon.read.reader import _IGNORABLE, _latin1_plain, _table

    kept = [
        chr(c)
        for c in range(0x100)
        if not _IGNORABLE.fullmatch(chr(c)) and unicodedata.normalize("NFKC", chr(c)) == chr(c) and c not in _table()
    ]
    pattern = regex.compile("[" + "".join(regex.escape(c) for c in kept) + "]*")
    for code in [*range(0x300), 0x2028, 0x200B, 0x202E, 0xFF21, 0x1F600]:
        for text in (chr(code), f"Grüße {chr(code)} aus Köln", ""):
            assert _latin1_plain(text) is (pattern.fullmatch(text) is not None), repr(text)
    assert _latin1_plain("Straße in Köln") and not _latin1_plain("Stra\u00adße") and not _latin1_plain("lеla2")


def test_a_participant_named_like_the_teis_own_markup_is_no_leak_there(tmp_path):
    # A participant "Cert" or "Rend" refused every file: teianon writes @cert on each proposal,
    # and the audit read the attribute's name as the participant's. The TEI's own element and
    # attribute names name no one; the same name in another vocabulary's markup still does.
    people = "".join(
        f'<person xml:id="B{k}"><persName type="nickname">{nick}</persName></person>'
        for k, nick in enumerate(("Cert", "Rend", "Corresp"), 1)
    )
    doc = (
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>t</p></publicationStmt><sourceDesc><p>t</p></sourceDesc></fileDesc>"
        f"<profileDesc><particDesc><listPerson>{people}</listPerson></particDesc></profileDesc></teiHeader>"
        '<text><body><div><post xml:id="p1" who="#B1">hi rend, ich war bei Jolanta in Herne</post>'
        '<post xml:id="p2" who="#B2">na cert</post>{extra}</div></body></text></TEI>'
    )
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.xml").write_text(doc.replace("{extra}", ""), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "a.xml").read_text(encoding="utf-8")
    assert 'cert="' in written and "Jolanta" not in written and ">na cert<" not in written
    foreign = '<post xml:id="p3" who="#B1" xmlns:e="urn:e" e:cert="1">ok</post>'
    (tmp_path / "in" / "a.xml").write_text(doc.replace("{extra}", foreign), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out2")])
    assert result.exit_code != 0 and "attribute name of <post>" in result.output, result.output
