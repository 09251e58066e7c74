"""A platform's key in the text of a source record (issue 39's review): the ids are renamed for
it, its ``idno`` becomes ``source-N``, and so does the key where an ``analytic``'s title or
reference text writes it; the source corpus's own record (a ``monogr`` naming its editors) is
the publisher's and stays. Made-up keys."""

from __future__ import annotations

import pytest
from tei_places_helpers import TEI, doc, root_of, run


def _with_source(body: str, record: str) -> str:
    return doc(body).replace("<sourceDesc><p>s</p></sourceDesc>", f"<sourceDesc>{record}</sourceDesc>")


CASES = [
    # A Reddit fullname: the submission's id in the title and the reference's text.
    (
        '<post xml:id="t3_2b7kq9w" who="#A1"><p>frage</p></post><post xml:id="t1_m3x8zp1" who="#B1"><p>ja</p></post>',
        "<biblStruct><analytic><title>Submission t3_2b7kq9w (r/Ruhrgebiet)</title>"
        '<ref target="https://www.reddit.com/r/Ruhrgebiet/comments/2b7kq9w/">Thread 2b7kq9w</ref></analytic>'
        "<monogr><title>Reddit</title><imprint><publisher>Reddit Inc.</publisher></imprint></monogr></biblStruct>",
        ["2b7kq9w"],
    ),
    # A conversation's key from a database link (as MoCoDa names its chats), in the title too.
    (
        '<post xml:id="Wq4tZ.p1" who="#A1"><p>hallo</p></post>',
        "<biblStruct><analytic><title>Gespräch Wq4tZ</title>"
        '<ref type="url" target="https://db.example-chats.org/#/view/Wq4tZ">Datensatz Wq4tZ</ref>'
        "<idno>Wq4tZ</idno></analytic>"
        "<monogr><title>Chatdatenbank</title><imprint><publisher>Uni</publisher></imprint></monogr></biblStruct>",
        ["Wq4tZ"],
    ),
]


@pytest.mark.parametrize("pseudonyms", [False, True])
@pytest.mark.parametrize("body, record, keys", CASES)
def test_a_platform_key_in_a_source_record_s_text_is_renamed(tmp_path, pseudonyms, body, record, keys):
    output, printed = run(tmp_path, _with_source(body, record), pseudonyms=pseudonyms)
    assert [k for k in keys if k in output] == [], printed
    root = root_of(output)
    analytic = root.find(f".//{TEI}analytic")
    title = "".join(analytic.find(f"{TEI}title").itertext())
    assert "source-1" in title or "[_" in title, title
    # The title's other words stay.
    assert title.split()[0] in {"Submission", "Gespräch"}


def test_the_source_corpus_s_own_record_keeps_its_words(tmp_path):
    # A monogr naming its editors is the publisher's record: its title and idno stay, while
    # the conversation's analytic follows the renaming.
    record = (
        "<biblStruct><analytic><title>Chat Wq4tZ</title><idno>Wq4tZ</idno></analytic>"
        "<monogr><title>Korpus K4x7Q</title><editor>Hanna Beispiel</editor><idno>K4x7Q-2</idno>"
        "<imprint><publisher>Uni</publisher></imprint></monogr></biblStruct>"
    )
    body = '<post xml:id="Wq4tZ.p1" who="#A1"><p>hallo, siehe https://db.example-chats.org/#/view/Wq4tZ</p></post>'
    output, _ = run(tmp_path, _with_source(body, record))
    root = root_of(output)
    monogr = root.find(f".//{TEI}monogr")
    assert "".join(monogr.find(f"{TEI}title").itertext()) == "Korpus K4x7Q"
    assert monogr.find(f"{TEI}idno").text == "K4x7Q-2"
    assert "Wq4tZ" not in "".join(root.find(f".//{TEI}analytic").itertext())
