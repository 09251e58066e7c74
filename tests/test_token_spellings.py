"""A replaced token's lemma, norm, orig or reg that spell the name otherwise than its text
(``<w lemma="Quastenberg">Quastenbergs</w>``): the replacement rewrites them, and the self-audit seeks
them as it seeks the original, so a lemma left standing anywhere in the output is found (a leak)
and, where the run makes the output, replaced. Strings of our own, German and English."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main
from teianon.read.xmlio import parse_bytes
from teianon.replace.inventory import read_inventory

_HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader>'
    "<fileDesc><titleStmt><title>Chat</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
    "<sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>"
    '<person xml:id="A1"><persName type="nickname">moorhuhn_3</persName></person>'
    '<person xml:id="A2"><persName type="nickname">stichling88</persName></person>'
    "</listPerson></particDesc></profileDesc></teiHeader><text><body><div>"
)
_TAIL = "</div></body></text></TEI>"

# (language, the token as written, its lemma, a word after it, a pronoun whose lemma is the name)
_CASES = [
    # A surname no table lists, with a genitive or plural ending (a listed name's bare form is
    # sought already: teianon.annotate.repeats.bare_name).
    ("de", "Quastenbergs", "Quastenberg", "Garten", "sie"),
    ("en", "Thorncastles", "Thorncastle", "garden", "them"),
]


def _source(lang: str, token: str, lemma: str, after: str, pronoun: str) -> str:
    return (
        _HEAD.format(lang=lang) + '<post xml:id="p1" who="#A1"><w xml:id="p1.1" lemma="in">in</w> '
        f'<name type="PER"><w xml:id="p1.2" lemma="{lemma}" norm="{lemma}">{token}</w></name> '
        f'<w xml:id="p1.3" lemma="{after}">{after}</w></post>'
        f'<post xml:id="p2" who="#A2"><w xml:id="p2.1" lemma="{lemma}">{pronoun}</w> '
        '<w xml:id="p2.2" lemma="ok">ok</w></post>' + _TAIL
    )


@pytest.mark.parametrize(("lang", "token", "lemma", "after", "pronoun"), _CASES)
def test_the_inventory_carries_a_tokens_lemma_that_differs_from_its_text(
    lang: str, token: str, lemma: str, after: str, pronoun: str
) -> None:
    tree = parse_bytes(_source(lang, token, lemma, after, pronoun).encode("utf-8"), "in.xml")
    (reference,) = read_inventory(tree, "in.xml").references
    assert (reference.original, reference.spellings) == (token, (lemma,))


def test_a_taggers_code_for_no_lemma_is_no_spelling() -> None:
    """TreeTagger's ``<unknown>`` and ``@card@``, or punctuation, say nothing of the name: the
    token's text stands for them, so nothing more is sought (no leak on every unknown lemma)."""
    source = (
        _HEAD.format(lang="de")
        + '<post xml:id="p1" who="#A1"><name type="PER"><w lemma="&lt;unknown&gt;">Quirinia</w> '
        '<w lemma="@card@">Pfefferkorn</w></name> <w lemma="-">-</w></post>' + _TAIL
    )
    (reference,) = read_inventory(parse_bytes(source.encode("utf-8"), "in.xml"), "in.xml").references
    assert reference.spellings == ()


@pytest.mark.parametrize(("lang", "token", "lemma", "after", "pronoun"), _CASES)
@pytest.mark.parametrize("pseudonym", [False, True])
def test_no_lemma_of_the_name_survives_a_run(
    tmp_path: Path, lang: str, token: str, lemma: str, after: str, pronoun: str, pseudonym: bool
) -> None:
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(_source(lang, token, lemma, after, pronoun), encoding="utf-8")
    out = tmp_path / "out"
    mode = ["--mode", "pseudonym", "--key", str(tmp_path / "key.json"), "--salt", "s"] if pseudonym else []
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(out), "-q", *mode])
    assert result.exit_code == 0, result.output
    written = (out / "chat.xml").read_text(encoding="utf-8")
    assert lemma not in written
    # The pronoun and the other words stay as written.
    assert f">{pronoun}</w>" in written and f'lemma="{after}">{after}</w>' in written


@pytest.mark.parametrize(("lang", "token", "lemma", "after", "pronoun"), _CASES)
def test_the_audit_finds_a_lemma_left_in_the_output(
    tmp_path: Path, lang: str, token: str, lemma: str, after: str, pronoun: str
) -> None:
    annotated = tmp_path / "ann" / "chat.xml"
    annotated.parent.mkdir()
    annotated.write_text(_source(lang, token, lemma, after, pronoun), encoding="utf-8")
    output = tmp_path / "out" / "chat.xml"
    output.parent.mkdir()
    # The token replaced, its lemma left as it was.
    output.write_text(
        _source(lang, token, lemma, after, pronoun)
        .replace(f'norm="{lemma}">{token}<', 'norm="[_PERSONNAME-1_]">[_PERSONNAME-1_]<')
        .replace(f'<w xml:id="p2.1" lemma="{lemma}">', '<w xml:id="p2.1" lemma="sie">'),
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["audit", str(annotated.parent), str(output.parent)])
    assert result.exit_code == 1, result.output
    assert f"leak: '{lemma}'" in result.output and "@lemma" in result.output
