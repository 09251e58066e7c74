"""Work done once (issue 41): the second round reads only the views of the posts it writes
into, a completion of the repeats reads each reference once and keeps no search of its targets
after it (a later completion never looked for the same targets), and the tokens the corpus replaced itself are
found as before without a Python loop over every token."""

from __future__ import annotations

import gc
import weakref
from collections import Counter

from detector_helpers import ONE_PARTICIPANT_TEI
from lxml import etree

from teianon.annotate import document as document_module
from teianon.annotate import repeat_search, repeats
from teianon.annotate.document import annotate_document, complete_repeats, rewrite_document
from teianon.pipeline.annotation import detectors_for, documents_of
from teianon.pipeline.settings import Settings
from teianon.read.replaced_tokens import replaced_token_readings
from teianon.read.xmlio import parse_bytes

POSTS = [
    "Gestern kam Herr Bertram Oyelaran-Schütt vom Jugendamt vorbei.",
    "ja ok",
    "hab heute nix gemacht",
    "Morgen fahre ich mit Frau Lieselotte Wendhausen nach Bielefeld.",
    "lol",
    "und was machst du so",
]


def _chat(posts: list[str]) -> bytes:
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    return ONE_PARTICIPANT_TEI.format(posts=body).encode()


def test_the_second_round_reads_the_views_of_the_posts_it_writes_into_only(monkeypatch):
    settings = Settings()
    data = _chat(POSTS)
    tree = parse_bytes(data, "c.xml")
    (document,) = documents_of(tree, "c.xml", settings)
    written: list = []
    annotate_document(document, detectors_for(settings), written=written)
    annotated = etree.tostring(tree)
    touched = [entry for entry in written if entry[0] or entry[1]]
    assert 0 < len(touched) < len(POSTS)  # the two posts with names, not the chat around them

    read: Counter[str] = Counter()
    original = document_module.post_text

    def counted(element, conversational=True):  # type: ignore[no-untyped-def]
        read[element.get("{http://www.w3.org/XML/1998/namespace}id")] += 1
        return original(element, conversational)

    monkeypatch.setattr(document_module, "post_text", counted)
    again = parse_bytes(data, "c.xml")
    (document,) = documents_of(again, "c.xml", settings)
    rewrite_document(document, written)
    assert etree.tostring(again) == annotated  # the same bytes
    assert sorted(read) == ["p1", "p4"] and set(read.values()) == {1}, read


def _references() -> bytes:
    names = "".join(
        f'<post xml:id="p{i}" who="#A1"><p>bei <name type="PER" resp="#teianon" cert="high" '
        f'ana="teianon:person.title">Frau {name}</name> heute</p></post>'
        for i, name in enumerate(["Wendhausen", "Oyelaran", "Trebuchet", "Quastenberg"], 1)
    )
    repeat = '<post xml:id="p9" who="#A1"><p>Quastenberg kam</p></post>'
    return ONE_PARTICIPANT_TEI.format(posts=names + repeat).encode()


def test_a_completion_of_the_repeats_reads_each_reference_once(monkeypatch):
    tree = parse_bytes(_references(), "r.xml")
    (document,) = documents_of(tree, "r.xml", Settings())
    read: Counter[str] = Counter()
    original = repeats.reference_words

    def counted(element):  # type: ignore[no-untyped-def]
        read["".join(element.itertext())] += 1
        return original(element)

    monkeypatch.setattr(repeats, "reference_words", counted)
    counts = complete_repeats(document)
    assert counts["PER"] >= 1  # "Quastenberg kam" repeats the surname
    # harmonise, loosen_derived and the targets each read them; their words are read once.
    assert set(read.values()) == {1} and len(read) == 4, read


def test_a_completion_keeps_no_search_of_its_targets(monkeypatch):
    # The automata of a run's names are some MB: kept after the completion, they stayed alive
    # into the replacement, where a file's peak memory is, for a reuse that never came.
    made: list[weakref.ref[repeat_search.Search]] = []
    original = repeat_search.Search.__init__

    def counted(self, targets):  # type: ignore[no-untyped-def]
        made.append(weakref.ref(self))
        original(self, targets)

    monkeypatch.setattr(repeat_search.Search, "__init__", counted)
    tree = parse_bytes(_references(), "r.xml")
    (document,) = documents_of(tree, "r.xml", Settings())
    complete_repeats(document)
    gc.collect()
    assert len(made) == 1 and made[0]() is None


def test_the_tokens_a_corpus_replaced_itself_are_found_as_before():
    root = etree.fromstring(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><text><body><p>'
        '<w lemma="Kowalczyk">[_PERSONNAME_]</w>'
        '<w lemma="x" norm="Lüdinghausen">  [_CITY-1_] </w>'
        '<w orig="Bobbele"><c>[_</c>NICKNAME_]</w>'  # the placeholder across a child
        '<w lemma="[_A_]">[_A_]</w>'  # a reading that is a placeholder itself
        '<w lemma="Anna">\u00a0[_PERSONNAME_]\u00a0</w>'  # white space Python strips
        '<w lemma="Zora">z[_PERSONNAME_]</w>'  # no placeholder token
        '<w reg="Q1"><w lemma="Inner">[_NUMBER_]</w>[_X_]</w>'  # nested: the inner one only
        '<w lemma="Haus">Haus</w>'
        "</p></body></text></TEI>"
    )
    found = [(name, value, category.name) for _, name, value, category in replaced_token_readings(root)]
    assert found == [
        ("lemma", "Kowalczyk", "PER"),
        ("lemma", "x", "OTH"),
        ("norm", "Lüdinghausen", "OTH"),
        ("orig", "Bobbele", "NICK"),
        ("lemma", "Anna", "PER"),
        ("lemma", "Inner", "NUMBER"),
    ]
