"""Issue 38: a lower-case word of the language spelled like a person's name that the document
writes capitalised only is the word, not a repeat of the name, in the repeats and in the audit's
second sweep; where the writer writes in lower case, where a person stands in the clause, or
where the document writes the name in lower case, it stays the name. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.annotate.repeat_case import capitalises, word_not_name
from teianon.cli import main


def _run(tmp_path: Path, posts: list[str]) -> tuple[str, str]:
    body = "".join(f'<post xml:id="p{i}" who="#A{1 + i % 2}">{p}</post>' for i, p in enumerate(posts))
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>x</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc>"
        '<particDesc><listPerson><person xml:id="A1"><persName type="nickname">kater_9</persName></person>'
        '<person xml:id="A2"><persName type="nickname">wolke77</persName></person>'
        "</listPerson></particDesc></profileDesc></teiHeader><text><body><div>" + body + "</div></body></text></TEI>",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--ner", "none", "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    return (out / "chat.xml").read_text(encoding="utf-8"), result.output


@pytest.mark.parametrize(
    ("name", "later", "word"),
    [
        ("Rosa", "Das neue Kleid gibt es in rosa, wie im Katalog von Otto.", "rosa"),
        ("Amber", "The Dutch lamps give an amber light at night, says Tom.", "amber"),
        ("Jade", "the Chinese vase is a jade piece, said Tom", "jade"),
    ],
)
def test_a_lower_case_word_like_a_capitalised_name_is_no_repeat(
    tmp_path: Path, name: str, later: str, word: str
) -> None:
    text, _ = _run(tmp_path, [f'Also <name type="PER">{name}</name> kommt mit.', later])
    assert f" {word}" in text
    assert name not in text


@pytest.mark.parametrize(
    ("name", "later"),
    [
        ("Grace", "a grace period would be nice, the bus from Leeds is late"),
        ("Faith", "i lost all faith in the trains from York"),
        ("Dawn", "We left the Leeds hotel before the dawn chorus with Tom"),
    ],
)
def test_the_audit_replaces_no_lower_case_word(tmp_path: Path, name: str, later: str) -> None:
    text, output = _run(tmp_path, [f'Also <name type="PER">{name}</name> asked for a film night.', later])
    assert f" {name.lower()} " in text
    assert "further occurrence" not in output


@pytest.mark.parametrize(
    ("posts", "word"),
    [
        # The writer writes everything in lower case: the name as well.
        (['Also <name type="PER">Sandy</name> kommt mit.', "hab sandy getroffen in leeds lol"], "sandy"),
        # A person's slot: the subject before a verb of saying, and a name joined to a name.
        (['Also <name type="PER">Amber</name> kommt mit.', "At the Leeds party, amber said she'd come."], "amber"),
        (['Also <name type="PER">Jade</name> kommt mit.', "Tom and jade went to Leeds"], "jade"),
        # A verb's object or subject without an article: a person's slot as often as a word's.
        (['Also <name type="PER">Holly</name> kommt mit.', "I picked up holly from School at 3"], "holly"),
        (['Also <name type="PER">Daisy</name> kommt mit.', "Mrs Green says daisy was top of the Class"], "daisy"),
        (['Also <name type="PER">Rose</name> kommt mit.', "My Mum bought rose a Barbie"], "rose"),
        # The document writes the name in lower case itself.
        (
            ['Also <name type="PER">Rosa</name> kommt mit.', 'frag <name type="PER">rosa</name>', "Das ist rosa, Tom"],
            "rosa",
        ),
    ],
)
def test_where_the_name_is_meant_it_stays_replaced(tmp_path: Path, posts: list[str], word: str) -> None:
    text, _ = _run(tmp_path, posts)
    assert word not in text.split("<text>", 1)[1]


def test_capitalises_reads_the_writer_not_the_sentence_start() -> None:
    assert capitalises("we met Tom at the station", 0, 0)
    assert capitalises("die farbe ist rosa, wie beim Kuchen", 0, 0)
    assert not capitalises("Hey. I think so. We go", 0, 0)
    assert not capitalises("lol ok ABC geht", 0, 0)
    # An earlier annotation the view hides: its text says how the writer wrote it.
    assert capitalises("the bus from \ue000 is late", 0, 0, [(13, "Leeds")])
    assert not capitalises("the bus from \ue000 is late", 0, 0, [(13, "leeds")])
    text = "Das Kleid ist in rosa gehalten"
    assert word_not_name(text, text.index("rosa"), text.index("rosa") + 4)
