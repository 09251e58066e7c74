"""The leak classes a red team left (issue 39, its last round): a bank's BIC, a private file's
mark, a person's name in an attribute's label, oXygen's change tracking, a school of another
language with its village, a place after a title's comma, a standard emoji's shortcode. Each is
found (or kept) in both modes; near misses stay. Invented names, none of the red team's."""

from __future__ import annotations

import pytest
from detector_helpers import found
from tei_places_helpers import TEI_NS, doc, run

from teianon.detect.bank_codes import bank_codes
from teianon.detect.glued_names import shortcode_names
from teianon.detect.institution_abroad import schools_abroad
from teianon.detect.place_titles import title_places
from teianon.lists.emoji import is_standard_emoji
from teianon.replace.attribute_names import attribute_person_names

MODES = [False, True]


# (1) SWIFT/BIC codes


@pytest.mark.parametrize(
    "text, code",
    [
        ("Kontoinhaber Jörn, IBAN DE44 5001 0517 5407 3249 31, BIC: INGDDEFFXXX", "INGDDEFFXXX"),
        ("the swift code is BARCGB22 thanks", "BARCGB22"),
        ("SWIFT/BIC: rzooat2l", "rzooat2l"),
        ("Bankverbindung AT48 3200 0000 1234 5864 OPSKATWW bitte", "OPSKATWW"),
        ("BIC-Code (SWIFT): BPOTBEB1", "BPOTBEB1"),
    ],
)
def test_a_bic_after_its_cue_or_beside_an_iban_is_a_number(text, code):
    assert [(text[m.start : m.end], m.category.name) for m in bank_codes(text)] == [(code, "NUMBER")]
    assert ("NUMBER", code) in found(text, "number")


@pytest.mark.parametrize(
    "text",
    [
        "DEADBEEF and CAFEBABE are magic numbers",
        "IBAN DE44 5001 0517 5407 3249 31 DRINGEND überweisen",
        "the bicycle is SCHWARZE",
        "Taylor Swift ABSOLUTE legend",
        "BIC: CHRISTMAS",
        # a code of country letters and digits that is no account, and a name in capitals after it
        "Route XB12 NORD WEST TRAMPLER says",
    ],
)
def test_capitals_without_a_cue_or_a_word_are_no_bic(text):
    assert list(bank_codes(text)) == []


# (2) shelfmarks and private files


def _ms(repository: str, idno: str) -> str:
    return f"<msDesc><msIdentifier><repository>{repository}</repository><idno>{idno}</idno></msIdentifier></msDesc>"


def _sourced(ms: str) -> str:
    text = doc('<post who="#A1">hallo</post>')
    return text.replace("<sourceDesc><p>s</p></sourceDesc>", f"<sourceDesc>{ms}</sourceDesc>")


@pytest.mark.parametrize("pseudonyms", MODES)
def test_a_private_file_in_an_idno_is_replaced_whole(tmp_path, pseudonyms):
    output, _ = run(
        tmp_path, _sourced(_ms("Privatbesitz der Familie", "Akte Waltraud Henneberg 2017/12")), pseudonyms=pseudonyms
    )
    assert "Henneberg" not in output and "2017/12" not in output


@pytest.mark.parametrize("pseudonyms", MODES)
def test_a_personal_file_by_its_own_words_is_replaced(tmp_path, pseudonyms):
    output, _ = run(tmp_path, _sourced(_ms("Kreisarchiv", "Personalakte Gottlieb Assmuth")), pseudonyms=pseudonyms)
    assert "Assmuth" not in output


@pytest.mark.parametrize("pseudonyms", MODES)
def test_a_public_archives_shelfmark_stays(tmp_path, pseudonyms):
    ms = _ms("Landesarchiv Baden-Württemberg, Hauptstaatsarchiv Stuttgart", "Q 3/11 Bü 417")
    output, _ = run(tmp_path, _sourced(ms), pseudonyms=pseudonyms)
    assert "<idno>Q 3/11 Bü 417</idno>" in output


# (3) a person's name in an attribute's label


@pytest.mark.parametrize(
    "value, name",
    [
        ("von Irmtraud Weber", "Irmtraud Weber"),
        ("photo by Elsie Baker", "Elsie Baker"),
        ("Gesendet an: Hedwig Fuchs", "Hedwig Fuchs"),
    ],
)
def test_a_name_after_a_label_word_in_an_attribute_is_a_person(value, name):
    assert name in attribute_person_names(value)


@pytest.mark.parametrize("value", ["bold italic", "font-family: Helvetica Neue", "to New York", "von Angela Merkel"])
def test_styles_places_and_public_people_in_attributes_stay(value):
    assert attribute_person_names(value) == ()


@pytest.mark.parametrize("pseudonyms", MODES)
def test_a_name_in_rend_and_n_is_replaced_and_ids_stay(tmp_path, pseudonyms):
    body = '<post xml:id="p7" who="#A1" rend="von Irmtraud Weber" n="an Hedwig Fuchs">hallo</post>'
    output, _ = run(tmp_path, doc(body), pseudonyms=pseudonyms)
    assert "Weber" not in output and "Fuchs" not in output
    assert 'xml:id="p7"' in output and 'who="#A1"' in output


# (4) oXygen's change tracking


def _tracked() -> str:
    body = (
        '<post who="#A1">hallo <?oxy_insert_start author="Wiltrud Oberhauser" timestamp="20240312T091500+0100"?>'
        "neu<?oxy_insert_end?> ja</post>"
    )
    text = doc(body)
    head, _, rest = text.partition("\n")
    pi = (
        '<?oxy_comment_start author="kberghoff" timestamp="20240312T091500+0100" '
        'comment="Rückfrage bei Liselotte Drewermann"?>'
    )
    return f"{head}\n{pi}\n{rest}<?oxy_comment_end?>\n"


@pytest.mark.parametrize("pseudonyms", MODES)
def test_the_author_and_comment_of_oxygens_tracking_are_replaced(tmp_path, pseudonyms):
    output, _ = run(tmp_path, _tracked(), pseudonyms=pseudonyms)
    for secret in ("Oberhauser", "kberghoff", "Drewermann"):
        assert secret not in output
    # a timestamp is a code, no name; the instructions and the review's words stay
    assert output.count('timestamp="20240312T091500+0100"') == 2
    assert "<?oxy_comment_start" in output and "<?oxy_insert_end?>" in output and "Rückfrage bei" in output


# (5) a school of another language with its village


@pytest.mark.parametrize(
    "text, school",
    [
        ("roedd hi yn Ysgol Gynradd Llanddeusant", "Ysgol Gynradd Llanddeusant"),
        ("he was in Scoil Mhuire Gleann Cholm Cille", "Scoil Mhuire Gleann Cholm Cille"),
        ("va anar a l'Escola Bàsica Sant Pere de Riudebitlles", "Escola Bàsica Sant Pere de Riudebitlles"),
        ("mon fils est à l'École élémentaire de Villeneuve-la-Comtesse", "École élémentaire de Villeneuve-la-Comtesse"),
        ("chodziłam do Szkoła Podstawowa nr 3 w Kłodawie", "Szkoła Podstawowa nr 3 w Kłodawie"),
        ("frequentava la Scuola primaria di Castelnuovo Berardenga", "Scuola primaria di Castelnuovo Berardenga"),
    ],
)
def test_a_school_of_another_language_and_its_village_are_one_org(text, school):
    assert [(text[m.start : m.end], m.category.name) for m in schools_abroad(text)] == [(school, "ORG")]


@pytest.mark.parametrize(
    "text", ["la Escuela de Música es grande", "the Scoil was closed", "Collège de France", "École de Musique"]
)
def test_a_subject_or_a_public_school_is_no_village(text):
    assert list(schools_abroad(text)) == []


# (6) a place after a title's comma


@pytest.mark.parametrize(
    "title, place",
    [
        ("Chat der Klasse 9a, Oberkirnach", "Oberkirnach"),
        ("Year 10 group chat, Little Wenlock", "Little Wenlock"),
        ("Elternchat Kita Pusteblume, Hohenfelde-Ost, 2021", "Hohenfelde-Ost"),
    ],
)
def test_a_place_after_a_groups_title_is_found(title, place):
    assert [title[a:b] for a, b in title_places(title)] == [place]


@pytest.mark.parametrize(
    "title", ["Chat der Klasse 9a, Auswertung", "Year 10 group chat, Part 2", "Class chat, Deutschland", "Chat, Teil 1"]
)
def test_a_word_a_country_or_a_number_after_the_comma_is_no_place(title):
    assert list(title_places(title)) == []


@pytest.mark.parametrize("pseudonyms", MODES)
def test_the_corpus_title_s_place_is_replaced(tmp_path, pseudonyms):
    document = doc('<post who="#A1">hallo</post>').split("\n", 1)[1].replace(f' xmlns="{TEI_NS}"', "")
    corpus = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<teiCorpus xmlns="{TEI_NS}"><teiHeader><fileDesc><titleStmt><title>'
        "Chats der Klasse 6c, Unterwössingen</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
        f"<sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>{document}</teiCorpus>\n"
    )
    output, _ = run(tmp_path, corpus, pseudonyms=pseudonyms)
    assert "Unterwössingen" not in output and "Chats der Klasse 6c, " in output


# (7) standard emoji shortcodes


@pytest.mark.parametrize(
    "code",
    ["teddy_bear", "santa_claus", "man_judge", "older_woman", "people_hugging", "thumbs_up_medium_skin_tone", "+1"],
)
def test_a_standard_emoji_is_listed(code):
    assert is_standard_emoji(code)


def test_a_standard_emoji_is_no_person_and_a_custom_one_keeps_its_name():
    text = ":teddy_bear: :santa_claus: :mrs_claus: :henrike_wave: :oma_gisela:"
    assert [text[a:b] for a, b in shortcode_names(text)] == ["henrike", "gisela"]


@pytest.mark.parametrize("pseudonyms", MODES)
def test_an_escaped_author_of_oxygens_tracking_is_replaced_as_written(tmp_path, pseudonyms):
    # An instruction's data is no markup: "O&apos;Cuinn" is what a reader sees and what is replaced.
    text = _tracked().replace('author="kberghoff"', 'author="Niamh O&apos;Cuinneagain"')
    output, _ = run(tmp_path, text, pseudonyms=pseudonyms)
    assert "Cuinneagain" not in output and "Niamh" not in output
