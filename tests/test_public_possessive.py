"""A listed name with a possessive ending is the listed name (issue 38): ``Beethoven's``,
``Goethes``, ``Einstein’s`` are looked up without the ending, kept public, and the ending stays
outside the kept name; private names with an ending, and words, are not made public by it. A
structured private reference counts against a listed name only within the name's sentence."""

from __future__ import annotations

import pytest
from lxml import etree
from test_public_private_evidence import T, _document, _kept_public, _names

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings

# (language, post, the kept public name as written without its ending)
POSSESSIVE = [
    ("en", "the orchestra plays Beethoven's Fifth tonight", "Beethoven"),
    ("en", "we read Shakespeare’s sonnets in class", "Shakespeare"),
    ("en", "We are singing Haydn's Creation this spring", "Haydn"),
    ("de", "wir lesen Goethes Gedichte im Kurs", "Goethe"),
    ("de", "Kafkas Romane sind düster", "Kafka"),
]


@pytest.mark.parametrize(("lang", "text", "name"), POSSESSIVE)
def test_a_listed_name_with_a_possessive_is_kept_without_the_ending(lang: str, text: str, name: str) -> None:
    names = _names(lang, text)
    # The kept name is the name alone: its ending stays outside, as written.
    assert names.get(name) == "public", names
    assert not any(n != name and name in n for n in names), names


# Private people and words with an ending stay what they were.
NOT_PUBLIC = [
    # a form of address before the surname of a notable person: someone the writer knows
    ("de", "Frau Goethes Hund bellt die ganze Nacht", "Goethe"),
    # a common first name with a possessive: never public
    ("en", "Laura's sister called me yesterday", "Laura"),
    ("de", "Pauls Fahrrad steht im Keller", "Paul"),
]


@pytest.mark.parametrize(("lang", "text", "name"), NOT_PUBLIC)
def test_a_private_name_with_an_ending_is_not_made_public(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


def test_a_word_ending_in_s_is_not_read_as_a_genitive() -> None:
    # "Bachs" of the listed composer is his; "Rats", "Marks" are a council's and a mark's words
    assert not _kept_public(_names("de", "Der Beschluss des Rats kam spät"), "Rat")


# A street address or a phone number in the sentence before says nothing of the listed name.
ANOTHER_SENTENCE = [
    ("de", "Unser Probenraum ist in der Bergstraße 12. Wer dirigiert eigentlich den Haydn?", "Haydn"),
    ("en", "Rehearsals are at 22 Church Road. Who sings the solo in the Haydn?", "Haydn"),
    ("de", "Hab sie angerufen unter 0171 2345678. Danach lief Shakira im Radio", "Shakira"),
]


@pytest.mark.parametrize(("lang", "text", "name"), ANOTHER_SENTENCE)
def test_a_reference_in_another_sentence_does_not_outweigh_the_list(lang: str, text: str, name: str) -> None:
    assert _kept_public(_names(lang, text), name)


# In the name's own sentence a structured private reference still counts.
SAME_SENTENCE = [
    ("de", "Boris Becker wohnt jetzt Am Markt 3 in Bochum", "Becker"),
    ("en", "call Emma Watson on 0161 496 0000 after lunch", "Watson"),
    ("de", "Helmut Kohl, geb. 4. Mai 1961, Gartenstraße 7", "Kohl"),
]


@pytest.mark.parametrize(("lang", "text", "name"), SAME_SENTENCE)
def test_a_reference_in_the_same_sentence_still_outweighs_the_list(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


# A full name is weighed across a sentence's end: a contact line after an address names a private
# person, whoever shares the name.
FULL_NAME_ACROSS = [
    ("de", "Kontakt: Gartenweg 3. Ansprechpartner ist Thomas Müller.", "Müller"),
    ("en", "Office at 9 Mill Lane. Ask for Emma Watson at the desk.", "Watson"),
]


@pytest.mark.parametrize(("lang", "text", "name"), FULL_NAME_ACROSS)
def test_a_full_name_after_an_address_in_the_sentence_before_is_private(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


# A one-word listed name after a contact's or a landlord's word is weighed as a full name is:
# a phone number, e-mail or address in the sentence before makes it the contact's own.
CONTACT_ACROSS = [
    ("de", "Bei Fragen: 0171 2345678. Ansprechpartnerin ist Merkel.", "Merkel"),
    ("de", "Schreiben Sie an kontakt@verein-example.de. Kontakt: Schumacher.", "Schumacher"),
    ("en", "Questions? Call 0161 496 0000. Ask for Beckham.", "Beckham"),
    ("en", "Office at 9 Mill Lane. Contact: Obama.", "Obama"),
]


@pytest.mark.parametrize(("lang", "text", "name"), CONTACT_ACROSS)
def test_a_contacts_one_word_name_after_a_number_is_private(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


# Without the contact's word, the sentence before still says nothing of a listed name; and
# "Kontakt" as a noun of the sentence is no contact line.
CONTACT_COUNTER = [
    ("de", "Hab sie angerufen unter 0171 2345678. Danach lief Shakira im Radio", "Shakira"),
    ("de", "Ruf mich an: 0171 2345678. Der Kontakt zu Merkel war eng.", "Merkel"),
]


@pytest.mark.parametrize(("lang", "text", "name"), CONTACT_COUNTER)
def test_a_listed_name_without_a_contacts_word_stays_public(lang: str, text: str, name: str) -> None:
    assert _kept_public(_names(lang, text), name)


# A family's plural is a family, not a genitive: a private family, whoever shares the name.
FAMILY = [
    ("de", "Wir sind heute bei Merkels zum Grillen.", "Merkel"),
    ("de", "Die Beckenbauers von nebenan grillen schon wieder.", "Beckenbauer"),
    ("de", "Samstag sind wir bei Schumachers eingeladen", "Schumacher"),
]


@pytest.mark.parametrize(("lang", "text", "name"), FAMILY)
def test_a_familys_plural_is_not_read_as_a_genitive(lang: str, text: str, name: str) -> None:
    assert not _kept_public(_names(lang, text), name)


GENITIVE = [("de", "Merkels Politik war umstritten", "Merkel"), ("de", "Merkels neue Politik war umstritten", "Merkel")]


@pytest.mark.parametrize(("lang", "text", "name"), GENITIVE)
def test_a_genitive_before_its_noun_is_still_kept(lang: str, text: str, name: str) -> None:
    assert _names(lang, text).get(name) == "public"


# Once a name is replaced in the document, its possessive and its family's plural are repeats of
# it, never the listed person's, in the same post and in another one.
REPEATED = [
    ("Frau Merkel wohnt nebenan, Merkels Katze ist weg.",),
    ("Frau Merkel wohnt nebenan.", "Merkels Katze ist weg."),
    ("Herr Beckenbauer hat angerufen.", "Beckenbauers Hund bellt die ganze Nacht."),
    ("Frau Merkel wohnt nebenan.", "Wir sind heute bei Merkels zum Grillen."),
]


@pytest.mark.parametrize("posts", REPEATED)
def test_a_replaced_names_possessive_is_a_repeat(posts: tuple[str, ...]) -> None:
    names = [(e.get("subtype"), "".join(e.itertext())) for e in _annotated(*posts).iter(f"{T}name")]
    assert names and all(subtype != "public" for subtype, _ in names), names
    assert any(text.endswith("s") for _, text in names), names


def _annotated(*posts: str) -> etree._Element:
    tree = etree.ElementTree(etree.fromstring(_document(*(("de", p) for p in posts)).encode("utf-8")))
    annotate_tree(tree, "chat.xml", Settings())
    return tree.getroot()


def test_a_plural_of_a_word_named_like_a_replaced_person_stays() -> None:
    # "Bird" replaced as a person; "Birds" as a plural of the word is no repeat of them
    names = [
        "".join(e.itertext())
        for e in _annotated("Mr Bird called me yesterday.", "Birds sing in the garden.").iter(f"{T}name")
    ]
    assert "Birds" not in names, names
