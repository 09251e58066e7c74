"""The audit and a proper noun that word frequency alone calls ordinary: a town or a name of the
tables that no dictionary holds as a common word (``Recklinghausen``, ``Bochum``, ``Thomas``),
left capitalised in the output where it was replaced elsewhere, is a leak; a town that is also a
noun (``Essen``), a name that is also a word (``Mark``) and a name's letters written in lower case
stay possible leaks for a person to look at."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from teianon.cli import main

HEAD = (
    '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
    "<publicationStmt><p>x</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
    "<text><body><div>"
)
TAIL = "</div></body></text></TEI>"


def _check(tmp_path, category: str, name: str, left: str) -> list[str]:
    """``check`` of an output that replaced ``name`` in p1 and left ``left`` in p2."""
    annotated, out = tmp_path / "ann", tmp_path / "out"
    annotated.mkdir()
    out.mkdir()
    p2 = f'<post xml:id="p2">{left} war auch da</post>'
    (annotated / "a.xml").write_text(
        f'{HEAD}<post xml:id="p1">gestern bei <name type="{category}" resp="#teianon" cert="high">{name}</name>'
        f"</post>{p2}{TAIL}",
        encoding="utf-8",
    )
    (out / "a.xml").write_text(
        f'{HEAD}<post xml:id="p1">gestern bei <name type="{category}">[_X-1_]</name></post>{p2}{TAIL}',
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["check", str(out), "--annotated", str(annotated)])
    return [line for line in result.output.splitlines() if "leak" in line]


@pytest.mark.parametrize(
    ("category", "name"), [("GPE", "Recklinghausen"), ("GPE", "Bochum"), ("PER", "Thomas"), ("GPE", "Herne")]
)
def test_a_frequent_proper_noun_left_capitalised_is_a_leak(tmp_path, category, name):
    found = _check(tmp_path, category, name, name)
    assert found and all(": error: leak: " in line for line in found), found


@pytest.mark.parametrize(
    ("category", "name", "left"),
    [("GPE", "Essen", "Essen"), ("PER", "Mark", "Mark"), ("GPE", "Bochum", "bochum"), ("PER", "Thomas", "thomas")],
)
def test_a_common_word_or_a_name_in_lower_case_stays_a_possible_leak(tmp_path, category, name, left):
    found = _check(tmp_path, category, name, left)
    assert found and all(": warning: possible leak (also an ordinary word): " in line for line in found), found


def test_a_word_of_a_name_kept_public_is_a_possible_leak_and_the_file_is_written(tmp_path):
    # "Berlin" replaced where the writer lives, kept inside the public "Berlin-Marathon": the
    # audit refused the whole file once a town was a leak; the public name's word is for a
    # person to look at.
    source = tmp_path / "in"
    source.mkdir()
    body = (
        '<post xml:id="p1"><p>Ich wohne seit März in Recklinghausen, direkt bei meiner Oma.</p></post>'
        '<post xml:id="p2"><p>Ich lese gern <name type="PER" subtype="public">Thomas Mann</name>, und '
        '<name type="PER">Thomas</name> kommt morgen; in <name type="GPE" subtype="public">Recklinghausen</name>'
        " spielt heute der Verein.</p></post>"
    )
    (source / "a.xml").write_text(HEAD + body + TAIL, encoding="utf-8")
    for mode in ([], ["--mode", "pseudonym", "--key", str(tmp_path / "k.json"), "--salt", "s"]):
        out = tmp_path / f"out{len(mode)}"
        result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), *mode])
        assert result.exit_code == 0, result.output
        assert "possible leak" in result.output and (out / "a.xml").is_file()
