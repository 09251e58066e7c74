"""The manifest lists each proposal held below --min-cert in a row of its own, which a script
can turn into a reviewer's decisions (issue 30)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.review.proposals import blocks

CHAT = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>"
        '<listPerson><person xml:id="A1"><persName type="nickname">kiki</persName></person>'
        '<person xml:id="A2"><persName type="nickname">zorro77</persName></person></listPerson>'
        "</particDesc></profileDesc></teiHeader><text><body><div>"
        '<post xml:id="m1" who="#A1">hallo zorro77, ich war gestern mit Anna Hein in Bochum</post>'
        '<post xml:id="m3" who="#A1"><w>ich</w> <w>bring</w> <w>rose</w> <w>mit</w></post>'
        "</div></body></text></TEI>")


def _rows(out: Path) -> list[list[str]]:
    if not (out / "teianon-manifest.tsv").exists():
        return []
    return [row.split("\t") for row in (out / "teianon-manifest.tsv").read_text(encoding="utf-8").splitlines()]


def _anonymised(tmp_path: Path, min_cert: str) -> tuple[Path, Path]:
    """(the annotated folder, the output folder) of CHAT annotated, then anonymised with
    ``--min-cert`` (``--keep`` makes the run write its manifest)."""
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir(parents=True)
    source.write_text(CHAT, encoding="utf-8")
    review = tmp_path / "review"
    assert CliRunner().invoke(main, ["annotate", str(source.parent), "-o", str(review), "-q"]).exit_code == 0
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["anonymise", str(review), "-o", str(out), "--date", "2026-01-01",
                                       "--min-cert", min_cert, "--keep", "Nobody"])
    assert result.exit_code == 0, result.output
    return review, out


def test_each_held_proposal_is_a_row_a_script_can_turn_into_decisions(tmp_path: Path) -> None:
    review, out = _anonymised(tmp_path, "high")
    rows = _rows(out)
    assert rows[0] == ["input", "status", "access", "detail"]
    held = [row for row in rows if row[1] == "held"]
    assert held and all(row[0] == "chat.xml" and len(row) == 4 for row in held)
    texts = {b.id: b.text for b in blocks(etree.parse(str(review / "chat.xml")).getroot(),
                                         "chat.xml")}
    decisions = ["document\tblock\tstart\tend\ttext\tdecision"]
    for row in held:
        block, start, end, category, cert, text = row[3].split(" ", 5)
        # The offsets name the words in the annotated file's block, as the decisions file does.
        assert texts[block][int(start):int(end)] == text
        assert category in ("PER", "GPE", "LOC", "ORG") and cert in ("medium", "low")
        decisions.append(f"chat.xml\t{block}\t{start}\t{end}\t{text}\taccept")
    # "rose" (a name that is also a word, where a thing fits the slot) is a low proposal.
    assert any(row[3].startswith("m3 ") and row[3].endswith(" rose") for row in held)
    # The file's own row still counts them.
    assert f"{len(held)} proposal(s) held below --min-cert" in next(r for r in rows if r[1] == "written")[3]

    # Accepting every held row: nothing is held any more, and "rose" is replaced.
    (tmp_path / "d.tsv").write_text("\n".join(decisions) + "\n", encoding="utf-8")
    again = tmp_path / "again"
    result = CliRunner().invoke(main, ["anonymise", str(review), "-o", str(again), "--date", "2026-01-01",
                                       "--min-cert", "high", "--keep", "Nobody", "--decisions",
                                       str(tmp_path / "d.tsv")])
    assert result.exit_code == 0, result.output
    assert not [row for row in _rows(again) if row[1] == "held"]
    assert ">rose<" not in (again / "chat.xml").read_text(encoding="utf-8")
    assert ">rose<" in (out / "chat.xml").read_text(encoding="utf-8")


def test_no_held_rows_where_nothing_is_held(tmp_path: Path) -> None:
    _, out = _anonymised(tmp_path, "low")
    assert [row[1] for row in _rows(out)[1:]] == ["written"]
