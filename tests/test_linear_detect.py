"""Detection rewritten to take time linear in a post's length finds what it found before.

Each rewritten rule is checked against its old form (copied here as it stood) on realistic and
on awkward inputs, and the length-bounded loops against an unbounded one. How run time grows is
shown by benchmarks/growth.py and benchmarks/regex_growth.py, not timed here.
"""

from __future__ import annotations

import random

import pytest
import regex
from lxml import etree

from teianon.detect.chat_words import _is_chat_compound
from teianon.detect.evidence import is_compound_noun
from teianon.detect.lexicon import chat_words
from teianon.detect.nickname_post import PostFacts as _Post
from teianon.detect.number import _public_id_before, _town_follows
from teianon.detect.place import streets
from teianon.detect.variants import compound_split, compound_tail
from teianon.detect.writers import _RENAMED
from teianon.lists import german_nouns, longest_german_noun
from teianon.read.textview import PostText, Token

OLD_STREET = regex.compile(
    r"(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}\-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|pfad)"
    r"|\p{Lu}[\p{L}\-]+\s(?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Ring|Damm)"
    r"|(?:\d{1,5}\s)?(?:\p{Lu}\p{L}+\s){1,2}(?:Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane|Boulevard|Drive|Square))"
    # The house number's tail as place._STREET_TAIL writes it (no space kept without its letter).
    r"(?![\p{L}])(?:\s\d{1,4}(?:\s?[a-zA-Z])?(?![\p{L}\p{N}]))?"
)
OLD_RENAMED = regex.compile(
    r"(?P<old>[\p{L}\p{N}_][^\s]*)\s+(?:is\s+now\s+known\s+as|heißt\s+(?:jetzt|nun))\s+(?P<new>[\p{L}\p{N}_][^\s]*)",
    regex.IGNORECASE | regex.VERSION1,
)
OLD_PUBLIC_ID = regex.compile(r"\b(?:ISBN(?:-1[03])?|ISSN|PMID|PMCID|DOI|OCLC|ZDB)[:\s]*$", regex.IGNORECASE | regex.VERSION1)

STREET_TEXTS = [
    "ich wohne in der Kaiserstraße 12a, kommt vorbei",
    "treffen uns an der Kaiser-Wilhelm-Straße 3 oder am Hauptstr. 5",
    "die Hohe Straße ist voll, lieber über den Westenhellweg",
    "Hauptstraße-Nord und kaiser-Kaiserstraße und Foo-Kaiser Street",
    "I live at 10 Downing St. and work on Baker Street 221b",
    "Der Platz, diese Straße, The Street: keine Namen",
    "Kaiser-Kaiser-Kaiser-Kaiser-Kaiser-Kaiserstraße 7",
    "Ring Ring Damm, Am Ufer-Weg 4, Truppenübungsplatz 2",
    "AbAbAb Straße AbAbAb Street 1",
]


@pytest.mark.parametrize("text", STREET_TEXTS)
def test_streets_as_the_old_pattern(text: str) -> None:
    assert [m.span() for m in streets(text)] == [m.span() for m in OLD_STREET.finditer(text)]


def test_streets_as_the_old_pattern_on_random_pieces() -> None:
    pieces = ["Kaiser", "-", "straße", "str.", "weg", "Weg", " ", "Straße", "Baker", "Street", "St.", "12", " 5a",
              "a", "K", "1", "Hohe", "ring", "Ring", "-Wilhelm", "Ä", "."]
    rng = random.Random(29)
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 12)))
        assert [m.span() for m in streets(text)] == [m.span() for m in OLD_STREET.finditer(text)], text


def test_streets_found_in_a_long_hyphenated_run() -> None:
    text = "Kaiser-" * 5000 + "Kaiserstraße 7 und Baker Street"
    assert [m.group() for m in streets(text)] == [text[:-len(" und Baker Street")], "Baker Street"]


@pytest.mark.parametrize("text", [
    "zora is now known as zora_away", "*** tiger17 heißt jetzt Tiger", "-> [lela2] IS NOW KNOWN AS lela",
    "a b is now known as c d heißt nun e", "*zora  is now known as  x"])
def test_renamed_as_the_old_pattern(text: str) -> None:
    old = [(m["old"], m["new"]) for m in OLD_RENAMED.finditer(text)]
    assert old and [(m["old"], m["new"]) for m in _RENAMED.finditer(text)] == old


@pytest.mark.parametrize("text", ["ISBN 978", "siehe ISBN-13: 978", "pmid:\n 1234", "DOIs 10", "xISBN 12",
                                  "  ISSN  0", "Tel 0231", "ISBN" + " " * 3000 + "12"])
def test_public_id_before_as_the_old_search(text: str) -> None:
    start = len(text) - len(text.split()[-1]) if text.split() else len(text)
    assert _public_id_before(text, start) == (OLD_PUBLIC_ID.search(text[:start]) is not None)


def test_town_follows_reads_the_next_word() -> None:
    assert _town_follows("44137 Dortmund", 5)
    assert _town_follows("44137  \n Dortmund, ja", 5)
    assert not _town_follows("44137", 5)
    assert not _town_follows("44137 Leute", 5)


def _old_is_compound_noun(text: str) -> bool:
    nouns = german_nouns()
    for cut in range(2, len(text) - 2):
        if len(text) - cut == 3 and cut < 4:
            continue
        tail = text[cut:]
        if tail[0] == "-":
            tail = tail[1:]
        if tail.capitalize() in nouns:
            return True
    return False


def _old_compound_tail(word: str) -> str | None:
    for cut in range(3, len(word) - 3):
        if word[cut:].capitalize() in german_nouns():
            return word[cut:]
    return None


def _old_compound_split(word: str) -> tuple[str, str] | None:
    if len(word) < 8 or not word.isalpha():
        return None
    for cut in range(len(word) - 4, 3, -1):
        if word[:cut].capitalize() in german_nouns():
            return word[:cut], word[cut:]
    return None


def _long_noun() -> str:
    return next(k for k in german_nouns().keys() if len(k) == longest_german_noun())


@pytest.mark.parametrize("word", ["Selbstdarstellung", "Seitental", "Kaiser-Wetter", "Erdbeere", "Schneewittchen",
                                  "Tomcat", "Aaaaaaaaaaaa", "Xx" + "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz"])
def test_compound_checks_as_the_unbounded_loops(word: str) -> None:
    assert is_compound_noun(word) == _old_is_compound_noun(word)
    assert compound_tail(word) == _old_compound_tail(word)
    assert compound_split(word) == _old_compound_split(word)


def test_compound_checks_at_the_length_bound() -> None:
    longest = _long_noun()
    for word in ("Ab" + longest, "Abc-" + longest, "A" * 40 + longest.lower(), longest.lower() + "haus"):
        assert is_compound_noun(word) == _old_is_compound_noun(word), word
        assert compound_tail(word) == _old_compound_tail(word), word
        assert compound_split(word) == _old_compound_split(word), word
    assert is_compound_noun("Ab" + longest)


def _old_is_chat_compound(word: str) -> bool:
    folded = word.casefold()
    if len(folded) < 8 or not folded.isalpha():
        return False
    words = chat_words()
    return any(folded[:k] in words and folded[k:] in words for k in range(4, len(folded) - 4 + 1))


def test_chat_compound_as_the_unbounded_loop() -> None:
    longest = max(chat_words(), key=len)
    for word in ("Bittesehr", "dankeschön", "nabendallerseits", "Tomcatfan", "hallo" + "o" * 500,
                 longest + "hallo", "hallo" + longest, longest + longest, longest + longest + "a"):
        _is_chat_compound.cache_clear()
        assert _is_chat_compound(word) == _old_is_chat_compound(word), word
    assert _is_chat_compound("Bittesehr")


def _view(text: str) -> PostText:
    """A view of ``text`` with a token per run of non-space characters."""
    post = etree.Element("post")
    tokens = tuple(Token(m.start(), m.end(), m.group()) for m in regex.finditer(r"\S+", text))
    return PostText(post, text, tokens, tokenised=False)


def _old_previous_word(post: _Post, index: int) -> str | None:
    for token in reversed(post.view.tokens[:index]):
        if regex.search(r"[\p{L}\p{N}]", token.text):
            return token.text
    return None


@pytest.mark.parametrize("text", ["  * tiger kommt gleich", "hallo lela2 :) , tiger: (talk) [x] @zora",
                                  "** zora.", "   *** a", "\n*\tb c! d ... e? f\ue000g", "* * x"])
def test_linker_context_as_the_copied_text(text: str) -> None:
    view = _view(text)
    post = _Post(view, False)
    for i, token in enumerate(view.tokens):
        if regex.search(r"[\p{L}\p{N}]", token.text):
            assert post.previous_word(i) == _old_previous_word(post, i)
        before = text[: token.start]
        assert post.sentence_initial(i) == (bool(post.words) and i == post.words[0]
                                            or before.rstrip(" ").endswith((".", "!", "?", ":", "\ue000")))
        assert post.bracketed(i, i) == (before.rstrip(" ").endswith(("(", "[")) or token.text.startswith(("(", "[")))
        assert (post._before_end(i) - post._lead <= 3 and text[post._lead : post._before_end(i)] in ("*", "**", "***")) \
            == (before.strip() in ("*", "**", "***"))


OLD_CUES = regex.compile(
    r"\b(?:wohn\p{L}*|adresse|anschrift|treffpunkt|treffen|zieh\p{L}*|umgezogen|hausnummer|"
    r"lieferadresse|address|live[sd]?|living|moved|stay\p{L}*|meet|"
    # Cues of several words (where a letter goes, an English home): the linear search walks
    # back over their words.
    r"(?:(?:schick|send|liefer|adressier|post)\p{L}*(?:\s\p{L}+){0,3}\s(?:an|to)|"
    r"(?:rücksendung|ruecksendung|lieferung|zustellung|sendungen|post|briefe?|pakete?|päckchen)\s?an)(?:\s?:)?|"
    r"(?:our|my|his|her|their)\s(?:new\s)?(?:place|house|home)\sis)(?![\p{L}])[^.!?\n]{0,25}$",
    regex.IGNORECASE | regex.VERSION1)
OLD_SENTENCE_START = regex.compile(r"(?:^|[.!?:;\n]\s*|[\"„“»(]\s*)$")
ADDRESS_TEXTS = [
    "ich wohne jetzt seit mai in der Am Hof 5", "Wohnungsnot wohnen am Markt 3", "x5wohne am Hof 2",
    "ich wohne. Am Hof 2", "wohnhaft seit langem und immer noch bei der Kaiserstraße 5",
    "Stay" + "a" * 40 + " am Hof 1", "meet\nAm Hof 1", "treffen " + " " * 30 + "bei 12 Bay Rd",
    "(  Im Winkel 4", "„Am Ende 3", "\nAm Hof 2", "", " ", "in 1999 Wall Street", "seit\n\n 1999 Wall Street",
    "bitte schickenwiressofortundgleich Sie ihr es heute an Hof 5", "Rücksendung  an: Im Winkel 4",
    "our new place is              12 Bay Rd", "sendet es\nan Hof 5",
    "schicken Sieeeeeeeeeeeeeeeeeeeeeeeeeeeeeee es an Hof 5",
]


@pytest.mark.parametrize("text", ADDRESS_TEXTS)
def test_address_context_as_the_old_searches(text: str) -> None:
    from teianon.detect.address import _CUES, _SENTENCE_START, _cue_before, _sentence_start_before, _word_before

    assert (_CUES.pattern, _SENTENCE_START.pattern) == (OLD_CUES.pattern, OLD_SENTENCE_START.pattern)
    for start in range(len(text) + 1):
        before = text[:start]
        assert _cue_before(text, start) == (OLD_CUES.search(before) is not None), (text, start)
        assert _sentence_start_before(text, start) == (OLD_SENTENCE_START.search(before) is not None), (text, start)
        assert _word_before(text, start) == (before.split()[-1] if before.split() else None)
