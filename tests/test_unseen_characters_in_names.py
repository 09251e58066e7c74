"""A name written with characters a reader does not read as part of it is read as the name: joiners
(U+200C/D), bidi marks and isolates, variation selectors between its letters, and its letters
struck through, slashed or underlined by combining marks (``S̶t̶r̶a̶c̶k̶e̶r̶``). Every detector,
the repeats, the hidden strings, the pseudonyms and the audit read it so (teianon.read.unmarked,
teianon.read.reader); accents written apart (NFD) stay letters. Issue 39; names made up here."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from detector_helpers import annotated
from lxml import etree

from teianon.cli import main
from teianon.detect.folding import name_key
from teianon.read.reader import fold
from teianon.read.textview import post_text
from teianon.read.unmarked import unmarked, without_hidden

TEI = "{http://www.tei-c.org/ns/1.0}"

DOC = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
<publicationStmt><p>intern</p></publicationStmt><sourceDesc><p>erfunden</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson>
<person xml:id="A01"><persName type="nickname">sternkiesel</persName></person>
<person xml:id="A02"><persName type="nickname">pfefferling</persName></person>
</listPerson></particDesc></profileDesc>
</teiHeader><text><body><div>{posts}</div></body></text></TEI>
"""


def _decorated(word: str, mark: str) -> str:
    return "".join(c + mark for c in word)


def _run(tmp_path: Path, posts: list[tuple[str, str]], mode: str) -> list[str]:
    """The posts' text as a reader of the output reads it (hidden characters gone)."""
    body = "".join(f'<post xml:id="p{i}" who="#{who}"><p>{text}</p></post>' for i, (who, text) in enumerate(posts))
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(DOC.format(posts=body), encoding="utf-8")
    args = ["run", str(source.parent), "-o", str(tmp_path / "out"), "-q"]
    if mode == "pseudonym":
        args += ["--mode", "pseudonym", "--key", str(tmp_path / "k.json"), "--salt", "s"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    root = etree.parse(str(tmp_path / "out" / "chat.xml")).getroot()
    return [without_hidden("".join(p.itertext())) for p in root.iter(f"{TEI}p") if p.getparent().tag == f"{TEI}post"]


PARTED = {
    "zero-width non-joiner": ("Wendel\u200cgard", "Strucken\u200cbrink"),
    "zero-width joiner": ("Wendel\u200dgard", "Strucken\u200dbrink"),
    "left-to-right mark": ("Wendel\u200egard", "Strucken\u200fbrink"),
    "isolate": ("Wendel\u2066gard\u2069", "Strucken\u2067brink\u2069"),
    "variation selector": ("Wendel\ufe0fgard", "Struckenbrink\ufe0e"),
    "long stroke": (_decorated("Wendelgard", "\u0336"), _decorated("Struckenbrink", "\u0336")),
    "short stroke": (_decorated("Wendelgard", "\u0335"), _decorated("Struckenbrink", "\u0335")),
    "low line": (_decorated("Wendelgard", "\u0332"), _decorated("Struckenbrink", "\u0332")),
    "double low line": (_decorated("Wendelgard", "\u0333"), _decorated("Struckenbrink", "\u0333")),
    "long solidus": (_decorated("Wendelgard", "\u0338"), _decorated("Struckenbrink", "\u0338")),
}


@pytest.mark.parametrize("kind", sorted(PARTED))
@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_name_written_with_unseen_characters_is_replaced_whole(tmp_path: Path, kind: str, mode: str) -> None:
    first, last = PARTED[kind]
    seen = _run(tmp_path, [("A01", f"Gestern hat Frau {first} {last} angerufen, sie kommt morgen.")], mode)
    assert seen[0].startswith("Gestern hat Frau ") and seen[0].endswith(" angerufen, sie kommt morgen.")
    for part in ("Wendel", "gard", "Strucken", "brink"):
        assert part.casefold() not in fold(seen[0]), (kind, seen[0])


@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_known_name_is_found_again_struck_through_or_joined(tmp_path: Path, mode: str) -> None:
    posts = [
        ("A01", "Mr Osgood Thistlewaite called again yesterday."),
        ("A02", f"oh, {_decorated('Thistlewaite', chr(0x336))} is back?"),
        ("A01", "yes, Thistle\u200cwaite and sternkiesel\u200d know each other"),
        ("A02", f"ask {_decorated('pfefferling', chr(0x332))}"),
    ]
    seen = _run(tmp_path, posts, mode)
    assert not any("thistle" in fold(text) or "waite" in fold(text) for text in seen), seen
    assert "sternkiesel" not in fold(seen[2]) and "pfefferling" not in fold(seen[3])
    assert seen[1].startswith("oh, ") and seen[1].endswith(" is back?")
    if mode == "placeholder":
        # One name, one number, however it is written.
        assert seen[1] == "oh, [_PERSONNAME-2_] is back?"
        assert seen[2].startswith("yes, [_PERSONNAME-2_] and [_PARTICIPANT-A01_]")
    else:
        assert seen[1].split()[1] == seen[2].split()[1]


def test_the_audit_finds_a_known_name_struck_through(tmp_path: Path) -> None:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
        "<titleStmt><title>Chat</title></titleStmt><publicationStmt><p>intern</p></publicationStmt>"
        "<sourceDesc><p>erfunden</p></sourceDesc></fileDesc></teiHeader><text><body><div>"
    )
    tail = "</div></body></text></TEI>"
    original, output = tmp_path / "orig", tmp_path / "out"
    original.mkdir()
    output.mkdir()
    (original / "c.xml").write_text(
        head + '<post xml:id="p1"><p>Ich traf <name type="PER" resp="#teianon" cert="high">Gunhild '
        'Morgentaler</name>.</p></post><post xml:id="p2"><p>Schön.</p></post>' + tail,
        encoding="utf-8",
    )
    struck = _decorated("Morgentaler", "\u0336")
    (output / "c.xml").write_text(
        head + '<post xml:id="p1"><p>Ich traf <name type="PER">[_PERSONNAME-1_]</name>.</p></post>'
        f'<post xml:id="p2"><p>Schön, {struck} lacht.</p></post>' + tail,
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["audit", str(original), str(output)])
    assert result.exit_code == 1, result.output
    assert "Morgentaler" in result.output


def test_accents_written_apart_are_letters_and_stay() -> None:
    text = "Rene\u0301e Gu\u0308nther, D\u0336o\u0336r\u0336n\u0336"
    post = etree.fromstring(f'<post xmlns="http://www.tei-c.org/ns/1.0"><p>{text}</p></post>')
    view = post_text(post)
    seen = unmarked(view)
    assert seen is not None
    # The accents written apart are read composed, as a reader sees them (issue 39: a Mac's NFD).
    assert seen.view.text.strip("\ue000") == "Ren\u00e9e G\u00fcnther, Dorn"
    start = seen.view.text.index("G\u00fcnther")
    assert view.text[slice(*seen.span(start, start + 7))] == "Gu\u0308nther"
    # "Dorn" of the view is the struck word as written, its last mark with it.
    start = seen.view.text.index("Dorn")
    written = seen.span(start, start + 4)
    assert view.text[written[0] : written[1]] == "D\u0336o\u0336r\u0336n\u0336"
    assert fold("Gu\u0308nther") == "günther" and fold("G\u0336u\u0336n\u0336") == "gun"
    assert name_key("Klapp\u200crott") == name_key("K\u0336lapprott") == name_key("Klapprott")


def test_text_without_unseen_characters_is_read_as_it_is() -> None:
    post = etree.fromstring('<post xmlns="http://www.tei-c.org/ns/1.0"><p>Günther und René, ≠ 5</p></post>')
    assert unmarked(post_text(post)) is None


def test_the_isolate_that_closes_a_name_goes_with_it() -> None:
    post = next(annotated("Frau Tegeler\u2066mann\u2069 kommt morgen.").iter("{http://www.tei-c.org/ns/1.0}post"))
    name = next(post.iter("{http://www.tei-c.org/ns/1.0}name"))
    assert "".join(name.itertext()).endswith("\u2069")
