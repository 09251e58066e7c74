"""TEI's ``@join`` on tokens: a token written without a space before (``join="left"``) or after
(``join="right"``) its neighbour is read with it, so a name split over two ``<w>`` is found and
replaced whole (red team, issue 39: ``<w>Hil</w><w join="left">trud</w>`` left ``trud``). Made-up names."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.read.textview import post_text

T = "{http://www.tei-c.org/ns/1.0}"
DOC = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
<publicationStmt><p>intern</p></publicationStmt><sourceDesc><p>erfunden</p></sourceDesc></fileDesc>
</teiHeader><text><body><div><post xml:id="p1">{tokens}</post></div></body></text></TEI>
"""


@pytest.mark.parametrize(
    "tokens",
    [
        '<w>Frau</w> <w>Wal</w><w join="left">burga</w> <w>kommt</w> <w>aus</w> <w>Grot</w><w join="left">egaste</w>',
        '<w>Frau</w> <w join="right">Wal</w><w>burga</w> <w>kommt</w> <w>aus</w> <w join="right">Grot</w><w>egaste</w>',
    ],
)
@pytest.mark.parametrize("mode", ["placeholder", "pseudonym"])
def test_a_name_over_joined_tokens_is_replaced_whole(tmp_path: Path, tokens: str, mode: str) -> None:
    source = tmp_path / "chat.xml"
    source.write_text(DOC.format(tokens=tokens), encoding="utf-8")
    args = ["run", str(source), "-o", str(tmp_path / "out"), "-q"]
    if mode == "pseudonym":
        args += ["--mode", "pseudonym", "--key", str(tmp_path / "k.json"), "--salt", "s"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    post = etree.parse(str(tmp_path / "out" / "chat.xml")).getroot().find(f".//{T}post")
    words = [w.text for w in post.iter(f"{T}w")]
    assert not {"Wal", "burga", "Grot", "egaste"} & set(words), words
    assert words[0] == "Frau" and "kommt" in words and "aus" in words


def test_tokens_without_join_keep_their_space() -> None:
    post = etree.fromstring(f'<post xmlns="{T[1:-1]}"><w>Frau</w><w>Wal</w><w join="left">burga</w></post>')
    assert post_text(post).text == "Frau Walburga"


def test_a_join_before_punctuation_joins_the_mark_not_the_next_word() -> None:
    # ParlaMint-style TEI marks every word that punctuation follows: the word after the mark
    # stays a word of its own (review of this change: "Bis morgenWilhelm" left "Wilhelm").
    post = etree.fromstring(
        f'<post xmlns="{T[1:-1]}"><w>Bis</w><w join="right">morgen</w><pc>,</pc><w join="right">Wilhelm</w>'
        "<pc>!</pc><w>Hallo</w></post>"
    )
    assert post_text(post).text == "Bis morgen Wilhelm Hallo"
