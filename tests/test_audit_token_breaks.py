"""The self-audit reads a name or a number that a line break divides between two ``<w>`` tokens,
or inside a word after a dividing hyphen, as detection's tokenised view reads it
(teianon.read.textview.tokens_meet): ``<w>Gund</w><lb/><w>elinde</w>`` in a post that spaces its
tokens, ``break="no"``, ``<w>Wetter-</w><lb/><w>strand</w>``, digits on both sides. A capital
after the break, or a break with white space around it, starts a word of its own and is no
leak. Strings of our own, German and English."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

_HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader>'
    "<fileDesc><titleStmt><title>Chat</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
    "<sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>"
    '<person xml:id="A1"><persName type="nickname">{nick}</persName></person>'
    "</listPerson></particDesc></profileDesc></teiHeader><text><body><div>"
)
_TAIL = "</div></body></text></TEI>"
_REFERENCES = (
    '<post xml:id="p1" who="#A1"><w>bei</w> <name type="PER">{names}</name> <w>und</w> '
    '<name type="NUMBER"><w>{number}</w></name></post>'
)


def _audit(tmp_path: Path, names: str, number: str, post: str) -> str:
    annotated = tmp_path / "ann" / "chat.xml"
    output = tmp_path / "out" / "chat.xml"
    annotated.parent.mkdir()
    output.parent.mkdir()
    words = " ".join(f"<w>{word}</w>" for word in names.split())
    annotated.write_text(
        _HEAD.format(nick="kiebitz_7")
        + _REFERENCES.format(names=words, number=number)
        + '<post xml:id="p2" who="#A1"><w>ok</w></post>'
        + _TAIL,
        encoding="utf-8",
    )
    output.write_text(
        _HEAD.format(nick="[_PARTICIPANT-A1_]")
        + _REFERENCES.format(names="<w>[_PERSONNAME-1_]</w>", number="[_NUMBER-1_]")
        + f'<post xml:id="p2" who="#A1"><w>ok</w> <w>ja</w> <w>so</w> {post} <w>und</w> <w>gut</w></post>'
        + _TAIL,
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["audit", str(annotated.parent), str(output.parent)])
    return result.output


@pytest.mark.parametrize(
    ("names", "post", "found"),
    [
        ("Gundelinde Wetterstrand", "<w>Gund</w><lb/><w>elinde</w>", "Gundelinde"),
        ("Gundelinde Wetterstrand", '<w>Wetter</w><lb break="no"/><w>strand</w>', "Wetterstrand"),
        ("Gundelinde Wetterstrand", "<w>Wetter-</w><lb/><w>strand</w>", "Wetterstrand"),
        ("Gundelinde Wetterstrand", "<w>Wetter-</w> <lb/>\n  <w>strand</w>", "Wetterstrand"),
        ("Alphonsine Cradduck", "<w>Crad</w><lb/><w>duck</w>", "Cradduck"),
        ("Alphonsine Cradduck", "<w>Alphon-</w><lb/><w>sine</w>", "Alphonsine"),
        # In character data too: the file's first search skipped the hyphen's word.
        ("Alphonsine Cradduck", "bei Crad-<lb/>duck", "Cradduck"),
    ],
)
def test_a_name_divided_between_tokens_is_a_leak(tmp_path: Path, names: str, post: str, found: str) -> None:
    output = _audit(tmp_path, names, "55501234", post)
    assert f"leak: '{found}'" in output, output


def test_a_number_divided_between_tokens_is_a_leak(tmp_path: Path) -> None:
    output = _audit(tmp_path, "Gundelinde Wetterstrand", "0171 55501234", "<w>555</w><lb/><w>01234</w>")
    assert "leak: '55501234'" in output, output


@pytest.mark.parametrize(
    "post",
    [
        "<w>Gund</w><lb/><w>Elinde</w>",  # a capital starts a word
        "<w>Gund</w> <lb/> <w>elinde</w>",  # white space around the break
        '<w>Gund</w><lb break="yes"/><w>elinde</w>',  # the encoder says the word ends
    ],
)
def test_a_break_between_words_joins_nothing(tmp_path: Path, post: str) -> None:
    output = _audit(tmp_path, "Gundelinde Wetterstrand", "55501234", post)
    assert "0 leak(s)" in output and "Gundelinde" not in output, output
