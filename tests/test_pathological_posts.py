"""Long posts made of one repeated shape finish in linear time (a review of issue 39's
encoded words and the spelled-out addresses: minutes per post, quadratic in its length)."""

from __future__ import annotations

import time

from detector_helpers import annotated, found, replaced

from teianon.detect.links import is_public_link
from teianon.read.encoded import decoded_text, encoded_words
from teianon.read.tei import tei

# Generous: each of these took from half a minute to minutes before.
BOUND = 5.0


def _timed(call, *args):  # type: ignore[no-untyped-def]
    # CPU seconds, not wall time: the machines that run the tests are shared.
    start = time.process_time()
    result = call(*args)
    return result, time.process_time() - start


def test_a_long_word_with_an_equals_sign_is_read_in_linear_time() -> None:
    for text in ("hallo " + "a" * 30_000 + "= ok", "=C3=B6!" + "b" * 30_000 + "=4", "x?" + "y" * 30_000):
        result, seconds = _timed(encoded_words, text)
        assert seconds < BOUND, (text[:12], seconds)
    words, seconds = _timed(encoded_words, "Gru=C3=9F an K=C3=B6hnlein " + "z" * 30_000)
    assert seconds < BOUND
    assert [w[2] for w in words] == ["Gruß", "Köhnlein"]
    assert decoded_text("Stra=C3=9Fe=20K=C3=B6ln")[0] == "Straße Köln"


def test_a_long_chain_of_spelled_dots_is_read_in_linear_time() -> None:
    for text in ("schreib an x" + " dot x" * 5_000 + " at home", "mail to y" + " punkt y" * 5_000 + " (at) work"):
        _, seconds = _timed(found, text, "email")
        assert seconds < BOUND, (text[:12], seconds)
    # The spelled addresses themselves are still found.
    assert ("EMAIL", "jana dot kessler at webmail dot org") in found(
        "schreib jana dot kessler at webmail dot org", "email"
    )


def test_a_link_with_a_login_is_never_public() -> None:
    for url in ("https://jdoe:Winter99@www.bbc.co.uk/staff", "https://anna@www.zdf.de/", "ftp://u:p@www.gov.uk/x"):
        assert not is_public_link(url), url
    assert is_public_link("https://www.bbc.co.uk/news/uk")
    text = "Zugang: https://hbrandt:Herbst2031@www.zdf.de/intern bitte"
    assert ("URL", "https://hbrandt:Herbst2031@www.zdf.de/intern") in replaced(text)
    assert replaced("see https://www.bbc.co.uk/news/uk") == []


def _names_of_post(text: str) -> tuple[list[tuple[str, str, str]], float]:
    """(type, subtype, text) of every reference annotated in one post, and the CPU seconds it took
    (CPU, not wall time: the test machines are shared)."""
    start = time.process_time()
    tree = annotated(text)
    seconds = time.process_time() - start
    post = tree.getroot().find(f".//{tei('post')}")
    assert post is not None
    names = [(e.get("type") or "", e.get("subtype") or "", "".join(e.itertext())) for e in post.iter(tei("name"))]
    return names, seconds


def test_a_long_run_of_short_words_is_annotated_in_linear_time() -> None:
    # Each short word is a candidate name; every candidate read the whole post to judge its
    # language, and the public-sphere decision asked each start about every word after it.
    annotated("warm-up: the detectors are loaded once")
    for text in ("schreib an x" + " dot y" * 1_500 + " at home", "mail to q" + " punkt r" * 1_500 + " (at) work"):
        names, seconds = _names_of_post(text)
        assert seconds < 2.0, (text[:12], seconds)
        assert names == [], names[:3]


def test_a_long_run_of_listed_names_is_read_in_linear_time() -> None:
    # A possessive ending at every other word: the name before it was sought up to the table's
    # longest name (51 words) from each start, for each proposal; and each listed name searched
    # the whole post for quote headers and file names.
    annotated("warm-up: the detectors are loaded once")
    for text in (" Goethes Gedicht,", " Dickens's novel,"):
        short, _ = _names_of_post("wir lasen" + text * 3)
        names, seconds = _names_of_post("wir lasen" + text * 600)
        assert seconds < 2.0, (text, seconds)
        assert len(short) == 3 and names == short[:1] * 600, (short, names[:3])
