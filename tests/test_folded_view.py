"""Issue 41: a post's text is case-folded once, on its view (``PostText.folded``), and the
detectors' quick checks for their cue words read that instead of folding the text each."""

from __future__ import annotations

from dataclasses import replace

import pytest
from detector_helpers import view

from teianon.detect import DocumentContext, build_detectors, detect


def test_the_view_folds_its_text_once() -> None:
    post = view("Straße GROSS İstanbul ǅemal")
    assert post.folded == post.text.casefold()
    assert post.folded is post.folded
    other = replace(post, text="NEUER Text")
    assert other.folded == "neuer text"


@pytest.mark.parametrize(
    ("detector", "text"),
    [
        ("room", "Kalle geht in den KANAL nebenan"),
        ("birth_date", "Geboren am 3. Mai 1961 in Hagen"),
        ("birth_frames", "Sie erblickte am 2. Juni 1950 das Licht der Welt"),
        ("spelled_numbers", "meine Nummer ist null eins sieben zwei"),
        ("place_lived", "I grew up in Lowerby"),
        ("coded_names", "Anton Nordpol Ulrich"),
        ("forum_users", "Originally posted by kater_77"),
    ],
)
def test_the_detectors_read_the_folded_text_of_the_view(detector: str, text: str) -> None:
    post = view(text)
    detect(post, DocumentContext(), build_detectors([detector]))
    assert "folded" in vars(post)
