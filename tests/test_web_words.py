"""The table of web words (issue 41): ``is_web_word(form, "")`` answers from a table of the cache as
wordfreq answers, without loading wordfreq's tables of five more languages in a run."""

from __future__ import annotations

import subprocess
import sys

import pytest
from wordfreq import get_frequency_dict, get_frequency_list, zipf_frequency

from teianon.lists import build_places, web_words


def by_wordfreq(form: str) -> bool:
    """The question asked of wordfreq itself, as the places' build asks it."""
    if form in build_places.FONTS:
        return True
    if not form.isalpha():
        return False
    return build_places.web_zipf({language: zipf_frequency(form, language) for language in build_places.LANGUAGES})


# Strings of our own: words and names of the seven languages in several cases, inflected forms,
# letters whose folding changes the length (ß, ﬀ), the Turkish i's, full-width and compatibility
# forms, other scripts, digits and punctuation (which wordfreq reads otherwise or not at all).
FORMS = [
    *"Skatepark Firestone Downton Steinway Tahoma Arial Heule Moab Cheval Excelsior Medicina".split(),
    *"Kleinwöltingen Ardwickton Niederhollen Hemmingen Wedemark Ashcombe Ordsall Didsbury".split(),
    *"Fenster fenster FENSTER Straße STRASSE strasse Größe GRÖSSE Mädchen Bürgermeister".split(),
    *"Maison maison Casa casa Gracias Ciudad Dziękuję Łódź LODZ Gdańsk Kraków Straat Gezellig".split(),
    *"Netflix Spotify Youtube Wikipedia Samsung Ikea Zalando Bosch Lidl".split(),
    *"Dortmund Bochum Mannheim Hamburg Paris Napoli Sevilla Utrecht Wrocław".split(),
    *"Thursday Canadian Battle Over Paul Anna Karl Kevin Mohammed".split(),
    "İstanbul",
    "Istanbul",
    "ıstanbul",
    "ISTANBUL",
    "Diyarbakır",
    "ﬀoo",
    "ǅemal",
    "Ǆemal",
    "Ｆｉｒｅｓｔｏｎｅ",
    "Ⅻ",
    "Øresund",
    "Ærø",
    "naïve",
    "Zürich",
    "Москва",
    "Αθήνα",
    "東京",
    "مرحبا",
    "Saint-Denis",
    "O'Brien",
    "R2D2",
    "A6",
    "x²",
    "",
    "Tahoma2",
    "don’t",
]


@pytest.mark.parametrize("form", FORMS)
def test_the_table_answers_as_wordfreq_does(form: str) -> None:
    assert build_places.is_web_word(form, "") == by_wordfreq(form)


def test_the_table_answers_as_wordfreq_does_for_words_near_every_bar() -> None:
    # Words of each language from the buckets around the bars (Zipf 2.0 to 3.75), in the cases
    # a text writes them: the table's answer is wordfreq's for every one.
    forms: set[str] = set()
    for language in build_places.LANGUAGES:
        buckets = get_frequency_list(language, "best")
        for index in (520, 525, 600, 649, 650, 651, 699, 700, 701, 702, 760):
            for word in buckets[index][:12]:
                forms.update({word, word.capitalize(), word.upper()})
    differing = [form for form in sorted(forms) if build_places.is_web_word(form, "") != by_wordfreq(form)]
    assert differing == []
    assert any(build_places.is_web_word(form, "") for form in forms)
    assert not all(build_places.is_web_word(form, "") for form in forms)


@pytest.mark.parametrize("language", build_places.LANGUAGES)
def test_zipf_of_a_table_frequency_is_wordfreqs(language: str) -> None:
    table = get_frequency_dict(language, "best")
    buckets = get_frequency_list(language, "best")
    words = [word for index in range(0, len(buckets), 37) for word in buckets[index][:3] if word.isalpha()]
    assert len(words) > 20
    assert [web_words.zipf_of(table.get(word)) for word in words] == [zipf_frequency(word, language) for word in words]
    assert web_words.zipf_of(None) == zipf_frequency("qqxqzzqqxq", language) == 0.0


def test_a_form_wordfreq_reads_as_several_words_or_differently_is_left_to_wordfreq() -> None:
    assert web_words.token_of("Firestone", build_places.LANGUAGES) == "firestone"
    assert web_words.token_of("Saint Denis", build_places.LANGUAGES) is None
    assert web_words.token_of("東京", build_places.LANGUAGES) is None or web_words.lookup("東京") is not None


def test_the_question_loads_no_table_of_wordfreq() -> None:
    # A fresh process, as a run's: before, the first answer loaded the large tables of all seven
    # languages (some 0.9 CPU-s beyond those detection reads itself).
    code = (
        "import wordfreq\n"
        "from teianon.lists import build_places\n"
        "answers = [build_places.is_web_word(f, '') for f in ('Kleinwöltingen', 'Firestone', 'Heule')]\n"
        "print(answers, wordfreq.get_frequency_dict.cache_info().currsize)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["[False,", "True,", "True]", "0"]
