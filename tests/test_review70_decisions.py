"""A rejection where no proposal stands is no applied decision (a warning, counted apart), and an
addition in the project's own metadata (the header's title, the publicationStmt) is refused
(red team, round 70: a forged file reported "1 applied" and replaced the publisher's words)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from teianon.cli import main

_TEI = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>Abendrunde im Kanal</title></titleStmt><publicationStmt><p>Herausgegeben vom Projekt "
    "Chatkorpus</p></publicationStmt><sourceDesc><p>x</p></sourceDesc></fileDesc><profileDesc><particDesc>"
    '<listPerson><person xml:id="A1"><persName>kiwi77</persName></person></listPerson></particDesc></profileDesc>'
    '</teiHeader><text><body><div><post xml:id="m1" who="#A1">na, alles klar bei euch heute abend?</post>'
    "</div></body></text></TEI>"
)
_HEADER = "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"


def _anonymise(tmp_path: Path, rows: str) -> tuple[str, str]:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(_TEI, encoding="utf-8")
    decisions = tmp_path / "d.tsv"
    decisions.write_text(_HEADER + rows, encoding="utf-8")
    result = CliRunner().invoke(
        main, ["anonymise", str(source.parent), "-o", str(tmp_path / "out"), "--decisions", str(decisions)]
    )
    assert result.exit_code == 0, result.output
    return result.output, (tmp_path / "out" / "chat.xml").read_text(encoding="utf-8")


def test_a_rejection_where_nothing_was_proposed_is_not_counted_as_applied(tmp_path: Path) -> None:
    output, text = _anonymise(tmp_path, "chat.xml\tm1\t4\t9\talles\treject\t\t\n")
    assert "decisions: 0 applied (none), 0 stale, 1 matching no proposal (listed above)" in output
    assert "d.tsv:2: warning: reject m1 4-9 'alles' matches no proposal in chat.xml: nothing was rejected" in output
    assert "alles klar" in text


def test_an_addition_in_the_header_title_or_publication_statement_is_refused(tmp_path: Path) -> None:
    output, text = _anonymise(
        tmp_path,
        "chat.xml\tteiHeader/fileDesc/titleStmt/title\t0\t10\tAbendrunde\tadd\tPER\t\n"
        "chat.xml\tteiHeader/fileDesc/publicationStmt/p\t26\t36\tChatkorpus\tadd\tORG\t\n"
        "chat.xml\tm1\t19\t23\teuch\tadd\tPER\t\n",
    )
    assert "decisions: 1 applied (1 add), 2 stale" in output
    assert (
        "d.tsv:2: stale decision: teiHeader/fileDesc/titleStmt/title 0-10 'Abendrunde' cannot be applied in "
        "chat.xml: refused: the header's title is the project's own metadata" in output
    )
    assert "refused: the publicationStmt is the project's own metadata" in output
    assert "<title>Abendrunde im Kanal</title>" in text and "Projekt Chatkorpus" in text
    assert "euch" not in text.split("<text>")[1]
