"""Issue 39's known damage: a name in capitals typed by the tagger's guess, a genitive numbered
apart from its name, a name broken by a line break, two names under one key (Joey, Joy); each
with its ordinary counterpart."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI as HEAD
from lxml import etree
from saxonche import PySaxonProcessor

from teianon.cli import main
from teianon.detect.folding import name_key
from teianon.replace.xslt import stylesheet_path

TEI = "{http://www.tei-c.org/ns/1.0}"


def _run(tmp_path: Path, posts: list[str], command: str = "annotate") -> etree._ElementTree:
    folder = tmp_path / "in"
    folder.mkdir(parents=True, exist_ok=True)
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / "chat.xml").write_text(HEAD.format(posts=body), encoding="utf-8")
    result = CliRunner().invoke(main, [command, str(folder / "chat.xml"), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    return etree.parse(str(tmp_path / "out" / "chat.xml"))


def _posts(tree: etree._ElementTree) -> dict[str, etree._Element]:
    return {p.get("{http://www.w3.org/XML/1998/namespace}id"): p for p in tree.iter(f"{TEI}post")}


def test_a_name_in_capitals_takes_the_category_the_document_gives_it(tmp_path):
    # The tagger reads the capitals as a firm's after "bei" and "finde"; the document names the
    # person in her own letters, so the same name in capitals is hers.
    tree = _run(
        tmp_path,
        ["Gestern hat Frau Sølvi Brønnum angerufen", "ich finde BRONNUM doof", "bei BRONNUM", "Brønnum sagt ja"],
    )
    posts = _posts(tree)
    for post in ("p2", "p3"):
        names = [e for e in posts[post].iter(f"{TEI}name") if "".join(e.itertext()) == "BRONNUM"]
        assert names and all(e.get("type") == "PER" for e in names), etree.tostring(posts[post])


def test_a_firm_in_capitals_stays_a_firm(tmp_path):
    # No person of the document folds to it: the capitals keep the tagger's reading.
    tree = _run(tmp_path, ["Gestern hat Frau Sølvi Brønnum angerufen", "SIEMENS hat geschrieben"])
    names = list(_posts(tree)["p2"].iter(f"{TEI}name"))
    assert [e.get("type") for e in names] != ["PER"], [etree.tostring(e) for e in names]


def test_a_genitive_gets_the_placeholder_number_of_its_name(tmp_path):
    tree = _run(
        tmp_path,
        [
            "Frau Wiebke Hollmichel hat angerufen",
            "Hollmichels Auto steht vor der Tür",
            "Frau Hollmichel ist nett",
            "Herr Tessendorf kommt",
        ],
        command="run",
    )
    posts = _posts(tree)
    number = {k: re.findall(r"\[_PERSONNAME-(\d+)_\]", "".join(p.itertext())) for k, p in posts.items()}
    assert number["p2"] == number["p3"], number
    # Another surname keeps a number of its own.
    assert number["p4"] != number["p3"], number


def test_a_name_broken_by_a_line_break_is_one_reference(tmp_path):
    tree = _run(tmp_path, ["Dear Mr. Eino<lb/>Haapakoski, thank you.", "I met Tuulikki<lb/>Vesterinen yesterday"])
    posts = _posts(tree)
    for post, name in (("p1", "EinoHaapakoski"), ("p2", "TuulikkiVesterinen")):
        texts = ["".join(e.itertext()) for e in posts[post].iter(f"{TEI}name")]
        assert name in texts, texts
        # The line break stays where it was, inside the reference now.
        assert posts[post].find(f".//{TEI}name/{TEI}lb") is not None


def test_a_line_break_after_punctuation_or_before_lower_case_still_ends_the_text(tmp_path):
    # An address's or a signature's lines: a break after a comma, or before a word in lower case,
    # joins nothing.
    tree = _run(tmp_path, ["Yours,<lb/>Tuulikki", "wir sehen uns<lb/>morgen in Bielefeld"])
    posts = _posts(tree)
    for post in posts.values():
        assert all(e.find(f"{TEI}lb") is None for e in post.iter(f"{TEI}name")), etree.tostring(post)


def test_a_line_break_before_a_new_sentence_joins_no_name(tmp_path):
    # A letter's next line often starts a sentence with a capitalised word of the language: the
    # name before the break stays alone and the word after it stays as written.
    tree = _run(tmp_path, ["Liebe Grüße<lb/>Sabine<lb/>Bitte melde dich bald.", "Wir waren bei Jonas<lb/>Morgen fahren wir."])
    posts = _posts(tree)
    for post, word in (("p1", "Bitte"), ("p2", "Morgen")):
        texts = ["".join(e.itertext()) for e in posts[post].iter(f"{TEI}name")]
        assert not any(word in text for text in texts), texts
        assert all(e.find(f"{TEI}lb") is None for e in posts[post].iter(f"{TEI}name")), texts


def test_a_double_surname_after_a_line_break_joins_the_name(tmp_path):
    # A letter's signature broken before a hyphenated surname: the whole surname goes with the
    # first name, not left readable on the next line.
    tree = _run(tmp_path, ["Viele Grüße, deine Henrike<lb/>Becker-Schmitz aus der Nachbarschaft"])
    texts = ["".join(e.itertext()) for e in _posts(tree)["p1"].iter(f"{TEI}name")]
    assert "HenrikeBecker-Schmitz" in texts, texts


def test_a_compound_word_after_a_line_break_joins_no_name(tmp_path):
    # A hyphenated word of the language starts the next line's sentence.
    tree = _run(tmp_path, ["Viele Grüße, deine Henrike<lb/>Online-Termine gibt es morgen."])
    texts = ["".join(e.itertext()) for e in _posts(tree)["p1"].iter(f"{TEI}name")]
    assert not any("Online" in t for t in texts), texts


def _pseudonymise(tmp_path: Path, posts: list[str]) -> etree._ElementTree:
    folder = tmp_path / "in"
    folder.mkdir(parents=True, exist_ok=True)
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / "chat.xml").write_text(HEAD.format(posts=body), encoding="utf-8")
    arguments = ["run", str(folder / "chat.xml"), "-o", str(tmp_path / "out"), "-q"]
    arguments += ["--mode", "pseudonym", "--key", str(tmp_path / "k.key")]
    result = CliRunner().invoke(main, arguments)
    assert result.exit_code == 0, result.output
    return etree.parse(str(tmp_path / "out" / "chat.xml"))


def test_a_surrogate_keeps_the_line_break_between_its_words(tmp_path):
    # "Mr. Eino<lb/>Haapakoski": the surrogate's first name on the first line, its surname on the
    # next, with the break between them (not "FirstSurname<lb/>").
    tree = _pseudonymise(tmp_path, ["Dear Mr. Eino<lb/>Haapakoski, thank you.", "Mr. Eino Haapakoski wrote."])
    posts = _posts(tree)
    name = next(e for e in posts["p1"].iter(f"{TEI}name") if e.find(f"{TEI}lb") is not None)
    lb = name.find(f"{TEI}lb")
    first, last = (name.text or "").strip(), (lb.tail or "").strip()
    assert first and last and " " not in first, etree.tostring(name)
    assert "Eino" not in first and "Haapakoski" not in last
    # The same person written on one line gets the same surrogate.
    one_line = ["".join(e.itertext()) for e in posts["p2"].iter(f"{TEI}name")]
    assert f"{first} {last}" in one_line, (one_line, first, last)


# --- one key, two people ---------------------------------------------------------------------------


def _stylesheet_keys(names: list[str]) -> list[str]:
    wrapper = f"""<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
        xmlns:teianon="urn:x-teianon:xslt" xmlns:xs="http://www.w3.org/2001/XMLSchema">
      <xsl:import href="{stylesheet_path().as_uri()}"/>
      <xsl:output method="text"/>
      <xsl:param name="names" as="xs:string"/>
      <xsl:template name="keys">
        <xsl:value-of select="tokenize($names, '[|]') ! teianon:name-key(.)" separator="|"/>
      </xsl:template>
    </xsl:stylesheet>"""
    with PySaxonProcessor(license=False) as proc:
        executable = proc.new_xslt30_processor().compile_stylesheet(stylesheet_text=wrapper)
        executable.set_parameter("names", proc.make_string_value("|".join(names)))
        return executable.call_template_returning_string("keys").split("|")


def test_an_english_or_chinese_vowel_pair_is_no_written_out_umlaut():
    # Before y and at the end of a word of one syllable the pair is two sounds: two people.
    for one, other in (("Huey", "Huy"), ("Xue Wen", "Xu Wen"), ("Moe", "Mo"), ("Dewey", "Dewy")):
        assert name_key(one) != name_key(other), (one, other)
    # A written-out umlaut inside a word, or at the end of a longer one, is still the umlaut.
    for one, other in (("Goetz Hoelzer", "Götz Hölzer"), ("Guelsuem", "Gülsüm"), ("Bruehl", "Brühl")):
        assert name_key(one) == name_key(other), (one, other)


def test_the_stylesheet_keeps_the_same_pairs():
    names = ["Huey", "Huy", "Xue Wen", "Moe", "Dewey", "Goetz Hoelzer", "Guelsuem", "Bruehl", "Joey-Sue Maeder"]
    assert _stylesheet_keys(names) == [name_key(n) for n in names]
