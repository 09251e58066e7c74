"""Issue 38: a German common noun that names a firm's trade beside its owner's name (``Fliesen``
of ``Fliesen Kaya GmbH``) is no identifying part alone: the repeats and the audit leave the
tiles of other posts, and still replace the owner's name. A name made of nouns only keeps its
words. Strings of our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_lower_case_repeats import _run

from teianon.annotate.repeats import identifying_parts


@pytest.mark.parametrize(
    ("name", "parts"),
    [
        ("Fenster Okonkwo GmbH", ["Okonkwo"]),
        ("Zweirad Brenneisen", ["Brenneisen"]),
        ("Teppiche Yilmaz KG", ["Yilmaz"]),
        ("Gasthaus Adler", ["Adler"]),
    ],
)
def test_a_trade_noun_beside_an_owner_is_no_part(name: str, parts: list[str]) -> None:
    assert identifying_parts(name) == parts


def test_a_persons_name_keeps_its_parts() -> None:
    assert "Zweirad" in identifying_parts("Zweirad Brenneisen", person=True)


def test_the_trade_word_stays_and_the_owner_goes(tmp_path: Path) -> None:
    text, _ = _run(
        tmp_path,
        [
            'Ich arbeite bei <name type="ORG">Teppiche Yilmaz KG</name> im Lager.',
            "Die Teppiche im Flur sind alt, frag mal bei Yilmaz nach.",
        ],
    )
    assert "Die Teppiche im Flur" in text
    assert "Yilmaz" not in text
