"""A pattern detector passes over a post without what every one of its patterns needs
(PatternDetector.REQUIRES): that must never cost a match."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from teianon.detect import DocumentContext
from teianon.detect.email import EmailDetector
from teianon.detect.number import NumberDetector
from teianon.detect.url import UrlDetector
from teianon.read.tei import tei
from teianon.read.textview import post_text

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
TRICKY = [
    "fix@ids-mannheim.de", "fix @ ids-mannheim . de", "fix at ids-mannheim dot de", "fix(at)ids-mannheim(punkt)de",
    "fix [at] host [dot] de", "FIX AT HOST DOT DE", "lela ät web punkt de", "fe80::1ff:fe23:4567:890a", "fe80::",
    "ab:cd:ef", "::", "DE89 3704 0044 0532 0130 00", "192.168.0.1", "+49 (0)621 1581-0", "0621/1581418",
    "PLZ 68161", "68161 Mannheim", "SW1A 1AA", "Kundennummer: AB12345", "123 456 789", "https://ids-mannheim.de/x",
    "www.example.de", "ids-mannheim.de/path", "/home/lela/bilder/", "irc://irc.example.net/chat", "www3.Beispiel.ORG",
]


def texts() -> list[str]:
    found = list(TRICKY)
    for path in SAMPLES.glob("*.xml"):
        root = etree.parse(str(path)).getroot()
        found += [" ".join("".join(p.itertext()).split()) for p in root.iter(tei("post"), tei("p"))]
    return found


@pytest.mark.parametrize("detector", [EmailDetector(), NumberDetector(), UrlDetector()], ids=lambda d: d.name)
def test_every_match_holds_what_the_detector_requires(detector) -> None:
    assert detector.REQUIRES is not None
    matched = 0
    for text in texts():
        for pattern in detector.PATTERNS:
            for match in pattern.compiled.finditer(text):
                matched += 1
                assert detector.REQUIRES.search(match.group(0)), (pattern.name, match.group(0))
    assert matched >= 5  # the examples exercise the patterns


@pytest.mark.parametrize("detector", [EmailDetector(), NumberDetector(), UrlDetector()], ids=lambda d: d.name)
def test_the_prefilter_changes_no_result(detector) -> None:
    for text in texts():
        holder = etree.Element(tei("p"))
        holder.text = text
        view = post_text(holder)
        assert detector.analyze(view, DocumentContext()) == list(detector._scan(view))


def test_a_post_without_it_is_passed_over() -> None:
    holder = etree.Element(tei("p"))
    holder.text = "hallo zusammen wie geht es euch heute"
    view = post_text(holder)
    assert all(d.REQUIRES.search(view.text) is None for d in (EmailDetector(), NumberDetector(), UrlDetector()))
