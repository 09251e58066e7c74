"""A reference of a tokenised post whose tokens have different parents: where an inline element
(``<hi>``) holds only tokens of the reference, the reference holds it whole; where it holds
another token too, the reference is written in parts, as before."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from lxml import etree

from teianon.cli import main

T = "{http://www.tei-c.org/ns/1.0}"
HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="en"><teiHeader>'
    "<fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc>"
    '<p>s</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson><person xml:id="A1" role="participant">'
    '<persName type="nickname">lela2</persName></person></listPerson></particDesc></profileDesc></teiHeader>'
    "<text><body><div>{posts}</div></body></text></TEI>\n"
)
# "Dr." is a street's "Drive" in the address and a title in the other post.
POSTS = (
    '<post xml:id="p1" who="#A1"><w xml:id="a1">Ask</w> <w xml:id="a2">Dr.</w> <w xml:id="a3">Okafor</w></post>'
    '<post xml:id="p2" who="#A1"><w xml:id="b1">I</w> <w xml:id="b2">live</w> <w xml:id="b3">at</w> '
    '<w xml:id="b4">4711</w> <w xml:id="b5">Maplewood</w> <hi rend="bold"><w xml:id="b6">Dr.</w></hi></post>'
)


def _run(tmp_path: Path, posts: str, *extra: str) -> tuple[int, str, Path]:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(HEAD.format(posts=posts), encoding="utf-8")
    out = tmp_path / f"out{len(extra)}"
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "-q", *extra])
    return result.exit_code, result.output, out / "chat.xml"


def test_a_reference_holds_an_inline_element_of_its_own_tokens_whole(tmp_path: Path) -> None:
    code, output, _ = _run(tmp_path, POSTS, "--annotated", str(tmp_path / "ann"))
    assert code == 0, output
    post = next(p for p in etree.parse(str(tmp_path / "ann" / "chat.xml")).iter(f"{T}post") if p.get(
        "{http://www.w3.org/XML/1998/namespace}id") == "p2")
    street = [e for e in post.iter(f"{T}name") if e.get("type") == "LOC"]
    assert len(street) == 1, etree.tostring(post)
    assert street[0].find(f"{T}hi/{T}w") is not None, etree.tostring(post)


def test_the_street_word_of_an_address_is_no_reference_of_its_own(tmp_path: Path) -> None:
    # Cut into parts, the part "Dr." was a reference of its own: the title "Dr." in the other
    # post was replaced as its repeat (or, kept in a surrogate, read as its leak).
    arguments = ("--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "k"), "--annotated", str(tmp_path / "a"))
    code, output, written = _run(tmp_path, POSTS, *arguments)
    assert code == 0, output
    text = written.read_text(encoding="utf-8")
    assert "Maplewood" not in text and "4711" not in text and "Okafor" not in text
    review = etree.parse(str(tmp_path / "a" / "chat.xml"))
    title = next(w for w in review.iter(f"{T}w") if w.get("{http://www.w3.org/XML/1998/namespace}id") == "a2")
    assert title.getparent().tag == f"{T}post", etree.tostring(title.getparent())
    assert '<w xml:id="a2">Dr.</w>' in text


def test_an_inline_element_with_another_token_is_not_taken_whole(tmp_path: Path) -> None:
    posts = (
        '<post xml:id="p2" who="#A1"><w xml:id="b1">I</w> <w xml:id="b2">live</w> <w xml:id="b3">at</w> '
        '<w xml:id="b4">4711</w> <w xml:id="b5">Maplewood</w> <hi rend="bold"><w xml:id="b6">Dr.</w> '
        '<w xml:id="b7">now</w></hi></post>'
    )
    code, output, _ = _run(tmp_path, posts, "--annotated", str(tmp_path / "ann"))
    assert code == 0, output
    post = next(etree.parse(str(tmp_path / "ann" / "chat.xml")).iter(f"{T}post"))
    for name in post.iter(f"{T}name"):
        assert "now" not in "".join(name.itertext()), etree.tostring(post)
    hi = post.find(f".//{T}hi")
    assert hi is not None and hi.find(f"{T}w[@{{http://www.w3.org/XML/1998/namespace}}id='b7']") is not None


def test_markup_inside_a_token_of_the_reference_does_not_cut_it_into_parts(tmp_path: Path) -> None:
    # The text inside a token's own markup is the token's, not text outside the tokens.
    posts = POSTS.replace('<w xml:id="b5">Maplewood</w>', '<w xml:id="b5">Maple<seg>wood</seg></w>')
    code, output, _ = _run(tmp_path, posts, "--annotated", str(tmp_path / "ann"))
    assert code == 0, output
    post = list(etree.parse(str(tmp_path / "ann" / "chat.xml")).iter(f"{T}post"))[1]
    street = [e for e in post.iter(f"{T}name") if e.get("type") == "LOC"]
    assert len(street) == 1 and street[0].find(f"{T}hi/{T}w") is not None, etree.tostring(post)
