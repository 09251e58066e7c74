"""The nickname phenomena of chat are general: generated from several nickname shapes, in several
addressing contexts, each variant chatters make is linked to its participant; ordinary words close
to a nickname are not, unless the context addresses them."""

from __future__ import annotations

import pytest
from test_nick_linker import annotations, conversation

from teianon.detect.variants import respelled

# Writer A1 talks to A2, whose nickname varies; A2 posted just before (the usual turn-taking).
WRITER = "Xaver77"
CONTEXTS = ("hallo {m}, wie gehts?", "{m} bist du noch da?", "danke {m}!")


def _lower_letters(name: str) -> str:
    return "".join(c for c in name if c.isalpha()).lower()


def clipped(name: str) -> str:
    """The beginning of the name, through its second vowel (at least four letters): katha for
    Katharina, magda for Magdalena, alex for Alexander."""
    letters = _lower_letters(name)
    vowels = [i for i, c in enumerate(letters) if c in "aeiou"]
    return letters[: max(4, vowels[1] + 1)]


def pet(name: str) -> str:
    """A clipped name with a diminutive -i: tobi, kathi, schmetti."""
    letters = _lower_letters(name)
    stem = letters[:3] if letters[2] not in "aeiou" else letters[:4]
    return stem + ("i" if stem[-1] not in "aeiou" else "")


def elongated(name: str) -> str:
    """The last vowel repeated: lenaaa, tobiaaas."""
    letters = _lower_letters(name)
    last = max(i for i, c in enumerate(letters) if c in "aeiou")
    return letters[: last + 1] + letters[last] * 3 + letters[last + 1 :]


def plain_lower(name: str) -> str:
    """Case and digits dropped: tobias for Tobias1987, lela for lela2."""
    return _lower_letters(name)


def leet(name: str) -> str:
    """One vowel inside the name in leetspeak: l3na, t0bias."""
    letters = _lower_letters(name)
    for i, c in enumerate(letters[1:-1], 1):
        if c in "aeo":
            return letters[:i] + {"a": "4", "e": "3", "o": "0"}[c] + letters[i + 1 :]
    raise AssertionError(name)


# Nickname shapes: first name with digits, name with an underscore and initial, a long first
# name, a chosen name in camelCase, a German compound, a name with a year.
SHAPES = ("Tobias1987", "Alexander_G", "Katharina", "SchmetterLing", "Sternchen82", "Magdalena_95")
PHENOMENA = (clipped, pet, elongated, plain_lower, leet)


def _linked(nick: str, text: str) -> list[tuple[str, str | None]]:
    data = conversation([("A2", "bin wieder da"), ("A1", text), ("A2", "ok")], {"A1": WRITER, "A2": nick})
    return [(found[1], found[3]) for found in annotations(data) if found[0] == "p2" and found[2] == "nickname"]


@pytest.mark.parametrize("nick", SHAPES)
@pytest.mark.parametrize("make", PHENOMENA, ids=lambda f: f.__name__)
def test_generated_variants_are_linked_in_every_context(nick, make):
    mention = make(nick)
    assert mention != nick
    for context in CONTEXTS:
        assert (mention, "#A2") in _linked(nick, context.format(m=mention)), (nick, mention, context)


@pytest.mark.parametrize(("nick", "mention"), [
    # respellings: ph/f, ck/k, ei/ai, ae/ä, th/t, y/i
    ("Christoph", "christof"), ("Stephanie", "stefanie"), ("Frank_Black", "blak"),
    ("Maike", "meike"), ("Kaiserin7", "keiserin"), ("Jaeger", "jäger"), ("Mädchen99", "maedchen"),
    ("Phoenix", "fönix"), ("Matthias", "mathias"), ("Yvonne", "ivonne"),
    # compound parts and clippings of both parts
    ("Schneewittchen", "wittchen"), ("Schneewittchen", "schnewi"), ("Mondkind", "mond"),
    # the end of a name
    ("Alexander_G", "xander"), ("Christina88", "tina"),
    # a letter left out of a short name, leetspeak, case and digits dropped
    ("Lena92", "lna"), ("Lena92", "l3na"), ("TomcatMJ", "Tomcat"), ("lela2", "lela"),
    # a handle inside a display name, a Greek letter read out
    ("Digitales Wörterbuch @dwds_de", "dwds_de"), ("Φ", "Phi"),
])
def test_respellings_parts_and_drops_are_linked(nick, mention):
    assert (mention, "#A2") in _linked(nick, f"hallo {mention}, wie gehts?")


def test_respelling_keys_join_spellings_and_keep_names_apart():
    for a, b in [("Christoph", "Kristof"), ("Jäger", "Jaeger"), ("Maik", "Meik"), ("l3na", "Lena"),
                 ("Steffi", "Stefi"), ("Mayer", "Meier")]:
        assert respelled(a) == respelled(b), (a, b)
    for a, b in [("Lena", "Lina"), ("Maik", "Mark"), ("Tom", "Tim"), ("lela2", "lela")]:
        assert respelled(a) != respelled(b), (a, b)


@pytest.mark.parametrize(("nick", "text", "word"), [
    # An ordinary word that is a part or a respelling of a nickname is no mention of it unless
    # the context addresses it: the moon is not Mondkind, the hunter not Jaeger.
    ("Mondkind", "der mond ist heute so hell", "mond"),
    ("Mondkind", "ich hab das mit dem kind gestern erlebt", "kind"),
    ("Jaeger", "der jäger im wald hat geschossen", "jäger"),
    ("Kaiserin7", "die kaiserin von österreich war sisi", "kaiserin"),
    ("Schneewittchen", "es lag so viel schnee gestern", "schnee"),
    # Three letters that a short name lacks one of, but an everyday word: "has" is not Hans.
    ("Hans", "she has no idea", "has"),
])
def test_ordinary_words_near_a_nickname_need_addressing(nick, text, word):
    assert all(found != word for found, _ in _linked(nick, text))


def test_a_compound_part_is_linked_where_it_is_addressed():
    assert ("mond", "#A2") in _linked("Mondkind", "hallo mond")
    assert ("kind", "#A2") in _linked("Mondkind", "hallo kind, alles klar?")
    assert _linked("Mondkind", "der mond ist heute so hell") == []


def test_a_first_name_of_its_own_is_no_name_with_a_letter_left_out():
    # lna is Lena with a slip; Lea (one letter less too) is another girl's name.
    assert ("lna", "#A2") in _linked("Lena92", "ich war bei lna")
    assert ("lea", "#A2") not in _linked("Lena92", "ich war bei lea")


def _all_linked(nick: str, posts: list[tuple[str, str]]) -> list[tuple[str, str, str | None]]:
    data = conversation(posts, {"A1": WRITER, "A2": nick, "A3": "stoeps"})
    return [(found[0], found[1], found[3]) for found in annotations(data) if found[2] == "nickname"]


def test_a_rare_wordlike_name_once_confirmed_is_the_name_throughout():
    # thor is frequent enough to need context, but no dictionary word: called once, it is Thor...
    # in the middle of a sentence too.
    found = _all_linked("Thor...", [("A2", "bin da"), ("A1", "hallo thor"), ("A3", "ich gebe dir eine 6"),
                                    ("A1", "stoeps gibt thor eine 6")])
    assert ("p4", "thor", "#A2") in found


def test_a_common_word_confirmed_as_a_name_stays_a_word_elsewhere():
    # Once "hallo schnell" has called the participant Schnell, "das geht schnell" is still a word.
    found = _all_linked("Schnell", [("A2", "bin da"), ("A1", "hallo schnell"), ("A3", "ok"),
                                    ("A1", "das geht aber schnell bei euch heute")])
    assert ("p2", "schnell", "#A2") in found
    assert not any(post == "p4" for post, _, _ in found)


def _with_real_name(text: str) -> list[tuple[str, str | None]]:
    persons = ('<person xml:id="A1"><persName type="nickname">Xaver77</persName></person>'
               '<person xml:id="A2"><persName><forename>Theo</forename> <surname>Kleinschmidt</surname></persName></person>')
    data = conversation([("A2", "hallo"), ("A1", text)], {}).replace(
        b"<profileDesc></profileDesc>", f"<profileDesc><particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc>".encode())
    return [(found[1], found[3]) for found in annotations(data) if found[0] == "p2" and found[2] == "nickname"]


def test_a_respelled_surname_needs_the_context_a_nickname_does_not():
    # Kleinschmitt may be another family than the participant Theo Kleinschmidt: called, it is him; in the
    # middle of a sentence it is left to the name detectors. A respelled nickname needs no call.
    assert ("kleinschmitt", "#A2") in _with_real_name("hallo kleinschmitt")
    assert ("kleinschmitt", "#A2") not in _with_real_name("gestern hat kleinschmitt gesagt dass es regnet")
    assert ("christof", "#A2") in _linked("Christoph", "gestern hat christof gesagt dass es regnet")


@pytest.mark.parametrize(("nick", "mention"), [("Alexander_G", "alex"), ("Magdalena_95", "magda"), ("Christina88", "tina")])
def test_a_short_form_that_is_a_first_name_is_linked_in_the_middle_of_a_sentence(nick, mention):
    # Talked about, not called: the clipping is the name the participant goes by.
    assert (mention, "#A2") in _linked(nick, f"ich glaube dass {mention} heute recht hat mit dem film")
