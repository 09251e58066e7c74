"""Work the detectors do once per document or skip per post (issue 41): counted, not timed, and
with what they find unchanged."""

from __future__ import annotations

import sys

import pytest
from lxml import etree

from teianon.detect import DocumentContext, detect, evidence, loaded_detectors, place
from teianon.detect.evidence import Words
from teianon.detect.place import PlaceDetector
from teianon.detect.place_routes import routes
from teianon.detect.variants import NameIndex
from teianon.mention import Category
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import NS, read_documents
from teianon.read.textview import post_text
from teianon.read.xmlio import parse_bytes

TEI = "http://www.tei-c.org/ns/1.0"


def chat(posts: list[tuple[str, str]], people: dict[str, str]) -> bytes:
    """A tokenised TEI chat: each post ``(writer id, text)``, its words split at spaces."""
    persons = "".join(
        f'<person xml:id="{pid}"><persName type="nickname">{nick}</persName></person>' for pid, nick in people.items()
    )
    body = "".join(
        f'<post xml:id="p{n}" who="#{who}">' + "".join(f"<w>{t}</w>" for t in text.split()) + "</post>"
        for n, (who, text) in enumerate(posts, 1)
    )
    return (
        f'<TEI xmlns="{TEI}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        f"<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        f"<profileDesc><particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc></teiHeader>"
        f"<text><body><div>{body}</div></body></text></TEI>"
    ).encode()


def linked(data: bytes) -> list[tuple[str, str | None]]:
    """``(text, corresp)`` of every teianon name in the posts (its tokens' text joined)."""
    tree = parse_bytes(data, "chat.xml")
    annotate_tree(tree, "chat.xml", Settings())
    return [
        (" ".join("".join(e.itertext()).split()), e.get("corresp"))
        for e in tree.getroot().iterfind(".//tei:post//tei:name", NS)
        if e.get("resp") == "#teianon"
    ]


@pytest.fixture
def glued_asks(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    asked: list[list[str]] = []
    original = NameIndex.lookup_glued

    def counting(self: NameIndex, tokens: list[str]):  # type: ignore[no-untyped-def]
        asked.append(list(tokens))
        return original(self, tokens)

    monkeypatch.setattr(NameIndex, "lookup_glued", counting)
    return asked


PEOPLE = {"A01": "quokka77", "A02": "Birnbaum_Jo", "A03": "zeltplatz"}


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("hallo quokka 77 bist du da", "quokka77"),
        ("frag mal Birnbaum _ Jo morgen", "Birnbaum_Jo"),
        ("QUOKKA 77 schreib mal", "QUOKKA77"),
    ],
)
def test_a_name_split_into_tokens_is_still_found_from_its_first_token(glued_asks, text, found):
    names = linked(chat([("A03", text), ("A01", "ja ich bin da")], PEOPLE))
    assert any(name == found and corresp for name, corresp in names)
    # Only runs that begin as a glued name begins are looked up.
    assert glued_asks and all(begins_a_nickname(run[0]) for run in glued_asks)


def begins_a_nickname(token: str) -> bool:
    return any(nick.casefold().startswith(token.casefold()) for nick in PEOPLE.values())


def test_runs_of_ordinary_words_ask_no_glued_name(glued_asks):
    """Before, every pair and triple of tokens standing together was looked up as a glued name."""
    names = linked(chat([("A01", "wir sehen uns morgen am see"), ("A02", "ok bis dann und gute nacht")], PEOPLE))
    assert names == []
    assert glued_asks == []


def test_a_post_with_letters_of_another_script_still_asks_across_scripts(glued_asks):
    linked(chat([("A01", "привет как дела"), ("A02", "ok bis dann")], PEOPLE))
    assert glued_asks  # a name written in Cyrillic may stand for a Latin nickname


def test_a_posts_words_are_read_once_per_document(monkeypatch):
    """The document's firm names read every post's words before detection reads them one by one:
    before, each post's words were built twice."""
    built: list[int] = []
    original = Words.__init__

    def counting(self: Words, post) -> None:  # type: ignore[no-untyped-def]
        built.append(id(post))
        original(self, post)

    monkeypatch.setattr(Words, "__init__", counting)
    data = chat([("A01", f"heute war der {n}. Tag bei Fernsprech und Söhne GmbH") for n in range(12)], PEOPLE)
    tree = parse_bytes(data, "chat.xml")
    (document,) = read_documents(tree, "chat.xml")
    context = DocumentContext.of(document)
    detectors = loaded_detectors()
    for view in context.views:
        detect(view, context, detectors)
    assert len(built) == len(set(built)) == len(context.views) + len(context.text_views)


def test_a_new_document_forgets_the_last_ones_words():
    first = post_text(etree.fromstring(f'<post xmlns="{TEI}"><w>eins</w></post>'))
    Words.of(first)
    assert evidence._CACHE
    data = chat([("A01", "zwei drei")], PEOPLE)
    (document,) = read_documents(parse_bytes(data, "chat.xml"), "chat.xml")
    DocumentContext.of(document)
    assert all(words.post is not first for words in evidence._CACHE.values())


class _Counted(tuple):  # type: ignore[type-arg]
    """A document's views that count how often they are read through."""

    reads = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        _Counted.reads += 1
        return super().__iter__()


def test_the_routes_read_the_documents_views_once():
    posts = [
        post_text(etree.fromstring(f'<post xmlns="{TEI}">{text}</post>'))
        for text in ["Treffen am Gemeindehaus von Klein Wummsdorf", "wir fahren über Kappelbrück nach Hause"]
        + [f"Beitrag {n} ohne Ort" for n in range(20)]
    ]
    _Counted.reads = 0
    context = DocumentContext(views=_Counted(posts))
    found = [m for view in posts for m in routes(view, context)]
    assert _Counted.reads == 1  # before: once per post
    assert [posts[1].text[m.start : m.end] for m in found if m.source == "place:route"] == ["Kappelbrück"]


@pytest.fixture
def cue_asks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    asked: list[int] = []
    original = place.place_cue

    def counting(words: Words, i: int) -> bool:
        if sys._getframe(1).f_code.co_name == "_spellings":  # not the list matches' judge
            asked.append(i)
        return original(words, i)

    monkeypatch.setattr(place, "place_cue", counting)
    return asked


def _places(text: str) -> list[tuple[str, str]]:
    view = post_text(etree.fromstring(f'<post xmlns="{TEI}">{text}</post>'))
    return [(text[m.start : m.end], m.source) for m in PlaceDetector().analyze(view, DocumentContext(views=(view,)))]


@pytest.mark.parametrize("text", ["das war wirklich gut heute", "Sehr schön gemacht, danke schön", "lol ok bis morgen"])
def test_a_post_without_a_stretched_letter_or_a_cue_asks_no_word_for_a_chat_spelling(cue_asks, text):
    assert _places(text) == []
    assert cue_asks == []  # before: every word was asked for a cue


@pytest.mark.parametrize(
    ("text", "spelt"),
    [
        ("endlich wieder in Hamburrrg", "Hamburrrg"),
        ("Grüße aus Bremeeen", "Bremeeen"),
        ("wir fahren nach leipzzzig", "leipzzzig"),
    ],
)
def test_chat_spellings_of_places_are_still_found(text, spelt):
    found = _places(text)
    assert (spelt, "place:spelling") in found


def test_categories_of_a_spelling_are_the_places():
    view = post_text(etree.fromstring(f'<post xmlns="{TEI}">ich bin in Dresssden</post>'))
    (mention,) = [
        m for m in PlaceDetector().analyze(view, DocumentContext(views=(view,))) if m.source == "place:spelling"
    ]
    assert mention.category is Category.GPE
