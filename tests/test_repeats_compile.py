"""repeats: a document's repeats compile no pattern of all their targets (issue 41). A run's names
are the targets of every document of the run; regex parses a pattern in Python, and compiling
their alternation per document and pass cost more than the search it was made for."""

from __future__ import annotations

import pytest
import regex
from lxml import etree

from teianon.annotate.repeats import Target, occurrences
from teianon.mention import Category
from teianon.read.tei import read_documents

T = "http://www.tei-c.org/ns/1.0"


def _document(posts: str):  # type: ignore[no-untyped-def]
    xml = (f'<TEI xmlns="{T}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt></fileDesc></teiHeader>'
           f"<text><body><div>{posts}</div></body></text></TEI>")
    return read_documents(etree.ElementTree(etree.fromstring(xml)), "t.xml", None)[0]


def test_only_the_targets_that_begin_in_a_text_are_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled: list[str] = []
    original = regex.compile

    def counting(pattern: str, flags: int = 0) -> regex.Pattern[str]:
        compiled.append(pattern)
        return original(pattern, flags)

    monkeypatch.setattr(regex, "compile", counting)
    # Strings of this test only: no other test has compiled them in this process.
    targets = [Target(f"Quellbrunner{i}", Category.PER, None, False, "t") for i in range(400)]
    targets += [Target("Hinnerk Oldenbüttelhof", Category.PER, None, False, "t")]
    document = _document('<post xml:id="p1">grüße an hinnerk oldenbüttelhof und Quellbrunner7s</post>'
                         '<post xml:id="p2">nichts hier, Quellbrunner</post>')
    found = [view.text[m.start : m.end] for view, ms in occurrences(document, targets) for m in ms]
    assert found == ["hinnerk oldenbüttelhof", "Quellbrunner7s"]
    assert len(compiled) == 2
    assert all("Quellbrunner1" not in pattern for pattern in compiled)


def test_a_target_is_compiled_once_for_the_documents_of_a_run(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled: list[str] = []
    original = regex.compile
    monkeypatch.setattr(regex, "compile", lambda pattern, flags=0: compiled.append(pattern) or original(pattern, flags))
    targets = [Target(f"Wendelgard{i}", Category.NICK, None, False, "t") for i in range(50)]
    for _ in range(3):
        document = _document('<post xml:id="p1">hallo wendelgard3 und Wendelgard12</post>')
        found = [view.text[m.start : m.end] for view, ms in occurrences(document, targets) for m in ms]
        assert found == ["wendelgard3", "Wendelgard12"]
    assert len(compiled) == 2
