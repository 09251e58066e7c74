"""Issue 39, seven kinds the red team got past: a house's or farm's name as an address line, a
name in Morse code or a spelling alphabet, a village in Turkish, Polish or Nordic letters after a
cue of that language, a reversed first name beside a reversed surname no table knows, a first
name in a list of replaced people, a name in a script without capitals where a Latin one would
be replaced, and a name that ran on over a day or a month. Made-up people and places; near
misses that must stay as they are."""

from __future__ import annotations

import pytest
from detector_helpers import found, replaced


def _texts(text: str) -> list[str]:
    return [t for _, t in replaced(text)]


# --- 1. a house's name as an address -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "house"),
    [
        ("Unsere Anschrift:\nHaus Lindenhain, Am Mühlbach 7\n24998 Wees", "Haus Lindenhain"),
        ("Hof Thordsen\nKoogstraße 14\n25899 Dagebüll", "Hof Thordsen"),
        ("Absender: Gut Ellernbrook, 24399 Arnis", "Gut Ellernbrook"),
        ("Schickt es bitte an: Familie Ohlsen\nDie Alte Schmiede, Dorfweg 3\n29459 Clenze", "Die Alte Schmiede"),
        ("Wir wohnen jetzt in der Villa Morgentau am Waldrand.", "Villa Morgentau"),
        ("Herzliche Grüße\nWiebke\nHaus Birkenmoor\n24811 Owschlag", "Haus Birkenmoor"),
        ("Warm regards\nPhilippa\nBluebell Cottage\nNether Stowey", "Bluebell Cottage"),
        ("Address: The Old Dairy, 2 Pound Lane, Eastcombe", "The Old Dairy"),
        # a song's name on the notable table, here a home over its street
        ("Kontakt:\nHaus am See\nUferweg 9\n17209 Sietow", "Haus am See"),
    ],
)
def test_a_house_name_in_an_address_is_a_place(text: str, house: str) -> None:
    assert ("LOC", house) in replaced(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Das Haus Lindenhain ist ein schönes Hotel, sagt die Zeitung.", "Lindenhain"),
        ("Der Hof ist groß.\nMorgen mehr", "Hof"),
        ("Wir waren im Haus am See essen, es war lecker.", "Haus am See"),
        ("The old dairy was closed for years.", "dairy"),
    ],
)
def test_house_words_in_prose_stay(text: str, words: str) -> None:
    assert not any(words in t for t in _texts(text))


# --- 2. a name in Morse code or a spelling alphabet ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "mein kumpel heißt -- .- .-. -.- ..- ...",  # markus
        ".--. .- ..- .-.. .- hat angerufen",  # paula
        "-.- .- .-. .-.. .- / .--. . - . .-. ... hat angerufen",  # karla peters
        "my friend is Golf Romeo Echo Tango Alpha",  # greta
        "Tango Hotel Oscar Romeo Sierra Tango Echo November kommt morgen",  # thorsten
        "heißt Wilhelm Ida Lima Martha Anton",  # wilma, German spelling alphabet
    ],
)
def test_a_coded_name_goes_whole(text: str) -> None:
    found = replaced(text)
    assert any(kind == "PER" and len(t) >= 10 for kind, t in found), found


@pytest.mark.parametrize(
    "text",
    [
        "SOS ist ... --- ... im Morsecode",
        "Alpha Bravo Charlie ist der Anfang",
        "ok... -- und dann ... -.-",
        "--- --- --- --- ---",
    ],
)
def test_codes_that_spell_no_name_stay(text: str) -> None:
    assert not any(t.count(" ") >= 2 and kind == "PER" for kind, t in replaced(text))


# --- 3. a village with letters of another language after that language's cue -------------------


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Babcia mieszka w Zagórzycach od lat.", "Zagórzycach"),
        ("Pochodzę z Łęczeszyc pod Grójcem.", "Łęczeszyc"),
        ("Teyzem Karaağaçlı köyünde oturuyor.", "Karaağaçlı"),
        ("Jeg er fra Søndervig egentlig.", "Søndervig"),
        ("Jag är från Örkelljunga.", "Örkelljunga"),
    ],
)
def test_a_village_after_a_cue_of_its_language(text: str, place: str) -> None:
    assert ("GPE", place) in replaced(text)


def test_being_in_a_country_is_no_origin() -> None:
    assert not any("Polsce" in t for t in _texts("Jest w Polsce dużo ładnych miast."))


# --- 4. a reversed first name beside a reversed surname no table knows --------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("treffen mit anilesoR nnamkcelfeS", "anilesoR nnamkcelfeS"),  # Rosalina Sefleckmann
        ("gestern war AIVLIS NNAMREWEGLEH da", "AIVLIS NNAMREWEGLEH"),  # Silvia Helgewermann
        ("grüße von sakul, reggubnorT", "sakul, reggubnorT"),  # Lukas Tronbugger
    ],
)
def test_a_reversed_pair_goes_whole(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize("text", ["Annem Karaağaçlı mahallesinde oturuyor.", "Leon Wrzosowski kommt auch"])
def test_a_word_with_its_capital_first_is_read_forwards(text: str) -> None:
    # "Annem" is Turkish for "my mother" ("Menna" backwards); "Leon" is "Noel" backwards.
    assert found(text, "spelled_names") == []


# --- 5. a first name in a list of replaced people ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Henrike und Okke kommen mit, Swantje nicht.", "Swantje"),
        ("Henrike und Okke kommen mit, Maren nicht.", "Maren"),  # a first name the tables also call a noun
        ("Bodo, Liv and Ava joined, Imke didn't.", "Ava"),
        ("Bodo, Liv and Ava joined, Imke didn't.", "Imke"),
    ],
)
def test_a_first_name_in_a_list_is_a_person(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Henrike und Okke kommen mit, Kuchen nicht.", "Kuchen"),
        ("Hamburg, Kiel und Lübeck sind schön, Rostock nicht.", "Rostock"),
        ("Montag und Dienstag gehen, Freitag nicht.", "Freitag"),
    ],
)
def test_no_person_joins_a_list_of_things(text: str, word: str) -> None:
    assert ("PER", word) not in replaced(text)


# --- 6. a name in a script without capitals where a Latin one is replaced ----------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Danke, נועה!", "נועה"),
        ("Thanks सुनीता, see you", "सुनीता"),
        ("We met كريم at the station.", "كريم"),
        ("Ich war gestern mit ليلى unterwegs.", "ليلى"),
        ("Dabei waren Okke, نادية und Swantje.", "نادية"),
        ("Teilnehmende: Bodo, अनिल, Liv", "अनिल"),
    ],
)
def test_a_name_in_another_script_is_replaced(text: str, name: str) -> None:
    assert ("PER", name) in replaced(text)


def test_a_word_in_another_script_stays() -> None:
    assert replaced("Das Wort שלום bedeutet Frieden.") == []


# --- 7. a name ends before a day or a month ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "time"),
    [
        ("She came from Hawbridge Common on Friday.", "Hawbridge Common", "Friday"),
        ("They came from Upper Dinsley last Thursday.", "Upper Dinsley", "Thursday"),
        ("Wir haben Kerrin Jessen Montag abgeholt.", "Kerrin Jessen", "Montag"),
    ],
)
def test_a_name_ends_before_a_time(text: str, name: str, time: str) -> None:
    found = _texts(text)
    assert name in found and not any(time in t for t in found), found


def test_a_first_name_that_is_a_month_stays_in_a_name() -> None:
    assert any("Karl August" in t for t in _texts("Ich habe Karl August Brenneke getroffen."))
