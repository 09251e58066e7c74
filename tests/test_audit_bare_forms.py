"""The self-audit seeks a name without its ending (``Rosa`` of ``Rosas Auto``) as it seeks the
name; where the document writes the name capitalised, the same letters in lower case are the word
of the language (``ein rosa Kleid``): a possible leak for a person to look at, as for the name
itself, not a leak that stops the file's output. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

TEI = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
    "<titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
    "<sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader><text><body>{}</body></text></TEI>"
)


def _run(tmp_path: Path, paragraphs: list[str], *options: str) -> tuple[int, str, str]:
    source = tmp_path / "in.xml"
    source.write_text(TEI.format("".join(f"<p>{p}</p>" for p in paragraphs)), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--date", "2026-01-01", *options])
    written = out / "in.xml"
    return result.exit_code, result.output, written.read_text(encoding="utf-8") if written.exists() else ""


@pytest.mark.parametrize(
    ("paragraphs", "word"),
    [
        (["Ich habe gestern Rosas Auto geliehen.", "Sie trug ein rosa Kleid."], "rosa Kleid"),
        (["We borrowed Hollys car yesterday.", "The holly in the garden is green."], "holly in the garden"),
    ],
)
@pytest.mark.parametrize("mode", [(), ("--mode", "pseudonym", "--key", "KEY")])
def test_a_lower_case_word_like_a_name_without_its_ending_is_no_certain_leak(
    tmp_path: Path, paragraphs: list[str], word: str, mode: tuple[str, ...]
) -> None:
    options = tuple(str(tmp_path / "key.json") if o == "KEY" else o for o in mode)
    code, output, written = _run(tmp_path, paragraphs, *options)
    assert code == 0, output
    assert word in written  # the word of the language stays
    assert "possible leak" in output


def test_the_name_without_its_ending_written_as_a_name_is_still_replaced(tmp_path: Path) -> None:
    code, output, written = _run(
        tmp_path, ["Ich habe gestern Rosas Auto geliehen.", "Sag rosa Bescheid, sie soll kommen."]
    )
    assert code == 0, output
    assert "rosa" not in written.casefold().split("<body>")[1]
