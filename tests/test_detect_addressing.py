import pytest
from detector_helpers import found, person, view

from teianon.detect import DocumentContext, build_detectors, detect

PEOPLE = [person("u1", "SkyWalker88"), person("u2", "blue")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("hi @blue are you there", "@blue"),
        ("blue: thanks!", "blue:"),
        ("SkyWalker, please stop", "SkyWalker,"),
        ("@stranger42 who are you", "@stranger42"),
        ("Cool_Cat99: hi", "Cool_Cat99:"),
    ],
)
def test_addressing_terms(text, expected):
    assert [t for _, t in found(text, "addressing", PEOPLE)] == [expected]


@pytest.mark.parametrize("text", ["Frage: wer kommt?", "also, ich gehe", "mail me@example.org", "treffen @ 5"])
def test_not_addressing_terms(text):
    assert found(text, "addressing", PEOPLE) == []


def test_addressing_term_keeps_marker_outside_the_name():
    post = view("hi @blue are you there")
    (mention,) = detect(post, DocumentContext(tuple(PEOPLE)), build_detectors(["addressing"]))
    assert post.text[mention.start : mention.end] == "@blue"
    assert post.text[mention.name_start : mention.name_end] == "blue"
    assert mention.corresp == "u2"
