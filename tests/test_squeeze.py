"""Squeezing repeated letters with a function instead of regex's template (issue 41): the same
strings as the template ``r"\\1"`` wrote, for elongations, case, umlauts, ß, digits and other scripts."""

from __future__ import annotations

import pytest
import regex

from teianon.detect import lexicon, place

STRINGS = ["doooortmund", "Hamburg", "HAAALLOOO", "Müüünchen", "straßße", "Straaaße", "aaa", "", "1100",
           "leeeela!!!", "ﬀﬀoo", "ıııİİ", "Ⅻ Ⅻ", "ммммосква", "東東京", "a\u0301\u0301b", "x\n\ny", "🙂🙂🙂"]


@pytest.mark.parametrize("text", STRINGS)
def test_squeeze_writes_what_the_template_wrote(text: str) -> None:
    assert lexicon.squeeze(text) == regex.compile(r"(.)\1+").sub(r"\1", text.casefold())
    assert place.squeeze(text) == regex.compile(r"(\p{L})\1+").sub(r"\1", text)
