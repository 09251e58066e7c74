"""Names stop at a tokenised post's punctuation; lower-case words of the language are no first names."""

from __future__ import annotations

import pytest
from detector_helpers import found
from lxml import etree

from teianon.detect import DocumentContext, build_detectors, detect
from teianon.read.tei import tei
from teianon.read.textview import post_text


def _tokenised(*tokens: str) -> etree._Element:
    """A post of ``<w>`` tokens; a token of punctuation only is a ``<pc>``."""
    post = etree.Element(tei("post"))
    p = etree.SubElement(post, tei("p"))
    for k, token in enumerate(tokens):
        element = etree.SubElement(p, tei("w" if any(c.isalnum() for c in token) else "pc"))
        element.text = token
        element.tail = " " if k < len(tokens) - 1 else None
    return post


def _names(post: etree._Element) -> list[str]:
    view = post_text(post)
    mentions = detect(view, DocumentContext(participants=(), rooms=()), build_detectors(None))
    return sorted({view.text[m.start : m.end] for m in mentions if m.category.name in ("PER", "ORG", "LOC", "GPE", "OTH")})


def test_the_view_of_a_tokenised_post_keeps_its_marks_beside_the_text():
    view = post_text(_tokenised("bis", "Juni", ".", "Ravi", "kommt", "!"))
    assert view.text == "bis Juni Ravi kommt"
    assert view.marks == ((8, "."), (19, "!"))


@pytest.mark.parametrize(
    "tokens, absent",
    [
        (("the", "fee", "goes", "to", "the", "club", "by", "June", ".", "Ravi", "Patel", "collects", "it"), "June Ravi Patel"),
        (("Sie", "spielt", "„", "Für", "Elise", '"', "von", "Beethoven", "und", "mehr"), "Elise von Beethoven"),
        (("Gestern", "kam", "Magdalena", ",", "Theresa", "kam", "nicht"), "Magdalena Theresa"),
    ],
)
def test_a_name_never_runs_across_a_mark_that_parts_names(tokens, absent):
    names = _names(_tokenised(*tokens))
    assert names, "something is still proposed"
    assert all(absent not in name and " " .join(absent.split()[:2]) not in name for name in names)


@pytest.mark.parametrize(
    "tokens, name",
    [
        (("Termin", "bei", "Dr", ".", "Annegret", "Vollmer", "morgen"), "Annegret Vollmer"),
        (("Das", "Buch", "von", "J", ".", "R", ".", "Hartley", "lag", "da"), "Hartley"),
    ],
)
def test_the_full_stop_of_a_title_or_an_initial_parts_nothing(tokens, name):
    assert any(name in found_name for found_name in _names(_tokenised(*tokens)))


def test_sentence_breaks_inside_a_span():
    from teianon.detect.tagger_spans import parts_names, pieces

    assert pieces(["June", ".", "Ravi", "Patel"], False, "PER") == [(0, 1), (2, 4)]
    assert pieces(["Elise", '"', "von", "Beethoven"], False, "PER") == [(0, 1), (2, 4)]
    assert pieces(["Dr", ".", "Vollmer"], False, "PER") == [(0, 3)]
    assert pieces(["St", ".", "Louis"], False, "GPE") == [(0, 3)]
    assert pieces(["Gebr", ".", "Meyer"], False, "ORG") == [(0, 3)]
    assert parts_names("Müller", ",", "Anna")
    assert not parts_names("Müller", "&", "Sohn")
    assert not parts_names("Co", ".", "KG")


@pytest.mark.parametrize(
    "text",
    [
        "ich lasse das so wie es ist",
        "hast du jemals sowas gesehen",
        "solange du da bist ist alles gut",
        "das kannst du ihm nicht antun",
        "wir treffen uns vorm kino",
    ],
)
def test_a_word_that_edited_text_writes_in_lower_case_is_no_first_name(text):
    assert found(text, "person") == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("lasse kommt heute nicht, er ist krank", "lasse"),
        ("andre kommt morgen auch", "andre"),
    ],
)
def test_such_a_word_where_only_a_person_stands_is_still_a_name(text, name):
    post = etree.Element(tei("post"))
    post.text = text
    assert name in _names(post)


def test_the_lower_case_table_holds_words_and_no_everyday_names():
    from teianon.lists import lower_words

    words = lower_words()
    assert {"lasse", "solange", "antun"} <= words
    assert not {"anna", "lena", "mehmet", "paul", "petra", "jan"} & words


@pytest.mark.parametrize(
    "text, noun",
    [
        ("mein erstes Bier ist fertig, gebraut im Keller bei uns", "Keller"),
        ("Letzte Woche hing der Schwarm im Kirschbaum von meinem Nachbarn", "Kirschbaum"),
        ("Morgen geht es wieder ins Kloster zurück", "Kloster"),
    ],
)
def test_a_noun_after_a_fused_article_is_no_person(text, noun):
    from teianon.detect.not_persons import noun_after_fused_article

    start = text.index(noun)
    assert noun_after_fused_article(text, start, start + len(noun))


def test_a_household_after_beim_is_still_a_name():
    from teianon.detect.not_persons import noun_after_fused_article

    text = "gestern war ich beim Müller"
    assert not noun_after_fused_article(text, text.index("Müller"), len(text))


_TWO_PARTICIPANTS = """<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title>
</titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson><person xml:id="A1"><persName>Kalle</persName></person>
<person xml:id="A2"><persName>sternchen</persName></person></listPerson></particDesc></profileDesc></teiHeader>
<text><body><div>{posts}</div></body></text></TEI>"""


def _linked(*texts: str) -> list[tuple[str, str]]:
    from teianon.pipeline.annotation import annotate_tree
    from teianon.pipeline.settings import Settings

    posts = "".join(f'<post xml:id="p{k}" who="#A{(k + 1) % 2 + 1}">{t}</post>' for k, t in enumerate(texts, 1))
    tree = etree.ElementTree(etree.fromstring(_TWO_PARTICIPANTS.format(posts=posts)))
    annotate_tree(tree, "t", Settings())
    body = tree.getroot().find(f".//{tei('body')}")
    return [(e.get("type") or "", "".join(e.itertext())) for e in body.iter(tei("name"))]


def test_the_surname_after_a_participants_nickname_is_a_person():
    found = _linked("Mehtap, ich nehm zwei! Und Kalle Schmid (also ich) bringt den Grill.", "super, danke Kalle")
    assert ("PER", "Schmid") in found
    assert ("nickname", "Kalle") in found


@pytest.mark.parametrize(
    "text",
    [
        "Ich mag Sie wirklich gerne leiden.",  # "mag", the verb, is no "Mag." before a surname
        "Ich arbeite nicht für Sie.",  # a pronoun is no employer
        "Ich habe ihn im Park gesehen.",  # a noun after "im" is no person
        "Wir haben die Gläser am Kirschbaum aufgehängt.",
    ],
)
def test_function_words_and_fused_nouns_name_no_one(text):
    from detector_helpers import replaced

    assert replaced(text) == []


def test_a_title_with_its_full_stop_still_leads_a_surname():
    assert ("PER", "Huber") in found("Termin bei Mag. Huber morgen", "person")


def test_a_word_read_once_as_a_name_is_not_repeated_everywhere():
    from teianon.annotate.repeat_words import searchable

    assert searchable("Gib") == (False, False)  # a verb, a village's name too
    assert searchable("Sie") == (False, False)
    for name in ("Hamburg", "Schmid", "Lewandowski"):
        assert searchable(name)[0], name


@pytest.mark.parametrize(
    "text, path",
    [
        (r"Could you give her access to \\kl-fs01\finance\2026? Thanks", r"\\kl-fs01\finance\2026"),
        (r"The file is in C:\Users\jschmidt\Documents\Bewerbung.docx now", r"C:\Users\jschmidt\Documents\Bewerbung.docx"),
    ],
)
def test_windows_paths_are_addresses_of_a_users_files(text, path):
    assert found(text, "url") == [("URL", path)]


def test_a_single_backslash_is_no_path():
    assert found(r"ja\nein, und :\ oder C:\ allein", "url") == []


@pytest.mark.parametrize("text", ["Er ist ein geborener Künstler.", "Sie ist die geborene Entertainerin"])
def test_born_as_a_kind_of_person_is_no_birth_name(text):
    assert found(text, "person_frames") == []


@pytest.mark.parametrize(
    "text, name",
    [("Frau Anna Müller, geborene Schmidt, wohnt hier", "Schmidt"), ("Maria Keller, geborene Fischer", "Fischer")],
)
def test_a_birth_name_after_geborene_is_still_a_person(text, name):
    assert found(text, "person_frames") == [("PER", name)]


@pytest.mark.parametrize(
    "text",
    [
        "Rüdiger, kommt die Rose wieder an den Eingang?",
        "Gib mir mein Buch zurück.",
        "Wir gingen in die Hütte und aßen.",
    ],
)
def test_nouns_after_a_determiner_and_verbs_opening_a_sentence_are_no_names(text):
    view = post_text(etree.fromstring(f'<post xmlns="http://www.tei-c.org/ns/1.0">{text}</post>'))
    mentions = detect(view, DocumentContext(participants=(), rooms=()), build_detectors(["tagger"]))
    words = {view.text[m.start : m.end] for m in mentions}
    assert not words & {"Rose", "Gib", "Buch", "Hütte"}


@pytest.mark.parametrize("mode", [(), ("--mode", "pseudonym", "--salt", "s")])
def test_every_mark_of_a_tokenised_post_survives_the_run(tmp_path, mode):
    from detector_helpers import run_posts

    words = ["the", "fee", "goes", "to", "the", "club", "by", "June", ".", "Ravi", "Patel", "collects", "it", ","]
    words += ["Sie", "spielt", "„", "Für", "Elise", '"', "von", "Beethoven", "."]
    tokens = " ".join(
        f'<w xml:id="w{k}">{t}</w>' if any(c.isalnum() for c in t) else f'<pc xml:id="w{k}">{t}</pc>'
        for k, t in enumerate(words)
    )
    options = (*mode, "--key", str(tmp_path / "key.json")) if mode else ()
    out = run_posts(tmp_path, [tokens], *options)
    marks = [pc.text for pc in out.iter(tei("pc"))]
    assert marks == [".", ",", "„", '"', "."]
    ids = {e.get("{http://www.w3.org/XML/1998/namespace}id") for e in out.iter(tei("pc"))}
    assert ids == {"w8", "w13", "w16", "w19", "w22"}
    text = "".join(out.getroot().find(f".//{tei('body')}").itertext())
    assert "Ravi" not in text and "Patel" not in text
